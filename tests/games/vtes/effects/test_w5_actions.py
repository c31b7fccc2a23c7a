"""Wave 5, group "actions": the action and political action cards of the other
preconstructed decks (``precon_actions.json``).  Each card: its effect, its requirement,
its cost, a refusal with the state unchanged, and its dock words in both languages."""

from vtt.core.table import move_card
from vtt.games.vtes.layout import LIBRARY, READY, TORPOR, zone
from vtt.games.vtes.rules import commands as K
from vtt.games.vtes.rules.data import MINION
from vtt.games.vtes.rules.effects import standing
from vtt.games.vtes.rules.legal import legal_commands

from .conftest import dock
from .test_w3_asks import put_in_play, to_unlock_of

PRINCE = "Alexander Silverson"  # Camarilla Malkavian prince, capacity 8: pre AUS DOM OBF
ANARCH = "Aisha az-Zahra"  # Anarch Toreador, capacity 9: obf qui AUS CEL PRE
YOUNG = "Sully"  # Camarilla Malkavian, capacity 4: aus dom obf
BARON = "Jacques Rouge"  # Anarch Nosferatu baron, capacity 6: ani pot pre OBF
PLAIN = "Colin Flynn"  # Camarilla Toreador, capacity 3: aus cel, no title


def acts(t, seat, card):
    return [c for c in legal_commands(t.state, seat) if isinstance(c, K.Act) and c.card == card.id]


def succeed(t):
    """Nobody blocks, nobody plays anything: the action succeeds."""
    for _ in range(6):
        if t.rules["action"] is None:
            return
        t.pass_round()
    raise AssertionError("the action did not resolve")


def _referendum(t, voter, votes=True):
    """The political action succeeds unblocked; seat 0's ``voter`` votes for it if
    ``votes``; all pass."""
    t.pass_round()
    t.pass_round()
    assert t.rules["referendum"] is not None
    if votes:
        t.ok(K.Vote(seat=0, side="for", source="vampire", minion=voter.id))
    for seat in (0, 1, 2, 3):
        t.ok(K.Pass(seat=seat))
    assert t.rules["referendum"] is None


def _pools(t):
    return [t.pool(s) for s in range(4)]


def _from_library(t, seat, name, region=READY, life=0):
    card = t.state.cards[t.state.zones[zone(seat, LIBRARY)].cards[0]]
    card.catalog = t.by_name(name).catalog
    move_card(t.state, card, t.state.zones[zone(seat, region)], face_up=True)
    card.counters = {"life": life} if life else {}
    t.rebook()
    return card


def _snapshot(t):
    return (
        _pools(t),
        {c.id: (c.zone, c.locked, dict(c.counters), c.attached_to) for c in t.state.cards.values()},
    )


# -- Anarchist Uprising ------------------------------------------------------------------------


def test_anarchist_uprising_burns_pool_per_minion(table, spanish):
    t = table
    t.to_phase(MINION)
    prince = t.vampire(0, 4, PRINCE)
    t.vampire(1, 3, YOUNG)
    t.vampire(2, 3, PLAIN)
    t.vampire(2, 2, "Meaghan")
    card = t.in_hand(0, "Anarchist Uprising")
    (cmd,) = acts(t, 0, card)
    assert cmd.kind == K.POLITICAL
    assert dock(t, cmd, 0) == (
        "Alexander Silverson plays Anarchist Uprising (stealth 1): "
        "if it passes, each Methuselah burns 1 pool for each minion they control"
    )
    assert dock(t, cmd, 0, "es").endswith(
        "si se aprueba, cada Matusalén quema 1 de reserva por cada siervo que controle"
    )
    t.ok(cmd)
    _referendum(t, prince)
    assert _pools(t) == [29, 29, 28, 30]
    assert prince.counters["blood"] == 4  # no cost


def test_anarchist_uprising_needs_a_vampire_and_a_failed_one_burns_nothing(table):
    t = table
    t.to_phase(MINION)
    ally = _from_library(t, 0, "Carlton Van Wyk", life=3)
    card = t.in_hand(0, "Anarchist Uprising")
    before = _snapshot(t)
    why = t.refused(K.Act(seat=0, minion=ally.id, kind=K.POLITICAL, card=card.id))
    assert why == "Only a vampire can take that action; Carlton Van Wyk is an ally."
    assert _snapshot(t) == before
    prince = t.vampire(0, 4, PRINCE)
    t.ok(acts(t, 0, card)[0])
    _referendum(t, prince, votes=False)
    assert _pools(t) == [30, 30, 30, 30]


# -- Conservative Agitation --------------------------------------------------------------------


def test_conservative_agitation_shares_as_many_points_as_methuselahs(table, spanish):
    t = table
    t.to_phase(MINION)
    prince = t.vampire(0, 4, PRINCE)
    card = t.in_hand(0, "Conservative Agitation")
    offered = acts(t, 0, card)
    assert {1: 2, 2: 2} in [dict(c.alloc) for c in offered]
    assert all(sum(dict(c.alloc).values()) == 4 for c in offered)
    (cmd,) = [c for c in offered if dict(c.alloc) == {1: 2, 2: 2}]
    assert dock(t, cmd, 0) == (
        "Alexander Silverson plays Conservative Agitation (stealth 1): "
        "if it passes, each burns 1 pool for each point allocated (B 2, C 2)"
    )
    assert dock(t, cmd, 0, "es").endswith(
        "si se aprueba, cada uno quema 1 de reserva por cada punto que le toque (B 2, C 2)"
    )
    t.ok(cmd)
    _referendum(t, prince)
    assert _pools(t) == [30, 28, 28, 30]


def test_conservative_agitation_refuses_other_than_x_points(table):
    t = table
    t.to_phase(MINION)
    prince = t.vampire(0, 4, PRINCE)
    card = t.in_hand(0, "Conservative Agitation")

    def act(alloc):
        return K.Act(seat=0, minion=prince.id, kind=K.POLITICAL, card=card.id, alloc=alloc)

    before = _snapshot(t)
    for alloc in (((1, 4),), ((1, 2), (2, 1)), ((1, 2), (3, 3)), ()):
        assert t.refused(act(alloc)) == "Allocate 4 points among 2 or more Methuselahs in the game."
    assert _snapshot(t) == before and t.rules["action"] is None
    t.ok(act(((0, 1), (1, 3))))  # the player may take points themself
    _referendum(t, prince)
    assert _pools(t) == [29, 27, 30, 30]


# -- Disputed Territory ------------------------------------------------------------------------


def test_disputed_territory_gives_the_location_to_the_chosen_methuselah(table, spanish):
    t = table
    t.to_phase(MINION)
    prince = t.vampire(0, 4, PRINCE)
    location = _from_library(t, 2, "Hackerspace")
    card = t.in_hand(0, "Disputed Territory")
    offered = acts(t, 0, card)
    assert sorted((c.target, c.target_card) for c in offered) == [
        (s, location.id) for s in range(4)
    ]
    (cmd,) = [c for c in offered if c.target == 0]
    assert dock(t, cmd, 0) == (
        "Alexander Silverson plays Disputed Territory (stealth 1): "
        "A is chosen; if it passes, A takes control of Hackerspace"
    )
    assert dock(t, cmd, 0, "es").endswith(
        "se elige a A; si se aprueba, A toma el control de Hackerspace"
    )
    t.ok(cmd)
    assert location.zone == "s2.ready"  # only when it passes
    _referendum(t, prince)
    assert location.zone == "s0.ready" and location.controller == 0
    assert prince.counters["blood"] == 4


def test_disputed_territory_is_refused_aimed_at_a_vampire(table):
    t = table
    t.to_phase(MINION)
    prince = t.vampire(0, 4, PRINCE)
    other = t.vampire(1, 3, YOUNG)
    _from_library(t, 2, "Hackerspace")
    card = t.in_hand(0, "Disputed Territory")
    before = _snapshot(t)
    cmd = K.Act(
        seat=0, minion=prince.id, kind=K.POLITICAL, card=card.id, target=0, target_card=other.id
    )
    assert t.refused(cmd) == "The card cannot be aimed there."
    assert _snapshot(t) == before


# -- Neonate Breach ----------------------------------------------------------------------------


