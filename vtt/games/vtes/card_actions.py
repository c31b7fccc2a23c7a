"""The moves a Methuselah makes with a card every turn, offered on its context menu: send a
vampire to torpor or back to the ready region, put a card in the ash heap, burn it.

They are plain table commands (a ``move``, or ``vtes_burn`` of :mod:`.manual`), so with the
rules on the rules engine accepts or refuses them with its own sentence.
"""

from __future__ import annotations

from ...core import commands as C
from ...core.messages import QT_TRANSLATE_NOOP, Message
from ...core.views import CardView, View
from .cards import load_cards
from .layout import ASH_HEAP, READY, TORPOR, UNCONTROLLED
from .manual import Burn

TO_TORPOR = QT_TRANSLATE_NOOP("VtesActions", "To torpor")
TO_READY = QT_TRANSLATE_NOOP("VtesActions", "Out of torpor (to the ready region)")
TO_ASH_HEAP = QT_TRANSLATE_NOOP("VtesActions", "To the ash heap")
BURN = QT_TRANSLATE_NOOP("VtesActions", "Burn (to the ash heap, counters to the bank)")

#: the regions whose cards these moves apply to
_REGIONS = (READY, TORPOR, UNCONTROLLED)


def card_actions(view: View, card: CardView) -> list[tuple[Message, C.Command]]:
    """The moves for ``card`` when the viewing seat controls it and it lies face up in a
    region; nothing for other cards."""
    if card.id is None or card.catalog is None or not card.face_up:
        return []
    where = _region_of(view, card.id)
    if where is None:
        return []
    seat, key = where
    controller = card.controller if card.controller is not None else seat
    if controller != view.seat:
        return []
    owner = card.owner if card.owner is not None else controller
    actions: list[tuple[Message, C.Command]] = []
    if _is_vampire(card.catalog):
        if key == READY:
            actions.append(
                (TO_TORPOR, C.Move(seat=view.seat, card=card.id, to=f"s{seat}.{TORPOR}"))
            )
        elif key == TORPOR:
            actions.append((TO_READY, C.Move(seat=view.seat, card=card.id, to=f"s{seat}.{READY}")))
    actions.append((TO_ASH_HEAP, C.Move(seat=view.seat, card=card.id, to=f"s{owner}.{ASH_HEAP}")))
    actions.append((BURN, Burn(seat=view.seat, card=card.id)))
    return actions


def _region_of(view: View, card_id: int) -> tuple[int, str] | None:
    """``(seat, zone key)`` of the seat region holding ``card_id``, if it is in one."""
    for zone in view.zones.values():
        if zone.owner is None or not any(c.id == card_id for c in zone.cards):
            continue
        key = zone.id.partition(".")[2]
        return (zone.owner, key) if key in _REGIONS else None
    return None


def _is_vampire(catalog: str) -> bool:
    try:
        return load_cards().get(catalog).is_crypt
    except KeyError:
        return False
