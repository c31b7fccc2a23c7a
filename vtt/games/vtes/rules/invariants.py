"""The invariants of vtes.md §20 that the engine's state can show, checked after every
command in the tests and, with the ``debug_invariants`` option, in play."""

from __future__ import annotations

from collections.abc import Callable

from ....core.model import State
from ..layout import EDGE, READY, ROLE_TORPOR, ROLE_UNCONTROLLED, zone
from ..seating import active_seats, predator, prey
from . import cardinfo as ci
from . import hand_size, tokens
from .data import OVER, PHASES, rules, zone_of
from .flow import HALF


class InvariantBroken(AssertionError):
    pass


def problems(state: State, *, full_hands: bool = False) -> list[str]:
    """What is wrong with ``state`` (empty when every invariant holds).  ``full_hands``
    also demands a full hand while the library lasts (games without manual
    effects, such as bot games)."""
    out = token_conservation_1(state) + capacity_2(state) + hand_size_3(state, full_hands)
    for check in _CHECKS:
        out += check(state)
    return out


def token_conservation_1(state: State) -> list[str]:
    """§20.1: the table's tokens are the booked ones, table plus bank is constant, no
    negative pool or counter."""
    r = rules(state)
    out: list[str] = []
    on_table = tokens.table_tokens(state)
    if on_table != r["tokens"] or on_table + r["bank"] != r["total"]:
        out.append(
            f"tokens: table {on_table}, booked {r['tokens']}, bank {r['bank']}, total {r['total']}"
        )
    out += [
        f"seat {s.index} has negative pool" for s in state.seats if s.counters.get("pool", 0) < 0
    ]
    out += [
        f"card {card.id} has a negative counter"
        for card in state.cards.values()
        if card.counters and min(card.counters.values()) < 0
    ]
    return out


def capacity_2(state: State) -> list[str]:
    """§20.2: a controlled vampire holds no more blood than its capacity (with what rides
    on it)."""
    riders = {card.attached_to for card in state.cards.values() if card.attached_to is not None}
    out: list[str] = []
    for seat in state.seats:
        for key in (zone(seat.index, READY), zone_of(state, seat.index, ROLE_TORPOR).id):
            for card_id in state.zones[key].cards:
                card = state.cards[card_id]
                blood = card.counters.get("blood", 0) if card.counters else 0
                if (
                    blood
                    and card.attached_to is None
                    and ci.is_vampire(card)  # a location may hold blood (Wasserschloss Anif)
                    and blood > ci.capacity(card)
                    and (card_id not in riders or blood > ci.capacity_now(state, card))
                ):
                    out.append(f"card {card.id} holds more blood than its capacity")
    return out


def hand_size_3(state: State, full_hands: bool) -> list[str]:
    """§20.3: at most the hand size in hand, but for the cards it still owes (exactly that
    while the library lasts, ``full_hands``, but for the replacements a card's text holds
    back until a later phase or the last answer of a question, :mod:`.asks`, and the draws
    it still owes), unless a question waits for that hand to be discarded down
    (:func:`.asks.discarding_down`)."""
    from . import asks
    from .effects.kinds.between_unlocks import held_back  # the effect kinds import flow

    out: list[str] = []
    for seat in state.seats:
        if seat.out:  # its hand left the game with it, as it was
            continue
        held = len(zone_of(state, seat.index, "hand").cards) - hand_size.owed(state, seat.index)
        if asks.discarding_down(state, seat.index):
            continue
        library = zone_of(state, seat.index, "deck")
        limit = hand_size.size(state, seat.index)
        short = (
            held_back(state, seat.index)
            + asks.held_back(state, seat.index)
            + hand_size.draws_owed(state, seat.index)
        )
        if held > limit or (full_hands and library.cards and held + short != limit):
            out.append(f"seat {seat.index} has {held} cards in hand")
    return out


def acting_and_combatants_4(state: State) -> list[str]:
    """§20.4: the acting minion is locked; combatants are two ready minions of two
    Methuselahs, each with at most one source of additional strikes a round."""
    r = rules(state)
    action, combat = r["action"], r["combat"]
    out: list[str] = []
    if action is not None and not state.cards[action["minion"]].locked:
        out.append("the acting minion is not locked")
    if combat is None:
        return out
    a, b = state.cards.get(combat["a"]), state.cards.get(combat["b"])
    if a is None or b is None or a.controller == b.controller:
        out.append("combatants are missing or share a controller")
    elif not (ci.in_ready(state, a) and ci.in_ready(state, b)):
        out.append("a combatant is not ready")
    if max(combat.get("sources", {"a": 0}).values()) > 1:
        out.append("a minion used two sources of additional strikes in one round")
    return out


def per_turn_limits_6(state: State) -> list[str]:
    """§20.6: one bleed, one political action, one A13 per minion per turn."""
    return [
        f"minion {card_id} exceeded a per-turn limit: {done}"
        for card_id, done in rules(state)["acted"].items()
        if done.count("bleed") > 1 or done.count("political") > 1 or done.count("red_list") > 1
    ]


def budgets_7(state: State) -> list[str]:
    """§20.7: no phase budget below 0, and a known phase."""
    r = rules(state)
    out = [f"{key} budget is negative" for key in ("master", "transfers", "discards") if r[key] < 0]
    if r["phase"] not in PHASES + (OVER,):
        out.append(f"unknown phase {r['phase']}")
    return out


def edge_11(state: State) -> list[str]:
    """§20.11: the Edge is never held by an ousted Methuselah."""
    holder = state.tokens[EDGE].holder
    if holder is not None and state.seats[holder].out:
        return ["an ousted Methuselah holds the Edge"]
    return []


def pool_and_ousting_12(state: State) -> list[str]:
    """§20.12: a Methuselah in the game has pool; an ousted one controls nothing."""
    over = rules(state)["phase"] == OVER
    out: list[str] = []
    for seat in state.seats:
        pool = seat.counters.get("pool", 0)
        if not seat.out and pool < 1 and not over:
            out.append(f"seat {seat.index} is in the game with pool {pool}")
        if seat.out:
            for key in (
                zone(seat.index, READY),
                zone_of(state, seat.index, ROLE_TORPOR).id,
                zone_of(state, seat.index, ROLE_UNCONTROLLED).id,
            ):
                if state.zones[key].cards:
                    out.append(f"ousted seat {seat.index} still controls cards")
    return out


def seating_13(state: State) -> list[str]:
    """§20.13: prey and predator close the circle; an ousted Methuselah has no turn."""
    out: list[str] = []
    left = active_seats(state)
    if len(left) > 1:
        out += [
            f"seating is broken around seat {s}"
            for s in left
            if (p := prey(state, s)) is None or predator(state, p) != s
        ]
    if rules(state)["phase"] != OVER and state.seats[state.turn.active].out is not False:
        out.append("an ousted Methuselah has the turn")
    return out


def victory_points_17(state: State) -> list[str]:
    """§20.17: the victory points add up to the ousts, withdrawals, last standing and half
    points booked, and each seat shows its own."""
    r = rules(state)
    out: list[str] = []
    survivor = 1 if r["phase"] == OVER and len(active_seats(state)) == 1 else 0
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


#: the invariants after the hand size, in the order of §20
_CHECKS: tuple[Callable[[State], list[str]], ...] = (
    acting_and_combatants_4,
    per_turn_limits_6,
    budgets_7,
    edge_11,
    pool_and_ousting_12,
    seating_13,
    victory_points_17,
)


def assert_invariants(state: State, *, full_hands: bool = False) -> None:
    found = problems(state, full_hands=full_hands)
    if found:
        raise InvariantBroken("; ".join(found))
