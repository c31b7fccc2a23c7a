"""vtes.md §15.3, V-MAS-02 and action A13: marking a Red List minion with a master phase
action, entering combat with it (directed, +1 stealth, 1 blood, once per vampire per turn),
and the trophy logged for the vampire that burns it."""

import msgspec

from vtt.core.table import move_card
from vtt.games.vtes.rules import commands as K
from vtt.games.vtes.rules.data import MASTER, MINION, mark_acted
from vtt.games.vtes.rules.legal import legal_commands
from vtt.games.vtes.rules.redlist import is_red_list, marked


def test_red_list_comes_from_the_card_text(table):
    t = table
    fianna = t.vampire(1, 2, "Lord Fianna")  # "... Red List. +1 stealth."
    echo = t.vampire(2, 2, "Echo")  # "... with a Red List minion."
    assert is_red_list(t.state, fianna) and not is_red_list(t.state, echo)
    charges = t.in_hand(3, "Trumped-Up Charges")  # "This minion is now Red List."
    move_card(t.state, charges, t.state.zones[echo.zone])
    charges.attached_to = echo.id
    assert is_red_list(t.state, echo)


def _marked(t):
    t.to_phase(MASTER)
    fianna = t.vampire(1, 3, "Lord Fianna")
    echo = t.vampire(2, 2, "Echo")
    assert K.MarkRedList(seat=0, minion=fianna.id) in legal_commands(t.state, 0)
    assert K.MarkRedList(seat=0, minion=echo.id) not in legal_commands(t.state, 0)
    assert t.refused(K.MarkRedList(seat=0, minion=echo.id)) == "Echo is not a Red List minion."
    assert (
        t.module.describe_command(K.MarkRedList(seat=0, minion=fianna.id), t.state, 0).english()
        == "Mark Lord Fianna on the Red List for this turn"
    )
    t.ok(K.MarkRedList(seat=0, minion=fianna.id))
    assert t.rules["master"] == 0 and marked(t.state) == [fianna.id]
    assert (
        t.refused(K.MarkRedList(seat=0, minion=fianna.id))
        == "No master phase action left this turn."
    )
    t.to_phase(MINION)
    return fianna


def test_mark_then_enter_combat_with_the_marked_minion(table):
    t = table
    fianna = _marked(t)
    sully = t.vampire(0, 2, "Sully")
    act = K.Act(seat=0, minion=sully.id, kind=K.RED_LIST, target_card=fianna.id)
    assert act in legal_commands(t.state, 0)
    assert (
        t.module.describe_command(act, t.state, 0).english()
        == "Sully enters combat with Lord Fianna, marked on the Red List (1 blood, stealth 1)"
    )
    t.ok(act)
    action = t.rules["action"]
    assert action["directed"] and action["target"] == 1 and action["stealth"] == 1
    assert action["deciders"] == [1]  # only the target may block
    t.pass_round()
    t.pass_round()
    assert t.state.cards[sully.id].counters["blood"] == 1  # the 1 blood, paid on success
    combat = t.rules["combat"]
    assert (combat["a"], combat["b"]) == (sully.id, fianna.id)
    t.ok(K.Pass(seat=0))
    t.ok(K.Pass(seat=1))
    t.ok(K.Strike(seat=0, minion=sully.id, kind=K.DODGE, card=t.given(0, "Absorb the Mind")))
    t.ok(K.Strike(seat=1, minion=fianna.id, kind=K.DODGE, card=t.given(1, "Absorb the Mind")))
    for seat in (0, 1, 0, 1):  # no extra strikes, no press
        t.ok(K.Pass(seat=seat))
    assert t.rules["combat"] is None
    t.state.cards[sully.id].locked = False  # unlocked by some card
    assert t.refused(act) == "Sully has already entered combat with a Red List minion this turn."
    assert act not in legal_commands(t.state, 0)


def test_only_a_marked_minion_and_only_this_turn(table):
    t = table
    t.to_phase(MINION)
    fianna = t.vampire(1, 3, "Lord Fianna")
    sully = t.vampire(0, 2, "Sully")
    act = K.Act(seat=0, minion=sully.id, kind=K.RED_LIST, target_card=fianna.id)
    assert t.refused(act).startswith("Lord Fianna is not marked this turn")
    t.rules["red_list"] = {"turn": t.rules["turns"] - 1, "minions": [fianna.id]}  # last turn's
    assert t.refused(act).startswith("Lord Fianna is not marked this turn")
    t.rules["red_list"] = {"turn": t.rules["turns"], "minions": [fianna.id]}
    t.state.cards[sully.id].counters = {}
    t.rebook()
    assert t.refused(act) == "Sully has no blood and must hunt before any other action."
    mark_acted(t.state, sully.id, K.HUNT)  # it hunted already, in vain
    assert t.refused(act) == "Entering combat with a Red List minion costs 1 blood; Sully has 0."


def test_burning_the_red_list_minion_in_combat_logs_a_trophy(table):
    t = table
    fianna = _marked(t)
    t.state.cards[fianna.id].counters = {}  # no blood left to burn
    t.rebook()
    sully = t.vampire(0, 2, "Sully")
    t.ok(K.Act(seat=0, minion=sully.id, kind=K.RED_LIST, target_card=fianna.id))
    t.pass_round()
    t.pass_round()
    for seat in (0, 1):  # no maneuvers
        t.ok(K.Pass(seat=seat))
    flare = K.Strike(seat=0, minion=sully.id, kind=K.DAMAGE, damage=2, aggravated=True)
    t.ok(msgspec.structs.replace(flare, card=t.given(0, "Body Flare")))
    t.ok(K.Strike(seat=1, minion=fianna.id, kind=K.DODGE, card=t.given(1, "Absorb the Mind")))
    assert t.state.cards[fianna.id].zone == "s1.ready"  # the dodge protected Fianna
    back = t.given(0, "Devil-Channel: Back")
    t.ok(K.Modify(seat=0, what=K.STRIKES, delta=1, minion=sully.id, card=back))
    t.ok(K.Pass(seat=0))
    t.ok(K.Pass(seat=1))
    t.ok(msgspec.structs.replace(flare, card=t.given(0, "Body Flare")))
    result = None
    while t.rules["combat"] is not None:
        result = t.ok(K.Pass(seat=t.waits_for["seat"]))
    assert t.state.cards[fianna.id].zone == "s1.ash_heap"
    assert t.rules["trophies"] == [
        {"vampire": sully.id, "seat": 0, "victim": t.state.cards[fianna.id].catalog}
    ]
    assert any(getattr(ev, "key", None) == "trophy" for ev in result.events)


def test_a_directed_diablerie_of_a_red_list_vampire_logs_a_trophy(table):
    t = table
    t.to_phase(MINION)
    victim = t.vampire(1, 1, "Lord Fianna")
    move_card(t.state, t.state.cards[victim.id], t.state.zones["s1.torpor"])
    eater = t.vampire(0, 1, "Sully")
    t.rebook()
    t.ok(K.Act(seat=0, minion=eater.id, kind=K.DIABLERIE, target_card=victim.id))
    t.pass_round()
    t.pass_round()
    assert t.rules["trophies"][0]["vampire"] == eater.id
    assert t.rules["referendum"]["blood_hunt"]  # the trophy comes before it
