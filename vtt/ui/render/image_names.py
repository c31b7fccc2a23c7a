"""How a card's name becomes an image file name.

User image folders and the KRCG image server both name a card's picture after its name,
lowercase, without accents, and with everything that is not a letter or digit removed:
"Gwen Brand" -> ``gwenbrand``, "Ânima" -> ``anima``.
"""

from __future__ import annotations

import unicodedata

IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg", ".webp")


def normalise_name(name: str) -> str:
    decomposed = unicodedata.normalize("NFKD", name)
    plain = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return "".join(ch for ch in plain.lower() if ch.isascii() and ch.isalnum())
