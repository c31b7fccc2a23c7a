"""How fast the table redraws while a card is dragged.

A 5-seat free table with 300 cards face up on the table (each seat's deck laid out in its
play area, plus extra cards in the middle) is shown in an offscreen view at fit zoom, first
1920 x 1080, then 3840 x 2160 (a 4K screen, where every frame has four times the pixels).
One card is then moved step by step, as a drag does, and each frame is timed:

* "drag frame": the item moves and Qt repaints what changed (what a user sees while dragging);
* "full frame": the whole viewport is repainted (worst case: after a zoom or a scroll).

Each frame is timed twice: wall-clock time, and the CPU time of the whole process (Qt may
hand parts of a paint, such as filtered pixmap draws, to worker threads, so the painting
thread's own time alone would flatter it).  The CI machine has 2 cores shared by several
jobs, so wall-clock times include waiting for a core; the CPU time is what the frame costs.

Run: ``PYENV_VERSION=3.12.1 QT_QPA_PLATFORM=offscreen python3 bench/table_render.py``
"""

from __future__ import annotations

import os
import statistics
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPointF  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from vtt.core import commands as C  # noqa: E402
from vtt.core.model import Card  # noqa: E402
from vtt.core.module import GameSpec, SeatSpec  # noqa: E402
from vtt.core.session import Session  # noqa: E402
from vtt.games import get_game  # noqa: E402
from vtt.games.free.demo_deck import demo_catalog  # noqa: E402
from vtt.ui.controller import LocalController  # noqa: E402
from vtt.ui.table.view import TableView  # noqa: E402

SEATS = 5
CARDS = 300
FRAMES = 300
SIZES = ((1920, 1080), (3840, 2160))


def build_session() -> Session:
    module = get_game("free")
    spec = GameSpec(
        game="free", seats=[SeatSpec(name=f"Player {i + 1}") for i in range(SEATS)], seed=11
    )
    state = module.new_state(spec)
    catalogs = demo_catalog()
    middle = state.zones["middle"]
    on_table = sum(len(state.zones[f"s{s}.deck"].cards) for s in range(SEATS))
    for n in range(CARDS - on_table):
        card = Card(
            id=state.mint_id(),
            catalog=catalogs[n % len(catalogs)],
            zone="middle",
            x=20.0 + (n % 13) * 64,
            y=10.0 + (n // 13) * 40,
        )
        state.cards[card.id] = card
        middle.cards.append(card.id)
    session = Session(state, module, spec)
    for seat in range(SEATS):
        deck = list(state.zones[f"s{seat}.deck"].cards)
        for i in range(len(deck)):
            top = session.state.zones[f"s{seat}.deck"].cards[0]
            ok = session.submit(
                C.Move(
                    seat=seat,
                    zone=f"s{seat}.deck",
                    index=0,
                    to=f"s{seat}.play",
                    x=(i % 17) * 42.0,
                    y=(i // 17) * 14.0,
                    face_up=True,
                )
            ).ok
            assert ok, top
    return session


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def main() -> None:
    app = QApplication.instance() or QApplication([])
    for size in SIZES:
        measure(app, size)


def measure(app: QApplication, size: tuple[int, int]) -> None:
    session = build_session()
    controller = LocalController(session, seat=0)
    view = TableView(controller)
    view.resize(*size)
    view.show()
    app.processEvents()
    view.fit_table()
    app.processEvents()
    scene = view.table_scene()
    cards = [i for i in scene.card_items.values() if i.zone_id in ("s0.play", "middle")]
    print(
        f"{len(scene.card_items)} card items, {SEATS} seats, view {size[0]}x{size[1]}, "
        f"scale {view.current_scale():.3f}"
    )
    item = next(i for i in cards if i.zone_id == "s0.play")
    start = QPointF(item.pos())
    view.viewport().repaint()  # warm the pixmap cache

    timings: dict[str, list[float]] = {
        "drag frame": [],
        "drag frame (CPU)": [],
        "full frame": [],
        "full frame (CPU)": [],
    }
    for frame in range(FRAMES):
        offset = QPointF((frame % 100) * 6.0, -(frame % 100) * 3.0)
        t0, c0 = time.perf_counter(), time.process_time()
        item.setPos(start + offset)
        app.processEvents()  # the view repaints the dirty region
        timings["drag frame"].append((time.perf_counter() - t0) * 1000)
        timings["drag frame (CPU)"].append((time.process_time() - c0) * 1000)
    for frame in range(FRAMES // 3):
        item.setPos(start + QPointF(frame * 3.0, 0))
        t0, c0 = time.perf_counter(), time.process_time()
        view.viewport().repaint()
        timings["full frame"].append((time.perf_counter() - t0) * 1000)
        timings["full frame (CPU)"].append((time.process_time() - c0) * 1000)
    item.setPos(start)
    for name, values in timings.items():
        print(
            f"  {name}: p50 {statistics.median(values):.2f} ms, "
            f"p95 {percentile(values, 0.95):.2f} ms, max {max(values):.2f} ms "
            f"over {len(values)} frames"
        )
    renderer = view.renderer
    print(
        f"  pixmap cache: {renderer.cached_count()} pixmaps, {renderer.hits} hits, "
        f"{renderer.misses} misses"
    )
    view.close()
    view.deleteLater()
    app.processEvents()


if __name__ == "__main__":
    main()