def test_neonate_breach_burns_more_from_a_methuselah_with_a_young_vampire(table, spanish):
    t = table
    t.to_phase(MINION)
    prince = t.vampire(0, 4, PRINCE)
    t.vampire(1, 3, YOUNG)  # capacity 4: 1 + 3
    t.vampire(2, 3, "Abaddon")  # capacity 8: 1
    card = t.in_hand(0, "Neonate Breach")
    offered = acts(t, 0, card)
    assert [dict(c.alloc) for c in offered] == [{1: 1}, {2: 1}, {3: 1}, {1: 1, 2: 1, 3: 1}]
    cmd = offered[-1]
    assert dock(t, cmd, 0) == (
        "Alexander Silverson plays Neonate Breach (stealth 1): if it passes, B, C, D: "
        "each burns 1 pool, 3 more with a ready vampire of capacity 4 or less"
    )
    assert dock(t, cmd, 0, "es").endswith(
        "si se aprueba, B, C, D: cada uno quema 1 de reserva, 3 más si controla un vampiro "
        "preparado de capacidad 4 o menos"
    )
    t.ok(cmd)
    _referendum(t, prince)
    assert _pools(t) == [30, 26, 29, 29]


def test_neonate_breach_needs_a_chosen_methuselah(table):
    t = table
    t.to_phase(MINION)
    prince = t.vampire(0, 4, PRINCE)
    card = t.in_hand(0, "Neonate Breach")
    before = _snapshot(t)
    for alloc in ((), ((1, 2),), ((9, 1),)):
        cmd = K.Act(seat=0, minion=prince.id, kind=K.POLITICAL, card=card.id, alloc=alloc)
        assert t.refused(cmd) == "Choose one or more Methuselahs in the game (1 point each)."
    assert _snapshot(t) == before


# -- Domain Challenge --------------------------------------------------------------------------


def test_domain_challenge_burns_pool_per_locked_minion(table, spanish):
    t = table
    t.to_phase(MINION)
    prince = t.vampire(0, 4, PRINCE)
    t.vampire(1, 3, YOUNG).locked = True
    t.vampire(2, 3, PLAIN).locked = True
    t.vampire(2, 2, "Meaghan").locked = True
    t.vampire(3, 2, "Abaddon")  # unlocked: nothing
    card = t.in_hand(0, "Domain Challenge")
    (cmd,) = acts(t, 0, card)
    assert dock(t, cmd, 0) == (
        "Alexander Silverson plays Domain Challenge (stealth 1): "
        "if it passes, each Methuselah burns 1 pool for each locked minion they control"
    )
    assert dock(t, cmd, 0, "es").endswith(
        "si se aprueba, cada Matusalén quema 1 de reserva por cada siervo girado que controle"
    )
    t.ok(cmd)
    _referendum(t, prince)
    assert _pools(t) == [29, 29, 28, 30]  # the prince is locked by its action


# -- Reckless Agitation ------------------------------------------------------------------------


def test_reckless_agitation_six_points_on_the_others_for_2_blood(table, spanish):
    t = table
    t.to_phase(MINION)
    anarch = t.vampire(0, 4, BARON)
    card = t.in_hand(0, "Reckless Agitation")
    offered = acts(t, 0, card)
    assert offered and all(0 not in dict(c.alloc) for c in offered)
    (cmd,) = [c for c in offered if dict(c.alloc) == {1: 3, 2: 3}]
    assert dock(t, cmd, 0) == (
        "Jacques Rouge plays Reckless Agitation (stealth 1): "
        "if it passes, each burns 1 pool for each point allocated (B 3, C 3)"
    )
    assert "(B 3, C 3)" in dock(t, cmd, 0, "es")
    t.ok(cmd)
    _referendum(t, anarch)
    assert _pools(t) == [30, 27, 27, 30]
    assert anarch.counters["blood"] == 2  # its cost


def test_reckless_agitation_refuses_the_player_and_a_young_or_camarilla_vampire(table):
    t = table
    t.to_phase(MINION)
    anarch = t.vampire(0, 4, ANARCH)
    young = t.vampire(0, 4, PRINCE)  # Camarilla: not offered
    card = t.in_hand(0, "Reckless Agitation")
    assert all(c.minion == anarch.id for c in acts(t, 0, card))
    before = _snapshot(t)
    cmd = K.Act(seat=0, minion=anarch.id, kind=K.POLITICAL, card=card.id, alloc=((0, 3), (1, 3)))
    assert t.refused(cmd) == "Allocate 6 points among 2 or more other Methuselahs."
    other = K.Act(seat=0, minion=young.id, kind=K.POLITICAL, card=card.id, alloc=((1, 3), (2, 3)))
    assert t.refused(other)
    assert _snapshot(t) == before


# -- Dominate Kine -----------------------------------------------------------------------------


def test_dominate_kine_bleeds_with_stealth_and_steals_a_location(table, spanish):
    t = table
    t.to_phase(MINION)
    prince = t.vampire(0, 4, PRINCE)
    location = _from_library(t, 2, "Hackerspace")
    card = t.in_hand(0, "Dominate Kine")
    offered = acts(t, 0, card)
    (bleed,) = [c for c in offered if not c.superior]
    (steal,) = [c for c in offered if c.superior]
    assert bleed.kind == K.BLEED and steal.target_card == location.id
    assert dock(t, bleed, 0) == (
        "Alexander Silverson plays Dominate Kine against B: +1 stealth action; bleed with +1 bleed"
    )
    assert dock(t, bleed, 0, "es").endswith(": acción con +1 de sigilo; sangrar con +1 de sangrado")
    assert dock(t, steal, 0) == (
        "Alexander Silverson plays Dominate Kine at superior against C: take control of Hackerspace"
    )
    assert dock(t, steal, 0, "es").endswith("contra C: tomar el control de Hackerspace")
    t.ok(steal)
    assert t.rules["action"]["directed"] and t.rules["action"]["target"] == 2
    succeed(t)
    assert location.zone == "s0.ready" and location.controller == 0
    assert prince.counters["blood"] == 2  # 2 blood


def test_dominate_kine_bleed_and_requirement(table):
    t = table
    t.to_phase(MINION)
    prince = t.vampire(0, 4, PRINCE)
    card = t.in_hand(0, "Dominate Kine")
    (bleed,) = acts(t, 0, card)  # no location: no superior play
    t.ok(bleed)
    assert t.rules["action"]["stealth"] == 1
    assert t.rules["action"]["amount"] == 2
    succeed(t)
    assert t.pool(1) == 28 and prince.counters["blood"] == 2


def test_dominate_kine_refused_without_dominate_or_at_ones_own_location(table):
    t = table
    t.to_phase(MINION)
    plain = t.vampire(0, 4, PLAIN)
    prince = t.vampire(0, 4, PRINCE)
    mine = _from_library(t, 0, "Hackerspace")
    card = t.in_hand(0, "Dominate Kine")
    assert all(c.minion == prince.id for c in acts(t, 0, card))
    before = _snapshot(t)
    assert t.refused(K.Act(seat=0, minion=plain.id, kind=K.BLEED, card=card.id))
    cmd = K.Act(
        seat=0, minion=prince.id, kind=K.ACTION, card=card.id, target_card=mine.id, superior=True
    )
    assert t.refused(cmd) == "The card cannot be aimed there."
    assert _snapshot(t) == before


# -- Scouting Mission --------------------------------------------------------------------------


def _uncontrolled(t, seat, name):
    ids = t.state.seat_zone(seat, "uncontrolled").cards
    for other in ids:
        t.state.cards[other].catalog = t.by_name("Adana de Sforza").catalog
    card = t.state.cards[ids[0]]
    card.catalog = t.by_name(name).catalog
    return card


def test_scouting_mission_bleeds_or_gives_a_younger_vampire_2_blood(table, spanish):
    t = table
    t.to_phase(MINION)
    prince = t.vampire(0, 4, PRINCE)
    younger = _uncontrolled(t, 0, YOUNG)
    card = t.in_hand(0, "Scouting Mission")
    offered = acts(t, 0, card)
    (bleed,) = [c for c in offered if not c.superior]
    (blood,) = [c for c in offered if c.superior]
    assert bleed.kind == K.BLEED and blood.target_card == younger.id
    assert dock(t, blood, 0) == (
        "Alexander Silverson plays Scouting Mission at superior: +1 stealth action; "
        "Sully gains 2 blood"
    )
    assert dock(t, blood, 0, "es").endswith(": acción con +1 de sigilo; Sully gana 2 de sangre")
    t.ok(blood)
    assert t.rules["action"]["stealth"] == 1 and not t.rules["action"]["directed"]
    succeed(t)
    assert younger.counters.get("blood", 0) == 2 and prince.counters["blood"] == 4


