"""Steps on the action in progress: stealth, intercept, the bleed or hunt amount, a bleed
reduced, a bleed redirected (vtes.md §7.4, §7.6).  Each is the engine's own command
(:mod:`...modify`, :mod:`...redirect`) named for its card, with the rule's condition as
its :meth:`~.engine_step.EngineStep.fits`: stealth only while a block is attempted and
intercept reaches it, intercept only for the blocker while stealth is above it (V-STL-03),
the amount only on a bleed or hunt, a redirection only by the bled Methuselah."""

from __future__ import annotations

from ......core import commands as C
from ......core.messages import QT_TRANSLATE_NOOP, Message
from ....seating import active_seats
from ... import commands as K
from ...data import rules
from ..conditions import holds
from ..steps import Aim, Ctx, kind
from .engine_step import EngineStep

_NO_ACTION = QT_TRANSLATE_NOOP("vtes", "There is no action to modify now.")
_NOT_NEEDED = QT_TRANSLATE_NOOP(
    "vtes", "Stealth and intercept are played only when they are needed."
)
_NOT_BLEED = QT_TRANSLATE_NOOP("vtes", "Only a bleed or a hunt has an amount to change.")


@kind
class Stealth(EngineStep, frozen=True, tag="stealth"):
    n: int = 1

    def command(self, ctx: Ctx) -> C.Command:
        return K.Modify(seat=ctx.seat, what=K.STEALTH, delta=self.n, card=ctx.card.id)

    def fits(self, ctx: Ctx) -> Message | None:
        action = rules(ctx.state)["action"]
        if action is None:
            return _NO_ACTION
        if action["stage"] != "attempt" or action["intercept"] < action["stealth"]:
            return _NOT_NEEDED
        return None

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "+{n} stealth").with_args(n=self.n)


@kind
class Intercept(EngineStep, frozen=True, tag="intercept"):
    n: int = 1

    def command(self, ctx: Ctx) -> C.Command:
        return K.Modify(seat=ctx.seat, what=K.INTERCEPT, delta=self.n, card=ctx.card.id)

    def fits(self, ctx: Ctx) -> Message | None:
        action = rules(ctx.state)["action"]
        if action is None:
            return _NO_ACTION
        blocker = action["blocker"]
        if (
            action["stage"] != "attempt"
            or blocker is None
            or (ctx.minion is not None and blocker != ctx.minion.id)
            or action["stealth"] <= action["intercept"]
        ):
            return _NOT_NEEDED
        return None

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "+{n} intercept").with_args(n=self.n)


@kind
class Bleed(EngineStep, frozen=True, tag="bleed"):
    """+n to the bleed (or, with ``hunt``, to the blood a hunt gains)."""

    n: int = 1
    hunt: bool = False
    #: ``plus`` more when the condition ``plus_when`` holds ("+1 more if Toreador")
    plus: int = 0
    plus_when: str = ""

    def _n(self, ctx: Ctx) -> int:
        more = self.plus if self.plus_when and holds(ctx, self.plus_when) else 0
        return self.n + more

    def command(self, ctx: Ctx) -> C.Command:
        return K.Modify(seat=ctx.seat, what=K.AMOUNT, delta=self._n(ctx), card=ctx.card.id)

    def fits(self, ctx: Ctx) -> Message | None:
        action = rules(ctx.state)["action"]
        if action is None:
            return _NO_ACTION
        if action["kind"] != (K.HUNT if self.hunt else K.BLEED) or action["seat"] != ctx.seat:
            return _NOT_BLEED
        return None

    def words(self, ctx: Ctx) -> Message:
        if self.hunt:
            return QT_TRANSLATE_NOOP("vtes", "+{n} blood from the hunt").with_args(n=self._n(ctx))
        return QT_TRANSLATE_NOOP("vtes", "+{n} bleed").with_args(n=self._n(ctx))


@kind
class Reduce(EngineStep, frozen=True, tag="reduce"):
    """A bleed against the player's Methuselah reduced by ``n``."""

    n: int = 1

    def command(self, ctx: Ctx) -> C.Command:
        return K.Modify(seat=ctx.seat, what=K.AMOUNT, delta=-self.n, card=ctx.card.id)

    def fits(self, ctx: Ctx) -> Message | None:
        action = rules(ctx.state)["action"]
        if action is None or action["kind"] != K.BLEED:
            return _NOT_BLEED
        if action["target"] != ctx.seat:
            return QT_TRANSLATE_NOOP("vtes", "Only a bleed against you can be reduced.")
        return None

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "-{n} to the bleed against you").with_args(n=self.n)


@kind
class Redirect(EngineStep, frozen=True, tag="redirect"):
    """The bleed against the player goes to another Methuselah (the card's aim)."""

    def aiming(self) -> Aim:
        return "seat"

    def aims(self, ctx: Ctx) -> list[int]:
        action = rules(ctx.state)["action"]
        if action is None:
            return []
        return [t for t in active_seats(ctx.state) if t not in (ctx.seat, action["seat"])]

    def command(self, ctx: Ctx) -> C.Command:
        target = ctx.target if ctx.target is not None else -1
        return K.Redirect(seat=ctx.seat, target=target, card=ctx.card.id)

    def fits(self, ctx: Ctx) -> Message | None:
        action = rules(ctx.state)["action"]
        if action is None or action["kind"] != K.BLEED or action["target"] != ctx.seat:
            return QT_TRANSLATE_NOOP("vtes", "Only the bled Methuselah redirects a bleed.")
        if ctx.target is not None and ctx.target not in self.aims(ctx):
            return QT_TRANSLATE_NOOP("vtes", "The bleed cannot go to that Methuselah.")
        return None

    def words(self, ctx: Ctx) -> Message:
        names = [s.name for s in ctx.state.seats]
        who = names[ctx.target] if ctx.target is not None and 0 <= ctx.target < len(names) else "…"
        return QT_TRANSLATE_NOOP("vtes", "redirect the bleed to {target}").with_args(target=who)
