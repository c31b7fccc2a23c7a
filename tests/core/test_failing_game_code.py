"""A flaw in a game's code (an exception other than a refusal) never crashes the app or a
host: the command is refused with the error's name and the table is exactly as before."""

from __future__ import annotations

import pytest

from vtt.core import commands as C
from vtt.core.model import encode_state
from vtt.core.module import GameSpec, SeatSpec
from vtt.core.session import Session
from vtt.games import get_game


def _session(game: str, rules: bool) -> Session:
    module = get_game(game)
    spec = GameSpec(game=game, seats=[SeatSpec(name=n) for n in "ABCD"], seed=5, rules=rules)
    return Session(module.new_state(spec), module, spec)


@pytest.mark.parametrize(("game", "rules"), [("free", False), ("1347", True), ("vtes", True)])
def test_an_exception_in_game_code_is_a_refusal_that_changes_nothing(game, rules, monkeypatch):
    session = _session(game, rules)
    before = encode_state(session.state)

    def broken(state, cmd, out):
        state.seats[0].counters["pool"] = 999  # half a change, then a bug
        raise KeyError("no such card")

    monkeypatch.setattr(session.module, "apply", broken)
    result = session.submit(C.Draw(seat=0, n=1, host=rules))  # past the rules' checks
    assert not result.ok
    assert "KeyError" in result.reason.english() and "nothing changed" in result.reason.english()
    assert encode_state(session.state) == before
    assert session.commands == []
