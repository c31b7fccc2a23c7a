"""1347 in numbers, from one seat's view, over rounds: each seat's influence in every class
(the seat counters named after the classes), how many rat tokens each seat holds (a count:
only their owner knows their values), and how many population cards each seat has played
so far (cards entering its row of played cards, face down or not).  Read through the small
accessors at the top, from public parts of the view only.
"""

from __future__ import annotations

from ...core.messages import QT_TRANSLATE_NOOP, Message
from ...core.statistics import (
    Chart,
    GameStatistics,
    Sample,
    seat_counter,
    seat_lines,
    zone_size,
)
from ...core.views import View
from .catalog import CLASSES

#: the class names as the board and the seat counters show them
CLASS_TITLES = {
    "peasantry": QT_TRANSLATE_NOOP("Statistics", "Influence: peasantry"),
    "bourgeoisie": QT_TRANSLATE_NOOP("Statistics", "Influence: bourgeoisie"),
    "church": QT_TRANSLATE_NOOP("Statistics", "Influence: church"),
    "knighthood": QT_TRANSLATE_NOOP("Statistics", "Influence: knighthood"),
    "sorcery": QT_TRANSLATE_NOOP("Statistics", "Influence: sorcery"),
    "royalty": QT_TRANSLATE_NOOP("Statistics", "Influence: royalty"),
}


def _round(view: View) -> int | None:
    value = view.data.get("round") if isinstance(view.data, dict) else None
    return value if isinstance(value, int) else None


def _rats(view: View, seat: int) -> int:
    return zone_size(view, f"s{seat}.rats")


def _played(view: View, seat: int) -> int:
    return zone_size(view, f"s{seat}.played")


class G1347Statistics(GameStatistics):
    clock_name: Message = QT_TRANSLATE_NOOP("Statistics", "Round")

    def charts(self, view: View) -> list[Chart]:
        influence = [
            Chart(key=cls, title=CLASS_TITLES[cls], lines=seat_lines(view, cls), steps=True)
            for cls in CLASSES
        ]
        return influence + [
            Chart(
                key="rats",
                title=QT_TRANSLATE_NOOP("Statistics", "Rats"),
                lines=seat_lines(view, "rats"),
                steps=True,
            ),
            Chart(
                key="played",
                title=QT_TRANSLATE_NOOP("Statistics", "Population cards played"),
                lines=seat_lines(view, "played"),
                steps=True,
            ),
        ]

    def clock(self, view: View) -> int:
        return _round(view) or 1

    def round(self, view: View) -> int | None:
        return _round(view)

    def sample(self, view: View, previous: Sample | None) -> Sample:
        values: dict[str, float] = {}
        memory: dict[str, float] = {}
        for seat in view.seats:
            i = seat.index
            for cls in CLASSES:
                values[f"{cls}:{i}"] = seat_counter(view, i, cls)
            values[f"rats:{i}"] = _rats(view, i)
            now = _played(view, i)
            before = previous.memory.get(f"row:{i}", 0) if previous else 0
            total = previous.values.get(f"played:{i}", 0) if previous else 0
            values[f"played:{i}"] = total + max(0, now - before)
            memory[f"row:{i}"] = now
        return Sample(values=values, memory=memory)
