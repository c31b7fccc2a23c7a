"""Steps of the cards that touch a Methuselah's hand, library and ash heap (group
"library" of the third wave): hand size given by cards in play (Elder Library's +1, Visit
from the Capuchin's +1 for each of its counters) or until the end of the turn (Dreams of
the Sphinx), a replacement a card's counter stands in for, a card that counts the times it
is locked; cards drawn then put back under the library (Heart of Nizchetus), an ash heap
card exchanged for a hand card and a combat of Anarchs ended (Garibaldi-Meucci Museum), an
extra discard phase action that may unlock an Anarch (Powerbase: Los Angeles), a vampire a
location's controller chooses (The Rack) and a search of the library for an equipment card
(Magic of the Smith).

The hand size itself is :mod:`...hand_size`'s (:func:`hand_size_bonus` is what these cards
add to it), and so is what a hand owes; the search is :mod:`...library_search`'s.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from typing import Any, cast

from ......core import commands as C
from ......core import events as E
from ......core.messages import QT_TRANSLATE_NOOP, Message
from ......core.model import Card, State
from ......core.rng import Rng
from ......core.table import Outcome, do_shuffle, move_card
from ....layout import ASH_HEAP, EDGE, READY, RESEARCH, zone
from ... import cardinfo as ci
from ... import hand, hand_size, tokens
from ...data import DISCARD, UNLOCK, rules, zone_of
from ...tokens import COUNTER
from ..catalog import effects_of
from ..conditions import condition
from ..log import texts
from ..selectors import chosen, selector
from ..steps import Aim, Ctx, Step, kind
from .basics import set_locked

texts(
    {
        "li_counters": QT_TRANSLATE_NOOP("vtes", "As {cause} says: counters on it: {value}."),
        "li_burned_counters": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: it is burned (counters on it: {value})."
        ),
        "li_counter_instead": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: a counter is burned instead of the replacement."
        ),
        "li_hand_turn": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {seat} gets +{n} hand size until the end of the turn."
        ),
    }
)


def set_counters(
    state: State, card: Card, value: int, out: list[E.Event], actor: int | None
) -> None:
    """Set the counters ``card`` keeps on itself, logged as its own text says."""
    tokens.set_counter(
        state, card, COUNTER, value, out, actor, "li_counters", cause=card.catalog or ""
    )


def _burn_with_counters(state: State, card: Card, out: list[E.Event], actor: int | None) -> None:
    value = card.counters.get(COUNTER, 0)
    out.append(
        E.ModuleEvent(
            seat=actor, key="li_burned_counters", args={"cause": card.catalog or "", "value": value}
        )
    )
    card.counters.pop(COUNTER, None)
    hand.burn(state, card, out, actor)


# -- hand size -------------------------------------------------------------------------------


@kind
class HandSize(Step, frozen=True, tag="li_hand_size"):
    """While in play by itself: +``n`` hand size to its controller (read by
    :func:`hand_size_bonus`)."""

    n: int = 1

    def apply(self, ctx: Ctx) -> None:
        return None

    def amount(self, card: Card) -> int:
        return self.n

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "+{n} hand size").with_args(n=self.n)


@kind
class HandSizePerCounter(HandSize, frozen=True, tag="li_hand_size_per_counter"):
    """While in play by itself: +1 hand size to its controller for each counter on it."""

    def amount(self, card: Card) -> int:
        return card.counters.get(COUNTER, 0) if card.counters else 0

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "+1 hand size for each counter on {card}").with_args(
            card=ci.name(ctx.card)
        )


@cache
def _hand_steps(catalog: str) -> tuple[Step, ...]:
    """The ``in_play`` steps of this group's kinds a card run by the engine has (read after
    every command: the effect files do not change while the program runs)."""
    entry = effects_of(catalog)
    if entry is None or not entry.automated:
        return ()
    mine = (HandSize, ReplaceBurnsCounter)
    return tuple(s for s in entry.script(False).in_play if isinstance(s, mine))


def _own_in_play(state: State, seat: int) -> Iterator[tuple[Card, Step]]:
    """Each hand-size or replacement step of the cards ``seat`` has in play by
    themselves."""
    for card_id in state.zones[zone(seat, READY)].cards:
        card = state.cards[card_id]
        if card.face_up and card.catalog and card.attached_to is None:
            for step in _hand_steps(card.catalog):
                yield card, step


def hand_size_bonus(state: State, seat: int) -> int:
    """What ``seat``'s cards in play add to its hand size."""
    return sum(
        step.amount(card) for card, step in _own_in_play(state, seat) if isinstance(step, HandSize)
    )


