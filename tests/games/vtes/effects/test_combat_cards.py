"""The combat cards of the Fifth Edition starters the engine runs (``combat.json``): each
played from the dock in a combat between seat A's vampire (the card's player, acting) and
B's Sully (no discipline, 4 blood), its effect on the combat, its cost, the minion that
lacks its discipline, a refusal at the wrong moment, its words in English and Spanish."""

from __future__ import annotations

import pytest

from vtt.core.table import move_card
from vtt.games.vtes.rules import commands as K
from vtt.games.vtes.rules import played, sources
from vtt.games.vtes.rules.data import MINION
from vtt.games.vtes.rules.effects import run as effects
from vtt.games.vtes.rules.effects.catalog import load
from vtt.games.vtes.rules.legal import legal_commands
from vtt.games.vtes.rules.stages import decider

from . import test_w3_combat
from .conftest import Table, dock, plays

#: a vampire with each discipline at superior (Aksinya: ANI FOR PRE PRO; Adana: CEL POT);
#: an Anarch for Dust Up, a Banu Haqim for Hunger of Marduk
HAQIM = "Farah Sarroub"
THA, MULTI, QUICK, OBL, ANARCH = (
    "Aidan Lyle",
    "Aksinya Daclau",
    "Adana de Sforza",
    "Aintzane Arriaga",
    "Ragnar Nordstrom",
)


def fight(t: Table, name: str, blood: int = 4):
    """A's ``name`` bleeds B; B's Sully blocks: the combat's range step, A first."""
    t.to_phase(MINION)
    me = t.vampire(0, blood, name)
    sully = t.vampire(1, 4, "Sully")
    t.ok(K.Act(seat=0, minion=me.id, kind=K.BLEED))
    t.pass_to(1)
    t.ok(K.Block(seat=1, minion=sully.id))
    t.pass_round()
    assert t.rules["combat"]["stage"] == "range"
    return me, sully


def to_strike(t):
    t.ok(K.Pass(seat=0))
    t.ok(K.Pass(seat=1))
    assert t.rules["combat"]["stage"] == "strike"


def hand_strikes(t, me, sully):
    t.ok(K.Strike(seat=0, minion=me.id))
    t.ok(K.Strike(seat=1, minion=sully.id))


def to_damage(t, me, sully):
    to_strike(t)
    hand_strikes(t, me, sully)
    assert t.rules["combat"]["stage"] == "damage"


def to_extra(t, me, sully):
    to_damage(t, me, sully)
    t.ok(K.Pass(seat=0))
    t.ok(K.Pass(seat=1))
    assert t.rules["combat"]["stage"] == "extra"


def to_press(t, me, sully):
    to_extra(t, me, sully)
    t.ok(K.Pass(seat=0))
    t.ok(K.Pass(seat=1))
    assert t.rules["combat"]["stage"] == "press"


def pass_until(t, stage):
    """Whoever the combat waits for passes until its ``stage``."""
    for _ in range(8):
        if combat(t)["stage"] == stage:
            return
        t.ok(K.Pass(seat=decider(t.state).seat))
    raise AssertionError(f"the combat never reached {stage}")


def play(t, me, name, superior=False, mode=0, x=0):
    """A plays ``name`` from the dock (the offer must be there) and returns the card."""
    card = t.in_hand(0, name)
    cmd = K.PlayCard(seat=0, card=card.id, minion=me.id, superior=superior, mode=mode, x=x)
    if not x:
        assert cmd in plays(t, 0, card), (name, plays(t, 0, card))
    t.ok(cmd)
    return card


def fresh(t, card):
    """``card`` as the state holds it now (a refused command puts back a copy)."""
    return t.state.cards[card.id]


def combat(t):
    return t.rules["combat"]


def blood(card) -> int:
    return card.counters.get("blood", 0)


# -- the effect of each card, with its cost ------------------------------------------------


def test_apportation_presses_to_continue_or_maneuvers(table):
    t = table
    me, sully = fight(t, THA)
    to_press(t, me, sully)
    play(t, me, "Apportation")
    assert combat(t)["press"] == me.id
    t.ok(K.Pass(seat=0))
    t.ok(K.Pass(seat=1))
    assert combat(t)["round"] == 2 and combat(t)["stage"] == "range"
    play(t, me, "Apportation", superior=True)
    assert combat(t)["range"] == "long" and blood(me) == 3


def test_arms_of_ahriman_strikes_again_or_dodges_with_a_later_strike(table):
    t = table
    me, sully = fight(t, OBL)
    to_extra(t, me, sully)
    play(t, me, "Arms of Ahriman")
    assert combat(t)["extra"]["a"] == 1
    t2 = Table()
    me, sully = fight(t2, OBL)
    to_strike(t2)
    arms = play(t2, me, "Arms of Ahriman", superior=True)
    assert combat(t2)["strikes"]["a"]["kind"] == K.DODGE
    t2.ok(K.Strike(seat=1, minion=sully.id))  # dodged: no damage, the extra step
    assert combat(t2)["stage"] == "extra" and blood(me) == 4
    later = K.Modify(seat=0, what=K.STRIKES, delta=1, minion=me.id, card=arms.id)
    assert later in legal_commands(t2.state, 0)
    t2.ok(later)
    assert combat(t2)["extra"]["a"] == 1
    assert later not in legal_commands(t2.state, 0)


