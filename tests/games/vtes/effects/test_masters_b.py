"""The master cards of the Fifth Edition starters from Opium Den on (master_b.json): each
played from the dock with its cost paid, its ability used in play at the moment its text
gives and refused at another, and its words in English and Spanish."""

from __future__ import annotations

import pytest

from vtt.games.vtes.rules import commands as K
from vtt.games.vtes.rules.data import DISCARD, INFLUENCE, MASTER, MINION
from vtt.games.vtes.rules.effects.catalog import load
from vtt.games.vtes.rules.legal import legal_commands

from .conftest import dock

NOT_NOW = "The card's own condition is not met now."


def _crypt_of(t, clan: str, sect: str = "", title: str = "") -> str:
    """The name of a plain vampire of ``clan`` (and ``sect``, ``title``) for a scenario."""
    for card in t.module_db().cards.values():
        big = (card.capacity or 0) >= 6  # room for the blood a card adds
        if card.kind == "crypt" and not card.advanced and card.clan == clan and big:
            if (not sect or card.sect == sect) and (not title or card.title == title):
                return card.name
    raise AssertionError(clan)


def _masters(t, seat, card):
    found = [c for c in legal_commands(t.state, seat) if isinstance(c, K.PlayMaster)]
    return [c for c in found if c.card == card.id]


def _uses(t, seat, card):
    found = [c for c in legal_commands(t.state, seat) if isinstance(c, K.UseCard)]
    return [c for c in found if c.card == card.id]


def _kept(t, name: str, seat: int = 0):
    """``seat`` plays the master ``name`` from the dock in its master phase, the one way
    offered; returns the card and the pool it cost."""
    t.to_phase(MASTER)
    card = t.in_hand(seat, name)
    before = t.pool(seat)
    offers = _masters(t, seat, card)
    assert len(offers) == 1, offers
    t.ok(offers[0])
    return card, before - t.pool(seat)


def _next_own_turn(t, phase: str = "unlock"):
    """Every Methuselah ends its turn until seat 0's next turn, at ``phase``."""
    for seat in range(4):
        t.to_phase(DISCARD, seat)
        t.ok(K.NextPhase(seat=seat))
    t.to_phase(phase, 0)


# -- hunting grounds -------------------------------------------------------------------------

GROUNDS = {
    "Park Hunting Ground": "Ravnos",
    "Political Hunting Ground": "Lasombra",
    "Slum Hunting Ground": "Nosferatu",
    "Society Hunting Ground": "Toreador",
    "Temple Hunting Ground": "Ministry",
    "Underworld Hunting Ground": "Banu Haqim",
    "Uptown Hunting Ground": "Ventrue",
    "Warzone Hunting Ground": "Brujah",
    "Zoo Hunting Ground": "Gangrel",
}


@pytest.mark.parametrize("name", sorted(GROUNDS))
def test_a_hunting_ground_feeds_one_vampire_in_its_unlock_phase(table, spanish, name):
    t = table
    t.to_phase(MASTER)
    t.vampire(0, 2, "Sully")  # a Malkavian: the ground's clan is required
    card = t.in_hand(0, name)
    assert _masters(t, 0, card) == []
    vampire = t.vampire(0, 2, _crypt_of(t, GROUNDS[name]))
    card, paid = _kept(t, name)
    assert paid == 2 and t.state.zones[card.zone].id == "s0.ready"
    assert t.refused(K.UseCard(seat=0, card=card.id, target_card=vampire.id)) == NOT_NOW
    _next_own_turn(t)
    offered = _uses(t, 0, card)
    use = next(u for u in offered if u.target_card == vampire.id)
    words = dock(t, use, 0)
    assert words == f"Use {name}: {_name(vampire)} gains 1 blood"
    assert dock(t, use, 0, "es").endswith(f"{_name(vampire)} gana 1 de sangre")
    t.ok(use)
    assert _blood(t, vampire) == 3
    assert t.refused(use) == f"{name} has been used as often as it may be now."
    assert _blood(t, vampire) == 3


def _blood(t, card) -> int:
    """``card``'s blood now (a refused command restores the state: look the card up)."""
    return t.state.cards[card.id].counters.get("blood", 0)


def _name(card):
    from vtt.games.vtes.rules import cardinfo as ci

    return ci.name(card)


def test_a_vampire_gains_blood_from_only_one_hunting_ground_each_turn(table):
    t = table
    t.to_phase(MASTER)
    ravnos = t.vampire(0, 2, _crypt_of(t, "Ravnos"))
    park, _ = _kept(t, "Park Hunting Ground")
    t.rules["master"] = 1  # a second master phase action, arranged
    zoo_keeper = t.vampire(0, 2, _crypt_of(t, "Gangrel"))
    zoo, _ = _kept(t, "Zoo Hunting Ground")
    _next_own_turn(t)
    t.ok(K.UseCard(seat=0, card=park.id, target_card=ravnos.id))
    assert [u.target_card for u in _uses(t, 0, zoo)] == [zoo_keeper.id]
    assert t.refused(K.UseCard(seat=0, card=zoo.id, target_card=ravnos.id)) == (
        "The card cannot be aimed there."
    )
    t.ok(K.UseCard(seat=0, card=zoo.id, target_card=zoo_keeper.id))
    assert _blood(t, ravnos) == 3 and _blood(t, zoo_keeper) == 3


def test_papillon_needs_a_city_title_and_feeds_a_titled_vampire_2_blood(table, spanish):
    t = table
    t.to_phase(MASTER)
    plain = t.vampire(0, 2, "Sully")
    card = t.in_hand(0, "Papillon")
    assert _masters(t, 0, card) == []
    assert t.refused(K.PlayMaster(seat=0, card=card.id, keep=True)) == NOT_NOW
    prince = t.vampire(0, 3, _crypt_of(t, "Ventrue", title="Prince"))
    card, paid = _kept(t, "Papillon")
    assert paid == 3
    _next_own_turn(t)
    assert [u.target_card for u in _uses(t, 0, card)] == [prince.id]
    assert t.refused(K.UseCard(seat=0, card=card.id, target_card=plain.id)) == (
        "The card cannot be aimed there."
    )
    use = _uses(t, 0, card)[0]
    assert dock(t, use, 0) == f"Use Papillon: {_name(prince)} gains 2 blood"
    assert dock(t, use, 0, "es") == f"Usar Papillon: {_name(prince)} gana 2 de sangre"
    t.ok(use)
    assert _blood(t, prince) == 5


def test_every_card_of_the_family_is_read_against_its_text():
    mine = {k: v for k, v in load().items() if k in _FAMILY}
    assert len(mine) == 39 and all(e.checked for e in mine.values())


_FAMILY = set(
    __import__("json").load(
        open(__import__("pathlib").Path(__file__).parents[4] / "vtt/resources/vtes/effects/master_b.json")
    )
)
