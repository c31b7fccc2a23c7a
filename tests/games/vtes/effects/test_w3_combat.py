"""The wave-3 combat cards (``effects/kinds/combat_cards.py``): strikes that do more than damage
(Touch of Oblivion, Sculpt the Flesh, Voracious Vermin, Heroic Might's, Weighted Walking
Stick's), the cards they leave on a minion, what a card says of the resulting combat (Form
of the Bat, One With the Land) and Faruq Abd al-Qadir's text through a combat: the effect,
the cost, the requirement, a refusal and the dock's words in English and Spanish."""

from __future__ import annotations

import pytest

from vtt.core.table import move_card
from vtt.games.vtes.rules import commands as K
from vtt.games.vtes.rules import corruption, sources
from vtt.games.vtes.rules.data import MINION
from vtt.games.vtes.rules.effects import standing
from vtt.games.vtes.rules.legal import legal_commands
from vtt.games.vtes.rules.stages import decider

from .conftest import Table, dock, plays

#: the combat.json cards this file tests (test_combat_cards.py leaves them to it)
COMBAT_CARDS = (
    "Touch of Oblivion",
    "Sculpt the Flesh",
    "Voracious Vermin",
    "Weighted Walking Stick",
)
OBL = "Aintzane Arriaga"  # DOM OBL POT
MULTI = "Aksinya Daclau"  # ANI FOR PRE PRO
POT = "Adana de Sforza"  # CEL OBF POT PRE PRO
TZI = "Ángel Guerrero"  # Tzimisce: ANI DOM PRO


def fight(t: Table, name: str, blood: int = 6):
    """A's ``name`` bleeds B; B's Sully blocks: the combat's range step, A first."""
    t.to_phase(MINION)
    me = t.vampire(0, blood, name)
    sully = t.vampire(1, 4, "Sully")
    t.ok(K.Act(seat=0, minion=me.id, kind=K.BLEED))
    t.pass_to(1)
    t.ok(K.Block(seat=1, minion=sully.id))
    t.pass_round()
    assert combat(t)["stage"] == "range"
    return me, sully


def combat(t):
    return t.rules["combat"]


def blood(card) -> int:
    return card.counters.get("blood", 0)


def to_strike(t):
    t.ok(K.Pass(seat=0))
    t.ok(K.Pass(seat=1))
    assert combat(t)["stage"] == "strike"


def past_damage(t):
    """The damage step of the strikes just chosen passes: their damage is dealt, then what
    they do beyond it."""
    for _ in range(6):
        if combat(t) is None or combat(t)["stage"] != "damage":
            return
        t.ok(K.Pass(seat=decider(t.state).seat))
    raise AssertionError("the damage step did not end")


def pass_until_over(t):
    for _ in range(12):
        if combat(t) is None:
            return
        t.ok(K.Pass(seat=decider(t.state).seat))
    raise AssertionError("the combat did not end")


def play(t, seat, minion, name, superior=False, mode=0, target_card=None):
    """``seat`` plays ``name`` with ``minion`` from the dock (the offer must be there)."""
    card = t.in_hand(seat, name)
    cmd = K.PlayCard(
        seat=seat,
        card=card.id,
        minion=minion.id,
        superior=superior,
        mode=mode,
        target_card=target_card,
    )
    assert cmd in plays(t, seat, card), (name, plays(t, seat, card))
    t.ok(cmd)
    return card


def equip(t, seat, minion, name, index=3):
    """A card ``name`` of ``seat``'s hand put on ``minion`` (an equipment in play)."""
    card = t.in_hand(seat, name, index)
    move_card(t.state, card, t.state.zones[minion.zone], face_up=True)
    card.attached_to = minion.id
    return card


def to_turn_of(t, seat):
    """End turns until ``seat``'s unlock phase has begun."""
    for _ in range(8):
        t.ok(K.EndTurnRules(seat=t.state.turn.active))
        if t.state.turn.active == seat:
            return
    raise AssertionError(f"seat {seat}'s turn never came")


# -- Touch of Oblivion -------------------------------------------------------------------------


