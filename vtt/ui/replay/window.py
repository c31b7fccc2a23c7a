"""The replay window: the table of a saved game at any step, read-only.

The same table widgets as a game (fed by a :class:`~.controller.ReplayController`, which
refuses every command), the timeline under it, player controls with the keys of a video
player (Space plays or pauses, Left/Right step, Home/End go to the ends, PageUp/PageDown
jump between turns), the game log following the cursor and the Statistics dock following
it too.  "Continue from here" hands a new game, made of the log up to the cursor, to
whoever opened the window (the original save is never touched).
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...core.model import OMNISCIENT
from ...core.replay import PHASE, Replay
from ..log_text import message_text
from ..panels.statistics_panel import StatisticsPanel
from ..table import TableView
from .controller import ReplayController
from .log_list import ReplayLog
from .timeline import Timeline

#: play speeds, in steps a second
SPEEDS = (1, 2, 5, 10, 25)
DEFAULT_SPEED = 5
#: the docks' column on the right: its width, and the statistics' and the log's heights
DOCK_WIDTH = 540
DOCK_HEIGHTS = (560, 400)


class ReplayWindow(QMainWindow):
    """``continue_requested(Session)``: the player chose to play on from the cursor."""

    continue_requested = Signal(object)

    def __init__(self, replay: Replay, title: str, language: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("replay_window")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.replay = replay
        self.controller = ReplayController(replay, self)
        self.table = TableView(self.controller)
        self.table.set_language(language)
        self.timeline = Timeline(replay.length, replay.marks)
        self.timeline.step_requested.connect(self.seek)
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)
        body = QWidget()
        box = QVBoxLayout(body)
        box.setContentsMargins(4, 4, 4, 4)
        box.addWidget(self.table, 1)
        box.addWidget(self.timeline)
        box.addLayout(self._controls())
        self.setCentralWidget(body)
        self.log_panel = ReplayLog(replay, language, self)
        self.log_panel.step_requested.connect(self.seek)
        self.statistics = StatisticsPanel(self)
        self.statistics.set_table(replay.stats, self.controller.view)
        area = Qt.DockWidgetArea.RightDockWidgetArea
        self.addDockWidget(area, self.statistics)
        self.addDockWidget(area, self.log_panel)
        self.resizeDocks([self.statistics], [DOCK_WIDTH], Qt.Orientation.Horizontal)
        self.resizeDocks(
            [self.statistics, self.log_panel], list(DOCK_HEIGHTS), Qt.Orientation.Vertical
        )
        self._keys()
        eyes = (
            self.tr("everything shown")
            if replay.seat == OMNISCIENT
            else self.tr("as {name} saw it").format(
                name=self.controller.view.seats[replay.seat].name
            )
            if replay.seat >= 0
            else self.tr("as the spectators saw it")
        )
        self.setWindowTitle(self.tr("Replay of {file} ({eyes})").format(file=title, eyes=eyes))
        self.resize(1500, 900)
        self.seek(replay.length)
        QTimer.singleShot(0, self.table.fit_table)

    # -- building ----------------------------------------------------------------------------

    def _button(self, name: str, icon: QStyle.StandardPixmap, tip: str, slot) -> QToolButton:
        button = QToolButton()
        button.setObjectName(name)
        button.setIcon(self.style().standardIcon(icon))
        button.setToolTip(tip)
        button.clicked.connect(slot)
        return button

    def _controls(self) -> QHBoxLayout:
        SP = QStyle.StandardPixmap
        row = QHBoxLayout()
        self.play_button = self._button(
            "replay_play", SP.SP_MediaPlay, self.tr("Play or pause (Space)"), self.toggle_play
        )
        for button in (
            self._button(
                "replay_start",
                SP.SP_MediaSkipBackward,
                self.tr("To the start (Home)"),
                lambda: self.seek(0),
            ),
            self._button(
                "replay_prev_turn",
                SP.SP_MediaSeekBackward,
                self.tr("Previous turn (Page Up)"),
                self.previous_turn,
            ),
            self._button(
                "replay_back", SP.SP_ArrowLeft, self.tr("One step back (Left)"), self.step_back
            ),
            self.play_button,
            self._button(
                "replay_forward",
                SP.SP_ArrowRight,
                self.tr("One step forward (Right)"),
                self.step_forward,
            ),
            self._button(
                "replay_next_turn",
                SP.SP_MediaSeekForward,
                self.tr("Next turn (Page Down)"),
                self.next_turn,
            ),
            self._button(
                "replay_end",
                SP.SP_MediaSkipForward,
                self.tr("To the end (End)"),
                lambda: self.seek(self.replay.length),
            ),
        ):
            row.addWidget(button)
        self.speed = QComboBox()
        self.speed.setObjectName("replay_speed")
        self.speed.setToolTip(self.tr("Play speed"))
        for n in SPEEDS:
            self.speed.addItem(self.tr("{n} steps/s").format(n=n), n)
        self.speed.setCurrentIndex(SPEEDS.index(DEFAULT_SPEED))
        self.speed.currentIndexChanged.connect(self._set_interval)
        row.addWidget(self.speed)
        self.where = QLabel()
        self.where.setObjectName("replay_where")
        row.addWidget(self.where, 1)
        self.continue_button = QPushButton(self.tr("Continue from here"))
        self.continue_button.setObjectName("replay_continue")
        self.continue_button.setToolTip(
            self.tr("Start a new game with the same seats from this step (the save is not changed)")
        )
        self.continue_button.clicked.connect(self.continue_here)
        row.addWidget(self.continue_button)
        self._set_interval()
        return row

    def _keys(self) -> None:
        keys = {
            Qt.Key.Key_Space: self.toggle_play,
            Qt.Key.Key_Left: self.step_back,
            Qt.Key.Key_Right: self.step_forward,
            Qt.Key.Key_Home: lambda: self.seek(0),
            Qt.Key.Key_End: lambda: self.seek(self.replay.length),
            Qt.Key.Key_PageUp: self.previous_turn,
            Qt.Key.Key_PageDown: self.next_turn,
        }
        for key, slot in keys.items():
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(slot)

    # -- moving ------------------------------------------------------------------------------

    @property
    def step(self) -> int:
        return self.controller.step

    def seek(self, step: int) -> None:
        self.controller.seek(step)
        step = self.controller.step
        self.timeline.set_position(step)
        self.log_panel.set_step(step)
        self.statistics.set_step(step)
        self.where.setText(self._where_text(step))

    def _where_text(self, step: int) -> str:
        text = self.tr("Step {n} of {total}").format(n=step, total=self.replay.length)
        marks = [m for m in self.replay.marks if m.step <= step and m.kind != PHASE]
        if marks:
            text += " \u2014 " + message_text(marks[-1].label)
        return text

    def step_back(self) -> None:
        self.pause()
        self.seek(self.step - 1)

    def step_forward(self) -> None:
        self.pause()
        self.seek(self.step + 1)

    def previous_turn(self) -> None:
        self.seek(self.replay.previous_turn(self.step))

    def next_turn(self) -> None:
        self.seek(self.replay.next_turn(self.step))

    # -- playing -----------------------------------------------------------------------------

    def playing(self) -> bool:
        return self.timer.isActive()

    def toggle_play(self) -> None:
        if self.playing():
            self.pause()
        else:
            self.play()

    def play(self) -> None:
        if self.step >= self.replay.length:
            self.seek(0)
        self.timer.start()
        self.play_button.setIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_MediaPause))

    def pause(self) -> None:
        self.timer.stop()
        self.play_button.setIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_MediaPlay))

    def _set_interval(self) -> None:
        self.timer.setInterval(int(1000 / self.speed.currentData()))

    def _tick(self) -> None:
        if self.step >= self.replay.length:
            self.pause()
            return
        self.seek(self.step + 1)

    # -- leaving -----------------------------------------------------------------------------

    def continue_here(self) -> None:
        """A new game from the cursor, handed to :attr:`continue_requested`'s receiver."""
        self.pause()
        self.continue_requested.emit(self.replay.continue_from(self.step))

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt override
        self.pause()
        super().closeEvent(event)
