"""VTES in numbers, from one seat's view: pool and victory points of every Methuselah, the
blood on their vampires, the library cards out of their hands by type, and who holds the
Edge.  Everything is read from public parts of the view (seat counters, counters on cards,
face-up cards, the Edge token) through the small accessors at the top, so a hidden card
never shows in a series.
"""

from __future__ import annotations

from ...core.messages import QT_TRANSLATE_NOOP
from ...core.statistics import Chart, GameStatistics, Line, Sample, seat_counter, seat_lines
from ...core.views import CardView, View
from .cards import load_cards
from .layout import ASH_HEAP, EDGE, READY, REMOVED, TORPOR

#: the zones whose vampires' blood is "on the table"
_BLOOD_ZONES = (READY, TORPOR)
#: the zones where a library card lies once it was played (or discarded)
_PLAYED_ZONES = (READY, TORPOR, ASH_HEAP, REMOVED)
#: card types counted, each with its line label; a card counts under its first type
TYPES = {
    "Master": QT_TRANSLATE_NOOP("Statistics", "Master"),
    "Action": QT_TRANSLATE_NOOP("Statistics", "Action"),
    "Action Modifier": QT_TRANSLATE_NOOP("Statistics", "Action modifier"),
    "Political Action": QT_TRANSLATE_NOOP("Statistics", "Political action"),
    "Reaction": QT_TRANSLATE_NOOP("Statistics", "Reaction"),
    "Combat": QT_TRANSLATE_NOOP("Statistics", "Combat"),
    "Ally": QT_TRANSLATE_NOOP("Statistics", "Ally"),
    "Equipment": QT_TRANSLATE_NOOP("Statistics", "Equipment"),
    "Retainer": QT_TRANSLATE_NOOP("Statistics", "Retainer"),
    "Event": QT_TRANSLATE_NOOP("Statistics", "Event"),
}
OTHER = "Other"


def _seat_cards(view: View, seat: int, zones: tuple[str, ...]) -> list[CardView]:
    """The cards of some zones of a seat's area, as the view shows them."""
    out: list[CardView] = []
    for key in zones:
        zone = view.zones.get(f"s{seat}.{key}")
        if zone is not None:
            out.extend(zone.cards)
    return out


def _library_type(catalog: str | None) -> str | None:
    """The counted type of a face-up library card; None for a crypt card or a hidden one."""
    if catalog is None:
        return None
    try:
        card = load_cards().get(catalog)
    except KeyError:
        return OTHER
    if card.kind != "library":
        return None
    first = card.types[0] if card.types else OTHER
    return first if first in TYPES else OTHER


def _edge_holder(view: View) -> int | None:
    token = view.tokens.get(EDGE)
    return None if token is None else token.holder


class VtesStatistics(GameStatistics):
    def charts(self, view: View) -> list[Chart]:
        types = tuple(Line(key=f"type:{t}", label=label) for t, label in TYPES.items())
        other = Line(key=f"type:{OTHER}", label=QT_TRANSLATE_NOOP("Statistics", "Other"))
        return [
            Chart(
                key="pool",
                title=QT_TRANSLATE_NOOP("Statistics", "Pool"),
                lines=seat_lines(view, "pool"),
            ),
            Chart(
                key="vp",
                title=QT_TRANSLATE_NOOP("Statistics", "Victory points"),
                lines=seat_lines(view, "vp"),
                steps=True,
            ),
            Chart(
                key="blood",
                title=QT_TRANSLATE_NOOP("Statistics", "Blood on the table"),
                lines=seat_lines(view, "blood"),
            ),
            Chart(
                key="types",
                title=QT_TRANSLATE_NOOP("Statistics", "Cards played by type"),
                lines=types + (other,),
                steps=True,
            ),
            Chart(
                key="edge",
                title=QT_TRANSLATE_NOOP("Statistics", "The Edge"),
                lines=seat_lines(view, "edge"),
                steps=True,
            ),
        ]

    def sample(self, view: View, previous: Sample | None) -> Sample:
        values: dict[str, float] = {}
        edge = _edge_holder(view)
        counts = dict.fromkeys([*TYPES, OTHER], 0)
        for seat in view.seats:
            i = seat.index
            values[f"pool:{i}"] = seat_counter(view, i, "pool")
            values[f"vp:{i}"] = seat_counter(view, i, "vp")
            values[f"blood:{i}"] = sum(
                c.counters.get("blood", 0) for c in _seat_cards(view, i, _BLOOD_ZONES)
            )
            values[f"edge:{i}"] = 1 if edge == i else 0
            for card in _seat_cards(view, i, _PLAYED_ZONES):
                kind = _library_type(card.catalog if card.face_up else None)
                if kind is not None:
                    counts[kind] += 1
        values.update({f"type:{t}": n for t, n in counts.items()})
        return Sample(values=values)
