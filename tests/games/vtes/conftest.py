"""Shared fixtures of the VTES tests: the card database (built once per test run into the
private cache folder the top conftest sets up) and the game module."""

import pytest

from vtt.games import get_game
from vtt.games.vtes.cards import load_cards


@pytest.fixture(scope="session")
def db():
    return load_cards()


@pytest.fixture(scope="session")
def module(db):
    return get_game("vtes")
