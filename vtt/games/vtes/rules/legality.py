"""Whether a card may be played now, from its data: :func:`check_play`, the one check of
every card play (vtes.md §6, §7.3, §9, §12, §13.2-13.4).

A card is tried as each of its types (a multi-type card such as "Action Modifier/Reaction"
fits either way); for a type, in this order:

1. the moment: the phase, the procedure in progress and whose it is (a master card in your
   master phase or, out-of-turn, in another's turn; an action card or a political action,
   ally, retainer or equipment as an action of a ready unlocked minion of yours in your
   minion phase; an action modifier by the acting minion during its action; a reaction by
   a ready unlocked minion of another Methuselah during an action; a combat card by a
   combatant; an event in your discard phase), and the card's own "only usable during"
   moments of the data file;
2. the requirements of the minion playing it (:mod:`.cardrules`; for a master card, a ready
   minion of yours that meets them);
3. the limits: an action modifier or reaction once per action by a minion, whatever the
   level (003 'Modificadores de acción', 'Cartas de reacción'); an action card once per
   turn by a minion (A6); one "(limited)" bleed modifier an action and one "(limited)"
   source of additional strikes a round (003 'Limitada'); the card's own "only one each
   round/combat/action" (from ``already``) and "each turn" (from the minion's plays this
   turn, :func:`.data.acted`, where a play records the card's name);
4. the cost, paid from the seat's pool or the playing vampire's blood (X costs take ``x``).

The moment is read from the state as it is: the procedure in progress and whose it is,
never the stage names.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import Any

from ....core.messages import QT_TRANSLATE_NOOP, Message, Rejected, reject
from ....core.model import Card, State
from ..cards import CardRecord, load_cards
from ..layout import READY, TORPOR, zone
from . import cardinfo as ci
from . import cardrules
from .data import DISCARD, MASTER, MINION, UNLOCK, acted, rules, zone_of

# the types played as an action (vtes.md §7.2 A3-A8)
ACTION_TYPES = ("Action", "Political Action", "Ally", "Retainer", "Equipment")


def card_kind(card_or_record: Card | CardRecord) -> tuple[str, ...]:
    """The card's types as the engine reads them (krcg's, e.g. ``("Action Modifier",
    "Reaction")``); () for a card the database does not know."""
    if isinstance(card_or_record, CardRecord):
        return card_or_record.types
    return ci.types(card_or_record)


def playable_now(
    state: State,
    seat: int,
    card: Card,
    minion: Card | None,
    *,
    superior: bool = False,
    x: int = 0,
    already: Collection[str] = (),
) -> bool:
    """Whether :func:`check_play` accepts the play (for listings)."""
    try:
        check_play(state, seat, card, minion, superior=superior, x=x, already=already)
    except Rejected:
        return False
    return True


def check_play(
    state: State,
    seat: int,
    card: Card,
    minion: Card | None,
    *,
    superior: bool = False,
    x: int = 0,
    already: Collection[str] = (),
) -> tuple[int, int]:
    """Raise :class:`Rejected` (one sentence naming the card and the unmet rule) when
    ``seat`` may not play ``card`` (in its hand) now with ``minion`` (None for cards played
    by the Methuselah: master cards, events); else return the ``(pool, blood)`` to pay.
    ``already``: catalogue ids the same minion (or seat, for master cards) has already
    played in the current limit scope (this action, this combat round)."""
    rec = _in_hand(state, seat, card)
    if x < 0:
        raise reject(QT_TRANSLATE_NOOP("vtes", "X cannot be negative."))
    if superior and not rec.disciplines:
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "{card} has no superior level to play."), card=rec.name
        )
    base = cardrules.entry(card)
    timing: list[Message] = []
    unmet: list[Message] = []
    for kind in rec.types:
        fields, failure = _level_for_now(state, seat, card, minion, kind, superior, base)
        if failure is not None:
            timing.append(failure)
            continue
        failure = _requirements(state, seat, card, minion, kind, superior, base)
        failure = failure or _limits(state, card, minion, kind, fields, already)
        failure = failure or _unique(state, seat, card, rec)
        failure = failure or _barred_by_played(state, card, minion)
        if failure is not None:
            unmet.append(failure)
            continue
        pool, blood = ci.check_cost(state, seat, minion if kind != "Master" else None, card, x)
        if kind == "Reaction" and minion is not None:
            blood += _reaction_tax(state, card, minion, blood)
        if kind == "Combat" and minion is not None:
            blood += _combat_tax(state, card, minion, blood)
        return pool, blood
    raise Rejected((unmet or timing)[0])


def _barred_by_played(state: State, card: Card, minion: Card | None) -> Message | None:
    """A card the same vampire may not play after another card of this action (Elder
    Intervention and Pack Tactics: :func:`.effects.kinds.precon_reactive.barred_by_played`;
    imported late: the effect kinds import this module)."""
    from .effects.kinds.precon_reactive import barred_by_played

    return barred_by_played(state, card, minion) if minion is not None else None


def found_card_refusal(state: State, seat: int, card: Card, minion: Card) -> Message | None:
    """Why ``card``, found elsewhere than the hand (a library searched), may not be put
    into play with ``minion`` as normal: its requirements and uniqueness (its cost is
    :func:`.cardinfo.check_cost`'s); None: it may."""
    rec = ci.record(card)
    if rec is None:
        return None
    base = cardrules.entry(card)
    failure: Message | None = None
    for kind in rec.types:
        failure = _requirements(state, seat, card, minion, kind, False, base)
        failure = failure or _unique(state, seat, card, rec)
        if failure is None:
            return None
    return failure


def _level_for_now(
    state: State, seat: int, card: Card, minion: Card | None, kind: str, superior: bool, base: dict
) -> tuple[dict, Message | None]:
    """The fields of the first discipline level ``minion`` may use now ("[pre] Only usable
    during the polling step" does not stop its [pro] level during a block), else the first
    level's fields and why it is not the moment."""
    rec = ci.record(card)
    assert rec is not None
    entries = cardrules.level_entries(
        rec,
        ci.record(minion) if minion else None,
        superior,
        kind,
        base,
        ci.disciplines_now(state, minion, card) if minion else None,
    )
    first: Message | None = None
    for fields in entries:
        failure = _moment(state, seat, card, minion, kind, fields)
        if failure is None:
            return fields, None
        first = first or failure
    return entries[0], first


def _reaction_tax(state: State, card: Card, minion: Card, blood: int) -> int:
    """What an action modifier adds to the cost of the next reaction card (blood, or life
    for an ally), refused when the minion cannot pay it."""
    from .effects.kinds.action_modifiers import reaction_tax

    tax = reaction_tax(state)
    counter = "blood" if ci.is_vampire(minion) else "life"
    have = minion.counters.get(counter, 0)
    if tax and blood + tax > have:
        raise reject(
            QT_TRANSLATE_NOOP(
                "vtes", "{card} costs {n} more blood or life this action; {minion} has {have}."
            ),
            card=ci.name(card),
            n=tax,
            minion=ci.name(minion),
            have=have,
        )
    return tax


def _combat_tax(state: State, card: Card, minion: Card, blood: int) -> int:
    """What a frenzy adds to the cost of the vampire's combat cards this combat (Terror
    Frenzy), refused when it cannot pay it."""
    from .effects.kinds.precon_reactive import combat_card_tax

    tax = combat_card_tax(state, minion)
    have = minion.counters.get("blood", 0)
    if tax and blood + tax > have:
        raise reject(
            QT_TRANSLATE_NOOP(
                "vtes", "{card} costs {n} more blood this combat; {minion} has {have}."
            ),
            card=ci.name(card),
            n=tax,
            minion=ci.name(minion),
            have=have,
        )
    return tax


def _in_hand(state: State, seat: int, card: Card) -> CardRecord:
    rec = ci.record(card)
    if rec is None:
        raise reject(QT_TRANSLATE_NOOP("vtes", "That card is not a VTES card."))
    if card.zone != zone_of(state, seat, "hand").id:
        raise reject(QT_TRANSLATE_NOOP("vtes", "That card is not in your hand."))
    if rec.is_crypt:
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "{card} is a crypt card: it is not played from the hand."),
            card=rec.name,
        )
    return rec


