"""Cancelling a card as it is played: Sword of the Archangel (the opposing minion's grapple
or aim card, once each combat, for 1 blood of its Salubri bearer; and its bearer unlocked
after a combat its strike burned the opposing vampire in), and Meditative Grove (a frenzy
card played on its Salubri).  Sudden Reversal, a master card cancelled as it is played, has
its own file (``test_w5_master_cancel``)."""

from __future__ import annotations

import pytest

from vtt.core import commands as C
from vtt.core.table import move_card
from vtt.core.views import events_for, view_for
from vtt.games.vtes.layout import ASH_HEAP, HAND_KEY, zone
from vtt.games.vtes.rules import commands as K
from vtt.games.vtes.rules.data import MINION
from vtt.games.vtes.rules.effects.catalog import effects_of
from vtt.games.vtes.rules.legal import legal_commands
from vtt.games.vtes.rules.stages import decider
from vtt.ui.log_text import event_sentences

from .conftest import Table, dock, plays

SWORD, SALUBRI, OTHER = "Sword of the Archangel", "Blanche Hill", "Sully"
#: Adana de Sforza: Celerity and Potence at superior (Immortal Grapple); Aim cards need none
GRAPPLER = "Adana de Sforza"


def fight(t: Table, blocker: str = SALUBRI, blood: int = 3, sword: bool = True):
    """A's Adana bleeds B; B's ``blocker`` (with a Sword of the Archangel) blocks."""
    t.to_phase(MINION)
    me = t.vampire(0, 4, GRAPPLER)
    them = t.vampire(1, blood, blocker)
    if sword:
        card = t.in_hand(1, SWORD, 3)
        move_card(t.state, card, t.state.zones[them.zone], face_up=True)
        card.attached_to = them.id
    t.ok(K.Act(seat=0, minion=me.id, kind=K.BLEED))
    t.pass_to(1)
    t.ok(K.Block(seat=1, minion=them.id))
    t.pass_round()
    assert t.rules["combat"]["stage"] == "range"
    return me, them


def play(t, me, name, superior=False):
    card = t.in_hand(0, name)
    cmd = K.PlayCard(seat=0, card=card.id, minion=me.id, superior=superior)
    assert cmd in plays(t, 0, card), plays(t, 0, card)
    t.ok(cmd)
    return card


def log(t, result, seat=2):
    """The log lines ``seat`` reads for a command's events."""
    events = events_for(result.events, seat)
    return event_sentences(events, view_for(t.state, seat, t.module), t.module)


def answers(t, seat):
    return [c for c in legal_commands(t.state, seat) if isinstance(c, K.Answer)]


def cards(t, seat, key):
    return list(t.state.zones[zone(seat, key)].cards)


def blood(card) -> int:
    return card.counters.get("blood", 0)


def test_the_sword_cancels_a_grapple_its_cost_unpaid(table):
    t = table
    me, them = fight(t)
    grapple = t.in_hand(0, "Immortal Grapple")
    held = t.ok(K.PlayCard(seat=0, card=grapple.id, minion=me.id, superior=True))
    assert log(t, held) == [
        "A plays Immortal Grapple; B may cancel it with Sword of the Archangel."
    ]
    # held: nothing paid, nothing applied, the card still in hand, B asked
    assert decider(t.state) == (1, "ask") and grapple.zone == zone(0, HAND_KEY)
    assert blood(me) == 4 and not t.rules["combat"].get("fx")
    let, cancel = answers(t, 1)
    assert dock(t, let, 1) == "Let Immortal Grapple be played"
    assert (
        dock(t, cancel, 1) == "Burn 1 blood to cancel Immortal Grapple with Sword of the Archangel"
    )
    library = len(cards(t, 0, "library"))
    said = log(t, t.ok(cancel))
    assert "Blanche Hill burns 1 blood to cancel a card with Sword of the Archangel." in said
    assert (
        "As Sword of the Archangel says: Immortal Grapple is cancelled as it is played; "
        "its cost is not paid." in said
    )
    assert blood(them) == 2 and blood(me) == 4  # the bearer pays; the grapple's cost not
    assert grapple.zone == zone(0, ASH_HEAP) and len(cards(t, 0, HAND_KEY)) == 7
    assert len(cards(t, 0, "library")) == library - 1  # replaced
    assert not t.rules["combat"].get("fx")  # nothing of it happens
    assert decider(t.state).stage != "ask"
    # it counts as played: Adana plays no second Immortal Grapple this round
    again = t.in_hand(0, "Immortal Grapple", 1)
    assert plays(t, 0, again) == []
    step = C.Counter(seat=0, card=me.id, kind="blood", delta=1)
    why = t.refused(K.AsCard(seat=0, card=grapple.id, step=C.to_builtins(step)))
    assert why == "The effect of Immortal Grapple is over: its player has passed."
    # once each combat: an aim card later in it is not held
    t.ok(K.Pass(seat=decider(t.state).seat))
    t.ok(K.Pass(seat=decider(t.state).seat))
    assert t.rules["combat"]["stage"] == "strike"
    aim = play(t, me, "Target Vitals")
    assert aim.zone == zone(0, ASH_HEAP) and decider(t.state).stage != "ask"


