"""The rules commands in a Methuselah's words, for the Decisions dock.

:func:`describe` says what one command does ("Bleed Nathan Turner with Anson",
"Block with Bronwen", "Transfer 1 pool to Nathan Turner") and :func:`group` under which
heading the dock lists it (the actions of one minion together, the influence phase's
transfers together).  The words of each engine command are in its spec
(:data:`.registry.BY_KIND`, declared next to its effect); the table helpers the rules leave
to the players (burning a card, the refill switch) are worded here.  Both read only what
the deciding seat's view shows (the public rules bookkeeping, the seats, the cards that
seat sees), so they work from the host's State or from a seat's View alike.
"""

from __future__ import annotations

from typing import Any

from ....core import commands as C
from ....core.messages import QT_TRANSLATE_NOOP, Message
from ....core.model import State
from ....core.module import GameModule
from .. import manual
from .data import OVER
from .registry import BY_KIND
from .stages import decider
from .wording import TABLE, Words


def _stage(source: Any) -> str:
    """The stage of the decision, from a State (:func:`.stages.decider`) or a View (its
    ``decision``)."""
    if isinstance(source, State):
        return decider(source).stage if source.rules and source.data.get("rules") else OVER
    decision = getattr(source, "decision", None)
    return decision.kind if decision is not None else OVER


def describe(
    module: GameModule, cmd: C.Command, source: Any, seat: int, language: str = "en"
) -> Message | None:
    """``cmd`` in words (card names in ``language``), or None for a command that is not one
    of the VTES module's."""
    w = Words(module, source, _stage(source), language)
    spec = BY_KIND.get(type(cmd))
    return spec.words(w, cmd) if spec is not None else _table_helper(w, cmd)


def _table_helper(w: Words, cmd: C.Command) -> Message | None:
    if isinstance(cmd, manual.Burn):
        return QT_TRANSLATE_NOOP("vtes", "Burn {card}").with_args(card=w.card(cmd.card))
    if isinstance(cmd, manual.SetRefill):
        if cmd.on:
            return QT_TRANSLATE_NOOP("vtes", "Draw a replacement for each card played")
        return QT_TRANSLATE_NOOP("vtes", "Draw replacements by hand")
    return None


def group(
    module: GameModule, cmd: C.Command, source: Any, seat: int, language: str = "en"
) -> Message | None:
    """The dock's heading of ``cmd`` (card names in ``language``), or None for a command
    that is not the module's."""
    spec = BY_KIND.get(type(cmd))
    if spec is None:
        return TABLE if isinstance(cmd, (manual.Burn, manual.SetRefill)) else None
    if isinstance(spec.group, Message):
        return spec.group
    return spec.group(Words(module, source, _stage(source), language), cmd)
