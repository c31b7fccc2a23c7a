"""Form of Mist at superior (``effects/kinds/mist.py``): after the combat of its block, the
blocked vampire may burn 1 blood to go on with its action with +1 stealth, once each action;
the effect, the cost, the requirement, the refusals and the dock's words in English and
Spanish."""

from __future__ import annotations

from vtt.games.vtes.rules import commands as K
from vtt.games.vtes.rules.data import MINION
from vtt.games.vtes.rules.legal import legal_commands
from vtt.games.vtes.rules.stages import decider

from .conftest import Table, dock, plays
from .test_w3_combat import blood, combat, play, to_strike

PRO = "Aksinya Daclau"  # ANI FOR PRE PRO
NO_PRO = "Aintzane Arriaga"  # DOM OBL POT


def pool(t: Table, seat: int) -> int:
    return t.state.seats[seat].counters["pool"]


def blocked_bleed(t: Table, name: str = PRO, card: str | None = None):
    """A's ``name`` bleeds B (with the action card ``card``, if any); B's Sully blocks, and
    the combat reaches its strike step.  B has a second vampire, Echo."""
    t.to_phase(MINION)
    me = t.vampire(0, 6, name)
    sully = t.vampire(1, 4, "Sully")
    echo = t.vampire(1, 4, "Echo")
    t.ok(K.Act(seat=0, minion=me.id, kind=K.BLEED))
    t.pass_to(1)
    t.ok(K.Block(seat=1, minion=sully.id))
    t.pass_round()
    to_strike(t)
    return me, sully, echo


def mist_ends_combat(t: Table, me, sully):
    """A plays Form of Mist at superior (strike: combat ends); Sully strikes too."""
    card = play(t, 0, me, "Form of Mist", superior=True)
    t.ok(K.Strike(seat=1, minion=sully.id))
    assert combat(t) is None
    return card


def answers(t: Table, seat: int = 0) -> list[K.Answer]:
    return [c for c in legal_commands(t.state, seat) if isinstance(c, K.Answer)]


def test_the_blocked_bleed_goes_on_and_succeeds(table):
    t = table
    me, sully, echo = blocked_bleed(t)
    mist_ends_combat(t, me, sully)
    assert decider(t.state).stage == "ask" and decider(t.state).seat == 0
    assert answers(t) == [K.Answer(seat=0, choice=1), K.Answer(seat=0, choice=0)]
    t.ok(K.Answer(seat=0, choice=1))
    assert blood(me) == 5  # the cost: 1 blood
    action = t.rules["action"]
    assert action["stage"] == "block" and action["minion"] == me.id
    assert action["stealth"] == 1 and action["blocked_by"] == [sully.id]
    # Sully blocked it (it is locked, and may not block it again); Echo may
    before = pool(t, 1)
    t.pass_to(1)
    blocks = [c for c in legal_commands(t.state, 1) if isinstance(c, K.Block)]
    assert blocks == [K.Block(seat=1, minion=echo.id)]
    t.ok(K.Pass(seat=1))  # B declines to block
    t.pass_round()  # the block step ends
    assert t.rules["action"]["stage"] == "resolve"
    t.pass_round()
    assert t.rules["action"] is None
    assert pool(t, 1) == before - 1  # the bleed succeeded


def test_a_blocker_refused_when_it_blocks_the_action_again(table):
    t = table
    me, sully, _ = blocked_bleed(t)
    mist_ends_combat(t, me, sully)
    t.ok(K.Answer(seat=0, choice=1))
    sully.locked = False  # as if a card had unlocked it: still, it blocked this action
    t.pass_to(1)
    assert K.Block(seat=1, minion=sully.id) not in legal_commands(t.state, 1)
    assert t.refused(K.Block(seat=1, minion=sully.id)) == "Sully already blocked this action."


def test_declining_ends_the_action_and_burns_its_card(table):
    t = table
    t.to_phase(MINION)
    me = t.vampire(0, 6, PRO)
    sully = t.vampire(1, 4, "Sully")
    t.ok(K.Act(seat=0, minion=me.id, kind=K.BLEED))
    t.pass_to(1)
    t.ok(K.Block(seat=1, minion=sully.id))
    t.pass_round()
    assert t.rules["held_action"]["action"]["minion"] == me.id
    to_strike(t)
    mist_ends_combat(t, me, sully)
    before = pool(t, 1)
    t.ok(K.Answer(seat=0, choice=0))
    assert "held_action" not in t.rules and t.rules["action"] is None
    assert blood(me) == 6 and pool(t, 1) == before


def test_the_card_of_a_blocked_action_is_burned_after_its_combat(table):
    t = table
    t.to_phase(MINION)
    me = t.vampire(0, 6, PRO)
    sully = t.vampire(1, 4, "Sully")
    card = t.in_hand(0, "Form of Mist")  # any card played for the action
    t.rules["played"] = []
    t.ok(K.Act(seat=0, minion=me.id, kind=K.BLEED))
    t.rules["action"]["card"] = card.id  # as if played for the bleed
    t.pass_to(1)
    t.ok(K.Block(seat=1, minion=sully.id))
    t.pass_round()
    assert t.state.zones[card.zone].role == "hand"  # kept while the combat lasts
    to_strike(t)
    t.ok(K.Strike(seat=0, minion=me.id))
    t.ok(K.Strike(seat=1, minion=sully.id))
    for _ in range(12):
        if combat(t) is None:
            break
        t.ok(K.Pass(seat=decider(t.state).seat))
    assert combat(t) is None and "held_action" not in t.rules
    assert t.state.zones[card.zone].role == "discard"


