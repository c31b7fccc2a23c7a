"""vtes.md §9: combat after a block, strikes, range, damage and torpor; the damage
algorithm on the test vectors T-AGG-1..3; leave torpor, rescue and diablerie (§10)."""

import pytest

from vtt.core.table import move_card
from vtt.games.vtes.rules import commands as K
from vtt.games.vtes.rules.combat import take_damage
from vtt.games.vtes.rules.data import MINION
from vtt.games.vtes.rules.invariants import assert_invariants
from vtt.games.vtes.rules.legal import legal_commands

from .conftest import Table


@pytest.mark.parametrize(
    "blood, normal, aggravated, result, left",
    [
        (1, 0, 1, "torpor", 1),  # T-AGG-1
        (2, 0, 3, "torpor", 0),  # T-AGG-2
        (1, 2, 1, "burned", 0),  # T-AGG-3
        (3, 2, 0, "ok", 1),  # mended
    ],
)
def test_damage_algorithm(table, blood, normal, aggravated, result, left):
    vamp = table.vampire(0, blood)
    assert take_damage(table.state, vamp, normal, aggravated, [], 0) == result
    assert vamp.counters.get("blood", 0) == left
    assert vamp.zone == {"torpor": "s0.torpor", "burned": "s0.ash_heap", "ok": "s0.ready"}[result]
    assert_invariants(table.state)


def _blocked_hunt(t, hunter_blood=1, blocker_blood=2):
    t.to_phase(MINION)
    hunter = t.vampire(0, hunter_blood, "Sully")
    blocker = t.vampire(1, blocker_blood)
    t.ok(K.Act(seat=0, minion=hunter.id, kind=K.HUNT))
    t.pass_to(1)
    t.ok(K.Block(seat=1, minion=blocker.id))
    t.ok(K.Pass(seat=0))
    t.ok(K.Modify(seat=1, what=K.INTERCEPT, delta=1, card=t.given(1, "Spirit's Touch")))
    t.pass_round()  # the acting Methuselah, the blocker, then the others: blocked
    return hunter, blocker


def _apportation(t, seat, minion):
    """A maneuver: Apportation played at its superior level by ``minion``."""
    return t.given(seat, "Apportation", minion, superior=True)


def test_hand_strikes_mend_with_blood_then_the_round_ends(table):
    t = table
    hunter, blocker = _blocked_hunt(t)
    assert t.waits_for == {
        "seat": 0,
        "key": "range",
        "text": "Combat: maneuver, or pass to choose strikes.",
    }
    t.ok(K.Pass(seat=0))
    t.ok(K.Pass(seat=1))
    assert (
        t.refused(K.Strike(seat=1, minion=blocker.id))
        == "The acting minion chooses its strike first."
    )
    t.ok(K.Strike(seat=0, minion=hunter.id))
    t.ok(K.Strike(seat=1, minion=blocker.id))
    t.ok(K.Pass(seat=0))  # no prevention
    t.ok(K.Pass(seat=1))
    assert t.state.cards[hunter.id].counters.get("blood", 0) == 0
    assert t.state.cards[blocker.id].counters["blood"] == 1
    assert t.rules["combat"]["stage"] == "extra"  # no additional strikes
    t.ok(K.Pass(seat=0))
    t.ok(K.Pass(seat=1))
    assert t.rules["combat"]["stage"] == "press"
    t.ok(K.Pass(seat=0))
    t.ok(K.Pass(seat=1))
    assert t.rules["combat"] is None


def test_unmended_damage_sends_to_torpor_and_range_matters(table):
    t = table
    hunter, blocker = _blocked_hunt(t, hunter_blood=1, blocker_blood=3)
    t.ok(K.Pass(seat=0))
    t.ok(K.Maneuver(seat=1, minion=blocker.id, card=_apportation(t, 1, blocker)))  # long range
    t.ok(K.Pass(seat=0))  # the impulse came back to the acting side
    assert (
        t.refused(K.Maneuver(seat=1, minion=blocker.id, card=_apportation(t, 1, blocker)))
        == "A minion cannot play two maneuvers in a row."
    )
    t.ok(K.Pass(seat=1))
    assert t.rules["combat"]["range"] == "long"
    t.ok(K.Strike(seat=0, minion=hunter.id))  # a hand strike misses at long range
    parasite = t.given(1, "Shadow Parasite", blocker)
    t.ok(K.Strike(seat=1, minion=blocker.id, kind=K.DAMAGE, damage=3, ranged=True, card=parasite))
    apparition = t.given(0, "Apparition", hunter)
    t.ok(K.Modify(seat=0, what=K.PREVENT, delta=1, minion=hunter.id, card=apparition))
    t.ok(K.Pass(seat=0))
    assert t.state.cards[blocker.id].counters["blood"] == 3
    # 3 damage, 1 prevented, 1 mended with the last blood, 1 unmended: torpor
    assert t.state.cards[hunter.id].zone == "s0.torpor"
    assert t.rules["combat"] is None


