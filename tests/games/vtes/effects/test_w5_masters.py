"""The master cards of precon_masters.json (the other preconstructed decks' most played),
played and used as the engine runs them: their offer and words in both languages, their
cost, their effect and a refusal each."""

from __future__ import annotations

import pytest

from vtt.core.table import move_card
from vtt.games.vtes.layout import ASH_HEAP, READY, REMOVED, TORPOR, zone
from vtt.games.vtes.rules import cardinfo as ci
from vtt.games.vtes.rules import commands as K
from vtt.games.vtes.rules.data import DISCARD, MASTER, MINION
from vtt.games.vtes.rules.effects.catalog import load
from vtt.games.vtes.rules.legal import legal_commands

from .conftest import Table, dock

FILE = "precon_masters.json"


def masters(t, seat, card):
    """The ``vtes_master`` choices the dock offers ``seat`` for ``card``."""
    return [
        c
        for c in legal_commands(t.state, seat)
        if isinstance(c, K.PlayMaster) and c.card == card.id
    ]


def answers(t, seat):
    return [c for c in legal_commands(t.state, seat) if isinstance(c, K.Answer)]


def now(t, card):
    """``card`` as it is now in the session's state (a command gives a new state)."""
    return t.state.cards[card.id]


def blood(t, card) -> int:
    return now(t, card).counters.get("blood", 0)


def to_torpor(t, card):
    move_card(t.state, card, t.state.zones[zone(card.controller, TORPOR)], face_up=True)


# -- the data ----------------------------------------------------------------------------------


def test_every_entry_of_the_file_is_checked_and_run_in_full():
    from vtt.games.vtes.rules.effects.catalog import EFFECTS_DIR, read_file

    entries = read_file(EFFECTS_DIR / FILE)
    assert entries and all(e.checked and e.automated for e in entries.values())
    assert all(load()[k] == e for k, e in entries.items())


# -- Dominate, Obfuscate, Protean: +1 level and +1 capacity ---------------------------------------

#: card, its discipline, a vampire without it, one with it at inferior, one at superior
DISCIPLINE_MASTERS = [
    ("Dominate", "dom", "Hiromitsu Asano", "Ashley", "Azucena"),
    ("Obfuscate", "obf", "Hiromitsu Asano", "Ashley", "Aeron"),
    ("Protean", "pro", "Ashley", "Aeron", "Adana de Sforza"),
    ("Celerity", "cel", "Ashley", "Adrianne", "Adana de Sforza"),
    ("Potence", "pot", "Ashley", "Akram", "Aeron"),
]


@pytest.mark.parametrize(("name", "disc", "none", "low", "high"), DISCIPLINE_MASTERS)
def test_a_discipline_master_raises_the_level_and_the_capacity(name, disc, none, low, high):
    t = Table()
    t.to_phase(MASTER)
    for vampire, level in ((none, disc), (low, disc.upper())):
        minion = t.vampire(0, 1, vampire)
        capacity = ci.capacity_now(t.state, minion)
        card = t.in_hand(0, name, index=-1)
        pool, actions = t.pool(0), t.rules["master"]
        [cmd] = [c for c in masters(t, 0, card) if c.on == minion.id]
        t.ok(cmd)
        assert now(t, card).attached_to == minion.id
        assert t.pool(0) == pool  # no cost printed
        assert level in ci.disciplines_now(t.state, now(t, minion))
        assert ci.capacity_now(t.state, now(t, minion)) == capacity + 1
        t.rules["master"] = actions  # a second master phase action for the next one


@pytest.mark.parametrize(("name", "disc", "none", "low", "high"), DISCIPLINE_MASTERS)
def test_a_discipline_master_is_refused_on_the_superior_level(spanish, name, disc, none, low, high):
    t = Table()
    t.to_phase(MASTER)
    strong = t.vampire(0, 1, high)
    card = t.in_hand(0, name)
    assert [c for c in masters(t, 0, card) if c.on == strong.id] == []
    assert t.refused(K.PlayMaster(seat=0, card=card.id, on=strong.id))
    weak = t.vampire(0, 1, none)
    [cmd] = [c for c in masters(t, 0, card) if c.on == weak.id]
    words = dock(t, cmd, 0)
    assert words.startswith(f"Play {name} on {none}: ") and "+1 capacity" in words
    assert dock(t, cmd, 0, "es").startswith("Jugar ")


# -- Giant's Blood -------------------------------------------------------------------------------


def test_giants_blood_fills_a_vampire_to_its_capacity_once_a_game(spanish):
    t = Table()
    t.to_phase(MASTER)
    sully = t.vampire(1, 1, "Sully")  # capacity 4, another Methuselah's
    card = t.in_hand(0, "Giant's Blood")
    offered = masters(t, 0, card)
    assert sully.id in {c.target_card for c in offered}
    [cmd] = [c for c in offered if c.target_card == sully.id]
    assert dock(t, cmd, 0) == "Play Giant's Blood: Sully gains 3 blood, up to its capacity"
    assert dock(t, cmd, 0, "es").startswith("Jugar Sangre del gigante: Sully gana 3 de sangre")
    pool = t.pool(0)
    t.ok(cmd)
    assert blood(t, sully) == 4 and t.pool(0) == pool
    assert now(t, card).zone == zone(0, ASH_HEAP)
    t.rules["master"] = 1
    again = t.in_hand(0, "Giant's Blood")
    assert masters(t, 0, again) == []
    assert "game" in t.refused(K.PlayMaster(seat=0, card=again.id, target_card=sully.id))


def test_giants_blood_reaches_a_vampire_in_torpor_and_needs_an_aim():
    t = Table()
    t.to_phase(MASTER)
    ashley = t.vampire(2, 0, "Ashley")
    to_torpor(t, ashley)
    card = t.in_hand(0, "Giant's Blood")
    why = t.refused(K.PlayMaster(seat=0, card=card.id))
    assert why == "Say which card the card is aimed at."
    t.ok(K.PlayMaster(seat=0, card=card.id, target_card=ashley.id))
    assert blood(t, ashley) == 3


# -- Minion Tap ----------------------------------------------------------------------------------


def test_minion_tap_moves_the_amount_chosen_from_a_vampire_of_yours_to_your_pool(spanish):
    t = Table()
    t.to_phase(MASTER)
    sully = t.vampire(0, 3, "Sully")
    other = t.vampire(1, 3, "Ashley")
    card = t.in_hand(0, "Minion Tap")
    offered = masters(t, 0, card)
    assert {c.target_card for c in offered} == {sully.id}  # not another Methuselah's
    assert sorted(c.mode for c in offered) == [0, 1, 2]  # 1, 2 or 3 blood: what it has
    cmd = next(c for c in offered if c.mode == 1)
    assert dock(t, cmd, 0) == "Play Minion Tap: move 2 blood from Sully to your pool"
    assert "Sully" in dock(t, cmd, 0, "es") and "reserva" in dock(t, cmd, 0, "es")
    why = t.refused(K.PlayMaster(seat=0, card=card.id, target_card=sully.id, mode=3))
    assert why == "The vampire does not have that much blood."
    why = t.refused(K.PlayMaster(seat=0, card=card.id, target_card=other.id, mode=0))
    assert why == "The card cannot be aimed there."
    pool = t.pool(0)
    t.ok(cmd)
    assert blood(t, sully) == 1 and t.pool(0) == pool + 2


def test_minion_tap_takes_blood_from_a_vampire_of_yours_in_torpor():
    t = Table()
    t.to_phase(MASTER)
    sully = t.vampire(0, 2, "Sully")
    to_torpor(t, sully)
    card = t.in_hand(0, "Minion Tap")
    pool = t.pool(0)
    t.ok(K.PlayMaster(seat=0, card=card.id, target_card=sully.id, mode=1))
    assert blood(t, sully) == 0 and t.pool(0) == pool + 2


