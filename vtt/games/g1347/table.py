"""The 1347 table: its zones (the layout the generic UI draws) and the set-up (rules §2).

Choices made to render well on a generic table:

* each building of the round lies in its own region (``row1``..``row3``) with the discs of
  the players who entered it to its right, in space order (space 1 first); the region is
  drawn with the building's numbered spaces and the discs on them;
* the influence board is one region, ``board``, holding one disc card per seat and class,
  labelled with its class and carrying its influence as a counter; it is drawn as the
  board: a track per class with numbered spaces and the discs, in the seats' colours, on
  the spaces of the seat counters named after the classes (so with the rules off, the
  players move a disc by changing that counter).  The discs' places in the state keep
  their rank from left to right: influence, then, among equal influence, who got there
  first (rules: the lower disc of a stack ranks higher), which is the order the drawn
  stacks follow;
* rat tokens are cards in a pile only their owner sees (``s<n>.rats``), drawn as tokens;
  everybody sees how many tokens a player has, never their values;
* victory-point tokens are drawn as one token with their total, the rat and victory-point
  supplies as stacks with their counts;
* the Nun row is a region nobody sees; who looked at which card is in ``known_to``.
"""

from __future__ import annotations

from ...core.messages import QT_TRANSLATE_NOOP
from ...core.model import HAND, NOBODY, OWNER, PILE, PUBLIC, REGION, Card, State, Zone
from ...core.module import (
    DRAW_CARDS,
    DRAW_PIECES,
    DRAW_SPACES,
    DRAW_STACK,
    DRAW_TOTAL,
    DRAW_TRACKS,
    PIECE_CHIP,
    PIECE_DISC,
    CounterSpec,
    GameSpec,
    LaneSpec,
    Layout,
    PieceSpec,
    SpacesSpec,
    TokenSpec,
    TrackSpec,
    ZoneSpec,
)
from ...core.rng import Rng
from .catalog import (
    BUILDINGS,
    CLASSES,
    COLOURS,
    COPIES,
    DISCS_PER_COLOUR,
    FIRST_GAME,
    JOKERS,
    NEEDS,
    SPECIALS,
    building_ids,
    components,
    pop_ids,
)
from .faces import CLASS_COLOURS, CLASS_NAMES
from .rules_state import RoundStep, Rules, store

