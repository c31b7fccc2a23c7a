"""Steps of the cards that change who controls, fights, blocks or acts with what (wave 3,
group "control"): a combat a card in play lets minions enter as a directed action (Haven
Uncovered, Saulot's Avenging Fist, Frontal Assault, Priority Contract), a minion that cannot
block or an action nobody can block (Pentex Subversion, Toreador Grand Ball), a card burned
by an action of the vampire it is on (Haven Uncovered), pool won or paid as minions fall or
a phase begins (Frontal Assault, Priority Contract), a card any Methuselah may use (Club
Illusion, Carver's Meat Packing and Storage and its hostage counters), a vampire that must
bleed (Elen Kamjian), a card given to the prey (Anarch Troublemaker) and a vampire taken
for a turn (Puppet Master).

The engine asks this module where those things happen: :func:`granted_aims` and
:func:`granted_stealth` when a minion's actions are offered and declared (through
:func:`.permanents.combat_aims` and :mod:`...actions`), :func:`barred_from_blocking` when a
block is attempted (through :func:`.action_modifiers.cannot_block`), :func:`before_burn` and
:func:`after_burn` around :func:`...hand.burn`, :func:`bearer_leaving` and
:func:`minion_to_torpor` around :func:`...combat.to_torpor`, :func:`open_to` and
:func:`named_users` for ``vtes_use`` (:mod:`...abilities`), :func:`owes_bleed` where a hunt
owed is asked, :func:`held_hostage` where a vampire would leave torpor or be diablerized,
:func:`kept_locked` as an unlock phase begins, :func:`puppet_minion_phase` and
:func:`influence_begins` as a phase begins, :func:`puppet_turn_ends` as a turn ends.

What a card chose when it was played is kept in ``rules`` under keys named ``ct_...``.
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
from ..standing import Bonus
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
        "ct_hostage": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {minion} gets a hostage counter."
        ),
        "ct_returned": QT_TRANSLATE_NOOP("vtes", "{minion} goes back to {seat}'s control."),
        "ct_bleed_more": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: the bleed is {n} more ({value})."
        ),
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
    """Why ``minion`` may not block because of a card in play (None: nothing forbids it):
    one on it that says so, or one that makes the action unblockable."""
    ball = _unblockable(state)
    if ball is not None:
        return QT_TRANSLATE_NOOP(
            "vtes", "As {card} says, this action cannot be blocked."
        ).with_args(card=ci.name(ball))
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
    (:func:`...combat.to_torpor` is only for a ready vampire): Frontal Assault's pool, a
    hostage counter."""
    pay_winners(state, _against_seat(state, card.controller), card, out, actor)
    _take_hostage(state, card, out, actor)


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


# -- a card in play another Methuselah's minion uses (Club Illusion) --------------------------


class OpenUse(Step, frozen=True):
    """A ``use`` step of a card in play that any Methuselah may use, not only its
    controller (:func:`open_to`); the minion using it is the one its own condition names."""


def open_use(card: Card) -> bool:
    """Whether one of the card's ``use`` steps is an :class:`OpenUse` (any Methuselah may
    use it, also when the game does not wait for them, in any unlock phase)."""
    from ..run import script

    s = script(card.catalog, False) if card.face_up and card.catalog else None
    steps = [*s.use, *(st for o in s.use_choose for st in o)] if s is not None else []
    return any(isinstance(step, OpenUse) for step in steps)


def open_to(state: State, seat: int, card: Card) -> bool:
    """Whether ``seat`` may use ``card`` though another Methuselah controls it: it is face
    up in play and it is an :func:`open_use`."""
    if not card.face_up or not card.catalog or card.controller in (None, seat):
        return False
    return card.zone == zone(card.controller, READY) and open_use(card)


def open_cards(state: State, seat: int) -> list[Card]:
    """The cards other Methuselahs control that ``seat`` may use (:func:`open_to`)."""
    return [
        state.cards[c]
        for s in state.seats
        if s.index != seat
        for c in state.zones[zone(s.index, READY)].cards
        if open_to(state, seat, state.cards[c])
    ]


