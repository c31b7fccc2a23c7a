"""The Session's fast path for bot runs (``restore_by_replay``): the same game, byte for
byte, as the ordinary path, and a command refused half-way is taken back exactly."""

from __future__ import annotations

from g1347_arrange import MODULE, decider, new_game, play_out

from vtt.core import commands as C
from vtt.core.model import encode_state
from vtt.games.g1347 import commands as G
from vtt.games.g1347.bots import bot_command


def _to_a_play_decision(session, after: int) -> int:
    """Bot moves until, after at least ``after`` commands, a seat must play cards."""
    while True:
        decision = MODULE.decision(session.state)
        if decision.kind == "play" and len(session.commands) >= after:
            return decision.seats[0]
        seat = decider(session.state)
        assert session.submit(bot_command(session.state, seat, "random", MODULE)).ok


def test_a_batch_refused_half_way_is_taken_back_exactly():
    states = []
    for fast in (False, True):
        session = new_game(4, seed=2, bots="random", fast=fast)
        seat = _to_a_play_decision(session, after=70)  # past the first undo checkpoint
        legal = next(c for c in MODULE.legal_commands(session.state, seat) if isinstance(c, G.Play))
        other = session.state.zones[f"s{(seat + 1) % 4}.hand"].cards[0]
        before = encode_state(session.state)
        result = session.submit(C.Batch(seat=seat, commands=[legal, G.Play(seat=seat, card=other)]))
        assert not result.ok and "from your hand" in result.reason.english()
        assert encode_state(session.state) == before
        assert session.submit(legal).ok  # and the game goes on from there
        play_out(session)
        states.append(encode_state(session.state))
    assert states[0] == states[1]
