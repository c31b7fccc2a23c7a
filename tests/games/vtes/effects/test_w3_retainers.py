"""Wave 3, group "retainers": cards that bring retainers and allies into play outside an
employ or recruit action (Pack Alpha, Piper), move them (Luciano Carvalho), read the level
they entered at (Underbridge Stray), are used in another Methuselah's unlock phase
(Homunculus) or gain no life (Aggressive Corpse).  For each: the effect, the requirement,
the cost, a refusal, and the dock's words in English and Spanish."""

from __future__ import annotations

import pytest

from vtt.core.table import move_card
from vtt.games.vtes.layout import READY, zone
from vtt.games.vtes.rules import cardinfo as ci
from vtt.games.vtes.rules import commands as K
from vtt.games.vtes.rules import tokens
from vtt.games.vtes.rules.data import DISCARD, MASTER, MINION, UNLOCK
from vtt.games.vtes.rules.effects.catalog import load
from vtt.games.vtes.rules.legal import legal_commands
from vtt.games.vtes.rules.stages import decider

from .conftest import dock, plays

NAMES = (
    "Pack Alpha",
    "Piper",
    "Underbridge Stray",
    "Homunculus",
    "Aggressive Corpse",
    "Luciano Carvalho",
)


def _put_on(t, seat, minion, name, life=None):
    """``name`` in play on ``minion`` (an ally by itself when ``minion`` is None)."""
    card = t.in_hand(seat, name, index=-1)
    move_card(t.state, card, t.state.zones[zone(seat, READY)], face_up=True)
    card.attached_to = minion.id if minion is not None else None
    if {"Retainer", "Ally"} & set(ci.types(card)):
        card.counters = {"life": ci.printed_life(card) if life is None else life}
    t.rebook()
    return card


def _combat(t, hunter, blocker):
    """``hunter`` (seat 0) hunts, ``blocker`` (seat 1) blocks: the combat waits at its
    range step."""
    t.ok(K.Act(seat=0, minion=hunter.id, kind=K.HUNT))
    t.pass_to(1)
    t.ok(K.Block(seat=1, minion=blocker.id))
    t.ok(K.Pass(seat=0))
    t.ok(K.Modify(seat=1, what=K.INTERCEPT, delta=1, card=t.given(1, "Spirit's Touch")))
    t.pass_round()
    assert t.rules["combat"]["stage"] == "range"


def _uses(t, seat, card):
    return [
        c for c in legal_commands(t.state, seat) if isinstance(c, K.UseCard) and c.card == card.id
    ]


def _resolve(t):
    while t.rules["action"] is not None:
        t.ok(K.Pass(seat=decider(t.state).seat))


def test_every_card_of_the_group_is_automated_and_checked():
    entries = {e.name: e for e in load().values()}
    for name in NAMES:
        assert entries[name].automated and entries[name].checked, name


# -- Pack Alpha --------------------------------------------------------------------------------


def _pack_alpha_combat(t, blood=4):
    t.to_phase(MINION)
    hunter = t.vampire(0, blood, "Adhiambo")
    blocker = t.vampire(1, 4, "Sully")
    pack = t.in_hand(0, "Pack Alpha")
    raven = t.in_hand(0, "Raven Spy", index=1)
    _combat(t, hunter, blocker)
    t.pass_to(0)
    return hunter, pack, raven


def test_pack_alpha_employs_an_animal_retainer_before_range(table):
    t = table
    hunter, pack, raven = _pack_alpha_combat(t)
    offered = [c for c in plays(t, 0, pack) if not c.superior]
    assert [c.target_card for c in offered] == [raven.id]
    pool, blood = t.pool(0), hunter.counters["blood"]
    t.ok(offered[0])
    raven = t.state.cards[raven.id]
    assert raven.zone == "s0.ready" and raven.attached_to == hunter.id
    assert raven.counters["life"] == 2  # employed at superior: Adhiambo has ANI
    assert t.pool(0) == pool and hunter.counters["blood"] == blood - 1  # Raven Spy: 1 blood
    assert t.state.cards[pack.id].zone == "s0.ash_heap"
    assert len(t.state.seat_zone(0, "hand").cards) == 7


