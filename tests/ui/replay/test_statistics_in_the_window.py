"""The replay and statistics in the main window: Game > Replay, a save dropped with Shift,
playing on from a replay, the live Statistics dock, the score sheet's "How the game went",
and the exports."""

import csv
import warnings

from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent, QImage
from PySide6.QtWidgets import QApplication

from vtt.core import commands as C
from vtt.settings import Settings
from vtt.ui.dialogs.statistics_dialog import StatisticsDialog
from vtt.ui.main_window import MainWindow
from vtt.ui.replay.window import ReplayWindow

from .conftest import finished_vtes, scripted_session


def main_window(qtbot, session=None):
    from vtt.app import demo_session

    win = MainWindow(Settings(player_name="Ana", autosave_minutes=0), "en")
    qtbot.addWidget(win)
    win.start_session(session or demo_session("Ana"))
    return win


def replay_windows() -> list[ReplayWindow]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, ReplayWindow)]


def drop_with_shift(window, path) -> None:
    where = QPoint(window.width() // 2, window.height() // 2)
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    buttons, keys = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ShiftModifier
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        enter = QDragEnterEvent(where, Qt.DropAction.CopyAction, mime, buttons, keys)
    QApplication.sendEvent(window.windowHandle(), enter)
    drop = QDropEvent(QPointF(where), Qt.DropAction.CopyAction, mime, buttons, keys)
    QApplication.sendEvent(window.windowHandle(), drop)


def test_game_menu_opens_a_replay_and_plays_on(qtbot, saves, monkeypatch):
    win = main_window(qtbot)
    assert win.actions_by_id["replay"].text()
    monkeypatch.setattr("vtt.ui.replay.opening.ask_for_save", lambda parent, folder: saves["vtes"])
    monkeypatch.setattr("vtt.ui.replay.opening.choose_seat", lambda parent, names: 0)
    win.actions_by_id["replay"].trigger()
    (replay,) = [w for w in replay_windows() if w.parent() is win]
    assert replay.replay.seat == 0
    replay.seek(9)
    replay.continue_here()
    assert len(win.session.commands) == 9
    assert win.dirty  # a new game, not saved yet
    assert win.path is None
    replay.close()


def test_a_save_dropped_with_shift_opens_the_replay(qtbot, saves, monkeypatch):
    monkeypatch.setattr("vtt.ui.replay.opening.choose_seat", lambda parent, names: 1)
    win = main_window(qtbot)
    win.show()
    qtbot.waitExposed(win)
    before = win.session
    drop_with_shift(win, saves["free"])
    opened = [w for w in replay_windows() if w.parent() is win]
    assert opened and opened[-1].replay.seat == 1
    assert win.session is before  # the game in the window was not replaced
    for w in opened:
        w.close()


def test_the_statistics_dock_follows_the_game(qtbot):
    session = scripted_session("free")
    win = main_window(qtbot, session)
    win.show()
    win.show_statistics()
    qtbot.waitUntil(lambda: win.statistics.table is not None)
    table = win.statistics.table
    steps = len(table.steps)
    assert table.steps[-1] == len(session.commands)
    seat = win.controller.seat
    hand = table.values[f"hand:{seat}"][-1]
    win.controller.command(C.Draw, n=2)
    qtbot.waitUntil(lambda: len(table.steps) == steps + 1)  # views arrive from the event loop
    assert table.values[f"hand:{seat}"][-1] == hand + 2
    assert win.statistics.charts() == ["Score", "Cards in hand"]
    win.view_as(2)  # another seat's eyes: the series are sampled again as that seat saw it
    qtbot.waitUntil(lambda: win.statistics.table is not table)
    assert win.statistics.table.steps[-1] == len(session.commands)


def test_score_sheet_button_opens_the_plots(qtbot):
    win = main_window(qtbot, finished_vtes())
    qtbot.waitUntil(lambda: win.score_dialog is not None)
    win.score_dialog.how_button.click()
    dialogs = [w for w in QApplication.topLevelWidgets() if isinstance(w, StatisticsDialog)]
    assert dialogs
    assert len(dialogs[-1].plots) == len(dialogs[-1].table.charts) == 5
    for dialog in dialogs:
        dialog.close()


def test_exports(qtbot, saves, tmp_path):
    win = main_window(qtbot, scripted_session("vtes"))
    win.show()
    win.show_statistics()
    qtbot.waitUntil(lambda: win.statistics.table is not None)
    panel = win.statistics
    panel.show_chart("pool")
    assert panel.export_png(tmp_path / "pool.png")
    assert not QImage(str(tmp_path / "pool.png")).isNull()
    assert panel.export_csv(tmp_path / "series.csv")
    rows = list(csv.reader((tmp_path / "series.csv").open(encoding="utf-8")))
    assert rows[0][2].startswith("Pool: ")
    assert len(rows) == len(panel.table.steps) + 1
    assert not panel.export_csv(tmp_path / "missing-folder" / "x.csv")


def test_hover_reads_the_values(qtbot):
    win = main_window(qtbot, scripted_session("free"))
    win.show()
    win.show_statistics()
    qtbot.waitUntil(lambda: win.statistics.table is not None)
    plot = win.statistics.plot
    assert "Ana 0" in plot.values_at(0) and "Turn 1" in plot.values_at(0)


def test_a_game_whose_log_does_not_replay_still_gets_its_current_values(qtbot):
    session = scripted_session("free")
    session.state.seats[0].counters["score"] = 9  # changed by hand, not by a command
    session.commands.insert(0, C.Draw(seat=0, zone="s3.deck"))  # refused on a replay
    win = main_window(qtbot, session)
    win.show()
    win.show_statistics()
    qtbot.waitUntil(lambda: win.statistics.table is not None)
    table = win.statistics.table
    assert table.steps == [len(session.commands)]
    assert table.values["score:0"] == [9]
