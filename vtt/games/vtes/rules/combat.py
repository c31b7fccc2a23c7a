"""Combat (vtes.md §9): rounds at close or long range, one strike each (acting minion
first), prevention, damage to blood or life, aggravated damage, torpor, presses.

``rules["combat"]``::

    {"a": acting minion id, "b": opposing minion id, "round", "range": "close" | "long",
     "stage": "range" | "strike" | "damage" | "press", "imp": priority round,
     "last_maneuver": minion id, "strikes": {"a": strike or None, "b": ...},
     "damage": {"a": [normal, aggravated], "b": ...}, "press": minion id of a standing
     press to continue, "cancelled": bool, "last_press": minion id}

Strikes come from the player's choice (hand strike, a card's or weapon's damage, dodge,
combat ends); the numbers a card adds are applied with ``vtes_strike``'s damage and
``vtes_modify prevent``.  Additional strikes and first strike are applied by hand.
"""

from __future__ import annotations

from ....core import events as E
from ....core.messages import QT_TRANSLATE_NOOP, reject
from ....core.model import Card, State
from ....core.table import move_card
from ..layout import TORPOR, zone
from . import cardinfo as ci
from . import commands as K
from . import hand, impulse, tokens
from .data import rules

CLOSE, LONG = "close", "long"
STRENGTH = 1


def start_combat(state: State, a: Card, b: Card, out: list[E.Event], actor: int) -> None:
    rules(state)["combat"] = {
        "a": a.id, "b": b.id, "round": 1, "range": CLOSE, "stage": "range",
        "imp": impulse.new_round([a.controller, b.controller]), "last_maneuver": None,
        "strikes": {"a": None, "b": None}, "damage": {"a": [0, 0], "b": [0, 0]},
        "press": None, "cancelled": False, "last_press": None}
    out.append(E.ModuleEvent(seat=actor, key="combat", args={"a": a.id, "b": b.id}))


def _side(combat: dict, minion: int) -> str:
    if minion == combat["a"]:
        return "a"
    if minion == combat["b"]:
        return "b"
    raise reject(QT_TRANSLATE_NOOP("vtes", "That minion is not in this combat."))


def striker(state: State, combat: dict) -> Card:
    """Whose strike is to be chosen (the acting minion first, V-SEQ-04)."""
    return state.cards[combat["a"] if combat["strikes"]["a"] is None else combat["b"]]


def decider(state: State) -> int | None:
    combat = rules(state)["combat"]
    if combat["stage"] == "strike":
        return striker(state, combat).controller
    return impulse.holder(combat["imp"])


def _own(state: State, cmd, combat: dict) -> tuple[str, Card]:
    side = _side(combat, cmd.minion)
    card = state.cards[cmd.minion]
    if not cmd.host and card.controller != cmd.seat:
        raise reject(QT_TRANSLATE_NOOP("vtes", "That minion is not yours."))
    return side, card


def maneuver(state: State, cmd: K.Maneuver, out: list[E.Event]) -> None:
    combat = _combat(state)
    if combat["stage"] != "range":
        raise reject(QT_TRANSLATE_NOOP("vtes", "Maneuvers are played while the range is determined."))
    side, card = _own(state, cmd, combat)
    if not cmd.host and impulse.holder(combat["imp"]) != cmd.seat:
        raise reject(QT_TRANSLATE_NOOP("vtes", "Wait for the impulse: it is another Methuselah's turn to play effects."))
    if combat["last_maneuver"] == card.id:
        raise reject(QT_TRANSLATE_NOOP("vtes", "A minion cannot play two maneuvers in a row."))
    combat["range"] = LONG if combat["range"] == CLOSE else CLOSE
    combat["last_maneuver"] = card.id
    impulse.used(combat["imp"])
    out.append(E.ModuleEvent(seat=cmd.seat, key="maneuver", args={"minion": card.id, "range": combat["range"]}))


