"""``vtt serve``: host a LAN game without a window.

A dedicated host for a table whose players all sit at their own computers: it runs the
session under a ``QCoreApplication`` event loop, hands seats to the players who join
(``--bots`` gives some to the computer, which the host then plays), starts the game once
every seat is taken, autosaves, and after a crash is restarted with
``--load`` on its autosave; the players then rejoin their reserved seats.
"""

from __future__ import annotations

import argparse
import secrets
import signal
import sys
from pathlib import Path


def add_serve_arguments(p: argparse.ArgumentParser) -> None:
    """The options of ``vtt serve`` (kept here so that ``vtt.cli`` stays free of Qt)."""
    p.add_argument("--game", default="free", help="game module id (default: free)")
    p.add_argument("--seats", type=int, default=4, help="number of seats (default: 4)")
    p.add_argument(
        "--port",
        type=int,
        default=47311,
        help="TCP port to listen on (0: any free port; default: 47311)",
    )
    p.add_argument(
        "--bind",
        default="0.0.0.0",
        help="address to listen on (default: all; 127.0.0.1 for this computer only)",
    )
    p.add_argument("--password", default="", help="players must give this password to join")
    p.add_argument("--load", default=None, help="continue the game of this save (an autosave)")
    p.add_argument("--seed", type=int, default=None, help="seed of a new game (default: random)")
    p.add_argument("--rules", action="store_true", help="enforce the game's rules if it has them")
    p.add_argument("--names", default="", help="comma-separated seat names")
    p.add_argument(
        "--bots",
        default="",
        help="seats the computer plays, as SEAT:LEVEL pairs with seats counted from 1, "
        "e.g. 2:random,3:heuristic (needs --rules and a game with bots)",
    )
    p.add_argument(
        "--autosave-dir",
        default=None,
        help="folder of the autosaves and the seat reservations "
        "(default: the folder of --load, else the user's autosave folder)",
    )
    p.add_argument(
        "--allow-omniscient",
        action="store_true",
        help="let spectators choose the all-seeing (judge) view",
    )
    p.add_argument(
        "--no-mdns",
        action="store_true",
        help="do not announce the game on the local network (zeroconf)",
    )
    p.add_argument("--test-dump", action="store_true", help=argparse.SUPPRESS)


def _new_session(args: argparse.Namespace):
    from ..core.module import GameSpec, SeatSpec
    from ..core.session import Session
    from ..games import get_game

    module = get_game(args.game)
    names = [n.strip() for n in args.names.split(",")] if args.names else []
    seats = [SeatSpec(name=names[i] if i < len(names) else "") for i in range(args.seats)]
    seed = args.seed if args.seed is not None else secrets.randbits(31)
    spec = GameSpec(game=module.id, seats=seats, seed=seed, rules=args.rules)
    return Session(module.new_game(spec), module, spec)


def parse_bots(text: str) -> list[tuple[int, str]]:
    """``--bots "2:random,3:heuristic"`` as (seat index from 0, level); ValueError if malformed."""
    pairs = []
    for item in filter(None, (part.strip() for part in text.split(","))):
        seat, sep, level = item.partition(":")
        if not sep or not seat.strip().isdigit() or not level.strip():
            raise ValueError(f"--bots wants SEAT:LEVEL pairs like 2:random, not '{item}'")
        pairs.append((int(seat) - 1, level.strip()))
    return pairs


def run_serve(args: argparse.Namespace) -> int:
    from PySide6.QtCore import QCoreApplication, QTimer

    from ..core.folders import autosaves_dir
    from ..core.saves import SaveError, read_save, session_from_save
    from ..games import get_game
    from .host import HostOptions, HostServer

    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    try:
        bots = parse_bots(args.bots)
        if args.load:
            save = read_save(Path(args.load))
            session = session_from_save(save, get_game(save.header.game))
        else:
            session = _new_session(args)
    except (SaveError, KeyError, ValueError) as exc:
        print(f"vtt serve: {exc}", file=sys.stderr)
        return 2
    folder = (
        Path(args.autosave_dir)
        if args.autosave_dir
        else (Path(args.load).parent if args.load else autosaves_dir())
    )
    options = HostOptions(
        password=args.password,
        allow_omniscient=args.allow_omniscient,
        autosave_dir=folder,
        auto_start=True,
        test_dump=args.test_dump,
        started=bool(args.load),
    )
    host = HostServer(session, options)
    for seat, level in bots:
        refused = host.set_bot(seat, level)
        if refused is not None:
            print(f"vtt serve: --bots {seat + 1}:{level}: {refused.english()}", file=sys.stderr)
            host.close()
            return 2
    if not host.listen(args.bind, args.port):
        print(f"vtt serve: cannot listen on port {args.port}: {host.error_text()}", file=sys.stderr)
        return 2
    if not args.no_mdns:
        host.advertise()
    print(
        f"vtt serve: {session.state.game} with {len(session.state.seats)} seats, "
        f"listening on port {host.port()}",
        flush=True,
    )
    # Ctrl+C / SIGTERM: leave the event loop cleanly so the last autosave is written.
    signal.signal(signal.SIGINT, lambda *_: app.quit())
    signal.signal(signal.SIGTERM, lambda *_: app.quit())
    tick = QTimer()
    tick.start(200)  # lets Python see the signals while Qt waits
    tick.timeout.connect(lambda: None)
    code = app.exec()
    host.close()
    return code
