"""Setting up a VTES game (vtes.md §3): seating, decks, 30 pool, 4 uncontrolled, 7 in hand.

A seat's deck is a decklist text, a preconstructed deck id (``vtes:precon:v5-pm``) or empty,
which deals a random Fifth Edition starter.  Every draw of chance comes from ``state.rng``;
card instance ids are minted after the shuffles, so an id tells nothing about a card.
"""

from __future__ import annotations

from ...core.decks import DeckReport
from ...core.model import Card, State
from ...core.module import GameSpec
from ...core.rng import Rng
from .cards import STARTERS, CardDb
from .decklists import parse_deck
from .faces import CRYPT_BACK, LIBRARY_BACK
from .layout import CRYPT, EDGE, HAND_KEY, LIBRARY, UNCONTROLLED, zone
from .precons import PRECON_PREFIX, precon_report

STARTING_POOL = 30
UNCONTROLLED_START = 4
HAND_SIZE = 7
#: state.data key: per seat, whether playing a card from hand draws a replacement
REFILL = "refill"
#: GameSpec option: shuffle the seating (True) or seat the players as listed (False, the
#: default: "as listed" means as listed, in the app, a script's first line and a LAN game)
RANDOM_SEATING = "random_seating"


def seat_deck(deck: str, db: CardDb) -> DeckReport:
    """The decklist of a seat's non-empty deck string (a preconstructed deck id or a
    decklist text); ValueError for an unknown preconstructed deck."""
    text = deck.strip()
    if text.startswith(PRECON_PREFIX) and "\n" not in text:
        try:
            return precon_report(text, db=db)
        except KeyError:
            raise ValueError(f"there is no preconstructed deck '{text}'") from None
    return parse_deck(text, db=db)


def deck_catalogs(deck: str, rng: Rng, db: CardDb) -> tuple[list[str], list[str], str]:
    """``(crypt catalogue ids, library catalogue ids, deck name)`` of a seat's deck string
    (an empty one deals a random starter); ValueError with a readable reason when it holds
    no card."""
    if not deck.strip():
        deck = PRECON_PREFIX + STARTERS[rng.below(len(STARTERS))]
    report = seat_deck(deck, db)
    crypt = [e.catalog for e in report.entries if e.section == "crypt" for _ in range(e.count)]
    library = [e.catalog for e in report.entries if e.section == "library" for _ in range(e.count)]
    if not crypt or not library:
        raise ValueError("a VTES deck needs crypt and library cards")
    return crypt, library, report.name


def deal(state: State, spec: GameSpec, db: CardDb) -> None:
    rng = Rng(state.rng)
    order = list(range(len(state.seats)))
    if spec.options.get(RANDOM_SEATING, False):
        rng.shuffle(order)
    state.seating = order
    state.data[REFILL] = [True] * len(state.seats)
    for seat, seat_spec in zip(state.seats, spec.seats, strict=True):
        try:
            crypt, library, _ = deck_catalogs(seat_spec.deck, rng, db)
        except ValueError as exc:
            raise ValueError(f"seat {seat.index + 1} ({seat.name}): {exc}") from None
        rng.shuffle(crypt)
        rng.shuffle(library)
        _fill(state, zone(seat.index, CRYPT), crypt, seat.index, CRYPT_BACK)
        _fill(state, zone(seat.index, LIBRARY), library, seat.index, LIBRARY_BACK)
        _deal_top(
            state,
            zone(seat.index, CRYPT),
            zone(seat.index, UNCONTROLLED),
            UNCONTROLLED_START,
            face_up=False,
        )
        _deal_top(
            state, zone(seat.index, LIBRARY), zone(seat.index, HAND_KEY), HAND_SIZE, face_up=True
        )
        seat.counters["pool"] = STARTING_POOL
        seat.counters["vp"] = 0
    state.tokens[EDGE].holder = None
    state.turn.active = order[0]


def _fill(state: State, zone_id: str, catalogs: list[str], owner: int, back: str) -> None:
    pile = state.zones[zone_id]
    for catalog in catalogs:
        card = Card(
            id=state.mint_id(),
            catalog=catalog,
            zone=zone_id,
            owner=owner,
            controller=owner,
            face_up=False,
            back=back,
        )
        state.cards[card.id] = card
        pile.cards.append(card.id)


def _deal_top(state: State, src: str, dst: str, n: int, *, face_up: bool) -> None:
    pile, target = state.zones[src], state.zones[dst]
    for i, card_id in enumerate(pile.cards[:n]):
        card = state.cards[card_id]
        card.zone = dst
        card.face_up = face_up
        if target.kind == "region":
            card.x, card.y = 8.0 + 75.0 * i, 6.0
        target.cards.append(card_id)
    del pile.cards[:n]
