"""Seating, prey and predator (vtes.md §3 V-SETUP-02, §16.1 V-OUT-04).

The seating order is the core's ``State.seating`` (seat indexes, clockwise), which the
table also uses to place the seats around it;
your prey is the next Methuselah still in the game after you, your predator the one before
you.  Ousted seats (``Seat.out``) are skipped, so the cycle closes up by itself.
"""

from __future__ import annotations

from ...core.model import State


def seating(state: State) -> list[int]:
    """Clockwise order of all seats, ousted ones included (the core's ``State.seating``)."""
    return state.turn_order()


def active_seats(state: State) -> list[int]:
    """Clockwise order of the seats still in the game."""
    return [s for s in seating(state) if not state.seats[s].out]


def _neighbour(state: State, seat: int, step: int) -> int | None:
    order = seating(state)
    n = len(order)
    at = order.index(seat)
    for i in range(1, n):
        other = order[(at + step * i) % n]
        if not state.seats[other].out:
            return other
    return None


def prey(state: State, seat: int) -> int | None:
    """The next Methuselah still in the game to the left of ``seat`` (None when alone)."""
    return _neighbour(state, seat, 1)


def predator(state: State, seat: int) -> int | None:
    """The previous Methuselah still in the game, to the right of ``seat``."""
    return _neighbour(state, seat, -1)
