"""The final score sheet of any game, one line of the calculation per row.

Generic: it shows a :class:`~vtt.core.scores.ScoreSheet` (the rows a game module's scoring
produced, each with a translatable label and an optional note on how a tie was broken), the
totals, the lines that decide the winner without adding to the totals (tie-breakers) below
them, the notes (the plague, shared victories) and who won, all translated with the
contexts the module gave.  The whole sheet is visible at once and the winners' columns
stand out, so nobody has to scroll to learn who won.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...core.scores import ScoreRow, ScoreSheet
from ..words import message_text

#: the winners' column: a light gold, readable with the default (dark) text
WINNER_BACKGROUND = QColor("#f6e3a1")
WINNER_TEXT = QColor("#202020")
#: the width of a seat's column: a long name or a three-digit score still fits
COLUMN_WIDTH = 110


def _cell(value: int | float) -> QTableWidgetItem:
    """A number of the sheet, centred under its seat's name."""
    item = QTableWidgetItem(str(int(value)) if float(value).is_integer() else f"{value:g}")
    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
    return item


class ScoreSheetDialog(QDialog):
    #: "How the game went": the window shows the game's plots
    statistics_requested = Signal()

    def __init__(self, sheet: ScoreSheet, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Final scores"))
        self.sheet = sheet
        seats = sheet.seats or [
            self.tr("Seat {n}").format(n=i + 1) for i in range(len(sheet.totals))
        ]
        box = QVBoxLayout(self)
        counted = [row for row in sheet.rows if row.counted]
        apart = [row for row in sheet.rows if not row.counted]
        self.table = QTableWidget(len(sheet.rows) + 1, len(seats))
        self.table.setHorizontalHeaderLabels(seats)
        bold = QFont()
        bold.setBold(True)
        italic = QFont()
        italic.setItalic(True)
        labels = [self._fill_row(r, row, None) for r, row in enumerate(counted)]
        total_row = len(counted)
        labels.append(self.tr("Total"))
        for c, value in enumerate(sheet.totals):
            item = _cell(value)
            item.setFont(bold)
            self.table.setItem(total_row, c, item)
        labels += [self._fill_row(total_row + 1 + r, row, italic) for r, row in enumerate(apart)]
        self.table.setVerticalHeaderLabels(labels)
        self.table.verticalHeaderItem(total_row).setFont(bold)
        for r, row in enumerate(counted + [None] + apart):
            if row is not None and row.note is not None:
                self.table.verticalHeaderItem(r).setToolTip(message_text(row.note))
        self._mark_winners()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        # every line shows at once, and the labels in full: the table is as big as its content
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        metrics = self.table.fontMetrics()
        label_width = max(metrics.horizontalAdvance(text) for text in labels) + 24
        self.table.verticalHeader().setFixedWidth(label_width)
        rows_height = self.table.verticalHeader().defaultSectionSize() * self.table.rowCount()
        frame = 2 * self.table.frameWidth()
        self.table.setMinimumSize(
            label_width + COLUMN_WIDTH * len(seats) + frame,
            header.sizeHint().height() + rows_height + frame,
        )
        box.addWidget(self.table, 1)
        self.notes = QLabel("\n".join(message_text(note) for note in sheet.notes))
        self.notes.setWordWrap(True)
        box.addWidget(self.notes)
        self.winner = QLabel(self.winner_text(seats))
        big = QFont(bold)
        big.setPointSizeF(self.font().pointSizeF() * 1.3)
        self.winner.setFont(big)
        box.addWidget(self.winner)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        self.how_button = buttons.addButton(
            self.tr("How the game went"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.how_button.clicked.connect(self.statistics_requested)
        box.addWidget(buttons)
        self.resize(self.sizeHint())

    def _fill_row(self, r: int, row: ScoreRow, font: QFont | None) -> str:
        for c, value in enumerate(row.values):
            item = _cell(value)
            if row.note is not None:
                item.setToolTip(message_text(row.note))
            if font is not None:
                item.setFont(font)
            self.table.setItem(r, c, item)
        return message_text(row.label)

    def _mark_winners(self) -> None:
        """The winners' columns on a light gold, their names in bold."""
        for c in self.sheet.winners:
            head = self.table.horizontalHeaderItem(c)
            font = head.font()
            font.setBold(True)
            head.setFont(font)
            for r in range(self.table.rowCount()):
                item = self.table.item(r, c)
                item.setBackground(QBrush(WINNER_BACKGROUND))
                item.setForeground(QBrush(WINNER_TEXT))

    def winner_text(self, seats: list[str]) -> str:
        names = ", ".join(seats[s] for s in self.sheet.winners)
        if not self.sheet.winners:
            return self.tr("Nobody wins.")
        if len(self.sheet.winners) == 1:
            return self.tr("{name} wins.").format(name=names)
        return self.tr("Shared victory: {names}.").format(names=names)
