"""The turn and its phases (vtes.md §4, §5, §11.1, §12, §16): starting a turn, moving from
phase to phase with the budgets each phase fixes at its start, ousting, the time limit and
the end of the game.  Its commands: ``vtes_next_phase``, ``vtes_end_turn`` (and the table's
``end_turn``), and the host's ``vtes_oust`` override.
"""

from __future__ import annotations

from typing import NoReturn

from ....core import commands as C
from ....core import events as E
from ....core.messages import QT_TRANSLATE_NOOP, Message, reject
from ....core.model import State
from ....core.table import Outcome, move_card
from .. import manual
from ..layout import EDGE, REMOVED, ROLE_TORPOR, ROLE_UNCONTROLLED, zone
from ..seating import active_seats, predator, seating
from . import actions, block, contests, hand_size, politics, tokens, withdrawal
from . import cardinfo as ci
from . import commands as K
from .data import (
    DISCARD,
    INFLUENCE,
    MASTER,
    MINION,
    OPT_TIME_LIMIT,
    OVER,
    PHASES,
    TRANSFERS,
    UNLOCK,
    rules,
    zone_of,
)
from .effects.kinds import mist, vampire_phases
from .records import Phase
from .refuse import not_now
from .spec import CommandSpec, Stage, events, stages
from .wording import TABLE, TURN, Words

#: phase names shown in the turn bar (state.turn.phase; the UI translates them in "vtes")
PHASE_NAMES: dict[str, Message] = {
    UNLOCK: QT_TRANSLATE_NOOP("vtes", "Unlock"),
    MASTER: QT_TRANSLATE_NOOP("vtes", "Master"),
    MINION: QT_TRANSLATE_NOOP("vtes", "Minion"),
    INFLUENCE: QT_TRANSLATE_NOOP("vtes", "Influence"),
    DISCARD: QT_TRANSLATE_NOOP("vtes", "Discard"),
    OVER: QT_TRANSLATE_NOOP("vtes", "Game over"),
}
OUST_VP, OUST_POOL, LAST_STANDING_VP, WITHDRAWAL_VP = 1, 6, 1, 1
#: VP are kept in halves in state.data so that the time limit's 0.5 VP stays an integer
HALF = 2


def set_phase(state: State, phase: Phase, out: list[E.Event], actor: int | None) -> None:
    _unlock_phase_over(state, phase, out, actor)
    r = rules(state)
    r["phase"] = phase
    state.turn.phase = PHASE_NAMES[phase].text
    active = state.turn.active
    if phase == MASTER:
        r["master"] = 0 if r["debt"][active] else 1
        r["debt"][active] = False
        r["oot"][active] = False
        r["trifle"] = False
    elif phase == MINION:
        _minion_phase_begins(state, active, out)
    elif phase == INFLUENCE:
        first_round = r["influences"][active] == 0 and r["turns"] <= 3
        r["transfers"] = r["turns"] if first_round else TRANSFERS
        r["influences"][active] += 1
        _influence_begins(state, active, out)
    elif phase == DISCARD:
        r["discards"] = vampire_phases.discard_actions(state, active)
        r["event"] = False
        _until_discard(state, active, out)
    out.append(E.PhaseSet(seat=actor, phase=state.turn.phase))
    discard_phase_locks(state, out)


def discard_phase_locks(state: State, out: list[E.Event]) -> None:
    """During the active Methuselah's discard phase, a vampire whose text says so is
    locked whenever it is unlocked (Roy): when the phase begins and after each command."""
    if rules(state)["phase"] == DISCARD:
        vampire_phases.lock_in_discard_phase(state, state.turn.active, out)


def begin_turn(state: State, out: list[E.Event], actor: int | None) -> None:
    """The unlock phase begins: a withdrawal that held takes the Methuselah out (§16.3);
    contests won are settled (§14); every card the active Methuselah controls unlocks
    except infernal minions (V-UNL-01).  The Edge's pool, contests, infernal unlocks and
    the rest stay commands of the phase."""
    r = rules(state)
    active = state.turn.active
    if withdrawal.due(state, active):
        withdraw(state, active, out, actor)
        return
    r["acted"] = {}
    r["recruited"] = []
    r["edge_pool"] = False
    r["burn_option"] = []
    set_phase(state, UNLOCK, out, actor)
    r["turn_hand"] = len(zone_of(state, active, "hand").cards)
    contests.begin_unlock(state, active, out, actor)
    kept = _until_unlock(state, active, out)
    count = 0
    for card in state.cards.values():
        if (
            card.id not in kept
            and card.locked
            and card.controller == active
            and state.zones[card.zone].owner == active
            and not ci.infernal(card)
        ):
            card.locked = False
            count += 1
    out.append(E.UnlockedAll(seat=actor, target=active, count=count))
    _unlock_phase_burns(state, active, out, actor)


