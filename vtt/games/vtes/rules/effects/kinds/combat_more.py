"""Steps of combat cards that last beyond their play (vtes.md §9): an effect for the round
or the combat (strength, prevention, aggravated hand strikes, environmental damage, no
damage from weapons, hand strikes only), an effect used later ("with 1 optional press"),
additional strikes beyond the limit, the next round at close range; the timing words of
the combat cards ("only usable before range is determined") and the discipline a card's
alternative needs.  What they give is stored in the combat (:class:`...records.CombatEffect`)
and read where the combat reads its numbers (:mod:`...combat`, :func:`..standing.strength`).
"""

from __future__ import annotations

from typing import Literal

from ......core import events as E
from ......core.messages import QT_TRANSLATE_NOOP, Message
from ......core.model import State
from ... import cardinfo as ci
from ... import combat as cb
from ... import commands as K
from ... import hand, tokens
from ...data import rules
from ...records import CombatEffect
from ..catalog import effects_of
from ..conditions import condition
from ..log import texts
from ..steps import Ctx, Step, kind
from .combat_steps import Strike, _combat

texts(
    {
        "cb_prevented": QT_TRANSLATE_NOOP(
            "vtes", "{minion} prevents {n} damage, as a combat card played earlier says."
        ),
        "cb_stolen": QT_TRANSLATE_NOOP("vtes", "{minion} steals {n} blood or life from {other}."),
        "cb_steal_strike": QT_TRANSLATE_NOOP(
            "vtes", "{minion} strikes to steal {n} blood or life."
        ),
        "cb_more_strikes": QT_TRANSLATE_NOOP(
            "vtes", "As {card} says: {minion} gets {n} additional strikes beyond the limit."
        ),
    }
)
#: the log sentence of each effect given (key ``cb_<what>_<round|combat>``)
texts(
    {
        "cb_strength_round": QT_TRANSLATE_NOOP(
            "vtes", "As {card} says: {minion} gets +{n} strength this round."
        ),
        "cb_strength_combat": QT_TRANSLATE_NOOP(
            "vtes", "As {card} says: {minion} gets +{n} strength this combat."
        ),
        "cb_strength_of_combat": QT_TRANSLATE_NOOP(
            "vtes", "As {card} says: {minion} gets a strength of {n} this combat."
        ),
        "cb_prevent_round": QT_TRANSLATE_NOOP(
            "vtes", "As {card} says: {minion} can prevent {n} damage this round."
        ),
        "cb_prevent_combat": QT_TRANSLATE_NOOP(
            "vtes", "As {card} says: {minion} can prevent {n} damage each round this combat."
        ),
        "cb_prevent_all_round": QT_TRANSLATE_NOOP(
            "vtes",
            "As {card} says: {minion} prevents all damage from the opposing minion's strikes this round.",  # noqa: E501
        ),
        "cb_hand_aggravated_round": QT_TRANSLATE_NOOP(
            "vtes", "As {card} says: {minion}'s hand strikes deal aggravated damage this round."
        ),
        "cb_no_weapon_damage_round": QT_TRANSLATE_NOOP(
            "vtes", "As {card} says: {minion}'s strikes with weapons inflict no damage this round."
        ),
        "cb_hand_only_round": QT_TRANSLATE_NOOP(
            "vtes", "As {card} says: only hand strikes can be used this round."
        ),
        "cb_environmental_combat": QT_TRANSLATE_NOOP(
            "vtes",
            "As {card} says: {minion} takes {n}R environmental damage each round this combat.",
        ),
        "cb_maneuver_round": QT_TRANSLATE_NOOP(
            "vtes", "As {card} says: {minion} has 1 optional maneuver this round."
        ),
        "cb_press_round": QT_TRANSLATE_NOOP(
            "vtes", "As {card} says: {minion} has 1 optional press this round."
        ),
        "cb_press_combat": QT_TRANSLATE_NOOP(
            "vtes", "As {card} says: {minion} has 1 optional press this combat."
        ),
        "cb_strikes_round": QT_TRANSLATE_NOOP(
            "vtes", "As {card} says: {minion} has 1 additional strike after the first strikes."
        ),
    }
)

#: what each effect says, for the dock and the log
_WORDS: dict[tuple[str, bool], Message] = {
    ("strength", False): QT_TRANSLATE_NOOP("vtes", "+{n} strength this round"),
    ("strength", True): QT_TRANSLATE_NOOP("vtes", "+{n} strength this combat"),
    ("strength_of", True): QT_TRANSLATE_NOOP("vtes", "a strength of {n} this combat"),
    ("prevent", False): QT_TRANSLATE_NOOP("vtes", "prevent {n} damage this round"),
    ("prevent", True): QT_TRANSLATE_NOOP("vtes", "prevent {n} damage each round this combat"),
    ("prevent_all", False): QT_TRANSLATE_NOOP(
        "vtes", "prevent all damage from the opposing minion's strikes this round"
    ),
    ("hand_aggravated", False): QT_TRANSLATE_NOOP(
        "vtes", "hand strikes deal aggravated damage this round"
    ),
    ("no_weapon_damage", False): QT_TRANSLATE_NOOP(
        "vtes", "the opposing minion's weapon strikes inflict no damage this round"
    ),
    ("hand_only", False): QT_TRANSLATE_NOOP("vtes", "only hand strikes this round"),
    ("environmental", True): QT_TRANSLATE_NOOP(
        "vtes", "the opposing minion takes {n}R environmental damage each round"
    ),
    ("maneuver", False): QT_TRANSLATE_NOOP("vtes", "1 optional maneuver this round"),
    ("press", False): QT_TRANSLATE_NOOP("vtes", "1 optional press this round"),
    ("press", True): QT_TRANSLATE_NOOP("vtes", "1 optional press this combat"),
    ("strikes", False): QT_TRANSLATE_NOOP("vtes", "1 additional strike after the first strikes"),
}