# -- 1. the moment ----------------------------------------------------------------------------

_NOT_NOW = {
    "Action Modifier": QT_TRANSLATE_NOOP(
        "vtes", "{card} is an action modifier: only the acting minion plays it, during its action."
    ),
    "Reaction": QT_TRANSLATE_NOOP(
        "vtes",
        "{card} is a reaction: a ready unlocked minion plays it during another Methuselah's"
        " action.",
    ),
    "Combat": QT_TRANSLATE_NOOP("vtes", "{card} is a combat card: only a combatant plays it."),
    "Event": QT_TRANSLATE_NOOP(
        "vtes", "{card} is an event: it is put in play in your discard phase."
    ),
    "Conviction": QT_TRANSLATE_NOOP(
        "vtes", "{card} is a conviction: it is played in your unlock phase."
    ),
    "Power": QT_TRANSLATE_NOOP("vtes", "{card} is a power: only an imbued plays it."),
}
_AS_ACTION = QT_TRANSLATE_NOOP(
    "vtes",
    "{card} is played as an action by a ready unlocked minion of yours, in your minion phase.",
)
_MASTER_TURN = QT_TRANSLATE_NOOP(
    "vtes", "{card} is a master card: it is played in your master phase."
)
_MASTER_NONE_LEFT = QT_TRANSLATE_NOOP("vtes", "No master phase action left this turn.")
_OOT_TURN = QT_TRANSLATE_NOOP(
    "vtes", "Out-of-turn master cards are played only during another Methuselah's turn."
)
_OOT_ONCE = QT_TRANSLATE_NOOP(
    "vtes", "Only one out-of-turn master card between two of your master phases."
)
_NEEDS_MINION = QT_TRANSLATE_NOOP("vtes", "{card} is played by a minion: say which one.")
_NOT_YOURS = QT_TRANSLATE_NOOP("vtes", "{minion} is not a minion you control.")
_DURING = {
    "bleed": QT_TRANSLATE_NOOP("vtes", "{card} is played only during a bleed."),
    "not_bleed": QT_TRANSLATE_NOOP("vtes", "{card} cannot be played during a bleed."),
    "referendum": QT_TRANSLATE_NOOP("vtes", "{card} is played only during a referendum."),
    "hunt": QT_TRANSLATE_NOOP("vtes", "{card} is played only during a hunt."),
    "blocking": QT_TRANSLATE_NOOP("vtes", "{card} is played only by a blocking minion."),
    "directed_at_you": QT_TRANSLATE_NOOP(
        "vtes", "{card} is played only during an action directed at you."
    ),
    "combat": QT_TRANSLATE_NOOP("vtes", "{card} is played only during combat."),
    "after_block": QT_TRANSLATE_NOOP(
        "vtes",
        "{card} is played by a vampire that has just blocked, once the block resolved and"
        " before the combat goes on.",
    ),
    "not_combat": QT_TRANSLATE_NOOP("vtes", "{card} cannot be played during combat."),
    "after_action": QT_TRANSLATE_NOOP(
        "vtes", "{card} is played only after its minion's action resolves."
    ),
}


