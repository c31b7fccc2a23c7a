"""Steps of the cards that touch a Methuselah's hand, library and ash heap (group
"library" of the third wave): hand size given by cards in play (Elder Library's +1, Visit
from the Capuchin's +1 for each of its counters) or until the end of the turn (Dreams of
the Sphinx), a replacement a card's counter stands in for, a card that counts the times it
is locked.  The hand size itself is :mod:`...hand_size`'s; :func:`hand_size_bonus` is what
these cards add to it.
"""

from __future__ import annotations

from collections.abc import Iterator

from ......core import events as E
from ......core.messages import QT_TRANSLATE_NOOP, Message
from ......core.model import Card, State
from ......core.visibility import seers
from ....layout import EDGE, READY, zone
from ... import cardinfo as ci
from ... import hand, hand_size
from ...data import UNLOCK, rules
from ..catalog import effects_of
from ..conditions import condition
from ..log import texts
from ..steps import Ctx, Step, kind

#: the counters a card keeps on itself (not tokens of the bank: §20.1 counts blood and life)
COUNTER = "counter"

texts(
    {
        "li_counters": QT_TRANSLATE_NOOP("vtes", "As {cause} says: it has {value} counters."),
        "li_burned_counters": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: it is burned with {value} counters."
        ),
        "li_counter_instead": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: a counter is burned instead of the replacement."
        ),
        "li_hand_turn": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {seat} gets +{n} hand size until the end of the turn."
        ),
    }
)


def set_counters(state: State, card: Card, value: int, out: list[E.Event], actor: int | None):
    """Set the counters ``card`` keeps on itself, logged as its own text says."""
    old = card.counters.get(COUNTER, 0)
    if value:
        card.counters[COUNTER] = value
    else:
        card.counters.pop(COUNTER, None)
    where = state.zones[card.zone]
    out.append(
        E.CounterChanged(
            seat=actor,
            zone=where.id,
            index=where.cards.index(card.id),
            card=card.id,
            catalog=card.catalog,
            audience=seers(state, card),
            kind=COUNTER,
            value=value,
            delta=value - old,
            why="li_counters",
            args={"cause": card.catalog or ""},
        )
    )


def _burn_with_counters(state: State, card: Card, out: list[E.Event], actor: int | None):
    value = card.counters.get(COUNTER, 0)
    out.append(
        E.ModuleEvent(
            seat=actor, key="li_burned_counters", args={"cause": card.catalog or "", "value": value}
        )
    )
    card.counters.pop(COUNTER, None)
    hand.burn(state, card, out, actor)


# -- hand size -------------------------------------------------------------------------------


@kind
class HandSize(Step, frozen=True, tag="li_hand_size"):
    """While in play by itself: +``n`` hand size to its controller (read by
    :func:`hand_size_bonus`)."""

    n: int = 1

    def apply(self, ctx: Ctx) -> None:
        return None

    def amount(self, card: Card) -> int:
        return self.n

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "+{n} hand size").with_args(n=self.n)


@kind
class HandSizePerCounter(HandSize, frozen=True, tag="li_hand_size_per_counter"):
    """While in play by itself: +1 hand size to its controller for each counter on it."""

    def amount(self, card: Card) -> int:
        return card.counters.get(COUNTER, 0) if card.counters else 0

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "+1 hand size for each counter on {card}").with_args(
            card=ci.name(ctx.card)
        )


def _own_in_play(state: State, seat: int) -> Iterator[tuple[Card, Step]]:
    """Each ``in_play`` step of the automated cards ``seat`` has in play by themselves."""
    for card_id in state.zones[zone(seat, READY)].cards:
        card = state.cards[card_id]
        entry = effects_of(card.catalog) if card.face_up and card.catalog else None
        if entry is None or not entry.automated or card.attached_to is not None:
            continue
        for step in entry.script(False).in_play:
            yield card, step


