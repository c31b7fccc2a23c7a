"""The deck dialog from the rest of the application: Game > Decks…, files dropped on the main
window (a save opens the game, anything else opens the deck dialog with it), and a seat's
Import… in the new-game dialog."""

import pytest
from PySide6.QtCore import QEvent, QPoint
from PySide6.QtWidgets import QApplication, QDialog

from vtt.core.module import GameSpec, SeatSpec
from vtt.core.saves import EXTENSION, save_game
from vtt.settings import Settings
from vtt.ui.dialogs.deck_dialog import DeckDialog
from vtt.ui.dialogs.new_game import NewGameDialog, create_session
from vtt.ui.main_window import MainWindow

from .drops import drop_file


@pytest.fixture
def window(qtbot):
    from vtt.app import demo_session

    win = MainWindow(Settings(player_name="Ana", autosave_minutes=0), "en")
    qtbot.addWidget(win)
    win.start_session(demo_session("Ana"))
    win.show()
    return win


def test_the_game_menu_opens_the_deck_dialog(window, vtes):
    window.actions_by_id["decks"].trigger()
    dialog = window.deck_dialog
    assert isinstance(dialog, DeckDialog) and dialog.isVisible()
    assert dialog.module.id == "vtes"  # the demo game reads no decklist: the first that does
    assert dialog.presets.count() > 1


def test_a_decklist_dropped_on_the_window_opens_the_deck_dialog(
    qtbot, window, vtes, twda_decks, tmp_path
):
    _, text, expected = twda_decks[1]
    deck = tmp_path / "winner.txt"
    deck.write_text(text, encoding="utf-8")
    middle = QPoint(window.width() // 2, window.height() // 2)
    assert window.childAt(middle) is window.table.viewport()  # dropped on the table itself
    assert drop_file(window, deck, middle)
    dialog = window.deck_dialog
    assert dialog is not None and dialog.deck_text() == text
    qtbot.waitUntil(lambda: not dialog.parsing, timeout=20000)
    assert {e.catalog: e.count for e in dialog.report.entries} == expected
    assert dialog.unmatched.count() == 0
    assert window.path is None  # the game was left alone


def test_a_save_dropped_on_the_window_opens_the_game(qtbot, window, tmp_path):
    seats = [SeatSpec(name=name) for name in ("Uma", "Vic", "Wen")]
    path = tmp_path / f"three{EXTENSION}"
    save_game(path, create_session(GameSpec(game="free", seats=seats, seed=5)))
    assert drop_file(window, path)
    qtbot.waitUntil(lambda: window.path == path, timeout=30000)  # loaded off the UI thread
    qtbot.wait(10)  # the new view reaches the widgets
    assert [s.name for s in window.controller.view.seats] == ["Uma", "Vic", "Wen"]
    assert window.deck_dialog is None


def test_a_seat_import_uses_the_accepted_deck(qtbot, vtes, monkeypatch):
    text = "Deck Name: Small\nCrypt\n2x Anson\nLibrary\n3x Deflection\n"

    def accept(dialog):
        dialog.text.setPlainText(text)
        dialog._accept()
        return dialog.result()

    monkeypatch.setattr(DeckDialog, "exec", accept)
    new_game = NewGameDialog("Ana", "#112233", "en", "vtes")
    qtbot.addWidget(new_game)
    deck = new_game.rows[0].deck
    new_game.import_deck(deck)
    assert deck.combo.currentData() == text
    assert "Small" in deck.combo.currentText() and "5" in deck.combo.currentText()
    monkeypatch.setattr(DeckDialog, "exec", lambda dialog: QDialog.DialogCode.Rejected)
    new_game.import_deck(new_game.rows[1].deck)
    assert new_game.rows[1].deck.combo.currentData() != text


def test_closing_the_deck_dialog_forgets_it(qtbot, window, vtes):
    window.show_decks()
    first = window.deck_dialog
    window.show_decks()
    second = window.deck_dialog
    first.reject()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert window.deck_dialog is second
    second.reject()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert window.deck_dialog is None
