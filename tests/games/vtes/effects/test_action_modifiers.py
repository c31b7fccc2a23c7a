"""The action modifiers of the Fifth Edition starters the engine plays from their data
(``vtt/resources/vtes/effects/action_modifier.json``): each card's effect, its requirement,
its cost, a refusal and its words in the dock, in English and Spanish.

Seat 0 acts (A's prey is B, seat 1); Sully (capacity 4: aus dom obf) is B's blocker.
"""

from __future__ import annotations

import pytest

from vtt.games.vtes.rules import commands as K
from vtt.games.vtes.rules.data import MINION
from vtt.games.vtes.rules.effects.catalog import load
from vtt.games.vtes.rules.legal import legal_commands

from .conftest import Table, dock, plays

GNAEUS = "Gnaeus Aemilius Augustinus"  # capacity 9: tha DOM OBL POT PRO
ADANA = "Adana de Sforza"  # capacity 11: aus CEL OBF POT PRE PRO
ABADDON = "Abaddon"  # Salubri, capacity 8: DOM
ANKLA = "Ankla Hotep"  # Ravnos, capacity 9: PRE
SULLY = "Sully"

AISHA = "Aisha az-Zahra"  # Anarch Toreador, capacity 9: obf qui AUS CEL PRE
AUTOMATED = {
    "Aire of Elation",
    "True Love's Face",
    "Voter Captivation",
    "Bewitching Oration",
    "Daring the Dawn",
    "Invigorate",
    "Mirror Walk",
    "Monkey Wrench",
    "Obedient Flesh",
    "Ominous Chorus",
    "Perfect Paragon",
    "Bonding",
    "Change of Target",
    "Cloak the Gathering",
    "Conditioning",
    "Consign to Oblivion",
    "Earth Control",
    "Faceless Night",
    "Freak Drive",
    "Forced Confessional",
    "Foreshadowing Destruction",
    "Form of the Cobra",
    "Lost in Crowds",
    "Resist Earth's Grasp",
    "Seduction",
    "Stygian Shroud",
    "Swallowed by the Night",
    "Unleashing the Bestial Soul",
    "Veil the Legions",
    "Visions of Gehenna",
    "Where the Veil Thins",
    # wave 3, group "modifiers" (tests in test_w3_modifiers.py)
    "Amici Noctis",
    "Enchanting Gaze",
    "Revelation of the Serpent",
    "Scalpel Tongue",
    "Shadow Cast",
    "Shadow Cloak",
    "Spying Mission",
    "The Sleeping Mind",
}


def _act(actor: str, kind: str = K.BLEED, blood: int = 5):
    """Seat 0's ``actor`` takes ``kind``; seat 1's Sully may block."""
    t = Table()
    t.to_phase(MINION)
    minion = t.vampire(0, blood, actor)
    sully = t.vampire(1, 4, SULLY)
    t.ok(K.Act(seat=0, minion=minion.id, kind=kind))
    return t, minion, sully


def _attempt(t: Table, blocker) -> None:
    """``blocker``'s Methuselah attempts to block when it holds the impulse."""
    t.pass_to(blocker.controller)
    t.ok(K.Block(seat=blocker.controller, minion=blocker.id))


def _one(t: Table, card, minion, superior: bool, mode: int = 0) -> K.PlayCard:
    ways = [
        c
        for c in plays(t, 0, card)
        if c.minion == minion.id and c.superior == superior and c.mode == mode
    ]
    assert len(ways) == 1, ways
    return ways[0]


def _numbers(t: Table) -> tuple[int, int, int]:
    action = t.rules["action"]
    return action["amount"], action["stealth"], action["intercept"]


# card, its player, level, mode, when ("announce": right after the action is declared;
# "attempt": Sully attempts to block), the change of (amount, stealth, intercept), the
# blood paid, the dock's words (English, Spanish)
NUMBERS = [
    (
        "Aire of Elation",
        ADANA,
        True,
        "announce",
        (2, 0, 0),
        1,
        "superior: +2 bleed",
        "superior: +2 de sangrado",
    ),
    ("Bonding", GNAEUS, False, "announce", (1, 0, 0), 0, "+1 bleed", "+1 de sangrado"),
    (
        "Bonding",
        GNAEUS,
        True,
        "announce",
        (1, 1, 0),
        0,
        "superior: +1 stealth; +1 bleed",
        "superior: +1 de sigilo; +1 de sangrado",
    ),
    ("Conditioning", GNAEUS, False, "announce", (2, 0, 0), 1, "+2 bleed", "+2 de sangrado"),
    (
        "Conditioning",
        GNAEUS,
        True,
        "announce",
        (3, 0, 0),
        1,
        "superior: +3 bleed",
        "superior: +3 de sangrado",
    ),
    (
        "Foreshadowing Destruction",
        GNAEUS,
        False,
        "announce",
        (1, 0, 0),
        0,
        "+1 bleed",
        "+1 de sangrado",
    ),
    ("Earth Control", GNAEUS, False, "attempt", (0, 1, 0), 1, "+1 stealth", "+1 de sigilo"),
    (
        "Earth Control",
        GNAEUS,
        True,
        "attempt",
        (0, 2, 0),
        1,
        "superior: +2 stealth",
        "superior: +2 de sigilo",
    ),
    ("Cloak the Gathering", ADANA, False, "attempt", (0, 1, 0), 0, "+1 stealth", "+1 de sigilo"),
    ("Lost in Crowds", ADANA, False, "attempt", (0, 1, 0), 0, "+1 stealth", "+1 de sigilo"),
    (
        "Lost in Crowds",
        ADANA,
        True,
        "attempt",
        (0, 2, 0),
        0,
        "superior: +2 stealth",
        "superior: +2 de sigilo",
    ),
    ("Faceless Night", ADANA, False, "attempt", (0, 1, 0), 0, "+1 stealth", "+1 de sigilo"),
    (
        "Swallowed by the Night",
        ADANA,
        False,
        "attempt",
        (0, 1, 0),
        0,
        "+1 stealth",
        "+1 de sigilo",
    ),
    (
        "Resist Earth's Grasp",
        ADANA,
        True,
        "attempt",
        (0, 1, 0),
        1,
        "superior: +1 stealth",
        "superior: +1 de sigilo",
    ),
    (
        "Where the Veil Thins",
        GNAEUS,
        False,
        "attempt",
        (0, 1, 0),
        0,
        "+1 stealth",
        "+1 de sigilo",
    ),
    (
        "Stygian Shroud",
        GNAEUS,
        False,
        "attempt",
        (0, 0, -1),
        0,
        "-1 intercept to the blocking minion",
        "-1 de intercepción al siervo que bloquea",
    ),
    (
        "Forced Confessional",
        ABADDON,
        False,
        "attempt",
        (0, 0, -1),
        0,
        "-1 intercept to the blocking minion",
        "-1 de intercepción al siervo que bloquea",
    ),
]