@kind
class HandSizeThisTurn(Step, frozen=True, tag="li_hand_size_this_turn"):
    """+``n`` hand size to the player until the end of the turn (the hand follows at
    once: :mod:`...hand_size`)."""

    n: int = 2

    def apply(self, ctx: Ctx) -> None:
        hand_size.add_until_end_of_turn(ctx.state, ctx.seat, self.n)
        args = {"cause": ctx.card.catalog or "", "seat": ctx.seat, "n": self.n}
        ctx.events.append(E.ModuleEvent(seat=ctx.seat, key="li_hand_turn", args=args))

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "+{n} hand size until the end of the turn").with_args(
            n=self.n
        )


# -- counters on the card itself -------------------------------------------------------------


@kind
class CountersOnThis(Step, frozen=True, tag="li_counters_on_this"):
    """The card is put in play with ``n`` counters on it."""

    n: int

    def apply(self, ctx: Ctx) -> None:
        set_counters(ctx.state, ctx.card, self.n, ctx.events, ctx.seat)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "put it in play with {n} counters").with_args(n=self.n)


@kind
class LockCounted(Step, frozen=True, tag="li_lock_counted"):
    """The card just locked gets a counter; at ``burn_at`` counters it is burned (after
    what the lock did)."""

    burn_at: int = 3

    def apply(self, ctx: Ctx) -> None:
        card = ctx.card
        value = card.counters.get(COUNTER, 0) + 1
        set_counters(ctx.state, card, value, ctx.events, ctx.seat)
        if value >= self.burn_at:
            _burn_with_counters(ctx.state, card, ctx.events, ctx.seat)

    def words(self, ctx: Ctx) -> Message:
        value = ctx.card.counters.get(COUNTER, 0) + 1 if ctx.card.counters else 1
        if value >= self.burn_at:
            return QT_TRANSLATE_NOOP("vtes", "a counter on {card}, which is then burned").with_args(
                card=ci.name(ctx.card)
            )
        return QT_TRANSLATE_NOOP("vtes", "a counter on {card} ({n} of {limit})").with_args(
            card=ci.name(ctx.card), n=value, limit=self.burn_at
        )


@kind
class ReplaceBurnsCounter(Step, frozen=True, tag="li_replace_burns_counter"):
    """While in play with counters: each time its controller would replace a card other
    than this one, a counter of it is burned instead; with none left it is burned
    (:func:`counter_instead_of_replacement`, asked by :func:`...hand.replace`)."""

    def apply(self, ctx: Ctx) -> None:
        return None

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "each replacement burns a counter instead")


def counter_instead_of_replacement(state: State, seat: int, out: list[E.Event]) -> bool:
    """``seat`` would replace a card: a card of its in play with counters that says so
    loses one instead (burned when none is left).  True: the replacement is not drawn."""
    for card, step in _own_in_play(state, seat):
        value = card.counters.get(COUNTER, 0) if card.counters else 0
        if isinstance(step, ReplaceBurnsCounter) and value > 0:
            set_counters(state, card, value - 1, out, None)
            args = {"cause": card.catalog or ""}
            out.append(E.ModuleEvent(seat=None, key="li_counter_instead", args=args))
            if value == 1:
                _burn_with_counters(state, card, out, None)
            return True
    return False


@condition("li_own_unlock")
def _own_unlock(ctx: Ctx, _: str) -> bool:
    """The player's own unlock phase."""
    return rules(ctx.state)["phase"] == UNLOCK and ctx.state.turn.active == ctx.seat


