"""Combat (vtes.md §9): rounds at close or long range, strike pairs (acting minion first),
first strikes, additional strikes, prevention, damage to blood or life, aggravated damage,
torpor, presses.

The combat in progress is ``rules["combat"]``, a :class:`.records.Combat`.

A round: range, the first strike pair, its damage; then the ``extra`` step where the acting
minion, then the opposing one, may declare additional strikes (``vtes_modify
what="strikes"``, one source each a round, §9.4); then one pair after another while either
has additional strikes left (a minion without any left does not strike, so a "pair" may be
a single strike); then presses.  Inside a pair a "combat ends" strike resolves first of
all; first strikes resolve (damage included) before the normal ones, and a minion that is
no longer ready afterwards loses its strike (V-CMB-03); two first strikes are
simultaneous; a dodge protects from any opposing strike of its pair.  Strike choices come
from the player (hand strike, a card's or weapon's damage, dodge, combat ends); the
numbers a card adds are applied with ``vtes_strike``'s damage and ``vtes_modify prevent``;
all but the plain hand strike, and every maneuver and press, name the card that gives them
(:mod:`.sources`).
A vampire that burns a Red List minion in combat is entitled to a trophy (:mod:`.redlist`).

What a combat card gives for the round or the combat (strength, prevention, aggravated hand
strikes, environmental damage, hand strikes only, no damage from weapons; a press, a
maneuver, additional strikes or a strike used later) is kept in the combat
(``combat["fx"]``, :class:`.records.CombatEffect`, given by the card effect steps of
:mod:`.effects.kinds.combat_more`) and read here where the combat reads its numbers; the
strike a card's steps choose carries the card's marks (a hand strike, undodgeable, not
preventable by Fortitude cards, stealing blood, and what it does when it hits beyond damage:
put its card on the opposing minion, burn a weapon..., run by
:func:`.effects.kinds.combat_cards.strike_resolves` once the strike's damage is dealt).  A card
may bar the strikes of a round (One With the Land: the round goes from its range to its
presses).
"""

from __future__ import annotations

from typing import Any, Final, NoReturn, cast

import msgspec

from ....core import commands as C
from ....core import events as E
from ....core.messages import QT_TRANSLATE_NOOP, Message, Rejected, reject
from ....core.model import Card, State
from ....core.module import card_in
from ....core.table import Outcome, move_card
from ..cards import load_cards
from ..layout import TORPOR, zone
from . import cardinfo as ci
from . import commands as K
from . import grants as G
from . import hand, impulse, played, redlist, tokens
from .data import controller, rules
from .effects import standing
from .effects.kinds import mandatory_press
from .records import Combat, CombatEffect, RoundFields, StrikeChoice
from .refuse import not_now
from .sources import bound, granted, sources
from .sources import card_name as sources_name
from .spec import CommandSpec, Effect, Stage, events, stages
from .wording import COMBAT, Words

CLOSE: Final = "close"
LONG: Final = "long"
STRENGTH = 1
SIDES = ("a", "b")
#: most additional strikes one card or effect gives (a sanity bound on the declared number)
MAX_EXTRA = 10


def _round_fields() -> RoundFields:
    """What a new round starts with (shared by the first round and the presses)."""
    return {
        "range": CLOSE,
        "stage": "range",
        "last_maneuver": None,
        "strikes": {"a": None, "b": None},
        "damage": {"a": [0, 0], "b": [0, 0]},
        "press": None,
        "cancelled": False,
        "last_press": None,
        "pair": 0,
        "strikers": list(SIDES),
        "later": [],
        "extra": {"a": 0, "b": 0},
        "sources": {"a": 0, "b": 0},
    }


def start_combat(state: State, a: Card, b: Card, out: list[E.Event], actor: int | None) -> None:
    rules(state)["combat"] = Combat(
        a=a.id,
        b=b.id,
        round=1,
        imp=impulse.new_round([controller(a), controller(b)]),
        **_round_fields(),
    )
    out.append(
        E.ModuleEvent(
            seat=None, key="combat", args={"minion": a.catalog or "", "other": b.catalog or ""}
        )
    )
    _combat_begins(state, out)


def _combat_begins(state: State, out: list[E.Event]) -> None:
    """What the combatants' own texts say of the whole combat (Faruq Abd al-Qadir)."""
    from .effects.kinds import combat_cards as card_combat  # the kinds read the combat's steps

    card_combat.combat_begins(state, out)


def _side(combat: Combat, minion: int) -> str:
    if minion == combat["a"]:
        return "a"
    if minion == combat["b"]:
        return "b"
    raise reject(QT_TRANSLATE_NOOP("vtes", "That minion is not in this combat."))


def _other(side: str) -> str:
    return "b" if side == "a" else "a"


def minion_of(combat: Combat, side: str) -> int:
    """The minion id of ``side`` ("a": the acting minion, "b": the opposing one)."""
    return combat["a"] if side == "a" else combat["b"]


def striker(state: State, combat: Combat) -> Card:
    """Whose strike is to be chosen (the acting minion first, V-SEQ-04; in an additional
    pair only the minions with additional strikes left)."""
    strikers = combat.get("strikers", list(SIDES))  # a combat saved before pairs existed
    side = next((s for s in strikers if combat["strikes"][s] is None), strikers[-1])
    return state.cards[minion_of(combat, side)]


def chooser(state: State) -> int | None:
    """Whose choice the combat waits for (:func:`.stages.decider` during a combat): the
    striker's controller, or the impulse holder."""
    combat = rules(state)["combat"]
    if combat is None:
        return None
    if combat["stage"] == "strike":
        return striker(state, combat).controller
    return impulse.holder(combat["imp"])


def _own(state: State, cmd, combat: Combat) -> tuple[str, Card]:
    side = _side(combat, cmd.minion)
    card = state.cards[cmd.minion]
    if not cmd.host and card.controller != cmd.seat:
        raise reject(QT_TRANSLATE_NOOP("vtes", "That minion is not yours."))
    return side, card


def wait_for_impulse() -> NoReturn:
    raise reject(
        QT_TRANSLATE_NOOP(
            "vtes", "Wait for the impulse: it is another Methuselah's turn to play effects."
        )
    )


def maneuver_not_now(state: State, cmd: K.Maneuver) -> NoReturn:
    combat = _combat(state)
    if combat["stage"] != "range":
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "Maneuvers are played while the range is determined.")
        )
    _own(state, cmd, combat)
    wait_for_impulse()


def strike_not_now(state: State, cmd: K.Strike) -> NoReturn:
    combat = _combat(state)
    if combat["stage"] != "strike":
        raise reject(QT_TRANSLATE_NOOP("vtes", "Strikes are chosen after the range is determined."))
    _strike_turn(state, cmd, combat)
    not_now()


