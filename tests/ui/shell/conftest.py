"""Fixtures of the shell tests: a main window on the demo game, no modal dialog ever shown.

The table view is another developer's work; until ``vtt.ui.table.TableView`` exists the
window gets a bare QGraphicsView in these tests only, so the shell can be tested alone.
"""

import pytest
from PySide6.QtWidgets import QGraphicsView, QMessageBox

from vtt.settings import Settings
from vtt.ui.main_window import MainWindow


def _has_table_view() -> bool:
    try:
        from vtt.ui.table import TableView  # noqa: F401
    except ImportError:
        return False
    return True


@pytest.fixture(autouse=True)
def table_view(monkeypatch):
    if not _has_table_view():
        monkeypatch.setattr(MainWindow, "_make_table", lambda self, controller: QGraphicsView())


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
