"""No free effects: every number, strike, maneuver, press, redirection and vote a card
gives names that card (vtes.md §7.6, §8.3, §9).

The engine's effect commands (``vtes_modify``, ``vtes_redirect``, ``vtes_maneuver``,
``vtes_press``, ``vtes_strike`` beyond the hand strike, ``vtes_vote`` with extra votes)
carry a ``card``: a card played in the scope under way (:mod:`.played`) by the seat that
sends the command, or a card in play of that seat (on the minion concerned, or a location),
or the minion's own text.  :func:`bound` wraps such a command's effect: it refuses it with
the rule in words when no card gives it, lets the player of a card apply it even when the
impulse has moved on, applies it, books the effect as used (each effect of a card once)
and rewords its log lines "As <card> says: ...".  :func:`sources` lists the cards a seat may
name for an effect, for the legal listings.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ....core import commands as C
from ....core import events as E
from ....core.messages import QT_TRANSLATE_NOOP, Message, reject
from ....core.model import Card, State
from ....core.table import Outcome
from ..cards import load_cards
from ..layout import READY, TORPOR, zone
from . import cardinfo as ci
from . import commands as K
from . import grants as G
from . import played
from .data import rules
from .records import Played
from .spec import Effect, NotNow

#: an effect a command asks for and how much of it
Want = tuple[str, int]

#: the rule, in words, when an effect is asked for with no card
NEEDS: dict[str, Message] = {
    G.STEALTH: QT_TRANSLATE_NOOP(
        "vtes", "Stealth comes from a card: play an action modifier that gives it first."
    ),
    G.INTERCEPT: QT_TRANSLATE_NOOP(
        "vtes", "Intercept comes from a card: play a reaction that gives it first."
    ),
    G.AMOUNT: QT_TRANSLATE_NOOP(
        "vtes",
        "A bleed or a hunt changes only as a card says: play the card that changes it first.",  # noqa: E501
    ),
    G.PREVENT: QT_TRANSLATE_NOOP(
        "vtes", "Damage is prevented only as a card says: play the card that prevents it first."
    ),
    G.STRIKES: QT_TRANSLATE_NOOP(
        "vtes", "Additional strikes come from a card: play the combat card that gives them first."
    ),
    G.MANEUVER: QT_TRANSLATE_NOOP(
        "vtes", "A maneuver comes from a card or a weapon: play it first."
    ),
    G.PRESS: QT_TRANSLATE_NOOP("vtes", "A press comes from a card: play it first."),
    G.STRIKE: QT_TRANSLATE_NOOP(
        "vtes",
        "Only the hand strike needs no card: any other strike comes from a card or a weapon, played first.",  # noqa: E501
    ),
    G.REDIRECT: QT_TRANSLATE_NOOP(
        "vtes", "Only a card redirects a bleed: play a reaction such as Deflection first."
    ),
    G.VOTES: QT_TRANSLATE_NOOP(
        "vtes", "Extra votes come from a card: play the card that gives them first."
    ),
}
NEEDS[G.REDUCE] = NEEDS[G.AMOUNT]
for _strike_effect in (G.HAND_BONUS, G.RANGED, G.AGGRAVATED, G.FIRST, G.DODGE, G.COMBAT_ENDS):
    NEEDS[_strike_effect] = NEEDS[G.STRIKE]

#: the engine's log lines an effect writes, reworded when a card gives it ("as_" + key)
AS_TEXTS: dict[str, Message] = {
    "as_stealth": QT_TRANSLATE_NOOP(
        "vtes", "As {card} says: {seat} gives the action {delta} stealth."
    ),  # noqa: E501
    "as_intercept": QT_TRANSLATE_NOOP("vtes", "As {card} says: {seat} gets {delta} intercept."),
    "as_amount": QT_TRANSLATE_NOOP(
        "vtes", "As {card} says: {seat} changes the amount of the action by {delta}."
    ),
    "as_prevented": QT_TRANSLATE_NOOP(
        "vtes", "As {card} says: {seat}'s {minion} prevents {n} damage."
    ),
    "as_additional_strikes": QT_TRANSLATE_NOOP(
        "vtes", "As {card} says: {seat} gets {n} additional strikes this round."
    ),
    "as_redirected": QT_TRANSLATE_NOOP(
        "vtes", "As {card} says: {seat} redirects the bleed to {target}."
    ),
    "as_maneuver": QT_TRANSLATE_NOOP(
        "vtes", "As {card} says: {seat}'s {minion} maneuvers: the range is now {range}."
    ),
    "as_press": QT_TRANSLATE_NOOP("vtes", "As {card} says: {seat}'s {minion} presses."),
    "as_strike": QT_TRANSLATE_NOOP("vtes", "As {card} says: {seat}'s {minion} strikes: {kind}."),
    "as_strike_damage": QT_TRANSLATE_NOOP(
        "vtes", "As {card} says: {seat}'s {minion} strikes: {kind}, {n} damage."
    ),
    "as_strike_hits": QT_TRANSLATE_NOOP(
        "vtes", "As {card} says: {seat}'s {minion} strikes for {n} damage."
    ),
    "as_voted": QT_TRANSLATE_NOOP("vtes", "As {card} says: {seat} casts {votes} votes ({side})."),
}
_REWORDED = {"prevented", "additional_strikes", "redirected", "maneuver", "press", "strike"}
_REWORDED |= {"strike_damage", "strike_hits"}
_REWORDED |= {"voted", "modified"}


# -- what each command asks for ------------------------------------------------------------


def _modify_wants(state: State, cmd: K.Modify) -> list[Want]:
    n = abs(cmd.delta)
    if cmd.what == K.AMOUNT:
        return [(G.AMOUNT if cmd.delta > 0 else G.REDUCE, n)]
    effect = {
        K.STEALTH: G.STEALTH,
        K.INTERCEPT: G.INTERCEPT,
        K.PREVENT: G.PREVENT,
        K.STRIKES: G.STRIKES,
    }.get(cmd.what)
    return [(effect, n)] if effect is not None else []


def _strike_wants(state: State, cmd: K.Strike) -> list[Want]:
    """Everything but the plain hand strike names a card."""
    out: list[Want] = []
    if cmd.kind == K.DAMAGE:
        out.append((G.STRIKE, cmd.damage))
    elif cmd.kind == K.DODGE:
        out.append((G.DODGE, 1))
    elif cmd.kind == K.COMBAT_ENDS:
        out.append((G.COMBAT_ENDS, 1))
    out += [(e, 1) for e, on in ((G.FIRST, cmd.first), (G.RANGED, cmd.ranged)) if on]
    if cmd.aggravated:
        out.append((G.AGGRAVATED, 1))
    return out


WANTS: dict[type[C.Command], Callable[[State, Any], list[Want]]] = {
    K.Modify: _modify_wants,
    K.Strike: _strike_wants,
    K.Redirect: lambda state, cmd: [(G.REDIRECT, 1)],
    K.Maneuver: lambda state, cmd: [(G.MANEUVER, 1)],
    K.Press: lambda state, cmd: [(G.PRESS, 1)],
    K.Vote: lambda state, cmd: [(G.VOTES, cmd.votes)] if cmd.source == "card" else [],
}


def source_id(cmd: C.Command) -> int | None:
    """The card a command names as its source (a ``vtes_vote`` only with ``source="card"``:
    otherwise its ``card`` is a political action burned for a vote)."""
    if isinstance(cmd, K.Vote):
        return cmd.card if cmd.source == "card" else None
    return getattr(cmd, "card", None)


def concerned(state: State, cmd: C.Command) -> Card | None:
    """The minion an effect is for: the one named, or the acting minion (stealth, the
    amount) or the blocker (intercept)."""
    minion = getattr(cmd, "minion", None)
    if minion is None:
        action = rules(state)["action"]
        if action is not None:
            wanted = action["blocker"] if getattr(cmd, "what", "") == K.INTERCEPT else None
            minion = wanted if wanted is not None else action["minion"]
    return state.cards.get(minion) if minion is not None else None


# -- the card that gives an effect ---------------------------------------------------------


def _in_play(state: State, seat: int, card: Card) -> bool:
    """Face up in ``seat``'s ready region or torpor (on a minion there, or by itself)."""
    return card.face_up and card.zone in (zone(seat, READY), zone(seat, TORPOR))


