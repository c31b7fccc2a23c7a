"""The rules, one test per rule id (N-...) and test vector (NB-...) of the digest."""

from __future__ import annotations

import pytest
from nob_arrange import (
    arena,
    end_turn,
    eng,
    g,
    give,
    hand,
    others,
    play,
    refused,
    set_counters,
    wound,
)

from vtt.core import commands as C
from vtt.games.nob import commands as N
from vtt.games.nob import dice as D
from vtt.games.nob.cards import card
from vtt.games.nob.invariants import check_invariants


def wounds(s, seat):
    return eng(s).wounds(seat)


def blood(s, seat):
    return eng(s).blood(seat)


# -- dice (TIRADAS DE DADOS) ---------------------------------------------------------------------


def test_nb_06_luck_3():
    """N-DICE-01, N-DICE-02."""
    assert [D.outcome(d, 3) for d in range(1, 7)] == [
        D.CRITICAL,
        D.SUCCESS,
        D.SUCCESS,
        D.FAILURE,
        D.FAILURE,
        D.FUMBLE,
    ]


def test_nb_07_08_six_always_fumbles_one_always_crits():
    """N-DICE-02."""
    assert D.outcome(6, 5) == D.FUMBLE
    assert D.outcome(1, 1) == D.CRITICAL


# -- the turn --------------------------------------------------------------------------------------


def test_nb_12_n_turn_04_discard_down_to_blood():
    """N-BLD-01 (blood is the hand limit), N-TURN-04 step 3."""
    s = arena()
    a, _ = others(s)
    set_counters(s, a, sangre=3)
    for _ in range(6):
        give(s, a, "esquiva")
    play(s, N.End(seat=a))
    assert g(s).pending.kind == "discard"
    assert "not the decision" in refused(s, N.End(seat=a))
    for _ in range(2):
        play(s, N.Discard(seat=a, card=hand(s, a)[0]))
    assert g(s).active == a and len(hand(s, a)) == 4
    play(s, N.Discard(seat=a, card=hand(s, a)[0]))
    assert g(s).active != a and len(hand(s, a)) == 3  # the turn passed once the hand fitted


def test_n_turn_03_turns_go_clockwise_from_the_sovereign_and_nights_follow():
    """N-TURN-01, N-TURN-03."""
    s = arena()
    sov = g(s).sovereign
    seen = [g(s).active]
    for _ in range(5):
        end_turn(s)
        seen.append(g(s).active)
    assert seen == [(sov + k) % 5 for k in range(6)]
    assert g(s).night == 2


def test_n_turn_04_draw_two_at_the_start_of_a_turn():
    s = arena()
    a, b = others(s)
    end_turn(s)
    assert g(s).active == b and len(hand(s, b)) == 2


def test_nb_37_one_attack_per_turn():
    """N-CARD-01."""
    s = arena()
    a, b = others(s)
    x, y = give(s, a, "puñetazo"), give(s, a, "puñetazo")
    set_counters(s, a, fuerza=1, destreza=3, inteligencia=3, suerte=3)
    play(s, N.Play(seat=a, card=x, target=b))  # the seeded die decides; no matter
    if g(s).pending.kind != "play":
        play(s, N.Decline(seat=g(s).pending.seat))
    assert "Attack" in refused(s, N.Play(seat=a, card=y, target=b))


def test_n_turn_04_a_clan_or_card_raises_the_attack_limit(dice):
    s = arena()
    a, b = others(s)
    give(s, a, "automatica", "trasfondos")
    x, y = give(s, a, "puñetazo"), give(s, a, "puñetazo")
    dice(5, 5)  # two plain failures
    set_counters(s, a, fuerza=1, destreza=3, inteligencia=3, suerte=3)
    play(s, N.Play(seat=a, card=x, target=b))
    play(s, N.Play(seat=a, card=y, target=b))
    assert g(s).vampires[a].attacks == 2


def test_a_bite_is_not_the_turns_attack(dice):
    s = arena()
    a, b = others(s)
    x, bite = give(s, a, "puñetazo"), give(s, a, "mordisco")
    dice(5)
    set_counters(s, a, fuerza=1, destreza=3, inteligencia=3, suerte=3)
    play(s, N.Play(seat=a, card=x, target=b))
    play(s, N.Play(seat=a, card=bite, target=b))  # b has no Attack: a wins at once
    assert g(s).vampires[a].attacks == 1


# -- attacks ---------------------------------------------------------------------------------------


