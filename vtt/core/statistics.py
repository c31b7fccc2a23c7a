"""How a game went, in numbers: the series a game module computes from one seat's view.

A game module that keeps statistics returns a :class:`GameStatistics` from
:meth:`~vtt.core.module.GameModule.statistics`.  It sees nothing but a
:class:`~vtt.core.views.View` of the seat whose eyes the statistics are for (plus what it
itself remembered from that seat's earlier views), so no series can tell a hidden card:
the counts of a hand, never its contents.  :class:`StatsTable` collects one sample per step
of a game (a replay, or the views a live game shows) and writes them as CSV; the desktop's
Statistics dock draws them.
"""

from __future__ import annotations

import csv
import io

import msgspec

from .messages import QT_TRANSLATE_NOOP, Message
from .views import View


class Line(msgspec.Struct, frozen=True, kw_only=True):
    """One series of a chart: a seat's (drawn in the seat's colour, named after the seat) or
    a named one (``label``, translatable)."""

    key: str
    seat: int | None = None
    name: str = ""
    label: Message | None = None


class Chart(msgspec.Struct, frozen=True, kw_only=True):
    """One plot: its title and its lines.  ``steps``: the values hold until the next change
    (a holder, a count) rather than moving smoothly."""

    key: str
    title: Message
    lines: tuple[Line, ...]
    steps: bool = False


class Sample(msgspec.Struct, kw_only=True):
    """The values of every line at one step; ``memory`` is what the module carries from one
    sample to the next (to count what went by), never drawn."""

    values: dict[str, float] = {}
    memory: dict[str, float] = {}


class GameStatistics:
    """A game's statistics.  Subclasses compute everything from the view they are given."""

    #: what the horizontal axis counts (turns, rounds)
    clock_name: Message = QT_TRANSLATE_NOOP("Statistics", "Turn")

    def charts(self, view: View) -> list[Chart]:
        """The plots of this game at the table of ``view`` (its seats' names and colours)."""
        raise NotImplementedError

    def clock(self, view: View) -> int:
        """The turn (or round) ``view`` is in: the horizontal axis."""
        return view.turn.number

    def round(self, view: View) -> int | None:
        """The round ``view`` is in, for games whose turns make rounds worth a mark on the
        replay's timeline (1347); None by default."""
        return None

    def sample(self, view: View, previous: Sample | None) -> Sample:
        """The values of every line of :meth:`charts` at ``view``; ``previous`` is the sample
        of the step before (None at the first), for counts that add up over time."""
        raise NotImplementedError


def seat_lines(view: View, prefix: str) -> tuple[Line, ...]:
    """One line per seat, keyed ``<prefix>:<seat>``."""
    return tuple(Line(key=f"{prefix}:{s.index}", seat=s.index, name=s.name) for s in view.seats)


def zone_size(view: View, zone_id: str) -> int:
    """How many cards a zone of ``view`` holds (public even when the cards are not)."""
    zone = view.zones.get(zone_id)
    return 0 if zone is None else len(zone.cards)


def seat_counter(view: View, seat: int, name: str) -> int:
    """A seat counter (pool, score, influence in a class) as ``view`` shows it."""
    return view.seats[seat].counters.get(name, 0)


class StatsTable:
    """The samples of a game, one per step: ``steps[i]`` is the step (commands applied) of
    the ``i``-th sample, ``clocks[i]`` its turn or round, ``values[key][i]`` the value of the
    line ``key`` there (None before the line existed)."""

    def __init__(self, stats: GameStatistics, charts: list[Chart]):
        self.stats = stats
        self.charts = charts
        self.steps: list[int] = []
        self.clocks: list[int] = []
        self.values: dict[str, list[float | None]] = {
            line.key: [] for chart in charts for line in chart.lines
        }
        self._last: Sample | None = None

    @classmethod
    def for_view(cls, stats: GameStatistics, view: View) -> StatsTable:
        return cls(stats, stats.charts(view))

    def add(self, step: int, view: View) -> None:
        """Sample ``view``, the table at ``step``."""
        sample = self.stats.sample(view, self._last)
        self._last = sample
        self.steps.append(step)
        self.clocks.append(self.stats.clock(view))
        for key, column in self.values.items():
            column.append(sample.values.get(key))

    def positions(self) -> list[float]:
        """Where each sample lies on the horizontal axis: its turn (or round), plus the
        share of that turn's samples before it, so the steps of a turn spread over it."""
        out: list[float] = []
        start = 0
        clocks = self.clocks
        while start < len(clocks):
            end = start
            while end < len(clocks) and clocks[end] == clocks[start]:
                end += 1
            n = end - start
            out.extend(clocks[start] + k / n for k in range(n))
            start = end
        return out

    def index_of_step(self, step: int) -> int:
        """The sample at or just before ``step`` (0 when there is none)."""
        from bisect import bisect_right

        return max(0, bisect_right(self.steps, step) - 1)

    def csv(self, titles: dict[str, str] | None = None) -> str:
        """The series as CSV: a row per step (``step``, the clock, one column per line).
        ``titles`` names the columns (translated names); by default the line keys."""
        keys = list(self.values)
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(["step", "clock"] + [(titles or {}).get(k, k) for k in keys])
        for i, step in enumerate(self.steps):
            row: list[object] = [step, self.clocks[i]]
            for key in keys:
                value = self.values[key][i]
                row.append("" if value is None else f"{value:g}")
            writer.writerow(row)
        return out.getvalue()


def column_titles(charts: list[Chart]) -> dict[str, str]:
    """English column names for CSV: ``<chart title>: <seat or line>``."""
    titles = {}
    for chart in charts:
        for line in chart.lines:
            what = line.name or (line.label.english() if line.label else line.key)
            titles[line.key] = f"{chart.title.english()}: {what}"
    return titles
