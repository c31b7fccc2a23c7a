"""The games' statistics: checked against a hand calculation of scripted games, written as
CSV, and never telling a seat anything about a card hidden from it."""

import csv
import io
import random

import msgspec
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from vtt.core.replay import Replay
from vtt.core.saves import replay
from vtt.core.statistics import column_titles
from vtt.core.views import view_for
from vtt.core.visibility import can_see

from .test_replay import scripted


def table_of(name: str, seat: int = 0):
    session, results = scripted(name)
    watched = Replay(session.spec, list(session.commands), session.module, seat)
    return session, results, watched.stats


def at(table, key: str) -> list[float | None]:
    return table.values[key]


def test_vtes_series_by_hand():
    """vtes-4seat-starters.jsonl, step by step (the two refused lines make no step)."""
    from vtt.games.vtes.cards import load_cards

    session, results, table = table_of("vtes-4seat-starters.jsonl")
    assert [r["ok"] for r in results].count(False) == 2
    assert table.steps == list(range(16))
    capacity = load_cards().get(session.state.cards[1].catalog).capacity
    # Ana: 30 pool, 11 onto vampire #1, 1 back; readied, it keeps its capacity in blood
    assert at(table, "pool:0") == [30, 30, 19] + [20] * 13
    assert at(table, "blood:0") == [0] * 4 + [min(10, capacity)] * 6 + [0] * 6  # burned at 10
    # Bruno is bled for 2 at step 7
    assert at(table, "pool:1") == [30] * 7 + [28] * 9
    # Dario's pool set to 0 at step 12; Carla ousts him at 13: 1 VP and 6 pool
    assert at(table, "pool:3")[11:13] == [30, 0]
    assert at(table, "pool:2") == [30] * 13 + [36] * 3
    assert at(table, "vp:2") == [0] * 13 + [1] * 3
    # Ana takes the Edge at step 8
    assert at(table, "edge:0") == [0] * 8 + [1] * 8
    assert all(at(table, f"edge:{s}") == [0] * 16 for s in (1, 2, 3))
    # one library card played to the ready region at step 5 (the burned vampire is crypt)
    played = [
        sum(at(table, k)[i] for k in table.values if k.startswith("type:")) for i in range(16)
    ]
    assert played == [0] * 5 + [1] * 11
    assert table.clocks == [1] * 9 + [2] * 5 + [3, 4]


def test_free_table_series_by_hand():
    _, _, table = table_of("free-4seat.jsonl", seat=3)
    # five cards dealt; draws of 2, 1, 3 and 1; Ana and Bruno each play one from hand
    assert at(table, "hand:0")[:8] == [5, 7, 7, 7, 7, 6, 6, 6]
    assert at(table, "hand:1")[:8] == [5, 5, 6, 6, 6, 6, 6, 5]
    assert at(table, "hand:2")[:4] == [5, 5, 5, 8]
    assert at(table, "hand:3")[:5] == [5, 5, 5, 5, 6]
    assert at(table, "score:0")[:8] == [0] * 6 + [3, 3]


def test_1347_series_follow_the_board_and_the_rats():
    session, _, table = table_of("g1347-short-game.jsonl", seat=1)
    for i, step in enumerate(table.steps):
        state = replay(session.spec, session.commands[:step], session.module).state
        for seat in range(2):
            assert at(table, f"rats:{seat}")[i] == len(state.zones[f"s{seat}.rats"].cards)
            assert at(table, f"church:{seat}")[i] == state.seats[seat].counters["church"]
    for seat in range(2):
        played = at(table, f"played:{seat}")
        assert played == sorted(played), "cards played only add up"
    assert at(table, "played:0")[-1] > 0
    assert table.clocks[0] == 1 and table.clocks == sorted(table.clocks)


def test_csv_has_a_row_per_step_and_a_column_per_line():
    _, _, table = table_of("free-4seat.jsonl")
    rows = list(csv.reader(io.StringIO(table.csv(column_titles(table.charts)))))
    assert rows[0][:3] == ["step", "clock", "Score: Ana"]
    assert len(rows) == len(table.steps) + 1
    assert rows[7][2] == "3"  # Ana's score after step 6
    assert {len(r) for r in rows} == {2 + len(table.values)}


def _scramble_hidden(state, seat: int, seed: int):
    """The same table with the catalogue ids of the cards ``seat`` cannot see shuffled among
    themselves: what ``seat`` knows is the same."""
    other = msgspec.structs.replace(state)
    other.cards = {cid: msgspec.structs.replace(card) for cid, card in state.cards.items()}
    hidden = [c for c in other.cards.values() if not can_see(other, c, seat)]
    catalogs = [c.catalog for c in hidden]
    random.Random(seed).shuffle(catalogs)
    for card, catalog in zip(hidden, catalogs, strict=True):
        card.catalog = catalog
    return other


GAMES = ["vtes-rules-first-turns.jsonl", "g1347-short-game.jsonl", "free-4seat.jsonl"]
_sessions = {name: scripted(name)[0] for name in GAMES}


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    game=st.sampled_from(GAMES),
    step=st.integers(min_value=0, max_value=60),
    seat=st.integers(min_value=-1, max_value=3),
    seed=st.integers(min_value=0, max_value=10_000),
)
def test_no_series_tells_a_hidden_card(game, step, seat, seed):
    """A seat's samples are the same whatever its hidden cards are."""
    session = _sessions[game]
    seat = min(seat, len(session.state.seats) - 1)
    step = min(step, len(session.commands))
    state = replay(session.spec, session.commands[:step], session.module).state
    stats = session.module.statistics()
    assert stats is not None
    mine = stats.sample(view_for(state, seat, session.module), None)
    scrambled = _scramble_hidden(state, seat, seed)
    assert stats.sample(view_for(scrambled, seat, session.module), None) == mine
