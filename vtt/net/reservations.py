"""Who holds which seat, and the tokens that let them take it back.

The tokens live in a side file (``lan-seats.json``) next to the host's autosaves, never in
the game state: views are built from the state, so a token there could leak to other
players.  A host restarted on its autosave reads the side file and every player's client
rejoins with the token it already has.
"""

from __future__ import annotations

import logging
from pathlib import Path

import msgspec

from ..core.saves import write_atomic
from .auth import new_token, same_token

SIDE_FILE = "lan-seats.json"
log = logging.getLogger("vtt.net")


class _Book(msgspec.Struct, kw_only=True):
    game: str
    seed: int
    tokens: dict[int, str] = {}
    players: dict[int, str] = {}


class Reservations:
    """Seat -> token and player name, saved to ``folder`` (when given) on every change.

    The file names the game and seed so that the tokens of another game never apply."""

    def __init__(self, game: str, seed: int, folder: Path | None):
        self._book = _Book(game=game, seed=seed)
        self._path = Path(folder) / SIDE_FILE if folder is not None else None

    def load(self) -> None:
        """Take over the reservations of a previous run of the same game, if any."""
        if self._path is None or not self._path.exists():
            return
        try:
            book = msgspec.json.decode(self._path.read_bytes(), type=_Book)
        except (OSError, msgspec.DecodeError, msgspec.ValidationError) as exc:
            log.warning("ignoring unreadable seat reservations %s: %s", self._path, exc)
            return
        if (book.game, book.seed) == (self._book.game, self._book.seed):
            self._book = book

    def _save(self) -> None:
        if self._path is not None:
            write_atomic(self._path, msgspec.json.encode(self._book))

    def holder(self, seat: int) -> str | None:
        """The name of the player who reserved ``seat``, or None when it is free."""
        return self._book.players.get(seat, "") if seat in self._book.tokens else None

    def claim(self, seat: int, player: str) -> str:
        token = new_token()
        self._book.tokens[seat] = token
        self._book.players[seat] = player
        self._save()
        return token

    def matches(self, seat: int, token: str) -> bool:
        return same_token(self._book.tokens.get(seat, ""), token)

    def rename(self, seat: int, player: str) -> None:
        if self._book.players.get(seat) != player:
            self._book.players[seat] = player
            self._save()

    def release(self, seat: int) -> None:
        self._book.tokens.pop(seat, None)
        self._book.players.pop(seat, None)
        self._save()
