"""Card pictures of a user's folder over the LAN: a client gets the pictures its seat may
see, each once by content hash, and never anything about a hidden card's picture."""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path

from vtt.core import commands as C
from vtt.core.module import GameSpec, SeatSpec
from vtt.core.session import Session
from vtt.games import get_game
from vtt.net import protocol as P
from vtt.net.framing import FrameReader
from vtt.net.pictures import PictureCache, digest

PNG = b"\x89PNG\r\n\x1a\n"


def _folder(root: Path, name: str, cards: list[str]) -> Path:
    folder = root / name
    folder.mkdir()
    for card in cards:  # every picture different, so each has its own hash
        (folder / f"{card}.png").write_bytes(PNG + f"{name}/{card}".encode() * 50)
    (folder / "back.png").write_bytes(PNG + f"{name}/back".encode())
    return folder


def _session(tmp_path: Path) -> tuple[Session, dict[str, str]]:
    module = get_game("free")
    decks, hashes = [], {}
    for seat, name in enumerate(("ana", "bruno")):
        cards = [f"{name}{i}" for i in range(12)]
        folder = _folder(tmp_path, name, cards)
        decks.append(module.picture_deck(str(folder))[0])
        for card in cards:
            hashes[f"pic:{seat}:{card}"] = digest((folder / f"{card}.png").read_bytes())
    spec = GameSpec(
        game="free",
        seats=[SeatSpec(name="Ana", deck=decks[0]), SeatSpec(name="Bruno", deck=decks[1])],
    )
    return Session(module.new_state(spec), module, spec), hashes


def _tap(table) -> dict[int, list[P.Msg]]:
    frames: dict[int, list[P.Msg]] = defaultdict(list)
    readers: dict[int, FrameReader] = defaultdict(FrameReader)

    def record(peer, data: bytes) -> None:
        for payload in readers[peer.number].feed(data):
            frames[peer.seat if peer.seat is not None else -9].append(P.decode_host(payload))

    table.host.wire_tap = record
    return frames


def _hand(session: Session, seat: int) -> list[str]:
    state = session.state
    return [state.cards[c].catalog for c in state.zones[f"s{seat}.hand"].cards]


def test_a_seat_gets_the_pictures_it_sees_once_and_no_hidden_one(table, qtbot, tmp_path):
    session, hashes = _session(tmp_path)
    t = table(session)
    frames = _tap(t)
    ana = t.client("Ana", seat=0, pictures=PictureCache(tmp_path / "cache-ana"))
    bruno = t.client("Bruno", seat=1, pictures=PictureCache(tmp_path / "cache-bruno"))
    hand = _hand(session, 0)
    # her hand's faces, and the two decks' backs
    qtbot.waitUntil(lambda: ana.pictures_received == len(set(hand)) + 2, timeout=5000)
    assert set(ana.pictures) == set(hand) | {"pic:0:back.png", "pic:1:back.png"}
    # Ana has her hand's pictures, on disk under their hashes
    for key in hand:
        assert (tmp_path / "cache-ana" / hashes[key]).is_file()
    # Bruno saw none of Ana's faces: not their keys, not their hashes, not their bytes
    hidden = {hashes[k] for k in hashes if k.startswith("pic:0:")}
    raw = b"".join(P.encode(m) for m in frames[1])
    assert not any(sha.encode() in raw for sha in hidden)
    assert b"pic:0:ana" not in raw
    # Ana plays a card: now Bruno may see it, and gets it
    played = session.state.zones["s0.hand"].cards[0]
    key = session.state.cards[played].catalog
    t.act(ana, C.Move(seat=0, card=played, to="s0.play", x=10, y=10))
    qtbot.waitUntil(lambda: key in bruno.pictures, timeout=5000)
    assert bruno.pictures[key] == hashes[key]
    qtbot.waitUntil(lambda: (tmp_path / "cache-bruno" / hashes[key]).is_file(), timeout=5000)
    # the same picture never crosses the wire twice on a connection
    sent = [m.sha256 for m in frames[0] if isinstance(m, P.Picture)]
    assert len(sent) == len(set(sent))
    t.act(ana, C.Move(seat=0, card=played, to="s0.hand"))
    back = next(
        c for c in session.state.zones["s0.hand"].cards if session.state.cards[c].catalog == key
    )
    t.act(ana, C.Move(seat=0, card=back, to="s0.play", x=20, y=10))
    t.settle()
    again = [m.sha256 for m in frames[1] if isinstance(m, P.Picture)]
    assert again.count(hashes[key]) == 1


def test_a_cached_picture_is_not_asked_for_again(table, qtbot, tmp_path):
    session, _ = _session(tmp_path)
    t = table(session)
    frames = _tap(t)
    cache = PictureCache(tmp_path / "cache")
    ana = t.client("Ana", seat=0, pictures=cache)
    qtbot.waitUntil(lambda: ana.pictures_received == 7, timeout=5000)  # 5 faces, 2 backs
    # a spectator on the same computer sees the two backs: announced, found in the cache
    watcher = t.client("Watcher", spectate=True, pictures=cache)
    qtbot.waitUntil(lambda: len(watcher.pictures) == 2, timeout=5000)
    t.settle()
    qtbot.wait(50)
    assert watcher.pictures_received == 0
    assert frames[-1] and not any(isinstance(m, P.Picture) for m in frames[-1])


def test_a_forged_picture_is_refused(tmp_path):
    cache = PictureCache(tmp_path)
    data = PNG + b"abc"
    assert cache.store(digest(data), data) == tmp_path / digest(data)
    assert cache.store(digest(data), data + b"x") is None
    assert cache.store("../../etc/passwd", data) is None
    assert cache.path("../x") is None
