"""The zones of the table: free regions, piles and hands, drawn from the layout.

A zone item is its place on the felt (its seat's area paints the cloth of its zones in one
go, the table's cached background that of the zones lying on the felt, so the zone itself
draws nothing until something is dragged over it and it lights up);
its translated label and card count are a separate item above the cards
(:mod:`~vtt.ui.table.zone_labels`).  Cards in regions and hands are separate
:class:`~vtt.ui.table.card_item.CardItem` objects placed by the scene; a pile draws itself
(its top card and the thickness of the stack), since only its top matters.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from ...core.faces import CardFace
from ...core.model import HAND, PILE
from ...core.module import ZoneSpec
from ...core.views import CardView
from ..render.card_renderer import CardRenderer
from ..render.fonts import font
from ..render.palette import mix
from .card_item import CARD_H, CARD_W, paint_card_pixmap
from .geometry import FELT
from .upright import turn_upright

#: caption sizes tried in turn until the text fits its zone (pixels in table units)
CAPTION_SIZES = (11, 10, 9, 8)
#: height kept free for a pile's caption above its top card
CAPTION_H = 14.0


def fit_caption(painter: QPainter, rect: QRectF, text: str) -> str:
    """Set the painter's font to the largest caption size (11 down to 8 pixels) in which
    ``text`` fits ``rect`` on one line, and return the text, cut with an ellipsis when it
    is still too long (the zone's tooltip has it whole)."""
    for px in CAPTION_SIZES:
        painter.setFont(font(px, True))
        if painter.fontMetrics().horizontalAdvance(text) <= rect.width():
            return text
    return painter.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, int(rect.width()))


class ZoneItem(QGraphicsItem):
    """A zone's place on the table; its local coordinates are the zone's own (0, 0 top-left)."""

    def __init__(self, spec: ZoneSpec, zone_id: str, owner: int | None, parent=None):
        super().__init__(parent)
        self.spec = spec
        self.zone_id = zone_id
        self.owner = owner
        self.kind = spec.kind
        self.count = 0
        self.highlight = False
        self.base = FELT  # the cloth under the zone
        x, y, w, h = spec.rect
        self.rect = QRectF(0, 0, w, h)
        self.setPos(x, y)
        self.setZValue(1)
        self.setToolTip(self.label())
        #: the item that draws this zone's caption (set by it)
        self.label_item: QGraphicsItem | None = None
        #: the table's background paints this zone's cloth (a zone lying on the felt)
        self._on_felt = False
        # static most of the time: drawn once per zoom level, then blitted
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._show_contents()

    def cloth_beneath(self) -> bool:
        """Whether something beneath paints this zone's cloth: its seat's area, or the
        table's background for a zone lying on the felt (see :meth:`set_cloth_on_felt`)."""
        return self.parentItem() is not None or self._on_felt

    def set_cloth_on_felt(self, on: bool) -> None:
        """Let the table's background paint this zone's cloth (once, into the view's
        background cache) instead of the zone on every repaint."""
        self._on_felt = on
        self._show_contents()

    def _show_contents(self) -> None:
        """Nothing to paint (the area has the cloth, the label item the caption) unless lit:
        Qt then skips the zone when it repaints."""
        plain = type(self).paint is ZoneItem.paint
        idle = plain and self.cloth_beneath() and not self.highlight
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, idle)

    def label(self) -> str:
        return QCoreApplication.translate("Zones", self.spec.label)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)

    def set_count(self, count: int) -> None:
        if count != self.count:
            self.count = count
            self.update()
            if self.label_item is not None:
                self.label_item.update()

    def set_base(self, colour: QColor) -> None:
        if colour != self.base:
            self.base = QColor(colour)
            self.update()
            if self._on_felt and self.scene() is not None:
                self.scene().invalidate(
                    self.sceneBoundingRect(), QGraphicsScene.SceneLayer.BackgroundLayer
                )

    def set_highlight(self, on: bool) -> None:
        if on != self.highlight:
            self.highlight = on
            self.update()
            self._show_contents()
            if self.scene() is not None:  # Qt does not repaint where an empty item was lit
                self.scene().update(self.sceneBoundingRect())

    def itemChange(self, change, value):  # noqa: N802 (Qt's name)
        if change == QGraphicsItem.GraphicsItemChange.ItemParentHasChanged:
            self._show_contents()  # off its area (the viewer's hand shelf) it draws its cloth
        return super().itemChange(change, value)

    def paint_cloth(self, painter: QPainter) -> None:
        """The zone's place on the felt (lit while something is dragged over it), in its
        own coordinates."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        white = QColor("white")
        fill = mix(self.base, white, 0.09)
        edge = mix(self.base, white, 0.3)
        if self.highlight:
            fill, edge = mix(self.base, QColor(120, 200, 255), 0.3), QColor("#7fd0ff")
        painter.setBrush(fill)
        painter.setPen(QPen(edge, 2.5 if self.highlight else 1.2, Qt.PenStyle.SolidLine))
        painter.drawRoundedRect(self.rect, 8, 8)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if self.highlight or not self.cloth_beneath():
            self.paint_cloth(painter)

    def caption(self) -> str:
        return QCoreApplication.translate("Table", "{zone} ({n})").format(
            zone=self.label(), n=self.count
        )

    def caption_box(self) -> tuple[QRectF, Qt.AlignmentFlag]:
        """Where the caption goes, in zone coordinates, and how it is aligned there."""
        return (
            QRectF(8, 3, self.rect.width() - 16, CAPTION_H + 2),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
        )

    def card_slot(self, index: int, n: int) -> QPointF:
        """Centre (zone coordinates) of the ``index``-th of ``n`` cards: a left-to-right fan."""
        if n <= 0:
            return QPointF(CARD_W / 2 + 6, self.rect.height() / 2)
        usable = self.rect.width() - CARD_W - 12
        step = min(CARD_W + 6, usable / (n - 1)) if n > 1 else 0
        return QPointF(6 + CARD_W / 2 + index * step, self.rect.height() / 2 + 4)

    def slot_for(self, local_x: float, n: int) -> int:
        """Which position a card dropped at ``local_x`` takes in a hand or fan of ``n``."""
        for i in range(n):
            if local_x < self.card_slot(i, n).x():
                return i
        return n


class HandItem(ZoneItem):
    """A hand: a strip along the player's edge; the scene fans the cards over it."""

    def caption_box(self) -> tuple[QRectF, Qt.AlignmentFlag]:
        return (
            QRectF(8, self.rect.height() - CAPTION_H - 5, self.rect.width() - 16, CAPTION_H + 2),
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom,
        )


