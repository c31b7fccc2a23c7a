"""A search of a Methuselah's own library for an equipment card to put on one of its
minions ("Search your library for an equipment card and equip this vampire with it
(requirements and cost apply as normal; shuffle afterward)": Magic of the Smith).

A card's step makes the seat owe the search (:func:`.hand_size.owe` with ``"equip"``); the
game then waits for it at the stage ``"hand"`` where ``vtes_search_library`` names the card
found by its catalogue id (the searcher sees its library, the others only the card that
comes out) or none.  The card found must meet its requirements with the minion, which pays
its cost; it comes into play on the minion as if equipped by an action, and the library is
shuffled.
"""

from __future__ import annotations

from typing import NoReturn

from ....core import commands as C
from ....core import events as E
from ....core.messages import QT_TRANSLATE_NOOP, Message, Rejected, reject
from ....core.model import Card, State
from ....core.rng import Rng
from ....core.table import Outcome, do_shuffle, move_card
from ..layout import READY, zone
from . import cardinfo as ci
from . import commands as K
from . import hand_size, legality, tokens
from .data import zone_of
from .effects.log import texts
from .refuse import not_now
from .spec import CommandSpec, Stage, stages
from .wording import Words

SEARCH_HEADING = QT_TRANSLATE_NOOP("vtes", "Search your library")
texts(
    {
        "li_found": QT_TRANSLATE_NOOP(
            "vtes", "{seat} finds {card} in their library and equips {minion} with it."
        ),
        "li_found_none": QT_TRANSLATE_NOOP("vtes", "{seat} finds no equipment in their library."),
    }
)


def _searcher(state: State, seat: int) -> Card | None:
    """The minion the search of ``seat`` equips (None: nothing owed, or the minion is no
    longer ready and theirs)."""
    owes = hand_size.due(state, seat)
    if not owes or owes["to"] != "equip":
        return None
    minion = state.cards.get(owes["minion"])
    if minion is None or minion.controller != seat or not ci.in_ready(state, minion):
        return None
    return minion


def _equipment(state: State, seat: int) -> list[Card]:
    library = zone_of(state, seat, "deck")
    return [state.cards[c] for c in library.cards if "Equipment" in ci.types(state.cards[c])]


def _refusal(state: State, seat: int, card: Card, minion: Card) -> Message | None:
    why = legality.found_card_refusal(state, seat, card, minion)
    if why is not None:
        return why
    pool, blood = ci.cost(card, 0)
    if pool > state.seats[seat].counters.get("pool", 0) or blood > minion.counters.get("blood", 0):
        return QT_TRANSLATE_NOOP("vtes", "{minion} cannot pay for {card}.").with_args(
            minion=ci.name(minion), card=ci.name(card)
        )
    return None


def search(state: State, cmd: K.SearchLibrary, out: Outcome) -> None:
    owes = hand_size.due(state, cmd.seat)
    if not owes or owes["to"] != "equip":
        raise reject(QT_TRANSLATE_NOOP("vtes", "You have no library to search now."))
    minion = _searcher(state, cmd.seat)
    found = None
    if cmd.catalog:
        found = next((c for c in _equipment(state, cmd.seat) if c.catalog == cmd.catalog), None)
        if found is None or minion is None:
            raise reject(QT_TRANSLATE_NOOP("vtes", "Your library holds no such equipment."))
        why = _refusal(state, cmd.seat, found, minion)
        if why is not None:
            raise Rejected(why)  # the message keeps its arguments
    if found is not None and minion is not None:
        _equip(state, cmd.seat, minion, found, out.events)
    else:
        args = {"seat": cmd.seat}
        out.events.append(E.ModuleEvent(seat=cmd.seat, key="li_found_none", args=args))
    hand_size.paid_one(state, cmd.seat)
    library = zone_of(state, cmd.seat, "deck")
    do_shuffle(state, C.Shuffle(seat=cmd.seat, zone=library.id), out, Rng(state.rng))


def _equip(state: State, seat: int, minion: Card, card: Card, out: list[E.Event]) -> None:
    """``card`` comes into play on ``minion``, paid for, then what it does as it enters."""
    from .effects.kinds import permanents  # the kinds read the engine's modules

    pool, blood = ci.cost(card, 0)
    tokens.add_pool(state, seat, -pool, out, seat, "paid_pool", cause=card.catalog)
    if blood:
        tokens.add_counter(state, minion, "blood", -blood, out, seat, "paid", cause=card.catalog)
    ready = state.zones[zone(seat, READY)]
    out.append(
        move_card(state, card, ready, face_up=True, x=minion.x + 8, y=minion.y + 14, seat=seat)
    )
    card.attached_to = minion.id
    args = {"seat": seat, "card": card.catalog or "", "minion": minion.catalog or ""}
    out.append(E.ModuleEvent(seat=seat, key="li_found", args=args))
    permanents.entered(state, seat, minion, card, False, out)


def _not_now(state: State, cmd: K.SearchLibrary) -> NoReturn:
    owes = hand_size.due(state, cmd.seat)
    if not owes or owes["to"] != "equip":
        raise reject(QT_TRANSLATE_NOOP("vtes", "You have no library to search now."))
    not_now()


def _offers(state: State, seat: int, stage: Stage) -> list[C.Command]:
    owes = hand_size.due(state, seat)
    if not owes or owes["to"] != "equip":
        return []
    minion = _searcher(state, seat)
    found: list[str] = []
    for card in _equipment(state, seat) if minion is not None else []:
        if card.catalog and card.catalog not in found:
            if minion is not None and _refusal(state, seat, card, minion) is None:
                found.append(card.catalog)
    out: list[C.Command] = [K.SearchLibrary(seat=seat, catalog=c) for c in found]
    return out + [K.SearchLibrary(seat=seat)]


def _words(w: Words, cmd: K.SearchLibrary) -> Message:
    if not cmd.catalog:
        return QT_TRANSLATE_NOOP("vtes", "Find no equipment (the library is shuffled)")
    owes = hand_size.first_owed(w.rules, cmd.seat)
    return QT_TRANSLATE_NOOP("vtes", "Equip {minion} with {card} from your library").with_args(
        minion=w.card(owes.get("minion")), card=w.module.card_name(cmd.catalog, w.language)
    )


SPECS = (
    CommandSpec(
        K.SearchLibrary,
        stages("hand"),
        search,
        _not_now,
        _words,
        SEARCH_HEADING,
        _offers,
    ),
)
