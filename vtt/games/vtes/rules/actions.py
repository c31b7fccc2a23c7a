"""Minion actions (vtes.md §7): declaration with its checks, block attempts in the legal
order, stealth and intercept, and resolution (§7.4, §7.6, §10.2-10.3).

The action in progress is ``rules["action"]``, a :class:`.records.Action`.

A bleed may be redirected (§7.4.1 'Redirection'): once its target declined to block and the
acting Methuselah passed (its last chance to increase the bleed), the target may give it a
new target with ``vtes_redirect``; the new target may block or redirect in turn.  Blocking
reopens for a target met again [V5]; in 2018 a Methuselah who declined stays declined for
the whole action (V-BLK-05).  The pool is lost by the final target and the Edge goes to the
acting Methuselah.  Action A13 (``red_list``) is checked by :mod:`.redlist`; its success
(combat with the marked minion) is resolved here.

The card played for the action stays in the hand, shown to everybody through the action
record, until the action resolves: then it goes where it belongs (or is burned when the
action is blocked) and is replaced.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NoReturn

from ....core import commands as C
from ....core import events as E
from ....core.messages import QT_TRANSLATE_NOOP, reject
from ....core.model import Card, State
from ....core.table import card_of, move_card
from ..layout import EDGE, READY, zone
from ..seating import active_seats, prey
from . import cardinfo as ci
from . import commands as K
from . import hand, impulse, redlist, tokens
from .combat import start_combat
from .data import MINION, acted, controller, edition, mark_acted, rules
from .politics import start_referendum
from .records import Action, Impulse

_PLUS_ONE = (K.HUNT, K.EQUIP, K.EMPLOY, K.RECRUIT, K.POLITICAL, K.LEAVE_TORPOR, K.RED_LIST)
_CARD_TYPE = {
    K.EQUIP: "Equipment",
    K.EMPLOY: "Retainer",
    K.RECRUIT: "Ally",
    K.POLITICAL: "Political Action",
    K.ACTION: "Action",
}
_VAMPIRE_ONLY = (K.HUNT, K.POLITICAL, K.RESCUE, K.DIABLERIE, K.LEAVE_TORPOR, K.RED_LIST)
LEAVE_TORPOR_COST = 2
RESCUE_COST = 2


def in_progress(state: State) -> Action:
    """The action in progress, where one must be (its steps call this)."""
    action = rules(state)["action"]
    if action is None:
        raise RuntimeError("no action in progress")
    return action


def owes_hunt(state: State, seat: int) -> list[Card]:
    """Ready, unlocked vampires of ``seat`` with no blood: they must hunt (V-MIN-04)."""
    ready = state.zones[zone(seat, READY)]
    out = []
    for card_id in ready.cards:
        card = state.cards[card_id]
        if (
            card.face_up
            and not card.locked
            and card.attached_to is None
            and ci.is_vampire(card)
            and card.counters.get("blood", 0) == 0
            and K.HUNT not in acted(state, card.id)
        ):
            out.append(card)
    return out


def can_act(state: State, seat: int, card: Card) -> bool:
    """Whether ``card`` is a minion of ``seat`` that may declare an action now."""
    if card.controller != seat or card.locked or card.attached_to is not None:
        return False
    if not ci.is_minion(card) or card.id in rules(state)["recruited"]:
        return False
    return ci.in_ready(state, card) or (ci.in_torpor(state, card) and ci.is_vampire(card))


def declare_not_now(state: State, cmd: K.Act) -> NoReturn:
    """V-MIN-01/02: minions act in their controller's minion phase, one action at a time."""
    r = rules(state)
    if r["phase"] != MINION or state.turn.active != cmd.seat:
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "Minions act only in their controller's minion phase.")
        )
    raise reject(QT_TRANSLATE_NOOP("vtes", "Another action is still being resolved."))


