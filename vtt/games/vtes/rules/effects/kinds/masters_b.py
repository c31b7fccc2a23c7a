"""Steps of master cards kept in play or put on a vampire (the second half of the Fifth
Edition starters' masters, :file:`master_b.json`): a location locked or burned for its
ability, hunting grounds feeding one vampire each turn, blood moved between a vampire and
its controller's pool (Vessel, Villein), a card's cost raised while another is in play
(Villein's Minion Tap), a card of the hand discarded for another (The Barrens), blood added
to an uncontrolled vampire (Powerbase: Montreal), transfers spent to draw a crypt card and
remove another from the game (Wider View).

The card a ``use`` step acts for is ``ctx.card`` (the card in play being used); the card
it was put on is ``ctx.minion``.
"""

from __future__ import annotations

from typing import Any, cast

from ......core import events as E
from ......core.messages import QT_TRANSLATE_NOOP, Message
from ......core.model import Card, State
from ......core.table import move_card
from ....layout import READY, REMOVED, TORPOR, zone
from ... import cardinfo as ci
from ... import hand, played, tokens
from ...data import rules, zone_of
from ...locking import set_lock
from ..conditions import condition, holds
from ..log import texts
from ..selectors import chosen, hand_cards, selector
from ..steps import Aim, Ctx, Step, kind
from .action_modifiers import CardVotes

texts(
    {
        "mb_discarded": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {seat} discards {card} and draws a card."
        ),
        "mb_crypt_drawn": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {seat} spends 1 transfer to draw a crypt card."
        ),
        "mb_removed": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {seat} removes a crypt card from the game."
        ),
    }
)

#: the first line of a hunting ground's text says so ("Unique location. Hunting ground.")
HUNTING_GROUND = "hunting ground"


def _head(card: Card) -> str:
    rec = ci.record(card)
    return rec.text.split("\n", 1)[0].casefold() if rec is not None else ""


def _clan_of(card: Card, clan: str) -> bool:
    rec = ci.record(card)
    return rec is not None and (rec.clan == clan or clan in rec.clans)


def _anarch(card: Card) -> bool:
    rec = ci.record(card)
    return rec is not None and rec.sect == "Anarch"


def _title(state: State, card: Card) -> str:
    """The vampire's printed title while it counts (not contested, not yielded)."""
    from ...contests import has_title

    rec = ci.record(card)
    return rec.title if rec is not None and rec.title and has_title(state, card) else ""


# -- conditions ------------------------------------------------------------------------------


@condition("mb_controls")
def _controls(ctx: Ctx, what: str) -> bool:
    """The player controls a ready vampire that is ``anarch`` or ``city_titled`` ("Requires
    a ready Anarch", "Requires a ready vampire with a city title")."""

    def test(card: Card) -> bool:
        if what == "anarch":
            return _anarch(card)
        return _title(ctx.state, card) in ci.CITY_TITLES

    return any(ci.is_vampire(c) and test(c) for c in ci.ready_minions(ctx.state, ctx.seat))


@condition("mb_own_acting_clan")
def _own_acting_clan(ctx: Ctx, clan: str) -> bool:
    """The acting minion is the player's and of ``clan`` ("give a Nosferatu you control +1
    stealth")."""
    action = rules(ctx.state)["action"]
    if action is None or action["seat"] != ctx.seat:
        return False
    acting = ctx.state.cards.get(action["minion"])
    return acting is not None and _clan_of(acting, clan)


@condition("mb_own_anarch_blocks")
def _own_anarch_blocks(ctx: Ctx, _: str) -> bool:
    """A ready Anarch of the player's is attempting to block."""
    action = rules(ctx.state)["action"]
    blocker = action["blocker"] if action is not None else None
    card = ctx.state.cards.get(blocker) if blocker is not None else None
    return card is not None and card.controller == ctx.seat and _anarch(card)


@condition("mb_copy_on_minion")
def _copy_on_minion(ctx: Ctx, _: str) -> bool:
    """Another copy of the card played is on the minion it is put on."""
    return ctx.minion is not None and bool(_others_named(ctx, ctx.minion, ctx.card.catalog))


# -- selectors ---------------------------------------------------------------------------------


def _fed_this_turn(ctx: Ctx) -> set[int]:
    """The vampires that gained blood from a hunting ground this turn (the use's record
    names the vampire fed as its minion)."""
    turn = rules(ctx.state)["turns"]
    out: set[int] = set()
    for p in played.records(ctx.state):
        card = ctx.state.cards.get(p["card"])
        if p["turn"] == turn and p.get("use") and card is not None and p["minion"] is not None:
            if HUNTING_GROUND in _head(card):
                out.add(p["minion"])
    return out


def _own_ready_vampires(ctx: Ctx) -> list[Card]:
    return [c for c in ci.ready_minions(ctx.state, ctx.seat) if ci.is_vampire(c)]