@pytest.mark.parametrize("superior", [False, True])
def test_bears_skin_gives_strength_and_prevention(table, superior):
    t = table
    me, sully = fight(t, MULTI)
    play(t, me, "Bear's Skin", superior=superior)
    to_strike(t)
    hand_strikes(t, me, sully)
    assert combat(t)["damage"] == {"a": [0, 0], "b": [2, 0]}  # strength 2; 1 prevented
    effects = {f["until"] for f in combat(t)["fx"]}
    assert effects == {"combat" if superior else "round"}


@pytest.mark.parametrize("superior, damage", [(False, 1), (True, 2)])
def test_blood_rage_strikes_past_fortitude_and_weapons(table, superior, damage):
    t = table
    me, sully = fight(t, THA)
    to_strike(t)
    play(t, me, "Blood Rage", superior=superior)
    strike = combat(t)["strikes"]["a"]
    assert strike["hand"] and strike["no_fortitude"] and strike["damage"] == damage
    assert [f["what"] for f in combat(t)["fx"] if f["minion"] == sully.id] == ["no_weapon_damage"]
    gun = t.in_hand(1, ".44 Magnum")
    move_card(t.state, gun, t.state.zones[sully.zone], face_up=True)
    gun.attached_to = sully.id  # arranged: B's vampire carries a gun
    t.ok(K.Strike(seat=1, minion=sully.id, kind=K.DAMAGE, damage=2, ranged=True, card=gun.id))
    assert combat(t)["damage"] == {"a": [0, 0], "b": [damage, 0]}  # the gun inflicts none
    fortitude = t.given(1, "Indomitability", sully)  # by hand: its text prevents 1
    why = t.refused(K.Modify(seat=1, what=K.PREVENT, delta=1, minion=sully.id, card=fortitude))
    assert why == "This damage cannot be prevented by cards requiring Fortitude."
    hidden = t.in_hand(1, "Hidden Strength")  # a Fortitude card the engine runs: refused
    ctx = effects.context(t.state, 1, hidden, sully)
    why = effects.refusal(ctx)
    assert why is not None and why.english() == (
        "This damage cannot be prevented by cards requiring Fortitude."
    )


@pytest.mark.parametrize("superior, n", [(False, 1), (True, 2)])
def test_carrion_crows_damages_the_opposing_minion_each_round(table, superior, n):
    t = table
    me, sully = fight(t, MULTI)
    play(t, me, "Carrion Crows", superior=superior)
    to_strike(t)
    hand_strikes(t, me, sully)
    assert combat(t)["damage"]["b"] == [1 + n, 0]


def test_claws_of_the_dead_aggravates_hand_strikes_or_maneuvers(table):
    t = table
    me, sully = fight(t, MULTI)
    play(t, me, "Claws of the Dead")
    assert blood(me) == 3  # 1 blood
    to_strike(t)
    hand_strikes(t, me, sully)
    assert combat(t)["damage"]["b"] == [0, 1]
    t2 = Table()
    me, _ = fight(t2, MULTI)
    play(t2, me, "Claws of the Dead", superior=True)
    assert combat(t2)["range"] == "long" and blood(me) == 3


def test_wolf_claws_aggravates_hand_strikes_or_presses(table):
    t = table
    me, sully = fight(t, MULTI)
    play(t, me, "Wolf Claws")
    assert blood(me) == 3  # 1 blood
    to_strike(t)
    hand_strikes(t, me, sully)
    assert combat(t)["damage"]["b"] == [0, 1]
    t2 = Table()
    me, sully = fight(t2, MULTI)
    pass_until(t2, "strike")
    hand_strikes(t2, me, sully)
    pass_until(t2, "press")
    play(t2, me, "Wolf Claws", superior=True)
    assert combat(t2)["press"] == me.id and blood(me) == 2  # 1 damage, then 1 blood


@pytest.mark.parametrize("mode, damage, extra", [(0, [2, 0], 0), (1, [0, 0], 1), (2, [0, 0], 0)])
def test_dust_up_each_discipline_its_own_strike(table, mode, damage, extra):
    t = table
    me, sully = fight(t, ANARCH)
    to_strike(t)
    play(t, me, "Dust Up", mode=mode)
    dodge = t.given(1, "Form of Mist", sully)  # by hand: strike: dodge
    t.ok(K.Strike(seat=1, minion=sully.id, kind=K.DODGE, card=dodge))
    # the Animalism strike cannot be dodged; the Potence one (3 damage) is; the Celerity
    # one is a dodge itself
    assert combat(t)["damage"]["b"] == damage
    assert combat(t)["strikes"]["a"]["damage"] == {0: 2, 1: 0, 2: 3}[mode]
    if extra:
        dust_up = t.rules["played"][0]["card"]
        t.ok(K.Modify(seat=0, what=K.STRIKES, delta=1, minion=me.id, card=dust_up))
        assert combat(t)["extra"]["a"] == 1


