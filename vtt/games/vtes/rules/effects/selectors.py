"""Which cards a step may be aimed at (``"among"`` in the effect files), by name.

``"ready_minion"`` is any ready minion in play, ``"own_ready_minion"`` one of the player's,
``"other_ready_minion"`` one of another Methuselah's, and so on; a kind module that needs
another set registers it with :func:`selector`.  Aims are listed in the table's order so
the offers and the bots are deterministic.
"""

from __future__ import annotations

from collections.abc import Callable

from .....core.model import Card
from ...layout import READY, TORPOR, zone
from .. import cardinfo as ci
from ..data import rules
from .steps import Ctx

Select = Callable[[Ctx], list[Card]]
SELECTORS: dict[str, Select] = {}


def selector(name: str) -> Callable[[Select], Select]:
    def register(select: Select) -> Select:
        assert name not in SELECTORS, name
        SELECTORS[name] = select
        return select

    return register


def chosen(ctx: Ctx, among: str) -> list[int]:
    """The ids of the cards ``among`` names, for ``ctx``."""
    return [c.id for c in SELECTORS[among](ctx)]


def _region(ctx: Ctx, seat: int, region: str) -> list[Card]:
    cards = (ctx.state.cards[c] for c in ctx.state.zones[zone(seat, region)].cards)
    return [c for c in cards if c.attached_to is None and c.face_up]


def _seats(ctx: Ctx) -> list[int]:
    return [s.index for s in ctx.state.seats if not s.out]


@selector("ready_minion")
def _ready_minions(ctx: Ctx) -> list[Card]:
    return [c for s in _seats(ctx) for c in _region(ctx, s, READY) if ci.is_minion(c)]


@selector("own_ready_minion")
def _own_ready(ctx: Ctx) -> list[Card]:
    return [c for c in _region(ctx, ctx.seat, READY) if ci.is_minion(c)]


@selector("other_ready_minion")
def _other_ready(ctx: Ctx) -> list[Card]:
    return [c for c in _ready_minions(ctx) if c.controller != ctx.seat]


@selector("ready_vampire")
def _ready_vampires(ctx: Ctx) -> list[Card]:
    return [c for c in _ready_minions(ctx) if ci.is_vampire(c)]


@selector("own_ready_vampire")
def _own_ready_vampires(ctx: Ctx) -> list[Card]:
    return [c for c in _own_ready(ctx) if ci.is_vampire(c)]


@selector("torpid_vampire")
def _torpid(ctx: Ctx) -> list[Card]:
    return [c for s in _seats(ctx) for c in _region(ctx, s, TORPOR) if ci.is_vampire(c)]


@selector("location")
def _locations(ctx: Ctx) -> list[Card]:
    out = []
    for s in _seats(ctx):
        for card in _region(ctx, s, READY):
            rec = ci.record(card)
            if rec is not None and "location" in rec.text.split("\n", 1)[0].casefold():
                out.append(card)
    return out


def hand_cards(ctx: Ctx) -> list[Card]:
    """The cards in the player's hand a card may make them discard or show: not the card
    of the action in progress, which waits in the hand until the action is over."""
    action = rules(ctx.state)["action"]
    busy = action["card"] if action is not None else None
    held = ctx.state.zones[zone(ctx.seat, "hand")].cards
    return [ctx.state.cards[c] for c in held if c != busy]


def check_name(among: str) -> None:
    if among not in SELECTORS:
        raise ValueError(f"unknown set of cards {among!r}")
