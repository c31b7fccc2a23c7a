"""Steps of the "politics" group of cards: terms that share out points among Methuselahs
(Kine Resources Contested, Camarilla's Iron Fist, Parity Shift) or pick minions
(Expulsion), Break the Bonds' results, Anarch Revolt and Tension in the Ranks in play,
and title cards (Toreador Justicar, Saulot's Guiding Wisdom).

A player shares points out, or picks several cards, when the card is played or used:
the command's ``alloc`` (``[[who, points], ...]``, :attr:`..steps.Ctx.alloc`), checked
here against the card's data (how many points, among how many Methuselahs, which may
receive them) and kept with a political card for its referendum (:func:`..run.at_passed`
runs the terms).  The dock and the bots are offered a few sensible allocations
(:meth:`..steps.Step.alloc_choices`: most on the prey); any other the rules allow is
accepted as a command.  The engine's procedures call the functions at the end of each
section (:func:`at_unlock`, :func:`after_ready_minion_lost`, :func:`expelled`,
:func:`vote_barred`, :func:`held_title`...).
"""

from __future__ import annotations

from itertools import combinations
from typing import Any, cast

from ......core import events as E
from ......core.messages import QT_TRANSLATE_NOOP, Message
from ......core.model import Card, State
from ......core.table import move_card
from ....layout import READY, UNCONTROLLED, zone
from ....seating import prey
from ... import cardinfo as ci
from ... import hand, played, tokens
from ...data import MASTER, rules
from ..catalog import Script
from ..conditions import condition
from ..log import texts
from ..selectors import chosen, hand_cards
from ..steps import Aim, Ctx, Step, kind
from .basics import set_locked

texts(
    {
        "po_pool_shared": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {owner} burns {n} pool, the points allocated to them."
        ),
        "po_pool_chosen": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {owner} gains {n} pool, as the chosen Methuselah."
        ),
        "po_pool_moved": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {owner} gets {n} pool as it was allocated."
        ),
        "po_pool_given": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {owner} gives {n} pool as it was allocated."
        ),
    }
)

_NOT_SHARED = QT_TRANSLATE_NOOP(
    "vtes", "Allocate {n} points among {least} or more Methuselahs in the game."
)
_NOT_SHARED_OTHERS = QT_TRANSLATE_NOOP(
    "vtes", "Allocate {n} points among {least} or more Methuselahs other than the chosen one."
)


#: the refusal of an allocation naming one Methuselah or card twice
ALLOC_TWICE = QT_TRANSLATE_NOOP("vtes", "An allocation names each Methuselah or card once.")
#: most entries one allocation may have (a sanity bound on the command)
_MOST_SHARES = 12


def allocation_fits(alloc: tuple[tuple[int, int], ...]) -> bool:
    """A command's ``alloc`` names each Methuselah or card once, and not too many (the
    card's steps check the rest: :meth:`..steps.Step.can`)."""
    return len(alloc) <= _MOST_SHARES and len({who for who, _ in alloc}) == len(alloc)


def _live(ctx: Ctx) -> list[int]:
    return [s.index for s in ctx.state.seats if not s.out]


def _name(ctx: Ctx, seat: int) -> str:
    return ctx.state.seats[seat].name if 0 <= seat < len(ctx.state.seats) else "…"


def _shares(ctx: Ctx) -> str:
    """ "Ana 3, Bob 1": the allocation in words (seat order)."""
    return ", ".join(f"{_name(ctx, s)} {n}" for s, n in sorted(ctx.alloc.items()))


def _fits(ctx: Ctx, n: int, least: int, allowed: list[int]) -> bool:
    """``ctx.alloc`` gives exactly ``n`` points, each share 1 or more, to ``least`` or more
    of the ``allowed`` Methuselahs."""
    shares = ctx.alloc
    return (
        len(shares) >= least
        and all(seat in allowed and points >= 1 for seat, points in shares.items())
        and sum(shares.values()) == n
    )


