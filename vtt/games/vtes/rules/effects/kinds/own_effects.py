"""What actions of a minion's own text or of a card in play (:mod:`.own_actions`) do: blood or
life for a minion (Seraphina, Saulot's Healing Touch), a corruption counter or a card burned
(Aniel), counters on a card and the card put in play with them, a vampire sent to its owner's
uncontrolled region (Pit of Contemplation), more bleed (Codex of the Edenic Groundskeepers);
and the sets of cards they are aimed at."""

from __future__ import annotations

from ......core import events as E
from ......core.messages import QT_TRANSLATE_NOOP, Message
from ......core.model import Card, State
from ......core.table import move_card
from ....layout import READY, ROLE_UNCONTROLLED, TORPOR, zone
from ....seating import predator, prey
from ... import cardinfo as ci
from ... import commands as K
from ... import corruption, hand, tokens
from ...data import rules, zone_of
from ...locking import set_lock
from ...tokens import COUNTER
from ..conditions import condition
from ..log import texts
from ..selectors import chosen, selector
from ..steps import Aim, Ctx, Step, kind
from .basics import action_card_into_play
from .own_actions import zone_cards

texts(
    {
        "ow_life": QT_TRANSLATE_NOOP("vtes", "As {cause} says: {card}'s life {delta} ({value})."),
        "ow_rescued_blood": QT_TRANSLATE_NOOP(
            "vtes", "{card} gains blood as it is rescued: {delta} ({value})."
        ),
        "ow_to_uncontrolled": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {minion} goes to its owner's uncontrolled region."
        ),
        "ow_counters": QT_TRANSLATE_NOOP("vtes", "As {cause} says: it has {value} counters."),
    }
)

# -- the sets of cards the actions are aimed at, and their conditions --------------------------


def _minions_of(ctx: Ctx, seat: int, regions: tuple[str, ...]) -> list[Card]:
    cards = (c for r in regions for c in zone_cards(ctx.state, zone(seat, r)))
    return [c for c in cards if c.face_up and c.attached_to is None and ci.is_minion(c)]


def _other_ready(ctx: Ctx) -> list[Card]:
    """Ready minions in play but the acting one."""
    acting = ctx.minion.id if ctx.minion is not None else None
    seats = [s.index for s in ctx.state.seats if not s.out]
    return [c for s in seats for c in _minions_of(ctx, s, (READY,)) if c.id != acting]


@selector("ow_own_minion")
def _own_minions(ctx: Ctx) -> list[Card]:
    """A minion the player controls: ready or in torpor."""
    return _minions_of(ctx, ctx.seat, (READY, TORPOR))


@selector("ow_another_ready_minion")
def _another_ready(ctx: Ctx) -> list[Card]:
    return _other_ready(ctx)


@selector("ow_corrupted_other_ready_minion")
def _corrupted(ctx: Ctx) -> list[Card]:
    """Another ready minion carrying a corruption counter (anybody's)."""
    return [c for c in _other_ready(ctx) if corruption.total(c)]


@selector("ow_discipline_card_on_other_ready_minion")
def _discipline_cards(ctx: Ctx) -> list[Card]:
    """A card requiring a Discipline on another ready minion."""
    out = []
    for minion in _other_ready(ctx):
        for card in ci.riders(ctx.state, minion):
            rec = ci.record(card)
            if card.face_up and rec is not None and rec.disciplines:
                out.append(card)
    return out


@condition("ow_target_no_ready_unlocked")
def _no_ready_unlocked(ctx: Ctx, _: str) -> bool:
    """The Methuselah the action is against controls no ready unlocked minion."""
    if ctx.target is None:
        return False
    return not any(not c.locked for c in _minions_of(ctx, ctx.target, (READY,)))


# -- what the actions do ---------------------------------------------------------------------


def aimed(ctx: Ctx) -> Card | None:
    return ctx.state.cards.get(ctx.target_card) if ctx.target_card is not None else None


def aimed_name(ctx: Ctx) -> str:
    card = aimed(ctx)
    return ci.name(card) if card is not None else "…"


@kind
class BloodOrLife(Step, frozen=True, tag="ow_blood_or_life"):
    """The minion aimed at gains ``n`` blood (a vampire, up to its capacity) or life (an
    ally, up to its starting life)."""

    n: int = 1

    def can(self, ctx: Ctx) -> Message | None:
        if aimed(ctx) is None:
            return QT_TRANSLATE_NOOP("vtes", "Say which card the card is aimed at.")
        return None

    def apply(self, ctx: Ctx) -> None:
        card = aimed(ctx)
        if card is None or not (ci.in_ready(ctx.state, card) or ci.in_torpor(ctx.state, card)):
            return  # gone from play by the time the action succeeded
        if ci.is_vampire(card):
            what, most = "blood", ci.capacity_now(ctx.state, card)
        else:
            what, most = "life", ci.printed_life(card)
        have = card.counters.get(what, 0)
        gain = max(0, min(self.n, most - have))
        if gain:
            tokens.add_counter(
                ctx.state, card, what, gain, ctx.events, ctx.seat,
                "fx_blood" if what == "blood" else "ow_life", cause=ctx.card.catalog or "",
            )  # fmt: skip

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes", "add {n} blood or life to {minion}, not above its starting life"
        ).with_args(minion=aimed_name(ctx), n=self.n)


def _set_counters(ctx: Ctx, card: Card, value: int) -> None:
    """The plain counters on ``card`` (not blood: the bank does not count them)."""
    tokens.set_counter(
        ctx.state,
        card,
        COUNTER,
        value,
        ctx.events,
        ctx.seat,
        "ow_counters",
        cause=card.catalog or "",
    )


