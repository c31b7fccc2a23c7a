"""Computer players in the desktop app.

A game module that has bots declares it (``has_bots``) and fills its ``bot_levels``,
``bot_level_label`` and ``bot_command`` hooks (who must move comes from its decision); this
file names no game.  :class:`BotDriver` paces the one bot
driver of the program (:class:`vtt.core.bots.BotPlayer`) for a local game: after every
change, while the game waits for a seat whose ``bot`` level is set, it lets that bot play
one command a moment later through a timer, so the window stays responsive and the player
sees each move arrive.  When the window hosts the game on the LAN, the host drives the bots
instead (:meth:`BotDriver.stand_down`).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer

from ..core.bots import BotPlayer
from ..core.module import GameModule
from .controller import LocalController
from .words import message_text

#: pause before each bot move, in milliseconds
BOT_DELAY_MS = 250


def level_name(module: GameModule, level: str) -> str:
    """A bot level of ``module``'s game as the new-game dialog and the LAN lobby show it."""
    return message_text(module.bot_level_label(level))


class BotDriver(QObject):
    """Lets the bot seats of a local game play whenever the game waits for one of them."""

    def __init__(self, controller: LocalController, parent: QObject | None = None):
        super().__init__(parent)
        self.controller = controller
        #: a session whose bots another driver (the LAN host) plays
        self.elsewhere = None
        self.player = BotPlayer(controller.session)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(BOT_DELAY_MS)
        self.timer.timeout.connect(self.step)
        controller.view_changed.connect(lambda _view: self.schedule())
        self.schedule()

    def _player(self) -> BotPlayer:
        """The driver of the controller's current session (a loaded game replaces it)."""
        if self.player.session is not self.controller.session:
            self.player.close()
            self.player = BotPlayer(self.controller.session)
        return self.player

    def stand_down(self) -> None:
        """Leave the current session's bots to another driver (the LAN host); a game
        started later in this window is driven here again."""
        self.elsewhere = self.controller.session
        self.timer.stop()

    def waiting_seat(self) -> int | None:
        """The bot seat the game waits for now, if this driver plays its bots."""
        if self.controller.session is self.elsewhere:
            return None
        return self._player().waiting_seat()

    def schedule(self) -> None:
        if not self.timer.isActive() and self.waiting_seat() is not None:
            self.timer.start()

    def step(self) -> bool:
        """Play one bot move now; False when no bot had to decide (or it found no move)."""
        return self.waiting_seat() is not None and self._player().step()
