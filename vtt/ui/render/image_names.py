"""How a card's name becomes an image file name.

User image folders and the KRCG image server both name a card's picture after its name,
lowercase, without accents, and with everything that is not a letter or digit removed:
"Gwen Brand" -> ``gwenbrand``, "Ânima" -> ``anima``.  The rule lives in
:mod:`vtt.core.pictures`, which decks of a user's own card images share.
"""

from __future__ import annotations

from ...core.pictures import IMAGE_SUFFIXES, normalise_name

__all__ = ["IMAGE_SUFFIXES", "normalise_name"]
