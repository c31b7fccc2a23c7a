"""The final scores of a VTES game as a :class:`~vtt.core.scores.ScoreSheet` (vtes.md
§16.2): victory points from ousting prey, from being the last Methuselah standing, from
withdrawing and from the time limit; the most VP wins, even ousted; a tie at the top has
no winner (V5) and is a shared result under the 2018 rules, which name no winner for it.
"""

from __future__ import annotations

from ....core.messages import QT_TRANSLATE_NOOP
from ....core.model import State
from ....core.scores import ScoreRow, ScoreSheet
from ..seating import active_seats
from .data import edition, rules
from .flow import HALF, LAST_STANDING_VP, WITHDRAWAL_VP


def score_sheet(state: State) -> ScoreSheet:
    r = rules(state)
    n = len(state.seats)
    halves = list(r["vp2"])
    timed: list[int | float] = [0.5 if s in r["half_vp"] else 0 for s in range(n)]
    left = active_seats(state)
    last: list[int | float] = [
        LAST_STANDING_VP if r["phase"] == "over" and len(left) == 1 and s == left[0] else 0
        for s in range(n)
    ]
    withdrew: list[int | float] = [
        WITHDRAWAL_VP if s in r.get("withdrawn", []) else 0 for s in range(n)
    ]
    fixed = [v / HALF for v in r.get("vp_fixes", [0] * n)]
    ousting = [halves[s] / HALF - timed[s] - last[s] - withdrew[s] - fixed[s] for s in range(n)]
    totals = [halves[s] / HALF for s in range(n)]
    rows = [
        ScoreRow(
            label=QT_TRANSLATE_NOOP("vtes", "Prey ousted (1 VP each)"),
            values=[v if v % 1 else int(v) for v in ousting],
        ),
        ScoreRow(label=QT_TRANSLATE_NOOP("vtes", "Last Methuselah standing"), values=last),
        ScoreRow(label=QT_TRANSLATE_NOOP("vtes", "Time limit (0.5 VP each)"), values=timed),
    ]
    if any(withdrew):
        rows.append(ScoreRow(label=QT_TRANSLATE_NOOP("vtes", "Withdrawal (1 VP)"), values=withdrew))
    if any(fixed):
        rows.append(
            ScoreRow(
                label=QT_TRANSLATE_NOOP("vtes", "Corrections by the host"),
                values=[v if v % 1 else int(v) for v in fixed],
            )
        )
    best = max(totals) if totals else 0
    top = [s for s in range(n) if totals[s] == best and best > 0]
    notes = []
    winners = top if len(top) == 1 else []
    if len(top) > 1:
        notes.append(
            QT_TRANSLATE_NOOP("vtes", "A tie for the most victory points: nobody wins.")
            if edition(state) == "v5"
            else QT_TRANSLATE_NOOP(
                "vtes", "A tie for the most victory points: the result is shared."
            )
        )
        if edition(state) == "2018":
            winners = top
    return ScoreSheet(
        rows=rows, totals=totals, seats=[s.name for s in state.seats], winners=winners, notes=notes
    )
