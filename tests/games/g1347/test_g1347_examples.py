"""The worked examples of rules §10 (the rulebook's and the derived cases) as tests."""

from __future__ import annotations

from g1347_arrange import (
    MODULE,
    force_row,
    gain_rats,
    hand_catalogs,
    influence,
    new_game,
    pending,
    rat_total,
    restart_c,
    restart_round_at_b,
    set_rats,
    set_zone,
    skip_to_c,
    submit,
)

from vtt.core import commands as C
from vtt.core.model import encode_state
from vtt.games.g1347 import commands as G
from vtt.games.g1347 import rats
from vtt.games.g1347.catalog import supply_of
from vtt.games.g1347.engine import Engine
from vtt.games.g1347.rules_state import load, store


def free_pops(state, cls, k, skip=0):
    """``k`` catalogue ids of class ``cls`` lying in the population deck."""
    found = [
        state.cards[c].catalog
        for c in state.zones["pop.deck"].cards
        if state.cards[c].catalog.startswith(f"p.{cls}.")
    ]
    assert len(found) >= k + skip
    return found[skip : skip + k]


def table(n, row, start=0, seed=3):
    session = new_game(n, seed=seed)
    force_row(session.state, row)
    restart_round_at_b(session.state, start)
    return session


def enter_and_play(session, seat, slot, catalogs):
    """``seat`` enters ``slot`` and plays the hand cards of those catalogue ids."""
    submit(session, G.Enter(seat=seat, slot=slot))
    for catalog in catalogs:
        cid = next(
            c
            for c in session.state.zones[f"s{seat}.hand"].cards
            if session.state.cards[c].catalog == catalog
        )
        submit(session, G.Play(seat=seat, card=cid))
    if pending(session.state) and pending(session.state)["kind"] == "play":
        submit(session, G.Done(seat=seat))


# -- Examples 1-3: one round of four players ---------------------------------------------------


def test_example_1_supply_choices():
    session = table(4, ["b.fortune.1", "b.monastery.1", "b.monastery.2"])
    assert session.state.data["phase"] == "B" and pending(session.state)["seat"] == 0
    legal = MODULE.legal_commands(session.state, 0)
    assert legal == [G.Supply(seat=0, slot=i) for i in range(3)]
    actions = [
        supply_of(session.state.cards[session.state.zones[f"row{i + 1}"].cards[0]].catalog)
        for i in range(3)
    ]
    assert actions == [
        {"draw": 2, "rats": 0, "look": 1},
        {"draw": 4, "rats": 0, "look": 0},
        {"draw": 0, "rats": 2, "look": 0},
    ]
    assert MODULE.legal_commands(session.state, 1) == []  # in order from the start player


def test_examples_2_and_3_enter_and_resolve():
    session = table(4, ["b.fortune.1", "b.monastery.1", "b.monastery.2"])
    skip_to_c(session)
    red = [
        free_pops(session.state, "church", 1)[0],
        free_pops(session.state, "royalty", 1)[0],
        *free_pops(session.state, "sorcery", 2),
    ]
    set_zone(session.state, "s0.hand", red)
    yellow = free_pops(session.state, "sorcery", 2) + [free_pops(session.state, "church", 1)[0]]
    set_zone(session.state, "s1.hand", yellow)
    set_zone(session.state, "s2.hand", free_pops(session.state, "peasantry", 6))
    set_zone(session.state, "s3.hand", ["sword"])
    for seat in range(4):
        set_rats(session.state, seat, 10)
    restart_c(session.state)
    # Example 2: spaces in order of entry
    enter_and_play(session, 0, 1, red)
    enter_and_play(session, 1, 0, yellow)
    enter_and_play(session, 2, 2, [])
    discards = len(session.state.zones["pop.discard"].cards)
    submit(session, G.Enter(seat=3, slot=2))
    assert session.state.data["entries"] == [[1], [0], [2, 3]]
    row3 = session.state.zones["row3"].cards
    assert [session.state.cards[c].owner for c in row3[1:]] == [2, 3]
    cid = session.state.zones["s3.hand"].cards[0]
    submit(session, G.Play(seat=3, card=cid))
    # Example 3: Fortune-teller first: Yellow +3 Sorcery, +1 rat, looks at 2 nuns
    assert influence(session.state, 1, "sorcery") == 3 and rat_total(session.state, 1) == 11
    assert pending(session.state)["seat"] == 1 and pending(session.state)["kind"] == "look"
    for _ in range(2):
        submit(session, MODULE.legal_commands(session.state, 1)[0])
    # Monastery 1: Red +4 Church, +3 rats, then discards 2 (net +1)
    assert influence(session.state, 0, "church") == 4 and rat_total(session.state, 0) == 11
    # Monastery 2: Blue's Sword beats Green's none: Green gives half of 6 cards
    assert pending(session.state) == {
        **pending(session.state),
        "seat": 2,
        "kind": "give",
    }
    for _ in range(3):
        submit(session, MODULE.legal_commands(session.state, 2)[0])
    assert (
        len(session.state.zones["s2.hand"].cards) == 3
        and len(session.state.zones["s3.hand"].cards) == 3
    )
    # Green preferred (tie at 0, entered first): -2 rats; Blue normal: -1 rat
    assert rat_total(session.state, 2) == 8 and rat_total(session.state, 3) == 9
    assert influence(session.state, 2, "church") == 0 and influence(session.state, 3, "church") == 0
    # step c: 7 population cards discarded, the Sword back to its stack
    assert len(session.state.zones["pop.discard"].cards) == discards + 7
    assert len(session.state.zones["sup.sword"].cards) == 12
    assert session.state.data["round"] == 2 and session.state.data["start"] == 1


