"""Letting the computer play its seats: the one bot driver of the program.

A game module says which of its seats with ``Seat.bot`` set must decide now
(:meth:`~vtt.core.module.GameModule.bot_to_move`) and what that bot plays
(:meth:`~vtt.core.module.GameModule.bot_command`).  :class:`BotPlayer` submits those moves
through the session, one per :meth:`~BotPlayer.step`, exactly like a person's command (so
the log, the listeners, the LAN broadcast and the autosave see nothing different).  The
desktop window paces the steps with a timer, the LAN host too, and :func:`play_bots` runs
them back to back (headless games, tests, benchmarks).

A misbehaving bot cannot hang the program: a bot that finds no move or whose move is
refused stops the bots, and so do ``max_moves`` bot moves in a row; the next command of a
person lets them try again.
"""

from __future__ import annotations

import logging

from . import commands as C
from .session import LogEntry, Session

log = logging.getLogger("vtt.bots")

#: bot moves in a row after which the bots stop until a person acts (a whole VTES game
#: between bots takes a few thousand)
MAX_BOT_MOVES = 20_000


def bot_seat(session: Session) -> int | None:
    """The seat whose bot must decide now: the game's rules are on, the module names it and
    the seat has a bot level."""
    state = session.state
    if not state.rules:
        return None
    seat = session.module.bot_to_move(state)
    if seat is None or not 0 <= seat < len(state.seats) or not state.seats[seat].bot:
        return None
    return seat


class BotPlayer:
    """Plays the bot seats of ``session`` one move at a time, counting the moves in a row."""

    def __init__(self, session: Session, max_moves: int = MAX_BOT_MOVES):
        self.session = session
        self.max_moves = max_moves
        #: bot moves since a person last acted
        self.run = 0
        #: the bots gave up (no move, a refused move, too many moves) until a person acts
        self.stopped = False
        self._playing = False
        session.listeners.append(self._heard)

    def close(self) -> None:
        """Stop listening to the session (the driver is dropped, the session lives on)."""
        if self._heard in self.session.listeners:
            self.session.listeners.remove(self._heard)

    def _heard(self, entry: LogEntry) -> None:
        if not self._playing:  # a person (or the host) acted: the bots may try again
            self.run = 0
            self.stopped = False

    def waiting_seat(self) -> int | None:
        """The bot seat to play now, or None (no bot must decide, or the bots stopped)."""
        return None if self.stopped else bot_seat(self.session)

    def step(self) -> bool:
        """Play one bot move; False when no bot had to (or could) play."""
        seat = self.waiting_seat()
        if seat is None:
            return False
        if self.run >= self.max_moves:
            return self._stop("seat %d: %d bot moves in a row; the bots stop", seat, self.run)
        cmd = self.session.module.bot_command(self.session.state, seat)
        if cmd is None:
            return self._stop("seat %d: the bot found no move", seat)
        # a bot acts for its own seat only, never as the host
        cmd.seat, cmd.host = seat, False
        if isinstance(cmd, C.Batch):
            for part in cmd.commands:
                part.seat, part.host = seat, False
        self._playing = True
        try:
            result = self.session.submit(cmd)
        finally:
            self._playing = False
        if not result.ok:
            return self._stop(
                "seat %d: bot move %r refused: %s",
                seat,
                cmd,
                result.reason.english() if result.reason is not None else "",
            )
        self.run += 1
        return True

    def _stop(self, why: str, *args) -> bool:
        log.error(why, *args)
        self.stopped = True
        return False


def play_bots(session: Session, max_moves: int = MAX_BOT_MOVES) -> int:
    """Let the bots play until a person must decide, the game ends or the bots stop;
    returns how many moves they made."""
    player = BotPlayer(session, max_moves)
    try:
        done = 0
        while player.step():
            done += 1
        return done
    finally:
        player.close()