def _spread(n: int, first: int, others: list[int]) -> list[dict[int, int]]:
    """Sensible ways to put ``n`` points on ``first`` and some of ``others`` (two or more
    Methuselahs in all): all but 1 on ``first`` and 1 on each other in turn, half and half,
    and as evenly as may be on all of them."""
    out: list[dict[int, int]] = []
    for other in others:
        out.append({first: n - 1, other: 1})
        if n - n // 2 != n - 1:
            out.append({first: n - n // 2, other: n // 2})
    if len(others) > 1:
        everyone = [first, *others]
        share, more = divmod(n, len(everyone))
        even = {s: share + (1 if i < more else 0) for i, s in enumerate(everyone)}
        even = {s: p for s, p in even.items() if p}
        if len(even) > 2:
            out.append(even)
    return [a for i, a in enumerate(out) if a not in out[:i]]


def _opponents_from_prey(ctx: Ctx) -> tuple[int | None, list[int]]:
    """The player's prey (else the first other Methuselah) and the other opponents."""
    others = [s for s in _live(ctx) if s != ctx.seat]
    first = prey(ctx.state, ctx.seat)
    if first not in others:
        first = others[0] if others else None
    return first, [s for s in others if s != first]


@kind
class SharedPoolBurn(Step, frozen=True, tag="po_pool_burn_shared"):
    """ "Allocate ``n`` points among ``least`` or more Methuselahs; each burns 1 pool for each
    point allocated" (Kine Resources Contested).  ``chosen_gains``: the card also chooses a
    Methuselah (aimed at, anyone in the game) who gains that much pool and may be allocated
    no points ("among two or more other Methuselahs": Camarilla's Iron Fist)."""

    n: int
    least: int = 2
    chosen_gains: int = 0

    def aiming(self) -> Aim:
        return "seat" if self.chosen_gains else None

    def aims(self, ctx: Ctx) -> list[int]:
        return _live(ctx)

    def allocates(self) -> bool:
        return True

    def _allowed(self, ctx: Ctx) -> list[int]:
        return [s for s in _live(ctx) if not self.chosen_gains or s != ctx.target]

    def can(self, ctx: Ctx) -> Message | None:
        if _fits(ctx, self.n, self.least, self._allowed(ctx)):
            return None
        template = _NOT_SHARED_OTHERS if self.chosen_gains else _NOT_SHARED
        return template.with_args(n=self.n, least=self.least)

    def alloc_choices(self, ctx: Ctx) -> list[dict[int, int]]:
        """On the opponents, most on the prey; with a chosen Methuselah, only when the
        player chooses themself (the pool gained is theirs)."""
        if self.chosen_gains and ctx.target != ctx.seat:
            return []
        first, others = _opponents_from_prey(ctx)
        if first is None or len(others) + 1 < self.least:
            return []
        return _spread(self.n, first, others)

    def apply(self, ctx: Ctx) -> None:
        for seat, points in sorted(ctx.alloc.items()):
            if 0 <= seat < len(ctx.state.seats) and not ctx.state.seats[seat].out:
                tokens.add_pool(
                    ctx.state,
                    seat,
                    -points,
                    ctx.events,
                    ctx.seat,
                    "po_pool_shared",
                    cause=ctx.card.catalog,
                    n=points,
                )
        chosen = ctx.target
        if self.chosen_gains and chosen is not None and not ctx.state.seats[chosen].out:
            tokens.add_pool(
                ctx.state,
                chosen,
                self.chosen_gains,
                ctx.events,
                ctx.seat,
                "po_pool_chosen",
                cause=ctx.card.catalog,
                n=self.chosen_gains,
            )

    def words(self, ctx: Ctx) -> Message:
        shares = _shares(ctx) or "…"
        if not self.chosen_gains:
            return QT_TRANSLATE_NOOP(
                "vtes", "if it passes, each burns 1 pool for each point allocated ({shares})"
            ).with_args(shares=shares)
        chosen = _name(ctx, ctx.target) if ctx.target is not None else "…"
        return QT_TRANSLATE_NOOP(
            "vtes",
            "if it passes, each burns 1 pool for each point allocated ({shares}) and {chosen} gains {n} pool",  # noqa: E501
        ).with_args(shares=shares, chosen=chosen, n=self.chosen_gains)


@kind
class PoolShift(Step, frozen=True, tag="po_pool_shift"):
    """ "Choose a Methuselah who has more pool than you do and allocate ``n`` of their pool
    among 1 or more other Methuselahs (including you)" (Parity Shift): the chosen one is
    aimed at when the card is played (more pool than the player then), the allocation is
    ``ctx.alloc``; if the referendum passes the pool moves as allocated (no more than the
    chosen Methuselah has left)."""

    n: int

    def aiming(self) -> Aim:
        return "seat"

    def aims(self, ctx: Ctx) -> list[int]:
        mine = _pool(ctx, ctx.seat)
        return [s for s in _live(ctx) if s != ctx.seat and _pool(ctx, s) > mine]

    def allocates(self) -> bool:
        return True

    def can(self, ctx: Ctx) -> Message | None:
        allowed = [s for s in _live(ctx) if s != ctx.target]
        if _fits(ctx, self.n, 1, allowed):
            return None
        return QT_TRANSLATE_NOOP(
            "vtes", "Allocate {n} of the chosen Methuselah's pool among other Methuselahs."
        ).with_args(n=self.n)

    def alloc_choices(self, ctx: Ctx) -> list[dict[int, int]]:
        """All of it to the player, or all but 1 and 1 to each third Methuselah in turn."""
        thirds = [s for s in _live(ctx) if s not in (ctx.seat, ctx.target)]
        return [{ctx.seat: self.n}] + [{ctx.seat: self.n - 1, s: 1} for s in thirds]

    def apply(self, ctx: Ctx) -> None:
        giver = ctx.target
        if giver is None or ctx.state.seats[giver].out:
            return
        for seat, points in sorted(ctx.alloc.items()):
            moved = min(points, _pool(ctx, giver))
            if moved <= 0 or ctx.state.seats[seat].out:
                continue
            args = {"cause": ctx.card.catalog, "n": moved}
            tokens.add_pool(ctx.state, giver, -moved, ctx.events, ctx.seat, "po_pool_given", **args)
            tokens.add_pool(ctx.state, seat, moved, ctx.events, ctx.seat, "po_pool_moved", **args)

    def words(self, ctx: Ctx) -> Message:
        giver = _name(ctx, ctx.target) if ctx.target is not None else "…"
        return QT_TRANSLATE_NOOP(
            "vtes", "if it passes, {n} of {giver}'s pool goes to {shares}"
        ).with_args(n=self.n, giver=giver, shares=_shares(ctx) or "…")


def _pool(ctx: Ctx, seat: int) -> int:
    return int(ctx.state.seats[seat].counters.get("pool", 0))


# -- Break the Bonds: what its obf and pre give when the bleed succeeds ----------------------


@kind
class LockBledMinion(Step, frozen=True, tag="po_lock_bled_minion"):
    """ "If the bleed is successful, you can lock a minion controlled by the target
    Methuselah": the minion is aimed when the action is declared and locks when the bleed
    succeeds, if it is then still a ready minion of the Methuselah bled."""

    def aiming(self) -> Aim:
        return "card"

    def aims(self, ctx: Ctx) -> list[int]:
        return chosen(ctx, "bled_seat_ready_minion")

    def apply(self, ctx: Ctx) -> None:
        card = ctx.state.cards.get(ctx.target_card) if ctx.target_card is not None else None
        if card is not None and card.id in self.aims(ctx) and not card.locked:
            set_locked(ctx, card, True)

    def words(self, ctx: Ctx) -> Message:
        card = ctx.state.cards.get(ctx.target_card) if ctx.target_card is not None else None
        return QT_TRANSLATE_NOOP("vtes", "if the bleed succeeds, lock {minion}").with_args(
            minion=ci.name(card) if card is not None else "…"
        )


def _uncontrolled_vampires(ctx: Ctx) -> list[int]:
    region = ctx.state.zones[zone(ctx.seat, UNCONTROLLED)].cards
    return [c for c in region if ci.is_vampire(ctx.state.cards[c])]


@kind
class BloodToPickedUncontrolled(Step, frozen=True, tag="po_blood_to_uncontrolled"):
    """ "If the bleed is successful, add 1 blood to a vampire in your uncontrolled region":
    the vampire is picked when the action is declared as the 1 point of ``alloc`` (its card
    -> 1), since the card's aim may already be a minion to lock; nothing to pick with an
    uncontrolled region holding no vampire.  The log says "a vampire", not which."""

    def allocates(self) -> bool:
        return True

    def alloc_choices(self, ctx: Ctx) -> list[dict[int, int]]:
        return [{c: 1} for c in _uncontrolled_vampires(ctx)]

    def can(self, ctx: Ctx) -> Message | None:
        vampires = _uncontrolled_vampires(ctx)
        picked = list(ctx.alloc.items())
        if (not vampires and not picked) or (
            len(picked) == 1 and picked[0][0] in vampires and picked[0][1] == 1
        ):
            return None
        return QT_TRANSLATE_NOOP(
            "vtes", "Pick the vampire of your uncontrolled region that gains the blood."
        )

    def apply(self, ctx: Ctx) -> None:
        for card_id in ctx.alloc:
            if card_id in _uncontrolled_vampires(ctx):
                tokens.add_counter(
                    ctx.state,
                    ctx.state.cards[card_id],
                    "blood",
                    1,
                    ctx.events,
                    ctx.seat,
                    "ma_uncontrolled_blood",
                    cause=ctx.card.catalog,
                    seat=ctx.seat,
                    trait="vampire",
                )

    def words(self, ctx: Ctx) -> Message:
        names = [ci.name(ctx.state.cards[c]) for c in ctx.alloc if c in ctx.state.cards]
        return QT_TRANSLATE_NOOP("vtes", "if the bleed succeeds, {minion} gains 1 blood").with_args(
            minion=", ".join(names) or "…"
        )


# -- Expulsion: chosen minions cannot react, block or vote this turn -------------------------

#: ``rules`` key of this turn's expelled minions: ``{"turn": n, "minions": [ids]}``
EXPELLED = "po_expelled"
#: most minions one Expulsion names
_MOST_EXPELLED = 2


def _ready_minions(ctx: Ctx, seats: list[int]) -> list[int]:
    return [c.id for s in seats for c in ci.ready_minions(ctx.state, s)]


@kind
class Expel(Step, frozen=True, tag="po_expel"):
    """ "Choose up to two minions. Successful referendum means the chosen minions cannot
    play reaction cards, block or cast votes or ballots this turn": the minions (ready, of
    anyone) are picked when the card is played, as ``alloc`` (each card -> 1); the terms
    last the turn (:func:`expelled`, read where a block, a reaction card and a vote are
    checked)."""

    def allocates(self) -> bool:
        return True

    def alloc_choices(self, ctx: Ctx) -> list[dict[int, int]]:
        """Each ready minion of another Methuselah alone, and each two of one of them."""
        out: list[dict[int, int]] = []
        for seat in [s for s in _live(ctx) if s != ctx.seat]:
            minions = _ready_minions(ctx, [seat])
            out += [{m: 1} for m in minions]
            out += [{a: 1, b: 1} for i, a in enumerate(minions) for b in minions[i + 1 :]]
        return out

    def can(self, ctx: Ctx) -> Message | None:
        ready = _ready_minions(ctx, _live(ctx))
        picks = ctx.alloc
        if 1 <= len(picks) <= _MOST_EXPELLED and all(
            m in ready and n == 1 for m, n in picks.items()
        ):
            return None
        return QT_TRANSLATE_NOOP("vtes", "Choose one or two ready minions (1 point each).")

    def apply(self, ctx: Ctx) -> None:
        terms = _expelled_now(ctx.state)
        if terms is None:
            terms = {"turn": rules(ctx.state)["turns"], "minions": []}
            _rules(ctx.state)[EXPELLED] = terms
        for card_id in sorted(ctx.alloc):
            card = ctx.state.cards.get(card_id)
            if card is None or card_id in terms["minions"] or not ci.in_ready(ctx.state, card):
                continue
            terms["minions"].append(card_id)
            ctx.events.append(
                E.ModuleEvent(
                    seat=ctx.seat,
                    key="po_expelled",
                    args={"cause": ctx.card.catalog, "minion": card.catalog or ""},
                )
            )

    def words(self, ctx: Ctx) -> Message:
        names = [ci.name(ctx.state.cards[c]) for c in sorted(ctx.alloc) if c in ctx.state.cards]
        return QT_TRANSLATE_NOOP(
            "vtes",
            "if it passes, {minions} cannot play reaction cards, block or cast votes this turn",
        ).with_args(minions=", ".join(names) or "…")


texts(
    {
        "po_expelled": QT_TRANSLATE_NOOP(
            "vtes",
            "As {cause} says: {minion} cannot play reaction cards, block or cast votes or ballots this turn.",  # noqa: E501
        ),
    }
)


def _rules(state: State) -> dict[str, Any]:
    """The rules' record as a plain dict, for this module's own keys."""
    return cast(dict[str, Any], rules(state))


def _expelled_now(state: State) -> dict[str, Any] | None:
    """This turn's Expulsion terms (:data:`EXPELLED`), if any."""
    terms = _rules(state).get(EXPELLED)
    if not terms or terms.get("turn") != rules(state)["turns"]:
        return None
    return cast(dict[str, Any], terms)


def expelled(state: State, minion: Card) -> Message | None:
    """Why ``minion`` may not block, play a reaction card or cast votes or ballots now
    (Expulsion passed against it this turn), else None."""
    terms = _expelled_now(state)
    if terms is None or minion.id not in terms.get("minions", ()):
        return None
    return QT_TRANSLATE_NOOP(
        "vtes", "{minion} cannot play reaction cards, block or cast votes this turn."
    ).with_args(minion=ci.name(minion))


# -- Anarch Revolt: pool burned without a ready Anarch; a referendum to burn it --------------

texts(
    {
        "po_no_anarch": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {owner} controls no ready Anarch and burns {n} pool."
        ),
    }
)


@kind
class BurnWithoutAnarch(Step, frozen=True, tag="po_burn_without_anarch"):
    """While this card is in play, a Methuselah not controlling a ready Anarch burns ``n``
    pool during their unlock phase (as it begins: :func:`at_unlock`)."""

    n: int = 1

    def apply(self, ctx: Ctx) -> None:  # read by :func:`at_unlock`
        return None

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes", "a Methuselah without a ready Anarch burns {n} pool in their unlock phase"
        ).with_args(n=self.n)


