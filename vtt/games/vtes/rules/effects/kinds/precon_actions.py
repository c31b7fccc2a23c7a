"""Steps of the action and political action cards of the other preconstructed decks (wave 5,
``precon_actions.json``): referendum terms that count a Methuselah's minions or share out
as many points as there are Methuselahs (Domain Challenge, Conservative Agitation,
Reckless Agitation, Neonate Breach), a location given to a chosen Methuselah (Disputed
Territory), and what actions take from another Methuselah (a vampire in torpor, a
retainer, a location) or do to a vampire (stun it, give it blood).  Wave 6 adds: an
equipment or location burned if still the one aimed at (Conceal, Cold War), combat with
a minion still locked and strength for that combat (Make the Misere), "titled vampires
cannot block" and the target Methuselah asked which minion locks (Propaganda), a Sabbat
title card whose referendum only Sabbat vampires vote in (Cardinal Benediction), blood or
life stolen from a minion of the prey (Tier of Souls), and a chosen Methuselah burning
pool with an alternative open only to a cardinal or regent (Cold War).

Each term is read when the referendum passes or the action succeeds (:func:`..run.
at_passed`, :func:`..run.at_success`), aimed as the card was played; a target that left
play or changed hands meanwhile gets nothing.
"""

from __future__ import annotations

from typing import Any

from ......core import events as E
from ......core.messages import QT_TRANSLATE_NOOP, Message
from ......core.model import Card, State
from ......core.table import move_card
from ....layout import READY, TORPOR, zone
from ... import asks, played, tokens
from ... import cardinfo as ci
from ...data import rules
from ...records import Ask, CombatEffect
from ...wording import Words
from ..log import texts
from ..selectors import SELECTORS, chosen, selector
from ..steps import Aim, Ctx, Step, kind
from .action_results import EnterCombat
from .basics import Burn, set_locked
from .between_unlocks import _store as until_unlock
from .politics import PutTitle, SharedPoolBurn, _opponents_from_prey, _spread

texts(
    {
        "pa_pool_per_locked": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {owner} burns {n} pool, 1 for each locked minion controlled."
        ),
        "pa_neonate_pool": QT_TRANSLATE_NOOP("vtes", "As {cause} says: {owner} burns {n} pool."),
        "pa_location_to": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {seat} takes control of {minion}."
        ),
        "pa_stolen_torpid": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {seat} takes control of {minion}, in torpor."
        ),
        "pa_to_ready": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {minion} burns {n} blood to move {other} to the ready region."
        ),
        "pa_retainer_stolen": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {retainer} now works for {minion}."
        ),
        "pa_stunned": QT_TRANSLATE_NOOP(
            "vtes",
            "As {cause} says: {minion} is locked and does not unlock during its next unlock phase.",
        ),
    }
)


def _log(ctx: Ctx, key: str, **args: Any) -> None:
    ctx.events.append(
        E.ModuleEvent(seat=ctx.seat, key=key, args={"cause": ctx.card.catalog or "", **args})
    )


def _live(ctx: Ctx) -> list[int]:
    return [s.index for s in ctx.state.seats if not s.out]


def _name(ctx: Ctx, seat: int | None) -> str:
    return (
        ctx.state.seats[seat].name if seat is not None and 0 <= seat < len(ctx.state.seats) else "…"
    )


def _aimed(ctx: Ctx) -> Card | None:
    return ctx.state.cards.get(ctx.target_card) if ctx.target_card is not None else None


def _controlled(ctx: Ctx, seat: int) -> list[Card]:
    """The minions ``seat`` controls: its ready region's and its torpor's (face up, not a
    card on another)."""
    cards = (
        ctx.state.cards[c]
        for key in (READY, TORPOR)
        for c in ctx.state.zones[zone(seat, key)].cards
    )
    return [c for c in cards if c.attached_to is None and c.face_up and ci.is_minion(c)]


# -- shared points: Conservative Agitation, Reckless Agitation -------------------------------


