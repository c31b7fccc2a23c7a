"""Computer players in the desktop app.

A game module may ship bots (1347's ``g1347.bots``, VTES's ``vtes.rules.bots``); they decide
from the rules' pending decision.  :class:`BotDriver` watches a local game: after every
change, while the pending decision belongs to a seat whose ``bot`` level is set, it lets
that bot play one command, a moment later through a timer, so the window stays responsive
and the player sees each move arrive.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QCoreApplication, QObject, QTimer

from ..core import commands as C
from ..core.session import Session
from .controller import LocalController

#: pause before each bot move, in milliseconds
BOT_DELAY_MS = 250


class BotSupport:
    """What the app needs of a game's bots: the levels, who decides now, and the move."""

    def __init__(self, levels: tuple[str, ...], decider: Callable[[Session], int | None],
                 move: Callable[[Session, int], C.Command | None]):
        self.levels, self.decider, self.move = levels, decider, move


def _g1347() -> BotSupport:
    from ..games.g1347.bots import LEVELS, bot_command, bot_seat

    return BotSupport(LEVELS, lambda s: bot_seat(s.state),
                      lambda s, seat: bot_command(s.state, seat, s.state.seats[seat].bot, s.module))


def _vtes() -> BotSupport:
    from ..games.vtes.rules.bots import choose, decider

    def bot_decider(session: Session) -> int | None:
        seat = decider(session)
        seats = session.state.seats
        return seat if isinstance(seat, int) and 0 <= seat < len(seats) and seats[seat].bot else None

    return BotSupport(("random",), bot_decider, choose)


_GAMES = {"1347": _g1347, "vtes": _vtes}


def bot_support(game: str) -> BotSupport | None:
    """The bots of ``game`` (they need its rules on), or None when it has none."""
    make = _GAMES.get(game)
    if make is None:
        return None
    try:
        return make()
    except ImportError:
        return None


def level_name(level: str) -> str:
    """A bot level as the new-game dialog shows it."""
    names = {
        "random": QCoreApplication.translate("Bots", "Computer (random moves)"),
        "heuristic": QCoreApplication.translate("Bots", "Computer (plays to win)"),
    }
    return names.get(level, level)


class BotDriver(QObject):
    """Lets the bot seats of a local game play whenever the game waits for one of them."""

    def __init__(self, controller: LocalController, parent: QObject | None = None):
        super().__init__(parent)
        self.controller = controller
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(BOT_DELAY_MS)
        self.timer.timeout.connect(self.step)
        controller.view_changed.connect(lambda _view: self.schedule())
        self.schedule()

    def waiting_seat(self) -> int | None:
        """The bot seat the game waits for now, if any."""
        session = self.controller.session
        rules_on = session.spec is not None and session.spec.rules
        support = bot_support(session.module.id) if rules_on else None
        return support.decider(session) if support is not None else None

    def schedule(self) -> None:
        if not self.timer.isActive() and self.waiting_seat() is not None:
            self.timer.start()

    def step(self) -> bool:
        """Play one bot move now; False when no bot had to decide (or it found no move)."""
        session = self.controller.session
        seat = self.waiting_seat()
        if seat is None:
            return False
        move = bot_support(session.module.id).move(session, seat)
        if move is None:
            return False
        return self.controller.submit(move).ok
