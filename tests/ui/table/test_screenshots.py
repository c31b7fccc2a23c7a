"""Screenshots of a played demo table at 1920 x 1080 (into docs/screenshots/ with
VTT_SCREENSHOT_DIR=docs/screenshots, see tests/screenshots.py).

They are looked at by people (is every card identifiable? is anything broken?); the test
also checks the basics a picture must show."""

from tests.screenshots import screenshot_dir
from vtt.core import commands as C

from .conftest import make_table

SHOTS = screenshot_dir()


def play_a_little(session) -> None:
    """A few turns' worth of table: cards in play, locked, with counters, notes, discards."""
    state = session.state
    for seat in range(len(state.seats)):
        hand = list(state.zones[f"s{seat}.hand"].cards)
        submit = session.submit
        for n, cid in enumerate(hand[:3]):
            assert submit(C.Move(seat=seat, card=cid, to=f"s{seat}.play", x=20 + 90 * n, y=14)).ok
        first = hand[0]
        submit(C.Lock(seat=seat, card=first))
        submit(C.Counter(seat=seat, card=hand[1], kind="counter", delta=seat + 2))
        submit(C.Label(seat=seat, card=hand[2], text="target"))
        submit(C.Move(seat=seat, card=hand[3], to=f"s{seat}.discard"))
        submit(C.Draw(seat=seat, n=2))
        submit(C.Counter(seat=seat, kind="score", delta=seat))
        deck_top = state.zones[f"s{seat}.deck"].cards[0]
        submit(C.Move(seat=seat, card=deck_top, to=f"s{seat}.play", x=320, y=14, face_up=False))
    played = session.state.zones["s1.hand"].cards[0]
    session.submit(C.Move(seat=1, card=played, to="middle", x=400, y=60))


def shoot(qtbot, seats: int, name: str):
    session, controller, view = make_table(qtbot, seats=seats)
    play_a_little(session)
    view.fit_table()
    qtbot.wait(10)
    SHOTS.mkdir(parents=True, exist_ok=True)
    image = view.grab().toImage()
    assert image.width() == 1920 and image.height() == 1080
    assert image.save(str(SHOTS / name))
    return session, view


def test_four_seat_screenshot(qtbot):
    session, view = shoot(qtbot, 4, "table-4-seats.png")
    scene = view.table_scene()
    assert len(scene.seat_items) == 4
    assert scene.zone_items["s0.hand"].count == 3


def test_five_seat_screenshot(qtbot):
    session, view = shoot(qtbot, 5, "table-5-seats.png")
    # at fit zoom a card is still drawn at least 50 device pixels wide
    assert 63 * view.current_scale() >= 50


def play_first_choices(session, steps: int) -> None:
    """Advance a game with its rules on, each seat taking one of its legal commands (a fixed
    but varied pick, so the seats do not all do the same)."""
    module = session.module
    for step in range(steps):
        for seat in range(len(session.state.seats)):
            legal = module.legal_commands(session.state, seat)
            if legal:
                assert session.submit(legal[(step * 7 + seat) % len(legal)]).ok
                break
        else:
            return


def window_shot(qtbot, game: str, seats: int, steps: int, name: str):
    """The real main window at 1920 x 1080 on a game with its rules on, fitted, saved."""
    from vtt.core.module import GameSpec, SeatSpec
    from vtt.games import get_game
    from vtt.settings import Settings
    from vtt.ui.dialogs.new_game import create_session
    from vtt.ui.main_window import MainWindow

    names = ("Ana", "Bruno", "Carla", "Diego", "Elena")
    presets = get_game(game).deck_presets()
    session = create_session(
        GameSpec(
            game=game,
            seed=11,
            rules=True,
            seats=[
                SeatSpec(name=names[i], deck=presets[i % len(presets)][0] if presets else "")
                for i in range(seats)
            ],
        )
    )
    play_first_choices(session, steps)
    window = MainWindow(Settings(player_name="Ana", autosave_minutes=0), "en")
    qtbot.addWidget(window)
    window.resize(1920, 1080)
    window.start_session(session)
    window.show()
    qtbot.waitExposed(window)
    window.table.fit_table()
    qtbot.wait(10)
    image = window.grab().toImage()
    assert image.width() == 1920 and image.height() == 1080
    assert image.save(str(SHOTS / name))
    return window


def test_window_vtes_five_seats_screenshot(qtbot):
    window = window_shot(qtbot, "vtes", 5, 12, "window-vtes-5-seats.png")
    assert 63 * window.table.current_scale() >= 45  # 40 px with the old two-row table


def test_window_1347_screenshot(qtbot):
    window = window_shot(qtbot, "1347", 4, 40, "window-1347.png")
    # 39 px with the old tall centre, 48 before the viewer's hand took a shelf of its own
    # below the table, where its cards are twice as large
    assert 63 * window.table.current_scale() >= 42
    assert (
        63 * window.table.current_scale() * window.table.table_scene().zone_items["s0.hand"].scale()
        >= 84
    )
    window.discard_changes()