def test_pack_alpha_needs_the_cost_and_the_moment(table):
    t = table
    hunter, pack, raven = _pack_alpha_combat(t, blood=1)
    hunter.counters["blood"] = 0
    t.rebook()
    assert not [c for c in plays(t, 0, pack) if not c.superior]
    cmd = K.PlayCard(seat=0, card=pack.id, minion=hunter.id, target_card=raven.id)
    assert t.refused(cmd) == "The card cannot be aimed there."
    hunter.counters["blood"] = 3
    t.rebook()
    t.ok(K.Pass(seat=0))  # past the range step: "before range is determined" is over
    t.ok(K.Pass(seat=decider(t.state).seat))
    assert t.rules["combat"]["stage"] == "strike"
    assert t.refused(cmd) == "The card's own condition is not met now."


def test_pack_alpha_superior_burns_a_retainer_and_goes_on_the_vampire(table):
    t = table
    hunter, pack, raven = _pack_alpha_combat(t)
    spy = _put_on(t, 0, hunter, "Raven Spy")
    offered = [c for c in plays(t, 0, pack) if c.superior]
    assert [c.target_card for c in offered] == [spy.id]
    strength = ci.strength(hunter)
    t.ok(offered[0])
    assert t.state.cards[spy.id].zone == "s0.ash_heap"
    pack = t.state.cards[pack.id]
    assert pack.attached_to == hunter.id and pack.zone == "s0.ready"
    from vtt.games.vtes.rules.effects.standing import strength as now

    assert now(t.state, hunter) == strength + 1


def test_a_minion_has_only_one_pack_alpha(table):
    t = table
    hunter, pack, raven = _pack_alpha_combat(t)
    spy = _put_on(t, 0, hunter, "Raven Spy")
    _put_on(t, 0, hunter, "Pack Alpha")
    assert [c for c in plays(t, 0, pack) if c.superior] == []
    cmd = K.PlayCard(seat=0, card=pack.id, minion=hunter.id, superior=True, target_card=spy.id)
    assert t.refused(cmd) == "The card's own condition is not met now."


def test_pack_alpha_needs_animalism(table):
    t = table
    t.to_phase(MINION)
    hunter = t.vampire(0, 4, "Sully")
    blocker = t.vampire(1, 4, "Adhiambo")
    pack = t.in_hand(0, "Pack Alpha")
    raven = t.in_hand(0, "Raven Spy", index=1)
    _combat(t, hunter, blocker)
    t.pass_to(0)
    assert plays(t, 0, pack) == []
    cmd = K.PlayCard(seat=0, card=pack.id, minion=hunter.id, target_card=raven.id)
    assert "Sully" in t.refused(cmd)


# -- Piper -------------------------------------------------------------------------------------


def _masters(t, seat, card):
    return [
        c
        for c in legal_commands(t.state, seat)
        if isinstance(c, K.PlayMaster) and c.card == card.id
    ]


def test_piper_locks_an_anarch_who_employs_from_the_hand(table):
    t = table
    t.to_phase(MASTER)
    anarch = t.vampire(0, 4, "Luciano Carvalho")
    t.vampire(0, 4, "Sully")  # not an Anarch: no way with him
    piper = t.in_hand(0, "Piper")
    raven = t.in_hand(0, "Raven Spy", index=1)
    offered = _masters(t, 0, piper)
    assert [(c.on, c.target_card) for c in offered] == [(anarch.id, raven.id)]
    pool = t.pool(0)
    t.ok(offered[0])
    raven = t.state.cards[raven.id]
    assert anarch.locked and raven.attached_to == anarch.id and raven.zone == "s0.ready"
    assert anarch.counters["blood"] == 3 and t.pool(0) == pool
    assert t.state.cards[piper.id].zone == "s0.ash_heap"
    assert t.rules["action"] is None  # not an action: nothing to block


