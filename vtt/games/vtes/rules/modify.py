"""``vtes_modify``: a number a card changes, applied by hand by the player who plays it
(vtes.md §7.6).  During an action: stealth and intercept while a block is attempted, only
when needed (V-STL-03), and the bleed's or hunt's amount (from the announcement on, the acting
Methuselah first: V-SEQ-01); in combat (:mod:`.combat`): damage
prevented and additional strikes.  The effect gives the impulse back to the acting
Methuselah (V-SEQ-03).  Listed in its simplest form, as a card would give it: +1 stealth or
intercept, +/-1 on a bleed or hunt, 1 prevention, 1 or 2 additional strikes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NoReturn

from ....core import commands as C
from ....core import events as E
from ....core.messages import QT_TRANSLATE_NOOP, Message, reject
from ....core.model import State
from ....core.table import Outcome
from . import combat, impulse
from . import commands as K
from .actions import in_progress
from .data import rules
from .records import Action
from .spec import CommandSpec, Stage, stages
from .wording import EFFECTS, Words


def _action_not_now(state: State, cmd: K.Modify) -> NoReturn:
    """V-SEQ-01..03: effects on the action come from the impulse holder."""
    if rules(state)["action"] is None:
        raise reject(QT_TRANSLATE_NOOP("vtes", "There is no action to modify now."))
    raise reject(
        QT_TRANSLATE_NOOP(
            "vtes", "Wait for the impulse: it is another Methuselah's turn to play effects."
        )
    )


def _modify_action(state: State, cmd: K.Modify, out: list[E.Event]) -> None:
    """A number changed by a card the player applies by hand (V-STL-03 'only when needed');
    the effect gives the impulse back to the acting Methuselah (V-SEQ-03)."""
    action = rules(state)["action"]
    if action is None:
        _action_not_now(state, cmd)
    if cmd.delta == 0 or abs(cmd.delta) > 10:
        raise reject(QT_TRANSLATE_NOOP("vtes", "Change a number by 1 to 10."))
    _MODIFIERS.get(cmd.what, _not_an_action_number)(state, cmd, action)
    if action["imp"] is not None:
        impulse.used(action["imp"])
    out.append(
        E.ModuleEvent(seat=cmd.seat, key="modified", args={"what": cmd.what, "delta": cmd.delta})
    )


def _stealth_v_stl_03(state: State, cmd: K.Modify, action: Action) -> None:
    """V-STL-03: the acting Methuselah adds stealth only while a block is attempted and
    intercept reaches stealth."""
    if not cmd.host and cmd.seat != action["seat"]:
        raise reject(QT_TRANSLATE_NOOP("vtes", "Only the acting Methuselah adds stealth."))
    needed = action["stage"] == "attempt" and action["intercept"] >= action["stealth"]
    if not cmd.host and cmd.delta > 0 and not needed:
        raise reject(
            QT_TRANSLATE_NOOP(
                "vtes",
                "Stealth can be added only when it is needed: a block is attempted and intercept {i} reaches stealth {s}.",  # noqa: E501
            ),
            i=action["intercept"],
            s=action["stealth"],
        )
    action["stealth"] += cmd.delta


def _intercept_v_stl_03(state: State, cmd: K.Modify, action: Action) -> None:
    """V-STL-03: the blocking Methuselah adds intercept only while stealth is above it."""
    blocker = action["blocker"]
    if action["stage"] != "attempt" or blocker is None:
        raise reject(QT_TRANSLATE_NOOP("vtes", "Intercept counts only while a block is attempted."))
    if not cmd.host and cmd.seat != state.cards[blocker].controller:
        raise reject(QT_TRANSLATE_NOOP("vtes", "Only the blocking Methuselah adds intercept."))
    if not cmd.host and cmd.delta > 0 and not action["stealth"] > action["intercept"]:
        raise reject(
            QT_TRANSLATE_NOOP(
                "vtes",
                "Intercept can be added only when it is needed: stealth {s} is not above intercept {i}.",  # noqa: E501
            ),
            i=action["intercept"],
            s=action["stealth"],
        )
    action["intercept"] += cmd.delta


def _amount(state: State, cmd: K.Modify, action: Action) -> None:
    """The bleed's or the hunt's amount (A1, A2)."""
    if action["kind"] not in (K.BLEED, K.HUNT):
        raise reject(QT_TRANSLATE_NOOP("vtes", "Only a bleed or a hunt has an amount to change."))
    action["amount"] += cmd.delta


def _not_an_action_number(state: State, cmd: K.Modify, action: Action) -> None:
    raise reject(QT_TRANSLATE_NOOP("vtes", "Damage is prevented in combat, not during an action."))


_MODIFIERS: dict[str, Callable[[State, K.Modify, Action], None]] = {
    K.STEALTH: _stealth_v_stl_03,
    K.INTERCEPT: _intercept_v_stl_03,
    K.AMOUNT: _amount,
}


# -- the command ---------------------------------------------------------------------------


def _effect(state: State, cmd: K.Modify, out: Outcome) -> None:
    if cmd.what in K.COMBAT_WHAT:
        combat.modify(state, cmd, out.events)
    else:
        _modify_action(state, cmd, out.events)


def _not_now(state: State, cmd: K.Modify) -> NoReturn:
    if cmd.what in K.COMBAT_WHAT:
        combat.modify_not_now(state, cmd)
    _action_not_now(state, cmd)


def _attempt_offer(state: State, seat: int, action: Action) -> list[C.Command]:
    """+1 stealth for the acting Methuselah, +1 intercept for the blocker, when needed."""
    out: list[C.Command] = []
    if seat == action["seat"] and action["intercept"] >= action["stealth"]:
        out.append(K.Modify(seat=seat, what=K.STEALTH, delta=1))
    blocker = state.cards.get(action["blocker"]) if action["blocker"] is not None else None
    if (
        blocker is not None
        and blocker.controller == seat
        and action["stealth"] > action["intercept"]
    ):
        out.append(K.Modify(seat=seat, what=K.INTERCEPT, delta=1))
    return out


def _resolve_offer(seat: int, action: Action) -> list[C.Command]:
    """+1 on a bleed or hunt for the acting Methuselah, -1 for the others."""
    if action["kind"] not in (K.BLEED, K.HUNT):
        return []
    return [K.Modify(seat=seat, what=K.AMOUNT, delta=1 if seat == action["seat"] else -1)]


def _combat_offer(state: State, seat: int, stage: Stage) -> list[C.Command]:
    """1 prevention for a damaged minion of ``seat``; 1 or 2 additional strikes for one of
    its minions with no source of them this round."""
    now = rules(state)["combat"]
    if now is None:
        return []
    out: list[C.Command] = []
    for side in combat.SIDES:
        minion = combat.minion_of(now, side)
        if state.cards[minion].controller != seat:
            continue
        if stage == "extra" and not now["sources"][side]:
            out += [K.Modify(seat=seat, what=K.STRIKES, delta=n, minion=minion) for n in (1, 2)]
        elif stage == "damage" and any(now["damage"][side]):
            out.append(K.Modify(seat=seat, what=K.PREVENT, delta=1, minion=minion))
    return out


def _offer(state: State, seat: int, stage: Stage) -> list[C.Command]:
    if stage in ("block", "resolve"):
        return _resolve_offer(seat, in_progress(state))
    if stage == "attempt":
        return _attempt_offer(state, seat, in_progress(state))
    return _combat_offer(state, seat, stage)


_WORDS = {
    K.STEALTH: QT_TRANSLATE_NOOP("vtes", "{delta} stealth (a card's effect)"),
    K.INTERCEPT: QT_TRANSLATE_NOOP("vtes", "{delta} intercept (a card's effect)"),
    K.BLEED: QT_TRANSLATE_NOOP("vtes", "{delta} to the bleed amount (a card's effect)"),
    K.HUNT: QT_TRANSLATE_NOOP("vtes", "{delta} to the blood the hunt gains (a card's effect)"),
    K.PREVENT: QT_TRANSLATE_NOOP("vtes", "Prevent {n} damage to {minion}"),
    K.STRIKES: QT_TRANSLATE_NOOP(
        "vtes", "{n} additional strikes for {minion} this round (one card or effect a round)"
    ),
}


def _words(w: Words, cmd: K.Modify) -> Message:
    if cmd.what in (K.PREVENT, K.STRIKES):
        return _WORDS[cmd.what].with_args(n=cmd.delta, minion=w.card(cmd.minion))
    if cmd.what == K.AMOUNT:
        action = w.rules.get("action") or {}
        key = K.HUNT if action.get("kind") == K.HUNT else K.BLEED
        return _WORDS[key].with_args(delta=f"{cmd.delta:+d}")
    template = _WORDS.get(cmd.what, QT_TRANSLATE_NOOP("vtes", "{delta} (a card's effect)"))
    return template.with_args(delta=f"{cmd.delta:+d}")


SPECS = (
    CommandSpec(
        K.Modify,
        stages("block", "attempt", "resolve", "damage", "extra"),
        _effect,
        _not_now,
        _words,
        EFFECTS,
        _offer,
    ),
)
