"""Referendums (vtes.md §8, §10.4): after a successful political action, or automatically
after a diablerie (the blood hunt).

The referendum in progress is ``rules["referendum"]``, a :data:`.records.Referendum`.

Each Methuselah casts once, all their votes and ballots on one side (or abstains): the
votes of their ready titled vampires (table §8.3), 1 for the caller of a political action
card, the Edge burned for 1 vote, one political action card burned from hand for 1 vote,
and the votes a card gives (``extra``, naming that card as ``source``: :mod:`.sources`).
The prisci's ballots decide the bloc's 3 votes.  A cast vote is never changed; the
referendum passes on more votes for than against.
"""

from __future__ import annotations

from typing import NoReturn

from ....core import commands as C
from ....core import events as E
from ....core.messages import QT_TRANSLATE_NOOP, Message, reject
from ....core.model import State
from ..layout import EDGE, READY, zone
from . import cardinfo as ci
from . import commands as K
from . import grants as G
from . import hand, impulse
from .contests import has_title
from .data import rules
from .records import Referendum
from .sources import bound, granted, sources
from .spec import CommandSpec, Stage, events, stages
from .wording import Words

SIDES = ("for", "against", "abstain")


def start_referendum(
    state: State,
    caller: int,
    minion: int,
    *,
    called_by_card: bool,
    out: list[E.Event],
    actor: int | None,
    blood_hunt: bool = False,
) -> None:
    rules(state)["referendum"] = {
        "caller": caller,
        "minion": minion,
        "by_card": called_by_card,
        "blood_hunt": blood_hunt,
        "order": impulse.clockwise_from(state, caller),
        "at": 0,
        "for": 0,
        "against": 0,
        "prisci": [0, 0],
        "cast": [],
    }
    caller_card = state.cards.get(minion)
    args = {"seat": caller, "minion": caller_card.catalog or "" if caller_card else ""}
    out.append(
        E.ModuleEvent(seat=actor, key="blood_hunt" if blood_hunt else "referendum", args=args)
    )


def polled(state: State) -> int | None:
    """The seat whose vote is asked now (:func:`.stages.decider` during a referendum)."""
    ref = rules(state)["referendum"]
    if ref is None:
        return None
    return ref["order"][ref["at"]] if ref["at"] < len(ref["order"]) else None


def title_votes(state: State, seat: int) -> tuple[int, int]:
    """``(votes, priscus ballots)`` of ``seat``'s ready vampires (a contested or yielded
    title gives none, §14.2)."""
    votes = ballots = 0
    for card_id in state.zones[zone(seat, READY)].cards:
        card = state.cards[card_id]
        if (
            card.face_up
            and card.attached_to is None
            and ci.is_vampire(card)
            and has_title(state, card)
        ):
            n, priscus = ci.title_votes(card)
            votes += n
            ballots += priscus
    return votes, ballots


def vote(state: State, cmd: K.Vote, out: list[E.Event]) -> None:
    ref = rules(state)["referendum"]
    if ref is None:
        raise reject(QT_TRANSLATE_NOOP("vtes", "There is no referendum now."))
    seat = cmd.seat
    if cmd.side not in SIDES:
        raise reject(QT_TRANSLATE_NOOP("vtes", "Vote for, against, or abstain."))
    if seat in ref["cast"]:
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "You have already cast your votes; a vote cannot be changed.")
        )
    if not 0 <= cmd.extra <= 10:
        raise reject(QT_TRANSLATE_NOOP("vtes", "Cards give 0 to 10 extra votes."))
    votes, ballots = title_votes(state, seat)
    votes += cmd.extra
    if seat == ref["caller"] and ref["by_card"]:
        votes += 1
    votes += _burned_for_votes(state, cmd, ref, out)
    if cmd.side == "for":
        ref["for"] += votes
    elif cmd.side == "against":
        ref["against"] += votes
    if cmd.side != "abstain":
        ref["prisci"][0 if cmd.side == "for" else 1] += ballots
    ref["cast"].append(seat)
    if not cmd.host:
        ref["at"] += 1
    else:
        ref["order"] = [s for s in ref["order"] if s not in ref["cast"]]
        ref["at"] = 0
    out.append(E.ModuleEvent(seat=seat, key="voted", args={"side": cmd.side, "votes": votes}))
    if polled(state) is None:  # the count is the rules' step, not the last voter's
        tally(state, out, None)


