"""The one guard where outside data enters: every way the input can be wrong ends in one
error with a one-line message, never in a RecursionError, OverflowError, UnicodeDecodeError
or TypeError (each of which crashed a loader before)."""

import os

import msgspec
import pytest

from vtt.core import commands as C
from vtt.core.intake import MAX_DEPTH, InputError, decode_json, json_depth_ok, read_file
from vtt.core.saves import SaveError, decode_save, read_save
from vtt.net import protocol as P
from vtt.net.auth import check_proof, proof, same_token


def _one_line(exc):
    assert "\n" not in str(exc) and str(exc)


@pytest.mark.parametrize(
    "data, words",
    [
        (b"[" * 2000 + b"]" * 2000, "levels deep"),
        (b'{"a": [' * 1000, "levels deep"),
        (b'{"a": 184467440737095516160}', "too large"),
        (b'"\xff\xfe"', ""),
        (b'{"text": "\\ud800"}', "surrogate"),
    ],
)
def test_bad_json_is_one_clear_error(data, words):
    with pytest.raises(InputError) as info:
        decode_json(data)
    _one_line(info.value)
    assert words in str(info.value)


def test_depth_is_counted_outside_strings():
    assert json_depth_ok(
        b'{"a": "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["}'
    )
    assert json_depth_ok(b"[" * MAX_DEPTH + b"]" * MAX_DEPTH)
    assert not json_depth_ok(b"[" * (MAX_DEPTH + 1) + b"]" * (MAX_DEPTH + 1))


def test_600_nested_batches_are_refused_without_recursion():
    text = '{"type":"say","seat":0,"text":"x"}'
    for _ in range(600):
        text = '{"type":"batch","seat":0,"commands":[' + text + "]}"
    with pytest.raises(msgspec.MsgspecError):
        C.decode_json(text)
    with pytest.raises(msgspec.MsgspecError):  # the network's path: already parsed data
        C.from_builtins(msgspec.json.decode(text))


def test_a_lone_surrogate_in_a_command_is_named():
    with pytest.raises(msgspec.DecodeError, match="surrogate"):
        C.decode_json('{"type": "say", "seat": 0, "text": "\\udc80"}')


def test_frames_are_guarded_too():
    deep: list = []
    for _ in range(200):
        deep = [deep]
    nested = msgspec.msgpack.encode({"type": "cmd", "ref": 1, "cmd": {"x": deep}})
    with pytest.raises(InputError, match="levels deep"):
        P.decode_client(nested)
    huge = msgspec.msgpack.encode({"type": "cmd", "ref": 1, "cmd": {"x": 2**64 - 1}})
    P.decode_client(huge)  # the largest 64-bit number still fits
    with pytest.raises(msgspec.DecodeError):
        P.decode_client(b"\x91" * 3000 + b"\x90")
    with pytest.raises(msgspec.DecodeError):
        P.decode_client(b"\x81\xa4type\xa5hello\xa3app\xa2\xff\xfe")


def test_a_non_ascii_password_proof_is_just_wrong():
    assert not check_proof("secret", "00ff", "\u00e9" * 64)
    assert check_proof("s\u00e9cret", "00ff", proof("s\u00e9cret", "00ff"))
    assert not same_token("abc", "\u00e9\ud800")


def test_special_files_are_refused_not_read(tmp_path):
    fifo = tmp_path / "game.vttsave"
    os.mkfifo(fifo)
    with pytest.raises(InputError, match="not a regular file"):
        read_file(fifo)
    with pytest.raises(SaveError, match="damaged"):
        read_save(fifo)
    if os.path.exists("/dev/zero"):
        with pytest.raises(SaveError, match="not a regular file"):
            read_save("/dev/zero")
    with pytest.raises(SaveError, match="damaged"):
        read_save(tmp_path)


def test_a_huge_file_is_refused_before_reading(tmp_path):
    big = tmp_path / "big.vttsave"
    big.write_bytes(b" " * 2048)
    with pytest.raises(InputError, match="larger than"):
        read_file(big, limit=1024)


def test_saves_refuse_bad_json_in_one_line():
    for data in (b"[" * 5000, b'{"header": {"format": "\xff"}}', b"\x00\x01"):
        with pytest.raises(SaveError) as info:
            decode_save(data)
        assert str(info.value).startswith("This save is damaged: ")
        _one_line(info.value)
