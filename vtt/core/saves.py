"""Save files: a versioned header, the game's set-up, its command log and snapshots.

The format is JSON (one object) so that a person can read a save and a bug report can carry
one.  Loading starts from the newest snapshot and replays the commands after it; the log
alone also recreates the game from its set-up, which is how replays work.  Writing goes to
a temporary file in the same folder, is flushed to disk (fsync) and renamed over the old
file, so a crash never leaves half a save.  Old formats are upgraded by a chain of small
functions in :data:`MIGRATIONS`; a damaged, truncated or newer file raises
:class:`SaveError` with a message for the player and changes nothing.
"""

from __future__ import annotations

import glob
import os
import stat
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import msgspec

from .. import __version__
from . import commands as C
from .consistency import problem
from .intake import InputError, decode_json, one_line, read_file
from .messages import QT_TRANSLATE_NOOP, Message
from .model import REGION, SPECTATOR, State, decode_state, encode_state
from .module import GameModule, GameSpec
from .session import Session

FORMAT = "vtt-save"
FORMAT_VERSION = 4
EXTENSION = ".vttsave"


class SaveError(Exception):
    """A save cannot be read; ``message`` says why, for the player."""

    def __init__(self, message: Message):
        super().__init__(message.english())
        self.message = message


class Header(msgspec.Struct, kw_only=True, omit_defaults=True):
    """What a save is, readable without the rest of the file.  ``seat`` is the seat of the
    person who saved it in the desktop app (whose eyes a replay of an unfinished game takes);
    a LAN host's or a script's save has none, and the field is then left out."""

    format: str
    format_version: int
    app_version: str
    game: str
    game_version: str
    seats: list[str]
    rules: bool
    seed: int
    options: dict[str, Any]
    seat: int | None = None


class Snapshot(msgspec.Struct, kw_only=True):
    """The state after the first ``index`` commands of the log."""

    index: int
    state: State


class SaveFile(msgspec.Struct, kw_only=True):
    header: Header
    spec: GameSpec
    commands: list[dict[str, Any]]
    snapshots: list[Snapshot]


def _pending_derived(raw: dict[str, Any]) -> dict[str, Any]:
    """1 -> 2: VTES and 1347 rules games no longer keep their pending decision (who, what,
    and its English sentence) in ``state.data["pending"]``; each module derives it from its
    rules state (``GameModule.decision``), so the snapshots drop it.  And a card in a pile
    or a hand no longer keeps table state (``visibility.keeps_table_state``): the snapshots'
    cards there shed it as the code now does when they enter."""
    game = raw.get("header", {}).get("game")
    for snapshot in raw.get("snapshots") or []:
        state = snapshot.get("state") if isinstance(snapshot, dict) else None
        if not isinstance(state, dict):
            continue
        data = state.get("data")
        if game in ("vtes", "1347") and isinstance(data, dict):
            data.pop("pending", None)
        _shed_table_state(state)
    return raw


def _shed_table_state(state: dict[str, Any]) -> None:
    zones, cards = state.get("zones"), state.get("cards")
    if not isinstance(zones, dict) or not isinstance(cards, dict):
        return
    for card in cards.values():
        zone = zones.get(card.get("zone")) if isinstance(card, dict) else None
        if isinstance(zone, dict) and zone.get("kind") != REGION:
            card.update(locked=False, counters={}, label="", attached_to=None, x=0.0, y=0.0)


def _masters_without_window(raw: dict[str, Any]) -> dict[str, Any]:
    """3 -> 4: a VTES rules game now waits, after each master card, for the others to say
    whether they cancel it (option ``master_window``, on unless a game says otherwise).
    Older games had no such wait: their set-up, header and snapshots say so, so that their
    logs replay to the same tables.  (A game without the rules never asks.)"""
    spec = raw.get("spec")
    if not isinstance(spec, dict) or not spec.get("rules"):
        return raw
    return _vtes_option(raw, "master_window", False)


