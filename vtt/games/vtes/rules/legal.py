"""Every legal command for the decision the game waits for (for bots and hints).

Only the seat holding the decision gets commands (but during an unlock phase any
Methuselah may make a burn-option discard); the list always has at least one way on
(``vtes_pass``, ``vtes_next_phase``, a vote or a hand strike).  Cards are offered at the
inferior level, with the superior level too when the minion has it; master cards to the
ash heap or kept in play; directed action cards against each other Methuselah.  Effects
applied by hand (table commands) are legal too but are not listed: they are the players'
reading of card texts, not choices the engine can enumerate.  The engine's own commands
that declare a card's effect are listed in their simplest form, as a card would give them:
+1 stealth or intercept, a hand strike as a first strike, 1 or 2 additional strikes, a
bleed redirected to each other Methuselah.
"""

from __future__ import annotations

from collections.abc import Callable

from ....core import commands as C
from ....core.model import State
from .. import manual
from ..cards import load_cards
from ..layout import EDGE, ROLE_CRYPT, ROLE_TORPOR, ROLE_UNCONTROLLED
from ..seating import active_seats, prey
from . import actions, advanced, combat, contests, politics, redlist, withdrawal
from . import cardinfo as ci
from . import commands as K
from .advanced import MERGE_POOL, MERGE_TRANSFERS
from .data import DISCARD, INFLUENCE, MASTER, MINION, UNLOCK, acted, rules, zone_of
from .phases import BLOOD_BACK_TRANSFERS, CRYPT_DRAW_TRANSFERS, INFERNAL_UNLOCK_POOL, own_minions
from .stages import decider

_KIND_OF_TYPE = {
    "Equipment": K.EQUIP,
    "Retainer": K.EMPLOY,
    "Ally": K.RECRUIT,
    "Political Action": K.POLITICAL,
    "Action": K.ACTION,
}


def legal_commands(state: State, seat: int) -> list[C.Command]:
    """The commands ``seat`` may send now, listed by the stage of the decision."""
    who, stage = decider(state)
    if who != seat:
        return _burn_options(state, seat) if stage in ("unlock", "contest") else []
    listing = _LISTINGS.get(stage)
    if listing is not None:
        return listing(state, seat)
    return _PHASE_LISTINGS[stage](state, seat) + _turn(seat)


def _turn(seat: int) -> list[C.Command]:
    """The ways on out of a phase (never while a vampire owes its hunt)."""
    return [K.NextPhase(seat=seat), K.EndTurnRules(seat=seat)]


def _discards(state: State, seat: int) -> list[C.Command]:
    """V-DIS: discard and draw, or an event not played yet (one an event phase)."""
    r = rules(state)
    if r["discards"] < 1:
        return []
    out: list[C.Command] = []
    for card_id in zone_of(state, seat, "hand").cards:
        card = state.cards[card_id]
        if "Event" in ci.types(card) and (r["event"] or card.catalog in r["events_played"]):
            continue
        out.append(K.Discard(seat=seat, card=card_id))
    return out


def _master_phase(state: State, seat: int) -> list[C.Command]:
    return _masters(state, seat) + redlist.marks_to_make(state, seat)


def _unlock(state: State, seat: int) -> list[C.Command]:
    r = rules(state)
    out: list[C.Command] = []
    if state.tokens[EDGE].holder == seat and not r["edge_pool"]:
        out.append(K.EdgePool(seat=seat))
    if state.seats[seat].counters.get("pool", 0) > INFERNAL_UNLOCK_POOL:
        out += [
            K.UnlockInfernal(seat=seat, card=m.id)
            for m in own_minions(state, seat)
            if m.locked and ci.infernal(m)
        ]
    out += _burn_options(state, seat)
    if withdrawal.eligible(state, seat):
        out.append(K.Withdraw(seat=seat))
    return out


def _burn_options(state: State, seat: int) -> list[C.Command]:
    """Burn-option discards ``seat`` may make in this unlock phase (V-UNL-03)."""
    if state.seats[seat].out or seat in rules(state).get("burn_option", []):
        return []
    minions = own_minions(state, seat)
    out: list[C.Command] = []
    for card in _hand(state, seat):
        rec = ci.record(card)
        if rec is None or not rec.burn_option:
            continue
        if (rec.clans or rec.disciplines) and any(ci.meets(m, card, False) for m in minions):
            continue
        out.append(K.BurnOption(seat=seat, card=card.id))
    return out


def _hand(state: State, seat: int):
    return [state.cards[c] for c in zone_of(state, seat, "hand").cards]


def _masters(state: State, seat: int) -> list[C.Command]:
    r = rules(state)
    if r["master"] < 1:
        return []
    pool = state.seats[seat].counters.get("pool", 0)
    minions = ci.ready_minions(state, seat)
    out: list[C.Command] = []
    for card in _hand(state, seat):
        rec = ci.record(card)
        if rec is None or "Master" not in rec.types or ci.out_of_turn(card):
            continue
        if ci.cost(card)[0] > pool or rec.pool_cost.upper() == "X":
            continue
        if (rec.clans or rec.disciplines) and not any(ci.meets(m, card, False) for m in minions):
            continue
        out.append(K.PlayMaster(seat=seat, card=card.id))
        out.append(K.PlayMaster(seat=seat, card=card.id, keep=True))
    return out


def _affordable(state: State, seat: int, minion, card) -> bool:
    rec = ci.record(card)
    if rec is None or "X" in (rec.pool_cost.upper(), rec.blood_cost.upper()):
        return False
    pool, blood = ci.cost(card)
    if pool > state.seats[seat].counters.get("pool", 0):
        return False
    if blood and (not ci.is_vampire(minion) or blood > minion.counters.get("blood", 0)):
        return False
    return True


