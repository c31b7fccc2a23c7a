"""How the game went, drawn with pyqtgraph: the series a game module computes from the
viewing seat's view (:mod:`vtt.core.statistics`), one chart at a time in a dock.

The panel draws whatever :class:`~vtt.core.statistics.StatsTable` it is given: a replay's
(the cursor follows the replay) or :class:`LiveStatistics`' (the game being played, sampled
from every view the controller shows).  Seats' lines are in the seats' colours with a
legend; a vertical line marks the current step; hovering shows the values under the mouse.
A chart can be saved as PNG and the series as CSV.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QObject
from PySide6.QtWidgets import (
    QComboBox,
    QDockWidget,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)
from shiboken6 import isValid

from ...core import commands as C
from ...core.module import GameSpec
from ...core.replay import Replay
from ...core.saves import SaveError
from ...core.session import Session
from ...core.statistics import GameStatistics, Line, StatsTable
from ...core.views import View
from ..background import BackgroundTask
from ..controller import GameController, LocalController
from ..log_text import message_text

if TYPE_CHECKING:  # pyqtgraph loads with the first chart
    from .chart_plot import ChartPlot

#: the colour of titles and legends (pyqtgraph's default grey is faint on white)
TEXT = "#202020"
#: colours of the lines that are not a seat's (card types)
PALETTE = (
    "#1f77b4",
    "#ff7f0e",
    "#2ca02c",
    "#d62728",
    "#9467bd",
    "#8c564b",
    "#e377c2",
    "#7f7f7f",
    "#bcbd22",
    "#17becf",
    "#393b79",
)


def line_name(line: Line) -> str:
    return line.name or (message_text(line.label) if line.label else line.key)


def line_colour(line: Line, index: int, view: View | None) -> str:
    if line.seat is not None and view is not None and 0 <= line.seat < len(view.seats):
        return view.seats[line.seat].colour
    return PALETTE[index % len(PALETTE)]


def translated_titles(table: StatsTable) -> dict[str, str]:
    """CSV column names in the user's language: ``<chart>: <line>``."""
    return {
        line.key: f"{message_text(chart.title)}: {line_name(line)}"
        for chart in table.charts
        for line in chart.lines
    }


