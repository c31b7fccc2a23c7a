"""Steps of the reactions, action modifiers, combat cards, allies and retainers of the
other preconstructed decks (New Blood, Sabbat V5) that the earlier families do not already
run, and the engine's calls that read them:

- damage prevented only from its non-aggravated part (Soak);
- a card's alternative needing Fortitude or Blood Sorcery (Diversion);
- the age of the acting vampire against the reacting one (Redirection), and a vampire about
  to enter combat with an acting younger one (Obedience);
- at most one damage a round this combat (Flesh of Marble: :func:`cap_damage`, called
  where the combat applies the preventions cards gave);
- the card put on the opposing vampire sent to torpor at the end of a round won at close
  range (Disarm);
- a woken vampire that burns blood before the action resolves unless it blocked it (Forced
  Awakening: :func:`before_resolution`, called by :func:`...resolve.succeed`);
- a retainer that opens the hand of the Methuselah its employer fights (Owl Companion:
  :func:`open_in_combat`, read by :mod:`...hand_sight`);
- an ally that mends the player's wounded allies and cannot block vampires (Vagabond
  Mystic: :func:`own_text_bars_block`, read by :func:`.action_modifiers.cannot_block`);
- the terms a frenzy puts on the opposing minion for the combat (Terror Frenzy: no
  maneuver to close range, no press to continue, no equipment; combat cards costing the
  opposing vampire 1 more blood: :func:`terror_refusal`, read by the combat's maneuvers and
  presses, and :func:`combat_card_tax`, read by :mod:`...legality`);
- X blood burned for X additional strikes (Lightning Reflexes);
- a vampire forced to abstain, whether or not it has voted (Telepathic Vote Counting);
- an additional strike that must be a dodge (Wind Dance: an owed grant refused otherwise
  by :func:`...combat._must_strike`);
- a maneuver for the next round only, and a new round instead of the combat's end
  (Telepathic Tracking);
- damage to the opposing minion after a combat ends at close range (Catatonic Fear:
  :func:`after_combat`, called by :func:`...combat.end_combat`);
- a referendum where only the vampires of one sect vote (Closed Session, Private Audience);
- a reaction replaced only after the action (Elder Intervention:
  :func:`replaced_after_action`, read by :func:`.action_modifiers.replacement_waits`), and
  a card refused to a vampire that played a card of a given name this action.
"""

from __future__ import annotations

from typing import Literal, cast

from ......core import events as E
from ......core.messages import QT_TRANSLATE_NOOP, Message
from ......core.model import Card, State
from ......core.table import move_card
from ... import cardinfo as ci
from ... import commands as K
from ... import tokens
from ...data import rules
from ...records import Action, Combat, CombatEffect
from ..conditions import condition, holds
from ..log import texts
from ..run import automated
from ..selectors import chosen, selector
from ..steps import Aim, Ctx, Step, kind
from .combat_more import LaterStrike
from .combat_steps import Prevent, _side

texts(
    {
        "pr_prevented": QT_TRANSLATE_NOOP(
            "vtes", "As {card} says: {minion} prevents {n} non-aggravated damage."
        ),
        "pr_marble_given": QT_TRANSLATE_NOOP(
            "vtes",
            "As {card} says: once {minion} takes a damage in a round, the rest that round is"
            " prevented, this combat.",
        ),
        "pr_marble_prevented": QT_TRANSLATE_NOOP(
            "vtes", "As {card} says: {n} more damage to {minion} this round is prevented."
        ),
        "pr_disarmed": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: it is put on {minion}, who goes to torpor."
        ),
        "pr_terror_given": QT_TRANSLATE_NOOP(
            "vtes",
            "As {card} says: this combat, {minion} cannot maneuver to close range, press to"
            " continue combat or use equipment.",
        ),
        "pr_terror_tax_given": QT_TRANSLATE_NOOP(
            "vtes", "As {card} says: this combat, combat cards cost {minion} 1 more blood."
        ),
        "pr_life_added": QT_TRANSLATE_NOOP("vtes", "As {cause} says: {minion} gains 1 life."),
        "pr_abstains": QT_TRANSLATE_NOOP(
            "vtes",
            "As {card} says: {minion} abstains; the referendum stands at {yes} for, {no} against.",
        ),
        "pr_additional_dodge": QT_TRANSLATE_NOOP(
            "vtes", "As {card} says: {minion} has 1 additional strike this round, a dodge."
        ),
        "pr_maneuver_next_round": QT_TRANSLATE_NOOP(
            "vtes", "As {card} says: {minion} has 1 optional maneuver if another round occurs."
        ),
        "pr_new_round": QT_TRANSLATE_NOOP(
            "vtes", "As {card} says: instead of ending, the combat goes on to a new round."
        ),
        "pr_damage_after_combat": QT_TRANSLATE_NOOP(
            "vtes",
            "As {card} says: the combat ended at close range; {minion} takes 1 unpreventable"
            " damage.",
        ),
        "pr_sect_only_votes": QT_TRANSLATE_NOOP(
            "vtes", "As {card} says: only {sect} vampires cast votes or ballots in this referendum."
        ),
        "pr_burns_unless_blocked": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {minion} did not block and burns 1 blood."
        ),
    }
)


@condition("pr_acting_younger")
def _acting_younger(ctx: Ctx, _: str) -> bool:
    """The acting minion is a vampire younger (lower capacity) than this one."""
    action = rules(ctx.state)["action"]
    acting = ctx.state.cards.get(action["minion"]) if action is not None else None
    if acting is None or ctx.minion is None or not ci.is_vampire(acting):
        return False
    return ci.capacity(acting) < ci.capacity(ctx.minion)


