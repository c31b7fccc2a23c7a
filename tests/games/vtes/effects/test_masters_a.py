"""The master cards of master_a.json (A to O), played and used as the engine runs them:
their offer and words in both languages, their cost, their effect and a refusal each."""

from __future__ import annotations

import pytest

from vtt.core.table import move_card
from vtt.games.vtes.layout import ASH_HEAP, CRYPT, READY, UNCONTROLLED, zone
from vtt.games.vtes.rules import commands as K
from vtt.games.vtes.rules import tokens
from vtt.games.vtes.rules.data import INFLUENCE, MASTER, MINION, UNLOCK
from vtt.games.vtes.rules.effects.catalog import load
from vtt.games.vtes.rules.legal import legal_commands

from .conftest import Table, dock, plays

MASTER_A = "master_a.json"


def masters(t, seat, card):
    """The ``vtes_master`` choices the dock offers ``seat`` for ``card``."""
    return [
        c
        for c in legal_commands(t.state, seat)
        if isinstance(c, K.PlayMaster) and c.card == card.id
    ]


def uses(t, seat, card):
    """The ``vtes_use`` choices the dock offers ``seat`` for ``card``."""
    return [
        c for c in legal_commands(t.state, seat) if isinstance(c, K.UseCard) and c.card == card.id
    ]


def in_play(t, seat, name, on=None):
    """A card ``name`` of ``seat`` put in its ready region (or on the minion ``on``)."""
    card = t.in_hand(seat, name, index=-1)
    where = t.state.zones[on.zone] if on is not None else t.state.zones[zone(seat, READY)]
    move_card(t.state, card, where, face_up=True)
    card.controller = seat
    if on is not None:
        card.attached_to = on.id
    return card


def blood(t, card) -> int:
    """``card``'s blood now (a command gives the session a new state: read it again)."""
    return t.state.cards[card.id].counters.get("blood", 0)


def now(t, card):
    """``card`` as it is now in the session's state."""
    return t.state.cards[card.id]


# -- the data ----------------------------------------------------------------------------------


def test_every_card_of_the_file_is_read_against_its_text():
    from vtt.games.vtes.rules.effects.catalog import EFFECTS_DIR, read_file

    entries = read_file(EFFECTS_DIR / MASTER_A)
    assert len(entries) == 38
    assert all(e.checked for e in entries.values())
    assert load()["vtes:100015"].automated


# -- locations played: kept in play, their cost paid ----------------------------------------------

LOCATIONS = [
    ("Academic Hunting Ground", 2, "Chrysanthemum"),
    ("Anarch Railroad", 2, None),
    ("Arcane Library", 2, "Chrysanthemum"),
    ("Art Museum", 2, "Bret Stryker"),
    ("Asylum Hunting Ground", 2, "Ashley"),
    ("Backways", 2, "Dario Ziggler"),
    ("Biotech Company Hunting Ground", 2, "Hiromitsu Asano"),
    ("Channel 10", 2, None),
    ("Creepshow Casino", 2, None),
    ("Ecoterrorists", 2, "Dario Ziggler"),
    ("Elysian Fields", 2, "Azucena"),
    ("Fortune Teller Shop", 2, "Gathii"),
    ("Haqim's Law: Retribution", 0, "Omer"),
    ("Information Highway", 0, None),
    ("KRCG News Radio", 2, None),
    ("Library Hunting Ground", 2, "Lawbringer"),
    ("Market Square", 1, "Omer"),
]


@pytest.mark.parametrize(("name", "cost", "clan_vampire"), LOCATIONS)
def test_a_location_is_kept_in_play_for_its_cost(table, name, cost, clan_vampire):
    t = table
    t.to_phase(MASTER)
    card = t.in_hand(0, name)
    if clan_vampire is not None:  # the clan it requires (the engine's legality)
        t.vampire(0, 1, "Ashley" if clan_vampire == "Bret Stryker" else "Bret Stryker")
        assert masters(t, 0, card) == []
        assert "requires" in t.refused(K.PlayMaster(seat=0, card=card.id, keep=True))
        t.vampire(0, 1, clan_vampire)
    offered = masters(t, 0, card)
    assert [c.keep for c in offered] == [True]
    kept = "keep it in play (location)." if "Haqim" not in name else "keep it in play."
    assert dock(t, offered[0], 0).startswith(f"Play {name}: {kept}")
    pool = t.pool(0)
    t.ok(offered[0])
    assert t.pool(0) == pool - cost
    assert now(t, card).zone == zone(0, READY) and now(t, card).face_up


# -- hunting grounds --------------------------------------------------------------------------

HUNTING_GROUNDS = [
    "Academic Hunting Ground",
    "Asylum Hunting Ground",
    "Biotech Company Hunting Ground",
    "Library Hunting Ground",
]


@pytest.mark.parametrize("name", HUNTING_GROUNDS)
def test_a_hunting_ground_feeds_one_ready_vampire_once_in_the_unlock_phase(table, spanish, name):
    t = table
    assert t.rules["phase"] == UNLOCK and t.state.turn.active == 0
    sully = t.vampire(0, 2, "Sully")
    ground = in_play(t, 0, name)
    offered = uses(t, 0, ground)
    assert [c.target_card for c in offered] == [sully.id]
    other = t.vampire(0, 2)
    assert dock(t, offered[0], 0) == f"Use {name}: Sully gains 1 blood"
    assert dock(t, offered[0], 0, "es").endswith("Sully gana 1 de sangre")
    t.ok(offered[0])
    assert blood(t, sully) == 3
    assert uses(t, 0, ground) == []
    why = t.refused(K.UseCard(seat=0, card=ground.id, target_card=other.id))
    assert why == f"{name} has been used as often as it may be now."
    assert (blood(t, sully), blood(t, other)) == (3, 2)


