"""The rules engine's own state: plain dicts and lists in ``state.data["rules"]``, typed by
the records of :mod:`.records` (read it with :func:`rules`).

Plain data at run time because ``state.data`` is decoded as ``dict[str, Any]``: what goes
in must come back identical after a save, an undo checkpoint or a LAN resync.  Keys of
per-card maps are strings (JSON object keys).

``rules`` holds:

* ``phase`` (one of :data:`PHASES`, or ``"over"``), ``round`` and ``turns`` (turns begun);
* ``first``: the seat that played the first turn; ``influences``: per seat, how many
  influence phases it has begun (V-INF-03);
* phase budgets: ``master`` (master phase actions left), ``trifle`` (the trifle bonus was
  taken this turn), ``debt`` and ``oot`` per seat (out-of-turn master played since that
  seat's last master phase), ``transfers``, ``discards``, ``event`` (an event was put in
  play this discard phase), ``edge_pool`` (the Edge's pool was taken this unlock phase);
* ``acted``: per minion id, what it did this turn (``"bleed"``, ``"political"``, card
  names) for the per-turn limits; ``recruited``: allies recruited this turn;
* ``action``, ``combat``, ``referendum``: the one procedure in progress, or ``None``;
* ``red_list`` (this turn's Red List marks) and ``trophies`` (trophies earned), absent until
  first used: see :mod:`.redlist`;
* ``bank``: the blood bank's balance and ``tokens``: pool + blood + life on the table after
  the last command (invariant 1 of vtes.md §20);
* ``ousted``: seats in the order they were ousted; ``withdrawn``; ``half_vp``: seats that
  got 0.5 VP at the time limit; ``vp2``: victory points in halves; ``scores``: the final
  scores once the game is over.
"""

from __future__ import annotations

from typing import Final, cast

from ....core.model import Card, State, Zone
from .records import Phase, Rules

RULES = "rules"
UNLOCK: Final = "unlock"
MASTER: Final = "master"
MINION: Final = "minion"
INFLUENCE: Final = "influence"
DISCARD: Final = "discard"
PHASES: tuple[Phase, ...] = (UNLOCK, MASTER, MINION, INFLUENCE, DISCARD)
OVER: Final = "over"

#: game options (GameSpec.options)
OPT_TIME_LIMIT = "time_limit_rounds"  # end the game after this many rounds (0: none)
OPT_EDITION = "edition"  # "v5" (default) or "2018"
OPT_DEBUG = "debug_invariants"  # assert vtes.md §20 after every command
# others may cancel a master card as it is played (True, the default; .master_window)
OPT_MASTER_WINDOW = "master_window"

#: a very large bank balance: the bank is unlimited (V-TOK-02) but kept as an account
BANK_START = 1_000_000
TRANSFERS = 4
HAND_SIZE = 7
STARTING_POOL = 30


def rules(state: State) -> Rules:
    """The rules state, typed (:mod:`.records`)."""
    return cast(Rules, state.data[RULES])


def fresh_rules(state: State, first: int) -> Rules:
    n = len(state.seats)
    return {
        "phase": UNLOCK,
        "round": 1,
        "turns": 1,
        "first": first,
        "influences": [0] * n,
        "master": 1,
        "trifle": False,
        "debt": [False] * n,
        "oot": [False] * n,
        "transfers": 0,
        "discards": 1,
        "event": False,
        "edge_pool": False,
        "acted": {},
        "recruited": [],
        "action": None,
        "combat": None,
        "referendum": None,
        "bank": BANK_START,
        "tokens": 0,
        "ousted": [],
        "withdrawn": [],
        "half_vp": [],
        "vp2": [0] * n,
        "scores": None,
        "events_played": [],
    }


def zone_of(state: State, seat: int, role: str) -> Zone:
    """The zone of ``role`` of ``seat``; every VTES seat has one of each role."""
    found = state.seat_zone(seat, role)
    if found is None:
        raise KeyError(f"seat {seat} has no {role} zone")
    return found


def controller(card: Card) -> int:
    """The seat controlling a card in play (cards in play always have one)."""
    if card.controller is None:
        raise ValueError(f"card {card.id} has no controller")
    return card.controller


def edition(state: State) -> str:
    return "2018" if str(state.options.get(OPT_EDITION, "v5")) == "2018" else "v5"


def acted(state: State, card_id: int) -> list[str]:
    return rules(state)["acted"].get(str(card_id), [])


def mark_acted(state: State, card_id: int, what: str) -> None:
    rules(state)["acted"].setdefault(str(card_id), []).append(what)