@kind
class PointsPerMethuselah(SharedPoolBurn, frozen=True, tag="pa_pool_burn_points"):
    """ "Allocate X points among ``least`` or more Methuselahs (``others``: other than you);
    each burns 1 pool for each point allocated".  ``n`` 0: X is the number of Methuselahs in
    the game when the card is played (Conservative Agitation); else ``n`` points (Reckless
    Agitation's 6)."""

    n: int = 0
    others: bool = False

    def points(self, ctx: Ctx) -> int:
        return self.n or len(_live(ctx))

    def _allowed(self, ctx: Ctx) -> list[int]:
        return [s for s in _live(ctx) if not self.others or s != ctx.seat]

    def can(self, ctx: Ctx) -> Message | None:
        shares, allowed = ctx.alloc, self._allowed(ctx)
        if (
            len(shares) >= self.least
            and all(seat in allowed and points >= 1 for seat, points in shares.items())
            and sum(shares.values()) == self.points(ctx)
        ):
            return None
        if self.others:
            return QT_TRANSLATE_NOOP(
                "vtes", "Allocate {n} points among {least} or more other Methuselahs."
            ).with_args(n=self.points(ctx), least=self.least)
        return QT_TRANSLATE_NOOP(
            "vtes", "Allocate {n} points among {least} or more Methuselahs in the game."
        ).with_args(n=self.points(ctx), least=self.least)

    def alloc_choices(self, ctx: Ctx) -> list[dict[int, int]]:
        """On the opponents, most on the prey (the player may take points too by command
        when the card allows it)."""
        first, others = _opponents_from_prey(ctx)
        if first is None or len(others) + 1 < self.least:
            return []
        return _spread(self.points(ctx), first, others)


# -- Domain Challenge: pool for each locked minion ----------------------------------------------


@kind
class EachBurnsPerLockedMinion(Step, frozen=True, tag="pa_each_burns_per_locked_minion"):
    """Each Methuselah burns ``n`` pool for each locked minion they control (counted for
    all before any pool is burned)."""

    n: int = 1

    def apply(self, ctx: Ctx) -> None:
        counts = {s: sum(1 for c in _controlled(ctx, s) if c.locked) for s in _live(ctx)}
        for seat, count in counts.items():
            if count and not ctx.state.seats[seat].out:
                tokens.add_pool(
                    ctx.state,
                    seat,
                    -self.n * count,
                    ctx.events,
                    ctx.seat,
                    "pa_pool_per_locked",
                    cause=ctx.card.catalog,
                    n=self.n * count,
                )

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes",
            "if it passes, each Methuselah burns {n} pool for each locked minion they control",
        ).with_args(n=self.n)


# -- Neonate Breach: chosen Methuselahs, more from those with a young ready vampire ----------


@kind
class NeonateBreach(Step, frozen=True, tag="pa_chosen_burn_young"):
    """ "Choose one or more Methuselahs; each chosen burns ``n`` pool, plus ``more`` if they
    control a ready vampire with capacity ``capacity`` or less" (read when it passes).  The
    chosen Methuselahs are the command's ``alloc`` (each Methuselah -> 1)."""

    n: int = 1
    more: int = 3
    capacity: int = 4

    def allocates(self) -> bool:
        return True

    def can(self, ctx: Ctx) -> Message | None:
        live = _live(ctx)
        if ctx.alloc and all(s in live and p == 1 for s, p in ctx.alloc.items()):
            return None
        return QT_TRANSLATE_NOOP(
            "vtes", "Choose one or more Methuselahs in the game (1 point each)."
        )

    def alloc_choices(self, ctx: Ctx) -> list[dict[int, int]]:
        """Each opponent alone, prey first, and all the opponents."""
        first, others = _opponents_from_prey(ctx)
        if first is None:
            return []
        out = [{s: 1} for s in [first, *others]]
        if others:
            out.append({s: 1 for s in [first, *others]})
        return out

    def _young(self, ctx: Ctx, seat: int) -> bool:
        return any(
            ci.is_vampire(c) and ci.capacity_now(ctx.state, c) <= self.capacity
            for c in ci.ready_minions(ctx.state, seat)
        )

    def apply(self, ctx: Ctx) -> None:
        burns = {
            s: self.n + (self.more if self._young(ctx, s) else 0)
            for s in sorted(ctx.alloc)
            if 0 <= s < len(ctx.state.seats) and not ctx.state.seats[s].out
        }
        for seat, n in burns.items():
            if not ctx.state.seats[seat].out:
                tokens.add_pool(
                    ctx.state,
                    seat,
                    -n,
                    ctx.events,
                    ctx.seat,
                    "pa_neonate_pool",
                    cause=ctx.card.catalog,
                    n=n,
                )

    def words(self, ctx: Ctx) -> Message:
        names = ", ".join(_name(ctx, s) for s in sorted(ctx.alloc)) or "…"
        return QT_TRANSLATE_NOOP(
            "vtes",
            "if it passes, {names}: each burns {n} pool, {more} more with a ready vampire of capacity {capacity} or less",  # noqa: E501
        ).with_args(names=names, n=self.n, more=self.more, capacity=self.capacity)


# -- Disputed Territory: a chosen Methuselah takes a chosen location ---------------------------


