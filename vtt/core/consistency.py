"""Whether a state holds together: the checks a loaded snapshot must pass before anything
uses it.

A save can be well-typed and still describe an impossible table (a card in a zone that does
not exist, a zone listing a card that does not, a turn for a seat that is not there, an RNG
with no state).  Such a state loads and then crashes the first handler or view that trusts
it; :func:`problem` finds the first such flaw and says it in a few words, so the loader can
refuse the file instead.  The game module's own bookkeeping (``State.data``) is checked
against a fresh game of the same set-up when the rules are on (with them off the table is
all there is): every entry a new game has must be there, with the same kind of value.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .model import KINDS, REGION, SPECTATOR, VISIBILITIES, State

if TYPE_CHECKING:
    from .module import GameModule, GameSpec

_WORD = 1 << 64


def problem(state: State, module: GameModule, spec: GameSpec | None = None) -> str | None:
    """The first thing wrong with ``state`` (a few words), or ``None`` when it is sound."""
    for check in (_header, _seats, _zones, _cards, _tokens):
        found = check(state)
        if found:
            return found
    if state.game != module.id:
        return f"the state is of game {state.game}, not {module.id}"
    if spec is not None and state.rules:
        return _module_data(state, module, spec)
    return None


def _header(state: State) -> str | None:
    if not state.seats:
        return "there are no seats"
    if len(state.rng) != 4 or not all(0 <= w < _WORD for w in state.rng) or not any(state.rng):
        return "the random number generator has no valid state"
    if state.next_id < 1 or state.state_id < 0:
        return "a counter is negative"
    if state.turn.number < 1 or not 0 <= state.turn.active < len(state.seats):
        return "the turn is out of range"
    return None


def _seat_ok(state: State, seat: int | None) -> bool:
    return seat is None or 0 <= seat < len(state.seats)


def _seats(state: State) -> str | None:
    if any(s.index != i for i, s in enumerate(state.seats)):
        return "the seats are out of order"
    if state.seating and sorted(state.seating) != list(range(len(state.seats))):
        return "the seating is not the seats"
    return None


def _zones(state: State) -> str | None:
    seen: set[int] = set()
    for key, zone in state.zones.items():
        if zone.id != key or zone.kind not in KINDS or zone.visibility not in VISIBILITIES:
            return f"zone {key} is malformed"
        if not _seat_ok(state, zone.owner):
            return f"zone {key} belongs to no seat"
        for cid in zone.cards:
            card = state.cards.get(cid)
            if card is None:
                return f"zone {key} lists card {cid}, which does not exist"
            if card.zone != key or cid in seen:
                return f"card {cid} is in two places"
            seen.add(cid)
    if len(seen) != len(state.cards):
        return "a card lies in no zone"
    return None


def _cards(state: State) -> str | None:
    seats = len(state.seats)
    for key, card in state.cards.items():
        if card.id != key or not 0 < key < state.next_id:
            return f"card {key} has a wrong id"
        if card.zone not in state.zones:
            return f"card {key} is in zone {card.zone}, which does not exist"
        if not (_seat_ok(state, card.owner) and _seat_ok(state, card.controller)):
            return f"card {key} belongs to no seat"
        if any(not (0 <= s < seats or s == SPECTATOR) for s in card.known_to):
            return f"card {key} is known to a seat that does not exist"
        if card.attached_to is not None:
            host = state.cards.get(card.attached_to)
            if host is None or host.zone != card.zone or state.zones[card.zone].kind != REGION:
                return f"card {key} is attached to nothing on its table"
    return None


def _tokens(state: State) -> str | None:
    for key, token in state.tokens.items():
        if token.id != key or not _seat_ok(state, token.holder):
            return f"token {key} is malformed"
    return None


def _module_data(state: State, module: GameModule, spec: GameSpec) -> str | None:
    fresh = module.new_state(spec).data
    for key, value in fresh.items():
        if key not in state.data or not _same_kind(state.data[key], value):
            return f"the rules' record {key!r} is missing or wrong"
    return None


def _same_kind(value: Any, model: Any) -> bool:
    if model is None or value is None:
        return True
    if isinstance(model, bool) or isinstance(value, bool):
        return type(model) is type(value)
    if isinstance(model, (int, float)):
        return isinstance(value, (int, float))
    return type(value) is type(model)


__all__ = ["problem"]
