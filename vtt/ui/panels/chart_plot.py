"""One chart of the statistics, drawn with pyqtgraph: the lines of a :class:`StatsTable`'s
chart in the seats' colours, a legend, the cursor at the current step and the values under
the mouse.  Its own module so that pyqtgraph (and NumPy under it) load only when a chart is
first drawn, not with the main window."""

from __future__ import annotations

import math
from pathlib import Path

import pyqtgraph as pg
from PySide6.QtCore import QPointF, Signal
from PySide6.QtWidgets import QWidget

from ...core.statistics import Chart, StatsTable
from ...core.views import View
from ..log_text import message_text
from .statistics_panel import TEXT, line_colour, line_name


class ChartPlot(pg.PlotWidget):
    """One chart of a :class:`StatsTable`: its lines, a legend, the cursor, hover values."""

    hovered = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent, background="w")
        self.setObjectName("statistics_plot")
        self.table: StatsTable | None = None
        self.chart: Chart | None = None
        self.view_: View | None = None
        self._x: list[float] = []
        self.legend = self.addLegend(offset=(5, 5), labelTextColor=TEXT)
        self.cursor = pg.InfiniteLine(angle=90, pen=pg.mkPen("#1a5276", width=2))
        self.showGrid(x=True, y=True, alpha=0.2)
        # the panel's own buttons export; pyqtgraph's menus would be English in any language
        self.setMenuEnabled(False)
        for action in self.scene().contextMenu:
            action.setParent(None)
        self.scene().contextMenu = []
        self.scene().sigMouseMoved.connect(self._mouse_moved)

    def show_chart(self, table: StatsTable, chart: Chart, view: View | None) -> None:
        self.table, self.chart, self.view_ = table, chart, view
        self.redraw()

    def redraw(self) -> None:
        """Draw the chart again from the table (after new samples)."""
        plot = self.getPlotItem()
        plot.clear()
        self.legend.clear()
        if self.table is None or self.chart is None:
            return
        self._x = self.table.positions()
        plot.setTitle(message_text(self.chart.title), color=TEXT)
        plot.setLabel("bottom", message_text(self.table.stats.clock_name))
        for i, line in enumerate(self.chart.lines):
            ys = [math.nan if v is None else v for v in self.table.values[line.key]]
            pen = pg.mkPen(line_colour(line, i, self.view_), width=2)
            plot.plot(self._x, ys, pen=pen, name=line_name(line))
        plot.addItem(self.cursor, ignoreBounds=True)

    def set_step(self, step: int) -> None:
        """Move the cursor to the sample of ``step``."""
        if self.table is None or not self._x:
            return
        self.cursor.setPos(self._x[self.table.index_of_step(step)])

    def values_at(self, index: int) -> str:
        """The values of every line at sample ``index``, in words."""
        if self.table is None or self.chart is None:
            return ""
        clock = message_text(self.table.stats.clock_name)
        parts = [f"{clock} {self.table.clocks[index]}"]
        for line in self.chart.lines:
            value = self.table.values[line.key][index]
            parts.append(f"{line_name(line)} {'-' if value is None else f'{value:g}'}")
        return ", ".join(parts)

    def _mouse_moved(self, pos: QPointF) -> None:
        box = self.getPlotItem().vb
        if not self._x or not box.sceneBoundingRect().contains(pos):
            return
        x = box.mapSceneToView(pos).x()
        index = min(range(len(self._x)), key=lambda i: abs(self._x[i] - x))
        self.hovered.emit(self.values_at(index))

    def save_png(self, path: Path) -> bool:
        return self.grab().save(str(path), "PNG")