def test_touch_of_oblivion_goes_on_the_opposing_minion_which_stays_locked(table):
    t = table
    me, sully = fight(t, OBL)
    to_strike(t)
    card = play(t, 0, me, "Touch of Oblivion")
    assert blood(me) == 4  # its cost: 2 blood
    t.ok(K.Strike(seat=1, minion=sully.id))
    assert card.zone == "s0.ash_heap"  # the damage step first
    past_damage(t)
    assert card.attached_to == sully.id and card.zone == "s1.ready"
    assert card.counters == {"counter": 2}
    pass_until_over(t)
    assert sully.locked
    to_turn_of(t, 1)
    assert sully.locked and card.counters == {"counter": 1}
    to_turn_of(t, 1)
    assert sully.locked and card.zone == "s0.ash_heap" and not card.counters
    to_turn_of(t, 1)
    assert not sully.locked


def test_touch_of_oblivion_does_nothing_when_dodged(table):
    t = table
    me, sully = fight(t, OBL)
    to_strike(t)
    card = play(t, 0, me, "Touch of Oblivion")
    dodge = t.given(1, "Voracious Vermin", sully)
    t.ok(K.Strike(seat=1, minion=sully.id, kind=K.DODGE, card=dodge))
    assert card.zone == "s0.ash_heap" and card.attached_to is None


def test_touch_of_oblivion_superior_sends_the_opposing_vampire_to_torpor(table):
    t = table
    me, sully = fight(t, OBL)
    to_strike(t)
    play(t, 0, me, "Touch of Oblivion", superior=True)
    t.ok(K.Strike(seat=1, minion=sully.id))
    past_damage(t)
    assert sully.zone == "s1.torpor" and blood(sully) == 4
    assert combat(t) is None and blood(me) == 3  # 2 paid, 1 from Sully's hand strike


def test_touch_of_oblivion_superior_burns_the_opposing_ally(table):
    t = table
    t.to_phase(MINION)
    me = t.vampire(0, 6, OBL)
    ally = t.vampire(1, 0, "Ossian")
    ally.counters = {"life": 3}
    t.rebook()
    t.ok(K.Act(seat=0, minion=me.id, kind=K.BLEED))
    t.pass_to(1)
    t.ok(K.Block(seat=1, minion=ally.id))
    t.pass_round()
    to_strike(t)
    play(t, 0, me, "Touch of Oblivion", superior=True)
    t.ok(K.Strike(seat=1, minion=ally.id))
    past_damage(t)
    assert ally.zone == "s1.ash_heap" and combat(t) is None


# -- Sculpt the Flesh --------------------------------------------------------------------------


def test_sculpt_the_flesh_superior_strikes_and_burns_blood_each_unlock(table):
    t = table
    me, sully = fight(t, TZI)
    to_strike(t)
    card = play(t, 0, me, "Sculpt the Flesh", superior=True)
    assert combat(t)["strikes"]["a"]["damage"] == 2  # strength 1, +1
    t.ok(K.Strike(seat=1, minion=sully.id))
    past_damage(t)
    assert card.attached_to == sully.id
    pass_until_over(t)
    assert blood(sully) == 2  # 2 damage
    to_turn_of(t, 1)
    assert blood(sully) == 1 and card.attached_to == sully.id


def test_sculpt_the_flesh_can_be_burned_by_a_plus_one_stealth_action(table):
    t = table
    me, sully = fight(t, TZI)
    to_strike(t)
    card = play(t, 0, me, "Sculpt the Flesh", superior=True)
    t.ok(K.Strike(seat=1, minion=sully.id))
    pass_until_over(t)
    to_turn_of(t, 1)
    t.to_phase(MINION, 1)
    ally = t.vampire(1, 3, "Ashley")
    burn = K.Act(seat=1, minion=ally.id, kind=K.ACTION, target_card=card.id)
    assert burn in legal_commands(t.state, 1)
    t.ok(burn)
    assert t.rules["action"]["stealth"] == 1
    for _ in range(6):
        if t.rules["action"] is None:
            break
        t.pass_round()
    assert card.zone == "s0.ash_heap"


# -- Voracious Vermin --------------------------------------------------------------------------