def test_an_attack_that_hits_may_be_dodged(dice):
    s = arena()
    a, b = others(s)
    x, dodge = give(s, a, "puñetazo"), give(s, b, "esquiva")
    set_counters(s, a, fuerza=4, destreza=2, inteligencia=2, suerte=2)
    dice(3)
    play(s, N.Play(seat=a, card=x, target=b))
    assert g(s).pending.kind == "defend" and g(s).pending.seat == b
    assert "not your decision" in refused(s, N.End(seat=a)).lower()
    play(s, N.Respond(seat=b, card=dodge))
    assert wounds(s, b) == (0, 0) and g(s).pending.kind == "play"


def test_a_critical_cannot_be_dodged_and_a_declined_hit_wounds(dice):
    """N-WND-05 (a card's wounds: a Torch is aggravated)."""
    s = arena()
    a, b = others(s)
    x, y = give(s, a, "puñetazo"), give(s, a, "antorcha")
    give(s, b, "esquiva")
    give(s, a, "automatica", "trasfondos")
    dice(1)
    play(s, N.Play(seat=a, card=x, target=b))
    assert wounds(s, b) == (1, 0) and g(s).pending.kind == "play"
    set_counters(s, a, fuerza=2, destreza=4, inteligencia=2, suerte=2)
    dice(2)
    play(s, N.Play(seat=a, card=y, target=b))
    play(s, N.Decline(seat=b))
    assert wounds(s, b) == (1, 1)  # a Torch is aggravated


def test_a_fumble_misses_and_hurts_the_attacker(dice):
    s = arena()
    a, b = others(s)
    x = give(s, a, "puñetazo")
    dice(6)
    play(s, N.Play(seat=a, card=x, target=b))
    assert wounds(s, a) == (1, 0) and wounds(s, b) == (0, 0)


def test_armour_rolls_luck_before_a_defence(dice):
    s = arena()
    a, b = others(s)
    x = give(s, a, "disparo")
    give(s, b, "chaleco", "trasfondos")
    set_counters(s, a, fuerza=2, destreza=4, inteligencia=2, suerte=2)
    set_counters(s, b, fuerza=2, destreza=2, inteligencia=2, suerte=4)
    dice(2, 3)  # a hit, then the armour's Luck roll succeeds
    play(s, N.Play(seat=a, card=x, target=b))
    assert wounds(s, b) == (0, 0)


def test_a_second_weapon_is_refused():
    s = arena()
    a, _ = others(s)
    give(s, a, "navaja", "trasfondos")
    shotgun = give(s, a, "escopeta")
    assert "weapon" in refused(s, N.Play(seat=a, card=shotgun))


def test_a_defence_is_not_played_on_ones_own_turn():
    s = arena()
    a, _ = others(s)
    assert "Defence" in refused(s, N.Play(seat=a, card=give(s, a, "esquiva")))


def test_area_cards_ask_each_other_vampire_in_turn(dice):
    s = arena()
    a, b = others(s)
    shootout = give(s, a, "tiroteo")
    dodge = give(s, b, "esquiva")
    play(s, N.Play(seat=a, card=shootout))
    assert g(s).pending.kind == "area" and g(s).pending.seat == b
    play(s, N.Respond(seat=b, card=dodge))
    assert g(s).pending.kind == "play"
    for seat in eng(s).others(a)[1:]:
        assert wounds(s, seat) == (1, 0)
    assert g(s).vampires[a].attacks == 0  # not the turn's Attack


def test_a_hunt_takes_an_attack_or_a_wound():
    s = arena()
    a, b = others(s)
    hunt = give(s, a, "caceria")
    punch = give(s, b, "puñetazo")
    play(s, N.Play(seat=a, card=hunt))
    assert g(s).pending.kind == "hunt"
    assert "Attack" in refused(s, N.Respond(seat=b, card=give(s, b, "esquiva")))
    play(s, N.Respond(seat=b, card=punch))
    assert wounds(s, b) == (0, 0)


# -- blood (SANGRE) --------------------------------------------------------------------------------


def test_nb_13_healing_three_light_wounds_then_one_frenzy_check(dice):
    """N-FRZ-01, N-BLD-02, N-TURN-05 (spent on one's own turn)."""
    s = arena()
    a, _ = others(s)
    set_counters(s, a, sangre=4)
    wound(s, a, light=3)
    queue = dice(2)
    for _ in range(3):
        play(s, N.Heal(seat=a))
    assert wounds(s, a) == (0, 0) and blood(s, a) == 1
    assert g(s).vampires[a].checked and not g(s).vampires[a].frenzy and queue == []


