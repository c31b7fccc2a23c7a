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

Around krcg we add what its line grammar cannot say:

* counts of any length (krcg reads two digits at most, so ``100x`` would be 1), and counts no
  deck can hold (negative, or above :data:`MAX_COUNT`) are reported, never read;
* a line whose whole name is a card is that card, even when the name ends in a word krcg
  takes for a clan or discipline note (``5x Lord Tremere``);
* a name found only by similarity (``Deflexion``) is counted but reported ("read as ..."),
  so the reader checks it;
* the slow part, the similarity search, is bounded: after :data:`MAX_SEARCHES` lines whose
  name had to be searched, reading stops and says so (a long text that is not a decklist).
"""

from __future__ import annotations

import difflib
import logging
import re
from typing import Any, cast

from ...core.decks import DeckEntry, DeckLine, DeckReport
from ...core.messages import QT_TRANSLATE_NOOP
from .cards import CardDb, load_cards

FORMATS = ("twd", "vdb", "jol", "lackey")
MAX_TEXT = 200_000
#: a line longer than this that does not start with a count is prose, not a card line
MAX_LINE = 400
#: after this many reported lines the text is not a decklist: stop
MAX_UNMATCHED = 100
#: after this many names not found as written (each costs a similarity search over every
#: card name), the text is not a decklist: stop
MAX_SEARCHES = 60
#: the largest count a line may give (a deck of the free table may be huge, not that huge)
MAX_COUNT = 999
#: krcg's own similarity rule: names this long or longer, at least this similar
_FUZZY_MIN_LENGTH, _FUZZY_CUTOFF = 6, 0.85
# a count krcg cannot read: any number of digits, or a minus sign glued to it, before an
# "x" mark or a tab ("100x Name", "-7x Name", "250<tab>Name"), or three digits and a space
_COUNTED = re.compile(
    r"^\s*(?P<minus>-)?(?P<count>\d+) *(?P<mark>[xX\u00d7*]|\t)?\s*(?P<rest>[^\d\s].*)$"
)
_CARD_SHAPED = re.compile(r"^\s*-?\d+\s*([xX]\s*|\t)\S")
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


class _Names:
    """Card lookup by name for krcg's parser: exact names and krcg's aliases first, then a
    similarity search like krcg's own, except that it notes what it guessed (``guess``) and
    how many searches it ran (``searches``), and never adds the guess to the shared card
    dictionary as an alias (krcg's does, which would make the next guess look exact)."""

    def __init__(self, kcards: Any):
        self.kcards = kcards
        self.by_length = _names_by_length(kcards)
        self.searches = 0
        self.guess: Any = None

    def exact(self, name: str) -> Any:
        from krcg import utils as kutils

        key = kutils.normalize(name)
        found = self.kcards._dict.get(key)
        if found is None and key in self.kcards._aliases:
            found = self.kcards._dict.get(kutils.normalize(self.kcards._aliases[key]))
        return found

    def __getitem__(self, name: str) -> Any:
        from krcg import utils as kutils

        found = self.exact(name)
        if found is not None:
            return found
        key = kutils.normalize(name)
        if len(key) < _FUZZY_MIN_LENGTH:
            raise KeyError(name)
        self.searches += 1
        # a ratio of 0.85 needs lengths within these bounds: skip every other name unread
        low, high = int(len(key) * 0.7), int(len(key) / 0.7) + 1
        candidates = [n for size in range(low, high + 1) for n in self.by_length.get(size, ())]
        close = difflib.get_close_matches(key, candidates, n=1, cutoff=_FUZZY_CUTOFF)
        if not close:
            raise KeyError(name)
        self.guess = self.kcards._dict[close[0]]
        return self.guess


def _names_by_length(kcards: Any) -> dict[int, list[str]]:
    """Every card name krcg knows, by length (built once per card dictionary)."""
    cached = _BY_LENGTH.get(id(kcards))
    if cached is not None and cached[0] is kcards:
        return cached[1]
    out: dict[int, list[str]] = {}
    for key in kcards._dict:
        if isinstance(key, str):
            out.setdefault(len(key), []).append(key)
    _BY_LENGTH.clear()
    _BY_LENGTH[id(kcards)] = (kcards, out)
    return out


_BY_LENGTH: dict[int, tuple[Any, dict[int, list[str]]]] = {}


def _parser_class() -> Any:
    from krcg import models as km
    from krcg import parser as kparser

    class LineParser(kparser.Parser):
        """krcg's parser, noting for each line whether it was a card, a header or neither,
        the count when krcg cannot read it, and a name it only guessed."""

        def __init__(self, kcards: Any):
            super().__init__(kcards)
            self.names = _Names(kcards)
            self.cards_db = cast(Any, self.names)  # krcg only looks names up in it
            self.called = False
            self.card: Any = None
            self.bad_count: int | None = None

        def parse_line(self, index: int, line: str) -> None:
            self.called = False
            self.card = None
            self.bad_count = None
            self.names.guess = None
            super().parse_line(index, line)

        def get_card(self, line: str) -> Any:
            self.called = True
            counted = _COUNTED.match(line)
            in_block = (
                self.current_comment is not None
                and self.current_comment.mark == kparser.Mark.MULTILINE
            )
            if counted is None or in_block:
                self.card = super().get_card(line)
                return self.card
            count = int(counted["count"]) * (-1 if counted["minus"] else 1)
            rest, marked = counted["rest"].strip(), counted["mark"] is not None
            card = self.names.exact(rest)
            long_count = len(counted["count"]) > 2
            if not (marked or long_count) or (not marked and card is None):
                self.card = super().get_card(line)  # "3 Name", "419 Operation": krcg's rules
                return self.card
            if not 0 <= count <= MAX_COUNT:
                self.bad_count = count
                return None
            if card is not None:  # the whole name is a card: no trait or tail to strip
                self.preface = False
                self.card = km.CardInDeck.of(card, count)
                return self.card
            self.card = super().get_card(f"1x {rest}" if long_count else line)
            if self.card is not None and long_count:
                self.card = km.CardInDeck.of(self.card, count)
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


def _too_long(number: int, text: str) -> DeckReport:
    reason = QT_TRANSLATE_NOOP("VtesDeck", "This text is far too long to be a decklist.")
    return DeckReport(unmatched=[DeckLine(line=number, text=text[:80], reason=reason)])


def _stop_reason(report: DeckReport, parser: Any) -> Any:
    """Why reading stops before this line (None: it goes on)."""
    if len(report.unmatched) >= MAX_UNMATCHED or parser.names.searches >= MAX_SEARCHES:
        return QT_TRANSLATE_NOOP("VtesDeck", "Too many lines are not cards; reading stopped here.")
    return None


def _line_problem(
    parser: Any, raw: str, in_block: bool, preface: bool, db: CardDb, language: str
) -> Any:
    """Why a line krcg read is reported (None: it is a card, a header, a comment...)."""
    from krcg import parser as kparser
    from krcg import utils as kutils

    if parser.bad_count is not None:
        return QT_TRANSLATE_NOOP("VtesDeck", "No deck holds {count} copies of a card.").with_args(
            count=parser.bad_count
        )
    if parser.card is not None:
        if parser.names.guess is None or parser.names.guess.id != parser.card.id:
            return None
        return QT_TRANSLATE_NOOP("VtesDeck", "Read as {name}: check the name.").with_args(
            name=db.cards[parser.card.id].card_title(language)
        )
    stripped = raw.strip()
    if not parser.called or not stripped or set(stripped) <= _SEPARATOR:
        return None  # a header krcg consumed (name, author, score...), a blank, a rule
    if re.match(kparser._HEADERS_RE, kutils.normalize(raw.rstrip())):
        return None  # "Crypt (12 cards)", "Master (10; 2 trifle)", "Library:"
    if _LOCAL_HEADERS.match(kutils.normalize(stripped)):
        return None  # "Cripta (12 cartas)", "Bibliothèque :"
    if _is_comment(raw, in_block) or (preface and not _CARD_SHAPED.match(raw)):
        return None
    return QT_TRANSLATE_NOOP("VtesDeck", "No card has this name.")


def parse_deck(text: str, language: str = "en", db: CardDb | None = None) -> DeckReport:
    """Read a decklist; see the module docstring.  Names in the report are in ``language``."""
    from krcg import parser as kparser

    db = db or load_cards()
    if len(text) > MAX_TEXT:
        return _too_long(1, text)
    report = DeckReport()
    parser = _parser_class()(db.krcg_cards())
    counts: dict[int, int] = {}
    lines = text.splitlines()
    listing = _listing_start(lines)
    for number, raw in enumerate(lines, start=1):
        in_block = (
            parser.current_comment is not None
            and parser.current_comment.mark == kparser.Mark.MULTILINE
        )
        preface = parser.preface
        stop = _stop_reason(report, parser)
        if stop is not None:
            report.unmatched.append(DeckLine(line=number, text=raw.strip()[:200], reason=stop))
            break
        if len(raw) > MAX_LINE and not raw.lstrip()[:1].isdigit():
            if number >= listing and not preface and not _is_comment(raw, in_block):
                reason = QT_TRANSLATE_NOOP("VtesDeck", "This line is too long to be a card.")
                report.unmatched.append(
                    DeckLine(line=number, text=raw.strip()[:200], reason=reason)
                )
            continue
        try:
            parser.parse_line(number, raw)
        except (AttributeError, ValueError, IndexError):
            parser.card = None  # a krcg header rule tripped on this line: treat it as text
        if number < listing:  # the free text above a TWD listing: never cards
            parser.preface = True
            continue
        problem = _line_problem(parser, raw, in_block, preface, db, language)
        if problem is not None:
            report.unmatched.append(DeckLine(line=number, text=raw.strip()[:200], reason=problem))
        if parser.card is not None and not _ZERO_COUNT.match(raw):
            # "0x Name": listed with no copy (krcg reads a bare name as 1)
            counts[parser.card.id] = counts.get(parser.card.id, 0) + parser.card.count
    if not counts and not report.unmatched and text.strip():
        first = next(i for i, raw in enumerate(lines, start=1) if raw.strip())
        reason = QT_TRANSLATE_NOOP("VtesDeck", "No card was found in this text.")
        report.unmatched.append(
            DeckLine(line=first, text=lines[first - 1].strip()[:200], reason=reason)
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