@selector("mb_unfed_vampire")
def _unfed(ctx: Ctx) -> list[Card]:
    fed = _fed_this_turn(ctx)
    return [c for c in _own_ready_vampires(ctx) if c.id not in fed]


@selector("mb_unfed_titled_vampire")
def _unfed_titled(ctx: Ctx) -> list[Card]:
    return [c for c in _unfed(ctx) if _title(ctx.state, c)]


@selector("mb_own_hand_card")
def _own_hand(ctx: Ctx) -> list[Card]:
    return hand_cards(ctx)


@selector("mb_own_uncontrolled")
def _own_uncontrolled(ctx: Ctx) -> list[Card]:
    return [ctx.state.cards[c] for c in zone_of(ctx.state, ctx.seat, "uncontrolled").cards]


@selector("mb_own_uncontrolled_vampire")
def _own_uncontrolled_vampires(ctx: Ctx) -> list[Card]:
    return [c for c in _own_uncontrolled(ctx) if ci.is_vampire(c)]


# -- steps -------------------------------------------------------------------------------------


def _target(ctx: Ctx) -> Card | None:
    return ctx.state.cards.get(ctx.target_card) if ctx.target_card is not None else None


def _name(card: Card | None) -> str:
    return ci.name(card) if card is not None else "…"


class Aimed(Step, frozen=True):
    """A step aimed at one card of the set ``among`` (:mod:`..selectors`)."""

    among: str = "own_ready_vampire"

    def aiming(self) -> Aim:
        return "card"

    def aims(self, ctx: Ctx) -> list[int]:
        return chosen(ctx, self.among)


def _said(ctx: Ctx, key: str) -> None:
    """The log line "As <card> says: <card> locks/is burned" of the card used itself."""
    catalog = ctx.card.catalog or ""
    ctx.events.append(
        E.ModuleEvent(seat=ctx.seat, key=key, args={"cause": catalog, "minion": catalog})
    )


@kind
class Feed(Aimed, frozen=True, tag="feed"):
    """``n`` blood from the bank to the vampire aimed at, booked as fed by this card (a
    hunting ground feeds a vampire that no other hunting ground fed this turn)."""

    n: int = 1

    def apply(self, ctx: Ctx) -> None:
        card = _target(ctx)
        if card is None:
            return
        if ctx.rec is not None:
            ctx.rec["minion"] = card.id
        tokens.add_counter(
            ctx.state, card, "blood", self.n, ctx.events, ctx.seat, "fx_blood",
            cause=ctx.card.catalog,
        )  # fmt: skip

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "{minion} gains {n} blood").with_args(
            minion=_name(_target(ctx)), n=self.n
        )


@kind
class BloodToPool(Step, frozen=True, tag="blood_to_pool"):
    """``n`` blood moved from the vampire the card is on to its player's pool (Villein)."""

    n: int = 2

    def can(self, ctx: Ctx) -> Message | None:
        if ctx.minion is None or ctx.minion.counters.get("blood", 0) < self.n:
            return QT_TRANSLATE_NOOP("vtes", "The vampire does not have that much blood.")
        return None

    def apply(self, ctx: Ctx) -> None:
        assert ctx.minion is not None
        _move(ctx, ctx.minion, -self.n)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "move {n} blood from {minion} to your pool").with_args(
            n=self.n, minion=_name(ctx.minion)
        )


def _move(ctx: Ctx, vampire: Card, delta: int) -> None:
    """``delta`` blood onto ``vampire`` from its player's pool (negative: to the pool)."""
    why = {"cause": ctx.card.catalog}
    tokens.add_counter(ctx.state, vampire, "blood", delta, ctx.events, ctx.seat, "fx_blood", **why)
    tokens.add_pool(ctx.state, ctx.seat, -delta, ctx.events, ctx.seat, "fx_pool", **why)


def _others_named(ctx: Ctx, on: Card, catalog: str | None) -> list[Card]:
    return [
        c
        for c in ctx.state.cards.values()
        if c.attached_to == on.id and c.catalog == catalog and c.id != ctx.card.id
    ]


@kind
class SurchargeOnSame(Step, frozen=True, tag="surcharge_on_same"):
    """+1 pool for each copy of this card already on the vampire it is put on ("Villein
    costs +1 pool to play on this vampire"): refused when the pool cannot pay it."""

    def _n(self, ctx: Ctx) -> int:
        return len(_others_named(ctx, ctx.minion, ctx.card.catalog)) if ctx.minion else 0

    def can(self, ctx: Ctx) -> Message | None:
        if ctx.state.seats[ctx.seat].counters.get("pool", 0) < self._n(ctx):
            return QT_TRANSLATE_NOOP("vtes", "Not enough pool for this card on that vampire.")
        return None

    def apply(self, ctx: Ctx) -> None:
        n = self._n(ctx)
        if n:
            tokens.add_pool(
                ctx.state, ctx.seat, -n, ctx.events, ctx.seat, "paid_pool", cause=ctx.card.catalog
            )

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "pay {n} more pool").with_args(n=self._n(ctx))


