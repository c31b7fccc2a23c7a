"""Actions a minion takes by its own text or by a card in play (``effects/kinds/own_actions.py``):
declared with ``vtes_act`` (no card, ``mode`` >= 1), offered by the dock and the bots, with
their stealth, cost, direction and aim, and what they do when they succeed."""

from __future__ import annotations

import pytest

from vtt.core.table import move_card
from vtt.core.views import events_for, view_for
from vtt.games.vtes.layout import ASH_HEAP, LIBRARY, READY, TORPOR, zone
from vtt.games.vtes.rules import cardinfo as ci
from vtt.games.vtes.rules import commands as K
from vtt.games.vtes.rules import corruption, tokens
from vtt.games.vtes.rules.bots import new_bot_game
from vtt.games.vtes.rules.data import DISCARD, MASTER, MINION, rules
from vtt.games.vtes.rules.effects.catalog import load
from vtt.games.vtes.rules.legal import legal_commands
from vtt.games.vtes.rules.stages import decider

from .conftest import dock

CARDS = (
    "Dominica",
    "Sakhar",
    "Seraphina",
    "Lenelle, Mambo of Birmingham",
    "Aniel",
    "Saulot's Healing Touch",
    "Codex of the Edenic Groundskeepers",
    "Pit of Contemplation",
)


def _own(t, seat, minion):
    """The actions of ``minion``'s own text or of cards in play the dock offers ``seat``."""
    found = [c for c in legal_commands(t.state, seat) if isinstance(c, K.Act)]
    return [c for c in found if c.minion == minion.id and c.card is None and c.mode >= 1]


def _uses(t, seat, card):
    found = [c for c in legal_commands(t.state, seat) if isinstance(c, K.UseCard)]
    return [c for c in found if c.card == card.id]


def _succeeds(t):
    t.pass_round()  # nobody blocks
    t.pass_round()  # the action resolves
    assert t.rules["action"] is None


def _on(t, name, minion, seat=0):
    """A card ``name`` of ``seat``'s hand put on ``minion`` (its equipment, its master)."""
    card = t.in_hand(seat, name, index=-1)
    move_card(t.state, card, t.state.zones[minion.zone], face_up=True)
    card.attached_to, card.controller = minion.id, seat
    return card


def _named(t, clan, capacity_at_least=1, skip=()):
    return [
        c.name
        for c in t.module_db().cards.values()
        if c.clan == clan and (c.capacity or 0) >= capacity_at_least and c.name not in skip
    ]


def _small(t) -> str:
    """A vampire of capacity 4 or less."""
    db = t.module_db().cards.values()
    return next(c.name for c in db if c.capacity and c.capacity <= 4 and c.clan == "Brujah")


def test_every_card_of_the_group_is_automated_and_checked():
    entries = {e.name: e for e in load().values()}
    for name in CARDS:
        assert entries[name].checked and entries[name].automated, name


# -- Seraphina: 2 blood or life to a minion you control --------------------------------------


def test_seraphina_adds_two_blood_to_a_minion_of_hers_up_to_capacity(table, spanish):
    t = table
    seraphina = t.vampire(0, 3, "Seraphina")
    other = t.vampire(0, 1)
    t.to_phase(MINION)
    offers = _own(t, 0, seraphina)
    assert {c.target_card for c in offers} == {seraphina.id, other.id}
    cmd = next(c for c in offers if c.target_card == other.id)
    name = ci.name(other)
    assert dock(t, cmd, 0) == (
        f"Seraphina acts (stealth 1): add 2 blood or life to {name}, not above its starting life"
    )
    assert dock(t, cmd, 0, "es") == (
        f"Seraphina actúa (sigilo 1): añade 2 de sangre o vida a {name}, sin superar su vida"
        " inicial"
    )
    t.ok(cmd)
    action = t.rules["action"]
    assert action["stealth"] == 1 and not action["directed"]
    _succeeds(t)
    assert t.state.cards[other.id].counters["blood"] == 3
    assert t.state.cards[seraphina.id].counters["blood"] == 3  # costs nothing