def test_the_answers_in_spanish(table, spanish):
    t = table
    me, _ = fight(t)
    play(t, me, "Immortal Grapple", superior=True)
    let, cancel = answers(t, 1)
    assert dock(t, cancel, 1, "es") == (
        "Quemar 1 de sangre para cancelar Agarre inmortal con Sword of the Archangel"
    )
    assert dock(t, let, 1, "es") == "Dejar que Agarre inmortal se juegue"


def test_let_be_played_the_grapple_is_paid_and_applied(table):
    t = table
    me, them = fight(t)
    grapple = play(t, me, "Immortal Grapple", superior=True)
    let, _ = answers(t, 1)
    t.ok(let)
    assert grapple.zone == zone(0, ASH_HEAP) and blood(them) == 3
    assert t.rules["combat"].get("fx")  # hand strikes only this round
    assert decider(t.state).stage != "ask"


def test_an_aim_card_is_held_too(table):
    t = table
    me, them = fight(t)
    t.ok(K.Pass(seat=0))
    t.ok(K.Pass(seat=1))
    aim = play(t, me, "Target Vitals")
    assert aim.zone == zone(0, HAND_KEY) and decider(t.state) == (1, "ask")
    t.ok(answers(t, 1)[1])
    assert aim.zone == zone(0, ASH_HEAP) and blood(them) == 2


@pytest.mark.parametrize(
    "blocker, blood_left, sword",
    [(OTHER, 3, True), (SALUBRI, 0, True), (SALUBRI, 3, False)],
    ids=["not a Salubri", "no blood", "no sword"],
)
def test_no_question_when_the_opposing_minion_cannot_cancel(table, blocker, blood_left, sword):
    t = table
    me, them = fight(t, blocker, blood=max(blood_left, 1), sword=sword)
    them.counters["blood"] = blood_left
    t.rebook()
    grapple = play(t, me, "Immortal Grapple", superior=True)
    assert grapple.zone == zone(0, ASH_HEAP) and decider(t.state).stage != "ask"


def test_a_card_that_is_no_grapple_or_aim_is_not_held(table):
    t = table
    me, them = fight(t)
    flash = play(t, me, "Flash")
    assert flash.zone == zone(0, ASH_HEAP) and decider(t.state).stage != "ask"
    assert blood(them) == 3


def test_only_the_asked_seat_answers(table):
    t = table
    me, _ = fight(t)
    play(t, me, "Immortal Grapple", superior=True)
    assert answers(t, 0) == [] and answers(t, 2) == []
    assert t.refused(K.Answer(seat=0, choice=1)) == "No card asks you anything now."
    assert t.refused(K.Answer(seat=1, choice=2)) == ("That is not one of the answers you may give.")


def test_the_sword_entry_runs_in_full():
    entry = effects_of("vtes:102261")
    assert entry is not None and entry.checked and entry.automated