def test_piper_is_refused_with_a_locked_anarch_or_a_non_anarch(table):
    t = table
    t.to_phase(MASTER)
    anarch = t.vampire(0, 4, "Luciano Carvalho")
    sully = t.vampire(0, 4, "Sully")
    piper = t.in_hand(0, "Piper")
    raven = t.in_hand(0, "Raven Spy", index=1)
    with_sully = K.PlayMaster(seat=0, card=piper.id, on=sully.id, target_card=raven.id)
    assert t.refused(with_sully) == "Sully is not Anarch."
    anarch = t.state.cards[anarch.id]  # a refused command leaves the state as it was
    anarch.locked = True
    assert _masters(t, 0, piper) == []
    cmd = K.PlayMaster(seat=0, card=piper.id, on=anarch.id, target_card=raven.id)
    assert t.refused(cmd) == "Luciano Carvalho is locked."
    anarch.locked = False
    nothing = K.PlayMaster(seat=0, card=piper.id, target_card=raven.id)
    assert t.refused(nothing) == "Say which ready minion of yours plays Piper."


# -- Underbridge Stray -------------------------------------------------------------------------


def _to_press(t, hunter, blocker):
    t.ok(K.Pass(seat=0))
    t.ok(K.Pass(seat=1))
    t.ok(K.Strike(seat=0, minion=hunter.id, kind=K.HAND_STRIKE))
    t.ok(K.Strike(seat=1, minion=blocker.id, kind=K.HAND_STRIKE))
    while t.rules["combat"]["stage"] != "press":
        t.ok(K.Pass(seat=decider(t.state).seat))


def test_underbridge_stray_burns_its_life_for_a_press_of_a_minion_in_combat(table):
    t = table
    t.to_phase(MINION)
    hunter = t.vampire(0, 4, "Adhiambo")
    blocker = t.vampire(1, 4, "Sully")
    stray = _put_on(t, 0, None, "Underbridge Stray")
    _combat(t, hunter, blocker)
    assert _uses(t, 0, stray) == []  # not at the range step
    _to_press(t, hunter, blocker)
    t.pass_to(0)
    (press,) = _uses(t, 0, stray)
    assert press.minion == hunter.id and press.mode == 0
    t.ok(press)
    assert t.rules["combat"]["press"] == hunter.id
    assert t.state.cards[stray.id].zone == "s0.ash_heap"  # its 1 life burned


def test_underbridge_stray_burns_to_unlock_a_minion_during_a_directed_action(table):
    t = table
    t.to_phase(MINION)
    bleeder = t.vampire(0, 4, "Sully")
    mine = t.vampire(1, 4, "Adhiambo")
    mine.locked = True
    stray = _put_on(t, 1, None, "Underbridge Stray")
    assert _uses(t, 1, stray) == []  # no action directed at seat 1
    t.ok(K.Act(seat=0, minion=bleeder.id, kind=K.BLEED))
    t.pass_to(1)
    (unlock,) = _uses(t, 1, stray)
    assert unlock.minion == mine.id and unlock.mode == 1
    t.ok(unlock)
    assert not t.state.cards[mine.id].locked
    assert t.state.cards[stray.id].zone == "s1.ash_heap"


@pytest.mark.parametrize(("vampire", "superior", "life", "strength"), [
    ("Andrei Puxon", False, 1, 0),
    ("Adhiambo", True, 2, 1),
])  # fmt: skip
def test_underbridge_stray_at_superior_has_2_life_and_1_strength(
    table, vampire, superior, life, strength
):
    from vtt.games.vtes.rules.effects.standing import strength as now

    t = table
    t.to_phase(MINION)
    minion = t.vampire(0, 4, vampire)
    stray = t.in_hand(0, "Underbridge Stray")
    t.ok(K.Act(seat=0, minion=minion.id, kind=K.RECRUIT, card=stray.id, superior=superior))
    _resolve(t)
    stray = t.state.cards[stray.id]
    assert stray.zone == "s0.ready" and stray.counters["life"] == life
    assert now(t.state, stray) == strength
    assert t.state.cards[minion.id].counters["blood"] == 3  # its cost: 1 blood