def _announcing(ctx: Ctx, kind_of: str) -> Card | None:
    """The player's minion announcing an action of ``kind_of`` now (nobody has declined to
    block it nor attempted to yet)."""
    action = rules(ctx.state)["action"]
    if action is None or action["kind"] != kind_of or action["seat"] != ctx.seat:
        return None
    if action["stage"] != "block" or action.get("declined") or action["blocker"] is not None:
        return None
    return ctx.state.cards.get(action["minion"])


@kind
class AnarchBleedsMore(OpenUse, frozen=True, tag="ct_anarch_bleeds_more"):
    """The player's Anarch announcing a bleed burns ``n`` blood for +``n`` bleed during
    that action (any Methuselah's Anarch may: an :class:`OpenUse`)."""

    n: int = 1

    def can(self, ctx: Ctx) -> Message | None:
        acting = _announcing(ctx, "bleed")
        rec = ci.record(acting) if acting is not None else None
        if acting is None or rec is None or rec.sect != "Anarch" or not ci.is_vampire(acting):
            return QT_TRANSLATE_NOOP("vtes", "Only as an Anarch of yours announces a bleed.")
        if acting.counters.get("blood", 0) < self.n:
            return QT_TRANSLATE_NOOP("vtes", "It costs {n} blood; {minion} has {have}.").with_args(
                n=self.n, minion=ci.name(acting), have=acting.counters.get("blood", 0)
            )
        return None

    def apply(self, ctx: Ctx) -> None:
        action = rules(ctx.state)["action"]
        acting = _announcing(ctx, "bleed")
        if action is None or acting is None:
            return
        why = {"cause": ctx.card.catalog, "n": self.n}
        tokens.add_counter(
            ctx.state, acting, "blood", -self.n, ctx.events, ctx.seat, "pe_paid", **why
        )
        action["amount"] += self.n
        args = {"cause": ctx.card.catalog or "", "n": self.n, "value": action["amount"]}
        ctx.events.append(E.ModuleEvent(seat=ctx.seat, key="ct_bleed_more", args=args))

    def words(self, ctx: Ctx) -> Message:
        acting = _announcing(ctx, "bleed")
        return QT_TRANSLATE_NOOP("vtes", "{minion} burns {n} blood: +{n} bleed").with_args(
            minion=_name(acting), n=self.n
        )


# -- hostage counters (Carver's Meat Packing and Storage) -------------------------------------

#: the counter a hostage vampire carries
HOSTAGE = "hostage"


@kind
class HostageOnTorpor(Step, frozen=True, tag="ct_hostage_on_torpor"):
    """While in play: a vampire of ``capacity`` or less that goes to torpor gets a hostage
    counter (:func:`minion_to_torpor`); a vampire with one cannot be moved to the ready
    region nor diablerized (:func:`held_hostage`); the counters are burned as the card
    leaves play (:func:`before_burn`)."""

    capacity: int = 3

    def apply(self, ctx: Ctx) -> None:  # done by the hooks
        return None

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes", "a vampire of capacity {n} or less going to torpor gets a hostage counter"
        ).with_args(n=self.capacity)


def _carvers(state: State) -> list[tuple[Card, HostageOnTorpor]]:
    return [
        (card, step)
        for card in _in_play_cards(state)
        for step in _steps_of(card, HostageOnTorpor)
        if isinstance(step, HostageOnTorpor)
    ]


def _set_hostage(state: State, card: Card, value: int, out: list[E.Event], actor: int | None):
    have = card.counters.get(HOSTAGE, 0)
    if value != have:
        tokens.set_counter(state, card, HOSTAGE, value, out, actor)


def _hostages(state: State) -> list[Card]:
    """The vampires with any hostage counter, anywhere in play."""
    return [c for c in state.cards.values() if c.counters.get(HOSTAGE, 0) > 0 and c.face_up]


def held_hostage(state: State, card: Card) -> bool:
    """Whether ``card`` carries a hostage counter while a card that gives them is in play
    (then it cannot be moved to the ready region nor diablerized)."""
    return card.counters.get(HOSTAGE, 0) > 0 and bool(_carvers(state))


