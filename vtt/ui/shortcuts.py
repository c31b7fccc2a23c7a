"""The keyboard shortcuts of the table: one registry of every table action.

The table view binds its keys from here, the shell's settings dialog rebinds them with
:func:`set_bindings`, and Help > Keyboard shortcuts lists :func:`all_actions`.  Keys are
``QKeySequence`` strings in portable text form (``"Ctrl+U"``).  The shell keeps the standard
keys (New, Open, Save, Undo, Redo, zoom, full screen), so none of the defaults here uses
them: shuffling is Ctrl+H, not Ctrl+S.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication


@dataclass(frozen=True)
class TableAction:
    """One action of the table: a stable id (settings key), its English label (translated
    in the context ``"Shortcuts"``) and its default key."""

    id: str
    label: str
    default: str

    def text(self) -> str:
        """The label in the user's language."""
        return QCoreApplication.translate("Shortcuts", self.label)


_ACTIONS: tuple[TableAction, ...] = (
    TableAction("lock", QT_TRANSLATE_NOOP("Shortcuts", "Lock the card"), "L"),
    TableAction("unlock", QT_TRANSLATE_NOOP("Shortcuts", "Unlock the card"), "U"),
    TableAction(
        "toggle_lock", QT_TRANSLATE_NOOP("Shortcuts", "Lock or unlock (double-click)"), "T"
    ),
    TableAction("unlock_all", QT_TRANSLATE_NOOP("Shortcuts", "Unlock all my cards"), "Ctrl+U"),
    TableAction("flip", QT_TRANSLATE_NOOP("Shortcuts", "Turn the card over"), "F"),
    TableAction("counter_add", QT_TRANSLATE_NOOP("Shortcuts", "Add a counter"), "+"),
    TableAction("counter_remove", QT_TRANSLATE_NOOP("Shortcuts", "Remove a counter"), "-"),
    TableAction("draw", QT_TRANSLATE_NOOP("Shortcuts", "Draw a card"), "D"),
    TableAction("draw_n", QT_TRANSLATE_NOOP("Shortcuts", "Draw several cards"), "Shift+D"),
    TableAction("shuffle", QT_TRANSLATE_NOOP("Shortcuts", "Shuffle my deck"), "Ctrl+H"),
    TableAction(
        "look_top", QT_TRANSLATE_NOOP("Shortcuts", "Look at the top cards of my deck"), "Ctrl+L"
    ),
    TableAction("search", QT_TRANSLATE_NOOP("Shortcuts", "Search my deck"), "Ctrl+F"),
    TableAction("to_hand", QT_TRANSLATE_NOOP("Shortcuts", "Put the card into my hand"), "H"),
    TableAction("discard", QT_TRANSLATE_NOOP("Shortcuts", "Discard the card"), "Del"),
    TableAction("magnifier", QT_TRANSLATE_NOOP("Shortcuts", "Magnifier (hold)"), "Z"),
    TableAction(
        "fit_table", QT_TRANSLATE_NOOP("Shortcuts", "Fit the table to the window"), "Ctrl+0"
    ),
    TableAction("roll_die", QT_TRANSLATE_NOOP("Shortcuts", "Roll a die"), "Ctrl+R"),
    # the number of a seat as the Seats panel lists it; the same key again fits the table
    TableAction(
        "zoom_seat_1",
        QT_TRANSLATE_NOOP("Shortcuts", "Zoom to seat 1 (again: the whole table)"),
        "1",
    ),
    TableAction(
        "zoom_seat_2",
        QT_TRANSLATE_NOOP("Shortcuts", "Zoom to seat 2 (again: the whole table)"),
        "2",
    ),
    TableAction(
        "zoom_seat_3",
        QT_TRANSLATE_NOOP("Shortcuts", "Zoom to seat 3 (again: the whole table)"),
        "3",
    ),
    TableAction(
        "zoom_seat_4",
        QT_TRANSLATE_NOOP("Shortcuts", "Zoom to seat 4 (again: the whole table)"),
        "4",
    ),
    TableAction(
        "zoom_seat_5",
        QT_TRANSLATE_NOOP("Shortcuts", "Zoom to seat 5 (again: the whole table)"),
        "5",
    ),
    TableAction(
        "zoom_seat_6",
        QT_TRANSLATE_NOOP("Shortcuts", "Zoom to seat 6 (again: the whole table)"),
        "6",
    ),
)

_bindings: dict[str, str] = {a.id: a.default for a in _ACTIONS}


def all_actions() -> tuple[TableAction, ...]:
    """Every table action, in the order Help > Keyboard shortcuts lists them."""
    return _ACTIONS


def bindings() -> dict[str, str]:
    """The current key of every action id (a copy: change it with :func:`set_bindings`)."""
    return dict(_bindings)


def key_for(action_id: str) -> str:
    return _bindings[action_id]


def set_bindings(new: dict[str, str]) -> None:
    """Rebind actions (``{"draw": "Ctrl+D"}``); unknown ids are ignored, an empty key
    restores the default.  Views built later, and views that re-read the bindings on
    :func:`bindings_changed` listeners, pick the keys up."""
    known = {a.id: a for a in _ACTIONS}
    for action_id, key in new.items():
        if action_id in known:
            _bindings[action_id] = key or known[action_id].default
    for listener in list(_listeners):
        listener()


def reset_bindings() -> None:
    """Back to the default keys."""
    set_bindings({a.id: a.default for a in _ACTIONS})


_listeners: list = []


def on_bindings_changed(listener) -> None:
    """Call ``listener()`` after every :func:`set_bindings` (a table view rebinds its keys)."""
    _listeners.append(listener)


def remove_listener(listener) -> None:
    if listener in _listeners:
        _listeners.remove(listener)
