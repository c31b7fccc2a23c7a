"""Conditions a card's text puts on a play or on one of its steps, by name.

A script's ``only`` lists conditions for playing the card at all ("Only usable during a
bleed action": ``"action:bleed"``); a step's ``when`` one condition for that step to apply
("an additional +1 bleed if this vampire is Toreador": ``"clan:Toreador"``).  A condition
is ``name`` or ``name:argument``; :data:`CONDITIONS` maps each name to its test, so the
effect files stay readable and a misspelt name is an error at load time
(:func:`check_name`).
"""

from __future__ import annotations

from collections.abc import Callable

from ... import seating
from .. import cardinfo as ci
from ..data import rules
from .steps import Ctx

Test = Callable[[Ctx, str], bool]


def _action_kind(ctx: Ctx, kind: str) -> bool:
    action = rules(ctx.state)["action"]
    return action is not None and action["kind"] == kind


def _clan(ctx: Ctx, clan: str) -> bool:
    rec = ci.record(ctx.minion) if ctx.minion is not None else None
    return rec is not None and (rec.clan == clan or clan in rec.clans)


def _capacity_above(ctx: Ctx, n: str) -> bool:
    return ctx.minion is not None and ci.capacity(ctx.minion) > int(n)


def _range(ctx: Ctx, which: str) -> bool:
    combat = rules(ctx.state)["combat"]
    return combat is not None and combat["range"] == which


def _first_round(ctx: Ctx, _: str) -> bool:
    combat = rules(ctx.state)["combat"]
    return combat is not None and combat["round"] == 1


def _acting(ctx: Ctx, _: str) -> bool:
    action = rules(ctx.state)["action"]
    return action is not None and ctx.minion is not None and action["minion"] == ctx.minion.id


def _bleeding_prey(ctx: Ctx, _: str) -> bool:
    action = rules(ctx.state)["action"]
    return action is not None and action["target"] == seating.prey(ctx.state, ctx.seat)


def _vampire(ctx: Ctx, _: str) -> bool:
    return ctx.minion is not None and ci.is_vampire(ctx.minion)


def _phase(ctx: Ctx, phase: str) -> bool:
    return rules(ctx.state)["phase"] == phase


def _own_turn(ctx: Ctx, _: str) -> bool:
    return ctx.state.turn.active == ctx.seat


def _ready(ctx: Ctx, _: str) -> bool:
    return ctx.minion is not None and ci.in_ready(ctx.state, ctx.minion)


def _unlocked(ctx: Ctx, _: str) -> bool:
    return ctx.minion is not None and not ctx.minion.locked


def _in_combat(ctx: Ctx, _: str) -> bool:
    combat = rules(ctx.state)["combat"]
    return (
        combat is not None
        and ctx.minion is not None
        and ctx.minion.id in (combat["a"], combat["b"])
    )


CONDITIONS: dict[str, Test] = {
    "phase": _phase,
    "own_turn": _own_turn,
    "ready": _ready,
    "unlocked": _unlocked,
    "in_combat": _in_combat,
    "action": _action_kind,
    "clan": _clan,
    "capacity_above": _capacity_above,
    "range": _range,
    "first_round": _first_round,
    "acting": _acting,
    "bleeding_prey": _bleeding_prey,
    "vampire": _vampire,
}


def condition(name: str) -> Callable[[Test], Test]:
    """Register a condition under ``name`` (for a kind module that needs its own)."""

    def register(test: Test) -> Test:
        assert name not in CONDITIONS, name
        CONDITIONS[name] = test
        return test

    return register


def holds(ctx: Ctx, condition: str) -> bool:
    """Whether ``condition`` (``name`` or ``name:argument``, ``not `` before it to negate)
    holds for ``ctx``."""
    negate = condition.startswith("not ")
    name, _, arg = condition.removeprefix("not ").partition(":")
    return CONDITIONS[name](ctx, arg) != negate


def check_name(condition: str) -> None:
    """Raise ValueError for a condition whose name is not known."""
    name = condition.removeprefix("not ").partition(":")[0]
    if name not in CONDITIONS:
        raise ValueError(f"unknown condition {name!r}")
