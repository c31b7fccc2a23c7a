"""The master cards of master_a.json (A to O), played and used as the engine runs them:
their offer and words in both languages, their cost, their effect and a refusal each."""

from __future__ import annotations

import pytest

from vtt.core.table import move_card
from vtt.games.vtes.layout import ASH_HEAP, CRYPT, READY, UNCONTROLLED, zone
from vtt.games.vtes.rules import commands as K
from vtt.games.vtes.rules.data import INFLUENCE, MASTER, MINION, UNLOCK
from vtt.games.vtes.rules.effects.catalog import load
from vtt.games.vtes.rules.legal import legal_commands

from .conftest import dock

MASTER_A = "master_a.json"


def masters(t, seat, card):
    """The ``vtes_master`` choices the dock offers ``seat`` for ``card``."""
    return [
        c
        for c in legal_commands(t.state, seat)
        if isinstance(c, K.PlayMaster) and c.card == card.id
    ]


def uses(t, seat, card):
    """The ``vtes_use`` choices the dock offers ``seat`` for ``card``."""
    return [
        c for c in legal_commands(t.state, seat) if isinstance(c, K.UseCard) and c.card == card.id
    ]


def in_play(t, seat, name, on=None):
    """A card ``name`` of ``seat`` put in its ready region (or on the minion ``on``)."""
    card = t.in_hand(seat, name, index=-1)
    where = t.state.zones[on.zone] if on is not None else t.state.zones[zone(seat, READY)]
    move_card(t.state, card, where, face_up=True)
    card.controller = seat
    if on is not None:
        card.attached_to = on.id
    return card


def blood(t, card) -> int:
    """``card``'s blood now (a command gives the session a new state: read it again)."""
    return t.state.cards[card.id].counters.get("blood", 0)


def now(t, card):
    """``card`` as it is now in the session's state."""
    return t.state.cards[card.id]


# -- the data ----------------------------------------------------------------------------------


def test_every_card_of_the_file_is_read_against_its_text():
    from vtt.games.vtes.rules.effects.catalog import EFFECTS_DIR, read_file

    entries = read_file(EFFECTS_DIR / MASTER_A)
    assert len(entries) == 38
    assert all(e.checked for e in entries.values())
    assert load()["vtes:100015"].automated and not load()["vtes:100620"].automated


# -- locations played: kept in play, their cost paid ----------------------------------------------

LOCATIONS = [
    ("Academic Hunting Ground", 2, "Chrysanthemum"),
    ("Anarch Railroad", 2, None),
    ("Arcane Library", 2, "Chrysanthemum"),
    ("Art Museum", 2, "Bret Stryker"),
    ("Asylum Hunting Ground", 2, "Ashley"),
    ("Backways", 2, "Dario Ziggler"),
    ("Biotech Company Hunting Ground", 2, "Hiromitsu Asano"),
    ("Channel 10", 2, None),
    ("Creepshow Casino", 2, None),
    ("Ecoterrorists", 2, "Dario Ziggler"),
    ("Elysian Fields", 2, "Azucena"),
    ("Fortune Teller Shop", 2, "Gathii"),
    ("Haqim's Law: Retribution", 0, "Omer"),
    ("Information Highway", 0, None),
    ("KRCG News Radio", 2, None),
    ("Library Hunting Ground", 2, "Lawbringer"),
    ("Market Square", 1, "Omer"),
]


@pytest.mark.parametrize(("name", "cost", "clan_vampire"), LOCATIONS)
def test_a_location_is_kept_in_play_for_its_cost(table, name, cost, clan_vampire):
    t = table
    t.to_phase(MASTER)
    card = t.in_hand(0, name)
    if clan_vampire is not None:  # the clan it requires (the engine's legality)
        t.vampire(0, 1, "Ashley" if clan_vampire == "Bret Stryker" else "Bret Stryker")
        assert masters(t, 0, card) == []
        assert "requires" in t.refused(K.PlayMaster(seat=0, card=card.id, keep=True))
        t.vampire(0, 1, clan_vampire)
    offered = masters(t, 0, card)
    assert [c.keep for c in offered] == [True]
    kept = "keep it in play (location)." if "Haqim" not in name else "keep it in play."
    assert dock(t, offered[0], 0).startswith(f"Play {name}: {kept}")
    pool = t.pool(0)
    t.ok(offered[0])
    assert t.pool(0) == pool - cost
    assert now(t, card).zone == zone(0, READY) and now(t, card).face_up


# -- hunting grounds --------------------------------------------------------------------------