@pytest.mark.parametrize(
    ("name", "actor", "superior", "when", "change", "cost", "en", "es"),
    NUMBERS,
    ids=[f"{n[0]}-{'sup' if n[2] else 'inf'}" for n in NUMBERS],
)
def test_numbers_the_card_changes(spanish, name, actor, superior, when, change, cost, en, es):  # noqa: PLR0913
    t, minion, sully = _act(actor)
    if when == "attempt":
        _attempt(t, sully)
        t.pass_to(0)
    card = t.in_hand(0, name)
    cmd = _one(t, card, minion, superior)
    words = f"Play {name} with {actor}: {en}"
    assert dock(t, cmd, 0) == words
    assert dock(t, cmd, 0, "es").endswith(f": {es}")
    before, blood = _numbers(t), minion.counters["blood"]
    t.ok(cmd)
    after = _numbers(t)
    assert tuple(a - b for a, b in zip(after, before, strict=True)) == change
    assert blood - minion.counters["blood"] == cost


@pytest.mark.parametrize(
    ("name", "actor"),
    [
        ("Bonding", ADANA),  # no Dominate
        ("Earth Control", "Alexander Silverson"),  # no Protean
        ("Forced Confessional", GNAEUS),  # not Salubri
        ("Visions of Gehenna", ADANA),  # not Ravnos
        ("Stygian Shroud", ADANA),  # no Oblivion
        ("Swallowed by the Night", GNAEUS),  # no Obfuscate
        ("Resist Earth's Grasp", GNAEUS),  # no Celerity
        ("Change of Target", None),  # played only by the acting minion
    ],
)
def test_a_minion_lacking_the_requirement_is_not_offered_the_card(name, actor):
    t, minion, sully = _act(GNAEUS if actor is None else actor)
    _attempt(t, sully)
    t.pass_to(0)
    other = t.vampire(0, 3, SULLY) if actor is None else minion
    card = t.in_hand(0, name)
    assert not [c for c in plays(t, 0, card) if c.minion == other.id]
    why = t.refused(K.PlayCard(seat=0, card=card.id, minion=other.id))
    assert other.counters["blood"] in (3, 5) and why


def test_stealth_alone_waits_until_it_is_needed():
    t, minion, _ = _act(GNAEUS)
    card = t.in_hand(0, "Earth Control")
    assert plays(t, 0, card) == []
    why = t.refused(K.PlayCard(seat=0, card=card.id, minion=minion.id))
    assert why == "Stealth and intercept are played only when they are needed."


def test_bleed_modifiers_are_refused_on_a_hunt():
    t, minion, _ = _act(GNAEUS, kind=K.HUNT)
    for name in ("Bonding", "Conditioning", "Foreshadowing Destruction"):
        card = t.in_hand(0, name)
        assert plays(t, 0, card) == []
        why = t.refused(K.PlayCard(seat=0, card=card.id, minion=minion.id))
        assert why == f"{name} is played only during a bleed."


def test_foreshadowing_destruction_superior_needs_a_prey_at_9_pool_or_less():
    t, minion, _ = _act(GNAEUS)
    card = t.in_hand(0, "Foreshadowing Destruction")
    refused = K.PlayCard(seat=0, card=card.id, minion=minion.id, superior=True)
    assert t.refused(refused) == "The card's own condition is not met now."
    t.set_pool(1, 9)
    cmd = _one(t, card, minion, True)
    assert dock(t, cmd, 0) == f"Play Foreshadowing Destruction with {GNAEUS}: superior: +3 bleed"
    t.ok(cmd)
    assert t.rules["action"]["amount"] == 4


def test_lost_in_crowds_is_refused_after_into_thin_air():
    t, minion, sully = _act(ADANA)
    _attempt(t, sully)
    t.pass_to(0)
    t.given(0, "Into Thin Air", minion)
    card = t.in_hand(0, "Lost in Crowds")
    why = t.refused(K.PlayCard(seat=0, card=card.id, minion=minion.id))
    assert why == "The card's own condition is not met now."


def test_cloak_the_gathering_superior_by_another_vampire(spanish):
    t, minion, sully = _act(ADANA)
    other = t.vampire(0, 3, "Alonso Petrodon")  # OBF
    _attempt(t, sully)
    t.pass_to(0)
    card = t.in_hand(0, "Cloak the Gathering")
    assert not [c for c in plays(t, 0, card) if c.minion == minion.id and c.superior]
    cmd = _one(t, card, other, True)
    assert dock(t, cmd, 0) == (
        "Play Cloak the Gathering with Alonso Petrodon: superior: +1 stealth"
    )
    t.ok(cmd)
    assert t.rules["action"]["stealth"] == 1


def test_bonding_superior_stealth_comes_before_it_is_needed():
    t, minion, sully = _act(GNAEUS)
    card = t.in_hand(0, "Bonding")
    t.ok(_one(t, card, minion, True))
    _attempt(t, sully)
    t.pass_round()  # intercept 0 < stealth 1: the attempt fails
    assert t.rules["action"]["stage"] == "block" and not sully.locked


def test_faceless_night_superior_locks_a_failed_blocker(spanish):
    t, minion, sully = _act(ADANA)
    card = t.in_hand(0, "Faceless Night")
    cmd = _one(t, card, minion, True)
    assert dock(t, cmd, 0) == (
        f"Play Faceless Night with {ADANA}: superior: +1 stealth; minions that try and fail to"
        " stop this action lock before it resolves"
    )
    assert dock(t, cmd, 0, "es").startswith("Jugar ")
    t.ok(cmd)
    assert t.rules["action"]["stealth"] == 1
    _attempt(t, sully)
    t.pass_round()
    assert sully.locked and t.rules["action"]["stage"] == "block"


def test_where_the_veil_thins_superior_makes_blockers_burn_blood(spanish):
    t, minion, sully = _act(GNAEUS)
    azucena = t.vampire(1, 2, "Azucena")  # OBL: blocks for free
    card = t.in_hand(0, "Where the Veil Thins")
    cmd = _one(t, card, minion, True)
    assert dock(t, cmd, 0) == (
        f"Play Where the Veil Thins with {GNAEUS}: superior: +1 stealth; minions without"
        " Oblivion burn 1 blood to attempt to block (allies cannot block)"
    )
    assert "Oblivion" not in dock(t, cmd, 0, "es").split(":")[0]
    t.ok(cmd)
    _attempt(t, sully)
    assert sully.counters["blood"] == 3
    t.pass_round()
    _attempt(t, azucena)
    assert azucena.counters["blood"] == 2


