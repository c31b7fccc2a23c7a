"""Loading a game's heavy data (a card database) without freezing the window.

A module's :meth:`~vtt.core.module.GameModule.prepare` may take seconds on a first start
(building a card cache).  The app warms every game up in a background thread right after
the first window appears; when the window needs a game before that is done,
:func:`prepare_module` prepares it on a worker thread (:class:`~.background.BackgroundTask`)
and calls back on the UI thread, with a busy indicator after a short moment.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from ..core.module import GameModule
from ..games import game_ids, get_game
from .background import BackgroundTask

log = logging.getLogger(__name__)


def prepare_module(
    module: GameModule, parent: QWidget | None, then: Callable[[], None]
) -> BackgroundTask:
    """Prepare ``module`` off the UI thread, then call ``then()`` on it.  A failure is only
    logged (a broken data file must not kill the app; the game reports it when used)."""

    def failed(error: BaseException) -> None:
        log.error("preparing the game '%s' failed", module.id, exc_info=error)
        then()

    return BackgroundTask(
        module.prepare,
        lambda _result: then(),
        failed,
        busy=QCoreApplication.translate("Preparing", "Loading the cards of the game…"),
        parent=parent,
        name=f"prepare-{module.id}",
    ).start()


def warm_up_games() -> threading.Thread:
    """Prepare every known game in the background (the first game of each then starts at
    once)."""

    def work() -> None:
        for game_id in game_ids():
            try:
                get_game(game_id).prepare()
            except Exception:
                log.exception("warming up the game '%s' failed", game_id)

    thread = threading.Thread(target=work, daemon=True, name="warm-up-games")
    thread.start()
    return thread
