"""Draws card backs from their names, so each deck's backs are distinct.

A back is a name (``Card.back``).  A game's layout may give some backs a chosen look
(:class:`~vtt.core.module.BackSpec`: colours, marbled or latticed); any other name gets a
colour and a pattern derived from the name itself (the same on every machine).
"""

from __future__ import annotations

import random

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QRadialGradient

from ...core.module import BackSpec
from .palette import name_colour, name_seed

W, H = 630.0, 880.0


def paint_back(painter: QPainter, back: str, look: BackSpec | None = None) -> None:
    """Paint the back called ``back`` in the 630 x 880 design space, with the game's
    ``look`` for it when it has one."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    if look is not None:
        base, vein, marbled = QColor(look.colour), QColor(look.accent), look.marbled
    else:
        base = name_colour(back or "back", 140, 120)
        vein = name_colour((back or "back") + "/vein", 90, 220)
        marbled = name_seed(back or "back") % 3 == 0
    outline = QPainterPath()
    outline.addRoundedRect(QRectF(0, 0, W, H), 34, 34)
    painter.fillPath(outline, QColor("#111111"))
    inner = QRectF(18, 18, W - 36, H - 36)
    clip = QPainterPath()
    clip.addRoundedRect(inner, 24, 24)
    painter.save()
    painter.setClipPath(clip)
    glow = QRadialGradient(QPointF(W / 2, H / 2), H * 0.7)
    glow.setColorAt(0.0, base.lighter(135))
    glow.setColorAt(1.0, base.darker(170))
    painter.fillRect(inner, glow)
    rng = random.Random(name_seed(back or "back"))
    if marbled:
        _marble(painter, inner, vein, rng)
    else:
        _lattice(painter, inner, vein, rng)
    painter.restore()
    painter.setPen(QPen(vein, 10))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(inner.adjusted(22, 22, -22, -22), 18, 18)
    ring = QRectF(W / 2 - 130, H / 2 - 130, 260, 260)
    painter.setPen(QPen(vein, 14))
    painter.setBrush(base.darker(140))
    painter.drawEllipse(ring)
    painter.setPen(QPen(vein.lighter(120), 6))
    painter.drawEllipse(ring.adjusted(40, 40, -40, -40))


def _marble(painter: QPainter, rect: QRectF, vein: QColor, rng: random.Random) -> None:
    """Soft curved veins, like polished stone."""
    for _ in range(18):
        colour = QColor(vein)
        colour.setAlpha(40 + rng.randrange(70))
        painter.setPen(QPen(colour, 3 + rng.random() * 9))
        path = QPainterPath(QPointF(rect.left() - 20, rect.top() + rng.random() * rect.height()))
        for _ in range(4):
            path.cubicTo(
                QPointF(rng.random() * W, rng.random() * H),
                QPointF(rng.random() * W, rng.random() * H),
                QPointF(rng.random() * W, rng.random() * H),
            )
        painter.drawPath(path)


def _lattice(painter: QPainter, rect: QRectF, vein: QColor, rng: random.Random) -> None:
    """A diamond lattice whose spacing and angle come from the name."""
    colour = QColor(vein)
    colour.setAlpha(70)
    painter.setPen(QPen(colour, 4))
    step = 50 + rng.randrange(40)
    slope = 0.6 + rng.random() * 0.8
    span = int(H * slope) + int(W)
    for offset in range(-span, span, step):
        painter.drawLine(QPointF(offset, 0), QPointF(offset + H * slope, H))
        painter.drawLine(QPointF(offset, H), QPointF(offset + H * slope, 0))
