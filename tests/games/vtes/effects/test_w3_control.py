"""Wave 3, group "control": cards in play that let minions enter combat as a directed
action, bar a minion from blocking, or are burned by an action (Haven Uncovered, Pentex
Subversion, Saulot's Avenging Fist, Frontal Assault, Priority Contract): each played from
the dock, its cost paid, its effect run by the engine, a refusal, and its words in English
and Spanish."""

from __future__ import annotations

from vtt.core.table import Outcome
from vtt.games.vtes.layout import ASH_HEAP, TORPOR, zone
from vtt.games.vtes.rules import cardinfo as ci
from vtt.games.vtes.rules import commands as K
from vtt.games.vtes.rules import hand
from vtt.games.vtes.rules.combat import to_torpor
from vtt.games.vtes.rules.data import DISCARD, INFLUENCE, MASTER, MINION
from vtt.games.vtes.rules.effects import run
from vtt.games.vtes.rules.legal import legal_commands

from .conftest import dock


def _crypt_of(t, clan: str, skip: int = 0) -> str:
    """The name of a plain vampire of ``clan`` with room for blood (the ``skip``-th)."""
    found = [
        c.name
        for c in t.module_db().cards.values()
        if c.kind == "crypt" and not c.advanced and c.clan == clan and (c.capacity or 0) >= 6
    ]
    return found[skip]


def name(t, card):
    return ci.name(t.state.cards[card.id])


def _masters(t, seat, card):
    found = [c for c in legal_commands(t.state, seat) if isinstance(c, K.PlayMaster)]
    return [c for c in found if c.card == card.id]


def _acts(t, seat, minion, aim=None):
    """The cardless actions of ``minion`` the dock offers (aimed at ``aim`` if given)."""
    return [
        c
        for c in legal_commands(t.state, seat)
        if isinstance(c, K.Act)
        and c.minion == minion.id
        and c.kind == K.ACTION
        and c.card is None
        and (aim is None or c.target_card == aim.id)
    ]


def _played_on(t, name, on, seat=0):
    """``seat`` plays the master ``name`` on ``on`` from the dock in its master phase."""
    t.to_phase(MASTER, seat)
    card = t.in_hand(seat, name)
    offers = [c for c in _masters(t, seat, card) if c.on == on.id]
    assert offers, _masters(t, seat, card)
    t.ok(offers[0])
    return card


def _to_minion_phase_of(t, seat):
    """The turn passes until ``seat``'s minion phase."""
    while t.state.turn.active != seat:
        active = t.state.turn.active
        t.to_phase(DISCARD, active)
        t.ok(K.NextPhase(seat=active))
    t.to_phase(MINION, seat)


def _resolve(t):
    """Nobody blocks, everybody passes: the action resolves."""
    while t.rules["action"] is not None:
        t.pass_round()


# -- Haven Uncovered ----------------------------------------------------------------------------


def test_haven_uncovered_lets_another_minion_enter_combat_with_the_vampire(table, spanish):
    t = table
    mine = t.vampire(0, 4, _crypt_of(t, "Brujah"))
    exposed = t.vampire(1, 4, _crypt_of(t, "Toreador"))
    before = t.pool(0)
    haven = _played_on(t, "Haven Uncovered", exposed)
    assert t.pool(0) == before  # no cost
    assert t.state.cards[haven.id].attached_to == exposed.id
    t.to_phase(MINION, 0)
    [fight] = _acts(t, 0, mine, exposed)
    assert dock(t, fight, 0) == (
        f"{name(t, mine)} enters combat with {name(t, exposed)} (directed action)"
    )
    assert dock(t, fight, 0, "es").endswith("(acción dirigida)")
    t.ok(fight)
    action = t.rules["action"]
    assert action["directed"] and action["target"] == 1 and action["stealth"] == 1
    _resolve(t)
    combat = t.rules["combat"]
    assert (combat["a"], combat["b"]) == (mine.id, exposed.id)


def test_without_haven_uncovered_no_combat_action_is_offered_nor_accepted(table):
    t = table
    mine = t.vampire(0, 4, _crypt_of(t, "Brujah"))
    other = t.vampire(1, 4, _crypt_of(t, "Toreador"))
    t.to_phase(MINION, 0)
    assert _acts(t, 0, mine, other) == []
    why = t.refused(K.Act(seat=0, minion=mine.id, kind=K.ACTION, target_card=other.id))
    assert why == "That action needs a card from your hand."
    assert not t.state.cards[mine.id].locked


