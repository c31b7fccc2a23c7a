"""Undo in a rules game: a seat takes back its own last decision (a misclicked transfer or
block) when it showed nothing, used no chance and nobody has answered since, through the
same undo as the table; the pending decision comes back with it."""

from vtt.core import commands as C
from vtt.core.session import Session
from vtt.games.vtes import manual
from vtt.games.vtes.rules import commands as K
from vtt.games.vtes.rules.data import INFLUENCE, MASTER, MINION


def _arranged(t):
    """The table's session restarted from its arranged state (the arranging helpers edit
    the state directly, outside the history that undo replays)."""
    t.session = Session(t.state, t.module, t.spec)
    return t


def test_a_misclicked_transfer_is_taken_back_and_done_again(table):
    t = table
    t.to_phase(INFLUENCE)
    vampire = t.state.seat_zone(0, "uncontrolled").cards[0]
    pool, transfers = t.pool(0), t.rules["transfers"]
    t.ok(manual.Transfer(seat=0, card=vampire, amount=1))
    assert t.session.why_no_undo(0) is None
    t.ok(C.Undo(seat=0))
    assert t.pool(0) == pool and t.rules["transfers"] == transfers
    assert not t.state.cards[vampire].counters.get("blood")
    t.ok(C.Redo(seat=0))
    assert t.pool(0) == pool - 1 and t.state.cards[vampire].counters["blood"] == 1


def test_a_block_is_taken_back_until_the_acting_seat_answers(table):
    t = table
    t.to_phase(MINION)
    hunter = t.vampire(0, 1, "Sully")
    blocker = t.vampire(3, 2, "Meaghan")
    _arranged(t)
    t.ok(K.Act(seat=0, minion=hunter.id, kind=K.HUNT))
    t.pass_to(3)
    t.ok(K.Block(seat=3, minion=blocker.id))
    assert t.session.why_no_undo(0).english() == (
        "Another player has answered since your last command; it can no longer be undone."
    )
    t.ok(C.Undo(seat=3))
    assert t.rules["action"]["blocker"] is None
    assert t.waits_for["seat"] == 3 and t.waits_for["key"] == "block"
    t.ok(K.Block(seat=3, minion=blocker.id))
    t.ok(K.Pass(seat=0))  # the acting Methuselah answers: the block stands
    assert t.session.why_no_undo(3).english() == (
        "Another player has answered since your last command; it can no longer be undone."
    )
    assert "answered" in t.refused(C.Undo(seat=3))


def test_a_play_that_draws_a_replacement_cannot_be_undone(table):
    t = table
    t.to_phase(MASTER)
    t.vampire(0, 3)  # a vampire in play, for the master cards that go on one
    hand = t.state.seat_zone(0, "hand").cards
    plays = [
        c
        for c in t.module.legal_commands(t.state, 0)
        if isinstance(c, K.PlayMaster) and c.card in hand
    ]
    assert plays, "the starter hand has a master card to play"
    t.ok(plays[0])
    why = t.session.why_no_undo(0)
    assert why is not None and "showed cards" in why.english()
    assert t.refused(C.Undo(seat=0)).startswith("That command showed cards")
