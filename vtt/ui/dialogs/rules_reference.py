"""Help > Rules reference: a player's summary of each game's rules, in the app's language.

The references are our own Markdown texts in ``resources/rules/<game id>.<language>.md``
(``vtes.es.md``, ``1347.en.md``...), written for players with the app's words for its menus
and panels; a game whose text is missing in the app's language falls back to English.  A game
gets its reference by adding its two files under its module id; the game list here comes from
the registered games, so nothing else changes.  The free table has no rules, so it gets a short
explanation of how to play on it instead.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ...app import find_resource
from ...core.module import GameModule
from ...games import game_ids, get_game
from .new_game import game_title


def reference_text(game_id: str, language: str) -> str | None:
    """The reference of ``game_id`` in ``language`` (else in English), or None if it has none."""
    for lang in dict.fromkeys((language, "en")):
        path = find_resource("rules", f"{game_id}.{lang}.md")
        if path is not None:
            try:
                return path.read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError):
                continue
    return None


class RulesDialog(QDialog):
    def __init__(self, module: GameModule, parent: QWidget | None = None, language: str = "en"):
        super().__init__(parent)
        self.language = language
        self.setWindowTitle(self.tr("Rules reference"))
        self.games = QComboBox()
        self.games.setObjectName("rules_game")
        for game_id in game_ids():
            try:
                self.games.addItem(game_title(get_game(game_id)), game_id)
            except Exception:  # a game that cannot load has no rules to show
                continue
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(False)
        box = QVBoxLayout(self)
        form = QFormLayout()
        form.addRow(self.tr("Game:"), self.games)
        box.addLayout(form)
        box.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        box.addWidget(buttons)
        self.games.currentIndexChanged.connect(lambda _i: self.show_game(self.games.currentData()))
        at = self.games.findData(module.id)
        if at >= 0:
            self.games.setCurrentIndex(at)
        self.show_game(module.id)
        self.resize(760, 820)

    def show_game(self, game_id: str) -> None:
        self.browser.setMarkdown(self.text(game_id))

    def text(self, game_id: str) -> str:
        text = reference_text(game_id, self.language)
        if text is not None:
            return text
        if game_id == "free":
            return "\n\n".join(
                [
                    "# " + self.tr("The free table"),
                    self.tr(
                        "The free table has no rules: it is a table with cards on it, "
                        "and you move them as you would real cards."
                    ),
                    self.tr(
                        "Drag cards between your deck, hand, play area and discard pile. "
                        "Double-click a card to lock it (turn it sideways); right-click a card "
                        "or a pile for everything else you can do with it."
                    ),
                    self.tr(
                        "The console understands short commands: draw 2, lock 3, move 3 "
                        "discard, score +1, roll 2d6, say hello, end. Type help in the console "
                        "for the full list."
                    ),
                    self.tr(
                        "Give the start player token to the next player with 'token first to "
                        "2'. Undo takes back your last command unless it showed cards or used "
                        "chance."
                    ),
                ]
            )
        return self.tr("There is no rules reference for this game yet.")
