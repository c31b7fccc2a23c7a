"""The exact bytes of a seeded 1347 bot game played through the Session: its final state and
its save file.  Refactoring the engine must not change a game; when the stored form of the
rules state changes on purpose, these digests change with a save-format migration and the
reason is written here.

``data/before-typed-state.vttsave`` is a save of the first 40 commands of the same game,
written by the code before any such change: it must still load, replay from its log and
play on to the very same end.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from vtt.core.bots import play_bots
from vtt.core.model import encode_state
from vtt.core.module import GameSpec, SeatSpec
from vtt.core.saves import build_save, encode_save, read_save, replay, session_from_save
from vtt.core.session import Session
from vtt.games import get_game

MODULE = get_game("1347")
OLD_SAVE = Path(__file__).parent / "data" / "before-typed-state.vttsave"

#: 217 commands, heuristic bots, seed 1347, buildings at random
STATE_SHA256 = "1dca79dbd2007efe234270da6def0e1e531abf3678b90607ffeee1a6ea9601cd"
SAVE_SHA256 = "e4ba773ecb9554934f8449244b333acd0f19552b947637bda6316242d2c55a33"


def _spec() -> GameSpec:
    return GameSpec(
        game="1347",
        seats=[SeatSpec(name=n, bot="heuristic") for n in ("Ana", "Bruno", "Carla", "Dario")],
        seed=1347,
        rules=True,
        options={"buildings": "random"},
    )


def _sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def test_a_seeded_bot_game_has_the_same_bytes():
    session = Session(MODULE.new_state(_spec()), MODULE, _spec())
    assert play_bots(session) == 217
    assert _sha(encode_state(session.state)) == STATE_SHA256
    assert _sha(encode_save(build_save(session))) == SAVE_SHA256


def test_an_old_save_loads_replays_and_plays_on_to_the_same_end():
    save = read_save(OLD_SAVE)
    loaded = session_from_save(save, MODULE)
    assert len(loaded.commands) == 40
    replayed = replay(save.spec, loaded.commands, MODULE)
    assert encode_state(replayed.state) == encode_state(loaded.state)
    play_bots(loaded)
    assert _sha(encode_state(loaded.state)) == STATE_SHA256
