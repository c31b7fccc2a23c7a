"""The physical table: how each generic command changes the state.

Each handler first checks everything that could make the command fail and raises
:class:`~vtt.core.messages.Rejected` before touching the state; only then does it mutate.
That discipline is what makes a rejected command change nothing.  Handlers report in the
:class:`Outcome` whether the command used randomness or showed a card to a seat that could
not see it before: only commands that did neither may be undone.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from . import commands as C
from . import events as E
from .messages import QT_TRANSLATE_NOOP, reject
from .model import HAND, PILE, REGION, SPECTATOR, Card, State, Zone
from .rng import Rng
from .visibility import can_see, hides_from_someone, keeps_table_state, seers

MAX_TEXT = 500
MAX_DICE = 20
MAX_SIDES = 1000
#: Where a card lands in a region when the command gives no position (table units: a card
#: is 63 x 88, like a real card in millimetres).
_SLOT_W, _SLOT_H, _SLOTS_PER_ROW = 70.0, 96.0, 10


@dataclass
class Outcome:
    """What a handler did: its events, and whether it may be undone."""

    events: list[E.Event] = field(default_factory=list)
    random: bool = False
    revealed: bool = False
    changed: bool = True


# -- lookups that reject with a reason ---------------------------------------------------------


def zone_of(state: State, zone_id: str | None) -> Zone:
    if zone_id is None or zone_id not in state.zones:
        raise reject(
            QT_TRANSLATE_NOOP("Table", "There is no zone called '{zone}'."), zone=str(zone_id)
        )
    return state.zones[zone_id]


def card_of(
    state: State, card_id: int | None, zone_id: str | None = None, index: int | None = None
) -> Card:
    """A card by id, or by position in a zone (how hidden cards are addressed)."""
    if card_id is not None:
        card = state.cards.get(card_id)
        if card is None:
            raise reject(
                QT_TRANSLATE_NOOP("Table", "There is no card #{card} on the table."), card=card_id
            )
        return card
    if zone_id is None or index is None:
        raise reject(
            QT_TRANSLATE_NOOP("Table", "Say which card: its number, or a zone and a position.")
        )
    zone = zone_of(state, zone_id)
    if not 0 <= index < len(zone.cards):
        raise reject(
            QT_TRANSLATE_NOOP("Table", "{zone} has no card at position {pos}."),
            zone=zone.label,
            pos=index + 1,
        )
    return state.cards[zone.cards[index]]


def check_seat(state: State, seat: int) -> None:
    if not 0 <= seat < len(state.seats):
        raise reject(
            QT_TRANSLATE_NOOP("Table", "There is no seat {seat} at this table."), seat=seat
        )


def may_handle(state: State, cmd: C.Command, card: Card) -> None:
    """In a manual game a seat acts only on what it controls; shared components belong to
    whoever's zone they are in, or to everybody in a shared zone."""
    if cmd.host or card.controller == cmd.seat:
        return
    zone = state.zones[card.zone]
    if card.controller is None and zone.owner in (None, cmd.seat):
        return
    raise reject(QT_TRANSLATE_NOOP("Table", "That card is not yours to handle."))


def may_use_zone(state: State, cmd: C.Command, zone: Zone) -> None:
    if cmd.host or zone.owner is None or zone.owner == cmd.seat:
        return
    raise reject(QT_TRANSLATE_NOOP("Table", "{zone} belongs to another player."), zone=zone.label)


# -- moving cards ----------------------------------------------------------------------------


def _place_index(zone: Zone, index: int | None, bottom: bool) -> int:
    if bottom:
        return len(zone.cards)
    if index is None:
        return 0 if zone.kind == PILE else len(zone.cards)
    return max(0, min(index, len(zone.cards)))