def test_voracious_vermin_superior_dodges_then_burns_a_weapon(table, spanish):
    t = table
    me, sully = fight(t, MULTI)
    magnum = equip(t, 1, sully, ".44 Magnum")
    to_strike(t)
    vermin = play(t, 0, me, "Voracious Vermin", superior=True)
    assert combat(t)["strikes"]["a"]["kind"] == K.DODGE
    t.ok(K.Strike(seat=1, minion=sully.id))
    assert combat(t)["stage"] == "extra" and blood(me) == 6
    t.ok(K.Modify(seat=0, what=K.STRIKES, delta=1, minion=me.id, card=vermin.id))
    for _ in range(4):
        if combat(t)["stage"] == "strike":
            break
        t.ok(K.Pass(seat=decider(t.state).seat))
    assert combat(t)["stage"] == "strike" and combat(t)["strikers"] == ["a"]
    burn = K.Strike(
        seat=0,
        minion=me.id,
        kind=K.DAMAGE,
        ranged=True,
        card=vermin.id,
        target_card=magnum.id,
    )
    assert burn in legal_commands(t.state, 0)
    assert dock(t, burn, 0) == "Strike, ranged: burn .44 Magnum, as Voracious Vermin says"
    assert dock(t, burn, 0, "es").startswith("Golpe, a distancia: quemar ")
    t.ok(burn)
    assert magnum.zone == "s1.ash_heap" and blood(sully) == 4


def test_voracious_vermin_inferior_only_dodges(table):
    t = table
    me, sully = fight(t, MULTI)
    equip(t, 1, sully, ".44 Magnum")
    to_strike(t)
    play(t, 0, me, "Voracious Vermin")
    t.ok(K.Strike(seat=1, minion=sully.id))
    assert combat(t)["stage"] == "extra"
    assert not [c for c in legal_commands(t.state, 0) if isinstance(c, K.Modify)]


# -- Weighted Walking Stick --------------------------------------------------------------------


def test_weighted_walking_stick_becomes_a_weapon_that_wears_out(table):
    t = table
    me, sully = fight(t, MULTI)
    stick = play(t, 0, me, "Weighted Walking Stick")
    assert stick.attached_to == me.id and stick.counters == {"counter": 5}
    to_strike(t)
    use = K.UseCard(seat=0, card=stick.id)
    assert use in legal_commands(t.state, 0)
    t.ok(use)
    assert combat(t)["strikes"]["a"]["damage"] == 2 and combat(t)["strikes"]["a"]["weapon"]
    t.ok(K.Strike(seat=1, minion=sully.id))
    past_damage(t)
    assert stick.counters == {"counter": 3}  # 2 damage inflicted
    pass_until_over(t)
    assert blood(sully) == 2 and stick.attached_to == me.id


def test_weighted_walking_stick_is_burned_with_no_counters_left(table):
    t = table
    me, sully = fight(t, MULTI)
    stick = play(t, 0, me, "Weighted Walking Stick")
    stick.counters["counter"] = 1
    to_strike(t)
    t.ok(K.UseCard(seat=0, card=stick.id))
    t.ok(K.Strike(seat=1, minion=sully.id))
    past_damage(t)
    assert stick.zone == "s0.ash_heap" and not stick.counters


def test_weighted_walking_stick_only_one_per_minion(table):
    t = table
    me, sully = fight(t, MULTI)
    play(t, 0, me, "Weighted Walking Stick")
    second = t.in_hand(0, "Weighted Walking Stick", 1)
    assert plays(t, 0, second) == []
    why = t.refused(K.PlayCard(seat=0, card=second.id, minion=me.id))
    assert why == "Aksinya Daclau can have only one Weighted Walking Stick."


# -- Heroic Might ------------------------------------------------------------------------------


def _heroic_might(t, superior):
    from .test_action_cards import acts, succeed

    t.to_phase(MINION)
    me = t.vampire(0, 6, POT)
    base = standing.strength(t.state, me)
    card = t.in_hand(0, "Heroic Might")
    (cmd,) = [c for c in acts(t, 0, card) if c.superior == superior]
    t.ok(cmd)
    assert t.rules["action"]["stealth"] == 3
    succeed(t)
    assert card.attached_to == me.id
    return me, card, base


