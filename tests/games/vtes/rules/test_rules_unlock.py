"""vtes.md §5 unlock phase beyond the Edge: infernal minions (V-UNL-01), contested cards
and titles (§14), burn-option discards (V-UNL-03) and withdrawal (§16.3)."""

from vtt.games.vtes.layout import ASH_HEAP, READY, TORPOR, zone
from vtt.games.vtes.rules import commands as K
from vtt.games.vtes.rules.data import MASTER, MINION, UNLOCK
from vtt.games.vtes.rules.legal import legal_commands
from vtt.games.vtes.rules.politics import title_votes

from .conftest import Table


def _round(t, start: int = 0):
    """End the turns of every seat from ``start`` round to ``start`` again."""
    for seat in list(range(start, 4)) + list(range(0, start)):
        t.ok(K.EndTurnRules(seat=seat))


# -- infernal --------------------------------------------------------------------------------


def test_an_infernal_minion_unlocks_only_for_1_pool(table):
    t = table
    demon = t.vampire(0, 3, "Azaneal")
    other = t.vampire(0, 3, "Anson")
    demon.locked = other.locked = True
    _round(t)
    assert demon.locked and not other.locked
    assert K.UnlockInfernal(seat=0, card=demon.id) in legal_commands(t.state, 0)
    assert (
        t.refused(K.UnlockInfernal(seat=0, card=other.id))
        == "Anson is not infernal: it unlocks by itself."
    )
    pool = t.pool(0)
    demon = t.state.cards[demon.id]  # a refused command restores the state: fetch again
    t.ok(K.UnlockInfernal(seat=0, card=demon.id))
    assert not demon.locked and t.pool(0) == pool - 1
    assert t.refused(K.UnlockInfernal(seat=0, card=demon.id)) == "Azaneal is not locked."
    t.ok(K.NextPhase(seat=0))
    t.state.cards[demon.id].locked = True
    assert t.refused(K.UnlockInfernal(seat=0, card=demon.id)) == "That is done in the unlock phase."


# -- contested cards -------------------------------------------------------------------------


def _contest_anson(t):
    """Seat 0 has Anson in play; seat 1 brings a second Anson in play (a manual move)."""
    mine = t.vampire(0, 3, "Anson")
    t.ok(K.EndTurnRules(seat=0))
    theirs = t.vampire(1, 2, "Anson")
    t.ok(K.NextPhase(seat=1))  # any command: the contest starts after it
    return mine, theirs


def test_a_second_copy_under_another_methuselah_contests_every_copy(table):
    t = table
    mine, theirs = _contest_anson(t)
    assert not mine.face_up and not theirs.face_up
    assert t.rules["contests"] == {"Anson": [mine.id, theirs.id]}
    # out of play: neither acts nor blocks
    t.to_phase(MINION, 1)
    assert not any(getattr(c, "minion", None) == theirs.id for c in legal_commands(t.state, 1))


def test_contests_are_paid_or_yielded_before_the_unlock_phase_ends():
    t = Table()
    mine, theirs = _contest_anson(t)
    for seat in (1, 2, 3):
        t.ok(K.EndTurnRules(seat=seat))
    assert t.waits_for["key"] == "contest"
    assert t.refused(K.NextPhase(seat=0)) == "Pay for or yield the contest over Anson first."
    assert set(map(type, legal_commands(t.state, 0))) == {K.Contest}
    pool = t.pool(0)
    t.ok(K.Contest(seat=0, card=mine.id))
    assert t.pool(0) == pool - 1
    assert (
        t.refused(K.Contest(seat=0, card=mine.id))
        == "The contest over Anson is already paid this turn."
    )
    t.ok(K.NextPhase(seat=0))
    assert t.rules["phase"] == MASTER
    # seat 1 yields: its copy burns with its blood; seat 0 wins at its next unlock phase
    t.ok(K.EndTurnRules(seat=0))
    mine, theirs = t.state.cards[mine.id], t.state.cards[theirs.id]
    t.ok(K.Contest(seat=1, card=theirs.id, pay=False))
    assert theirs.zone == zone(1, ASH_HEAP) and not theirs.counters
    assert not mine.face_up and mine.id in t.rules["won"]
    for seat in (1, 2, 3):
        t.ok(K.EndTurnRules(seat=seat))
    assert mine.face_up and not mine.locked and t.rules["contests"] == {}
    assert t.rules["phase"] == UNLOCK and t.waits_for["key"] == UNLOCK


