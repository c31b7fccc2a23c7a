"""How a VTES card looks, as a :class:`~vtt.core.faces.CardFace` for the generic renderer.

Crypt cards show their capacity in the corner, their disciplines as badges (superior ones
emphasised, in upper case as on the VEKN lists) and their clan; library cards show their
cost, an ally's or retainer's life in the corner, their discipline and clan requirements,
a mark per card type (a symbol, the same in every language) and a frame tinted by their
card type.

Names and card texts come translated from krcg; every other word of a face (types, clans,
sects, titles, costs, the footer's marks) is marked here for the app's catalogue in the
context "VtesFace" and put in the face's language through :func:`localised`.  Discipline and
clan badges keep the language-free VEKN abbreviations.  A face also names its pictures by the
card's English name and id, so a user's image folder matches in every language.
"""

from __future__ import annotations

import re

from ...core.faces import Badge, CardFace
from ...core.messages import QT_TRANSLATE_NOOP, Message, localised
from .cards import CardRecord

#: frame tint per card type (the first type of a multi-type card wins)
TYPE_COLOURS = {
    "Vampire": "#7b1e1e",
    "Imbued": "#2e4f7a",
    "Master": "#5b4a2f",
    "Action": "#3c5a3c",
    "Political Action": "#6b5a1e",
    "Ally": "#4a3c6b",
    "Retainer": "#3c4f6b",
    "Equipment": "#5a5a5a",
    "Action Modifier": "#2f5a5a",
    "Reaction": "#1e4a6b",
    "Combat": "#8a3c1e",
    "Event": "#6b1e5a",
    "Power": "#4f6b2e",
    "Conviction": "#2e6b6b",
}
#: a language-free mark per library card type, drawn on the type's colour (crypt cards show
#: their capacity instead)
TYPE_MARKS = {
    "Master": "\u265b",
    "Action": "\u27a4",
    "Political Action": "\u2696",
    "Ally": "\u263a",
    "Retainer": "\u265f",
    "Equipment": "\u2692",
    "Action Modifier": "\u00b1",
    "Reaction": "\u21ba",
    "Combat": "\u2694",
    "Event": "\u2726",
    "Power": "\u26a1",
    "Conviction": "\u271d",
}
TYPE_NAMES = {
    "Vampire": QT_TRANSLATE_NOOP("VtesFace", "Vampire"),
    "Imbued": QT_TRANSLATE_NOOP("VtesFace", "Imbued"),
    "Master": QT_TRANSLATE_NOOP("VtesFace", "Master"),
    "Action": QT_TRANSLATE_NOOP("VtesFace", "Action"),
    "Political Action": QT_TRANSLATE_NOOP("VtesFace", "Political Action"),
    "Ally": QT_TRANSLATE_NOOP("VtesFace", "Ally"),
    "Retainer": QT_TRANSLATE_NOOP("VtesFace", "Retainer"),
    "Equipment": QT_TRANSLATE_NOOP("VtesFace", "Equipment"),
    "Action Modifier": QT_TRANSLATE_NOOP("VtesFace", "Action Modifier"),
    "Reaction": QT_TRANSLATE_NOOP("VtesFace", "Reaction"),
    "Combat": QT_TRANSLATE_NOOP("VtesFace", "Combat"),
    "Event": QT_TRANSLATE_NOOP("VtesFace", "Event"),
    "Power": QT_TRANSLATE_NOOP("VtesFace", "Power"),
    "Conviction": QT_TRANSLATE_NOOP("VtesFace", "Conviction"),
}
#: clans and Imbued creeds whose Spanish name differs from the English one are translated;
#: the rest are proper names, the same in both languages
CLAN_NAMES = {
    "Abomination": QT_TRANSLATE_NOOP("VtesFace", "Abomination"),
    "Blood Brother": QT_TRANSLATE_NOOP("VtesFace", "Blood Brother"),
    "Daughter of Cacophony": QT_TRANSLATE_NOOP("VtesFace", "Daughter of Cacophony"),
    "Gargoyle": QT_TRANSLATE_NOOP("VtesFace", "Gargoyle"),
    "Harbinger of Skulls": QT_TRANSLATE_NOOP("VtesFace", "Harbinger of Skulls"),
    "Ministry": QT_TRANSLATE_NOOP("VtesFace", "Ministry"),
    "True Brujah": QT_TRANSLATE_NOOP("VtesFace", "True Brujah"),
    "Avenger": QT_TRANSLATE_NOOP("VtesFace", "Avenger"),
    "Defender": QT_TRANSLATE_NOOP("VtesFace", "Defender"),
    "Innocent": QT_TRANSLATE_NOOP("VtesFace", "Innocent"),
    "Judge": QT_TRANSLATE_NOOP("VtesFace", "Judge"),
    "Martyr": QT_TRANSLATE_NOOP("VtesFace", "Martyr"),
    "Redeemer": QT_TRANSLATE_NOOP("VtesFace", "Redeemer"),
    "Visionary": QT_TRANSLATE_NOOP("VtesFace", "Visionary"),
}
SECT_NAMES = {
    "Anarch": QT_TRANSLATE_NOOP("VtesFace", "Anarch"),
    "Camarilla": QT_TRANSLATE_NOOP("VtesFace", "Camarilla"),
    "Independent": QT_TRANSLATE_NOOP("VtesFace", "Independent"),
    "Laibon": QT_TRANSLATE_NOOP("VtesFace", "Laibon"),
    "Sabbat": QT_TRANSLATE_NOOP("VtesFace", "Sabbat"),
}
TITLE_NAMES = {
    "1 Vote": QT_TRANSLATE_NOOP("VtesFace", "1 Vote"),
    "2 Votes": QT_TRANSLATE_NOOP("VtesFace", "2 Votes"),
    "Archbishop": QT_TRANSLATE_NOOP("VtesFace", "Archbishop"),
    "Baron": QT_TRANSLATE_NOOP("VtesFace", "Baron"),
    "Bishop": QT_TRANSLATE_NOOP("VtesFace", "Bishop"),
    "Cardinal": QT_TRANSLATE_NOOP("VtesFace", "Cardinal"),
    "Inner Circle": QT_TRANSLATE_NOOP("VtesFace", "Inner Circle"),
    "Justicar": QT_TRANSLATE_NOOP("VtesFace", "Justicar"),
    "Magaji": QT_TRANSLATE_NOOP("VtesFace", "Magaji"),
    "Primogen": QT_TRANSLATE_NOOP("VtesFace", "Primogen"),
    "Prince": QT_TRANSLATE_NOOP("VtesFace", "Prince"),
    "Priscus": QT_TRANSLATE_NOOP("VtesFace", "Priscus"),
    "Regent": QT_TRANSLATE_NOOP("VtesFace", "Regent"),
}
PATH_NAMES = {
    "Caine": QT_TRANSLATE_NOOP("VtesFace", "Path of Caine"),
    "Cathari": QT_TRANSLATE_NOOP("VtesFace", "Path of Cathari"),
    "Death and the Soul": QT_TRANSLATE_NOOP("VtesFace", "Path of Death and the Soul"),
    "Power and the Inner Voice": QT_TRANSLATE_NOOP("VtesFace", "Path of Power and the Inner Voice"),
}
COSTS = (
    ("pool_cost", QT_TRANSLATE_NOOP("VtesFace", "{n} pool")),
    ("blood_cost", QT_TRANSLATE_NOOP("VtesFace", "{n} blood")),
    ("conviction_cost", QT_TRANSLATE_NOOP("VtesFace", "{n} conviction")),
)
GROUP = QT_TRANSLATE_NOOP("VtesFace", "Group {n}")
ANY_GROUP = QT_TRANSLATE_NOOP("VtesFace", "Group ANY")
MARKS = (
    ("trifle", QT_TRANSLATE_NOOP("VtesFace", "Trifle")),
    ("burn_option", QT_TRANSLATE_NOOP("VtesFace", "Burn option")),
    ("unique", QT_TRANSLATE_NOOP("VtesFace", "Unique")),
    ("banned", QT_TRANSLATE_NOOP("VtesFace", "Banned")),
)
DISCIPLINE_COLOUR = "#3a3a3a"
SUPERIOR_COLOUR = "#8a1c1c"
CLAN_COLOUR = "#6b5b45"
CRYPT_BACK = "crypt"
LIBRARY_BACK = "library"


