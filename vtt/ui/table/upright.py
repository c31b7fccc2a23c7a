"""Text that reads the right way up for the viewer, whatever way its seat's area faces.

Seat areas are turned to face their players (a quarter turn at the ends of the table, a half
turn across it), so text painted in an area's own coordinates would read upside down for
the viewer: a count of 66 reads "99".  Items that draw counts, names and badges turn the
painter back about the text's box with :func:`turn_upright` before drawing it.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter, QTransform


def screen_turns(transform: QTransform) -> int:
    """Quarter turns (0 to 3, clockwise) that ``transform`` makes on screen; 0 when it is
    not a quarter turn (an item half-way through an animation)."""
    eps = 1e-6
    if abs(transform.m12()) < eps and abs(transform.m21()) < eps:
        return 2 if transform.m11() < 0 and transform.m22() < 0 else 0
    if abs(transform.m11()) < eps and abs(transform.m22()) < eps:
        return 1 if transform.m12() > 0 else 3
    return 0


def turn_upright(painter: QPainter, rect: QRectF, sideways: bool = False) -> QRectF:
    """Turn ``painter`` about the centre of ``rect`` so that text drawn in the returned box
    reads upright on screen.

    A half turn keeps the box.  A quarter turn swaps its sides, which suits short texts
    (counts, badges); with ``sideways`` a long text in a long box (a name along a band)
    keeps its box and only avoids reading upside down: it then runs bottom to top."""
    turns = screen_turns(painter.worldTransform())
    if turns == 0 or (sideways and turns == 3):
        return QRectF(rect)
    centre = rect.center()
    painter.translate(centre)
    if sideways and turns == 1:
        painter.rotate(180)
        box = QRectF(rect)
    else:
        painter.rotate(-90 * turns)
        box = QRectF(rect) if turns == 2 else QRectF(0, 0, rect.height(), rect.width())
    painter.translate(-centre)
    box.moveCenter(centre)
    return box
