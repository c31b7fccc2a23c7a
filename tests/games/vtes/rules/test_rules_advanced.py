"""vtes.md §11.4: merging an advanced vampire with its base version."""

from vtt.games.vtes.layout import ASH_HEAP, READY, zone
from vtt.games.vtes.rules import commands as K
from vtt.games.vtes.rules.data import INFLUENCE
from vtt.games.vtes.rules.hand import burn
from vtt.games.vtes.rules.legal import legal_commands

from .conftest import Table

NAME = "Ambrogino Giovanni"


def _versions(t):
    cards = [c for c in t.module_db().cards.values() if c.name == NAME]
    return (
        next(c.catalog for c in cards if not c.advanced),
        next(c.catalog for c in cards if c.advanced),
    )


def _position(edition="v5", advanced_in_play=False):
    """Seat 0's second influence phase with one version in play (3 blood) and the other in
    its uncontrolled region (2 blood)."""
    t = Table(edition=edition)
    for seat in range(4):
        t.ok(K.EndTurnRules(seat=seat))
    t.to_phase(INFLUENCE)
    base, adv = _versions(t)
    in_play = t.vampire(0, 3)
    in_play.catalog = adv if advanced_in_play else base
    incoming = t.state.cards[t.state.seat_zone(0, "uncontrolled").cards[0]]
    incoming.catalog = base if advanced_in_play else adv
    incoming.counters = {"blood": 2}
    in_play.locked = True
    t.rebook()
    return t, in_play, incoming


def test_merging_an_advanced_vampire_onto_its_base_in_play():
    t, base, adv = _position()
    pool = t.pool(0)
    assert K.Merge(seat=0, card=adv.id) in legal_commands(t.state, 0)
    t.ok(K.Merge(seat=0, card=adv.id))
    adv, base = t.state.cards[adv.id], t.state.cards[base.id]
    assert t.pool(0) == pool - 1 and t.rules["transfers"] == 0
    assert adv.zone == zone(0, READY) and adv.face_up and adv.locked
    assert adv.counters == {"blood": 3}  # the in-play vampire's blood
    assert base.attached_to == adv.id and not base.counters
    assert t.rules["merged"] == {str(adv.id): base.id}
    assert t.rules["contests"] == {}  # one vampire: no self-contest
    assert (
        t.refused(K.Merge(seat=0, card=adv.id))
        == "Merging takes a vampire from your uncontrolled region."
    )


def test_merging_a_base_vampire_under_the_advanced_one_in_play():
    t, adv, base = _position(advanced_in_play=True)
    t.ok(K.Merge(seat=0, card=base.id))
    adv, base = t.state.cards[adv.id], t.state.cards[base.id]
    assert adv.counters == {"blood": 3} and base.attached_to == adv.id


def test_2018_keeps_the_counters_of_the_incoming_card():
    t, base, adv = _position(edition="2018")
    t.ok(K.Merge(seat=0, card=adv.id))
    assert t.state.cards[adv.id].counters == {"blood": 5}


def test_a_merge_needs_4_transfers_and_the_other_version():
    t, base, adv = _position()
    t.rules["transfers"] = 3
    assert K.Merge(seat=0, card=adv.id) not in legal_commands(t.state, 0)
    assert t.refused(K.Merge(seat=0, card=adv.id)) == "Merging takes 4 transfers; you have 3 left."
    other = t.state.cards[t.state.seat_zone(0, "uncontrolled").cards[1]]
    assert t.refused(K.Merge(seat=0, card=other.id)).startswith("You control no other version of")


def test_the_merged_vampire_burns_as_one():
    t, base, adv = _position()
    t.ok(K.Merge(seat=0, card=adv.id))
    out = []
    burn(t.state, t.state.cards[adv.id], out, 0)
    assert t.state.cards[base.id].zone == zone(0, ASH_HEAP)