SLOTS = ("row1", "row2", "row3")
SUPPLIES = {
    "joker": "sup.joker",
    "sword": "sup.sword",
    "flute": "sup.flute",
    "safe": "sup.safe",
    "gold": "sup.gold",
}
ROUNDS = {2: 10, 3: 9, 4: 8, 5: 8}
RESERVE = {2: 10, 3: 12, 4: 6, 5: 6}
HAND_SIZE = 5
NUN_ROW = 5
#: a disc card's width and the room between two discs side by side
DISC_W, DISC_STEP = 63.0, 68.0
#: the influence board: lanes of BOARD_LANE_W x BOARD_ROW below the board's caption (BOARD_TOP),
#: BOARD_COL units per influence point
BOARD_TOP, BOARD_ROW, BOARD_COL = 20.0, 96.0, 16.0
BOARD_LANE_W, BOARD_LANE_GAP, BOARD_LANES = 700.0, 20.0, 3
BOARD_W = 2 * BOARD_LANE_W + BOARD_LANE_GAP
BOARD_H = BOARD_TOP + BOARD_LANES * BOARD_ROW + 4
#: the building and the discs on its spaces (space 1 at SPACE_X, side by side) lie ROW_Y
#: below the top of their region, under its caption
ROW_Y, SPACE_X, SPACE_STEP, SPACE_DY = 18.0, 72.0, DISC_STEP, 3.0
#: the building regions of a round (wide enough for five discs on their spaces)
ROW_W = SPACE_X + 4 * SPACE_STEP + DISC_W + 2
#: the last numbered space of an influence track (a disc beyond it shows its number)
TRACK_LAST = 25
#: the pieces: discs in their seat's colour, rat and victory-point tokens
PIECES = (
    PieceSpec(back="disc", shape=PIECE_DISC, size=30.0),
    PieceSpec(back="rat", shape=PIECE_CHIP, colour="#5a4632", size=30.0),
    PieceSpec(back="vp", shape=PIECE_CHIP, colour="#b8901e", size=30.0),
)
#: the influence board: a track per class
TRACKS = TrackSpec(
    lanes=tuple(LaneSpec(key=c, label=CLASS_NAMES[c], colour=CLASS_COLOURS[c]) for c in CLASSES),
    last=TRACK_LAST,
)

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
    """The seat areas as before; the centre is BOARD_W wide: the round's buildings and the
    population piles on top, the Nun row, building piles and supplies below, the influence
    board at the bottom."""
    slots = 3 if seats >= 4 else 2
    card_w, card_h = 80.0, 110.0
    zones = [
        ZoneSpec(
            key="hand",
            label=_L["hand"],
            kind=HAND,
            visibility=OWNER,
            rect=(100, 140, 790, 100),
            role="hand",
        ),
        ZoneSpec(
            key="played",
            label=_L["played"],
            kind=REGION,
            visibility=PUBLIC,
            rect=(100, 10, 380, 120),
            face_up=False,
            role="play",
        ),
        ZoneSpec(
            key="discs",
            label=_L["discs"],
            kind=REGION,
            visibility=PUBLIC,
            rect=(490, 10, 100, 120),
            draw=DRAW_PIECES,
        ),
        ZoneSpec(
            key="rats",
            label=_L["rats"],
            kind=PILE,
            visibility=OWNER,
            rect=(600, 10, 170, 120),
            draw=DRAW_PIECES,
        ),
        ZoneSpec(
            key="vps",
            label=_L["vps"],
            kind=REGION,
            visibility=PUBLIC,
            rect=(780, 10, 110, 120),
            draw=DRAW_TOTAL,
        ),
    ]
    for i in range(slots):
        zones.append(
            ZoneSpec(
                key=SLOTS[i],
                label=_L["row"],
                kind=REGION,
                visibility=PUBLIC,
                rect=(i * (ROW_W + 6), 0, ROW_W, 124),
                per_seat=False,
                draw=DRAW_SPACES,
                spaces=SpacesSpec(
                    count=components().building_spaces,
                    origin=(SPACE_X + 26, ROW_Y + 50),
                    step=(ROW_W - SPACE_X - 4) / components().building_spaces,
                ),
            )
        )
    piles_x = 3 * (ROW_W + 6)
    pile_row = [
        "bld.deck",
        "bld.reserve",
        "bld.discard",
        "box",
        "sup.joker",
        "sup.sword",
        "sup.flute",
        "sup.safe",
        "sup.gold",
        "rat.supply",
        "vp.supply",
    ]
    places = {"pop.deck": (piles_x, 0), "pop.discard": (piles_x + 90, 0), "nuns": (0, 134)}
    places.update({key: (370 + 90 * k, 134) for k, key in enumerate(pile_row)})
    shared = [
        ("nuns", REGION, NOBODY, False, (360, 120)),
        ("pop.deck", PILE, NOBODY, False, (card_w, card_h)),
        ("pop.discard", PILE, PUBLIC, True, (card_w, card_h)),
        ("bld.deck", PILE, NOBODY, False, (card_w, card_h)),
        ("bld.reserve", PILE, NOBODY, False, (card_w, card_h)),
        ("bld.discard", PILE, PUBLIC, True, (card_w, card_h)),
        ("box", PILE, PUBLIC, True, (card_w, card_h)),
        ("sup.joker", PILE, PUBLIC, True, (card_w, card_h)),
        ("sup.sword", PILE, PUBLIC, True, (card_w, card_h)),
        ("sup.flute", PILE, PUBLIC, True, (card_w, card_h)),
        ("sup.safe", PILE, PUBLIC, True, (card_w, card_h)),
        ("sup.gold", PILE, PUBLIC, True, (card_w, card_h)),
        ("rat.supply", PILE, PUBLIC, True, (card_w, card_h)),
        ("vp.supply", PILE, NOBODY, False, (card_w, card_h)),
    ]
    for key, kind, vis, face_up, size in shared:
        zones.append(
            ZoneSpec(
                key=key,
                label=_L[key],
                kind=kind,
                visibility=vis,
                rect=(*places[key], *size),
                face_up=face_up,
                per_seat=False,
                role={"pop.deck": "deck", "pop.discard": "discard"}.get(key, ""),
                draw=DRAW_STACK if key in ("rat.supply", "vp.supply") else DRAW_CARDS,
            )
        )
    zones.append(
        ZoneSpec(
            key="board",
            label=_L["board"],
            kind=REGION,
            visibility=PUBLIC,
            rect=(0, 264, BOARD_W, BOARD_H),
            per_seat=False,
            draw=DRAW_TRACKS,
            track=TRACKS,
        )
    )
    return Layout(
        seat_size=(900.0, 250.0),
        centre_size=(BOARD_W, 264 + BOARD_H),
        zones=tuple(zones),
        tokens=(TokenSpec(id="start", label=_L["start"], colour="#d4ac0d"),),
        seat_counters=CLASSES,
        card_counters=("influence",),
        pieces=PIECES,
        counters=(
            CounterSpec(key="peasantry", label=QT_TRANSLATE_NOOP("Counters", "peasantry")),
            CounterSpec(key="bourgeoisie", label=QT_TRANSLATE_NOOP("Counters", "bourgeoisie")),
            CounterSpec(key="church", label=QT_TRANSLATE_NOOP("Counters", "church")),
            CounterSpec(key="knighthood", label=QT_TRANSLATE_NOOP("Counters", "knighthood")),
            CounterSpec(key="sorcery", label=QT_TRANSLATE_NOOP("Counters", "sorcery")),
            CounterSpec(key="royalty", label=QT_TRANSLATE_NOOP("Counters", "royalty")),
            CounterSpec(key="influence", label=QT_TRANSLATE_NOOP("Counters", "influence")),
        ),
    )


