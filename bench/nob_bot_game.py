"""How long a complete 5-player Nights of Blood game played by bots takes.

Per bot level, over ``--games`` seeds: the session's fast path (``bots.play_out``: no copy
of the state before each command, the pipeline bot runs and tests use; the target is
<= 50 ms a game), the same game through the ordinary Session as the app runs it (a copy of
the state per rules command), and the commands per game.  CPU (process) time is printed
beside wall-clock time: the machine is shared.
Usage: ``python bench/nob_bot_game.py [--games 30] [--players 5]``.
"""

from __future__ import annotations

import argparse
import statistics
import time

from vtt.core.bots import play_bots
from vtt.core.module import GameSpec, SeatSpec
from vtt.core.session import Session
from vtt.games import get_game
from vtt.games.nob.bots import play_out


def _spec(players: int, seed: int, level: str) -> GameSpec:
    return GameSpec(
        game="nob",
        seats=[SeatSpec(name=f"Bot {i + 1}", bot=level) for i in range(players)],
        seed=seed,
        rules=True,
    )


def measure(players: int, games: int, level: str) -> dict[str, list[float]]:
    module = get_game("nob")
    out: dict[str, list[float]] = {k: [] for k in ("engine", "engine_cpu", "session", "moves")}
    for seed in range(games):
        state = module.new_state(_spec(players, seed, level))
        w, c = time.perf_counter(), time.process_time()
        out["moves"].append(len(play_out(state).commands))
        out["engine"].append(time.perf_counter() - w)
        out["engine_cpu"].append(time.process_time() - c)
        spec = _spec(players, seed, level)
        session = Session(module.new_state(spec), module, spec)
        w = time.perf_counter()
        play_bots(session)
        out["session"].append(time.perf_counter() - w)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--players", type=int, default=5)
    args = parser.parse_args()
    for level in ("random", "heuristic"):
        m = measure(args.players, args.games, level)
        ms = {k: statistics.median(v) * 1000 for k, v in m.items() if k != "moves"}
        print(
            f"{level:>6}: fast path {ms['engine']:.1f} ms (cpu {ms['engine_cpu']:.1f} ms), "
            f"session {ms['session']:.1f} ms, {statistics.median(m['moves']):.0f} moves "
            f"(medians over {args.games} games, {args.players} players)"
        )


if __name__ == "__main__":
    main()