def test_a_second_copy_under_the_same_methuselah_is_burned(table):
    t = table
    first = t.vampire(0, 3, "Anson")
    t.ok(K.NextPhase(seat=0))
    second = t.vampire(0, 2, "Anson")
    t.ok(K.NextPhase(seat=0))
    assert first.face_up and first.zone == zone(0, READY)
    assert second.zone == zone(0, ASH_HEAP)
    assert t.rules["contests"] == {}


# -- contested titles ------------------------------------------------------------------------


def test_two_princes_of_one_city_contest_the_title(table):
    t = table
    anson = t.vampire(0, 4, "Anson")  # Prince of Seattle
    casino = t.vampire(1, 3, "Casino Reeds")  # Prince of Seattle too
    t.ok(K.NextPhase(seat=0))
    assert sorted(t.rules["titles"]["city:seattle"]) == sorted([anson.id, casino.id])
    assert anson.face_up and casino.face_up  # still in play, acting normally
    assert title_votes(t.state, 0) == (0, 0) and title_votes(t.state, 1) == (0, 0)
    t.ok(K.EndTurnRules(seat=0))
    t.ok(K.Contest(seat=1, card=casino.id))  # seat 1's unlock phase: 1 blood
    assert casino.counters["blood"] == 2
    for seat in (1, 2, 3):
        t.ok(K.EndTurnRules(seat=seat))
    t.ok(K.Contest(seat=0, card=anson.id))
    assert anson.counters["blood"] == 3
    t.ok(K.EndTurnRules(seat=0))
    casino.counters["blood"] = 0
    t.rebook()
    assert (
        t.refused(K.Contest(seat=1, card=casino.id))
        == "Casino Reeds cannot pay 1 blood for the title: it must yield."
    )
    assert K.Contest(seat=1, card=casino.id) not in legal_commands(t.state, 1)
    t.ok(K.Contest(seat=1, card=casino.id, pay=False))
    assert title_votes(t.state, 0) == (0, 0)  # won, taken at the next unlock phase
    for seat in (1, 2, 3):
        t.ok(K.EndTurnRules(seat=seat))
    assert title_votes(t.state, 0) == (2, 0)  # a prince: 2 votes
    assert title_votes(t.state, 1) == (0, 0)  # yielded for the rest of the game


def test_a_vampire_in_torpor_must_yield_its_title(table):
    t = table
    anson = t.vampire(0, 4, "Anson")
    casino = t.vampire(1, 3, "Casino Reeds")
    t.ok(K.NextPhase(seat=0))
    t.ok(K.EndTurnRules(seat=0))
    from vtt.core.table import move_card

    move_card(t.state, casino, t.state.zones[zone(1, TORPOR)])
    t.rebook()
    assert (
        t.refused(K.Contest(seat=1, card=casino.id))
        == "Casino Reeds is in torpor: it must yield the title."
    )
    assert anson.id in t.rules["titles"]["city:seattle"]


def test_2018_a_baron_pays_2_blood_against_a_prince():
    t = Table(edition="2018")
    prince = t.vampire(0, 4, "Greger Anderssen")  # Prince of Stockholm
    baron = t.vampire(1, 4)
    baron.catalog = next(
        c.catalog
        for c in t.module_db().cards.values()
        if c.name == "Brunhilde" and c.title == "Baron"
    )
    t.ok(K.NextPhase(seat=0))
    assert sorted(t.rules["titles"]["city:stockholm"]) == sorted([prince.id, baron.id])
    t.ok(K.EndTurnRules(seat=0))
    t.ok(K.Contest(seat=1, card=baron.id))
    assert baron.counters["blood"] == 2
    for seat in (1, 2, 3):
        t.ok(K.EndTurnRules(seat=seat))
    t.ok(K.Contest(seat=0, card=prince.id))
    assert prince.counters["blood"] == 3


# -- burn option -----------------------------------------------------------------------------


_BURN = "Unleash Hell's Fury"  # burn option, requires Daimoinon


def test_a_burn_option_card_nobody_can_play_is_discarded_and_replaced(table):
    t = table
    t.vampire(0, 3, "Anson")  # no Daimoinon
    card = t.in_hand(0, _BURN)
    hand = t.state.seat_zone(0, "hand")
    assert K.BurnOption(seat=0, card=card.id) in legal_commands(t.state, 0)
    t.ok(K.BurnOption(seat=0, card=card.id))
    assert card.zone == zone(0, ASH_HEAP) and len(hand.cards) == 7
    other = t.in_hand(0, _BURN, 1)
    assert (
        t.refused(K.BurnOption(seat=0, card=other.id))
        == "Only one burn-option discard per unlock phase."
    )


