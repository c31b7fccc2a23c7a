"""The special abilities of vampires (their crypt card's text beyond sect and title): the
conditions their lasting bonuses hold under, the cards their abilities are paid with, and
the moments their triggered abilities wait for (``vtt/resources/vtes/effects/crypt.json``).

A triggered ability ("after another Anarch you control performs a successful action",
"after a referendum called by him passes") is offered with ``vtes_use`` while its moment
lasts (:mod:`..moments`).
"""

from __future__ import annotations

from ......core import events as E
from ......core.messages import QT_TRANSLATE_NOOP, Message
from ......core.model import Card
from ....layout import ASH_HEAP, EDGE, LIBRARY, REMOVED, zone
from ... import cardinfo as ci
from ... import hand
from ...data import rules
from ..conditions import condition
from ..log import texts
from ..moments import PASSED as _PASSED
from ..moments import SUCCESS as _SUCCESS
from ..moments import last as _last
from ..selectors import chosen, hand_cards, selector
from ..standing import Bonus
from ..steps import Aim, Ctx, Step, kind
from .basics import set_locked

texts(
    {
        "va_discarded": QT_TRANSLATE_NOOP("vtes", "As {cause} says: {seat} discards {card}."),
        "va_removed": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {seat} removes {n} cards of the ash heap from the game."
        ),
        "va_to_library": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {seat} puts {card} at the bottom of the library."
        ),
        "va_revealed": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {seat} reveals {card}, the top card of the library."
        ),
        "va_stealth": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: the action gets +{n} stealth ({value})."
        ),
        "va_bleed": QT_TRANSLATE_NOOP("vtes", "As {cause} says: the bleed gets +{n} ({value})."),
        "va_edge_burned": QT_TRANSLATE_NOOP("vtes", "As {cause} says: {seat} burns the Edge."),
    }
)

# -- the moments a triggered ability waits for --------------------------------------------


def succeeded_minion(ctx: Ctx) -> Card | None:
    """The minion whose successful action the ability follows, if this is that moment."""
    last = _last(ctx.state, _SUCCESS)
    return ctx.state.cards.get(last["minion"]) if last is not None else None


def _is(card: Card, group: str) -> bool:
    rec = ci.record(card)
    return rec is not None and group in (rec.clan, rec.sect, *rec.clans)


@condition("va_after_success")
def _after_success(ctx: Ctx, group: str) -> bool:
    """Right after another minion of the player, of the clan or sect ``group``, performed a
    successful action."""
    last = _last(ctx.state, _SUCCESS)
    other = succeeded_minion(ctx)
    return (
        last is not None
        and other is not None
        and last["seat"] == ctx.seat
        and (ctx.minion is None or other.id != ctx.minion.id)
        and _is(other, group)
    )


@condition("va_action_requires")
def _action_requires(ctx: Ctx, wanted: str) -> bool:
    """The successful action's card requires one of ``wanted`` ("Hecata|obl": the clan or
    the discipline)."""
    last = _last(ctx.state, _SUCCESS)
    rec = ci.load_cards().get(last["catalog"]) if last and last["catalog"] else None
    if rec is None:
        return False
    needs = {*rec.clans, *(d.lower() for d in rec.disciplines)}
    return any(w in needs for w in wanted.split("|"))


@condition("va_after_passed")
def _after_passed(ctx: Ctx, _: str) -> bool:
    """Right after a referendum this vampire called passed."""
    last = _last(ctx.state, _PASSED)
    return last is not None and ctx.minion is not None and last["minion"] == ctx.minion.id


# -- conditions of lasting bonuses ----------------------------------------------------------


def _acting(ctx: Ctx) -> Card | None:
    action = rules(ctx.state)["action"]
    return ctx.state.cards.get(action["minion"]) if action is not None else None


@condition("va_directed")
def _directed(ctx: Ctx, _: str) -> bool:
    action = rules(ctx.state)["action"]
    return action is not None and action["directed"]


@condition("va_undirected")
def _undirected(ctx: Ctx, _: str) -> bool:
    action = rules(ctx.state)["action"]
    return action is not None and not action["directed"]


