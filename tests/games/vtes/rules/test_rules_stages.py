"""The stage table derived from the command specs (registry.STAGE_COMMANDS, ANY_SEAT) is
the one the rules give, and agrees with the legal-command listing, the dock's words and the
module's decision."""

from __future__ import annotations

import msgspec

from vtt.core import commands as C
from vtt.core.messages import Message
from vtt.games.vtes import manual
from vtt.games.vtes.rules import commands as K
from vtt.games.vtes.rules.bots import bot_move, new_bot_game
from vtt.games.vtes.rules.describe import describe, group
from vtt.games.vtes.rules.legal import legal_commands
from vtt.games.vtes.rules.registry import (
    ANY_SEAT,
    BY_KIND,
    OFFERS,
    OFFERS_TO_OTHERS,
    SPECS,
    STAGE_COMMANDS,
    allows,
)
from vtt.games.vtes.rules.spec import EVERY_STAGE
from vtt.games.vtes.rules.stages import STAGES, decider

_TURN = {K.NextPhase, K.EndTurnRules, C.EndTurn}
_UNLOCK = {K.EdgePool, K.UnlockInfernal, K.Contest, K.Withdraw}
_IMPULSE = {K.Pass, K.Modify, K.PlayCard}
#: the stage table as the rules give it (vtes.md §4-§9), written out once
RULES_TABLE = {
    "unlock": _TURN | _UNLOCK,
    "contest": _UNLOCK,
    "master": _TURN | {K.PlayMaster, K.MarkRedList},
    "hunt": {K.Act, K.BringOwed},
    # a card played after an action resolves, or brought into play as its card allows
    "minion": _TURN | {K.Act, K.PlayCard, K.BringOwed},
    "influence": _TURN | {manual.Transfer, manual.ToReady, K.CryptDraw, K.Merge},
    "discard": _TURN | {K.Discard},
    "block": {K.Block, K.Pass, K.Modify, K.PlayCard},
    "attempt": _IMPULSE,
    "resolve": _IMPULSE | {K.Redirect},
    "range": {K.Maneuver, K.Pass, K.PlayCard},
    "strike": {K.Strike, K.PlayCard},
    "damage": _IMPULSE,
    "extra": _IMPULSE,
    "diablerie": {K.Diablerize, K.Pass},
    "press": {K.Press, K.Pass, K.PlayCard},
    "vote": {K.PlayCard},  # votes and passes: any Methuselah not done voting (ANY_SEAT)
    "ask": {K.Answer},  # a card's question: only its answers (:mod:`...asks`)
    # what a hand owes (a smaller hand size, a card's text), a search or draw a card owes
    "hand": {K.HandDown, K.SearchLibrary, K.DrawFrom},
    "over": set(),
}
#: a card in play is used whenever its own conditions allow (:mod:`...abilities`)
for _stage in RULES_TABLE:
    if _stage not in ("over", "ask"):
        RULES_TABLE[_stage] = RULES_TABLE[_stage] | {K.UseCard}


def _engine_commands() -> set[type]:
    return {
        kind
        for kind in vars(K).values()
        if isinstance(kind, type) and issubclass(kind, C.Command) and kind is not C.Command
    }


def test_every_engine_command_has_one_spec_and_a_stage():
    allowed = set().union(*STAGE_COMMANDS.values()) | set(ANY_SEAT)
    for kind in _engine_commands():
        assert kind in BY_KIND, kind
        assert kind in allowed, kind
    assert len(BY_KIND) == len(SPECS)
    assert set(STAGE_COMMANDS) == set(STAGES)


def test_the_stage_table_read_from_the_specs_is_the_rules_table():
    assert {stage: set(kinds) for stage, kinds in STAGE_COMMANDS.items()} == RULES_TABLE
    assert ANY_SEAT == {
        K.BurnOption: frozenset({"unlock", "contest"}),
        # an ability of any Methuselah's unlock phase (Homunculus, Carver's Meat Packing):
        # its own checks say whose
        K.UseCard: frozenset({"unlock", "contest"}),
        K.PlayMaster: EVERY_STAGE,
        # the player of a card applies its effects even when the impulse has moved on
        K.Modify: frozenset({"block", "attempt", "resolve", "damage", "extra"}),
        K.Maneuver: frozenset({"range"}),
        K.Press: frozenset({"press"}),
        # a played card's steps by hand, while it is open (its own checks say when)
        K.AsCard: EVERY_STAGE,
        K.Pass: frozenset({"vote"}),
        K.Vote: frozenset({"vote"}),
    }


