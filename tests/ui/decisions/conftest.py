"""Fixtures of the decisions-panel tests: a main window (autosave off) and ways to start
a rules game in it as a new user would find it: VTES with the four Fifth Edition starters
in listed seating order, 1347 with a person and computer players."""

from __future__ import annotations

import pytest

from vtt.core.module import GameSpec, SeatSpec
from vtt.core.session import Session
from vtt.games import get_game
from vtt.settings import Settings
from vtt.ui.main_window import MainWindow

STARTERS = ("v5-pm", "v5-pn", "v5-pto", "v5-ptr")
NAMES = ("Ana", "Bruno", "Carla", "Dmitri", "Eva")
#: a directed action card the engine leaves to the players, so offered against each other
#: Methuselah (the starters' Revelations was one until the engine ran it: at its prey only)
PLAIN_DIRECTED = "vtes:100479"  # Cull the Herd
REVELATIONS = "vtes:101627"


def plain_directed(state, seat: int = 0) -> None:
    """Each Revelations in ``seat``'s starting hand becomes :data:`PLAIN_DIRECTED`."""
    for card_id in state.seat_zone(seat, "hand").cards:
        if state.cards[card_id].catalog == REVELATIONS:
            state.cards[card_id].catalog = PLAIN_DIRECTED


@pytest.fixture
def window(qtbot):
    win = MainWindow(Settings(player_name="Ana", autosave_minutes=0), "en")
    qtbot.addWidget(win)
    yield win
    win.discard_changes()  # closing asks nothing
    if getattr(win, "bots", None) is not None:
        win.bots.timer.stop()


def vtes_spec(seats: int = 4, seed: int = 7, bots: int = 0) -> GameSpec:
    return GameSpec(
        game="vtes",
        seed=seed,
        rules=True,
        options={"random_seating": False},
        seats=[
            SeatSpec(
                name=NAMES[i],
                deck="vtes:precon:" + STARTERS[i % 4],
                bot="random" if i >= seats - bots else "",
            )
            for i in range(seats)
        ],
    )


def g1347_spec(bots: int = 3, seed: int = 5) -> GameSpec:
    return GameSpec(
        game="1347",
        seed=seed,
        rules=True,
        seats=[SeatSpec(name=NAMES[i], bot="heuristic" if i else "") for i in range(1 + bots)],
    )


def start(window: MainWindow, spec: GameSpec) -> Session:
    module = get_game(spec.game)
    session = Session(module.new_state(spec), module, spec)
    window.start_session(session)
    return session
