"""The client's remembered seats: a restarted app can take its LAN seat back.

The host gives each player a token for their seat (:mod:`.reservations`).  Kept only in
memory, it was lost when the player's program closed or crashed, and the seat could not be
taken back.  :class:`SeatTokens` keeps them in ``lan-tokens.json`` in the user's data folder,
one per host address, port and game, written atomically; an unreadable file is ignored
with a warning (the player then joins as a newcomer).
"""

from __future__ import annotations

import logging
from pathlib import Path

import msgspec

from ..core.folders import data_dir
from ..core.saves import write_atomic

FILE_NAME = "lan-tokens.json"
log = logging.getLogger("vtt.net")


class SavedSeat(msgspec.Struct, kw_only=True):
    seat: int
    token: str
    #: the player name this seat was taken with (the join dialog shows it)
    player: str = ""


class SeatTokens:
    """``host:port/game`` -> the seat and its token, in ``path`` (default: the data folder)."""

    def __init__(self, path: Path | None = None):
        self.path = Path(path) if path is not None else data_dir() / FILE_NAME

    @staticmethod
    def key(address: str, port: int, game: str) -> str:
        return f"{address}:{port}/{game}"

    def _read(self) -> dict[str, SavedSeat]:
        if not self.path.exists():
            return {}
        try:
            return msgspec.json.decode(self.path.read_bytes(), type=dict[str, SavedSeat])
        except (OSError, msgspec.DecodeError, msgspec.ValidationError) as exc:
            log.warning("ignoring unreadable LAN seat tokens %s: %s", self.path, exc)
            return {}

    def _write(self, book: dict[str, SavedSeat]) -> None:
        try:
            write_atomic(self.path, msgspec.json.encode(book))
        except OSError as exc:
            log.warning("cannot save the LAN seat tokens to %s: %s", self.path, exc)

    def get(self, address: str, port: int, game: str) -> SavedSeat | None:
        return self._read().get(self.key(address, port, game))

    def put(self, address: str, port: int, game: str, saved: SavedSeat) -> None:
        book = self._read()
        key = self.key(address, port, game)
        book.pop(key, None)  # the latest goes last: the join dialog proposes it first
        book[key] = saved
        self._write(book)

    def forget(self, address: str, port: int, game: str) -> None:
        book = self._read()
        if book.pop(self.key(address, port, game), None) is not None:
            self._write(book)

    def latest(self) -> tuple[str, int] | None:
        """The address and port of the table played last, if any."""
        book = self._read()
        if not book:
            return None
        where = next(reversed(book)).rsplit("/", 1)[0]
        address, _, port = where.rpartition(":")
        return (address, int(port)) if port.isdigit() else None
