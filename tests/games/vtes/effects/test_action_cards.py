"""The action cards the engine runs (``vtt/resources/vtes/effects/action.json``): each is
offered in the dock with its words in both languages, declared with its stealth and bleed
from its data, paid for when it succeeds, and its success applied by the engine alone; a
minion lacking its discipline is not offered it, a wrong aim or moment is refused."""

import pytest

from vtt.core.table import move_card
from vtt.games.vtes.layout import LIBRARY, READY, zone
from vtt.games.vtes.rules import commands as K
from vtt.games.vtes.rules.data import MINION
from vtt.games.vtes.rules.effects import standing
from vtt.games.vtes.rules.legal import legal_commands
from vtt.games.vtes.rules.stages import decider

from .conftest import dock, plays


def acts(t, seat, card):
    """The ``vtes_act`` choices the dock offers ``seat`` with ``card``."""
    found = [c for c in legal_commands(t.state, seat) if isinstance(c, K.Act)]
    return [c for c in found if c.card == card.id]


def succeed(t):
    """Nobody blocks, nobody plays anything: the action succeeds."""
    for _ in range(6):
        if t.rules["action"] is None:
            return
        t.pass_round()
    raise AssertionError("the action did not resolve")


def uncontrolled(t, seat, name):
    """A vampire ``name`` in ``seat``'s uncontrolled region, the others there all older
    than anybody (Adana de Sforza, capacity 11)."""
    ids = t.state.seat_zone(seat, "uncontrolled").cards
    for other in ids:
        t.state.cards[other].catalog = t.by_name("Adana de Sforza").catalog
    card = t.state.cards[ids[0]]
    card.catalog = t.by_name(name).catalog
    return card


def acting(t, name="Alexander Silverson", blood=4):
    t.to_phase(MINION)
    return t.vampire(0, blood, name)


# -- bleeds: Intimidation, Enchant Kindred, Govern the Unaligned, Feast (inferior) -----------

BLEEDS = [
    # card, vampire, superior, + bleed, blood paid
    ("Intimidation", "Alexander Silverson", False, 1, 0),  # pre
    ("Intimidation", "Aisha az-Zahra", True, 2, 0),  # PRE
    ("Enchant Kindred", "Alexander Silverson", False, 1, 0),
    ("Govern the Unaligned", "Alexander Silverson", False, 2, 1),  # DOM
    ("Feast of the Soul's Secrets", "Abaddon", False, 2, 1),  # Salubri, DOM
    ("Feast of the Soul's Secrets", "Abaddon", True, 2, 1),
    ("Entrancement", "Alexander Silverson", False, 1, 0),
    ("Deep Song", "Adhiambo", False, 1, 0),  # ANI
]


@pytest.mark.parametrize(("name", "vampire", "superior", "plus", "paid"), BLEEDS)
def test_a_bleed_card_bleeds_the_prey_for_its_amount(table, name, vampire, superior, plus, paid):
    t = table
    minion = acting(t, vampire)
    uncontrolled(t, 0, "Sully")  # the younger vampire Feast at superior may give blood to
    amount = standing.bleed(t.state, minion) + plus
    card = t.in_hand(0, name)
    offered = [c for c in acts(t, 0, card) if c.superior == superior]
    assert len(offered) == 1 and offered[0].kind == K.BLEED and offered[0].target is None
    t.ok(offered[0])
    action = t.rules["action"]
    assert action["kind"] == K.BLEED and action["target"] == 1 and action["amount"] == amount
    assert action["stealth"] == 0
    succeed(t)
    assert t.pool(1) == 30 - amount
    assert minion.counters.get("blood", 0) == 4 - paid
    assert card.zone == "s0.ash_heap"


def test_a_bleed_card_is_not_offered_without_its_discipline(table):
    t = table
    acting(t, "Sully")  # aus dom obf
    assert acts(t, 0, t.in_hand(0, "Intimidation")) == []
    assert [c.superior for c in acts(t, 0, t.in_hand(0, "Govern the Unaligned", 1))] == [False]


def test_a_bleed_card_is_refused_as_another_action(table):
    t = table
    minion = acting(t)
    card = t.in_hand(0, "Intimidation")
    why = t.refused(K.Act(seat=0, minion=minion.id, kind=K.ACTION, card=card.id, target=1))
    assert why == "Intimidation is played for a bleed."
    why = t.refused(
        K.Act(seat=0, minion=minion.id, kind=K.BLEED, card=card.id, target=1, stealth=1)
    )
    assert why == "The engine gives Intimidation its stealth: declare the action without any."
    assert not minion.locked


def test_intimidation_words(table, spanish):
    t = table
    acting(t)
    card = t.in_hand(0, "Intimidation")
    (cmd,) = acts(t, 0, card)
    assert (
        dock(t, cmd, 0) == "Alexander Silverson plays Intimidation against B: bleed with +1 bleed"
    )
    assert dock(t, cmd, 0, "es") == (
        "Alexander Silverson juega Intimidación contra B: sangrar con +1 de sangrado"
    )


# -- blood for a younger vampire: Enchant Kindred, Govern the Unaligned, Feast, Thing -------

YOUNGER = [
    # card, acting vampire, younger one, blood gained, blood paid, stealth
    ("Enchant Kindred", "Aisha az-Zahra", 2, 0),
    ("Govern the Unaligned", "Alexander Silverson", 3, 1),
]


@pytest.mark.parametrize(("name", "vampire", "gained", "paid"), YOUNGER)
def test_superior_adds_blood_to_a_younger_uncontrolled_vampire(table, name, vampire, gained, paid):
    t = table
    minion = acting(t, vampire)
    younger = uncontrolled(t, 0, "Sully")  # capacity 4
    card = t.in_hand(0, name)
    offered = [c for c in acts(t, 0, card) if c.superior]
    assert [(c.kind, c.target_card) for c in offered] == [(K.ACTION, younger.id)]
    before = younger.counters.get("blood", 0)
    t.ok(offered[0])
    assert t.rules["action"]["stealth"] == 1  # its +1 stealth
    assert not t.rules["action"]["directed"]
    succeed(t)
    assert younger.counters.get("blood", 0) == before + gained
    assert minion.counters.get("blood", 0) == 4 - paid


