"""The reaction cards of the Fifth Edition starters, played from the dock and run by the
engine: intercept for the blocker, a woken or unlocked vampire that blocks, a bleed against
you reduced or redirected, votes in the polling step, an effect kept for the combat after a
block.  Seat A (0) acts; seat B (1), its prey, reacts."""

import pytest

from vtt.games.vtes.rules import commands as K
from vtt.games.vtes.rules.cardrules import card_rules
from vtt.games.vtes.rules.data import MINION
from vtt.games.vtes.rules.legal import legal_commands

from .conftest import dock, plays

NOT_NEEDED = "Stealth and intercept are played only when they are needed."
UNMET = "The card's own condition is not met now."


#: the versions of vampires with several cards of the same name that these tests mean
SECT: dict[str, str] = {}


def _vampire(t, seat, blood, name):
    """``seat``'s vampire ``name`` in play (of the sect :data:`SECT` gives, if any)."""
    card = t.vampire(seat, blood, name)
    if name in SECT:
        card.catalog = next(
            c.catalog
            for c in t.module_db().cards.values()
            if c.name == name and c.sect == SECT[name]
        )
    return card


def _bleeds(t, acting="Sully", reacting="Alexander Silverson", blood=4, locked=False):
    """Seat A's ``acting`` bleeds seat B, who has ``reacting``; A passed: B decides whether
    to block."""
    t.to_phase(MINION)
    actor = t.vampire(0, 3, acting)
    reactor = _vampire(t, 1, blood, reacting)
    reactor.locked = locked
    t.ok(K.Act(seat=0, minion=actor.id, kind=K.BLEED))
    t.ok(K.Pass(seat=0))
    return actor, reactor


def _attempts(t, **kw):
    """B's vampire attempts to block a bleed with 1 stealth; A passed: B holds the impulse."""
    actor, reactor = _bleeds(t, **kw)
    t.ok(K.Block(seat=1, minion=reactor.id))
    t.rules["action"]["stealth"] = 1
    t.ok(K.Pass(seat=0))
    return actor, reactor


def _declined(t, amount=4, **kw):
    """B declined to block a bleed of ``amount``; A passed its last chance: B decides."""
    actor, reactor = _bleeds(t, **kw)
    t.ok(K.Pass(seat=1))
    t.pass_to(0)
    t.rules["action"]["amount"] = amount
    t.ok(K.Pass(seat=0))
    return actor, reactor


def _way(t, seat, card, superior=False, mode=0, target=None, target_card=None):
    found = [
        c
        for c in plays(t, seat, card)
        if c.superior == superior
        and c.mode == mode
        and (target is None or c.target == target)
        and (target_card is None or c.target_card == target_card)
    ]
    assert found, f"{card.catalog} is not offered"
    return found[0]


# -- intercept for the blocking vampire ---------------------------------------------------------

INTERCEPT = [
    # card, reacting vampire, superior, mode, intercept after, blood left, dock (en, es)
    (
        "Enhanced Senses",
        "Alexander Silverson",
        False,
        0,
        2,
        4,
        "+1 intercept",
        "+1 de intercepción",
    ),
    (
        "Enhanced Senses",
        "Alexander Silverson",
        True,
        0,
        3,
        4,
        "superior: +2 intercept",
        "superior: +2 de intercepción",
    ),
    ("Eagle's Sight", "Alexander Silverson", False, 0, 2, 4, "+1 intercept", "+1 de intercepción"),
    ("Eyes of Argus", "Alexander Silverson", False, 0, 3, 4, "+2 intercept", "+2 de intercepción"),
    ("My Enemy's Enemy", "Alexander Silverson", False, 0, 2, 4, "+1 intercept", None),
    ("Telepathic Misdirection", "Alexander Silverson", False, 0, 2, 3, "+1 intercept", None),
    ("Precognition", "Alexander Silverson", False, 0, 2, 4, "+1 intercept", None),
    ("Protection Racket", "Casey Snyder", False, 0, 2, 4, "+1 intercept", None),
    ("The Warrens", "Amadeo", False, 0, 4, 3, "+3 intercept", "+3 de intercepción"),
    ("Second Tradition: Domain", "Alexander Silverson", False, 0, 3, 4, "+2 intercept", None),
    ("Party Out Of Bounds", "Casey Snyder", False, 3, 2, 4, "+1 intercept", None),
    ("Deep Ecology", "Casey Snyder", False, 0, 3, 4, "+2 intercept", None),
    ("Organized Resistance", "Casey Snyder", False, 0, 2, 4, "+1 intercept", None),
]


@pytest.mark.parametrize(
    ("name", "vampire", "superior", "mode", "after", "blood", "en", "es"), INTERCEPT
)
def test_intercept_for_the_blocker(
    table, spanish, name, vampire, superior, mode, after, blood, en, es
):
    t = table
    _, reactor = _attempts(t, reacting=vampire)
    card = t.in_hand(1, name)
    way = _way(t, 1, card, superior, mode)
    assert dock(t, way, 1) == f"Play {name} with {vampire}: {en}"
    if es is not None:
        assert dock(t, way, 1, "es").endswith(f" con {vampire}: {es}")
    t.rules["action"].update(stealth=2, intercept=1)  # a blocker with 1 intercept already
    t.ok(way)
    assert t.rules["action"]["intercept"] == after
    assert reactor.counters["blood"] == blood  # The Warrens, Telepathic Misdirection: 1 blood


