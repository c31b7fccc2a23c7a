"""The replay's game log: every line the replay's seat read, each leading to the step that
wrote it.  The line of the current step is selected and kept in sight, the lines still to
come are greyed; a click on a line goes to its step."""

from __future__ import annotations

from bisect import bisect_right

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QAbstractItemView, QDockWidget, QListWidget, QListWidgetItem, QWidget

from ...core.replay import Replay
from ..log_text import LogWriter

FUTURE = QColor("#9a9a9a")
STEP = Qt.ItemDataRole.UserRole
CENTRE = QAbstractItemView.ScrollHint.PositionAtCenter


class ReplayLog(QDockWidget):
    step_requested = Signal(int)

    def __init__(self, replay: Replay, language: str, parent: QWidget | None = None):
        super().__init__(self.tr("Game log"), parent)
        self.setObjectName("replay_log")
        self.list = QListWidget()
        self.list.setObjectName("replay_log_lines")
        self.list.setWordWrap(True)
        self.list.itemClicked.connect(lambda item: self.step_requested.emit(item.data(STEP)))
        self.setWidget(self.list)
        writer = LogWriter(replay.view(), replay.module, language)
        #: the step of every line, in order
        self.steps: list[int] = []
        for index, entry in enumerate(replay.full_log()):
            for text in writer.sentences(entry.events):
                item = QListWidgetItem(text)
                step = replay.log_step(index)
                item.setData(STEP, step)
                self.list.addItem(item)
                self.steps.append(step)
        self._text = self.palette().text().color()
        #: how many lines are written by the current step (the others are greyed)
        self._shown = len(self.steps)

    def set_step(self, step: int) -> None:
        """Select the last line written at or before ``step``; grey the ones after it (only
        the lines between the old and the new step change)."""
        shown = bisect_right(self.steps, step)  # lines at or before ``step``
        low, high = sorted((shown, self._shown))
        brush = QBrush(FUTURE) if shown < self._shown else QBrush(self._text)
        for row in range(low, high):
            self.list.item(row).setForeground(brush)
        self._shown = shown
        if shown == 0:
            self.list.clearSelection()
        else:
            self.list.setCurrentRow(shown - 1)
            self.list.scrollToItem(self.list.item(shown - 1), CENTRE)

    def lines(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count())]
