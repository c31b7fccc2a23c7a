"""Every card play checked from the card's data (legality.check_play), with real cards: the
moment each type is played at, the requirements of the minion playing it, the limits and
the costs, and the refusals' sentences; and vtes_act / vtes_master going through it."""

from __future__ import annotations

import pytest

from vtt.core.messages import Rejected
from vtt.core.table import move_card
from vtt.games.vtes.layout import READY, zone
from vtt.games.vtes.rules import commands as K
from vtt.games.vtes.rules.combat import start_combat
from vtt.games.vtes.rules.data import MINION, mark_acted
from vtt.games.vtes.rules.legality import card_kind, check_play, playable_now

COHN_ROSE = "vtes:200285"  # Tremere, Camarilla, capacity 5: aus dom pre THA, untitled
CARDANO = "vtes:200243"  # Tremere, Camarilla prince, capacity 9: DOM at superior
AKSINYA = "vtes:200034"  # Gangrel antitribu, Sabbat, untitled, capacity 9: PRE
ANARCH_CONVERT = "vtes:200076"  # Caitiff, Anarch, capacity 1, no discipline


def _vampire(t, seat: int, catalog: str, blood: int = 4):
    card = t.vampire(seat, blood)
    card.catalog = catalog
    return card


def _why(t, seat, card, minion, **kw) -> str:
    with pytest.raises(Rejected) as caught:
        check_play(t.state, seat, card, minion, **kw)
    return caught.value.message.english()


@pytest.fixture
def minion(table):
    """Seat 0's minion phase."""
    table.to_phase("minion")
    return table


# -- the moment of each type ---------------------------------------------------------------


def test_a_master_card_is_played_in_its_masters_master_phase(table):
    t = table
    vessel = t.in_hand(0, "Vessel")  # trifle, 1 pool
    assert _why(t, 0, vessel, None) == "Vessel is a master card: it is played in your master phase."
    t.to_phase("master")
    assert check_play(t.state, 0, vessel, None) == (1, 0)
    other = t.in_hand(1, "Vessel")
    assert _why(t, 1, other, None) == "Vessel is a master card: it is played in your master phase."
    t.rules["master"] = 0
    assert _why(t, 0, vessel, None) == "No master phase action left this turn."


def test_an_out_of_turn_master_is_played_in_another_methuselahs_turn_once(table):
    t = table
    mine, theirs = t.in_hand(0, "Sudden Reversal"), t.in_hand(1, "Sudden Reversal")
    assert _why(t, 0, mine, None) == (
        "Out-of-turn master cards are played only during another Methuselah's turn."
    )
    assert check_play(t.state, 1, theirs, None) == (0, 0)
    t.rules["oot"][1] = True
    assert _why(t, 1, theirs, None) == (
        "Only one out-of-turn master card between two of your master phases."
    )


def test_an_action_card_is_an_action_of_a_ready_unlocked_minion_in_its_minion_phase(table):
    t = table
    cohn = _vampire(t, 0, COHN_ROSE)
    govern = t.in_hand(0, "Govern the Unaligned")  # [dom] action, 1 blood
    sentence = (
        "Govern the Unaligned is played as an action by a ready unlocked minion of yours,"
        " in your minion phase."
    )
    assert _why(t, 0, govern, cohn) == sentence
    t.to_phase("minion")
    assert check_play(t.state, 0, govern, cohn) == (0, 1)
    cohn.locked = True
    assert _why(t, 0, govern, cohn) == sentence
    cohn.locked = False
    mark_acted(t.state, cohn.id, "Govern the Unaligned")
    assert (
        _why(t, 0, govern, cohn) == "Cohn Rose has already played Govern the Unaligned this turn."
    )


def _bleeding(t):
    """Seat 0's Cohn Rose bleeds seat 1; seat 1 has Cardano, seat 0 also Anarch Convert."""
    cohn = _vampire(t, 0, COHN_ROSE)
    convert = _vampire(t, 0, ANARCH_CONVERT)
    cardano = _vampire(t, 1, CARDANO)
    t.ok(K.Act(seat=0, minion=cohn.id, kind=K.BLEED))
    return cohn, convert, cardano


