"""The 1347 module's own commands (JSON tags ``g1347_*``), one per kind of decision.

Choices are made one card at a time (``g1347_play``, ``g1347_give``, ``g1347_discard``,
then ``g1347_done``) so that ``legal_commands`` can list every legal command of a decision
exactly, however big the hand; only the count of face-down cards is public, as on a table.
"""

from __future__ import annotations

from ...core.commands import Command, register


@register
class Supply(Command, tag="g1347_supply"):
    """Phase B: carry out the supply action of the building in ``slot`` (0 = first)."""

    slot: int


@register
class LookNun(Command, tag="g1347_look"):
    """Look at card ``index`` (0-4) of the Nun row (supply symbol or Fortune-teller)."""

    index: int


@register
class Enter(Command, tag="g1347_enter"):
    """Phase C: put a disc on the first free space of the building in ``slot``."""

    slot: int


@register
class SafeConduct(Command, tag="g1347_safe"):
    """Phase C: play a Safe-conduct instead of entering; your turn comes back later."""


@register
class Play(Command, tag="g1347_play"):
    """Phase C: place ``card`` of your hand face down at the building you entered."""

    card: int


@register
class Done(Command, tag="g1347_done"):
    """Finish playing cards (phase C) or discarding at the Hospital."""


@register
class Choose(Command, tag="g1347_choose"):
    """Sword or Flute tie for fewest: the winner names the seat ``target``."""

    target: int


@register
class Give(Command, tag="g1347_give"):
    """Give ``card`` of your hand (to the Sword winner or the Watchtower player)."""

    card: int


@register
class Discard(Command, tag="g1347_discard"):
    """Hospital: discard ``card`` of your hand to discard one rat."""

    card: int


@register
class ExchangeRats(Command, tag="g1347_exchange"):
    """At any time: swap ``value`` (3 or 5) value-1 rat tokens for one token of ``value``."""

    value: int


DECISION_COMMANDS = {
    "supply": (Supply,),
    "look": (LookNun,),
    "enter": (Enter, SafeConduct),
    "play": (Play, Done),
    "choose": (Choose,),
    "give": (Give,),
    "hospital": (Discard, Done),
}
ALL = (Supply, LookNun, Enter, SafeConduct, Play, Done, Choose, Give, Discard, ExchangeRats)
