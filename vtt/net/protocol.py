"""The LAN wire protocol: versions, message types and their encoding.

Every frame (see :mod:`.framing`) holds one msgpack-encoded message, a msgspec struct
tagged by its ``"type"`` field.  Clients send :data:`ClientMessage` s, the host sends
:data:`HostMessage` s; anything else, or anything in the wrong order, is a protocol
violation that closes the connection.  Commands travel as their stable JSON-like form (the
same records as in save files) and are decoded by :func:`vtt.core.commands.from_builtins`,
so commands that game modules register work over the network without changes here.
``docs/protocol.md`` is the description for people.
"""

from __future__ import annotations

import functools
from typing import Any, Union

import msgspec

from .. import __version__
from ..core.events import Event
from ..core.intake import decode_msgpack
from ..core.messages import Message
from ..core.session import LogEntry
from ..core.views import View, ZoneView

#: bumped on any incompatible change of the messages below (2: a seat's own legal commands,
#: ``choices``, in seated, update and snapshot; 3: card pictures, ``pictures``,
#: ``pictures?`` and ``picture``)
PROTOCOL_VERSION = 3
APP_VERSION = __version__

#: seat states shown to everybody (the presence broadcast)
FREE, BOT, CONNECTED, LAGGING, DISCONNECTED = "free", "bot", "connected", "lagging", "disconnected"


class Msg(msgspec.Struct, kw_only=True, tag_field="type", omit_defaults=True):
    """Base of all messages."""


# -- client -> host ---------------------------------------------------------------------------


class Hello(Msg, tag="hello"):
    """The first message of a client: who it is and which protocol it speaks."""

    protocol: int
    app: str
    name: str = ""


class Join(Msg, tag="join"):
    """Take a seat (``seat``), take it back (``seat`` + ``token``) or watch (``seat=None``;
    ``omniscient`` asks for the judge's view, which the host may refuse).  ``proof`` answers
    the password challenge."""

    seat: int | None = None
    token: str = ""
    omniscient: bool = False
    proof: str = ""


class Send(Msg, tag="cmd"):
    """A command for the host's session; ``ref`` comes back in a rejection."""

    ref: int
    cmd: dict[str, Any]


class Resync(Msg, tag="resync"):
    """The client's mirror is out of step: send me my whole view again."""


class Pong(Msg, tag="pong"):
    t: int


class Bye(Msg, tag="bye"):
    """The client leaves on purpose (its seat stays reserved for its token)."""


class WantPictures(Msg, tag="pictures?"):
    """Send me these pictures (hashes the host announced that the client has not cached)."""

    hashes: list[str]


class DumpRequest(Msg, tag="dump?"):
    """Tests only (host started with ``--test-dump``): every seat's view of the host state."""


# -- host -> client ---------------------------------------------------------------------------


class SeatInfo(msgspec.Struct, kw_only=True, omit_defaults=True):
    """One seat in the presence broadcast.  ``state`` is one of free, bot, connected,
    lagging, disconnected; ``player`` the name the client gave."""

    index: int
    name: str
    state: str
    player: str = ""


class Lobby(Msg, tag="lobby"):
    """Who sits where and how their connection is: sent to everybody on any change."""

    game: str
    title: str = ""
    seats: list[SeatInfo] = []
    spectators: list[str] = []
    started: bool = False
    paused: bool = False
    omniscient_allowed: bool = False


class Welcome(Msg, tag="welcome"):
    """The answer to a compatible hello: the password challenge and the table."""

    protocol: int
    app: str
    nonce: str
    password: bool
    lobby: Lobby


class Refused(Msg, tag="refused"):
    """The host will not go on with this connection (version, password, seat taken, kicked,
    protocol error); the connection closes after it.  ``code`` is for programs, ``reason``
    for people (a translatable message)."""

    code: str
    reason: Message


class WireEntry(msgspec.Struct, kw_only=True, omit_defaults=True):
    """A log line as it travels: events already filtered for the receiving seat."""

    state_id: int
    seat: int
    kind: str
    host: bool = False
    events: list[Any] = []


