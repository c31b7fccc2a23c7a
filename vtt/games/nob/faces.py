"""How the Nights of Blood cards look: :class:`CardFace` data for the generic renderer.

The frame colours are the rulebook's borders (black Habilidad, blue Trasfondo, green
Contacto, red Disciplina); the other decks get their own.  The name and text come from the
card data in the language asked for (Spanish or English); a Discipline shows the clans that
may use it as badges, and ``back`` names the deck so each deck's backs differ.
"""

from __future__ import annotations

from functools import cache

from ...core.faces import Badge, CardFace
from .cards import ATTR_NAMES, card

BORDERS = {
    "habilidad": "#111111",
    "trasfondo": "#1f4e9c",
    "contacto": "#1e7b34",
    "disciplina": "#a31515",
    "clan": "#5b3a1a",
    "herida": "#7a0f0f",
    "secta": "#3b2f4a",
    "evento": "#4a4a4a",
}
TYPE_NAMES = {
    "es": {
        "habilidad": "Habilidad",
        "trasfondo": "Trasfondo",
        "contacto": "Contacto",
        "disciplina": "Disciplina",
        "clan": "Clan",
        "herida": "Herida",
        "secta": "Secta",
        "evento": "Evento",
    },
    "en": {
        "habilidad": "Ability",
        "trasfondo": "Background",
        "contacto": "Contact",
        "disciplina": "Discipline",
        "clan": "Clan",
        "herida": "Wound",
        "secta": "Sect",
        "evento": "Event",
    },
}
BACKS = {
    "main": "Nights of Blood",
    "wound": "Herida Agravada",
    "clan": "Clan",
    "discipline": "Disciplinas",
    "sect": "Secta",
    "event": "Eventos",
}


@cache
def card_face(catalog: str, language: str = "en") -> CardFace:
    d = card(catalog)
    lang = language if language in TYPE_NAMES else "en"
    eff = d.effect
    corner = ATTR_NAMES[lang][eff.attr][:3].upper() if eff.attr else ""
    return CardFace(
        title=d.local_name(lang),
        kind=TYPE_NAMES[lang][d.type],
        text=d.local_text(lang),
        corner=corner,
        colour=BORDERS[d.type],
        badges=tuple(Badge(text=c[:3].upper(), colour="#6b1010") for c in d.clans),
        back=BACKS[d.deck],
    )
