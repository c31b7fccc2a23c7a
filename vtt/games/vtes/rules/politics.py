"""Referendums (vtes.md §8, §10.4): after a successful political action, or automatically
after a diablerie (the blood hunt).

The referendum in progress is ``rules["referendum"]``, a :data:`.records.Referendum`.

Every Methuselah casts votes in any order, as freely as the rulebook says (003 'El
referéndum', 2018 §6.3.2): ``vtes_vote`` casts the votes of one *source* on one side, as a
block (003 'Conseguir votos'), and a Methuselah may split its sources between the sides over
several commands; ``vtes_pass`` says it is done.  A cast block is never changed, and each
source is cast once.  The sources (:data:`SOURCES`): a ready titled vampire's votes and
priscus ballots, the Edge burned for 1 vote, one political action card burned from hand for
1 vote, the political action card that called the referendum (1 vote for its caller), and a
card that gives votes (its number).  The prisci's ballots decide the bloc's 3 votes.  The
referendum closes when every Methuselah in the game is done; it passes on more votes for
than against.
"""

from __future__ import annotations

from typing import NoReturn

from ....core import commands as C
from ....core import events as E
from ....core.messages import QT_TRANSLATE_NOOP, Message, Rejected, reject
from ....core.model import Card, State
from ....core.table import Outcome, card_of
from ..layout import EDGE, READY, zone
from . import cardinfo as ci
from . import commands as K
from . import grants as G
from . import hand, impulse, tokens
from .contests import has_title
from .data import rules, zone_of
from .effects import run as effects
from .effects import standing
from .effects.moments import note_passed
from .records import Referendum
from .sources import bound, granted, sources
from .spec import CommandSpec, Stage, events, stages
from .wording import Words

SIDES = ("for", "against")
#: vtes_vote sources: a titled vampire (``minion``), the Edge, a political action card
#: burned from hand (``card``), the card that called the referendum, a card that gives
#: ``votes`` (``card``)
VAMPIRE, EDGE_VOTE, POLITICAL, CALLED, CARD = "vampire", "edge", "political", "called", "card"
SOURCES = (VAMPIRE, EDGE_VOTE, POLITICAL, CALLED, CARD)
#: most votes one card gives (a sanity bound on the declared number)
MAX_CARD_VOTES = 10


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
        "for": 0,
        "against": 0,
        "prisci": [0, 0],
        "cast": [],
        "sources": [],
        "done": [],
    }
    caller_card = state.cards.get(minion)
    args = {"seat": caller, "minion": caller_card.catalog or "" if caller_card else ""}
    out.append(
        E.ModuleEvent(seat=actor, key="blood_hunt" if blood_hunt else "referendum", args=args)
    )


def _done(ref: Referendum) -> list[int]:
    """The seats done voting (a game saved when each seat cast once: those who cast)."""
    return ref["done"] if "done" in ref else ref["cast"]


def voters(state: State) -> list[int]:
    """The Methuselahs not done voting, clockwise from the caller (the module's decision
    names them all; any of them may vote or say it is done)."""
    ref = rules(state)["referendum"]
    if ref is None:
        return []
    done = _done(ref)
    return [s for s in ref["order"] if s not in done and not state.seats[s].out]


def first_voter(state: State) -> int | None:
    """The first of :func:`voters` (:func:`.stages.decider` during a referendum)."""
    left = voters(state)
    return left[0] if left else None


def may_vote(state: State, seat: int) -> bool:
    return seat in voters(state)


def title_votes(state: State, seat: int) -> tuple[int, int]:
    """``(votes, priscus ballots)`` of ``seat``'s ready vampires (a contested or yielded
    title gives none, §14.2)."""
    votes = ballots = 0
    for card in _titled(state, seat):
        n, priscus = _votes_of(state, card)
        votes += n
        ballots += priscus
    return votes, ballots


