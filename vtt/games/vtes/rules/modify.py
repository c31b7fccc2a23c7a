"""``vtes_modify``: a number a card changes, applied by the player who played the ``card``
that gives it (vtes.md §7.6; the card is checked by :mod:`.sources`).  During an action:
stealth and intercept while a block is attempted, only when needed (V-STL-03), and the
bleed's or hunt's amount (from the announcement on, the acting Methuselah first: V-SEQ-01);
in combat (:mod:`.combat`): damage
prevented and additional strikes.  The effect gives the impulse back to the acting
Methuselah (V-SEQ-03).  Listed for each card that gives it (played now, or in play on the
minion concerned), with the number the card gives.
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
from . import grants as G
from .actions import in_progress
from .data import rules
from .records import Action
from .sources import bound, concerned, granted, sources
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
    # a sanity bound, not a rule: a bleed reduced to 0 may drop by more than 10 (a bleed
    # of 19 after many Haqim's Law: Retribution, then Visions of Zapathasura at superior)
    if cmd.delta == 0 or abs(cmd.delta) > 99:
        raise reject(QT_TRANSLATE_NOOP("vtes", "Change a number by 1 to 99."))
    _MODIFIERS.get(cmd.what, _not_an_action_number)(state, cmd, action)
    if action["imp"] is not None:
        impulse.used(action["imp"])
    out.append(
        E.ModuleEvent(
            seat=cmd.seat,
            key="modified",
            args={"seat": cmd.seat, "what": cmd.what, "delta": f"{cmd.delta:+d}"},
        )
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


def _with_cards(
    state: State, seat: int, what: str, effect: str, sign: int, minion: int | None = None
) -> list[C.Command]:
    """A ``vtes_modify`` for each card ``seat`` may name for ``effect``, with its number."""
    probe = K.Modify(seat=seat, what=what, minion=minion)
    target = concerned(state, probe)
    return [
        K.Modify(
            seat=seat, what=what, delta=sign * granted(state, c)[effect], minion=minion, card=c
        )
        for c in sources(state, seat, effect, target)
        if granted(state, c)[effect] > 0
    ]


def _attempt_offer(state: State, seat: int, action: Action) -> list[C.Command]:
    """Stealth for the acting Methuselah, intercept for the blocker, when needed."""
    out: list[C.Command] = []
    if seat == action["seat"] and action["intercept"] >= action["stealth"]:
        out += _with_cards(state, seat, K.STEALTH, G.STEALTH, 1)
    blocker = state.cards.get(action["blocker"]) if action["blocker"] is not None else None
    if (
        blocker is not None
        and blocker.controller == seat
        and action["stealth"] > action["intercept"]
    ):
        out += _with_cards(state, seat, K.INTERCEPT, G.INTERCEPT, 1)
    return out


def _resolve_offer(state: State, seat: int, action: Action) -> list[C.Command]:
    """More on a bleed or hunt for the acting Methuselah, less for the others."""
    if action["kind"] not in (K.BLEED, K.HUNT):
        return []
    if seat == action["seat"]:
        return _with_cards(state, seat, K.AMOUNT, G.AMOUNT, 1)
    return _with_cards(state, seat, K.AMOUNT, G.REDUCE, -1)


def _combat_offer(state: State, seat: int, stage: Stage) -> list[C.Command]:
    """Prevention for a damaged minion of ``seat``; additional strikes for one of its
    minions with no source of them this round."""
    now = rules(state)["combat"]
    if now is None:
        return []
    out: list[C.Command] = []
    for side in combat.SIDES:
        minion = combat.minion_of(now, side)
        if state.cards[minion].controller != seat:
            continue
        if stage == "extra" and not now["sources"][side]:
            out += _with_cards(state, seat, K.STRIKES, G.STRIKES, 1, minion)
            out += _later_strikes(state, seat, minion, out)
        elif stage == "damage" and any(now["damage"][side]):
            out += _with_cards(state, seat, K.PREVENT, G.PREVENT, 1, minion)
    return out


def _later_strikes(
    state: State, seat: int, minion: int, offered: list[C.Command]
) -> list[C.Command]:
    """Additional strikes a card played earlier in the round gives now ("Strike: dodge,
    with 1 additional strike")."""
    named = {getattr(c, "card", None) for c in offered}
    return [
        K.Modify(seat=seat, what=K.STRIKES, delta=1, minion=minion, card=c)
        for c in combat.later_sources(state, seat, G.STRIKES, state.cards[minion])
        if c not in named
    ]


def _offer(state: State, seat: int, stage: Stage) -> list[C.Command]:
    if stage in ("block", "resolve"):
        return _resolve_offer(state, seat, in_progress(state))
    if stage == "attempt":
        return _attempt_offer(state, seat, in_progress(state))
    return _combat_offer(state, seat, stage)


_WORDS = {
    K.STEALTH: QT_TRANSLATE_NOOP("vtes", "{delta} stealth, as {card} says"),
    K.INTERCEPT: QT_TRANSLATE_NOOP("vtes", "{delta} intercept, as {card} says"),
    K.BLEED: QT_TRANSLATE_NOOP("vtes", "{delta} to the bleed amount, as {card} says"),
    K.HUNT: QT_TRANSLATE_NOOP("vtes", "{delta} to the blood the hunt gains, as {card} says"),
    K.PREVENT: QT_TRANSLATE_NOOP("vtes", "Prevent {n} damage to {minion}, as {card} says"),
    K.STRIKES: QT_TRANSLATE_NOOP(
        "vtes", "{n} additional strikes for {minion} this round, as {card} says"
    ),
}


def _words(w: Words, cmd: K.Modify) -> Message:
    card = w.card(cmd.card) if cmd.card is not None else "?"
    if cmd.what in (K.PREVENT, K.STRIKES):
        return _WORDS[cmd.what].with_args(n=cmd.delta, minion=w.card(cmd.minion), card=card)
    if cmd.what == K.AMOUNT:
        action = w.rules.get("action") or {}
        key = K.HUNT if action.get("kind") == K.HUNT else K.BLEED
        return _WORDS[key].with_args(delta=f"{cmd.delta:+d}", card=card)
    template = _WORDS.get(cmd.what, QT_TRANSLATE_NOOP("vtes", "{delta}, as {card} says"))
    return template.with_args(delta=f"{cmd.delta:+d}", card=card)


_STAGES = stages("block", "attempt", "resolve", "damage", "extra")
SPECS = (
    CommandSpec(
        K.Modify,
        _STAGES,
        combat.with_later(bound(_effect, _not_now), G.STRIKES),
        _not_now,
        _words,
        EFFECTS,
        _offer,
        # the player of a card applies it even when the impulse has moved on (:mod:`.sources`)
        anyone=_STAGES,
        offered=stages("block", "attempt", "resolve", "damage", "extra"),
    ),
)
