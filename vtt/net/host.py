"""The LAN host: the one authoritative session, and a connection per player or spectator.

Clients only ever send commands; the host's :class:`~vtt.core.session.Session` decides.  The
host overwrites each command's seat with the seat of the connection it came on and never
accepts ``host=True`` from a client, so nobody acts for another seat and spectators cannot
act at all.  After every accepted command (whoever gave it: a client, or the host's own
window through a LocalController on the same session) every connection gets its filtered
events (:func:`~vtt.core.views.events_for`) and the zones of its own view that changed
(:mod:`.projection`): everything that leaves goes through :func:`~vtt.core.views.view_for`.
With the rules on, the seat the game waits for also gets its own legal commands
(:mod:`.choices`), only when its list changed; nobody ever gets another seat's.

Seats whose ``Seat.bot`` is set are played by the host: after every accepted command, a
moment later (``bot_delay_ms``, so clients see the moves arrive one by one), the one bot
driver (:class:`~vtt.core.bots.BotPlayer`) submits the bot's move to the same session, and
it is broadcast and autosaved like any client's.  The host's operator gives free seats to
the computer with :meth:`HostServer.set_bot` (a logged ``set_bot`` host command).

Bad input never hurts the others: a frame that is malformed, too big, of an unknown type or
out of order is logged, the offending connection is closed, and the host goes on.  Any
other exception while handling a client's message is logged and answered with ``refused``
(code ``error``): a client is never left waiting for a timeout.

Nor can one client starve or exhaust the host (``docs/protocol.md``, "Limits"):

* messages wait in a queue per connection and are handled round-robin, one per connection
  per round, for at most :data:`SLICE` seconds before the event loop runs again, so a
  client flooding commands delays another seat by one message, not by its whole flood; a
  connection whose queue holds :data:`INBOX_HOLD` messages is read no further until it
  drains (TCP pushes back on the sender);
* what waits to be sent to a connection is bounded by :data:`MAX_BACKLOG` bytes: a client
  that does not read its messages is dropped, with the reason logged; resyncs asked in a
  row are answered with one snapshot;
* wrong passwords slow the next check from the same address down (:mod:`.throttle`).

The connection logic works on any byte transport (:class:`Transport`): the TCP glue below
feeds it from QTcpSocket, tests feed it directly.
"""

from __future__ import annotations

import functools
import logging
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Protocol, cast

import msgspec
import shiboken6
from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QTcpServer, QTcpSocket

from ..core import commands as C
from ..core.bots import BotPlayer
from ..core.messages import QT_TRANSLATE_NOOP, Message
from ..core.model import OMNISCIENT, SPECTATOR
from ..core.saves import autosave
from ..core.session import LogEntry, Session
from ..core.views import View, events_for, log_for, view_for
from . import protocol as P
from .auth import check_proof, new_nonce
from .choices import WireChoices, choices_by_seat
from .framing import MAX_FRAME, FrameError, FrameReader, frame
from .pictures import MAX_WANTED, PictureShelf, keys_in
from .projection import ViewCache, split
from .reservations import Reservations
from .throttle import PasswordBackoff

if TYPE_CHECKING:
    from .discovery import Advertiser

log = logging.getLogger("vtt.net")

#: how many log lines a joining client gets (the rest of the history stays on the host)
JOIN_LOG_LINES = 200
#: bytes that may wait (in the host, past what the system's socket buffer took) to be sent
#: to one connection; past it the client is dropped.  The largest frame plus a quarter MiB:
#: any single message fits behind a short queue, and 50 silent spectators cost at most
#: about 60 MiB before they are dropped
MAX_BACKLOG = MAX_FRAME + (1 << 18)
#: messages received from one connection and not yet handled before it is read no further
INBOX_HOLD = 256
#: how long the host handles queued messages before it lets the event loop run (seconds)
SLICE = 0.005
#: card pictures are sent to a connection while less than this waits to be sent to it (a
#: picture is at most a frame, so the backlog stays under :data:`MAX_BACKLOG`)
PICTURE_WINDOW = 1 << 18
#: how soon the host looks again whether a connection took its pictures (ms)
PICTURE_RETRY_MS = 20


CHOOSE_TIMEOUT = QT_TRANSLATE_NOOP(
    "Net", "You did not choose a seat in time and the host closed the connection; join again."
)


