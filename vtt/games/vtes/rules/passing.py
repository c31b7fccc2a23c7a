"""``vtes_pass``: giving up the impulse or the decision that is yours (vtes.md §7-§9):
declining to block, stopping adding effects to an action, not diablerizing after blocking a
vampire leaving torpor, going on from a combat step without a maneuver, prevention,
additional strikes or a press, being done casting votes in a referendum (any Methuselah not
done yet, in any order).  A pass also closes the passer's played cards (:mod:`.played`):
no more steps by hand bound to them.  Where the pass lands depends on the procedure under
way: a referendum (:mod:`.politics`), a combat (:mod:`.combat`) or an action (:mod:`.block`).
"""

from __future__ import annotations

from typing import NoReturn

from ....core import commands as C
from ....core.messages import QT_TRANSLATE_NOOP, Message, reject
from ....core.model import State
from ....core.table import Outcome
from . import block, combat, played, politics
from . import commands as K
from .data import rules
from .spec import CommandSpec, Stage, stages
from .stages import decider
from .wording import TURN, Words


def _effect(state: State, cmd: K.Pass, out: Outcome) -> None:
    r = rules(state)
    played.close(state, cmd.seat)  # its cards' effects are no longer open to the passer
    seat = decider(state).seat
    if r["referendum"] is not None:
        politics.done_voting(state, seat if cmd.host and seat is not None else cmd.seat, out.events)
    elif r["combat"] is not None:
        combat.pass_combat(state, cmd.seat, out.events)
    elif r["action"] is not None:
        block.pass_action(state, cmd.seat, out.events)
    else:
        _not_now(state, cmd)


def _not_now(state: State, cmd: K.Pass) -> NoReturn:
    if decider(state).seat != cmd.seat:
        raise reject(QT_TRANSLATE_NOOP("vtes", "There is nothing for you to pass now."))
    if rules(state)["combat"] is not None:
        raise reject(QT_TRANSLATE_NOOP("vtes", "Choose a strike: a hand strike if nothing else."))
    raise reject(QT_TRANSLATE_NOOP("vtes", "Nothing to pass: go on with 'next phase'."))


def _offer(state: State, seat: int, stage: Stage) -> list[C.Command]:
    """A pass; in a referendum, only for a Methuselah not done voting yet."""
    if stage == "vote" and not politics.may_vote(state, seat):
        return []
    return [K.Pass(seat=seat)]


#: what passing means at each stage
_WORDS = {
    "block": QT_TRANSLATE_NOOP("vtes", "Do not block"),
    "attempt": QT_TRANSLATE_NOOP("vtes", "Pass (no more stealth or intercept)"),
    "resolve": QT_TRANSLATE_NOOP("vtes", "Pass (no more effects on the action)"),
    "range": QT_TRANSLATE_NOOP("vtes", "No maneuver: go on to the strikes"),
    "damage": QT_TRANSLATE_NOOP("vtes", "Prevent no more damage"),
    "extra": QT_TRANSLATE_NOOP("vtes", "No additional strikes"),
    "press": QT_TRANSLATE_NOOP("vtes", "Do not press"),
    "diablerie": QT_TRANSLATE_NOOP("vtes", "Do not diablerize"),
    "vote": QT_TRANSLATE_NOOP("vtes", "Done voting"),
}


_PASS_ON_BLOCK = {
    "acting": QT_TRANSLATE_NOOP("vtes", "Pass (let the others decide whether to block)"),
    "other": QT_TRANSLATE_NOOP("vtes", "Pass (no effect on the action now)"),
}


def _words(w: Words, cmd: K.Pass) -> Message:
    if w.stage == "block":
        action = w.rules.get("action") or {}
        if cmd.seat not in action.get("deciders", ()):
            return _PASS_ON_BLOCK["acting" if cmd.seat == action.get("seat") else "other"]
    return _WORDS.get(w.stage, QT_TRANSLATE_NOOP("vtes", "Pass"))


_IMPULSE = stages("block", "attempt", "resolve", "diablerie", "range", "damage", "extra", "press")
SPECS = (
    CommandSpec(
        K.Pass,
        _IMPULSE,
        _effect,
        _not_now,
        _words,
        TURN,
        _offer,
        # a referendum: any Methuselah not done yet says it is done casting votes
        anyone=stages("vote"),
        offered=_IMPULSE | stages("vote"),
        offered_to_others=stages("vote"),
    ),
)
