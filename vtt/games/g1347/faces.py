"""How the 1347 cards and tokens look, as :class:`CardFace` data for the generic renderer.

What is printed where follows the rulebook: a population card shows its class (frame colour
and name) and its number of nuns (the corner; the nuns are only hidden when the card lies
face down, as in the Nun row); a building shows its class, its numbered spaces, its supply
action and its preferred (top) and normal (bottom) actions.  Rat tokens show their value on
the face; their backs are all alike so only the owner knows them.
"""

from __future__ import annotations

from ...core.faces import Badge, CardFace
from ...core.messages import QT_TRANSLATE_NOOP, Message, localised
from ...core.module import SEAT_COLOURS
from .catalog import class_of, components, kind_of, nuns_of, supply_of, token_value

CLASS_COLOURS = {
    "peasantry": "#6f8f2f",
    "bourgeoisie": "#b5832a",
    "church": "#5b6f9e",
    "knighthood": "#8e2d2d",
    "sorcery": "#6b3f8f",
    "royalty": "#c9a227",
}
#: a disc's colour is its seat's default colour (disc.<n> belongs to seat n), so a disc is
#: told from the others at a glance and matches its player's area
DISC_COLOURS = SEAT_COLOURS[:5]

#: the texts below are marked for translation; the faces are built in English (or in the
#: rulebook's Spanish for ``language="es"``) and the UI may translate with the same context
CLASS_NAMES = {
    "peasantry": QT_TRANSLATE_NOOP("G1347", "Peasantry"),
    "bourgeoisie": QT_TRANSLATE_NOOP("G1347", "Bourgeoisie"),
    "church": QT_TRANSLATE_NOOP("G1347", "Church"),
    "knighthood": QT_TRANSLATE_NOOP("G1347", "Knighthood"),
    "sorcery": QT_TRANSLATE_NOOP("G1347", "Sorcery"),
    "royalty": QT_TRANSLATE_NOOP("G1347", "Royalty"),
}
FIGURES = {
    "peasantry": QT_TRANSLATE_NOOP("G1347", "Peasant"),
    "bourgeoisie": QT_TRANSLATE_NOOP("G1347", "Merchant"),
    "church": QT_TRANSLATE_NOOP("G1347", "Monk"),
    "knighthood": QT_TRANSLATE_NOOP("G1347", "Knight"),
    "sorcery": QT_TRANSLATE_NOOP("G1347", "Witch"),
    "royalty": QT_TRANSLATE_NOOP("G1347", "King"),
}
BUILDING_NAMES = {
    "farm": QT_TRANSLATE_NOOP("G1347", "Farm"),
    "brewery": QT_TRANSLATE_NOOP("G1347", "Brewery"),
    "market": QT_TRANSLATE_NOOP("G1347", "Market"),
    "office": QT_TRANSLATE_NOOP("G1347", "Office"),
    "monastery": QT_TRANSLATE_NOOP("G1347", "Monastery"),
    "hospital": QT_TRANSLATE_NOOP("G1347", "Hospital"),
    "castle": QT_TRANSLATE_NOOP("G1347", "Castle"),
    "watchtower": QT_TRANSLATE_NOOP("G1347", "Watchtower"),
    "fortune": QT_TRANSLATE_NOOP("G1347", "Fortune-teller's shop"),
    "piper": QT_TRANSLATE_NOOP("G1347", "Piper's hut"),
    "palace": QT_TRANSLATE_NOOP("G1347", "Palace"),
    "treasury": QT_TRANSLATE_NOOP("G1347", "Treasury"),
}
ACTIONS = {
    "farm": (
        QT_TRANSLATE_NOOP("G1347", "Draw 4 population cards."),
        QT_TRANSLATE_NOOP("G1347", "Draw 2 population cards."),
    ),
    "brewery": (
        QT_TRANSLATE_NOOP("G1347", "Draw 1 population card per influence point gained here."),
        QT_TRANSLATE_NOOP("G1347", "Draw 1 population card per 2 influence points gained here."),
    ),
    "market": (
        QT_TRANSLATE_NOOP("G1347", "Take 2 jokers."),
        QT_TRANSLATE_NOOP("G1347", "Take 1 joker."),
    ),
    "office": (
        QT_TRANSLATE_NOOP("G1347", "Take 2 Safe-conducts."),
        QT_TRANSLATE_NOOP("G1347", "Take 1 Safe-conduct."),
    ),
    "monastery": (
        QT_TRANSLATE_NOOP("G1347", "Discard 2 rats."),
        QT_TRANSLATE_NOOP("G1347", "Discard 1 rat."),
    ),
    "hospital": (
        QT_TRANSLATE_NOOP(
            "G1347", "Discard 1 rat, then up to 3 hand cards to discard as many rats."
        ),
        QT_TRANSLATE_NOOP("G1347", "Discard up to 2 hand cards to discard as many rats."),
    ),
    "castle": (
        QT_TRANSLATE_NOOP("G1347", "Take 2 Swords."),
        QT_TRANSLATE_NOOP("G1347", "Take 1 Sword."),
    ),
    "watchtower": (
        QT_TRANSLATE_NOOP(
            "G1347",
            "Every player outside all Watchtowers with at least as many cards as you gives you 3 hand cards.",  # noqa: E501
        ),
        QT_TRANSLATE_NOOP("G1347", "No action; protection from every Watchtower this round."),
    ),
    "fortune": (
        QT_TRANSLATE_NOOP("G1347", "Look at 2 cards of the Nun row."),
        QT_TRANSLATE_NOOP("G1347", "Look at 1 card of the Nun row."),
    ),
    "piper": (
        QT_TRANSLATE_NOOP("G1347", "Take 2 Flutes."),
        QT_TRANSLATE_NOOP("G1347", "Take 1 Flute."),
    ),
    "palace": (
        QT_TRANSLATE_NOOP("G1347", "Take 2 victory-point tokens."),
        QT_TRANSLATE_NOOP("G1347", "Take 1 victory-point token."),
    ),
    "treasury": (
        QT_TRANSLATE_NOOP("G1347", "Take 2 Gold."),
        QT_TRANSLATE_NOOP("G1347", "Take 1 Gold."),
    ),
}
SPECIAL_NAMES = {
    "joker": QT_TRANSLATE_NOOP("G1347", "Joker"),
    "sword": QT_TRANSLATE_NOOP("G1347", "Sword"),
    "flute": QT_TRANSLATE_NOOP("G1347", "Flute"),
    "safe": QT_TRANSLATE_NOOP("G1347", "Safe-conduct"),
    "gold": QT_TRANSLATE_NOOP("G1347", "Gold"),
}
SPECIAL_TEXTS = {
    "joker": QT_TRANSLATE_NOOP("G1347", "+1 influence in the class of the building; never a rat."),
    "sword": QT_TRANSLATE_NOOP(
        "G1347", "Fewest Swords in the building gives half their hand to the most Swords."
    ),
    "flute": QT_TRANSLATE_NOOP(
        "G1347", "Fewest Flutes in the building receives a rat from the most Flutes."
    ),
    "safe": QT_TRANSLATE_NOOP(
        "G1347", "Play at the start of your turn in phase C instead of entering: act later."
    ),
    "gold": QT_TRANSLATE_NOOP(
        "G1347", "Never played. Most Gold scores 6, second 3, if the Treasury is in the game."
    ),
}
TOKEN_NAMES = {
    "rat": QT_TRANSLATE_NOOP("G1347", "Rat"),
    "vp": QT_TRANSLATE_NOOP("G1347", "Victory points"),
    "disc": QT_TRANSLATE_NOOP("G1347", "Disc"),
    "special": QT_TRANSLATE_NOOP("G1347", "Special card"),
}
_SPANISH = {
    "Peasantry": "Campesinado",
    "Bourgeoisie": "Burguesía",
    "Church": "Iglesia",
    "Knighthood": "Caballería",
    "Sorcery": "Hechicería",
    "Royalty": "Realeza",
    "Peasant": "Campesino",
    "Merchant": "Mercader",
    "Monk": "Monje",
    "Knight": "Caballero",
    "Witch": "Bruja",
    "King": "Rey",
    "Farm": "Granja",
    "Brewery": "Cervecería",
    "Market": "Mercado",
    "Office": "Oficina",
    "Monastery": "Monasterio",
    "Hospital": "Hospital",
    "Castle": "Castillo",
    "Watchtower": "Torre Vigía",
    "Fortune-teller's shop": "Tienda del Adivino",
    "Piper's hut": "Cabaña del flautista",
    "Palace": "Palacio",
    "Treasury": "Tesoro Público",
    "Joker": "Comodín",
    "Sword": "Espada",
    "Flute": "Flauta",
    "Safe-conduct": "Salvoconducto",
    "Gold": "Oro",
    "Rat": "Rata",
    "Victory points": "Puntos de victoria",
    "Disc": "Disco",
    "Special card": "Carta especial",
}


