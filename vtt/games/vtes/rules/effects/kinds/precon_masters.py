"""Steps of the master cards of the other preconstructed decks (:file:`precon_masters.json`):
a vampire filled up to its capacity (Giant's Blood), blood moved from a vampire to its
controller's pool (Minion Tap), a vampire of capacity 8 or more removed from the game for
pool unless its controller pays to cancel it (Golconda: Inner Peace), cards drawn and the
hand discarded down afterward (Fragment of the Book of Nod), the +1 hunt of a location
for its controller's Sabbat vampires (The Hungry Coyote), and the second round's: bonuses
to a clan's minions and a vote penalty (Gangrel Revel, New Carthage), actions a card on a
vampire forbids (Depravity), a referendum passed without polling (Día de los Muertos),
counters grown or kept from a bleed and spent as a vampire's votes (Powerbase: Madrid,
Alamut).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any, cast

from ......core import events as E
from ......core.messages import QT_TRANSLATE_NOOP, Message
from ......core.model import Card, State
from ......core.table import move_card
from ....layout import READY, REMOVED, zone
from ... import asks, hand, hand_size, tokens
from ... import cardinfo as ci
from ...contests import has_title
from ...data import UNLOCK, rules, zone_of
from ...records import Action, Ask, Lasting
from ...wording import Words
from ..conditions import condition
from ..log import texts
from ..selectors import SELECTORS, chosen, selector
from ..standing import Bonus
from ..steps import Aim, Ctx, Step, kind
from .combat_steps import Press
from .masters_b import ActAgainstThis

texts(
    {
        "pm_removed": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {minion} is removed from the game; {seat} gains {n} pool."
        ),
        "pm_cancelled": QT_TRANSLATE_NOOP(
            "vtes", "{seat} burns {n} pool to cancel {cause} as it is played."
        ),
        "pm_not_cancelled": QT_TRANSLATE_NOOP("vtes", "{seat} lets {cause} be played."),
    }
)


# -- selectors and conditions ----------------------------------------------------------------


def _vampires_in_play(ctx: Ctx) -> list[Card]:
    return [*SELECTORS["ready_vampire"](ctx), *SELECTORS["torpid_vampire"](ctx)]


@selector("pm_vampire_in_play")
def _any_vampire(ctx: Ctx) -> list[Card]:
    """Every vampire in play, ready or in torpor ("Choose a vampire")."""
    return _vampires_in_play(ctx)


@selector("pm_own_vampire")
def _own_vampire(ctx: Ctx) -> list[Card]:
    """The player's vampires, ready or in torpor ("a vampire you control")."""
    return [c for c in _vampires_in_play(ctx) if c.controller == ctx.seat]


@selector("pm_capacity_8_vampire")
def _big_vampire(ctx: Ctx) -> list[Card]:
    """Every vampire in play with capacity 8 or more (its capacity now: masters on it
    count)."""
    return [c for c in _vampires_in_play(ctx) if ci.capacity_now(ctx.state, c) >= 8]


@condition("pm_own_sabbat")
def _own_sabbat(ctx: Ctx, _: str) -> bool:
    """The minion is a Sabbat vampire controlled by the controller of the card giving the
    bonus ("Sabbat vampires you control")."""
    minion = ctx.minion
    rec = ci.record(minion) if minion is not None else None
    return (
        minion is not None
        and rec is not None
        and ci.is_vampire(minion)
        and rec.sect == "Sabbat"
        and minion.controller is not None
        and minion.controller == ctx.card.controller
    )


# -- steps -----------------------------------------------------------------------------------


def _name(card: Card | None) -> str:
    return ci.name(card) if card is not None else "…"


class _Aimed(Step, frozen=True):
    """A step aimed at one card of the set ``among``."""

    among: str = "pm_vampire_in_play"

    def aiming(self) -> Aim:
        return "card"

    def aims(self, ctx: Ctx) -> list[int]:
        return chosen(ctx, self.among)

    def target(self, ctx: Ctx) -> Card | None:
        return ctx.state.cards.get(ctx.target_card) if ctx.target_card is not None else None


def _missing(ctx: Ctx, card: Card | None) -> int:
    """How much blood ``card`` lacks to reach its capacity now."""
    if card is None:
        return 0
    return max(0, ci.capacity_now(ctx.state, card) - card.counters.get("blood", 0))


@kind
class FillToCapacity(_Aimed, frozen=True, tag="pm_fill_to_capacity"):
    """The vampire aimed at gains blood from the bank up to its capacity (Giant's Blood)."""

    def apply(self, ctx: Ctx) -> None:
        card = self.target(ctx)
        n = _missing(ctx, card)
        if card is None or n == 0:
            return
        why = {"cause": ctx.card.catalog}
        tokens.add_counter(ctx.state, card, "blood", n, ctx.events, ctx.seat, "fx_blood", **why)

    def words(self, ctx: Ctx) -> Message:
        card = self.target(ctx)
        return QT_TRANSLATE_NOOP("vtes", "{minion} gains {n} blood, up to its capacity").with_args(
            minion=_name(card), n=_missing(ctx, card)
        )