def test_a_vampire_feeds_from_one_hunting_ground_a_turn(table):
    t = table
    sully = t.vampire(0, 2, "Sully")
    first = in_play(t, 0, "Academic Hunting Ground")
    second = in_play(t, 0, "Asylum Hunting Ground")
    t.ok(K.UseCard(seat=0, card=first.id, target_card=sully.id))
    assert uses(t, 0, second) == []
    why = t.refused(K.UseCard(seat=0, card=second.id, target_card=sully.id))
    assert why == "The card cannot be aimed there."
    assert blood(t, sully) == 3


def test_a_hunting_ground_feeds_only_in_its_controllers_unlock_phase(table):
    t = table
    sully = t.vampire(0, 2, "Sully")
    ground = in_play(t, 0, "Library Hunting Ground")
    t.to_phase(MASTER)
    assert uses(t, 0, ground) == []
    why = t.refused(K.UseCard(seat=0, card=ground.id, target_card=sully.id))
    assert why == "A hunting ground feeds during your unlock phase."
    assert blood(t, sully) == 2


def _anarchs(t):
    """Two Anarchs and a baron of seat 0 in play (Kuyén is a Gangrel baron)."""
    kuyen = t.vampire(0, 2, "Kuyén")
    gathii = t.vampire(0, 2, "Gathii")
    return kuyen, gathii


def test_carfax_abbey_requires_a_ready_anarch_and_feeds_two_with_a_baron(table, spanish):
    t = table
    t.to_phase(MASTER)
    abbey = t.in_hand(0, "Carfax Abbey")
    t.vampire(0, 1, "Sully")
    assert masters(t, 0, abbey) == []
    why = t.refused(K.PlayMaster(seat=0, card=abbey.id, keep=True))
    assert why == "Carfax Abbey requires a minion of the Anarch sect; Sully is not."
    kuyen, gathii = _anarchs(t)
    pool = t.pool(0)
    t.ok(masters(t, 0, abbey)[0])
    assert t.pool(0) == pool - 2
    t.state.turn.active = 0
    t.rules["phase"] = UNLOCK
    offered = uses(t, 0, abbey)
    assert {c.target_card for c in offered} == {kuyen.id, gathii.id}
    to_kuyen = next(c for c in offered if c.target_card == kuyen.id)
    assert dock(t, to_kuyen, 0) == "Use Carfax Abbey: Kuyén gains 1 blood"
    assert dock(t, to_kuyen, 0, "es") == "Usar Abadía de Carfax: Kuyén gana 1 de sangre"
    t.ok(to_kuyen)
    t.ok(K.UseCard(seat=0, card=abbey.id, target_card=gathii.id))
    assert (blood(t, kuyen), blood(t, gathii)) == (3, 3)
    assert t.refused(K.UseCard(seat=0, card=abbey.id, target_card=gathii.id)) == (
        "The card cannot be aimed there."
    )


def test_carfax_abbey_feeds_one_anarch_without_a_baron(table):
    t = table
    gathii = t.vampire(0, 2, "Gathii")
    other = t.vampire(0, 2, "Doc Martina")
    abbey = in_play(t, 0, "Carfax Abbey")
    t.ok(K.UseCard(seat=0, card=abbey.id, target_card=gathii.id))
    why = t.refused(K.UseCard(seat=0, card=abbey.id, target_card=other.id))
    assert why == "Carfax Abbey has been used as often as it may be now."
    assert blood(t, other) == 2


# -- locations locked for stealth or intercept -------------------------------------------------


def _block_attempt(t, acting_name, blocker_name="Ashley"):
    """Seat 0's ``acting_name`` bleeds seat 1, whose ``blocker_name`` attempts to block:
    the acting Methuselah holds the impulse with stealth needed."""
    t.to_phase(MINION)
    acting = t.vampire(0, 3, acting_name)
    blocker = t.vampire(1, 3, blocker_name)
    t.ok(K.Act(seat=0, minion=acting.id, kind=K.BLEED))
    t.pass_to(1)
    t.ok(K.Block(seat=1, minion=blocker.id))
    return acting, blocker


STEALTH = [
    ("Anarch Railroad", "Gathii", "Bret Stryker"),
    ("Backways", "Dario Ziggler", "Gathii"),
    ("Elysian Fields", "Azucena", "Gathii"),
    ("Fortune Teller Shop", "Gathii", "Dario Ziggler"),
]


@pytest.mark.parametrize(("name", "able", "unable"), STEALTH)
def test_a_location_locks_for_stealth_to_its_kind_of_acting_vampire(
    table, spanish, name, able, unable
):
    t = table
    _block_attempt(t, able)
    place = in_play(t, 0, name)
    offered = uses(t, 0, place)
    assert offered == [K.UseCard(seat=0, card=place.id)]
    assert dock(t, offered[0], 0) == f"Use {name}: lock {name}; +1 stealth"
    assert dock(t, offered[0], 0, "es").endswith("; +1 de sigilo")
    t.ok(offered[0])
    assert t.rules["action"]["stealth"] == 1 and now(t, place).locked
    assert t.refused(offered[0]) == f"{name} is locked."
    assert t.rules["action"]["stealth"] == 1