@kind
class ChooseMethuselah(Step, frozen=True, tag="pa_choose_methuselah"):
    """ "Choose a Methuselah" (any in the game): the card's aimed Methuselah, whom its other
    steps name ("the chosen Methuselah")."""

    def aiming(self) -> Aim:
        return "seat"

    def aims(self, ctx: Ctx) -> list[int]:
        return _live(ctx)

    def apply(self, ctx: Ctx) -> None:
        return None  # a choice: the steps after it read it

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "{who} is chosen").with_args(who=_name(ctx, ctx.target))


@kind
class LocationToChosen(Step, frozen=True, tag="pa_location_to_chosen"):
    """ "The chosen Methuselah takes control of the chosen location": the aimed location
    (any in play) goes to the chosen Methuselah's ready region as it is; nothing if it left
    play, is theirs already, or they are out of the game."""

    def aiming(self) -> Aim:
        return "card"

    def aims(self, ctx: Ctx) -> list[int]:
        return chosen(ctx, "location")

    def apply(self, ctx: Ctx) -> None:
        card, seat = _aimed(ctx), ctx.target
        if card is None or seat is None or ctx.state.seats[seat].out:
            return
        if card.id not in self.aims(ctx) or card.controller == seat:
            return
        ctx.events.append(
            move_card(ctx.state, card, ctx.state.zones[zone(seat, READY)], seat=ctx.seat)
        )
        _log(ctx, "pa_location_to", minion=card.catalog or "", seat=seat)

    def words(self, ctx: Ctx) -> Message:
        card = _aimed(ctx)
        return QT_TRANSLATE_NOOP("vtes", "if it passes, {who} takes control of {card}").with_args(
            who=_name(ctx, ctx.target), card=ci.name(card) if card is not None else "…"
        )


@selector("pa_other_location")
def _other_locations(ctx: Ctx) -> list[Card]:
    """A location controlled by another Methuselah."""
    return [c for c in SELECTORS["location"](ctx) if c.controller != ctx.seat]


# -- Graverobbing: a vampire in torpor stolen ------------------------------------------------


@selector("pa_other_torpid_vampire")
def _other_torpid(ctx: Ctx) -> list[Card]:
    """A vampire in torpor controlled by another Methuselah."""
    return [c for c in SELECTORS["torpid_vampire"](ctx) if c.controller != ctx.seat]


def _move_with_riders(ctx: Ctx, card: Card, key: str) -> None:
    """``card`` and the cards on it go to the player's region ``key``, under their control."""
    riders = ci.riders(ctx.state, card)
    dst = ctx.state.zones[zone(ctx.seat, key)]
    ctx.events.append(move_card(ctx.state, card, dst, seat=ctx.seat))
    for rider in riders:
        ctx.events.append(
            move_card(ctx.state, rider, dst, x=card.x + 8, y=card.y + 14, seat=ctx.seat)
        )
        rider.attached_to = card.id


@kind
class StealTorpid(Step, frozen=True, tag="pa_steal_torpid"):
    """ "Steal a vampire in torpor controlled by another Methuselah": the aimed vampire,
    still in another's torpor, comes into the player's torpor with what it carries;
    ``ready_for`` (the superior level's choice, made when the action is declared): the
    acting vampire then burns that much blood to move it to the player's ready region (if
    it still has the blood)."""

    ready_for: int = 0

    def aiming(self) -> Aim:
        return "card"

    def aims(self, ctx: Ctx) -> list[int]:
        return chosen(ctx, "pa_other_torpid_vampire")

    def can(self, ctx: Ctx) -> Message | None:
        minion = ctx.minion
        if self.ready_for and (minion is None or minion.counters.get("blood", 0) < self.ready_for):
            return QT_TRANSLATE_NOOP("vtes", "The vampire has not enough blood to burn.")
        return None

    def apply(self, ctx: Ctx) -> None:
        card = _aimed(ctx)
        if card is None or card.id not in self.aims(ctx):
            return
        _move_with_riders(ctx, card, TORPOR)
        _log(ctx, "pa_stolen_torpid", minion=card.catalog or "", seat=ctx.seat)
        minion = ctx.minion
        if not self.ready_for or minion is None or not ci.in_ready(ctx.state, minion):
            return
        if minion.counters.get("blood", 0) < self.ready_for:
            return
        tokens.add_counter(
            ctx.state,
            minion,
            "blood",
            -self.ready_for,
            ctx.events,
            ctx.seat,
            "fx_blood",
            cause=ctx.card.catalog,
        )
        _move_with_riders(ctx, card, READY)
        _log(
            ctx,
            "pa_to_ready",
            minion=minion.catalog or "",
            other=card.catalog or "",
            n=self.ready_for,
        )

    def words(self, ctx: Ctx) -> Message:
        card = _aimed(ctx)
        name = ci.name(card) if card is not None else "…"
        if self.ready_for:
            return QT_TRANSLATE_NOOP(
                "vtes",
                "take control of {minion} and burn {n} blood to move it to your ready region",
            ).with_args(minion=name, n=self.ready_for)
        return QT_TRANSLATE_NOOP("vtes", "take control of {minion} in torpor").with_args(
            minion=name
        )