def test_the_vampire_under_haven_uncovered_burns_it_by_an_action(table, spanish):
    t = table
    t.vampire(0, 4, _crypt_of(t, "Brujah"))
    exposed = t.vampire(1, 4, _crypt_of(t, "Toreador"))
    friend = t.vampire(1, 4, _crypt_of(t, "Toreador", 1))
    haven = _played_on(t, "Haven Uncovered", exposed)
    _to_minion_phase_of(t, 1)
    [burn] = _acts(t, 1, exposed, haven)
    assert dock(t, burn, 1) == (
        f"{name(t, exposed)} acts against Haven Uncovered: a (D) action with 1 more stealth;"
        " burn Haven Uncovered"
    )
    assert "una acción (D) con 1 de sigilo más" in dock(t, burn, 1, "es")
    assert _acts(t, 1, friend, haven) == []
    why = t.refused(K.Act(seat=1, minion=friend.id, kind=K.ACTION, target_card=haven.id))
    assert why == "Only the vampire this card is on can take it."
    t.ok(burn)
    assert t.rules["action"]["stealth"] == 1
    _resolve(t)
    assert t.state.cards[haven.id].zone == zone(0, ASH_HEAP)


# -- Pentex Subversion -----------------------------------------------------------------------


def test_pentex_subversion_bars_its_minion_from_blocking(table, spanish):
    t = table
    bleeder = t.vampire(0, 4, _crypt_of(t, "Brujah"))
    victim = t.vampire(1, 4, _crypt_of(t, "Toreador"))
    before = t.pool(0)
    pentex = _played_on(t, "Pentex™ Subversion", victim)
    assert t.pool(0) == before - 2
    t.to_phase(MINION, 0)
    t.ok(K.Act(seat=0, minion=bleeder.id, kind=K.BLEED))
    t.pass_to(1)
    blocks = [c for c in legal_commands(t.state, 1) if isinstance(c, K.Block)]
    assert blocks == []
    why = t.refused(K.Block(seat=1, minion=victim.id))
    assert why == f"As Pentex™ Subversion says, {name(t, victim)} cannot block."
    assert t.state.cards[pentex.id].attached_to == victim.id


def test_another_minion_burns_pentex_subversion(table, spanish):
    t = table
    t.vampire(0, 4, _crypt_of(t, "Brujah"))
    victim = t.vampire(1, 4, _crypt_of(t, "Toreador"))
    friend = t.vampire(1, 4, _crypt_of(t, "Toreador", 1))
    pentex = _played_on(t, "Pentex™ Subversion", victim)
    _to_minion_phase_of(t, 1)
    assert _acts(t, 1, victim, pentex) == []
    [burn] = _acts(t, 1, friend, pentex)
    assert dock(t, burn, 1) == (
        f"{name(t, friend)} acts against Pentex™ Subversion: a (D) action; burn Pentex™ Subversion"
    )
    assert dock(t, burn, 1, "es").startswith(f"{name(t, friend)} actúa contra")
    t.ok(burn)
    _resolve(t)
    assert t.state.cards[pentex.id].zone == zone(0, ASH_HEAP)


# -- Saulot's Avenging Fist ---------------------------------------------------------------------


def test_saulots_avenging_fist_fights_non_salubri_with_stealth_against_tremere(table, spanish):
    t = table
    salubri = t.vampire(0, 4, _crypt_of(t, "Salubri"))
    tremere = t.vampire(1, 4, _crypt_of(t, "Tremere"))
    brujah = t.vampire(1, 4, _crypt_of(t, "Brujah"))
    other_salubri = t.vampire(2, 4, _crypt_of(t, "Salubri", 1))
    before = t.pool(0)
    _played_on(t, "Saulot's Avenging Fist", salubri)
    assert t.pool(0) == before - 2
    t.to_phase(MINION, 0)
    offered = {c.target_card for c in _acts(t, 0, salubri)}
    assert tremere.id in offered and brujah.id in offered
    assert other_salubri.id not in offered
    why = t.refused(K.Act(seat=0, minion=salubri.id, kind=K.ACTION, target_card=other_salubri.id))
    assert why == f"{name(t, salubri)} cannot enter combat with {name(t, other_salubri)}."
    t.ok(K.Act(seat=0, minion=salubri.id, kind=K.ACTION, target=1, target_card=tremere.id))
    assert t.rules["action"]["stealth"] == 1


