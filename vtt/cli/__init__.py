"""The ``vtt`` command: the desktop app by default, and headless sub-commands.

* ``vtt`` - start the app (on the demo game when nothing else is chosen);
* ``vtt script FILE.jsonl [--save OUT]`` - play a scripted game, print the results;
* ``vtt inspect SAVE [--seat N | --public | --omniscient]`` - print a view of a save;
* ``vtt serve --game G --seats N --port P`` - host a LAN game headless;
* ``vtt replay SAVE`` - watch a saved game again (the app, with the replay window open);
* ``vtt stats SAVE [--csv]`` - how a saved game went, headless.

The GUI is imported only when needed, so the headless commands run without a display.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

import msgspec

from .. import __version__

if TYPE_CHECKING:
    from ..core.session import Session


def _cmd_script(args: argparse.Namespace) -> int:
    from ..core.intake import InputError, read_text
    from .script import ScriptError, final_views, run_lines, score_lines

    try:
        text = read_text(args.file)
        session, results = run_lines(text.splitlines())
    except OSError as exc:
        return _fail("script", f"cannot read {args.file}: {exc.strerror or exc}")
    except (InputError, ScriptError) as exc:
        return _fail("script", str(exc))
    rejected = 0
    out = sys.stdout.buffer
    try:
        for result in results:
            rejected += not result["ok"]
            out.write(msgspec.json.encode(result) + b"\n")
        for line in [*final_views(session), *score_lines(session)]:
            out.write(msgspec.json.encode(line) + b"\n")
        out.flush()
    except BrokenPipeError:  # `vtt script ... | head -1`: the reader has all it wanted
        _quiet_stdout()
        for result in results:  # the rest of the game still plays, for --save
            rejected += not result["ok"]
    if args.save:
        code = _save(session, args.save)
        if code:
            return code
    return 1 if (rejected and args.strict) else 0


def _quiet_stdout() -> None:
    """Point stdout at nothing so that Python's final flush does not fail again."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    os.close(devnull)


def _save(session: Session, path: str) -> int:
    from ..core.saves import save_game

    try:
        save_game(Path(path), session)
    except OSError as exc:
        return _fail("script", f"cannot write {path}: {exc.strerror or exc}")
    return 0


def _fail(command: str, text: str) -> int:
    """Say why ``vtt command`` stops, one line per reason, and return its exit code (2)."""
    for line in text.splitlines() or [""]:
        print(f"vtt {command}: {line}", file=sys.stderr)
    return 2


def _cmd_inspect(args: argparse.Namespace) -> int:
    from ..core.model import OMNISCIENT, SPECTATOR
    from ..core.saves import SaveError, read_save, session_from_save
    from ..core.views import view_for
    from ..games import get_game

    try:
        save = read_save(Path(args.save))
        module = get_game(save.header.game)
        session = session_from_save(save, module)
    except SaveError as exc:
        return _fail("inspect", str(exc))
    except KeyError:
        return _fail("inspect", f"this program has no game called {save.header.game!r}")
    if args.omniscient:
        seat = OMNISCIENT
    elif args.public or args.seat is None:
        seat = SPECTATOR
    else:
        seat = args.seat
        if not 0 <= seat < len(session.state.seats):
            print(f"vtt inspect: there is no seat {seat}", file=sys.stderr)
            return 2
    view = view_for(session.state, seat, module)
    sys.stdout.buffer.write(msgspec.json.format(msgspec.json.encode(view), indent=2) + b"\n")
    return 0


def _cmd_serve(args: argparse.Namespace) -> int:
    from ..net.serve import run_serve

    return run_serve(args)


def _cmd_stats(args: argparse.Namespace) -> int:
    from .stats import run_stats

    return run_stats(args)


def _cmd_replay(args: argparse.Namespace) -> int:
    from .replay import run_replay

    return run_replay(args, _cmd_app)


def _cmd_app(args: argparse.Namespace) -> int:
    from ..system_libraries import missing_message, translated

    missing = missing_message()
    if missing is not None:  # Qt would abort with a message that names no package
        from PySide6.QtCore import QLocale

        from ..settings import load_settings, resolve_language

        language = resolve_language(load_settings().language, QLocale.system().name())
        print(translated(missing, language), file=sys.stderr)
        return 1
    from ..app import run_app

    return run_app(args)


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="vtt",
        description="A virtual tabletop for VTES, 1347, Nights of Blood and any deck of cards.",
    )
    p.add_argument("--version", action="version", version=f"vtt {__version__}")
    p.add_argument(
        "--smoke-test",
        action="store_true",
        help="open the demo table, render it once and exit (for packaging checks)",
    )
    p.add_argument("--game", default=None, help="game to start with (default: the demo)")
    p.add_argument("--open", dest="open_save", default=None, help="a save file to open")
    p.add_argument(
        "--join",
        default=None,
        metavar="HOST:PORT",
        help="join the LAN game at HOST:PORT (a remembered seat there is taken back)",
    )
    p.add_argument(
        "--seat", type=int, default=None, help="with --join: the seat to take (1 is the first)"
    )
    p.add_argument("--name", default=None, help="with --join: your player name")
    p.set_defaults(func=_cmd_app)
    sub = p.add_subparsers(dest="command")

    s = sub.add_parser("script", help="play a JSON-lines script headless")
    s.add_argument("file")
    s.add_argument("--save", help="write the resulting game to this save file")
    s.add_argument("--strict", action="store_true", help="exit 1 if any command was rejected")
    s.set_defaults(func=_cmd_script)

    i = sub.add_parser("inspect", help="print one view of a save as JSON")
    i.add_argument("save")
    g = i.add_mutually_exclusive_group()
    g.add_argument("--seat", type=int, help="the view of this seat (0 is the first)")
    g.add_argument("--public", action="store_true", help="the spectators' view (default)")
    g.add_argument("--omniscient", action="store_true", help="everything (judges only)")
    i.set_defaults(func=_cmd_inspect)

    r = sub.add_parser("replay", help="watch a saved game again")
    r.add_argument("save")
    r.set_defaults(func=_cmd_replay)

    from .stats import add_stats_arguments

    t = sub.add_parser("stats", help="print how a saved game went (its statistics)")
    add_stats_arguments(t)
    t.set_defaults(func=_cmd_stats)

    from ..net.serve import add_serve_arguments

    v = sub.add_parser("serve", help="host a LAN game headless (no window)")
    add_serve_arguments(v)
    v.set_defaults(func=_cmd_serve)
    return p


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    return args.func(args)
