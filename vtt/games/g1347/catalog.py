"""The components of 1347: classes, buildings, cards and tokens, and the data file behind them.

The rulebook gives every count but leaves three things out: the supply action printed on
each of the 60 building cards, how many rat tokens of each value there are, and the values
of the 20 victory-point tokens.  We decide those in ONE editable JSON file,
``vtt/resources/g1347/components.json`` (see ``docs/games/1347.md`` for the reasons), loaded and
checked once; a broken file raises :class:`ComponentsError` with a sentence saying what is
wrong.

Catalogue ids (stable, they appear in saves):

* population ``p.<class>.<nn>`` (``nn`` 01-14; the nun value comes from the data file),
* ``joker``, ``sword``, ``flute``, ``safe``, ``gold``,
* buildings ``b.<type>.<k>`` (``k`` 1-5: which printed supply action the copy carries),
* rat tokens ``rat.1``/``rat.3``/``rat.5``, victory-point tokens ``vp.<value>``,
* discs ``disc.<colour index>``.
"""

from __future__ import annotations

import json
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

import msgspec

CLASSES = ("peasantry", "bourgeoisie", "church", "knighthood", "sorcery", "royalty")
#: building type -> its class; two types per class, the first of each pair is the
#: rulebook's recommended first-game building
BUILDINGS = {
    "farm": "peasantry",
    "brewery": "peasantry",
    "market": "bourgeoisie",
    "office": "bourgeoisie",
    "monastery": "church",
    "hospital": "church",
    "castle": "knighthood",
    "watchtower": "knighthood",
    "fortune": "sorcery",
    "piper": "sorcery",
    "palace": "royalty",
    "treasury": "royalty",
}
FIRST_GAME = ("farm", "market", "monastery", "castle", "fortune", "palace")
POP_PER_CLASS = 14
COPIES = 5
SPECIALS = {"sword": 12, "flute": 12, "safe": 12, "gold": 15}
JOKERS = 15
RAT_COUNT = 50
RAT_VALUES = (1, 3, 5)
VP_COUNT = 20
DISCS_PER_COLOUR = 8
COLOURS = 5
#: the special card each building's actions hand out, when it is required at set-up
NEEDS = {"castle": "sword", "piper": "flute", "office": "safe", "treasury": "gold"}
#: nun values over the whole population deck, as the rulebook prints them
NUN_DISTRIBUTION = {4: 24, 3: 12, 2: 12, 1: 12, 0: 24}
SUPPLY_KEYS = ("draw", "rats", "look")

DATA_FILE = Path(__file__).resolve().parents[2] / "resources" / "g1347" / "components.json"


class ComponentsError(Exception):
    """The components file is missing or wrong; the message says what and where."""


class Components(msgspec.Struct, frozen=True):
    """The checked content of the data file."""

    nuns_per_class: tuple[int, ...]
    rat_tokens: dict[int, int]
    rat_start: tuple[int, ...]
    vp_tokens: dict[int, int]
    building_spaces: int
    #: building type -> five supply actions, each {"draw": n, "rats": n, "look": n}
    supply: dict[str, tuple[dict[str, int], ...]]


def _fail(path: Path, text: str) -> ComponentsError:
    return ComponentsError(f"{path}: {text}")


def _int_map(path: Path, raw: Any, name: str) -> dict[int, int]:
    if not isinstance(raw, dict):
        raise _fail(path, f"'{name}' must be an object like {{\"1\": 30}}")
    out = {}
    for key, count in raw.items():
        try:
            value = int(key)
        except ValueError:
            raise _fail(path, f"'{name}': '{key}' is not a number") from None
        if not isinstance(count, int) or count < 0:
            raise _fail(path, f"'{name}': the count for {key} must be a whole number >= 0")
        out[value] = count
    return out


def parse_components(raw: Any, path: Path = DATA_FILE) -> Components:
    """Check a decoded data file against the rules' fixed counts."""
    if not isinstance(raw, dict) or raw.get("format") != "g1347-components":
        raise _fail(
            path, 'this is not a 1347 components file ("format" must be "g1347-components")'
        )
    nuns = _nuns(path, raw.get("nuns_per_class"))
    rats = _int_map(path, raw.get("rat_tokens"), "rat_tokens")
    if set(rats) - set(RAT_VALUES) or sum(rats.values()) != RAT_COUNT:
        raise _fail(path, "'rat_tokens' must give 50 tokens of values 1, 3 and 5")
    start = _rat_start(path, raw.get("rat_start"), rats)
    vps = _int_map(path, raw.get("vp_tokens"), "vp_tokens")
    if sum(vps.values()) != VP_COUNT or any(v < 1 for v in vps):
        raise _fail(path, "'vp_tokens' must give 20 tokens, each worth at least 1 point")
    spaces = raw.get("building_spaces")
    if not isinstance(spaces, int) or not COLOURS <= spaces <= 9:
        raise _fail(path, "'building_spaces' must be a whole number from 5 (one per player) to 9")
    return Components(
        nuns_per_class=tuple(nuns),
        rat_tokens=rats,
        rat_start=tuple(start),
        vp_tokens=vps,
        building_spaces=spaces,
        supply=_supply(path, raw.get("supply")),
    )


