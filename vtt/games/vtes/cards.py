"""The VTES card database: every crypt and library card of the official lists, offline.

krcg ships the official card lists (and their Spanish and French translations), but building
its card library takes seconds.  The first load therefore reduces each card to a small
:class:`CardRecord` and writes all of them, with the preconstructed decks, to
``cache_dir()/vtes-cards-<krcg version>.bin`` (msgpack); later starts decode that file in a
fraction of the time.  :func:`load_cards` is a plain, thread-safe, lazy function so that the
UI can call it from a worker thread; everything else in the package goes through it.

Catalogue ids are ``vtes:<krcg card id>`` (the stable numeric ids of the official lists).
"""

from __future__ import annotations

import importlib.metadata
import os
import re
import tempfile
import threading
from pathlib import Path
from typing import Any

import msgspec

from ...core.folders import cache_dir

PREFIX = "vtes:"
#: bump when CardRecord changes shape, so an old cache is rebuilt instead of misread
CACHE_FORMAT = 1
LANGUAGES = ("en", "es", "fr")
#: the sets whose bundles are preconstructed decks of the Fifth Edition era
PRECON_SETS = ("V5", "V5A", "V5C", "SV5", "NB", "NB2", "NB3")
#: the five decks of the Fifth Edition box (003 'Barajas'): a seat without a deck gets one
STARTERS = ("v5-pm", "v5-pn", "v5-pto", "v5-ptr", "v5-pv")
_SECTS = ("Camarilla", "Sabbat", "Anarch", "Independent", "Laibon")


class CardRecord(msgspec.Struct, frozen=True, kw_only=True, array_like=True):
    """One card, reduced to what the table, the decks and a rules engine need.

    ``disciplines`` keeps krcg's convention: lower case is inferior, upper case superior.
    For library cards they are the requirements (lower case).  Costs are strings because
    a cost may be ``"X"``.  ``group`` is ``"1"``..``"7"`` or ``"ANY"`` (crypt only).
    ``aliases`` are the other names the deck parser accepts (``(kind, name)`` as krcg
    classifies them: old names, nicknames, translations).  ``i18n`` maps a language to
    ``(name, text)``.
    """

    id: int
    name: str
    suffix: str = ""
    unicity_suffix: str = ""
    kind: str  # "crypt" or "library"
    types: tuple[str, ...] = ()
    text: str = ""
    capacity: int | None = None
    clan: str = ""
    clans: tuple[str, ...] = ()
    path: str = ""
    advanced: bool = False
    group: str = ""
    disciplines: tuple[str, ...] = ()
    title: str = ""
    sect: str = ""
    pool_cost: str = ""
    blood_cost: str = ""
    conviction_cost: str = ""
    unique: bool = False
    banned: bool = False
    trifle: bool = False
    burn_option: bool = False
    aliases: tuple[tuple[str, str], ...] = ()
    i18n: dict[str, tuple[str, str]] = {}

    @property
    def catalog(self) -> str:
        return f"{PREFIX}{self.id}"

    @property
    def is_crypt(self) -> bool:
        return self.kind == "crypt"

    @property
    def full_name(self) -> str:
        """The name with krcg's group/advanced suffix: unique across all cards."""
        return f"{self.name} ({self.suffix})" if self.suffix else self.name

    def display_name(self, language: str = "en") -> str:
        """The printed name in ``language`` (English when krcg has no translation)."""
        return self.i18n[language][0] if language in self.i18n else self.name

    def card_title(self, language: str = "en") -> str:
        """The name as a card title: ``"Theo Bell (ADV)"`` for an advanced vampire."""
        name = self.display_name(language)
        return f"{name} (ADV)" if self.advanced else name

    def display_text(self, language: str = "en") -> str:
        return self.i18n[language][1] if language in self.i18n else self.text