@pytest.mark.parametrize("name, cost", [("Earth Meld", 0), ("Majesty", 1)])
@pytest.mark.parametrize("superior", [False, True])
def test_combat_ends_and_unlocks_at_superior(table, name, cost, superior):
    t = table
    me, sully = fight(t, MULTI)
    to_strike(t)
    assert me.locked
    play(t, me, name, superior=superior)
    assert combat(t)["strikes"]["a"]["kind"] == K.COMBAT_ENDS
    t.ok(K.Strike(seat=1, minion=sully.id))
    assert t.rules["combat"] is None and blood(me) == 4 - cost
    assert me.locked != superior


def test_flash_maneuvers_or_presses_and_a_later_press_after_passing(table):
    t = table
    me, sully = fight(t, QUICK)
    flash = play(t, me, "Flash", superior=True)
    assert combat(t)["range"] == "long"
    pass_until(t, "strike")
    hand_strikes(t, me, sully)  # at long range: no damage
    pass_until(t, "press")  # A passed several times since: the press is still Flash's
    press = K.Press(seat=0, minion=me.id, card=flash.id)
    assert press in legal_commands(t.state, 0)
    t.ok(press)
    assert combat(t)["press"] == me.id
    pass_until(t, "range")
    assert combat(t)["round"] == 2
    assert press not in legal_commands(t.state, 0)
    t2 = Table()
    me, sully = fight(t2, QUICK)
    play(t2, me, "Flash", mode=0)
    assert combat(t2)["range"] == "long"
    pass_until(t2, "strike")
    hand_strikes(t2, me, sully)
    pass_until(t2, "press")
    play(t2, me, "Flash", mode=1)
    assert combat(t2)["press"] == me.id


@pytest.mark.parametrize("superior", [False, True])
def test_form_of_the_wolf_strength_for_the_combat(table, superior):
    t = table
    me, sully = fight(t, MULTI)
    wolf = play(t, me, "Form of the Wolf", superior=superior)
    to_strike(t)
    hand_strikes(t, me, sully)
    assert combat(t)["damage"]["b"] == [2, 0]
    t.ok(K.Pass(seat=0))
    t.ok(K.Pass(seat=1))
    t.ok(K.Pass(seat=0))
    t.ok(K.Pass(seat=1))
    press = K.Press(seat=0, minion=me.id, card=wolf.id)
    assert (press in legal_commands(t.state, 0)) == superior


@pytest.mark.parametrize("x", [0, 2])
def test_hidden_strength_prevents_x_plus_one(table, x):
    t = table
    me, sully = fight(t, MULTI)
    to_strike(t)
    t.ok(K.Strike(seat=0, minion=me.id))
    first = t.given(1, "Roundhouse", sully)  # by hand: 3 damage
    t.ok(K.Strike(seat=1, minion=sully.id, kind=K.DAMAGE, damage=3, card=first))
    play(t, me, "Hidden Strength", x=x)
    assert combat(t)["damage"]["a"] == [3 - (x + 1), 0] and blood(me) == 4 - x


def test_hidden_strength_superior_gives_a_press(table):
    t = table
    me, sully = fight(t, MULTI)
    to_damage(t, me, sully)
    card = play(t, me, "Hidden Strength", superior=True)
    assert combat(t)["damage"]["a"] == [0, 0]
    t.ok(K.Pass(seat=0))
    t.ok(K.Pass(seat=1))
    t.ok(K.Pass(seat=0))
    t.ok(K.Pass(seat=1))
    t.ok(K.Press(seat=0, minion=me.id, card=card.id))
    assert combat(t)["press"] == me.id


@pytest.mark.parametrize("superior", [False, True])
def test_immortal_grapple_hand_strikes_only(table, superior):
    t = table
    me, sully = fight(t, QUICK)
    grapple = play(t, me, "Immortal Grapple", superior=superior)
    to_strike(t)
    t.ok(K.Strike(seat=0, minion=me.id))
    dodge = t.given(1, "Form of Mist", sully)
    why = t.refused(K.Strike(seat=1, minion=sully.id, kind=K.DODGE, card=dodge))
    assert why == "Only hand strikes can be used this round."
    assert [c.kind for c in legal_commands(t.state, 1) if isinstance(c, K.Strike)] == ["hand"]
    t.ok(K.Strike(seat=1, minion=sully.id))
    for _ in range(4):
        t.ok(K.Pass(seat=decider(t.state).seat))
    assert combat(t)["stage"] == "press"
    if superior:
        t.ok(K.Press(seat=0, minion=me.id, card=grapple.id))
        pass_until(t, "strike")
        assert combat(t)["stage"] == "strike" and combat(t)["range"] == "close"
        assert combat(t)["round"] == 2


