"""Words from the core in the user's language: translatable messages and game titles.

The lowest layer of the UI: every widget, dialog and the log turn a core
:class:`~vtt.core.messages.Message` into text here.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..core.messages import Message
from ..core.module import GameModule


def message_text(message: Message) -> str:
    """A message from the core (a rejection, a save error) in the user's language.

    A text argument that is itself a string of the message's context (a phase name, a zone
    label, a building name passed as ``phase="Master"``) is translated too, so no
    English word is left inside a Spanish sentence; any other text (a card, a seat) has no
    entry in the catalogue and is kept as it is.
    """
    text = QCoreApplication.translate(message.context, message.text)
    args = {
        key: QCoreApplication.translate(message.context, value)
        if isinstance(value, str) and value
        else value
        for key, value in message.args.items()
    }
    try:
        return text.format(**args)
    except (KeyError, IndexError, ValueError):
        return text  # a template whose arguments did not come: still words, not a crash


def game_title(module: GameModule) -> str:
    """A game's name in the user's language."""
    return QCoreApplication.translate("Games", module.title or module.id)


def waiting_text(names: list[str], what: str) -> str:
    """Who the game waits for and for what, saying each name once: a decision's sentence
    that already names its deciders ("Ana: play a card or pass") is shown as it is."""
    if not names or all(name in what for name in names):
        return what
    return QCoreApplication.translate("Decisions", "Waiting for {seat}: {text}").format(
        seat=", ".join(names), text=what
    )
