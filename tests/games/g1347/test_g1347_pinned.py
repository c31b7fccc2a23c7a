"""The exact bytes of a seeded 1347 bot game played through the Session: its final state and
its save file.  Refactoring the engine must not change a game; when the stored form of the
rules state changes on purpose, these digests change with a save-format migration and the
reason is written here.

Why they changed once (save format 1 -> 2, ``saves.MIGRATIONS[1]``): the rules state no
longer stores the pending decision (``data["pending"]``: its seat, kind, English sentence
and message template).  It is derived from the queue of steps whenever somebody asks
(``Game1347.decision``).  Nothing else changed: the game, its commands, every other byte of
the state (:func:`test_only_the_stored_decision_changed` checks it against the old digest)
and the save's header apart from ``format_version``.

``data/before-typed-state.vttsave`` is a save of the first 40 commands of the same game,
written in format 1 by the code before the change: it must still load (the migration drops
the stored decision from its snapshot), replay from its log to the same state and play on to
the very same end.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

import msgspec

from vtt.core.bots import play_bots
from vtt.core.model import encode_state
from vtt.core.module import GameSpec, SeatSpec
from vtt.core.saves import build_save, encode_save, read_save, replay, session_from_save
from vtt.core.session import Session
from vtt.games import get_game

MODULE = get_game("1347")
OLD_SAVE = Path(__file__).parent / "data" / "before-typed-state.vttsave"

#: 217 commands, heuristic bots, seed 1347, buildings at random
STATE_SHA256 = "d6b05b5f6020c048732724839f372b765555b44ed195f0d51042813bab2a48c3"
SAVE_SHA256 = "672e9fd65ad39d49798488230d9775bcd53dca3934c1cafd88fdc9055a7d26bb"
#: the final state's digest in format 1, with ``data["pending"]`` (None at the end) stored
#: between ``steps`` and ``moves``
FORMAT_1_STATE_SHA256 = "1dca79dbd2007efe234270da6def0e1e531abf3678b90607ffeee1a6ea9601cd"


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


def test_only_the_stored_decision_changed():
    session = Session(MODULE.new_state(_spec()), MODULE, _spec())
    play_bots(session)
    state = session.state
    assert "pending" not in state.data and MODULE.decision(state) is None
    data = state.data
    keys = list(data)
    at = keys.index("moves")
    state.data = {k: data[k] for k in keys[:at]} | {"pending": None}
    state.data |= {k: data[k] for k in keys[at:]}
    assert _sha(encode_state(state)) == FORMAT_1_STATE_SHA256


def test_the_old_save_is_format_1_with_the_stored_decision():
    raw = msgspec.json.decode(OLD_SAVE.read_bytes())
    assert raw["header"]["format_version"] == 1
    assert raw["snapshots"][-1]["state"]["data"]["pending"]["kind"] == "play"
    assert "pending" not in read_save(OLD_SAVE).snapshots[-1].state.data