@kind
class TapBlood(_Aimed, frozen=True, tag="pm_tap_blood"):
    """``n`` blood moved from the vampire aimed at (one the player controls) to the
    player's pool (Minion Tap's "any amount": each amount is its own alternative)."""

    among: str = "pm_own_vampire"
    n: int = 1

    def can(self, ctx: Ctx) -> Message | None:
        card = self.target(ctx)
        if card is not None and card.counters.get("blood", 0) < self.n:
            return QT_TRANSLATE_NOOP("vtes", "The vampire does not have that much blood.")
        return None

    def apply(self, ctx: Ctx) -> None:
        card = self.target(ctx)
        assert card is not None
        why = {"cause": ctx.card.catalog}
        state, out = ctx.state, ctx.events
        tokens.add_counter(state, card, "blood", -self.n, out, ctx.seat, "fx_blood", **why)
        tokens.add_pool(state, ctx.seat, self.n, out, ctx.seat, "fx_pool", **why)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "move {n} blood from {minion} to your pool").with_args(
            n=self.n, minion=_name(self.target(ctx))
        )


#: the pool Golconda's cancel costs its target's controller
GOLCONDA_CANCEL = 2
#: the question asked of the controller of Golconda's vampire
_GOLCONDA = "pm_cancel_golconda"


@kind
class RemoveForCapacity(_Aimed, frozen=True, tag="pm_remove_for_capacity"):
    """The vampire aimed at (capacity 8 or more) is removed from the game and its
    controller gains pool equal to its capacity; another Methuselah controlling it is asked
    first whether they burn 2 pool to cancel the card as it is played (Golconda: Inner
    Peace)."""

    among: str = "pm_capacity_8_vampire"

    def apply(self, ctx: Ctx) -> None:
        card = self.target(ctx)
        assert card is not None and card.controller is not None
        if card.controller == ctx.seat:
            _remove_for_capacity(ctx.state, card, ctx.card.catalog or "", ctx.seat, ctx.events)
            return
        asks.push(
            ctx.state, card.controller, _GOLCONDA, ctx.card.catalog or "", ctx.seat, card=card.id
        )

    def words(self, ctx: Ctx) -> Message:
        card = self.target(ctx)
        n = ci.capacity_now(ctx.state, card) if card is not None else 0
        return QT_TRANSLATE_NOOP(
            "vtes",
            "remove {minion} from the game, its controller gains {n} pool"
            " (they may burn 2 pool to cancel it)",
        ).with_args(minion=_name(card), n=n)


def _remove_for_capacity(state: State, card: Card, cause: str, actor: int, out: list[E.Event]):
    """``card`` out of the game (the cards on it burned), its controller gaining pool equal
    to its capacity as it was."""
    seat = card.controller if card.controller is not None else actor
    n = ci.capacity_now(state, card)
    for rider in [c for c in state.cards.values() if c.attached_to == card.id]:
        hand.burn(state, rider, out, actor)
    owner = card.owner if card.owner is not None else seat
    tokens.drop_counters(state, card)
    out.append(move_card(state, card, state.zones[zone(owner, REMOVED)], face_up=True, seat=actor))
    tokens.add_pool(state, seat, n, out, actor, "fx_pool", cause=cause)
    args = {"cause": cause, "minion": card.catalog or "", "seat": seat, "n": n}
    out.append(E.ModuleEvent(seat=actor, key="pm_removed", args=args))


def _golconda_answers(state: State, ask: Ask) -> list[tuple[int, int | None]]:
    vampire = state.cards.get(ask.get("card") or -1)
    if vampire is None or vampire.controller != ask["seat"]:
        return []
    if not (ci.in_ready(state, vampire) or ci.in_torpor(state, vampire)):
        return []
    pool = state.seats[ask["seat"]].counters.get("pool", 0)
    return [(0, None), (1, None)] if pool >= GOLCONDA_CANCEL else [(0, None)]


def _golconda_answer(state: State, ask: Ask, choice: int, _: int | None, out: list[E.Event]):
    seat, cause = ask["seat"], ask["catalog"]
    if choice == 1:
        tokens.add_pool(state, seat, -GOLCONDA_CANCEL, out, seat, "fx_pool", cause=cause)
        args = {"seat": seat, "cause": cause, "n": GOLCONDA_CANCEL}
        out.append(E.ModuleEvent(seat=seat, key="pm_cancelled", args=args))
        return
    out.append(
        E.ModuleEvent(seat=seat, key="pm_not_cancelled", args={"seat": seat, "cause": cause})
    )
    vampire = state.cards[ask.get("card") or -1]
    _remove_for_capacity(state, vampire, cause, ask["by"], out)


