"""Deck construction checks: what makes a deck illegal, and what only deserves a warning.

Fifth Edition rules by default (003 'CREACIÓN DE BARAJAS'): crypt of at least 12, library of
60 to 90, crypt from one group or two consecutive groups (group ANY exempt).  The 2018 rules
(000 §1.2.1, §1.5.5) as an option: crypt of at least 12, library of 40 to 40 + 10 × players,
the same grouping.  These are the rulebooks' own limits (:func:`deck_problems`): a rules
game refuses to start with a deck that breaks them, unless it is a casual game.  Banned
cards are a tournament matter the rulebooks do not mention, so they stay a warning
(:func:`check_deck` lists both, for the deck dialog).
"""

from __future__ import annotations

from ...core.decks import DeckProblem, DeckReport
from ...core.messages import QT_TRANSLATE_NOOP, Message
from ...core.module import GameSpec
from .cards import STARTERS, CardDb, load_cards
from .precons import PRECON_PREFIX
from .rules.data import OPT_EDITION
from .setup import seat_deck

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
    """Everything worth telling about a deck, as translatable warnings: the reasons it is
    illegal (:func:`deck_problems`), then its banned cards.  Empty for a clean deck."""
    db = db or load_cards()
    warnings = deck_problems(report, edition, players, db)
    for entry in report.entries:
        if db.get(entry.catalog).banned:
            warnings.append(
                QT_TRANSLATE_NOOP("VtesDeck", "{card} is banned in tournaments.").with_args(
                    card=entry.name
                )
            )
    return warnings


def deck_problems(
    report: DeckReport, edition: str = V5, players: int = 5, db: CardDb | None = None
) -> list[Message]:
    """Why the rulebook of ``edition`` does not allow this deck at a table of ``players``,
    one translatable reason per broken rule; empty when the deck is legal."""
    if edition not in EDITIONS:
        raise ValueError(f"unknown edition '{edition}' (known: {', '.join(EDITIONS)})")
    db = db or load_cards()
    problems: list[Message] = []
    crypt, library = report.count("crypt"), report.count("library")
    if crypt < MIN_CRYPT:
        problems.append(
            QT_TRANSLATE_NOOP(
                "VtesDeck", "The crypt has {n} cards; it needs at least {min}."
            ).with_args(n=crypt, min=MIN_CRYPT)
        )
    low, high = library_range(edition, players)
    if not low <= library <= high:
        problems.append(
            QT_TRANSLATE_NOOP(
                "VtesDeck", "The library has {n} cards; it needs {min} to {max}."
            ).with_args(n=library, min=low, max=high)
        )
    groups = sorted(
        {int(card.group) for card in _cards(report, db, "crypt") if card.group.isdigit()}
    )
    if groups and groups[-1] - groups[0] > 1:
        problems.append(
            QT_TRANSLATE_NOOP(
                "VtesDeck",
                "The crypt mixes groups {groups}; use one group or two consecutive ones.",
            ).with_args(groups=", ".join(map(str, groups)))
        )
    return problems


def refused_decks(spec: GameSpec, db: CardDb | None = None) -> list[DeckProblem]:
    """The reasons, seat by seat, why the decks of ``spec`` break the rulebook of the game's
    edition (the option ``edition``: Fifth Edition unless ``"2018"``).  An empty deck is a
    random Fifth Edition starter, checked as one (all five have 12 crypt and 77 library
    cards of one group: legal under Fifth Edition, too big for the 2018 rules' library at
    fewer than four players); a deck that cannot be read is left to the set-up to refuse."""
    db = db or load_cards()
    edition = RULES_2018 if str(spec.options.get(OPT_EDITION, V5)) == RULES_2018 else V5
    players = len(spec.seats)
    problems: list[DeckProblem] = []
    for seat, seat_spec in enumerate(spec.seats):
        try:
            report = seat_deck(seat_spec.deck.strip() or PRECON_PREFIX + STARTERS[0], db)
        except ValueError:
            continue
        problems.extend(
            DeckProblem(seat=seat, reason=reason)
            for reason in deck_problems(report, edition, players, db)
        )
    return problems


def _cards(report: DeckReport, db: CardDb, section: str):
    return [db.get(e.catalog) for e in report.entries if e.section == section]