def disc_places(row: int, discs: list[tuple[int, int, int]]) -> dict[int, tuple[float, float]]:
    """Where the discs of one class lie on the influence board: ``discs`` are (seat,
    influence, arrival stamp).  Rank grows to the right: by influence, and among equal
    influence the earlier arrival is further right (it ranks higher).  A disc lies at the
    column of its influence or, when the previous disc is there, just after it."""
    x0 = (row // BOARD_LANES) * (BOARD_LANE_W + BOARD_LANE_GAP) + 4.0
    y = BOARD_TOP + (row % BOARD_LANES) * BOARD_ROW + 2.0
    places: dict[int, tuple[float, float]] = {}
    previous = None
    for seat, value, _ in sorted(discs, key=lambda d: (d[1], -d[2], d[0])):
        x = x0 + value * BOARD_COL
        if previous is not None:
            x = max(x, previous + DISC_STEP)
        x = min(x, x0 + BOARD_LANE_W - DISC_W - 8)
        places[seat] = (x, y)
        previous = x
    return places


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


def _add(
    state: State,
    catalog: str,
    zone: Zone,
    face_up: bool,
    back: str,
    owner: int | None = None,
    x: float = 0.0,
    y: float = 0.0,
) -> Card:
    card = Card(
        id=state.mint_id(),
        catalog=catalog,
        zone=zone.id,
        face_up=face_up,
        back=back,
        owner=owner,
        controller=zone.owner,
        x=x,
        y=y,
    )
    state.cards[card.id] = card
    zone.cards.append(card.id)
    return card


def setup(state: State, spec: GameSpec) -> None:
    """Rules §2: everything is shuffled first, then the ids are minted in dealt order."""
    rng = Rng(state.rng)
    n = len(state.seats)
    mode = str(spec.options.get("buildings", "first"))
    chosen = choose_buildings(mode, rng)
    rng.shuffle(chosen)
    _deal_buildings(state, chosen)
    _deal_population(state, rng)
    in_use = {c.split(".")[1] for c in chosen}
    _lay_specials(state, in_use)
    _deal_rats(state)
    _lay_vps(state, rng)
    _lay_discs(state)
    for seat in state.seats:
        for cls in CLASSES:
            seat.counters[cls] = 0
    start = rng.below(n)
    state.tokens["start"].holder = start
    state.turn.active = start
    rules = Rules(
        round=0,
        rounds=ROUNDS[n],
        phase="",
        start=start,
        final=False,
        buildings="first" if mode == "first" else "types" if mode == "types" else "random",
        in_use=sorted(in_use),
        arrive={cls: [0] * n for cls in CLASSES},
        stamp=0,
        entries=[],
        order=[],
        queue=[],
        gained=[0] * n,
        steps=[RoundStep()],
        moves=0,
        rat_extra=[0] * n,
        simultaneous=bool(spec.options.get("simultaneous_supply", False)),
    )
    state.data = store(rules)


def _deal_buildings(state: State, chosen: list[str]) -> None:
    """§2.2: the reserve, the building deck; the other buildings stay in the box."""
    z = state.zones
    reserve = RESERVE[len(state.seats)]
    for catalog in chosen[:reserve]:
        _add(state, catalog, z["bld.reserve"], False, "building")
    for catalog in chosen[reserve:]:
        _add(state, catalog, z["bld.deck"], False, "building")
    for btype in BUILDINGS:
        for catalog in building_ids(btype):
            if catalog not in chosen:
                _add(state, catalog, z["box"], True, "building")


def _deal_population(state: State, rng: Rng) -> None:
    """§2.1: the Nun row, five cards per hand, the rest is the population deck."""
    z = state.zones
    pops = pop_ids()
    rng.shuffle(pops)
    for i in range(NUN_ROW):
        _add(state, pops.pop(0), z["nuns"], False, "population", x=i * 70.0, y=ROW_Y)
    for seat in range(len(state.seats)):
        for _ in range(HAND_SIZE):
            _add(state, pops.pop(0), z[f"s{seat}.hand"], True, "population", owner=seat)
    for catalog in pops:
        _add(state, catalog, z["pop.deck"], False, "population")


def _lay_specials(state: State, in_use: set[str]) -> None:
    """The jokers, and the special cards a building of this game hands out (the others stay
    in the box)."""
    z = state.zones
    for kind, count in (("joker", JOKERS), *SPECIALS.items()):
        needed = kind == "joker" or any(b in in_use for b, k in NEEDS.items() if k == kind)
        zone = z[SUPPLIES[kind]] if needed else z["box"]
        for _ in range(count):
            _add(state, kind, zone, True, "special")


def _deal_rats(state: State) -> None:
    """§2 step 3: each player's starting rat tokens; the rest is the supply."""
    data = components()
    z = state.zones
    rats = [f"rat.{v}" for v, count in sorted(data.rat_tokens.items()) for _ in range(count)]
    for seat in range(len(state.seats)):
        for value in data.rat_start:
            rats.remove(f"rat.{value}")
            _add(state, f"rat.{value}", z[f"s{seat}.rats"], True, "rat", owner=seat)
    for catalog in rats:
        _add(state, catalog, z["rat.supply"], True, "rat")


def _lay_vps(state: State, rng: Rng) -> None:
    data = components()
    vps = [f"vp.{v}" for v, count in sorted(data.vp_tokens.items()) for _ in range(count)]
    rng.shuffle(vps)
    for catalog in vps:
        _add(state, catalog, state.zones["vp.supply"], False, "vp")


def _lay_discs(state: State) -> None:
    """A disc per class at zero influence on the board, the spare ones in front of the
    player; the unused colours stay in the box."""
    n = len(state.seats)
    z = state.zones
    for colour in range(COLOURS):
        if colour >= n:
            for _ in range(DISCS_PER_COLOUR):
                _add(state, f"disc.{colour}", z["box"], True, "disc")
            continue
        for row, cls in enumerate(CLASSES):
            x, y = disc_places(row, [(s, 0, 0) for s in range(n)])[colour]
            card = _add(state, f"disc.{colour}", z["board"], True, "disc", owner=colour, x=x, y=y)
            card.controller = colour
            card.label = cls
            card.counters = {"influence": 0}
        for i in range(DISCS_PER_COLOUR - len(CLASSES)):
            _add(
                state,
                f"disc.{colour}",
                z[f"s{colour}.discs"],
                True,
                "disc",
                owner=colour,
                x=i * DISC_STEP,
                y=ROW_Y,
            )
