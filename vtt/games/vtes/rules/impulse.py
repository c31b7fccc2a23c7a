"""Who holds the impulse, and the order in which it goes round (vtes.md §7.7).

A priority round is ``{"order": [seats], "at": index}``: the seat at ``at`` may play an
effect (by hand, or a ``vtes_modify``) or pass; an effect gives the impulse back to the
first seat of the order (V-SEQ-03), a pass hands it on; the round is over when the last
seat passes.
"""

from __future__ import annotations

from ....core.model import State
from ..seating import active_seats, predator, prey
from .data import edition
from .records import Impulse


def clockwise_from(state: State, seat: int) -> list[int]:
    """The seats still in the game, clockwise, starting with ``seat``."""
    order = active_seats(state)
    if seat not in order:
        return order
    at = order.index(seat)
    return order[at:] + order[:at]


def action_order(state: State, seat: int, targets: list[int]) -> list[int]:
    """V-SEQ-02: the acting Methuselah, then the targeted ones clockwise (directed) or, under
    V5, prey then predator (undirected), then everybody else clockwise from the acting one.
    The 2018 rules have no prey-then-predator step for undirected actions."""
    first = [seat]
    if not targets and edition(state) == "2018":
        return clockwise_from(state, seat)
    if targets:
        first += [s for s in clockwise_from(state, seat) if s in targets and s != seat]
    else:
        for other in (prey(state, seat), predator(state, seat)):
            if other is not None and other not in first:
                first.append(other)
    return first + [s for s in clockwise_from(state, seat) if s not in first]


def blockers_order(state: State, seat: int, targets: list[int]) -> list[int]:
    """V-BLK-01/02: only the targets may block a directed action; prey then predator an
    undirected one."""
    if targets:
        return [s for s in clockwise_from(state, seat) if s in targets and s != seat]
    out: list[int] = []
    for other in (prey(state, seat), predator(state, seat)):
        if other is not None and other != seat and other not in out:
            out.append(other)
    return out


def new_round(order: list[int]) -> Impulse:
    return {"order": list(order), "at": 0}


def holder(imp: Impulse) -> int | None:
    order = imp["order"]
    return order[imp["at"]] if imp["at"] < len(order) else None


def passed(imp: Impulse) -> bool:
    """Hand the impulse on; True when everybody has passed."""
    imp["at"] += 1
    return imp["at"] >= len(imp["order"])


def used(imp: Impulse) -> None:
    imp["at"] = 0
