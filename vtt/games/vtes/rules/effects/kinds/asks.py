"""Card effects that put a question to a Methuselah (:mod:`...asks`), and the hands they
show: "the target Methuselah discards 2 cards of their choice" (Shroud of Decay), "your
prey chooses a ready minion they control" (Gnaeus Aemilius Augustinus), "that Methuselah
burns 1 pool or ..." for each counter of a card in play (Smiling Jack, The Gate of
Acheron, Constant Revolution), "the blocking minion's controller can burn 1 pool to
cancel this card" (True Love's Face), "look at your prey's hand and discard one card of
your choice" (Revelations), Ilonka's look and random discard.

Each question is an :class:`...asks.AskKind` registered here; the steps push them.  Who
sees a hand looked at or kept open is :mod:`...hand_sight`'s.

**The unlock phase.**  :func:`at_unlock` (called as the active Methuselah's unlock phase
begins) adds the counters of the cards that grow, makes the prey burn for Creeping
Sabotage, and asks the questions the cards in play put to the active Methuselah.
"""

from __future__ import annotations

from typing import Any

from ......core import events as E
from ......core.messages import QT_TRANSLATE_NOOP, Message
from ......core.model import Card, State
from ......core.rng import Rng
from ......core.table import Outcome, move_card
from ......core.visibility import can_see
from ....layout import ASH_HEAP, HAND_KEY, READY, REMOVED, TORPOR, zone
from ....seating import prey
from ... import asks, hand, hand_sight, tokens
from ... import cardinfo as ci
from ...data import acted, mark_acted, rules
from ...records import Ask
from ...tokens import COUNTER
from ...wording import Words
from ..catalog import effects_of
from ..conditions import condition
from ..log import texts
from ..run import WAITS
from ..steps import Aim, Ctx, Step, kind
from .basics import action_card_into_play

texts(
    {
        "as_unanswerable": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {seat} has nothing left to choose."
        ),
        "as_discarded": QT_TRANSLATE_NOOP("vtes", "As {cause} says: {seat} discards {card}."),
        "as_removed": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {card} is removed from the game."
        ),
        "as_cancelled": QT_TRANSLATE_NOOP(
            "vtes", "{seat} burns 1 pool to cancel {cause} as it is played."
        ),
        "as_not_cancelled": QT_TRANSLATE_NOOP("vtes", "{seat} lets {cause} be played."),
        "as_into_play": QT_TRANSLATE_NOOP("vtes", "As {cause} says: it is put in play."),
        "as_declined": QT_TRANSLATE_NOOP("vtes", "{seat} does not use {cause}."),
        # counter changes (CounterChanged.why)
        "as_pool": QT_TRANSLATE_NOOP("vtes", "As {cause} says: {owner} burns {n} pool."),
        "as_blood": QT_TRANSLATE_NOOP("vtes", "As {cause} says: {card} burns 1 blood."),
        "as_cancel_paid": QT_TRANSLATE_NOOP("vtes", "{owner} burns 1 pool to cancel {cause}."),
        "as_pool_moved": QT_TRANSLATE_NOOP("vtes", "As {cause} says: {owner} moves 1 pool to it."),
        "as_counters": QT_TRANSLATE_NOOP("vtes", "{card} now has {value} counters."),
    }
)


def _log(out: list[E.Event], key: str, actor: int | None, **args: Any) -> None:
    out.append(E.ModuleEvent(seat=actor, key=key, args=args))


def _hand(state: State, seat: int) -> list[Card]:
    return [state.cards[c] for c in state.zones[zone(seat, HAND_KEY)].cards]


def _ash(state: State, seat: int) -> list[Card]:
    return [state.cards[c] for c in state.zones[zone(seat, ASH_HEAP)].cards]