def _golconda_words(w: Words, ask: Ask, choice: int, _: int | None) -> Message:
    name = w.module.card_name(ask["catalog"], w.language)
    if choice == 1:
        return QT_TRANSLATE_NOOP("vtes", "Burn {n} pool to cancel {card}").with_args(
            n=GOLCONDA_CANCEL, card=name
        )
    return QT_TRANSLATE_NOOP("vtes", "Let {card} be played").with_args(card=name)


asks.kind(_GOLCONDA, asks.AskKind(_golconda_answers, _golconda_answer, _golconda_words))


@kind
class DrawThenDiscardDown(Step, frozen=True, tag="pm_draw_discard_down"):
    """The player draws ``n`` cards, then owes the discards that bring the hand back down to
    its size (the stage "hand", ``vtes_hand_down``)."""

    n: int = 2

    def apply(self, ctx: Ctx) -> None:
        drawn = 0
        while drawn < self.n and hand.draw(ctx.state, ctx.seat, ctx.events):
            drawn += 1
        args = {"cause": ctx.card.catalog or "", "seat": ctx.seat, "n": drawn}
        ctx.events.append(E.ModuleEvent(seat=ctx.seat, key="fx_drew", args=args))
        held = len(zone_of(ctx.state, ctx.seat, "hand").cards)
        over = held - hand_size.size(ctx.state, ctx.seat)
        hand_size.owe(ctx.state, ctx.seat, over, "ash", ctx.card.catalog or "")

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes", "draw {n} cards, then discard down to your hand size"
        ).with_args(n=self.n)


# -- Secure Haven: a minion out of the other Methuselahs' actions' reach ----------------------


#: the first line of a haven's text says so ("Unique location. Haven.", "Equipment. Haven.")
_HAVEN = re.compile(r"\bhaven\.", re.IGNORECASE)


def _is_haven(card: Card) -> bool:
    rec = ci.record(card)
    return rec is not None and _HAVEN.search(rec.text.split("\n", 1)[0]) is not None


@condition("pm_no_other_haven")
def _no_other_haven(ctx: Ctx, _: str) -> bool:
    """The minion the card goes on has no haven yet ("A minion can have only one haven")."""
    minion = ctx.minion
    if minion is None:
        return False
    return not any(_is_haven(c) for c in ci.riders(ctx.state, minion) if c.id != ctx.card.id)


@kind
class Haven(Step, frozen=True, tag="pm_haven"):
    """While on a minion: it cannot be the target of other Methuselahs' actions
    (:func:`haven_refusal`, read where an action is declared and offered), and master cards
    aimed at it or put on it cost 1 more pool (:func:`haven_surcharge`)."""

    def apply(self, ctx: Ctx) -> None:  # read by the functions below
        return None

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes",
            "the minion cannot be the target of other Methuselahs' actions;"
            " master cards targeting it cost 1 more pool",
        )


def _in_haven(state: State, minion: Card) -> bool:
    from ..run import automated

    for card in ci.riders(state, minion):
        entry = automated(card.catalog) if card.face_up and card.catalog else None
        scripts = (entry.any, entry.inferior, entry.superior) if entry is not None else ()
        if any(isinstance(s, Haven) for script in scripts if script for s in script.in_play):
            return True
    return False


def haven_refusal(state: State, seat: int, aim: Card | None) -> Message | None:
    """Why ``seat``'s minion may not take an action at ``aim`` (a minion of another
    Methuselah in its haven), else None."""
    if aim is None or aim.controller in (None, seat) or not _in_haven(state, aim):
        return None
    return QT_TRANSLATE_NOOP(
        "vtes", "{minion} cannot be the target of other Methuselahs' actions."
    ).with_args(minion=ci.name(aim))


#: what a haven adds to the cost of a master card targeting its minion
HAVEN_SURCHARGE = 1


def haven_surcharge(state: State, aims: list[int | None]) -> int:
    """The pool a master card aimed at (or put on) the cards ``aims`` costs more: 1 for a
    minion in its haven."""
    cards = [state.cards.get(a) for a in aims if a is not None]
    return HAVEN_SURCHARGE if any(c is not None and _in_haven(state, c) for c in cards) else 0


# -- WMRH Talk Radio: +1 intercept, 1 pool burned if that minion does not block -------------

#: the action's lasting term (``action["lasting"]``): the minion given intercept, and in
#: ``n`` the id of the card whose controller burns 1 pool unless that minion blocks
_BURN_UNLESS_BLOCKS = "pm_burn_unless_blocks"

texts(
    {
        "pm_burned_unless_blocks": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {minion} did not block; {seat} burns 1 pool."
        )
    }
)