def _fights_this_one(state: State, action: Action, minion: Card) -> bool:
    """Whether ``minion`` is about to enter combat with the acting minion: it blocks and
    its intercept reaches the stealth (before the block resolves), or, blocks declined,
    the action is aimed at it and enters combat with it when it succeeds (an action card
    whose effect does, or a minion's own enter-combat action)."""
    from . import control, permanents
    from .action_results import EnterCombat

    if action["stage"] == "attempt":
        return action["blocker"] == minion.id and action["intercept"] >= action["stealth"]
    if action["stage"] != "resolve" or action["target_card"] != minion.id:
        return False
    card = state.cards.get(action["card"]) if action["card"] is not None else None
    if card is None:
        acting = state.cards.get(action["minion"])
        own = acting is not None and permanents.combat_action(acting) is not None
        return action["kind"] == K.ACTION and (own or control.combat_marked(action))
    entry = automated(card.catalog) if card.catalog else None
    if entry is None:
        return False
    ctx = Ctx(state, action["seat"], card, state.cards.get(action["minion"]), action["superior"])
    ctx.target_card = action["target_card"]
    return any(
        isinstance(s, EnterCombat) and (not s.when or holds(ctx, s.when))
        for s in entry.script(action["superior"]).success
    )


@condition("pr_about_to_fight_younger")
def _about_to_fight_younger(ctx: Ctx, _: str) -> bool:
    """This vampire is about to enter combat with the acting vampire, younger than it."""
    action = rules(ctx.state)["action"]
    if action is None or ctx.minion is None or not _acting_younger(ctx, ""):
        return False
    return _fights_this_one(ctx.state, action, ctx.minion)


@kind
class PreventNormal(Prevent, frozen=True, tag="pr_prevent_normal"):
    """Prevent up to ``n`` of the non-aggravated damage the minion has to take (the
    aggravated damage is left as it is)."""

    def fits(self, ctx: Ctx) -> Message | None:
        why = super().fits(ctx)
        if why is not None:
            return why
        combat = rules(ctx.state)["combat"]
        assert combat is not None
        if not combat["damage"][_side(combat, ctx.minion.id if ctx.minion else -1)][0]:
            return QT_TRANSLATE_NOOP("vtes", "There is no non-aggravated damage to prevent.")
        return None

    def apply(self, ctx: Ctx) -> None:
        combat = rules(ctx.state)["combat"]
        if combat is None or ctx.minion is None:
            return
        dmg = combat["damage"][_side(combat, ctx.minion.id)]
        n = min(self.n, dmg[0])
        dmg[0] -= n
        ctx.events.append(
            E.ModuleEvent(
                seat=ctx.seat,
                key="pr_prevented",
                args={"card": ctx.card.catalog or "", "minion": ctx.minion.catalog or "", "n": n},
            )
        )

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "prevent {n} non-aggravated damage").with_args(n=self.n)


_DISCIPLINES: dict[str, Message] = {
    "cel": QT_TRANSLATE_NOOP("vtes", "with Celerity"),
    "for": QT_TRANSLATE_NOOP("vtes", "with Fortitude"),
    "tha": QT_TRANSLATE_NOOP("vtes", "with Blood Sorcery"),
}


@kind
class WithDisciplineToo(Step, frozen=True, tag="pr_with_discipline"):
    """The alternative of a card with several disciplines that the minion plays with
    ``disc`` (Diversion), refused to a minion without it; the disciplines
    :class:`.combat_more.WithDiscipline` does not name."""

    disc: str

    def __post_init__(self) -> None:
        if self.disc not in _DISCIPLINES:
            raise ValueError(f"unknown discipline {self.disc!r}")

    def can(self, ctx: Ctx) -> Message | None:
        rec = ci.record(ctx.minion) if ctx.minion is not None else None
        have = {d.lower() for d in rec.disciplines} if rec is not None else set()
        if self.disc not in have:
            return QT_TRANSLATE_NOOP("vtes", "The minion does not have that discipline.")
        return None

    def apply(self, ctx: Ctx) -> None:
        return None

    def words(self, ctx: Ctx) -> Message:
        return _DISCIPLINES[self.disc]


# -- a woken vampire that burns blood unless it blocks (Forced Awakening) --------------------

_BURN_UNLESS = "pr_burn_unless_blocks"


@kind
class BurnUnlessBlocks(Step, frozen=True, tag="pr_burn_unless_blocks"):
    """The reacting vampire burns 1 blood before the action resolves if it is not then the
    minion that blocked it (:func:`before_resolution`); a blocked action does not resolve."""

    def can(self, ctx: Ctx) -> Message | None:
        if rules(ctx.state)["action"] is None or ctx.minion is None:
            return QT_TRANSLATE_NOOP("vtes", "There is no action to modify now.")
        return None

    def apply(self, ctx: Ctx) -> None:
        action = rules(ctx.state)["action"]
        if action is None or ctx.minion is None:
            return
        action.setdefault("lasting", []).append(
            {
                "what": _BURN_UNLESS,
                "catalog": ctx.card.catalog or "",
                "n": 1,
                "minion": ctx.minion.id,
            }
        )

    def words(self, ctx: Ctx) -> Message:
        name = ci.name(ctx.minion) if ctx.minion is not None else "…"
        return QT_TRANSLATE_NOOP(
            "vtes",
            "unless {minion} blocks this action, it burns 1 blood before the action resolves",
        ).with_args(minion=name)


