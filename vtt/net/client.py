"""The LAN client: one connection to a host, and the mirror of this seat's view.

The client never holds more than its seat's view (``view_for`` on the host): it applies
each :class:`~.protocol.Update` on the view of the state it names as ``base``, and asks for
a snapshot when the numbers do not follow.  When the connection drops it keeps the seat's
token and reconnects by itself (the host may be restarting on its autosave); the host gives
the seat back with the same view.  Along with the view the host sends this seat's own
legal commands whenever the game waits for its decision (:attr:`NetClient.choices`), so its
Decisions dock lists them as in a local game.  With a :class:`~.seat_tokens.SeatTokens` the
token also outlives the program: a restarted app finds it and can take its seat back.
"""

from __future__ import annotations

import logging
import time

import msgspec
from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QTcpSocket

from ..core import commands as C
from ..core.messages import QT_TRANSLATE_NOOP, Message
from ..core.session import LogEntry
from ..core.views import View
from . import protocol as P
from .auth import proof
from .choices import read_choices
from .framing import FrameError, FrameReader, frame
from .pictures import MAX_WANTED, PictureCache, is_digest
from .projection import patched
from .seat_tokens import SavedSeat, SeatTokens

log = logging.getLogger("vtt.net")

CONNECTING, ONLINE, RECONNECTING, OFFLINE = "connecting", "online", "reconnecting", "offline"
#: refusals after which trying again cannot help
#: log lines the client keeps, for a log panel made after they arrived (a rejoined window)
HISTORY_LINES = 5000
_FINAL = {
    "version",
    "password",
    "kicked",
    "token",
    "replaced",
    "protocol",
    "taken",
    "no_seat",
    "omniscient",
    "timeout",
}
#: how long connecting may take, until the host's welcome, before the client gives up (a
#: host that drops the packets, a port where something else listens)
CONNECT_MS = 10000
#: why a connection failed, for people, by the socket's error
_SOCKET_REASONS = {
    QAbstractSocket.SocketError.ConnectionRefusedError: QT_TRANSLATE_NOOP(
        "Net", "the host refused the connection (no game is hosted at that address and port)"
    ),
    QAbstractSocket.SocketError.HostNotFoundError: QT_TRANSLATE_NOOP(
        "Net", "no computer answers to that address"
    ),
    QAbstractSocket.SocketError.SocketTimeoutError: QT_TRANSLATE_NOOP(
        "Net", "the host did not answer in time"
    ),
    QAbstractSocket.SocketError.RemoteHostClosedError: QT_TRANSLATE_NOOP(
        "Net", "the host closed the connection"
    ),
    QAbstractSocket.SocketError.NetworkError: QT_TRANSLATE_NOOP(
        "Net", "the network cannot reach the host"
    ),
}
TIMED_OUT = _SOCKET_REASONS[QAbstractSocket.SocketError.SocketTimeoutError]
CLOSED = _SOCKET_REASONS[QAbstractSocket.SocketError.RemoteHostClosedError]


