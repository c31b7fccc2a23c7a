"""What hostile clients cost the LAN host: memory and another seat's round trip.

All on loopback, the host in this process (its memory is this process's resident size):

* ``readers``: 50 spectators that never read what they are sent while a player chats
  (400-character messages) for a few seconds: the host's resident memory, peak and end, and how
  many of them the host dropped;
* ``resync``: a spectator that sends 4,000 resyncs and then reads: the host's memory;
* ``flood``: seat 0 sends 10,000 commands as fast as TCP takes them (from a thread that
  also reads and throws away its updates) while seat 1 sends one command every 20 ms and
  times each until its own update comes back: p50, p99 and max of seat 1's round trip;
* ``passwords``: 10 wrong passwords in a row from one address: how long they take.

Run: ``QT_QPA_PLATFORM=offscreen PYTHONPATH=. python bench/net_abuse.py [which...]`` with
``which`` among readers, resync, flood, passwords (default: all).
"""

from __future__ import annotations

import socket
import statistics
import sys
import threading
import time

from PySide6.QtCore import QCoreApplication, QEventLoop

from vtt.core import commands as C
from vtt.core.module import GameSpec, SeatSpec
from vtt.core.session import Session
from vtt.games import get_game
from vtt.net import protocol as P
from vtt.net.client import NetClient
from vtt.net.framing import frame
from vtt.net.host import HostOptions, HostServer

app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])


def rss_mb() -> float:
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def pump(until, seconds: float = 30.0) -> None:
    end = time.monotonic() + seconds
    while not until():
        if time.monotonic() > end:
            raise TimeoutError("no answer from the host")
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)


def spin(seconds: float) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)


def new_host(seats: int = 2, **options) -> HostServer:
    module = get_game("free")
    spec = GameSpec(game="free", seats=[SeatSpec(name=f"P{i}") for i in range(seats)], seed=7)
    host = HostServer(Session(module.new_state(spec), module, spec), HostOptions(**options))
    assert host.listen("127.0.0.1", 0)
    return host


def raw_client(port: int, seat: int | None = None, password_proof: str = "") -> socket.socket:
    """A client that says hello and joins, and reads nothing (a small receive buffer)."""
    sock = socket.socket()
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    sock.connect(("127.0.0.1", port))
    hello = P.Hello(protocol=P.PROTOCOL_VERSION, app=P.APP_VERSION, name="raw")
    sock.sendall(frame(P.encode(hello)) + frame(P.encode(P.Join(seat=seat, proof=password_proof))))
    return sock


def join(host: HostServer, name: str, **kw) -> NetClient:
    client = NetClient(name)
    client.connect_to("127.0.0.1", host.port(), **kw)
    pump(lambda: client.view is not None)
    return client


def readers(spectators: int = 50, seconds: float = 15.0) -> tuple[float, float, int, int]:
    """(peak MB, end MB, spectators dropped, chat messages the host took)."""
    host = new_host(auto_start=True)
    a, b = join(host, "a", seat=0), join(host, "b", seat=1)
    socks = [raw_client(host.port()) for _ in range(spectators)]
    pump(lambda: len(host.peers) == spectators + 2)
    text = "x" * 400
    peak, end = rss_mb(), time.monotonic() + seconds
    k = 0
    while time.monotonic() < end:
        for _ in range(20):
            a.send_command(C.Say(seat=0, text=f"{k} {text}"))
            k += 1
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)
        peak = max(peak, rss_mb())
    spin(0.5)
    dropped = spectators + 2 - len(host.peers)
    result = (peak, rss_mb(), dropped, host.session.state.state_id)
    for s in socks:
        s.close()
    a.leave()
    b.leave()
    host.close()
    return result


def resync(storm: int = 4000) -> tuple[float, float, int]:
    """(MB before, MB after, bytes received by the spectator)."""
    host = new_host(auto_start=True)
    players = [join(host, "a", seat=0), join(host, "b", seat=1)]
    sock = raw_client(host.port())
    pump(lambda: len(host.peers) == 3)
    spin(0.2)
    before = rss_mb()
    sock.sendall(frame(P.encode(P.Resync())) * storm)
    spin(2.0)
    after = rss_mb()
    got = 0
    sock.setblocking(False)
    while True:
        spin(0.05)
        try:
            chunk = sock.recv(1 << 20)
        except BlockingIOError:
            break
        if not chunk:
            break
        got += len(chunk)
    sock.close()
    for player in players:
        player.leave()
    host.close()
    return before, after, got


def flood(commands: int = 10_000) -> tuple[float, float, float, int]:
    """Seat 1's round trip while seat 0 floods: (p50 ms, p99 ms, max ms, samples)."""
    host = new_host(auto_start=True)
    probe = join(host, "probe", seat=1)
    sock = raw_client(host.port(), seat=0)  # the flooder
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 1 << 20)
    pump(lambda: len(host.peers) == 2 and host.started)
    done = threading.Event()
    start = host.session.state.state_id

    def flooder() -> None:
        cmd = C.to_builtins(C.Say(seat=0, text="spam"))
        sock.sendall(b"".join(frame(P.encode(P.Send(ref=i, cmd=cmd))) for i in range(commands)))

    def reader() -> None:  # it reads everything it gets, or the host would drop it
        while sock.recv(1 << 20):
            pass
        done.set()

    threads = [threading.Thread(target=f, daemon=True) for f in (flooder, reader)]
    for thread in threads:
        thread.start()
    times: list[float] = []
    end = time.monotonic() + 120
    # until the host has taken the whole flood (and the probe's own commands)
    while (
        host.session.state.state_id < start + commands + len(times)
        and time.monotonic() < end
        and not done.is_set()
    ):
        target = probe.view.state_id
        t0 = time.perf_counter()
        probe.send_command(C.Say(seat=1, text="ping"))
        pump(lambda target=target: probe.view.state_id > target)
        times.append((time.perf_counter() - t0) * 1000)
        spin(0.02)
    sock.close()
    probe.leave()
    host.close()
    times.sort()
    p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
    return statistics.median(times), p99, times[-1], len(times)


def passwords(tries: int = 10) -> float:
    """Seconds for ``tries`` wrong passwords in a row from one address."""
    host = new_host(password="sesame")
    refused = []
    start = time.perf_counter()
    for i in range(tries):
        client = NetClient(f"guess{i}", password="wrong")
        client.refused.connect(lambda code, reason: refused.append(code))
        client.connect_to("127.0.0.1", host.port(), seat=0)
        pump(lambda n=i: len(refused) > n, seconds=120)
    elapsed = time.perf_counter() - start
    host.close()
    return elapsed


def main() -> None:
    which = sys.argv[1:] or ["readers", "resync", "flood", "passwords"]
    print(f"start: {rss_mb():.0f} MB")
    if "readers" in which:
        peak, end, dropped, said = readers()
        print(
            f"50 non-reading spectators + {said} chat messages: host peak {peak:.0f} MB, "
            f"end {end:.0f} MB, {dropped} dropped"
        )
    if "resync" in which:
        before, after, got = resync()
        print(
            f"4,000 resyncs from one spectator: {before:.0f} MB -> {after:.0f} MB, "
            f"{got / 1024:.0f} KiB sent back"
        )
    if "flood" in which:
        p50, p99, worst, n = flood()
        print(
            f"10,000 commands flooded by seat 0: seat 1 round trip p50 {p50:.1f} ms, "
            f"p99 {p99:.1f} ms, max {worst:.1f} ms ({n} samples)"
        )
    if "passwords" in which:
        print(f"10 wrong passwords from one address: {passwords():.1f} s")


if __name__ == "__main__":
    main()
