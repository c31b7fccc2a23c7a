"""One person and three computer players ("plays to win") play a rules game of the Fifth
Edition starters in the main window to its end, the last Methuselah standing (about 800
commands, some 10 s).  Every move of the person is a
click in the Decisions dock; nothing is ever applied by hand (no ``vtes_as_card``, no table
command), and no move the dock offers is refused."""

from __future__ import annotations

import pytest

from vtt.core.module import GameSpec, SeatSpec
from vtt.games.vtes.rules import commands as K
from vtt.games.vtes.rules.card_bot import card_bot_move
from vtt.games.vtes.rules.stages import decider
from vtt.ui.words import message_text

from .conftest import start
from .dock_player import click

ROUNDS = 0  # no time limit
NAMES = ("Ana", "Bruno", "Carla", "Dmitri")
DECKS = ("v5-pto", "v5-pm", "v5-pn", "v5-ptr")


def whole_game(qtbot, window, seed: int, rounds: int) -> dict[str, int]:
    spec = GameSpec(
        game="vtes",
        seed=seed,
        rules=True,
        options={"random_seating": False, "time_limit": rounds},
        seats=[
            SeatSpec(name=name, deck="vtes:precon:" + deck, bot="heuristic" if i else "")
            for i, (name, deck) in enumerate(zip(NAMES, DECKS, strict=True))
        ],
    )
    session = start(window, spec)
    window.show()
    qtbot.waitExposed(window)
    window.bots.timer.stop()  # the loop below lets the bots play, one move at a time
    panel = window.decisions
    module = session.module

    def words(cmd):  # as the dock words it: from the seat's view
        return message_text(module.describe_command(cmd, window.controller.view_of(0), 0))

    counts = {"person": 0, "bots": 0, "cards played by the person": 0}
    refused: list[str] = []
    window.controller.rejected.connect(lambda m: refused.append(m.english()))
    for _ in range(20_000):
        seat = decider(session.state).seat
        if seat is None:
            break
        if seat != 0:
            assert window.bots.step(), f"the bot of seat {seat} found no move"
            counts["bots"] += 1
            continue
        panel.refresh()
        cmd = card_bot_move(session.state, 0)
        before = session.state.state_id
        assert click(qtbot, panel, cmd, words), f"the dock does not offer {words(cmd)}"
        assert not refused, refused
        assert session.state.state_id != before
        counts["person"] += 1
        counts["cards played by the person"] += isinstance(cmd, (K.PlayCard, K.PlayMaster))
    assert decider(session.state).seat is None, "the game did not end"
    kinds = {entry.kind for entry in session.log}
    assert "vtes_as_card" not in kinds
    table = ("transfer", "to_ready", "end_turn")
    assert all(k.startswith("vtes_") or k in table for k in kinds), kinds
    return counts


@pytest.mark.slow
def test_a_person_and_three_computer_players_play_to_the_end_from_the_dock(qtbot, window):
    window.resize(1920, 1080)
    counts = whole_game(qtbot, window, seed=5, rounds=ROUNDS)
    assert counts["person"] > 20 and counts["bots"] > 60
