"""Combat cards whose effect outlasts the strike or reaches past the combat (vtes.md §9):
strikes that do something else than damage when they hit, cards that stay on a minion after
a combat, what an action modifier or a reaction says of "the resulting combat", and a
vampire's text that holds through every combat it is in.

- A strike with an effect (:class:`EffectStrike`, :class:`LaterEffectStrike`): the strike
  carries the code of what it does (:data:`DOES`) into the combat's strike record
  (``does``, :func:`...combat._mark_effect`); the combat calls :func:`strike_resolves` for
  each such strike that hits (not dodged, at its range), where its damage is dealt: put
  its card on the opposing minion (with counters), send the opposing vampire to torpor or
  burn the opposing ally, burn the weapon or equipment it is aimed at (``target_card``),
  or wear a combat card that became a weapon (burn a counter per damage inflicted).
- A card put on a minion (:class:`PutOnThis`; Weighted Walking Stick) and the markers of
  the cards that stay on a minion, read where the engine looks: :class:`CounterInsteadOfUnlock`
  (:func:`kept_locked`, as its controller's unlock phase begins), :class:`BurnsAtUnlock`
  (:func:`at_unlock`), :class:`BurnedInTorpor` (:func:`after_torpor`),
  :class:`BecomesWeapon` (:func:`became_weapon`).
- "The resulting combat" (:class:`IfBlocked`): a card played during the action gives the
  combat its block starts a maneuver, no equipment or no strikes in its first round
  (:func:`into_combat`, called by the block; :func:`equipment_barred`, read by the card
  sources and the uses).
- A vampire's own text through every combat (:class:`NoCombatEndsIfCorrupted`: Faruq
  Abd al-Qadir), given to the combat as it begins (:func:`combat_begins`).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Literal

from ......core import events as E
from ......core.messages import QT_TRANSLATE_NOOP, Message
from ......core.model import Card, State
from ......core.table import move_card
from ....layout import ASH_HEAP, READY, TORPOR, zone
from ... import cardinfo as ci
from ... import combat as cb
from ... import commands as K
from ... import corruption, hand, played, tokens
from ...data import rules
from ...records import Combat, CombatEffect, StrikeChoice
from ...tokens import COUNTER
from ..catalog import effects_of
from ..conditions import condition
from ..log import texts
from ..run import automated
from ..steps import Aim, Ctx, Step, kind
from .combat_more import LaterStrike
from .combat_steps import Strike
from .engine_step import EngineStep

texts(
    {
        "co_effect_strike": QT_TRANSLATE_NOOP(
            "vtes", "{minion} strikes to do what its card says when it hits."
        ),
        "co_attached": QT_TRANSLATE_NOOP("vtes", "As {cause} says: it is put on {minion}."),
        "co_attached_counters": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: it is put on {minion} with {n} counters."
        ),
        "co_to_torpor": QT_TRANSLATE_NOOP("vtes", "As {cause} says: {minion} goes to torpor."),
        "co_burned": QT_TRANSLATE_NOOP("vtes", "As {cause} says: {card} is burned."),
        "co_mended": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {card} gains {delta} blood or life ({value})."
        ),
        "co_worn": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {n} counters are burned from it ({value} left)."
        ),
        "co_stays_locked": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {minion} burns a counter from it instead of unlocking."
        ),
        "co_burns_at_unlock": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {minion} burns 1 blood or life in its unlock phase."
        ),
        "co_no_strikes": QT_TRANSLATE_NOOP(
            "vtes", "Neither combatant can strike this round: the round goes on to the presses."
        ),
        "co_in_combat_maneuver": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {minion} has 1 optional maneuver during this combat."
        ),
        "co_in_combat_prevent": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {minion} can prevent 1 damage during this combat."
        ),
        "co_in_combat_press": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {minion} has 1 optional press during this combat."
        ),
        "co_in_combat_no_equipment": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {minion} cannot use equipment during this combat."
        ),
        "co_in_combat_no_strikes": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: neither combatant can strike during the first round."
        ),
        "co_no_combat_ends": QT_TRANSLATE_NOOP(
            "vtes",
            "As {cause} says: {minion} carries its corruption counters and cannot strike: combat ends in this combat.",  # noqa: E501
        ),
    }
)

#: what a strike does when it hits, beyond its damage, by its code (its index; 0: nothing)
DOES = ("", "attach", "torpor_or_burn", "burn_weapon", "burn_equipment", "wear")
Does = Literal["attach", "torpor_or_burn", "burn_weapon", "burn_equipment", "wear"]
_AIMED = ("burn_weapon", "burn_equipment")


# -- what the card is and carries -------------------------------------------------------------


def _markers(card: Card, cls: type[Step]) -> Iterator[Step]:
    """The ``in_play`` steps of kind ``cls`` of the automated card ``card``, at any level."""
    entry = automated(card.catalog) if card.catalog else None
    for script in (entry.any, entry.inferior, entry.superior) if entry is not None else ():
        for step in script.in_play if script is not None else ():
            if isinstance(step, cls):
                yield step


def became_weapon(card: Card) -> bool:
    """A combat card put on a minion as a weapon (Weighted Walking Stick), while there."""
    return card.attached_to is not None and any(_markers(card, BecomesWeapon))


def _is_equipment(card: Card) -> bool:
    return "Equipment" in ci.types(card) or became_weapon(card)


def _is_weapon(state: State, card: Card) -> bool:
    return became_weapon(card) or cb._is_weapon(state, card.id)


def _opposing(state: State, minion: Card) -> Card | None:
    """The minion in combat with ``minion``, if it is in one."""
    combat = rules(state)["combat"]
    if combat is None or minion.id not in (combat["a"], combat["b"]):
        return None
    return state.cards.get(combat["b"] if combat["a"] == minion.id else combat["a"])


def _aims(state: State, minion: Card | None, does: str) -> list[int]:
    """The weapons (or every equipment) on the minion ``minion`` is in combat with."""
    other = _opposing(state, minion) if minion is not None else None
    if other is None or does not in _AIMED:
        return []
    test = _is_weapon if does == "burn_weapon" else (lambda _s, c: _is_equipment(c))
    return [
        c.id
        for c in state.cards.values()
        if c.attached_to == other.id and c.face_up and test(state, c)
    ]


def _set_counters(state: State, card: Card, value: int, out: list[E.Event], actor: int | None):
    """The plain counters a card carries (not blood: the blood bank does not count them)."""
    tokens.set_counter(state, card, COUNTER, value, out, actor)


def _burn(state: State, card: Card, cause: str, out: list[E.Event], actor: int | None) -> None:
    card.counters.pop(COUNTER, None)
    hand.burn(state, card, out, actor)
    out.append(
        E.ModuleEvent(seat=actor, key="co_burned", args={"cause": cause, "card": card.catalog})
    )


def _put_on(state: State, card: Card, minion: Card, out: list[E.Event], actor: int | None):
    dst = state.zones[minion.zone]
    out.append(
        move_card(state, card, dst, face_up=True, x=minion.x + 8, y=minion.y + 14, seat=actor)
    )
    card.attached_to = minion.id


# -- the strikes --------------------------------------------------------------------------------

_STRIKE_WORDS: dict[str, Message] = {
    "attach": QT_TRANSLATE_NOOP("vtes", "strike: put this card on the opposing minion"),
    "attach_counters": QT_TRANSLATE_NOOP(
        "vtes", "strike: put this card on the opposing minion with {n} counters"
    ),
    "hand_attach": QT_TRANSLATE_NOOP(
        "vtes", "strike: hand strike for {n} damage and put this card on the opposing minion"
    ),
    "torpor_or_burn": QT_TRANSLATE_NOOP(
        "vtes", "strike: send the opposing vampire to torpor or burn the opposing ally"
    ),
    "burn_weapon": QT_TRANSLATE_NOOP("vtes", "strike: burn {target}"),
    "burn_equipment": QT_TRANSLATE_NOOP("vtes", "strike: burn {target}"),
    "wear": QT_TRANSLATE_NOOP(
        "vtes", "strike: {n} damage (1 counter burned from it per damage inflicted)"
    ),
}


@kind
class EffectStrike(Strike, frozen=True, kw_only=True, tag="co_strike"):
    """A strike that ``does`` something when it hits (:data:`DOES`): ``counters`` put on
    the card it puts on the opposing minion; ``plus``: a weapon's "strength+N damage" (not
    a hand strike); a strike that burns a weapon or equipment is aimed at one on the
    opposing minion."""

    does: Does
    counters: int = 0
    plus: int | None = None

    def _damage(self, ctx: Ctx) -> int:
        if self.plus is not None and ctx.minion is not None:
            from .. import standing

            return standing.strength(ctx.state, ctx.minion) + self.plus
        return super()._damage(ctx)

    def marks(self) -> dict[str, int]:
        return super().marks() | {"does": DOES.index(self.does), "counters": self.counters}

    def aiming(self) -> Aim:
        return "card" if self.does in _AIMED else None

    def aims(self, ctx: Ctx) -> list[int]:
        return _aims(ctx.state, ctx.minion, self.does)

    def command(self, ctx: Ctx) -> K.Strike:
        import msgspec

        cmd = super().command(ctx)
        assert isinstance(cmd, K.Strike)
        return msgspec.structs.replace(cmd, target_card=ctx.target_card)

    def words(self, ctx: Ctx) -> Message:
        if self.does == "attach" and self.hand is not None:
            return _STRIKE_WORDS["hand_attach"].with_args(n=self._damage(ctx))
        if self.does == "attach" and self.counters:
            return _STRIKE_WORDS["attach_counters"].with_args(n=self.counters)
        target = ctx.state.cards.get(ctx.target_card) if ctx.target_card is not None else None
        return _STRIKE_WORDS[self.does].with_args(
            n=self._damage(ctx), target=ci.name(target) if target is not None else "…"
        )


@kind
class LaterEffectStrike(LaterStrike, frozen=True, tag="co_later_strike"):
    """A strike with an effect the minion can use later this round ("with 1 additional
    ranged strike: burn weapon"), aimed when it is used (:func:`later_aims`)."""

    does: Does = "burn_weapon"

    def marks(self) -> dict[str, int]:
        return super().marks() | {"does": DOES.index(self.does)}

    def words(self, ctx: Ctx) -> Message:
        if self.ranged:
            return QT_TRANSLATE_NOOP("vtes", "a ranged strike this round: burn a weapon")
        return QT_TRANSLATE_NOOP("vtes", "a strike this round: burn a weapon")


def later_aims(state: State, strike: K.Strike) -> list[int | None]:
    """What a strike given earlier in the round may be aimed at as it is used: each weapon
    on the opposing minion for a :class:`LaterEffectStrike` that burns one, else [None]."""
    card = state.cards.get(strike.card) if strike.card is not None else None
    entry = effects_of(card.catalog) if card is not None and card.catalog else None
    scripts = (entry.any, entry.inferior, entry.superior) if entry is not None else ()
    for script in scripts:
        for step in script.play if script is not None else ():
            if isinstance(step, LaterEffectStrike) and step.does in _AIMED:
                return list(_aims(state, state.cards.get(strike.minion), step.does))
    return [None]


def strike_resolves(
    state: State,
    side: str,
    choice: StrikeChoice,
    damage: int,
    out: list[E.Event],
    actor: int | None,
) -> None:
    """The strike ``choice`` of ``side`` hits (its ``damage`` inflicted, before any
    prevention): what its card says it does then."""
    combat = cb.in_progress(state)
    striker = state.cards.get(cb.minion_of(combat, side))
    other = state.cards.get(cb.minion_of(combat, "b" if side == "a" else "a"))
    card = state.cards.get(choice.get("card", -1))
    does = DOES[choice.get("does", 0)] if 0 <= choice.get("does", 0) < len(DOES) else ""
    if striker is None or other is None or card is None:
        return
    cause = card.catalog or ""
    in_ash = card.zone == zone(card.owner if card.owner is not None else 0, ASH_HEAP)
    if does == "attach" and in_ash and (ci.in_ready(state, other) or ci.in_torpor(state, other)):
        _put_on(state, card, other, out, actor)
        n = choice.get("counters", 0)
        if n:
            _set_counters(state, card, n, out, actor)
        key = "co_attached_counters" if n else "co_attached"
        out.append(
            E.ModuleEvent(
                seat=actor, key=key, args={"cause": cause, "minion": other.catalog or "", "n": n}
            )
        )
    elif does == "torpor_or_burn":
        _torpor_or_burn(state, other, cause, out, actor)
    elif does in _AIMED:
        target = state.cards.get(choice.get("target", -1))
        if target is not None and target.id in _aims(state, striker, does):
            _burn(state, target, cause, out, actor)
    elif does == "wear" and damage:
        left = card.counters.get(COUNTER, 0) - damage
        _set_counters(state, card, left, out, actor)
        out.append(
            E.ModuleEvent(
                seat=actor,
                key="co_worn",
                args={"cause": cause, "n": damage, "value": max(0, left)},
            )
        )
        if left <= 0:
            _burn(state, card, cause, out, actor)


def _torpor_or_burn(
    state: State, other: Card, cause: str, out: list[E.Event], actor: int | None
) -> None:
    if ci.is_vampire(other) and ci.in_ready(state, other):
        cb.to_torpor(state, other, out, actor)
        out.append(
            E.ModuleEvent(
                seat=actor, key="co_to_torpor", args={"cause": cause, "minion": other.catalog}
            )
        )
    elif "Ally" in ci.types(other) and ci.in_ready(state, other):
        _burn(state, other, cause, out, actor)


# -- a card put on the minion that plays it -----------------------------------------------------


@kind
class PutOnThis(Step, frozen=True, tag="co_put_on_this"):
    """ "Put this card with ``counters`` counters on it on this minion" (the combat card
    played, from the ash heap where it went); ``only_one``: refused when the minion already
    has a copy ("a minion can have only one")."""

    counters: int = 0
    only_one: bool = False

    def can(self, ctx: Ctx) -> Message | None:
        minion = ctx.minion
        if minion is None:
            return QT_TRANSLATE_NOOP("vtes", "There is no minion for the card to act on.")
        if self.only_one and any(
            c.attached_to == minion.id and c.catalog == ctx.card.catalog and c.id != ctx.card.id
            for c in ctx.state.cards.values()
        ):
            return QT_TRANSLATE_NOOP("vtes", "{minion} can have only one {card}.").with_args(
                minion=ci.name(minion), card=ci.name(ctx.card)
            )
        return None

    def apply(self, ctx: Ctx) -> None:
        assert ctx.minion is not None
        _put_on(ctx.state, ctx.card, ctx.minion, ctx.events, ctx.seat)
        if self.counters:
            _set_counters(ctx.state, ctx.card, self.counters, ctx.events, ctx.seat)
        args = {"cause": ctx.card.catalog or "", "minion": ctx.minion.catalog, "n": self.counters}
        key = "co_attached_counters" if self.counters else "co_attached"
        ctx.events.append(E.ModuleEvent(seat=ctx.seat, key=key, args=args))

    def words(self, ctx: Ctx) -> Message:
        minion = ci.name(ctx.minion) if ctx.minion is not None else "…"
        if self.counters:
            return QT_TRANSLATE_NOOP(
                "vtes", "put this card on {minion} with {n} counters"
            ).with_args(minion=minion, n=self.counters)
        return QT_TRANSLATE_NOOP("vtes", "put this card on {minion}").with_args(minion=minion)


class _Marker(Step, frozen=True):
    """A card's standing text, read where the engine looks for it (nothing to do when the
    card is played)."""

    def apply(self, ctx: Ctx) -> None:
        return None


@kind
class BecomesWeapon(_Marker, frozen=True, tag="co_becomes_weapon"):
    """On a minion, this card is a melee weapon equipment (:func:`became_weapon`)."""

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "it becomes a melee weapon equipment")


