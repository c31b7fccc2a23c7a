"""One card on the table, as the viewing seat sees it.

The item is a projection of a :class:`~vtt.core.views.CardView`: the scene moves, turns and
repaints it after every view change; it never decides anything.  It paints a pixmap from the
shared :class:`~vtt.ui.render.card_renderer.CardRenderer` rendered at the size it covers on
the device, so it is sharp at any zoom; the pixmap size is bucketed so a zoom gesture does
not flood the cache.
"""

from __future__ import annotations

import math

from PySide6.QtCore import (
    QCoreApplication,
    QEasingCurve,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSize,
    Qt,
)
from PySide6.QtGui import QColor, QPainter, QPen, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from ...core.faces import CardFace
from ...core.module import Layout
from ...core.views import CardView
from ..counters import counter_colour
from ..render.card_renderer import CardRenderer, pixel_bucket
from ..render.fonts import font
from .upright import turn_upright

CARD_W, CARD_H = 63.0, 88.0
CARD_RECT = QRectF(-CARD_W / 2, -CARD_H / 2, CARD_W, CARD_H)
#: what a card item covers (its selection outline included); Qt asks for it several times
#: per card and frame, so it is made once
_BOUNDS = CARD_RECT.adjusted(-2, -2, 2, 2)
#: how long the lock/unlock quarter turn takes, in milliseconds (0: no animation)
TURN_MS = 140


def quarter_turns(transform: QTransform) -> int | None:
    """How many quarter turns ``transform`` makes, or None when it is not axis-aligned."""
    eps = 1e-6
    if abs(transform.m12()) < eps and abs(transform.m21()) < eps and transform.m11() > 0:
        return 0 if transform.m22() > 0 else None
    if abs(transform.m12()) < eps and abs(transform.m21()) < eps:
        return 2 if transform.m22() < 0 else None
    if abs(transform.m11()) < eps and abs(transform.m22()) < eps:
        return 1 if transform.m12() > 0 else 3
    return None


def paint_card_pixmap(
    painter: QPainter, renderer: CardRenderer, face: CardFace | None, back: str, rect: QRectF
) -> None:
    """Draw a face (or a back, when ``face`` is None) into ``rect`` of the item.

    When the item is not turned at an odd angle (always, except during the lock animation),
    the card is blitted pixel for pixel from a pre-turned pixmap of its exact device size:
    many times faster than a scaled draw, which keeps dragging smooth with hundreds of cards.
    """
    transform = painter.worldTransform()
    dpr = painter.device().devicePixelRatioF() if painter.device() else 1.0
    scale = math.hypot(transform.m11(), transform.m12())
    size = QSize(max(1, round(rect.width() * scale)), max(1, round(rect.height() * scale)))
    turns = quarter_turns(transform)
    if turns is None:
        width = pixel_bucket(rect.width() * scale)
        bucket = QSize(width, round(width * rect.height() / rect.width()))
        pixmap = (
            renderer.render(face, bucket, dpr)
            if face is not None
            else renderer.render_back(back, bucket, dpr)
        )
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
        return
    pixmap = renderer.render_fitted(face, back, size, dpr, turns)
    target = transform.mapRect(rect)
    painter.save()
    painter.resetTransform()
    painter.drawPixmap(QPointF(round(target.x()), round(target.y())), pixmap)
    painter.restore()