@pytest.mark.parametrize(("name", "vampire", "superior", "mode"), [row[:4] for row in INTERCEPT])
def test_intercept_is_refused_when_not_needed(table, name, vampire, superior, mode):
    t = table
    _, reactor = _attempts(t, reacting=vampire)
    t.rules["action"]["intercept"] = 1  # stealth 1: intercept is not needed
    card = t.in_hand(1, name)
    why = t.refused(
        K.PlayCard(seat=1, card=card.id, minion=reactor.id, superior=superior, mode=mode)
    )
    assert why in (NOT_NEEDED, UNMET)
    assert t.rules["action"]["intercept"] == 1


def test_protection_racket_gives_more_against_a_titled_acting_minion(table):
    t = table
    _, reactor = _attempts(t, acting="Alexander Silverson", reacting="Casey Snyder")
    card = t.in_hand(1, "Protection Racket")
    way = _way(t, 1, card)
    assert dock(t, way, 1) == "Play Protection Racket with Casey Snyder: +2 intercept"
    t.ok(way)
    assert t.rules["action"]["intercept"] == 2


def test_the_warrens_gives_2_to_an_untitled_nosferatu(table):
    t = table
    name = next(
        c.name
        for c in t.module_db().cards.values()
        if c.is_crypt and c.clan == "Nosferatu" and not c.title and c.sect == "Camarilla"
    )
    _attempts(t, reacting=name)
    t.ok(_way(t, 1, t.in_hand(1, "The Warrens")))
    assert t.rules["action"]["intercept"] == 2


@pytest.mark.parametrize(
    ("name", "vampire", "why"),
    [
        ("Enhanced Senses", "Akram", "lacks the discipline"),
        ("Protection Racket", "Alexander Silverson", "requires a minion of the Anarch sect"),
        ("The Warrens", "Alexander Silverson", "requires a minion of clan Nosferatu"),
        ("Second Tradition: Domain", "Casey Snyder", "requires a justicar / prince"),
        ("Deep Ecology", "Baron Dieudonne", "requires a minion of the Anarch sect"),
        ("Organized Resistance", "Alexander Silverson", "requires a baron"),
        ("Precognition", "Akram", "lacks the discipline"),
        ("Bait and Switch", "Alexander Silverson", "requires a baron"),
        ("Night Terrors", "Alexander Silverson", "requires a minion of clan Ravnos"),
        ("Protected District", "Alexander Silverson", "requires a primogen"),
        ("Party Out Of Bounds", "Alexander Silverson", "requires a minion of the Anarch sect"),
        ("Eyes of Argus", "Akram", "lacks the discipline"),
        ("Eagle's Sight", "Akram", "lacks the discipline"),
        ("Telepathic Misdirection", "Akram", "lacks the discipline"),
        ("My Enemy's Enemy", "Akram", "lacks the discipline"),
        ("Spirit's Touch", "Akram", "lacks the discipline"),
        ("Instinctive Reaction", "Akram", "lacks the discipline"),
        ("Cats' Guidance", "Akram", "lacks the discipline"),
        ("Visions of Zapathasura", "Casey Snyder", "lacks the discipline"),
    ],
)
def test_a_vampire_without_the_requirement_is_not_offered_the_card(table, name, vampire, why):
    t = table
    _, reactor = _attempts(t, reacting=vampire)
    card = t.in_hand(1, name)
    assert plays(t, 1, card) == []
    assert why in t.refused(K.PlayCard(seat=1, card=card.id, minion=reactor.id))


def test_eyes_of_argus_and_the_warrens_need_an_action_directed_at_you(table):
    t = table
    t.to_phase(MINION)
    hunter = t.vampire(0, 3, "Sully")
    amadeo = t.vampire(1, 4, "Amadeo")  # the prey of the acting Methuselah: may block
    t.ok(K.Act(seat=0, minion=hunter.id, kind=K.HUNT))
    t.ok(K.Pass(seat=0))
    t.ok(K.Block(seat=1, minion=amadeo.id))
    t.rules["action"]["stealth"] = 2
    t.ok(K.Pass(seat=0))
    warrens = t.in_hand(1, "The Warrens")
    assert plays(t, 1, warrens) == []
    assert "only during an action directed at you" in t.refused(
        K.PlayCard(seat=1, card=warrens.id, minion=amadeo.id)
    )


# -- a bleed against you reduced, redirected -------------------------------------------------------


def test_visions_of_zapathasura_reduces_the_bleed_by_3(table, spanish):
    t = table
    _, alexander = _declined(t, reacting="Alexander Silverson")
    card = t.in_hand(1, "Visions of Zapathasura")
    way = _way(t, 1, card)
    assert dock(t, way, 1) == (
        "Play Visions of Zapathasura with Alexander Silverson: -3 to the bleed against you"
    )
    t.ok(way)
    assert t.rules["action"]["amount"] == 1 and alexander.counters["blood"] == 3


