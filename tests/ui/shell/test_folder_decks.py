"""A deck of the user's own card images from the new-game dialog to the table: each seat
picks a folder (or the same folder), the faces and backs are the pictures, and a picture
that is not on this computer leaves the card drawn with its name."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSize
from PySide6.QtGui import QColor, QImage

from vtt.core.pictures import picture_key
from vtt.ui.dialogs.folder_deck_picker import CHOOSE
from vtt.ui.dialogs.new_game import NewGameDialog, create_session
from vtt.ui.render.card_renderer import CardRenderer


def _picture(path: Path, colour: str) -> None:
    image = QImage(63, 88, QImage.Format.Format_RGB32)
    image.fill(QColor(colour))
    assert image.save(str(path))


def _folder(tmp_path: Path) -> Path:
    folder = tmp_path / "dragons"
    folder.mkdir()
    _picture(folder / "Red Dragon.png", "#ff0000")
    _picture(folder / "Green Dragon.png", "#00ff00")
    _picture(folder / "back.png", "#0000ff")
    (folder / "deck.txt").write_text("10 Red Dragon\n10 Green Dragon\n3 Phoenix\n0 Nothing\n")
    return folder


def test_each_seat_picks_the_demo_deck_or_a_folder(qtbot, window, tmp_path):
    folder = _folder(tmp_path)
    dialog = NewGameDialog("Ana", "#112233", "en", "free", window)
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.rows[0].deck.combo.isEnabled())  # the decks are listed
    first, second = dialog.rows[0], dialog.rows[1]
    texts = [first.deck.combo.itemText(i) for i in range(first.deck.combo.count())]
    assert texts == ["Demo deck", "Folder\u2026"]
    assert first.deck.combo.itemData(first.deck.combo.count() - 1) == CHOOSE
    first.folders.ask_folder = lambda: str(folder)
    first.deck.combo.activated.emit(first.deck.combo.count() - 1)  # the person picks "Folder…"
    assert first.deck.combo.currentText() == "Folder: dragons (23 cards)"
    # what was left out is said in one line under the seats
    assert dialog.error.text().startswith("Phoenix has no picture in the folder")
    assert "(and 1 more" in dialog.error.text() and "\n" not in dialog.error.text()
    # the other seats may pick the same folder
    assert second.deck.combo.findText("Folder: dragons (23 cards)") >= 0
    assert second.deck.combo.currentText() == "Demo deck"
    spec = dialog.spec()
    assert spec.seats[0].deck.startswith("folder: ") and spec.seats[1].deck == ""
    session = create_session(spec)
    assert session.state.options["picture_folders"] == [str(folder)]


def test_a_missing_folder_is_said_and_changes_nothing(qtbot, window, tmp_path):
    dialog = NewGameDialog("Ana", "#112233", "en", "free", window)
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.rows[0].deck.combo.isEnabled())  # the decks are listed
    row = dialog.rows[0]
    row.folders.ask_folder = lambda: str(tmp_path / "gone")
    row.deck.combo.activated.emit(row.deck.combo.count() - 1)
    assert row.deck.combo.currentText() == "Demo deck"
    assert dialog.error.text() == f"The folder {tmp_path / 'gone'} does not exist."


def test_faces_and_backs_are_the_pictures(qtbot, window, tmp_path):
    folder = _folder(tmp_path)
    dialog = NewGameDialog("Ana", "#112233", "en", "free", window)
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.rows[0].deck.combo.isEnabled())  # the decks are listed
    dialog.rows[0].folders.choose(str(folder))
    window.start_session(create_session(dialog.spec()))
    renderer = CardRenderer()
    renderer.pictures.follow(window.controller.view.options)
    face = window.controller.module.face(picture_key(0, "Red Dragon"))
    shown = renderer.render(face, QSize(126, 176)).toImage()
    assert shown.pixelColor(63, 88).name() == "#ff0000"
    back = renderer.render_back(picture_key(0, "back.png"), QSize(126, 176)).toImage()
    assert back.pixelColor(63, 88).name() == "#0000ff"
    # no picture for Phoenix: its name is drawn
    phoenix = window.controller.module.face(picture_key(0, "Phoenix"))
    drawn = renderer.render(phoenix, QSize(126, 176)).toImage()
    assert drawn.pixelColor(63, 88).name() not in ("#ff0000", "#00ff00")


def test_a_save_whose_folder_is_gone_opens_and_says_so(qtbot, window, tmp_path):
    folder = _folder(tmp_path)
    dialog = NewGameDialog("Ana", "#112233", "en", "free", window)
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.rows[0].deck.combo.isEnabled())  # the decks are listed
    dialog.rows[0].folders.choose(str(folder))
    spec = dialog.spec()
    for picture in folder.iterdir():
        picture.unlink()
    folder.rmdir()
    window.start_session(create_session(spec))
    assert window.statusBar().currentMessage() == (
        f"The card images folder {folder} is not on this computer: the cards show their names."
    )
