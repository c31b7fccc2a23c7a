"""Steps of the action modifiers played right after a referendum passes that pay "for each
vote by which the referendum passed" (Voter Captivation).

The margin is kept with the moment the referendum passed (:func:`..moments.note_passed`),
so it is read only while that moment lasts: right after the political action of the
vampire playing the card, before anything else is under way.
"""

from __future__ import annotations

from ......core.messages import QT_TRANSLATE_NOOP, Message
from ......core.model import Card
from ... import commands as K
from ... import tokens
from ..conditions import condition
from ..log import texts
from ..moments import PASSED, last
from ..steps import Ctx, Step, kind
from .action_modifiers import after_resolution

texts(
    {
        "am_margin_blood": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {minion} gains {n} blood, for the referendum's margin."
        ),
        "am_margin_pool": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {owner} gains {n} pool, for the referendum's margin."
        ),
    }
)


def margin(ctx: Ctx) -> int:
    """The votes by which the referendum this vampire's political action called has just
    passed (0 when no such referendum has just passed)."""
    found = last(ctx.state, PASSED)
    if found is None or ctx.minion is None or found["minion"] != ctx.minion.id:
        return 0
    after = after_resolution(ctx.state, ctx.minion)
    if after is None or after["kind"] != K.POLITICAL:  # not a blood hunt's referendum
        return 0
    return int(found.get("margin", 0))


@condition("referendum_passed_now")
def _referendum_passed_now(ctx: Ctx, _: str) -> bool:
    """Right after the resolution of this vampire's political action whose referendum
    passed."""
    return margin(ctx) > 0


def _pool(ctx: Ctx, n: int) -> None:
    if n:
        tokens.add_pool(
            ctx.state,
            ctx.seat,
            n,
            ctx.events,
            ctx.seat,
            "am_margin_pool",
            cause=ctx.card.catalog,
            n=n,
        )


def _blood(ctx: Ctx, vampire: Card, n: int) -> None:
    if n:
        tokens.add_counter(
            ctx.state,
            vampire,
            "blood",
            n,
            ctx.events,
            ctx.seat,
            "am_margin_blood",
            cause=ctx.card.catalog,
            minion=vampire.catalog or "",
            n=n,
        )


def _x_refusal(ctx: Ctx, xs: tuple[int, ...], most: int) -> Message | None:
    if ctx.x not in xs:
        return QT_TRANSLATE_NOOP("vtes", "X must be one of {xs}.").with_args(
            xs=", ".join(str(x) for x in xs)
        )
    if ctx.x > most:
        return QT_TRANSLATE_NOOP(
            "vtes", "The referendum did not pass by enough votes to move {n} to the pool."
        ).with_args(n=ctx.x)
    return None


@kind
class MarginBlood(Step, frozen=True, tag="am_margin_blood"):
    """This vampire gains 1 blood for each vote by which the referendum passed; X of them
    (X among ``xs``, one play each, at most the margin) go to its Methuselah's pool
    instead."""

    xs: tuple[int, ...] = (0,)

    def x_choices(self) -> tuple[int, ...]:
        return self.xs if len(self.xs) > 1 else ()

    def can(self, ctx: Ctx) -> Message | None:
        if len(self.xs) == 1:
            return None
        return _x_refusal(ctx, self.xs, margin(ctx))

    def apply(self, ctx: Ctx) -> None:
        n = margin(ctx)
        to_pool = min(ctx.x, n) if len(self.xs) > 1 else 0
        if ctx.minion is not None:
            _blood(ctx, ctx.minion, n - to_pool)
        _pool(ctx, to_pool)

    def words(self, ctx: Ctx) -> Message:
        if len(self.xs) > 1:
            return QT_TRANSLATE_NOOP(
                "vtes", "gain 1 blood for each vote of the margin, {x} of them to your pool"
            ).with_args(x=ctx.x)
        return QT_TRANSLATE_NOOP("vtes", "gain 1 blood for each vote of the margin")
