"""LAN latency on loopback: a host and 5 clients in one process, one event loop.

Prints, for the free table and (when its module loads) VTES with 5 seats:
* command-to-applied latency: from a client sending a command to the moment the last of the
  5 clients has applied the host's update (p50, p99 over N commands);
* the join snapshot size (the Seated message of one seat, encoded);
* the host's CPU time per command (session + views + patches + encoding).

Run: PYENV_VERSION=3.12.1 QT_QPA_PLATFORM=offscreen python3 bench/net_latency.py [N]
"""

from __future__ import annotations

import statistics
import sys
import time

from PySide6.QtCore import QCoreApplication, QEventLoop

from vtt.core import commands as C
from vtt.core.module import GameSpec, SeatSpec
from vtt.core.session import Session
from vtt.core.views import log_for, view_for
from vtt.games import get_game
from vtt.net import protocol as P
from vtt.net.client import NetClient
from vtt.net.host import HostOptions, HostServer

app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])


def pump(until, seconds: float = 10.0) -> None:
    end = time.monotonic() + seconds
    while not until():
        if time.monotonic() > end:
            raise TimeoutError("no answer from the host")
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)


def commands(k: int, view, seat: int) -> C.Command:
    """Draw, play a card from the hand to the table, chat; back a played card to the deck
    when the deck runs low, so every command is accepted."""
    zones = {z.role: z for z in view.zones.values() if z.owner == seat}
    hand, play, deck = zones.get("hand"), zones.get("play"), zones.get("deck")
    if hand is None or play is None or deck is None:
        return C.Say(seat=seat, text=f"message {k}")
    if len(deck.cards) < 5 and play.cards and play.cards[0].id is not None:
        return C.Move(seat=seat, card=play.cards[0].id, to=deck.id, bottom=True)
    if k % 3 == 0 or not hand.cards:
        return C.Draw(seat=seat, n=1)
    if k % 3 == 1:
        return C.Move(seat=seat, card=hand.cards[0].id, to=play.id, x=10.0 * (k % 50), y=20.0)
    return C.Say(seat=seat, text=f"message {k}")


def run(game: str, n: int) -> None:
    module = get_game(game)
    spec = GameSpec(game=game, seats=[SeatSpec(name=f"P{i}") for i in range(5)], seed=42)
    session = Session(module.new_state(spec), module, spec)
    seated = P.encode(
        P.Seated(
            seat=0,
            token="x" * 32,
            view=view_for(session.state, 0, module),
            log=[P.wire_entry(e, e.events) for e in log_for(session.log, 0)],
        )
    )
    host = HostServer(session, HostOptions(auto_start=True))
    host.listen("127.0.0.1", 0)
    clients = [NetClient(f"P{i}") for i in range(5)]
    for i, c in enumerate(clients):
        c.connect_to("127.0.0.1", host.port(), seat=i)
    pump(lambda: all(c.view is not None for c in clients) and host.started)
    lat = []
    submit_cpu = 0.0
    real_submit = session.submit

    def timed_submit(cmd):
        nonlocal submit_cpu
        t0 = time.process_time()
        try:
            return real_submit(cmd)
        finally:
            submit_cpu += time.process_time() - t0

    session.submit = timed_submit
    sent = [0]
    host.wire_tap = lambda peer, data: sent.__setitem__(0, sent[0] + len(data))
    full = 0
    rejected = 0
    for k in range(n):
        seat = k % 5
        c = clients[seat]
        target = session.state.state_id + 1
        t0 = time.perf_counter()
        refused = []
        c.rejected.connect(refused.append)
        c.send_command(commands(k, c.view, seat))
        pump(lambda r=refused, t=target: bool(r) or all(x.view.state_id >= t for x in clients))
        c.rejected.disconnect(refused.append)
        lat.append((time.perf_counter() - t0) * 1000)
        rejected += bool(refused)
        # outside the timed span: this comparison costs as much as the host's own work
        full += sum(
            len(P.encode(P.Snapshot(view=view_for(session.state, i, module)))) for i in range(5)
        )
    lat.sort()
    p50 = statistics.median(lat)
    p99 = lat[min(len(lat) - 1, int(len(lat) * 0.99))]
    per_cmd_ms = submit_cpu * 1000 / n  # includes the broadcast (it runs inside submit)
    print(
        f"{game:5s} 5 seats: {n} commands, command->applied on all 5 clients "
        f"p50 {p50:.2f} ms, p99 {p99:.2f} ms, max {lat[-1]:.2f} ms ({rejected} refused)"
    )
    print(
        f"{game:5s} join snapshot (Seated for seat 0, msgpack): {len(seated)} bytes "
        f"({len(seated) / 1024:.1f} KiB)"
    )
    print(
        f"{game:5s} host CPU per command: {per_cmd_ms:.3f} ms "
        f"(of which views+patches+encoding {host.broadcast_cpu * 1000 / n:.3f} ms)"
    )
    print(
        f"{game:5s} bytes sent per command to 5 clients: {sent[0] / n / 1024:.1f} KiB with "
        f"zone patches, {full / n / 1024:.1f} KiB if every update carried the whole view"
    )
    for c in clients:
        c.leave()
    host.close()


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    run("free", n)
    try:
        get_game("vtes")
    except Exception as exc:  # noqa: BLE001 - module still being written
        print(f"vtes  not measured: {exc}")
    else:
        run("vtes", n)


if __name__ == "__main__":
    main()