def _unlock_phase_burns(state: State, active: int, out: list[E.Event], actor: int | None) -> None:
    """What cards in play make the active Methuselah burn as the unlock phase begins (Fame
    on a vampire in torpor, Spectral Servitor, Anarch Revolt without a ready Anarch, Shadow
    Cloak, Sculpt the Flesh), and what they do or ask then (:mod:`.effects.kinds.asks`:
    counters added, a prey burning pool, the questions put to the active Methuselah)."""
    from .effects.kinds import asks, modifiers, politics, precon_actions, retainers
    from .effects.kinds import combat_cards as card_combat
    from .effects.kinds.masters_a import at_unlock

    at_unlock(state, active, out, actor)
    retainers.at_unlock(state, active, out, actor)
    politics.at_unlock(state, active, out, actor)
    precon_actions.at_unlock(state, active, out, actor)
    modifiers.at_unlock(state, active, out, actor)
    card_combat.at_unlock(state, active, out, actor)
    asks.at_unlock(state, active, out)


def _unlock_phase_over(state: State, phase: Phase, out: list[E.Event], actor: int | None) -> None:
    """The burns owed until the end of an unlock phase happen once it is over (Spectral
    Servitor at superior, when no pool was burned for it)."""
    from .effects.kinds.retainers import settle_unlock_burns  # the kinds import this module

    settle_unlock_burns(state, phase, out, actor)


def _until_unlock(state: State, seat: int, out: list[E.Event]) -> set[int]:
    """What card effects held until ``seat``'s unlock phase: owed replacements drawn,
    once-between-unlocks plays forgotten; the ids of the minions that stay locked (allies
    kept locked once, those a card in play keeps locked: :mod:`.effects.kinds.control`,
    minions burning a counter from Touch of Oblivion instead)."""
    from .effects.kinds import between_unlocks, control  # the effect kinds import this module
    from .effects.kinds import combat_cards as card_combat

    kept = between_unlocks.unlock_phase(state, seat, out) | control.kept_locked(state, seat)
    return kept | card_combat.kept_locked(state, seat, out)


def _minion_phase_begins(state: State, seat: int, out: list[E.Event]) -> None:
    """What cards in play do as ``seat``'s minion phase begins (Puppet Master burns and
    hands its vampire over for the turn)."""
    from .effects.kinds.control import puppet_minion_phase

    puppet_minion_phase(state, seat, out)


def _influence_begins(state: State, seat: int, out: list[E.Event]) -> None:
    """What cards in play do as ``seat``'s influence phase begins (Frontal Assault burns)."""
    from .effects.kinds.control import influence_begins

    influence_begins(state, seat, out)


def _until_discard(state: State, seat: int, out: list[E.Event]) -> None:
    """The replacements card effects held until ``seat``'s discard phase are drawn; the
    minions a card unlocks then unlock."""
    from .effects.kinds import between_unlocks, permanents

    between_unlocks.discard_phase(state, seat, out)
    permanents.unlock_at_discard(state, seat, out)


# -- vtes_next_phase and vtes_end_turn ------------------------------------------------------


def next_phase_cmd(state: State, cmd: C.Command, out: list[E.Event]) -> None:
    """``vtes_next_phase``: the unused actions of the phase are lost (§4)."""
    next_phase(state, out, cmd.seat)


def end_turn_cmd(state: State, cmd: C.Command, out: list[E.Event]) -> None:
    """``vtes_end_turn`` (or the table's end of turn): the rest of the phases are skipped."""
    end_turn(state, out, cmd.seat)


def turn_not_now(state: State, cmd: C.Command) -> NoReturn:
    """Why the turn cannot go on now: the game is over, it is another Methuselah's turn, a
    procedure is under way, a vampire owes its hunt (V-MIN-04) or a contest is owed (§14)."""
    r = rules(state)
    if r["phase"] == OVER:
        raise reject(QT_TRANSLATE_NOOP("vtes", "The game is over."))
    if state.turn.active != cmd.seat:
        raise reject(QT_TRANSLATE_NOOP("vtes", "It is not your turn."))
    if r["action"] or r["combat"] or r["referendum"]:
        raise reject(QT_TRANSLATE_NOOP("vtes", "Finish the action in progress first."))
    owing = actions.owes_hunt(state, cmd.seat)
    if r["phase"] == MINION and owing:
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "{minion} has no blood and must hunt before the phase ends."),
            minion=ci.name(owing[0]),
        )
    if r["phase"] == MINION:
        _forced_bleed(state, cmd.seat)
    contests.require_settled(state, cmd.seat)
    not_now()


