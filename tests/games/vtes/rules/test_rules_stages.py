"""The stage table (stages.STAGE_COMMANDS) and the registry (registry.ENTRIES) agree with
each other, with the legal-command listing and with the module's decision."""

from __future__ import annotations

import msgspec

from vtt.core import commands as C
from vtt.games.vtes.rules import commands as K
from vtt.games.vtes.rules.bots import bot_move, new_bot_game
from vtt.games.vtes.rules.legal import legal_commands
from vtt.games.vtes.rules.registry import ENTRIES
from vtt.games.vtes.rules.stages import ANY_SEAT, STAGE_COMMANDS, STAGES, allows, decider


def _engine_commands() -> set[type]:
    return {
        kind
        for kind in vars(K).values()
        if isinstance(kind, type) and issubclass(kind, C.Command) and kind is not C.Command
    }


def test_every_engine_command_has_an_entry_and_a_stage():
    allowed = set().union(*STAGE_COMMANDS.values()) | set(ANY_SEAT)
    for kind in _engine_commands():
        assert kind in ENTRIES, kind
        assert kind in allowed, kind
    assert set(STAGE_COMMANDS) == set(STAGES)


def test_every_listed_command_passes_the_stage_table_and_the_decision_matches():
    for seed in (1, 2):
        session = new_bot_game(seed, seats=4, rounds=2)
        while (seat := decider(session.state).seat) is not None:
            state = session.state
            decision = session.module.decision(state)
            assert decision is not None and decision.seats == (seat,)
            assert decision.kind == decider(state).stage
            for cmd in legal_commands(state, seat):
                assert type(cmd) not in ENTRIES or allows(state, cmd), (decision.kind, cmd)
            result = session.submit(bot_move(state, seat))
            assert result.ok


def test_a_command_the_stage_refuses_changes_nothing_and_says_why():
    session = new_bot_game(3, seats=4, rounds=1)
    before = msgspec.json.encode(session.state)
    result = session.submit(K.Block(seat=2, minion=1))  # nothing to block in an unlock phase
    assert not result.ok and result.reason.english() == "There is no action to block now."
    assert msgspec.json.encode(session.state) == before
