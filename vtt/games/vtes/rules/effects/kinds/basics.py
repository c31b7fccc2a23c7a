"""The plain steps many cards share: pool and blood gained or burned, a minion locked or
unlocked, cards drawn, a vampire sent to torpor, a card burned.

``who`` says whose pool: ``"self"`` (the player), ``"target"`` (a Methuselah the player
aims it at), ``"prey"``, ``"predator"``, ``"each"`` (every Methuselah in the game).
``on`` says which card: ``"minion"`` (the one that played the card, or the one it was put
on), ``"acting"`` (the acting minion), ``"target"`` (a card the player aims it at, among
the set ``among`` names: :mod:`..selectors`).
"""

from __future__ import annotations

from ......core.messages import QT_TRANSLATE_NOOP, Message
from ......core.model import REGION, Card
from ......core.table import move_card
from ....layout import ASH_HEAP, READY, zone
from ....seating import prey
from ... import cardinfo as ci
from ... import hand, tokens
from ...data import rules
from ...locking import set_lock
from ..log import texts
from ..selectors import chosen
from ..steps import Aim, Ctx, Step, kind

texts(
    {
        "fx_pool": QT_TRANSLATE_NOOP("vtes", "As {cause} says: {owner}'s pool {delta} ({value})."),
        "fx_blood": QT_TRANSLATE_NOOP("vtes", "As {cause} says: {card}'s blood {delta} ({value})."),
        "fx_locked": QT_TRANSLATE_NOOP("vtes", "As {cause} says: {minion} locks."),
        "fx_unlocked": QT_TRANSLATE_NOOP("vtes", "As {cause} says: {minion} unlocks."),
        "fx_torpor": QT_TRANSLATE_NOOP("vtes", "As {cause} says: {minion} goes to torpor."),
        "fx_burned": QT_TRANSLATE_NOOP("vtes", "As {cause} says: {minion} is burned."),
        "fx_drew": QT_TRANSLATE_NOOP("vtes", "As {cause} says: {seat} draws {n} cards."),
    }
)


def _seats_of(ctx: Ctx, who: str) -> list[int]:
    state = ctx.state
    if who == "self":
        return [ctx.seat]
    if who == "target":
        return [ctx.target] if ctx.target is not None else []
    if who == "prey":
        p = prey(state, ctx.seat)
        return [p] if p is not None else []
    if who == "predator":
        return [s for s in range(len(state.seats)) if prey(state, s) == ctx.seat and s != ctx.seat]
    if who == "each":
        return [s.index for s in state.seats if not s.out]
    raise ValueError(who)


def _live_seats(ctx: Ctx) -> list[int]:
    return [s.index for s in ctx.state.seats if not s.out]


def card_of(ctx: Ctx, on: str) -> Card | None:
    """The card ``on`` names for ``ctx`` (see the module's docstring)."""
    if on == "minion":
        return ctx.minion
    if on == "target":
        return ctx.state.cards.get(ctx.target_card) if ctx.target_card is not None else None
    if on == "acting":
        action = rules(ctx.state)["action"]
        return ctx.state.cards.get(action["minion"]) if action is not None else None
    raise ValueError(on)


class OnCard(Step, frozen=True):
    """A step on one card: ``on`` and, for ``on="target"``, the set ``among``."""

    on: str = "minion"
    among: str = "ready_minion"

    def aiming(self) -> Aim:
        return "card" if self.on == "target" else None

    def aims(self, ctx: Ctx) -> list[int]:
        return chosen(ctx, self.among)

    def can(self, ctx: Ctx) -> Message | None:
        if self.on != "target" and card_of(ctx, self.on) is None:
            return QT_TRANSLATE_NOOP("vtes", "There is no minion for the card to act on.")
        return None

    def subject(self, ctx: Ctx) -> str:
        card = card_of(ctx, self.on)
        return ci.name(card) if card is not None else "…"