def test_visions_of_zapathasura_superior_locks_to_bring_the_bleed_to_0(table, spanish):
    t = table
    _, alexander = _declined(t, amount=5, reacting="Alexander Silverson")
    card = t.in_hand(1, "Visions of Zapathasura")
    way = _way(t, 1, card, superior=True)
    assert dock(t, way, 1) == (
        "Play Visions of Zapathasura with Alexander Silverson: superior: lock Alexander"
        " Silverson; the bleed against you drops to 0"
    )
    assert dock(t, way, 1, "es").endswith("el sangrado contra ti baja a 0")
    t.ok(way)
    assert t.rules["action"]["amount"] == 0 and alexander.locked
    assert alexander.counters["blood"] == 3


def test_a_bleed_is_reduced_only_when_it_is_against_you(table):
    t = table
    t.to_phase(MINION)
    sully = t.vampire(0, 3, "Sully")
    t.vampire(1, 4, "Akram")
    carol = t.vampire(2, 4, "Alexander Silverson")
    t.ok(K.Act(seat=0, minion=sully.id, kind=K.BLEED))
    t.pass_to(2)
    card = t.in_hand(2, "Visions of Zapathasura")
    why = t.refused(K.PlayCard(seat=2, card=card.id, minion=carol.id))
    assert why == "Only a bleed against you can be reduced."
    assert carol.counters["blood"] == 4


@pytest.mark.parametrize(
    ("name", "vampire", "mode", "amount_after"),
    [
        ("Protected District", "Amadeo", 0, 1),
        ("Party Out Of Bounds", "Aisha az-Zahra", 0, 2),
        ("Deep Ecology", "Casey Snyder", 1, 2),
    ],
)
def test_reductions_of_the_bleed_against_you(table, name, vampire, mode, amount_after):
    t = table
    _declined(t, reacting=vampire)
    card = t.in_hand(1, name)
    way = _way(t, 1, card, mode=mode)
    n = 4 - amount_after
    assert dock(t, way, 1) == f"Play {name} with {vampire}: -{n} to the bleed against you"
    t.ok(way)
    assert t.rules["action"]["amount"] == amount_after


def test_a_discipline_alternative_is_offered_only_to_a_vampire_with_it(table):
    t = table
    _, aisha = _declined(t, reacting="Aisha az-Zahra")  # obf, PRE: no pro
    card = t.in_hand(1, "Party Out Of Bounds")
    modes = {c.mode for c in plays(t, 1, card)}
    assert modes == {0}  # the reduction; no votes outside a referendum, no intercept
    assert t.refused(K.PlayCard(seat=1, card=card.id, minion=aisha.id, mode=3)) == UNMET


@pytest.mark.parametrize("name", ["Bait and Switch", "Telepathic Misdirection"])
def test_redirections_lock_the_reacting_vampire(table, spanish, name):
    t = table
    vampire = "Casey Snyder" if name == "Bait and Switch" else "Alexander Silverson"
    _, reactor = _declined(t, reacting=vampire)
    card = t.in_hand(1, name)
    superior = name == "Telepathic Misdirection"
    way = _way(t, 1, card, superior=superior, target=2)
    words = f"lock {vampire}; redirect the bleed to C"
    words = f"superior: {words}" if superior else words
    assert dock(t, way, 1) == f"Play {name} with {vampire}: {words}"
    t.ok(way)
    assert t.rules["action"]["target"] == 2 and reactor.locked
    assert reactor.counters["blood"] == (3 if superior else 4)


def test_my_enemys_enemy_redirects_to_the_predators_predator_only(table):
    t = table
    _, alexander = _declined(t, reacting="Alexander Silverson")  # A (B's predator) bleeds B
    card = t.in_hand(1, "My Enemy's Enemy")
    offered = [c for c in plays(t, 1, card) if c.superior]
    assert {c.target for c in offered} == {3}  # A's predator: D
    assert t.refused(
        K.PlayCard(seat=1, card=card.id, minion=alexander.id, superior=True, target=2)
    ) == ("The card cannot be aimed there.")
    t.ok(offered[0])
    alexander = t.state.cards[alexander.id]  # a refused command restores the state
    assert t.rules["action"]["target"] == 3 and alexander.locked


def test_my_enemys_enemy_is_not_usable_with_two_methuselahs(table):
    from ..rules.conftest import Table

    t = Table(seats=2)
    t.to_phase(MINION)
    sully = t.vampire(0, 3, "Sully")
    alexander = t.vampire(1, 4, "Alexander Silverson")
    t.ok(K.Act(seat=0, minion=sully.id, kind=K.BLEED))
    t.ok(K.Pass(seat=0))
    t.ok(K.Pass(seat=1))
    t.pass_to(0)
    t.ok(K.Pass(seat=0))
    card = t.in_hand(1, "My Enemy's Enemy")
    assert [c for c in plays(t, 1, card) if c.superior] == []
    why = t.refused(K.PlayCard(seat=1, card=card.id, minion=alexander.id, superior=True))
    assert why == UNMET


def test_stealth_of_the_acting_minion_drops_to_0(table):
    t = table
    ravnos = next(
        c.name
        for c in t.module_db().cards.values()
        if c.is_crypt and c.clan == "Ravnos" and "OBF" in c.disciplines and not c.title
    )
    _, reactor = _attempts(t, reacting=ravnos)
    t.rules["action"]["stealth"] = 3
    card = t.in_hand(1, "Night Terrors")
    way = _way(t, 1, card)
    assert (
        dock(t, way, 1)
        == f"Play Night Terrors with {ravnos}: the acting minion's stealth drops to 0"
    )
    t.ok(way)
    assert t.rules["action"]["stealth"] == 0 and reactor.counters["blood"] == 3
    assert plays(t, 1, t.in_hand(1, "Night Terrors", 1)) == []  # once per action


