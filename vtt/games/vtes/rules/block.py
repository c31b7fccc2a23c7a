"""Blocking an action (vtes.md §7.3-7.4): the Methuselahs who may block decide in the legal
order, a block attempt compares intercept with stealth once both sides pass (V-STL-03),
and a blocked action ends in combat between the blocker and the acting minion (V-RES-02).
``vtes_pass`` during an action lands here too (:func:`pass_action`): declining to block,
or giving up the impulse at the attempt or resolution step.
"""

from __future__ import annotations

from typing import NoReturn

from ....core import commands as C
from ....core import events as E
from ....core.messages import QT_TRANSLATE_NOOP, Message, reject
from ....core.model import Card, State
from ....core.table import card_of
from . import cardinfo as ci
from . import commands as K
from . import hand, impulse
from .actions import in_progress, to_resolve
from .combat import start_combat
from .data import rules
from .records import Action, Impulse
from .resolve import succeed
from .spec import CommandSpec, Stage, events, stages
from .wording import Words


def may_block_with(state: State, seat: int, card: Card) -> bool:
    """A ready, unlocked minion of ``seat`` (V-BLK, §20.4)."""
    return (
        card.controller == seat
        and not card.locked
        and card.attached_to is None
        and ci.is_minion(card)
        and ci.in_ready(state, card)
    )


def block_not_now(state: State, cmd: K.Block) -> NoReturn:
    """V-BLK-01/02: the blocking Methuselahs decide in turn while the action is declared."""
    action = rules(state)["action"]
    if action is None or action["stage"] != "block":
        raise reject(QT_TRANSLATE_NOOP("vtes", "There is no action to block now."))
    raise reject(QT_TRANSLATE_NOOP("vtes", "You may not attempt to block now."))


def block(state: State, cmd: K.Block, out: list[E.Event]) -> None:
    action = rules(state)["action"]
    if action is None or action["stage"] != "block":
        block_not_now(state, cmd)
    minion = card_of(state, cmd.minion)
    if not may_block_with(state, cmd.seat, minion):
        raise reject(
            QT_TRANSLATE_NOOP(
                "vtes", "{minion} cannot block: only your ready, unlocked minions can."
            ),
            minion=ci.name(minion),
        )
    action["stage"] = "attempt"
    action["blocker"] = minion.id
    action["intercept"] = 0
    action["imp"] = impulse.new_round([action["seat"], cmd.seat])
    out.append(
        E.ModuleEvent(
            seat=cmd.seat,
            key="block_attempt",
            args={"seat": cmd.seat, "minion": minion.catalog or ""},
        )
    )


def pass_action(state: State, seat: int, out: list[E.Event]) -> None:
    """``vtes_pass`` during an action: decline to block, or give up the impulse."""
    action = in_progress(state)
    if action["stage"] == "block":
        action.setdefault("declined", []).append(action["deciders"].pop(0))
        out.append(E.ModuleEvent(seat=seat, key="no_block", args={"seat": seat}))
        if not action["deciders"]:
            to_resolve(state)
        return
    if not impulse.passed(_round(action)):
        return
    if action["stage"] == "attempt":  # the outcome is the rules' step, not the last passer's
        _attempt_resolves(state, out, None)
    else:
        succeed(state, out)


def _attempt_resolves(state: State, out: list[E.Event], actor: int | None) -> None:
    action = in_progress(state)
    blocker = state.cards[_blocker(action)]
    if action["intercept"] >= action["stealth"]:
        blocked(state, blocker, out, actor)
        return
    out.append(
        E.ModuleEvent(
            seat=actor,
            key="block_failed",
            args={
                "minion": blocker.catalog or "",
                "stealth": action["stealth"],
                "intercept": action["intercept"],
            },
        )
    )
    action["stage"], action["blocker"], action["intercept"], action["imp"] = "block", None, 0, None


def _blocker(action: Action) -> int:
    if action["blocker"] is None:
        raise RuntimeError("no block attempted")
    return action["blocker"]


def _round(action: Action) -> Impulse:
    """The priority round of the attempt or resolve stage."""
    if action["imp"] is None:
        raise RuntimeError("the action has no priority round at its block stage")
    return action["imp"]


def blocked(state: State, blocker: Card, out: list[E.Event], actor: int | None) -> None:
    """V-RES-02: no effect, no cost; the card played for it is burned; the blocker locks
    and enters combat with the acting minion (not after leave torpor)."""
    r = rules(state)
    action = in_progress(state)
    r["action"] = None
    out.append(
        E.ModuleEvent(
            seat=actor,
            key="blocked",
            args={
                "minion": blocker.catalog or "",
                "stealth": action["stealth"],
                "intercept": action["intercept"],
            },
        )
    )
    if action["card"] is not None and action["card"] in state.cards:
        hand.play_to_ash(state, action["seat"], state.cards[action["card"]], out)
    blocker.locked = True
    bzone = state.zones[blocker.zone]
    out.append(
        E.Locked(
            seat=blocker.controller,
            zone=bzone.id,
            index=bzone.cards.index(blocker.id),
            card=blocker.id,
            catalog=blocker.catalog,
            locked=True,
        )
    )
    acting = state.cards.get(action["minion"])
    if action["kind"] != K.LEAVE_TORPOR and acting is not None and ci.in_ready(state, acting):
        start_combat(state, acting, blocker, out, actor)


# -- the command ---------------------------------------------------------------------------


def _offer(state: State, seat: int, stage: Stage) -> list[C.Command]:
    """A block with each minion of ``seat`` able to block."""
    return [
        K.Block(seat=seat, minion=minion.id)
        for minion in ci.ready_minions(state, seat)
        if may_block_with(state, seat, minion)
    ]


def _words(w: Words, cmd: K.Block) -> Message:
    return QT_TRANSLATE_NOOP("vtes", "Block with {minion}").with_args(minion=w.card(cmd.minion))


SPECS = (
    CommandSpec(
        K.Block,
        stages("block"),
        events(block),
        block_not_now,
        _words,
        QT_TRANSLATE_NOOP("vtes", "Block the action"),
        _offer,
    ),
)
