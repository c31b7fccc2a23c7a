"""Decklists as data: what a game module's deck parser reports to the UI and to set-up.

A parser never drops a line silently: every line that is not understood is listed with its
number, and problems of the deck as a whole (too few cards, banned cards) are warnings.
A game with its rules on refuses to start with a deck its rulebook forbids
(:class:`DecksRefused`, from :meth:`~vtt.core.module.GameModule.new_game`) unless its
options make it a casual game (:data:`CASUAL`).
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


#: GameSpec option: a casual game, where any deck may be played even with the rules on
CASUAL = "casual"


class DeckProblem(msgspec.Struct, frozen=True, kw_only=True):
    """Why the deck of ``seat`` (an index) may not be played: one broken rule."""

    seat: int
    reason: Message


class DecksRefused(ValueError):
    """A new rules game whose decks break its rulebook: every reason, seat by seat."""

    def __init__(self, problems: list[DeckProblem], names: list[str]):
        self.problems, self.names = problems, names
        super().__init__("\n".join(self.lines()))

    def lines(self) -> list[str]:
        """One English line per reason ("seat 2 (Bruno): The library has 32 cards; ...")."""
        return [
            f"seat {p.seat + 1} ({self.names[p.seat]}): {p.reason.english()}" for p in self.problems
        ]


class DeckReport(msgspec.Struct, kw_only=True):
    """The result of reading a decklist."""

    name: str = ""
    author: str = ""
    entries: list[DeckEntry] = []
    unmatched: list[DeckLine] = []
    warnings: list[Message] = []

    def count(self, section: str) -> int:
        return sum(e.count for e in self.entries if e.section == section)