def _moment(
    state: State, seat: int, card: Card, minion: Card | None, kind: str, fields: dict
) -> Message | None:
    """Why ``card`` cannot be played as ``kind`` now, or None."""
    name = ci.name(card)
    if kind in ("Master", "Event"):
        when = _master_moment if kind == "Master" else _event_moment
        return when(state, seat, card) or _during(state, seat, minion, fields, name)
    if minion is None:
        return _NEEDS_MINION.with_args(card=name)
    if minion.controller != seat or not ci.is_minion(minion) or minion.attached_to is not None:
        return _NOT_YOURS.with_args(minion=ci.name(minion))
    check = _MOMENTS.get(kind)
    failure = check(state, seat, minion, fields) if check is not None else False
    if failure and kind == "Combat" and _from_outside(state, seat, card, minion):
        failure = False
    if failure:
        template = _AS_ACTION if kind in ACTION_TYPES else _NOT_NOW.get(kind, _AS_ACTION)
        return template.with_args(card=name)
    return _during(state, seat, minion, fields, name)


def _from_outside(state: State, seat: int, card: Card, minion: Card) -> bool:
    """A combat card its data lets a ready vampire outside the combat play, for the
    player's minion in it (Touch of Valeren at superior; the card's own step checks the
    rest)."""
    from .effects.kinds import combat_cards as card_combat  # the effect kinds import this module

    return card_combat.plays_from_outside(card) and minion in card_combat.outside_players(
        state, seat
    )


def _own_turn_quiet(state: State, seat: int, phase: str) -> bool:
    r = rules(state)
    return (
        state.turn.active == seat
        and r["phase"] == phase
        and r["action"] is None
        and r["combat"] is None
        and r["referendum"] is None
    )