def test_seraphina_acts_once_a_turn_and_only_for_her_own_minions(table):
    t = table
    seraphina = t.vampire(0, 4, "Seraphina")
    foreign = t.vampire(1, 1)
    t.to_phase(MINION)
    assert all(c.target_card != foreign.id for c in _own(t, 0, seraphina))
    why = t.refused(
        K.Act(seat=0, minion=seraphina.id, kind=K.ACTION, target_card=foreign.id, mode=1)
    )
    assert why == "The card cannot be aimed there."
    t.ok(_own(t, 0, seraphina)[0])
    _succeeds(t)
    t.state.cards[seraphina.id].locked = False  # unlocked by some card: once a turn (A7)
    assert _own(t, 0, seraphina) == []
    why = t.refused(
        K.Act(seat=0, minion=seraphina.id, kind=K.ACTION, target_card=seraphina.id, mode=1)
    )
    assert why == "Seraphina has already taken that action this turn."


def test_a_vampire_without_the_text_has_no_such_action(table):
    t = table
    plain = t.vampire(0, 3)
    t.to_phase(MINION)
    assert _own(t, 0, plain) == []
    why = t.refused(K.Act(seat=0, minion=plain.id, kind=K.ACTION, mode=1))
    assert why.endswith("has no such action.")


# -- Codex of the Edenic Groundskeepers: a bleed for 1 blood, +3 against an empty table -------


def _codex_bearer(t, blood=3):
    bearer = t.vampire(0, blood)
    codex = _on(t, "Codex of the Edenic Groundskeepers", bearer)
    return bearer, codex


def test_the_codex_bleeds_for_one_blood_with_three_more_against_no_ready_unlocked_minion(
    table, spanish
):
    t = table
    bearer, codex = _codex_bearer(t)
    t.to_phase(MINION)
    [cmd] = _own(t, 0, bearer)
    assert (cmd.kind, cmd.target) == (K.BLEED, 1)
    name = ci.name(bearer)
    assert dock(t, cmd, 0) == (
        f"{name} acts with Codex of the Edenic Groundskeepers against B (stealth 0):"
        " bleed; costs 1 blood; +3 bleed"
    )
    assert dock(t, cmd, 0, "es") == (
        f"{name} actúa con Códice de los Guardas Edénicos contra B (sigilo 0):"
        " sangrar; cuesta 1 de sangre; +3 de sangrado"
    )
    pool = t.pool(1)
    t.ok(cmd)
    action = t.rules["action"]
    assert action["directed"] and action["amount"] == 4 and action["stealth"] == -2
    _succeeds(t)
    assert t.pool(1) == pool - 4
    assert t.state.cards[bearer.id].counters["blood"] == 2  # its cost, paid on success


def test_the_codex_bleeds_for_one_when_the_prey_has_a_ready_unlocked_minion(table):
    t = table
    bearer, _ = _codex_bearer(t)
    t.vampire(1, 2)
    t.to_phase(MINION)
    [cmd] = _own(t, 0, bearer)
    t.ok(cmd)
    assert t.rules["action"]["amount"] == 1


def test_the_codex_bleed_needs_its_blood_and_is_not_paid_when_blocked(table):
    t = table
    bearer, _ = _codex_bearer(t, blood=1)
    guard = t.vampire(1, 3)
    t.to_phase(MINION)
    [cmd] = _own(t, 0, bearer)
    t.ok(cmd)
    t.pass_to(1)
    t.ok(K.Block(seat=1, minion=guard.id))
    t.pass_round()  # the block stands: combat, and the action's cost is not paid
    assert t.rules["combat"] is not None and t.rules["action"] is None
    assert t.state.cards[bearer.id].counters.get("blood") == 1


def test_the_codex_bleed_is_the_minions_one_bleed_of_the_turn(table):
    t = table
    bearer, _ = _codex_bearer(t)
    t.to_phase(MINION)
    t.ok(K.Act(seat=0, minion=bearer.id, kind=K.BLEED))
    _succeeds(t)
    t.state.cards[bearer.id].locked = False
    assert _own(t, 0, bearer) == []
    why = t.refused(K.Act(seat=0, minion=bearer.id, kind=K.BLEED, mode=1))
    assert why.endswith("has already bled this turn.")


def test_a_minion_without_the_codex_has_no_codex_bleed(table):
    t = table
    plain = t.vampire(0, 3)
    t.to_phase(MINION)
    why = t.refused(K.Act(seat=0, minion=plain.id, kind=K.BLEED, mode=1))
    assert why.endswith("has no such action.")


# -- Aniel: burn a corruption counter or a card requiring a Discipline ----------------------