@pytest.mark.parametrize(("name", "able", "unable"), STEALTH)
def test_a_stealth_location_is_refused_to_another_kind_of_vampire(table, name, able, unable):
    t = table
    _block_attempt(t, unable)
    place = in_play(t, 0, name)
    assert uses(t, 0, place) == []
    assert t.refused(K.UseCard(seat=0, card=place.id)) == (
        "The card's own condition is not met now."
    )
    assert t.rules["action"]["stealth"] == 0 and not now(t, place).locked


def test_creepshow_casino_gives_stealth_as_an_undirected_action_is_announced(table, spanish):
    t = table
    t.to_phase(MINION)
    sully = t.vampire(0, 3, "Sully")
    casino = in_play(t, 0, "Creepshow Casino")
    t.ok(K.Act(seat=0, minion=sully.id, kind=K.HUNT))
    stealth = t.rules["action"]["stealth"]
    offered = uses(t, 0, casino)
    assert offered == [K.UseCard(seat=0, card=casino.id)]
    assert dock(t, offered[0], 0) == "Use Creepshow Casino: lock Creepshow Casino; +1 stealth"
    assert dock(t, offered[0], 0, "es") == (
        "Usar Casino de los Horrores: girar Creepshow Casino; +1 de sigilo"
    )
    t.ok(offered[0])
    assert t.rules["action"]["stealth"] == stealth + 1 and now(t, casino).locked


def test_creepshow_casino_is_refused_on_a_directed_action(table):
    t = table
    t.to_phase(MINION)
    sully = t.vampire(0, 3, "Sully")
    casino = in_play(t, 0, "Creepshow Casino")
    t.ok(K.Act(seat=0, minion=sully.id, kind=K.BLEED))
    assert t.refused(K.UseCard(seat=0, card=casino.id)) == (
        "The card's own condition is not met now."
    )
    assert not now(t, casino).locked


INTERCEPT = [
    ("Channel 10", "Ashley", 2),
    ("KRCG News Radio", "Ashley", 1),
    ("Market Square", "Omer", 1),
]


def _blocked_by_seat0(t, blocker_name):
    """Seat 3 (seat 0's predator) bleeds seat 0; seat 0's ``blocker_name`` attempts to
    block and seat 3 gives its action stealth; seat 0 gets the impulse."""
    t.state.turn.active = 3
    t.to_phase(MINION, 3)
    acting = t.vampire(3, 3, "Sully")
    blocker = t.vampire(0, 3, blocker_name)
    t.ok(K.Act(seat=3, minion=acting.id, kind=K.BLEED, target=0))
    t.rules["action"]["stealth"] = 2
    t.pass_to(0)
    t.ok(K.Block(seat=0, minion=blocker.id))
    return acting, blocker


@pytest.mark.parametrize(("name", "blocker_name", "n"), INTERCEPT)
def test_a_location_locks_for_intercept_to_a_blocker_of_its_controller(
    table, spanish, name, blocker_name, n
):
    t = table
    _, blocker = _blocked_by_seat0(t, blocker_name)
    t.rules["acted"]["first"] = ["bleed"]  # Channel 10: not the first action of the phase
    place = in_play(t, 0, name)
    t.pass_to(0)
    offered = uses(t, 0, place)
    assert offered == [K.UseCard(seat=0, card=place.id)]
    words = f"Use {name}: lock {name}; +{n} intercept to {blocker_name}"
    assert dock(t, offered[0], 0) == words
    assert dock(t, offered[0], 0, "es").endswith(f"+{n} de intercepción para {blocker_name}")
    pool = t.pool(0)
    t.ok(offered[0])
    assert t.rules["action"]["intercept"] == n and now(t, place).locked
    assert t.pool(0) == pool


def test_channel_10_is_not_usable_in_the_first_action_of_a_minion_phase(table):
    t = table
    _blocked_by_seat0(t, "Ashley")
    place = in_play(t, 0, "Channel 10")
    t.pass_to(0)
    assert uses(t, 0, place) == []
    assert t.refused(K.UseCard(seat=0, card=place.id)) == (
        "The card's own condition is not met now."
    )


def test_market_square_is_only_for_a_banu_haqim(table):
    t = table
    _blocked_by_seat0(t, "Ashley")
    place = in_play(t, 0, "Market Square")
    t.pass_to(0)
    assert uses(t, 0, place) == []


def test_krcg_gives_another_methuselahs_blocker_intercept_for_1_pool(table, spanish):
    t = table
    _, blocker = _block_attempt(t, "Sully")
    t.rules["action"]["stealth"] = 1
    radio = in_play(t, 2, "KRCG News Radio")
    t.pass_to(2)
    offered = uses(t, 2, radio)
    assert offered == [K.UseCard(seat=2, card=radio.id)]
    assert dock(t, offered[0], 2) == (
        "Use KRCG News Radio: lock KRCG News Radio; burn 1 pool; +1 intercept to Ashley"
    )
    pool = t.pool(2)
    t.ok(offered[0])
    assert t.pool(2) == pool - 1 and t.rules["action"]["intercept"] == 1
    assert now(t, radio).locked


# -- locations locked in the influence phase: blood for an uncontrolled vampire --------------

INFLUENCE_BLOOD = [
    ("Arcane Library", "Chrysanthemum", "Tremere"),
    ("Art Museum", "Bret Stryker", "Toreador"),
    ("Ecoterrorists", "Dario Ziggler", "Gangrel"),
]


