"""What the Decisions dock costs over the LAN: a four-seat VTES game with the rules on, a
host and four clients in one process on loopback, each client playing a random one of the
choices the host sent it.

Prints, over N commands:
* the bytes of the ``choices`` lists sent per command (all four seats together), how many
  updates carried one, and the bytes of a whole update for comparison;
* the host's CPU per command: listing the deciding seat's legal commands, and the whole
  broadcast (views, patches, choices, encoding) it is part of.

Run: PYENV_VERSION=3.12.1 QT_QPA_PLATFORM=offscreen python3 bench/decisions_lan.py [N]
"""

from __future__ import annotations

import random
import sys
import time

import msgspec
from PySide6.QtCore import QCoreApplication, QEventLoop

from vtt.core.module import GameSpec, SeatSpec
from vtt.core.session import Session
from vtt.games import get_game
from vtt.net import host as H
from vtt.net import protocol as P
from vtt.net.client import NetClient
from vtt.net.framing import FrameReader
from vtt.net.host import HostOptions, HostServer

app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
STARTERS = ("v5-pm", "v5-pn", "v5-pto", "v5-ptr")


def pump(until, seconds: float = 10.0) -> None:
    end = time.monotonic() + seconds
    while not until():
        if time.monotonic() > end:
            raise TimeoutError("no answer from the host")
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 400
    module = get_game("vtes")
    spec = GameSpec(
        game="vtes",
        seed=7,
        rules=True,
        options={"random_seating": False},
        seats=[SeatSpec(name=f"P{i}", deck="vtes:precon:" + STARTERS[i]) for i in range(4)],
    )
    session = Session(module.new_state(spec), module, spec)
    listing = [0.0]
    real = H.choices_by_seat

    def timed(*args):
        t0 = time.process_time()
        try:
            return real(*args)
        finally:
            listing[0] += time.process_time() - t0

    H.choices_by_seat = timed
    host = HostServer(session, HostOptions(auto_start=True))
    host.listen("127.0.0.1", 0)
    clients = [NetClient(f"P{i}") for i in range(4)]
    for i, c in enumerate(clients):
        c.connect_to("127.0.0.1", host.port(), seat=i)
    pump(lambda: all(c.view is not None for c in clients) and host.started)
    frames = bytearray()
    host.wire_tap = lambda peer, data: frames.extend(data)
    listing[0] = host.broadcast_cpu = 0.0
    pick = random.Random(5)
    played = 0
    for _ in range(n):
        mine = [c for c in clients if c.choices]
        if not mine:
            break
        c = mine[0]
        target = session.state.state_id + 1
        c.send_command(pick.choice(c.choices))
        pump(lambda target=target: all(x.view.state_id >= target for x in clients))
        played += 1
    updates = carried = choice_bytes = update_bytes = longest = 0
    for payload in FrameReader().feed(bytes(frames)):
        msg = P.decode_host(payload)
        if not isinstance(msg, P.Update):
            continue
        updates += 1
        update_bytes += len(payload)
        if msg.choices is not None:
            carried += 1
            size = len(P.encode(msg)) - len(P.encode(msgspec.structs.replace(msg, choices=None)))
            choice_bytes += size
            longest = max(longest, size)
    print(
        f"vtes 4 seats, rules on: {played} commands from the clients' own choices, "
        f"{updates} updates sent"
    )
    print(
        f"choices: {choice_bytes / played:.0f} bytes per command (all seats), in "
        f"{carried} of {updates} updates ({100 * carried / updates:.0f}%), longest list "
        f"{longest} bytes; a whole update averages {update_bytes / updates:.0f} bytes"
    )
    print(
        f"host CPU per command: listing choices {listing[0] * 1000 / played:.3f} ms, whole "
        f"broadcast {host.broadcast_cpu * 1000 / played:.3f} ms"
    )
    for c in clients:
        c.leave()
    host.close()


if __name__ == "__main__":
    main()