def _script_of(card: Card) -> Script | None:
    """The engine's script of a face-up card in play (a master card: its only level)."""
    from ..run import script

    return script(card.catalog, False) if card.face_up and card.catalog else None


def _in_play_masters(state: State) -> list[Card]:
    """The face-up cards by themselves in a ready region (master cards put in play)."""
    return [
        state.cards[c]
        for s in range(len(state.seats))
        for c in state.zones[zone(s, READY)].cards
        if state.cards[c].face_up
        and state.cards[c].attached_to is None
        and not ci.is_minion(state.cards[c])
    ]


def _controls_ready_anarch(state: State, seat: int) -> bool:
    for card in ci.ready_minions(state, seat):
        rec = ci.record(card)
        if rec is not None and ci.is_vampire(card) and rec.sect == "Anarch":
            return True
    return False


def at_unlock(state: State, active: int, out: list[E.Event], actor: int | None) -> None:
    """Called as ``active``'s unlock phase begins: each card in play saying so (Anarch
    Revolt) makes ``active`` burn its pool when they control no ready Anarch."""
    if state.seats[active].out or _controls_ready_anarch(state, active):
        return
    for card in _in_play_masters(state):
        s = _script_of(card)
        for step in s.in_play if s is not None else ():
            if isinstance(step, BurnWithoutAnarch) and not state.seats[active].out:
                tokens.add_pool(
                    state, active, -step.n, out, actor, "po_no_anarch", cause=card.catalog, n=step.n
                )