def _uncontrolled(t, seat, name):
    """The first card of ``seat``'s uncontrolled region, renamed to ``name``."""
    card = t.state.cards[t.state.zones[zone(seat, UNCONTROLLED)].cards[0]]
    card.catalog = t.by_name(name).catalog
    return card


@pytest.mark.parametrize(("name", "vampire", "clan"), INFLUENCE_BLOOD)
def test_a_location_locks_in_the_influence_phase_for_blood_on_an_uncontrolled_vampire(
    table, spanish, name, vampire, clan
):
    t = table
    card = _uncontrolled(t, 0, vampire)
    place = in_play(t, 0, name)
    assert uses(t, 0, place) == []  # not in the unlock phase
    assert t.refused(K.UseCard(seat=0, card=place.id, target_card=card.id)) == (
        "The card's own condition is not met now."
    )
    t.to_phase(INFLUENCE)
    offered = uses(t, 0, place)
    assert offered == [K.UseCard(seat=0, card=place.id, target_card=card.id)]
    assert dock(t, offered[0], 0) == f"Use {name}: lock {name}; {vampire} gains 1 blood"
    assert dock(t, offered[0], 0, "es").endswith(f"{vampire} gana 1 de sangre")
    before, pool = blood(t, card), t.pool(0)
    done = t.ok(offered[0])
    assert blood(t, card) == before + 1 and t.pool(0) == pool and now(t, place).locked
    said = next(e for e in done.events if getattr(e, "why", "") == "ma_uncontrolled_blood")
    assert said.args == {"cause": t.by_name(name).catalog, "seat": 0, "trait": clan}


def test_an_uncontrolled_vampire_of_another_clan_is_not_offered(table):
    t = table
    other = _uncontrolled(t, 0, "Ashley")
    place = in_play(t, 0, "Arcane Library")
    t.to_phase(INFLUENCE)
    assert all(c.target_card != other.id for c in uses(t, 0, place))
    assert t.refused(K.UseCard(seat=0, card=place.id, target_card=other.id)) == (
        "The card cannot be aimed there."
    )


# -- trifles and cards used up ----------------------------------------------------------------


def test_life_in_the_city_adds_1_blood_to_a_ready_vampire_and_gives_the_master_action_back(
    table, spanish
):
    t = table
    t.to_phase(MASTER)
    sully = t.vampire(0, 2, "Sully")
    theirs = t.vampire(1, 2, "Ashley")
    torpid = t.vampire(2, 2, "Bret Stryker", ready=False)
    life = t.in_hand(0, "Life in the City")
    offered = masters(t, 0, life)
    assert {c.target_card for c in offered} == {sully.id, theirs.id}
    to_ashley = next(c for c in offered if c.target_card == theirs.id)
    assert dock(t, to_ashley, 0) == "Play Life in the City: Ashley gains 1 blood"
    assert dock(t, to_ashley, 0, "es").endswith("Ashley gana 1 de sangre")
    pool = t.pool(0)
    t.ok(to_ashley)
    assert blood(t, theirs) == 3 and t.pool(0) == pool and t.rules["master"] == 1
    assert now(t, life).zone == zone(0, ASH_HEAP)
    why = t.refused(K.PlayMaster(seat=0, card=t.in_hand(0, "Life in the City").id))
    assert why == "Say which card the card is aimed at."
    assert blood(t, torpid) == 2


def test_misdirection_locks_an_unlocked_ready_minion(table, spanish):
    t = table
    t.to_phase(MASTER)
    theirs = t.vampire(1, 2, "Ashley")
    locked = t.vampire(2, 2, "Bret Stryker")
    locked.locked = True
    card = t.in_hand(0, "Misdirection")
    offered = masters(t, 0, card)
    assert [c.target_card for c in offered] == [theirs.id]
    assert dock(t, offered[0], 0) == "Play Misdirection: lock Ashley"
    assert dock(t, offered[0], 0, "es").endswith("girar a Ashley")
    pool = t.pool(0)
    t.ok(offered[0])
    assert now(t, theirs).locked and t.pool(0) == pool - 1
    again = t.in_hand(0, "Misdirection")
    t.rules["master"] = 1
    why = t.refused(K.PlayMaster(seat=0, card=again.id, target_card=locked.id))
    assert why == "The card cannot be aimed there."


def _top_of_crypt(t, seat, name):
    card = t.state.cards[t.state.zones[zone(seat, CRYPT)].cards[0]]
    card.catalog = t.by_name(name).catalog
    return card


def _hecata_ready(t):
    t.to_phase(MASTER)
    t.vampire(0, 2, "Hiromitsu Asano")  # Family Gathering requires a Hecata


def test_family_gathering_draws_a_hecata_with_1_blood(table, spanish):
    t = table
    _hecata_ready(t)
    top = _top_of_crypt(t, 0, "Alek König")
    card = t.in_hand(0, "Family Gathering")
    offered = masters(t, 0, card)
    assert len(offered) == 1
    words = dock(t, offered[0], 0)
    assert words == (
        "Play Family Gathering: reveal the top card of your crypt: a Hecata goes to your"
        " uncontrolled region with 1 blood, anything else to the bottom"
    )
    assert "revelar la carta superior de tu cripta" in dock(t, offered[0], 0, "es")
    t.ok(offered[0])
    assert now(t, top).zone == zone(0, UNCONTROLLED) and blood(t, top) == 1
    assert t.rules["master"] == 1  # a trifle