# -- waking, unlocking and blocking ------------------------------------------------------------


def test_eyes_of_argus_wakes_a_locked_vampire_to_block(table, spanish):
    t = table
    _, alexander = _bleeds(t, locked=True)
    assert "cannot block" in t.refused(K.Block(seat=1, minion=alexander.id))
    card = t.in_hand(1, "Eyes of Argus")
    way = _way(t, 1, card, superior=True)
    assert not [c for c in plays(t, 1, card) if not c.superior]  # locked: no +2 intercept
    assert (
        dock(t, way, 1)
        == "Play Eyes of Argus with Alexander Silverson: superior: Alexander Silverson wakes"
    )
    assert dock(t, way, 1, "es").endswith("Alexander Silverson despierta")
    t.ok(way)
    assert alexander.locked
    t.pass_to(1)  # the impulse went back to the acting Methuselah
    t.ok(K.Block(seat=1, minion=alexander.id))
    assert t.rules["action"]["blocker"] == alexander.id
    # woken: it may play reactions too while the action lasts
    t.rules["action"]["stealth"] = 1
    t.ok(K.Pass(seat=0))
    assert _way(t, 1, t.in_hand(1, "Enhanced Senses", 1))


def test_a_vampire_is_woken_only_when_locked(table):
    t = table
    _, alexander = _bleeds(t)
    card = t.in_hand(1, "Eyes of Argus")
    why = t.refused(K.PlayCard(seat=1, card=card.id, minion=alexander.id, superior=True))
    assert why == "Eyes of Argus is played only by a locked minion."


def test_second_tradition_unlocks_a_locked_prince_to_block(table, spanish):
    t = table
    _, alexander = _bleeds(t, locked=True)
    card = t.in_hand(1, "Second Tradition: Domain")
    offered = plays(t, 1, card)
    assert [c.mode for c in offered] == [1]
    assert dock(t, offered[0], 1) == (
        "Play Second Tradition: Domain with Alexander Silverson: Alexander Silverson unlocks"
        " and attempts to block with +2 intercept"
    )
    assert "se endereza e intenta bloquear con +2 de intercepción" in dock(t, offered[0], 1, "es")
    t.ok(offered[0])
    action = t.rules["action"]
    assert action["stage"] == "attempt" and action["blocker"] == alexander.id
    assert action["intercept"] == 2 and not alexander.locked
    assert alexander.counters["blood"] == 3


def test_second_tradition_refuses_the_block_for_an_unlocked_prince(table):
    t = table
    _, alexander = _bleeds(t)
    card = t.in_hand(1, "Second Tradition: Domain")
    why = t.refused(K.PlayCard(seat=1, card=card.id, minion=alexander.id, mode=1))
    assert why == "Only a locked minion does that."
    assert alexander.counters["blood"] == 4


def test_organized_resistance_unlocks_a_locked_anarch_to_block(table):
    t = table
    _, casey = _bleeds(t, reacting="Casey Snyder")
    anarch = t.vampire(1, 3, "Alabástrom")
    anarch.locked = True
    card = t.in_hand(1, "Organized Resistance")
    way = _way(t, 1, card, mode=1, target_card=anarch.id)
    assert dock(t, way, 1) == (
        "Play Organized Resistance with Casey Snyder: Alabástrom unlocks and attempts to block"
        " with +1 intercept"
    )
    t.ok(way)
    action = t.rules["action"]
    assert action["blocker"] == anarch.id and action["intercept"] == 1 and not anarch.locked
    assert not casey.locked


def test_eagles_sight_blocks_an_action_aimed_at_another(table, spanish):
    t = table
    t.to_phase(MINION)
    sully = t.vampire(0, 3, "Sully")
    t.vampire(1, 4, "Akram")
    carol = t.vampire(2, 4, "Alexander Silverson")
    t.ok(K.Act(seat=0, minion=sully.id, kind=K.BLEED))
    assert "may not attempt to block" in t.refused(K.Block(seat=2, minion=carol.id))
    t.pass_to(2)
    card = t.in_hand(2, "Eagle's Sight")
    way = _way(t, 2, card, superior=True)
    assert dock(t, way, 2) == (
        "Play Eagle's Sight with Alexander Silverson: superior: Alexander Silverson attempts"
        " to block, whoever the action is aimed at"
    )
    t.ok(way)
    assert t.rules["action"]["blocker"] == carol.id


def test_deep_ecology_pro_burns_blood_to_unlock(table):
    t = table
    _, casey = _bleeds(t, reacting="Casey Snyder", locked=True)
    card = t.in_hand(1, "Deep Ecology")
    way = _way(t, 1, card, mode=2)
    assert (
        dock(t, way, 1)
        == "Play Deep Ecology with Casey Snyder: Casey Snyder burns 1 blood to unlock"
    )
    t.ok(way)
    assert not casey.locked and casey.counters["blood"] == 3
    t.pass_to(1)  # the impulse went back to the acting Methuselah
    t.ok(K.Block(seat=1, minion=casey.id))


# -- votes -------------------------------------------------------------------------------------