def test_no_blood_for_a_vampire_that_left_the_table_before_the_action_succeeded(table):
    """Govern the Unaligned's younger vampire burned meanwhile (here, moved to the ash heap
    by hand): the action succeeds, and the card in the ash heap gets no blood."""
    from vtt.core.table import move_card

    t = table
    acting(t, "Alexander Silverson")
    younger = uncontrolled(t, 0, "Sully")
    card = t.in_hand(0, "Govern the Unaligned")
    t.ok(next(c for c in acts(t, 0, card) if c.superior))
    move_card(t.state, younger, t.state.zones["s0.ash_heap"], face_up=True)
    younger.counters = {}
    t.rebook()
    succeed(t)
    assert t.state.cards[younger.id].counters == {}


def test_younger_blood_is_refused_for_an_older_vampire(table):
    t = table
    minion = acting(t)
    older = uncontrolled(t, 0, "Adana de Sforza")
    card = t.in_hand(0, "Govern the Unaligned")
    why = t.refused(
        K.Act(
            seat=0,
            minion=minion.id,
            kind=K.ACTION,
            card=card.id,
            target_card=older.id,
            superior=True,
        )
    )
    assert why == "The card cannot be aimed there."


def test_govern_the_unaligned_words(table, spanish):
    t = table
    acting(t)
    uncontrolled(t, 0, "Sully")
    card = t.in_hand(0, "Govern the Unaligned")
    cmd = next(c for c in acts(t, 0, card) if c.superior)
    assert dock(t, cmd, 0) == (
        "Alexander Silverson plays Govern the Unaligned at superior: "
        "+1 stealth action; Sully gains 3 blood"
    )
    assert dock(t, cmd, 0, "es") == (
        "Alexander Silverson juega Regir a los no alineados en nivel superior: "
        "acción con +1 de sigilo; Sully gana 3 de sangre"
    )


def test_feast_adds_blood_only_when_the_bleed_succeeds(table):
    t = table
    minion = acting(t, "Abaddon")
    younger = uncontrolled(t, 0, "Sully")
    card = t.in_hand(0, "Feast of the Soul's Secrets")
    (cmd,) = [c for c in acts(t, 0, card) if c.superior]
    assert cmd.kind == K.BLEED and cmd.target_card == younger.id
    t.ok(cmd)
    assert t.rules["action"]["amount"] == 3
    succeed(t)
    assert younger.counters.get("blood", 0) == 2 and t.pool(1) == 27
    assert minion.counters["blood"] == 3


def test_feast_adds_no_blood_when_the_bleed_is_for_nothing(table):
    t = table
    minion = acting(t, "Abaddon")
    younger = uncontrolled(t, 0, "Sully")
    card = t.in_hand(0, "Feast of the Soul's Secrets")
    (cmd,) = [c for c in acts(t, 0, card) if c.superior]
    t.ok(cmd)
    t.rules["action"]["amount"] = 0  # reduced to nothing
    succeed(t)
    assert younger.counters.get("blood", 0) == 0 and t.pool(1) == 30
    assert minion.counters["blood"] == 3  # the cost is paid all the same


def test_thing_adds_blood_to_a_gangrel(table, spanish):
    t = table
    minion = acting(t, "Angus the Unruled", 2)
    gangrel = uncontrolled(t, 0, "Anastasia Grey")
    card = t.in_hand(0, "Thing")
    (cmd,) = acts(t, 0, card)
    assert cmd.target_card == gangrel.id and cmd.kind == K.ACTION
    assert dock(t, cmd, 0) == (
        "Angus the Unruled plays Thing: +1 stealth action; Anastasia Grey gains 2 blood"
    )
    assert dock(t, cmd, 0, "es") == (
        "Angus the Unruled juega Thing: acción con +1 de sigilo; Anastasia Grey gana 2 de sangre"
    )
    t.ok(cmd)
    succeed(t)
    assert gangrel.counters.get("blood", 0) == 2 and minion.counters["blood"] == 2


def test_thing_is_not_offered_without_a_gangrel(table):
    t = table
    angus = acting(t, "Angus the Unruled", 2)
    uncontrolled(t, 0, "Alexander Silverson")
    assert acts(t, 0, t.in_hand(0, "Thing")) == []
    angus.catalog = t.by_name("Sully").catalog  # not a Gangrel (Thing requires one)
    uncontrolled(t, 0, "Anastasia Grey")
    assert acts(t, 0, t.in_hand(0, "Thing")) == []


# -- Rewilding ------------------------------------------------------------------------------


def _location(t, seat, name="Hackerspace"):
    card = t.state.cards[t.state.zones[zone(seat, LIBRARY)].cards[0]]
    card.catalog = t.by_name(name).catalog
    move_card(t.state, card, t.state.zones[zone(seat, READY)], face_up=True)
    return card


def test_rewilding_burns_the_location_and_its_controllers_pool(table, spanish):
    t = table
    acting(t, "Angus the Unruled", 2)
    location = _location(t, 2)
    card = t.in_hand(0, "Rewilding")
    offered = acts(t, 0, card)
    assert [(c.target, c.target_card) for c in offered] == [(None, location.id)]
    assert (
        dock(t, offered[0], 0)
        == "Angus the Unruled plays Rewilding against C: burn Hackerspace; C burns 2 pool"
    )
    assert dock(t, offered[0], 0, "es") == (
        "Angus the Unruled juega Retorno a la vida silvestre contra C: "
        "quemar Hackerspace; C quema 2 de reserva"
    )
    t.ok(offered[0])
    assert t.rules["action"]["target"] == 2 and t.rules["action"]["directed"]
    succeed(t)
    assert location.zone == "s2.ash_heap" and t.pool(2) == 28


def test_rewilding_is_refused_aimed_at_a_vampire(table):
    t = table
    minion = acting(t, "Angus the Unruled", 2)
    other = t.vampire(1, 3)
    card = t.in_hand(0, "Rewilding")
    why = t.refused(
        K.Act(seat=0, minion=minion.id, kind=K.ACTION, card=card.id, target_card=other.id)
    )
    assert why == "The card cannot be aimed there."


def test_rewilding_does_nothing_when_the_location_left_play(table):
    t = table
    acting(t, "Angus the Unruled", 2)
    location = _location(t, 2)
    card = t.in_hand(0, "Rewilding")
    t.ok(acts(t, 0, card)[0])
    move_card(t.state, location, t.state.zones["s2.ash_heap"], face_up=True)
    succeed(t)
    assert t.pool(2) == 30


