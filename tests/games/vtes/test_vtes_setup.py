"""Set-up (vtes.md §3): invariants for 2 to 6 seats, seating, decks and hidden information."""

import pytest

from vtt.core.model import SPECTATOR, encode_state
from vtt.core.module import GameSpec, SeatSpec
from vtt.core.views import view_for
from vtt.games.vtes.precons import precon_report
from vtt.games.vtes.seating import active_seats, predator, prey


def new_game(module, n, seed=7, decks=None, **options):
    decks = decks or [""] * n
    spec = GameSpec(
        game="vtes",
        seed=seed,
        options=options,
        seats=[SeatSpec(name=f"P{i}", deck=decks[i]) for i in range(n)],
    )
    return module.new_state(spec)


def sizes(state, seat):
    return {
        key: len(state.zones[f"s{seat}.{key}"].cards)
        for key in (
            "crypt",
            "library",
            "hand",
            "uncontrolled",
            "ready",
            "torpor",
            "ash_heap",
            "removed",
            "research",
        )
    }


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_setup_invariants(module, n):
    state = new_game(module, n, seed=100 + n)
    assert sorted(state.seating) == list(range(n))
    assert state.turn.active == state.seating[0]
    assert state.tokens["edge"].holder is None
    for seat in range(n):
        got = sizes(state, seat)
        crypt = got["crypt"] + got["uncontrolled"]
        library = got["library"] + got["hand"]
        assert (crypt, library) == (12, 77)  # a random Fifth Edition starter
        assert (got["uncontrolled"], got["hand"]) == (4, 7)
        assert state.seats[seat].counters == {"pool": 30, "vp": 0}
        for card_id in state.zones[f"s{seat}.uncontrolled"].cards:
            card = state.cards[card_id]
            assert not card.face_up and card.controller == seat and card.owner == seat
            assert card.catalog.startswith("vtes:2")  # crypt ids
    ids = [cid for z in state.zones.values() for cid in z.cards]
    assert len(ids) == len(set(ids)) == len(state.cards)


@pytest.mark.parametrize("n", [2, 4, 6])
def test_views_hide_other_seats_secrets(module, n):
    state = new_game(module, n, seed=3)
    for viewer in [*range(n), SPECTATOR]:
        view = view_for(state, viewer, module)
        for seat in range(n):
            if seat == viewer:
                continue
            for key in ("hand", "library", "crypt", "uncontrolled"):
                for card in view.zones[f"s{seat}.{key}"].cards:
                    assert card.catalog is None and card.id is None
        if viewer >= 0:
            mine = view.zones[f"s{viewer}.uncontrolled"].cards
            assert all(c.catalog for c in mine) and len(mine) == 4
            assert all(c.catalog for c in view.zones[f"s{viewer}.hand"].cards)
        assert view.seating == state.seating and view.data == {"refill": state.data["refill"]}


def test_same_seed_same_game(module):
    a, b = new_game(module, 4, seed=42), new_game(module, 4, seed=42)
    assert encode_state(a) == encode_state(b)
    assert encode_state(a) != encode_state(new_game(module, 4, seed=43))


def test_seating_as_listed(module):
    state = new_game(module, 5, seed=9, random_seating=False)
    assert state.seating == [0, 1, 2, 3, 4]
    assert [prey(state, s) for s in range(5)] == [1, 2, 3, 4, 0]
    assert [predator(state, s) for s in range(5)] == [4, 0, 1, 2, 3]
    state.seats[2].out = True
    assert prey(state, 1) == 3 and predator(state, 3) == 1
    assert active_seats(state) == [0, 1, 3, 4]


def test_seating_is_as_listed_unless_the_options_say_at_random(module):
    # "as listed" means as listed: the default of the app, a script's first line, a LAN game
    assert all(new_game(module, 5, seed=s).seating == [0, 1, 2, 3, 4] for s in range(8))
    at_random = [new_game(module, 5, seed=s, random_seating=True).seating for s in range(8)]
    assert len({tuple(order) for order in at_random}) > 1
    assert all(sorted(order) == [0, 1, 2, 3, 4] for order in at_random)
    again = [new_game(module, 5, seed=s, random_seating=True).seating for s in range(8)]
    assert again == at_random  # seeded


def test_decks_from_text_and_presets(module):
    starter = precon_report("vtes:precon:v5-ptr")
    text = "\n".join(f"{e.count}x {e.name}" for e in starter.entries)
    state = new_game(module, 2, decks=["vtes:precon:v5-pm", text])
    malk = precon_report("vtes:precon:v5-pm")
    for seat, report in ((0, malk), (1, starter)):
        dealt = sorted(
            state.cards[c].catalog for z in state.zones.values() if z.owner == seat for c in z.cards
        )
        assert dealt == sorted(e.catalog for e in report.entries for _ in range(e.count))


def test_bad_decks_are_refused_clearly(module):
    with pytest.raises(ValueError, match="seat 2"):
        new_game(module, 2, decks=["", "just some words"])
    with pytest.raises(ValueError, match="no preconstructed deck"):
        new_game(module, 2, decks=["vtes:precon:nope", ""])
    with pytest.raises(ValueError):
        new_game(module, 1)


def test_card_ids_reveal_nothing(module):
    """Ids are minted after shuffling: the same positions get the same ids whatever the deck."""
    a = new_game(module, 2, seed=1, decks=["vtes:precon:v5-pm", "vtes:precon:v5-pv"])
    b = new_game(module, 2, seed=2, decks=["vtes:precon:v5-pv", "vtes:precon:v5-pm"])
    for key in ("hand", "uncontrolled", "library"):
        assert a.zones[f"s0.{key}"].cards == b.zones[f"s0.{key}"].cards


def test_a_save_from_before_as_listed_keeps_its_random_seating(module):
    """Save format 2 had no seating option and seated VTES games at random: such a save
    still loads, seated as it was (the 2 -> 3 migration writes the option in)."""
    import msgspec

    from vtt.core import commands as C
    from vtt.core.saves import build_save, decode_save, encode_save, session_from_save
    from vtt.core.session import Session

    spec = GameSpec(
        game="vtes",
        seed=9,
        options={"random_seating": True},
        seats=[SeatSpec(name=f"P{i}") for i in range(5)],
    )
    session = Session(module.new_state(spec), module, spec)
    assert session.submit(C.Draw(seat=0, n=1)).ok
    raw = msgspec.json.decode(encode_save(build_save(session)))
    raw["header"]["format_version"] = 2
    for holder in [raw["spec"], raw["header"], *(snap["state"] for snap in raw["snapshots"])]:
        holder["options"] = {}
    save = decode_save(msgspec.json.encode(raw))
    assert save.spec.options == {"random_seating": True}
    loaded = session_from_save(save, module)
    assert loaded.state.seating == session.state.seating != [0, 1, 2, 3, 4]
    assert encode_state(loaded.state) == encode_state(session.state)