def _may_serve(state: State, seat: int, card: Card, minion: Card | None) -> bool:
    """A card in play of ``seat`` that may give an effect to ``minion``: the minion itself,
    a card on it, or a card in play by itself (a location)."""
    if not _in_play(state, seat, card) or (card.controller not in (seat, None)):
        return False
    if _equipment_barred(state, card):
        return False
    if minion is None:
        return True
    return (
        card.id == minion.id
        or card.attached_to == minion.id
        or (card.attached_to is None and not ci.is_minion(card))
    )


def _equipment_barred(state: State, card: Card) -> bool:
    """An equipment its bearer cannot use during this combat (Form of the Bat)."""
    from .effects.kinds.combat_cards import equipment_barred  # the kinds read this module

    return equipment_barred(state, card)


def _in_play_grants(card: Card) -> dict[str, int]:
    from .effects.kinds.permanents import granted
    from .effects.run import automated

    entry = automated(card.catalog) if card.catalog else None
    if entry is not None:  # the engine runs the card from its data, not from its text
        return granted(entry)
    found = G.grants(card.catalog, False, any_level=True)
    if ci.is_minion(card):  # its printed bleed and strength are counted already
        found.pop(G.AMOUNT, None)
    return found


def _granted(state: State, rec: Played) -> dict[str, int]:
    """What a played card gives at its level, or a card in play at any level (a master
    card the engine runs kept in play on its own is read as the card in play: its data's
    effects, not its text's numbers: Week of Nightmares' "+1 bleed" goes to every Ravnos)."""
    if rec["hand"] and not _kept_in_play(state, rec):
        found = G.grants(rec["catalog"], rec["superior"], rec["x"])
        for effect in _used_in_play_only(rec["catalog"]):
            found.pop(effect, None)
        return found
    card = state.cards.get(rec["card"])
    return _in_play_grants(card) if card is not None else {}


