"""Steps of the action cards (``vtes_act`` with a card): what the action is when declared
(its stealth, a bleed and its amount) and what it does when it succeeds (the card put on
a vampire, a location burned with its controller's pool, blood for a vampire of the
uncontrolled region...).

The ``play`` steps of an action card run when the action is declared (:mod:`...actions`),
once the action record exists: :class:`ActionStealth` and :class:`ActionBleed` change that
record.  Its ``success`` steps run when the action succeeds (:func:`..run.at_success`);
the action that succeeded is ``ctx.notes["action"]`` then, for conditions such as
``bled`` ("if the bleed is successful").
"""

from __future__ import annotations

from typing import Any

from ......core import events as E
from ......core.messages import QT_TRANSLATE_NOOP, Message
from ......core.model import Card
from ......core.table import move_card
from ....layout import READY, TORPOR, UNCONTROLLED, zone
from ... import cardinfo as ci
from ... import corruption, tokens
from ...data import rules
from ..catalog import Script
from ..conditions import condition
from ..log import texts
from ..selectors import SELECTORS, chosen, selector
from ..steps import Aim, Ctx, Step, kind

texts(
    {
        "ac_stealth": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: the action has +{n} stealth ({value})."
        ),
        "ac_bleed": QT_TRANSLATE_NOOP("vtes", "As {cause} says: the bleed is for {value}."),
        "ac_attached": QT_TRANSLATE_NOOP("vtes", "As {cause} says: it is put on {minion}."),
        "ac_pool_of_controller": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {owner} burns {n} pool."
        ),
        "ac_stolen": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {seat} takes control of {minion}."
        ),
    }
)


def _action(ctx: Ctx) -> Any:
    """The action the step belongs to: the one under way, or the one that just succeeded."""
    return ctx.notes.get("action") or rules(ctx.state)["action"]


def _log(ctx: Ctx, key: str, **args: Any) -> None:
    ctx.events.append(
        E.ModuleEvent(seat=ctx.seat, key=key, args={"cause": ctx.card.catalog or "", **args})
    )


@kind
class ActionStealth(Step, frozen=True, tag="action_stealth"):
    """ "+n stealth action": the action declared with the card starts with ``n`` stealth."""

    n: int = 1

    def apply(self, ctx: Ctx) -> None:
        action = _action(ctx)
        if action is not None:
            action["stealth"] += self.n
            _log(ctx, "ac_stealth", n=self.n, value=action["stealth"])

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "+{n} stealth action").with_args(n=self.n)


@kind
class ActionBleed(Step, frozen=True, tag="action_bleed"):
    """ "Bleed (with +n bleed)": the card is played for a bleed (``vtes_act`` of kind
    bleed, at the prey), its amount ``n`` higher."""

    n: int = 0

    def apply(self, ctx: Ctx) -> None:
        action = _action(ctx)
        if action is not None and self.n:
            action["amount"] += self.n
            _log(ctx, "ac_bleed", value=action["amount"])

    def words(self, ctx: Ctx) -> Message:
        if self.n:
            return QT_TRANSLATE_NOOP("vtes", "bleed with +{n} bleed").with_args(n=self.n)
        return QT_TRANSLATE_NOOP("vtes", "bleed")


def is_bleed(script: Script, mode: int | None = None) -> bool:
    """Whether an action card's script makes its action a bleed (with ``mode``: played
    as that alternative of its ``choose``)."""
    chosen = script.choose[mode] if mode is not None and 0 <= mode < len(script.choose) else ()
    return any(isinstance(step, ActionBleed) for step in (*script.play, *chosen))


@kind
class PutOn(Step, frozen=True, tag="put_on"):
    """ "Put this card on this vampire": the card (in the ash heap once its action
    succeeded) goes onto the acting minion and stays there, its ``in_play`` steps read
    from then on; ``only_one`` ("a vampire can have only one"): refused when that minion
    already has a copy."""

    only_one: bool = False

    def can(self, ctx: Ctx) -> Message | None:
        if ctx.minion is None:
            return QT_TRANSLATE_NOOP("vtes", "There is no minion for the card to act on.")
        if self.only_one and _has_copy(ctx, ctx.minion):
            return QT_TRANSLATE_NOOP("vtes", "{minion} can have only one {card}.").with_args(
                minion=ci.name(ctx.minion), card=ci.name(ctx.card)
            )
        return None

    def apply(self, ctx: Ctx) -> None:
        minion = ctx.minion
        if minion is None or not ci.in_ready(ctx.state, minion) or self.can(ctx) is not None:
            return  # the minion left play or got a copy meanwhile: the card stays burned
        card = ctx.card
        dst = ctx.state.zones[minion.zone]
        ctx.events.append(
            move_card(
                ctx.state, card, dst, face_up=True, x=minion.x + 8, y=minion.y + 14, seat=ctx.seat
            )
        )
        card.attached_to = minion.id
        _remember_level(ctx)
        _log(ctx, "ac_attached", minion=minion.catalog or "")

    def words(self, ctx: Ctx) -> Message:
        minion = ci.name(ctx.minion) if ctx.minion is not None else "…"
        return QT_TRANSLATE_NOOP("vtes", "put this card on {minion}").with_args(minion=minion)