def _discard(state: State, seat: int, card: Card, cause: str, out: list[E.Event]) -> None:
    """``seat`` discards ``card`` from its hand (replaced at once, V-HAND-03)."""
    _log(out, "as_discarded", None, cause=cause, seat=seat, card=card.catalog)
    hand.play_to_ash(state, seat, card, out)


def _random(state: State, cards: list[Card]) -> Card:
    return cards[Rng(state.rng).below(len(cards))]


def _burn_pool(state: State, seat: int, n: int, cause: str, out: list[E.Event]) -> None:
    tokens.add_pool(state, seat, -n, out, None, "as_pool", cause=cause, n=n)


# -- the questions ---------------------------------------------------------------------------


def _own_hand_answers(state: State, ask: Ask) -> list[tuple[int, int | None]]:
    return [(0, c.id) for c in _hand(state, ask["seat"])]


def _discard_own(state: State, ask: Ask, choice: int, card: int | None, out: list[E.Event]):
    """One of the cards chosen to discard: they are all chosen from the hand as it was,
    so the replacements are drawn once the last one is discarded (or the hand is empty)."""
    assert card is not None
    seat = ask["seat"]
    discarded = state.cards[card]
    _log(out, "as_discarded", None, cause=ask["catalog"], seat=seat, card=discarded.catalog)
    owner = discarded.owner if discarded.owner is not None else seat
    out.append(move_card(state, discarded, state.zones[zone(owner, ASH_HEAP)], face_up=True))
    ask["held"] = ask.get("held", 0) + 1
    if ask["n"] > 0 and _hand(state, seat):
        return
    waiting = rules(state).get("asks") or []
    if ask in waiting:
        waiting.remove(ask)  # nothing left to choose from: the question ends here
    for _ in range(ask["held"]):
        hand.replace(state, seat, out)


def _discard_words(w: Words, ask: Ask, choice: int, card: int | None) -> Message:
    return QT_TRANSLATE_NOOP("vtes", "Discard {card} ({n} to discard)").with_args(
        card=w.card(card), n=ask["n"]
    )


asks.kind("as_discard_own", asks.AskKind(_own_hand_answers, _discard_own, _discard_words))


def _other_hand_answers(state: State, ask: Ask) -> list[tuple[int, int | None]]:
    of = ask.get("of")
    if of is None:
        return []
    return [(0, c.id) for c in _hand(state, of) if can_see(state, c, ask["seat"])]


def _discard_other(state: State, ask: Ask, choice: int, card: int | None, out: list[E.Event]):
    of = ask.get("of")
    assert card is not None and of is not None
    _discard(state, of, state.cards[card], ask["catalog"], out)


def _discard_other_words(w: Words, ask: Ask, choice: int, card: int | None) -> Message:
    return QT_TRANSLATE_NOOP("vtes", "Discard {card} from {seat}'s hand").with_args(
        card=w.card(card), seat=w.seat(ask.get("of"))
    )


asks.kind(
    "as_discard_from", asks.AskKind(_other_hand_answers, _discard_other, _discard_other_words)
)


def _ash_answers(state: State, ask: Ask) -> list[tuple[int, int | None]]:
    of = ask.get("of")
    return [(0, c.id) for c in _ash(state, of)] if of is not None else []


def _remove_ash(state: State, ask: Ask, choice: int, card: int | None, out: list[E.Event]):
    """One card of the prey's ash heap removed from the game; with the last one, the prey
    burns the pool the card says (Shroud of Decay: 7 cards to burn 3 pool)."""
    of = ask.get("of")
    assert card is not None and of is not None
    removed = state.cards[card]
    out.append(move_card(state, removed, state.zones[zone(of, REMOVED)], face_up=True))
    _log(out, "as_removed", ask["seat"], cause=ask["catalog"], card=removed.catalog)
    if ask["n"] == 0 and not state.seats[of].out:
        _burn_pool(state, of, _removal_burns(ask["catalog"]), ask["catalog"], out)


