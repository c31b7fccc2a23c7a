"""The exact bytes of a seeded 1347 bot game played through the Session: its final state and
its save file.  Refactoring the engine must not change a game; when the stored form of the
rules state changes on purpose, these digests change with a save-format migration and the
reason is written here.

Why they changed once (save format 1 -> 2, ``saves.MIGRATIONS[1]``): the rules state no
longer stores the pending decision (``data["pending"]``: its seat, kind, English sentence
and message template).  It is derived from the queue of steps whenever somebody asks
(``Game1347.decision``).

Why they changed a second time, with the same commands: a card that leaves the table for a
pile or a hand no longer keeps its table position, lock, counters or attachment
(``vtt.core.table``), so that nobody can follow it into a hidden zone.  The command log
(every choice the bots made) is pinned apart and has not changed since it was first pinned.

The save's digest alone changed a third time (save format 2 -> 3, a VTES matter: an older
VTES save gets its seating option written in): only the header's format version differs.

``data/before-typed-state.vttsave`` is a save of the first 40 commands of the same game,
written in format 1 by the code before the change: it must still load (the migration drops
the stored decision from its snapshot), replay from its log to the same state and play on to
the very same end (the migration also makes its snapshot's cards in piles and hands shed
the table state the old code kept).
"""

from __future__ import annotations

import hashlib
from pathlib import Path

import msgspec

from vtt.core import commands as C
from vtt.core.bots import play_bots
from vtt.core.model import SPECTATOR, encode_state
from vtt.core.module import GameSpec, SeatSpec
from vtt.core.saves import build_save, encode_save, read_save, replay, session_from_save
from vtt.core.session import Session
from vtt.core.views import view_for
from vtt.games import get_game

MODULE = get_game("1347")
OLD_SAVE = Path(__file__).parent / "data" / "before-typed-state.vttsave"

#: 217 commands, heuristic bots, seed 1347, buildings at random: the log as JSON (unchanged
#: since first pinned), the final state and the save file (its bytes changed with save
#: format 4, whose header says so)
LOG_SHA256 = "79652e8adb34d8889ef5a789df65c54490fea5cc7c97151cf94f9a2559c372e0"
STATE_SHA256 = "6935978850750bb5b69ae7a15a419335a96963673deb4c5c36efdfb9eda3db8e"
SAVE_SHA256 = "fe4d00279c3fc9ababeb814582d54f3044a76ce97beda882392f0bbe42caf6fa"


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


def _log(session: Session) -> bytes:
    return msgspec.json.encode([C.to_builtins(cmd) for cmd in session.commands])


def _views(session: Session) -> list[bytes]:
    seats = [*range(len(session.state.seats)), SPECTATOR]
    return [msgspec.msgpack.encode(view_for(session.state, s, MODULE)) for s in seats]


def test_a_seeded_bot_game_has_the_same_bytes():
    session = Session(MODULE.new_state(_spec()), MODULE, _spec())
    assert play_bots(session) == 217
    assert _sha(_log(session)) == LOG_SHA256
    assert _sha(encode_state(session.state)) == STATE_SHA256
    assert _sha(encode_save(build_save(session))) == SAVE_SHA256


def test_an_old_save_loads_replays_and_plays_on_to_the_same_end():
    save = read_save(OLD_SAVE)
    loaded = session_from_save(save, MODULE)
    assert len(loaded.commands) == 40
    replayed = replay(save.spec, loaded.commands, MODULE)
    assert encode_state(replayed.state) == encode_state(loaded.state)
    play_bots(loaded)
    fresh = Session(MODULE.new_state(_spec()), MODULE, _spec())
    play_bots(fresh)
    assert _sha(_log(loaded)) == LOG_SHA256
    assert _sha(encode_state(loaded.state)) == STATE_SHA256
    assert _views(loaded) == _views(fresh)


def test_the_old_save_is_format_1_with_the_stored_decision():
    raw = msgspec.json.decode(OLD_SAVE.read_bytes())
    assert raw["header"]["format_version"] == 1
    assert raw["snapshots"][-1]["state"]["data"]["pending"]["kind"] == "play"
    assert "pending" not in read_save(OLD_SAVE).snapshots[-1].state.data
