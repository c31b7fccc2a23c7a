"""Hand size (vtes.md §13.1 V-HAND-01, V-HAND-03): 7 cards, plus what the cards a
Methuselah has in play give ("+1 hand size") and what lasts until the end of the turn; the
hand follows it at once.

:func:`size` is the one number the refill, the invariants (§20.3) and the withdrawal
(§16.3) read.  :func:`follow`, called after every command and as a turn ends, compares each
seat's size with the one it last had: a larger one draws the difference at once, a smaller
one leaves the seat owing the discards that bring its hand back to size.  A card's text
may also make a seat owe hand cards (:func:`owe`: "then move the same number of cards from
your hand to the bottom of your library"), a search of its library
(:mod:`.library_search`) or the choice of where each draw comes from
(:mod:`.draw_choice`).  What a seat owes is a queue, and counts once the command that made
it owed is over; while a seat owes, the game waits for it at the stage ``"hand"``
(:func:`owing`, read by :func:`.stages.decider`), whose listing the bots and the dock
offer: ``vtes_hand_down`` puts one chosen card of its hand where it is owed.
"""

from __future__ import annotations

from typing import Any, Literal, NoReturn, cast

from ....core import commands as C
from ....core import events as E
from ....core.messages import QT_TRANSLATE_NOOP, Message, reject
from ....core.model import State
from ....core.table import move_card
from ..layout import ASH_HEAP, zone
from ..setup import REFILL
from . import commands as K
from . import hand
from .data import HAND_SIZE, rules, zone_of
from .effects.log import texts
from .refuse import not_now
from .spec import CommandSpec, Stage, events, stages
from .wording import Words

#: what a seat owes: hand cards to the ash heap (discarded) or to the bottom of the library,
#: a search of its library for an equipment card to put on a minion (:mod:`.library_search`),
#: or draws it may take from elsewhere than its library (:mod:`.draw_choice`)
Where = Literal["ash", "bottom", "equip", "draw"]
HAND_CARDS = ("ash", "bottom")
HAND_SIZE_HEADING = QT_TRANSLATE_NOOP("vtes", "Hand size")
texts(
    {
        "li_hand_size": QT_TRANSLATE_NOOP("vtes", "{seat}'s hand size is now {n}."),
        "li_hand_down_ash": QT_TRANSLATE_NOOP("vtes", "{seat} discards {card} from their hand."),
        "li_hand_down_bottom": QT_TRANSLATE_NOOP(
            "vtes", "{seat} puts a card from their hand on the bottom of their library."
        ),
    }
)


def _book(state: State) -> dict[str, Any]:
    """``rules["hand"]``: the size each seat last had, the bonuses until the end of the
    turn and the hand cards owed (all public: a hand's size is known to all)."""
    r = cast(dict[str, Any], rules(state))
    book = r.get("hand")
    if book is None:
        book = {"sizes": [HAND_SIZE] * len(state.seats), "turn": {}, "owed": {}}
        r["hand"] = book
    return cast(dict[str, Any], book)


def _peek(state: State) -> dict[str, Any]:
    """The book without writing it (for offers, checks and views)."""
    book = cast(dict[str, Any], rules(state)).get("hand")
    return book if isinstance(book, dict) else {"turn": {}, "owed": {}}


def size(state: State, seat: int) -> int:
    """``seat``'s hand size now: 7, plus its cards in play, plus this turn's bonuses."""
    from .effects.kinds.library import hand_size_bonus  # the effect kinds import this module

    return HAND_SIZE + hand_size_bonus(state, seat) + _this_turn(state).get(str(seat), 0)


def _this_turn(state: State) -> dict[str, int]:
    """The bonuses until the end of the turn, by seat (none once the turn they were given
    in is over, however it ended)."""
    turn = _peek(state)["turn"]
    return turn.get("bonus", {}) if turn.get("turn") == rules(state)["turns"] else {}


def add_until_end_of_turn(state: State, seat: int, n: int) -> None:
    """``seat`` gets +``n`` hand size until the end of the turn (followed after the
    command)."""
    book = _book(state)
    bonus = dict(_this_turn(state))
    bonus[str(seat)] = bonus.get(str(seat), 0) + n
    book["turn"] = {"turn": rules(state)["turns"], "bonus": bonus}