#: the order of each stage's listing (the bots' order, which the pinned games depend on)
LISTINGS = {
    "unlock": [
        K.EdgePool,
        K.UnlockInfernal,
        K.BurnOption,
        K.Withdraw,
        K.UseCard,
        K.NextPhase,
        K.EndTurnRules,
    ],
    "contest": [K.Contest, K.UseCard],
    "master": [K.PlayMaster, K.MarkRedList, K.UseCard, K.NextPhase, K.EndTurnRules],
    "hunt": [K.Act, K.UseCard, K.BringOwed],
    "minion": [K.Act, K.PlayCard, K.UseCard, K.BringOwed, K.NextPhase, K.EndTurnRules],
    "influence": [
        K.UseCard,
        manual.Transfer,
        manual.ToReady,
        K.CryptDraw,
        K.Merge,
        K.NextPhase,
        K.EndTurnRules,
    ],
    "discard": [K.Discard, K.UseCard, K.NextPhase, K.EndTurnRules],
    "block": [K.Pass, K.Block, K.PlayCard, K.UseCard, K.Modify],
    "attempt": [K.Pass, K.PlayCard, K.UseCard, K.Modify],
    "resolve": [K.Pass, K.PlayMaster, K.PlayCard, K.UseCard, K.Modify, K.Redirect],
    "range": [K.Pass, K.PlayCard, K.UseCard, K.Maneuver],
    "strike": [K.PlayCard, K.UseCard, K.Strike],
    "damage": [K.Pass, K.PlayCard, K.UseCard, K.Modify],
    "extra": [K.Pass, K.PlayCard, K.UseCard, K.Modify],
    "press": [K.Pass, K.PlayCard, K.UseCard, K.Press],
    "diablerie": [K.Pass, K.Diablerize, K.UseCard],
    "vote": [K.Pass, K.PlayCard, K.UseCard, K.Vote],
    "ask": [K.Answer],
    "hand": [K.HandDown, K.SearchLibrary, K.DrawFrom, K.UseCard],
    "over": [],
}


def test_each_stage_lists_its_commands_in_the_bots_order():
    kind_of = {spec.offer: spec.kind for spec in SPECS}
    assert {stage: [kind_of[o] for o in offers] for stage, offers in OFFERS.items()} == LISTINGS
    others = {stage: [kind_of[o] for o in offers] for stage, offers in OFFERS_TO_OTHERS.items()}
    assert {stage: kinds for stage, kinds in others.items() if kinds} == {
        "unlock": [K.BurnOption, K.UseCard],
        "contest": [K.BurnOption, K.UseCard],
        "vote": [K.Pass, K.Vote],
    }


def test_a_spec_offers_only_where_the_stage_table_allows_it():
    for spec in SPECS:
        assert spec.offered_at(False) <= spec.stages | spec.anyone, spec.kind
        assert spec.offered_at(True) <= spec.anyone, spec.kind


def test_every_listed_command_passes_the_stage_table_and_the_decision_matches():
    for seed in (1, 2):
        session = new_bot_game(seed, seats=4, rounds=2)
        while (seat := decider(session.state).seat) is not None:
            state = session.state
            decision = session.module.decision(state)
            assert decision is not None and decision.seats[0] == seat
            assert len(decision.seats) == 1 or decision.kind == "vote"
            assert decision.kind == decider(state).stage
            for cmd in legal_commands(state, seat):
                assert type(cmd) not in BY_KIND or allows(state, cmd), (decision.kind, cmd)
                assert isinstance(describe(session.module, cmd, state, seat), Message)
                assert isinstance(group(session.module, cmd, state, seat), Message)
            result = session.submit(bot_move(state, seat))
            assert result.ok


def test_a_command_the_stage_refuses_changes_nothing_and_says_why():
    session = new_bot_game(3, seats=4, rounds=1)
    before = msgspec.json.encode(session.state)
    result = session.submit(K.Block(seat=2, minion=1))  # nothing to block in an unlock phase
    assert not result.ok and result.reason.english() == "There is no action to block now."
    assert msgspec.json.encode(session.state) == before
