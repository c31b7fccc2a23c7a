"""A summary of every seat: name and colour, counters, hand and deck sizes, whose turn.

Drawn only from the viewer's :class:`~vtt.core.views.View`: sizes are public even when the
cards are not.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QFont, QIcon, QPixmap
from PySide6.QtWidgets import QDockWidget, QHeaderView, QTreeWidget, QTreeWidgetItem, QWidget

from ...core.module import Layout
from ...core.views import View
from ..controller import GameController
from ..counters import counter_name


def zone_size(view: View, seat: int, role: str) -> int:
    return sum(len(z.cards) for z in view.zones.values() if z.owner == seat and z.role == role)


def counters_text(layout: Layout, counters: dict[str, int]) -> str:
    return ", ".join(f"{counter_name(layout, k)} {v}" for k, v in sorted(counters.items()))


class SeatsPanel(QDockWidget):
    def __init__(self, controller: GameController, parent: QWidget | None = None):
        super().__init__(self.tr("Seats"), parent)
        self.setObjectName("seats")
        self.controller = controller
        self.tree = QTreeWidget()
        self.tree.setRootIsDecorated(False)
        self.tree.setHeaderLabels(
            [self.tr("Player"), self.tr("Counters"), self.tr("Hand"), self.tr("Deck")]
        )
        header = self.tree.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for col in (1, 2, 3):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        self.setWidget(self.tree)
        controller.view_changed.connect(self.refresh)
        self.refresh(controller.view)

    def refresh(self, view: View) -> None:
        self.tree.clear()
        layout = self.controller.module.layout(len(view.seats))
        for seat in view.seats:
            name = seat.name
            if seat.index == view.seat:
                name = self.tr("{name} (you)").format(name=name)
            if seat.index == view.turn.active:
                name = "\u25b6 " + name
            if seat.out:
                name = self.tr("{name} (out)").format(name=name)
            item = QTreeWidgetItem(
                [
                    name,
                    counters_text(layout, seat.counters),
                    str(zone_size(view, seat.index, "hand")),
                    str(zone_size(view, seat.index, "deck")),
                ]
            )
            swatch = QPixmap(14, 14)
            swatch.fill(QColor(seat.colour))
            item.setIcon(0, QIcon(swatch))
            item.setToolTip(
                0,
                self.tr("{name}: it is their turn").format(name=seat.name)
                if seat.index == view.turn.active
                else seat.name,
            )
            if seat.index == view.turn.active:
                font = QFont(item.font(0))
                font.setBold(True)
                item.setFont(0, font)
            self.tree.addTopLevelItem(item)
