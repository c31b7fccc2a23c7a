"""Fixtures of the shell tests: a main window on the demo game (tests/conftest.py keeps
modal message boxes from blocking)."""

import pytest

from vtt.settings import Settings
from vtt.ui.main_window import MainWindow


@pytest.fixture
def window(qtbot):
    from vtt.app import demo_session

    win = MainWindow(Settings(player_name="Ana", autosave_minutes=0), "en")
    qtbot.addWidget(win)
    win.start_session(demo_session("Ana"))
    return win
