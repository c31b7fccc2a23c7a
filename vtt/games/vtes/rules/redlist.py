"""The Red List (vtes.md §15.3, V-MAS-02, action A13): marking a Red List minion with a
master phase action, entering combat with it, and the trophy its burner is entitled to.

Which minions are Red List comes from the card data: the keyword in the minion's own text
("... Infernal. Red List. +1 bleed.", "Independent. Red List: ...", the merged text of an
advanced vampire aside), or a card on the minion that says it "is now Red List" (Trumped-Up
Charges).  A minion made Red List by an effect that leaves nothing on it (the Red List and
Public Enemy actions) is not seen; the host may still mark it.

In ``rules`` (both absent until first used):

* ``red_list``: ``{"turn": the turn number (rules["turns"]) it was marked in, "minions":
  [ids]}``: the marks of the active Methuselah, valid for that turn only;
* ``trophies``: ``[{"vampire": id, "seat": its controller, "victim": catalog id}]``, each
  trophy a vampire is entitled to for burning a Red List minion, in combat or by a directed
  action (diablerie included).  The search of library, ash heap or hand for the trophy and
  putting it on the vampire are done by hand.
"""

from __future__ import annotations

import re

from ....core import commands as C
from ....core import events as E
from ....core.messages import QT_TRANSLATE_NOOP, Message, reject
from ....core.model import Card, State
from ....core.table import card_of
from ..seating import active_seats
from . import cardinfo as ci
from . import commands as K
from .data import MASTER, acted, controller, rules
from .phases import not_in_phase
from .records import RedListMarks
from .spec import CommandSpec, Stage, events, stages
from .wording import MASTER_CARDS, Words

#: the keyword standing alone in a card's text, not "non-Red List" nor "a Red List minion"
_KEYWORD = re.compile(r"(?:^|[.:]\s)Red List[.:]")
_MAKES = re.compile(r"(?:is now|becomes) Red List")
#: A13 costs 1 blood, paid on success (V-RES-01)
HUNT_COST = 1


def is_red_list(state: State, card: Card) -> bool:
    rec = ci.record(card)
    if rec is None or not ci.is_minion(card):
        return False
    if _KEYWORD.search(rec.text.split("[MERGED]")[0]):
        return True
    for other in state.cards.values():
        if other.attached_to == card.id:
            on = ci.record(other)
            if on is not None and _MAKES.search(on.text):
                return True
    return False


def marked(state: State) -> list[int]:
    """The minions the active Methuselah marked this turn."""
    r = rules(state)
    marks: RedListMarks | None = r.get("red_list")
    if not marks or marks.get("turn") != r["turns"]:
        return []
    return list(marks["minions"])


def can_mark(state: State, card: Card) -> bool:
    """A Red List minion in play (ready or in torpor) that is not marked yet."""
    return (
        card.attached_to is None
        and (ci.in_ready(state, card) or ci.in_torpor(state, card))
        and card.id not in marked(state)
        and is_red_list(state, card)
    )


def mark(state: State, cmd: K.MarkRedList, out: list[E.Event]) -> None:
    """V-MAS-02: one master phase action marks one Red List minion for this turn."""
    r = rules(state)
    if r["master"] < 1:
        raise reject(QT_TRANSLATE_NOOP("vtes", "No master phase action left this turn."))
    card = card_of(state, cmd.minion)
    if card.id in marked(state):
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "{minion} is already marked this turn."), minion=ci.name(card)
        )
    if not (ci.in_ready(state, card) or ci.in_torpor(state, card)) or not ci.is_minion(card):
        raise reject(QT_TRANSLATE_NOOP("vtes", "Only a Red List minion in play can be marked."))
    if not cmd.host and not is_red_list(state, card):
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "{minion} is not a Red List minion."), minion=ci.name(card)
        )
    r["master"] -= 1
    r["red_list"] = {"turn": r["turns"], "minions": marked(state) + [card.id]}
    out.append(
        E.ModuleEvent(
            seat=cmd.seat, key="red_list_marked", args={"seat": cmd.seat, "minion": card.id}
        )
    )


def check_hunt(state: State, cmd: K.Act, vampire: Card, strict: bool) -> tuple[int, Card]:
    """A13's checks at declaration: ``(target seat, marked minion)``."""
    if cmd.target_card is None:
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "Say which marked Red List minion to enter combat with.")
        )
    prey = card_of(state, cmd.target_card)
    if prey.controller == vampire.controller:
        raise reject(QT_TRANSLATE_NOOP("vtes", "Your minions never fight each other."))
    if not ci.in_ready(state, prey):
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "{minion} is not ready: only ready minions enter combat."),
            minion=ci.name(prey),
        )
    if strict:
        if prey.id not in marked(state):
            raise reject(
                QT_TRANSLATE_NOOP(
                    "vtes",
                    "{minion} is not marked this turn: mark a Red List minion with a master phase action first.",  # noqa: E501
                ),
                minion=ci.name(prey),
            )
        if K.RED_LIST in acted(state, vampire.id):
            raise reject(
                QT_TRANSLATE_NOOP(
                    "vtes", "{minion} has already entered combat with a Red List minion this turn."
                ),
                minion=ci.name(vampire),
            )
        have = vampire.counters.get("blood", 0)
        if have < HUNT_COST:
            raise reject(
                QT_TRANSLATE_NOOP(
                    "vtes",
                    "Entering combat with a Red List minion costs {n} blood; {minion} has {have}.",
                ),
                n=HUNT_COST,
                minion=ci.name(vampire),
                have=have,
            )
    return controller(prey), prey


def entitle_trophy(
    state: State, vampire: Card, victim: Card, out: list[E.Event], actor: int | None
) -> None:
    """§15.3 'Reward': logged; the trophy is searched for and put on the vampire by hand."""
    rules(state).setdefault("trophies", []).append(
        {"vampire": vampire.id, "seat": vampire.controller, "victim": victim.catalog}
    )
    out.append(
        E.ModuleEvent(
            seat=actor,
            key="trophy",
            args={"seat": vampire.controller, "minion": vampire.id, "victim": victim.id},
        )
    )


def _marks_to_make(state: State, seat: int, stage: Stage) -> list[C.Command]:
    """V-MAS-02: the other Methuselahs' ready Red List minions not marked yet."""
    if rules(state)["master"] < 1:
        return []
    return [
        K.MarkRedList(seat=seat, minion=card.id)
        for other in active_seats(state)
        if other != seat
        for card in ci.ready_minions(state, other)
        if can_mark(state, card)
    ]


def _words(w: Words, cmd: K.MarkRedList) -> Message:
    return QT_TRANSLATE_NOOP("vtes", "Mark {minion} on the Red List for this turn").with_args(
        minion=w.card(cmd.minion)
    )


SPECS = (
    CommandSpec(
        K.MarkRedList,
        stages("master"),
        events(mark),
        not_in_phase(MASTER),
        _words,
        MASTER_CARDS,
        _marks_to_make,
    ),
)