class Precon(msgspec.Struct, frozen=True, kw_only=True, array_like=True):
    """A preconstructed deck of a set: ``cards`` are ``(card id, copies)``."""

    id: str
    set_code: str
    set_name: str
    bundle: str
    bundle_name: str
    cards: tuple[tuple[int, int], ...]


class _Cache(msgspec.Struct, kw_only=True, array_like=True):
    format: int
    krcg: str
    cards: list[CardRecord]
    precons: list[Precon]


class CardDb:
    """All cards by id, with name lookup and the preconstructed decks."""

    def __init__(self, cards: list[CardRecord], precons: list[Precon], krcg_version: str):
        self.krcg_version = krcg_version
        self.cards: dict[int, CardRecord] = {c.id: c for c in cards}
        #: the same by catalogue id: the rules look a card up this way on every check
        self._by_catalog: dict[str, CardRecord] = {f"{PREFIX}{c.id}": c for c in cards}
        self.precons: dict[str, Precon] = {p.id: p for p in precons}
        self._krcg_dict: Any = None
        self._lock = threading.Lock()

    def __len__(self) -> int:
        return len(self.cards)

    def get(self, catalog: str | int) -> CardRecord:
        """The card of a catalogue id (``"vtes:100199"``) or a krcg id; KeyError if unknown."""
        if isinstance(catalog, str):
            found = self._by_catalog.get(catalog)
            if found is not None:
                return found
            if not catalog.startswith(PREFIX):
                raise KeyError(catalog)
            try:
                catalog = int(catalog[len(PREFIX) :])
            except ValueError:
                raise KeyError(catalog) from None
        return self.cards[catalog]

    def krcg_cards(self) -> Any:
        """A krcg ``CardDict`` built from the records, for krcg's deck parser and
        serialisers (names, aliases and crypt attributes; no rulings, no search index)."""
        with self._lock:
            if self._krcg_dict is None:
                self._krcg_dict = _krcg_dict(self.cards.values())
            return self._krcg_dict


def _krcg_dict(records: Any) -> Any:
    from krcg import collections as kcollections
    from krcg import models as km

    cards = kcollections.CardDict()
    for r in records:
        variants = [km.NameVariant(type=km.NameVariant.Type(t), name=n) for t, n in r.aliases]
        common = dict(
            id=r.id,
            printed_name=r.name,
            unicity_suffix=r.unicity_suffix,
            suffix=r.suffix,
            name_variants=variants,
            types=list(r.types),
        )
        card: km.CryptCard | km.LibraryCard
        if r.is_crypt:
            group = None
            if r.group:
                group = km.Group.Any if r.group == "ANY" else km.Group("G" + r.group)
            card = km.CryptCard(
                **common,
                clan=r.clan,
                path=r.path,
                advanced=r.advanced,
                capacity=r.capacity,
                group=group,
                disciplines=list(r.disciplines),
                title=km.Title(r.title) if r.title else None,
            )
        else:
            card = km.LibraryCard(**common, trifle=r.trifle, burn_option=r.burn_option)
        cards.add(card)
    return cards


# -- building the cache from krcg ------------------------------------------------------------


def krcg_version() -> str:
    return importlib.metadata.version("krcg")


def cache_path() -> Path:
    return cache_dir() / f"vtes-cards-{krcg_version()}.bin"


def _sect(text: str) -> str:
    head = text.removeprefix("[MERGED] ").removeprefix("Advanced, ")
    for sect in _SECTS:
        if head.startswith(sect):
            return sect
    return ""


