"""Bots play uncapped four-seat games with decks drawn from all the preconstructed decks we
ship, not only the starters, with every invariant checked after every command: the cards
of the other decks meet the starters' and each other's effects, where offers that the
engine then refuses, or effects that outlive the combat they need, show up."""

import random

import pytest

from vtt.core.module import GameSpec, SeatSpec
from vtt.core.session import Session
from vtt.games.vtes.cards import load_cards
from vtt.games.vtes.rules.bots import play_out
from vtt.games.vtes.rules.data import OPT_DEBUG, OPT_TIME_LIMIT, OVER, rules

SEEDS = range(12)


def _game(module, seed: int) -> Session:
    rng = random.Random(seed)
    precons = sorted(load_cards().precons)
    seats = [
        SeatSpec(
            name=f"Bot {i + 1}",
            bot=rng.choice(["random", "heuristic"]),
            deck=f"vtes:precon:{rng.choice(precons)}",
        )
        for i in range(4)
    ]
    options = {OPT_TIME_LIMIT: 0, OPT_DEBUG: True}
    spec = GameSpec(game="vtes", seed=seed, rules=True, options=options, seats=seats)
    return Session(module.new_state(spec), module, spec)


@pytest.mark.slow
@pytest.mark.parametrize("seed", SEEDS)
def test_bots_play_the_preconstructed_decks_to_the_end(module, seed):
    session = _game(module, seed)
    play_out(session)  # raises on a refused bot command or a broken invariant
    assert rules(session.state)["phase"] == OVER