def before_resolution(state: State, action: Action, out: list[E.Event]) -> None:
    """The action ``action`` is about to resolve (no block succeeded): each vampire a card
    woke on those terms burns 1 blood, if still in play with blood."""
    for term in action.get("lasting", []):
        minion = state.cards.get(term["minion"]) if term["minion"] is not None else None
        if term["what"] != _BURN_UNLESS or minion is None or not ci.in_ready(state, minion):
            continue
        if not minion.counters.get("blood", 0):
            continue
        tokens.add_counter(
            state, minion, "blood", -1, out, minion.controller, "fx_blood", cause=term["catalog"]
        )
        out.append(
            E.ModuleEvent(
                seat=minion.controller,
                key="pr_burns_unless_blocked",
                args={"cause": term["catalog"], "minion": minion.catalog or ""},
            )
        )


# -- a retainer that opens the opposing Methuselah's hand in combat (Owl Companion) ----------


@kind
class OpenHandInCombat(Step, frozen=True, tag="pr_open_hand_in_combat"):
    """While the minion this card is on is in combat, the controller of the opposing minion
    plays with an open hand (:func:`open_in_combat`); nothing to do as it is played."""

    def apply(self, ctx: Ctx) -> None:
        return None

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes",
            "while its employer is in combat, the opposing minion's controller plays with an"
            " open hand",
        )


def _opens(card: Card) -> bool:
    entry = automated(card.catalog) if card.catalog else None
    scripts = (entry.any, entry.inferior, entry.superior) if entry is not None else ()
    return any(
        isinstance(step, OpenHandInCombat)
        for script in scripts
        if script is not None
        for step in script.in_play
    )


def open_in_combat(state: State) -> set[int]:
    """The seats whose hand is open because the minion they fight with has a card in play
    on it that says so (none outside a combat)."""
    combat = rules(state)["combat"]
    if combat is None:
        return set()
    fighters = {combat["a"]: combat["b"], combat["b"]: combat["a"]}
    seats: set[int] = set()
    for card in state.cards.values():
        if card.attached_to not in fighters or not card.face_up or not _opens(card):
            continue
        opposing = state.cards.get(fighters[card.attached_to])
        if opposing is not None and opposing.controller is not None:
            seats.add(opposing.controller)
    return seats


# -- an ally that mends the player's allies and cannot block vampires (Vagabond Mystic) ------


def starting_life(state: State, ally: Card) -> int:
    """The life ``ally`` came into play with: its printed life, or the life of its superior
    level when it entered play at that level (``re2_superior_level``)."""
    from .retainers import SuperiorLevel

    entry = automated(ally.catalog) if ally.catalog else None
    steps = entry.superior.success if entry is not None and entry.superior is not None else ()
    level = next((s.life for s in steps if isinstance(s, SuperiorLevel) and s.life), 0)
    if level and holds(Ctx(state, ally.controller or 0, ally, None), "re2_superior"):
        return level
    return ci.printed_life(ally)


@selector("pr_wounded_own_ally")
def _wounded_own_allies(ctx: Ctx) -> list[Card]:
    """The player's allies in play with fewer life than they started with."""
    return [
        c
        for c in (ctx.state.cards[i] for i in chosen(ctx, "own_ready_minion"))
        if not ci.is_vampire(c) and c.counters.get("life", 0) < starting_life(ctx.state, c)
    ]


@kind
class AllyGainsLife(Step, frozen=True, tag="pr_ally_gains_life"):
    """The ally the player aims at, one of theirs with fewer life than its starting life
    (:func:`starting_life`), gains 1 life."""

    def aiming(self) -> Aim:
        return "card"

    def aims(self, ctx: Ctx) -> list[int]:
        return chosen(ctx, "pr_wounded_own_ally")

    def can(self, ctx: Ctx) -> Message | None:
        if ctx.target_card is not None and ctx.target_card not in self.aims(ctx):
            return QT_TRANSLATE_NOOP(
                "vtes", "Only an ally of yours with fewer life than its starting life."
            )
        if not self.aims(ctx):
            return QT_TRANSLATE_NOOP(
                "vtes", "No ally of yours has fewer life than its starting life."
            )
        return None

    def apply(self, ctx: Ctx) -> None:
        ally = ctx.state.cards.get(ctx.target_card) if ctx.target_card is not None else None
        if ally is None:
            return
        tokens.add_counter(
            ctx.state, ally, "life", 1, ctx.events, ctx.seat, "fx_life", cause=ctx.card.catalog
        )
        ctx.events.append(
            E.ModuleEvent(
                seat=ctx.seat,
                key="pr_life_added",
                args={"cause": ctx.card.catalog or "", "minion": ally.catalog or ""},
            )
        )

    def words(self, ctx: Ctx) -> Message:
        ally = ctx.state.cards.get(ctx.target_card) if ctx.target_card is not None else None
        return QT_TRANSLATE_NOOP("vtes", "add 1 life to {minion}").with_args(
            minion=ci.name(ally) if ally is not None else "…"
        )


@kind
class CannotBlockVampires(Step, frozen=True, tag="pr_cannot_block_vampires"):
    """This ally cannot block vampires (:func:`own_text_bars_block`); nothing to do as it
    comes into play."""

    def apply(self, ctx: Ctx) -> None:
        return None

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "it cannot block vampires")


