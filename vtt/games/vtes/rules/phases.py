"""What a Methuselah does in the master and discard phases: master phase actions and
out-of-turn master cards (§6), the discard phase action and events (§12); and what every
phase's commands share: :func:`not_in_phase` words their refusals with :func:`own_phase`.
Whether a master card may be played now is :func:`.legality.check_play`'s answer.  The
unlock and influence phases' commands are in :mod:`.unlock` and :mod:`.influence`.  When
these commands may be sent is the stage table's business (:mod:`.registry`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NoReturn

import msgspec

from ....core import commands as C
from ....core import events as E
from ....core.messages import QT_TRANSLATE_NOOP, Message, Rejected, reject
from ....core.model import Card, State
from ....core.module import card_in
from ....core.table import Outcome, card_of, move_card
from ..cards import load_cards
from ..layout import READY, TORPOR, zone
from . import cardinfo as ci
from . import commands as K
from . import hand, legality, master_window, played, tokens
from .data import DISCARD, INFLUENCE, MASTER, MINION, UNLOCK, edition, rules, zone_of
from .effects import run as effects
from .effects.steps import Ctx
from .refuse import not_now
from .spec import EVERY_STAGE, CommandSpec, Stage, events, stages
from .wording import MASTER_CARDS, Words

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
    "not now" of a phase's commands; a master card's moment is :mod:`.legality`'s)."""
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


def play_master(state: State, cmd: K.PlayMaster, outcome: Outcome, asked: bool = False) -> None:
    """``asked``: the play was held for the other Methuselahs to cancel it as it is played
    (:mod:`.master_window`), and none did."""
    out = outcome.events
    r = rules(state)
    seat = cmd.seat
    card = hand.hand_card(state, seat, cmd.card)
    if "Master" not in ci.types(card):
        raise reject(QT_TRANSLATE_NOOP("vtes", "{card} is not a master card."), card=ci.name(card))
    if cmd.host:
        pool, _ = ci.check_cost(state, seat, None, card, cmd.x)
    else:
        pool, _ = legality.check_play(state, seat, card, None, x=cmd.x)
    target = None
    if cmd.on is not None:
        target = card_of(state, cmd.on)
        if state.zones[target.zone].role not in ("play", "torpor"):
            raise reject(QT_TRANSLATE_NOOP("vtes", "A card can be played only on a card in play."))
    ctx = _checked_effect(state, cmd, card, target)
    if target is not None and _played_with(card):
        target = None  # the minion it is played with, not a card it goes on
    pool += _surcharge(state, cmd, target, pool)
    rec = ci.record(card)
    trifle = rec is not None and rec.trifle
    if trifle and edition(state) == "2018" and r["trifle"] and not cmd.host:
        raise reject(QT_TRANSLATE_NOOP("vtes", "Only one trifle per turn (2018 rules)."))
    if not asked and master_window.hold(state, cmd, card, out):
        return  # shown; played once nobody cancels it
    spend_master_action(state, seat, card, trifle)
    tokens.add_pool(state, seat, -pool, out, seat, "paid_pool", cause=card.catalog)
    booked = played.remember(state, seat, card, None, x=cmd.x, scope="turn")
    legality.note_played(state, seat, card)
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
    args = {"seat": seat, "card": card.catalog or ""}
    if target is not None:
        args["other"] = target.catalog or ""
    key = "master_on" if target is not None else "master_kept" if cmd.keep else "master"
    out.append(E.ModuleEvent(seat=seat, key=key, args=args))
    effects.play(ctx, cmd.mode, outcome, booked)  # what the card says, if the engine runs it


def _surcharge(state: State, cmd: K.PlayMaster, on: Card | None, pool: int) -> int:
    """The pool a master card costs more for what it targets (a minion in its Secure
    Haven), refused when the player cannot pay it with the card's own ``pool`` cost."""
    from .effects.kinds.precon_masters import haven_surcharge  # the kinds import this module

    more = haven_surcharge(state, [on.id if on is not None else None, cmd.target_card])
    have = state.seats[cmd.seat].counters.get("pool", 0)
    if more and pool + more > have and not cmd.host:
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "{card} costs {n} pool; you have {have}."),
            card=ci.name(state.cards[cmd.card]),
            n=pool + more,
            have=have,
        )
    return more