def _kept_in_play(state: State, rec: Played) -> bool:
    from .effects.run import automated

    card = state.cards.get(rec["card"])
    return (
        card is not None
        and card.face_up
        and card.attached_to is None
        and card.zone == zone(rec["seat"], READY)
        and "Master" in ci.types(card)
        and automated(card.catalog or "") is not None
    )


#: the step kinds whose tag is not the name of the effect they give
_STEP_EFFECT = {"bleed": G.AMOUNT, "ct_anarch_bleeds_more": G.AMOUNT, "am_intercept": G.INTERCEPT}


def _used_in_play_only(catalog: str) -> set[str]:
    """The effects an automated card's data gives only through its ability used in play
    (``use``, ``use_choose``), never when it is played: its text names them beside its
    played effect (Pass Through Shadow's "+1 stealth" beside "combat ends"), but the card
    played from hand does not give them."""
    from .effects.run import automated

    entry = automated(catalog) if catalog else None
    if entry is None:
        return set()
    used: set[str] = set()
    played_now: set[str] = set()
    for script in (entry.any, entry.inferior, entry.superior):
        if script is None:
            continue
        for step in (*script.use, *(s for way in script.use_choose for s in way)):
            used.add(_effect_of(step))
        ways = (*script.play, *script.success, *script.passed, *script.in_play)
        for step in (*ways, *(s for way in script.choose for s in way)):
            played_now.add(_effect_of(step))
    return used - played_now