def test_underbridge_stray_needs_animalism(table):
    t = table
    t.to_phase(MINION)
    sully = t.vampire(0, 4, "Sully")
    stray = t.in_hand(0, "Underbridge Stray")
    cmd = K.Act(seat=0, minion=sully.id, kind=K.RECRUIT, card=stray.id)
    assert "Sully" in t.refused(cmd)


# -- Homunculus --------------------------------------------------------------------------------


def test_homunculus_unlocks_its_employer_in_another_methuselahs_unlock_phase(table):
    t = table
    assert t.rules["phase"] == UNLOCK and t.state.turn.active == 0
    employer = t.vampire(1, 3, "Sully")
    employer.locked = True
    homunculus = _put_on(t, 1, employer, "Homunculus")
    hound = _put_on(t, 1, employer, "Feral Hound")
    (use,) = _uses(t, 1, homunculus)
    assert _uses(t, 1, hound) == []  # only an ability of any unlock phase, out of turn
    t.ok(use)
    assert not t.state.cards[employer.id].locked
    assert t.state.cards[employer.id].counters["blood"] == 2
    assert t.refused(K.UseCard(seat=1, card=hound.id)) == "That cannot be done now."


def test_homunculus_is_not_used_outside_an_unlock_phase(table):
    t = table
    employer = t.vampire(1, 3, "Sully")
    homunculus = _put_on(t, 1, employer, "Homunculus")
    t.to_phase(MASTER)
    t.state.cards[employer.id].locked = True
    assert _uses(t, 1, homunculus) == []
    assert t.refused(K.UseCard(seat=1, card=homunculus.id))


# -- Aggressive Corpse -------------------------------------------------------------------------


def test_aggressive_corpse_gains_no_life(table):
    t = table
    t.to_phase(MINION)
    corpse = _put_on(t, 0, None, "Aggressive Corpse")
    other = _put_on(t, 0, None, "47th Street Royals")
    out = []
    tokens.add_counter(t.state, corpse, "life", 2, out, 0, "test")
    tokens.add_counter(t.state, other, "life", 2, out, 0, "test")
    assert corpse.counters["life"] == 3 and other.counters["life"] == 4
    assert [e.key for e in out if getattr(e, "key", "")] == ["re2_no_life"]
    tokens.add_counter(t.state, corpse, "life", -1, out, 0, "test")
    assert corpse.counters["life"] == 2  # losing life is no gain


def test_aggressive_corpse_comes_into_play_with_its_life(table):
    t = table
    t.to_phase(MINION)
    minion = t.vampire(0, 4, "Alek König")
    corpse = t.in_hand(0, "Aggressive Corpse")
    t.ok(K.Act(seat=0, minion=minion.id, kind=K.RECRUIT, card=corpse.id))
    _resolve(t)
    assert t.state.cards[corpse.id].counters["life"] == 3


# -- Luciano Carvalho --------------------------------------------------------------------------


def test_luciano_moves_an_animal_retainer_in_the_discard_phase(table):
    t = table
    luciano = t.vampire(0, 4, "Luciano Carvalho")
    other = t.vampire(0, 4, "Adhiambo")
    raven = _put_on(t, 0, other, "Raven Spy")
    _put_on(t, 0, other, "Mr. Winthrop")  # not an animal
    t.to_phase(MINION)
    assert _uses(t, 0, luciano) == []
    t.to_phase(DISCARD)
    (move,) = _uses(t, 0, luciano)
    assert (move.target_card, move.minion) == (raven.id, None)
    t.ok(move)
    raven = t.state.cards[raven.id]
    assert raven.attached_to == luciano.id
    assert _uses(t, 0, luciano) == []  # once a discard phase
    assert t.refused(move) == "Luciano Carvalho has been used as often as it may be now."


def test_luciano_moves_a_retainer_from_himself_to_another_vampire(table):
    t = table
    luciano = t.vampire(0, 4, "Luciano Carvalho")
    other = t.vampire(0, 4, "Adhiambo")
    raven = _put_on(t, 0, luciano, "Raven Spy")
    t.to_phase(DISCARD)
    (move,) = _uses(t, 0, luciano)
    assert (move.target_card, move.minion) == (raven.id, other.id)
    t.ok(move)
    assert t.state.cards[raven.id].attached_to == other.id


