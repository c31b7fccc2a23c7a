"""Random bots play four-seat games of the Fifth Edition starters to the end with every
invariant of vtes.md §20 checked after every command; the same seed replays the same game."""

import pytest

from vtt.core.model import encode_state
from vtt.games.vtes.rules.bots import new_bot_game, play_out
from vtt.games.vtes.rules.data import OVER, rules
from vtt.games.vtes.rules.invariants import assert_invariants

GAMES = 200
ROUNDS = 3  # the time limit that keeps 200 games fast; longer games are played below


def _check(state):
    assert_invariants(state, full_hands=True)


@pytest.mark.slow
def test_200_capped_bot_games(module):
    for seed in range(GAMES):
        session = new_bot_game(seed, rounds=ROUNDS, module=module)
        play_out(session, check=_check)
        assert rules(session.state)["phase"] == OVER


def test_uncapped_bot_games_end_by_ousting(module):
    for seed in range(1000, 1004):
        session = new_bot_game(seed, rounds=0, module=module)
        play_out(session, check=_check)
        r = rules(session.state)
        assert r["phase"] == OVER and len(r["ousted"]) == 3
        assert sum(r["scores"]) == 4


def test_the_same_seed_replays_the_same_game(module):
    first = new_bot_game(42, rounds=4, module=module)
    play_out(first)
    second = new_bot_game(42, rounds=4, module=module)
    play_out(second)
    assert first.commands == second.commands
    assert encode_state(first.state) == encode_state(second.state)


def test_listing_legal_commands_never_writes_the_state(module):
    """The host lists every seat's choices between commands (LAN): reading must not write."""
    from vtt.games.vtes.rules.legal import legal_commands

    def check(state):
        before = encode_state(state)
        for seat in range(len(state.seats)):
            legal_commands(state, seat)
        assert encode_state(state) == before

    session = new_bot_game(seed=11, rounds=3, module=module)
    play_out(session, check=check)
