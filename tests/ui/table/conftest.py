"""Fixtures of the table tests: a free-table game seen by seat 0 in a 1920 x 1080 view."""

import pytest

from vtt.core.module import GameSpec, SeatSpec
from vtt.core.session import Session
from vtt.games import get_game
from vtt.ui.controller import LocalController
from vtt.ui.table import card_item
from vtt.ui.table.view import TableView

NAMES = ("Ana", "Bruno", "Carla", "Dmitri", "Eva", "Farid")


def make_table(qtbot, seats: int = 4, seed: int = 7, size=(1920, 1080)):
    module = get_game("free")
    spec = GameSpec(game="free", seats=[SeatSpec(name=n) for n in NAMES[:seats]], seed=seed)
    session = Session(module.new_state(spec), module, spec)
    controller = LocalController(session, seat=0)
    view = TableView(controller)
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    qtbot.waitExposed(view)
    view.fit_table()
    return session, controller, view


@pytest.fixture(autouse=True)
def no_turn_animation(monkeypatch):
    """Lock turns are instant in tests (no timing involved)."""
    monkeypatch.setattr(card_item, "TURN_MS", 0)


@pytest.fixture
def table(qtbot):
    return make_table(qtbot)
