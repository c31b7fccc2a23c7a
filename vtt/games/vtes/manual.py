"""The VTES table helpers: commands that do by hand what a Methuselah does at a real table.

They work with the rules off (the default) and are the building blocks a rules engine can
reuse.  Each checks everything first and refuses bad input with a translatable reason,
changing nothing.  JSON forms (``vtt script``, the LAN protocol, saves):

* ``{"type": "vtes_transfer", "seat": 0, "card": 12, "amount": 2}`` - move 2 pool from
  your pool onto a vampire in your uncontrolled region as blood; a negative amount moves
  blood back to your pool (vtes.md §11.1; no transfer budget is counted with rules off).
* ``{"type": "vtes_ready", "seat": 0, "card": 12}`` - turn an uncontrolled vampire whose
  blood has reached its capacity face up and move it to your ready region; blood over the
  capacity goes back to the bank (§11.2).  :func:`ready_candidates` lists the vampires it
  accepts, for the UI to offer.
* ``{"type": "vtes_oust", "seat": 1, "target": 3}`` - declare that seat 3, whose pool is 0,
  is ousted: its predator gains 1 VP and 6 pool; the last Methuselah standing gains 1 VP
  (§16.1).  Any seat may declare it (the table agrees by looking at the pool).
* ``{"type": "vtes_burn", "seat": 0, "card": 40}`` - burn a card you control: it goes to
  its owner's ash heap with every card attached to it (each to its own owner's ash heap);
  its counters go to the bank (vtes.md §1 'Burn').
* ``{"type": "vtes_refill", "seat": 0, "on": false}`` - switch off (or on) the automatic
  replacement: while it is on (the default), moving a card of yours from your hand to any
  zone but your hand, library, crypt or research area draws the top card of your library
  into your hand (V-HAND-02).  It happens in :meth:`VtesModule.apply` with the rules off;
  a rules engine does its own replacement.

``end_turn`` is also taken over so that turns pass in seating order, not seat-number order.
"""

from __future__ import annotations

from ...core import commands as C
from ...core import events as E
from ...core.commands import Command, register
from ...core.messages import QT_TRANSLATE_NOOP, Message, reject
from ...core.model import Card, State
from ...core.table import Outcome, apply_table_command, card_of, check_seat, may_handle, move_card
from ...core.visibility import seers
from .cards import CardDb
from .layout import ASH_HEAP, READY, ROLE_CRYPT, ROLE_RESEARCH, ROLE_UNCONTROLLED, zone
from .seating import active_seats, predator
from .setup import REFILL

MAX_TRANSFER = 100
OUST_VP, OUST_POOL, LAST_STANDING_VP = 1, 6, 1

#: texts of the table helpers' own log events (ModuleEvent.key -> template); ousting by
#: hand logs the same "ousted", "oust_reward" and "last_standing" as the rules engine, whose
#: texts (:data:`.rules.engine.EVENT_TEXTS`) say it for both
EVENT_TEXTS: dict[str, Message] = {
    "refill_on": QT_TRANSLATE_NOOP(
        "VtesLog", "{seat} now draws a replacement for each card played."
    ),
    "refill_off": QT_TRANSLATE_NOOP("VtesLog", "{seat} now draws replacements by hand."),
}


@register
class Transfer(Command, tag="vtes_transfer"):
    """Move ``amount`` pool onto an uncontrolled vampire as blood (negative: back to pool)."""

    card: int
    amount: int = 1


@register
class ToReady(Command, tag="vtes_ready"):
    """Turn an uncontrolled vampire with blood >= capacity face up into the ready region."""

    card: int


@register
class Oust(Command, tag="vtes_oust"):
    """Oust ``target`` (default: the acting seat), whose pool is 0; reward its predator."""

    target: int | None = None


@register
class Burn(Command, tag="vtes_burn"):
    """Burn a card: to its owner's ash heap with everything on it, counters to the bank."""

    card: int


@register
class SetRefill(Command, tag="vtes_refill"):
    """Switch the acting seat's automatic draw after playing a card from hand."""

    on: bool = True