def test_scouting_mission_inferior_bleeds_for_one_more(table):
    t = table
    t.to_phase(MINION)
    sully = t.vampire(0, 4, YOUNG)  # dom only: no superior
    card = t.in_hand(0, "Scouting Mission")
    (cmd,) = acts(t, 0, card)
    assert not cmd.superior and cmd.kind == K.BLEED
    assert dock(t, cmd, 0, "en").endswith(": bleed with +1 bleed")
    t.ok(cmd)
    succeed(t)
    assert t.pool(1) == 28 and sully.counters["blood"] == 4


def test_scouting_mission_refuses_an_older_vampire(table):
    t = table
    t.to_phase(MINION)
    prince = t.vampire(0, 4, PRINCE)
    older = _uncontrolled(t, 0, "Adana de Sforza")
    card = t.in_hand(0, "Scouting Mission")
    before = _snapshot(t)
    cmd = K.Act(
        seat=0, minion=prince.id, kind=K.ACTION, card=card.id, target_card=older.id, superior=True
    )
    assert t.refused(cmd) == "The card cannot be aimed there."
    assert _snapshot(t) == before


# -- Public Trust ------------------------------------------------------------------------------


def test_public_trust_bleeds_for_2_and_gives_1_blood_when_it_succeeds(table, spanish):
    t = table
    t.to_phase(MINION)
    anarch = t.vampire(0, 4, ANARCH)
    waiting = _uncontrolled(t, 0, YOUNG)
    card = t.in_hand(0, "Public Trust")
    (cmd,) = [c for c in acts(t, 0, card) if c.superior and c.target_card == waiting.id]
    assert cmd.kind == K.BLEED
    assert dock(t, cmd, 0) == (
        "Aisha az-Zahra plays Public Trust at superior against B: "
        "bleed with +2 bleed; Sully gains 1 blood"
    )
    assert dock(t, cmd, 0, "es").endswith(": sangrar con +2 de sangrado; Sully gana 1 de sangre")
    amount = standing.bleed(t.state, anarch) + 2
    t.ok(cmd)
    assert t.rules["action"]["directed"] and t.rules["action"]["amount"] == amount
    succeed(t)
    assert t.pool(1) == 30 - amount and waiting.counters.get("blood", 0) == 1
    assert anarch.counters["blood"] == 3


def test_public_trust_inferior_and_no_blood_for_a_bleed_of_nothing(table):
    t = table
    t.to_phase(MINION)
    anarch = t.vampire(0, 4, ANARCH)
    waiting = _uncontrolled(t, 0, YOUNG)
    card = t.in_hand(0, "Public Trust")
    (cmd,) = [c for c in acts(t, 0, card) if c.superior and c.target_card == waiting.id]
    t.ok(cmd)
    t.rules["action"]["amount"] = 0  # reduced to nothing
    succeed(t)
    assert waiting.counters.get("blood", 0) == 0 and anarch.counters["blood"] == 3


def test_public_trust_needs_presence(table):
    t = table
    t.to_phase(MINION)
    plain = t.vampire(0, 4, PLAIN)
    card = t.in_hand(0, "Public Trust")
    assert acts(t, 0, card) == []
    before = _snapshot(t)
    assert t.refused(K.Act(seat=0, minion=plain.id, kind=K.BLEED, card=card.id))
    assert _snapshot(t) == before


# -- Fifth Tradition: Hospitality --------------------------------------------------------------


def test_fifth_tradition_gives_4_blood_to_another_vampire(table, spanish):
    t = table
    t.to_phase(MINION)
    prince = t.vampire(0, 4, PRINCE)
    guest = t.vampire(1, 1, YOUNG)
    card = t.in_hand(0, "Fifth Tradition: Hospitality")
    offered = acts(t, 0, card)
    assert prince.id not in [c.target_card for c in offered]
    (cmd,) = [c for c in offered if c.target_card == guest.id]
    assert dock(t, cmd, 0) == (
        "Alexander Silverson plays Fifth Tradition: Hospitality: +1 stealth action; "
        "Sully gains 4 blood"
    )
    assert dock(t, cmd, 0, "es").endswith(": acción con +1 de sigilo; Sully gana 4 de sangre")
    t.ok(cmd)
    assert not t.rules["action"]["directed"]
    succeed(t)
    assert guest.counters["blood"] == 4  # capped at capacity 4
    assert prince.counters["blood"] == 3  # its cost


def test_fifth_tradition_requires_a_prince_or_justicar(table):
    t = table
    t.to_phase(MINION)
    plain = t.vampire(0, 4, PLAIN)
    guest = t.vampire(1, 1, YOUNG)
    card = t.in_hand(0, "Fifth Tradition: Hospitality")
    assert acts(t, 0, card) == []
    before = _snapshot(t)
    cmd = K.Act(seat=0, minion=plain.id, kind=K.ACTION, card=card.id, target_card=guest.id)
    assert t.refused(cmd)
    assert _snapshot(t) == before


# -- Graverobbing ------------------------------------------------------------------------------


def _torpid(t, seat, name, blood=1):
    card = t.vampire(seat, blood, name)
    move_card(t.state, card, t.state.zones[zone(seat, TORPOR)], face_up=True)
    return card


def test_graverobbing_steals_a_vampire_in_torpor(table, spanish):
    t = table
    t.to_phase(MINION)
    sully = t.vampire(0, 4, YOUNG)
    victim = _torpid(t, 1, PLAIN)
    spy = _from_library(t, 1, "Raven Spy", TORPOR, life=1)
    spy.attached_to = victim.id
    card = t.in_hand(0, "Graverobbing")
    (cmd,) = acts(t, 0, card)
    assert cmd.target_card == victim.id and not cmd.superior
    assert dock(t, cmd, 0) == (
        "Sully plays Graverobbing against B: take control of Colin Flynn in torpor"
    )
    assert dock(t, cmd, 0, "es").endswith("contra B: tomar el control de Colin Flynn en letargo")
    t.ok(cmd)
    assert t.rules["action"]["directed"] and t.rules["action"]["target"] == 1
    succeed(t)
    assert victim.zone == "s0.torpor" and victim.controller == 0
    assert spy.zone == "s0.torpor" and spy.attached_to == victim.id
    assert sully.counters["blood"] == 4


def test_graverobbing_superior_burns_2_blood_to_ready_the_stolen_vampire(table, spanish):
    t = table
    t.to_phase(MINION)
    prince = t.vampire(0, 4, PRINCE)
    victim = _torpid(t, 2, PLAIN)
    card = t.in_hand(0, "Graverobbing")
    offered = [c for c in acts(t, 0, card) if c.superior]
    assert [c.mode for c in offered] == [0, 1]
    assert dock(t, offered[1], 0) == (
        "Alexander Silverson plays Graverobbing at superior against C: "
        "take control of Colin Flynn and burn 2 blood to move it to your ready region"
    )
    assert dock(t, offered[1], 0, "es").endswith(
        "tomar el control de Colin Flynn y quemar 2 de sangre para moverlo a tu región preparada"
    )
    t.ok(offered[1])
    assert t.rules["action"]["directed"]  # "As above": the (D) of the inferior level
    succeed(t)
    assert victim.zone == "s0.ready" and prince.counters["blood"] == 2


def test_graverobbing_refuses_ones_own_torpid_vampire(table):
    t = table
    t.to_phase(MINION)
    sully = t.vampire(0, 1, YOUNG)
    mine = _torpid(t, 0, PLAIN)
    card = t.in_hand(0, "Graverobbing")
    assert acts(t, 0, card) == []
    before = _snapshot(t)
    cmd = K.Act(seat=0, minion=sully.id, kind=K.ACTION, card=card.id, target_card=mine.id)
    assert t.refused(cmd) == "The card cannot be aimed there."
    assert _snapshot(t) == before


# -- Far Mastery -------------------------------------------------------------------------------