# -- Golconda: Inner Peace ----------------------------------------------------------------------


def _golconda(t, seat):
    t.to_phase(MASTER)
    adana = t.vampire(seat, 2, "Adana de Sforza")  # capacity 11
    card = t.in_hand(0, "Golconda: Inner Peace")
    return adana, card


def test_golconda_removes_a_big_vampire_unless_its_controller_burns_2_pool(spanish):
    t = Table()
    adana, card = _golconda(t, 1)
    small = t.vampire(1, 2, "Sully")
    offered = masters(t, 0, card)
    assert {c.target_card for c in offered} == {adana.id}
    assert t.refused(K.PlayMaster(seat=0, card=card.id, target_card=small.id)) == (
        "The card cannot be aimed there."
    )
    [cmd] = offered
    assert dock(t, cmd, 0).startswith(
        "Play Golconda: Inner Peace: remove Adana de Sforza from the game, its controller gains"
        " 11 pool"
    )
    assert "Adana de Sforza" in dock(t, cmd, 0, "es")
    pools = [t.pool(s) for s in range(4)]
    t.ok(cmd)
    assert sorted(c.choice for c in answers(t, 1)) == [0, 1]
    burn = next(c for c in answers(t, 1) if c.choice == 1)
    assert dock(t, burn, 1) == "Burn 2 pool to cancel Golconda: Inner Peace"
    assert dock(t, burn, 1, "es").startswith("Quemar 2 de reserva para cancelar")
    t.ok(burn)
    assert now(t, adana).zone == zone(1, READY) and blood(t, adana) == 2
    assert t.pool(1) == pools[1] - 2 and t.pool(0) == pools[0]


def test_golconda_not_cancelled_gives_its_controller_pool_for_its_capacity():
    t = Table()
    adana, card = _golconda(t, 1)
    pool = t.pool(1)
    t.ok(K.PlayMaster(seat=0, card=card.id, target_card=adana.id))
    t.ok(K.Answer(seat=1, choice=0))
    assert now(t, adana).zone == zone(1, REMOVED)
    assert now(t, adana).counters.get("blood", 0) == 0
    assert t.pool(1) == pool + 11


def test_golconda_on_your_own_vampire_asks_nobody():
    t = Table()
    adana, card = _golconda(t, 0)
    pool = t.pool(0)
    t.ok(K.PlayMaster(seat=0, card=card.id, target_card=adana.id))
    assert answers(t, 0) == [] and answers(t, 1) == []
    assert now(t, adana).zone == zone(0, REMOVED)
    assert t.pool(0) == pool + 11


def test_golconda_cancel_is_not_offered_without_2_pool():
    t = Table()
    adana, card = _golconda(t, 1)
    t.set_pool(1, 1)
    t.ok(K.PlayMaster(seat=0, card=card.id, target_card=adana.id))
    assert [c.choice for c in answers(t, 1)] == [0]
    assert t.refused(K.Answer(seat=1, choice=1)) == "That is not one of the answers you may give."


# -- Secure Haven --------------------------------------------------------------------------------


def _seat_1_minion_phase(t):
    t.to_phase(DISCARD, 0)
    t.ok(K.NextPhase(seat=0))
    t.to_phase(MINION, 1)


def _ally(t, seat):
    ally = t.vampire(seat, 0)
    ally.catalog = t.by_name("Carlton Van Wyk").catalog
    ally.counters = {"life": 2}
    t.rebook()
    return ally


def _haven_on(t, minion, seat=0):
    t.to_phase(MASTER, seat)
    card = t.in_hand(seat, "Secure Haven")
    [cmd] = [c for c in masters(t, seat, card) if c.on == minion.id]
    pool = t.pool(seat)
    t.ok(cmd)
    assert t.pool(seat) == pool - 1 and now(t, card).attached_to == minion.id
    return card, cmd


def test_secure_haven_keeps_its_minion_from_other_methuselahs_actions(spanish):
    t = Table()
    ally = _ally(t, 0)
    other = t.vampire(1, 3, "Sully")
    card = t.in_hand(0, "Secure Haven")
    t.to_phase(MASTER)
    offered = masters(t, 0, card)
    assert {c.on for c in offered} == {ally.id}  # a minion of yours, an ally too
    assert t.refused(K.PlayMaster(seat=0, card=card.id, on=other.id))
    [cmd] = offered
    assert dock(t, cmd, 0).startswith("Play Secure Haven on Carlton Van Wyk: Put this card")
    assert dock(t, cmd, 0, "es").startswith("Jugar ")
    pool = t.pool(0)
    t.ok(cmd)
    assert t.pool(0) == pool - 1 and now(t, card).attached_to == ally.id
    _seat_1_minion_phase(t)
    thief = t.vampire(1, 4, "Aisha az-Zahra")  # PRE: Entrancement at superior
    entrancement = t.in_hand(1, "Entrancement")
    assert [
        c for c in legal_commands(t.state, 1) if getattr(c, "target_card", None) == ally.id
    ] == []
    why = t.refused(
        K.Act(
            seat=1,
            minion=thief.id,
            kind=K.ACTION,
            card=entrancement.id,
            superior=True,
            target=0,
            target_card=ally.id,
        )
    )
    assert why == "Carlton Van Wyk cannot be the target of other Methuselahs' actions."


def test_without_secure_haven_the_ally_may_be_entranced():
    t = Table()
    ally = _ally(t, 0)
    _seat_1_minion_phase(t)
    t.vampire(1, 4, "Aisha az-Zahra")
    entrancement = t.in_hand(1, "Entrancement")
    offered = [c for c in legal_commands(t.state, 1) if isinstance(c, K.Act)]
    assert any(c.card == entrancement.id and c.target_card == ally.id for c in offered)


def test_master_cards_targeting_a_minion_in_secure_haven_cost_1_more_pool():
    t = Table()
    sully = t.vampire(0, 1, "Sully")
    _haven_on(t, sully)
    t.rules["master"] = 1
    tap = t.in_hand(0, "Minion Tap")
    pool = t.pool(0)
    t.ok(K.PlayMaster(seat=0, card=tap.id, target_card=sully.id, mode=0))
    assert t.pool(0) == pool - 1 + 1 and blood(t, sully) == 0  # 1 more, 1 blood moved
    t.rules["master"] = 1
    giant = t.in_hand(0, "Giant's Blood")
    t.set_pool(0, 0)
    assert [c for c in masters(t, 0, giant) if c.target_card == sully.id] == []
    why = t.refused(K.PlayMaster(seat=0, card=giant.id, target_card=sully.id))
    assert why == "Giant's Blood costs 1 pool; you have 0."


def test_secure_haven_is_burned_when_its_minion_goes_to_torpor_and_one_haven_a_minion():
    from vtt.games.vtes.rules import combat

    t = Table()
    sully = t.vampire(0, 1, "Sully")
    haven, _ = _haven_on(t, sully)
    t.rules["master"] = 1
    ashley = t.vampire(0, 1, "Ashley")
    bag = t.in_hand(0, "Body Bag", index=-1)  # another haven
    move_card(t.state, bag, t.state.zones[zone(0, READY)], face_up=True)
    bag.controller, bag.attached_to = 0, ashley.id
    second = t.in_hand(0, "Secure Haven")
    move_card(t.state, now(t, haven), t.state.zones[zone(0, ASH_HEAP)], face_up=True)
    now(t, haven).attached_to = None  # the first one gone: the second is unique again
    assert [c.on for c in masters(t, 0, second)] == [sully.id]
    assert t.refused(K.PlayMaster(seat=0, card=second.id, on=ashley.id)) == (
        "The card's own condition is not met now."
    )
    haven = second
    t.ok(K.PlayMaster(seat=0, card=haven.id, on=sully.id))
    out: list = []
    combat.to_torpor(t.state, now(t, sully), out, None)
    assert now(t, haven).zone == zone(0, ASH_HEAP) and now(t, haven).attached_to is None


