"""``vtt replay SAVE``: the desktop app with the save open in the replay window.

A save that cannot be watched is reported on the command line before any window opens.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

from ..core.replay import read_replay
from ..core.saves import SaveError


def run_replay(args: argparse.Namespace, run_app: Callable[[argparse.Namespace], int]) -> int:
    from ..games import game_ids

    path = Path(args.save)
    try:
        save, _ = read_replay(path)
    except SaveError as exc:
        print(f"vtt replay: {exc}", file=sys.stderr)
        return 2
    if save.header.game not in game_ids():
        print(f"vtt replay: unknown game '{save.header.game}'", file=sys.stderr)
        return 2
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    QApplication.instance() or QApplication(sys.argv[:1])  # run_app takes this one over
    QTimer.singleShot(0, lambda: _open_in_main_window(path))
    return run_app(args)


def _open_in_main_window(path: Path) -> None:
    from PySide6.QtWidgets import QApplication

    from ..ui.main_window import MainWindow

    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, MainWindow):
            widget.open_replay(path)
            return
