"""Help > About: the program's version, the versions of what it runs on, and the licences
of the libraries and data it bundles."""

from __future__ import annotations

import platform
from importlib.metadata import PackageNotFoundError, version

import PySide6
from PySide6.QtCore import qVersion
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ... import __version__
from ...product import DATA_CREDITS, DESCRIPTION, NOTICES
from ..words import message_text


def _version(dist: str) -> str:
    try:
        return version(dist)
    except PackageNotFoundError:
        return "-"


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("About VTT"))
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(False)
        self.browser.setMarkdown(self.text())
        box = QVBoxLayout(self)
        box.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        box.addWidget(buttons)
        self.resize(520, 560)

    def text(self) -> str:
        versions = [
            ("Python", platform.python_version()),
            ("Qt", qVersion()),
            ("PySide6", PySide6.__version__),
            ("krcg", _version("krcg")),
            ("msgspec", _version("msgspec")),
            ("pyqtgraph", _version("pyqtgraph")),
            ("platformdirs", _version("platformdirs")),
            ("zeroconf", _version("zeroconf")),
        ]
        licences = [
            ("Qt, PySide6", self.tr("GNU LGPL version 3")),
            ("krcg", self.tr("MIT licence")),
            *((message_text(what), message_text(terms)) for what, terms in DATA_CREDITS),
            ("pyqtgraph", self.tr("MIT licence")),
            ("msgspec", self.tr("BSD licence")),
            ("platformdirs", self.tr("MIT licence")),
            ("zeroconf", self.tr("GNU LGPL")),
        ]
        lines = [
            f"# VTT {__version__}",
            "",
            message_text(DESCRIPTION),
            "",
            "## " + self.tr("Versions"),
            "",
        ]
        lines += [f"- {name}: {ver}" for name, ver in versions]
        lines += ["", "## " + self.tr("Licences of bundled software and data"), ""]
        lines += [f"- **{name}**: {text}" for name, text in licences]
        for notice in NOTICES:
            lines += ["", message_text(notice)]
        return "\n".join(lines)