def test_nb_14_light_and_aggravated_never_in_one_turn():
    s = arena()
    a, _ = others(s)
    wound(s, a, light=1, aggravated=1)
    play(s, N.Heal(seat=a))
    assert "One kind" in refused(s, N.Heal(seat=a, aggravated=True))


def test_nb_15_one_aggravated_wound_per_turn():
    s = arena()
    a, _ = others(s)
    wound(s, a, aggravated=1)
    wound(s, a, light=0)
    give(s, a, "herida", "heridas", False)
    play(s, N.Heal(seat=a, aggravated=True))
    assert "One kind" in refused(s, N.Heal(seat=a, aggravated=True))


def test_nb_16_one_attribute_counter_per_turn():
    s = arena()
    a, _ = others(s)
    set_counters(s, a, fuerza=3, destreza=3, inteligencia=2, suerte=2)
    play(s, N.Shift(seat=a, src="fuerza", dst="suerte"))
    assert s.state.seats[a].counters["suerte"] == 3
    assert "one attribute" in refused(s, N.Shift(seat=a, src="fuerza", dst="suerte"))


def test_n_bld_02_attributes_stay_within_1_and_5():
    s = arena()
    a, _ = others(s)
    set_counters(s, a, fuerza=5, destreza=3, inteligencia=1, suerte=1)
    assert "between 1 and 5" in refused(s, N.Shift(seat=a, src="inteligencia", dst="fuerza"))


def test_nb_36_blood_never_exceeds_the_cap():
    """N-BLD-03."""
    s = arena()
    a, _ = others(s)
    cap = g(s).vampires[a].cap
    play(s, N.Play(seat=a, card=give(s, a, "bolsa")))
    assert blood(s, a) == cap


# -- wounds and death (MUERTE DEFINITIVA) ----------------------------------------------------------


@pytest.mark.parametrize(
    "light, aggr, dead",
    [(3, 0, False), (4, 0, True), (0, 2, True), (2, 1, True), (1, 1, False)],  # NB-17..21
)
def test_nb_17_21_final_death(light, aggr, dead):
    """N-WND-01, N-WND-02, N-WND-03, N-WND-04."""
    s = arena()
    a, b = others(s)
    e = eng(s)
    for _ in range(light):
        e.wound(b, 1, False, None)
    for _ in range(aggr):
        e.wound(b, 1, True, None)
    assert g(s).vampires[b].alive is not dead


# -- frenzy (FRENESÍ) ------------------------------------------------------------------------------


@pytest.mark.parametrize("die, frenzy", [(3, False), (4, True)])  # NB-22
def test_nb_22_frenzy_roll(dice, die, frenzy):
    """N-FRZ-02."""
    s = arena()
    a, _ = others(s)
    dice(die)
    eng(s).frenzy_check(a)
    assert g(s).vampires[a].frenzy is frenzy


def test_nb_23_a_frenzy_without_blood_wounds():
    """N-FRZ-04."""
    s = arena()
    a, _ = others(s)
    set_counters(s, a, sangre=1)
    g(s).vampires[a].frenzy = True
    end_turn(s)
    assert wounds(s, a) == (1, 0) and blood(s, a) == 0


def test_nb_24_a_frenzy_that_fed_draws_one_more_card():
    """N-FRZ-04."""
    s = arena()
    a, _ = others(s)
    set_counters(s, a, sangre=2)
    g(s).vampires[a].frenzy = True
    play(s, N.Play(seat=a, card=give(s, a, "bolsa")))
    end_turn(s)
    assert g(s).vampires[a].extra_draw == 1
    before = len(hand(s, a))
    eng(s).begin_turn(a, new_night=False)
    assert len(hand(s, a)) == before + 3


def test_n_frz_03_in_frenzy_rolls_crit_any_card_bites_no_disciplines(dice):
    s = arena()
    a, b = others(s)
    g(s).vampires[a].frenzy = True
    x = give(s, a, "favor")
    disc = [
        c
        for c in s.state.zones[f"s{a}.mat"].cards
        if card(s.state.cards[c].catalog).deck == "discipline"
    ][0]
    assert "frenzy" in refused(s, N.UseDiscipline(seat=a, card=disc, target=b))
    play(s, N.Play(seat=a, card=x, target=b, as_kind="bite"))  # b has no Attack
    assert g(s).vampires[a].frenzy_gain >= 0


def test_n_frz_05_a_starving_vampire_frenzies_without_a_roll():
    """N-BLD-04: 0 blood is no death."""
    s = arena()
    a, b = others(s)
    set_counters(s, b, sangre=0)
    end_turn(s)
    assert g(s).active == b and g(s).vampires[b].frenzy
    assert all(s.state.cards[c].known_to for c in hand(s, b))  # the hand is shown