def declare(state: State, cmd: K.Act, out: list[E.Event]) -> None:
    """``vtes_act`` (§7.2): the checks of the minion, its card and its target, then the
    action begins at its block step (a host override skips the minion's and card's)."""
    if cmd.kind not in K.ACT_KINDS:
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "There is no action called '{kind}'."), kind=cmd.kind
        )
    minion = card_of(state, cmd.minion)
    card = hand.hand_card(state, cmd.seat, cmd.card) if cmd.card is not None else None
    if not cmd.host:
        _may_act_v_min_01(state, cmd, minion)
        _hunt_first_v_min_04(state, cmd, minion)
        _vampire_only_actions(cmd, minion)
        _once_a_turn_a1_a8(state, cmd, minion)
        _card_for_the_action(state, cmd, minion, card)
    target, target_card, directed = _TARGETS.get(cmd.kind, _undirected)(state, cmd, minion, card)
    if target is not None and not 0 <= target < len(state.seats):
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "There is no Methuselah {seat} at this table."), seat=target
        )
    if directed and target is not None and state.seats[target].out:
        raise reject(QT_TRANSLATE_NOOP("vtes", "That Methuselah is out of the game."))
    _begin(state, cmd, minion, card, target, target_card, directed, out)


def _may_act_v_min_01(state: State, cmd: K.Act, minion: Card) -> None:
    """V-MIN-01: a ready, unlocked minion of yours acts (A5: not an ally recruited this
    turn); V-MIN-05: a vampire in torpor only leaves torpor (A9)."""
    mname = ci.name(minion)
    torpid = ci.in_torpor(state, minion)
    if minion.controller != cmd.seat or not (ci.in_ready(state, minion) or torpid):
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "{minion} is not a minion you control."), minion=mname
        )
    if not ci.is_minion(minion):
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "{minion} is not a minion you control."), minion=mname
        )
    if minion.locked:
        raise reject(QT_TRANSLATE_NOOP("vtes", "{minion} is locked."), minion=mname)
    if minion.id in rules(state)["recruited"]:
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "{minion} was recruited this turn and cannot act yet."),
            minion=mname,
        )
    if torpid and cmd.kind != K.LEAVE_TORPOR:
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "{minion} is in torpor: it can only leave torpor."),
            minion=mname,
        )
    if cmd.kind == K.LEAVE_TORPOR and not torpid:
        raise reject(QT_TRANSLATE_NOOP("vtes", "{minion} is not in torpor."), minion=mname)


def _hunt_first_v_min_04(state: State, cmd: K.Act, minion: Card) -> None:
    """V-MIN-04: a ready vampire with no blood hunts before any other action."""
    owing = owes_hunt(state, cmd.seat)
    if owing and not (cmd.kind == K.HUNT and minion in owing):
        raise reject(
            QT_TRANSLATE_NOOP(
                "vtes", "{minion} has no blood and must hunt before any other action."
            ),
            minion=ci.name(owing[0]),
        )


def _vampire_only_actions(cmd: K.Act, minion: Card) -> None:
    """A2, A8, A9, A10, A11, A13: actions no ally takes."""
    if cmd.kind in _VAMPIRE_ONLY and not ci.is_vampire(minion):
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "Only a vampire can take that action; {minion} is an ally."),
            minion=ci.name(minion),
        )


def _once_a_turn_a1_a8(state: State, cmd: K.Act, minion: Card) -> None:
    """A1: one bleed per minion per turn; A8: one political action per vampire per turn."""
    done = acted(state, minion.id)
    if cmd.kind == K.BLEED and K.BLEED in done:
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "{minion} has already bled this turn."),
            minion=ci.name(minion),
        )
    if cmd.kind == K.POLITICAL and K.POLITICAL in done:
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "{minion} has already taken a political action this turn."),
            minion=ci.name(minion),
        )


