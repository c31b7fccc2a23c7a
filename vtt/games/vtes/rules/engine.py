"""The entry points the VTES module delegates to when a game's rules are on.

* :func:`init` starts the rules bookkeeping after the deal (first turn, unlock phase);
* :func:`validate` refuses the generic table commands the rules do not allow: only the
  Methuselah who decides now (:func:`.stages.decider`) applies card effects by hand,
  inside the current step;
* :func:`apply` runs the engine's commands through :func:`.registry.run` (the stage table
  read from the command specs, then the command's effect), which takes over ``vtes_transfer``,
  ``vtes_ready``, ``vtes_oust`` and ``end_turn`` too, and moves from hand with the refill;
* :func:`after` books manual token changes on the bank and logs them as a manual effect,
  caps blood at capacity, starts and settles contests, watches withdrawals, ousts
  Methuselahs at 0 pool, and, with the debug option,
  asserts the invariants of vtes.md §20;
* :func:`pending_decision` (the module's ``decision``), :func:`view_data`; the legal
  commands are in :mod:`.legal`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, cast

from ....core import commands as C
from ....core import events as E
from ....core.decision import Decision
from ....core.messages import QT_TRANSLATE_NOOP, Message, reject
from ....core.model import State
from ....core.table import Outcome
from .. import manual
from ..cards import load_cards
from ..layout import READY, TORPOR, zone
from . import cardinfo as ci
from . import commands as K
from . import contests, flow, hand, impulse, politics, tokens, withdrawal
from .data import (
    DISCARD,
    INFLUENCE,
    MASTER,
    MINION,
    OPT_DEBUG,
    OVER,
    RULES,
    UNLOCK,
    fresh_rules,
    rules,
)
from .registry import BY_KIND, ENGINE_COMMANDS, run
from .stages import decider

#: what each decision asks, for the status bar (translated by the UI in context "vtes")
PENDING_TEXTS: dict[str, Message] = {
    UNLOCK: QT_TRANSLATE_NOOP(
        "vtes", "Unlock phase: take the Edge's pool, or go on to the master phase."
    ),
    MASTER: QT_TRANSLATE_NOOP(
        "vtes", "Master phase: play master cards, or go on to the minion phase."
    ),
    MINION: QT_TRANSLATE_NOOP(
        "vtes", "Minion phase: declare an action, or go on to the influence phase."
    ),
    "hunt": QT_TRANSLATE_NOOP("vtes", "A ready vampire with no blood must hunt first."),
    "contest": QT_TRANSLATE_NOOP(
        "vtes", "Unlock phase: pay for or yield each contested card and title."
    ),
    INFLUENCE: QT_TRANSLATE_NOOP(
        "vtes", "Influence phase: transfer pool, bring vampires into play, or go on."
    ),
    DISCARD: QT_TRANSLATE_NOOP("vtes", "Discard phase: discard and draw, or end the turn."),
    "block": QT_TRANSLATE_NOOP("vtes", "Attempt to block the action, or decline."),
    "block_acting": QT_TRANSLATE_NOOP(
        "vtes", "Play action modifiers first, or pass to let the others decide whether to block."
    ),
    "block_other": QT_TRANSLATE_NOOP(
        "vtes", "No block is attempted: play effects on the action, or pass."
    ),
    "diablerie": QT_TRANSLATE_NOOP(
        "vtes", "The blocking vampire may diablerize the vampire that tried to leave torpor."
    ),
    "attempt": QT_TRANSLATE_NOOP(
        "vtes", "A block is attempted: add stealth or intercept, or pass."
    ),
    "resolve": QT_TRANSLATE_NOOP("vtes", "Play effects on the action before it resolves, or pass."),
    "range": QT_TRANSLATE_NOOP("vtes", "Combat: maneuver, or pass to choose strikes."),
    "strike": QT_TRANSLATE_NOOP("vtes", "Combat: choose a strike."),
    "damage": QT_TRANSLATE_NOOP("vtes", "Combat: prevent damage, or pass."),
    "extra": QT_TRANSLATE_NOOP("vtes", "Combat: declare additional strikes, or pass."),
    "press": QT_TRANSLATE_NOOP("vtes", "Combat: press, or pass to end the round."),
    "vote": QT_TRANSLATE_NOOP(
        "vtes", "Referendum: cast your votes in any order, then say you are done."
    ),
    OVER: QT_TRANSLATE_NOOP("vtes", "The game is over."),
}
#: texts of the engine's log events (ModuleEvent.key -> template)
EVENT_TEXTS: dict[str, Message] = {
    "manual_effect": QT_TRANSLATE_NOOP("vtes", "Manual effect by seat {seat}: {what}."),
    "manual_tokens": QT_TRANSLATE_NOOP(
        "vtes", "Manual effect: {delta} tokens from the blood bank."
    ),
    "action": QT_TRANSLATE_NOOP("vtes", "{seat} declares an action ({kind}), stealth {stealth}."),
    "block_attempt": QT_TRANSLATE_NOOP("vtes", "A block is attempted."),
    "block_failed": QT_TRANSLATE_NOOP(
        "vtes", "The block fails: intercept {intercept} against stealth {stealth}."
    ),
    "blocked": QT_TRANSLATE_NOOP(
        "vtes", "The action is blocked: intercept {intercept} against stealth {stealth}."
    ),
    "no_block": QT_TRANSLATE_NOOP("vtes", "{seat} declines to block."),
    "no_diablerie": QT_TRANSLATE_NOOP("vtes", "{seat} does not diablerize the blocked vampire."),
    "action_succeeded": QT_TRANSLATE_NOOP("vtes", "The action succeeds ({kind})."),
    "modified": QT_TRANSLATE_NOOP("vtes", "{what} changes by {delta}."),
    "combat": QT_TRANSLATE_NOOP("vtes", "Combat begins."),
    "combat_round": QT_TRANSLATE_NOOP("vtes", "Combat: round {round}."),
    "combat_over": QT_TRANSLATE_NOOP("vtes", "The combat ends."),
    "maneuver": QT_TRANSLATE_NOOP("vtes", "Maneuver: the range is now {range}."),
    "strike": QT_TRANSLATE_NOOP("vtes", "Strike chosen: {kind}."),
    "prevented": QT_TRANSLATE_NOOP("vtes", "{n} damage prevented."),
    "press": QT_TRANSLATE_NOOP("vtes", "Press."),
    "torpor": QT_TRANSLATE_NOOP("vtes", "A vampire goes to torpor."),
    "burned": QT_TRANSLATE_NOOP("vtes", "A vampire is burned by aggravated damage."),
    "diablerie": QT_TRANSLATE_NOOP("vtes", "Diablerie: the victim is burned."),
    "referendum": QT_TRANSLATE_NOOP("vtes", "A referendum is called."),
    "blood_hunt": QT_TRANSLATE_NOOP(
        "vtes", "A blood hunt referendum is called against the diablerist."
    ),
    "voted": QT_TRANSLATE_NOOP("vtes", "{seat} casts {votes} votes ({side})."),
    "done_voting": QT_TRANSLATE_NOOP("vtes", "{seat} is done voting."),
    "referendum_passed": QT_TRANSLATE_NOOP("vtes", "The referendum passes, {for} to {against}."),
    "referendum_failed": QT_TRANSLATE_NOOP("vtes", "The referendum fails, {for} to {against}."),
    "master": QT_TRANSLATE_NOOP("vtes", "{seat} plays a master card."),
    "ousted": QT_TRANSLATE_NOOP("vtes", "{seat} is ousted."),
    "oust_reward": QT_TRANSLATE_NOOP(
        "vtes", "{predator} gains 1 victory point for ousting their prey."
    ),
    "last_standing": QT_TRANSLATE_NOOP(
        "vtes", "{seat} is the last Methuselah standing and gains 1 victory point."
    ),
    "time_limit": QT_TRANSLATE_NOOP(
        "vtes",
        "Time limit after round {round}: each Methuselah still in the game gains 0.5 victory points.",  # noqa: E501
    ),
    "game_over": QT_TRANSLATE_NOOP("vtes", "The game is over."),
    "contested": QT_TRANSLATE_NOOP("vtes", "{name} is contested: every copy turns face down."),
    "self_contest": QT_TRANSLATE_NOOP(
        "vtes", "A second copy of {name} under the same Methuselah is burned."
    ),
    "contest_won": QT_TRANSLATE_NOOP(
        "vtes", "A contest is won: the card returns at its controller's next unlock phase."
    ),
    "contest_paid": QT_TRANSLATE_NOOP("vtes", "1 pool is paid to keep a contested card."),
    "contest_yielded": QT_TRANSLATE_NOOP("vtes", "{name} is yielded and burned."),
    "title_contested": QT_TRANSLATE_NOOP("vtes", "The title of {name} is contested."),
    "title_paid": QT_TRANSLATE_NOOP("vtes", "Blood is paid to keep contesting a title."),
    "title_yielded": QT_TRANSLATE_NOOP("vtes", "A contested title is yielded."),
    "title_won": QT_TRANSLATE_NOOP("vtes", "A contested title is won."),
    "withdraw_declared": QT_TRANSLATE_NOOP("vtes", "{seat} announces a withdrawal."),
    "withdraw_failed": QT_TRANSLATE_NOOP("vtes", "{seat} fails to withdraw."),
    "withdrew": QT_TRANSLATE_NOOP(
        "vtes", "{seat} withdraws from the game and gains 1 victory point."
    ),
    "burn_option": QT_TRANSLATE_NOOP("vtes", "{seat} discards {card} with the burn option."),
    "merged": QT_TRANSLATE_NOOP("vtes", "{name} merges with its other version."),
    "additional_strikes": QT_TRANSLATE_NOOP("vtes", "{n} additional strikes this round."),
    "strike_pair": QT_TRANSLATE_NOOP("vtes", "Combat: additional strikes, pair {pair}."),
    "redirected": QT_TRANSLATE_NOOP("vtes", "{seat} redirects the bleed to {target}."),
    "red_list_marked": QT_TRANSLATE_NOOP("vtes", "{seat} marks a Red List minion for this turn."),
    "trophy": QT_TRANSLATE_NOOP(
        "vtes",
        "A vampire of {seat} burned a Red List minion: {seat} may search library, ash heap or hand for a trophy and put it on that vampire (by hand).",  # noqa: E501
    ),
}

#: words that fill the log sentences above (an action's kind, a vote's side, a range, a
#: strike), so that the sentence reads whole in the player's language
LOG_WORDS: dict[str, Message] = {
    K.BLEED: QT_TRANSLATE_NOOP("vtes", "bleed"),
    K.HUNT: QT_TRANSLATE_NOOP("vtes", "hunt"),
    K.EQUIP: QT_TRANSLATE_NOOP("vtes", "equip"),
    K.EMPLOY: QT_TRANSLATE_NOOP("vtes", "employ a retainer"),
    K.RECRUIT: QT_TRANSLATE_NOOP("vtes", "recruit an ally"),
    K.ACTION: QT_TRANSLATE_NOOP("vtes", "action card"),
    K.POLITICAL: QT_TRANSLATE_NOOP("vtes", "political action"),
    K.LEAVE_TORPOR: QT_TRANSLATE_NOOP("vtes", "leave torpor"),
    K.RESCUE: QT_TRANSLATE_NOOP("vtes", "rescue"),
    K.DIABLERIE: QT_TRANSLATE_NOOP("vtes", "diablerie"),
    "for": QT_TRANSLATE_NOOP("vtes", "for"),
    "against": QT_TRANSLATE_NOOP("vtes", "against"),
    "abstain": QT_TRANSLATE_NOOP("vtes", "abstain"),
    "close": QT_TRANSLATE_NOOP("vtes", "close"),
    "long": QT_TRANSLATE_NOOP("vtes", "long"),
    K.HAND_STRIKE: QT_TRANSLATE_NOOP("vtes", "hand strike"),
    K.DAMAGE: QT_TRANSLATE_NOOP("vtes", "damage"),
    K.DODGE: QT_TRANSLATE_NOOP("vtes", "dodge"),
    K.COMBAT_ENDS: QT_TRANSLATE_NOOP("vtes", "combat ends"),
}


def event_text(key: str, args: dict[str, Any]) -> Message | None:
    """A log event of the engine as a sentence (see :meth:`GameModule.event_text`)."""
    template = EVENT_TEXTS.get(key)
    if template is None:
        return None
    words = {
        k: LOG_WORDS[v].text if isinstance(v, str) and v in LOG_WORDS else v
        for k, v in args.items()
    }
    return template.with_args(**words)


def init(state: State) -> None:
    """Start the bookkeeping after the deal: the first Methuselah's unlock phase."""
    state.data[RULES] = fresh_rules(state, state.turn.active)
    r = rules(state)
    r["tokens"] = tokens.table_tokens(state)
    r["total"] = r["tokens"] + r["bank"]
    flow.begin_turn(state, [], state.turn.active)


