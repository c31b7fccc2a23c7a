"""Steps of master cards (the first half of the Fifth Edition starters' masters, A to O):
a location locked for its effect, a hunting ground's blood in the unlock phase, blood for
a vampire still in the uncontrolled region, stealth or intercept a location gives, Blood
Doll's blood moved, Family Gathering's look at the crypt, Archon Investigation's burned
bleeder, a combat card discarded for a bleed, and the transfers a location adds.

A *trait* names what a vampire must be for a card ("Anarch", "Gangrel", "Baron",
"vampire", "minion"): its clan, its sect, its title, or any vampire or minion
(:func:`has_trait`).  What a step remembers for the rest of the turn (which vampires fed
from a hunting ground) lives in ``state.data["ma_turn"]``, cleared when the turn changes.
"""

from __future__ import annotations

from typing import Any

from ......core import events as E
from ......core.messages import QT_TRANSLATE_NOOP, Message
from ......core.model import Card, State
from ......core.table import move_card
from ....layout import CRYPT, READY, TORPOR, UNCONTROLLED, zone
from ... import cardinfo as ci
from ... import commands as K
from ... import hand, played, tokens
from ...data import UNLOCK, rules
from ..conditions import condition
from ..log import texts
from ..selectors import hand_cards, selector
from ..standing import BONUS_WORDS
from ..steps import Aim, Ctx, Step, kind

texts(
    {
        "ma_locked_card": QT_TRANSLATE_NOOP("vtes", "{seat} locks {card}."),
        "ma_uncontrolled_blood": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: a {trait} in {seat}'s uncontrolled region gains 1 blood."
        ),
        "ma_stealth": QT_TRANSLATE_NOOP("vtes", "As {cause} says: +{n} stealth ({value})."),
        "ma_intercept": QT_TRANSLATE_NOOP("vtes", "As {cause} says: +{n} intercept ({value})."),
        "ma_crypt_drawn": QT_TRANSLATE_NOOP(
            "vtes",
            "As {cause} says: {seat} reveals {card} and moves it to the uncontrolled region.",
        ),
        "ma_crypt_bottom": QT_TRANSLATE_NOOP(
            "vtes",
            "As {cause} says: {seat} reveals {card} and moves it to the bottom of the crypt.",
        ),
        "ma_bleeder_burned": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {minion} is burned; the bleed does not succeed."
        ),
        "ma_discarded": QT_TRANSLATE_NOOP("vtes", "As {cause} says: {seat} discards {card}."),
        "ma_fame_torpor": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {minion} went to torpor; {owner} burns 3 pool ({value})."
        ),
        "ma_fame_unlock": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {minion} is in torpor; {owner} burns 1 pool ({value})."
        ),
        "ma_burned_in_torpor": QT_TRANSLATE_NOOP(
            "vtes", "{card} is burned: {minion} is in torpor."
        ),
    }
)

BONUS_WORDS["transfers"] = QT_TRANSLATE_NOOP("vtes", "+{n} transfers in the influence phase")

_NO_ACTION = QT_TRANSLATE_NOOP("vtes", "There is no action to modify now.")
_NOT_NEEDED = QT_TRANSLATE_NOOP(
    "vtes", "Stealth and intercept are played only when they are needed."
)


# -- traits and what the turn remembers ------------------------------------------------------


def has_trait(card: Card, trait: str) -> bool:
    """Whether ``card`` is a ``trait`` (clan, sect, title, "vampire" or "minion")."""
    rec = ci.record(card)
    if rec is None:
        return False
    if trait == "minion":
        return ci.is_minion(card)
    if not ci.is_vampire(card):
        return False
    return trait in ("vampire", rec.clan, rec.sect, rec.title) or trait in rec.clans


def _turn_memory(state: State) -> dict[str, Any]:
    """This turn's memory of the steps (a new one when the turn has changed)."""
    turn = rules(state)["turns"]
    memory = state.data.get("ma_turn")
    if not isinstance(memory, dict) or memory.get("turn") != turn:
        memory = {"turn": turn, "fed": [], "uses": {}}
        state.data["ma_turn"] = memory
    return memory