@condition("va_acting_lasombra")
def _acting_lasombra(ctx: Ctx, age: str) -> bool:
    """The acting minion is a Lasombra vampire ``younger`` (lower capacity) or ``older``
    than this one."""
    acting = _acting(ctx)
    if acting is None or ctx.minion is None or not ci.is_vampire(acting):
        return False
    if not _is(acting, "Lasombra"):
        return False
    mine, theirs = ci.capacity(ctx.minion), ci.capacity(acting)
    return theirs < mine if age == "younger" else theirs > mine


def _titled(card: Card | None) -> bool:
    if card is None or not ci.is_vampire(card):
        return False
    rec = ci.record(card)
    return rec is not None and bool(rec.title)


@condition("va_acting_titled")
def _acting_titled(ctx: Ctx, _: str) -> bool:
    return _titled(_acting(ctx))


@condition("va_opponent_titled")
def _opponent_titled(ctx: Ctx, _: str) -> bool:
    """In combat with a titled vampire."""
    combat = rules(ctx.state)["combat"]
    if combat is None or ctx.minion is None or ctx.minion.id not in (combat["a"], combat["b"]):
        return False
    other = combat["b"] if ctx.minion.id == combat["a"] else combat["a"]
    return _titled(ctx.state.cards.get(other))


@condition("va_pool_at_most")
def _pool_at_most(ctx: Ctx, n: str) -> bool:
    return ctx.state.seats[ctx.seat].counters.get("pool", 0) <= int(n)


@condition("va_controls_location")
def _controls_location(ctx: Ctx, _: str) -> bool:
    return bool(chosen(ctx, "own_location"))


@selector("own_location")
def _own_locations(ctx: Ctx) -> list[Card]:
    """The player's locations in play (master cards; not a vampire whose text speaks of
    locations)."""
    ready = ctx.state.zones[zone(ctx.seat, "ready")].cards
    out = []
    for card in (ctx.state.cards[c] for c in ready):
        rec = ci.record(card)
        if (
            rec is not None
            and card.face_up
            and "Master" in rec.types
            and "location" in rec.text.split("\n", 1)[0].casefold()
        ):
            out.append(card)
    return out


# -- conditions of abilities used in play ---------------------------------------------------


def _has_edge(ctx: Ctx) -> bool:
    return ctx.state.tokens[EDGE].holder == ctx.seat


@condition("va_combat_stage")
def _combat_stage(ctx: Ctx, stages: str) -> bool:
    """The combat is at one of ``stages`` ("range|press")."""
    combat = rules(ctx.state)["combat"]
    return combat is not None and combat["stage"] in stages.split("|")


@condition("va_used_this_combat")
def _used_this_combat(ctx: Ctx, _: str) -> bool:
    """This card's ability was used in the combat under way (:mod:`...abilities` books it
    with the cards played in the combat)."""
    combat = rules(ctx.state)["combat"]
    mark = f"use:{ctx.card.id}:"
    return combat is not None and any(k.startswith(mark) for k in combat.get("cards", []))


@condition("va_press_continues")
def _press_continues(ctx: Ctx, _: str) -> bool:
    """A press now would continue the combat (no press stands, or only this minion's own
    cancelled one), not cancel the opponent's."""
    combat = rules(ctx.state)["combat"]
    if combat is None or ctx.minion is None:
        return False
    return combat["press"] is None or (combat["cancelled"] and combat["press"] == ctx.minion.id)


@condition("va_ash_at_least")
def _ash_at_least(ctx: Ctx, n: str) -> bool:
    return len(ctx.state.zones[zone(ctx.seat, ASH_HEAP)].cards) >= int(n)


# -- cards in hand an ability is paid with --------------------------------------------------


def _hand(ctx: Ctx) -> list[Card]:
    return hand_cards(ctx)


def _requiring(ctx: Ctx, discipline: str) -> list[Card]:
    out = []
    for card in _hand(ctx):
        rec = ci.record(card)
        if rec is not None and discipline in (d.lower() for d in rec.disciplines):
            out.append(card)
    return out


@selector("hand_animalism")
def _hand_ani(ctx: Ctx) -> list[Card]:
    return _requiring(ctx, "ani")


@selector("hand_dominate")
def _hand_dom(ctx: Ctx) -> list[Card]:
    return _requiring(ctx, "dom")


@selector("hand_oblivion")
def _hand_obl(ctx: Ctx) -> list[Card]:
    return _requiring(ctx, "obl")