def _polling(t, reacting):
    t.to_phase(MINION)
    caller = t.vampire(0, 4, "Sully")
    voter = _vampire(t, 1, 4, reacting)
    card = next(
        c
        for c in t.module_db().cards.values()
        if c.types == ("Political Action",)
        and not c.disciplines
        and not c.clans
        and not c.pool_cost
        and not c.blood_cost
        and not card_rules().get(c.catalog, {}).get("requires")
    )
    held = t.in_hand(0, card.name)
    t.ok(K.Act(seat=0, minion=caller.id, kind=K.POLITICAL, card=held.id))
    t.pass_round()
    t.pass_round()
    t.ok(K.Pass(seat=0))  # A is done voting: B votes
    return voter


@pytest.mark.parametrize(
    ("name", "vampire", "mode", "side", "n"),
    [
        ("Protected District", "Amadeo", 1, "against", 3),
        ("Party Out Of Bounds", "Aisha az-Zahra", 2, "against", 2),
    ],
)
def test_votes_in_the_polling_step(table, spanish, name, vampire, mode, side, n):
    t = table
    _polling(t, vampire)
    card = t.in_hand(1, name)
    way = _way(t, 1, card, mode=mode)
    assert dock(t, way, 1) == f"Play {name} with {vampire}: {n} votes {side} the referendum"
    assert dock(t, way, 1, "es").endswith("votos en contra del referéndum")
    t.ok(way)
    assert t.rules["referendum"][side] == n


def test_protected_district_reduces_no_bleed_in_a_referendum(table):
    t = table
    amadeo = _polling(t, "Amadeo")
    card = t.in_hand(1, "Protected District")
    assert {c.mode for c in plays(t, 1, card)} == {1}
    why = t.refused(K.PlayCard(seat=1, card=card.id, minion=amadeo.id, mode=0))
    assert why == "Not at this moment of the game."


# -- an effect kept for the combat after a block ---------------------------------------------------


def test_precognition_prevents_damage_in_the_first_round_if_it_blocks(table, spanish):
    t = table
    _, alexander = _attempts(t)
    card = t.in_hand(1, "Precognition")
    way = _way(t, 1, card, superior=True)
    assert dock(t, way, 1) == (
        "Play Precognition with Alexander Silverson: superior: +1 intercept; if this vampire"
        " blocks: prevent 1 damage in the first round"
    )
    t.ok(way)
    t.pass_round()  # blocked: combat
    combat = t.rules["combat"]
    assert combat is not None and combat["b"] == alexander.id
    t.ok(K.Pass(seat=0))
    t.ok(K.Pass(seat=1))  # close range
    t.ok(K.Strike(seat=0, minion=t.rules["combat"]["a"]))
    t.ok(K.Strike(seat=1, minion=alexander.id))
    t.ok(K.Pass(seat=0))  # the acting minion prevents nothing: B may prevent with the card
    prevent = K.Modify(seat=1, what=K.PREVENT, delta=1, minion=alexander.id, card=card.id)
    assert prevent in legal_commands(t.state, 1)
    t.ok(prevent)
    t.ok(K.Pass(seat=1))
    assert t.state.cards[alexander.id].counters["blood"] == 4  # Sully's 1 damage prevented


def test_precognition_inferior_keeps_nothing_for_the_combat(table):
    t = table
    _, alexander = _attempts(t)
    card = t.in_hand(1, "Precognition")
    t.ok(_way(t, 1, card))
    t.pass_round()
    assert t.rules["combat"] is not None
    assert all(p["card"] != card.id for p in t.rules.get("played", []))


def test_night_terrors_superior_ends_the_combat_in_its_first_round(table):
    t = table
    ravnos = next(
        c.name
        for c in t.module_db().cards.values()
        if c.is_crypt and c.clan == "Ravnos" and "OBF" in c.disciplines and not c.title
    )
    _, reactor = _attempts(t, reacting=ravnos)
    card = t.in_hand(1, "Night Terrors")
    way = _way(t, 1, card, superior=True)
    assert dock(t, way, 1) == (
        f"Play Night Terrors with {ravnos}: superior: the acting minion's stealth drops to 0;"
        " if this vampire blocks: strike: combat ends in the first round"
    )
    t.ok(way)
    t.pass_round()  # stealth 0, intercept 0: blocked
    t.ok(K.Pass(seat=0))
    t.ok(K.Pass(seat=1))
    t.ok(K.Strike(seat=0, minion=t.rules["combat"]["a"]))
    ends = K.Strike(seat=1, minion=reactor.id, kind=K.COMBAT_ENDS, card=card.id)
    assert ends in legal_commands(t.state, 1)
    t.ok(ends)


def _blocked_with(t, name, superior, reacting="Alexander Silverson"):
    """B's ``reacting`` attempts to block, plays ``name`` and blocks: the combat's range."""
    _, reactor = _attempts(t, reacting=reacting)
    card = t.in_hand(1, name)
    t.ok(_way(t, 1, card, superior=superior))
    t.pass_round()
    assert t.rules["combat"]["b"] == reactor.id
    return reactor, card


