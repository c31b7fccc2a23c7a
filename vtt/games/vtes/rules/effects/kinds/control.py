"""Steps of the cards that change who may fight, block or act against whom while they stay
in play (wave 3, group "control"): a combat a card in play lets minions enter as a directed
action (Haven Uncovered, Saulot's Avenging Fist, Frontal Assault, Priority Contract), a
minion that cannot block (Pentex Subversion), a vampire that burns the card it carries as
an action (Haven Uncovered), and Frontal Assault's pool won and paid.

The engine asks this module where those things happen: :func:`granted_aims` and
:func:`granted_stealth` when a minion's actions are offered and declared (through
:func:`.permanents.combat_aims` and :mod:`...actions`), :func:`barred_from_blocking` when a
block is attempted (through :func:`.action_modifiers.cannot_block`), :func:`minion_burned`
and :func:`minion_to_torpor` when a minion leaves the ready region, :func:`influence_begins`
as a Methuselah's influence phase begins.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, cast

from ......core import events as E
from ......core.messages import QT_TRANSLATE_NOOP, Message
from ......core.model import Card, State
from ....layout import READY, zone
from ....seating import prey
from ... import cardinfo as ci
from ... import hand, tokens
from ...data import rules
from ..catalog import effects_of
from ..log import texts
from ..selectors import chosen, selector
from ..steps import Aim, Ctx, Step, kind
from .masters_b import ActAgainstThis

texts(
    {
        "ct_pool_won": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {seat} gains 1 pool ({minion} left the ready region)."
        ),
        "ct_assault_over": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: it is burned and {seat} burns {n} pool."
        ),
        "ct_chosen": QT_TRANSLATE_NOOP("vtes", "As {cause} says: {minion} is chosen."),
    }
)

#: where the minion chosen as a card was played is kept (card id -> minion id)
CHOSEN = "ct_chosen"


def _clan_of(card: Card, clan: str) -> bool:
    rec = ci.record(card)
    return rec is not None and (rec.clan == clan or clan in rec.clans)


def _name(card: Card | None) -> str:
    return ci.name(card) if card is not None else "…"


def _in_play_cards(state: State) -> Iterator[Card]:
    """Every face-up card in a ready region (on a minion or by itself)."""
    for seat in state.seats:
        for card_id in state.zones[zone(seat.index, READY)].cards:
            card = state.cards[card_id]
            if card.face_up and card.catalog:
                yield card


def _steps_of(card: Card, cls: type[Step]) -> Iterator[Step]:
    """The ``in_play`` steps of kind ``cls`` of a card in play (read whether or not another
    clause of its card is left to the players: these are run)."""
    entry = effects_of(card.catalog or "")
    for script in (entry.any, entry.inferior, entry.superior) if entry is not None else ():
        for step in script.in_play if script is not None else ():
            if isinstance(step, cls):
                yield step


def _book(state: State) -> dict[str, Any]:
    return cast(dict[str, Any], rules(state))


def chosen_minion(state: State, card: Card) -> Card | None:
    """The minion chosen when ``card`` was played (Priority Contract's Banu Haqim)."""
    found = _book(state).get(CHOSEN, {}).get(str(card.id))
    return state.cards.get(found[0]) if found is not None else None


def _player(state: State, card: Card) -> int | None:
    """The Methuselah who played ``card`` (who controls it, V-MAS-08, where the engine
    gives a card on a minion to that minion's controller)."""
    found = _book(state).get(CHOSEN, {}).get(str(card.id))
    return found[1] if found is not None else None


# -- a combat a card in play allows as a directed action --------------------------------------


@kind
class CombatWith(Step, frozen=True, tag="ct_combat_with"):
    """While in play: a minion ``who`` may enter combat with a ready minion ``aim`` of
    another Methuselah as a directed action, with ``stealth`` more (only against a minion
    of ``stealth_clan`` when one is named).

    ``who``: ``"bearer"`` (the minion the card is on), ``"others"`` (any minion but the
    bearer), ``"own"`` (the ready minions of the card's controller), ``"chosen"`` (the
    minion chosen when the card was played).  ``aim``: ``"bearer"``, ``"prey_minion"`` (a
    minion of the card's controller's prey), ``"non_salubri_vampire"``."""

    who: str
    aim: str
    stealth: int = 0
    stealth_clan: str = ""

    def apply(self, ctx: Ctx) -> None:  # read by :func:`granted_aims`, nothing at a moment
        return None

    def acts(self, state: State, card: Card, minion: Card) -> bool:
        """Whether ``minion`` is one that may take the action this card allows."""
        if self.who == "bearer":
            return minion.id == card.attached_to
        if self.who == "others":
            return minion.id != card.attached_to
        if self.who == "own":
            return minion.controller == card.controller
        found = chosen_minion(state, card)
        return self.who == "chosen" and found is not None and found.id == minion.id

    def aims(self, ctx: Ctx) -> list[int]:
        """The minions the action may be against (``ctx.card`` the card in play)."""
        state, card = ctx.state, ctx.card
        if self.aim == "bearer":
            found = state.cards.get(card.attached_to) if card.attached_to is not None else None
            return [found.id] if found is not None else []
        if self.aim == "prey_minion":
            victim = prey(state, card.controller) if card.controller is not None else None
            return [c.id for c in ci.ready_minions(state, victim)] if victim is not None else []
        if self.aim == "non_salubri_vampire":
            return chosen(ctx, "ct_non_salubri_vampire")
        return []

    def more_stealth(self, aim: Card) -> int:
        return self.stealth if not self.stealth_clan or _clan_of(aim, self.stealth_clan) else 0

    def words(self, ctx: Ctx) -> Message:
        bearer = ctx.state.cards.get(ctx.card.attached_to) if ctx.card.attached_to else None
        if self.aim == "bearer" and self.stealth:
            return QT_TRANSLATE_NOOP(
                "vtes", "can enter combat with {minion} as a +{n} stealth directed action"
            ).with_args(minion=_name(bearer), n=self.stealth)
        if self.aim == "bearer":
            return QT_TRANSLATE_NOOP(
                "vtes", "can enter combat with {minion} as a directed action"
            ).with_args(minion=_name(bearer))
        if self.aim == "non_salubri_vampire":
            return QT_TRANSLATE_NOOP(
                "vtes",
                "can enter combat with a non-Salubri vampire as a directed action (+{n} stealth"
                " against a {clan})",
            ).with_args(n=self.stealth, clan=self.stealth_clan)
        return QT_TRANSLATE_NOOP(
            "vtes", "can enter combat with a minion of your prey as a directed action"
        )


@selector("ct_non_salubri_vampire")
def _non_salubri(ctx: Ctx) -> list[Card]:
    """The ready vampires that are not Salubri."""
    return [
        c
        for s in ctx.state.seats
        if not s.out
        for c in ci.ready_minions(ctx.state, s.index)
        if ci.is_vampire(c) and not _clan_of(c, "Salubri")
    ]


def _grants(state: State, seat: int, minion: Card) -> Iterator[tuple[Card, CombatWith]]:
    """The cards in play that let ``minion`` (``seat``'s) enter combat by an action."""
    for card in _in_play_cards(state):
        for step in _steps_of(card, CombatWith):
            assert isinstance(step, CombatWith)
            if step.acts(state, card, minion):
                yield card, step


def _fair(state: State, seat: int, minion: Card, aim: Card) -> bool:
    """A directed action: against a ready minion of another Methuselah."""
    return aim.id != minion.id and aim.controller != seat and ci.in_ready(state, aim)


def granted_aims(state: State, seat: int, minion: Card) -> list[int]:
    """The minions ``minion`` may enter combat with as a directed action because of cards
    in play (none unless it is ``seat``'s ready minion)."""
    if minion.controller != seat or not ci.in_ready(state, minion):
        return []
    out: list[int] = []
    for card, step in _grants(state, seat, minion):
        for aim_id in step.aims(Ctx(state, seat, card, minion)):
            aim = state.cards[aim_id]
            if aim_id not in out and _fair(state, seat, minion, aim):
                out.append(aim_id)
    return out


def granted_stealth(state: State, seat: int, minion: Card, aim: Card) -> int:
    """The stealth the cards in play give ``minion``'s action to enter combat with ``aim``
    (the most one of them gives: the action is taken as one card allows it)."""
    best = 0
    for card, step in _grants(state, seat, minion):
        if aim.id in step.aims(Ctx(state, seat, card, minion)):
            best = max(best, step.more_stealth(aim))
    return best


#: the action key of an action to enter combat a card in play allows
COMBAT = "ct_combat"


def mark_combat(action: Any) -> None:
    """The action being declared is one a card in play allows to enter combat."""
    cast(dict[str, Any], action)[COMBAT] = True


def combat_marked(action: Any) -> bool:
    """Whether ``action`` is one a card in play allowed to enter combat (its combat begins
    when it succeeds)."""
    return bool(cast(dict[str, Any], action).get(COMBAT))


# -- a card put on a minion of the prey, a minion of the player's chosen (Priority Contract) --


@kind
class OnPreyMinion(Step, frozen=True, tag="ct_on_prey_minion"):
    """The card goes on a minion controlled by the player's prey (refused elsewhere)."""

    def can(self, ctx: Ctx) -> Message | None:
        victim = prey(ctx.state, ctx.seat)
        if ctx.minion is None or victim is None or ctx.minion.controller != victim:
            return QT_TRANSLATE_NOOP("vtes", "Only on a minion controlled by your prey.")
        return None

    def apply(self, ctx: Ctx) -> None:  # checked by :meth:`can`
        return None

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "on your prey's minion")


