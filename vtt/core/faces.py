"""What a card face shows, as data, so one renderer can draw the cards of every game.

A game module turns its catalogue entry into a :class:`CardFace`; the UI's card renderer
draws any face from it (name, type line, cost and capacity corners, discipline or class
badges, text) without knowing the game.  No image files are needed.
"""

from __future__ import annotations

import msgspec


class Badge(msgspec.Struct, frozen=True, omit_defaults=True):
    """A small mark on the face: a discipline (``superior`` draws it emphasised), a class,
    a symbol.  ``text`` is the few letters drawn inside it."""

    text: str
    colour: str = "#444444"
    superior: bool = False


class CardFace(msgspec.Struct, frozen=True, omit_defaults=True):
    """The face of one card.

    ``corner`` is the big number in the top corner (a capacity, a rank) and ``cost`` the
    cost line; ``icons`` are the type marks (a symbol on the type's colour) drawn before
    the type line, so a card's type shows even where its words are too small to read;
    ``colour`` tints the frame; ``back`` names which back the card has, so each
    deck's backs are distinct.  ``images`` are the names a picture of the card may be filed
    under in a user's image folder, the same in every language (its English name, its id);
    empty means the title.  ``picture`` is the key of the card's own picture
    (:mod:`vtt.core.pictures`: a deck of a user's images), which the UI shows when it has it.
    """

    title: str
    kind: str = ""
    text: str = ""
    corner: str = ""
    cost: str = ""
    colour: str = "#6b5b45"
    badges: tuple[Badge, ...] = ()
    footer: str = ""
    back: str = ""
    big: str = ""
    images: tuple[str, ...] = ()
    picture: str = ""
    icons: tuple[Badge, ...] = ()
