"""What a vampire's own text does in its controller's discard phase (``crypt.json``):
Roy locks whenever he is unlocked in it (:class:`LocksInDiscardPhase`, looked at by
:func:`lock_in_discard_phase` when the phase begins and after every command during it),
and Sreelekha's "+1 discard phase action" is an ``in_play`` ``bonus`` to
``discard_actions`` counted by :func:`discard_actions` when the phase begins.
"""

from __future__ import annotations

from ......core import events as E
from ......core.messages import QT_TRANSLATE_NOOP, Message
from ......core.model import State
from ....layout import READY, TORPOR, zone
from ... import cardinfo as ci
from ...locking import set_lock
from ..log import texts
from ..standing import bonus, in_play_steps
from ..steps import Ctx, Step, kind

texts(
    {
        "va_locked_discard": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {cause} is locked in the discard phase."
        ),
    }
)


@kind
class LocksInDiscardPhase(Step, frozen=True, tag="locks_in_own_discard_phase"):
    """While in play: this vampire, unlocked during its controller's discard phase, is
    locked (nothing to do at a moment: :func:`lock_in_discard_phase` looks for it)."""

    def apply(self, ctx: Ctx) -> None:
        return None

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "locked in your discard phase")


def _own_minions(state: State, seat: int, zones: tuple[str, ...]):
    for region in zones:
        for card_id in state.zones[zone(seat, region)].cards:
            card = state.cards[card_id]
            if card.face_up and ci.is_minion(card):
                yield card


def lock_in_discard_phase(state: State, seat: int, out: list[E.Event]) -> None:
    """Lock each unlocked minion of ``seat`` (ready or in torpor) whose own text says it
    is locked in ``seat``'s discard phase; the caller knows the phase is under way."""
    for card in _own_minions(state, seat, (READY, TORPOR)):
        if card.locked or not any(
            isinstance(step, LocksInDiscardPhase) and giver.id == card.id
            for giver, step in in_play_steps(state, card)
        ):
            continue
        set_lock(state, card, True, out, None)
        out.append(
            E.ModuleEvent(seat=None, key="va_locked_discard", args={"cause": card.catalog or ""})
        )


def discard_actions(state: State, seat: int) -> int:
    """The discard phase actions ``seat`` gets as the phase begins: one, plus what the
    texts of its ready minions add ("+1 discard phase action" if ready then)."""
    return 1 + sum(
        bonus(state, card, "discard_actions") for card in _own_minions(state, seat, (READY,))
    )