def test_far_mastery_steals_a_retainer(table, spanish):
    t = table
    t.to_phase(MINION)
    sully = t.vampire(0, 4, YOUNG)
    bearer = t.vampire(1, 3, PLAIN)
    spy = _from_library(t, 1, "Raven Spy", life=1)
    spy.attached_to = bearer.id
    card = t.in_hand(0, "Far Mastery")
    (cmd,) = acts(t, 0, card)
    assert cmd.target_card == spy.id
    assert dock(t, cmd, 0) == (
        "Sully plays Far Mastery against B: +1 stealth action; take control of Raven Spy"
    )
    assert dock(t, cmd, 0, "es").endswith(
        "contra B: acción con +1 de sigilo; tomar el control de Raven Spy"
    )
    t.ok(cmd)
    assert t.rules["action"]["directed"] and t.rules["action"]["stealth"] == 1
    succeed(t)
    assert spy.zone == "s0.ready" and spy.attached_to == sully.id and spy.counters["life"] == 1
    assert sully.counters["blood"] == 3


def test_far_mastery_superior_steals_an_ally(table):
    t = table
    t.to_phase(MINION)
    prince = t.vampire(0, 4, PRINCE)
    ally = _from_library(t, 3, "Carlton Van Wyk", life=2)
    card = t.in_hand(0, "Far Mastery")
    (cmd,) = [c for c in acts(t, 0, card) if c.superior]
    assert cmd.target_card == ally.id
    t.ok(cmd)
    succeed(t)
    assert ally.zone == "s0.ready" and ally.controller == 0 and prince.counters["blood"] == 3


def test_far_mastery_refuses_a_vampire_and_needs_dominate(table):
    t = table
    t.to_phase(MINION)
    plain = t.vampire(0, 4, PLAIN)
    sully = t.vampire(0, 4, YOUNG)
    other = t.vampire(1, 3, "Meaghan")
    card = t.in_hand(0, "Far Mastery")
    assert acts(t, 0, card) == []
    before = _snapshot(t)
    cmd = K.Act(seat=0, minion=sully.id, kind=K.ACTION, card=card.id, target_card=other.id)
    assert t.refused(cmd) == "The card cannot be aimed there."
    cmd = K.Act(seat=0, minion=plain.id, kind=K.ACTION, card=card.id, target_card=other.id)
    assert t.refused(cmd)
    assert _snapshot(t) == before


# -- Mind Numb ---------------------------------------------------------------------------------


def test_mind_numb_stuns_an_unlocked_vampire(table, spanish):
    t = table
    t.to_phase(MINION)
    prince = t.vampire(0, 4, PRINCE)
    victim = t.vampire(1, 3, YOUNG)
    card = t.in_hand(0, "Mind Numb")
    (cmd,) = [c for c in acts(t, 0, card) if c.target_card == victim.id]
    assert dock(t, cmd, 0) == (
        "Alexander Silverson plays Mind Numb against B: "
        "lock Sully; it does not unlock during its next unlock phase"
    )
    assert dock(t, cmd, 0, "es").endswith(
        "contra B: girar a Sully; no se endereza en su siguiente fase de enderezamiento"
    )
    t.ok(cmd)
    assert t.rules["action"]["directed"] and t.rules["action"]["stealth"] == 0
    succeed(t)
    assert victim.locked and prince.counters["blood"] == 3
    assert victim.id in t.rules["until_unlock"]["kept_locked"]


def test_mind_numb_superior_has_stealth_and_is_directed(table):
    t = table
    t.to_phase(MINION)
    anarch = t.vampire(0, 4, ANARCH)
    victim = t.vampire(2, 3, YOUNG)
    card = t.in_hand(0, "Mind Numb")
    (cmd,) = [c for c in acts(t, 0, card) if c.target_card == victim.id and c.superior]
    t.ok(cmd)
    assert t.rules["action"]["directed"] and t.rules["action"]["stealth"] == 1
    succeed(t)
    assert victim.locked and anarch.counters["blood"] == 3


def test_mind_numb_refuses_a_locked_vampire_and_needs_presence(table):
    t = table
    t.to_phase(MINION)
    plain = t.vampire(0, 4, PLAIN)
    prince = t.vampire(0, 4, PRINCE)
    victim = t.vampire(1, 3, YOUNG)
    victim.locked = True
    card = t.in_hand(0, "Mind Numb")
    assert acts(t, 0, card) == [] or all(c.target_card != victim.id for c in acts(t, 0, card))
    before = _snapshot(t)
    cmd = K.Act(seat=0, minion=prince.id, kind=K.ACTION, card=card.id, target_card=victim.id)
    assert t.refused(cmd) == "The card cannot be aimed there."
    cmd = K.Act(seat=0, minion=plain.id, kind=K.ACTION, card=card.id, target_card=prince.id)
    assert t.refused(cmd)
    assert _snapshot(t) == before


# -- Army of Rats ------------------------------------------------------------------------------

ANIMALISM = "Adhiambo"  # Laibon Tzimisce, capacity 6: pot ANI VIC


def test_army_of_rats_in_play_burns_the_preys_pool_once_a_turn(table, spanish):
    t = table
    put_in_play(t, 0, "Army of Rats")  # a copy already there: still 1 pool a turn
    t.to_phase(MINION)
    minion = t.vampire(0, 4, ANIMALISM)
    card = t.in_hand(0, "Army of Rats")
    (cmd,) = [c for c in acts(t, 0, card) if not c.superior]
    assert cmd.target is None and cmd.target_card is None
    assert dock(t, cmd, 0) == (
        "Adhiambo plays Army of Rats: +1 stealth action; put it in play; "
        "your prey burns 1 pool in each of your unlock phases"
    )
    assert dock(t, cmd, 0, "es").startswith("Adhiambo juega ")
    assert "acción con +1 de sigilo" in dock(t, cmd, 0, "es")
    t.ok(cmd)
    assert t.rules["action"]["stealth"] == 1 and not t.rules["action"]["directed"]
    succeed(t)
    assert card.zone == zone(0, READY) and minion.counters["blood"] == 4
    to_unlock_of(t, 0)
    assert t.pool(1) == 29  # two copies, 1 pool


def test_army_of_rats_minions_burn_it_as_a_directed_action(table):
    t = table
    card = put_in_play(t, 1, "Army of Rats")
    t.to_phase(MINION)
    minion = t.vampire(0, 3, PLAIN)
    (burn,) = [
        c for c in legal_commands(t.state, 0) if isinstance(c, K.Act) and c.target_card == card.id
    ]
    t.ok(burn)
    assert t.rules["action"]["target"] == 1 and t.rules["action"]["directed"]
    succeed(t)
    assert card.zone == "s1.ash_heap" and minion.locked


def test_army_of_rats_needs_animalism(table):
    t = table
    t.to_phase(MINION)
    plain = t.vampire(0, 4, PLAIN)
    card = t.in_hand(0, "Army of Rats")
    assert acts(t, 0, card) == []
    before = _snapshot(t)
    assert t.refused(K.Act(seat=0, minion=plain.id, kind=K.ACTION, card=card.id))
    assert _snapshot(t) == before


# -- Abbot -------------------------------------------------------------------------------------

SABBAT = "Aaron Bathurst"  # Sabbat, capacity 4: for obf pot


def test_abbot_goes_on_the_vampire_unlocks_it_and_gives_intercept(table, spanish):
    t = table
    t.to_phase(MINION)
    abbot_bearer = t.vampire(0, 4, SABBAT)
    card = t.in_hand(0, "Abbot")
    (cmd,) = acts(t, 0, card)
    assert dock(t, cmd, 0) == (
        "Aaron Bathurst plays Abbot: +1 stealth action; put this card on Aaron Bathurst; "
        "unlock Aaron Bathurst"
    )
    assert dock(t, cmd, 0, "es").startswith("Aaron Bathurst juega Abbot: acción con +1 de sigilo")
    t.ok(cmd)
    assert t.rules["action"]["stealth"] == 1
    succeed(t)
    assert card.attached_to == abbot_bearer.id and not abbot_bearer.locked
    assert abbot_bearer.counters["blood"] == 4
    assert standing.bonus(t.state, abbot_bearer, "intercept") == 0  # no action at its Methuselah
    bleeder = t.vampire(3, 3, PLAIN)
    to_unlock_of(t, 3)
    t.to_phase(MINION, 3)
    t.ok(K.Act(seat=3, minion=bleeder.id, kind=K.BLEED, target=0))
    assert standing.bonus(t.state, abbot_bearer, "intercept") == 1