# -- Fragment of the Book of Nod -----------------------------------------------------------------


def test_fragment_of_the_book_of_nod_locks_to_draw_2_then_discard_down(spanish):
    t = Table()
    t.to_phase(MASTER)
    card = t.in_hand(0, "Fragment of the Book of Nod")
    [cmd] = masters(t, 0, card)
    assert cmd.keep
    pool = t.pool(0)
    t.ok(cmd)
    assert t.pool(0) == pool and now(t, card).zone == zone(0, READY)
    [use] = [
        c for c in legal_commands(t.state, 0) if isinstance(c, K.UseCard) and c.card == card.id
    ]
    assert dock(t, use, 0) == (
        "Use Fragment of the Book of Nod: lock Fragment of the Book of Nod;"
        " draw 2 cards, then discard down to your hand size"
    )
    assert dock(t, use, 0, "es").endswith(
        "robar 2 cartas y luego descartar hasta tu tamaño de mano"
    )
    hand = list(t.state.seat_zone(0, "hand").cards)
    t.ok(use)
    assert now(t, card).locked
    held = t.state.seat_zone(0, "hand").cards
    assert len(held) == len(hand) + 2
    assert t.waits_for["seat"] == 0 and t.waits_for["key"] == "hand"
    t.ok(K.HandDown(seat=0, card=held[0]))
    t.ok(K.HandDown(seat=0, card=t.state.seat_zone(0, "hand").cards[0]))
    assert len(t.state.seat_zone(0, "hand").cards) == len(hand)
    assert t.refused(K.UseCard(seat=0, card=card.id))  # locked


def test_another_methuselahs_vampire_steals_the_fragment():
    t = Table()
    t.to_phase(MASTER)
    card = t.in_hand(0, "Fragment of the Book of Nod")
    t.ok(K.PlayMaster(seat=0, card=card.id, keep=True))
    thief = t.vampire(1, 3, "Sully")
    _seat_1_minion_phase(t)
    steal = K.Act(seat=1, minion=thief.id, kind=K.ACTION, target_card=card.id)
    assert steal in legal_commands(t.state, 1)
    t.ok(steal)
    assert t.rules["action"]["directed"] and t.rules["action"]["target"] == 0
    t.pass_round()
    t.pass_round()
    assert now(t, card).controller == 1 and now(t, card).zone == zone(1, READY)


# -- The Hungry Coyote -----------------------------------------------------------------------------


def _hunt(t, seat, minion) -> int:
    before = blood(t, minion)
    t.ok(K.Act(seat=seat, minion=minion.id, kind=K.HUNT))
    for _ in range(6):
        if t.rules["action"] is None:
            break
        t.pass_round()
    return blood(t, minion) - before


def test_the_hungry_coyote_gives_your_sabbat_vampires_1_more_blood_from_the_hunt(spanish):
    t = Table()
    t.to_phase(MASTER)
    card = t.in_hand(0, "The Hungry Coyote")
    [cmd] = masters(t, 0, card)
    assert dock(t, cmd, 0).endswith("Sabbat vampires you control get +1 hunt.")
    assert dock(t, cmd, 0, "es").startswith("Jugar ")
    pool = t.pool(0)
    t.ok(cmd)
    assert t.pool(0) == pool - 2 and now(t, card).zone == zone(0, READY)
    aeron = t.vampire(0, 1, "Aeron")  # Sabbat
    sully = t.vampire(0, 1, "Sully")  # Camarilla
    t.to_phase(MINION)
    assert _hunt(t, 0, aeron) == 2
    assert _hunt(t, 0, sully) == 1


def test_the_hungry_coyote_gives_nothing_to_another_methuselahs_sabbat_vampire():
    t = Table()
    t.to_phase(MASTER)
    card = t.in_hand(0, "The Hungry Coyote")
    t.ok(K.PlayMaster(seat=0, card=card.id, keep=True))
    aeron = t.vampire(1, 1, "Aeron")
    _seat_1_minion_phase(t)
    assert _hunt(t, 1, aeron) == 1


# -- WMRH Talk Radio -----------------------------------------------------------------------------


def _radio_block(t, stealth):
    """Seat 3 (seat 0's predator) bleeds seat 0 with ``stealth``; seat 0's Ashley attempts
    to block; seat 0 has WMRH Talk Radio in play and the impulse."""
    radio = t.in_hand(0, "WMRH Talk Radio", index=-1)
    move_card(t.state, radio, t.state.zones[zone(0, READY)], face_up=True)
    radio.controller = 0
    t.state.turn.active = 3
    t.to_phase(MINION, 3)
    acting = t.vampire(3, 3, "Sully")
    blocker = t.vampire(0, 3, "Ashley")
    t.ok(K.Act(seat=3, minion=acting.id, kind=K.BLEED, target=0))
    t.rules["action"]["stealth"] = stealth
    t.pass_to(0)
    t.ok(K.Block(seat=0, minion=blocker.id))
    t.pass_to(0)
    return radio


def _radio_uses(t, radio):
    return [
        c for c in legal_commands(t.state, 0) if isinstance(c, K.UseCard) and c.card == radio.id
    ]


def test_wmrh_talk_radio_gives_intercept_and_costs_nothing_if_the_minion_blocks(spanish):
    t = Table()
    radio = _radio_block(t, 1)
    [use] = _radio_uses(t, radio)
    assert dock(t, use, 0) == (
        "Use WMRH Talk Radio: lock WMRH Talk Radio; +1 intercept to Ashley;"
        " if that minion does not block, burn 1 pool after the action resolves"
    )
    assert dock(t, use, 0, "es").endswith("quemar 1 de reserva cuando se resuelva la acción")
    pool = t.pool(0)
    t.ok(use)
    assert t.rules["action"]["intercept"] == 1 and now(t, radio).locked
    t.pass_round()  # the attempt succeeds: combat
    assert t.rules["combat"] is not None and t.pool(0) == pool


def test_wmrh_talk_radio_burns_1_pool_after_the_action_if_the_minion_does_not_block():
    t = Table()
    radio = _radio_block(t, 2)
    pool = t.pool(0)
    t.ok(K.UseCard(seat=0, card=radio.id))
    for _ in range(8):
        if t.rules["action"] is None:
            break
        t.pass_round()
    assert t.rules["combat"] is None
    assert t.pool(0) == pool - 1 - 1  # bled for 1, and the radio's 1


def test_wmrh_talk_radio_is_not_used_without_a_block_attempt():
    t = Table()
    radio = t.in_hand(0, "WMRH Talk Radio", index=-1)
    t.to_phase(MASTER)
    [cmd] = masters(t, 0, radio)
    pool = t.pool(0)
    t.ok(cmd)
    assert t.pool(0) == pool - 1 and now(t, radio).zone == zone(0, READY)
    assert _radio_uses(t, radio) == []
    assert t.refused(K.UseCard(seat=0, card=radio.id)) == (
        "The card's own condition is not met now."
    )


# -- Charisma ------------------------------------------------------------------------------------


def _recruit(t, minion, name) -> tuple[int, int]:
    """``minion`` (seat 0's) recruits the ally ``name``, nobody blocks: the pool and the
    blood it cost."""
    card = t.in_hand(0, name)
    pool, before = t.pool(0), blood(t, minion)
    t.ok(K.Act(seat=0, minion=minion.id, kind=K.RECRUIT, card=card.id))
    for _ in range(6):
        if t.rules["action"] is None:
            break
        t.pass_round()
    assert now(t, card).zone == zone(0, READY)
    return pool - t.pool(0), before - blood(t, minion)