def referendum_against(card: Card) -> bool:
    """Whether a vampire may call a referendum against ``card`` in play, as a political
    action with no card from the hand ("Vampires can call a referendum to burn this card"):
    a master card in play whose ``passed`` steps say what the referendum does."""
    s = _script_of(card)
    return s is not None and bool(s.passed) and not ci.is_minion(card)


def referendum_cards(state: State) -> list[Card]:
    """The cards in play a referendum may be called against now."""
    return [c for c in _in_play_masters(state) if referendum_against(c)]


def book_referendum_against(state: State, seat: int, minion: Card, card: Card) -> None:
    """The referendum called against ``card`` in play begins: the card is booked for it, so
    its ``passed`` steps run if it passes (:func:`..run.at_passed`)."""
    rec = played.remember(state, seat, card, minion, hand=False, scope="referendum")
    rec["target"], rec["target_card"] = card.controller, card.id


# -- Tension in the Ranks: a ready minion lost costs its controller pool ----------------------

texts(
    {
        "po_minion_lost": QT_TRANSLATE_NOOP(
            "vtes",
            "As {cause} says: {owner} burns {n} pool; {minion} was burned or sent to torpor.",
        ),
    }
)


@kind
class PoolOnMinionLost(Step, frozen=True, tag="po_pool_on_minion_lost"):
    """While this card is in play: after a ready minion is burned or sent to torpor, its
    controller burns ``n`` pool (:func:`after_ready_minion_lost`, called by the engine)."""

    n: int = 1

    def apply(self, ctx: Ctx) -> None:  # read by :func:`after_ready_minion_lost`
        return None

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes",
            "after a ready minion is burned or sent to torpor, its controller burns {n} pool",
        ).with_args(n=self.n)


