"""Help > Keyboard shortcuts: every key of the table and of the window, in one list."""

from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)


def window_shortcuts(actions: list[QAction]) -> list[tuple[str, str]]:
    """(label, key) of the window's actions that have a key."""
    rows = []
    for action in actions:
        keys = action.shortcuts()
        if keys:
            label = action.text().replace("&", "").rstrip("\u2026").rstrip(".")
            rows.append(
                (label, ", ".join(k.toString(QKeySequence.SequenceFormat.NativeText) for k in keys))
            )
    return rows


class ShortcutsDialog(QDialog):
    def __init__(self, window_actions: list[QAction], parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        from ..shortcuts import all_actions, bindings

        keys = bindings()
        rows = [
            (
                a.text(),
                QKeySequence(keys.get(a.id, a.default)).toString(
                    QKeySequence.SequenceFormat.NativeText
                ),
            )
            for a in all_actions()
        ]
        rows += window_shortcuts(window_actions)
        self.table = QTableWidget(len(rows), 2)
        self.table.setHorizontalHeaderLabels([self.tr("Action"), self.tr("Key")])
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        for row, (label, key) in enumerate(rows):
            self.table.setItem(row, 0, QTableWidgetItem(label))
            self.table.setItem(row, 1, QTableWidgetItem(key))
        box = QVBoxLayout(self)
        box.addWidget(self.table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        box.addWidget(buttons)
        self.resize(480, 560)
