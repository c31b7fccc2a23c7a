"""1347 (White Goblin Games, 2012): every component and rule, scoring, the plague, and bots.

The module class is ``module.Game1347``; ``registration.py`` names it without importing it,
so listing the games loads nothing of 1347.
"""
