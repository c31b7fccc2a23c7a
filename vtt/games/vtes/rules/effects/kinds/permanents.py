"""Steps and conditions of the cards that stay in play on or beside a minion: equipment,
retainers and allies (``equipment.json``, ``retainer.json``, ``ally.json``).

Such a card comes into play by an equip, employ or recruit action (:mod:`...actions`); its
``only`` conditions are checked when the action is declared (:func:`refusal`: "a minion can
have only one vehicle") and its ``success`` steps run when it enters play
(:func:`entered`: a retainer's life at superior, a minion unlocked).  While in play its
``in_play`` steps count where the engine reads them: ``bonus`` (:mod:`..standing`), the
strikes, dodges, maneuvers and prevention it offers in combat (:func:`granted`, read by
:mod:`...sources` instead of the card's text), a retainer's damage each round
(:func:`retainer_damage`).  What its controller does with it goes through ``vtes_use``
(:mod:`...abilities`): "lock this retainer", "burn this ally".

The steps named ``..._this`` act on the card itself (``ctx.card``), the others on the
minion that carries or uses it (``ctx.minion``).
"""

from __future__ import annotations

from ......core import events as E
from ......core.messages import QT_TRANSLATE_NOOP, Message
from ......core.model import Card, State
from ......core.table import Outcome
from ....layout import HAND_KEY, READY, zone
from ....seating import predator, prey
from ... import cardinfo as ci
from ... import grants as G
from ... import hand, played, tokens
from ...data import rules
from ...records import Combat
from ..catalog import CardEffects, effects_of
from ..conditions import condition, holds
from ..log import texts
from ..run import automated, context
from ..run import refusal as run_refusal
from ..selectors import chosen, selector
from ..standing import BLEED_STEALTH, BONUS_WORDS
from ..steps import Aim, Ctx, Step, kind

texts(
    {
        "pe_life": QT_TRANSLATE_NOOP("vtes", "As {cause} says: {card} has {value} life."),
        "pe_burned": QT_TRANSLATE_NOOP("vtes", "As {cause} says: {card} is burned."),
        "pe_discarded": QT_TRANSLATE_NOOP("vtes", "As {cause} says: {card} is discarded."),
        "pe_stealth_down": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: the action has -{n} stealth ({value})."
        ),
        "pe_action_fails": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: the action of {minion} fails."
        ),
        "pe_locked": QT_TRANSLATE_NOOP("vtes", "As {cause} says: {card} locks."),
        "pe_paid": QT_TRANSLATE_NOOP("vtes", "As {cause} says: {card} burns {n} blood."),
        "pe_combat_ends": QT_TRANSLATE_NOOP("vtes", "As {cause} says: the combat ends."),
        "pe_retainer_hits": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {n} damage to {minion} this round."
        ),
    }
)


def _log(ctx: Ctx, key: str, **args: object) -> None:
    ctx.events.append(
        E.ModuleEvent(seat=ctx.seat, key=key, args={"cause": ctx.card.catalog or "", **args})
    )


def _set_life(ctx: Ctx, card: Card, life: int) -> None:
    tokens.set_counter(
        ctx.state, card, "life", life, ctx.events, ctx.seat, "pe_life", cause=ctx.card.catalog
    )


BONUS_WORDS[BLEED_STEALTH] = QT_TRANSLATE_NOOP("vtes", "{n} stealth during bleed actions")


# -- steps -------------------------------------------------------------------------------------


@kind
class Life(Step, frozen=True, tag="pe_life"):
    """This retainer or ally has ``n`` life (set when it enters play: "[ANI] ... has 2
    life")."""

    n: int

    def apply(self, ctx: Ctx) -> None:
        _set_life(ctx, ctx.card, self.n)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "{card} has {n} life").with_args(
            card=ci.name(ctx.card), n=self.n
        )


@kind
class GainLife(Step, frozen=True, tag="pe_gain_life"):
    """This ally gains ``n`` life."""

    n: int = 1

    def apply(self, ctx: Ctx) -> None:
        _set_life(ctx, ctx.card, ctx.card.counters.get("life", 0) + self.n)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "{card} gains {n} life").with_args(
            card=ci.name(ctx.card), n=self.n
        )