@kind
class CombatEffectStep(Step, frozen=True, tag="combat_effect"):
    """An effect for this round (or the whole combat, ``combat``) on ``on``: the minion
    that played the card, the opposing one, or both; ``blood``: what the minion burns for
    it ("Burn 1 blood to prevent all damage...").  ``what`` is one of :data:`_WORDS`'s."""

    what: str
    n: int = 1
    combat: bool = False
    on: Literal["minion", "opponent", "both"] = "minion"
    blood: int = 0

    def __post_init__(self) -> None:
        if (self.what, self.combat) not in _WORDS:
            raise ValueError(
                f"no combat effect {self.what!r} for {'combat' if self.combat else 'round'}"
            )

    def can(self, ctx: Ctx) -> Message | None:
        combat, why = _combat(ctx)
        if combat is None:
            return why
        if (
            self.blood
            and ctx.minion is not None
            and ctx.minion.counters.get("blood", 0) < self.blood
        ):
            return QT_TRANSLATE_NOOP("vtes", "The vampire has not enough blood to burn.")
        return None

    def apply(self, ctx: Ctx) -> None:
        combat = rules(ctx.state)["combat"]
        if combat is None or ctx.minion is None:
            return  # the card's strike, made first, ended the combat: nothing left to last
        if self.blood:
            tokens.add_counter(
                ctx.state,
                ctx.minion,
                "blood",
                -self.blood,
                ctx.events,
                ctx.seat,
                "paid",
                cause=ctx.card.catalog,
            )
        mine = ctx.minion.id
        other = combat["b"] if combat["a"] == mine else combat["a"]
        effect: CombatEffect = {
            "minion": {"minion": mine, "opponent": other, "both": None}[self.on],
            "what": self.what,
            "n": self.n,
            "until": "combat" if self.combat else "round",
            "round": combat["round"],
            "card": ctx.card.id,
            "catalog": ctx.card.catalog or "",
        }
        cb.give(ctx.state, effect, ctx.events)
        on = effect["minion"] if effect["minion"] is not None else mine
        target_catalog = ctx.state.cards[on].catalog or ""
        ctx.events.append(
            E.ModuleEvent(
                seat=ctx.seat,
                key=f"cb_{self.what}_{'combat' if self.combat else 'round'}",
                args={"card": ctx.card.catalog or "", "minion": target_catalog, "n": self.n},
            )
        )

    def words(self, ctx: Ctx) -> Message:
        return _WORDS[(self.what, self.combat)].with_args(n=self.n)


@kind
class StrikesBeyondLimit(Step, frozen=True, tag="strikes_beyond_limit"):
    """``n`` additional strikes this round that do not count against the limit of one
    source a round (Quickness at superior)."""

    n: int = 1

    def can(self, ctx: Ctx) -> Message | None:
        combat, why = _combat(ctx)
        if combat is None:
            return why
        if combat["stage"] != "extra":
            return QT_TRANSLATE_NOOP(
                "vtes", "Additional strikes are played after the first strike pair."
            )
        return None

    def apply(self, ctx: Ctx) -> None:
        assert ctx.minion is not None
        cb.more_strikes(ctx.state, ctx.seat, ctx.minion, self.n, ctx.card.catalog or "", ctx.events)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes", "{n} additional strikes that do not count against the limit"
        ).with_args(n=self.n)


@kind
class CloseNextRound(Step, frozen=True, tag="close_next_round"):
    """If another round of combat occurs, it is at close range (its range step skipped)."""

    def can(self, ctx: Ctx) -> Message | None:
        return _combat(ctx)[1]

    def apply(self, ctx: Ctx) -> None:
        combat = rules(ctx.state)["combat"]
        assert combat is not None
        combat["close_next"] = True

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "another round of this combat is at close range")


#: the disciplines an alternative of a combat card may need, by their krcg code
_DISCIPLINES: dict[str, Message] = {
    "ani": QT_TRANSLATE_NOOP("vtes", "with Animalism"),
    "cel": QT_TRANSLATE_NOOP("vtes", "with Celerity"),
    "dom": QT_TRANSLATE_NOOP("vtes", "with Dominate"),
    "obf": QT_TRANSLATE_NOOP("vtes", "with Obfuscate"),
    "pot": QT_TRANSLATE_NOOP("vtes", "with Potence"),
    "pre": QT_TRANSLATE_NOOP("vtes", "with Presence"),
    "pro": QT_TRANSLATE_NOOP("vtes", "with Protean"),
}