def _seating_as_listed(raw: dict[str, Any]) -> dict[str, Any]:
    """2 -> 3: a VTES game without the option ``random_seating`` used to be seated at random;
    now it is seated as listed.  An older VTES save says so in its set-up, its header and
    the options of its snapshots, so that its log replays to the same tables."""
    return _vtes_option(raw, "random_seating", True)


def _vtes_option(raw: dict[str, Any], option: str, old: Any) -> dict[str, Any]:
    """Write ``option`` as ``old`` (what older games did) into a VTES save's set-up, header
    and snapshots, wherever it is not said."""
    if raw.get("header", {}).get("game") != "vtes":
        return raw
    states = [snap.get("state") for snap in raw.get("snapshots") or [] if isinstance(snap, dict)]
    for holder in [raw.get("spec"), raw.get("header"), *states]:
        if isinstance(holder, dict):
            options = holder.setdefault("options", {})
            if isinstance(options, dict):
                options.setdefault(option, old)
    return raw


#: format_version -> function upgrading a decoded save (a dict) to format_version + 1
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {
    1: _pending_derived,
    2: _seating_as_listed,
    3: _masters_without_window,
}


def build_save(session: Session, seat: int | None = None) -> SaveFile:
    state, spec = session.state, session.spec
    if spec is None:
        raise ValueError("a session without its game spec cannot be saved")
    n = len(session.commands)
    snaps = [
        Snapshot(index=i, state=decode_state(blob))
        for i, blob in sorted(session.snapshots.items())
        if i < n
    ]
    snaps.append(Snapshot(index=n, state=state))
    return SaveFile(
        header=Header(
            format=FORMAT,
            format_version=FORMAT_VERSION,
            app_version=__version__,
            game=state.game,
            game_version=state.game_version,
            seats=[s.name for s in state.seats],
            rules=state.rules,
            seed=spec.seed,
            options=dict(spec.options),
            seat=seat,
        ),
        spec=spec,
        commands=[C.to_builtins(c) for c in session.commands],
        snapshots=snaps,
    )


def encode_save(save: SaveFile) -> bytes:
    return msgspec.json.encode(save)


# a temporary file this old was left by a crash mid-write (a write takes milliseconds)
STALE_SECONDS = 600


