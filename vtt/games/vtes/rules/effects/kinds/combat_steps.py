"""Steps of a combat (vtes.md §9): a strike, damage prevented, a maneuver, a press,
additional strikes.  Each is the engine's own command (:mod:`...combat`, :mod:`...modify`)
for the minion that played the card, with the moment the rules allow as its condition:
maneuvers while the range is determined, strikes when that minion chooses its strike,
prevention while it has damage to take, additional strikes after the first strike pair,
presses at the end of the round.  A strike's marks beyond the command's fields (a hand
strike, undodgeable, not preventable by Fortitude cards, stealing) go with it through the
combat's ``pending``; the card's own limits ("only usable to get to close range", "only
usable to continue combat") are parameters of its maneuver or press."""

from __future__ import annotations

from ......core import commands as C
from ......core.messages import QT_TRANSLATE_NOOP, Message
from ... import commands as K
from ...combat import (
    SIDES,
    combat_ends_refusal,
    effects_on,
    fortitude_refusal,
    minion_of,
    owed_strike,
    striker,
)
from ...data import rules
from ...records import Combat
from .. import standing
from ..steps import Ctx, kind
from .engine_step import EngineStep

_NO_COMBAT = QT_TRANSLATE_NOOP("vtes", "There is no combat now.")
_NOT_IN_COMBAT = QT_TRANSLATE_NOOP("vtes", "Only a minion in the combat plays combat cards.")


def _combat(ctx: Ctx) -> tuple[Combat | None, Message | None]:
    combat = rules(ctx.state)["combat"]
    if combat is None:
        return None, _NO_COMBAT
    if ctx.minion is None or ctx.minion.id not in (combat["a"], combat["b"]):
        return None, _NOT_IN_COMBAT
    return combat, None


def _side(combat: Combat, minion: int) -> str:
    return next(s for s in SIDES if minion_of(combat, s) == minion)


def _minion_id(ctx: Ctx) -> int:
    assert ctx.minion is not None
    return ctx.minion.id


@kind
class Strike(EngineStep, frozen=True, tag="strike"):
    """A strike that deals ``damage`` (``hand``: a hand strike, the minion's strength now
    plus ``hand``, instead), ``ranged`` at long range too, ``aggravated``, as a ``first``
    strike; one no dodge stops (``undodgeable``), whose damage no Fortitude card prevents
    (``no_fortitude``); or one that steals ``steal`` blood or life instead of damage."""

    damage: int = 0
    hand: int | None = None
    ranged: bool = False
    aggravated: bool = False
    first: bool = False
    undodgeable: bool = False
    no_fortitude: bool = False
    steal: int = 0

    def _damage(self, ctx: Ctx) -> int:
        if self.hand is not None and ctx.minion is not None:
            return standing.strength(ctx.state, ctx.minion) + self.hand
        return self.damage

    def marks(self) -> dict[str, int]:
        """What the strike adds to a plain one (:data:`...records.Combat.pending`)."""
        marks = {
            "hand": int(self.hand is not None),
            "undodgeable": int(self.undodgeable),
            "no_fortitude": int(self.no_fortitude),
            "steal": self.steal,
        }
        return {k: v for k, v in marks.items() if v}

    def apply(self, ctx: Ctx) -> None:
        """The strike's own marks go with it."""
        combat = rules(ctx.state)["combat"]
        if combat is not None and self.marks():
            combat["pending"] = self.marks()
        super().apply(ctx)

    def command(self, ctx: Ctx) -> C.Command:
        return K.Strike(
            seat=ctx.seat,
            minion=_minion_id(ctx) if ctx.minion is not None else -1,
            kind=K.DAMAGE,
            damage=self._damage(ctx),
            ranged=self.ranged,
            aggravated=self.aggravated,
            first=self.first,
            card=ctx.card.id,
        )

    def fits(self, ctx: Ctx) -> Message | None:
        return _strike_turn(ctx, hand=self.hand is not None)

    def words(self, ctx: Ctx) -> Message:
        n = self._damage(ctx)
        if self.steal and not self.ranged:
            return QT_TRANSLATE_NOOP(
                "vtes", "strike: steal {n} blood or life (becoming blood)"
            ).with_args(n=self.steal)
        if self.steal:
            return QT_TRANSLATE_NOOP(
                "vtes", "strike, ranged: steal {n} blood or life (becoming blood)"
            ).with_args(n=self.steal)
        if self.hand is not None:
            return self._hand_words(n)
        if self.no_fortitude:
            return QT_TRANSLATE_NOOP(
                "vtes", "strike: {n}R damage, not preventable by Fortitude cards"
            ).with_args(n=n)
        if self.aggravated and self.ranged:
            return QT_TRANSLATE_NOOP("vtes", "strike: {n}R aggravated damage").with_args(n=n)
        if self.aggravated:
            return QT_TRANSLATE_NOOP("vtes", "strike: {n} aggravated damage").with_args(n=n)
        if self.ranged:
            return QT_TRANSLATE_NOOP("vtes", "strike: {n}R damage").with_args(n=n)
        if self.first:
            return QT_TRANSLATE_NOOP("vtes", "first strike: {n} damage").with_args(n=n)
        return QT_TRANSLATE_NOOP("vtes", "strike: {n} damage").with_args(n=n)

    def _hand_words(self, n: int) -> Message:
        if self.undodgeable:
            return QT_TRANSLATE_NOOP(
                "vtes", "strike: hand strike for {n} damage that cannot be dodged"
            ).with_args(n=n)
        if self.no_fortitude:
            return QT_TRANSLATE_NOOP(
                "vtes", "strike: hand strike for {n} damage, not preventable by Fortitude cards"
            ).with_args(n=n)
        if self.aggravated:
            return QT_TRANSLATE_NOOP(
                "vtes", "strike: hand strike for {n} aggravated damage"
            ).with_args(n=n)
        return QT_TRANSLATE_NOOP("vtes", "strike: hand strike for {n} damage").with_args(n=n)