def after_ready_minion_lost(
    state: State, seat: int | None, minion: Card, out: list[E.Event], actor: int | None
) -> None:
    """A ready minion of ``seat`` was just burned or sent to torpor: each card in play
    saying so makes ``seat`` burn its pool."""
    if seat is None or not 0 <= seat < len(state.seats):
        return
    for card in _in_play_masters(state):
        s = _script_of(card)
        for step in s.in_play if s is not None else ():
            if isinstance(step, PoolOnMinionLost) and not state.seats[seat].out:
                tokens.add_pool(
                    state,
                    seat,
                    -step.n,
                    out,
                    actor,
                    "po_minion_lost",
                    cause=card.catalog,
                    n=step.n,
                    minion=minion.catalog or "",
                )


#: ``use_only`` marker: any Methuselah may use the card's ability, not only its controller
#: (read by :mod:`...abilities`)
ANY_METHUSELAH = "po_any_methuselah"


@condition(ANY_METHUSELAH)
def _any_methuselah(ctx: Ctx, _: str) -> bool:
    """Always holds: it only marks the ability as anyone's (:data:`ANY_METHUSELAH`)."""
    return True


@kind
class SpendMasterAction(Step, frozen=True, tag="po_master_action"):
    """The player spends one of their master phase actions (their own master phase)."""

    def can(self, ctx: Ctx) -> Message | None:
        r = rules(ctx.state)
        if r["phase"] != MASTER or ctx.state.turn.active != ctx.seat or r["master"] < 1:
            return QT_TRANSLATE_NOOP("vtes", "No master phase action left this turn.")
        return None

    def apply(self, ctx: Ctx) -> None:
        rules(ctx.state)["master"] -= 1

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "spend a master phase action")