def press_not_now(state: State, cmd: K.Press) -> NoReturn:
    combat = _combat(state)
    if combat["stage"] != "press":
        raise reject(QT_TRANSLATE_NOOP("vtes", "Presses are played at the end of a round."))
    _own(state, cmd, combat)
    wait_for_impulse()


def modify_not_now(state: State, cmd: K.Modify) -> NoReturn:
    """Prevention is for the damage step, additional strikes for the step after the first
    strike pair; both on a minion of the combat, by the impulse holder."""
    combat = _combat(state)
    if cmd.what == K.PREVENT:
        _prevent_step(state, cmd, combat)
    else:
        _extra_step(state, cmd, combat)
    wait_for_impulse()


def maneuver(state: State, cmd: K.Maneuver, out: list[E.Event]) -> None:
    combat = _combat(state)
    if combat["stage"] != "range":
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "Maneuvers are played while the range is determined.")
        )
    side, card = _own(state, cmd, combat)
    if combat["last_maneuver"] == card.id:
        raise reject(QT_TRANSLATE_NOOP("vtes", "A minion cannot play two maneuvers in a row."))
    _frenzy_bars(combat, card.id, "maneuver")
    combat["range"] = LONG if combat["range"] == CLOSE else CLOSE
    combat["last_maneuver"] = card.id
    impulse.used(combat["imp"])
    out.append(
        E.ModuleEvent(
            seat=cmd.seat,
            key="maneuver",
            args={"minion": card.catalog or "", "range": combat["range"]},
        )
    )


def _frenzy_bars(combat: Combat, minion: int, what: str) -> None:
    """Refuse a maneuver to close range or a press to continue that a frenzy played against
    ``minion`` this combat bars (Terror Frenzy)."""
    from .effects.kinds.precon_reactive import terror_refusal  # the kinds read the combat

    why = terror_refusal(combat, minion, what)
    if why is not None:
        raise Rejected(why)


def _frenzy_allows(combat: Combat, minion: int, what: str) -> bool:
    from .effects.kinds.precon_reactive import terror_refusal  # the kinds read the combat

    return terror_refusal(combat, minion, what) is None


#: the log sentence of a strike by its kind (a dodge or "combat ends" deals no damage)
def combat_ends_refusal(combat: Combat, card: Card) -> Message | None:
    """Why ``card`` cannot strike: combat ends now, or None: an action card said so for
    this round (Hunter's Mark at superior: effect "no_combat_ends")."""
    found = effects_on(combat, card.id, "no_combat_ends")
    if any(f["until"] == "combat" for f in found):
        return QT_TRANSLATE_NOOP(
            "vtes", "{minion} cannot strike: combat ends in this combat."
        ).with_args(minion=ci.name(card))
    if found:
        return QT_TRANSLATE_NOOP(
            "vtes", "{minion} cannot strike: combat ends this round."
        ).with_args(minion=ci.name(card))
    return None


def _combat_ends_forbidden(combat: Combat, card: Card, cmd: K.Strike) -> None:
    why = combat_ends_refusal(combat, card) if cmd.kind == K.COMBAT_ENDS else None
    if why is not None:
        raise Rejected(why)


_STRIKE_KEYS = {K.HAND_STRIKE: "strike_damage", K.DAMAGE: "strike_hits"}


def strike(state: State, cmd: K.Strike, out: list[E.Event]) -> None:
    combat = _combat(state)
    if combat["stage"] != "strike":
        raise reject(QT_TRANSLATE_NOOP("vtes", "Strikes are chosen after the range is determined."))
    side, card = _strike_turn(state, cmd, combat)
    if cmd.kind not in K.STRIKE_KINDS:
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "There is no strike called '{kind}'."), kind=cmd.kind
        )
    if not 0 <= cmd.damage <= 20:
        raise reject(QT_TRANSLATE_NOOP("vtes", "A strike deals 0 to 20 damage."))
    pending = combat.pop("pending", {})
    if effects_on(combat, card.id, "hand_only") and not (
        cmd.kind == K.HAND_STRIKE or pending.get("hand")
    ):
        raise reject(QT_TRANSLATE_NOOP("vtes", "Only hand strikes can be used this round."))
    _combat_ends_forbidden(combat, card, cmd)
    if cmd.first and cmd.kind in (K.DODGE, K.COMBAT_ENDS):
        raise reject(
            QT_TRANSLATE_NOOP(
                "vtes",
                "Only a strike that hits can be a first strike; a dodge or 'combat ends' needs no speed.",  # noqa: E501
            )
        )
    choice: StrikeChoice = {
        "kind": cmd.kind,
        "damage": cmd.damage,
        "ranged": cmd.ranged,
        "aggravated": cmd.aggravated,
        "first": cmd.first,
        "strength": standing.strength(state, card),
    }
    _mark(choice, pending, _is_weapon(state, cmd.card))
    if choice.get("weapon") and cmd.card is not None:
        choice["weapon_card"] = cmd.card
    _mark_effect(choice, pending, cmd)
    _mark_striker(card, choice)
    combat["strikes"][side] = choice
    out.append(
        E.ModuleEvent(
            seat=cmd.seat,
            key=_strike_key(choice),
            args={
                "minion": card.catalog or "",
                "kind": cmd.kind,
                "n": choice.get("steal")
                or (standing.strength(state, card) if cmd.kind == K.HAND_STRIKE else cmd.damage),
            },
        )
    )
    if all(combat["strikes"][s] is not None for s in combat["strikers"]):
        _resolve_strikes(state, out, None)


def _strike_key(choice: StrikeChoice) -> str:
    """The log sentence of a strike chosen."""
    if choice.get("steal"):
        return "cb_steal_strike"
    if choice.get("does") and not choice["damage"]:
        return "co_effect_strike"  # a strike that does something else than damage
    return _STRIKE_KEYS.get(choice["kind"], "strike")


def _mark_effect(choice: StrikeChoice, pending: dict[str, int], cmd: K.Strike) -> None:
    """What a card's strike does when it hits beyond its damage (put its card on the
    opposing minion, burn the weapon aimed at: :mod:`.effects.kinds.combat_cards`), the card it
    comes from and the card it is aimed at."""
    if pending.get("does"):
        choice["does"] = pending["does"]
        if pending.get("counters"):
            choice["counters"] = pending["counters"]
        if cmd.card is not None:
            choice["card"] = cmd.card
    if cmd.target_card is not None:
        choice["target"] = cmd.target_card


