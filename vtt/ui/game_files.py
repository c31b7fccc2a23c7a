"""A window's game files: opening saves, saving, autosaving and the recent-files list.

The slow parts run off the UI thread (:class:`~.background.BackgroundTask`): reading and
replaying a save, and writing one (an fsync can stall for a long moment).  The game is
encoded on the UI thread first, so the write holds a finished snapshot while play goes on.
Opening never half switches: the current game stays until the new one is fully loaded,
and a damaged file only shows why in a dialog.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QMessageBox, QWidget

from ..core.folders import autosaves_dir
from ..core.saves import (
    EXTENSION,
    SaveError,
    build_save,
    encode_save,
    read_save,
    session_from_save,
    write_atomic,
    write_autosave,
)
from ..core.session import Session
from ..games import get_game
from ..settings import Settings, save_settings
from .background import BackgroundTask
from .words import message_text

log = logging.getLogger(__name__)


def load_session(path: Path) -> Session:
    """Read, prepare and replay a save (on a worker thread): the session it holds."""
    save = read_save(path)
    module = get_game(save.header.game)
    module.prepare()
    return session_from_save(save, module)


class GameFiles(QObject):
    """Signals: ``opened(Session, Path)`` - a save was loaded and may replace the game;
    ``saved(Path, int, bool)`` - the game as it was at that ``state_id`` is on disk (the
    flag: as an autosave);
    ``save_failed(Path, str, bool)`` - the file, why it could not be written, and whether
    it was an autosave."""

    opened = Signal(object, object)
    saved = Signal(object, int, bool)
    save_failed = Signal(object, str, bool)

    def __init__(self, settings: Settings, window: QWidget):
        super().__init__(window)
        self.settings = settings
        self.window = window
        #: writes not finished yet (the window waits for them before it closes)
        self.writing: list[BackgroundTask] = []

    # -- opening ------------------------------------------------------------------------------

    def open(self, path: Path) -> BackgroundTask:
        """Load ``path`` off the UI thread; ``opened`` follows, or a dialog says why not."""
        return BackgroundTask(
            lambda: load_session(path),
            lambda session: self._opened(path, session),
            lambda error: self._open_failed(path, error),
            busy=self.tr("Opening {file}…").format(file=path.name),
            parent=self.window,
            name="open-save",
        ).start()

    def _opened(self, path: Path, session: Session) -> None:
        self.remember(path)
        self.opened.emit(session, path)

    def _open_failed(self, path: Path, error: BaseException) -> None:
        if isinstance(error, SaveError):
            reason = message_text(error.message)
        elif isinstance(error, (KeyError, ImportError)):
            reason = self.tr("This save is of a game this program does not know ({game}).").format(
                game=str(error)
            )
        else:  # a save that decodes but does not replay: still only a message
            log.error("opening %s failed", path, exc_info=error)
            reason = self.tr("The game in it cannot be replayed ({error}).").format(
                error=str(error)
            )
        QMessageBox.warning(
            self.window,
            self.tr("Cannot open the game"),
            self.tr("{file} cannot be opened.\n\n{reason}").format(file=path.name, reason=reason),
        )

    # -- saving -------------------------------------------------------------------------------

    def save(self, session: Session, path: Path, seat: int | None = None) -> BackgroundTask:
        """Write the game as it is now to ``path`` off the UI thread, noting that ``seat``
        (the viewer) saved it; ``saved`` follows, or ``save_failed``."""
        state_id = session.state.state_id
        data = encode_save(build_save(session, seat))

        def work() -> Path:
            write_atomic(path, data)
            return path

        return self._write(work, path, state_id, autosave=False)

    def autosave(self, session: Session, seat: int | None = None) -> BackgroundTask | None:
        """Write the game as it is now into the autosaves folder, off the UI thread; None
        while the previous autosave is still being written (they would rotate the same
        files)."""
        if any(task.name == "autosave" and not task.done for task in self.writing):
            return None
        state_id, game = session.state.state_id, session.state.game
        data = encode_save(build_save(session, seat))
        folder = autosaves_dir()
        return self._write(
            lambda: write_autosave(folder, game, data), folder, state_id, autosave=True
        )

    def _write(self, work, path: Path, state_id: int, autosave: bool) -> BackgroundTask:
        def done(path: Path) -> None:
            if not autosave:
                self.remember(path)
            self.saved.emit(path, state_id, autosave)

        name = "autosave" if autosave else "save"

        def failed(error: BaseException) -> None:
            self.save_failed.emit(path, str(error), autosave)

        task = BackgroundTask(work, done, failed, name=name)
        self.writing = [t for t in self.writing if not t.done] + [task]
        return task.start()

    def finish_writing(self) -> None:
        """Wait for the writes under way (before the window closes)."""
        for task in self.writing:
            task.wait()
        self.writing = []

    # -- recent files and autosaves -------------------------------------------------------------

    def remember(self, path: Path) -> None:
        self.settings.add_recent(str(path))
        self.store_settings()

    def store_settings(self) -> None:
        try:
            save_settings(self.settings)
        except OSError as exc:
            log.warning("cannot save the settings: %s", exc)

    def recent_files(self) -> list[Path]:
        return [Path(name) for name in self.settings.recent_files]

    @staticmethod
    def autosave_files() -> list[Path]:
        """The autosaves, newest first."""
        folder = autosaves_dir()
        if not folder.is_dir():
            return []
        return sorted(folder.glob(f"*{EXTENSION}"), key=lambda p: p.stat().st_mtime, reverse=True)
