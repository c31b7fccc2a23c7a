"""What an own action (:mod:`.own_actions`) leaves its Methuselah to choose right after it
succeeds: the card a search of the library finds (Dominica, Sakhar), the card of the hand
given for one of the ash heap (Lenelle), each with ``vtes_use`` of the card that acted.

A search marks the library cards it may find as known to the searching Methuselah alone
(a Looked event for that seat: nobody else learns which or where they are); that
Methuselah reveals one and keeps it (discarding at once if the hand is full), or finds
nothing, or goes on with the game: either way the library is shuffled, so what was seen of
its order is worth nothing.  The rules data, public, names no hidden card.
"""

from __future__ import annotations

from typing import Any, cast

from ......core import commands as C
from ......core import events as E
from ......core.messages import QT_TRANSLATE_NOOP, Message
from ......core.model import SPECTATOR, Card, State
from ......core.rng import Rng
from ......core.table import Outcome, do_shuffle, move_card
from ....layout import ASH_HEAP, LIBRARY, zone
from ... import cardinfo as ci
from ...data import HAND_SIZE, rules, zone_of
from ..conditions import condition
from ..log import texts
from ..selectors import chosen, selector
from ..steps import Aim, Ctx, Step, kind
from .own_effects import aimed, aimed_name

texts(
    {
        "ow_found": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {seat} reveals {card} from their library."
        ),
        "ow_exchanged": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {seat} takes {card} from their ash heap into their hand."
        ),
    }
)

#: the ``rules`` key of the choice left open: seat, turn, minion, source, what and the
#: ash heap card of an exchange
PENDING = "ow_pending"
SEARCH, EXCHANGE = "search", "exchange"


def _pending(state: State) -> dict[str, Any] | None:
    found = cast(dict[str, Any], rules(state)).get(PENDING)
    return cast(dict[str, Any], found) if found is not None else None


def _open(state: State) -> dict[str, Any] | None:
    """The choice left open, while it is still the moment right after its action."""
    from ..moments import SUCCESS, last

    pending = _pending(state)
    moment = last(state, SUCCESS)
    if pending is None or moment is None or moment["minion"] != pending["minion"]:
        return None
    if rules(state)["phase"] != "minion" or pending["turn"] != rules(state)["turns"]:
        return None
    return pending


def _fits_search(card: Card, what: str) -> bool:
    rec = ci.record(card)
    if rec is None:
        return False
    if what == "equipment":
        return "Equipment" in rec.types
    if what == "discipline":
        from .childe import discipline_master  # that module reads this one

        return discipline_master(card)
    first = rec.text.splitlines()[0].casefold() if rec.text else ""
    return "Master" in rec.types and "archetype" in first


def _library(state: State, seat: int) -> list[Card]:
    return [state.cards[c] for c in state.zones[zone(seat, LIBRARY)].cards]


def _found(state: State, pending: dict[str, Any]) -> list[Card]:
    """The library cards the open search may find (each known to the searcher)."""
    seat, what = pending["seat"], pending["what"].partition(":")[2]
    return [c for c in _library(state, seat) if _fits_search(c, what)]


def _shuffle_library(state: State, seat: int, out: list[E.Event]) -> None:
    """The library shuffled (each card a new id, known to nobody: :func:`...table.do_shuffle`)."""
    library = state.zones[zone(seat, LIBRARY)]
    do_shuffle(state, C.Shuffle(seat=seat, zone=library.id), Outcome(events=out), Rng(state.rng))


def close_pending(state: State, out: list[E.Event]) -> None:
    """After every command: a choice whose moment is over is dropped (a search's library is
    shuffled then)."""
    pending = _pending(state)
    if pending is None or _open(state) is not None:
        return
    cast(dict[str, Any], rules(state)).pop(PENDING, None)
    if pending["what"].startswith(SEARCH):
        _shuffle_library(state, pending["seat"], out)


@condition("ow_pending")
def _is_pending(ctx: Ctx, what: str) -> bool:
    """This card's search (``search``) or exchange (``exchange``) is left to choose now."""
    pending = _open(ctx.state)
    return (
        pending is not None
        and pending["seat"] == ctx.seat
        and pending["source"] == ctx.card.id
        and pending["what"].startswith(what)
    )


@selector("ow_searched")
def _searched(ctx: Ctx) -> list[Card]:
    pending = _open(ctx.state)
    return _found(ctx.state, pending) if pending is not None and pending["seat"] == ctx.seat else []


@selector("ow_hand_card")
def _hand(ctx: Ctx) -> list[Card]:
    return [ctx.state.cards[c] for c in zone_of(ctx.state, ctx.seat, "hand").cards]


@selector("ow_ash_library_card")
def _ash_library(ctx: Ctx) -> list[Card]:
    """A library card in the player's ash heap."""
    heap = ctx.state.zones[zone(ctx.seat, ASH_HEAP)].cards
    cards = [ctx.state.cards[c] for c in heap]
    return [c for c in cards if ci.record(c) is not None and not _crypt_card(c)]


