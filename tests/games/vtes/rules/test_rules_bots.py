"""Random bots play four-seat games of the Fifth Edition starters to the end with every
invariant of vtes.md §20 checked after every command; the same seed replays the same game."""

import logging

import pytest

from vtt.core.bots import play_bots
from vtt.core.model import encode_state
from vtt.games.vtes.rules.bots import new_bot_game, play_out
from vtt.games.vtes.rules.data import OVER, rules
from vtt.games.vtes.rules.invariants import assert_invariants

GAMES = 200
ROUNDS = 5  # the time limit that keeps 200 games fast (all 200 uncapped take about 60 s)


def _check(state):
    assert_invariants(state, full_hands=True)


@pytest.mark.slow
def test_200_starter_games_between_bots_with_the_invariants_on(module, caplog):
    """The engine's own ``debug_invariants`` check after every command, the session's
    fast path and the program's bot driver, as a table of bots plays: every game ends or
    reaches its time limit, every bot command is accepted (a refused one stops the bots,
    which would leave the game unfinished), every hand stays full."""
    caplog.set_level(logging.ERROR, logger="vtt")
    for seed in range(GAMES):
        session = new_bot_game(
            seed, rounds=ROUNDS, module=module, debug_invariants=True, restore_by_replay=True
        )
        session.listeners.append(lambda entry, state=session: _check(state.state))
        moves = play_bots(session)
        assert rules(session.state)["phase"] == OVER, f"seed {seed} stalled after {moves} moves"
        assert not caplog.records, caplog.records[0].getMessage()


def test_a_contested_vampire_in_torpor_is_not_offered_for_diablerie_or_rescue(module):
    """A five-seat bot game (seed 37) once stalled: a bot was offered the diablerie of a
    contested, face-down vampire in torpor, which the engine then refused."""
    from vtt.core.table import move_card
    from vtt.games.vtes.rules import commands as K
    from vtt.games.vtes.rules.data import MINION
    from vtt.games.vtes.rules.legal import legal_commands

    from .conftest import Table

    t = Table()
    t.to_phase(MINION)
    t.vampire(0, 3, "Sully")
    sleeper = t.vampire(1, 2, "Bronwen")
    move_card(t.state, t.state.cards[sleeper.id], t.state.zones["s1.torpor"])
    targets = {c.target_card for c in legal_commands(t.state, 0) if isinstance(c, K.Act)}
    assert sleeper.id in targets
    t.state.cards[sleeper.id].face_up = False  # contested: out of play
    targets = {c.target_card for c in legal_commands(t.state, 0) if isinstance(c, K.Act)}
    assert sleeper.id not in targets


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