def _removal_burns(catalog: str) -> int:
    """The pool the last removal makes the prey burn (its step's ``pool``)."""
    entry = effects_of(catalog)
    for script in (entry.any, entry.inferior, entry.superior) if entry is not None else ():
        for step in script.success if script is not None else ():
            if isinstance(step, PreyAshForPool):
                return step.pool
    return 0


def _remove_words(w: Words, ask: Ask, choice: int, card: int | None) -> Message:
    return QT_TRANSLATE_NOOP("vtes", "Remove {card} from the game ({n} to remove)").with_args(
        card=w.card(card), n=ask["n"]
    )


asks.kind("as_remove_ash", asks.AskKind(_ash_answers, _remove_ash, _remove_words))


def _own_ready_minions(state: State, ask: Ask) -> list[tuple[int, int | None]]:
    return [(0, m.id) for m in ci.ready_minions(state, ask["seat"])]


def _damage_minion(state: State, ask: Ask, choice: int, card: int | None, out: list[E.Event]):
    from ...combat import take_damage  # the engine's damage, here out of combat

    assert card is not None
    minion = state.cards[card]
    if ci.in_ready(state, minion):
        take_damage(state, minion, 1, 0, out, None)


def _damage_words(w: Words, ask: Ask, choice: int, card: int | None) -> Message:
    return QT_TRANSLATE_NOOP("vtes", "{minion} takes 1 unpreventable damage").with_args(
        minion=w.card(card)
    )


asks.kind("as_damage_own_minion", asks.AskKind(_own_ready_minions, _damage_minion, _damage_words))


# one loss for each counter of a card in play: 1 pool, or the alternative its text gives

_POOL, _OTHER = 0, 1


def _vampires_with_blood(state: State, seat: int) -> list[Card]:
    return [
        state.cards[c]
        for region in (READY, TORPOR)
        for c in state.zones[zone(seat, region)].cards
        if state.cards[c].face_up
        and ci.is_vampire(state.cards[c])
        and state.cards[c].counters.get("blood", 0) > 0
    ]


def _library_in_ash(state: State, seat: int) -> list[Card]:
    return [c for c in _ash(state, seat) if not _crypt_card(c)]


def _crypt_card(card: Card) -> bool:
    rec = ci.record(card)
    return rec is None or rec.is_crypt


def _loss_of(catalog: str) -> str:
    """What a counter of the card ``catalog`` costs besides 1 pool (its step's ``instead``)."""
    entry = effects_of(catalog)
    for script in (entry.any, entry.inferior, entry.superior) if entry is not None else ():
        for step in script.in_play if script is not None else ():
            if isinstance(step, LossPerCounter):
                return step.instead
    return "blood"


def _loss_answers(state: State, ask: Ask) -> list[tuple[int, int | None]]:
    seat, what = ask["seat"], _loss_of(ask["catalog"])
    found: list[tuple[int, int | None]] = [(_POOL, None)]
    if what == "blood":
        found += [(_OTHER, v.id) for v in _vampires_with_blood(state, seat)]
    elif what == "hand" and _hand(state, seat):
        found.append((_OTHER, None))
    elif what == "ash_library" and _library_in_ash(state, seat):
        found.append((_OTHER, None))
    return found


def _lose(state: State, ask: Ask, choice: int, card: int | None, out: list[E.Event]) -> None:
    seat, cause, what = ask["seat"], ask["catalog"], _loss_of(ask["catalog"])
    if choice == _POOL:
        _burn_pool(state, seat, 1, cause, out)
    elif what == "blood" and card is not None:
        vampire = state.cards[card]
        tokens.add_counter(state, vampire, "blood", -1, out, None, "as_blood", cause=cause)
    elif what == "hand":
        held = _hand(state, seat)
        burned = _random(state, held)
        _log(out, "as_discarded", None, cause=cause, seat=seat, card=burned.catalog)
        hand.burn(state, burned, out, None)
        hand.replace(state, seat, out)
    elif what == "ash_library":
        removed = _random(state, _library_in_ash(state, seat))
        out.append(move_card(state, removed, state.zones[zone(seat, REMOVED)], face_up=True))
        _log(out, "as_removed", None, cause=cause, card=removed.catalog)


