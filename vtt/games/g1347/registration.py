"""Registers 1347 with :mod:`vtt.games`."""

from .. import register_game

register_game("1347", "vtt.games.g1347.module", "Game1347", rank=20)