def hostage_refusal(state: State, card: Card) -> Message | None:
    """The words of :func:`held_hostage` (None: not held)."""
    if not held_hostage(state, card):
        return None
    return QT_TRANSLATE_NOOP(
        "vtes", "{minion} is held hostage: it cannot be moved to the ready region nor diablerized."
    ).with_args(minion=ci.name(card))


def _take_hostage(state: State, card: Card, out: list[E.Event], actor: int | None) -> None:
    """``card`` has just gone to torpor: a hostage counter if a card in play says so."""
    found = _carvers(state)
    if not ci.is_vampire(card) or not found:
        return
    if any(ci.capacity_now(state, card) <= step.capacity for _, step in found):
        _set_hostage(state, card, card.counters.get(HOSTAGE, 0) + 1, out, actor)
        args = {"cause": found[0][0].catalog or "", "minion": card.catalog or ""}
        out.append(E.ModuleEvent(seat=actor, key="ct_hostage", args=args))


def _free_all(state: State, card: Card, out: list[E.Event], actor: int | None) -> None:
    """``card`` is about to leave play: if it gives hostage counters (and no other such
    card stays), every hostage counter is burned."""
    if not any(True for _ in _steps_of(card, HostageOnTorpor)):
        return
    if [c for c, _ in _carvers(state) if c.id != card.id]:
        return
    for vampire in _hostages(state):
        _set_hostage(state, vampire, 0, out, actor)


@kind
class HostageBlood(Step, frozen=True, tag="ct_hostage_blood"):
    """In its controller's master phase: X blood to the ready vampire they control aimed
    at, X the number of vampires with any hostage counter (after :class:`.basics.LockThis`)."""

    def aiming(self) -> Aim:
        return "card"

    def aims(self, ctx: Ctx) -> list[int]:
        return [c.id for c in ci.ready_minions(ctx.state, ctx.seat) if ci.is_vampire(c)]

    def can(self, ctx: Ctx) -> Message | None:
        own = ctx.card.controller == ctx.seat and ctx.state.turn.active == ctx.seat
        if not own or rules(ctx.state)["phase"] != "master":
            return QT_TRANSLATE_NOOP("vtes", "This is done in your master phase.")
        return None

    def apply(self, ctx: Ctx) -> None:
        card = ctx.state.cards.get(ctx.target_card) if ctx.target_card is not None else None
        n = len(_hostages(ctx.state))
        if card is not None and n:
            tokens.add_counter(
                ctx.state, card, "blood", n, ctx.events, ctx.seat, "fx_blood",
                cause=ctx.card.catalog,
            )  # fmt: skip

    def words(self, ctx: Ctx) -> Message:
        card = ctx.state.cards.get(ctx.target_card) if ctx.target_card is not None else None
        return QT_TRANSLATE_NOOP("vtes", "{minion} gains {n} blood").with_args(
            minion=_name(card), n=len(_hostages(ctx.state))
        )