@kind
class ChooseOwn(Step, frozen=True, tag="ct_choose_own"):
    """A ready vampire of ``clan`` the player controls is chosen as the card is played
    (aimed at), and kept as the card's chosen minion (:func:`chosen_minion`)."""

    clan: str

    def aiming(self) -> Aim:
        return "card"

    def aims(self, ctx: Ctx) -> list[int]:
        return [
            c.id
            for c in ci.ready_minions(ctx.state, ctx.seat)
            if ci.is_vampire(c) and _clan_of(c, self.clan)
        ]

    def apply(self, ctx: Ctx) -> None:
        found = ctx.state.cards.get(ctx.target_card) if ctx.target_card is not None else None
        if found is None:
            return
        _book(ctx.state).setdefault(CHOSEN, {})[str(ctx.card.id)] = [found.id, ctx.seat]
        ctx.events.append(
            E.ModuleEvent(
                seat=ctx.seat,
                key="ct_chosen",
                args={"cause": ctx.card.catalog or "", "minion": found.catalog or ""},
            )
        )

    def words(self, ctx: Ctx) -> Message:
        found = ctx.state.cards.get(ctx.target_card) if ctx.target_card is not None else None
        return QT_TRANSLATE_NOOP("vtes", "choose {minion}").with_args(minion=_name(found))


