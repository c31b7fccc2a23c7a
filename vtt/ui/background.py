"""Running slow work off the UI thread: a function on a worker thread, its outcome back on
the UI thread.

:class:`BackgroundTask` runs ``work()`` on a thread of its own and then calls
``on_done(result)`` or ``on_failed(error)`` from the event loop, on the UI thread, so the
callbacks may touch widgets.  With ``busy`` text it shows a window-modal busy indicator
when the work takes more than a moment (a card database built on a first start, a long
save replayed), which also keeps the user from acting on a game that is being replaced.
The task keeps itself alive until its outcome is delivered.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QProgressDialog, QWidget

log = logging.getLogger(__name__)

#: how long work may run before the busy indicator shows, in milliseconds
QUIET_MS = 150

#: tasks whose outcome is not delivered yet (a task must outlive the caller's reference)
_running: set[BackgroundTask] = set()


class BackgroundTask(QObject):
    """``work()`` on a worker thread; ``on_done(result)`` or ``on_failed(error)`` on the UI
    thread afterwards.  An exception that ``on_failed`` is not given is logged."""

    _finished = Signal()

    def __init__(
        self,
        work: Callable[[], Any],
        on_done: Callable[[Any], None] | None = None,
        on_failed: Callable[[BaseException], None] | None = None,
        *,
        busy: str = "",
        parent: QWidget | None = None,
        name: str = "background",
    ):
        super().__init__()
        self._work, self._on_done, self._on_failed = work, on_done, on_failed
        self._busy_text, self._parent = busy, parent
        self._result: Any = None
        self._error: BaseException | None = None
        self._delivered = False
        self._dialog: QProgressDialog | None = None
        self._thread = threading.Thread(target=self._run, daemon=True, name=name)
        self._finished.connect(self._deliver, Qt.ConnectionType.QueuedConnection)

    def start(self) -> BackgroundTask:
        _running.add(self)
        self._thread.start()
        if self._busy_text:
            QTimer.singleShot(QUIET_MS, self._show_busy)
        return self

    @property
    def name(self) -> str:
        """What the work is ("save", "open-save"), the name of its thread."""
        return self._thread.name

    @property
    def done(self) -> bool:
        """The outcome was delivered to the callbacks."""
        return self._delivered

    @property
    def failed(self) -> bool:
        """The work raised (its exception went to ``on_failed``)."""
        return self._delivered and self._error is not None

    @property
    def result(self) -> Any:
        """What the work returned, once :attr:`done` (None before, or after a failure)."""
        return self._result if self._delivered else None

    def wait(self, timeout: float | None = None) -> bool:
        """Block until the work is over and deliver its outcome now (start-up, tests);
        False when it is still running after ``timeout`` seconds."""
        self._thread.join(timeout)
        if self._thread.is_alive():
            return False
        self._deliver()
        return True

    def _run(self) -> None:
        try:
            self._result = self._work()
        except Exception as exc:  # noqa: BLE001 - handed to on_failed on the UI thread
            self._error = exc
        self._finished.emit()

    def _show_busy(self) -> None:
        if self._delivered:
            return
        dialog = QProgressDialog(self._busy_text, "", 0, 0, self._parent)
        dialog.setCancelButton(None)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.setMinimumDuration(0)
        dialog.show()
        self._dialog = dialog

    def _deliver(self) -> None:
        if self._delivered:
            return
        self._delivered = True
        _running.discard(self)
        if self._dialog is not None:
            self._dialog.close()
            self._dialog.deleteLater()
            self._dialog = None
        if self._error is not None:
            if self._on_failed is None:
                log.error("%s failed", self._thread.name, exc_info=self._error)
            else:
                self._on_failed(self._error)
        elif self._on_done is not None:
            self._on_done(self._result)
