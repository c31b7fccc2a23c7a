"""Contested cards and titles (vtes.md §14).

Unique cards (every crypt card, and library cards marked unique) and unique titles (a city's
prince, archbishop or baron; a clan's justicar, Inner Circle member or kholo; the regent) can
be held by one minion only.  :func:`check` runs after every command and compares what is in
play now with what was in play before, so every way of bringing a card into play is caught:
influence, an action, a master card, or a card moved by hand.

* A copy entering play under another Methuselah's control makes every copy contested: they
  turn face down and are out of play (a face-down card in the ready region is not "ready",
  see :func:`.cardinfo.in_ready`).  A copy that would contest its own controller's copy is
  burned instead.
* In each of their unlock phases, a Methuselah pays 1 pool for each contested card or
  yields it (burned with everything on it); each contesting vampire pays 1 blood (2 for a
  baron against a prince or archbishop, under the 2018 rules) or yields the title (it has no
  title for the rest of the game).  A vampire in torpor or without blood must yield.  The
  phase does not end before every contest is paid or yielded.
* When the other copies are gone, the last copy (or claimant) wins at its controller's
  next unlock phase: the card unlocks and turns face up; the vampire has its title.

Bookkeeping in ``rules``: ``contests`` (name -> contested card ids), ``titles`` (title key
-> contesting vampire ids), ``won`` and ``titles_won`` (waiting for their controller's
unlock phase), ``titles_lost``, ``paid`` (contests paid this unlock phase), ``unique_seen``
and ``titled_seen`` (what was in play after the last command).
"""

from __future__ import annotations

from typing import Any, cast

from ....core import commands as C
from ....core import events as E
from ....core.messages import QT_TRANSLATE_NOOP, Message, reject
from ....core.model import Card, State
from ....core.table import Outcome, card_of
from ..layout import READY, TORPOR, zone
from ..seating import active_seats
from . import cardinfo as ci
from . import commands as K
from . import hand, tokens
from .data import UNLOCK, edition, rules
from .phases import not_in_phase
from .records import Rules
from .spec import CommandSpec, Stage, stages
from .wording import Words

CARD_COST, TITLE_COST, BARON_EXTRA_2018 = 1, 1, 1
_KEYS = {
    "contests": dict,
    "titles": dict,
    "won": list,
    "titles_won": list,
    "titles_lost": list,
    "paid": list,
    "unique_seen": list,
    "titled_seen": list,
}


def book(state: State) -> Rules:
    """The rules data with the contest keys, added when missing (games saved before contests
    existed lack them); only for commands: listing and reading never write."""
    r = rules(state)
    saved = cast(dict[str, Any], r)
    for key, kind in _KEYS.items():
        if key not in saved:
            saved[key] = kind()
    return r


def _peek(state: State, key: str) -> Any:
    """A contest key of the rules data for reading (empty when the game predates it)."""
    return rules(state).get(key) or _KEYS[key]()


def _merged_under(state: State) -> set[int]:
    return set(rules(state).get("merged", {}).values())


def _in_play(state: State) -> list[Card]:
    """Cards in the ready regions and torpor of the Methuselahs still in the game."""
    under = _merged_under(state)
    out = []
    for seat in active_seats(state):
        for key in (zone(seat, READY), zone(seat, TORPOR)):
            out += [state.cards[c] for c in state.zones[key].cards if c not in under]
    return out


def check(state: State, out: list[E.Event], actor: int | None) -> None:
    """Start, update and settle the contests after a command (see the module docstring)."""
    r = book(state)
    cards = _in_play(state)
    _check_cards(state, r, cards, out, actor)
    _check_titles(state, r, [c for c in _in_play(state) if c.face_up], out, actor)


def _check_cards(
    state: State, r: Rules, cards: list[Card], out: list[E.Event], actor: int | None
) -> None:
    names = {c.id: name for c in cards if (name := ci.unique_name(c))}
    for name, ids in list(r["contests"].items()):
        ids[:] = [i for i in ids if i in names]
        if len(ids) <= 1:
            del r["contests"][name]
            if ids:
                r["won"].append(ids[0])
                out.append(E.ModuleEvent(seat=actor, key="contest_won", args={"card": ids[0]}))
    r["won"] = [i for i in r["won"] if i in names]
    seen = set(r["unique_seen"])
    for card_id in sorted(names):
        if card_id in seen or card_id not in names or contested_card(state, card_id):
            continue
        card, name = state.cards[card_id], names[card_id]
        rivals = [i for i, n in names.items() if n == name and i != card_id]
        if not rivals:
            continue
        if any(state.cards[i].controller == card.controller for i in rivals):
            del names[card_id]
            hand.burn(state, card, out, actor)
            out.append(E.ModuleEvent(seat=actor, key="self_contest", args={"name": name}))
            continue
        group = r["contests"].setdefault(name, [])
        for i in rivals + [card_id]:
            if i not in group:
                group.append(i)
            if i in r["won"]:
                r["won"].remove(i)
            _turn(state, state.cards[i], False, out, actor)
        out.append(E.ModuleEvent(seat=actor, key="contested", args={"name": name}))
    r["unique_seen"] = sorted(names)