def test_where_the_veil_thins_bars_a_bloodless_vampire():
    t, minion, sully = _act(GNAEUS)
    t.ok(_one(t, t.in_hand(0, "Where the Veil Thins"), minion, True))
    sully.counters["blood"] = 0
    t.rebook()
    t.pass_to(1)
    assert not [c for c in t.module.legal_commands(t.state, 1) if isinstance(c, K.Block)]
    why = t.refused(K.Block(seat=1, minion=sully.id))
    assert why == "Sully would have to burn 1 blood to attempt to block."


def test_forced_confessional_superior_makes_the_attempt_fail(spanish):
    t, minion, sully = _act(ABADDON)
    card = t.in_hand(0, "Forced Confessional")
    why = t.refused(K.PlayCard(seat=0, card=card.id, minion=minion.id, superior=True))
    assert why == "The card's own condition is not met now."  # no block attempted
    _attempt(t, sully)
    t.pass_to(0)
    cmd = _one(t, card, minion, True)
    assert dock(t, cmd, 0) == (
        f"Play Forced Confessional with {ABADDON}: superior: the block attempt fails;"
        " that minion cannot block this action again"
    )
    assert dock(t, cmd, 0, "es").startswith("Jugar ")
    t.ok(cmd)
    action = t.rules["action"]
    assert action["stage"] == "block" and action["blocker"] is None
    t.pass_to(1)
    assert t.refused(K.Block(seat=1, minion=sully.id)) == "Sully cannot block this action."


def test_stygian_shroud_superior_burns_a_blood_for_the_attempt_to_fail():
    t, minion, sully = _act(GNAEUS)
    _attempt(t, sully)
    t.pass_to(0)
    card = t.in_hand(0, "Stygian Shroud")
    t.ok(_one(t, card, minion, True))
    assert minion.counters["blood"] == 4 and t.rules["action"]["stage"] == "block"
    t.pass_to(1)
    assert t.refused(K.Block(seat=1, minion=sully.id)) == "Sully cannot block this action."


def test_stygian_shroud_superior_needs_a_blood():
    t, minion, sully = _act(GNAEUS, blood=1)
    minion.counters["blood"] = 0
    t.rebook()
    _attempt(t, sully)
    t.pass_to(0)
    card = t.in_hand(0, "Stygian Shroud")
    why = t.refused(K.PlayCard(seat=0, card=card.id, minion=minion.id, superior=True))
    assert why == "The card's own condition is not met now."


def test_seduction_bars_the_chosen_vampire(spanish):
    t, minion, sully = _act(GNAEUS)
    adana = t.vampire(1, 3, ADANA)  # older than Gnaeus
    card = t.in_hand(0, "Seduction")
    inferior = [c for c in plays(t, 0, card) if not c.superior]
    assert {c.target_card for c in inferior} == {sully.id}
    assert {c.target_card for c in plays(t, 0, card) if c.superior} == {sully.id, adana.id}
    why = t.refused(K.PlayCard(seat=0, card=card.id, minion=minion.id, target_card=adana.id))
    assert why == "The card cannot be aimed there."
    assert (
        dock(t, inferior[0], 0) == f"Play Seduction with {GNAEUS}: Sully cannot block this action"
    )
    assert dock(t, inferior[0], 0, "es").endswith(": Sully no puede bloquear esta acción")
    t.ok(inferior[0])
    t.pass_to(1)
    blocks = [c for c in t.module.legal_commands(t.state, 1) if isinstance(c, K.Block)]
    assert {c.minion for c in blocks} == {adana.id}
    assert t.refused(K.Block(seat=1, minion=sully.id)) == "Sully cannot block this action."


def test_seduction_only_as_the_action_is_announced():
    t, minion, _ = _act(GNAEUS)
    t.pass_round()  # nobody blocks: the action is about to resolve
    assert t.rules["action"]["stage"] == "resolve"
    card = t.in_hand(0, "Seduction")
    assert plays(t, 0, card) == []
    why = t.refused(K.PlayCard(seat=0, card=card.id, minion=minion.id, target_card=1))
    assert why == "The card's own condition is not met now."


def test_visions_of_gehenna_bars_allies(spanish):
    t, minion, sully = _act(ANKLA)
    ally = t.vampire(1, 0, "Abyssal Hunter")
    ally.counters = {"life": 4}
    t.rebook()
    card = t.in_hand(0, "Visions of Gehenna")
    cmd = _one(t, card, minion, True)
    assert dock(t, cmd, 0) == (
        f"Play Visions of Gehenna with {ANKLA}: superior: allies cannot block this action; +2 bleed"
    )
    assert dock(t, cmd, 0, "es").endswith("+2 de sangrado")
    t.ok(cmd)
    assert t.rules["action"]["amount"] == 3
    t.pass_to(1)
    why = t.refused(K.Block(seat=1, minion=ally.id))
    assert why == "As Visions of Gehenna says, allies cannot block this action."
    t.ok(K.Block(seat=1, minion=sully.id))


def test_visions_of_gehenna_superior_only_on_a_bleed():
    t, minion, _ = _act(ANKLA, kind=K.HUNT)
    card = t.in_hand(0, "Visions of Gehenna")
    assert [c.superior for c in plays(t, 0, card)] == [False]
    why = t.refused(K.PlayCard(seat=0, card=card.id, minion=minion.id, superior=True))
    assert why == "Visions of Gehenna is played only during a bleed."


def test_change_of_target_ends_the_blocked_action(spanish):
    t, minion, sully = _act(GNAEUS, kind=K.HUNT)
    _attempt(t, sully)
    t.pass_to(0)
    card = t.in_hand(0, "Change of Target")
    why = t.refused(K.PlayCard(seat=0, card=card.id, minion=minion.id))
    assert why == "The card's own condition is not met now."  # stealth 1 above intercept 0
    t.rules["action"]["intercept"] = 1  # Sully's intercept reaches the hunt's stealth
    cmd = _one(t, card, minion, False)
    assert dock(t, cmd, 0) == (
        f"Play Change of Target with {GNAEUS}: unlock the acting minion and end the action"
        " (unsuccessful)"
    )
    assert dock(t, cmd, 0, "es").startswith("Jugar ")
    t.ok(cmd)
    assert t.rules["action"] is None and t.rules["combat"] is None
    minion = t.state.cards[minion.id]  # a refused command restores the state it had
    assert not minion.locked and minion.counters["blood"] == 5
    offered = [c for c in t.module.legal_commands(t.state, 0) if isinstance(c, K.Act)]
    assert not [c for c in offered if c.minion == minion.id and c.kind == K.HUNT]
    why = t.refused(K.Act(seat=0, minion=minion.id, kind=K.HUNT))
    assert why == f"{GNAEUS} cannot take that action again this turn."


