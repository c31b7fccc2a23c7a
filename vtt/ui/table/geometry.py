"""Where each seat's area and the shared centre go on the table.

Seats sit around a rectangular table in turn order, clockwise, the viewing seat at the
bottom; each area is turned to face its player (left and right areas by a quarter turn,
top areas upside down).  A seat area is the module's ``seat_size`` plus a band along the
player's edge for the name, counters and tokens.  Quarter turns keep text and card pixmaps
pixel-aligned.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QTransform

from ...core.module import Layout

#: the table's cloth
FELT = QColor("#1d4a34")
#: depth of the band along each player's edge (name, counters, tokens)
BAND = 44.0
GAP = 24.0
MARGIN = 30.0

# sides of the table in clockwise order starting at the viewer.  Five seats leave the right
# side empty: two rows of two plus one side keeps the table about as wide as a 16:9 screen,
# so cards stay bigger than with a symmetric five (which is a third wider).
_SLOTS = {
    1: "B", 2: "BT", 3: "BLR", 4: "BLTR", 5: "BBLTT", 6: "BBLTTR",
}
_ROTATION = {"B": 0.0, "L": 90.0, "T": 180.0, "R": 270.0}


@dataclass(frozen=True)
class SeatPlace:
    seat: int
    side: str
    rotation: float
    transform: QTransform  # seat-area local coordinates -> scene


@dataclass(frozen=True)
class TableGeometry:
    seat_w: float
    seat_h: float
    area_h: float  # seat_h + BAND
    places: dict[int, SeatPlace]
    centre: QRectF
    table: QRectF

    def seat_rotation(self, seat: int | None) -> float:
        if seat is None or seat not in self.places:
            return 0.0
        return self.places[seat].rotation


def arrange(layout: Layout, seats: int, viewer: int,
            order: list[int] | None = None) -> TableGeometry:
    """Place ``seats`` areas (1 to 6) around the centre, ``viewer`` at the bottom, the others
    clockwise in the game's seating ``order`` (seat indexes; default: index order)."""
    seats = max(1, seats)
    slots = _SLOTS[min(seats, 6)]
    w, h = layout.seat_size
    depth = h + BAND
    cw, ch = layout.centre_size
    bottoms = [i for i, s in enumerate(slots) if s == "B"]
    tops = [i for i, s in enumerate(slots) if s == "T"]
    left, right = "L" in slots, "R" in slots

    def row(n: int) -> float:
        return n * w + max(0, n - 1) * GAP

    inner_w = max(row(len(bottoms)), row(len(tops)), cw)
    column_h = (depth + GAP if bottoms else 0) + ch + (GAP + depth if tops else 0)
    total_h = max(column_h, w if (left or right) else 0)
    x0 = depth + GAP if left else 0.0
    total_w = x0 + inner_w + (GAP + depth if right else 0)

    def place(rect: QRectF, rotation: float) -> QTransform:
        c = rect.center()
        return QTransform().translate(c.x(), c.y()).rotate(rotation).translate(-w / 2, -depth / 2)

    order = list(order) if order and sorted(order) == list(range(seats)) else list(range(seats))
    first = order.index(viewer) if 0 <= viewer < seats else 0
    places: dict[int, SeatPlace] = {}
    bx = x0 + (inner_w + row(len(bottoms))) / 2  # bottom row runs right to left (clockwise)
    tx = x0 + (inner_w - row(len(tops))) / 2
    for k, side in enumerate(slots):
        seat = order[(first + k) % seats]
        if side == "B":
            bx -= w
            rect = QRectF(bx, total_h - depth, w, depth)
            bx -= GAP
        elif side == "T":
            rect = QRectF(tx, 0, w, depth)
            tx += w + GAP
        elif side == "L":
            rect = QRectF(0, (total_h - w) / 2, depth, w)
        else:
            rect = QRectF(total_w - depth, (total_h - w) / 2, depth, w)
        places[seat] = SeatPlace(seat, side, _ROTATION[side], place(rect, _ROTATION[side]))
    top_block = depth + GAP if tops else 0.0
    bottom_block = depth + GAP if bottoms else 0.0
    free_h = total_h - top_block - bottom_block
    centre = QRectF(x0 + (inner_w - cw) / 2, top_block + (free_h - ch) / 2, cw, ch)
    table = QRectF(0, 0, total_w, total_h).adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN)
    return TableGeometry(w, h, depth, places, centre, table)