@kind
class FreeHostage(OpenUse, frozen=True, tag="ct_free_hostage"):
    """In any unlock phase, a ready vampire (of any Methuselah: the one named to use the
    card) burns ``n`` blood to burn the hostage counters of the vampire aimed at."""

    n: int = 2

    def aiming(self) -> Aim:
        return "card"

    def aims(self, ctx: Ctx) -> list[int]:
        return [c.id for c in _hostages(ctx.state)]

    def can(self, ctx: Ctx) -> Message | None:
        if rules(ctx.state)["phase"] != "unlock":
            return QT_TRANSLATE_NOOP("vtes", "Only during an unlock phase.")
        payer = ctx.minion
        if payer is None or payer.controller != ctx.seat or not ci.in_ready(ctx.state, payer):
            return QT_TRANSLATE_NOOP("vtes", "Name a ready vampire of yours to pay for it.")
        if not ci.is_vampire(payer) or payer.counters.get("blood", 0) < self.n:
            return QT_TRANSLATE_NOOP("vtes", "It costs {n} blood; {minion} has {have}.").with_args(
                n=self.n, minion=ci.name(payer), have=payer.counters.get("blood", 0)
            )
        return None

    def apply(self, ctx: Ctx) -> None:
        card = ctx.state.cards.get(ctx.target_card) if ctx.target_card is not None else None
        if ctx.minion is None or card is None:
            return
        tokens.add_counter(
            ctx.state, ctx.minion, "blood", -self.n, ctx.events, ctx.seat, "pe_paid",
            cause=ctx.card.catalog, n=self.n,
        )  # fmt: skip
        _set_hostage(ctx.state, card, 0, ctx.events, ctx.seat)

    def words(self, ctx: Ctx) -> Message:
        card = ctx.state.cards.get(ctx.target_card) if ctx.target_card is not None else None
        return QT_TRANSLATE_NOOP(
            "vtes", "{minion} burns {n} blood: burn the hostage counters of {victim}"
        ).with_args(minion=_name(ctx.minion), n=self.n, victim=_name(card))


def named_users(state: State, seat: int, card: Card) -> list[Card]:
    """The minions ``seat`` may name to use ``card`` (read by ``abilities``): each of its
    ready vampires, for a card whose ability a ready vampire pays for (Carver's)."""
    from ..run import script

    s = script(card.catalog, False) if card.face_up and card.catalog else None
    steps = [*s.use, *(st for o in s.use_choose for st in o)] if s is not None else []
    if not any(isinstance(step, FreeHostage) for step in steps):
        return []
    return [c for c in ci.ready_minions(state, seat) if ci.is_vampire(c)]


# -- what the engine calls around a burn -----------------------------------------------------


def before_burn(state: State, card: Card, out: list[E.Event], actor: int | None) -> list[Card]:
    """Called by :func:`hand.burn` right before ``card`` is burned: the cards on it waiting
    for it to leave the ready region act (Priority Contract), the hostage counters go with
    the card that gives them; returns the cards to pay once it is burned (Frontal Assault:
    :func:`after_burn`)."""
    bearer_leaving(state, card, out, actor)
    _free_all(state, card, out, actor)
    return winners(state, card)


def after_burn(
    state: State, found: list[Card], card: Card, out: list[E.Event], actor: int | None
) -> None:
    """Called by :func:`hand.burn` once ``card`` is burned, with what :func:`before_burn`
    returned."""
    pay_winners(state, found, card, out, actor)


# -- a vampire that must bleed while its controller controls a locked minion (Elen Kamjian) ---


@kind
class MustBleed(Bonus, frozen=True, tag="ct_must_bleed"):
    """A vampire's own text: while its controller controls another locked minion, it must
    bleed as its next action (unless it must hunt), with +``n`` bleed (:func:`owes_bleed`;
    the bonus counts for a bleed declared while another minion of theirs is locked)."""

    what: str = "bleed"

    def amount(self, ctx: Ctx) -> int:
        return self.n if ctx.minion is not None and _other_locked(ctx.state, ctx.minion) else 0

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes", "must bleed with +{n} bleed while you control a locked minion"
        ).with_args(n=self.n)


def _other_locked(state: State, vampire: Card) -> bool:
    """Whether ``vampire``'s controller controls a locked minion other than it."""
    seat = vampire.controller
    if seat is None:
        return False
    for region in (READY, "torpor"):
        for card_id in state.zones[zone(seat, region)].cards:
            card = state.cards[card_id]
            if card.id != vampire.id and card.locked and card.face_up and ci.is_minion(card):
                if card.attached_to is None:
                    return True
    return False


