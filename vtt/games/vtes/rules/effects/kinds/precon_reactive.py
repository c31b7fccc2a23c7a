"""Steps of the reactions, action modifiers and combat cards of the other preconstructed
decks (New Blood, Sabbat V5) that the earlier families do not already run: damage
prevented only from the non-aggravated part (Soak), a card's alternative needing a
discipline the Fifth Edition starters' cards never asked for (Diversion's Fortitude and Blood
Sorcery), and the age of the acting vampire against the reacting one (Redirection).
"""

from __future__ import annotations

from ......core import events as E
from ......core.messages import QT_TRANSLATE_NOOP, Message
from ... import cardinfo as ci
from ...data import rules
from ..conditions import condition
from ..log import texts
from ..steps import Ctx, Step, kind
from .combat_steps import Prevent, _side

texts(
    {
        "pr_prevented": QT_TRANSLATE_NOOP(
            "vtes", "As {card} says: {minion} prevents {n} non-aggravated damage."
        ),
    }
)


@condition("pr_acting_younger")
def _acting_younger(ctx: Ctx, _: str) -> bool:
    """The acting minion is a vampire younger (lower capacity) than this one."""
    action = rules(ctx.state)["action"]
    acting = ctx.state.cards.get(action["minion"]) if action is not None else None
    if acting is None or ctx.minion is None or not ci.is_vampire(acting):
        return False
    return ci.capacity(acting) < ci.capacity(ctx.minion)


@kind
class PreventNormal(Prevent, frozen=True, tag="pr_prevent_normal"):
    """Prevent up to ``n`` of the non-aggravated damage the minion has to take (the
    aggravated damage is left as it is)."""

    def fits(self, ctx: Ctx) -> Message | None:
        why = super().fits(ctx)
        if why is not None:
            return why
        combat = rules(ctx.state)["combat"]
        assert combat is not None
        if not combat["damage"][_side(combat, ctx.minion.id if ctx.minion else -1)][0]:
            return QT_TRANSLATE_NOOP("vtes", "There is no non-aggravated damage to prevent.")
        return None

    def apply(self, ctx: Ctx) -> None:
        combat = rules(ctx.state)["combat"]
        if combat is None or ctx.minion is None:
            return
        dmg = combat["damage"][_side(combat, ctx.minion.id)]
        n = min(self.n, dmg[0])
        dmg[0] -= n
        ctx.events.append(
            E.ModuleEvent(
                seat=ctx.seat,
                key="pr_prevented",
                args={"card": ctx.card.catalog or "", "minion": ctx.minion.catalog or "", "n": n},
            )
        )

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "prevent {n} non-aggravated damage").with_args(n=self.n)


_DISCIPLINES: dict[str, Message] = {
    "cel": QT_TRANSLATE_NOOP("vtes", "with Celerity"),
    "for": QT_TRANSLATE_NOOP("vtes", "with Fortitude"),
    "tha": QT_TRANSLATE_NOOP("vtes", "with Blood Sorcery"),
}


@kind
class WithDisciplineToo(Step, frozen=True, tag="pr_with_discipline"):
    """The alternative of a card with several disciplines that the minion plays with
    ``disc`` (Diversion), refused to a minion without it; the disciplines
    :class:`.combat_more.WithDiscipline` does not name."""

    disc: str

    def __post_init__(self) -> None:
        if self.disc not in _DISCIPLINES:
            raise ValueError(f"unknown discipline {self.disc!r}")

    def can(self, ctx: Ctx) -> Message | None:
        rec = ci.record(ctx.minion) if ctx.minion is not None else None
        have = {d.lower() for d in rec.disciplines} if rec is not None else set()
        if self.disc not in have:
            return QT_TRANSLATE_NOOP("vtes", "The minion does not have that discipline.")
        return None

    def apply(self, ctx: Ctx) -> None:
        return None

    def words(self, ctx: Ctx) -> Message:
        return _DISCIPLINES[self.disc]