@kind
class BurnUnlessBlocks(Step, frozen=True, tag="pm_burn_unless_blocks"):
    """The minion attempting to block (given intercept by this card's step before) is
    remembered for the action: if it does not block, the player burns 1 pool after the
    action resolves (:func:`after_action`)."""

    def can(self, ctx: Ctx) -> Message | None:
        action = rules(ctx.state)["action"]
        if action is None or action["blocker"] is None:
            return QT_TRANSLATE_NOOP("vtes", "No minion is attempting to block.")
        return None

    def apply(self, ctx: Ctx) -> None:
        action = rules(ctx.state)["action"]
        assert action is not None
        term: Lasting = {
            "what": _BURN_UNLESS_BLOCKS,
            "catalog": ctx.card.catalog or "",
            "n": ctx.card.id,
            "minion": action["blocker"],
        }
        action.setdefault("lasting", []).append(term)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes", "if that minion does not block, burn 1 pool after the action resolves"
        )


def after_action(state: State, action: Action, out: list[E.Event], *, blocked: bool) -> None:
    """The action resolved (``blocked``: by its blocker): each card whose minion given
    intercept did not block makes its controller burn 1 pool."""
    blocker = action["blocker"] if blocked else None
    for term in action.get("lasting", []):
        if term["what"] != _BURN_UNLESS_BLOCKS or term["minion"] == blocker:
            continue
        card = state.cards.get(term["n"])
        seat = card.controller if card is not None else None
        if seat is None or state.seats[seat].out:
            continue
        tokens.add_pool(state, seat, -1, out, seat, "fx_pool", cause=term["catalog"])
        minion = state.cards.get(term["minion"]) if term["minion"] is not None else None
        args = {"cause": term["catalog"], "minion": minion.catalog if minion else "", "seat": seat}
        out.append(E.ModuleEvent(seat=seat, key="pm_burned_unless_blocks", args=args))


# -- Charisma: recruit ally actions cost its vampire less ------------------------------------


@kind
class RecruitCheaper(Step, frozen=True, tag="pm_recruit_cheaper"):
    """While on a vampire: the allies it recruits cost it ``n`` blood or pool less (the
    one the ally costs), read where the cost is checked and paid (:func:`recruit_discount`)."""

    n: int = 1

    def apply(self, ctx: Ctx) -> None:  # read by :func:`recruit_discount`
        return None

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes", "recruit ally actions cost this vampire {n} blood or pool less"
        ).with_args(n=self.n)


def recruit_discount(state: State, payer: Card | None, card: Card, x: int = 0) -> tuple[int, int]:
    """The ``(pool, blood)`` less ``payer`` pays for the ally ``card`` it recruits (the
    cards on it that say so), never below nothing."""
    from ..run import automated

    if payer is None or "Ally" not in ci.types(card):
        return 0, 0
    less = 0
    for rider in ci.riders(state, payer):
        entry = automated(rider.catalog) if rider.face_up and rider.catalog else None
        script = entry.any if entry is not None else None
        for step in script.in_play if script is not None else ():
            if isinstance(step, RecruitCheaper):
                less += step.n
    if not less:
        return 0, 0
    pool, blood = ci.cost(card, x)
    return (min(less, pool), 0) if pool else (0, min(less, blood))


# -- Mob Connections: a press to continue combat for a minion of the player's ---------------


@selector("pm_own_combatant")
def _own_combatant(ctx: Ctx) -> list[Card]:
    """The player's minion in the combat under way."""
    combat = rules(ctx.state)["combat"]
    if combat is None:
        return []
    found = [ctx.state.cards.get(combat[side]) for side in ("a", "b")]
    return [c for c in found if c is not None and c.controller == ctx.seat]


@kind
class PressFor(_Aimed, frozen=True, tag="pm_press_for"):
    """The minion aimed at (one of the player's in combat) presses, only usable to continue
    combat (the engine's press, :class:`.combat_steps.Press`)."""

    among: str = "pm_own_combatant"

    def _press(self, ctx: Ctx) -> tuple[Press, Ctx]:
        return Press(to_continue=True), replace(ctx, minion=self.target(ctx))

    def can(self, ctx: Ctx) -> Message | None:
        press, aimed = self._press(ctx)
        return press.can(aimed) if aimed.minion is not None else None

    def apply(self, ctx: Ctx) -> None:
        press, aimed = self._press(ctx)
        press.apply(aimed)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "{minion} gets a press to continue combat").with_args(
            minion=_name(self.target(ctx))
        )


# -- The Rumor Mill: the vampire attempting to block may burn 1 blood for +1 intercept ------

#: the question asked of the chosen vampire's controller
_RUMOR = "pm_intercept_for_blood"
#: stealth and intercept are given only when needed (V-STL-03)
_NOT_NEEDED = QT_TRANSLATE_NOOP(
    "vtes", "Stealth and intercept are played only when they are needed."
)


def _attempting_vampire(state: State) -> Card | None:
    action = rules(state)["action"]
    blocker = action["blocker"] if action is not None and action["stage"] == "attempt" else None
    card = state.cards.get(blocker) if blocker is not None else None
    return card if card is not None and ci.is_vampire(card) else None


