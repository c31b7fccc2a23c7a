"""1347 (White Goblin Games, 2012): every component and rule, scoring, the plague, and bots."""

from .module import Game1347

__all__ = ["Game1347"]
