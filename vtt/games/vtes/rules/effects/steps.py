"""The base of every effect step and the registry of step kinds.

A step is a frozen ``msgspec`` struct tagged by its ``do`` field (``{"do": "stealth",
"n": 1}``), so the effect files decode straight into typed values and a misspelt kind or
parameter is an error at load time, not a silent no-op in play.  A kind module defines
its structs and decorates each with :func:`kind`; :func:`known_kinds` is the union the
catalogue decodes against.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

import msgspec

from .....core import events as E
from .....core.messages import Message
from .....core.model import Card, State
from .....core.table import Outcome

if TYPE_CHECKING:
    from ..records import Played

#: what a step needs chosen when its card is played: nothing, a Methuselah, or a card
Aim = Literal["seat", "card"] | None


@dataclass
class Ctx:
    """A card's effect being applied (or considered): who plays it, with which minion, at
    which level, paying which X, aimed at which Methuselah or card."""

    state: State
    seat: int
    card: Card
    minion: Card | None
    superior: bool = False
    x: int = 0
    target: int | None = None
    target_card: int | None = None
    out: Outcome | None = None
    #: the played record (:mod:`..played`) once the card is paid for and put in play
    rec: Played | None = None
    #: whatever a step leaves for the next ones of the same script
    notes: dict[str, Any] = field(default_factory=dict)
    #: how the player shares out the card's points: Methuselah (or card) -> points
    #: (``vtes_act``'s ``alloc``; :meth:`Step.alloc_choices`)
    alloc: dict[int, int] = field(default_factory=dict)

    @property
    def events(self) -> list[E.Event]:
        assert self.out is not None, "a step applies with an Outcome"
        return self.out.events


class Step(msgspec.Struct, frozen=True, forbid_unknown_fields=True, kw_only=True, tag_field="do"):
    """One thing a card does.  Subclasses override :meth:`apply` and :meth:`words`, and
    :meth:`can` when the step may not apply at every moment its card may be played."""

    #: a condition for this step to apply (:mod:`.conditions`; empty: always)
    when: str = ""

    def can(self, ctx: Ctx) -> Message | None:
        """None when the step may apply now, else the reason it may not (in words)."""
        return None

    def aiming(self) -> Aim:
        """What the player picks for this step when the card is played."""
        return None

    def aims(self, ctx: Ctx) -> list[int]:
        """The Methuselahs (``aim == "seat"``) or cards (``"card"``) it may be aimed at."""
        return []

    def x_choices(self) -> tuple[int, ...]:
        """The values of X the player may pay for the card (each offered as its own play;
        empty: the step takes no X)."""
        return ()

    def allocates(self) -> bool:
        """Whether the player shares out points for this step when the card is played
        (``ctx.alloc``, checked by :meth:`can`)."""
        return False

    def alloc_choices(self, ctx: Ctx) -> list[dict[int, int]]:
        """The allocations the dock and the bots offer (each its own play; the command
        accepts any other that :meth:`can` allows)."""
        return []

    def apply(self, ctx: Ctx) -> None:
        raise NotImplementedError(type(self).__name__)

    def words(self, ctx: Ctx) -> Message:
        """What the step does, for the dock ("+1 bleed", "redirect the bleed to Carla")."""
        raise NotImplementedError(type(self).__name__)


KINDS: dict[str, type[Step]] = {}


def kind(cls: type[Step]) -> type[Step]:
    """Register a step kind under its tag (``class Stealth(Step, tag="stealth")``)."""
    tag = cls.__struct_config__.tag
    assert isinstance(tag, str) and tag not in KINDS, tag
    KINDS[tag] = cls
    return cls


def known_kinds() -> tuple[type[Step], ...]:
    """Every registered kind (the kind modules imported first, by :mod:`.catalog`)."""
    return tuple(KINDS.values())
