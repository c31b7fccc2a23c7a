"""One six-sided die against an attribute (rules: TIRADAS DE DADOS)."""

from __future__ import annotations

CRITICAL, SUCCESS, FAILURE, FUMBLE = "critical", "success", "failure", "fumble"
HITS = (CRITICAL, SUCCESS)


def outcome(die: int, value: int, crit_range: int = 1) -> str:
    """A 6 is always a fumble; a die up to ``crit_range`` (1, more with some clans and
    events) always a critical; otherwise a die up to ``value`` succeeds."""
    if die == 6:
        return FUMBLE
    if die <= crit_range:
        return CRITICAL
    return SUCCESS if die <= value else FAILURE


def frenzy_resisted(die: int) -> bool:
    """The frenzy check: 1-3 masters the Beast, 4-6 falls into frenzy."""
    return die <= 3