def _votes_of(state: State, card: Card) -> tuple[int, bool]:
    """A ready vampire's votes: its title's (if it holds it; a title card's when it gives
    more: :func:`_title_cards`), plus what its own text or the cards on it give
    (:func:`.effects.standing.bonus`: "+1 vote" while a condition holds, or "-1 vote":
    New Carthage's Ventrue), never below 0."""
    votes, priscus = ci.title_votes(card) if has_title(state, card) else (0, False)
    title_card, in_this = _title_cards(state, card)
    more = standing.bonus(state, card, "votes") + _location_votes(state, card) + in_this
    return max(0, max(votes, title_card) + more), priscus


def _title_cards(state: State, card: Card) -> tuple[int, int]:
    """The votes of a title card on the vampire (Toreador Justicar), and those the card
    that called the referendum under way gives it ("each ready Toreador gets +1 vote")."""
    from .effects.kinds.politics import referendum_votes, title_card_votes

    return title_card_votes(state, card), referendum_votes(state, card)


def _location_votes(state: State, card: Card) -> int:
    """Votes a location used in this referendum gives (Elysium: The Palace of Versailles,
    Powerbase: Madrid)."""
    from .effects.kinds.masters_a import palace_votes
    from .effects.kinds.precon_masters import counter_votes

    return palace_votes(state, card) + counter_votes(state, card)


def _titled(state: State, seat: int) -> list[Card]:
    """``seat``'s ready vampires whose title gives votes or a ballot (not one a card
    forbids to cast them: Expulsion this turn, Saulot's Guiding Wisdom in this
    referendum)."""
    from .effects.kinds.politics import vote_barred

    out = []
    for card_id in state.zones[zone(seat, READY)].cards:
        card = state.cards[card_id]
        if (
            card.face_up
            and card.attached_to is None
            and ci.is_vampire(card)
            and any(_votes_of(state, card))
            and vote_barred(state, card) is None
        ):
            out.append(card)
    return out


# -- casting ---------------------------------------------------------------------------------


def vote(state: State, cmd: K.Vote, out: list[E.Event]) -> None:
    """Cast one source's votes (and ballots) on one side, as a block, once."""
    ref = rules(state)["referendum"]
    if ref is None:
        raise reject(QT_TRANSLATE_NOOP("vtes", "There is no referendum now."))
    seat = cmd.seat
    if not may_vote(state, seat):
        vote_not_now(state, cmd)
    if cmd.side not in SIDES:
        raise reject(
            QT_TRANSLATE_NOOP(
                "vtes", "Vote 'for' or 'against' (pass when you are done casting votes)."
            )
        )
    if cmd.source not in SOURCES:
        raise reject(
            QT_TRANSLATE_NOOP(
                "vtes",
                "Votes come from a titled vampire, the Edge, a political action card or a card that gives votes.",  # noqa: E501
            )
        )
    key, votes, ballots = _CAST[cmd.source](state, cmd, ref, out)
    cast = ref.setdefault("sources", [])
    if key in cast:
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "Those votes are cast already; a vote cannot be changed.")
        )
    vampire = _casting_vampire(state, cmd, key)
    if vampire is not None and vampire in ref.get("abstained", []):
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "{minion} abstains in this referendum."),
            minion=ci.name(state.cards[vampire]),
        )
    cast.append(key)
    ref["for" if cmd.side == "for" else "against"] += votes
    ref["prisci"][0 if cmd.side == "for" else 1] += ballots
    if vampire is not None:
        book_vampire_cast(ref, vampire, cmd.side, votes, ballots)
    if seat not in ref["cast"]:
        ref["cast"].append(seat)
    out.append(
        E.ModuleEvent(
            seat=seat,
            key="voted",
            args={"seat": seat, "side": cmd.side, "votes": votes, "source": cmd.source},
        )
    )


# what one cast gives: the source key kept in ref["sources"], its votes and its ballots
Cast = tuple[str, int, int]


def _casting_vampire(state: State, cmd: K.Vote, key: str) -> int | None:
    """The vampire whose votes a cast is: a titled vampire's own, or those of a card a
    vampire played for votes (its played record names it)."""
    if cmd.source == VAMPIRE:
        return cmd.minion
    return _card_vampire(state, cmd.card) if cmd.source == CARD else None


