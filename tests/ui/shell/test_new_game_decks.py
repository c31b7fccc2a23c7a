"""The new-game dialog's seats: each keeps its deck when the game box changes, new seats get
different built-in decks, the Deck column is there only for games that read decks, "As
listed" seats the players as listed, and a rules game with an illegal deck is refused with
its reasons unless "Casual game" is ticked."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialog

from tests.games.vtes.test_vtes_deck_legality import BAD
from tests.ui.settle import settle
from vtt.core.decks import CASUAL
from vtt.games import get_game
from vtt.ui.dialogs.new_game import NewGameDialog, create_session


def open_dialog(qtbot, game: str) -> NewGameDialog:
    dialog = NewGameDialog("Ana", "#112233", "en", game)
    qtbot.addWidget(dialog)
    dialog.show()
    if get_game(game).reads_decks:  # the built-in decks come once the cards are loaded
        qtbot.waitUntil(lambda: dialog.rows[0].deck.combo.count() > 1, timeout=60000)
    return dialog


def choose(dialog: NewGameDialog, seat: int, deck: str) -> None:
    combo = dialog.rows[seat].deck.combo
    combo.setCurrentIndex(combo.findData(deck))
    combo.activated.emit(combo.currentIndex())  # as a click does


def switch(dialog: NewGameDialog, game: str) -> None:
    dialog.game.setCurrentIndex(dialog.game.findData(game))
    settle()


def test_new_seats_get_different_decks(qtbot):
    dialog = open_dialog(qtbot, "vtes")
    dialog.seats.setValue(6)
    decks = [seat.deck for seat in dialog.spec().seats]
    assert len(set(decks)) == 6 and all(decks)
    assert decks[:5] == [f"vtes:precon:v5-{k}" for k in ("pm", "pn", "pto", "ptr", "pv")]


def test_each_seat_keeps_its_deck_when_the_game_box_changes(qtbot):
    dialog = open_dialog(qtbot, "vtes")
    choose(dialog, 0, "vtes:precon:v5-pv")
    dialog.rows[1].deck.add_imported("Imported: mine (89 cards)", "12x Aunt Linda\n77x Bum's Rush")
    before = [seat.deck for seat in dialog.spec().seats]
    for other in ("free", "1347", "vtes", "nob", "vtes"):
        switch(dialog, other)
    assert [seat.deck for seat in dialog.spec().seats] == before
    assert before[0] == "vtes:precon:v5-pv" and before[1].startswith("12x Aunt Linda")
    assert before[2:] == ["vtes:precon:v5-pto", "vtes:precon:v5-ptr"]


@pytest.mark.parametrize("game", ["1347", "nob"])
def test_no_deck_column_for_a_game_that_reads_no_decks(qtbot, game):
    dialog = open_dialog(qtbot, game)
    assert not dialog.headers[4].isVisible()
    assert not any(row.deck.isVisible() for row in dialog.rows)
    assert not dialog.casual.isVisible()
    assert all(seat.deck == "" for seat in dialog.spec().seats)
    switch(dialog, "vtes")
    qtbot.waitUntil(lambda: dialog.rows[0].deck.combo.count() > 1, timeout=60000)
    assert dialog.headers[4].isVisible() and dialog.rows[0].deck.isVisible()
    assert dialog.rows[0].deck.import_button.isVisible() and dialog.casual.isVisible()


def test_the_free_table_offers_its_demo_deck_or_a_folder_without_import(qtbot):
    dialog = open_dialog(qtbot, "free")
    qtbot.waitUntil(lambda: dialog.rows[0].deck.combo.isEnabled())
    assert dialog.headers[4].isVisible() and dialog.rows[0].deck.isVisible()
    assert not dialog.rows[0].deck.import_button.isVisible()
    assert all(seat.deck == "" for seat in dialog.spec().seats)


def test_as_listed_means_as_listed(qtbot):
    dialog = open_dialog(qtbot, "vtes")
    dialog.seats.setValue(5)
    assert dialog.as_listed.isChecked()
    spec = dialog.spec()
    assert [s.name for s in spec.seats] == ["Ana", *(f"Player {n}" for n in range(2, 6))]
    assert create_session(spec).state.turn_order() == [0, 1, 2, 3, 4]


def test_an_illegal_deck_is_refused_unless_the_game_is_casual(qtbot, no_modal_boxes):
    dialog = open_dialog(qtbot, "vtes")
    dialog.rows[1].deck.add_imported("Imported: too small (40 cards)", BAD)
    assert dialog.rules.isChecked() and dialog.casual.isEnabled()
    dialog._accept()
    assert dialog.result() != QDialog.DialogCode.Accepted
    (kind, title, text), *_ = no_modal_boxes
    assert kind == "warning" and title == "Decks not allowed"
    assert "Player 2: The library has 32 cards; it needs 60 to 90." in text.splitlines()
    assert "Player 2: The crypt has 8 cards; it needs at least 12." in text.splitlines()
    dialog.casual.setChecked(True)
    dialog._accept()
    assert dialog.result() == QDialog.DialogCode.Accepted
    spec = dialog.spec()
    assert spec.options == {CASUAL: True}
    # a rules game also says that master cards may be cancelled as they are played
    assert create_session(spec).state.options == {CASUAL: True, "master_window": True}
    dialog.rules.setChecked(False)  # without the rules no deck is refused, nothing is casual
    assert not dialog.casual.isEnabled() and dialog.spec().options == {}