# -- the bite (DIABLERIE) --------------------------------------------------------------------------


def _bite(s, a, b, victim_attacks, biter_attacks):
    for _ in range(victim_attacks):
        give(s, b, "puñetazo")
    for _ in range(biter_attacks):
        give(s, a, "disparo")
    play(s, N.Play(seat=a, card=give(s, a, "mordisco"), target=b))


def _duel(s):
    while g(s).pending.kind == "duel":
        p = g(s).pending
        attacks = [c for c in hand(s, p.seat) if card(s.state.cards[c].catalog).is_attack]
        play(s, N.Respond(seat=p.seat, card=attacks[0]))


def test_nb_25_the_duel_alternates_victim_first():
    """N-BITE-01, N-BITE-03."""
    s = arena()
    a, b = others(s)
    set_counters(s, a, sangre=2)
    _bite(s, a, b, 2, 3)
    assert g(s).pending.seat == b
    _duel(s)
    assert blood(s, b) == 3 and blood(s, a) == 3
    assert len(hand(s, a)) == 1 and len(hand(s, b)) == 0


def test_nb_26_the_victim_wins_and_the_biter_is_hurt():
    """N-BITE-02."""
    s = arena()
    a, b = others(s)
    _bite(s, a, b, 1, 0)
    _duel(s)
    assert wounds(s, a) == (1, 0) and blood(s, b) == 4


def test_nb_27_a_victim_without_attacks_loses_at_once():
    s = arena()
    a, b = others(s)
    set_counters(s, a, sangre=3)
    _bite(s, a, b, 0, 0)
    assert g(s).pending.kind == "play" and blood(s, b) == 3 and blood(s, a) == 4


def test_nb_28_diablerie():
    """N-BITE-04."""
    s = arena(seed=2)
    a, _, enemies = _sides(s)
    b = enemies[0]
    set_counters(s, b, sangre=1, fuerza=4, destreza=3, inteligencia=2, suerte=1)
    set_counters(s, a, sangre=3, fuerza=1, destreza=3, inteligencia=3, suerte=3)
    give(s, b, "bolsa")
    clan = g(s).vampires[a].clan
    matching = [
        c for c in s.state.zones[f"s{b}.mat"].cards if clan in card(s.state.cards[c].catalog).clans
    ]
    _bite(s, a, b, 0, 0)
    assert not g(s).vampires[b].alive
    assert "bolsa" in [s.state.cards[c].catalog for c in hand(s, a)]
    assert len(hand(s, a)) == 1 + 3  # the victim's hand, and the reward for the kill
    assert s.state.seats[a].counters["fuerza"] == 2 and g(s).vampires[a].counters == 11
    if matching:
        assert matching[0] in s.state.zones[f"s{a}.mat"].cards
    check_invariants(s.state)


def test_tonights_truce_forbids_bites():
    s = arena()
    a, b = others(s)
    from nob_arrange import _put

    _put(s, s.state.zones["evento"].cards[0], "eventos", False)
    for cid in s.state.zones["eventos"].cards:
        if s.state.cards[cid].catalog == "tregua":
            _put(s, cid, "evento", True)
    g(s).event = "tregua"
    assert "Bites" in refused(s, N.Play(seat=a, card=give(s, a, "mordisco"), target=b))


# -- death, rewards and the end (MUERTE DEFINITIVA, FINAL DE LA PARTIDA) ---------------------------


def _sides(s):
    sov = g(s).sovereign
    sect = g(s).vampires[sov].sect
    loyal = [i for i, v in enumerate(g(s).vampires) if v.sect == sect and i != sov]
    enemies = [i for i, v in enumerate(g(s).vampires) if v.sect != sect]
    return sov, loyal, enemies


def _kill(s, victim, killer):
    eng(s).wound(victim, 2, True, killer)


def test_nb_29_killing_the_sovereigns_sect_earns_nothing():
    """N-DTH-02."""
    s = arena(seed=2)
    sov, loyal, enemies = _sides(s)
    _kill(s, loyal[0], enemies[0])
    assert hand(s, enemies[0]) == []


def test_nb_30_killing_another_sect_draws_three():
    """N-DTH-01, N-DTH-02."""
    s = arena(seed=2)
    sov, loyal, enemies = _sides(s)
    _kill(s, enemies[0], enemies[1])
    assert len(hand(s, enemies[1])) == 3
    assert s.state.zones[f"s{enemies[0]}.sect"].cards == []  # the sect card is shown