def test_aniel_burns_a_corruption_counter_from_another_ready_minion(table, spanish):
    t = table
    aniel = t.vampire(0, 3, "Aniel")
    victim = t.vampire(1, 2)
    clean = t.vampire(1, 2, _named(t, "Toreador")[0])
    corruption.change(t.state, victim, 2, 2, [])
    t.to_phase(MINION)
    offers = _own(t, 0, aniel)
    assert [c.target_card for c in offers] == [victim.id]
    [cmd] = offers
    name = ci.name(victim)
    assert dock(t, cmd, 0) == (
        f"Aniel acts against B (stealth 1): costs 1 blood; burn 1 corruption counter from {name}"
    )
    assert dock(t, cmd, 0, "es") == (
        f"Aniel actúa contra B (sigilo 1): cuesta 1 de sangre; quema 1 ficha de corrupción"
        f" de {name}"
    )
    why = t.refused(K.Act(seat=0, minion=aniel.id, kind=K.ACTION, target_card=clean.id, mode=1))
    assert why == "The card cannot be aimed there."
    t.ok(cmd)
    action = t.rules["action"]
    assert action["directed"] and action["target"] == 1 and action["stealth"] == 1
    _succeeds(t)
    assert corruption.of(t.state.cards[victim.id], 2) == 1
    assert t.state.cards[aniel.id].counters["blood"] == 2


def test_aniel_burns_a_card_requiring_a_discipline_on_another_minion(table):
    t = table
    aniel = t.vampire(0, 3, "Aniel")
    victim = t.vampire(1, 2)
    codex = _on(t, "Codex of the Edenic Groundskeepers", victim, seat=1)  # no discipline
    needs = next(
        c for c in t.module_db().cards.values() if c.disciplines and "Equipment" in c.types
    )
    card = t.in_hand(1, needs.name, index=-2)
    move_card(t.state, card, t.state.zones[victim.zone], face_up=True)
    card.attached_to, card.controller = victim.id, 1
    t.to_phase(MINION)
    offers = _own(t, 0, aniel)
    assert [(c.mode, c.target_card) for c in offers] == [(2, card.id)]
    assert codex.id not in [c.target_card for c in offers]
    t.ok(offers[0])
    _succeeds(t)
    assert t.state.cards[card.id].zone == zone(1, ASH_HEAP)


# -- Saulot's Healing Touch ------------------------------------------------------------------


def test_saulots_healing_touch_adds_one_blood_to_another_ready_minion(table, spanish):
    t = table
    salubri = t.vampire(0, 3, "Abaddon")
    touch = _on(t, "Saulot's Healing Touch", salubri)
    other = t.vampire(1, 1)
    t.to_phase(MINION)
    offers = _own(t, 0, salubri)
    assert salubri.id not in [c.target_card for c in offers]
    cmd = next(c for c in offers if c.target_card == other.id)
    name = ci.name(other)
    assert dock(t, cmd, 0) == (
        f"Abaddon acts with Saulot's Healing Touch (stealth 1): add 1 blood or life to {name},"
        " not above its starting life"
    )
    assert dock(t, cmd, 0, "es") == (
        f"Abaddon actúa con Saulot's Healing Touch (sigilo 1): añade 1 de sangre o vida a {name},"
        " sin superar su vida inicial"
    )
    t.ok(cmd)
    assert not t.rules["action"]["directed"] and t.rules["action"]["stealth"] == 1
    _succeeds(t)
    assert t.state.cards[other.id].counters["blood"] == 2
    assert t.state.cards[touch.id].attached_to == salubri.id


def test_saulots_healing_touch_makes_rescuing_a_non_tremere_free_and_feeds_it(table):
    t = table
    salubri = t.vampire(0, 1, "Abaddon")
    _on(t, "Saulot's Healing Touch", salubri)
    sleeper = t.vampire(0, 0, _named(t, "Toreador", 4)[0])
    move_card(t.state, sleeper, t.state.zones[zone(0, TORPOR)], face_up=True)
    t.rebook()
    t.to_phase(MINION)
    cmd = K.Act(seat=0, minion=salubri.id, kind=K.RESCUE, target_card=sleeper.id)
    assert cmd in legal_commands(t.state, 0)  # 0 blood between them: free
    t.ok(cmd)
    _succeeds(t)
    assert t.state.cards[sleeper.id].zone == zone(0, READY)
    assert t.state.cards[sleeper.id].counters["blood"] == 1
    assert t.state.cards[salubri.id].counters["blood"] == 1


