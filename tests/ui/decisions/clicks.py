"""Clicking the decisions panel as a user does: buttons by their text, list entries by
their text (the mouse on the entry's row), and the hot-seat "Play as" button."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from vtt.ui.panels.decision_panel import DecisionPanel


def buttons(panel: DecisionPanel) -> dict[str, QPushButton]:
    out = {}
    for i in range(panel.buttons_box.count()):
        widget = panel.buttons_box.itemAt(i).widget()
        out[widget.text()] = widget
    return out


def choices(panel: DecisionPanel) -> list[str]:
    """The texts of the listed (not filtered out) entries."""
    out = []
    for row in range(panel.list.count()):
        item = panel.list.item(row)
        if item.data(Qt.ItemDataRole.UserRole) is not None and not item.isHidden():
            out.append(item.text().strip())
    return out


def state_id(panel: DecisionPanel) -> int:
    """The state the panel shows (it follows the controller's view from the event loop)."""
    return panel.shown.state_id


def click_button(qtbot, panel: DecisionPanel, text: str) -> None:
    before = state_id(panel)
    button = buttons(panel)[text]
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: state_id(panel) != before or bool(panel.error.text()), timeout=5000)


def click_choice(qtbot, panel: DecisionPanel, text: str) -> None:
    """Click the listed entry whose text is ``text`` and wait for the game to answer."""
    before = state_id(panel)
    item = next(
        panel.list.item(r)
        for r in range(panel.list.count())
        if panel.list.item(r).text().strip() == text
    )
    panel.list.scrollToItem(item)
    rect = panel.list.visualItemRect(item)
    qtbot.mouseClick(panel.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.waitUntil(lambda: state_id(panel) != before or bool(panel.error.text()), timeout=5000)


def take_seat_if_asked(qtbot, panel: DecisionPanel) -> bool:
    """Press "Play as ..." when another person's seat must decide (hot-seat)."""
    if panel.take_seat.isHidden():
        return False
    seat = panel.controller.seat
    qtbot.mouseClick(panel.take_seat, Qt.MouseButton.LeftButton)
    assert panel.controller.seat != seat
    qtbot.waitUntil(lambda: panel.shown.seat == panel.controller.seat, timeout=5000)
    return True
