"""A 4-player 1347 game drawn as its components, at 1920 x 1080 (into docs/screenshots/
board-1347.png with VTT_SCREENSHOT_DIR=docs/screenshots, see tests/screenshots.py): the
influence board with its six tracks and the discs in the seats' own colours, the round's
buildings with their numbered spaces, rats as tokens, the Nun row, the supplies."""

from __future__ import annotations

from tests.screenshots import screenshot_dir
from vtt.core.module import GameSpec, SeatSpec
from vtt.settings import Settings
from vtt.ui.dialogs.new_game import create_session
from vtt.ui.main_window import MainWindow
from vtt.ui.table.board_items import SpacesItem, TrackBoardItem

#: the seats' colours as a table might choose them (not the defaults)
COLOURS = ("#e67e22", "#8e44ad", "#16a085", "#2c3e50")


def in_phase_c_of_round(session, round_no: int) -> None:
    """Let the bots play until the given round's buildings have discs on them."""
    module = session.module
    while True:
        data = session.state.data
        if (
            data.get("round", 0) >= round_no
            and data.get("phase") in ("C", "D")
            and any(session.state.zones[slot].cards[1:] for slot in ("row1", "row2", "row3"))
        ):
            return
        seat = module.bot_to_move(session.state)
        assert seat is not None
        assert session.submit(module.bot_command(session.state, seat)).ok


def test_a_1347_table_looks_like_the_board_game(qtbot):
    spec = GameSpec(
        game="1347",
        seed=5,
        rules=True,
        seats=[
            SeatSpec(name=name, colour=COLOURS[i], bot="heuristic")
            for i, name in enumerate(("Ana", "Bruno", "Carla", "Diego"))
        ],
    )
    session = create_session(spec)
    in_phase_c_of_round(session, 5)
    for seat in session.state.seats:  # people take the seats: nothing moves while shot
        seat.bot = ""
    window = MainWindow(Settings(player_name="Ana", autosave_minutes=0), "en")
    qtbot.addWidget(window)
    window.resize(1920, 1080)
    window.start_session(session)
    window.show()
    qtbot.waitExposed(window)
    window.table.fit_table()
    qtbot.wait(10)
    assert window.turn_label.text().startswith("Round 5 of 8 - Phase ")
    scene = window.table.scene()
    boards = [i for i in scene.items() if isinstance(i, TrackBoardItem)]
    assert len(boards) == 1 and len(boards[0].pieces) == 4 * 6
    assert {p.colour for p in boards[0].pieces} == set(COLOURS)
    assert any(i.pieces for i in scene.items() if isinstance(i, SpacesItem))
    image = window.grab().toImage()
    assert image.width() == 1920 and image.height() == 1080
    assert image.save(str(screenshot_dir() / "board-1347.png"))
    window.discard_changes()