def _combat(actor: str):
    """Sully blocks ``actor``'s bleed: they are in combat, at the range step."""
    t, minion, sully = _act(actor)
    _attempt(t, sully)
    t.pass_round()
    assert t.rules["combat"] is not None
    return t, minion, sully


def test_swallowed_by_the_night_superior_is_a_maneuver_in_combat(spanish):
    t, minion, _ = _act(ADANA)
    card = t.in_hand(0, "Swallowed by the Night")
    why = t.refused(K.PlayCard(seat=0, card=card.id, minion=minion.id, superior=True))
    assert why in ("There is no combat now.", "Not at this moment of the game.")
    t, minion, _ = _combat(ADANA)
    card = t.in_hand(0, "Swallowed by the Night")
    t.pass_to(0)
    cmd = _one(t, card, minion, True)
    assert dock(t, cmd, 0) == f"Play Swallowed by the Night with {ADANA}: superior: maneuver"
    assert dock(t, cmd, 0, "es").endswith("superior: maniobra")
    t.ok(cmd)
    assert t.rules["combat"]["last_maneuver"] == minion.id


def test_resist_earths_grasp_maneuver_or_press(spanish):
    t, minion, _ = _combat(ADANA)
    card = t.in_hand(0, "Resist Earth's Grasp")
    t.pass_to(0)
    ways = [c for c in plays(t, 0, card) if not c.superior]
    assert [c.mode for c in ways] == [1]  # the press waits for the end of the round
    assert dock(t, ways[0], 0) == f"Play Resist Earth's Grasp with {ADANA}: maneuver"
    assert dock(t, ways[0], 0, "es").endswith(": maniobra")
    why = t.refused(K.PlayCard(seat=0, card=card.id, minion=minion.id, mode=0))
    assert why == "Not at this moment of the game."
    t.ok(ways[0])
    assert t.rules["combat"]["last_maneuver"] == minion.id
    assert t.state.cards[minion.id].counters["blood"] == 4  # the refusal restored the state


def test_monkey_wrench_offers_each_x_the_vampire_can_pay(spanish):
    t, minion, _ = _act(AISHA, blood=2)
    card = t.in_hand(0, "Monkey Wrench")
    ways = plays(t, 0, card)
    assert [c.x for c in ways] == [1, 2]  # 2 blood: X = 3 is not offered
    assert dock(t, ways[1], 0) == f"Play Monkey Wrench with {AISHA}: X = 2: +2 bleed"
    assert dock(t, ways[1], 0, "es").endswith(": X = 2: +2 de sangrado")
    why = t.refused(K.PlayCard(seat=0, card=card.id, minion=minion.id, x=3))
    assert why == f"Monkey Wrench costs 3 blood; {AISHA} has 2."
    why = t.refused(K.PlayCard(seat=0, card=card.id, minion=minion.id, x=0))
    assert why == "X must be one of 1, 2, 3."
    before = t.rules["action"]["amount"]
    t.ok(ways[1])
    assert t.rules["action"]["amount"] == before + 2
    assert t.state.cards[minion.id].counters.get("blood", 0) == 0


def test_monkey_wrench_needs_an_anarch():
    t, minion, _ = _act(GNAEUS)  # Camarilla
    card = t.in_hand(0, "Monkey Wrench")
    assert plays(t, 0, card) == []
    assert t.refused(K.PlayCard(seat=0, card=card.id, minion=minion.id, x=1))


def test_daring_the_dawn_bars_vampires_and_burns_its_player_after_the_action(spanish):
    t, minion, sully = _act("Ariadne", blood=4)  # FOR
    card = t.in_hand(0, "Daring the Dawn")
    cmd = _one(t, card, minion, False)
    assert dock(t, cmd, 0) == "Play Daring the Dawn with Ariadne: vampires cannot block this action"
    assert dock(t, cmd, 0, "es").endswith(": los vampiros no pueden bloquear esta acción")
    t.ok(cmd)
    t.pass_to(1)
    why = t.refused(K.Block(seat=1, minion=sully.id))
    assert why == "As Daring the Dawn says, vampires cannot block this action."
    t.pass_round()  # nobody may block
    t.pass_round()  # the bleed resolves: 2 aggravated damage, a wound and a blood
    ariadne = t.state.cards[minion.id]
    assert t.pool(1) == 29
    assert ariadne.zone == "s0.torpor" and ariadne.counters.get("blood", 0) == 3


def test_daring_the_dawn_superior_costs_a_wound_only():
    t, minion, _ = _act("Ariadne", blood=4)
    t.ok(_one(t, t.in_hand(0, "Daring the Dawn"), minion, True))
    t.pass_round()
    t.pass_round()
    ariadne = t.state.cards[minion.id]
    assert ariadne.zone == "s0.torpor" and ariadne.counters.get("blood", 0) == 4


def _referendum(actor: str):
    """Seat 0's ``actor`` calls a referendum with Kine Resources Contested (2 points on B,
    2 on C); it passes unblocked and the polling begins."""
    t = Table()
    t.to_phase(MINION)
    minion = t.vampire(0, 4, actor)
    political = t.in_hand(0, "Kine Resources Contested", index=1)
    t.ok(
        K.Act(seat=0, minion=minion.id, kind=K.POLITICAL, card=political.id, alloc=((1, 2), (2, 2)))
    )
    t.pass_round()
    t.pass_round()
    assert t.rules["referendum"] is not None
    return t, minion


@pytest.mark.parametrize(
    ("name", "actor", "superior", "votes"),
    [
        ("Bewitching Oration", AISHA, False, 2),
        ("Bewitching Oration", AISHA, True, 4),
        ("Ominous Chorus", "Azucena", False, 3),
        ("Perfect Paragon", AISHA, False, 3),
    ],
)
def test_votes_are_cast_with_the_card(spanish, name, actor, superior, votes):
    t, minion = _referendum(actor)
    card = t.in_hand(0, name)
    ways = [c for c in plays(t, 0, card) if c.superior == superior]
    assert [c.mode for c in ways] == [0, 1]
    level = "superior: " if superior else ""
    assert dock(t, ways[1], 0) == f"Play {name} with {actor}: {level}+{votes} votes, cast against"
    assert dock(t, ways[0], 0, "es").endswith(f"+{votes} votos, a favor")
    blood = t.state.cards[minion.id].counters["blood"]
    t.ok(ways[0])
    ref = t.rules["referendum"]
    assert (ref["for"], ref["against"], ref["cast"]) == (votes, 0, [0])
    assert f"card:{card.id}" in ref["sources"]
    assert not [
        c for c in t.module.legal_commands(t.state, 0) if getattr(c, "card", None) == card.id
    ]
    cost = 1 if name == "Perfect Paragon" else 0
    assert blood - t.state.cards[minion.id].counters["blood"] == cost


