"""Cancelling a master card as another Methuselah plays it (Sudden Reversal: "Cancel a
master card as it is played by another Methuselah, and its cost is not paid").

The card is played only in the window :mod:`...master_window` opens after a master card
is shown: aimed at the held master card (``target_card``), by a Methuselah other than
its player.  It is a master card too, so it is held in its own window first; once nobody
cancels it, its step :class:`CancelMaster` cancels the card it is aimed at.
"""

from __future__ import annotations

from ......core.messages import QT_TRANSLATE_NOOP, Message
from ......core.model import Card
from ... import master_window
from ..catalog import effects_of
from ..steps import Aim, Ctx, Step, kind


@kind
class CancelMaster(Step, frozen=True, tag="cancel_master_as_played"):
    """Cancel the master card another Methuselah is playing (the card aimed at); its
    cost is not paid."""

    def aiming(self) -> Aim:
        return "card"

    def aims(self, ctx: Ctx) -> list[int]:
        """The master cards other Methuselahs are playing, held for the window."""
        return [h["play"]["card"] for h in master_window.held(ctx.state) if h["by"] != ctx.seat]

    def can(self, ctx: Ctx) -> Message | None:
        if not master_window.window_on(ctx.state):
            return QT_TRANSLATE_NOOP("vtes", "Master cards are not cancelled in this game.")
        return None

    def apply(self, ctx: Ctx) -> None:
        card = ctx.state.cards.get(ctx.target_card or -1)
        if card is not None:
            cause = ctx.card.catalog or ""
            master_window.cancel(ctx.state, card.id, cause, ctx.seat, ctx.events)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "cancel the master card as it is played")


def cancels_masters(card: Card) -> bool:
    """Whether ``card``'s text, as the engine runs it, cancels a master card as played."""
    entry = effects_of(card.catalog or "")
    if entry is None or not entry.automated:
        return False
    scripts = (entry.any, entry.inferior, entry.superior)
    return any(isinstance(step, CancelMaster) for s in scripts if s is not None for step in s.play)
