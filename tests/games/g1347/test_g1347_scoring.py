"""Scoring (rules §7), every tie rule, the plague and the winner (§8), and the score sheet."""

from __future__ import annotations

from g1347_arrange import new_game, play_out

from vtt.core.scores import ScoreSheet
from vtt.games.g1347.scoring import (
    class_awards,
    final_scores,
    gold_awards,
    majority_awards,
    plague_winners,
)


def test_example_4_single_contributor_gets_10_only():
    assert class_awards([0, 7, 0], [0, 3, 0], False) == [0, 10, 0]


def test_example_5_equal_influence_first_arrival_ranks_higher():
    # A reached 5 first (stamp 2), B later (stamp 9): B's disc lies on top, A ranks above
    assert class_awards([5, 5, 1], [2, 9, 4], False) == [10, 5, 2]
    assert class_awards([5, 5, 1], [9, 2, 4], False) == [5, 10, 2]


def test_class_third_place_and_zero_scores_nothing():
    assert class_awards([3, 2, 1, 0], [1, 1, 1, 0], False) == [10, 5, 2, 0]


def test_d11_two_players_10_and_5_only():
    assert class_awards([4, 2], [1, 2], True) == [10, 5]


def test_d12_hand_majority_tie():
    assert majority_awards([4, 4, 2]) == [1, 1, 0]
    assert majority_awards([5, 4, 2]) == [2, 0, 0]


def test_special_majority_needs_a_card():
    assert majority_awards([0, 0, 0]) == [0, 0, 0]


def test_d07_gold_tie_for_first_shares_9():
    assert gold_awards([5, 5, 2], False) == [4, 4, 0]


def test_d08_gold_tie_for_second_shares_3():
    assert gold_awards([5, 3, 3], False) == [6, 1, 1]


def test_d09_gold_three_way_tie():
    assert gold_awards([4, 4, 4], False) == [3, 3, 3]


def test_gold_two_players_no_second_and_single_second():
    assert gold_awards([5, 3], True) == [6, 0]
    assert gold_awards([5, 3, 0], False) == [6, 3, 0]


def test_d13_plague_equal_is_safe():
    winners, dead = plague_winners([30, 50], [12, 13], 12)
    assert dead == [False, True] and winners == [0]


def test_d14_winner_tie_break_fewest_rats():
    winners, _ = plague_winners([40, 40], [8, 6], 20)
    assert winners == [1]
    winners, _ = plague_winners([40, 40], [6, 6], 20)
    assert winners == [0, 1]  # still tied: shared


def test_d15_all_dead_and_the_optional_rule():
    assert plague_winners([10, 20], [15, 14], 5)[0] == []
    assert plague_winners([10, 20], [15, 14], 5, lowest_rats_if_all_die=True)[0] == [1]


def test_d10_no_treasury_no_gold_row_and_a_complete_sheet():
    session = new_game(3, seed=5, bots="random", fast=True)
    play_out(session)
    state = session.state
    sheet = final_scores(state)
    assert isinstance(sheet, ScoreSheet)
    labels = [row.label.text for row in sheet.rows]
    assert "Gold (6 / 3)" not in labels
    assert any("No Treasury" in note.text for note in sheet.notes)
    assert len(sheet.rows) == 6 + 1 + 3 + 1 + 1  # classes, hand, specials, tokens, rats
    assert sheet.totals == [sum(row.values[s] for row in sheet.rows[:-1]) for s in range(3)]
    assert state.data["winners"] == sheet.winners
    for row in sheet.rows[:6]:
        assert sorted(v for v in row.values if v) in ([10], [5, 10], [2, 5, 10])


def test_gold_row_with_a_treasury():
    session = new_game(4, seed=8, bots="random", buildings="random", fast=True)
    while "treasury" not in session.state.data["in_use"]:
        seed = session.state.seed + 1
        session = new_game(4, seed=seed, bots="random", buildings="random", fast=True)
    play_out(session)
    state = session.state
    sheet = final_scores(state)
    gold = next(row for row in sheet.rows if row.label.text == "Gold (6 / 3)")
    assert sum(gold.values) <= 9