# ``rules`` key: the ids of the cards put on a minion by :class:`PutOn` at the superior
# level (their ``in_play`` steps of that level hold: condition ``put_superior``)
_SUPERIOR_ON = "superior_on"


def _remember_level(ctx: Ctx) -> None:
    kept: list[int] = ctx.state.data["rules"].setdefault(_SUPERIOR_ON, [])
    if ctx.card.id in kept:
        kept.remove(ctx.card.id)
    if ctx.superior:
        kept.append(ctx.card.id)


@condition("put_superior")
def _put_superior(ctx: Ctx, _: str) -> bool:
    """The card was put on its minion at the superior level ("as above, but +2 bleed"), or
    is being played at that level (the words of its action)."""
    if ctx.card.attached_to is None:
        return ctx.superior
    return ctx.card.id in ctx.state.data["rules"].get(_SUPERIOR_ON, [])


@condition("aim_in_play")
def _aim_in_play(ctx: Ctx, _: str) -> bool:
    """The card the action is aimed at is still in play (a ready region, face up)."""
    card = ctx.state.cards.get(ctx.target_card) if ctx.target_card is not None else None
    return card is not None and card.face_up and card.zone.endswith("." + READY)


def _has_copy(ctx: Ctx, minion: Card) -> bool:
    return any(
        c.attached_to == minion.id and c.catalog == ctx.card.catalog and c.id != ctx.card.id
        for c in ctx.state.cards.values()
    )


@kind
class ControllerBurnsPool(Step, frozen=True, tag="controller_burns_pool"):
    """The controller of the card the action is aimed at burns ``n`` pool ("burn a
    location and burn 2 pool from its controller": its controller when it was aimed)."""

    n: int = 1

    def apply(self, ctx: Ctx) -> None:
        seat = ctx.target
        if seat is None or ctx.state.seats[seat].out:
            return
        tokens.add_pool(
            ctx.state,
            seat,
            -self.n,
            ctx.events,
            ctx.seat,
            "ac_pool_of_controller",
            cause=ctx.card.catalog,
            n=self.n,
        )

    def words(self, ctx: Ctx) -> Message:
        card = ctx.state.cards.get(ctx.target_card) if ctx.target_card is not None else None
        owner = card.controller if card is not None else None
        name = ctx.state.seats[owner].name if owner is not None else "…"
        return QT_TRANSLATE_NOOP("vtes", "{who} burns {n} pool").with_args(who=name, n=self.n)


# -- conditions and aims -------------------------------------------------------------------


@condition("bled")
def _bled(ctx: Ctx, _: str) -> bool:
    """The bleed that succeeded was for 1 or more ("if the bleed is successful"); before
    it resolves (its declaration: the aims offered), it may still be."""
    action = ctx.notes.get("action")
    return action is None or action["amount"] >= 1


def _uncontrolled(ctx: Ctx) -> list[Card]:
    cards = (ctx.state.cards[c] for c in ctx.state.zones[zone(ctx.seat, UNCONTROLLED)].cards)
    return [c for c in cards if c.attached_to is None and ci.is_vampire(c)]


def _younger(ctx: Ctx, cards: list[Card]) -> list[Card]:
    if ctx.minion is None:
        return []
    age = ci.capacity(ctx.minion)
    return [c for c in cards if ci.capacity(c) < age]


@selector("younger_uncontrolled_vampire")
def _younger_uncontrolled(ctx: Ctx) -> list[Card]:
    """A vampire of the player's uncontrolled region with less capacity than the acting
    one."""
    return _younger(ctx, _uncontrolled(ctx))