def test_saulots_avenging_fist_gives_no_stealth_against_another_clan(table):
    t = table
    salubri = t.vampire(0, 4, _crypt_of(t, "Salubri"))
    brujah = t.vampire(1, 4, _crypt_of(t, "Brujah"))
    _played_on(t, "Saulot's Avenging Fist", salubri)
    t.to_phase(MINION, 0)
    t.ok(K.Act(seat=0, minion=salubri.id, kind=K.ACTION, target=1, target_card=brujah.id))
    assert t.rules["action"]["stealth"] == 0
    _resolve(t)
    combat = t.rules["combat"]
    assert (combat["a"], combat["b"]) == (salubri.id, brujah.id)


def test_saulots_avenging_fist_goes_only_on_a_salubri_without_an_archetype(table):
    t = table
    brujah = t.vampire(0, 4, _crypt_of(t, "Brujah"))
    salubri = t.vampire(0, 4, _crypt_of(t, "Salubri"))
    t.to_phase(MASTER, 0)
    fist = t.in_hand(0, "Saulot's Avenging Fist")
    assert {c.on for c in _masters(t, 0, fist)} == {salubri.id}
    why = t.refused(K.PlayMaster(seat=0, card=fist.id, on=brujah.id))
    assert why == "The card's own condition is not met now."


# -- Frontal Assault ----------------------------------------------------------------------------


def _assault(t):
    mine = t.vampire(0, 4, _crypt_of(t, "Brujah"))
    prey_one = t.vampire(1, 4, _crypt_of(t, "Toreador"))
    prey_two = t.vampire(1, 4, _crypt_of(t, "Toreador", 1))
    t.vampire(2, 4, _crypt_of(t, "Tremere"))  # the predator's: not the prey's
    t.to_phase(MASTER, 0)
    card = t.in_hand(0, "Frontal Assault")
    [play] = _masters(t, 0, card)
    assert play.keep
    t.ok(play)
    return card, mine, prey_one, prey_two


def test_frontal_assault_lets_own_minions_fight_the_preys(table, spanish):
    t = table
    _, mine, prey_one, prey_two = _assault(t)
    t.to_phase(MINION, 0)
    offered = _acts(t, 0, mine)
    assert {c.target_card for c in offered} == {prey_one.id, prey_two.id}
    cmd = next(c for c in offered if c.target_card == prey_one.id)
    assert dock(t, cmd, 0, "es").startswith(f"{name(t, mine)} entra en combate con")
    t.ok(cmd)
    assert t.rules["action"]["stealth"] == 0 and t.rules["action"]["target"] == 1
    _resolve(t)
    assert t.rules["combat"]["b"] == prey_one.id


def test_frontal_assault_gains_pool_when_a_preys_minion_falls(table):
    t = table
    _, _, prey_one, prey_two = _assault(t)
    before = t.pool(0)
    out = Outcome()
    to_torpor(t.state, prey_one, out.events, 0)
    assert t.pool(0) == before + 1
    hand.burn(t.state, prey_two, out.events, 0)
    assert t.pool(0) == before + 2
    hand.burn(t.state, prey_one, out.events, 0)  # from torpor: it was not ready
    assert t.pool(0) == before + 2


def test_frontal_assault_burns_in_the_influence_phase_for_each_ready_prey_minion(table):
    t = table
    card, _, _, _ = _assault(t)
    before = t.pool(0)
    t.to_phase(INFLUENCE, 0)
    assert t.state.cards[card.id].zone == zone(0, ASH_HEAP)
    assert t.pool(0) == before - 2


def test_frontal_assault_words(table, spanish):
    t = table
    card, mine, _, _ = _assault(t)
    ctx = run.context(t.state, 0, t.state.cards[card.id], None)
    step = run.effects_of(card.catalog).any.in_play[0]
    assert "as a directed action" in step.words(ctx).english()


# -- Priority Contract --------------------------------------------------------------------------