def _card_for_the_action(state: State, cmd: K.Act, minion: Card, card: Card | None) -> None:
    """A3-A6, A8: the card the action needs, of the right type, once a turn by name (V5),
    its level, requirements and cost; only a card gives an action stealth."""
    wanted = _CARD_TYPE.get(cmd.kind)
    if wanted and card is None:
        raise reject(QT_TRANSLATE_NOOP("vtes", "That action needs a card from your hand."))
    if card is not None:
        _card_fits(state, cmd, minion, card, wanted)
    if not 0 <= cmd.stealth <= 10 or (cmd.stealth and card is None):
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "Only a card played for the action gives it stealth.")
        )


def _card_fits(state: State, cmd: K.Act, minion: Card, card: Card, wanted: str | None) -> None:
    kinds = ci.types(card)
    if (wanted and wanted not in kinds) or (not wanted and "Action" not in kinds):
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "{card} cannot be played for that action."),
            card=ci.name(card),
        )
    if ci.name(card) in acted(state, minion.id):
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "{minion} has already played {card} this turn."),
            minion=ci.name(minion),
            card=ci.name(card),
        )
    ci.superior_ok(card, cmd.superior)
    ci.check_requirements(minion, card, cmd.superior)
    ci.check_cost(state, cmd.seat, minion, card, cmd.x)


# -- the target of each kind of action: (target seat, target card, directed) ------------------

Target = tuple[int | None, Card | None, bool]


def _undirected(state: State, cmd: K.Act, minion: Card, card: Card | None) -> Target:
    return cmd.target, None, False


def _bleed_target(state: State, cmd: K.Act, minion: Card, card: Card | None) -> Target:
    """A1: a bleed is directed at your prey."""
    target = prey(state, cmd.seat) if cmd.target is None else cmd.target
    if not cmd.host and target != prey(state, cmd.seat):
        raise reject(QT_TRANSLATE_NOOP("vtes", "A bleed targets your prey."))
    return target, None, True


def _card_target(state: State, cmd: K.Act, minion: Card, card: Card | None) -> Target:
    """A6: an action card is directed when its text targets another Methuselah or their
    cards (V-BLK-03: not when it targets only the acting Methuselah's own)."""
    if card is None or not ci.directed(card):
        return cmd.target, None, False
    target = cmd.target
    if target is None and cmd.target_card is not None:
        target = card_of(state, cmd.target_card).controller
    if target is None:
        raise reject(
            QT_TRANSLATE_NOOP(
                "vtes", "{card} is a directed action: say which Methuselah it targets."
            ),
            card=ci.name(card),
        )
    return target, None, target != cmd.seat


def _torpid_target(state: State, cmd: K.Act, minion: Card, card: Card | None) -> Target:
    """A10, A11: rescue or diablerize a vampire in torpor (directed when another
    Methuselah's); a rescue costs 2 blood between the two vampires."""
    victim = card_of(state, cmd.target_card)
    if not ci.in_torpor(state, victim) or not ci.is_vampire(victim):
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "{minion} is not a vampire in torpor."),
            minion=ci.name(victim),
        )
    if not cmd.host and cmd.kind == K.RESCUE:
        have = minion.counters.get("blood", 0) + victim.counters.get("blood", 0)
        if have < RESCUE_COST:
            raise reject(
                QT_TRANSLATE_NOOP(
                    "vtes", "Rescuing a vampire costs {n} blood; they have {have} between them."
                ),
                n=RESCUE_COST,
                have=have,
            )
    return victim.controller, victim, victim.controller != cmd.seat


def _red_list_target(state: State, cmd: K.Act, minion: Card, card: Card | None) -> Target:
    """A13: a marked Red List minion (checked by :mod:`.redlist`)."""
    target, victim = redlist.check_hunt(state, cmd, minion, not cmd.host)
    return target, victim, True


def _leave_torpor_cost(state: State, cmd: K.Act, minion: Card, card: Card | None) -> Target:
    """A9: leaving torpor costs 2 blood."""
    if not cmd.host and minion.counters.get("blood", 0) < LEAVE_TORPOR_COST:
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "Leaving torpor costs {n} blood; {minion} has {have}."),
            n=LEAVE_TORPOR_COST,
            minion=ci.name(minion),
            have=minion.counters.get("blood", 0),
        )
    return cmd.target, None, False