class Seated(Msg, tag="seated"):
    """You have this seat (-1 spectator, -2 judge); keep ``token`` to come back.
    ``choices``: the seat's own legal commands if the game waits for its decision
    (:mod:`.choices`), else empty."""

    seat: int
    token: str
    view: View
    log: list[WireEntry] = []
    choices: list[dict[str, Any]] = []


class Update(Msg, tag="update"):
    """An accepted command.  ``base`` is the state number the patch applies to; a client
    whose mirror is at another number asks for a :class:`Resync`.  ``zones`` holds the
    zones of the receiver's view that changed, ``view`` the rest of the view (its
    ``zones`` empty).  ``choices`` is the receiver's new list of its own legal commands
    (empty: nothing to decide), sent only when it changed; None (left out): unchanged.
    ``no_undo`` is why the receiver cannot undo now (None, left out: it can), so that a
    client's greyed Undo says the host's reason."""

    base: int
    state_id: int
    entry: WireEntry
    view: View
    zones: dict[str, ZoneView] = {}
    choices: list[dict[str, Any]] | None = None
    no_undo: Message | None = None


class Snapshot(Msg, tag="snapshot"):
    """The receiver's whole view and its own legal commands (after a resync, a rollback or
    a load)."""

    view: View
    choices: list[dict[str, Any]] = []


class CommandRejected(Msg, tag="rejected"):
    ref: int
    reason: Message


class Ping(Msg, tag="ping"):
    t: int


class Pictures(Msg, tag="pictures"):
    """Card pictures the receiver's seat may now see: picture key -> SHA-256 of its bytes
    (:mod:`.pictures`); sent before the frame that shows the keys."""

    names: dict[str, str]


class Picture(Msg, tag="picture"):
    """The bytes of a picture the client asked for."""

    sha256: str
    data: bytes


class Dump(Msg, tag="dump"):
    """Tests only: ``views[str(seat)]`` is view_for(host state, seat) for every seat."""

    views: dict[str, View]


ClientMessage = Union[  # noqa: UP007
    Hello, Join, Send, Resync, Pong, Bye, WantPictures, DumpRequest
]
HostMessage = Union[  # noqa: UP007
    Welcome,
    Refused,
    Lobby,
    Seated,
    Update,
    Snapshot,
    CommandRejected,
    Ping,
    Pictures,
    Picture,
    Dump,
]

_encoder = msgspec.msgpack.Encoder()
_client_decoder = msgspec.msgpack.Decoder(ClientMessage)
_host_decoder = msgspec.msgpack.Decoder(HostMessage)


def encode(msg: Msg) -> bytes:
    return _encoder.encode(msg)


def decode_client(data: bytes) -> Any:
    """A client's message; raises msgspec.DecodeError (the core's
    :class:`~vtt.core.intake.InputError`: too deep, too large a number, not UTF-8...) or
    ValidationError when malformed."""
    return decode_msgpack(_client_decoder, data)


def decode_host(data: bytes) -> Any:
    """The host's message, with the same guard as :func:`decode_client`."""
    return decode_msgpack(_host_decoder, data)


def wire_entry(entry: LogEntry, events: list[Event]) -> WireEntry:
    return WireEntry(
        state_id=entry.state_id, seat=entry.seat, kind=entry.kind, host=entry.host, events=events
    )


def _event_types(cls: type = Event) -> list[type]:
    out: list[type] = [cls]
    subclasses: list[type] = cls.__subclasses__()
    for sub in subclasses:
        out.extend(_event_types(sub))
    return out


@functools.cache
def _event_union(count: int) -> Any:
    del count  # the cache key: rebuilt when a game module defines new event classes
    return Union[tuple(dict.fromkeys(_event_types()))]  # noqa: UP007


def log_entry(wire: WireEntry) -> LogEntry:
    """Back to a core log line with typed events (raises ValidationError when malformed)."""
    union = _event_union(len(_event_types()))
    events = [msgspec.convert(e, union) for e in wire.events]
    return LogEntry(
        state_id=wire.state_id, seat=wire.seat, kind=wire.kind, host=wire.host, events=events
    )