def test_charisma_makes_its_vampires_recruit_ally_actions_cost_1_less(spanish):
    t = Table()
    t.to_phase(MASTER)
    sully = t.vampire(0, 4, "Sully")
    other = t.vampire(0, 4, "Ashley")
    theirs = t.vampire(1, 4, "Aeron")
    card = t.in_hand(0, "Charisma", index=-1)
    assert {c.on for c in masters(t, 0, card)} >= {sully.id, other.id, theirs.id}
    assert t.refused(K.PlayMaster(seat=0, card=card.id)) == (
        "Charisma is put on a card in play that its text allows: choose one."
    )
    [cmd] = [c for c in masters(t, 0, card) if c.on == sully.id]
    assert dock(t, cmd, 0).startswith("Play Charisma on Sully: ")
    assert dock(t, cmd, 0, "es").startswith("Jugar ")
    pool = t.pool(0)
    t.ok(cmd)
    assert t.pool(0) == pool and now(t, card).attached_to == sully.id
    t.to_phase(MINION)
    assert _recruit(t, sully, "Carlton Van Wyk") == (1, 0)  # 2 pool, 1 less
    assert _recruit(t, other, "Arcanum Investigator") == (2, 0)  # no Charisma: full cost


def test_charisma_takes_1_blood_off_an_ally_costing_blood():
    t = Table()
    t.to_phase(MASTER)
    adhiambo = t.vampire(0, 4, "Adhiambo")  # Tzimisce: the ghoul requires one
    card = t.in_hand(0, "Charisma", index=-1)
    t.ok(K.PlayMaster(seat=0, card=card.id, on=adhiambo.id))
    t.to_phase(MINION)
    assert _recruit(t, adhiambo, "Asanbonsam Ghoul") == (0, 1)  # 2 blood, 1 less


# -- Mob Connections -----------------------------------------------------------------------------


def _to_press_step(t):
    """Seat 0's Ashley bleeds seat 1, whose Sully blocks; both hand strike; the press step
    of the first round, seat 0 holding Mob Connections in play."""
    mob = t.in_hand(0, "Mob Connections", index=-1)
    move_card(t.state, mob, t.state.zones[zone(0, READY)], face_up=True)
    mob.controller = 0
    t.to_phase(MINION)
    ashley = t.vampire(0, 3, "Ashley")
    sully = t.vampire(1, 4, "Sully")
    t.ok(K.Act(seat=0, minion=ashley.id, kind=K.BLEED))
    t.pass_to(1)
    t.ok(K.Block(seat=1, minion=sully.id))
    for _ in range(12):
        combat = t.rules["combat"]
        if combat is not None and combat["stage"] == "press":
            break
        if combat is not None and combat["stage"] == "strike":
            for seat, minion in ((0, ashley), (1, sully)):
                if K.Strike(seat=seat, minion=minion.id) in legal_commands(t.state, seat):
                    t.ok(K.Strike(seat=seat, minion=minion.id))
            continue
        t.pass_round()
    assert t.rules["combat"]["stage"] == "press"
    t.pass_to(0)
    return mob, ashley, sully


def _mob_uses(t, mob):
    return [c for c in legal_commands(t.state, 0) if isinstance(c, K.UseCard) and c.card == mob.id]


def test_mob_connections_locks_to_give_your_minion_a_press_to_continue(spanish):
    t = Table()
    mob, ashley, sully = _to_press_step(t)
    [use] = _mob_uses(t, mob)
    assert use.target_card == ashley.id
    assert dock(t, use, 0) == (
        "Use Mob Connections: lock Mob Connections; Ashley gets a press to continue combat"
    )
    assert dock(t, use, 0, "es").endswith("Ashley obtiene una presión para continuar el combate")
    assert t.refused(K.UseCard(seat=0, card=mob.id, target_card=sully.id)) == (
        "The card cannot be aimed there."
    )
    pool = t.pool(0)
    t.ok(use)
    assert t.rules["combat"]["press"] == ashley.id and now(t, mob).locked
    assert t.pool(0) == pool


def test_mob_connections_press_does_not_cancel_the_opponents_press():
    t = Table()
    mob, ashley, sully = _to_press_step(t)
    t.rules["combat"]["press"] = sully.id  # Sully pressed to continue
    t.rules["combat"]["last_press"] = sully.id
    assert _mob_uses(t, mob) == []
    why = t.refused(K.UseCard(seat=0, card=mob.id, target_card=ashley.id))
    assert why == "This press is only usable to continue combat."


def test_another_methuselahs_minion_burns_mob_connections():
    t = Table()
    t.to_phase(MASTER)
    mob = t.in_hand(0, "Mob Connections")
    [cmd] = masters(t, 0, mob)
    assert cmd.keep
    pool = t.pool(0)
    t.ok(cmd)
    assert t.pool(0) == pool  # no cost printed
    thief = t.vampire(1, 3, "Sully")
    _seat_1_minion_phase(t)
    burn = K.Act(seat=1, minion=thief.id, kind=K.ACTION, target_card=mob.id)
    assert burn in legal_commands(t.state, 1)
    t.ok(burn)
    assert t.rules["action"]["directed"]
    t.pass_round()
    t.pass_round()
    assert now(t, mob).zone == zone(0, ASH_HEAP)


# -- The Rumor Mill, Tabloid Newspaper -----------------------------------------------------------


def _rumor_block(t, stealth, owner=2):
    """Seat 3 bleeds seat 0 with ``stealth``; seat 0's Ashley attempts to block; seat
    ``owner`` has The Rumor Mill in play and the impulse."""
    mill = t.in_hand(owner, "The Rumor Mill, Tabloid Newspaper", index=-1)
    move_card(t.state, mill, t.state.zones[zone(owner, READY)], face_up=True)
    mill.controller = owner
    t.state.turn.active = 3
    t.to_phase(MINION, 3)
    acting = t.vampire(3, 3, "Sully")
    blocker = t.vampire(0, 3, "Ashley")
    t.ok(K.Act(seat=3, minion=acting.id, kind=K.BLEED, target=0))
    t.rules["action"]["stealth"] = stealth
    t.pass_to(0)
    t.ok(K.Block(seat=0, minion=blocker.id))
    t.pass_to(owner)
    return mill, blocker


def test_the_rumor_mill_lets_the_blocking_vampire_burn_1_blood_for_intercept(spanish):
    t = Table()
    mill, ashley = _rumor_block(t, 1)
    [use] = [
        c for c in legal_commands(t.state, 2) if isinstance(c, K.UseCard) and c.card == mill.id
    ]
    assert use.target_card == ashley.id
    name = "The Rumor Mill, Tabloid Newspaper"
    assert dock(t, use, 2) == f"Use {name}: lock {name}; Ashley may burn 1 blood for +1 intercept"
    assert dock(t, use, 2, "es").endswith("Ashley puede quemar 1 de sangre para +1 de intercepción")
    pool = t.pool(2)
    t.ok(use)
    assert now(t, mill).locked and t.pool(2) == pool
    assert sorted(c.choice for c in answers(t, 0)) == [0, 1]
    burn = next(c for c in answers(t, 0) if c.choice == 1)
    assert dock(t, burn, 0) == "Burn 1 blood from Ashley for +1 intercept"
    assert dock(t, burn, 0, "es") == "Quemar 1 de sangre de Ashley para +1 de intercepción"
    t.ok(burn)
    assert t.rules["action"]["intercept"] == 1 and blood(t, ashley) == 2