# -- derived cases --------------------------------------------------------------------------


def test_d01_reserve_and_rounds():
    for n, reserve, rounds in ((2, 10, 10), (3, 12, 9), (4, 6, 8), (5, 6, 8)):
        session = new_game(n)
        drawn = 3 if n >= 4 else 2
        assert len(session.state.zones["bld.reserve"].cards) == reserve
        assert session.state.data["rounds"] == rounds
        assert len(session.state.zones["bld.deck"].cards) == 30 - reserve - drawn  # round 1 drawn
        assert len(session.state.zones["pop.deck"].cards) == 84 - 5 - 5 * n
        assert all(len(session.state.zones[f"s{s}.hand"].cards) == 5 for s in range(n))


def test_d02_replacement_of_identical_buildings():
    session = new_game(4)
    for slot in range(3):
        set_zone(session.state, f"row{slot + 1}", [])
    set_zone(
        session.state,
        "bld.deck",
        ["b.castle.1", "b.castle.2", "b.castle.3"]
        + [
            session.state.cards[c].catalog
            for c in session.state.zones["bld.deck"].cards
            if "castle" not in session.state.cards[c].catalog
        ][:3],
    )
    set_zone(
        session.state,
        "bld.reserve",
        ["b.castle.4", "b.palace.1", "b.castle.5", "b.farm.1", "b.farm.2", "b.farm.3"],
    )
    eng = Engine(session.state)
    eng.phase_a()
    eng.store()
    row = [session.state.cards[session.state.zones[f"row{i}"].cards[0]].catalog for i in (1, 2, 3)]
    assert row == ["b.castle.1", "b.castle.2", "b.palace.1"]
    reserve = [session.state.cards[c].catalog for c in session.state.zones["bld.reserve"].cards]
    assert reserve == ["b.castle.5", "b.farm.1", "b.farm.2", "b.farm.3", "b.castle.3", "b.castle.4"]


def test_d03_preferred_tie_and_sword_choice():
    session = table(3, ["b.farm.1", "b.market.1"])
    skip_to_c(session)
    p0 = free_pops(session.state, "church", 2)
    p1 = [free_pops(session.state, "royalty", 1)[0], "joker"]
    set_zone(session.state, "s0.hand", p0)
    set_zone(session.state, "s1.hand", p1 + free_pops(session.state, "knighthood", 4))
    set_zone(session.state, "s2.hand", ["sword", "sword", "sword"])
    restart_c(session.state)
    enter_and_play(session, 0, 0, p0)
    enter_and_play(session, 1, 0, p1)
    enter_and_play(session, 2, 0, ["sword"] * 3)
    asked = pending(session.state)
    assert asked["seat"] == 2 and asked["kind"] == "choose"
    assert MODULE.legal_commands(session.state, 2) == [
        G.Choose(seat=2, target=0),
        G.Choose(seat=2, target=1),
    ]
    submit(session, G.Choose(seat=2, target=1))
    assert pending(session.state)["seat"] == 1 and pending(session.state)["kind"] == "give"
    submit(session, MODULE.legal_commands(session.state, 1)[0])
    deck = [session.state.cards[c].catalog for c in session.state.zones["pop.deck"].cards[:8]]
    before = [hand_catalogs(session.state, s) for s in range(3)]
    submit(
        session, MODULE.legal_commands(session.state, 1)[0]
    )  # the second card: the actions follow
    after = [hand_catalogs(session.state, s) for s in range(3)]
    assert after[0][len(before[0]) :] == deck[0:4]  # P1 preferred: draw 4
    assert after[1][len(before[1]) - 1 :] == deck[4:6]  # P2 normal: draw 2 (after giving)
    assert after[2][len(before[2]) + 1 :] == deck[6:8]  # P3 normal: draw 2 (after receiving)


