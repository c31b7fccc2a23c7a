"""Replays: seeking gives the seat's view of the state after that many commands (whatever
the order of the seeks, across undos), the timeline's marks, whose eyes, continuing from a
step, and bad saves."""

import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from vtt.cli.script import run_lines
from vtt.core import commands as C
from vtt.core.model import OMNISCIENT, SPECTATOR
from vtt.core.replay import (
    ROUND,
    SNAPSHOT_GAP,
    TURN,
    Replay,
    default_eyes,
    is_finished,
    read_replay,
)
from vtt.core.saves import SaveError, build_save, encode_save, replay, save_game
from vtt.core.views import view_for

from .factory import free_session

DATA = Path(__file__).parent.parent / "data"


def scripted(name: str):
    session, results = run_lines((DATA / name).read_text(encoding="utf-8").splitlines())
    return session, list(results)


def truth(session, step: int, seat: int):
    """The seat's view after ``step`` commands, by replaying the log from scratch."""
    again = replay(session.spec, session.commands[:step], session.module)
    return view_for(again.state, seat, session.module)


def free_game_with_undos():
    """A free-table game of 60 commands with undos and redos in its log."""
    session = free_session(3)
    rng = random.Random(5)
    for i in range(60):
        seat = i % 3
        roll = rng.random()
        if roll < 0.15 and session.can_undo(seat):
            cmd = C.Undo(seat=seat)
        elif roll < 0.2 and session.can_redo(seat):
            cmd = C.Redo(seat=seat)
        elif roll < 0.6:
            cmd = C.Counter(seat=seat, kind="score", delta=rng.randint(-2, 3))
        else:
            cmd = C.Move(seat=seat, zone=f"s{seat}.hand", index=0, to=f"s{seat}.play")
        session.submit(cmd)
    assert any(isinstance(c, C.Undo) for c in session.commands)
    return session


def test_seeking_anywhere_gives_the_view_of_that_step():
    session = free_game_with_undos()
    watched = Replay(session.spec, list(session.commands), session.module, 1)
    steps = list(range(watched.length + 1))
    random.Random(3).shuffle(steps)
    for step in steps + [0, watched.length, 5, 6, 7, 30, 29]:
        assert watched.seek(step) == truth(session, step, 1), step
    # an undo's step has a snapshot of its own: seeking never replays an undo without history
    undos = [i + 1 for i, c in enumerate(session.commands) if isinstance(c, (C.Undo, C.Redo))]
    assert set(undos) <= set(watched.snapshots)


def test_seeking_clamps_and_keeps_snapshots_sparse():
    session = free_game_with_undos()
    watched = Replay(session.spec, list(session.commands), session.module, 0)
    assert watched.seek(-5) == truth(session, 0, 0)
    assert watched.seek(10_000) == view_for(session.state, 0, session.module)
    assert watched.position == watched.length
    regular = [s for s in watched.snapshots if s % SNAPSHOT_GAP == 0]
    assert regular == list(range(0, watched.length + 1, SNAPSHOT_GAP))


def test_a_vtes_rules_game_replays_step_by_step_for_every_seat():
    session, _ = scripted("vtes-rules-first-turns.jsonl")
    for seat in (0, 2, SPECTATOR):
        watched = Replay(session.spec, list(session.commands), session.module, seat)
        for step in range(watched.length, -1, -7):
            assert watched.seek(step) == truth(session, step, seat)


def test_marks_at_turns_and_phases():
    session, _ = scripted("vtes-rules-first-turns.jsonl")
    watched = Replay(session.spec, list(session.commands), session.module, 0)
    turns = [m for m in watched.marks if m.kind == TURN]
    assert turns[0].step == 0
    for mark in turns[1:]:
        before, after = truth(session, mark.step - 1, 0), truth(session, mark.step, 0)
        assert (before.turn.number, before.turn.active) != (after.turn.number, after.turn.active)
        assert mark.label.args["n"] == after.turn.number
    assert watched.next_turn(0) == turns[1].step
    assert watched.previous_turn(turns[1].step + 1) == turns[1].step
    assert watched.previous_turn(turns[1].step) == 0
    assert any(m.kind == "phase" for m in watched.marks)


def test_1347_rounds_are_marked():
    session, _ = scripted("g1347-short-game.jsonl")
    watched = Replay(session.spec, list(session.commands), session.module, 0)
    rounds = [m for m in watched.marks if m.kind == ROUND]
    assert rounds, "the round changes during the script"
    for mark in rounds:
        assert truth(session, mark.step, 0).data["round"] == mark.label.args["n"]
        assert truth(session, mark.step - 1, 0).data.get("round") != mark.label.args["n"]


def test_the_log_is_the_seats_log():
    session, _ = scripted("free-4seat.jsonl")
    watched = Replay(session.spec, list(session.commands), session.module, 2)
    from vtt.core.views import log_for

    assert watched.full_log() == log_for(session.log, 2)
    watched.seek(4)
    assert watched.log() == log_for(session.log[:4], 2)
    assert watched.log_step(0) == 1


