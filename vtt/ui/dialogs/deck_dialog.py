"""The deck dialog: read a decklist, see exactly what was understood, check it, export it.

Generic for every game whose module reads decklists (:meth:`GameModule.parse_deck`).  The
text comes from pasting, "Open file…", a file dropped on the dialog (or on the main window)
or one of the module's built-in decks (:meth:`GameModule.preset_deck`, written out with
:meth:`GameModule.export_deck`).  The text is parsed again shortly after every edit, on a
worker thread (a long paste must not freeze the window; a busy bar shows meanwhile) whose
result comes back to the UI thread through a queued signal; the
right side shows the deck's name and author, its cards per section with counts and totals,
every line that did not become a card with its number and the reason (a parser never drops
a card silently), and the deck-construction warnings under the rules the user picks
(:meth:`GameModule.deck_rules`, :meth:`GameModule.check_deck`).  Warnings never block.
The deck can be written to a file or copied in any of :meth:`GameModule.deck_formats`; OK
hands the text to the caller (a seat of the new-game dialog).
"""

from __future__ import annotations

import threading
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QMimeData,
    QObject,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QDragEnterEvent, QDropEvent, QGuiApplication, QTextCursor
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...core.decks import DeckReport, DeckRules
from ...core.module import GameModule
from ..log_text import message_text

#: a decklist file larger than this is refused (the parsers refuse far less anyway)
MAX_FILE = 1_000_000
#: how long the text must rest before it is parsed again
PARSE_DELAY_MS = 300


def dropped_file(mime: QMimeData) -> Path | None:
    """The first local file a drag carries, if any."""
    if not mime.hasUrls():
        return None
    for url in mime.urls():
        if url.isLocalFile():
            return Path(url.toLocalFile())
    return None


def read_text_file(path: Path) -> str:
    """A text file's contents: UTF-8, or Latin-1 for older files that are not UTF-8.
    Raises OSError when it cannot be read, ValueError when it is too large or binary."""
    with path.open("rb") as f:
        data = f.read(MAX_FILE + 1)
    if len(data) > MAX_FILE:
        raise ValueError(
            QCoreApplication.translate("DeckDialog", "The file is too large to be a decklist.")
        )
    if b"\0" in data:
        raise ValueError(QCoreApplication.translate("DeckDialog", "The file is not a text file."))
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return data.decode("latin-1")


def format_label(fmt: str) -> str:
    """A format id as people write it: ``twd`` -> TWD, ``lackey`` -> Lackey."""
    return fmt.upper() if len(fmt) <= 3 else fmt.capitalize()


class _DeckText(QPlainTextEdit):
    """The decklist editor; a dropped file is read as a whole instead of pasting its URL."""

    file_dropped = Signal(Path)

    def canInsertFromMimeData(self, source: QMimeData) -> bool:  # noqa: N802 - Qt override
        return dropped_file(source) is not None or super().canInsertFromMimeData(source)

    def insertFromMimeData(self, source: QMimeData) -> None:  # noqa: N802 - Qt override
        path = dropped_file(source)
        if path is not None:
            self.file_dropped.emit(path)
        else:
            super().insertFromMimeData(source)


class _Reading(QObject):
    """Reads one text on a worker thread; ``done(report, error)`` arrives on the UI thread
    (the signal crosses threads queued).  ``error`` is the text of a ValueError/KeyError."""

    done = Signal(object, str)

    def start(self, module: GameModule, text: str, language: str, rules: object, players: int):
        threading.Thread(
            target=self._run, args=(module, text, language, rules, players), daemon=True
        ).start()

    def _run(self, module: GameModule, text: str, language: str, rules: object, players: int):
        try:
            report, error = read_deck(module, text, language, rules, players), ""
        except (ValueError, KeyError) as exc:
            report, error = None, str(exc)
        try:
            self.done.emit(report, error)
        except RuntimeError:
            pass  # the dialog closed meanwhile


def read_deck(
    module: GameModule, text: str, language: str, rules: object, players: int
) -> DeckReport:
    """The module's reading of ``text``, checked under ``rules`` (None: no check)."""
    report = module.parse_deck(text, language)
    if rules is not None and report.entries:
        report.warnings = module.check_deck(report, rules, players)
    return report


