"""Help > Rules reference: the rules digest of the game being played, readable in a window.

The digests are Markdown files in ``resources/rules/<game id>.md``.  The free table has no
rules, so it gets a short explanation of how to play on it instead.
"""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ...app import find_resource
from ...core.module import GameModule
from .new_game import game_title


class RulesDialog(QDialog):
    def __init__(self, module: GameModule, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules reference - {game}").format(game=game_title(module)))
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(False)
        self.browser.setMarkdown(self.text(module))
        box = QVBoxLayout(self)
        box.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        box.addWidget(buttons)
        self.resize(760, 820)

    def text(self, module: GameModule) -> str:
        path = find_resource("rules", f"{module.id}.md")
        if path is not None:
            try:
                return path.read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError):
                pass
        if module.id == "free":
            return "\n\n".join(
                [
                    "# " + self.tr("The free table"),
                    self.tr(
                        "The free table has no rules: it is a table with cards on it, and you move them as you would real cards."
                    ),
                    self.tr(
                        "Drag cards between your deck, hand, play area and discard pile. Double-click a card to lock it (turn it sideways); right-click a card or a pile for everything else you can do with it."
                    ),
                    self.tr(
                        "The console understands short commands: draw 2, lock 3, move 3 discard, score +1, roll 2d6, say hello, end. Type help in the console for the full list."
                    ),
                    self.tr(
                        "Give the start player token to the next player with 'token first to 2'. Undo takes back your last command unless it showed cards or used chance."
                    ),
                ]
            )
        return self.tr("There is no rules reference for this game yet.")
