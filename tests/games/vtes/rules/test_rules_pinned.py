"""The bytes of a seeded four-seat bot game, pinned: the encoded final state and the save
file must not change when the engine's code is reshaped (a change of form needs a save
migration, and this test then says why the bytes moved)."""

from __future__ import annotations

import hashlib

from vtt.core.model import encode_state
from vtt.core.saves import build_save, encode_save
from vtt.games.vtes.rules.bots import new_bot_game, play_out

SEED = 11
#: sha256 of ``encode_state`` of the final state and of the save file
STATE_SHA = "22666a06481f7478a1f2bfb8356221119470d6a95eea1b0b67125d3918b494ac"
SAVE_SHA = "f9693d2539f528cc925e2cba7d714e21912e2d13614ab51eb5eef24bc07c5684"


def _game():
    session = new_bot_game(SEED, seats=4, rounds=0)
    play_out(session)
    return session


def test_final_state_and_save_bytes_are_pinned():
    session = _game()
    state_sha = hashlib.sha256(encode_state(session.state)).hexdigest()
    save_sha = hashlib.sha256(encode_save(build_save(session))).hexdigest()
    assert (state_sha, save_sha) == (STATE_SHA, SAVE_SHA)
