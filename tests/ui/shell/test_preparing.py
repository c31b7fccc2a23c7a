"""A game's heavy data loads off the UI thread: the event loop keeps running meanwhile, and
the caller hears back on the UI thread."""

import threading

from PySide6.QtCore import QTimer

from vtt.core.module import GameModule
from vtt.ui.background import BackgroundTask
from vtt.ui.preparing import prepare_module, warm_up_games


class SlowModule(GameModule):
    """Its preparation lasts until the UI thread's event loop releases it: it can only end
    in time if the event loop keeps running meanwhile."""

    id = "slow"

    def __init__(self):
        self.thread = None
        self.released = threading.Event()
        self.released_in_time = False

    def prepare(self):
        self.thread = threading.current_thread()
        self.released_in_time = self.released.wait(timeout=10)


def test_prepare_runs_in_a_worker_and_the_ui_keeps_going(qtbot):
    module, called_on = SlowModule(), []
    prepare_module(module, None, lambda: called_on.append(threading.current_thread()))
    assert not called_on  # it returns at once
    QTimer.singleShot(50, module.released.set)  # runs only if the event loop is not blocked
    qtbot.waitUntil(lambda: bool(called_on), timeout=15000)
    assert module.released_in_time  # the event loop ran while the module prepared
    assert module.thread is not threading.main_thread()
    assert called_on == [threading.main_thread()]


def test_a_failing_prepare_does_not_break_the_app(qtbot):
    class Broken(GameModule):
        id = "broken"

        def prepare(self):
            raise OSError("no data")

    called = []
    prepare_module(Broken(), None, lambda: called.append(1))
    qtbot.waitUntil(lambda: bool(called), timeout=5000)


def test_a_task_delivers_its_result_or_its_error_on_the_ui_thread(qtbot):
    results, errors = [], []
    ok = BackgroundTask(lambda: threading.current_thread(), results.append, errors.append)
    bad = BackgroundTask(lambda: 1 / 0, results.append, errors.append)
    ok.start()
    bad.start()
    qtbot.waitUntil(lambda: ok.done and bad.done, timeout=5000)
    assert results[0] is not threading.main_thread() and ok.result is results[0]
    assert isinstance(errors[0], ZeroDivisionError) and bad.failed and not ok.failed


def test_wait_delivers_at_once_and_only_once(qtbot):
    results = []
    task = BackgroundTask(lambda: 42, results.append).start()
    assert task.wait(5) and results == [42]
    qtbot.wait(50)  # the queued delivery comes too, and does nothing
    assert results == [42]


def test_warm_up_prepares_the_known_games():
    thread = warm_up_games()
    thread.join(timeout=120)
    assert not thread.is_alive()
