"""Seats given to the computer (``set_bot``) and renamed (``rename_seat``) by the host, and the
one bot driver (vtt.core.bots)."""

import msgspec
import pytest

from vtt.core import commands as C
from vtt.core.bots import BotPlayer, bot_seat, play_bots
from vtt.core.events import BotSet, SeatRenamed
from vtt.core.model import encode_state
from vtt.core.module import GameSpec, SeatSpec
from vtt.core.saves import build_save, decode_save, encode_save, replay, session_from_save
from vtt.core.session import Session
from vtt.core.views import view_for
from vtt.games import get_game

from .factory import free_session


def game_1347(seats=4, rules=True, seed=5) -> Session:
    module = get_game("1347")
    spec = GameSpec(
        game="1347", seats=[SeatSpec(name="") for _ in range(seats)], seed=seed, rules=rules
    )
    return Session(module.new_state(spec), module, spec)


def test_the_host_gives_a_seat_to_the_computer_and_back():
    session = game_1347()
    result = session.submit(C.SetBot(seat=2, host=True, target=2, level="heuristic"))
    assert result.ok
    assert session.state.seats[2].bot == "heuristic"
    assert any(
        isinstance(e, BotSet) and e.seat == 2 and e.level == "heuristic" for e in result.events
    )
    assert view_for(session.state, 0, session.module).seats[2].bot == "heuristic"  # public
    assert session.log[-1].kind == "set_bot" and session.log[-1].host
    assert session.submit(C.SetBot(seat=2, host=True, target=2, level="")).ok
    assert session.state.seats[2].bot == ""


@pytest.mark.parametrize(
    "cmd",
    [
        C.SetBot(seat=1, target=1, level="random"),  # a seat, not the host
        C.SetBot(seat=0, target=3, level="random"),
        C.SetBot(seat=0, host=True, target=9, level="random"),  # no such seat
        C.SetBot(seat=0, host=True, target=1, level="genius"),  # a level 1347 does not have
        C.RenameSeat(seat=1, target=1, name="Bruno"),  # a seat, not the host
        C.RenameSeat(seat=0, host=True, target=1, name="   "),
        C.RenameSeat(seat=0, host=True, target=1, name="x" * 41),
    ],
)
def test_refusals_change_nothing(cmd):
    session = game_1347()
    before = encode_state(session.state)
    result = session.submit(cmd)
    assert not result.ok and result.reason is not None
    assert encode_state(session.state) == before
    assert session.log == []


def test_no_bots_without_rules_or_in_a_game_without_bots():
    session = game_1347(rules=False)
    assert not session.submit(C.SetBot(seat=0, host=True, target=1, level="random")).ok
    free = free_session()
    result = free.submit(C.SetBot(seat=0, host=True, target=1, level="random"))
    assert not result.ok and "no computer player" in result.reason.english()


def test_the_rules_neither_judge_nor_follow_seat_commands():
    session = game_1347()
    moves = session.state.data.get("moves", 0)
    assert session.submit(C.RenameSeat(seat=0, host=True, target=0, name="Ana")).ok
    assert session.state.data.get("moves", 0) == moves  # 1347's bookkeeping did not count it
    assert session.state.seats[0].name == "Ana"
    ev = session.log[-1].events[-1]
    assert (
        isinstance(ev, SeatRenamed) and ev.seat == 0 and ev.old == "Player 1" and ev.name == "Ana"
    )


def test_replay_and_save_round_trip():
    session = game_1347()
    for seat in (1, 2, 3):
        assert session.submit(C.SetBot(seat=seat, host=True, target=seat, level="random")).ok
    assert session.submit(C.RenameSeat(seat=0, host=True, target=0, name="Ana")).ok
    assert play_bots(session) > 0
    again = replay(session.spec, session.commands, session.module)
    assert encode_state(again.state) == encode_state(session.state)
    loaded = session_from_save(decode_save(encode_save(build_save(session))), session.module)
    assert encode_state(loaded.state) == encode_state(session.state)
    assert [s.bot for s in loaded.state.seats] == ["", "random", "random", "random"]
    assert C.from_builtins(C.to_builtins(session.commands[0])) == session.commands[0]
    assert msgspec.json.decode(C.encode_json(session.commands[0]))["type"] == "set_bot"


def test_bots_play_until_the_person_decides():
    session = game_1347()
    for seat in (1, 2, 3):
        session.submit(C.SetBot(seat=seat, host=True, target=seat, level="heuristic"))
    assert play_bots(session) > 0
    assert bot_seat(session) is None
    assert 0 in session.module.decision(session.state).seats


class _Stubborn:
    """A module wrapper whose bot plays a move the rules refuse, or nothing."""

    def __init__(self, module, move):
        self.module, self.move = module, move

    def __getattr__(self, name):
        return getattr(self.module, name)

    def bot_command(self, state, seat):
        return self.move(seat)


@pytest.mark.parametrize("move", [lambda seat: None, lambda seat: C.Draw(seat=seat)])
def test_a_misbehaving_bot_stops_the_bots_until_a_person_acts(move):
    session = game_1347()
    session.submit(C.SetBot(seat=1, host=True, target=1, level="random"))
    session.submit(C.SetBot(seat=0, host=True, target=0, level="random"))
    session.module = _Stubborn(session.module, move)
    player = BotPlayer(session)
    assert player.waiting_seat() is not None
    assert not player.step() and player.stopped and player.waiting_seat() is None
    session.submit(C.Say(seat=2, text="hello"))
    assert not player.stopped
    player.close()


def test_the_cap_on_moves_in_a_row():
    session = game_1347()
    for seat in range(4):
        session.submit(C.SetBot(seat=seat, host=True, target=seat, level="random"))
    assert play_bots(session, max_moves=5) == 5
