"""The preconstructed decks of the Fifth Edition era, built from krcg's print data.

krcg records, for each card, how many copies each preconstructed bundle holds (the
"Precon" occurrences of its prints); adding those up per bundle gives the decklists of the
Fifth Edition starters (Malkavian, Nosferatu, Toreador, Tremere, Ventrue: 12 crypt + 77
library each, as 003 'Barajas' says), the other Fifth Edition, Anarch, Companion and
Sabbat decks, and the smaller New Blood decks.  Deck ids are ``vtes:precon:<set>-<bundle>``
(``vtes:precon:v5-pm`` is the Malkavian starter).
"""

from __future__ import annotations

from ...core.decks import DeckEntry, DeckReport
from .cards import STARTERS, CardDb, Precon, load_cards

PRECON_PREFIX = "vtes:precon:"


def precon_label(precon: Precon) -> str:
    return f"{precon.set_name}: {precon.bundle_name}"


def deck_presets(language: str = "en", db: CardDb | None = None) -> list[tuple[str, str]]:
    """``(deck id, label)`` of every preconstructed deck, the five starters first."""
    db = db or load_cards()
    ordered = [db.precons[p] for p in STARTERS if p in db.precons]
    ordered += [p for p in db.precons.values() if p.id not in STARTERS]
    return [(PRECON_PREFIX + p.id, precon_label(p)) for p in ordered]


def precon_report(deck_id: str, language: str = "en", db: CardDb | None = None) -> DeckReport:
    """The decklist of a preconstructed deck; KeyError if ``deck_id`` names none."""
    db = db or load_cards()
    precon = db.precons[deck_id.removeprefix(PRECON_PREFIX)]
    report = DeckReport(name=precon_label(precon))
    for card_id, count in precon.cards:
        card = db.cards[card_id]
        report.entries.append(
            DeckEntry(
                count=count,
                catalog=card.catalog,
                name=card.card_title(language),
                section="crypt" if card.is_crypt else "library",
            )
        )
    report.entries.sort(key=lambda e: (e.section != "crypt", e.name))
    return report