def own_text_bars_block(state: State, minion: Card) -> Message | None:
    """Why ``minion``'s own text bars it from blocking the action in progress: an ally that
    cannot block vampires, against an acting vampire (None: nothing does)."""
    action = rules(state)["action"]
    acting = state.cards.get(action["minion"]) if action is not None else None
    if acting is None or not ci.is_vampire(acting):
        return None
    entry = automated(minion.catalog) if minion.catalog else None
    scripts = (entry.any, entry.inferior, entry.superior) if entry is not None else ()
    if any(
        isinstance(step, CannotBlockVampires)
        for script in scripts
        if script is not None
        for step in script.in_play
    ):
        return QT_TRANSLATE_NOOP("vtes", "{minion} cannot block vampires.").with_args(
            minion=ci.name(minion)
        )
    return None


# -- at most one damage a round this combat (Flesh of Marble) --------------------------------

_MARBLE = "pr_marble"


@kind
class OneDamageARound(Step, frozen=True, tag="pr_one_damage_a_round"):
    """This combat, once a damage is inflicted on this vampire in a round, any more damage
    to it that round is prevented (:func:`cap_damage`); ``aggravated``: aggravated damage
    too (else aggravated damage is not prevented this way)."""

    aggravated: bool = False

    def can(self, ctx: Ctx) -> Message | None:
        combat = rules(ctx.state)["combat"]
        if combat is None or ctx.minion is None or ctx.minion.id not in (combat["a"], combat["b"]):
            return QT_TRANSLATE_NOOP("vtes", "Only a minion in the combat plays combat cards.")
        return None

    def apply(self, ctx: Ctx) -> None:
        if rules(ctx.state)["combat"] is None or ctx.minion is None:
            return
        _give(ctx, ctx.minion.id, _MARBLE, int(self.aggravated))
        ctx.events.append(
            E.ModuleEvent(
                seat=ctx.seat,
                key="pr_marble_given",
                args={"card": ctx.card.catalog or "", "minion": ctx.minion.catalog or ""},
            )
        )

    def words(self, ctx: Ctx) -> Message:
        if self.aggravated:
            return QT_TRANSLATE_NOOP(
                "vtes",
                "this combat, once a damage is inflicted on this vampire in a round, the rest"
                " that round is prevented, aggravated damage too",
            )
        return QT_TRANSLATE_NOOP(
            "vtes",
            "this combat, once a damage is inflicted on this vampire in a round, the rest that"
            " round is prevented (not aggravated damage)",
        )


def cap_damage(state: State, combat: Combat, out: list[E.Event]) -> None:
    """The damage each combatant is about to take, cut to what Flesh of Marble lets
    through: one damage a round in all (the blood it lost to damage earlier this round
    counts), aggravated damage always passing at the inferior level (and counting as that
    one damage)."""
    from ...combat import SIDES, effects_on, minion_of

    for side in SIDES:
        minion = minion_of(combat, side)
        marble = [f for f in effects_on(combat, minion, _MARBLE) if f["minion"] == minion]
        normal, aggravated = combat["damage"][side]
        if not marble or not normal + aggravated:
            continue
        room = max(0, 1 - combat.get("lost", {}).get(side, 0))
        if any(f["n"] for f in marble):  # aggravated damage is prevented too
            aggravated = min(aggravated, room)
            normal = min(normal, room - aggravated)
        else:
            normal = min(normal, max(0, room - aggravated))
        prevented = sum(combat["damage"][side]) - normal - aggravated
        if not prevented:
            continue
        combat["damage"][side] = [normal, aggravated]
        out.append(
            E.ModuleEvent(
                seat=None,
                key="pr_marble_prevented",
                args={
                    "card": marble[0]["catalog"],
                    "minion": state.cards[minion].catalog or "",
                    "n": prevented,
                },
            )
        )


# -- the end of a round won at close range: the card on the opposing vampire (Disarm) --------


def _opposing(ctx: Ctx) -> tuple[Combat | None, Card | None]:
    combat = rules(ctx.state)["combat"]
    if combat is None or ctx.minion is None or ctx.minion.id not in (combat["a"], combat["b"]):
        return None, None
    other = combat["b"] if combat["a"] == ctx.minion.id else combat["a"]
    return combat, ctx.state.cards.get(other)


@condition("pr_outdamaged_opponent")
def _outdamaged_opponent(ctx: Ctx, _: str) -> bool:
    """This round this vampire inflicted more damage on the opposing vampire than it took
    from it (the blood each lost to damage this round)."""
    combat, other = _opposing(ctx)
    if combat is None or other is None or ctx.minion is None:
        return False
    if not (ci.is_vampire(ctx.minion) and ci.is_vampire(other)):
        return False
    lost = combat.get("lost", {})
    mine = "a" if combat["a"] == ctx.minion.id else "b"
    theirs = "b" if mine == "a" else "a"
    return lost.get(theirs, 0) > lost.get(mine, 0)