def _mark(choice: StrikeChoice, pending: dict[str, int], weapon: bool) -> None:
    """What a card's text adds to its strike (:data:`.records.Combat.pending`)."""
    if pending.get("hand"):
        choice["hand"] = True
    if pending.get("undodgeable"):
        choice["undodgeable"] = True
    if pending.get("no_fortitude"):
        choice["no_fortitude"] = True
    if pending.get("steal"):
        choice["steal"] = pending["steal"]
    if weapon:
        choice["weapon"] = True


def _mark_striker(minion: Card, choice: StrikeChoice) -> None:
    """What the striking minion's own card says of every strike it makes ("strikes made by
    this ally cannot be dodged": :func:`.effects.kinds.permanents.strikes_undodgeable`)."""
    from .effects.kinds import permanents  # the kinds read the engine's steps

    if permanents.strikes_undodgeable(minion):
        choice["undodgeable"] = True


def _strike_turn(state: State, cmd: K.Strike, combat: Combat) -> tuple[str, Card]:
    """V-SEQ-04: the minion chooses its strike in its turn of the pair."""
    side, card = _own(state, cmd, combat)
    if side not in combat["strikers"]:
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "{minion} has no additional strike left this round."),
            minion=ci.name(card),
        )
    if striker(state, combat).id != card.id:
        raise reject(QT_TRANSLATE_NOOP("vtes", "The acting minion chooses its strike first."))
    return side, card


def _hits(combat: Combat, s: StrikeChoice, minion: int | None = None) -> tuple[int, int]:
    """Damage ``[normal, aggravated]`` one strike of ``minion`` deals at the current range
    (none from a weapon when a card says so this round; a hand strike aggravated when one
    says so)."""
    if minion is not None and s.get("weapon") and effects_on(combat, minion, "no_weapon_damage"):
        return 0, 0
    if s["kind"] == K.HAND_STRIKE:
        n = s.get("strength", STRENGTH) if combat["range"] == CLOSE else 0
        if minion is not None and effects_on(combat, minion, "hand_aggravated"):
            return 0, n
        return n, 0
    if s["kind"] != K.DAMAGE or (combat["range"] == LONG and not s["ranged"]) or s.get("steal"):
        return 0, 0
    if s.get("hand") and minion is not None and effects_on(combat, minion, "hand_aggravated"):
        return 0, s["damage"]
    return (0, s["damage"]) if s["aggravated"] else (s["damage"], 0)


def _resolve_strikes(state: State, out: list[E.Event], actor: int | None) -> None:
    """The pair is chosen: "combat ends" first of all, then the first strikes, then the
    others (all at once when every strike of the pair is first, or none is)."""
    combat = _combat(state)
    chosen = {s: c for s, c in combat["strikes"].items() if c is not None}
    present = [s for s in combat["strikers"] if s in chosen]
    if any(chosen[s]["kind"] == K.COMBAT_ENDS for s in present):
        end_combat(state, out, actor)
        return
    first = [s for s in present if chosen[s].get("first")]
    now = first if first and len(first) < len(present) else present
    combat["later"] = [s for s in present if s not in now]
    _deal(state, now, out, actor)


def _deal(state: State, sides: list[str], out: list[E.Event], actor: int | None) -> None:
    """The strikes of ``sides`` hit (unless the opponent dodges this pair): damage step."""
    combat = _combat(state)
    combat["damage"] = {"a": [0, 0], "b": [0, 0]}
    landed: dict[str, int] = {}
    for side in sides:
        opposing, own = combat["strikes"][_other(side)], combat["strikes"][side]
        dodged = opposing is not None and opposing["kind"] == K.DODGE
        if own is not None and (not dodged or own.get("undodgeable")):
            combat["damage"][_other(side)] = list(_hits(combat, own, minion_of(combat, side)))
            if own.get("steal") and (combat["range"] == CLOSE or own["ranged"]):
                _steal(state, side, own["steal"], out, actor)
            if own.get("does") and (combat["range"] == CLOSE or own["ranged"]):
                landed[side] = sum(combat["damage"][_other(side)])
    if landed:
        combat["landed"] = landed
    _retainers_strike(state, combat, out)
    if combat["pair"] == 0 and not combat["later"]:
        _environmental(state, combat, out)
    _prevent_as_given(state, combat, out)
    hurt = [
        controller(state.cards[minion_of(combat, s)]) for s in SIDES if sum(combat["damage"][s])
    ]
    if not hurt:
        _after_damage(state, out, actor)
        return
    combat["stage"] = "damage"
    combat["imp"] = impulse.new_round(hurt)


def _strike_effects(state: State, combat: Combat, out: list[E.Event], actor: int | None) -> None:
    """What the strikes that hit do beyond damage (``combat["landed"]``: each side whose
    strike with such an effect hit, and the damage it inflicted before prevention), at their
    resolution, once their damage is dealt."""
    from .effects.kinds import combat_cards as card_combat  # the kinds read the combat's steps

    for side, damage in combat.pop("landed", {}).items():
        choice = combat["strikes"][side]
        if choice is not None:
            card_combat.strike_resolves(state, side, choice, damage, out, actor)


def _retainers_strike(state: State, combat: Combat, out: list[E.Event]) -> None:
    """The retainers' damage of the round (Murder of Crows), at its normal strike
    resolution: the last group of the first pair."""
    from .effects.kinds import permanents  # the kinds read the combat's steps

    if combat["pair"] == 0 and not combat["later"]:
        permanents.retainer_damage(state, combat, out)


def prevent(state: State, cmd: K.Modify, out: list[E.Event]) -> None:
    combat = _combat(state)
    side, card = _prevent_step(state, cmd, combat)
    why = fortitude_refusal(state, combat, side, cmd.card)
    if why is not None:
        raise Rejected(why)
    dmg = combat["damage"][side]
    n = max(0, cmd.delta)
    take = min(n, dmg[1])  # aggravated first when the player wishes; engine prevents it first
    dmg[1] -= take
    dmg[0] = max(0, dmg[0] - (n - take))
    out.append(
        E.ModuleEvent(seat=cmd.seat, key="prevented", args={"minion": card.catalog or "", "n": n})
    )


def _prevent_step(state: State, cmd: K.Modify, combat: Combat) -> tuple[str, Card]:
    if combat["stage"] != "damage" or cmd.minion is None:
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "Damage is prevented after strikes, on the damaged minion.")
        )
    return _own(state, cmd, combat)


def modify(state: State, cmd: K.Modify, out: list[E.Event]) -> None:
    """``vtes_modify`` in combat: damage prevented, or additional strikes."""
    if cmd.what == K.PREVENT:
        prevent(state, cmd, out)
    else:
        additional_strikes(state, cmd, out)