@selector("pm_blocking_vampire")
def _blocking_vampire(ctx: Ctx) -> list[Card]:
    """The vampire attempting to block the action under way (anyone's)."""
    card = _attempting_vampire(ctx.state)
    return [card] if card is not None else []


@kind
class InterceptForBlood(_Aimed, frozen=True, tag="pm_intercept_for_blood"):
    """The vampire chosen (the one attempting to block, when intercept is needed) may burn
    1 blood for +1 intercept in this action: its controller is asked (``vtes_answer``)."""

    among: str = "pm_blocking_vampire"

    def can(self, ctx: Ctx) -> Message | None:
        action = rules(ctx.state)["action"]
        if action is None or action["stealth"] <= action["intercept"]:
            return _NOT_NEEDED
        return None

    def apply(self, ctx: Ctx) -> None:
        card = self.target(ctx)
        assert card is not None and card.controller is not None
        asks.push(
            ctx.state, card.controller, _RUMOR, ctx.card.catalog or "", ctx.seat, card=card.id
        )

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "{minion} may burn 1 blood for +1 intercept").with_args(
            minion=_name(self.target(ctx))
        )


def _rumor_answers(state: State, ask: Ask) -> list[tuple[int, int | None]]:
    vampire = _attempting_vampire(state)
    if vampire is None or vampire.id != ask.get("card") or vampire.controller != ask["seat"]:
        return []
    return [(0, None), (1, None)] if vampire.counters.get("blood", 0) >= 1 else [(0, None)]


def _rumor_answer(state: State, ask: Ask, choice: int, _: int | None, out: list[E.Event]):
    if choice != 1:
        return
    vampire = state.cards[ask.get("card") or -1]
    action = rules(state)["action"]
    assert action is not None
    seat, cause = ask["seat"], ask["catalog"]
    tokens.add_counter(state, vampire, "blood", -1, out, seat, "fx_blood", cause=cause)
    action["intercept"] += 1
    args = {"cause": cause, "n": 1, "value": action["intercept"]}
    out.append(E.ModuleEvent(seat=seat, key="ma_intercept", args=args))


def _rumor_words(w: Words, ask: Ask, choice: int, _: int | None) -> Message:
    if choice == 1:
        return QT_TRANSLATE_NOOP("vtes", "Burn 1 blood from {minion} for +1 intercept").with_args(
            minion=w.card(ask.get("card"))
        )
    return QT_TRANSLATE_NOOP("vtes", "Burn no blood")


asks.kind(_RUMOR, asks.AskKind(_rumor_answers, _rumor_answer, _rumor_words))


# -- Black Forest Base: a referendum only a Sabbat vampire calls, once each turn -----------

#: the ``rules`` key: per card in play (id as text), the turn a referendum was last called
#: against it
_CALLED = "pm_referendum_called"


@kind
class ReferendumBy(Step, frozen=True, tag="pm_referendum_by"):
    """While in play: the referendum its ``passed`` steps describe is called only by a
    vampire of ``sect``, once each turn (:func:`referendum_refusal`, read where the political
    action is declared and offered)."""

    sect: str

    def apply(self, ctx: Ctx) -> None:  # read by :func:`referendum_refusal`
        return None

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes", "once each turn, a {sect} vampire can call its referendum"
        ).with_args(sect=self.sect)


def _referendum_terms(card: Card) -> ReferendumBy | None:
    from ..run import automated

    entry = automated(card.catalog) if card.face_up and card.catalog else None
    script = entry.any if entry is not None else None
    found = [s for s in script.in_play if isinstance(s, ReferendumBy)] if script else []
    return found[0] if found else None


def _called(state: State) -> dict[str, int]:
    return cast(dict[str, Any], rules(state)).setdefault(_CALLED, {})


def referendum_refusal(state: State, minion: Card, aim: Card) -> Message | None:
    """Why ``minion`` may not call a referendum against ``aim`` in play now (None: it may)."""
    terms = _referendum_terms(aim)
    if terms is None:
        return None
    rec = ci.record(minion)
    if rec is None or not ci.is_vampire(minion) or rec.sect != terms.sect:
        return QT_TRANSLATE_NOOP(
            "vtes", "Only a {sect} vampire can call that referendum."
        ).with_args(sect=terms.sect)
    if _called(state).get(str(aim.id)) == rules(state)["turns"]:
        return QT_TRANSLATE_NOOP("vtes", "That referendum is called once each turn.")
    return None


def note_referendum_called(state: State, aim: Card) -> None:
    """A political action against ``aim`` in play was declared: its once-each-turn is used."""
    if _referendum_terms(aim) is not None:
        _called(state)[str(aim.id)] = rules(state)["turns"]


def _changeling_ally(card: Card) -> bool:
    rec = ci.record(card)
    head = rec.text.split("\n", 1)[0].casefold() if rec is not None else ""
    return rec is not None and "Ally" in rec.types and "changeling" in head