@kind
class BurnThis(Step, frozen=True, tag="pe_burn_this"):
    """This card is burned (its cost, or its effect)."""

    def apply(self, ctx: Ctx) -> None:
        _log(ctx, "pe_burned", card=ctx.card.catalog or "")
        hand.burn(ctx.state, ctx.card, ctx.events, ctx.seat)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "burn {card}").with_args(card=ci.name(ctx.card))


@kind
class PayBlood(Step, frozen=True, tag="pe_pay_blood"):
    """The minion carrying the card burns ``n`` blood (the cost of its ability): refused
    when it has less."""

    n: int = 1

    def can(self, ctx: Ctx) -> Message | None:
        have = ctx.minion.counters.get("blood", 0) if ctx.minion is not None else 0
        if ctx.minion is None or have < self.n:
            return QT_TRANSLATE_NOOP("vtes", "It costs {n} blood; {minion} has {have}.").with_args(
                n=self.n, minion=ci.name(ctx.minion) if ctx.minion else "…", have=have
            )
        return None

    def apply(self, ctx: Ctx) -> None:
        assert ctx.minion is not None
        tokens.add_counter(
            ctx.state, ctx.minion, "blood", -self.n, ctx.events, ctx.seat, "pe_paid",
            cause=ctx.card.catalog, n=self.n,
        )  # fmt: skip

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "{minion} burns {n} blood").with_args(
            minion=ci.name(ctx.minion) if ctx.minion else "…", n=self.n
        )


@kind
class UnlockBearer(Step, frozen=True, tag="pe_unlock_bearer"):
    """The minion carrying the card unlocks: refused when it is not locked, and while it is
    the acting minion of the action under way (Rutor's Hand in its own minion phase: the
    action locked it, and it stays locked until the action is over)."""

    def can(self, ctx: Ctx) -> Message | None:
        if ctx.minion is None or not ctx.minion.locked:
            return QT_TRANSLATE_NOOP("vtes", "{minion} is not locked.").with_args(
                minion=ci.name(ctx.minion) if ctx.minion else "…"
            )
        from .basics import still_acting

        return still_acting(ctx, ctx.minion)

    def apply(self, ctx: Ctx) -> None:
        from .basics import set_locked

        assert ctx.minion is not None
        set_locked(ctx, ctx.minion, False)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "unlock {minion}").with_args(
            minion=ci.name(ctx.minion) if ctx.minion else "…"
        )


@kind
class UnlockBearerAtDiscard(Step, frozen=True, tag="pe_unlock_bearer_at_discard"):
    """The minion carrying the card unlocks during the next discard phase (Feral Hound's
    successful employ): booked in ``rules["unlock_at_discard"]`` and done as that phase
    begins (:func:`unlock_at_discard`)."""

    def apply(self, ctx: Ctx) -> None:
        if ctx.minion is not None:
            booked = rules(ctx.state).setdefault("unlock_at_discard", [])
            booked.append([ctx.card.id, ctx.minion.id])

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "unlock {minion} during the next discard phase").with_args(
            minion=ci.name(ctx.minion) if ctx.minion else "…"
        )


def unlock_at_discard(state: State, seat: int, out: list[E.Event]) -> None:
    """``seat``'s discard phase begins: the minions booked to unlock then (by
    :class:`UnlockBearerAtDiscard`, during that turn's action) unlock if they are still
    ``seat``'s, in play and locked; the bookings end either way."""
    from .basics import set_locked

    for card_id, minion_id in rules(state).pop("unlock_at_discard", []):
        card, minion = state.cards.get(card_id), state.cards.get(minion_id)
        if card is None or minion is None or minion.zone != zone(seat, READY):
            continue
        if minion.controller == seat and minion.locked:
            ctx = context(state, seat, card, minion)
            ctx.out = Outcome(events=out)
            set_locked(ctx, minion, False)


