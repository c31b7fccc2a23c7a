"""Delaying Tactics: a reaction in the polling step of a political action that cancels the
referendum, unlocks the acting vampire, gives the political action card that called it
back to its owner (who then discards down to their hand size, their own choice: a
question of :mod:`...asks`) and bars the acting Methuselah's minions from the same
political action for the rest of the turn.

The steps run in the card's order: :class:`CancelReferendum` closes the referendum with
no tally (no passed or failed terms; the impulse goes back to the acting Methuselah's
minion phase, :func:`...stages.decider`) and keeps what the next steps need in the play's
notes.  The bar is kept in ``rules["dl_barred"]`` for the turn it was booked in and read
by :mod:`...actions` (:func:`barred_again`) when an action is declared or offered: the
same political action is the same card by name for a referendum called with a card, or
the same card in play aimed at for one called against a card in play (Anarch Revolt).
"""

from __future__ import annotations

from typing import Any, cast

from ......core import events as E
from ......core.messages import QT_TRANSLATE_NOOP, Message
from ......core.model import Card, State
from ......core.table import move_card
from ....layout import ASH_HEAP, zone
from ... import asks
from ... import cardinfo as ci
from ... import commands as K
from ...data import HAND_SIZE, rules, zone_of
from ...played import records
from ...records import Ask, Referendum
from ...wording import Words
from ..conditions import condition
from ..log import texts
from ..steps import Ctx, Step, kind
from .basics import set_locked

texts(
    {
        "dl_cancelled": QT_TRANSLATE_NOOP("vtes", "As {cause} says: the referendum is cancelled."),
        "dl_returned": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {card} returns to {seat}'s hand."
        ),
        "dl_discarded_down": QT_TRANSLATE_NOOP(
            "vtes", "{seat} discards {card} down to their hand size."
        ),
        "dl_barred": QT_TRANSLATE_NOOP(
            "vtes",
            "As {cause} says: {seat}'s minions cannot take the same political action again this turn.",  # noqa: E501
        ),
    }
)

#: the play's notes: the referendum cancelled, kept for the steps after the cancel
_REF = "dl_referendum"
#: the play's notes: what "the same political action" is (:func:`_action_of`)
_SAME = "dl_same_action"
#: ``rules`` key of the bars: [{"turn", "seat", "what"}]
BARRED = "dl_barred"
#: the question put to the owner of the card returned, over their hand size
DISCARD_DOWN = "dl_discard_down"


def _referendum(ctx: Ctx) -> Referendum | None:
    """The referendum the card is played in (kept once it is cancelled)."""
    kept = ctx.notes.get(_REF)
    return cast(Referendum, kept) if kept is not None else rules(ctx.state)["referendum"]


def _political(ctx: Ctx) -> Referendum | None:
    """The referendum of a political action under way (not a blood hunt), if any."""
    ref = _referendum(ctx)
    return ref if ref is not None and not ref["blood_hunt"] else None


def _called_with(state: State, ref: Referendum) -> tuple[Card | None, Card | None]:
    """``(the political action card that called ref, the card in play it was called
    against)``, as they were booked when it began (:mod:`...resolve`)."""
    for p in records(state):
        if p["scope"] != "referendum" or p["minion"] != ref["minion"] or p["seat"] != ref["caller"]:
            continue
        card = state.cards.get(p["card"])
        if card is None:
            continue
        if p["hand"] and ref["by_card"] and "Political Action" in ci.types(card):
            return card, None
        if not p["hand"] and not ref["by_card"] and p.get("target_card") == p["card"]:
            return None, card
    return None, None


@condition("dl_called_by_card")
def _called_by_card(ctx: Ctx, _: str) -> bool:
    """The referendum under way was called by playing a political action card."""
    ref = _political(ctx)
    return ref is not None and _called_with(ctx.state, ref)[0] is not None


@kind
class CancelReferendum(Step, frozen=True, tag="dl_cancel_referendum"):
    """The referendum of the political action ends at once, with no tally: neither passed
    nor failed, the action over, the acting Methuselah back in their minion phase."""

    def can(self, ctx: Ctx) -> Message | None:
        if _political(ctx) is None:
            return QT_TRANSLATE_NOOP(
                "vtes", "Only usable during the polling step of a political action."
            )
        return None

    def apply(self, ctx: Ctx) -> None:
        r = rules(ctx.state)
        ref = r["referendum"]
        if ref is None:
            return
        ctx.notes[_REF] = ref
        ctx.notes[_SAME] = _action_of(ctx.state, ref)  # before the card changes zones
        r["referendum"] = None
        ctx.events.append(
            E.ModuleEvent(seat=ctx.seat, key="dl_cancelled", args={"cause": ctx.card.catalog})
        )

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "cancel the referendum")


@kind
class UnlockCaller(Step, frozen=True, tag="dl_unlock_caller"):
    """The vampire that called the referendum unlocks."""

    def _caller(self, ctx: Ctx) -> Card | None:
        ref = _political(ctx)
        return ctx.state.cards.get(ref["minion"]) if ref is not None else None

    def apply(self, ctx: Ctx) -> None:
        caller = self._caller(ctx)
        if caller is not None:
            set_locked(ctx, caller, False)

    def words(self, ctx: Ctx) -> Message:
        caller = self._caller(ctx)
        name = ci.name(caller) if caller is not None else "…"
        return QT_TRANSLATE_NOOP("vtes", "unlock {minion}").with_args(minion=name)


