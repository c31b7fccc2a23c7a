"""Steps of reaction cards (vtes.md §7.3-7.6): a reacting vampire that wakes, unlocks and
attempts to block, gets intercept (more when a title says so), reduces or redirects a bleed
against its Methuselah, casts votes in the polling step, or keeps an effect for the combat
that follows its block.

Each step may carry ``need``: conditions (:mod:`..conditions`) that must all hold for it
to apply, so a card whose levels are several disciplines ("[ani] ... [for] ... [pro] ...")
offers each alternative only to a vampire with that discipline and at that level's moment.
A woken minion (``action["awake"]``) may play reactions and attempt to block while locked,
until the action ends (:func:`awake`, read by :mod:`...block` and :mod:`...legality`).
"""

from __future__ import annotations

from ......core import commands as C
from ......core import events as E
from ......core.messages import QT_TRANSLATE_NOOP, Message
from ......core.model import Card, State
from ....seating import active_seats, predator
from ... import cardinfo as ci
from ... import commands as K
from ... import played, tokens
from ...contests import has_title
from ...data import rules
from ...locking import set_lock
from ...records import Action, Scope
from ..conditions import condition, holds
from ..log import texts
from ..selectors import chosen, selector
from ..steps import Aim, Ctx, Step, kind
from .action_numbers import Intercept, Redirect, Reduce
from .basics import card_of
from .engine_step import EngineStep

texts(
    {
        "re_wakes": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {minion} wakes and may block and react this action."
        ),
        "re_unlocks": QT_TRANSLATE_NOOP("vtes", "As {cause} says: {minion} unlocks."),
        "re_intercept": QT_TRANSLATE_NOOP("vtes", "As {cause} says: {minion} gets +{n} intercept."),
        "re_stealth_zero": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: the acting minion's stealth is reduced to 0."
        ),
        "re_for_combat": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {minion} keeps its effect for the combat."
        ),
    }
)

_UNMET = QT_TRANSLATE_NOOP("vtes", "The card's own condition is not met now.")
_NO_ACTION = QT_TRANSLATE_NOOP("vtes", "There is no action to modify now.")


# -- conditions ------------------------------------------------------------------------------


def _action(ctx: Ctx) -> Action | None:
    return rules(ctx.state)["action"]


@condition("directed_at_you")
def _directed_at_you(ctx: Ctx, _: str) -> bool:
    """The action is directed at the player (or at a card the player controls)."""
    action = _action(ctx)
    if action is None or not action["directed"]:
        return False
    if action["target"] == ctx.seat:
        return True
    card = ctx.state.cards.get(action["target_card"]) if action["target_card"] else None
    return card is not None and card.controller == ctx.seat


@condition("bleeding_you")
def _bleeding_you(ctx: Ctx, by: str) -> bool:
    """A minion bleeds the player (``bleeding_you:predator``: a minion of the player's
    predator)."""
    action = _action(ctx)
    if action is None or action["kind"] != K.BLEED or action["target"] != ctx.seat:
        return False
    return by != "predator" or action["seat"] == predator(ctx.state, ctx.seat)


@condition("predator_acting")
def _predator_acting(ctx: Ctx, _: str) -> bool:
    action = _action(ctx)
    return action is not None and action["seat"] == predator(ctx.state, ctx.seat)


@condition("polling")
def _polling(ctx: Ctx, _: str) -> bool:
    return rules(ctx.state)["referendum"] is not None


def _titled(state: State, card: Card | None) -> bool:
    rec = ci.record(card) if card is not None else None
    return card is not None and rec is not None and bool(rec.title) and has_title(state, card)


@condition("titled")
def _minion_titled(ctx: Ctx, _: str) -> bool:
    return _titled(ctx.state, ctx.minion)


@condition("acting_titled")
def _acting_titled(ctx: Ctx, _: str) -> bool:
    action = _action(ctx)
    return action is not None and _titled(ctx.state, ctx.state.cards.get(action["minion"]))