def test_votes_wait_for_the_polling():
    t, minion, _ = _act(AISHA)
    card = t.in_hand(0, "Bewitching Oration")
    assert plays(t, 0, card) == []
    why = t.refused(K.PlayCard(seat=0, card=card.id, minion=minion.id))
    assert why == "Bewitching Oration is played only during a referendum."


def test_ominous_chorus_needs_a_lasombra():
    t, minion = _referendum(AISHA)
    card = t.in_hand(0, "Ominous Chorus")
    assert plays(t, 0, card) == []
    assert "Lasombra" in t.refused(K.PlayCard(seat=0, card=card.id, minion=minion.id))


def test_perfect_paragon_superior_lowers_younger_blockers_intercept(spanish):
    t, minion, sully = _act(AISHA)
    older = t.vampire(1, 3, ADANA)
    card = t.in_hand(0, "Perfect Paragon")
    cmd = _one(t, card, minion, True)
    assert dock(t, cmd, 0) == (
        f"Play Perfect Paragon with {AISHA}: superior: allies and younger vampires get -1 intercept"
    )
    assert dock(t, cmd, 0, "es").endswith("reciben -1 de intercepción")
    t.ok(cmd)
    assert t.state.cards[minion.id].counters["blood"] == 4
    _attempt(t, sully)  # capacity 4 < 9
    assert t.rules["action"]["intercept"] == -1
    t.pass_round()  # stealth 0 is above intercept -1: the attempt fails
    _attempt(t, older)  # capacity 11
    assert t.rules["action"]["intercept"] == 0


def test_freak_drive_unlocks_after_a_successful_action(spanish):
    t, minion, _ = _act("Ariadne", blood=4)  # FOR
    card = t.in_hand(0, "Freak Drive")
    assert plays(t, 0, card) == []  # not during the action
    why = t.refused(K.PlayCard(seat=0, card=card.id, minion=minion.id))
    assert why == "Freak Drive is played only after its minion's action resolves."
    t.pass_round()
    t.pass_round()  # the bleed succeeds
    assert t.rules["action"] is None and t.state.cards[minion.id].locked
    ways = plays(t, 0, card)
    assert [c.superior for c in ways] == [False]  # not blocked: the superior level waits
    assert dock(t, ways[0], 0) == "Play Freak Drive with Ariadne: unlock Ariadne"
    assert (
        dock(t, ways[0], 0, "es") == "Jugar Impulso sobrenatural con Ariadne: enderezar a Ariadne"
    )
    t.ok(ways[0])
    ariadne = t.state.cards[minion.id]
    assert not ariadne.locked and ariadne.counters["blood"] == 3
    t.ok(K.Act(seat=0, minion=minion.id, kind=K.HUNT))  # it acts again
    assert plays(t, 0, t.in_hand(0, "Freak Drive", index=1)) == []  # a new action


def test_freak_drive_superior_unlocks_after_a_blocked_action():
    t, minion, sully = _act("Ariadne", blood=4)
    _attempt(t, sully)
    t.pass_round()  # blocked: combat
    card = t.in_hand(0, "Freak Drive")
    assert plays(t, 0, card) == []  # not during the combat
    t.ok(K.Pass(seat=0))  # no maneuver
    t.ok(K.Pass(seat=1))
    t.ok(K.Strike(seat=0, minion=minion.id))  # hand strikes, 1 damage each, mended
    t.ok(K.Strike(seat=1, minion=sully.id))
    for _ in range(3):  # no prevention, no additional strikes, no press
        t.ok(K.Pass(seat=0))
        t.ok(K.Pass(seat=1))
    assert t.rules["combat"] is None and t.state.cards[minion.id].counters["blood"] == 3
    ways = plays(t, 0, card)
    assert [c.superior for c in ways] == [True]  # blocked: the inferior level waits
    t.ok(ways[0])
    ariadne = t.state.cards[minion.id]
    assert not ariadne.locked and ariadne.counters["blood"] == 2


def test_freak_drive_waits_for_no_other_player():
    t = Table()
    t.to_phase(MINION)
    ariadne = t.vampire(0, 4, "Ariadne")
    card = t.in_hand(0, "Freak Drive")
    why = t.refused(K.PlayCard(seat=0, card=card.id, minion=ariadne.id))
    assert why.startswith("Cards are played this way during an action")


def test_veil_the_legions_by_another_vampire_once_an_action(spanish):
    t, minion, sully = _act(GNAEUS)
    alonso = t.vampire(0, 3, "Alonso Petrodon")  # OBF
    _attempt(t, sully)
    t.pass_to(0)
    card = t.in_hand(0, "Veil the Legions")
    assert not [c for c in plays(t, 0, card) if c.minion == minion.id]  # not the acting one
    cmd = _one(t, card, alonso, False)
    assert dock(t, cmd, 0) == "Play Veil the Legions with Alonso Petrodon: +1 stealth"
    assert dock(t, cmd, 0, "es").endswith(": +1 de sigilo")
    t.ok(cmd)
    assert t.rules["action"]["stealth"] == 1
    other = t.vampire(0, 3, "The Ankou")  # OBF too
    t.rules["action"]["intercept"] = 1  # stealth is needed again
    again = t.in_hand(0, "Veil the Legions")
    assert not [c for c in plays(t, 0, again) if c.minion == other.id]
    why = t.refused(K.PlayCard(seat=0, card=again.id, minion=other.id))
    assert why == "The card's own condition is not met now."


def test_veil_the_legions_superior_gives_the_next_actions_stealth(spanish):
    t, minion, _ = _act(GNAEUS)
    alonso = t.vampire(0, 3, "Alonso Petrodon")
    card = t.in_hand(0, "Veil the Legions")
    ways = [c for c in plays(t, 0, card) if c.superior]
    assert [c.x for c in ways] == [0, 1, 2, 3]  # Alonso has 3 blood
    assert dock(t, ways[2], 0) == (
        "Play Veil the Legions with Alonso Petrodon: superior: +1 stealth; burn 2 blood:"
        " +1 stealth to each of your next 2 actions this turn"
    )
    assert dock(t, ways[2], 0, "es").startswith("Jugar ")
    t.ok(ways[2])
    assert t.state.cards[alonso.id].counters["blood"] == 1
    assert t.rules["action"]["stealth"] == 1
    t.pass_round()
    t.pass_round()  # the bleed succeeds
    ankou = t.vampire(0, 3, "The Ankou")
    t.ok(K.Act(seat=0, minion=ankou.id, kind=K.BLEED))
    assert t.rules["action"]["stealth"] == 1  # the first of the next two actions
    again = t.in_hand(0, "Veil the Legions")
    assert not [c for c in plays(t, 0, again) if c.superior]  # one at superior a turn
    t.pass_round()
    t.pass_round()
    t.ok(K.Act(seat=0, minion=alonso.id, kind=K.HUNT))
    assert t.rules["action"]["stealth"] == 2  # a hunt's 1, and the second promised
    t.pass_round()
    t.pass_round()
    azucena = t.vampire(0, 3, "Azucena")
    t.ok(K.Act(seat=0, minion=azucena.id, kind=K.HUNT))
    assert t.rules["action"]["stealth"] == 1  # no more


