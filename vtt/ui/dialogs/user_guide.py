"""Help > User guide: the user guide inside the app, in the app's language.

The guide is written once in ``docs/`` (``user-guide.md``, ``guia-de-usuario.md``) for readers
of the source tree; the package ships copies as ``resources/guide/user-guide.<language>.md``
so an installed app has it too (a test keeps the copies equal to the docs).  The docs'
screenshots are not shipped, so their image lines are left out here; the link from one
language's guide to the other switches the dialog's language.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ...resource_files import find_resource

# the docs' file names, as the two guides link to each other, and their language
DOC_NAMES = {"user-guide.md": "en", "guia-de-usuario.md": "es"}
_IMAGE_LINE = re.compile(r"^!\[[^\]]*\]\([^)]*\)\s*$", re.MULTILINE)


def guide_text(language: str) -> str | None:
    """The guide in ``language`` (else in English) without its screenshots, or None."""
    for lang in dict.fromkeys((language, "en")):
        path = find_resource("guide", f"user-guide.{lang}.md")
        if path is not None:
            try:
                return _IMAGE_LINE.sub("", path.read_text(encoding="utf-8"))
            except (OSError, UnicodeDecodeError):
                continue
    return None


class UserGuideDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, language: str = "en"):
        super().__init__(parent)
        self.setWindowTitle(self.tr("User guide"))
        self.browser = QTextBrowser()
        self.browser.setOpenLinks(False)
        self.browser.anchorClicked.connect(self._follow)
        box = QVBoxLayout(self)
        box.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        box.addWidget(buttons)
        self.show_language(language)
        self.resize(760, 820)

    def show_language(self, language: str) -> None:
        text = guide_text(language)
        if text is None:
            text = self.tr("The user guide is missing from this installation.")
        self.browser.setMarkdown(text)

    def _follow(self, url: QUrl) -> None:
        """The other language's guide opens here; web addresses open in the browser."""
        language = DOC_NAMES.get(url.fileName())
        if language is not None and not url.scheme():
            self.show_language(language)
        elif url.scheme() in ("http", "https"):
            QDesktopServices.openUrl(url)