_LOSS_WORDS = {
    "blood": QT_TRANSLATE_NOOP("vtes", "{minion} burns 1 blood ({n} left to burn)"),
    "hand": QT_TRANSLATE_NOOP("vtes", "Burn a card at random from your hand ({n} left to burn)"),
    "ash_library": QT_TRANSLATE_NOOP(
        "vtes", "Remove a library card at random of your ash heap from the game ({n} left)"
    ),
}


def _loss_words(w: Words, ask: Ask, choice: int, card: int | None) -> Message:
    if choice == _POOL:
        return QT_TRANSLATE_NOOP("vtes", "Burn 1 pool ({n} left to burn)").with_args(n=ask["n"])
    template = _LOSS_WORDS[_loss_of(ask["catalog"])]
    return template.with_args(minion=w.card(card), n=ask["n"])


asks.kind("as_loss_per_counter", asks.AskKind(_loss_answers, _lose, _loss_words))


# a card its target's controller may cancel as it is played, for pool


def _cancel_answers(state: State, ask: Ask) -> list[tuple[int, int | None]]:
    pool = state.seats[ask["seat"]].counters.get("pool", 0)
    return [(0, None), (1, None)] if pool >= _CANCEL_COST else [(0, None)]


#: the pool True Love's Face's cancel costs
_CANCEL_COST = 1


def _cancel(state: State, ask: Ask, choice: int, card: int | None, out: list[E.Event]) -> None:
    seat, cause = ask["seat"], ask["catalog"]
    if choice == 1:
        tokens.add_pool(state, seat, -_CANCEL_COST, out, seat, "as_cancel_paid", cause=cause)
        _log(out, "as_cancelled", seat, seat=seat, cause=cause)
        return
    _log(out, "as_not_cancelled", seat, seat=seat, cause=cause)
    played = state.cards.get(ask.get("card") or -1)
    if played is not None:
        CancelForPool.go_on(state, ask, played, out)


def _cancel_words(w: Words, ask: Ask, choice: int, card: int | None) -> Message:
    name = w.module.card_name(ask["catalog"], w.language)
    if choice == 1:
        return QT_TRANSLATE_NOOP("vtes", "Burn 1 pool to cancel {card}").with_args(card=name)
    return QT_TRANSLATE_NOOP("vtes", "Let {card} be played").with_args(card=name)


asks.kind("as_cancel_for_pool", asks.AskKind(_cancel_answers, _cancel, _cancel_words))


# Ilonka: after a successful bleed against her controller, a look at the bleeder's hand, then
# maybe a random discard from it


def _yes_no(state: State, ask: Ask) -> list[tuple[int, int | None]]:
    of = ask.get("of")
    if of is None or state.seats[of].out or not _hand(state, of):
        return []
    return [(0, None), (1, None)]


def _ilonka_look(state: State, ask: Ask, choice: int, card: int | None, out: list[E.Event]):
    seat, of, cause = ask["seat"], ask.get("of"), ask["catalog"]
    assert of is not None
    if choice == 0:
        _log(out, "as_declined", seat, seat=seat, cause=cause)
        return
    if ask.get("card") is not None:
        mark_acted(state, ask.get("card") or 0, _ILONKA)
    hand_sight.look_at_hand(state, seat, of, cause, out)
    asks.push(state, seat, "as_ilonka_discard", cause, ask["by"], card=ask.get("card"), of=of)


def _ilonka_look_words(w: Words, ask: Ask, choice: int, card: int | None) -> Message:
    if choice == 0:
        return QT_TRANSLATE_NOOP("vtes", "Do not look")
    return QT_TRANSLATE_NOOP("vtes", "Look at {seat}'s hand").with_args(seat=w.seat(ask.get("of")))