@kind
class Pool(Step, frozen=True, tag="pool"):
    """``n`` pool gained (negative: burned) by ``who``."""

    n: int
    who: str = "self"

    def aiming(self) -> Aim:
        return "seat" if self.who == "target" else None

    def aims(self, ctx: Ctx) -> list[int]:
        return [s for s in _live_seats(ctx) if s != ctx.seat]

    def apply(self, ctx: Ctx) -> None:
        for seat in _seats_of(ctx, self.who):
            tokens.add_pool(
                ctx.state, seat, self.n, ctx.events, ctx.seat, "fx_pool", cause=ctx.card.catalog
            )

    def words(self, ctx: Ctx) -> Message:
        n = abs(self.n)
        if self.who == "self":
            if self.n >= 0:
                return QT_TRANSLATE_NOOP("vtes", "gain {n} pool").with_args(n=n)
            return QT_TRANSLATE_NOOP("vtes", "burn {n} pool").with_args(n=n)
        if self.who == "target":
            name = ctx.state.seats[ctx.target].name if ctx.target is not None else "…"
        else:
            name = _WHO[self.who].text
        if self.n >= 0:
            return QT_TRANSLATE_NOOP("vtes", "{who} gains {n} pool").with_args(who=name, n=n)
        return QT_TRANSLATE_NOOP("vtes", "{who} burns {n} pool").with_args(who=name, n=n)


_WHO = {
    "prey": QT_TRANSLATE_NOOP("vtes", "your prey"),
    "predator": QT_TRANSLATE_NOOP("vtes", "your predator"),
    "each": QT_TRANSLATE_NOOP("vtes", "each Methuselah"),
}


@kind
class Blood(OnCard, frozen=True, tag="blood"):
    """``n`` blood from the bank onto the card (negative: burned from it); a vampire above
    its capacity loses the rest at once (the engine's cap).  A card that has left the
    table's regions since it was aimed at (burned before the action succeeded) gets
    nothing: blood lies only on a card in play, in torpor or uncontrolled."""

    n: int = 1

    def apply(self, ctx: Ctx) -> None:
        card = card_of(ctx, self.on)
        if card is not None and ctx.state.zones[card.zone].kind == REGION:
            tokens.add_counter(
                ctx.state,
                card,
                "blood",
                self.n,
                ctx.events,
                ctx.seat,
                "fx_blood",
                cause=ctx.card.catalog,
            )

    def words(self, ctx: Ctx) -> Message:
        if self.n >= 0:
            return QT_TRANSLATE_NOOP("vtes", "{minion} gains {n} blood").with_args(
                minion=self.subject(ctx), n=self.n
            )
        return QT_TRANSLATE_NOOP("vtes", "{minion} burns {n} blood").with_args(
            minion=self.subject(ctx), n=-self.n
        )


def set_locked(ctx: Ctx, card: Card, locked: bool) -> None:
    """Lock or unlock ``card`` as ``ctx``'s card says, logged "As <card> says: ... locks"
    (nothing when it already is)."""
    from ......core import events as E

    if not set_lock(ctx.state, card, locked, ctx.events, ctx.seat):
        return
    ctx.events.append(
        E.ModuleEvent(
            seat=ctx.seat,
            key="fx_locked" if locked else "fx_unlocked",
            args={"cause": ctx.card.catalog or "", "minion": card.catalog or ""},
        )
    )


def action_card_into_play(ctx: Ctx) -> bool:
    """ "Put this card in play": the action card, in its owner's ash heap once its action
    succeeded, goes face up to its player's ready region under their control; False (and
    nothing moves) when it is not there."""
    card = ctx.card
    owner = card.owner if card.owner is not None else ctx.seat
    if card.zone != zone(owner, ASH_HEAP):
        return False
    ready = ctx.state.zones[zone(ctx.seat, READY)]
    ctx.events.append(move_card(ctx.state, card, ready, face_up=True, seat=ctx.seat))
    card.controller = ctx.seat
    return True


