"""Import a decklist for one seat: paste it or open a file, see what was understood.

Generic for every game whose module reads decklists (:meth:`GameModule.parse_deck`): the
report's card counts per section, and every line that was not understood with its line
number and the reason, so nothing is dropped silently.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QFileDialog, QHBoxLayout, QLabel,
                               QListWidget, QPlainTextEdit, QPushButton, QVBoxLayout, QWidget)

from ...core.decks import DeckReport
from ...core.module import GameModule
from ..log_text import message_text

MAX_FILE = 1_000_000


class DeckImportDialog(QDialog):
    def __init__(self, module: GameModule, language: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Import a deck"))
        self.module, self.language = module, language
        self.report: DeckReport | None = None
        box = QVBoxLayout(self)
        box.addWidget(QLabel(self.tr("Paste a decklist, or open a file:")))
        self.text = QPlainTextEdit()
        self.text.textChanged.connect(self._forget)
        box.addWidget(self.text, 2)
        row = QHBoxLayout()
        open_button = QPushButton(self.tr("Open file\u2026"))
        open_button.clicked.connect(self._open)
        check = QPushButton(self.tr("Check"))
        check.clicked.connect(self.check)
        row.addWidget(open_button)
        row.addWidget(check)
        row.addStretch(1)
        box.addLayout(row)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        box.addWidget(self.summary)
        self.problems = QListWidget()
        box.addWidget(self.problems, 1)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        box.addWidget(self.buttons)
        self.resize(560, 520)

    def _forget(self) -> None:
        self.report = None

    def _open(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, self.tr("Open a decklist"), "",
                                              self.tr("Decklists (*.txt *.dek *.md);;All files (*)"))
        if name:
            self.load_file(Path(name))

    def load_file(self, path: Path) -> bool:
        try:
            data = path.read_bytes()[:MAX_FILE]
        except OSError as exc:
            self.summary.setText(self.tr("The file cannot be read: {error}").format(
                error=exc.strerror or str(exc)))
            return False
        self.text.setPlainText(data.decode("utf-8", errors="replace"))
        self.check()
        return True

    def check(self) -> DeckReport | None:
        """Parse the text and show the counts and every unmatched line."""
        self.problems.clear()
        try:
            report = self.module.parse_deck(self.text.toPlainText(), self.language)
        except (ValueError, KeyError) as exc:
            self.summary.setText(self.tr("This decklist cannot be read: {error}").format(error=str(exc)))
            return None
        sections: dict[str, int] = {}
        for entry in report.entries:
            sections[entry.section] = sections.get(entry.section, 0) + entry.count
        counts = ", ".join(f"{section}: {n}" for section, n in sections.items()) or "0"
        title = report.name or self.tr("Unnamed deck")
        self.summary.setText(self.tr("{name} - {counts}; %n line(s) not understood.", "",
                                     len(report.unmatched)).format(name=title, counts=counts))
        for line in report.unmatched:
            self.problems.addItem(self.tr("Line {n}: {text} - {reason}").format(
                n=line.line, text=line.text, reason=message_text(line.reason)))
        for warning in report.warnings:
            self.problems.addItem(self.tr("Warning: {text}").format(text=message_text(warning)))
        self.report = report
        return report

    def deck_text(self) -> str:
        return self.text.toPlainText()

    def _accept(self) -> None:
        if self.report is None and self.check() is None:
            return
        if not self.report.entries:
            self.summary.setText(self.tr("No card was recognised in this decklist."))
            return
        self.accept()
