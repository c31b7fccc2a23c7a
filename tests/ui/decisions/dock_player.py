"""A person at the Decisions dock, for the tests that play a whole game in the window: each
of the person's moves is a mouse click on the dock's widget that offers it (a button, a row
of the list, an entry of a row's menu), never a command sent past the dock.  Which move to
make is the card-playing bot's choice for that seat, so the game goes somewhere."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMenu

from vtt.ui.panels import decision_panel as D


def _row_of(panel, index: int):
    """The list row that submits ``panel.commands[index]``, and the text of its menu entry
    when the row groups several choices (None for a row that submits it at once)."""
    for r in range(panel.list.count()):
        item = panel.list.item(r)
        targets = item.data(D._TARGETS_ROLE)
        if targets:
            for label, i in targets:
                if i == index:
                    return item, label
        elif item.data(D._COMMAND_ROLE) == index:
            return item, None
    return None, None


def _button_of(panel, index: int):
    for i in range(panel.buttons_box.count()):
        button = panel.buttons_box.itemAt(i).widget()
        if panel._button_commands.get(button.text()) == index and button.isEnabled():
            return button
    return None


def _shown_index(panel, cmd, words) -> int | None:
    """The index of ``cmd`` in the dock, or of a command with the same words (the dock
    shows one of two copies of a card)."""
    wanted = words(cmd)
    for i, other in enumerate(panel.commands):
        if other == cmd:
            return i
    return next((i for i, other in enumerate(panel.commands) if words(other) == wanted), None)


def click(qtbot, panel, cmd, words) -> bool:
    """Make the move ``cmd`` with the mouse, as the dock offers it; False when the dock
    does not offer it."""
    index = _shown_index(panel, cmd, words)
    if index is None:
        return False
    for candidate in [index, *(i for i, c in enumerate(panel.commands) if words(c) == words(cmd))]:
        button = _button_of(panel, candidate)
        if button is not None:
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
            return True
        item, label = _row_of(panel, candidate)
        if item is None:
            continue
        panel.list.scrollToItem(item)
        rect = panel.list.visualItemRect(item)
        qtbot.mouseClick(panel.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        if label is None:
            return True
        menu = panel.findChild(QMenu, "decision_targets")
        action = next(a for a in menu.actions() if a.text() == label)
        action.trigger()  # the menu's own entry (offscreen, a popup takes no real click)
        return True
    return False
