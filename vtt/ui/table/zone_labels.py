"""Zone captions drawn above the cards, upright for the viewer.

A zone's label and its count used to be painted by the zone itself, under
the cards lying on it, and turned with its seat's area: cards hid it and the top seats' read
upside down.  A :class:`ZoneLabelItem` is a separate item over the cards (a small dark tab
behind the text keeps it readable on any card) that stays where the zone's caption was,
turned back to read upright.  It takes no clicks: the view looks through it.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsItem

from .upright import screen_turns
from .zone_items import ZoneItem, fit_caption

#: above every card (cards are 10 to 16) and below tokens (50)
LABEL_Z = 40.0
_H = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignHCenter
_V = Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignBottom | Qt.AlignmentFlag.AlignVCenter
_MIRROR = {
    Qt.AlignmentFlag.AlignLeft: Qt.AlignmentFlag.AlignRight,
    Qt.AlignmentFlag.AlignRight: Qt.AlignmentFlag.AlignLeft,
    Qt.AlignmentFlag.AlignTop: Qt.AlignmentFlag.AlignBottom,
    Qt.AlignmentFlag.AlignBottom: Qt.AlignmentFlag.AlignTop,
}


class ZoneLabelItem(QGraphicsItem):
    """The caption of ``zone``, in scene coordinates (never turned)."""

    def __init__(self, zone: ZoneItem):
        super().__init__()
        self.zone = zone
        zone.label_item = self
        self.box = QRectF()
        self._bounds = QRectF()
        self.align = Qt.AlignmentFlag.AlignLeft
        self.setZValue(LABEL_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def place(self) -> None:
        """Lie over the zone's caption box, wherever its area turned it on the table."""
        local, align = self.zone.caption_box()
        transform = self.zone.sceneTransform()
        turns = screen_turns(transform)
        whole = transform.mapRect(self.zone.rect)
        if turns % 2:  # a turned end seat: a strip along the top of the zone as seen
            box = QRectF(whole.left() + 6, whole.top() + 3, whole.width() - 12, local.height())
            align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
        else:
            box = transform.mapRect(local)
            if turns == 2:  # the caption keeps to the same edges of the zone, as seen
                align = _mirror(align)
        self.prepareGeometryChange()
        self.setPos(box.topLeft())
        self.box = QRectF(0, 0, box.width(), box.height())
        self._bounds = self.box.adjusted(-3, -2, 3, 2)
        self.align = align
        self.update()

    def text(self) -> str:
        return self.zone.caption()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter: QPainter, option, widget=None) -> None:
        text = fit_caption(painter, self.box, self.text())
        if not text:
            return
        metrics = painter.fontMetrics()
        tab = QRectF(0, 0, metrics.horizontalAdvance(text) + 8, metrics.height() + 1)
        tab = QRectF(_aligned(self.box, tab, self.align))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 120))
        painter.drawRoundedRect(tab, 4, 4)
        painter.setPen(QColor(255, 255, 255, 215))
        painter.drawText(tab, Qt.AlignmentFlag.AlignCenter, text)


def _mirror(align: Qt.AlignmentFlag) -> Qt.AlignmentFlag:
    h = Qt.AlignmentFlag(align & _H)
    v = Qt.AlignmentFlag(align & _V)
    return _MIRROR.get(h, h) | _MIRROR.get(v, v)


def _aligned(box: QRectF, tab: QRectF, align: Qt.AlignmentFlag) -> QRectF:
    """``tab`` moved inside ``box`` to the side(s) ``align`` names."""
    out = QRectF(tab)
    width = min(tab.width(), box.width())
    out.setWidth(width)
    if align & Qt.AlignmentFlag.AlignRight:
        out.moveLeft(box.right() - width)
    elif align & Qt.AlignmentFlag.AlignHCenter:
        out.moveLeft(box.center().x() - width / 2)
    else:
        out.moveLeft(box.left())
    if align & Qt.AlignmentFlag.AlignBottom:
        out.moveTop(box.bottom() - tab.height())
    elif align & Qt.AlignmentFlag.AlignVCenter:
        out.moveTop(box.center().y() - tab.height() / 2)
    else:
        out.moveTop(box.top())
    return out