def _hand_masters(ctx: Ctx) -> list[int]:
    return [c.id for c in hand_cards(ctx) if "Master" in ci.types(c)]


@kind
class DiscardMasters(Step, frozen=True, tag="po_discard_masters"):
    """The player discards ``n`` master cards from their hand (each replaced), picked as
    ``alloc`` (each card -> 1)."""

    n: int = 2

    def allocates(self) -> bool:
        return True

    def alloc_choices(self, ctx: Ctx) -> list[dict[int, int]]:
        """Each set of ``n`` master cards of the hand, one per set of names."""
        out: dict[tuple[str, ...], dict[int, int]] = {}
        for pick in combinations(_hand_masters(ctx), self.n):
            names = tuple(sorted(ci.name(ctx.state.cards[c]) for c in pick))
            out.setdefault(names, {c: 1 for c in pick})
        return list(out.values())

    def can(self, ctx: Ctx) -> Message | None:
        masters = _hand_masters(ctx)
        picks = ctx.alloc
        if len(picks) == self.n and all(c in masters and n == 1 for c, n in picks.items()):
            return None
        return QT_TRANSLATE_NOOP(
            "vtes", "Pick {n} master cards of your hand to discard (1 point each)."
        ).with_args(n=self.n)

    def apply(self, ctx: Ctx) -> None:
        for card_id in sorted(ctx.alloc):
            card = ctx.state.cards[card_id]
            ctx.events.append(
                E.ModuleEvent(
                    seat=ctx.seat,
                    key="ma_discarded",
                    args={
                        "cause": ctx.card.catalog or "",
                        "seat": ctx.seat,
                        "card": card.catalog or "",
                    },
                )
            )
            hand.play_to_ash(ctx.state, ctx.seat, card, ctx.events)

    def words(self, ctx: Ctx) -> Message:
        names = [ci.name(ctx.state.cards[c]) for c in sorted(ctx.alloc) if c in ctx.state.cards]
        return QT_TRANSLATE_NOOP("vtes", "discard {cards}").with_args(cards=", ".join(names) or "…")


# -- title cards: Toreador Justicar, Saulot's Guiding Wisdom -----------------------------------


@kind
class TitleCard(Step, frozen=True, tag="po_title"):
    """While this card is on a vampire (face up), the vampire holds ``title``, worth
    ``votes``, a unique title claimed over ``key`` (:mod:`...contests`): read where the
    engine reads a title (:func:`held_title`, :func:`title_card_votes`)."""

    title: str
    votes: int
    key: str

    def apply(self, ctx: Ctx) -> None:  # read where titles are read
        return None

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "the title {title}, worth {n} votes").with_args(
            title=self.title, n=self.votes
        )


def held_title(state: State, vampire: Card) -> TitleCard | None:
    """The title a card on ``vampire`` gives it, if any (the first such card)."""
    for card in ci.riders(state, vampire):
        s = _script_of(card)
        for step in s.in_play if s is not None else ():
            if isinstance(step, TitleCard):
                return step
    return None