def _effect_of(step: Any) -> str:
    tag = str(step.__struct_config__.tag)
    return _STEP_EFFECT.get(tag, tag)


def resolve_source(state: State, cmd: C.Command, want: list[Want]) -> Played | None:
    """The record of the card ``cmd`` names, once it is checked to give ``want``; None
    when nothing is wanted."""
    if not want:
        return None
    card_id = source_id(cmd)
    if card_id is None:
        raise reject(NEEDS[want[0][0]])
    card = state.cards.get(card_id)
    if card is None:
        raise reject(QT_TRANSLATE_NOOP("vtes", "There is no such card."))
    minion = concerned(state, cmd)
    rec = _record(state, card_id)
    if rec is not None and rec.get("auto"):
        return rec  # the engine runs the card's effect from its data (:mod:`.effects`)
    if rec is not None and rec["hand"]:
        _check_player(rec, cmd, card)
        if rec["minion"] is not None and minion is not None and _combat_step(cmd):
            if rec["minion"] != minion.id:
                raise reject(
                    QT_TRANSLATE_NOOP("vtes", "{card} was played by another minion."),
                    card=ci.name(card),
                )
        found = _granted(state, rec)
    else:
        if not _may_serve(state, cmd.seat, card, minion):
            raise reject(
                QT_TRANSLATE_NOOP(
                    "vtes",
                    "{card} was not played now and is not yours in play on that minion: it gives nothing here.",  # noqa: E501
                ),
                card=ci.name(card),
            )
        found = _in_play_grants(card)
    _check_grants(state, cmd, card, found, want, minion)
    if rec is None:
        rec = played.remember(state, cmd.seat, card, minion, hand=False)
    for effect, _ in want:
        if effect in rec["used"]:
            raise reject(
                QT_TRANSLATE_NOOP("vtes", "{card} has already given that effect here."),
                card=ci.name(card),
            )
    return rec


def _record(state: State, card_id: int) -> Played | None:
    """The record of ``card_id``'s effects under way: the one its ability runs from now,
    else one not of an ability used (``vtes_use`` books that use once per turn, action or
    combat; the card's other effects keep their own record)."""
    mine = [p for p in played.records(state) if p["card"] == card_id]
    running = next((p for p in mine if p.get("auto")), None)
    return running or next((p for p in reversed(mine) if not p.get("use")), None)


def _combat_step(cmd: C.Command) -> bool:
    return isinstance(cmd, (K.Maneuver, K.Press, K.Strike)) or (
        isinstance(cmd, K.Modify) and cmd.what in K.COMBAT_WHAT
    )


def _check_player(rec: Played, cmd: C.Command, card: Card) -> None:
    if rec["seat"] != cmd.seat:
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "Only the Methuselah who played {card} applies its effect."),
            card=ci.name(card),
        )
    if not rec["open"]:
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "The effect of {card} is over: its player has passed."),
            card=ci.name(card),
        )


def _check_grants(
    state: State,
    cmd: C.Command,
    card: Card,
    found: dict[str, int],
    want: list[Want],
    minion: Card | None,
) -> None:
    for effect, n in want:
        most = found.get(effect)
        if effect == G.STRIKE and most is None and G.HAND_BONUS in found:
            base = ci.strength(minion) if minion is not None else 1
            most = base + found[G.HAND_BONUS]
        if most is None:
            raise reject(
                QT_TRANSLATE_NOOP("vtes", "{card} does not say that: it cannot give this effect."),
                card=ci.name(card),
            )
        if n > most:
            raise reject(
                QT_TRANSLATE_NOOP("vtes", "{card} gives at most {n} here."),
                card=ci.name(card),
                n=most,
            )


def _hand_played_by(state: State, card_id: int | None, seat: int) -> bool:
    rec = played.find(state, card_id) if card_id is not None else None
    return rec is not None and rec["hand"] and rec["seat"] == seat and rec["open"]