@kind
class ReturnCalledCard(Step, frozen=True, tag="dl_return_called_card"):
    """The political action card that called the referendum goes back from the ash heap
    to its owner's hand; an owner then over their hand size discards down, choosing the
    cards (:data:`DISCARD_DOWN`)."""

    def _card(self, ctx: Ctx) -> Card | None:
        ref = _political(ctx)
        return _called_with(ctx.state, ref)[0] if ref is not None else None

    def apply(self, ctx: Ctx) -> None:
        card = self._card(ctx)
        if card is None or card.zone != zone(_owner(card), ASH_HEAP):
            return
        owner = _owner(card)
        catalog = card.catalog
        hand_zone = zone_of(ctx.state, owner, "hand")
        ctx.events.append(move_card(ctx.state, card, hand_zone, face_up=False, seat=owner))
        ctx.events.append(
            E.ModuleEvent(
                seat=ctx.seat,
                key="dl_returned",
                args={"cause": ctx.card.catalog, "card": catalog, "seat": owner},
            )
        )
        over = len(hand_zone.cards) - HAND_SIZE
        asks.push(ctx.state, owner, DISCARD_DOWN, ctx.card.catalog, ctx.seat, over)

    def words(self, ctx: Ctx) -> Message:
        card = self._card(ctx)
        name = ci.name(card) if card is not None else "…"
        return QT_TRANSLATE_NOOP(
            "vtes", "{card} back to its owner's hand (who discards down afterward)"
        ).with_args(card=name)


@kind
class BarSameAction(Step, frozen=True, tag="dl_bar_same_action"):
    """The acting Methuselah's minions may not take the same political action again this
    turn (:func:`barred_again`)."""

    def apply(self, ctx: Ctx) -> None:
        ref = _political(ctx)
        if ref is None:
            return
        what = ctx.notes.get(_SAME)
        if what is None:
            return
        r = rules(ctx.state)
        bars = cast(dict[str, Any], r).setdefault(BARRED, [])
        bars[:] = [b for b in bars if b["turn"] == r["turns"]]
        bars.append({"turn": r["turns"], "seat": ref["caller"], "what": what})
        ctx.events.append(
            E.ModuleEvent(
                seat=ctx.seat,
                key="dl_barred",
                args={"cause": ctx.card.catalog, "seat": ref["caller"]},
            )
        )

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes", "the acting Methuselah's minions cannot take it again this turn"
        )


def _owner(card: Card) -> int:
    return card.owner if card.owner is not None else card.controller or 0


def _action_of(state: State, ref: Referendum) -> str | None:
    """What "the same political action" is for ``ref``: its card by name, or the card in
    play it was called against (None: neither is known)."""
    called, against = _called_with(state, ref)
    if called is not None:
        return f"card:{called.catalog}"
    return f"against:{against.id}" if against is not None else None


def barred_again(state: State, cmd: K.Act) -> Message | None:
    """Why the political action ``cmd`` declares may not be taken now (a card barred its
    Methuselah's minions from it this turn), else None."""
    if cmd.kind != K.POLITICAL:
        return None
    r = rules(state)
    bars = cast(dict[str, Any], r).get(BARRED) or []
    if not bars:
        return None
    card = state.cards.get(cmd.card) if cmd.card is not None else None
    if card is not None:
        what = f"card:{card.catalog}"
    elif cmd.target_card is not None:
        what = f"against:{cmd.target_card}"
    else:
        return None
    for bar in bars:
        if bar["turn"] == r["turns"] and bar["seat"] == cmd.seat and bar["what"] == what:
            return QT_TRANSLATE_NOOP(
                "vtes", "Your minions cannot take that political action again this turn."
            )
    return None


# -- the owner discards down -----------------------------------------------------------------


def _over_hand(state: State, ask: Ask) -> list[tuple[int, int | None]]:
    """Any card of the owner's hand while it holds more than the hand size (none: the
    question is dropped)."""
    cards = zone_of(state, ask["seat"], "hand").cards
    return [(0, c) for c in cards] if len(cards) > HAND_SIZE else []


def _discard_down(state: State, ask: Ask, choice: int, card: int | None, out: list[E.Event]):
    """The chosen card goes to the ash heap; a card discarded down is not replaced."""
    assert card is not None
    seat = ask["seat"]
    discarded = state.cards[card]
    out.append(
        E.ModuleEvent(
            seat=seat,
            key="dl_discarded_down",
            args={"seat": seat, "card": discarded.catalog},
        )
    )
    heap = state.zones[zone(_owner(discarded), ASH_HEAP)]
    out.append(move_card(state, discarded, heap, face_up=True, seat=seat))


def _discard_down_words(w: Words, ask: Ask, choice: int, card: int | None) -> Message:
    return QT_TRANSLATE_NOOP("vtes", "Discard {card} (down to your hand size)").with_args(
        card=w.card(card)
    )


asks.kind(
    DISCARD_DOWN,
    asks.AskKind(_over_hand, _discard_down, _discard_down_words, discards_down=True),
)