def owes_bleed(state: State, seat: int) -> list[Card]:
    """``seat``'s ready, unlocked vampires whose own text makes them bleed now (Elen
    Kamjian while another minion of theirs is locked), that may still bleed this turn; none
    while a vampire of theirs must hunt (that comes first) or when they have no prey."""
    from ...actions import can_act, owes_hunt
    from ...data import acted
    from .action_modifiers import may_not_again

    if prey(state, seat) is None or owes_hunt(state, seat):
        return []
    out = []
    for card in ci.ready_minions(state, seat):
        if not can_act(state, seat, card) or "bleed" in acted(state, card.id):
            continue
        if may_not_again(state, card, "bleed", None):
            continue  # its bleed was ended by Change of Target: it cannot bleed again
        own = [s for s in _steps_of(card, MustBleed)]
        if own and _other_locked(state, card):
            out.append(card)
    return out


def bleed_first(state: State, seat: int, minion: Card, kind_of: str) -> Message | None:
    """Why ``minion``'s action of ``kind_of`` may not be declared now: another of
    ``seat``'s vampires must bleed first (None: it may)."""
    owing = owes_bleed(state, seat)
    if not owing or (kind_of == "bleed" and minion in owing):
        return None
    return QT_TRANSLATE_NOOP("vtes", "{minion} must bleed before any other action.").with_args(
        minion=ci.name(owing[0])
    )


# -- the n-th of a set, a second choice in one play (Toreador Grand Ball, Anarch Troublemaker) -
#
# A play names one card (``target_card``); a card that makes its player choose a second one
# lists one alternative (``choose``/``use_choose``) per position ``nth`` in that second set,
# ordered by card id, the aimed card left out: the dock offers each pair by name.


def _nth(cards: list[Card], aimed: int | None, nth: int) -> Card | None:
    others = sorted((c for c in cards if c.id != aimed), key=lambda c: c.id)
    return others[nth] if 0 <= nth < len(others) else None


def _aimed(ctx: Ctx) -> Card | None:
    return ctx.state.cards.get(ctx.target_card) if ctx.target_card is not None else None


def _lock(ctx: Ctx, card: Card) -> None:
    from .basics import set_locked

    set_locked(ctx, card, True)


# Toreador Grand Ball


BALL = "ct_ball"


def _own_toreador(ctx: Ctx) -> list[Card]:
    return [
        c
        for c in ci.ready_minions(ctx.state, ctx.seat)
        if ci.is_vampire(c) and _clan_of(c, "Toreador")
    ]


def _ball(state: State, card: Card) -> dict[str, int]:
    return cast(dict[str, int], _book(state).get(BALL, {}).get(str(card.id), {}))


@kind
class BallLock(Step, frozen=True, tag="ct_ball_lock"):
    """One of the two ready Toreador the player chooses (aimed at) is locked and does not
    unlock as normal while the card is in play (:func:`kept_locked`)."""

    def aiming(self) -> Aim:
        return "card"

    def aims(self, ctx: Ctx) -> list[int]:
        return [c.id for c in _own_toreador(ctx)]

    def apply(self, ctx: Ctx) -> None:
        card = _aimed(ctx)
        if card is None:
            return
        _book(ctx.state).setdefault(BALL, {}).setdefault(str(ctx.card.id), {})["locked"] = card.id
        _lock(ctx, card)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "lock {minion}; it does not unlock as normal").with_args(
            minion=_name(_aimed(ctx))
        )


@kind
class BallOther(Step, frozen=True, tag="ct_ball_other"):
    """The other Toreador chosen (the ``nth`` of the player's other ready Toreador): its
    non-bleed actions cannot be blocked while the card is in play
    (:func:`barred_from_blocking`)."""

    nth: int = 0

    def _other(self, ctx: Ctx) -> Card | None:
        return _nth(_own_toreador(ctx), ctx.target_card, self.nth)

    def can(self, ctx: Ctx) -> Message | None:
        if self._other(ctx) is None:
            return QT_TRANSLATE_NOOP("vtes", "Choose two ready Toreador you control.")
        return None

    def apply(self, ctx: Ctx) -> None:
        other = self._other(ctx)
        if other is not None:
            _book(ctx.state).setdefault(BALL, {}).setdefault(str(ctx.card.id), {})["free"] = (
                other.id
            )

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes", "{minion}'s non-bleed actions cannot be blocked"
        ).with_args(minion=_name(self._other(ctx)))