def test_rescuing_a_tremere_costs_the_healer_as_usual(table):
    t = table
    salubri = t.vampire(0, 1, "Abaddon")
    _on(t, "Saulot's Healing Touch", salubri)
    tremere = t.vampire(0, 0, _named(t, "Tremere", 4)[0])
    move_card(t.state, tremere, t.state.zones[zone(0, TORPOR)], face_up=True)
    t.rebook()
    t.to_phase(MINION)
    why = t.refused(K.Act(seat=0, minion=salubri.id, kind=K.RESCUE, target_card=tremere.id))
    assert why == "Rescuing a vampire costs 2 blood; they have 1 between them."


# -- Pit of Contemplation ---------------------------------------------------------------------


def _pit_in_play(t, hecata):
    pit = t.in_hand(0, "Pit of Contemplation")
    t.to_phase(MINION)
    [cmd] = [c for c in legal_commands(t.state, 0) if isinstance(c, K.Act) and c.card == pit.id]
    assert cmd.target is None  # undirected: its (D) is the burn action it gives
    t.ok(cmd)
    assert t.rules["action"]["stealth"] == 1
    _succeeds(t)
    return pit


def test_pit_of_contemplation_comes_into_play_with_a_counter_and_hecata_add_more(table, spanish):
    t = table
    first, second = _named(t, "Hecata", 5)[:2]
    hecata = t.vampire(0, 4, first)
    pit = _pit_in_play(t, hecata)
    assert t.state.cards[pit.id].zone == zone(0, READY) and t.state.cards[pit.id].counters == {
        "counter": 1
    }
    other = t.vampire(0, 4, second)
    plain = t.vampire(0, 4, _named(t, "Toreador", 4)[0])
    offers = _own(t, 0, other)
    add = next(c for c in offers if c.mode == 1)
    assert dock(t, add, 0) == (
        f"{second} acts with Pit of Contemplation (stealth 1): add 1 counter to Pit of"
        " Contemplation"
    )
    assert dock(t, add, 0, "es") == (
        f"{second} actúa con Pit of Contemplation (sigilo 1): añade 1 ficha a Pit of Contemplation"
    )
    assert [c.mode for c in _own(t, 0, plain)] == [1]  # not a Hecata: only the burn
    t.ok(add)
    _succeeds(t)
    assert t.state.cards[pit.id].counters == {"counter": 2}


def test_another_methuselahs_vampire_burns_the_pit_as_a_directed_action(table):
    t = table
    pit = _pit_in_play(t, t.vampire(0, 4, _named(t, "Hecata", 5)[0]))
    burner = t.vampire(1, 3, _named(t, "Toreador", 4)[0])
    t.to_phase(DISCARD, 0)
    t.ok(K.NextPhase(seat=0))
    t.to_phase(MINION, 1)
    [cmd] = _own(t, 1, burner)
    assert cmd.target == 0
    t.ok(cmd)
    assert t.rules["action"]["directed"] and t.rules["action"]["target"] == 0
    _succeeds(t)
    assert t.state.cards[pit.id].zone == zone(0, ASH_HEAP)


def test_the_pit_sends_a_small_vampire_of_the_prey_to_the_uncontrolled_region(table):
    t = table
    pit = _pit_in_play(t, t.vampire(0, 4, _named(t, "Hecata", 5)[0]))
    pit.counters["counter"] = 6
    small = t.vampire(1, 2, _small(t))
    capacity = ci.capacity(small)
    assert capacity < 6
    for seat in range(4):
        t.to_phase(DISCARD, seat)
        t.ok(K.NextPhase(seat=seat))
    assert rules(t.state)["phase"] == "unlock" and t.state.turn.active == 0
    [use] = [u for u in _uses(t, 0, pit) if u.target_card is not None]
    t.ok(use)
    assert t.state.cards[pit.id].zone == zone(0, ASH_HEAP)
    uncontrolled = t.state.seat_zone(1, "uncontrolled").cards
    moved = [t.state.cards[c] for c in uncontrolled if t.state.cards[c].counters.get("blood") == 2]
    assert moved and not moved[0].face_up


# -- searching the library: Dominica and Sakhar -----------------------------------------------


def _sakhar_searches(t):
    sakhar = t.vampire(0, 3, "Sakhar")
    library = t.state.zones[zone(0, LIBRARY)]
    codex = t.state.cards[library.cards[5]]
    codex.catalog = t.by_name("Codex of the Edenic Groundskeepers").catalog
    t.to_phase(MINION)
    [cmd] = _own(t, 0, sakhar)
    assert dock(t, cmd, 0) == (
        "Sakhar acts (stealth 1): search your library for an equipment card, reveal it and"
        " move it to your hand"
    )
    t.ok(cmd)
    t.pass_round()  # nobody blocks
    results = [t.ok(K.Pass(seat=decider(t.state).seat)) for _ in range(4) if t.rules["action"]]
    events = [e for r in results for e in r.events]
    assert codex.catalog in repr(events_for(events, 0))  # the searcher sees what it may find
    for seat in (1, 2, 3):
        assert codex.catalog not in repr(events_for(events, seat))  # nobody else does
    return sakhar, codex