def _master_moment(state: State, seat: int, card: Card) -> Message | None:
    name = ci.name(card)
    r = rules(state)
    if ci.out_of_turn(card):
        if state.turn.active == seat:
            return _OOT_TURN
        return _OOT_ONCE if r["oot"][seat] else None
    if not _own_turn_quiet(state, seat, MASTER):
        return _MASTER_TURN.with_args(card=name)
    return _MASTER_NONE_LEFT if r["master"] < 1 else None


def _event_moment(state: State, seat: int, card: Card) -> Message | None:
    r = rules(state)
    if not _own_turn_quiet(state, seat, DISCARD) or r["discards"] < 1:
        return _NOT_NOW["Event"].with_args(card=ci.name(card))
    if r["event"]:
        return QT_TRANSLATE_NOOP("vtes", "Only one event per discard phase.")
    if card.catalog in r["events_played"]:
        return QT_TRANSLATE_NOOP("vtes", "Each event card is played once per game.")
    return None


def _as_action(state: State, seat: int, minion: Card, fields: dict) -> bool:
    """True when it is not the moment: a ready, unlocked minion of yours that may act, in
    your minion phase, with no action under way (V-MIN-01)."""
    return not (
        _own_turn_quiet(state, seat, MINION)
        and ci.in_ready(state, minion)
        and not minion.locked
        and minion.id not in rules(state)["recruited"]
    )


def _after(state: State, minion: Card | None) -> bool:
    """Right after ``minion``'s action resolved (for "only usable after action
    resolution"; imported here, late, as the effect kinds import this module)."""
    from .effects.kinds.action_modifiers import after_resolution

    return after_resolution(state, minion) is not None


def _acting(state: State) -> tuple[int, int] | None:
    """``(seat, minion)`` of the action or referendum in progress."""
    r = rules(state)
    if r["action"] is not None:
        return r["action"]["seat"], r["action"]["minion"]
    if r["referendum"] is not None:
        return r["referendum"]["caller"], r["referendum"]["minion"]
    return None


def _as_modifier(state: State, seat: int, minion: Card, fields: dict) -> bool:
    """The acting minion (or, for "a minion other than the acting minion" cards, another
    ready minion of the acting Methuselah), during its action, out of combat."""
    acting = _acting(state)
    if acting is None and "after_action" in fields.get("during", []):
        return not _after(state, minion)  # "only usable after action resolution"
    if acting is None or acting[0] != seat or rules(state)["combat"] is not None:
        return True
    if fields.get("requires", {}).get("other_minion"):
        return minion.id == acting[1] or not ci.in_ready(state, minion)
    return minion.id != acting[1]


def _as_reaction(state: State, seat: int, minion: Card, fields: dict) -> bool:
    """A ready unlocked minion (locked or in torpor when the card says so, or woken for this
    action) of another Methuselah than the acting one, during an action, out of combat."""
    if "after_block" in fields.get("during", []):
        return False  # its own moment, once the block resolved (:func:`_during`)
    acting = _acting(state)
    if acting is None or acting[0] == seat or rules(state)["combat"] is not None:
        return True
    from .effects.kinds.reactions import awake  # the effects import this module

    req = fields.get("requires", {})
    if req.get("torpor"):
        return not ci.in_torpor(state, minion)
    locked_ok = req.get("locked") or req.get("locked_ok") or awake(state, minion)
    return not ci.in_ready(state, minion) or (minion.locked and not locked_ok)


def _as_combat(state: State, seat: int, minion: Card, fields: dict) -> bool:
    combat = rules(state)["combat"]
    return combat is None or minion.id not in (combat["a"], combat["b"])


def _as_conviction(state: State, seat: int, minion: Card, fields: dict) -> bool:
    rec = ci.record(minion)
    return not (_own_turn_quiet(state, seat, UNLOCK) and rec is not None and "Imbued" in rec.types)


def _as_power(state: State, seat: int, minion: Card, fields: dict) -> bool:
    rec = ci.record(minion)
    return rec is None or "Imbued" not in rec.types


_MOMENTS: dict[str, Callable[[State, int, Card, dict], bool]] = {
    **{t: _as_action for t in ACTION_TYPES},
    "Action Modifier": _as_modifier,
    "Reaction": _as_reaction,
    "Combat": _as_combat,
    "Conviction": _as_conviction,
    "Power": _as_power,
    "Event": lambda state, seat, minion, fields: True,
}