def _burned_for_votes(state: State, cmd: K.Vote, ref: Referendum, out: list[E.Event]) -> int:
    """§8.3: the Edge burned for 1 vote; one political action card burned from hand for 1
    vote, unless the voter called the referendum with a card."""
    seat, votes = cmd.seat, 0
    if cmd.edge:
        if state.tokens[EDGE].holder != seat:
            raise reject(QT_TRANSLATE_NOOP("vtes", "You do not have the Edge to burn."))
        state.tokens[EDGE].holder = None
        out.append(E.TokenPassed(seat=seat, token=EDGE, to=None))
        votes += 1
    if cmd.card is not None:
        if seat == ref["caller"] and ref["by_card"]:
            raise reject(
                QT_TRANSLATE_NOOP(
                    "vtes",
                    "You called this referendum with a card: you cannot burn another for a vote.",
                )
            )
        card = hand.hand_card(state, seat, cmd.card)
        if "Political Action" not in ci.types(card):
            raise reject(
                QT_TRANSLATE_NOOP("vtes", "Only a political action card can be burned for a vote.")
            )
        hand.play_to_ash(state, seat, card, out)
        votes += 1
    return votes


def vote_not_now(state: State, cmd: K.Vote) -> NoReturn:
    ref = rules(state)["referendum"]
    if ref is None:
        raise reject(QT_TRANSLATE_NOOP("vtes", "There is no referendum now."))
    if cmd.seat in ref["cast"]:
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "You have already cast your votes; a vote cannot be changed.")
        )
    raise reject(QT_TRANSLATE_NOOP("vtes", "It is another Methuselah's turn to vote."))


def pass_vote(state: State, seat: int, out: list[E.Event]) -> None:
    vote(state, K.Vote(seat=seat, side="abstain"), out)


def tally(state: State, out: list[E.Event], actor: int | None) -> None:
    """V-POL-02: passes on more votes for than against (a tie fails)."""
    r = rules(state)
    ref = r["referendum"]
    if ref is None:
        return
    r["referendum"] = None
    pf, pa = ref["prisci"]
    if pf > pa:
        ref["for"] += ci.PRISCUS_BLOC
    elif pa > pf:
        ref["against"] += ci.PRISCUS_BLOC
    passed = ref["for"] > ref["against"]
    out.append(
        E.ModuleEvent(
            seat=actor,
            key="referendum_passed" if passed else "referendum_failed",
            args={"for": ref["for"], "against": ref["against"]},
        )
    )
    if passed and ref["blood_hunt"]:
        diablerist = state.cards.get(ref["minion"])
        if diablerist is not None and diablerist.controller is not None:
            hand.burn(state, diablerist, out, actor)


# -- the command: its offers and words -------------------------------------------------------


def _offer(state: State, seat: int, stage: Stage) -> list[C.Command]:
    """The votes ``seat`` may cast: each side, and for or against with the Edge burned."""
    out: list[C.Command] = [K.Vote(seat=seat, side=side) for side in ("for", "against", "abstain")]
    if state.tokens[EDGE].holder == seat:
        out += [K.Vote(seat=seat, side=side, edge=True) for side in ("for", "against")]
    for card in sources(state, seat, G.VOTES):
        n = granted(state, card)[G.VOTES]
        out += [K.Vote(seat=seat, side=side, extra=n, source=card) for side in ("for", "against")]
    return out


_VOTES = {
    ("for", False): QT_TRANSLATE_NOOP("vtes", "Vote for"),
    ("against", False): QT_TRANSLATE_NOOP("vtes", "Vote against"),
    ("abstain", False): QT_TRANSLATE_NOOP("vtes", "Abstain"),
    ("for", True): QT_TRANSLATE_NOOP("vtes", "Vote for, burning the Edge for 1 more vote"),
    ("against", True): QT_TRANSLATE_NOOP("vtes", "Vote against, burning the Edge for 1 more vote"),
    ("abstain", True): QT_TRANSLATE_NOOP("vtes", "Abstain"),
}
_VOTE_CARD = {
    "for": QT_TRANSLATE_NOOP("vtes", "Vote for, burning {card} for 1 more vote"),
    "against": QT_TRANSLATE_NOOP("vtes", "Vote against, burning {card} for 1 more vote"),
}
_VOTE_EXTRA = {
    "for": QT_TRANSLATE_NOOP("vtes", "Vote for with {n} extra votes, as {card} says"),
    "against": QT_TRANSLATE_NOOP("vtes", "Vote against with {n} extra votes, as {card} says"),
}


def _words(w: Words, cmd: K.Vote) -> Message:
    if cmd.card is not None and cmd.side in _VOTE_CARD:
        return _VOTE_CARD[cmd.side].with_args(card=w.card(cmd.card))
    if cmd.extra and cmd.side in _VOTE_EXTRA:
        source = w.card(cmd.source) if cmd.source is not None else "?"
        return _VOTE_EXTRA[cmd.side].with_args(n=cmd.extra, card=source)
    return _VOTES.get((cmd.side, cmd.edge), QT_TRANSLATE_NOOP("vtes", "Vote"))


SPECS = (
    CommandSpec(
        K.Vote,
        stages("vote"),
        bound(events(vote), vote_not_now),
        vote_not_now,
        _words,
        QT_TRANSLATE_NOOP("vtes", "Votes"),
        _offer,
    ),
)