def test_sakhar_finds_an_equipment_card_seen_by_his_methuselah_alone(table, spanish):
    t = table
    sakhar, codex = _sakhar_searches(t)
    mine = view_for(t.state, 0, t.module).zones[zone(0, LIBRARY)].cards
    theirs = view_for(t.state, 1, t.module).zones[zone(0, LIBRARY)].cards
    assert codex.catalog in [getattr(c, "catalog", None) for c in mine]
    assert codex.catalog not in [getattr(c, "catalog", None) for c in theirs]
    reveal = next(u for u in _uses(t, 0, sakhar) if u.target_card == codex.id)
    assert (
        dock(t, reveal, 0)
        == "Use Sakhar: reveal Codex of the Edenic Groundskeepers from your library"
    )
    assert dock(t, reveal, 0, "es") == (
        "Usar Sakhar: muestra Codex of the Edenic Groundskeepers de tu biblioteca"
    )
    t.ok(reveal)
    theirs = view_for(t.state, 1, t.module).zones[zone(0, LIBRARY)].cards
    assert codex.catalog in [getattr(c, "catalog", None) for c in theirs]  # shown to all
    hand = [t.state.cards[c] for c in t.state.zones[zone(0, "hand")].cards]
    keep = next(u for u in _uses(t, 0, sakhar) if u.target_card == hand[0].id)
    t.ok(keep)
    held = [t.state.cards[c].catalog for c in t.state.zones[zone(0, "hand")].cards]
    assert codex.catalog in held and len(held) == 7
    assert hand[0].catalog in [
        t.state.cards[c].catalog for c in t.state.zones[zone(0, ASH_HEAP)].cards
    ]
    library = [t.state.cards[c] for c in t.state.zones[zone(0, LIBRARY)].cards]
    assert all(c.known_to == [] for c in library)  # shuffled: nobody knows any of them
    assert t.rules.get("ow_pending") is None


def test_a_search_left_unfinished_shuffles_the_library_when_the_game_goes_on(table):
    t = table
    sakhar, codex = _sakhar_searches(t)
    t.ok(K.NextPhase(seat=0))
    library = [t.state.cards[c] for c in t.state.zones[zone(0, LIBRARY)].cards]
    assert all(c.known_to == [] for c in library)
    assert t.rules.get("ow_pending") is None and _uses(t, 0, sakhar) == []


def test_dominica_searches_for_a_master_archetype_or_finds_nothing(table):
    t = table
    dominica = t.vampire(0, 3, "Dominica")
    library = t.state.zones[zone(0, LIBRARY)]
    t.state.cards[library.cards[3]].catalog = t.by_name("Perfectionist").catalog
    t.to_phase(MINION)
    [cmd] = _own(t, 0, dominica)
    t.ok(cmd)
    _succeeds(t)
    uses = _uses(t, 0, dominica)
    assert len(uses) == 2  # reveal Perfectionist, or find nothing
    size = len(library.cards)
    t.ok(next(u for u in uses if u.target_card is None))
    assert len(t.state.zones[zone(0, LIBRARY)].cards) == size
    assert t.rules.get("ow_pending") is None


# -- Lenelle: a card of the hand for a library card of the ash heap ----------------------------


