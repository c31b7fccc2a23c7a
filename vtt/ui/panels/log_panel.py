"""The game log in words, with the table chat under it.

Every event of every log entry the viewer received becomes one sentence
(:mod:`vtt.ui.log_text`).  When the game or the viewing seat changes, the whole log is
written again from the viewer's filtered entries, so a hot-seat switch never shows the
previous viewer's secrets.  The chat line sends a ``Say`` command.
"""

from __future__ import annotations

from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QDockWidget, QLineEdit, QPlainTextEdit, QVBoxLayout, QWidget

from ...core import commands as C
from ...core.session import LogEntry
from ..controller import GameController
from ..log_text import LogWriter

MAX_LINES = 5000


class LogPanel(QDockWidget):
    def __init__(self, controller: GameController, language: str, parent: QWidget | None = None):
        super().__init__(self.tr("Game log"), parent)
        self.setObjectName("game_log")
        self.controller, self.language = controller, language
        body = QWidget()
        box = QVBoxLayout(body)
        box.setContentsMargins(2, 2, 2, 2)
        self.text = QPlainTextEdit()
        self.text.setReadOnly(True)
        self.text.setMaximumBlockCount(MAX_LINES)
        self.chat = QLineEdit()
        self.chat.setPlaceholderText(self.tr("Say something to the table and press Enter"))
        self.chat.returnPressed.connect(self._send)
        box.addWidget(self.text, 1)
        box.addWidget(self.chat)
        self.setWidget(body)
        controller.logged.connect(self.add_entry)
        self.rebuild()

    def _writer(self) -> LogWriter:
        return LogWriter(self.controller.view, self.controller.module, self.language)

    def add_entry(self, entry: LogEntry) -> None:
        writer = self._writer()
        for text in writer.sentences(entry.events):
            self.text.appendPlainText(text)
        self.text.moveCursor(QTextCursor.MoveOperation.End)

    def rebuild(self) -> None:
        """Write the whole log again for the current viewer (new game, other seat)."""
        self.text.clear()
        entries = self.controller.history
        if not entries or self.controller.view is None:
            return
        writer = self._writer()
        lines = [text for entry in entries for text in writer.sentences(entry.events)]
        self.text.setPlainText("\n".join(lines[-MAX_LINES:]))
        self.text.moveCursor(QTextCursor.MoveOperation.End)

    def lines(self) -> list[str]:
        return self.text.toPlainText().splitlines()

    def _send(self) -> None:
        text = self.chat.text().strip()
        if not text:
            return
        if self.controller.command(C.Say, text=text).ok:
            self.chat.clear()