@kind
class BurnNamedOn(Step, frozen=True, tag="burn_named_on"):
    """Burn a card named ``name`` that is on the vampire the card is put on."""

    name: str

    def aiming(self) -> Aim:
        return "card"

    def aims(self, ctx: Ctx) -> list[int]:
        if ctx.minion is None:
            return []
        return [c.id for c in ctx.state.cards.values() if c.attached_to == ctx.minion.id
                and c.face_up and ci.name(c) == self.name]  # fmt: skip

    def apply(self, ctx: Ctx) -> None:
        card = _target(ctx)
        if card is not None:
            hand.burn(ctx.state, card, ctx.events, ctx.seat)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "burn {card}").with_args(card=_name(_target(ctx)))


@kind
class VesselMove(Step, frozen=True, tag="vessel_move"):
    """1 blood between the vampire the card is on and its controller's pool: aimed at the
    vampire, from the pool to it; aimed at the card itself, from the vampire to the pool."""

    def aiming(self) -> Aim:
        return "card"

    def aims(self, ctx: Ctx) -> list[int]:
        vampire = ctx.minion
        if vampire is None:
            return []
        out = []
        if ctx.state.seats[ctx.seat].counters.get("pool", 0) > 1:
            out.append(vampire.id)
        if vampire.counters.get("blood", 0) > 0:
            out.append(ctx.card.id)
        return out

    def apply(self, ctx: Ctx) -> None:
        if ctx.minion is not None:
            _move(ctx, ctx.minion, 1 if ctx.target_card == ctx.minion.id else -1)

    def words(self, ctx: Ctx) -> Message:
        minion = _name(ctx.minion)
        if ctx.minion is not None and ctx.target_card == ctx.minion.id:
            return QT_TRANSLATE_NOOP("vtes", "move 1 blood from your pool to {minion}").with_args(
                minion=minion
            )
        return QT_TRANSLATE_NOOP("vtes", "move 1 blood from {minion} to your pool").with_args(
            minion=minion
        )


@kind
class DiscardDraw(Aimed, frozen=True, tag="discard_draw"):
    """A card of the player's hand discarded, and a card drawn (The Barrens)."""

    among: str = "mb_own_hand_card"

    def apply(self, ctx: Ctx) -> None:
        card = _target(ctx)
        if card is None:
            return
        hand.play_to_ash(ctx.state, ctx.seat, card, ctx.events)
        ctx.events.append(
            E.ModuleEvent(
                seat=ctx.seat,
                key="mb_discarded",
                args={
                    "cause": ctx.card.catalog or "",
                    "seat": ctx.seat,
                    "card": card.catalog or "",
                },
            )
        )

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "discard {card} and draw a card").with_args(
            card=_name(_target(ctx))
        )


@kind
class AddBlood(Aimed, frozen=True, tag="add_blood"):
    """``n`` blood from the bank onto the card aimed at (a vampire in the uncontrolled
    region too, where :class:`..basics.Blood`'s sets do not reach)."""

    n: int = 1

    def apply(self, ctx: Ctx) -> None:
        card = _target(ctx)
        if card is not None:
            tokens.add_counter(
                ctx.state, card, "blood", self.n, ctx.events, ctx.seat, "fx_blood",
                cause=ctx.card.catalog,
            )  # fmt: skip

    def words(self, ctx: Ctx) -> Message:
        card = _target(ctx)
        hidden = card is not None and not card.face_up
        if hidden:
            return QT_TRANSLATE_NOOP("vtes", "add {n} blood to an uncontrolled vampire").with_args(
                n=self.n
            )
        return QT_TRANSLATE_NOOP("vtes", "{minion} gains {n} blood").with_args(
            minion=_name(card), n=self.n
        )


def _transfers(ctx: Ctx) -> int:
    return rules(ctx.state)["transfers"]


def _no_transfers(ctx: Ctx, n: int) -> Message | None:
    """Why ``n`` transfers cannot be spent now (None: they can)."""
    if rules(ctx.state)["phase"] != "influence" or ctx.state.turn.active != ctx.seat:
        return QT_TRANSLATE_NOOP("vtes", "Transfers are spent in your influence phase.")
    if _transfers(ctx) < n:
        return QT_TRANSLATE_NOOP("vtes", "Not enough transfers left this turn.")
    return None


@kind
class SpendTransfers(Step, frozen=True, tag="spend_transfers"):
    """``n`` of the turn's transfers spent (in the player's influence phase)."""

    n: int

    def can(self, ctx: Ctx) -> Message | None:
        return _no_transfers(ctx, self.n)

    def apply(self, ctx: Ctx) -> None:
        rules(ctx.state)["transfers"] -= self.n

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "spend {n} transfers").with_args(n=self.n)


@kind
class BurnThis(Step, frozen=True, tag="burn_this"):
    """The card used is burned ("burn this card: ...")."""

    def apply(self, ctx: Ctx) -> None:
        _said(ctx, "fx_burned")
        hand.burn(ctx.state, ctx.card, ctx.events, ctx.seat)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "burn {card}").with_args(card=ci.name(ctx.card))