def _forced_bleed(state: State, seat: int) -> None:
    """A vampire whose own text makes it bleed now (Elen Kamjian) bleeds before the minion
    phase ends."""
    from .effects.kinds.control import owes_bleed

    owing = owes_bleed(state, seat)
    if owing:
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "{minion} must bleed before the phase ends."),
            minion=ci.name(owing[0]),
        )


def next_phase(state: State, out: list[E.Event], actor: int | None) -> None:
    r = rules(state)
    at = PHASES.index(r["phase"])
    if at + 1 < len(PHASES):
        set_phase(state, PHASES[at + 1], out, actor)
    else:
        end_turn(state, out, actor)


def end_turn(state: State, out: list[E.Event], actor: int | None) -> None:
    _at_end_of_discard(state, out)
    r = rules(state)
    order = seating(state)
    active = state.turn.active
    at = order.index(active)
    nxt = active
    for i in range(1, len(order) + 1):
        nxt = order[(at + i) % len(order)]
        if not state.seats[nxt].out:
            break
    if order.index(nxt) <= at:
        r["round"] += 1
    limit = int(state.options.get(OPT_TIME_LIMIT, 0) or 0)
    if limit and r["round"] > limit:
        r["round"] = limit
        time_limit(state, out, actor)
        return
    state.turn.active = nxt
    state.turn.number += 1
    r["turns"] += 1
    out.append(E.TurnEnded(seat=actor, next_seat=nxt, number=state.turn.number))
    # the new turn's unlock is the rules' step, not the act of whoever ended the last turn
    begin_turn(state, out, None)


def _at_end_of_discard(state: State, out: list[E.Event]) -> None:
    """The active Methuselah's discard phase ends: what cards in play do then (The Coven
    goes to their predator: :mod:`.effects.kinds.masters_b`; a vampire taken until the end
    of the turn goes back: :mod:`.effects.kinds.control`); what lasted until the end of the
    turn ends (a hand size: :mod:`.hand_size`)."""
    from .effects.kinds.control import puppet_turn_ends
    from .effects.kinds.masters_b import pass_to_predator

    pass_to_predator(state, state.turn.active, out)
    puppet_turn_ends(state, state.turn.active, out)
    hand_size.end_of_turn(state, out)


# -- ousting and the end of the game ---------------------------------------------------------


def check_ousts(state: State, out: list[E.Event], actor: int | None) -> None:
    """Oust every Methuselah whose pool is 0, all at once (V-OUT-01..05); again while an
    ousting leads to another (the ousted active Methuselah's turn ends, and the next one's
    unlock phase may burn their last pool: Fame)."""
    while _oust_once(state, out, actor):
        pass


def _oust_once(state: State, out: list[E.Event], actor: int | None) -> bool:
    """One round of ousting; whether anyone was ousted."""
    r = rules(state)
    if r["phase"] == OVER:
        return False
    left = active_seats(state)
    gone = [s for s in left if state.seats[s].counters.get("pool", 0) <= 0]
    if not gone:
        return False
    hunters = {s: predator(state, s) for s in gone}
    for seat in gone:
        state.seats[seat].out = True
        r["ousted"].append(seat)
        _remove_controlled(state, seat, out, actor)
        out.append(E.ModuleEvent(seat=actor, key="ousted", args={"seat": seat}))
    if state.tokens[EDGE].holder in gone:
        state.tokens[EDGE].holder = None
        out.append(E.TokenPassed(seat=actor, token=EDGE, to=None))
    for seat in gone:
        hunter = hunters[seat]
        if hunter is None or hunter == seat:
            continue
        _add_vp(state, hunter, OUST_VP * HALF, out, actor)
        if hunter not in gone:
            tokens.add_pool(state, hunter, OUST_POOL, out, actor, "oust_pool")
        out.append(
            E.ModuleEvent(seat=actor, key="oust_reward", args={"predator": hunter, "seat": seat})
        )
    _after_leaving(state, gone, out, actor)
    return True