def _strike_turn(ctx: Ctx, hand: bool = False) -> Message | None:
    """Why the card's strike cannot be chosen now (``hand``: it is a hand strike)."""
    combat, why = _combat(ctx)
    if combat is None:
        return why
    if combat["stage"] != "strike" or striker(ctx.state, combat).id != _minion_id(ctx):
        return QT_TRANSLATE_NOOP(
            "vtes", "A strike card is played when its minion chooses a strike."
        )
    if not hand and effects_on(combat, _minion_id(ctx), "hand_only"):
        return QT_TRANSLATE_NOOP("vtes", "Only hand strikes can be used this round.")
    return owed_strike(ctx.state, combat, _minion_id(ctx), ctx.card.id)


@kind
class Dodge(EngineStep, frozen=True, tag="dodge"):
    def command(self, ctx: Ctx) -> C.Command:
        minion = _minion_id(ctx) if ctx.minion is not None else -1
        return K.Strike(seat=ctx.seat, minion=minion, kind=K.DODGE, card=ctx.card.id)

    def fits(self, ctx: Ctx) -> Message | None:
        return _strike_turn(ctx)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "strike: dodge")


@kind
class CombatEnds(EngineStep, frozen=True, tag="combat_ends"):
    def command(self, ctx: Ctx) -> C.Command:
        minion = _minion_id(ctx) if ctx.minion is not None else -1
        return K.Strike(seat=ctx.seat, minion=minion, kind=K.COMBAT_ENDS, card=ctx.card.id)

    def fits(self, ctx: Ctx) -> Message | None:
        why = _strike_turn(ctx)
        combat = rules(ctx.state)["combat"]
        if why is None and combat is not None and ctx.minion is not None:
            why = combat_ends_refusal(combat, ctx.minion)  # an action card may forbid it
        return why

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "strike: combat ends")