@pytest.mark.parametrize("superior, bonus", [(False, 1), (True, 2)])
def test_heroic_might_stays_with_strength(table, superior, bonus):
    t = table
    me, card, base = _heroic_might(t, superior)
    assert standing.strength(t.state, me) == base + bonus


def _combat_with(t, me):
    from vtt.games.vtes.rules.combat import start_combat

    sully = t.vampire(1, 4, "Sully")
    start_combat(t.state, me, sully, [], 0)
    t.ok(K.Pass(seat=0))
    t.ok(K.Pass(seat=1))
    return sully


def test_heroic_might_strikes_to_burn_equipment_and_at_superior_2r(table, spanish):
    t = table
    me, card, _ = _heroic_might(t, True)
    sully = _combat_with(t, me)
    jacket = equip(t, 1, sully, "Flak Jacket")
    burn = K.UseCard(seat=0, card=card.id, target_card=jacket.id)
    ranged = K.UseCard(seat=0, card=card.id, mode=1)
    offered = [c for c in legal_commands(t.state, 0) if isinstance(c, K.UseCard)]
    assert burn in offered and ranged in offered
    assert dock(t, burn, 0) == "Use Heroic Might: strike: burn Flak Jacket"
    assert dock(t, burn, 0, "es") == "Usar El poder de un héroe: golpe: quemar Flak Jacket"
    t.ok(burn)
    t.ok(K.Strike(seat=1, minion=sully.id))
    past_damage(t)
    assert jacket.zone == "s1.ash_heap"


def test_heroic_might_inferior_has_no_ranged_strike(table):
    t = table
    me, card, _ = _heroic_might(t, False)
    _combat_with(t, me)
    assert K.UseCard(seat=0, card=card.id, mode=1) not in legal_commands(t.state, 0)
    why = t.refused(K.UseCard(seat=0, card=card.id, mode=1))
    assert why == "The card's own condition is not met now."


def test_heroic_might_is_burned_when_its_vampire_goes_to_torpor(table):
    from vtt.games.vtes.rules.combat import to_torpor

    t = table
    me, card, _ = _heroic_might(t, False)
    to_torpor(t.state, me, [], 0)
    assert card.zone == "s0.ash_heap"


# -- the resulting combat: Form of the Bat, One With the Land ----------------------------------


def _bleed_at(t, prey_name, blood=4):
    """A's Sully bleeds B; B's ``prey_name`` is ready to react."""
    t.to_phase(MINION)
    sully = t.vampire(0, 4, "Sully")
    prey = t.vampire(1, blood, prey_name)
    t.ok(K.Act(seat=0, minion=sully.id, kind=K.BLEED))
    t.pass_to(1)
    return sully, prey


def _stealth(t, sully):
    """A gives the bleed +1 stealth and passes: B's intercept is needed."""
    t.ok(K.Modify(seat=0, what=K.STEALTH, delta=1, card=t.given(0, "Lost in Crowds", sully)))
    t.ok(K.Pass(seat=0))


def test_form_of_the_bat_superior_blocker_maneuvers_without_equipment(table):
    t = table
    sully, bat_vampire = _bleed_at(t, TZI)
    magnum = equip(t, 1, bat_vampire, ".44 Magnum")
    t.ok(K.Block(seat=1, minion=bat_vampire.id))
    _stealth(t, sully)
    bat = play(t, 1, bat_vampire, "Form of the Bat", superior=True)
    t.pass_round()
    assert combat(t)["stage"] == "range"
    t.ok(K.Pass(seat=0))
    maneuver = K.Maneuver(seat=1, minion=bat_vampire.id, card=bat.id)
    assert maneuver in legal_commands(t.state, 1)
    assert not [c for c in legal_commands(t.state, 1) if getattr(c, "card", None) == magnum.id]
    t.ok(maneuver)
    assert combat(t)["range"] == "long"
    t.ok(K.Pass(seat=0))
    t.ok(K.Pass(seat=1))
    t.ok(K.Strike(seat=0, minion=sully.id))
    strikes = [c for c in legal_commands(t.state, 1) if isinstance(c, K.Strike)]
    assert strikes and all(c.card != magnum.id for c in strikes)
    why = t.refused(K.Strike(seat=1, minion=bat_vampire.id, kind=K.DAMAGE, damage=2,
                             ranged=True, card=magnum.id))  # fmt: skip
    assert "gives nothing here" in why


