"""Help > Rules reference: a player's summary of each game's rules, in the app's language.

The references are our own Markdown texts in ``resources/rules/<game id>.<language>.md``
(one per game and language), written for players with the app's words for its menus
and panels; a game whose text is missing in the app's language falls back to English.  A game
gets its reference by adding its two files under its module id; the game list here comes from
the registered games, so nothing else changes.  A game with no rules explains how to play on
it instead (:meth:`~vtt.core.module.GameModule.how_to_play`).
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

from ...core.module import GameModule
from ...games import game_ids, get_game
from ...resource_files import find_resource
from ..words import game_title, message_text


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
        paragraphs = [message_text(m) for m in get_game(game_id).how_to_play()]
        if paragraphs:  # a table with no rules says how to play on it instead
            return "\n\n".join(["# " + paragraphs[0], *paragraphs[1:]])
        return self.tr("There is no rules reference for this game yet.")
