"""vtes.md §7: declaring actions, blocks in the legal order, stealth and intercept,
resolution; test vectors T-BLEED-1, T-BLEED-0, T-HUNT-BLOCK, T-INDIRECT."""

import pytest

from vtt.games.vtes.layout import EDGE
from vtt.games.vtes.rules import commands as K
from vtt.games.vtes.rules.cardrules import card_rules
from vtt.games.vtes.rules.data import MINION
from vtt.games.vtes.rules.legal import legal_commands
from vtt.games.vtes.rules.stages import decider


@pytest.fixture
def minion(table):
    table.to_phase(MINION)
    return table


def test_t_bleed_1_prey_declines_then_a_modifier_makes_it_two(minion):
    t = minion
    sully = t.vampire(0, 3, "Sully")
    t.ok(K.Act(seat=0, minion=sully.id, kind=K.BLEED))
    action = t.rules["action"]
    assert action["directed"] and action["target"] == 1 and action["stealth"] == 0
    assert t.waits_for == {
        "seat": 0,
        "key": "block",
        "text": "Play action modifiers first, or pass to let the others decide whether to block.",
    }
    t.ok(K.Pass(seat=0))
    assert t.waits_for == {
        "seat": 1,
        "key": "block",
        "text": "Attempt to block the action, or decline.",
    }
    assert t.refused(K.Pass(seat=3)) == "There is nothing for you to pass now."
    t.ok(K.Pass(seat=1))  # Alexis declines to block
    assert t.waits_for == {
        "seat": 2,
        "key": "block",
        "text": "No block is attempted: play effects on the action, or pass.",
    }
    t.ok(K.Pass(seat=2))
    t.ok(K.Pass(seat=3))
    assert t.rules["action"]["stage"] == "resolve"
    aire = t.given(0, "Aire of Elation", sully)
    t.ok(K.Modify(seat=0, what=K.AMOUNT, delta=1, card=aire))  # the +1 bleed modifier
    for seat in (0, 1, 2, 3):  # acting, target, then the others clockwise
        assert t.waits_for["seat"] == seat
        t.ok(K.Pass(seat=seat))
    assert t.pool(1) == 28 and t.state.tokens[EDGE].holder == 0
    assert t.rules["action"] is None and t.state.cards[sully.id].locked


def test_t_bleed_0_succeeds_without_the_edge(minion):
    t = minion
    sully = t.vampire(0, 3, "Sully")
    t.ok(K.Act(seat=0, minion=sully.id, kind=K.BLEED))
    t.pass_round()  # Alexis declines
    t.ok(K.Pass(seat=0))
    district = t.given(1, "Protected District")  # the target reduces the bleed to 0
    t.ok(K.Modify(seat=1, what=K.AMOUNT, delta=-1, card=district))
    for seat in (0, 1, 2, 3):
        t.ok(K.Pass(seat=seat))
    assert t.pool(1) == 30 and t.state.tokens[EDGE].holder is None


def test_one_bleed_per_minion_per_turn_and_locked_minions_do_not_act(minion):
    t = minion
    sully = t.vampire(0, 3, "Sully")
    t.ok(K.Act(seat=0, minion=sully.id, kind=K.BLEED))
    t.pass_round()
    t.pass_round()
    assert t.refused(K.Act(seat=0, minion=sully.id, kind=K.HUNT)) == "Sully is locked."
    t.state.cards[sully.id].locked = False
    assert (
        t.refused(K.Act(seat=0, minion=sully.id, kind=K.BLEED))
        == "Sully has already bled this turn."
    )


def test_t_hunt_block_predator_blocks_with_intercept(minion):
    """The prey declines; the predator's +1 intercept meets stealth 1: blocked, combat."""
    t = minion
    hunter = t.vampire(0, 1, "Sully")
    blocker = t.vampire(3, 2, "Meaghan")
    t.ok(K.Act(seat=0, minion=hunter.id, kind=K.HUNT))
    assert t.rules["action"]["stealth"] == 1 and t.rules["action"]["deciders"] == [1, 3]
    t.ok(K.Pass(seat=0))
    assert t.refused(K.Block(seat=3, minion=blocker.id)) == "You may not attempt to block now."
    t.ok(K.Pass(seat=1))
    t.ok(K.Block(seat=3, minion=blocker.id))
    cloak = t.given(0, "Cloak the Gathering", hunter)
    assert t.refused(K.Modify(seat=0, what=K.STEALTH, card=cloak)).startswith(
        "Stealth can be added only when it is needed"
    )
    t.ok(K.Pass(seat=0))
    t.ok(K.Pass(seat=1))
    t.ok(K.Modify(seat=3, what=K.INTERCEPT, delta=1, card=t.given(3, "Spirit's Touch")))
    t.pass_round()  # acting, prey, predator, then the other: the block succeeds
    assert t.rules["action"] is None and t.rules["combat"] is not None
    assert t.state.cards[blocker.id].locked
    assert t.state.cards[hunter.id].counters.get("blood", 0) == 1  # the hunt had no effect