@pytest.mark.parametrize("superior, mode", [(False, 0), (True, 1)])
def test_indomitability_prevents_one(table, superior, mode):
    t = table
    me, sully = fight(t, MULTI)
    to_damage(t, me, sully)
    play(t, me, "Indomitability", superior=superior, mode=mode)
    assert combat(t)["damage"]["a"] == [0, 0]


def test_indomitability_superior_presses(table):
    t = table
    me, sully = fight(t, MULTI)
    to_press(t, me, sully)
    play(t, me, "Indomitability", superior=True, mode=0)
    assert combat(t)["press"] == me.id


def test_pursuit_maneuvers_or_strikes_again(table):
    t = table
    me, sully = fight(t, QUICK)
    play(t, me, "Pursuit")
    assert combat(t)["range"] == "long"
    t2 = Table()
    me, sully = fight(t2, QUICK)
    to_extra(t2, me, sully)
    play(t2, me, "Pursuit", superior=True)
    assert combat(t2)["extra"]["a"] == 1 and combat(t2)["sources"]["a"] == 1


def test_quickness_superior_does_not_count_against_the_limit(table):
    t = table
    me, sully = fight(t, QUICK)
    to_extra(t, me, sully)
    pursuit = t.given(0, "Pursuit", me, superior=True)
    t.ok(K.Modify(seat=0, what=K.STRIKES, delta=1, minion=me.id, card=pursuit))
    play(t, me, "Quickness", superior=True)
    assert combat(t)["extra"]["a"] == 2


def test_quickness_inferior_is_limited(table):
    t = table
    me, sully = fight(t, QUICK)
    to_extra(t, me, sully)
    play(t, me, "Quickness")
    assert combat(t)["extra"]["a"] == 1 and combat(t)["sources"]["a"] == 1


@pytest.mark.parametrize("superior, n", [(False, 2), (True, 4)])
def test_rego_motum_prevents(table, superior, n):
    t = table
    me, sully = fight(t, THA)
    to_strike(t)
    t.ok(K.Strike(seat=0, minion=me.id))
    big = t.given(1, "Roundhouse", sully, superior=True)  # by hand: 4 damage
    t.ok(K.Strike(seat=1, minion=sully.id, kind=K.DAMAGE, damage=4, card=big))
    play(t, me, "Rego Motum", superior=superior)
    assert combat(t)["damage"]["a"] == [4 - n, 0] and blood(me) == 3


def test_rolling_with_the_punches(table):
    t = table
    me, sully = fight(t, MULTI)
    to_damage(t, me, sully)
    play(t, me, "Rolling with the Punches")
    assert combat(t)["damage"]["a"] == [0, 0] and blood(me) == 4
    t2 = Table()
    me, sully = fight(t2, MULTI)
    to_strike(t2)
    t2.ok(K.Strike(seat=0, minion=me.id))
    big = t2.given(1, "Roundhouse", sully, superior=True)
    t2.ok(K.Strike(seat=1, minion=sully.id, kind=K.DAMAGE, damage=4, card=big))
    play(t2, me, "Rolling with the Punches", superior=True)
    assert combat(t2)["damage"]["a"] == [0, 0] and blood(me) == 3  # burned 1 blood


def test_rolling_with_the_punches_does_not_prevent_blood_rage(table):
    t = table
    me, sully = fight(t, MULTI)
    sully.catalog = t.by_name(THA).catalog  # arranged: B's vampire has Thaumaturgy
    play(t, me, "Rolling with the Punches", superior=True)  # for the whole round
    to_strike(t)
    t.ok(K.Strike(seat=0, minion=me.id))
    rage = t.in_hand(1, "Blood Rage")
    t.ok(K.PlayCard(seat=1, card=rage.id, minion=sully.id))
    assert combat(t)["damage"]["a"] == [1, 0]  # a Fortitude card does not prevent it


@pytest.mark.parametrize("superior, n", [(False, 3), (True, 4)])
def test_roundhouse_hand_strike_at_plus(table, superior, n):
    t = table
    me, sully = fight(t, QUICK)
    to_strike(t)
    play(t, me, "Roundhouse", superior=superior)
    t.ok(K.Strike(seat=1, minion=sully.id))
    assert combat(t)["damage"]["b"] == [n, 0]


@pytest.mark.parametrize("superior, n", [(False, 1), (True, 2)])
def test_soul_burn_ranged_damage(table, superior, n):
    t = table
    me, sully = fight(t, THA)
    t.ok(K.Maneuver(seat=0, minion=me.id, card=t.given(0, "Apportation", me, superior=True)))
    pass_until(t, "strike")
    play(t, me, "Soul Burn", superior=superior)
    t.ok(K.Strike(seat=1, minion=sully.id))
    assert combat(t)["damage"] == {"a": [0, 0], "b": [n, 0]}  # long range
    assert blood(me) == 3 and combat(t)["strikes"]["a"]["no_fortitude"]


@pytest.mark.parametrize("superior, n", [(False, 1), (True, 2)])
def test_theft_of_vitae_steals_blood(table, superior, n):
    t = table
    me, sully = fight(t, THA, blood=3)
    to_strike(t)
    play(t, me, "Theft of Vitae", superior=superior)
    t.ok(K.Strike(seat=1, minion=sully.id))
    assert blood(sully) == 4 - n
    assert combat(t)["damage"]["a"] == [1, 0] and blood(me) == 3 + n