@condition("li_own_unlock_with_edge")
def _own_unlock_with_edge(ctx: Ctx, _: str) -> bool:
    """The player's own unlock phase, and they hold the Edge."""
    return (
        rules(ctx.state)["phase"] == UNLOCK
        and ctx.state.turn.active == ctx.seat
        and ctx.state.tokens[EDGE].holder == ctx.seat
    )


# -- hand and library: Heart of Nizchetus ----------------------------------------------------


@kind
class DrawThenBottom(Step, frozen=True, tag="li_draw_then_bottom"):
    """The player draws ``n`` cards without discarding, then owes the same number of hand
    cards to the bottom of their library (chosen one by one: :mod:`...hand_size`)."""

    n: int

    def can(self, ctx: Ctx) -> Message | None:
        if len(zone_of(ctx.state, ctx.seat, "deck").cards) < self.n:
            return QT_TRANSLATE_NOOP("vtes", "Your library has too few cards.")
        return None

    def apply(self, ctx: Ctx) -> None:
        for _ in range(self.n):
            hand.draw(ctx.state, ctx.seat, ctx.events)
        hand_size.owe(ctx.state, ctx.seat, self.n, "bottom", ctx.card.catalog or "")

    def words(self, ctx: Ctx) -> Message:
        if self.n == 1:
            return QT_TRANSLATE_NOOP(
                "vtes", "draw 1 card, then put 1 card of your hand on the bottom of your library"
            )
        return QT_TRANSLATE_NOOP(
            "vtes", "draw {n} cards, then put {n} cards of your hand on the bottom of your library"
        ).with_args(n=self.n)


# -- hand and ash heap: Garibaldi-Meucci Museum ----------------------------------------------


def is_anarch(card: Card) -> bool:
    """A vampire whose card says Anarch."""
    rec = ci.record(card)
    return rec is not None and rec.sect == "Anarch"


def requires_anarch(card: Card) -> bool:
    """A library card whose text requires an Anarch (its classified requirement)."""
    from ...cardrules import card_rules

    entry = card_rules().get(card.catalog or "", {})
    return "Anarch" in entry.get("requires", {}).get("sect", [])


def makes_anarch(card: Card) -> bool:
    """A library card whose text makes a vampire Anarch ("This vampire becomes Anarch")."""
    rec = ci.record(card)
    return rec is not None and _BECOMES_ANARCH.search(rec.text) is not None


_BECOMES_ANARCH = re.compile(r"\bbecomes? (?:an )?Anarch\b", re.IGNORECASE)


@selector("li_own_ash_anarch_card")
def _own_ash_anarch_cards(ctx: Ctx) -> list[Card]:
    ash = ctx.state.zones[zone(ctx.seat, ASH_HEAP)]
    return [ctx.state.cards[c] for c in ash.cards if requires_anarch(ctx.state.cards[c])]


@kind
class ExchangeFromAsh(Step, frozen=True, tag="li_exchange_from_ash"):
    """The ash heap card aimed at (among ``among``) goes to the player's hand, and the
    player owes one card of their hand to their ash heap (chosen next: an exchange)."""

    among: str = "li_own_ash_anarch_card"

    def aiming(self) -> Aim:
        return "card"

    def aims(self, ctx: Ctx) -> list[int]:
        return chosen(ctx, self.among)

    def can(self, ctx: Ctx) -> Message | None:
        if not zone_of(ctx.state, ctx.seat, "hand").cards:
            return QT_TRANSLATE_NOOP("vtes", "Your hand has no card to exchange.")
        return None

    def apply(self, ctx: Ctx) -> None:
        card = ctx.state.cards.get(ctx.target_card) if ctx.target_card is not None else None
        if card is None:
            return
        dst = zone_of(ctx.state, ctx.seat, "hand")
        ctx.events.append(move_card(ctx.state, card, dst, face_up=True, seat=ctx.seat))
        hand_size.owe(ctx.state, ctx.seat, 1, "ash", ctx.card.catalog or "")

    def words(self, ctx: Ctx) -> Message:
        card = ctx.state.cards.get(ctx.target_card) if ctx.target_card is not None else None
        return QT_TRANSLATE_NOOP(
            "vtes", "take {card} from your ash heap into your hand, then discard a card"
        ).with_args(card=ci.name(card) if card is not None else "…")