_TARGETS: dict[str, Callable[[State, K.Act, Card, Card | None], Target]] = {
    K.BLEED: _bleed_target,
    K.ACTION: _card_target,
    K.RESCUE: _torpid_target,
    K.DIABLERIE: _torpid_target,
    K.RED_LIST: _red_list_target,
    K.LEAVE_TORPOR: _leave_torpor_cost,
}


def _begin(
    state: State,
    cmd: K.Act,
    minion: Card,
    card: Card | None,
    target: int | None,
    target_card: Card | None,
    directed: bool,
    out: list[E.Event],
) -> None:
    """V-MIN-01: declaring locks the minion; the action starts at its block step with the
    stealth its kind gives (+1 for the undirected ones, table of §7.2)."""
    seat = cmd.seat
    stealth = cmd.stealth
    if cmd.kind in _PLUS_ONE or (cmd.kind in (K.RESCUE, K.DIABLERIE) and not directed):
        stealth += 1
    targets = [target] if directed and target is not None else []
    minion.locked = True
    ev_zone = state.zones[minion.zone]
    out.append(
        E.Locked(
            seat=seat,
            zone=ev_zone.id,
            index=ev_zone.cards.index(minion.id),
            card=minion.id,
            catalog=minion.catalog,
            locked=True,
        )
    )
    r = rules(state)
    action: Action = {
        "seat": seat,
        "minion": minion.id,
        "kind": cmd.kind,
        "card": card.id if card else None,
        "catalog": card.catalog if card else None,
        "target": target,
        "target_card": target_card.id if target_card else None,
        "directed": directed,
        "stealth": stealth,
        "intercept": 0,
        "amount": ci.bleed(minion) if cmd.kind == K.BLEED else 1,
        "x": cmd.x,
        "superior": cmd.superior,
        "stage": "block",
        "deciders": impulse.blockers_order(state, seat, targets),
        "blocker": None,
        "imp": None,
    }
    r["action"] = action
    mark_acted(state, minion.id, cmd.kind)
    if card is not None:
        mark_acted(state, minion.id, ci.name(card))
    out.append(
        E.ModuleEvent(
            seat=seat,
            key="action",
            args={
                "minion": minion.id,
                "kind": cmd.kind,
                "catalog": action["catalog"] or "",
                "target": -1 if target is None else target,
                "stealth": stealth,
            },
        )
    )
    if not action["deciders"]:
        to_resolve(state)


def to_resolve(state: State) -> None:
    action = in_progress(state)
    action["stage"] = "resolve"
    target = action["target"]
    targets = [target] if action["directed"] and target is not None else []
    action["imp"] = impulse.new_round(impulse.action_order(state, action["seat"], targets))


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
    out.append(E.ModuleEvent(seat=cmd.seat, key="block_attempt", args={"minion": minion.id}))


def modify_not_now(state: State, cmd: K.Modify) -> NoReturn:
    """V-SEQ-01..03: effects on the action come from the impulse holder."""
    if rules(state)["action"] is None:
        raise reject(QT_TRANSLATE_NOOP("vtes", "There is no action to modify now."))
    raise reject(
        QT_TRANSLATE_NOOP(
            "vtes", "Wait for the impulse: it is another Methuselah's turn to play effects."
        )
    )


def modify(state: State, cmd: K.Modify, out: list[E.Event]) -> None:
    """A number changed by a card the player applies by hand (V-STL-03 'only when needed');
    the effect gives the impulse back to the acting Methuselah (V-SEQ-03)."""
    action = rules(state)["action"]
    if action is None:
        modify_not_now(state, cmd)
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
    if action["stage"] == "attempt":
        _attempt_resolves(state, out, seat)
    else:
        succeed(state, out, seat)


def _attempt_resolves(state: State, out: list[E.Event], actor: int) -> None:
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
                "minion": blocker.id,
                "stealth": action["stealth"],
                "intercept": action["intercept"],
            },
        )
    )
    action["stage"], action["blocker"], action["intercept"], action["imp"] = "block", None, 0, None