def test_an_action_modifier_is_the_acting_minions_during_its_action(minion):
    t = minion
    conditioning = t.in_hand(0, "Conditioning")  # [dom] bleed modifier, 1 blood
    cohn = _vampire(t, 0, COHN_ROSE)
    assert _why(t, 0, conditioning, cohn) == (
        "Conditioning is an action modifier: only the acting minion plays it, during its action."
    )
    cohn, convert, cardano = _bleeding(t)
    assert check_play(t.state, 0, conditioning, cohn) == (0, 1)
    assert "only the acting minion" in _why(t, 0, conditioning, convert)
    theirs = t.in_hand(1, "Conditioning")
    assert "only the acting minion" in _why(t, 1, theirs, cardano)
    assert _why(t, 0, conditioning, cohn, already=[conditioning.catalog]) == (
        "Cohn Rose has already played Conditioning during this action."
    )
    # the limit holds at the other level too (V5)
    assert not playable_now(
        t.state, 0, conditioning, cohn, superior=False, already=[conditioning.catalog]
    )


def test_a_modifier_only_usable_during_a_bleed_is_refused_during_a_hunt(minion):
    t = minion
    cohn = _vampire(t, 0, COHN_ROSE, blood=0)
    conditioning = t.in_hand(0, "Conditioning")
    t.ok(K.Act(seat=0, minion=cohn.id, kind=K.HUNT))
    cohn.counters["blood"] = 2
    assert _why(t, 0, conditioning, cohn) == "Conditioning is played only during a bleed."


def test_a_reaction_is_a_ready_unlocked_minion_of_another_methuselah(minion):
    t = minion
    cohn, convert, cardano = _bleeding(t)
    deflection = t.in_hand(1, "Deflection")  # [dom] reaction, during a bleed
    assert check_play(t.state, 1, deflection, cardano) == (0, 1)
    mine = t.in_hand(0, "Deflection")
    sentence = (
        "Deflection is a reaction: a ready unlocked minion plays it during another"
        " Methuselah's action."
    )
    assert _why(t, 0, mine, convert) == sentence
    cardano.locked = True
    assert _why(t, 1, deflection, cardano) == sentence
    awakening = t.in_hand(1, "Forced Awakening", 1)  # only usable by a locked vampire
    assert check_play(t.state, 1, awakening, cardano) == (0, 0)
    cardano.locked = False
    assert _why(t, 1, awakening, cardano) == "Forced Awakening is played only by a locked minion."
    assert _why(t, 1, deflection, cardano, already=[deflection.catalog]) == (
        "Cardano has already played Deflection during this action."
    )


def test_a_multi_type_card_fits_either_way(minion):
    t = minion
    cohn, convert, cardano = _bleeding(t)
    assert card_kind(t.in_hand(0, "Aura Absorption")) == ("Action Modifier", "Reaction")
    theirs_rose = _vampire(t, 2, COHN_ROSE)
    mine, theirs = t.in_hand(0, "Aura Absorption"), t.in_hand(2, "Aura Absorption")
    assert check_play(t.state, 0, mine, cohn) == (0, 0)  # as an action modifier
    assert check_play(t.state, 2, theirs, theirs_rose) == (0, 0)  # as a reaction
    convert_1 = _vampire(t, 1, ANARCH_CONVERT)
    assert _why(t, 1, t.in_hand(1, "Aura Absorption"), convert_1) == (
        "Anarch Convert lacks the discipline Aura Absorption requires."
    )


def test_a_combat_card_is_a_combatants(minion):
    t = minion
    cohn, aksinya = _vampire(t, 0, COHN_ROSE), _vampire(t, 1, AKSINYA)
    majesty = t.in_hand(1, "Majesty")  # [pre] combat, 1 blood
    assert _why(t, 1, majesty, aksinya) == "Majesty is a combat card: only a combatant plays it."
    start_combat(t.state, cohn, aksinya, [], 0)
    assert check_play(t.state, 1, majesty, aksinya, superior=True) == (0, 1)
    bystander = _vampire(t, 1, CARDANO)
    assert "only a combatant" in _why(t, 1, majesty, bystander)
    high_ground = t.in_hand(1, "High Ground", 1)  # only one each round
    assert check_play(t.state, 1, high_ground, aksinya) == (0, 0)
    assert _why(t, 1, high_ground, aksinya, already=[high_ground.catalog]) == (
        "Aksinya Daclau has already played High Ground this round."
    )


def test_an_event_is_put_in_play_in_its_masters_discard_phase(table):
    t = table
    event = t.in_hand(0, "Blood Trade")
    assert _why(t, 0, event, None) == (
        "Blood Trade is an event: it is put in play in your discard phase."
    )
    t.to_phase("discard")
    assert check_play(t.state, 0, event, None) == (0, 0)
    t.rules["events_played"].append(event.catalog)
    assert _why(t, 0, event, None) == "Each event card is played once per game."


