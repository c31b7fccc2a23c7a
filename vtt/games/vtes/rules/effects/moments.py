"""The moments a vampire's triggered ability waits for ("after another Anarch you control
performs a successful action", "after a referendum called by him passes").

The engine notes the last successful action and the last referendum passed
(:func:`note_success`, :func:`note_passed`) and forgets them when the next action is
declared (:func:`forget_moments`); :func:`last` gives one while nothing else is under way
in the same turn, so such an ability is offered right after its moment, not later.  This
module imports nothing of the engine's procedures, so they may call it.
"""

from __future__ import annotations

from typing import Any, cast

from .....core.model import State
from ..data import rules
from ..records import Action

SUCCESS, PASSED = "va_last_success", "va_last_passed"


def _moments(state: State) -> dict[str, Any]:
    return cast(dict[str, Any], rules(state))


def note_success(state: State, action: Action) -> None:
    """An action just succeeded: who performed it, of which kind, with which card (for
    "after ... performs a successful action", "after an Anarch successfully hunts"), and whether a
    reaction card was played in it."""
    _moments(state)[SUCCESS] = {
        "turn": rules(state)["turns"],
        "seat": action["seat"],
        "minion": action["minion"],
        "catalog": action["catalog"],
        "kind": action.get("kind"),
        "reacted": bool(action.get("reacted")),
    }


def note_passed(state: State, minion: int, margin: int = 0) -> None:
    """A referendum called by ``minion`` just passed, by ``margin`` votes (for "for each
    vote by which the referendum passed")."""
    _moments(state)[PASSED] = {"turn": rules(state)["turns"], "minion": minion, "margin": margin}


def forget_moments(state: State) -> None:
    """A new action is declared: the moments "after" the previous one are over."""
    _moments(state).pop(SUCCESS, None)
    _moments(state).pop(PASSED, None)


def _quiet(state: State) -> bool:
    r = rules(state)
    return r["action"] is None and r["combat"] is None and r["referendum"] is None


def last(state: State, key: str) -> dict[str, Any] | None:
    """The moment ``key`` (:data:`SUCCESS`, :data:`PASSED`) if it is now."""
    found = _moments(state).get(key)
    if found is None or found["turn"] != rules(state)["turns"] or not _quiet(state):
        return None
    return cast(dict[str, Any], found)
