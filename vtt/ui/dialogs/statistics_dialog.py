"""How the game went: every chart of a game at once (the score sheet's button opens it).

The series are those of the Statistics dock, for the seat the window views the game as.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QGridLayout,
    QVBoxLayout,
    QWidget,
)

from ...core.statistics import StatsTable
from ...core.views import View
from ..controller import GameController
from ..panels.chart_plot import ChartPlot
from ..panels.statistics_panel import game_so_far, translated_titles

COLUMNS = 2


class StatisticsDialog(QDialog):
    def __init__(self, table: StatsTable, view: View, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("statistics_dialog")
        self.setWindowTitle(self.tr("How the game went"))
        self.table = table
        box = QVBoxLayout(self)
        grid = QGridLayout()
        self.plots: list[ChartPlot] = []
        last = table.steps[-1] if table.steps else 0
        for i, chart in enumerate(table.charts):
            plot = ChartPlot()
            plot.setMinimumSize(380, 220)
            plot.show_chart(table, chart, view)
            plot.set_step(last)
            grid.addWidget(plot, i // COLUMNS, i % COLUMNS)
            self.plots.append(plot)
        box.addLayout(grid, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        csv = buttons.addButton(
            self.tr("Save the numbers as CSV\u2026"), QDialogButtonBox.ButtonRole.ActionRole
        )
        csv.clicked.connect(lambda: self.export_csv())
        buttons.rejected.connect(self.reject)
        box.addWidget(buttons)
        self.resize(1100, 300 * ((len(table.charts) + COLUMNS - 1) // COLUMNS))

    @classmethod
    def for_controller(
        cls, controller: GameController, parent: QWidget | None = None
    ) -> StatisticsDialog | None:
        """The plots of the game ``controller`` shows, through its viewing seat's eyes (None
        for a game that keeps no statistics); see :func:`game_so_far`."""
        view = controller.view
        found = game_so_far(controller, view)
        if found is None:
            return None
        return cls(found[0], view, parent)

    def export_csv(self, path: Path | None = None) -> bool:
        if path is None:
            name, _ = QFileDialog.getSaveFileName(
                self, self.tr("Save the numbers"), "statistics.csv", self.tr("CSV files (*.csv)")
            )
            if not name:
                return False
            path = Path(name)
        try:
            path.write_text(self.table.csv(translated_titles(self.table)), encoding="utf-8")
        except OSError:
            return False
        return True
