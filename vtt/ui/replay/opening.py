"""Opening a save in the replay viewer, from the main window or from ``vtt replay``.

Whose eyes: a finished game is shown with every card; a game that is not over only as one
seat saw it, the seat of the person who saved it when the save says so, else the seat the
user picks in a small dialog.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox, QWidget

from ...core.model import OMNISCIENT
from ...core.replay import Replay, default_eyes, read_replay
from ...core.saves import EXTENSION, SaveError
from ..log_text import message_text
from .window import ReplayWindow


def choose_seat(parent: QWidget | None, names: list[str]) -> int | None:
    """Ask through whose eyes to watch a game that is not over; None when cancelled."""
    name, ok = QInputDialog.getItem(
        parent,
        QCoreApplication.translate("Replay", "Whose replay?"),
        QCoreApplication.translate(
            "Replay", "This game is not over: it can be watched only as one player saw it.\nPlayer:"
        ),
        names,
        0,
        False,
    )
    return names.index(name) if ok and name in names else None


def ask_for_save(parent: QWidget | None, folder: str = "") -> Path | None:
    name, _ = QFileDialog.getOpenFileName(
        parent,
        QCoreApplication.translate("Replay", "Watch a saved game"),
        folder,
        QCoreApplication.translate("Replay", "Saved games (*{ext})").format(ext=EXTENSION),
    )
    return Path(name) if name else None


def open_replay(
    parent: QWidget | None, path: Path, language: str, seat: int | None = None
) -> ReplayWindow | None:
    """A replay window on the save at ``path`` (shown), or None after telling the user why
    not (a bad save, a cancelled choice of seat)."""
    from ...games import get_game

    try:
        save, saved_by = read_replay(path)
        module = get_game(save.header.game)
    except (SaveError, KeyError) as exc:
        reason = message_text(exc.message) if isinstance(exc, SaveError) else str(exc)
        _cannot_open(parent, path, reason)
        return None
    if seat is None or (seat == OMNISCIENT and default_eyes(save, module, None) != OMNISCIENT):
        seat = default_eyes(save, module, saved_by)
    if seat is None:
        seat = choose_seat(parent, [s.name or f"{i + 1}" for i, s in enumerate(save.spec.seats)])
        if seat is None:
            return None
    QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
    try:
        module.prepare()
        replay = Replay.from_save(save, module, seat)
    except SaveError as exc:
        QGuiApplication.restoreOverrideCursor()
        _cannot_open(parent, path, message_text(exc.message))
        return None
    QGuiApplication.restoreOverrideCursor()
    window = ReplayWindow(replay, Path(path).name, language, parent)
    window.setWindowFlag(Qt.WindowType.Window, True)
    window.show()
    return window


def _cannot_open(parent: QWidget | None, path: Path, reason: str) -> None:
    QMessageBox.warning(
        parent,
        QCoreApplication.translate("Replay", "Cannot watch the game"),
        QCoreApplication.translate("Replay", "{file} cannot be watched.\n\n{reason}").format(
            file=Path(path).name, reason=reason
        ),
    )
