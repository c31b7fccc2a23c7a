"""How long a complete 4-player 1347 game played by bots takes.

Three figures per bot level, over ``--games`` seeds:

* ``fast``: the game through the Session's fast path for bot runs (``restore_by_replay``:
  no copy of the state before each rules command), with ``play_bots`` - what the tests run;
  the target is <= 50 ms a game;
* ``session``: the same game through the ordinary Session (an encoded copy of the state
  before each rules command, history, log) with ``play_bots``, as the UI runs it;
* commands per game.

Wall-clock and CPU (process) time are both printed: the CI machine is shared, and CPU time
is what a game costs.  Usage: ``python bench/g1347_bot_game.py [--games 30] [--players 4]``.
"""

from __future__ import annotations

import argparse
import statistics
import time

from vtt.core.bots import play_bots
from vtt.core.module import GameSpec, SeatSpec
from vtt.core.session import Session
from vtt.games import get_game


def _spec(players: int, seed: int, level: str) -> GameSpec:
    return GameSpec(
        game="1347",
        seats=[SeatSpec(name=f"Bot {i + 1}", bot=level) for i in range(players)],
        seed=seed,
        rules=True,
        options={"buildings": "random"},
    )


def measure(players: int, games: int, level: str) -> dict[str, list[float]]:
    module = get_game("1347")
    out: dict[str, list[float]] = {
        "fast_wall": [],
        "fast_cpu": [],
        "session_wall": [],
        "session_cpu": [],
        "commands": [],
    }
    for seed in range(games):
        spec = _spec(players, seed, level)
        fast = Session(module.new_state(spec), module, spec, restore_by_replay=True)
        w, c = time.perf_counter(), time.process_time()
        play_bots(fast)
        out["fast_wall"].append(time.perf_counter() - w)
        out["fast_cpu"].append(time.process_time() - c)
        out["commands"].append(len(fast.commands))
        session = Session(module.new_state(spec), module, spec)
        w, c = time.perf_counter(), time.process_time()
        play_bots(session)
        out["session_wall"].append(time.perf_counter() - w)
        out["session_cpu"].append(time.process_time() - c)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--players", type=int, default=4)
    args = parser.parse_args()
    get_game("1347").new_state(_spec(args.players, 0, "random"))  # imports and data file
    print(f"1347, {args.players} players, {args.games} games per level (times per game)")
    print(f"{'level':<10} {'figure':<14} {'median':>9} {'p95':>9} {'max':>9}")
    for level in ("random", "heuristic"):
        figures = measure(args.players, args.games, level)
        for key in ("fast_cpu", "fast_wall", "session_cpu", "session_wall"):
            values = sorted(figures[key])
            p95 = values[min(len(values) - 1, int(len(values) * 0.95))]
            print(
                f"{level:<10} {key:<14} {statistics.median(values) * 1000:8.1f}ms"
                f" {p95 * 1000:8.1f}ms {values[-1] * 1000:8.1f}ms"
            )
        print(f"{level:<10} {'commands':<14} {statistics.median(figures['commands']):9.0f}")


if __name__ == "__main__":
    main()
