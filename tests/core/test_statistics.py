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
from vtt.core.views import log_for, view_for
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


def changes(series: list[float | None]) -> list[tuple[int, float | None]]:
    """The steps where a series takes a new value, and the value: a series in short."""
    return [(i, v) for i, v in enumerate(series) if i == 0 or series[i - 1] != v]


def test_nob_series_by_hand():
    """nob-duel-short.jsonl through Bruno's eyes: the turns of Ana (the Sovereign, 5 blood)
    begin after steps 0, 12, 24 and 35, those of Bruno (4 blood) after steps 7, 17 and 31."""
    session, _, table = table_of("nob-duel-short.jsonl", seat=1)
    assert table.steps == list(range(39))
    # Ana bites Bruno at step 3 (capped at 5, she gains nothing); Presence twice and a blood bag;
    # she heals at 13, 25 and 36, wins the bite duels at 37 and 38 in frenzy
    assert changes(at(table, "blood:0")) == [
        (0, 5), (4, 4), (5, 5), (6, 4), (13, 3), (25, 2), (36, 1), (37, 2), (38, 3)
    ]  # fmt: skip
    # bitten at 3 and 37, Potence at 9 and 33, the herd at the start of his turn at 31; dead
    assert changes(at(table, "blood:1")) == [
        (0, 4), (3, 3), (9, 2), (31, 3), (33, 2), (37, 1), (38, None)
    ]  # fmt: skip
    # the dawn's aggravated wound counts 2 (12), healed at 13; a critical Gunshot (23);
    # Bruno's critical Potence deals 2 light (33); her doctor, face up since her turn began,
    # heals one (35)
    assert changes(at(table, "wounds:0")) == [
        (0, 0), (12, 2), (13, 0), (23, 1), (25, 0), (33, 2), (35, 1), (36, 0)
    ]  # fmt: skip
    assert changes(at(table, "wounds:1")) == [(0, 0), (32, 1), (38, None)]  # his own fumble
    # sixteen dice: 5 5 1 3 6 3 2 2 1 3 4 4 6 1 1 5 (the Beast's roll at 36 included)
    assert [at(table, f"dice:{face}")[-1] for face in range(1, 7)] == [4, 2, 3, 2, 3, 2]
    assert at(table, "dice:expected")[-1] == 16 / 6
    assert table.clocks == [1] * 12 + [2] * 12 + [3] * 11 + [4] * 4


def test_nob_dice_are_the_dice_the_log_announces():
    """At every step the faces counted are the dice Bruno's log has shown so far."""
    session, _, table = table_of("nob-duel-short.jsonl", seat=1)
    for i, step in enumerate(table.steps):
        faces = [0] * 6
        for entry in log_for(session.log[:step], 1):
            for event in entry.events:
                die = getattr(event, "args", {}).get("die")
                if die is not None:
                    faces[die - 1] += 1
        assert [at(table, f"dice:{f}")[i] for f in range(1, 7)] == faces
        assert at(table, "dice:expected")[i] == sum(faces) / 6


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


GAMES = [
    "vtes-rules-first-turns.jsonl",
    "g1347-short-game.jsonl",
    "free-4seat.jsonl",
    "nob-duel-short.jsonl",
]
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


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    step=st.integers(min_value=0, max_value=38),
    seat=st.integers(min_value=-1, max_value=1),
    sects=st.lists(st.sampled_from(["camarilla", "sabbat", "anarquistas"]), min_size=2, max_size=2),
    seed=st.integers(min_value=0, max_value=10_000),
)
def test_no_nob_series_tells_a_hand_or_a_living_rivals_sect(step, seat, sects, seed):
    """Nights of Blood: other cards in the hidden places and other sects for the living
    vampires the seat cannot know change none of its samples."""
    from vtt.games.nob.rules import NobState, rules_of

    session = _sessions["nob-duel-short.jsonl"]
    state = replay(session.spec, session.commands[:step], session.module).state
    stats = session.module.statistics()
    mine = stats.sample(view_for(state, seat, session.module), None)
    scrambled = _scramble_hidden(state, seat, seed)
    rules = msgspec.convert(msgspec.to_builtins(rules_of(state)), NobState)
    for i, vampire in enumerate(rules.vampires):
        if vampire.alive and i not in (seat, rules.sovereign):
            vampire.sect = sects[i]
    scrambled.data = {**state.data, "nob": rules}
    assert stats.sample(view_for(scrambled, seat, session.module), None) == mine