def test_a_failed_block_lets_the_action_through(minion):
    t = minion
    hunter = t.vampire(0, 1, "Sully")
    blocker = t.vampire(1, 2)
    t.ok(K.Act(seat=0, minion=hunter.id, kind=K.HUNT))
    t.pass_to(1)
    t.ok(K.Block(seat=1, minion=blocker.id))
    t.pass_round()  # intercept 0 < stealth 1: the block fails
    assert t.rules["action"]["stage"] == "block" and t.rules["action"]["deciders"] == [1, 3]
    assert t.waits_for["seat"] == 0  # the failed attempt gives the acting Methuselah the impulse
    t.pass_round()  # the prey and predator decline
    for seat in (0, 1, 3, 2):
        t.ok(K.Pass(seat=seat))
    assert t.state.cards[hunter.id].counters["blood"] == 2


def test_t_indirect_recruit_pays_only_on_success(minion):
    """An ally recruited: undirected, +1 stealth, prey first as often as it likes, then the
    predator; the cost is paid only on success."""
    t = minion
    widow = t.vampire(0, 3, "Sully")
    gang = t.in_hand(0, "Caiaphas Smith")
    t.ok(K.Act(seat=0, minion=widow.id, kind=K.RECRUIT, card=gang.id))
    assert t.pool(0) == 30 and t.rules["action"]["stealth"] == 1
    for seat in (0, 1, 3, 2):  # the acting Methuselah, the prey, the predator, the other
        t.ok(K.Pass(seat=seat))
    for seat in (0, 1, 3, 2):
        t.ok(K.Pass(seat=seat))
    assert t.pool(0) == 29
    ally = t.state.cards[gang.id]
    assert ally.zone == "s0.ready" and ally.counters == {"life": 2}
    assert len(t.state.seat_zone(0, "hand").cards) == 7
    assert (
        t.refused(K.Act(seat=0, minion=gang.id, kind=K.BLEED))
        == "Caiaphas Smith was recruited this turn and cannot act yet."
    )


def test_a_blocked_recruit_burns_the_ally_and_costs_nothing(minion):
    t = minion
    widow = t.vampire(0, 3, "Sully")
    blocker = t.vampire(1, 3)
    gang = t.in_hand(0, "Caiaphas Smith")
    t.ok(K.Act(seat=0, minion=widow.id, kind=K.RECRUIT, card=gang.id))
    t.pass_to(1)
    t.ok(K.Block(seat=1, minion=blocker.id))
    t.ok(K.Pass(seat=0))
    t.ok(K.Modify(seat=1, what=K.INTERCEPT, delta=1, card=t.given(1, "Spirit's Touch")))
    t.pass_round()
    # the card waits in the hand while the combat of the block lasts (the action may go on
    # after it: Form of Mist), then it is burned
    assert t.rules["combat"] is not None and t.state.cards[gang.id].zone == "s0.hand"
    for _ in range(12):
        if t.rules["combat"] is None:
            break
        seat = decider(t.state).seat
        strikes = [c for c in legal_commands(t.state, seat) if isinstance(c, K.Strike)]
        t.ok(strikes[0] if strikes else K.Pass(seat=seat))
    assert t.pool(0) == 30 and t.state.cards[gang.id].zone == "s0.ash_heap"
    assert len(t.state.seat_zone(0, "hand").cards) == 7


def test_a_vampire_with_no_blood_must_hunt_first(minion):
    t = minion
    empty = t.vampire(0, 0, "Sully")
    other = t.vampire(0, 3)
    assert (
        t.refused(K.Act(seat=0, minion=other.id, kind=K.BLEED))
        == "Sully has no blood and must hunt before any other action."
    )
    assert t.waits_for["key"] == "hunt"
    assert (
        t.refused(K.NextPhase(seat=0)) == "Sully has no blood and must hunt before the phase ends."
    )
    t.ok(K.Act(seat=0, minion=empty.id, kind=K.HUNT))


