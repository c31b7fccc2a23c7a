"""Every command of the rules engine, keyed by its type, and the stage table read from them.

**To add a command**, touch two files: its record class in :mod:`.commands`, and one
:class:`.spec.CommandSpec` in the ``SPECS`` of its family's module, next to its effect::

    CommandSpec(
        K.Press,                # the record class: the spec's key
        stages("press"),        # where the seat the game waits for may send it
        events(press),          # the effect, with its own checks (costs, targets...)
        press_not_now,          # the sentence when the stage table refuses it
        _press_words,           # "Press with Anson" in the Decisions dock
        COMBAT,                 # its heading there
        _presses,               # its legal instances for a seat (None: never listed)
    )

(``anyone``: the stages where any seat may send it; ``offered``/``offered_to_others``:
where it is listed, when that is not where it is allowed.)  A new family module is one more
line in :data:`SPECS` below, whose order is the order of every stage's listing: the bots'
order, on which the seeded games of the tests and the benchmark depend.

From the specs this module derives what the rest reads: :data:`STAGE_COMMANDS` and
:data:`ANY_SEAT`, the stage table (which commands the seat the game waits for,
:func:`.stages.decider`, may send at each stage, and which any seat may); :func:`run`, the
engine's one dispatch (:func:`allows` checks the stage table once, the spec's ``not_now``
refuses, its ``effect`` applies; host overrides skip the check); :data:`OFFERS`, each
stage's listing (:mod:`.legal`); :data:`BY_KIND`, the dock's words and headings
(:mod:`.describe`).
"""

from __future__ import annotations

from ....core import commands as C
from ....core.model import State
from ....core.table import Outcome
from . import (
    abilities,
    actions,
    advanced,
    asks,
    block,
    cardplay,
    combat,
    contests,
    draw_choice,
    flow,
    hand_size,
    influence,
    library_search,
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
from .effects.kinds import retainers
from .spec import STAGES, CommandSpec, Offer, Stage
from .stages import decider

#: every command, in the order the legal listings offer them (the bots' order)
SPECS: tuple[CommandSpec, ...] = (
    *passing.SPECS,  # first: the way on of every step of a procedure
    *asks.SPECS,  # a card's question to a Methuselah: its answers
    *unlock.SPECS,  # unlock phase (§5, §14, §16.3)
    *withdrawal.SPECS,
    *contests.SPECS,
    *phases.SPECS,  # master phase (§6, §15.3) and discard phase (§12)
    *hand_size.SPECS,  # hand cards owed (§13.1)
    *library_search.SPECS,  # a search of the library a card's text owes
    *draw_choice.SPECS,  # a draw from elsewhere than the library a card allows
    *redlist.SPECS,
    *actions.SPECS,  # minion phase: actions (§7), combat (§9), referendums (§8)
    *block.SPECS,
    *cardplay.SPECS,  # cards played from hand before the effects they give
    *abilities.SPECS,  # abilities of cards in play
    *retainers.SPECS,  # what a successful action's card owes its player (a card from hand)
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
    return tuple(
        spec.offer for spec in SPECS if spec.offer is not None and stage in spec.offered_at(others)
    )


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
