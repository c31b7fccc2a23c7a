"""Corruption counters: whose they are, how many a card carries, and the one way they are
put or burned.

Cards speak of "your corruption counters" (Enchanting Gaze, Faruq, The Platinum Protocol),
so a counter belongs to the Methuselah who put it: it is kept on the card under that
Methuselah's own key (``corruption.<seat>``), and every reader asks through here.  A
corruption counter is not blood: the blood bank does not count it.
"""

from __future__ import annotations

from ....core import events as E
from ....core.model import Card, State
from . import tokens

#: the start of every corruption counter's key on a card
PREFIX = "corruption."


def key(seat: int) -> str:
    """The counter key of ``seat``'s corruption counters."""
    return f"{PREFIX}{seat}"


def of(card: Card, seat: int) -> int:
    """How many of ``seat``'s corruption counters ``card`` carries."""
    return card.counters.get(key(seat), 0)


def total(card: Card) -> int:
    """Every Methuselah's corruption counters on ``card``."""
    return sum(n for k, n in card.counters.items() if k.startswith(PREFIX))


def change(state: State, card: Card, seat: int, delta: int, out: list[E.Event]) -> int:
    """Put (``delta`` > 0) or burn (``delta`` < 0) ``seat``'s corruption counters on
    ``card``, never below none; how many changed, with the table's event."""
    have = of(card, seat)
    after = max(0, have + delta)
    if after != have:
        tokens.set_counter(state, card, key(seat), after, out, seat)
    return after - have