# -- Heart of the City ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("vampire", "superior", "bonus"),
    [
        ("Alexander Silverson", False, 1),
        ("Aisha az-Zahra", True, 2),
    ],
)
def test_heart_of_the_city_stays_on_the_vampire_and_adds_bleed(table, vampire, superior, bonus):
    t = table
    minion = acting(t, vampire)
    base = standing.bleed(t.state, minion)
    card = t.in_hand(0, "Heart of the City")
    (cmd,) = [c for c in acts(t, 0, card) if c.superior == superior]
    t.ok(cmd)
    assert t.rules["action"]["stealth"] == 1
    succeed(t)
    assert card.attached_to == minion.id and card.zone == minion.zone
    assert minion.counters["blood"] == 2  # 2 blood paid
    assert standing.bleed(t.state, minion) == base + bonus


def test_heart_of_the_city_only_one_per_vampire(table, spanish):
    t = table
    minion = acting(t)
    card = t.in_hand(0, "Heart of the City")
    (cmd,) = [c for c in acts(t, 0, card) if not c.superior]
    assert dock(t, cmd, 0) == (
        "Alexander Silverson plays Heart of the City: +1 stealth action; "
        "put this card on Alexander Silverson; +1 bleed"
    )
    assert dock(t, cmd, 0, "es") == (
        "Alexander Silverson juega Corazón de la ciudad: acción con +1 de sigilo; "
        "poner esta carta sobre Alexander Silverson; +1 de sangrado"
    )
    first = t.in_hand(0, "Heart of the City", 1)
    first.attached_to = minion.id  # one already on him
    move_card(t.state, first, t.state.zones[minion.zone], face_up=True)
    first.attached_to = minion.id
    assert acts(t, 0, card) == []
    why = t.refused(K.Act(seat=0, minion=minion.id, kind=K.ACTION, card=card.id))
    assert why == "Alexander Silverson can have only one Heart of the City."


# -- Entrancement: an ally stolen; Deep Song: a rush with the target acting -----------------


def _ally(t, seat):
    ally = t.vampire(seat, 0)
    ally.catalog = t.by_name("Carlton Van Wyk").catalog
    ally.counters = {"life": 2}
    return ally


def test_entrancement_steals_an_ally(table, spanish):
    t = table
    acting(t, "Aisha az-Zahra")
    ally = _ally(t, 1)
    t.vampire(2, 3, "Sully")  # a vampire: no aim for it
    card = t.in_hand(0, "Entrancement")
    (cmd,) = [c for c in acts(t, 0, card) if c.superior]
    assert cmd.target_card == ally.id and cmd.kind == K.ACTION
    assert dock(t, cmd, 0) == (
        "Aisha az-Zahra plays Entrancement at superior against B: "
        "+1 stealth action; take control of Carlton Van Wyk"
    )
    assert dock(t, cmd, 0, "es").endswith(
        "contra B: acción con +1 de sigilo; tomar el control de Carlton Van Wyk"
    )
    t.ok(cmd)
    assert t.rules["action"]["stealth"] == 1 and t.rules["action"]["directed"]
    succeed(t)
    assert ally.zone == "s0.ready" and ally.controller == 0 and ally.counters["life"] == 2


def test_entrancement_is_refused_aimed_at_a_vampire(table):
    t = table
    minion = acting(t, "Aisha az-Zahra")
    other = t.vampire(1, 3, "Sully")
    card = t.in_hand(0, "Entrancement")
    why = t.refused(
        K.Act(
            seat=0,
            minion=minion.id,
            kind=K.ACTION,
            card=card.id,
            target_card=other.id,
            superior=True,
        )
    )
    assert why == "The card cannot be aimed there."


def test_deep_song_locks_the_vampire_and_it_attacks(table, spanish):
    t = table
    adhiambo = acting(t, "Adhiambo")
    alexander = t.vampire(1, 3, "Alexander Silverson")
    card = t.in_hand(0, "Deep Song")
    (cmd,) = [c for c in acts(t, 0, card) if c.superior]
    assert cmd.target_card == alexander.id
    assert dock(t, cmd, 0) == (
        "Adhiambo plays Deep Song at superior against B: lock Alexander Silverson; "
        "enter combat with Alexander Silverson, as the acting minion"
    )
    assert dock(t, cmd, 0, "es").endswith(
        "entrar en combate con Alexander Silverson, como el siervo que actúa"
    )
    t.ok(cmd)
    succeed(t)
    combat = t.rules["combat"]
    assert alexander.locked
    assert combat is not None and (combat["a"], combat["b"]) == (alexander.id, adhiambo.id)


def test_deep_song_is_not_aimed_at_the_acting_vampire(table):
    t = table
    adhiambo = acting(t, "Adhiambo")
    card = t.in_hand(0, "Deep Song")
    assert [c for c in acts(t, 0, card) if c.superior] == []
    why = t.refused(
        K.Act(
            seat=0,
            minion=adhiambo.id,
            kind=K.ACTION,
            card=card.id,
            target_card=adhiambo.id,
            superior=True,
        )
    )
    assert why == "The card cannot be aimed there."


# -- Preternatural Strength ----------------------------------------------------------------


def _signposts(t, vampire):
    """Seat 0's ``vampire`` in combat with a vampire of seat 1, a Torn Signpost in hand: the
    ways the dock offers to play it."""
    from vtt.games.vtes.rules.combat import start_combat

    from .conftest import plays

    signpost = t.in_hand(0, "Torn Signpost", 2)
    start_combat(t.state, vampire, t.vampire(1, 3, "Sully"), [], 0)
    return signpost, plays(t, 0, signpost)


@pytest.mark.parametrize(
    ("vampire", "superior", "bonus"), [("Adhiambo", False, 1), ("Accorri Giovanni", True, 2)]
)
def test_preternatural_strength_stays_and_adds_strength(table, vampire, superior, bonus):
    t = table
    minion = acting(t, vampire)
    base = standing.strength(t.state, minion)
    card = t.in_hand(0, "Preternatural Strength")
    (cmd,) = [c for c in acts(t, 0, card) if c.superior == superior]
    t.ok(cmd)
    assert t.rules["action"]["stealth"] == 2
    succeed(t)
    assert card.attached_to == minion.id and minion.counters["blood"] == 3
    assert standing.strength(t.state, minion) == base + bonus


