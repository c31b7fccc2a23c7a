"""Hostile and broken input: random and malformed frames, out-of-order messages, strangers,
wrong passwords, other versions, clients acting for other seats.  The host drops the
offender, changes nothing and keeps serving everybody else."""

from __future__ import annotations

import random
import socket
import struct

import msgspec

from vtt.core import commands as C
from vtt.core.model import encode_state
from vtt.net import protocol as P
from vtt.net.auth import proof
from vtt.net.framing import MAX_FRAME, FrameReader, frame
from vtt.net.host import Peer

from .conftest import new_session


class FakeTransport:
    def __init__(self):
        self.sent = bytearray()
        self.closed = False

    def write(self, data: bytes) -> None:
        self.sent += data

    def close(self) -> None:
        self.closed = True

    def abort(self) -> None:
        self.closed = True

    def pending(self) -> int:
        return 0

    def hold(self, held: bool) -> None:
        pass

    def address(self) -> str:
        return "fuzz"

    def describe(self) -> str:
        return "fuzz"

    def messages(self) -> list:
        return [P.decode_host(f) for f in FrameReader().feed(bytes(self.sent))]


def _random_frame(rng: random.Random) -> bytes:
    kind = rng.randrange(8)
    if kind == 0:  # noise
        return bytes(rng.randrange(256) for _ in range(rng.randrange(1, 64)))
    if kind == 1:  # a frame announcing more than the cap
        return struct.pack(">I", MAX_FRAME + 1 + rng.randrange(1 << 20)) + b"x" * 8
    if kind == 2:  # a zero-length frame
        return struct.pack(">I", 0)
    if kind == 3:  # msgpack that is not a message
        return frame(
            msgspec.msgpack.encode(
                rng.choice([1, "x", [1, 2], {"type": "nope"}, {"a": b"\x00" * 10}, None])
            )
        )
    if kind == 4:  # a known message with wrong field types
        return frame(
            msgspec.msgpack.encode(
                {
                    "type": rng.choice(["hello", "join", "cmd"]),
                    "protocol": "one",
                    "seat": "x",
                    "ref": [],
                    "cmd": 5,
                }
            )
        )
    if kind == 5:  # a command before the handshake
        return frame(P.encode(P.Send(ref=1, cmd={"type": "draw", "seat": 0})))
    if kind == 6:  # a join before the hello
        return frame(P.encode(P.Join(seat=rng.randrange(-3, 9))))
    # a host message sent by a client
    return frame(P.encode(P.Ping(t=rng.randrange(1 << 30))))


def test_ten_thousand_bad_frames_change_nothing(table):
    t = table()
    players = [t.client(f"p{i}", seat=i) for i in range(4)]
    t.act(players[0], C.Draw(seat=0, n=1))
    before = encode_state(t.session.state)
    rng = random.Random(1347)
    host = t.host
    for _ in range(10_000):
        tr = FakeTransport()
        peer = host.attach(tr)
        host.receive(peer, _random_frame(rng))
        # an offence closes the connection; noise that looks like the start of a frame
        # leaves it waiting for the rest (the handshake timeout ends it)
        if tr.closed:
            assert peer.stage == Peer.CLOSED and peer not in host.peers
        else:
            assert peer.stage == Peer.NEW and not tr.sent
            host.detach(peer)
    assert encode_state(t.session.state) == before
    assert len(host.peers) == 4
    t.act(players[1], C.Draw(seat=1, n=1))  # the others play on


