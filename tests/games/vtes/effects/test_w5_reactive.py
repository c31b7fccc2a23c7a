"""The action modifiers, reactions and combat cards of the other preconstructed decks the
engine runs from ``precon_reactive.json``: each card's effect, its requirement, its cost, a
refusal that changes nothing, and its words in the dock in English and Spanish.

Combat: seat A's vampire acts and B's Sully (capacity 4: aus dom obf, 4 blood) blocks.
Action modifiers: seat A's vampire acts, Sully may block.  Reactions: seat A's vampire
bleeds B, whose vampire reacts."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from vtt.core.model import OWNER, PUBLIC
from vtt.core.table import move_card
from vtt.core.views import view_for
from vtt.games.vtes.layout import HAND_KEY, READY, zone
from vtt.games.vtes.rules import cardinfo as ci
from vtt.games.vtes.rules import commands as K
from vtt.games.vtes.rules.data import MINION
from vtt.games.vtes.rules.effects.catalog import load
from vtt.games.vtes.rules.legal import legal_commands
from vtt.games.vtes.rules.stages import decider

from .conftest import Table, dock, plays
from .test_action_modifiers import _act, _attempt, _one, _referendum
from .test_combat_cards import (
    blood,
    combat,
    fight,
    fresh,
    hand_strikes,
    pass_until,
    to_extra,
    to_press,
    to_strike,
)
from .test_permanents import _put_on
from .test_reactions import _attempts, _bleeds, _declined, _way

ADANA = "Adana de Sforza"  # capacity 11: aus CEL OBF POT PRE PRO
AKSINYA = "Aksinya Daclau"  # capacity 9: ANI FOR PRE PRO cel tha
ALEXANDER = "Alexander Silverson"  # capacity 8: AUS DOM OBF pre
CROW = "Crow"  # Anarch, capacity 5: for pro tha ANI
JACK = "Jack Drake"  # Anarch, capacity 8: pre tha CEL POT
CASEY = "Casey Snyder"  # Anarch, capacity 6: PRO ani cel for

FILE = Path(__file__).parents[4] / "vtt/resources/vtes/effects/precon_reactive.json"

#: every card of the file the engine runs in full
AUTOMATED = {
    "Catatonic Fear",
    "Closed Session",
    "Lightning Reflexes",
    "Old Friends",
    "Rat's Warning",
    "Telepathic Vote Counting",
    "Aid from Bats",
    "Beast Meld",
    "Blood Fury",
    "Blur",
    "Disarm",
    "Diversion",
    "Elder Intervention",
    "Femur of Toomler",
    "Elder Impersonation",
    "Flesh of Marble",
    "Forced Awakening",
    "Forgotten Labyrinth",
    "Glancing Blow",
    "Iron Glare",
    "Obedience",
    "Owl Companion",
    "Private Audience",
    "Rapid Change",
    "Redirection",
    "Sense the Savage Way",
    "Side Strike",
    "Soak",
    "Telepathic Counter",
    "Telepathic Tracking",
    "Terror Frenzy",
    "Threats",
    "Vagabond Mystic",
    "Wind Dance",
}


def test_every_entry_is_checked_and_every_automated_card_tested():
    ids = json.loads(FILE.read_text(encoding="utf-8"))
    entries = load()
    assert {entries[i].name for i in ids if entries[i].automated} == AUTOMATED
    assert all(entries[i].checked for i in ids)


def _play(t, seat, name, minion, superior=False, mode=0, target=None):
    """``seat`` plays ``name`` with ``minion`` as the dock offers it; the command."""
    card = t.in_hand(seat, name)
    cmd = _way(t, seat, card, superior=superior, mode=mode, target=target)
    assert cmd.minion == minion.id
    t.ok(cmd)
    return cmd


def _words(t, seat, name, superior=False, mode=0, target=None):
    card = t.in_hand(seat, name)
    cmd = _way(t, seat, card, superior=superior, mode=mode, target=target)
    return dock(t, cmd, seat), dock(t, cmd, seat, "es")


# -- combat cards ----------------------------------------------------------------------------


@pytest.mark.parametrize(("superior", "n"), [(False, 1), (True, 2)])
def test_blur_gives_additional_strikes_for_a_blood(table, spanish, superior, n):
    t = table
    me, sully = fight(t, ADANA)
    to_extra(t, me, sully)
    en, es = _words(t, 0, "Blur", superior)
    level = "superior: " if superior else ""
    assert en == f"Play Blur with {ADANA}: {level}{n} additional strikes"
    assert es.endswith(f": {level}{n} golpes adicionales")
    _play(t, 0, "Blur", me, superior)
    assert combat(t)["extra"]["a"] == n and combat(t)["sources"]["a"] == 1
    assert blood(me) == 2  # 1 damage from Sully's hand strike, 1 paid


def test_blur_needs_celerity_and_the_extra_step(table):
    t = table
    me, sully = fight(t, AKSINYA)  # cel only: no superior
    to_extra(t, me, sully)
    card = t.in_hand(0, "Blur")
    assert {c.superior for c in plays(t, 0, card)} == {False}
    why = t.refused(K.PlayCard(seat=0, card=card.id, minion=me.id, superior=True))
    assert why and blood(fresh(t, me)) == 3  # after Sully's hand strike
    t2 = Table()
    me, sully = fight(t2, ADANA)
    card = t2.in_hand(0, "Blur")
    assert t2.refused(K.PlayCard(seat=0, card=card.id, minion=me.id)) == (
        "Not at this moment of the game."
    )
    assert blood(fresh(t2, me)) == 4 and fresh(t2, card).zone == "s0.hand"


def test_side_strike_dodges_or_strikes_again(table, spanish):
    t = table
    me, sully = fight(t, ADANA)
    to_strike(t)
    en, es = _words(t, 0, "Side Strike")
    assert en == f"Play Side Strike with {ADANA}: strike: dodge"
    assert es.endswith(": golpe: esquivar")
    _play(t, 0, "Side Strike", me)
    t.ok(K.Strike(seat=1, minion=sully.id))
    assert combat(t)["damage"]["a"] == [0, 0] and blood(me) == 4
    t2 = Table()
    me, sully = fight(t2, ADANA)
    to_extra(t2, me, sully)
    _play(t2, 0, "Side Strike", me, superior=True)
    assert combat(t2)["extra"]["a"] == 1 and blood(me) == 3  # Sully's hand strike: no cost


def test_side_strike_refused_to_a_vampire_without_celerity(table):
    t = table
    me, sully = fight(t, ALEXANDER)
    to_strike(t)
    card = t.in_hand(0, "Side Strike")
    assert plays(t, 0, card) == []
    assert t.refused(K.PlayCard(seat=0, card=card.id, minion=me.id))
    assert fresh(t, card).zone == "s0.hand"


def test_aid_from_bats_strikes_at_range(table, spanish):
    t = table
    me, sully = fight(t, AKSINYA)
    to_strike(t)
    en, es = _words(t, 0, "Aid from Bats")
    assert en == f"Play Aid from Bats with {AKSINYA}: strike: 1R damage"
    assert es.endswith(": golpe: 1R de daño")
    _play(t, 0, "Aid from Bats", me)
    t.ok(K.Strike(seat=1, minion=sully.id))
    assert combat(t)["damage"]["b"] == [1, 0] and blood(me) == 4


def test_aid_from_bats_maneuvers_then_owes_its_ranged_strike(table):
    t = table
    me, sully = fight(t, AKSINYA)
    _play(t, 0, "Aid from Bats", me, mode=1)
    assert combat(t)["range"] == "long"
    pass_until(t, "strike")
    owed = [c for c in legal_commands(t.state, 0) if isinstance(c, K.Strike)]
    assert [(c.damage, c.ranged) for c in owed] == [(1, True)]
    t.ok(owed[0])
    t.ok(K.Strike(seat=1, minion=sully.id))  # a hand strike misses at long range
    assert combat(t)["damage"]["b"] == [1, 0] and combat(t)["damage"]["a"] == [0, 0]


def test_aid_from_bats_superior_gives_a_press(table, spanish):
    t = table
    me, sully = fight(t, AKSINYA)
    to_strike(t)
    en, _ = _words(t, 0, "Aid from Bats", superior=True)
    assert en == (
        f"Play Aid from Bats with {AKSINYA}: superior: strike: 1R damage; 1 optional press this"
        " round"
    )
    _play(t, 0, "Aid from Bats", me, superior=True)
    assert [f["what"] for f in combat(t)["fx"]] == ["press"]


def test_aid_from_bats_needs_animalism(table):
    t = table
    me, sully = fight(t, ADANA)
    to_strike(t)
    card = t.in_hand(0, "Aid from Bats")
    assert plays(t, 0, card) == []
    assert t.refused(K.PlayCard(seat=0, card=card.id, minion=me.id))


def _big_hit(t, me, sully, damage=4):
    """Both strike: A's hand strike, Sully's 4 damage (a given Roundhouse)."""
    to_strike(t)
    t.ok(K.Strike(seat=0, minion=me.id))
    big = t.given(1, "Roundhouse", sully, superior=True)
    t.ok(K.Strike(seat=1, minion=sully.id, kind=K.DAMAGE, damage=damage, card=big))
    assert combat(t)["stage"] == "damage"


@pytest.mark.parametrize(("superior", "left"), [(False, 2), (True, 0)])
def test_soak_prevents_non_aggravated_damage(table, spanish, superior, left):
    t = table
    me, sully = fight(t, AKSINYA)
    _big_hit(t, me, sully)
    en, es = _words(t, 0, "Soak", superior)
    n = 4 if superior else 2
    level = "superior: " if superior else ""
    assert en == f"Play Soak with {AKSINYA}: {level}prevent {n} non-aggravated damage"
    assert es.endswith(f": {level}prevenir {n} de daño no agravado")
    _play(t, 0, "Soak", me, superior)
    assert combat(t)["damage"]["a"] == [left, 0] and blood(me) == 4


def test_soak_leaves_aggravated_damage(table):
    t = table
    me, sully = fight(t, AKSINYA)
    _big_hit(t, me, sully)
    combat(t)["damage"]["a"] = [1, 3]
    _play(t, 0, "Soak", me, superior=True)
    assert combat(t)["damage"]["a"] == [0, 3]


def test_soak_refused_with_only_aggravated_damage(table):
    t = table
    me, sully = fight(t, AKSINYA)
    _big_hit(t, me, sully)
    combat(t)["damage"]["a"] = [0, 3]
    card = t.in_hand(0, "Soak")
    assert plays(t, 0, card) == []
    why = t.refused(K.PlayCard(seat=0, card=card.id, minion=me.id))
    assert why == "There is no non-aggravated damage to prevent."
    assert combat(t)["damage"]["a"] == [0, 3] and fresh(t, card).zone == "s0.hand"


def test_soak_needs_fortitude(table):
    t = table
    me, sully = fight(t, ADANA)
    _big_hit(t, me, sully)
    card = t.in_hand(0, "Soak")
    assert plays(t, 0, card) == []
    assert t.refused(K.PlayCard(seat=0, card=card.id, minion=me.id))
    assert combat(t)["damage"]["a"] == [4, 0]


def test_glancing_blow_prevents_one_and_is_not_replaced(table, spanish):
    t = table
    me, sully = fight(t, ALEXANDER)
    _big_hit(t, me, sully)
    en, es = _words(t, 0, "Glancing Blow")
    assert en == (
        f"Play Glancing Blow with {ALEXANDER}: prevent 1 damage; not replaced until your next"
        " unlock phase"
    )
    assert es.endswith(
        ": prevenir 1 de daño; no se repone hasta tu siguiente fase de enderezamiento"
    )
    hand = len(t.state.seat_zone(0, "hand").cards)
    _play(t, 0, "Glancing Blow", me)
    assert combat(t)["damage"]["a"] == [3, 0] and blood(me) == 4
    assert len(t.state.seat_zone(0, "hand").cards) == hand - 1


def test_glancing_blow_refused_before_damage(table):
    t = table
    me, sully = fight(t, ALEXANDER)
    card = t.in_hand(0, "Glancing Blow")
    assert t.refused(K.PlayCard(seat=0, card=card.id, minion=me.id))
    assert fresh(t, card).zone == "s0.hand"


def test_rapid_change_superior_ends_combat_for_a_blood(table, spanish):
    t = table
    me, sully = fight(t, ADANA)
    to_strike(t)
    en, es = _words(t, 0, "Rapid Change", superior=True)
    assert en == f"Play Rapid Change with {ADANA}: superior: strike: combat ends"
    assert es.endswith(": superior: golpe: el combate termina")
    _play(t, 0, "Rapid Change", me, superior=True)
    t.ok(K.Strike(seat=1, minion=sully.id))
    assert t.rules["combat"] is None and blood(fresh(t, me)) == 3
    t2 = Table()
    me, sully = fight(t2, ADANA)
    to_strike(t2)
    card = t2.in_hand(0, "Rapid Change")
    assert t2.refused(K.PlayCard(seat=0, card=card.id, minion=me.id))  # stealth: no action step
    assert blood(fresh(t2, me)) == 4


@pytest.mark.parametrize(
    ("name", "mode", "stage", "en", "es"),
    [
        (JACK, 0, "extra", "with Celerity; 1 additional strikes", "1 golpes adicionales"),
        (CROW, 1, "damage", "with Fortitude; prevent 2 damage", "prevenir 2 de daño"),
        (
            CROW,
            2,
            "strike",
            "with Blood Sorcery; strike, ranged: steal 1 blood or life (becoming blood)",
            "robar 1 de sangre o vida (que se convierte en sangre)",
        ),
    ],
)
def test_diversion_each_discipline(table, spanish, name, mode, stage, en, es):
    t = table
    me, sully = fight(t, name)
    if stage == "extra":
        to_extra(t, me, sully)
    elif stage == "damage":
        _big_hit(t, me, sully)
    else:
        to_strike(t)
    card = t.in_hand(0, "Diversion")
    cmd = _way(t, 0, card, mode=mode)
    assert dock(t, cmd, 0) == f"Play Diversion with {name}: {en}"
    assert dock(t, cmd, 0, "es").endswith(es)
    t.ok(cmd)
    if stage == "extra":
        assert combat(t)["extra"]["a"] == 1
    elif stage == "damage":
        assert combat(t)["damage"]["a"] == [2, 0]
    else:
        t.ok(K.Strike(seat=1, minion=sully.id))
        assert blood(fresh(t, sully)) == 3 and blood(fresh(t, me)) == 5 - 1 + 1


def test_diversion_blood_sorcery_maneuver_owes_its_strike(table):
    t = table
    me, sully = fight(t, CROW)
    card = t.in_hand(0, "Diversion")
    cmd = _way(t, 0, card, mode=3)
    assert dock(t, cmd, 0) == (
        f"Play Diversion with {CROW}: with Blood Sorcery; maneuver; this round, a strike, ranged:"
        " steal 1 blood or life (becoming blood)"
    )
    t.ok(cmd)
    assert combat(t)["range"] == "long"
    pass_until(t, "strike")
    owed = [c for c in legal_commands(t.state, 0) if isinstance(c, K.Strike)]
    assert [c.card for c in owed] == [card.id]
    t.ok(owed[0])
    t.ok(K.Strike(seat=1, minion=sully.id))
    assert blood(fresh(t, sully)) == 3 and blood(fresh(t, me)) == 5


def test_diversion_owes_no_ranged_strike_in_a_round_of_hand_strikes_only(table):
    """Its maneuver used, then hand strikes only this round (an Immortal Grapple, here
    arranged on both combatants): the ranged strike may not be used, so it is owed no more
    and the plain hand strike is offered (fuzzing found a minion left with no strike)."""
    t = table
    me, sully = fight(t, CROW)
    card = t.in_hand(0, "Diversion")
    t.ok(_way(t, 0, card, mode=3))
    grapple = t.in_hand(1, "Immortal Grapple", 3)
    fx = {"minion": None, "what": "hand_only", "n": 0, "until": "round"}
    round_ = combat(t)["round"]
    combat(t)["fx"].append(fx | {"round": round_, "card": grapple.id, "catalog": grapple.catalog})
    pass_until(t, "strike")
    offered = [c for c in legal_commands(t.state, 0) if isinstance(c, K.Strike)]
    assert [(c.kind, c.card) for c in offered] == [(K.HAND_STRIKE, None)]
    t.ok(offered[0])


def test_diversion_needs_an_anarch_with_the_discipline(table):
    t = table
    me, sully = fight(t, ADANA)  # Celerity, not an Anarch
    to_extra(t, me, sully)
    card = t.in_hand(0, "Diversion")
    assert plays(t, 0, card) == []
    assert t.refused(K.PlayCard(seat=0, card=card.id, minion=me.id))
    t2 = Table()
    me, sully = fight(t2, CASEY)  # an Anarch with cel and for, no Blood Sorcery
    to_strike(t2)
    card = t2.in_hand(0, "Diversion")
    assert plays(t2, 0, card) == []
    why = t2.refused(K.PlayCard(seat=0, card=card.id, minion=me.id, mode=2))  # Blood Sorcery
    assert why and blood(fresh(t2, me)) == 4


# -- action modifiers ------------------------------------------------------------------------


def test_elder_impersonation_stealth_for_a_blood(spanish):
    t, minion, sully = _act(ADANA)
    _attempt(t, sully)
    t.pass_to(0)
    card = t.in_hand(0, "Elder Impersonation")
    cmd = _one(t, card, minion, False)
    assert dock(t, cmd, 0) == f"Play Elder Impersonation with {ADANA}: +1 stealth"
    assert dock(t, cmd, 0, "es").endswith(": +1 de sigilo")
    t.ok(cmd)
    assert t.rules["action"]["stealth"] == 1 and minion.counters["blood"] == 4


def test_elder_impersonation_superior_the_attempt_fails(spanish):
    t, minion, sully = _act(ADANA)
    card = t.in_hand(0, "Elder Impersonation")
    why = t.refused(K.PlayCard(seat=0, card=card.id, minion=minion.id, superior=True))
    assert why == "The card's own condition is not met now."
    assert minion.counters["blood"] == 5
    _attempt(t, sully)
    t.pass_to(0)
    cmd = _one(t, card, minion, True)
    assert dock(t, cmd, 0) == (
        f"Play Elder Impersonation with {ADANA}: superior: the block attempt fails; that minion"
        " cannot block this action again"
    )
    t.ok(cmd)
    assert t.rules["action"]["blocker"] is None and fresh(t, minion).counters["blood"] == 4
    t.pass_to(1)
    assert t.refused(K.Block(seat=1, minion=sully.id)) == "Sully cannot block this action."


def test_elder_impersonation_needs_obfuscate():
    t, minion, sully = _act(AKSINYA)
    _attempt(t, sully)
    t.pass_to(0)
    card = t.in_hand(0, "Elder Impersonation")
    assert plays(t, 0, card) == []
    assert t.refused(K.PlayCard(seat=0, card=card.id, minion=minion.id))


@pytest.mark.parametrize(("superior", "n"), [(False, 2), (True, 3)])
def test_forgotten_labyrinth_stealth_outside_a_bleed(spanish, superior, n):
    t, minion, sully = _act(ADANA, kind=K.HUNT)  # a hunt: +1 stealth
    _attempt(t, sully)
    t.rules["action"]["intercept"] = 1
    t.pass_to(0)
    card = t.in_hand(0, "Forgotten Labyrinth")
    cmd = _one(t, card, minion, superior)
    level = "superior: " if superior else ""
    assert dock(t, cmd, 0) == f"Play Forgotten Labyrinth with {ADANA}: {level}+{n} stealth"
    assert dock(t, cmd, 0, "es").endswith(f": {level}+{n} de sigilo")
    t.ok(cmd)
    assert t.rules["action"]["stealth"] == 1 + n and minion.counters["blood"] == 4


def test_forgotten_labyrinth_refused_during_a_bleed():
    t, minion, sully = _act(ADANA)
    _attempt(t, sully)
    t.pass_to(0)
    card = t.in_hand(0, "Forgotten Labyrinth")
    assert plays(t, 0, card) == []
    assert t.refused(K.PlayCard(seat=0, card=card.id, minion=minion.id))
    assert t.rules["action"]["stealth"] == 0 and minion.counters["blood"] == 5


def test_forgotten_labyrinth_needs_obfuscate():
    t, minion, sully = _act(AKSINYA, kind=K.HUNT)
    _attempt(t, sully)
    t.rules["action"]["intercept"] = 1
    t.pass_to(0)
    card = t.in_hand(0, "Forgotten Labyrinth")
    assert plays(t, 0, card) == []


def test_rapid_change_stealth_for_a_blood(spanish):
    t, minion, sully = _act(ADANA)
    _attempt(t, sully)
    t.pass_to(0)
    card = t.in_hand(0, "Rapid Change")
    cmd = _one(t, card, minion, False)
    assert dock(t, cmd, 0) == f"Play Rapid Change with {ADANA}: +1 stealth"
    assert dock(t, cmd, 0, "es").endswith(": +1 de sigilo")
    t.ok(cmd)
    assert t.rules["action"]["stealth"] == 1 and minion.counters["blood"] == 4
    assert not [c for c in plays(t, 0, card) if c.superior]


@pytest.mark.parametrize(("superior", "n"), [(False, 1), (True, 2)])
def test_threats_more_bleed(spanish, superior, n):
    t, minion, _ = _act(ALEXANDER)
    card = t.in_hand(0, "Threats")
    cmd = _one(t, card, minion, superior)
    level = "superior: " if superior else ""
    assert dock(t, cmd, 0) == f"Play Threats with {ALEXANDER}: {level}+{n} bleed"
    assert dock(t, cmd, 0, "es").endswith(f": {level}+{n} de sangrado")
    t.ok(cmd)
    assert t.rules["action"]["amount"] == 1 + n and minion.counters["blood"] == 5


def test_threats_refused_on_a_hunt_and_without_dominate():
    t, minion, _ = _act(ALEXANDER, kind=K.HUNT)
    card = t.in_hand(0, "Threats")
    assert plays(t, 0, card) == []
    assert t.refused(K.PlayCard(seat=0, card=card.id, minion=minion.id))
    assert t.rules["action"]["amount"] == 1
    t2, other, _ = _act(AKSINYA)
    card = t2.in_hand(0, "Threats")
    assert plays(t2, 0, card) == []


def test_iron_glare_superior_more_bleed(spanish):
    t, minion, _ = _act(ADANA)
    card = t.in_hand(0, "Iron Glare")
    cmd = _one(t, card, minion, True)
    assert dock(t, cmd, 0) == f"Play Iron Glare with {ADANA}: superior: +2 bleed"
    assert dock(t, cmd, 0, "es").endswith(": superior: +2 de sangrado")
    before = t.rules["action"]["amount"]
    t.ok(cmd)
    assert t.rules["action"]["amount"] == before + 2 and minion.counters["blood"] == 5
    assert not [c for c in plays(t, 0, card) if not c.superior]  # no votes in a bleed


def test_iron_glare_votes_in_the_polling(spanish):
    t, minion = _referendum(ADANA)
    card = t.in_hand(0, "Iron Glare")
    ways = [c for c in plays(t, 0, card) if not c.superior]
    assert [c.mode for c in ways] == [0, 1]
    assert dock(t, ways[0], 0) == f"Play Iron Glare with {ADANA}: +2 votes, cast for"
    assert dock(t, ways[1], 0, "es").endswith("+2 votos, en contra")
    t.ok(ways[0])
    ref = t.rules["referendum"]
    assert (ref["for"], ref["against"]) == (2, 0)


def test_iron_glare_needs_potence_or_presence():
    t, minion, _ = _act(ALEXANDER)  # pre only: no superior
    card = t.in_hand(0, "Iron Glare")
    assert plays(t, 0, card) == []
    why = t.refused(K.PlayCard(seat=0, card=card.id, minion=minion.id, superior=True))
    assert why and t.rules["action"]["amount"] == 1


# -- reactions ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("superior", "n"), [(False, 1), (True, 2)])
def test_telepathic_counter_reduces_the_bleed(table, spanish, superior, n):
    t = table
    _, reactor = _declined(t, reacting=ALEXANDER)
    en, es = _words(t, 1, "Telepathic Counter", superior)
    level = "superior: " if superior else ""
    assert en == f"Play Telepathic Counter with {ALEXANDER}: {level}-{n} to the bleed against you"
    assert es.endswith(f": {level}-{n} al sangrado contra ti")
    _play(t, 1, "Telepathic Counter", reactor, superior)
    assert t.rules["action"]["amount"] == 4 - n and reactor.counters["blood"] == 4


def test_telepathic_counter_refused_when_not_bled(table):
    t = table
    _, reactor = _declined(t, reacting=ALEXANDER)
    third = t.vampire(2, 4, ALEXANDER)
    card = t.in_hand(2, "Telepathic Counter")
    assert plays(t, 2, card) == []
    assert t.refused(K.PlayCard(seat=2, card=card.id, minion=third.id))
    assert t.rules["action"]["amount"] == 4


def test_redirection_of_a_younger_vampires_bleed(table, spanish):
    t = table
    _, reactor = _declined(t, reacting=ALEXANDER)  # Sully (4) is younger than Alexander (8)
    en, es = _words(t, 1, "Redirection", target=2)
    assert en == (f"Play Redirection with {ALEXANDER}: lock {ALEXANDER}; redirect the bleed to C")
    assert es.endswith(f": girar a {ALEXANDER}; redirigir el sangrado a C")
    _play(t, 1, "Redirection", reactor, target=2)
    action = t.rules["action"]
    assert action["target"] == 2 and action["stage"] == "block" and reactor.locked


def test_redirection_inferior_refused_against_an_older_vampire(table):
    t = table
    _, reactor = _declined(t, acting=ADANA, reacting=ALEXANDER)  # Adana: 11
    card = t.in_hand(1, "Redirection")
    assert {c.superior for c in plays(t, 1, card)} == {True}
    why = t.refused(K.PlayCard(seat=1, card=card.id, minion=reactor.id, target=2))
    assert why == "The card's own condition is not met now."
    assert t.rules["action"]["target"] == 1 and not fresh(t, reactor).locked
    _play(t, 1, "Redirection", reactor, superior=True, target=3)
    assert t.rules["action"]["target"] == 3


def test_redirection_needs_dominate(table):
    t = table
    _, reactor = _declined(t, reacting=AKSINYA)
    card = t.in_hand(1, "Redirection")
    assert plays(t, 1, card) == []


def test_sense_the_savage_way_intercept(table, spanish):
    t = table
    _, reactor = _attempts(t, reacting=AKSINYA)
    en, es = _words(t, 1, "Sense the Savage Way")
    assert en == f"Play Sense the Savage Way with {AKSINYA}: +1 intercept"
    assert es.endswith(": +1 de intercepción")
    _play(t, 1, "Sense the Savage Way", reactor)
    assert t.rules["action"]["intercept"] == 1


def test_sense_the_savage_way_superior_unlocks_and_blocks(table, spanish):
    t = table
    _, reactor = _bleeds(t, reacting=AKSINYA, locked=True)
    en, es = _words(t, 1, "Sense the Savage Way", superior=True)
    assert en == (
        f"Play Sense the Savage Way with {AKSINYA}: superior: {AKSINYA} unlocks and attempts to"
        " block"
    )
    assert es.endswith(f": superior: {AKSINYA} se endereza e intenta bloquear")
    _play(t, 1, "Sense the Savage Way", reactor, superior=True)
    assert t.rules["action"]["blocker"] == reactor.id and not fresh(t, reactor).locked


def test_sense_the_savage_way_needs_capacity_7(table):
    t = table
    _, reactor = _attempts(t, reacting=CASEY)  # ani, capacity 6
    card = t.in_hand(1, "Sense the Savage Way")
    assert plays(t, 1, card) == []
    assert t.refused(K.PlayCard(seat=1, card=card.id, minion=reactor.id))
    assert t.rules["action"]["intercept"] == 0


def test_sense_the_savage_way_superior_only_locked(table):
    t = table
    _, reactor = _bleeds(t, reacting=AKSINYA)
    card = t.in_hand(1, "Sense the Savage Way")
    assert t.refused(K.PlayCard(seat=1, card=card.id, minion=reactor.id, superior=True))
    assert t.rules["action"]["blocker"] is None


def test_forced_awakening_wakes_and_burns_a_blood_if_it_does_not_block(table, spanish):
    t = table
    actor, reactor = _bleeds(t, reacting=ALEXANDER, locked=True)
    en, es = _words(t, 1, "Forced Awakening")
    assert en == (
        f"Play Forced Awakening with {ALEXANDER}: {ALEXANDER} wakes; unless {ALEXANDER} blocks"
        " this action, it burns 1 blood before the action resolves"
    )
    assert es.endswith(
        f": {ALEXANDER} despierta; salvo que {ALEXANDER} bloquee esta acción, quema 1 de"
        " sangre antes de que la acción se resuelva"
    )
    pool = t.pool(1)
    _play(t, 1, "Forced Awakening", reactor)
    assert reactor.id in t.rules["action"]["awake"] and reactor.locked
    assert reactor.counters["blood"] == 4  # nothing burned yet
    for _ in range(12):  # nobody blocks: the bleed resolves
        if t.rules["action"] is None:
            break
        t.ok(K.Pass(seat=decider(t.state).seat))
    assert t.rules["action"] is None
    assert fresh(t, reactor).counters["blood"] == 3 and t.pool(1) == pool - 1


def test_forced_awakening_burns_nothing_when_it_blocks(table):
    t = table
    actor, reactor = _bleeds(t, reacting=ALEXANDER, locked=True)
    _play(t, 1, "Forced Awakening", reactor)
    t.pass_to(1)
    t.ok(K.Block(seat=1, minion=reactor.id))
    t.pass_round()
    t.pass_round()
    assert t.rules["action"] is None
    assert fresh(t, reactor).counters["blood"] == 4


def test_forced_awakening_only_by_a_locked_vampire(table):
    t = table
    _, reactor = _bleeds(t, reacting=ALEXANDER)
    card = t.in_hand(1, "Forced Awakening")
    assert plays(t, 1, card) == []
    assert t.refused(K.PlayCard(seat=1, card=card.id, minion=reactor.id))
    assert "awake" not in t.rules["action"] and fresh(t, card).zone == "s1.hand"


# -- Owl Companion ----------------------------------------------------------------------------


def _hand_zone(t, seat):
    return t.state.zones[zone(seat, HAND_KEY)]


@pytest.mark.parametrize(("superior", "life"), [(False, 1), (True, 2)])
def test_owl_companion_is_employed_with_its_life(table, spanish, superior, life):
    t = table
    t.to_phase(MINION)
    aksinya = t.vampire(0, 3, AKSINYA)
    cmd, card = _employ(t, aksinya, superior)
    level = " at superior" if superior else ""
    assert dock(t, cmd, 0).startswith(f"{AKSINYA} plays Owl Companion{level} (stealth 1)")
    assert "sigilo 1" in dock(t, cmd, 0, "es")
    pool = t.pool(0)
    t.ok(cmd)
    for _ in range(12):
        if t.rules["action"] is None:
            break
        t.ok(K.Pass(seat=decider(t.state).seat))
    owl = t.state.cards[card.id]
    assert owl.attached_to == aksinya.id and owl.counters.get("life") == life
    assert t.pool(0) == pool  # no cost


def _employ(t, minion, superior=False):
    card = t.in_hand(0, "Owl Companion")
    return K.Act(seat=0, minion=minion.id, kind=K.EMPLOY, card=card.id, superior=superior), card


def test_owl_companion_needs_animalism(table):
    t = table
    t.to_phase(MINION)
    adana = t.vampire(0, 3, ADANA)
    cmd, card = _employ(t, adana)
    assert cmd not in legal_commands(t.state, 0)
    assert t.refused(cmd)
    assert t.state.cards[card.id].zone == "s0.hand" and t.rules["action"] is None


def test_owl_companion_opens_the_opposing_hand_while_its_employer_fights(table):
    t = table
    me, sully = fight(t, AKSINYA)  # the block started the combat: no Owl yet
    assert _hand_zone(t, 1).visibility == OWNER
    owl = t.in_hand(0, "Owl Companion", index=-1)
    move_card(t.state, owl, t.state.zones[zone(0, READY)], face_up=True)
    owl.attached_to, owl.counters = me.id, {"life": 1}
    t.rebook()
    to_strike(t)  # any command: the hands are synced after it
    assert _hand_zone(t, 1).visibility == PUBLIC
    assert _hand_zone(t, 2).visibility == OWNER and _hand_zone(t, 0).visibility == OWNER
    seen = view_for(t.state, 2, t.module).cards
    held = _hand_zone(t, 1).cards
    assert held and all(c in seen and seen[c].catalog for c in held)
    ends = t.given(1, "Majesty", sully)
    t.ok(K.Strike(seat=0, minion=me.id))
    t.ok(K.Strike(seat=1, minion=sully.id, kind=K.COMBAT_ENDS, card=ends))
    assert t.rules["combat"] is None and _hand_zone(t, 1).visibility == OWNER


# -- Vagabond Mystic --------------------------------------------------------------------------


def _mystic_and_royals(t, royals_life):
    """Seat A's Vagabond Mystic and 47th Street Royals (3 life printed) with ``royals_life``."""
    t.to_phase(MINION)
    t.vampire(0, 3, ALEXANDER)
    mystic = _put_on(t, 0, None, "Vagabond Mystic")
    royals = _put_on(t, 0, None, "47th Street Royals", life=royals_life)
    return mystic, royals


