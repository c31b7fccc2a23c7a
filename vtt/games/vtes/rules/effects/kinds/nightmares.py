"""Week of Nightmares: a master card in play that changes every Ravnos at the table.

Its bonuses go to every Ravnos (:class:`..standing.Bonus` with ``to``); while it is in
play a Ravnos does not take the basic hunt (:class:`NoBasicHunt`, read by
:mod:`...actions` through :func:`hunt_replaced`) but the hunt action its text gives
(an ``ow_action`` of kind hunt: :class:`StealBlood` from another Ravnos).  It comes in
with its nightmare counters (:class:`NightmaresIn`); each Methuselah moves one to a
Ravnos in their own unlock phase (:class:`MoveNightmare`, a use any Methuselah may
make); once the card has none, each Ravnos pays for the ones it carries and the card
and the counters are burned (:func:`_week_ends`).
"""

from __future__ import annotations

from ......core import events as E
from ......core.messages import QT_TRANSLATE_NOOP, Message
from ......core.model import Card, State
from ....layout import READY, TORPOR, zone
from ... import cardinfo as ci
from ... import hand, tokens
from ..catalog import effects_of
from ..log import texts
from ..selectors import selector
from ..steps import Aim, Ctx, Step, kind

texts(
    {
        "ni_counters": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {card} has {value} nightmare counters."
        ),
        "ni_stolen": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {card}'s blood {delta} ({value})."
        ),
        "ni_paid": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {card} burns {n} blood, 1 for each nightmare counter."
        ),
        "ni_burned": QT_TRANSLATE_NOOP(
            "vtes",
            "As {cause} says: {minion} cannot pay for its nightmare counters and is burned.",
        ),
        "ni_week_over": QT_TRANSLATE_NOOP(
            "vtes", "{cause} has no counters left: it is burned with the nightmare counters."
        ),
    }
)

#: the key of a nightmare counter (on the card and on a Ravnos; no blood, the bank does
#: not count it)
NIGHTMARE = "nightmare"


def _ravnos(card: Card) -> bool:
    rec = ci.record(card)
    return ci.is_vampire(card) and rec is not None and rec.clan == "Ravnos"


def _ravnos_in_play(state: State) -> list[Card]:
    """The Ravnos in any ready region or in torpor, in the table's order."""
    out = []
    for seat in state.seats:
        for region in (READY, TORPOR):
            for card_id in state.zones[zone(seat.index, region)].cards:
                card = state.cards[card_id]
                if card.face_up and card.attached_to is None and _ravnos(card):
                    out.append(card)
    return out


@selector("ni_ravnos")
def _every_ravnos(ctx: Ctx) -> list[Card]:
    return _ravnos_in_play(ctx.state)


@selector("ni_other_ravnos")
def _other_ravnos(ctx: Ctx) -> list[Card]:
    acting = ctx.minion.id if ctx.minion is not None else None
    return [c for c in _ravnos_in_play(ctx.state) if c.id != acting]


def _aimed(ctx: Ctx) -> Card | None:
    return ctx.state.cards.get(ctx.target_card) if ctx.target_card is not None else None


def _in_play(state: State, card: Card) -> bool:
    return ci.in_ready(state, card) or ci.in_torpor(state, card)


@kind
class NightmaresIn(Step, frozen=True, tag="ni_nightmares_in"):
    """The card comes into play with ``n`` nightmare counters."""

    n: int = 10

    def apply(self, ctx: Ctx) -> None:
        if ctx.card.zone == zone(ctx.seat, READY):
            tokens.set_counter(
                ctx.state, ctx.card, NIGHTMARE, self.n, ctx.events, ctx.seat, "ni_counters",
                cause=ctx.card.catalog or "",
            )  # fmt: skip

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "put it in play with {n} nightmare counters").with_args(
            n=self.n
        )


@kind
class NoBasicHunt(Step, frozen=True, tag="ni_no_basic_hunt"):
    """While in play: vampires of ``clan`` do not hunt as normal (:func:`hunt_replaced`)."""

    clan: str

    def apply(self, ctx: Ctx) -> None:  # read by :func:`hunt_replaced`
        return None

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "{clan} do not hunt as normal").with_args(clan=self.clan)


def hunt_replaced(state: State, minion: Card) -> bool:
    """Whether a card in play bars ``minion``'s basic hunt ("Ravnos ... do not hunt as
    normal"): they take the hunt action the card gives instead."""
    rec = ci.record(minion)
    if rec is None or not rec.clan or not ci.is_vampire(minion):
        return False
    for seat in state.seats:
        for card_id in state.zones[zone(seat.index, READY)].cards:
            card = state.cards[card_id]
            if not card.face_up or card.attached_to is not None or not card.catalog:
                continue
            entry = effects_of(card.catalog)
            script = entry.any if entry is not None else None
            for step in script.in_play if script is not None else ():
                if isinstance(step, NoBasicHunt) and step.clan == rec.clan:
                    return True
    return False


