"""The §16 invariants of the digest, checked after every command in debug mode
(``options["debug_invariants"]``) and by the tests and bot games.

A broken invariant raises :class:`InvariantError` naming it (by its §16 number): it is a bug
of the engine, never a player's mistake.
"""

from __future__ import annotations

from collections import Counter

from ...core.model import State
from .cards import ATTRS, DECKS, card, deck_total
from .engine import Engine
from .rules import NobState, rules_of
from .table import BLOOD, CAP


class InvariantError(AssertionError):
    pass


def check_invariants(state: State) -> None:
    g = rules_of(state)
    _check_cards(state)
    for i in range(len(state.seats)):
        _check_vampire(state, g, i)
    if not g.over:
        _check_flow(state, g)


def _check_cards(state: State) -> None:
    """12. Every deck keeps its cards, each card in exactly one zone."""
    per_deck: Counter[str] = Counter()
    for c in state.cards.values():
        per_deck[card(c.catalog).deck] += 1
        if c.zone not in state.zones or c.id not in state.zones[c.zone].cards:
            raise InvariantError(f"12: card {c.id} is not where it says")
    for deck in DECKS:
        if per_deck[deck] != deck_total(deck):
            raise InvariantError(f"12: the {deck} deck has {per_deck[deck]} cards")
    if sum(len(z.cards) for z in state.zones.values()) != len(state.cards):
        raise InvariantError("12: a zone lists a card twice or a card that does not exist")


def _check_vampire(state: State, g: NobState, i: int) -> None:
    """1, 2, 5, 7, 8, 9 for one seat."""
    v, counters = g.vampires[i], state.seats[i].counters
    if counters[CAP] != v.cap or not 0 <= counters[BLOOD] <= v.cap:
        raise InvariantError(f"2: seat {i} has blood {counters[BLOOD]} (cap {v.cap})")
    wounds = state.zones[f"s{i}.heridas"].cards
    light = sum(1 for c in wounds if state.cards[c].face_up)
    aggr = len(wounds) - light
    if not v.alive:
        if state.zones[f"s{i}.sect"].cards or state.zones[f"s{i}.hand"].cards:
            raise InvariantError(f"8: dead seat {i} still holds a hand or a hidden sect")
        return
    if light + 2 * aggr >= 4:
        raise InvariantError(f"8: seat {i} should be dead ({light} light, {aggr} aggravated)")
    values = [counters[a] for a in ATTRS]
    if any(not 1 <= x <= 5 for x in values) or sum(values) != v.counters:
        raise InvariantError(f"1: seat {i} attributes {values} (owns {v.counters})")
    if v.healed not in ("", "light", "aggravated"):
        raise InvariantError(f"5: seat {i} healing record {v.healed}")
    for cid in state.zones[f"s{i}.mat"].cards:
        d = card(state.cards[cid].catalog)
        if d.deck == "discipline" and v.clan not in d.clans:
            raise InvariantError(f"7: seat {i} holds {d.id} without its clan icon")
    secret = [state.cards[c].catalog for c in state.zones[f"s{i}.sect"].cards]
    if not g.over and g.mode != "solo" and i != g.sovereign and secret != [v.sect]:
        raise InvariantError(f"9: seat {i}'s sect card is not kept secret in its own zone")


def _check_flow(state: State, g: NobState) -> None:
    """4, 10, 11 while the game goes on."""
    if not g.event or not state.zones["evento"].cards:
        raise InvariantError("10: no active Event")
    if g.pending is None:
        raise InvariantError("11: the game waits for nobody but is not over")
    active = g.vampires[g.active]
    if active.attacks > max(active.allowed, Engine(state).attack_limit(g.active)):
        raise InvariantError(f"4: seat {g.active} made too many attacks")
    alive = [i for i, v in enumerate(g.vampires) if v.alive]
    if g.mode == "solo":
        if len(alive) <= 1:
            raise InvariantError("11: solo game with one survivor goes on")
        return
    sov = g.vampires[g.sovereign]
    if not sov.alive:
        raise InvariantError("11: the Sovereign is dead but the game goes on")
    if not any(g.vampires[i].sect != sov.sect for i in alive):
        raise InvariantError("11: no enemy of the Sovereign lives but the game goes on")
