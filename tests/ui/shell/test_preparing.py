"""A game's heavy data loads off the UI thread: the event loop keeps running meanwhile."""

import threading
import time

from PySide6.QtCore import QTimer

from vtt.core.module import GameModule
from vtt.ui.preparing import prepare_module, warm_up_games


class SlowModule(GameModule):
    id = "slow"

    def __init__(self):
        self.thread = None

    def prepare(self):
        self.thread = threading.current_thread()
        time.sleep(0.4)


def test_prepare_runs_in_a_worker_and_the_ui_keeps_going(qtbot):
    module, ticks = SlowModule(), []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(20)
    prepare_module(module)
    timer.stop()
    assert module.thread is not threading.main_thread()
    assert len(ticks) >= 5  # the event loop ran while the module prepared


def test_a_failing_prepare_does_not_break_the_app(qtbot):
    class Broken(GameModule):
        id = "broken"

        def prepare(self):
            raise OSError("no data")

    prepare_module(Broken())


def test_warm_up_prepares_the_known_games():
    thread = warm_up_games()
    thread.join(timeout=120)
    assert not thread.is_alive()
