"""Per-seat views: the one choke point through which state leaves the host.

``view_for(state, seat)`` builds what one seat may know: its own hand, the faces of public
cards, the backs (never the ids or catalogue ids) of everything else, and the game module's
filtered data.  The RNG state and the seed never leave.  ``events_for`` and ``log_for`` are
its twins for events and log lines.  The UI, the LAN host, ``vtt inspect`` and the save's
public previews all go through here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import msgspec

from .decision import Decision
from .events import Event, visible_to
from .model import OMNISCIENT, SPECTATOR, Card, State, Turn, Zone
from .visibility import can_see, keeps_table_state

if TYPE_CHECKING:
    from .module import GameModule
    from .session import LogEntry


class CardView(msgspec.Struct, kw_only=True, omit_defaults=True):
    """A card as one seat sees it.  A hidden card has no ``id`` and no ``catalog``: only
    its back, and the public things about it (lock, counters, position)."""

    id: int | None = None
    catalog: str | None = None
    back: str = ""
    face_up: bool = True
    locked: bool = False
    x: float = 0.0
    y: float = 0.0
    counters: dict[str, int] = {}
    attached_to: int | None = None
    label: str = ""
    owner: int | None = None
    controller: int | None = None


class ZoneView(msgspec.Struct, kw_only=True, omit_defaults=True):
    id: str
    label: str
    kind: str
    visibility: str
    owner: int | None = None
    role: str = ""
    cards: list[CardView] = []


class SeatView(msgspec.Struct, kw_only=True, omit_defaults=True):
    index: int
    name: str
    colour: str
    counters: dict[str, int] = {}
    bot: str = ""
    out: bool = False


class TokenView(msgspec.Struct, kw_only=True, omit_defaults=True):
    id: str
    label: str
    holder: int | None = None


class View(msgspec.Struct, kw_only=True, omit_defaults=True):
    """Everything ``seat`` may know about the game at ``state_id``."""

    seat: int
    game: str
    game_version: str
    state_id: int
    rules: bool = False
    options: dict[str, Any] = {}
    seats: list[SeatView] = []
    zones: dict[str, ZoneView] = {}
    tokens: dict[str, TokenView] = {}
    turn: Turn = msgspec.field(default_factory=Turn)
    seating: list[int] = []
    data: dict[str, Any] = {}
    #: the decision the game waits for (rules games); see :class:`vtt.core.module.Decision`
    decision: Decision | None = None

    @property
    def cards(self) -> dict[int, CardView]:
        """The cards this seat can tell apart, by id (a hidden card has none), so that code
        reading a State's ``cards`` can read a View the same way."""
        return {c.id: c for z in self.zones.values() for c in z.cards if c.id is not None}

    def turn_order(self) -> list[int]:
        """All seats, clockwise from the first of the seating, as ``State.turn_order``."""
        return list(self.seating) if self.seating else list(range(len(self.seats)))


def hidden_card_view(card: Card, zone: Zone) -> CardView:
    """What a seat that may not see ``card`` learns of it: its back, and in a region the
    public marks of the spot it lies on (position, lock, counters, note, whose it is).  In
    a pile or a hand only the back: the card has no table state there (see
    :func:`~vtt.core.visibility.keeps_table_state`), and its place in the zone is the order
    of the list.  Nothing else, so no hidden card can be told from the others of its zone."""
    if not keeps_table_state(zone):
        return CardView(back=card.back, face_up=False)
    return CardView(
        back=card.back,
        face_up=False,
        locked=card.locked,
        x=card.x,
        y=card.y,
        counters=dict(card.counters),
        label=card.label,
        owner=card.owner,
        controller=card.controller,
    )