def test_vagabond_mystic_locks_to_mend_a_wounded_ally(table, spanish):
    t = table
    mystic, royals = _mystic_and_royals(t, 1)
    assert mystic.counters["life"] == 2
    uses = [c for c in legal_commands(t.state, 0) if isinstance(c, K.UseCard)]
    mine = [c for c in uses if c.card == mystic.id]
    assert [c.target_card for c in mine] == [royals.id]
    assert dock(t, mine[0], 0) == (
        "Use Vagabond Mystic: lock Vagabond Mystic; add 1 life to 47th Street Royals"
    )
    assert dock(t, mine[0], 0, "es").endswith("; añadir 1 de vida a 47th Street Royals")
    pool = t.pool(0)
    t.ok(mine[0])
    assert fresh(t, royals).counters["life"] == 2 and fresh(t, mystic).locked
    assert t.pool(0) == pool
    assert not [c for c in legal_commands(t.state, 0) if getattr(c, "card", None) == mystic.id]


def test_vagabond_mystic_refused_without_a_wounded_ally(table):
    t = table
    mystic, royals = _mystic_and_royals(t, 3)
    assert not [c for c in legal_commands(t.state, 0) if getattr(c, "card", None) == mystic.id]
    cmd = K.UseCard(seat=0, card=mystic.id, target_card=royals.id)
    assert t.refused(cmd) == "The card cannot be aimed there."
    assert not fresh(t, mystic).locked and fresh(t, royals).counters["life"] == 3