@kind
class EndCombat(Step, frozen=True, tag="pe_end_combat"):
    """The combat its minion is in ends, before the range is determined."""

    def can(self, ctx: Ctx) -> Message | None:
        combat = rules(ctx.state)["combat"]
        if combat is None or ctx.minion is None or ctx.minion.id not in (combat["a"], combat["b"]):
            return QT_TRANSLATE_NOOP("vtes", "Only a minion in the combat plays combat cards.")
        if combat["stage"] != "range":
            return QT_TRANSLATE_NOOP("vtes", "Only before the range is determined.")
        return None

    def apply(self, ctx: Ctx) -> None:
        from ...combat import end_combat

        _log(ctx, "pe_combat_ends")
        end_combat(ctx.state, ctx.events, ctx.seat)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "end the combat")


@kind
class RetainerDamage(Step, frozen=True, tag="pe_retainer_damage"):
    """While in play: ``n`` damage (at either range) to the minion opposing its employer,
    each round at the normal strike resolution (:func:`retainer_damage`)."""

    n: int = 1

    def apply(self, ctx: Ctx) -> None:  # read by :func:`retainer_damage`
        return None

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes", "{n}R damage to the opposing minion each round of combat"
        ).with_args(n=self.n)


@kind
class CombatAction(Step, frozen=True, tag="pe_combat_action"):
    """While in play, a minion's own ability (an ally's, or Theo Bell's in ``crypt.json``):
    it can enter combat with a minion of another Methuselah (one of ``among``) as a
    directed action.  It is declared with ``vtes_act`` (kind ``action``, no card, aimed at
    that minion: :func:`combat_action_refusal`) and the combat begins when the action
    succeeds, the aimed minion still ready (:mod:`...resolve`)."""

    among: str = "other_ready_minion"

    def apply(self, ctx: Ctx) -> None:  # read by :func:`combat_action`, nothing at a moment
        return None

    def words(self, ctx: Ctx) -> Message:
        if self.among == "other_ready_vampire":
            return QT_TRANSLATE_NOOP("vtes", "can enter combat with a vampire as a directed action")
        return QT_TRANSLATE_NOOP("vtes", "can enter combat with a minion as a directed action")


@kind
class UndodgeableStrikes(Step, frozen=True, tag="pe_undodgeable_strikes"):
    """While in play, a minion's own text: no strike it makes can be dodged (read when it
    strikes: :func:`strikes_undodgeable`)."""

    def apply(self, ctx: Ctx) -> None:  # read by :func:`strikes_undodgeable`
        return None

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "its strikes cannot be dodged")


@kind
class NotTargetedBy(Step, frozen=True, tag="pe_not_targeted_by"):
    """While in play, a minion's own text: it cannot be the target of a directed action
    whose card requires one of ``disciplines`` (checked when the action is declared and
    left out of the offers: :func:`shielded`)."""

    disciplines: tuple[str, ...]

    def apply(self, ctx: Ctx) -> None:  # read by :func:`shielded`
        return None

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes", "cannot be the target of directed actions requiring {disciplines}"
        ).with_args(disciplines="/".join(self.disciplines))


@kind
class StealthDown(Step, frozen=True, tag="pe_stealth_down"):
    """-``n`` stealth to the acting minion, when the block attempt needs it (the
    intercept below the stealth, V-STL-03)."""

    n: int = 1

    def can(self, ctx: Ctx) -> Message | None:
        action = rules(ctx.state)["action"]
        if action is None or action["stage"] != "attempt":
            return QT_TRANSLATE_NOOP("vtes", "Only during a block attempt.")
        if action["intercept"] >= action["stealth"]:
            return QT_TRANSLATE_NOOP("vtes", "The block attempt does not need it.")
        return None

    def apply(self, ctx: Ctx) -> None:
        action = rules(ctx.state)["action"]
        if action is not None:
            action["stealth"] -= self.n
            _log(ctx, "pe_stealth_down", n=self.n, value=action["stealth"])

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "-{n} stealth to the acting minion").with_args(n=self.n)