def _ilonka_discard(state: State, ask: Ask, choice: int, card: int | None, out: list[E.Event]):
    of, cause = ask.get("of"), ask["catalog"]
    assert of is not None
    if choice == 0:
        _log(out, "as_declined", ask["seat"], seat=ask["seat"], cause=cause)
        return
    _discard(state, of, _random(state, _hand(state, of)), cause, out)


def _ilonka_discard_words(w: Words, ask: Ask, choice: int, card: int | None) -> Message:
    if choice == 0:
        return QT_TRANSLATE_NOOP("vtes", "Do not discard")
    return QT_TRANSLATE_NOOP("vtes", "Discard 1 card at random from {seat}'s hand").with_args(
        seat=w.seat(ask.get("of"))
    )


asks.kind("as_ilonka_look", asks.AskKind(_yes_no, _ilonka_look, _ilonka_look_words))
asks.kind("as_ilonka_discard", asks.AskKind(_yes_no, _ilonka_discard, _ilonka_discard_words))
_ILONKA = "as_ilonka"


# -- steps -----------------------------------------------------------------------------------


@condition("as_in_play")
def _in_play(ctx: Ctx, _: str) -> bool:
    """The card is in play (an action card put in play: the steps of the action against it,
    not those of its own action, which run with it in the ash heap)."""
    return ci.in_ready(ctx.state, ctx.card)


def _bled_for(ctx: Ctx) -> int:
    action = ctx.notes.get("action")
    return int(action["amount"]) if action is not None else 0


@kind
class TargetDiscards(Step, frozen=True, tag="as_target_discards"):
    """If the bleed succeeded for 1 or more, its target discards ``n`` cards of their
    choice, one question each (``success``)."""

    n: int = 2

    def apply(self, ctx: Ctx) -> None:
        action = ctx.notes.get("action")
        target = action["target"] if action is not None else ctx.target  # redirected or not
        if target is None or _bled_for(ctx) < 1:
            return
        asks.push(ctx.state, target, "as_discard_own", ctx.card.catalog, ctx.seat, self.n)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes", "if the bleed succeeds for 1 or more, its target discards {n} cards"
        ).with_args(n=self.n)


class _AtPrey(Step, frozen=True):
    """A step aimed at the player's prey (a directed action against them)."""

    def aiming(self) -> Aim:
        return "seat"

    def aims(self, ctx: Ctx) -> list[int]:
        p = prey(ctx.state, ctx.seat)
        return [p] if p is not None else []


@kind
class PreyAshForPool(_AtPrey, frozen=True, tag="as_prey_ash_for_pool"):
    """The player removes ``n`` cards of their prey's ash heap from the game, one
    question each, to have the prey burn ``pool`` pool (``success``; refused at play when
    the prey's ash heap has fewer)."""

    n: int = 7
    pool: int = 3

    def can(self, ctx: Ctx) -> Message | None:
        p = ctx.target if ctx.target is not None else prey(ctx.state, ctx.seat)
        if p is None or len(_ash(ctx.state, p)) < self.n:
            return QT_TRANSLATE_NOOP(
                "vtes", "Your prey's ash heap has fewer than {n} cards."
            ).with_args(n=self.n)
        return None

    def apply(self, ctx: Ctx) -> None:
        p = ctx.target
        if p is None or _out(ctx.state, p) or len(_ash(ctx.state, p)) < self.n:
            return
        asks.push(ctx.state, ctx.seat, "as_remove_ash", ctx.card.catalog, ctx.seat, self.n, of=p)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes", "remove {n} cards of your prey's ash heap from the game to burn {pool} pool"
        ).with_args(n=self.n, pool=self.pool)


def _out(state: State, seat: int) -> bool:
    return bool(state.seats[seat].out)


