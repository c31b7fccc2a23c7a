"""How much better the card-playing VTES bot ("heuristic") does than the random bot.

Plays four-seat games of the Fifth Edition starters, one card-playing ("heuristic") bot
against three random bots, the card-playing bot in each seat in turn, to the time limit (0:
none, to the last Methuselah), and prints how often it wins (the most victory points,
alone) against the 25% a random seat would, and its mean victory points against the
others'.

    PYTHONPATH=. python bench/vtes_bot_strength.py [games] [rounds]
"""

from __future__ import annotations

import sys
import time

from vtt.games.vtes.rules.bots import new_bot_game, play_out
from vtt.games.vtes.rules.scoring import score_sheet


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    wins = ties = 0
    mine = others = 0.0
    start = time.perf_counter()
    for game in range(games):
        seat = game % 4
        levels = tuple("heuristic" if s == seat else "random" for s in range(4))
        session = new_bot_game(1000 + game, rounds=rounds, levels=levels)
        play_out(session)
        sheet = score_sheet(session.state)
        wins += sheet.winners == [seat]
        ties += not sheet.winners
        mine += sheet.totals[seat]
        others += sum(sheet.totals) - sheet.totals[seat]
    took = time.perf_counter() - start
    print(f"{games} games of {rounds} rounds, one card-playing bot against three random bots")
    print(f"card-playing bot wins: {wins} ({100 * wins / games:.1f}%; chance 25%)")
    print(f"games with no winner: {ties}")
    print(f"mean VP: card-playing bot {mine / games:.2f}, a random bot {others / games / 3:.2f}")
    print(f"time: {took:.1f} s ({1000 * took / games:.0f} ms a game)")


if __name__ == "__main__":
    main()
