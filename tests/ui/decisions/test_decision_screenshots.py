"""Screenshots of the main window with the decisions panel (docs/screenshots/decisions-*.png),
made to be looked at: is the decision readable, are the choices in words?"""

from __future__ import annotations

from tests.screenshots import screenshot_dir
from vtt.ui import bots

from .clicks import choices, click_button
from .conftest import g1347_spec, start, vtes_spec
from .test_decision_panel_1347 import human_decides
from .test_decision_panel_vtes import ready_vampire

SHOTS = screenshot_dir()


def shoot(qtbot, window, name: str) -> None:
    if hasattr(window.table, "fit_table"):
        window.table.fit_table()
    qtbot.wait(20)
    SHOTS.mkdir(parents=True, exist_ok=True)
    assert window.grab().toImage().save(str(SHOTS / name))


def test_vtes_minion_phase_screenshot(qtbot, window):
    session = start(window, vtes_spec())
    window.resize(1600, 950)
    window.show()
    qtbot.waitExposed(window)
    ready_vampire(window, session, 0, 3)
    ready_vampire(window, session, 0, 2)
    panel = window.decisions
    click_button(qtbot, panel, "Go on to the master phase")
    click_button(qtbot, panel, "Go on to the minion phase")
    assert any(c.startswith("Bleed Bruno with ") for c in choices(panel))
    shoot(qtbot, window, "decisions-vtes.png")


def test_1347_screenshot(qtbot, window, monkeypatch):
    monkeypatch.setattr(bots, "BOT_DELAY_MS", 1)
    session = start(window, g1347_spec(bots=3))
    window.resize(1600, 950)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(
        lambda: human_decides(session) and window.bots.waiting_seat() is None, timeout=20000
    )
    shoot(qtbot, window, "decisions-1347.png")
