"""The table state: seats, zones, card instances, tokens and the turn marker.

Everything a game is made of lives in one :class:`State`, a tree of msgspec structures, so
that it can be saved, compared, sent and replayed without custom code.  The state is the
truth; the Qt scene and every client mirror are projections of it.

Identifiers are deterministic: card instance ids come from ``State.next_id`` (never from
``id()``, time or set order), zone ids are strings fixed by the game module's layout
(``"s0.hand"``, ``"centre"``), and token ids are names (``"edge"``).
"""

from __future__ import annotations

from typing import Any

import msgspec

#: Zone visibility: everyone sees the faces of face-up cards in it.
PUBLIC = "public"
#: Zone visibility: only the zone's owner sees the cards in it (a hand).
OWNER = "owner"
#: Zone visibility: nobody sees the cards in it (a library, a crypt, a face-down row).
NOBODY = "nobody"
VISIBILITIES = (PUBLIC, OWNER, NOBODY)

#: Zone kind: an ordered stack; index 0 is the top.
PILE = "pile"
#: Zone kind: a free area where cards have positions (the ready region, a board row).
REGION = "region"
#: Zone kind: an ordered fan held by a seat.
HAND = "hand"
KINDS = (PILE, REGION, HAND)

#: Seat number used for a spectator's view: only public information.
SPECTATOR = -1
#: Seat number used for the judge's or host's all-seeing view, when the table allows it.
OMNISCIENT = -2


class Card(msgspec.Struct, kw_only=True):
    """One physical card on the table.

    ``owner`` is who brought it to the game (where it goes when burned); ``controller`` is who
    may act with it.  Both are ``None`` for shared components (a 1347 building, a reserve
    card).  ``known_to`` lists the seats that looked at the card while it is hidden; it is
    cleared whenever the card gets a new id.
    """

    id: int
    catalog: str
    zone: str
    owner: int | None = None
    controller: int | None = None
    face_up: bool = True
    locked: bool = False
    x: float = 0.0
    y: float = 0.0
    counters: dict[str, int] = {}
    attached_to: int | None = None
    label: str = ""
    back: str = ""
    known_to: list[int] = []


class Zone(msgspec.Struct, kw_only=True):
    """A place cards can be: a pile, a free region or a hand.

    ``cards`` holds instance ids in order: index 0 is the top of a pile, the left end of a
    hand, and the bottom of the drawing order of a region.  ``face_up`` is how a card enters
    the zone when the command does not say.  ``role`` tells generic tools what the zone is
    for (``"deck"`` is what *draw* takes from, ``"hand"`` where it puts cards, ``"discard"``
    where discards go, ``"play"`` the seat's main region).
    """

    id: str
    label: str
    kind: str
    visibility: str
    owner: int | None = None
    face_up: bool = True
    role: str = ""
    cards: list[int] = []


class Seat(msgspec.Struct, kw_only=True):
    """A player at the table and the counters in front of them (pool, victory points...)."""

    index: int
    name: str
    colour: str = "#808080"
    counters: dict[str, int] = {}
    bot: str = ""
    out: bool = False


class Token(msgspec.Struct, kw_only=True):
    """A marker that is not a card: the VTES Edge, the 1347 start-player card.

    ``holder`` is the seat that has it in front of them, or ``None`` when it lies in the
    middle of the table.
    """

    id: str
    label: str
    holder: int | None = None
    x: float = 0.0
    y: float = 0.0


class Turn(msgspec.Struct, kw_only=True):
    """Whose turn it is; ``phase`` is free text for manual games and data for rules modules."""

    number: int = 1
    active: int = 0
    phase: str = ""


class State(msgspec.Struct, kw_only=True):
    """The whole game.  ``data`` belongs to the game module (rules bookkeeping) and is
    filtered by the module before it leaves the host."""

    game: str
    game_version: str
    seed: int
    rules: bool = False
    options: dict[str, Any] = {}
    seats: list[Seat] = []
    zones: dict[str, Zone] = {}
    cards: dict[int, Card] = {}
    tokens: dict[str, Token] = {}
    turn: Turn = msgspec.field(default_factory=Turn)
    #: seat indexes in clockwise turn order (empty: index order); a random seating lives here
    seating: list[int] = []
    rng: list[int] = []
    next_id: int = 1
    state_id: int = 0
    data: dict[str, Any] = {}

    # -- small helpers that every layer needs -------------------------------------------------

    def mint_id(self) -> int:
        """Hand out the next card instance id (deterministic: a counter in the state)."""
        value = self.next_id
        self.next_id += 1
        return value

    def turn_order(self) -> list[int]:
        """All seats, clockwise from the first seat of the seating (ousted ones included)."""
        return list(self.seating) if self.seating else list(range(len(self.seats)))

    def seat_zone(self, seat: int, role: str) -> Zone | None:
        """The zone of ``seat`` that plays ``role`` (``"deck"``, ``"hand"``...), if any."""
        for zone in self.zones.values():
            if zone.owner == seat and zone.role == role:
                return zone
        return None


_encoder = msgspec.msgpack.Encoder()
_decoder = msgspec.msgpack.Decoder(State)


def encode_state(state: State) -> bytes:
    return _encoder.encode(state)


def decode_state(blob: bytes) -> State:
    return _decoder.decode(blob)