@condition("discipline")
def _discipline(ctx: Ctx, name: str) -> bool:
    """The vampire has the discipline at the level the card is played at."""
    rec = ci.record(ctx.minion) if ctx.minion is not None else None
    if rec is None:
        return False
    have = set(rec.disciplines)
    return name.upper() in have or (not ctx.superior and name.lower() in have)


@condition("more_than_two")
def _more_than_two(ctx: Ctx, _: str) -> bool:
    return len(active_seats(ctx.state)) > 2


def _anarch(card: Card) -> bool:
    rec = ci.record(card)
    return rec is not None and rec.sect == "Anarch"


@condition("anarch")
def _is_anarch(ctx: Ctx, _: str) -> bool:
    return ctx.minion is not None and _anarch(ctx.minion)


@selector("own_locked_anarch")
def _own_locked_anarchs(ctx: Ctx) -> list[Card]:
    return [c for c in ci.ready_minions(ctx.state, ctx.seat) if c.locked and _anarch(c)]


@selector("own_locked_wraith_or_zombie_ally")
def _own_locked_wraiths(ctx: Ctx) -> list[Card]:
    out = []
    for card in ci.ready_minions(ctx.state, ctx.seat):
        rec = ci.record(card)
        text = rec.text.lower() if rec is not None else ""
        if card.locked and not ci.is_vampire(card) and ("wraith" in text or "zombie" in text):
            out.append(card)
    return out


def _unmet(ctx: Ctx, need: tuple[str, ...]) -> Message | None:
    return None if all(holds(ctx, n) for n in need) else _UNMET


# -- waking ----------------------------------------------------------------------------------


def awake(state: State, minion: Card) -> bool:
    """Whether ``minion`` woke in the action in progress (it may react and attempt to block
    though locked)."""
    action = rules(state)["action"]
    return action is not None and minion.id in action.get("awake", [])


def _log(ctx: Ctx, key: str, minion: Card, **more: object) -> None:
    args: dict[str, object] = {"cause": ctx.card.catalog or "", "minion": minion.catalog or ""}
    args.update(more)
    ctx.events.append(E.ModuleEvent(seat=ctx.seat, key=key, args=args))


def _burn_blood(ctx: Ctx, card: Card, n: int) -> None:
    tokens.add_counter(
        ctx.state, card, "blood", -n, ctx.events, ctx.seat, "fx_blood", cause=ctx.card.catalog
    )


def _unlock(ctx: Ctx, card: Card) -> None:
    if set_lock(ctx.state, card, False, ctx.events, ctx.seat):
        _log(ctx, "re_unlocks", card)


class _Aimed(Step, frozen=True):
    """A step on the reacting minion (``on="minion"``) or on a card the player aims it at
    (``on="target"``) among the set ``among`` names (:mod:`..selectors`)."""

    on: str = "minion"
    among: str = "own_locked_anarch"
    need: tuple[str, ...] = ()

    def aiming(self) -> Aim:
        return "card" if self.on == "target" else None

    def aims(self, ctx: Ctx) -> list[int]:
        return chosen(ctx, self.among)

    def subject(self, ctx: Ctx) -> str:
        card = card_of(ctx, self.on)
        return ci.name(card) if card is not None else "…"


@kind
class Wake(_Aimed, frozen=True, tag="wake"):
    """A locked minion wakes: until the action ends it may play reactions and attempt to
    block as if unlocked (it stays locked)."""

    def can(self, ctx: Ctx) -> Message | None:
        card = card_of(ctx, self.on)
        if _action(ctx) is None:
            return _NO_ACTION
        if card is None or not card.locked:
            return QT_TRANSLATE_NOOP("vtes", "Only a locked minion wakes.")
        return _unmet(ctx, self.need)

    def apply(self, ctx: Ctx) -> None:
        card = card_of(ctx, self.on)
        action = _action(ctx)
        if card is None or action is None:
            return
        woken = action.setdefault("awake", [])
        if card.id not in woken:
            woken.append(card.id)
        _log(ctx, "re_wakes", card)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "{minion} wakes").with_args(minion=self.subject(ctx))