def test_family_gathering_puts_anything_else_at_the_bottom_of_the_crypt(table):
    t = table
    _hecata_ready(t)
    top = _top_of_crypt(t, 0, "Ashley")
    t.ok(masters(t, 0, t.in_hand(0, "Family Gathering"))[0])
    crypt = t.state.zones[zone(0, CRYPT)].cards
    assert crypt[-1] == top.id and blood(t, top) == 0


def test_family_gathering_requires_a_hecata(table):
    t = table
    t.to_phase(MASTER)
    t.vampire(0, 2, "Ashley")
    card = t.in_hand(0, "Family Gathering")
    assert masters(t, 0, card) == []
    assert "Hecata" in t.refused(K.PlayMaster(seat=0, card=card.id))


# -- Information Highway -----------------------------------------------------------------------


def test_information_highway_adds_2_transfers_to_its_controllers_influence_phase(table):
    t = table
    t.to_phase(INFLUENCE)
    budget = t.rules["transfers"]
    t.state.turn.active = 0
    mine = t.state.zones[zone(0, UNCONTROLLED)].cards[0]
    in_play(t, 0, "Information Highway")
    offered = [c for c in legal_commands(t.state, 0) if getattr(c, "amount", 0) == 1]
    assert offered
    for _ in range(budget + 2):
        t.ok(type(offered[0])(seat=0, card=mine, amount=1))
    assert t.rules["transfers"] == 0
    assert t.refused(type(offered[0])(seat=0, card=mine, amount=1)).startswith("Only")


def test_information_highway_words_say_its_transfers(table, spanish):
    from vtt.games.vtes.rules.effects import run

    t = table
    highway = in_play(t, 0, "Information Highway")
    ctx = run.context(t.state, 0, highway, None)
    step = load()["vtes:100984"].script(False).in_play[0]
    assert step.words(ctx).english() == "+2 transfers in the influence phase"
    assert t.rules["transfers"] >= 0


# -- Blood Doll --------------------------------------------------------------------------------


def test_blood_doll_goes_on_a_vampire_of_yours_and_moves_blood_in_your_master_phase(table, spanish):
    t = table
    t.to_phase(MASTER)
    sully = t.vampire(0, 2, "Sully")
    t.vampire(1, 2, "Ashley")
    doll = t.in_hand(0, "Blood Doll")
    offered = masters(t, 0, doll)
    assert [c.on for c in offered] == [sully.id]
    t.ok(offered[0])
    assert now(t, doll).attached_to == sully.id
    ways = uses(t, 0, doll)
    assert {c.target_card for c in ways} == {sully.id, doll.id}
    to_pool = next(c for c in ways if c.target_card == sully.id)
    assert dock(t, to_pool, 0) == "Use Blood Doll: move 1 blood from Sully to your pool"
    assert dock(t, to_pool, 0, "es").endswith("pasar 1 de sangre de Sully a tu reserva")
    pool = t.pool(0)
    t.ok(to_pool)
    assert (blood(t, sully), t.pool(0)) == (1, pool + 1)
    why = t.refused(K.UseCard(seat=0, card=doll.id, target_card=doll.id))
    assert why == "Blood Doll has been used as often as it may be now."


def test_blood_doll_moves_pool_to_the_vampire_and_not_outside_the_master_phase(table):
    t = table
    sully = t.vampire(0, 2, "Sully")
    doll = in_play(t, 0, "Blood Doll", on=sully)
    why = t.refused(K.UseCard(seat=0, card=doll.id, target_card=doll.id))
    assert why == "That is done in the master phase."
    t.to_phase(MASTER)
    pool = t.pool(0)
    t.ok(K.UseCard(seat=0, card=doll.id, target_card=doll.id))
    assert (blood(t, sully), t.pool(0)) == (3, pool - 1)


# -- Archon Investigation ----------------------------------------------------------------------


def _bleeding_seat1(t, amount):
    """Seat 0's Sully bleeds seat 1 for ``amount``; nobody blocks; the acting Methuselah
    passes, so the bled Methuselah holds the impulse as the bleed resolves."""
    t.to_phase(MINION)
    sully = t.vampire(0, 3, "Sully")
    t.vampire(1, 3, "Ashley")
    t.ok(K.Act(seat=0, minion=sully.id, kind=K.BLEED))
    t.rules["action"]["amount"] = amount
    t.pass_round()
    t.pass_to(1)
    return sully


def test_archon_investigation_burns_a_minion_bleeding_you_for_4(table, spanish):
    t = table
    sully = _bleeding_seat1(t, 4)
    archon = t.in_hand(1, "Archon Investigation")
    offered = masters(t, 1, archon)
    assert offered == [K.PlayMaster(seat=1, card=archon.id)]
    assert dock(t, offered[0], 1) == (
        "Play Archon Investigation: burn Sully; the bleed does not succeed"
    )
    assert dock(t, offered[0], 1, "es").endswith("quemar a Sully; el sangrado no tiene éxito")
    pool0, pool1 = t.pool(0), t.pool(1)
    t.ok(offered[0])
    assert t.rules["action"] is None
    assert now(t, sully).zone == zone(0, ASH_HEAP)
    assert (t.pool(0), t.pool(1)) == (pool0, pool1 - 3)
    assert t.rules["oot"][1]


