"""Faults: a dropped client comes back to its seat with exactly its view; a host that is
killed and restarted on its autosave takes its players back; the host's operator kicks,
reassigns, pauses and starts."""

from __future__ import annotations

import signal

import pytest

from vtt.core import commands as C
from vtt.net import protocol as P
from vtt.net.client import NetClient

from .test_serve_process import dump, start_host, stop_host


def _seat_state(client, seat):
    return client.lobby.seats[seat].state


def test_dropped_client_rejoins_its_seat(table, qtbot):
    t = table()
    players = [t.client(f"p{i}", seat=i, reconnect_ms=300) for i in range(4)]
    t.act(players[1], C.Draw(seat=1, n=2))
    token = players[1].token
    players[1]._sock.abort()  # noqa: SLF001 - the Wi-Fi drops
    qtbot.waitUntil(lambda: _seat_state(players[0], 1) == P.DISCONNECTED, timeout=5000)
    t.act(players[0], C.Draw(seat=0, n=1))  # the table goes on meanwhile
    t.act(players[2], C.Say(seat=2, text="where is Bruno?"))
    qtbot.waitUntil(
        lambda: players[1].status == "online" and _seat_state(players[0], 1) == P.CONNECTED,
        timeout=5000,
    )
    assert players[1].seat == 1 and players[1].token == token
    t.assert_mirrors()
    t.act(players[1], C.Draw(seat=1, n=1))


def test_silent_client_is_shown_lagging(table, qtbot):
    t = table(heartbeat_ms=50, lag_after_ms=200, drop_after_ms=60000)
    a = t.client("a", seat=0)
    b = t.client("b", seat=1)
    b._sock.readyRead.disconnect()  # noqa: SLF001 - b stops answering pings
    qtbot.waitUntil(lambda: _seat_state(a, 1) == P.LAGGING, timeout=5000)
    assert _seat_state(a, 0) == P.CONNECTED


def test_handshake_timeout_closes_idle_connections(table, qtbot):
    import socket

    t = table(heartbeat_ms=50, handshake_ms=200)
    with socket.create_connection(("127.0.0.1", t.host.port()), timeout=2):
        qtbot.waitUntil(lambda: len(t.host.peers) == 1, timeout=5000)
        qtbot.waitUntil(lambda: len(t.host.peers) == 0, timeout=5000)


def test_operator_starts_pauses_kicks_and_reassigns(table, qtbot):
    t = table(auto_start=False)
    a = t.client("a", seat=0)
    b = t.client("b", seat=1)
    assert not t.host.start_game()  # seats 2 and 3 are empty
    t.act(a, C.Draw(seat=0), accepted=False)
    t.act(a, C.Say(seat=0, text="chat works in the lobby"))
    c = t.client("c", seat=2)
    t.client("d", seat=3)
    assert t.host.start_game()
    t.act(a, C.Draw(seat=0))
    t.host.pause(True)
    qtbot.waitUntil(lambda: b.lobby.paused, timeout=5000)
    t.act(b, C.Draw(seat=1), accepted=False)
    t.host.pause(False)
    t.act(b, C.Draw(seat=1))
    codes = []
    c.refused.connect(lambda code, reason: codes.append(code))
    t.host.kick(2)
    qtbot.waitUntil(lambda: codes == ["kicked"] and c.status == "offline", timeout=5000)
    qtbot.waitUntil(lambda: _seat_state(a, 2) == P.FREE, timeout=5000)
    t.clients.remove(c)
    assert t.host.reassign(1, 2)
    qtbot.waitUntil(lambda: b.seat == 2, timeout=5000)
    t.assert_mirrors()
    newcomer = t.client("e", seat=1)
    assert newcomer.seat == 1


@pytest.mark.slow
def test_killed_host_restarts_on_its_autosave(qtbot, tmp_path):
    proc, port = start_host(tmp_path, "--seats", "3", "--seed", "5")
    clients = []
    try:
        clients = [NetClient(f"p{i}", reconnect_ms=200) for i in range(3)]
        for i, c in enumerate(clients):
            c.connect_to("127.0.0.1", port, seat=i)
        qtbot.waitUntil(
            lambda: all(c.lobby and c.lobby.started and c.view for c in clients), timeout=10000
        )
        # the seats were made without names: each took its player's name (3 rename_seat)
        assert [s.name for s in clients[0].view.seats] == ["p0", "p1", "p2"]
        for i, c in enumerate(clients):
            c.send_command(C.Draw(seat=i, n=2))
            qtbot.waitUntil(
                lambda i=i: all(x.view.state_id == 3 + i + 1 for x in clients), timeout=5000
            )
        qtbot.waitUntil(lambda: (tmp_path / "autosave-free-1.vttsave").exists(), timeout=5000)
        qtbot.wait(600)  # past the autosave delay
        proc.send_signal(signal.SIGKILL)
        proc.wait(10)
        qtbot.waitUntil(lambda: all(c.status == "reconnecting" for c in clients), timeout=5000)
        proc, port2 = start_host(
            tmp_path, "--port", str(port), "--load", str(tmp_path / "autosave-free-1.vttsave")
        )
        assert port2 == port
        qtbot.waitUntil(
            lambda: all(c.status == "online" and c.lobby.started for c in clients), timeout=15000
        )
        tokens = [c.token for c in clients]
        clients[0].send_command(C.Draw(seat=0, n=1))
        qtbot.waitUntil(lambda: all(x.view.state_id == 7 for x in clients), timeout=5000)
        views = dump(qtbot, clients[0]).views
        assert all(c.view == views[str(c.seat)] for c in clients)
        assert [c.token for c in clients] == tokens and [c.seat for c in clients] == [0, 1, 2]
    finally:
        for c in clients:
            c.leave()
        stop_host(proc)