def _nuns(path: Path, nuns: Any) -> list[int]:
    """The nuns of the 14 cards of a class, giving the rulebook's spread over the deck."""
    if (
        not isinstance(nuns, list)
        or len(nuns) != POP_PER_CLASS
        or not all(isinstance(n, int) for n in nuns)
    ):
        raise _fail(
            path,
            f"'nuns_per_class' must list {POP_PER_CLASS} whole numbers, one per card of a class",
        )
    totals = {v: nuns.count(v) * len(CLASSES) for v in set(nuns)}
    if totals != NUN_DISTRIBUTION:
        raise _fail(
            path,
            "'nuns_per_class' must give 24 cards with 4 nuns, 12 with 3, 12 with 2, "
            "12 with 1 and 24 with 0 over the six classes (rulebook, Components)",
        )
    return nuns


def _rat_start(path: Path, start: Any, rats: dict[int, int]) -> list[int]:
    """The tokens a player starts with (rules §2 step 3): worth 10, five players' worth in
    the supply."""
    if (
        not isinstance(start, list)
        or not all(isinstance(v, int) and v in RAT_VALUES for v in start)
        or sum(start) != 10
    ):
        raise _fail(path, "'rat_start' must list token values (1, 3 or 5) adding up to 10")
    for value in RAT_VALUES:
        if start.count(value) * COLOURS > rats.get(value, 0):
            raise _fail(
                path,
                f"'rat_start' needs {start.count(value) * COLOURS} tokens of value "
                f"{value} for five players, 'rat_tokens' has fewer",
            )
    return start


def _supply(path: Path, supply_raw: Any) -> dict[str, tuple[dict[str, int], ...]]:
    """The supply actions printed on the five copies of each building (R-B-02)."""
    if not isinstance(supply_raw, dict) or set(supply_raw) != set(BUILDINGS):
        raise _fail(
            path, "'supply' must have exactly the twelve buildings: " + ", ".join(BUILDINGS)
        )
    supply: dict[str, tuple[dict[str, int], ...]] = {}
    for btype, actions in supply_raw.items():
        if not isinstance(actions, list) or len(actions) != COPIES:
            raise _fail(path, f"'supply.{btype}' must list {COPIES} actions, one per copy")
        supply[btype] = tuple(
            _supply_action(path, btype, k, action) for k, action in enumerate(actions, start=1)
        )
    return supply


def _supply_action(path: Path, btype: str, k: int, action: Any) -> dict[str, int]:
    if (
        not isinstance(action, dict)
        or set(action) - set(SUPPLY_KEYS)
        or not all(isinstance(v, int) and 0 <= v <= 6 for v in action.values())
        or not any(action.values())
    ):
        raise _fail(
            path,
            f"'supply.{btype}' copy {k}: an action is an object with "
            "'draw', 'rats' and/or 'look' set to 0-6, at least one above 0",
        )
    return {key: action.get(key, 0) for key in SUPPLY_KEYS}


def load_components(path: Path = DATA_FILE) -> Components:
    try:
        raw = json.loads(Path(path).read_text(encoding="utf-8"))
    except OSError as exc:
        raise _fail(path, f"cannot be read ({exc.strerror or exc})") from None
    except json.JSONDecodeError as exc:
        raise _fail(path, f"is not valid JSON (line {exc.lineno}: {exc.msg})") from None
    return parse_components(raw, path)


@lru_cache(maxsize=1)
def components() -> Components:
    """The shipped components, loaded and checked once per process."""
    return load_components(DATA_FILE)


# -- catalogue ids ---------------------------------------------------------------------------


def pop_ids() -> list[str]:
    return [f"p.{cls}.{n:02d}" for cls in CLASSES for n in range(1, POP_PER_CLASS + 1)]


def building_ids(btype: str) -> list[str]:
    return [f"b.{btype}.{k}" for k in range(1, COPIES + 1)]


@cache
def kind_of(catalog: str) -> str:
    """``pop``, ``joker``, ``sword``, ``flute``, ``safe``, ``gold``, ``building``, ``rat``,
    ``vp`` or ``disc``."""
    head = catalog.split(".", 1)[0]
    return {"p": "pop", "b": "building"}.get(head, head)


@cache
def class_of(catalog: str) -> str:
    """The class of a population card or a building ('' for anything else)."""
    parts = catalog.split(".")
    if parts[0] == "p":
        return parts[1]
    if parts[0] == "b":
        return BUILDINGS[parts[1]]
    return ""


def building_type(catalog: str) -> str:
    return catalog.split(".")[1]


def nuns_of(catalog: str) -> int:
    return components().nuns_per_class[int(catalog.split(".")[2]) - 1]


def supply_of(catalog: str) -> dict[str, int]:
    _, btype, k = catalog.split(".")
    return components().supply[btype][int(k) - 1]


def token_value(catalog: str) -> int:
    """The value of a rat or victory-point token."""
    return int(catalog.split(".")[1])
