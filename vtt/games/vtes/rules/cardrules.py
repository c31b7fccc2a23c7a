"""What a library card's text requires of the minion playing it, read from the data file
``resources/vtes/card_rules.json`` (derived once from the card texts by
``packaging/derive_vtes_card_rules.py``, readable and corrected by hand; its docstring says
what each field means).  The file is loaded once; the text is never parsed at play time.

:func:`minion_fails` answers "which requirement of this card does this minion miss", for
the requirements krcg's data carries (clan, path, discipline and level) and those of the
file (sect, title, capacity, ready, vampire, traits...).
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from typing import Any

from ....core.intake import InputError, decode_json, read_file
from ....core.messages import QT_TRANSLATE_NOOP, Message
from ....core.model import Card, State
from ....resource_files import find_resource
from ..cards import CardRecord
from . import cardinfo as ci
from .contests import has_title

DATA_FILE = ("vtes", "card_rules.json")
Entry = dict[str, Any]


@functools.cache
def card_rules() -> dict[str, Entry]:
    """Every library card's derived entry by catalogue id ({} when the file is missing or
    unreadable: then only krcg's data is checked)."""
    path = find_resource(*DATA_FILE)
    if path is None:
        return {}
    try:
        data = decode_json(read_file(path), dict[str, dict[str, Any]])
    except (OSError, InputError):
        return {}
    return data


def entry(card: Card) -> Entry:
    return card_rules().get(card.catalog, {})


def level_entries(
    rec: CardRecord,
    minion_rec: CardRecord | None,
    superior: bool,
    as_type: str,
    base: Entry,
    levels_now: set[str] | None = None,
) -> list[Entry]:
    """The card's fields as ``minion`` plays it: the card-wide ones merged with those of the
    discipline levels the minion may use (one list item per level it may use; any one of
    them is enough) and of the type it is played as.  ``levels_now``: the minion's levels
    with those the cards on it give (:func:`cardinfo.disciplines_now`), else its printed."""
    levels = base.get("levels", {})
    merged = _merge(base, levels.get(as_type, {}))
    if not rec.disciplines or minion_rec is None or not levels:
        return [merged]
    have = levels_now if levels_now is not None else set(minion_rec.disciplines)
    used = [d for d in rec.disciplines if d.upper() in have or (not superior and d in have)]
    keys = [d.upper() if superior else d for d in used]
    return [_merge(merged, levels.get(k, {})) for k in keys] or [merged]


def _merge(base: Entry, extra: Entry) -> Entry:
    if not extra:
        return base
    out = {k: v for k, v in base.items() if k != "levels"}
    requires = dict(base.get("requires", {}))
    requires.update(extra.get("requires", {}))
    out["requires"] = requires
    out["during"] = list(base.get("during", [])) + list(extra.get("during", []))
    for key in ("limit", "limited"):
        if key in extra:
            out[key] = extra[key]
    return out


def limited_kinds(catalog: str) -> set[str]:
    """The "(limited)" kinds of a card at any of its levels (what it counts against)."""
    data = card_rules().get(catalog, {})
    parts = [data, *data.get("levels", {}).values()]
    return {p["limited"] for p in parts if "limited" in p}


# -- the minion's requirements ----------------------------------------------------------------

_NOT_CLAN = QT_TRANSLATE_NOOP("vtes", "{card} requires a minion of clan {need}; {minion} is not.")
_NOT_PATH = QT_TRANSLATE_NOOP("vtes", "{card} requires a vampire of the Path of {need}.")
_NO_DISCIPLINE = QT_TRANSLATE_NOOP("vtes", "{minion} lacks the discipline {card} requires.")
_NO_SUPERIOR = QT_TRANSLATE_NOOP(
    "vtes", "{minion} does not have the discipline of {card} at superior level."
)
_SECT = QT_TRANSLATE_NOOP("vtes", "{card} requires a minion of the {need} sect; {minion} is not.")
_NOT_SECT = QT_TRANSLATE_NOOP("vtes", "{card} cannot be played by a minion of the {need} sect.")
_TITLES = QT_TRANSLATE_NOOP("vtes", "{card} requires a {need}; {minion} is not.")
_TITLED = QT_TRANSLATE_NOOP("vtes", "{card} requires a titled vampire; {minion} has no title.")
_UNTITLED = QT_TRANSLATE_NOOP("vtes", "{card} requires an untitled vampire; {minion} has a title.")
_CAP_MIN = QT_TRANSLATE_NOOP(
    "vtes", "{card} requires a capacity of {need} or more; {minion} has {have}."
)
_CAP_MAX = QT_TRANSLATE_NOOP(
    "vtes", "{card} requires a capacity of {need} or less; {minion} has {have}."
)
_READY = QT_TRANSLATE_NOOP("vtes", "{card} requires a ready minion; {minion} is not ready.")
_UNLOCKED = QT_TRANSLATE_NOOP("vtes", "{card} requires an unlocked minion; {minion} is locked.")
_LOCKED = QT_TRANSLATE_NOOP("vtes", "{card} is played only by a locked minion.")
_TORPOR = QT_TRANSLATE_NOOP("vtes", "{card} is played only by a vampire in torpor.")
_VAMPIRE = QT_TRANSLATE_NOOP("vtes", "{card} requires a vampire; {minion} is not one.")
_IMBUED = QT_TRANSLATE_NOOP("vtes", "{card} requires an imbued; {minion} is not one.")
_INFERNAL = QT_TRANSLATE_NOOP("vtes", "{card} requires an infernal vampire.")
_STERILE = QT_TRANSLATE_NOOP("vtes", "{card} requires a vampire that is not sterile.")
_RED_LIST = QT_TRANSLATE_NOOP("vtes", "{card} cannot be played by a Red List minion.")
_TRAIT = QT_TRANSLATE_NOOP("vtes", "{card} requires a minion with the trait {need}.")