def test_vagabond_mystic_cannot_block_vampires(table):
    t = table
    t.to_phase(MINION)
    sully = t.vampire(0, 3, "Sully")
    t.vampire(1, 3, ALEXANDER)
    mystic = _put_on(t, 1, None, "Vagabond Mystic")
    t.ok(K.Act(seat=0, minion=sully.id, kind=K.BLEED))
    t.pass_to(1)
    offered = [c for c in legal_commands(t.state, 1) if isinstance(c, K.Block)]
    assert mystic.id not in [c.minion for c in offered]
    why = t.refused(K.Block(seat=1, minion=mystic.id))
    assert why == "Vagabond Mystic cannot block vampires."
    assert t.rules["action"]["blocker"] is None


# -- Obedience ----------------------------------------------------------------------------------


def _blocked_by_alexander(t, acting="Sully"):
    """Seat A's ``acting`` bleeds B; B's Alexander Silverson (capacity 8, DOM) blocks and
    its intercept reaches the stealth: B holds the impulse."""
    t.to_phase(MINION)
    actor = t.vampire(0, 3, acting)
    alexander = t.vampire(1, 4, ALEXANDER)
    t.ok(K.Act(seat=0, minion=actor.id, kind=K.BLEED))
    t.pass_to(1)
    t.ok(K.Block(seat=1, minion=alexander.id))
    t.pass_to(1)
    assert t.rules["action"]["stage"] == "attempt"
    return actor, alexander


