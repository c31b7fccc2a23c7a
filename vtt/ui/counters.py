"""Counters as people see them: the name and badge colour the game's layout gives a key.

The table, the seats dock, the menus and the log name counters only through here, so no
widget knows a game's counters (:class:`~vtt.core.module.CounterSpec`).
"""

from __future__ import annotations

from PySide6.QtGui import QColor

from ..core.module import Layout
from .render.palette import name_colour
from .words import message_text


def counter_name(layout: Layout | None, key: str) -> str:
    """The counter ``key`` in the user's language (its key when the layout does not name it)."""
    return message_text(layout.counter(key).label) if layout is not None else key


def counter_colour(layout: Layout | None, key: str) -> QColor:
    """The colour of the counter's badge: the layout's, else one derived from the key."""
    colour = layout.counter(key).colour if layout is not None else ""
    return QColor(colour) if colour else name_colour(key, 170, 160)