# -- helpers ---------------------------------------------------------------------------------


def _pool_event(state: State, cmd: Command, target: int, kind: str, delta: int) -> E.Event:
    counters = state.seats[target].counters
    value = counters.get(kind, 0) + delta
    counters[kind] = value
    return E.CounterChanged(seat=cmd.seat, target=target, kind=kind, value=value, delta=delta)


def _card_counter(
    state: State, cmd: Command, card: Card, kind: str, value: int, why: str = ""
) -> E.Event:
    old = card.counters.get(kind, 0)
    if value:
        card.counters[kind] = value
    else:
        card.counters.pop(kind, None)
    zone_ = state.zones[card.zone]
    return E.CounterChanged(
        seat=cmd.seat,
        zone=zone_.id,
        index=zone_.cards.index(card.id),
        card=card.id,
        catalog=card.catalog,
        audience=seers(state, card),
        kind=kind,
        value=value,
        delta=value - old,
        why=why,
    )


def _uncontrolled_vampire(state: State, cmd: Command, card_id: int) -> Card:
    card = card_of(state, card_id)
    may_handle(state, cmd, card)
    if state.zones[card.zone].role != ROLE_UNCONTROLLED:
        raise reject(QT_TRANSLATE_NOOP("Vtes", "That card is not in an uncontrolled region."))
    return card


def ready_candidates(state: State, seat: int, db: CardDb) -> list[int]:
    """Ids of the vampires in ``seat``'s uncontrolled region whose blood reached capacity."""
    region = state.seat_zone(seat, ROLE_UNCONTROLLED)
    if region is None:
        return []
    out = []
    for card_id in region.cards:
        card = state.cards[card_id]
        capacity = db.get(card.catalog).capacity or 0
        if card.counters.get("blood", 0) >= capacity:
            out.append(card_id)
    return out


# -- handlers --------------------------------------------------------------------------------


def do_transfer(state: State, cmd: Transfer, out: Outcome, db: CardDb) -> None:
    card = _uncontrolled_vampire(state, cmd, cmd.card)
    if cmd.amount == 0 or abs(cmd.amount) > MAX_TRANSFER:
        raise reject(
            QT_TRANSLATE_NOOP("Vtes", "Transfer between 1 and {max} counters."), max=MAX_TRANSFER
        )
    owner = card.controller if card.controller is not None else cmd.seat
    pool = state.seats[owner].counters.get("pool", 0)
    blood = card.counters.get("blood", 0)
    if cmd.amount > pool:
        raise reject(QT_TRANSLATE_NOOP("Vtes", "Your pool has only {n} counters."), n=pool)
    if -cmd.amount > blood:
        raise reject(QT_TRANSLATE_NOOP("Vtes", "That vampire has only {n} blood."), n=blood)
    out.events.append(_pool_event(state, cmd, owner, "pool", -cmd.amount))
    why = "transfer_in" if cmd.amount > 0 else "transfer_out"
    out.events.append(_card_counter(state, cmd, card, "blood", blood + cmd.amount, why))


def do_ready(state: State, cmd: ToReady, out: Outcome, db: CardDb) -> None:
    card = _uncontrolled_vampire(state, cmd, cmd.card)
    capacity = db.get(card.catalog).capacity or 0
    blood = card.counters.get("blood", 0)
    if blood < capacity:
        raise reject(
            QT_TRANSLATE_NOOP(
                "Vtes",
                "That vampire needs {capacity} blood to be brought into play; it has {blood}.",
            ),
            capacity=capacity,
            blood=blood,
        )
    controller = card.controller if card.controller is not None else cmd.seat
    ev = move_card(state, card, state.zones[zone(controller, READY)], face_up=True, seat=cmd.seat)
    out.events.append(ev)
    out.revealed = True
    if blood > capacity:  # the excess goes back to the bank at once
        out.events.append(_card_counter(state, cmd, card, "blood", capacity, "capped"))


