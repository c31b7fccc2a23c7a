"""Who decides now, at which stage, and which commands that stage allows.

:func:`decider` is the one answer to "whose decision does the game wait for": the seat and
the :data:`Stage` (a phase of the turn, a step of an action, combat or referendum, or the
end of the game).  Every other reader (the legal-command listing, the module's
``decision``, the bots, the gate of the table commands played by hand) asks it.

:data:`STAGE_COMMANDS` says, for each stage, which of the engine's commands its decider
may send; :func:`gate` checks a command against it once, in one place, before the command's
own rules run (:mod:`.registry`).  A refused command gets the sentence its family gives for
"not now" (:attr:`.registry.Entry.not_now`).  Two commands are not the decider's alone:
a burn-option discard may come from any Methuselah during an unlock phase (V-UNL-03), and
an out-of-turn master card from anybody but the active Methuselah, at any stage (their own
checks say when): they are listed in :data:`ANY_SEAT`.  Host overrides skip the gate.
"""

from __future__ import annotations

from typing import Literal, NamedTuple, get_args

from ....core import commands as C
from ....core.model import State
from .. import manual
from . import actions, combat, contests, impulse, politics
from . import commands as K
from .data import MINION, OVER, UNLOCK, rules
from .records import ActionStage, CombatStage, Phase

#: every decision the game can wait for: a phase of the turn (§4), a step of an action (§7)
#: or of a combat (§9), a referendum (§8), a vampire owing its hunt (V-MIN-04), contests
#: owed at the unlock phase (§14), or the end of the game (nobody decides)
Stage = Literal[Phase, ActionStage, CombatStage, Literal["vote", "hunt", "contest"]]
STAGES: tuple[Stage, ...] = get_args(Stage)


class Decider(NamedTuple):
    """The seat the game waits for (None once it is over) and the stage it decides in."""

    seat: int | None
    stage: Stage


def decider(state: State) -> Decider:
    """Who decides now: the voter, the combatant or the action's blocker or impulse holder
    while a procedure runs, otherwise the active Methuselah in the current phase."""
    r = rules(state)
    if r["phase"] == OVER:
        return Decider(None, "over")
    if r["referendum"] is not None:
        return Decider(politics.polled(state), "vote")
    if r["combat"] is not None:
        return Decider(combat.chooser(state), r["combat"]["stage"])
    action = r["action"]
    if action is not None:
        if action["stage"] == "block":
            return Decider(action["deciders"][0], "block")
        imp = action["imp"]
        return Decider(impulse.holder(imp) if imp is not None else None, action["stage"])
    active = state.turn.active
    if r["phase"] == MINION and actions.owes_hunt(state, active):
        return Decider(active, "hunt")
    if r["phase"] == UNLOCK and contests.owed(state, active):
        return Decider(active, "contest")
    return Decider(active, r["phase"])


def _allow(*kinds: type[C.Command]) -> frozenset[type[C.Command]]:
    return frozenset(kinds)


_TURN = (K.NextPhase, K.EndTurnRules, C.EndTurn)
_UNLOCK = (K.EdgePool, K.UnlockInfernal, K.Contest, K.Withdraw)
_IMPULSE = (K.Pass, K.Modify)

#: which engine commands the decider may send at each stage (besides :data:`ANY_SEAT`)
STAGE_COMMANDS: dict[Stage, frozenset[type[C.Command]]] = {
    "unlock": _allow(*_TURN, *_UNLOCK),
    "contest": _allow(*_UNLOCK),
    "master": _allow(*_TURN, K.PlayMaster, K.MarkRedList),
    "hunt": _allow(K.Act),
    "minion": _allow(*_TURN, K.Act),
    "influence": _allow(*_TURN, manual.Transfer, manual.ToReady, K.CryptDraw, K.Merge),
    "discard": _allow(*_TURN, K.Discard),
    # an amount may be changed while the blockers decide (kept from the first engine)
    "block": _allow(K.Block, K.Pass, K.Modify),
    "attempt": _allow(*_IMPULSE),
    "resolve": _allow(*_IMPULSE, K.Redirect),
    "range": _allow(K.Maneuver, K.Pass),
    "strike": _allow(K.Strike),
    "damage": _allow(*_IMPULSE),
    "extra": _allow(*_IMPULSE),
    "press": _allow(K.Press, K.Pass),
    "vote": _allow(K.Vote, K.Pass),
    "over": _allow(),
}
#: commands any seat may send, at the stages given (None: at any stage, their own rules
#: saying when: an out-of-turn master card is played during another Methuselah's turn)
ANY_SEAT: dict[type[C.Command], frozenset[Stage] | None] = {
    K.BurnOption: frozenset({"unlock", "contest"}),
    K.PlayMaster: None,
}


def allows(state: State, cmd: C.Command) -> bool:
    """Whether the stage table lets ``cmd``'s seat send it now."""
    kind = type(cmd)
    seat, stage = decider(state)
    if kind in ANY_SEAT:
        stages = ANY_SEAT[kind]
        return stages is None or stage in stages
    return seat == cmd.seat and kind in STAGE_COMMANDS[stage]
