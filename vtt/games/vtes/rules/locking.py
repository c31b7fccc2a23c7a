"""Locking or unlocking a card by the rules (a card's effect, a step of the procedure), with
the table's ``Locked`` event every view reads; the one place such a change is made, so a
term of the action under way that bars unlocking (The Sleeping Mind: "during this action,
minions cannot unlock", :data:`NO_UNLOCK`) holds for every card effect."""

from __future__ import annotations

from ....core import events as E
from ....core.model import Card, State
from .data import RULES

#: the term of an action (``action["lasting"]``) during which no minion unlocks
NO_UNLOCK = "mo_no_unlock"


def unlock_barred(state: State) -> bool:
    """Whether a card played in the action under way bars every unlock during it, the
    combat that follows its block included."""
    r = state.data.get(RULES, {})
    action = r.get("action")
    if action is not None:
        return any(e["what"] == NO_UNLOCK for e in action.get("lasting", []))
    after = r.get("after_action") or {}
    return r.get("combat") is not None and bool(after.get("no_unlock"))


def set_lock(state: State, card: Card, locked: bool, out: list[E.Event], seat: int | None) -> bool:
    """Lock (or unlock) ``card`` for ``seat`` (None: the rules' own step); False when it
    already was or an unlock is barred now, and nothing is logged."""
    if card.locked == locked or (not locked and unlock_barred(state)):
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
