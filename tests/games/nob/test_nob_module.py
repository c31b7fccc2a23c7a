"""The module's plugging into the core: the layout, manual mode, the step table, legal
commands, the decision, the words (log, commands), the registry."""

from __future__ import annotations

from nob_arrange import MODULE, arena, g, give, new_game, others, play

from vtt.core import commands as C
from vtt.core.model import HAND, OWNER
from vtt.core.table import Outcome
from vtt.games import game_ids
from vtt.games.nob import commands as N
from vtt.games.nob.table import SEAT_COUNTERS


def test_registered_and_its_commands_decode():
    assert "nob" in game_ids()
    cmd = C.decode_json('{"type": "nob_play", "seat": 1, "card": 7, "target": 2}')
    assert cmd == N.Play(seat=1, card=7, target=2)


def test_layout_has_every_seat_zone_and_the_shared_decks():
    lay = MODULE.layout(5)
    keys = {z.key for z in lay.zones}
    assert {"hand", "mat", "sect", "trasfondos", "contactos", "heridas"} <= keys
    assert {"mazo", "descartes", "herida.mazo", "eventos", "evento"} <= keys
    sect = next(z for z in lay.zones if z.key == "sect")
    hand = next(z for z in lay.zones if z.key == "hand")
    assert sect.visibility == OWNER and hand.kind == HAND
    assert lay.seat_counters == SEAT_COUNTERS


def test_manual_mode_moves_anything():
    s = new_game(3, rules=False)
    top = s.state.zones["mazo"].cards[0]
    assert s.submit(C.Move(seat=0, card=top, to="s0.hand")).ok
    assert s.submit(C.Counter(seat=0, kind="sangre", target=0, delta=4)).ok
    assert not s.submit(N.End(seat=0)).ok  # the rules' actions need the rules


def test_the_step_table_lists_every_command_once_per_step():
    every = {cls for kinds in N.DECISION_COMMANDS.values() for cls in kinds}
    assert every == set(N.ALL)
    for kinds in N.DECISION_COMMANDS.values():
        assert len(set(kinds)) == len(kinds)


def test_every_legal_command_is_accepted_through_a_game():
    state = new_game(4, 5, bots="random").state
    for _ in range(150):
        seat = MODULE.bot_to_move(state)
        if seat is None:
            break
        legal = MODULE.legal_commands(state, seat)
        for cmd in legal:
            MODULE.validate(state, cmd)  # raises if the list and the rules disagree
        others_ = [i for i in range(4) if i != seat]
        assert MODULE.legal_commands(state, others_[0]) == []
        MODULE.apply(state, legal[len(legal) // 2], Outcome())


def test_words_for_the_decisions_panel_and_the_log():
    s = arena()
    a, b = others(s)
    x = give(s, a, "puñetazo")
    text = MODULE.describe_command(N.Play(seat=a, card=x, target=b), s.state, a, "es").english()
    assert "Puñetazo" in text and s.state.seats[b].name in text
    assert MODULE.describe_command(N.End(seat=a), s.state, a).english() == "End the turn"
    play(s, N.Play(seat=a, card=give(s, a, "bolsa")))
    keys = [e.key for entry in s.log for e in entry.events if type(e).__name__ == "ModuleEvent"]
    assert "play" in keys
    msg = MODULE.event_text("play", {"seat": a, "card": "Blood bag"})
    assert msg is not None and msg.context == "NightsOfBlood"


def test_the_decision_and_the_final_sheet():
    s = arena(seed=2)
    assert MODULE.final_scores(s.state) is None
    d = MODULE.decision(s.state)
    assert d.kind == "play" and d.seats == (g(s).active,)
    from nob_arrange import eng

    sov = g(s).sovereign
    killer = next(i for i, v in enumerate(g(s).vampires) if v.sect != g(s).vampires[sov].sect)
    eng(s).wound(sov, 2, True, killer)
    sheet = MODULE.final_scores(s.state)
    assert sheet is not None and sheet.winners == g(s).winners
    assert MODULE.decision(s.state) is None


def test_malformed_commands_are_refused_in_words_even_from_the_host():
    s = arena()
    a, b = others(s)
    bad = [
        N.Play(seat=a, card=999_999, target=b),
        N.Play(seat=a, card=give(s, a, "puñetazo"), target=42),
        N.Shift(seat=a, src="fuerza", dst="carisma"),
        N.UseDiscipline(seat=a, card=999_999),
        N.UseContact(seat=a, card=999_999, target=b),
        N.Respond(seat=a, card=1),
        N.Play(seat=a, card=give(s, a, "hurto"), target=b, pick=999_999),
    ]
    for cmd in bad:
        for host in (False, True):
            cmd.host = host
            result = s.submit(cmd)
            assert not result.ok and result.reason.english()