def test_priority_contract_goes_on_the_preys_minion_with_a_chosen_banu_haqim(table, spanish):
    t = table
    assassin = t.vampire(0, 4, _crypt_of(t, "Banu Haqim"))
    idle = t.vampire(0, 4, _crypt_of(t, "Banu Haqim", 1))
    mark = t.vampire(1, 4, _crypt_of(t, "Toreador"))
    t.vampire(2, 4, _crypt_of(t, "Tremere"))
    t.to_phase(MASTER, 0)
    contract = t.in_hand(0, "Priority Contract")
    offers = _masters(t, 0, contract)
    assert {(c.on, c.target_card) for c in offers} == {(mark.id, assassin.id), (mark.id, idle.id)}
    cmd = next(c for c in offers if c.target_card == assassin.id)
    assert dock(t, cmd, 0).endswith(f": on your prey's minion; choose {name(t, assassin)}")
    assert dock(t, cmd, 0, "es").endswith(
        f": sobre un siervo de tu presa; elegir a {name(t, assassin)}"
    )
    why = t.refused(K.PlayMaster(seat=0, card=contract.id, on=assassin.id, target_card=idle.id))
    assert why in (
        "Only on a minion controlled by your prey.",
        "Priority Contract is put on a card in play that its text allows: choose one.",
    )
    t.ok(cmd)
    assert t.state.cards[contract.id].attached_to == mark.id
    t.to_phase(MINION, 0)
    assert _acts(t, 0, idle, mark) == []
    [fight] = _acts(t, 0, assassin, mark)
    t.ok(fight)
    assert t.rules["action"]["stealth"] == 1


def test_priority_contract_needs_a_banu_haqim(table):
    t = table
    t.vampire(0, 4, _crypt_of(t, "Brujah"))
    mark = t.vampire(1, 4, _crypt_of(t, "Toreador"))
    t.to_phase(MASTER, 0)
    contract = t.in_hand(0, "Priority Contract")
    assert _masters(t, 0, contract) == []
    why = t.refused(K.PlayMaster(seat=0, card=contract.id, on=mark.id))
    assert why.startswith("Priority Contract requires a minion of clan Banu Haqim")


def test_priority_contract_pays_3_pool_as_the_minion_leaves_the_ready_region(table):
    t = table
    t.vampire(0, 4, _crypt_of(t, "Banu Haqim"))
    mark = t.vampire(1, 4, _crypt_of(t, "Toreador"))
    t.to_phase(MASTER, 0)
    contract = t.in_hand(0, "Priority Contract")
    t.ok(_masters(t, 0, contract)[0])
    before = t.pool(0)
    to_torpor(t.state, mark, Outcome().events, 1)
    assert t.pool(0) == before + 3
    assert t.state.cards[contract.id].zone == zone(0, ASH_HEAP)
    assert mark.zone == zone(1, TORPOR)


# -- Club Illusion ------------------------------------------------------------------------------


def _anarch(t, skip=0) -> str:
    found = [
        c.name
        for c in t.module_db().cards.values()
        if c.kind == "crypt" and not c.advanced and c.sect == "Anarch" and (c.capacity or 0) >= 4
    ]
    return found[skip]


def _uses(t, seat, card):
    found = [c for c in legal_commands(t.state, seat) if isinstance(c, K.UseCard)]
    return [c for c in found if c.card == card.id]


def _club(t):
    t.to_phase(MASTER, 0)
    club = t.in_hand(0, "Club Illusion")
    [play] = _masters(t, 0, club)
    t.ok(play)
    return club


def test_another_methuselahs_anarch_uses_club_illusion_as_it_announces_a_bleed(table, spanish):
    t = table
    anarch = t.vampire(1, 4, _anarch(t))
    club = _club(t)
    _to_minion_phase_of(t, 1)
    assert _uses(t, 1, club) == []  # no bleed announced
    t.ok(K.Act(seat=1, minion=anarch.id, kind=K.BLEED))
    amount = t.rules["action"]["amount"]
    [use] = _uses(t, 1, club)
    assert dock(t, use, 1) == f"Use Club Illusion: {name(t, anarch)} burns 1 blood: +1 bleed"
    assert dock(t, use, 1, "es").endswith(f"{name(t, anarch)} quema 1 de sangre: +1 de sangrado")
    assert _uses(t, 0, club) == []  # the location's controller has no Anarch acting
    t.ok(use)
    assert t.rules["action"]["amount"] == amount + 1
    assert t.state.cards[anarch.id].counters["blood"] == 3
    assert _uses(t, 1, club) == []  # once
    why = t.refused(use)
    assert why == "Club Illusion has been used as often as it may be now."


def test_club_illusion_is_refused_to_a_non_anarch_bleeder(table):
    t = table
    bleeder = t.vampire(1, 4, _crypt_of(t, "Toreador"))
    club = _club(t)
    _to_minion_phase_of(t, 1)
    t.ok(K.Act(seat=1, minion=bleeder.id, kind=K.BLEED))
    assert _uses(t, 1, club) == []
    why = t.refused(K.UseCard(seat=1, card=club.id))
    assert why == "Only as an Anarch of yours announces a bleed."
    assert t.state.cards[bleeder.id].counters["blood"] == 4