def _crypt_card(card: Card) -> bool:
    rec = ci.record(card)
    return rec is not None and bool({"Vampire", "Imbued"} & set(rec.types))


def _leave_open(ctx: Ctx, what: str, card: int | None = None) -> None:
    minion = ctx.minion.id if ctx.minion is not None else None
    cast(dict[str, Any], rules(ctx.state))[PENDING] = {
        "seat": ctx.seat,
        "turn": rules(ctx.state)["turns"],
        "minion": minion,
        "source": ctx.card.id,
        "what": what,
        "card": card,
    }


_SEARCH_WORDS = {
    "archetype": QT_TRANSLATE_NOOP(
        "vtes",
        "search your library for a master archetype card, reveal it and move it to your hand",
    ),
    "equipment": QT_TRANSLATE_NOOP(
        "vtes", "search your library for an equipment card, reveal it and move it to your hand"
    ),
    "discipline": QT_TRANSLATE_NOOP(
        "vtes",
        "you may search your library (shuffle afterward), hand and ash heap for a Discipline "
        "master card to put on the new vampire",
    ),
}


@kind
class Search(Step, frozen=True, tag="ow_search"):
    """The player searches their library for a card of ``what`` ("archetype": a master
    archetype card; "equipment"), chosen right after with :class:`TakeSearched`."""

    what: str

    def __post_init__(self) -> None:
        if self.what not in _SEARCH_WORDS:
            raise ValueError(f"what is one of {', '.join(_SEARCH_WORDS)}, not {self.what!r}")

    def apply(self, ctx: Ctx) -> None:
        _leave_open(ctx, f"{SEARCH}:{self.what}")
        pending = _pending(ctx.state)
        assert pending is not None
        found = _found(ctx.state, pending)
        for card in found:
            if ctx.seat not in card.known_to:
                card.known_to.append(ctx.seat)
        library = ctx.state.zones[zone(ctx.seat, LIBRARY)]
        ctx.events.append(
            E.Looked(
                seat=ctx.seat, zone=library.id, cards=[c.id for c in found],
                catalogs=[c.catalog for c in found], audience=[ctx.seat],
            )
        )  # fmt: skip

    def words(self, ctx: Ctx) -> Message:
        return _SEARCH_WORDS[self.what]


def _revealed(ctx: Ctx) -> Card | None:
    """The card the open search has found and revealed (still in the library), if any."""
    pending = _open(ctx.state)
    card_id = pending.get("card") if pending is not None else None
    card = ctx.state.cards.get(card_id) if card_id is not None else None
    library = ctx.state.zones[zone(ctx.seat, LIBRARY)]
    return card if card is not None and card.zone == library.id else None


_SEARCHING = QT_TRANSLATE_NOOP("vtes", "Nothing is being searched for now.")


@kind
class TakeSearched(Step, frozen=True, tag="ow_take_searched"):
    """The card found (aimed at) is revealed to all; :class:`KeepFound` then moves it to
    the hand."""

    def can(self, ctx: Ctx) -> Message | None:
        pending = _open(ctx.state)
        if pending is None or pending.get("card") is not None:
            return _SEARCHING
        return None

    def aiming(self) -> Aim:
        return "card"

    def aims(self, ctx: Ctx) -> list[int]:
        return chosen(ctx, "ow_searched")

    def apply(self, ctx: Ctx) -> None:
        card, pending = aimed(ctx), _open(ctx.state)
        library = ctx.state.zones[zone(ctx.seat, LIBRARY)]
        if card is None or pending is None or card.zone != library.id:
            return
        card.known_to = [s.index for s in ctx.state.seats] + [SPECTATOR]
        ctx.events.append(
            E.Revealed(
                seat=ctx.seat, zone=library.id, indexes=[library.cards.index(card.id)],
                cards=[card.id], catalogs=[card.catalog],
            )
        )  # fmt: skip
        args = {"cause": ctx.card.catalog or "", "seat": ctx.seat, "card": card.catalog or ""}
        ctx.events.append(E.ModuleEvent(seat=ctx.seat, key="ow_found", args=args))
        pending["card"] = card.id

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "reveal {card} from your library").with_args(
            card=aimed_name(ctx)
        )


def _room(ctx: Ctx) -> bool:
    """Whether the hand can take one card more without going above its size (V-HAND-03)."""
    from .between_unlocks import held_back

    held = len(zone_of(ctx.state, ctx.seat, "hand").cards)
    return held + 1 + held_back(ctx.state, ctx.seat) <= HAND_SIZE


