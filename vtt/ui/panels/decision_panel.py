"""The "Decisions" dock: what the game waits for, and the viewer's legal moves as choices.

With a game's rules on, every view carries the decision the game waits for
(:attr:`~vtt.core.views.View.decision`, a :class:`~vtt.core.decision.Decision`: the seats
that decide and the sentence to read) and the module lists every legal command of a seat
(:meth:`~vtt.core.module.GameModule.legal_commands`).  This panel shows the first, and for
the viewing seat the second, in words (:meth:`~vtt.core.module.GameModule.describe_command`)
under headings (:meth:`~vtt.core.module.GameModule.command_group`): commands without
choices ("Next phase", "End the turn", "Pass") as buttons at the top, the others as a list
that one click submits, with a filter box when the list is long.  Nothing here knows a
game: it works for any module that fills these hooks.

Choices that differ only in the player they are aimed at ("Anson plays Govern the Unaligned
against Bruno / Carla / Dmitri") are one entry; clicking it opens a small menu of those
players.  Identical words are one choice (two copies of a card in hand), buttons included.

The choices come from the controller (:meth:`~vtt.ui.controller.GameController.legal_commands`):
a local game computes them, a LAN client gets its own seat's from the host.  In a hot-seat
game (one person plays several seats), when another of those seats must decide, its choices
are listed at once under "<name> decides" (a check box turns this off; a button then offers
to take that seat, ``seat_requested``).  Seats of computer players and, in a hosted LAN game,
other people's seats are never answered here.  Rejections (the controller's ``rejected``)
are shown under the choices.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QCheckBox,
    QDockWidget,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...core import commands as C
from ...core.decision import Decision
from ...core.messages import Message
from ...core.views import View
from ..controller import GameController
from ..words import message_text

#: the filter box appears when the list has more entries than this
FILTER_FROM = 8
#: rows of choices the list shows at least
MIN_LIST_ROWS = 7
_BASE_FIELDS = frozenset(C.Command.__struct_fields__)
_COMMAND_ROLE = Qt.ItemDataRole.UserRole
#: an entry grouping choices aimed at different players: ``[(player, command index)]``
_TARGETS_ROLE = Qt.ItemDataRole.UserRole + 1
#: what the filter box searches in an entry besides its text (the players of a group)
_SEARCH_ROLE = Qt.ItemDataRole.UserRole + 2
#: stands for the player in the words of an entry that groups several
ANY_PLAYER = "\u2026"


def has_choices(cmd: C.Command) -> bool:
    """Whether ``cmd`` carries a choice (a card, a target, an amount) beyond who gives it."""
    return bool(set(type(cmd).__struct_fields__) - _BASE_FIELDS)


def deciders(view: View) -> list[int]:
    """The seats the view's decision waits for (several when they answer at once); none
    when nothing is pending."""
    if view.decision is None:
        return []
    return [s for s in view.decision.seats if 0 <= s < len(view.seats)]


def player_argument(message: Message, players: set[str]) -> str | None:
    """The argument of ``message`` that names a player, when it has others too (the choice
    "against Bruno" of a card played by a minion): such choices group by the rest."""
    if len(message.args) < 2:
        return None
    return next(
        (
            key
            for key, value in sorted(message.args.items())
            if isinstance(value, str) and value in players
        ),
        None,
    )


def decision_text(decision: Decision) -> str:
    """The decision's sentence in the user's language."""
    return message_text(decision.message)


class DecisionPanel(QDockWidget):
    """Signals: ``seat_requested(int)`` - the user asks to play as that (hot-seat) seat."""

    seat_requested = Signal(int)

    def __init__(
        self, controller: GameController, parent: QWidget | None = None, language: str = "en"
    ):
        super().__init__(self.tr("Decisions"), parent)
        self.setObjectName("decisions")
        self.controller = controller
        self.language = language  # card names in the choices
        self.commands: list[C.Command] = []
        #: the seat whose choices are listed (the viewer, or a hot-seat seat that decides)
        self.decider: int | None = None
        #: the view the panel shows (the controller's, once its change was delivered)
        self.shown: View = controller.view
        #: the menu of players a grouped entry opened last (kept for tests)
        self.target_menu: QMenu | None = None
        body = QWidget()
        box = QVBoxLayout(body)
        box.setContentsMargins(4, 4, 4, 4)
        self.decision_label = QLabel()
        self.decision_label.setObjectName("decision_label")
        self.decision_label.setWordWrap(True)
        self.answer_others = QCheckBox(self.tr("Answer here for the other seats I play (hot-seat)"))
        self.answer_others.setObjectName("decision_answer_others")
        self.answer_others.setToolTip(
            self.tr(
                "When another seat you play must decide, list its choices here at once; "
                "off: take that seat first to see them."
            )
        )
        self.answer_others.setChecked(True)
        self.answer_others.toggled.connect(lambda _on: self.refresh())
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
        for widget in (
            self.decision_label,
            self.answer_others,
            self.take_seat,
            self.buttons,
            self.filter,
        ):
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
        """The legal commands of the seat that decides here (see :attr:`decider`)."""
        if self.decider is None:
            return []
        return list(self.controller.legal_commands(self.decider))

    def decider_here(self, view: View) -> int | None:
        """Whose choices this window lists: the viewer's if it must decide, else (hot-seat,
        when the box is ticked) the first of the deciders that the person here plays."""
        seats = deciders(view)
        if self.controller.seat in seats:
            return self.controller.seat
        if self.answer_others.isChecked():
            played = self.controller.played_seats()
            return next((s for s in seats if s in played), None)
        return None

    def refresh(self, view: View | None = None) -> None:
        view = view if view is not None else self.controller.view
        self.shown = view
        self.error.clear()
        if self.target_menu is not None:
            self.target_menu.hide()
        self.decider = self.decider_here(view)
        self.answer_others.setVisible(view.rules and len(self.controller.played_seats()) > 1)
        self._show_decision(view)
        self.commands = self.legal()
        self._fill(view)
        self.note.setText(
            self.tr(
                "Nothing is waiting for a decision: with the game's rules off, play on "
                "the table by hand."
            )
            if view.decision is None and not view.rules
            else ""
        )
        self.note.setVisible(bool(self.note.text()))

    def _show_decision(self, view: View) -> None:
        self._take_seat_index = None
        self.take_seat.hide()
        if view.decision is None:
            self.decision_label.setText(self.tr("No decision is pending."))
            return
        what = decision_text(view.decision)
        if self.decider == self.controller.seat:
            self.decision_label.setText(self.tr("Your decision: {text}").format(text=what))
            return
        if self.decider is not None:
            self.decision_label.setText(
                self.tr("{name} decides: {text}").format(
                    name=view.seats[self.decider].name, text=what
                )
            )
            return
        seats = deciders(view)
        if not seats:
            self.decision_label.setText(what)
            return
        names = [
            self.tr("{name} (computer)").format(name=view.seats[s].name)
            if view.seats[s].bot
            else view.seats[s].name
            for s in seats
        ]
        self.decision_label.setText(
            self.tr("Waiting for {seat}: {text}").format(seat=", ".join(names), text=what)
        )
        # another seat the person here plays (hot-seat) decides: offer to take it
        played = self.controller.played_seats()
        humans = [s for s in seats if s in played and not view.seats[s].bot]
        if humans:
            self._take_seat_index = humans[0]
            self.take_seat.setText(
                self.tr("Play as {name} (hot-seat)").format(name=view.seats[humans[0]].name)
            )
            self.take_seat.show()

    def _fill(self, view: View) -> None:
        module = self.controller.module
        seat = self.decider if self.decider is not None else self.controller.seat
        words_view = self.controller.view_of(seat)  # the decider's cards have names in its view
        players = {info.name for info in view.seats}
        while self.buttons_box.count():
            old = self.buttons_box.takeAt(0).widget()
            if old is not None:
                old.hide()
                old.deleteLater()
        self.list.clear()
        pressed: set[str] = set()
        # heading -> entry key -> [text, [(player or text, command index, whole words)], grouped]
        groups: dict[str, dict[Any, list]] = {}
        for i, cmd in enumerate(self.commands):
            message = module.describe_command(cmd, words_view, seat, self.language)
            text = message_text(message)
            if not has_choices(cmd):
                if text in pressed:  # the same words are the same choice ("End the turn")
                    continue
                pressed.add(text)
                button = QPushButton(text)
                button.setObjectName(f"decision_{type(cmd).__struct_config__.tag}")
                button.setToolTip(text)
                button.clicked.connect(lambda _=False, c=cmd: self.choose(c))
                self.buttons_box.addWidget(button)
                continue
            heading = message_text(module.command_group(cmd, words_view, seat))
            entries = groups.setdefault(heading, {})
            key_arg = player_argument(message, players)
            if key_arg is None:
                entries.setdefault(("one", text), [text, [(text, i, text)], False])
                continue
            rest = tuple(sorted((k, repr(v)) for k, v in message.args.items() if k != key_arg))
            anyone = Message(message.context, message.text, {**message.args, key_arg: ANY_PLAYER})
            entry = entries.setdefault(
                ("some", message.context, message.text, key_arg, rest),
                [message_text(anyone), [], True],
            )
            player = str(message.args[key_arg])
            # the same words are the same choice to a player (two copies of a card in hand)
            if all(player != known for known, *_ in entry[1]):
                entry[1].append((player, i, text))
        bold = QFont(self.list.font())
        bold.setBold(True)
        shade = self.list.palette().alternateBase()
        listed = 0
        for heading, entries in groups.items():
            head = QListWidgetItem(heading)
            head.setFont(bold)
            head.setBackground(shade)
            head.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.list.addItem(head)
            for text, options, grouped in entries.values():
                item = QListWidgetItem()
                if grouped and len(options) > 1:
                    names = [player for player, *_ in options]
                    item.setText(text)
                    item.setData(_TARGETS_ROLE, [(player, i) for player, i, _ in options])
                    item.setData(_SEARCH_ROLE, " ".join(names))
                    item.setToolTip(
                        self.tr("Choose the player: {names}").format(names=", ".join(names))
                    )
                else:  # one player only: the whole words
                    text = options[0][-1]
                    item.setText(text)
                    item.setToolTip(text)
                item.setData(_COMMAND_ROLE, options[0][1])
                self.list.addItem(item)
                listed += 1
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
            searched = " ".join(
                (
                    item.text(),
                    item.data(_SEARCH_ROLE) or "",
                    head.text() if head is not None else "",
                )
            ).casefold()
            shown = all(w in searched for w in words)
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
        """Submit ``cmd`` (for the seat it names: the viewer's, or a hot-seat seat that
        decides); a refusal shows through ``rejected``."""
        return self.controller.submit(cmd).ok

    def _item_clicked(self, item: QListWidgetItem) -> None:
        index = item.data(_COMMAND_ROLE)
        if index is None or not 0 <= index < len(self.commands):
            return
        targets = item.data(_TARGETS_ROLE)
        if targets:
            self._open_targets(item, targets)
            return
        self.choose(self.commands[index])

    def _open_targets(self, item: QListWidgetItem, targets: list) -> None:
        """The players a grouped entry may be aimed at, as a menu under the entry."""
        if self.target_menu is None:
            self.target_menu = QMenu(self)
            self.target_menu.setObjectName("decision_targets")
        menu = self.target_menu
        menu.clear()
        for player, index in targets:
            if 0 <= index < len(self.commands):
                action = menu.addAction(player)
                action.triggered.connect(lambda _=False, c=self.commands[index]: self.choose(c))
        rect = self.list.visualItemRect(item)
        menu.popup(self.list.viewport().mapToGlobal(rect.bottomLeft()))

    def _take_seat(self) -> None:
        if self._take_seat_index is not None:
            self.seat_requested.emit(self._take_seat_index)

    def show_rejection(self, message: Message) -> None:
        self.error.setText(self.tr("Refused: {reason}").format(reason=message_text(message)))