@kind
class AddCounter(Step, frozen=True, tag="ow_add_counter"):
    """``n`` counters more on this card (while it is in play)."""

    n: int = 1

    def apply(self, ctx: Ctx) -> None:
        card = ctx.card
        if card.controller is not None and card.zone == zone(card.controller, READY):
            _set_counters(ctx, card, card.counters.get(COUNTER, 0) + self.n)

    def words(self, ctx: Ctx) -> Message:
        if self.n == 1:
            return QT_TRANSLATE_NOOP("vtes", "add 1 counter to {card}").with_args(
                card=ci.name(ctx.card)
            )
        return QT_TRANSLATE_NOOP("vtes", "add {n} counters to {card}").with_args(
            n=self.n, card=ci.name(ctx.card)
        )


@kind
class IntoPlay(Step, frozen=True, tag="ow_into_play"):
    """ "Put this card in play with ``counters`` counters": the action card, in the ash
    heap once its action succeeded, goes to its player's ready region."""

    counters: int = 0

    def apply(self, ctx: Ctx) -> None:
        if action_card_into_play(ctx) and self.counters:
            _set_counters(ctx, ctx.card, self.counters)

    def words(self, ctx: Ctx) -> Message:
        if self.counters == 1:
            return QT_TRANSLATE_NOOP("vtes", "put this card in play with 1 counter")
        return QT_TRANSLATE_NOOP("vtes", "put this card in play with {n} counters").with_args(
            n=self.counters
        )


@kind
class BurnCorruption(Step, frozen=True, tag="ow_burn_corruption"):
    """1 corruption counter burned from the minion aimed at: one of the acting
    Methuselah's own if it carries any, else one of the first other Methuselah's in seat
    order (:mod:`...corruption`)."""

    def can(self, ctx: Ctx) -> Message | None:
        card = aimed(ctx)
        if card is None or not corruption.total(card):
            return QT_TRANSLATE_NOOP("vtes", "That minion has no corruption counter.")
        return None

    def apply(self, ctx: Ctx) -> None:
        card = aimed(ctx)
        if card is None or not corruption.total(card):
            return
        seats = [ctx.seat, *(s for s in range(len(ctx.state.seats)) if s != ctx.seat)]
        whose = next(s for s in seats if corruption.of(card, s))
        corruption.change(ctx.state, card, whose, -1, ctx.events)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "burn 1 corruption counter from {minion}").with_args(
            minion=aimed_name(ctx)
        )


@kind
class MoreBleed(Step, frozen=True, tag="ow_more_bleed"):
    """+``n`` to the bleed the action is (applied when it is declared)."""

    n: int = 1

    def apply(self, ctx: Ctx) -> None:
        action = rules(ctx.state)["action"]
        if action is not None and action["kind"] == K.BLEED:
            action["amount"] += self.n

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "+{n} bleed").with_args(n=self.n)


@kind
class BurnAimed(Step, frozen=True, tag="ow_burn_aimed"):
    """The card aimed at is burned, if it is still in play (on a minion or in a ready
    region)."""

    def apply(self, ctx: Ctx) -> None:
        card = aimed(ctx)
        if card is None or card.zone not in _play_zones(ctx.state):
            return
        args = {"cause": ctx.card.catalog or "", "minion": card.catalog or ""}
        ctx.events.append(E.ModuleEvent(seat=ctx.seat, key="fx_burned", args=args))
        hand.burn(ctx.state, card, ctx.events, ctx.seat)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "burn {card}").with_args(card=aimed_name(ctx))


def _play_zones(state: State) -> set[str]:
    return {zone(s, r) for s in range(len(state.seats)) for r in (READY, TORPOR)}


@selector("ow_smaller_than_counters_of_neighbour")
def _smaller_neighbours(ctx: Ctx) -> list[Card]:
    """A vampire controlled by the player's predator or prey (ready or in torpor) with a
    capacity less than the counters on this card."""
    most = ctx.card.counters.get(COUNTER, 0)
    near = {prey(ctx.state, ctx.seat), predator(ctx.state, ctx.seat)} - {None, ctx.seat}
    return [
        c
        for s in sorted(s for s in near if s is not None)
        for c in _minions_of(ctx, s, (READY, TORPOR))
        if ci.is_vampire(c) and ci.capacity_now(ctx.state, c) < most
    ]


@kind
class ToUncontrolled(Step, frozen=True, tag="ow_to_uncontrolled"):
    """The vampire aimed at (of ``among``) goes to its owner's uncontrolled region, face
    down and unlocked, with its blood; the cards on it are burned."""

    among: str

    def aiming(self) -> Aim:
        return "card"

    def aims(self, ctx: Ctx) -> list[int]:
        return chosen(ctx, self.among)

    def apply(self, ctx: Ctx) -> None:
        card = aimed(ctx)
        if card is None or card.id not in self.aims(ctx):
            return
        for rider in ci.riders(ctx.state, card):
            hand.burn(ctx.state, rider, ctx.events, ctx.seat)
        owner = card.owner if card.owner is not None else card.controller
        args = {"cause": ctx.card.catalog or "", "minion": card.catalog or ""}
        ctx.events.append(E.ModuleEvent(seat=ctx.seat, key="ow_to_uncontrolled", args=args))
        set_lock(ctx.state, card, False, ctx.events, ctx.seat)
        dst = zone_of(ctx.state, owner or 0, ROLE_UNCONTROLLED)
        ctx.events.append(move_card(ctx.state, card, dst, face_up=False, seat=ctx.seat))

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes", "move {minion} to its owner's uncontrolled region"
        ).with_args(minion=aimed_name(ctx))