def minion_fails(
    state: State, card: Card, minion: Card, superior: bool, fields: Entry
) -> Message | None:
    """The first requirement of ``card`` that ``minion`` does not meet, worded, or None."""
    for failure in _failures(state, card, minion, superior, fields):
        return failure
    return None


def _failures(
    state: State, card: Card, minion: Card, superior: bool, fields: Entry
) -> Iterator[Message]:
    rec, have = ci.record(card), ci.record(minion)
    if rec is None or have is None:
        return
    words = {"card": rec.name, "minion": have.name}
    levels = ci.disciplines_now(state, minion, card)
    yield from _printed(rec, have, levels, superior, words)
    req = fields.get("requires", {})
    yield from _kind_and_state(state, minion, have, req, words, _plays_as_vampire(minion, card))
    yield from _sect_and_title(state, minion, have, req, words)
    yield from _capacity(state, minion, req, words)


def _printed(
    rec: CardRecord, have: CardRecord, levels: set[str], superior: bool, words: dict
) -> Iterator[Message]:
    """What krcg's data carries: clan, path, discipline and level (``levels``: the
    minion's, with those the cards on it give)."""
    if rec.clans and have.clan not in rec.clans:
        yield _NOT_CLAN.with_args(need=" / ".join(rec.clans), **words)
    if rec.path and have.path not in rec.path.split("/"):
        yield _NOT_PATH.with_args(need=rec.path, **words)
    if rec.disciplines:
        if not any(d in levels or d.upper() in levels for d in rec.disciplines):
            yield _NO_DISCIPLINE.with_args(**words)
        elif superior and not any(d.upper() in levels for d in rec.disciplines):
            yield _NO_SUPERIOR.with_args(**words)


def _plays_as_vampire(minion: Card, card: Card) -> bool:
    """Whether an ally plays ``card`` as a vampire (Spectral Servitor, a card requiring
    basic Oblivion that is not an action)."""
    from .effects.kinds.retainers import plays_as_vampire  # the kinds import this module

    return bool(plays_as_vampire(minion, card))


def _kind_and_state(
    state: State, minion: Card, have: CardRecord, req: Entry, words: dict, as_vampire: bool = False
) -> Iterator[Message]:
    vampire = ci.is_vampire(minion) or as_vampire
    if req.get("vampire") and not req.get("ally") and not vampire:
        yield _VAMPIRE.with_args(**words)
    if req.get("imbued") and "Imbued" not in have.types:
        yield _IMBUED.with_args(**words)
    if req.get("infernal") and not ci.infernal(minion):
        yield _INFERNAL.with_args(**words)
    if req.get("non_sterile") and "Sterile." in have.text:
        yield _STERILE.with_args(**words)
    if req.get("not_red_list") and "Red List" in have.text:
        yield _RED_LIST.with_args(**words)
    for trait in req.get("trait", []):
        if trait.lower() not in have.text.lower():
            yield _TRAIT.with_args(need=trait, **words)
    if req.get("ready") and not ci.in_ready(state, minion):
        yield _READY.with_args(**words)
    if req.get("unlocked") and minion.locked:
        yield _UNLOCKED.with_args(**words)
    if req.get("locked") and not minion.locked:
        yield _LOCKED.with_args(**words)
    if req.get("torpor") and not ci.in_torpor(state, minion):
        yield _TORPOR.with_args(**words)


def _sect_and_title(
    state: State, minion: Card, have: CardRecord, req: Entry, words: dict
) -> Iterator[Message]:
    sects = req.get("sect", [])
    if sects and have.sect not in sects:
        yield _SECT.with_args(need=" / ".join(sects), **words)
    if have.sect and have.sect in req.get("not_sect", []):
        yield _NOT_SECT.with_args(need=have.sect, **words)
    title = _title(state, minion, have)
    titled = bool(title) and has_title(state, minion)
    titles = req.get("titles", [])
    if titles and not (titled and title in titles):
        yield _TITLES.with_args(need=" / ".join(t.lower() for t in titles), **words)
    if req.get("titled") is True and not titled:
        yield _TITLED.with_args(**words)
    if req.get("titled") is False and titled:
        yield _UNTITLED.with_args(**words)
    clans = req.get("clan", [])
    if clans and have.clan not in clans:
        yield _NOT_CLAN.with_args(need=" / ".join(clans), **words)


def _title(state: State, minion: Card, have: CardRecord) -> str:
    """The vampire's title: its printed one, else a title card's on it (Toreador
    Justicar: :mod:`.effects.kinds.politics`)."""
    from .effects.kinds.politics import held_title

    if have.title:
        return have.title
    held = held_title(state, minion)
    return held.title if held is not None else ""


def _capacity(state: State, minion: Card, req: Entry, words: dict) -> Iterator[Message]:
    if "capacity_min" not in req and "capacity_max" not in req:
        return
    have = ci.capacity_now(state, minion)
    if have < req.get("capacity_min", 0):
        yield _CAP_MIN.with_args(need=req["capacity_min"], have=have, **words)
    if "capacity_max" in req and have > req["capacity_max"]:
        yield _CAP_MAX.with_args(need=req["capacity_max"], have=have, **words)
