"""Reading and writing VTES decklists with krcg's parser and serialisers.

krcg's parser reads the formats players paste: TWD/TWDA listings, JOL, Lackey, and the text
exports of Amaranth and VDB, with English names, old names, nicknames and the Spanish and
French names krcg knows.  We drive it line by line so that

* every card line is counted (krcg's own result keeps a set of cards and would silently
  drop a card listed on two lines: we add the counts up), and
* every line that is not a card, a header, a blank or a marked comment is reported with
  its number, so nothing is ever dropped silently.

Lines before the first card (the preface: event, player, description) are free text, except
those shaped like a card line (``"3x Name"``, ``"3<tab>Name"``), which are reported when the
name is not a card.
"""

from __future__ import annotations

import logging
import re
from typing import Any

from ...core.decks import DeckEntry, DeckLine, DeckReport
from ...core.messages import QT_TRANSLATE_NOOP
from .cards import CardDb, load_cards

FORMATS = ("twd", "vdb", "jol", "lackey")
MAX_TEXT = 200_000
_CARD_SHAPED = re.compile(r"^\s*\d{1,2}\s*([xX]\s*|\t)\S")
_SEPARATOR = set("-=_*0123456789 \t")
# krcg logs every doubtful line as a warning; we report those lines ourselves, so keep its
# log from reaching stderr when the application has not configured logging.
logging.getLogger("krcg").addHandler(logging.NullHandler())


def _parser_class() -> Any:
    from krcg import parser as kparser

    class LineParser(kparser.Parser):
        """krcg's parser, noting for each line whether it was a card, a header or neither."""

        def parse_line(self, index: int, line: str) -> None:
            self.called = False
            self.card = None
            super().parse_line(index, line)

        def get_card(self, line: str) -> Any:
            self.called = True
            self.card = super().get_card(line)
            return self.card

    return LineParser


def _is_comment(raw: str, in_block: bool) -> bool:
    s = raw.strip()
    if in_block or s[:2] in ("--", "//", "/*") or s.endswith("*/") or s.startswith("#"):
        return True
    return s[:1] + s[-1:] in ("()", "[]")


def parse_deck(text: str, language: str = "en", db: CardDb | None = None) -> DeckReport:
    """Read a decklist; see the module docstring.  Names in the report are in ``language``."""
    from krcg import parser as kparser
    from krcg import utils as kutils

    db = db or load_cards()
    report = DeckReport()
    if len(text) > MAX_TEXT:
        report.unmatched.append(DeckLine(line=1, text=text[:80], reason=QT_TRANSLATE_NOOP(
            "VtesDeck", "This text is far too long to be a decklist.")))
        return report
    kcards = db.krcg_cards()
    parser = _parser_class()(kcards)
    counts: dict[int, int] = {}
    for number, raw in enumerate(text.splitlines(), start=1):
        in_block = (parser.current_comment is not None
                    and parser.current_comment.mark == kparser.Mark.MULTILINE)
        preface = parser.preface
        parser.parse_line(number, raw)
        if parser.card is not None:
            counts[parser.card.id] = counts.get(parser.card.id, 0) + parser.card.count
            continue
        stripped = raw.strip()
        if not parser.called or not stripped or set(stripped) <= _SEPARATOR:
            continue  # a header krcg consumed (name, author, score...), a blank, a rule
        if re.match(kparser._HEADERS_RE, kutils.normalize(raw.rstrip())):
            continue  # "Crypt (12 cards)", "Master (10; 2 trifle)", "Library:"
        if _is_comment(raw, in_block):
            continue
        if preface and not _CARD_SHAPED.match(raw):
            continue
        report.unmatched.append(DeckLine(line=number, text=stripped[:200], reason=QT_TRANSLATE_NOOP(
            "VtesDeck", "No card has this name.")))
    report.name = parser.deck.name
    report.author = parser.deck.author or parser.deck.player
    for card_id, count in counts.items():
        card = db.cards[card_id]
        report.entries.append(DeckEntry(count=count, catalog=card.catalog,
                                        name=card.display_name(language),
                                        section="crypt" if card.is_crypt else "library"))
    return report


def _krcg_deck(report: DeckReport, db: CardDb) -> Any:
    from krcg import models as km

    kcards = db.krcg_cards()
    deck = km.Deck(name=report.name, author=report.author)
    for entry in report.entries:
        card = kcards[db.get(entry.catalog).id]
        deck.cards.append(km.CardInDeck.of(card, entry.count))
    return deck


def export_deck(report: DeckReport, fmt: str, db: CardDb | None = None) -> str:
    """Write the deck in one of :data:`FORMATS`: ``twd`` (the TWDA listing, which VDB and
    Amaranth also read), ``vdb`` (the plain text export: cards by type, no crypt columns),
    ``jol`` and ``lackey``.  Names are the English VEKN names every tool reads."""
    from krcg import providers

    db = db or load_cards()
    if fmt not in FORMATS:
        raise ValueError(f"unknown deck format '{fmt}' (known: {', '.join(FORMATS)})")
    deck = _krcg_deck(report, db)
    has_crypt = any(e.section == "crypt" for e in report.entries)
    if fmt == "twd" and has_crypt:
        return providers.serialize_twd(deck, db.krcg_cards()) + "\n"
    if fmt in ("twd", "vdb"):
        return providers.serialize_txt(deck) + "\n"
    if fmt == "jol":
        return providers.serialize_jol(deck) + "\n"
    return providers.serialize_lackey(deck) + "\n"
