"""The 1347 table: its zones (the layout the generic UI draws) and the set-up (rules §2).

Choices made to render well on a generic table:

* each building of the round lies in its own region (``row1``..``row3``) with the discs of
  the players who entered it to its right, in space order (space 1 first);
* the influence board is one region, ``board``: a disc card per seat and class, placed at
  the column of its influence and stacked in arrival order.  The numbers themselves are the
  seat counters named after the classes, so every seat area shows them legibly;
* rat tokens are cards in a pile only their owner sees (``s<n>.rats``); everybody sees how
  many tokens a player has, never their values;
* the Nun row is a region nobody sees; who looked at which card is in ``known_to``.
"""

from __future__ import annotations

from ...core.messages import QT_TRANSLATE_NOOP
from ...core.model import HAND, NOBODY, OWNER, PILE, PUBLIC, REGION, Card, State, Zone
from ...core.module import GameSpec, Layout, TokenSpec, ZoneSpec
from ...core.rng import Rng
from .catalog import (BUILDINGS, CLASSES, COPIES, DISCS_PER_COLOUR, COLOURS, FIRST_GAME, JOKERS,
                      NEEDS, SPECIALS, building_ids, components, pop_ids)

SLOTS = ("row1", "row2", "row3")
SUPPLIES = {"joker": "sup.joker", "sword": "sup.sword", "flute": "sup.flute",
            "safe": "sup.safe", "gold": "sup.gold"}
ROUNDS = {2: 10, 3: 9, 4: 8, 5: 8}
RESERVE = {2: 10, 3: 12, 4: 6, 5: 6}
HAND_SIZE = 5
NUN_ROW = 5
BOARD_COL, BOARD_ROW, STACK_STEP = 24.0, 96.0, 6.0
SPACE_X, SPACE_STEP = 72.0, 26.0

_L = {
    "hand": QT_TRANSLATE_NOOP("Zones", "Hand").text,
    "played": QT_TRANSLATE_NOOP("Zones", "Cards played this round").text,
    "discs": QT_TRANSLATE_NOOP("Zones", "Spare discs").text,
    "rats": QT_TRANSLATE_NOOP("Zones", "Rats").text,
    "vps": QT_TRANSLATE_NOOP("Zones", "Victory-point tokens").text,
    "row": QT_TRANSLATE_NOOP("Zones", "Building and its spaces").text,
    "nuns": QT_TRANSLATE_NOOP("Zones", "Nun row").text,
    "pop.deck": QT_TRANSLATE_NOOP("Zones", "Population deck").text,
    "pop.discard": QT_TRANSLATE_NOOP("Zones", "Population discards").text,
    "bld.deck": QT_TRANSLATE_NOOP("Zones", "Building deck").text,
    "bld.reserve": QT_TRANSLATE_NOOP("Zones", "Reserve deck").text,
    "bld.discard": QT_TRANSLATE_NOOP("Zones", "Used buildings").text,
    "box": QT_TRANSLATE_NOOP("Zones", "Box (not in this game)").text,
    "sup.joker": QT_TRANSLATE_NOOP("Zones", "Jokers").text,
    "sup.sword": QT_TRANSLATE_NOOP("Zones", "Swords").text,
    "sup.flute": QT_TRANSLATE_NOOP("Zones", "Flutes").text,
    "sup.safe": QT_TRANSLATE_NOOP("Zones", "Safe-conducts").text,
    "sup.gold": QT_TRANSLATE_NOOP("Zones", "Gold").text,
    "rat.supply": QT_TRANSLATE_NOOP("Zones", "Rat supply").text,
    "vp.supply": QT_TRANSLATE_NOOP("Zones", "Victory-point tokens").text,
    "board": QT_TRANSLATE_NOOP("Zones", "Influence board").text,
    "start": QT_TRANSLATE_NOOP("Zones", "Start player").text,
}