@kind
class WithDiscipline(Step, frozen=True, tag="with_discipline"):
    """The alternative of a card with several disciplines that the minion plays with
    ``disc`` (Dust Up): refused to a minion without it."""

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


@condition("before_range")
def _before_range(ctx: Ctx, _: str) -> bool:
    """Before range is determined: the range step of the round, no maneuver made yet."""
    combat = rules(ctx.state)["combat"]
    return combat is not None and combat["stage"] == "range" and combat["last_maneuver"] is None


@condition("before_strikes")
def _before_strikes(ctx: Ctx, _: str) -> bool:
    """Before strikes are chosen: the range step, or the strike step before any strike of
    the round's first pair."""
    combat = rules(ctx.state)["combat"]
    if combat is None:
        return False
    if combat["stage"] == "range":
        return True
    return (
        combat["stage"] == "strike"
        and combat["pair"] == 0
        and all(s is None for s in combat["strikes"].values())
    )


@kind
class LaterStrike(Strike, frozen=True, tag="later_strike"):
    """A strike the minion can use later this round ("This round, this vampire can strike,
    ranged: steal 1 blood"); ``must``: owed, the card's maneuver having been used (Slam).
    The strike itself is this step's, built when the minion chooses it
    (:func:`granted_strike`)."""

    must: bool = False

    def can(self, ctx: Ctx) -> Message | None:
        return _combat(ctx)[1]

    def apply(self, ctx: Ctx) -> None:
        combat = rules(ctx.state)["combat"]
        if combat is None or ctx.minion is None:
            return  # the card's strike, made first, ended the combat: no strike comes later
        effect: CombatEffect = {
            "minion": ctx.minion.id,
            "what": "strike",
            "n": 1,
            "until": "round",
            "round": combat["round"],
            "card": ctx.card.id,
            "catalog": ctx.card.catalog or "",
            "superior": ctx.superior,
            "must": self.must,
        }
        cb.give(ctx.state, effect, ctx.events)

    def words(self, ctx: Ctx) -> Message:
        if self.steal:
            return QT_TRANSLATE_NOOP(
                "vtes", "this round, a strike, ranged: steal {n} blood or life (becoming blood)"
            ).with_args(n=self.steal)
        return QT_TRANSLATE_NOOP("vtes", "then strike: hand strike at +{n} damage").with_args(
            n=self.hand or 0
        )


def granted_strike(state: State, grant: CombatEffect) -> tuple[K.Strike, dict[str, int]] | None:
    """The strike a card played earlier gives (its :class:`LaterStrike`), as the command the
    minion sends and the marks it carries; None when the card or minion is gone."""
    card = state.cards.get(grant["card"])
    minion = state.cards.get(grant["minion"]) if grant["minion"] is not None else None
    entry = effects_of(grant["catalog"])
    if card is None or minion is None or entry is None:
        return None
    script = entry.script(grant.get("superior", False))
    steps = [*script.play, *(s for option in script.choose for s in option)]
    later = next((s for s in steps if isinstance(s, LaterStrike)), None)
    if later is None:
        return None
    seat = minion.controller if minion.controller is not None else -1
    ctx = Ctx(state, seat, card, minion, grant.get("superior", False))
    command = later.command(ctx)
    assert isinstance(command, K.Strike)
    return command, later.marks()


@kind
class BloodLostByOpponent(Step, frozen=True, tag="gain_blood_lost_by_opponent"):
    """The minion gains as much blood as the opposing vampire lost to damage this round
    (Taste of Vitae), at the end of the round: the press step, which a round reaches only
    with both combatants still ready (none being burned or going to torpor)."""

    def _n(self, ctx: Ctx) -> int:
        combat = rules(ctx.state)["combat"]
        if combat is None or ctx.minion is None:
            return 0
        other = "b" if combat["a"] == ctx.minion.id else "a"
        return combat.get("lost", {}).get(other, 0)

    def can(self, ctx: Ctx) -> Message | None:
        combat, why = _combat(ctx)
        if combat is None:
            return why
        if combat["stage"] != "press":
            return QT_TRANSLATE_NOOP("vtes", "Only usable at the end of a round of combat.")
        return None

    def apply(self, ctx: Ctx) -> None:
        assert ctx.minion is not None
        n = self._n(ctx)
        if n:
            tokens.add_counter(
                ctx.state,
                ctx.minion,
                "blood",
                n,
                ctx.events,
                ctx.seat,
                "fx_blood",
                cause=ctx.card.catalog,
            )

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes", "gain {n} blood, what the opposing vampire lost to damage this round"
        ).with_args(n=self._n(ctx))


@kind
class BurnThisCard(Step, frozen=True, tag="burn_this_card"):
    """The card used burns itself ("This vampire can burn this card to get +1 stealth")."""

    def apply(self, ctx: Ctx) -> None:
        hand.burn(ctx.state, ctx.card, ctx.events, ctx.seat)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "burn this card")
