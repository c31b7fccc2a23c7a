"""The large card preview: the card under the mouse, drawn big enough to read, with its text.

The table view reports the hovered card's catalogue id (``None`` when the mouse leaves a
card); the preview keeps the last card shown so the player can move the mouse to read it.
The card is drawn as large as the panel allows (it grows with the panel) above its name,
type and text, so at 1080p the whole card and its text show without scrolling.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QDockWidget, QLabel, QScrollArea, QSizePolicy, QVBoxLayout, QWidget

from ...core.faces import CardFace
from ..controller import GameController

#: the smallest the preview's card gets, in device-independent pixels (a card is 63 x 88)
PREVIEW_SIZE = QSize(180, 251)
#: the card's height over its width
CARD_RATIO = 88 / 63


class CardPicture(QWidget):
    """The card drawn at the largest size its box allows, centred, rendered at that size
    (sharp at any size; the renderer caches it)."""

    def __init__(self, renderer, parent: QWidget | None = None):
        super().__init__(parent)
        self.renderer = renderer
        self.face: CardFace | None = None
        self.setMinimumSize(PREVIEW_SIZE)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        # the least it needs: the layout's stretch gives it the rest of the panel, and a
        # larger hint would make the scroll area scroll instead
        return PREVIEW_SIZE

    def set_face(self, face: CardFace | None) -> None:
        self.face = face
        self.update()

    def card_rect(self) -> QRect:
        """Where the card is drawn: the largest card that fits, centred at the top."""
        width = min(self.width(), int(self.height() / CARD_RATIO))
        height = round(width * CARD_RATIO)
        return QRect((self.width() - width) // 2, 0, width, height)

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        if self.face is None or self.renderer is None:
            return
        rect = self.card_rect()
        pixmap = self.renderer.render(self.face, rect.size(), self.devicePixelRatioF())
        QPainter(self).drawPixmap(rect.topLeft(), pixmap)


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
        box.setContentsMargins(6, 6, 6, 6)
        self.image = CardPicture(renderer)
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
        box.addWidget(self.image, 1)
        for widget in (self.name, self.kind, self.text):
            box.addWidget(widget)
        # a very small panel still scrolls; at any usual size everything shows
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(body)
        self.setWidget(scroll)
        self.clear()

    def clear(self) -> None:
        self.catalog = None
        self.image.set_face(None)
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
        self.image.set_face(face)