class CardItem(QGraphicsObject):
    """A card: ``key`` matches it across view changes (its id, or zone and index when hidden)."""

    def __init__(self, renderer: CardRenderer, key: tuple, layout: Layout | None = None):
        super().__init__()
        self.renderer = renderer
        #: the game's table: the colours of the counter badges
        self.layout = layout
        self.key = key
        self.card = CardView()
        self.zone_id = ""
        self.index = 0
        self.face: CardFace | None = None
        self.base_rotation = 0.0
        self.movable = False
        self._animation: QPropertyAnimation | None = None
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, True)
        # Qt keeps the painted card as a device pixmap and blits it: moving a card (a drag)
        # calls no Python at all for the cards it passes over.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    # -- state from the view ------------------------------------------------------------------

    def set_card(
        self,
        card: CardView,
        zone_id: str,
        index: int,
        face: CardFace | None,
        base_rotation: float,
        movable: bool,
        animate: bool = True,
    ) -> None:
        changed = card != self.card or face != self.face
        self.card, self.zone_id, self.index, self.face = card, zone_id, index, face
        self.movable = movable
        self.base_rotation = base_rotation
        self.turn_to(base_rotation + (90.0 if card.locked else 0.0), animate)
        self.setToolTip(card_tooltip(face, card.id))
        if changed:
            self.update()

    @property
    def card_id(self) -> int | None:
        return self.card.id

    @property
    def catalog(self) -> str | None:
        return self.card.catalog

    def turn_to(self, angle: float, animate: bool) -> None:
        """Rotate to ``angle``, with a short quarter-turn animation for lock and unlock."""
        if self._animation is not None:
            self._animation.stop()
            self._animation = None
        current = self.rotation()
        if abs(current - angle) < 0.01:
            return
        if not animate or TURN_MS <= 0 or abs(current - angle) > 90.5:
            self.setRotation(angle)
            return
        anim = QPropertyAnimation(self, b"rotation", self)
        anim.setDuration(TURN_MS)
        anim.setStartValue(current)
        anim.setEndValue(angle)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        anim.start()
        self._animation = anim

    # -- painting ---------------------------------------------------------------------------------

    def boundingRect(self) -> QRectF:
        return _BOUNDS

    def shows_face(self) -> bool:
        return self.face is not None and self.card.face_up

    def paint(self, painter: QPainter, option, widget=None) -> None:
        paint_card_pixmap(
            painter,
            self.renderer,
            self.face if self.shows_face() else None,
            self.card.back,
            CARD_RECT,
        )
        if self.face is not None and not self.card.face_up:
            self._paint_peek(painter)
        if self.card.label:
            self._paint_label(painter)
        if self.card.counters:
            self._paint_counters(painter)
        if self.isSelected():
            painter.setPen(QPen(QColor("#3498db"), 2.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(CARD_RECT.adjusted(-1, -1, 1, 1), 4, 4)

    def _paint_peek(self, painter: QPainter) -> None:
        """A face-down card this seat may look at: its name on a dark band."""
        band = QRectF(CARD_RECT.left() + 3, CARD_RECT.bottom() - 20, CARD_W - 6, 16)
        painter.fillRect(band, QColor(0, 0, 0, 170))
        painter.setPen(QColor("#f0e6c8"))
        painter.setFont(font(7))
        painter.drawText(
            band, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.face.title
        )

    def _paint_label(self, painter: QPainter) -> None:
        band = QRectF(CARD_RECT.left() + 2, CARD_RECT.bottom() - 38, CARD_W - 4, 14)
        painter.fillRect(band, QColor(255, 236, 140, 230))
        painter.setPen(QColor("#222222"))
        painter.setFont(font(7))
        painter.drawText(
            band.adjusted(2, 0, -2, 0),
            Qt.AlignmentFlag.AlignVCenter,
            painter.fontMetrics().elidedText(
                self.card.label, Qt.TextElideMode.ElideRight, int(band.width() - 4)
            ),
        )

    def counter_rects(self) -> list[tuple[str, QRectF]]:
        """Where each counter badge is drawn (and clicked): down the card's right edge,
        below the title."""
        out = []
        y = CARD_RECT.top() + 30
        for kind in sorted(self.card.counters):
            out.append((kind, QRectF(CARD_RECT.right() - 22, y, 20, 20)))
            y += 22
        return out

    def _paint_counters(self, painter: QPainter) -> None:
        painter.setFont(font(11, bold=True))
        for kind, rect in self.counter_rects():
            painter.setPen(QPen(QColor("white"), 1.5))
            painter.setBrush(counter_colour(self.layout, kind))
            painter.drawEllipse(rect)
            painter.save()  # upright for the viewer, even on a locked or turned card
            box = turn_upright(painter, rect)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(self.card.counters[kind]))
            painter.restore()

    def counter_at(self, local) -> str | None:
        for kind, rect in self.counter_rects():
            if rect.contains(local):
                return kind
        return None


def card_tooltip(face: CardFace | None, card_id: int | None) -> str:
    """A card's name and the number the console knows it by ("Fireball (#12)")."""
    if face is None:
        return ""
    if card_id is None:
        return face.title
    return QCoreApplication.translate("Table", "{name} (#{number})").format(
        name=face.title, number=card_id
    )
