"""A blocked action that may go on after its combat (Form of Mist at superior: "after combat
ends, if this vampire was blocked, they can burn 1 blood to continue the action with +1
stealth as if unblocked").

When a block starts a combat, :func:`hold` keeps the action aside (``rules["held_action"]``,
:class:`...records.HeldAction`): the action record with its lasting terms and the records of
the cards played in it; the action's card stays in its Methuselah's hand.  When the combat
ends (:func:`after_combat`), an acting vampire that played Form of Mist at superior in it
(:class:`ContinueIfBlocked` marks the action) and is still ready is asked whether it burns
1 blood to go on (:mod:`...asks`, ``mi_continue``): the action is then back at its block
step with +1 stealth, the minions that blocked it barred from blocking it again.  Otherwise
the blocked action ends as every blocked action does: its card is burned.
"""

from __future__ import annotations

from ......core import events as E
from ......core.messages import QT_TRANSLATE_NOOP, Message
from ......core.model import State
from ... import asks, hand, impulse, tokens
from ... import cardinfo as ci
from ...data import rules, zone_of
from ...records import Action, Ask, HeldAction
from ...wording import Words
from ..log import texts
from ..steps import Ctx, Step, kind

#: Form of Mist's catalogue id (the card whose text this is)
_MIST = "vtes:100771"
#: the question put to the acting Methuselah when the combat ends
ASK = "mi_continue"
#: the answers: go on (burning 1 blood) or let the action end
GO_ON, END = 1, 0

texts(
    {
        "mi_continues": QT_TRANSLATE_NOOP(
            "vtes",
            "As {cause} says: {minion} burns 1 blood and continues the action with +1 stealth"
            " ({stealth}).",
        ),
    }
)


def hold(state: State, action: Action) -> None:
    """A block has just started a combat: keep ``action`` and its cards' records aside until
    the combat ends (the records of the action's scope would be dropped meanwhile)."""
    r = rules(state)
    kept = [p.copy() for p in r.get("played", []) if p["scope"] == "action"]
    r["held_action"] = {"action": action, "played": kept, "turn": r["turns"]}


def after_combat(state: State, out: list[E.Event]) -> None:
    """The combat is over: ask the acting Methuselah whether a vampire that played Form of
    Mist at superior goes on with its blocked action, or end that action (its card burned)."""
    held = rules(state).get("held_action")
    if held is None:
        return
    action = held["action"]
    if held.get("mist") and _may_go_on(state, action):
        asks.push(state, action["seat"], ASK, _MIST, action["seat"], card=action["minion"])
        return
    end_held(state, out)


def end_held(state: State, out: list[E.Event]) -> None:
    """The blocked action kept aside ends: its card, still in the hand, is burned."""
    held = rules(state).pop("held_action", None)
    if held is None:
        return
    action = held["action"]
    card = state.cards.get(action["card"]) if action["card"] is not None else None
    if card is not None and card.id in zone_of(state, action["seat"], "hand").cards:
        hand.play_to_ash(state, action["seat"], card, out)


def _may_go_on(state: State, action: Action) -> bool:
    r = rules(state)
    held = r.get("held_action")
    minion = state.cards.get(action["minion"])
    return (
        held is not None
        and held["turn"] == r["turns"]
        and r["action"] is None
        and r["combat"] is None
        and minion is not None
        and not state.seats[action["seat"]].out
        and ci.in_ready(state, minion)
        and minion.counters.get("blood", 0) >= 1
    )


# -- the question: go on, burning 1 blood, or let the action end -----------------------------


def _answers(state: State, ask: Ask) -> list[tuple[int, int | None]]:
    held = rules(state).get("held_action")
    if held is None:
        return []
    if _may_go_on(state, held["action"]):
        return [(GO_ON, None), (END, None)]
    return [(END, None)]


def _apply(state: State, ask: Ask, choice: int, card: int | None, out: list[E.Event]) -> None:
    held = rules(state).get("held_action")
    if held is None:
        return
    if choice != GO_ON or not _may_go_on(state, held["action"]):
        end_held(state, out)
        return
    _go_on(state, out)


def _go_on(state: State, out: list[E.Event]) -> None:
    """Burn 1 blood; the action is back at its block step with +1 stealth, as if unblocked:
    its blockers may not block it again; the Methuselahs who may block decide anew."""
    from ...actions import targeted, to_block  # the engine imports the kinds

    r = rules(state)
    held = r.pop("held_action")
    action = held["action"]
    minion = state.cards[action["minion"]]
    tokens.add_counter(state, minion, "blood", -1, out, action["seat"], "fx_blood", cause=_MIST)
    barred = action.get("blocked_by", [])
    if action["blocker"] is not None and action["blocker"] not in barred:
        barred = [*barred, action["blocker"]]
    action["blocked_by"] = barred
    action["stealth"] += 1
    action["deciders"] = impulse.blockers_order(state, action["seat"], targeted(action))
    action.pop("declined", None)
    r["action"] = action
    r.setdefault("played", []).extend(held["played"])
    out.append(
        E.ModuleEvent(
            seat=action["seat"],
            key="mi_continues",
            args={"cause": _MIST, "minion": minion.catalog or "", "stealth": action["stealth"]},
        )
    )
    to_block(state)


def _words(w: Words, ask: Ask, choice: int, card: int | None) -> Message:
    if choice == GO_ON:
        return QT_TRANSLATE_NOOP(
            "vtes", "{minion} burns 1 blood and continues the action with +1 stealth"
        ).with_args(minion=w.card(ask.get("card")))
    return QT_TRANSLATE_NOOP("vtes", "Let the blocked action end")


asks.kind(ASK, asks.AskKind(_answers, _apply, _words))


# -- the step of the card ----------------------------------------------------------------------


def _held_of(ctx: Ctx) -> HeldAction | None:
    """The blocked action of the vampire playing the card, whose combat is under way."""
    held = rules(ctx.state).get("held_action")
    if held is None or ctx.minion is None or held["action"]["minion"] != ctx.minion.id:
        return None
    if rules(ctx.state)["combat"] is None:
        return None
    return held


@kind
class ContinueIfBlocked(Step, frozen=True, tag="mi_continue_if_blocked"):
    """Form of Mist at superior: if the vampire playing it was blocked, its action may go on
    once the combat ends (:func:`after_combat`); one such card each action."""

    def can(self, ctx: Ctx) -> Message | None:
        held = _held_of(ctx)
        if held is not None and held["action"].get("mist") and ctx.minion is not None:
            return QT_TRANSLATE_NOOP(
                "vtes", "{minion} can play only one {card} at superior each action."
            ).with_args(minion=ci.name(ctx.minion), card=ci.name(ctx.card))
        return None

    def apply(self, ctx: Ctx) -> None:
        held = _held_of(ctx)
        if held is not None:  # played in the combat of its block: once each action
            held["action"]["mist"] = held["mist"] = True

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes",
            "if blocked, after combat: may burn 1 blood to continue the action with +1 stealth",
        )
