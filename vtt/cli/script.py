"""``vtt script``: play a game from a JSON-lines file, headless.

The first line is a :class:`~vtt.core.module.GameSpec` (game, seats, seed, decks, rules);
each next line is one command.  For every command one JSON line is produced: accepted with
its events (as the acting seat may see them), or rejected with the reason.  The seats given
to the computer (``"bot"`` in the first line, or a ``set_bot`` command) play as they do in
the app and ``vtt serve``: at the start and after every scripted command the one bot driver
(:class:`~vtt.core.bots.BotPlayer`) moves them until a person must decide or the game ends,
and each of their moves gets its own line, marked with the bot's level.  With the rules on,
every line also says whose decision is pending.  At the end come the final view of every
seat and, once the game is over, its score sheet row by row.  Tests, bug reports and future
dedicated hosts use this.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

import msgspec

from ..core import commands as C
from ..core.bots import BotPlayer
from ..core.decks import DecksRefused
from ..core.intake import decode_json, one_line
from ..core.module import GameSpec
from ..core.session import Result, Session
from ..core.views import events_for, view_for
from ..games import get_game


class ScriptError(Exception):
    """The script cannot start (its first line is not a game)."""


def start(first_line: str) -> Session:
    """The game of the first line, dealt; a rules game whose decks break its rulebook is
    refused with one line per reason (unless its options say ``"casual": true``)."""
    try:
        spec = decode_json(first_line, GameSpec)
        module = get_game(spec.game)
        state = module.new_game(spec)
    except DecksRefused as exc:
        lines = (f"line 1: the decks are not legal for this game: {line}" for line in exc.lines())
        raise ScriptError("\n".join(lines)) from None
    except KeyError as exc:
        raise ScriptError(f"line 1 does not describe a game: no game {exc}") from None
    except (msgspec.MsgspecError, ValueError, OverflowError) as exc:
        raise ScriptError(f"line 1 does not describe a game: {one_line(str(exc))}") from None
    return Session(state, module, spec)


def seat_label(session: Session, seat: int) -> str:
    """How the output names a seat: its player and its number as in the commands (0-based)."""
    name = session.state.seats[seat].name if 0 <= seat < len(session.state.seats) else ""
    return f"{name} (seat {seat})" if name else f"seat {seat}"


def decision_text(session: Session) -> str | None:
    """Who must decide now and what, in English ("Bruno (seat 1) - Attempt to block..."); None
    with the rules off or when nobody must decide."""
    if not session.state.rules:
        return None
    decision = session.module.decision(session.state)
    if decision is None:
        return None
    who = ", ".join(seat_label(session, seat) for seat in decision.seats)
    return f"{who} - {decision.message.english()}"


def run_lines(lines: Iterable[str]) -> tuple[Session, Iterator[dict[str, Any]]]:
    """Start the game from the first line; return the session and a generator of one result
    object per following line (blank lines and ``#`` comments are skipped) and per bot move
    (``"bot"`` gives its level; the bots' moves at the start carry the first line's number)."""
    it = iter(enumerate(lines, start=1))
    for number, line in it:
        if line.strip() and not line.lstrip().startswith("#"):
            session, first = start(line), number
            break
    else:
        raise ScriptError("the script is empty")
    bots = BotPlayer(session)

    def results() -> Iterator[dict[str, Any]]:
        yield from _bot_moves(session, bots, first)
        for number, line in it:
            text = line.strip()
            if not text or text.startswith("#"):
                continue
            try:
                cmd = C.decode_json(text)
            except msgspec.MsgspecError as exc:
                yield _with_decision(
                    session,
                    {"line": number, "ok": False, "reason": f"not a command: {one_line(str(exc))}"},
                )
                continue
            yield _answer(session, number, cmd, session.submit(cmd))
            yield from _bot_moves(session, bots, number)
        bots.close()

    return session, results()


def _answer(session: Session, number: int, cmd: C.Command, result: Result) -> dict[str, Any]:
    if result.ok:
        out: dict[str, Any] = {
            "line": number,
            "ok": True,
            "state_id": result.state_id,
            "events": msgspec.to_builtins(events_for(result.events, cmd.seat)),
        }
    else:
        reason = result.reason.english() if result.reason else ""
        out = {"line": number, "ok": False, "reason": reason}
    return _with_decision(session, out)


def _with_decision(session: Session, out: dict[str, Any]) -> dict[str, Any]:
    text = decision_text(session)
    if text is not None:
        out["decision"] = text
    return out


def _bot_moves(session: Session, bots: BotPlayer, number: int) -> Iterator[dict[str, Any]]:
    """Let the bots play until a person must decide; one result per move, and one refused
    line when they give up (a bot found no move or had its move refused)."""
    stopped = bots.stopped
    while True:
        seat = bots.waiting_seat()
        level = session.state.seats[seat].bot if seat is not None else ""
        if not bots.step():
            break
        cmd, entry = session.commands[-1], session.log[-1]
        yield _with_decision(
            session,
            {
                "line": number,
                "bot": level,
                "seat": entry.seat,
                "command": msgspec.to_builtins(cmd),
                "ok": True,
                "state_id": entry.state_id,
                "events": msgspec.to_builtins(events_for(entry.events, entry.seat)),
            },
        )
    if bots.stopped and not stopped:
        yield _with_decision(
            session,
            {"line": number, "bot": "", "ok": False, "reason": "the computer players stopped"},
        )


def final_views(session: Session) -> list[dict[str, Any]]:
    return [
        {"final_view": msgspec.to_builtins(view_for(session.state, s.index, session.module))}
        for s in session.state.seats
    ]


def score_lines(session: Session) -> list[dict[str, Any]]:
    """The final score sheet of a finished game, one object per line: the seats, every row
    with its label and one value per seat, the totals and the winners; nothing while the
    game goes on (or for a game that keeps no score)."""
    sheet = session.module.final_scores(session.state)
    if sheet is None:
        return []
    seats = [seat_label(session, s.index) for s in session.state.seats]
    lines: list[dict[str, Any]] = [{"score_sheet": seats}]
    for row in sheet.rows:
        line: dict[str, Any] = {"score": row.label.english(), "values": list(row.values)}
        if row.note is not None:
            line["note"] = row.note.english()
        if not row.counted:
            line["counted"] = False
        lines.append(line)
    lines.append({"totals": list(sheet.totals)})
    lines.append({"winners": [seats[w] for w in sheet.winners if 0 <= w < len(seats)]})
    lines.extend({"note": note.english()} for note in sheet.notes)
    return lines