def additional_strikes(state: State, cmd: K.Modify, out: list[E.Event]) -> None:
    """§9.4: declared after the first strike pair, acting minion first (the impulse), at
    most one card or effect per minion per round ("limited")."""
    combat = _combat(state)
    side, card = _extra_step(state, cmd, combat)
    if not 1 <= cmd.delta <= MAX_EXTRA:
        raise reject(QT_TRANSLATE_NOOP("vtes", "A card gives 1 to 10 additional strikes."))
    if combat["sources"][side] >= 1:
        raise reject(
            QT_TRANSLATE_NOOP(
                "vtes",
                "{minion} already has additional strikes this round: only one card or effect a round may give them (limited).",  # noqa: E501
            ),
            minion=ci.name(card),
        )
    combat["sources"][side] += 1
    combat["extra"][side] += cmd.delta
    impulse.used(combat["imp"])
    out.append(
        E.ModuleEvent(
            seat=cmd.seat,
            key="additional_strikes",
            args={"minion": card.catalog or "", "n": cmd.delta},
        )
    )


def _extra_step(state: State, cmd: K.Modify, combat: Combat) -> tuple[str, Card]:
    if combat["stage"] != "extra" or cmd.minion is None:
        raise reject(
            QT_TRANSLATE_NOOP(
                "vtes",
                "Additional strikes are declared after the first strike pair of a round, for a minion in the combat.",  # noqa: E501
            )
        )
    return _own(state, cmd, combat)


def pass_combat(state: State, seat: int, out: list[E.Event]) -> None:
    combat = _combat(state)
    stage = combat["stage"]
    if stage == "strike":
        raise reject(QT_TRANSLATE_NOOP("vtes", "Choose a strike: a hand strike if nothing else."))
    if not impulse.passed(combat["imp"]):
        return
    if stage == "range":
        _strikes_begin(state, combat, out)
    elif stage == "damage":  # the steps after the last pass are the rules', nobody's act
        _apply_damage(state, out, None)
        _after_damage(state, out, None)
    elif stage == "extra":
        _next_pair(state, out, None)
    elif not mandatory_press.press_if_mandatory(state, out):
        if combat["press"] is not None and not combat["cancelled"]:
            _new_round(state, out, None)
        else:
            end_combat(state, out, None)


def _strikes_begin(state: State, combat: Combat, out: list[E.Event]) -> None:
    """The range is determined: the strikes, unless a card says neither combatant strikes
    this round (One With the Land): then the round goes on to the presses."""
    if not effects_on(combat, combat["a"], "no_strikes"):
        combat["stage"] = "strike"
        return
    combat["extra"] = {"a": 0, "b": 0}
    out.append(E.ModuleEvent(seat=None, key="co_no_strikes", args={}))
    _next_pair(state, out, None)


def press(state: State, cmd: K.Press, out: list[E.Event]) -> None:
    combat = _combat(state)
    if combat["stage"] != "press":
        raise reject(QT_TRANSLATE_NOOP("vtes", "Presses are played at the end of a round."))
    side, card = _own(state, cmd, combat)
    if combat["last_press"] == card.id:
        raise reject(QT_TRANSLATE_NOOP("vtes", "A minion cannot play two presses in a row."))
    _frenzy_bars(combat, card.id, "press")
    if combat["press"] is None:
        combat["press"] = card.id
    else:
        combat["cancelled"] = not combat["cancelled"]
    combat["last_press"] = card.id
    impulse.used(combat["imp"])
    out.append(E.ModuleEvent(seat=cmd.seat, key="press", args={"minion": card.catalog or ""}))


def _apply_damage(state: State, out: list[E.Event], actor: int | None) -> None:
    """Both sides' damage at once; a vampire that burns a Red List minion (and is still in
    play) is entitled to a trophy."""
    combat = _combat(state)
    cards = {side: state.cards.get(minion_of(combat, side)) for side in SIDES}
    red = {
        side: card is not None and redlist.is_red_list(state, card) for side, card in cards.items()
    }
    results = {}
    for side in SIDES:
        card = cards[side]
        normal, aggravated = combat["damage"][side]
        if card is not None and normal + aggravated:
            before = card.counters.get("blood", 0) if ci.is_vampire(card) else 0
            results[side] = take_damage(state, card, normal, aggravated, out, actor)
            lost = before - (card.counters.get("blood", 0) if ci.is_vampire(card) else 0)
            combat.setdefault("lost", {"a": 0, "b": 0})[side] += max(0, lost)
    for side, result in results.items():
        victor = cards[_other(side)]
        if result == "burned" and (victim := cards[side]) is not None and ci.is_vampire(victim):
            _burned_by_strike(state, combat, _other(side), victor)
        if (
            result == "burned"
            and red[side]
            and victor is not None
            and (victim := cards[side]) is not None
            and results.get(_other(side)) != "burned"
            and ci.is_vampire(victor)
        ):
            redlist.entitle_trophy(state, victor, victim, out, actor)


def _burned_by_strike(state: State, combat: Combat, side: str, striker: Card | None) -> None:
    """``side``'s strike burned the opposing vampire: what its weapon says then (Sword of
    the Archangel: :mod:`.effects.kinds.reversal`)."""
    from .effects.kinds import reversal  # the kinds read the combat's steps

    choice = combat["strikes"][side]
    weapon = state.cards.get(choice.get("weapon_card", -1)) if choice is not None else None
    reversal.strike_burned(state, weapon, striker)


def take_damage(
    state: State, card: Card, normal: int, aggravated: int, out: list[E.Event], actor: int | None
) -> str:
    """§9.5: returns "ok", "torpor" or "burned".  Allies and retainers lose 1 life a point."""
    if not ci.is_vampire(card):
        life = card.counters.get("life", 0) - normal - aggravated
        tokens.set_counter(
            state, card, "life", life, out, actor, "damaged", damage=normal + aggravated
        )
        if life <= 0:
            hand.burn(state, card, out, actor)
            return "burned"
        return "ok"
    blood = card.counters.get("blood", 0)
    mend = min(blood, normal)
    blood -= mend
    wounded = normal > mend or ci.in_torpor(state, card)
    for _ in range(aggravated):
        if not wounded:
            wounded = True
        elif blood >= 1:
            blood -= 1
        else:
            tokens.set_counter(state, card, "blood", 0, out, actor)
            hand.burn(state, card, out, actor)
            out.append(
                E.ModuleEvent(
                    seat=actor,
                    key="burned",
                    args={"minion": card.catalog or "", "n": aggravated},
                )
            )
            return "burned"
    damage = normal + aggravated
    tokens.set_counter(state, card, "blood", blood, out, actor, "damaged", damage=damage)
    if wounded and not ci.in_torpor(state, card):
        to_torpor(state, card, out, actor, damage)
        return "torpor"
    return "ok"


