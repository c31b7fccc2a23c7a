"""The Nights of Blood commands (JSON tags ``nob_*``) and which of them each step takes.

One command per choice, so :meth:`NobModule.legal_commands` can list every legal move of a
decision exactly.  ``DECISION_COMMANDS`` is the one table of what answers each pending step
(``Pending.kind``); the module checks a command against it before the rules.
"""

from __future__ import annotations

from ...core.commands import Command, register


@register
class Play(Command, tag="nob_play"):
    """Play ``card`` from your hand: at ``target`` when it needs one; ``pick`` names a
    Trasfondo or Contacto of the target to steal or discard; ``as_kind`` ("bite" or "attack")
    plays any card as one while in frenzy."""

    card: int
    target: int | None = None
    pick: int | None = None
    as_kind: str = ""


@register
class UseDiscipline(Command, tag="nob_discipline"):
    """Spend 1 blood to use one of your Discipline cards (once each per turn)."""

    card: int
    target: int | None = None
    pick: int | None = None


@register
class UseContact(Command, tag="nob_contact"):
    """Use a face-up Contacto that has a one-time use (the hired killer) on ``target``."""

    card: int
    target: int


@register
class Heal(Command, tag="nob_heal"):
    """Spend 1 blood to discard a light wound, or an aggravated one (``aggravated``)."""

    aggravated: bool = False


@register
class Shift(Command, tag="nob_shift"):
    """Spend 1 blood to move an attribute counter from ``src`` to ``dst``."""

    src: str
    dst: str


@register
class End(Command, tag="nob_end"):
    """End your turn (then discard down to your blood if needed)."""


@register
class Respond(Command, tag="nob_respond"):
    """Answer with ``card``: a Defence against an attack or area card, an Attack in a bite
    duel or a hunt."""

    card: int


@register
class Decline(Command, tag="nob_decline"):
    """Do not answer: take the wounds, or lose the bite duel."""


@register
class Discard(Command, tag="nob_discard"):
    """End of turn: discard ``card`` from your hand (until the hand fits your blood)."""

    card: int


DECISION_COMMANDS: dict[str, tuple[type[Command], ...]] = {
    "play": (Play, UseDiscipline, UseContact, Heal, Shift, End),
    "defend": (Respond, Decline),
    "area": (Respond, Decline),
    "hunt": (Respond, Decline),
    "duel": (Respond, Decline),
    "discard": (Discard,),
}
ALL = (Play, UseDiscipline, UseContact, Heal, Shift, End, Respond, Decline, Discard)
