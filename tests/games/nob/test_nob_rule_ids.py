"""Every rule id of the digest (``N-…``) and every test vector (``NB-01``..``NB-37``) is
named by at least one test here, in its name or its docstring."""

from __future__ import annotations

import re
from pathlib import Path

RULE_IDS = {
    "SET": 11,
    "TURN": 5,
    "CARD": 3,
    "DICE": 2,
    "BLD": 4,
    "FRZ": 5,
    "WND": 5,
    "DTH": 3,
    "BITE": 4,
    "END": 4,
}


def _texts() -> str:
    here = Path(__file__).parent
    return "\n".join(
        p.read_text(encoding="utf-8") for p in here.glob("test_nob_*.py") if p != Path(__file__)
    )


def _named(text: str, rule: str) -> bool:
    low = rule.lower().replace("-", "_")
    if rule in text or low in text:
        return True
    # a test named for a range ("nb_17_21", "n_set_03_04") names every id in it
    prefix, number = low.rsplit("_", 1)
    for first, last in re.findall(re.escape(prefix) + r"_(\d+)_(\d+)", text):
        if int(first) <= int(number) <= int(last):
            return True
    return False


def test_every_rule_id_has_a_test():
    text = _texts()
    missing = [
        f"N-{part}-{k:02d}"
        for part, count in RULE_IDS.items()
        for k in range(1, count + 1)
        if not _named(text, f"N-{part}-{k:02d}")
    ]
    assert missing == []


def test_every_test_vector_has_a_test():
    text = _texts()
    missing = [f"NB-{k:02d}" for k in range(1, 38) if not _named(text, f"NB-{k:02d}")]
    assert missing == []
