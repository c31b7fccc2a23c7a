"""Derive, once, the effect entries of the VTES library cards whose text is nothing but
plain effects the engine has a step for, into ``vtt/resources/vtes/effects/derived.json``
(a file a person reads and corrects, like the hand-written files beside it).

A card is derived only when every sentence of every level of its text is understood:
a restriction that :func:`vtt.games.vtes.rules.legality.check_play` already enforces from
``card_rules.json`` ("Only usable during a bleed action.", "Requires ...", "(limited)"),
or one effect with a step kind: "+1 stealth.", "+2 bleed.", "+1 intercept.", "Strike: 2R
damage.", "Strike: 1 aggravated damage.", "Prevent 3 damage.", "Maneuver.", "Press.",
"1 additional strike.", "Strike: dodge.", "Strike: combat ends.", "First strike."
(with the strike on the same line), "Gain 2 pool."...  Anything else and the card is left
out: the players apply its text by hand (``vtes_as_card``), and the coverage report counts
it as checked only.  Cards that already have an entry in another effect file (written by
hand, ``"checked": true``) are never written here; an entry of this file marked
``"checked"`` is kept as it is.

Run: ``PYTHONPATH=. python packaging/derive_vtes_card_effects.py`` (Qt-free, offline).
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from vtt.games.vtes.cards import load_cards  # noqa: E402
from vtt.games.vtes.rules.cardrules import card_rules  # noqa: E402
from vtt.games.vtes.rules.effects.catalog import EFFECTS_DIR, read_file  # noqa: E402

OUT = EFFECTS_DIR / "derived.json"
#: the card types whose plays run ``play`` steps the way these effects need
TYPES = {"Action Modifier", "Reaction", "Combat"}
#: a level's marks: "[dom]" (inferior), "[DOM]" (superior)
_MARK = re.compile(r"^\s*\[([a-zA-Z]{3,4})\]\s*")
#: one sentence -> its step (the groups are its numbers)
_EFFECTS: tuple[tuple[re.Pattern[str], Any], ...] = (
    (re.compile(r"^\+(\d) stealth$"), lambda m: {"do": "stealth", "n": int(m[1])}),
    (re.compile(r"^\+(\d) bleed$"), lambda m: {"do": "bleed", "n": int(m[1])}),
    (re.compile(r"^\+(\d) intercept$"), lambda m: {"do": "intercept", "n": int(m[1])}),
    (
        re.compile(r"^strike: (\d)(r?) damage$"),
        lambda m: {"do": "strike", "damage": int(m[1]), "ranged": m[2] == "r"},
    ),
    (
        re.compile(r"^strike: (\d)(r?) aggravated damage$"),
        lambda m: {"do": "strike", "damage": int(m[1]), "ranged": m[2] == "r", "aggravated": True},
    ),
    (re.compile(r"^prevent (\d) damage$"), lambda m: {"do": "prevent", "n": int(m[1])}),
    (re.compile(r"^maneuver$"), lambda m: {"do": "maneuver"}),
    (re.compile(r"^press$"), lambda m: {"do": "press"}),
    (re.compile(r"^(\d|an|one) additional strikes?$"), lambda m: {"do": "strikes", "n": _n(m[1])}),
    (re.compile(r"^strike: dodge$"), lambda m: {"do": "dodge"}),
    (re.compile(r"^strike: combat ends$"), lambda m: {"do": "combat_ends"}),
)
#: sentences that restrict the play, enforced by check_play from card_rules.json
_RESTRICTION = re.compile(r"^(only usable|requires|\(limited\)$|only one )")


def _n(word: str) -> int:
    return 1 if word in ("an", "one") else int(word)


def _sentences(body: str) -> list[str]:
    parts = re.split(r"(?<=[.!])\s+", body.strip())
    return [p.strip().rstrip(".").casefold() for p in parts if p.strip()]


def _steps(body: str, restricted_ok: bool) -> list[dict[str, Any]] | None:
    """The steps of one level's text, or None when a sentence is not understood."""
    steps: list[dict[str, Any]] = []
    for sentence in _sentences(body):
        if _RESTRICTION.match(sentence):
            if not restricted_ok:
                return None
            continue
        for pattern, build in _EFFECTS:
            found = pattern.match(sentence)
            if found:
                steps.append(build(found))
                break
        else:
            return None
    return steps


def derive(rec: Any, rules_entry: dict[str, Any]) -> dict[str, Any] | None:
    """A card's entry, or None when its text says anything the steps do not."""
    if not set(rec.types) <= TYPES or not rec.text.strip():
        return None
    restricted_ok = not rules_entry.get("by_hand") and not rules_entry.get("unclassified")
    levels: dict[str, list[dict[str, Any]]] = {}
    common: list[dict[str, Any]] = []
    for line in rec.text.split("\n"):
        found = _MARK.match(line)
        body = line[found.end() :] if found else line
        if body.casefold().startswith("as above"):
            return None
        steps = _steps(body, restricted_ok)
        if steps is None:
            return None
        if found is None:
            common += steps
        else:
            level = "superior" if found[1].isupper() else "inferior"
            if level in levels:
                return None
            levels[level] = steps
    entry: dict[str, Any] = {"name": rec.name}
    if common:
        entry["any"] = {"play": common}
    for level, steps in levels.items():
        if steps:
            entry[level] = {"play": steps}
    return entry if len(entry) > 1 else None


def main() -> int:
    db = load_cards()
    rules_data = card_rules()
    elsewhere: set[str] = set()
    for path in sorted(EFFECTS_DIR.glob("*.json")):
        if path != OUT:
            elsewhere |= set(read_file(path))
    kept: dict[str, Any] = {}
    if OUT.exists():
        kept = {
            k: v for k, v in json.loads(OUT.read_text(encoding="utf-8")).items() if v.get("checked")
        }
    out: dict[str, Any] = dict(kept)
    for rec in db.cards.values():
        if rec.is_crypt or rec.catalog in elsewhere or rec.catalog in kept:
            continue
        entry = derive(rec, rules_data.get(rec.catalog, {}))
        if entry is not None:
            out[rec.catalog] = entry
    lines = [f"  {json.dumps(k)}: {json.dumps(out[k], ensure_ascii=False)}" for k in sorted(out)]
    OUT.write_text("{\n" + ",\n".join(lines) + "\n}\n", encoding="utf-8")
    print(f"{len(out)} entries derived into {OUT.relative_to(ROOT)} ({len(kept)} kept as checked)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