def title_card_votes(state: State, vampire: Card) -> int:
    """The votes of the title a card gives ``vampire`` while it holds it (not contested or
    yielded: :func:`...contests.has_title`)."""
    from ...contests import has_title

    title = held_title(state, vampire)
    return title.votes if title is not None and has_title(state, vampire) else 0


texts(
    {
        "po_title_put": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: it is put on {minion}, who now holds its title."
        ),
    }
)


def _of_clan(card: Card, clan: str) -> bool:
    rec = ci.record(card)
    return rec is not None and (rec.clan == clan or clan in rec.clans)


@kind
class PutTitle(Step, frozen=True, tag="po_put_title"):
    """ "Choose a ready ``clan`` vampire. Successful referendum means this card is put on the
    chosen vampire" (its title is this card's :class:`TitleCard`): aimed when the card is
    played; put on it when the referendum passes if it is still a ready vampire of
    ``clan``.  ``referendum_votes``: "in this referendum, each ready ``clan`` gets +1
    vote" (:func:`referendum_votes`)."""

    clan: str
    referendum_votes: int

    def aiming(self) -> Aim:
        return "card"

    def aims(self, ctx: Ctx) -> list[int]:
        return [c.id for c in _ready_vampires_of(ctx.state, self.clan)]

    def apply(self, ctx: Ctx) -> None:
        vampire = ctx.state.cards.get(ctx.target_card) if ctx.target_card is not None else None
        if vampire is None or vampire.id not in self.aims(ctx):
            return
        where = ctx.state.zones[vampire.zone]
        ctx.events.append(
            move_card(
                ctx.state,
                ctx.card,
                where,
                face_up=True,
                x=vampire.x + 8,
                y=vampire.y + 14,
                seat=ctx.seat,
            )
        )
        ctx.card.attached_to = vampire.id
        args = {"cause": ctx.card.catalog or "", "minion": vampire.catalog or ""}
        ctx.events.append(E.ModuleEvent(seat=ctx.seat, key="po_title_put", args=args))

    def words(self, ctx: Ctx) -> Message:
        vampire = ctx.state.cards.get(ctx.target_card) if ctx.target_card is not None else None
        name = ci.name(vampire) if vampire is not None else "…"
        return QT_TRANSLATE_NOOP(
            "vtes",
            "if it passes, it is put on {minion} as a title; each ready {clan} gets +{n} vote in this referendum",  # noqa: E501
        ).with_args(minion=name, clan=self.clan, n=self.referendum_votes)


def _ready_vampires_of(state: State, clan: str) -> list[Card]:
    return [
        c
        for s in state.seats
        if not s.out
        for c in ci.ready_minions(state, s.index)
        if ci.is_vampire(c) and _of_clan(c, clan)
    ]


def referendum_votes(state: State, vampire: Card) -> int:
    """The votes ``vampire`` gets in the referendum under way from the card that called it
    ("in this referendum, each ready Toreador gets +1 vote")."""
    if rules(state)["referendum"] is None or not ci.in_ready(state, vampire):
        return 0
    from ..run import script

    more = 0
    for rec in played.records(state):
        s = script(rec["catalog"], rec["superior"]) if rec["scope"] == "referendum" else None
        for step in s.passed if s is not None else ():
            if isinstance(step, PutTitle) and _of_clan(vampire, step.clan):
                more += step.referendum_votes
    return more


# -- Saulot's Guiding Wisdom: a vampire forced to abstain; a combat ended ----------------------

#: ``rules`` key of the cards used this turn to end a combat: ``{"turn": n, "cards": [ids]}``
ENDED = "po_ended_combat"

texts(
    {
        "po_abstains": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {minion} abstains in this referendum."
        ),
        "po_combat_ended": QT_TRANSLATE_NOOP("vtes", "As {cause} says: the combat ends."),
    }
)


@condition("po_sect")
def _sect(ctx: Ctx, sect: str) -> bool:
    """The minion (the one the card goes on, or uses it) is of ``sect``."""
    rec = ci.record(ctx.minion) if ctx.minion is not None else None
    return rec is not None and rec.sect == sect


def _abstaining(state: State) -> list[int]:
    """The vampires abstaining in the referendum under way (kept by :func:`...politics.
    abstain`, for every card that makes a vampire abstain)."""
    ref = rules(state)["referendum"]
    return list(ref.get("abstained", [])) if ref is not None else []