def still_acting(ctx: Ctx, card: Card | None) -> Message | None:
    """Why ``card`` may not be unlocked now: it is the acting minion of the action under
    way (the action locked it; it stays locked until the action is over)."""
    action = rules(ctx.state)["action"]
    if card is None or action is None or action["minion"] != card.id:
        return None
    return QT_TRANSLATE_NOOP(
        "vtes", "{minion} is acting: it stays locked until its action is over."
    ).with_args(minion=ci.name(card))


@kind
class Unlock(OnCard, frozen=True, tag="unlock"):
    def can(self, ctx: Ctx) -> Message | None:
        why = super().can(ctx)
        if why is not None or self.on == "target":
            return why
        return still_acting(ctx, card_of(ctx, self.on))

    def apply(self, ctx: Ctx) -> None:
        card = card_of(ctx, self.on)
        if card is not None:
            set_locked(ctx, card, False)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "unlock {minion}").with_args(minion=self.subject(ctx))


@kind
class Lock(OnCard, frozen=True, tag="lock"):
    def apply(self, ctx: Ctx) -> None:
        card = card_of(ctx, self.on)
        if card is not None:
            set_locked(ctx, card, True)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "lock {minion}").with_args(minion=self.subject(ctx))


@kind
class LockThis(Step, frozen=True, tag="lock_this"):
    """The card used locks: "Lock this location (or equipment...): ..."; a locked card is
    not used so."""

    def can(self, ctx: Ctx) -> Message | None:
        if ctx.card.locked:
            return QT_TRANSLATE_NOOP("vtes", "{card} is locked.").with_args(card=ci.name(ctx.card))
        return None

    def apply(self, ctx: Ctx) -> None:
        set_locked(ctx, ctx.card, True)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "lock {card}").with_args(card=ci.name(ctx.card))


@kind
class Torpor(OnCard, frozen=True, tag="torpor"):
    """A ready vampire goes to torpor (with what it carries)."""

    def can(self, ctx: Ctx) -> Message | None:
        card = card_of(ctx, self.on)
        if self.on != "target" and (card is None or not ci.in_ready(ctx.state, card)):
            return QT_TRANSLATE_NOOP("vtes", "Only a ready vampire goes to torpor.")
        return None

    def apply(self, ctx: Ctx) -> None:
        from ...combat import to_torpor

        card = card_of(ctx, self.on)
        if card is not None and ci.in_ready(ctx.state, card):
            to_torpor(ctx.state, card, ctx.events, ctx.seat)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "send {minion} to torpor").with_args(
            minion=self.subject(ctx)
        )


@kind
class Burn(OnCard, frozen=True, tag="burn"):
    """The card is burned (and what is on it)."""

    def apply(self, ctx: Ctx) -> None:
        card = card_of(ctx, self.on)
        if card is not None:
            from ......core import events as E

            ctx.events.append(
                E.ModuleEvent(
                    seat=ctx.seat,
                    key="fx_burned",
                    args={"cause": ctx.card.catalog or "", "minion": card.catalog or ""},
                )
            )
            hand.burn(ctx.state, card, ctx.events, ctx.seat)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "burn {card}").with_args(card=self.subject(ctx))


@kind
class Draw(Step, frozen=True, tag="draw"):
    """The player draws ``n`` cards from the library."""

    n: int = 1

    def apply(self, ctx: Ctx) -> None:
        from ......core import events as E

        for _ in range(self.n):
            if not hand.draw(ctx.state, ctx.seat, ctx.events):
                break
        ctx.events.append(
            E.ModuleEvent(
                seat=ctx.seat,
                key="fx_drew",
                args={"cause": ctx.card.catalog or "", "seat": ctx.seat, "n": self.n},
            )
        )

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "draw {n} cards").with_args(n=self.n)
