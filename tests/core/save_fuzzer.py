"""A seeded fuzzer over real saves of every game: truncations, byte flips and JSON-level
edits of each save, each fed to the loader.  Used by ``test_save_fuzzer.py``; run it alone
(``python -m tests.core.save_fuzzer``) to print the figures ``docs/performance.md`` quotes."""

from __future__ import annotations

import random
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import msgspec

from vtt.cli.script import run_lines
from vtt.core import commands as C
from vtt.core.consistency import problem
from vtt.core.model import OMNISCIENT, SPECTATOR
from vtt.core.saves import SaveError, build_save, decode_save, encode_save, session_from_save
from vtt.core.views import view_for
from vtt.games import get_game

DATA = Path(__file__).resolve().parents[1] / "data"
#: (script, rules override): every game, rules on and off
SOURCES = [
    ("free-4seat.jsonl", None),
    ("g1347-short-game.jsonl", None),
    ("g1347-short-game.jsonl", False),
    ("vtes-4seat-starters.jsonl", None),
    ("vtes-rules-first-turns.jsonl", None),
    ("nob-5seat-first-moves.jsonl", None),
    ("nob-5seat-first-moves.jsonl", False),
]
_ODD_VALUES: list[Any] = [None, -1, 0, 1, 2**70, -(2**70), "", "x" * 3, [], {}, 1.5, True]


def real_saves() -> list[bytes]:
    """One save per source, made by playing its script (refused lines are skipped)."""
    out = []
    for name, rules in SOURCES:
        lines = (DATA / name).read_text(encoding="utf-8").splitlines()
        if rules is not None:
            spec = msgspec.json.decode(lines[0])
            spec["rules"] = rules
            spec.get("options", {}).pop("debug_invariants", None)
            lines[0] = msgspec.json.encode(spec).decode()
        session, results = run_lines(lines)
        for _ in results:
            pass
        out.append(encode_save(build_save(session)))
    return out


def _paths(obj: Any, prefix: tuple = ()) -> list[tuple]:
    """Every path to a value inside a decoded JSON document."""
    found = [prefix]
    if isinstance(obj, dict):
        for key, value in obj.items():
            found += _paths(value, (*prefix, key))
    elif isinstance(obj, list):
        for i, value in enumerate(obj):
            found += _paths(value, (*prefix, i))
    return found


def _edit(data: bytes, rng: random.Random) -> bytes:
    doc = msgspec.json.decode(data)
    path = rng.choice(_paths(doc)[1:])
    parent = doc
    for key in path[:-1]:
        parent = parent[key]
    key = path[-1]
    action = rng.randrange(4)
    if action == 0 or not isinstance(parent, (dict, list)):
        parent[key] = rng.choice(_ODD_VALUES)
    elif action == 1:
        del parent[key]
    elif action == 2 and isinstance(parent[key], int) and not isinstance(parent[key], bool):
        parent[key] += rng.choice((-1, 1, 7, -1000, 1 << 40))
    else:  # nesting too deep to build as objects: spliced in as text
        depth = rng.choice((3, 80, 2000))
        parent[key] = "@deep@"
        deep = b"[" * depth + b"0" + b"]" * depth
        return msgspec.json.encode(doc).replace(b'"@deep@"', deep, 1)
    return msgspec.json.encode(doc)


def mutate(data: bytes, rng: random.Random) -> bytes:
    kind = rng.randrange(3)
    if kind == 0:
        return data[: rng.randrange(len(data))]
    if kind == 1:
        raw = bytearray(data)
        for _ in range(rng.randint(1, 3)):
            raw[rng.randrange(len(raw))] = rng.randrange(256)
        return bytes(raw)
    return _edit(data, rng)


def use(session) -> None:
    """What the program does with a loaded game; any exception here means the loader
    accepted a state it should not have."""
    module = session.module
    state = session.state
    flaw = problem(state, module, session.spec)
    if flaw:
        raise AssertionError(flaw)
    for seat in [*range(len(state.seats)), SPECTATOR, OMNISCIENT]:
        msgspec.json.encode(view_for(state, seat, module))
    decode_save(encode_save(build_save(session)))
    for cmd in (C.Say(seat=0, text="still here"), C.Undo(seat=0)):
        failed = session.submit(cmd).failed  # the session turns a crash into a refusal
        if failed:
            raise RuntimeError(f"the game's code failed on the loaded state: {failed}")


@dataclass
class Figures:
    mutations: int = 0
    refused: int = 0
    accepted: int = 0
    tracebacks: list[str] = field(default_factory=list)
    corrupt: list[str] = field(default_factory=list)
    multi_line: list[str] = field(default_factory=list)
    seconds: float = 0.0
    reasons: Counter = field(default_factory=Counter)


def fuzz(per_save: int, seed: int = 2026) -> Figures:
    figures = Figures()
    start = time.perf_counter()
    for number, original in enumerate(real_saves()):
        rng = random.Random(seed * 100 + number)
        for i in range(per_save):
            data = mutate(original, rng)
            figures.mutations += 1
            tag = f"save {number} mutation {i}"
            try:
                save = decode_save(data)
                session = session_from_save(save, get_game(save.header.game))
            except SaveError as exc:
                figures.refused += 1
                text = str(exc)
                if "\n" in text:
                    figures.multi_line.append(f"{tag}: {text!r}")
                figures.reasons[text.split(":")[0]] += 1
                continue
            except KeyError as exc:  # an unknown game in the header
                figures.tracebacks.append(f"{tag}: KeyError {exc}")
                continue
            except Exception as exc:  # noqa: BLE001 - counting every escape is the point
                figures.tracebacks.append(f"{tag}: {type(exc).__name__}: {exc}"[:300])
                continue
            figures.accepted += 1
            try:
                use(session)
            except Exception as exc:  # noqa: BLE001
                figures.corrupt.append(f"{tag}: {type(exc).__name__}: {exc}"[:300])
    figures.seconds = time.perf_counter() - start
    return figures


if __name__ == "__main__":
    f = fuzz(per_save=504)
    print(
        f"{f.mutations} mutations, {f.refused} refused, {f.accepted} accepted, "
        f"{len(f.tracebacks)} tracebacks, {len(f.corrupt)} corrupt accepted, "
        f"{len(f.multi_line)} multi-line refusals, {f.seconds:.1f} s"
    )
    for line in (f.tracebacks + f.corrupt + f.multi_line)[:30]:
        print(" ", line)