@kind
class AttemptBlock(_Aimed, frozen=True, tag="attempt_block"):
    """The minion (burning ``blood`` first) unlocks and attempts to block now, with
    ``intercept`` even if it is not yet needed; ``anywhere``: ignoring who may block
    (prey, predator, target), though not a decline already made (V-BLK-05); ``locked``: only
    a locked minion does it."""

    blood: int = 0
    intercept: int = 0
    anywhere: bool = False
    locked: bool = False

    def can(self, ctx: Ctx) -> Message | None:
        action = _action(ctx)
        card = card_of(ctx, self.on)
        if action is None or action["stage"] != "block":
            return QT_TRANSLATE_NOOP("vtes", "A block is attempted while none is under way.")
        if self.anywhere:
            may = ctx.seat not in action.get("declined", [])
        else:
            may = ctx.seat in action["deciders"]
        if not may:
            return QT_TRANSLATE_NOOP("vtes", "You may not attempt to block this action.")
        if card is None or (self.locked and not card.locked):
            return QT_TRANSLATE_NOOP("vtes", "Only a locked minion does that.")
        from .action_modifiers import block_blood, cannot_block  # the acting side's terms

        need = self.blood + (block_blood(ctx.state, card) if self.blood else 0)
        if self.blood and card.counters.get("blood", 0) < need:
            return QT_TRANSLATE_NOOP("vtes", "{minion} has not enough blood.").with_args(
                minion=ci.name(card)
            )
        return cannot_block(ctx.state, card) or _unmet(ctx, self.need)

    def apply(self, ctx: Ctx) -> None:
        from ...block import block  # the block module reads :func:`awake`

        card = card_of(ctx, self.on)
        if card is None:
            return
        if self.blood:
            _burn_blood(ctx, card, self.blood)
        _unlock(ctx, card)
        block(ctx.state, K.Block(seat=ctx.seat, minion=card.id, host=self.anywhere), ctx.events)
        action = _action(ctx)
        if self.intercept and action is not None:
            action["intercept"] += self.intercept
            _log(ctx, "re_intercept", card, n=self.intercept)

    def words(self, ctx: Ctx) -> Message:
        minion = self.subject(ctx)
        if self.intercept:
            return QT_TRANSLATE_NOOP(
                "vtes", "{minion} unlocks and attempts to block with +{n} intercept"
            ).with_args(minion=minion, n=self.intercept)
        if self.anywhere:
            return QT_TRANSLATE_NOOP(
                "vtes", "{minion} attempts to block, whoever the action is aimed at"
            ).with_args(minion=minion)
        return QT_TRANSLATE_NOOP("vtes", "{minion} unlocks and attempts to block").with_args(
            minion=minion
        )


@kind
class BurnToUnlock(Step, frozen=True, tag="burn_to_unlock"):
    """The locked reacting vampire burns ``blood`` to unlock."""

    blood: int = 1
    need: tuple[str, ...] = ()

    def can(self, ctx: Ctx) -> Message | None:
        card = ctx.minion
        if card is None or not card.locked:
            return QT_TRANSLATE_NOOP("vtes", "Only a locked minion does that.")
        if card.counters.get("blood", 0) < self.blood:
            return QT_TRANSLATE_NOOP("vtes", "{minion} has not enough blood.").with_args(
                minion=ci.name(card)
            )
        return _unmet(ctx, self.need)

    def apply(self, ctx: Ctx) -> None:
        card = ctx.minion
        if card is None:
            return
        _burn_blood(ctx, card, self.blood)
        _unlock(ctx, card)

    def words(self, ctx: Ctx) -> Message:
        name = ci.name(ctx.minion) if ctx.minion is not None else "…"
        return QT_TRANSLATE_NOOP("vtes", "{minion} burns {n} blood to unlock").with_args(
            minion=name, n=self.blood
        )