def _during(
    state: State, seat: int, minion: Card | None, fields: dict, name: str
) -> Message | None:
    """The card's own "only usable during ..." moments (the data file's ``during``)."""
    r = rules(state)
    action, combat = r["action"], r["combat"]
    kind = action["kind"] if action is not None else None
    holds: dict[str, Callable[[], bool]] = {
        "bleed": lambda: kind == "bleed",
        "not_bleed": lambda: kind != "bleed",
        "referendum": lambda: r["referendum"] is not None,
        "hunt": lambda: kind == "hunt",
        "blocking": lambda: _blocking(state, seat, minion),
        "directed_at_you": lambda: bool(
            action is not None and action["directed"] and action["target"] == seat
        ),
        "combat": lambda: combat is not None,
        "after_block": lambda: _after_block(state, minion),
        "not_combat": lambda: combat is None,
        "after_action": lambda: _after(state, minion),
    }
    for when in fields.get("during", []):
        test = holds.get(when)
        if test is not None and not test():
            return _DURING[when].with_args(card=name)
    return None


def _after_block(state: State, minion: Card | None) -> bool:
    """The minion blocked and the resulting combat has not gone on yet: its first round,
    before any maneuver."""
    combat = rules(state)["combat"]
    return (
        minion is not None
        and combat is not None
        and combat.get("blocker") == minion.id
        and combat["round"] == 1
        and combat["stage"] == "range"
        and combat["last_maneuver"] is None
    )


def _blocking(state: State, seat: int, minion: Card | None) -> bool:
    """The minion blocks, or may still attempt to block, the action in progress."""
    if minion is None:
        return False
    r = rules(state)
    action, combat = r["action"], r["combat"]
    if action is not None:
        if action["blocker"] == minion.id:
            return True
        return action["stage"] == "block" and seat in action["deciders"]
    return combat is not None and combat["b"] == minion.id


# -- 2. the requirements ----------------------------------------------------------------------


def _requirements(
    state: State,
    seat: int,
    card: Card,
    minion: Card | None,
    kind: str,
    superior: bool,
    base: dict,
) -> Message | None:
    rec = ci.record(card)
    if rec is None:
        return None
    if kind != "Master" or minion is not None:
        if minion is None:
            return None
        if kind == "Political Action" and not ci.is_vampire(minion):
            return QT_TRANSLATE_NOOP(
                "vtes", "Only a vampire can take that action; {minion} is an ally."
            ).with_args(minion=ci.name(minion))
        return _best(state, card, minion, superior, kind, base)
    if not (rec.clans or rec.disciplines or rec.path or base.get("requires")):
        return None
    failures = [_best(state, card, m, superior, kind, base) for m in ci.ready_minions(state, seat)]
    if any(f is None for f in failures):
        return None
    if len(failures) == 1 and failures[0] is not None:
        return failures[0]
    return QT_TRANSLATE_NOOP(
        "vtes", "{card} needs a ready minion of yours that meets its requirements."
    ).with_args(card=rec.name)


def _best(
    state: State, card: Card, minion: Card, superior: bool, kind: str, base: dict
) -> Message | None:
    """None when ``minion`` meets the card at one of the levels it may use, else the first
    unmet requirement."""
    rec = ci.record(card)
    if rec is None:
        return None
    first: Message | None = None
    levels = ci.disciplines_now(state, minion, card)
    for fields in cardrules.level_entries(rec, ci.record(minion), superior, kind, base, levels):
        failure = cardrules.minion_fails(state, card, minion, superior, fields)
        if failure is None:
            return None
        first = first or failure
    return first


# -- 3. the limits ----------------------------------------------------------------------------

_ONCE_ACTION = QT_TRANSLATE_NOOP("vtes", "{minion} has already played {card} during this action.")
_ONCE_ROUND = QT_TRANSLATE_NOOP("vtes", "{minion} has already played {card} this round.")
_ONCE_TURN = QT_TRANSLATE_NOOP("vtes", "{minion} has already played {card} this turn.")
#: "(limited)" effects: one limited bleed modifier an action, one source of additional
#: strikes a round (003 'Limitada')
_LIMITED = {
    "bleed": QT_TRANSLATE_NOOP(
        "vtes", "{card} is limited: {minion} has already increased this bleed with a limited card."
    ),
    "strikes": QT_TRANSLATE_NOOP(
        "vtes",
        "{card} is limited: {minion} already has additional strikes from another card this round.",
    ),
}