def test_archon_investigation_is_refused_for_a_bleed_under_4(table):
    t = table
    sully = _bleeding_seat1(t, 3)
    archon = t.in_hand(1, "Archon Investigation")
    assert masters(t, 1, archon) == []
    why = t.refused(K.PlayMaster(seat=1, card=archon.id))
    assert why == "The card's own condition is not met now."
    assert now(t, sully).zone == zone(0, READY)


# -- Haqim's Law: Retribution ------------------------------------------------------------------


def _combat_card(t, seat):
    return t.in_hand(seat, "Torn Signpost", index=1)


def test_haqims_law_discards_a_combat_card_for_1_bleed(table, spanish):
    t = table
    t.to_phase(MINION)
    omer = t.vampire(0, 3, "Omer")
    law = in_play(t, 0, "Haqim's Law: Retribution")
    combat = _combat_card(t, 0)
    t.ok(K.Act(seat=0, minion=omer.id, kind=K.BLEED))
    amount = t.rules["action"]["amount"]
    offered = uses(t, 0, law)
    assert [c.target_card for c in offered] == [combat.id]
    assert dock(t, offered[0], 0) == (
        "Use Haqim's Law: Retribution: discard Torn Signpost; +1 bleed"
    )
    assert "descartar Torn Signpost; +1" in dock(t, offered[0], 0, "es")
    t.ok(offered[0])
    assert t.rules["action"]["amount"] == amount + 1
    assert now(t, combat).zone == zone(0, ASH_HEAP)


def test_haqims_law_is_refused_to_another_clan(table):
    t = table
    t.to_phase(MINION)
    sully = t.vampire(0, 3, "Sully")
    law = in_play(t, 0, "Haqim's Law: Retribution")
    combat = _combat_card(t, 0)
    t.ok(K.Act(seat=0, minion=sully.id, kind=K.BLEED))
    assert uses(t, 0, law) == []
    why = t.refused(K.UseCard(seat=0, card=law.id, target_card=combat.id))
    assert why == "The card's own condition is not met now."


# -- Oblivion: +1 level of Oblivion -------------------------------------------------------------


def _oblivion_on(actor: str):
    """Seat 0's ``actor`` with Oblivion played on it (seat 0's master phase), then its bleed
    that seat 1's Sully attempts to block (Stygian Shroud's moment)."""
    t = Table()
    t.to_phase(MASTER)
    minion = t.vampire(0, 4, actor)
    master = t.in_hand(0, "Oblivion", index=-1)
    offered = [c for c in masters(t, 0, master) if c.on == minion.id]
    assert len(offered) == 1
    pool = t.pool(0)
    t.ok(offered[0])
    assert t.pool(0) == pool and now(t, master).attached_to == minion.id  # no cost printed
    t.to_phase(MINION)
    sully = t.vampire(1, 4, "Sully")
    t.ok(K.Act(seat=0, minion=minion.id, kind=K.BLEED))
    t.pass_to(1)
    t.ok(K.Block(seat=1, minion=sully.id))
    t.pass_to(0)
    return t, minion, master


def _shroud_levels(t, minion) -> set[bool]:
    card = t.in_hand(0, "Stygian Shroud")
    return {c.superior for c in plays(t, 0, card) if c.minion == minion.id}


def test_oblivion_gives_its_level_to_a_vampire_without_it():
    t, minion, _ = _oblivion_on("Ashley")  # dom obf: no Oblivion printed
    assert _shroud_levels(t, minion) == {False}


def test_oblivion_on_inferior_oblivion_gives_the_superior_level():
    t, minion, _ = _oblivion_on("Hiromitsu Asano")  # aus for obl
    assert _shroud_levels(t, minion) == {False, True}


def test_a_vampire_without_oblivion_and_without_the_card_is_refused_its_cards():
    t = Table()
    t.to_phase(MINION)
    minion = t.vampire(0, 4, "Ashley")
    sully = t.vampire(1, 4, "Sully")
    t.ok(K.Act(seat=0, minion=minion.id, kind=K.BLEED))
    t.pass_to(1)
    t.ok(K.Block(seat=1, minion=sully.id))
    t.pass_to(0)
    card = t.in_hand(0, "Stygian Shroud")
    assert _shroud_levels(t, minion) == set()
    why = t.refused(K.PlayCard(seat=0, card=card.id, minion=minion.id))
    assert why == "Ashley lacks the discipline Stygian Shroud requires."


def test_oblivion_is_not_offered_on_superior_oblivion_printed_or_given(spanish):
    t = Table()
    t.to_phase(MASTER)
    strong = t.vampire(0, 4, "Azucena")  # DOM OBL
    given = t.vampire(0, 4, "Hiromitsu Asano")
    in_play(t, 0, "Oblivion", on=given)  # obl + Oblivion = OBL
    master = t.in_hand(0, "Oblivion")
    assert [c.on for c in masters(t, 0, master) if c.on in (strong.id, given.id)] == []
    assert t.refused(K.PlayMaster(seat=0, card=master.id, on=given.id))
    free = t.vampire(0, 4, "Ashley")
    [cmd] = [c for c in masters(t, 0, master) if c.on == free.id]
    assert dock(t, cmd, 0).startswith("Play Oblivion")
    assert dock(t, cmd, 0, "es").startswith("Jugar Oblivion")


# -- Fame and Guardian Angel: after the vampire goes to torpor ----------------------------------


