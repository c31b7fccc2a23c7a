"""Game > Host on LAN… and Game > Join a LAN game…: the dialogs and the lobby.

:func:`host_game` serves the window's current local game (or a new one with another number
of seats) with a :class:`~vtt.net.host.HostServer`; the host keeps playing in its window with
its LocalController on the same session, and the lobby window lets it start, pause, kick
and move players, and give free seats to the computer when the game has bots and its rules
are on (the host then plays those seats).  :func:`join_game` connects to a host (typed
address, or one found by zeroconf), lets the player pick a seat, take back a remembered
one, or watch, and switches the window to a :class:`RemoteController`;
:func:`join_address` does the same for ``vtt --join HOST:PORT``.  Both drive the
:class:`~vtt.ui.main_window.MainWindow` they are given (its controller, its LAN host and
lobby, its bot driver).
"""

from __future__ import annotations

import getpass
import secrets
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...core.decks import DecksRefused
from ...core.folders import autosaves_dir
from ...core.module import GameModule, GameSpec, SeatSpec
from ...core.session import Session
from ...games import get_game
from ...net import protocol as P
from ...net.client import NetClient, describe_client, describe_status
from ...net.discovery import Browser, FoundHost
from ...net.host import HostOptions, HostServer
from ...net.seat_tokens import SeatTokens
from ..bots import level_name
from ..controller import LocalController
from ..dialogs.new_game import show_refused_decks
from ..words import message_text
from .remote_controller import RemoteController

if TYPE_CHECKING:
    from ..main_window import MainWindow

DEFAULT_PORT = 47311


def _player_name() -> str:
    try:
        return getpass.getuser()
    except (OSError, KeyError):
        return ""


def lobby_bot_name(lobby: P.Lobby, level: str) -> str:
    """The bot level ``level`` of the lobby's game in words (its module's names; a game this
    program does not know gets the generic ones)."""
    try:
        module = get_game(lobby.game)
    except (KeyError, ImportError):
        module = GameModule()
    return level_name(module, level)


class HostDialog(QDialog):
    """Port, password, number of seats, the host's own seat, judges allowed."""

    def __init__(
        self,
        seats: int,
        min_seats: int,
        max_seats: int,
        own_seat: int,
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Host a LAN game"))
        form = QFormLayout(self)
        self.port = QSpinBox(minimum=1024, maximum=65535, value=DEFAULT_PORT)
        self.password = QLineEdit(echoMode=QLineEdit.EchoMode.Password)
        self.password.setPlaceholderText(self.tr("(none)"))
        self.seats = QSpinBox(minimum=min_seats, maximum=max_seats, value=seats)
        self.own_seat = QSpinBox(minimum=1, maximum=max_seats, value=own_seat + 1)
        self.seats.valueChanged.connect(lambda n: self.own_seat.setMaximum(n))
        self.judges = QCheckBox(self.tr("Spectators may see everything (judges)"))
        self.name = QLineEdit(_player_name())
        form.addRow(self.tr("Your name:"), self.name)
        form.addRow(self.tr("Port:"), self.port)
        form.addRow(self.tr("Password:"), self.password)
        form.addRow(self.tr("Seats:"), self.seats)
        form.addRow(self.tr("Your seat:"), self.own_seat)
        form.addRow(self.judges)
        note = QLabel(self.tr("With another number of seats a new game is dealt."))
        note.setWordWrap(True)
        form.addRow(note)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)


