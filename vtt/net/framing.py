"""Frames on a TCP stream: a 4-byte big-endian length, then that many bytes of message.

TCP delivers a stream, not messages; the length prefix cuts it back into messages.  A length
above :data:`MAX_FRAME` is refused before anything is buffered, so a peer cannot make the
host allocate gigabytes by announcing a huge frame.
"""

from __future__ import annotations

import struct

#: the largest message either side accepts (a join snapshot is far below it)
MAX_FRAME = 1 << 20

_LEN = struct.Struct(">I")


class FrameError(Exception):
    """The stream is not a sequence of valid frames; the connection must be closed."""


def frame(payload: bytes) -> bytes:
    if len(payload) > MAX_FRAME:
        raise FrameError(f"message of {len(payload)} bytes is over the {MAX_FRAME} byte cap")
    return _LEN.pack(len(payload)) + payload


class FrameReader:
    """Collects bytes as they arrive and returns the complete frames."""

    def __init__(self, cap: int = MAX_FRAME):
        self._buf = bytearray()
        self._cap = cap

    def feed(self, data: bytes) -> list[bytes]:
        self._buf += data
        frames = []
        while len(self._buf) >= 4:
            (size,) = _LEN.unpack_from(self._buf)
            if size > self._cap:
                raise FrameError(f"frame of {size} bytes announced; the cap is {self._cap}")
            if size == 0:
                raise FrameError("empty frame")
            if len(self._buf) < 4 + size:
                break
            frames.append(bytes(self._buf[4 : 4 + size]))
            del self._buf[: 4 + size]
        return frames
