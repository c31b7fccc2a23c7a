"""The unlock phase's own commands (vtes.md §5): the Edge's pool, unlocking an infernal
minion (V-UNL-01) and the burn-option discard any Methuselah may make during an unlock
phase (V-UNL-03).  Contests (§14) and withdrawal (§16.3) are in :mod:`.contests` and
:mod:`.withdrawal`.
"""

from __future__ import annotations

from typing import NoReturn

from ....core import commands as C
from ....core import events as E
from ....core.messages import QT_TRANSLATE_NOOP, Message, reject
from ....core.model import State
from ....core.table import card_of, move_card
from ..layout import ASH_HEAP, EDGE, zone
from . import cardinfo as ci
from . import commands as K
from . import hand, tokens
from .data import UNLOCK, edition, rules, zone_of
from .phases import not_in_phase, own_minions
from .spec import CommandSpec, Stage, events, stages
from .wording import TURN, UNLOCK_PHASE, Words

INFERNAL_UNLOCK_POOL = 1


def edge_pool(state: State, cmd: K.EdgePool, out: list[E.Event]) -> None:
    r = rules(state)
    if state.tokens[EDGE].holder != cmd.seat:
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "Only the Methuselah with the Edge gains 1 pool from it.")
        )
    if r["edge_pool"]:
        raise reject(QT_TRANSLATE_NOOP("vtes", "The Edge gives its 1 pool once per unlock phase."))
    r["edge_pool"] = True
    tokens.add_pool(state, cmd.seat, 1, out, cmd.seat, "edge_pool")


def unlock_infernal(state: State, cmd: K.UnlockInfernal, out: list[E.Event]) -> None:
    """V-UNL-01: an infernal minion unlocks only for 1 pool."""
    card = card_of(state, cmd.card)
    if card.controller != cmd.seat:
        raise reject(QT_TRANSLATE_NOOP("vtes", "That card is not yours."))
    if not ci.infernal(card):
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "{card} is not infernal: it unlocks by itself."),
            card=ci.name(card),
        )
    if not card.locked:
        raise reject(QT_TRANSLATE_NOOP("vtes", "{card} is not locked."), card=ci.name(card))
    tokens.add_pool(
        state, cmd.seat, -INFERNAL_UNLOCK_POOL, out, cmd.seat, "infernal", cause=card.catalog
    )
    card.locked = False
    where = state.zones[card.zone]
    out.append(
        E.Locked(
            seat=cmd.seat,
            zone=where.id,
            index=where.cards.index(card.id),
            card=card.id,
            catalog=card.catalog,
            locked=False,
        )
    )


def burn_option(state: State, cmd: K.BurnOption, out: list[E.Event]) -> None:
    """V-UNL-03: during any Methuselah's unlock phase, discard a card with the burn option
    that none of your minions can play (once per unlock phase; replaced under V5 only)."""
    r = rules(state)
    card = hand.hand_card(state, cmd.seat, cmd.card)
    rec = ci.record(card)
    if rec is None or not rec.burn_option:
        raise reject(QT_TRANSLATE_NOOP("vtes", "{card} has no burn option."), card=ci.name(card))
    used = r.setdefault("burn_option", [])
    if cmd.seat in used and not cmd.host:
        raise reject(QT_TRANSLATE_NOOP("vtes", "Only one burn-option discard per unlock phase."))
    able = next((m for m in own_minions(state, cmd.seat) if ci.meets(m, card, False, state)), None)
    if (rec.clans or rec.disciplines) and able is not None:
        raise reject(
            QT_TRANSLATE_NOOP(
                "vtes", "{minion} can play {card}: it cannot be discarded with the burn option."
            ),
            minion=ci.name(able),
            card=ci.name(card),
        )
    used.append(cmd.seat)
    out.append(
        E.ModuleEvent(
            seat=cmd.seat, key="burn_option", args={"seat": cmd.seat, "card": ci.name(card)}
        )
    )
    if edition(state) == "v5":
        hand.play_to_ash(state, cmd.seat, card, out)
    else:
        owner = card.owner if card.owner is not None else cmd.seat
        out.append(
            move_card(state, card, state.zones[zone(owner, ASH_HEAP)], face_up=True, seat=cmd.seat)
        )


