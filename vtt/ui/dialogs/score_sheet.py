"""The final score sheet of any game, one line of the calculation per row.

Generic: it shows a :class:`~vtt.core.scores.ScoreSheet` (the rows a game module's scoring
produced, each with a translatable label and an optional note on how a tie was broken), the
totals, the notes (the plague, shared victories) and who won, all translated with the
contexts the module gave.
"""

from __future__ import annotations

from PySide6.QtGui import QFont
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QHeaderView, QLabel, QTableWidget,
                               QTableWidgetItem, QVBoxLayout, QWidget)

from ...core.scores import ScoreSheet
from ..log_text import message_text


def _number(value: int | float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:g}"


class ScoreSheetDialog(QDialog):
    def __init__(self, sheet: ScoreSheet, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Final scores"))
        self.sheet = sheet
        seats = sheet.seats or [self.tr("Seat {n}").format(n=i + 1) for i in range(len(sheet.totals))]
        box = QVBoxLayout(self)
        self.table = QTableWidget(len(sheet.rows) + 1, len(seats))
        self.table.setHorizontalHeaderLabels(seats)
        labels = []
        for r, row in enumerate(sheet.rows):
            labels.append(message_text(row.label))
            for c, value in enumerate(row.values):
                item = QTableWidgetItem(_number(value))
                if row.note is not None:
                    item.setToolTip(message_text(row.note))
                self.table.setItem(r, c, item)
        labels.append(self.tr("Total"))
        bold = QFont()
        bold.setBold(True)
        for c, value in enumerate(sheet.totals):
            item = QTableWidgetItem(_number(value))
            item.setFont(bold)
            self.table.setItem(len(sheet.rows), c, item)
        self.table.setVerticalHeaderLabels(labels)
        for r, row in enumerate(sheet.rows):
            if row.note is not None:
                self.table.verticalHeaderItem(r).setToolTip(message_text(row.note))
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        box.addWidget(self.table, 1)
        self.notes = QLabel("\n".join(message_text(note) for note in sheet.notes))
        self.notes.setWordWrap(True)
        box.addWidget(self.notes)
        self.winner = QLabel(self.winner_text(seats))
        self.winner.setFont(bold)
        box.addWidget(self.winner)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        box.addWidget(buttons)
        self.resize(640, 480)

    def winner_text(self, seats: list[str]) -> str:
        names = ", ".join(seats[s] for s in self.sheet.winners)
        if not self.sheet.winners:
            return self.tr("Nobody wins.")
        if len(self.sheet.winners) == 1:
            return self.tr("{name} wins.").format(name=names)
        return self.tr("Shared victory: {names}.").format(names=names)
