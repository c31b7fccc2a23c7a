"""Loading a game's heavy data (a card database) without freezing the window.

A module's :meth:`~vtt.core.module.GameModule.prepare` may take seconds on a first start
(building the card cache from krcg).  The app warms every game up in a background thread
right after the first window appears; when a dialog needs a game before that is done,
:func:`prepare_module` waits for it in a worker thread while the event loop keeps running,
with a busy indicator after a short moment.
"""

from __future__ import annotations

import logging
import threading

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QProgressDialog, QWidget

from ..core.module import GameModule
from ..games import game_ids, get_game

log = logging.getLogger(__name__)
# how long a wait may last before the busy dialog shows (seconds)
QUIET_WAIT = 0.15


def _run(module: GameModule, done: threading.Event) -> None:
    try:
        module.prepare()
    except Exception:  # a broken data file must not kill the app; the game reports it later
        log.exception("preparing the game '%s' failed", module.id)
    finally:
        done.set()


def prepare_module(module: GameModule, parent: QWidget | None = None) -> None:
    """Make sure ``module`` is ready, keeping the UI responsive meanwhile."""
    done = threading.Event()
    threading.Thread(
        target=_run, args=(module, done), daemon=True, name=f"prepare-{module.id}"
    ).start()
    if done.wait(QUIET_WAIT):
        return
    dialog = QProgressDialog(
        QCoreApplication.translate("Preparing", "Loading the cards of the game…"), "", 0, 0, parent
    )
    dialog.setCancelButton(None)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.setMinimumDuration(0)
    dialog.show()
    while not done.wait(0.02):
        QCoreApplication.processEvents()
    dialog.close()
    dialog.deleteLater()


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