def test_leave_torpor_and_diablerie_with_a_blood_hunt(table):
    t = table
    t.to_phase(MINION)
    sleeper = t.vampire(0, 2, "Sully")
    move_card(t.state, t.state.cards[sleeper.id], t.state.zones["s0.torpor"])
    t.rebook()
    t.ok(K.Act(seat=0, minion=sleeper.id, kind=K.LEAVE_TORPOR))
    t.pass_round()
    t.pass_round()
    card = t.state.cards[sleeper.id]
    assert card.zone == "s0.ready" and card.counters.get("blood", 0) == 0
    victim = t.vampire(1, 2)
    move_card(t.state, t.state.cards[victim.id], t.state.zones["s1.torpor"])
    eater = t.vampire(0, 1)
    t.rebook()
    t.ok(K.Act(seat=0, minion=eater.id, kind=K.DIABLERIE, target_card=victim.id))
    assert t.rules["action"]["directed"] and t.rules["action"]["stealth"] == 0
    t.pass_round()
    t.pass_round()
    assert t.state.cards[victim.id].zone == "s1.ash_heap"
    assert t.state.cards[eater.id].counters["blood"] == 3
    ref = t.rules["referendum"]
    assert ref["blood_hunt"] and ref["order"] == [0, 1, 2, 3]
    oration = t.given(1, "Bewitching Oration")
    t.ok(K.Vote(seat=1, side="for", source="card", card=oration, votes=2))
    for seat in (0, 1, 2, 3):
        t.ok(K.Pass(seat=seat))
    assert t.state.cards[eater.id].zone == "s0.ash_heap"  # the blood hunt passed


def test_a_vampire_leaving_torpor_takes_what_it_carries(table):
    t = table
    t.to_phase(MINION)
    sleeper = t.vampire(0, 2, "Sully")
    torpor = t.state.zones["s0.torpor"]
    move_card(t.state, t.state.cards[sleeper.id], torpor)
    rider = t.in_hand(0, "Shadow Cloak")
    move_card(t.state, rider, torpor, face_up=True)
    rider.attached_to = sleeper.id
    t.rebook()
    t.ok(K.Act(seat=0, minion=sleeper.id, kind=K.LEAVE_TORPOR))
    t.pass_round()
    t.pass_round()
    assert t.state.cards[sleeper.id].zone == "s0.ready"
    assert rider.zone == "s0.ready" and rider.attached_to == sleeper.id


def _blocked_leave_torpor(t, blocker_name="Bronwen", blocker_blood=1):
    t.to_phase(MINION)
    sleeper = t.vampire(0, 3, "Sully")
    move_card(t.state, t.state.cards[sleeper.id], t.state.zones["s0.torpor"])
    blocker = t.vampire(1, blocker_blood, blocker_name)
    t.rebook()
    t.ok(K.Act(seat=0, minion=sleeper.id, kind=K.LEAVE_TORPOR))
    t.pass_to(1)
    t.ok(K.Block(seat=1, minion=blocker.id))
    t.ok(K.Pass(seat=0))
    t.ok(K.Modify(seat=1, what=K.INTERCEPT, delta=1, card=t.given(1, "Spirit's Touch", blocker)))
    t.pass_round()
    return sleeper, blocker


