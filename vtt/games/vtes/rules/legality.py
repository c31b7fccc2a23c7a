"""Whether a card may be played from hand now (:func:`check_play`), for ``vtes_play``.

A minimal check while the full one is written: the card's type fits the moment (an action
modifier by the acting minion during its action, a reaction by an unlocked minion of
another Methuselah, a combat card by a combatant), the same card is not played twice by a
minion in one action or combat round, the minion meets its requirements and the cost can
be paid.  Master cards, actions and events have their own commands.
"""

from __future__ import annotations

from collections.abc import Collection

from ....core.messages import QT_TRANSLATE_NOOP, reject
from ....core.model import Card, State
from . import cardinfo as ci
from .data import rules

MODIFIER, REACTION, COMBAT = "Action Modifier", "Reaction", "Combat"


def check_play(
    state: State,
    seat: int,
    card: Card,
    minion: Card | None,
    *,
    superior: bool = False,
    x: int = 0,
    already: Collection[str] = (),
) -> tuple[int, int]:
    """The ``(pool, blood)`` ``seat`` pays to play ``card`` from hand with ``minion`` now;
    raises a Rejected with the reason when it may not.  ``already``: the catalogue ids
    ``minion`` played in this action or this combat round."""
    kinds = ci.types(card)
    if not any(kind in kinds for kind in (MODIFIER, REACTION, COMBAT)):
        raise reject(
            QT_TRANSLATE_NOOP(
                "vtes",
                "{card} is not played this way: master cards, actions and events have their own commands.",  # noqa: E501
            ),
            card=ci.name(card),
        )
    if minion is None or minion.controller != seat or not ci.is_minion(minion):
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "{card} is played by a minion you control."),
            card=ci.name(card),
        )
    if not any(_fits(state, seat, kind, card, minion) for kind in kinds):
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "{card} cannot be played now: {kinds}."),
            card=ci.name(card),
            kinds=", ".join(kinds),
        )
    if card.catalog in already:
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "{minion} has already played {card} here."),
            minion=ci.name(minion),
            card=ci.name(card),
        )
    ci.superior_ok(card, superior)
    ci.check_requirements(minion, card, superior)
    return ci.check_cost(state, seat, minion, card, x)


def _fits(state: State, seat: int, kind: str, card: Card, minion: Card) -> bool:
    r = rules(state)
    action, combat, ref = r["action"], r["combat"], r["referendum"]
    if kind == COMBAT:
        return combat is not None and minion.id in (combat["a"], combat["b"])
    if combat is not None:
        return False
    if kind == MODIFIER:
        if action is not None:
            return action["seat"] == seat and action["minion"] == minion.id
        return ref is not None and ref["caller"] == seat and ref["minion"] == minion.id
    if kind == REACTION:
        acting = action["seat"] if action is not None else ref["caller"] if ref else None
        if acting is None or acting == seat or not ci.in_ready(state, minion):
            return False
        record = ci.record(card)
        return not minion.locked or bool(record and "locked" in record.text)
    return False