@kind
class StealBlood(Step, frozen=True, tag="ni_steal_blood"):
    """``n`` blood moves from the vampire aimed at to the acting one (up to its capacity;
    what it cannot hold goes to the bank)."""

    n: int = 1

    def aiming(self) -> Aim:
        return "card"

    def can(self, ctx: Ctx) -> Message | None:
        if _aimed(ctx) is None:
            return QT_TRANSLATE_NOOP("vtes", "Say which card the card is aimed at.")
        return None

    def apply(self, ctx: Ctx) -> None:
        victim, thief = _aimed(ctx), ctx.minion
        if victim is None or thief is None:
            return
        if not (_in_play(ctx.state, victim) and _in_play(ctx.state, thief)):
            return  # gone from play by the time the action succeeded
        n = min(self.n, victim.counters.get("blood", 0))
        if not n:
            return
        cause = ctx.card.catalog or ""
        tokens.add_counter(
            ctx.state, victim, "blood", -n, ctx.events, ctx.seat, "ni_stolen",
            cause=cause,
        )  # fmt: skip
        room = max(0, ci.capacity_now(ctx.state, thief) - thief.counters.get("blood", 0))
        if min(n, room):
            tokens.add_counter(
                ctx.state, thief, "blood", min(n, room), ctx.events, ctx.seat, "ni_stolen",
                cause=cause,
            )  # fmt: skip

    def words(self, ctx: Ctx) -> Message:
        victim = _aimed(ctx)
        return QT_TRANSLATE_NOOP("vtes", "steal {n} blood from {minion}").with_args(
            n=self.n, minion=ci.name(victim) if victim is not None else "…"
        )


@kind
class MoveNightmare(Step, frozen=True, tag="ni_move_nightmare"):
    """1 nightmare counter moves from this card to the Ravnos aimed at; once the card has
    none, the week ends (:func:`_week_ends`)."""

    def aiming(self) -> Aim:
        return "card"

    def aims(self, ctx: Ctx) -> list[int]:
        return [c.id for c in _ravnos_in_play(ctx.state)]

    def can(self, ctx: Ctx) -> Message | None:
        if ctx.card.counters.get(NIGHTMARE, 0) < 1:
            return QT_TRANSLATE_NOOP("vtes", "{card} has no nightmare counter left.").with_args(
                card=ci.name(ctx.card)
            )
        return None  # the aim is checked against :meth:`aims` by the framework

    def apply(self, ctx: Ctx) -> None:
        aim = _aimed(ctx)
        if aim is None:
            return
        cause = ctx.card.catalog or ""
        left = ctx.card.counters.get(NIGHTMARE, 0) - 1
        tokens.set_counter(
            ctx.state, ctx.card, NIGHTMARE, left, ctx.events, ctx.seat, "ni_counters",
            cause=cause,
        )  # fmt: skip
        now = aim.counters.get(NIGHTMARE, 0) + 1
        tokens.set_counter(
            ctx.state, aim, NIGHTMARE, now, ctx.events, ctx.seat, "ni_counters",
            cause=cause,
        )  # fmt: skip
        if left == 0:
            _week_ends(ctx.state, ctx.card, ctx.events, ctx.seat)

    def words(self, ctx: Ctx) -> Message:
        aim = _aimed(ctx)
        return QT_TRANSLATE_NOOP("vtes", "move 1 nightmare counter to {minion}").with_args(
            minion=ci.name(aim) if aim is not None else "…"
        )


def _week_ends(state: State, card: Card, out: list[E.Event], actor: int) -> None:
    """The card has no counters: each Ravnos burns 1 blood for each nightmare counter on
    it, or is burned when it has not that much blood; then the card and every nightmare
    counter are burned."""
    cause = card.catalog or ""
    for ravnos in [c for c in state.cards.values() if c.counters.get(NIGHTMARE, 0)]:
        owed = ravnos.counters[NIGHTMARE]
        tokens.set_counter(state, ravnos, NIGHTMARE, 0, out, actor)
        if not _in_play(state, ravnos):
            continue
        if ravnos.counters.get("blood", 0) >= owed:
            tokens.add_counter(state, ravnos, "blood", -owed, out, actor, "ni_paid", cause=cause)
        else:
            args = {"cause": cause, "minion": ravnos.catalog or ""}
            out.append(E.ModuleEvent(seat=actor, key="ni_burned", args=args))
            hand.burn(state, ravnos, out, actor)
    out.append(E.ModuleEvent(seat=actor, key="ni_week_over", args={"cause": cause}))
    hand.burn(state, card, out, actor)