def _default_xy(zone: Zone) -> tuple[float, float]:
    n = len(zone.cards)
    return (n % _SLOTS_PER_ROW) * _SLOT_W, (n // _SLOTS_PER_ROW) * _SLOT_H


def _rekey(state: State, card: Card, came_from: Zone | None = None) -> None:
    """Give a card a fresh id (it entered a hidden place) and forget who had looked at it.

    Only a card on the table can carry others, and its riders lie in its zone (or in
    ``came_from``, the region it is just leaving), so only those zones are searched."""
    old = card.id
    new = state.mint_id()
    del state.cards[old]
    card.id = new
    card.known_to = []
    state.cards[new] = card
    zone = state.zones[card.zone]
    zone.cards[zone.cards.index(old)] = new
    for region in (zone, came_from):
        if region is not None and region.kind == REGION:
            for cid in region.cards:
                if state.cards[cid].attached_to == old:
                    state.cards[cid].attached_to = new


def _leave_table(card: Card) -> None:
    """A card entering a pile or a hand sheds its table state, as a real card would: its
    position too, so that after a shuffle nothing links it to where it lay."""
    card.locked = False
    card.counters = {}
    card.label = ""
    card.attached_to = None
    card.x = card.y = 0.0


def move_card(
    state: State,
    card: Card,
    dst: Zone,
    *,
    index: int | None = None,
    bottom: bool = False,
    x: float | None = None,
    y: float | None = None,
    face_up: bool | None = None,
    seat: int | None = None,
) -> E.Moved:
    """Move one card (already validated) and return the event.  Used by the handlers here and
    by game modules for their bookkeeping (burn, draw to refill, deal)."""
    src = state.zones[card.zone]
    src_index = src.cards.index(card.id)
    src_seen = seers(state, card)
    old_id = card.id
    src.cards.pop(src_index)
    pos = _place_index(dst, index, bottom)
    if keeps_table_state(dst):
        dx, dy = _default_xy(dst) if src is not dst else (card.x, card.y)
        card.x = dx if x is None else float(x)
        card.y = dy if y is None else float(y)
    else:
        _leave_table(card)
    dst.cards.insert(pos, card.id)
    card.zone = dst.id
    card.face_up = dst.face_up if face_up is None else face_up
    if dst.owner is not None:
        card.controller = dst.owner
    if card.attached_to is not None and state.cards[card.attached_to].zone != dst.id:
        card.attached_to = None
    if src is not dst:
        card.known_to = []
        if hides_from_someone(dst, card.face_up):
            _rekey(state, card, src)
    return E.Moved(
        seat=seat,
        card=old_id,
        new_card=card.id,
        catalog=card.catalog,
        src=src.id,
        src_index=src_index,
        dst=dst.id,
        dst_index=dst.cards.index(card.id),
        face_up=card.face_up,
        src_seen=src_seen,
        dst_seen=seers(state, card),
    )


def widens(before: list[int] | None, after: list[int] | None) -> bool:
    """Whether ``after`` lets someone see what ``before`` did not."""
    if before is None:
        return False
    if after is None:
        return True
    return not set(after) <= set(before)


def do_move(state: State, cmd: C.Move, out: Outcome) -> None:
    card = card_of(state, cmd.card, cmd.zone, cmd.index)
    dst = zone_of(state, cmd.to)
    may_handle(state, cmd, card)
    riders = [c for c in state.cards.values() if c.attached_to == card.id]
    old_x, old_y, same_zone = card.x, card.y, card.zone == dst.id
    ev = move_card(
        state,
        card,
        dst,
        index=cmd.to_index,
        bottom=cmd.bottom,
        x=cmd.x,
        y=cmd.y,
        face_up=cmd.face_up,
        seat=cmd.seat,
    )
    out.events.append(ev)
    out.revealed |= widens(ev.src_seen, ev.dst_seen)
    for rider in riders:  # equipment follows its vampire, wherever it goes
        if same_zone:
            rider.x += card.x - old_x
            rider.y += card.y - old_y
            continue
        rev = move_card(
            state,
            rider,
            dst,
            index=dst.cards.index(card.id) + 1,
            x=card.x + 8,
            y=card.y + 14,
            face_up=rider.face_up if dst.kind == REGION else None,
            seat=cmd.seat,
        )
        out.events.append(rev)
        out.revealed |= widens(rev.src_seen, rev.dst_seen)
        if dst.kind == REGION:
            rider.attached_to = card.id


def do_draw(state: State, cmd: C.Draw, out: Outcome) -> None:
    src = zone_of(state, cmd.zone) if cmd.zone else state.seat_zone(cmd.seat, "deck")
    dst = zone_of(state, cmd.to) if cmd.to else state.seat_zone(cmd.seat, "hand")
    if src is None or dst is None:
        raise reject(QT_TRANSLATE_NOOP("Table", "This seat has no deck or hand to draw with."))
    may_use_zone(state, cmd, src)
    if cmd.n < 1:
        raise reject(QT_TRANSLATE_NOOP("Table", "Draw at least one card."))
    if cmd.n > len(src.cards):
        raise reject(
            QT_TRANSLATE_NOOP("Table", "{zone} has only {n} cards left."),
            zone=src.label,
            n=len(src.cards),
        )
    cards, catalogs = [], []
    for _ in range(cmd.n):
        card = state.cards[src.cards[0]]
        ev = move_card(state, card, dst, seat=cmd.seat)
        out.revealed |= widens(ev.src_seen, ev.dst_seen)
        cards.append(card.id)
        catalogs.append(card.catalog)
    audience = seers(state, state.cards[cards[-1]])
    out.events.append(
        E.Drew(
            seat=cmd.seat,
            n=cmd.n,
            src=src.id,
            dst=dst.id,
            cards=cards,
            catalogs=catalogs,
            audience=audience,
        )
    )


# -- card state ------------------------------------------------------------------------------


def _card_event(state: State, cls: type[E.CardEvent], card: Card, seat: int, **kw) -> E.CardEvent:
    zone = state.zones[card.zone]
    return cls(
        seat=seat,
        zone=zone.id,
        index=zone.cards.index(card.id),
        card=card.id,
        catalog=card.catalog,
        audience=seers(state, card),
        **kw,
    )


def _in_play(state: State, card: Card) -> None:
    if state.zones[card.zone].kind != REGION:
        raise reject(
            QT_TRANSLATE_NOOP(
                "Table", "Only cards on the table can be locked, counted or attached."
            )
        )


def do_lock(state: State, cmd: C.Lock | C.Unlock, out: Outcome) -> None:
    card = card_of(state, cmd.card)
    may_handle(state, cmd, card)
    _in_play(state, card)
    want = isinstance(cmd, C.Lock)
    if card.locked == want:
        raise reject(
            QT_TRANSLATE_NOOP("Table", "That card is already locked.")
            if want
            else QT_TRANSLATE_NOOP("Table", "That card is already unlocked.")
        )
    card.locked = want
    out.events.append(_card_event(state, E.Locked, card, cmd.seat, locked=want))


def do_unlock_all(state: State, cmd: C.UnlockAll, out: Outcome) -> None:
    target = cmd.seat if cmd.target is None else cmd.target
    check_seat(state, target)
    if target != cmd.seat and not cmd.host:
        raise reject(QT_TRANSLATE_NOOP("Table", "You can only unlock your own cards."))
    count = 0
    for card in state.cards.values():
        if card.controller == target and card.locked:
            card.locked = False
            count += 1
    out.events.append(E.UnlockedAll(seat=cmd.seat, target=target, count=count))


def do_flip(state: State, cmd: C.Flip, out: Outcome) -> None:
    card = card_of(state, cmd.card, cmd.zone, cmd.index)
    may_handle(state, cmd, card)
    if state.zones[card.zone].kind != REGION:
        raise reject(QT_TRANSLATE_NOOP("Table", "Only cards on the table can be turned over."))
    before = seers(state, card)
    card.face_up = not card.face_up
    after = seers(state, card)
    out.revealed |= widens(before, after)
    if before is None and after is not None:  # it just went out of sight for someone
        _rekey(state, card)
    ev = _card_event(state, E.Flipped, card, cmd.seat, face_up=card.face_up)
    ev.audience = after
    out.events.append(ev)


def do_counter(state: State, cmd: C.Counter, out: Outcome) -> None:
    if not cmd.kind or len(cmd.kind) > 24:
        raise reject(QT_TRANSLATE_NOOP("Table", "A counter needs a short name."))
    if cmd.card is not None:
        card = card_of(state, cmd.card)
        may_handle(state, cmd, card)
        _in_play(state, card)
        holder = card.counters
    else:
        target = cmd.seat if cmd.target is None else cmd.target
        check_seat(state, target)
        if target != cmd.seat and not cmd.host:
            raise reject(QT_TRANSLATE_NOOP("Table", "You can only change your own counters."))
        holder = state.seats[target].counters
    old = holder.get(cmd.kind, 0)
    new = cmd.set if cmd.set is not None else old + cmd.delta
    if new < 0:
        raise reject(
            QT_TRANSLATE_NOOP("Table", "Not enough {kind}: there are only {n}."),
            kind=cmd.kind,
            n=old,
        )
    if new > 1_000_000:
        raise reject(QT_TRANSLATE_NOOP("Table", "That is far too many counters."))
    if new == old:
        out.changed = False
    elif new:
        holder[cmd.kind] = new
    else:
        holder.pop(cmd.kind, None)
    if cmd.card is not None:
        out.events.append(
            _card_event(
                state, E.CounterChanged, card, cmd.seat, kind=cmd.kind, value=new, delta=new - old
            )
        )
    else:
        out.events.append(
            E.CounterChanged(
                seat=cmd.seat, target=target, kind=cmd.kind, value=new, delta=new - old
            )
        )


def do_attach(state: State, cmd: C.Attach, out: Outcome) -> None:
    card, host = card_of(state, cmd.card), card_of(state, cmd.to)
    may_handle(state, cmd, card)
    _in_play(state, card)
    _in_play(state, host)
    if card.id == host.id:
        raise reject(QT_TRANSLATE_NOOP("Table", "A card cannot be attached to itself."))
    if host.attached_to is not None:
        raise reject(QT_TRANSLATE_NOOP("Table", "Attach it to the card underneath instead."))
    if any(c.attached_to == card.id for c in state.cards.values()):
        raise reject(
            QT_TRANSLATE_NOOP("Table", "That card carries other cards; it cannot be attached.")
        )
    if card.zone != host.zone:
        move_card(
            state,
            card,
            state.zones[host.zone],
            x=host.x + 8,
            y=host.y + 14,
            face_up=card.face_up,
            seat=cmd.seat,
        )
    card.attached_to = host.id
    card.x, card.y = host.x + 8, host.y + 14
    out.events.append(
        _card_event(state, E.Attached, card, cmd.seat, to=host.id, to_seen=seers(state, host))
    )


def do_detach(state: State, cmd: C.Detach, out: Outcome) -> None:
    card = card_of(state, cmd.card)
    may_handle(state, cmd, card)
    if card.attached_to is None:
        raise reject(QT_TRANSLATE_NOOP("Table", "That card is not attached to anything."))
    card.attached_to = None
    card.y += 40
    out.events.append(_card_event(state, E.Detached, card, cmd.seat))


def do_label(state: State, cmd: C.Label, out: Outcome) -> None:
    card = card_of(state, cmd.card)
    may_handle(state, cmd, card)
    _in_play(state, card)
    if len(cmd.text) > 200:
        raise reject(QT_TRANSLATE_NOOP("Table", "A note can have at most 200 characters."))
    card.label = cmd.text
    out.events.append(_card_event(state, E.Labelled, card, cmd.seat, text=cmd.text))


# -- piles -----------------------------------------------------------------------------------


def _pile(state: State, cmd: C.Command, zone_id: str) -> Zone:
    zone = zone_of(state, zone_id)
    may_use_zone(state, cmd, zone)
    return zone


def do_shuffle(state: State, cmd: C.Shuffle, out: Outcome, rng: Rng) -> None:
    zone = _pile(state, cmd, cmd.zone)
    if zone.kind == REGION:
        raise reject(QT_TRANSLATE_NOOP("Table", "Only piles and hands can be shuffled."))
    rng.shuffle(zone.cards)
    for card_id in list(zone.cards):  # nobody may follow a card through a shuffle
        _rekey(state, state.cards[card_id])
    out.random = True
    out.events.append(E.Shuffled(seat=cmd.seat, zone=zone.id))


def do_cut(state: State, cmd: C.Cut, out: Outcome, rng: Rng) -> None:
    zone = zone_of(state, cmd.zone)  # the predator cuts: anyone may cut any pile
    if zone.kind != PILE:
        raise reject(QT_TRANSLATE_NOOP("Table", "Only piles can be cut."))
    n = len(zone.cards)
    if n < 2:
        raise reject(
            QT_TRANSLATE_NOOP("Table", "There is nothing to cut in {zone}."), zone=zone.label
        )
    if cmd.at is None:
        at = rng.between(1, n - 1)
        out.random = True
    elif not 1 <= cmd.at < n:
        raise reject(QT_TRANSLATE_NOOP("Table", "Cut between 1 and {n} cards."), n=n - 1)
    else:
        at = cmd.at
    zone.cards[:] = zone.cards[at:] + zone.cards[:at]
    out.events.append(E.CutPile(seat=cmd.seat, zone=zone.id, at=at))


def _top_or_one(state: State, zone: Zone, n: int, index: int | None) -> list[int]:
    if index is not None:
        if not 0 <= index < len(zone.cards):
            raise reject(
                QT_TRANSLATE_NOOP("Table", "{zone} has no card at position {pos}."),
                zone=zone.label,
                pos=index + 1,
            )
        return [index]
    if n < 1:
        raise reject(QT_TRANSLATE_NOOP("Table", "Ask for one card or more, not {n}."), n=n)
    if n > len(zone.cards):
        raise reject(
            QT_TRANSLATE_NOOP("Table", "{zone} has only {n} cards."),
            zone=zone.label,
            n=len(zone.cards),
        )
    return list(range(n))


def do_look(state: State, cmd: C.Look, out: Outcome) -> None:
    zone = _pile(state, cmd, cmd.zone)
    indexes = _top_or_one(state, zone, cmd.n, cmd.index)
    cards = [state.cards[zone.cards[i]] for i in indexes]
    for card in cards:
        if not can_see(state, card, cmd.seat):
            card.known_to.append(cmd.seat)
            out.revealed = True
    out.events.append(
        E.Looked(
            seat=cmd.seat,
            zone=zone.id,
            indexes=indexes,
            cards=[c.id for c in cards],
            catalogs=[c.catalog for c in cards],
            audience=[cmd.seat],
        )
    )


def do_reveal(state: State, cmd: C.Reveal, out: Outcome) -> None:
    if cmd.card is not None:
        card = card_of(state, cmd.card)
        zone, indexes = state.zones[card.zone], [state.zones[card.zone].cards.index(card.id)]
    else:
        zone = zone_of(state, cmd.zone)
        indexes = _top_or_one(state, zone, cmd.n, cmd.index)
    cards = [state.cards[zone.cards[i]] for i in indexes]
    for card in cards:
        may_handle(state, cmd, card)
        if not can_see(state, card, cmd.seat) and not cmd.host:
            raise reject(QT_TRANSLATE_NOOP("Table", "You cannot reveal a card you do not know."))
    everyone = [s.index for s in state.seats] + [SPECTATOR]  # the table sees it, so do spectators
    for card in cards:
        if seers(state, card) is not None:
            out.revealed = True
            card.known_to = everyone
    out.events.append(
        E.Revealed(
            seat=cmd.seat,
            zone=zone.id,
            indexes=indexes,
            cards=[c.id for c in cards],
            catalogs=[c.catalog for c in cards],
        )
    )


def do_random_card(state: State, cmd: C.RandomCard, out: Outcome, rng: Rng) -> None:
    zone = zone_of(state, cmd.zone)
    if not zone.cards:
        raise reject(QT_TRANSLATE_NOOP("Table", "{zone} is empty."), zone=zone.label)
    index = rng.below(len(zone.cards))
    out.random = True
    card = state.cards[zone.cards[index]]
    out.events.append(_card_event(state, E.RandomPicked, card, cmd.seat))


# -- the rest of the table -------------------------------------------------------------------


def do_roll(state: State, cmd: C.Roll, out: Outcome, rng: Rng) -> None:
    if not 2 <= cmd.sides <= MAX_SIDES or not 1 <= cmd.count <= MAX_DICE:
        raise reject(
            QT_TRANSLATE_NOOP("Table", "Roll 1 to {count} dice of 2 to {sides} sides."),
            count=MAX_DICE,
            sides=MAX_SIDES,
        )
    results = [rng.between(1, cmd.sides) for _ in range(cmd.count)]
    out.random = True
    out.events.append(E.Rolled(seat=cmd.seat, sides=cmd.sides, results=results))


def do_coin(state: State, cmd: C.Coin, out: Outcome, rng: Rng) -> None:
    out.random = True
    out.events.append(E.CoinFlipped(seat=cmd.seat, heads=rng.below(2) == 0))


def do_pass_token(state: State, cmd: C.PassToken, out: Outcome) -> None:
    token = state.tokens.get(cmd.token)
    if token is None:
        raise reject(
            QT_TRANSLATE_NOOP("Table", "There is no token called '{token}'."), token=cmd.token
        )
    if cmd.to is not None:
        check_seat(state, cmd.to)
    if not (cmd.host or token.holder in (None, cmd.seat) or cmd.to == cmd.seat):
        raise reject(QT_TRANSLATE_NOOP("Table", "Only its holder can give that token away."))
    if token.holder == cmd.to:
        out.changed = False
    token.holder = cmd.to
    out.events.append(E.TokenPassed(seat=cmd.seat, token=token.id, to=cmd.to))


def do_say(state: State, cmd: C.Say, out: Outcome) -> None:
    text = cmd.text.strip()
    if not text:
        raise reject(QT_TRANSLATE_NOOP("Table", "Say something."))
    if len(text) > MAX_TEXT:
        raise reject(
            QT_TRANSLATE_NOOP("Table", "A message can have at most {n} characters."), n=MAX_TEXT
        )
    out.changed = False
    out.events.append(E.Said(seat=cmd.seat, text=text))


def do_end_turn(state: State, cmd: C.EndTurn, out: Outcome) -> None:
    if cmd.seat != state.turn.active and not cmd.host:
        raise reject(QT_TRANSLATE_NOOP("Table", "It is not your turn."))
    order = state.turn_order()
    at = order.index(state.turn.active)
    nxt = state.turn.active
    for step in range(1, len(order) + 1):
        nxt = order[(at + step) % len(order)]
        if not state.seats[nxt].out:
            break
    state.turn.active = nxt
    state.turn.number += 1
    state.turn.phase = ""
    out.events.append(E.TurnEnded(seat=cmd.seat, next_seat=nxt, number=state.turn.number))


def do_phase(state: State, cmd: C.SetPhase, out: Outcome) -> None:
    if cmd.seat != state.turn.active and not cmd.host:
        raise reject(QT_TRANSLATE_NOOP("Table", "It is not your turn."))
    if len(cmd.phase) > 40:
        raise reject(QT_TRANSLATE_NOOP("Table", "A phase name can have at most 40 characters."))
    state.turn.phase = cmd.phase
    out.events.append(E.PhaseSet(seat=cmd.seat, phase=cmd.phase))


MAX_NAME = 40


def do_set_bot(state: State, cmd: C.SetBot, out: Outcome) -> None:
    """Who plays a seat is the host's call; whether the module knows the level is checked
    by the session, which knows the module."""
    if not cmd.host:
        raise reject(QT_TRANSLATE_NOOP("Table", "Only the host can give a seat to the computer."))
    check_seat(state, cmd.target)
    if len(cmd.level) > MAX_NAME:
        raise reject(
            QT_TRANSLATE_NOOP("Table", "There is no computer player called '{level}'."),
            level=cmd.level[:MAX_NAME],
        )
    seat = state.seats[cmd.target]
    out.changed = seat.bot != cmd.level
    seat.bot = cmd.level
    out.events.append(E.BotSet(seat=cmd.target, level=cmd.level))


def do_rename_seat(state: State, cmd: C.RenameSeat, out: Outcome) -> None:
    if not cmd.host:
        raise reject(QT_TRANSLATE_NOOP("Table", "Only the host can rename a seat."))
    check_seat(state, cmd.target)
    name = cmd.name.strip()
    if not name or len(name) > MAX_NAME:
        raise reject(
            QT_TRANSLATE_NOOP("Table", "A seat's name has 1 to {n} characters."), n=MAX_NAME
        )
    seat = state.seats[cmd.target]
    old = seat.name
    out.changed = old != name
    seat.name = name
    out.events.append(E.SeatRenamed(seat=cmd.target, name=name, old=old))


_PLAIN: dict[type, Callable[..., None]] = {
    C.Move: do_move,
    C.Lock: do_lock,
    C.Unlock: do_lock,
    C.UnlockAll: do_unlock_all,
    C.Flip: do_flip,
    C.Counter: do_counter,
    C.Attach: do_attach,
    C.Detach: do_detach,
    C.Label: do_label,
    C.Draw: do_draw,
    C.Look: do_look,
    C.Reveal: do_reveal,
    C.PassToken: do_pass_token,
    C.Say: do_say,
    C.EndTurn: do_end_turn,
    C.SetPhase: do_phase,
    C.SetBot: do_set_bot,
    C.RenameSeat: do_rename_seat,
}
_RANDOM: dict[type, Callable[..., None]] = {
    C.Shuffle: do_shuffle,
    C.Cut: do_cut,
    C.RandomCard: do_random_card,
    C.Roll: do_roll,
    C.Coin: do_coin,
}


def apply_table_command(state: State, cmd: C.Command, out: Outcome) -> None:
    """Apply one generic table command; raises Rejected (state untouched) when it is refused."""
    plain = _PLAIN.get(type(cmd))
    if plain is not None:
        plain(state, cmd, out)
        return
    chance = _RANDOM.get(type(cmd))
    if chance is None:
        raise reject(
            QT_TRANSLATE_NOOP("Table", "This table does not know the command '{type}'."),
            type=str(type(cmd).__struct_config__.tag or type(cmd).__name__),
        )
    chance(state, cmd, out, Rng(state.rng))


__all__ = [
    "Outcome",
    "apply_table_command",
    "move_card",
    "card_of",
    "zone_of",
    "HAND",
    "PILE",
    "REGION",
]
