"""Vampire: The Eternal Struggle: cards and decks from krcg, the table, set-up and helpers.

The module class lives in :mod:`.module` (imported lazily by :mod:`vtt.games`); the rules
engine will live in the ``rules`` sub-package.
"""
