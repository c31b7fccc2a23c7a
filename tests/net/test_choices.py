"""Each seat's own legal commands travel to it, and to nobody else: a four-seat VTES game
with the rules on, played over the LAN by its clients from the choices the host sent them.
Every frame is recorded and decoded; the choices in it must be the receiver's own, equal to
the host's ``legal_commands`` for that seat, and sent only when they changed."""

from __future__ import annotations

import random
from collections import defaultdict

import msgspec

from vtt.core import commands as C
from vtt.core.model import SPECTATOR
from vtt.core.module import GameSpec, SeatSpec
from vtt.core.session import Session
from vtt.games import get_game
from vtt.net import protocol as P
from vtt.net.choices import deciders
from vtt.net.framing import FrameReader

from .conftest import NAMES

STARTERS = ("v5-pm", "v5-pn", "v5-pto", "v5-ptr")


def vtes_session(seed: int = 7) -> Session:
    module = get_game("vtes")
    spec = GameSpec(
        game="vtes",
        seed=seed,
        rules=True,
        options={"random_seating": False},
        seats=[SeatSpec(name=NAMES[i], deck="vtes:precon:" + STARTERS[i]) for i in range(4)],
    )
    return Session(module.new_state(spec), module, spec)


def legal(session, seat: int) -> list[dict]:
    return [C.to_builtins(c) for c in session.module.legal_commands(session.state, seat)]


def test_a_seat_gets_only_its_own_choices_and_only_when_they_change(table, qtbot):
    session = vtes_session()
    t = table(session, allow_omniscient=True)
    sent: dict[int, bytearray] = defaultdict(bytearray)
    t.host.wire_tap = lambda peer, data: sent[peer.number].extend(data)
    players = [t.client(NAMES[i], seat=i) for i in range(4)]
    watcher = t.client("w", spectate=True)
    judge = t.client("j", wait=False)
    judge.connect_to("127.0.0.1", t.host.port(), spectate=True, omniscient=True)
    qtbot.waitUntil(lambda: judge.view is not None, timeout=5000)
    assert players[0].choices and all(not p.choices for p in players[1:])
    pick = random.Random(5)
    seen = set()
    for _ in range(80):
        (seat,) = deciders(session.state, session.module)
        seen.add(seat)
        client = players[seat]
        assert [C.to_builtins(c) for c in client.choices] == legal(session, seat)
        for other in players:
            if other is not client:
                assert other.choices == []
        t.act(client, pick.choice(client.choices))
    assert len(seen) >= 2  # blocks and passes moved the decision
    assert watcher.choices == [] and judge.choices == []
    by_peer = {p.number: p.seat for p in t.host.peers}
    lists = changes = 0
    for number, data in sent.items():
        seat = by_peer[number]
        last: list | None = None
        for payload in FrameReader().feed(bytes(data)):
            msg = P.decode_host(payload)
            choices = getattr(msg, "choices", None)
            if choices is None:
                continue
            if seat in (SPECTATOR, -2):
                assert choices == [], (seat, msg)
            for cmd in choices:
                assert cmd["seat"] == seat, (seat, cmd)  # never another seat's
            if isinstance(msg, P.Update):
                assert choices != last  # sent only when it changed
                changes += 1
            lists += bool(choices)
            last = choices
    assert lists >= 40 and changes >= 40


def test_a_resync_and_a_reassigned_seat_bring_the_choices_along(table, qtbot):
    session = vtes_session()
    t = table(session)
    ana = t.client("Ana", seat=0)
    others = [t.client(NAMES[i], seat=i) for i in (1, 2)]
    assert ana.choices and not t.host.started  # seat 3 stays free: chat only
    ana.view = msgspec.structs.replace(
        ana.view, state_id=-5
    )  # out of step: the next update resyncs
    t.act(ana, C.Say(seat=0, text="hello"))
    qtbot.waitUntil(
        lambda: ana.resyncs == 1 and ana.view.state_id == session.state.state_id, timeout=5000
    )
    assert [C.to_builtins(c) for c in ana.choices] == legal(session, 0)
    assert t.host.reassign(0, 3)  # Ana moves to the free seat 3
    qtbot.waitUntil(lambda: ana.seat == 3, timeout=5000)
    assert ana.choices == [] and all(o.choices == [] for o in others)