def test_abbot_only_one_and_only_sabbat(table):
    t = table
    t.to_phase(MINION)
    plain = t.vampire(0, 4, PLAIN)
    bearer = t.vampire(0, 4, SABBAT)
    first = put_in_play(t, 0, "Abbot")
    first.attached_to = bearer.id
    card = t.in_hand(0, "Abbot")
    assert acts(t, 0, card) == []
    before = _snapshot(t)
    why = t.refused(K.Act(seat=0, minion=bearer.id, kind=K.ACTION, card=card.id))
    assert why == "Aaron Bathurst can have only one Abbot."
    assert t.refused(K.Act(seat=0, minion=plain.id, kind=K.ACTION, card=card.id))
    assert _snapshot(t) == before


# -- Judgment: Camarilla Segregation -----------------------------------------------------------


def _uses(t, seat, card):
    return [
        c for c in legal_commands(t.state, seat) if isinstance(c, K.UseCard) and c.card == card.id
    ]


def test_judgment_in_play_burns_pool_from_methuselahs_with_non_camarilla(table, spanish):
    t = table
    t.to_phase(MINION)
    prince = t.vampire(0, 4, PRINCE)
    t.vampire(1, 3, ANARCH)  # Anarch: seat 1 pays
    t.vampire(2, 3, PLAIN)  # Camarilla: seat 2 does not
    card = t.in_hand(0, "Judgment: Camarilla Segregation")
    (cmd,) = acts(t, 0, card)
    assert dock(t, cmd, 0) == (
        "Alexander Silverson plays Judgment: Camarilla Segregation: +1 stealth action; "
        "put it in play; each Methuselah controlling a non-Camarilla vampire burns 1 pool "
        "in their unlock phase"
    )
    assert dock(t, cmd, 0, "es").endswith(
        "cada Matusalén que controle un vampiro no Camarilla quema 1 de reserva "
        "en su fase de enderezamiento"
    )
    t.ok(cmd)
    assert t.rules["action"]["stealth"] == 1
    succeed(t)
    assert card.zone == zone(0, READY) and prince.counters["blood"] == 3
    to_unlock_of(t, 1)
    assert t.pool(1) == 29
    to_unlock_of(t, 2)
    assert t.pool(2) == 30


def test_judgment_is_burned_by_burning_a_non_camarilla_vampire(table, spanish):
    t = table
    card = put_in_play(t, 0, "Judgment: Camarilla Segregation")
    anarch = t.vampire(1, 3, ANARCH)
    t.vampire(1, 3, PLAIN)
    to_unlock_of(t, 1)
    assert _uses(t, 1, card) == []  # not in the unlock phase
    t.to_phase("master", 1)
    (use,) = _uses(t, 1, card)
    assert use.target_card == anarch.id
    assert dock(t, use, 1).endswith("burn Aisha az-Zahra; burn Judgment: Camarilla Segregation")
    assert "quemar Aisha az-Zahra" in dock(t, use, 1, "es")
    t.ok(use)
    assert anarch.zone == "s1.ash_heap" and card.zone == "s0.ash_heap"
    assert t.pool(1) == 29  # the unlock phase's burn; none for the use


def test_judgment_requires_a_prince_or_justicar_and_a_non_camarilla_to_burn(table):
    t = table
    held = put_in_play(t, 1, "Judgment: Camarilla Segregation")
    plain = t.vampire(0, 4, PLAIN)
    t.to_phase("master")
    assert _uses(t, 0, held) == []  # only a Camarilla vampire: nothing to burn
    before = _snapshot(t)
    assert t.refused(K.UseCard(seat=0, card=held.id, target_card=plain.id))
    assert _snapshot(t) == before
    t.to_phase(MINION)
    card = t.in_hand(0, "Judgment: Camarilla Segregation")
    assert acts(t, 0, card) == []
    assert t.refused(K.Act(seat=0, minion=plain.id, kind=K.ACTION, card=card.id))
    assert _snapshot(t)[1][card.id] == before[1][card.id]


def test_fifth_tradition_gives_nothing_to_a_vampire_gone_from_play(table):
    t = table
    t.to_phase(MINION)
    t.vampire(0, 4, PRINCE)
    guest = t.vampire(1, 1, YOUNG)
    card = t.in_hand(0, "Fifth Tradition: Hospitality")
    (cmd,) = [c for c in acts(t, 0, card) if c.target_card == guest.id]
    t.ok(cmd)
    move_card(t.state, guest, t.state.zones[zone(1, "ash_heap")], face_up=True)
    t.rebook()
    succeed(t)
    assert guest.counters == {}  # nothing put on a card in the ash heap


def test_mind_numb_is_not_aimed_at_the_acting_vampire_and_may_stun_one_in_torpor(table):
    t = table
    t.to_phase(MINION)
    prince = t.vampire(0, 4, PRINCE)
    sleeper = _torpid(t, 1, YOUNG)
    card = t.in_hand(0, "Mind Numb")
    aims = [c.target_card for c in acts(t, 0, card)]
    assert prince.id not in aims and sleeper.id in aims
    (cmd,) = [c for c in acts(t, 0, card) if c.target_card == sleeper.id]
    t.ok(cmd)
    succeed(t)
    assert sleeper.locked and sleeper.zone == "s1.torpor"


# -- Under Siege -------------------------------------------------------------------------------

TITLED_SABBAT = "Aeron"  # Sabbat archbishop, capacity 9


def test_under_siege_goes_in_play_with_3_counters(table, spanish):
    t = table
    t.to_phase(MINION)
    archbishop = t.vampire(0, 4, TITLED_SABBAT)
    card = t.in_hand(0, "Under Siege")
    (cmd,) = [c for c in acts(t, 0, card) if not c.superior]
    assert dock(t, cmd, 0) == (
        "Aeron plays Under Siege: +1 stealth action; put it in play with 3 counters"
    )
    assert dock(t, cmd, 0, "es") == (
        "Aeron juega Bajo asedio: acción con +1 de sigilo; ponerla en juego con 3 fichas"
    )
    t.ok(cmd)
    succeed(t)
    assert card.zone == zone(0, READY) and card.counters == {"counter": 3}
    assert t.pool(0) == 29 and archbishop.counters["blood"] == 4  # 1 pool


def test_under_siege_unlocks_a_sabbat_vampire_to_block_with_intercept(table, spanish):
    t = table
    siege = put_in_play(t, 0, "Under Siege", counters=1, key="counter")
    guard = t.vampire(0, 3, SABBAT)
    guard.locked = True
    bleeder = t.vampire(3, 3, PLAIN)
    to_unlock_of(t, 3)
    guard.locked = True  # locked again after its own unlock phase
    t.to_phase(MINION, 3)
    t.ok(K.Act(seat=3, minion=bleeder.id, kind=K.BLEED, target=0))
    t.pass_to(0)
    (use,) = _uses(t, 0, siege)
    assert use.target_card == guard.id
    assert dock(t, use, 0).endswith(
        "Aaron Bathurst unlocks and attempts to block with +1 intercept; "
        "burn 1 counter from this card"
    )
    assert dock(t, use, 0, "es") == (
        "Usar Bajo asedio: Aaron Bathurst se endereza e intenta bloquear con +1 de intercepción; "
        "quemar 1 ficha de esta carta"
    )
    t.ok(use)
    assert t.rules["action"]["blocker"] == guard.id and not guard.locked
    assert t.rules["action"]["intercept"] == 1
    assert siege.zone == "s0.ash_heap"  # its last counter burned


def test_under_siege_needs_a_counter_and_a_titled_sabbat_vampire(table):
    t = table
    t.to_phase(MINION)
    plain = t.vampire(0, 4, SABBAT)  # untitled
    card = t.in_hand(0, "Under Siege")
    assert acts(t, 0, card) == []
    before = _snapshot(t)
    assert t.refused(K.Act(seat=0, minion=plain.id, kind=K.ACTION, card=card.id))
    assert _snapshot(t) == before


# -- Fourth Tradition: The Accounting ----------------------------------------------------------


def test_fourth_tradition_gives_3_blood_to_a_younger_uncontrolled_vampire(table, spanish):
    t = table
    t.to_phase(MINION)
    prince = t.vampire(0, 4, PRINCE)
    younger = _uncontrolled(t, 0, YOUNG)
    card = t.in_hand(0, "Fourth Tradition: The Accounting")
    (cmd,) = acts(t, 0, card)  # not the older ones
    assert cmd.target_card == younger.id and cmd.kind == K.ACTION
    assert dock(t, cmd, 0) == (
        "Alexander Silverson plays Fourth Tradition: The Accounting: +1 stealth action; "
        "Sully gains 3 blood"
    )
    assert dock(t, cmd, 0, "es").endswith(": acción con +1 de sigilo; Sully gana 3 de sangre")
    t.ok(cmd)
    assert t.rules["action"]["stealth"] == 1 and not t.rules["action"]["directed"]
    succeed(t)
    assert younger.counters.get("blood", 0) == 3
    assert prince.counters["blood"] == 3  # its cost: 1 blood


