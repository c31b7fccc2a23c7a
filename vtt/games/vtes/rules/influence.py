"""The influence phase (vtes.md §11): transfers of pool to the uncontrolled vampires and of
blood back to the pool, bringing a vampire into play (the module's ``vtes_transfer`` and
``vtes_ready``, taken over by the rules) and moving the top crypt card to the uncontrolled
region.  Merging an advanced vampire is in :mod:`.advanced`.
"""

from __future__ import annotations

from ....core import commands as C
from ....core import events as E
from ....core.messages import QT_TRANSLATE_NOOP, Message, reject
from ....core.model import State
from ....core.table import Outcome, card_of, move_card
from .. import manual
from ..cards import load_cards
from ..layout import ROLE_CRYPT, ROLE_UNCONTROLLED
from . import commands as K
from . import tokens
from .data import INFLUENCE, rules, zone_of
from .effects.kinds.masters_a import location_bonus
from .phases import not_in_phase
from .spec import CommandSpec, Stage, events, stages
from .wording import Words, influence_heading

CRYPT_DRAW_TRANSFERS, CRYPT_DRAW_POOL = 4, 1
BLOOD_BACK_TRANSFERS = 2
#: the turn whose influence phase has had its cards' extra transfers added (in state.data)
EXTRA_GIVEN = "extra_transfers_turn"


def _extra(state: State) -> int:
    """The transfers the active Methuselah's cards in play add ("+2 transfers"), not yet
    added to this influence phase's."""
    if state.data.get(EXTRA_GIVEN) == rules(state)["turns"]:
        return 0
    return location_bonus(state, state.turn.active, "transfers")


def transfers_left(state: State) -> int:
    """The influence phase's transfers, with those the player's cards add."""
    return rules(state)["transfers"] + _extra(state)


def _add_extra(state: State) -> None:
    """Add the cards' extra transfers to the phase's budget, once each turn (the first
    time it is spent, so a card put in play earlier in the turn counts)."""
    r = rules(state)
    r["transfers"] += _extra(state)
    state.data[EXTRA_GIVEN] = r["turns"]


def transfer(state: State, cmd: manual.Transfer, out: Outcome) -> None:
    r = rules(state)
    card = card_of(state, cmd.card)
    if card.controller != cmd.seat or state.zones[card.zone].role != ROLE_UNCONTROLLED:
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "Transfers go only to vampires in your uncontrolled region.")
        )
    cost = cmd.amount if cmd.amount > 0 else -cmd.amount * BLOOD_BACK_TRANSFERS
    left = transfers_left(state)
    if not cmd.host and cost > left:
        if left == 1:
            raise reject(QT_TRANSLATE_NOOP("vtes", "Only 1 transfer left this turn."))
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "Only {n} transfers left this turn; that needs {cost}."),
            n=left,
            cost=cost,
        )
    manual.do_transfer(state, cmd, out, load_cards())
    _add_extra(state)
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
    if not cmd.host and transfers_left(state) < CRYPT_DRAW_TRANSFERS:
        raise reject(
            QT_TRANSLATE_NOOP(
                "vtes",
                "Moving a crypt card to your uncontrolled region takes 4 transfers; you have {n} left.",  # noqa: E501
            ),
            n=transfers_left(state),
        )
    pool = state.seats[cmd.seat].counters.get("pool", 0)
    if pool < CRYPT_DRAW_POOL:
        raise reject(QT_TRANSLATE_NOOP("vtes", "Moving a crypt card also costs 1 pool."))
    _add_extra(state)
    if not cmd.host:
        r["transfers"] -= CRYPT_DRAW_TRANSFERS
    tokens.add_pool(state, cmd.seat, -CRYPT_DRAW_POOL, out, cmd.seat, "crypt_draw")
    top = state.cards[crypt.cards[0]]
    out.append(
        move_card(
            state, top, zone_of(state, cmd.seat, ROLE_UNCONTROLLED), face_up=False, seat=cmd.seat
        )
    )


# -- the commands: their offers and words ----------------------------------------------------


def _transfers(state: State, seat: int, stage: Stage) -> list[C.Command]:
    """For each uncontrolled vampire: 1 pool to it, 1 blood back (2 transfers)."""
    left = transfers_left(state)
    pool = state.seats[seat].counters.get("pool", 0)
    out: list[C.Command] = []
    for card_id in zone_of(state, seat, ROLE_UNCONTROLLED).cards:
        if left >= 1 and pool >= 1:
            out.append(manual.Transfer(seat=seat, card=card_id, amount=1))
        if left >= BLOOD_BACK_TRANSFERS and state.cards[card_id].counters.get("blood", 0) >= 1:
            out.append(manual.Transfer(seat=seat, card=card_id, amount=-1))
    return out


def _to_ready_offer(state: State, seat: int, stage: Stage) -> list[C.Command]:
    return [
        manual.ToReady(seat=seat, card=card_id)
        for card_id in manual.ready_candidates(state, seat, load_cards())
    ]


def _crypt_draw_offer(state: State, seat: int, stage: Stage) -> list[C.Command]:
    if (
        transfers_left(state) >= CRYPT_DRAW_TRANSFERS
        and state.seats[seat].counters.get("pool", 0) >= CRYPT_DRAW_POOL
        and zone_of(state, seat, ROLE_CRYPT).cards
    ):
        return [K.CryptDraw(seat=seat)]
    return []


def _transfer_words(w: Words, cmd: manual.Transfer) -> Message:
    if cmd.amount >= 0:
        return QT_TRANSLATE_NOOP(
            "vtes", "Transfer {n} pool to {card} (blood {blood} of {capacity})"
        ).with_args(n=cmd.amount, card=w.card(cmd.card), **w.blood(cmd.card))
    return QT_TRANSLATE_NOOP(
        "vtes", "Move {n} blood from {card} back to your pool (2 transfers per blood)"
    ).with_args(n=-cmd.amount, card=w.card(cmd.card))


def _to_ready_words(w: Words, cmd: manual.ToReady) -> Message:
    return QT_TRANSLATE_NOOP("vtes", "Bring {card} into play").with_args(card=w.card(cmd.card))


def _crypt_draw_words(w: Words, cmd: K.CryptDraw) -> Message:
    return QT_TRANSLATE_NOOP("vtes", "Draw a crypt card (4 transfers and 1 pool)")


_INFLUENCE = stages("influence")
_NOT_NOW = not_in_phase(INFLUENCE)
SPECS = (
    CommandSpec(
        manual.Transfer,
        _INFLUENCE,
        transfer,
        _NOT_NOW,
        _transfer_words,
        influence_heading,
        _transfers,
    ),
    CommandSpec(
        manual.ToReady,
        _INFLUENCE,
        to_ready,
        _NOT_NOW,
        _to_ready_words,
        influence_heading,
        _to_ready_offer,
    ),
    CommandSpec(
        K.CryptDraw,
        _INFLUENCE,
        events(crypt_draw),
        _NOT_NOW,
        _crypt_draw_words,
        influence_heading,
        _crypt_draw_offer,
    ),
)