def test_nb_31_the_sovereign_who_kills_its_own_sect_discards_everything():
    """N-DTH-03."""
    s = arena(seed=2)
    sov, loyal, _ = _sides(s)
    give(s, sov, "esquiva")
    give(s, sov, "refugio", "trasfondos")
    _kill(s, loyal[0], sov)
    assert hand(s, sov) == [] and s.state.zones[f"s{sov}.trasfondos"].cards == []


def test_nb_32_the_sect_that_kills_the_sovereign_wins_alone():
    """N-END-01."""
    s = arena(seed=2)
    sov, loyal, enemies = _sides(s)
    killer = enemies[0]
    _kill(s, sov, killer)
    sect = g(s).vampires[killer].sect
    assert g(s).over
    assert g(s).winners == [i for i, v in enumerate(g(s).vampires) if v.sect == sect]
    assert not set(g(s).winners) & set([sov, *loyal])


def test_nb_33_the_sovereigns_sect_wins_when_no_enemy_lives():
    """N-END-02."""
    s = arena(seed=2)
    sov, loyal, enemies = _sides(s)
    for victim in enemies:
        _kill(s, victim, sov)
    assert g(s).over and sorted(g(s).winners) == sorted([sov, *loyal])
    assert MODULE_scores(s).winners == g(s).winners


def MODULE_scores(s):  # noqa: N802 - reads like the module call it wraps
    return s.module.final_scores(s.state)


def test_a_sovereign_dying_without_killer_lets_every_other_sect_win():
    s = arena(seed=2)
    sov, loyal, enemies = _sides(s)
    _kill(s, sov, None)
    assert sorted(g(s).winners) == sorted(enemies)


def test_n_end_03_solo_ends_with_one_survivor():
    s = arena(n=3, mode="solo")
    a, b = others(s)
    c = eng(s).others(a)[1]
    _kill(s, b, a)
    assert len(hand(s, a)) == 3 and not g(s).over  # every kill is rewarded in solo
    _kill(s, c, a)
    assert g(s).over and g(s).winners == [a]


# -- contacts, disciplines, the deck ---------------------------------------------------------------


def test_n_card_02_a_contact_acts_from_the_next_turn():
    s = arena()
    a, b = others(s)
    herd = give(s, a, "rebaño")
    play(s, N.Play(seat=a, card=herd))
    assert not s.state.cards[s.state.zones[f"s{a}.contactos"].cards[0]].face_up
    set_counters(s, a, sangre=2)
    eng(s).begin_turn(a, new_night=False)
    assert s.state.cards[s.state.zones[f"s{a}.contactos"].cards[0]].face_up
    assert blood(s, a) == 3


def test_a_hired_killer_wounds_without_a_roll():
    s = arena()
    a, b = others(s)
    killer = give(s, a, "asesino", "contactos", True)
    play(s, N.UseContact(seat=a, card=killer, target=b))
    assert wounds(s, b) == (1, 0) and g(s).vampires[a].attacks == 0


def test_n_card_03_a_discipline_costs_one_blood_once_per_turn(dice):
    s = arena()
    a, b = others(s)
    disc = [
        c
        for c in s.state.zones[f"s{a}.mat"].cards
        if card(s.state.cards[c].catalog).deck == "discipline"
    ][0]
    d = card(s.state.cards[disc].catalog)
    target = b if d.effect.kind in ("attack", "steal", "discard") else None
    dice(5, 5, 5)
    before = blood(s, a)
    play(s, N.UseDiscipline(seat=a, card=disc, target=target))
    if g(s).pending.kind != "play":
        play(s, N.Decline(seat=g(s).pending.seat))
    assert blood(s, a) == before - 1
    assert "once per turn" in refused(s, N.UseDiscipline(seat=a, card=disc, target=target))


def test_n_set_01_an_empty_deck_reshuffles_the_discards():
    """N-SET-02 too: wounds come from and go back to the wound deck (see the death tests)."""
    s = arena()
    a, _ = others(s)
    deck = s.state.zones["mazo"]
    from nob_arrange import _put

    for cid in list(deck.cards):
        _put(s, cid, "descartes", True)
    e = eng(s)
    e.draw(a, 2)
    assert len(hand(s, a)) == 2 and len(deck.cards) > 0


def test_the_rules_refuse_table_commands_and_other_seats():
    """N-TURN-05 (only the seat whose turn it is spends blood)."""
    s = arena()
    a, b = others(s)
    assert "use the game's actions" in refused(s, C.Draw(seat=a))
    assert "not your decision" in refused(s, N.End(seat=b)).lower()
    assert "not the decision" in refused(s, N.Decline(seat=a))