def test_club_illusion_gives_its_bleed_only_through_its_use(table):
    t = table
    anarch = t.vampire(0, 4, _anarch(t))
    t.vampire(1, 4, _crypt_of(t, "Toreador"))
    club = _club(t)
    t.to_phase(MINION, 0)
    t.ok(K.Act(seat=0, minion=anarch.id, kind=K.BLEED))
    amount = t.rules["action"]["amount"]
    t.refused(K.Modify(seat=0, what=K.AMOUNT, delta=1, card=club.id))
    assert t.rules["action"]["amount"] == amount
    [use] = _uses(t, 0, club)
    t.ok(use)
    assert t.rules["action"]["amount"] == amount + 1


# -- Carver's Meat Packing and Storage ----------------------------------------------------------


def _small(t, skip=0) -> str:
    found = [
        c.name
        for c in t.module_db().cards.values()
        if c.kind == "crypt" and not c.advanced and (c.capacity or 0) in (2, 3)
    ]
    return found[skip]


CARVERS = "Carver's Meat Packing and Storage"


def _carvers(t):
    t.to_phase(MASTER, 0)
    carvers = t.in_hand(0, CARVERS)
    before = t.pool(0)
    [play] = _masters(t, 0, carvers)
    t.ok(play)
    assert t.pool(0) == before - int(t.by_name(CARVERS).pool_cost or 0)
    return carvers


def test_carvers_takes_small_vampires_hostage_in_torpor(table):
    t = table
    small = t.vampire(1, 2, _small(t))
    big = t.vampire(1, 4, _crypt_of(t, "Toreador"))
    before = t.vampire(2, 2, _small(t, 1))
    to_torpor(t.state, before, Outcome().events, 2)  # before the location: no counter
    _carvers(t)
    to_torpor(t.state, small, Outcome().events, 0)
    to_torpor(t.state, big, Outcome().events, 0)
    assert small.counters.get("hostage") == 1
    assert "hostage" not in big.counters and "hostage" not in before.counters


def test_a_hostage_cannot_leave_torpor_be_rescued_or_diablerized(table):
    t = table
    small = t.vampire(1, 3, _small(t))
    rescuer = t.vampire(1, 4, _crypt_of(t, "Toreador"))
    diablerist = t.vampire(0, 4, _crypt_of(t, "Brujah"))
    _carvers(t)
    to_torpor(t.state, small, Outcome().events, 0)
    t.to_phase(MINION, 0)
    offered = [c for c in legal_commands(t.state, 0) if isinstance(c, K.Act)]
    assert not [c for c in offered if c.target_card == small.id]
    why = t.refused(
        K.Act(seat=0, minion=diablerist.id, kind=K.DIABLERIE, target=1, target_card=small.id)
    )
    assert why.endswith("is held hostage: it cannot be moved to the ready region nor diablerized.")
    _to_minion_phase_of(t, 1)
    offered = [c for c in legal_commands(t.state, 1) if isinstance(c, K.Act)]
    assert not [c for c in offered if small.id in (c.minion, c.target_card)]
    assert t.refused(K.Act(seat=1, minion=small.id, kind=K.LEAVE_TORPOR)).startswith(name(t, small))
    assert t.refused(K.Act(seat=1, minion=rescuer.id, kind=K.RESCUE, target_card=small.id))
    assert t.state.cards[small.id].zone == zone(1, TORPOR)


def test_carvers_locks_for_blood_per_hostage_in_the_master_phase(table, spanish):
    t = table
    mine = t.vampire(0, 2, _crypt_of(t, "Brujah"))
    small = t.vampire(1, 3, _small(t))
    other = t.vampire(2, 3, _small(t, 1))
    carvers = _carvers(t)
    for victim in (small, other):
        to_torpor(t.state, victim, Outcome().events, 0)
    ways = [u for u in _uses(t, 0, carvers) if u.mode == 0]
    use = next(u for u in ways if u.target_card == mine.id)
    assert dock(t, use, 0) == f"Use {CARVERS}: lock {CARVERS}; {name(t, mine)} gains 2 blood"
    assert f"{name(t, mine)} gana 2 de sangre" in dock(t, use, 0, "es")
    t.ok(use)
    assert mine.counters["blood"] == 4 and t.state.cards[carvers.id].locked
    assert [u for u in _uses(t, 0, carvers) if u.mode == 0] == []