@kind
class ChangelingActsAgainstThis(ActAgainstThis, frozen=True, tag="pm_changeling_acts_against_this"):
    """Only a Changeling ally (of another Methuselah, with ``others``) takes the action
    against this card ("Changeling allies can burn this location as a (D) action")."""

    def can(self, ctx: Ctx) -> Message | None:
        if ctx.minion is None or not _changeling_ally(ctx.minion):
            return QT_TRANSLATE_NOOP("vtes", "That minion cannot take this action.")
        return super().can(ctx)


def referendum_words(state: Any, seat: int, aim: Any, language: str) -> str | None:
    """What the referendum called against ``aim`` does if it passes, in ``language`` ("gain
    2 pool"), for a card whose referendum is not the plain "burn this card" (None: it is)."""
    from ......core.messages import localised
    from ..run import script

    if aim is None or _referendum_terms(aim) is None:
        return None
    s = script(aim.catalog, False)
    if s is None:
        return None
    ctx = Ctx(state, seat, aim, None)
    return "; ".join(localised(step.words(ctx), language) for step in s.passed)


# -- Gangrel Revel, New Carthage: what a card in play gives to minions of a clan -------------


def _of_clan(card: Card | None, clan: str) -> bool:
    rec = ci.record(card) if card is not None else None
    return rec is not None and (rec.clan == clan or clan in rec.clans)


@condition("pm_own_clan")
def _own_clan(ctx: Ctx, clan: str) -> bool:
    """The minion is of ``clan`` and controlled by the controller of the card giving the
    bonus ("Gangrel you control")."""
    minion = ctx.minion
    return (
        minion is not None
        and _of_clan(minion, clan)
        and minion.controller is not None
        and minion.controller == ctx.card.controller
    )


@condition("pm_titled_clan")
def _titled_clan(ctx: Ctx, clan: str) -> bool:
    """The minion is a vampire of ``clan`` holding its title ("Titled Brujah")."""
    minion = ctx.minion
    rec = ci.record(minion) if minion is not None else None
    return (
        minion is not None
        and rec is not None
        and bool(rec.title)
        and _of_clan(minion, clan)
        and has_title(ctx.state, minion)
    )


@kind
class Fewer(Bonus, frozen=True, tag="pm_fewer"):
    """While in play: ``n`` votes less for every vampire for which ``to`` holds ("Ventrue
    get -1 vote"), read where the engine counts a vampire's votes (never below 0)."""

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.what != "votes":
            raise ValueError(f"pm_fewer lowers votes, not {self.what!r}")

    def amount(self, ctx: Ctx) -> int:
        return -self.n

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "-{n} votes").with_args(n=self.n)


@kind
class NotClanActsAgainstThis(ActAgainstThis, frozen=True, tag="pm_not_clan_acts_against_this"):
    """Every minion but those of ``not_clan`` takes the action against this card
    ("Non-Ravnos minions can burn this card as a (D) action")."""

    not_clan: str = ""

    def can(self, ctx: Ctx) -> Message | None:
        if ctx.minion is not None and _of_clan(ctx.minion, self.not_clan):
            return QT_TRANSLATE_NOOP("vtes", "That minion cannot take this action.")
        return super().can(ctx)


# -- Depravity: a vampire that cannot take some kinds of action ------------------------------


@kind
class CannotAct(Step, frozen=True, tag="pm_cannot_act"):
    """While on a minion: it cannot take the actions of ``kinds`` ("cannot recruit allies
    or employ retainers": ``["recruit", "employ"]``), neither offered nor accepted
    (:func:`action_kind_refusal`, read where an action is declared and offered)."""

    kinds: tuple[str, ...] = ()

    def apply(self, ctx: Ctx) -> None:  # read by :func:`action_kind_refusal`
        return None

    def words(self, ctx: Ctx) -> Message:
        if set(self.kinds) == {"recruit", "employ"}:
            return QT_TRANSLATE_NOOP(
                "vtes", "this vampire cannot recruit allies or employ retainers"
            )
        return QT_TRANSLATE_NOOP("vtes", "this minion cannot take some actions")


def action_kind_refusal(state: State, minion: Card, kind_of_action: str) -> Message | None:
    """Why ``minion`` may not take an action of ``kind_of_action`` (a card on it forbids
    it: Depravity), else None."""
    from ..standing import in_play_steps

    for card, step in in_play_steps(state, minion):
        if isinstance(step, CannotAct) and kind_of_action in step.kinds:
            return QT_TRANSLATE_NOOP(
                "vtes", "{card} says {minion} cannot take that action."
            ).with_args(card=ci.name(card), minion=ci.name(minion))
    return None


# -- Día de los Muertos: a Sabbat vampire's first referendum this turn passes at once --------

# the ``rules`` key: per seat (as text), the turn its Día de los Muertos was played, until
# a Sabbat vampire it controls calls a referendum that turn
_DIA = "pm_dia_de_los_muertos"