@kind
class LookAndDiscard(_AtPrey, frozen=True, tag="as_look_and_discard"):
    """The player looks at their prey's hand and discards a card of their choice from it
    (``success``)."""

    def apply(self, ctx: Ctx) -> None:
        p = ctx.target
        if p is None or _out(ctx.state, p):
            return
        hand_sight.look_at_hand(ctx.state, ctx.seat, p, ctx.card.catalog, ctx.events)
        asks.push(ctx.state, ctx.seat, "as_discard_from", ctx.card.catalog, ctx.seat, of=p)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes", "look at your prey's hand and discard a card of your choice"
        )


@kind
class XIsCopies(Step, frozen=True, tag="as_x_is_copies"):
    """ "X is the number of copies of this card you control": the X paid must be the copies
    of it the player controls in play (each X up to ``most`` offered, the others refused)."""

    most: int = 6

    def x_choices(self) -> tuple[int, ...]:
        return tuple(range(self.most + 1))

    def can(self, ctx: Ctx) -> Message | None:
        n = _copies(ctx.state, ctx.seat, ctx.card.catalog)
        if ctx.x != n:
            return QT_TRANSLATE_NOOP(
                "vtes", "X is the copies of {card} you control: {n}."
            ).with_args(card=ci.name(ctx.card), n=n)
        return None

    def apply(self, ctx: Ctx) -> None:
        return None

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "X = {n} (copies you control)").with_args(n=ctx.x)


def _copies(state: State, seat: int, catalog: str) -> int:
    ready = state.zones[zone(seat, READY)].cards
    return sum(1 for c in ready if state.cards[c].catalog == catalog and state.cards[c].face_up)


@kind
class IntoPlay(Step, frozen=True, tag="as_into_play"):
    """The action card (in the ash heap once its action succeeded) is put in play in its
    player's ready region, with ``counters`` counters (``success``); its ``in_play`` steps
    count from then on."""

    counters: int = 0
    open_hand: bool = False

    def apply(self, ctx: Ctx) -> None:
        card = ctx.card
        if not action_card_into_play(ctx):
            return
        _log(ctx.events, "as_into_play", ctx.seat, cause=card.catalog)
        if self.counters:
            tokens.add_counter(
                ctx.state, card, COUNTER, self.counters, ctx.events, ctx.seat, "as_counters"
            )
        if self.open_hand:
            hand_sight.keep_open(ctx.state, card)

    def words(self, ctx: Ctx) -> Message:
        if self.open_hand:
            return QT_TRANSLATE_NOOP("vtes", "put it in play: your prey plays with an open hand")
        if self.counters == 1:
            return QT_TRANSLATE_NOOP("vtes", "put it in play with 1 counter")
        if self.counters:
            return QT_TRANSLATE_NOOP("vtes", "put it in play with {n} counters").with_args(
                n=self.counters
            )
        return QT_TRANSLATE_NOOP("vtes", "put it in play")


@kind
class GrowsAtUnlock(Step, frozen=True, tag="as_grows_at_unlock"):
    """While in play: 1 counter added during its controller's unlock phase, from their
    pool when ``from_pool`` (:func:`at_unlock`)."""

    from_pool: bool = False

    def apply(self, ctx: Ctx) -> None:
        return None

    def words(self, ctx: Ctx) -> Message:
        if self.from_pool:
            return QT_TRANSLATE_NOOP("vtes", "move 1 pool to it in each of your unlock phases")
        return QT_TRANSLATE_NOOP("vtes", "1 more counter in each of your unlock phases")


