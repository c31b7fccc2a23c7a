"""The typed rules state of a Nights of Blood game, kept in ``state.data["nob"]``.

Counts that players see on the table live where the table shows them: attributes and blood
are seat counters, wounds are cards in the seat's wound row (face down = aggravated), the
hand, Trasfondos and Contactos are zones.  This record holds what the table does not show:
the caps, the secret sects, the per-turn and per-night bookkeeping and the pending decision.
A saved or restored state carries it as plain data; :func:`rules_of` turns it back.
"""

from __future__ import annotations

import msgspec

from ...core.model import State


class Vampire(msgspec.Struct, kw_only=True):
    """One seat's character."""

    cap: int = 4
    sect: str = ""
    clan: str = ""
    alive: bool = True
    #: attribute counters the vampire owns: 10, plus those won by diablerie
    counters: int = 10
    spent_night: int = 0
    #: what was healed this turn: "", "light" or "aggravated"
    healed: str = ""
    moved: bool = False
    attacks: int = 0
    #: the attack limit when the last Attack was made (it may drop later: a lost weapon)
    allowed: int = 1
    #: discipline cards used this turn
    used: list[int] = []
    free_used: bool = False
    frenzy: bool = False
    frenzy_gain: int = 0
    checked: bool = False
    extra_draw: int = 0


class Pending(msgspec.Struct, kw_only=True):
    """The decision the game waits for: ``kind`` (a key of ``DECISION_COMMANDS``), the seat
    that answers, and what the answer resolves."""

    kind: str
    seat: int
    source: int = -1
    wounds: int = 0
    aggravated: bool = False
    #: area attacks and hunts: the vampires still to answer, in turn order
    queue: list[int] = []
    #: bite duel: the victim, then the biter
    duel: list[int] = []


class NobState(msgspec.Struct, kw_only=True):
    mode: str
    sovereign: int
    active: int
    vampires: list[Vampire]
    night: int = 0
    event: str = ""
    pending: Pending | None = None
    over: bool = False
    winners: list[int] = []
    #: seats in the order they died
    deaths: list[int] = []
    #: catalogue id -> times played this game (balance figures)
    played: dict[str, int] = {}
    #: hostile[a][b]: how often a openly acted against b (public: what every seat saw)
    hostile: list[list[int]] = []
    turns: int = 0
    #: how often each face (1..6) has come up on the game's dice; public, since every die is
    #: announced in the log, so the statistics can read it from any seat's view
    rolled: list[int] = msgspec.field(default_factory=lambda: [0] * 6)


def rules_of(state: State) -> NobState:
    """The rules record of ``state`` (converted back from plain data after a load)."""
    found = state.data.get("nob")
    if not isinstance(found, NobState):
        found = msgspec.convert(found, NobState)
        state.data["nob"] = found
    return found