def test_fourth_tradition_requires_a_prince_and_a_younger_vampire(table):
    t = table
    t.to_phase(MINION)
    plain = t.vampire(0, 4, PLAIN)
    prince = t.vampire(0, 4, PRINCE)
    older = _uncontrolled(t, 0, "Adana de Sforza")
    card = t.in_hand(0, "Fourth Tradition: The Accounting")
    assert acts(t, 0, card) == []
    before = _snapshot(t)
    assert t.refused(
        K.Act(seat=0, minion=plain.id, kind=K.ACTION, card=card.id, target_card=older.id)
    )
    cmd = K.Act(seat=0, minion=prince.id, kind=K.ACTION, card=card.id, target_card=older.id)
    assert t.refused(cmd) == "The card cannot be aimed there."
    assert _snapshot(t) == before


# -- Restoration -------------------------------------------------------------------------------


def test_restoration_gives_the_acting_vampire_2_or_3_blood(table, spanish):
    t = table
    t.to_phase(MINION)
    anarch = t.vampire(0, 1, ANARCH)  # no Fortitude: no play
    baron = t.vampire(0, 1, "André the Manipulator")  # FOR
    card = t.in_hand(0, "Restoration")
    offered = acts(t, 0, card)
    assert anarch.id not in [c.minion for c in offered]
    (sup,) = [c for c in offered if c.superior]
    assert dock(t, sup, 0) == (
        "André the Manipulator plays Restoration at superior: +1 stealth action; "
        "André the Manipulator gains 3 blood"
    )
    assert dock(t, sup, 0, "es").endswith(
        ": acción con +1 de sigilo; André the Manipulator gana 3 de sangre"
    )
    t.ok(sup)
    assert t.rules["action"]["stealth"] == 1
    succeed(t)
    assert baron.counters["blood"] == 4 and t.pool(0) == 30  # no cost


def test_restoration_inferior_gives_2_and_needs_fortitude(table):
    t = table
    t.to_phase(MINION)
    anarch = t.vampire(0, 1, ANARCH)
    baron = t.vampire(0, 1, "André the Manipulator")
    card = t.in_hand(0, "Restoration")
    before = _snapshot(t)
    assert t.refused(K.Act(seat=0, minion=anarch.id, kind=K.ACTION, card=card.id))
    assert _snapshot(t) == before
    baron = t.state.cards[baron.id]  # a refused command leaves the table as it was, anew
    (inf,) = [c for c in acts(t, 0, card) if not c.superior]
    assert dock(t, inf, 0).endswith(": +1 stealth action; André the Manipulator gains 2 blood")
    t.ok(inf)
    succeed(t)
    assert baron.counters["blood"] == 3


# -- Social Charm ------------------------------------------------------------------------------


def test_social_charm_bleeds_for_one_more_and_gains_1_pool_at_superior(table, spanish):
    t = table
    t.to_phase(MINION)
    anarch = t.vampire(0, 4, ANARCH)  # PRE
    card = t.in_hand(0, "Social Charm")
    (sup,) = [c for c in acts(t, 0, card) if c.superior]
    assert sup.kind == K.BLEED
    assert dock(t, sup, 0) == (
        "Aisha az-Zahra plays Social Charm at superior against B: bleed with +1 bleed; gain 1 pool"
    )
    assert dock(t, sup, 0, "es").endswith(": sangrar con +1 de sangrado; ganas 1 de reserva")
    amount = standing.bleed(t.state, anarch) + 1
    t.ok(sup)
    assert t.rules["action"]["amount"] == amount and t.rules["action"]["directed"]
    succeed(t)
    assert t.pool(1) == 30 - amount and t.pool(0) == 31
    assert anarch.counters["blood"] == 4  # no cost


def test_social_charm_no_pool_for_a_bleed_of_nothing_and_needs_presence(table):
    t = table
    t.to_phase(MINION)
    young = t.vampire(0, 4, YOUNG)  # no Presence
    anarch = t.vampire(0, 4, ANARCH)
    card = t.in_hand(0, "Social Charm")
    before = _snapshot(t)
    assert t.refused(K.Act(seat=0, minion=young.id, kind=K.BLEED, card=card.id))
    assert _snapshot(t) == before
    (sup,) = [c for c in acts(t, 0, card) if c.superior and c.minion == anarch.id]
    t.ok(sup)
    t.rules["action"]["amount"] = 0  # reduced to nothing
    succeed(t)
    assert t.pool(0) == 30 and t.pool(1) == 30


# -- Conceal -----------------------------------------------------------------------------------


def _equipment_on(t, minion, name=".44 Magnum"):
    region = TORPOR if minion.zone.endswith(TORPOR) else READY
    card = _from_library(t, minion.controller, name, region=region)
    card.attached_to = minion.id
    t.rebook()
    return card


def test_conceal_burns_an_equipment_or_at_superior_a_location(table, spanish):
    t = table
    t.to_phase(MINION)
    prince = t.vampire(0, 4, PRINCE)  # OBF
    other = t.vampire(2, 4, PLAIN)
    gun = _equipment_on(t, other)
    location = _from_library(t, 1, "Hackerspace")
    card = t.in_hand(0, "Conceal")
    offered = acts(t, 0, card)
    (inf,) = [c for c in offered if not c.superior]
    (sup,) = [c for c in offered if c.superior]
    assert inf.target_card == gun.id and sup.target_card == location.id
    assert dock(t, inf, 0) == "Alexander Silverson plays Conceal against C: burn .44 Magnum"
    assert dock(t, inf, 0, "es").endswith("contra C: quemar .44 Magnum")
    assert dock(t, sup, 0) == (
        "Alexander Silverson plays Conceal at superior against B: burn Hackerspace"
    )
    t.ok(sup)
    assert t.rules["action"]["directed"] and t.rules["action"]["target"] == 1
    succeed(t)
    assert location.zone == "s1.ash_heap" and prince.counters["blood"] == 4  # no cost


def test_conceal_inferior_burns_the_equipment(table):
    t = table
    t.to_phase(MINION)
    t.vampire(0, 4, YOUNG)  # obf
    other = t.vampire(2, 4, PLAIN)
    gun = _equipment_on(t, other)
    card = t.in_hand(0, "Conceal")
    (cmd,) = acts(t, 0, card)
    t.ok(cmd)
    succeed(t)
    assert gun.zone == "s2.ash_heap" and gun.attached_to is None


def test_conceal_refuses_ones_own_equipment_and_a_superior_without_obfuscate(table):
    t = table
    t.to_phase(MINION)
    young = t.vampire(0, 4, YOUNG)
    mine = _equipment_on(t, young)
    location = _from_library(t, 1, "Hackerspace")
    card = t.in_hand(0, "Conceal")
    before = _snapshot(t)
    own = K.Act(seat=0, minion=young.id, kind=K.ACTION, card=card.id, target_card=mine.id)
    assert t.refused(own) == "The card cannot be aimed there."
    sup = K.Act(
        seat=0,
        minion=young.id,
        kind=K.ACTION,
        card=card.id,
        target_card=location.id,
        superior=True,
    )
    assert t.refused(sup)
    assert _snapshot(t) == before


def test_fifth_tradition_refuses_the_acting_vampire_as_its_aim(table):
    t = table
    t.to_phase(MINION)
    prince = t.vampire(0, 2, PRINCE)
    card = t.in_hand(0, "Fifth Tradition: Hospitality")
    before = _snapshot(t)
    cmd = K.Act(seat=0, minion=prince.id, kind=K.ACTION, card=card.id, target_card=prince.id)
    assert t.refused(cmd) == "The card cannot be aimed there."
    assert _snapshot(t) == before


# -- Make the Misere ---------------------------------------------------------------------------

MISERE = "Atiena"  # Anarch Brujah, capacity 6: obf pot pre CEL