@kind
class PutOnOpposingToTorpor(Step, frozen=True, tag="pr_on_opposing_to_torpor"):
    """At the end of a round (its press step, reached only with both combatants ready):
    this card goes on the opposing vampire, which goes to torpor, and the combat ends.  A
    vampire can have only one card of this name."""

    def can(self, ctx: Ctx) -> Message | None:
        combat, other = _opposing(ctx)
        if combat is None or other is None:
            return QT_TRANSLATE_NOOP("vtes", "Only a minion in the combat plays combat cards.")
        if combat["stage"] != "press":
            return QT_TRANSLATE_NOOP("vtes", "Only usable at the end of a round of combat.")
        if any(c.catalog == ctx.card.catalog for c in ci.riders(ctx.state, other)):
            return QT_TRANSLATE_NOOP("vtes", "{minion} can have only one {card}.").with_args(
                minion=ci.name(other), card=ci.name(ctx.card)
            )
        return None

    def apply(self, ctx: Ctx) -> None:
        from ... import combat as cb
        from .action_results import _remember_level

        combat, other = _opposing(ctx)
        if combat is None or other is None or not ci.in_ready(ctx.state, other):
            return
        card = ctx.card
        ctx.events.append(
            move_card(
                ctx.state,
                card,
                ctx.state.zones[other.zone],
                face_up=True,
                x=other.x + 8,
                y=other.y + 14,
                seat=ctx.seat,
            )
        )
        card.attached_to = other.id
        _remember_level(ctx)
        ctx.events.append(
            E.ModuleEvent(
                seat=ctx.seat,
                key="pr_disarmed",
                args={"cause": card.catalog or "", "minion": other.catalog or ""},
            )
        )
        cb.to_torpor(ctx.state, other, ctx.events, ctx.seat)
        cb.end_combat(ctx.state, ctx.events, ctx.seat)

    def words(self, ctx: Ctx) -> Message:
        _, other = _opposing(ctx)
        return QT_TRANSLATE_NOOP(
            "vtes", "put this card on {minion} and send them to torpor"
        ).with_args(minion=ci.name(other) if other is not None else "…")


# -- the terms of a frenzy on the opposing minion for the combat (Terror Frenzy) -------------

#: the combat effects: no maneuver to close range nor press to continue (with no equipment,
#: the combat's own "no_equipment"); combat cards costing ``n`` more blood; the vampire that
#: played the card at superior (once each combat)
_TERROR, _TAX, _TERROR_SUPERIOR = "pr_terror", "pr_card_tax", "pr_terror_superior"


def _give(
    ctx: Ctx,
    minion: int,
    what: str,
    n: int = 1,
    until: Literal["round", "combat"] = "combat",
    **marks: bool,
) -> None:
    """Give the combat under way ``ctx``'s card's effect ``what`` on ``minion`` (with the
    ``marks`` of :class:`~...records.CombatEffect`: ``must``, ``next_round``...)."""
    from ... import combat as cb

    combat = rules(ctx.state)["combat"]
    assert combat is not None
    effect: CombatEffect = {
        "minion": minion,
        "what": what,
        "n": n,
        "until": until,
        "round": combat["round"],
        "card": ctx.card.id,
        "catalog": ctx.card.catalog or "",
    }
    effect.update(cast(CombatEffect, marks))
    cb.give(ctx.state, effect, ctx.events)


@kind
class FrenzyTerms(Step, frozen=True, tag="pr_frenzy_terms"):
    """This combat, the opposing minion cannot maneuver to close range, press to continue
    combat or use equipment; ``tax``: instead, combat cards cost the opposing vampire 1
    more blood (and this vampire has played its one superior copy this combat)."""

    tax: bool = False

    def can(self, ctx: Ctx) -> Message | None:
        combat, other = _opposing(ctx)
        if combat is None or other is None:
            return QT_TRANSLATE_NOOP("vtes", "Only a minion in the combat plays combat cards.")
        if self.tax and ctx.minion is not None and _played_superior(combat, ctx.minion.id):
            return QT_TRANSLATE_NOOP(
                "vtes", "A vampire can play only one {card} at superior each combat."
            ).with_args(card=ci.name(ctx.card))
        return None

    def apply(self, ctx: Ctx) -> None:
        combat, other = _opposing(ctx)
        if combat is None or other is None or ctx.minion is None:
            return
        if self.tax:
            _give(ctx, ctx.minion.id, _TERROR_SUPERIOR, 0)
            _give(ctx, other.id, _TAX)
        else:
            _give(ctx, other.id, _TERROR)
            _give(ctx, other.id, "no_equipment")
        ctx.events.append(
            E.ModuleEvent(
                seat=ctx.seat,
                key="pr_terror_tax_given" if self.tax else "pr_terror_given",
                args={"card": ctx.card.catalog or "", "minion": other.catalog or ""},
            )
        )

    def words(self, ctx: Ctx) -> Message:
        if self.tax:
            return QT_TRANSLATE_NOOP(
                "vtes", "this combat, combat cards cost the opposing vampire 1 more blood"
            )
        return QT_TRANSLATE_NOOP(
            "vtes",
            "this combat, the opposing minion cannot maneuver to close range, press to continue"
            " combat or use equipment",
        )


def _played_superior(combat: Combat, minion: int) -> bool:
    return bool(_on(combat, minion, _TERROR_SUPERIOR))


def _on(combat: Combat, minion: int, what: str) -> list[CombatEffect]:
    return [f for f in combat.get("fx", []) if f["what"] == what and f["minion"] == minion]


def _card_name(catalog: str) -> str:
    from ....cards import load_cards

    try:
        return load_cards().get(catalog).name
    except KeyError:
        return catalog


