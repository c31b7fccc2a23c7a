"""The command console dock: type ``draw 2`` or ``lock 3`` and press Enter.

Lines are parsed by :mod:`.shorthand` for the viewing seat and submitted through the
controller; a line that does not parse is answered here and nothing is sent.  Completion
offers command words, the viewer's zone names, counters and tokens; Up and Down walk
through the history of typed lines.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QStringListModel, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QCompleter,
    QDockWidget,
    QLineEdit,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from ..controller import GameController
from ..words import message_text
from .shorthand import COMMAND_WORDS, USAGE, ShorthandError, parse, zone_words

MAX_HISTORY = 200


class ConsoleLine(QLineEdit):
    """A line edit that completes the word under the cursor and remembers past lines.

    Tab takes the highlighted completion; Enter always runs the line as typed, popup or not
    (the popup used to eat the first Enter), so a command typed in full runs at once."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.history: list[str] = []
        self._pos = 0
        self.words = QStringListModel(self)
        self.completer = QCompleter(self.words, self)
        self.completer.setWidget(self)
        self.completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        self.completer.activated.connect(self.insert_completion)
        # installed after the completer's own filter, so it sees the popup's keys first
        self.completer.popup().installEventFilter(self)
        self.textEdited.connect(self._complete)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if (
            watched is self.completer.popup()
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        ):
            self.completer.popup().hide()
            self.returnPressed.emit()
            return True
        return super().eventFilter(watched, event)

    def set_words(self, words: list[str]) -> None:
        self.words.setStringList(sorted(set(words)))

    def _current_word(self) -> str:
        return self.text()[: self.cursorPosition()].split(" ")[-1]

    def _complete(self, _text: str) -> None:
        word = self._current_word()
        popup = self.completer.popup()
        if not word:
            popup.hide()
            return
        self.completer.setCompletionPrefix(word)
        if self.completer.completionCount() == 0:
            popup.hide()
            return
        popup.setCurrentIndex(self.completer.completionModel().index(0, 0))
        self.completer.complete()

    def insert_completion(self, completion: str) -> None:
        text, pos = self.text(), self.cursorPosition()
        start = pos - len(self._current_word())
        self.setText(text[:start] + completion + " " + text[pos:])
        self.setCursorPosition(start + len(completion) + 1)

    def remember(self, line: str) -> None:
        if line and (not self.history or self.history[-1] != line):
            self.history.append(line)
            del self.history[:-MAX_HISTORY]
        self._pos = len(self.history)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        popup = self.completer.popup()
        key = event.key()
        if popup.isVisible() and key in (
            Qt.Key.Key_Return,
            Qt.Key.Key_Enter,
            Qt.Key.Key_Tab,
            Qt.Key.Key_Escape,
        ):
            event.ignore()  # the completer's popup handles these
            return
        if key == Qt.Key.Key_Up and self.history:
            self._pos = max(0, self._pos - 1)
            self.setText(self.history[self._pos])
            return
        if key == Qt.Key.Key_Down and self.history:
            self._pos = min(len(self.history), self._pos + 1)
            self.setText(self.history[self._pos] if self._pos < len(self.history) else "")
            return
        super().keyPressEvent(event)


class ConsolePanel(QDockWidget):
    def __init__(
        self, controller: GameController, parent: QWidget | None = None, language: str = "en"
    ):
        super().__init__(self.tr("Console"), parent)
        self.setObjectName("console")
        self.controller = controller
        self.language = language  # cards may be named in it (and in English)
        body = QWidget()
        box = QVBoxLayout(body)
        box.setContentsMargins(2, 2, 2, 2)
        self.output = QPlainTextEdit()
        self.output.setReadOnly(True)
        self.output.setMaximumBlockCount(1000)
        self.line = ConsoleLine()
        self.line.setPlaceholderText(
            self.tr("Type a command (draw 2, lock 3, help) and press Enter")
        )
        self.line.returnPressed.connect(self.run_line)
        box.addWidget(self.output, 1)
        box.addWidget(self.line)
        self.setWidget(body)
        controller.view_changed.connect(self.update_words)
        controller.session_replaced.connect(lambda: self.update_words(controller.view))
        self.update_words(controller.view)

    def update_words(self, view) -> None:
        layout = self.controller.module.layout(len(view.seats))
        self.line.set_words(
            list(COMMAND_WORDS)
            + zone_words(view)
            + list(layout.seat_counters)
            + list(layout.card_counters)
            + list(view.tokens)
        )

    def say(self, text: str) -> None:
        self.output.appendPlainText(text)

    def _card_names(self) -> dict[int, tuple[str, ...]]:
        """The cards the viewer sees, by number: their names in the app's language and in
        English (a card may be named either way in the console)."""
        ctl = self.controller
        names: dict[int, tuple[str, ...]] = {}
        for zone in ctl.view.zones.values():
            for card in zone.cards:
                if card.id is not None and card.catalog is not None:
                    words = {
                        ctl.module.card_name(card.catalog, lang) for lang in ("en", self.language)
                    }
                    names[card.id] = tuple(sorted(words))
        return names

    def run_line(self, line: str | None = None) -> bool:
        """Parse and submit one line (the typed one by default); True when it was accepted."""
        if line is None:
            line = self.line.text()
            self.line.remember(line.strip())
            self.line.clear()
        line = line.strip()
        if not line:
            return False
        self.say(f"> {line}")
        if line.lower() == "help":
            for usage in USAGE:
                self.say("  " + message_text(usage))
            return False
        ctl = self.controller
        try:
            layout = ctl.module.layout(len(ctl.view.seats))
            cmd = parse(line, ctl.seat, ctl.view, layout, self._card_names())
        except ShorthandError as exc:
            self.say(message_text(exc.message))
            return False
        result = ctl.submit(cmd)
        if not result.ok and result.reason is not None:
            self.say(message_text(result.reason))
        return result.ok