def test_garbage_from_seated_clients_and_raw_sockets(table, qtbot):
    t = table()
    players = [t.client(f"p{i}", seat=i) for i in range(3)]
    # a seated connection that then breaks the protocol loses its connection only
    tr = FakeTransport()
    peer = t.host.attach(tr)
    t.host.receive(peer, frame(P.encode(P.Hello(protocol=P.PROTOCOL_VERSION, app=P.APP_VERSION))))
    t.host.receive(peer, frame(P.encode(P.Join(seat=3))))
    assert peer.stage == Peer.SEATED
    t.host.receive(peer, frame(P.encode(P.Hello(protocol=1, app="x"))))  # out of order
    assert tr.closed and isinstance(tr.messages()[-1], P.Refused)
    # raw TCP garbage on the real port
    for i in range(20):
        with socket.create_connection(("127.0.0.1", t.host.port()), timeout=2) as s:
            s.sendall(bytes((i * 37 + k) % 256 for k in range(200)))
        qtbot.wait(5)
    qtbot.waitUntil(lambda: len(t.host.peers) == 3, timeout=5000)
    t.act(players[2], C.Draw(seat=2, n=1))


def test_a_client_never_acts_for_another_seat(table):
    t = table()
    players = [t.client(f"p{i}", seat=i) for i in range(4)]
    watcher = t.client("w", spectate=True)
    victim = players[0].view.zones["s0.hand"].cards[0].id
    hand_before = list(t.session.state.zones["s0.hand"].cards)
    t.act(players[1], C.Move(seat=0, card=victim, to="s0.discard", host=True), accepted=False)
    t.act(
        players[1],
        C.Batch(
            seat=0, host=True, commands=[C.Move(seat=0, card=victim, to="s0.discard", host=True)]
        ),
        accepted=False,
    )
    t.act(watcher, C.Draw(seat=0), accepted=False)
    assert t.session.state.zones["s0.hand"].cards == hand_before
    # the seat is the connection's: seat 1 "drawing for seat 3" draws for itself
    t.act(players[1], C.Draw(seat=3, n=1))
    assert len(t.session.state.zones["s1.hand"].cards) == 6
    assert len(t.session.state.zones["s3.hand"].cards) == 5


def test_password_is_checked_by_challenge(table, qtbot):
    t = table(password="sesame")
    bad = t.client("bad", seat=0, password="guess", wait=False)
    codes = []
    bad.refused.connect(lambda code, reason: codes.append(code))
    qtbot.waitUntil(lambda: codes == ["password"], timeout=5000)
    good = t.client("good", seat=0, password="sesame")
    assert good.seat == 0
    # the password itself never travels: a recorded join carries only the HMAC proof
    tr = FakeTransport()
    peer = t.host.attach(tr)
    t.host.receive(peer, frame(P.encode(P.Hello(protocol=P.PROTOCOL_VERSION, app=P.APP_VERSION))))
    nonce = tr.messages()[0].nonce
    t.host.receive(peer, frame(P.encode(P.Join(seat=1, proof=proof("sesame", nonce)))))
    assert peer.stage == Peer.SEATED and b"sesame" not in bytes(tr.sent)


def test_other_versions_get_a_clear_message():
    from vtt.net.host import HostServer

    host = HostServer(new_session())
    tr = FakeTransport()
    peer = host.attach(tr)
    host.receive(peer, frame(P.encode(P.Hello(protocol=P.PROTOCOL_VERSION + 1, app="9.9"))))
    refused = tr.messages()[-1]
    assert tr.closed and refused.code == "version"
    assert "9.9" in refused.reason.english() and P.APP_VERSION in refused.reason.english()
    host.close()


def test_strangers_cannot_take_a_reserved_seat(table, qtbot):
    t = table()
    t.client("ana", seat=0)
    intruder = t.client("x", seat=0, wait=False)
    codes = []
    intruder.refused.connect(lambda code, reason: codes.append(code))
    qtbot.waitUntil(lambda: codes == ["taken"], timeout=5000)
    forger = t.client("y", wait=False)
    forger._want = None  # noqa: SLF001 - join by hand with a forged token
    forger.token, forger.seat = "forged-token", 0
    forger_codes = []
    forger.refused.connect(lambda code, reason: forger_codes.append(code))
    qtbot.waitUntil(lambda: forger_codes == ["token"], timeout=5000)