@selector("hand_political_action")
def _hand_political(ctx: Ctx) -> list[Card]:
    return [c for c in _hand(ctx) if "Political Action" in ci.types(c)]


@selector("own_ash_library_card")
def _ash_library(ctx: Ctx) -> list[Card]:
    cards = (ctx.state.cards[c] for c in ctx.state.zones[zone(ctx.seat, ASH_HEAP)].cards)
    return [c for c in cards if (rec := ci.record(c)) is not None and rec.kind == "library"]


@kind
class DiscardFromHand(Step, frozen=True, tag="discard_from_hand"):
    """The player discards the card of their hand they aim at, among ``among`` (it is
    replaced, as any card that leaves the hand)."""

    among: str

    def aiming(self) -> Aim:
        return "card"

    def aims(self, ctx: Ctx) -> list[int]:
        return chosen(ctx, self.among)

    def apply(self, ctx: Ctx) -> None:
        card = ctx.state.cards.get(ctx.target_card) if ctx.target_card is not None else None
        if card is None:
            return
        ctx.events.append(
            E.ModuleEvent(
                seat=ctx.seat,
                key="va_discarded",
                args={"cause": ctx.card.catalog or "", "seat": ctx.seat, "card": card.catalog},
            )
        )
        hand.play_to_ash(ctx.state, ctx.seat, card, ctx.events)

    def words(self, ctx: Ctx) -> Message:
        card = ctx.state.cards.get(ctx.target_card) if ctx.target_card is not None else None
        return QT_TRANSLATE_NOOP("vtes", "discard {card}").with_args(
            card=ci.name(card) if card is not None else "…"
        )


@kind
class RemoveAsh(Step, frozen=True, tag="remove_from_ash_heap"):
    """``n`` cards of the player's ash heap removed from the game (the oldest first)."""

    n: int

    def can(self, ctx: Ctx) -> Message | None:
        if not _ash_at_least(ctx, str(self.n)):
            return QT_TRANSLATE_NOOP("vtes", "Your ash heap has fewer than {n} cards.").with_args(
                n=self.n
            )
        return None

    def apply(self, ctx: Ctx) -> None:
        from ......core.table import move_card

        ash = ctx.state.zones[zone(ctx.seat, ASH_HEAP)]
        removed = ctx.state.zones[zone(ctx.seat, REMOVED)]
        for card_id in list(ash.cards[: self.n]):
            ctx.events.append(
                move_card(ctx.state, ctx.state.cards[card_id], removed, face_up=True, seat=ctx.seat)
            )
        ctx.events.append(
            E.ModuleEvent(
                seat=ctx.seat,
                key="va_removed",
                args={"cause": ctx.card.catalog or "", "seat": ctx.seat, "n": self.n},
            )
        )

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes", "remove {n} cards of your ash heap from the game"
        ).with_args(n=self.n)


@kind
class AshToLibraryBottom(Step, frozen=True, tag="ash_to_library_bottom"):
    """The library card of the player's ash heap they aim at goes to the bottom of their
    library."""

    def aiming(self) -> Aim:
        return "card"

    def aims(self, ctx: Ctx) -> list[int]:
        return chosen(ctx, "own_ash_library_card")

    def apply(self, ctx: Ctx) -> None:
        from ......core.table import move_card

        card = ctx.state.cards.get(ctx.target_card) if ctx.target_card is not None else None
        library = ctx.state.zones[zone(ctx.seat, LIBRARY)]
        if card is None:
            return
        ctx.events.append(
            move_card(ctx.state, card, library, bottom=True, face_up=False, seat=ctx.seat)
        )
        ctx.events.append(
            E.ModuleEvent(
                seat=ctx.seat,
                key="va_to_library",
                args={"cause": ctx.card.catalog or "", "seat": ctx.seat, "card": card.catalog},
            )
        )

    def words(self, ctx: Ctx) -> Message:
        card = ctx.state.cards.get(ctx.target_card) if ctx.target_card is not None else None
        return QT_TRANSLATE_NOOP("vtes", "move {card} to the bottom of your library").with_args(
            card=ci.name(card) if card is not None else "…"
        )


