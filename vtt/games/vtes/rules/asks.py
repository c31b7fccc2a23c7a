"""Questions a card's text puts to a Methuselah: "the target Methuselah discards 2 cards of
their choice", "your prey chooses a ready minion they control", "that Methuselah burns 1
pool or 1 blood from a vampire they control", "the blocking minion's controller can burn 1
pool to cancel this card".

A card's effect (:mod:`.effects.kinds.asks`) puts an :class:`~.records.Ask` on the queue
``rules["asks"]`` (:func:`push`); while one waits, :func:`.stages.decider` returns its
Methuselah at the stage ``"ask"``, whose only commands are the answers (``vtes_answer``):
the bots and the Decisions dock get them from :func:`_offer` like every other choice.
What each question offers, does and says is an :class:`AskKind` registered under its
``what`` (:func:`kind`), next to the card effect that asks it.

The queue is public (the rules bookkeeping is): a question names its card, its Methuselahs
and the public card it is about, never a hidden card; the cards a Methuselah may pick from
their hand are read from the table when they are offered.  A question nobody can answer
any more (the hand is empty, the Methuselah is ousted) is dropped by :func:`settle`, which
the engine calls after every command.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple, NoReturn

from ....core import commands as C
from ....core import events as E
from ....core.messages import QT_TRANSLATE_NOOP, Message, reject
from ....core.model import State
from ....core.table import Outcome
from . import commands as K
from .data import rules
from .records import Ask
from .spec import CommandSpec, Stage, stages
from .wording import Words

#: the dock's heading of the answers
ANSWERS = QT_TRANSLATE_NOOP("vtes", "A card asks you")


class AskKind(NamedTuple):
    """One question: ``answers`` lists the (choice, card) pairs the asked Methuselah may
    answer now (empty: the question is dropped); ``apply`` does what the answer says
    (the question is already counted as answered; it may ask more); ``words`` says an
    answer in the dock, from the State or the asked seat's View; ``discards_down``: the
    question is a hand over its size being discarded down (§20.3 holds once it is
    answered: :func:`discarding_down`); ``heading``: the dock's heading of the answers
    (else "<card> asks you"); ``weigh``: how much the card-playing bot likes an answer
    (else every answer alike)."""

    answers: Callable[[State, Ask], list[tuple[int, int | None]]]
    apply: Callable[[State, Ask, int, int | None, list[E.Event]], None]
    words: Callable[[Words, Ask, int, int | None], Message]
    discards_down: bool = False
    heading: Callable[[Words, Ask], Message] | None = None
    weigh: Callable[[State, Ask, int, int | None], int] | None = None


KINDS: dict[str, AskKind] = {}


def kind(what: str, ask: AskKind) -> None:
    """Register the question ``what`` (a name used twice is a mistake)."""
    assert what not in KINDS, what
    KINDS[what] = ask


def queue(state: State) -> list[Ask]:
    """The questions waiting, first first (a read: nothing is stored)."""
    return rules(state).get("asks") or []


def pending(state: State) -> Ask | None:
    """The question the game waits for, if any."""
    waiting = queue(state)
    return waiting[0] if waiting else None


def push(
    state: State,
    seat: int,
    what: str,
    catalog: str,
    by: int,
    n: int = 1,
    *,
    card: int | None = None,
    of: int | None = None,
    superior: bool = False,
    at: int | None = None,
) -> None:
    """Ask ``seat`` the question ``what`` ``n`` times, for ``by``'s card ``catalog``: last
    in the queue, or at the place ``at`` (0: before every other question)."""
    assert what in KINDS, what
    if n < 1 or state.seats[seat].out:
        return
    ask: Ask = {"seat": seat, "what": what, "catalog": catalog, "by": by, "n": n}
    if card is not None:
        ask["card"] = card
    if of is not None:
        ask["of"] = of
    if superior:
        ask["superior"] = True
    waiting = rules(state).setdefault("asks", [])
    waiting.insert(len(waiting) if at is None else at, ask)


def held_back(state: State, seat: int) -> int:
    """The replacements ``seat`` is owed once it has answered the question under way (the
    cards it discarded so far of several chosen at once)."""
    return sum(ask.get("held", 0) for ask in queue(state) if ask["seat"] == seat)


def discarding_down(state: State, seat: int) -> bool:
    """Whether a question waits for ``seat`` to discard its hand down to its size (the
    hand may hold more cards until it is answered)."""
    return any(ask["seat"] == seat and KINDS[ask["what"]].discards_down for ask in queue(state))


def answers(state: State, ask: Ask) -> list[tuple[int, int | None]]:
    return KINDS[ask["what"]].answers(state, ask)


def settle(state: State, out: list[E.Event]) -> None:
    """Drop the questions at the head of the queue nobody can answer any more: their
    Methuselah is out of the game, or there is nothing left to choose from."""
    waiting = rules(state).get("asks")
    while waiting:
        ask = waiting[0]
        if not state.seats[ask["seat"]].out and answers(state, ask):
            return
        waiting.pop(0)
        out.append(
            E.ModuleEvent(
                seat=None,
                key="as_unanswerable",
                args={"cause": ask["catalog"], "seat": ask["seat"]},
            )
        )


# -- vtes_answer -----------------------------------------------------------------------------


def answer(state: State, cmd: K.Answer, out: Outcome) -> None:
    """Apply ``cmd``'s answer to the question the game waits for (one of its answers, or
    refused with nothing changed)."""
    ask = pending(state)
    if ask is None or (ask["seat"] != cmd.seat and not cmd.host):
        raise reject(QT_TRANSLATE_NOOP("vtes", "No card asks you anything now."))
    if (cmd.choice, cmd.card) not in answers(state, ask):
        raise reject(QT_TRANSLATE_NOOP("vtes", "That is not one of the answers you may give."))
    waiting = rules(state)["asks"]
    ask["n"] -= 1
    if ask["n"] <= 0:
        waiting.pop(0)
    KINDS[ask["what"]].apply(state, ask, cmd.choice, cmd.card, out.events)
    settle(state, out.events)


def weight(state: State, cmd: K.Answer) -> int | None:
    """The card-playing bot's liking for the answer ``cmd`` (None: the question says
    nothing, every answer alike)."""
    ask = pending(state)
    weigh = KINDS[ask["what"]].weigh if ask is not None else None
    if ask is None or weigh is None:
        return None
    return weigh(state, ask, cmd.choice, cmd.card)


def _not_now(state: State, cmd: C.Command) -> NoReturn:
    raise reject(QT_TRANSLATE_NOOP("vtes", "No card asks you anything now."))


def _offer(state: State, seat: int, stage: Stage) -> list[C.Command]:
    ask = pending(state)
    if ask is None or ask["seat"] != seat:
        return []
    return [K.Answer(seat=seat, choice=c, card=card) for c, card in answers(state, ask)]


def _words(w: Words, cmd: K.Answer) -> Message:
    waiting = w.rules.get("asks") or []
    if not waiting or waiting[0]["what"] not in KINDS:
        return QT_TRANSLATE_NOOP("vtes", "Answer")
    ask = waiting[0]
    return KINDS[ask["what"]].words(w, ask, cmd.choice, cmd.card)


def _heading(w: Words, cmd: K.Answer) -> Message:
    waiting = w.rules.get("asks") or []
    if not waiting:
        return ANSWERS
    heading = KINDS[waiting[0]["what"]].heading if waiting[0]["what"] in KINDS else None
    if heading is not None:
        return heading(w, waiting[0])
    name = w.module.card_name(waiting[0]["catalog"], w.language)
    return QT_TRANSLATE_NOOP("vtes", "{card} asks you").with_args(card=name)


SPECS = (
    CommandSpec(
        K.Answer,
        stages("ask"),
        answer,
        _not_now,
        _words,
        _heading,
        _offer,
    ),
)