def to_torpor(
    state: State, card: Card, out: list[E.Event], actor: int | None, damage: int = 0
) -> None:
    """A wounded vampire goes to torpor with what it carries (``damage``: what sent it),
    once the cards waiting for it to leave the ready region have done so (Priority
    Contract)."""
    from .effects.kinds.control import bearer_leaving

    bearer_leaving(state, card, out, actor)
    riders = [c for c in state.cards.values() if c.attached_to == card.id]
    was_ready = ci.in_ready(state, card)
    dst = state.zones[zone(controller(card), TORPOR)]
    out.append(move_card(state, card, dst, seat=actor))
    for rider in riders:
        out.append(move_card(state, rider, dst, x=card.x + 8, y=card.y + 14, seat=actor))
        rider.attached_to = card.id
    out.append(
        E.ModuleEvent(
            seat=actor, key="torpor", args={"minion": card.catalog or "", "damage": damage}
        )
    )
    _after_torpor(state, card, out, actor, was_ready)


def _after_torpor(
    state: State, card: Card, out: list[E.Event], actor: int | None, was_ready: bool
) -> None:
    """What cards on the vampire do once it is in torpor (Fame, Guardian Angel, Heroic
    Might), and the cards in play that watch for a minion sent there (Tension in the
    Ranks, Frontal Assault, Carver's Meat Packing)."""
    from .effects.kinds import combat_cards as card_combat
    from .effects.kinds.control import minion_to_torpor
    from .effects.kinds.masters_a import after_torpor
    from .effects.kinds.politics import after_ready_minion_lost

    after_torpor(state, card, out, actor)
    card_combat.after_torpor(state, card, out, actor)
    if was_ready:
        after_ready_minion_lost(state, controller(card), card, out, actor)
    minion_to_torpor(state, card, out, actor)


def _after_damage(state: State, out: list[E.Event], actor: int | None) -> None:
    """After a strike step: end the combat if a combatant is no longer ready (it loses any
    strike still to come), resolve the strikes that waited for the first strikes, open the
    additional strikes step after the first pair, or go on with the additional pairs."""
    combat = _combat(state)
    _strike_effects(state, combat, out, actor)
    a, b = state.cards.get(combat["a"]), state.cards.get(combat["b"])
    if a is None or b is None or not (ci.in_ready(state, a) and ci.in_ready(state, b)):
        end_combat(state, out, actor)
        return
    if combat["later"]:
        later, combat["later"] = combat["later"], []
        _deal(state, later, out, actor)
    elif combat["pair"] == 0:
        combat["stage"] = "extra"
        combat["imp"] = impulse.new_round([controller(a), controller(b)])
    else:
        _next_pair(state, out, actor)


def _next_pair(state: State, out: list[E.Event], actor: int | None) -> None:
    """One more pair from the minions with additional strikes left, or the presses."""
    combat = _combat(state)
    strikers = [s for s in SIDES if combat["extra"][s] > 0]
    if not strikers:
        a, b = state.cards[combat["a"]], state.cards[combat["b"]]
        combat["stage"] = "press"
        combat["press"], combat["cancelled"] = None, False
        combat["imp"] = impulse.new_round([controller(a), controller(b)])
        return
    for side in strikers:
        combat["extra"][side] -= 1
    combat["stage"], combat["pair"], combat["strikers"] = "strike", combat["pair"] + 1, strikers
    combat["strikes"], combat["later"] = {"a": None, "b": None}, []
    out.append(E.ModuleEvent(seat=actor, key="strike_pair", args={"pair": combat["pair"]}))


def _new_round(state: State, out: list[E.Event], actor: int | None) -> None:
    combat = _combat(state)
    a, b = state.cards[combat["a"]], state.cards[combat["b"]]
    combat["round"] += 1
    combat["imp"] = impulse.new_round([controller(a), controller(b)])
    combat.update(_round_fields())
    _next_round_effects(combat)
    out.append(E.ModuleEvent(seat=actor, key="combat_round", args={"round": combat["round"]}))


def end_combat(state: State, out: list[E.Event], actor: int | None) -> None:
    """The combat is over: what cards said happens after it (Catatonic Fear:
    :func:`.effects.kinds.precon_reactive.after_combat`); then the blocked action whose
    combat it was ends, or may go on (:func:`.effects.kinds.mist.after_combat`)."""
    from .effects.kinds import mist, precon_reactive, reversal  # the kinds import this module

    ended = rules(state)["combat"]
    rules(state)["combat"] = None
    out.append(E.ModuleEvent(seat=actor, key="combat_over", args={}))
    if ended is not None:
        precon_reactive.after_combat(state, ended, out, actor)
    mist.after_combat(state, out)
    reversal.after_combat(state)


# -- what combat cards give for a round or the combat (:class:`.records.CombatEffect`) ---------

#: the effects used later in the round or combat, by the command that uses them
LATER = (G.PRESS, G.MANEUVER, G.STRIKES, G.STRIKE)


def effects_on(combat: Combat, minion: int, what: str) -> list[CombatEffect]:
    """The effects ``what`` in force on ``minion`` (or on both combatants)."""
    return [f for f in combat.get("fx", []) if f["what"] == what and f["minion"] in (minion, None)]


def give(state: State, effect: CombatEffect, out: list[E.Event]) -> None:
    """A combat card's effect for the round or the combat; a prevention given while damage
    is to be taken prevents it at once."""
    combat = _combat(state)
    combat.setdefault("fx", []).append(effect)
    if combat["stage"] == "damage" and effect["what"] in ("prevent", "prevent_all"):
        _prevent_as_given(state, combat, out)


def _next_round_effects(combat: Combat) -> None:
    """A new round: the effects of the last one end (those kept for the next round only
    end after it), the "each round" ones are used again; a round after Immortal Grapple
    is at close range, without the range step."""
    kept = [
        f
        for f in combat.get("fx", [])
        if f["until"] == "combat"
        and not (f.get("next_round") and f["round"] != combat["round"] - 1)
    ]
    for f in kept:
        if f["what"] not in LATER and not f.get("once"):
            f.pop("used", None)
    combat["fx"] = kept
    combat["lost"] = {"a": 0, "b": 0}
    if combat.pop("close_next", False):
        combat["stage"] = "strike"


def _is_weapon(state: State, card_id: int | None) -> bool:
    """A weapon on a minion makes the strike ("Weapon: gun.", "Unique melee weapon.")."""
    from .effects.kinds import combat_cards as card_combat  # the kinds read the combat's steps

    card = state.cards.get(card_id) if card_id is not None else None
    rec = ci.record(card) if card is not None else None
    if card is not None and card_combat.became_weapon(card):
        return True
    return (
        card is not None
        and rec is not None
        and "Equipment" in rec.types
        and card.attached_to is not None
        and "weapon" in rec.text.split("\n", 1)[0].lower()
    )


