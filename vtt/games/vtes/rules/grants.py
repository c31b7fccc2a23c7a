"""What a card's text lets its player do with the engine's own commands: the effects a
card grants at the level it was played (:func:`grants`), read from the text once per card
and level.

Each effect is a name with the largest number the text gives (1 when it gives none):
``stealth``, ``intercept``, ``amount`` (+bleed), ``reduce`` (a bleed reduced), ``prevent``,
``strikes`` (additional strikes), ``maneuver``, ``press``, ``strike`` (a strike's damage),
``hand_bonus`` (a hand strike at +N damage), ``ranged``, ``aggravated``, ``first`` (first
strike), ``dodge``, ``combat_ends``, ``redirect`` (a bleed's new target) and ``votes``.
A line marked with an inferior discipline (``[dom]``) counts at the inferior level, one
marked with a superior discipline (``[DOM]``) at the superior level ("As above" adds the
inferior line), an unmarked line at both.  What the text says beyond these is applied by
hand, as the card says (``vtes_as_card``).
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..cards import load_cards

STEALTH, INTERCEPT, AMOUNT, REDUCE = "stealth", "intercept", "amount", "reduce"
PREVENT, STRIKES, MANEUVER, PRESS = "prevent", "strikes", "maneuver", "press"
STRIKE, HAND_BONUS, RANGED, AGGRAVATED, FIRST = (
    "strike",
    "hand_bonus",
    "ranged",
    "aggravated",
    "first",
)
DODGE, COMBAT_ENDS, REDIRECT, VOTES = "dodge", "combat_ends", "redirect", "votes"

#: a card naming a number of X takes the X paid for it; "X+1" one more
_X = r"(\d+|x\+1|x)"
_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = (
    (STEALTH, re.compile(r"\+(\d+) stealth(?!\s*(?:ⓓ\s*|\(d\)\s*)?action)")),
    (INTERCEPT, re.compile(r"\+(\d+) intercept")),
    (AMOUNT, re.compile(r"\+(\d+) bleed")),
    (
        REDUCE,
        re.compile(r"reduce (?:the bleed amount|a bleed against you) by (\d+)|-(\d+) bleed"),
    ),
    (PREVENT, re.compile(rf"prevent {_X} damage|prevent (\d+) damage")),
    (STRIKES, re.compile(r"(?:(\d+|an|one) )?additional strikes?")),
    (MANEUVER, re.compile(r"maneuver")),
    (PRESS, re.compile(r"\bpress\b")),
    (STRIKE, re.compile(r"strike[^:.]*: (\d+)r? (?:aggravated )?damage")),
    (HAND_BONUS, re.compile(r"hand strike at \+(\d+) damage")),
    (RANGED, re.compile(r"strike[^:.]*(?:ranged|: \d+r )")),
    (AGGRAVATED, re.compile(r"strike[^.]*aggravated")),
    (FIRST, re.compile(r"first strike")),
    (DODGE, re.compile(r"strike: dodge")),
    (COMBAT_ENDS, re.compile(r"strike: combat ends")),
    (REDIRECT, re.compile(r"change the target of the bleed")),
    (VOTES, re.compile(r"\+(\d+) votes?")),
)
_MARK = re.compile(r"^\s*((?:\[[^\]]+\]\s*)+)")
_WORDS = {"an": 1, "one": 1}
#: a number standing for "X" or "X+1" until the X paid is known
X_MARK, X_PLUS_ONE = -1, -2


def _number(found: re.Match[str]) -> int:
    for group in found.groups():
        if group is None:
            continue
        if group == "x":
            return X_MARK
        if group == "x+1":
            return X_PLUS_ONE
        return _WORDS.get(group, int(group) if group.isdigit() else 1)
    return 1


def _level(line: str) -> tuple[str | None, str]:
    """(``"inferior"``, ``"superior"`` or None for both, the line without its marks)."""
    found = _MARK.match(line)
    if found is None:
        return None, line
    marks = re.findall(r"\[([^\]]+)\]", found.group(1))
    level = None
    for mark in marks:
        if " " in mark or len(mark) > 4:  # a mode tag: [ACTION MODIFIER], [COMBAT]
            continue
        level = "superior" if mark.isupper() else "inferior"
    return level, line[found.end() :]


def _read(line: str) -> dict[str, int]:
    low = line.lower()
    out: dict[str, int] = {}
    for effect, pattern in _PATTERNS:
        for found in pattern.finditer(low):
            n = _number(found)
            out[effect] = n if n < 0 else max(out.get(effect, 0), n)
    return out


@lru_cache(maxsize=4096)
def text_grants(text: str, superior: bool, any_level: bool = False) -> dict[str, int]:
    """The effects ``text`` grants at a level (``any_level``: at either, for a card in
    play whose level is not recorded)."""
    out: dict[str, int] = {}
    inferior: dict[str, int] = {}
    for line in text.split("\n"):
        level, body = _level(line)
        found = _read(body)
        if level == "inferior":
            inferior = found
        if (
            any_level
            or level is None
            or (level == "superior") == superior
            or (superior and level == "superior" and body.lower().startswith("as above"))
        ):
            _merge(out, found)
        if superior and level == "superior" and body.lower().startswith("as above"):
            _merge(out, inferior)
    return out


def _merge(into: dict[str, int], found: dict[str, int]) -> None:
    for effect, n in found.items():
        into[effect] = n if n < 0 else max(into.get(effect, 0), n)


def grants(catalog: str, superior: bool, x: int = 0, any_level: bool = False) -> dict[str, int]:
    """The effects the card ``catalog`` grants, its X numbers taken as ``x``."""
    try:
        text = load_cards().get(catalog).text
    except KeyError:
        return {}
    out = dict(text_grants(text, superior, any_level))
    for effect, n in out.items():
        if n == X_MARK:
            out[effect] = x
        elif n == X_PLUS_ONE:
            out[effect] = x + 1
    return out