@kind
class ActionFails(Step, frozen=True, tag="pe_action_fails"):
    """The action under way fails as it is announced: it ends there, its minion stays
    locked, the card played for it goes to the ash heap, its cost unpaid."""

    def can(self, ctx: Ctx) -> Message | None:
        if not _announced(ctx):
            return QT_TRANSLATE_NOOP("vtes", "Only as the action is announced.")
        return None

    def apply(self, ctx: Ctx) -> None:
        from .action_modifiers import _replace_owed
        from .modifiers import action_resolved

        action = rules(ctx.state)["action"]
        if action is None:
            return
        rules(ctx.state)["action"] = None
        _replace_owed(ctx.state, action, ctx.events)
        action_resolved(ctx.state, action, ctx.events, blocked=False)
        card = ctx.state.cards.get(action["card"]) if action["card"] is not None else None
        if card is not None:
            hand.play_to_ash(ctx.state, action["seat"], card, ctx.events)
        minion = ctx.state.cards.get(action["minion"])
        _log(ctx, "pe_action_fails", minion=minion.catalog if minion is not None else "")

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "the action fails")


def _announced(ctx: Ctx) -> bool:
    """The action under way is being announced: its block step, nobody has declined or
    attempted to block yet."""
    action = rules(ctx.state)["action"]
    return (
        action is not None
        and action["stage"] == "block"
        and not action.get("declined")
        and action["blocker"] is None
    )


@kind
class BurnOwnOnEntry(Step, frozen=True, tag="pe_burn_own_on_entry"):
    """ "After this ally enters play, burn an ally or retainer you control": a ``success``
    step, aimed when the action to bring it in is declared (one of the player's allies or
    retainers in play, or this card itself: :func:`_own_allies_and_retainers`).  When the
    card enters play the aimed one burns; if it has left play or control by then, this card
    burns instead (it is the ally the player still controls for certain)."""

    def aiming(self) -> Aim:
        return "card"

    def aims(self, ctx: Ctx) -> list[int]:
        return chosen(ctx, "pe_own_ally_or_retainer_or_this")

    def apply(self, ctx: Ctx) -> None:
        if "action" in ctx.notes:  # run as it enters play (:func:`entered`), not once more
            return  # among the success steps of the action that brought it in
        aimed = ctx.state.cards.get(ctx.target_card) if ctx.target_card is not None else None
        still = aimed is not None and aimed.id in chosen(ctx, "pe_own_ally_or_retainer_or_this")
        victim = aimed if still and aimed is not None else ctx.card
        if not ci.in_ready(ctx.state, victim):
            return
        _log(ctx, "pe_burned", card=victim.catalog or "")
        hand.burn(ctx.state, victim, ctx.events, ctx.seat)

    def words(self, ctx: Ctx) -> Message:
        aimed = ctx.state.cards.get(ctx.target_card) if ctx.target_card is not None else None
        return QT_TRANSLATE_NOOP("vtes", "as it enters play, burn {card}").with_args(
            card=ci.name(aimed) if aimed is not None else "…"
        )


@selector("pe_own_ally_or_retainer_or_this")
def _own_allies_and_retainers(ctx: Ctx) -> list[Card]:
    """The player's allies and retainers in play (face up, on a minion or not), and the
    card the step belongs to."""
    out = []
    for card_id in ctx.state.zones[zone(ctx.seat, READY)].cards:
        card = ctx.state.cards[card_id]
        if card.face_up and card.id != ctx.card.id and {"Ally", "Retainer"} & set(ci.types(card)):
            out.append(card)
    return [*out, ctx.card]


