"""The card-playing bot ("heuristic") beats random bots more often than chance: one of it
against three random bots, in each seat in turn, to the end of the game (the figures of
``bench/vtes_bot_strength.py`` over more games go in docs/performance.md)."""

import pytest

from vtt.games.vtes.rules.bots import new_bot_game, play_out
from vtt.games.vtes.rules.scoring import score_sheet

GAMES = 24


@pytest.mark.slow
def test_the_card_playing_bot_wins_more_often_than_a_random_seat():
    wins = 0
    for game in range(GAMES):
        seat = game % 4
        levels = tuple("heuristic" if s == seat else "random" for s in range(4))
        session = new_bot_game(1000 + game, rounds=0, levels=levels, debug_invariants=True)
        play_out(session)
        wins += score_sheet(session.state).winners == [seat]
    # chance is a quarter of the games (6): it must do clearly better
    assert wins >= 9, f"{wins} of {GAMES}"