def fortitude_refusal(
    state: State, combat: Combat, side: str, card_id: int | None
) -> Message | None:
    """Why the card ``card_id`` may not prevent the damage to ``side``: the opposing
    strike's damage cannot be prevented by cards requiring Fortitude (Soul Burn)."""
    opposing = combat["strikes"][_other(side)]
    card = state.cards.get(card_id) if card_id is not None else None
    if opposing is None or not opposing.get("no_fortitude") or card is None:
        return None
    if not _fortitude(card.catalog):
        return None
    return QT_TRANSLATE_NOOP(
        "vtes", "This damage cannot be prevented by cards requiring Fortitude."
    )


def _fortitude(catalog: str | None) -> bool:
    """Whether the card ``catalog`` requires Fortitude."""
    try:
        rec = load_cards().get(catalog or "")
    except KeyError:
        return False
    return any(d.lower() == "for" for d in rec.disciplines)


def _steal(state: State, side: str, n: int, out: list[E.Event], actor: int | None) -> None:
    """A strike that steals: the opposing minion loses up to ``n`` blood (a vampire) or
    life (an ally), which the striker gains as blood."""
    combat = _combat(state)
    thief, victim = (
        state.cards[minion_of(combat, side)],
        state.cards[minion_of(combat, _other(side))],
    )
    kind = "blood" if ci.is_vampire(victim) else "life"
    taken = min(n, victim.counters.get(kind, 0))
    if not taken:
        return
    tokens.add_counter(state, victim, kind, -taken, out, actor)
    tokens.add_counter(state, thief, "blood", taken, out, actor)
    out.append(
        E.ModuleEvent(
            seat=actor,
            key="cb_stolen",
            args={"minion": thief.catalog or "", "other": victim.catalog or "", "n": taken},
        )
    )


def _environmental(state: State, combat: Combat, out: list[E.Event]) -> None:
    """Environmental damage a card gives each round, with the normal strikes of the first
    pair."""
    for side in SIDES:
        for f in effects_on(combat, minion_of(combat, side), "environmental"):
            combat["damage"][side][0] += f["n"]


def _prevent_as_given(state: State, combat: Combat, out: list[E.Event]) -> None:
    """The preventions combat cards give (all damage this round; N damage each round; all
    but one damage a round: :func:`.effects.kinds.precon_reactive.cap_damage`)."""
    from .effects.kinds.precon_reactive import cap_damage  # the kinds read the combat

    cap_damage(state, combat, out)
    for side in SIDES:
        dmg, minion = combat["damage"][side], minion_of(combat, side)
        if not sum(dmg):
            continue
        opposing = combat["strikes"][_other(side)]
        barred = opposing is not None and opposing.get("no_fortitude")
        n = 0
        if any(
            not (barred and _fortitude(f["catalog"]))
            for f in effects_on(combat, minion, "prevent_all")
        ):
            n = sum(dmg)
        for f in effects_on(combat, minion, "prevent"):
            if barred and _fortitude(f["catalog"]):
                continue
            if not f.get("used") and n < sum(dmg):
                n += f["n"]
                f["used"] = True
        if not n:
            continue
        take = min(n, dmg[1])
        dmg[1] -= take
        dmg[0] = max(0, dmg[0] - (n - take))
        out.append(
            E.ModuleEvent(
                seat=None,
                key="cb_prevented",
                args={"minion": state.cards[minion].catalog or "", "n": n},
            )
        )


def later_sources(state: State, seat: int, what: str, minion: Card) -> list[int]:
    """The cards played earlier in the round or combat that still give ``minion`` a press,
    a maneuver or additional strikes ("with 1 optional press")."""
    combat = rules(state)["combat"]
    if combat is None or minion.controller != seat:
        return []
    return [f["card"] for f in effects_on(combat, minion.id, what) if not f.get("used")]


def with_later(effect: Effect, what: str) -> Effect:
    """``effect`` (a press, a maneuver, additional strikes, a strike) also from a card
    played earlier that gives it later: the card is its source again, whether or not its
    player has passed since, and the effect is used (a strike only as the card's data
    says it)."""

    def run(state: State, cmd: Any, out: Outcome) -> None:
        combat = rules(state)["combat"]
        minion = getattr(cmd, "minion", None)
        wanted = what if not isinstance(cmd, K.Modify) else cmd.what
        found = [
            f
            for f in (effects_on(combat, minion, wanted) if combat and minion is not None else [])
            if f["card"] == cmd.card and f["minion"] == minion
        ]
        if cmd.host or wanted != what or minion is None or all(f.get("used") for f in found):
            if what == G.STRIKE and not cmd.host and combat is not None and minion is not None:
                _must_strike(state, combat, cmd)
            effect(state, cmd, out)
            for f in found:  # given by its text while its card was open: used all the same
                f["used"] = True
            return
        grant = next(f for f in found if not f.get("used"))
        if what == G.STRIKE:
            _as_granted(state, combat, cmd, grant)
        card = state.cards[cmd.card]
        rec = played.find(state, card.id) or played.remember(
            state, cmd.seat, card, state.cards[minion]
        )
        rec["open"], rec["auto"] = True, True
        try:
            effect(state, cmd, out)
        finally:
            rec.pop("auto", None)
        grant["used"] = True

    return run


def _granted_strike(state: State, grant: CombatEffect) -> tuple[K.Strike, dict[str, int]] | None:
    from .effects.kinds.combat_more import granted_strike  # the effect steps read this module

    return granted_strike(state, grant)


def _as_granted(state: State, combat: Combat | None, cmd: K.Strike, grant: CombatEffect) -> None:
    """A strike a card gave earlier in the round is the one its data says."""
    built = _granted_strike(state, grant)
    plain = msgspec.structs.replace(cmd, expect=None, target_card=None)
    if (
        combat is None
        or built is None
        or plain != built[0]
        or cmd.target_card not in _aims_of(state, built[0])
    ):
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "{card} does not say that: it cannot give this effect."),
            card=grant["catalog"] and sources_name(grant["catalog"]),
        )
    combat["pending"] = built[1]


def _must_strike(state: State, combat: Combat, cmd: K.Strike) -> None:
    """A minion that used a card's maneuver must use that card's strike (Slam), and one a
    card gave an additional strike of its own must use that one (Wind Dance)."""
    why = owed_strike(state, combat, cmd.minion)
    if why is not None:
        raise Rejected(why)