@kind
class CryptDrawRemove(Aimed, frozen=True, tag="crypt_draw_remove"):
    """1 transfer spent to draw the top crypt card into the uncontrolled region, then a
    crypt card of that region removed from the game: the one aimed at, or (aimed at the
    card used) the one just drawn."""

    among: str = "mb_own_uncontrolled"

    def aims(self, ctx: Ctx) -> list[int]:
        return [*chosen(ctx, self.among), ctx.card.id]

    def can(self, ctx: Ctx) -> Message | None:
        why = _no_transfers(ctx, 1)
        if why is not None:
            return why
        if not zone_of(ctx.state, ctx.seat, "crypt").cards:
            return QT_TRANSLATE_NOOP("vtes", "Your crypt is empty.")
        return None

    def apply(self, ctx: Ctx) -> None:
        state, seat = ctx.state, ctx.seat
        rules(state)["transfers"] -= 1
        crypt, uncontrolled = zone_of(state, seat, "crypt"), zone_of(state, seat, "uncontrolled")
        top = state.cards[crypt.cards[0]]
        ctx.events.append(move_card(state, top, uncontrolled, face_up=False, seat=seat))
        args = {"cause": ctx.card.catalog or "", "seat": seat}
        ctx.events.append(E.ModuleEvent(seat=seat, key="mb_crypt_drawn", args=args))
        removed = top if ctx.target_card == ctx.card.id else _target(ctx)
        if removed is None:
            return
        tokens.drop_counters(state, removed)
        removed.counters = {}
        out_of_game = state.zones[zone(seat, REMOVED)]
        ctx.events.append(move_card(state, removed, out_of_game, face_up=True, seat=seat))
        ctx.events.append(E.ModuleEvent(seat=seat, key="mb_removed", args=args))

    def words(self, ctx: Ctx) -> Message:
        if ctx.target_card == ctx.card.id:
            return QT_TRANSLATE_NOOP(
                "vtes", "spend 1 transfer to draw a crypt card and remove it from the game"
            )
        return QT_TRANSLATE_NOOP(
            "vtes",
            "spend 1 transfer to draw a crypt card and remove an uncontrolled crypt card from the game",  # noqa: E501
        )


@kind
class RaiseCost(Step, frozen=True, tag="raise_cost"):
    """While in play: cards named ``name`` cost the controller of this card ``n`` more pool
    (Villein: "Cards named Minion Tap cost you +1 pool to play"), read by
    :func:`raised_cost` where the engine checks a cost."""

    name: str
    n: int = 1

    def apply(self, ctx: Ctx) -> None:  # read by :func:`raised_cost`
        return None

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "{card} costs you {n} more pool").with_args(
            card=self.name, n=self.n
        )


def raised_cost(state: State, seat: int, card: Card) -> int:
    """The pool more that ``seat`` pays for ``card`` because of its own cards in play."""
    from ..catalog import effects_of

    wanted, more = ci.name(card), 0
    for key in (zone(seat, READY), zone(seat, TORPOR)):
        for card_id in state.zones[key].cards:
            held = state.cards[card_id]
            entry = effects_of(held.catalog) if held.face_up and held.catalog else None
            script = entry.any if entry is not None and entry.automated else None
            for step in script.in_play if script is not None else ():
                if isinstance(step, RaiseCost) and step.name == wanted:
                    more += step.n
    return more


# -- an action a minion takes against a card in play ("Vampires can steal this location as a
# (D) action"): declared with ``vtes_act`` kind "action", no card from the hand, the card in
# play as its target card; the card's ``success`` steps run when the action succeeds ------

texts({"mb_stolen": QT_TRANSLATE_NOOP("vtes", "As {cause} says: {seat} takes control of it.")})


@kind
class ActAgainstThis(Step, frozen=True, tag="mb_act_against_this"):
    """Who may take the action against this card: a ``who`` ("vampire", "minion",
    "anarch") that is not the one the card is on, of another Methuselah when ``others``;
    ``stealth`` more for a minion of ``clan`` ("Malkavians get +1 stealth during that
    action"; no clan: for every minion).  It is directed at the card's controller when that
    is another Methuselah.  Read by :func:`against_refusal` and :func:`against_stealth`."""

    who: str = "vampire"
    others: bool = False
    clan: str = ""
    stealth: int = 0

    def can(self, ctx: Ctx) -> Message | None:
        acting = ctx.minion
        if acting is None or acting.id == ctx.card.attached_to:
            return QT_TRANSLATE_NOOP("vtes", "That minion cannot take this action.")
        fits = {
            "vampire": ci.is_vampire(acting),
            "anarch": ci.is_vampire(acting) and _anarch(acting),
            "minion": True,
        }
        if not fits.get(self.who, False):
            return QT_TRANSLATE_NOOP("vtes", "That minion cannot take this action.")
        if self.others and ctx.card.controller == ctx.seat:
            return QT_TRANSLATE_NOOP("vtes", "Only another Methuselah's minion can take it.")
        return None

    def apply(self, ctx: Ctx) -> None:  # the action itself: its terms are read at declaration
        return None

    def more_stealth(self, acting: Card) -> int:
        return self.stealth if not self.clan or _clan_of(acting, self.clan) else 0

    def words(self, ctx: Ctx) -> Message:
        n = self.more_stealth(ctx.minion) if ctx.minion is not None else 0
        if n:
            return QT_TRANSLATE_NOOP("vtes", "a (D) action with {n} more stealth").with_args(n=n)
        return QT_TRANSLATE_NOOP("vtes", "a (D) action")


