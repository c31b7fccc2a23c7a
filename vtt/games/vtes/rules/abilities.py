"""``vtes_use``: a card in play used for what its text lets its controller do with it
("Lock this location to gain 1 pool", a weapon's "lock this equipment", a vampire's "can
burn 1 blood to ..."), run by the engine from the card's ``use`` steps (:mod:`.effects`).

The card must be face up in the player's ready region or torpor (on the minion that uses
it, or by itself), its effect entry must have ``use`` steps, their conditions must hold
(``use_only``, each step's own), and an ability used ``once`` each turn, action or round
is refused the second time.  It is offered to the seat the game waits for at any stage,
each way its aims allow; a use, like a card played, gives the impulse back to the first
Methuselah of the round.
"""

from __future__ import annotations

from typing import NoReturn

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
from .effects.steps import Ctx
from .records import Scope
from .refuse import not_now
from .spec import EVERY_STAGE, CommandSpec, Stage
from .wording import Words

USE_CARDS = QT_TRANSLATE_NOOP("vtes", "Cards in play to use")
EVENT_TEXTS: dict[str, Message] = {
    "used": QT_TRANSLATE_NOOP("vtes", "{seat} uses {card}."),
}


def _in_play(state: State, seat: int, card: Card) -> bool:
    """Face up in ``seat``'s ready region or torpor, and not an equipment its bearer cannot
    use during this combat (Form of the Bat)."""
    from .effects.kinds.combat import equipment_barred  # the kinds read this module

    in_play = card.face_up and card.zone in (zone(seat, READY), zone(seat, TORPOR))
    return in_play and not equipment_barred(state, card)


def _user(state: State, card: Card, minion: int | None) -> Card | None:
    """The minion that uses the card: the one named, else the one it is on, else the card
    itself when it is a minion."""
    if minion is not None:
        return state.cards.get(minion)
    if card.attached_to is not None:
        return state.cards.get(card.attached_to)
    return card if ci.is_minion(card) else None


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
    if not cmd.host and not _in_play(state, cmd.seat, card):
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
    if not cmd.host:
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


def _uses(state: State, seat: int, stage: Stage) -> list[C.Command]:
    """Each card of ``seat`` in play with an ability usable now, each way it may be aimed."""
    out: list[C.Command] = []
    for key in (zone(seat, READY), zone(seat, TORPOR)):
        for card_id in state.zones[key].cards:
            card = state.cards[card_id]
            s = _script(card) if _in_play(state, seat, card) else None
            if s is None or _used_already(state, card, s.use_once):
                continue
            out += _ways(state, seat, card, s)
    return out


def _ways(state: State, seat: int, card: Card, s: Script) -> list[K.UseCard]:
    """Each way to use ``card`` now: by its default user, then the ways only a minion the
    player names adds (:func:`_named_users`: Chantry's paying Tremere)."""
    out: list[K.UseCard] = []
    seen: set[tuple[int | None, int | None, int]] = set()
    for named in [None, *_named_users(state, seat, card)]:
        user = named if named is not None else _user(state, card, None)
        ctx = effects.context(state, seat, card, user)
        for way, mode in effects.options(ctx, how=effects.USE):
            key = (way.target, way.target_card, mode)
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
                )
            )
    return out


def _named_users(state: State, seat: int, card: Card) -> list[Card]:
    """The minions a player may name to use a card that is neither a minion nor on one."""
    from .effects.kinds.masters_a import chantry_payers

    return chantry_payers(state, seat, card)


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
            or (card if ci.is_minion(card) else None),
            target=cmd.target,
            target_card=cmd.target_card,
        )
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
    ),
)