def _card_vampire(state: State, card_id: int | None) -> int | None:
    """The vampire that played the card ``card_id`` (for its votes), if any."""
    from .played import find

    rec = find(state, card_id) if card_id is not None else None
    minion = (
        state.cards.get(rec["minion"]) if rec is not None and rec["minion"] is not None else None
    )
    return minion.id if minion is not None and ci.is_vampire(minion) else None


def book_vampire_cast(ref: Referendum, vampire: int, side: str, votes: int, ballots: int) -> None:
    """Keep what ``vampire`` cast, by side (``cast_by``: [votes for, votes against, ballots
    for, ballots against]), so that a card may cancel one vampire's votes and ballots."""
    kept = ref.setdefault("cast_by", {}).setdefault(str(vampire), [0, 0, 0, 0])
    against = 0 if side == "for" else 1
    kept[against] += votes
    kept[2 + against] += ballots


def abstain(ref: Referendum, vampire: int) -> None:
    """``vampire`` abstains: the votes and ballots it cast are taken back, and it casts no
    more in this referendum."""
    kept = ref.get("cast_by", {}).pop(str(vampire), [0, 0, 0, 0])
    ref["for"] -= kept[0]
    ref["against"] -= kept[1]
    ref["prisci"][0] -= kept[2]
    ref["prisci"][1] -= kept[3]
    ref.setdefault("abstained", []).append(vampire)


def _vampire(state: State, cmd: K.Vote, ref: Referendum, out: list[E.Event]) -> Cast:
    """A ready titled vampire of the voter: its votes and priscus ballot (§8.3)."""
    if cmd.minion is None:
        raise reject(QT_TRANSLATE_NOOP("vtes", "Say which of your titled vampires votes."))
    minion = card_of(state, cmd.minion)
    _not_expelled(state, minion)
    if minion.controller != cmd.seat or minion not in _titled(state, cmd.seat):
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "{minion} is not a ready titled vampire of yours."),
            minion=ci.name(minion),
        )
    votes, priscus = _votes_of(state, minion)
    if cmd.side != "for":
        _vote_toll(state, ref, minion, out)
    return f"vampire:{minion.id}", votes, int(priscus)


def _not_expelled(state: State, minion: Card) -> None:
    """A vampire a card forbids to vote (Expulsion, Saulot's Guiding Wisdom) casts
    nothing."""
    from .effects.kinds.politics import vote_barred

    why = vote_barred(state, minion)
    if why is not None:
        raise Rejected(why)


def _toll(state: State, ref: Referendum) -> tuple[Card | None, int]:
    """The referendum's caller and the blood its text asks of each vampire voting against."""
    caller = state.cards.get(ref["minion"])
    return caller, standing.bonus(state, caller, "vote_toll") if caller is not None else 0


def _may_pay_toll(state: State, ref: Referendum, voter: Card) -> bool:
    return voter.counters.get("blood", 0) >= _toll(state, ref)[1]


def _vote_toll(state: State, ref: Referendum, voter: Card, out: list[E.Event]) -> None:
    """The blood a vampire burns to cast votes against a referendum its caller's text taxes
    ("Vampires must burn 1 blood to cast votes and ballots against referendums called by
    ..."), read from the caller (:func:`.effects.standing.bonus`, ``vote_toll``)."""
    caller, toll = _toll(state, ref)
    if caller is None or toll <= 0:
        return
    have = voter.counters.get("blood", 0)
    if have < toll:
        raise reject(
            QT_TRANSLATE_NOOP(
                "vtes", "{minion} must burn {n} blood to vote against {caller}'s referendum."
            ),
            minion=ci.name(voter),
            n=toll,
            caller=ci.name(caller),
        )
    tokens.add_counter(
        state, voter, "blood", -toll, out, voter.controller, "fx_blood", cause=caller.catalog or ""
    )


def _edge(state: State, cmd: K.Vote, ref: Referendum, out: list[E.Event]) -> Cast:
    """V-EDGE-04: the Edge burned for 1 vote."""
    if state.tokens[EDGE].holder != cmd.seat:
        raise reject(QT_TRANSLATE_NOOP("vtes", "You do not have the Edge to burn."))
    state.tokens[EDGE].holder = None
    out.append(E.TokenPassed(seat=cmd.seat, token=EDGE, to=None))
    return "edge", 1, 0