@kind
class LossPerCounter(Step, frozen=True, tag="as_loss_per_counter"):
    """While in play: during the unlock phase of ``who`` ("others": each other Methuselah,
    "prey": its controller's prey), for each counter on it, that Methuselah burns 1 pool or
    loses what ``instead`` says ("blood": 1 blood from a vampire they control, "hand": a
    card at random from their hand, "ash_library": a library card at random of their ash
    heap, removed from the game): their choice, one question per counter."""

    who: str = "others"
    instead: str = "blood"

    def apply(self, ctx: Ctx) -> None:
        return None

    def words(self, ctx: Ctx) -> Message:
        return _LOSS_STEP_WORDS.get(self.instead, _LOSS_STEP_WORDS["blood"])


_LOSS_STEP_WORDS = {
    "blood": QT_TRANSLATE_NOOP(
        "vtes", "in the others' unlock phases, 1 pool or 1 blood each per counter"
    ),
    "hand": QT_TRANSLATE_NOOP(
        "vtes", "in the others' unlock phases, 1 pool or 1 card at random each per counter"
    ),
    "ash_library": QT_TRANSLATE_NOOP(
        "vtes", "in your prey's unlock phase, 1 pool or 1 ash heap card each per counter"
    ),
}


@kind
class PreyBurnsAtUnlock(Step, frozen=True, tag="as_prey_burns_at_unlock"):
    """While in play: during its controller's unlock phase, their prey burns ``n`` pool
    (each copy in play: X copies, X pool; ``once_per_turn``: only the first copy of the
    card's name burns, "you can burn only 1 pool each turn with Army of Rats cards")."""

    n: int = 1
    once_per_turn: bool = False

    def apply(self, ctx: Ctx) -> None:
        return None

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes", "your prey burns {n} pool in each of your unlock phases"
        ).with_args(n=self.n)


@kind
class PreyDamagesOwnMinion(Step, frozen=True, tag="as_prey_damages_own_minion"):
    """A vampire's own text: ready during its controller's unlock phase, their prey
    chooses a ready minion they control, which takes 1 unpreventable damage."""

    def apply(self, ctx: Ctx) -> None:
        return None

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes", "in your unlock phase, your prey damages a ready minion of theirs"
        )


@kind
class LooksAfterBleed(Step, frozen=True, tag="as_looks_after_bleed"):
    """A vampire's own text (Ilonka): once each turn, ready after a successful bleed
    against her controller, she may look at the bleeder's hand, then discard 1 card of it
    at random (:func:`after_bleed` asks her controller)."""

    def apply(self, ctx: Ctx) -> None:
        return None

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "after a successful bleed against you, look and discard")


@kind
class CancelForPool(Step, frozen=True, tag="as_cancel_for_pool"):
    """ "The blocking minion's controller can burn 1 pool to cancel this card as it is
    played": the steps after this one wait for their answer (:data:`..run.WAITS`); if
    they pay, the card does nothing (its own cost stays paid), else the steps run."""

    def apply(self, ctx: Ctx) -> None:
        blocker = _blocking_minion(ctx.state)
        if blocker is None or blocker.controller is None or blocker.controller == ctx.seat:
            return
        asks.push(
            ctx.state,
            blocker.controller,
            "as_cancel_for_pool",
            ctx.card.catalog,
            ctx.seat,
            card=ctx.card.id,
            superior=ctx.superior,
        )
        ctx.notes[WAITS] = True

    @staticmethod
    def go_on(state: State, ask: Ask, card: Card, out: list[E.Event]) -> None:
        """Not cancelled: the steps of the card after this one, at the level it was
        played, if they may still apply."""
        from ..run import script

        action = rules(state)["action"]
        minion = state.cards.get(action["minion"]) if action is not None else None
        superior = bool(ask.get("superior"))
        s = script(card.catalog, superior)
        steps = list(s.play) if s is not None else []
        at = next((i for i, step in enumerate(steps) if isinstance(step, CancelForPool)), None)
        ctx = Ctx(state, ask["by"], card, minion, superior, out=Outcome(events=out))
        rest = steps[at + 1 :] if at is not None else []
        if all(step.can(ctx) is None for step in rest):
            for step in rest:
                step.apply(ctx)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "the blocker's controller may burn 1 pool to cancel it")


