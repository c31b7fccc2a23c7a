"""Fixtures of the shell tests: a main window on the demo game, no modal dialog ever shown."""

import pytest
from PySide6.QtWidgets import QMessageBox

from vtt.settings import Settings
from vtt.ui.main_window import MainWindow


@pytest.fixture(autouse=True)
def no_modal_boxes(monkeypatch):
    """Record message boxes instead of blocking on them."""
    shown = []

    def box(kind):
        def show(parent, title, text, *args, **kwargs):
            shown.append((kind, title, text))
            return QMessageBox.StandardButton.Discard if kind == "question" else QMessageBox.StandardButton.Ok
        return staticmethod(show)

    for kind in ("warning", "information", "question", "critical"):
        monkeypatch.setattr(QMessageBox, kind, box(kind))
    return shown


@pytest.fixture
def window(qtbot):
    from vtt.app import demo_session

    win = MainWindow(Settings(player_name="Ana", autosave_minutes=0), "en")
    qtbot.addWidget(win)
    win.start_session(demo_session("Ana"))
    return win
