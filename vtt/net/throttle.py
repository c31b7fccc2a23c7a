"""Slowing down password guesses, per address.

Every answer to a wrong password makes the next check from the same address wait longer
(``base``, twice that, four times... up to ``cap``), and checks from one address never run
side by side: a client that opens many connections at once waits in one line.  The host
waits with a timer, never by blocking its event loop, so everybody else plays on.  A right
password forgets the address's failures; so does a quiet ``forget`` interval.
"""

from __future__ import annotations

from dataclasses import dataclass

#: how many addresses are remembered at most (the oldest is forgotten first)
MAX_ADDRESSES = 1024


@dataclass
class _Record:
    failures: int = 0
    last_failure: float = 0.0
    #: the earliest moment the next check from this address may run
    next_slot: float = 0.0


class PasswordBackoff:
    """The waits before password checks; times are seconds on a monotonic clock."""

    def __init__(self, base: float = 0.25, cap: float = 8.0, forget: float = 600.0):
        self.base, self.cap, self.forget = base, cap, forget
        self._records: dict[str, _Record] = {}

    def delay(self, failures: int) -> float:
        """The spacing of checks after ``failures`` wrong answers."""
        if failures <= 0:
            return 0.0
        return min(self.cap, self.base * 2 ** min(failures - 1, 30))

    def book(self, address: str, now: float) -> float:
        """Book the next check from ``address``: how long it must wait first (0: now)."""
        record = self._records.get(address)
        if record is None or record.failures == 0:
            return 0.0
        if now - record.last_failure > self.forget:
            del self._records[address]
            return 0.0
        slot = max(now, record.next_slot)
        record.next_slot = slot + self.delay(record.failures)
        return slot - now

    def failed(self, address: str, now: float) -> None:
        record = self._records.pop(address, None) or _Record()
        self._records[address] = record  # the most recent last
        record.failures += 1
        record.last_failure = now
        record.next_slot = max(record.next_slot, now + self.delay(record.failures))
        while len(self._records) > MAX_ADDRESSES:
            del self._records[next(iter(self._records))]

    def succeeded(self, address: str) -> None:
        self._records.pop(address, None)