@selector("younger_own_or_uncontrolled_vampire")
def _younger_own_or_uncontrolled(ctx: Ctx) -> list[Card]:
    """A younger vampire the player controls (ready or in torpor) or in their uncontrolled
    region."""
    own = [
        ctx.state.cards[c]
        for key in (READY, TORPOR)
        for c in ctx.state.zones[zone(ctx.seat, key)].cards
    ]
    own = [c for c in own if c.attached_to is None and c.face_up and ci.is_vampire(c)]
    return _younger(ctx, own + _uncontrolled(ctx))


@selector("gangrel_uncontrolled_vampire")
def _gangrel_uncontrolled(ctx: Ctx) -> list[Card]:
    out = []
    for card in _uncontrolled(ctx):
        rec = ci.record(card)
        if rec is not None and (rec.clan == "Gangrel" or "Gangrel" in rec.clans):
            out.append(card)
    return out


# -- a minion taken, a combat entered ------------------------------------------------------


def _aimed_card(ctx: Ctx) -> Card | None:
    return ctx.state.cards.get(ctx.target_card) if ctx.target_card is not None else None


class AimedCard(Step, frozen=True):
    """A step on the card the action is aimed at, among the set ``among`` names."""

    among: str = "other_ready_minion"

    def aiming(self) -> Aim:
        return "card"

    def aims(self, ctx: Ctx) -> list[int]:
        return chosen(ctx, self.among)

    def subject(self, ctx: Ctx) -> str:
        card = _aimed_card(ctx)
        return ci.name(card) if card is not None else "…"


@kind
class TakeControl(AimedCard, frozen=True, tag="take_control"):
    """ "Steal an ally": the aimed minion comes into the player's ready region, under their
    control, as it is (locked or not, its life); nothing when it left play or is the
    player's already."""

    def apply(self, ctx: Ctx) -> None:
        card = _aimed_card(ctx)
        if card is None or not ci.in_ready(ctx.state, card) or card.controller == ctx.seat:
            return
        ctx.events.append(
            move_card(ctx.state, card, ctx.state.zones[zone(ctx.seat, READY)], seat=ctx.seat)
        )
        _log(ctx, "ac_stolen", minion=card.catalog or "", seat=ctx.seat)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "take control of {minion}").with_args(
            minion=self.subject(ctx)
        )


@kind
class EnterCombat(AimedCard, frozen=True, tag="enter_combat"):
    """ "Enter combat with a minion": the acting minion and the aimed one fight, if both are
    still ready; ``target_acts``: the aimed one is considered the acting minion of that
    combat (its side "a")."""

    target_acts: bool = False

    def apply(self, ctx: Ctx) -> None:
        from ...combat import start_combat

        card, minion = _aimed_card(ctx), ctx.minion
        if card is None or minion is None or card.controller == minion.controller:
            return  # two minions of one Methuselah never fight
        if not (ci.in_ready(ctx.state, card) and ci.in_ready(ctx.state, minion)):
            return
        acting, other = (card, minion) if self.target_acts else (minion, card)
        start_combat(ctx.state, acting, other, ctx.events, ctx.seat)

    def words(self, ctx: Ctx) -> Message:
        if self.target_acts:
            return QT_TRANSLATE_NOOP(
                "vtes", "enter combat with {minion}, as the acting minion"
            ).with_args(minion=self.subject(ctx))
        return QT_TRANSLATE_NOOP("vtes", "enter combat with {minion}").with_args(
            minion=self.subject(ctx)
        )


@selector("other_ready_ally")
def _other_ready_allies(ctx: Ctx) -> list[Card]:
    """An ally controlled by another Methuselah."""
    return [c for c in SELECTORS["other_ready_minion"](ctx) if not ci.is_vampire(c)]


@selector("other_ready_vampire")
def _other_ready_vampires(ctx: Ctx) -> list[Card]:
    """A ready vampire controlled by another Methuselah."""
    return [c for c in SELECTORS["other_ready_minion"](ctx) if ci.is_vampire(c)]


@selector("ready_vampire_not_acting")
def _ready_vampires_but_this_one(ctx: Ctx) -> list[Card]:
    """A ready vampire other than the one playing the card."""
    mine = ctx.minion.id if ctx.minion is not None else None
    return [c for c in SELECTORS["ready_vampire"](ctx) if c.id != mine]


# -- what a card on a minion forbids it ----------------------------------------------------


@kind
class CannotPlay(Step, frozen=True, tag="cannot_play"):
    """While in play on a minion: that minion cannot play cards named ``card`` (checked
    for every card it plays, by :func:`forbidden`)."""

    card: str

    def apply(self, ctx: Ctx) -> None:  # read by :func:`forbidden`, nothing at a moment
        return None

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "cannot play {card}").with_args(card=self.card)


