"""``vtes_use``: a card in play used for what its text lets its controller do with it
("Lock this location to gain 1 pool", a weapon's "lock this equipment", a vampire's "can
burn 1 blood to ..."), run by the engine from the card's ``use`` steps (:mod:`.effects`).

The card must be face up in the player's ready region or torpor (on the minion that uses
it, or by itself), its effect entry must have ``use`` steps, their conditions must hold
(``use_only``, each step's own), and an ability used ``once`` each turn, action or round
is refused the second time.  It is offered to the seat the game waits for at any stage,
each way its aims allow; a use, like a card played, gives the impulse back to the first
Methuselah of the round.

A card played from hand whose text gives its minion an ability for a while ("once this
action, you can burn ...", "during this action, this Gangrel can burn 1 blood to ...") is
used the same way while its effect is under way (its played record lives: the action, or
the round it was kept for), by the minion that played it (:func:`_played_here`).
"""

from __future__ import annotations

from typing import Any, NoReturn

from ....core import commands as C
from ....core import events as E
from ....core.messages import QT_TRANSLATE_NOOP, Message, Rejected, reject
from ....core.model import Card, State
from ....core.module import card_in
from ....core.table import Outcome, card_of
from ..layout import READY, TORPOR, zone
from . import cardinfo as ci
from . import commands as K
from . import played
from .cardplay import impulse_back
from .data import rules
from .effects import run as effects
from .effects.catalog import Script
from .effects.kinds.politics import ALLOC_TWICE, allocation_fits
from .effects.steps import Ctx
from .records import Played, Scope
from .refuse import not_now
from .spec import EVERY_STAGE, CommandSpec, Stage, stages
from .wording import Words

USE_CARDS = QT_TRANSLATE_NOOP("vtes", "Cards in play to use")
EVENT_TEXTS: dict[str, Message] = {
    "used": QT_TRANSLATE_NOOP("vtes", "{seat} uses {card}."),
}


def _in_play(state: State, seat: int, card: Card) -> bool:
    """A card of ``seat``'s in play, or a card in anyone's ready region whose ability any
    Methuselah may use (:func:`_anyone_uses`); never an equipment its bearer cannot use
    during this combat (Form of the Bat)."""
    from .effects.kinds.combat_cards import equipment_barred  # the kinds read this module

    if not card.face_up or equipment_barred(state, card):
        return False
    if card.zone in (zone(seat, READY), zone(seat, TORPOR)):
        return True
    return card.zone == zone(card.controller or 0, READY) and _anyone_uses(card)


def _anyone_uses(card: Card) -> bool:
    """The card's ability is any Methuselah's to use, not only its controller's
    (``use_only`` names ``po_any_methuselah``: "Methuselahs can ... to burn this card")."""
    from .effects.kinds.politics import ANY_METHUSELAH

    s = _script(card)
    return s is not None and ANY_METHUSELAH in s.use_only


def _user(state: State, card: Card, minion: int | None) -> Card | None:
    """The minion that uses the card: the one named, else the one it is on, else the card
    itself when it is a minion, else the minion that played it (a card played whose
    ability lasts)."""
    if minion is not None:
        return state.cards.get(minion)
    if card.attached_to is not None:
        return state.cards.get(card.attached_to)
    if ci.is_minion(card):
        return card
    rec = _played_here(state, card)
    return state.cards.get(rec["minion"]) if rec is not None and rec["minion"] is not None else None


#: the cards whose text may give their minion an ability once played (not in play)
_LASTING_TYPES = {"Action Modifier", "Reaction"}


def _played_here(state: State, card: Card, seat: int | None = None) -> Played | None:
    """The record of the action modifier or reaction ``card`` played from hand (by
    ``seat``) while its effect is under way, if its text gives an ability for that while
    (``use`` steps) and it is not in play (then it is used as a card in play)."""
    rec = next(
        (
            p
            for p in reversed(played.records(state))
            if p["card"] == card.id and p["hand"] and not p.get("use")
        ),
        None,
    )
    if rec is None or (seat is not None and rec["seat"] != seat) or _script(card) is None:
        return None
    if _in_play(state, rec["seat"], card) or not _LASTING_TYPES & set(ci.types(card)):
        return None
    return rec


def _script(card: Card) -> Script | None:
    s = effects.script(card.catalog, False) if card.catalog else None
    return s if s is not None and (s.use or s.use_choose) else None


