"""Derive, once, what the VTES library cards' texts restrict and krcg's data does not carry,
into ``vtt/resources/vtes/card_rules.json`` (a file a person reads and corrects).

krcg gives each card its types, disciplines, clans, path, costs and the unique and burn
option flags.  A card's text adds requirements ("Requires a ready titled Sabbat vampire",
"Requires a vampire with capacity above 6"), moments ("Only usable during a bleed action"),
limits ("Only one ... can be played each round") and notes ("Do not replace until after
combat").  This script reads every clause of every library card that restricts its play and
gives it a kind:

* ``requires``: who may play it: ``sect`` (any of), ``not_sect``, ``titles`` (any of),
  ``titled`` (true: a titled vampire; false: an untitled one), ``capacity_min`` /
  ``capacity_max``, ``ready``, ``vampire``, ``infernal``, ``non_sterile``,
  ``not_red_list``, ``locked`` (only a locked minion), ``locked_ok`` (a locked minion
  may play it too), ``torpor``, ``imbued``, ``clan``, ``trait`` (a printed
  trait such as "Black Hand"), ``other_minion`` (an action modifier another minion of the
  acting Methuselah plays);
* ``during``: the procedure that must be under way (``bleed``, ``referendum``, ``hunt``,
  ``combat``, ``blocking``, ``directed_at_you``, ``not_combat``, ``not_bleed``,
  ``after_action``: right after the minion's action resolved);
* ``limit``: the same card at most once each ``action``, ``round``, ``combat``, ``turn`` or
  ``game``;
* ``limited``: the card's effect is "(limited)": ``bleed`` (one limited bleed modifier an
  action) or ``strikes`` (one source of additional strikes a combat round, per minion);
* ``no_replace``: until when the card is not replaced (recorded, not a requirement);
* ``by_hand``: the kinds of clause the players apply (a step inside combat or an action,
  a table condition, an effect's own use), recorded so that nothing is silently dropped;
* ``unclassified``: clauses no rule recognises, quoted so a person can classify them.

A field may apply to one level or type of the card only: ``levels`` maps a discipline
(lower case: basic, upper case: superior) or a type to its own fields.

An entry marked ``"checked": true`` was corrected by a person: the script keeps it as it is.
Run: ``PYTHONPATH=. python packaging/derive_vtes_card_rules.py`` (Qt-free, offline).
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "vtt" / "resources" / "vtes" / "card_rules.json"

SECTS = ("Camarilla", "Sabbat", "Anarch", "Laibon", "Independent")
#: title words of requirement sentences, as the crypt data names them
TITLES = {
    "prince": "Prince",
    "justicar": "Justicar",
    "inner circle member": "Inner Circle",
    "inner circle": "Inner Circle",
    "archbishop": "Archbishop",
    "priscus": "Priscus",
    "cardinal": "Cardinal",
    "regent": "Regent",
    "baron": "Baron",
    "primogen": "Primogen",
    "magaji": "Magaji",
    "kholo": "Kholo",
    "bishop": "Bishop",
}
TRAITS = ("Black Hand", "Seraph", "flight", "True Faith")
WORDS_ONLY = {"a", "an", "the", "or", "and", "vampire", "vampires", "minion", "in", "play"}
NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}

_SENTENCE = re.compile(r"(?<=[.;])\s+|\n")
_PREFIX = re.compile(r"^(?:\[[^\]]+\]\s*|Ⓓ\s*|\(D\)\s*)+")
_LEVEL = re.compile(r"\[([a-zA-Z]{3})\]|\[(ACTION MODIFIER|REACTION|COMBAT|ACTION)\]")
_RESTRICTION = re.compile(
    r"\brequires?\b|\bonly usable\b|\bnot usable\b|\busable only\b|^do not replace\b"
    r"|\bonly one\b.*\b(?:can|may) be played\b|\bcan play only one\b|\bmay play only one\b"
    r"|\bcan only be played\b|\bplay only one\b|\busable by a (?:ready )?locked\b"
)


def clauses(text: str) -> Iterable[tuple[str, str, str]]:
    """``(level, clause, original)`` for each sentence of ``text`` that restricts the card's
    play (``level`` is the discipline or type the sentence is marked with, else "")."""
    for raw in _SENTENCE.split(text):
        sentence = raw.strip()
        if not sentence:
            continue
        head = _PREFIX.match(sentence)
        level = ""
        if head:
            found = [m.group(1) or m.group(2).title() for m in _LEVEL.finditer(head.group(0))]
            level = found[0] if found else ""
            body = sentence[head.end() :]
        else:
            body = sentence
        both = _LOCKED_DURING.match(body)
        if both:  # "Only usable by a locked vampire during a bleed action against you."
            yield level, both.group(1) + ".", sentence
            yield level, "Only usable " + both.group(2), sentence
        elif _RESTRICTION.search(body.lower()):
            yield level, body, sentence


#: one sentence holding two restrictions: who may play the card, and when
_LOCKED_DURING = re.compile(r"^(only usable by a locked (?:vampire|minion)) (during .*)$", re.I)


# -- "Requires ..." ---------------------------------------------------------------------------

_CAPACITY = [
    (re.compile(r"(?:with )?(?:a )?capacity (?:of )?(\d+) or more"), "capacity_min", 0),
    (re.compile(r"(?:with )?(?:a )?capacity above (\d+)"), "capacity_min", 1),
    (re.compile(r"(?:with )?(?:a )?capacity (?:of )?(\d+) or less"), "capacity_max", 0),
    (re.compile(r"(?:with )?(?:a )?capacity (?:below|less than) (\d+)"), "capacity_max", -1),
]
_BY_HAND_REQUIRES = [
    (re.compile(r"gehenna"), "table"),
    (re.compile(r"same circle"), "condition"),
    (re.compile(r"three or more (?:aye|orun)"), "condition"),
    (re.compile(r"<\w+>"), "condition"),
    (
        re.compile(r"in combat with an acting minion|has blocked|who has just been blocked"),
        "action step",
    ),
    (re.compile(r"who can commit diablerie"), "condition"),
    (re.compile(r"\bin play\b"), "table"),
]


def requires(phrase: str, clans: Iterable[str]) -> tuple[dict[str, Any], str | None]:
    """The fields of a "Requires a/an ..." phrase, and the by-hand kind if part of it is a
    condition the players apply (None when it is all understood, "?" when not)."""
    out: dict[str, Any] = {}
    rest = " " + phrase.lower().replace(",", " ") + " "
    kind: str | None = None
    for pattern, tag in _BY_HAND_REQUIRES:
        if pattern.search(rest):
            kind = tag
            rest = pattern.sub(" ", rest)
    for pattern, field, shift in _CAPACITY:
        found = pattern.search(rest)
        if found:
            out[field] = int(found.group(1)) + shift
            rest = pattern.sub(" ", rest)
    rest = _flags(rest, out)
    rest = _named(rest, out, clans)
    leftover = [w for w in re.findall(r"[a-z'-]+", rest) if w not in WORDS_ONLY]
    if leftover:
        return out, "?"
    return out, kind


def _flags(rest: str, out: dict[str, Any]) -> str:
    for word, field, value in (
        (r"non-red list", "not_red_list", True),
        (r"non-titled|untitled", "titled", False),
        (r"titled", "titled", True),
        (r"non-sterile", "non_sterile", True),
        (r"ready unlocked|unlocked ready", "ready", True),
        (r"ready", "ready", True),
        (r"unlocked", "unlocked", True),
        (r"locked", "locked", True),
        (r"infernal", "infernal", True),
        (r"imbued", "imbued", True),
    ):
        pattern = re.compile(rf"(?<![\w-])(?:{word})(?![\w-])")
        if pattern.search(rest):
            out.setdefault(field, value)
            rest = pattern.sub(" ", rest)
    if re.search(r"(?<![\w-])vampires?(?![\w-])", rest):
        out["vampire"] = True
    return rest


def _named(rest: str, out: dict[str, Any], clans: Iterable[str]) -> str:
    for trait in TRAITS:
        pattern = re.compile(rf"(?:with )?\b{trait.lower()}\b")
        if pattern.search(rest):
            out.setdefault("trait", []).append(trait)
            rest = pattern.sub(" ", rest)
    for sect in SECTS:
        neg = re.compile(rf"\bnon-{sect.lower()}\b")
        if neg.search(rest):
            out.setdefault("not_sect", []).append(sect)
            rest = neg.sub(" ", rest)
        pos = re.compile(rf"(?<![\w-]){sect.lower()}s?\b")
        if pos.search(rest):
            out.setdefault("sect", []).append(sect)
            rest = pos.sub(" ", rest)
    for word, title in sorted(TITLES.items(), key=lambda t: -len(t[0])):
        pattern = re.compile(rf"(?<![\w-]){word}s?\b")
        if pattern.search(rest):
            if title not in out.get("titles", []):
                out.setdefault("titles", []).append(title)
            rest = pattern.sub(" ", rest)
    for clan in sorted(clans, key=len, reverse=True):
        pattern = re.compile(rf"(?<![\w-]){re.escape(clan.lower())}\b")
        if pattern.search(rest):
            out.setdefault("clan", []).append(clan)
            rest = pattern.sub(" ", rest)
    if re.search(r"\bally\b", rest):
        out["ally"] = True
        rest = re.sub(r"\bally\b", " ", rest)
    return rest


# -- "Only usable ..." and the others ---------------------------------------------------------

#: (pattern on the lower-cased clause, section, field, value); the first match wins
_RULES: list[tuple[re.Pattern[str], str, str, Any]] = [
    (re.compile(r"^do not replace (.+?)\.?$"), "no_replace", "", None),
    # a permission: a locked minion may play it too (an unlocked one still may)
    (
        re.compile(r"^(?:as above, but )?usable by a (?:ready )?locked\b"),
        "requires",
        "locked_ok",
        True,
    ),
    # a limit on playing the card; one on using something else is the players'
    (re.compile(r"only one .* (?:each strike|at (?:basic|superior))"), "by_hand", "", "limit"),
    (re.compile(r"only one [^.]*? (?:be )?(?:use|used|have)\b"), "by_hand", "", "limit"),
    (
        re.compile(r"only usable once each round|only one .* (?:each|per) round"),
        "limit",
        "",
        "round",
    ),
    (re.compile(r"only usable once each combat|only one .* each combat"), "limit", "", "combat"),
    (re.compile(r"only usable once each action|only one .* each action"), "limit", "", "action"),
    (re.compile(r"only usable once each turn|only one .* (?:each|per) turn"), "limit", "", "turn"),
    (re.compile(r"only one .* (?:in|each|per|during) (?:a )?game"), "limit", "", "game"),
    (
        re.compile(r"^only usable during a bleed action\.?$|^only usable during a bleed\b"),
        "during",
        "",
        "bleed",
    ),
    (
        re.compile(
            r"^only usable when a minion is bleeding you|^only usable if a minion is bleeding"
            r" you|^only usable when a minion you control is bleeding"
            r"|^only usable if a minion controlled by .* bleeds you"
            r"|^only usable when a minion is bleeding you"
        ),
        "during",
        "",
        "bleed",
    ),
    (re.compile(r"^not usable during a bleed"), "during", "", "not_bleed"),
    (re.compile(r"^only usable after action resolution"), "during", "", "after_action"),
    (
        re.compile(
            r"^only usable during (?:the polling step of )?(?:a|the) (?:referendum|political"
            r" action)|^only usable during the referendum"
            r"|^only usable on a successful referendum"
        ),
        "during",
        "",
        "referendum",
    ),
    (re.compile(r"^only usable during a hunt"), "during", "", "hunt"),
    (
        re.compile(
            r"^only usable by a blocking|^only usable when blocking"
            r"|^only usable if this (?:vampire|minion) blocks"
        ),
        "during",
        "",
        "blocking",
    ),
    (
        re.compile(
            r"^only usable during an action directed at you"
            r"|^only usable when .* action directed at (?:you|a minion you control)"
            r"|^only usable if .* action directed at (?:you|a minion you control)"
        ),
        "during",
        "",
        "directed_at_you",
    ),
    (re.compile(r"^not usable (?:during|in) combat"), "during", "", "not_combat"),
    (re.compile(r"^only usable (?:during|in) combat\b(?! with)"), "during", "", "combat"),
    (re.compile(r"^only usable by a locked (?:vampire|minion)\.?$"), "requires", "locked", True),
    (re.compile(r"^only usable by a (?:vampire|minion) in torpor\.?$"), "requires", "torpor", True),
    (re.compile(r"^only usable by an anarch\.?$"), "requires", "sect", ["Anarch"]),
    (
        re.compile(r"^only usable by a vampire with capacity (\d+) or more\.?$"),
        "requires",
        "capacity_min",
        0,
    ),
    (
        re.compile(
            r"^only usable by a (?:ready )?(?:unlocked )?(?:ready )?(?:vampire|minion) other "
            r"than the acting minion"
        ),
        "requires",
        "other_minion",
        True,
    ),
    (
        re.compile(r"^only usable by a minion with true faith or an imbued"),
        "requires",
        "imbued",
        True,
    ),
]
#: clauses the players apply: a step inside a combat or an action, an effect's own use, ...
_BY_HAND: list[tuple[re.Pattern[str], str]] = [
    (re.compile(r"the edge|victory point|methuselahs? left|crypt is empty"), "table"),
    (
        re.compile(
            r"^(?:not usable|only usable) (?:on|against)\b|opposing|flight|contract"
            r"|hunting|gains blood|more blood|intercept|no blood|<\w+>|slave|burns a vampire"
        ),
        "target",
    ),
    (
        re.compile(
            r"range|strike|round|press|combat|maneuver|dodge|damage|aim|torpor|burned"
            r"|diablerie|diablerize"
        ),
        "combat step",
    ),
    (
        re.compile(
            r"announced|block|resolution|successful|action|acting|bleed|referendum|vote"
            r"|ballot|polling|title|political"
        ),
        "action step",
    ),
    (
        re.compile(
            r"requires? |requirement|as a vampire|capacity|discipline|ready|locked"
            r"|unlocked|younger|older"
        ),
        "condition",
    ),
    (
        re.compile(
            r"ante|ousted|turn|phase|pool|hand|library|ash heap|in play|counter|event"
            r"|wake|card"
        ),
        "table",
    ),
]


def classify(level: str, clause: str, clans: Iterable[str]) -> tuple[str, str, Any]:
    """``(section, field, value)`` for one restriction clause."""
    low = clause.lower().strip()
    start = re.match(r"^requires (?:a |an )?(.+?)\.?$", low)
    if start:
        fields, kind = requires(start.group(1), clans)
        if kind is None:
            return "requires", "", fields
        if kind != "?":
            return "requires+by_hand", kind, fields
    for pattern, section, field, value in _RULES:
        found = pattern.search(low)
        if not found:
            continue
        if section == "no_replace":
            return section, "", found.group(1).rstrip(".")
        if field in ("capacity_min",):
            return section, field, int(found.group(1))
        return section, field, value
    by = re.match(r"^only usable by (?:a |an )?(.+?)\.?$", low)
    if by:
        fields, kind = requires(by.group(1), clans)
        if kind is None and fields:
            return "requires", "", fields
    for pattern, kind in _BY_HAND:
        if pattern.search(low):
            return "by_hand", "", kind
    return "unclassified", "", clause


def limited(text: str) -> Iterable[tuple[str, str]]:
    """``(level, kind)`` of each "(limited)" effect of ``text``: ``bleed`` (one limited bleed
    modifier an action) or ``strikes`` (one source of additional strikes a round)."""
    for raw in _SENTENCE.split(text):
        if "(limited)" not in raw:
            continue
        head = _PREFIX.match(raw.strip())
        found = (
            [m.group(1) or m.group(2).title() for m in _LEVEL.finditer(head.group(0))]
            if head
            else []
        )
        before = raw.lower()[: raw.index("(limited)")]
        kind = "strikes" if "strike" in before else "bleed" if "bleed" in before else "other"
        yield (found[0] if found else ""), kind


def derive_card(rec: Any, clans: Iterable[str]) -> dict[str, Any]:
    """The entry of one library card."""
    entry: dict[str, Any] = {"name": rec.name, "types": list(rec.types)}
    for level, kind in limited(rec.text):
        target = entry if not level else entry.setdefault("levels", {}).setdefault(level, {})
        if kind == "other" or not _played_in(rec.types, "action"):
            _add(target, "by_hand", "limited")
        else:
            target["limited"] = kind
    for level, clause, original in clauses(rec.text):
        section, field, value = classify(level, clause, clans)
        target = entry if not level else entry.setdefault("levels", {}).setdefault(level, {})
        if section == "requires+by_hand":
            _merge(target.setdefault("requires", {}), value)
            _add(target, "by_hand", field)
        elif section == "requires":
            _merge(target.setdefault("requires", {}), value if not field else {field: value})
        elif section in ("during", "by_hand"):
            _add(target, section, value)
        elif section == "limit" and not _played_in(rec.types, value):
            _add(target, "by_hand", "limit")  # a limit on using the card once in play
        elif section == "limit":
            target.setdefault("limit", value)
        elif section == "no_replace":
            target["no_replace"] = value
        else:
            _add(entry, "unclassified", original)
    return entry


def _played_in(types: Iterable[str], scope: str) -> bool:
    """Whether a card of ``types`` is played within ``scope`` (an action, a combat round):
    else its "only once each ..." is about using it while in play."""
    if scope not in ("action", "round", "combat"):
        return True
    return bool({"Combat", "Action Modifier", "Reaction"} & set(types))


def _merge(into: dict[str, Any], fields: dict[str, Any]) -> None:
    for key, value in fields.items():
        if isinstance(value, list):
            for item in value:
                if item not in into.setdefault(key, []):
                    into[key].append(item)
        else:
            into[key] = value


def _add(entry: dict[str, Any], key: str, value: Any) -> None:
    if value not in entry.setdefault(key, []):
        entry[key].append(value)


def derive(records: Iterable[Any], keep: dict[str, Any] | None = None) -> dict[str, Any]:
    """Every library card's entry, keyed by catalogue id; entries of ``keep`` marked
    ``checked`` (corrected by a person) are kept as they are."""
    records = list(records)
    clans = sorted({r.clan for r in records if r.is_crypt and r.clan})
    keep = keep or {}
    out: dict[str, Any] = {}
    for rec in sorted(records, key=lambda r: r.id):
        if rec.is_crypt:
            continue
        old = keep.get(rec.catalog)
        out[rec.catalog] = old if old and old.get("checked") else derive_card(rec, clans)
    return out


def dumps(entries: dict[str, Any]) -> str:
    """One card a line, so a person finds and corrects a card with a text editor."""
    lines = [f"  {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}" for k, v in entries.items()]
    return "{\n" + ",\n".join(lines) + "\n}\n"


def main() -> int:
    sys.path.insert(0, str(ROOT))
    from vtt.games.vtes.cards import load_cards

    keep = json.loads(OUT.read_text("utf-8")) if OUT.is_file() else {}
    entries = derive(load_cards().cards.values(), keep)
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(dumps(entries), "utf-8")
    bad = sum(1 for e in entries.values() if e.get("unclassified"))
    print(f"{len(entries)} library cards written to {OUT.relative_to(ROOT)}; {bad} unclassified")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