def test_unleashing_the_bestial_soul_bars_and_taxes_reactions(spanish):
    from vtt.games.vtes.rules import cardinfo as ci

    t, minion, sully = _act(ABADDON)
    alexander = t.vampire(1, 4, "Alexander Silverson")
    card = t.in_hand(0, "Unleashing the Bestial Soul")
    ways = [c for c in plays(t, 0, card) if c.superior]
    assert {c.target_card for c in ways} == {sully.id, alexander.id}
    cmd = next(c for c in ways if c.target_card == sully.id)
    assert dock(t, cmd, 0) == (
        f"Play Unleashing the Bestial Soul with {ABADDON}: superior: Sully cannot play reaction"
        " cards this action; the next reaction card played this action costs +1 blood or life"
    )
    assert dock(t, cmd, 0, "es").startswith("Jugar ")
    t.ok(cmd)
    assert t.state.cards[minion.id].counters["blood"] == 4  # it costs 1 blood
    t.pass_round()  # nobody blocks
    t.ok(K.Pass(seat=0))
    deflection = t.in_hand(1, "Deflection")
    assert not [c for c in plays(t, 1, deflection) if c.minion == sully.id]
    why = t.refused(K.PlayCard(seat=1, card=deflection.id, minion=sully.id, target=2))
    assert why == "Sully cannot play reaction cards this action."
    base = ci.cost(deflection, 0)[1]
    t.ok(K.PlayCard(seat=1, card=deflection.id, minion=alexander.id, target=2))
    assert 4 - t.state.cards[alexander.id].counters["blood"] == base + 1
    assert t.rules["action"]["target"] == 2


def test_unleashing_the_bestial_soul_only_as_announced():
    t, minion, sully = _act(ABADDON)
    _attempt(t, sully)
    t.pass_to(0)
    card = t.in_hand(0, "Unleashing the Bestial Soul")
    assert plays(t, 0, card) == []
    why = t.refused(K.PlayCard(seat=0, card=card.id, minion=minion.id, target_card=sully.id))
    assert why == "The card's own condition is not met now."


def test_consign_to_oblivion_taxes_reactions_and_holds_back_their_replacement(spanish):
    from vtt.games.vtes.rules import cardinfo as ci

    t, minion, _ = _act(GNAEUS)
    alexander = t.vampire(1, 4, "Alexander Silverson")
    card = t.in_hand(0, "Consign to Oblivion")
    cmd = _one(t, card, minion, True)
    assert dock(t, cmd, 0) == (
        f"Play Consign to Oblivion with {GNAEUS}: superior: reaction cards cost +1 blood or"
        " life and are not replaced until the end of the action"
    )
    assert dock(t, cmd, 0, "es").startswith("Jugar ")
    t.ok(cmd)
    assert t.state.cards[minion.id].counters["blood"] == 4  # it costs 1 blood
    t.pass_round()
    t.ok(K.Pass(seat=0))
    deflection = t.in_hand(1, "Deflection")
    base = ci.cost(deflection, 0)[1]
    hand = len(t.state.zones["s1.hand"].cards)
    t.ok(K.PlayCard(seat=1, card=deflection.id, minion=alexander.id, target=2))
    assert 4 - t.state.cards[alexander.id].counters["blood"] == base + 1
    assert len(t.state.zones["s1.hand"].cards) == hand - 1  # not replaced yet
    while t.rules["action"] is not None:
        t.pass_round()
    assert len(t.state.zones["s1.hand"].cards) == hand  # the action is over


def test_consign_to_oblivion_inferior_taxes_every_reaction():
    t, minion, _ = _act(GNAEUS)
    alexander = t.vampire(1, 1, "Alexander Silverson")  # Deflection's own 1 blood only
    t.ok(_one(t, t.in_hand(0, "Consign to Oblivion"), minion, False))
    t.pass_round()
    t.ok(K.Pass(seat=0))
    deflection = t.in_hand(1, "Deflection")
    why = t.refused(K.PlayCard(seat=1, card=deflection.id, minion=alexander.id, target=2))
    assert why == "Deflection costs 1 more blood or life this action; Alexander Silverson has 1."


def test_every_card_of_the_family_is_read_and_the_automated_ones_are_these():
    entries = {e.name: e for e in load().values() if e.name}
    ours = [e for e in entries.values() if e.name in AUTOMATED or e.manual]
    assert all(e.checked for e in ours)
    family = {e.name for cid, e in load().items() if e.automated and cid in _family_ids()}
    assert family - {"Form of the Bat"} == AUTOMATED  # test_w3_combat.py tests that one


def _family_ids() -> set[str]:
    import json
    from pathlib import Path

    import vtt

    path = Path(vtt.__file__).parent / "resources" / "vtes" / "effects" / "action_modifier.json"
    return set(json.loads(path.read_text(encoding="utf-8")))


# -- Mirror Walk: replaced at its player's next discard phase ---------------------------------


def test_mirror_walk_is_replaced_at_the_next_discard_phase(spanish):
    from vtt.games.vtes.rules.data import DISCARD

    t, gnaeus, sully = _act(GNAEUS)
    _attempt(t, sully)
    hand = t.state.seat_zone(0, "hand")
    size = len(hand.cards)
    card = t.in_hand(0, "Mirror Walk")
    way = _one(t, card, gnaeus, False)
    assert dock(t, way, 0) == (
        "Play Mirror Walk with Gnaeus Aemilius Augustinus: +1 stealth; "
        "not replaced until your next discard phase"
    )
    assert not [c for c in plays(t, 0, card) if c.superior]  # tha: inferior only
    assert dock(t, way, 0, "es").endswith(
        "+1 de sigilo; no se repone hasta tu siguiente fase de descarte"
    )
    before = _numbers(t)
    blood = gnaeus.counters["blood"]
    t.ok(way)
    assert _numbers(t)[1] == before[1] + 1 and gnaeus.counters["blood"] == blood
    assert len(hand.cards) == size - 1
    while t.rules["action"] is not None:
        t.ok(K.Pass(seat=t.waits_for["seat"]))
    assert len(hand.cards) == size - 1  # not when the action ends
    t.to_phase(DISCARD, 0)
    assert len(hand.cards) == size