@kind
class CounterInsteadOfUnlock(_Marker, frozen=True, tag="co_counter_instead_of_unlock"):
    """The minion this card is on burns a counter from it instead of unlocking; the card
    with no counters left is burned (:func:`kept_locked`)."""

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes", "the minion burns a counter from it instead of unlocking; burned with none"
        )


@kind
class BurnsAtUnlock(_Marker, frozen=True, tag="co_burns_at_unlock"):
    """The minion this card is on burns 1 blood or life in its unlock phase
    (:func:`at_unlock`)."""

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "the minion burns 1 blood or life in its unlock phase")


@kind
class BurnedInTorpor(_Marker, frozen=True, tag="co_burned_in_torpor"):
    """This card is burned when the vampire it is on goes to torpor (:func:`after_torpor`)."""

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "burned if this vampire goes to torpor")


@kind
class NoCombatEndsIfCorrupted(_Marker, frozen=True, tag="co_no_combat_ends_if_corrupted"):
    """A minion with any of this vampire's controller's corruption counters in combat with
    this vampire cannot strike: combat ends (:func:`combat_begins`)."""

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes", "a minion with your corruption counters cannot strike: combat ends against it"
        )


def _riders(state: State, cls: type[Step]) -> list[tuple[Card, Card]]:
    """Each (card, minion it is on) of the cards on a minion with the marker ``cls``."""
    out = []
    for card in list(state.cards.values()):
        minion = state.cards.get(card.attached_to) if card.attached_to is not None else None
        if minion is not None and card.face_up and any(_markers(card, cls)):
            out.append((card, minion))
    return out


