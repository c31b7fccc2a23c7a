"""Blocking an action (vtes.md §7.3-7.5, V-BLK-07): while no block is attempted the impulse
goes round from the acting Methuselah (:func:`.actions.to_block`), and a Methuselah who may
block attempts it or declines when it holds the impulse; a block attempt is a priority
round of its own, whose stealth and intercept are compared once everybody passes
(V-STL-03); a blocked action ends in combat between the blocker and the acting minion
(V-RES-02), or, for a blocked leave-torpor action, in the blocking vampire's choice to
diablerize the acting one (003 'Salir del letargo', 2018 §6.5.2).  ``vtes_pass`` during an
action lands here too (:func:`pass_action`): declining to block, or giving up the impulse.
"""

from __future__ import annotations

from typing import NoReturn

from ....core import commands as C
from ....core import events as E
from ....core.messages import QT_TRANSLATE_NOOP, Message, Rejected, reject
from ....core.model import Card, State
from ....core.table import card_of
from . import cardinfo as ci
from . import commands as K
from . import hand, impulse, tokens
from .actions import in_progress, targeted, to_block, to_resolve
from .combat import start_combat
from .data import rules, zone_of
from .effects import standing
from .effects.kinds import action_modifiers as modifiers
from .effects.kinds import mist as held_action
from .effects.kinds.masters_b import rebels_block, warsaw_unlocks
from .effects.kinds.reactions import awake, carry_into_combat
from .effects.moments import note_success
from .records import Action, Impulse
from .resolve import diablerize, succeed
from .spec import CommandSpec, Stage, events, stages
from .wording import Words


def may_block_with(state: State, seat: int, card: Card) -> bool:
    """A ready, unlocked minion of ``seat`` (V-BLK, §20.4), or a locked one a card woke for
    this action (On the Qui Vive, Eyes of Argus: :func:`.effects.kinds.reactions.awake`)."""
    return (
        card.controller == seat
        and (not card.locked or awake(state, card))
        and card.attached_to is None
        and ci.is_minion(card)
        and ci.in_ready(state, card)
    )


def block_not_now(state: State, cmd: K.Block) -> NoReturn:
    """V-BLK-01/02: the blocking Methuselahs decide when they hold the impulse, while no
    other block is attempted."""
    action = rules(state)["action"]
    if action is None or action["stage"] != "block":
        raise reject(QT_TRANSLATE_NOOP("vtes", "There is no action to block now."))
    raise reject(QT_TRANSLATE_NOOP("vtes", "You may not attempt to block now."))


def may_still_block(action: Action, seat: int) -> bool:
    """Whether ``seat`` may still attempt to block (V-BLK-05: a decline is final)."""
    return seat in action["deciders"]


def block(state: State, cmd: K.Block, out: list[E.Event]) -> None:
    action = rules(state)["action"]
    if action is None or action["stage"] != "block":
        block_not_now(state, cmd)
    if not cmd.host and not may_still_block(action, cmd.seat):
        block_not_now(state, cmd)
    minion = card_of(state, cmd.minion)
    if not may_block_with(state, cmd.seat, minion):
        raise reject(
            QT_TRANSLATE_NOOP(
                "vtes", "{minion} cannot block: only your ready, unlocked minions can."
            ),
            minion=ci.name(minion),
        )
    barred = modifiers.cannot_block(state, minion) or _blocked_before(action, minion)
    if barred is not None and not cmd.host:
        raise Rejected(barred)
    _block_toll(state, cmd.seat, out)
    action["stage"] = "attempt"
    action["blocker"] = minion.id
    action["intercept"] = standing.bonus(state, minion, "intercept")
    modifiers.on_block(state, minion, out, cmd.seat)  # the terms action modifiers set
    # V-BLK-07 B: priority runs as usual, the acting Methuselah first
    action["imp"] = impulse.new_round(impulse.action_order(state, action["seat"], targeted(action)))
    out.append(
        E.ModuleEvent(
            seat=cmd.seat,
            key="block_attempt",
            args={"seat": cmd.seat, "minion": minion.catalog or ""},
        )
    )


def _blocked_before(action: Action, minion: Card) -> Message | None:
    """A minion that blocked an action cannot block it again, once it goes on after its
    combat (Form of Mist)."""
    if minion.id not in action.get("blocked_by", []):
        return None
    return QT_TRANSLATE_NOOP("vtes", "{minion} already blocked this action.").with_args(
        minion=ci.name(minion)
    )


