"""The seam between the widgets and a game: what the UI may do and what it is told.

Widgets read the game only through a controller: :attr:`GameController.view` (the viewing
seat's :class:`~vtt.core.views.View`), :attr:`GameController.history` (the log as the
viewer may read it) and the legal commands of the seats the person here plays; they build
commands for :attr:`GameController.seat`, :meth:`submit` them, and redraw when
:attr:`GameController.view_changed` fires.  A local game (hot-seat, solo with bots) uses
:class:`LocalController`; a LAN client provides the same interface over the network.

Only the tools of the window that runs the game reach :attr:`LocalController.session`
itself: saving, the bot driver, Edit > Host override (which takes back steps and fixes
counts the host may need to name, hidden cards included, never showing them) and the
LAN host.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, Signal

from ..core import commands as C
from ..core.messages import Message
from ..core.module import GameModule
from ..core.session import LogEntry, Result, Session
from ..core.views import View, events_for, log_for, view_for


class GameController(QObject):
    """Abstract controller.  Signals:

    * ``view_changed(View)`` - the table changed (or the viewer changed): redraw;
    * ``logged(LogEntry)`` - a log line for the viewer, already filtered for its seat;
    * ``rejected(Message)`` - the last command was refused; show why, next to the action;
    * ``session_replaced()`` - a different game was loaded or started.

    ``view_changed`` is delivered from the event loop, never from inside :meth:`submit`:
    a widget that submits from its own click handler (a list entry, a menu) is not rebuilt
    under its feet, and several changes in a row (a batch, the bots) redraw once, with the
    newest view.  :attr:`view` itself is always current.
    """

    view_changed = Signal(object)
    logged = Signal(object)
    rejected = Signal(object)
    session_replaced = Signal()
    #: posts one delivery of ``view_changed`` to the event loop (see :meth:`publish`)
    _delivery = Signal()

    module: GameModule
    seat: int

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._posted = False
        self._delivery.connect(self._deliver, Qt.ConnectionType.QueuedConnection)

    def publish(self) -> None:
        """Tell the widgets, from the event loop, that :attr:`view` changed (once for any
        number of changes before they hear of it)."""
        if not self._posted:
            self._posted = True
            self._delivery.emit()

    def _deliver(self) -> None:
        self._posted = False
        self.view_changed.emit(self.view)

    @property
    def view(self) -> View:
        raise NotImplementedError

    def submit(self, cmd: C.Command) -> Result:
        raise NotImplementedError

    def command(self, cls: type[C.Command], **args) -> Result:
        """Build a command for the viewing seat and submit it: ``ctl.command(C.Lock, card=3)``."""
        return self.submit(cls(seat=self.seat, **args))

    def played_seats(self) -> list[int]:
        """The seats the person at this window plays: the viewing seat, and in a hot-seat
        game every seat without a computer player.  The Decisions dock answers for them."""
        return [self.seat] if self.seat >= 0 else []

    def by_hand(self, cmd: C.Command) -> C.Command:
        """A command made by hand on the table, as the game reads it now
        (``GameModule.by_hand``: in a rules game, a step of the card being applied)."""
        view = self.view
        return self.module.by_hand(view, cmd) if view is not None else cmd

    def legal_commands(self, seat: int) -> list[C.Command]:
        """The legal commands of ``seat`` (one of :meth:`played_seats`) for the decision the
        game waits for; empty when the rules are off or the seat has nothing to decide."""
        return []

    def why_no_undo(self) -> Message | None:
        """Why the viewing seat cannot undo now (the words of a greyed Undo), None if it can."""
        return None

    @property
    def history(self) -> list[LogEntry]:
        """The game's log as the viewing seat may read it (the log panel rebuilds from it)."""
        return []

    def view_of(self, seat: int) -> View:
        """What ``seat`` (one of :meth:`played_seats`) sees: the words of its choices."""
        return self.view


class LocalController(GameController):
    """Runs the session in this process: solo, hot-seat, or the host's own window."""

    def __init__(self, session: Session, seat: int = 0, parent: QObject | None = None):
        super().__init__(parent)
        self.session = session
        self.module = session.module
        self.seat = seat
        #: the person here plays every seat without a computer player (hot-seat); False
        #: while the game is hosted on the LAN, where the other seats are other people's
        self.hot_seat = True
        self._view = view_for(session.state, seat, session.module)
        session.listeners.append(self._on_entry)

    @property
    def view(self) -> View:
        return self._view

    def why_no_undo(self) -> Message | None:
        return self.session.why_no_undo(self.seat)

    def submit(self, cmd: C.Command) -> Result:
        result = self.session.submit(cmd)
        if not result.ok:
            self.rejected.emit(result.reason)
        return result

    def played_seats(self) -> list[int]:
        if not self.hot_seat:
            return super().played_seats()
        return [s.index for s in self.session.state.seats if s.index == self.seat or not s.bot]

    def legal_commands(self, seat: int) -> list[C.Command]:
        state = self.session.state
        if not state.rules or seat not in self.played_seats():
            return []
        return list(self.module.legal_commands(state, seat))

    def view_of(self, seat: int) -> View:
        if seat == self.seat or seat not in self.played_seats():
            return self._view
        return view_for(self.session.state, seat, self.module)

    @property
    def history(self) -> list[LogEntry]:
        return log_for(self.session.log, self.seat)

    def set_seat(self, seat: int) -> None:
        """ "View as seat": hot-seat players switch the viewer; other hands become backs."""
        self.seat = seat
        self._refresh()

    def replace_session(self, session: Session, seat: int | None = None) -> None:
        if self._on_entry in self.session.listeners:
            self.session.listeners.remove(self._on_entry)
        self.session = session
        self.module = session.module
        self.hot_seat = True  # a host serves the session it was given, not this new one
        if seat is not None:
            self.seat = seat
        self.seat = min(self.seat, len(session.state.seats) - 1)
        session.listeners.append(self._on_entry)
        # the new game's view first: session_replaced listeners read it with the new module
        self._view = view_for(session.state, self.seat, self.module)
        self.session_replaced.emit()
        self._refresh()

    def _refresh(self) -> None:
        self._view = view_for(self.session.state, self.seat, self.module)
        self.publish()

    def _on_entry(self, entry: LogEntry) -> None:
        filtered = LogEntry(
            state_id=entry.state_id,
            seat=entry.seat,
            kind=entry.kind,
            host=entry.host,
            events=events_for(entry.events, self.seat),
        )
        self._refresh()
        self.logged.emit(filtered)


__all__ = ["GameController", "LocalController", "Message"]