def write_atomic(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` so that the file is either the old one or the new one.

    The new file keeps the old one's permissions (a save the user made private stays
    private).  Temporary files that an earlier crash left behind are removed first."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    _remove_stale_temporaries(path)
    try:
        mode: int | None = stat.S_IMODE(os.stat(path).st_mode)
    except OSError:
        mode = None
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            if mode is not None:
                os.chmod(tmp, mode)
            else:  # mkstemp makes it private; a new save gets the usual permissions
                umask = os.umask(0)
                os.umask(umask)
                os.chmod(tmp, 0o666 & ~umask)
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def _remove_stale_temporaries(path: Path) -> None:
    """Delete ``.<name>.*.tmp`` files beside ``path`` older than :data:`STALE_SECONDS`
    (a crash or a power cut between writing and renaming leaves one)."""
    now = time.time()
    for tmp in path.parent.glob(f".{glob.escape(path.name)}.*.tmp"):
        try:
            if now - tmp.stat().st_mtime > STALE_SECONDS:
                tmp.unlink()
        except OSError:
            pass  # another program's, or gone already


def save_game(path: Path, session: Session) -> None:
    write_atomic(Path(path), encode_save(build_save(session)))


def _damaged(detail: str) -> SaveError:
    return SaveError(
        QT_TRANSLATE_NOOP("Saves", "This save is damaged: {detail}.").with_args(
            detail=one_line(detail).rstrip(".")
        )
    )


class _Peek(msgspec.Struct):
    """Just enough of a save to know whether and how to read the rest."""

    header: dict[str, Any]


def decode_save(data: bytes) -> SaveFile:
    """Parse and upgrade a save; raises SaveError with a reason for the player.

    A save of the current format is parsed once; only a file that does not parse as one
    is looked at again for its header (an older format to upgrade, a newer one, junk)."""
    try:
        save: SaveFile | None = decode_json(data, SaveFile)
    except InputError as exc:  # too deep, too large a number, not UTF-8: junk either way
        raise _damaged(str(exc)) from None
    except msgspec.MsgspecError:
        save = None
    if save is None or (save.header.format, save.header.format_version) != (
        FORMAT,
        FORMAT_VERSION,
    ):
        save = _decode_other_version(data)
    _check_outline(save)
    return save


def _decode_other_version(data: bytes) -> SaveFile:
    try:
        header = decode_json(data, _Peek, scanned=True).header
    except msgspec.MsgspecError as exc:
        raise _damaged(str(exc)) from None
    if header.get("format") != FORMAT:
        raise _damaged("no save header")
    version = header.get("format_version")
    if not isinstance(version, int) or version < 1:
        raise _damaged("bad format version")
    if version > FORMAT_VERSION:
        raise SaveError(
            QT_TRANSLATE_NOOP(
                "Saves",
                "This save was made by a newer version of the program (save format {v}); please update to open it.",  # noqa: E501
            ).with_args(v=version)
        )
    if version < FORMAT_VERSION:
        raw = decode_json(data, scanned=True)
        try:
            while version < FORMAT_VERSION:
                raw = MIGRATIONS[version](raw)
                version += 1
                raw["header"]["format_version"] = version
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise _damaged(f"it cannot be upgraded ({type(exc).__name__})") from None
        data = msgspec.json.encode(raw)
    try:
        return decode_json(data, SaveFile, scanned=True)
    except msgspec.MsgspecError as exc:
        raise _damaged(str(exc)) from None


def _check_outline(save: SaveFile) -> None:
    """The parts of a save that must agree before any state is looked at."""
    if not save.snapshots:
        raise _damaged("no snapshot")
    indexes = [snap.index for snap in save.snapshots]
    if indexes != sorted(set(indexes)) or indexes[0] < 0 or indexes[-1] > len(save.commands):
        raise _damaged("the snapshots are out of order")
    spec, head = save.spec, save.header
    if (spec.game, spec.seed, spec.rules, len(spec.seats)) != (
        head.game,
        head.seed,
        head.rules,
        len(head.seats),
    ):
        raise _damaged("the header does not match the game")
    for snap in save.snapshots:
        state = snap.state
        if (state.game, state.seed, state.rules, len(state.seats)) != (
            spec.game,
            spec.seed,
            spec.rules,
            len(spec.seats),
        ):
            raise _damaged("a snapshot is of another game")
        if state.state_id != snap.index:  # every accepted command numbers the next state
            raise _damaged("the log and the snapshots do not agree")


def read_save(path: Path) -> SaveFile:
    """Read and parse a save file; only a regular file of sane size is read (a FIFO or a
    device is refused, not read forever)."""
    try:
        data = read_file(path)
    except OSError as exc:
        raise SaveError(
            QT_TRANSLATE_NOOP("Saves", "The file cannot be read: {error}").with_args(
                error=exc.strerror or str(exc)
            )
        ) from None
    except InputError as exc:
        raise _damaged(str(exc)) from None
    return decode_save(data)


def session_from_save(save: SaveFile, module: GameModule) -> Session:
    """A running session at the end of the save: the newest snapshot plus the commands
    after it.  Commands are re-validated; a save whose log does not replay is damaged."""
    if save.header.game != module.id:
        raise _damaged(f"game {save.header.game} is not {module.id}")
    snap = save.snapshots[-1]
    try:
        commands = C.from_builtins_list(save.commands)
    except (msgspec.MsgspecError, TypeError, ValueError, RecursionError) as exc:
        raise _damaged(str(exc)) from None
    flaw = problem(snap.state, module, save.spec)
    if flaw:
        raise _damaged(flaw)
    # the game goes on from the replay that was just seen to reach the newest snapshot: it
    # holds the whole game log and undo history, which a snapshot alone does not
    session = _check_log_agrees(save, module, commands)
    session.restore_by_replay = False
    for number, cmd in enumerate(commands[snap.index :], start=snap.index + 1):
        result = session.submit(cmd)
        if result.failed:  # a state the checks let through that the game's code trips on
            raise _damaged(f"command {number} of the log fails ({result.failed})")
        if not result.ok:
            raise _damaged(f"command {number} of the log no longer applies")
    flaw = problem(session.state, module) if len(commands) > snap.index else None
    if flaw:
        raise _damaged(f"the log leads to a broken table ({flaw})")
    _probe(session)
    return session


def _check_log_agrees(save: SaveFile, module: GameModule, commands: list[C.Command]) -> Session:
    """Replay the log from the set-up and check that it reaches every snapshot byte for
    byte: a save whose log tells another game than its tables (a command edited, a snapshot
    from elsewhere) is damaged, even when each part looks sound on its own.  Replays run on
    the session's fast path; a 2,000-command game takes a few tens of milliseconds.  Returns
    the replay, at the newest snapshot."""
    due = {snap.index: snap.state for snap in save.snapshots}
    try:
        replayed = Session(module.new_state(save.spec), module, save.spec, restore_by_replay=True)
    except Exception as exc:  # a set-up the module cannot deal
        raise _damaged(f"its set-up cannot be dealt ({type(exc).__name__})") from None
    if 0 in due and encode_state(due[0]) != encode_state(replayed.state):
        raise _damaged("the first table is not the game's set-up")
    last = max(due)
    for number, cmd in enumerate(commands[:last], start=1):
        result = replayed.submit(cmd)
        if not result.ok:
            raise _damaged(f"command {number} of the log does not apply")
        state = due.get(number)
        if state is not None and encode_state(state) != encode_state(replayed.state):
            raise _damaged(f"the log does not lead to the saved table at command {number}")
    return replayed


def _probe(session: Session) -> None:
    """Refuse a state the game's own code cannot work with: the module's part of every
    seat's view (it reads its records for it; :func:`problem` vouches for the table's) and,
    with the rules on, the pending decision and one harmless command on a copy (a rules
    module checks its bookkeeping after every command)."""
    state, module = session.state, session.module
    failed = ""
    try:
        for seat in [*range(len(state.seats)), SPECTATOR]:
            module.view_data(state, seat)
        if state.rules:
            module.decision(state)  # only a rules module follows a command with its own code
            trial = Session(decode_state(encode_state(state)), session.module, session.spec)
            failed = trial.submit(C.Say(seat=state.turn.active, text="?")).failed
    except Exception as exc:  # the module's code tripped on what the file holds
        raise _damaged(f"the game cannot go on from it ({type(exc).__name__})") from None
    if failed:
        raise _damaged(f"the game cannot go on from it ({failed})")


def replay(spec: GameSpec, commands: list[C.Command], module: GameModule) -> Session:
    """Recreate a game from its set-up and its whole log (replays, verification)."""
    session = Session(module.new_state(spec), module, spec)
    for cmd in commands:
        result = session.submit(cmd)
        if not result.ok:
            raise _damaged(f"command {cmd!r} no longer applies")
    return session


def autosave(session: Session, folder: Path, keep: int = 5) -> Path:
    """Autosave ``session`` into ``folder`` (see :func:`write_autosave`)."""
    return write_autosave(Path(folder), session.state.game, encode_save(build_save(session)), keep)


def write_autosave(folder: Path, game: str, data: bytes, keep: int = 5) -> Path:
    """Write the encoded save ``data`` as ``autosave-<game>-1.vttsave`` after shifting the
    older ones up (…-2, …-3), keeping ``keep`` of them, so a crash or a bad move never costs
    more than one interval.  The desktop app encodes on its UI thread and calls this from a
    worker; the LAN host calls :func:`autosave`.

    The numbers stay without gaps: only the run of files from 1 up shifts (a missing
    number stops it, so a deleted file leaves no hole that later saves carry along)."""
    folder.mkdir(parents=True, exist_ok=True)
    stem = f"autosave-{game}"

    def numbered(i: int) -> Path:
        return folder / f"{stem}-{i}{EXTENSION}"

    run = 0
    while run < keep - 1 and numbered(run + 1).exists():
        run += 1
    for i in range(run, 0, -1):
        os.replace(numbered(i), numbered(i + 1))
    path = numbered(1)
    write_atomic(path, data)
    return path
