"""Nights of Blood in the desktop window: a five-vampire game between computer players runs
to its end on the generic table (layout, faces, decisions dock) and opens the result sheet;
a person's seat shows its own sect and hand and no one else's."""

from __future__ import annotations

from vtt.core.module import GameSpec, SeatSpec
from vtt.games.nob.rules import rules_of
from vtt.settings import Settings
from vtt.ui import bots
from vtt.ui.dialogs.new_game import create_session
from vtt.ui.main_window import MainWindow


def _window(qtbot):
    window = MainWindow(Settings(player_name="Ana", autosave_minutes=0), "es")
    qtbot.addWidget(window)
    window.resize(1600, 900)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_a_bot_game_runs_to_the_result_sheet(qtbot, monkeypatch):
    monkeypatch.setattr(bots, "BOT_DELAY_MS", 0)
    window = _window(qtbot)
    spec = GameSpec(
        game="nob",
        seats=[SeatSpec(name=f"V{i}", bot="heuristic") for i in range(5)],
        seed=7,
        rules=True,
    )
    window.start_session(create_session(spec))
    qtbot.waitUntil(lambda: rules_of(window.session.state).over, timeout=60000)
    qtbot.waitUntil(
        lambda: window.score_dialog is not None and window.score_dialog.isVisible(),
        timeout=5000,
    )


def test_the_person_decides_in_the_decisions_dock(qtbot, monkeypatch):
    monkeypatch.setattr(bots, "BOT_DELAY_MS", 0)
    window = _window(qtbot)
    spec = GameSpec(
        game="nob",
        seats=[SeatSpec(name="Ana")]
        + [SeatSpec(name=f"V{i}", bot="heuristic") for i in range(1, 5)],
        seed=7,
        rules=True,
    )
    window.start_session(create_session(spec))
    panel = window.decisions
    qtbot.waitUntil(lambda: rules_of(window.session.state).pending.seat == 0, timeout=30000)
    qtbot.waitUntil(lambda: "Ana" in panel.decision_label.text(), timeout=5000)
    assert panel.commands and all(cmd.seat == 0 for cmd in panel.commands)