@pytest.mark.parametrize("superior, n", [(False, 2), (True, 3)])
def test_torn_signpost_sets_strength(table, superior, n):
    t = table
    me, sully = fight(t, QUICK)
    play(t, me, "Torn Signpost", superior=superior)
    to_strike(t)
    hand_strikes(t, me, sully)
    assert combat(t)["damage"]["b"] == [n, 0]


@pytest.mark.parametrize("superior, n", [(False, 1), (True, 2)])
def test_walk_of_flame_after_the_first_round(table, superior, n):
    t = table
    me, sully = fight(t, THA)
    to_strike(t)
    card = t.in_hand(0, "Walk of Flame")
    assert plays(t, 0, card) == []
    combat(t)["round"] = 2  # arranged: a later round
    play(t, me, "Walk of Flame", superior=superior)
    t.ok(K.Strike(seat=1, minion=sully.id))
    assert combat(t)["damage"]["b"] == [0, n]


def test_hunger_of_marduk_a_strike_later_in_the_round(table):
    t = table
    me, sully = fight(t, HAQIM, blood=2)
    hunger = play(t, me, "Hunger of Marduk", superior=True)
    to_strike(t)
    steal = K.Strike(seat=0, minion=me.id, kind=K.DAMAGE, ranged=True, card=hunger.id)
    assert steal in legal_commands(t.state, 0)
    assert K.Strike(seat=0, minion=me.id) in legal_commands(t.state, 0)  # not owed
    wrong = K.Strike(seat=0, minion=me.id, kind=K.DAMAGE, damage=2, ranged=True, card=hunger.id)
    assert t.refused(wrong) == "Hunger of Marduk does not say that: it cannot give this effect."
    t.ok(steal)
    t.ok(K.Strike(seat=1, minion=sully.id))
    me, sully = fresh(t, me), fresh(t, sully)  # a refusal puts the state back: new objects
    assert blood(sully) == 2 and blood(me) == 4
    assert combat(t)["damage"]["a"] == [1, 0]


def test_slam_strikes_or_maneuvers_to_close_range_then_owes_its_strike(table):
    t = table
    me, sully = fight(t, QUICK)
    to_strike(t)
    play(t, me, "Slam")
    assert blood(me) == 3
    t.ok(K.Strike(seat=1, minion=sully.id))
    assert combat(t)["damage"]["b"] == [3, 0]
    t2 = Table()
    me, sully = fight(t2, QUICK)
    t2.ok(K.Pass(seat=0))
    away = t2.given(1, "Apportation", sully, superior=True)
    t2.ok(K.Maneuver(seat=1, minion=sully.id, card=away))
    assert combat(t2)["range"] == "long"
    slam = play(t2, me, "Slam", superior=True, mode=1)
    assert combat(t2)["range"] == "close"
    pass_until(t2, "strike")
    owed = [c for c in legal_commands(t2.state, 0) if isinstance(c, K.Strike)]
    assert [(c.card, c.damage) for c in owed] == [(slam.id, 3)]
    why = t2.refused(K.Strike(seat=0, minion=me.id))
    assert why == "Adana de Sforza used the maneuver of Slam: its strike is owed."
    # nor another strike card: not offered, and refused with the same reason (fuzzing
    # found Roundhouse offered here and then refused)
    roundhouse = t2.in_hand(0, "Roundhouse", 2)
    assert plays(t2, 0, roundhouse) == []
    cmd = K.PlayCard(seat=0, card=roundhouse.id, minion=me.id, superior=True)
    assert t2.refused(cmd) == why
    t2.ok(owed[0])
    t2.ok(K.Strike(seat=1, minion=sully.id))
    assert combat(t2)["damage"]["b"] == [3, 0]


def test_taste_of_vitae_gains_the_blood_the_opposing_vampire_lost(table):
    t = table
    me, sully = fight(t, QUICK)
    play(t, me, "Torn Signpost", superior=True)  # strength 3: Sully loses 3 blood
    to_press(t, me, sully)
    assert blood(sully) == 1 and blood(me) == 3
    pool = t.pool(0)
    play(t, me, "Taste of Vitae")
    assert blood(me) == 6 and t.pool(0) == pool
    t.ok(K.Press(seat=0, minion=me.id, card=t.given(0, "Apportation", me)))
    pass_until(t, "range")
    assert combat(t)["lost"] == {"a": 0, "b": 0}  # a new round: nothing lost yet


def test_pass_through_shadow_ends_combat_and_stays_at_superior_for_stealth(table):
    t = table
    me, sully = fight(t, OBL)
    to_strike(t)
    card = play(t, me, "Pass Through Shadow")
    t.ok(K.Strike(seat=1, minion=sully.id))
    assert t.rules["combat"] is None and card.zone == "s0.ash_heap" and blood(me) == 3
    t2 = Table()
    me, sully = fight(t2, OBL)
    to_strike(t2)
    card = play(t2, me, "Pass Through Shadow", superior=True)
    assert card.attached_to == me.id
    t2.ok(K.Strike(seat=1, minion=sully.id))
    assert t2.rules["combat"] is None and card.attached_to == me.id