# -- the decision the game waits for -----------------------------------------------------------


def pending_decision(state: State) -> Decision | None:
    """The decision the game waits for (``GameModule.decision``); the game over waits for
    nobody."""
    seat, key = decider(state)
    if seat is None or key == OVER:
        return None
    if key == "vote":  # any Methuselah not done voting may cast votes
        return Decision(seats=tuple(politics.voters(state)), kind=key, message=PENDING_TEXTS[key])
    return Decision(seats=(seat,), kind=key, message=PENDING_TEXTS[_text_key(state, seat, key)])


def _text_key(state: State, seat: int, stage: str) -> str:
    """At the block step the impulse holder either may block, or (the acting Methuselah
    first) play effects (V-BLK-07 A)."""
    action = rules(state)["action"]
    if stage != "block" or action is None or seat in action["deciders"]:
        return stage
    return "block_acting" if seat == action["seat"] else "block_other"


# -- validate / apply / after ----------------------------------------------------------------


#: table commands any seat sends at any time with the rules on
_FREE = (C.Say, C.Roll, C.Coin, manual.SetRefill)


def validate(state: State, cmd: C.Command) -> None:
    """Not the host's commands (the session does not ask).  The table's commands played by
    hand (card effects the engine cannot read): only the Methuselah who decides now applies
    them, inside the current step; the engine's own commands meet the stage table in
    :func:`apply`."""
    if isinstance(cmd, manual.Oust):
        flow.oust_not_now(state, cmd)
    if type(cmd) in BY_KIND or isinstance(cmd, _FREE):
        return
    if isinstance(cmd, C.SetPhase):
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "With the rules on, phases change with 'next phase'.")
        )
    if isinstance(cmd, C.PassToken):
        raise reject(
            QT_TRANSLATE_NOOP(
                "vtes", "With the rules on, the Edge goes to whoever makes a successful bleed."
            )
        )
    _validate_by_hand(state, cmd)