def terror_refusal(combat: Combat, minion: int, what: str) -> Message | None:
    """Why ``minion`` may not make a maneuver (``what="maneuver"``: to close range) or a
    press (``"press"``: to continue combat) now, because of a frenzy played against it this
    combat; None: it may."""
    found = _on(combat, minion, _TERROR)
    if not found:
        return None
    if what == "maneuver" and combat["range"] == "long":
        return QT_TRANSLATE_NOOP(
            "vtes", "As {card} says, this minion cannot maneuver to close range this combat."
        ).with_args(card=_card_name(found[0]["catalog"]))
    if what == "press" and (combat["press"] is None or combat["cancelled"]):
        return QT_TRANSLATE_NOOP(
            "vtes", "As {card} says, this minion cannot press to continue combat."
        ).with_args(card=_card_name(found[0]["catalog"]))
    return None


def combat_card_tax(state: State, minion: Card) -> int:
    """The blood more a combat card costs ``minion``, a vampire, in the combat under way."""
    combat = rules(state)["combat"]
    if combat is None or not ci.is_vampire(minion):
        return 0
    return sum(f["n"] for f in _on(combat, minion.id, _TAX))


# -- X blood burned for X additional strikes (Lightning Reflexes) ----------------------------


@kind
class StrikesForBlood(Step, frozen=True, tag="pr_strikes_for_blood"):
    """Burn X blood (beyond the card's cost) to get X additional strikes this round, X
    chosen among ``xs`` (one play offered each); the round's one source of additional
    strikes, as :class:`.combat_steps.Strikes`."""

    xs: tuple[int, ...] = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10)

    def x_choices(self) -> tuple[int, ...]:
        return self.xs

    def can(self, ctx: Ctx) -> Message | None:
        combat, _ = _opposing(ctx)
        if combat is None or ctx.minion is None:
            return QT_TRANSLATE_NOOP("vtes", "Only a minion in the combat plays combat cards.")
        if combat["stage"] != "extra" or combat["sources"][_side(combat, ctx.minion.id)]:
            return QT_TRANSLATE_NOOP(
                "vtes",
                "Additional strikes are played after the first strike pair, one card a round.",
            )
        if ctx.x not in self.xs:
            return QT_TRANSLATE_NOOP("vtes", "X must be one of {xs}.").with_args(
                xs=", ".join(str(x) for x in self.xs)
            )
        # before the card is paid for, its own cost must be left after the X burned
        cost = 0 if ctx.rec is not None else ci.cost(ctx.card)[1]
        cost += combat_card_tax(ctx.state, ctx.minion) if ctx.rec is None else 0
        if ctx.minion.counters.get("blood", 0) < cost + ctx.x:
            return QT_TRANSLATE_NOOP("vtes", "The vampire has not enough blood to burn.")
        return None

    def apply(self, ctx: Ctx) -> None:
        from ...registry import run

        assert ctx.minion is not None and ctx.out is not None
        tokens.add_counter(
            ctx.state,
            ctx.minion,
            "blood",
            -ctx.x,
            ctx.events,
            ctx.seat,
            "paid",
            cause=ctx.card.catalog,
        )
        strikes = K.Modify(
            seat=ctx.seat, what=K.STRIKES, delta=ctx.x, minion=ctx.minion.id, card=ctx.card.id
        )
        run(ctx.state, strikes, ctx.out)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes", "X = {x}: burn {x} blood for {x} additional strikes"
        ).with_args(x=ctx.x)


# -- a vampire forced to abstain, its votes cancelled (Telepathic Vote Counting) -------------


@selector("pr_may_abstain")
def _may_abstain(ctx: Ctx) -> list[Card]:
    """The ready vampires of the Methuselahs still in the game that have not abstained in
    the referendum under way, whether or not they have cast votes or ballots yet."""
    ref = rules(ctx.state)["referendum"]
    if ref is None:
        return []
    gone = set(ref.get("abstained", []))
    return [
        c
        for s in ctx.state.seats
        if not s.out
        for c in ci.ready_minions(ctx.state, s.index)
        if ci.is_vampire(c) and c.id not in gone
    ]


@kind
class ForcedToAbstain(Step, frozen=True, tag="pr_forced_to_abstain"):
    """The vampire aimed at abstains in the referendum under way: the votes and ballots it
    cast are taken back and it casts no more (:func:`...politics.abstain`); it is not
    locked."""

    def aiming(self) -> Aim:
        return "card"

    def aims(self, ctx: Ctx) -> list[int]:
        return chosen(ctx, "pr_may_abstain")

    def can(self, ctx: Ctx) -> Message | None:
        if rules(ctx.state)["referendum"] is None:
            return QT_TRANSLATE_NOOP("vtes", "There is no referendum now.")
        if ctx.target_card is not None and ctx.target_card not in self.aims(ctx):
            return QT_TRANSLATE_NOOP(
                "vtes", "Only a ready vampire that has not abstained in this referendum."
            )
        return None

    def apply(self, ctx: Ctx) -> None:
        from ... import politics as referendum  # the engine's referendum reads these kinds

        ref = rules(ctx.state)["referendum"]
        vampire = ctx.state.cards.get(ctx.target_card) if ctx.target_card is not None else None
        if ref is None or vampire is None:
            return
        referendum.abstain(ref, vampire.id)
        ctx.events.append(
            E.ModuleEvent(
                seat=ctx.seat,
                key="pr_abstains",
                args={
                    "card": ctx.card.catalog or "",
                    "minion": vampire.catalog or "",
                    "yes": ref["for"],
                    "no": ref["against"],
                },
            )
        )

    def words(self, ctx: Ctx) -> Message:
        vampire = ctx.state.cards.get(ctx.target_card) if ctx.target_card is not None else None
        return QT_TRANSLATE_NOOP(
            "vtes", "{minion} abstains: any votes and ballots it cast are cancelled"
        ).with_args(minion=ci.name(vampire) if vampire is not None else "…")


