"""The Decisions dock does not move under the mouse: while a decision lasts, a choice
clicked again (the influence phase's "Transfer 1 pool to ...") is where it was, a choice
that went away leaves a greyed row instead of pulling the others up, new ones go last; and
long words wrap whole, never cut with "..."."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from vtt.games.vtes.rules.data import INFLUENCE, rules

from .clicks import buttons, click_button, state_id
from .conftest import start, vtes_spec


@pytest.fixture
def game(qtbot, window):
    session = start(window, vtes_spec())
    window.resize(1400, 900)
    window.show()
    qtbot.waitExposed(window)
    return window, session, window.decisions


def _row_of(panel, prefix: str) -> int:
    return next(
        r
        for r in range(panel.list.count())
        if panel.list.item(r).text().startswith(prefix)
        and panel.list.item(r).data(Qt.ItemDataRole.UserRole) is not None
    )


def _texts(panel) -> list[str]:
    return [panel.list.item(r).text() for r in range(panel.list.count())]


def _to_influence(qtbot, panel, session) -> None:
    while rules(session.state)["phase"] != INFLUENCE:
        click_button(qtbot, panel, next(b for b in buttons(panel) if b.startswith("Go on")))


def test_a_repeated_transfer_stays_under_the_mouse(qtbot, game):
    window, session, panel = game
    _to_influence(qtbot, panel, session)
    rules(session.state)["transfers"] = 4  # as from the second turn on (the first has 1)
    window.controller.set_seat(window.controller.seat)
    qtbot.waitUntil(lambda: "4 transfers" in panel.list.item(0).text(), timeout=5000)
    first = _row_of(panel, "Transfer 1 pool to ")
    name = panel.list.item(first).text().split(" (")[0]
    spot = panel.list.visualItemRect(panel.list.item(first)).center()
    before = _texts(panel)
    for _ in range(2):  # the same spot twice, as a player transferring 2 blood does
        sid = state_id(panel)
        qtbot.mouseClick(panel.list.viewport(), Qt.MouseButton.LeftButton, pos=spot)
        qtbot.waitUntil(lambda sid=sid: state_id(panel) != sid, timeout=5000)
        assert panel.error.text() == ""
        assert panel.list.itemAt(spot).text().startswith(name)
    vampire = session.state.seat_zone(0, "uncontrolled").cards[0]
    assert session.state.cards[vampire].counters.get("blood") == 2
    after = _texts(panel)
    # every row keeps its place; "move blood back" appears after them, not between
    assert len(after) >= len(before)
    for row, text in enumerate(before):
        if row != first:
            assert after[row].split(" (")[0] == text.split(" (")[0], (row, text, after[row])
    assert any(t.startswith("Move 1 blood from") for t in after[len(before) :])


def test_long_words_wrap_whole(qtbot, game):
    window, session, panel = game
    _to_influence(qtbot, panel, session)
    assert panel.list.textElideMode() == Qt.TextElideMode.ElideNone
    assert panel.list.wordWrap()
    button = next(iter(buttons(panel).values()))
    button.setText("A very long choice " * 6)
    height = button.heightForWidth(200)
    assert height > 2 * button.fontMetrics().lineSpacing()
    assert button.label.wordWrap() and button.text() == "A very long choice " * 6
    item = panel.list.item(_row_of(panel, ""))
    item.setText("A very long choice that is longer than the dock is wide " * 3)
    panel.list.setFixedWidth(220)
    qtbot.waitUntil(lambda: panel.list.width() == 220, timeout=5000)
    qtbot.wait(50)
    rect = panel.list.visualItemRect(item)
    assert rect.height() > 2 * panel.list.fontMetrics().lineSpacing()