@pytest.mark.parametrize("superior", [False, True])
def test_obedience_ends_the_younger_acting_vampires_action(table, spanish, superior):
    t = table
    sully, alexander = _blocked_by_alexander(t)
    en, es = _words(t, 1, "Obedience", superior)
    if superior:
        assert en == f"Play Obedience with {ALEXANDER}: superior: end the action (unsuccessful)"
        assert es.endswith(": superior: terminar la acción (sin éxito)")
    else:
        assert en == (
            f"Play Obedience with {ALEXANDER}: unlock the acting minion and end the action"
            " (unsuccessful)"
        )
        assert es.endswith(": enderezar al siervo que actúa y terminar la acción (sin éxito)")
    blood = (sully.counters["blood"], alexander.counters["blood"])
    _play(t, 1, "Obedience", alexander, superior)
    assert t.rules["action"] is None and t.rules["combat"] is None
    assert fresh(t, sully).locked == superior and not fresh(t, alexander).locked
    assert (fresh(t, sully).counters["blood"], fresh(t, alexander).counters["blood"]) == blood
    if not superior:
        assert t.refused(K.Act(seat=0, minion=sully.id, kind=K.BLEED))  # not the same action


def test_obedience_refused_against_an_older_vampire(table):
    t = table
    adana, alexander = _blocked_by_alexander(t, acting=ADANA)
    card = t.in_hand(1, "Obedience")
    assert plays(t, 1, card) == []
    why = t.refused(K.PlayCard(seat=1, card=card.id, minion=alexander.id))
    assert why == "The card's own condition is not met now."
    assert t.rules["action"]["blocker"] == alexander.id and fresh(t, card).zone == "s1.hand"


def test_obedience_refused_before_a_block(table):
    t = table
    _, reactor = _bleeds(t, reacting=ALEXANDER)
    card = t.in_hand(1, "Obedience")
    assert plays(t, 1, card) == []
    assert t.refused(K.PlayCard(seat=1, card=card.id, minion=reactor.id))
    assert t.rules["action"]["stage"] == "block"


def test_obedience_needs_dominate(table):
    t = table
    t.to_phase(MINION)
    actor = t.vampire(0, 3, "Sully")
    aksinya = t.vampire(1, 4, AKSINYA)
    t.ok(K.Act(seat=0, minion=actor.id, kind=K.BLEED))
    t.pass_to(1)
    t.ok(K.Block(seat=1, minion=aksinya.id))
    t.pass_to(1)
    card = t.in_hand(1, "Obedience")
    assert plays(t, 1, card) == []


def test_obedience_against_an_action_entering_combat_with_this_vampire(table):
    t = table
    t.to_phase(MINION)
    ariane = t.vampire(0, 3, "Ariane")  # capacity 3: cel pot pre
    alexander = t.vampire(1, 4, ALEXANDER)
    brawl = t.in_hand(0, "Line Brawl")
    t.ok(
        K.Act(
            seat=0,
            minion=ariane.id,
            kind=K.ACTION,
            card=brawl.id,
            mode=1,  # Potence: enter combat with the aimed minion
            target_card=alexander.id,
        )
    )
    card = t.in_hand(1, "Obedience")
    for _ in range(8):  # nobody blocks: the action reaches its resolution
        if t.rules["action"]["stage"] == "resolve" and plays(t, 1, card):
            break
        t.ok(K.Pass(seat=decider(t.state).seat))
    _play(t, 1, "Obedience", alexander)
    assert t.rules["action"] is None and t.rules["combat"] is None
    assert not fresh(t, ariane).locked and fresh(t, brawl).zone == "s0.ash_heap"


def test_obedience_not_against_an_action_without_combat(table):
    t = table
    _, reactor = _declined(t, reacting=ALEXANDER)  # a bleed: no combat with this vampire
    card = t.in_hand(1, "Obedience")
    assert plays(t, 1, card) == []


# -- Flesh of Marble ----------------------------------------------------------------------------


def _sully_strikes(t, sully, card, superior=False, **strike):
    """Sully strikes with a given ``card``'s strike (``strike``: the command's fields)."""
    given = t.given(1, card, sully, superior=superior)
    t.ok(K.Strike(seat=1, minion=sully.id, kind=K.DAMAGE, card=given, **strike))