class LobbyWindow(QDialog):
    """Seats, players and their connection state; for the host also Start, Pause, Kick and
    Move.  Stays open beside the table (not modal)."""

    COLUMNS = 4

    def __init__(
        self,
        host: HostServer | None = None,
        lobby: P.Lobby | None = None,
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.host = host
        self.setWindowTitle(self.tr("LAN table"))
        layout = QVBoxLayout(self)
        self.info = QLabel()
        layout.addWidget(self.info)
        self.table = QTableWidget(0, self.COLUMNS)
        self.table.setHorizontalHeaderLabels(
            [self.tr("Seat"), self.tr("Name"), self.tr("Player"), self.tr("Connection")]
        )
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        layout.addWidget(self.table)
        self.watchers = QLabel()
        layout.addWidget(self.watchers)
        if host is not None:
            row = QHBoxLayout()
            self.start_button = QPushButton(self.tr("Start the game"))
            self.pause_button = QPushButton(self.tr("Pause"))
            kick = QPushButton(self.tr("Remove player"))
            move = QPushButton(self.tr("Move to seat…"))
            self.bot_button = QPushButton(self.tr("Give to computer…"))
            state = host.session.state
            self.bot_button.setEnabled(state.rules and host.session.module.has_bots)
            if not self.bot_button.isEnabled():
                self.bot_button.setToolTip(
                    self.tr("Only games with computer players, with their rules on.")
                )
            self.bot_button.clicked.connect(self._give_to_computer)
            self.start_button.clicked.connect(self._start)
            self.pause_button.clicked.connect(lambda: host.pause(not host.paused))
            kick.clicked.connect(self._kick)
            move.clicked.connect(self._move)
            for b in (self.start_button, self.pause_button, kick, move, self.bot_button):
                row.addWidget(b)
            layout.addLayout(row)
            host.lobby_changed.connect(self.show_lobby)
            self.show_lobby(host.lobby())
        elif lobby is not None:
            self.show_lobby(lobby)

    def _state_text(self, state: str) -> str:
        return {
            P.FREE: self.tr("free"),
            P.BOT: self.tr("computer"),
            P.CONNECTED: self.tr("connected"),
            P.LAGGING: self.tr("lagging"),
            P.DISCONNECTED: self.tr("disconnected"),
        }.get(state, state)

    def show_lobby(self, lobby: P.Lobby) -> None:
        self.table.setRowCount(len(lobby.seats))
        for row, seat in enumerate(lobby.seats):
            player = lobby_bot_name(lobby, seat.player) if seat.state == P.BOT else seat.player
            cells = [str(seat.index + 1), seat.name, player, self._state_text(seat.state)]
            for col, text in enumerate(cells):
                self.table.setItem(row, col, QTableWidgetItem(text))
        status = (
            self.tr("Paused")
            if lobby.paused
            else self.tr("Playing")
            if lobby.started
            else self.tr("Waiting for players")
        )
        port = self.tr(" - port {port}").format(port=self.host.port()) if self.host else ""
        self.info.setText(f"{lobby.title or lobby.game}: {status}{port}")
        self.watchers.setText(
            self.tr("Watching: {names}").format(
                names=", ".join(lobby.spectators) or self.tr("nobody")
            )
        )
        if self.host is not None:
            self.start_button.setEnabled(not lobby.started)
            self.pause_button.setText(self.tr("Resume") if lobby.paused else self.tr("Pause"))

    def _selected_seat(self) -> int | None:
        rows = self.table.selectionModel().selectedRows()
        return rows[0].row() if rows else None

    def _start(self) -> None:
        if not self.host.start_game():
            QMessageBox.information(
                self,
                self.windowTitle(),
                self.tr("Every seat needs a player before the game starts."),
            )

    def _kick(self) -> None:
        seat = self._selected_seat()
        if seat is not None and seat != self.host.options.local_seat:
            self.host.kick(seat)

    def _move(self) -> None:
        seat = self._selected_seat()
        if seat is None:
            return
        count = len(self.host.session.state.seats)
        to, ok = QInputDialog.getInt(
            self, self.windowTitle(), self.tr("Move to seat:"), 1, 1, count
        )
        if ok and not self.host.reassign(seat, to - 1):
            QMessageBox.information(
                self,
                self.windowTitle(),
                self.tr("Only a connected player can move, to a free seat."),
            )

    def _give_to_computer(self) -> None:
        """Choose a level for the selected free seat (or give a bot seat back to the players)."""
        seat = self._selected_seat()
        if seat is None:
            QMessageBox.information(self, self.windowTitle(), self.tr("Select a free seat first."))
            return
        levels = list(self.host.session.module.bot_levels())
        labels = [level_name(self.host.session.module, level) for level in levels]
        if self.host.seat_state(seat) == P.BOT:
            levels.insert(0, "")
            labels.insert(0, self.tr("Nobody: a player may take the seat"))
        label, ok = QInputDialog.getItem(
            self,
            self.windowTitle(),
            self.tr("Who plays seat {n}?").format(n=seat + 1),
            labels,
            0,
            False,
        )
        if not ok:
            return
        refused = self.host.set_bot(seat, levels[labels.index(label)])
        if refused is not None:
            QMessageBox.information(self, self.windowTitle(), message_text(refused))


def host_game(main_window: MainWindow) -> HostServer | None:
    """Game > Host on LAN…: serve the window's game to the local network."""
    ctl = main_window.controller
    session = main_window.session
    if session is None or ctl is None:
        QMessageBox.information(
            main_window,
            QCoreApplication.translate("MainWindow", "Host a LAN game"),
            QCoreApplication.translate(
                "MainWindow", "Start or open a game first; that game is the one you host."
            ),
        )
        return None
    if main_window.lan_host is not None:
        if main_window.lan_lobby is not None:
            main_window.lan_lobby.show()
            main_window.lan_lobby.raise_()
        return main_window.lan_host
    module = session.module
    dialog = HostDialog(
        len(session.state.seats), module.min_seats, module.max_seats, ctl.seat, main_window
    )
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    seat = dialog.own_seat.value() - 1
    if dialog.seats.value() != len(session.state.seats):
        spec = GameSpec(
            game=module.id,
            seats=[SeatSpec(name="") for _ in range(dialog.seats.value())],
            seed=secrets.randbits(31),
            rules=session.state.rules,
            options=dict(session.state.options),
        )
        try:
            session = Session(module.new_game(spec), module, spec)
        except DecksRefused as refused:  # the starters at another seat count (2018 rules)
            show_refused_decks(main_window, refused)
            return None
        main_window.start_session(session, seat=seat)
    elif isinstance(ctl, LocalController):
        ctl.set_seat(seat)
    options = HostOptions(
        password=dialog.password.text(),
        allow_omniscient=dialog.judges.isChecked(),
        autosave_dir=autosaves_dir() / "lan",
        local_seat=seat,
        host_name=dialog.name.text().strip() or QCoreApplication.translate("MainWindow", "Host"),
    )
    host = HostServer(session, options, main_window)
    if not host.listen("0.0.0.0", dialog.port.value()):
        QMessageBox.warning(
            main_window,
            dialog.windowTitle(),
            QCoreApplication.translate(
                "MainWindow", "Cannot listen on port {port}: {error}"
            ).format(port=dialog.port.value(), error=host.error_text()),
        )
        host.close()
        host.deleteLater()
        return None
    host.advertise()
    if isinstance(main_window.controller, LocalController):  # the other seats are people's now
        main_window.controller.hot_seat = False
        if main_window.decisions is not None:
            main_window.decisions.refresh()
    if main_window.bots is not None:  # one bot driver: the host now plays the bot seats
        main_window.bots.stand_down()
    main_window.lan_host = host
    main_window.lan_lobby = LobbyWindow(host, parent=main_window)
    main_window.lan_lobby.show()
    return host


class JoinDialog(QDialog):
    """Address and port typed by hand, or picked from the games found on the network."""

    def __init__(
        self,
        parent: QWidget | None = None,
        discover: bool = True,
        tokens: SeatTokens | None = None,
        last: tuple[str, int] | None = None,
    ):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Join a LAN game"))
        form = QFormLayout(self)
        self.found = QListWidget()
        form.addRow(QLabel(self.tr("Games on this network:")))
        form.addRow(self.found)
        self.name = QLineEdit(_player_name())
        self.address = QLineEdit()
        self.address.setPlaceholderText("192.168.1.20")
        self.port = QSpinBox(minimum=1, maximum=65535, value=DEFAULT_PORT)
        self.password = QLineEdit(echoMode=QLineEdit.EchoMode.Password)
        form.addRow(self.tr("Your name:"), self.name)
        form.addRow(self.tr("Address:"), self.address)
        form.addRow(self.tr("Port:"), self.port)
        form.addRow(self.tr("Password:"), self.password)
        latest = tokens.latest() if tokens is not None else None
        latest = latest or last
        if latest is not None:  # the table played last (its seat can be taken back)
            self.address.setText(latest[0])
            self.port.setValue(latest[1])
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.found.currentItemChanged.connect(self._pick)
        self.found.itemDoubleClicked.connect(lambda _item: self.accept())
        self.browser = Browser(self)
        self.browser.changed.connect(self.show_found)
        if discover and not self.browser.start():
            self.found.addItem(self.tr("(searching is not possible here; type the address)"))
            self.found.setEnabled(False)
        self.finished.connect(lambda _code: self.browser.stop())

    def show_found(self, hosts: list[FoundHost]) -> None:
        self.found.clear()
        for h in hosts:
            item = QListWidgetItem(
                self.tr("{name} - {game}, {seats} seats ({address}:{port})").format(
                    name=h.name, game=h.game, seats=h.seats, address=h.address, port=h.port
                )
            )
            item.setData(Qt.ItemDataRole.UserRole, h)
            self.found.addItem(item)

    def _pick(self, item: QListWidgetItem | None) -> None:
        host = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        if isinstance(host, FoundHost):
            self.address.setText(host.address)
            self.port.setValue(host.port)


class SeatDialog(QDialog):
    """Connects, then offers the free seats, the seat remembered from an earlier run
    ("Rejoin as ..."), watching, and the judge's view if allowed.  Accepted once the host
    has seated us."""

    def __init__(self, client: NetClient, parent: QWidget | None = None):
        super().__init__(parent)
        self.client = client
        self.setWindowTitle(self.tr("Choose a seat"))
        layout = QVBoxLayout(self)
        self.status = QLabel(message_text(describe_client(client)))
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        self.seats = QListWidget()
        layout.addWidget(self.seats)
        row = QHBoxLayout()
        self.take = QPushButton(self.tr("Take this seat"))
        self.watch = QPushButton(self.tr("Watch"))
        self.judge = QPushButton(self.tr("Watch as judge (sees everything)"))
        self.rejoin = QPushButton()
        cancel = QPushButton(self.tr("Cancel"))
        for b in (self.rejoin, self.take, self.watch, self.judge, cancel):
            row.addWidget(b)
        layout.addLayout(row)
        self.take.clicked.connect(self._take)
        self.rejoin.clicked.connect(self._rejoin)
        self.watch.clicked.connect(lambda: client.join(None))
        self.judge.clicked.connect(lambda: client.join(None, omniscient=True))
        cancel.clicked.connect(self.reject)
        self.seats.itemDoubleClicked.connect(lambda _item: self._take())
        client.status_changed.connect(
            lambda _s: self.status.setText(message_text(describe_client(client)))
        )
        client.lobby_changed.connect(self.show_lobby)
        client.seated.connect(lambda _seat: self.accept())
        client.refused.connect(self._refused)
        client.welcomed.connect(self._welcomed)
        #: asks the person for the host's password: (text, ok) (tests replace it)
        self.ask_password = lambda: QInputDialog.getText(
            self,
            self.windowTitle(),
            self.tr("The host asks for a password:"),
            QLineEdit.EchoMode.Password,
        )
        self._enable(False)
        self.judge.setVisible(False)
        self.rejoin.setVisible(False)

    def _welcomed(self, welcome: P.Welcome) -> None:
        """The host wants a password this client was not given: ask for it (the host keeps
        the connection meanwhile), then go on; cancelling leaves."""
        if welcome.password and not self.client.password:
            # not inside the client's reading of the socket: the prompt runs its own loop
            QTimer.singleShot(0, self._ask_password)

    def _ask_password(self) -> None:
        password, ok = self.ask_password()
        if not ok:
            self.reject()
            return
        self.client.password = password
        self.client.go_on()

    def _enable(self, on: bool) -> None:
        for b in (self.take, self.watch, self.judge):
            b.setEnabled(on)

    def show_lobby(self, lobby: P.Lobby) -> None:
        self.seats.clear()
        for seat in lobby.seats:
            free = seat.state == P.FREE
            text = (
                self.tr("Seat {n}: {name} - free").format(n=seat.index + 1, name=seat.name)
                if free
                else self.tr("Seat {n}: {name} - {player}").format(
                    n=seat.index + 1,
                    name=seat.name,
                    player=lobby_bot_name(lobby, seat.player)
                    if seat.state == P.BOT
                    else seat.player or seat.state,
                )
            )
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, seat.index)
            if not free:
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
            self.seats.addItem(item)
        self._enable(True)
        self.judge.setVisible(lobby.omniscient_allowed)
        saved = self.client.saved_seat()
        if saved is not None and 0 <= saved.seat < len(lobby.seats):
            self.rejoin.setText(
                self.tr("Rejoin as {name} (seat {n})").format(
                    name=saved.player or lobby.seats[saved.seat].player, n=saved.seat + 1
                )
            )
        self.rejoin.setVisible(saved is not None)

    def _rejoin(self) -> None:
        saved = self.client.saved_seat()
        if saved is not None:
            self.client.rejoin(saved)

    def _take(self) -> None:
        item = self.seats.currentItem()
        if item is not None and item.flags() & Qt.ItemFlag.ItemIsEnabled:
            self.client.join(item.data(Qt.ItemDataRole.UserRole))

    def _refused(self, code: str, reason) -> None:
        QMessageBox.warning(self, self.windowTitle(), message_text(reason))
        if self.client.status == "offline":
            self.reject()