def end_of_turn(state: State, out: list[E.Event]) -> None:
    """The turn ends: the bonuses until then end, and the hands follow their sizes."""
    if _peek(state)["turn"]:
        _book(state)["turn"] = {}
        follow(state, out)  # at once, before the next turn begins


def _queue(state: State, seat: int) -> list[dict[str, Any]]:
    """What ``seat`` owes, in the order it is to be done (read only)."""
    return list(_peek(state)["owed"].get(str(seat), []))


def owed(state: State, seat: int) -> int:
    """How many hand cards ``seat`` still owes (a search or a draw owed is none)."""
    return sum(int(e["n"]) for e in _queue(state, seat) if e["to"] in HAND_CARDS)


def draws_owed(state: State, seat: int) -> int:
    """How many draws ``seat`` still owes (its hand is that much short meanwhile)."""
    return sum(int(e["n"]) for e in _queue(state, seat) if e["to"] == "draw")


def owing(state: State) -> int | None:
    """The first seat in the game that owes something (None: nobody).  What a command
    made owed counts once it is over (:func:`follow`): a draw owed in the middle of a card's
    play does not stop the rest of that play."""
    owed_now = _peek(state)["owed"]
    for key in sorted(owed_now, key=int):
        if not state.seats[int(key)].out and any(e.get("live", True) for e in owed_now[key]):
            return int(key)
    return None


def owe(
    state: State, seat: int, n: int, where: Where, cause: str = "", minion: int | None = None
) -> None:
    """``seat`` owes ``n`` more: cards of its hand to ``where`` (at most what it holds,
    with the draws it owes, and does not owe yet), draws, or a search of its library for
    ``minion``; after what it owed already."""
    if where in HAND_CARDS:
        held = len(zone_of(state, seat, "hand").cards) + draws_owed(state, seat)
        n = min(n, held - owed(state, seat))
    if n <= 0:
        return
    queue = _book(state)["owed"].setdefault(str(seat), [])
    last = queue[-1] if queue else None
    if last is not None and (last["to"], last["cause"], last["minion"]) == (where, cause, minion):
        last["n"] += n
    else:
        queue.append({"n": n, "to": where, "cause": cause, "minion": minion, "live": False})


def due(state: State, seat: int) -> dict[str, Any] | None:
    """What ``seat`` owes first: ``n``, ``to`` (:data:`Where`), ``cause``, ``minion``."""
    queue = _queue(state, seat)
    return queue[0] if queue else None


def paid_one(state: State, seat: int) -> None:
    """One of what ``seat`` owes first is done."""
    owed_now = _book(state)["owed"]
    queue = owed_now.get(str(seat), [])
    if queue:
        queue[0]["n"] -= 1
        if queue[0]["n"] <= 0:
            queue.pop(0)
    if not queue:
        owed_now.pop(str(seat), None)


def follow(state: State, out: list[E.Event]) -> None:
    """After each command: what the command made owed now counts, and each seat in the
    game whose hand size changed since it was last looked at draws the cards it gained at
    once (unless it refills by hand), or owes the discards that bring its hand back down
    to size."""
    if "hand" not in rules(state) and all(size(state, s.index) == HAND_SIZE for s in state.seats):
        return  # no card ever changed a hand size: nothing to follow
    sizes = _book(state)["sizes"]
    for seat in state.seats:
        now, before = size(state, seat.index), sizes[seat.index]
        if now == before or seat.out:
            continue
        sizes[seat.index] = now
        out.append(
            E.ModuleEvent(seat=None, key="li_hand_size", args={"seat": seat.index, "n": now})
        )
        if now > before:
            _grow(state, seat.index, now - before, out)
        else:
            held = len(zone_of(state, seat.index, "hand").cards) + draws_owed(state, seat.index)
            over = held - now - owed(state, seat.index)
            if over > 0:
                owe(state, seat.index, over, "ash")
    for queue in _book(state)["owed"].values():
        for entry in queue:
            entry["live"] = True  # the command that made it owed is over