def _record(card: Any) -> CardRecord:
    crypt = card.kind == "Crypt"
    costs = {"Pool": "", "Blood": "", "Conviction": ""}
    cost = getattr(card, "cost", None)
    if cost is not None:
        costs[str(cost.type)] = str(cost.value)
    group = ""
    if crypt and card.group:
        group = "ANY" if card.group == "Any" else str(card.group)[1:]
    req = getattr(card, "discipline_requirement", None)
    return CardRecord(
        id=card.id,
        name=card.printed_name,
        suffix=card.suffix,
        unicity_suffix=card.unicity_suffix,
        kind="crypt" if crypt else "library",
        types=tuple(str(t) for t in card.types),
        text=card.text,
        capacity=card.capacity if crypt else None,
        clan=card.clan if crypt else "",
        clans=() if crypt else tuple(card.clan_requirement),
        path=card.path if crypt else "/".join(card.path_requirement),
        advanced=bool(crypt and card.advanced),
        group=group,
        disciplines=tuple(card.disciplines) if crypt else tuple(req.disciplines if req else ()),
        title=str(card.title) if crypt and card.title else "",
        sect=_sect(card.text) if crypt else "",
        pool_cost=costs["Pool"],
        blood_cost=costs["Blood"],
        conviction_cost=costs["Conviction"],
        unique=crypt or bool(re.search(r"\bUnique\b", card.text)),
        banned=card.banned is not None,
        trifle=bool(getattr(card, "trifle", False)),
        burn_option=bool(getattr(card, "burn_option", False)),
        aliases=tuple((str(v.type), v.name) for v in card.name_variants),
        i18n={str(lang): (t.name, t.text) for lang, t in card.i18n.items()},
    )


def _precons(kcards: Any) -> list[Precon]:
    contents: dict[tuple[str, str], list[tuple[int, int]]] = {}
    for card in kcards.cards():
        for print_ in card.prints:
            if print_.set.code not in PRECON_SETS:
                continue
            for occ in print_.occurrences:
                if occ.type == "Precon" and occ.bundle and occ.copies:
                    contents.setdefault((print_.set.code, occ.bundle), []).append(
                        (card.id, occ.copies)
                    )
    out = []
    for (code, bundle), cards in contents.items():
        kset = kcards.sets[code]
        info = kset.bundles.get(bundle)
        out.append(
            Precon(
                id=f"{code}-{bundle}".lower(),
                set_code=code,
                set_name=kset.name,
                bundle=bundle,
                bundle_name=info.name if info else bundle,
                cards=tuple(sorted(cards)),
            )
        )
    order = {code: i for i, code in enumerate(PRECON_SETS)}
    out.sort(key=lambda p: (order[p.set_code], p.bundle_name))
    return out


def build_from_krcg() -> _Cache:
    """Read every card from krcg's packaged lists (offline) and reduce them."""
    import krcg

    kcards = krcg.load()  # krcg's own pickle cache, else its packaged CSVs: never the network
    records = sorted((_record(c) for c in kcards.cards()), key=lambda r: r.id)
    return _Cache(format=CACHE_FORMAT, krcg=krcg_version(), cards=records, precons=_precons(kcards))


def _write_atomic(path: Path, blob: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(blob)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


_decoder = msgspec.msgpack.Decoder(_Cache)
_db: CardDb | None = None
_db_lock = threading.Lock()


def read_cache(path: Path) -> _Cache | None:
    """The cache file's content, or None when it is missing, corrupt or of another format."""
    try:
        cache = _decoder.decode(path.read_bytes())
    except (OSError, msgspec.DecodeError, msgspec.ValidationError):
        return None
    if cache.format != CACHE_FORMAT or cache.krcg != krcg_version():
        return None
    return cache


def load_cards() -> CardDb:
    """The card database, loaded once per process (thread-safe; call it off the UI thread).

    A warm start decodes the cache file; a cold one builds it from krcg first.
    """
    global _db
    if _db is not None:
        return _db
    with _db_lock:
        if _db is None:
            path = cache_path()
            cache = read_cache(path)
            if cache is None:
                cache = build_from_krcg()
                try:
                    _write_atomic(path, msgspec.msgpack.encode(cache))
                except OSError:
                    pass  # a read-only cache folder only costs the next start its speed
            _db = CardDb(cache.cards, cache.precons, cache.krcg)
    return _db
