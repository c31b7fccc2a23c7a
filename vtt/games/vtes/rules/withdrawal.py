"""Withdrawal (vtes.md §16.3): leaving the game for 1 victory point.

A Methuselah whose library is exhausted and who began the turn with fewer cards than a full
hand may announce in their unlock phase that they withdraw.  Until the start of their next
unlock phase none of their minions may enter combat or lose or spend blood, and they may not
lose or spend pool; :func:`watch` runs after every command and ends the attempt at the first
drop, even one made good again later.  If the attempt holds, :func:`due` tells the turn
flow to take the Methuselah out of the game with +1 VP; their predator gains nothing.

``rules["withdrawing"]`` maps a seat (as a string) to what it had after the last command:
``{"pool": n, "blood": {minion id: blood}}``; ``rules["turn_hand"]`` is the number of cards
the active Methuselah held when the turn began.
"""

from __future__ import annotations

from ....core import commands as C
from ....core import events as E
from ....core.messages import QT_TRANSLATE_NOOP, Message, reject
from ....core.model import State
from ....core.table import Outcome
from ..layout import READY, TORPOR, zone
from . import cardinfo as ci
from . import commands as K
from . import hand_size
from .data import HAND_SIZE, UNLOCK, rules, zone_of
from .phases import not_in_phase
from .records import Withdrawing
from .spec import CommandSpec, Stage, stages
from .wording import UNLOCK_PHASE, Words


def _withdrawing(state: State) -> dict[str, Withdrawing]:
    """Seat (as a string) -> its snapshot; read only when the game has no attempt yet."""
    return rules(state).get("withdrawing") or {}


def _snapshot(state: State, seat: int) -> Withdrawing:
    blood: dict[str, int] = {}
    for key in (zone(seat, READY), zone(seat, TORPOR)):
        for card_id in state.zones[key].cards:
            card = state.cards[card_id]
            if card.attached_to is None and ci.is_minion(card):
                blood[str(card_id)] = card.counters.get("blood", 0)
    return {"pool": state.seats[seat].counters.get("pool", 0), "blood": blood}


def eligible(state: State, seat: int) -> bool:
    """An exhausted library and fewer cards than a full hand when the turn began."""
    r = rules(state)
    library = zone_of(state, seat, "deck")
    return (
        state.turn.active == seat
        and r["phase"] == UNLOCK
        and not library.cards
        and r.get("turn_hand", HAND_SIZE) < hand_size.size(state, seat)
        and str(seat) not in _withdrawing(state)
    )


def declare(state: State, seat: int, out: list[E.Event]) -> None:
    """``vtes_withdraw``: announce the attempt (own unlock phase, when eligible)."""
    r = rules(state)
    if str(seat) in _withdrawing(state):
        raise reject(QT_TRANSLATE_NOOP("vtes", "You are already withdrawing."))
    library = zone_of(state, seat, "deck")
    if library.cards or r.get("turn_hand", HAND_SIZE) >= hand_size.size(state, seat):
        raise reject(
            QT_TRANSLATE_NOOP(
                "vtes",
                "Only a Methuselah whose library is exhausted and who began the turn with fewer than 7 cards in hand may withdraw.",  # noqa: E501
            )
        )
    rules(state).setdefault("withdrawing", {})[str(seat)] = _snapshot(state, seat)
    out.append(E.ModuleEvent(seat=seat, key="withdraw_declared", args={"seat": seat}))


def watch(state: State, out: list[E.Event], actor: int | None) -> None:
    """End every attempt whose conditions broke with the last command."""
    attempts = _withdrawing(state)
    if not attempts:
        return
    combat = rules(state)["combat"]
    fighting = set()
    if combat is not None:
        fighting = {
            c.controller
            for c in (state.cards.get(combat["a"]), state.cards.get(combat["b"]))
            if c is not None
        }
    for key in list(attempts):
        seat = int(key)
        if state.seats[seat].out:
            del attempts[key]
            continue
        before, now = attempts[key], _snapshot(state, seat)
        lost = (
            now["pool"] < before["pool"]
            or seat in fighting
            or any(now["blood"].get(card, 0) < blood for card, blood in before["blood"].items())
        )
        if lost:
            del attempts[key]
            out.append(E.ModuleEvent(seat=actor, key="withdraw_failed", args={"seat": seat}))
        else:
            attempts[key] = now


def due(state: State, seat: int) -> bool:
    """Whether ``seat``'s attempt held until this unlock phase: it withdraws now."""
    attempts = _withdrawing(state)
    return bool(attempts) and attempts.pop(str(seat), None) is not None


# -- the command -----------------------------------------------------------------------------


def _effect(state: State, cmd: K.Withdraw, out: Outcome) -> None:
    declare(state, cmd.seat, out.events)


def _offer(state: State, seat: int, stage: Stage) -> list[C.Command]:
    return [K.Withdraw(seat=seat)] if eligible(state, seat) else []


def _words(w: Words, cmd: K.Withdraw) -> Message:
    return QT_TRANSLATE_NOOP(
        "vtes", "Withdraw from the game (1 VP if you lose no pool or blood until your next turn)"
    )


SPECS = (
    CommandSpec(
        K.Withdraw,
        stages("unlock", "contest"),
        _effect,
        not_in_phase(UNLOCK),
        _words,
        UNLOCK_PHASE,
        _offer,
        offered=stages("unlock"),
    ),
)