# -- Far Mastery: a retainer stolen ------------------------------------------------------------


def _is_retainer(card: Card) -> bool:
    rec = ci.record(card)
    return rec is not None and "Retainer" in rec.types


@selector("pa_retainer_of_another_vampire")
def _retainers_of_others(ctx: Ctx) -> list[Card]:
    """A retainer on a vampire in play (ready or in torpor) other than the acting one."""
    mine = ctx.minion.id if ctx.minion is not None else None
    out: list[Card] = []
    for vampire in [*SELECTORS["ready_vampire"](ctx), *SELECTORS["torpid_vampire"](ctx)]:
        if vampire.id != mine:
            out.extend(c for c in ci.riders(ctx.state, vampire) if _is_retainer(c))
    return out


@kind
class StealRetainer(Step, frozen=True, tag="pa_steal_retainer"):
    """ "Steal a retainer controlled by another vampire": the aimed retainer, still on a
    vampire in play other than the acting one, moves onto the acting vampire (ready) with
    its life."""

    def aiming(self) -> Aim:
        return "card"

    def aims(self, ctx: Ctx) -> list[int]:
        return chosen(ctx, "pa_retainer_of_another_vampire")

    def apply(self, ctx: Ctx) -> None:
        card, minion = _aimed(ctx), ctx.minion
        if card is None or minion is None or card.id not in self.aims(ctx):
            return
        if not ci.in_ready(ctx.state, minion):
            return
        dst = ctx.state.zones[minion.zone]
        ctx.events.append(
            move_card(ctx.state, card, dst, x=minion.x + 8, y=minion.y + 14, seat=ctx.seat)
        )
        card.attached_to = minion.id
        _log(ctx, "pa_retainer_stolen", retainer=card.catalog or "", minion=minion.catalog or "")

    def words(self, ctx: Ctx) -> Message:
        card = _aimed(ctx)
        return QT_TRANSLATE_NOOP("vtes", "take control of {retainer}").with_args(
            retainer=ci.name(card) if card is not None else "…"
        )


# -- Mind Numb: stun an unlocked vampire ------------------------------------------------------


@selector("pa_unlocked_vampire")
def _unlocked_vampires(ctx: Ctx) -> list[Card]:
    """An unlocked vampire in play (anyone's, ready or in torpor) other than the acting one."""
    mine = ctx.minion.id if ctx.minion is not None else None
    cards = [*SELECTORS["ready_vampire"](ctx), *SELECTORS["torpid_vampire"](ctx)]
    return [c for c in cards if not c.locked and c.id != mine]


@kind
class Stun(Step, frozen=True, tag="pa_stun"):
    """ "Stun an unlocked vampire": the aimed vampire, if still in play and unlocked, is
    locked and does not unlock as normal during its controller's next unlock phase (kept
    with the other such effects: :mod:`.between_unlocks`)."""

    def aiming(self) -> Aim:
        return "card"

    def aims(self, ctx: Ctx) -> list[int]:
        return chosen(ctx, "pa_unlocked_vampire")

    def apply(self, ctx: Ctx) -> None:
        card = _aimed(ctx)
        if card is None or card.id not in self.aims(ctx):
            return
        set_locked(ctx, card, True)
        kept = until_unlock(ctx.state)["kept_locked"]
        if card.id not in kept:
            kept.append(card.id)
        _log(ctx, "pa_stunned", minion=card.catalog or "")

    def words(self, ctx: Ctx) -> Message:
        card = _aimed(ctx)
        return QT_TRANSLATE_NOOP(
            "vtes", "lock {minion}; it does not unlock during its next unlock phase"
        ).with_args(minion=ci.name(card) if card is not None else "…")


# -- Fifth Tradition: Hospitality: blood for another vampire -------------------------------------


@selector("pa_another_vampire_in_play")
def _another_vampire(ctx: Ctx) -> list[Card]:
    """A vampire in play (ready or in torpor, anyone's) other than the acting one."""
    mine = ctx.minion.id if ctx.minion is not None else None
    cards = [*SELECTORS["ready_vampire"](ctx), *SELECTORS["torpid_vampire"](ctx)]
    return [c for c in cards if c.id != mine]


# -- Judgment: Camarilla Segregation: pool from each Methuselah with a non-Camarilla vampire ---