@kind
class ActAgainstThisLess(ActAgainstThis, frozen=True, tag="ct_act_against_this_less"):
    """:class:`.masters_b.ActAgainstThis` whose clan gets less stealth ("Nosferatu get -1
    stealth during that action": ``stealth`` is negative), in words that say so."""

    def words(self, ctx: Ctx) -> Message:
        n = self.more_stealth(ctx.minion) if ctx.minion is not None else 0
        if n < 0:
            return QT_TRANSLATE_NOOP("vtes", "a (D) action with {n} stealth").with_args(n=n)
        return super().words(ctx)


def _balls(state: State) -> list[tuple[Card, dict[str, int]]]:
    """Each Toreador Grand Ball in play, with the two Toreador chosen as it was played."""
    return [(card, _ball(state, card)) for card in _in_play_cards(state) if _ball(state, card)]


def _unblockable(state: State) -> Card | None:
    """The card in play that makes the action under way unblockable (a Toreador Grand
    Ball's free Toreador taking a non-bleed action), or None."""
    action = rules(state)["action"]
    if action is None or action["kind"] == "bleed":
        return None
    for card, chosen_two in _balls(state):
        if chosen_two.get("free") == action["minion"]:
            return card
    return None


def kept_locked(state: State, seat: int) -> set[int]:
    """The ids of ``seat``'s minions that do not unlock as normal in its unlock phase
    because of a card in play (the Toreador a Toreador Grand Ball locked, a vampire under
    Puppet Master)."""
    out = {v.id for _, v, _, _ in _puppets(state) if v.controller == seat}
    for _, chosen_two in _balls(state):
        found = state.cards.get(chosen_two.get("locked", -1))
        if found is not None and found.controller == seat:
            out.add(found.id)
    return out


# Anarch Troublemaker


def _prey_of(ctx: Ctx) -> int | None:
    return prey(ctx.state, ctx.seat)


def _prey_unlocked_vampires(ctx: Ctx) -> list[Card]:
    victim = _prey_of(ctx)
    if victim is None:
        return []
    return [c for c in ci.ready_minions(ctx.state, victim) if ci.is_vampire(c) and not c.locked]


@kind
class GiveToPrey(Step, frozen=True, tag="ct_give_to_prey"):
    """In its controller's unlock phase: the card goes to their prey's ready region, under
    the prey's control (refused when the prey already controls a card of that name)."""

    def can(self, ctx: Ctx) -> Message | None:
        r = rules(ctx.state)
        own = ctx.card.controller == ctx.seat and ctx.state.turn.active == ctx.seat
        if not own or r["phase"] != "unlock":
            return QT_TRANSLATE_NOOP("vtes", "This is done in your unlock phase.")
        victim = _prey_of(ctx)
        if victim is None:
            return QT_TRANSLATE_NOOP("vtes", "You have no prey.")
        for card_id in ctx.state.zones[zone(victim, READY)].cards:
            if ctx.state.cards[card_id].catalog == ctx.card.catalog:
                return QT_TRANSLATE_NOOP("vtes", "Your prey already controls {card}.").with_args(
                    card=ci.name(ctx.card)
                )
        return None

    def apply(self, ctx: Ctx) -> None:
        from ......core.table import move_card

        victim = _prey_of(ctx)
        if victim is None:
            return
        dst = ctx.state.zones[zone(victim, READY)]
        ctx.events.append(move_card(ctx.state, ctx.card, dst, face_up=True, seat=ctx.seat))
        args = {"cause": ctx.card.catalog or "", "seat": victim}
        ctx.events.append(E.ModuleEvent(seat=ctx.seat, key="mb_stolen", args=args))

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "give your prey control of {card}").with_args(
            card=ci.name(ctx.card)
        )


@kind
class LockPreyVampire(Step, frozen=True, tag="ct_lock_prey_vampire"):
    """An unlocked ready vampire of the player's prey (aimed at) is locked."""

    def aiming(self) -> Aim:
        return "card"

    def aims(self, ctx: Ctx) -> list[int]:
        return [c.id for c in _prey_unlocked_vampires(ctx)]

    def apply(self, ctx: Ctx) -> None:
        card = _aimed(ctx)
        if card is not None:
            _lock(ctx, card)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "lock {minion}").with_args(minion=_name(_aimed(ctx)))