def entry_aim_refusal(
    state: State, seat: int, card: Card, minion: Card, superior: bool, target_card: int | None
) -> Message | None:
    """Why the card cannot come into play aimed at ``target_card`` (a step of its own
    that runs as it enters play and needs an aim, such as :class:`BurnOwnOnEntry`), or
    None."""
    entry = automated(card.catalog)
    if entry is None:
        return None
    ctx = context(state, seat, card, minion, superior=superior, target_card=target_card)
    for step in entry.script(superior).success:
        if step.aiming() != "card" or (step.when and not holds(ctx, step.when)):
            continue
        if target_card is None:
            return QT_TRANSLATE_NOOP("vtes", "Say which card the card is aimed at.")
        if target_card not in step.aims(ctx):
            return QT_TRANSLATE_NOOP("vtes", "The card cannot be aimed there.")
    return None


@kind
class DiscardForLife(Step, frozen=True, tag="pe_discard_for_life"):
    """ "Discard an ally or retainer card to add ``n`` life to this ally": the aimed card
    of the player's hand goes to the ash heap and is replaced, then this ally gains the
    life."""

    n: int = 2

    def aiming(self) -> Aim:
        return "card"

    def aims(self, ctx: Ctx) -> list[int]:
        return chosen(ctx, "pe_hand_ally_or_retainer")

    def apply(self, ctx: Ctx) -> None:
        card = ctx.state.cards.get(ctx.target_card) if ctx.target_card is not None else None
        if card is None or card.id not in self.aims(ctx):
            return
        _log(ctx, "pe_discarded", card=card.catalog or "")
        hand.play_to_ash(ctx.state, ctx.seat, card, ctx.events)
        _set_life(ctx, ctx.card, ctx.card.counters.get("life", 0) + self.n)

    def words(self, ctx: Ctx) -> Message:
        card = ctx.state.cards.get(ctx.target_card) if ctx.target_card is not None else None
        return QT_TRANSLATE_NOOP("vtes", "discard {card}: {ally} gains {n} life").with_args(
            card=ci.name(card) if card is not None else "…", ally=ci.name(ctx.card), n=self.n
        )


@selector("pe_hand_ally_or_retainer")
def _hand_allies_and_retainers(ctx: Ctx) -> list[Card]:
    """The ally and retainer cards of the player's hand."""
    cards = (ctx.state.cards[c] for c in ctx.state.zones[zone(ctx.seat, HAND_KEY)].cards)
    return [c for c in cards if {"Ally", "Retainer"} & set(ci.types(c))]


# -- conditions --------------------------------------------------------------------------------


def _on(state: State, minion: Card) -> list[Card]:
    return [c for c in state.cards.values() if c.attached_to == minion.id and c.face_up]


@condition("pe_discipline")
def _discipline(ctx: Ctx, disc: str) -> bool:
    """The minion has the discipline (``aus``: at either level, ``AUS``: superior)."""
    rec = ci.record(ctx.minion) if ctx.minion is not None else None
    if rec is None:
        return False
    have = set(rec.disciplines)
    return disc in have or (disc.islower() and disc.upper() in have)


@condition("pe_carries")
def _carries(ctx: Ctx, name: str) -> bool:
    """The minion already carries a card called ``name`` (not the one being played)."""
    if ctx.minion is None:
        return False
    return any(ci.name(c) == name for c in _on(ctx.state, ctx.minion) if c.id != ctx.card.id)


@condition("pe_vehicle")
def _vehicle(ctx: Ctx, _: str) -> bool:
    """The minion already carries a vehicle (other than the card being played)."""
    if ctx.minion is None:
        return False
    for card in _on(ctx.state, ctx.minion):
        rec = ci.record(card)
        if card.id != ctx.card.id and rec is not None and rec.text.startswith("Vehicle."):
            return True
    return False


@condition("pe_gun_strike")
def _gun_strike(ctx: Ctx, _: str) -> bool:
    """The damage the minion takes comes from the opposing minion's gun (a card whose text
    names it a gun weapon gave the opposing strike this round)."""
    combat = rules(ctx.state)["combat"]
    if combat is None or ctx.minion is None:
        return False
    other = combat["b"] if ctx.minion.id == combat["a"] else combat["a"]
    for rec in played.records(ctx.state):
        if rec["minion"] == other and G.STRIKE in rec["used"]:
            card = ctx.state.cards.get(rec["card"])
            found = ci.record(card) if card is not None else None
            if found is not None and "gun" in found.text.split(".", 1)[0].lower():
                return True
    return False