texts(
    {
        "pa_segregation": QT_TRANSLATE_NOOP(
            "vtes",
            "As {cause} says: {owner} burns {n} pool for controlling a non-Camarilla vampire.",
        ),
    }
)


def _non_camarilla(card: Card) -> bool:
    rec = ci.record(card)
    return rec is not None and ci.is_vampire(card) and rec.sect != "Camarilla"


@selector("pa_own_non_camarilla_vampire")
def _own_non_camarilla(ctx: Ctx) -> list[Card]:
    """A vampire the player controls (ready or in torpor) that is not Camarilla."""
    return [c for c in _controlled(ctx, ctx.seat) if _non_camarilla(c)]


@kind
class NonCamarillaBurns(Step, frozen=True, tag="pa_non_camarilla_burns"):
    """While in play: each Methuselah controlling a non-Camarilla vampire (ready or in
    torpor) burns ``n`` pool as their unlock phase begins (each copy in play;
    :func:`at_unlock`)."""

    n: int = 1

    def apply(self, ctx: Ctx) -> None:
        return None  # read by :func:`at_unlock`

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes",
            "each Methuselah controlling a non-Camarilla vampire burns {n} pool in their unlock phase",  # noqa: E501
        ).with_args(n=self.n)


def _segregations(state: State) -> list[tuple[Card, NonCamarillaBurns]]:
    from ..run import script  # the runner imports the kinds

    found = []
    for seat in state.seats:
        if seat.out:
            continue
        for card_id in state.zones[zone(seat.index, READY)].cards:
            card = state.cards[card_id]
            s = script(card.catalog, False) if card.face_up and card.catalog else None
            for step in s.in_play if s is not None else ():
                if isinstance(step, NonCamarillaBurns) and card.attached_to is None:
                    found.append((card, step))
    return found


def at_unlock(state: State, active: int, out: list[E.Event], actor: int | None) -> None:
    """As ``active``'s unlock phase begins: for each Judgment: Camarilla Segregation in
    play, ``active`` burns its pool if they control a non-Camarilla vampire."""
    if state.seats[active].out:
        return
    found = _segregations(state)
    if not found:
        return
    mine = [
        state.cards[c]
        for key in (READY, TORPOR)
        for c in state.zones[zone(active, key)].cards
        if state.cards[c].attached_to is None and state.cards[c].face_up
    ]
    if not any(_non_camarilla(c) for c in mine):
        return
    for card, step in found:
        if not state.seats[active].out:
            tokens.add_pool(
                state, active, -step.n, out, actor, "pa_segregation", cause=card.catalog, n=step.n
            )


# -- Under Siege: a counter burned for each block it allows ------------------------------------

texts(
    {
        "pa_counter_burned": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: 1 counter is burned from it ({n} left)."
        ),
    }
)


@selector("pa_own_ready_sabbat_vampire")
def _own_sabbat(ctx: Ctx) -> list[Card]:
    """A ready Sabbat vampire the player controls (locked or not)."""
    out: list[Card] = []
    for card in SELECTORS["own_ready_vampire"](ctx):
        rec = ci.record(card)
        if rec is not None and rec.sect == "Sabbat":
            out.append(card)
    return out


@kind
class BurnCounterThis(Step, frozen=True, tag="pa_burn_counter_this"):
    """1 counter burned from the card used; with none left, the card is burned ("if this
    card has no counters, burn it")."""

    def can(self, ctx: Ctx) -> Message | None:
        if ctx.card.counters.get(tokens.COUNTER, 0) < 1:
            return QT_TRANSLATE_NOOP("vtes", "The card has no counter left to burn.")
        return None

    def apply(self, ctx: Ctx) -> None:
        from ... import hand  # the card play imports the kinds

        card = ctx.card
        left = card.counters.get(tokens.COUNTER, 0) - 1
        if left < 0:
            return
        tokens.add_counter(
            ctx.state,
            card,
            tokens.COUNTER,
            -1,
            ctx.events,
            ctx.seat,
            "pa_counter_burned",
            cause=card.catalog,
            n=left,
        )
        if left == 0:
            _log(ctx, "fx_burned", minion=card.catalog or "")
            hand.burn(ctx.state, card, ctx.events, ctx.seat)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "burn 1 counter from this card")


# -- Conceal: another Methuselah's equipment ---------------------------------------------------


@selector("pa_other_equipment")
def _other_equipment(ctx: Ctx) -> list[Card]:
    """An equipment card (face up) on a minion another Methuselah controls, ready or in
    torpor."""
    return [
        card
        for seat in _live(ctx)
        if seat != ctx.seat
        for minion in _controlled(ctx, seat)
        for card in ci.riders(ctx.state, minion)
        if card.face_up and "Equipment" in ci.types(card)
    ]