# -- Biothaumaturgic Experiment ----------------------------------------------------------------


def _experiment(t, vampire="Aidan Lyle"):
    t.to_phase(MINION)
    minion = t.vampire(0, 4, vampire)
    card = t.in_hand(0, "Biothaumaturgic Experiment")
    raven = t.in_hand(0, "Raven Spy", index=1)
    return minion, card, raven


def _acts(t, seat, minion, card):
    return [
        c
        for c in legal_commands(t.state, seat)
        if isinstance(c, K.Act) and c.minion == minion.id and c.card == card.id
    ]


def _owed(t, seat):
    return [c for c in legal_commands(t.state, seat) if isinstance(c, K.BringOwed)]


def test_biothaumaturgic_experiment_employs_an_animal_retainer_ignoring_requirements(table):
    t = table
    minion, card, raven = _experiment(t)
    (act,) = [c for c in _acts(t, 0, minion, card) if not c.superior]
    assert act.target_card is None  # the retainer is not named before the action succeeds
    t.ok(act)
    assert t.rules["action"]["stealth"] == 1
    assert _owed(t, 0) == []
    _resolve(t)
    (owed,) = _owed(t, 0)
    assert owed.card == raven.id
    blood = t.state.cards[minion.id].counters["blood"]
    t.ok(owed)
    raven = t.state.cards[raven.id]
    assert raven.attached_to == minion.id and raven.counters["life"] == 1  # Aidan: no ani
    assert t.state.cards[minion.id].counters["blood"] == blood - 1  # Raven Spy's cost
    assert t.state.cards[card.id].zone == "s0.ash_heap"
    assert _owed(t, 0) == []
    assert t.refused(owed) == "No card's effect owes you that now."


def test_biothaumaturgic_experiment_owes_nothing_once_another_action_is_declared(table):
    t = table
    minion, card, raven = _experiment(t)
    other = t.vampire(0, 4, "Sully")
    (act,) = [c for c in _acts(t, 0, minion, card) if not c.superior]
    t.ok(act)
    _resolve(t)
    assert _owed(t, 0)
    t.ok(K.Act(seat=0, minion=other.id, kind=K.HUNT))
    _resolve(t)
    assert _owed(t, 0) == []
    assert t.refused(K.BringOwed(seat=0, card=raven.id)) == "No card's effect owes you that now."


def test_biothaumaturgic_experiment_at_superior_goes_on_a_minion(table):
    from vtt.games.vtes.rules.effects.standing import strength as now

    t = table
    minion, card, _ = _experiment(t)
    other = t.vampire(0, 4, "Sully")
    offered = [c for c in _acts(t, 0, minion, card) if c.superior]
    assert {c.target_card for c in offered} == {minion.id, other.id}
    (act,) = [c for c in offered if c.target_card == other.id]
    t.ok(act)
    _resolve(t)
    card = t.state.cards[card.id]
    assert card.attached_to == other.id and card.zone == "s0.ready"
    assert now(t.state, t.state.cards[other.id]) == ci.strength(other) + 1
    assert _uses(t, 0, card) == []  # its maneuver: in combat only


def test_biothaumaturgic_experiment_gives_a_maneuver_each_combat(table):
    t = table
    minion, card, _ = _experiment(t)
    (act,) = [c for c in _acts(t, 0, minion, card) if c.superior and c.target_card == minion.id]
    t.ok(act)
    _resolve(t)
    minion = t.state.cards[minion.id]
    minion.locked = False
    _combat(t, minion, t.vampire(1, 4, "Sully"))
    t.pass_to(0)
    (maneuver,) = _uses(t, 0, t.state.cards[card.id])
    t.ok(maneuver)
    assert t.rules["combat"]["last_maneuver"] == minion.id
    assert _uses(t, 0, t.state.cards[card.id]) == []  # once each combat