def _blocking_minion(state: State) -> Card | None:
    action = rules(state)["action"]
    blocker = action.get("blocker") if action is not None else None
    return state.cards.get(blocker) if blocker is not None else None


# -- moments ---------------------------------------------------------------------------------


def _in_play_of(card: Card) -> list[Step]:
    entry = effects_of(card.catalog) if card.face_up and card.catalog else None
    if entry is None or not entry.automated:
        return []
    return [
        step
        for script in (entry.any, entry.inferior, entry.superior)
        if script is not None
        for step in script.in_play
    ]


def _cards_in_play(state: State) -> list[tuple[Card, Step]]:
    found = []
    for seat in state.seats:
        if seat.out:
            continue
        for card_id in list(state.zones[zone(seat.index, READY)].cards):
            card = state.cards[card_id]
            for step in _in_play_of(card):
                found.append((card, step))
    return found


def counters_on(card: Card) -> int:
    """The counters on a card that grows (Smiling Jack's are blood moved from a pool, The
    Gate of Acheron's and Constant Revolution's plain ones)."""
    return card.counters.get(COUNTER, 0) + card.counters.get("blood", 0)


def at_unlock(state: State, active: int, out: list[E.Event]) -> None:
    """As ``active``'s unlock phase begins: its cards that grow get their counter, its
    prey burns for each Creeping Sabotage, its ready Gnaeus asks its prey; then each
    other's card asks ``active`` for its losses, one per counter."""
    found = _cards_in_play(state)
    burned: set[str] = set()  # the names whose pool burn is once a turn, done this phase
    for card, step in found:
        if card.controller != active or not ci.in_ready(state, card):
            continue
        _own_unlock(state, active, card, step, out, burned)
    for card, step in found:
        if (
            isinstance(step, LossPerCounter)
            and card.controller is not None
            and card.controller != active
            and (step.who == "others" or prey(state, card.controller) == active)
            and counters_on(card) > 0
        ):
            n = counters_on(card)
            asks.push(
                state, active, "as_loss_per_counter", card.catalog, card.controller, n, card=card.id
            )


def _own_unlock(
    state: State, active: int, card: Card, step: Step, out: list[E.Event], burned: set[str]
) -> None:
    if isinstance(step, GrowsAtUnlock):
        if step.from_pool:
            if state.seats[active].counters.get("pool", 0) < 1:
                return
            tokens.add_pool(state, active, -1, out, active, "as_pool_moved", cause=card.catalog)
        # a counter moved from the pool is blood (the bank counts it); another is a plain one
        key = "blood" if step.from_pool else COUNTER
        tokens.add_counter(state, card, key, 1, out, active, "as_counters")
    elif isinstance(step, PreyBurnsAtUnlock):
        p = prey(state, active)
        if step.once_per_turn and card.catalog in burned:
            return
        if p is not None:
            _burn_pool(state, p, step.n, card.catalog, out)
            burned.add(card.catalog or "")
    elif isinstance(step, PreyDamagesOwnMinion):
        p = prey(state, active)
        if p is not None:
            asks.push(state, p, "as_damage_own_minion", card.catalog, active, card=card.id)


def after_bleed(state: State, action: Any, out: list[E.Event]) -> None:
    """A bleed just succeeded: each ready Ilonka of its target, not used this turn, asks
    her controller whether she looks at the bleeder's hand."""
    target, bleeder = action.get("target"), action["seat"]
    if target is None or target == bleeder or state.seats[target].out:
        return
    for card in ci.ready_minions(state, target):
        if any(isinstance(s, LooksAfterBleed) for s in _in_play_of(card)) and _ILONKA not in acted(
            state, card.id
        ):
            asks.push(
                state, target, "as_ilonka_look", card.catalog, target, card=card.id, of=bleeder
            )