class StatisticsPanel(QDockWidget):
    """The Statistics dock: a chart picker, the chart, the values under the mouse, exports."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(self.tr("Statistics"), parent)
        self.setObjectName("statistics")
        self.table: StatsTable | None = None
        self.view_: View | None = None
        self.step = 0
        body = QWidget()
        box = QVBoxLayout(body)
        box.setContentsMargins(2, 2, 2, 2)
        self.picker = QComboBox()
        self.picker.currentIndexChanged.connect(self._show_current)
        #: the chart, made the first time there is one to draw (pyqtgraph, and NumPy under
        #: it, load then rather than with the window)
        self.plot: ChartPlot | None = None
        self.hover = QLabel()
        self.hover.setWordWrap(True)
        buttons = QHBoxLayout()
        self.png_button = QPushButton(self.tr("Save the chart as PNG\u2026"))
        self.png_button.clicked.connect(self.export_png)
        self.csv_button = QPushButton(self.tr("Save the numbers as CSV\u2026"))
        self.csv_button.clicked.connect(self.export_csv)
        buttons.addWidget(self.png_button)
        buttons.addWidget(self.csv_button)
        self.empty = QLabel(self.tr("This game keeps no statistics."))
        box.addWidget(self.picker)
        self._box = box
        box.addWidget(self.hover)
        box.addLayout(buttons)
        box.addWidget(self.empty)
        self.setWidget(body)
        self.set_table(None, None)

    def set_table(self, table: StatsTable | None, view: View | None) -> None:
        """Draw ``table`` (None: the game keeps no statistics); ``view`` gives the seats'
        names and colours."""
        self.table, self.view_ = table, view
        current = self.picker.currentIndex()
        self.picker.blockSignals(True)
        self.picker.clear()
        for chart in table.charts if table else []:
            self.picker.addItem(message_text(chart.title), chart.key)
        self.picker.setCurrentIndex(max(0, min(current, self.picker.count() - 1)))
        self.picker.blockSignals(False)
        if table is not None:
            self._chart_plot()
        for widget in (self.picker, self.plot, self.png_button, self.csv_button, self.hover):
            if widget is not None:
                widget.setVisible(table is not None)
        self.empty.setVisible(table is None)
        self._show_current()

    def _chart_plot(self) -> ChartPlot:
        if self.plot is None:
            from .chart_plot import ChartPlot

            self.plot = ChartPlot()
            self.plot.hovered.connect(self.hover.setText)
            self._box.insertWidget(1, self.plot, 1)
        return self.plot

    def charts(self) -> list[str]:
        return [self.picker.itemText(i) for i in range(self.picker.count())]

    def show_chart(self, key: str) -> None:
        index = self.picker.findData(key)
        if index >= 0:
            self.picker.setCurrentIndex(index)

    def _show_current(self) -> None:
        if self.table is None or self.picker.currentIndex() < 0:
            return
        chart = self.table.charts[self.picker.currentIndex()]
        plot = self._chart_plot()
        plot.show_chart(self.table, chart, self.view_)
        plot.set_step(self.step)

    def refresh(self) -> None:
        """The table got new samples: draw them."""
        if self.plot is not None:
            self.plot.redraw()
            self.plot.set_step(self.step)

    def set_step(self, step: int) -> None:
        self.step = step
        if self.plot is not None:
            self.plot.set_step(step)

    def export_png(self, path: Path | None = None) -> bool:
        if path is None:
            name, _ = QFileDialog.getSaveFileName(
                self, self.tr("Save the chart"), "chart.png", self.tr("PNG images (*.png)")
            )
            if not name:
                return False
            path = Path(name)
        return self.plot is not None and self.plot.save_png(path)

    def export_csv(self, path: Path | None = None) -> bool:
        if self.table is None:
            return False
        if path is None:
            name, _ = QFileDialog.getSaveFileName(
                self, self.tr("Save the numbers"), "statistics.csv", self.tr("CSV files (*.csv)")
            )
            if not name:
                return False
            path = Path(name)
        try:
            path.write_text(self.table.csv(translated_titles(self.table)), encoding="utf-8")
        except OSError as exc:
            self.hover.setText(str(exc.strerror or exc))
            return False
        return True


class _GameSoFar(NamedTuple):
    """What :func:`game_so_far` needs, taken on the UI thread so the replay can run on a
    worker: the statistics hook, the set-up and a copy of the log (None for a LAN client),
    and the view whose eyes the series take."""

    stats: GameStatistics
    session: Session | None
    spec: GameSpec | None
    commands: list[C.Command]
    view: View


def _capture(controller: GameController, view: View) -> _GameSoFar | None:
    stats = controller.module.statistics()
    if stats is None:
        return None
    session = controller.session if isinstance(controller, LocalController) else None
    spec = session.spec if session is not None else None
    commands = list(session.commands) if session is not None else []
    return _GameSoFar(stats, session, spec, commands, view)


def _replayed(game: _GameSoFar) -> tuple[StatsTable, int]:
    """The series of the game so far: its log replayed through the view's seat's eyes, or
    (a LAN client, a log that does not replay from its set-up) just the current view."""
    if game.session is not None and game.spec is not None:
        try:
            replay = Replay(game.spec, game.commands, game.session.module, game.view.seat)
        except SaveError:
            pass
        else:
            if replay.stats is not None:
                return replay.stats, replay.length
    table = StatsTable.for_view(game.stats, game.view)
    table.add(len(game.commands), game.view)
    return table, len(game.commands)


def game_so_far(controller: GameController, view: View) -> tuple[StatsTable, int] | None:
    """The statistics of the game ``controller`` shows, through ``view``'s seat's eyes, and
    the step they reach (see :func:`_replayed`); None for a game that keeps no statistics."""
    game = _capture(controller, view)
    return _replayed(game) if game is not None else None


class LiveStatistics(QObject):
    """Feeds a :class:`StatisticsPanel` during a game: the game so far through the viewing
    seat's eyes (replayed from the session's log whenever the panel is shown, or from the
    first view a LAN client gets), then one sample per new view while it is shown."""

    def __init__(self, controller: GameController, panel: StatisticsPanel):
        super().__init__(panel)
        self.controller, self.panel = controller, panel
        self.table: StatsTable | None = None
        self._step = 0
        self._seat: int | None = None
        #: counts the replays started; an outdated one's result is dropped
        self._asked = 0
        controller.view_changed.connect(self._on_view)
        controller.session_replaced.connect(self.restart)
        panel.visibilityChanged.connect(lambda shown: shown and self.restart())

    def restart(self) -> None:
        """Sample the game from its start again (shown again, another game)."""
        self.table = None
        self.panel.set_table(None, None)
        if self.panel.isVisible():
            self._start(self.controller.view)

    def _session_step(self) -> int | None:
        controller = self.controller
        return len(controller.session.commands) if isinstance(controller, LocalController) else None

    def _start(self, view: View) -> None:
        """Replay the game so far on a worker (a long game takes a second or more); views
        that arrive meanwhile wait for it."""
        self._seat = view.seat
        self.table = None
        game = _capture(self.controller, view)
        if game is None:
            return
        self._asked += 1
        asked = self._asked
        BackgroundTask(
            lambda: _replayed(game),
            lambda found: self._replayed(asked, view, found),
            name="statistics",
        ).start()

    def _replayed(self, asked: int, view: View, found: tuple[StatsTable, int]) -> None:
        if asked != self._asked or not isValid(self.panel) or not self.panel.isVisible():
            return  # another game, seat or showing of the panel asked since (or it closed)
        self.table, self._step = found
        self.panel.set_table(self.table, view)
        self.panel.set_step(self._step)

    def _on_view(self, view: View) -> None:
        if not self.panel.isVisible():
            return
        if self._seat != view.seat:
            self._start(view)
            return
        if self.table is None:  # the replay is still running (or the game keeps none)
            return
        step = self._session_step()
        step = self._step + 1 if step is None else step
        if step == self._step:
            return
        self._step = step
        self.table.add(step, view)
        self.panel.refresh()
        self.panel.set_step(step)
