"""Registers VTES with :mod:`vtt.games` without importing the card database."""

from .. import register_game

register_game("vtes", "vtt.games.vtes.module", "VtesModule", rank=10)