def kept_locked(state: State, seat: int, out: list[E.Event]) -> set[int]:
    """``seat``'s unlock phase begins: each locked minion of ``seat`` with Touch of Oblivion
    burns a counter from it instead of unlocking (the card, with none left, is burned);
    the ids of those minions, which do not unlock."""
    kept: set[int] = set()
    for card, minion in _riders(state, CounterInsteadOfUnlock):
        if minion.controller != seat or not minion.locked:
            continue
        kept.add(minion.id)
        left = card.counters.get(COUNTER, 0) - 1
        _set_counters(state, card, left, out, None)
        args = {"cause": card.catalog or "", "minion": minion.catalog or ""}
        out.append(E.ModuleEvent(seat=None, key="co_stays_locked", args=args))
        if left <= 0:
            _burn(state, card, card.catalog or "", out, None)
    return kept


def at_unlock(state: State, active: int, out: list[E.Event], actor: int | None) -> None:
    """``active``'s unlock phase begins: each of its minions with Sculpt the Flesh on it
    burns 1 blood (a vampire) or life (an ally, burned with none left)."""
    for card, minion in _riders(state, BurnsAtUnlock):
        if minion.controller != active or not (
            ci.in_ready(state, minion) or ci.in_torpor(state, minion)
        ):
            continue
        what = "blood" if ci.is_vampire(minion) else "life"
        have = minion.counters.get(what, 0)
        args = {"cause": card.catalog or "", "minion": minion.catalog or ""}
        out.append(E.ModuleEvent(seat=actor, key="co_burns_at_unlock", args=args))
        if have:
            tokens.add_counter(state, minion, what, -1, out, actor)
        if what == "life" and have <= 1:
            _burn(state, minion, card.catalog or "", out, actor)


