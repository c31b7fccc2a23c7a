"""Steps of the political action cards' terms: what a passed referendum does
(:func:`..run.at_passed`, its ``passed`` steps), aimed at what was chosen when the card was
played (the ``vtes_act`` target and target card).
"""

from __future__ import annotations

from ......core.messages import QT_TRANSLATE_NOOP, Message
from ......core.model import Card
from ....layout import READY, TORPOR, zone
from ... import cardinfo as ci
from ... import tokens
from ..log import texts
from ..selectors import selector
from ..steps import Aim, Ctx, Step, kind

texts(
    {
        "ac_pool_per_minion": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {owner} burns {n} pool, 1 for each minion controlled."
        ),
        "ac_pool_per_clan": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {owner} gains {n} pool, 1 for each {clan} vampire controlled."
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


def _clan(card: Card | None) -> str:
    rec = ci.record(card) if card is not None else None
    return rec.clan if rec is not None else ""


def _vampires_of(ctx: Ctx, seat: int, clan: str) -> int:
    return sum(
        1
        for key in (READY, TORPOR)
        for c in ctx.state.zones[zone(seat, key)].cards
        if ctx.state.cards[c].attached_to is None
        and ctx.state.cards[c].face_up
        and ci.is_vampire(ctx.state.cards[c])
        and _clan(ctx.state.cards[c]) == clan
    )


@kind
class EachGainsPerClan(Step, frozen=True, tag="each_gains_per_clan"):
    """ "Choose a clan": each Methuselah gains ``n`` pool for each vampire of that clan they
    control.  The clan is named by aiming at a vampire of it in play (a clan nobody
    controls would give nothing), one aim per clan (:func:`_one_per_clan`)."""

    n: int = 1

    def aiming(self) -> Aim:
        return "card"

    def aims(self, ctx: Ctx) -> list[int]:
        return [c.id for c in _one_per_clan(ctx)]

    def apply(self, ctx: Ctx) -> None:
        clan = _clan(ctx.state.cards.get(ctx.target_card) if ctx.target_card is not None else None)
        if not clan:
            return
        for seat in [s.index for s in ctx.state.seats if not s.out]:
            count = _vampires_of(ctx, seat, clan)
            if count:
                tokens.add_pool(
                    ctx.state,
                    seat,
                    self.n * count,
                    ctx.events,
                    ctx.seat,
                    "ac_pool_per_clan",
                    cause=ctx.card.catalog,
                    n=self.n * count,
                    clan=clan,
                )

    def words(self, ctx: Ctx) -> Message:
        card = ctx.state.cards.get(ctx.target_card) if ctx.target_card is not None else None
        return QT_TRANSLATE_NOOP(
            "vtes",
            "clan {clan}: if it passes, each Methuselah gains {n} pool for each {clan} vampire they control",  # noqa: E501
        ).with_args(clan=_clan(card) or "…", n=self.n)


@selector("clan_in_play")
def _one_per_clan(ctx: Ctx) -> list[Card]:
    """The first controlled vampire (ready or in torpor, in seat order) of each clan."""
    seen: set[str] = set()
    out: list[Card] = []
    for seat in [s.index for s in ctx.state.seats if not s.out]:
        for key in (READY, TORPOR):
            for c in ctx.state.zones[zone(seat, key)].cards:
                card = ctx.state.cards[c]
                clan = _clan(card)
                if card.face_up and card.attached_to is None and ci.is_vampire(card):
                    if clan and clan not in seen:
                        seen.add(clan)
                        out.append(card)
    return out
