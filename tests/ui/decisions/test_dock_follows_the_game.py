"""The Decisions dock shows for a game whose rules are on and hides for one without them,
also when a game replaces another in the same window (a tester opened a rules save over the
demo table and got no Decisions dock at all)."""

from __future__ import annotations

from vtt.app import demo_session

from .conftest import start, vtes_spec


def test_the_dock_follows_the_game_in_the_window(qtbot, window):
    window.start_session(demo_session("Ana", "#aa3333"))
    window.show()
    qtbot.waitExposed(window)
    assert not window.decisions.isVisible()
    start(window, vtes_spec())
    assert window.decisions.isVisible()
    window.start_session(demo_session("Ana", "#aa3333"))
    assert not window.decisions.isVisible()