texts(
    {
        "pm_passes_at_once": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: the referendum {minion} calls passes without polling."
        )
    }
)


def _dia(state: State) -> dict[str, list[Any]]:
    return cast(dict[str, Any], rules(state)).setdefault(_DIA, {})


@kind
class FirstReferendumPasses(Step, frozen=True, tag="pm_first_referendum_passes"):
    """The first referendum a Sabbat vampire the player controls calls this turn passes
    without polling (:func:`passes_at_once`, read as a political action calls its
    referendum)."""

    def apply(self, ctx: Ctx) -> None:
        _dia(ctx.state)[str(ctx.seat)] = [rules(ctx.state)["turns"], ctx.card.catalog or ""]

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes",
            "the first referendum a Sabbat vampire you control calls this turn passes"
            " without polling",
        )


def passes_at_once(state: State, minion: Card, out: list[E.Event]) -> bool:
    """``minion`` has just called a referendum: True (and used up) when it is a Sabbat
    vampire whose controller played Día de los Muertos this turn and none of their Sabbat
    vampires called one since."""
    rec = ci.record(minion)
    seat = minion.controller
    if seat is None or rec is None or not ci.is_vampire(minion) or rec.sect != "Sabbat":
        return False
    played = _dia(state).get(str(seat))
    if played is None or played[0] != rules(state)["turns"]:
        return False
    del _dia(state)[str(seat)]
    args = {"cause": played[1], "minion": minion.catalog or ""}
    out.append(E.ModuleEvent(seat=seat, key="pm_passes_at_once", args=args))
    return True


# -- Powerbase: Madrid: counters grown in the unlock phase, spent as a vampire's votes -------

# the ``rules`` key: per card (id as text), the turn a counter was last added to it
_GROWN = "pm_counter_grown"
# the referendum's key: per vampire (id as text), the votes a card gave it in this one
_GIVEN = "pm_votes_given"


def _counters(card: Card) -> int:
    return card.counters.get(tokens.COUNTER, 0)


@kind
class GrowCounter(Step, frozen=True, tag="pm_grow_counter"):
    """Once in its controller's unlock phase, 1 counter more on the card if it has ``most``
    or fewer ("If this card has 3 or fewer counters during your unlock phase, you can add 1
    counter to it")."""

    most: int = 3

    def can(self, ctx: Ctx) -> Message | None:
        if rules(ctx.state)["phase"] != UNLOCK or ctx.state.turn.active != ctx.seat:
            return QT_TRANSLATE_NOOP("vtes", "That is done in your unlock phase.")
        if _counters(ctx.card) > self.most:
            return QT_TRANSLATE_NOOP("vtes", "The card has more than {n} counters.").with_args(
                n=self.most
            )
        grown = cast(dict[str, Any], rules(ctx.state)).get(_GROWN, {})
        if grown.get(str(ctx.card.id)) == rules(ctx.state)["turns"]:
            return QT_TRANSLATE_NOOP("vtes", "A counter was added to it in this unlock phase.")
        return None

    def apply(self, ctx: Ctx) -> None:
        card, turn = ctx.card, rules(ctx.state)["turns"]
        cast(dict[str, Any], rules(ctx.state)).setdefault(_GROWN, {})[str(card.id)] = turn
        why = {"cause": card.catalog or ""}
        tokens.set_counter(
            ctx.state,
            card,
            tokens.COUNTER,
            _counters(card) + 1,
            ctx.events,
            ctx.seat,
            "li_counters",
            **why,
        )

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "add 1 counter to {card}").with_args(
            card=ci.name(ctx.card)
        )


def _titled_sabbat(state: State, card: Card) -> bool:
    rec = ci.record(card)
    return rec is not None and rec.sect == "Sabbat" and bool(rec.title) and has_title(state, card)


@selector("pm_titled_sabbat_vampire")
def _titled_sabbat_vampires(ctx: Ctx) -> list[Card]:
    """Every ready titled Sabbat vampire (anyone's)."""
    return [c for c in SELECTORS["ready_vampire"](ctx) if _titled_sabbat(ctx.state, c)]


@kind
class CounterVotes(_Aimed, frozen=True, tag="pm_counter_votes"):
    """The vampire aimed at gets +1 vote in this referendum for each counter on the card
    (read where its votes are counted: :func:`counter_votes`); refused once it has cast
    them."""

    among: str = "pm_titled_sabbat_vampire"

    def can(self, ctx: Ctx) -> Message | None:
        ref = rules(ctx.state)["referendum"]
        if ref is None:
            return QT_TRANSLATE_NOOP("vtes", "Votes are cast in the polling of a referendum.")
        if f"vampire:{ctx.target_card}" in ref.get("sources", []):
            return QT_TRANSLATE_NOOP("vtes", "That vampire's votes are cast already.")
        return None

    def apply(self, ctx: Ctx) -> None:
        ref = rules(ctx.state)["referendum"]
        card = self.target(ctx)
        assert ref is not None and card is not None
        given = cast(dict[str, Any], ref).setdefault(_GIVEN, {})
        given[str(card.id)] = given.get(str(card.id), 0) + _counters(ctx.card)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "{minion} gets +{n} votes in this referendum").with_args(
            minion=_name(self.target(ctx)), n=_counters(ctx.card)
        )