class NetClient(QObject):
    """Signals: ``welcomed(Welcome)`` (choose a seat now), ``seated(int)``,
    ``view_changed(View)``, ``logged(LogEntry)``, ``rejected(Message)`` (a command of ours was
    refused), ``lobby_changed(Lobby)``, ``refused(code, Message)`` (the host ended the
    connection), ``status_changed(str)`` (connecting, online, reconnecting, offline) and
    ``dumped(Dump)`` (tests).  ``welcomed`` also comes when the host wants a password the
    client was not given: ask the person, set :attr:`password` and call :meth:`go_on` (the
    host keeps the connection while they type)."""

    welcomed = Signal(object)
    seated = Signal(int)
    view_changed = Signal(object)
    logged = Signal(object)
    rejected = Signal(object)
    lobby_changed = Signal(object)
    refused = Signal(str, object)
    status_changed = Signal(str)
    dumped = Signal(object)
    #: card pictures that arrived or were found in the cache: {picture key: file}
    pictures_arrived = Signal(object)

    def __init__(
        self,
        name: str,
        password: str = "",
        parent: QObject | None = None,
        *,
        reconnect_ms: int = 1000,
        reconnect_tries: int = 120,
        silence_ms: int = 15000,
        tokens: SeatTokens | None = None,
        pictures: PictureCache | None = None,
        connect_ms: int = CONNECT_MS,
    ):
        super().__init__(parent)
        self.name = name
        #: where seat tokens are remembered between runs (None: in memory only)
        self.tokens = tokens
        self._rejoin_saved = False
        self.password = password
        self.address = ""
        self.port = 0
        self.seat: int | None = None
        self.token = ""
        self.view: View | None = None
        #: this seat's legal commands for the decision the game waits for (from the host;
        #: always those of the state of :attr:`view`; empty when it has nothing to decide)
        self.choices: list[C.Command] = []
        #: why this seat cannot undo now, as the host said with its last update (None: it can)
        self.no_undo: Message | None = None
        self.lobby: P.Lobby | None = None
        #: this seat's log lines so far (the host's last lines at joining, then every update)
        self.history: list[LogEntry] = []
        self.status = OFFLINE
        #: why the last connection failed or ended, for people ("" when unknown): the
        #: socket's error (:data:`_SOCKET_REASONS`, English), or the host's refusal
        self.offline_reason = ""
        #: the same as a translatable message (None when unknown)
        self.offline_message: Message | None = None
        self._welcome_msg: P.Welcome | None = None
        #: the host said why it ends this connection (the socket's closing says less)
        self._refused_now = False
        self.resyncs = 0
        #: card pictures by hash (:mod:`.pictures`), and the key -> hash the host announced
        self.picture_cache = pictures if pictures is not None else PictureCache()
        self.pictures: dict[str, str] = {}
        self._asked: set[str] = set()
        #: pictures received over the wire (tests count them)
        self.pictures_received = 0
        self._want: tuple[int | None, bool] | None = None
        self._nonce = ""
        self._ref = 0
        self._reader = FrameReader()
        self._sock: QTcpSocket | None = None
        self._tries = 0
        self._reconnect_ms, self._reconnect_tries = reconnect_ms, reconnect_tries
        self._silence_ms = silence_ms
        self._last_recv = time.monotonic()
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.timeout.connect(self._open)
        self._watch = QTimer(self)
        self._watch.timeout.connect(self._check_silence)
        self._watch.start(max(200, silence_ms // 4))
        self._connect_ms = connect_ms
        self._connecting = QTimer(self)
        self._connecting.setSingleShot(True)
        self._connecting.timeout.connect(self._connect_timed_out)

    # -- what the application does ------------------------------------------------------------

    def connect_to(
        self,
        address: str,
        port: int,
        seat: int | None = None,
        spectate: bool = False,
        omniscient: bool = False,
        rejoin_saved: bool = False,
    ) -> None:
        """Connect; with ``seat`` (or ``spectate``) join at once, else wait for :meth:`join`.
        With ``rejoin_saved`` a remembered token for this table (and ``seat``, if given)
        takes that seat back at once."""
        self.address, self.port = address, port
        self._rejoin_saved = rejoin_saved
        self._want = (seat, omniscient) if (seat is not None or spectate) else None
        self._tries = 0
        self._set_status(CONNECTING)
        self._open()

    def join(self, seat: int | None, omniscient: bool = False) -> None:
        """Claim ``seat`` (``None``: watch, with the judge's view if ``omniscient``)."""
        self._want = (seat, omniscient)
        self._send(P.Join(seat=seat, omniscient=omniscient, proof=self._proof()))

    def saved_seat(self) -> SavedSeat | None:
        """The remembered seat at this host's game (known once the host has welcomed us)."""
        if self.tokens is None or self.lobby is None:
            return None
        return self.tokens.get(self.address, self.port, self.lobby.game, self.name)

    def rejoin(self, saved: SavedSeat) -> None:
        """Take back the remembered seat ``saved`` with its token."""
        self.seat, self.token = saved.seat, saved.token
        self._want = (saved.seat, False)
        self._send(P.Join(seat=saved.seat, token=saved.token, proof=self._proof()))

    def send_command(self, cmd: C.Command) -> int:
        """Send a command (its seat is set by the host); returns the reference a rejection
        will carry."""
        self._ref += 1
        self._send(P.Send(ref=self._ref, cmd=C.to_builtins(cmd)))
        return self._ref

    def request_dump(self) -> None:
        self._send(P.DumpRequest())

    def leave(self) -> None:
        """Leave on purpose: the seat stays reserved for this client's token."""
        self._want = None
        self._retry.stop()
        self._send(P.Bye())
        self._drop_socket()
        self._set_status(OFFLINE)

    # -- the socket ----------------------------------------------------------------------------

    def _open(self) -> None:
        self._drop_socket()
        self._reader = FrameReader()
        self._refused_now = False
        sock = self._sock = QTcpSocket(self)
        sock.connected.connect(self._on_connected)
        sock.readyRead.connect(self._on_ready)
        sock.disconnected.connect(self._on_lost)
        sock.errorOccurred.connect(self._on_error)
        self._connecting.start(self._connect_ms)
        sock.connectToHost(self.address, self.port)

    def _drop_socket(self) -> None:
        sock, self._sock = self._sock, None
        if sock is not None:
            sock.blockSignals(True)  # nothing from the old socket reaches us any more
            sock.abort()
            sock.deleteLater()

    def _on_connected(self) -> None:
        if self._sock is None:
            return
        self._sock.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
        self._last_recv = time.monotonic()
        self._send(P.Hello(protocol=P.PROTOCOL_VERSION, app=P.APP_VERSION, name=self.name))

    def _connect_timed_out(self) -> None:
        if self._sock is not None and self.status != ONLINE:
            self._why(TIMED_OUT)
            self._on_lost()

    def _on_error(self, error) -> None:
        if self._sock is not None and not self._refused_now:
            self._why(_SOCKET_REASONS.get(error), self._sock.errorString())
        if (
            self._sock is not None
            and self._sock.state() != QAbstractSocket.SocketState.ConnectedState
        ):
            self._on_lost()

    def _why(self, message: Message | None, socket_words: str = "") -> None:
        """Remember why the connection failed: ours in words people read, else the socket's."""
        self.offline_message = message
        self.offline_reason = message.english() if message is not None else socket_words

    def _on_lost(self) -> None:
        """The connection is gone without the host saying why: try again if we had a seat."""
        if self._sock is not None and not self._refused_now and self.status == ONLINE:
            self._why(CLOSED)
        self._connecting.stop()
        self._drop_socket()
        if self.token or (self._want is not None and self.status == RECONNECTING):
            if self._tries < self._reconnect_tries:
                self._tries += 1
                self._set_status(RECONNECTING)
                self._retry.start(self._reconnect_ms)
                return
        self._set_status(OFFLINE)

    def _check_silence(self) -> None:
        if (
            self._sock is not None
            and self.status == ONLINE
            and (time.monotonic() - self._last_recv) * 1000 > self._silence_ms
        ):
            log.warning("the host has been silent too long; reconnecting")
            self._on_lost()

    def _send(self, msg: P.Msg) -> None:
        if (
            self._sock is not None
            and self._sock.state() == QAbstractSocket.SocketState.ConnectedState
        ):
            self._sock.write(frame(P.encode(msg)))

    def _on_ready(self) -> None:
        self._last_recv = time.monotonic()
        if self._sock is None:
            return
        try:
            for payload in self._reader.feed(bytes(self._sock.readAll().data())):
                self._handle(P.decode_host(payload))
                if self._sock is None:
                    return
        except (FrameError, msgspec.DecodeError, msgspec.ValidationError) as exc:
            log.error("the host sent something malformed (%s); reconnecting", exc)
            self._on_lost()

    # -- messages -------------------------------------------------------------------------------

    def _handle(self, msg: P.Msg) -> None:
        if isinstance(msg, P.Update):
            self._update(msg)
        elif isinstance(msg, P.Ping):
            self._send(P.Pong(t=msg.t))
        elif isinstance(msg, P.Lobby):
            self.lobby = msg
            self.lobby_changed.emit(msg)
        elif isinstance(msg, P.Snapshot):
            self.view = msg.view
            self.choices = read_choices(msg.choices, self.seat)
            self.view_changed.emit(msg.view)
        elif isinstance(msg, P.CommandRejected):
            self.rejected.emit(msg.reason)
        elif isinstance(msg, P.Welcome):
            self._welcome(msg)
        elif isinstance(msg, P.Seated):
            self._seated(msg)
        elif isinstance(msg, P.Refused):
            self._refused(msg)
        elif isinstance(msg, (P.Pictures, P.Picture)):
            self._picture_message(msg)
        elif isinstance(msg, P.Dump):
            self.dumped.emit(msg)

    def _picture_message(self, msg: P.Pictures | P.Picture) -> None:
        """Announced pictures: those in the cache are ready, the others are asked for once;
        a picture's bytes: kept if they are what was asked (its hash checked)."""
        if isinstance(msg, P.Picture):
            if msg.sha256 not in self._asked:
                log.warning("the host sent a picture that was not asked for; ignored")
                return
            self.pictures_received += 1
            path = self.picture_cache.store(msg.sha256, msg.data)
            if path is None:
                log.warning("a picture from the host does not match its hash; ignored")
                return
            keys = {key: path for key, sha in self.pictures.items() if sha == msg.sha256}
            self.pictures_arrived.emit(keys)
            return
        names = {k: sha for k, sha in msg.names.items() if is_digest(sha)}
        self.pictures.update(names)
        ready, wanted = {}, []
        for key, sha in names.items():
            path = self.picture_cache.path(sha)
            if path is not None:
                ready[key] = path
            elif sha not in self._asked:
                self._asked.add(sha)
                wanted.append(sha)
        for start in range(0, len(wanted), MAX_WANTED):
            self._send(P.WantPictures(hashes=wanted[start : start + MAX_WANTED]))
        if ready:
            self.pictures_arrived.emit(ready)

    def _proof(self) -> str:
        return proof(self.password, self._nonce) if self.password else ""

    def _welcome(self, msg: P.Welcome) -> None:
        self._connecting.stop()  # the host answered: connected
        self._nonce = msg.nonce
        self._asked.clear()  # a new connection: the host announces its pictures again
        self.lobby = msg.lobby
        self._tries = 0
        self._set_status(ONLINE)
        self.lobby_changed.emit(msg.lobby)
        self._welcome_msg = msg
        if msg.password and not self.password:
            self.welcomed.emit(msg)  # the person types the password, then go_on()
            return
        self.go_on()

    def go_on(self) -> None:
        """After the welcome (and the password, when the host asked for one): take the
        seat wanted or remembered, or let the person choose (``welcomed``)."""
        msg = self._welcome_msg
        if msg is None:
            return
        saved = self.saved_seat() if self._rejoin_saved and not self.token else None
        if saved is not None and (self._want is None or self._want[0] == saved.seat):
            self.rejoin(saved)
        elif self.token and self.seat is not None:
            self._send(P.Join(seat=self.seat, token=self.token, proof=self._proof()))
        elif self._want is not None:
            self.join(*self._want)
        else:
            self.welcomed.emit(msg)

    def _seated(self, msg: P.Seated) -> None:
        same_seat = self.seat == msg.seat and bool(self.history)
        self.seat = msg.seat
        self.token = msg.token
        self.view = msg.view
        self.choices = read_choices(msg.choices, msg.seat)
        if self.tokens is not None and msg.seat >= 0 and msg.token:
            self.tokens.put(
                SavedSeat(
                    address=self.address,
                    port=self.port,
                    game=msg.view.game,
                    player=self.name,
                    seat=msg.seat,
                    token=msg.token,
                )
            )
        entries = [e for e in map(self._read_entry, msg.log) if e is not None]
        if same_seat:  # back after a reconnection: only the lines we missed are new
            last = self.history[-1].state_id
            entries = [e for e in entries if e.state_id > last]
        else:
            self.history = []
        self.seated.emit(msg.seat)
        self.view_changed.emit(msg.view)
        for entry in entries:
            self._keep(entry)

    def _update(self, msg: P.Update) -> None:
        if self.view is None or msg.base != self.view.state_id:
            # Out of step (this should not happen on TCP): our own view, whole, again.
            self.resyncs += 1
            log.warning(
                "update for state %s while the mirror is at %s; asking for a snapshot",
                msg.base,
                self.view.state_id if self.view else None,
            )
            self._send(P.Resync())
        else:
            self.view = patched(self.view, msg.view, msg.zones)
            self.no_undo = msg.no_undo
            if msg.choices is not None:
                self.choices = read_choices(msg.choices, self.seat)
            self.view_changed.emit(self.view)
        entry = self._read_entry(msg.entry)
        if entry is not None:
            self._keep(entry)

    def _read_entry(self, wire: P.WireEntry) -> LogEntry | None:
        try:
            return P.log_entry(wire)
        except msgspec.ValidationError as exc:
            log.error("unreadable log line from the host: %s", exc)
            return None

    def _keep(self, entry: LogEntry) -> None:
        self.history.append(entry)
        del self.history[:-HISTORY_LINES]
        self.logged.emit(entry)

    def _refused(self, msg: P.Refused) -> None:
        log.warning("the host refused: %s (%s)", msg.reason.english(), msg.code)
        self._why(msg.reason)
        self._refused_now = True
        if msg.code in ("token", "kicked") and self.tokens is not None and self.lobby is not None:
            self.tokens.forget(self.address, self.port, self.lobby.game, self.name)
        if msg.code in _FINAL:
            self.token = ""
            self._want = None
            self._retry.stop()
            self._drop_socket()
            self._set_status(OFFLINE)
        self.refused.emit(msg.code, msg.reason)

    def _set_status(self, status: str) -> None:
        if status == ONLINE:
            self._why(None)
        if status != self.status:
            self.status = status
            self.status_changed.emit(status)


def describe_client(client: NetClient) -> Message:
    """The client's status for people, with the reason when the connection failed."""
    if client.status == OFFLINE and client.offline_message is not None:
        why = client.offline_message
        if not why.args:  # one of ours, or a refusal without values: translated as an argument
            return QT_TRANSLATE_NOOP("Net", "Not connected: {reason}").with_args(reason=why.text)
        return why
    if client.status == OFFLINE and client.offline_reason:
        return QT_TRANSLATE_NOOP("Net", "Not connected: {reason}").with_args(
            reason=client.offline_reason
        )
    return describe_status(client.status)


def describe_status(status: str) -> Message:
    """The connection status for people."""
    return {
        CONNECTING: QT_TRANSLATE_NOOP("Net", "Connecting…"),
        ONLINE: QT_TRANSLATE_NOOP("Net", "Connected"),
        RECONNECTING: QT_TRANSLATE_NOOP("Net", "Connection lost; reconnecting…"),
        OFFLINE: QT_TRANSLATE_NOOP("Net", "Not connected"),
    }[status]