def burn_option_not_now(state: State, cmd: C.Command) -> NoReturn:
    """Any Methuselah may discard with the burn option, but only in an unlock phase with no
    procedure under way."""
    if rules(state)["phase"] != UNLOCK:
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "Burn-option cards are discarded during an unlock phase.")
        )
    raise reject(QT_TRANSLATE_NOOP("vtes", "Finish the action in progress first."))


# -- the commands: their offers and words ----------------------------------------------------


def _edge_pool_offer(state: State, seat: int, stage: Stage) -> list[C.Command]:
    if state.tokens[EDGE].holder == seat and not rules(state)["edge_pool"]:
        return [K.EdgePool(seat=seat)]
    return []


def _unlock_offer(state: State, seat: int, stage: Stage) -> list[C.Command]:
    """Each locked infernal minion of ``seat``, while it has the pool for it."""
    if state.seats[seat].counters.get("pool", 0) <= INFERNAL_UNLOCK_POOL:
        return []
    return [
        K.UnlockInfernal(seat=seat, card=m.id)
        for m in own_minions(state, seat)
        if m.locked and ci.infernal(m)
    ]


def _burn_option_offer(state: State, seat: int, stage: Stage) -> list[C.Command]:
    """Each card with the burn option in ``seat``'s hand that none of its minions can play,
    once per unlock phase."""
    if state.seats[seat].out or seat in rules(state).get("burn_option", []):
        return []
    minions = own_minions(state, seat)
    out: list[C.Command] = []
    for card_id in zone_of(state, seat, "hand").cards:
        card = state.cards[card_id]
        rec = ci.record(card)
        if rec is None or not rec.burn_option:
            continue
        if (rec.clans or rec.disciplines) and any(ci.meets(m, card, False, state) for m in minions):
            continue
        out.append(K.BurnOption(seat=seat, card=card.id))
    return out


def _edge_pool_words(w: Words, cmd: K.EdgePool) -> Message:
    return QT_TRANSLATE_NOOP("vtes", "Take 1 pool for holding the Edge")


def _unlock_words(w: Words, cmd: K.UnlockInfernal) -> Message:
    return QT_TRANSLATE_NOOP("vtes", "Burn 1 pool to unlock {card} (infernal)").with_args(
        card=w.card(cmd.card)
    )


def _burn_option_words(w: Words, cmd: K.BurnOption) -> Message:
    return QT_TRANSLATE_NOOP("vtes", "Discard {card} (burn option)").with_args(
        card=w.card(cmd.card)
    )


_UNLOCK = stages("unlock", "contest")
SPECS = (
    CommandSpec(
        K.EdgePool,
        _UNLOCK,
        events(edge_pool),
        not_in_phase(UNLOCK),
        _edge_pool_words,
        TURN,
        _edge_pool_offer,
        offered=stages("unlock"),
    ),
    CommandSpec(
        K.UnlockInfernal,
        _UNLOCK,
        events(unlock_infernal),
        not_in_phase(UNLOCK),
        _unlock_words,
        UNLOCK_PHASE,
        _unlock_offer,
        offered=stages("unlock"),
    ),
    # any Methuselah, during any unlock phase; the Methuselah owing contests settles them first
    CommandSpec(
        K.BurnOption,
        stages(),
        events(burn_option),
        burn_option_not_now,
        _burn_option_words,
        UNLOCK_PHASE,
        _burn_option_offer,
        anyone=_UNLOCK,
        offered=stages("unlock"),
        offered_to_others=_UNLOCK,
    ),
)