def _check_titles(
    state: State, r: Rules, cards: list[Card], out: list[E.Event], actor: int | None
) -> None:
    keys = {
        c.id: key
        for c in cards
        if c.attached_to is None and c.id not in r["titles_lost"] and (key := _title_key(state, c))
    }
    for key, ids in list(r["titles"].items()):
        ids[:] = [i for i in ids if i in keys]
        if len(ids) <= 1:
            del r["titles"][key]
            if ids:
                r["titles_won"].append(ids[0])
    r["titles_won"] = [i for i in r["titles_won"] if i in keys]
    seen = set(r["titled_seen"])
    for card_id in sorted(keys):
        if card_id in seen:
            continue
        rivals = [i for i, k in keys.items() if k == keys[card_id] and i != card_id]
        if not rivals:
            continue
        group = r["titles"].setdefault(keys[card_id], [])
        for i in rivals + [card_id]:
            if i not in group:
                group.append(i)
            if i in r["titles_won"]:
                r["titles_won"].remove(i)
        out.append(
            E.ModuleEvent(
                seat=actor, key="title_contested", args={"name": ci.name(state.cards[card_id])}
            )
        )
    r["titled_seen"] = sorted(keys)


def _title_key(state: State, card: Card) -> str | None:
    """What the vampire's unique title is claimed over: its printed title's, else that of a
    title card on it (Toreador Justicar: :mod:`.effects.kinds.politics`)."""
    from .effects.kinds.politics import held_title

    if (key := ci.title_key(card)) is not None:
        return key
    title = held_title(state, card) if ci.is_vampire(card) else None
    return title.key if title is not None else None


def _turn(state: State, card: Card, face_up: bool, out: list[E.Event], actor: int | None) -> None:
    """Turn a card in play over without a new id: its identity is already public."""
    if card.face_up == face_up:
        return
    card.face_up = face_up
    where = state.zones[card.zone]
    out.append(
        E.Flipped(
            seat=actor,
            zone=where.id,
            index=where.cards.index(card.id),
            card=card.id,
            catalog=card.catalog,
            face_up=face_up,
        )
    )


# -- queries ---------------------------------------------------------------------------------


def contested_cards(state: State) -> list[int]:
    """The ids of every contested card (not titles)."""
    return [i for ids in _peek(state, "contests").values() for i in ids]


def contested_card(state: State, card_id: int) -> bool:
    return any(card_id in ids for ids in _peek(state, "contests").values()) or card_id in _peek(
        state, "won"
    )


def has_title(state: State, card: Card) -> bool:
    """Whether a vampire's printed title counts: not contested, not yielded."""
    if card.id in _peek(state, "titles_lost") or card.id in _peek(state, "titles_won"):
        return False
    return not any(card.id in ids for ids in _peek(state, "titles").values())


def owed(state: State, seat: int) -> list[Card]:
    """The contests ``seat`` must still pay or yield in this unlock phase."""
    ids = [
        i
        for group in list(_peek(state, "contests").values()) + list(_peek(state, "titles").values())
        for i in group
    ]
    paid = _peek(state, "paid")
    return [
        state.cards[i]
        for i in ids
        if i in state.cards and state.cards[i].controller == seat and i not in paid
    ]


def require_settled(state: State, seat: int) -> None:
    """Refuse leaving the unlock phase while a contest is neither paid nor yielded."""
    if rules(state)["phase"] != UNLOCK:
        return
    left = owed(state, seat)
    if left:
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "Pay for or yield the contest over {card} first."),
            card=ci.name(left[0]),
        )


def title_cost(state: State, card: Card) -> int:
    """1 blood; 2 for a baron contesting with a prince or archbishop under the 2018 rules."""
    cost = TITLE_COST
    rec = ci.record(card)
    if edition(state) == "2018" and rec is not None and rec.title == "Baron":
        group: list[int] = next(
            (ids for ids in _peek(state, "titles").values() if card.id in ids), []
        )
        rivals = [ci.record(state.cards[i]) for i in group if i != card.id]
        if any(x is not None and x.title in ("Prince", "Archbishop") for x in rivals):
            cost += BARON_EXTRA_2018
    return cost


# -- the unlock phase ------------------------------------------------------------------------


