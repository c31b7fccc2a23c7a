"""The guard at every door where outside data enters: saves, settings, scripts, network frames.

msgspec checks types, but some input gets past it and crashes whoever reads it next: text
that is not UTF-8, nesting thousands of levels deep (``RecursionError``), integers too big
for 64 bits (``OverflowError`` when the state is encoded again), special files that never
end (a FIFO, ``/dev/zero``).  Every reader goes through this module, which enforces

* :data:`MAX_DEPTH` levels of nesting (checked before decoding, so no decoder recurses);
* integers that fit 64 bits (what msgpack and the RNG can hold);
* :data:`MAX_FILE` bytes for a file, and regular files only;

and turns every way the input can be wrong into one error, :class:`InputError`, whose text
is one line.  ``InputError`` is a :class:`msgspec.DecodeError`, so every handler written
for malformed input catches it too.
"""

from __future__ import annotations

import os
import re
import stat
from pathlib import Path
from typing import Any

import msgspec

#: the deepest nesting any input may have (a save's state is about 8 levels deep)
MAX_DEPTH = 64
#: the largest file read: a save of a long 6-seat game is well below 10 MiB
MAX_FILE = 64 << 20
#: how much of a detail a message quotes
_DETAIL = 160


_STRUCTURE = bytes(b for b in range(256) if b not in b'[]{}"')
_SQUARE = bytes.maketrans(b"{}", b"[]")
_LONE_SURROGATE = re.compile(rb"\\u[dD][89abAB][0-9a-fA-F]{2}(?!\\u[dD][c-fC-F])")
_FITS = msgspec.msgpack.Encoder()


class InputError(msgspec.DecodeError):
    """Outside data that cannot be used; ``str()`` says why in one line."""

    def __init__(self, detail: str):
        super().__init__(one_line(detail))


def one_line(text: str) -> str:
    """``text`` on one line and short enough to quote in a message."""
    flat = " ".join(str(text).split())
    return flat if len(flat) <= _DETAIL else flat[: _DETAIL - 1] + "\u2026"


def json_depth_ok(data: bytes, limit: int = MAX_DEPTH) -> bool:
    """Whether JSON ``data`` nests at most ``limit`` levels.  Works on the raw bytes with
    C-speed passes, so it is safe on input that would make a recursive decoder overflow:
    escaped backslashes and quotes are dropped (so every remaining quote opens or closes a
    string), everything but quotes and brackets is dropped, the strings go, and the
    innermost bracket pairs are peeled one level per pass."""
    unescaped = data.replace(b"\\\\", b"").replace(b'\\"', b"") if b"\\" in data else data
    # quotes and brackets only; '""' is an empty string or the seam of two strings
    marks = unescaped.translate(None, _STRUCTURE).replace(b'""', b"")
    skeleton = b"".join(marks.split(b'"')[::2]).translate(_SQUARE)
    for _ in range(limit):
        peeled = skeleton.replace(b"[]", b"")
        if peeled == skeleton:
            return True
        skeleton = peeled
    return b"[]" not in skeleton


def _failure(exc: BaseException, data: bytes) -> InputError:
    if isinstance(exc, RecursionError):
        return InputError(f"nested more than {MAX_DEPTH} levels deep")
    if isinstance(exc, UnicodeDecodeError):
        return InputError("the text is not UTF-8")
    if _LONE_SURROGATE.search(data):
        return InputError("it contains a lone surrogate escape (\\ud800-\\udfff), which is no text")
    return InputError(str(exc))


def check_encodable(obj: Any) -> None:
    """Refuse a decoded value holding an integer beyond 64 bits (it could not be saved,
    sent or fed to the RNG) or nested too deep to encode again."""
    try:
        _FITS.encode(obj)
    except OverflowError:
        raise InputError("a number is too large (more than 64 bits)") from None
    except RecursionError:
        raise InputError(f"nested more than {MAX_DEPTH} levels deep") from None


def decode_json(data: bytes | str, type: Any = Any, *, scanned: bool = False) -> Any:
    """``data`` (JSON) decoded as ``type``, or :class:`InputError`.  ``scanned``: the
    caller already checked the depth of these very bytes (a second decode of a file)."""
    if isinstance(data, str):
        try:
            data = data.encode("utf-8")
        except UnicodeEncodeError:
            raise InputError(
                "it contains a lone surrogate (\\ud800-\\udfff), which is no text"
            ) from None
    if not scanned and not json_depth_ok(data):
        raise InputError(f"nested more than {MAX_DEPTH} levels deep")
    try:
        value = msgspec.json.decode(data, type=type)
    except (msgspec.MsgspecError, ValueError, RecursionError) as exc:
        raise _failure(exc, data) from None
    check_encodable(value)
    return value


def decode_msgpack(decoder: msgspec.msgpack.Decoder, data: bytes) -> Any:
    """A msgpack frame decoded by ``decoder``, with the same limits as JSON: the depth is
    measured on the value's JSON form (msgpack cannot be scanned without parsing it);
    msgpack itself holds no integer beyond 64 bits."""
    try:
        value = decoder.decode(data)
        text = msgspec.json.encode(value)
    except (msgspec.MsgspecError, ValueError, TypeError, RecursionError, OverflowError) as exc:
        raise _failure(exc, b"") from None
    if not json_depth_ok(text):
        raise InputError(f"nested more than {MAX_DEPTH} levels deep")
    return value


def read_file(path: Path | str, limit: int = MAX_FILE) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes.  A FIFO, a device or a
    folder is refused without reading (``/dev/zero`` never ends; opening a FIFO waits for a
    writer), so is a larger file.  ``OSError`` passes through for the caller to word."""
    path = Path(path)
    info = os.stat(path)
    if not stat.S_ISREG(info.st_mode):
        raise InputError(f"{path.name} is not a regular file")
    if info.st_size > limit:
        raise InputError(f"{path.name} is larger than {limit >> 20} MiB")
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    with os.fdopen(fd, "rb") as fh:
        if not stat.S_ISREG(os.fstat(fh.fileno()).st_mode):  # swapped after the stat
            raise InputError(f"{path.name} is not a regular file")
        data = fh.read(limit + 1)
    if len(data) > limit:
        raise InputError(f"{path.name} is larger than {limit >> 20} MiB")
    return data


def read_text(path: Path | str, limit: int = MAX_FILE) -> str:
    """A regular UTF-8 text file (see :func:`read_file`)."""
    try:
        return read_file(path, limit).decode("utf-8")
    except UnicodeDecodeError:
        raise InputError(f"{Path(path).name} is not UTF-8 text") from None


__all__ = [
    "InputError",
    "MAX_DEPTH",
    "MAX_FILE",
    "check_encodable",
    "decode_json",
    "decode_msgpack",
    "json_depth_ok",
    "one_line",
    "read_file",
    "read_text",
]
