"""The free table in numbers, from one seat's view: each seat's score counter and how many
cards it holds in hand (the count every player sees, never which cards)."""

from __future__ import annotations

from ...core.messages import QT_TRANSLATE_NOOP
from ...core.statistics import (
    Chart,
    GameStatistics,
    Sample,
    seat_counter,
    seat_lines,
    zone_size,
)
from ...core.views import View


def _hand_size(view: View, seat: int) -> int:
    return zone_size(view, f"s{seat}.hand")


class FreeStatistics(GameStatistics):
    def charts(self, view: View) -> list[Chart]:
        return [
            Chart(
                key="score",
                title=QT_TRANSLATE_NOOP("Statistics", "Score"),
                lines=seat_lines(view, "score"),
                steps=True,
            ),
            Chart(
                key="hand",
                title=QT_TRANSLATE_NOOP("Statistics", "Cards in hand"),
                lines=seat_lines(view, "hand"),
                steps=True,
            ),
        ]

    def sample(self, view: View, previous: Sample | None) -> Sample:
        values: dict[str, float] = {}
        for seat in view.seats:
            values[f"score:{seat.index}"] = seat_counter(view, seat.index, "score")
            values[f"hand:{seat.index}"] = _hand_size(view, seat.index)
        return Sample(values=values)
