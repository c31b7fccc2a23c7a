"""What each seat may see: other living vampires' hands and sects are hidden (N-SET-06,
invariant 9); the Sovereign's sect and the dead's are public."""

from __future__ import annotations

from nob_arrange import arena, eng, g, new_game, others

from vtt.core.model import OMNISCIENT, SPECTATOR
from vtt.core.views import view_for


def _sects(view):
    return [v["sect"] for v in view.data["nob"]["vampires"]]


def test_a_seat_sees_its_own_sect_and_the_sovereigns_only():
    s = new_game(5, 3)
    sov = g(s).sovereign
    real = [v.sect for v in g(s).vampires]
    for seat in range(5):
        sects = _sects(view_for(s.state, seat, s.module))
        for i, sect in enumerate(sects):
            assert sect == (real[i] if i in (seat, sov) else "")
    assert _sects(view_for(s.state, SPECTATOR, s.module)) == [
        real[i] if i == sov else "" for i in range(5)
    ]
    assert _sects(view_for(s.state, OMNISCIENT, s.module)) == real


def test_hands_and_sect_cards_are_hidden_from_other_seats():
    s = new_game(5, 3)
    for seat in range(5):
        view = view_for(s.state, seat, s.module)
        for other in range(5):
            for key in ("hand", "sect"):
                cards = view.zones[f"s{other}.{key}"].cards
                known = [c.catalog for c in cards if c.catalog]
                assert bool(known) == (other == seat and bool(cards)), (seat, other, key)


def test_the_dead_are_revealed():
    s = arena(seed=2)
    a, b = others(s)
    eng(s).wound(b, 2, True, a)
    assert _sects(view_for(s.state, SPECTATOR, s.module))[b] == g(s).vampires[b].sect


def test_the_decision_names_the_seat_to_answer():
    s = new_game(5, 3)
    decision = s.module.decision(s.state)
    assert decision.seats == (g(s).active,) and decision.kind == "play"


def test_a_contact_played_face_down_stays_secret():
    from nob_arrange import give, play

    from vtt.core.views import events_for, log_for
    from vtt.games.nob import commands as N

    s = arena()
    a, b = others(s)
    herd = give(s, a, "rebaño")
    play(s, N.Play(seat=a, card=herd))
    for entry in log_for(s.log[-1:], b):
        for event in events_for(entry.events, b):
            assert "rebaño" not in repr(event) and "Herd" not in repr(event)
    view = view_for(s.state, b, s.module)
    assert "played" not in view.data["nob"]
    assert [c.catalog for c in view.zones[f"s{a}.contactos"].cards] in ([None], [""])