def test_a_burn_option_card_a_minion_can_play_stays(table):
    t = table
    t.vampire(0, 3, "Azaneal")  # Daimoinon
    card = t.in_hand(0, _BURN)
    assert K.BurnOption(seat=0, card=card.id) not in legal_commands(t.state, 0)
    assert (
        t.refused(K.BurnOption(seat=0, card=card.id))
        == "Azaneal can play Unleash Hell's Fury: it cannot be discarded with the burn option."
    )


def test_any_methuselah_may_burn_option_in_another_unlock_phase(table):
    t = table
    card = t.in_hand(2, _BURN)
    assert K.BurnOption(seat=2, card=card.id) in legal_commands(t.state, 2)
    t.ok(K.BurnOption(seat=2, card=card.id))
    t.ok(K.NextPhase(seat=0))
    card = t.in_hand(2, _BURN)
    assert (
        t.refused(K.BurnOption(seat=2, card=card.id))
        == "Burn-option cards are discarded during an unlock phase."
    )


def test_2018_burn_option_discards_are_not_replaced():
    t = Table(edition="2018")
    card = t.in_hand(1, _BURN)
    t.ok(K.BurnOption(seat=1, card=card.id))
    assert len(t.state.seat_zone(1, "hand").cards) == 6


# -- withdrawal ------------------------------------------------------------------------------


def _exhaust(t, seat: int, keep: int = 5):
    """Empty ``seat``'s library into its ash heap and leave ``keep`` cards in hand."""
    from vtt.core.table import move_card

    ash = t.state.zones[zone(seat, ASH_HEAP)]
    for card_id in list(t.state.seat_zone(seat, "deck").cards):
        move_card(t.state, t.state.cards[card_id], ash, face_up=True)
    for card_id in list(t.state.seat_zone(seat, "hand").cards)[keep:]:
        move_card(t.state, t.state.cards[card_id], ash, face_up=True)
    t.rebook()


def test_withdrawal_that_holds_scores_1_vp_and_nothing_for_the_predator(table):
    t = table
    t.ok(K.EndTurnRules(seat=0))
    _exhaust(t, 1)
    _round(t, 1)  # seat 1 begins a turn with 5 cards
    assert K.Withdraw(seat=1) in legal_commands(t.state, 1)
    t.ok(K.Withdraw(seat=1))
    assert t.refused(K.Withdraw(seat=1)) == "You are already withdrawing."
    _round(t, 1)
    assert t.state.seats[1].out and t.rules["withdrawn"] == [1]
    assert t.state.seats[1].counters["vp"] == 1 and t.state.seats[0].counters.get("vp", 0) == 0
    assert t.pool(0) == 30 and t.state.turn.active == 2
    assert not t.state.zones[zone(1, READY)].cards


def test_losing_pool_ends_a_withdrawal(table):
    t = table
    t.ok(K.EndTurnRules(seat=0))
    _exhaust(t, 1)
    _round(t, 1)
    t.ok(K.Withdraw(seat=1))
    t.ok(K.EndTurnRules(seat=1))
    from vtt.core import commands as C

    t.ok(C.Counter(seat=2, target=1, kind="pool", delta=-1, host=True))  # a bleed by hand
    t.ok(C.Counter(seat=2, target=1, kind="pool", delta=1, host=True))  # made good: too late
    for seat in (2, 3, 0):
        t.ok(K.EndTurnRules(seat=seat))
    assert not t.state.seats[1].out and t.state.turn.active == 1


def test_withdrawal_needs_an_exhausted_library(table):
    t = table
    assert K.Withdraw(seat=0) not in legal_commands(t.state, 0)
    assert t.refused(K.Withdraw(seat=0)).startswith("Only a Methuselah whose library is exhausted")


def test_the_score_sheet_shows_a_withdrawal(table):
    t = table
    t.ok(K.EndTurnRules(seat=0))
    _exhaust(t, 1)
    _round(t, 1)
    t.ok(K.Withdraw(seat=1))
    _round(t, 1)
    from vtt.games.vtes.rules.flow import check_ousts

    t.state.seats[0].counters["pool"] = 0
    t.state.seats[3].counters["pool"] = 0
    t.rebook()
    check_ousts(t.state, [], 2)  # 0 and 3 at once: 3 and 2 score their prey
    sheet = t.module.final_scores(t.state)
    rows = {row.label.text: row.values for row in sheet.rows}
    assert rows["Withdrawal (1 VP)"] == [0, 1, 0, 0]
    assert sheet.totals == [0, 1, 2, 1] and sheet.winners == [2]
