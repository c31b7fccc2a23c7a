"""Pool, blood and life as transfers between holders and the blood bank (vtes.md §20.1).

Every change the engine makes to a token count goes through these helpers, which book the
other side on the bank account in ``rules["bank"]``; manual effects are reconciled by
:func:`reconcile` (whatever they added came from the bank, whatever they removed went to
it).  The invariant ``table tokens + bank == constant`` then checks the engine's own
bookkeeping after every command.
"""

from __future__ import annotations

from typing import Any

from ....core import events as E
from ....core.model import Card, State
from ....core.visibility import seers
from .data import rules

TOKEN_KINDS = ("blood", "life")
#: the plain counters a card keeps on itself (a location's, an event's): no tokens of the bank
COUNTER = "counter"


def table_tokens(state: State) -> int:
    total = sum(max(0, s.counters.get("pool", 0)) for s in state.seats)
    for card in state.cards.values():
        if card.counters:
            total += card.counters.get("blood", 0) + card.counters.get("life", 0)
    return total


def reconcile(state: State) -> int:
    """Book on the bank whatever the last command changed outside the engine; returns it."""
    r = rules(state)
    now = table_tokens(state)
    delta = now - r["tokens"]
    r["bank"] -= delta
    r["tokens"] = now
    return delta


def set_pool(
    state: State,
    seat: int,
    value: int,
    out: list[E.Event],
    actor: int | None,
    why: str = "",
    **args: Any,
) -> None:
    """Set a seat's pool; ``why`` names the log sentence that says why (``args`` fill it)."""
    counters = state.seats[seat].counters
    old = counters.get("pool", 0)
    value = max(0, value)
    counters["pool"] = value
    r = rules(state)
    r["bank"] -= value - old
    r["tokens"] += value - old
    out.append(
        E.CounterChanged(
            seat=actor,
            target=seat,
            kind="pool",
            value=value,
            delta=value - old,
            why=why,
            args=args,
        )
    )


def add_pool(
    state: State,
    seat: int,
    delta: int,
    out: list[E.Event],
    actor: int | None,
    why: str = "",
    **args: Any,
) -> None:
    value = state.seats[seat].counters.get("pool", 0) + delta
    set_pool(state, seat, value, out, actor, why, **args)


def set_counter(
    state: State,
    card: Card,
    kind: str,
    value: int,
    out: list[E.Event],
    actor: int | None,
    why: str = "",
    **args: Any,
) -> None:
    """Set a card's counter ``kind``: for blood or life the difference goes to or comes
    from the bank (a plain counter is no token).  ``why`` names the log sentence that says
    why (``args``, public facts only, fill it)."""
    old = card.counters.get(kind, 0)
    value = max(0, value)
    if kind == "life" and value > old and _gains_no_life(card, why, out, actor, value - old):
        return
    if value:
        card.counters[kind] = value
    else:
        card.counters.pop(kind, None)
    if kind in TOKEN_KINDS:
        r = rules(state)
        r["bank"] -= value - old
        r["tokens"] += value - old
    zone = state.zones[card.zone]
    out.append(
        E.CounterChanged(
            seat=actor,
            zone=zone.id,
            index=zone.cards.index(card.id),
            card=card.id,
            catalog=card.catalog,
            audience=seers(state, card),
            kind=kind,
            value=value,
            delta=value - old,
            why=why,
            args=args,
        )
    )


def _gains_no_life(card: Card, why: str, out: list[E.Event], actor: int | None, n: int) -> bool:
    """A card whose own text says it cannot gain life (Aggressive Corpse): the life it
    would gain stays in the bank, logged; its life as it comes into play is no gain."""
    from .effects.kinds.retainers import ENTERING, life_gain_refused  # the kinds import this

    if why in ENTERING or not life_gain_refused(card):
        return False
    out.append(
        E.ModuleEvent(seat=actor, key="re2_no_life", args={"cause": card.catalog or "", "n": n})
    )
    return True


def add_counter(
    state: State,
    card: Card,
    kind: str,
    delta: int,
    out: list[E.Event],
    actor: int | None,
    why: str = "",
    **args: Any,
) -> None:
    value = card.counters.get(kind, 0) + delta
    set_counter(state, card, kind, value, out, actor, why, **args)


def drop_counters(state: State, card: Card) -> None:
    """A card about to leave the table: its tokens go back to the bank."""
    r = rules(state)
    for kind in TOKEN_KINDS:
        value = card.counters.get(kind, 0)
        r["bank"] += value
        r["tokens"] -= value
