"""Cards leaving the hand and their replacement (vtes.md §13.1 V-HAND-02): whenever a
library card is played from hand, the top card of the library replaces it at once (unless
the player switched the automatic replacement off for a card that says otherwise)."""

from __future__ import annotations

from ....core import events as E
from ....core.messages import QT_TRANSLATE_NOOP, reject
from ....core.model import Card, State
from ....core.table import card_of, move_card
from ....core.visibility import seers
from ..layout import ASH_HEAP, zone
from ..setup import REFILL
from . import cardinfo as ci
from . import tokens
from .data import zone_of


def hand_card(state: State, seat: int, card_id: int | None) -> Card:
    card = card_of(state, card_id)
    hand = zone_of(state, seat, "hand")
    if hand is None or card.zone != hand.id:
        raise reject(QT_TRANSLATE_NOOP("vtes", "That card is not in your hand."))
    return card


def replace(state: State, seat: int, out: list[E.Event]) -> None:
    """Draw the replacement of a card played from ``seat``'s hand (unless its player
    draws replacements by hand, or a card in play burns a counter instead)."""
    from .effects.kinds.library import counter_instead_of_replacement  # kinds import this

    if counter_instead_of_replacement(state, seat, out):
        return
    if state.data.get(REFILL, [True] * len(state.seats))[seat]:
        draw(state, seat, out)


def draw(state: State, seat: int, out: list[E.Event]) -> bool:
    """``seat`` draws the top card of its library (False: the library is empty), or owes
    the draw when a card in play lets it draw another card instead (its choice)."""
    from .effects.kinds.library import draw_owed_instead  # the kinds import this module

    return draw_owed_instead(state, seat) or draw_from_library(state, seat, out)


def draw_from_library(state: State, seat: int, out: list[E.Event]) -> bool:
    """``seat`` draws the top card of its library (False: the library is empty)."""
    library, hand = zone_of(state, seat, "deck"), zone_of(state, seat, "hand")
    if library is None or hand is None or not library.cards:
        return False
    top = state.cards[library.cards[0]]
    move_card(state, top, hand, seat=seat)
    out.append(
        E.Drew(
            seat=seat,
            n=1,
            src=library.id,
            dst=hand.id,
            cards=[top.id],
            catalogs=[top.catalog],
            audience=seers(state, top),
        )
    )
    return True


def burn(state: State, card: Card, out: list[E.Event], actor: int | None) -> None:
    """Burn a card and everything on it: to its owner's ash heap, its tokens to the bank;
    with what cards in play do as a card is burned (:mod:`.effects.kinds.control`), and
    what a ready minion burned triggers (:func:`_after_ready_minion_lost`)."""
    from .effects.kinds.control import after_burn, before_burn

    lost = card.controller if ci.is_minion(card) and ci.in_ready(state, card) else None
    paid = before_burn(state, card, out, actor)  # read while it is still in play
    riders = [c for c in state.cards.values() if c.attached_to == card.id]
    for burned in riders + [card]:
        owner = burned.owner if burned.owner is not None else burned.controller
        if owner is None:
            owner = actor if actor is not None else 0
        tokens.drop_counters(state, burned)
        out.append(
            move_card(state, burned, state.zones[zone(owner, ASH_HEAP)], face_up=True, seat=actor)
        )
    after_burn(state, paid, card, out, actor)
    if lost is not None:
        _after_ready_minion_lost(state, lost, card, out, actor)


def _after_ready_minion_lost(
    state: State, seat: int, card: Card, out: list[E.Event], actor: int | None
) -> None:
    """A ready minion of ``seat`` was burned: what cards in play say then (Tension in the
    Ranks: its controller burns 1 pool)."""
    from .effects.kinds.politics import after_ready_minion_lost

    after_ready_minion_lost(state, seat, card, out, actor)


def play_to_ash(state: State, seat: int, card: Card, out: list[E.Event]) -> None:
    """A card played from hand that is used up: ash heap, then the replacement."""
    out.append(
        move_card(
            state,
            card,
            state.zones[zone(card.owner if card.owner is not None else seat, ASH_HEAP)],
            face_up=True,
            seat=seat,
        )
    )
    replace(state, seat, out)
