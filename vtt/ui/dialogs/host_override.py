"""Host overrides: what the host may do when the whole table agrees.

Two tools, both ordinary commands through the session with ``host=True`` so they are
written in everybody's log and replay like any other move:

* **Take back** the last steps, whatever they were (a :class:`~vtt.core.commands.Rollback`).
  The list shows the steps, newest first; choosing one takes back everything down to it.
* **Fix a count**: set any seat's or card-in-play's counter (the game's layout names them)
  to a new value.  A rules engine keeps its own books: it may book a correction of the score
  apart so the score sheet shows it.

Only the window that runs the session (the host, or a hot-seat game) has these tools.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QListWidget,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...core import commands as C
from ...core.events import HostOverride
from ...core.session import command_kind
from ...core.views import events_for
from ...core.visibility import can_see
from ..controller import LocalController
from ..log_text import LogWriter
from ..words import message_text

#: how many steps the list offers to take back
MAX_STEPS = 30
#: the largest count the spin box accepts (a game's counters rarely pass 60)
MAX_COUNT = 999


class HostOverrideDialog(QDialog):
    def __init__(self, controller: LocalController, parent: QWidget | None = None):
        super().__init__(parent)
        self.controller = controller
        self.setWindowTitle(self.tr("Host override"))
        layout = QVBoxLayout(self)
        note = QLabel(
            self.tr(
                "Use these only when everybody at the table agrees. "
                "Every override is written in the game log."
            )
        )
        note.setWordWrap(True)
        layout.addWidget(note)
        layout.addWidget(self._take_back_box())
        layout.addWidget(self._fix_box())
        self.error_label = QLabel()
        self.error_label.setObjectName("override_error")
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet("color: #b00020")
        layout.addWidget(self.error_label)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.refresh()

    # -- building ------------------------------------------------------------------------------

    def _take_back_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Take back steps"))
        form = QVBoxLayout(box)
        self.steps_list = QListWidget()
        self.steps_list.setObjectName("override_steps")
        self.steps_list.currentRowChanged.connect(self._step_chosen)
        form.addWidget(self.steps_list)
        self.take_back_button = QPushButton()
        self.take_back_button.setObjectName("override_take_back")
        self.take_back_button.clicked.connect(self.take_back)
        form.addWidget(self.take_back_button)
        return box

    def _fix_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Fix a count"))
        form = QFormLayout(box)
        self.count_combo = QComboBox()
        self.count_combo.setObjectName("override_count")
        self.count_combo.currentIndexChanged.connect(self._count_chosen)
        form.addRow(self.tr("Count"), self.count_combo)
        self.value_spin = QSpinBox()
        self.value_spin.setObjectName("override_value")
        self.value_spin.setRange(0, MAX_COUNT)
        form.addRow(self.tr("New value"), self.value_spin)
        self.fix_button = QPushButton(self.tr("Set the count"))
        self.fix_button.setObjectName("override_fix")
        self.fix_button.clicked.connect(self.fix_count)
        form.addRow(self.fix_button)
        return box

    # -- contents ------------------------------------------------------------------------------

    def refresh(self) -> None:
        """Fill both tools from the game as it is now."""
        session = self.controller.session
        view = self.controller.view
        words = LogWriter(view, self.controller.module)
        self.steps_list.clear()
        for cmd, entry in reversed(session.recent_steps(MAX_STEPS)):
            self.steps_list.addItem(self._step_text(words, cmd, entry))
        if self.steps_list.count():
            self.steps_list.setCurrentRow(0)
        self._step_chosen(self.steps_list.currentRow())
        self.counts = []
        self.count_combo.clear()
        for seat in session.state.seats:
            for kind, value in sorted(seat.counters.items()):
                self.counts.append(({"target": seat.index}, kind, value))
                self.count_combo.addItem(
                    self.tr("{seat}: {kind} ({value})").format(
                        seat=seat.name, kind=kind, value=value
                    )
                )
        for card in session.state.cards.values():
            if not card.counters:
                continue
            if can_see(session.state, card, self.controller.seat):
                name = words.card(card.catalog)
            else:  # the host is a player too: a hidden card stays hidden
                name = self.tr("a hidden card in {zone}").format(zone=words.zone(card.zone))
            for kind, value in sorted(card.counters.items()):
                self.counts.append(({"card": card.id}, kind, value))
                self.count_combo.addItem(
                    self.tr("{card}: {kind} ({value})").format(card=name, kind=kind, value=value)
                )
        self.fix_button.setEnabled(bool(self.counts))

    def _step_text(self, words: LogWriter, cmd: C.Command, entry) -> str:
        """The step as its log line (what the host's seat saw), else its kind of command."""
        events = events_for(entry.events, self.controller.seat) if entry is not None else []
        events = [e for e in events if not isinstance(e, HostOverride)]
        said = words.sentences(events)
        if said:
            return said[0]
        return self.tr("{seat}: {what}").format(
            seat=words.seat(cmd.seat), what=words.kind(command_kind(cmd))
        )

    def _step_chosen(self, row: int) -> None:
        steps = row + 1
        self.take_back_button.setEnabled(row >= 0)
        self.take_back_button.setText(self.tr("Take back %n step(s)", None, max(steps, 1)))

    def _count_chosen(self, index: int) -> None:
        if 0 <= index < len(self.counts):
            self.value_spin.setValue(self.counts[index][2])

    # -- doing ---------------------------------------------------------------------------------

    def _host_seat(self) -> int:
        return max(self.controller.seat, 0)

    def take_back(self) -> bool:
        steps = self.steps_list.currentRow() + 1
        if steps < 1:
            return False
        return self._submit(C.Rollback(seat=self._host_seat(), steps=steps, host=True))

    def fix_count(self) -> bool:
        index = self.count_combo.currentIndex()
        if not 0 <= index < len(self.counts):
            return False
        where, kind, old = self.counts[index]
        delta = self.value_spin.value() - old
        if not delta:
            return False
        return self._submit(
            C.Counter(seat=self._host_seat(), host=True, kind=kind, delta=delta, **where)
        )

    def _submit(self, cmd: C.Command) -> bool:
        result = self.controller.submit(cmd)
        self.error_label.setText("" if result.ok else message_text(result.reason))
        self.refresh()
        return result.ok
