"""Registers the free table with :mod:`vtt.games` (first in the list: the default game)."""

from .. import register_game

register_game("free", "vtt.games.free.module", "FreeTable", rank=0)