def test_preternatural_strength_forbids_torn_signpost(table, spanish):
    t = table
    minion = acting(t, "Adhiambo")
    card = t.in_hand(0, "Preternatural Strength")
    (cmd,) = [c for c in acts(t, 0, card) if not c.superior]
    assert dock(t, cmd, 0) == (
        "Adhiambo plays Preternatural Strength: +2 stealth action; put this card on Adhiambo; "
        "+1 strength; cannot play Torn Signpost"
    )
    assert dock(t, cmd, 0, "es").endswith("+1 de fuerza; no puede jugar Torn Signpost")
    t.ok(cmd)
    succeed(t)
    signpost, offered = _signposts(t, minion)
    assert offered == []
    why = t.refused(K.PlayCard(seat=0, card=signpost.id, minion=minion.id))
    assert why == "Adhiambo cannot play cards named Torn Signpost."


def test_torn_signpost_is_offered_without_preternatural_strength(table):
    t = table
    minion = acting(t, "Adhiambo")
    _, offered = _signposts(t, minion)
    assert offered


# -- the hooks: a blocked action does nothing; modifiers' success steps run too ----------------


def test_a_blocked_action_card_does_nothing(table):
    t = table
    acting(t, "Angus the Unruled", 2)
    location = _location(t, 2)
    blocker = t.vampire(2, 3, "Sully")
    card = t.in_hand(0, "Rewilding")
    t.ok(acts(t, 0, card)[0])
    t.pass_to(2)
    t.ok(K.Block(seat=2, minion=blocker.id))
    for _ in range(4):
        if t.rules["action"] is None:
            break
        t.pass_round()
    assert t.rules["action"] is None
    assert location.zone == "s2.ready" and t.pool(2) == 30


def test_an_action_modifiers_success_steps_run_with_the_action(table, monkeypatch):
    """Aire of Elation given a success step for the test: it runs when the bleed it was
    played in succeeds, once."""
    from vtt.games.vtes.rules.effects import catalog
    from vtt.games.vtes.rules.effects.kinds.basics import Pool

    aire = catalog.effects_of("vtes:100031")
    assert aire is not None and aire.inferior is not None
    with_success = catalog.CardEffects(
        name=aire.name,
        inferior=catalog.Script(play=aire.inferior.play, success=(Pool(n=1),)),
        superior=aire.superior,
        checked=True,
    )
    monkeypatch.setitem(catalog.load(), "vtes:100031", with_success)
    t = table
    minion = acting(t, "Aisha az-Zahra")  # Toreador, pre
    t.ok(K.Act(seat=0, minion=minion.id, kind=K.BLEED))
    amount = t.rules["action"]["amount"]
    modifier = t.in_hand(0, "Aire of Elation")
    from .conftest import plays

    (play,) = [c for c in plays(t, 0, modifier) if not c.superior]
    t.ok(play)
    before = t.pool(0)
    succeed(t)
    assert t.pool(1) == 30 - amount - 2  # +2 bleed (Toreador)
    assert t.pool(0) == before + 1  # its success step, once


# -- Fleetness, Hunter's Mark: a combat entered, with a maneuver or press for it -------------


def _given_maneuver_or_press(t, seat, card):
    """The later maneuvers and presses ``seat`` is offered from ``card``."""
    return [
        c
        for c in legal_commands(t.state, seat)
        if isinstance(c, K.Maneuver | K.Press) and c.card == card.id
    ]


def test_fleetness_bleeds_with_stealth(table):
    t = table
    abiku = acting(t, "Abiku")  # cel: inferior only
    card = t.in_hand(0, "Fleetness")
    offered = acts(t, 0, card)
    assert [(c.kind, c.superior) for c in offered] == [(K.BLEED, False)]
    amount = standing.bleed(t.state, abiku)
    t.ok(offered[0])
    assert t.rules["action"]["stealth"] == 1 and t.rules["action"]["amount"] == amount
    succeed(t)
    assert t.pool(1) == 30 - amount and abiku.counters["blood"] == 3  # 1 blood
    assert card.zone == "s0.ash_heap"


def test_fleetness_enters_combat_with_a_locked_minion_and_maneuvers(table, spanish):
    t = table
    aisha = acting(t, "Aisha az-Zahra")  # CEL
    locked = t.vampire(1, 3, "Alexander Silverson")
    locked.locked = True
    t.vampire(2, 3, "Sully")  # ready and unlocked: no aim
    card = t.in_hand(0, "Fleetness")
    (cmd,) = [c for c in acts(t, 0, card) if c.superior]
    assert cmd.kind == K.ACTION and cmd.target_card == locked.id
    assert dock(t, cmd, 0) == (
        "Aisha az-Zahra plays Fleetness at superior against B: +1 stealth action; "
        "enter combat with Alexander Silverson; 1 optional maneuver during that combat"
    )
    assert dock(t, cmd, 0, "es").endswith(
        "entrar en combate con Alexander Silverson; 1 maniobra opcional durante ese combate"
    )
    t.ok(cmd)
    assert t.rules["action"]["stealth"] == 1 and t.rules["action"]["directed"]
    succeed(t)
    combat = t.rules["combat"]
    assert (combat["a"], combat["b"]) == (aisha.id, locked.id) and combat["stage"] == "range"
    assert aisha.counters["blood"] == 3  # 1 blood
    (maneuver,) = _given_maneuver_or_press(t, 0, card)
    assert maneuver == K.Maneuver(seat=0, minion=aisha.id, card=card.id)
    t.ok(maneuver)
    assert t.rules["combat"]["last_maneuver"] == aisha.id
    assert _given_maneuver_or_press(t, 0, card) == []  # used: one maneuver only


def test_fleetness_is_refused_at_an_unlocked_minion(table):
    t = table
    aisha = acting(t, "Aisha az-Zahra")
    ready = t.vampire(1, 3, "Alexander Silverson")
    card = t.in_hand(0, "Fleetness")
    assert [c for c in acts(t, 0, card) if c.superior] == []
    why = t.refused(
        K.Act(
            seat=0,
            minion=aisha.id,
            kind=K.ACTION,
            card=card.id,
            target_card=ready.id,
            superior=True,
        )
    )
    assert why == "The card cannot be aimed there."