@condition("pe_own_acting_clan")
def _own_acting_clan(ctx: Ctx, clan: str) -> bool:
    """The acting minion is the player's own, of ``clan`` ("a Ravnos you control")."""
    action = rules(ctx.state)["action"]
    acting = ctx.state.cards.get(action["minion"]) if action is not None else None
    if acting is None or acting.controller != ctx.seat:
        return False
    rec = ci.record(acting)
    return rec is not None and (rec.clan == clan or clan in rec.clans)


@condition("pe_acting_predator_or_prey")
def _acting_predator_or_prey(ctx: Ctx, _: str) -> bool:
    """The acting minion is controlled by the player's predator or prey."""
    action = rules(ctx.state)["action"]
    if action is None:
        return False
    return action["seat"] in (predator(ctx.state, ctx.seat), prey(ctx.state, ctx.seat))


@condition("pe_announced_at_own_ally")
def _announced_at_own_ally(ctx: Ctx, _: str) -> bool:
    """A directed action aimed at an ally the player controls is being announced."""
    action = rules(ctx.state)["action"]
    aim = ctx.state.cards.get(action["target_card"] or -1) if action is not None else None
    return (
        action is not None
        and action["directed"]
        and aim is not None
        and aim.controller == ctx.seat
        and ci.in_ready(ctx.state, aim)
        and ci.is_minion(aim)
        and not ci.is_vampire(aim)
        and _announced(ctx)
    )


@condition("pe_life_at_most")
def _life_at_most(ctx: Ctx, n: str) -> bool:
    """This card has ``n`` or fewer life."""
    return ctx.card.counters.get("life", 0) <= int(n)


@condition("pe_range_step")
def _range_step(ctx: Ctx, _: str) -> bool:
    """A combat of the minion is at its first round's range step, no maneuver made yet
    ("before range is determined")."""
    combat = rules(ctx.state)["combat"]
    return (
        combat is not None
        and combat["stage"] == "range"
        and combat["last_maneuver"] is None
        and ctx.minion is not None
        and ctx.minion.id in (combat["a"], combat["b"])
    )


# -- what the engine calls ---------------------------------------------------------------------


def granted(entry: CardEffects) -> dict[str, int]:
    """What an automated card in play offers in combat, from its ``in_play`` steps (as
    :func:`..grants.grants` reads a card's text): a strike's damage, a dodge, a maneuver,
    damage prevented, a press, additional strikes."""
    out: dict[str, int] = {}
    for script in (entry.any, entry.inferior, entry.superior):
        for step in script.in_play if script is not None else ():
            out.update(_grant(step))
    return out


def _grant(step: Step) -> dict[str, int]:
    from .combat_steps import Dodge, Maneuver, Press, Prevent, Strike, Strikes

    if isinstance(step, Strike):
        found = {G.HAND_BONUS: step.hand} if step.hand is not None else {G.STRIKE: step.damage}
        flags = ((G.RANGED, step.ranged), (G.AGGRAVATED, step.aggravated), (G.FIRST, step.first))
        return found | {flag: 1 for flag, on in flags if on}
    if isinstance(step, (Prevent, Strikes)):
        return {G.PREVENT if isinstance(step, Prevent) else G.STRIKES: step.n}
    simple: dict[type[Step], str] = {Dodge: G.DODGE, Maneuver: G.MANEUVER, Press: G.PRESS}
    effect = simple.get(type(step))
    return {effect: 1} if effect is not None else {}


def refusal(state: State, seat: int, card: Card, minion: Card, superior: bool) -> Message | None:
    """Why ``minion`` may not bring ``card`` into play now (its ``only`` conditions: "a
    minion can have only one vehicle"), or None."""
    if automated(card.catalog) is None:
        return None
    return run_refusal(context(state, seat, card, minion, superior=superior))


