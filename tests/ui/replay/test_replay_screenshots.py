"""Screenshots for the documentation (into docs/screenshots/ with
VTT_SCREENSHOT_DIR=docs/screenshots): the replay viewer of a finished five-seat VTES game in
the middle of its timeline with the Statistics dock beside it, and the plots of a finished
1347 game."""

from PySide6.QtGui import QImage

from tests.screenshots import screenshot_dir
from vtt.core.saves import save_game
from vtt.ui.dialogs.statistics_dialog import StatisticsDialog
from vtt.ui.replay.opening import open_replay
from vtt.ui.replay.window import ReplayWindow

from .conftest import finished_1347, finished_vtes


def test_replay_viewer_screenshot(qtbot, tmp_path):
    path = tmp_path / "vtes-5.vttsave"
    save_game(path, finished_vtes(seats=5, seed=0))
    window = open_replay(None, path, "en")
    assert isinstance(window, ReplayWindow)
    qtbot.addWidget(window)
    window.resize(1920, 1080)
    window.statistics.show_chart("pool")
    window.seek(window.replay.length * 2 // 5)
    qtbot.waitExposed(window)
    window.table.fit_table()
    qtbot.wait(50)
    out = screenshot_dir() / "replay-vtes.png"
    assert window.grab().save(str(out))
    image = QImage(str(out))
    assert image.width() == 1920 and image.height() == 1080


def test_1347_plots_screenshot(qtbot):
    session = finished_1347()
    from vtt.ui.controller import LocalController

    controller = LocalController(session, 0)
    dialog = StatisticsDialog.for_controller(controller)
    assert dialog is not None
    qtbot.addWidget(dialog)
    dialog.resize(1400, 1000)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.wait(50)
    assert len(dialog.plots) == 8
    out = screenshot_dir() / "statistics-1347.png"
    assert dialog.grab().save(str(out))