def test_a_crypt_card_or_a_card_elsewhere_is_not_played(minion):
    t = minion
    cohn = _vampire(t, 0, COHN_ROSE)
    held = t.in_hand(0, "Vessel")
    held.catalog = CARDANO
    assert _why(t, 0, held, cohn) == "Cardano is a crypt card: it is not played from the hand."
    assert _why(t, 1, t.in_hand(0, "Vessel", 1), None) == "That card is not in your hand."


# -- requirements ----------------------------------------------------------------------------


def test_discipline_and_superior_level(minion):
    t = minion
    cohn, cardano = _vampire(t, 0, COHN_ROSE), _vampire(t, 0, CARDANO)
    convert = _vampire(t, 0, ANARCH_CONVERT)
    govern = t.in_hand(0, "Govern the Unaligned")
    assert _why(t, 0, govern, cohn, superior=True) == (
        "Cohn Rose does not have the discipline of Govern the Unaligned at superior level."
    )
    assert check_play(t.state, 0, govern, cardano, superior=True) == (0, 1)
    assert (
        _why(t, 0, govern, convert)
        == "Anarch Convert lacks the discipline Govern the Unaligned requires."
    )
    assert _why(t, 0, t.in_hand(0, "Bum's Rush", 1), cohn, superior=True) == (
        "Bum's Rush has no superior level to play."
    )


def test_clan_title_sect_capacity_and_unique(minion):
    t = minion
    cohn, cardano = _vampire(t, 0, COHN_ROSE), _vampire(t, 0, CARDANO)
    aksinya = _vampire(t, 0, AKSINYA)
    art_scam = t.in_hand(0, "Art Scam")  # Toreador antitribu action
    assert _why(t, 0, art_scam, cohn) == (
        "Art Scam requires a minion of clan Toreador antitribu; Cohn Rose is not."
    )
    restructure = t.in_hand(0, "Kindred Restructure", 1)  # requires a prince or justicar
    assert _why(t, 0, restructure, cohn) == (
        "Kindred Restructure requires a justicar / prince; Cohn Rose is not."
    )
    assert check_play(t.state, 0, restructure, cardano) == (0, 0)
    exemplary = t.in_hand(0, "Camarilla Exemplary", 2)  # requires a Camarilla vampire
    assert _why(t, 0, exemplary, aksinya) == (
        "Camarilla Exemplary requires a minion of the Camarilla sect; Aksinya Daclau is not."
    )
    seal = t.in_hand(0, "Seal of Veddartha", 3)  # a vampire with capacity 6 or more
    assert _why(t, 0, seal, cohn) == (
        "Seal of Veddartha requires a capacity of 6 or more; Cohn Rose has 5."
    )
    assert check_play(t.state, 0, seal, cardano) == (1, 0)
    bow = t.in_hand(0, "Ivory Bow", 4)  # unique equipment
    assert check_play(t.state, 0, bow, cohn) == (1, 0)
    copy = t.state.cards[t.state.seat_zone(0, "deck").cards[0]]
    copy.catalog = bow.catalog
    move_card(t.state, copy, t.state.zones[zone(0, READY)], face_up=True)
    copy.controller = 0
    assert _why(t, 0, bow, cohn) == "Ivory Bow is unique and you already have it in play."


def test_a_master_card_with_requirements_needs_a_ready_minion_that_meets_them(table):
    t = table
    _vampire(t, 0, COHN_ROSE)
    t.to_phase("master")
    turnip = t.in_hand(0, "Blood Turnip")  # requires a ready Anarch
    assert (
        _why(t, 0, turnip, None)
        == "Blood Turnip requires a minion of the Anarch sect; Cohn Rose is not."
    )
    _vampire(t, 0, ANARCH_CONVERT)
    assert check_play(t.state, 0, turnip, None) == (0, 0)


# -- costs -----------------------------------------------------------------------------------


def test_pool_blood_and_x_costs(minion):
    t = minion
    cohn = _vampire(t, 0, COHN_ROSE, blood=1)
    seal_holder = _vampire(t, 0, CARDANO)
    seal = t.in_hand(0, "Seal of Veddartha")
    t.set_pool(0, 0)
    assert _why(t, 0, seal, seal_holder) == "Seal of Veddartha costs 1 pool; you have 0."
    bloodlust = t.in_hand(0, "Bloodlust", 1)  # [pre] action, X blood
    assert check_play(t.state, 0, bloodlust, cohn, x=1) == (0, 1)
    assert _why(t, 0, bloodlust, cohn, x=2) == "Bloodlust costs 2 blood; Cohn Rose has 1."
    assert _why(t, 0, bloodlust, cohn, x=-1) == "X cannot be negative."
    convert = _vampire(t, 0, ANARCH_CONVERT)
    convert.counters["blood"] = 1
    assert "lacks the discipline" in _why(t, 0, bloodlust, convert, x=1)


