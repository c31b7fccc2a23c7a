"""How a VTES card looks, as a :class:`~vtt.core.faces.CardFace` for the generic renderer.

Crypt cards show their capacity in the corner, their disciplines as badges (superior ones
emphasised, in upper case as on the VEKN lists) and their clan; library cards show their
cost, their discipline and clan requirements, and a frame tinted by their card type.
"""

from __future__ import annotations

from ...core.faces import Badge, CardFace
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
DISCIPLINE_COLOUR = "#3a3a3a"
SUPERIOR_COLOUR = "#8a1c1c"
CLAN_COLOUR = "#6b5b45"
CRYPT_BACK = "crypt"
LIBRARY_BACK = "library"


def _cost(card: CardRecord) -> str:
    parts = []
    if card.pool_cost:
        parts.append(f"{card.pool_cost} pool")
    if card.blood_cost:
        parts.append(f"{card.blood_cost} blood")
    if card.conviction_cost:
        parts.append(f"{card.conviction_cost} conviction")
    return ", ".join(parts)


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


def card_face(card: CardRecord, language: str = "en") -> CardFace:
    """The face of ``card``, with its name and text in ``language`` when krcg has them."""
    title = card.card_title(language)
    colour = TYPE_COLOURS.get(card.types[0] if card.types else "", "#6b5b45")
    if card.is_crypt:
        kind = " / ".join(card.types)
        if card.clan:
            kind += f" \u2014 {card.clan}"
        badges = discipline_badges(card.disciplines)
        if card.clan:
            badges += (_clan_badge(card.clan),)
        group = "Group ANY" if card.group == "ANY" else f"Group {card.group}"
        footer = " \u00b7 ".join(x for x in (group, card.sect, card.title, card.path) if x)
        return CardFace(
            title=title,
            kind=kind,
            text=card.display_text(language),
            corner=str(card.capacity) if card.capacity is not None else "",
            colour=colour,
            badges=badges,
            footer=footer,
            back=CRYPT_BACK,
        )
    badges = discipline_badges(card.disciplines) + tuple(_clan_badge(c) for c in card.clans)
    footer = " \u00b7 ".join(
        x
        for x in (
            "Trifle" if card.trifle else "",
            "Burn option" if card.burn_option else "",
            "Unique" if card.unique else "",
            "Banned" if card.banned else "",
            card.path,
        )
        if x
    )
    return CardFace(
        title=title,
        kind="/".join(card.types),
        text=card.display_text(language),
        cost=_cost(card),
        colour=colour,
        badges=badges,
        footer=footer,
        back=LIBRARY_BACK,
    )