def _peek_memory(state: State) -> dict[str, Any]:
    """This turn's memory without writing it (for offers and checks)."""
    memory = state.data.get("ma_turn")
    if isinstance(memory, dict) and memory.get("turn") == rules(state)["turns"]:
        return memory
    return {"fed": [], "uses": {}}


def _acting(ctx: Ctx) -> Card | None:
    action = rules(ctx.state)["action"]
    return ctx.state.cards.get(action["minion"]) if action is not None else None


def _blocker(ctx: Ctx) -> Card | None:
    action = rules(ctx.state)["action"]
    if action is None or action["blocker"] is None:
        return None
    return ctx.state.cards.get(action["blocker"])


# -- conditions ------------------------------------------------------------------------------


@condition("acting_trait")
def _acting_trait(ctx: Ctx, trait: str) -> bool:
    """The acting minion (anybody's) is a ``trait``."""
    acting = _acting(ctx)
    return acting is not None and has_trait(acting, trait)


@condition("acting_own")
def _acting_own(ctx: Ctx, trait: str) -> bool:
    """The acting minion is the player's and a ``trait``."""
    acting = _acting(ctx)
    return acting is not None and acting.controller == ctx.seat and has_trait(acting, trait)


@condition("blocker_own")
def _blocker_own(ctx: Ctx, trait: str) -> bool:
    """The minion attempting to block is the player's and a ``trait``."""
    blocker = _blocker(ctx)
    return blocker is not None and blocker.controller == ctx.seat and has_trait(blocker, trait)


@condition("blocker_other")
def _blocker_other(ctx: Ctx, _: str) -> bool:
    """The minion attempting to block is another Methuselah's."""
    blocker = _blocker(ctx)
    return blocker is not None and blocker.controller != ctx.seat


@condition("not_first_action")
def _not_first_action(ctx: Ctx, _: str) -> bool:
    """An action is under way and it is not the first of this minion phase."""
    r = rules(ctx.state)
    done = [what for marks in r["acted"].values() for what in marks if what in K.ACT_KINDS]
    return r["action"] is not None and len(done) > 1


@condition("block_attempted")
def _block_attempted(ctx: Ctx, _: str) -> bool:
    """A minion is attempting to block the action under way."""
    return _blocker(ctx) is not None


@condition("undirected")
def _undirected(ctx: Ctx, _: str) -> bool:
    action = rules(ctx.state)["action"]
    return action is not None and not action["directed"]


@condition("bled_for")
def _bled_for(ctx: Ctx, n: str) -> bool:
    """A bleed against the player, blocks declined, of ``n`` or more pool."""
    action = rules(ctx.state)["action"]
    return (
        action is not None
        and action["kind"] == K.BLEED
        and action["target"] == ctx.seat
        and action["stage"] == "resolve"
        and action["amount"] >= int(n)
    )


@condition("quiet")
def _quiet(ctx: Ctx, _: str) -> bool:
    """No action, combat or referendum under way."""
    r = rules(ctx.state)
    return r["action"] is None and r["combat"] is None and r["referendum"] is None


@condition("not_superior")
def _not_superior(ctx: Ctx, discipline: str) -> bool:
    """The minion the card goes on does not have ``discipline`` at superior level (its
    printed level raised by the cards on it)."""
    if ctx.minion is None or ci.record(ctx.minion) is None:
        return False
    return discipline.upper() not in ci.disciplines_now(ctx.state, ctx.minion)


@selector("unlocked_ready_minion")
def _unlocked_ready(ctx: Ctx) -> list[Card]:
    """Every ready minion in play that is not locked ("Lock a minion")."""
    return [
        m
        for seat in ctx.state.seats
        if not seat.out
        for m in ci.ready_minions(ctx.state, seat.index)
        if not m.locked
    ]


# -- steps -----------------------------------------------------------------------------------