def test_d04_off_class_rats_and_jokers():
    session = table(3, ["b.castle.1", "b.market.1"])
    skip_to_c(session)
    cards = [
        free_pops(session.state, "knighthood", 1)[0],
        free_pops(session.state, "sorcery", 1)[0],
        "joker",
    ]
    set_zone(session.state, "s0.hand", cards)
    set_rats(session.state, 0, 10)
    restart_c(session.state)
    enter_and_play(session, 0, 0, cards)
    enter_and_play(session, 1, 1, [])
    enter_and_play(session, 2, 1, [])
    assert influence(session.state, 0, "knighthood") == 3
    assert rat_total(session.state, 0) == 11


def test_d05_brewery_draws_per_influence():
    session = table(3, ["b.brewery.1", "b.market.1"])
    skip_to_c(session)
    p0 = free_pops(session.state, "peasantry", 6)
    p1 = free_pops(session.state, "peasantry", 4, skip=6) + ["joker"]
    set_zone(session.state, "s0.hand", p0)
    set_zone(session.state, "s1.hand", p1)
    restart_c(session.state)
    enter_and_play(session, 0, 0, p0)
    enter_and_play(session, 1, 0, p1)
    enter_and_play(session, 2, 1, [])
    assert len(session.state.zones["s0.hand"].cards) == 6  # preferred: 6 influence, 6 cards
    assert len(session.state.zones["s1.hand"].cards) == 2  # normal: floor(5 / 2)


def test_d06_hospital_preferred():
    session = table(3, ["b.hospital.1", "b.market.1"])
    skip_to_c(session)
    set_zone(session.state, "s0.hand", ["gold"] + free_pops(session.state, "church", 3))
    set_rats(session.state, 0, 6)
    restart_c(session.state)
    enter_and_play(session, 0, 0, [])
    enter_and_play(session, 1, 1, [])
    enter_and_play(session, 2, 1, [])
    assert rat_total(session.state, 0) == 5
    assert pending(session.state)["kind"] == "hospital" and pending(session.state)["seat"] == 0
    gold = next(
        c for c in session.state.zones["s0.hand"].cards if session.state.cards[c].catalog == "gold"
    )
    stack = len(session.state.zones["sup.gold"].cards)
    submit(session, G.Discard(seat=0, card=gold))  # Gold may be discarded at the Hospital
    for _ in range(2):
        submit(session, MODULE.legal_commands(session.state, 0)[0])
    assert rat_total(session.state, 0) == 2 and len(session.state.zones["s0.hand"].cards) == 1
    assert len(session.state.zones["sup.gold"].cards) == stack + 1


def test_d16_final_round_bonus_instead_of_actions():
    session = table(3, ["b.palace.1", "b.market.1"])
    rules = load(session.state.data)
    rules.final = True
    session.state.data = store(rules)
    skip_to_c(session)
    p0 = free_pops(session.state, "royalty", 3)
    p1 = free_pops(session.state, "royalty", 1, skip=3)
    set_zone(session.state, "s0.hand", p0)
    set_zone(session.state, "s1.hand", p1)
    restart_c(session.state)
    enter_and_play(session, 0, 0, p0)
    enter_and_play(session, 1, 0, p1)
    enter_and_play(session, 2, 1, [])
    assert (
        influence(session.state, 0, "royalty") == 4 and influence(session.state, 1, "royalty") == 1
    )
    assert len(session.state.zones["vp.supply"].cards) == 20
    assert not any(c == "joker" for c in hand_catalogs(session.state, 2))
    assert session.state.data["phase"] == "end" and pending(session.state) is None