@dataclass
class HostOptions:
    password: str = ""
    allow_omniscient: bool = False
    #: autosaves and seat reservations go here (None: neither)
    autosave_dir: Path | None = None
    #: start the game by itself as soon as every seat is taken (headless hosts)
    auto_start: bool = False
    #: the game is already under way (a loaded save)
    started: bool = False
    #: the seat the host's own window plays, if any; it is never offered to clients
    local_seat: int | None = None
    host_name: str = "Host"
    #: answer DumpRequest (tests only: it reveals every seat's view)
    test_dump: bool = False
    heartbeat_ms: int = 1000
    lag_after_ms: int = 4000
    drop_after_ms: int = 20000
    #: a connection that has not said hello by then is closed (a program, not a person)
    handshake_ms: int = 10000
    #: a person welcomed by the host has this long to type a password and choose a seat
    #: (pinged meanwhile, so neither side takes the wait for a dead connection)
    choose_ms: int = 600000
    autosave_delay_ms: int = 250
    #: pause before each move of a bot seat
    bot_delay_ms: int = 300
    #: after a wrong password, the next check from that address waits this long, doubling
    #: with every further failure up to ``password_backoff_max_ms``
    password_backoff_ms: int = 250
    password_backoff_max_ms: int = 8000


class Transport(Protocol):
    def write(self, data: bytes) -> None: ...
    def close(self) -> None:
        """Send what is queued, then close."""

    def abort(self) -> None:
        """Close now, dropping what is queued (a client that does not read)."""

    def pending(self) -> int:
        """Bytes written and not yet handed to the network."""
        ...

    def hold(self, held: bool) -> None:
        """Stop (True) or resume (False) delivering what the peer sends."""

    def address(self) -> str:
        """The peer's address without the port (password back-off is per address)."""
        ...

    def describe(self) -> str: ...


class Peer:
    """One connection: its stage in the handshake, its seat and the view it last got."""

    NEW, GREETED, SEATED, CLOSED = "new", "greeted", "seated", "closed"

    def __init__(self, transport: Transport, number: int):
        self.transport = transport
        self.number = number
        self.reader = FrameReader()
        self.stage = Peer.NEW
        self.name = ""
        self.seat: int | None = None
        self.nonce = new_nonce()
        self.last_view: View | None = None
        #: the list of its own legal commands this peer got last
        self.last_choices: WireChoices = []
        self.opened = self.last_seen = time.monotonic()
        self.lagging = False
        #: frames received and not yet handled (handled round-robin with the others')
        self.inbox: deque[bytes] = deque()
        #: its transport is held (the inbox is full); ``waiting``: a join waits for its
        #: password check (the password back-off), nothing else of it is handled meanwhile
        self.held = self.waiting = False
        #: it asked for a resync: one snapshot answers every resync of a handling round
        self.resync_due = False
        #: card pictures: key -> hash announced to it, hashes it asked for and not yet got,
        #: hashes sent (each crosses the wire once per connection, and only when asked)
        self.pictures: dict[str, str] = {}
        self.pictures_due: deque[str] = deque()
        self.pictures_sent: set[str] = set()

    @property
    def is_player(self) -> bool:
        return self.stage == Peer.SEATED and self.seat is not None and self.seat >= 0


class ProtocolViolation(Exception):
    """The peer broke the protocol; the connection is closed."""