def test_pass_through_shadow_burns_for_stealth_when_needed(table):
    t = table
    t.to_phase(MINION)
    me = t.vampire(0, 4, OBL)
    sully = t.vampire(1, 4, "Sully")
    card = t.in_hand(0, "Pass Through Shadow")
    move_card(t.state, card, t.state.zones[me.zone], face_up=True)
    card.attached_to = me.id  # arranged: played at superior in an earlier combat
    use = K.UseCard(seat=0, card=card.id)
    t.ok(K.Act(seat=0, minion=me.id, kind=K.BLEED))
    assert use not in legal_commands(t.state, 0)  # not needed yet
    t.pass_to(1)
    t.ok(K.Block(seat=1, minion=sully.id))
    assert use in legal_commands(t.state, 0)
    assert dock(t, use, 0).endswith("+1 stealth; burn this card")
    t.ok(use)
    assert t.rules["action"]["stealth"] == 1 and fresh(t, card).zone == "s0.ash_heap"


# -- the requirements, the refusals, the words ---------------------------------------------

AUTOMATED = {
    "Apportation": THA,
    "Arms of Ahriman": OBL,
    "Bear's Skin": MULTI,
    "Blood Rage": THA,
    "Carrion Crows": MULTI,
    "Claws of the Dead": MULTI,
    "Dust Up": ANARCH,
    "Earth Meld": MULTI,
    "Flash": QUICK,
    "Form of the Wolf": MULTI,
    "Hidden Strength": MULTI,
    "Immortal Grapple": QUICK,
    "Indomitability": MULTI,
    "Majesty": MULTI,
    "Pursuit": QUICK,
    "Quickness": QUICK,
    "Rego Motum": THA,
    "Rolling with the Punches": MULTI,
    "Roundhouse": QUICK,
    "Soul Burn": THA,
    "Theft of Vitae": THA,
    "Torn Signpost": QUICK,
    "Walk of Flame": THA,
    "Hunger of Marduk": HAQIM,
    "Slam": QUICK,
    "Taste of Vitae": MULTI,
    "Pass Through Shadow": OBL,
    "Pack Alpha": MULTI,  # its effect: test_w3_retainers
    "Form of Mist": MULTI,  # its effect: test_w4_mist
    "Wolf Claws": MULTI,  # a New Blood II card
}


def test_every_automated_combat_card_is_tested():
    import json
    from pathlib import Path

    path = Path(__file__).parents[4] / "vtt/resources/vtes/effects/combat.json"
    ids = json.loads(path.read_text(encoding="utf-8"))
    entries = load()
    automated = {entries[i].name for i in ids if entries[i].automated}
    assert automated - set(test_w3_combat.COMBAT_CARDS) == set(AUTOMATED)
    assert all(entries[i].checked for i in ids)


@pytest.mark.parametrize("name", sorted(set(AUTOMATED) - {"Taste of Vitae"}))  # no discipline
def test_a_minion_without_the_discipline_is_refused(table, name):
    t = table
    t.to_phase(MINION)
    lacking = "Abiku" if name == "Dust Up" else "Sully"  # Abiku: Potence, not an Anarch
    me = t.vampire(0, 4, lacking)
    other = t.vampire(1, 4, "Ashley")
    t.ok(K.Act(seat=0, minion=me.id, kind=K.BLEED))
    t.pass_to(1)
    t.ok(K.Block(seat=1, minion=other.id))
    t.pass_round()
    card = t.in_hand(0, name)
    assert plays(t, 0, card) == []
    t.refused(K.PlayCard(seat=0, card=card.id, minion=me.id))


#: (card, superior, mode, the stage it is tried at, why it is refused there)
REFUSALS = [
    ("Apportation", False, 0, "range", "Not at this moment of the game."),
    ("Apportation", True, 0, "strike", "Not at this moment of the game."),
    ("Arms of Ahriman", False, 0, "strike", "Not at this moment of the game."),
    ("Bear's Skin", False, 0, "strike", "The card's own condition is not met now."),
    ("Carrion Crows", True, 0, "damage", "The card's own condition is not met now."),
    ("Dust Up", False, 0, "range", "Not at this moment of the game."),
    ("Earth Meld", False, 0, "range", "Not at this moment of the game."),
    ("Flash", True, 0, "press", "Not at this moment of the game."),
    ("Wolf Claws", True, 0, "range", "Not at this moment of the game."),
    ("Form of the Wolf", False, 0, "strike", "The card's own condition is not met now."),
    ("Hidden Strength", False, 0, "range", "Not at this moment of the game."),
    ("Immortal Grapple", False, 0, "damage", "The card's own condition is not met now."),
    ("Indomitability", True, 1, "range", "Not at this moment of the game."),
    ("Pursuit", True, 0, "range", "Not at this moment of the game."),
    ("Quickness", True, 0, "damage", "Additional strikes are played after the first strike pair."),
    ("Rego Motum", False, 0, "strike", "Not at this moment of the game."),
    ("Roundhouse", False, 0, "range", "Not at this moment of the game."),
    ("Soul Burn", False, 0, "extra", "Not at this moment of the game."),
    ("Theft of Vitae", True, 0, "press", "Not at this moment of the game."),
    ("Torn Signpost", True, 0, "press", "The card's own condition is not met now."),
    ("Walk of Flame", False, 0, "strike", "The card's own condition is not met now."),
    ("Hunger of Marduk", False, 0, "strike", "The card's own condition is not met now."),
    ("Slam", True, 1, "range", "This maneuver is only usable to get to close range."),
    ("Taste of Vitae", False, 0, "damage", "Only usable at the end of a round of combat."),
    ("Pass Through Shadow", True, 0, "range", "Not at this moment of the game."),
]