def hand_size_bonus(state: State, seat: int) -> int:
    """What ``seat``'s cards in play add to its hand size."""
    return sum(
        step.amount(card) for card, step in _own_in_play(state, seat) if isinstance(step, HandSize)
    )


@kind
class HandSizeThisTurn(Step, frozen=True, tag="li_hand_size_this_turn"):
    """+``n`` hand size to the player until the end of the turn (the hand follows at
    once: :mod:`...hand_size`)."""

    n: int = 2

    def apply(self, ctx: Ctx) -> None:
        hand_size.add_until_end_of_turn(ctx.state, ctx.seat, self.n)
        args = {"cause": ctx.card.catalog or "", "seat": ctx.seat, "n": self.n}
        ctx.events.append(E.ModuleEvent(seat=ctx.seat, key="li_hand_turn", args=args))

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "+{n} hand size until the end of the turn").with_args(
            n=self.n
        )


# -- counters on the card itself -------------------------------------------------------------


@kind
class CountersOnThis(Step, frozen=True, tag="li_counters_on_this"):
    """The card is put in play with ``n`` counters on it."""

    n: int

    def apply(self, ctx: Ctx) -> None:
        set_counters(ctx.state, ctx.card, self.n, ctx.events, ctx.seat)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "put it in play with {n} counters").with_args(n=self.n)


@kind
class LockCounted(Step, frozen=True, tag="li_lock_counted"):
    """The card just locked gets a counter; at ``burn_at`` counters it is burned (after
    what the lock did)."""

    burn_at: int = 3

    def apply(self, ctx: Ctx) -> None:
        card = ctx.card
        value = card.counters.get(COUNTER, 0) + 1
        set_counters(ctx.state, card, value, ctx.events, ctx.seat)
        if value >= self.burn_at:
            _burn_with_counters(ctx.state, card, ctx.events, ctx.seat)

    def words(self, ctx: Ctx) -> Message:
        value = ctx.card.counters.get(COUNTER, 0) + 1 if ctx.card.counters else 1
        if value >= self.burn_at:
            return QT_TRANSLATE_NOOP("vtes", "a counter on {card}, which is then burned").with_args(
                card=ci.name(ctx.card)
            )
        return QT_TRANSLATE_NOOP("vtes", "a counter on {card} ({n} of {limit})").with_args(
            card=ci.name(ctx.card), n=value, limit=self.burn_at
        )


@kind
class ReplaceBurnsCounter(Step, frozen=True, tag="li_replace_burns_counter"):
    """While in play with counters: each time its controller would replace a card other
    than this one, a counter of it is burned instead; with none left it is burned
    (:func:`counter_instead_of_replacement`, asked by :func:`...hand.replace`)."""

    def apply(self, ctx: Ctx) -> None:
        return None

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "each replacement burns a counter instead")


def counter_instead_of_replacement(state: State, seat: int, out: list[E.Event]) -> bool:
    """``seat`` would replace a card: a card of its in play with counters that says so
    loses one instead (burned when none is left).  True: the replacement is not drawn."""
    for card, step in _own_in_play(state, seat):
        value = card.counters.get(COUNTER, 0) if card.counters else 0
        if isinstance(step, ReplaceBurnsCounter) and value > 0:
            set_counters(state, card, value - 1, out, None)
            args = {"cause": card.catalog or ""}
            out.append(E.ModuleEvent(seat=None, key="li_counter_instead", args=args))
            if value == 1:
                _burn_with_counters(state, card, out, None)
            return True
    return False


@condition("li_own_unlock_with_edge")
def _own_unlock_with_edge(ctx: Ctx, _: str) -> bool:
    """The player's own unlock phase, and they hold the Edge."""
    return (
        rules(ctx.state)["phase"] == UNLOCK
        and ctx.state.turn.active == ctx.seat
        and ctx.state.tokens[EDGE].holder == ctx.seat
    )
