"""Rat tokens: taking, discarding, passing and exchanging them (rules §2 step 3, §5.2).

Rats are token cards of value 1, 3 or 5.  Whoever receives or discards one rat moves a
value-1 token.  The rulebook only describes exchanging 3 or 5 value-1 tokens for one token
of 3 or 5; we also need the reverse when a player who holds no value-1 token must discard
or pass one rat, so we *make change* through the supply (return a 3, take three 1s).  When
the supply runs out of value-1 tokens, value-1 tokens are exchanged into 5s and 3s (the
exchange the rulebook allows at any time): the receiver's first, then the other players'.
Exchanges keep every player's value, so they decide nothing.  The 50 tokens can still run
out (value 106 with the shipped mix); rats beyond them are noted on the player's hidden tally
``tally[seat]`` (:attr:`.rules_state.Rules.rat_extra`, as a player would write them down),
shown only to its owner, discarded first and counted like tokens.  See docs/games/1347.md.
"""

from __future__ import annotations

from ...core.events import Event
from ...core.model import State, Zone
from ...core.table import move_card

SUPPLY = "rat.supply"


def _zone(state: State, seat: int | None) -> Zone:
    return state.zones[SUPPLY if seat is None else f"s{seat}.rats"]


def _find(state: State, seat: int | None, value: int) -> list[int]:
    """Ids of the tokens of ``value`` in the seat's rats (or the supply)."""
    catalog = f"rat.{value}"
    cards = state.cards
    return [cid for cid in _zone(state, seat).cards if cards[cid].catalog == catalog]


def total(state: State, tally: list[int], seat: int) -> int:
    """The value of the seat's rats: its tokens and its tally beyond them."""
    cards = state.cards
    tokens = sum(int(cards[cid].catalog[4:]) for cid in state.zones[f"s{seat}.rats"].cards)
    return tokens + tally[seat]


def _move(state: State, cid: int, to: int | None, events: list[Event]) -> None:
    events.append(move_card(state, state.cards[cid], _zone(state, to)))


def exchange(state: State, seat: int, value: int, events: list[Event]) -> bool:
    """Swap ``value`` value-1 tokens of ``seat`` for one token of ``value`` (3 or 5)."""
    ones = _find(state, seat, 1)
    big = _find(state, None, value)
    if len(ones) < value or not big:
        return False
    for cid in ones[:value]:
        _move(state, cid, None, events)
    _move(state, big[0], seat, events)
    return True


def _tidy(state: State, seat: int, events: list[Event]) -> None:
    while exchange(state, seat, 5, events) or exchange(state, seat, 3, events):
        pass


def _break(state: State, seat: int, events: list[Event]) -> bool:
    """Make change: return one 3 (or 5) of ``seat`` for value-1 tokens of the same value."""
    for value in (3, 5):
        mine, ones = _find(state, seat, value), _find(state, None, 1)
        if mine and len(ones) >= value:
            _move(state, mine[0], None, events)
            for cid in ones[:value]:
                _move(state, cid, seat, events)
            return True
    return False


def gain(state: State, tally: list[int], seat: int, n: int, events: list[Event]) -> None:
    """``seat`` takes ``n`` rats, one value-1 token each, from the supply (the supply's
    value-1 tokens in order; taking one leaves the others where they were)."""
    ones = _find(state, None, 1)
    for _ in range(n):
        for other in [seat] + [s.index for s in state.seats if s.index != seat]:
            if ones:
                break
            _tidy(state, other, events)
            ones = _find(state, None, 1)
        if ones:
            _move(state, ones.pop(0), seat, events)
        else:
            tally[seat] += 1


def discard(state: State, tally: list[int], seat: int, n: int, events: list[Event]) -> int:
    """``seat`` returns ``n`` rats (never below zero); returns how many it could discard."""
    done = 0
    for _ in range(n):
        if tally[seat]:
            tally[seat] -= 1
            done += 1
            continue
        ones = _find(state, seat, 1)
        if not ones and _break(state, seat, events):
            ones = _find(state, seat, 1)
        if not ones:
            break
        _move(state, ones[0], None, events)
        done += 1
    return done


def transfer(
    state: State, tally: list[int], giver: int, receiver: int, events: list[Event]
) -> None:
    """The Flute: ``receiver`` gets one rat from ``giver``; from the supply if the giver has
    none (our decision: the Flute always costs the loser a rat)."""
    discard(state, tally, giver, 1, events)  # value-1 tokens are alike: back to the supply...
    gain(state, tally, receiver, 1, events)  # ...and the receiver takes one from it