@condition("li_anarchs_before_range")
def _anarchs_before_range(ctx: Ctx, _: str) -> bool:
    """A combat before its range is determined, between an Anarch the player controls and
    another Anarch."""
    combat = rules(ctx.state)["combat"]
    if combat is None or combat["stage"] != "range" or combat["last_maneuver"] is not None:
        return False
    a, b = ctx.state.cards.get(combat["a"]), ctx.state.cards.get(combat["b"])
    if a is None or b is None or not (is_anarch(a) and is_anarch(b)):
        return False
    return ctx.seat in (a.controller, b.controller)


@kind
class EndAnarchCombat(Step, frozen=True, tag="li_end_combat"):
    """The combat under way ends (its conditions are the entry's ``when``)."""

    def apply(self, ctx: Ctx) -> None:
        from ...combat import end_combat

        end_combat(ctx.state, ctx.events, ctx.seat)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "end the combat")


# -- discard phase: Powerbase: Los Angeles ---------------------------------------------------


def _la(state: State) -> dict[str, Any]:
    """This turn's extra discard phase actions from a card, and whether a discard of an
    Anarch's card was made with one (then an Anarch may be unlocked)."""
    book = cast(dict[str, Any], rules(state))
    memory = book.get("li_discard")
    if not isinstance(memory, dict) or memory.get("turn") != rules(state)["turns"]:
        memory = {"turn": rules(state)["turns"], "extra": 0, "unlock": 0}
        book["li_discard"] = memory
    return cast(dict[str, Any], memory)


def _peek_la(state: State) -> dict[str, Any]:
    memory = cast(dict[str, Any], rules(state)).get("li_discard")
    if isinstance(memory, dict) and memory.get("turn") == rules(state)["turns"]:
        return memory
    return {"extra": 0, "unlock": 0}


@condition("li_own_discard_phase")
def _own_discard_phase(ctx: Ctx, _: str) -> bool:
    return rules(ctx.state)["phase"] == DISCARD and ctx.state.turn.active == ctx.seat


@condition("li_anarch_discarded")
def _anarch_discarded(ctx: Ctx, _: str) -> bool:
    """The extra discard phase action was used to discard an Anarch's card."""
    return _peek_la(ctx.state)["unlock"] > 0


@kind
class ExtraDiscard(Step, frozen=True, tag="li_extra_discard"):
    """+1 discard phase action this phase."""

    def apply(self, ctx: Ctx) -> None:
        rules(ctx.state)["discards"] += 1
        _la(ctx.state)["extra"] += 1

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "+1 discard phase action")


def discarded(state: State, seat: int, card: Card) -> None:
    """Called after ``seat`` discarded ``card`` with a discard phase action: with an
    extra action of a card in play still unspent, a card requiring an Anarch or making a
    vampire Anarch lets its player unlock a ready Anarch."""
    memory = _peek_la(state)
    if memory["extra"] > 0 and (requires_anarch(card) or makes_anarch(card)):
        memory = _la(state)
        memory["extra"] -= 1
        memory["unlock"] += 1


@selector("li_locked_ready_anarch")
def _locked_ready_anarchs(ctx: Ctx) -> list[Card]:
    return [
        c
        for s in ctx.state.seats
        if not s.out
        for c in ci.ready_minions(ctx.state, s.index)
        if c.locked and is_anarch(c)
    ]


@kind
class UnlockAnarch(Step, frozen=True, tag="li_unlock_anarch"):
    """The ready Anarch aimed at unlocks (once for each extra discard used so)."""

    def aiming(self) -> Aim:
        return "card"

    def aims(self, ctx: Ctx) -> list[int]:
        return chosen(ctx, "li_locked_ready_anarch")

    def apply(self, ctx: Ctx) -> None:
        card = ctx.state.cards.get(ctx.target_card) if ctx.target_card is not None else None
        _la(ctx.state)["unlock"] -= 1
        if card is not None:
            set_locked(ctx, card, False)

    def words(self, ctx: Ctx) -> Message:
        card = ctx.state.cards.get(ctx.target_card) if ctx.target_card is not None else None
        return QT_TRANSLATE_NOOP("vtes", "unlock {minion}").with_args(
            minion=ci.name(card) if card is not None else "…"
        )


