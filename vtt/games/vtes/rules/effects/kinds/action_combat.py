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

from typing import Literal

from ......core import events as E
from ......core.messages import QT_TRANSLATE_NOOP, Message
from ... import cardinfo as ci
from ... import combat as cb
from ...data import rules
from ...records import CombatEffect
from ..conditions import condition
from ..log import texts
from ..selectors import SELECTORS, selector
from ..steps import Ctx, Step, kind

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