def test_the_rumor_mill_declined_costs_no_blood_and_is_refused_when_not_needed():
    t = Table()
    mill, ashley = _rumor_block(t, 1)
    t.ok(K.UseCard(seat=2, card=mill.id, target_card=ashley.id))
    t.ok(K.Answer(seat=0, choice=0))
    assert t.rules["action"]["intercept"] == 0 and blood(t, ashley) == 3
    t = Table()
    mill, ashley = _rumor_block(t, 0)  # no stealth to overcome
    why = t.refused(K.UseCard(seat=2, card=mill.id, target_card=ashley.id))
    assert why == "Stealth and intercept are played only when they are needed."


# -- Black Forest Base ---------------------------------------------------------------------------


def _base(t):
    """Seat 0's Aeron (Sabbat archbishop) and Sully (Camarilla); Black Forest Base in play."""
    t.to_phase(MASTER)
    card = t.in_hand(0, "Black Forest Base")
    sully = t.vampire(0, 4, "Sully")
    assert masters(t, 0, card) == []  # requires a ready Sabbat vampire
    assert t.refused(K.PlayMaster(seat=0, card=card.id, keep=True))
    aeron = t.vampire(0, 4, "Aeron")
    [cmd] = masters(t, 0, card)
    assert cmd.keep
    pool = t.pool(0)
    t.ok(cmd)
    assert t.pool(0) == pool and now(t, card).zone == zone(0, READY)
    return card, aeron, sully


def _political(t, seat, minion, card):
    return K.Act(seat=seat, minion=minion.id, kind=K.POLITICAL, target_card=card.id)


def test_black_forest_base_a_sabbat_vampire_calls_a_referendum_for_2_pool(spanish):
    t = Table()
    card, aeron, sully = _base(t)
    t.to_phase(MINION)
    offered = [c for c in legal_commands(t.state, 0) if isinstance(c, K.Act) and c.target_card]
    assert offered == [_political(t, 0, aeron, card)]
    assert t.refused(_political(t, 0, sully, card)) == (
        "Only a Sabbat vampire can call that referendum."
    )
    cmd = offered[0]
    assert dock(t, cmd, 0) == "Aeron calls a referendum to gain 2 pool (stealth 1)"
    assert dock(t, cmd, 0, "es") == "Aeron convoca un referéndum: ganas 2 de reserva (sigilo 1)"
    pool = t.pool(0)
    t.ok(cmd)
    assert t.rules["action"]["stealth"] == 1
    t.pass_round()
    t.pass_round()
    t.ok(K.Vote(seat=0, side="for", source="vampire", minion=aeron.id))
    for seat in (0, 1, 2, 3):
        t.ok(K.Pass(seat=seat))
    assert t.rules["referendum"] is None
    assert t.pool(0) == pool + 2 and now(t, card).zone == zone(0, READY)


def test_black_forest_base_is_called_once_each_turn():
    t = Table()
    card, aeron, sully = _base(t)
    other = t.vampire(0, 4, "Alicia Barrows")  # another Sabbat vampire
    t.to_phase(MINION)
    t.ok(_political(t, 0, aeron, card))
    t.pass_round()
    t.pass_round()
    for seat in (0, 1, 2, 3):
        t.ok(K.Pass(seat=seat))
    assert t.rules["referendum"] is None
    assert [
        c for c in legal_commands(t.state, 0) if getattr(c, "target_card", None) == card.id
    ] == []
    assert t.refused(_political(t, 0, other, card)) == "That referendum is called once each turn."


def test_a_changeling_ally_burns_black_forest_base_with_1_stealth():
    t = Table()
    card, _, _ = _base(t)
    _seat_1_minion_phase(t)
    vampire = t.vampire(1, 3, "Ashley")
    satyr = t.vampire(1, 0)
    satyr.catalog = t.by_name("Shadow Court Satyr").catalog
    satyr.counters = {"life": 3}
    t.rebook()
    burn = K.Act(seat=1, minion=satyr.id, kind=K.ACTION, target_card=card.id)
    offered = [c for c in legal_commands(t.state, 1) if isinstance(c, K.Act)]
    assert burn in offered
    assert K.Act(seat=1, minion=vampire.id, kind=K.ACTION, target_card=card.id) not in offered
    assert t.refused(K.Act(seat=1, minion=vampire.id, kind=K.ACTION, target_card=card.id)) == (
        "That minion cannot take this action."
    )
    t.ok(burn)
    assert t.rules["action"]["stealth"] == 1 and t.rules["action"]["directed"]
    t.pass_round()
    t.pass_round()
    assert now(t, card).zone == zone(0, ASH_HEAP)


def test_the_fragment_used_during_an_action_does_not_discard_the_action_card():
    t = Table()
    t.to_phase(MASTER)
    fragment = t.in_hand(0, "Fragment of the Book of Nod", index=-1)
    t.ok(K.PlayMaster(seat=0, card=fragment.id, keep=True))
    t.to_phase(MINION)
    silverson = t.vampire(0, 4, "Alexander Silverson")
    card = t.in_hand(0, "Intimidation")
    t.ok(K.Act(seat=0, minion=silverson.id, kind=K.BLEED, card=card.id))
    t.pass_to(0)
    t.ok(K.UseCard(seat=0, card=fragment.id))
    offered = [c for c in legal_commands(t.state, 0) if isinstance(c, K.HandDown)]
    assert offered and card.id not in [c.card for c in offered]
    assert t.refused(K.HandDown(seat=0, card=card.id)) == (
        "That card is played for the action under way."
    )


def test_the_rumor_mill_is_kept_in_play_for_1_pool_and_used_only_in_a_block_attempt():
    t = Table()
    t.to_phase(MASTER)
    mill = t.in_hand(0, "The Rumor Mill, Tabloid Newspaper")
    [cmd] = masters(t, 0, mill)
    assert cmd.keep
    pool = t.pool(0)
    t.ok(cmd)
    assert t.pool(0) == pool - 1 and now(t, mill).zone == zone(0, READY)
    assert [c for c in legal_commands(t.state, 0) if isinstance(c, K.UseCard)] == []
    assert t.refused(K.UseCard(seat=0, card=mill.id)) == "The card's own condition is not met now."


def test_golconda_with_the_master_window_asks_its_controller_once_nobody_cancels_it():
    from vtt.games.vtes.rules.master_window import LET

    t = Table(master_window=True)
    adana, card = _golconda(t, 1)
    pool = t.pool(1)
    t.ok(K.PlayMaster(seat=0, card=card.id, target_card=adana.id))
    for seat in (1, 2, 3):  # the window: nobody cancels it as it is played
        t.ok(next(c for c in answers(t, seat) if c.choice == LET))
    assert sorted(c.choice for c in answers(t, 1)) == [0, 1]  # then Golconda's own question
    t.ok(K.Answer(seat=1, choice=0))
    assert now(t, adana).zone == zone(1, REMOVED) and t.pool(1) == pool + 11


def test_black_forest_base_gives_the_pool_to_the_calling_vampires_controller():
    t = Table()
    card, _, _ = _base(t)
    _seat_1_minion_phase(t)
    alicia = t.vampire(1, 4, "Alicia Barrows")  # another Methuselah's Sabbat archbishop
    pools = [t.pool(s) for s in range(4)]
    t.ok(_political(t, 1, alicia, card))
    t.pass_round()
    t.pass_round()
    t.ok(K.Vote(seat=1, side="for", source="vampire", minion=alicia.id))
    for seat in (1, 2, 3, 0):
        t.ok(K.Pass(seat=seat))
    assert t.rules["referendum"] is None
    assert [t.pool(s) for s in range(4)] == [pools[0], pools[1] + 2, pools[2], pools[3]]


# -- Gangrel Revel -------------------------------------------------------------------------------