def counter_votes(state: State, card: Card) -> int:
    """The votes cards gave ``card`` in the referendum under way (Powerbase: Madrid)."""
    ref = rules(state)["referendum"]
    given = cast(dict[str, Any], ref).get(_GIVEN, {}) if ref is not None else {}
    return int(given.get(str(card.id), 0))


@kind
class BurnCounters(Step, frozen=True, tag="pm_burn_counters"):
    """Every counter on the card is burned (the card stays in play)."""

    def apply(self, ctx: Ctx) -> None:
        card = ctx.card
        if card.controller is None or card.zone != zone(card.controller, READY):
            return  # gone from play by the time the action succeeded
        why = {"cause": card.catalog or ""}
        tokens.set_counter(
            ctx.state, card, tokens.COUNTER, 0, ctx.events, ctx.seat, "li_counters", **why
        )

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "burn every counter on {card}").with_args(
            card=ci.name(ctx.card)
        )


# -- Alamut: the pool a Banu Haqim's bleed takes kept on the card, spent as votes ------------

texts(
    {
        "pm_bled_pool_kept": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {n} counters on it for the pool {minion}'s bleed took."
        )
    }
)


@kind
class KeepBledPool(Step, frozen=True, tag="pm_keep_bled_pool"):
    """While in play: after a ``clan`` vampire its controller controls successfully bleeds
    a Methuselah, the pool that Methuselah lost goes on this card as counters
    (:func:`after_bleed`, read as the bleed resolves)."""

    clan: str

    def apply(self, ctx: Ctx) -> None:  # read by :func:`after_bleed`
        return None

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes", "the pool a {clan} of yours bleeds goes on this card"
        ).with_args(clan=self.clan)


def after_bleed(state: State, minion: Card, lost: int, out: list[E.Event]) -> None:
    """``minion``'s bleed has just made a Methuselah lose ``lost`` pool: each card of its
    controller's in play that keeps it (Alamut) gets that many counters."""
    from ..run import script

    seat = minion.controller
    if lost < 1 or seat is None:
        return
    for card_id in list(state.zones[zone(seat, READY)].cards):
        card = state.cards[card_id]
        s = script(card.catalog, False) if card.face_up and card.catalog else None
        for step in s.in_play if s is not None and card.attached_to is None else ():
            if isinstance(step, KeepBledPool) and _of_clan(minion, step.clan):
                value = _counters(card) + lost
                why = {"cause": card.catalog or ""}
                tokens.set_counter(
                    state, card, tokens.COUNTER, value, out, seat, "li_counters", **why
                )
                args = {**why, "n": lost, "minion": minion.catalog or ""}
                out.append(E.ModuleEvent(seat=seat, key="pm_bled_pool_kept", args=args))


@kind
class CountersForVotes(CounterVotes, frozen=True, tag="pm_counters_for_votes"):
    """``n`` counters burned from the card for +``n`` votes to the vampire aimed at (one the
    player controls) in the polling of a political action's referendum."""

    among: str = "pm_own_ready_vampire"
    n: int = 1

    def can(self, ctx: Ctx) -> Message | None:
        ref = rules(ctx.state)["referendum"]
        if ref is None or ref["blood_hunt"]:
            return QT_TRANSLATE_NOOP(
                "vtes", "That is done in the polling of a political action's referendum."
            )
        if _counters(ctx.card) < self.n:
            return QT_TRANSLATE_NOOP("vtes", "The card does not have that many counters.")
        return super().can(ctx)

    def apply(self, ctx: Ctx) -> None:
        ref = rules(ctx.state)["referendum"]
        card = self.target(ctx)
        assert ref is not None and card is not None
        why = {"cause": ctx.card.catalog or ""}
        value = _counters(ctx.card) - self.n
        tokens.set_counter(
            ctx.state, ctx.card, tokens.COUNTER, value, ctx.events, ctx.seat, "li_counters", **why
        )
        given = cast(dict[str, Any], ref).setdefault(_GIVEN, {})
        given[str(card.id)] = given.get(str(card.id), 0) + self.n

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes", "burn {n} counters for +{n} votes to {minion} in this referendum"
        ).with_args(n=self.n, minion=_name(self.target(ctx)))


@selector("pm_own_ready_vampire")
def _own_ready_vampire(ctx: Ctx) -> list[Card]:
    """The player's ready vampires ("a vampire you control", to vote)."""
    return [c for c in SELECTORS["ready_vampire"](ctx) if c.controller == ctx.seat]
