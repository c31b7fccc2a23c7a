"""What a Methuselah does in the phases without a procedure of their own: the Edge's pool,
infernal minions and burn-option discards (§5), master phase actions and out-of-turn
masters (§6), transfers, moving vampires to the ready region and the crypt draw (§11), the
discard phase action and events (§12).  When these commands may be sent is the stage
table's business (:mod:`.stages`); :func:`not_in_phase` words its refusals.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NoReturn

from ....core import commands as C
from ....core import events as E
from ....core.messages import QT_TRANSLATE_NOOP, reject
from ....core.model import State
from ....core.table import Outcome, card_of, move_card
from .. import manual
from ..cards import load_cards
from ..layout import ASH_HEAP, EDGE, READY, ROLE_CRYPT, ROLE_UNCONTROLLED, TORPOR, zone
from . import cardinfo as ci
from . import commands as K
from . import hand, tokens
from .data import DISCARD, INFLUENCE, MASTER, MINION, UNLOCK, edition, rules, zone_of
from .refuse import not_now

CRYPT_DRAW_TRANSFERS, CRYPT_DRAW_POOL = 4, 1
BLOOD_BACK_TRANSFERS = 2
INFERNAL_UNLOCK_POOL = 1
#: the phase as the word inside "That is done in the {phase} phase."; a string of "vtes" so
#: that the UI translates the argument too (in Spanish "de influencia", "heril"...)
PHASE_WORDS = {
    UNLOCK: QT_TRANSLATE_NOOP("vtes", "unlock"),
    MASTER: QT_TRANSLATE_NOOP("vtes", "master"),
    MINION: QT_TRANSLATE_NOOP("vtes", "minion"),
    INFLUENCE: QT_TRANSLATE_NOOP("vtes", "influence"),
    DISCARD: QT_TRANSLATE_NOOP("vtes", "discard"),
}


def not_in_phase(phase: str) -> Callable[[State, C.Command], NoReturn]:
    """The "not now" of a command of ``phase`` (the stage table allows it only to the active
    Methuselah, in that phase, with no procedure under way)."""

    def refuse(state: State, cmd: C.Command) -> NoReturn:
        own_phase(state, cmd.seat, phase, False)
        not_now()

    return refuse


def own_phase(state: State, seat: int, phase: str, host: bool) -> None:
    """Refuse, with the reason, what only the active Methuselah does in ``phase`` (the
    in-turn master cards; the other commands of a phase meet it through the stage table)."""
    if host:
        return
    if state.turn.active != seat:
        raise reject(QT_TRANSLATE_NOOP("vtes", "It is not your turn."))
    r = rules(state)
    if r["phase"] != phase:
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "That is done in the {phase} phase."),
            phase=PHASE_WORDS[phase].text,
        )
    if r["action"] or r["combat"] or r["referendum"]:
        raise reject(QT_TRANSLATE_NOOP("vtes", "Finish the action in progress first."))


# -- unlock ----------------------------------------------------------------------------------


def edge_pool(state: State, cmd: K.EdgePool, out: list[E.Event]) -> None:
    r = rules(state)
    if state.tokens[EDGE].holder != cmd.seat:
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "Only the Methuselah with the Edge gains 1 pool from it.")
        )
    if r["edge_pool"]:
        raise reject(QT_TRANSLATE_NOOP("vtes", "The Edge gives its 1 pool once per unlock phase."))
    r["edge_pool"] = True
    tokens.add_pool(state, cmd.seat, 1, out, cmd.seat)


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
    tokens.add_pool(state, cmd.seat, -INFERNAL_UNLOCK_POOL, out, cmd.seat)
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
    able = next((m for m in own_minions(state, cmd.seat) if ci.meets(m, card, False)), None)
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


def own_minions(state: State, seat: int) -> list:
    """The minions ``seat`` controls in play (ready or in torpor, not contested)."""
    out = []
    for key in (zone(seat, READY), zone(seat, TORPOR)):
        for card_id in state.zones[key].cards:
            card = state.cards[card_id]
            if card.face_up and card.attached_to is None and ci.is_minion(card):
                out.append(card)
    return out


# -- master ----------------------------------------------------------------------------------


def _out_of_turn_v_mas(state: State, seat: int) -> None:
    """An out-of-turn master card: during another Methuselah's turn, one between two of
    your master phases (§6)."""
    if state.turn.active == seat:
        raise reject(
            QT_TRANSLATE_NOOP(
                "vtes",
                "Out-of-turn master cards are played only during another Methuselah's turn.",
            )
        )
    if rules(state)["oot"][seat]:
        raise reject(
            QT_TRANSLATE_NOOP(
                "vtes",
                "Only one out-of-turn master card between two of your master phases.",
            )
        )


def _in_turn_v_mas(state: State, seat: int) -> None:
    """V-MAS-01: a master card costs a master phase action, in your master phase."""
    own_phase(state, seat, MASTER, False)
    if rules(state)["master"] < 1:
        raise reject(QT_TRANSLATE_NOOP("vtes", "No master phase action left this turn."))


def _master_requirements(state: State, seat: int, card) -> None:
    """A master card with a clan or discipline requirement needs a ready minion of yours
    that meets it."""
    rec = ci.record(card)
    if rec is None or not (rec.clans or rec.disciplines):
        return
    ready = [state.cards[c] for c in state.zones[zone(seat, READY)].cards]
    if not any(
        ci.is_minion(m) and m.attached_to is None and ci.meets(m, card, False) for m in ready
    ):
        raise reject(
            QT_TRANSLATE_NOOP(
                "vtes", "{card} needs a ready minion of yours that meets its requirements."
            ),
            card=ci.name(card),
        )


def play_master(state: State, cmd: K.PlayMaster, out: list[E.Event]) -> None:
    r = rules(state)
    seat = cmd.seat
    card = hand.hand_card(state, seat, cmd.card)
    if "Master" not in ci.types(card):
        raise reject(QT_TRANSLATE_NOOP("vtes", "{card} is not a master card."), card=ci.name(card))
    oot = ci.out_of_turn(card)
    if not cmd.host:
        (_out_of_turn_v_mas if oot else _in_turn_v_mas)(state, seat)
        _master_requirements(state, seat, card)
    pool, _ = ci.check_cost(state, seat, None, card, cmd.x)
    target = None
    if cmd.on is not None:
        target = card_of(state, cmd.on)
        if state.zones[target.zone].role not in ("play", "torpor"):
            raise reject(QT_TRANSLATE_NOOP("vtes", "A card can be played only on a card in play."))
    rec = ci.record(card)
    trifle = rec is not None and rec.trifle
    if trifle and edition(state) == "2018" and r["trifle"] and not cmd.host:
        raise reject(QT_TRANSLATE_NOOP("vtes", "Only one trifle per turn (2018 rules)."))
    if oot:
        r["oot"][seat] = True
        # V5: an out-of-turn trifle credits the action it spends from the next master phase
        r["debt"][seat] = not (trifle and edition(state) == "v5")
    else:
        r["master"] -= 1
        if trifle and not r["trifle"]:
            r["master"] += 1
            r["trifle"] = True
    tokens.add_pool(state, seat, -pool, out, seat)
    if target is not None:
        dst = state.zones[target.zone]
        out.append(
            move_card(state, card, dst, face_up=True, x=target.x + 8, y=target.y + 14, seat=seat)
        )
        card.attached_to = target.id
        hand.replace(state, seat, out)
    elif cmd.keep:
        out.append(move_card(state, card, state.zones[zone(seat, READY)], face_up=True, seat=seat))
        hand.replace(state, seat, out)
    else:
        hand.play_to_ash(state, seat, card, out)
    out.append(E.ModuleEvent(seat=seat, key="master", args={"catalog": card.catalog}))


# -- influence -------------------------------------------------------------------------------


def transfer(state: State, cmd: manual.Transfer, out: Outcome) -> None:
    r = rules(state)
    card = card_of(state, cmd.card)
    if card.controller != cmd.seat or state.zones[card.zone].role != ROLE_UNCONTROLLED:
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "Transfers go only to vampires in your uncontrolled region.")
        )
    cost = cmd.amount if cmd.amount > 0 else -cmd.amount * BLOOD_BACK_TRANSFERS
    if not cmd.host and cost > r["transfers"]:
        if r["transfers"] == 1:
            raise reject(QT_TRANSLATE_NOOP("vtes", "Only 1 transfer left this turn."))
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "Only {n} transfers left this turn; that needs {cost}."),
            n=r["transfers"],
            cost=cost,
        )
    manual.do_transfer(state, cmd, out, load_cards())
    r["transfers"] -= 0 if cmd.host else cost
    r["tokens"] = tokens.table_tokens(state)  # a transfer moves tokens between holders


def to_ready(state: State, cmd: manual.ToReady, out: Outcome) -> None:
    card = card_of(state, cmd.card)
    if card.controller != cmd.seat:
        raise reject(QT_TRANSLATE_NOOP("vtes", "That vampire is not yours."))
    blood = card.counters.get("blood", 0)
    manual.do_ready(state, cmd, out, load_cards())
    excess = blood - card.counters.get("blood", 0)
    rules(state)["bank"] += excess
    rules(state)["tokens"] -= excess


def crypt_draw(state: State, cmd: K.CryptDraw, out: list[E.Event]) -> None:
    r = rules(state)
    crypt = zone_of(state, cmd.seat, ROLE_CRYPT)
    if not crypt.cards:
        raise reject(QT_TRANSLATE_NOOP("vtes", "Your crypt is empty."))
    if not cmd.host and r["transfers"] < CRYPT_DRAW_TRANSFERS:
        raise reject(
            QT_TRANSLATE_NOOP(
                "vtes",
                "Moving a crypt card to your uncontrolled region takes 4 transfers; you have {n} left.",  # noqa: E501
            ),
            n=r["transfers"],
        )
    pool = state.seats[cmd.seat].counters.get("pool", 0)
    if pool < CRYPT_DRAW_POOL:
        raise reject(QT_TRANSLATE_NOOP("vtes", "Moving a crypt card also costs 1 pool."))
    if not cmd.host:
        r["transfers"] -= CRYPT_DRAW_TRANSFERS
    tokens.add_pool(state, cmd.seat, -CRYPT_DRAW_POOL, out, cmd.seat)
    top = state.cards[crypt.cards[0]]
    out.append(
        move_card(
            state, top, zone_of(state, cmd.seat, ROLE_UNCONTROLLED), face_up=False, seat=cmd.seat
        )
    )


# -- discard ---------------------------------------------------------------------------------


def discard(state: State, cmd: K.Discard, out: list[E.Event]) -> None:
    r = rules(state)
    card = hand.hand_card(state, cmd.seat, cmd.card)
    if not cmd.host and r["discards"] < 1:
        raise reject(QT_TRANSLATE_NOOP("vtes", "No discard phase action left this turn."))
    if "Event" in ci.types(card):
        if r["event"]:
            raise reject(QT_TRANSLATE_NOOP("vtes", "Only one event per discard phase."))
        if card.catalog in r["events_played"]:
            raise reject(QT_TRANSLATE_NOOP("vtes", "Each event card is played once per game."))
        r["event"] = True
        r["events_played"].append(card.catalog)
        out.append(
            move_card(state, card, state.zones[zone(cmd.seat, READY)], face_up=True, seat=cmd.seat)
        )
        hand.replace(state, cmd.seat, out)
    else:
        hand.play_to_ash(state, cmd.seat, card, out)
    r["discards"] -= 0 if cmd.host else 1