def test_biothaumaturgic_experiment_needs_thaumaturgy(table):
    t = table
    minion, card, _ = _experiment(t, "Sully")
    assert _acts(t, 0, minion, card) == []
    assert "Sully" in t.refused(K.Act(seat=0, minion=minion.id, kind=K.ACTION, card=card.id))


# -- Spectral Servitor -------------------------------------------------------------------------


def _recruit_servitor(t, vampire, superior=False, index=0):
    card = t.in_hand(0, "Spectral Servitor", index=index)
    t.ok(K.Act(seat=0, minion=vampire.id, kind=K.RECRUIT, card=card.id, superior=superior))
    _resolve(t)
    return t.state.cards[card.id]


def _to_own_unlock(t, seat=0):
    """Every Methuselah ends their turn until ``seat``'s unlock phase begins."""
    t.ok(K.EndTurnRules(seat=t.state.turn.active))
    while t.state.turn.active != seat:
        t.ok(K.EndTurnRules(seat=t.state.turn.active))
    assert t.rules["phase"] == UNLOCK


def test_spectral_servitor_acts_at_once_and_unlocks_its_first_recruiter(table):
    t = table
    t.to_phase(MINION)
    vampire = t.vampire(0, 4, "Alek König")
    first = _recruit_servitor(t, vampire)
    assert first.zone == "s0.ready" and first.counters["life"] == 1
    assert not t.state.cards[vampire.id].locked  # its first successful recruit this turn
    assert any(  # it acts the turn it is recruited
        isinstance(c, K.Act) and c.minion == first.id for c in legal_commands(t.state, 0)
    )
    corpse = t.in_hand(0, "Aggressive Corpse", index=1)
    t.ok(K.Act(seat=0, minion=vampire.id, kind=K.RECRUIT, card=corpse.id))
    _resolve(t)
    assert t.state.cards[corpse.id].zone == "s0.ready"
    assert t.state.cards[vampire.id].locked  # a second recruit: no unlock


def test_spectral_servitor_plays_basic_oblivion_cards_that_are_no_actions(table):
    from vtt.games.vtes.rules import cardrules

    t = table
    t.to_phase(MINION)
    servitor = _recruit_servitor(t, t.vampire(0, 4, "Alek König"))
    royals = _put_on(t, 0, None, "47th Street Royals")

    def fails(name, minion, superior=False):
        card = t.in_hand(0, name, index=2)
        return cardrules.minion_fails(t.state, card, minion, superior, cardrules.entry(card))

    assert fails("Arms of Ahriman", servitor) is None
    assert fails("Truth in Darkness", servitor) is None
    assert fails("Arms of Ahriman", servitor, superior=True) is not None  # basic only
    assert fails("Shroud of Decay", servitor) is not None  # an action card
    assert fails("Arms of Ahriman", royals) is not None  # another ally
    arms = t.in_hand(0, "Arms of Ahriman", index=2)
    assert ci.meets(servitor, arms, False, t.state) and not ci.meets(royals, arms, False, t.state)
    shadow = t.in_hand(0, "Pass Through Shadow", index=3)  # costs 1 blood: paid in life
    assert ci.check_cost(t.state, 0, servitor, shadow, 0) == (0, 1)
    t.state.cards[servitor.id].counters["life"] = 0
    with pytest.raises(Exception, match="costs 1 blood"):
        ci.check_cost(t.state, 0, t.state.cards[servitor.id], shadow, 0)


def test_spectral_servitor_burns_in_its_controllers_unlock_phase(table):
    t = table
    t.to_phase(MINION)
    servitor = _recruit_servitor(t, t.vampire(0, 4, "Hiromitsu Asano"))
    _to_own_unlock(t)
    assert t.state.cards[servitor.id].zone == "s0.ash_heap"


