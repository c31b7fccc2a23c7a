"""How long seeking takes in the replay of a long game.

Two 5-seat games, each saved, read back and opened as a replay:

* the free table with the 2,000-command log of ``bench/core_commands.py`` (the same game
  the save and load figures use), watched as seat 0;
* the longest rules-on VTES game between random bots among ``--seeds`` seeds (whole games
  end by ousting after about 1,100 to 1,900 commands), watched finished, every card shown.

Figures: opening the replay (one pass over the log: the seat's view, the timeline's marks
and the statistics sample of every step) and seeking to ``--seeks`` random steps (the
seat's view included), wall-clock on the shared machine; the target is <= 50 ms for every
seek.  Usage: ``python bench/replay_seek.py [--seeds 30] [--seeks 500]``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time
from pathlib import Path

from core_commands import new_session, table_commands

from vtt.core.model import OMNISCIENT
from vtt.core.replay import SNAPSHOT_GAP, Replay, read_replay
from vtt.core.saves import save_game
from vtt.core.session import Session
from vtt.games.vtes.cards import load_cards
from vtt.games.vtes.rules.bots import new_bot_game, play_out


def longest_vtes_game(seeds: int) -> tuple[int, Session]:
    best: tuple[int, Session] | None = None
    for seed in range(seeds):
        session = new_bot_game(seed, seats=5, rounds=0)
        try:
            play_out(session)
        except RuntimeError:  # a bot's refused move: not a whole game
            continue
        if best is None or len(session.commands) > len(best[1].commands):
            best = seed, session
    assert best is not None
    return best


def measure(label: str, session: Session, seat: int, seeks: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "long.vttsave"
        save_game(path, session)
        save, _ = read_replay(path)
    start = time.perf_counter()
    watched = Replay.from_save(save, session.module, seat)
    opened = time.perf_counter() - start
    rng = random.Random(1)
    times = []
    for _ in range(seeks):
        step = rng.randint(0, watched.length)
        t0 = time.perf_counter()
        watched.seek(step)
        times.append((time.perf_counter() - t0) * 1000)
    times.sort()
    print(f"{label}: {watched.length} commands, {len(watched.snapshots)} snapshots")
    print(f"  open the replay: {opened * 1000:.0f} ms")
    print(
        f"  seek to a random step ({seeks} seeks): median {statistics.median(times):.1f} ms, "
        f"p95 {times[int(0.95 * (len(times) - 1))]:.1f} ms, max {times[-1]:.1f} ms "
        "(target <= 50 ms)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=30)
    parser.add_argument("--seeks", type=int, default=500)
    args = parser.parse_args()
    print(f"snapshots every {SNAPSHOT_GAP} steps and after every undo, redo or rollback")
    free = new_session(seed=2)
    table_commands(free, 2_000)
    measure("5-seat free table", free, 0, args.seeks)
    load_cards()
    seed, vtes = longest_vtes_game(args.seeds)
    measure(f"5-seat VTES, rules on (seed {seed})", vtes, OMNISCIENT, args.seeks)


if __name__ == "__main__":
    main()