def _minion_actions(state: State, seat: int) -> list[C.Command]:
    owing = actions.owes_hunt(state, seat)
    if owing:
        return [K.Act(seat=seat, minion=m.id, kind=K.HUNT) for m in owing]
    out: list[C.Command] = []
    hand = _hand(state, seat)
    others = [s for s in active_seats(state) if s != seat]
    torpid = [
        state.cards[c]
        for s in active_seats(state)
        for c in zone_of(state, s, ROLE_TORPOR).cards
        if ci.is_vampire(state.cards[c]) and state.cards[c].attached_to is None
    ]
    for minion in ci.ready_minions(state, seat) + [t for t in torpid if t.controller == seat]:
        if not actions.can_act(state, seat, minion):
            continue
        done = acted(state, minion.id)
        vampire = ci.is_vampire(minion)
        if ci.in_torpor(state, minion):
            if minion.counters.get("blood", 0) >= actions.LEAVE_TORPOR_COST:
                out.append(K.Act(seat=seat, minion=minion.id, kind=K.LEAVE_TORPOR))
            continue
        if K.BLEED not in done and prey(state, seat) is not None:
            out.append(K.Act(seat=seat, minion=minion.id, kind=K.BLEED))
        if vampire:
            out.append(K.Act(seat=seat, minion=minion.id, kind=K.HUNT))
            if K.RED_LIST not in done and minion.counters.get("blood", 0) >= redlist.HUNT_COST:
                out += [
                    K.Act(seat=seat, minion=minion.id, kind=K.RED_LIST, target_card=m)
                    for m in redlist.marked(state)
                    if m in state.cards
                    and state.cards[m].controller != seat
                    and ci.in_ready(state, state.cards[m])
                ]
            for victim in torpid:
                out.append(
                    K.Act(seat=seat, minion=minion.id, kind=K.DIABLERIE, target_card=victim.id)
                )
                if (
                    minion.counters.get("blood", 0) + victim.counters.get("blood", 0)
                    >= actions.RESCUE_COST
                ):
                    out.append(
                        K.Act(seat=seat, minion=minion.id, kind=K.RESCUE, target_card=victim.id)
                    )
        for card in hand:
            out += _card_actions(state, seat, minion, card, done, others)
    return out


def _card_actions(state, seat, minion, card, done, others) -> list[C.Command]:
    kinds = ci.types(card)
    kind = next((_KIND_OF_TYPE[t] for t in kinds if t in _KIND_OF_TYPE), None)
    if kind is None or ci.name(card) in done:
        return []
    if kind == K.POLITICAL and (K.POLITICAL in done or not ci.is_vampire(minion)):
        return []
    if not _affordable(state, seat, minion, card):
        return []
    out: list[C.Command] = []
    rec = ci.record(card)
    levels = [False] + ([True] if rec is not None and rec.disciplines else [])
    for superior in levels:
        if not ci.meets(minion, card, superior):
            continue
        if kind == K.ACTION and ci.directed(card):
            out += [
                K.Act(
                    seat=seat,
                    minion=minion.id,
                    kind=kind,
                    card=card.id,
                    target=t,
                    superior=superior,
                )
                for t in others
            ]
        else:
            out.append(
                K.Act(seat=seat, minion=minion.id, kind=kind, card=card.id, superior=superior)
            )
    return out


def _influence(state: State, seat: int) -> list[C.Command]:
    r = rules(state)
    out: list[C.Command] = []
    left = r["transfers"]
    pool = state.seats[seat].counters.get("pool", 0)
    region = zone_of(state, seat, ROLE_UNCONTROLLED)
    for card_id in region.cards:
        card = state.cards[card_id]
        if left >= 1 and pool >= 1:
            out.append(manual.Transfer(seat=seat, card=card_id, amount=1))
        if left >= BLOOD_BACK_TRANSFERS and card.counters.get("blood", 0) >= 1:
            out.append(manual.Transfer(seat=seat, card=card_id, amount=-1))
    for card_id in manual.ready_candidates(state, seat, load_cards()):
        out.append(manual.ToReady(seat=seat, card=card_id))
    if left >= CRYPT_DRAW_TRANSFERS and pool >= 1 and zone_of(state, seat, ROLE_CRYPT).cards:
        out.append(K.CryptDraw(seat=seat))
    if left >= MERGE_TRANSFERS and pool > MERGE_POOL:
        out += [
            K.Merge(seat=seat, card=c)
            for c in region.cards
            if advanced.partner(state, seat, state.cards[c]) is not None
        ]
    return out


#: the listing of the stages that have no way on but their own commands
_LISTINGS: dict[str, Callable[[State, int], list[C.Command]]] = {
    "over": lambda state, seat: [],
    "vote": politics.choices,
    "range": combat.choices,
    "strike": combat.choices,
    "damage": combat.choices,
    "extra": combat.choices,
    "press": combat.choices,
    "block": actions.choices,
    "attempt": actions.choices,
    "resolve": actions.choices,
    "contest": contests.choices,
    "hunt": _minion_actions,
}
#: the phases' own commands, before the ways on (:func:`_turn`)
_PHASE_LISTINGS: dict[str, Callable[[State, int], list[C.Command]]] = {
    UNLOCK: _unlock,
    MASTER: _master_phase,
    MINION: _minion_actions,
    INFLUENCE: _influence,
    DISCARD: _discards,
}