def test_spectral_servitor_at_superior_may_cost_1_pool_instead(table):
    t = table
    t.to_phase(MINION)
    kept = _recruit_servitor(t, t.vampire(0, 4, "Alek König"), superior=True)
    burned = _recruit_servitor(t, t.vampire(0, 4, "Gebeyehu Abdu"), superior=True, index=1)
    _to_own_unlock(t)
    assert kept.zone == "s0.ready" and burned.zone == "s0.ready"  # owed until the phase ends
    (use,) = _uses(t, 0, kept)
    pool = t.pool(0)
    t.ok(use)
    assert t.pool(0) == pool - 1 and _uses(t, 0, kept) == []
    t.to_phase(MASTER)
    assert t.state.cards[kept.id].zone == "s0.ready"
    assert t.state.cards[burned.id].zone == "s0.ash_heap"


# -- the dock's words, in English and Spanish ------------------------------------------------


def _pack_alpha_words(t):
    hunter, pack, raven = _pack_alpha_combat(t)
    (cmd,) = [c for c in plays(t, 0, pack) if c.target_card == raven.id]
    return cmd, 0


def _piper_words(t):
    t.to_phase(MASTER)
    t.vampire(0, 4, "Luciano Carvalho")
    piper = t.in_hand(0, "Piper")
    t.in_hand(0, "Raven Spy", index=1)
    (cmd,) = _masters(t, 0, piper)
    return cmd, 0


def _homunculus_words(t):
    employer = t.vampire(1, 3, "Sully")
    employer.locked = True
    (cmd,) = _uses(t, 1, _put_on(t, 1, employer, "Homunculus"))
    return cmd, 1


def _stray_unlock_words(t):
    t.to_phase(MINION)
    bleeder = t.vampire(0, 4, "Sully")
    mine = t.vampire(1, 4, "Adhiambo")
    mine.locked = True
    stray = _put_on(t, 1, None, "Underbridge Stray")
    t.ok(K.Act(seat=0, minion=bleeder.id, kind=K.BLEED))
    t.pass_to(1)
    (cmd,) = _uses(t, 1, stray)
    return cmd, 1


def _stray_press_words(t):
    t.to_phase(MINION)
    hunter = t.vampire(0, 4, "Adhiambo")
    blocker = t.vampire(1, 4, "Sully")
    stray = _put_on(t, 0, None, "Underbridge Stray")
    _combat(t, hunter, blocker)
    _to_press(t, hunter, blocker)
    t.pass_to(0)
    (cmd,) = _uses(t, 0, stray)
    return cmd, 0


def _luciano_words(t):
    luciano = t.vampire(0, 4, "Luciano Carvalho")
    _put_on(t, 0, t.vampire(0, 4, "Adhiambo"), "Raven Spy")
    t.to_phase(DISCARD)
    (cmd,) = _uses(t, 0, luciano)
    return cmd, 0


def _experiment_words(t):
    minion, card, _ = _experiment(t)
    (cmd,) = [c for c in _acts(t, 0, minion, card) if not c.superior]
    return cmd, 0


def _experiment_owed_words(t):
    minion, card, raven = _experiment(t)
    (act,) = [c for c in _acts(t, 0, minion, card) if not c.superior]
    t.ok(act)
    _resolve(t)
    return K.BringOwed(seat=0, card=raven.id), 0


def _recruit_words(name, vampire, superior=False):
    def arrange(t):
        t.to_phase(MINION)
        minion = t.vampire(0, 4, vampire)
        card = t.in_hand(0, name)
        return K.Act(seat=0, minion=minion.id, kind=K.RECRUIT, card=card.id, superior=superior), 0

    return arrange