def card_name(catalog: str) -> str:
    try:
        return load_cards().get(catalog).name
    except KeyError:
        return catalog


# -- the wrapper -----------------------------------------------------------------------------


def bound(effect: Effect, not_now: NotNow, anyone: bool = False) -> Effect:
    """``effect`` with its source checked first and its log lines credited to the card;
    the player of a card applies its effect whether or not the impulse is theirs (the
    spec lets anyone send the command at its stages; the others are refused here, unless
    ``anyone``: a command any seat may send, such as a vote, keeps its own checks)."""

    def run(state: State, cmd: Any, out: Outcome) -> None:
        from .stages import decider  # the stages read the procedures, which use this module

        if cmd.host:  # an override: the host answers for the source
            effect(state, cmd, out)
            return
        want = WANTS[type(cmd)](state, cmd)
        if (
            not anyone
            and decider(state).seat != cmd.seat
            and not _hand_played_by(state, source_id(cmd), cmd.seat)
        ):
            not_now(state, cmd)
        rec = resolve_source(state, cmd, want)
        start = len(out.events)
        effect(state, cmd, out)
        if rec is not None:
            rec["used"].extend(name for name, _ in want)
            credit(out.events, start, rec, cmd.seat)

    return run


def credit(events: list[E.Event], start: int, rec: Played, seat: int) -> None:
    """Reword the log lines from ``start`` on: "As <card> says: ..."."""
    name = card_name(rec["catalog"])
    for i in range(start, len(events)):
        ev = events[i]
        if not isinstance(ev, E.ModuleEvent) or ev.key not in _REWORDED:
            continue
        args = dict(ev.args)
        key = ev.key
        if key == "modified":
            key = str(args.get("what", ""))
            args["delta"] = f"{int(args.get('delta', 0)):+d}"
        args.update(card=name, seat=seat)
        events[i] = E.ModuleEvent(seat=ev.seat, key="as_" + key, args=args)


# -- the cards a seat may name, for the listings ---------------------------------------------


def sources(state: State, seat: int, effect: str, minion: Card | None = None) -> list[int]:
    """The cards ``seat`` may name for ``effect`` now: its open played cards that give it
    and have not yet, then its cards in play on ``minion`` (or locations) that do."""
    out: list[int] = []
    seen: set[int] = set()
    for rec in played.records(state):
        if rec.get("use"):
            continue  # an ability used: the card's other effects are listed below
        seen.add(rec["card"])
        if effect in rec["used"] or rec["card"] not in state.cards:
            continue
        if rec["hand"]:
            if rec["seat"] != seat or not rec["open"]:
                continue
            if minion is not None and rec["minion"] not in (None, minion.id) and effect in _COMBAT:
                continue
        elif not _may_serve(state, seat, state.cards[rec["card"]], minion):
            continue
        if effect in _granted(state, rec):
            out.append(rec["card"])
    for card_id in _in_play_ids(state, seat):
        card = state.cards[card_id]
        if card_id not in seen and _may_serve(state, seat, card, minion):
            if effect in _in_play_grants(card):
                out.append(card_id)
    return out


_COMBAT = {G.PREVENT, G.STRIKES, G.MANEUVER, G.PRESS, G.STRIKE, G.HAND_BONUS, G.FIRST}
_COMBAT |= {G.DODGE, G.COMBAT_ENDS, G.RANGED, G.AGGRAVATED}


def _in_play_ids(state: State, seat: int) -> list[int]:
    return [
        c
        for key in (zone(seat, READY), zone(seat, TORPOR))
        for c in state.zones[key].cards
        if state.cards[c].face_up
    ]


def granted(state: State, card_id: int) -> dict[str, int]:
    """What the card ``card_id`` gives, as the listings read it (its record if played)."""
    rec = played.find(state, card_id)
    if rec is not None:
        return _granted(state, rec)
    card = state.cards.get(card_id)
    return _in_play_grants(card) if card is not None else {}