@kind
class HuntingGround(Step, frozen=True, tag="hunting_ground"):
    """During the player's unlock phase, a ready ``trait`` of theirs gains 1 blood, once
    (twice when they control a ready ``twice_with``); a vampire feeds from one hunting
    ground each turn."""

    trait: str = "vampire"
    twice_with: str = ""

    def aiming(self) -> Aim:
        return "card"

    def aims(self, ctx: Ctx) -> list[int]:
        fed = _peek_memory(ctx.state)["fed"]
        return [
            m.id
            for m in ci.ready_minions(ctx.state, ctx.seat)
            if has_trait(m, self.trait) and m.id not in fed
        ]

    def _allowed(self, ctx: Ctx) -> int:
        twice = self.twice_with and any(
            has_trait(m, self.twice_with) for m in ci.ready_minions(ctx.state, ctx.seat)
        )
        return 2 if twice else 1

    def can(self, ctx: Ctx) -> Message | None:
        r = rules(ctx.state)
        if r["phase"] != UNLOCK or ctx.state.turn.active != ctx.seat:
            return QT_TRANSLATE_NOOP("vtes", "A hunting ground feeds during your unlock phase.")
        uses = _peek_memory(ctx.state)["uses"].get(str(ctx.card.id), 0)
        if uses >= self._allowed(ctx):
            return QT_TRANSLATE_NOOP(
                "vtes", "{card} has been used as often as it may be now."
            ).with_args(card=ci.name(ctx.card))
        return None

    def apply(self, ctx: Ctx) -> None:
        vampire = ctx.state.cards[ctx.target_card] if ctx.target_card is not None else None
        if vampire is None:
            return
        memory = _turn_memory(ctx.state)
        memory["fed"].append(vampire.id)
        key = str(ctx.card.id)
        memory["uses"][key] = memory["uses"].get(key, 0) + 1
        tokens.add_counter(
            ctx.state, vampire, "blood", 1, ctx.events, ctx.seat, "fx_blood", cause=ctx.card.catalog
        )

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "{minion} gains {n} blood").with_args(
            minion=_aimed_name(ctx), n=1
        )


def _aimed_name(ctx: Ctx) -> str:
    card = ctx.state.cards.get(ctx.target_card) if ctx.target_card is not None else None
    return ci.name(card) if card is not None else "…"


@kind
class BloodToUncontrolled(Step, frozen=True, tag="blood_to_uncontrolled"):
    """1 blood from the bank to a ``trait`` in the player's uncontrolled region (the log
    says the trait, not which card: the region stays hidden)."""

    trait: str = "vampire"

    def aiming(self) -> Aim:
        return "card"

    def aims(self, ctx: Ctx) -> list[int]:
        region = ctx.state.zones[zone(ctx.seat, UNCONTROLLED)].cards
        return [c for c in region if has_trait(ctx.state.cards[c], self.trait)]

    def apply(self, ctx: Ctx) -> None:
        if ctx.target_card is None:
            return
        tokens.add_counter(
            ctx.state,
            ctx.state.cards[ctx.target_card],
            "blood",
            1,
            ctx.events,
            ctx.seat,
            "ma_uncontrolled_blood",
            cause=ctx.card.catalog,
            seat=ctx.seat,
            trait=self.trait,
        )

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "{minion} gains {n} blood").with_args(
            minion=_aimed_name(ctx), n=1
        )


class _ActionNumber(Step, frozen=True):
    """+``n`` to a number of the action under way, given by a card in play."""

    n: int = 1

    def _bump(self, ctx: Ctx, what: str, key: str) -> None:
        action = rules(ctx.state)["action"]
        if action is None:
            return
        action[what] += self.n  # type: ignore[literal-required]
        ctx.events.append(
            E.ModuleEvent(
                seat=ctx.seat,
                key=key,
                args={"cause": ctx.card.catalog or "", "n": self.n, "value": action[what]},  # type: ignore[literal-required]
            )
        )