def _block_toll(state: State, seat: int, out: list[E.Event]) -> None:
    """The library cards a blocking Methuselah burns to attempt the block, as the cards in
    play say ("minions must burn the top card of their library to attempt to block wraith
    or zombie allies"): the sum of their ``block_toll`` (:func:`.effects.standing.bonus`)."""
    toll = sum(
        standing.bonus(state, card, "block_toll")
        for s in state.seats
        for card in ci.ready_minions(state, s.index)
    )
    if toll <= 0:
        return
    library = zone_of(state, seat, "deck")
    if library is None or len(library.cards) < toll:
        raise reject(
            QT_TRANSLATE_NOOP(
                "vtes",
                "Blocking this minion burns the top card of your library, and it has too few.",
            )
        )
    for card_id in list(library.cards[:toll]):
        hand.burn(state, state.cards[card_id], out, seat)


def _blood_when_blocked(state: State, acting: Card, out: list[E.Event], actor: int | None) -> None:
    """The blood a blocked minion's text makes it burn before the block resolves
    (``blood_when_blocked``, :func:`.effects.standing.bonus`)."""
    n = min(standing.bonus(state, acting, "blood_when_blocked"), acting.counters.get("blood", 0))
    if n > 0:
        tokens.add_counter(
            state, acting, "blood", -n, out, actor, "fx_blood", cause=acting.catalog or ""
        )


def pass_action(state: State, seat: int, out: list[E.Event]) -> None:
    """``vtes_pass`` during an action: give up the impulse; at the block step a Methuselah
    who may still block declines for good (V-BLK-07 A3); after a blocked leave-torpor
    action, the blocker does not diablerize."""
    action = in_progress(state)
    if action["stage"] == "diablerie":
        rules(state)["action"] = None
        out.append(E.ModuleEvent(seat=seat, key="no_diablerie", args={"seat": seat}))
        return
    if action["imp"] is None:  # a game saved while the blockers decided one after the other
        action["imp"] = impulse.new_round(list(action["deciders"]))
    if action["stage"] == "block" and may_still_block(action, seat):
        action["deciders"].remove(seat)
        action.setdefault("declined", []).append(seat)
        out.append(E.ModuleEvent(seat=seat, key="no_block", args={"seat": seat}))
    if not impulse.passed(_round(action)):
        return
    if action["stage"] == "block":
        to_resolve(state)
    elif action["stage"] == "attempt":  # the outcome is the rules' step, not the last passer's
        _attempt_resolves(state, out, None)
    else:
        _succeed(state, out)


def _succeed(state: State, out: list[E.Event]) -> None:
    """The action succeeds; the abilities usable "after a successful action" may be used
    until the next action (:mod:`.effects.moments`)."""
    from .effects.kinds import modifiers as lasting  # the kinds read the engine's steps

    action = in_progress(state)
    lasting.spying_bonus(state, action, out)
    if lasting.instead_of_success(state, action, out):  # Spying Mission
        return
    succeed(state, out)
    note_success(state, action)
    warsaw_unlocks(state, action, out)


def _attempt_resolves(state: State, out: list[E.Event], actor: int | None) -> None:
    action = in_progress(state)
    blocker = state.cards[_blocker(action)]
    if not ci.in_ready(state, blocker):  # burned (Screamer) or gone while it attempted
        out.append(E.ModuleEvent(seat=actor, key="block_gone", args={"minion": blocker.catalog}))
        to_block(state)
        return
    if action["intercept"] >= action["stealth"]:
        rebels_block(state, blocker, action, out)  # before the block resolves
        if not modifiers.ended_if_blocked(state, blocker, out, actor):
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
    modifiers.on_block_failed(state, blocker, out, actor)
    to_block(state)


def _blocker(action: Action) -> int:
    if action["blocker"] is None:
        raise RuntimeError("no block attempted")
    return action["blocker"]


def _round(action: Action) -> Impulse:
    """The priority round of the block, attempt or resolve stage."""
    if action["imp"] is None:
        raise RuntimeError("the action has no priority round at this stage")
    return action["imp"]