def _kept(t, seat, name, cost):
    """``name`` played from ``seat``'s hand in their master phase and kept in play,
    costing ``cost`` pool."""
    t.to_phase(MASTER, seat)
    card = t.in_hand(seat, name, index=-1)
    [cmd] = masters(t, seat, card)
    assert cmd.keep
    pool = t.pool(seat)
    t.ok(cmd)
    assert t.pool(seat) == pool - cost and now(t, card).zone == zone(seat, READY)
    return card, cmd


def test_gangrel_revel_gives_your_gangrel_1_strength(spanish):
    from vtt.games.vtes.rules.effects import standing

    t = Table()
    mine = t.vampire(0, 3, "Anastasia Grey")
    ashley = t.vampire(0, 3, "Ashley")
    theirs = t.vampire(1, 3, "Ariadne")  # another Methuselah's Gangrel
    t.to_phase(MASTER)
    card = t.in_hand(0, "Gangrel Revel", index=-1)
    [cmd] = masters(t, 0, card)
    assert dock(t, cmd, 0).startswith("Play Gangrel Revel")
    assert dock(t, cmd, 0, "es").startswith("Jugar ")
    before = [standing.strength(t.state, now(t, c)) for c in (mine, ashley, theirs)]
    pool = t.pool(0)
    t.ok(cmd)
    assert t.pool(0) == pool - 1 and now(t, card).zone == zone(0, READY)
    after = [standing.strength(t.state, now(t, c)) for c in (mine, ashley, theirs)]
    assert after == [before[0] + 1, before[1], before[2]]


def test_a_non_ravnos_minion_burns_gangrel_revel_a_ravnos_cannot():
    t = Table()
    t.to_phase(MASTER)
    revel = t.in_hand(0, "Gangrel Revel", index=-1)
    assert masters(t, 0, revel) == []  # its clan: a ready Gangrel of yours
    assert t.refused(K.PlayMaster(seat=0, card=revel.id, keep=True)) == (
        "Gangrel Revel needs a ready minion of yours that meets its requirements."
    )
    t.vampire(0, 3, "Anastasia Grey")
    card, _ = _kept(t, 0, "Gangrel Revel", 1)
    _seat_1_minion_phase(t)
    ravnos = t.vampire(1, 3, "Alexis Sorokin")
    sully = t.vampire(1, 3, "Sully")
    burn = K.Act(seat=1, minion=sully.id, kind=K.ACTION, target_card=card.id)
    offered = [c for c in legal_commands(t.state, 1) if isinstance(c, K.Act)]
    assert burn in offered
    refused = K.Act(seat=1, minion=ravnos.id, kind=K.ACTION, target_card=card.id)
    assert refused not in offered
    assert t.refused(refused) == "That minion cannot take this action."
    t.ok(burn)
    assert t.rules["action"]["directed"]
    t.pass_round()
    t.pass_round()
    assert now(t, card).zone == zone(0, ASH_HEAP)


# -- New Carthage --------------------------------------------------------------------------------


def test_new_carthage_titled_brujah_bleed_and_vote_more_ventrue_vote_less(spanish):
    from vtt.games.vtes.rules import politics
    from vtt.games.vtes.rules.effects import standing

    t = Table()
    akram = t.vampire(0, 3, "Akram")  # Brujah primogen
    angel = t.vampire(1, 3, "Angel")  # Brujah, no title
    emerson = t.vampire(1, 3, "Emerson Bridges")  # Ventrue prince
    cards = (akram, angel, emerson)

    def numbers():
        return [
            (standing.bleed(t.state, now(t, c)), politics._votes_of(t.state, now(t, c))[0])
            for c in cards
        ]

    before = numbers()
    t.to_phase(MASTER)
    card = t.in_hand(0, "New Carthage", index=-1)
    [cmd] = masters(t, 0, card)
    assert dock(t, cmd, 0).startswith("Play New Carthage")
    assert dock(t, cmd, 0, "es").startswith("Jugar ")
    t.set_pool(0, 2)
    assert masters(t, 0, card) == []
    assert "3 pool" in t.refused(cmd)
    t.set_pool(0, 10)
    t.ok(cmd)
    assert t.pool(0) == 7 and now(t, card).zone == zone(0, READY)
    after = numbers()
    assert after[0] == (before[0][0] + 1, before[0][1] + 1)
    assert after[1] == before[1]  # untitled
    assert after[2] == (before[2][0], before[2][1] - 1)


def test_new_carthage_leaves_an_untitled_ventrue_at_no_votes():
    from vtt.games.vtes.rules import politics

    t = Table()
    beth = t.vampire(1, 3, "Beth Malcolm")
    t.vampire(0, 3, "Angel")  # its clan: a ready Brujah of yours
    _kept(t, 0, "New Carthage", 3)
    assert politics._votes_of(t.state, now(t, beth))[0] == 0


# -- Dummy Corporation ---------------------------------------------------------------------------


def _bled(t):
    """Seat 3's Sully bleeds seat 0, who has Dummy Corporation in play; nobody blocks."""
    dummy = t.in_hand(0, "Dummy Corporation", index=-1)
    move_card(t.state, dummy, t.state.zones[zone(0, READY)], face_up=True)
    dummy.controller = 0
    t.state.turn.active = 3
    t.to_phase(MINION, 3)
    sully = t.vampire(3, 3, "Sully")
    t.ok(K.Act(seat=3, minion=sully.id, kind=K.BLEED, target=0))
    t.rules["action"]["amount"] = 3
    return dummy


def _dummy_uses(t, dummy):
    return [
        c for c in legal_commands(t.state, 0) if isinstance(c, K.UseCard) and c.card == dummy.id
    ]


def test_dummy_corporation_is_burned_to_reduce_a_bleed_against_you_by_2(spanish):
    t = Table()
    dummy = _bled(t)
    t.pass_to(0)
    [use] = _dummy_uses(t, dummy)
    assert dock(t, use, 0) == (
        "Use Dummy Corporation: -2 to the bleed against you; burn Dummy Corporation"
    )
    assert dock(t, use, 0, "es").startswith("Usar ")
    amount = t.rules["action"]["amount"]
    pool = t.pool(0)
    t.ok(use)
    assert t.rules["action"]["amount"] == amount - 2
    assert now(t, dummy).zone == zone(0, ASH_HEAP) and t.pool(0) == pool
    for _ in range(8):
        if t.rules["action"] is None:
            break
        t.pass_round()
    assert t.pool(0) == pool - 1  # a bleed of 3 reduced to 1


def test_dummy_corporation_is_not_used_without_a_bleed_against_you():
    t = Table()
    dummy, _ = _kept(t, 0, "Dummy Corporation", 0)
    assert _dummy_uses(t, dummy) == []
    assert t.refused(K.UseCard(seat=0, card=dummy.id))
    assert now(t, dummy).zone == zone(0, READY)
    t = Table()
    dummy = _bled(t)
    t.pass_to(0)
    t.rules["action"]["target"] = 1  # the bleed is against another Methuselah
    assert _dummy_uses(t, dummy) == []
    assert t.refused(K.UseCard(seat=0, card=dummy.id)) == (
        "Only a bleed against you can be reduced."
    )
    assert now(t, dummy).zone == zone(0, READY)


# -- Ferraille -----------------------------------------------------------------------------------


