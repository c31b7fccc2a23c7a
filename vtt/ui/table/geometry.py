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

#: the shape of the table area of a 16:9 window beside the panel column (1920 x 1080 with
#: a 250 px column gives about 1580 x 1035): arrangements are compared at this aspect
TARGET_ASPECT = 1.53

# sides of the table in clockwise order starting at the viewer, for the arrangements around
# the table (the viewer's row runs right to left, the top row left to right).  Seats with a
# wide centre (1347's) fit a window better on the long sides only ("BTT", "BBTT").
_SLOTS = {
    1: ("B",),
    2: ("BT",),
    3: ("BLR", "BTT"),
    4: ("BLTR", "BBTT"),
    5: ("BBLTT",),
    6: ("BBLTTR",),
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


def arrange(
    layout: Layout, seats: int, viewer: int, order: list[int] | None = None
) -> TableGeometry:
    """Place ``seats`` areas (1 to 6) around the centre, ``viewer`` at the bottom, the others
    clockwise in the game's seating ``order`` (seat indexes; default: index order).

    Of the arrangements that suit the seat count (around the table, or on its long sides
    only; for five and six seats also three rows of two), the one whose cards are biggest
    when the table is fitted into a window of :data:`TARGET_ASPECT` is used."""
    seats = max(1, min(seats, 6))
    candidates = [_around(layout, slots) for slots in _SLOTS[seats]]
    if seats >= 5:
        candidates.append(_rows(layout, seats))
    best = max(candidates, key=lambda c: _fit_scale(c[2]))
    slots, centre, size = best
    w, h = layout.seat_size
    depth = h + BAND
    order = list(order) if order and sorted(order) == list(range(seats)) else list(range(seats))
    first = order.index(viewer) if 0 <= viewer < seats else 0
    places: dict[int, SeatPlace] = {}
    for k, (side, rect, rotation) in enumerate(slots):
        seat = order[(first + k) % seats]
        c = rect.center()
        transform = (
            QTransform().translate(c.x(), c.y()).rotate(rotation).translate(-w / 2, -depth / 2)
        )
        places[seat] = SeatPlace(seat, side, rotation, transform)
    table = QRectF(0, 0, size[0], size[1]).adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN)
    return TableGeometry(w, h, depth, places, centre, table)


_Slot = tuple[str, QRectF, float]  # side, rectangle in the scene, rotation
_Arrangement = tuple[list[_Slot], QRectF, tuple[float, float]]  # slots clockwise, centre, size


def _fit_scale(size: tuple[float, float]) -> float:
    """How much a table of ``size`` (plus margins) is scaled to fit the target window."""
    width, height = size[0] + 2 * MARGIN, size[1] + 2 * MARGIN
    return min(TARGET_ASPECT / width, 1.0 / height)


def _around(layout: Layout, slots: str) -> _Arrangement:
    """Seats on the sides of the table given by ``slots`` (clockwise from the viewer), the
    ends' seats turned a quarter to face out."""
    w, h = layout.seat_size
    depth = h + BAND
    cw, ch = layout.centre_size
    bottoms = slots.count("B")
    tops = slots.count("T")
    left, right = "L" in slots, "R" in slots

    def row(n: int) -> float:
        return n * w + max(0, n - 1) * GAP

    inner_w = max(row(bottoms), row(tops), cw)
    column_h = (depth + GAP if bottoms else 0) + ch + (GAP + depth if tops else 0)
    total_h = max(column_h, w if (left or right) else 0)
    x0 = depth + GAP if left else 0.0
    total_w = x0 + inner_w + (GAP + depth if right else 0)
    out: list[_Slot] = []
    bx = x0 + (inner_w + row(bottoms)) / 2  # bottom row runs right to left (clockwise)
    tx = x0 + (inner_w - row(tops)) / 2
    for side in slots:
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
        out.append((side, rect, _ROTATION[side]))
    top_block = depth + GAP if tops else 0.0
    bottom_block = depth + GAP if bottoms else 0.0
    free_h = total_h - top_block - bottom_block
    centre = QRectF(x0 + (inner_w - cw) / 2, top_block + (free_h - ch) / 2, cw, ch)
    return out, centre, (total_w, total_h)


def _rows(layout: Layout, seats: int) -> _Arrangement:
    """Five or six seats in three rows of two: the viewer's row at the bottom, the top row
    upside down, the middle row's seats at the ends of the table.  A quarter turn would make
    them as wide as a seat is long, so they stay upright (facing the viewer's way).  With
    five seats the centre takes the middle row's right half, with six a band of its own
    between the middle and the bottom rows.  Much less wide than the table around, so the
    table fills a 16:9 window."""
    w, h = layout.seat_size
    depth = h + BAND
    cw, ch = layout.centre_size
    mid_y = depth + GAP
    if seats == 5:
        total_w = max(2 * w + GAP, w + GAP + cw)
        mid_h = max(depth, ch)
        bottom_y = mid_y + mid_h + GAP
        right_x = w + GAP
        centre = QRectF(right_x + (total_w - right_x - cw) / 2, mid_y + (mid_h - ch) / 2, cw, ch)
    else:
        total_w = max(2 * w + GAP, cw)
        mid_h = depth
        centre = QRectF((total_w - cw) / 2, mid_y + depth + GAP, cw, ch)
        bottom_y = centre.bottom() + GAP
    left_x, right_x = (total_w - 2 * w - GAP) / 2, (total_w + GAP) / 2
    if seats == 5:
        left_x, right_x = 0.0, total_w - w
    mid_top = mid_y + (mid_h - depth) / 2
    out: list[_Slot] = [
        ("B", QRectF(right_x, bottom_y, w, depth), 0.0),
        ("B", QRectF(left_x, bottom_y, w, depth), 0.0),
        ("L", QRectF(left_x, mid_top, w, depth), 0.0),
        ("T", QRectF(left_x, 0, w, depth), 180.0),
        ("T", QRectF(right_x, 0, w, depth), 180.0),
    ]
    if seats == 6:
        out.append(("R", QRectF(right_x, mid_top, w, depth), 0.0))
    return out, centre, (total_w, bottom_y + depth)
