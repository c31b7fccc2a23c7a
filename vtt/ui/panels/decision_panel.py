"""The "Decisions" dock: what the game waits for, and the viewer's legal moves as choices.

With a game's rules on, the module publishes the pending decision in its data
(``pending = {"seat", "text", ...}``) and lists every legal command of a seat
(:meth:`~vtt.core.module.GameModule.legal_commands`).  This panel shows the first, and for
the viewing seat the second, in words (:meth:`~vtt.core.module.GameModule.describe_command`)
under headings (:meth:`~vtt.core.module.GameModule.command_group`): commands without
choices ("Next phase", "End the turn", "Pass") as buttons at the top, the others as a list
that one click submits, with a filter box when the list is long.  Nothing here knows a
game: it works for any module that fills these hooks.

Rejections (the controller's ``rejected``) are shown under the choices.  In a hot-seat game,
when another person's seat must decide, a button offers to take that seat
(``seat_requested``; the main window switches the viewer).

A LAN client has no session: legal commands need the hidden state, which stays on the host,
so the panel then shows only the pending decision and says so.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (QDockWidget, QLabel, QLineEdit, QListWidget, QListWidgetItem,
                               QPushButton, QVBoxLayout, QWidget)

from ...core import commands as C
from ...core.messages import Message
from ...core.views import View
from ..controller import GameController
from ..log_text import message_text

#: the filter box appears when the list has more entries than this
FILTER_FROM = 8
#: rows of choices the list shows at least
MIN_LIST_ROWS = 7
_BASE_FIELDS = frozenset(C.Command.__struct_fields__)
_COMMAND_ROLE = Qt.ItemDataRole.UserRole


def has_choices(cmd: C.Command) -> bool:
    """Whether ``cmd`` carries a choice (a card, a target, an amount) beyond who gives it."""
    return bool(set(type(cmd).__struct_fields__) - _BASE_FIELDS)


def pending_of(view: View) -> dict[str, Any] | None:
    pending = view.data.get("pending") if isinstance(view.data, dict) else None
    return pending if isinstance(pending, dict) and "text" in pending else None


def pending_seats(pending: dict[str, Any]) -> list[int]:
    """Every seat that may answer the pending decision (1347's simultaneous supply: several)."""
    seats = pending.get("seats")
    if isinstance(seats, list) and seats:
        return [s for s in seats if isinstance(s, int)]
    seat = pending.get("seat")
    return [seat] if isinstance(seat, int) else []


def pending_text(view: View, pending: dict[str, Any]) -> str:
    """The decision in the user's language: a module may publish the whole message
    (context, template, arguments); otherwise the text is translated in the game's context."""
    message = pending.get("message")
    if isinstance(message, dict) and {"context", "text"} <= message.keys():
        return message_text(Message(str(message["context"]), str(message["text"]),
                                    dict(message.get("args") or {})))
    return QCoreApplication.translate(view.game, str(pending["text"]))


class DecisionPanel(QDockWidget):
    """Signals: ``seat_requested(int)`` - the user asks to play as that (hot-seat) seat."""

    seat_requested = Signal(int)

    def __init__(self, controller: GameController, parent: QWidget | None = None,
                 language: str = "en"):
        super().__init__(self.tr("Decisions"), parent)
        self.setObjectName("decisions")
        self.controller = controller
        self.language = language  # card names in the choices
        self.commands: list[C.Command] = []
        body = QWidget()
        box = QVBoxLayout(body)
        box.setContentsMargins(4, 4, 4, 4)
        self.pending_label = QLabel()
        self.pending_label.setObjectName("decision_pending")
        self.pending_label.setWordWrap(True)
        self.take_seat = QPushButton()
        self.take_seat.setObjectName("decision_take_seat")
        self.take_seat.clicked.connect(self._take_seat)
        self.buttons = QWidget()
        self.buttons_box = QVBoxLayout(self.buttons)
        self.buttons_box.setContentsMargins(0, 0, 0, 0)
        self.filter = QLineEdit()
        self.filter.setObjectName("decision_filter")
        self.filter.setPlaceholderText(self.tr("Filter the choices (a card, a minion, a word)"))
        self.filter.setClearButtonEnabled(True)
        self.filter.textChanged.connect(self._apply_filter)
        self.list = QListWidget()
        self.list.setObjectName("decision_list")
        self.list.setWordWrap(True)
        self.list.setSpacing(1)
        self.list.itemClicked.connect(self._item_clicked)
        # a few choices stay readable however the column is shared out
        self.list.setMinimumHeight(MIN_LIST_ROWS * self.list.fontMetrics().lineSpacing() + 8)
        self.error = QLabel()
        self.error.setObjectName("decision_error")
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b03a2e; font-weight: bold;")
        self.note = QLabel()
        self.note.setObjectName("decision_note")
        self.note.setWordWrap(True)
        for widget in (self.pending_label, self.take_seat, self.buttons, self.filter):
            box.addWidget(widget)
        box.addWidget(self.list, 1)
        box.addWidget(self.error)
        box.addWidget(self.note)
        self.setWidget(body)
        self._take_seat_index: int | None = None
        controller.view_changed.connect(self.refresh)
        controller.rejected.connect(self.show_rejection)
        self.refresh(controller.view)

    # -- what is shown -------------------------------------------------------------------------

    def legal(self) -> list[C.Command]:
        """The viewing seat's legal commands, computed from the local session's state."""
        session = getattr(self.controller, "session", None)
        if session is None or not session.state.rules:
            return []
        seat = self.controller.seat
        if not 0 <= seat < len(session.state.seats):
            return []
        return list(self.controller.module.legal_commands(session.state, seat))

    def refresh(self, view: View | None = None) -> None:
        view = view if view is not None else self.controller.view
        self.error.clear()
        pending = pending_of(view)
        self._show_pending(view, pending)
        local = hasattr(self.controller, "session")
        self.commands = self.legal() if pending is not None else []
        self._fill(view)
        if pending is not None and not local:
            self.note.setText(self.tr("In a LAN game the host alone knows the whole table, so your choices are not "
                                      "listed here: make them on the table and with the console."))
        elif pending is None:
            self.note.setText(self.tr("Nothing is waiting for a decision: with the game's rules off, play on "
                                      "the table by hand.") if not view.rules else "")
        else:
            self.note.clear()
        self.note.setVisible(bool(self.note.text()))

    def _show_pending(self, view: View, pending: dict[str, Any] | None) -> None:
        self._take_seat_index = None
        self.take_seat.hide()
        if pending is None:
            self.pending_label.setText(self.tr("No decision is pending."))
            return
        what = pending_text(view, pending)
        seats = [s for s in pending_seats(pending) if 0 <= s < len(view.seats)]
        if self.controller.seat in seats:
            self.pending_label.setText(self.tr("Your decision: {text}").format(text=what))
            return
        names = []
        for seat in seats:
            info = view.seats[seat]
            names.append(self.tr("{name} (computer)").format(name=info.name) if info.bot else info.name)
        if not names:
            self.pending_label.setText(what)
            return
        self.pending_label.setText(self.tr("Waiting for {seat}: {text}").format(seat=", ".join(names), text=what))
        humans = [s for s in seats if not view.seats[s].bot]
        if humans and hasattr(self.controller, "set_seat"):
            self._take_seat_index = humans[0]
            self.take_seat.setText(self.tr("Play as {name} (hot-seat)").format(name=view.seats[humans[0]].name))
            self.take_seat.show()

    def _fill(self, view: View) -> None:
        module, seat = self.controller.module, self.controller.seat
        while self.buttons_box.count():
            old = self.buttons_box.takeAt(0).widget()
            if old is not None:
                old.hide()
                old.deleteLater()
        self.list.clear()
        groups: dict[str, list[tuple[int, str]]] = {}
        for i, cmd in enumerate(self.commands):
            text = message_text(module.describe_command(cmd, view, seat, self.language))
            if not has_choices(cmd):
                button = QPushButton(text)
                button.setObjectName(f"decision_{type(cmd).__struct_config__.tag}")
                button.setToolTip(text)
                button.clicked.connect(lambda _=False, c=cmd: self.choose(c))
                self.buttons_box.addWidget(button)
                continue
            heading = message_text(module.command_group(cmd, view, seat))
            entries = groups.setdefault(heading, [])
            # the same words are the same choice to a player (two copies of a card in hand)
            if all(text != known for _, known in entries):
                entries.append((i, text))
        bold = QFont(self.list.font())
        bold.setBold(True)
        shade = self.list.palette().alternateBase()
        for heading, entries in groups.items():
            head = QListWidgetItem(heading)
            head.setFont(bold)
            head.setBackground(shade)
            head.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.list.addItem(head)
            for i, text in entries:
                item = QListWidgetItem(text)
                item.setToolTip(text)
                item.setData(_COMMAND_ROLE, i)
                self.list.addItem(item)
        listed = sum(len(e) for e in groups.values())
        self.buttons.setVisible(self.buttons_box.count() > 0)
        self.list.setVisible(listed > 0)
        self.filter.setVisible(listed > FILTER_FROM)
        self._apply_filter(self.filter.text() if self.filter.isVisible() else "")

    def _apply_filter(self, text: str) -> None:
        words = text.casefold().split()
        head: QListWidgetItem | None = None
        head_shown = False
        for row in range(self.list.count()):
            item = self.list.item(row)
            if item.data(_COMMAND_ROLE) is None:
                if head is not None:
                    head.setHidden(not head_shown)
                head, head_shown = item, False
                continue
            shown = all(w in item.text().casefold() or (head is not None and w in head.text().casefold())
                        for w in words)
            item.setHidden(not shown)
            head_shown |= shown
        if head is not None:
            head.setHidden(not head_shown)

    # -- acting ------------------------------------------------------------------------------------

    def entries(self) -> list[tuple[str, str]]:
        """``(heading, choice)`` of every listed choice, then ``("", button)`` for the buttons
        (what the user sees, for tests and for the status line)."""
        out: list[tuple[str, str]] = []
        heading = ""
        for row in range(self.list.count()):
            item = self.list.item(row)
            if item.data(_COMMAND_ROLE) is None:
                heading = item.text()
            else:
                out.append((heading, item.text().strip()))
        for i in range(self.buttons_box.count()):
            out.append(("", self.buttons_box.itemAt(i).widget().text()))
        return out

    def choose(self, cmd: C.Command) -> bool:
        """Submit ``cmd`` for the viewing seat; a refusal shows through ``rejected``."""
        return self.controller.submit(cmd).ok

    def _item_clicked(self, item: QListWidgetItem) -> None:
        index = item.data(_COMMAND_ROLE)
        if index is None or not 0 <= index < len(self.commands):
            return
        cmd = self.commands[index]
        # the list is rebuilt by the change this causes: submit once the click is over
        QTimer.singleShot(0, lambda: self.choose(cmd))

    def _take_seat(self) -> None:
        if self._take_seat_index is not None:
            self.seat_requested.emit(self._take_seat_index)

    def show_rejection(self, message: Message) -> None:
        self.error.setText(self.tr("Refused: {reason}").format(reason=message_text(message)))
