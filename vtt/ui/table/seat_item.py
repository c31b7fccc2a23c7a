"""A seat's area: its felt, the band along the player's edge with the name, the turn marker
and the seat counters (the game's layout names them) that can be edited in place.

The area also paints the cloth of its zones (one cached picture per seat instead of one per
zone, fewer pixels to blend on every repaint).  Names and counts are drawn upright for the
viewer however the area is turned (:mod:`~vtt.ui.table.upright`)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QInputDialog

from ...core.views import SeatView
from ..render.fonts import font
from ..render.palette import mix
from .geometry import BAND, FELT
from .upright import screen_turns, turn_upright


class SeatAreaItem(QGraphicsItem):
    """The area of ``seat``; local coordinates are the module's seat frame (the player's
    edge at the bottom) plus the band below it."""

    def __init__(self, seat: int, width: float, seat_h: float):
        super().__init__()
        self.seat = seat
        self.rect = QRectF(0, 0, width, seat_h + BAND)
        self.seat_h = seat_h
        self.view = SeatView(index=seat, name="", colour="#808080")
        self.active = False
        self.is_viewer = False
        self.highlight = False
        #: where the counters end in the band; the turn marker goes after them
        self.counters_end = 250.0
        #: room for the name at the start of the band (less when the counters need it)
        self.name_width = 230.0
        self.setZValue(0)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-3, -3, 3, 3)

    def band_rect(self) -> QRectF:
        return QRectF(0, self.seat_h, self.rect.width(), BAND)

    def set_seat(self, view: SeatView, active: bool, is_viewer: bool) -> None:
        if (view, active, is_viewer) != (self.view, self.active, self.is_viewer):
            self.view, self.active, self.is_viewer = view, active, is_viewer
            self.update()

    def set_highlight(self, on: bool) -> None:
        if on != self.highlight:
            self.highlight = on
            self.update()

    def felt(self) -> QColor:
        """The area's own cloth: the table's felt tinted with the seat's colour."""
        return mix(FELT, QColor(self.view.colour), 0.16)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        colour = QColor(self.view.colour)
        felt = self.felt()
        edge = QColor("#7fd0ff") if self.highlight else colour.lighter(130)
        painter.setBrush(felt)
        painter.setPen(QPen(edge, 4 if self.highlight or self.active else 1.5))
        painter.drawRoundedRect(self.rect, 14, 14)
        self._paint_zone_cloths(painter)
        band = self.band_rect().adjusted(4, 2, -4, -4)
        painter.setBrush(colour.darker(150))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(band, 10, 10)
        painter.setPen(QColor("white"))
        painter.setFont(font(20, True))
        name = self.view.name
        if self.view.out:
            name = QCoreApplication.translate("Table", "{name} (out)").format(name=name)
        painter.save()
        box = turn_upright(
            painter, band.adjusted(14, 0, -self.rect.width() + self.name_width + 20, 0), True
        )
        painter.drawText(
            box,
            Qt.AlignmentFlag.AlignVCenter,
            painter.fontMetrics().elidedText(
                name, Qt.TextElideMode.ElideRight, int(self.name_width)
            ),
        )
        painter.restore()
        if self.active and self.counters_end + 120 <= self.rect.width():
            marker = QCoreApplication.translate("Table", "\u25b6 playing")
            painter.setFont(font(14, True))
            painter.setPen(QColor("#ffe08a"))
            painter.save()
            box = turn_upright(painter, band.adjusted(self.counters_end + 10, 0, 0, 0), True)
            painter.drawText(box, Qt.AlignmentFlag.AlignVCenter, marker)
            painter.restore()

    def _paint_zone_cloths(self, painter: QPainter) -> None:
        for child in self.childItems():
            cloth = getattr(child, "paint_cloth", None)
            if cloth is not None and child.parentItem() is self:
                painter.save()
                painter.translate(child.pos())
                cloth(painter)
                painter.restore()