def test_one_with_the_land_superior_no_strikes_in_the_first_round(table):
    t = table
    sully, prey = _bleed_at(t, TZI)
    prey.locked = True
    play(t, 1, prey, "One With the Land", superior=True)
    assert not prey.locked
    t.pass_round()
    assert combat(t) is not None and combat(t)["stage"] == "range"
    t.ok(K.Pass(seat=0))
    t.ok(K.Pass(seat=1))
    assert combat(t)["stage"] == "press"
    assert (blood(sully), blood(prey)) == (4, 4)


def test_one_with_the_land_inferior_gives_intercept_only(table):
    t = table
    sully, prey = _bleed_at(t, TZI)
    t.ok(K.Block(seat=1, minion=prey.id))
    _stealth(t, sully)
    card = t.in_hand(1, "One With the Land")
    cmd = K.PlayCard(seat=1, card=card.id, minion=prey.id)
    assert cmd in plays(t, 1, card)
    assert dock(t, cmd, 1) == f"Play One With the Land with {TZI}: +2 intercept"
    t.ok(cmd)
    t.pass_round()
    assert combat(t) is not None and not combat(t).get("fx")


# -- Faruq Abd al-Qadir ------------------------------------------------------------------------


@pytest.mark.parametrize("corrupted", [True, False])
def test_faruq_bars_combat_ends_to_a_corrupted_opponent(table, corrupted):
    t = table
    t.to_phase(MINION)
    faruq = t.vampire(0, 6, "Faruq Abd al-Qadir")
    sully = t.vampire(1, 4, "Sully")
    if corrupted:
        corruption.change(t.state, sully, 0, 1, [])
    t.ok(K.Act(seat=0, minion=faruq.id, kind=K.BLEED))
    t.pass_to(1)
    t.ok(K.Block(seat=1, minion=sully.id))
    t.pass_round()
    to_strike(t)
    t.ok(K.Strike(seat=0, minion=faruq.id))
    ends = K.Strike(
        seat=1,
        minion=sully.id,
        kind=K.COMBAT_ENDS,
        card=t.given(1, "Form of Mist", sully, superior=True),
    )
    if corrupted:
        assert ends not in legal_commands(t.state, 1)
        assert t.refused(ends) == "Sully cannot strike: combat ends in this combat."
    else:
        t.ok(ends)
        assert combat(t) is None


def test_form_of_the_bat_inferior_when_the_acting_vampire_is_blocked(table):
    t = table
    t.to_phase(MINION)
    me = t.vampire(0, 4, TZI)
    sully = t.vampire(1, 4, "Sully")
    jacket = equip(t, 0, me, "Flak Jacket")
    t.ok(K.Act(seat=0, minion=me.id, kind=K.BLEED))
    t.pass_to(1)
    t.ok(K.Block(seat=1, minion=sully.id))
    bat = play(t, 0, me, "Form of the Bat")
    assert t.rules["action"]["intercept"] == -1
    t.ok(K.Pass(seat=0))
    given = t.given(1, "One With the Land", sully)
    t.ok(K.Modify(seat=1, what=K.INTERCEPT, delta=2, card=given))
    t.pass_round()
    assert combat(t)["stage"] == "range"
    assert K.Maneuver(seat=0, minion=me.id, card=bat.id) in legal_commands(t.state, 0)
    assert jacket.id not in sources.sources(t.state, 0, "prevent", me)
    fx = {(f["what"], f["minion"]) for f in combat(t)["fx"]}
    assert fx == {("maneuver", me.id), ("no_equipment", me.id)}


# -- requirements, refusals and words ----------------------------------------------------------