@kind
class StealThis(Step, frozen=True, tag="mb_steal_this"):
    """The card acted against comes under the control of the acting minion's Methuselah,
    into their ready region as it is (locked or not)."""

    def apply(self, ctx: Ctx) -> None:
        card = ctx.card
        if card.zone != zone(card.controller or 0, READY) or card.controller == ctx.seat:
            return  # gone from play, or already theirs, by the time the action succeeded
        dst = ctx.state.zones[zone(ctx.seat, READY)]
        ctx.events.append(move_card(ctx.state, card, dst, face_up=True, seat=ctx.seat))
        args = {"cause": card.catalog or "", "seat": ctx.seat}
        ctx.events.append(E.ModuleEvent(seat=ctx.seat, key="mb_stolen", args=args))

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "take control of {card}").with_args(card=ci.name(ctx.card))


def _against(card: Card) -> ActAgainstThis | None:
    """The terms of the action against ``card`` in play its text allows (None: none, or the
    card is not run by the engine)."""
    from ..run import script

    s = script(card.catalog, False) if card.face_up and card.catalog else None
    first = s.success[0] if s is not None and s.success else None
    return first if isinstance(first, ActAgainstThis) else None


def _against_ctx(state: State, seat: int, acting: Card, card: Card) -> Ctx:
    return Ctx(state, seat, card, acting, target=card.controller, target_card=card.id)


def acted_against(card: Card) -> bool:
    """``card`` in play can be the target of an action its own text allows."""
    return _against(card) is not None


def against_refusal(state: State, seat: int, acting: Card, card: Card) -> Message | None:
    """Why ``acting`` (``seat``'s) may not take the action against ``card`` (None: it may)."""
    from ..run import script

    terms = _against(card)
    if terms is None or card.zone not in _play_zones(state):
        return QT_TRANSLATE_NOOP("vtes", "No action can be taken against that card.")
    s = script(card.catalog, False)
    assert s is not None
    ctx = _against_ctx(state, seat, acting, card)
    for step in s.success:
        why = step.can(ctx)
        if why is not None:
            return why
    return None


def _play_zones(state: State) -> set[str]:
    return {zone(s, READY) for s in range(len(state.seats))}


def against_stealth(card: Card, acting: Card) -> int:
    """The stealth the card's text gives the action ``acting`` takes against it."""
    terms = _against(card)
    return terms.more_stealth(acting) if terms is not None else 0


def against_cards(state: State, seat: int, acting: Card) -> list[Card]:
    """The cards in play ``acting`` may take an action against now."""
    return [
        state.cards[c]
        for key in sorted(_play_zones(state))
        for c in state.zones[key].cards
        if acted_against(state.cards[c])
        and against_refusal(state, seat, acting, state.cards[c]) is None
    ]


def against_words(state: State, seat: int, acting: Card, card: Card, language: str) -> str:
    """What the action against ``card`` does, in ``language`` ("a (D) action; take control
    of Powerbase: Montreal")."""
    from ......core.messages import localised
    from ..run import script

    s = script(card.catalog, False)
    if s is None:
        return ""
    ctx = _against_ctx(state, seat, acting, card)
    live = [step for step in s.success if not step.when or holds(ctx, step.when)]
    return "; ".join(localised(step.words(ctx), language) for step in live)


def book_against(state: State, seat: int, acting: Card, card: Card) -> None:
    """The action against ``card`` is declared: the card is booked for it, so its
    ``success`` steps run when it succeeds (:func:`..run.at_success`)."""
    rec = played.remember(state, seat, card, acting, hand=False, scope="action")
    rec["target"], rec["target_card"] = card.controller, card.id


# -- votes a card in play gives only when it is locked for them (Ventrue Headquarters) ---------


@kind
class LockedVotes(CardVotes, frozen=True, tag="mb_votes"):
    """``n`` votes cast at once on ``side`` in the polling of any referendum (a blood hunt's
    too), as the card's votes; used after :class:`.basics.LockThis`, so a location gives its votes
    only when it is locked for them (automated, it gives none of its own to the vote dock:
    :func:`...sources.granted`)."""

    def can(self, ctx: Ctx) -> Message | None:
        from ...politics import may_vote

        ref = rules(ctx.state)["referendum"]
        if ref is None or not may_vote(ctx.state, ctx.seat):
            return QT_TRANSLATE_NOOP("vtes", "Votes are cast in the polling of a referendum.")
        if f"card:{ctx.card.id}" in ref.get("sources", ()):
            return QT_TRANSLATE_NOOP("vtes", "That card's votes are cast already.")
        return None