def test_flesh_of_marble_lets_one_damage_through_each_round(table, spanish):
    t = table
    me, sully = fight(t, AKSINYA)
    en, es = _words(t, 0, "Flesh of Marble")
    assert en == (
        f"Play Flesh of Marble with {AKSINYA}: this combat, once a damage is inflicted on this"
        " vampire in a round, the rest that round is prevented (not aggravated damage)"
    )
    assert es.endswith(
        ": este combate, una vez que este vampiro recibe un daño en un asalto, el resto de ese"
        " asalto se previene (no el daño agravado)"
    )
    _play(t, 0, "Flesh of Marble", me)
    assert blood(me) == 4  # no cost
    to_strike(t)
    t.ok(K.Strike(seat=0, minion=me.id))
    _sully_strikes(t, sully, "Roundhouse", superior=True, damage=4)
    assert combat(t)["damage"]["a"] == [1, 0]
    pass_until(t, "extra")
    assert blood(fresh(t, me)) == 3
    more = t.given(1, "Pursuit", sully, superior=True)
    t.ok(K.Pass(seat=0))
    t.ok(K.Modify(seat=1, what=K.STRIKES, delta=1, minion=sully.id, card=more))
    pass_until(t, "strike")  # the other Methuselah may still declare theirs
    t.ok(K.Strike(seat=1, minion=sully.id))  # its additional strike: all prevented
    assert combat(t)["damage"]["a"] == [0, 0] and combat(t)["stage"] != "damage"
    assert blood(fresh(t, me)) == 3


@pytest.mark.parametrize(("superior", "left"), [(False, [0, 2]), (True, [0, 1])])
def test_flesh_of_marble_and_aggravated_damage(table, superior, left):
    t = table
    me, sully = fight(t, AKSINYA)
    _play(t, 0, "Flesh of Marble", me, superior)
    to_strike(t)
    t.ok(K.Strike(seat=0, minion=me.id))
    _sully_strikes(t, sully, "Walk of Flame", True, damage=2, ranged=True, aggravated=True)
    assert combat(t)["damage"]["a"] == left


def test_flesh_of_marble_only_before_range(table):
    t = table
    me, sully = fight(t, AKSINYA)
    to_strike(t)
    card = t.in_hand(0, "Flesh of Marble")
    assert plays(t, 0, card) == []
    why = t.refused(K.PlayCard(seat=0, card=card.id, minion=me.id))
    assert why == "The card's own condition is not met now."
    assert "fx" not in combat(t) or not combat(t)["fx"]


def test_flesh_of_marble_needs_protean(table):
    t = table
    me, sully = fight(t, ALEXANDER)
    card = t.in_hand(0, "Flesh of Marble")
    assert plays(t, 0, card) == []
    assert t.refused(K.PlayCard(seat=0, card=card.id, minion=me.id))


# -- Disarm ---------------------------------------------------------------------------------------


def _round_won(t, me, sully):
    """A's vampire strikes Sully for 3 (a given Roundhouse), Sully hits back for 1; the
    round goes on to its presses."""
    to_strike(t)
    big = t.given(0, "Roundhouse", me)
    t.ok(K.Strike(seat=0, minion=me.id, kind=K.DAMAGE, damage=3, card=big))
    t.ok(K.Strike(seat=1, minion=sully.id))
    pass_until(t, "press")


@pytest.mark.parametrize(("superior", "strength"), [(False, 0), (True, 0)])
def test_disarm_sends_the_outdamaged_vampire_to_torpor(table, spanish, superior, strength):
    t = table
    me, sully = fight(t, ADANA)
    _round_won(t, me, sully)
    assert (blood(fresh(t, me)), blood(fresh(t, sully))) == (3, 1)
    en, es = _words(t, 0, "Disarm", superior)
    level = "superior: " if superior else ""
    assert en == f"Play Disarm with {ADANA}: {level}put this card on Sully and send them to torpor"
    assert es.endswith(f": {level}poner esta carta en Sully y enviarlo al letargo")
    card = t.in_hand(0, "Disarm")
    _play(t, 0, "Disarm", me, superior)
    sully = fresh(t, sully)
    assert t.rules["combat"] is None and sully.zone == "s1.torpor"
    disarm = t.state.cards[card.id]
    assert disarm.attached_to == sully.id and disarm.controller == 1
    assert blood(fresh(t, me)) == 3  # no cost
    from vtt.games.vtes.rules.effects import standing

    assert standing.bonus(t.state, sully, "strength") == (-2 if superior else -1)
    assert standing.strength(t.state, sully) == strength


def test_disarm_burned_for_3_blood_by_its_bearer(table):
    t = table
    me, sully = fight(t, ADANA)
    _round_won(t, me, sully)
    card = t.in_hand(0, "Disarm")
    _play(t, 0, "Disarm", me)
    while t.state.turn.active != 1:  # its bearer's Methuselah uses it on their turn
        t.ok(K.NextPhase(seat=t.state.turn.active))
    use = K.UseCard(seat=1, card=card.id)
    assert t.refused(use)  # 1 blood: not enough
    assert t.state.cards[card.id].attached_to == sully.id and blood(fresh(t, sully)) == 1
    fresh(t, sully).counters["blood"] = 4
    t.rebook()
    assert use in legal_commands(t.state, 1)
    t.ok(use)
    assert blood(fresh(t, sully)) == 1 and t.state.cards[card.id].zone == "s0.ash_heap"


def test_disarm_refused_after_an_even_round(table):
    t = table
    me, sully = fight(t, ADANA)
    to_strike(t)
    t.ok(K.Strike(seat=0, minion=me.id))
    t.ok(K.Strike(seat=1, minion=sully.id))
    pass_until(t, "press")
    card = t.in_hand(0, "Disarm")
    assert plays(t, 0, card) == []
    why = t.refused(K.PlayCard(seat=0, card=card.id, minion=me.id))
    assert why == "The card's own condition is not met now."
    assert t.rules["combat"] is not None and fresh(t, sully).zone == "s1.ready"


def test_disarm_refused_before_the_end_of_the_round(table):
    t = table
    me, sully = fight(t, ADANA)
    to_strike(t)
    card = t.in_hand(0, "Disarm")
    assert plays(t, 0, card) == []
    assert t.refused(K.PlayCard(seat=0, card=card.id, minion=me.id))
    assert fresh(t, card).zone == "s0.hand"


def test_disarm_needs_potence(table):
    t = table
    me, sully = fight(t, ALEXANDER)
    _round_won(t, me, sully)
    card = t.in_hand(0, "Disarm")
    assert plays(t, 0, card) == []


def test_redirection_not_against_an_ally(table):
    t = table
    t.to_phase(MINION)
    t.vampire(0, 3, "Sully")
    royals = _put_on(t, 0, None, "47th Street Royals")
    alexander = t.vampire(1, 4, ALEXANDER)
    t.ok(K.Act(seat=0, minion=royals.id, kind=K.BLEED))
    for _ in range(8):  # nobody blocks; B decides after A's last chance
        if t.rules["action"]["stage"] == "resolve" and decider(t.state).seat == 1:
            break
        t.ok(K.Pass(seat=decider(t.state).seat))
    card = t.in_hand(1, "Redirection")
    assert plays(t, 1, card) == []
    why = t.refused(K.PlayCard(seat=1, card=card.id, minion=alexander.id, superior=True, target=2))
    assert why == "The card's own condition is not met now."
    assert t.rules["action"]["target"] == 1


# -- Terror Frenzy --------------------------------------------------------------------------------


def test_terror_frenzy_bars_closing_pressing_and_equipment(table, spanish):
    t = table
    me, sully = fight(t, AKSINYA)
    en, es = _words(t, 0, "Terror Frenzy")
    assert en == (
        f"Play Terror Frenzy with {AKSINYA}: this combat, the opposing minion cannot maneuver to"
        " close range, press to continue combat or use equipment"
    )
    assert es.endswith(
        ": este combate, el siervo rival no puede maniobrar a corta distancia, presionar para"
        " continuar el combate ni usar equipo"
    )
    _play(t, 0, "Terror Frenzy", me)
    assert blood(me) == 3
    assert {f["what"] for f in combat(t)["fx"] if f["minion"] == sully.id} == {
        "pr_terror",
        "no_equipment",
    }
    away = t.given(0, "Pursuit", me)
    t.ok(K.Maneuver(seat=0, minion=me.id, card=away))
    assert combat(t)["range"] == "long"
    close = t.given(1, "Apportation", sully, superior=True)
    assert not [c for c in legal_commands(t.state, 1) if isinstance(c, K.Maneuver)]
    why = t.refused(K.Maneuver(seat=1, minion=sully.id, card=close))
    assert why == "As Terror Frenzy says, this minion cannot maneuver to close range this combat."
    card = t.in_hand(1, "Apportation", index=1)
    assert not [c for c in plays(t, 1, card) if c.superior]
    assert combat(t)["range"] == "long"
    pass_until(t, "strike")
    t.ok(K.Strike(seat=0, minion=me.id))
    t.ok(K.Strike(seat=1, minion=sully.id))
    pass_until(t, "press")
    more = t.given(1, "Apportation", sully)
    why = t.refused(K.Press(seat=1, minion=sully.id, card=more))
    assert why == "As Terror Frenzy says, this minion cannot press to continue combat."
    assert combat(t)["press"] is None


def test_terror_frenzy_superior_makes_combat_cards_cost_a_blood(table, spanish):
    t = table
    me, sully = fight(t, AKSINYA)
    en, es = _words(t, 0, "Terror Frenzy", superior=True)
    assert en == (
        f"Play Terror Frenzy with {AKSINYA}: superior: this combat, combat cards cost the"
        " opposing vampire 1 more blood"
    )
    assert es.endswith(
        ": superior: este combate, las cartas de combate cuestan 1 de sangre más al vampiro rival"
    )
    _play(t, 0, "Terror Frenzy", me, superior=True)
    assert blood(me) == 3
    card = t.in_hand(0, "Terror Frenzy")
    why = t.refused(K.PlayCard(seat=0, card=card.id, minion=me.id, superior=True))
    assert why == "A vampire can play only one Terror Frenzy at superior each combat."
    to_strike(t)
    t.ok(K.Strike(seat=0, minion=me.id))
    big = t.given(1, "Roundhouse", sully, superior=True)
    t.ok(K.Strike(seat=1, minion=sully.id, kind=K.DAMAGE, damage=4, card=big))
    t.ok(K.Pass(seat=0))  # the acting Methuselah prevents first
    glancing = t.in_hand(1, "Glancing Blow")
    cmd = K.PlayCard(seat=1, card=glancing.id, minion=sully.id)
    assert blood(fresh(t, sully)) == 4  # the damage is not taken yet
    t.ok(cmd)  # Glancing Blow costs nothing: 1 blood now
    assert blood(fresh(t, sully)) == 3