def _political(state: State, cmd: K.Vote, ref: Referendum, out: list[E.Event]) -> Cast:
    """§8.2: one political action card burned from hand for 1 vote, unless the voter
    called the referendum with a card."""
    if cmd.seat == ref["caller"] and ref["by_card"]:
        raise reject(
            QT_TRANSLATE_NOOP(
                "vtes",
                "You called this referendum with a card: you cannot burn another for a vote.",
            )
        )
    key = f"political:{cmd.seat}"
    if key in ref.get("sources", ()):
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "You have already burned a political action card for a vote.")
        )
    if cmd.card is None:
        raise reject(QT_TRANSLATE_NOOP("vtes", "Say which political action card you burn."))
    card = hand.hand_card(state, cmd.seat, cmd.card)
    if "Political Action" not in ci.types(card):
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "Only a political action card can be burned for a vote.")
        )
    hand.play_to_ash(state, cmd.seat, card, out)
    return key, 1, 0


def _called(state: State, cmd: K.Vote, ref: Referendum, out: list[E.Event]) -> Cast:
    """§8.2: the political action card that called the referendum: 1 vote for its caller."""
    if cmd.seat != ref["caller"] or not ref["by_card"]:
        raise reject(
            QT_TRANSLATE_NOOP(
                "vtes", "Only the Methuselah who called this referendum with a card has its vote."
            )
        )
    return "called", 1, 0


def _card(state: State, cmd: K.Vote, ref: Referendum, out: list[E.Event]) -> Cast:
    """§8.2 'Other cards': a card of the voter's (in play or in hand) that gives votes; the
    player says how many, as its text does."""
    if cmd.card is None or not 1 <= cmd.votes <= MAX_CARD_VOTES:
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "Say which card gives the votes, and how many (1 to 10).")
        )
    card = card_of(state, cmd.card)
    in_hand = card.zone == zone_of(state, cmd.seat, "hand").id
    if card.controller != cmd.seat and not in_hand:
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "{card} is not a card of yours."), card=ci.name(card)
        )
    return f"card:{card.id}", cmd.votes, 0


_CAST = {VAMPIRE: _vampire, EDGE_VOTE: _edge, POLITICAL: _political, CALLED: _called, CARD: _card}


def vote_not_now(state: State, cmd: K.Vote) -> NoReturn:
    ref = rules(state)["referendum"]
    if ref is None:
        raise reject(QT_TRANSLATE_NOOP("vtes", "There is no referendum now."))
    raise reject(
        QT_TRANSLATE_NOOP(
            "vtes", "You are done voting in this referendum; a vote cannot be changed."
        )
    )


def done_voting(state: State, seat: int, out: list[E.Event]) -> None:
    """``vtes_pass`` in a referendum: ``seat`` casts no more votes; the referendum closes
    when every Methuselah in the game is done."""
    ref = rules(state)["referendum"]
    if ref is None or not may_vote(state, seat):
        raise reject(QT_TRANSLATE_NOOP("vtes", "You are done voting in this referendum already."))
    ref.setdefault("done", list(ref["cast"])).append(seat)
    out.append(E.ModuleEvent(seat=seat, key="done_voting", args={"seat": seat}))
    if not voters(state):  # the count is the rules' step, not the last voter's
        tally(state, out, None)


def tally(state: State, out: list[E.Event], actor: int | None, *, passes: bool = False) -> None:
    """V-POL-02: passes on more votes for than against (a tie fails); ``passes``: it
    passes without polling (Día de los Muertos)."""
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
    passed = passes or ref["for"] > ref["against"]
    out.append(
        E.ModuleEvent(
            seat=actor,
            key="referendum_passed" if passed else "referendum_failed",
            args={"for": ref["for"], "against": ref["against"]},
        )
    )
    if passed:  # the terms booked for it: its card's, or a card in play's (Anarch Revolt)
        effects.at_passed(state, Outcome(events=out))
    if passed:
        note_passed(state, ref["minion"], ref["for"] - ref["against"])
    if passed and ref["blood_hunt"]:
        diablerist = state.cards.get(ref["minion"])
        if diablerist is not None and diablerist.controller is not None:
            hand.burn(state, diablerist, out, actor)