@kind
class StealthToActing(_ActionNumber, frozen=True, tag="stealth_to_acting"):
    """+``n`` stealth to the acting minion, when it is needed (V-STL-03), or with
    ``announced`` as the action is announced, needed or not (before any block)."""

    announced: bool = False

    def can(self, ctx: Ctx) -> Message | None:
        action = rules(ctx.state)["action"]
        if action is None:
            return _NO_ACTION
        if self.announced:
            early = action["stage"] == "block" and not action.get("declined")
            if early and action["blocker"] is None:
                return None
            return QT_TRANSLATE_NOOP("vtes", "Only as the action is announced.")
        if action["stage"] != "attempt" or action["intercept"] < action["stealth"]:
            return _NOT_NEEDED
        return None

    def apply(self, ctx: Ctx) -> None:
        self._bump(ctx, "stealth", "ma_stealth")

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "+{n} stealth").with_args(n=self.n)


@kind
class InterceptToBlocker(_ActionNumber, frozen=True, tag="intercept_to_blocker"):
    """+``n`` intercept to the minion attempting to block, when it is needed (V-STL-03)."""

    def can(self, ctx: Ctx) -> Message | None:
        action = rules(ctx.state)["action"]
        if action is None:
            return _NO_ACTION
        if (
            action["stage"] != "attempt"
            or action["blocker"] is None
            or action["stealth"] <= action["intercept"]
        ):
            return _NOT_NEEDED
        return None

    def apply(self, ctx: Ctx) -> None:
        self._bump(ctx, "intercept", "ma_intercept")

    def words(self, ctx: Ctx) -> Message:
        blocker = _blocker(ctx)
        return QT_TRANSLATE_NOOP("vtes", "+{n} intercept to {minion}").with_args(
            n=self.n, minion=ci.name(blocker) if blocker is not None else "…"
        )


@kind
class BloodDollMove(Step, frozen=True, tag="blood_doll_move"):
    """1 blood from the vampire the card is on to its controller's pool (aimed at the
    vampire), or 1 pool to the vampire (aimed at the card itself)."""

    def aiming(self) -> Aim:
        return "card"

    def aims(self, ctx: Ctx) -> list[int]:
        if ctx.minion is None or ctx.card.attached_to != ctx.minion.id:
            return []
        out = []
        if ctx.minion.counters.get("blood", 0) > 0:
            out.append(ctx.minion.id)
        if ctx.state.seats[ctx.seat].counters.get("pool", 0) > 0:
            out.append(ctx.card.id)
        return out

    def can(self, ctx: Ctx) -> Message | None:
        r = rules(ctx.state)
        if r["phase"] != "master" or ctx.state.turn.active != ctx.seat:
            return QT_TRANSLATE_NOOP("vtes", "That is done in the {phase} phase.").with_args(
                phase=QT_TRANSLATE_NOOP("vtes", "master").text
            )
        return None

    def apply(self, ctx: Ctx) -> None:
        if ctx.minion is None:
            return
        sign = 1 if ctx.target_card == ctx.card.id else -1
        tokens.add_counter(
            ctx.state,
            ctx.minion,
            "blood",
            sign,
            ctx.events,
            ctx.seat,
            "fx_blood",
            cause=ctx.card.catalog,
        )
        tokens.add_pool(
            ctx.state, ctx.seat, -sign, ctx.events, ctx.seat, "fx_pool", cause=ctx.card.catalog
        )

    def words(self, ctx: Ctx) -> Message:
        minion = ci.name(ctx.minion) if ctx.minion is not None else "…"
        if ctx.target_card == ctx.card.id:
            return QT_TRANSLATE_NOOP("vtes", "move 1 pool to {minion}").with_args(minion=minion)
        return QT_TRANSLATE_NOOP("vtes", "move 1 blood from {minion} to your pool").with_args(
            minion=minion
        )