def test_d17_two_players_one_preferred_action():
    session = table(2, ["b.farm.1", "b.market.1"])
    skip_to_c(session)
    a = free_pops(session.state, "peasantry", 3)
    b = free_pops(session.state, "bourgeoisie", 2)
    set_zone(session.state, "s0.hand", a)
    set_zone(session.state, "s1.hand", b)
    restart_c(session.state)
    enter_and_play(session, 0, 0, a)
    enter_and_play(session, 1, 1, b)
    assert len(session.state.zones["s0.hand"].cards) == 4  # Farm preferred: draw 4
    assert hand_catalogs(session.state, 1) == ["joker"]  # Market normal only


def test_d17b_two_players_tie_goes_to_the_first_disc():
    session = table(2, ["b.farm.1", "b.market.1"], start=1)
    skip_to_c(session)
    a = free_pops(session.state, "peasantry", 2)
    b = free_pops(session.state, "bourgeoisie", 2)
    set_zone(session.state, "s0.hand", a)
    set_zone(session.state, "s1.hand", b)
    restart_c(session.state)
    enter_and_play(session, 1, 1, b)
    enter_and_play(session, 0, 0, a)
    assert len(session.state.zones["s0.hand"].cards) == 2  # Farm normal: draw 2
    assert hand_catalogs(session.state, 1) == ["joker", "joker"]  # Market preferred


def test_d18_sword_halves_rounding_down():
    session = table(3, ["b.castle.1", "b.market.1"])
    skip_to_c(session)
    set_zone(session.state, "s0.hand", ["sword"])
    set_zone(session.state, "s1.hand", [free_pops(session.state, "church", 1)[0]])
    restart_c(session.state)
    enter_and_play(session, 0, 0, ["sword"])
    submit(session, G.Enter(seat=1, slot=0))
    submit(session, G.Done(seat=1))
    enter_and_play(session, 2, 1, [])
    # floor(1 / 2) = 0: it keeps its one card, then the Castle's normal action adds a Sword
    assert len(session.state.zones["s1.hand"].cards) == 2
    assert hand_catalogs(session.state, 1)[-1] == "sword"


def test_d19_safe_conduct_turn_comes_back():
    session = table(3, ["b.farm.1", "b.market.1"])
    skip_to_c(session)
    set_zone(session.state, "s0.hand", ["safe", free_pops(session.state, "church", 1)[0]])
    restart_c(session.state)
    assert G.SafeConduct(seat=0) in MODULE.legal_commands(session.state, 0)
    stack = len(session.state.zones["sup.safe"].cards)
    submit(session, G.SafeConduct(seat=0))
    assert len(session.state.zones["sup.safe"].cards) == stack + 1
    assert pending(session.state)["seat"] == 1
    enter_and_play(session, 1, 0, [])
    assert pending(session.state)["seat"] == 2
    assert G.SafeConduct(seat=2) not in MODULE.legal_commands(session.state, 2)
    enter_and_play(session, 2, 0, [])
    assert pending(session.state)["seat"] == 0
    assert MODULE.legal_commands(session.state, 0) == [
        G.Enter(seat=0, slot=0),
        G.Enter(seat=0, slot=1),
    ]
    submit(session, G.Enter(seat=0, slot=0))
    assert session.state.data["entries"][0] == [1, 2, 0]


def test_watchtower_takes_from_unprotected_players():
    session = table(4, ["b.watchtower.1", "b.farm.1", "b.market.1"])
    skip_to_c(session)
    p0 = free_pops(session.state, "knighthood", 2)
    set_zone(session.state, "s0.hand", p0 + free_pops(session.state, "church", 2))
    set_zone(session.state, "s1.hand", free_pops(session.state, "bourgeoisie", 5))
    set_zone(session.state, "s2.hand", free_pops(session.state, "sorcery", 4))
    set_zone(session.state, "s3.hand", free_pops(session.state, "royalty", 1))
    restart_c(session.state)
    enter_and_play(session, 0, 0, p0)  # preferred; hand of 2 when the action starts
    enter_and_play(session, 1, 0, [])  # inside a Watchtower: protected
    enter_and_play(session, 2, 1, [])  # hand 4 >= 2: gives 3
    enter_and_play(session, 3, 2, [])  # hand 1 < 2: gives nothing
    asked = pending(session.state)
    assert asked["seat"] == 2 and asked["kind"] == "give"
    for _ in range(3):
        submit(session, MODULE.legal_commands(session.state, 2)[0])
    assert len(session.state.zones["s0.hand"].cards) == 5
    assert len(session.state.zones["s1.hand"].cards) == 5
    assert len(session.state.zones["s3.hand"].cards) == 3  # its card and its 2 Market jokers