# -- The Rack: a vampire chosen as it is played or changes controller -----------------------


def _rack(state: State) -> dict[str, list[int]]:
    """Each such card's choice (by card id): [its controller then, the vampire chosen]."""
    book = cast(dict[str, Any], rules(state))
    return cast(dict[str, list[int]], book.setdefault("li_chosen", {}))


def rack_choice(state: State, card: Card) -> Card | None:
    """The vampire ``card``'s controller chose (None: none chosen, or chosen by a former
    controller)."""
    choice = cast(dict[str, Any], rules(state)).get("li_chosen", {}).get(str(card.id))
    if not choice or choice[0] != card.controller or choice[1] < 0:
        return None
    return state.cards.get(choice[1])


def _chosen_by_controller(state: State, card: Card) -> bool:
    """The card's controller has made its choice (of a vampire, or of none: it had none)."""
    choice = cast(dict[str, Any], rules(state)).get("li_chosen", {}).get(str(card.id))
    return bool(choice) and choice[0] == card.controller


@condition("li_nothing_chosen")
def _nothing_chosen(ctx: Ctx, _: str) -> bool:
    """The card's controller has not chosen yet (it was just played, or taken)."""
    return not _chosen_by_controller(ctx.state, ctx.card)


@kind
class ChooseVampire(Step, frozen=True, tag="li_choose_vampire"):
    """The player chooses a ready vampire they control for this card (aimed at the card
    itself when they control none: none is chosen, until the card changes controller)."""

    def aiming(self) -> Aim:
        return "card"

    def aims(self, ctx: Ctx) -> list[int]:
        return chosen(ctx, "own_ready_vampire") or [ctx.card.id]

    def apply(self, ctx: Ctx) -> None:
        aim = ctx.target_card if ctx.target_card != ctx.card.id else None
        _rack(ctx.state)[str(ctx.card.id)] = [ctx.seat, -1 if aim is None else aim]

    def words(self, ctx: Ctx) -> Message:
        card = ctx.state.cards.get(ctx.target_card) if ctx.target_card is not None else None
        if card is None or card.id == ctx.card.id:
            return QT_TRANSLATE_NOOP("vtes", "no ready vampire to choose")
        return QT_TRANSLATE_NOOP("vtes", "choose {minion}").with_args(minion=ci.name(card))


@kind
class ChosenGainsBlood(Step, frozen=True, tag="li_chosen_gains_blood"):
    """The vampire chosen for this card gains ``n`` blood, if it is still ready and its
    controller's."""

    n: int = 2

    def can(self, ctx: Ctx) -> Message | None:
        card = rack_choice(ctx.state, ctx.card)
        if card is None or card.controller != ctx.seat or not ci.in_ready(ctx.state, card):
            return QT_TRANSLATE_NOOP("vtes", "The chosen vampire is not ready.")
        return None

    def apply(self, ctx: Ctx) -> None:
        card = rack_choice(ctx.state, ctx.card)
        if card is not None:
            tokens.add_counter(
                ctx.state, card, "blood", self.n, ctx.events, ctx.seat, "fx_blood",
                cause=ctx.card.catalog,
            )  # fmt: skip

    def words(self, ctx: Ctx) -> Message:
        card = rack_choice(ctx.state, ctx.card)
        return QT_TRANSLATE_NOOP("vtes", "{minion} gains {n} blood").with_args(
            minion=ci.name(card) if card is not None else "…", n=self.n
        )


# -- a search of the library: Magic of the Smith ---------------------------------------------


