"""How big a card is drawn when the table is fitted into the real main window.

For the free table, VTES and 1347 with 2 to 6 seats (as many as the game allows), the main
window (as ``vtt/app.py`` builds it, with its panel column) is shown offscreen at 1920 x 1080,
the table is fitted and the width of one card (63 table units) is printed in screen pixels,
with the table's aspect ratio.  Optionally saves a screenshot of each table into a folder.

Run: ``PYENV_VERSION=3.12.1 QT_QPA_PLATFORM=offscreen python3 bench/table_fit.py [--shots DIR]``
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication  # noqa: E402

from vtt.app import game_session  # noqa: E402
from vtt.core.module import GameSpec, SeatSpec  # noqa: E402
from vtt.games import get_game  # noqa: E402
from vtt.settings import Settings  # noqa: E402
from vtt.ui.dialogs.new_game import create_session  # noqa: E402
from vtt.ui.main_window import MainWindow  # noqa: E402
from vtt.ui.table.card_item import CARD_W  # noqa: E402

GAMES = ("free", "vtes", "1347")
NAMES = ("Ana", "Bruno", "Carla", "Diego", "Elena", "Farid")


def session_for(game: str, seats: int):
    module = get_game(game)
    presets = module.deck_presets()
    spec = GameSpec(
        game=game,
        seed=5,
        rules=module.has_rules,
        seats=[
            SeatSpec(name=NAMES[i], deck=presets[i % len(presets)][0] if presets else "")
            for i in range(seats)
        ],
    )
    return create_session(spec)


def measure(
    app: QApplication, window: MainWindow, game: str, seats: int, shots: Path | None
) -> tuple[float, float]:
    window.start_session(session_for(game, seats))
    app.processEvents()
    table = window.table
    table.fit_table()
    app.processEvents()
    rect = table.table_scene().table_rect()
    if shots is not None:
        window.grab().save(str(shots / f"fit-{game}-{seats}.png"))
    return CARD_W * table.current_scale(), rect.width() / rect.height()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shots", type=Path, help="save a screenshot of each table here")
    args = parser.parse_args()
    if args.shots:
        args.shots.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication([])
    window = MainWindow(Settings(player_name="Ana", autosave_minutes=0), "en")
    window.resize(1920, 1080)
    window.show()
    window.start_session(game_session("free", "Ana"))
    app.processEvents()
    viewport = window.table.viewport()
    print(f"window 1920x1080, table viewport {viewport.width()}x{viewport.height()}")
    print("card width in screen pixels at fit (table width/height)")
    print("seats  " + "  ".join(f"{g:>14}" for g in GAMES))
    for seats in range(2, 7):
        cells = []
        for game in GAMES:
            module = get_game(game)
            if module.min_seats <= seats <= module.max_seats:
                width, aspect = measure(app, window, game, seats, args.shots)
                cells.append(f"{width:6.1f} px ({aspect:.2f})")
            else:
                cells.append(f"{'-':>14}")
        print(f"{seats:>5}  " + "  ".join(cells))
    window.discard_changes()
    window.close()


if __name__ == "__main__":
    main()
