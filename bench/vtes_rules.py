"""How fast the VTES rules engine plays and lists its choices.

Two figures over ``--games`` seeds of four-seat games of the Fifth Edition starters between
random bots (``vtt.games.vtes.rules.bots``):

* a whole game to the end (no time limit: it ends when three Methuselahs are ousted), played
  by the program's bot driver (``vtt.core.bots.play_bots``) through the Session's fast path
  (``restore_by_replay``), as the tests and headless games do; median of the games, target
  <= 500 ms;
* ``legal_commands`` for the decision of the moment (every command the deciding seat may
  send), timed at every decision of the same games played again; median target <= 1 ms
  (p95 and worst are printed too).

CPU time of the process (the machine is shared).  Usage:
``python bench/vtes_rules.py [--games 20]``.
"""

from __future__ import annotations

import argparse
import statistics
import time

from vtt.core.bots import play_bots
from vtt.games import get_game
from vtt.games.vtes.cards import load_cards
from vtt.games.vtes.rules.bots import bot_move, new_bot_game
from vtt.games.vtes.rules.data import OVER, rules
from vtt.games.vtes.rules.legal import legal_commands
from vtt.games.vtes.rules.stages import decider


def whole_game(seed: int, module) -> tuple[float, int]:
    """CPU seconds and bot moves of one game to its end."""
    session = new_bot_game(seed, rounds=0, module=module, restore_by_replay=True)
    start = time.process_time()
    moves = play_bots(session)
    seconds = time.process_time() - start
    assert rules(session.state)["phase"] == OVER, f"seed {seed} did not end"
    return seconds, moves


def legal_times(seed: int, module, out: list[float]) -> None:
    """``legal_commands`` timed at every decision of the game of ``seed``."""
    session = new_bot_game(seed, rounds=0, module=module, restore_by_replay=True)
    while (seat := decider(session.state).seat) is not None:
        t0 = time.process_time()
        legal_commands(session.state, seat)
        out.append(time.process_time() - t0)
        result = session.submit(bot_move(session.state, seat))
        assert result.ok, result.reason.english() if result.reason else ""


def p95(values: list[float]) -> float:
    return sorted(values)[int(0.95 * (len(values) - 1))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    args = parser.parse_args()
    load_cards()
    module = get_game("vtes")
    games, moves, legal = [], [], []
    for seed in range(args.games):
        seconds, n = whole_game(seed, module)
        games.append(seconds)
        moves.append(n)
        legal_times(seed, module, legal)
    print(
        f"games: {args.games}, bot moves a game: median {statistics.median(moves):.0f}, "
        f"max {max(moves)}"
    )
    print(
        f"whole game (CPU): median {statistics.median(games) * 1000:.0f} ms, "
        f"p95 {p95(games) * 1000:.0f} ms, max {max(games) * 1000:.0f} ms (target <= 500 ms)"
    )
    print(
        f"legal_commands (CPU, {len(legal)} decisions): "
        f"median {statistics.median(legal) * 1000:.3f} ms, "
        f"p95 {p95(legal) * 1000:.3f} ms, max {max(legal) * 1000:.3f} ms (target <= 1 ms)"
    )


if __name__ == "__main__":
    main()