def _grow(state: State, seat: int, n: int, out: list[E.Event]) -> None:
    """``seat``'s hand size grew by ``n``: first the discards it owed to a smaller size are
    forgiven, then it draws the rest (unless it refills by hand)."""
    owes = due(state, seat)
    if owes and owes["to"] == "ash" and not owes["cause"]:
        forgiven = min(n, owes["n"])
        for _ in range(forgiven):
            paid_one(state, seat)
        n -= forgiven
    if state.data.get(REFILL, [True] * len(state.seats))[seat]:
        for _ in range(n):
            hand.draw(state, seat, out)


def hand_down(state: State, cmd: K.HandDown, out: list[E.Event]) -> None:
    """``vtes_hand_down``: one card of the hand to where it is owed."""
    owes = due(state, cmd.seat)
    if (not owes or owes["to"] not in HAND_CARDS) and not cmd.host:
        raise reject(QT_TRANSLATE_NOOP("vtes", "You owe no cards from your hand."))
    card = hand.hand_card(state, cmd.seat, cmd.card)
    if card.id == _busy(state) and not cmd.host:
        raise reject(QT_TRANSLATE_NOOP("vtes", "That card is played for the action under way."))
    where = owes["to"] if owes else "ash"
    if where == "bottom":
        library = zone_of(state, cmd.seat, "deck")
        out.append(move_card(state, card, library, bottom=True, face_up=False, seat=cmd.seat))
        out.append(E.ModuleEvent(seat=cmd.seat, key="li_hand_down_bottom", args={"seat": cmd.seat}))
    else:
        ash = state.zones[zone(cmd.seat, ASH_HEAP)]
        args = {"seat": cmd.seat, "card": card.catalog or ""}
        out.append(move_card(state, card, ash, face_up=True, seat=cmd.seat))
        out.append(E.ModuleEvent(seat=cmd.seat, key="li_hand_down_ash", args=args))
    paid_one(state, cmd.seat)


def _hand_down_not_now(state: State, cmd: K.HandDown) -> NoReturn:
    owes = due(state, cmd.seat)
    if not owes or owes["to"] not in HAND_CARDS:
        raise reject(QT_TRANSLATE_NOOP("vtes", "You owe no cards from your hand."))
    not_now()


def _offers(state: State, seat: int, stage: Stage) -> list[C.Command]:
    owes = due(state, seat)
    if not owes or owes["to"] not in HAND_CARDS:
        return []
    busy = _busy(state)
    return [K.HandDown(seat=seat, card=c) for c in zone_of(state, seat, "hand").cards if c != busy]


def _busy(state: State) -> int | None:
    """The card of the action under way, which waits in its player's hand until the action
    is over: not one to give away from the hand."""
    action = rules(state)["action"]
    return action["card"] if action is not None else None


def _words(w: Words, cmd: K.HandDown) -> Message:
    due = first_owed(w.rules, cmd.seat)
    if due.get("to") == "bottom":
        return QT_TRANSLATE_NOOP("vtes", "Put {card} on the bottom of your library").with_args(
            card=w.card(cmd.card)
        )
    if due.get("cause"):  # a card's exchange, not a hand size
        return QT_TRANSLATE_NOOP("vtes", "Put {card} from your hand in your ash heap").with_args(
            card=w.card(cmd.card)
        )
    return QT_TRANSLATE_NOOP("vtes", "Discard {card} down to your hand size").with_args(
        card=w.card(cmd.card)
    )


def first_owed(book: dict[str, Any], seat: int) -> dict[str, Any]:
    """What ``seat`` owes first, read from the public rules data of a State or a View
    (the dock words a choice from a seat's View)."""
    queue = book.get("hand", {}).get("owed", {}).get(str(seat)) or [{}]
    return queue[0]


SPECS = (
    CommandSpec(
        K.HandDown,
        stages("hand"),
        events(hand_down),
        _hand_down_not_now,
        _words,
        HAND_SIZE_HEADING,
        _offers,
    ),
)