def strike(state: State, cmd: K.Strike, out: list[E.Event]) -> None:
    combat = _combat(state)
    if combat["stage"] != "strike":
        raise reject(QT_TRANSLATE_NOOP("vtes", "Strikes are chosen after the range is determined."))
    side, card = _own(state, cmd, combat)
    if striker(state, combat).id != card.id:
        raise reject(QT_TRANSLATE_NOOP("vtes", "The acting minion chooses its strike first."))
    if cmd.kind not in K.STRIKE_KINDS:
        raise reject(QT_TRANSLATE_NOOP("vtes", "There is no strike called '{kind}'."), kind=cmd.kind)
    if not 0 <= cmd.damage <= 20:
        raise reject(QT_TRANSLATE_NOOP("vtes", "A strike deals 0 to 20 damage."))
    combat["strikes"][side] = {"kind": cmd.kind, "damage": cmd.damage, "ranged": cmd.ranged,
                               "aggravated": cmd.aggravated}
    out.append(E.ModuleEvent(seat=cmd.seat, key="strike", args={"minion": card.id, "kind": cmd.kind}))
    if combat["strikes"]["a"] is not None and combat["strikes"]["b"] is not None:
        _resolve_strikes(state, out, cmd.seat)


def _hits(combat: dict, s: dict) -> tuple[int, int]:
    """Damage ``[normal, aggravated]`` one strike deals at the current range."""
    if s["kind"] == K.HAND_STRIKE:
        return (STRENGTH, 0) if combat["range"] == CLOSE else (0, 0)
    if s["kind"] != K.DAMAGE or (combat["range"] == LONG and not s["ranged"]):
        return 0, 0
    return (0, s["damage"]) if s["aggravated"] else (s["damage"], 0)


def _resolve_strikes(state: State, out: list[E.Event], actor: int) -> None:
    combat = _combat(state)
    sa, sb = combat["strikes"]["a"], combat["strikes"]["b"]
    if K.COMBAT_ENDS in (sa["kind"], sb["kind"]):
        end_combat(state, out, actor)
        return
    to_b = [0, 0] if sb["kind"] == K.DODGE else list(_hits(combat, sa))
    to_a = [0, 0] if sa["kind"] == K.DODGE else list(_hits(combat, sb))
    combat["damage"] = {"a": to_a, "b": to_b}
    hurt = [state.cards[combat[s]].controller for s in ("a", "b") if sum(combat["damage"][s])]
    if not hurt:
        _after_damage(state, out, actor)
        return
    combat["stage"] = "damage"
    combat["imp"] = impulse.new_round(hurt)


def prevent(state: State, cmd: K.Modify, out: list[E.Event]) -> None:
    combat = _combat(state)
    if combat["stage"] != "damage" or cmd.minion is None:
        raise reject(QT_TRANSLATE_NOOP("vtes", "Damage is prevented after strikes, on the damaged minion."))
    side, card = _own(state, cmd, combat)
    if not cmd.host and impulse.holder(combat["imp"]) != cmd.seat:
        raise reject(QT_TRANSLATE_NOOP("vtes", "Wait for the impulse: it is another Methuselah's turn to play effects."))
    dmg = combat["damage"][side]
    n = max(0, cmd.delta)
    take = min(n, dmg[1])  # aggravated first when the player wishes; engine prevents it first
    dmg[1] -= take
    dmg[0] = max(0, dmg[0] - (n - take))
    out.append(E.ModuleEvent(seat=cmd.seat, key="prevented", args={"minion": card.id, "n": n}))


def pass_combat(state: State, seat: int, out: list[E.Event]) -> None:
    combat = _combat(state)
    stage = combat["stage"]
    if stage == "strike":
        raise reject(QT_TRANSLATE_NOOP("vtes", "Choose a strike: a hand strike if nothing else."))
    if not impulse.passed(combat["imp"]):
        return
    if stage == "range":
        combat["stage"] = "strike"
    elif stage == "damage":
        _apply_damage(state, out, seat)
        _after_damage(state, out, seat)
    else:
        if combat["press"] is not None and not combat["cancelled"]:
            _new_round(state, out, seat)
        else:
            end_combat(state, out, seat)