def test_card_requirements_and_costs_come_from_the_card_data(minion):
    t = minion
    ashley = t.vampire(0, 3, "Ashley")  # dom obf, no auspex
    revelations = t.in_hand(0, "Revelations")  # [aus] action, 1 blood
    assert (
        t.refused(K.Act(seat=0, minion=ashley.id, kind=K.ACTION, card=revelations.id))
        == "Ashley lacks the discipline Revelations requires."
    )
    govern = t.in_hand(0, "Govern the Unaligned", 1)  # [dom] directed, 1 blood
    assert (
        t.refused(K.Act(seat=0, minion=ashley.id, kind=K.ACTION, card=govern.id))
        == "Govern the Unaligned is a directed action: say which Methuselah it targets."
    )
    t.state.cards[ashley.id].counters = {"blood": 1}
    t.state.cards[govern.id].catalog = t.by_name("Conditioning").catalog  # a modifier
    t.rebook()
    assert (
        t.refused(K.Act(seat=0, minion=ashley.id, kind=K.ACTION, card=govern.id, target=1))
        == "Conditioning cannot be played for that action."
    )
    t.state.cards[govern.id].catalog = t.by_name("Govern the Unaligned").catalog
    # its inferior level is a bleed (the engine runs the card: declared as one)
    t.ok(K.Act(seat=0, minion=ashley.id, kind=K.BLEED, card=govern.id, target=1))
    assert t.rules["action"]["directed"] and t.rules["action"]["deciders"] == [1]
    t.pass_round()
    t.pass_round()
    assert t.state.cards[ashley.id].counters.get("blood", 0) == 0  # 1 blood paid on success
    assert t.state.cards[govern.id].zone == "s0.ash_heap"


def test_political_action_and_referendum(minion):
    t = minion
    prince = t.vampire(0, 4, "Alexander Silverson")  # Prince: 2 votes
    card = next(
        c
        for c in t.module_db().cards.values()
        if c.types == ("Political Action",)
        and not c.disciplines
        and not c.clans
        and not c.pool_cost
        and not c.blood_cost
        and not card_rules().get(c.catalog, {}).get("requires")
    )
    held = t.in_hand(0, card.name)
    t.ok(K.Act(seat=0, minion=prince.id, kind=K.POLITICAL, card=held.id))
    assert t.rules["action"]["stealth"] == 1 and not t.rules["action"]["directed"]
    t.pass_round()
    t.pass_round()
    assert t.rules["referendum"]["order"] == [0, 1, 2, 3]
    # any order: the last seat votes first, with 3 votes a card of theirs gives
    paragon = t.given(3, "Perfect Paragon")
    t.ok(K.Vote(seat=3, side="against", source="card", card=paragon, votes=3))
    t.ok(K.Vote(seat=0, side="for", source="vampire", minion=prince.id))  # 2 (prince)
    assert (
        t.refused(K.Vote(seat=0, side="against", source="vampire", minion=prince.id))
        == "Those votes are cast already; a vote cannot be changed."
    )
    t.ok(K.Vote(seat=0, side="for", source="called"))  # 1 (the card)
    assert (
        t.refused(K.Vote(seat=1, side="for", source="called"))
        == "Only the Methuselah who called this referendum with a card has its vote."
    )
    assert t.module.decision(t.state).seats == (0, 1, 2, 3)
    for seat in (2, 0, 3):
        t.ok(K.Pass(seat=seat))  # done voting, in any order
    assert (
        t.refused(K.Vote(seat=0, side="for", source="edge"))
        == "You are done voting in this referendum; a vote cannot be changed."
    )
    assert t.module.decision(t.state).seats == (1,)
    t.ok(K.Pass(seat=1))
    assert t.rules["referendum"] is None  # T-TIE-REF: 3 for, 3 against fails
    assert t.refused(K.Act(seat=0, minion=prince.id, kind=K.POLITICAL, card=held.id))