@kind
class ClanVotes(CardVotes, frozen=True, tag="mb_clan_votes"):
    """+1 vote for each ready vampire of ``clan`` the player controls (Power Structure), in
    the polling of a political action's referendum, cast at once on ``side`` as the card's
    votes."""

    n: int = 0
    clan: str = "Lasombra"

    def _count(self, ctx: Ctx) -> int:
        return sum(1 for c in _own_ready_vampires(ctx) if _clan_of(c, self.clan))

    def can(self, ctx: Ctx) -> Message | None:
        why = super().can(ctx)
        if why is not None:
            return why
        ref = rules(ctx.state)["referendum"]
        if ref is not None and f"card:{ctx.card.id}" in ref.get("sources", ()):
            return QT_TRANSLATE_NOOP("vtes", "That card's votes are cast already.")
        if not self._count(ctx):
            return QT_TRANSLATE_NOOP("vtes", "You control no ready vampire of that clan.")
        return None

    def apply(self, ctx: Ctx) -> None:
        CardVotes(n=self._count(ctx), side=self.side).apply(ctx)

    def words(self, ctx: Ctx) -> Message:
        return CardVotes(n=self._count(ctx), side=self.side).words(ctx)


# -- blood kept on a location for a clan (Wasserschloss Anif) ----------------------------------


@selector("mb_own_tremere")
def _own_tremere(ctx: Ctx) -> list[Card]:
    return [c for c in _own_ready_vampires(ctx) if _clan_of(c, "Tremere")]


@selector("mb_own_uncontrolled_tremere")
def _own_uncontrolled_tremere(ctx: Ctx) -> list[Card]:
    return [c for c in _own_uncontrolled_vampires(ctx) if _clan_of(c, "Tremere")]


def _own_phase(ctx: Ctx, phase: str) -> bool:
    return rules(ctx.state)["phase"] == phase and ctx.state.turn.active == ctx.seat


def _stored(ctx: Ctx) -> dict[str, int]:
    """The turn each card last had blood moved onto it (by card id)."""
    book = cast(dict[str, Any], rules(ctx.state))
    return cast(dict[str, int], book.setdefault("mb_stored", {}))


def _mark_stored(ctx: Ctx) -> None:
    _stored(ctx)[str(ctx.card.id)] = rules(ctx.state)["turns"]


@kind
class BloodToThis(Aimed, frozen=True, tag="mb_blood_to_this"):
    """1 blood moved from the vampire aimed at to the card used, in its player's master
    phase, once each turn ("a Tremere you control can move 1 blood from themselves to this
    card")."""

    among: str = "mb_own_tremere"

    def can(self, ctx: Ctx) -> Message | None:
        if not _own_phase(ctx, "master"):
            return QT_TRANSLATE_NOOP("vtes", "This is done in your master phase.")
        if _stored(ctx).get(str(ctx.card.id)) == rules(ctx.state)["turns"]:
            return QT_TRANSLATE_NOOP(
                "vtes", "{card} has been used as often as it may be now."
            ).with_args(card=ci.name(ctx.card))
        vampire = _target(ctx)
        if vampire is not None and vampire.counters.get("blood", 0) < 1:
            return QT_TRANSLATE_NOOP("vtes", "The vampire does not have that much blood.")
        return None

    def aims(self, ctx: Ctx) -> list[int]:
        return [c for c in chosen(ctx, self.among) if ctx.state.cards[c].counters.get("blood")]

    def apply(self, ctx: Ctx) -> None:
        vampire = _target(ctx)
        if vampire is None:
            return
        why = {"cause": ctx.card.catalog}
        tokens.add_counter(ctx.state, vampire, "blood", -1, ctx.events, ctx.seat, "fx_blood", **why)
        tokens.add_counter(ctx.state, ctx.card, "blood", 1, ctx.events, ctx.seat, "fx_blood", **why)
        _mark_stored(ctx)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "move 1 blood from {minion} to {card}").with_args(
            minion=_name(_target(ctx)), card=ci.name(ctx.card)
        )


@kind
class CountersToUncontrolled(Aimed, frozen=True, tag="mb_counters_to_uncontrolled"):
    """Every blood counter on the card used moved to the vampire aimed at in its player's
    uncontrolled region, in their influence phase (after :class:`.basics.LockThis`)."""

    among: str = "mb_own_uncontrolled_tremere"

    def can(self, ctx: Ctx) -> Message | None:
        if not _own_phase(ctx, "influence"):
            return QT_TRANSLATE_NOOP("vtes", "This is done in your influence phase.")
        return None

    def apply(self, ctx: Ctx) -> None:
        vampire, n = _target(ctx), ctx.card.counters.get("blood", 0)
        if vampire is None or not n:
            return
        why = {"cause": ctx.card.catalog}
        tokens.add_counter(
            ctx.state, ctx.card, "blood", -n, ctx.events, ctx.seat, "fx_blood", **why
        )
        tokens.add_counter(ctx.state, vampire, "blood", n, ctx.events, ctx.seat, "fx_blood", **why)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes", "move the {n} blood on {card} to an uncontrolled vampire"
        ).with_args(n=ctx.card.counters.get("blood", 0), card=ci.name(ctx.card))