class DeckDialog(QDialog):
    """See the module docstring.  ``choosing`` adds OK/Cancel (the caller takes
    :meth:`deck_text` and :attr:`report`); without it the dialog only has Close."""

    def __init__(
        self,
        module: GameModule,
        language: str,
        parent: QWidget | None = None,
        text: str = "",
        players: int = 4,
        choosing: bool = True,
    ):
        super().__init__(parent)
        self.setObjectName("deck_dialog")
        self.setWindowTitle(self.tr("Decks"))
        self.setAcceptDrops(True)
        self.module, self.language = module, language
        self.report: DeckReport | None = None
        self._built = False
        #: a worker thread is reading; ``_again``: the text changed meanwhile
        self.parsing, self._again = False, False
        self._reading = _Reading(self)
        self._reading.done.connect(self._parsed)
        self.rule_sets: list[DeckRules] = module.deck_rules()
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(PARSE_DELAY_MS)
        self.timer.timeout.connect(self.parse)

        box = QVBoxLayout(self)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self._source_side())
        split.addWidget(self._result_side())
        split.setSizes([520, 480])
        box.addWidget(split, 1)
        box.addLayout(self._bottom_row(choosing))
        self.resize(1040, 680)
        self.text.textChanged.connect(self.timer.start)
        if text:
            self.text.setPlainText(text)
        self.players.setValue(max(self.players.minimum(), min(players, self.players.maximum())))
        self._built = True
        self.parse()

    # -- building ----------------------------------------------------------------------------

    def _source_side(self) -> QWidget:
        side = QWidget()
        box = QVBoxLayout(side)
        box.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        open_button = QPushButton(self.tr("Open file\u2026"))
        open_button.clicked.connect(self._open)
        row.addWidget(open_button)
        self.presets = QComboBox()
        self.presets.addItem(self.tr("Starter decks\u2026"), "")
        for deck_id, label in self.module.deck_presets(self.language):
            self.presets.addItem(label, deck_id)
        self.presets.setVisible(self.presets.count() > 1)
        self.presets.activated.connect(self._preset_chosen)
        row.addWidget(self.presets, 1)
        box.addLayout(row)
        self.text = _DeckText()
        self.text.setPlaceholderText(
            self.tr(
                "Paste a decklist here, open a file or drop one on "
                "this window (TWD, JOL, Lackey, VDB, Amaranth\u2026)."
            )
        )
        self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.text.file_dropped.connect(self.load_file)
        box.addWidget(self.text, 1)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setStyleSheet("color: #b00020;")
        box.addWidget(self.status)
        return side

    def _result_side(self) -> QWidget:
        side = QWidget()
        box = QVBoxLayout(side)
        box.setContentsMargins(0, 0, 0, 0)
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        box.addWidget(self.title)
        self.cards = QTreeWidget()
        self.cards.setColumnCount(2)
        self.cards.setHeaderLabels([self.tr("Card"), self.tr("Copies")])
        self.cards.setRootIsDecorated(True)
        box.addWidget(self.cards, 3)
        self.progress = QProgressBar()
        self.progress.setRange(0, 0)  # busy: how long krcg takes is not known in advance
        self.progress.setTextVisible(False)
        self.progress.setVisible(False)
        box.addWidget(self.progress)
        self.unmatched_label = QLabel()
        box.addWidget(self.unmatched_label)
        self.unmatched = QListWidget()
        self.unmatched.itemActivated.connect(self._go_to_line)
        self.unmatched.itemClicked.connect(self._go_to_line)
        self.unmatched.setMaximumHeight(120)
        box.addWidget(self.unmatched, 1)
        rules_row = QHBoxLayout()
        self.rules = QComboBox()
        for rule_set in self.rule_sets:
            self.rules.addItem(message_text(rule_set.name), rule_set.id)
        self.players = QSpinBox()
        self.players.setRange(max(2, self.module.min_seats), max(2, self.module.max_seats))
        self.players.setSuffix(self.tr(" players"))
        rules_label = QLabel(self.tr("Deck check:"))
        rules_row.addWidget(rules_label)
        rules_row.addWidget(self.rules, 1)
        rules_row.addWidget(self.players)
        for widget in (rules_label, self.rules, self.players):
            widget.setVisible(bool(self.rule_sets))
        self.rules.currentIndexChanged.connect(self._rules_changed)
        self.players.valueChanged.connect(self.parse)
        box.addLayout(rules_row)
        self.warnings = QListWidget()
        self.warnings.setMaximumHeight(120)
        box.addWidget(self.warnings, 1)
        self._rules_changed()
        return side

    def _bottom_row(self, choosing: bool) -> QHBoxLayout:
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Format:")))
        self.format = QComboBox()
        for fmt in self.module.deck_formats():
            self.format.addItem(format_label(fmt), fmt)
        row.addWidget(self.format)
        self.export_button = QPushButton(self.tr("Export\u2026"))
        self.export_button.clicked.connect(self._export)
        self.copy_button = QPushButton(self.tr("Copy"))
        self.copy_button.setToolTip(self.tr("Copy the deck in this format to the clipboard"))
        self.copy_button.clicked.connect(self.copy)
        row.addWidget(self.export_button)
        row.addWidget(self.copy_button)
        row.addStretch(1)
        buttons = QDialogButtonBox.StandardButton
        self.buttons = QDialogButtonBox(buttons.Ok | buttons.Cancel if choosing else buttons.Close)
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        row.addWidget(self.buttons)
        return row

    # -- getting the text --------------------------------------------------------------------

    def _open(self) -> None:
        name, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Open a decklist"),
            "",
            self.tr("Decklists (*.txt *.dek *.md *.lck);;All files (*)"),
        )
        if name:
            self.load_file(Path(name))

    def load_file(self, path: Path) -> bool:
        """Put a decklist file's text in the editor; a file that cannot be read is explained
        and changes nothing."""
        try:
            text = read_text_file(path)
        except OSError as exc:
            self.status.setText(
                self.tr("{file} cannot be read: {error}").format(
                    file=path.name, error=exc.strerror or str(exc)
                )
            )
            return False
        except ValueError as exc:
            self.status.setText(
                self.tr("{file} cannot be read: {error}").format(file=path.name, error=str(exc))
            )
            return False
        self.text.setPlainText(text)
        self.parse()
        return True

    def _preset_chosen(self, index: int) -> None:
        deck_id = self.presets.itemData(index)
        if deck_id:
            self.load_preset(deck_id)
        self.presets.setCurrentIndex(0)

    def load_preset(self, deck_id: str) -> bool:
        """Fill the editor with a built-in deck, written in the module's first format."""
        formats = self.module.deck_formats()
        try:
            report = self.module.preset_deck(deck_id, self.language)
            text = self.module.export_deck(report, formats[0]) if formats else ""
        except (KeyError, ValueError):
            self.status.setText(self.tr("This built-in deck cannot be found."))
            return False
        self.text.setPlainText(text)
        self.parse()
        return True

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802 - Qt override
        if dropped_file(event.mimeData()) is not None:
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802 - Qt override
        path = dropped_file(event.mimeData())
        if path is not None:
            event.acceptProposedAction()
            self.load_file(path)

    # -- the result --------------------------------------------------------------------------

    def _rules_changed(self) -> None:
        index = self.rules.currentIndex()
        self.players.setEnabled(0 <= index < len(self.rule_sets) and self.rule_sets[index].players)
        self.parse()

    def parse(self) -> None:
        """Read the text on a worker thread; :meth:`_parsed` shows the result.  One reading
        at a time: an edit made meanwhile is read as soon as the running one ends."""
        if not self._built:
            return
        self.timer.stop()
        if self.parsing:
            self._again = True
            return
        self.parsing, self._again = True, False
        self.progress.setVisible(True)
        self._reading.start(
            self.module, self.text.toPlainText(), self.language, self._rules(), self.players.value()
        )

    def parse_now(self) -> DeckReport | None:
        """Read the text on this thread (OK needs the answer now) and show what was read."""
        self.timer.stop()
        try:
            report = read_deck(
                self.module,
                self.text.toPlainText(),
                self.language,
                self._rules(),
                self.players.value(),
            )
        except (ValueError, KeyError) as exc:
            self._show_result(None, str(exc))
            return None
        self._show_result(report, "")
        return report

    def _rules(self) -> object:
        return self.rules.currentData() if self.rule_sets else None

    def _parsed(self, report: DeckReport | None, error: str) -> None:
        self.parsing = False
        if self._again:
            self.parse()  # the text changed while it was read: this result is stale
            return
        self.progress.setVisible(False)
        self._show_result(report, error)

    def _show_result(self, report: DeckReport | None, error: str) -> None:
        self.report = report
        if report is None:
            self.status.setText(
                self.tr("This decklist cannot be read: {error}").format(error=error)
            )
            self._show(DeckReport())
            return
        self.status.clear()
        self._show(report)

    def _show(self, report: DeckReport) -> None:
        has_text = bool(self.text.toPlainText().strip())
        if report.name or report.author:
            title = report.name or self.tr("Unnamed deck")
            if report.author:
                title = self.tr("{deck} by {author}").format(deck=title, author=report.author)
        elif report.entries:
            title = self.tr("Unnamed deck")
        else:
            title = self.tr("No card recognised yet.") if has_text else self.tr("No deck yet.")
        self.title.setText(title)
        self._show_cards(report)
        self.unmatched.clear()
        for line in report.unmatched:
            item = QListWidgetItem(
                self.tr("Line {n}: {text} \u2014 {reason}").format(
                    n=line.line, text=line.text, reason=message_text(line.reason)
                )
            )
            item.setData(Qt.ItemDataRole.UserRole, line.line)
            self.unmatched.addItem(item)
        if report.unmatched:
            self.unmatched_label.setText(
                self.tr("Lines not understood: %n", "", len(report.unmatched))
            )
            self.unmatched_label.setStyleSheet("color: #b00020;")
        else:
            self.unmatched_label.setText(
                self.tr("Every line was understood.") if report.entries else ""
            )
            self.unmatched_label.setStyleSheet("")
        self.warnings.clear()
        for warning in report.warnings:
            self.warnings.addItem(self.tr("Warning: {text}").format(text=message_text(warning)))
        if report.entries and not report.warnings:
            self.warnings.addItem(self.tr("No problem found."))
        ready = bool(report.entries)
        self.export_button.setEnabled(ready and self.format.count() > 0)
        self.copy_button.setEnabled(ready and self.format.count() > 0)

    def _show_cards(self, report: DeckReport) -> None:
        """One branch per section with its total, the cards by name under it."""
        self.cards.clear()
        sections: dict[str, list] = {}
        for entry in report.entries:
            sections.setdefault(entry.section, []).append(entry)
        for section, entries in sections.items():
            label = message_text(self.module.deck_section_label(section))
            branch = QTreeWidgetItem([label, str(sum(e.count for e in entries))])
            font = branch.font(0)
            font.setBold(True)
            branch.setFont(0, font)
            branch.setFont(1, font)
            for entry in sorted(entries, key=lambda e: e.name.casefold()):
                QTreeWidgetItem(branch, [entry.name, str(entry.count)])
            self.cards.addTopLevelItem(branch)
            branch.setExpanded(True)
        for item in (self.cards.topLevelItem(i) for i in range(self.cards.topLevelItemCount())):
            item.setTextAlignment(1, Qt.AlignmentFlag.AlignRight)
            for child in range(item.childCount()):
                item.child(child).setTextAlignment(1, Qt.AlignmentFlag.AlignRight)
        self.cards.resizeColumnToContents(1)
        self.cards.setColumnWidth(
            0, max(200, self.cards.viewport().width() - self.cards.columnWidth(1) - 8)
        )

    def _go_to_line(self, item: QListWidgetItem) -> None:
        """Put the editor's cursor on the line an unmatched entry names."""
        block = self.text.document().findBlockByNumber(int(item.data(Qt.ItemDataRole.UserRole)) - 1)
        if block.isValid():
            cursor = QTextCursor(block)
            cursor.select(QTextCursor.SelectionType.LineUnderCursor)
            self.text.setTextCursor(cursor)
            self.text.centerCursor()

    # -- giving the deck out -----------------------------------------------------------------

    def exported(self, fmt: str) -> str | None:
        """The recognised cards written in ``fmt``, or None when there is no card."""
        report = self.report if self.report is not None else self.parse_now()
        if report is None or not report.entries:
            return None
        return self.module.export_deck(report, fmt)

    def export_to(self, path: Path, fmt: str) -> bool:
        text = self.exported(fmt)
        if text is None:
            return False
        try:
            path.write_text(text, encoding="utf-8")
        except OSError as exc:
            self.status.setText(
                self.tr("{file} cannot be written: {error}").format(
                    file=path.name, error=exc.strerror or str(exc)
                )
            )
            return False
        self.status.clear()
        return True

    def _export(self) -> None:
        formats = [self.format.itemData(i) for i in range(self.format.count())]
        filters = [
            self.tr("{format} decklist (*.txt)").format(format=format_label(fmt)) for fmt in formats
        ]
        chosen = filters[self.format.currentIndex()]
        name, selected = QFileDialog.getSaveFileName(
            self, self.tr("Export the deck"), self._file_stem() + ".txt", ";;".join(filters), chosen
        )
        if not name:
            return
        fmt = formats[filters.index(selected)] if selected in filters else self.format.currentData()
        path = Path(name)
        self.export_to(path if path.suffix else path.with_suffix(".txt"), fmt)

    def _file_stem(self) -> str:
        name = (self.report.name if self.report is not None else "") or self.tr("deck")
        return "".join(c if c.isalnum() or c in " -_" else "_" for c in name).strip() or "deck"

    def copy(self) -> bool:
        """Put the deck, in the chosen format, on the clipboard."""
        text = self.exported(self.format.currentData())
        if text is None:
            return False
        QGuiApplication.clipboard().setText(text)
        return True

    def deck_text(self) -> str:
        return self.text.toPlainText()

    def _accept(self) -> None:
        if self.parse_now() is None:
            return
        if not self.report.entries:
            self.status.setText(self.tr("No card was recognised in this decklist."))
            return
        self.accept()