def test_flute_tie_for_fewest_winner_chooses():
    session = table(3, ["b.piper.1", "b.market.1"])
    skip_to_c(session)
    set_zone(session.state, "s0.hand", ["flute", "flute"])
    for seat in range(3):
        set_rats(session.state, seat, 10)
    restart_c(session.state)
    enter_and_play(session, 0, 0, ["flute", "flute"])
    enter_and_play(session, 1, 0, [])
    enter_and_play(session, 2, 0, [])
    assert pending(session.state)["kind"] == "choose" and pending(session.state)["seat"] == 0
    submit(session, G.Choose(seat=0, target=2))
    assert [rat_total(session.state, s) for s in range(3)] == [9, 10, 11]


# -- illegal commands are refused and change nothing ---------------------------------------------


def test_illegal_commands_are_refused_with_the_rule():
    session = table(3, ["b.farm.1", "b.market.1"])
    skip_to_c(session)
    set_zone(session.state, "s0.hand", ["gold", free_pops(session.state, "church", 1)[0]])
    restart_c(session.state)
    cases = [
        (G.Enter(seat=1, slot=0), "decision"),
        (G.Enter(seat=0, slot=2), "no building 3"),
        (G.SafeConduct(seat=0), "Safe-conduct"),
        (G.Supply(seat=0, slot=0), "not the decision"),
        (
            C.Move(seat=0, card=session.state.zones["s0.hand"].cards[0], to="pop.discard"),
            "rules on",
        ),
    ]
    for cmd, words in cases:
        before = encode_state(session.state)
        result = session.submit(cmd)
        assert not result.ok and words in result.reason.english(), (cmd, result.reason)
        assert encode_state(session.state) == before
    submit(session, G.Enter(seat=0, slot=0))
    gold = next(
        c for c in session.state.zones["s0.hand"].cards if session.state.cards[c].catalog == "gold"
    )
    result = session.submit(G.Play(seat=0, card=gold))
    assert not result.ok and "Gold never" in result.reason.english()
    assert session.submit(C.Say(seat=1, text="hello")).ok


def test_rats_beyond_the_tokens_go_on_a_hidden_tally():
    session = new_game(5, seed=6)
    state = session.state
    gain_rats(state, 1, 150)
    assert rat_total(state, 1) == 160 and state.data["rat_extra"][1] > 0
    assert sum(
        int(state.cards[c].catalog[4:]) for c in state.zones["rat.supply"].cards
    ) == 0 or not any(state.cards[c].catalog == "rat.1" for c in state.zones["rat.supply"].cards)
    assert MODULE.view_data(state, 1)["my_rat_extra"] == state.data["rat_extra"][1]
    assert MODULE.view_data(state, 0)["my_rat_extra"] == 0
    assert "rat_extra" not in MODULE.view_data(state, 0)
    extra = state.data["rat_extra"][1]
    rules = load(state.data)
    assert rats.discard(state, rules.rat_extra, 1, 1, []) == 1
    state.data = store(rules)
    assert state.data["rat_extra"][1] == extra - 1 and rat_total(state, 1) == 159


def test_simultaneous_supply_any_order_then_the_looks():
    session = new_game(3, seed=11, simultaneous_supply=True)
    force_row(session.state, ["b.fortune.1", "b.farm.1"])
    restart_round_at_b(session.state, 0)
    asked = pending(session.state)
    assert asked["kind"] == "supply" and asked["seats"] == [0, 1, 2]
    submit(session, G.Supply(seat=2, slot=0))  # draw 2 + look 1: the look waits
    assert pending(session.state)["seats"] == [0, 1]
    submit(session, G.Supply(seat=0, slot=1))
    submit(session, G.Supply(seat=1, slot=1))
    assert pending(session.state)["kind"] == "look" and pending(session.state)["seat"] == 2
    submit(session, G.LookNun(seat=2, index=4))
    assert 2 in session.state.cards[session.state.zones["nuns"].cards[4]].known_to
    assert session.state.data["phase"] == "C"
