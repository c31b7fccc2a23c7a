"""The card set as typed records, the effect kinds the engine runs, and their checks.

:data:`.carddata.CARDS` is converted once into :class:`CardDef` records; a card whose deck,
type, effect kind, modifier or attribute the engine does not know is refused when the
module loads (:class:`CardDataError`), so the data and the engine cannot drift apart.
"""

from __future__ import annotations

from functools import cache

import msgspec

from .carddata import CARDS

ATTRS = ("fuerza", "destreza", "inteligencia", "suerte")
ATTR_NAMES = {
    "es": {
        "fuerza": "Fuerza",
        "destreza": "Destreza",
        "inteligencia": "Inteligencia",
        "suerte": "Suerte",
    },
    "en": {
        "fuerza": "Strength",
        "destreza": "Dexterity",
        "inteligencia": "Intelligence",
        "suerte": "Luck",
    },
}
DECKS = ("main", "wound", "clan", "discipline", "sect", "event")
TYPES = {
    "main": ("habilidad", "trasfondo", "contacto"),
    "wound": ("herida",),
    "clan": ("clan",),
    "discipline": ("disciplina",),
    "sect": ("secta",),
    "event": ("evento",),
}
#: effect kinds -> whether they name a target vampire
EFFECT_KINDS = {
    "none": False,
    "attack": True,  # roll attr; a hit deals n wounds (aggravated or light)
    "defend": False,  # cancel an Attack that hit you (answers only)
    "bite": True,  # the bite duel
    "blood": False,  # gain n blood
    "heal": False,  # discard up to n light wounds
    "heal_all": False,  # every living vampire discards n light wounds
    "draw": False,  # draw n cards
    "scavenge": False,  # top of the discard pile, then n from the deck
    "steal": True,  # roll attr; take a random hand card or a named card in play
    "discard": True,  # roll attr; the target discards a random hand card or a named one
    "area": False,  # every other vampire defends or takes n light wounds
    "hunt": False,  # every other vampire discards an Attack or takes n light wounds
    "hitman": True,  # a face-up Contacto: the target defends or takes n light wounds
    "mods": False,  # lasting modifiers while in play / active
}
#: lasting modifiers (clan, Trasfondo, face-up Contacto, the active Event)
MOD_KINDS = (
    "attack_bonus",
    "attack_limit",
    "armor",
    "haven",
    "hand_limit",
    "draw",
    "turn_blood",
    "regen",
    "crit_range",
    "discipline_free",
    "no_bite",
    "no_discipline",
    "sunlight",
)
SECTS = ("camarilla", "sabbat", "anarquistas")


class CardDataError(Exception):
    """The card data is wrong; the message names the card and the problem."""


class Effect(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    kind: str
    attr: str = ""
    n: int = 0
    aggravated: bool = False
    mods: dict[str, int] = {}


class CardDef(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    id: str
    deck: str
    type: str
    copies: int
    name: dict[str, str]
    text: dict[str, str]
    effect: Effect
    clans: tuple[str, ...] = ()

    @property
    def is_attack(self) -> bool:
        """An *Ataque* card of the main deck (what bite duels and hunts ask for)."""
        return self.deck == "main" and self.effect.kind == "attack"

    @property
    def is_defence(self) -> bool:
        return self.effect.kind == "defend"

    def local_name(self, language: str) -> str:
        return self.name.get(language) or self.name["en"]

    def local_text(self, language: str) -> str:
        return self.text.get(language) or self.text["en"]


def _check(card: CardDef, clan_ids: set[str]) -> None:
    def bad(why: str) -> CardDataError:
        return CardDataError(f"card '{card.id}': {why}")

    if card.deck not in DECKS or card.type not in TYPES[card.deck]:
        raise bad(f"unknown deck/type {card.deck}/{card.type}")
    if card.copies < 1:
        raise bad("needs at least 1 copy")
    if set(card.name) != {"es", "en"} or set(card.text) != {"es", "en"}:
        raise bad("needs a Spanish and an English name and text")
    eff = card.effect
    if eff.kind not in EFFECT_KINDS:
        raise bad(f"unknown effect kind '{eff.kind}'")
    if eff.attr and eff.attr not in ATTRS:
        raise bad(f"unknown attribute '{eff.attr}'")
    for key in eff.mods:
        if key not in MOD_KINDS:
            raise bad(f"unknown modifier '{key}'")
    if card.deck == "discipline" and not set(card.clans) <= clan_ids:
        raise bad("shows a clan icon that has no Clan card")


@cache
def catalogue() -> dict[str, CardDef]:
    """Every card definition by id, checked; raises :class:`CardDataError`."""
    try:
        cards = msgspec.convert(CARDS, list[CardDef])
    except msgspec.ValidationError as exc:
        raise CardDataError(f"card data: {exc}") from exc
    clan_ids = {c.id for c in cards if c.deck == "clan"}
    out: dict[str, CardDef] = {}
    for card in cards:
        if card.id in out:
            raise CardDataError(f"card '{card.id}' is defined twice")
        _check(card, clan_ids)
        out[card.id] = card
    return out


def card(catalog: str) -> CardDef:
    return catalogue()[catalog]


def deck_ids(deck: str) -> list[str]:
    """The catalogue ids of ``deck``, one entry per physical copy, in data order."""
    return [c.id for c in catalogue().values() if c.deck == deck for _ in range(c.copies)]


def deck_total(deck: str) -> int:
    return sum(c.copies for c in catalogue().values() if c.deck == deck)