@kind
class Prevent(EngineStep, frozen=True, tag="prevent"):
    """Prevent ``n`` damage to the minion, plus the X paid with ``x`` ("prevent X+1")."""

    n: int = 1
    x: bool = False

    def _n(self, ctx: Ctx) -> int:
        return self.n + (ctx.x if self.x else 0)

    def command(self, ctx: Ctx) -> C.Command:
        return K.Modify(
            seat=ctx.seat,
            what=K.PREVENT,
            delta=self._n(ctx),
            minion=ctx.minion.id if ctx.minion is not None else None,
            card=ctx.card.id,
        )

    def fits(self, ctx: Ctx) -> Message | None:
        combat, why = _combat(ctx)
        if combat is None:
            return why
        side = _side(combat, _minion_id(ctx))
        if combat["stage"] != "damage" or not any(combat["damage"][side]):
            return QT_TRANSLATE_NOOP(
                "vtes", "Damage is prevented when the minion has damage to take."
            )
        return fortitude_refusal(ctx.state, combat, side, ctx.card.id)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "prevent {n} damage").with_args(n=self._n(ctx))


def _frenzy(combat: Combat, minion: int, what: str) -> Message | None:
    """A maneuver to close range or a press to continue barred by a frenzy (Terror
    Frenzy: :func:`.precon_reactive.terror_refusal`)."""
    from .precon_reactive import terror_refusal  # it reads this module's steps

    return terror_refusal(combat, minion, what)


@kind
class Maneuver(EngineStep, frozen=True, tag="maneuver"):
    """A maneuver; ``to_close``: only usable to get to close range."""

    to_close: bool = False

    def command(self, ctx: Ctx) -> C.Command:
        minion = _minion_id(ctx) if ctx.minion is not None else -1
        return K.Maneuver(seat=ctx.seat, minion=minion, card=ctx.card.id)

    def fits(self, ctx: Ctx) -> Message | None:
        combat, why = _combat(ctx)
        if combat is None:
            return why
        if combat["stage"] != "range" or combat["last_maneuver"] == _minion_id(ctx):
            return QT_TRANSLATE_NOOP("vtes", "A maneuver is played while the range is determined.")
        if self.to_close and combat["range"] == "close":
            return QT_TRANSLATE_NOOP("vtes", "This maneuver is only usable to get to close range.")
        return _frenzy(combat, _minion_id(ctx), "maneuver")

    def words(self, ctx: Ctx) -> Message:
        if self.to_close:
            return QT_TRANSLATE_NOOP("vtes", "maneuver to close range")
        return QT_TRANSLATE_NOOP("vtes", "maneuver")


@kind
class Press(EngineStep, frozen=True, tag="press"):
    """A press; ``to_continue``: only usable to continue combat (not to cancel the
    opposing minion's press to continue)."""

    to_continue: bool = False

    def command(self, ctx: Ctx) -> C.Command:
        minion = _minion_id(ctx) if ctx.minion is not None else -1
        return K.Press(seat=ctx.seat, minion=minion, card=ctx.card.id)

    def fits(self, ctx: Ctx) -> Message | None:
        combat, why = _combat(ctx)
        if combat is None:
            return why
        if combat["stage"] != "press" or combat["last_press"] == _minion_id(ctx):
            return QT_TRANSLATE_NOOP("vtes", "A press is played at the end of a round.")
        if self.to_continue and combat["press"] is not None and not combat["cancelled"]:
            return QT_TRANSLATE_NOOP("vtes", "This press is only usable to continue combat.")
        return _frenzy(combat, _minion_id(ctx), "press")

    def words(self, ctx: Ctx) -> Message:
        if self.to_continue:
            return QT_TRANSLATE_NOOP("vtes", "press to continue combat")
        return QT_TRANSLATE_NOOP("vtes", "press")


@kind
class Strikes(EngineStep, frozen=True, tag="strikes"):
    """``n`` additional strikes this round."""

    n: int = 1

    def command(self, ctx: Ctx) -> C.Command:
        return K.Modify(
            seat=ctx.seat,
            what=K.STRIKES,
            delta=self.n,
            minion=ctx.minion.id if ctx.minion is not None else None,
            card=ctx.card.id,
        )

    def fits(self, ctx: Ctx) -> Message | None:
        combat, why = _combat(ctx)
        if combat is None:
            return why
        if combat["stage"] != "extra" or combat["sources"][_side(combat, _minion_id(ctx))]:
            return QT_TRANSLATE_NOOP(
                "vtes",
                "Additional strikes are played after the first strike pair, one card a round.",
            )
        return None

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "{n} additional strikes").with_args(n=self.n)