# -- a minion that cannot block (Pentex Subversion) -------------------------------------------


@kind
class CannotBlock(Step, frozen=True, tag="ct_cannot_block"):
    """While in play on a minion: that minion cannot block (:func:`barred_from_blocking`)."""

    def apply(self, ctx: Ctx) -> None:  # read by :func:`barred_from_blocking`
        return None

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "{minion} cannot block").with_args(
            minion=_name(ctx.minion)
        )


def barred_from_blocking(state: State, minion: Card) -> Message | None:
    """Why ``minion`` may not block because of a card in play (None: nothing forbids it)."""
    for card in ci.riders(state, minion):
        if card.face_up and card.catalog and any(True for _ in _steps_of(card, CannotBlock)):
            return QT_TRANSLATE_NOOP("vtes", "As {card} says, {minion} cannot block.").with_args(
                card=ci.name(card), minion=ci.name(minion)
            )
    return None


# -- the vampire a card is on burns it as an action (Haven Uncovered) --------------------------


@kind
class BearerActsAgainstThis(ActAgainstThis, frozen=True, tag="ct_bearer_acts_against_this"):
    """The terms of the action against this card when only the minion it is on may take it
    ("This vampire can burn this card as a +1 stealth (D) action"), with ``stealth``
    more."""

    def can(self, ctx: Ctx) -> Message | None:
        if ctx.minion is None or ctx.minion.id != ctx.card.attached_to:
            return QT_TRANSLATE_NOOP("vtes", "Only the vampire this card is on can take it.")
        return None


# -- Frontal Assault: pool won as the prey's minions fall, pool burned at last ---------------


@kind
class PoolOnPreyLoss(Step, frozen=True, tag="ct_pool_on_prey_loss"):
    """While in play: its controller gains 1 pool after a ready minion of their prey is
    burned or sent to torpor (:func:`minion_burned`, :func:`minion_to_torpor`)."""

    def apply(self, ctx: Ctx) -> None:  # done by the hooks
        return None

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes", "gain 1 pool after a ready minion of your prey is burned or sent to torpor"
        )