def test_fleetness_enters_no_combat_when_its_minion_was_unlocked_meanwhile(table):
    t = table
    acting(t, "Aisha az-Zahra")
    locked = t.vampire(1, 3, "Alexander Silverson")
    locked.locked = True
    card = t.in_hand(0, "Fleetness")
    (cmd,) = [c for c in acts(t, 0, card) if c.superior]
    t.ok(cmd)
    t.state.cards[locked.id].locked = False  # an effect unlocked it before resolution
    succeed(t)
    assert t.rules["combat"] is None


def test_fleetness_and_hunters_mark_need_their_discipline(table):
    t = table
    acting(t, "Alexander Silverson")  # neither Celerity nor Thaumaturgy
    t.vampire(1, 3, "Sully").locked = True
    for name in ("Fleetness", "Hunter's Mark"):
        assert acts(t, 0, t.in_hand(0, name)) == []


def test_hunters_mark_enters_combat_with_a_later_press(table, spanish):
    t = table
    abiku = acting(t, "Abiku")  # cel
    sully = t.vampire(1, 3, "Sully")
    card = t.in_hand(0, "Hunter's Mark")
    (cmd,) = acts(t, 0, card)
    assert not cmd.superior and cmd.target_card == sully.id
    assert dock(t, cmd, 0) == (
        "Abiku plays Hunter's Mark against B: enter combat with Sully; "
        "1 optional press during that combat"
    )
    assert dock(t, cmd, 0, "es").endswith(
        "entrar en combate con Sully; 1 presión opcional durante ese combate"
    )
    t.ok(cmd)
    assert t.rules["action"]["stealth"] == 0
    succeed(t)
    combat = t.rules["combat"]
    assert (combat["a"], combat["b"]) == (abiku.id, sully.id)
    assert abiku.counters["blood"] == 4  # no cost
    t.pass_round()
    assert combat["stage"] == "strike"
    t.ok(K.Strike(seat=0, minion=abiku.id))
    t.ok(K.Strike(seat=1, minion=sully.id))
    for _ in range(6):
        if t.rules["combat"]["stage"] == "press":
            break
        t.ok(K.Pass(seat=decider(t.state).seat))
    press = K.Press(seat=0, minion=abiku.id, card=card.id)
    assert _given_maneuver_or_press(t, 0, card) == [press]
    t.ok(press)
    assert t.rules["combat"]["press"] == abiku.id


@pytest.mark.parametrize("superior", [False, True])
def test_hunters_mark_superior_forbids_combat_ends_the_first_round(table, spanish, superior):
    t = table
    aisha = acting(t, "Aisha az-Zahra")  # CEL
    alexander = t.vampire(1, 3, "Alexander Silverson")  # pre: Majesty
    card = t.in_hand(0, "Hunter's Mark")
    (cmd,) = [c for c in acts(t, 0, card) if c.superior == superior]
    if superior:
        assert dock(t, cmd, 0).endswith(
            "1 optional press during that combat; "
            "the opposing minion cannot strike: combat ends during the first round"
        )
        assert dock(t, cmd, 0, "es").endswith(
            "el siervo contrario no puede usar golpe: el combate termina durante la primera ronda"
        )
    t.ok(cmd)
    succeed(t)
    t.pass_round()
    t.ok(K.Strike(seat=0, minion=aisha.id))
    majesty = t.given(1, "Majesty", alexander)
    ends = K.Strike(seat=1, minion=alexander.id, kind=K.COMBAT_ENDS, card=majesty)
    if not superior:
        t.ok(ends)
        assert t.rules["combat"] is None
        return
    assert ends not in legal_commands(t.state, 1)
    why = t.refused(ends)
    assert why == "Alexander Silverson cannot strike: combat ends this round."
    from_hand = t.in_hand(1, "Majesty")  # nor played from the hand for that strike
    assert plays(t, 1, from_hand) == []
    play = K.PlayCard(seat=1, card=from_hand.id, minion=alexander.id)
    assert t.refused(play) == "Alexander Silverson cannot strike: combat ends this round."
    t.ok(K.Strike(seat=1, minion=alexander.id))
    press = K.Press(seat=0, minion=aisha.id, card=card.id)
    for _ in range(12):  # the press, from the card, continues the combat: a second round
        combat = t.rules["combat"]
        if press in legal_commands(t.state, 0):
            t.ok(press)
            continue
        if combat["round"] == 2 and combat["stage"] == "strike":
            break
        t.ok(K.Pass(seat=decider(t.state).seat))
    t.ok(K.Strike(seat=0, minion=aisha.id))
    assert plays(t, 1, from_hand) == [play]  # the second round: Majesty may end it
    t.ok(play)
    assert t.rules["combat"] is None


# -- Line Brawl: the discipline played with picks the action (``vtes_act``'s mode) ----------


def test_line_brawl_offers_one_action_per_discipline(table, spanish):
    t = table
    ariane = acting(t, "Ariane", blood=3)  # Anarch, cel pot pre
    alexander = t.vampire(1, 3, "Alexander Silverson")
    card = t.in_hand(0, "Line Brawl")
    offered = acts(t, 0, card)
    assert {(c.mode, c.kind, c.target, c.target_card) for c in offered} == {
        (0, K.ACTION, 1, None),
        (0, K.ACTION, 2, None),
        (0, K.ACTION, 3, None),
        (1, K.ACTION, None, alexander.id),
        (2, K.BLEED, None, None),
    }
    by_mode = {c.mode: c for c in offered if c.target in (None, 2)}
    assert dock(t, by_mode[0], 0) == (
        "Ariane plays Line Brawl against C: with Celerity; steal 1 pool from C"
    )
    assert dock(t, by_mode[1], 0) == (
        "Ariane plays Line Brawl against B: with Potence; enter combat with Alexander Silverson"
    )
    assert dock(t, by_mode[2], 0) == (
        "Ariane plays Line Brawl against B: with Presence; bleed with +1 bleed"
    )
    assert dock(t, by_mode[0], 0, "es").endswith("con Celeridad; robar 1 de reserva a C")
    assert dock(t, by_mode[2], 0, "es").endswith("con Presencia; sangrar con +1 de sangrado")
    assert ariane.counters["blood"] == 3


