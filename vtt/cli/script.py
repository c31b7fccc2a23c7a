"""``vtt script``: play a game from a JSON-lines file, headless.

The first line is a :class:`~vtt.core.module.GameSpec` (game, seats, seed, decks, rules);
each next line is one command.  For every command one JSON line is produced: accepted with
its events (as the acting seat may see them), or rejected with the reason.  At the end comes
the final view of every seat.  Tests, bug reports and future dedicated hosts use this.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

import msgspec

from ..core import commands as C
from ..core.intake import decode_json, one_line
from ..core.module import GameSpec
from ..core.session import Session
from ..core.views import events_for, view_for
from ..games import get_game


class ScriptError(Exception):
    """The script cannot start (its first line is not a game)."""


def start(first_line: str) -> Session:
    try:
        spec = decode_json(first_line, GameSpec)
        module = get_game(spec.game)
        state = module.new_state(spec)
    except KeyError as exc:
        raise ScriptError(f"line 1 does not describe a game: no game {exc}") from None
    except (msgspec.MsgspecError, ValueError, OverflowError) as exc:
        raise ScriptError(f"line 1 does not describe a game: {one_line(str(exc))}") from None
    return Session(state, module, spec)


def run_lines(lines: Iterable[str]) -> tuple[Session, Iterator[dict[str, Any]]]:
    """Start the game from the first line; return the session and a generator of one result
    object per following line (blank lines and ``#`` comments are skipped)."""
    it = iter(enumerate(lines, start=1))
    for _, line in it:
        if line.strip() and not line.lstrip().startswith("#"):
            session = start(line)
            break
    else:
        raise ScriptError("the script is empty")

    def results() -> Iterator[dict[str, Any]]:
        for number, line in it:
            text = line.strip()
            if not text or text.startswith("#"):
                continue
            try:
                cmd = C.decode_json(text)
            except msgspec.MsgspecError as exc:
                yield {
                    "line": number,
                    "ok": False,
                    "reason": f"not a command: {one_line(str(exc))}",
                }
                continue
            result = session.submit(cmd)
            if result.ok:
                yield {
                    "line": number,
                    "ok": True,
                    "state_id": result.state_id,
                    "events": msgspec.to_builtins(events_for(result.events, cmd.seat)),
                }
            else:
                reason = result.reason.english() if result.reason else ""
                yield {"line": number, "ok": False, "reason": reason}

    return session, results()


def final_views(session: Session) -> list[dict[str, Any]]:
    return [
        {"final_view": msgspec.to_builtins(view_for(session.state, s.index, session.module))}
        for s in session.state.seats
    ]