class HostServer(QObject):
    """Hosts ``session`` for LAN clients.  ``lobby_changed(Lobby)`` tells the host's window
    about seats and presence; ``wire_tap(peer, bytes)``, when set, sees every frame sent
    (the leak test records them)."""

    lobby_changed = Signal(object)

    def __init__(
        self, session: Session, options: HostOptions | None = None, parent: QObject | None = None
    ):
        super().__init__(parent)
        self.session = session
        self.options = options or HostOptions()
        self.started = self.options.started
        self.paused = False
        self.peers: list[Peer] = []
        self.wire_tap: Callable[[Peer, bytes], None] | None = None
        self._count = 0
        state = session.state
        self.reservations = Reservations(state.game, state.seed, self.options.autosave_dir)
        if self.started:
            self.reservations.load()
        session.listeners.append(self._on_entry)
        self._server: QTcpServer | None = None
        self._advertiser: Advertiser | None = None
        self._beat = QTimer(self)
        self._beat.timeout.connect(self._heartbeat)
        self._beat.start(self.options.heartbeat_ms)
        self._autosave_timer = QTimer(self)
        self._autosave_timer.setSingleShot(True)
        self._autosave_timer.timeout.connect(self.autosave_now)
        #: host CPU seconds spent broadcasting accepted commands (the benchmark reads it)
        self.broadcast_cpu = 0.0
        self._views = ViewCache()
        self.bots = BotPlayer(session)
        self._bot_timer = QTimer(self)
        self._bot_timer.setSingleShot(True)
        self._bot_timer.timeout.connect(self._bot_step)
        self._pump_timer = QTimer(self)
        self._pump_timer.setSingleShot(True)
        self._pump_timer.timeout.connect(self._pump)
        self._pumping = False
        self._lobby_timer = QTimer(self)
        self._lobby_timer.setSingleShot(True)
        self._lobby_timer.timeout.connect(self._broadcast_lobby)
        self.shelf = PictureShelf()
        self._picture_timer = QTimer(self)
        self._picture_timer.setSingleShot(True)
        self._picture_timer.timeout.connect(self._send_due_pictures)
        self.backoff = PasswordBackoff(
            self.options.password_backoff_ms / 1000, self.options.password_backoff_max_ms / 1000
        )

    # -- TCP ----------------------------------------------------------------------------------

    def listen(self, address: str = "0.0.0.0", port: int = 0) -> bool:
        self._server = QTcpServer(self)
        self._server.newConnection.connect(self._accept)
        return self._server.listen(QHostAddress(address), port)

    def port(self) -> int:
        return self._server.serverPort() if self._server else 0

    def error_text(self) -> str:
        return self._server.errorString() if self._server else ""

    def advertise(self, name: str = "") -> None:
        """Announce the game with zeroconf (mDNS) so that players find it in the join dialog."""
        from .discovery import Advertiser

        lobby = self.lobby()
        self._advertiser = Advertiser.start(
            name or f"{self.options.host_name} - {lobby.title or lobby.game}",
            self.port(),
            {
                "game": lobby.game,
                "seats": str(len(lobby.seats)),
                "app": P.APP_VERSION,
                "protocol": str(P.PROTOCOL_VERSION),
            },
        )

    def close(self) -> None:
        """Stop serving: autosave, say goodbye, close every connection."""
        if self._autosave_timer.isActive():
            self._autosave_timer.stop()
            self.autosave_now()
        if self._advertiser is not None:
            self._advertiser.stop()
            self._advertiser = None
        for peer in list(self.peers):
            self._refuse(peer, "closing", QT_TRANSLATE_NOOP("Net", "The host closed the game."))
        if self._server is not None:
            self._server.close()
        self._beat.stop()
        self._bot_timer.stop()
        self._pump_timer.stop()
        self._lobby_timer.stop()
        self.bots.close()
        if self._on_entry in self.session.listeners:
            self.session.listeners.remove(self._on_entry)

    def _accept(self) -> None:
        server = self._server
        while server is not None and server.hasPendingConnections():
            sock = server.nextPendingConnection()
            sock.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
            transport = _SocketTransport(sock)
            peer = self.attach(transport)
            transport.bind(
                functools.partial(self.receive, peer), functools.partial(self.detach, peer)
            )

    # -- the connection logic (any transport) ---------------------------------------------------

    def attach(self, transport: Transport) -> Peer:
        self._count += 1
        peer = Peer(transport, self._count)
        self.peers.append(peer)
        log.info("connection %d from %s", peer.number, transport.describe())
        return peer

    def detach(self, peer: Peer) -> None:
        """The connection is gone (closed by either side); the seat stays reserved."""
        if peer not in self.peers or not shiboken6.isValid(self):
            return
        self.peers.remove(peer)
        was_seated = peer.stage == Peer.SEATED
        peer.stage = Peer.CLOSED
        log.info("connection %d (%s) closed", peer.number, peer.name or "?")
        if was_seated:
            self._broadcast_lobby()

    def receive(self, peer: Peer, data: bytes) -> None:
        """Bytes from ``peer``: its complete frames join its queue, handled at once when no
        other connection's messages wait (and within :data:`SLICE`), else in turn."""
        if peer.stage == Peer.CLOSED:
            return
        try:
            peer.inbox.extend(peer.reader.feed(data))
        except FrameError as exc:
            self._protocol_error(peer, str(exc))
            return
        if len(peer.inbox) >= INBOX_HOLD and not peer.held:
            peer.held = True
            peer.transport.hold(True)
        if not self._pumping:
            self._pump()

    def _pump(self) -> None:
        """Handle queued messages round-robin (one per connection per round) for at most
        :data:`SLICE` seconds, answer the resyncs, and come back later for the rest."""
        self._pumping = True
        deadline = time.perf_counter() + SLICE
        try:
            while True:
                ready = [p for p in self.peers if p.inbox and not p.waiting]
                for peer in ready:
                    if peer.stage != Peer.CLOSED and not peer.waiting:
                        self._process(peer, peer.inbox.popleft())
                if not ready or time.perf_counter() > deadline:
                    break
        finally:
            self._pumping = False
        for peer in list(self.peers):
            if peer.resync_due and peer.stage == Peer.SEATED:
                peer.resync_due = False
                self._guarded(peer, self._send_snapshot, peer)
            if peer.held and len(peer.inbox) < INBOX_HOLD // 2:
                peer.held = False
                peer.transport.hold(False)
        if any(p.inbox and not p.waiting for p in self.peers):
            self._pump_timer.start(0)

    def _process(self, peer: Peer, payload: bytes) -> None:
        try:
            msg = P.decode_client(payload)
        except (msgspec.DecodeError, msgspec.ValidationError) as exc:
            self._protocol_error(peer, f"malformed message: {exc}")
            return
        except Exception as exc:  # noqa: BLE001 - a decoder failure must not leave it waiting
            self._protocol_error(peer, f"undecodable message: {exc!r}")
            return
        peer.last_seen = time.monotonic()
        self._guarded(peer, self._handle, peer, msg)

    def _guarded(self, peer: Peer, handler: Callable[..., None], *args: object) -> None:
        """Run a handler of ``peer``'s message: a protocol violation or any failure is
        logged and answered with ``refused``, and the host goes on."""
        try:
            handler(*args)
        except ProtocolViolation as exc:
            self._protocol_error(peer, str(exc))
        except Exception:  # noqa: BLE001 - whatever broke, the client gets an answer
            log.exception(
                "connection %d (%s): handling its message failed; closing it",
                peer.number,
                peer.name or "?",
            )
            if peer.stage != Peer.CLOSED:
                self._refuse(
                    peer,
                    "error",
                    QT_TRANSLATE_NOOP(
                        "Net",
                        "The host failed to handle a message from you and closed the "
                        "connection; its log says why.",
                    ),
                )

    def _protocol_error(self, peer: Peer, why: str) -> None:
        log.warning("connection %d (%s): %s; closing it", peer.number, peer.name or "?", why)
        peer.inbox.clear()
        self._refuse(
            peer,
            "protocol",
            QT_TRANSLATE_NOOP(
                "Net",
                "The host received a message it does not understand and closed the connection.",
            ),
        )

    def _handle(self, peer: Peer, msg: P.Msg) -> None:
        if isinstance(msg, P.Pong):
            if peer.lagging:
                peer.lagging = False
                self._broadcast_lobby()
            return
        if isinstance(msg, P.Bye):
            self._close(peer)
            return
        if peer.stage == Peer.NEW:
            if not isinstance(msg, P.Hello):
                raise ProtocolViolation(f"{type(msg).__name__} before hello")
            self._hello(peer, msg)
        elif peer.stage == Peer.GREETED:
            if not isinstance(msg, P.Join):
                raise ProtocolViolation(f"{type(msg).__name__} before join")
            self._join_when_allowed(peer, msg)
        elif isinstance(msg, P.Send):
            self._command(peer, msg)
        elif isinstance(msg, P.Resync):
            peer.resync_due = True  # answered once at the end of the handling round
        elif isinstance(msg, P.WantPictures):
            self._want_pictures(peer, msg)
        elif isinstance(msg, P.DumpRequest) and self.options.test_dump:
            state, module = self.session.state, self.session.module
            seats = [s.index for s in state.seats] + [SPECTATOR, OMNISCIENT]
            self._send(peer, P.Dump(views={str(s): view_for(state, s, module) for s in seats}))
        else:
            raise ProtocolViolation(f"unexpected {type(msg).__name__}")

    def _hello(self, peer: Peer, msg: P.Hello) -> None:
        peer.name = msg.name.strip()[:40]
        if msg.protocol != P.PROTOCOL_VERSION or msg.app != P.APP_VERSION:
            log.warning(
                "connection %d (%s) runs app %s protocol %s; this host runs app %s "
                "protocol %s: refused",
                peer.number,
                peer.name,
                msg.app,
                msg.protocol,
                P.APP_VERSION,
                P.PROTOCOL_VERSION,
            )
            self._refuse(
                peer,
                "version",
                QT_TRANSLATE_NOOP(
                    "Net",
                    "The host runs version {host_app} (protocol {host_protocol}); you run "
                    "{app} (protocol {protocol}). Use the same version of the program.",
                ).with_args(
                    host_app=P.APP_VERSION,
                    host_protocol=P.PROTOCOL_VERSION,
                    app=msg.app,
                    protocol=msg.protocol,
                ),
            )
            return
        peer.stage = Peer.GREETED
        self._send(
            peer,
            P.Welcome(
                protocol=P.PROTOCOL_VERSION,
                app=P.APP_VERSION,
                nonce=peer.nonce,
                password=bool(self.options.password),
                lobby=self.lobby(),
            ),
        )

    def _join_when_allowed(self, peer: Peer, msg: P.Join) -> None:
        """Check the join now, or, if wrong passwords came from this address, once its
        back-off has passed (a timer: the host keeps serving everybody meanwhile)."""
        wait = 0.0
        if self.options.password:
            wait = self.backoff.book(peer.transport.address(), time.monotonic())
        if wait <= 0:
            self._join(peer, msg)
            return
        log.info("connection %d: password check in %.2f s (back-off)", peer.number, wait)
        peer.waiting = True
        QTimer.singleShot(int(wait * 1000) + 1, self, lambda: self._join_after_wait(peer, msg))

    def _join_after_wait(self, peer: Peer, msg: P.Join) -> None:
        peer.waiting = False
        if peer.stage == Peer.GREETED:
            self._guarded(peer, self._join, peer, msg)
        if peer.inbox and not self._pumping:
            self._pump()

    def _join(self, peer: Peer, msg: P.Join) -> None:
        if self.options.password:
            address = peer.transport.address()
            if not check_proof(self.options.password, peer.nonce, msg.proof):
                self.backoff.failed(address, time.monotonic())
                log.warning(
                    "connection %d (%s) from %s: wrong password", peer.number, peer.name, address
                )
                self._refuse(peer, "password", QT_TRANSLATE_NOOP("Net", "Wrong password."))
                return
            self.backoff.succeeded(address)
        seats = len(self.session.state.seats)
        if msg.seat is None:
            if msg.omniscient and not self.options.allow_omniscient:
                self._refuse(
                    peer,
                    "omniscient",
                    QT_TRANSLATE_NOOP("Net", "The host does not allow the all-seeing view."),
                )
                return
            self._seat(peer, OMNISCIENT if msg.omniscient else SPECTATOR, "")
            return
        seat = msg.seat
        if not 0 <= seat < seats:
            self._refuse(
                peer,
                "no_seat",
                QT_TRANSLATE_NOOP("Net", "There is no seat {seat} at this table.").with_args(
                    seat=seat + 1
                ),
            )
            return
        if msg.token:
            if not self.reservations.matches(seat, msg.token):
                self._refuse(
                    peer,
                    "token",
                    QT_TRANSLATE_NOOP("Net", "That seat is no longer reserved for you."),
                )
                return
            for other in list(self.peers):
                if other is not peer and other.is_player and other.seat == seat:
                    self._refuse(
                        other,
                        "replaced",
                        QT_TRANSLATE_NOOP("Net", "You joined this seat from another connection."),
                    )
            self.reservations.rename(seat, peer.name)
            self._seat(peer, seat, msg.token)
            return
        if self.seat_state(seat) != P.FREE:
            self._refuse(
                peer,
                "taken",
                QT_TRANSLATE_NOOP("Net", "Seat {seat} is already taken.").with_args(seat=seat + 1),
            )
            return
        self._name_seat(seat, peer.name)
        self._seat(peer, seat, self.reservations.claim(seat, peer.name))

    def _name_seat(self, seat: int, name: str) -> None:
        """A seat created without a name ("Player N") takes the name of the player who claims
        it, through the session (a logged ``rename_seat``), so views and saves agree."""
        spec = self.session.spec
        unnamed = spec is not None and seat < len(spec.seats) and not spec.seats[seat].name
        if unnamed and name and name != self.session.state.seats[seat].name:
            self.session.submit(C.RenameSeat(seat=seat, host=True, target=seat, name=name))

    def _seat(self, peer: Peer, seat: int, token: str) -> None:
        peer.stage = Peer.SEATED
        peer.seat = seat
        peer.lagging = False
        state, module = self.session.state, self.session.module
        choices = self._choices_of(seat)
        view = view_for(state, seat, module)
        lines = log_for(self.session.log[-JOIN_LOG_LINES:], seat)
        self._announce_pictures(peer, view)
        self._send(
            peer,
            P.Seated(
                seat=seat,
                token=token,
                view=view,
                log=[P.wire_entry(e, e.events) for e in lines],
                choices=choices,
            ),
        )
        peer.last_view, peer.last_choices = view, choices
        log.info("connection %d (%s) sits at %s", peer.number, peer.name, seat)
        self._broadcast_lobby()
        if self.options.auto_start and not self.started and self.seats_filled():
            self.start_game()

    def _command(self, peer: Peer, msg: P.Send) -> None:
        try:
            cmd = C.from_builtins(msg.cmd)
        except (msgspec.ValidationError, TypeError) as exc:
            raise ProtocolViolation(f"malformed command: {exc}") from None
        if not peer.is_player:
            self._send(
                peer,
                P.CommandRejected(
                    ref=msg.ref,
                    reason=QT_TRANSLATE_NOOP("Net", "Spectators cannot act on the table."),
                ),
            )
            return
        if not isinstance(cmd, C.Say) and (not self.started or self.paused):
            reason = (
                QT_TRANSLATE_NOOP("Net", "The game has not started yet.")
                if not self.started
                else QT_TRANSLATE_NOOP("Net", "The host paused the game.")
            )
            self._send(peer, P.CommandRejected(ref=msg.ref, reason=reason))
            return
        # The connection decides who acts, never the message.
        seat = cast(int, peer.seat)  # a player's
        cmd.seat, cmd.host = seat, False
        if isinstance(cmd, C.Batch):
            for part in cmd.commands:
                part.seat, part.host = seat, False
        result = self.session.submit(cmd)
        if not result.ok:
            self._send(peer, P.CommandRejected(ref=msg.ref, reason=cast(Message, result.reason)))

    # -- broadcasting ---------------------------------------------------------------------------

    def _on_entry(self, entry: LogEntry) -> None:
        started = time.process_time()
        seated = [
            (peer, peer.seat)
            for peer in self.peers
            if peer.stage == Peer.SEATED and peer.seat is not None
        ]
        # the choices first: a module may fill its bookkeeping while listing them
        choices = choices_by_seat(
            self.session.state, self.session.module, {seat for _, seat in seated if seat >= 0}
        )
        views = self._views.views(
            self.session.state, {seat for _, seat in seated}, self.session.module
        )
        for peer, seat in seated:
            view = views[seat]
            head, zones = split(peer.last_view, view)
            base = peer.last_view.state_id if peer.last_view is not None else -1
            mine = choices.get(seat, [])
            self._announce_pictures(peer, view)
            self._send(
                peer,
                P.Update(
                    base=base,
                    state_id=view.state_id,
                    entry=P.wire_entry(entry, events_for(entry.events, seat)),
                    view=head,
                    zones=zones,
                    choices=mine if mine != peer.last_choices else None,
                    no_undo=self.session.why_no_undo(seat) if seat >= 0 else None,
                ),
            )
            peer.last_view, peer.last_choices = view, mine
        self.broadcast_cpu += time.process_time() - started
        if self.options.autosave_dir is not None and not self._autosave_timer.isActive():
            self._autosave_timer.start(self.options.autosave_delay_ms)
        self._schedule_bots()

    # -- bot seats ------------------------------------------------------------------------------

    def _schedule_bots(self) -> None:
        """A bot plays a moment later if the game (started, not paused) waits for one."""
        if (
            self.started
            and not self.paused
            and not self._bot_timer.isActive()
            and self.bots.waiting_seat() is not None
        ):
            self._bot_timer.start(self.options.bot_delay_ms)

    def _bot_step(self) -> None:
        if self.started and not self.paused:
            self.bots.step()  # accepted: _on_entry broadcasts, autosaves and schedules the next

    def set_bot(self, seat: int, level: str) -> Message | None:
        """Give the free seat ``seat`` to the computer at ``level`` (one of the module's
        ``bot_levels``), or a bot seat back to the players with ``level`` empty; None when
        done, else why not.  Goes through the session as a ``set_bot`` host command."""
        if not 0 <= seat < len(self.session.state.seats):
            return QT_TRANSLATE_NOOP("Net", "There is no seat {seat} at this table.").with_args(
                seat=seat + 1
            )
        if self.seat_state(seat) not in (P.FREE, P.BOT):
            return QT_TRANSLATE_NOOP("Net", "Only a free seat can be given to the computer.")
        if not level and self.seat_state(seat) != P.BOT:
            return None  # a person's seat already
        result = self.session.submit(C.SetBot(seat=seat, host=True, target=seat, level=level))
        if not result.ok:
            return result.reason
        self._broadcast_lobby()
        if self.options.auto_start and not self.started and self.seats_filled():
            self.start_game()
        return None

    def resend_views(self) -> None:
        """Send every connection its whole view again (after a rollback or anything else that
        changes the table without a command)."""
        for peer in list(self.peers):
            if peer.stage == Peer.SEATED:
                self._send_snapshot(peer)

    def _send_snapshot(self, peer: Peer) -> None:
        if peer.seat is None:
            return
        choices = self._choices_of(peer.seat)  # first: a module may fill its bookkeeping
        view = view_for(self.session.state, peer.seat, self.session.module)
        self._announce_pictures(peer, view)
        self._send(peer, P.Snapshot(view=view, choices=choices))
        peer.last_view, peer.last_choices = view, choices

    # -- card pictures (vtt.net.pictures) -------------------------------------------------------

    def _announce_pictures(self, peer: Peer, view: View) -> None:
        """Tell ``peer`` the hashes of the pictures ``view`` shows for the first time (only
        what its seat sees: its view's faces and backs)."""
        options = self.session.state.options
        if not self.shelf.in_use(options):
            return
        fresh = keys_in(view) - peer.pictures.keys()
        names = self.shelf.announce(options, fresh) if fresh else {}
        if names:
            peer.pictures.update(names)
            self._send(peer, P.Pictures(names=names))

    def _want_pictures(self, peer: Peer, msg: P.WantPictures) -> None:
        """Queue the pictures ``peer`` asked for: only hashes announced to it, each once."""
        if len(msg.hashes) > MAX_WANTED:
            raise ProtocolViolation(f"asked for {len(msg.hashes)} pictures at once")
        announced = set(peer.pictures.values())
        for sha in msg.hashes:
            if sha in announced and sha not in peer.pictures_sent and sha not in peer.pictures_due:
                peer.pictures_due.append(sha)
        self._send_pictures(peer)

    def _send_pictures(self, peer: Peer) -> None:
        """Send ``peer`` its asked pictures while its connection keeps up; the rest later."""
        while (
            peer.pictures_due
            and peer.stage != Peer.CLOSED
            and peer.transport.pending() < PICTURE_WINDOW
        ):
            sha = peer.pictures_due.popleft()
            data = self.shelf.data(sha)
            peer.pictures_sent.add(sha)
            if data is not None:
                self._send(peer, P.Picture(sha256=sha, data=data))
        if peer.pictures_due and peer.stage != Peer.CLOSED:
            self._picture_timer.start(PICTURE_RETRY_MS)

    def _send_due_pictures(self) -> None:
        for peer in list(self.peers):
            if peer.pictures_due:
                self._send_pictures(peer)

    def _choices_of(self, seat: int) -> WireChoices:
        """``seat``'s own legal commands now (spectators and judges decide nothing)."""
        if seat < 0:
            return []
        return choices_by_seat(self.session.state, self.session.module, {seat})[seat]

    def autosave_now(self) -> None:
        if self.options.autosave_dir is None or self.session.spec is None:
            return
        try:
            autosave(self.session, self.options.autosave_dir)
        except OSError as exc:
            log.error("autosave failed: %s", exc)

    def _send(self, peer: Peer, msg: P.Msg) -> None:
        if peer.stage == Peer.CLOSED:
            return
        data = frame(P.encode(msg))
        if peer.transport.pending() + len(data) > MAX_BACKLOG:
            self._drop_behind(peer, len(data))
            return
        if self.wire_tap is not None:
            self.wire_tap(peer, data)
        peer.transport.write(data)

    def _drop_behind(self, peer: Peer, size: int) -> None:
        """``peer`` does not read what it is sent: drop it now, with what waits for it."""
        log.warning(
            "connection %d (%s): %d bytes wait to be sent and %d more would pass the bound "
            "of %d (the client does not read); dropping it",
            peer.number,
            peer.name or "?",
            peer.transport.pending(),
            size,
            MAX_BACKLOG,
        )
        was_seated = peer.stage == Peer.SEATED
        if peer in self.peers:
            self.peers.remove(peer)
        peer.stage = Peer.CLOSED
        peer.inbox.clear()
        peer.transport.abort()
        if was_seated:
            self._lobby_timer.start(0)  # not now: this may run inside a broadcast

    def _refuse(self, peer: Peer, code: str, reason: Message) -> None:
        self._send(peer, P.Refused(code=code, reason=reason))
        self._close(peer)

    def _close(self, peer: Peer) -> None:
        was_seated = peer.stage == Peer.SEATED
        if peer in self.peers:
            self.peers.remove(peer)
        peer.stage = Peer.CLOSED
        peer.transport.close()
        if was_seated:
            self._broadcast_lobby()

    # -- presence and the lobby ---------------------------------------------------------------

    def _holder(self, seat: int) -> Peer | None:
        for peer in self.peers:
            if peer.is_player and peer.seat == seat:
                return peer
        return None

    def seat_state(self, seat: int) -> str:
        if self.session.state.seats[seat].bot:
            return P.BOT
        if seat == self.options.local_seat:
            return P.CONNECTED
        holder = self._holder(seat)
        if holder is not None:
            return P.LAGGING if holder.lagging else P.CONNECTED
        return P.DISCONNECTED if self.reservations.holder(seat) is not None else P.FREE

    def seats_filled(self) -> bool:
        return all(self.seat_state(s.index) != P.FREE for s in self.session.state.seats)

    def lobby(self) -> P.Lobby:
        state = self.session.state
        seats = []
        for s in state.seats:
            player = (
                self.options.host_name
                if s.index == self.options.local_seat
                else s.bot or self.reservations.holder(s.index) or ""
            )  # a bot: its level
            seats.append(
                P.SeatInfo(
                    index=s.index, name=s.name, state=self.seat_state(s.index), player=player
                )
            )
        watchers = [
            p.name
            for p in self.peers
            if p.stage == Peer.SEATED and p.seat is not None and p.seat < 0
        ]
        return P.Lobby(
            game=state.game,
            title=self.session.module.title,
            seats=seats,
            spectators=watchers,
            started=self.started,
            paused=self.paused,
            omniscient_allowed=self.options.allow_omniscient,
        )

    def _broadcast_lobby(self) -> None:
        lobby = self.lobby()
        for peer in list(self.peers):
            if peer.stage in (Peer.GREETED, Peer.SEATED):
                self._send(peer, lobby)
        self.lobby_changed.emit(lobby)

    def _heartbeat(self) -> None:
        now = time.monotonic()
        opts = self.options
        changed = False
        for peer in list(self.peers):
            quiet = (now - peer.last_seen) * 1000
            if peer.stage == Peer.NEW:
                if (now - peer.opened) * 1000 > opts.handshake_ms:
                    log.warning("connection %d: no hello in time; closing it", peer.number)
                    self._close(peer)
                continue
            if peer.stage == Peer.GREETED:
                self._beat_greeted(peer, now)
                continue
            if quiet > opts.drop_after_ms:
                log.warning(
                    "connection %d (%s) silent for %.0f s; closing it",
                    peer.number,
                    peer.name,
                    quiet / 1000,
                )
                self._close(peer)
                continue
            lagging = quiet > opts.lag_after_ms
            if lagging != peer.lagging:
                peer.lagging = lagging
                changed = True
            self._send(peer, P.Ping(t=int(now * 1000)))
        if changed:
            self._broadcast_lobby()

    def _beat_greeted(self, peer: Peer, now: float) -> None:
        """A person choosing a seat (or typing a password): pinged, so neither side takes
        the wait for a dead connection, for up to ``choose_ms``; then told why it ends."""
        opts = self.options
        if (now - peer.opened) * 1000 > opts.choose_ms:
            log.warning("connection %d: no seat chosen in time; closing it", peer.number)
            self._refuse(peer, "timeout", CHOOSE_TIMEOUT)
        elif (now - peer.last_seen) * 1000 > opts.drop_after_ms:
            log.warning("connection %d: silent while choosing a seat; closing it", peer.number)
            self._close(peer)
        else:
            self._send(peer, P.Ping(t=int(now * 1000)))

    # -- what the host's operator does --------------------------------------------------------

    def start_game(self) -> bool:
        """Start once every seat is taken (by a player, a bot or the host); False if not."""
        if not self.seats_filled():
            return False
        self.started = True
        self._broadcast_lobby()
        self._schedule_bots()
        return True

    def pause(self, paused: bool) -> None:
        self.paused = paused
        self._broadcast_lobby()
        self._schedule_bots()

    def kick(self, seat: int) -> None:
        """Send the player at ``seat`` away and free the seat (their token stops working)."""
        holder = self._holder(seat)
        self.reservations.release(seat)
        if holder is not None:
            self._refuse(
                holder, "kicked", QT_TRANSLATE_NOOP("Net", "The host removed you from the table.")
            )
        else:
            self._broadcast_lobby()

    def reassign(self, seat: int, to_seat: int) -> bool:
        """Move the player of ``seat`` to the free seat ``to_seat``; False if not possible."""
        holder = self._holder(seat)
        if holder is None or self.seat_state(to_seat) != P.FREE:
            return False
        self.reservations.release(seat)
        self._seat(holder, to_seat, self.reservations.claim(to_seat, holder.name))
        return True