def test_terror_frenzy_tax_refused_without_the_blood(table):
    t = table
    me, sully = fight(t, AKSINYA)
    _play(t, 0, "Terror Frenzy", me, superior=True)
    fresh(t, sully).counters["blood"] = 0
    t.rebook()
    to_strike(t)
    t.ok(K.Strike(seat=0, minion=me.id))
    big = t.given(1, "Roundhouse", sully, superior=True)
    t.ok(K.Strike(seat=1, minion=sully.id, kind=K.DAMAGE, damage=4, card=big))
    t.ok(K.Pass(seat=0))  # the acting Methuselah prevents first
    glancing = t.in_hand(1, "Glancing Blow")
    assert plays(t, 1, glancing) == []
    why = t.refused(K.PlayCard(seat=1, card=glancing.id, minion=sully.id))
    assert why == "Glancing Blow costs 1 more blood this combat; Sully has 0."
    assert fresh(t, glancing).zone == "s1.hand"


def test_terror_frenzy_only_before_range_and_with_animalism(table):
    t = table
    me, sully = fight(t, AKSINYA)
    to_strike(t)
    card = t.in_hand(0, "Terror Frenzy")
    assert plays(t, 0, card) == []
    assert t.refused(K.PlayCard(seat=0, card=card.id, minion=me.id))
    assert blood(fresh(t, me)) == 4
    t2 = Table()
    me, sully = fight(t2, ADANA)
    card = t2.in_hand(0, "Terror Frenzy")
    assert plays(t2, 0, card) == []


# -- wave 6 ------------------------------------------------------------------------------------


def test_old_friends_more_bleed_not_replaced_until_unlock(spanish):
    from vtt.games.vtes.rules.effects.kinds.between_unlocks import held_back

    t, minion, _ = _act(ALEXANDER)
    card = t.in_hand(0, "Old Friends")
    cmd = _one(t, card, minion, False)
    en, es = dock(t, cmd, 0), dock(t, cmd, 0, "es")
    assert en == (
        f"Play Old Friends with {ALEXANDER}: not replaced until your next unlock phase; +1 bleed"
    )
    assert es.endswith("; +1 de sangrado")
    hand = len(t.state.zones[zone(0, HAND_KEY)].cards)
    t.ok(cmd)
    assert t.rules["action"]["amount"] == 2 and minion.counters["blood"] == 4
    assert held_back(t.state, 0) == 1
    assert len(t.state.zones[zone(0, HAND_KEY)].cards) == hand - 1
    assert not [c for c in plays(t, 0, card) if c.superior]  # no votes in a bleed


def test_old_friends_votes_in_the_polling(spanish):
    t, minion = _referendum(ADANA)
    card = t.in_hand(0, "Old Friends")
    ways = [c for c in plays(t, 0, card) if c.superior]
    assert [c.mode for c in ways] == [0, 1]
    assert [c for c in plays(t, 0, card) if not c.superior] == []  # no bleed to add to
    assert dock(t, ways[1], 0).endswith(
        ": superior: not replaced until your next unlock phase; +2 votes, cast against"
    )
    assert dock(t, ways[0], 0, "es").endswith("+2 votos, a favor")
    t.ok(ways[1])
    ref = t.rules["referendum"]
    assert (ref["for"], ref["against"]) == (0, 2) and minion.counters["blood"] == 3


def test_old_friends_needs_obfuscate_and_a_bleed():
    t, minion, _ = _act(AKSINYA)  # no Obfuscate
    card = t.in_hand(0, "Old Friends")
    assert plays(t, 0, card) == []
    t2, other, _ = _act(ALEXANDER, kind=K.HUNT)
    card = t2.in_hand(0, "Old Friends")
    assert plays(t2, 0, card) == []
    assert t2.refused(K.PlayCard(seat=0, card=card.id, minion=other.id))
    assert other.counters["blood"] == 5 and fresh(t2, card).zone == "s0.hand"


def test_lightning_reflexes_one_additional_strike(table, spanish):
    t = table
    me, sully = fight(t, AKSINYA)  # cel only
    to_extra(t, me, sully)
    card = t.in_hand(0, "Lightning Reflexes")
    assert {c.superior for c in plays(t, 0, card)} == {False}
    en, es = _words(t, 0, "Lightning Reflexes")
    assert en == f"Play Lightning Reflexes with {AKSINYA}: 1 additional strikes"
    assert es.endswith(": 1 golpes adicionales")
    _play(t, 0, "Lightning Reflexes", me)
    assert combat(t)["extra"]["a"] == 1 and blood(me) == 2  # Sully's hand strike, 1 paid


def test_lightning_reflexes_burns_x_blood_for_x_strikes(table, spanish):
    t = table
    me, sully = fight(t, ADANA, blood=5)
    to_extra(t, me, sully)  # 4 blood left: 1 for the cost, X up to 3
    card = t.in_hand(0, "Lightning Reflexes")
    ways = [c for c in plays(t, 0, card) if c.superior]
    assert [c.x for c in ways] == [1, 2, 3]
    assert dock(t, ways[1], 0) == (
        f"Play Lightning Reflexes with {ADANA}: superior: X = 2: burn 2 blood for 2 additional"
        " strikes"
    )
    assert dock(t, ways[1], 0, "es").endswith(
        ": superior: X = 2: quemar 2 de sangre para 2 golpes adicionales"
    )
    t.ok(ways[1])
    assert combat(t)["extra"]["a"] == 2 and combat(t)["sources"]["a"] == 1
    assert blood(me) == 1  # 1 paid, 2 burned


def test_lightning_reflexes_refused_beyond_its_blood_and_out_of_step(table):
    t = table
    me, sully = fight(t, ADANA)
    to_extra(t, me, sully)  # 3 blood left
    card = t.in_hand(0, "Lightning Reflexes")
    cmd = K.PlayCard(seat=0, card=card.id, minion=me.id, superior=True, x=3)
    assert t.refused(cmd) == "The vampire has not enough blood to burn."
    assert blood(fresh(t, me)) == 3 and combat(t)["extra"]["a"] == 0
    t2 = Table()
    me, sully = fight(t2, ADANA)
    card = t2.in_hand(0, "Lightning Reflexes")
    assert t2.refused(K.PlayCard(seat=0, card=card.id, minion=me.id, superior=True, x=1))
    assert blood(fresh(t2, me)) == 4


def test_telepathic_vote_counting_cancels_and_returns_the_card(spanish):
    t, minion = _referendum(ALEXANDER)
    card = t.in_hand(0, "Telepathic Vote Counting")
    cmd = _one(t, card, minion, False)
    en = dock(t, cmd, 0)
    assert en.startswith(f"Play Telepathic Vote Counting with {ALEXANDER}: cancel the referendum")
    assert ": cancelar el referéndum; Kine Resources Contested vuelve" in dock(t, cmd, 0, "es")
    t.ok(cmd)
    assert t.rules["referendum"] is None
    hand = [ci.name(t.state.cards[c]) for c in t.state.zones[zone(0, HAND_KEY)].cards]
    assert "Kine Resources Contested" in hand
    assert minion.counters["blood"] == 4  # no cost


def test_telepathic_vote_counting_superior_cancels_a_vampires_votes(spanish):
    t, minion = _referendum(ALEXANDER)
    iron = t.in_hand(0, "Iron Glare")
    t.ok(_one(t, iron, minion, False, mode=0))  # Alexander casts 2 votes for
    assert t.rules["referendum"]["for"] == 2
    card = t.in_hand(0, "Telepathic Vote Counting")
    cmd = _way(t, 0, card, superior=True, target_card=minion.id)
    assert dock(t, cmd, 0) == (
        f"Play Telepathic Vote Counting with {ALEXANDER}: superior: {ALEXANDER} abstains: any"
        " votes and ballots it cast are cancelled"
    )
    assert dock(t, cmd, 0, "es").endswith(
        ": superior: Alexander Silverson se abstiene: se anulan los votos y papeletas que haya"
        " emitido"
    )
    t.ok(cmd)
    ref = t.rules["referendum"]
    assert ref["for"] == 0 and minion.id in ref["abstained"]
    assert [c for c in plays(t, 0, t.in_hand(0, "Telepathic Vote Counting")) if c.superior] == []


def test_telepathic_vote_counting_only_in_the_polling_with_auspex():
    t, minion, _ = _act(ALEXANDER)
    card = t.in_hand(0, "Telepathic Vote Counting")
    assert plays(t, 0, card) == []
    assert t.refused(K.PlayCard(seat=0, card=card.id, minion=minion.id))
    assert fresh(t, card).zone == "s0.hand" and t.rules["action"] is not None
    t2, other = _referendum(AKSINYA)  # no Auspex
    assert plays(t2, 0, t2.in_hand(0, "Telepathic Vote Counting")) == []


def test_rats_warning_unlocks_the_bled_vampire(table, spanish):
    t = table
    _, reactor = _bleeds(t, reacting=CASEY, locked=True)  # ani only
    card = t.in_hand(1, "Rat's Warning")
    assert {c.superior for c in plays(t, 1, card)} == {False}
    en, es = _words(t, 1, "Rat's Warning")
    assert en == f"Play Rat's Warning with {CASEY}: unlock {CASEY}"
    assert es == f"Jugar Rat's Warning con {CASEY}: enderezar a {CASEY}"
    _play(t, 1, "Rat's Warning", reactor)
    assert not fresh(t, reactor).locked and reactor.counters["blood"] == 4  # no cost


def test_rats_warning_superior_press_in_the_combat_if_it_blocks(table, spanish):
    from vtt.games.vtes.rules.combat import effects_on

    t = table
    actor, reactor = _bleeds(t, reacting=CROW, locked=True)  # ANI
    en, es = _words(t, 1, "Rat's Warning", superior=True)
    assert en == (
        f"Play Rat's Warning with {CROW}: superior: unlock {CROW}; 1 optional press in the"
        " resulting combat"
    )
    assert ": superior: enderezar a " in es and "1 presión opcional" in es
    _play(t, 1, "Rat's Warning", reactor, superior=True)
    assert not fresh(t, reactor).locked
    t.pass_to(1)
    t.ok(K.Block(seat=1, minion=reactor.id))
    for _ in range(6):
        if t.rules["combat"] is not None:
            break
        t.ok(K.Pass(seat=decider(t.state).seat))
    fight = t.rules["combat"]
    assert fight is not None
    assert [f["what"] for f in effects_on(fight, reactor.id, "press")] == ["press"]
    assert effects_on(fight, actor.id, "press") == [] or all(
        f["minion"] == reactor.id for f in effects_on(fight, actor.id, "press")
    )


