"""Deck construction checks: warnings, never blockers (a casual table plays any deck).

Fifth Edition rules by default (003 'CREACIÓN DE BARAJAS'): crypt of at least 12, library of
60 to 90, crypt from one group or two consecutive groups (group ANY exempt), no banned card.
The 2018 rules (000 §1.2.1, §1.5.5) as an option: library of 40 to 40 + 10 × players.
"""

from __future__ import annotations

from ...core.decks import DeckReport
from ...core.messages import QT_TRANSLATE_NOOP, Message
from .cards import CardDb, load_cards

V5 = "v5"
RULES_2018 = "2018"
EDITIONS = (V5, RULES_2018)
MIN_CRYPT = 12
V5_LIBRARY = (60, 90)
LIBRARY_2018_MIN = 40


def library_range(edition: str = V5, players: int = 5) -> tuple[int, int]:
    """The allowed library sizes: 60-90 (V5), or 40 to 40 + 10 × players (2018)."""
    if edition == RULES_2018:
        return LIBRARY_2018_MIN, LIBRARY_2018_MIN + 10 * players
    return V5_LIBRARY


def check_deck(
    report: DeckReport, edition: str = V5, players: int = 5, db: CardDb | None = None
) -> list[Message]:
    """The problems of a deck as translatable warnings (empty when it is legal)."""
    if edition not in EDITIONS:
        raise ValueError(f"unknown edition '{edition}' (known: {', '.join(EDITIONS)})")
    db = db or load_cards()
    warnings: list[Message] = []
    crypt, library = report.count("crypt"), report.count("library")
    if crypt < MIN_CRYPT:
        warnings.append(
            QT_TRANSLATE_NOOP(
                "VtesDeck", "The crypt has {n} cards; it needs at least {min}."
            ).with_args(n=crypt, min=MIN_CRYPT)
        )
    low, high = library_range(edition, players)
    if not low <= library <= high:
        warnings.append(
            QT_TRANSLATE_NOOP(
                "VtesDeck", "The library has {n} cards; it needs {min} to {max}."
            ).with_args(n=library, min=low, max=high)
        )
    groups = sorted(
        {int(card.group) for card in _cards(report, db, "crypt") if card.group.isdigit()}
    )
    if groups and groups[-1] - groups[0] > 1:
        warnings.append(
            QT_TRANSLATE_NOOP(
                "VtesDeck",
                "The crypt mixes groups {groups}; use one group or two consecutive ones.",
            ).with_args(groups=", ".join(map(str, groups)))
        )
    for entry in report.entries:
        if db.get(entry.catalog).banned:
            warnings.append(
                QT_TRANSLATE_NOOP("VtesDeck", "{card} is banned in tournaments.").with_args(
                    card=entry.name
                )
            )
    return warnings


def _cards(report: DeckReport, db: CardDb, section: str):
    return [db.get(e.catalog) for e in report.entries if e.section == section]