class SeatCounterItem(QGraphicsObject):
    """``[-] Score 12 [+]`` in a seat's band: click - or +, turn the wheel over it, or
    double-click to type a value.  Every change is a ``Counter`` command for the seat."""

    WIDTH, HEIGHT = 170.0, 32.0
    #: the narrowest a counter gets when a game has many of them in one band
    MIN_WIDTH = 96.0

    def __init__(
        self,
        seat: int,
        kind: str,
        name: str,
        actions,
        parent: QGraphicsItem,
        width: float = WIDTH,
    ):
        super().__init__(parent)
        self.seat = seat
        self.kind = kind
        #: the counter in the user's language (the layout's name for ``kind``)
        self.name = name
        self.actions = actions
        self.value = 0
        self.width = max(self.MIN_WIDTH, min(self.WIDTH, width))
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._update_tooltip()

    def _update_tooltip(self) -> None:
        self.setToolTip(
            QCoreApplication.translate(
                "Table",
                "{counter}: {value}\nClick \u2212 or +, turn the wheel, or double-click to type a value.",  # noqa: E501
            ).format(counter=self.title(), value=self.value)
        )

    def title(self) -> str:
        return self.name[:1].upper() + self.name[1:]

    def set_value(self, value: int) -> None:
        if value != self.value:
            self.value = value
            self._update_tooltip()
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width, self.HEIGHT)

    def button_size(self) -> float:
        """The - and + buttons: smaller on a narrow counter, to leave room for the text."""
        return 28.0 if self.width >= 150 else 22.0 if self.width >= 120 else 18.0

    def _end_rect(self, right: bool) -> QRectF:
        b = self.button_size()
        return QRectF(self.width - b if right else 0, (self.HEIGHT - b) / 2, b, b)

    def _upside_down(self) -> bool:
        """Whether the counter's text is turned over to read upright (a seat across the
        table) or bottom to top (a seat on the left): - and + then swap ends, so that minus
        stays where its text starts, on the viewer's left or at the bottom."""
        return screen_turns(self.sceneTransform()) in (1, 2)

    def minus_rect(self) -> QRectF:
        return self._end_rect(self._upside_down())

    def plus_rect(self) -> QRectF:
        return self._end_rect(not self._upside_down())

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(self.boundingRect(), 9, 9)
        painter.setFont(font(18, True))
        for rect, sign in ((self.minus_rect(), "\u2212"), (self.plus_rect(), "+")):
            painter.setBrush(QColor(255, 255, 255, 40))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawEllipse(rect)
            painter.setPen(QColor("white"))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, sign)
        b = self.button_size() + 2
        middle = QRectF(b, 0, self.width - 2 * b, self.HEIGHT)
        painter.setPen(QColor("#ffe9b0"))
        text = QCoreApplication.translate("Table", "{counter}: {value}").format(
            counter=self.title(), value=self.value
        )
        box = turn_upright(painter, middle, True)
        for px in (15, 13, 12):  # on one line, as large as fits
            painter.setFont(font(px, True))
            if painter.fontMetrics().horizontalAdvance(text) <= middle.width():
                painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
                return
        self._paint_two_lines(painter, box)

    def _paint_two_lines(self, painter: QPainter, box: QRectF) -> None:
        """A narrow counter: the name in small letters above its value (the whole name
        when it fits at 8 pixels, else cut with a dot; the value always shows)."""
        name = self.title()
        for px in (11, 10, 9, 8):
            painter.setFont(font(px, True))
            if painter.fontMetrics().horizontalAdvance(name) <= box.width():
                break
        else:
            while (
                len(name) > 2 and painter.fontMetrics().horizontalAdvance(name + ".") > box.width()
            ):
                name = name[:-1]
            name += "."
        top = QRectF(box.left(), box.top() + 1, box.width(), box.height() * 0.45)
        painter.drawText(top, Qt.AlignmentFlag.AlignCenter, name)
        painter.setFont(font(15, True))
        bottom = QRectF(box.left(), top.bottom() - 1, box.width(), box.height() - top.height())
        painter.drawText(bottom, Qt.AlignmentFlag.AlignCenter, str(self.value))

    def mousePressEvent(self, event) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        pos = event.pos()
        if self.minus_rect().contains(pos):
            self.actions.seat_counter(self.seat, self.kind, delta=-1, at=self)
        elif self.plus_rect().contains(pos):
            self.actions.seat_counter(self.seat, self.kind, delta=1, at=self)
        event.accept()

    def mouseDoubleClickEvent(self, event) -> None:
        if self.minus_rect().contains(event.pos()) or self.plus_rect().contains(event.pos()):
            self.mousePressEvent(event)
            return
        parent = self.scene().views()[0] if self.scene() and self.scene().views() else None
        value, ok = QInputDialog.getInt(
            parent,
            QCoreApplication.translate("Table", "Set a counter"),
            QCoreApplication.translate("Table", "New value of {counter}:").format(
                counter=self.title()
            ),
            self.value,
            0,
            1_000_000,
        )
        if ok:
            self.actions.seat_counter(self.seat, self.kind, value=value, at=self)
        event.accept()

    def wheelEvent(self, event) -> None:
        delta = 1 if event.delta() > 0 else -1
        self.actions.seat_counter(self.seat, self.kind, delta=delta, at=self)
        event.accept()
