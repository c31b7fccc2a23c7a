"""Locking or unlocking a card by the rules (a card's effect, a step of the procedure), with
the table's ``Locked`` event every view reads; the one place such a change is made."""

from __future__ import annotations

from ....core import events as E
from ....core.model import Card, State


def set_lock(state: State, card: Card, locked: bool, out: list[E.Event], seat: int | None) -> bool:
    """Lock (or unlock) ``card`` for ``seat`` (None: the rules' own step); False when it
    already was, and nothing is logged."""
    if card.locked == locked:
        return False
    card.locked = locked
    zone = state.zones[card.zone]
    out.append(
        E.Locked(
            seat=seat,
            zone=zone.id,
            index=zone.cards.index(card.id),
            card=card.id,
            catalog=card.catalog,
            locked=locked,
        )
    )
    return True
