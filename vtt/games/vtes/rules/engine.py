"""The entry points the VTES module delegates to when a game's rules are on.

* :func:`init` starts the rules bookkeeping after the deal (first turn, unlock phase);
* :func:`validate` refuses a seat's table commands (moves, counters, flips, locks...):
  with the rules on, cards move only by the rules or as a played card says
  (``vtes_as_card``, :mod:`.cardplay`); only talk, dice, coins and the refill switch are
  free, and the host may override;
* :func:`apply` runs the engine's commands through :func:`.registry.run` (the stage table
  read from the command specs, then the command's effect), which takes over ``vtes_transfer``,
  ``vtes_ready``, ``vtes_oust`` and ``end_turn`` too, and moves from hand with the refill;
* :func:`after` books the host's token changes on the bank and logs them, drops the played
  cards whose action, round or turn is over (:mod:`.played`), caps blood at capacity,
  starts and settles contests, watches withdrawals, ousts Methuselahs at 0 pool, and, with
  the debug option, asserts the invariants of vtes.md §20;
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
from ....core.views import View
from .. import manual
from ..cards import load_cards
from ..layout import READY, TORPOR, zone
from . import (
    abilities,
    asks,
    cardplay,
    contests,
    flow,
    hand_sight,
    hand_size,
    impulse,
    master_window,
    played,
    politics,
    sources,
    tokens,
    withdrawal,
)
from . import cardinfo as ci
from . import commands as K
from .data import (
    DISCARD,
    INFLUENCE,
    MASTER,
    MINION,
    OPT_DEBUG,
    OPT_MASTER_WINDOW,
    OVER,
    RULES,
    UNLOCK,
    fresh_rules,
    rules,
)
from .effects import kinds as _kinds  # noqa: F401 - every step kind and its log sentences
from .effects import log as effects_log
from .effects.kinds import own_choices
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
    "hunt": QT_TRANSLATE_NOOP(
        "vtes", "A vampire must hunt first (it has no blood) or bleed first (its text says so)."
    ),
    "contest": QT_TRANSLATE_NOOP(
        "vtes", "Unlock phase: pay for or yield each contested card and title."
    ),
    "hand": QT_TRANSLATE_NOOP(
        "vtes", "Choose the cards your hand size or a card's text asks you for."
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
    "ask": QT_TRANSLATE_NOOP("vtes", "A card asks you to choose: answer it."),
    OVER: QT_TRANSLATE_NOOP("vtes", "The game is over."),
}
#: texts of the engine's log events (ModuleEvent.key, or CounterChanged.why -> template).
#: Each names who acted (``{seat}``: the seat, or "The game" for the rules' own steps), the
#: minion and the card, and why.  A counter change also gets ``{card}`` (the card whose
#: counter changed, "a card" for a viewer who may not know it), ``{owner}`` (the seat whose
#: pool changed), ``{kind}``, ``{value}``, ``{delta}`` (signed) and ``{n}`` (its size).
EVENT_TEXTS: dict[str, Message] = {
    "manual_effect": QT_TRANSLATE_NOOP("vtes", "Manual effect by seat {seat}: {what}."),
    "manual_tokens": QT_TRANSLATE_NOOP(
        "vtes", "Manual effect: {delta} tokens from the blood bank."
    ),
    "action": QT_TRANSLATE_NOOP(
        "vtes", "{seat}'s {minion} takes an action: {kind} (stealth {stealth})."
    ),
    "action_at": QT_TRANSLATE_NOOP(
        "vtes", "{seat}'s {minion} takes an action against {target}: {kind} (stealth {stealth})."
    ),
    "action_card": QT_TRANSLATE_NOOP(
        "vtes", "{seat}'s {minion} plays {card}: {kind} (stealth {stealth})."
    ),
    "action_card_at": QT_TRANSLATE_NOOP(
        "vtes", "{seat}'s {minion} plays {card} against {target}: {kind} (stealth {stealth})."
    ),
    "block_attempt": QT_TRANSLATE_NOOP("vtes", "{seat}'s {minion} attempts to block."),
    "block_gone": QT_TRANSLATE_NOOP("vtes", "{minion} is no longer ready: its block attempt ends."),
    "block_failed": QT_TRANSLATE_NOOP(
        "vtes", "{minion} fails to block: intercept {intercept} against stealth {stealth}."
    ),
    "blocked": QT_TRANSLATE_NOOP(
        "vtes", "{minion} blocks the action: intercept {intercept} against stealth {stealth}."
    ),
    "no_block": QT_TRANSLATE_NOOP("vtes", "{seat} declines to block."),
    "no_diablerie": QT_TRANSLATE_NOOP("vtes", "{seat} does not diablerize the blocked vampire."),
    "action_succeeded": QT_TRANSLATE_NOOP(
        "vtes", "The action of {seat}'s {minion} succeeds ({kind})."
    ),
    "modified": QT_TRANSLATE_NOOP("vtes", "{seat} changes the action's {what} by {delta}."),
    "combat": QT_TRANSLATE_NOOP("vtes", "Combat begins: {minion} against {other}."),
    "combat_round": QT_TRANSLATE_NOOP("vtes", "Combat: round {round}."),
    "combat_over": QT_TRANSLATE_NOOP("vtes", "The combat ends."),
    "maneuver": QT_TRANSLATE_NOOP("vtes", "{seat}'s {minion} maneuvers: the range is now {range}."),
    "strike": QT_TRANSLATE_NOOP("vtes", "{seat}'s {minion} strikes: {kind}."),
    "strike_damage": QT_TRANSLATE_NOOP("vtes", "{seat}'s {minion} strikes: {kind}, {n} damage."),
    "strike_hits": QT_TRANSLATE_NOOP("vtes", "{seat}'s {minion} strikes for {n} damage."),
    "prevented": QT_TRANSLATE_NOOP("vtes", "{seat}'s {minion} prevents {n} damage."),
    "press": QT_TRANSLATE_NOOP("vtes", "{seat}'s {minion} presses."),
    "torpor": QT_TRANSLATE_NOOP(
        "vtes", "{minion} goes to torpor ({damage} damage, no blood to heal it)."
    ),
    "burned": QT_TRANSLATE_NOOP(
        "vtes", "{minion} is burned: {n} aggravated damage it cannot heal in torpor."
    ),
    "diablerie": QT_TRANSLATE_NOOP("vtes", "{seat}'s {minion} diablerizes {other}, who burns."),
    "referendum": QT_TRANSLATE_NOOP("vtes", "{seat}'s {minion} calls a referendum."),
    "blood_hunt": QT_TRANSLATE_NOOP(
        "vtes", "A blood hunt referendum is called against {seat}'s {minion}, the diablerist."
    ),
    "voted": QT_TRANSLATE_NOOP("vtes", "{seat} casts {votes} votes ({side})."),
    "done_voting": QT_TRANSLATE_NOOP("vtes", "{seat} is done voting."),
    "referendum_passed": QT_TRANSLATE_NOOP("vtes", "The referendum passes, {for} to {against}."),
    "referendum_failed": QT_TRANSLATE_NOOP("vtes", "The referendum fails, {for} to {against}."),
    "master": QT_TRANSLATE_NOOP("vtes", "{seat} plays the master card {card}."),
    "master_kept": QT_TRANSLATE_NOOP("vtes", "{seat} plays {card} and keeps it in play."),
    "master_on": QT_TRANSLATE_NOOP("vtes", "{seat} plays {card} on {other}."),
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
    "contest_yielded": QT_TRANSLATE_NOOP("vtes", "{name} is yielded and burned."),
    "title_contested": QT_TRANSLATE_NOOP("vtes", "The title of {name} is contested."),
    "title_yielded": QT_TRANSLATE_NOOP("vtes", "A contested title is yielded."),
    "title_won": QT_TRANSLATE_NOOP("vtes", "A contested title is won."),
    "withdraw_declared": QT_TRANSLATE_NOOP("vtes", "{seat} announces a withdrawal."),
    "withdraw_failed": QT_TRANSLATE_NOOP("vtes", "{seat} fails to withdraw."),
    "withdrew": QT_TRANSLATE_NOOP(
        "vtes", "{seat} withdraws from the game and gains 1 victory point."
    ),
    "burn_option": QT_TRANSLATE_NOOP("vtes", "{seat} discards {card} with the burn option."),
    "merged": QT_TRANSLATE_NOOP("vtes", "{name} merges with its other version."),
    "additional_strikes": QT_TRANSLATE_NOOP(
        "vtes", "{seat}'s {minion} gets {n} additional strikes this round."
    ),
    "strike_pair": QT_TRANSLATE_NOOP("vtes", "Combat: additional strikes, pair {pair}."),
    "redirected": QT_TRANSLATE_NOOP("vtes", "{seat} redirects the bleed to {target}."),
    "red_list_marked": QT_TRANSLATE_NOOP("vtes", "{seat} marks a Red List minion for this turn."),
    "trophy": QT_TRANSLATE_NOOP(
        "vtes",
        "A vampire of {seat} burned a Red List minion: {seat} may search library, ash heap or hand for a trophy and put it on that vampire (by hand).",  # noqa: E501
    ),
    # -- why a pool, blood or life count changed (CounterChanged.why)
    "paid": QT_TRANSLATE_NOOP("vtes", "{seat} pays {n} {kind} from {card} for {cause}."),
    "paid_pool": QT_TRANSLATE_NOOP("vtes", "{seat} pays {n} pool for {cause} (pool {value})."),
    "paid_for": QT_TRANSLATE_NOOP("vtes", "{seat} pays {n} {kind} from {card} to {reason}."),
    "bled": QT_TRANSLATE_NOOP(
        "vtes", "{seat}'s {minion} bleeds {owner} for {n} ({owner}'s pool: {value})."
    ),
    "hunted": QT_TRANSLATE_NOOP("vtes", "{card} hunts: {n} blood from the bank ({value})."),
    "life": QT_TRANSLATE_NOOP("vtes", "{card} comes into play with {value} life."),
    "capped": QT_TRANSLATE_NOOP(
        "vtes", "{card} holds no more than its capacity: {n} blood goes to the bank ({value})."
    ),
    "damaged": QT_TRANSLATE_NOOP("vtes", "{card} takes {damage} damage: {kind} {value} ({delta})."),
    "drained": QT_TRANSLATE_NOOP("vtes", "{card} is drained of its {n} blood."),
    "drank": QT_TRANSLATE_NOOP("vtes", "{card} drinks {n} blood from {other} ({value})."),
    "oust_pool": QT_TRANSLATE_NOOP(
        "vtes", "{owner} gains {n} pool for ousting their prey ({value})."
    ),
    "edge_pool": QT_TRANSLATE_NOOP("vtes", "{seat} gains {n} pool for holding the Edge ({value})."),
    "infernal": QT_TRANSLATE_NOOP("vtes", "{seat} pays {n} pool to unlock {cause} (infernal)."),
    "crypt_draw": QT_TRANSLATE_NOOP(
        "vtes", "{seat} pays {n} pool to move a crypt card to the uncontrolled region."
    ),
    "contest_paid": QT_TRANSLATE_NOOP(
        "vtes", "{seat} pays {n} pool to keep contesting {cause} (pool {value})."
    ),
    "title_paid": QT_TRANSLATE_NOOP(
        "vtes", "{seat} pays {n} blood from {card} to keep contesting its title."
    ),
    "merge_pool": QT_TRANSLATE_NOOP("vtes", "{seat} pays {n} pool to merge a vampire."),
    "vp": QT_TRANSLATE_NOOP("vtes", "{owner}'s victory points: {value}."),
    "transfer_in": QT_TRANSLATE_NOOP(
        "vtes", "{seat} transfers {n} pool onto {card} (blood {value})."
    ),
    "transfer_out": QT_TRANSLATE_NOOP(
        "vtes", "{seat} takes {n} blood back from {card} to the pool (blood {value})."
    ),
    **cardplay.EVENT_TEXTS,  # cards played from hand and their steps by hand
    **abilities.EVENT_TEXTS,  # cards in play used
    **sources.AS_TEXTS,  # effects as a card says
    **effects_log.TEXTS,  # what the engine runs of a card's text
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
    K.RED_LIST: QT_TRANSLATE_NOOP("vtes", "hunt a Red List minion"),
    K.STEALTH: QT_TRANSLATE_NOOP("vtes", "stealth"),
    K.INTERCEPT: QT_TRANSLATE_NOOP("vtes", "intercept"),
    K.AMOUNT: QT_TRANSLATE_NOOP("vtes", "bleed or hunt amount"),
    "for": QT_TRANSLATE_NOOP("vtes", "for"),
    "against": QT_TRANSLATE_NOOP("vtes", "against"),
    "abstain": QT_TRANSLATE_NOOP("vtes", "abstain"),
    "close": QT_TRANSLATE_NOOP("vtes", "close"),
    "long": QT_TRANSLATE_NOOP("vtes", "long"),
    K.HAND_STRIKE: QT_TRANSLATE_NOOP("vtes", "hand strike"),
    K.DAMAGE: QT_TRANSLATE_NOOP("vtes", "damage"),
    K.DODGE: QT_TRANSLATE_NOOP("vtes", "dodge"),
    K.COMBAT_ENDS: QT_TRANSLATE_NOOP("vtes", "combat ends"),
    **cardplay.STEP_WORDS,
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
    """Start the bookkeeping after the deal: the first Methuselah's unlock phase.  The
    game's options say whether master cards may be cancelled as they are played, whatever
    its set-up left unsaid (a save then reads the same in any later version)."""
    state.options.setdefault(OPT_MASTER_WINDOW, True)
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


#: table commands any seat sends at any time with the rules on: talk, chance, the refill
FREE_COMMANDS = (C.Say, C.Roll, C.Coin, manual.SetRefill)


def validate(state: State, cmd: C.Command) -> None:
    """Not the host's commands (the session does not ask).  A seat's table commands are
    refused with the rule in words: cards move only by the rules (the engine's commands,
    which meet the stage table in :func:`apply`) or as a played card says
    (``vtes_as_card``); only :data:`FREE_COMMANDS` need neither."""
    if isinstance(cmd, manual.Oust):
        flow.oust_not_now(state, cmd)
    if type(cmd) in BY_KIND or isinstance(cmd, FREE_COMMANDS):
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
    if isinstance(cmd, C.Counter) and cmd.kind == "vp":
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "With the rules on, victory points are counted by the rules.")
        )
    raise reject(
        QT_TRANSLATE_NOOP(
            "vtes",
            "With the rules on, cards move only by the rules or as a played card says; the host may override.",  # noqa: E501
        )
    )


def by_hand(view: View, cmd: C.Command) -> C.Command:
    """A seat's table command made on the table, bound to the last card it played whose
    effect is still open (``vtes_as_card``): the way a player applies by hand what a card
    says that the engine does not run.  Any other command, or no open card: unchanged (and
    a bare table command is then refused by :func:`validate` with its reason)."""
    if type(cmd) in BY_KIND or isinstance(cmd, (FREE_COMMANDS, C.Undo, C.Redo, C.Batch)):
        return cmd
    mine = [
        p
        for p in view.data.get(RULES, {}).get("played", [])
        if p.get("hand") and p.get("open") and p.get("seat") == view.seat
    ]
    if not mine:
        return cmd
    return K.AsCard(seat=cmd.seat, card=mine[-1]["card"], step=C.to_builtins(cmd))


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
    if isinstance(cmd, K.Act) and cmd.card is not None:
        out.revealed = True  # the card of the action is shown to all from the hand (no undo)
    played.prune(state)
    if (
        type(cmd) not in ENGINE_COMMANDS
        and out.changed
        and not isinstance(cmd, (manual.Transfer, manual.ToReady, C.EndTurn, *FREE_COMMANDS))
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
    # the rules' own steps after any command: nobody's act, whoever's command set them off
    _cap_blood(state, out.events, None)
    contests.check(state, out.events, None)
    withdrawal.watch(state, out.events, None)
    flow.check_ousts(state, out.events, None)
    hand_size.follow(state, out.events)  # after contests: a contested card gives nothing
    flow.discard_phase_locks(state, out.events)
    own_choices.close_pending(state, out.events)
    _card_questions(state, out.events)
    if state.options.get(OPT_DEBUG):
        from .invariants import assert_invariants

        assert_invariants(state)


def _card_questions(state: State, ev: list[E.Event]) -> None:
    """The questions cards put that nobody can answer any more are dropped (:mod:`.asks`),
    and a master card nobody is left to ask about is played (:mod:`.master_window`); the
    hands cards keep open are open, the others hidden again."""
    asks.settle(state, ev)
    master_window.settle(state, ev)
    hand_sight.sync_open_hands(state, ev)


def _cap_blood(state: State, ev: list[E.Event], actor: int | None) -> None:
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
                        tokens.set_counter(state, card, "blood", cap, ev, actor, "capped")


def view_data(state: State, seat: int) -> dict[str, Any]:
    """Everything in the rules data is public (the card of an action is shown face up); the
    decision the game waits for reaches the views as ``View.decision``
    (:func:`pending_decision`)."""
    return {RULES: state.data[RULES]}
