"""Browse a pile: the cards the viewing seat may see in it, with a text filter.

The list comes from the seat's view only, so it never shows what the seat may not know:
a public discard pile shows every card; one's own hidden deck shows only the cards the seat
has looked at.  "Look at the whole pile" submits a ``Look`` (the log records it) and the
cards appear.  Picked cards go to the hand, the table, or the bottom of the pile, each as a
command.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
)

from ...core import commands as C
from ...core.views import View
from ..controller import GameController
from ..render.card_renderer import CardRenderer

ICON = QSize(45, 63)


class PileBrowser(QDialog):
    """``top``: show only the top ``top`` cards (after "look at the top N")."""

    def __init__(
        self,
        controller: GameController,
        renderer: CardRenderer,
        zone_id: str,
        top: int | None = None,
        parent=None,
    ):
        super().__init__(parent)
        self.controller = controller
        self.renderer = renderer
        self.zone_id = zone_id
        self.top = top
        self.setMinimumSize(460, 520)
        layout = QVBoxLayout(self)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self.filter = QLineEdit()
        self.filter.setPlaceholderText(
            QCoreApplication.translate("PileBrowser", "Filter by name or text")
        )
        self.filter.textChanged.connect(self.refresh)
        layout.addWidget(self.filter)
        self.list = QListWidget()
        self.list.setIconSize(ICON)
        self.list.setSelectionMode(QListWidget.SelectionMode.ExtendedSelection)
        layout.addWidget(self.list, 1)
        self.look_all = QPushButton(
            QCoreApplication.translate("PileBrowser", "Look at the whole pile (the log records it)")
        )
        self.look_all.clicked.connect(self._look_all)
        layout.addWidget(self.look_all)
        row = QHBoxLayout()
        self.buttons = {}
        for key, label in (
            ("hand", QCoreApplication.translate("PileBrowser", "To my hand")),
            ("play", QCoreApplication.translate("PileBrowser", "To the table")),
            ("bottom", QCoreApplication.translate("PileBrowser", "To the bottom")),
            ("shuffle", QCoreApplication.translate("PileBrowser", "Shuffle the pile")),
        ):
            button = QPushButton(label)
            button.clicked.connect(lambda _=False, k=key: self._act(k))
            row.addWidget(button)
            self.buttons[key] = button
        layout.addLayout(row)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout.addWidget(close)
        controller.view_changed.connect(self.refresh)
        self.refresh()

    def _zone(self, view: View | None = None):
        view = view or self.controller.view
        return view.zones.get(self.zone_id)

    def refresh(self, *_args) -> None:
        zone = self._zone()
        if zone is None:
            self.reject()
            return
        label = QCoreApplication.translate("Zones", zone.label)
        self.setWindowTitle(
            QCoreApplication.translate("PileBrowser", "Browse {zone}").format(zone=label)
        )
        module = self.controller.module
        needle = self.filter.text().strip().lower()
        self.list.clear()
        visible = 0
        limit = len(zone.cards) if self.top is None else min(self.top, len(zone.cards))
        for index, card in enumerate(zone.cards[:limit]):
            if card.catalog is None:
                continue
            visible += 1
            face = module.face(card.catalog)
            if needle and needle not in f"{face.title} {face.kind} {face.text}".lower():
                continue
            entry = QListWidgetItem(
                QIcon(self.renderer.render(face, ICON, self.devicePixelRatioF())),
                QCoreApplication.translate("PileBrowser", "{pos}. {name}").format(
                    pos=index + 1, name=face.title
                ),
            )
            entry.setData(Qt.ItemDataRole.UserRole, card.id)
            self.list.addItem(entry)
        self.summary.setText(
            QCoreApplication.translate(
                "PileBrowser", "{zone}: {n} cards, {seen} of them visible to you."
            ).format(zone=label, n=len(zone.cards), seen=visible)
        )
        mine = zone.owner in (None, self.controller.seat)
        self.look_all.setVisible(mine and visible < len(zone.cards) and self.top is None)
        for button in self.buttons.values():
            button.setEnabled(mine)

    def _look_all(self) -> None:
        zone = self._zone()
        if zone is not None and zone.cards:
            self.controller.command(C.Look, zone=self.zone_id, n=len(zone.cards))

    def _act(self, key: str) -> None:
        if key == "shuffle":
            self.controller.command(C.Shuffle, zone=self.zone_id)
            self.top = None
            return
        ids = [item.data(Qt.ItemDataRole.UserRole) for item in self.list.selectedItems()]
        if not ids:
            return
        seat = self.controller.seat
        if key == "bottom":
            moves = [C.Move(seat=seat, card=cid, to=self.zone_id, bottom=True) for cid in ids]
        else:
            target = next(
                (
                    z.id
                    for z in self.controller.view.zones.values()
                    if z.owner == seat and z.role == key
                ),
                None,
            )
            if target is None:
                return
            moves = [C.Move(seat=seat, card=cid, to=target) for cid in ids]
        cmd = moves[0] if len(moves) == 1 else C.Batch(seat=seat, commands=moves)
        self.controller.submit(self.controller.by_hand(cmd))

    def done(self, result: int) -> None:
        try:
            self.controller.view_changed.disconnect(self.refresh)
        except (RuntimeError, TypeError):
            pass
        super().done(result)