def test_line_brawl_with_celerity_steals_a_pool(table):
    t = table
    ariane = acting(t, "Ariane", blood=3)
    card = t.in_hand(0, "Line Brawl")
    (cmd,) = [c for c in acts(t, 0, card) if c.mode == 0 and c.target == 2]
    mine, theirs = t.pool(0), t.pool(2)
    t.ok(cmd)
    action = t.rules["action"]
    assert action["kind"] == K.ACTION and action["target"] == 2 and action["directed"]
    assert action["stealth"] == 0
    assert t.pool(2) == theirs  # when the action succeeds
    succeed(t)
    assert (t.pool(0), t.pool(2)) == (mine + 1, theirs - 1)
    assert t.rules["combat"] is None and ariane.counters["blood"] == 3  # no cost
    assert card.zone == "s0.ash_heap"


def test_line_brawl_with_potence_enters_combat(table):
    t = table
    ariane = acting(t, "Ariane", blood=3)
    alexander = t.vampire(1, 3, "Alexander Silverson")
    card = t.in_hand(0, "Line Brawl")
    (cmd,) = [c for c in acts(t, 0, card) if c.mode == 1]
    pools = [t.pool(s) for s in range(4)]
    t.ok(cmd)
    assert t.rules["action"]["target"] == 1 and t.rules["action"]["directed"]
    succeed(t)
    combat = t.rules["combat"]
    assert (combat["a"], combat["b"]) == (ariane.id, alexander.id)
    assert [t.pool(s) for s in range(4)] == pools  # nothing stolen


def test_line_brawl_with_presence_bleeds_for_one_more(table):
    t = table
    ariane = acting(t, "Ariane", blood=3)
    card = t.in_hand(0, "Line Brawl")
    (cmd,) = [c for c in acts(t, 0, card) if c.mode == 2]
    amount = standing.bleed(t.state, ariane) + 1
    t.ok(cmd)
    assert t.rules["action"]["kind"] == K.BLEED and t.rules["action"]["amount"] == amount
    mine = t.pool(0)
    succeed(t)
    assert t.pool(1) == 30 - amount and t.pool(0) == mine


def test_line_brawl_needs_the_discipline_of_its_mode_and_an_anarch(table):
    t = table
    ragnar = acting(t, "Ragnar Nordstrom")  # Anarch, cel pot: no Presence
    card = t.in_hand(0, "Line Brawl")
    t.vampire(1, 3, "Sully")  # someone to fight with Potence
    assert {c.mode for c in acts(t, 0, card)} == {0, 1}
    bleed = K.Act(seat=0, minion=ragnar.id, kind=K.BLEED, card=card.id, mode=2)
    assert t.refused(bleed) == "The minion does not have that discipline."
    t.state.cards[ragnar.id].catalog = t.by_name("Alexander Silverson").catalog  # Camarilla
    assert acts(t, 0, card) == []


def test_line_brawl_refuses_a_wrong_kind_or_mode(table):
    t = table
    ariane = acting(t, "Ariane", blood=3)
    card = t.in_hand(0, "Line Brawl")
    as_action = K.Act(seat=0, minion=ariane.id, kind=K.ACTION, card=card.id, mode=2, target=1)
    assert t.refused(as_action) == "Line Brawl is played for a bleed."
    as_bleed = K.Act(seat=0, minion=ariane.id, kind=K.BLEED, card=card.id, mode=0, target=1)
    assert t.refused(as_bleed) == "Line Brawl is not played for a bleed."
    unknown = K.Act(seat=0, minion=ariane.id, kind=K.ACTION, card=card.id, mode=3, target=1)
    assert t.refused(unknown) == "Choose one of the card's effects."
    no_aim = K.Act(seat=0, minion=ariane.id, kind=K.ACTION, card=card.id, mode=1, target=1)
    assert t.refused(no_aim) == "Say which card the card is aimed at."


# -- Show of Force: a bleed, and strength in the combat if it is blocked ---------------------


def _blocked_by(t, seat, blocker):
    t.pass_to(seat)
    t.ok(K.Block(seat=seat, minion=blocker.id))
    for _ in range(4):
        if t.rules["combat"] is not None:
            return t.rules["combat"]
        t.pass_round()
    raise AssertionError("no combat")


@pytest.mark.parametrize(
    ("vampire", "superior", "n"), [("Alexander Silverson", False, 1), ("Aisha az-Zahra", True, 2)]
)
def test_show_of_force_gives_strength_in_the_combat_of_a_block(
    table, spanish, vampire, superior, n
):
    t = table
    minion = acting(t, vampire)
    blocker = t.vampire(1, 3, "Sully")
    amount = standing.bleed(t.state, minion) + n
    card = t.in_hand(0, "Show of Force")
    (cmd,) = [c for c in acts(t, 0, card) if c.superior == superior]
    assert cmd.kind == K.BLEED
    assert dock(t, cmd, 0) == (
        f"{vampire} plays Show of Force{' at superior' if superior else ''} against B: "
        f"bleed with +{n} bleed; +{n} strength in the combat if blocked"
    )
    assert f"+{n} de fuerza en el combate si es bloqueado" in dock(t, cmd, 0, "es")
    t.ok(cmd)
    assert t.rules["action"]["amount"] == amount
    combat = _blocked_by(t, 1, blocker)
    assert combat["round"] == 1 and combat["stage"] == "range"
    fx = [(f["minion"], f["what"], f["n"], f["until"]) for f in combat["fx"]]
    assert fx == [(minion.id, "strength", n, "combat")]
    assert t.pool(1) == 30 and minion.counters["blood"] == 4  # no bleed, no cost


def test_show_of_force_unblocked_bleeds_and_gives_nothing(table):
    t = table
    minion = acting(t)
    card = t.in_hand(0, "Show of Force")
    (cmd,) = acts(t, 0, card)
    amount = standing.bleed(t.state, minion) + 1
    t.ok(cmd)
    succeed(t)
    assert t.pool(1) == 30 - amount and t.rules["combat"] is None
    assert card.zone == "s0.ash_heap"