def test_the_sword_unlocks_its_bearer_after_its_strike_burned_the_opposing_vampire(table, spanish):
    """ "Once each turn, if the opposing vampire is burned during this weapon's strike
    resolution and the bearer remains ready, the bearer can unlock at the end of combat":
    its Methuselah is asked when the combat is over."""
    t = table
    me, them = fight(t)
    sword = next(c for c in t.state.cards.values() if c.attached_to == them.id)
    them.locked = True  # as after a block by a locked vampire's reaction
    me.counters["blood"] = 0
    t.rebook()
    t.pass_round()  # range: close
    assert t.rules["combat"]["stage"] == "strike"
    mine = [c for c in legal_commands(t.state, 0) if isinstance(c, K.Strike)]
    t.ok(next(c for c in mine if c.kind == K.HAND_STRIKE))
    theirs = [c for c in legal_commands(t.state, 1) if isinstance(c, K.Strike)]
    t.ok(next(c for c in theirs if c.card == sword.id))
    while t.rules["combat"] is not None and decider(t.state).stage != "ask":
        t.pass_round()
    assert me.zone == zone(0, ASH_HEAP)  # 2 aggravated damage, no blood: burned
    assert decider(t.state) == (1, "ask")
    unlock, stay = answers(t, 1)
    assert dock(t, unlock, 1) == f"Unlock the bearer of {SWORD}"
    assert dock(t, unlock, 1, "es") == f"Endereza al portador de {SWORD}"
    assert dock(t, stay, 1) == f"Leave the bearer of {SWORD} locked"
    t.ok(unlock)
    assert not them.locked


# -- Meditative Grove: a frenzy card cancelled as it is played on a Salubri -----------------------

GROVE, SINGER = "Meditative Grove", "Dhita Choudhair"  # ANI at superior


def _deep_song_at(t, seat_of_aim=1, grove=True, locked=False):
    t.to_phase(MINION)
    me = t.vampire(0, 4, SINGER)
    salubri = t.vampire(seat_of_aim, 3, SALUBRI)
    if grove:
        card = t.in_hand(seat_of_aim, GROVE, 3)
        move_card(t.state, card, t.state.zones[zone(seat_of_aim, "ready")], face_up=True)
        card.controller, card.locked = seat_of_aim, locked
        t.rebook()
    song = t.in_hand(0, "Deep Song")
    offered = [
        c
        for c in legal_commands(t.state, 0)
        if isinstance(c, K.Act) and c.card == song.id and c.superior
    ]
    cmd = next(c for c in offered if c.target_card == salubri.id)
    return me, salubri, song, cmd


def test_the_grove_cancels_a_frenzy_card_played_on_its_salubri(table, spanish):
    t = table
    me, salubri, song, cmd = _deep_song_at(t)
    t.ok(cmd)
    assert decider(t.state) == (1, "ask") and t.rules["action"] is None
    assert song.zone == zone(0, HAND_KEY) and not me.locked  # held: nothing happened yet
    let, cancel = answers(t, 1)
    assert dock(t, cancel, 1) == f"Lock {GROVE} to cancel Deep Song"
    assert dock(t, cancel, 1, "es") == f"Gira {GROVE} para cancelar Canción profunda"
    assert dock(t, let, 1) == "Let Deep Song be played"
    t.ok(cancel)
    grove = next(c for c in t.state.cards.values() if c.catalog == "vtes:102252")
    assert grove.locked and song.zone == zone(0, ASH_HEAP)
    assert t.rules["action"] is None and not me.locked  # no action: the minion may act again
    assert len(cards(t, 0, HAND_KEY)) == 7  # replaced
    assert decider(t.state) == (0, MINION)


def test_not_cancelled_the_frenzy_card_is_played_as_declared(table):
    t = table
    me, salubri, song, cmd = _deep_song_at(t)
    t.ok(cmd)
    let, _ = answers(t, 1)
    t.ok(let)
    assert t.rules["action"] is not None and me.locked
    assert t.rules["action"]["target_card"] == salubri.id


@pytest.mark.parametrize("grove, locked", [(False, False), (True, True)])
def test_no_question_without_an_unlocked_grove(table, grove, locked):
    t = table
    me, salubri, song, cmd = _deep_song_at(t, grove=grove, locked=locked)
    t.ok(cmd)
    assert decider(t.state) != (1, "ask") and t.rules["action"] is not None


def test_the_inferior_bleed_of_deep_song_is_no_frenzy_card(table):
    t = table
    me, salubri, song, _ = _deep_song_at(t)
    bleed = next(
        c
        for c in legal_commands(t.state, 0)
        if isinstance(c, K.Act) and c.card == song.id and not c.superior
    )
    t.ok(bleed)
    assert t.rules["action"] is not None and not t.rules.get("asks")