def _validate_by_hand(state: State, cmd: C.Command) -> None:
    seat, stage = decider(state)
    if stage == OVER:
        raise reject(QT_TRANSLATE_NOOP("vtes", "The game is over."))
    if seat != cmd.seat:
        raise reject(
            QT_TRANSLATE_NOOP(
                "vtes", "Only the Methuselah holding the impulse applies effects now."
            )
        )
    if isinstance(cmd, C.Draw):
        hand.check_draw(state, cmd)
    if isinstance(cmd, C.Counter) and cmd.kind == "vp":
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "With the rules on, victory points are counted by the rules.")
        )
    if isinstance(cmd, C.Move):
        action = rules(state)["action"]
        if action is not None and cmd.card is not None and cmd.card == action["card"]:
            raise reject(
                QT_TRANSLATE_NOOP("vtes", "That card is being played for the action in progress.")
            )


def apply(state: State, cmd: C.Command, out: Outcome) -> bool:
    """The engine's commands through :func:`.registry.run`; the table helpers played by hand
    (:mod:`..manual`) and moves from hand with the refill; False lets the table apply a
    generic command."""
    if run(state, cmd, out):
        return True
    handler = cast(Callable[..., None] | None, manual.HANDLERS.get(type(cmd)))
    if handler is not None:
        handler(state, cmd, out, load_cards())
    elif isinstance(cmd, C.Move):
        manual.move_with_refill(state, cmd, out)
    else:
        return False
    return True


