"""Start-up of the desktop app: settings, translations, the main window on a game.

``vtt`` with no sub-command calls :func:`run_app`.  The first window should be visible
fast, so only what it needs is imported here; game modules and dialogs load when used.
``--smoke-test`` opens the demo table, renders the window once offscreen, prints one line
and exits 0 (non-zero on any failure): the packaged app runs it in CI.
"""

from __future__ import annotations

import logging
import sys
import time
from pathlib import Path

from . import __version__
from .resource_files import find_resource

log = logging.getLogger(__name__)

#: the demo game: the free table with four seats
DEMO_GAME, DEMO_SEATS = "free", 4


def app_icon():
    """The program's icon: the SVG, plus the PNG sizes where they are shipped."""
    from PySide6.QtGui import QIcon

    icon = QIcon()
    for size in (16, 24, 32, 48, 64, 128, 256, 512):
        png = find_resource("icons", f"vtt-{size}.png")
        if png is not None:
            icon.addFile(str(png))
    svg = find_resource("icons", "vtt.svg")
    if svg is not None:
        icon.addFile(str(svg))
    return icon


def install_translations(app, language: str) -> list:
    """Install Qt's own translator and ours for ``language``; returns them (keep them alive)."""
    from PySide6.QtCore import QLibraryInfo, QTranslator

    installed = []
    qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    ours = Path(__file__).resolve().parent / "translations"
    for name, folder in ((f"qtbase_{language}", qt_folder), (f"vtt_{language}", str(ours))):
        translator = QTranslator(app)
        if translator.load(name, folder):
            app.installTranslator(translator)
            installed.append(translator)
        elif language != "en":
            log.info("no translation %s in %s", name, folder)
    from .core.messages import install_translator
    from .ui.log_text import message_text

    install_translator(message_text)  # card faces built by the games use the same catalogue
    return installed


def demo_session(player_name: str, player_colour: str = ""):
    """The built-in demo game: the free table, four seats, the user in seat 1."""
    from PySide6.QtCore import QCoreApplication

    from .core.module import GameSpec, SeatSpec
    from .ui.dialogs.new_game import create_session

    seats = [SeatSpec(name=player_name, colour=player_colour)]
    seats += [
        SeatSpec(name=QCoreApplication.translate("App", "Player {n}").format(n=i + 1))
        for i in range(1, DEMO_SEATS)
    ]
    return create_session(GameSpec(game=DEMO_GAME, seats=seats, seed=int(time.time()) % 100000))


def game_session(game: str, player_name: str, player_colour: str = ""):
    """A new game of ``game`` with its default decks and the module's usual seat count."""
    from PySide6.QtCore import QCoreApplication

    from .core.module import GameSpec, SeatSpec
    from .games import get_game
    from .ui.dialogs.new_game import create_session

    module = get_game(game)
    n = min(max(DEMO_SEATS, module.min_seats), module.max_seats)
    presets = module.deck_presets()
    seats = [
        SeatSpec(
            name=player_name
            if i == 0
            else QCoreApplication.translate("App", "Player {n}").format(n=i + 1),
            colour=player_colour if i == 0 else "",
            deck=presets[i % len(presets)][0] if presets else "",
        )
        for i in range(n)
    ]
    return create_session(
        GameSpec(game=game, seats=seats, seed=int(time.time()) % 100000, rules=module.has_rules)
    )


def run_app(args) -> int:
    """Run the desktop app until its last window closes; returns the exit code."""
    started = time.perf_counter()
    from PySide6.QtCore import QLocale, QTimer
    from PySide6.QtWidgets import QApplication

    from .settings import load_settings, resolve_language

    logging.basicConfig(
        level=logging.INFO if getattr(args, "smoke_test", False) else logging.WARNING
    )
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("VTT")
    app.setOrganizationName("vtt-tabletop")
    app.setApplicationVersion(__version__)
    app.setWindowIcon(app_icon())
    settings = load_settings()
    language = resolve_language(settings.language, QLocale.system().name())
    app._vtt_translators = install_translations(app, language)  # keep them alive

    from .ui.main_window import MainWindow

    smoke = getattr(args, "smoke_test", False)
    if smoke and getattr(args, "open_save", None):
        from .core.saves import SaveError, read_save

        try:  # no dialog may block a smoke test: a bad save is a failure
            read_save(Path(args.open_save))
        except SaveError as exc:
            print(f"vtt smoke test: FAILED ({exc})")
            return 1
    try:
        window = MainWindow(settings, language)
        if getattr(args, "open_save", None):
            # the demo table until the save is loaded (off the UI thread); a bad save
            # only explains itself in a dialog and leaves the demo table
            window.start_session(demo_session(settings.default_name(), settings.player_colour))
            opening = window.open_file(Path(args.open_save), ask=False)
            if smoke and opening is not None:
                opening.wait()
        elif getattr(args, "game", None):
            window.start_session(
                game_session(args.game, settings.default_name(), settings.player_colour)
            )
        else:
            window.start_session(demo_session(settings.default_name(), settings.player_colour))
    except KeyError as exc:  # an unknown --game
        print(f"vtt: {exc.args[0] if exc.args else exc}", file=sys.stderr)
        return 2
    if smoke:
        return _smoke(app, window, started)
    window.show()
    from .ui.preparing import warm_up_games

    QTimer.singleShot(0, warm_up_games)  # the first VTES game then opens without a wait
    if getattr(args, "join", None):
        QTimer.singleShot(0, lambda: _join(window, args))
    return app.exec()


def _join(window, args) -> None:
    """``--join HOST:PORT [--seat N] [--name NAME]``: play that LAN table in the window."""
    from .ui.net.dialogs import DEFAULT_PORT, join_address

    address, _, port = args.join.rpartition(":")
    if not address or not port.isdigit():
        address, port = args.join, str(DEFAULT_PORT)
    seat = args.seat - 1 if args.seat is not None else None
    join_address(window, address, int(port), args.name or window.settings.default_name(), seat)


def _smoke(app, window, started: float) -> int:
    """Render the window once offscreen and report; any failure gives a non-zero exit."""
    try:
        window.resize(1280, 800)
        window.show()
        app.processEvents()
        image = window.grab().toImage()
        if image.isNull() or image.width() < 100:
            print("vtt smoke test: FAILED (the window rendered nothing)")
            return 1
        view = window.controller.view
        cards = sum(len(z.cards) for z in view.zones.values())
        print(
            f"vtt smoke test: OK - {view.game} table, {len(view.seats)} seats, {cards} cards, "
            f"window {image.width()}x{image.height()}, {time.perf_counter() - started:.2f} s"
        )
        window.discard_changes()
        window.close()
        return 0
    except Exception as exc:  # noqa: BLE001 - the smoke test reports every failure
        print(f"vtt smoke test: FAILED ({type(exc).__name__}: {exc})")
        return 1
