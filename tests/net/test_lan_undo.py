"""A client undoes its own decision of a rules game through the host, like a local player,
and its greyed Undo carries the host's reason."""

from vtt.core import commands as C
from vtt.core.module import GameSpec, SeatSpec
from vtt.core.session import Session
from vtt.games import get_game
from vtt.games.vtes import manual
from vtt.games.vtes.rules import commands as K
from vtt.games.vtes.rules.data import INFLUENCE, rules


def _vtes_rules_game() -> Session:
    module = get_game("vtes")
    spec = GameSpec(
        game="vtes",
        seed=7,
        rules=True,
        options={"random_seating": False},
        seats=[SeatSpec(name=n, deck="vtes:precon:v5-pm") for n in ("Ana", "Root")],
    )
    return Session(module.new_state(spec), module, spec)


def test_a_client_takes_back_its_misclicked_transfer(table):
    session = _vtes_rules_game()
    t = table(session)
    first = session.state.turn.active
    ana, root = t.client("ana", seat=0), t.client("root", seat=1)
    me = (ana, root)[first]
    while rules(session.state)["phase"] != INFLUENCE:
        t.act(me, K.NextPhase(seat=first))
    vampire = session.state.seat_zone(first, "uncontrolled").cards[0]
    pool = session.state.seats[first].counters["pool"]
    t.act(me, manual.Transfer(seat=first, card=vampire, amount=1))
    assert me.no_undo is None
    other = (ana, root)[1 - first]
    assert other.no_undo is not None and "Only the player" in other.no_undo.english()
    t.act(me, C.Undo(seat=first))
    assert session.state.seats[first].counters["pool"] == pool
    assert session.state.cards[vampire].counters.get("blood", 0) == 0