def after_torpor(state: State, minion: Card, out: list[E.Event], actor: int | None) -> None:
    """``minion`` has gone to torpor: the cards on it burned then (Heroic Might) are."""
    for card, bearer in _riders(state, BurnedInTorpor):
        if bearer.id == minion.id:
            _burn(state, card, card.catalog or "", out, actor)


# -- the resulting combat -----------------------------------------------------------------------

_IF_BLOCKED: dict[str, Message] = {
    "maneuver": QT_TRANSLATE_NOOP("vtes", "1 optional maneuver in the resulting combat"),
    "press": QT_TRANSLATE_NOOP("vtes", "1 optional press in the resulting combat"),
    "prevent": QT_TRANSLATE_NOOP("vtes", "can prevent 1 damage during the resulting combat"),
    "no_equipment": QT_TRANSLATE_NOOP("vtes", "no equipment can be used in the resulting combat"),
    "no_strikes": QT_TRANSLATE_NOOP(
        "vtes", "neither combatant can strike in the first round of the resulting combat"
    ),
}


@kind
class IfBlocked(Step, frozen=True, tag="co_in_resulting_combat"):
    """What the minion that played the card (the acting one: "if this action is blocked";
    the reacting one: "if this vampire blocks") gets in the combat the block starts: 1
    optional maneuver, no equipment used (for the whole combat), or no strikes by either
    combatant in its first round (:func:`into_combat`); or 1 optional press, or 1 damage
    prevented once, during it."""

    what: Literal["maneuver", "no_equipment", "no_strikes", "press", "prevent"]

    def apply(self, ctx: Ctx) -> None:
        return None

    def words(self, ctx: Ctx) -> Message:
        return _IF_BLOCKED[self.what]


