"""A step that is one of the engine's own effect commands, named for its card.

The engine already knows how to add stealth, redirect a bleed or choose a strike, with the
rule's checks and log lines (:mod:`..modify`, :mod:`..redirect`, :mod:`..combat`); a step
of this kind builds that command with ``card`` set to the card played and runs it through
the engine's dispatch, so "As Deflection says: ..." is logged and the effect is booked as
given (:mod:`...sources`).  :meth:`EngineStep.can` asks the stage table and the step's own
condition, cheaply, without trying the command.
"""

from __future__ import annotations

from ......core import commands as C
from ......core.messages import QT_TRANSLATE_NOOP, Message
from ..steps import Ctx, Step

NOT_NOW = QT_TRANSLATE_NOOP("vtes", "Not at this moment of the game.")


class EngineStep(Step, frozen=True):
    """Subclasses build their engine command (:meth:`command`) and say when it fits
    (:meth:`fits`)."""

    def command(self, ctx: Ctx) -> C.Command:
        raise NotImplementedError(type(self).__name__)

    def fits(self, ctx: Ctx) -> Message | None:
        """The step's own condition beyond the stage table (None: it fits)."""
        return None

    def can(self, ctx: Ctx) -> Message | None:
        from ...registry import allows

        if not allows(ctx.state, self.command(ctx)):
            return NOT_NOW
        return self.fits(ctx)

    def apply(self, ctx: Ctx) -> None:
        from ...registry import run

        assert ctx.out is not None
        run(ctx.state, self.command(ctx), ctx.out)