@kind
class BurnAtInfluence(Step, frozen=True, tag="ct_burn_at_influence"):
    """While in play: as its controller's influence phase begins, the card is burned and
    they burn 1 pool for each ready minion of their prey (:func:`influence_begins`)."""

    def apply(self, ctx: Ctx) -> None:  # done by :func:`influence_begins`
        return None

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes",
            "in your influence phase, burn this card and 1 pool for each ready minion of your prey",
        )


def winners(state: State, minion: Card) -> list[Card]:
    """The cards in play whose controller gains 1 pool if ``minion`` falls now: when it is a
    ready minion, those whose controller's prey controls it (asked by :func:`hand.burn`
    before the burn, paid by :func:`pay_winners` after it)."""
    if not ci.is_minion(minion) or not ci.in_ready(state, minion):
        return []
    return [] if minion.attached_to is not None else _against_seat(state, minion.controller)


def _against_seat(state: State, victim: int | None) -> list[Card]:
    """The cards in play that pay their controller when a minion of ``victim`` falls: those
    of ``victim``'s predator."""
    return [
        card
        for card in _in_play_cards(state)
        if card.controller is not None
        and prey(state, card.controller) == victim
        and any(True for _ in _steps_of(card, PoolOnPreyLoss))
    ]


def pay_winners(
    state: State, found: list[Card], minion: Card, out: list[E.Event], actor: int | None
) -> None:
    """Each card of ``found`` still in play gives its controller 1 pool (``minion`` has just
    been burned or sent to torpor)."""
    for card in found:
        seat = card.controller
        if seat is None or state.seats[seat].out or not ci.in_ready(state, card):
            continue
        tokens.add_pool(state, seat, 1, out, actor, "fx_pool", cause=card.catalog)
        args = {"cause": card.catalog or "", "seat": seat, "minion": minion.catalog or ""}
        out.append(E.ModuleEvent(seat=actor, key="ct_pool_won", args=args))


def minion_to_torpor(state: State, card: Card, out: list[E.Event], actor: int | None) -> None:
    """Called by the engine right after ``card`` went from the ready region to torpor
    (:func:`...combat.to_torpor` is only for a ready vampire)."""
    pay_winners(state, _against_seat(state, card.controller), card, out, actor)


def influence_begins(state: State, seat: int, out: list[E.Event]) -> None:
    """``seat``'s influence phase begins: each of its cards that says so is burned, and
    ``seat`` burns 1 pool for each ready minion of its prey."""
    for card in [c for c in _in_play_cards(state) if c.controller == seat]:
        if not any(True for _ in _steps_of(card, BurnAtInfluence)):
            continue
        victim = prey(state, seat)
        n = len(ci.ready_minions(state, victim)) if victim is not None else 0
        hand.burn(state, card, out, seat)
        if n:
            tokens.add_pool(state, seat, -n, out, seat, "fx_pool", cause=card.catalog)
        args = {"cause": card.catalog or "", "seat": seat, "n": n}
        out.append(E.ModuleEvent(seat=seat, key="ct_assault_over", args=args))


# -- a card burned for pool as the minion it is on is about to leave the ready region ---------


@kind
class PoolAsBearerLeaves(Step, frozen=True, tag="ct_pool_as_bearer_leaves"):
    """While in play on a minion: when that minion is about to leave the ready region
    (burned or sent to torpor), the card is burned and the Methuselah who played it gains
    ``n`` pool (:func:`bearer_leaving`)."""

    n: int = 3

    def apply(self, ctx: Ctx) -> None:  # done by :func:`bearer_leaving`
        return None

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes", "burn it to gain {n} pool when {minion} is about to leave the ready region"
        ).with_args(n=self.n, minion=_name(ctx.minion))


def bearer_leaving(state: State, minion: Card, out: list[E.Event], actor: int | None) -> None:
    """Called by the engine right before ``minion`` is burned or sent to torpor: each card
    on it that says so, while ``minion`` is still ready, is burned for its pool."""
    if not ci.in_ready(state, minion):
        return
    for card in ci.riders(state, minion):
        steps = [s for s in _steps_of(card, PoolAsBearerLeaves) if card.face_up]
        seat = _player(state, card)
        if not steps or seat is None or state.seats[seat].out:
            continue
        n = sum(s.n for s in steps if isinstance(s, PoolAsBearerLeaves))
        hand.burn(state, card, out, seat)
        tokens.add_pool(state, seat, n, out, seat, "fx_pool", cause=card.catalog)