def test_spirits_touch_superior_gives_a_maneuver_in_the_combat(table, spanish):
    t = table
    _, alexander = _attempts(t)
    card = t.in_hand(1, "Spirit's Touch")
    way = _way(t, 1, card, superior=True)
    assert dock(t, way, 1) == (
        "Play Spirit's Touch with Alexander Silverson: superior: +1 intercept; if this vampire"
        " blocks: 1 optional maneuver"
    )
    assert dock(t, way, 1, "es").endswith("si este vampiro bloquea: 1 maniobra opcional")
    t.ok(way)
    t.pass_round()
    t.ok(K.Pass(seat=0))  # the acting minion does not maneuver: B may
    maneuver = K.Maneuver(seat=1, minion=alexander.id, card=card.id)
    assert maneuver in legal_commands(t.state, 1)
    t.ok(maneuver)
    assert t.rules["combat"]["range"] == "long"


def test_spirits_touch_inferior_gives_no_maneuver(table):
    t = table
    alexander, card = _blocked_with(t, "Spirit's Touch", superior=False)
    t.ok(K.Pass(seat=0))
    why = t.refused(K.Maneuver(seat=1, minion=alexander.id, card=card.id))
    assert "was not played now" in why or "does not say that" in why


def test_guard_dogs_unlocks_a_locked_vampire_bled(table, spanish):
    t = table
    _, alexander = _bleeds(t, reacting="Baron Dieudonne", locked=True)
    card = t.in_hand(1, "Guard Dogs")
    way = _way(t, 1, card, superior=True)
    assert dock(t, way, 1) == (
        "Play Guard Dogs with Baron Dieudonne: superior: unlock Baron Dieudonne; if this"
        " vampire blocks: 1 optional maneuver"
    )
    t.ok(way)
    assert not alexander.locked
    t.pass_to(1)
    t.ok(K.Block(seat=1, minion=alexander.id))


def test_guard_dogs_is_refused_to_an_unlocked_vampire(table):
    t = table
    _, dieudonne = _bleeds(t, reacting="Baron Dieudonne")
    card = t.in_hand(1, "Guard Dogs")
    why = t.refused(K.PlayCard(seat=1, card=card.id, minion=dieudonne.id))
    assert why == "Guard Dogs is played only by a locked minion."


def test_instinctive_reaction_needs_the_predator_acting(table):
    t = table
    t.to_phase(MINION)
    sully = t.vampire(0, 3, "Sully")
    t.vampire(1, 4, "Akram")
    dora = t.vampire(3, 4, "Baron Dieudonne")  # D: A is D's prey, not its predator
    t.ok(K.Act(seat=0, minion=sully.id, kind=K.HUNT))
    t.pass_to(3)
    t.ok(K.Block(seat=3, minion=dora.id))
    t.rules["action"]["stealth"] = 2
    t.pass_to(3)
    card = t.in_hand(3, "Instinctive Reaction")
    assert plays(t, 3, card) == []
    assert t.refused(K.PlayCard(seat=3, card=card.id, minion=dora.id)) == UNMET


def test_instinctive_reaction_gives_intercept_against_the_predator(table):
    t = table
    _attempts(t, reacting="Baron Dieudonne")
    t.ok(_way(t, 1, t.in_hand(1, "Instinctive Reaction")))
    assert t.rules["action"]["intercept"] == 1


def test_deflection_superior_does_not_lock(table):
    t = table
    _, alexander = _declined(t)
    card = t.in_hand(1, "Deflection")
    t.ok(_way(t, 1, card, superior=True, target=2))
    assert t.rules["action"]["target"] == 2 and not alexander.locked


def test_a_woken_vampire_sleeps_again_when_the_action_ends(table):
    t = table
    _, alexander = _bleeds(t, locked=True)
    t.ok(_way(t, 1, t.in_hand(1, "Eyes of Argus"), superior=True))
    t.pass_round()  # nobody blocks: the bleed resolves
    while t.rules["action"] is not None:
        t.pass_round()
    assert t.rules["phase"] == MINION and alexander.locked
    other = t.vampire(0, 3, "Akram")
    t.ok(K.Act(seat=0, minion=other.id, kind=K.BLEED))
    t.ok(K.Pass(seat=0))
    assert "cannot block" in t.refused(K.Block(seat=1, minion=alexander.id))


def _blocked(t, reacting="Baron Dieudonne"):
    """B's ``reacting`` blocked A's bleed: the combat's first round, A passed its maneuver."""
    _, reactor = _bleeds(t, reacting=reacting)
    t.ok(K.Block(seat=1, minion=reactor.id))
    t.pass_round()
    assert t.rules["combat"]["b"] == reactor.id and reactor.locked
    t.ok(K.Pass(seat=0))
    return reactor


def test_cats_guidance_unlocks_the_vampire_that_blocked(table, spanish):
    t = table
    dieudonne = _blocked(t)
    card = t.in_hand(1, "Cats' Guidance")
    way = _way(t, 1, card)
    assert dock(t, way, 1) == "Play Cats' Guidance with Baron Dieudonne: unlock Baron Dieudonne"
    assert dock(t, way, 1, "es").endswith(": enderezar a Baron Dieudonne")
    t.ok(way)
    assert not t.state.cards[dieudonne.id].locked
    assert t.rules["combat"] is not None  # the combat goes on