def _wounding_fight(t, rider: str):
    """Seat 0's vampire carrying ``rider`` bleeds seat 1; Sully blocks; the vampire's blood
    is burned (to the bank); both hand strike: the damage step, 1 damage to take with no
    blood to heal it."""
    t.to_phase(MINION)
    me = t.vampire(0, 1, "Ashley")
    card = in_play(t, 0, rider, on=me)
    sully = t.vampire(1, 4, "Sully")
    t.ok(K.Act(seat=0, minion=me.id, kind=K.BLEED))
    t.pass_to(1)
    t.ok(K.Block(seat=1, minion=sully.id))
    t.pass_round()
    tokens.set_counter(t.state, now(t, me), "blood", 0, [], None)
    t.ok(K.Pass(seat=0))
    t.ok(K.Pass(seat=1))
    t.ok(K.Strike(seat=0, minion=me.id))
    t.ok(K.Strike(seat=1, minion=sully.id))
    assert t.rules["combat"]["stage"] == "damage"
    return me, card


def test_fame_burns_3_pool_when_its_vampire_goes_to_torpor_and_1_each_unlock(table):
    t = table
    me, fame = _wounding_fight(t, "Fame")
    pools = [t.pool(s) for s in range(4)]
    t.pass_round()
    assert now(t, me).zone == zone(0, "torpor")
    assert now(t, fame).attached_to == me.id
    assert t.pool(0) == pools[0] - 3 and t.pool(1) == pools[1]
    t.pass_to(0)
    t.ok(K.EndTurnRules(seat=0))
    assert t.state.turn.active == 1 and t.pool(1) == pools[1] - 1  # seat 1's unlock phase
    assert t.pool(0) == pools[0] - 3


def test_fame_burns_nothing_while_its_vampire_is_ready(table):
    t = table
    t.to_phase(MINION)
    me = t.vampire(0, 3, "Ashley")
    in_play(t, 0, "Fame", on=me)
    pool = t.pool(1)
    t.ok(K.EndTurnRules(seat=0))
    assert t.pool(1) == pool


def test_guardian_angel_is_burned_when_its_vampire_goes_to_torpor(table):
    t = table
    me, angel = _wounding_fight(t, "Guardian Angel")
    t.pass_round()
    assert now(t, me).zone == zone(0, "torpor")
    assert now(t, angel).zone == zone(0, ASH_HEAP) and now(t, angel).attached_to is None


def test_guardian_angel_prevents_1_damage_once_each_combat(table, spanish):
    t = table
    me, angel = _wounding_fight(t, "Guardian Angel")
    offered = uses(t, 0, angel)
    assert len(offered) == 1
    assert dock(t, offered[0], 0) == "Use Guardian Angel: prevent 1 damage"
    assert dock(t, offered[0], 0, "es") == "Usar Ángel guardián: prevenir 1 de daño"
    t.ok(offered[0])
    assert uses(t, 0, angel) == []
    assert "as often" in t.refused(offered[0])
    t.pass_round()
    assert now(t, me).zone == zone(0, READY)


def test_guardian_angel_is_not_used_out_of_the_damage_step(table):
    t = table
    t.to_phase(MINION)
    me = t.vampire(0, 3, "Ashley")
    angel = in_play(t, 0, "Guardian Angel", on=me)
    assert uses(t, 0, angel) == []
    assert t.refused(K.UseCard(seat=0, card=angel.id))


def test_guardian_angel_gives_intercept_only_against_bleeds_at_its_controller(table):
    from vtt.games.vtes.rules.effects import standing

    t = table
    t.to_phase(MINION)
    me = t.vampire(0, 3, "Ashley")
    sully = t.vampire(1, 3, "Sully")
    in_play(t, 1, "Guardian Angel", on=sully)
    t.ok(K.Act(seat=0, minion=me.id, kind=K.HUNT))
    assert standing.bonus(t.state, now(t, sully), "intercept") == 0
    t2 = type(t)()
    t2.to_phase(MINION)
    me = t2.vampire(0, 3, "Ashley")
    sully = t2.vampire(1, 3, "Sully")
    in_play(t2, 1, "Guardian Angel", on=sully)
    t2.ok(K.Act(seat=0, minion=me.id, kind=K.BLEED))
    assert standing.bonus(t2.state, now(t2, sully), "intercept") == 1


# -- Elysium: The Palace of Versailles -----------------------------------------------------------

PALACE = "Elysium: The Palace of Versailles"


def _political(t, palace: bool = True):
    """Seat 0's prince (Camarilla, 2 votes) calls Ancilla Empowerment; seat 0 controls the
    Palace (if ``palace``) and an untitled vampire: the referendum is under way."""
    from vtt.games.vtes.rules.legal import legal_commands

    t.to_phase(MINION)
    prince = t.vampire(0, 4, "Alexander Silverson")
    other = t.vampire(0, 3, "Ashley")
    card = in_play(t, 0, PALACE) if palace else None
    ancilla = t.in_hand(0, "Ancilla Empowerment")
    (cmd,) = [
        c
        for c in legal_commands(t.state, 0)
        if isinstance(c, K.Act) and c.card == ancilla.id and c.minion == prince.id
    ]
    return prince, other, card, cmd