def test_rats_warning_only_by_a_locked_vampire_bled(table):
    t = table
    _, reactor = _bleeds(t, reacting=CROW)  # unlocked
    card = t.in_hand(1, "Rat's Warning")
    assert plays(t, 1, card) == []
    assert t.refused(K.PlayCard(seat=1, card=card.id, minion=reactor.id))
    assert fresh(t, card).zone == "s1.hand"
    t2 = Table()
    t2.to_phase(MINION)
    actor = t2.vampire(0, 3, "Sully")
    crow = t2.vampire(1, 4, CROW)
    crow.locked = True
    t2.ok(K.Act(seat=0, minion=actor.id, kind=K.HUNT))
    card = t2.in_hand(1, "Rat's Warning")
    assert plays(t2, 1, card) == []
    assert t2.refused(K.PlayCard(seat=1, card=card.id, minion=crow.id))
    assert fresh(t2, crow).locked


AIDAN = "Aidan Lyle"  # dom AUS CHI THA


def test_wind_dance_dodges(table, spanish):
    t = table
    me, sully = fight(t, CROW)  # tha only
    to_strike(t)
    card = t.in_hand(0, "Wind Dance")
    assert {c.superior for c in plays(t, 0, card)} == {False}
    en, es = _words(t, 0, "Wind Dance")
    assert en == f"Play Wind Dance with {CROW}: strike: dodge"
    assert es.endswith(": golpe: esquivar")
    _play(t, 0, "Wind Dance", me)
    t.ok(K.Strike(seat=1, minion=sully.id))
    assert combat(t)["damage"]["a"] == [0, 0] and blood(me) == 4  # no cost


def test_wind_dance_superior_additional_strike_is_a_dodge(table, spanish):
    t = table
    me, sully = fight(t, AIDAN)
    to_strike(t)
    en, es = _words(t, 0, "Wind Dance", superior=True)
    assert (
        en == f"Play Wind Dance with {AIDAN}: superior: strike: dodge; 1 additional strike: dodge"
    )
    assert es.endswith(": superior: golpe: esquivar; 1 golpe adicional: esquivar")
    card = t.in_hand(0, "Wind Dance")
    _play(t, 0, "Wind Dance", me, superior=True)
    assert combat(t)["extra"]["a"] == 1 and combat(t)["sources"]["a"] == 1
    t.ok(K.Strike(seat=1, minion=sully.id))
    pass_until(t, "extra")
    blur = t.in_hand(0, "Blur")
    assert plays(t, 0, blur) == []  # (limited): Wind Dance was the round's source
    t.ok(K.Pass(seat=0))
    t.ok(K.Pass(seat=1))
    assert combat(t)["stage"] == "strike" and combat(t)["pair"] == 1
    offered = [c for c in legal_commands(t.state, 0) if isinstance(c, K.Strike)]
    assert offered == [K.Strike(seat=0, minion=me.id, kind=K.DODGE, card=card.id)]
    why = t.refused(K.Strike(seat=0, minion=me.id))
    assert why == f"{AIDAN}'s additional strike is the one Wind Dance gives."
    t.ok(offered[0])
    assert combat(t)["strikes"]["a"]["kind"] == K.DODGE


def test_wind_dance_superior_refused_with_a_source_already(table):
    t = table
    me, sully = fight(t, CROW)  # no superior Thaumaturgy
    to_strike(t)
    card = t.in_hand(0, "Wind Dance")
    why = t.refused(K.PlayCard(seat=0, card=card.id, minion=me.id, superior=True))
    assert why and combat(t)["strikes"]["a"] is None and fresh(t, card).zone == "s0.hand"


def _maneuvers_from(t, card):
    return [
        c for c in legal_commands(t.state, 0) if isinstance(c, K.Maneuver) and c.card == card.id
    ]


def test_telepathic_tracking_presses_then_maneuver_next_round_only(table, spanish):
    t = table
    me, sully = fight(t, ALEXANDER, blood=6)
    to_press(t, me, sully)  # Sully's hand strike: 5 blood
    en, es = _words(t, 0, "Telepathic Tracking")
    assert en == (
        f"Play Telepathic Tracking with {ALEXANDER}: press to continue combat; if another round"
        " occurs, 1 optional maneuver in it"
    )
    assert es.endswith("; si hay otro asalto, 1 maniobra opcional en él")
    first = t.in_hand(0, "Telepathic Tracking")
    _play(t, 0, "Telepathic Tracking", me)
    assert combat(t)["press"] is not None and blood(me) == 4
    assert _maneuvers_from(t, first) == []  # not in this round's press step
    pass_until(t, "range")
    assert combat(t)["round"] == 2 and len(_maneuvers_from(t, first)) == 1
    to_strike(t)
    hand_strikes(t, me, sully)
    pass_until(t, "press")
    en, es = _words(t, 0, "Telepathic Tracking", superior=True)
    assert en == (
        f"Play Telepathic Tracking with {ALEXANDER}: superior: instead of the combat ending,"
        " start a new round"
    )
    assert es.endswith(": superior: en lugar de terminar el combate, empezar un nuevo asalto")
    _play(t, 0, "Telepathic Tracking", me, superior=True)
    assert combat(t)["round"] == 3 and combat(t)["stage"] == "range" and blood(me) == 2
    assert _maneuvers_from(t, first) == []  # that round only


def test_telepathic_tracking_superior_only_when_combat_would_end(table):
    t = table
    me, sully = fight(t, ALEXANDER, blood=6)
    to_press(t, me, sully)
    _play(t, 0, "Telepathic Tracking", me)  # a press to continue stands
    card = t.in_hand(0, "Telepathic Tracking")
    why = t.refused(K.PlayCard(seat=0, card=card.id, minion=me.id, superior=True))
    assert why and combat(t)["round"] == 1 and blood(fresh(t, me)) == 5 - 1
    t2 = Table()
    me, sully = fight(t2, ALEXANDER)
    card = t2.in_hand(0, "Telepathic Tracking")
    assert t2.refused(K.PlayCard(seat=0, card=card.id, minion=me.id, superior=True))
    assert combat(t2)["round"] == 1 and blood(fresh(t2, me)) == 4
    t3 = Table()
    me, sully = fight(t3, AKSINYA)  # no Auspex
    to_press(t3, me, sully)
    assert plays(t3, 0, t3.in_hand(0, "Telepathic Tracking")) == []


def test_catatonic_fear_ends_combat(table, spanish):
    t = table
    me, sully = fight(t, ALEXANDER)  # pre only
    to_strike(t)
    card = t.in_hand(0, "Catatonic Fear")
    assert {c.superior for c in plays(t, 0, card)} == {False}
    en, es = _words(t, 0, "Catatonic Fear")
    assert en == f"Play Catatonic Fear with {ALEXANDER}: strike: combat ends"
    assert es.endswith(": golpe: el combate termina")
    _play(t, 0, "Catatonic Fear", me)
    t.ok(K.Strike(seat=1, minion=sully.id))
    assert t.rules["combat"] is None and blood(me) == 3  # 1 paid
    assert blood(fresh(t, sully)) == 4


@pytest.mark.parametrize(("distance", "left"), [("close", 3), ("long", 4)])
def test_catatonic_fear_superior_damage_after_a_close_combat(table, spanish, distance, left):
    t = table
    me, sully = fight(t, AKSINYA)  # PRE
    to_strike(t)
    combat(t)["range"] = distance
    en, es = _words(t, 0, "Catatonic Fear", superior=True)
    assert en == (
        f"Play Catatonic Fear with {AKSINYA}: superior: after combat ends, if the range is close,"
        " 1 unpreventable damage to the opposing minion; strike: combat ends"
    )
    assert es.endswith(
        ": superior: tras terminar el combate, si la distancia es corta, 1 de daño que no se"
        " puede prevenir al siervo rival; golpe: el combate termina"
    )
    _play(t, 0, "Catatonic Fear", me, superior=True)
    assert blood(fresh(t, sully)) == 4  # nothing before the combat ends
    t.ok(K.Strike(seat=1, minion=sully.id))
    assert t.rules["combat"] is None and blood(fresh(t, sully)) == left


def test_catatonic_fear_refused_outside_the_strike_step(table):
    t = table
    me, sully = fight(t, AKSINYA)  # range step
    card = t.in_hand(0, "Catatonic Fear")
    assert t.refused(K.PlayCard(seat=0, card=card.id, minion=me.id, superior=True))
    assert blood(fresh(t, me)) == 4 and not combat(t).get("fx")
    assert fresh(t, card).zone == "s0.hand"


def test_beast_meld_stealth_and_one_damage_prevented_in_the_combat(spanish):
    from vtt.games.vtes.rules.combat import _next_round_effects, effects_on

    t, me, sully = _act(AKSINYA)
    _attempt(t, sully)
    t.pass_to(0)
    card = t.in_hand(0, "Beast Meld")
    cmd = _one(t, card, me, False)
    assert dock(t, cmd, 0) == (
        f"Play Beast Meld with {AKSINYA}: +1 stealth; can prevent 1 damage during the resulting"
        " combat"
    )
    assert dock(t, cmd, 0, "es").endswith(
        ": +1 de sigilo; puede prevenir 1 de daño durante el combate resultante"
    )
    t.ok(cmd)
    assert t.rules["action"]["stealth"] == 1 and me.counters["blood"] == 3
    t.rules["action"]["intercept"] = 1  # as if Sully had the intercept to block it
    for _ in range(8):
        if t.rules["combat"] is not None:
            break
        t.ok(K.Pass(seat=decider(t.state).seat))
    fight = t.rules["combat"]
    [given] = effects_on(fight, me.id, "prevent")
    assert given["once"] and given["until"] == "combat"
    to_strike(t)
    hand_strikes(t, me, sully)
    pass_until(t, "extra")
    assert blood(fresh(t, me)) == 3 and given["used"]  # Sully's 1 damage prevented
    _next_round_effects(fight)
    assert given["used"]  # not again in another round


