"""Whole games between the computer players: they end, keep every invariant (which include
card conservation), replay identically from their seed, and the bots use no hidden
information."""

from __future__ import annotations

import msgspec
import pytest
from nob_arrange import MODULE, NAMES, g, new_game

from vtt.core.bots import play_bots
from vtt.core.model import encode_state
from vtt.core.module import GameSpec, SeatSpec
from vtt.core.session import Session
from vtt.games.nob import bots
from vtt.games.nob.invariants import check_invariants
from vtt.games.nob.rules import rules_of


def _state(n: int, seed: int, level: str, mode: str = ""):
    options = {"mode": mode} if mode else {}
    spec = GameSpec(
        game="nob",
        seats=[SeatSpec(name=NAMES[i], bot=level) for i in range(n)],
        seed=seed,
        rules=True,
        options=options,
    )
    return MODULE.new_state(spec)


def _play_checked(n, seed, level, mode=""):
    state = _state(n, seed, level, mode)
    state = bots.play_out(state, check=check_invariants).state
    g = rules_of(state)
    assert g.over and g.winners, (n, seed, level)
    return state


@pytest.mark.parametrize("level", ["random", "heuristic"])
@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_a_few_bot_games_end_correctly(n, level):
    for seed in range(3):
        _play_checked(n, seed, level)


@pytest.mark.slow
@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_200_bot_games_per_player_count(n):
    for seed in range(200):
        _play_checked(n, seed, "heuristic" if seed % 2 else "random")


@pytest.mark.slow
@pytest.mark.parametrize("mode, n", [("solo", 4), ("random", 5), ("duel", 3)])
def test_bot_games_in_every_mode(mode, n):
    for seed in range(30):
        _play_checked(n, seed, "heuristic", mode)


def test_a_bot_game_replays_identically_from_its_seed():
    s = new_game(5, 11, bots="heuristic")
    play_bots(s)
    assert g(s).over
    again = Session(MODULE.new_state(s.spec), MODULE, s.spec)
    for cmd in s.commands:
        assert again.submit(cmd).ok
    assert encode_state(again.state) == encode_state(s.state)
    third = new_game(5, 11, bots="heuristic")
    play_bots(third)
    assert encode_state(third.state) == encode_state(s.state)


def _scramble_hidden(state, seat: int) -> None:
    """Swap what ``seat`` cannot know: the other living vampires' hidden hand cards and secret
    sects, and the order of the main deck."""
    g = rules_of(state)
    hidden = [i for i, v in enumerate(g.vampires) if v.alive and i not in (seat, g.sovereign)]
    if len(hidden) >= 2:
        i, j = hidden[:2]
        vi, vj = g.vampires[i], g.vampires[j]
        vi.sect, vj.sect = vj.sect, vi.sect
        zi, zj = state.zones[f"s{i}.sect"], state.zones[f"s{j}.sect"]
        for ci, cj in zip(zi.cards, zj.cards, strict=False):
            a, b = state.cards[ci], state.cards[cj]
            a.catalog, b.catalog = b.catalog, a.catalog
    hands = [
        c
        for i in range(len(state.seats))
        if i != seat
        for c in state.zones[f"s{i}.hand"].cards
        if seat not in state.cards[c].known_to
    ]
    catalogs = [state.cards[c].catalog for c in hands]
    for c, cat in zip(hands, reversed(catalogs), strict=True):
        state.cards[c].catalog = cat


def test_the_win_bot_decides_only_from_what_its_seat_knows():
    state = _state(5, 4, "heuristic")
    checked = 0
    for _ in range(400):
        seat = MODULE.bot_to_move(state)
        if seat is None:
            break
        before = bots.choose(state, seat, "heuristic")
        twin = msgspec.msgpack.decode(msgspec.msgpack.encode(state), type=type(state))
        _scramble_hidden(twin, seat)
        assert bots.choose(twin, seat, "heuristic") == before
        checked += 1
        from vtt.core.table import Outcome

        MODULE.validate(state, before)
        MODULE.apply(state, before, Outcome())
    assert checked > 50
