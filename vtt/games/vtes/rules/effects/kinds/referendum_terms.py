"""Steps of the political action cards' terms: what a passed referendum does
(:func:`..run.at_passed`, its ``passed`` steps), aimed at what was chosen when the card was
played (the ``vtes_act`` target and target card).
"""

from __future__ import annotations

from ......core.messages import QT_TRANSLATE_NOOP, Message
from ....layout import READY, TORPOR, zone
from ... import cardinfo as ci
from ... import tokens
from ..log import texts
from ..steps import Ctx, Step, kind

texts(
    {
        "ac_pool_per_minion": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {owner} burns {n} pool, 1 for each minion controlled."
        ),
    }
)


def controlled_minions(ctx: Ctx, seat: int) -> int:
    """How many minions ``seat`` controls: its ready region's and its torpor's."""
    return sum(
        1
        for key in (READY, TORPOR)
        for c in ctx.state.zones[zone(seat, key)].cards
        if ctx.state.cards[c].attached_to is None
        and ctx.state.cards[c].face_up
        and ci.is_minion(ctx.state.cards[c])
    )


@kind
class EachBurnsPerMinion(Step, frozen=True, tag="each_burns_per_minion"):
    """Each Methuselah in the game burns ``n`` pool for each minion they control."""

    n: int = 1

    def apply(self, ctx: Ctx) -> None:
        counts = {s.index: controlled_minions(ctx, s.index) for s in ctx.state.seats if not s.out}
        for seat, count in counts.items():
            if count and not ctx.state.seats[seat].out:
                tokens.add_pool(
                    ctx.state,
                    seat,
                    -self.n * count,
                    ctx.events,
                    ctx.seat,
                    "ac_pool_per_minion",
                    cause=ctx.card.catalog,
                    n=self.n * count,
                )

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes", "if it passes, each Methuselah burns {n} pool for each minion they control"
        ).with_args(n=self.n)