def test_not_blocked_no_continuation(table):
    """The blocking vampire plays it at superior: it was not blocked, nothing goes on."""
    t = table
    t.to_phase(MINION)
    sully = t.vampire(0, 6, "Sully")
    me = t.vampire(1, 6, PRO)
    t.ok(K.Act(seat=0, minion=sully.id, kind=K.BLEED))
    t.pass_to(1)
    t.ok(K.Block(seat=1, minion=me.id))
    t.pass_round()
    to_strike(t)
    t.ok(K.Strike(seat=0, minion=sully.id))
    play(t, 1, me, "Form of Mist", superior=True)
    assert combat(t) is None
    assert answers(t, 0) == [] and answers(t, 1) == []
    assert t.rules["action"] is None and "held_action" not in t.rules


def test_at_inferior_no_continuation(table):
    t = table
    me, sully, _ = blocked_bleed(t)
    play(t, 0, me, "Form of Mist")  # strike: dodge
    t.ok(K.Strike(seat=1, minion=sully.id))
    for _ in range(12):
        if combat(t) is None:
            break
        t.ok(K.Pass(seat=decider(t.state).seat))
    assert combat(t) is None and answers(t) == []
    assert t.rules["action"] is None and "held_action" not in t.rules


def test_only_one_at_superior_each_action(table):
    t = table
    me, sully, echo = blocked_bleed(t)
    mist_ends_combat(t, me, sully)
    t.ok(K.Answer(seat=0, choice=1))
    t.pass_to(1)
    t.ok(K.Block(seat=1, minion=echo.id))
    t.rules["action"]["intercept"] = 2  # as if a card gave Echo the intercept it needs
    t.pass_round()
    assert combat(t) is not None  # blocked again, despite +1 stealth
    to_strike(t)
    second = t.in_hand(0, "Form of Mist")
    superior = K.PlayCard(seat=0, card=second.id, minion=me.id, superior=True)
    assert superior not in plays(t, 0, second)
    assert K.PlayCard(seat=0, card=second.id, minion=me.id) in plays(t, 0, second)
    assert (
        t.refused(superior)
        == "Aksinya Daclau can play only one Form of Mist at superior each action."
    )


def test_requirement_protean(table):
    t = table
    me, _, _ = blocked_bleed(t, NO_PRO)
    card = t.in_hand(0, "Form of Mist")
    assert plays(t, 0, card) == []


def test_no_continuation_without_blood(table):
    t = table
    me, sully, _ = blocked_bleed(t)
    play(t, 0, me, "Form of Mist", superior=True)
    me.counters["blood"] = 0
    t.rebook()
    t.ok(K.Strike(seat=1, minion=sully.id))
    assert answers(t) == [] and t.rules["action"] is None


def test_dock_words(table, spanish):
    t = table
    me, sully, _ = blocked_bleed(t)
    card = t.in_hand(0, "Form of Mist")
    cmd = K.PlayCard(seat=0, card=card.id, minion=me.id, superior=True)
    assert dock(t, cmd, 0) == (
        "Play Form of Mist with Aksinya Daclau: superior: if blocked, after combat: may burn"
        " 1 blood to continue the action with +1 stealth; strike: combat ends"
    )
    spanish_words = dock(t, cmd, 0, "es")
    assert "sigilo" in spanish_words and "sangre" in spanish_words
    t.ok(cmd)
    t.ok(K.Strike(seat=1, minion=sully.id))
    go_on = K.Answer(seat=0, choice=1)
    assert dock(t, go_on, 0) == (
        "Aksinya Daclau burns 1 blood and continues the action with +1 stealth"
    )
    assert "sigilo" in dock(t, go_on, 0, "es")
    assert dock(t, K.Answer(seat=0, choice=0), 0) == "Let the blocked action end"


def test_the_card_of_a_blocked_action_is_burned_when_its_combat_is_cut_short(table):
    """The acting Methuselah ousted in the middle of the combat (a host's correction): the
    procedures close and the kept action's card is burned, as when its combat ends."""
    from vtt.core import commands as C

    t = table
    t.to_phase(MINION)
    me = t.vampire(0, 6, PRO)
    sully = t.vampire(1, 4, "Sully")
    card = t.in_hand(0, "Form of Mist")  # any card played for the action
    t.rules["played"] = []
    t.ok(K.Act(seat=0, minion=me.id, kind=K.BLEED))
    t.rules["action"]["card"] = card.id  # as if played for the bleed
    t.pass_to(1)
    t.ok(K.Block(seat=1, minion=sully.id))
    t.pass_round()
    assert "held_action" in t.rules and t.state.zones[card.zone].role == "hand"
    t.ok(C.Counter(seat=1, kind="pool", target=0, set=0, host=True))
    assert t.state.seats[0].out and combat(t) is None and "held_action" not in t.rules
    assert t.state.zones[card.zone].role == "discard"