# -- right after an Anarch's successful hunt (The Anarch Free Press) ---------------------------


def _hunter(ctx: Ctx) -> Card | None:
    """The Anarch whose hunt has just succeeded (:mod:`..moments`), still ready."""
    from ..moments import SUCCESS, last

    moment = last(ctx.state, SUCCESS)
    if moment is None or moment.get("kind") != "hunt":
        return None
    card = ctx.state.cards.get(moment["minion"])
    ready = card is not None and ci.in_ready(ctx.state, card)
    return card if ready and card is not None and _anarch(card) else None


@condition("mb_anarch_hunted")
def _anarch_hunted(ctx: Ctx, _: str) -> bool:
    """An Anarch's hunt has just succeeded."""
    return _hunter(ctx) is not None


@kind
class BloodToHunter(Step, frozen=True, tag="mb_blood_to_hunter"):
    """1 blood added to the Anarch whose hunt has just succeeded, up to its capacity."""

    def can(self, ctx: Ctx) -> Message | None:
        hunter = _hunter(ctx)
        if hunter is None:
            return QT_TRANSLATE_NOOP("vtes", "The card's own condition is not met now.")
        if hunter.counters.get("blood", 0) >= ci.capacity(hunter):
            return QT_TRANSLATE_NOOP("vtes", "{minion} is full of blood.").with_args(
                minion=ci.name(hunter)
            )
        return None

    def apply(self, ctx: Ctx) -> None:
        hunter = _hunter(ctx)
        if hunter is not None:
            tokens.add_counter(
                ctx.state, hunter, "blood", 1, ctx.events, ctx.seat, "fx_blood",
                cause=ctx.card.catalog,
            )  # fmt: skip

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "{minion} gains {n} blood").with_args(
            minion=_name(_hunter(ctx)), n=1
        )


# -- a card that goes to its controller's predator (The Coven) -------------------------------


@kind
class ToPredatorAtDiscard(Step, frozen=True, tag="mb_to_predator_at_discard"):
    """While in play: as its controller's discard phase ends, their predator takes control
    of the card (The Coven), done by :func:`pass_to_predator`."""

    def apply(self, ctx: Ctx) -> None:  # done by :func:`pass_to_predator`
        return None

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes", "your predator takes control of {card} in your discard phase"
        ).with_args(card=ci.name(ctx.card))


def pass_to_predator(state: State, seat: int, out: list[E.Event]) -> None:
    """``seat``'s discard phase ends: each of its cards in play that says so goes, as it is,
    to the ready region of its predator (who controls it from then on)."""
    from ....seating import predator
    from ..run import script

    taker = predator(state, seat)
    if taker is None or taker == seat:
        return
    for card_id in list(state.zones[zone(seat, READY)].cards):
        card = state.cards[card_id]
        s = script(card.catalog, False) if card.face_up and card.catalog else None
        if s is None or not any(isinstance(step, ToPredatorAtDiscard) for step in s.in_play):
            continue
        out.append(move_card(state, card, state.zones[zone(taker, READY)], face_up=True))
        args = {"cause": card.catalog or "", "seat": taker}
        out.append(E.ModuleEvent(seat=None, key="mb_stolen", args=args))


# -- archetypes (Perfectionist) --------------------------------------------------------------


def _archetype(card: Card) -> bool:
    """The card is an archetype (its text opens with "Archetype." or "Unique archetype.")."""
    rec = ci.record(card)
    first = rec.text.splitlines()[0] if rec is not None and rec.text else ""
    return "archetype" in first.lower()


@condition("mb_no_archetype")
def _no_archetype(ctx: Ctx, _: str) -> bool:
    """The vampire the card goes on has no archetype yet ("A vampire can have only one
    archetype")."""
    on = ctx.minion
    return on is not None and not any(
        c.attached_to == on.id and c.id != ctx.card.id and _archetype(c)
        for c in ctx.state.cards.values()
    )


@condition("mb_host_succeeded_unreacted")
def _host_succeeded_unreacted(ctx: Ctx, _: str) -> bool:
    """The vampire this card is on has just performed a successful action during which no
    reaction card was played (:mod:`..moments`)."""
    from ..moments import SUCCESS, last

    moment = last(ctx.state, SUCCESS)
    host = ctx.card.attached_to
    return (
        moment is not None
        and host is not None
        and moment["minion"] == host
        and not moment.get("reacted")
    )


# -- Rebel: 1 blood to its vampire as it blocks a titled vampire or a political action ------


