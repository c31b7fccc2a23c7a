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

Nothing moves under the mouse while a decision lasts (the same deciding seat, kind of
decision, turn and phase): each choice keeps its row or button, keyed by its command, so
that clicking "Give 1 to Beckett" twice gives twice; a choice no longer offered
stays greyed where it was and a new one goes last.  Words wrap to the dock's width, never
cut off.  The list is laid out afresh when the next decision comes.

Choices that differ only in the player they are aimed at ("Anson plays Govern the Unaligned
against Bruno / Carla / Dmitri") are one entry; clicking it opens a small menu of those
players.  So are choices whose words differ only in their ``choice`` argument (a module
names it so: the levels and aims of one card, "Play Aire of Elation with Anson: +1 bleed /
superior: +2 bleed"), with a menu of those.  Identical words are one choice (two copies
of a card in hand), buttons included.

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

import msgspec
from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QCheckBox,
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPushButton,
    QSizePolicy,
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
#: marks a heading row of the list
_HEAD_ROLE = Qt.ItemDataRole.UserRole + 3
#: what a row stands for while the decision lasts (its command, or its group of commands)
_KEY_ROLE = Qt.ItemDataRole.UserRole + 4
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


#: the argument a module names for what distinguishes the choices of one entry
CHOICE_ARG = "choice"


def player_argument(message: Message, players: set[str]) -> str | None:
    """The argument of ``message`` that names a player, when it has others too (the choice
    "against Bruno" of a card played by a minion), or its :data:`CHOICE_ARG`: such choices
    group by the rest."""
    if len(message.args) < 2:
        return None
    if CHOICE_ARG in message.args:
        return CHOICE_ARG
    return next(
        (
            key
            for key, value in sorted(message.args.items())
            if isinstance(value, str) and value in players
        ),
        None,
    )


def _command_key(cmd: C.Command) -> tuple:
    """A choice's identity while a decision lasts: the command without who sends it when."""
    fields = msgspec.structs.asdict(cmd)
    for base in ("expect", "host"):
        fields.pop(base, None)
    return ("one", type(cmd).__struct_config__.tag, repr(sorted(fields.items())))


class WrapButton(QPushButton):
    """A push button whose words wrap to the dock's width instead of being cut off."""

    def __init__(self, text: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.label = QLabel(text, self)
        self.label.setWordWrap(True)
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        box = QHBoxLayout(self)
        box.setContentsMargins(8, 4, 8, 4)
        box.addWidget(self.label)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def text(self) -> str:  # noqa: D102 - the words are the label's
        return self.label.text()

    def setText(self, text: str) -> None:  # noqa: N802 - Qt override
        self.label.setText(text)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        hint = self.layout().sizeHint()
        return QSize(min(hint.width(), 240), hint.height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(60, self.layout().minimumSize().height())

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt override
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt override
        return self.layout().heightForWidth(width)


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
        # whole words, wrapped to the dock's width, never cut off with "..."
        self.list.setWordWrap(True)
        self.list.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.list.setResizeMode(QListWidget.ResizeMode.Adjust)
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
        #: the decision the choices were placed for (see :meth:`_decision_key`)
        self._shown_decision: tuple | None = None
        #: button words -> index in :attr:`commands`
        self._button_commands: dict[str, int] = {}
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
        buttons, sections = self._collect(view)
        key = self._decision_key(view)
        rebuild = key != self._shown_decision
        self._shown_decision = key
        self._place_buttons(buttons, rebuild)
        listed = self._place_entries(sections, rebuild)
        self.buttons.setVisible(self.buttons_box.count() > 0)
        self.list.setVisible(listed > 0)
        self.filter.setVisible(listed > FILTER_FROM)
        self._apply_filter(self.filter.text() if self.filter.isVisible() else "")

    def _decision_key(self, view: View) -> tuple:
        """What makes one decision: while it lasts (the same choice made several times, one
        after the other) the choices keep their places under the mouse."""
        kind = view.decision.kind if view.decision is not None else None
        return (self.decider, kind, view.turn.number, view.turn.phase, view.game)

    def _collect(self, view: View) -> tuple[list[tuple[str, int]], list[tuple]]:
        """The buttons ``(text, command index)`` and the list's sections ``(heading key,
        heading, [(entry key, text, [(player or text, command index, whole words)],
        grouped)])`` in the module's order."""
        module = self.controller.module
        seat = self.decider if self.decider is not None else self.controller.seat
        words_view = self.controller.view_of(seat)  # the decider's cards have names in its view
        players = {info.name for info in view.seats}
        buttons: list[tuple[str, int]] = []
        heads: dict[tuple, str] = {}
        groups: dict[tuple, dict[Any, list]] = {}
        for i, cmd in enumerate(self.commands):
            message = module.describe_command(cmd, words_view, seat, self.language)
            text = message_text(message)
            if not has_choices(cmd):
                # the same words are the same choice ("End the turn")
                if all(text != known for known, _ in buttons):
                    buttons.append((text, i))
                continue
            group = module.command_group(cmd, words_view, seat, self.language)
            head_key = (group.context, group.text)  # not its numbers ("4 transfers left")
            heads[head_key] = message_text(group)
            entries = groups.setdefault(head_key, {})
            key_arg = player_argument(message, players)
            if key_arg is None:
                # the same words are the same choice (two copies of a card in hand)
                if all(known[0] != text for known in entries.values()):
                    entries.setdefault(_command_key(cmd), [text, [(text, i, text)], False])
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
        sections = [
            (head_key, heads[head_key], [(k, *v) for k, v in entries.items()])
            for head_key, entries in groups.items()
        ]
        return buttons, sections

    def _place_buttons(self, buttons: list[tuple[str, int]], rebuild: bool) -> None:
        """Buttons keep their places while the decision lasts: one no longer offered is
        greyed where it was, a new one goes last."""
        if rebuild:
            while self.buttons_box.count():
                old = self.buttons_box.takeAt(0).widget()
                if old is not None:
                    old.hide()
                    old.deleteLater()
            self._button_commands = {}
        offered = dict(buttons)
        for i in range(self.buttons_box.count()):
            button = self.buttons_box.itemAt(i).widget()
            assert isinstance(button, WrapButton)
            button.setEnabled(button.text() in offered)
        self._button_commands = offered
        shown = {
            self.buttons_box.itemAt(i).widget().text() for i in range(self.buttons_box.count())
        }
        for text, index in buttons:
            if text in shown:
                continue
            button = WrapButton(text)
            button.setObjectName(f"decision_{type(self.commands[index]).__struct_config__.tag}")
            button.setToolTip(text)
            button.clicked.connect(lambda _=False, t=text: self._press(t))
            self.buttons_box.addWidget(button)

    def _press(self, text: str) -> None:
        index = self._button_commands.get(text)
        if index is not None and 0 <= index < len(self.commands):
            self.choose(self.commands[index])

    def _place_entries(self, sections: list[tuple], rebuild: bool) -> int:
        """The list's rows keep their places while the decision lasts (a repeated choice
        such as "Give 1 to Beckett" stays under the mouse): a choice no longer
        offered is greyed where it was, a new one goes at the end (under its heading)."""
        if rebuild:
            self.list.clear()
        found = {
            key: (head, text, options, grouped)
            for head, _, entries in sections
            for key, text, options, grouped in entries
        }
        head_texts = {head_key: head for head_key, head, _ in sections}
        # a row whose command went but whose words stay (the other copy of a card) goes on
        rows = [self.list.item(r) for r in range(self.list.count())]
        keys = {item.data(_KEY_ROLE) for item in rows}
        by_text = {entry[1]: key for key, entry in found.items() if key not in keys}
        placed: set = set()
        last_head = None
        for item in rows:
            key = item.data(_KEY_ROLE)
            if item.data(_HEAD_ROLE):
                last_head = key
                if key in head_texts:
                    item.setText(head_texts[key])
                continue
            if key not in found and item.text() in by_text:
                key = by_text.pop(item.text())
                item.setData(_KEY_ROLE, key)
            placed.add(key)
            if key in found:
                _, text, options, grouped = found[key]
                self._set_entry(item, text, options, grouped)
            else:
                self._set_gone(item)
        listed = 0
        for head_key, head, entries in sections:
            for key, text, options, grouped in entries:
                listed += 1
                if key in placed:
                    continue
                if last_head != head_key:
                    self.list.addItem(self._heading(head_key, head))
                    last_head = head_key
                item = QListWidgetItem()
                item.setData(_KEY_ROLE, key)
                self._set_entry(item, text, options, grouped)
                self.list.addItem(item)
        return listed

    def _heading(self, key: tuple, text: str) -> QListWidgetItem:
        head = QListWidgetItem(text)
        bold = QFont(self.list.font())
        bold.setBold(True)
        head.setFont(bold)
        head.setBackground(self.list.palette().alternateBase())
        head.setFlags(Qt.ItemFlag.ItemIsEnabled)
        head.setData(_HEAD_ROLE, True)
        head.setData(_KEY_ROLE, key)
        return head

    def _set_entry(self, item: QListWidgetItem, text: str, options: list, grouped: bool) -> None:
        item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
        if grouped and len(options) > 1:
            names = [player for player, *_ in options]
            item.setText(text)
            item.setData(_TARGETS_ROLE, [(player, i) for player, i, _ in options])
            item.setData(_SEARCH_ROLE, " ".join(names))
            item.setToolTip(self.tr("Choose one: {names}").format(names=" / ".join(names)))
        else:  # one player only: the whole words
            text = options[0][-1]
            item.setText(text)
            item.setData(_TARGETS_ROLE, None)
            item.setData(_SEARCH_ROLE, None)
            item.setToolTip(text)
        item.setData(_COMMAND_ROLE, options[0][1])

    def _set_gone(self, item: QListWidgetItem) -> None:
        """A choice of this decision that is no longer offered: greyed in its place."""
        item.setData(_COMMAND_ROLE, None)
        item.setData(_TARGETS_ROLE, None)
        item.setFlags(Qt.ItemFlag.NoItemFlags)
        item.setToolTip(self.tr("Not possible now."))

    def _apply_filter(self, text: str) -> None:
        words = text.casefold().split()
        head: QListWidgetItem | None = None
        head_shown = False
        for row in range(self.list.count()):
            item = self.list.item(row)
            if item.data(_HEAD_ROLE):
                if head is not None:
                    head.setHidden(not head_shown)
                head, head_shown = item, False
                continue
            if item.data(_COMMAND_ROLE) is None:  # no longer offered: shown while it lasts
                item.setHidden(bool(words))
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
            if item.data(_HEAD_ROLE):
                heading = item.text()
            elif item.data(_COMMAND_ROLE) is not None:
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