def _reach(t, me, sully, stage):
    if stage == "strike":
        to_strike(t)
    elif stage == "damage":
        to_damage(t, me, sully)
    elif stage == "extra":
        to_extra(t, me, sully)
    elif stage == "press":
        to_press(t, me, sully)


@pytest.mark.parametrize("name, superior, mode, stage, why", REFUSALS)
def test_refused_at_the_wrong_moment(table, name, superior, mode, stage, why):
    t = table
    me, sully = fight(t, AUTOMATED[name])
    _reach(t, me, sully, stage)
    card = t.in_hand(0, name)
    cmd = K.PlayCard(seat=0, card=card.id, minion=me.id, superior=superior, mode=mode)
    before = (blood(me), t.pool(0))
    assert t.refused(cmd) == why
    assert (blood(fresh(t, me)), t.pool(0)) == before and fresh(t, card).zone == "s0.hand"


def test_apportation_cannot_cancel_a_press(table):
    t = table
    me, sully = fight(t, THA)
    to_press(t, me, sully)
    t.ok(K.Pass(seat=0))
    t.ok(K.Press(seat=1, minion=sully.id, card=t.given(1, "Apportation", sully)))
    card = t.in_hand(0, "Apportation")
    why = t.refused(K.PlayCard(seat=0, card=card.id, minion=me.id))
    assert why == "This press is only usable to continue combat."


def test_rolling_with_the_punches_needs_the_blood_to_burn(table):
    t = table
    me, sully = fight(t, MULTI, blood=1)
    to_damage(t, me, sully)
    me.counters["blood"] = 0
    t.rebook()
    card = t.in_hand(0, "Rolling with the Punches")
    why = t.refused(K.PlayCard(seat=0, card=card.id, minion=me.id, superior=True))
    assert why == "The vampire has not enough blood to burn."