@kind
class StrengthThisCombat(Step, frozen=True, tag="strength_this_combat"):
    """+``n`` strength for the rest of the combat: the card's ``in_play`` bonus with the
    condition ``va_used_this_combat`` gives it; this step is that use's words."""

    n: int

    def apply(self, ctx: Ctx) -> None:  # the use is booked by :mod:`...abilities`
        return None

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "+{n} strength this combat").with_args(n=self.n)


@kind
class BurnEdge(Step, frozen=True, tag="burn_edge"):
    def can(self, ctx: Ctx) -> Message | None:
        if not _has_edge(ctx):
            return QT_TRANSLATE_NOOP("vtes", "You do not have the Edge to burn.")
        return None

    def apply(self, ctx: Ctx) -> None:
        ctx.state.tokens[EDGE].holder = None
        ctx.events.append(E.TokenPassed(seat=ctx.seat, token=EDGE, to=None))
        ctx.events.append(
            E.ModuleEvent(
                seat=ctx.seat,
                key="va_edge_burned",
                args={"cause": ctx.card.catalog or "", "seat": ctx.seat},
            )
        )

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "burn the Edge")


@kind
class UnlockSucceeded(Step, frozen=True, tag="unlock_succeeded"):
    """Unlock the minion whose successful action the ability follows."""

    def can(self, ctx: Ctx) -> Message | None:
        other = succeeded_minion(ctx)
        if other is None or not other.locked or not ci.in_ready(ctx.state, other):
            return QT_TRANSLATE_NOOP("vtes", "There is no locked minion to unlock.")
        return None

    def apply(self, ctx: Ctx) -> None:
        other = succeeded_minion(ctx)
        if other is not None:
            set_locked(ctx, other, False)

    def words(self, ctx: Ctx) -> Message:
        other = succeeded_minion(ctx)
        return QT_TRANSLATE_NOOP("vtes", "unlock {minion}").with_args(
            minion=ci.name(other) if other is not None else "…"
        )


@kind
class BonusPerUniqueEquipment(Bonus, frozen=True, tag="bonus_per_unique_equipment"):
    """While in play: +``n`` to ``what`` (a bleed, in the words) for each unique equipment
    on the minion."""

    def amount(self, ctx: Ctx) -> int:
        if ctx.minion is None:
            return 0
        count = 0
        for card in ctx.state.cards.values():
            rec = ci.record(card) if card.attached_to == ctx.minion.id and card.face_up else None
            if rec is not None and "Equipment" in rec.types and rec.unique:
                count += 1
        return self.n * count

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "+{n} bleed for each unique equipment").with_args(n=self.n)


# -- votes ----------------------------------------------------------------------------------


@condition("va_may_still_vote")
def _may_still_vote(ctx: Ctx, _: str) -> bool:
    """A referendum is polling, the player still votes and this vampire's votes are not
    cast yet."""
    from ...politics import may_vote

    ref = rules(ctx.state)["referendum"]
    return (
        ref is not None
        and ctx.minion is not None
        and may_vote(ctx.state, ctx.seat)
        and f"vampire:{ctx.minion.id}" not in ref.get("sources", [])
    )


def _uses_now(ctx: Ctx) -> int:
    """How often this card's ability was used in the procedure under way."""
    from ...played import current_scope, records

    scope = current_scope(ctx.state)
    return sum(
        1
        for p in records(ctx.state)
        if p["card"] == ctx.card.id and p.get("use") and p["scope"] == scope
    )


@kind
class BonusPerUse(Bonus, frozen=True, tag="bonus_per_use"):
    """While in play: +``n`` to ``what`` for each use of the card's ability in the
    procedure under way (a referendum: "discard a card ... to get +1 vote")."""

    def amount(self, ctx: Ctx) -> int:
        return self.n * _uses_now(ctx)


@kind
class VoteThisReferendum(Step, frozen=True, tag="vote_this_referendum"):
    """+``n`` votes for the vampire in this referendum: the card's ``in_play``
    ``bonus_per_use`` gives them; this step is that use's words."""

    n: int = 1

    def apply(self, ctx: Ctx) -> None:  # the use is booked by :mod:`...abilities`
        return None

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "+{n} vote in this referendum").with_args(n=self.n)


# -- blocks ---------------------------------------------------------------------------------


def _undead_ally(card: Card | None) -> bool:
    rec = ci.record(card) if card is not None else None
    if rec is None or "Ally" not in rec.types:
        return False
    first = rec.text.split(".", 1)[0].casefold()
    return "wraith" in first.split() or "zombie" in first.split()