@kind
class LockAnotherPreyVampire(Step, frozen=True, tag="ct_lock_another_prey_vampire"):
    """A second unlocked ready vampire of the prey is locked: the ``nth`` of them, the one
    aimed at left out."""

    nth: int = 0

    def _other(self, ctx: Ctx) -> Card | None:
        return _nth(_prey_unlocked_vampires(ctx), ctx.target_card, self.nth)

    def can(self, ctx: Ctx) -> Message | None:
        if self._other(ctx) is None:
            return QT_TRANSLATE_NOOP("vtes", "There is no other vampire of your prey to lock.")
        return None

    def apply(self, ctx: Ctx) -> None:
        other = self._other(ctx)
        if other is not None:
            _lock(ctx, other)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "lock {minion}").with_args(minion=_name(self._other(ctx)))


@kind
class BurnPreyEquipment(Step, frozen=True, tag="ct_burn_prey_equipment"):
    """An equipment card on a minion of the player's prey (aimed at) is burned."""

    def aiming(self) -> Aim:
        return "card"

    def aims(self, ctx: Ctx) -> list[int]:
        victim = _prey_of(ctx)
        if victim is None:
            return []
        return [
            c.id
            for m in ci.ready_minions(ctx.state, victim)
            for c in ci.riders(ctx.state, m)
            if c.face_up and "Equipment" in ci.types(c)
        ]

    def apply(self, ctx: Ctx) -> None:
        card = _aimed(ctx)
        if card is not None:
            hand.burn(ctx.state, card, ctx.events, ctx.seat)
            args = {"cause": ctx.card.catalog or "", "minion": card.catalog or ""}
            ctx.events.append(E.ModuleEvent(seat=ctx.seat, key="fx_burned", args=args))

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "burn {card}").with_args(card=_name(_aimed(ctx)))


# -- Puppet Master: a younger vampire locked, then taken for a turn ---------------------------

PUPPET = "ct_puppet"
BORROWED = "ct_borrowed"


def _younger(ctx: Ctx) -> list[Card]:
    """The ready vampires of other Methuselahs younger than the acting vampire (a lower
    capacity)."""
    acting = ctx.minion
    if acting is None:
        return []
    age = ci.capacity_now(ctx.state, acting)
    return [
        c
        for s in ctx.state.seats
        if not s.out and s.index != ctx.seat
        for c in ci.ready_minions(ctx.state, s.index)
        if ci.is_vampire(c) and ci.capacity_now(ctx.state, c) < age
    ]


def _move_with_riders(state: State, vampire: Card, dst_key: str, out: list[E.Event], seat: int):
    """``vampire`` and the cards on it to the zone ``dst_key`` (as :func:`...combat.to_torpor`
    moves them)."""
    from ......core.table import move_card

    riders = ci.riders(state, vampire)
    dst = state.zones[dst_key]
    out.append(move_card(state, vampire, dst, seat=seat))
    for rider in riders:
        out.append(move_card(state, rider, dst, x=vampire.x + 8, y=vampire.y + 14, seat=seat))
        rider.attached_to = vampire.id