def test_cats_guidance_is_refused_before_a_block(table):
    t = table
    _, dieudonne = _bleeds(t, reacting="Baron Dieudonne", locked=True)
    card = t.in_hand(1, "Cats' Guidance")
    assert [c for c in plays(t, 1, card) if not c.superior] == []
    why = t.refused(K.PlayCard(seat=1, card=card.id, minion=dieudonne.id))
    assert why == (
        "Cats' Guidance is played by a vampire that has just blocked, once the block resolved"
        " and before the combat goes on."
    )


def test_cats_guidance_is_refused_once_the_combat_went_on(table):
    t = table
    dieudonne = _blocked(t)
    t.ok(K.Pass(seat=1))  # the range is set: strikes, the acting minion first
    t.ok(K.Strike(seat=0, minion=t.rules["combat"]["a"]))
    card = t.in_hand(1, "Cats' Guidance")
    assert plays(t, 1, card) == []
    assert "before the combat goes on" in t.refused(
        K.PlayCard(seat=1, card=card.id, minion=dieudonne.id)
    )


def test_cats_guidance_superior_gives_intercept(table):
    t = table
    _attempts(t, reacting="Baron Dieudonne")
    t.ok(_way(t, 1, t.in_hand(1, "Cats' Guidance"), superior=True))
    assert t.rules["action"]["intercept"] == 1


def test_eagles_sight_does_not_undo_a_decline(table):
    t = table
    t.to_phase(MINION)
    sully = t.vampire(0, 3, "Sully")
    t.vampire(1, 4, "Akram")
    dora = t.vampire(3, 4, "Alexander Silverson")  # A's predator: may block A's hunt
    t.ok(K.Act(seat=0, minion=sully.id, kind=K.HUNT))
    t.pass_to(3)
    t.ok(K.Pass(seat=3))  # D declines
    # a card played since gave the impulse back round: D holds it again
    t.rules["action"]["imp"]["at"] = t.rules["action"]["imp"]["order"].index(3)
    card = t.in_hand(3, "Eagle's Sight")
    why = t.refused(K.PlayCard(seat=3, card=card.id, minion=dora.id, superior=True))
    assert why == "You may not attempt to block this action."


@pytest.mark.parametrize(("blocker", "gets"), [("Alabástrom", 1), ("Akram", None)])
def test_organized_resistance_gives_intercept_to_an_anarch_blocking(table, blocker, gets):
    t = table
    _, casey = _bleeds(t, reacting="Casey Snyder")
    other = t.vampire(1, 3, blocker)
    t.ok(K.Block(seat=1, minion=other.id))
    t.rules["action"]["stealth"] = 1
    t.ok(K.Pass(seat=0))
    card = t.in_hand(1, "Organized Resistance")
    play = K.PlayCard(seat=1, card=card.id, minion=casey.id, mode=0)
    if gets is None:
        assert t.refused(play) == UNMET
        return
    assert play in plays(t, 1, card)
    t.ok(play)
    assert t.rules["action"]["intercept"] == gets


# -- until the next unlock phase: replacements held back, once between unlocks, kept locked ----

GNAEUS = "Gnaeus Aemilius Augustinus"  # capacity 9: tha DOM OBL POT PRO


def _resolved(t):
    """Everybody passes until the action is over (no block)."""
    while t.rules["action"] is not None:
        t.ok(K.Pass(seat=t.waits_for["seat"]))


def _bleeds_again(t, acting="Aisha az-Zahra"):
    """Another vampire of seat A bleeds B; A passed: B decides whether to block."""
    actor = t.vampire(0, 3, acting)
    t.ok(K.Act(seat=0, minion=actor.id, kind=K.BLEED))
    t.ok(K.Pass(seat=0))
    return actor


def test_wake_with_evenings_freshness_is_replaced_at_the_next_unlock_phase(table, spanish):
    t = table
    _, alexander = _bleeds(t, locked=True)
    hand = t.state.seat_zone(1, "hand")
    size, pool = len(hand.cards), t.pool(1)
    card = t.in_hand(1, "Wake with Evening's Freshness")
    way = _way(t, 1, card)
    assert dock(t, way, 1) == (
        "Play Wake with Evening's Freshness with Alexander Silverson: "
        "Alexander Silverson wakes; not replaced until your next unlock phase"
    )
    assert dock(t, way, 1, "es").endswith(
        "Alexander Silverson despierta; no se repone hasta tu siguiente fase de enderezamiento"
    )
    t.ok(way)
    assert len(hand.cards) == size - 1 and t.pool(1) == pool  # no cost, no replacement
    assert alexander.id in t.rules["action"]["awake"]
    _resolved(t)
    assert len(hand.cards) == size - 1  # not when the action ends
    t.ok(K.EndTurnRules(seat=0))  # B's turn: its unlock phase begins
    assert t.state.turn.active == 1 and len(hand.cards) == size
    assert t.rules["until_unlock"]["unlock"] == []


def test_wake_with_evenings_freshness_is_refused_to_an_unlocked_vampire(table):
    t = table
    _, alexander = _bleeds(t)
    card = t.in_hand(1, "Wake with Evening's Freshness")
    size = len(t.state.seat_zone(1, "hand").cards)
    assert plays(t, 1, card) == []
    assert t.refused(K.PlayCard(seat=1, card=card.id, minion=alexander.id))
    assert len(t.state.seat_zone(1, "hand").cards) == size
    assert "until_unlock" not in t.rules


