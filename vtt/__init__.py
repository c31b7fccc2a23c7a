"""A desktop virtual tabletop for VTES, 1347 and any deck of cards (Nights of Blood is planned)."""

__version__ = "0.1.0"