def spend_master_action(state: State, seat: int, card: Card, trifle: bool) -> None:
    """``seat``'s master card ``card`` spends a master phase action: this one, or for an
    out-of-turn card one of its next master phase; a ``trifle`` played (not one cancelled)
    gives it back, once each master phase (V5: in the next master phase, out of turn)."""
    r = rules(state)
    if ci.out_of_turn(card):
        r["oot"][seat] = True
        r["debt"][seat] = not (trifle and edition(state) == "v5")
        return
    r["master"] -= 1
    if trifle and not r["trifle"]:
        r["master"] += 1
        r["trifle"] = True


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
        _discarded(state, cmd.seat, card)
    r["discards"] -= 0 if cmd.host else 1


def _discarded(state: State, seat: int, card: Card) -> None:
    """What a card in play does when a card is discarded with a discard phase action (an
    extra action of Powerbase: Los Angeles spent on an Anarch's card)."""
    from .effects.kinds.library import discarded  # the effect kinds import this module

    discarded(state, seat, card)


# -- the commands: their offers and words ----------------------------------------------------


def _checked_effect(state: State, cmd: K.PlayMaster, card: Card, target: Card | None) -> Ctx:
    """The card goes where its text says, and what the engine runs of it may apply now."""
    ctx = effects.context(
        state, cmd.seat, card, target, x=cmd.x, target=cmd.target, target_card=cmd.target_card
    )
    if not cmd.host:
        _check_where(state, cmd, card, target)
        why = effects.refusal(ctx, cmd.mode)
        if why is not None:
            raise Rejected(why)  # the message keeps its arguments
    return ctx


def _masters(state: State, seat: int, stage: Stage) -> list[C.Command]:
    """Each master card of the hand ``seat`` can pay for and play now (not X-cost ones),
    in the way its text says (:func:`_master_ways`): in-turn ones in the master phase, and
    out-of-turn ones the engine runs whenever their own conditions hold."""
    in_turn = stage == "master" and rules(state)["master"] >= 1
    out: list[C.Command] = []
    for card_id in zone_of(state, seat, "hand").cards:
        card = state.cards[card_id]
        rec = ci.record(card)
        if rec is None or "Master" not in rec.types:
            continue
        oot = ci.out_of_turn(card)
        if (not in_turn and not oot) or (oot and effects.automated(card.catalog) is None):
            continue
        if rec.pool_cost.upper() == "X" or not legality.playable_now(state, seat, card, None):
            continue
        for way in _master_ways(state, seat, card.id, rec.text):
            out += _aimed(state, seat, card, way)
    return out


def _aimed(state: State, seat: int, card: Card, way: K.PlayMaster) -> list[K.PlayMaster]:
    """A way to play a master card, once for each aim and alternative the engine may run
    now (as it is, for a card whose effect is applied by hand)."""
    on = state.cards.get(way.on) if way.on is not None else None
    ctx = effects.context(state, seat, card, on)
    ways = [
        msgspec.structs.replace(way, target=aimed.target, target_card=aimed.target_card, mode=mode)
        for aimed, mode in effects.options(ctx)
    ]
    return [w for w in ways if _affordable(state, w, card)]


def _affordable(state: State, way: K.PlayMaster, card: Card) -> bool:
    """The player can pay what the way's aim adds to the card's cost (:func:`_surcharge`)."""
    from .effects.kinds.precon_masters import haven_surcharge  # the kinds import this module

    on = way.on if way.on is not None and not _played_with(card) else None
    if not haven_surcharge(state, [on, way.target_card]):
        return True
    try:
        pool, _ = ci.check_cost(state, way.seat, None, card, way.x)
        _surcharge(state, way, state.cards.get(on) if on is not None else None, pool)
    except Rejected:
        return False
    return True


def _check_where(state: State, cmd: K.PlayMaster, card: Card, target: Card | None) -> None:
    """A master card goes where its text puts it: on a minion it may go on ("Put this card
    on a vampire you control"), and nowhere else."""
    rec = ci.record(card)
    text = rec.text if rec is not None else ""
    if _played_with(card):
        if target is None or target.id not in {m.id for m in ci.ready_minions(state, cmd.seat)}:
            raise reject(
                QT_TRANSLATE_NOOP("vtes", "Say which ready minion of yours plays {card}."),
                card=ci.name(card),
            )
        return
    if ci.PUT_ON.search(text) is None:
        if target is not None:
            raise reject(
                QT_TRANSLATE_NOOP("vtes", "{card} is not put on a card."), card=ci.name(card)
            )
        return
    allowed = [c.on for c in _master_ways(state, cmd.seat, card.id, text)]
    if target is None or target.id not in allowed:
        raise reject(
            QT_TRANSLATE_NOOP(
                "vtes", "{card} is put on a card in play that its text allows: choose one."
            ),
            card=ci.name(card),
        )


