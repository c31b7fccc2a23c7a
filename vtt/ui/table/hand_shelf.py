"""The viewing seat's hand, large along the bottom edge of the table.

On a five-seat table every card is small at fit zoom, and a hand of small cards all look
alike.  As in Cockatrice or Tabletop Simulator, the viewer's own hand leaves its seat's area
and lies on a shelf below the table, its zone (and so its cards) scaled up: the hand the
player reads and plays from is large, the other areas smaller in comparison.  It is still
the same zone item, so dropping, fanning and dragging out work as anywhere else.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF

from .zone_items import ZoneItem

#: how much larger the viewer's hand is drawn than the rest of the table
HAND_SCALE = 2.0
#: the most of the table's width the shelf takes
SHELF_SHARE = 0.92
#: room between the table's bottom edge and the shelf, and below the shelf
SHELF_GAP = 10.0


def shelve_hand(hand: ZoneItem, table: QRectF) -> QRectF:
    """Move ``hand`` (a zone of the viewer's area) onto the shelf below ``table`` (the
    table's rectangle with its margin), under the viewer's area as far as the table's
    width allows, and return the rectangle of table and shelf."""
    area = hand.parentItem().sceneBoundingRect() if hand.parentItem() is not None else table
    scale = min(HAND_SCALE, SHELF_SHARE * table.width() / max(1.0, hand.rect.width()))
    hand.setParentItem(None)
    hand.setScale(scale)
    width, height = hand.rect.width() * scale, hand.rect.height() * scale
    left = min(max(area.center().x() - width / 2, table.left()), table.right() - width)
    hand.setPos(left, table.bottom() + SHELF_GAP)
    hand.setZValue(2)
    return table.adjusted(0, 0, 0, height + 2 * SHELF_GAP)