def into_combat(state: State, out: list[E.Event]) -> None:
    """The block started its combat: the cards the combatants played during the action
    give it what their :class:`IfBlocked` steps say."""
    from ..run import script

    combat = rules(state)["combat"]
    if combat is None:
        return
    for rec in list(played.records(state)):
        if rec["scope"] != "action" or rec["minion"] not in (combat["a"], combat["b"]):
            continue
        s = script(rec["catalog"], rec["superior"])
        for step in s.play if s is not None else ():
            if isinstance(step, IfBlocked):
                _give(state, combat, rec["minion"], rec["card"], rec["catalog"], step.what, out)


def _give(state, combat, minion: int, card: int, catalog: str, what: str, out) -> None:
    effect: CombatEffect = {
        "minion": None if what == "no_strikes" else minion,
        "what": what,
        "n": 1,
        "until": "round" if what == "no_strikes" else "combat",
        "round": combat["round"],
        "card": card,
        "catalog": catalog,
    }
    if what == "prevent":  # 1 damage prevented once in the combat, not each round
        effect["once"] = True
    cb.give(state, effect, out)
    args = {"cause": catalog, "minion": state.cards[minion].catalog or ""}
    out.append(E.ModuleEvent(seat=None, key=f"co_in_combat_{what}", args=args))


