"""The moves a Methuselah makes with a card every turn, offered on its context menu: send a
vampire to torpor or back to the ready region, put a card in the ash heap, burn it; with the
rules on, play a card of the hand with one of your ready minions.

The moves are plain table commands (a ``move``, or ``vtes_burn`` of :mod:`.manual`), so with
the rules on the rules engine accepts or refuses them with its own sentence.  The plays are
the rules engine's own commands (an action card declares the action with ``vtes_act``, a
master card is ``vtes_master``, any other card ``vtes_play``); every minion is offered, not
only those the rules allow, so that a play the card's requirements forbid is answered with
the reason (shown in the Decisions dock) rather than silently missing.
"""

from __future__ import annotations

from ...core import commands as C
from ...core.messages import QT_TRANSLATE_NOOP, Message
from ...core.views import CardView, View
from .cards import CardRecord, load_cards
from .layout import ASH_HEAP, READY, TORPOR, UNCONTROLLED
from .manual import Burn
from .rules import commands as K
from .rules.cardinfo import PUT_ON

TO_TORPOR = QT_TRANSLATE_NOOP("VtesActions", "To torpor")
TO_READY = QT_TRANSLATE_NOOP("VtesActions", "Out of torpor (to the ready region)")
TO_ASH_HEAP = QT_TRANSLATE_NOOP("VtesActions", "To the ash heap")
BURN = QT_TRANSLATE_NOOP("VtesActions", "Burn (to the ash heap, counters to the bank)")
PLAY_MASTER = QT_TRANSLATE_NOOP("VtesActions", "Play this master card")
PLAY_MASTER_ON = QT_TRANSLATE_NOOP("VtesActions", "Play this master card on {minion}")
PLAY_WITH = QT_TRANSLATE_NOOP("VtesActions", "Play with {minion}")
PLAY_SUPERIOR_WITH = QT_TRANSLATE_NOOP("VtesActions", "Play at superior with {minion}")

#: the vtes_act kind of a card played as an action, by its first type that has one
_ACTION_KINDS = {
    "Political Action": K.POLITICAL,
    "Equipment": K.EQUIP,
    "Ally": K.RECRUIT,
    "Retainer": K.EMPLOY,
    "Action": K.ACTION,
}

#: the regions whose cards these moves apply to
_REGIONS = (READY, TORPOR, UNCONTROLLED)


def card_actions(view: View, card: CardView) -> list[tuple[Message, C.Command]]:
    """The moves for ``card`` when the viewing seat controls it and it lies face up in a
    region; with the rules on, the plays of a card in the viewer's hand; nothing for other
    cards."""
    if card.id is None or card.catalog is None:
        return []
    if view.rules and any(c.id == card.id for c in _hand(view)):
        return _plays(view, card.id, card.catalog)
    if not card.face_up:
        return []
    where = _region_of(view, card.id)
    if where is None:
        return []
    seat, key = where
    controller = card.controller if card.controller is not None else seat
    if controller != view.seat:
        return []
    owner = card.owner if card.owner is not None else controller
    actions: list[tuple[Message, C.Command]] = []
    if _is_vampire(card.catalog):
        if key == READY:
            actions.append(
                (TO_TORPOR, C.Move(seat=view.seat, card=card.id, to=f"s{seat}.{TORPOR}"))
            )
        elif key == TORPOR:
            actions.append((TO_READY, C.Move(seat=view.seat, card=card.id, to=f"s{seat}.{READY}")))
    actions.append((TO_ASH_HEAP, C.Move(seat=view.seat, card=card.id, to=f"s{owner}.{ASH_HEAP}")))
    actions.append((BURN, Burn(seat=view.seat, card=card.id)))
    return actions


def _region_of(view: View, card_id: int) -> tuple[int, str] | None:
    """``(seat, zone key)`` of the seat region holding ``card_id``, if it is in one."""
    for zone in view.zones.values():
        if zone.owner is None or not any(c.id == card_id for c in zone.cards):
            continue
        key = zone.id.partition(".")[2]
        return (zone.owner, key) if key in _REGIONS else None
    return None


def _is_vampire(catalog: str) -> bool:
    rec = _record(catalog)
    return rec is not None and rec.is_crypt


def _record(catalog: str) -> CardRecord | None:
    try:
        return load_cards().get(catalog)
    except KeyError:
        return None


def _hand(view: View) -> list[CardView]:
    zone = view.zones.get(f"s{view.seat}.hand")
    return zone.cards if zone is not None else []


def _plays(view: View, card_id: int, catalog: str) -> list[tuple[Message, C.Command]]:
    """Each way to play a library card of the hand: a master card by the Methuselah, any
    other card with each of the viewer's ready minions (at superior too when the card has
    disciplines)."""
    rec = _record(catalog)
    if rec is None or rec.is_crypt:
        return []
    seat = view.seat
    if "Master" in rec.types:
        if PUT_ON.search(rec.text) is None:
            return [(PLAY_MASTER, K.PlayMaster(seat=seat, card=card_id))]
        owners = sorted({z.owner for z in view.zones.values() if z.owner is not None})
        return [  # on each minion in play: the rules say which it may go on
            (
                PLAY_MASTER_ON.with_args(minion=_name(m)),
                K.PlayMaster(seat=seat, card=card_id, on=m.id),
            )
            for owner in owners
            for m in _ready_minions(view, owner)
            if m.id is not None
        ]
    kind = next((_ACTION_KINDS[t] for t in rec.types if t in _ACTION_KINDS), None)
    levels = (False, True) if rec.disciplines else (False,)
    plays: list[tuple[Message, C.Command]] = []
    for minion in _ready_minions(view, seat):
        if minion.id is None:
            continue
        label = _name(minion)
        for superior in levels:
            words = (PLAY_SUPERIOR_WITH if superior else PLAY_WITH).with_args(minion=label)
            if kind is not None:
                cmd: C.Command = K.Act(
                    seat=seat, minion=minion.id, kind=kind, card=card_id, superior=superior
                )
            else:
                cmd = K.PlayCard(seat=seat, card=card_id, minion=minion.id, superior=superior)
            plays.append((words, cmd))
    return plays


def _name(card: CardView) -> str:
    rec = _record(card.catalog or "")
    return rec.name if rec is not None else ""


def _ready_minions(view: View, seat: int) -> list[CardView]:
    """``seat``'s face-up vampires and allies in its ready region (not cards on them)."""
    zone = view.zones.get(f"s{seat}.{READY}")
    if zone is None:
        return []
    out: list[CardView] = []
    for card in zone.cards:
        rec = _record(card.catalog or "")
        if (
            card.face_up
            and card.attached_to is None
            and rec is not None
            and (rec.is_crypt or "Ally" in rec.types)
        ):
            out.append(card)
    return out
