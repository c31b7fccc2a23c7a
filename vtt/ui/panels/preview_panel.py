"""The large card preview: the card under the mouse, drawn big enough to read, with its text.

The table view reports the hovered card's catalogue id (``None`` when the mouse leaves a
card); the preview keeps the last card shown so the player can move the mouse to read it.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QDockWidget, QLabel, QScrollArea, QVBoxLayout, QWidget

from ..controller import GameController

#: the preview's card size in device-independent pixels (a card is 63 x 88)
PREVIEW_SIZE = QSize(252, 352)


class CardPreviewPanel(QDockWidget):
    def __init__(
        self, controller: GameController, renderer, language: str, parent: QWidget | None = None
    ):
        super().__init__(self.tr("Card"), parent)
        self.setObjectName("card_preview")
        self.controller, self.renderer, self.language = controller, renderer, language
        self.catalog: str | None = None
        body = QWidget()
        box = QVBoxLayout(body)
        self.image = QLabel()
        self.image.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.image.setMinimumSize(PREVIEW_SIZE)
        self.name = QLabel()
        self.name.setWordWrap(True)
        font = self.name.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.name.setFont(font)
        self.kind = QLabel()
        self.kind.setWordWrap(True)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        for widget in (self.image, self.name, self.kind, self.text):
            box.addWidget(widget)
        box.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(body)
        self.setWidget(scroll)
        self.clear()

    def clear(self) -> None:
        self.catalog = None
        self.image.clear()
        self.name.setText(self.tr("Point at a card to see it here."))
        self.kind.clear()
        self.text.clear()

    def show_card(self, catalog: str | None) -> None:
        """Show ``catalog``; ``None`` (the mouse left the card) keeps what is shown."""
        if catalog is None or catalog == self.catalog:
            return
        try:
            face = self.controller.module.face(catalog, self.language)
        except (KeyError, ValueError, NotImplementedError):
            return
        self.catalog = catalog
        self.name.setText(face.title)
        self.kind.setText(" \u00b7 ".join(p for p in (face.kind, face.cost, face.footer) if p))
        self.text.setText(face.text)
        if self.renderer is not None:
            self.image.setPixmap(self.renderer.render(face, PREVIEW_SIZE, self.devicePixelRatioF()))
