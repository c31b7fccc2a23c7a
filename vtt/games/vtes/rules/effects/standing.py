"""What cards in play give while they stay in play: a vampire's own text, the equipment,
retainers and other cards on a minion, locations (their ``in_play`` steps).

The engine asks :func:`bonus` where a number is read (a bleed's amount when the action is
declared, a blocker's intercept, a strike's strength, a vampire's votes...), so a
vampire's "+1 bleed" or a weapon's strength counts without anybody applying it by hand.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from typing import Any

from .....core.messages import QT_TRANSLATE_NOOP, Message
from .....core.model import Card, State
from ...layout import READY, zone
from .. import cardinfo as ci
from ..data import rules
from .catalog import effects_of, load
from .conditions import check_name, holds
from .steps import Ctx, Step, kind


@kind
class Bonus(Step, frozen=True, tag="bonus"):
    """While in play: +``n`` to ``what`` ("bleed", "stealth", "intercept", "strength",
    "votes", "hunt", "capacity"...) of the minion it is on (or is), when ``when`` holds;
    with ``to``, the card lying in play on its own gives it to every minion in play for
    which the condition ``to`` holds ("Ravnos get +1 bleed": ``"clan:Ravnos"``)."""

    what: str
    n: int = 1
    to: str = ""

    def __post_init__(self) -> None:
        if self.to:
            check_name(self.to)

    def apply(self, ctx: Ctx) -> None:  # read by :func:`bonus`, nothing to do at a moment
        return None

    def amount(self, ctx: Ctx) -> int:
        """What it adds now (a kind counting something overrides it)."""
        return self.n

    def words(self, ctx: Ctx) -> Message:
        template = BONUS_WORDS.get(self.what, QT_TRANSLATE_NOOP("vtes", "+{n}"))
        return template.with_args(n=self.n)


#: stealth a card in play gives only to its bearer's bleed actions (read when a bleed is
#: declared: Codex of the Edenic Groundskeepers' -2)
BLEED_STEALTH = "bleed_stealth"

#: the words of each number a card in play adds to
BONUS_WORDS: dict[str, Message] = {
    "bleed": QT_TRANSLATE_NOOP("vtes", "+{n} bleed"),
    "stealth": QT_TRANSLATE_NOOP("vtes", "+{n} stealth"),
    "intercept": QT_TRANSLATE_NOOP("vtes", "+{n} intercept"),
    "strength": QT_TRANSLATE_NOOP("vtes", "+{n} strength"),
    "votes": QT_TRANSLATE_NOOP("vtes", "+{n} votes"),
    "hunt": QT_TRANSLATE_NOOP("vtes", "+{n} blood from the hunt"),
}


def givers(state: State, minion: Card) -> Iterator[Card]:
    """The minion itself and the face-up cards attached to it (from the host's State, or
    from a seat's View when the dock words a choice there)."""
    yield minion
    if isinstance(state, State):
        yield from (c for c in ci.riders(state, minion) if c.face_up)
        return
    for card in _view_cards(state):
        if card.attached_to == minion.id and card.face_up:
            yield card


def _view_cards(view: Any) -> Iterator[Any]:
    for z in view.zones.values():
        yield from z.cards


def in_play_steps(state: State, minion: Card) -> Iterator[tuple[Card, Step]]:
    """Each ``in_play`` step of the minion's text and of the cards on it."""
    for card in givers(state, minion):
        entry = effects_of(card.catalog) if card.catalog else None
        if entry is None:
            continue
        for script in (entry.any, entry.inferior, entry.superior):
            if script is not None:
                for step in script.in_play:
                    yield card, step


@cache
def _to_every() -> dict[str, tuple[Bonus, ...]]:
    """The cards whose bonuses go to every minion matching ``to``, by catalogue id (read
    once: the engine asks :func:`bonus` on every offer)."""
    out: dict[str, tuple[Bonus, ...]] = {}
    for catalog, entry in load().items():
        found = tuple(
            step
            for script in (entry.any, entry.inferior, entry.superior)
            if script is not None
            for step in script.in_play
            if isinstance(step, Bonus) and step.to
        )
        if found:
            out[catalog] = found
    return out


def _table_steps(state: State) -> Iterator[tuple[Card, Bonus]]:
    """Each ``to`` bonus of the face-up cards lying on their own in a ready region (from
    the host's State or a seat's View)."""
    every = _to_every()
    for seat in range(len(state.seats)):
        for held in state.zones[zone(seat, READY)].cards:
            card = state.cards[held] if isinstance(held, int) else held
            if card.catalog in every and card.face_up and card.attached_to is None:
                for step in every[card.catalog]:
                    yield card, step


def _steps_for(state: State, minion: Card) -> Iterator[tuple[Card, Step]]:
    """The minion's own bonuses (its text, the cards on it) and the table's ``to`` ones."""
    for card, step in in_play_steps(state, minion):
        if not isinstance(step, Bonus) or not step.to:
            yield card, step
    yield from _table_steps(state)


def bonus(state: State, minion: Card, what: str) -> int:
    """The sum of the ``bonus`` steps for ``what`` that hold for ``minion`` now (a table
    one counts when its ``to`` holds for ``minion``)."""
    total = 0
    for card, step in _steps_for(state, minion):
        if isinstance(step, Bonus) and step.what == what:
            ctx = Ctx(
                state, minion.controller if minion.controller is not None else -1, card, minion
            )
            if step.to and not holds(ctx, step.to):
                continue
            if not step.when or holds(ctx, step.when):
                total += step.amount(ctx)
    return total


def strength(state: State, minion: Card) -> int:
    """A minion's strength now: its printed or vampire strength (or the strength a combat
    card gives it: "a strength of 2 this combat"), plus what combat cards give it this
    round or combat, plus what cards in play give it (never below 0: Disarm's -2)."""
    return max(0, combat_strength(state, minion) + bonus(state, minion, "strength"))


def combat_strength(state: State, minion: Card) -> int:
    """The strength before cards in play: "strength_of" and "strength" effects of the
    combat in progress (:class:`..records.CombatEffect`) on the printed one."""
    base = ci.strength(minion)
    combat = rules(state)["combat"]
    if combat is None:
        return base
    mine = [f for f in combat.get("fx", []) if f["minion"] == minion.id]
    set_to = [f["n"] for f in mine if f["what"] == "strength_of"]
    if set_to:
        base = max(set_to)
    return base + sum(f["n"] for f in mine if f["what"] == "strength")


def bleed(state: State, minion: Card) -> int:
    """A minion's bleed amount before cards played in the action: printed plus in play."""
    return ci.bleed(minion) + bonus(state, minion, "bleed")