@kind
class RevealCryptFor(Step, frozen=True, tag="reveal_crypt_for"):
    """The top crypt card is revealed: a ``trait`` goes to the uncontrolled region with 1
    blood from the bank; anything else goes to the bottom of the crypt."""

    trait: str

    def can(self, ctx: Ctx) -> Message | None:
        if not ctx.state.zones[zone(ctx.seat, CRYPT)].cards:
            return QT_TRANSLATE_NOOP("vtes", "Your crypt is empty.")
        return None

    def apply(self, ctx: Ctx) -> None:
        crypt = ctx.state.zones[zone(ctx.seat, CRYPT)]
        if not crypt.cards:
            return
        top = ctx.state.cards[crypt.cards[0]]
        args = {"cause": ctx.card.catalog or "", "seat": ctx.seat, "card": top.catalog or ""}
        if has_trait(top, self.trait):
            ctx.events.append(E.ModuleEvent(seat=ctx.seat, key="ma_crypt_drawn", args=args))
            region = ctx.state.zones[zone(ctx.seat, UNCONTROLLED)]
            ctx.events.append(move_card(ctx.state, top, region, face_up=False, seat=ctx.seat))
            tokens.add_counter(
                ctx.state, top, "blood", 1, ctx.events, ctx.seat, "fx_blood", cause=ctx.card.catalog
            )
            return
        ctx.events.append(E.ModuleEvent(seat=ctx.seat, key="ma_crypt_bottom", args=args))
        ctx.events.append(
            move_card(ctx.state, top, crypt, bottom=True, face_up=False, seat=ctx.seat)
        )

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes",
            "reveal the top card of your crypt: a {trait} goes to your uncontrolled region with 1 blood, anything else to the bottom",  # noqa: E501
        ).with_args(trait=self.trait)


@kind
class BurnBleeder(Step, frozen=True, tag="burn_bleeder"):
    """The acting minion is burned and its action ends without succeeding (the card it
    was played with, if any, goes to the ash heap)."""

    def can(self, ctx: Ctx) -> Message | None:
        return None if _acting(ctx) is not None else _NO_ACTION

    def apply(self, ctx: Ctx) -> None:
        r = rules(ctx.state)
        action = r["action"]
        acting = _acting(ctx)
        if action is None or acting is None:
            return
        r["action"] = None
        ctx.events.append(
            E.ModuleEvent(
                seat=ctx.seat,
                key="ma_bleeder_burned",
                args={"cause": ctx.card.catalog or "", "minion": acting.catalog or ""},
            )
        )
        card = ctx.state.cards.get(action["card"]) if action["card"] is not None else None
        if card is not None:
            hand.play_to_ash(ctx.state, action["seat"], card, ctx.events)
        hand.burn(ctx.state, acting, ctx.events, ctx.seat)

    def words(self, ctx: Ctx) -> Message:
        acting = _acting(ctx)
        return QT_TRANSLATE_NOOP("vtes", "burn {minion}; the bleed does not succeed").with_args(
            minion=ci.name(acting) if acting is not None else "…"
        )


@kind
class DiscardOfType(Step, frozen=True, tag="discard_of_type"):
    """The player discards a card of type ``card_type`` from their hand (and draws its
    replacement)."""

    card_type: str

    def aiming(self) -> Aim:
        return "card"

    def aims(self, ctx: Ctx) -> list[int]:
        return [c.id for c in hand_cards(ctx) if self.card_type in ci.types(c)]

    def apply(self, ctx: Ctx) -> None:
        card = ctx.state.cards.get(ctx.target_card) if ctx.target_card is not None else None
        if card is None:
            return
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
        return QT_TRANSLATE_NOOP("vtes", "discard {card}").with_args(card=_aimed_name(ctx))


# -- what the engine reads ------------------------------------------------------------------


def location_bonus(state: State, seat: int, what: str) -> int:
    """The ``bonus`` steps for ``what`` of the cards ``seat`` has in play by themselves (a
    location's "+2 transfers"), for numbers that belong to a Methuselah, not a minion."""
    from ..catalog import effects_of
    from ..standing import Bonus

    total = 0
    for card_id in state.zones[zone(seat, READY)].cards:
        card = state.cards[card_id]
        entry = effects_of(card.catalog) if card.face_up and card.catalog else None
        if entry is None or not entry.automated or card.attached_to is not None:
            continue
        script = entry.script(False)
        total += sum(s.n for s in script.in_play if isinstance(s, Bonus) and s.what == what)
    return total


