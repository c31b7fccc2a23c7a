"""Helpers for the Nights of Blood tests: a game in a chosen situation, dice on demand.

``give`` and ``clear`` only move cards between zones (every card stays on the table), so the
invariants still hold in an arranged game; ``dice`` makes the next dice come out as listed.
"""

from __future__ import annotations

import pytest

from vtt.core.module import GameSpec, SeatSpec
from vtt.core.session import Session
from vtt.games import get_game
from vtt.games.nob import commands as N
from vtt.games.nob.engine import Engine
from vtt.games.nob.invariants import check_invariants
from vtt.games.nob.rules import NobState, rules_of

MODULE = get_game("nob")
NAMES = ["Ana", "Bruno", "Carla", "Dario", "Elena"]


def new_game(n: int = 5, seed: int = 1, rules: bool = True, bots: str = "", **options) -> Session:
    options.setdefault("debug_invariants", True)
    spec = GameSpec(
        game="nob",
        seats=[SeatSpec(name=NAMES[i], bot=bots) for i in range(n)],
        seed=seed,
        rules=rules,
        options=options,
    )
    return Session(MODULE.new_state(spec), MODULE, spec)


def g(session: Session) -> NobState:
    return rules_of(session.state)


def eng(session: Session) -> Engine:
    return Engine(session.state)


def hand(session: Session, seat: int) -> list[int]:
    return session.state.zones[f"s{seat}.hand"].cards


def clear(session: Session, seat: int, key: str = "hand") -> None:
    """Put everything of the seat's zone ``key`` on the discard pile (wounds: back)."""
    state = session.state
    dst = "herida.mazo" if key == "heridas" else "descartes"
    for cid in list(state.zones[f"s{seat}.{key}"].cards):
        _put(session, cid, dst, True)


def give(session: Session, seat: int, catalog: str, key: str = "hand", face_up: bool = True) -> int:
    """Move a card ``catalog`` from a deck or the discard pile into the seat's zone ``key``."""
    state = session.state
    for pile in ("mazo", "descartes", "herida.mazo", "disciplinas", "disciplinas.usadas"):
        for cid in state.zones[pile].cards:
            if state.cards[cid].catalog == catalog:
                return _put(session, cid, f"s{seat}.{key}", face_up)
    raise AssertionError(f"no free {catalog} card")


def _put(session: Session, cid: int, zone: str, face_up: bool) -> int:
    state = session.state
    card = state.cards[cid]
    state.zones[card.zone].cards.remove(cid)
    state.zones[zone].cards.append(cid)
    card.zone, card.face_up = zone, face_up
    card.controller = state.zones[zone].owner
    return cid


def wound(session: Session, seat: int, light: int = 0, aggravated: int = 0) -> None:
    for _ in range(light):
        give(session, seat, "herida", "heridas", True)
    for _ in range(aggravated):
        give(session, seat, "herida", "heridas", False)


def set_counters(session: Session, seat: int, **values: int) -> None:
    session.state.seats[seat].counters.update(values)


def play(session: Session, cmd) -> None:
    """Submit and require acceptance (then the invariants hold)."""
    result = session.submit(cmd)
    assert result.ok, result.reason.english() if result.reason else ""
    check_invariants(session.state)


def refused(session: Session, cmd) -> str:
    result = session.submit(cmd)
    assert not result.ok
    return result.reason.english()


def end_turn(session: Session) -> None:
    seat = g(session).active
    play(session, N.End(seat=seat))
    while g(session).pending and g(session).pending.kind == "discard":
        p = g(session).pending
        play(session, N.Discard(seat=p.seat, card=hand(session, p.seat)[0]))


@pytest.fixture
def dice(monkeypatch):
    """``dice(3, 1, ...)``: the next dice of the engine, in order (then the seeded ones)."""
    queue: list[int] = []
    original = Engine.d6

    def d6(self):
        return queue.pop(0) if queue else original(self)

    monkeypatch.setattr(Engine, "d6", d6)

    def load(*values: int) -> list[int]:
        queue.extend(values)
        return queue

    return load


def calm_night(session: Session) -> None:
    """Make tonight's Event the one without effect."""
    state = session.state
    active = state.zones["evento"].cards
    for cid in list(active):
        _put(session, cid, "eventos", False)
    for pile in ("eventos", "eventos.usados"):
        for cid in state.zones[pile].cards:
            if state.cards[cid].catalog == "calma":
                _put(session, cid, "evento", True)
                g(session).event = "calma"
                return


def no_clan(session: Session, seat: int) -> None:
    """Put the seat's Clan card in the box: no clan ability in the way of a rule test."""
    state = session.state
    for cid in list(state.zones[f"s{seat}.mat"].cards):
        if state.cards[cid].catalog == g(session).vampires[seat].clan:
            _put(session, cid, "caja", False)


def arena(n: int = 5, seed: int = 1, **options) -> Session:
    """A game at the start of its first turn with a calm night, no clan abilities, empty
    hands and nothing in play: each test gives what it needs."""
    session = new_game(n, seed, **options)
    calm_night(session)
    for seat in range(n):
        no_clan(session, seat)
        for key in ("hand", "trasfondos", "contactos"):
            clear(session, seat, key)
    return session


def others(session: Session) -> tuple[int, int]:
    """The active seat and the next living one."""
    a = g(session).active
    return a, eng(session).others(a)[0]
