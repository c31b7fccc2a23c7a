"""Balance of the Nights of Blood card set, measured with games between the ``win`` bots.

Per mode: who wins (in BANG! mode: the Sovereign's side, the two-card enemy sect, the lone
third sect; elsewhere the Sovereign's side against the rest; in solo the Sovereign), the
median length in nights, and how often each main-deck card is played (share of games in
which at least one copy was played, answers included).  Targets (docs/games/
nights-of-blood.md): 5-player BANG! side win rates within 40-60 %, median game 3 to 8
nights, every main-deck card played in >= 5 % of games.
Usage: ``python bench/nob_balance.py [--games 2000] [--modes bang:5,duel:3]``.
"""

from __future__ import annotations

import argparse
import statistics
from collections import Counter

from vtt.core.module import GameSpec, SeatSpec
from vtt.games import get_game
from vtt.games.nob.bots import play_out
from vtt.games.nob.cards import catalogue
from vtt.games.nob.rules import NobState, rules_of

MODES = "bang:5,bang:4,random:5,duel:3,duel:2,solo:4"


def side(g: NobState) -> str:
    """Which side won: "sovereign", "enemy" (the biggest hostile sect) or "third"."""
    if g.mode == "solo":
        return "sovereign" if g.winners == [g.sovereign] else "other"
    if g.sovereign in g.winners:
        return "sovereign"
    if g.mode != "bang":
        return "other"
    sov = g.vampires[g.sovereign].sect
    sizes = Counter(v.sect for v in g.vampires if v.sect != sov)
    return "third" if sizes[g.vampires[g.winners[0]].sect] == 1 else "enemy"


def run(mode: str, players: int, games: int) -> dict:
    module = get_game("nob")
    sides: Counter[str] = Counter()
    nights: list[int] = []
    played: Counter[str] = Counter()
    for seed in range(games):
        spec = GameSpec(
            game="nob",
            seats=[SeatSpec(name=f"Bot {i + 1}", bot="heuristic") for i in range(players)],
            seed=seed,
            rules=True,
            options={"mode": mode},
        )
        g = rules_of(play_out(module.new_state(spec)).state)
        sides[side(g)] += 1
        nights.append(g.night)
        played.update(set(g.played))
    return {"sides": sides, "nights": nights, "played": played, "games": games}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--modes", default=MODES)
    args = parser.parse_args()
    main_deck = sorted(c.id for c in catalogue().values() if c.deck == "main")
    for item in args.modes.split(","):
        mode, players = item.split(":")
        r = run(mode, int(players), args.games)
        rates = ", ".join(
            f"{k} {100 * v / r['games']:.1f} %" for k, v in sorted(r["sides"].items())
        )
        print(f"{mode} {players}: {rates}; median {statistics.median(r['nights'])} nights")
        rare = [f"{c} {100 * r['played'][c] / r['games']:.0f} %" for c in main_deck]
        print("   played in: " + ", ".join(rare))


if __name__ == "__main__":
    main()
