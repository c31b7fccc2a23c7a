"""The table's controller in a replay: it shows the step the cursor is on, and refuses every
command, so nothing in the replay window can change a game."""

from __future__ import annotations

from PySide6.QtCore import QObject

from ...core import commands as C
from ...core.messages import QT_TRANSLATE_NOOP
from ...core.replay import Replay
from ...core.session import Result
from ...core.views import View
from ..controller import GameController

READ_ONLY = QT_TRANSLATE_NOOP(
    "Replay", "This is a replay: nothing can be changed. Continue from here to play on."
)


class ReplayController(GameController):
    """What the table and the panels of the replay window read: ``replay``'s view at its
    current step, for its seat."""

    def __init__(self, replay: Replay, parent: QObject | None = None):
        super().__init__(parent)
        self.replay = replay
        self.module = replay.module
        self.seat = replay.seat
        self._view = replay.seek(replay.position)

    @property
    def view(self) -> View:
        return self._view

    @property
    def step(self) -> int:
        return self.replay.position

    def seek(self, step: int) -> None:
        """Show ``step`` (clamped to the timeline)."""
        self._view = self.replay.seek(step)
        self.view_changed.emit(self._view)

    def submit(self, cmd: C.Command) -> Result:
        self.rejected.emit(READ_ONLY)
        return Result(ok=False, state_id=self._view.state_id, reason=READ_ONLY)
