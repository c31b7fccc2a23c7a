"""Start-up figures of the desktop app: time from process launch to the first window shown,
and the resident memory with the demo game open.

Runs the app in a fresh process (offscreen unless a display is set) several times; the child
records the moment the main window receives its first Expose event, prints the time since
the parent launched it and its resident memory, and quits.  Targets: <= 1.5 s, <= 400 MB.

    python bench/startup.py [--runs 5]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time


def child(t0: float) -> None:
    """Run the app as ``vtt`` would and report when its main window is first exposed."""
    import argparse as ap

    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtGui import QWindow
    from PySide6.QtWidgets import QApplication

    from vtt.app import run_app

    app = QApplication(sys.argv[:1])

    class Exposed(QObject):
        def eventFilter(self, obj, event):  # noqa: N802 - Qt override
            if (
                event.type() == QEvent.Type.Expose
                and isinstance(obj, QWindow)
                and obj.isExposed()
                and obj.objectName().startswith("main_window")
            ):
                elapsed = time.time() - t0
                window = next(w for w in app.topLevelWidgets() if w.objectName() == "main_window")
                app.removeEventFilter(self)
                app.processEvents()
                print(json.dumps({"first_window_s": elapsed, "rss_mb": rss_mb()}), flush=True)
                window.discard_changes()
                app.quit()
            return False

    watcher = Exposed()
    app.installEventFilter(watcher)
    run_app(ap.Namespace(smoke_test=False, game=None, open_save=None))


def rss_mb() -> float:
    with open("/proc/self/status", encoding="ascii") as fh:
        for line in fh:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--child", type=float, default=None, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child is not None:
        child(args.child)
        return 0
    env = dict(os.environ)
    if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        env["QT_QPA_PLATFORM"] = "offscreen"
    times, rss = [], []
    for _ in range(args.runs):
        t0 = time.time()
        out = subprocess.run(
            [sys.executable, __file__, "--child", repr(t0)],
            env=env,
            capture_output=True,
            text=True,
            timeout=60,
        )
        lines = [line for line in out.stdout.splitlines() if line.startswith("{")]
        if not lines:
            print(f"run failed:\n{out.stdout}\n{out.stderr}", file=sys.stderr)
            return 1
        figures = json.loads(lines[-1])
        times.append(figures["first_window_s"])
        rss.append(figures["rss_mb"])
    print(
        f"first window shown: median {statistics.median(times):.2f} s, "
        f"min {min(times):.2f} s, max {max(times):.2f} s over {len(times)} runs (target <= 1.5 s)"
    )
    print(
        f"resident memory with the demo game: median {statistics.median(rss):.0f} MB, "
        f"max {max(rss):.0f} MB (target <= 400 MB)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