def _word(names: dict[str, Message], value: str, language: str) -> str:
    """``value`` (a type, clan, sect, title or path from krcg) in ``language``."""
    name = names.get(value)
    return localised(name, language) if name is not None else value


def _cost(card: CardRecord, language: str) -> str:
    return ", ".join(
        localised(template.with_args(n=getattr(card, field)), language)
        for field, template in COSTS
        if getattr(card, field)
    )


def discipline_badges(disciplines: tuple[str, ...]) -> tuple[Badge, ...]:
    """Badges for krcg trigrams: ``"CEL"`` (superior) is emphasised, ``"aus"`` is not."""
    return tuple(
        Badge(text=d, colour=SUPERIOR_COLOUR, superior=True)
        if d.isupper()
        else Badge(text=d, colour=DISCIPLINE_COLOUR)
        for d in disciplines
    )


def _clan_badge(clan: str) -> Badge:
    words = clan.split()
    code = clan[:3] if len(words) == 1 else "".join(w[0] for w in words)
    return Badge(text=code, colour=CLAN_COLOUR)


_LIFE = re.compile(r"\b(\d+) life\b")


def _life(card: CardRecord) -> str:
    """An ally's or retainer's life, from its (English) text, for the face's corner: a
    heart after the number, so it does not read as a capacity."""
    if not {"Ally", "Retainer"} & set(card.types):
        return ""
    found = _LIFE.search(card.text)
    return f"{found.group(1)}\u2665" if found else ""


