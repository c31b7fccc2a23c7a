"""A token that is not a card (a first player marker): a disc with its name, lying in
its holder's band or in the middle of the table, dragged to another seat to pass it."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from ...core.views import TokenView
from ..render.fonts import font
from .upright import turn_upright

TOKEN_W, TOKEN_H = 120.0, 34.0


class TokenItem(QGraphicsObject):
    def __init__(self, token: TokenView, colour: str):
        super().__init__()
        self.token = token
        self.colour = QColor(colour)
        self.setZValue(50)
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_token(self, token: TokenView) -> None:
        if token != self.token:
            self.token = token
            self.update()

    def text(self) -> str:
        return QCoreApplication.translate("Zones", self.token.label)

    def boundingRect(self) -> QRectF:
        return QRectF(-TOKEN_W / 2, -TOKEN_H / 2, TOKEN_W, TOKEN_H)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = self.boundingRect().adjusted(1, 1, -1, -1)
        painter.setBrush(self.colour)
        painter.setPen(QPen(self.colour.darker(160), 2))
        painter.drawRoundedRect(rect, TOKEN_H / 2, TOKEN_H / 2)
        painter.setFont(font(13, bold=True))
        painter.setPen(QColor("#1a1a1a"))
        painter.drawText(
            turn_upright(painter, rect, True), Qt.AlignmentFlag.AlignCenter, self.text()
        )
