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

import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import msgspec

from .. import __version__
from . import commands as C
from .messages import QT_TRANSLATE_NOOP, Message
from .model import State, decode_state, encode_state
from .module import GameModule, GameSpec
from .session import Session

FORMAT = "vtt-save"
FORMAT_VERSION = 2
EXTENSION = ".vttsave"


class SaveError(Exception):
    """A save cannot be read; ``message`` says why, for the player."""

    def __init__(self, message: Message):
        super().__init__(message.english())
        self.message = message


class Header(msgspec.Struct, kw_only=True):
    format: str
    format_version: int
    app_version: str
    game: str
    game_version: str
    seats: list[str]
    rules: bool
    seed: int
    options: dict[str, Any] = {}


class Snapshot(msgspec.Struct, kw_only=True):
    """The state after the first ``index`` commands of the log."""

    index: int
    state: State


class SaveFile(msgspec.Struct, kw_only=True):
    header: Header
    spec: GameSpec
    commands: list[dict[str, Any]]
    snapshots: list[Snapshot]


def _1347_decision_not_stored(raw: dict[str, Any]) -> dict[str, Any]:
    """Format 1 -> 2: 1347 no longer stores the pending decision (``data["pending"]``, with
    its English sentence) in its rules state; it is derived from the queue of steps."""
    if raw.get("header", {}).get("game") == "1347":
        for snap in raw.get("snapshots", []):
            data = snap.get("state", {}).get("data")
            if isinstance(data, dict):
                data.pop("pending", None)
    return raw


#: format_version -> function upgrading a decoded save (a dict) to format_version + 1
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {
    1: _1347_decision_not_stored,
}


def build_save(session: Session) -> SaveFile:
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
        ),
        spec=spec,
        commands=[C.to_builtins(c) for c in session.commands],
        snapshots=snaps,
    )


def encode_save(save: SaveFile) -> bytes:
    return msgspec.json.encode(save)


def write_atomic(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` so that the file is either the old one or the new one."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def save_game(path: Path, session: Session) -> None:
    write_atomic(Path(path), encode_save(build_save(session)))


def _damaged(detail: str) -> SaveError:
    return SaveError(
        QT_TRANSLATE_NOOP(
            "Saves", "This save file is damaged or is not a save ({detail})."
        ).with_args(detail=detail)
    )


class _Peek(msgspec.Struct):
    """Just enough of a save to know whether and how to read the rest."""

    header: dict[str, Any]


def decode_save(data: bytes) -> SaveFile:
    """Parse and upgrade a save; raises SaveError with a reason for the player."""
    try:
        header = msgspec.json.decode(data, type=_Peek).header
    except (msgspec.DecodeError, msgspec.ValidationError) as exc:
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
                "This save was made by a newer version of the program (save format {v}); please update to open it.",
            ).with_args(v=version)
        )
    if version < FORMAT_VERSION:
        raw = msgspec.json.decode(data)
        while version < FORMAT_VERSION:
            raw = MIGRATIONS[version](raw)
            version += 1
            raw["header"]["format_version"] = version
        data = msgspec.json.encode(raw)
    try:
        save = msgspec.json.decode(data, type=SaveFile)
    except (msgspec.DecodeError, msgspec.ValidationError) as exc:
        raise _damaged(str(exc)) from None
    if not save.snapshots:
        raise _damaged("no snapshot")
    return save


def read_save(path: Path) -> SaveFile:
    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        raise SaveError(
            QT_TRANSLATE_NOOP("Saves", "The file cannot be read: {error}").with_args(
                error=exc.strerror or str(exc)
            )
        ) from None
    return decode_save(data)


def session_from_save(save: SaveFile, module: GameModule) -> Session:
    """A running session at the end of the save: the newest snapshot plus the commands
    after it.  Commands are re-validated; a save whose log does not replay is damaged."""
    if save.header.game != module.id:
        raise _damaged(f"game {save.header.game} is not {module.id}")
    snap = save.snapshots[-1]
    try:
        commands = C.from_builtins_list(save.commands)
    except (msgspec.ValidationError, TypeError) as exc:
        raise _damaged(str(exc)) from None
    if not 0 <= snap.index <= len(commands):
        raise _damaged("snapshot beyond the log")
    session = Session(snap.state, module, save.spec)
    session.commands = commands[: snap.index]
    session.snapshots = {s.index: encode_state(s.state) for s in save.snapshots[:-1]}
    for cmd in commands[snap.index :]:
        result = session.submit(cmd)
        if not result.ok:
            raise _damaged(f"command {cmd!r} no longer applies")
    return session


def replay(spec: GameSpec, commands: list[C.Command], module: GameModule) -> Session:
    """Recreate a game from its set-up and its whole log (replays, verification)."""
    session = Session(module.new_state(spec), module, spec)
    for cmd in commands:
        result = session.submit(cmd)
        if not result.ok:
            raise _damaged(f"command {cmd!r} no longer applies")
    return session


def autosave(session: Session, folder: Path, keep: int = 5) -> Path:
    """Write ``autosave-<game>-1.vttsave`` after shifting the older ones up (…-2, …-3),
    keeping ``keep`` of them, so a crash or a bad move never costs more than one interval."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    stem = f"autosave-{session.state.game}"
    for i in range(keep - 1, 0, -1):
        older = folder / f"{stem}-{i}{EXTENSION}"
        if older.exists():
            os.replace(older, folder / f"{stem}-{i + 1}{EXTENSION}")
    path = folder / f"{stem}-1{EXTENSION}"
    save_game(path, session)
    return path