def join_game(main_window: MainWindow) -> RemoteController | None:
    """Game > Join a LAN game…: connect, pick a seat, and play it in this window."""
    tokens = SeatTokens()
    settings = main_window.settings
    last = (settings.last_join_address, settings.last_join_port)
    dialog = JoinDialog(main_window, tokens=tokens, last=last if last[0] and last[1] else None)
    if dialog.exec() != QDialog.DialogCode.Accepted or not dialog.address.text().strip():
        return None
    settings.last_join_address = dialog.address.text().strip()
    settings.last_join_port = dialog.port.value()
    main_window.files.store_settings()
    client = open_client(
        dialog.address.text().strip(),
        dialog.port.value(),
        dialog.name.text().strip(),
        dialog.password.text(),
        tokens=tokens,
    )
    return _choose_seat_and_play(main_window, client)


def join_address(
    main_window: MainWindow,
    address: str,
    port: int,
    name: str,
    seat: int | None = None,
    password: str = "",
) -> RemoteController | None:
    """``vtt --join HOST:PORT [--seat N]``: connect; a remembered seat at that table (or
    ``seat``) is taken at once, otherwise the seat dialog asks."""
    client = open_client(
        address,
        port,
        name or _player_name(),
        password,
        seat=seat,
        tokens=SeatTokens(),
        rejoin_saved=True,
    )
    return _choose_seat_and_play(main_window, client)