def test_the_palace_gives_titled_camarilla_vampires_1_vote(table, spanish):
    t = table
    prince, other, palace, act = _political(t)
    assert uses(t, 0, palace) == []  # not before the polling step
    assert (
        t.refused(K.UseCard(seat=0, card=palace.id)) == "The card's own condition is not met now."
    )
    t.ok(act)
    t.pass_round()
    t.pass_round()
    assert t.rules["referendum"] is not None
    (use,) = uses(t, 0, palace)
    assert dock(t, use, 0) == (
        f"Use {PALACE}: lock {PALACE}; +1 vote to each titled Camarilla vampire you control"
    )
    assert dock(t, use, 0, "es").endswith(
        "+1 voto para cada vampiro de la Camarilla con título que controlas"
    )
    t.ok(use)
    assert now(t, palace).locked
    t.ok(K.Vote(seat=0, side="for", source="vampire", minion=prince.id))
    assert t.rules["referendum"]["for"] == 3  # Prince's 2 + 1
    assert "titled" in t.refused(K.Vote(seat=0, side="for", source="vampire", minion=other.id))


def test_the_palace_is_refused_once_the_titled_vampire_has_voted(table):
    t = table
    prince, _, palace, act = _political(t)
    t.ok(act)
    t.pass_round()
    t.pass_round()
    t.ok(K.Vote(seat=0, side="for", source="vampire", minion=prince.id))
    assert uses(t, 0, palace) == []
    why = t.refused(K.UseCard(seat=0, card=palace.id))
    assert why.startswith("Alexander Silverson has cast its votes already")
    assert not now(t, palace).locked


def test_the_prince_has_2_votes_without_the_palace(table):
    t = table
    prince, _, _, act = _political(t, palace=False)
    t.ok(act)
    t.pass_round()
    t.pass_round()
    t.ok(K.Vote(seat=0, side="for", source="vampire", minion=prince.id))
    assert t.rules["referendum"]["for"] == 2


# -- Chantry --------------------------------------------------------------------------------------


def _chantry(t, payer_blood: int = 2):
    """Seat 0's master phase: Chantry in play, a ready Tremere (Aidan Lyle, ``payer_blood``),
    a Tremere in seat 1's torpor (Aisling Sturbridge) and a non-Tremere in seat 0's."""
    t.to_phase(MASTER)
    payer = t.vampire(0, payer_blood, "Aidan Lyle")
    torpid = t.vampire(1, 1, "Aisling Sturbridge")
    move_card(t.state, torpid, t.state.zones[zone(1, "torpor")])
    other = t.vampire(0, 1, "Ashley")
    move_card(t.state, other, t.state.zones[zone(0, "torpor")])
    chantry = in_play(t, 0, "Chantry")
    t.rebook()
    return payer, torpid, other, chantry


def test_chantry_for_1_pool_moves_a_tremere_out_of_torpor(table, spanish):
    t = table
    payer, torpid, other, chantry = _chantry(t)
    offered = uses(t, 0, chantry)
    assert {(c.minion, c.target_card, c.mode) for c in offered} == {
        (None, torpid.id, 0),
        (payer.id, torpid.id, 1),
    }  # never the non-Tremere
    by_pool = next(c for c in offered if c.mode == 0)
    assert dock(t, by_pool, 0) == (
        "Use Chantry: lock Chantry; move Aisling Sturbridge from torpor to the ready region;"
        " burn 1 pool"
    )
    assert "letargo" in dock(t, by_pool, 0, "es")
    pool = t.pool(0)
    t.ok(by_pool)
    assert t.pool(0) == pool - 1 and now(t, chantry).locked
    assert now(t, torpid).zone == zone(1, READY)
    assert uses(t, 0, chantry) == []


def test_chantry_for_1_blood_of_a_ready_tremere(table, spanish):
    t = table
    payer, torpid, _, chantry = _chantry(t)
    by_blood = next(c for c in uses(t, 0, chantry) if c.mode == 1)
    assert dock(t, by_blood, 0).endswith("; Aidan Lyle burns 1 blood")
    pool = t.pool(0)
    t.ok(by_blood)
    assert t.pool(0) == pool and blood(t, payer) == 1
    assert now(t, torpid).zone == zone(1, READY)


def test_chantry_refusals(table):
    t = table
    payer, torpid, other, chantry = _chantry(t, payer_blood=0)
    assert {c.mode for c in uses(t, 0, chantry)} == {0}  # the Tremere has no blood
    why = t.refused(
        K.UseCard(seat=0, card=chantry.id, minion=payer.id, target_card=torpid.id, mode=1)
    )
    assert why == "Aidan Lyle has no blood."
    why = t.refused(K.UseCard(seat=0, card=chantry.id, target_card=other.id))
    assert why == "The card cannot be aimed there."
    why = t.refused(
        K.UseCard(seat=0, card=chantry.id, minion=other.id, target_card=torpid.id, mode=1)
    )
    assert why == "Name a ready Tremere of yours to burn the blood."
    t.to_phase(MINION)
    assert uses(t, 0, chantry) == []


@pytest.mark.parametrize("name", ["Fame", "Guardian Angel"])
def test_fame_and_guardian_angel_are_put_on_a_ready_vampire(table, spanish, name):
    t = table
    t.to_phase(MASTER)
    card = t.in_hand(0, name)
    assert masters(t, 0, card) == []  # no ready vampire to put it on
    me = t.vampire(0, 3, "Ashley")
    (cmd,) = [c for c in masters(t, 0, card) if c.on == me.id]
    assert dock(t, cmd, 0).startswith(f"Play {name}")
    assert dock(t, cmd, 0, "es").startswith("Jugar ")
    t.ok(cmd)
    assert now(t, card).attached_to == me.id