def test_mirror_walk_needs_thaumaturgy():
    t, adana, sully = _act(ADANA)
    _attempt(t, sully)
    card = t.in_hand(0, "Mirror Walk")
    assert [c for c in plays(t, 0, card) if c.minion == adana.id] == []
    assert t.refused(K.PlayCard(seat=0, card=card.id, minion=adana.id))


def test_mirror_walk_superior_ends_a_blocked_action_and_locks_the_blocker(spanish):
    t, aidan, sully = _act("Aidan Lyle")  # dom AUS CHI THA
    _attempt(t, sully)
    card = t.in_hand(0, "Mirror Walk")
    way = _one(t, card, aidan, True)
    assert dock(t, way, 0) == (
        "Play Mirror Walk with Aidan Lyle: superior: +1 stealth; a minion that stops this "
        "action locks and the action ends at once; not replaced until your next discard phase"
    )
    assert "la acción termina" in dock(t, way, 0, "es")
    t.ok(way)
    t.rules["action"]["intercept"] = 2  # the block succeeds after all
    pool, hand = t.pool(1), t.state.seat_zone(0, "hand")
    size = len(hand.cards)
    while t.rules["action"] is not None:
        t.ok(K.Pass(seat=t.waits_for["seat"]))
    assert t.rules["combat"] is None  # ended before the block resolved: no combat
    assert sully.locked and t.pool(1) == pool  # the blocker locked, no bleed
    assert t.rules["after_action"]["blocked"] and len(hand.cards) == size


def test_mirror_walk_inferior_leaves_a_blocked_action_to_combat():
    t, gnaeus, sully = _act(GNAEUS)
    _attempt(t, sully)
    t.ok(_one(t, t.in_hand(0, "Mirror Walk"), gnaeus, False))
    t.rules["action"]["intercept"] = 2
    while t.rules["action"] is not None:
        t.ok(K.Pass(seat=t.waits_for["seat"]))
    assert t.rules["combat"] is not None


# -- Invigorate: one discipline's effect for the acting Anarch --------------------------------


def _anarch_acts(name: str):
    """Seat 0's Anarch ``name`` (its Anarch printing) bleeds; seat 1's Sully may block."""
    t = Table()
    t.to_phase(MINION)
    minion = t.vampire(0, 5)
    minion.catalog = next(
        c.catalog for c in t.module_db().cards.values() if c.name == name and c.sect == "Anarch"
    )
    sully = t.vampire(1, 4, SULLY)
    t.ok(K.Act(seat=0, minion=minion.id, kind=K.BLEED))
    return t, minion, sully


def _blocked(t: Table, blocker) -> None:
    _attempt(t, blocker)
    t.rules["action"]["intercept"] = t.rules["action"]["stealth"]
    while t.rules["action"] is not None:
        t.ok(K.Pass(seat=t.waits_for["seat"]))
    assert t.rules["combat"] is not None


@pytest.mark.parametrize(
    ("mode", "what", "en", "es"),
    [
        (0, "strength", "with Animalism; +1 strength this action", "+1 de fuerza"),
        (2, "hand_aggravated", "with Protean; hand strikes deal aggravated damage this action", ""),
    ],
)
def test_invigorate_gives_its_combat_effect_if_the_action_is_blocked(spanish, mode, what, en, es):
    t, brunhilde, sully = _anarch_acts("Brunhilde")  # pre ANI FOR PRO: no dom
    card = t.in_hand(0, "Invigorate")
    assert sorted(c.mode for c in plays(t, 0, card) if not c.superior) == [0, 2]
    way = _one(t, card, brunhilde, False, mode)
    assert dock(t, way, 0) == f"Play Invigorate with Brunhilde (ADV): {en}"
    assert es in dock(t, way, 0, "es") and "esta acción" in dock(t, way, 0, "es")
    blood, pool = brunhilde.counters["blood"], t.pool(0)
    t.ok(way)
    assert brunhilde.counters["blood"] == blood and t.pool(0) == pool  # no cost
    assert t.rules["combat"] is None  # nothing given before a combat
    _blocked(t, sully)
    fx = t.rules["combat"]["fx"]
    assert [(f["minion"], f["what"], f["n"], f["until"]) for f in fx] == [
        (brunhilde.id, what, 1, "combat")
    ]


def test_invigorate_dominate_bars_allies_from_blocking(spanish):
    t, boss, sully = _anarch_acts("Boss Callihan")  # dom for pro PRE: no ani
    ally = t.vampire(1, 0)
    ally.catalog = t.by_name("Carlton Van Wyk").catalog
    ally.counters = {"life": 2}
    t.rebook()
    card = t.in_hand(0, "Invigorate")
    assert sorted(c.mode for c in plays(t, 0, card)) == [1, 2]
    way = _one(t, card, boss, False, 1)
    assert dock(t, way, 0) == (
        "Play Invigorate with Boss Callihan (ADV): with Dominate; allies cannot block this action"
    )
    assert "Dominación" in dock(t, way, 0, "es")
    t.ok(way)
    t.pass_to(1)
    assert "block" in t.refused(K.Block(seat=1, minion=ally.id)).lower()
    t.ok(K.Block(seat=1, minion=sully.id))  # a vampire still may


def test_invigorate_requires_an_anarch_and_an_action():
    t, gnaeus, _ = _act(GNAEUS)  # DOM PRO, not an Anarch
    card = t.in_hand(0, "Invigorate")
    assert plays(t, 0, card) == []
    why = t.refused(K.PlayCard(seat=0, card=card.id, minion=gnaeus.id, mode=1))
    assert (
        why == "Invigorate requires a minion of the Anarch sect; Gnaeus Aemilius Augustinus is not."
    )


# -- Obedient Flesh superior: this round's strength, maneuver and prevention ------------------


def test_obedient_flesh_superior_gives_strength_a_maneuver_and_a_prevention(spanish):
    t, gnaeus, sully = _combat(GNAEUS)  # DOM PRO
    card = t.in_hand(0, "Obedient Flesh")
    t.pass_to(0)
    way = _one(t, card, gnaeus, True)
    assert dock(t, way, 0) == (
        f"Play Obedient Flesh with {GNAEUS}: superior: +1 strength this round; "
        "1 optional maneuver this round; prevent 1 damage this round"
    )
    assert dock(t, way, 0, "es").endswith(
        "1 maniobra opcional este asalto; prevenir 1 de daño este asalto"
    )
    blood = gnaeus.counters["blood"]
    t.ok(way)
    fx = t.rules["combat"]["fx"]
    assert [(f["minion"], f["what"], f["n"], f["until"]) for f in fx] == [
        (gnaeus.id, "strength", 1, "round"),
        (gnaeus.id, "maneuver", 1, "round"),
        (gnaeus.id, "prevent", 1, "round"),
    ]
    assert gnaeus.counters["blood"] == blood - 1  # its cost
    t.pass_to(0)
    maneuvers = [
        c
        for c in legal_commands(t.state, 0)
        if isinstance(c, K.Maneuver) and c.card == card.id and c.minion == gnaeus.id
    ]
    assert maneuvers  # the held maneuver, from the card
    again = t.in_hand(0, "Obedient Flesh", 1)
    assert [c for c in plays(t, 0, again) if c.superior] == []  # one per vampire and round