def entered(
    state: State,
    seat: int,
    minion: Card,
    card: Card,
    superior: bool,
    out: list[E.Event],
    target_card: int | None = None,
    action: bool = True,
) -> None:
    """``card`` has come into play by ``minion``'s action at its level (``action`` false:
    by another card's effect, Piper's): run its ``success`` steps (a retainer's life at
    superior, the employer unlocked...), aimed as the action was declared
    (``target_card``).  A recruit action is counted first (Spectral Servitor's "their
    first successful recruit ally action this turn")."""
    if action and "Ally" in ci.types(card):
        from .retainers import note_recruit

        note_recruit(state, minion)
    entry = automated(card.catalog)
    if entry is None:
        return
    ctx = context(state, seat, card, minion, superior=superior, target_card=target_card)
    ctx.out = Outcome(events=out)
    for step in entry.script(superior).success:
        if step.can(ctx) is None:
            step.apply(ctx)


def retainer_damage(state: State, combat: Combat, out: list[E.Event]) -> None:
    """Each combatant's retainers inflict their damage on the opposing minion (added to
    the damage of the round's normal strike resolution, at either range)."""
    for side, other in (("a", "b"), ("b", "a")):
        minion = state.cards.get(combat[side])  # type: ignore[literal-required]
        if minion is None:
            continue
        for card in _on(state, minion):
            entry = automated(card.catalog) if card.catalog else None
            for script in (entry.any, entry.inferior, entry.superior) if entry else ():
                for step in script.in_play if script is not None else ():
                    if isinstance(step, RetainerDamage):
                        combat["damage"][other][0] += step.n
                        victim = state.cards[combat[other]]  # type: ignore[literal-required]
                        out.append(
                            E.ModuleEvent(
                                seat=minion.controller,
                                key="pe_retainer_hits",
                                args={
                                    "cause": card.catalog or "",
                                    "minion": victim.catalog or "",
                                    "n": step.n,
                                },
                            )
                        )


def _own_step(minion: Card, cls: type[Step]) -> Step | None:
    """The minion's own ``in_play`` step of kind ``cls`` (read even while another clause
    of the card is left to the players: this one is run), or None."""
    entry = effects_of(minion.catalog) if minion.catalog else None
    for script in (entry.any, entry.inferior, entry.superior) if entry else ():
        for step in script.in_play if script is not None else ():
            if isinstance(step, cls):
                return step
    return None


def combat_action(minion: Card) -> CombatAction | None:
    """The minion's "enter combat with a minion as a directed action", or None."""
    step = _own_step(minion, CombatAction)
    return step if isinstance(step, CombatAction) else None


def strikes_undodgeable(minion: Card) -> bool:
    """Whether no strike ``minion`` makes can be dodged (its own text says so)."""
    return _own_step(minion, UndodgeableStrikes) is not None


def combat_aims(state: State, seat: int, minion: Card) -> list[int]:
    """The minions ``minion`` may enter combat with by its own action (none without it),
    or as a card in play allows it (:func:`.control.granted_aims`)."""
    from .control import granted_aims

    step = combat_action(minion)
    own = chosen(context(state, seat, minion, minion), step.among) if step is not None else []
    return own + [aim for aim in granted_aims(state, seat, minion) if aim not in own]


def combat_action_refusal(state: State, seat: int, minion: Card, aim: Card) -> Message | None:
    """Why ``minion`` may not enter combat with ``aim`` by its own action now, or None."""
    if aim.id not in combat_aims(state, seat, minion):
        return QT_TRANSLATE_NOOP("vtes", "{minion} cannot enter combat with {victim}.").with_args(
            minion=ci.name(minion), victim=ci.name(aim)
        )
    return None


def shielded(aim: Card, card: Card) -> bool:
    """Whether ``aim`` cannot be the target of a directed action played with ``card``
    (its own text names a discipline ``card`` requires)."""
    step = _own_step(aim, NotTargetedBy)
    rec = ci.record(card)
    if not isinstance(step, NotTargetedBy) or rec is None:
        return False
    return bool({d.lower() for d in rec.disciplines} & {d.lower() for d in step.disciplines})
