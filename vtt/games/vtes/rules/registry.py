"""Every command the rules engine runs, keyed by its type: what it does and what it says when
the stage does not allow it.

:func:`run` is the engine's one dispatch: it asks the stage table (:mod:`.stages`) whether
the command's seat may send it now, refuses it with its family's "not now" sentence when
not, and otherwise applies its effect (whose own checks, the card's requirements, the
costs, the targets, stay with the effect in its family's module).

A new command is its class in :mod:`.commands`, its effect and "not now" sentence in its
family's module, one :class:`Entry` here, one line in :data:`.stages.STAGE_COMMANDS`, its
listing in the stage's listing of :mod:`.legal` (the order of a listing is the bots' order,
so it stays per stage) and its words in :data:`.describe._WORDS`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple, NoReturn

from ....core import commands as C
from ....core.messages import QT_TRANSLATE_NOOP, reject
from ....core.model import State
from ....core.table import Outcome
from .. import manual
from . import (
    actions,
    advanced,
    combat,
    contests,
    flow,
    phases,
    politics,
    redlist,
    stages,
    withdrawal,
)
from . import commands as K
from .data import DISCARD, INFLUENCE, MASTER, UNLOCK, rules

Effect = Callable[[State, Any, Outcome], None]
NotNow = Callable[[State, Any], NoReturn]


class Entry(NamedTuple):
    """One command of the engine: ``effect`` applies it (after the stage table allowed
    it, or for the host); ``not_now`` raises the sentence a player reads when the stage
    table refuses it."""

    effect: Effect
    not_now: NotNow


# -- the impulse: pass -----------------------------------------------------------------------


def _pass(state: State, cmd: K.Pass, out: Outcome) -> None:
    """Give up the impulse or the decision: abstain, stop a combat step, decline to block."""
    r = rules(state)
    seat = stages.decider(state).seat
    if r["referendum"] is not None:
        politics.pass_vote(state, seat if cmd.host and seat is not None else cmd.seat, out.events)
    elif r["combat"] is not None:
        combat.pass_combat(state, cmd.seat, out.events)
    elif r["action"] is not None:
        actions.pass_action(state, cmd.seat, out.events)
    else:
        _pass_not_now(state, cmd)


def _pass_not_now(state: State, cmd: K.Pass) -> NoReturn:
    if stages.decider(state).seat != cmd.seat:
        raise reject(QT_TRANSLATE_NOOP("vtes", "There is nothing for you to pass now."))
    if rules(state)["combat"] is not None:
        raise reject(QT_TRANSLATE_NOOP("vtes", "Choose a strike: a hand strike if nothing else."))
    raise reject(QT_TRANSLATE_NOOP("vtes", "Nothing to pass: go on with 'next phase'."))


# -- the rest, family by family --------------------------------------------------------------


def _events(handler: Callable[[State, Any, list], None]) -> Effect:
    """An effect that only adds log events."""
    return lambda state, cmd, out: handler(state, cmd, out.events)


def _modify(state: State, cmd: K.Modify, out: Outcome) -> None:
    if cmd.what in K.COMBAT_WHAT:
        combat.modify(state, cmd, out.events)
    else:
        actions.modify(state, cmd, out.events)


def _modify_not_now(state: State, cmd: K.Modify) -> NoReturn:
    if cmd.what in K.COMBAT_WHAT:
        combat.modify_not_now(state, cmd)
    actions.modify_not_now(state, cmd)


def _contest(state: State, cmd: K.Contest, out: Outcome) -> None:
    contests.settle(state, cmd.seat, cmd.card, cmd.pay, cmd.host, out.events)


def _withdraw(state: State, cmd: K.Withdraw, out: Outcome) -> None:
    withdrawal.declare(state, cmd.seat, out.events)


def _host_oust(state: State, cmd: manual.Oust, out: Outcome) -> None:
    flow.host_oust(state, cmd, out.events)


_TURN = Entry(_events(flow.next_phase_cmd), flow.turn_not_now)
_END = Entry(_events(flow.end_turn_cmd), flow.turn_not_now)

ENTRIES: dict[type[C.Command], Entry] = {
    K.NextPhase: _TURN,
    K.EndTurnRules: _END,
    C.EndTurn: _END,
    K.Pass: Entry(_pass, _pass_not_now),
    # unlock phase (§5, §14, §16.3)
    K.EdgePool: Entry(_events(phases.edge_pool), phases.not_in_phase(UNLOCK)),
    K.UnlockInfernal: Entry(_events(phases.unlock_infernal), phases.not_in_phase(UNLOCK)),
    K.Contest: Entry(_contest, phases.not_in_phase(UNLOCK)),
    K.Withdraw: Entry(_withdraw, phases.not_in_phase(UNLOCK)),
    K.BurnOption: Entry(_events(phases.burn_option), phases.burn_option_not_now),
    # master phase (§6, §15.3)
    # (out-of-turn master cards come from anybody: see stages.ANY_SEAT)
    K.PlayMaster: Entry(_events(phases.play_master), phases.not_in_phase(MASTER)),
    K.MarkRedList: Entry(_events(redlist.mark), phases.not_in_phase(MASTER)),
    # minion phase: actions (§7), combat (§9), referendums (§8)
    K.Act: Entry(_events(actions.declare), actions.declare_not_now),
    K.Block: Entry(_events(actions.block), actions.block_not_now),
    K.Redirect: Entry(_events(actions.redirect), actions.redirect_not_now),
    K.Modify: Entry(_modify, _modify_not_now),
    K.Maneuver: Entry(_events(combat.maneuver), combat.maneuver_not_now),
    K.Strike: Entry(_events(combat.strike), combat.strike_not_now),
    K.Press: Entry(_events(combat.press), combat.press_not_now),
    K.Vote: Entry(_events(politics.vote), politics.vote_not_now),
    # influence phase (§11)
    manual.Transfer: Entry(phases.transfer, phases.not_in_phase(INFLUENCE)),
    manual.ToReady: Entry(phases.to_ready, phases.not_in_phase(INFLUENCE)),
    K.CryptDraw: Entry(_events(phases.crypt_draw), phases.not_in_phase(INFLUENCE)),
    K.Merge: Entry(_events(advanced.merge), phases.not_in_phase(INFLUENCE)),
    # discard phase (§12)
    K.Discard: Entry(_events(phases.discard), phases.not_in_phase(DISCARD)),
    # a host override (the rules oust at 0 pool by themselves)
    manual.Oust: Entry(_host_oust, flow.oust_not_now),
}

#: the engine's own commands (the table's commands played by hand are not among them)
ENGINE_COMMANDS: tuple[type[C.Command], ...] = tuple(
    kind for kind in ENTRIES if kind.__module__ == K.__name__
)


def run(state: State, cmd: C.Command, out: Outcome) -> bool:
    """Apply ``cmd`` if it is one of the engine's; False lets the caller handle it."""
    entry = ENTRIES.get(type(cmd))
    if entry is None:
        return False
    if not cmd.host and not stages.allows(state, cmd):
        entry.not_now(state, cmd)
    entry.effect(state, cmd, out)
    return True