def equipment_barred(state: State, card: Card) -> bool:
    """``card`` is an equipment on a minion that cannot use equipment in this combat."""
    combat = rules(state)["combat"]
    if combat is None or card.attached_to not in (combat["a"], combat["b"]):
        return False
    return bool(cb.effects_on(combat, card.attached_to, "no_equipment")) and _is_equipment(card)


# -- a vampire's text through every combat it is in ---------------------------------------------


def combat_begins(state: State, out: list[E.Event]) -> None:
    """A combat begins: a combatant whose text is :class:`NoCombatEndsIfCorrupted` bars
    "combat ends" strikes to the opposing minion carrying its controller's corruption
    counters, for the whole combat."""
    combat = rules(state)["combat"]
    if combat is None:
        return
    for mine, theirs in (("a", "b"), ("b", "a")):
        vampire = state.cards.get(cb.minion_of(combat, mine))
        other = state.cards.get(cb.minion_of(combat, theirs))
        if vampire is None or other is None or vampire.controller is None:
            continue
        if any(_markers(vampire, NoCombatEndsIfCorrupted)) and corruption.of(
            other, vampire.controller
        ):
            effect: CombatEffect = {
                "minion": other.id,
                "what": "no_combat_ends",
                "n": 1,
                "until": "combat",
                "round": combat["round"],
                "card": vampire.id,
                "catalog": vampire.catalog or "",
            }
            cb.give(state, effect, out)
            args = {"cause": vampire.catalog or "", "minion": other.catalog or ""}
            out.append(E.ModuleEvent(seat=None, key="co_no_combat_ends", args=args))


