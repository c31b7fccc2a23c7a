"""vtes.md §6 master phase, §11 influence (T-INF-NORA, T-CRYPT-MOVE), §12 discard phase
and the replacement of played cards (§13.1)."""

from vtt.games.vtes import manual
from vtt.games.vtes.rules import commands as K
from vtt.games.vtes.rules.cardrules import card_rules
from vtt.games.vtes.rules.data import DISCARD, INFLUENCE, MASTER


def _to_second_round_influence(t):
    """Seat 0's second influence phase: 4 transfers."""
    for seat in range(4):
        t.ok(K.EndTurnRules(seat=seat))
    t.to_phase(INFLUENCE)
    assert t.rules["transfers"] == 4


def test_t_inf_nora(table):
    t = table
    _to_second_round_influence(t)
    t.set_pool(0, 2)
    region = t.state.seat_zone(0, "uncontrolled")
    x, y = (t.state.cards[c] for c in region.cards[:2])
    x.catalog = t.by_name("Alexander Silverson").catalog  # capacity 8
    x.counters = {"blood": 6}
    y.catalog = t.by_name("Gelasia Fotiou").catalog  # capacity 6 (7 in V5 digest)
    y.counters = {"blood": 2}
    t.rebook()
    t.ok(manual.Transfer(seat=0, card=y.id, amount=-1))  # 2 transfers, pool 3
    assert t.pool(0) == 3 and t.rules["transfers"] == 2
    t.ok(manual.Transfer(seat=0, card=x.id, amount=2))  # 2 transfers, X at capacity
    t.ok(manual.ToReady(seat=0, card=x.id))
    assert t.pool(0) == 1 and t.state.cards[y.id].counters == {"blood": 1}
    assert t.state.cards[x.id].zone == "s0.ready" and t.rules["transfers"] == 0
    assert not t.state.seats[0].out


def test_spending_the_last_pool_ousts(table):
    t = table
    _to_second_round_influence(t)
    t.set_pool(0, 1)
    card = t.state.seat_zone(0, "uncontrolled").cards[0]
    t.ok(manual.Transfer(seat=0, card=card, amount=1))
    assert t.state.seats[0].out and t.state.turn.active == 1
    assert t.state.seats[3].counters["vp"] == 1 and t.pool(3) == 36


def test_t_crypt_move(table):
    t = table
    _to_second_round_influence(t)
    t.set_pool(0, 10)
    card = t.state.seat_zone(0, "uncontrolled").cards[0]
    t.ok(manual.Transfer(seat=0, card=card, amount=1))
    assert (
        t.refused(K.CryptDraw(seat=0))
        == "Moving a crypt card to your uncontrolled region takes 4 transfers; you have 3 left."
    )
    t.ok(manual.Transfer(seat=0, card=card, amount=-1))  # 2 transfers: 1 left
    t.ok(K.EndTurnRules(seat=0))
    for seat in (1, 2, 3):
        t.ok(K.EndTurnRules(seat=seat))
    t.to_phase(INFLUENCE)
    before = len(t.state.seat_zone(0, "uncontrolled").cards)
    pool = t.pool(0)
    t.ok(K.CryptDraw(seat=0))
    assert t.pool(0) == pool - 1 and t.rules["transfers"] == 0
    assert len(t.state.seat_zone(0, "uncontrolled").cards) == before + 1


def test_master_phase_actions_trifle_and_costs(table):
    t = table
    t.to_phase(MASTER)
    trifle = t.in_hand(0, "Life in the City", 0)
    library = t.in_hand(0, "Elder Library", 1)
    other = t.in_hand(0, "Blood Doll", 2)
    fed = t.vampire(0, 1).id  # Life in the City adds 1 blood to a ready vampire
    t.ok(K.PlayMaster(seat=0, card=trifle.id, target_card=fed))  # trifle: +1 master action
    assert t.rules["master"] == 1 and len(t.state.seat_zone(0, "hand").cards) == 7
    t.ok(K.PlayMaster(seat=0, card=library.id, keep=True))  # pool cost 1, paid at once
    assert t.pool(0) == 29 and t.state.cards[library.id].zone == "s0.ready"
    assert (
        t.refused(K.PlayMaster(seat=0, card=other.id)) == "No master phase action left this turn."
    )