# -- an additional strike that is a dodge (Wind Dance) ---------------------------------------


@kind
class AdditionalDodge(LaterStrike, frozen=True, tag="pr_additional_dodge"):
    """1 additional strike this round (the round's one source: limited), which is a dodge:
    in the additional strike pair only that dodge is offered and any other strike refused
    (an owed grant, :func:`...combat._must_strike`)."""

    def can(self, ctx: Ctx) -> Message | None:
        combat, _ = _opposing(ctx)
        if combat is None or ctx.minion is None:
            return QT_TRANSLATE_NOOP("vtes", "Only a minion in the combat plays combat cards.")
        if combat["sources"][_side(combat, ctx.minion.id)]:
            return QT_TRANSLATE_NOOP(
                "vtes",
                "Additional strikes are played after the first strike pair, one card a round.",
            )
        return None

    def command(self, ctx: Ctx) -> K.Strike:
        minion = ctx.minion.id if ctx.minion is not None else -1
        return K.Strike(seat=ctx.seat, minion=minion, kind=K.DODGE, card=ctx.card.id)

    def marks(self) -> dict[str, int]:
        return {}

    def apply(self, ctx: Ctx) -> None:

        combat = rules(ctx.state)["combat"]
        if combat is None or ctx.minion is None:
            return  # the combat ended with the first strikes: no additional strike comes
        side = _side(combat, ctx.minion.id)
        combat["extra"][side] += 1
        combat["sources"][side] += 1
        _give(ctx, ctx.minion.id, "strike", until="round", superior=ctx.superior, must=True)
        ctx.events.append(
            E.ModuleEvent(
                seat=ctx.seat,
                key="pr_additional_dodge",
                args={"card": ctx.card.catalog or "", "minion": ctx.minion.catalog or ""},
            )
        )

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "1 additional strike: dodge")


# -- a maneuver for the next round; a new round instead of the end (Telepathic Tracking) -----


@kind
class ManeuverNextRound(Step, frozen=True, tag="pr_maneuver_next_round"):
    """If another round of this combat occurs, this vampire gets 1 optional maneuver in
    that round only (kept with ``next_round``: :func:`...combat._next_round_effects`)."""

    def can(self, ctx: Ctx) -> Message | None:
        combat, _ = _opposing(ctx)
        if combat is None:
            return QT_TRANSLATE_NOOP("vtes", "Only a minion in the combat plays combat cards.")
        return None

    def apply(self, ctx: Ctx) -> None:
        if rules(ctx.state)["combat"] is None or ctx.minion is None:
            return
        _give(ctx, ctx.minion.id, "maneuver", next_round=True)
        ctx.events.append(
            E.ModuleEvent(
                seat=ctx.seat,
                key="pr_maneuver_next_round",
                args={"card": ctx.card.catalog or "", "minion": ctx.minion.catalog or ""},
            )
        )

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "if another round occurs, 1 optional maneuver in it")


@kind
class NewRoundInstead(Step, frozen=True, tag="pr_new_round"):
    """At the end of a round (its press step) with both combatants ready and no press to
    continue standing, so that the combat would end: a new round starts instead."""

    def can(self, ctx: Ctx) -> Message | None:
        combat, other = _opposing(ctx)
        if combat is None or other is None or ctx.minion is None:
            return QT_TRANSLATE_NOOP("vtes", "Only a minion in the combat plays combat cards.")
        if combat["stage"] != "press":
            return QT_TRANSLATE_NOOP("vtes", "Only usable at the end of a round of combat.")
        if not (ci.in_ready(ctx.state, ctx.minion) and ci.in_ready(ctx.state, other)):
            return QT_TRANSLATE_NOOP("vtes", "Only usable while both combatants are ready.")
        if combat["press"] is not None and not combat["cancelled"]:
            return QT_TRANSLATE_NOOP(
                "vtes", "Only usable when the combat would end: a press continues it already."
            )
        return None

    def apply(self, ctx: Ctx) -> None:
        from ...combat import _new_round

        if rules(ctx.state)["combat"] is None:
            return
        ctx.events.append(
            E.ModuleEvent(seat=ctx.seat, key="pr_new_round", args={"card": ctx.card.catalog or ""})
        )
        _new_round(ctx.state, ctx.events, ctx.seat)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "instead of the combat ending, start a new round")


# -- damage after the combat ends at close range (Catatonic Fear) ----------------------------

_AFTER = "pr_damage_after_combat"


@kind
class DamageAfterCombat(Step, frozen=True, tag="pr_damage_after_combat"):
    """After this combat ends, if its range is close, this vampire (still ready) inflicts 1
    unpreventable damage on the opposing minion (still ready): :func:`after_combat`."""

    def can(self, ctx: Ctx) -> Message | None:
        combat, other = _opposing(ctx)
        if combat is None or other is None:
            return QT_TRANSLATE_NOOP("vtes", "Only a minion in the combat plays combat cards.")
        return None

    def apply(self, ctx: Ctx) -> None:
        combat, other = _opposing(ctx)
        if combat is None or other is None or ctx.minion is None:
            return
        _give(ctx, ctx.minion.id, _AFTER)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes",
            "after combat ends, if the range is close, 1 unpreventable damage to the opposing"
            " minion",
        )


