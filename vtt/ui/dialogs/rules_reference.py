"""Help > Rules reference: the rules digest of the game being played, readable in a window.

The digests are Markdown files in ``resources/rules/<game id>.md``.  A game without one
(a table with no rules) may explain how to play on it instead
(:meth:`~vtt.core.module.GameModule.how_to_play`).
"""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ...core.module import GameModule
from ...resource_files import find_resource
from ..words import game_title, message_text


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
        paragraphs = [message_text(m) for m in module.how_to_play()]
        if paragraphs:
            return "\n\n".join(["# " + paragraphs[0], *paragraphs[1:]])
        return self.tr("There is no rules reference for this game yet.")