def press(state: State, cmd: K.Press, out: list[E.Event]) -> None:
    combat = _combat(state)
    if combat["stage"] != "press":
        raise reject(QT_TRANSLATE_NOOP("vtes", "Presses are played at the end of a round."))
    side, card = _own(state, cmd, combat)
    if not cmd.host and impulse.holder(combat["imp"]) != cmd.seat:
        raise reject(QT_TRANSLATE_NOOP("vtes", "Wait for the impulse: it is another Methuselah's turn to play effects."))
    if combat["last_press"] == card.id:
        raise reject(QT_TRANSLATE_NOOP("vtes", "A minion cannot play two presses in a row."))
    if combat["press"] is None:
        combat["press"] = card.id
    else:
        combat["cancelled"] = not combat["cancelled"]
    combat["last_press"] = card.id
    impulse.used(combat["imp"])
    out.append(E.ModuleEvent(seat=cmd.seat, key="press", args={"minion": card.id}))


def _apply_damage(state: State, out: list[E.Event], actor: int) -> None:
    combat = _combat(state)
    for side in ("a", "b"):
        card = state.cards.get(combat[side])
        normal, aggravated = combat["damage"][side]
        if card is not None and normal + aggravated:
            take_damage(state, card, normal, aggravated, out, actor)


def take_damage(state: State, card: Card, normal: int, aggravated: int, out: list[E.Event],
                actor: int) -> str:
    """§9.5: returns "ok", "torpor" or "burned".  Allies and retainers lose 1 life a point."""
    if not ci.is_vampire(card):
        life = card.counters.get("life", 0) - normal - aggravated
        tokens.set_counter(state, card, "life", life, out, actor)
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
            out.append(E.ModuleEvent(seat=actor, key="burned", args={"minion": card.id}))
            return "burned"
    tokens.set_counter(state, card, "blood", blood, out, actor)
    if wounded and not ci.in_torpor(state, card):
        to_torpor(state, card, out, actor)
        return "torpor"
    return "ok"


def to_torpor(state: State, card: Card, out: list[E.Event], actor: int) -> None:
    riders = [c for c in state.cards.values() if c.attached_to == card.id]
    dst = state.zones[zone(card.controller, TORPOR)]
    out.append(move_card(state, card, dst, seat=actor))
    for rider in riders:
        out.append(move_card(state, rider, dst, x=card.x + 8, y=card.y + 14, seat=actor))
        rider.attached_to = card.id
    out.append(E.ModuleEvent(seat=actor, key="torpor", args={"minion": card.id}))


def _after_damage(state: State, out: list[E.Event], actor: int) -> None:
    combat = _combat(state)
    cards = [state.cards.get(combat["a"]), state.cards.get(combat["b"])]
    if any(c is None or not ci.in_ready(state, c) for c in cards):
        end_combat(state, out, actor)
        return
    combat["stage"] = "press"
    combat["press"], combat["cancelled"] = None, False
    combat["imp"] = impulse.new_round([cards[0].controller, cards[1].controller])


def _new_round(state: State, out: list[E.Event], actor: int) -> None:
    combat = _combat(state)
    a, b = state.cards[combat["a"]], state.cards[combat["b"]]
    combat.update(round=combat["round"] + 1, range=CLOSE, stage="range",
                  imp=impulse.new_round([a.controller, b.controller]), last_maneuver=None,
                  strikes={"a": None, "b": None}, damage={"a": [0, 0], "b": [0, 0]},
                  press=None, cancelled=False, last_press=None)
    out.append(E.ModuleEvent(seat=actor, key="combat_round", args={"round": combat["round"]}))


def end_combat(state: State, out: list[E.Event], actor: int) -> None:
    rules(state)["combat"] = None
    out.append(E.ModuleEvent(seat=actor, key="combat_over", args={}))


def _combat(state: State) -> dict:
    combat = rules(state)["combat"]
    if combat is None:
        raise reject(QT_TRANSLATE_NOOP("vtes", "There is no combat now."))
    return combat