def forbidden(ctx: Ctx) -> Message | None:
    """Why the minion of ``ctx`` may not play ``ctx.card`` because of a card on it, or
    None."""
    from ..standing import in_play_steps

    if ctx.minion is None:
        return None
    name = ci.name(ctx.card)
    for _, step in in_play_steps(ctx.state, ctx.minion):
        if isinstance(step, CannotPlay) and step.card == name:
            return QT_TRANSLATE_NOOP("vtes", "{minion} cannot play cards named {card}.").with_args(
                minion=ci.name(ctx.minion), card=name
            )
    return None


# -- The Platinum Protocol: a corruption counter on a minion of the bled Methuselah -----------

texts(
    {
        "ac_corruption": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {minion} gets 1 corruption counter."
        ),
    }
)


def _bled_seat(ctx: Ctx) -> int | None:
    """The Methuselah the bleed is aimed at: the action's target once declared (a
    redirected bleed's new one), else the player's prey."""
    from ....seating import prey

    action = _action(ctx)
    if action is not None and action.get("target") is not None:
        return int(action["target"])
    return prey(ctx.state, ctx.seat)


@selector("bled_seat_ready_minion")
def _bled_seat_minions(ctx: Ctx) -> list[Card]:
    """A ready minion controlled by the Methuselah the bleed is aimed at."""
    seat = _bled_seat(ctx)
    return ci.ready_minions(ctx.state, seat) if seat is not None else []


@kind
class CorruptionCounter(Step, frozen=True, tag="ac_corruption_counter"):
    """ "Put 1 corruption counter on a minion controlled by the target Methuselah if the
    bleed is successful (for 1 or more)": the minion is aimed when the action is
    declared; the counter is put only if the bleed succeeded for 1 or more and that
    minion is still ready and controlled by the Methuselah bled.  A corruption counter is
    not blood: the bank does not count it."""

    def aiming(self) -> Aim:
        return "card"

    def aims(self, ctx: Ctx) -> list[int]:
        return [c.id for c in _bled_seat_minions(ctx)]

    def apply(self, ctx: Ctx) -> None:
        action = ctx.notes.get("action")
        card = ctx.state.cards.get(ctx.target_card) if ctx.target_card is not None else None
        if action is None or action["amount"] < 1 or card is None:
            return
        if card.id not in self.aims(ctx):
            return
        corruption.change(ctx.state, card, ctx.seat, 1, ctx.events)
        _log(ctx, "ac_corruption", minion=card.catalog or "")

    def words(self, ctx: Ctx) -> Message:
        card = ctx.state.cards.get(ctx.target_card) if ctx.target_card is not None else None
        return QT_TRANSLATE_NOOP(
            "vtes", "if the bleed succeeds, 1 corruption counter on {minion}"
        ).with_args(minion=ci.name(card) if card is not None else "…")


# -- Rutor's Hand: 3 blood burned instead of the aggravated damage ---------------------------

texts(
    {
        "ac_immune": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {minion} burns {n} blood to be immune to the damage."
        ),
    }
)


@kind
class BloodForImmunity(Step, frozen=True, tag="ac_blood_for_immunity"):
    """ "This vampire can burn ``n`` blood to be immune to this aggravated damage": chosen
    when the action is declared (the card's alternative), paid when it succeeds; a vampire
    without the blood then takes the 1 unpreventable aggravated damage after all."""

    n: int = 3

    def can(self, ctx: Ctx) -> Message | None:
        if ctx.minion is None or ctx.minion.counters.get("blood", 0) < self.n:
            return QT_TRANSLATE_NOOP("vtes", "The vampire has not enough blood to burn.")
        return None

    def apply(self, ctx: Ctx) -> None:
        from .action_modifiers import AggravatedToSelf

        minion = ctx.minion
        if minion is None or not ci.in_ready(ctx.state, minion):
            return
        if minion.counters.get("blood", 0) < self.n:
            AggravatedToSelf(n=1).apply(ctx)
            return
        _log(ctx, "ac_immune", minion=minion.catalog or "", n=self.n)
        tokens.add_counter(
            ctx.state,
            minion,
            "blood",
            -self.n,
            ctx.events,
            ctx.seat,
            "fx_blood",
            cause=ctx.card.catalog,
        )

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes", "after the action, {minion} burns {n} blood to be immune to the damage"
        ).with_args(n=self.n, minion=ci.name(ctx.minion) if ctx.minion is not None else "…")
