"""The fonts the table and the card faces paint with, built once and shared.

Painting happens on every repaint of every item, so no ``paint`` builds a font: it asks
here for one by size and style and gets the same object each time.  The fonts are shared:
callers hand them to ``QPainter.setFont`` (which copies) and never change them.
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtGui import QFont

#: the family every drawn text uses (shipped with the app's Qt, the same on every machine)
FAMILY = "DejaVu Sans"


@lru_cache(maxsize=256)
def font(px: int, bold: bool = False, italic: bool = False, unhinted: bool = False) -> QFont:
    """The font of ``px`` pixels (at least 1); ``unhinted`` for text drawn at one size and
    scaled (card faces)."""
    made = QFont(FAMILY)
    made.setPixelSize(max(1, px))
    made.setBold(bold)
    made.setItalic(italic)
    if unhinted:
        made.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return made