_ONCE_COMBAT = QT_TRANSLATE_NOOP(
    "vtes", "{minion} has already played {card} in this combat: once each combat."
)
_ONCE_GAME = QT_TRANSLATE_NOOP("vtes", "Only one {card} may be played in a game, and it was.")
_ONCE_GAME_EACH = QT_TRANSLATE_NOOP(
    "vtes", "Each Methuselah may play {card} once a game, and you have."
)


def _once_a_game_key(card: Card, seat: int) -> str:
    """Whose once-a-game the card is: every Methuselah's ("Each Methuselah may play only one",
    "A Methuselah may play only one": the seat) or the whole table's ("Only one ... can be
    played in a game": "*")."""
    rec = ci.record(card)
    text = rec.text.casefold() if rec is not None else ""
    return str(seat) if "methuselah may play only one" in text else "*"


def note_played(state: State, seat: int, card: Card, minion: Card | None = None) -> None:
    """Remember a card that may be played once a game, or once each combat by a minion,
    once it is played (its limit is read from the card's data)."""
    combat = rules(state)["combat"]
    if minion is not None and combat is not None:
        combat.setdefault("cards", []).append(f"{minion.id}:{ci.name(card)}")
    if cardrules.entry(card).get("limit") == "game":
        once = rules(state).setdefault("once_a_game", {})
        once.setdefault(_once_a_game_key(card, seat), []).append(ci.name(card))


def _limits(
    state: State,
    card: Card,
    minion: Card | None,
    kind: str,
    fields: dict[str, Any],
    already: Collection[str],
) -> Message | None:
    name = ci.name(card)
    who = ci.name(minion) if minion is not None else ""
    if kind == "Reaction" and minion is not None:
        from .effects.kinds.action_modifiers import reactions_barred

        barred = reactions_barred(state, minion)
        if barred is not None:
            return barred
    done = {_name_of(c) for c in already}
    if kind in ("Action Modifier", "Reaction") and name in done:
        return _ONCE_ACTION.with_args(minion=who, card=name)
    limit = fields.get("limit")
    if limit == "action" and name in done:
        return _ONCE_ACTION.with_args(minion=who, card=name)
    if limit in ("round", "combat") and name in done:
        return _ONCE_ROUND.with_args(minion=who, card=name)
    combat = rules(state)["combat"]
    if limit == "combat" and minion is not None and combat is not None:
        if f"{minion.id}:{name}" in combat.get("cards", []):
            return _ONCE_COMBAT.with_args(minion=who, card=name)
    once_a_turn = kind in ACTION_TYPES or limit == "turn"
    if once_a_turn and minion is not None and name in acted(state, minion.id):
        return _ONCE_TURN.with_args(minion=who, card=name)
    if limit == "game":
        key = _once_a_game_key(card, card.owner if card.owner is not None else -1)
        if name in rules(state).get("once_a_game", {}).get(key, []):
            return (_ONCE_GAME if key == "*" else _ONCE_GAME_EACH).with_args(card=name)
    mine = fields.get("limited")
    if mine and any(mine in cardrules.limited_kinds(c) for c in already):
        return _LIMITED[mine].with_args(minion=who, card=name)
    return None


def unique_refusal(state: State, seat: int, card: Card, rec: CardRecord) -> Message | None:
    """Why ``card`` may not come into play for ``seat`` by its uniqueness, or None (for a
    card another card's effect brings into play: Piper's ally or retainer)."""
    return _unique(state, seat, card, rec)


def _unique(state: State, seat: int, card: Card, rec: CardRecord) -> Message | None:
    """A Methuselah never contests a unique card with itself (003 'Cartas disputadas'):
    while a copy of yours is in play, another is not played."""
    if not rec.unique:
        return None
    for seat_ in range(len(state.seats)):
        for key in (zone(seat_, READY), zone(seat_, TORPOR)):
            for other_id in state.zones[key].cards:
                other = state.cards[other_id]
                if other.controller == seat and other.id != card.id and ci.name(other) == rec.name:
                    return QT_TRANSLATE_NOOP(
                        "vtes", "{card} is unique and you already have it in play."
                    ).with_args(card=rec.name)
    return None


def _name_of(catalog: str) -> str:
    """A card's name from its catalogue id (the limits go by name, V5)."""
    try:
        return load_cards().get(catalog).name
    except KeyError:
        return catalog