def layout(seats: int) -> Layout:
    slots = 3 if seats >= 4 else 2
    card_w, card_h = 80.0, 110.0
    zones = [
        ZoneSpec(key="hand", label=_L["hand"], kind=HAND, visibility=OWNER,
                 rect=(100, 140, 790, 100), role="hand"),
        ZoneSpec(key="played", label=_L["played"], kind=REGION, visibility=PUBLIC,
                 rect=(100, 10, 420, 120), face_up=False, role="play"),
        ZoneSpec(key="discs", label=_L["discs"], kind=REGION, visibility=PUBLIC,
                 rect=(530, 10, 110, 120)),
        ZoneSpec(key="rats", label=_L["rats"], kind=PILE, visibility=OWNER,
                 rect=(650, 10, card_w, card_h)),
        ZoneSpec(key="vps", label=_L["vps"], kind=REGION, visibility=PUBLIC,
                 rect=(740, 10, 150, 120)),
    ]
    for i in range(slots):
        zones.append(ZoneSpec(key=SLOTS[i], label=_L["row"], kind=REGION, visibility=PUBLIC,
                              rect=(i * 250.0, 0, 240, 120), per_seat=False))
    shared = [("nuns", REGION, NOBODY, False, (0, 130, 360, 120)),
              ("pop.deck", PILE, NOBODY, False, (370, 130, card_w, card_h)),
              ("pop.discard", PILE, PUBLIC, True, (460, 130, card_w, card_h)),
              ("bld.deck", PILE, NOBODY, False, (550, 130, card_w, card_h)),
              ("bld.reserve", PILE, NOBODY, False, (640, 130, card_w, card_h)),
              ("bld.discard", PILE, PUBLIC, True, (730, 130, card_w, card_h)),
              ("box", PILE, PUBLIC, True, (820, 130, card_w, card_h)),
              ("sup.joker", PILE, PUBLIC, True, (0, 260, card_w, card_h)),
              ("sup.sword", PILE, PUBLIC, True, (90, 260, card_w, card_h)),
              ("sup.flute", PILE, PUBLIC, True, (180, 260, card_w, card_h)),
              ("sup.safe", PILE, PUBLIC, True, (270, 260, card_w, card_h)),
              ("sup.gold", PILE, PUBLIC, True, (360, 260, card_w, card_h)),
              ("rat.supply", PILE, PUBLIC, True, (450, 260, card_w, card_h)),
              ("vp.supply", PILE, NOBODY, False, (540, 260, card_w, card_h)),
              ("board", REGION, PUBLIC, True, (0, 380, 900, 6 * BOARD_ROW))]
    for key, kind, vis, face_up, rect in shared:
        zones.append(ZoneSpec(key=key, label=_L[key], kind=kind, visibility=vis, rect=rect,
                              face_up=face_up, per_seat=False,
                              role={"pop.deck": "deck", "pop.discard": "discard"}.get(key, "")))
    return Layout(seat_size=(900.0, 250.0), centre_size=(900.0, 380 + 6 * BOARD_ROW),
                  zones=tuple(zones),
                  tokens=(TokenSpec(id="start", label=_L["start"], colour="#d4ac0d"),),
                  seat_counters=CLASSES, card_counters=("influence",))


def disc_xy(value: int, row: int, height: int) -> tuple[float, float]:
    """Where a disc lies on the influence board: column = influence, stacked by arrival."""
    return 4.0 + value * BOARD_COL, row * BOARD_ROW + 4.0 + height * STACK_STEP


# -- set-up ------------------------------------------------------------------------------------


def choose_buildings(mode: str, rng: Rng) -> list[str]:
    """The 30 building cards of this game (rules §2.2): ``first`` (the recommended set),
    ``types`` (one type per class at random, all five copies) or ``random`` (five of the ten
    cards of each class at random)."""
    chosen: list[str] = []
    for cls in CLASSES:
        types = [t for t, c in BUILDINGS.items() if c == cls]
        if mode == "first":
            chosen += building_ids(next(t for t in types if t in FIRST_GAME))
        elif mode == "types":
            chosen += building_ids(types[rng.below(2)])
        elif mode == "random":
            pool = building_ids(types[0]) + building_ids(types[1])
            rng.shuffle(pool)
            chosen += pool[:COPIES]
        else:
            raise ValueError(f"unknown building choice '{mode}' (first, types or random)")
    return chosen