def _used_already(state: State, card: Card, once: str, ctx: Ctx | None = None) -> bool:
    if not once:
        return False
    if once == "combat":
        return ctx is not None and _combat_key(ctx) in _combat_uses(state)
    r = rules(state)
    return any(
        p["card"] == card.id and p.get("use") and p["scope"] in _SCOPES[once]
        for p in played.records(state)
        if p["turn"] == r["turns"]
    )


#: the played-record scopes an ability used once per ``turn``/``action``/``round`` lives in
#: (once each combat: booked in the combat itself, :func:`_combat_uses`)
_SCOPES = {"turn": ("turn", "action", "round", "referendum"), "action": ("action",)}
_SCOPES["round"] = ("round",)


def _combat_key(ctx: Ctx) -> str:
    """An ability used once each combat is booked by the way it is used now (its steps that
    apply: a maneuver and a press of the same card are two abilities)."""
    return f"use:{ctx.card.id}:{effects.words(ctx, how=effects.USE)}"


def _combat_uses(state: State) -> list[str]:
    """The abilities used in the combat under way (booked with the cards played in it)."""
    combat = rules(state)["combat"]
    return combat.setdefault("cards", []) if combat is not None else []


def use(state: State, cmd: K.UseCard, out: Outcome) -> None:
    card = card_of(state, cmd.card)
    in_play = (
        _in_play(state, cmd.seat, card)
        or _open_to(state, cmd.seat, card)
        or _played_here(state, card, cmd.seat) is not None
    )
    if not cmd.host and not in_play:
        raise reject(QT_TRANSLATE_NOOP("vtes", "Only a card of yours in play can be used."))
    s = _script(card)
    if s is None:
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "{card} has nothing to use in play."), card=ci.name(card)
        )
    minion = _user(state, card, cmd.minion)
    ctx = effects.context(
        state, cmd.seat, card, minion, target=cmd.target, target_card=cmd.target_card
    )
    if not allocation_fits(cmd.alloc):
        raise Rejected(ALLOC_TWICE)
    ctx.alloc = dict(cmd.alloc)
    if not cmd.host:
        if not _may_use_now(state, cmd.seat, card):
            not_now()
        if _used_already(state, card, s.use_once, ctx):
            raise reject(
                QT_TRANSLATE_NOOP("vtes", "{card} has been used as often as it may be now."),
                card=ci.name(card),
            )
        why = effects.refusal(ctx, cmd.mode, how=effects.USE)
        if why is not None:
            raise Rejected(why)  # the message keeps its arguments
    scope: Scope | None = "turn" if s.use_once == "turn" else None
    if s.use_once == "combat":
        _combat_uses(state).append(_combat_key(ctx))
    rec = played.remember(state, cmd.seat, card, minion, hand=False, scope=scope)
    rec["use"] = True
    out.events.append(
        E.ModuleEvent(
            seat=cmd.seat, key="used", args={"seat": cmd.seat, "card": card.catalog or ""}
        )
    )
    effects.play(ctx, cmd.mode, out, rec, how=effects.USE)
    impulse_back(state)


def use_not_now(state: State, cmd: K.UseCard) -> NoReturn:
    not_now()


def _may_use_now(state: State, seat: int, card: Card) -> bool:
    """The seat the game waits for uses its cards; during an unlock phase another seat
    uses only a card whose ability is usable out of turn (Homunculus:
    :func:`.effects.kinds.retainers.out_of_turn_use`; Carver's Meat Packing:
    :func:`_open_use`)."""
    return not _outsider(state, seat) or _out_of_turn(card)


def _out_of_turn(card: Card) -> bool:
    from .effects.kinds.retainers import out_of_turn_use

    return out_of_turn_use(card) or _open_use(card)


def _uses(state: State, seat: int, stage: Stage) -> list[C.Command]:
    """Each card in play ``seat`` may use now, each way it may be aimed: its own cards, and
    another Methuselah's whose text lets any Methuselah use them (Tension in the Ranks,
    Club Illusion); a seat the game does not wait for, only the abilities usable out of
    turn (Homunculus, Carver's Meat Packing)."""
    out: list[C.Command] = []
    outsider = _outsider(state, seat)
    own = [
        state.cards[c]
        for key in (zone(seat, READY), zone(seat, TORPOR))
        for c in state.zones[key].cards
    ]
    others = [
        state.cards[c]
        for s in range(len(state.seats))
        if s != seat
        for c in state.zones[zone(s, READY)].cards
        if _anyone_uses(state.cards[c])
    ]
    for card in (*own, *others):
        s = _script(card) if _in_play(state, seat, card) else None
        if s is None or _used_already(state, card, s.use_once):
            continue
        if outsider and not _out_of_turn(card):
            continue
        out += _ways(state, seat, card, s)
    for card in _open_cards(state, seat):
        s = _script(card)
        if s is not None and not _used_already(state, card, s.use_once):
            out += _ways(state, seat, card, s)
    for rec in played.records(state):  # cards played whose ability lasts
        played_card = state.cards.get(rec["card"])
        if played_card is None or _played_here(state, played_card, seat) is not rec:
            continue
        s = _script(played_card)
        if s is not None and not _used_already(state, played_card, s.use_once):
            out += _ways(state, seat, played_card, s)
    return out