WORDS = [
    (
        _pack_alpha_words,
        "Play Pack Alpha with Adhiambo: Adhiambo employs Raven Spy",
        "Jugar Pack Alpha con Adhiambo: Adhiambo emplea a Raven Spy",
    ),
    (
        _piper_words,
        "Play Piper with Luciano Carvalho: lock Luciano Carvalho; Luciano Carvalho employs"
        " Raven Spy",
        "Jugar Piper con Luciano Carvalho: girar a Luciano Carvalho; Luciano Carvalho emplea a"
        " Raven Spy",
    ),
    (
        _homunculus_words,
        "Use Homunculus: Sully burns 1 blood; unlock Sully",
        ": Sully quema 1 de sangre; enderezar a Sully",
    ),
    (
        _stray_unlock_words,
        "Use Underbridge Stray: burn Underbridge Stray to unlock Adhiambo",
        ": quemar Underbridge Stray para enderezar a Adhiambo",
    ),
    (
        _stray_press_words,
        "Use Underbridge Stray: Underbridge Stray burns 1 life; press",
        ": Underbridge Stray quema 1 de vida; presión",
    ),
    (
        _luciano_words,
        "Use Luciano Carvalho: move Raven Spy to Luciano Carvalho",
        "Usar Luciano Carvalho: pasar Raven Spy a Luciano Carvalho",
    ),
    (
        _experiment_words,
        "Aidan Lyle plays Biothaumaturgic Experiment: +1 stealth action; Aidan Lyle employs an"
        " animal retainer from your hand, ignoring requirements",
        ": acción con +1 de sigilo; Aidan Lyle emplea a un criado animal de tu mano, sin tener"
        " en cuenta los requisitos",
    ),
    (
        _experiment_owed_words,
        "Employ Raven Spy, as the action that succeeded allows",
        ", como permite la acción que ha tenido éxito",
    ),
    (
        _recruit_words("Aggressive Corpse", "Alek König"),
        "Alek König plays Aggressive Corpse (stealth 1): can enter combat with a minion as a"
        " directed action; its strikes cannot be dodged; cannot be the target of directed"
        " actions requiring dom/pre; cannot gain life",
        "; no puede ganar vida",
    ),
    (
        _recruit_words("Spectral Servitor", "Alek König"),
        "Alek König plays Spectral Servitor (stealth 1): Spectral Servitor can act this turn;"
        " unlock Alek König if it is its first successful recruit this turn; plays cards"
        " requiring basic obl that are not actions as a vampire; burned during your unlock phase",
        "Spectral Servitor puede actuar este turno; enderezar a Alek König si es su primer"
        " reclutamiento con éxito este turno; juega como un vampiro las cartas que no son"
        " acciones y requieren obl básica; se quema durante tu fase de enderezamiento",
    ),
    (
        _recruit_words("Underbridge Stray", "Adhiambo", superior=True),
        "Adhiambo plays Underbridge Stray at superior (stealth 1): Underbridge Stray has 2 life",
        "Underbridge Stray tiene 2 de vida",
    ),
]


@pytest.mark.parametrize(("arrange", "english", "spanish_words"), WORDS)
def test_dock_words(table, spanish, arrange, english, spanish_words):
    t = table
    cmd, seat = arrange(t)
    assert dock(t, cmd, seat) == english
    assert spanish_words in dock(t, cmd, seat, "es")


# -- bots ------------------------------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize("seed", [3, 11])
def test_bot_games_with_the_groups_cards_keep_the_invariants(seed):
    """Four bots play the Fifth Edition decks that hold this group's cards (Aggressive
    Corpse and Spectral Servitor, Biothaumaturgic Experiment, Pack Alpha and Luciano
    Carvalho, Piper, Homunculus and Underbridge Stray) with the invariants checked after
    every command: every command they pick from the offers is accepted."""
    from vtt.core.module import GameSpec, SeatSpec
    from vtt.core.session import Session
    from vtt.games import get_game
    from vtt.games.vtes.rules.bots import play_out
    from vtt.games.vtes.rules.data import OPT_DEBUG, OPT_TIME_LIMIT, OVER, rules

    decks = ["v5-ph", "v5a-pbh", "v5c-pr", "v5c-ptz"]
    module = get_game("vtes")
    spec = GameSpec(
        game="vtes",
        seed=seed,
        rules=True,
        options={OPT_DEBUG: True, OPT_TIME_LIMIT: 8},
        seats=[
            SeatSpec(name=f"B{i}", deck=f"vtes:precon:{decks[i]}", bot="heuristic")
            for i in range(4)
        ],
    )
    session = Session(module.new_state(spec), module, spec)
    play_out(session)
    assert rules(session.state)["phase"] == OVER
