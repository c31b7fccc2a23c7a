"""A button that shows a colour and lets the user pick another (seat colours)."""

from __future__ import annotations

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QColorDialog, QPushButton, QWidget


class ColourButton(QPushButton):
    def __init__(self, colour: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setFixedWidth(48)
        self.clicked.connect(self._pick)
        self.set_colour(colour)

    def colour(self) -> str:
        return self._colour

    def set_colour(self, colour: str) -> None:
        self._colour = QColor(colour).name() if QColor(colour).isValid() else "#808080"
        self.setStyleSheet(f"background-color: {self._colour}; border: 1px solid #444;")
        self.setToolTip(self._colour)

    def _pick(self) -> None:
        chosen = QColorDialog.getColor(QColor(self._colour), self, self.tr("Choose a colour"))
        if chosen.isValid():
            self.set_colour(chosen.name())