#: (card, superior, mode, stage, English words, Spanish words)
WORDS = [
    (
        "Apportation",
        False,
        0,
        "press",
        "press to continue combat",
        "presión para continuar el combate",
    ),
    ("Apportation", True, 0, "range", "superior: maneuver", "superior: maniobra"),
    ("Arms of Ahriman", False, 0, "extra", "1 additional strikes", "1 golpes adicionales"),
    (
        "Arms of Ahriman",
        True,
        0,
        "strike",
        "superior: strike: dodge; 1 additional strike after the first strikes",
        "superior: golpe: esquivar; 1 golpe adicional tras los primeros golpes",
    ),
    (
        "Bear's Skin",
        False,
        0,
        "range",
        "+1 strength this round; prevent 1 damage this round",
        "+1 de fuerza este asalto; prevenir 1 de daño este asalto",
    ),
    (
        "Blood Rage",
        True,
        0,
        "strike",
        "superior: the opposing minion's weapon strikes inflict no damage this round; strike: hand strike for 2 damage, not preventable by Fortitude cards",  # noqa: E501
        "superior: los golpes con armas del siervo rival no infligen daño este asalto; golpe: golpe con la mano de 2 de daño, que no pueden prevenir las cartas de Fortaleza",  # noqa: E501
    ),
    (
        "Carrion Crows",
        False,
        0,
        "range",
        "the opposing minion takes 1R environmental damage each round",
        "el siervo rival recibe 1R de daño ambiental cada asalto",
    ),
    (
        "Claws of the Dead",
        False,
        0,
        "range",
        "hand strikes deal aggravated damage this round",
        "los golpes con la mano infligen daño agravado este asalto",
    ),
    (
        "Dust Up",
        False,
        0,
        "strike",
        "with Animalism; strike: hand strike for 2 damage that cannot be dodged",
        "con Animalismo; golpe: golpe con la mano de 2 de daño que no se puede esquivar",
    ),
    (
        "Earth Meld",
        True,
        0,
        "strike",
        "superior: unlock Aksinya Daclau; strike: combat ends",
        "superior: enderezar a Aksinya Daclau; golpe: el combate termina",
    ),
    ("Flash", False, 1, "press", "press", "presión"),
    (
        "Wolf Claws",
        False,
        0,
        "range",
        "hand strikes deal aggravated damage this round",
        "los golpes con la mano infligen daño agravado este asalto",
    ),
    ("Wolf Claws", True, 0, "press", "superior: press", "superior: presión"),
    (
        "Form of the Wolf",
        True,
        0,
        "range",
        "superior: +1 strength this combat; 1 optional press this combat",
        "superior: +1 de fuerza este combate; 1 presión opcional este combate",
    ),
    ("Hidden Strength", False, 0, "damage", "prevent 1 damage", "prevenir 1 de daño"),
    (
        "Immortal Grapple",
        True,
        0,
        "range",
        "superior: only hand strikes this round; 1 optional press this round; another round of this combat is at close range",  # noqa: E501
        "superior: solo golpes con la mano este asalto; 1 presión opcional este asalto; otro asalto de este combate es a corta distancia",  # noqa: E501
    ),
    ("Indomitability", True, 0, "press", "superior: press", "superior: presión"),
    ("Majesty", False, 0, "strike", "strike: combat ends", "golpe: el combate termina"),
    ("Pursuit", False, 0, "range", "maneuver", "maniobra"),
    (
        "Quickness",
        True,
        0,
        "extra",
        "superior: 1 additional strikes that do not count against the limit",
        "superior: 1 golpes adicionales que no cuentan para el límite",
    ),
    ("Rego Motum", True, 0, "damage", "superior: prevent 4 damage", "superior: prevenir 4 de daño"),
    (
        "Rolling with the Punches",
        True,
        0,
        "damage",
        "superior: prevent all damage from the opposing minion's strikes this round",
        "superior: prevenir todo el daño de los golpes del siervo rival este asalto",
    ),
    (
        "Roundhouse",
        False,
        0,
        "strike",
        "strike: hand strike for 3 damage",
        "golpe: golpe con la mano de 3 de daño",
    ),  # noqa: E501
    (
        "Soul Burn",
        False,
        0,
        "strike",
        "the opposing minion's weapon strikes inflict no damage this round; strike: 1R damage, not preventable by Fortitude cards",  # noqa: E501
        "los golpes con armas del siervo rival no infligen daño este asalto; golpe: 1R de daño, que no pueden prevenir las cartas de Fortaleza",  # noqa: E501
    ),
    (
        "Theft of Vitae",
        True,
        0,
        "strike",
        "superior: strike, ranged: steal 2 blood or life (becoming blood)",
        "superior: golpe, a distancia: robar 2 de sangre o vida (que se convierte en sangre)",
    ),
    (
        "Torn Signpost",
        False,
        0,
        "range",
        "a strength of 2 this combat",
        "una fuerza de 2 este combate",
    ),
    (
        "Hunger of Marduk",
        False,
        0,
        "range",
        "this round, a strike, ranged: steal 1 blood or life (becoming blood)",
        "este asalto, un golpe, a distancia: robar 1 de sangre o vida (que se convierte en sangre)",
    ),
    (
        "Slam",
        False,
        0,
        "strike",
        "strike: hand strike for 3 damage",
        "golpe: golpe con la mano de 3 de daño",
    ),
    (
        "Taste of Vitae",
        False,
        0,
        "press",
        "gain 1 blood, what the opposing vampire lost to damage this round",
        "ganar 1 de sangre, lo que el vampiro rival perdió por daño este asalto",
    ),
    (
        "Pass Through Shadow",
        True,
        0,
        "strike",
        "superior: strike: combat ends",
        "superior: golpe: el combate termina",
    ),
]


@pytest.mark.parametrize("name, superior, mode, stage, english, spanish_words", WORDS)
def test_dock_words(table, spanish, name, superior, mode, stage, english, spanish_words):
    t = table
    me, sully = fight(t, AUTOMATED[name])
    _reach(t, me, sully, stage)
    card = t.in_hand(0, name)
    cmd = K.PlayCard(seat=0, card=card.id, minion=me.id, superior=superior, mode=mode)
    assert cmd in plays(t, 0, card)
    vampire = AUTOMATED[name]
    assert dock(t, cmd, 0) == f"Play {name} with {vampire}: {english}"
    assert dock(t, cmd, 0, "es").endswith(f" con {vampire}: {spanish_words}")


@pytest.mark.parametrize("superior", [False, True])
def test_pass_through_shadow_played_gives_no_stealth_from_its_text(table, superior):
    """Its data gives +1 stealth only when it is burned from play: played from hand it
    ends combat, and its text's "+1 stealth" is not offered beside it."""
    t = table
    me, _ = fight(t, OBL)
    to_strike(t)
    card = t.in_hand(0, "Pass Through Shadow")
    played.remember(t.state, 0, card, me, superior=superior)
    assert "stealth" not in sources.granted(t.state, card.id)
    assert card.id not in sources.sources(t.state, 0, "stealth", me)
    mist = t.given(0, "Form of Mist", me)  # what a card's data gives when played is kept
    assert "dodge" in sources.granted(t.state, mist)
