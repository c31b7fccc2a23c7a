"""The invariants of vtes.md §20 that the engine's state can show, checked after every
command in the tests and, with the ``debug_invariants`` option, in play."""

from __future__ import annotations

from ....core.model import State
from ..layout import EDGE, READY, ROLE_TORPOR, ROLE_UNCONTROLLED, zone
from ..seating import active_seats, predator, prey
from . import cardinfo as ci
from . import tokens
from .data import HAND_SIZE, OVER, PHASES, rules
from .flow import HALF


class InvariantBroken(AssertionError):
    pass


def problems(state: State, *, full_hands: bool = False) -> list[str]:
    """What is wrong with ``state`` (empty when every invariant holds).  ``full_hands``
    also demands exactly 7 cards in hand while the library lasts (games without manual
    effects, such as bot games)."""
    r = rules(state)
    out: list[str] = []
    # 1. token conservation
    on_table = tokens.table_tokens(state)
    if on_table != r["tokens"] or on_table + r["bank"] != r["total"]:
        out.append(
            f"tokens: table {on_table}, booked {r['tokens']}, bank {r['bank']}, total {r['total']}"
        )
    for seat in state.seats:
        if seat.counters.get("pool", 0) < 0:
            out.append(f"seat {seat.index} has negative pool")
    riders: dict[int, list[int]] = {}
    for card in state.cards.values():
        if card.attached_to is not None:
            riders.setdefault(card.attached_to, []).append(card.id)
        if card.counters and min(card.counters.values()) < 0:
            out.append(f"card {card.id} has a negative counter")
    # 2. capacity of controlled vampires
    for seat in state.seats:
        for key in (zone(seat.index, READY), state.seat_zone(seat.index, ROLE_TORPOR).id):
            for card_id in state.zones[key].cards:
                card = state.cards[card_id]
                blood = card.counters.get("blood", 0) if card.counters else 0
                if (
                    blood
                    and card.attached_to is None
                    and blood > ci.capacity(card)
                    and (card_id not in riders or blood > ci.capacity_now(state, card))
                ):
                    out.append(f"card {card.id} holds more blood than its capacity")
    # 3. hand size
    for seat in state.seats:
        hand = state.seat_zone(seat.index, "hand")
        library = state.seat_zone(seat.index, "deck")
        if len(hand.cards) > HAND_SIZE:
            out.append(f"seat {seat.index} has {len(hand.cards)} cards in hand")
        if full_hands and not seat.out and library.cards and len(hand.cards) != HAND_SIZE:
            out.append(f"seat {seat.index} has {len(hand.cards)} cards in hand")
    # 4. acting eligibility, combatants
    action, combat = r["action"], r["combat"]
    if action is not None and not state.cards[action["minion"]].locked:
        out.append("the acting minion is not locked")
    if combat is not None:
        a, b = state.cards.get(combat["a"]), state.cards.get(combat["b"])
        if a is None or b is None or a.controller == b.controller:
            out.append("combatants are missing or share a controller")
        elif not (ci.in_ready(state, a) and ci.in_ready(state, b)):
            out.append("a combatant is not ready")
        if max(combat.get("sources", {"a": 0}).values()) > 1:
            out.append("a minion used two sources of additional strikes in one round")
    # 6. per-turn limits
    for card_id, done in r["acted"].items():
        if done.count("bleed") > 1 or done.count("political") > 1 or done.count("red_list") > 1:
            out.append(f"minion {card_id} exceeded a per-turn limit: {done}")
    # 7. budgets
    for key in ("master", "transfers", "discards"):
        if r[key] < 0:
            out.append(f"{key} budget is negative")
    if r["phase"] not in PHASES + (OVER,):
        out.append(f"unknown phase {r['phase']}")
    # 11. Edge
    holder = state.tokens[EDGE].holder
    if holder is not None and state.seats[holder].out:
        out.append("an ousted Methuselah holds the Edge")
    # 12. pool and ousting
    for seat in state.seats:
        pool = seat.counters.get("pool", 0)
        if not seat.out and pool < 1 and r["phase"] != OVER:
            out.append(f"seat {seat.index} is in the game with pool {pool}")
        if seat.out:
            for key in (
                zone(seat.index, READY),
                state.seat_zone(seat.index, ROLE_TORPOR).id,
                state.seat_zone(seat.index, ROLE_UNCONTROLLED).id,
            ):
                if state.zones[key].cards:
                    out.append(f"ousted seat {seat.index} still controls cards")
    # 13. seating
    left = active_seats(state)
    if len(left) > 1:
        for s in left:
            if predator(state, prey(state, s)) != s:
                out.append(f"seating is broken around seat {s}")
    if r["phase"] != OVER and state.seats[state.turn.active].out is not False:
        out.append("an ousted Methuselah has the turn")
    # 17. victory points
    survivor = 1 if r["phase"] == OVER and len(left) == 1 else 0
    withdrawn = len(r.get("withdrawn", []))
    expected = (
        HALF * (len(r["ousted"]) + withdrawn + survivor)
        + len(r["half_vp"])
        + sum(r.get("vp_fixes", []))
    )
    if sum(r["vp2"]) != expected:
        out.append(f"victory points {r['vp2']} do not add up to {expected} halves")
    for seat in state.seats:
        if seat.counters.get("vp", 0) != r["vp2"][seat.index] // HALF:
            out.append(f"seat {seat.index} shows {seat.counters.get('vp', 0)} VP")
    return out


def assert_invariants(state: State, *, full_hands: bool = False) -> None:
    found = problems(state, full_hands=full_hands)
    if found:
        raise InvariantBroken("; ".join(found))