def owed_strike(
    state: State, combat: Combat, minion: int, card: int | None = None
) -> Message | None:
    """Why ``minion`` may strike only with the card whose maneuver it used this round (Slam,
    Aid from Bats) or, after the first strike pair, only the additional strike a card gave
    as its own (Wind Dance), unless the strike is that card's (``card``); None when it owes
    none."""
    owed = [
        f
        for f in effects_on(combat, minion, G.STRIKE)
        if f.get("must") and not f.get("used") and _usable(state, combat, minion, f)
    ]
    if not owed or owed[0]["card"] == card:
        return None
    names = {"minion": ci.name(state.cards[minion]), "card": ci.name(state.cards[owed[0]["card"]])}
    if combat["pair"] == 0:
        return QT_TRANSLATE_NOOP(
            "vtes", "{minion} used the maneuver of {card}: its strike is owed."
        ).with_args(**names)
    # an additional strike a card says is its own (Wind Dance: a dodge)
    return QT_TRANSLATE_NOOP(
        "vtes", "{minion}'s additional strike is the one {card} gives."
    ).with_args(**names)


def _usable(state: State, combat: Combat, minion: int, grant: CombatEffect) -> bool:
    """Whether a strike a card gave may be used now: not a strike other than a hand
    strike in a round of hand strikes only (an owed one that may not is owed no more)."""
    built = _granted_strike(state, grant)
    if built is None:
        return False
    return _is_hand(*built) or not effects_on(combat, minion, "hand_only")


def granted_strikes(state: State, minion: Card) -> list[K.Strike]:
    """The strikes cards played earlier in the round give ``minion`` now (only the owed
    one after a card's maneuver; only a hand strike in a round of hand strikes only)."""
    combat = in_progress(state)
    grants = [f for f in effects_on(combat, minion.id, G.STRIKE) if not f.get("used")]
    out = []
    for grant in grants:
        built = _granted_strike(state, grant)
        if built is not None and _usable(state, combat, minion.id, grant):
            out += [
                msgspec.structs.replace(built[0], target_card=aim)
                for aim in _aims_of(state, built[0])
            ]
    return out


def _is_hand(strike: K.Strike, marks: dict[str, int]) -> bool:
    """Whether a strike counts as a hand strike (its kind, or its card's marks say so)."""
    return strike.kind == K.HAND_STRIKE or bool(marks.get("hand"))


def _aims_of(state: State, strike: K.Strike) -> list[int | None]:
    """The cards a strike given earlier may be aimed at when it is used ("burn weapon":
    each weapon on the opposing minion), or [None] for a strike aimed at nothing."""
    from .effects.kinds import combat_cards as card_combat  # the kinds read the combat's steps

    return card_combat.later_aims(state, strike)


def more_strikes(
    state: State, seat: int, minion: Card, n: int, cause: str, out: list[E.Event]
) -> None:
    """Additional strikes that do not count against the limit of one source a round."""
    combat = _combat(state)
    side = _side(combat, minion.id)
    combat["extra"][side] += n
    impulse.used(combat["imp"])
    out.append(
        E.ModuleEvent(
            seat=seat,
            key="cb_more_strikes",
            args={"minion": minion.catalog or "", "n": n, "card": cause},
        )
    )


def _combat(state: State) -> Combat:
    combat = rules(state)["combat"]
    if combat is None:
        raise reject(QT_TRANSLATE_NOOP("vtes", "There is no combat now."))
    saved: dict[str, Any] = cast(dict[str, Any], combat)
    for key, value in _round_fields().items():  # a combat saved before these fields existed
        saved.setdefault(key, value)
    return combat


# -- the commands: their offers and words --------------------------------------------------


def in_progress(state: State) -> Combat:
    """The combat in progress, where one must be (the offers of its steps call this)."""
    combat = rules(state)["combat"]
    if combat is None:
        raise RuntimeError("no combat in progress")
    return combat


def _own_minions(state: State, seat: int) -> list[int]:
    combat = in_progress(state)
    return [m for m in (combat["a"], combat["b"]) if state.cards[m].controller == seat]


def _maneuvers(state: State, seat: int, stage: Stage) -> list[C.Command]:
    """A maneuver for each minion of ``seat`` that did not make the last one, with each card
    that gives it one."""
    combat = in_progress(state)
    last = combat["last_maneuver"]
    return [
        K.Maneuver(seat=seat, minion=m, card=c)
        for m in _own_minions(state, seat)
        if m != last and _frenzy_allows(combat, m, "maneuver")
        for c in _with_later(state, seat, G.MANEUVER, state.cards[m])
    ]


def _with_later(state: State, seat: int, what: str, minion: Card) -> list[int]:
    found = sources(state, seat, what, minion)
    return found + [c for c in later_sources(state, seat, what, minion) if c not in found]


def _strikes(state: State, seat: int, stage: Stage) -> list[C.Command]:
    """The striker's hand strike, and the strikes its cards give (a first strike too when
    the card says so)."""
    minion = striker(state, in_progress(state))
    strikes: list[C.Command] = [K.Strike(seat=seat, minion=minion.id)]
    later: list[C.Command] = [*granted_strikes(state, minion)] if minion.controller == seat else []
    combat = in_progress(state)
    if owed_strike(state, combat, minion.id) is not None:
        return later
    if effects_on(combat, minion.id, "hand_only"):
        return strikes
    strikes += later
    seen: list[int] = [c.card for c in later if isinstance(c, K.Strike) and c.card is not None]
    for effect in (G.STRIKE, G.HAND_BONUS, G.FIRST, G.DODGE, G.COMBAT_ENDS):
        for card_id in sources(state, seat, effect, minion):
            if card_id not in seen:
                seen.append(card_id)
                strikes += _card_strikes(seat, minion, card_id, granted(state, card_id))
    if effects_on(combat, minion.id, "no_combat_ends"):
        return [c for c in strikes if not (isinstance(c, K.Strike) and c.kind == K.COMBAT_ENDS)]
    return strikes


def _card_strikes(seat: int, minion: Card, card_id: int, found: dict[str, int]) -> list[K.Strike]:
    """The strikes one card gives: its damage (or a hand strike at +N), first when it says
    so; a dodge; combat ends."""
    out: list[K.Strike] = []
    one = K.Strike(seat=seat, minion=minion.id, card=card_id)
    if G.STRIKE in found or G.HAND_BONUS in found:
        damage = found.get(G.STRIKE) or ci.strength(minion) + found.get(G.HAND_BONUS, 0)
        hit = msgspec.structs.replace(
            one,
            kind=K.DAMAGE,
            damage=damage,
            ranged=G.RANGED in found,
            aggravated=G.AGGRAVATED in found,
        )
        out.append(hit)
        if G.FIRST in found:
            out.append(msgspec.structs.replace(hit, first=True))
    elif G.FIRST in found:
        out.append(msgspec.structs.replace(one, first=True))
    if G.DODGE in found:
        out.append(msgspec.structs.replace(one, kind=K.DODGE))
    if G.COMBAT_ENDS in found:
        out.append(msgspec.structs.replace(one, kind=K.COMBAT_ENDS))
    return out