def _master_ways(state: State, seat: int, card_id: int, text: str) -> list[K.PlayMaster]:
    """The ways a master card's text allows: on each minion it may go on ("Put this card on
    a vampire you control"), kept in play (a location, "put this card in play"), or used up
    (to the ash heap); one with each ready minion of the player's for a card played with a
    minion (:func:`_played_with`)."""
    if _played_with(state.cards[card_id]):
        return [
            K.PlayMaster(seat=seat, card=card_id, on=minion.id)
            for minion in ci.ready_minions(state, seat)
        ]
    found = ci.PUT_ON.search(text)
    if found:
        what = found.group(1).casefold()
        own = "you control" in what
        return [
            K.PlayMaster(seat=seat, card=card_id, on=minion.id)
            for owner in range(len(state.seats))
            if not own or owner == seat
            for minion in ci.ready_minions(state, owner)
            if "vampire" not in what or ci.is_vampire(minion)
        ]
    head = text.split("\n", 1)[0].casefold()
    if "location" in head or "put this card in play" in text.casefold():
        return [K.PlayMaster(seat=seat, card=card_id, keep=True)]
    return [K.PlayMaster(seat=seat, card=card_id)]


def _played_with(card: Card) -> bool:
    """A master card one of the player's minions plays, named as ``on`` (Piper's Anarch),
    which is not put on it (:func:`.effects.kinds.retainers.names_its_minion`)."""
    from .effects.kinds.retainers import names_its_minion  # the kinds import this module

    return names_its_minion(card)


def _discards(state: State, seat: int, stage: Stage) -> list[C.Command]:
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


def _master_words(w: Words, cmd: K.PlayMaster) -> Message:
    """What the master card will do and to what: its target, whether it stays in play, and
    what the engine will do (or the sentence of its text that says its effect)."""
    card, effect = w.card(cmd.card), _effect_words(w, cmd) or w.effect(cmd.card)
    shown = card_in(w.source, cmd.card)
    if cmd.on is not None and shown is not None and _played_with(shown):
        return QT_TRANSLATE_NOOP("vtes", "Play {card} with {minion}: {choice}").with_args(
            card=card, minion=w.card(cmd.on), choice=effect
        )
    if cmd.on is not None:
        return QT_TRANSLATE_NOOP("vtes", "Play {card} on {target}: {effect}").with_args(
            card=card, target=w.card(cmd.on), effect=effect
        )
    if cmd.keep and w.is_location(cmd.card):
        return QT_TRANSLATE_NOOP(
            "vtes", "Play {card}: keep it in play (location). {effect}"
        ).with_args(card=card, effect=effect)
    if cmd.keep:
        return QT_TRANSLATE_NOOP("vtes", "Play {card}: keep it in play. {effect}").with_args(
            card=card, effect=effect
        )
    return QT_TRANSLATE_NOOP("vtes", "Play {card}: {effect}").with_args(card=card, effect=effect)


def _effect_words(w: Words, cmd: K.PlayMaster) -> str:
    """What the engine will do for ``cmd``, in the dock's language (empty: a card applied
    by hand, or one this view does not show)."""
    card = card_in(w.source, cmd.card)
    if card is None or not card.catalog or effects.automated(card.catalog) is None:
        return ""
    ctx = effects.context(
        w.source,
        cmd.seat,
        card,
        card_in(w.source, cmd.on),
        x=cmd.x,
        target=cmd.target,
        target_card=cmd.target_card,
    )
    return effects.words(ctx, w.language, cmd.mode)


def _discard_words(w: Words, cmd: K.Discard) -> Message:
    card = w.card(cmd.card)
    catalog = w.catalog(cmd.card)
    try:
        event = bool(catalog) and "Event" in load_cards().get(catalog).types
    except KeyError:
        event = False
    if event:
        return QT_TRANSLATE_NOOP("vtes", "Put the event {card} in play").with_args(card=card)
    return QT_TRANSLATE_NOOP("vtes", "Discard {card} and draw a card").with_args(card=card)


SPECS = (
    # an out-of-turn master card comes from anybody, at any stage (its own checks say when)
    CommandSpec(
        K.PlayMaster,
        stages("master"),
        play_master,
        not_in_phase(MASTER),
        _master_words,
        MASTER_CARDS,
        _masters,
        anyone=EVERY_STAGE,
        # out-of-turn cards the engine runs are offered where one may fit (a bleed resolving)
        offered=stages("master", "resolve"),
    ),
    CommandSpec(
        K.Discard,
        stages("discard"),
        events(discard),
        not_in_phase(DISCARD),
        _discard_words,
        QT_TRANSLATE_NOOP("vtes", "Discard a card"),
        _discards,
    ),
)