def test_whose_eyes(tmp_path):
    unfinished, _ = scripted("free-4seat.jsonl")
    save = build_save(unfinished)
    assert not is_finished(save, unfinished.module)
    assert default_eyes(save, unfinished.module, None) is None
    assert default_eyes(save, unfinished.module, 2) == 2
    with pytest.raises(ValueError):
        Replay.from_save(save, unfinished.module, OMNISCIENT)
    from vtt.games.vtes.rules.bots import new_bot_game, play_out

    finished = new_bot_game(4, seats=3, rounds=1)
    play_out(finished)
    done = build_save(finished)
    assert is_finished(done, finished.module)
    assert default_eyes(done, finished.module, 1) == OMNISCIENT
    watched = Replay.from_save(done, finished.module, OMNISCIENT)
    assert watched.seek(3) == truth(finished, 3, OMNISCIENT)


def test_read_replay_takes_the_savers_seat_from_the_header(tmp_path):
    session, _ = scripted("free-4seat.jsonl")
    path = tmp_path / "g.vttsave"
    save_game(path, session)
    assert read_replay(path)[1] is None
    assert b'"seat"' not in path.read_bytes().split(b'"spec"')[0]  # no seat: none written
    for seat, expected in ((2, 2), (9, None)):
        path.write_bytes(encode_save(build_save(session, seat)))
        assert read_replay(path)[1] == expected
    raw = encode_save(build_save(session)).replace(b'"header":{', b'"header":{"seat":"x",')
    path.write_bytes(raw)
    with pytest.raises(SaveError):
        read_replay(path)


def test_bad_saves_raise_a_message(tmp_path):
    with pytest.raises(SaveError):
        read_replay(tmp_path / "missing.vttsave")
    (tmp_path / "bad.vttsave").write_bytes(b"{not json")
    with pytest.raises(SaveError):
        read_replay(tmp_path / "bad.vttsave")
    session, _ = scripted("free-4seat.jsonl")
    save = build_save(session)
    save.commands[3] = {"type": "move", "seat": 0, "zone": "s0.nowhere", "index": 0, "to": "x"}
    with pytest.raises(SaveError):
        Replay.from_save(save, session.module, 0)
    from vtt.games import get_game

    with pytest.raises(SaveError):
        Replay.from_save(build_save(session), get_game("1347"), 0)


def test_continue_from_a_step_leaves_the_save_alone(tmp_path):
    session = free_game_with_undos()
    path = tmp_path / "g.vttsave"
    save_game(path, session)
    before = path.read_bytes()
    save, _ = read_replay(path)
    watched = Replay.from_save(save, session.module, 0)
    for step in (0, 17, watched.length):
        again = watched.continue_from(step)
        assert again.commands == session.commands[:step]
        assert view_for(again.state, 0, again.module) == truth(session, step, 0)
        assert again.submit(C.Counter(seat=0, kind="score", delta=1)).ok
    assert path.read_bytes() == before


def random_table_game(seed: int, length: int):
    """A free-table game of random commands that hide, show, look at and shuffle cards,
    with undos among them (refused commands are simply not in the log)."""
    session = free_session(3, seed=seed)
    rng = random.Random(seed)
    for i in range(length):
        seat = rng.randrange(3)
        other = (seat + 1) % 3
        state = session.state
        kind = rng.randrange(9)
        hand = state.zones[f"s{seat}.hand"].cards
        if kind == 0:
            cmd: C.Command = C.Draw(seat=seat, n=rng.randint(1, 2))
        elif kind == 1 and hand:
            face = rng.random() < 0.5
            cmd = C.Move(seat=seat, card=hand[0], to=f"s{seat}.play", face_up=face, x=10.0 * i)
        elif kind == 2:
            cmd = C.Look(seat=seat, zone=f"s{seat}.deck", n=2)
        elif kind == 3:
            cmd = C.Shuffle(seat=seat, zone=f"s{seat}.deck")
        elif kind == 4 and hand:
            cmd = C.Reveal(seat=seat, card=hand[-1])
        elif kind == 5 and session.can_undo(seat):
            cmd = C.Undo(seat=seat)
        elif kind == 6:
            cmd = C.Move(seat=seat, zone=f"s{seat}.play", index=0, to=f"s{other}.hand")
        else:
            cmd = C.Counter(seat=seat, kind="score", delta=1)
        session.submit(cmd)
    return session


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(min_value=0, max_value=10_000),
    seat=st.sampled_from([0, 1, 2, SPECTATOR]),
    seeks=st.lists(st.integers(min_value=0, max_value=90), min_size=1, max_size=12),
)
def test_a_replay_shows_a_seat_nothing_it_could_not_see(seed, seat, seeks):
    """Whatever the order of the seeks, the replay hands out exactly the seat's view and
    log of that step; checked against an oracle of the table's physical rules too."""
    from vtt.core.views import log_for

    from .test_properties import hidden_from

    session = random_table_game(seed, 90)
    watched = Replay(session.spec, list(session.commands), session.module, seat)
    for step in seeks:
        step = min(step, watched.length)
        view = watched.seek(step)
        state = replay(session.spec, session.commands[:step], session.module).state
        assert view == view_for(state, seat, session.module)
        assert watched.log() == log_for(session.log[:step], seat)
        secret = {c.id for c in state.cards.values() if hidden_from(state, c, seat)}
        shown = {c.id for z in view.zones.values() for c in z.cards if c.id is not None}
        assert not shown & secret