def test_show_of_force_needs_potence_or_presence_and_a_bleed(table):
    t = table
    acting(t, "Sully")  # aus dom obf
    assert acts(t, 0, t.in_hand(0, "Show of Force")) == []
    silverson = t.vampire(0, 4, "Alexander Silverson")
    card = t.in_hand(0, "Show of Force")
    why = t.refused(K.Act(seat=0, minion=silverson.id, kind=K.ACTION, card=card.id, target=1))
    assert why == "Show of Force is played for a bleed."


# -- The Platinum Protocol: one mode per set of disciplines it is played with ----------------

PHILIP, TORI = "vtes:201121", "vtes:201383"  # Anarchs: dom pro AUS DEM OBF; cel pot pre pro


def _anarch(t, catalog):
    t.to_phase(MINION)
    minion = t.vampire(0, 4)
    minion.catalog = catalog
    return minion


def test_platinum_protocol_offers_each_set_of_the_vampires_disciplines(table, spanish):
    t = table
    philip = _anarch(t, PHILIP)
    sully = t.vampire(1, 3, "Sully")
    card = t.in_hand(0, "The Platinum Protocol")
    offered = [c for c in acts(t, 0, card) if not c.superior]  # at superior: the same
    assert {(c.mode, c.kind, c.target_card) for c in acts(t, 0, card)} == {
        (0, K.BLEED, None),
        (2, K.BLEED, sully.id),
        (4, K.BLEED, sully.id),
    }
    (both,) = [c for c in offered if c.mode == 4]
    assert dock(t, both, 0) == (
        "Philip van Vermeer IV plays The Platinum Protocol against B: with Obfuscate; "
        "with Protean; +1 stealth action; bleed; "
        "if the bleed succeeds, 1 corruption counter on Sully"
    )
    assert dock(t, both, 0, "es").endswith(
        "si el sangrado tiene éxito, 1 contador de corrupción en Sully"
    )
    amount = standing.bleed(t.state, philip)
    t.ok(both)
    action = t.rules["action"]
    assert action["kind"] == K.BLEED and action["target"] == 1
    assert (action["stealth"], action["amount"]) == (1, amount)
    assert "corruption.0" not in sully.counters  # only when the bleed succeeds
    succeed(t)
    assert t.pool(1) == 30 - amount and sully.counters["corruption.0"] == 1
    assert philip.counters["blood"] == 4 and card.zone == "s0.ash_heap"


def test_platinum_protocol_with_presence_bleeds_more_and_corrupts_nobody(table):
    t = table
    tori = _anarch(t, TORI)
    sully = t.vampire(1, 3, "Sully")
    card = t.in_hand(0, "The Platinum Protocol")
    assert sorted({c.mode for c in acts(t, 0, card)}) == [1, 2, 5]
    (cmd,) = [c for c in acts(t, 0, card) if c.mode == 1]
    amount = standing.bleed(t.state, tori) + 1
    t.ok(cmd)
    assert t.rules["action"]["stealth"] == 0
    succeed(t)
    assert t.pool(1) == 30 - amount and "corruption.0" not in sully.counters


def test_platinum_protocol_corrupts_nobody_when_the_bleed_is_for_nothing(table):
    t = table
    _anarch(t, TORI)
    sully = t.vampire(1, 3, "Sully")
    card = t.in_hand(0, "The Platinum Protocol")
    (cmd,) = [c for c in acts(t, 0, card) if c.mode == 2]
    t.ok(cmd)
    t.rules["action"]["amount"] = 0  # as a reduction to nothing would leave it
    succeed(t)
    assert t.pool(1) == 30 and "corruption.0" not in sully.counters


def test_platinum_protocol_requirements_and_refusals(table):
    t = table
    tori = _anarch(t, TORI)
    mine = t.vampire(0, 3, "Alexander Silverson")
    card = t.in_hand(0, "The Platinum Protocol")
    refuse = t.refused
    why = refuse(K.Act(seat=0, minion=tori.id, kind=K.BLEED, card=card.id, mode=0))
    assert why == "The minion does not have that discipline."  # obf
    why = refuse(
        K.Act(seat=0, minion=tori.id, kind=K.BLEED, card=card.id, mode=2, target_card=mine.id)
    )
    assert why == "The card cannot be aimed there."  # not the bled Methuselah's minion
    assert acts(t, 0, card) and not tori.locked
    assert [
        c
        for c in legal_commands(t.state, 0)
        if getattr(c, "minion", None) == mine.id and getattr(c, "card", None) == card.id
    ] == []  # not an Anarch


# -- Monstrous Form: strength before range, or a card on the vampire to lock in combat -------


def _in_combat(t, name="Gnaeus Aemilius Augustinus"):  # tha DOM OBL POT PRO
    """Seat 1's Sully blocks seat 0's ``name``'s bleed: a combat at the range step."""
    t.to_phase(MINION)
    minion = t.vampire(0, 5, name)
    sully = t.vampire(1, 4, "Sully")
    t.ok(K.Act(seat=0, minion=minion.id, kind=K.BLEED))
    combat = _blocked_by(t, 1, sully)
    assert combat["stage"] == "range"
    return minion, sully


def _uses(t, seat, card):
    return [
        c for c in legal_commands(t.state, seat) if isinstance(c, K.UseCard) and c.card == card.id
    ]


def test_monstrous_form_inferior_strength_this_combat_before_range(table, spanish):
    t = table
    gnaeus, _ = _in_combat(t)
    card = t.in_hand(0, "Monstrous Form")
    t.pass_to(0)
    (play,) = [c for c in plays(t, 0, card) if not c.superior]
    assert (
        dock(t, play, 0)
        == "Play Monstrous Form with Gnaeus Aemilius Augustinus: +1 strength this combat"
    )
    assert dock(t, play, 0, "es").endswith("+1 de fuerza este combate")
    t.ok(play)
    fx = [(f["minion"], f["what"], f["n"], f["until"]) for f in t.rules["combat"]["fx"]]
    assert fx == [(gnaeus.id, "strength", 1, "combat")]
    assert gnaeus.counters["blood"] == 5 and card.zone == "s0.ash_heap"
    second = t.in_hand(0, "Monstrous Form")
    t.pass_to(0)
    assert not [c for c in plays(t, 0, second) if not c.superior]  # one a round


