"""Set-up (PREPARACIÓN, MODALIDADES): N-SET-01..11, NB-01..05, NB-09..11, NB-34, NB-35."""

from __future__ import annotations

from collections import Counter

import pytest
from nob_arrange import MODULE, NAMES, g, hand, new_game

from vtt.core.module import GameSpec, SeatSpec
from vtt.games.nob.cards import card
from vtt.games.nob.deal import SPREADS, SetupError, legal_spread
from vtt.games.nob.invariants import check_invariants


@pytest.mark.parametrize(
    "spread, legal",
    [
        ((5, 3, 1, 1), True),  # NB-01
        ((6, 2, 1, 1), False),  # NB-02
        ((4, 4, 2, 0), False),  # NB-03
        ((3, 3, 3, 2), False),  # NB-04
        ((2, 3, 2, 3), True),
        ((1, 2, 4, 3), True),
    ],
)
def test_n_set_05_attribute_spreads(spread, legal):
    assert legal_spread(spread) is legal


def test_nb_05_there_are_68_spreads():
    assert len(SPREADS) == 68 and all(legal_spread(s) for s in SPREADS)


def test_n_set_05_chosen_spreads_are_used_and_bad_ones_refused():
    s = new_game(2, attributes=[[5, 3, 1, 1], [1, 2, 4, 3]])
    assert s.state.seats[0].counters["fuerza"] == 5
    assert s.state.seats[1].counters["inteligencia"] == 4
    with pytest.raises(SetupError, match="seat 2"):
        new_game(2, attributes=[[5, 3, 1, 1], [6, 2, 1, 1]])


@pytest.mark.parametrize("seed", range(12))
def test_n_set_03_04_clan_and_two_matching_disciplines(seed):
    """N-SET-03, N-SET-04."""
    s = new_game(5, seed)  # NB-11
    for seat, v in enumerate(g(s).vampires):
        mat = [card(s.state.cards[c].catalog) for c in s.state.zones[f"s{seat}.mat"].cards]
        clans = [d for d in mat if d.deck == "clan"]
        discs = [d for d in mat if d.deck == "discipline"]
        assert [d.id for d in clans] == [v.clan]
        assert len(discs) == 2 and all(v.clan in d.clans for d in discs)
    assert len({v.clan for v in g(s).vampires}) == 5


def test_n_set_07_10_blood_caps_and_the_sovereign():
    """N-SET-07, N-SET-09, N-SET-10."""
    s = new_game(5, 3)  # NB-09, NB-10
    sov = g(s).sovereign
    for seat, v in enumerate(g(s).vampires):
        assert v.cap == (5 if seat == sov else 4)
    # the Sovereign's sect card lies face up on its mat, with a face-down spare as tracker
    mat = [s.state.cards[c] for c in s.state.zones[f"s{sov}.mat"].cards]
    sects = [c for c in mat if card(c.catalog).deck == "sect"]
    assert [c.face_up for c in sects] == [True, False]
    assert sects[0].catalog == g(s).vampires[sov].sect
    assert s.state.tokens["sovereign"].holder == sov


def test_starting_hand_equals_starting_blood_then_the_sovereign_draws_2():
    s = new_game(5, 4)
    sov = g(s).sovereign
    for seat in range(5):
        expected = 4 if seat != sov else 5 + 2
        if seat == sov:
            clan = card(g(s).vampires[sov].clan).effect.mods
            expected += clan.get("draw", 0)
        assert len(hand(s, seat)) == expected


def test_n_set_08_lowest_roll_ties_roll_again(dice):
    dice(3, 2, 2, 5, 4, 6, 1)  # seats 1 and 2 tie on 2; they roll again: 6, 1
    s = new_game(5, 1, mode="random")
    assert g(s).sovereign == 2


def test_n_set_08_a_series_names_the_sovereign():
    """N-END-04."""
    assert g(new_game(4, 9, sovereign=3)).sovereign == 3


def test_nb_34_bang_mode_mixes():
    for seed in range(30):
        s = new_game(5, seed, mode="bang")
        sov = g(s).vampires[g(s).sovereign].sect
        rest = Counter(v.sect for i, v in enumerate(g(s).vampires) if i != g(s).sovereign)
        enemy = {"camarilla": "sabbat", "sabbat": "camarilla", "anarquistas": "sabbat"}[sov]
        third = ({"camarilla", "sabbat", "anarquistas"} - {sov, enemy}).pop()
        assert rest == Counter({sov: 1, enemy: 2, third: 1})


def test_bang_mode_for_four_drops_the_loyal_vampire():
    s = new_game(4, 5, mode="bang")
    sov = g(s).vampires[g(s).sovereign].sect
    assert sum(1 for v in g(s).vampires if v.sect == sov) == 1


def test_nb_35_duel_with_two_leaves_one_sect_card_unused():
    s = new_game(2, 6, mode="duel")
    sects = [v.sect for v in g(s).vampires]
    assert len(set(sects)) == 2 and all(sects)
    # 12 sect cards: 2 dealt, 1 spare as the Sovereign's tracker, the rest in the box
    assert len(s.state.zones["caja"].cards) == 9


def test_random_mode_uses_the_chosen_mix():
    mix = ["sabbat", "camarilla", "camarilla", "anarquistas", "anarquistas"]
    s = new_game(5, 2, mode="random", mix=mix, sovereign_sect="sabbat")
    assert g(s).vampires[g(s).sovereign].sect == "sabbat"
    assert Counter(v.sect for v in g(s).vampires) == Counter(mix)
    with pytest.raises(SetupError):
        new_game(5, 2, mode="random", mix=["sabbat"] * 5)


def test_solo_mode_has_no_sects_and_a_sovereign():
    s = new_game(3, 2, mode="solo")
    assert all(v.sect == "" for v in g(s).vampires)
    assert g(s).vampires[g(s).sovereign].cap == 5


@pytest.mark.parametrize(
    "mode, n", [("duel", 4), ("bang", 3), ("random", 2), ("solo", 6), ("chess", 3)]
)
def test_player_counts_per_mode_are_enforced(mode, n):
    spec = GameSpec(
        game="nob",
        seats=[SeatSpec(name=NAMES[i % 5]) for i in range(n)],
        rules=True,
        options={"mode": mode},
    )
    with pytest.raises(ValueError):
        MODULE.new_state(spec)


def test_n_set_11_n_turn_02_the_sovereign_draws_the_first_event():
    s = new_game(5, 8)
    assert g(s).night == 1 and g(s).active == g(s).sovereign
    assert len(s.state.zones["evento"].cards) == 1
    assert card(g(s).event).deck == "event"
    check_invariants(s.state)


def test_manual_mode_lays_every_card_in_its_deck():
    s = new_game(3, rules=False)
    piles = {z: len(s.state.zones[z].cards) for z in ("mazo", "herida.mazo", "clanes")}
    assert piles == {"mazo": 82, "herida.mazo": 20, "clanes": 8}
    assert len(s.state.cards) == 150 and "nob" not in s.state.data