@kind
class PuppetOn(Step, frozen=True, tag="ct_puppet_on"):
    """When the action succeeds: the card goes on the younger vampire aimed at and locks
    it; the Methuselah who played it keeps it (booked: :func:`puppet_minion_phase`)."""

    def aiming(self) -> Aim:
        return "card"

    def aims(self, ctx: Ctx) -> list[int]:
        return [c.id for c in _younger(ctx)]

    def apply(self, ctx: Ctx) -> None:
        from ......core.table import move_card

        victim = _aimed(ctx)
        if victim is None or not ci.in_ready(ctx.state, victim):
            return  # gone from play meanwhile: the card stays in the ash heap
        dst = ctx.state.zones[victim.zone]
        ctx.events.append(
            move_card(
                ctx.state, ctx.card, dst, face_up=True, x=victim.x + 8, y=victim.y + 14,
                seat=ctx.seat,
            )
        )  # fmt: skip
        ctx.card.attached_to = victim.id
        turn = rules(ctx.state)["turns"]
        _book(ctx.state).setdefault(PUPPET, {})[str(ctx.card.id)] = [ctx.seat, turn]
        args = {"cause": ctx.card.catalog or "", "minion": victim.catalog or ""}
        ctx.events.append(E.ModuleEvent(seat=ctx.seat, key="ac_attached", args=args))
        _lock(ctx, victim)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes", "put this card on {minion} and lock them; you keep control of this card"
        ).with_args(minion=_name(_aimed(ctx)))


@kind
class PuppetStrings(Step, frozen=True, tag="ct_puppet_strings"):
    """While on the vampire: it does not unlock as normal (:func:`kept_locked`); during its
    player's next minion phase the card burns, the vampire unlocks and that player controls
    it until the end of their turn (:func:`puppet_minion_phase`, :func:`puppet_turn_ends`)."""

    def apply(self, ctx: Ctx) -> None:  # done by the hooks
        return None

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes",
            "{minion} does not unlock as normal; in your next minion phase, burn this card to"
            " unlock them and take control of them until the end of your turn",
        ).with_args(minion=_name(ctx.minion))


def _puppets(state: State) -> list[tuple[Card, Card, int, int]]:
    """Each Puppet Master in play on a vampire: (card, vampire, its player, turn played)."""
    out = []
    booked = _book(state).get(PUPPET, {})
    for card in _in_play_cards(state):
        found = booked.get(str(card.id))
        vampire = state.cards.get(card.attached_to) if card.attached_to is not None else None
        if (
            found is None
            or vampire is None
            or not any(True for _ in _steps_of(card, PuppetStrings))
        ):
            continue
        out.append((card, vampire, found[0], found[1]))
    return out


def puppet_minion_phase(state: State, seat: int, out: list[E.Event]) -> None:
    """``seat``'s minion phase begins: each Puppet Master it played in an earlier turn is
    burned, its vampire unlocks and comes under ``seat``'s control until the end of the
    turn."""
    from ...locking import set_lock

    for card, vampire, player, turn in _puppets(state):
        if player != seat or turn >= rules(state)["turns"] or state.seats[seat].out:
            continue
        owner = vampire.controller
        hand.burn(state, card, out, seat)
        _book(state).get(PUPPET, {}).pop(str(card.id), None)
        if owner is None or not ci.in_ready(state, vampire):
            continue
        set_lock(state, vampire, False, out, seat)
        if owner != seat:
            _move_with_riders(state, vampire, zone(seat, READY), out, seat)
            _book(state).setdefault(BORROWED, []).append([vampire.id, owner, seat])
        args = {"cause": card.catalog or "", "seat": seat, "minion": vampire.catalog or ""}
        out.append(E.ModuleEvent(seat=seat, key="ac_stolen", args=args))


def puppet_turn_ends(state: State, seat: int, out: list[E.Event]) -> None:
    """``seat``'s turn ends: the vampires it took control of until then go back to the
    Methuselah who controlled them, in the same region (ready or torpor), if still in
    play and that Methuselah still in the game."""
    borrowed = _book(state).get(BORROWED, [])
    for entry in [e for e in borrowed if e[2] == seat]:
        borrowed.remove(entry)
        vampire, owner = state.cards.get(entry[0]), entry[1]
        if vampire is None or state.seats[owner].out or vampire.controller != seat:
            continue
        for region in (READY, "torpor"):
            if vampire.zone == zone(seat, region):
                _move_with_riders(state, vampire, zone(owner, region), out, seat)
                args = {"seat": owner, "minion": vampire.catalog or ""}
                out.append(E.ModuleEvent(seat=seat, key="ct_returned", args=args))
    if not borrowed:
        _book(state).pop(BORROWED, None)
