"""Fixtures of the deck dialog tests: the VTES module (skipped where it is missing) and a
few TWDA listings written from krcg's archive by bench/twda_import.py."""

import sys
from pathlib import Path

import pytest

from vtt.games import game_ids, get_game

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture(scope="session")
def vtes():
    if "vtes" not in game_ids():
        pytest.skip("no VTES module")
    return get_game("vtes")


@pytest.fixture(scope="session")
def twda_decks(vtes):
    """Three seeded TWDA decks: ``(deck id, listing text, {catalog: count})``."""
    sys.path.insert(0, str(ROOT / "bench"))
    try:
        from twda_import import twda_texts
    finally:
        sys.path.pop(0)
    return twda_texts(sample=3, seed=2026)
