"""The bytes of a seeded four-seat bot game, pinned: the encoded final state and the save
file must not change when the engine's code is reshaped.

They changed once, on purpose (save format 2): a VTES rules game no longer keeps its pending
decision (``key``, ``seat`` and the English sentence) in ``state.data["pending"]``; the
module derives it from the rules state (``stages.decider``), and the views word it afresh.
Nothing else moved: the format-1 bytes of this very game are rebuilt below by putting the
stored entry back, and they match what the code before the change wrote; that old save
loads (the migration drops the entry) and plays on to the same game."""

from __future__ import annotations

import hashlib

import msgspec

from vtt.core.model import encode_state
from vtt.core.saves import (
    FORMAT_VERSION,
    build_save,
    decode_save,
    encode_save,
    replay,
    session_from_save,
)
from vtt.games.vtes.rules.bots import new_bot_game, play_out
from vtt.games.vtes.rules.engine import PENDING_TEXTS
from vtt.games.vtes.rules.stages import decider

SEED = 11
#: sha256 of ``encode_state`` of the final state and of the save file (format 2)
STATE_SHA = "fa2558eb7e26b98de314466828f2ce4d007f07325c361047df61386e38a9200a"
SAVE_SHA = "ca4319460607191638bd74e6b549cabb1d6fbc12a11f4aeae80d0970b22be8b3"
#: the same, written by the code of format 1 (with ``state.data["pending"]``)
OLD_STATE_SHA = "22666a06481f7478a1f2bfb8356221119470d6a95eea1b0b67125d3918b494ac"
OLD_SAVE_SHA = "f9693d2539f528cc925e2cba7d714e21912e2d13614ab51eb5eef24bc07c5684"


def _sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _game():
    session = new_bot_game(SEED, seats=4, rounds=0)
    play_out(session)
    return session


def _stored_pending(state) -> dict:
    """What format 1 kept in ``state.data["pending"]`` for ``state``."""
    seat, key = decider(state)
    pending = {"key": key, "text": PENDING_TEXTS[key].text}
    if seat is not None:
        pending["seat"] = seat
    return pending


def _as_format_1(save: bytes) -> bytes:
    raw = msgspec.json.decode(save)
    raw["header"]["format_version"] = 1
    states = [snap.state for snap in decode_save(save).snapshots]
    for snapshot, state in zip(raw["snapshots"], states, strict=True):
        snapshot["state"]["data"]["pending"] = _stored_pending(state)
    return msgspec.json.encode(raw)


def test_final_state_and_save_bytes_are_pinned():
    session = _game()
    assert FORMAT_VERSION == 2
    assert _sha(encode_state(session.state)) == STATE_SHA
    assert _sha(encode_save(build_save(session))) == SAVE_SHA


def test_the_old_bytes_differ_only_by_the_stored_pending():
    session = _game()
    old_save = _as_format_1(encode_save(build_save(session)))
    assert _sha(old_save) == OLD_SAVE_SHA
    final = session.state
    final.data["pending"] = _stored_pending(final)
    assert _sha(encode_state(final)) == OLD_STATE_SHA


def test_an_old_save_loads_and_replays_to_the_same_game():
    session = _game()
    old_save = _as_format_1(encode_save(build_save(session)))
    save = decode_save(old_save)
    assert save.header.format_version == FORMAT_VERSION
    assert all("pending" not in snap.state.data for snap in save.snapshots)
    loaded = session_from_save(save, session.module)
    assert _sha(encode_state(loaded.state)) == STATE_SHA
    replayed = replay(save.spec, loaded.commands, session.module)
    assert _sha(encode_state(replayed.state)) == STATE_SHA
