"""How fast the VTES rules engine plays and lists its choices.

Two figures over ``--games`` seeds of four-seat games of the Fifth Edition starters between
random bots (``vtt.games.vtes.rules.bots``), played through the Session as the UI does:

* a whole game to the end (no time limit: it ends when three Methuselahs are ousted), the
  target is <= 2 s;
* ``legal_commands`` for the decision of the moment, timed at every decision of those
  games, the target is <= 5 ms (median, p95 and worst are printed).

CPU time of the process (the CI machine is shared).  Usage:
``python bench/vtes_rules.py [--games 20]``.
"""

from __future__ import annotations

import argparse
import statistics
import time

from vtt.games import get_game
from vtt.games.vtes.cards import load_cards
from vtt.games.vtes.rules.bots import bot_move, new_bot_game
from vtt.games.vtes.rules.legal import legal_commands
from vtt.games.vtes.rules.stages import decider


def play_timed(seed: int, module, legal_times: list[float]) -> tuple[float, int]:
    session = new_bot_game(seed, rounds=0, module=module)
    start = time.process_time()
    n = 0
    while (seat := decider(session.state).seat) is not None:
        t0 = time.process_time()
        legal_commands(session.state, seat)
        legal_times.append(time.process_time() - t0)
        result = session.submit(bot_move(session.state, seat))
        assert result.ok, result.reason.english()
        n += 1
    return time.process_time() - start, n


def p95(values: list[float]) -> float:
    return sorted(values)[int(0.95 * (len(values) - 1))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    args = parser.parse_args()
    load_cards()
    module = get_game("vtes")
    games, commands, legal = [], [], []
    for seed in range(args.games):
        seconds, n = play_timed(seed, module, legal)
        games.append(seconds)
        commands.append(n)
    print(
        f"games: {args.games}, commands a game: median {statistics.median(commands):.0f}, "
        f"max {max(commands)}"
    )
    print(
        f"whole game (CPU): median {statistics.median(games) * 1000:.0f} ms, "
        f"p95 {p95(games) * 1000:.0f} ms, max {max(games) * 1000:.0f} ms (target <= 2000 ms)"
    )
    print(
        f"legal_commands (CPU): median {statistics.median(legal) * 1000:.3f} ms, "
        f"p95 {p95(legal) * 1000:.3f} ms, max {max(legal) * 1000:.3f} ms (target <= 5 ms)"
    )


if __name__ == "__main__":
    main()
