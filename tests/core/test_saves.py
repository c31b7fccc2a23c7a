"""Save files: round trip, atomic writes, autosave rotation, migrations, and every way a file
can be bad giving a clear error that changes nothing."""

import json

import msgspec
import pytest

from vtt.core import commands as C
from vtt.core import saves
from vtt.core.model import encode_state
from vtt.core.saves import SaveError

from .factory import free_session


def played(n=30):
    s = free_session(5, seed=3)
    for i in range(n):
        seat = i % 5
        s.submit(C.Draw(seat=seat))
        s.submit(
            C.Move(seat=seat, card=s.state.zones[f"s{seat}.hand"].cards[0], to=f"s{seat}.play")
        )
    return s


def test_round_trip(tmp_path):
    s = played()
    path = tmp_path / "game.vttsave"
    saves.save_game(path, s)
    loaded = saves.session_from_save(saves.read_save(path), s.module)
    assert encode_state(loaded.state) == encode_state(s.state)
    assert loaded.commands == s.commands
    header = json.loads(path.read_text())["header"]
    assert header["format_version"] == saves.FORMAT_VERSION and header["game"] == "free"
    assert len(header["seats"]) == 5 and "seed" in header and "app_version" in header


def test_snapshots_every_so_often_and_load_from_the_newest(tmp_path, monkeypatch):
    monkeypatch.setattr("vtt.core.session.SNAPSHOT_EVERY", 10)
    s = played(12)
    save = saves.build_save(s)
    assert [snap.index for snap in save.snapshots] == [10, 20, len(s.commands)]
    loaded = saves.session_from_save(save, s.module)
    assert encode_state(loaded.state) == encode_state(s.state)


def test_replay_from_setup_gives_the_same_game():
    s = played()
    again = saves.replay(s.spec, s.commands, s.module)
    assert encode_state(again.state) == encode_state(s.state)


@pytest.mark.parametrize(
    "mangle, fragment",
    [
        (lambda b: b[: len(b) // 2], "damaged"),
        (lambda b: b"not json at all", "damaged"),
        (lambda b: b"{}", "damaged"),
        (lambda b: b'{"header": {"format": "other"}}', "damaged"),
        (lambda b: b.replace(b'"format_version":2', b'"format_version":99'), "newer version"),
        (lambda b: b.replace(b'"format_version":2', b'"format_version":"x"'), "damaged"),
        (lambda b: b.replace(b'"snapshots":[', b'"snapshots":[1,'), "damaged"),
    ],
)
def test_bad_files_give_clear_errors(tmp_path, mangle, fragment):
    s = played(3)
    good = saves.encode_save(saves.build_save(s))
    with pytest.raises(SaveError) as err:
        saves.decode_save(mangle(good))
    assert fragment in str(err.value)


def test_unreadable_file(tmp_path):
    with pytest.raises(SaveError, match="cannot be read"):
        saves.read_save(tmp_path / "missing.vttsave")


def test_log_that_no_longer_replays_is_damaged():
    s = played(3)
    save = saves.build_save(s)
    save.commands.append({"type": "lock", "seat": 0, "card": 424242})
    with pytest.raises(SaveError, match="no longer applies"):
        saves.session_from_save(save, s.module)
    save.commands[-1] = {"type": "teleport", "seat": 0}
    with pytest.raises(SaveError, match="damaged"):
        saves.session_from_save(save, s.module)


def test_atomic_write_keeps_the_old_file_when_writing_fails(tmp_path, monkeypatch):
    path = tmp_path / "g.vttsave"
    saves.write_atomic(path, b"old")

    def boom(*a, **k):
        raise OSError("disk full")

    monkeypatch.setattr(saves.os, "replace", boom)
    with pytest.raises(OSError):
        saves.write_atomic(path, b"new")
    assert path.read_bytes() == b"old"
    assert [p.name for p in tmp_path.iterdir()] == ["g.vttsave"]


def test_autosaves_rotate(tmp_path):
    s = played(2)
    for _ in range(7):
        saves.autosave(s, tmp_path, keep=3)
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == [f"autosave-free-{i}.vttsave" for i in (1, 2, 3)]


def test_migration_chain_upgrades_old_formats(monkeypatch):
    s = played(2)
    raw = msgspec.json.decode(saves.encode_save(saves.build_save(s)))
    raw["header"]["format_version"] = 1
    monkeypatch.setattr(saves, "FORMAT_VERSION", 3)
    seen = []

    def v1_to_v2(d):
        seen.append(1)
        d["header"]["renamed"] = True
        return d

    def v2_to_v3(d):
        seen.append(2)
        d["header"].pop("renamed")
        return d

    monkeypatch.setattr(saves, "MIGRATIONS", {1: v1_to_v2, 2: v2_to_v3})
    save = saves.decode_save(msgspec.json.encode(raw))
    assert seen == [1, 2] and save.header.format_version == 3