def vote_barred(state: State, minion: Card) -> Message | None:
    """Why ``minion`` casts no votes or ballots now: Expulsion passed against it this turn,
    forced to abstain in this referendum (Saulot's Guiding Wisdom), or not Sabbat in a
    referendum only Sabbat vampires vote in (Cardinal Benediction); else None."""
    if minion.id in _abstaining(state):
        return QT_TRANSLATE_NOOP("vtes", "{minion} abstains in this referendum.").with_args(
            minion=ci.name(minion)
        )
    from .precon_actions import sect_vote_barred  # Cardinal Benediction's referendum

    return expelled(state, minion) or sect_vote_barred(state, minion)


@kind
class ForceAbstain(Step, frozen=True, tag="po_force_abstain"):
    """ "Force a vampire to abstain" during a referendum: a ready vampire that has not cast
    its votes yet (aimed) casts none in it (:func:`vote_barred`, read by the vote)."""

    def aiming(self) -> Aim:
        return "card"

    def aims(self, ctx: Ctx) -> list[int]:
        ref = rules(ctx.state)["referendum"]
        if ref is None:
            return []
        cast_by = set(ref.get("sources", []))
        barred = set(_abstaining(ctx.state))
        return [
            c.id
            for s in _live(ctx)
            for c in ci.ready_minions(ctx.state, s)
            if ci.is_vampire(c) and f"vampire:{c.id}" not in cast_by and c.id not in barred
        ]

    def can(self, ctx: Ctx) -> Message | None:
        if rules(ctx.state)["referendum"] is None:
            return QT_TRANSLATE_NOOP("vtes", "There is no referendum now.")
        return None

    def apply(self, ctx: Ctx) -> None:
        ref = rules(ctx.state)["referendum"]
        vampire = ctx.state.cards.get(ctx.target_card) if ctx.target_card is not None else None
        if ref is None or vampire is None:
            return
        from ... import politics as referendum  # the engine's referendum reads these kinds

        referendum.abstain(ref, vampire.id)
        args = {"cause": ctx.card.catalog or "", "minion": vampire.catalog or ""}
        ctx.events.append(E.ModuleEvent(seat=ctx.seat, key="po_abstains", args=args))

    def words(self, ctx: Ctx) -> Message:
        vampire = ctx.state.cards.get(ctx.target_card) if ctx.target_card is not None else None
        return QT_TRANSLATE_NOOP("vtes", "{minion} abstains in this referendum").with_args(
            minion=ci.name(vampire) if vampire is not None else "…"
        )


@kind
class EndOtherCombat(Step, frozen=True, tag="po_end_other_combat"):
    """ "Once each turn, [the minion] can lock before range is determined to end a combat
    involving another minion you control": before the range of a round is determined, in
    a combat of another minion of the player's; once each turn for each card."""

    def can(self, ctx: Ctx) -> Message | None:
        combat = rules(ctx.state)["combat"]
        mine = (
            [ctx.state.cards.get(combat[side]) for side in ("a", "b")] if combat is not None else []
        )
        if not any(
            m is not None and m.controller == ctx.seat and m is not ctx.minion for m in mine
        ):
            return QT_TRANSLATE_NOOP(
                "vtes", "Only in a combat involving another minion you control."
            )
        assert combat is not None
        if combat["stage"] != "range" or combat["last_maneuver"] is not None:
            return QT_TRANSLATE_NOOP("vtes", "Only before the range is determined.")
        ended = _rules(ctx.state).get(ENDED)
        if ended and ended["turn"] == rules(ctx.state)["turns"] and ctx.card.id in ended["cards"]:
            return QT_TRANSLATE_NOOP("vtes", "{card} has ended a combat this turn.").with_args(
                card=ci.name(ctx.card)
            )
        return None

    def apply(self, ctx: Ctx) -> None:
        from ...combat import end_combat

        turn = rules(ctx.state)["turns"]
        ended = _rules(ctx.state).get(ENDED)
        if not ended or ended["turn"] != turn:
            ended = _rules(ctx.state)[ENDED] = {"turn": turn, "cards": []}
        ended["cards"].append(ctx.card.id)
        ctx.events.append(
            E.ModuleEvent(
                seat=ctx.seat, key="po_combat_ended", args={"cause": ctx.card.catalog or ""}
            )
        )
        end_combat(ctx.state, ctx.events, ctx.seat)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "end the combat")
