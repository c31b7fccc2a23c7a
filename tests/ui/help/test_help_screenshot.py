"""A screenshot of the Spanish rules reference open over a VTES game (into docs/screenshots/
with VTT_SCREENSHOT_DIR=docs/screenshots, see tests/screenshots.py)."""

from PySide6.QtCore import QPoint
from PySide6.QtGui import QPainter

from tests.screenshots import screenshot_dir
from vtt.ui.dialogs.rules_reference import RulesDialog


def test_spanish_rules_reference_over_a_game(qtbot, spanish):
    from vtt.app import game_session
    from vtt.settings import Settings
    from vtt.ui.main_window import MainWindow

    window = MainWindow(Settings(player_name="Ana", autosave_minutes=0), "es")
    qtbot.addWidget(window)
    window.resize(1600, 1000)
    window.start_session(game_session("vtes", "Ana"))
    window.show()
    qtbot.waitExposed(window)
    window.table.fit_table()
    dialog = RulesDialog(window.controller.module, window, "es")
    qtbot.addWidget(dialog)
    dialog.resize(760, 900)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.games.currentText() == "Vampire: The Eternal Struggle"
    assert "Fase servil" in dialog.browser.toPlainText()
    image = window.grab().toImage()
    painter = QPainter(image)
    at = QPoint((image.width() - dialog.width()) // 2, (image.height() - dialog.height()) // 2)
    painter.drawPixmap(at, dialog.grab())
    painter.end()
    assert image.save(str(screenshot_dir() / "rules-reference-es.png"))