def test_shadow_sentinel_is_played_once_between_unlock_phases(table, spanish):
    t = table
    _, gnaeus = _bleeds(t, reacting=GNAEUS, locked=True)
    card = t.in_hand(1, "Shadow Sentinel")
    way = _way(t, 1, card)
    assert dock(t, way, 1) == (
        "Play Shadow Sentinel with Gnaeus Aemilius Augustinus: once until Gnaeus Aemilius "
        "Augustinus's next unlock phase; Gnaeus Aemilius Augustinus wakes"
    )
    assert dock(t, way, 1, "es").endswith(
        "una vez hasta la siguiente fase de enderezamiento de Gnaeus Aemilius Augustinus; "
        "Gnaeus Aemilius Augustinus despierta"
    )
    pool = t.pool(1)
    t.ok(way)
    assert gnaeus.id in t.rules["action"]["awake"] and t.pool(1) == pool
    _resolved(t)
    _bleeds_again(t)  # a second action of the same turn: still locked, still booked
    again = t.in_hand(1, "Shadow Sentinel", 1)
    assert plays(t, 1, again) == []
    why = t.refused(K.PlayCard(seat=1, card=again.id, minion=gnaeus.id))
    assert why == (
        "Gnaeus Aemilius Augustinus already played Shadow Sentinel since its last unlock phase."
    )
    _resolved(t)
    t.ok(K.EndTurnRules(seat=0))  # its unlock phase: the booking ends
    assert t.rules["until_unlock"]["plays"] == {}
    assert not t.state.cards[gnaeus.id].locked  # (a refusal restores the state: fetch again)


def test_shadow_sentinel_needs_obtenebration(table):
    t = table
    _, alexander = _bleeds(t, locked=True)  # aus cel pre pro: no obl
    card = t.in_hand(1, "Shadow Sentinel")
    assert plays(t, 1, card) == []
    assert t.refused(K.PlayCard(seat=1, card=card.id, minion=alexander.id))


def _locked_ally(t, seat):
    ally = t.vampire(seat, 0)
    ally.catalog = t.by_name("Carlton Van Wyk").catalog
    ally.counters = {"life": 2}
    ally.locked = True
    t.rebook()
    return ally


def test_on_the_qui_vive_keeps_an_ally_locked_through_its_next_unlock(table, spanish):
    t = table
    _, alexander = _bleeds(t, locked=True)
    ally = _locked_ally(t, 1)
    card = t.in_hand(1, "On the Qui Vive")
    by_ally = [c for c in plays(t, 1, card) if c.minion == ally.id]
    by_vampire = [c for c in plays(t, 1, card) if c.minion == alexander.id]
    assert len(by_ally) == 1 and len(by_vampire) == 1
    assert dock(t, by_vampire[0], 1) == (
        "Play On the Qui Vive with Alexander Silverson: Alexander Silverson wakes; "
        "once until Alexander Silverson's next unlock phase"
    )
    assert dock(t, by_ally[0], 1) == (
        "Play On the Qui Vive with Carlton Van Wyk: Carlton Van Wyk wakes; once until "
        "Carlton Van Wyk's next unlock phase; Carlton Van Wyk does not unlock during its "
        "next unlock phase"
    )
    assert dock(t, by_ally[0], 1, "es").endswith(
        "Carlton Van Wyk no se endereza en su siguiente fase de enderezamiento"
    )
    pool = t.pool(1)
    t.ok(by_ally[0])
    assert ally.id in t.rules["action"]["awake"] and t.pool(1) == pool
    _resolved(t)
    _bleeds_again(t)
    again = t.in_hand(1, "On the Qui Vive", 1)
    assert [c.minion for c in plays(t, 1, again)] == [alexander.id]  # not the ally again
    why = t.refused(K.PlayCard(seat=1, card=again.id, minion=ally.id))
    assert why == "Carlton Van Wyk already played On the Qui Vive since its last unlock phase."
    _resolved(t)
    t.ok(K.EndTurnRules(seat=0))
    cards = t.state.cards  # (a refusal restores the state: fetch the cards again)
    assert cards[ally.id].locked and not cards[alexander.id].locked  # the ally only
    assert t.rules["until_unlock"] == {"plays": {}, "unlock": [], "discard": [], "kept_locked": []}


def test_on_the_qui_vive_played_by_a_vampire_does_not_keep_it_locked(table):
    t = table
    _, alexander = _bleeds(t, locked=True)
    card = t.in_hand(1, "On the Qui Vive")
    t.ok(_way(t, 1, card))
    _resolved(t)
    t.ok(K.EndTurnRules(seat=0))
    assert not alexander.locked


def test_visions_at_superior_reduces_a_bleed_of_more_than_10_to_0(table):
    """A bleed of 19 (found by fuzzing after many Haqim's Law: Retribution uses): the
    superior level reduces it to 0 however large it is."""
    t = table
    t.to_phase(MINION)
    me = t.vampire(0, 4, "Sully")
    gathii = t.vampire(1, 4, "Gathii")
    t.ok(K.Act(seat=0, minion=me.id, kind=K.BLEED))
    t.rules["action"]["amount"] = 19
    t.pass_to(1)
    card = t.in_hand(1, "Visions of Zapathasura")
    cmd = K.PlayCard(seat=1, card=card.id, minion=gathii.id, superior=True)
    assert cmd in plays(t, 1, card)
    t.ok(cmd)
    assert t.rules["action"]["amount"] == 0