def _card(state: State, card_id: int | None) -> Card | None:
    return state.cards.get(card_id) if card_id is not None else None


def _blocker(action: Action) -> int:
    if action["blocker"] is None:
        raise RuntimeError("no block attempted")
    return action["blocker"]


def _round(action: Action) -> Impulse:
    """The priority round of the attempt or resolve stage."""
    if action["imp"] is None:
        raise RuntimeError("the action has no priority round at its block stage")
    return action["imp"]


def blocked(state: State, blocker: Card, out: list[E.Event], actor: int) -> None:
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
                "minion": blocker.id,
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
            seat=actor,
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


def succeed(state: State, out: list[E.Event], actor: int) -> None:
    """V-RES-01: pay the cost now and apply the action's effect."""
    r = rules(state)
    action = in_progress(state)
    r["action"] = None
    seat, kind = action["seat"], action["kind"]
    minion = state.cards.get(action["minion"])
    card = state.cards.get(action["card"]) if action["card"] is not None else None
    if minion is None:
        return
    if card is not None:
        pool, blood = ci.cost(card, action["x"])
        tokens.add_pool(state, seat, -pool, out, actor)
        if blood:
            tokens.add_counter(state, minion, "blood", -blood, out, actor)
    out.append(
        E.ModuleEvent(seat=actor, key="action_succeeded", args={"minion": minion.id, "kind": kind})
    )
    _SUCCESS.get(kind, _card_used_up)(state, action, minion, card, out, actor)


def _bleed_succeeds(
    state: State, action: Action, minion: Card, card: Card | None, out: list[E.Event], actor: int
) -> None:
    """A1: the target loses the amount in pool; the acting Methuselah takes the Edge."""
    seat, target = action["seat"], action["target"]
    if card is not None:
        hand.play_to_ash(state, seat, card, out)
    if action["amount"] >= 1 and target is not None and not state.seats[target].out:
        tokens.add_pool(state, target, -action["amount"], out, actor)
        if state.tokens[EDGE].holder != seat:
            state.tokens[EDGE].holder = seat
            out.append(E.TokenPassed(seat=actor, token=EDGE, to=seat))


def _hunt_succeeds(
    state: State, action: Action, minion: Card, card: Card | None, out: list[E.Event], actor: int
) -> None:
    """A2: the vampire gains the amount in blood from the bank, up to its capacity."""
    if card is not None:
        hand.play_to_ash(state, action["seat"], card, out)
    gain = max(0, min(action["amount"], ci.capacity(minion) - minion.counters.get("blood", 0)))
    if gain:
        tokens.add_counter(state, minion, "blood", gain, out, actor)


def _card_into_play(
    state: State, action: Action, minion: Card, card: Card | None, out: list[E.Event], actor: int
) -> None:
    """A3a, A4, A5: the equipment, retainer or ally comes into play."""
    if card is not None:
        _bring_into_play(state, action["seat"], minion, card, action["kind"], out)


def _leave_torpor_succeeds(
    state: State, action: Action, minion: Card, card: Card | None, out: list[E.Event], actor: int
) -> None:
    """A9: pay 2 blood and go back to the ready region."""
    tokens.add_counter(state, minion, "blood", -LEAVE_TORPOR_COST, out, actor)
    _to_ready(state, minion, out, actor)


def _rescue_succeeds(
    state: State, action: Action, minion: Card, card: Card | None, out: list[E.Event], actor: int
) -> None:
    """A10: 2 blood, the rescuer's first, and the rescued vampire is ready again."""
    victim = _card(state, action["target_card"])
    if victim is not None and ci.in_torpor(state, victim):
        own = min(RESCUE_COST, minion.counters.get("blood", 0))
        tokens.add_counter(state, minion, "blood", -own, out, actor)
        tokens.add_counter(state, victim, "blood", -(RESCUE_COST - own), out, actor)
        _to_ready(state, victim, out, actor)