@kind
class KeepFound(Step, frozen=True, tag="ow_keep_found"):
    """The card revealed goes to the hand and the library is shuffled; a full hand discards
    at once the card aimed at (one of the hand, or the card found itself: V-HAND-03)."""

    def can(self, ctx: Ctx) -> Message | None:
        return None if _revealed(ctx) is not None else _SEARCHING

    def aiming(self) -> Aim:
        return "card"

    def aims(self, ctx: Ctx) -> list[int]:
        found = _revealed(ctx)
        if found is None:
            return []
        if _room(ctx):
            return [found.id]
        return [*chosen(ctx, "ow_hand_card"), found.id]

    def apply(self, ctx: Ctx) -> None:
        found, chosen_card = _revealed(ctx), aimed(ctx)
        if found is None or chosen_card is None:
            return
        hand_zone = zone_of(ctx.state, ctx.seat, "hand")
        heap = ctx.state.zones[zone(ctx.seat, ASH_HEAP)]
        full = not _room(ctx)
        if full and chosen_card.zone == hand_zone.id:
            ctx.events.append(move_card(ctx.state, chosen_card, heap, face_up=True, seat=ctx.seat))
        if full and chosen_card.id == found.id:
            ctx.events.append(move_card(ctx.state, found, heap, face_up=True, seat=ctx.seat))
        else:
            ctx.events.append(move_card(ctx.state, found, hand_zone, face_up=False, seat=ctx.seat))
        _end(ctx)

    def words(self, ctx: Ctx) -> Message:
        found, chosen_card = _revealed(ctx), aimed(ctx)
        name = ci.name(found) if found is not None else "…"
        if chosen_card is None or found is None or chosen_card.id != found.id:
            return QT_TRANSLATE_NOOP(
                "vtes", "discard {card} and move {found} to your hand; shuffle your library"
            ).with_args(card=aimed_name(ctx), found=name)
        if _room(ctx):
            return QT_TRANSLATE_NOOP(
                "vtes", "move {found} to your hand; shuffle your library"
            ).with_args(found=name)
        return QT_TRANSLATE_NOOP(
            "vtes", "discard {found} at once (your hand is full); shuffle your library"
        ).with_args(found=name)


def _end(ctx: Ctx) -> None:
    cast(dict[str, Any], rules(ctx.state)).pop(PENDING, None)
    _shuffle_library(ctx.state, ctx.seat, ctx.events)


@kind
class EndSearch(Step, frozen=True, tag="ow_end_search"):
    """The search finds nothing: the library is shuffled and the search is over."""

    def can(self, ctx: Ctx) -> Message | None:
        pending = _open(ctx.state)
        if pending is None or pending.get("card") is not None:
            return _SEARCHING
        return None

    def apply(self, ctx: Ctx) -> None:
        _end(ctx)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "find nothing; shuffle your library")


@kind
class ExchangeFor(Step, frozen=True, tag="ow_exchange_for"):
    """The library card of the ash heap aimed at will be exchanged for a card of the hand,
    chosen right after with :class:`ExchangeHandCard` (a hand to give is needed)."""

    def can(self, ctx: Ctx) -> Message | None:
        if not zone_of(ctx.state, ctx.seat, "hand").cards:
            return QT_TRANSLATE_NOOP("vtes", "You have no card in hand to exchange.")
        return None

    def apply(self, ctx: Ctx) -> None:
        _leave_open(ctx, EXCHANGE, ctx.target_card)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "exchange a card from your hand for {card}").with_args(
            card=aimed_name(ctx)
        )


def _exchanged(ctx: Ctx) -> Card | None:
    """The ash heap card of the open exchange, if it is still there."""
    pending = _open(ctx.state)
    card_id = pending.get("card") if pending is not None else None
    card = ctx.state.cards.get(card_id) if card_id is not None else None
    heap = ctx.state.zones[zone(ctx.seat, ASH_HEAP)]
    return card if card is not None and card.zone == heap.id else None


@kind
class ExchangeHandCard(Step, frozen=True, tag="ow_exchange_hand_card"):
    """The card of the hand aimed at goes to the ash heap, the one the action named comes
    to the hand."""

    def aiming(self) -> Aim:
        return "card"

    def aims(self, ctx: Ctx) -> list[int]:
        return chosen(ctx, "ow_hand_card")

    def apply(self, ctx: Ctx) -> None:
        given, taken = aimed(ctx), _exchanged(ctx)
        cast(dict[str, Any], rules(ctx.state)).pop(PENDING, None)
        hand_zone = zone_of(ctx.state, ctx.seat, "hand")
        if given is None or taken is None or given.zone != hand_zone.id:
            return
        heap = ctx.state.zones[zone(ctx.seat, ASH_HEAP)]
        ctx.events.append(move_card(ctx.state, given, heap, face_up=True, seat=ctx.seat))
        args = {"cause": ctx.card.catalog or "", "seat": ctx.seat, "card": taken.catalog or ""}
        ctx.events.append(E.ModuleEvent(seat=ctx.seat, key="ow_exchanged", args=args))
        ctx.events.append(move_card(ctx.state, taken, hand_zone, face_up=False, seat=ctx.seat))

    def words(self, ctx: Ctx) -> Message:
        taken = _exchanged(ctx)
        return QT_TRANSLATE_NOOP(
            "vtes", "put {card} in your ash heap and take {taken} into your hand"
        ).with_args(card=aimed_name(ctx), taken=ci.name(taken) if taken is not None else "…")