def test_lenelle_exchanges_a_hand_card_for_an_ash_heap_library_card(table, spanish):
    t = table
    lenelle = t.vampire(0, 3, "Lenelle, Mambo of Birmingham")
    heap = t.state.zones[zone(0, ASH_HEAP)]
    given = t.in_hand(0, "Blood Doll", index=-1)
    move_card(t.state, given, heap, face_up=True)
    t.to_phase(MINION)
    [cmd] = _own(t, 0, lenelle)
    assert dock(t, cmd, 0) == (
        "Lenelle, Mambo of Birmingham acts (stealth 1): costs 1 blood; exchange a card from"
        " your hand for Blood Doll"
    )
    assert dock(t, cmd, 0, "es") == (
        "Lenelle, Mambo of Birmingham actúa (sigilo 1): cuesta 1 de sangre; intercambia una carta"
        " de tu mano por Blood Doll"
    )
    t.ok(cmd)
    _succeeds(t)
    assert t.state.cards[lenelle.id].counters["blood"] == 2
    uses = _uses(t, 0, lenelle)
    assert len(uses) == len(t.state.zones[zone(0, "hand")].cards)
    handed = t.state.cards[uses[0].target_card]
    t.ok(uses[0])
    assert t.state.cards[given.id].zone == zone(0, "hand") or given.id not in heap.cards
    assert handed.catalog in [t.state.cards[c].catalog for c in heap.cards]
    assert t.by_name("Blood Doll").catalog in [
        t.state.cards[c].catalog for c in t.state.zones[zone(0, "hand")].cards
    ]


def test_lenelle_needs_a_library_card_in_the_ash_heap(table):
    t = table
    lenelle = t.vampire(0, 3, "Lenelle, Mambo of Birmingham")
    t.to_phase(MINION)
    assert _own(t, 0, lenelle) == []
    why = t.refused(K.Act(seat=0, minion=lenelle.id, kind=K.ACTION, mode=1))
    assert why == "Say which card the card is aimed at."


# -- the bots take these actions ----------------------------------------------------------------


@pytest.mark.parametrize(("seed", "levels"), [(3, ()), (13, ("heuristic",) * 4)])
def test_bots_take_the_actions_of_these_cards(seed, levels):
    from vtt.games.vtes.cards import load_cards
    from vtt.games.vtes.rules.bots import bot_move
    from vtt.games.vtes.rules.stages import decider

    session = new_bot_game(seed, rounds=3, debug_invariants=True, levels=levels)
    state = session.state
    by_name = {c.name: c.catalog for c in load_cards().cards.values()}
    vampires = ["Dominica", "Sakhar", "Seraphina", "Lenelle, Mambo of Birmingham", "Aniel"]
    library = ["Pit of Contemplation", "Codex of the Edenic Groundskeepers", "Ivory Bow"]
    for seat in range(len(state.seats)):
        card = state.cards[state.seat_zone(seat, "uncontrolled").cards[0]]
        card.catalog = by_name[vampires[seat]]
        move_card(state, card, state.zones[zone(seat, READY)], face_up=True)
        card.counters = {"blood": 4}
        for i, card_id in enumerate(state.zones[zone(seat, LIBRARY)].cards[:15]):
            state.cards[card_id].catalog = by_name[library[i % 3]]
    r = rules(state)
    r["tokens"] = tokens.table_tokens(state)
    r["total"] = r["tokens"] + r["bank"]
    own = 0
    for _ in range(8000):
        seat = decider(state).seat
        if seat is None:
            break
        cmd = bot_move(state, seat, state.seats[seat].bot or "random")
        assert cmd is not None
        own += isinstance(cmd, K.Act) and cmd.card is None and cmd.mode >= 1
        result = session.submit(cmd)
        assert result.ok, result.reason.english()
        state = session.state
    assert rules(state)["phase"] == "over"
    assert own > 0


def test_the_dock_words_these_actions_from_a_seats_view_as_from_the_table(table):
    """A LAN client words its choices from its own View: the same words as the host's."""
    t = table
    bearer, _ = _codex_bearer(t)
    seraphina = t.vampire(0, 3, "Seraphina")
    t.to_phase(MINION)
    view = view_for(t.state, 0, t.module)
    offers = _own(t, 0, bearer) + _own(t, 0, seraphina)
    assert len(offers) == 3
    for cmd in offers:
        words = t.module.describe_command(cmd, view, 0, "en").english()
        assert words == dock(t, cmd, 0) and "takes an action" not in words


def test_saulots_healing_touch_goes_on_a_salubri_with_no_archetype(table):
    t = table
    salubri = t.vampire(0, 3, "Abaddon")
    t.vampire(0, 3, _named(t, "Toreador", 4)[0])  # not a Salubri: not offered
    t.to_phase(MASTER)
    touch = t.in_hand(0, "Saulot's Healing Touch")
    offers = [c for c in legal_commands(t.state, 0) if isinstance(c, K.PlayMaster)]
    assert {c.on for c in offers if c.card == touch.id} == {salubri.id}
    _on(t, "Perfectionist", salubri)
    offers = [c for c in legal_commands(t.state, 0) if isinstance(c, K.PlayMaster)]
    assert [c for c in offers if c.card == touch.id] == []