# -- what happens when a vampire goes to torpor, and in each unlock phase -------------------

FAME = "vtes:100698"
GUARDIAN_ANGEL = "vtes:100866"


def _riders(state: State, minion: Card, catalog: str) -> list[Card]:
    return [c for c in state.cards.values() if c.attached_to == minion.id and c.catalog == catalog]


def after_torpor(state: State, minion: Card, out: list[E.Event], actor: int | None) -> None:
    """Called by the engine right after ``minion`` has gone to torpor: Fame's controller of
    the vampire burns 3 pool; Guardian Angel on it is burned."""
    seat = minion.controller
    for fame in _riders(state, minion, FAME):
        if seat is not None and not state.seats[seat].out:
            tokens.add_pool(
                state,
                seat,
                -3,
                out,
                actor,
                "ma_fame_torpor",
                cause=fame.catalog,
                minion=minion.catalog or "",
            )
    for angel in _riders(state, minion, GUARDIAN_ANGEL):
        hand.burn(state, angel, out, actor)
        out.append(
            E.ModuleEvent(
                seat=actor,
                key="ma_burned_in_torpor",
                args={"card": angel.catalog or "", "minion": minion.catalog or ""},
            )
        )


def at_unlock(state: State, active: int, out: list[E.Event], actor: int | None) -> None:
    """Called by the engine as ``active``'s unlock phase begins: for each Fame on a vampire
    in torpor, ``active`` burns 1 pool."""
    for fame in [c for c in state.cards.values() if c.catalog == FAME and c.attached_to]:
        minion = state.cards.get(fame.attached_to) if fame.attached_to is not None else None
        if minion is not None and ci.in_torpor(state, minion):
            tokens.add_pool(
                state,
                active,
                -1,
                out,
                actor,
                "ma_fame_unlock",
                cause=fame.catalog,
                minion=minion.catalog or "",
            )


@condition("ma_bleed_at_controller")
def _bleed_at_controller(ctx: Ctx, _: str) -> bool:
    """A bleed is under way against the controller of the card giving the bonus."""
    action = rules(ctx.state)["action"]
    return (
        action is not None
        and action["kind"] == K.BLEED
        and action["target"] is not None
        and action["target"] == ctx.card.controller
    )


# -- Elysium: The Palace of Versailles: +1 vote in this referendum ----------------------------

PALACE = "vtes:100632"


@condition("ma_political_polling")
def _political_polling(ctx: Ctx, _: str) -> bool:
    """The polling step of a political action's referendum (not a blood hunt's)."""
    ref = rules(ctx.state)["referendum"]
    return ref is not None and not ref["blood_hunt"]


def _camarilla_titled(state: State, card: Card) -> bool:
    from ...contests import has_title

    rec = ci.record(card)
    return (
        rec is not None and rec.sect == "Camarilla" and bool(rec.title) and has_title(state, card)
    )


def palace_votes(state: State, card: Card) -> int:
    """What a used Palace of Versailles adds to a ready vampire's votes now: +1 for each one
    its controller locked in this referendum's political action, when ``card`` is a titled
    Camarilla vampire of that player (read by ``politics``)."""
    if rules(state)["referendum"] is None or not _camarilla_titled(state, card):
        return 0
    return sum(
        1
        for p in played.records(state)
        if p["catalog"] == PALACE and p.get("use") and p["seat"] == card.controller
    )