@kind
class BurnStillChosen(Burn, frozen=True, tag="pa_burn_still_chosen"):
    """ "Burn an equipment / a location" when the action succeeds: the aimed card (checked
    as the action is declared) is burned if it is still one of the set ``among`` names
    then (not when it left play or came under the player's control meanwhile)."""

    on: str = "target"

    def apply(self, ctx: Ctx) -> None:
        if ctx.target_card is not None and ctx.target_card in self.aims(ctx):
            super().apply(ctx)


# -- Make the Misere: combat with a still locked minion, strength for that combat -------------

texts(
    {
        "pa_combat_strength": QT_TRANSLATE_NOOP(
            "vtes", "As {card} says: {minion} gets +{n} strength during this combat."
        ),
    }
)


@kind
class CombatStillChosen(EnterCombat, frozen=True, tag="pa_enter_combat_still_chosen"):
    """ "Enter combat with a locked minion": the aimed minion (checked as the action is
    declared) is fought if it is still one of the set ``among`` names when the action
    succeeds (still locked, still another Methuselah's)."""

    def apply(self, ctx: Ctx) -> None:
        if ctx.target_card is not None and ctx.target_card in self.aims(ctx):
            super().apply(ctx)


@kind
class CombatStrength(Step, frozen=True, tag="pa_combat_strength"):
    """ "This minion gets +``n`` strength during that combat": a combat effect for the
    whole combat the action entered (nothing when none involving the acting minion is
    under way)."""

    n: int = 1

    def apply(self, ctx: Ctx) -> None:
        from ... import combat as cb  # the combat imports the kinds

        combat = rules(ctx.state)["combat"]
        minion = ctx.minion
        if combat is None or minion is None or minion.id not in (combat["a"], combat["b"]):
            return
        effect: CombatEffect = {
            "minion": minion.id,
            "what": "strength",
            "n": self.n,
            "until": "combat",
            "round": combat["round"],
            "card": ctx.card.id,
            "catalog": ctx.card.catalog or "",
        }
        cb.give(ctx.state, effect, ctx.events)
        ctx.events.append(
            E.ModuleEvent(
                seat=ctx.seat,
                key="pa_combat_strength",
                args={"card": ctx.card.catalog or "", "minion": minion.catalog or "", "n": self.n},
            )
        )

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "+{n} strength during that combat").with_args(n=self.n)


# -- Propaganda: titled vampires cannot block; the target Methuselah locks a minion -----------

texts(
    {
        "pa_no_block_titled": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: titled vampires cannot block this action."
        ),
        "pa_locks_own": QT_TRANSLATE_NOOP("vtes", "As {cause} says: {seat} locks {minion}."),
    }
)

#: ``action["lasting"]`` entry of "titled vampires cannot block this action"
_NO_BLOCK_TITLED = "pa_no_block_titled"


def _titled_vampire(state: State, card: Card) -> bool:
    """A vampire with a title that counts: printed (not contested or yielded) or given by
    a card on it (Toreador Justicar)."""
    from ...contests import has_title
    from .politics import held_title

    rec = ci.record(card)
    if rec is None or not ci.is_vampire(card):
        return False
    return bool(rec.title or held_title(state, card)) and has_title(state, card)


@kind
class NoBlockTitled(Step, frozen=True, tag="pa_no_block_titled"):
    """ "Titled vampires cannot block this action": a term of the action declared
    (:func:`titled_cannot_block`, read by the block attempt)."""

    def apply(self, ctx: Ctx) -> None:
        action = rules(ctx.state)["action"]
        if action is None:
            return
        action.setdefault("lasting", []).append(
            {"what": _NO_BLOCK_TITLED, "catalog": ctx.card.catalog or "", "n": 0, "minion": None}
        )
        _log(ctx, "pa_no_block_titled")

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "titled vampires cannot block this action")


def titled_cannot_block(state: State, minion: Card) -> Message | None:
    """Why ``minion`` may not attempt to block the action in progress: a titled vampire
    against an action whose card says titled vampires cannot block it (None: it may)."""
    action = rules(state)["action"]
    terms = action.get("lasting", []) if action is not None else []
    if not any(e["what"] == _NO_BLOCK_TITLED for e in terms):
        return None
    if not _titled_vampire(state, minion):
        return None
    return QT_TRANSLATE_NOOP("vtes", "Titled vampires cannot block this action.")


def _unlocked_ready_minions(state: State, ask: Ask) -> list[tuple[int, int | None]]:
    return [(0, m.id) for m in ci.ready_minions(state, ask["seat"]) if not m.locked]


