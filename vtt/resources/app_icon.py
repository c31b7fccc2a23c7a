"""The application's window icon, built from the PNGs shipped in :mod:`vtt.resources`."""

from __future__ import annotations

from PySide6.QtGui import QIcon

from . import app_icon_files


def app_icon() -> QIcon:
    """A QIcon with every rendered size, so each platform picks a crisp one.

    Call ``QApplication.setWindowIcon(app_icon())`` once at start-up.
    """
    icon = QIcon()
    for path in app_icon_files():
        icon.addFile(str(path))
    return icon