@condition("va_ready_undead_ally_acts")
def _ready_undead_ally_acts(ctx: Ctx, _: str) -> bool:
    """This vampire is ready and the acting minion is a wraith or zombie ally."""
    return (
        ctx.minion is not None and ci.in_ready(ctx.state, ctx.minion) and _undead_ally(_acting(ctx))
    )


# -- the master phase -----------------------------------------------------------------------


@condition("va_master_card_played")
def _master_card_played(ctx: Ctx, _: str) -> bool:
    """The player played more master cards this turn than this ability was used."""
    from ...played import records

    turn = rules(ctx.state)["turns"]
    mine = [p for p in records(ctx.state) if p["turn"] == turn and p["seat"] == ctx.seat]
    masters = sum(1 for p in mine if p["hand"] and "Master" in _types(p["catalog"]))
    used = sum(1 for p in mine if p["card"] == ctx.card.id and p.get("use"))
    return masters > used


def _types(catalog: str) -> tuple[str, ...]:
    try:
        return ci.load_cards().get(catalog).types
    except KeyError:
        return ()


@selector("own_ready_ministry")
def _own_ministry(ctx: Ctx) -> list[Card]:
    cards = (ctx.state.cards[c] for c in ctx.state.zones[zone(ctx.seat, "ready")].cards)
    return [c for c in cards if c.face_up and ci.is_vampire(c) and _is(c, "Ministry")]


# -- revealing the library's top card -------------------------------------------------------


@kind
class RevealTop(Step, frozen=True, tag="reveal_top_for_stealth"):
    """Reveal the top card of the player's library: a master card makes the vampire burn
    ``blood`` blood, any other card gives the action +``stealth`` stealth."""

    blood: int = 1
    stealth: int = 1

    def can(self, ctx: Ctx) -> Message | None:
        if not ctx.state.zones[zone(ctx.seat, LIBRARY)].cards:
            return QT_TRANSLATE_NOOP("vtes", "Your library is empty.")
        if rules(ctx.state)["action"] is None:
            return QT_TRANSLATE_NOOP("vtes", "There is no action to modify now.")
        return None

    def apply(self, ctx: Ctx) -> None:
        from ... import tokens

        top = ctx.state.cards[ctx.state.zones[zone(ctx.seat, LIBRARY)].cards[0]]
        master = "Master" in ci.types(top)
        ctx.events.append(
            E.ModuleEvent(
                seat=ctx.seat,
                key="va_revealed",
                args={"cause": ctx.card.catalog or "", "seat": ctx.seat, "card": top.catalog},
            )
        )
        action = rules(ctx.state)["action"]
        if master and ctx.minion is not None:
            tokens.add_counter(
                ctx.state,
                ctx.minion,
                "blood",
                -min(self.blood, ctx.minion.counters.get("blood", 0)),
                ctx.events,
                ctx.seat,
                "fx_blood",
                cause=ctx.card.catalog or "",
            )
        elif action is not None:
            action["stealth"] += self.stealth
            ctx.events.append(
                E.ModuleEvent(
                    seat=ctx.seat,
                    key="va_stealth",
                    args={
                        "cause": ctx.card.catalog or "",
                        "n": self.stealth,
                        "value": action["stealth"],
                    },
                )
            )

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes",
            "reveal the top card of your library: a master card burns {blood} blood, "
            "another card gives +{stealth} stealth",
        ).with_args(blood=self.blood, stealth=self.stealth)


# -- combat ---------------------------------------------------------------------------------


@kind
class DiscardRandom(Step, frozen=True, tag="discard_at_random"):
    """The player discards a card of their hand picked by the game's seeded random numbers
    (it is replaced, as any card that leaves the hand)."""

    def can(self, ctx: Ctx) -> Message | None:
        if not _hand(ctx):
            return QT_TRANSLATE_NOOP("vtes", "Your hand is empty.")
        return None

    def apply(self, ctx: Ctx) -> None:
        from ......core.rng import Rng

        cards = _hand(ctx)
        card = cards[Rng(ctx.state.rng).below(len(cards))]
        ctx.events.append(
            E.ModuleEvent(
                seat=ctx.seat,
                key="va_discarded",
                args={"cause": ctx.card.catalog or "", "seat": ctx.seat, "card": card.catalog},
            )
        )
        hand.play_to_ash(ctx.state, ctx.seat, card, ctx.events)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "discard a card at random")