def _lock_own(state: State, ask: Ask, choice: int, card: int | None, out: list[E.Event]) -> None:
    from ...locking import set_lock

    minion = state.cards[card] if card is not None else None
    if minion is None or not ci.in_ready(state, minion) or minion.locked:
        return
    if set_lock(state, minion, True, out, ask["seat"]):
        args = {"cause": ask["catalog"], "seat": ask["seat"], "minion": minion.catalog or ""}
        out.append(E.ModuleEvent(seat=ask["seat"], key="pa_locks_own", args=args))


def _lock_own_words(w: Words, ask: Ask, choice: int, card: int | None) -> Message:
    return QT_TRANSLATE_NOOP("vtes", "Lock {minion}").with_args(minion=w.card(card))


asks.kind("pa_lock_own_minion", asks.AskKind(_unlocked_ready_minions, _lock_own, _lock_own_words))


@kind
class TargetLocksOwnMinion(Step, frozen=True, tag="pa_target_locks_own_minion"):
    """ "The target Methuselah locks a ready unlocked minion they control" when the action
    succeeds: that Methuselah (the bleed's target, after any redirection) is asked which
    (``vtes_answer``); nothing is asked when they have none."""

    def apply(self, ctx: Ctx) -> None:
        action = ctx.notes.get("action") or rules(ctx.state)["action"]
        seat = action.get("target") if action is not None else None
        if seat is None or seat == ctx.seat or ctx.state.seats[seat].out:
            return
        asks.push(ctx.state, seat, "pa_lock_own_minion", ctx.card.catalog or "", ctx.seat)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes", "the target Methuselah locks a ready unlocked minion they control"
        )


# -- Cardinal Benediction: a Sabbat title put on a chosen vampire; only Sabbat votes -----------


def _sabbat_of_capacity(state: State, least: int) -> list[Card]:
    out = []
    for seat in state.seats:
        for card in ci.ready_minions(state, seat.index) if not seat.out else ():
            rec = ci.record(card)
            if (
                rec is not None
                and ci.is_vampire(card)
                and rec.sect == "Sabbat"
                and ci.capacity_now(state, card) >= least
            ):
                out.append(card)
    return out


@kind
class PutSectTitle(PutTitle, frozen=True, tag="pa_put_sabbat_title"):
    """ "Choose a Sabbat vampire with capacity ``capacity`` or more. Successful referendum
    means this card is put on the chosen vampire" (its title is this card's
    :class:`.politics.TitleCard`): aimed when the card is played, put on it when the
    referendum passes if it is still such a ready vampire.  "During this referendum,
    non-Sabbat vampires cannot cast votes or ballots" (:func:`sect_vote_barred`)."""

    clan: str = ""
    referendum_votes: int = 0
    capacity: int = 7

    def aims(self, ctx: Ctx) -> list[int]:
        return [c.id for c in _sabbat_of_capacity(ctx.state, self.capacity)]

    def words(self, ctx: Ctx) -> Message:
        vampire = ctx.state.cards.get(ctx.target_card) if ctx.target_card is not None else None
        return QT_TRANSLATE_NOOP(
            "vtes",
            "if it passes, it is put on {minion} as a title; only Sabbat vampires cast votes or ballots in this referendum",  # noqa: E501
        ).with_args(minion=ci.name(vampire) if vampire is not None else "…")


def sect_vote_barred(state: State, minion: Card) -> Message | None:
    """Why ``minion`` casts no votes or ballots in the referendum under way: a non-Sabbat
    vampire, in a referendum called by a card whose terms say only Sabbat vampires vote
    (None: it may)."""
    from .. import run  # the runner imports the kinds

    if rules(state)["referendum"] is None or not ci.is_vampire(minion):
        return None
    rec = ci.record(minion)
    if rec is not None and rec.sect == "Sabbat":
        return None
    for entry in played.records(state):
        s = (
            run.script(entry["catalog"], entry["superior"])
            if entry["scope"] == "referendum"
            else None
        )
        if s is not None and any(isinstance(step, PutSectTitle) for step in s.passed):
            return QT_TRANSLATE_NOOP(
                "vtes", "Only Sabbat vampires cast votes or ballots in this referendum."
            )
    return None


# -- Tier of Souls: 1 blood or life stolen from a minion of the prey --------------------------

texts(
    {
        "pa_stolen_blood": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: 1 blood is stolen from {minion}."
        ),
        "pa_stolen_life": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: 1 life is stolen from {minion}."
        ),
        "pa_thief_fed": QT_TRANSLATE_NOOP("vtes", "As {cause} says: {minion} gains 1 blood."),
    }
)