def test_monstrous_form_inferior_is_refused_after_range(table):
    t = table
    gnaeus, _ = _in_combat(t)
    t.rules["combat"]["stage"] = "strike"
    card = t.in_hand(0, "Monstrous Form")
    why = t.refused(K.PlayCard(seat=0, card=card.id, minion=gnaeus.id))
    assert why and "strength" not in why
    assert "fx" not in t.rules["combat"] or not t.rules["combat"]["fx"]


def test_monstrous_form_superior_is_put_on_and_locked_in_combat(table, spanish):
    t = table
    gnaeus = acting(t, "Gnaeus Aemilius Augustinus", 5)
    card = t.in_hand(0, "Monstrous Form")
    (cmd,) = [c for c in acts(t, 0, card) if c.superior]
    assert cmd.kind == K.ACTION
    assert dock(t, cmd, 0) == (
        "Gnaeus Aemilius Augustinus plays Monstrous Form at superior: "
        "+1 stealth action; put this card on Gnaeus Aemilius Augustinus"
    )
    assert dock(t, cmd, 0, "es").endswith(
        "acción con +1 de sigilo; poner esta carta sobre Gnaeus Aemilius Augustinus"
    )
    t.ok(cmd)
    assert t.rules["action"]["stealth"] == 1
    succeed(t)
    assert card.attached_to == gnaeus.id and gnaeus.counters["blood"] == 5
    assert _uses(t, 0, card) == []  # outside combat
    # a combat: Sully blocks a later bleed of Gnaeus
    gnaeus.locked = False
    sully = t.vampire(1, 4, "Sully")
    t.ok(K.Act(seat=0, minion=gnaeus.id, kind=K.BLEED))
    _blocked_by(t, 1, sully)
    t.pass_to(0)
    uses = _uses(t, 0, card)
    assert {u.mode for u in uses} == {0, 1}  # strength, maneuver (no press at range)
    (strength,) = [u for u in uses if u.mode == 0]
    assert dock(t, strength, 0).endswith("lock Monstrous Form; +1 strength this round")
    t.ok(strength)
    assert card.locked
    fx = [(f["minion"], f["what"], f["until"]) for f in t.rules["combat"]["fx"]]
    assert fx == [(gnaeus.id, "strength", "round")]
    t.pass_to(0)
    assert _uses(t, 0, card) == []  # locked


# -- Rutor's Hand: put on locked, 1 aggravated damage, a lock of it to unlock ----------------


def test_rutors_hand_is_put_on_locked_and_wounds(table, spanish):
    t = table
    gnaeus = acting(t, "Gnaeus Aemilius Augustinus", 5)  # tha
    card = t.in_hand(0, "Rutor's Hand")
    (cmd,) = acts(t, 0, card)
    assert dock(t, cmd, 0) == (
        "Gnaeus Aemilius Augustinus plays Rutor's Hand: +1 stealth action; put this card on "
        "Gnaeus Aemilius Augustinus; lock Rutor's Hand; after the action, 1 unpreventable "
        "aggravated damage to Gnaeus Aemilius Augustinus"
    )
    assert "Rutor" in dock(t, cmd, 0, "es") and "agravado" in dock(t, cmd, 0, "es")
    t.ok(cmd)
    assert t.rules["action"]["stealth"] == 1
    succeed(t)
    assert card.attached_to == gnaeus.id and card.locked
    assert gnaeus.counters["blood"] == 4  # its cost: 1 blood
    assert gnaeus.zone == "s0.torpor"  # the aggravated damage wounds it
    assert [c for c in legal_commands(t.state, 0) if isinstance(c, K.UseCard)] == []
    card.locked = False  # as after the unlock phase
    (use,) = [
        c for c in legal_commands(t.state, 0) if isinstance(c, K.UseCard) and c.card == card.id
    ]
    assert dock(t, use, 0).endswith("lock Rutor's Hand; unlock Gnaeus Aemilius Augustinus")
    t.ok(use)
    assert card.locked and not gnaeus.locked
    second = t.in_hand(0, "Rutor's Hand")
    assert acts(t, 0, second) == []  # only one a vampire


def test_rutors_hand_does_not_unlock_the_minion_acting_in_its_own_action(table):
    """Its lock-to-unlock is used in the minion phase, but never on the vampire whose action
    is under way (the action locked it; it stays locked until the action is over)."""
    t = table
    aidan = acting(t, "Aidan Lyle", 6)
    card = t.in_hand(0, "Rutor's Hand")
    move_card(t.state, card, t.state.zones[aidan.zone], face_up=True)
    card.attached_to, card.controller = aidan.id, 0
    t.ok(K.Act(seat=0, minion=aidan.id, kind=K.HUNT))
    assert aidan.locked and t.rules["action"] is not None
    uses = [c for c in legal_commands(t.state, 0) if isinstance(c, K.UseCard)]
    assert uses == []
    why = t.refused(K.UseCard(seat=0, card=card.id))
    assert why == "Aidan Lyle is acting: it stays locked until its action is over."
    assert aidan.locked and not card.locked


@pytest.mark.parametrize(("mode", "blood", "where"), [(0, 5, "s0.torpor"), (1, 2, "s0.ready")])
def test_rutors_hand_superior_may_burn_3_blood_instead(table, mode, blood, where):
    t = table
    aidan = acting(t, "Aidan Lyle", 6)  # THA
    assert aidan.counters["blood"] == 6, aidan.counters
    card = t.in_hand(0, "Rutor's Hand")
    (cmd,) = [c for c in acts(t, 0, card) if c.superior and c.mode == mode]
    t.ok(cmd)
    succeed(t)
    assert card.attached_to == aidan.id and card.locked
    assert aidan.counters["blood"] == blood and aidan.zone == where  # 1 blood: its cost


def test_rutors_hand_immunity_needs_3_blood(table):
    t = table
    aidan = acting(t, "Aidan Lyle", 2)
    card = t.in_hand(0, "Rutor's Hand")
    assert {c.mode for c in acts(t, 0, card) if c.superior} == {0}
    why = t.refused(
        K.Act(seat=0, minion=aidan.id, kind=K.ACTION, card=card.id, superior=True, mode=1)
    )
    assert why == "The vampire has not enough blood to burn."
    assert not aidan.locked and card.zone == "s0.hand"