# -- damage from the opposing minion's strike prevented (Touch of Valeren) ----------------------


def _ids(combat: Combat) -> tuple[int, int]:
    return combat["a"], combat["b"]


@condition("co_combat_under_way")
def _combat_under_way(ctx: Ctx, _: str) -> bool:
    """A combat is under way (an Action/Combat card's [COMBAT] part; its [ACTION] part when
    not)."""
    return rules(ctx.state)["combat"] is not None


def _protected(ctx: Ctx, for_other: bool) -> Card | None:
    """The minion whose damage the card prevents: the one playing it, or (``for_other``) the
    player's other minion in the combat, when a ready vampire of theirs outside it plays
    the card."""
    combat = rules(ctx.state)["combat"]
    me = ctx.minion
    if combat is None or me is None:
        return None
    if not for_other:
        return me if me.id in (combat["a"], combat["b"]) else None
    if me.id in (combat["a"], combat["b"]) or not (
        ci.is_vampire(me) and ci.in_ready(ctx.state, me)
    ):
        return None
    mine = [m for m in (combat["a"], combat["b"]) if ctx.state.cards[m].controller == ctx.seat]
    return ctx.state.cards[mine[0]] if mine else None


def strike_damage_to(state: State, minion: Card) -> int:
    """The damage ``minion`` is to take in this damage step from the opposing minion's
    strike (not from retainers or the environment; none when that strike waits for the
    first strikes)."""
    combat = rules(state)["combat"]
    if combat is None or combat["stage"] != "damage" or minion.id not in (combat["a"], combat["b"]):
        return 0
    side = "a" if combat["a"] == minion.id else "b"
    other = "b" if side == "a" else "a"
    strike = combat["strikes"][other]
    if strike is None or other in combat["later"]:
        return 0
    hits = sum(cb._hits(combat, strike, cb.minion_of(combat, other)))
    return min(hits, sum(combat["damage"][side]))


def _fortitude_barred(ctx: Ctx, minion: Card | None) -> Message | None:
    """The opposing strike's damage cannot be prevented by a card requiring Fortitude (Soul
    Burn), which this card may be."""
    from ...combat import fortitude_refusal

    combat = rules(ctx.state)["combat"]
    if combat is None or minion is None:
        return None
    side = "a" if combat["a"] == minion.id else "b" if combat["b"] == minion.id else None
    return None if side is None else fortitude_refusal(ctx.state, combat, side, ctx.card.id)


@kind
class PreventStrike(EngineStep, frozen=True, tag="co_prevent_strike"):
    """Prevent all damage from the opposing minion's strike to the minion that plays the
    card or, ``for_other``, to the player's minion in the combat when a ready vampire of
    theirs not in it plays the card (:func:`plays_from_outside`)."""

    for_other: bool = False

    def _n(self, ctx: Ctx) -> int:
        minion = _protected(ctx, self.for_other)
        return strike_damage_to(ctx.state, minion) if minion is not None else 0

    def command(self, ctx: Ctx) -> K.Modify:
        minion = _protected(ctx, self.for_other)
        return K.Modify(
            seat=ctx.seat,
            what=K.PREVENT,
            delta=self._n(ctx),
            minion=minion.id if minion is not None else None,
            card=ctx.card.id,
        )

    def fits(self, ctx: Ctx) -> Message | None:
        if _protected(ctx, self.for_other) is None:
            if self.for_other:
                return QT_TRANSLATE_NOOP(
                    "vtes",
                    "Only a ready vampire not in the combat, whose Methuselah controls a combatant, plays it.",  # noqa: E501
                )
            return QT_TRANSLATE_NOOP("vtes", "Only a minion in the combat plays combat cards.")
        if not self._n(ctx):
            return QT_TRANSLATE_NOOP(
                "vtes", "There is no damage from the opposing minion's strike to prevent."
            )
        return _fortitude_barred(ctx, _protected(ctx, self.for_other))

    def can(self, ctx: Ctx) -> Message | None:
        if _protected(ctx, self.for_other) is None or not self._n(ctx):
            return self.fits(ctx)
        return super().can(ctx)

    def words(self, ctx: Ctx) -> Message:
        minion = _protected(ctx, self.for_other)
        if self.for_other and minion is not None:
            return QT_TRANSLATE_NOOP(
                "vtes", "prevent all damage to {minion} from the opposing minion's strike"
            ).with_args(minion=ci.name(minion))
        return QT_TRANSLATE_NOOP("vtes", "prevent all damage from the opposing minion's strike")


