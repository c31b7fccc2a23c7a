"""Who may see which card: the one rule every view, event and log line is filtered by.

A seat sees a card's face when

* it is the omniscient viewer (a judge, when the table allows it), or
* it looked at that card while it was hidden (``card.known_to``), or
* the card lies face up in a public zone, or
* the card lies face down in a public zone and the seat controls it (a VTES player may look
  at their own uncontrolled vampires; a 1347 player knows the cards they played face down), or
* the card is in a zone visible to its owner only (a hand) and the seat owns that zone.

Nobody sees the cards of a ``nobody`` zone (a library) except through ``known_to``.
"""

from __future__ import annotations

from .model import NOBODY, OMNISCIENT, OWNER, PUBLIC, REGION, SPECTATOR, Card, State, Zone


def can_see(state: State, card: Card, seat: int) -> bool:
    if seat == OMNISCIENT or seat in card.known_to:
        return True
    zone = state.zones[card.zone]
    return _zone_shows(zone, card, seat)


def _zone_shows(zone: Zone, card: Card, seat: int) -> bool:
    if zone.visibility == PUBLIC:
        return card.face_up or (seat >= 0 and seat == card.controller)
    if zone.visibility == OWNER:
        return seat >= 0 and seat == zone.owner
    return False


def seers(state: State, card: Card) -> list[int] | None:
    """The seats that see the card, or ``None`` when everybody (spectators too) does: a
    face-up card in a public zone, or a card revealed to the whole table."""
    zone = state.zones[card.zone]
    if (zone.visibility == PUBLIC and card.face_up) or SPECTATOR in card.known_to:
        return None
    return [s.index for s in state.seats if can_see(state, card, s.index)]


def is_public(state: State, card: Card) -> bool:
    zone = state.zones[card.zone]
    return zone.visibility == PUBLIC and card.face_up


def hides_from_someone(zone: Zone, face_up: bool) -> bool:
    """Whether a card placed in ``zone`` with that facing is hidden from at least one seat;
    such a card gets a new instance id so nobody can follow it."""
    return zone.visibility != PUBLIC or not face_up


def keeps_table_state(zone: Zone) -> bool:
    """Whether a card in ``zone`` has table state (a position, a lock, counters, a note, an
    attachment).  Only a region does: a card entering a pile or a hand sheds all of it, so
    nothing it had on the table can single it out among the hidden cards there, and a view
    shows a hidden card of a pile or a hand as its back alone."""
    return zone.kind == REGION


__all__ = [
    "can_see",
    "seers",
    "is_public",
    "hides_from_someone",
    "keeps_table_state",
    "NOBODY",
    "OWNER",
    "PUBLIC",
]