def _outsider(state: State, seat: int) -> bool:
    """``seat`` is not the one the game waits for (it may use only a card whose ability
    any Methuselah may use, in any unlock phase: :data:`_ANYONE`)."""
    from .stages import decider

    return decider(state).seat != seat


def _open_use(card: Card) -> bool:
    """A card in play whose ability any Methuselah may use (Carver's Meat Packing)."""
    from .effects.kinds.control import open_use

    return open_use(card)


#: where a Methuselah the game does not wait for may use a card (``_open_use``)
_ANYONE = stages("unlock", "contest")


def _open_to(state: State, seat: int, card: Card) -> bool:
    """Another Methuselah's card in play that ``seat`` may use too (Club Illusion)."""
    from .effects.kinds.control import open_to

    return open_to(state, seat, card)


def _open_cards(state: State, seat: int) -> list[Card]:
    from .effects.kinds.control import open_cards

    return open_cards(state, seat)


def _ways(state: State, seat: int, card: Card, s: Script) -> list[K.UseCard]:
    """Each way to use ``card`` now: by its default user, then the ways only a minion the
    player names adds (:func:`_named_users`: Chantry's paying Tremere)."""
    out: list[K.UseCard] = []
    seen: set[tuple[int | None, int | None, int, tuple[tuple[int, int], ...]]] = set()
    for named in [None, *_named_users(state, seat, card)]:
        user = named if named is not None else _user(state, card, None)
        ctx = effects.context(state, seat, card, user)
        for way, mode in effects.options(ctx, how=effects.USE):
            key = (way.target, way.target_card, mode, tuple(sorted(way.alloc.items())))
            if _used_already(state, card, s.use_once, way) or key in seen:
                continue
            if named is None:
                seen.add(key)
            out.append(
                K.UseCard(
                    seat=seat,
                    card=card.id,
                    minion=named.id if named is not None else None,
                    target=way.target,
                    target_card=way.target_card,
                    mode=mode,
                    alloc=tuple(sorted(way.alloc.items())),
                )
            )
    return out


def _named_users(state: State, seat: int, card: Card) -> list[Card]:
    """The minions a player may name to use a card that is neither a minion nor on one."""
    from .effects.kinds import control, retainers
    from .effects.kinds.masters_a import chantry_payers

    return (
        chantry_payers(state, seat, card)
        + control.named_users(state, seat, card)
        + retainers.named_users(state, seat, card)
    )


def _played_minion(source: Any, card_id: int) -> Any:
    """The minion that played ``card_id`` from hand, from the host's State or a seat's
    View (both keep the played records in their rules data), if any."""
    try:
        found = (p for p in reversed(source.data["rules"].get("played", [])) if p["hand"])
        rec = next(p for p in found if p["card"] == card_id and not p.get("use"))
    except (AttributeError, KeyError, StopIteration, TypeError):
        return None
    return card_in(source, rec["minion"]) if rec["minion"] is not None else None


def _words(w: Words, cmd: K.UseCard) -> Message:
    card = card_in(w.source, cmd.card)
    what = ""
    if card is not None and card.catalog:
        ctx = effects.context(
            w.source,
            cmd.seat,
            card,
            card_in(w.source, cmd.minion)
            or card_in(w.source, card.attached_to)
            or (card if ci.is_minion(card) else None)
            or _played_minion(w.source, card.id),
            target=cmd.target,
            target_card=cmd.target_card,
        )
        ctx.alloc = dict(cmd.alloc)
        what = effects.words(ctx, w.language, cmd.mode, how=effects.USE)
    return QT_TRANSLATE_NOOP("vtes", "Use {card}: {choice}").with_args(
        card=w.card(cmd.card), choice=what
    )


SPECS = (
    CommandSpec(
        K.UseCard,
        EVERY_STAGE - {"over"},
        use,
        use_not_now,
        _words,
        USE_CARDS,
        _uses,
        # another seat's out-of-turn ability (Homunculus, Carver's), during any unlock phase
        anyone=_ANYONE,
        offered_to_others=_ANYONE,
    ),
)