@kind
class SearchEquipment(Step, frozen=True, tag="li_search_equipment"):
    """The player searches their library for an equipment card to equip this minion with
    (requirements and cost as normal), then shuffles it: owed at once, chosen with
    ``vtes_search_library`` (:mod:`...library_search`)."""

    def apply(self, ctx: Ctx) -> None:
        if ctx.minion is not None:
            cause = ctx.card.catalog or ""
            hand_size.owe(ctx.state, ctx.seat, 1, "equip", cause, minion=ctx.minion.id)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes", "search your library for an equipment card to equip {minion} with"
        ).with_args(minion=ci.name(ctx.minion) if ctx.minion is not None else "…")


# -- cards kept face down on an equipment: Shilmulo Tarot ------------------------------------


def tarot_cards(state: State, seat: int) -> list[Card]:
    """The cards ``seat`` keeps face down out of play on its equipment (its research pile:
    nobody sees them but ``seat``, who may look at them at any time)."""
    return [state.cards[c] for c in state.zones[zone(seat, RESEARCH)].cards]


@kind
class ToTarot(Step, frozen=True, tag="li_to_tarot"):
    """The top ``n`` cards of the player's library go face down out of play on this card
    (its player may look at them); the cards there are shuffled so that nobody else can
    tell them apart or say which came last."""

    n: int = 1

    def can(self, ctx: Ctx) -> Message | None:
        if not zone_of(ctx.state, ctx.seat, "deck").cards:
            return QT_TRANSLATE_NOOP("vtes", "Your library is empty.")
        return None

    def apply(self, ctx: Ctx) -> None:
        state, seat = ctx.state, ctx.seat
        library, pile = zone_of(state, seat, "deck"), state.zones[zone(seat, RESEARCH)]
        for _ in range(min(self.n, len(library.cards))):
            top = state.cards[library.cards[0]]
            ctx.events.append(move_card(state, top, pile, face_up=False, seat=seat))
        shuffle = C.Shuffle(seat=seat, zone=pile.id, host=True)
        do_shuffle(state, shuffle, Outcome(events=ctx.events), Rng(state.rng))
        for card in tarot_cards(state, seat):
            card.known_to = [seat]  # its player looks at them at any time

    def words(self, ctx: Ctx) -> Message:
        if self.n == 1:
            return QT_TRANSLATE_NOOP(
                "vtes", "put the top card of your library face down on {card}"
            ).with_args(card=ci.name(ctx.card))
        return QT_TRANSLATE_NOOP(
            "vtes", "put the top {n} cards of your library face down on {card}"
        ).with_args(n=self.n, card=ci.name(ctx.card))


@kind
class DrawInstead(Step, frozen=True, tag="li_draw_instead"):
    """While in play on a ready bearer of ``clan``: each time its player would draw from
    their library, they may draw one of the cards on it instead (each draw is then owed
    and chosen: :func:`draw_owed_instead`, :mod:`...draw_choice`)."""

    clan: str = "Ravnos"

    def apply(self, ctx: Ctx) -> None:
        return None

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes", "you may draw one of the cards on {card} instead"
        ).with_args(card=ci.name(ctx.card))


def _draws_instead(state: State, seat: int) -> Card | None:
    """``seat``'s card in play that lets it draw from its cards instead (None: none now)."""
    for card in state.cards.values():
        if card.controller != seat or not card.face_up or card.attached_to is None:
            continue
        entry = effects_of(card.catalog) if card.catalog else None
        step = (
            next((s for s in entry.script(False).in_play if isinstance(s, DrawInstead)), None)
            if entry is not None and entry.automated
            else None
        )
        bearer = state.cards.get(card.attached_to)
        if step is None or bearer is None or not ci.in_ready(state, bearer):
            continue
        rec = ci.record(bearer)
        if rec is not None and (rec.clan == step.clan or step.clan in rec.clans):
            return card
    return None


def draw_owed_instead(state: State, seat: int) -> bool:
    """``seat`` would draw from its library: with a card in play that offers its own cards
    instead (and some on it), the draw is owed and chosen.  True: it is."""
    if not tarot_cards(state, seat) or not zone_of(state, seat, "deck").cards:
        return False
    card = _draws_instead(state, seat)
    if card is None:
        return False
    hand_size.owe(state, seat, 1, "draw", card.catalog or "")
    return True