def _diablerie_succeeds(
    state: State, action: Action, minion: Card, card: Card | None, out: list[E.Event], actor: int
) -> None:
    """A11: the diablerie of §10.3, if the victim is still in torpor."""
    victim = _card(state, action["target_card"])
    if victim is not None and ci.in_torpor(state, victim):
        _diablerie(state, minion, victim, out, actor, action["directed"])


def _card_used_up(
    state: State, action: Action, minion: Card, card: Card | None, out: list[E.Event], actor: int
) -> None:
    """A6, A8: action and political action cards go to the ash heap; a political action
    calls its referendum (V-POL-02)."""
    if card is not None:
        hand.play_to_ash(state, action["seat"], card, out)
    if action["kind"] == K.POLITICAL:
        start_referendum(
            state, action["seat"], minion.id, called_by_card=card is not None, out=out, actor=actor
        )


def _red_list_hunt_succeeds(
    state: State, action: Action, vampire: Card, card: Card | None, out: list[E.Event], actor: int
) -> None:
    """A13 succeeds: pay 1 blood, then combat with the marked minion if both are ready."""
    prey = _card(state, action["target_card"])
    if vampire.counters.get("blood", 0) < redlist.HUNT_COST:
        return  # the cost can no longer be paid: no effect
    tokens.add_counter(state, vampire, "blood", -redlist.HUNT_COST, out, actor)
    if (
        prey is not None
        and ci.in_ready(state, prey)
        and ci.in_ready(state, vampire)
        and prey.controller != vampire.controller
    ):
        start_combat(state, vampire, prey, out, actor)


Success = Callable[[State, Action, Card, "Card | None", list[E.Event], int], None]
_SUCCESS: dict[str, Success] = {
    K.BLEED: _bleed_succeeds,
    K.HUNT: _hunt_succeeds,
    K.EQUIP: _card_into_play,
    K.EMPLOY: _card_into_play,
    K.RECRUIT: _card_into_play,
    K.LEAVE_TORPOR: _leave_torpor_succeeds,
    K.RESCUE: _rescue_succeeds,
    K.DIABLERIE: _diablerie_succeeds,
    K.RED_LIST: _red_list_hunt_succeeds,
}


def _to_ready(state: State, vampire: Card, out: list[E.Event], actor: int) -> None:
    ready = state.zones[zone(controller(vampire), READY)]
    out.append(move_card(state, vampire, ready, seat=actor))


def _bring_into_play(
    state: State, seat: int, minion: Card, card: Card, kind: str, out: list[E.Event]
) -> None:
    ready = state.zones[zone(seat, READY)]
    if kind == K.RECRUIT:
        out.append(move_card(state, card, ready, face_up=True, seat=seat))
        rules(state)["recruited"].append(card.id)
    else:
        out.append(
            move_card(state, card, ready, face_up=True, x=minion.x + 8, y=minion.y + 14, seat=seat)
        )
        card.attached_to = minion.id
    if kind in (K.RECRUIT, K.EMPLOY):
        tokens.set_counter(state, card, "life", ci.printed_life(card), out, seat)
    hand.replace(state, seat, out)


def _diablerie(
    state: State, diablerist: Card, victim: Card, out: list[E.Event], actor: int, directed: bool
) -> None:
    """§10.3 steps 1, 3 and 5: the blood moves over (excess to the bank), the victim burns,
    a Red List victim of a directed diablerie entitles the diablerist to a trophy; then the
    blood hunt referendum (§10.4).  Equipment and the Discipline card are taken by hand."""
    red = directed and redlist.is_red_list(state, victim)
    blood = victim.counters.get("blood", 0)
    tokens.set_counter(state, victim, "blood", 0, out, actor)
    room = max(0, ci.capacity(diablerist) - diablerist.counters.get("blood", 0))
    if min(blood, room):
        tokens.add_counter(state, diablerist, "blood", min(blood, room), out, actor)
    hand.burn(state, victim, out, actor)
    out.append(E.ModuleEvent(seat=actor, key="diablerie", args={"minion": diablerist.id}))
    if red:
        redlist.entitle_trophy(state, diablerist, victim, out, actor)
    start_referendum(
        state,
        controller(diablerist),
        diablerist.id,
        called_by_card=False,
        out=out,
        actor=actor,
        blood_hunt=True,
    )


