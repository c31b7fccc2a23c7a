"""How much of the card pool the engine runs: each card is *automated* (its effect entry
leaves nothing to the players), *checked only* (its play is checked from its data, type,
requirements and cost, but what it says is applied by hand, or partly) or *neither*.

A vampire counts by its special ability: *automated* when its entry runs all of it, *no
ability* when its text says no more than its sect and title (the engine already knows
those), else *checked only* (a vampire's play needs no check: it is influenced out).
The report is per preconstructed deck and for the whole pool
(``bench/vtes_card_effects.py`` prints it; docs/performance.md keeps its figures).
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any, Literal

from ..cardrules import card_rules
from .catalog import load

Status = Literal["automated", "checked", "neither", "no ability"]
#: the card types the engine has a moment for (a card of another type is not checked)
MOMENTS = frozenset(
    {
        "Master",
        "Action",
        "Political Action",
        "Ally",
        "Retainer",
        "Equipment",
        "Action Modifier",
        "Reaction",
        "Combat",
        "Event",
        "Power",
        "Conviction",
        "Vampire",
        "Imbued",
    }
)
#: a crypt card's text that is only its sect, and maybe a title and its city
_SECT_ONLY = re.compile(
    r"^(?:Camarilla|Sabbat|Anarch|Independent|Laibon)"
    r"(?: (?:Prince|Baron|Archbishop|Justicar|Inner Circle|Primogen|Bishop|Cardinal|Priscus|"
    r"Regent|Magaji|Kholo)(?: of [^:.]+)?)?\.?$",
    re.IGNORECASE,
)


def checked(rec: Any, entry: dict[str, Any]) -> bool:
    """Whether :func:`..legality.check_play` checks the card from its data: each of its
    types has a moment, its costs are numbers or X, its text's restrictions are all
    classified (``card_rules.json``)."""
    costs = (rec.pool_cost, rec.blood_cost)
    costs_ok = all(c == "" or c.isdigit() or c.upper() == "X" for c in costs)
    return all(t in MOMENTS for t in rec.types) and costs_ok and not entry.get("unclassified")


def has_ability(rec: Any) -> bool:
    """Whether a crypt card's text says more than its sect and title."""
    return _SECT_ONLY.match(rec.text.strip()) is None


def status(rec: Any, rules_data: dict[str, Any] | None = None) -> Status:
    entry = load().get(rec.catalog)
    if entry is not None and entry.automated:
        return "automated"
    if rec.is_crypt:
        return "checked" if has_ability(rec) else "no ability"
    data = card_rules() if rules_data is None else rules_data
    return "checked" if checked(rec, data.get(rec.catalog, {})) else "neither"


def tally(records: list[Any]) -> Counter[Status]:
    """How many of ``records`` have each status."""
    data = card_rules()
    return Counter(status(rec, data) for rec in records)