def test_any_ready_vampire_frees_a_hostage_in_an_unlock_phase(table, spanish):
    t = table
    small = t.vampire(1, 3, _small(t))
    payer = t.vampire(1, 4, _crypt_of(t, "Tremere"))
    carvers = _carvers(t)
    to_torpor(t.state, small, Outcome().events, 0)
    while t.state.turn.active != 1:
        active = t.state.turn.active
        t.to_phase(DISCARD, active)
        t.ok(K.NextPhase(seat=active))
    assert t.rules["phase"] == "unlock"
    free = K.UseCard(seat=1, card=carvers.id, minion=payer.id, target_card=small.id, mode=1)
    assert free in _uses(t, 1, carvers)
    assert [u.minion for u in _uses(t, 1, carvers)] == [payer.id]  # not the lock: not theirs
    assert dock(t, free, 1) == (
        f"Use {CARVERS}: {name(t, payer)} burns 2 blood: burn the hostage counters of"
        f" {name(t, small)}"
    )
    assert "quema 2 de sangre" in dock(t, free, 1, "es")
    t.to_phase(MASTER, 1)
    assert t.refused(free) == "Only during an unlock phase."
    assert t.state.cards[small.id].counters["hostage"] == 1
    assert t.state.cards[payer.id].counters["blood"] == 4
    while t.state.turn.active != 2:
        active = t.state.turn.active
        t.to_phase(DISCARD, active)
        t.ok(K.NextPhase(seat=active))
    t.ok(free)  # in another Methuselah's unlock phase too
    small, payer = t.state.cards[small.id], t.state.cards[payer.id]  # (a refusal restored them)
    assert "hostage" not in small.counters and payer.counters["blood"] == 2


def test_the_hostage_counters_burn_with_carvers(table):
    t = table
    small = t.vampire(1, 3, _small(t))
    carvers = _carvers(t)
    to_torpor(t.state, small, Outcome().events, 0)
    hand.burn(t.state, t.state.cards[carvers.id], Outcome().events, 0)
    assert "hostage" not in small.counters


# -- Elen Kamjian -------------------------------------------------------------------------------


def _elen(t, locked: bool):
    elen = t.vampire(0, 4, "Elen Kamjian")
    other = t.vampire(0, 4, _crypt_of(t, "Brujah"))
    other.locked = locked
    t.vampire(1, 4, _crypt_of(t, "Toreador"))
    t.to_phase(MINION, 0)
    return elen, other


def test_elen_kamjian_must_bleed_with_1_more_while_a_minion_of_hers_is_locked(table, spanish):
    t = table
    elen, other = _elen(t, locked=True)
    acts = [c for c in legal_commands(t.state, 0) if isinstance(c, K.Act)]
    assert acts == [K.Act(seat=0, minion=elen.id, kind=K.BLEED)]
    assert t.refused(K.NextPhase(seat=0)) == "Elen Kamjian must bleed before the phase ends."
    assert t.refused(K.Act(seat=0, minion=elen.id, kind=K.HUNT)) == (
        "Elen Kamjian must bleed before any other action."
    )
    assert dock(t, acts[0], 0, "es").startswith("Sangrar")
    t.ok(acts[0])
    assert t.rules["action"]["amount"] == 2  # 1 printed, +1


def test_elen_kamjian_acts_freely_without_a_locked_minion(table):
    t = table
    elen, other = _elen(t, locked=False)
    acts = [c for c in legal_commands(t.state, 0) if isinstance(c, K.Act)]
    assert K.Act(seat=0, minion=other.id, kind=K.HUNT) in acts
    t.ok(K.Act(seat=0, minion=elen.id, kind=K.BLEED))
    assert t.rules["action"]["amount"] == 1


def test_elen_kamjian_hunts_first_when_she_has_no_blood(table):
    t = table
    elen, _ = _elen(t, locked=True)
    t.state.cards[elen.id].counters = {}
    t.rebook()
    acts = [c for c in legal_commands(t.state, 0) if isinstance(c, K.Act)]
    assert acts == [K.Act(seat=0, minion=elen.id, kind=K.HUNT)]


# -- Toreador Grand Ball ------------------------------------------------------------------------


def _ball(t):
    first = t.vampire(0, 4, _crypt_of(t, "Toreador"))
    second = t.vampire(0, 4, _crypt_of(t, "Toreador", 1))
    t.to_phase(MASTER, 0)
    ball = t.in_hand(0, "Toreador Grand Ball")
    return ball, first, second