def _ferraille_polling(t):
    """Seat 0's Ministry vampire with Ferraille in play calls Kine Resources Contested;
    the polling step."""
    t.to_phase(MASTER)
    ferraille = t.in_hand(0, "Ferraille", index=-1)
    assert masters(t, 0, ferraille) == []  # its clan: a ready Ministry vampire of yours
    caller = t.vampire(0, 4, "Abdelsobek")
    ferraille, _ = _kept(t, 0, "Ferraille", 0)
    t.to_phase(MINION)
    political = t.in_hand(0, "Kine Resources Contested", index=1)
    t.ok(
        K.Act(seat=0, minion=caller.id, kind=K.POLITICAL, card=political.id, alloc=((1, 2), (2, 2)))
    )
    use_for = K.UseCard(seat=0, card=ferraille.id, mode=0)
    assert t.refused(use_for) == "Votes are cast in the polling of a referendum."
    t.pass_round()
    t.pass_round()
    assert t.rules["referendum"] is not None
    return ferraille, use_for


def _uses(t, seat, card):
    return [
        c for c in legal_commands(t.state, seat) if isinstance(c, K.UseCard) and c.card == card.id
    ]


def test_ferraille_burns_1_pool_for_3_votes_in_the_polling(spanish):
    t = Table()
    ferraille, use_for = _ferraille_polling(t)
    use_against = K.UseCard(seat=0, card=ferraille.id, mode=1)
    assert _uses(t, 0, ferraille) == [use_for, use_against]
    assert dock(t, use_for, 0) == "Use Ferraille: burn 1 pool; +3 votes, cast for"
    assert dock(t, use_against, 0, "es").endswith("quemas 1 de reserva; +3 votos, en contra")
    pool = t.pool(0)
    t.ok(use_for)
    ref = t.rules["referendum"]
    assert (ref["for"], ref["against"]) == (3, 0) and t.pool(0) == pool - 1
    assert not now(t, ferraille).locked
    assert _uses(t, 0, ferraille) == []
    assert t.refused(use_against)  # once each turn, and its votes are cast
    assert t.pool(0) == pool - 1


def test_ferraille_is_used_once_each_turn():
    t = Table()
    ferraille, use_for = _ferraille_polling(t)
    t.ok(use_for)
    for seat in (0, 1, 2, 3):
        t.ok(K.Pass(seat=seat))
    assert t.rules["referendum"] is None
    caller = t.vampire(0, 4, "Ahmose Chambers")  # another vampire, the same turn
    political = t.in_hand(0, "Kine Resources Contested", index=1)
    t.ok(
        K.Act(seat=0, minion=caller.id, kind=K.POLITICAL, card=political.id, alloc=((1, 2), (2, 2)))
    )
    t.pass_round()
    t.pass_round()
    assert t.rules["referendum"] is not None
    pool = t.pool(0)
    assert _uses(t, 0, ferraille) == []
    assert t.refused(use_for)
    assert t.pool(0) == pool


# -- Depravity -----------------------------------------------------------------------------------


def _depraved(t, name="Sully"):
    t.to_phase(MASTER)
    vampire = t.vampire(0, 4, name)
    card = t.in_hand(0, "Depravity", index=-1)
    [cmd] = [c for c in masters(t, 0, card) if c.on == vampire.id]
    pool = t.pool(0)
    t.ok(cmd)
    assert t.pool(0) == pool - 1 and now(t, card).attached_to == vampire.id
    return vampire, card, cmd


def test_depravity_gives_1_strength_and_goes_on_a_ready_vampire_of_yours(spanish):
    from vtt.games.vtes.rules.effects import standing

    t = Table()
    theirs = t.vampire(1, 3, "Ashley")
    t.to_phase(MASTER)
    card = t.in_hand(0, "Depravity", index=-1)
    sully = t.vampire(0, 4, "Sully")
    offered = masters(t, 0, card)
    assert {c.on for c in offered} == {sully.id}  # not another Methuselah's vampire
    assert t.refused(K.PlayMaster(seat=0, card=card.id, on=theirs.id))
    [cmd] = offered
    assert dock(t, cmd, 0).startswith("Play Depravity on Sully: ")
    assert dock(t, cmd, 0, "es").startswith("Jugar ")
    before = standing.strength(t.state, now(t, sully))
    t.ok(cmd)
    assert standing.strength(t.state, now(t, sully)) == before + 1
    assert standing.strength(t.state, now(t, theirs)) == 1


def test_depravity_forbids_recruiting_allies():
    t = Table()
    sully, _, _ = _depraved(t)
    other = t.vampire(0, 4, "Ashley")
    t.to_phase(MINION)
    ally = t.in_hand(0, "Carlton Van Wyk")
    recruits = [
        c for c in legal_commands(t.state, 0) if isinstance(c, K.Act) and c.kind == K.RECRUIT
    ]
    assert {c.minion for c in recruits} == {other.id}
    cmd = K.Act(seat=0, minion=sully.id, kind=K.RECRUIT, card=ally.id)
    pool = t.pool(0)
    assert t.refused(cmd) == "Depravity says Sully cannot take that action."
    assert t.pool(0) == pool and now(t, ally).zone == zone(0, "hand")


def test_depravity_gives_1_stealth_to_a_diablerie_action_only():
    t = Table()
    sully, _, _ = _depraved(t)
    victim = t.vampire(1, 1, "Ashley")
    to_torpor(t, victim)
    t.to_phase(MINION)
    t.ok(K.Act(seat=0, minion=sully.id, kind=K.DIABLERIE, target_card=victim.id))
    assert t.rules["action"]["stealth"] == 1
    t = Table()
    sully, _, _ = _depraved(t)
    t.to_phase(MINION)
    t.ok(K.Act(seat=0, minion=sully.id, kind=K.BLEED))
    assert t.rules["action"]["stealth"] == 0


# -- Día de los Muertos --------------------------------------------------------------------------


def _dia(t):
    t.to_phase(MASTER)
    card = t.in_hand(0, "Día de los Muertos", index=-1)
    [cmd] = masters(t, 0, card)
    pool = t.pool(0)
    t.ok(cmd)
    assert t.pool(0) == pool - 1 and now(t, card).zone == zone(0, ASH_HEAP)
    return card, cmd


def _kine(t, minion):
    political = t.in_hand(0, "Kine Resources Contested", index=1)
    t.ok(
        K.Act(seat=0, minion=minion.id, kind=K.POLITICAL, card=political.id, alloc=((1, 2), (2, 2)))
    )
    t.pass_round()
    t.pass_round()


def test_dia_de_los_muertos_the_first_sabbat_referendum_passes_without_polling(spanish):
    t = Table()
    aeron = t.vampire(0, 4, "Aeron")  # Sabbat
    alicia = t.vampire(0, 4, "Alicia Barrows")  # Sabbat too
    t.to_phase(MASTER)
    card = t.in_hand(0, "Día de los Muertos", index=-1)
    [cmd] = masters(t, 0, card)
    assert dock(t, cmd, 0) == (
        "Play Día de los Muertos: the first referendum a Sabbat vampire you control calls this"
        " turn passes without polling"
    )
    assert dock(t, cmd, 0, "es").startswith("Jugar ")
    _dia(t)
    t.to_phase(MINION)
    pools = [t.pool(s) for s in range(4)]
    _kine(t, aeron)
    assert t.rules["referendum"] is None and t.rules["action"] is None
    assert [t.pool(s) for s in range(4)] == [pools[0], pools[1] - 2, pools[2] - 2, pools[3]]
    _kine(t, alicia)  # the second one is polled
    assert t.rules["referendum"] is not None


def test_dia_de_los_muertos_does_nothing_for_a_non_sabbat_vampire_and_once_a_game():
    t = Table()
    sully = t.vampire(0, 4, "Sully")  # Camarilla
    _dia(t)
    t.to_phase(MINION)
    _kine(t, sully)
    assert t.rules["referendum"] is not None
    t = Table()
    _dia(t)
    t.rules["master"] = 1
    again = t.in_hand(0, "Día de los Muertos")
    assert masters(t, 0, again) == []
    pool = t.pool(0)
    assert "game" in t.refused(K.PlayMaster(seat=0, card=again.id))
    assert t.pool(0) == pool


