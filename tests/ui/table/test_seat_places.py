"""Seats drawn where they sit: the viewer at the bottom, then the game's seating clockwise
around the table, so a VTES player's prey (the next seat of the seating) is on their left
and the predator on their right, as at a real table (vtes.md §3: prey to the left).  For a
new game in a window that showed another, after save and reopen, from another seat and
for a LAN client."""

from __future__ import annotations

import math

import pytest

from tests.net.conftest import Table
from tests.ui.settle import settle
from vtt.core.module import GameSpec, SeatSpec
from vtt.core.session import Session
from vtt.games import get_game
from vtt.games.vtes.seating import predator, prey
from vtt.settings import Settings
from vtt.ui.main_window import MainWindow
from vtt.ui.net.remote_controller import RemoteController
from vtt.ui.table.view import TableView

NAMES = ("Ana", "Bruno", "Carla", "Dario", "Eva")


def vtes_session(seed: int, at_random: bool) -> Session:
    module = get_game("vtes")
    spec = GameSpec(
        game="vtes",
        seed=seed,
        rules=True,
        options={"random_seating": at_random},
        seats=[SeatSpec(name=n) for n in NAMES],
    )
    return Session(module.new_game(spec), module, spec)


def centres(scene) -> dict[int, tuple[float, float]]:
    out = {}
    for seat, item in scene.seat_items.items():
        c = item.sceneBoundingRect().center()
        out[seat] = (c.x(), c.y())
    return out


def clockwise_from(scene, viewer: int) -> list[int]:
    """The seats in the order met going clockwise on screen from the viewer's area around
    the table's middle (y grows downwards, so clockwise is a growing angle)."""
    middle = scene.table_rect().center()
    places = centres(scene)

    def angle(seat: int) -> float:
        x, y = places[seat]
        return math.degrees(math.atan2(y - middle.y(), x - middle.x()))

    start = angle(viewer)
    return sorted(places, key=lambda s: (angle(s) - start) % 360)


def check_places(scene, state, viewer: int) -> None:
    places = centres(scene)
    order = state.turn_order()
    assert places[viewer][1] == max(y for _, y in places.values())  # the viewer at the bottom
    at = order.index(viewer)
    assert clockwise_from(scene, viewer) == order[at:] + order[:at]
    assert places[prey(state, viewer)][0] < places[viewer][0]  # the prey on the left
    assert predator(state, viewer) == order[at - 1]


@pytest.fixture
def window(qtbot):
    win = MainWindow(Settings(player_name="Ana", autosave_minutes=0), "en")
    qtbot.addWidget(win)
    win.resize(1920, 1080)
    return win


def test_a_new_game_is_drawn_in_its_own_seating(window):
    window.start_session(vtes_session(5, at_random=False))
    settle()
    scene = window.table.table_scene()
    check_places(scene, window.session.state, 0)
    # another game of the same size, seated otherwise: the table must not keep the old places
    window.start_session(vtes_session(5, at_random=True))
    settle()
    state = window.session.state
    assert state.seating != [0, 1, 2, 3, 4]
    check_places(scene, state, 0)


def test_the_places_survive_save_and_reopen_and_suit_every_viewer(qtbot, window, tmp_path):
    window.start_session(vtes_session(8, at_random=True))
    settle()
    path = tmp_path / "five.vttsave"
    task = window.save_to(path)
    assert task.wait(60) and not task.failed
    window.start_session(vtes_session(8, at_random=False))  # something else in between
    settle()
    opening = window.open_file(path, ask=False)
    assert opening.wait(60) and not opening.failed
    settle()
    state = window.session.state
    assert state.seating != [0, 1, 2, 3, 4]
    check_places(window.table.table_scene(), state, 0)
    for seat in (2, 4):
        window.view_as(seat)
        settle()
        check_places(window.table.table_scene(), state, seat)

    other = MainWindow(Settings(player_name="Ana", autosave_minutes=0), "en")
    qtbot.addWidget(other)
    opening = other.open_file(path)
    assert opening.wait(60) and not opening.failed
    settle()
    check_places(other.table.table_scene(), other.session.state, 0)


def test_a_lan_client_sees_its_prey_on_its_left(qtbot):
    session = vtes_session(8, at_random=True)
    table = Table(qtbot, session)
    try:
        client = table.client("Carla", seat=3)
        view = TableView(RemoteController(client))
        qtbot.addWidget(view)
        view.resize(1600, 1000)
        view.show()
        qtbot.waitUntil(lambda: len(view.table_scene().seat_items) == 5, timeout=5000)
        check_places(view.table_scene(), session.state, 3)
    finally:
        table.close()