_NUNS = QT_TRANSLATE_NOOP("G1347", "{n} nun(s)")
_SUPPLY = {
    "draw": QT_TRANSLATE_NOOP("G1347", "draw {n}"),
    "rats": QT_TRANSLATE_NOOP("G1347", "-{n} rat(s)"),
    "look": QT_TRANSLATE_NOOP("G1347", "look {n}"),
}


def _say(message: Message, language: str) -> str:
    """``message`` in ``language``: through the app's catalogue, and the rulebook's Spanish
    names where there is no catalogue (the command line)."""
    text = localised(message, language)
    if language == "es" and text == message.english():
        return _SPANISH.get(message.text, text)
    return text


def _name(text: str, language: str) -> str:
    return _say(Message("G1347", text), language)


def supply_text(action: dict[str, int], language: str = "en") -> str:
    """The supply symbols of a building copy in words ("draw 2 + look 1")."""
    parts = [
        _say(_SUPPLY[symbol].with_args(n=action[symbol]), language)
        for symbol in ("draw", "rats", "look")
        if action[symbol]
    ]
    return " + ".join(parts)


def card_face(catalog: str, language: str = "en") -> CardFace:
    kind = kind_of(catalog)
    if kind == "pop":
        cls = class_of(catalog)
        nuns = nuns_of(catalog)
        return CardFace(
            title=_name(FIGURES[cls].text, language),
            kind=_name(CLASS_NAMES[cls].text, language),
            corner=str(nuns),
            colour=CLASS_COLOURS[cls],
            big="✝" * nuns if nuns else "",
            text=_say(_NUNS.with_args(n=nuns), language),
            back="population",
            badges=(Badge(CLASS_NAMES[cls].text[:2], CLASS_COLOURS[cls]),),
        )
    if kind == "building":
        btype = catalog.split(".")[1]
        cls = class_of(catalog)
        preferred, normal = ACTIONS[btype]
        spaces = tuple(Badge(str(i)) for i in range(1, components().building_spaces + 1))
        return CardFace(
            title=_name(BUILDING_NAMES[btype].text, language),
            kind=_name(CLASS_NAMES[cls].text, language),
            colour=CLASS_COLOURS[cls],
            text=f"★ {_say(preferred, language)}\n• {_say(normal, language)}",
            footer=supply_text(supply_of(catalog), language),
            badges=spaces,
            back="building",
        )
    if kind in SPECIAL_NAMES:
        return CardFace(
            title=_name(SPECIAL_NAMES[kind].text, language),
            kind=_name(TOKEN_NAMES["special"].text, language) if kind != "joker" else "",
            colour="#4a4a4a",
            text=_say(SPECIAL_TEXTS[kind], language),
            back="special",
        )
    if kind == "rat":
        return CardFace(
            title=_name(TOKEN_NAMES["rat"].text, language),
            big=str(token_value(catalog)),
            colour="#5d4e37",
            back="rat",
        )
    if kind == "vp":
        return CardFace(
            title=_name(TOKEN_NAMES["vp"].text, language),
            big=str(token_value(catalog)),
            colour="#9c7a1d",
            back="vp",
        )
    if kind == "disc":
        return CardFace(
            title=_name(TOKEN_NAMES["disc"].text, language),
            colour=DISC_COLOURS[int(catalog.split(".")[1])],
            big="\u25cf",
            back="disc",
        )
    raise KeyError(catalog)