def card_face(card: CardRecord, language: str = "en") -> CardFace:
    """The face of ``card``, with its name and text in ``language`` when krcg has them."""
    title = card.card_title(language)
    colour = TYPE_COLOURS.get(card.types[0] if card.types else "", "#6b5b45")
    images = (card.card_title(), str(card.id))
    types = [_word(TYPE_NAMES, t, language) for t in card.types]
    path = _word(PATH_NAMES, card.path, language) if card.path else ""
    if card.is_crypt:
        kind = " / ".join(types)
        if card.clan:
            kind += f" \u2014 {_word(CLAN_NAMES, card.clan, language)}"
        badges = discipline_badges(card.disciplines)
        if card.clan:
            badges += (_clan_badge(card.clan),)
        group = localised(
            ANY_GROUP if card.group == "ANY" else GROUP.with_args(n=card.group), language
        )
        sect = _word(SECT_NAMES, card.sect, language) if card.sect else ""
        vote = _word(TITLE_NAMES, card.title, language) if card.title else ""
        footer = " \u00b7 ".join(x for x in (group, sect, vote, path) if x)
        return CardFace(
            title=title,
            kind=kind,
            text=_printable(card.display_text(language)),
            corner=str(card.capacity) if card.capacity is not None else "",
            colour=colour,
            badges=badges,
            footer=footer,
            back=CRYPT_BACK,
            images=images,
        )
    badges = discipline_badges(card.disciplines) + tuple(_clan_badge(c) for c in card.clans)
    marks = [localised(word, language) for field, word in MARKS if getattr(card, field)]
    footer = " \u00b7 ".join(marks + ([path] if path else []))
    return CardFace(
        title=title,
        kind="/".join(types),
        text=_printable(card.display_text(language)),
        corner=_life(card),
        cost=_cost(card, language),
        colour=colour,
        badges=badges,
        footer=footer,
        back=LIBRARY_BACK,
        images=images,
        icons=tuple(
            Badge(text=TYPE_MARKS[t], colour=TYPE_COLOURS[t]) for t in card.types if t in TYPE_MARKS
        ),
    )


#: marks of the card texts that the common desktop fonts lack (a box was drawn instead):
#: the directed-action mark, written as the rulebooks' plain-text form
_UNPRINTABLE = str.maketrans({"\u24b9": "(D)"})


def _printable(text: str) -> str:
    return text.translate(_UNPRINTABLE)