@pytest.mark.parametrize(
    "sides, passes",
    [
        (
            ("for", "for", "against"),
            True,
        ),  # T-PRISCI: ballots 2-1 give the bloc 3 votes for, 3 to 1
        (("for", "against", "abstain"), False),  # a 1-1 split: the bloc abstains, 0 to 1 fails
    ],
)
def test_t_prisci(minion, sides, passes):
    t = minion
    caller = t.vampire(0, 4, "Sully")  # no title
    for seat, name in zip(
        (1, 2, 3), ("Bronwen", "Genevieve", "Gisela Harden, The Winnower"), strict=True
    ):
        t.vampire(seat, 3, name)
    card = next(
        c
        for c in t.module_db().cards.values()
        if c.types == ("Political Action",)
        and not c.disciplines
        and not c.clans
        and not c.pool_cost
        and not c.blood_cost
        and not card_rules().get(c.catalog, {}).get("requires")
    )
    held = t.in_hand(0, card.name)
    t.ok(K.Act(seat=0, minion=caller.id, kind=K.POLITICAL, card=held.id))
    while t.rules["referendum"] is None:
        t.ok(K.Pass(seat=t.waits_for["seat"]))
    t.ok(K.Vote(seat=0, side="against", source="called"))  # the card's 1 vote, against
    for seat, side in zip((1, 2, 3), sides, strict=True):
        if side != "abstain":
            (priscus,) = t.state.zones[f"s{seat}.ready"].cards
            t.ok(K.Vote(seat=seat, side=side, source="vampire", minion=priscus))
    for seat in (0, 1, 2, 3):
        t.ok(K.Pass(seat=seat))
    kinds = [e.key for e in t.session.log[-1].events if hasattr(e, "key")]
    assert ("referendum_passed" in kinds) is passes


def test_a_methuselah_splits_its_votes_by_source(minion):
    """003 'Conseguir votos': some sources for, some against, each as one block."""
    t = minion
    prince = t.vampire(0, 4, "Alexander Silverson")  # Prince: 2 votes
    card = next(
        c
        for c in t.module_db().cards.values()
        if c.types == ("Political Action",)
        and not c.disciplines
        and not c.clans
        and not c.pool_cost
        and not c.blood_cost
        and not card_rules().get(c.catalog, {}).get("requires")
    )
    held = t.in_hand(0, card.name)
    t.state.tokens[EDGE].holder = 0
    t.ok(K.Act(seat=0, minion=prince.id, kind=K.POLITICAL, card=held.id))
    t.pass_round()
    t.pass_round()
    t.ok(K.Vote(seat=0, side="against", source="vampire", minion=prince.id))
    t.ok(K.Vote(seat=0, side="for", source="called"))
    t.ok(K.Vote(seat=0, side="for", source="edge"))
    ref = t.rules["referendum"]
    assert (ref["for"], ref["against"]) == (2, 2) and t.state.tokens[EDGE].holder is None
    political = t.in_hand(1, card.name)
    t.ok(K.Vote(seat=1, side="for", source="political", card=political.id))
    assert political.zone == "s1.ash_heap"
    second = t.in_hand(1, card.name)
    assert (
        t.refused(K.Vote(seat=1, side="for", source="political", card=second.id))
        == "You have already burned a political action card for a vote."
    )
    for seat in (0, 1, 2, 3):
        t.ok(K.Pass(seat=seat))
    assert t.rules["referendum"] is None
    kinds = [e.key for e in t.session.log[-1].events if hasattr(e, "key")]
    assert "referendum_passed" in kinds  # 3 for, 2 against


def test_the_acting_methuselah_plays_modifiers_before_the_target_decides_to_block(minion):
    """003 'Resumen del curso de una acción', 2018 §6.2.2: the acting Methuselah has the
    first chance; an effect gives the impulse back to it; a decline to block is final."""
    t = minion
    sully = t.vampire(0, 3, "Sully")
    blocker = t.vampire(1, 2)
    t.ok(K.Act(seat=0, minion=sully.id, kind=K.BLEED))
    assert t.refused(K.Block(seat=1, minion=blocker.id)) == "You may not attempt to block now."
    t.ok(K.Modify(seat=0, what=K.AMOUNT, delta=1, card=t.given(0, "Bonding", sully)))  # first
    assert t.waits_for["seat"] == 0 and t.rules["action"]["amount"] == 2
    t.ok(K.Pass(seat=0))
    t.ok(K.Pass(seat=1))  # Alexis declines
    t.ok(K.Modify(seat=1, what=K.AMOUNT, delta=-1, card=t.given(1, "Keep it Simple")))
    assert t.waits_for["seat"] == 0  # the impulse is back with the acting Methuselah
    t.ok(K.Pass(seat=0))
    assert t.waits_for["seat"] == 1
    assert t.refused(K.Block(seat=1, minion=blocker.id)) == "You may not attempt to block now."
    assert K.Block(seat=1, minion=blocker.id) not in legal_commands(t.state, 1)
    t.pass_round()  # Alexis, then the others: the block step is over
    assert t.rules["action"]["stage"] == "resolve"
    t.pass_round()
    assert t.pool(1) == 29