# -- the command: its offers and words -------------------------------------------------------


def _offer(state: State, seat: int, stage: Stage) -> list[C.Command]:
    """Each source ``seat`` has not cast yet, on each side: its titled vampires, the card
    that called the referendum, the Edge, a political action card from hand (the first)."""
    ref = rules(state)["referendum"]
    if ref is None or not may_vote(state, seat):
        return []
    cast = ref.get("sources", [])
    abstained = ref.get("abstained", [])
    out: list[C.Command] = []
    for minion in _titled(state, seat):
        if f"vampire:{minion.id}" not in cast and minion.id not in abstained:
            sides = [s for s in SIDES if s == "for" or _may_pay_toll(state, ref, minion)]
            out += [K.Vote(seat=seat, side=s, source=VAMPIRE, minion=minion.id) for s in sides]
    if seat == ref["caller"] and ref["by_card"] and "called" not in cast:
        out += [K.Vote(seat=seat, side=s, source=CALLED) for s in SIDES]
    if state.tokens[EDGE].holder == seat:
        out += [K.Vote(seat=seat, side=s, source=EDGE_VOTE) for s in SIDES]
    if not (seat == ref["caller"] and ref["by_card"]) and f"political:{seat}" not in cast:
        hand_zone = zone_of(state, seat, "hand")
        political = next(
            (c for c in hand_zone.cards if "Political Action" in ci.types(state.cards[c])), None
        )
        if political is not None:
            out += [K.Vote(seat=seat, side=s, source=POLITICAL, card=political) for s in SIDES]
    for card in sources(state, seat, G.VOTES):  # a card played or in play that gives votes
        if f"card:{card}" not in cast and _card_vampire(state, card) not in abstained:
            n = granted(state, card)[G.VOTES]
            out += [K.Vote(seat=seat, side=s, source=CARD, card=card, votes=n) for s in SIDES]
    return out


_WORDS = {
    (VAMPIRE, "for"): QT_TRANSLATE_NOOP("vtes", "{minion}'s votes for"),
    (VAMPIRE, "against"): QT_TRANSLATE_NOOP("vtes", "{minion}'s votes against"),
    (CALLED, "for"): QT_TRANSLATE_NOOP("vtes", "The political action card's vote for"),
    (CALLED, "against"): QT_TRANSLATE_NOOP("vtes", "The political action card's vote against"),
    (EDGE_VOTE, "for"): QT_TRANSLATE_NOOP("vtes", "Burn the Edge for 1 vote for"),
    (EDGE_VOTE, "against"): QT_TRANSLATE_NOOP("vtes", "Burn the Edge for 1 vote against"),
    (POLITICAL, "for"): QT_TRANSLATE_NOOP("vtes", "Burn {card} for 1 vote for"),
    (POLITICAL, "against"): QT_TRANSLATE_NOOP("vtes", "Burn {card} for 1 vote against"),
    (CARD, "for"): QT_TRANSLATE_NOOP("vtes", "{n} votes for from {card}"),
    (CARD, "against"): QT_TRANSLATE_NOOP("vtes", "{n} votes against from {card}"),
}


def _words(w: Words, cmd: K.Vote) -> Message:
    template = _WORDS.get((cmd.source, cmd.side), QT_TRANSLATE_NOOP("vtes", "Vote"))
    return template.with_args(minion=w.card(cmd.minion), card=w.card(cmd.card), n=cmd.votes)


SPECS = (
    CommandSpec(
        K.Vote,
        frozenset(),
        bound(events(vote), vote_not_now, anyone=True),
        vote_not_now,
        _words,
        QT_TRANSLATE_NOOP("vtes", "Votes"),
        _offer,
        # any Methuselah not done yet, in any order
        anyone=stages("vote"),
        offered=stages("vote"),
        offered_to_others=stages("vote"),
    ),
)