def open_client(
    address: str,
    port: int,
    name: str,
    password: str = "",
    seat: int | None = None,
    tokens: SeatTokens | None = None,
    rejoin_saved: bool = False,
) -> NetClient:
    """A client connecting to ``address:port`` that remembers its seat token in ``tokens``."""
    client = NetClient(name, password, tokens=tokens)
    client.connect_to(address, port, seat=seat, rejoin_saved=rejoin_saved)
    return client


def _choose_seat_and_play(main_window: MainWindow, client: NetClient) -> RemoteController | None:
    seats = SeatDialog(client, main_window)
    if client.view is None and seats.exec() != QDialog.DialogCode.Accepted:
        client.leave()
        client.deleteLater()
        return None
    return play_remote(main_window, client)


def play_remote(main_window: MainWindow, client: NetClient) -> RemoteController:
    """Switch ``main_window`` to the seat ``client`` sits at, with the lobby beside it."""
    ctl = RemoteController(client)
    main_window.use_controller(ctl)
    lobby = LobbyWindow(lobby=client.lobby, parent=main_window)
    ctl.lobby_changed.connect(lobby.show_lobby)
    ctl.status_changed.connect(
        lambda s: main_window.statusBar().showMessage(
            message_text(describe_status(s)), 0 if s != "online" else 5000
        )
    )
    main_window.lan_lobby = lobby
    lobby.show()
    return ctl
