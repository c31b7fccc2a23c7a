"""Remembered seat tokens: one per host, port, game and player; a corrupt file is ignored."""

from __future__ import annotations

import logging

from vtt.net.seat_tokens import FILE_NAME, SavedSeat, SeatTokens


def _seat(player: str, seat: int, port: int = 47311) -> SavedSeat:
    return SavedSeat(
        address="10.0.0.2", port=port, game="vtes", player=player, seat=seat, token=f"t{seat}"
    )


def test_put_get_forget_and_latest(tmp_path):
    book = SeatTokens(tmp_path / FILE_NAME)
    assert book.get("10.0.0.2", 47311, "vtes", "Ana") is None and book.latest() is None
    book.put(_seat("Ana", 0))
    book.put(_seat("Bruno", 1, port=47312))
    book.put(_seat("Ana", 2))  # Ana's new seat at the same table replaces the old one
    again = SeatTokens(tmp_path / FILE_NAME)
    assert again.get("10.0.0.2", 47311, "vtes", "Ana").seat == 2
    assert again.get("10.0.0.2", 47312, "vtes", "Bruno").token == "t1"
    assert again.get("10.0.0.2", 47311, "free", "Ana") is None
    assert again.latest() == ("10.0.0.2", 47311)
    again.forget("10.0.0.2", 47311, "vtes", "Ana")
    assert again.get("10.0.0.2", 47311, "vtes", "Ana") is None
    assert again.latest() == ("10.0.0.2", 47312)


def test_corrupt_file_is_ignored_with_a_warning(tmp_path, caplog):
    path = tmp_path / FILE_NAME
    path.write_bytes(b"{not json")
    book = SeatTokens(path)
    with caplog.at_level(logging.WARNING, logger="vtt.net"):
        assert book.get("10.0.0.2", 47311, "vtes", "Ana") is None
    assert "unreadable" in caplog.text
    book.put(_seat("Ana", 1))  # a good file replaces it
    assert SeatTokens(path).get("10.0.0.2", 47311, "vtes", "Ana").seat == 1