def blocked(state: State, blocker: Card, out: list[E.Event], actor: int | None) -> None:
    """V-RES-02: no effect, no cost; the card played for it is burned; the blocker locks
    and enters combat with the acting minion.  With a combat, the action is kept aside and
    its card burned once the combat ends, unless the action goes on then (Form of Mist,
    :mod:`.effects.kinds.mist`).  A blocked leave-torpor action has no combat:
    a blocking vampire (not a Blood Cursed one) may diablerize the acting one
    (``vtes_diablerize``) or pass."""
    r = rules(state)
    action = in_progress(state)
    r["action"] = None
    modifiers.after_action(state, action, out, blocked=True)  # after its combat, if any
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
    acting = state.cards.get(action["minion"])
    fights = acting is not None and action["kind"] != K.LEAVE_TORPOR and ci.in_ready(state, acting)
    if fights:  # its card waits for the combat's end: the action may go on (Form of Mist)
        held_action.hold(state, action)
    elif action["card"] is not None and action["card"] in state.cards:
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
    if acting is None:
        return
    _blood_when_blocked(state, acting, out, actor)
    if action["kind"] != K.LEAVE_TORPOR:
        if ci.in_ready(state, acting):
            start_combat(state, acting, blocker, out, actor)
            combat = r["combat"]
            if combat is None:
                held_action.end_held(state, out)
                return
            combat["blocker"] = blocker.id
            carry_into_combat(state, blocker, out)
            modifiers.carry_terms_into_combat(state, action, out)
            _into_resulting_combat(state, out)
    elif ci.is_vampire(blocker) and not ci.blood_cursed(blocker) and ci.in_torpor(state, acting):
        action["stage"], action["card"], action["imp"] = "diablerie", None, None
        r["action"] = action


def _into_resulting_combat(state: State, out: list[E.Event]) -> None:
    """What the cards played during the action say of "the resulting combat" (Form of the
    Bat, One With the Land)."""
    from .effects.kinds import combat_cards as card_combat  # the effect kinds import this module

    card_combat.into_combat(state, out)


def diablerie_chooser(state: State) -> int | None:
    """The blocking vampire's controller, who chooses whether to diablerize the acting
    vampire of a blocked leave-torpor action."""
    action = in_progress(state)
    blocker = state.cards.get(_blocker(action))
    return blocker.controller if blocker is not None else None


def diablerize_blocked(state: State, cmd: K.Diablerize, out: list[E.Event]) -> None:
    """003 'Salir del letargo': the blocking vampire diablerizes the vampire that tried to
    leave torpor (§10.3, then the blood hunt referendum), as a successful diablerie
    action would."""
    action = rules(state)["action"]
    if action is None or action["stage"] != "diablerie":
        diablerize_not_now(state, cmd)
    blocker, victim = state.cards.get(_blocker(action)), state.cards.get(action["minion"])
    rules(state)["action"] = None
    if (
        blocker is not None
        and victim is not None
        and ci.in_ready(state, blocker)
        and ci.in_torpor(state, victim)
    ):
        diablerize(state, blocker, victim, out, cmd.seat, directed=False)


def diablerize_not_now(state: State, cmd: K.Diablerize) -> NoReturn:
    raise reject(
        QT_TRANSLATE_NOOP(
            "vtes",
            "Only the vampire that blocked an action to leave torpor may diablerize the acting vampire, right after the block.",  # noqa: E501
        )
    )


# -- the command ---------------------------------------------------------------------------


def _offer(state: State, seat: int, stage: Stage) -> list[C.Command]:
    """A block with each minion of ``seat`` able to block, while it may still block."""
    action = rules(state)["action"]
    if action is None or not may_still_block(action, seat):
        return []
    return [
        K.Block(seat=seat, minion=minion.id)
        for minion in ci.ready_minions(state, seat)
        if may_block_with(state, seat, minion)
        and modifiers.cannot_block(state, minion) is None
        and _blocked_before(action, minion) is None
    ]


def _words(w: Words, cmd: K.Block) -> Message:
    return QT_TRANSLATE_NOOP("vtes", "Block with {minion}").with_args(minion=w.card(cmd.minion))


def _offer_diablerie(state: State, seat: int, stage: Stage) -> list[C.Command]:
    return [K.Diablerize(seat=seat)]


def _diablerie_words(w: Words, cmd: K.Diablerize) -> Message:
    action = w.rules.get("action") or {}
    return QT_TRANSLATE_NOOP("vtes", "{blocker} diablerizes {victim}").with_args(
        blocker=w.card(action.get("blocker")), victim=w.card(action.get("minion"))
    )


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
    CommandSpec(
        K.Diablerize,
        stages("diablerie"),
        events(diablerize_blocked),
        diablerize_not_now,
        _diablerie_words,
        QT_TRANSLATE_NOOP("vtes", "Blocked leaving torpor"),
        _offer_diablerie,
    ),
)
