"""Whole games played by bots: rounds, the invariants of §11 after every command, replay from
the seed, save/load, hidden information, the bots' driver and a ``vtt script`` file."""

from __future__ import annotations

from pathlib import Path

import msgspec
import pytest
from g1347_arrange import MODULE, Invariants, decider, new_game, pending, play_out

from vtt.cli.script import final_views, run_lines
from vtt.core.bots import play_bots
from vtt.core.model import encode_state
from vtt.core.saves import read_save, replay, save_game, session_from_save
from vtt.core.views import view_for
from vtt.games.g1347.bots import bot_command
from vtt.games.g1347.table import ROUNDS

GAMES = 100
SCRIPT = Path(__file__).resolve().parents[2] / "data" / "g1347-short-game.jsonl"


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_bot_games_keep_every_invariant(players):
    for seed in range(GAMES):
        session = new_game(
            players,
            seed=seed * 31 + players,
            bots="random",
            buildings=("first", "types", "random")[seed % 3],
            fast=True,
        )
        check = Invariants(session.state)
        check(session.state)
        log = play_out(session, check)
        state = session.state
        assert state.data["phase"] == "end" and state.data["round"] == ROUNDS[players]
        assert log


@pytest.mark.parametrize("players", [2, 5])
def test_heuristic_games_end_properly(players):
    for seed in range(5):
        session = new_game(players, seed=seed, bots="heuristic", buildings="random", fast=True)
        check = Invariants(session.state)
        play_out(session, check)
        assert session.state.data["phase"] == "end"


def test_heuristic_usually_beats_random():
    wins = 0
    for seed in range(12):
        session = new_game(4, seed=seed, fast=True)
        for i, seat in enumerate(session.state.seats):
            seat.bot = "heuristic" if i == seed % 4 else "random"
        play_out(session)
        wins += (seed % 4) in session.state.data["winners"]
    assert wins >= 6


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_same_seed_same_commands_same_game_and_saves(players, tmp_path):
    session = new_game(players, seed=1000 + players, bots="heuristic", buildings="types", fast=True)
    log = play_out(session)
    direct = session.state
    again = replay(session.spec, log, MODULE)  # through the session, one copy per command
    assert encode_state(again.state) == encode_state(direct)
    path = tmp_path / "game.vttsave"
    save_game(path, again)
    loaded = session_from_save(read_save(path), MODULE)
    assert encode_state(loaded.state) == encode_state(direct)


def test_play_bots_stops_at_a_human_decision():
    session = new_game(3, seed=4, bots="random")
    session.state.seats[1].bot = ""
    done = play_bots(session)
    assert done > 0
    assert MODULE.deciders(session.state) == (1,)
    assert bot_command(session.state, 1, "random", MODULE) is not None  # a hint for the human
    assert play_bots(session) == 0


def test_views_hide_other_seats_secrets():
    session = new_game(4, seed=21, bots="random")
    state = session.state
    for _ in range(60):  # into phase C/D of round 1 or 2: hands, played cards, looks, rats
        cmd = bot_command(session.state, decider(session.state), "random", MODULE)
        assert session.submit(cmd).ok
        state = session.state
        for seat in range(4):
            view = msgspec.json.encode(view_for(state, seat, MODULE)).decode()
            for card in state.cards.values():
                zone = state.zones[card.zone]
                hidden = (
                    (zone.visibility == "owner" and zone.owner != seat)
                    or (zone.visibility == "nobody" and seat not in card.known_to)
                    or (
                        zone.visibility == "public" and not card.face_up and card.controller != seat
                    )
                )
                if hidden:
                    assert f'"id":{card.id},' not in view
        for seat in range(4):
            view = view_for(state, seat, MODULE)
            for zid, zone in view.zones.items():
                real = state.zones[zid]
                for shown, cid in zip(zone.cards, real.cards, strict=True):
                    card = state.cards[cid]
                    visible = shown.catalog is not None
                    expected = (
                        (real.visibility == "public" and (card.face_up or card.controller == seat))
                        or (real.visibility == "owner" and real.owner == seat)
                        or seat in card.known_to
                    )
                    assert visible == expected, (zid, seat)
            assert "steps" not in view.data


def test_manual_mode_same_components_moved_by_hand():
    from vtt.core import commands as C

    session = new_game(3, seed=2, rules=False)
    state = session.state
    assert pending(state) is None and MODULE.decision(state) is None and not state.rules
    assert len(state.cards) == 84 + 51 + 15 + 60 + 50 + 20 + 40
    card = state.zones["s0.hand"].cards[0]
    assert session.submit(C.Move(seat=0, card=card, to="s0.played", face_up=False)).ok
    assert session.submit(C.Move(seat=0, zone="rat.supply", index=0, to="s0.rats")).ok
    assert session.submit(C.Look(seat=1, zone="nuns", index=2)).ok
    from vtt.games.g1347 import commands as G

    result = session.submit(G.Enter(seat=0, slot=0))
    assert not result.ok and "rules on" in result.reason.english()


def test_script_file_runs():
    lines = SCRIPT.read_text(encoding="utf-8").splitlines()
    session, results = run_lines(lines)
    results = list(results)
    assert results and all(r["ok"] for r in results), [r for r in results if not r["ok"]]
    assert session.state.data["round"] == 2
    views = final_views(session)
    assert len(views) == 2
