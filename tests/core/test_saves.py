"""Save files: round trip, atomic writes, autosave rotation, migrations, and every way a file
can be bad giving a clear error that changes nothing."""

import json
import os
import stat
import time

import msgspec
import pytest

from vtt.core import commands as C
from vtt.core import saves
from vtt.core.model import encode_state
from vtt.core.saves import SaveError

from .factory import free_session

_VERSION = b'"format_version":%d' % saves.FORMAT_VERSION


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
        (lambda b: b.replace(_VERSION, b'"format_version":99'), "newer version"),
        (lambda b: b.replace(_VERSION, b'"format_version":"x"'), "damaged"),
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


# -- damaged content: well-typed saves that describe an impossible table -----------------------


def _broken(edit):
    import msgspec as _ms

    from vtt.core.saves import SaveError as _SaveError
    from vtt.core.saves import build_save as _build
    from vtt.core.saves import decode_save as _decode
    from vtt.core.saves import encode_save as _encode
    from vtt.core.saves import session_from_save as _load

    from .factory import free_session as _free

    s = _free(3)
    doc = _ms.json.decode(_encode(_build(s)))
    edit(doc["snapshots"][-1]["state"])
    with pytest.raises(_SaveError) as info:
        _load(_decode(_ms.json.encode(doc)), s.module)
    text = str(info.value)
    assert text.startswith("This save is damaged: ") and "\n" not in text
    return text


@pytest.mark.parametrize(
    "edit, words",
    [
        (lambda st: st["cards"]["1"].update(zone="nowhere"), "card 1"),
        (lambda st: st["zones"]["s0.hand"]["cards"].append(99999), "does not exist"),
        (lambda st: st["turn"].update(active=7), "turn"),
        (lambda st: st.update(rng=[]), "random"),
        (lambda st: st.update(next_id=-3), ""),
        (lambda st: st["seats"].pop(), ""),
        (lambda st: st.update(rng=[2**64, 1, 1, 1]), ""),
    ],
)
def test_an_inconsistent_snapshot_is_refused(edit, words):
    assert words in _broken(edit)


def test_a_crash_mid_write_leaves_nothing_for_long(tmp_path):
    path = tmp_path / "g.vttsave"
    stale = tmp_path / ".g.vttsave.abc123.tmp"  # what a power cut between write and rename leaves
    stale.write_bytes(b"half")
    old = time.time() - saves.STALE_SECONDS - 5
    os.utime(stale, (old, old))
    fresh = tmp_path / ".g.vttsave.def456.tmp"  # another save being written right now
    fresh.write_bytes(b"busy")
    saves.write_atomic(path, b"new")
    assert sorted(p.name for p in tmp_path.iterdir()) == [fresh.name, "g.vttsave"]


def test_a_save_keeps_its_permissions(tmp_path):
    path = tmp_path / "g.vttsave"
    saves.write_atomic(path, b"one")
    assert stat.S_IMODE(path.stat().st_mode) & 0o044  # a new save is readable as usual
    path.chmod(0o600)
    saves.write_atomic(path, b"two")
    assert stat.S_IMODE(path.stat().st_mode) == 0o600


def test_autosave_numbers_have_no_gaps(tmp_path):
    s = played(2)
    for _ in range(3):
        saves.autosave(s, tmp_path, keep=5)
    (tmp_path / "autosave-free-2.vttsave").unlink()  # the user deleted one
    saves.autosave(s, tmp_path, keep=5)
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == [f"autosave-free-{i}.vttsave" for i in (1, 2, 3)]
    for _ in range(4):
        saves.autosave(s, tmp_path, keep=5)
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == [f"autosave-free-{i}.vttsave" for i in (1, 2, 3, 4, 5)]


def test_a_log_that_tells_another_game_than_its_tables_is_refused():
    """A command edited so that it still parses: the log no longer leads to the snapshot."""
    import msgspec as _ms

    from vtt.core import commands as C
    from vtt.core.saves import SaveError as _SaveError
    from vtt.core.saves import build_save as _build
    from vtt.core.saves import decode_save as _decode
    from vtt.core.saves import encode_save as _encode
    from vtt.core.saves import session_from_save as _load

    from .factory import free_session as _free

    s = _free(3)
    for seat in range(3):
        assert s.submit(C.Draw(seat=seat, n=2)).ok
    doc = _ms.json.decode(_encode(_build(s)))
    assert doc["commands"][0]["n"] == 2
    doc["commands"][0]["n"] = 3  # seat 0 drew three cards: its hand no longer matches
    with pytest.raises(_SaveError) as info:
        _load(_decode(_ms.json.encode(doc)), s.module)
    assert "does not lead to the saved table" in str(info.value)


def test_a_loaded_game_has_its_whole_log_and_undo(tmp_path):
    """Reopening a save brings back every log line (not only those after its newest
    snapshot) and the undo of the last command."""
    from vtt.core import commands as C
    from vtt.core.saves import read_save, save_game, session_from_save

    from .factory import free_session

    s = free_session(3)
    for seat in range(3):
        assert s.submit(C.Draw(seat=seat, n=2)).ok
    assert s.submit(C.Counter(seat=0, kind="score", target=0, delta=1)).ok
    path = tmp_path / "g.vttsave"
    save_game(path, s)
    loaded = session_from_save(read_save(path), s.module)
    assert [e.state_id for e in loaded.log] == [e.state_id for e in s.log]
    assert [e.kind for e in loaded.log] == [e.kind for e in s.log]
    assert loaded.can_undo(0)
