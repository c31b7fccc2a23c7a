"""Steps of the action cards that enter combat and give the acting minion something for
that combat (Fleetness: "1 optional maneuver during that combat"; Hunter's Mark: "1
optional press during that combat", and at superior "the opposing minion cannot strike:
combat ends during the first round").

They run in the action's ``success`` steps right after :class:`.action_results.EnterCombat`
started the combat, and store what they give in the combat as a combat effect
(:class:`...records.CombatEffect`, ``combat["fx"]``) the way the combat cards do: a
maneuver or press given that way is offered by the combat as a later effect of the card
(:func:`...combat.later_sources`); "no_combat_ends" is read by the strikes offered and
refused (:func:`...combat.strike`).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import Literal

from ......core import events as E
from ......core.messages import QT_TRANSLATE_NOOP, Message
from ......core.model import State
from ... import cardinfo as ci
from ... import combat as cb
from ... import tokens
from ...data import rules
from ...records import CombatEffect, Lasting
from ..catalog import Script
from ..conditions import condition, holds
from ..log import texts
from ..selectors import SELECTORS, selector
from ..steps import Aim, Ctx, Step, kind

texts(
    {
        "ac_combat_maneuver": QT_TRANSLATE_NOOP(
            "vtes", "As {card} says: {minion} has 1 optional maneuver during this combat."
        ),
        "ac_combat_press": QT_TRANSLATE_NOOP(
            "vtes", "As {card} says: {minion} has 1 optional press during this combat."
        ),
        "ac_combat_no_combat_ends": QT_TRANSLATE_NOOP(
            "vtes", "As {card} says: {minion} cannot strike: combat ends this round."
        ),
        "ac_stole_pool": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {seat} steals {n} pool from {target}."
        ),
    }
)

_WORDS: dict[str, Message] = {
    "maneuver": QT_TRANSLATE_NOOP("vtes", "1 optional maneuver during that combat"),
    "press": QT_TRANSLATE_NOOP("vtes", "1 optional press during that combat"),
    "no_combat_ends": QT_TRANSLATE_NOOP(
        "vtes", "the opposing minion cannot strike: combat ends during the first round"
    ),
}


@kind
class ActionCombatGrant(Step, frozen=True, tag="action_combat_grant"):
    """What the acting minion (or, for ``no_combat_ends``, the opposing one) gets in the
    combat the action entered: nothing when no combat involving the acting minion is under
    way (the aimed minion left play, the action entered none).  A maneuver or press lasts
    the combat, used once; "no_combat_ends" lasts its first round."""

    what: Literal["maneuver", "press", "no_combat_ends"]

    def apply(self, ctx: Ctx) -> None:
        combat = rules(ctx.state)["combat"]
        minion = ctx.minion
        if combat is None or minion is None or minion.id not in (combat["a"], combat["b"]):
            return
        other = combat["b"] if combat["a"] == minion.id else combat["a"]
        on = other if self.what == "no_combat_ends" else minion.id
        effect: CombatEffect = {
            "minion": on,
            "what": self.what,
            "n": 1,
            "until": "round" if self.what == "no_combat_ends" else "combat",
            "round": combat["round"],
            "card": ctx.card.id,
            "catalog": ctx.card.catalog or "",
        }
        cb.give(ctx.state, effect, ctx.events)
        ctx.events.append(
            E.ModuleEvent(
                seat=ctx.seat,
                key=f"ac_combat_{self.what}",
                args={"card": ctx.card.catalog or "", "minion": ctx.state.cards[on].catalog or ""},
            )
        )

    def words(self, ctx: Ctx) -> Message:
        return _WORDS[self.what]


@selector("other_locked_minion")
def _other_locked(ctx: Ctx) -> list:
    """A locked minion controlled by another Methuselah ("enter combat with a locked
    minion")."""
    return [c for c in SELECTORS["other_ready_minion"](ctx) if c.locked]


@condition("aim_locked")
def _aim_locked(ctx: Ctx, _: str) -> bool:
    """The minion the action is aimed at is still in play and still locked when the action
    resolves (an unlocked one is no longer a target of "enter combat with a locked
    minion"); before it resolves (its declaration), the aim is checked by the selector."""
    if ctx.notes.get("action") is None:
        return True
    card = ctx.state.cards.get(ctx.target_card) if ctx.target_card is not None else None
    return card is not None and ci.in_ready(ctx.state, card) and card.locked


# -- a card whose discipline picks its action (Line Brawl: ``vtes_act`` with ``mode``) ------

#: ``rules`` key: the alternative (``mode``) each action card was declared with, by card id,
#: for its ``success`` steps (condition ``act_mode``)
_MODES = "act_modes"
#: ``ctx.notes`` key: the alternative of the declaration being checked or described
MODE = "mode"


def remember_mode(state: State, card: int, mode: int) -> None:
    """The action declared with ``card`` is its alternative ``mode``."""
    modes: dict[str, int] = state.data["rules"].setdefault(_MODES, {})
    modes.pop(str(card), None)
    if mode:
        modes[str(card)] = mode


def ways_of_mode(ctx: Ctx, script: Script, mode: int) -> Iterator[Ctx]:
    """Each aim with which the action card of ``ctx`` may be declared as its alternative
    ``mode`` (:func:`..run.options` aims every step of the card, those its other
    alternatives keep for their success too), and each allocation its steps offer
    (:meth:`..steps.Step.alloc_choices`)."""
    from ..run import ACT, allocations, refusal

    ctx.notes[MODE] = mode
    steps = (*script.play, *script.choose[mode], *script.success, *script.passed)
    live = [step for step in steps if not _of_other_mode(ctx, step.when)]
    seat_step = next((step for step in live if step.aiming() == "seat"), None)
    card_step = next((step for step in live if step.aiming() == "card"), None)
    seats = seat_step.aims(ctx) if seat_step is not None else [None]
    for target in seats:
        with_seat = replace(ctx, target=target)
        cards = card_step.aims(with_seat) if card_step is not None else [None]
        for target_card in cards:
            way = replace(with_seat, target_card=target_card)
            for shared in allocations(way, tuple(live)):
                if refusal(shared, mode, ACT) is None:
                    yield shared


def _of_other_mode(ctx: Ctx, when: str) -> bool:
    return when.removeprefix("not ").startswith("act_mode:") and not holds(ctx, when)


@condition("act_mode")
def _act_mode(ctx: Ctx, arg: str) -> bool:
    """The action card was declared as its alternative ``arg`` (``act_mode:1``), or as one
    of them (``act_mode:2|4|6``): read from the declaration (``ctx.notes``) or, when its
    action succeeds, as it was remembered."""
    mode = ctx.notes.get(MODE)
    if mode is None:
        mode = ctx.state.data["rules"].get(_MODES, {}).get(str(ctx.card.id), 0)
    return mode in {int(one) for one in arg.split("|")}


@kind
class StealPool(Step, frozen=True, tag="steal_pool"):
    """ "Steal ``n`` pool from another Methuselah": the aimed Methuselah burns it and the
    player gains it."""

    n: int = 1

    def aiming(self) -> Aim:
        return "seat"

    def aims(self, ctx: Ctx) -> list[int]:
        return [s for s, seat in enumerate(ctx.state.seats) if s != ctx.seat and not seat.out]

    def apply(self, ctx: Ctx) -> None:
        victim = ctx.target
        if victim is None or ctx.state.seats[victim].out:
            return
        n = min(self.n, ctx.state.seats[victim].counters.get("pool", 0))
        tokens.add_pool(ctx.state, victim, -n, ctx.events, ctx.seat)
        tokens.add_pool(ctx.state, ctx.seat, n, ctx.events, ctx.seat)
        args = {"cause": ctx.card.catalog or "", "seat": ctx.seat, "target": victim, "n": n}
        ctx.events.append(E.ModuleEvent(seat=ctx.seat, key="ac_stole_pool", args=args))

    def words(self, ctx: Ctx) -> Message:
        name = ctx.state.seats[ctx.target].name if ctx.target is not None else "…"
        return QT_TRANSLATE_NOOP("vtes", "steal {n} pool from {who}").with_args(n=self.n, who=name)


# -- Show of Force: strength in the combat a block of the action starts ----------------------


@kind
class StrengthIfBlocked(Step, frozen=True, tag="ac_strength_if_blocked"):
    """ "If this action is blocked, this vampire can gain +``n`` strength that combat": a
    term of the action the card is played for, given to the acting vampire as a combat
    effect for the whole combat when the block starts it, before its first range
    (:func:`.action_modifiers.carry_terms_into_combat`, asked by the block).  The engine
    always takes it: more strength never costs the acting vampire anything."""

    n: int = 1

    def apply(self, ctx: Ctx) -> None:
        action = rules(ctx.state)["action"]
        if action is None or ctx.minion is None or action["minion"] != ctx.minion.id:
            return
        term: Lasting = {
            "what": "in_combat_strength",
            "catalog": ctx.card.catalog or "",
            "n": self.n,
            "minion": ctx.minion.id,
        }
        action.setdefault("lasting", []).append(term)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "+{n} strength in the combat if blocked").with_args(
            n=self.n
        )