def plays_from_outside(card: Card) -> bool:
    """``card``'s data lets a ready vampire not in the combat play it (Touch of Valeren at
    superior): read by the card's moment (:mod:`...legality`) and the dock's offers."""
    entry = automated(card.catalog) if card.catalog else None
    scripts = (entry.any, entry.inferior, entry.superior) if entry is not None else ()
    return any(
        isinstance(step, PreventStrike) and step.for_other
        for script in scripts
        if script is not None
        for step in script.play
    )


def outside_players(state: State, seat: int) -> list[Card]:
    """``seat``'s ready vampires outside the combat under way, when it controls a combatant
    (those who may play such a card)."""
    combat = rules(state)["combat"]
    if combat is None or not any(
        state.cards[m].controller == seat for m in (combat["a"], combat["b"])
    ):
        return []
    return [
        m
        for m in ci.ready_minions(state, seat)
        if ci.is_vampire(m) and m.id not in (combat["a"], combat["b"])
    ]


# -- blood or life added, up to the starting life (Touch of Valeren's action) -------------------


def _starting(state: State, minion: Card) -> tuple[str, int]:
    if ci.is_vampire(minion):
        return "blood", ci.capacity_now(state, minion)
    return "life", ci.printed_life(minion)


@kind
class Mend(Step, frozen=True, tag="co_mend"):
    """Add ``n`` blood (a vampire) or life (an ally) to a minion in play, not beyond its
    starting life (a vampire's capacity, an ally's printed life)."""

    n: int = 3

    def aiming(self) -> Aim:
        return "card"

    def aims(self, ctx: Ctx) -> list[int]:
        return [
            c.id
            for s in range(len(ctx.state.seats))
            if not ctx.state.seats[s].out
            for key in (zone(s, READY), zone(s, TORPOR))
            for c in (ctx.state.cards[i] for i in ctx.state.zones[key].cards)
            if c.face_up and c.attached_to is None and ci.is_minion(c)
        ]

    def _gain(self, ctx: Ctx, minion: Card) -> tuple[str, int]:
        what, most = _starting(ctx.state, minion)
        return what, max(0, min(self.n, most - minion.counters.get(what, 0)))

    def apply(self, ctx: Ctx) -> None:
        minion = ctx.state.cards.get(ctx.target_card) if ctx.target_card is not None else None
        if minion is None or minion.id not in self.aims(ctx):
            return  # gone from play by the time the action succeeded
        what, n = self._gain(ctx, minion)
        if n:
            tokens.add_counter(
                ctx.state, minion, what, n, ctx.events, ctx.seat, "co_mended",
                cause=ctx.card.catalog,
            )  # fmt: skip

    def words(self, ctx: Ctx) -> Message:
        minion = ctx.state.cards.get(ctx.target_card) if ctx.target_card is not None else None
        return QT_TRANSLATE_NOOP(
            "vtes", "add {n} blood or life to {minion}, not beyond their starting life"
        ).with_args(n=self.n, minion=ci.name(minion) if minion is not None else "…")