def test_toreador_grand_ball_locks_one_toreador_and_frees_the_others_actions(table, spanish):
    t = table
    ball, first, second = _ball(t)
    guard = t.vampire(1, 4, _crypt_of(t, "Brujah"))
    offers = _masters(t, 0, ball)
    assert {(c.target_card, c.mode) for c in offers} == {(first.id, 0), (second.id, 0)}
    play = next(c for c in offers if c.target_card == first.id)
    assert dock(t, play, 0).endswith(
        f"lock {name(t, first)}; it does not unlock as normal; {name(t, second)}'s non-bleed"
        " actions cannot be blocked"
    )
    assert "no se endereza" in dock(t, play, 0, "es")
    before = t.pool(0)
    t.ok(play)
    assert t.pool(0) == before - 1
    assert t.state.cards[first.id].locked and not t.state.cards[second.id].locked
    t.to_phase(MINION, 0)
    t.ok(K.Act(seat=0, minion=second.id, kind=K.HUNT))
    t.pass_to(1)
    assert [c for c in legal_commands(t.state, 1) if isinstance(c, K.Block)] == []
    why = t.refused(K.Block(seat=1, minion=guard.id))
    assert why == "As Toreador Grand Ball says, this action cannot be blocked."
    _resolve(t)
    _to_minion_phase_of(t, 1)
    _to_minion_phase_of(t, 0)
    assert t.state.cards[first.id].locked  # not unlocked as normal


def test_toreador_grand_ball_needs_two_toreador(table):
    t = table
    t.vampire(0, 4, _crypt_of(t, "Toreador"))
    t.to_phase(MASTER, 0)
    ball = t.in_hand(0, "Toreador Grand Ball")
    assert _masters(t, 0, ball) == []


def test_a_nosferatu_burns_the_grand_ball_with_1_less_stealth(table, spanish):
    t = table
    ball, first, second = _ball(t)
    t.ok(next(c for c in _masters(t, 0, ball) if c.target_card == first.id))
    nosferatu = t.vampire(1, 4, _crypt_of(t, "Nosferatu"))
    brujah = t.vampire(1, 4, _crypt_of(t, "Brujah"))
    _to_minion_phase_of(t, 1)
    [burn] = _acts(t, 1, nosferatu, ball)
    assert dock(t, burn, 1) == (
        f"{name(t, nosferatu)} acts against Toreador Grand Ball: a (D) action with -1 stealth;"
        " burn Toreador Grand Ball"
    )
    assert "una acción (D) con -1 de sigilo" in dock(t, burn, 1, "es")
    assert len(_acts(t, 1, brujah, ball)) == 1
    t.ok(burn)
    assert t.rules["action"]["stealth"] == -1 and t.rules["action"]["target"] == 0
    _resolve(t)
    assert t.state.cards[ball.id].zone == zone(0, ASH_HEAP)


# -- Anarch Troublemaker ------------------------------------------------------------------------


def _troublemaker(t):
    t.to_phase(MASTER, 0)
    card = t.in_hand(0, "Anarch Troublemaker")
    [play] = _masters(t, 0, card)
    assert play.keep
    t.ok(play)
    return card


def _to_unlock_of(t, seat):
    while t.state.turn.active != seat:
        active = t.state.turn.active
        t.to_phase(DISCARD, active)
        t.ok(K.NextPhase(seat=active))


def test_anarch_troublemaker_goes_to_the_prey_and_locks_two_of_their_vampires(table, spanish):
    t = table
    one = t.vampire(1, 4, _crypt_of(t, "Toreador"))
    two = t.vampire(1, 4, _crypt_of(t, "Toreador", 1))
    card = _troublemaker(t)
    assert _uses(t, 0, card) == []  # not in the master phase
    _to_unlock_of(t, 1)
    _to_unlock_of(t, 0)
    ways = _uses(t, 0, card)
    assert {(u.target_card, u.mode) for u in ways} == {
        (one.id, 0),
        (two.id, 0),
        (one.id, 1),
        (two.id, 1),
        (None, 7),
    }
    both = next(u for u in ways if u.target_card == one.id and u.mode == 1)
    assert dock(t, both, 0) == (
        "Use Anarch Troublemaker: give your prey control of Anarch Troublemaker;"
        f" lock {name(t, one)}; lock {name(t, two)}"
    )
    assert dock(t, both, 0, "es").startswith("Usar")
    t.ok(both)
    assert t.state.cards[one.id].locked and t.state.cards[two.id].locked
    moved = t.state.cards[card.id]
    assert moved.controller == 1 and moved.zone == zone(1, "ready")
    assert _uses(t, 0, card) == []


