"""Registers Nights of Blood with :mod:`vtt.games`."""

from .. import register_game

register_game("nob", "vtt.games.nob.module", "NobModule", rank=30)