#: card, the vampire that plays it, superior, the stage it is played at, its words (en, es)
WORDS = [
    (
        "Touch of Oblivion",
        OBL,
        False,
        "strike",
        "strike: put this card on the opposing minion with 2 counters",
        "golpe: poner esta carta sobre el siervo rival con 2 fichas",
    ),
    (
        "Touch of Oblivion",
        OBL,
        True,
        "strike",
        "superior: strike: send the opposing vampire to torpor or burn the opposing ally",
        "superior: golpe: mandar al letargo al vampiro rival o quemar al aliado rival",
    ),
    (
        "Sculpt the Flesh",
        TZI,
        True,
        "strike",
        "superior: strike: hand strike for 2 damage and put this card on the opposing minion",
        "superior: golpe: golpe con la mano de 2 de daño y poner esta carta sobre el siervo rival",
    ),
    (
        "Voracious Vermin",
        MULTI,
        True,
        "strike",
        "superior: strike: dodge; 1 additional strike after the first strikes; a ranged strike"
        " this round: burn a weapon",
        "superior: golpe: esquivar; 1 golpe adicional tras los primeros golpes; un golpe a"
        " distancia este asalto: quemar un arma",
    ),
    (
        "Weighted Walking Stick",
        MULTI,
        False,
        "range",
        f"put this card on {MULTI} with 5 counters",
        f"poner esta carta sobre {MULTI} con 5 fichas",
    ),
]


@pytest.mark.parametrize("name, vampire, superior, stage, english, spanish_words", WORDS)
def test_dock_words(table, spanish, name, vampire, superior, stage, english, spanish_words):
    t = table
    me, _ = fight(t, vampire)
    if stage == "strike":
        to_strike(t)
    card = t.in_hand(0, name)
    cmd = K.PlayCard(seat=0, card=card.id, minion=me.id, superior=superior)
    assert cmd in plays(t, 0, card)
    assert dock(t, cmd, 0) == f"Play {name} with {vampire}: {english}"
    assert dock(t, cmd, 0, "es").endswith(f" con {vampire}: {spanish_words}")


@pytest.mark.parametrize(
    "name, why",
    [
        ("Touch of Oblivion", "Ashley lacks the discipline Touch of Oblivion requires."),
        ("Sculpt the Flesh", "Sculpt the Flesh requires a minion of clan Tzimisce; Ashley is not."),
        ("Voracious Vermin", "Ashley lacks the discipline Voracious Vermin requires."),
    ],
)
def test_a_minion_without_the_requirement_is_refused(table, name, why):
    t = table
    me, _ = fight(t, "Ashley")
    to_strike(t)
    card = t.in_hand(0, name)
    assert plays(t, 0, card) == []
    assert t.refused(K.PlayCard(seat=0, card=card.id, minion=me.id)) == why


@pytest.mark.parametrize(
    "name, vampire, superior, stage, why",
    [
        ("Touch of Oblivion", OBL, False, "range", "Not at this moment of the game."),
        ("Sculpt the Flesh", TZI, True, "range", "Not at this moment of the game."),
        ("Voracious Vermin", MULTI, True, "range", "Not at this moment of the game."),
        (
            "Weighted Walking Stick",
            MULTI,
            False,
            "strike",
            "The card's own condition is not met now.",
        ),
    ],
)
def test_refused_at_the_wrong_moment(table, name, vampire, superior, stage, why):
    t = table
    me, _ = fight(t, vampire)
    if stage == "strike":
        to_strike(t)
    card = t.in_hand(0, name)
    before = (blood(me), t.pool(0))
    cmd = K.PlayCard(seat=0, card=card.id, minion=me.id, superior=superior)
    assert t.refused(cmd) == why
    assert (blood(t.state.cards[me.id]), t.pool(0)) == before


def test_heroic_might_needs_potence(table):
    from .test_action_cards import acts

    t = table
    t.to_phase(MINION)
    t.vampire(0, 6, "Ashley")
    assert acts(t, 0, t.in_hand(0, "Heroic Might")) == []


