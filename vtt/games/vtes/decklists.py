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
name is not a card.  In a TWD-style listing, whose crypt header is underlined, everything
above the underline is free text: TWDA descriptions quote card lines that are not the deck.
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
#: a line longer than this that does not start with a count is prose, not a card line
MAX_LINE = 400
#: after this many unknown lines the text is not a decklist: stop (each costs a fuzzy search)
MAX_UNMATCHED = 100
_CARD_SHAPED = re.compile(r"^\s*\d{1,2}\s*([xX]\s*|\t)\S")
# section headers in Spanish and French, which krcg's English header list does not know
_LOCAL_HEADERS = re.compile(
    r"^\W*(cripta|crypte|biblioteca|bibliotheque|libreria|maestros?|acciones?( politicas?)?"
    r"|modificadores?( de accion)?|reacciones?|combates?|aliados?|equipos?|servidores?"
    r"|eventos?|maitres?|actions?( politiques?)?|reactions?|allies|equipements?"
    r"|serviteurs?|evenements?)\b[\s\d:;,.=/()\[\]-]*((cartas?|cartes?)[\s\d:;,.=/()\[\]-]*)?$"
)
_CRYPT_HEADER = re.compile(r"^\s*(crypt|cripta|crypte)\s*\(\s*\d+", re.IGNORECASE)
_UNDERLINE = re.compile(r"^\s*[-=_]{3,}\s*$")
_ZERO_COUNT = re.compile(r"^\s*0+\s*[xX]?\s")
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


def _listing_start(lines: list[str]) -> int:
    """In a TWD-style listing ("Crypt (12 cards...)" underlined with dashes), the number of
    the underline: everything above it is the event, the author and the description, which
    often quote card lines ("2x Arika") that are not part of the deck.  0 otherwise."""
    for i in range(len(lines) - 1):
        if _CRYPT_HEADER.match(lines[i]) and _UNDERLINE.match(lines[i + 1]):
            return i + 2
    return 0


def parse_deck(text: str, language: str = "en", db: CardDb | None = None) -> DeckReport:
    """Read a decklist; see the module docstring.  Names in the report are in ``language``."""
    from krcg import parser as kparser
    from krcg import utils as kutils

    db = db or load_cards()
    report = DeckReport()
    if len(text) > MAX_TEXT:
        report.unmatched.append(
            DeckLine(
                line=1,
                text=text[:80],
                reason=QT_TRANSLATE_NOOP("VtesDeck", "This text is far too long to be a decklist."),
            )
        )
        return report
    kcards = db.krcg_cards()
    parser = _parser_class()(kcards)
    counts: dict[int, int] = {}
    lines = text.splitlines()
    listing = _listing_start(lines)
    for number, raw in enumerate(lines, start=1):
        in_block = (
            parser.current_comment is not None
            and parser.current_comment.mark == kparser.Mark.MULTILINE
        )
        preface = parser.preface
        unmatched = report.unmatched
        if len(unmatched) >= MAX_UNMATCHED:
            unmatched.append(
                DeckLine(
                    line=number,
                    text=raw.strip()[:200],
                    reason=QT_TRANSLATE_NOOP(
                        "VtesDeck", "Too many lines are not cards; reading stopped here."
                    ),
                )
            )
            break
        if len(raw) > MAX_LINE and not raw.lstrip()[:1].isdigit():
            if number >= listing and not preface and not _is_comment(raw, in_block):
                unmatched.append(
                    DeckLine(
                        line=number,
                        text=raw.strip()[:200],
                        reason=QT_TRANSLATE_NOOP("VtesDeck", "This line is too long to be a card."),
                    )
                )
            continue
        try:
            parser.parse_line(number, raw)
        except (AttributeError, ValueError, IndexError):
            parser.card = None  # a krcg header rule tripped on this line: treat it as text
        if number < listing:  # the free text above a TWD listing: never cards
            parser.preface = True
            continue
        if parser.card is not None:
            if _ZERO_COUNT.match(raw):
                continue  # "0x Name": listed with no copy (krcg reads a bare name as 1)
            counts[parser.card.id] = counts.get(parser.card.id, 0) + parser.card.count
            continue
        stripped = raw.strip()
        if not parser.called or not stripped or set(stripped) <= _SEPARATOR:
            continue  # a header krcg consumed (name, author, score...), a blank, a rule
        if re.match(kparser._HEADERS_RE, kutils.normalize(raw.rstrip())):
            continue  # "Crypt (12 cards)", "Master (10; 2 trifle)", "Library:"
        if _LOCAL_HEADERS.match(kutils.normalize(stripped)):
            continue  # "Cripta (12 cartas)", "Bibliothèque :"
        if _is_comment(raw, in_block):
            continue
        if preface and not _CARD_SHAPED.match(raw):
            continue
        unmatched.append(
            DeckLine(
                line=number,
                text=stripped[:200],
                reason=QT_TRANSLATE_NOOP("VtesDeck", "No card has this name."),
            )
        )
    report.name = parser.deck.name
    report.author = parser.deck.author or parser.deck.player
    for card_id, count in counts.items():
        card = db.cards[card_id]
        report.entries.append(
            DeckEntry(
                count=count,
                catalog=card.catalog,
                name=card.card_title(language),
                section="crypt" if card.is_crypt else "library",
            )
        )
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
