"""What the program is, in words: its description, the credits of the game data it bundles
and the trademark notices, for Help > About.

Kept out of the UI so that the UI names no game (the About dialog only lays these out);
the words are translatable messages.
"""

from __future__ import annotations

from .core.messages import QT_TRANSLATE_NOOP

#: one sentence saying what the program is
DESCRIPTION = QT_TRANSLATE_NOOP(
    "Product",
    "A virtual tabletop for Vampire: The Eternal Struggle, 1347, Nights of Blood and any deck of cards.",  # noqa: E501
)

#: the game data bundled with the program: (what, its licence)
DATA_CREDITS = (
    (
        QT_TRANSLATE_NOOP("Product", "VTES card data"),
        QT_TRANSLATE_NOOP(
            "Product", "\u00a9 Paradox Interactive, distributed by krcg under its terms"
        ),
    ),
)

#: trademark notices shown under the licences
NOTICES = (
    QT_TRANSLATE_NOOP(
        "Product",
        "Vampire: The Eternal Struggle is a trademark of Paradox Interactive AB. This program is not affiliated with or endorsed by Paradox Interactive.",  # noqa: E501
    ),
)