class PileItem(ZoneItem):
    """A pile: the top card (a face when this seat sees it, else its back), the edge of the
    stack growing with the count, the label and the count always visible."""

    def __init__(
        self, spec: ZoneSpec, zone_id: str, owner: int | None, renderer: CardRenderer, parent=None
    ):
        super().__init__(spec, zone_id, owner, parent)
        self.renderer = renderer
        self.top: CardView | None = None
        self.top_face: CardFace | None = None
        #: degrees the top card is turned within the pile (to face the viewer); a quarter
        #: turn shrinks it to stay inside the pile's card spot
        self.card_turn = 0.0

    def set_card_turn(self, degrees: float) -> None:
        if degrees % 360 != self.card_turn % 360:
            self.card_turn = degrees
            self.update()

    def set_top(self, top: CardView | None, face: CardFace | None) -> None:
        if top != self.top or face != self.top_face:
            self.top, self.top_face = top, face
            self.update()

    def card_rect(self) -> QRectF:
        """Where the top card is drawn, in zone coordinates: at the bottom, shrunk when the
        zone is too small to show it whole below the caption (the caption stays readable)."""
        scale = min(
            1.0, (self.rect.height() - CAPTION_H - 5) / CARD_H, (self.rect.width() - 12) / CARD_W
        )
        w, h = CARD_W * scale, CARD_H * scale
        return QRectF((self.rect.width() - w) / 2 - 3, self.rect.height() - h - 3, w, h)

    def caption_box(self) -> tuple[QRectF, Qt.AlignmentFlag]:
        return (
            QRectF(4, 1, self.rect.width() - 8, CAPTION_H),
            Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter,
        )

    def paint(self, painter: QPainter, option, widget=None) -> None:
        super().paint(painter, option, widget)
        card = self.card_rect()
        if self.top is None:
            painter.setPen(QPen(QColor(255, 255, 255, 60), 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(card, 5, 5)
        else:
            painter.save()
            drawn = card
            if self.card_turn % 360:  # turned to the viewer, around the spot's centre
                painter.translate(card.center())
                painter.rotate(self.card_turn)
                if self.card_turn % 180:
                    shrink = card.width() / card.height()
                    painter.scale(shrink, shrink)
                drawn = card.translated(-card.center())
            depth = min(6, int(math.ceil(self.count / 10)))
            for d in range(depth, 0, -1):
                paint_card_pixmap(
                    painter, self.renderer, None, self.top.back, drawn.translated(d * 1.0, -d * 1.0)
                )
            face = self.top_face if self.top.face_up else None
            paint_card_pixmap(painter, self.renderer, face, self.top.back, drawn)
            painter.restore()
        badge = QRectF(card.right() - 14, card.bottom() - 22, 26, 22)
        painter.setBrush(QColor(20, 20, 20, 220))
        painter.setPen(QPen(QColor("#f0e6c8"), 1))
        painter.drawRoundedRect(badge, 6, 6)
        painter.setFont(font(11, True))
        painter.save()
        painter.drawText(
            turn_upright(painter, badge), Qt.AlignmentFlag.AlignCenter, str(self.count)
        )
        painter.restore()

    def caption(self) -> str:
        return self.label()


def make_zone_item(
    spec: ZoneSpec, zone_id: str, owner: int | None, renderer: CardRenderer, parent=None
) -> ZoneItem:
    if spec.kind == PILE:
        return PileItem(spec, zone_id, owner, renderer, parent)
    if spec.kind == HAND:
        return HandItem(spec, zone_id, owner, parent)
    return ZoneItem(spec, zone_id, owner, parent)