def test_a_blocked_leave_torpor_lets_the_blocking_vampire_diablerize():
    """003 'Salir del letargo': no combat; the blocking vampire may diablerize the acting
    one, with the blood hunt referendum after it."""
    t = Table()
    sleeper, blocker = _blocked_leave_torpor(t)
    assert t.rules["combat"] is None
    assert t.waits_for == {
        "seat": 1,
        "key": "diablerie",
        "text": "The blocking vampire may diablerize the vampire that tried to leave torpor.",
    }
    assert legal_commands(t.state, 1) == [K.Pass(seat=1), K.Diablerize(seat=1)]
    assert (
        t.module.describe_command(K.Diablerize(seat=1), t.state, 1).english()
        == "Bronwen diablerizes Sully"
    )
    assert t.refused(K.Diablerize(seat=0)).startswith("Only the vampire that blocked")
    t.ok(K.Diablerize(seat=1))
    assert t.state.cards[sleeper.id].zone == "s0.ash_heap"
    assert t.state.cards[blocker.id].counters["blood"] == 4  # 1 + Sully's 3, within 5
    assert t.rules["action"] is None and t.rules["referendum"]["blood_hunt"]
    assert t.rules["referendum"]["caller"] == 1


def test_the_blocking_vampire_may_decline_and_the_action_simply_fails():
    t = Table()
    sleeper, blocker = _blocked_leave_torpor(t)
    t.ok(K.Pass(seat=1))
    assert t.rules["action"] is None and t.rules["referendum"] is None
    card = t.state.cards[sleeper.id]
    assert card.zone == "s0.torpor" and card.counters["blood"] == 3  # no cost paid
    assert t.waits_for["key"] == MINION


@pytest.mark.parametrize(
    "blocker, blood", [("Carlton Van Wyk", 0), ("Abd al-Rashid", 1)], ids=["ally", "blood cursed"]
)
def test_a_blocking_ally_or_blood_cursed_vampire_cannot_diablerize(blocker, blood):
    t = Table()
    sleeper, _ = _blocked_leave_torpor(t, blocker, blood)
    assert t.rules["action"] is None and t.rules["combat"] is None
    assert t.state.cards[sleeper.id].zone == "s0.torpor"


def test_strength_and_bleed_come_from_the_card():
    from vtt.core.model import Card
    from vtt.games.vtes.rules import cardinfo as ci

    from .conftest import Table

    db = Table.module_db()

    def card(name):
        return Card(
            id=1, zone="x", catalog=next(c.catalog for c in db.cards.values() if c.name == name)
        )

    assert (
        ci.strength(card("Akhenaten, The Sun Pharaoh")),
        ci.bleed(card("Akhenaten, The Sun Pharaoh")),
    ) == (3, 1)
    assert (ci.strength(card("Abyssal Hunter")), ci.bleed(card("Abyssal Hunter"))) == (3, 0)
    assert ci.strength(card("Anson")) == 1 and ci.bleed(card("Anson")) == 1
    assert ci.strength(card("Angus the Unruled")) == 2


def test_t_range_maneuvers_go_back_and_forth(table):
    """T-RANGE: the acting minion declines, the blocker maneuvers to long, the acting minion
    back to close, the blocker to long again; the acting minion's hand strike misses."""
    t = table
    hunter, blocker = _blocked_hunt(t, hunter_blood=1, blocker_blood=3)
    t.ok(K.Pass(seat=0))
    t.ok(K.Maneuver(seat=1, minion=blocker.id, card=_apportation(t, 1, blocker)))
    assert t.rules["combat"]["range"] == "long"
    t.ok(K.Maneuver(seat=0, minion=hunter.id, card=_apportation(t, 0, hunter)))
    assert t.rules["combat"]["range"] == "close"
    t.ok(K.Pass(seat=0))
    t.ok(K.Maneuver(seat=1, minion=blocker.id, card=_apportation(t, 1, blocker)))
    t.ok(K.Pass(seat=0))
    t.ok(K.Pass(seat=1))
    assert t.rules["combat"]["range"] == "long" and t.rules["combat"]["stage"] == "strike"
    t.ok(K.Strike(seat=0, minion=hunter.id))  # a hand strike
    magnum = t.given(1, ".44 Magnum", blocker)
    t.ok(K.Strike(seat=1, minion=blocker.id, kind=K.DAMAGE, damage=2, ranged=True, card=magnum))
    assert t.rules["combat"]["damage"]["b"] == [0, 0]  # it misses at long
    assert t.rules["combat"]["damage"]["a"] == [2, 0]