class _SocketTransport:
    """A QTcpSocket as the host's transport."""

    #: what Qt reads ahead from the network for one socket: while the host holds a
    #: connection, TCP makes its sender wait instead of this buffer growing
    READ_BUFFER = 64 * 1024

    def __init__(self, sock: QTcpSocket):
        self.sock = sock
        self._open = True
        self._held = False
        self._on_data: Callable[[bytes], None] | None = None
        sock.setReadBufferSize(self.READ_BUFFER)

    def bind(self, on_data: Callable[[bytes], None], on_gone: Callable[[], None]) -> None:
        self._on_data = on_data
        self.sock.readyRead.connect(self._read)
        self.sock.disconnected.connect(on_gone)
        self.sock.disconnected.connect(self.sock.deleteLater)

    def _read(self) -> None:
        if self._open and not self._held and self._on_data is not None:
            if shiboken6.isValid(self.sock) and self.sock.bytesAvailable():
                self._on_data(bytes(self.sock.readAll().data()))

    def hold(self, held: bool) -> None:
        self._held = held
        if not held:
            QTimer.singleShot(0, self._read)  # what arrived meanwhile (not re-entrant)

    def pending(self) -> int:
        if self._open and shiboken6.isValid(self.sock):
            return int(self.sock.bytesToWrite())
        return 0

    def abort(self) -> None:
        if not self._open:
            return
        self._open = False
        self.sock.readyRead.disconnect()
        self.sock.disconnected.disconnect()
        self.sock.abort()
        self.sock.deleteLater()

    def address(self) -> str:
        return self.sock.peerAddress().toString()

    def write(self, data: bytes) -> None:
        if (
            self._open
            and shiboken6.isValid(self.sock)
            and self.sock.state() == QAbstractSocket.SocketState.ConnectedState
        ):
            self.sock.write(data)

    def close(self) -> None:
        """Flush what is queued, then close; the host hears nothing more from this socket
        (its callbacks are cut first, so a late signal cannot reach a closed host)."""
        if not self._open:
            return
        self._open = False
        self.sock.readyRead.disconnect()
        self.sock.disconnected.disconnect()
        self.sock.disconnected.connect(self.sock.deleteLater)
        self.sock.disconnectFromHost()
        if self.sock.state() == QAbstractSocket.SocketState.UnconnectedState:
            self.sock.deleteLater()

    def describe(self) -> str:
        return f"{self.sock.peerAddress().toString()}:{self.sock.peerPort()}"
