"""A seeded four-seat bot game, pinned: its command log (every choice the bots made, so
the whole course of the game), the encoded final state and the save file must not change
when the engine's code is reshaped.

The log changed once, on purpose (the timing fixes of issue 14): the block step became a
priority round led by the acting Methuselah (its action modifiers first; every Methuselah
passes, a blocker's pass declines), and referendum votes are cast by source in any order,
each Methuselah then passing when done; so the bots make more passes and other choices, a
longer log (992 commands before, 1348 after) and another final state.  Before that the state
and save bytes changed twice, on purpose, with the same log:

* save format 2: a VTES rules game no longer keeps its pending decision (``key``, ``seat``
  and the English sentence) in ``state.data["pending"]``; the module derives it from the
  rules state (``stages.decider``) and the views word it afresh.  A format-1 save of this
  game, rebuilt below by putting the stored entry back, loads (the migration drops the
  entry) and plays on to the same game;
* hidden information: a card that leaves the table for a pile or a hand no longer keeps
  its table position, lock, counters or attachment (``vtt.core.table``), so nobody can
  follow it into a library and through a shuffle."""

from __future__ import annotations

import hashlib

import msgspec

from vtt.core import commands as C
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
#: sha256 of the command log as JSON (1348 commands), since the timing fixes of issue 14
LOG_SHA = "657b9c844d119a633a0b9b73deb9b8ec5f9a48e7b62c0ea4864911864535a32c"
#: sha256 of ``encode_state`` of the final state and of the save file (format 2)
STATE_SHA = "b8fa1ad921569392f4708cfe983927fc8945010fe9113513a645707103f21c99"
SAVE_SHA = "6cec7cea215128bcd8d2ef751ee88822d2fc5cd3c05171844a35891bd066b046"


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


def test_the_bots_play_the_same_game_move_for_move():
    session = _game()
    log = msgspec.json.encode([C.to_builtins(cmd) for cmd in session.commands])
    assert len(session.commands) == 1348
    assert _sha(log) == LOG_SHA


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
