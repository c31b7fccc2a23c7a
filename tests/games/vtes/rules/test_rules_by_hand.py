"""A table command made by hand in a rules game (a drag, a counter, a lock) is refused,
unless its player has a played card whose effect is still open: then the table's
``GameModule.by_hand`` makes it that card's step (``vtes_as_card``), checked and logged as
the card's, so the app applies a card the engine does not run without leaving it."""

from __future__ import annotations

from vtt.core import commands as C
from vtt.core.views import view_for
from vtt.games.vtes.rules import commands as K
from vtt.games.vtes.rules.data import MINION

GATE = "With the rules on, cards move only by the rules or as a played card says; the host may override."  # noqa: E501


def _by_hand(t, cmd):
    return t.module.by_hand(view_for(t.state, cmd.seat, t.module), cmd)


def test_a_table_step_is_bound_to_the_open_card_of_its_player_and_only_then(table, not_run):
    t = table
    not_run("Spying Mission")
    t.to_phase(MINION)
    sully = t.vampire(0, 3, "Sully")
    other = t.vampire(1, 2)
    lock = C.Lock(seat=0, card=other.id)
    assert _by_hand(t, lock) == lock  # no card played: the bare step, refused
    assert t.refused(lock) == GATE
    t.ok(K.Act(seat=0, minion=sully.id, kind=K.BLEED))
    spying = t.in_hand(0, "Spying Mission")  # a card the engine does not run
    t.ok(K.PlayCard(seat=0, card=spying.id, minion=sully.id))
    bound = _by_hand(t, lock)
    assert isinstance(bound, K.AsCard) and bound.card == spying.id
    result = t.ok(bound)
    lines = [t.module.event_text(e.key, e.args) for e in result.events if hasattr(e, "key")]
    assert any(m is not None and "As Spying Mission says" in m.english() for m in lines)
    assert t.state.cards[other.id].locked
    # another seat's table step is not bound to this card, and the engine's own commands
    # are never wrapped
    assert _by_hand(t, C.Lock(seat=1, card=sully.id)) == C.Lock(seat=1, card=sully.id)
    assert _by_hand(t, K.Pass(seat=0)) == K.Pass(seat=0)