def test_obedient_flesh_superior_only_before_range_and_with_superior_discipline():
    t, gnaeus, sully = _combat(GNAEUS)
    t.rules["combat"]["last_maneuver"] = sully.id  # a maneuver was made: range is under way
    card = t.in_hand(0, "Obedient Flesh")
    t.pass_to(0)
    assert [c for c in plays(t, 0, card) if c.superior] == []
    assert t.refused(K.PlayCard(seat=0, card=card.id, minion=gnaeus.id, superior=True))
    t, aisha, _ = _combat(AISHA)  # no dom, no pro
    card = t.in_hand(0, "Obedient Flesh")
    t.pass_to(0)
    assert plays(t, 0, card) == []


# -- Form of the Cobra inferior: a strike that steals ------------------------------------------


def test_form_of_the_cobra_strike_steals_one_blood(spanish):
    t, gnaeus, sully = _combat(GNAEUS)  # PRO
    card = t.in_hand(0, "Form of the Cobra")
    assert [c for c in plays(t, 0, card) if not c.superior] == []  # not at the range step
    t.pass_round()  # range: no maneuver; the strikes
    t.pass_to(0)
    way = _one(t, card, gnaeus, False)
    assert dock(t, way, 0) == (
        f"Play Form of the Cobra with {GNAEUS}: strike: steal 1 blood or life (becoming blood)"
    )
    assert "robar 1" in dock(t, way, 0, "es") or "roba 1" in dock(t, way, 0, "es")
    t.ok(way)
    assert gnaeus.counters["blood"] == 5  # no cost
    sully_strike = [c for c in legal_commands(t.state, 1) if isinstance(c, K.Strike)][0]
    t.ok(sully_strike)
    assert gnaeus.counters["blood"] == 6 and sully.counters["blood"] == 3


def test_form_of_the_cobra_strike_needs_protean():
    t, aisha, _ = _combat(AISHA)  # no pro
    card = t.in_hand(0, "Form of the Cobra")
    t.pass_round()
    t.pass_to(0)
    assert plays(t, 0, card) == []
    assert t.refused(K.PlayCard(seat=0, card=card.id, minion=aisha.id))


# -- after a referendum passes: "for each vote by which the referendum passed" ---------------


def _passed(actor: str, blood: int = 4, votes: int = 1):
    """Seat 0's ``actor`` calls Kine Resources Contested; it passes by ``votes`` (the card's
    vote and, for 2, the caller's title votes) and the moment after it is now."""
    t, minion = _referendum(actor)
    minion.counters["blood"] = blood
    t.ok(K.Vote(seat=0, side="for", source="called"))
    if votes > 1:
        t.ok(K.Vote(seat=0, side="for", source="vampire", minion=minion.id))
    for seat in (0, 1, 2, 3):
        t.ok(K.Pass(seat=seat))
    assert t.rules["referendum"] is None
    return t, minion


def test_voter_captivation_gains_blood_for_the_margin(spanish):
    t, minion = _passed(AISHA)
    card = t.in_hand(0, "Voter Captivation")
    ways = plays(t, 0, card)
    assert [(c.superior, c.x) for c in ways] == [(False, 0), (True, 0), (True, 1)]
    assert dock(t, ways[0], 0) == (
        "Play Voter Captivation with Aisha az-Zahra: gain 1 blood for each vote of the margin"
    )
    assert dock(t, ways[0], 0, "es") == (
        "Jugar Cautivar al votante con Aisha az-Zahra: "
        "ganar 1 de sangre por cada voto de diferencia"
    )
    t.ok(ways[0])
    assert t.state.cards[minion.id].counters["blood"] == 5 and t.pool(0) == 30
    assert plays(t, 0, t.in_hand(0, "Voter Captivation", index=1)) == []  # played already


def test_voter_captivation_superior_moves_blood_to_the_pool(spanish):
    t, minion = _passed(AISHA)
    ways = plays(t, 0, t.in_hand(0, "Voter Captivation"))
    assert dock(t, ways[2], 0) == (
        "Play Voter Captivation with Aisha az-Zahra: superior: "
        "gain 1 blood for each vote of the margin, 1 of them to your pool"
    )
    assert "1 de ellas a tu reserva" in dock(t, ways[2], 0, "es")
    t.ok(ways[2])
    assert t.state.cards[minion.id].counters["blood"] == 4 and t.pool(0) == 31


def test_voter_captivation_is_refused_before_the_referendum_or_when_it_fails():
    t, minion = _referendum(AISHA)
    card = t.in_hand(0, "Voter Captivation")
    assert plays(t, 0, card) == []  # during the polling
    for seat in (0, 1, 2, 3):
        t.ok(K.Pass(seat=seat))  # no votes: it fails
    assert plays(t, 0, card) == []
    why = t.refused(K.PlayCard(seat=0, card=card.id, minion=minion.id))
    assert why == "The card's own condition is not met now."
    assert t.state.cards[minion.id].counters["blood"] == 4


def test_voter_captivation_needs_presence():
    t, minion = _passed(ABADDON)
    assert plays(t, 0, t.in_hand(0, "Voter Captivation")) == []


def test_amici_noctis_is_offered_after_a_passed_referendum_only():
    t, minion = _referendum(GNAEUS)
    card = t.in_hand(0, "Amici Noctis")
    assert plays(t, 0, card) == []  # during the polling
    why = t.refused(K.PlayCard(seat=0, card=card.id, minion=minion.id))
    assert why == "Amici Noctis is played only after its minion's action resolves."
    t.ok(K.Vote(seat=0, side="for", source="called"))
    for seat in (0, 1, 2, 3):
        t.ok(K.Pass(seat=seat))
    # one play per way to share the margin of 1: the pool, or Gnaeus (test_w3_modifiers)
    assert [(c.superior, c.x) for c in plays(t, 0, card)] == [(False, 0), (False, 1)]


def test_amici_noctis_needs_a_lasombra():
    t, _ = _passed(AISHA)
    assert plays(t, 0, t.in_hand(0, "Amici Noctis")) == []