# -- intercept, bleeds, stealth ----------------------------------------------------------------


@kind
class InterceptPlus(Intercept, frozen=True, tag="intercept_plus"):
    """+``n`` intercept for the blocking reacting minion, ``plus`` more when ``plus_when``
    holds ("an additional +1 intercept if the acting minion is titled"); ``blocker``: for
    whichever minion of the player blocks (``need`` says which, e.g. an Anarch)."""

    plus: int = 0
    plus_when: str = ""
    blocker: bool = False
    need: tuple[str, ...] = ()

    def _n(self, ctx: Ctx) -> int:
        return self.n + (self.plus if self.plus_when and holds(ctx, self.plus_when) else 0)

    def command(self, ctx: Ctx) -> C.Command:
        return K.Modify(seat=ctx.seat, what=K.INTERCEPT, delta=self._n(ctx), card=ctx.card.id)

    def fits(self, ctx: Ctx) -> Message | None:
        action = _action(ctx)
        if action is None:
            return _NO_ACTION
        blocker = ctx.state.cards.get(action["blocker"]) if action["blocker"] is not None else None
        if self.blocker and blocker is not None and blocker.controller == ctx.seat:
            unmet = _unmet_for(ctx, blocker, self.need)
            if unmet is not None:
                return unmet
            ctx = Ctx(ctx.state, ctx.seat, ctx.card, blocker, ctx.superior)
        elif (unmet := _unmet(ctx, self.need)) is not None:
            return unmet
        return super().fits(ctx)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "+{n} intercept").with_args(n=self._n(ctx))


def _unmet_for(ctx: Ctx, minion: Card, need: tuple[str, ...]) -> Message | None:
    return _unmet(Ctx(ctx.state, ctx.seat, ctx.card, minion, ctx.superior), need)


@kind
class ReduceBleed(Reduce, frozen=True, tag="reduce_bleed"):
    """A bleed against the player reduced by ``n`` (``to_zero``: to 0, the acting minion
    may still increase it afterwards)."""

    to_zero: bool = False
    need: tuple[str, ...] = ()

    def _n(self, ctx: Ctx) -> int:
        action = _action(ctx)
        if self.to_zero:
            return max(0, action["amount"]) if action is not None else 0
        return self.n

    def command(self, ctx: Ctx) -> C.Command:
        return K.Modify(seat=ctx.seat, what=K.AMOUNT, delta=-self._n(ctx), card=ctx.card.id)

    def fits(self, ctx: Ctx) -> Message | None:
        why = _unmet(ctx, self.need) or super().fits(ctx)
        if why is None and self._n(ctx) < 1:
            return QT_TRANSLATE_NOOP("vtes", "The bleed is already 0: there is nothing to reduce.")
        return why

    def words(self, ctx: Ctx) -> Message:
        if self.to_zero:
            return QT_TRANSLATE_NOOP("vtes", "the bleed against you drops to 0")
        return super().words(ctx)


@kind
class RedirectBleed(Redirect, frozen=True, tag="redirect_bleed"):
    """A bleed against the player redirected (``to="predators_predator"``: only to the
    predator's predator)."""

    to: str = "other"
    need: tuple[str, ...] = ()

    def aims(self, ctx: Ctx) -> list[int]:
        seats = super().aims(ctx)
        if self.to == "predators_predator":
            mine = predator(ctx.state, ctx.seat)
            up = predator(ctx.state, mine) if mine is not None else None
            return [s for s in seats if s == up]
        return seats

    def fits(self, ctx: Ctx) -> Message | None:
        return _unmet(ctx, self.need) or super().fits(ctx)


