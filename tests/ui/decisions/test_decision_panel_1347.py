"""The decisions panel in 1347 with the rules on: a person and three computer players.
The person answers in the panel; the computer players (the window's BotDriver) play on
until the person must decide again."""

from __future__ import annotations

import pytest

from vtt.ui import bots

from .clicks import buttons, choices, click_button, click_choice
from .conftest import g1347_spec, start


def human_decides(session) -> bool:
    decision = session.module.decision(session.state)
    return decision is None or 0 in decision.seats


@pytest.fixture
def game(qtbot, window, monkeypatch):
    monkeypatch.setattr(bots, "BOT_DELAY_MS", 1)
    session = start(window, g1347_spec(bots=3))
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: human_decides(session), timeout=20000)
    return window, session, window.decisions


def test_the_persons_decisions_appear_and_bots_answer_theirs(qtbot, game):
    window, session, panel = game
    for _ in range(6):  # six decisions of the person, bots in between
        qtbot.waitUntil(
            lambda: (
                human_decides(session)
                and window.bots.waiting_seat() is None
                and panel.shown.state_id == session.state.state_id
            ),
            timeout=20000,
        )
        if session.module.decision(session.state) is None:
            break
        assert panel.decision_label.text().startswith("Your decision: Ana: ")
        listed, pressed = choices(panel), list(buttons(panel))
        assert listed or pressed
        legal = session.module.legal_commands(session.state, 0)
        words = {
            session.module.describe_command(c, window.controller.view, 0).english() for c in legal
        }
        assert sorted(listed + pressed) == sorted(words)  # identical cards listed once
        moves = session.state.data.get("moves", 0)
        if listed:
            click_choice(qtbot, panel, listed[0])
        else:
            click_button(qtbot, panel, pressed[0])
        assert panel.error.text() == ""
        assert session.state.data["moves"] > moves
    assert session.state.data.get("moves", 0) >= 6


def test_while_a_bot_decides_the_panel_says_who(qtbot, window):
    session = start(window, g1347_spec(bots=3))
    window.bots.timer.stop()  # freeze the bots to look at the panel
    panel = window.decisions
    if 0 in session.module.decision(session.state).seats:
        assert panel.decision_label.text().startswith("Your decision")
    else:
        assert panel.decision_label.text().startswith("Waiting for ")
        assert "(computer)" in panel.decision_label.text()
        assert choices(panel) == [] and buttons(panel) == {}
        assert panel.take_seat.isHidden()  # nobody takes a computer's seat