def test_a_second_trifle_gives_no_extra_action(table):
    t = table
    t.to_phase(MASTER)
    first = t.in_hand(0, "Life in the City", 0)
    second = t.in_hand(0, "Wider View", 1)
    t.ok(K.PlayMaster(seat=0, card=first.id, target_card=t.vampire(0, 1).id))
    t.ok(K.PlayMaster(seat=0, card=second.id))
    assert t.rules["master"] == 0


def test_master_requirements_and_pool(table):
    t = table
    t.to_phase(MASTER)
    asylum = t.in_hand(0, "Asylum Hunting Ground")  # needs a Malkavian, 2 pool
    assert (
        t.refused(K.PlayMaster(seat=0, card=asylum.id))
        == "Asylum Hunting Ground needs a ready minion of yours that meets its requirements."
    )
    t.vampire(0, 3, "Sully")
    t.set_pool(0, 1)
    assert (
        t.refused(K.PlayMaster(seat=0, card=asylum.id))
        == "Asylum Hunting Ground costs 2 pool; you have 1."
    )


def test_out_of_turn_master_is_a_debt_on_the_next_master_phase(table):
    t = table
    oot = next(
        c
        for c in t.module_db().cards.values()
        if c.types == ("Master",)
        and c.text.startswith("Master: out-of-turn.")
        and not c.pool_cost
        and not c.clans
        and not c.disciplines
        and not card_rules().get(c.catalog, {}).get("requires")
    )
    card = t.in_hand(1, oot.name)
    assert t.refused(K.PlayMaster(seat=0, card=t.state.seat_zone(0, "hand").cards[0]))
    t.ok(K.PlayMaster(seat=1, card=card.id))
    second = t.in_hand(1, oot.name, 1)
    assert (
        t.refused(K.PlayMaster(seat=1, card=second.id))
        == "Only one out-of-turn master card between two of your master phases."
    )
    t.ok(K.EndTurnRules(seat=0))
    t.to_phase(MASTER)
    assert t.rules["master"] == 0


def test_discard_phase_action_and_refill(table):
    t = table
    t.to_phase(DISCARD)
    hand = t.state.seat_zone(0, "hand").cards
    first, second = hand[0], hand[1]
    t.ok(K.Discard(seat=0, card=first))
    assert t.state.cards[first].zone == "s0.ash_heap"
    assert len(t.state.seat_zone(0, "hand").cards) == 7
    assert t.refused(K.Discard(seat=0, card=second)) == "No discard phase action left this turn."


def test_2018_one_trifle_per_turn():
    from .conftest import Table

    t = Table(edition="2018")
    t.to_phase(MASTER)
    first = t.in_hand(0, "Life in the City", 0)
    second = t.in_hand(0, "Wider View", 1)
    t.ok(K.PlayMaster(seat=0, card=first.id, target_card=t.vampire(0, 1).id))
    assert (
        t.refused(K.PlayMaster(seat=0, card=second.id)) == "Only one trifle per turn (2018 rules)."
    )


def test_v5_an_out_of_turn_trifle_leaves_no_debt(table):
    t = table
    oot = next(
        c
        for c in t.module_db().cards.values()
        if c.trifle
        and c.text.startswith("Master: out-of-turn.")
        and not c.pool_cost
        and not c.clans
        and not c.disciplines
        and not card_rules().get(c.catalog, {}).get("requires")
    )
    card = t.in_hand(1, oot.name)
    t.ok(K.PlayMaster(seat=1, card=card.id))
    assert t.rules["oot"][1] and not t.rules["debt"][1]


def test_2018_undirected_priority_goes_clockwise_from_the_acting_methuselah():
    from vtt.games.vtes.rules.impulse import action_order

    from .conftest import Table

    assert action_order(Table().state, 0, []) == [0, 1, 3, 2]
    assert action_order(Table(edition="2018").state, 0, []) == [0, 1, 2, 3]


def test_a_draw_by_hand_never_takes_the_hand_above_its_size(table):
    """V-HAND-03: with the rules (and the invariants) on, a seat draws nothing by hand (the
    first line of tests/data/vtes-4seat-starters.jsonl, with the rules on, used to break the
    "at most 7 cards in hand" invariant): cards are drawn by the rules only."""
    from vtt.core import commands as C

    t = table
    assert (
        t.refused(C.Draw(seat=0))
        == "With the rules on, cards move only by the rules or as a played card says; the host may override."  # noqa: E501
    )
    assert len(t.state.seat_zone(0, "hand").cards) == 7