def _add(state: State, catalog: str, zone: Zone, face_up: bool, back: str,
         owner: int | None = None, x: float = 0.0, y: float = 0.0) -> Card:
    card = Card(id=state.mint_id(), catalog=catalog, zone=zone.id, face_up=face_up, back=back,
                owner=owner, controller=zone.owner, x=x, y=y)
    state.cards[card.id] = card
    zone.cards.append(card.id)
    return card


def setup(state: State, spec: GameSpec) -> None:
    """Rules §2: everything is shuffled first, then the ids are minted in dealt order."""
    data = components()
    rng = Rng(state.rng)
    n = len(state.seats)
    z = state.zones
    mode = str(spec.options.get("buildings", "first"))
    chosen = choose_buildings(mode, rng)
    rng.shuffle(chosen)
    for catalog in chosen[:RESERVE[n]]:
        _add(state, catalog, z["bld.reserve"], False, "building")
    for catalog in chosen[RESERVE[n]:]:
        _add(state, catalog, z["bld.deck"], False, "building")
    for btype in BUILDINGS:
        for catalog in building_ids(btype):
            if catalog not in chosen:
                _add(state, catalog, z["box"], True, "building")
    pops = pop_ids()
    rng.shuffle(pops)
    for i in range(NUN_ROW):
        _add(state, pops.pop(0), z["nuns"], False, "population", x=i * 70.0)
    for seat in range(n):
        for _ in range(HAND_SIZE):
            _add(state, pops.pop(0), z[f"s{seat}.hand"], True, "population", owner=seat)
    for catalog in pops:
        _add(state, catalog, z["pop.deck"], False, "population")
    in_use = {c.split(".")[1] for c in chosen}
    for kind, count in (("joker", JOKERS), *SPECIALS.items()):
        needed = kind == "joker" or any(b in in_use for b, k in NEEDS.items() if k == kind)
        zone = z[SUPPLIES[kind]] if needed else z["box"]
        for _ in range(count):
            _add(state, kind, zone, True, "special")
    rats = [f"rat.{v}" for v, count in sorted(data.rat_tokens.items()) for _ in range(count)]
    for seat in range(n):
        for value in data.rat_start:
            rats.remove(f"rat.{value}")
            _add(state, f"rat.{value}", z[f"s{seat}.rats"], True, "rat", owner=seat)
    for catalog in rats:
        _add(state, catalog, z["rat.supply"], True, "rat")
    vps = [f"vp.{v}" for v, count in sorted(data.vp_tokens.items()) for _ in range(count)]
    rng.shuffle(vps)
    for catalog in vps:
        _add(state, catalog, z["vp.supply"], False, "vp")
    for colour in range(COLOURS):
        if colour < n:
            for row, cls in enumerate(CLASSES):
                x, y = disc_xy(0, row, colour)
                card = _add(state, f"disc.{colour}", z["board"], True, "disc", owner=colour,
                            x=x, y=y)
                card.controller = colour
                card.label = cls
                card.counters = {"influence": 0}
            for i in range(DISCS_PER_COLOUR - len(CLASSES)):
                _add(state, f"disc.{colour}", z[f"s{colour}.discs"], True, "disc", owner=colour,
                     x=i * 40.0)
        else:
            for _ in range(DISCS_PER_COLOUR):
                _add(state, f"disc.{colour}", z["box"], True, "disc")
    for seat in state.seats:
        for cls in CLASSES:
            seat.counters[cls] = 0
    start = rng.below(n)
    state.tokens["start"].holder = start
    state.turn.active = start
    state.data = {
        "round": 0, "rounds": ROUNDS[n], "phase": "", "start": start, "final": False,
        "buildings": mode, "in_use": sorted(in_use),
        "arrive": {cls: [0] * n for cls in CLASSES}, "stamp": 0,
        "entries": [], "order": [], "queue": [], "gained": [0] * n,
        "steps": [{"k": "round"}], "pending": None, "moves": 0, "rat_extra": [0] * n,
        "simultaneous": bool(spec.options.get("simultaneous_supply", False)),
    }
