"""Who sees a Methuselah's hand besides its owner: the seat a card lets look at it, and
every seat while a card in play keeps it open.

A look (:func:`look_at_hand`: Revelations, Ilonka) adds the looking seat to ``known_to``
of each card of the hand, the core's own rule of who sees a hidden card
(:mod:`vtt.core.visibility`): those cards, and only those, show their faces to that seat
while they stay in that hand (a card leaving a hand is forgotten by the core), and a card
drawn later stays hidden from it.  The log shows the cards to that seat alone.

A hand a card in play keeps open (Revelations at superior: "your prey plays with an open
hand", :func:`keep_open`) is a public zone while such a card is in play: every seat and
spectator sees all its cards, those drawn into it too; so is the hand of a Methuselah whose
minion fights one with a card that says so (Owl Companion).  :func:`sync_open_hands`, called
after every command, opens and closes the hands as those cards come and go (and as the
prey changes); once none keeps it open the hand is its owner's only again and the cards
drawn from then on are hidden.
"""

from __future__ import annotations

from ....core import events as E
from ....core.messages import QT_TRANSLATE_NOOP
from ....core.model import OWNER, PUBLIC, Card, State
from ..layout import HAND_KEY, zone
from ..seating import prey
from . import cardinfo as ci
from .data import rules
from .effects.log import texts

texts(
    {
        "as_looked": QT_TRANSLATE_NOOP("vtes", "As {cause} says: {seat} looks at {target}'s hand."),
        "as_open_hand": QT_TRANSLATE_NOOP("vtes", "{seat} plays with an open hand."),
        "as_closed_hand": QT_TRANSLATE_NOOP("vtes", "{seat}'s hand is hidden again."),
    }
)


def _hand(state: State, seat: int) -> list[Card]:
    return [state.cards[c] for c in state.zones[zone(seat, HAND_KEY)].cards]


def look_at_hand(state: State, looker: int, owner: int, cause: str, out: list[E.Event]) -> None:
    """``looker`` looks at ``owner``'s hand for the card ``cause``.  The look reveals: no
    undo goes back past it (the session reads the Looked event)."""
    held = _hand(state, owner)
    for card in held:  # known even if the hand is open now: it may be hidden again later
        if looker != owner and looker not in card.known_to:
            card.known_to.append(looker)
    out.append(
        E.Looked(
            seat=looker,
            zone=zone(owner, HAND_KEY),
            indexes=list(range(len(held))),
            cards=[c.id for c in held],
            catalogs=[c.catalog for c in held],
            audience=[looker],
        )
    )
    args = {"cause": cause, "seat": looker, "target": owner}
    out.append(E.ModuleEvent(seat=looker, key="as_looked", args=args))


def keep_open(state: State, card: Card) -> None:
    """``card``, in play, keeps its controller's prey's hand open while it stays there."""
    rules(state).setdefault("as_open_hands", []).append(card.id)


def _opened(state: State) -> set[int]:
    """The seats whose hand a card in play keeps open now (the cards gone are forgotten),
    and those a card keeps open while they fight its minion (Owl Companion)."""
    from .effects.kinds.precon_reactive import open_in_combat  # the kinds read this module

    return _kept_open(state) | open_in_combat(state)


def _kept_open(state: State) -> set[int]:
    """The seats whose prey's hand a card in play keeps open."""
    r = rules(state)
    kept = r.get("as_open_hands")
    if not kept:
        return set()
    live = [c for c in kept if c in state.cards and ci.in_ready(state, state.cards[c])]
    r["as_open_hands"] = live
    seats = {prey(state, state.cards[c].controller or 0) for c in live}
    return {s for s in seats if s is not None}


def sync_open_hands(state: State, out: list[E.Event]) -> None:
    """Each hand is public while a card in play keeps it open, else its owner's only."""
    opened = _opened(state)
    for seat in state.seats:
        hand_zone = state.zones[zone(seat.index, HAND_KEY)]
        wanted = PUBLIC if seat.index in opened and not seat.out else OWNER
        if hand_zone.visibility == wanted:
            continue
        hand_zone.visibility = wanted
        if wanted == OWNER:
            out.append(E.ModuleEvent(seat=None, key="as_closed_hand", args={"seat": seat.index}))
            continue
        held = _hand(state, seat.index)
        for card in held:
            card.face_up = True
        out.append(
            E.Revealed(
                seat=None,
                zone=hand_zone.id,
                indexes=list(range(len(held))),
                cards=[c.id for c in held],
                catalogs=[c.catalog for c in held],
            )
        )
        out.append(E.ModuleEvent(seat=None, key="as_open_hand", args={"seat": seat.index}))
