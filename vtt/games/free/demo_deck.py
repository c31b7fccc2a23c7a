"""The built-in demo deck: a French-suited deck of 52 cards and 2 jokers.

Everybody knows these cards, and the generic renderer can draw them from their names alone,
so the app and the tests always have something to play with, without any image file.
Catalogue ids look like ``demo:QH`` (queen of hearts) and ``demo:JK1``.
"""

from __future__ import annotations

from ...core.faces import CardFace
from ...core.messages import QT_TRANSLATE_NOOP

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS = {
    "S": ("\u2660", "#1b1b1b", QT_TRANSLATE_NOOP("Cards", "Spades")),
    "H": ("\u2665", "#b3121b", QT_TRANSLATE_NOOP("Cards", "Hearts")),
    "D": ("\u2666", "#b3121b", QT_TRANSLATE_NOOP("Cards", "Diamonds")),
    "C": ("\u2663", "#1b1b1b", QT_TRANSLATE_NOOP("Cards", "Clubs")),
}
RANK_NAMES = {
    "A": QT_TRANSLATE_NOOP("Cards", "Ace"),
    "J": QT_TRANSLATE_NOOP("Cards", "Jack"),
    "Q": QT_TRANSLATE_NOOP("Cards", "Queen"),
    "K": QT_TRANSLATE_NOOP("Cards", "King"),
}


def demo_catalog() -> list[str]:
    """The 54 catalogue ids of one demo deck, in a fixed order."""
    return [f"demo:{r}{s}" for s in SUITS for r in RANKS] + ["demo:JK1", "demo:JK2"]


#: the names in Spanish, for faces built with ``language="es"`` (the faces are drawn before
#: any Qt translator could be asked, as the 1347 faces are; the "Cards" strings above carry the
#: same words in vtt_es.ts)
_SPANISH = {
    "Spades": "Picas",
    "Hearts": "Corazones",
    "Diamonds": "Diamantes",
    "Clubs": "Tréboles",
    "Ace": "As",
    "Jack": "Jota",
    "Queen": "Reina",
    "King": "Rey",
    "Joker": "Comodín",
}
JOKER = QT_TRANSLATE_NOOP("Cards", "Joker")
OF_SUIT = QT_TRANSLATE_NOOP("Cards", "{rank} of {suit}")


def _name(text: str, language: str) -> str:
    return _SPANISH.get(text, text) if language == "es" else text


def demo_face(catalog: str, back: str = "", language: str = "en") -> CardFace:
    """The face of a demo card, named in English or, for ``language="es"``, in Spanish."""
    code = catalog.removeprefix("demo:")
    if code.startswith("JK"):
        joker = _name(JOKER.text, language)
        return CardFace(
            title=joker, kind=joker, corner="\u2605", big="\u2605", colour="#5b3f8c", back=back
        )
    rank, suit = code[:-1], code[-1]
    symbol, colour, suit_name = SUITS[suit]
    rank_name = _name(RANK_NAMES[rank].text, language) if rank in RANK_NAMES else rank
    suit_text = _name(suit_name.text, language)
    template = "{rank} de {suit}" if language == "es" else OF_SUIT.text
    return CardFace(
        title=template.format(rank=rank_name, suit=suit_text),
        kind=suit_text,
        corner=f"{rank}{symbol}",
        big=symbol,
        colour=colour,
        back=back,
    )