def settle(
    state: State, seat: int, card_id: int, pay: bool, host: bool, out: list[E.Event]
) -> None:
    """``vtes_contest``: pay for a contest, or yield it."""
    r = book(state)
    card = card_of(state, card_id)
    if card.controller != seat and not host:
        raise reject(QT_TRANSLATE_NOOP("vtes", "That card is not yours."))
    if card_id in r["paid"]:
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "The contest over {card} is already paid this turn."),
            card=ci.name(card),
        )
    in_cards = next((ids for ids in r["contests"].values() if card_id in ids), None)
    in_titles = next((ids for ids in r["titles"].values() if card_id in ids), None)
    if in_cards is None and in_titles is None:
        raise reject(QT_TRANSLATE_NOOP("vtes", "{card} is not contested."), card=ci.name(card))
    owner = card.controller if card.controller is not None else seat
    if in_cards is not None:
        if pay:
            tokens.add_pool(state, owner, -CARD_COST, out, seat, "contest_paid", cause=card.catalog)
            r["paid"].append(card_id)
        else:
            in_cards.remove(card_id)
            out.append(
                E.ModuleEvent(seat=seat, key="contest_yielded", args={"name": ci.name(card)})
            )
            hand.burn(state, card, out, seat)
        return
    if pay:
        cost = title_cost(state, card)
        if ci.in_torpor(state, card):
            raise reject(
                QT_TRANSLATE_NOOP("vtes", "{card} is in torpor: it must yield the title."),
                card=ci.name(card),
            )
        if card.counters.get("blood", 0) < cost:
            raise reject(
                QT_TRANSLATE_NOOP(
                    "vtes", "{card} cannot pay {n} blood for the title: it must yield."
                ),
                card=ci.name(card),
                n=cost,
            )
        tokens.add_counter(state, card, "blood", -cost, out, seat, "title_paid")
        r["paid"].append(card_id)
    elif in_titles is not None:
        in_titles.remove(card_id)
        r["titles_lost"].append(card_id)
        out.append(E.ModuleEvent(seat=seat, key="title_yielded", args={"card": card_id}))


def begin_unlock(state: State, seat: int, out: list[E.Event], actor: int | None) -> None:
    """At the start of ``seat``'s unlock phase: last turn's payments expire; contests won
    are settled (the card unlocks and turns face up; the vampire takes its title)."""
    r = book(state)
    r["paid"] = []
    for card_id in list(r["won"]):
        card = state.cards.get(card_id)
        if card is None or card.controller != seat:
            continue
        r["won"].remove(card_id)
        card.locked = False
        _turn(state, card, True, out, actor)
    for card_id in list(r["titles_won"]):
        card = state.cards.get(card_id)
        if card is not None and card.controller == seat:
            r["titles_won"].remove(card_id)
            out.append(E.ModuleEvent(seat=actor, key="title_won", args={"card": card_id}))


# -- the command: its offers and words -------------------------------------------------------


def _offer(state: State, seat: int, stage: Stage) -> list[C.Command]:
    """Pay or yield each contest still owed (the phase cannot end before)."""
    out: list[C.Command] = []
    pool = state.seats[seat].counters.get("pool", 0)
    card_contests = contested_cards(state)
    for card in owed(state, seat):
        if card.id in card_contests:
            can_pay = pool > CARD_COST
        else:
            can_pay = not ci.in_torpor(state, card) and card.counters.get("blood", 0) >= title_cost(
                state, card
            )
        if can_pay:
            out.append(K.Contest(seat=seat, card=card.id))
        out.append(K.Contest(seat=seat, card=card.id, pay=False))
    return out


def _words(w: Words, cmd: K.Contest) -> Message:
    """Pay for or yield a contested card or title (§14)."""
    card = w.card(cmd.card)
    contested = [i for ids in (w.rules.get("contests") or {}).values() for i in ids]
    if cmd.card in contested:
        if cmd.pay:
            return QT_TRANSLATE_NOOP("vtes", "Pay 1 pool to keep contesting {card}").with_args(
                card=card
            )
        return QT_TRANSLATE_NOOP("vtes", "Yield {card} (it is burned)").with_args(card=card)
    if cmd.pay:
        return QT_TRANSLATE_NOOP(
            "vtes", "{card} pays blood to keep contesting its title"
        ).with_args(card=card)
    return QT_TRANSLATE_NOOP("vtes", "{card} yields its title").with_args(card=card)


def _effect(state: State, cmd: K.Contest, out: Outcome) -> None:
    settle(state, cmd.seat, cmd.card, cmd.pay, cmd.host, out.events)


SPECS = (
    CommandSpec(
        K.Contest,
        stages("unlock", "contest"),
        _effect,
        not_in_phase(UNLOCK),
        _words,
        QT_TRANSLATE_NOOP("vtes", "Contests"),
        _offer,
        offered=stages("contest"),  # owed contests make the stage "contest"
    ),
)