@kind
class PalaceVotes(Step, frozen=True, tag="ma_titled_camarilla_vote"):
    """Each titled Camarilla vampire of the player gets +1 vote in this referendum (read when
    its votes are cast: refused once one of them has cast them)."""

    def can(self, ctx: Ctx) -> Message | None:
        ref = rules(ctx.state)["referendum"]
        cast = ref.get("sources", []) if ref is not None else []
        for key in cast:
            voter = ctx.state.cards.get(int(key[8:])) if key.startswith("vampire:") else None
            if voter is not None and voter.controller == ctx.seat:
                if _camarilla_titled(ctx.state, voter):
                    return _CAST_ALREADY.with_args(minion=ci.name(voter))
        return None

    def apply(self, ctx: Ctx) -> None:  # booked with the use: read by :func:`palace_votes`
        return None

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "+1 vote to each titled Camarilla vampire you control")


_CAST_ALREADY = QT_TRANSLATE_NOOP(
    "vtes", "{minion} has cast its votes already: lock it before your titled vampires vote."
)


# -- Chantry: a Tremere out of torpor, for 1 pool or 1 blood of a ready Tremere ---------------

CHANTRY = "vtes:100329"


@selector("ma_torpid_tremere")
def _torpid_tremere(ctx: Ctx) -> list[Card]:
    """Every Tremere in any Methuselah's torpor region."""
    return [
        ctx.state.cards[i]
        for seat in ctx.state.seats
        if not seat.out
        for i in ctx.state.zones[zone(seat.index, TORPOR)].cards
        if has_trait(ctx.state.cards[i], "Tremere")
    ]


def _own_ready_tremere(state: State, seat: int) -> list[Card]:
    return [
        state.cards[i]
        for i in state.zones[zone(seat, READY)].cards
        if state.cards[i].controller == seat and has_trait(state.cards[i], "Tremere")
    ]


def chantry_payers(state: State, seat: int, card: Card) -> list[Card]:
    """The minions a player may name to use ``card`` (read by ``abilities``): for Chantry,
    each ready Tremere of theirs (the one that burns the blood)."""
    return _own_ready_tremere(state, seat) if card.catalog == CHANTRY else []


@kind
class TorporToReady(Step, frozen=True, tag="ma_torpor_to_ready"):
    """The aimed vampire (of ``among``) moves from torpor to its controller's ready region."""

    among: str = "ma_torpid_tremere"

    def aiming(self) -> Aim:
        return "card"

    def aims(self, ctx: Ctx) -> list[int]:
        from .control import held_hostage

        found = _torpid_tremere(ctx) if self.among == "ma_torpid_tremere" else []
        return [c.id for c in found if not held_hostage(ctx.state, c)]

    def apply(self, ctx: Ctx) -> None:
        card = ctx.state.cards[ctx.target_card] if ctx.target_card is not None else None
        if card is None or card.controller is None or not ci.in_torpor(ctx.state, card):
            return
        ready = ctx.state.zones[zone(card.controller, READY)]
        ctx.events.append(move_card(ctx.state, card, ready, seat=ctx.seat))

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "move {minion} from torpor to the ready region").with_args(
            minion=_aimed_name(ctx)
        )


@kind
class TremerePays(Step, frozen=True, tag="ma_ready_tremere_pays"):
    """The ready Tremere of the player named to use the card burns 1 blood."""

    def can(self, ctx: Ctx) -> Message | None:
        payer = ctx.minion
        if payer is None or payer not in _own_ready_tremere(ctx.state, ctx.seat):
            return QT_TRANSLATE_NOOP("vtes", "Name a ready Tremere of yours to burn the blood.")
        if payer.counters.get("blood", 0) < 1:
            return QT_TRANSLATE_NOOP("vtes", "{minion} has no blood.").with_args(
                minion=ci.name(payer)
            )
        return None

    def apply(self, ctx: Ctx) -> None:
        assert ctx.minion is not None
        tokens.add_counter(
            ctx.state, ctx.minion, "blood", -1, ctx.events, ctx.seat, "fx_blood",
            cause=ctx.card.catalog,
        )  # fmt: skip

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "{minion} burns 1 blood").with_args(
            minion=ci.name(ctx.minion) if ctx.minion is not None else "…"
        )
