"""Human-readable messages from Qt-free code, translatable by the UI.

``vtt.core`` and ``vtt.games`` may not import Qt, yet their rejections ("Anson is locked")
must reach the player in their language.  They therefore carry an English template marked
with :func:`QT_TRANSLATE_NOOP` (the name ``pyside6-lupdate`` looks for, so the template lands
in the ``.ts`` files) plus its arguments; the UI translates the template with the same
context and fills in the arguments.
"""

from __future__ import annotations

from collections.abc import Callable

import msgspec


def QT_TRANSLATE_NOOP(context: str, text: str) -> Message:  # noqa: N802 - lupdate scans for it
    """Mark ``text`` for translation in ``context`` and return it as a :class:`Message`.

    The name is the one ``pyside6-lupdate`` recognises, so every literal passed here is
    extracted into the ``.ts`` files; at run time it only builds the untranslated template.
    """
    return Message(context, text)


class Message(msgspec.Struct, frozen=True):
    """An English template, its translation context, and the values for its ``{fields}``."""

    context: str
    text: str
    args: dict[str, str | int | float] = {}

    def with_args(self, **args: str | int | float) -> Message:
        return Message(self.context, self.text, args)

    def english(self) -> str:
        """The message in English, for logs, the command line and tests."""
        return self.text.format(**self.args)


class Rejected(Exception):
    """Raised inside command handlers before anything is changed; becomes a rejection."""

    def __init__(self, message: Message):
        super().__init__(message.english())
        self.message = message


def reject(template: Message, **args: str | int | float) -> Rejected:
    """The exception for a refused command:
    ``raise reject(QT_TRANSLATE_NOOP("Table", "Only {n} cards left"), n=3)``."""
    return Rejected(template.with_args(**args))


#: the UI's translator (Qt's, for the app's language), installed by :func:`install_translator`
_translator: Callable[[Message], str] | None = None


def install_translator(translate: Callable[[Message], str] | None) -> None:
    """Let Qt-free code that builds finished text (card faces) use the app's translation;
    the app installs it with its catalogues, None takes it away again."""
    global _translator
    _translator = translate


def localised(message: Message, language: str) -> str:
    """``message`` filled in, in ``language``: English as written, another language through
    the installed translator (English when there is none, as on the command line)."""
    if language == "en" or _translator is None:
        return message.english()
    return _translator(message)
