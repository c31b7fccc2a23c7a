"""Every command of the rules engine, keyed by its type, and the stage table read from them.

**To add a command** write, in its family's module (or a new one), its record class in
:mod:`.commands` aside, one :class:`.spec.CommandSpec` in that module's ``SPECS``: the
stages whose decider may send it (and ``anyone``: the stages where any seat may), its
effect with its own checks (the card's requirements, the costs, the targets), its "not now"
sentence, how its legal instances are offered to a seat, its words and its heading in the
Decisions dock.  That is all: a new family module is one more line in :data:`SPECS` below.

From the specs, this module derives what the rest reads:

* :data:`STAGE_COMMANDS` and :data:`ANY_SEAT`, the stage table: which commands the seat the
  game waits for (:func:`.stages.decider`) may send at each stage, and which any seat may;
* :func:`run`, the engine's one dispatch: :func:`allows` checks the stage table once, the
  spec's ``not_now`` refuses a command sent at the wrong time (host overrides skip the
  check), its ``effect`` applies it;
* :data:`OFFERS`, the legal listing of each stage (:mod:`.legal`): the specs' ``offer`` in
  the order of :data:`SPECS`, which is the bots' order (the seeded games of the tests and
  the benchmark depend on it: put a new command where its stage lists it);
* :data:`BY_KIND`, which :mod:`.describe` reads for the dock's words and headings.
"""

from __future__ import annotations

from ....core import commands as C
from ....core.model import State
from ....core.table import Outcome
from . import (
    actions,
    advanced,
    block,
    combat,
    contests,
    flow,
    influence,
    modify,
    passing,
    phases,
    politics,
    redirect,
    redlist,
    unlock,
    withdrawal,
)
from . import commands as K
from .spec import STAGES, CommandSpec, Offer, Stage
from .stages import decider

#: every command, in the order the legal listings offer them (the bots' order)
SPECS: tuple[CommandSpec, ...] = (
    *passing.SPECS,  # first: the way on of every step of a procedure
    *unlock.SPECS,  # unlock phase (§5, §14, §16.3)
    *withdrawal.SPECS,
    *contests.SPECS,
    *phases.SPECS,  # master phase (§6, §15.3) and discard phase (§12)
    *redlist.SPECS,
    *actions.SPECS,  # minion phase: actions (§7), combat (§9), referendums (§8)
    *block.SPECS,
    *modify.SPECS,
    *redirect.SPECS,
    *combat.SPECS,
    *politics.SPECS,
    *influence.SPECS,  # influence phase (§11)
    *advanced.SPECS,
    *flow.SPECS,  # last: the ways on out of a phase
)
BY_KIND: dict[type[C.Command], CommandSpec] = {spec.kind: spec for spec in SPECS}

#: which commands the seat the game waits for may send at each stage
STAGE_COMMANDS: dict[Stage, frozenset[type[C.Command]]] = {
    stage: frozenset(spec.kind for spec in SPECS if stage in spec.stages) for stage in STAGES
}
#: the commands any seat may send, at the stages given
ANY_SEAT: dict[type[C.Command], frozenset[Stage]] = {
    spec.kind: spec.anyone for spec in SPECS if spec.anyone
}


def _offers(stage: Stage, others: bool) -> tuple[Offer, ...]:
    offers = []
    for spec in SPECS:
        where = (
            spec.offered_to_others
            if others
            else spec.stages
            if spec.offered is None
            else spec.offered
        )
        if spec.offer is not None and stage in where:
            offers.append(spec.offer)
    return tuple(offers)


#: the listing of each stage, for the seat the game waits for and for the others
OFFERS: dict[Stage, tuple[Offer, ...]] = {stage: _offers(stage, False) for stage in STAGES}
OFFERS_TO_OTHERS: dict[Stage, tuple[Offer, ...]] = {stage: _offers(stage, True) for stage in STAGES}

#: the engine's own commands (the table's commands played by hand are not among them)
ENGINE_COMMANDS: tuple[type[C.Command], ...] = tuple(
    kind for kind in BY_KIND if kind.__module__ == K.__name__
)


def allows(state: State, cmd: C.Command) -> bool:
    """Whether the stage table lets ``cmd``'s seat send it now."""
    spec = BY_KIND[type(cmd)]
    seat, stage = decider(state)
    return stage in spec.anyone or (seat == cmd.seat and stage in spec.stages)


def run(state: State, cmd: C.Command, out: Outcome) -> bool:
    """Apply ``cmd`` if it is one of the engine's; False lets the caller handle it."""
    spec = BY_KIND.get(type(cmd))
    if spec is None:
        return False
    if not cmd.host and not allows(state, cmd):
        spec.not_now(state, cmd)
    spec.effect(state, cmd, out)
    return True