def after_combat(state: State, ended: Combat, out: list[E.Event], actor: int | None) -> None:
    """The combat ``ended`` is over: each vampire that played a card saying so inflicts 1
    unpreventable damage on the opposing minion if the range was close, both still ready."""
    from ...combat import take_damage

    if ended["range"] != "close":
        return
    for effect in [f for f in ended.get("fx", []) if f["what"] == _AFTER]:
        mine = state.cards.get(effect["minion"] if effect["minion"] is not None else -1)
        other_id = ended["b"] if ended["a"] == effect["minion"] else ended["a"]
        other = state.cards.get(other_id)
        if mine is None or other is None:
            continue
        if not (ci.in_ready(state, mine) and ci.in_ready(state, other)):
            continue
        out.append(
            E.ModuleEvent(
                seat=actor,
                key="pr_damage_after_combat",
                args={"card": effect["catalog"], "minion": other.catalog or ""},
            )
        )
        take_damage(state, other, 1, 0, out, actor)


# -- only the vampires of one sect vote (Closed Session, Private Audience) -------------------

_SECT_WORDS: dict[str, Message] = {
    "Camarilla": QT_TRANSLATE_NOOP(
        "vtes", "non-Camarilla vampires cannot cast votes or ballots in this referendum"
    ),
    "Sabbat": QT_TRANSLATE_NOOP(
        "vtes", "non-Sabbat vampires cannot cast votes or ballots in this referendum"
    ),
}


@kind
class SectOnlyVotes(Step, frozen=True, tag="pr_sect_only_votes"):
    """Before any vote or ballot is cast in the referendum under way: every ready vampire
    not of ``sect`` abstains in it (:func:`...politics.abstain`: its votes, from its title
    or from cards, are neither offered nor accepted)."""

    sect: str

    def __post_init__(self) -> None:
        if self.sect not in _SECT_WORDS:
            raise ValueError(f"no sect {self.sect!r}")

    def can(self, ctx: Ctx) -> Message | None:
        ref = rules(ctx.state)["referendum"]
        if ref is None:
            return QT_TRANSLATE_NOOP("vtes", "There is no referendum now.")
        if ref.get("sources") or ref["for"] or ref["against"]:
            return QT_TRANSLATE_NOOP(
                "vtes", "Only usable before votes and ballots are cast in this referendum."
            )
        return None

    def apply(self, ctx: Ctx) -> None:
        from ... import politics as referendum  # the engine's referendum reads these kinds

        ref = rules(ctx.state)["referendum"]
        if ref is None:
            return
        gone = set(ref.get("abstained", []))
        for seat in ctx.state.seats:
            if seat.out:
                continue
            for vampire in ci.ready_minions(ctx.state, seat.index):
                rec = ci.record(vampire)
                if ci.is_vampire(vampire) and vampire.id not in gone:
                    if rec is None or rec.sect != self.sect:
                        referendum.abstain(ref, vampire.id)
        ctx.events.append(
            E.ModuleEvent(
                seat=ctx.seat,
                key="pr_sect_only_votes",
                args={"card": ctx.card.catalog or "", "sect": self.sect},
            )
        )

    def words(self, ctx: Ctx) -> Message:
        return _SECT_WORDS[self.sect]


# -- a reaction replaced after the action; a name barred to the same vampire (Elder Intervention)


@kind
class ReplacedAfterAction(Step, frozen=True, tag="pr_replaced_after_action"):
    """This card is not replaced until the action ends (:func:`replaced_after_action`)."""

    def apply(self, ctx: Ctx) -> None:
        return None

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "not replaced until after this action")


def replaced_after_action(state: State, seat: int) -> bool:
    """Whether the card ``seat`` has just played from hand (the newest played record) says
    it is replaced only after the action (a :class:`ReplacedAfterAction` step)."""
    from ... import played

    records = played.records(state)
    if not records or records[-1]["seat"] != seat or not records[-1]["hand"]:
        return False
    entry = automated(records[-1]["catalog"])
    if entry is None:
        return False
    steps = entry.script(records[-1]["superior"]).play
    return any(isinstance(step, ReplacedAfterAction) for step in steps)


@condition("pr_not_played_by_this_vampire")
def _not_played_by_this_vampire(ctx: Ctx, name: str) -> bool:
    """This vampire has played no card named ``name`` in this action."""
    from ... import played

    return not any(
        p["scope"] == "action"
        and p["hand"]
        and ctx.minion is not None
        and p["minion"] == ctx.minion.id
        and _card_name(p["catalog"]) == name
        for p in played.records(ctx.state)
    )


def barred_by_played(state: State, card: Card, minion: Card) -> Message | None:
    """Why ``minion`` may not play ``card`` now: in this action it played a card whose
    entry bars the pair both ways ("A vampire cannot play both Elder Intervention and cards
    named Pack Tactics during the same action": the condition
    ``pr_not_played_by_this_vampire:<name>`` refuses the other order); None: it may."""
    from ... import played

    name = _card_name(card.catalog or "")
    wanted = f"pr_not_played_by_this_vampire:{name}"
    for p in played.records(state):
        if p["scope"] != "action" or not p["hand"] or p["minion"] != minion.id:
            continue
        entry = automated(p["catalog"])
        if entry is None:
            continue
        scripts = (entry.any, entry.inferior, entry.superior)
        if any(s is not None and wanted in s.only for s in scripts):
            return QT_TRANSLATE_NOOP(
                "vtes", "{minion} cannot play both {card} and {other} in the same action."
            ).with_args(minion=ci.name(minion), card=name, other=_card_name(p["catalog"]))
    return None
