"""Wave 3, group "retainers": cards that bring retainers and allies into play outside an
employ or recruit action (Pack Alpha, Piper), move them (Luciano Carvalho), read the level
they entered at (Underbridge Stray), are used in another Methuselah's unlock phase
(Homunculus) or gain no life (Aggressive Corpse).  For each: the effect, the requirement,
the cost, a refusal, and the dock's words in English and Spanish."""

from __future__ import annotations

import pytest

from vtt.core.table import move_card
from vtt.games.vtes.layout import READY, zone
from vtt.games.vtes.rules import cardinfo as ci
from vtt.games.vtes.rules import commands as K
from vtt.games.vtes.rules import tokens
from vtt.games.vtes.rules.data import DISCARD, MASTER, MINION, UNLOCK
from vtt.games.vtes.rules.effects.catalog import load
from vtt.games.vtes.rules.legal import legal_commands
from vtt.games.vtes.rules.stages import decider

from .conftest import dock, plays

NAMES = (
    "Pack Alpha",
    "Piper",
    "Underbridge Stray",
    "Homunculus",
    "Aggressive Corpse",
    "Luciano Carvalho",
)


def _put_on(t, seat, minion, name, life=None):
    """``name`` in play on ``minion`` (an ally by itself when ``minion`` is None)."""
    card = t.in_hand(seat, name, index=-1)
    move_card(t.state, card, t.state.zones[zone(seat, READY)], face_up=True)
    card.attached_to = minion.id if minion is not None else None
    if {"Retainer", "Ally"} & set(ci.types(card)):
        card.counters = {"life": ci.printed_life(card) if life is None else life}
    t.rebook()
    return card


def _combat(t, hunter, blocker):
    """``hunter`` (seat 0) hunts, ``blocker`` (seat 1) blocks: the combat waits at its
    range step."""
    t.ok(K.Act(seat=0, minion=hunter.id, kind=K.HUNT))
    t.pass_to(1)
    t.ok(K.Block(seat=1, minion=blocker.id))
    t.ok(K.Pass(seat=0))
    t.ok(K.Modify(seat=1, what=K.INTERCEPT, delta=1, card=t.given(1, "Spirit's Touch")))
    t.pass_round()
    assert t.rules["combat"]["stage"] == "range"


def _uses(t, seat, card):
    return [
        c for c in legal_commands(t.state, seat) if isinstance(c, K.UseCard) and c.card == card.id
    ]


def _resolve(t):
    while t.rules["action"] is not None:
        t.ok(K.Pass(seat=decider(t.state).seat))


def test_every_card_of_the_group_is_automated_and_checked():
    entries = {e.name: e for e in load().values()}
    for name in NAMES:
        assert entries[name].automated and entries[name].checked, name


# -- Pack Alpha ------------------------------------------------------------------------------------


def _pack_alpha_combat(t, blood=4):
    t.to_phase(MINION)
    hunter = t.vampire(0, blood, "Adhiambo")
    blocker = t.vampire(1, 4, "Sully")
    pack = t.in_hand(0, "Pack Alpha")
    raven = t.in_hand(0, "Raven Spy", index=1)
    _combat(t, hunter, blocker)
    t.pass_to(0)
    return hunter, pack, raven


def test_pack_alpha_employs_an_animal_retainer_before_range(table):
    t = table
    hunter, pack, raven = _pack_alpha_combat(t)
    offered = [c for c in plays(t, 0, pack) if not c.superior]
    assert [c.target_card for c in offered] == [raven.id]
    pool, blood = t.pool(0), hunter.counters["blood"]
    t.ok(offered[0])
    raven = t.state.cards[raven.id]
    assert raven.zone == "s0.ready" and raven.attached_to == hunter.id
    assert raven.counters["life"] == 2  # employed at superior: Adhiambo has ANI
    assert t.pool(0) == pool and hunter.counters["blood"] == blood - 1  # Raven Spy: 1 blood
    assert t.state.cards[pack.id].zone == "s0.ash_heap"
    assert len(t.state.seat_zone(0, "hand").cards) == 7


def test_pack_alpha_needs_the_cost_and_the_moment(table):
    t = table
    hunter, pack, raven = _pack_alpha_combat(t, blood=1)
    hunter.counters["blood"] = 0
    t.rebook()
    assert not [c for c in plays(t, 0, pack) if not c.superior]
    cmd = K.PlayCard(seat=0, card=pack.id, minion=hunter.id, target_card=raven.id)
    assert t.refused(cmd) == "The card cannot be aimed there."
    hunter.counters["blood"] = 3
    t.rebook()
    t.ok(K.Pass(seat=0))  # past the range step: "before range is determined" is over
    t.ok(K.Pass(seat=decider(t.state).seat))
    assert t.rules["combat"]["stage"] == "strike"
    assert t.refused(cmd) == "The card's own condition is not met now."


def test_pack_alpha_superior_burns_a_retainer_and_goes_on_the_vampire(table):
    t = table
    hunter, pack, raven = _pack_alpha_combat(t)
    spy = _put_on(t, 0, hunter, "Raven Spy")
    offered = [c for c in plays(t, 0, pack) if c.superior]
    assert [c.target_card for c in offered] == [spy.id]
    strength = ci.strength(hunter)
    t.ok(offered[0])
    assert t.state.cards[spy.id].zone == "s0.ash_heap"
    pack = t.state.cards[pack.id]
    assert pack.attached_to == hunter.id and pack.zone == "s0.ready"
    from vtt.games.vtes.rules.effects.standing import strength as now

    assert now(t.state, hunter) == strength + 1