# -- Powerbase: Madrid ---------------------------------------------------------------------------

MADRID = "Powerbase: Madrid"


def _madrid_in_play(t, counters=0):
    """Seat 0's Powerbase: Madrid put in play with ``counters`` (in the current phase)."""
    from vtt.games.vtes.rules.tokens import COUNTER

    card = t.in_hand(0, MADRID, index=-1)
    move_card(t.state, card, t.state.zones[zone(0, READY)], face_up=True)
    card.controller = 0
    card.counters = {COUNTER: counters} if counters else {}
    t.rebook()
    return card


def _counters(t, card):
    return now(t, card).counters.get("counter", 0)


def test_powerbase_madrid_is_kept_for_1_pool_and_grows_in_your_unlock_phase(spanish):
    from vtt.games.vtes.rules.data import UNLOCK

    t = Table()
    assert t.rules["phase"] == UNLOCK and t.state.turn.active == 0
    madrid = _madrid_in_play(t)
    [use] = _uses(t, 0, madrid)
    assert dock(t, use, 0) == f"Use {MADRID}: add 1 counter to {MADRID}"
    assert dock(t, use, 0, "es").startswith("Usar Base de poder: Madrid: añade 1 ficha")
    pool = t.pool(0)
    t.ok(use)
    assert _counters(t, madrid) == 1 and t.pool(0) == pool and not now(t, madrid).locked
    assert _uses(t, 0, madrid) == []
    assert t.refused(use) == "A counter was added to it in this unlock phase."
    assert _counters(t, madrid) == 1
    t = Table()
    full = _madrid_in_play(t, 4)
    assert t.refused(K.UseCard(seat=0, card=full.id)) == "The card has more than 3 counters."
    t.to_phase(MASTER)
    assert t.refused(K.UseCard(seat=0, card=full.id, mode=0)) == (
        "That is done in your unlock phase."
    )
    assert _counters(t, full) == 4
    t = Table()
    t.to_phase(MASTER)
    card, _ = _kept(t, 0, MADRID, 1)


def test_powerbase_madrid_locks_to_give_a_titled_sabbat_vampire_a_vote_per_counter(spanish):
    from vtt.games.vtes.rules import politics

    t = Table()
    aeron = t.vampire(0, 4, "Aeron")  # Sabbat archbishop
    sully = t.vampire(0, 4, "Sully")
    madrid = _madrid_in_play(t, 2)
    t.to_phase(MINION)
    votes = politics._votes_of(t.state, now(t, aeron))[0]
    use = K.UseCard(seat=0, card=madrid.id, mode=1, target_card=aeron.id)
    assert t.refused(use) == "Votes are cast in the polling of a referendum."
    _kine(t, aeron)
    assert t.rules["referendum"] is not None
    offered = [c for c in _uses(t, 0, madrid) if c.mode == 1]
    assert [c.target_card for c in offered] == [aeron.id]  # a titled Sabbat vampire
    assert t.refused(K.UseCard(seat=0, card=madrid.id, mode=1, target_card=sully.id)) == (
        "The card cannot be aimed there."
    )
    assert dock(t, use, 0) == f"Use {MADRID}: lock {MADRID}; Aeron gets +2 votes in this referendum"
    assert dock(t, use, 0, "es").startswith("Usar Base de poder: Madrid: girar ")
    assert "Aeron" in dock(t, use, 0, "es")
    t.ok(use)
    assert now(t, madrid).locked
    assert politics._votes_of(t.state, now(t, aeron))[0] == votes + 2
    t.ok(K.Vote(seat=0, side="for", source="vampire", minion=aeron.id))
    assert t.rules["referendum"]["for"] == votes + 2
    now(t, madrid).locked = False
    assert t.refused(use) == "That vampire's votes are cast already."


def test_another_methuselahs_vampire_burns_the_counters_of_powerbase_madrid():
    t = Table()
    madrid = _madrid_in_play(t, 3)
    _seat_1_minion_phase(t)
    thief = t.vampire(1, 3, "Sully")
    burn = K.Act(seat=1, minion=thief.id, kind=K.ACTION, target_card=madrid.id)
    assert burn in legal_commands(t.state, 1)
    t.ok(burn)
    assert t.rules["action"]["directed"]
    t.pass_round()
    t.pass_round()
    assert _counters(t, madrid) == 0 and now(t, madrid).zone == zone(0, READY)


# -- Alamut --------------------------------------------------------------------------------------


def _alamut_in_play(t, counters=0):
    from vtt.games.vtes.rules.tokens import COUNTER

    card = t.in_hand(0, "Alamut", index=-1)
    move_card(t.state, card, t.state.zones[zone(0, READY)], face_up=True)
    card.controller = 0
    card.counters = {COUNTER: counters} if counters else {}
    t.rebook()
    return card


def _bleeds(t, minion):
    t.ok(K.Act(seat=0, minion=minion.id, kind=K.BLEED))
    t.rules["action"]["amount"] = 2
    for _ in range(8):
        if t.rules["action"] is None:
            break
        t.pass_round()


def test_alamut_keeps_the_pool_a_banu_haqim_of_yours_bleeds():
    t = Table()
    t.to_phase(MASTER)
    assert masters(t, 0, t.in_hand(0, "Alamut", index=-1)) == []  # needs a ready Banu Haqim
    abd = t.vampire(0, 4, "Abd al-Rashid")
    sully = t.vampire(0, 4, "Sully")
    alamut, _ = _kept(t, 0, "Alamut", 1)
    t.to_phase(MINION)
    prey = 1
    pool = t.pool(prey)
    _bleeds(t, abd)
    assert t.pool(prey) == pool - 2 and _counters(t, alamut) == 2
    _bleeds(t, sully)  # not a Banu Haqim: nothing kept
    assert t.pool(prey) == pool - 4 and _counters(t, alamut) == 2


def test_alamut_burns_counters_for_votes_in_a_political_polling(spanish):
    from vtt.games.vtes.rules import politics

    t = Table()
    abd = t.vampire(0, 4, "Abd al-Rashid")
    theirs = t.vampire(1, 4, "Aeron")
    alamut = _alamut_in_play(t, 3)
    t.to_phase(MINION)
    use = K.UseCard(seat=0, card=alamut.id, mode=1, target_card=abd.id)  # 2 counters
    assert t.refused(use) == "That is done in the polling of a political action's referendum."
    _kine(t, abd)
    assert t.rules["referendum"] is not None
    offered = _uses(t, 0, alamut)
    assert {c.target_card for c in offered} == {abd.id}
    assert sorted(c.mode for c in offered) == [0, 1, 2]  # 1, 2 or 3: the counters it has
    assert t.refused(K.UseCard(seat=0, card=alamut.id, mode=0, target_card=theirs.id)) == (
        "The card cannot be aimed there."
    )
    assert dock(t, use, 0) == (
        "Use Alamut: burn 2 counters for +2 votes to Abd al-Rashid in this referendum"
    )
    assert "Abd al-Rashid" in dock(t, use, 0, "es") and dock(t, use, 0, "es").startswith("Usar ")
    votes = politics._votes_of(t.state, now(t, abd))[0]
    pool = t.pool(0)
    t.ok(use)
    assert _counters(t, alamut) == 1 and t.pool(0) == pool
    assert politics._votes_of(t.state, now(t, abd))[0] == votes + 2
    assert t.refused(K.UseCard(seat=0, card=alamut.id, mode=1, target_card=abd.id)) == (
        "The card does not have that many counters."
    )
    t.ok(K.Vote(seat=0, side="for", source="vampire", minion=abd.id))
    assert t.rules["referendum"]["for"] == votes + 2
