"""The cards whose effects are under way (``rules["played"]``, :class:`.records.Played`):
what was played, by which Methuselah and minion, at which level, for how long.

A card played from hand with ``vtes_play`` lasts the action, the combat round or the
referendum it was played in; a master card lasts the turn.  A card in play or a minion's
own text used for an effect is remembered the same way (``hand`` False), so that it gives
that effect once per action or round.  :func:`prune` drops the records whose scope is over
(called after every command); :func:`close` ends a Methuselah's open effects when it
passes.
"""

from __future__ import annotations

from ....core.model import Card, State
from .data import rules
from .records import Played, Scope


def current_scope(state: State) -> Scope:
    """The innermost procedure under way: a combat round, an action, a referendum, or the
    turn."""
    r = rules(state)
    if r["combat"] is not None:
        return "round"
    if r["action"] is not None:
        return "action"
    if r["referendum"] is not None:
        return "referendum"
    return "turn"


def records(state: State) -> list[Played]:
    return rules(state).get("played", [])


def remember(
    state: State,
    seat: int,
    card: Card,
    minion: Card | None,
    *,
    superior: bool = False,
    x: int = 0,
    hand: bool = True,
    scope: Scope | None = None,
) -> Played:
    """Book ``card``'s effect as under way in the current scope (or ``scope``)."""
    r = rules(state)
    combat = r["combat"]
    rec: Played = {
        "card": card.id,
        "catalog": card.catalog,
        "seat": seat,
        "minion": minion.id if minion is not None else None,
        "superior": superior,
        "x": x,
        "hand": hand,
        "scope": scope or current_scope(state),
        "turn": r["turns"],
        "round": combat["round"] if combat is not None else 0,
        "used": [],
        "open": True,
    }
    r.setdefault("played", []).append(rec)
    return rec


def find(state: State, card_id: int) -> Played | None:
    """The record of ``card_id`` in the scope under way, if any: the newest one (a location
    played this turn and used since has two)."""
    return next((p for p in reversed(records(state)) if p["card"] == card_id), None)


def already(state: State, minion: Card) -> list[str]:
    """The catalogue ids ``minion`` played from hand in this action or combat round (the
    same card is played once there)."""
    scope = current_scope(state)
    return [
        p["catalog"]
        for p in records(state)
        if p["hand"] and p["minion"] == minion.id and p["scope"] == scope
    ]


def _alive(state: State, p: Played) -> bool:
    r = rules(state)
    combat = r["combat"]
    if p["turn"] != r["turns"]:
        return False
    if p["scope"] == "round":
        return combat is not None and combat["round"] == p["round"]
    if p["scope"] == "combat":
        return combat is not None
    if p["scope"] == "action":
        return r["action"] is not None
    if p["scope"] == "referendum":
        return r["referendum"] is not None
    return True


def prune(state: State) -> None:
    """Drop the records whose action, combat round, referendum or turn is over."""
    r = rules(state)
    played = r.get("played")
    if played:
        kept = [p for p in played if _alive(state, p)]
        if len(kept) != len(played):
            r["played"] = kept


def close(state: State, seat: int) -> None:
    """``seat`` passes: its played cards' effects are no longer open to it (but for an
    effect kept for a whole combat round, e.g. Precognition's prevention after its block)."""
    for p in records(state):
        if p["seat"] == seat and not p.get("kept"):
            p["open"] = False