HUNTING_GROUNDS = [
    ("Academic Hunting Ground", "Terreno de caza académico"),
    ("Asylum Hunting Ground", None),
    ("Biotech Company Hunting Ground", None),
    ("Library Hunting Ground", None),
]


@pytest.mark.parametrize(("name", "spanish_name"), HUNTING_GROUNDS)
def test_a_hunting_ground_feeds_one_ready_vampire_once_in_the_unlock_phase(
    table, spanish, name, spanish_name
):
    t = table
    assert t.rules["phase"] == UNLOCK and t.state.turn.active == 0
    sully = t.vampire(0, 2, "Sully")
    ground = in_play(t, 0, name)
    offered = uses(t, 0, ground)
    assert [c.target_card for c in offered] == [sully.id]
    other = t.vampire(0, 2)
    assert dock(t, offered[0], 0) == f"Use {name}: Sully gains 1 blood"
    assert dock(t, offered[0], 0, "es").endswith("Sully gana 1 de sangre")
    t.ok(offered[0])
    assert blood(t, sully) == 3
    assert uses(t, 0, ground) == []
    why = t.refused(K.UseCard(seat=0, card=ground.id, target_card=other.id))
    assert why == f"{name} has been used as often as it may be now."
    assert (blood(t, sully), blood(t, other)) == (3, 2)


def test_a_vampire_feeds_from_one_hunting_ground_a_turn(table):
    t = table
    sully = t.vampire(0, 2, "Sully")
    first = in_play(t, 0, "Academic Hunting Ground")
    second = in_play(t, 0, "Asylum Hunting Ground")
    t.ok(K.UseCard(seat=0, card=first.id, target_card=sully.id))
    assert uses(t, 0, second) == []
    why = t.refused(K.UseCard(seat=0, card=second.id, target_card=sully.id))
    assert why == "The card cannot be aimed there."
    assert blood(t, sully) == 3


def test_a_hunting_ground_feeds_only_in_its_controllers_unlock_phase(table):
    t = table
    sully = t.vampire(0, 2, "Sully")
    ground = in_play(t, 0, "Library Hunting Ground")
    t.to_phase(MASTER)
    assert uses(t, 0, ground) == []
    why = t.refused(K.UseCard(seat=0, card=ground.id, target_card=sully.id))
    assert why == "A hunting ground feeds during your unlock phase."
    assert blood(t, sully) == 2


def _anarchs(t):
    """Two Anarchs and a baron of seat 0 in play (Kuyén is a Gangrel baron)."""
    kuyen = t.vampire(0, 2, "Kuyén")
    gathii = t.vampire(0, 2, "Gathii")
    return kuyen, gathii


def test_carfax_abbey_requires_a_ready_anarch_and_feeds_two_with_a_baron(table, spanish):
    t = table
    t.to_phase(MASTER)
    abbey = t.in_hand(0, "Carfax Abbey")
    t.vampire(0, 1, "Sully")
    assert masters(t, 0, abbey) == []
    why = t.refused(K.PlayMaster(seat=0, card=abbey.id, keep=True))
    assert why == "Carfax Abbey requires a minion of the Anarch sect; Sully is not."
    kuyen, gathii = _anarchs(t)
    pool = t.pool(0)
    t.ok(masters(t, 0, abbey)[0])
    assert t.pool(0) == pool - 2
    t.state.turn.active = 0
    t.rules["phase"] = UNLOCK
    offered = uses(t, 0, abbey)
    assert {c.target_card for c in offered} == {kuyen.id, gathii.id}
    to_kuyen = next(c for c in offered if c.target_card == kuyen.id)
    assert dock(t, to_kuyen, 0) == "Use Carfax Abbey: Kuyén gains 1 blood"
    assert dock(t, to_kuyen, 0, "es") == "Usar Abadía de Carfax: Kuyén gana 1 de sangre"
    t.ok(to_kuyen)
    t.ok(K.UseCard(seat=0, card=abbey.id, target_card=gathii.id))
    assert (blood(t, kuyen), blood(t, gathii)) == (3, 3)
    assert t.refused(K.UseCard(seat=0, card=abbey.id, target_card=gathii.id)) == (
        "The card cannot be aimed there."
    )


def test_carfax_abbey_feeds_one_anarch_without_a_baron(table):
    t = table
    gathii = t.vampire(0, 2, "Gathii")
    other = t.vampire(0, 2, "Doc Martina")
    abbey = in_play(t, 0, "Carfax Abbey")
    t.ok(K.UseCard(seat=0, card=abbey.id, target_card=gathii.id))
    why = t.refused(K.UseCard(seat=0, card=abbey.id, target_card=other.id))
    assert why == "Carfax Abbey has been used as often as it may be now."
    assert blood(t, other) == 2