def after(state: State, cmd: C.Command, out: Outcome) -> None:
    r = rules(state)
    if (
        type(cmd) not in ENGINE_COMMANDS
        and out.changed
        and not isinstance(cmd, (manual.Transfer, manual.ToReady, C.EndTurn, C.Say))
    ):
        out.events.append(
            E.ModuleEvent(
                seat=cmd.seat,
                key="manual_effect",
                args={"seat": cmd.seat, "what": type(cmd).__struct_config__.tag},
            )
        )
        delta = tokens.reconcile(state)
        if delta:
            out.events.append(
                E.ModuleEvent(seat=cmd.seat, key="manual_tokens", args={"delta": delta})
            )
        action, combat = r["action"], r["combat"]
        for imp in (action["imp"] if action else None, combat["imp"] if combat else None):
            if imp:
                impulse.used(imp)
    if cmd.host and isinstance(cmd, C.Counter) and cmd.kind == "vp" and cmd.target is not None:
        flow.host_vp_fix(state, cmd.target)
    _cap_blood(state, out.events, cmd.seat)
    contests.check(state, out.events, cmd.seat)
    withdrawal.watch(state, out.events, cmd.seat)
    flow.check_ousts(state, out.events, cmd.seat)
    if state.options.get(OPT_DEBUG):
        from .invariants import assert_invariants

        assert_invariants(state)


def _cap_blood(state: State, ev: list[E.Event], actor: int) -> None:
    """Invariant 2: a controlled vampire's blood above its capacity goes to the bank."""
    for seat in state.seats:
        for zone_id in (zone(seat.index, READY), zone(seat.index, TORPOR)):
            for card_id in state.zones[zone_id].cards:
                card = state.cards[card_id]
                blood = card.counters.get("blood", 0) if card.counters else 0
                if (
                    blood
                    and card.attached_to is None
                    and blood > ci.capacity(card)
                    and ci.is_vampire(card)
                ):
                    cap = ci.capacity_now(state, card)
                    if blood > cap:
                        tokens.set_counter(state, card, "blood", cap, ev, actor)


def view_data(state: State, seat: int) -> dict[str, Any]:
    """Everything in the rules data is public (the card of an action is shown face up); the
    decision the game waits for reaches the views as ``View.decision``
    (:func:`pending_decision`)."""
    return {RULES: state.data[RULES]}