def test_heroic_might_words(table, spanish):
    from .test_action_cards import acts

    t = table
    t.to_phase(MINION)
    t.vampire(0, 6, POT)
    card = t.in_hand(0, "Heroic Might")
    (cmd,) = [c for c in acts(t, 0, card) if c.superior]
    assert dock(t, cmd, 0) == (
        f"{POT} plays Heroic Might at superior: +3 stealth action; put this card on {POT};"
        " burned if this vampire goes to torpor; +2 strength"
    )
    assert dock(t, cmd, 0, "es").endswith("se quema si este vampiro entra en letargo; +2 de fuerza")


def test_one_with_the_land_superior_needs_a_locked_vampire(table, spanish):
    t = table
    _, prey = _bleed_at(t, TZI)
    card = t.in_hand(1, "One With the Land")
    cmd = K.PlayCard(seat=1, card=card.id, minion=prey.id, superior=True)
    assert t.refused(cmd) == "One With the Land is played only by a locked minion."
    t.state.cards[prey.id].locked = True  # a refused command put back a copy
    assert cmd in plays(t, 1, card)
    assert dock(t, cmd, 1) == (
        f"Play One With the Land with {TZI}: superior: {TZI} unlocks and attempts to block;"
        " neither combatant can strike in the first round of the resulting combat"
    )
    assert dock(t, cmd, 1, "es").endswith(
        "ningún combatiente puede golpear en el primer asalto del combate resultante"
    )


def test_form_of_the_bat_words_and_its_moment(table, spanish):
    t = table
    t.to_phase(MINION)
    me = t.vampire(0, 4, TZI)
    sully = t.vampire(1, 4, "Sully")
    t.ok(K.Act(seat=0, minion=me.id, kind=K.BLEED))
    card = t.in_hand(0, "Form of the Bat")
    cmd = K.PlayCard(seat=0, card=card.id, minion=me.id)
    assert t.refused(cmd) == "The card's own condition is not met now."  # no block attempt
    t.pass_to(1)
    t.ok(K.Block(seat=1, minion=sully.id))
    assert dock(t, cmd, 0) == (
        f"Play Form of the Bat with {TZI}: -1 intercept to the blocking minion; 1 optional"
        " maneuver in the resulting combat; no equipment can be used in the resulting combat"
    )
    assert dock(t, cmd, 0, "es").endswith(
        "1 maniobra opcional en el combate resultante; no se puede usar equipo en el combate"
        " resultante"
    )


def test_faruq_words(table, spanish):
    from vtt.games.vtes.rules.effects import run

    t = table
    faruq = t.vampire(0, 6, "Faruq Abd al-Qadir")
    (step,) = run.script(faruq.catalog, False).in_play
    ctx = run.context(t.state, 0, faruq, faruq)
    assert step.words(ctx).english() == (
        "a minion with your corruption counters cannot strike: combat ends against it"
    )


# -- Touch of Valeren --------------------------------------------------------------------------

SALUBRI = "Blanche Hill"  # aus FOR OBE


def test_touch_of_valeren_action_adds_blood_up_to_capacity(table, spanish):
    from .test_action_cards import acts, succeed

    t = table
    t.to_phase(MINION)
    me = t.vampire(0, 3, SALUBRI)
    ashley = t.vampire(0, 1, "Ashley")  # capacity 3
    card = t.in_hand(0, "Touch of Valeren")
    cmd = K.Act(seat=0, minion=me.id, kind=K.ACTION, card=card.id, target_card=ashley.id)
    assert cmd in acts(t, 0, card)
    assert dock(t, cmd, 0) == (
        f"{SALUBRI} plays Touch of Valeren: +1 stealth action; add 3 blood or life to Ashley,"
        " not beyond their starting life"
    )
    assert dock(t, cmd, 0, "es").endswith(
        "añadir 3 de sangre o de vida a Ashley, sin superar su vida inicial"
    )
    t.ok(cmd)
    assert t.rules["action"]["stealth"] == 1
    succeed(t)
    assert blood(ashley) == 3 and blood(me) == 2  # its cost: 1 blood


def _hurt(t, name, blood=4):
    """A's ``name`` and B's Sully trade hand strikes: the damage step."""
    me, sully = fight(t, name, blood)
    to_strike(t)
    t.ok(K.Strike(seat=0, minion=me.id))
    t.ok(K.Strike(seat=1, minion=sully.id))
    assert combat(t)["stage"] == "damage"
    return me, sully