def redirect_not_now(state: State, cmd: K.Redirect) -> NoReturn:
    """§7.4.1: only the target of a bleed, holding the impulse at its resolution step."""
    action = rules(state)["action"]
    if action is None or action["kind"] != K.BLEED:
        raise reject(QT_TRANSLATE_NOOP("vtes", "Only a bleed in progress can be redirected."))
    raise reject(
        QT_TRANSLATE_NOOP(
            "vtes",
            "The bled Methuselah redirects a bleed after declining to block, once the acting Methuselah has had a last chance to increase it.",  # noqa: E501
        )
    )


def redirect(state: State, cmd: K.Redirect, out: list[E.Event]) -> None:
    """§7.4.1 'Redirection': the bled Methuselah, holding the impulse after the acting one
    passed, gives the bleed a new target, who may block it (V-BLK-05)."""
    action = rules(state)["action"]
    if (
        action is None
        or action["kind"] != K.BLEED
        or (not cmd.host and action["target"] != cmd.seat)
    ):
        redirect_not_now(state, cmd)
    new = cmd.target
    if not 0 <= new < len(state.seats):
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "There is no Methuselah {seat} at this table."), seat=new
        )
    if state.seats[new].out:
        raise reject(QT_TRANSLATE_NOOP("vtes", "That Methuselah is out of the game."))
    if new == action["seat"]:
        raise reject(QT_TRANSLATE_NOOP("vtes", "A bleed never targets the acting Methuselah."))
    if new == action["target"]:
        raise reject(QT_TRANSLATE_NOOP("vtes", "The bleed already targets that Methuselah."))
    action.setdefault("targets", [action["target"]]).append(new)
    action["target"] = new
    deciders = impulse.blockers_order(state, action["seat"], [new])
    if edition(state) == "2018":
        deciders = [s for s in deciders if s not in action.get("declined", [])]
    action["stage"], action["deciders"], action["blocker"] = "block", deciders, None
    action["intercept"], action["imp"] = 0, None
    out.append(
        E.ModuleEvent(seat=cmd.seat, key="redirected", args={"seat": cmd.seat, "target": new})
    )
    if not deciders:
        to_resolve(state)


# -- the choices of an action step ---------------------------------------------------------


def choices(state: State, seat: int) -> list[C.Command]:
    """The choices of ``seat`` at the action's step: pass, a block with each minion able to
    block, +1 stealth or intercept when needed, +/-1 on a bleed or hunt, a redirection."""
    action = in_progress(state)
    out: list[C.Command] = [K.Pass(seat=seat)]
    if action["stage"] == "block":
        for minion in ci.ready_minions(state, seat):
            if may_block_with(state, seat, minion):
                out.append(K.Block(seat=seat, minion=minion.id))
    elif action["stage"] == "attempt":
        if seat == action["seat"] and action["intercept"] >= action["stealth"]:
            out.append(K.Modify(seat=seat, what=K.STEALTH, delta=1))
        blocker = state.cards.get(action["blocker"]) if action["blocker"] is not None else None
        if (
            blocker is not None
            and blocker.controller == seat
            and action["stealth"] > action["intercept"]
        ):
            out.append(K.Modify(seat=seat, what=K.INTERCEPT, delta=1))
    elif action["kind"] in (K.BLEED, K.HUNT):
        out.append(K.Modify(seat=seat, what=K.AMOUNT, delta=1 if seat == action["seat"] else -1))
        if action["kind"] == K.BLEED and seat == action["target"]:
            out += [
                K.Redirect(seat=seat, target=t)
                for t in active_seats(state)
                if t not in (seat, action["seat"])
            ]
    return out