def test_make_the_misere_with_three_disciplines_enters_combat_with_a_locked_minion(table, spanish):
    t = table
    t.to_phase(MINION)
    atiena = t.vampire(0, 4, MISERE)
    victim = t.vampire(1, 3, PLAIN)
    victim.locked = True
    t.vampire(2, 3, YOUNG)  # unlocked: not offered
    card = t.in_hand(0, "Make the Misere")
    offered = acts(t, 0, card)
    assert {c.mode for c in offered} == set(range(7))
    assert {c.target_card for c in offered} == {victim.id}
    (cmd,) = [c for c in offered if c.mode == 6 and not c.superior]
    assert dock(t, cmd, 0) == (
        "Atiena plays Make the Misere against B: with Celerity; with Obfuscate; with Potence; "
        "+1 stealth action; enter combat with Colin Flynn; 1 optional maneuver during that "
        "combat; +1 strength during that combat"
    )
    assert dock(t, cmd, 0, "es").endswith("+1 de fuerza durante ese combate")
    t.ok(cmd)
    assert t.rules["action"]["stealth"] == 1 and t.rules["action"]["directed"]
    succeed(t)
    combat = t.rules["combat"]
    assert {combat["a"], combat["b"]} == {atiena.id, victim.id}
    given = {(e["what"], e["n"]) for e in combat["fx"] if e["card"] == card.id}
    assert given == {("maneuver", 1), ("strength", 1)}
    assert atiena.counters["blood"] == 4  # no cost


def test_make_the_misere_with_potence_alone_gives_strength_only(table):
    t = table
    t.to_phase(MINION)
    t.vampire(0, 4, MISERE)
    victim = t.vampire(1, 3, PLAIN)
    victim.locked = True
    card = t.in_hand(0, "Make the Misere")
    (cmd,) = [c for c in acts(t, 0, card) if c.mode == 2 and not c.superior]
    t.ok(cmd)
    assert t.rules["action"]["stealth"] == 0
    succeed(t)
    given = [e["what"] for e in t.rules["combat"]["fx"] if e["card"] == card.id]
    assert given == ["strength"]


def test_make_the_misere_refuses_an_unlocked_minion_and_a_non_anarch(table):
    t = table
    t.to_phase(MINION)
    atiena = t.vampire(0, 4, MISERE)
    plain = t.vampire(0, 4, PLAIN)  # Camarilla, cel
    victim = t.vampire(1, 3, YOUNG)
    card = t.in_hand(0, "Make the Misere")
    assert acts(t, 0, card) == []
    before = _snapshot(t)
    cmd = K.Act(seat=0, minion=atiena.id, kind=K.ACTION, card=card.id, target_card=victim.id)
    assert t.refused(cmd) == "The card cannot be aimed there."
    t.state.cards[victim.id].locked = True
    cmd = K.Act(seat=0, minion=plain.id, kind=K.ACTION, card=card.id, target_card=victim.id)
    assert t.refused(cmd)
    t.state.cards[victim.id].locked = False
    assert _snapshot(t) == before


# -- Propaganda --------------------------------------------------------------------------------


def test_propaganda_titled_vampires_cannot_block_and_the_target_locks_a_minion(table, spanish):
    from vtt.games.vtes.rules.stages import decider

    t = table
    t.to_phase(MINION)
    anarch = t.vampire(0, 4, ANARCH)  # PRE
    prince = t.vampire(1, 4, PRINCE)  # a prince: cannot block
    plain = t.vampire(1, 3, PLAIN)
    card = t.in_hand(0, "Propaganda")
    (sup,) = [c for c in acts(t, 0, card) if c.superior]
    assert sup.kind == K.BLEED
    assert dock(t, sup, 0) == (
        "Aisha az-Zahra plays Propaganda at superior against B: bleed with +1 bleed; "
        "titled vampires cannot block this action; "
        "the target Methuselah locks a ready unlocked minion they control"
    )
    assert dock(t, sup, 0, "es").endswith(
        ": sangrar con +1 de sangrado; los vampiros con título no pueden bloquear esta acción; "
        "el Matusalén objetivo gira un siervo listo y enderezado que controle"
    )
    amount = standing.bleed(t.state, anarch) + 1
    t.ok(sup)
    t.pass_to(1)
    assert t.refused(K.Block(seat=1, minion=prince.id)) == (
        "Titled vampires cannot block this action."
    )
    succeed(t)
    assert t.pool(1) == 30 - amount
    assert t.state.cards[anarch.id].counters["blood"] == 2  # its 2 blood
    ask = decider(t.state)
    assert ask.stage == "ask" and ask.seat == 1
    offered = [c for c in legal_commands(t.state, 1) if isinstance(c, K.Answer)]
    assert {c.card for c in offered} == {prince.id, plain.id}
    (lock,) = [c for c in offered if c.card == plain.id]
    assert dock(t, lock, 1) == "Lock Colin Flynn"
    t.ok(lock)
    assert t.state.cards[plain.id].locked and not t.state.cards[prince.id].locked


def test_propaganda_inferior_lets_an_untitled_vampire_block_and_asks_nothing(table):
    t = table
    t.to_phase(MINION)
    t.vampire(0, 4, PRINCE)  # pre
    plain = t.vampire(1, 3, PLAIN)
    card = t.in_hand(0, "Propaganda")
    (cmd,) = acts(t, 0, card)
    assert not cmd.superior
    t.ok(cmd)
    t.pass_to(1)
    t.ok(K.Block(seat=1, minion=plain.id))
    assert t.rules["action"]["blocker"] == plain.id


def test_propaganda_needs_presence_and_2_blood(table):
    t = table
    t.to_phase(MINION)
    young = t.vampire(0, 4, YOUNG)
    poor = t.vampire(0, 1, ANARCH)
    card = t.in_hand(0, "Propaganda")
    assert acts(t, 0, card) == []
    before = _snapshot(t)
    assert t.refused(K.Act(seat=0, minion=young.id, kind=K.BLEED, card=card.id))
    assert t.refused(K.Act(seat=0, minion=poor.id, kind=K.BLEED, card=card.id))
    assert _snapshot(t) == before


# -- Cardinal Benediction ----------------------------------------------------------------------


def _ref_under_way(t):
    t.pass_round()
    t.pass_round()
    assert t.rules["referendum"] is not None


def test_cardinal_benediction_makes_a_cardinal_and_only_sabbat_vote(table, spanish):
    from vtt.games.vtes.rules.effects.kinds.politics import held_title, title_card_votes

    t = table
    t.to_phase(MINION)
    archbishop = t.vampire(0, 4, TITLED_SABBAT)
    chosen = t.vampire(0, 2, "Adonai")  # Sabbat, capacity 7
    t.vampire(0, 2, SABBAT)  # capacity 4: not offered
    prince = t.vampire(1, 4, PRINCE)  # Camarilla: no vote in it
    card = t.in_hand(0, "Cardinal Benediction")
    offered = acts(t, 0, card)
    assert {c.target_card for c in offered} == {archbishop.id, chosen.id}
    (cmd,) = [c for c in offered if c.minion == archbishop.id and c.target_card == chosen.id]
    assert cmd.kind == K.POLITICAL
    assert dock(t, cmd, 0) == (
        "Aeron plays Cardinal Benediction (stealth 1): if it passes, it is put on Adonai as a "
        "title; only Sabbat vampires cast votes or ballots in this referendum; "
        "the title Cardinal, worth 3 votes"
    )
    assert dock(t, cmd, 0, "es").endswith(
        "si se aprueba, se pone sobre Adonai como título; en este referéndum solo votan "
        "los vampiros del Sabbat; el título Cardinal, que vale 3 votos"
    )
    t.ok(cmd)
    _ref_under_way(t)
    assert not [
        c for c in legal_commands(t.state, 1) if isinstance(c, K.Vote) and c.minion == prince.id
    ]
    assert t.refused(K.Vote(seat=1, side="against", source="vampire", minion=prince.id)) == (
        "Only Sabbat vampires cast votes or ballots in this referendum."
    )
    t.ok(K.Vote(seat=0, side="for", source="vampire", minion=archbishop.id))
    for seat in (0, 1, 2, 3):
        t.ok(K.Pass(seat=seat))
    assert t.rules["referendum"] is None
    chosen = t.state.cards[chosen.id]
    card = t.state.cards[card.id]
    assert card.attached_to == chosen.id and card.zone == "s0.ready"
    assert held_title(t.state, chosen).title == "Cardinal"
    assert title_card_votes(t.state, chosen) == 3