def test_touch_of_valeren_prevents_the_opposing_strike(table, spanish):
    t = table
    me, sully = _hurt(t, SALUBRI)
    card = t.in_hand(0, "Touch of Valeren")
    cmd = K.PlayCard(seat=0, card=card.id, minion=me.id)
    assert plays(t, 0, card) == [cmd]
    assert dock(t, cmd, 0) == (
        f"Play Touch of Valeren with {SALUBRI}: prevent all damage from the opposing minion's"
        " strike"
    )
    assert dock(t, cmd, 0, "es").endswith("prevenir todo el daño del golpe del siervo rival")
    t.ok(cmd)
    past_damage(t)
    assert (blood(me), blood(sully)) == (3, 3)  # 1 paid, none taken; Sully took 1


def test_touch_of_valeren_superior_by_a_vampire_outside_the_combat(table, spanish):
    t = table
    me, sully = _hurt(t, "Ashley", 3)
    salubri = t.vampire(0, 4, SALUBRI)
    card = t.in_hand(0, "Touch of Valeren")
    cmd = K.PlayCard(seat=0, card=card.id, minion=salubri.id, superior=True)
    assert plays(t, 0, card) == [cmd]  # not its inferior level: it is not in the combat
    assert dock(t, cmd, 0) == (
        f"Play Touch of Valeren with {SALUBRI}: superior: prevent all damage to Ashley from"
        " the opposing minion's strike"
    )
    assert dock(t, cmd, 0, "es").endswith(
        "prevenir todo el daño a Ashley del golpe del siervo rival"
    )
    t.ok(cmd)
    past_damage(t)
    assert (blood(me), blood(salubri), blood(sully)) == (3, 3, 3)


def test_touch_of_valeren_superior_is_not_for_a_combatant(table):
    t = table
    me, _ = _hurt(t, SALUBRI)
    card = t.in_hand(0, "Touch of Valeren")
    cmd = K.PlayCard(seat=0, card=card.id, minion=me.id, superior=True)
    assert cmd not in plays(t, 0, card)
    assert t.refused(cmd) == (
        "Only a ready vampire not in the combat, whose Methuselah controls a combatant, plays it."
    )


def test_touch_of_valeren_needs_a_salubri(table):
    t = table
    me, _ = _hurt(t, "Ashley", 3)
    card = t.in_hand(0, "Touch of Valeren")
    assert plays(t, 0, card) == []
    why = t.refused(K.PlayCard(seat=0, card=card.id, minion=me.id))
    assert why == "Touch of Valeren requires a minion of clan Salubri; Ashley is not."


def test_the_log_sentences_have_their_words(table):
    """Every log sentence of these cards is filled by its event's arguments."""
    from vtt.core import events as E

    t = table
    me, sully = fight(t, OBL)
    to_strike(t)
    events = list(t.ok(K.PlayCard(seat=0, card=t.in_hand(0, "Touch of Oblivion").id,
                                  minion=me.id)).events)  # fmt: skip
    events += t.ok(K.Strike(seat=1, minion=sully.id)).events
    while combat(t) is not None:
        events += t.ok(K.Pass(seat=decider(t.state).seat)).events
    for seat in (1, 2, 3, 0, 1):
        while t.state.turn.active != seat:
            events += t.ok(K.EndTurnRules(seat=t.state.turn.active)).events
    said = [
        t.module.event_text(ev.key, dict(ev.args)).english()
        for ev in events
        if isinstance(ev, E.ModuleEvent) and ev.key.startswith("co_")
    ]
    assert said == [
        "vtes:201708 strikes to do what its card says when it hits.",
        "As vtes:102283 says: it is put on vtes:201569 with 2 counters.",
        "As vtes:102283 says: vtes:201569 burns a counter from it instead of unlocking.",
        "As vtes:102283 says: vtes:201569 burns a counter from it instead of unlocking.",
        "As vtes:102283 says: vtes:102283 is burned.",
    ]