def _presses(state: State, seat: int, stage: Stage) -> list[C.Command]:
    """A press for each minion of ``seat`` that did not make the last one, with each card
    that gives it one."""
    combat = in_progress(state)
    last = combat["last_press"]
    return [
        K.Press(seat=seat, minion=m, card=c)
        for m in _own_minions(state, seat)
        if m != last and _frenzy_allows(combat, m, "press")
        for c in _with_later(state, seat, G.PRESS, state.cards[m])
    ]


def _source(w: Words, cmd: K.Maneuver | K.Press | K.Strike) -> str:
    return w.card(cmd.card) if cmd.card is not None else "?"


def _maneuver_words(w: Words, cmd: K.Maneuver) -> Message:
    return QT_TRANSLATE_NOOP(
        "vtes", "Maneuver with {minion} (change the range), as {card} says"
    ).with_args(minion=w.card(cmd.minion), card=_source(w, cmd))


_HAND_STRIKE = QT_TRANSLATE_NOOP("vtes", "Strike: hand strike ({n} damage)")
#: every strike but the plain hand strike comes from a card, which its words name
_STRIKES = {
    K.DODGE: QT_TRANSLATE_NOOP("vtes", "Strike: dodge, as {card} says"),
    K.COMBAT_ENDS: QT_TRANSLATE_NOOP("vtes", "Strike: combat ends, as {card} says"),
}
_DAMAGE_STRIKES = {
    (False, False): QT_TRANSLATE_NOOP("vtes", "Strike: {n} damage, as {card} says"),
    (True, False): QT_TRANSLATE_NOOP("vtes", "Strike: {n} damage, ranged, as {card} says"),
    (False, True): QT_TRANSLATE_NOOP("vtes", "Strike: {n} aggravated damage, as {card} says"),
    (True, True): QT_TRANSLATE_NOOP(
        "vtes", "Strike: {n} aggravated damage, ranged, as {card} says"
    ),
}
_FIRST_STRIKES = {
    (False, False): QT_TRANSLATE_NOOP("vtes", "Strike: {n} damage, first strike, as {card} says"),
    (True, False): QT_TRANSLATE_NOOP(
        "vtes", "Strike: {n} damage, ranged, first strike, as {card} says"
    ),
    (False, True): QT_TRANSLATE_NOOP(
        "vtes", "Strike: {n} aggravated damage, first strike, as {card} says"
    ),
    (True, True): QT_TRANSLATE_NOOP(
        "vtes", "Strike: {n} aggravated damage, ranged, first strike, as {card} says"
    ),
}
_FIRST_HAND_STRIKE = QT_TRANSLATE_NOOP(
    "vtes", "Strike: hand strike ({n} damage), first strike, as {card} says"
)


#: a weapon's strike, named for the weapon ("Strike with .44 Magnum: 2R damage")
_WEAPON_STRIKES = {
    (False, False): QT_TRANSLATE_NOOP("vtes", "Strike with {card}: {n} damage"),
    (True, False): QT_TRANSLATE_NOOP("vtes", "Strike with {card}: {n}R damage"),
    (False, True): QT_TRANSLATE_NOOP("vtes", "Strike with {card}: {n} aggravated damage"),
    (True, True): QT_TRANSLATE_NOOP("vtes", "Strike with {card}: {n}R aggravated damage"),
}


def _weapon(w: Words, cmd: K.Strike) -> bool:
    """The strike comes from an equipment on the striking minion."""
    card = card_in(w.source, cmd.card)
    return (
        card is not None
        and card.catalog is not None
        and card.attached_to == cmd.minion
        and "Equipment" in ci.types(card)
    )


_AIMED_STRIKES = {
    False: QT_TRANSLATE_NOOP("vtes", "Strike: burn {target}, as {card} says"),
    True: QT_TRANSLATE_NOOP("vtes", "Strike, ranged: burn {target}, as {card} says"),
}


def _strike_words(w: Words, cmd: K.Strike) -> Message:
    card = _source(w, cmd)
    if cmd.target_card is not None:
        return _AIMED_STRIKES[cmd.ranged].with_args(target=w.card(cmd.target_card), card=card)
    if cmd.kind == K.DAMAGE and not cmd.first and _weapon(w, cmd):
        return _WEAPON_STRIKES[(cmd.ranged, cmd.aggravated)].with_args(n=cmd.damage, card=card)
    if cmd.kind == K.DAMAGE:
        table = _FIRST_STRIKES if cmd.first else _DAMAGE_STRIKES
        return table[(cmd.ranged, cmd.aggravated)].with_args(n=cmd.damage, card=card)
    if cmd.kind == K.HAND_STRIKE and cmd.first:
        return _FIRST_HAND_STRIKE.with_args(n=_strength_now(w, cmd.minion), card=card)
    if cmd.kind in _STRIKES:
        return _STRIKES[cmd.kind].with_args(card=card)
    return _HAND_STRIKE.with_args(n=_strength_now(w, cmd.minion))


def _strength_now(w: Words, minion: int) -> int:
    """The hand strike's damage with what combat cards and cards in play give now."""
    card = card_in(w.source, minion)
    if card is None or not card.catalog or w.rules.get("combat") is None:
        return w.strength(minion)
    try:
        return standing.strength(w.source, card)
    except (AttributeError, KeyError, TypeError):  # a View lacks what a card needs: printed
        return w.strength(minion)


def _strike_group(w: Words, cmd: K.Strike) -> Message:
    return QT_TRANSLATE_NOOP("vtes", "Strike of {minion}").with_args(minion=w.card(cmd.minion))


def _press_words(w: Words, cmd: K.Press) -> Message:
    return QT_TRANSLATE_NOOP("vtes", "Press with {minion}, as {card} says").with_args(
        minion=w.card(cmd.minion), card=_source(w, cmd)
    )


SPECS = (
    CommandSpec(
        K.Maneuver,
        stages("range"),
        with_later(bound(events(maneuver), maneuver_not_now), G.MANEUVER),
        maneuver_not_now,
        _maneuver_words,
        COMBAT,
        _maneuvers,
        anyone=stages("range"),
    ),
    CommandSpec(
        K.Strike,
        stages("strike"),
        with_later(bound(events(strike), strike_not_now), G.STRIKE),
        strike_not_now,
        _strike_words,
        _strike_group,
        _strikes,
    ),
    CommandSpec(
        K.Press,
        stages("press"),
        with_later(bound(events(press), press_not_now), G.PRESS),
        press_not_now,
        _press_words,
        COMBAT,
        _presses,
        anyone=stages("press"),
    ),
)