# -- the plays that take a card go through it ------------------------------------------------


def test_vtes_act_and_vtes_master_refuse_with_the_rule(table):
    t = table
    cohn = _vampire(t, 0, COHN_ROSE)
    t.to_phase("master")
    turnip = t.in_hand(0, "Blood Turnip")
    assert t.refused(K.PlayMaster(seat=0, card=turnip.id)) == (
        "Blood Turnip requires a minion of the Anarch sect; Cohn Rose is not."
    )
    t.to_phase("minion")
    restructure = t.in_hand(0, "Kindred Restructure", 1)
    assert (
        t.refused(K.Act(seat=0, minion=cohn.id, kind=K.POLITICAL, card=restructure.id))
        == "Kindred Restructure requires a justicar / prince; Cohn Rose is not."
    )


def test_limited_effects_one_bleed_modifier_an_action_one_strikes_source_a_round(minion):
    t = minion
    cohn, convert, cardano = _bleeding(t)
    aire = t.in_hand(0, "Aire of Elation")  # [pre] +1 bleed (limited)
    conditioning = t.by_name("Conditioning").catalog  # [dom] +2 bleed (limited)
    assert check_play(t.state, 0, aire, cohn) == (0, 1)
    assert _why(t, 0, aire, cohn, already=[conditioning]) == (
        "Aire of Elation is limited: Cohn Rose has already increased this bleed with a"
        " limited card."
    )
    t.rules["action"] = None
    aksinya = _vampire(t, 1, AKSINYA)
    start_combat(t.state, cardano, aksinya, [], 0)
    blur = t.in_hand(1, "Blur")  # [cel] additional strike (limited)
    acrobatics = t.by_name("Acrobatics").catalog
    assert check_play(t.state, 1, blur, cardano) == (0, 1)
    assert _why(t, 1, blur, cardano, already=[acrobatics]) == (
        "Blur is limited: Cardano already has additional strikes from another card this round."
    )


def test_only_a_vampire_plays_a_political_action(minion):
    t = minion
    ally = t.vampire(0, 0)
    ally.catalog = t.by_name("Gregory Winter").catalog  # an ally
    ally.counters = {"life": 2}
    t.rebook()
    restructure = t.in_hand(0, "Kine Resources Contested")
    assert _why(t, 0, restructure, ally) == (
        "Only a vampire can take that action; Gregory Winter is an ally."
    )


def test_a_reaction_usable_by_a_locked_vampire_once_each_turn(minion):
    t = minion
    cohn, convert, cardano = _bleeding(t)
    fillip = t.in_hand(1, "Fillip")  # usable by a locked vampire; only one each turn
    cardano.locked = True
    assert check_play(t.state, 1, fillip, cardano) == (0, 0)
    mark_acted(t.state, cardano.id, "Fillip")
    assert _why(t, 1, fillip, cardano) == "Cardano has already played Fillip this turn."


def test_a_card_once_each_combat_is_refused_in_a_later_round():
    """'A vampire can play only one Fear of the Void Below each combat': the same vampire
    may not play a second one in the next round of the same combat."""
    from vtt.games.vtes.rules import played as played_cards

    from .conftest import Table

    t = Table()
    t.to_phase(MINION)
    sully, ryan = t.vampire(0, 3, "Sully"), t.vampire(1, 3, "Ryan")
    t.ok(K.Act(seat=0, minion=sully.id, kind=K.BLEED))
    t.pass_to(1)
    t.ok(K.Block(seat=1, minion=ryan.id))
    t.pass_round()  # blocked: combat
    first = t.in_hand(0, "Fear of the Void Below", 0)
    second = t.in_hand(0, "Fear of the Void Below", 1)
    t.ok(K.PlayCard(seat=0, card=first.id, minion=sully.id))
    t.rules["combat"]["round"] += 1  # the next round, arranged: this round's plays are over
    played_cards.prune(t.state)
    assert t.refused(K.PlayCard(seat=0, card=second.id, minion=sully.id)) == (
        "Sully has already played Fear of the Void Below in this combat: once each combat."
    )