def test_cardinal_benediction_needs_a_sabbat_caller_and_a_big_sabbat_aim(table):
    t = table
    t.to_phase(MINION)
    prince = t.vampire(0, 4, PRINCE)
    small = t.vampire(0, 4, SABBAT)
    big = t.vampire(1, 4, "Adonai")
    card = t.in_hand(0, "Cardinal Benediction")
    before = _snapshot(t)
    camarilla = K.Act(seat=0, minion=prince.id, kind=K.POLITICAL, card=card.id, target_card=big.id)
    assert t.refused(camarilla)
    young = K.Act(seat=0, minion=small.id, kind=K.POLITICAL, card=card.id, target_card=small.id)
    assert t.refused(young) == "The card cannot be aimed there."
    assert _snapshot(t) == before
    t.ok(K.Act(seat=0, minion=small.id, kind=K.POLITICAL, card=card.id, target_card=big.id))
    _ref_under_way(t)
    for seat in (0, 1, 2, 3):
        t.ok(K.Pass(seat=seat))
    assert t.state.cards[card.id].attached_to is None  # no votes: it failed


# -- Tier of Souls -----------------------------------------------------------------------------

ANI_SUPERIOR = ANIMALISM


def test_tier_of_souls_superior_steals_blood_and_stays_for_one_more_bleed(table, spanish):
    t = table
    t.to_phase(MINION)
    thief = t.vampire(0, 3, ANI_SUPERIOR)
    victim = t.vampire(1, 3, PLAIN)
    t.vampire(2, 3, YOUNG)  # not the prey's: not offered
    card = t.in_hand(0, "Tier of Souls")
    offered = acts(t, 0, card)
    assert {c.target_card for c in offered} == {victim.id}
    (sup,) = [c for c in offered if c.superior]
    assert dock(t, sup, 0) == (
        "Adhiambo plays Tier of Souls at superior against B: "
        "steal 1 blood or life from Colin Flynn; put this card on Adhiambo; +1 bleed"
    )
    assert dock(t, sup, 0, "es").startswith("Adhiambo juega Tier of Souls")
    assert "robar 1 de sangre o de vida a Colin Flynn" in dock(t, sup, 0, "es")
    before = standing.bleed(t.state, thief)
    t.ok(sup)
    assert t.rules["action"]["directed"] and t.rules["action"]["target"] == 1
    succeed(t)
    assert victim.counters["blood"] == 2 and thief.counters["blood"] == 4
    assert card.attached_to == thief.id
    assert standing.bleed(t.state, thief) == before + 1
    other = t.in_hand(0, "Tier of Souls")
    assert [c for c in acts(t, 0, other) if c.superior and c.minion == thief.id] == []


def test_tier_of_souls_inferior_steals_life_from_an_ally_and_burns_it(table):
    t = table
    t.to_phase(MINION)
    thief = t.vampire(0, 3, ANI_SUPERIOR)
    ally = _from_library(t, 1, "Carlton Van Wyk", life=1)
    card = t.in_hand(0, "Tier of Souls")
    (inf,) = [c for c in acts(t, 0, card) if not c.superior and c.target_card == ally.id]
    t.ok(inf)
    succeed(t)
    assert ally.zone == "s1.ash_heap" and thief.counters["blood"] == 4
    assert card.zone == "s0.ash_heap"


def test_tier_of_souls_is_burned_by_another_methuselahs_minion(table):
    t = table
    t.to_phase(MINION)
    bearer = t.vampire(1, 3, ANI_SUPERIOR)
    card = _from_library(t, 1, "Tier of Souls")
    card.attached_to = bearer.id
    t.rebook()
    minion = t.vampire(0, 3, PLAIN)
    (burn,) = [
        c for c in legal_commands(t.state, 0) if isinstance(c, K.Act) and c.target_card == card.id
    ]
    assert burn.minion == minion.id
    t.ok(burn)
    assert t.rules["action"]["target"] == 1 and t.rules["action"]["directed"]
    succeed(t)
    assert card.zone == "s1.ash_heap" and bearer.counters["blood"] == 3


def test_tier_of_souls_needs_animalism_and_a_minion_of_the_prey(table):
    t = table
    t.to_phase(MINION)
    plain = t.vampire(0, 4, PLAIN)
    thief = t.vampire(0, 3, ANI_SUPERIOR)
    mine = t.vampire(0, 3, YOUNG)
    victim = t.vampire(1, 3, YOUNG)
    card = t.in_hand(0, "Tier of Souls")
    before = _snapshot(t)
    no_ani = K.Act(seat=0, minion=plain.id, kind=K.ACTION, card=card.id, target_card=victim.id)
    assert t.refused(no_ani)
    own = K.Act(seat=0, minion=thief.id, kind=K.ACTION, card=card.id, target_card=mine.id)
    assert t.refused(own) == "The card cannot be aimed there."
    assert _snapshot(t) == before


# -- Cold War ----------------------------------------------------------------------------------

CARDINAL = "Bruce de Guy"  # Sabbat cardinal, capacity 10


def _pass_all(t):
    for seat in (0, 1, 2, 3):
        t.ok(K.Pass(seat=seat))
    assert t.rules["referendum"] is None


def test_cold_war_a_cardinal_chooses_a_methuselah_and_a_location(table, spanish):
    t = table
    t.to_phase(MINION)
    cardinal = t.vampire(0, 4, CARDINAL)
    location = _from_library(t, 2, "Hackerspace")
    card = t.in_hand(0, "Cold War")
    offered = acts(t, 0, card)
    assert {c.mode for c in offered} == {0, 1, 2}
    (both,) = [c for c in offered if c.mode == 2 and c.target == 1]
    assert both.target_card == location.id and both.kind == K.POLITICAL
    assert dock(t, both, 0) == (
        "Bruce de Guy plays Cold War (stealth 1): as a cardinal / regent; "
        "if it passes, B burns 3 pool; burn Hackerspace"
    )
    assert dock(t, both, 0, "es").endswith(
        "como cardinal / regent; si se aprueba, B quema 3 de reserva; quemar Hackerspace"
    )
    t.ok(both)
    _ref_under_way(t)
    t.ok(K.Vote(seat=0, side="for", source="vampire", minion=cardinal.id))
    _pass_all(t)
    assert _pools(t) == [30, 27, 30, 30]
    assert t.state.cards[location.id].zone == "s2.ash_heap"
    assert t.state.cards[cardinal.id].counters["blood"] == 4  # no cost


def test_cold_war_an_archbishop_chooses_one_of_them(table):
    t = table
    t.to_phase(MINION)
    archbishop = t.vampire(0, 4, TITLED_SABBAT)
    location = _from_library(t, 2, "Hackerspace")
    card = t.in_hand(0, "Cold War")
    offered = acts(t, 0, card)
    assert {c.mode for c in offered} == {0, 1}
    before = _snapshot(t)
    both = K.Act(
        seat=0,
        minion=archbishop.id,
        kind=K.POLITICAL,
        card=card.id,
        target=1,
        target_card=location.id,
        mode=2,
    )
    assert t.refused(both) == "Only a cardinal / regent can choose that."
    assert _snapshot(t) == before
    (burn,) = [c for c in acts(t, 0, card) if c.mode == 1]
    t.ok(burn)
    _ref_under_way(t)
    t.ok(K.Vote(seat=0, side="for", source="vampire", minion=archbishop.id))
    _pass_all(t)
    assert _pools(t) == [30, 30, 30, 30]
    assert t.state.cards[location.id].zone == "s2.ash_heap"


def test_cold_war_needs_a_titled_sabbat_vampire(table):
    t = table
    t.to_phase(MINION)
    untitled = t.vampire(0, 4, SABBAT)
    prince = t.vampire(0, 4, PRINCE)
    card = t.in_hand(0, "Cold War")
    assert acts(t, 0, card) == []
    before = _snapshot(t)
    for minion in (untitled, prince):
        cmd = K.Act(seat=0, minion=minion.id, kind=K.POLITICAL, card=card.id, target=1)
        assert t.refused(cmd)
    assert _snapshot(t) == before


def test_conceal_burns_an_equipment_on_a_vampire_in_torpor(table):
    t = table
    t.to_phase(MINION)
    t.vampire(0, 4, YOUNG)
    sleeper = _torpid(t, 3, PLAIN)
    gun = _equipment_on(t, sleeper)
    card = t.in_hand(0, "Conceal")
    (cmd,) = acts(t, 0, card)
    assert cmd.target_card == gun.id
    t.ok(cmd)
    assert t.rules["action"]["target"] == 3
    succeed(t)
    assert gun.zone == "s3.ash_heap"
