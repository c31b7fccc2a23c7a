"""The Nights of Blood table: each vampire's mat and rows, and the shared decks.

Per seat: the hand (only its owner sees it), the mat (Clan and Discipline cards face up; the
Sovereign's sect card and blood tracker; a dead vampire's revealed sect), the secret sect
card (only its owner sees it), the Trasfondos face up, the Contactos face down until they
act, and the wound row (a face-down wound shows its Agravada back).  Attributes, blood and
the blood cap are seat counters.  In the middle: the main deck and its face-up discard pile,
the wound deck, the Clan, Discipline, Sect and Event decks, the active Event, and a box for
unused cards.
"""

from __future__ import annotations

from ...core.messages import QT_TRANSLATE_NOOP
from ...core.model import HAND, NOBODY, OWNER, PILE, PUBLIC, REGION, State, Zone
from ...core.module import CounterSpec, Layout, TokenSpec, ZoneSpec
from .cards import ATTRS

BLOOD = "sangre"
#: the blood cap, shown beside the blood (4, the Sovereign 5: the tracker's visible marks)
CAP = "sangre_max"
SEAT_COUNTERS = (BLOOD, CAP, *ATTRS)
#: how the seat counters are named and coloured on the table
COUNTERS = (
    CounterSpec(key=BLOOD, label=QT_TRANSLATE_NOOP("Counters", "blood"), colour="#a93226"),
    CounterSpec(key=CAP, label=QT_TRANSLATE_NOOP("Counters", "blood cap"), colour="#7b241c"),
    CounterSpec(key="fuerza", label=QT_TRANSLATE_NOOP("Counters", "Strength"), colour="#ca6f1e"),
    CounterSpec(key="destreza", label=QT_TRANSLATE_NOOP("Counters", "Dexterity"), colour="#229954"),
    CounterSpec(
        key="inteligencia", label=QT_TRANSLATE_NOOP("Counters", "Intelligence"), colour="#2471a3"
    ),
    CounterSpec(key="suerte", label=QT_TRANSLATE_NOOP("Counters", "Luck"), colour="#b7950b"),
)
CW, CH = 70.0, 96.0

_L = {
    "hand": QT_TRANSLATE_NOOP("Zones", "Hand").text,
    "mat": QT_TRANSLATE_NOOP("Zones", "Clan and Disciplines").text,
    "sect": QT_TRANSLATE_NOOP("Zones", "Secret sect").text,
    "trasfondos": QT_TRANSLATE_NOOP("Zones", "Backgrounds").text,
    "contactos": QT_TRANSLATE_NOOP("Zones", "Contacts").text,
    "heridas": QT_TRANSLATE_NOOP("Zones", "Wounds").text,
    "mazo": QT_TRANSLATE_NOOP("Zones", "Main deck").text,
    "descartes": QT_TRANSLATE_NOOP("Zones", "Discard pile").text,
    "herida.mazo": QT_TRANSLATE_NOOP("Zones", "Wound deck").text,
    "clanes": QT_TRANSLATE_NOOP("Zones", "Clan deck").text,
    "disciplinas": QT_TRANSLATE_NOOP("Zones", "Discipline deck").text,
    "disciplinas.usadas": QT_TRANSLATE_NOOP("Zones", "Discarded Disciplines").text,
    "sectas": QT_TRANSLATE_NOOP("Zones", "Sect deck").text,
    "eventos": QT_TRANSLATE_NOOP("Zones", "Event deck").text,
    "evento": QT_TRANSLATE_NOOP("Zones", "Tonight's Event").text,
    "eventos.usados": QT_TRANSLATE_NOOP("Zones", "Past Events").text,
    "caja": QT_TRANSLATE_NOOP("Zones", "Box (not in this game)").text,
    "sovereign": QT_TRANSLATE_NOOP("Zones", "Sovereign").text,
}
#: the pile each deck's cards start in
DECK_PILES = {
    "main": "mazo",
    "wound": "herida.mazo",
    "clan": "clanes",
    "discipline": "disciplinas",
    "sect": "sectas",
    "event": "eventos",
}
_SEAT_ZONES = (
    # key, kind, visibility, face up, rect, role
    ("hand", HAND, OWNER, True, (10, 150, 560, 100), "hand"),
    ("mat", REGION, PUBLIC, True, (10, 10, 300, 130), "play"),
    ("sect", PILE, OWNER, True, (320, 10, CW, CH), ""),
    ("trasfondos", REGION, PUBLIC, True, (400, 10, 300, 130), ""),
    ("contactos", REGION, PUBLIC, False, (710, 10, 230, 130), ""),
    ("heridas", REGION, PUBLIC, True, (580, 150, 360, 100), ""),
)
_SHARED = (
    ("mazo", NOBODY, False, "deck"),
    ("descartes", PUBLIC, True, "discard"),
    ("herida.mazo", PUBLIC, True, ""),
    ("clanes", NOBODY, False, ""),
    ("disciplinas", NOBODY, False, ""),
    ("disciplinas.usadas", PUBLIC, True, ""),
    ("sectas", NOBODY, False, ""),
    ("eventos", NOBODY, False, ""),
    ("evento", PUBLIC, True, ""),
    ("eventos.usados", PUBLIC, True, ""),
    ("caja", NOBODY, False, ""),
)


#: where a region's caption ends: cards are laid below it, or (a row too low for that) after it
_CAPTION_H, _CAPTION_W = 18.0, 96.0
_STEP = 56.0
#: a card's size on the table (the UI's, slightly smaller than the layout's slot)
_CARD_W, _CARD_H = 63.0, 88.0
_REGIONS = {key: rect for key, kind, _vis, _up, rect, _role in _SEAT_ZONES if kind == REGION}


def region_spot(key: str, count: int) -> tuple[float, float]:
    """Where the ``count``-th card put into a seat's region lies (its top left, in the
    region): a row left to right that leaves the region's caption uncovered."""
    _x, _y, w, h = _REGIONS[key]
    if h - _CARD_H >= _CAPTION_H + 2:
        left, top = 6.0, _CAPTION_H
    else:
        left, top = _CAPTION_W, (h - _CARD_H) / 2
    step = min(_STEP, (w - left - _CARD_W - 4) / 4)
    return left + (count % 5) * step, top


def layout(seats: int) -> Layout:
    zones = [
        ZoneSpec(key=k, label=_L[k], kind=kind, visibility=vis, rect=rect, face_up=up, role=role)
        for k, kind, vis, up, rect, role in _SEAT_ZONES
    ]
    for i, (key, vis, up, role) in enumerate(_SHARED):
        zones.append(
            ZoneSpec(
                key=key,
                label=_L[key],
                kind=PILE,
                visibility=vis,
                rect=((i % 6) * 90.0, (i // 6) * 110.0, CW, CH),
                face_up=up,
                role=role,
                per_seat=False,
            )
        )
    return Layout(
        seat_size=(950.0, 260.0),
        centre_size=(540.0, 220.0),
        zones=tuple(zones),
        tokens=(TokenSpec(id="sovereign", label=_L["sovereign"], colour="#8b0000"),),
        seat_counters=SEAT_COUNTERS,
        card_counters=(),
        counters=COUNTERS,
    )


def seat_zone(state: State, seat: int, key: str) -> Zone:
    return state.zones[f"s{seat}.{key}"]