def test_anarch_troublemaker_burns_an_equipment_of_the_prey(table):
    t = table
    victim = t.vampire(1, 4, _crypt_of(t, "Toreador"))
    card = _troublemaker(t)
    weapon = t.in_hand(
        1,
        next(
            c.name
            for c in t.module_db().cards.values()
            if "Equipment" in c.types and not c.pool_cost
        ),
        index=-1,
    )
    from vtt.core.table import move_card

    move_card(t.state, weapon, t.state.zones[zone(1, "ready")], face_up=True)
    weapon.attached_to = victim.id
    t.rebook()
    _to_unlock_of(t, 1)
    _to_unlock_of(t, 0)
    [burn] = [u for u in _uses(t, 0, card) if u.mode == 6]
    assert burn.target_card == weapon.id
    t.ok(burn)
    assert t.state.cards[weapon.id].zone == zone(1, ASH_HEAP)
    assert t.state.cards[card.id].controller == 1


def test_anarch_troublemaker_is_refused_outside_its_controllers_unlock_phase(table):
    t = table
    one = t.vampire(1, 4, _crypt_of(t, "Toreador"))
    card = _troublemaker(t)
    why = t.refused(K.UseCard(seat=0, card=card.id, target_card=one.id, mode=0))
    assert why == "This is done in your unlock phase."
    assert t.state.cards[card.id].controller == 0


# -- Puppet Master ------------------------------------------------------------------------------


def _puppeteer(t):
    """Seat 0's vampire with superior Dominate (capacity 7 or more) and seat 1's younger
    vampire."""
    master = next(
        c
        for c in t.module_db().cards.values()
        if c.kind == "crypt"
        and not c.advanced
        and "DOM" in c.disciplines
        and (c.capacity or 0) >= 7
    )
    young = next(
        c
        for c in t.module_db().cards.values()
        if c.kind == "crypt" and not c.advanced and 3 <= (c.capacity or 0) <= 5
    )
    mine = t.vampire(0, 6, master.name)
    victim = t.vampire(1, 3, young.name)
    return mine, victim


def test_puppet_master_inferior_bleeds_with_2_more(table, spanish):
    t = table
    mine, _ = _puppeteer(t)
    t.to_phase(MINION, 0)
    card = t.in_hand(0, "Puppet Master")
    cmd = K.Act(seat=0, minion=mine.id, kind=K.BLEED, card=card.id)
    assert cmd in legal_commands(t.state, 0)
    assert dock(t, cmd, 0).endswith(": bleed with +2 bleed")
    assert dock(t, cmd, 0, "es").endswith("+2 de sangrado")
    t.ok(cmd)
    assert t.rules["action"]["amount"] == 3  # 1, +2


def test_puppet_master_takes_a_younger_vampire_for_a_turn(table, spanish):
    t = table
    mine, victim = _puppeteer(t)
    elder = next(
        c.name
        for c in t.module_db().cards.values()
        if c.kind == "crypt"
        and not c.advanced
        and (c.capacity or 0) >= 7
        and c.name != ci.name(mine)
    )
    t.vampire(1, 3, elder)  # not younger than the puppeteer
    t.to_phase(MINION, 0)
    card = t.in_hand(0, "Puppet Master")
    offered = [
        c
        for c in legal_commands(t.state, 0)
        if isinstance(c, K.Act) and c.card == card.id and c.superior
    ]
    assert [(c.kind, c.target_card) for c in offered] == [(K.ACTION, victim.id)]
    assert "put this card on" in dock(t, offered[0], 0)
    assert dock(t, offered[0], 0, "es") != dock(t, offered[0], 0)
    before = mine.counters["blood"]
    t.ok(offered[0])
    assert t.rules["action"]["directed"] and t.rules["action"]["target"] == 1
    _resolve(t)
    assert t.state.cards[mine.id].counters["blood"] == before - 2  # its cost
    puppet = t.state.cards[card.id]
    assert puppet.attached_to == victim.id and t.state.cards[victim.id].locked
    _to_minion_phase_of(t, 1)
    assert t.state.cards[victim.id].locked  # not unlocked as normal
    _to_minion_phase_of(t, 0)
    taken = t.state.cards[victim.id]
    assert taken.controller == 0 and taken.zone == zone(0, "ready") and not taken.locked
    assert t.state.cards[card.id].zone == zone(0, ASH_HEAP)
    t.ok(K.Act(seat=0, minion=victim.id, kind=K.HUNT))
    _resolve(t)
    t.to_phase(DISCARD, 0)
    t.ok(K.NextPhase(seat=0))
    back = t.state.cards[victim.id]
    assert back.controller == 1 and back.zone == zone(1, "ready")
