"""One seat's "Folder…" entry in the new-game dialog's deck box: play a deck of the user's
own card images (games with ``GameModule.plays_picture_folders``).

Choosing it opens a folder chooser; the game reads the folder (``GameModule.picture_deck``)
and the deck becomes an entry of the box ("Folder: Dragons (60 cards)"), selected.  Every
seat's box gets the entry too (``found``), so one folder is shared by all seats in one
click each.  What the game left out (a bad line of the folder's list) is said in one line
under the seats and in the entry's tooltip; a folder with no deck leaves the box as it was.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import QComboBox, QFileDialog, QWidget

from ...core.messages import Message, Rejected
from ...core.module import GameModule
from ..words import message_text

#: the data of the "Folder…" entry (never a deck text: deck texts start with a word)
CHOOSE = "\x00choose-folder"


class FolderDeckPicker(QObject):
    """Signals: ``found(label, deck text, tooltip)`` - a folder was read into a deck;
    ``problem(str)`` - one line about what went wrong or was left out ("" clears it)."""

    found = Signal(str, str, str)
    problem = Signal(str)

    def __init__(self, combo: QComboBox, parent: QWidget):
        super().__init__(parent)
        self.combo = combo
        self.module: GameModule | None = None
        self._previous = 0
        #: the folder chooser (tests replace it)
        self.ask_folder = lambda: QFileDialog.getExistingDirectory(
            parent, self.tr("Choose a folder of card images")
        )
        combo.activated.connect(self._activated)
        combo.currentIndexChanged.connect(self._remember)

    def offer(self, module: GameModule) -> None:
        """Add the "Folder…" entry at the end when ``module`` plays folders of images (the
        box was just filled with the game's decks)."""
        self.module = module
        if module.plays_picture_folders and self.combo.findData(CHOOSE) < 0:
            self.combo.addItem(self.tr("Folder\u2026"), CHOOSE)

    def add_deck(self, label: str, text: str, tooltip: str) -> None:
        """A folder deck any seat chose: listed before "Folder…"."""
        if self.combo.findData(text) >= 0:
            return
        at = self.combo.findData(CHOOSE)
        at = at if at >= 0 else self.combo.count()
        self.combo.insertItem(at, label, text)
        self.combo.setItemData(at, tooltip, Qt.ItemDataRole.ToolTipRole)

    def _remember(self, index: int) -> None:
        if self.combo.itemData(index) != CHOOSE:
            self._previous = index

    def _activated(self, index: int) -> None:
        if self.combo.itemData(index) != CHOOSE:
            return
        self.combo.setCurrentIndex(self._previous)
        folder = self.ask_folder()
        if folder and self.module is not None:
            self.choose(folder)

    def choose(self, folder: str) -> None:
        """Read ``folder`` into a deck and select it (or say why not)."""
        assert self.module is not None
        try:
            text, cards, problems = self.module.picture_deck(folder)
        except Rejected as exc:
            self.problem.emit(message_text(exc.message))
            return
        label = self.tr("Folder: {name} ({n} cards)").format(name=Path(folder).name, n=cards)
        self.problem.emit(summary(problems))
        self.found.emit(label, text, "\n".join([folder, *map(message_text, problems)]))
        self.combo.setCurrentIndex(self.combo.findData(text))


def summary(problems: list[Message]) -> str:
    """The first problem, and how many more there are, in one line."""
    if not problems:
        return ""
    first = message_text(problems[0])
    if len(problems) == 1:
        return first
    more = QCoreApplication.translate(
        "FolderDeckPicker", "(and {n} more: see the deck's tooltip)"
    ).format(n=len(problems) - 1)
    return f"{first} {more}"
