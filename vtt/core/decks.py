"""Decklists as data: what a game module's deck parser reports to the UI and to set-up.

A parser never drops a line silently: every line that is not understood is listed with its
number, and problems of the deck as a whole (too few cards, banned cards) are warnings,
never blockers, in a casual game.
"""

from __future__ import annotations

import msgspec

from .messages import Message


class DeckEntry(msgspec.Struct, frozen=True, kw_only=True):
    """``count`` copies of the card ``catalog`` (display ``name``) in ``section``
    (``"crypt"``, ``"library"``...)."""

    count: int
    catalog: str
    name: str
    section: str


class DeckLine(msgspec.Struct, frozen=True, kw_only=True):
    """A line of the input that did not become a card: its number (1-based), text and why."""

    line: int
    text: str
    reason: Message


class DeckRules(msgspec.Struct, frozen=True, kw_only=True):
    """A set of deck-construction rules a module checks decks against: its ``id`` (for
    :meth:`GameModule.check_deck`), its translatable ``name``, and whether the legal sizes
    depend on the number of ``players``."""

    id: str
    name: Message
    players: bool = False


class DeckReport(msgspec.Struct, kw_only=True):
    """The result of reading a decklist."""

    name: str = ""
    author: str = ""
    entries: list[DeckEntry] = []
    unmatched: list[DeckLine] = []
    warnings: list[Message] = []

    def count(self, section: str) -> int:
        return sum(e.count for e in self.entries if e.section == section)