@selector("pa_prey_ready_minion")
def _prey_minions(ctx: Ctx) -> list[Card]:
    """A ready minion controlled by the player's prey."""
    from ....seating import prey

    seat = prey(ctx.state, ctx.seat)
    return [] if seat is None or seat == ctx.seat else ci.ready_minions(ctx.state, seat)


@kind
class StealBloodOrLife(Step, frozen=True, tag="pa_steal_blood_or_life"):
    """ "Steal 1 blood or life from a minion controlled by your prey": the aimed minion,
    still a ready minion of the prey when the action succeeds, loses 1 blood (a vampire)
    or 1 life (an ally or other minion: burned at none left), and the acting vampire gains
    1 blood (up to its capacity; the rest goes to the bank)."""

    def aiming(self) -> Aim:
        return "card"

    def aims(self, ctx: Ctx) -> list[int]:
        return chosen(ctx, "pa_prey_ready_minion")

    def apply(self, ctx: Ctx) -> None:
        from ... import hand  # the card play imports the kinds

        victim, thief = _aimed(ctx), ctx.minion
        if victim is None or victim.id not in self.aims(ctx):
            return
        what = "blood" if ci.is_vampire(victim) else "life"
        if victim.counters.get(what, 0) < 1:
            return
        left = victim.counters.get(what, 0) - 1
        cause = ctx.card.catalog
        tokens.add_counter(
            ctx.state, victim, what, -1, ctx.events, ctx.seat, f"pa_stolen_{what}",
            cause=cause, minion=victim.catalog or "",
        )  # fmt: skip
        if what == "life" and left <= 0:
            _log(ctx, "fx_burned", minion=victim.catalog or "")
            hand.burn(ctx.state, victim, ctx.events, ctx.seat)
        if thief is None or not ci.in_ready(ctx.state, thief):
            return
        if thief.counters.get("blood", 0) < ci.capacity_now(ctx.state, thief):
            tokens.add_counter(
                ctx.state, thief, "blood", 1, ctx.events, ctx.seat, "pa_thief_fed",
                cause=cause, minion=thief.catalog or "",
            )  # fmt: skip

    def words(self, ctx: Ctx) -> Message:
        victim = _aimed(ctx)
        return QT_TRANSLATE_NOOP("vtes", "steal 1 blood or life from {minion}").with_args(
            minion=ci.name(victim) if victim is not None else "…"
        )


# -- Cold War: a chosen Methuselah burns pool, a chosen location is burned ---------------------

texts(
    {
        "pa_chosen_pool": QT_TRANSLATE_NOOP("vtes", "As {cause} says: {owner} burns {n} pool."),
    }
)


@kind
class ChosenBurnsPool(ChooseMethuselah, frozen=True, tag="pa_chosen_burns_pool"):
    """ "Choose a Methuselah ... the chosen Methuselah burns ``n`` pool" when the
    referendum passes (any Methuselah in the game, aimed as the card is played; nothing
    if they are out by then)."""

    n: int = 3

    def apply(self, ctx: Ctx) -> None:
        seat = ctx.target
        if seat is None or not 0 <= seat < len(ctx.state.seats) or ctx.state.seats[seat].out:
            return
        tokens.add_pool(
            ctx.state, seat, -self.n, ctx.events, ctx.seat, "pa_chosen_pool",
            cause=ctx.card.catalog, n=self.n,
        )  # fmt: skip

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "if it passes, {who} burns {n} pool").with_args(
            who=_name(ctx, ctx.target), n=self.n
        )


def _title_now(state: State, vampire: Card) -> str:
    """The title ``vampire`` holds now: its printed one (if it counts) or a title card's."""
    from ...contests import has_title
    from .politics import held_title

    rec = ci.record(vampire)
    held = held_title(state, vampire)
    title = (rec.title if rec is not None else "") or (held.title if held is not None else "")
    return title if title and has_title(state, vampire) else ""


@kind
class ActingHoldsTitle(Step, frozen=True, tag="pa_acting_holds_title"):
    """The alternative of a card open only to an acting vampire holding one of ``titles``
    ("if this acting vampire is a cardinal or regent, you can ..."): refused otherwise."""

    titles: tuple[str, ...] = ("Cardinal", "Regent")

    def can(self, ctx: Ctx) -> Message | None:
        if ctx.minion is not None and _title_now(ctx.state, ctx.minion) in self.titles:
            return None
        return QT_TRANSLATE_NOOP("vtes", "Only a {titles} can choose that.").with_args(
            titles=" / ".join(t.lower() for t in self.titles)
        )

    def apply(self, ctx: Ctx) -> None:
        return None

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "as a {titles}").with_args(
            titles=" / ".join(t.lower() for t in self.titles)
        )
