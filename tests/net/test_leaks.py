"""Not one hidden card leaks: every byte the host sends to a client is recorded and searched
for the catalogue ids (as raw bytes) and the instance ids (structurally, in the decoded
messages) of the cards that seat never legitimately saw during the whole game."""

from __future__ import annotations

from collections import defaultdict
from typing import Any

import msgspec

from vtt.core.model import SPECTATOR
from vtt.core.views import events_for, view_for
from vtt.games.nob import bots as nob_bots
from vtt.games.nob.rules import rules_of
from vtt.net import protocol as P
from vtt.net.framing import FrameReader

from .conftest import new_session, nob_session
from .net_script import step
from .nob_secrets import SecretBook

ID_KEYS = {"id", "card", "new_card", "cards", "attached_to"}


def _walk(obj: Any, key: str = ""):
    """Yield (key, scalar) for every scalar in decoded builtins."""
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield from _walk(v, str(k))
    elif isinstance(obj, list):
        for v in obj:
            yield from _walk(v, key)
    else:
        yield key, obj


class Knowledge:
    """What each seat may legitimately know, accumulated over the game."""

    def __init__(self, session, seats):
        self.session, self.seats = session, seats
        self.ids: dict[int, set[int]] = defaultdict(set)
        self.catalogs: dict[int, set[str]] = defaultdict(set)
        self.all_ids: set[int] = set()
        self.all_catalogs: set[str] = set()
        self.observe_state()

    def observe_state(self) -> None:
        state, module = self.session.state, self.session.module
        for card in state.cards.values():
            self.all_ids.add(card.id)
            self.all_catalogs.add(card.catalog)
        for seat in self.seats:
            view = view_for(state, seat, module)
            for z in view.zones.values():
                for c in z.cards:
                    if c.id is not None:
                        self.ids[seat].add(c.id)
                    if c.catalog is not None:
                        self.catalogs[seat].add(c.catalog)

    def observe_entry(self, entry) -> None:
        for seat in self.seats:
            for key, value in _walk(msgspec.to_builtins(events_for(entry.events, seat))):
                if key in ID_KEYS and isinstance(value, int):
                    self.ids[seat].add(value)
                elif isinstance(value, str):
                    self.catalogs[seat].add(value)
        self.observe_state()


def test_no_hidden_card_reaches_any_client(table, qtbot):
    session = new_session(seats=5, seed=99)
    t = table(session)
    seats = [0, 1, 2, 3, 4, SPECTATOR]
    know = Knowledge(session, seats)
    session.listeners.append(know.observe_entry)
    sent: dict[int, bytearray] = defaultdict(bytearray)
    t.host.wire_tap = lambda peer, data: sent[peer.number].extend(data)
    players = [t.client(f"p{i}", seat=i) for i in range(5)]
    watcher = t.client("w", spectate=True)
    for k in range(24):
        for seat, c in enumerate(players):
            before = session.state.state_id
            refusals = []
            c.rejected.connect(refusals.append)
            c.send_command(step(k, c.view, seat))
            qtbot.waitUntil(
                lambda b=before, r=refusals: session.state.state_id > b or bool(r), timeout=5000
            )
            c.rejected.disconnect(refusals.append)
    t.settle()
    by_peer = {p.number: p.seat for p in t.host.peers}
    assert sorted(by_peer.values()) == sorted(seats)
    checked = 0
    for number, data in sent.items():
        seat = by_peer[number]
        hidden_catalogs = know.all_catalogs - know.catalogs[seat]
        hidden_ids = know.all_ids - know.ids[seat]
        assert hidden_catalogs and hidden_ids  # the game did hide something from everybody
        raw = bytes(data)
        for catalog in hidden_catalogs:
            assert catalog.encode() not in raw, (seat, catalog)
        for payload in FrameReader().feed(raw):
            msg = msgspec.to_builtins(P.decode_host(payload))
            for key, value in _walk(msg):
                if key in ID_KEYS and isinstance(value, int):
                    assert value not in hidden_ids, (seat, key, value, msg["type"])
                elif isinstance(value, str):
                    assert value not in hidden_catalogs, (seat, value)
            checked += 1
    assert checked > 500
    assert watcher.view.seat == SPECTATOR
    t.assert_mirrors()


def play_nob_over_lan(t, qtbot, session, people: list, limit: int = 3000) -> int:
    """People answer their decisions with what the rules bot would choose (always one of
    their choices) until the game ends; the host plays the other seats.  Returns how many
    decisions the people took."""
    g = session.module
    mine = 0
    while not rules_of(session.state).over:
        qtbot.waitUntil(
            lambda: (
                rules_of(session.state).over
                or (
                    all(c.view.state_id == session.state.state_id for c in people)
                    and t.host.bots.waiting_seat() is None
                )
            ),
            timeout=10000,
        )
        decision = g.decision(session.state)
        if decision is None:
            break
        seat = decision.seats[0]
        client = next(c for c in people if c.seat == seat)
        cmd = nob_bots.choose(session.state, seat, "heuristic")
        assert cmd in client.choices, (cmd, client.choices)
        before = session.state.state_id
        client.send_command(cmd)
        qtbot.waitUntil(lambda b=before: session.state.state_id > b, timeout=5000)
        mine += 1
        assert mine < limit
    t.settle()
    return mine


def test_no_nob_secret_reaches_any_client(table, qtbot):
    session = nob_session(seed=5)
    t = table(session, bot_delay_ms=0)
    seats = [0, 1, SPECTATOR]
    book = SecretBook(session, seats)
    sent: dict[int, bytearray] = defaultdict(bytearray)
    t.host.wire_tap = lambda peer, data: sent[peer.number].extend(data)
    for seat in (2, 3, 4):
        assert t.host.set_bot(seat, "heuristic" if seat % 2 else "random") is None
    watcher = t.client("w", spectate=True)
    people = [t.client("Ana", seat=0), t.client("Bruno", seat=1)]
    assert t.host.started
    mine = play_nob_over_lan(t, qtbot, session, people)
    g = rules_of(session.state)
    assert g.over and mine > 0 and g.deaths
    by_peer = {p.number: p.seat for p in t.host.peers}
    assert sorted(by_peer.values()) == sorted(seats)
    frames = 0
    for number, data in sent.items():
        for payload in FrameReader().feed(bytes(data)):
            msg = msgspec.to_builtins(P.decode_host(payload))
            assert book.check_frame(by_peer[number], msg) == []
            frames += 1
    assert frames > 100
    # the game hid something from everybody until the end
    assert all(book.at[s][seat].sects and book.at[s][seat].cards for s in (1,) for seat in seats)
    assert watcher.view.seat == SPECTATOR
    t.assert_mirrors()
