"""Who decides now, and at which stage.

:func:`decider` is the one answer to "whose decision does the game wait for": the seat and
the :data:`.spec.Stage` (a phase of the turn, a step of an action, combat or referendum, or
the end of the game).  Every other reader (the stage table of :mod:`.registry`, the
legal-command listing, the module's ``decision``, the bots, the gate of the table commands
played by hand) asks it.
"""

from __future__ import annotations

from typing import NamedTuple

from ....core.model import State
from . import actions, asks, block, combat, contests, hand_size, impulse, politics
from .data import MINION, OVER, UNLOCK, rules
from .spec import STAGES, Stage

__all__ = ["STAGES", "Decider", "Stage", "decider"]


class Decider(NamedTuple):
    """The seat the game waits for (None once it is over) and the stage it decides in."""

    seat: int | None
    stage: Stage


def decider(state: State) -> Decider:
    """Who decides now: first a Methuselah who owes hand cards, a search or a draw
    (:mod:`.hand_size`); then the Methuselah a card's question waits for; then the first
    voter not done yet, the combatant or the action's impulse holder (or the blocker
    choosing whether to diablerize) while a procedure runs,
    otherwise the active Methuselah in the current phase."""
    r = rules(state)
    if r["phase"] == OVER:
        return Decider(None, "over")
    owing = hand_size.owing(state)
    if owing is not None:  # a hand follows its size at once (§13.1)
        return Decider(owing, "hand")
    ask = asks.pending(state)
    if ask is not None:
        return Decider(ask["seat"], "ask")
    if r["referendum"] is not None:
        return Decider(politics.first_voter(state), "vote")
    if r["combat"] is not None:
        return Decider(combat.chooser(state), r["combat"]["stage"])
    action = r["action"]
    if action is not None:
        if action["stage"] == "diablerie":
            return Decider(block.diablerie_chooser(state), "diablerie")
        imp = action["imp"]
        if imp is None:  # a game saved while the blockers decided one after the other
            return Decider(action["deciders"][0], action["stage"])
        return Decider(impulse.holder(imp), action["stage"])
    active = state.turn.active
    if r["phase"] == MINION and (actions.owes_hunt(state, active) or _owes_bleed(state, active)):
        return Decider(active, "hunt")
    if r["phase"] == UNLOCK and contests.owed(state, active):
        return Decider(active, "contest")
    return Decider(active, r["phase"])


def _owes_bleed(state: State, seat: int) -> bool:
    """A vampire of ``seat`` must bleed before anything else (Elen Kamjian): like a hunt
    owed, the minion phase waits for it (stage "hunt")."""
    from .effects.kinds.control import owes_bleed

    return bool(owes_bleed(state, seat))
