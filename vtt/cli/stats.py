"""``vtt stats SAVE [--csv] [--seat N]``: how a saved game went, headless.

The series are those of the desktop's Statistics dock, through the same seat's eyes: a
finished game's as everybody sees them once it is over, an unfinished game's as the seat
given (or the seat of the person who saved it, else the spectators) saw them.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..core.model import SPECTATOR
from ..core.replay import Replay, default_eyes, read_replay
from ..core.saves import SaveError
from ..core.statistics import column_titles


def run_stats(args: argparse.Namespace) -> int:
    from ..games import get_game

    try:
        save, saved_by = read_replay(Path(args.save))
        module = get_game(save.header.game)
    except (SaveError, KeyError) as exc:
        print(f"vtt stats: {exc}", file=sys.stderr)
        return 2
    seat = args.seat
    if seat is not None and not 0 <= seat < len(save.spec.seats):
        print(f"vtt stats: there is no seat {seat}", file=sys.stderr)
        return 2
    if seat is None:
        seat = default_eyes(save, module, saved_by)
    try:
        replay = Replay.from_save(save, module, SPECTATOR if seat is None else seat)
    except SaveError as exc:
        print(f"vtt stats: {exc}", file=sys.stderr)
        return 2
    table = replay.stats
    if table is None:
        print(f"vtt stats: the game {module.id} keeps no statistics", file=sys.stderr)
        return 2
    titles = column_titles(table.charts)
    if args.csv:
        sys.stdout.write(table.csv(titles))
        return 0
    last = len(table.steps) - 1
    print(f"{len(table.steps)} steps, {table.clocks[last]} {table.stats.clock_name.english()}(s)")
    for key, title in titles.items():
        value = table.values[key][last]
        print(f"{title}: {'-' if value is None else f'{value:g}'}")
    return 0


def add_stats_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("save")
    p.add_argument("--csv", action="store_true", help="every step's values as CSV")
    p.add_argument(
        "--seat", type=int, help="through this seat's eyes (0 is the first; unfinished games)"
    )
