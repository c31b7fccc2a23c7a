"""Nights of Blood in numbers, from one seat's view, over nights: every vampire's blood (a
seat counter), its wounds as the rules weigh them (a light wound 1, an aggravated one 2: 4 is
Final Death), and the faces the game's dice have shown so far next to what a fair die would
give.  Everything comes from public parts of the view through the small accessors at the
top: the counters, how the wound cards lie (face up or down, never what they are), the dead
flag of a seat and the dice count the rules data shows every seat.  No series reads a hand,
a hidden card or a sect.  A dead vampire's lines stop at its death.
"""

from __future__ import annotations

from ...core.messages import QT_TRANSLATE_NOOP, Message
from ...core.statistics import Chart, GameStatistics, Line, Sample, seat_counter, seat_lines
from ...core.views import View
from .table import BLOOD

#: one line per face of the die, in order
FACES = (
    QT_TRANSLATE_NOOP("Statistics", "Ones"),
    QT_TRANSLATE_NOOP("Statistics", "Twos"),
    QT_TRANSLATE_NOOP("Statistics", "Threes"),
    QT_TRANSLATE_NOOP("Statistics", "Fours"),
    QT_TRANSLATE_NOOP("Statistics", "Fives"),
    QT_TRANSLATE_NOOP("Statistics", "Sixes"),
)
EXPECTED = "dice:expected"


def _wounds(view: View, seat: int) -> int:
    """Light wounds lie face up (1 each), aggravated ones face down (2 each)."""
    zone = view.zones.get(f"s{seat}.heridas")
    if zone is None:
        return 0
    return sum(1 if card.face_up else 2 for card in zone.cards)


def _dead(view: View, seat: int) -> bool:
    return view.seats[seat].out


def _rolled(view: View) -> list[int]:
    """How often each face has come up, from the rules data every seat sees."""
    rules = view.data.get("nob") if isinstance(view.data, dict) else None
    faces = rules.get("rolled") if isinstance(rules, dict) else None
    if not isinstance(faces, list) or len(faces) != len(FACES):
        return [0] * len(FACES)
    return [n if isinstance(n, int) else 0 for n in faces]


class NobStatistics(GameStatistics):
    clock_name: Message = QT_TRANSLATE_NOOP("Statistics", "Night")

    def charts(self, view: View) -> list[Chart]:
        faces = tuple(Line(key=f"dice:{i + 1}", label=label) for i, label in enumerate(FACES))
        expected = Line(
            key=EXPECTED, label=QT_TRANSLATE_NOOP("Statistics", "Each face on a fair die")
        )
        return [
            Chart(
                key="blood",
                title=QT_TRANSLATE_NOOP("Statistics", "Blood"),
                lines=seat_lines(view, "blood"),
                steps=True,
            ),
            Chart(
                key="wounds",
                title=QT_TRANSLATE_NOOP("Statistics", "Wounds (aggravated count 2; 4 kills)"),
                lines=seat_lines(view, "wounds"),
                steps=True,
            ),
            Chart(
                key="dice",
                title=QT_TRANSLATE_NOOP("Statistics", "Dice rolled, by face"),
                lines=faces + (expected,),
                steps=True,
            ),
        ]

    def sample(self, view: View, previous: Sample | None) -> Sample:
        values: dict[str, float] = {}
        for seat in view.seats:
            i = seat.index
            if not _dead(view, i):
                values[f"blood:{i}"] = seat_counter(view, i, BLOOD)
                values[f"wounds:{i}"] = _wounds(view, i)
        rolled = _rolled(view)
        values.update({f"dice:{face + 1}": n for face, n in enumerate(rolled)})
        values[EXPECTED] = sum(rolled) / len(FACES)
        return Sample(values=values)