def zone_view(state: State, zone: Zone, seat: int) -> ZoneView:
    """One zone as ``seat`` may see it (the part of :func:`view_for` that costs the most)."""
    cards = state.cards
    shown: list[CardView] = []
    for cid in zone.cards:
        card = cards[cid]
        if can_see(state, card, seat):
            host = card.attached_to
            shown.append(
                CardView(
                    id=card.id,
                    catalog=card.catalog,
                    back=card.back,
                    face_up=card.face_up,
                    locked=card.locked,
                    x=card.x,
                    y=card.y,
                    counters=dict(card.counters),
                    attached_to=host
                    if host is not None and can_see(state, cards[host], seat)
                    else None,
                    label=card.label,
                    owner=card.owner,
                    controller=card.controller,
                )
            )
        else:
            shown.append(hidden_card_view(card, zone))
    return ZoneView(
        id=zone.id,
        label=zone.label,
        kind=zone.kind,
        visibility=zone.visibility,
        owner=zone.owner,
        role=zone.role,
        cards=shown,
    )


def zone_key(state: State, zone: Zone) -> bytes:
    """Everything :func:`zone_view` reads about ``zone``, for every seat, as bytes: the zone,
    its cards, and the cards they are attached to with those cards' zones' visibility.  Two
    equal keys give equal zone views for every seat, so a cache of zone views keyed by it
    (the LAN host's) never serves a stale or wrong view."""
    cards = state.cards
    own = [cards[cid] for cid in zone.cards]
    hosts = []
    for card in own:
        if card.attached_to is not None:
            host = cards[card.attached_to]
            where = state.zones[host.zone]
            hosts.append((host, where.visibility, where.owner))
    return _KEY_ENCODER.encode((zone, own, hosts))


_KEY_ENCODER = msgspec.msgpack.Encoder()


def view_for(
    state: State,
    seat: int,
    module: GameModule | None = None,
    *,
    zones: dict[str, ZoneView] | None = None,
) -> View:
    """What ``seat`` may see (``SPECTATOR`` for the public view, ``OMNISCIENT`` for a judge).

    ``zones`` may hold zone views already built by :func:`zone_view` for this state and
    seat (a cache); the others are built here."""
    built = zones or {}
    zones = {
        zone.id: built.get(zone.id) or zone_view(state, zone, seat) for zone in state.zones.values()
    }
    data = module.view_data(state, seat) if module is not None else {}
    decision = module.decision(state) if module is not None and state.rules else None
    if seat == OMNISCIENT and module is None:
        data = dict(state.data)
    return View(
        seat=seat,
        game=state.game,
        game_version=state.game_version,
        state_id=state.state_id,
        rules=state.rules,
        options=dict(state.options),
        seats=[
            SeatView(
                index=s.index,
                name=s.name,
                colour=s.colour,
                counters=dict(s.counters),
                bot=s.bot,
                out=s.out,
            )
            for s in state.seats
        ],
        zones=zones,
        tokens={
            t.id: TokenView(id=t.id, label=t.label, holder=t.holder) for t in state.tokens.values()
        },
        turn=msgspec.structs.replace(state.turn),
        seating=list(state.seating),
        # a copy: a view must not change when the game goes on (modules may hand out their
        # live dictionaries)
        data=msgspec.to_builtins(data),
        decision=decision,
    )


def events_for(events: list[Event], seat: int) -> list[Event]:
    """The events ``seat`` may receive, each with what it may not know blanked out."""
    return [e.for_seat(seat) for e in events if visible_to(e, seat)]


def log_for(entries: list[LogEntry], seat: int) -> list[LogEntry]:
    """The game log as ``seat`` may read it."""
    from .session import LogEntry

    out = []
    for entry in entries:
        events = events_for(entry.events, seat)
        out.append(
            LogEntry(
                state_id=entry.state_id,
                seat=entry.seat,
                kind=entry.kind,
                host=entry.host,
                events=events,
            )
        )
    return out


__all__ = [
    "view_for",
    "zone_view",
    "zone_key",
    "events_for",
    "log_for",
    "View",
    "ZoneView",
    "CardView",
    "SPECTATOR",
    "OMNISCIENT",
]