def withdraw(state: State, seat: int, out: list[E.Event], actor: int | None) -> None:
    """A withdrawal that held (§16.3): +1 VP, out of the game; the predator gains nothing."""
    r = rules(state)
    state.seats[seat].out = True
    r["withdrawn"].append(seat)
    _remove_controlled(state, seat, out, actor)
    if state.tokens[EDGE].holder == seat:
        state.tokens[EDGE].holder = None
        out.append(E.TokenPassed(seat=actor, token=EDGE, to=None))
    _add_vp(state, seat, WITHDRAWAL_VP * HALF, out, actor)
    out.append(E.ModuleEvent(seat=actor, key="withdrew", args={"seat": seat}))
    _after_leaving(state, [seat], out, actor)


def _after_leaving(state: State, gone: list[int], out: list[E.Event], actor: int | None) -> None:
    """After Methuselahs left the game: the last one standing gains 1 VP and the game ends;
    a turn whose Methuselah left passes to the next one; procedures forget the others."""
    r = rules(state)
    survivors = active_seats(state)
    if len(survivors) <= 1:
        if survivors:
            _add_vp(state, survivors[0], LAST_STANDING_VP * HALF, out, actor)
            out.append(E.ModuleEvent(seat=actor, key="last_standing", args={"seat": survivors[0]}))
        game_over(state, out, actor)
        return
    if state.turn.active in gone:
        _close_procedures(state, out)
        active = state.turn.active
        order = seating(state)
        at = order.index(active)
        nxt = next(
            order[(at + i) % len(order)]
            for i in range(1, len(order) + 1)
            if not state.seats[order[(at + i) % len(order)]].out
        )
        if order.index(nxt) <= at:
            r["round"] += 1
        state.turn.active = nxt
        state.turn.number += 1
        r["turns"] += 1
        out.append(E.TurnEnded(seat=None, next_seat=nxt, number=state.turn.number))
        begin_turn(state, out, None)
    else:
        _drop_ousted_from_procedures(state, out, actor)


def _remove_controlled(state: State, seat: int, out: list[E.Event], actor: int | None) -> None:
    """All cards an ousted Methuselah controls are removed from the game (V-OUT-01)."""
    removed = state.zones[zone(seat, REMOVED)]
    for zid in (
        zone(seat, "ready"),
        zone_of(state, seat, ROLE_TORPOR).id,
        zone_of(state, seat, ROLE_UNCONTROLLED).id,
    ):
        for card_id in list(state.zones[zid].cards):
            card = state.cards[card_id]
            tokens.drop_counters(state, card)
            dst = removed if card.owner in (None, seat) else state.zones[zone(card.owner, REMOVED)]
            out.append(move_card(state, card, dst, face_up=True, seat=actor))


def _close_procedures(state: State, out: list[E.Event]) -> None:
    """The action, combat and referendum under way end, unfinished; a blocked action kept
    through its combat (Form of Mist) ends too, its card burned as when its combat ends."""
    mist.end_held(state, out)
    r = rules(state)
    r["action"] = r["combat"] = r["referendum"] = None


def _drop_ousted_from_procedures(state: State, out: list[E.Event], actor: int | None) -> None:
    """An ousted Methuselah takes no more decisions in the action or referendum."""

    r = rules(state)
    action = r["action"]
    if action is not None:
        if state.seats[action["seat"]].out:
            _close_procedures(state, out)
            return
        action["deciders"] = [s for s in action["deciders"] if not state.seats[s].out]
        imp = action.get("imp")
        if imp:
            holder = imp["order"][imp["at"]] if imp["at"] < len(imp["order"]) else None
            imp["order"] = [s for s in imp["order"] if not state.seats[s].out]
            imp["at"] = imp["order"].index(holder) if holder in imp["order"] else 0
        elif action["stage"] == "diablerie":
            chooser = block.diablerie_chooser(state)
            if chooser is None or state.seats[chooser].out:
                r["action"] = None
    if r["referendum"] is not None and not politics.voters(state):
        politics.tally(state, out, actor)
    combat = r["combat"]
    if combat is not None:
        cards = [state.cards.get(combat["a"]), state.cards.get(combat["b"])]
        if any(c is None or c.controller is None or state.seats[c.controller].out for c in cards):
            r["combat"] = None
            mist.end_held(state, out)  # the blocked action whose combat it was ends


def _add_vp(state: State, seat: int, halves: int, out: list[E.Event], actor: int | None) -> None:
    r = rules(state)
    r["vp2"][seat] += halves
    counters = state.seats[seat].counters
    counters["vp"] = r["vp2"][seat] // HALF
    out.append(
        E.CounterChanged(
            seat=actor,
            target=seat,
            kind="vp",
            value=counters["vp"],
            delta=halves // HALF,
            why="vp",
        )
    )