@kind
class RebelBlood(Step, frozen=True, tag="mb_rebel_blood"):
    """While in play on a vampire: once each turn, as that vampire blocks a titled vampire
    or a political action, it gains 1 blood before the block resolves (done by
    :func:`rebels_block`)."""

    def apply(self, ctx: Ctx) -> None:  # done by :func:`rebels_block`
        return None

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes", "{minion} gains 1 blood when blocking a titled vampire or a political action"
        ).with_args(minion=_name(ctx.minion))


def _rebel_due(state: State, action: Any) -> bool:
    """The action blocked is a political one or by a titled vampire."""
    from ...contests import has_title

    if action["kind"] == "political":
        return True
    acting = state.cards.get(action["minion"])
    rec = ci.record(acting) if acting is not None else None
    return acting is not None and rec is not None and bool(rec.title) and has_title(state, acting)


def rebels_block(state: State, blocker: Card, action: Any, out: list[E.Event]) -> None:
    """``blocker`` has just blocked ``action``: each Rebel on it not used yet this turn
    gives it 1 blood (before the block resolves)."""
    from ..run import script

    if not _rebel_due(state, action):
        return
    done = cast(dict[str, Any], rules(state)).setdefault("mb_rebel", {})
    turn = rules(state)["turns"]
    for card in list(state.cards.values()):
        if card.attached_to != blocker.id or not card.face_up or not card.catalog:
            continue
        s = script(card.catalog, False)
        if s is None or not any(isinstance(step, RebelBlood) for step in s.in_play):
            continue
        if done.get(str(card.id)) == turn:
            continue
        done[str(card.id)] = turn
        tokens.add_counter(
            state, blocker, "blood", 1, out, blocker.controller, "fx_blood", cause=card.catalog
        )


# -- Warsaw Station: a Nosferatu's undirected action, or one out of torpor -------------------

#: the action key marking an action Warsaw Station was locked for
WARSAW = "mb_warsaw"


def _announcing_nosferatu(ctx: Ctx) -> Card | None:
    """The Nosferatu announcing an undirected action now (nobody has declined to block it
    nor tried to yet)."""
    action = cast(dict[str, Any], rules(ctx.state)["action"])
    if action is None or action["directed"] or action["stage"] != "block":
        return None
    if action["blocker"] is not None or action.get("declined") or action.get(WARSAW):
        return None
    acting = ctx.state.cards.get(action["minion"])
    return acting if acting is not None and _clan_of(acting, "Nosferatu") else None


@kind
class WarsawMark(Step, frozen=True, tag="mb_warsaw_mark"):
    """Marks the undirected action a Nosferatu is announcing: if it succeeds, the acting
    Nosferatu unlocks after it resolves (:func:`warsaw_unlocks`)."""

    def can(self, ctx: Ctx) -> Message | None:
        if _announcing_nosferatu(ctx) is None:
            return QT_TRANSLATE_NOOP("vtes", "Only as a Nosferatu announces an undirected action.")
        return None

    def apply(self, ctx: Ctx) -> None:
        action = cast(dict[str, Any], rules(ctx.state)["action"])
        if action is not None:
            action[WARSAW] = True

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes", "{minion} unlocks after the action if it succeeds"
        ).with_args(minion=_name(_announcing_nosferatu(ctx)))


def warsaw_unlocks(state: State, action: Any, out: list[E.Event]) -> None:
    """An action has succeeded: the acting Nosferatu unlocks if Warsaw Station was locked
    as it was announced."""
    if not action.get(WARSAW):
        return
    acting = state.cards.get(action["minion"])
    if acting is None or not acting.locked or not ci.in_ready(state, acting):
        return
    set_lock(state, acting, False, out, action["seat"])


@kind
class NosferatuOutOfTorpor(Step, frozen=True, tag="mb_nosferatu_out_of_torpor"):
    """The aimed Nosferatu in a torpor region moves to its controller's ready region."""

    def aiming(self) -> Aim:
        return "card"

    def aims(self, ctx: Ctx) -> list[int]:
        from .control import held_hostage  # it imports this module

        return [
            c.id
            for c in ctx.state.cards.values()
            if c.face_up
            and ci.in_torpor(ctx.state, c)
            and _clan_of(c, "Nosferatu")
            and not held_hostage(ctx.state, c)
        ]

    def apply(self, ctx: Ctx) -> None:
        card = ctx.state.cards.get(ctx.target_card) if ctx.target_card is not None else None
        if card is None or card.controller is None or not ci.in_torpor(ctx.state, card):
            return
        ready = ctx.state.zones[zone(card.controller, READY)]
        ctx.events.append(move_card(ctx.state, card, ready, seat=ctx.seat))

    def words(self, ctx: Ctx) -> Message:
        card = ctx.state.cards.get(ctx.target_card) if ctx.target_card is not None else None
        return QT_TRANSLATE_NOOP("vtes", "move {minion} from torpor to the ready region").with_args(
            minion=_name(card)
        )