@kind
class StealthToZero(Step, frozen=True, tag="stealth_to_zero"):
    """The acting minion's stealth drops to 0 (it may still increase it)."""

    def can(self, ctx: Ctx) -> Message | None:
        action = _action(ctx)
        if action is None or action["stage"] not in ("block", "attempt"):
            return QT_TRANSLATE_NOOP("vtes", "Stealth counts only until the action is blocked.")
        return None

    def apply(self, ctx: Ctx) -> None:
        action = _action(ctx)
        if action is None:
            return
        action["stealth"] = 0
        ctx.events.append(
            E.ModuleEvent(seat=ctx.seat, key="re_stealth_zero", args={"cause": ctx.card.catalog})
        )

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "the acting minion's stealth drops to 0")


# -- votes, the combat after a block -------------------------------------------------------------


@kind
class CastVotes(EngineStep, frozen=True, tag="cast_votes"):
    """``n`` votes of the reacting vampire cast on ``side`` of the referendum."""

    n: int = 1
    side: str = "for"
    need: tuple[str, ...] = ()

    def command(self, ctx: Ctx) -> C.Command:
        return K.Vote(seat=ctx.seat, side=self.side, source="card", card=ctx.card.id, votes=self.n)

    def fits(self, ctx: Ctx) -> Message | None:
        from ...politics import may_vote

        if rules(ctx.state)["referendum"] is None or not may_vote(ctx.state, ctx.seat):
            return QT_TRANSLATE_NOOP("vtes", "Votes are cast in the polling step of a referendum.")
        return _unmet(ctx, self.need)

    def words(self, ctx: Ctx) -> Message:
        if self.side == "for":
            return QT_TRANSLATE_NOOP("vtes", "{n} votes for the referendum").with_args(n=self.n)
        return QT_TRANSLATE_NOOP("vtes", "{n} votes against the referendum").with_args(n=self.n)


@kind
class ForTheCombat(Step, frozen=True, tag="for_the_combat"):
    """Played before a block: if this vampire blocks, the card's effect (its text: damage
    prevented, a strike, a maneuver) stays available in the first round of the resulting
    combat, or the whole combat for a maneuver (``what``: "prevent", "combat_ends" or
    "maneuver").  Applied by :func:`carry_into_combat` when the block succeeds."""

    what: str = "prevent"

    @property
    def whole_combat(self) -> bool:
        """A maneuver is kept for the whole combat, the others for its first round."""
        return self.what == "maneuver"

    def apply(self, ctx: Ctx) -> None:  # see carry_into_combat
        return None

    def words(self, ctx: Ctx) -> Message:
        return _FOR_COMBAT.get(self.what, _FOR_COMBAT["prevent"])


_FOR_COMBAT: dict[str, Message] = {
    "maneuver": QT_TRANSLATE_NOOP("vtes", "if this vampire blocks: 1 optional maneuver"),
    "prevent": QT_TRANSLATE_NOOP(
        "vtes", "if this vampire blocks: prevent 1 damage in the first round"
    ),
    "combat_ends": QT_TRANSLATE_NOOP(
        "vtes", "if this vampire blocks: strike: combat ends in the first round"
    ),
}


def carry_into_combat(state: State, blocker: Card, out: list[E.Event]) -> None:
    """The block succeeded and combat began: the reactions the blocker played this action
    with a ``for_the_combat`` step stay the named source of their effect in this round (or
    this combat), open to their player until it ends."""
    from ..run import script

    for rec in list(played.records(state)):
        if rec["minion"] != blocker.id or not rec["hand"] or rec["scope"] != "action":
            continue
        s = script(rec["catalog"], rec["superior"])
        steps = [step for step in s.play if isinstance(step, ForTheCombat)] if s else []
        card = state.cards.get(rec["card"])
        if not steps or card is None:
            continue
        scope: Scope = "combat" if steps[0].whole_combat else "round"
        kept = played.remember(
            state, rec["seat"], card, blocker, superior=rec["superior"], scope=scope
        )
        kept["kept"] = True
        out.append(
            E.ModuleEvent(
                seat=rec["seat"],
                key="re_for_combat",
                args={"cause": rec["catalog"], "minion": blocker.catalog or ""},
            )
        )
