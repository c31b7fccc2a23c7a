"""A desktop virtual tabletop for VTES, 1347, Nights of Blood and any deck of cards."""

__version__ = "0.1.0"
