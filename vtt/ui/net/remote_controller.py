"""The GameController of a LAN client: the same interface as a local game, over the network.

The widgets cannot tell the difference: :attr:`view` is the mirror of this seat's view that
the :class:`~vtt.net.client.NetClient` keeps equal to the host's, ``view_changed`` and
``logged`` fire when the host's updates arrive.  One difference is unavoidable: the host
decides later, so :meth:`submit` answers "sent" at once and a refusal arrives afterwards
through ``rejected``.  There is deliberately no ``session`` attribute: the session lives on
the host, which also sends this seat its legal commands (:meth:`legal_commands`) for the
Decisions dock.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from ...core import commands as C
from ...core.messages import QT_TRANSLATE_NOOP, Message
from ...core.session import LogEntry, Result
from ...core.views import View
from ...games import get_game
from ...net.client import ONLINE, NetClient
from ..controller import GameController
from ..render.table_pictures import shared_pictures


class RemoteController(GameController):
    """Plays the seat ``client`` sits at.  Besides the GameController signals:
    ``lobby_changed(Lobby)`` (seats and everybody's connection state) and
    ``status_changed(str)`` (this client's own connection)."""

    lobby_changed = Signal(object)
    status_changed = Signal(str)

    def __init__(self, client: NetClient, parent: QObject | None = None):
        super().__init__(parent)
        self.client = client
        client.setParent(self)
        self.module = get_game(client.view.game)
        self.seat = client.seat
        client.view_changed.connect(lambda _view: self.publish())
        client.logged.connect(self.logged)
        client.rejected.connect(self.rejected)
        client.lobby_changed.connect(self.lobby_changed)
        client.status_changed.connect(self.status_changed)
        client.seated.connect(self._on_seated)
        self._follow_pictures(client)

    @staticmethod
    def _follow_pictures(client: NetClient) -> None:
        """The card pictures the host sends go to the table's picture store; those that
        came before this controller (with the seat) too."""
        pictures = shared_pictures()
        pictures.forget_remote()
        client.pictures_arrived.connect(pictures.add_remote)
        ready = {}
        for key, sha in client.pictures.items():
            path = client.picture_cache.path(sha)
            if path is not None:
                ready[key] = path
        pictures.add_remote(ready)

    @property
    def view(self) -> View:
        return self.client.view

    def legal_commands(self, seat: int) -> list[C.Command]:
        """This seat's legal commands, as the host sent them with the last update (a client
        never learns another seat's)."""
        return list(self.client.choices) if seat == self.seat >= 0 else []

    def why_no_undo(self) -> Message | None:
        """The host's reason with its last update (it alone knows the history)."""
        return self.client.no_undo

    @property
    def history(self) -> list[LogEntry]:
        """This seat's log lines received so far (filtered by the host)."""
        return self.client.history

    @property
    def lobby(self):
        return self.client.lobby

    def submit(self, cmd: C.Command) -> Result:
        state_id = self.client.view.state_id
        if self.client.status != ONLINE:
            reason = QT_TRANSLATE_NOOP(
                "Net", "Not connected to the host; your action was not sent."
            )
            self.rejected.emit(reason)
            return Result(ok=False, state_id=state_id, reason=reason)
        if self.seat < 0:
            reason = QT_TRANSLATE_NOOP("Net", "Spectators cannot act on the table.")
            self.rejected.emit(reason)
            return Result(ok=False, state_id=state_id, reason=reason)
        self.client.send_command(cmd)
        return Result(ok=True, state_id=state_id)

    def _on_seated(self, seat: int) -> None:
        if seat != self.seat:  # the host moved us to another seat
            self.seat = seat
            self.session_replaced.emit()

    def leave(self) -> None:
        self.client.leave()