def host_oust(state: State, cmd: manual.Oust, out: list[E.Event]) -> None:
    """A host override: the target's pool goes to 0 and the rules oust them."""
    target = cmd.seat if cmd.target is None else cmd.target
    if not cmd.host or not 0 <= target < len(state.seats) or state.seats[target].out:
        oust_not_now(state, cmd)
    tokens.set_pool(state, target, 0, out, cmd.seat)


def oust_not_now(state: State, cmd: C.Command) -> NoReturn:
    raise reject(
        QT_TRANSLATE_NOOP(
            "vtes",
            "With the rules on, a Methuselah is ousted automatically when their pool reaches 0.",
        )
    )


def host_vp_fix(state: State, seat: int) -> None:
    """A host override set a seat's VP counter by hand: book the difference as a
    correction (kept apart so the score sheet can show it)."""
    r = rules(state)
    fixes = r.setdefault("vp_fixes", [0] * len(state.seats))
    halves = state.seats[seat].counters.get("vp", 0) * HALF - r["vp2"][seat]
    fixes[seat] += halves
    r["vp2"][seat] += halves


def time_limit(state: State, out: list[E.Event], actor: int | None) -> None:
    """The optional time limit: each Methuselah still in the game gets 0.5 VP."""
    r = rules(state)
    for seat in active_seats(state):
        _add_vp(state, seat, 1, out, actor)
        r["half_vp"].append(seat)
    out.append(E.ModuleEvent(seat=actor, key="time_limit", args={"round": r["round"]}))
    game_over(state, out, actor)


def game_over(state: State, out: list[E.Event], actor: int | None) -> None:
    r = rules(state)
    _close_procedures(state, out)
    r["phase"] = OVER
    state.turn.phase = PHASE_NAMES[OVER].text
    r["scores"] = [v / HALF for v in r["vp2"]]
    out.append(E.ModuleEvent(seat=actor, key="game_over", args={}))


# -- the commands: their offers and words ----------------------------------------------------


def _next_phase_offer(state: State, seat: int, stage: Stage) -> list[C.Command]:
    return [K.NextPhase(seat=seat)]


def _end_turn_offer(state: State, seat: int, stage: Stage) -> list[C.Command]:
    return [K.EndTurnRules(seat=seat)]


_NEXT_PHASE = {
    UNLOCK: QT_TRANSLATE_NOOP("vtes", "Go on to the master phase"),
    MASTER: QT_TRANSLATE_NOOP("vtes", "Go on to the minion phase"),
    MINION: QT_TRANSLATE_NOOP("vtes", "Go on to the influence phase"),
    INFLUENCE: QT_TRANSLATE_NOOP("vtes", "Go on to the discard phase"),
    DISCARD: QT_TRANSLATE_NOOP("vtes", "Finish the discard phase (end of turn)"),
}


def _next_phase_words(w: Words, cmd: C.Command) -> Message:
    return _NEXT_PHASE.get(str(w.rules.get("phase")), QT_TRANSLATE_NOOP("vtes", "Next phase"))


def _end_turn_words(w: Words, cmd: C.Command) -> Message:
    if w.rules.get("phase") == DISCARD:  # the same as finishing the phase: the same words
        return _NEXT_PHASE[DISCARD]
    return QT_TRANSLATE_NOOP("vtes", "End the turn")


def _oust_words(w: Words, cmd: manual.Oust) -> Message:
    target = cmd.seat if cmd.target is None else cmd.target
    return QT_TRANSLATE_NOOP("vtes", "Oust {seat}").with_args(seat=w.seat(target))


def _host_oust(state: State, cmd: manual.Oust, out: Outcome) -> None:
    host_oust(state, cmd, out.events)


#: the ways on out of a phase (never while a vampire owes its hunt or a contest is owed)
_PHASES = stages(UNLOCK, MASTER, MINION, INFLUENCE, DISCARD)
SPECS = (
    CommandSpec(
        K.NextPhase,
        _PHASES,
        events(next_phase_cmd),
        turn_not_now,
        _next_phase_words,
        TURN,
        _next_phase_offer,
    ),
    CommandSpec(
        K.EndTurnRules,
        _PHASES,
        events(end_turn_cmd),
        turn_not_now,
        _end_turn_words,
        TURN,
        _end_turn_offer,
    ),
    CommandSpec(C.EndTurn, _PHASES, events(end_turn_cmd), turn_not_now, _end_turn_words, TURN),
    # a host override (the rules oust at 0 pool by themselves)
    CommandSpec(manual.Oust, stages(), _host_oust, oust_not_now, _oust_words, TABLE),
)