def _own_combatant(ctx: Ctx) -> tuple[str, Card] | None:
    """The side and the vampire of the player's in the combat under way, with normal
    damage to take."""
    combat = rules(ctx.state)["combat"]
    if combat is None or combat["stage"] != "damage":
        return None
    for side in ("a", "b"):
        card = ctx.state.cards.get(combat[side])
        if (
            card is not None
            and card.controller == ctx.seat
            and ci.is_vampire(card)
            and combat["damage"][side][0] > 0
        ):
            return side, card
    return None


@kind
class PreventForOwnVampire(Step, frozen=True, tag="prevent_normal_damage_to_own_vampire"):
    """Prevent up to ``n`` non-aggravated damage to the player's vampire in the combat (not
    necessarily the vampire whose ability it is)."""

    n: int = 2

    def can(self, ctx: Ctx) -> Message | None:
        if _own_combatant(ctx) is None:
            return QT_TRANSLATE_NOOP(
                "vtes", "None of your vampires has non-aggravated damage to take now."
            )
        return None

    def apply(self, ctx: Ctx) -> None:
        found = _own_combatant(ctx)
        combat = rules(ctx.state)["combat"]
        if found is None or combat is None:
            return
        side, card = found
        dmg = combat["damage"][side]
        n = min(self.n, dmg[0])
        dmg[0] -= n
        ctx.events.append(
            E.ModuleEvent(
                seat=ctx.seat, key="prevented", args={"minion": card.catalog or "", "n": n}
            )
        )

    def words(self, ctx: Ctx) -> Message:
        found = _own_combatant(ctx)
        return QT_TRANSLATE_NOOP(
            "vtes", "prevent up to {n} non-aggravated damage to {minion}"
        ).with_args(n=self.n, minion=ci.name(found[1]) if found is not None else "…")


@kind
class BleedMore(Step, frozen=True, tag="bleed_of_own_action"):
    """+``n`` bleed to the vampire's own bleed under way, as often as its ability is paid
    for (the engine's ``vtes_modify`` gives each card's bonus once an action)."""

    n: int = 1

    def can(self, ctx: Ctx) -> Message | None:
        action = rules(ctx.state)["action"]
        if (
            action is None
            or action["kind"] != "bleed"
            or ctx.minion is None
            or action["minion"] != ctx.minion.id
        ):
            return QT_TRANSLATE_NOOP("vtes", "Only during this vampire's own bleed.")
        return None

    def apply(self, ctx: Ctx) -> None:
        action = rules(ctx.state)["action"]
        if action is None:
            return
        action["amount"] += self.n
        ctx.events.append(
            E.ModuleEvent(
                seat=ctx.seat,
                key="va_bleed",
                args={"cause": ctx.card.catalog or "", "n": self.n, "value": action["amount"]},
            )
        )

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "+{n} bleed").with_args(n=self.n)


@condition("va_own_undead_ally_in_combat")
def _own_undead_ally_in_combat(ctx: Ctx, _: str) -> bool:
    """The combat under way involves a wraith or zombie ally of the player."""
    combat = rules(ctx.state)["combat"]
    if combat is None:
        return False
    cards = (ctx.state.cards.get(combat[side]) for side in ("a", "b"))
    return any(c is not None and c.controller == ctx.seat and _undead_ally(c) for c in cards)


@condition("va_before_range")
def _before_range(ctx: Ctx, _: str) -> bool:
    """The round's range is about to be determined: no maneuver played yet."""
    combat = rules(ctx.state)["combat"]
    return combat is not None and combat["stage"] == "range" and combat["last_maneuver"] is None


@kind
class EndCombat(Step, frozen=True, tag="end_combat_now"):
    """The combat under way ends at once (no strikes, no more rounds)."""

    def can(self, ctx: Ctx) -> Message | None:
        if rules(ctx.state)["combat"] is None:
            return QT_TRANSLATE_NOOP("vtes", "There is no combat now.")
        return None

    def apply(self, ctx: Ctx) -> None:
        from ...combat import end_combat

        end_combat(ctx.state, ctx.events, ctx.seat)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "end the combat")