def do_oust(state: State, cmd: Oust, out: Outcome, db: CardDb) -> None:
    target = cmd.seat if cmd.target is None else cmd.target
    check_seat(state, target)
    seat = state.seats[target]
    if seat.out:
        raise reject(QT_TRANSLATE_NOOP("Vtes", "That Methuselah is already ousted."))
    pool = seat.counters.get("pool", 0)
    if pool > 0:
        raise reject(
            QT_TRANSLATE_NOOP(
                "Vtes", "A Methuselah is ousted only when their pool is 0; this one has {n}."
            ),
            n=pool,
        )
    hunter = predator(state, target)
    seat.out = True
    out.events.append(E.ModuleEvent(seat=cmd.seat, key="ousted", args={"seat": target}))
    if hunter is not None:
        out.events.append(_pool_event(state, cmd, hunter, "vp", OUST_VP))
        out.events.append(_pool_event(state, cmd, hunter, "pool", OUST_POOL))
        out.events.append(
            E.ModuleEvent(
                seat=cmd.seat, key="oust_reward", args={"predator": hunter, "seat": target}
            )
        )
    left = active_seats(state)
    if len(left) == 1:
        out.events.append(_pool_event(state, cmd, left[0], "vp", LAST_STANDING_VP))
        out.events.append(E.ModuleEvent(seat=cmd.seat, key="last_standing", args={"seat": left[0]}))


def do_burn(state: State, cmd: Burn, out: Outcome, db: CardDb) -> None:
    card = card_of(state, cmd.card)
    may_handle(state, cmd, card)
    if card.owner is None:
        raise reject(QT_TRANSLATE_NOOP("Vtes", "That card belongs to nobody; it cannot be burned."))
    if state.zones[card.zone].id == zone(card.owner, ASH_HEAP):
        raise reject(QT_TRANSLATE_NOOP("Vtes", "That card is already in the ash heap."))
    riders = [c for c in state.cards.values() if c.attached_to == card.id]
    for burned in riders + [card]:
        heap = state.zones[zone(burned.owner if burned.owner is not None else card.owner, ASH_HEAP)]
        ev = move_card(state, burned, heap, face_up=True, seat=cmd.seat)
        out.events.append(ev)
        if ev.src_seen is not None:
            out.revealed = True


def do_refill(state: State, cmd: SetRefill, out: Outcome, db: CardDb) -> None:
    flags = state.data.setdefault(REFILL, [True] * len(state.seats))
    if flags[cmd.seat] == cmd.on:
        out.changed = False
    flags[cmd.seat] = cmd.on
    out.events.append(
        E.ModuleEvent(
            seat=cmd.seat, key="refill_on" if cmd.on else "refill_off", args={"seat": cmd.seat}
        )
    )


_NO_REFILL_ROLES = ("hand", "deck", ROLE_CRYPT, ROLE_RESEARCH)


def move_with_refill(state: State, cmd: C.Move, out: Outcome) -> None:
    """A table move; when it takes a card from the seat's own hand to play it, and the
    seat's refill is on, the top card of its library follows into its hand."""
    card = card_of(state, cmd.card, cmd.zone, cmd.index)
    src = state.zones[card.zone]
    dst = state.zones.get(cmd.to)
    refill = (
        src.role == "hand"
        and src.owner == cmd.seat
        and dst is not None
        and dst.role not in _NO_REFILL_ROLES
        and state.data.get(REFILL, [True] * len(state.seats))[cmd.seat]
    )
    apply_table_command(state, cmd, out)
    library = state.seat_zone(cmd.seat, "deck")
    if not refill or library is None or not library.cards:
        return
    top = state.cards[library.cards[0]]
    move_card(state, top, src, seat=cmd.seat)
    out.revealed = True
    out.events.append(
        E.Drew(
            seat=cmd.seat,
            n=1,
            src=library.id,
            dst=src.id,
            cards=[top.id],
            catalogs=[top.catalog],
            audience=seers(state, top),
        )
    )


HANDLERS = {
    Transfer: do_transfer,
    ToReady: do_ready,
    Oust: do_oust,
    Burn: do_burn,
    SetRefill: do_refill,
}
