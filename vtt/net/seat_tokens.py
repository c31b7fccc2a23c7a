"""The client's remembered seats: a restarted app can take its LAN seat back.

The host gives each player a token for their seat (:mod:`.reservations`).  Kept only in
memory, it was lost when the player's program closed or crashed, and the seat could not be
taken back.  :class:`SeatTokens` keeps them in ``lan-tokens.json`` in the user's data folder,
one per host address, port, game and player name, written atomically; an unreadable file is ignored
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
    address: str
    port: int
    game: str
    #: the player name the seat was taken with: several players may share one computer
    player: str
    seat: int
    token: str

    def same_place(self, other: SavedSeat) -> bool:
        return (self.address, self.port, self.game, self.player) == (
            other.address,
            other.port,
            other.game,
            other.player,
        )


class SeatTokens:
    """The remembered seats, one per host address, port, game and player name, in ``path``
    (default: the data folder); the most recent last."""

    def __init__(self, path: Path | None = None):
        self.path = Path(path) if path is not None else data_dir() / FILE_NAME

    def _read(self) -> list[SavedSeat]:
        if not self.path.exists():
            return []
        try:
            return msgspec.json.decode(self.path.read_bytes(), type=list[SavedSeat])
        except (OSError, msgspec.DecodeError, msgspec.ValidationError) as exc:
            log.warning("ignoring unreadable LAN seat tokens %s: %s", self.path, exc)
            return []

    def _write(self, book: list[SavedSeat]) -> None:
        try:
            write_atomic(self.path, msgspec.json.encode(book))
        except OSError as exc:
            log.warning("cannot save the LAN seat tokens to %s: %s", self.path, exc)

    def get(self, address: str, port: int, game: str, player: str) -> SavedSeat | None:
        for saved in self._read():
            if (saved.address, saved.port, saved.game, saved.player) == (
                address,
                port,
                game,
                player,
            ):
                return saved
        return None

    def put(self, saved: SavedSeat) -> None:
        book = [s for s in self._read() if not s.same_place(saved)]
        book.append(saved)  # the latest goes last: the join dialog proposes its table
        self._write(book)

    def forget(self, address: str, port: int, game: str, player: str) -> None:
        book = self._read()
        kept = [
            s
            for s in book
            if (s.address, s.port, s.game, s.player) != (address, port, game, player)
        ]
        if len(kept) != len(book):
            self._write(kept)

    def latest(self) -> tuple[str, int] | None:
        """The address and port of the table played last, if any."""
        book = self._read()
        return (book[-1].address, book[-1].port) if book else None
