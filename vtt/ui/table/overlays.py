"""Widgets floating over the table: the magnifier and the short notices (refusals, dice)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QSize, Qt, QTimer
from PySide6.QtWidgets import QLabel, QWidget

from ...core.faces import CardFace
from ..render.card_renderer import CardRenderer

MAGNIFIED = QSize(300, 419)


class Magnifier(QLabel):
    """A card at full readable size next to the cursor, while the magnifier key is held."""

    def __init__(self, renderer: CardRenderer, parent: QWidget):
        super().__init__(parent)
        self.renderer = renderer
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setStyleSheet("background: transparent;")
        self.hide()

    def show_card(self, face: CardFace | None, back: str, at: QPoint) -> None:
        dpr = self.devicePixelRatioF()
        if face is not None:
            pixmap = self.renderer.render(face, MAGNIFIED, dpr)
        else:
            pixmap = self.renderer.render_back(back, MAGNIFIED, dpr)
        self.setPixmap(pixmap)
        self.resize(MAGNIFIED)
        self.move_near(at)
        self.show()
        self.raise_()

    def move_near(self, at: QPoint) -> None:
        """Beside the cursor, kept inside the parent."""
        parent = self.parentWidget()
        x = at.x() + 24
        if x + self.width() > parent.width():
            x = at.x() - 24 - self.width()
        y = min(max(0, at.y() - self.height() // 2), max(0, parent.height() - self.height()))
        self.move(max(0, x), y)


class Notice(QLabel):
    """A short message near where the player acted; it fades away by itself."""

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setWordWrap(True)
        self.setMaximumWidth(360)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide)
        self.hide()

    def show_text(self, text: str, at: QPoint, error: bool = True, ms: int = 3500) -> None:
        colour = "#7b1e1e" if error else "#1f3b5a"
        self.setStyleSheet(
            f"background: {colour}; color: white; border-radius: 8px;"
            " padding: 6px 10px; font-weight: bold;"
        )
        self.setText(text)
        self.adjustSize()
        parent = self.parentWidget()
        x = min(max(0, at.x() - self.width() // 2), max(0, parent.width() - self.width()))
        y = min(max(0, at.y() - self.height() - 16), max(0, parent.height() - self.height()))
        self.move(x, y)
        self.show()
        self.raise_()
        self._timer.start(ms)