def test_beast_meld_superior_vampires_cannot_block_a_non_bleed(spanish):
    t, me, sully = _act(AKSINYA, kind=K.HUNT)
    card = t.in_hand(0, "Beast Meld")
    cmd = _one(t, card, me, True)
    assert dock(t, cmd, 0) == (
        f"Play Beast Meld with {AKSINYA}: superior: vampires cannot block this action"
    )
    assert dock(t, cmd, 0, "es").endswith(": superior: los vampiros no pueden bloquear esta acción")
    t.ok(cmd)
    t.pass_to(1)
    assert t.refused(K.Block(seat=1, minion=sully.id))
    assert me.counters["blood"] == 3


def test_beast_meld_superior_not_on_a_bleed_and_needs_the_discipline():
    t, me, _ = _act(AKSINYA)
    card = t.in_hand(0, "Beast Meld")
    assert [c for c in plays(t, 0, card) if c.superior] == []
    why = t.refused(K.PlayCard(seat=0, card=card.id, minion=me.id, superior=True))
    assert why and me.counters["blood"] == 5
    t2, other, _ = _act(ALEXANDER)  # neither Animalism nor Protean
    assert plays(t2, 0, t2.in_hand(0, "Beast Meld")) == []


ALVARO = "Alvaro, The Scion of Angelica"  # Lasombra Archbishop (Sabbat): dom pre OBT POT


def _votes_of(t, seat, minion):
    return [
        c
        for c in legal_commands(t.state, seat)
        if isinstance(c, K.Vote) and c.source == "vampire" and c.minion == minion.id
    ]


@pytest.mark.parametrize(
    ("name", "caller", "other", "es"),
    [
        (
            "Closed Session",
            ALEXANDER,
            ALVARO,
            "los vampiros que no son de la Camarilla no pueden emitir votos ni papeletas en este"
            " referéndum",
        ),
        (
            "Private Audience",
            ALVARO,
            ALEXANDER,
            "los vampiros que no son del Sabbat no pueden emitir votos ni papeletas en este"
            " referéndum",
        ),
    ],
)
def test_only_one_sect_votes(spanish, name, caller, other, es):
    t, minion = _referendum(caller)
    rival = t.vampire(1, 4, other)  # titled, of the other sect
    assert _votes_of(t, 1, rival)
    card = t.in_hand(0, name)
    cmd = _one(t, card, minion, False)
    sect = "Camarilla" if name == "Closed Session" else "Sabbat"
    assert dock(t, cmd, 0) == (
        f"Play {name} with {caller}: non-{sect} vampires cannot cast votes or ballots in this"
        " referendum"
    )
    assert dock(t, cmd, 0, "es").endswith(": " + es)
    t.ok(cmd)
    ref = t.rules["referendum"]
    assert rival.id in ref["abstained"] and minion.id not in ref["abstained"]
    assert _votes_of(t, 1, rival) == []
    assert _votes_of(t, 0, minion)  # the caller still votes
    assert t.refused(K.Vote(seat=1, side="against", source="vampire", minion=rival.id))
    assert minion.counters["blood"] == 4  # no cost


def test_only_one_sect_votes_refused_once_votes_are_cast_or_untitled(spanish):
    t, minion = _referendum(ALEXANDER)
    t.ok(_votes_of(t, 0, minion)[0])
    card = t.in_hand(0, "Closed Session")
    assert plays(t, 0, card) == []
    why = t.refused(K.PlayCard(seat=0, card=card.id, minion=minion.id))
    assert why and "abstained" not in t.rules["referendum"]
    t2, other = _referendum(CROW)  # untitled
    assert plays(t2, 0, t2.in_hand(0, "Closed Session")) == []
    assert plays(t2, 0, t2.in_hand(0, "Private Audience")) == []


def _hand_size(t, seat):
    return len(t.state.zones[zone(seat, HAND_KEY)].cards)


def test_elder_intervention_intercept_replaced_after_the_action(table, spanish):
    t = table
    _, reactor = _attempts(t, reacting=ALEXANDER)
    en, es = _words(t, 1, "Elder Intervention")
    assert en == (
        f"Play Elder Intervention with {ALEXANDER}: +2 intercept; not replaced until after this"
        " action"
    )
    assert es.endswith(": +2 de intercepción; no se repone hasta después de esta acción")
    card = t.in_hand(1, "Elder Intervention")
    size = _hand_size(t, 1)
    t.rules["action"].update(stealth=2, intercept=1)
    _play(t, 1, "Elder Intervention", reactor)
    assert t.rules["action"]["intercept"] == 3 and reactor.counters["blood"] == 3
    assert _hand_size(t, 1) == size - 1 and fresh(t, card).zone == "s1.ash_heap"
    t.rules["action"]["stealth"] = 9  # the block fails: the bleed goes on and resolves
    for _ in range(16):
        if t.rules["action"] is None:
            break
        t.ok(K.Pass(seat=decider(t.state).seat))
    assert t.rules["action"] is None and _hand_size(t, 1) == size


def test_elder_intervention_only_against_a_bleed_at_you(table):
    t = table
    _, reactor = _attempts(t, reacting=ALEXANDER)
    third = t.vampire(2, 4, ALEXANDER)
    card = t.in_hand(2, "Elder Intervention")
    assert plays(t, 2, card) == []
    t.rules["action"].update(stealth=2, intercept=1)
    assert t.refused(K.PlayCard(seat=2, card=card.id, minion=third.id))
    assert t.rules["action"]["intercept"] == 1 and third.counters["blood"] == 4


def test_elder_intervention_refused_after_pack_tactics_by_the_same_vampire(table):
    t = table
    _, reactor = _attempts(t, reacting=ALEXANDER)
    t.rules["action"].update(stealth=3, intercept=0)
    pack = t.in_hand(1, "Pack Tactics")
    t.ok(K.PlayCard(seat=1, card=pack.id, minion=reactor.id))
    t.pass_to(1)
    card = t.in_hand(1, "Elder Intervention")
    assert plays(t, 1, card) == []
    why = t.refused(K.PlayCard(seat=1, card=card.id, minion=reactor.id))
    assert why == "The card's own condition is not met now."
    assert fresh(t, card).zone == "s1.hand"


def test_pack_tactics_refused_after_elder_intervention_by_the_same_vampire(table):
    t = table
    _, reactor = _attempts(t, reacting=ALEXANDER)
    t.rules["action"].update(stealth=4, intercept=1)
    _play(t, 1, "Elder Intervention", reactor)
    t.pass_to(1)
    pack = t.in_hand(1, "Pack Tactics")
    why = t.refused(K.PlayCard(seat=1, card=pack.id, minion=reactor.id))
    assert why == (
        f"{ALEXANDER} cannot play both Pack Tactics and Elder Intervention in the same action."
    )
    assert fresh(t, pack).zone == "s1.hand" and t.rules["action"]["intercept"] == 3
    assert plays(t, 1, pack) == []


def test_femur_of_toomler_strikes_for_strength_plus_one_aggravated(table, spanish):
    t = table
    me, sully = fight(t, ADANA)  # strength 1
    femur = _put_on(t, 0, me, "Femur of Toomler")
    to_strike(t)
    hit = K.Strike(seat=0, minion=me.id, kind=K.DAMAGE, damage=2, aggravated=True, card=femur.id)
    assert hit in legal_commands(t.state, 0)
    assert dock(t, hit, 0) == "Strike with Femur of Toomler: 2 aggravated damage"
    assert dock(t, hit, 0, "es") == "Golpe con Fémur de Toomler: 2 de daño agravado"
    t.ok(hit)
    assert combat(t)["strikes"]["a"]["aggravated"] and combat(t)["strikes"]["a"]["damage"] == 2


def test_femur_of_toomler_equipped_for_2_pool_unique_and_tzimisce(table, spanish):
    from .test_permanents import _bring

    t = table
    t.to_phase(MINION)
    adhiambo = t.vampire(0, 4, "Adhiambo")  # Tzimisce
    pool = t.pool(0)
    femur = _bring(t, 0, adhiambo, "Femur of Toomler")
    assert femur.attached_to == adhiambo.id and t.pool(0) == pool - 2
    card = t.in_hand(0, "Femur of Toomler")
    other = t.vampire(0, 4, "Adhiambo")
    why = t.refused(K.Act(seat=0, minion=other.id, kind=K.EQUIP, card=card.id))
    assert why == "Femur of Toomler is unique and you already have it in play."
    assert t.pool(0) == pool - 2 and fresh(t, card).zone == "s0.hand"
    t2 = Table()
    t2.to_phase(MINION)
    sully = t2.vampire(0, 4, "Sully")
    card = t2.in_hand(0, "Femur of Toomler")
    why = t2.refused(K.Act(seat=0, minion=sully.id, kind=K.EQUIP, card=card.id))
    assert why == "Femur of Toomler requires a minion of clan Tzimisce; Sully is not."


@pytest.mark.parametrize(("vampire", "superior", "n"), [(CROW, False, 2), (AIDAN, True, 3)])
def test_blood_fury_hand_strike_fortitude_cannot_prevent(table, spanish, vampire, superior, n):
    from vtt.games.vtes.rules.combat import effects_on

    t = table
    me, sully = fight(t, vampire)  # strength 1
    to_strike(t)
    en, es = _words(t, 0, "Blood Fury", superior=superior)
    level = "superior: " if superior else ""
    assert en == (
        f"Play Blood Fury with {vampire}: {level}the opposing minion's weapon strikes inflict no"
        f" damage this round; strike: hand strike for {n} damage, not preventable by Fortitude"
        " cards"
    )
    assert es.startswith("Jugar Blood Fury con") and "Fortaleza" in es
    _play(t, 0, "Blood Fury", me, superior=superior)
    mine = combat(t)["strikes"]["a"]
    assert mine["damage"] == n and mine["no_fortitude"] and blood(me) == 3
    assert [f["what"] for f in effects_on(combat(t), sully.id, "no_weapon_damage")] == [
        "no_weapon_damage"
    ]


def test_blood_fury_only_at_close_range_with_thaumaturgy(table):
    t = table
    me, sully = fight(t, CROW)
    to_strike(t)
    combat(t)["range"] = "long"
    card = t.in_hand(0, "Blood Fury")
    assert plays(t, 0, card) == []
    assert t.refused(K.PlayCard(seat=0, card=card.id, minion=me.id))
    assert combat(t)["strikes"]["a"] is None and blood(fresh(t, me)) == 4
    t2 = Table()
    me, sully = fight(t2, ALEXANDER)  # no Thaumaturgy
    to_strike(t2)
    assert plays(t2, 0, t2.in_hand(0, "Blood Fury")) == []
