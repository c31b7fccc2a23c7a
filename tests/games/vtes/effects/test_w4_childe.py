"""Childe of the Revolution (``effects/kinds/childe.py``): the action card that becomes a
capacity-1 Anarch vampire of the acting vampire's clan, must hunt, and may take a
Discipline master card from the library (seen by its Methuselah alone), hand or ash heap."""

from __future__ import annotations

import pytest

from vtt.core.table import move_card
from vtt.core.views import events_for, view_for
from vtt.games.vtes.layout import ASH_HEAP, LIBRARY, READY, zone
from vtt.games.vtes.rules import cardinfo as ci
from vtt.games.vtes.rules import commands as K
from vtt.games.vtes.rules import tokens
from vtt.games.vtes.rules.bots import new_bot_game
from vtt.games.vtes.rules.data import MASTER, MINION, rules
from vtt.games.vtes.rules.effects.catalog import load
from vtt.games.vtes.rules.legal import legal_commands
from vtt.games.vtes.rules.stages import decider
from vtt.ui.log_text import event_sentences

from .conftest import dock

CHILDE = "Childe of the Revolution"
#: a non-sterile Brujah baron
BARON = "Aline Gädeke"


def _plays(t, seat, card):
    return [c for c in legal_commands(t.state, seat) if isinstance(c, K.Act) and c.card == card.id]


def _uses(t, seat, card):
    found = [c for c in legal_commands(t.state, seat) if isinstance(c, K.UseCard)]
    return [c for c in found if c.card == card.id]


def _childe_acts(t, blood=4):
    """The baron plays the Childe; nobody blocks; the events of its resolution."""
    baron = t.vampire(0, blood, BARON)
    childe = t.in_hand(0, CHILDE)
    t.to_phase(MINION)
    [cmd] = _plays(t, 0, childe)
    t.ok(cmd)
    assert t.rules["action"]["stealth"] == 1
    events = []
    while t.rules["action"] is not None:
        events += t.ok(K.Pass(seat=decider(t.state).seat)).events
    return baron, t.state.cards[childe.id], events


def test_the_card_is_automated_and_checked(table):
    entry = load()[table.by_name(CHILDE).catalog]
    assert entry.automated and entry.checked


def test_it_becomes_a_capacity_one_anarch_vampire_of_the_acting_clan_that_must_hunt(table):
    t = table
    baron, childe, events = _childe_acts(t)
    said = event_sentences(events_for(events, 2), view_for(t.state, 2, t.module), t.module)
    assert (
        "Childe of the Revolution becomes a capacity 1 Anarch vampire of the Brujah clan." in said
    )
    assert t.state.cards[baron.id].counters["blood"] == 3  # the card costs 1 blood
    assert childe.zone == zone(0, READY) and childe.face_up and childe.controller == 0
    rec = ci.record(childe)
    assert ci.is_vampire(childe) and ci.is_minion(childe)
    assert (rec.clan, rec.sect, ci.capacity(childe), rec.title) == ("Brujah", "Anarch", 1, "")
    assert ci.unique_name(childe) is None  # non-unique
    assert childe.counters.get("blood", 0) == 0  # it enters with no blood
    # it must hunt: before the baron's other minions act, and before the phase ends
    assert t.waits_for["key"] == "hunt"
    acts = [c for c in legal_commands(t.state, 0) if isinstance(c, K.Act)]
    assert acts and {(c.minion, c.kind) for c in acts} == {(childe.id, K.HUNT)}
    assert t.refused(K.NextPhase(seat=0)) == (
        "Childe of the Revolution has no blood and must hunt before the phase ends."
    )
    [hunt] = acts
    t.ok(hunt)
    # the hunt is an action like any vampire's: the prey may block it with a ready vampire
    blocker = t.vampire(1, 3)
    t.pass_to(1)
    assert any(
        isinstance(c, K.Block) and c.minion == blocker.id for c in legal_commands(t.state, 1)
    )
    while t.rules["action"] is not None:
        t.ok(K.Pass(seat=decider(t.state).seat))
    childe = t.state.cards[childe.id]
    assert childe.counters.get("blood") == 1 and childe.locked  # up to its capacity 1


def test_it_bleeds_as_a_vampire_on_its_next_turn(table):
    t = table
    _, childe, _ = _childe_acts(t)
    childe.counters["blood"] = 1  # fed
    t.rebook()
    assert any(
        isinstance(c, K.Act) and c.minion == childe.id and c.kind == K.BLEED
        for c in legal_commands(t.state, 0)
    )


def test_it_is_a_library_card_again_once_out_of_play(table):
    t = table
    _, childe, _ = _childe_acts(t)
    move_card(t.state, childe, t.state.zones[zone(0, ASH_HEAP)], face_up=True)
    assert childe.counters == {} and not ci.is_vampire(childe) and ci.capacity(childe) == 0
    assert ci.types(childe) == ("Action",)


def test_the_library_search_is_seen_by_its_methuselah_alone_and_puts_a_master_on_it(table, spanish):
    t = table
    library = t.state.zones[zone(0, LIBRARY)]
    potence = t.state.cards[library.cards[5]]
    potence.catalog = t.by_name("Potence").catalog
    _, childe, events = _childe_acts(t)
    assert potence.catalog in repr(events_for(events, 0))  # the searcher sees what it may find
    for seat in (1, 2, 3):
        assert potence.catalog not in repr(events_for(events, seat))  # nobody else does
    theirs = view_for(t.state, 1, t.module).zones[zone(0, LIBRARY)].cards
    assert potence.catalog not in [getattr(c, "catalog", None) for c in theirs]
    put = next(u for u in _uses(t, 0, childe) if u.target_card == potence.id)
    assert dock(t, put, 0) == (
        "Use Childe of the Revolution: put Potence on Childe of the Revolution;"
        " shuffle your library"
    )
    assert dock(t, put, 0, "es") == (
        "Usar Childe of the Revolution: pon Potence sobre Childe of the Revolution;"
        " baraja tu biblioteca"
    )
    result = t.ok(put)
    said = event_sentences(events_for(result.events, 2), view_for(t.state, 2, t.module), t.module)
    assert "Como dice Childe of the Revolution: A pone Potence sobre él." in said
    potence, childe = t.state.cards[potence.id], t.state.cards[childe.id]
    assert potence.attached_to == childe.id and potence.zone == childe.zone and potence.face_up
    assert ci.disciplines_now(t.state, childe) == {"pot"}
    assert ci.capacity_now(t.state, childe) == 2
    cards = [t.state.cards[c] for c in t.state.zones[zone(0, LIBRARY)].cards]
    assert all(c.known_to == [] for c in cards)  # shuffled: nobody knows any of them
    assert t.rules.get("ow_pending") is None and _uses(t, 0, childe) == []


def test_a_master_from_the_hand_or_the_ash_heap_or_none(table):
    t = table
    in_hand = t.in_hand(0, "Potence", index=-1)
    heap = t.state.zones[zone(0, ASH_HEAP)]
    burned = t.in_hand(0, "Potence", index=-2)
    move_card(t.state, burned, heap, face_up=True)
    not_a_master = t.in_hand(0, "Blood Doll", index=-2)
    _, childe, _ = _childe_acts(t)
    aims = {u.target_card for u in _uses(t, 0, childe)}
    assert {in_hand.id, burned.id, None} <= aims and not_a_master.id not in aims
    held = len(t.state.zones[zone(0, "hand")].cards)
    t.ok(next(u for u in _uses(t, 0, childe) if u.target_card == in_hand.id))
    assert in_hand.attached_to == childe.id
    assert len(t.state.zones[zone(0, "hand")].cards) == held - 1  # no draw: it is not played
    assert burned.zone == heap.id


def test_finding_nothing_shuffles_and_ends_the_search(table, spanish):
    t = table
    _, childe, _ = _childe_acts(t)
    [nothing] = [u for u in _uses(t, 0, childe) if u.target_card is None]
    assert dock(t, nothing, 0) == "Use Childe of the Revolution: find nothing; shuffle your library"
    t.ok(nothing)
    assert t.rules.get("ow_pending") is None and _uses(t, 0, childe) == []


def test_the_play_words_in_english_and_spanish(table, spanish):
    t = table
    t.vampire(0, 4, BARON)
    childe = t.in_hand(0, CHILDE)
    t.to_phase(MINION)
    [cmd] = _plays(t, 0, childe)
    assert dock(t, cmd, 0) == (
        "Aline Gädeke plays Childe of the Revolution: +1 stealth action; put this card in play:"
        " a capacity 1 Anarch vampire of the Brujah clan, with no blood (it must hunt); you may"
        " search your library (shuffle afterward), hand and ash heap for a Discipline master"
        " card to put on the new vampire"
    )
    spoken = dock(t, cmd, 0, "es")
    assert "pon esta carta en juego: un vampiro anarquista de capacidad 1 del clan Brujah" in (
        spoken
    )
    assert "montón de ceniza una carta heril de Disciplina" in spoken


def test_only_a_baron_plays_it(table):
    t = table
    other = t.vampire(0, 4, "Theo Bell")
    childe = t.in_hand(0, CHILDE)
    t.to_phase(MINION)
    assert _plays(t, 0, childe) == []
    why = t.refused(K.Act(seat=0, minion=other.id, kind=K.ACTION, card=childe.id))
    assert why == "Childe of the Revolution requires a baron; Theo Bell is not."


def test_not_outside_the_minion_phase_nor_by_a_baron_without_blood(table):
    t = table
    baron = t.vampire(0, 1, BARON)
    childe = t.in_hand(0, CHILDE)
    t.to_phase(MASTER)
    why = t.refused(K.Act(seat=0, minion=baron.id, kind=K.ACTION, card=childe.id))
    assert why == "Minions act only in their controller's minion phase."
    t.to_phase(MINION)
    t.state.cards[baron.id].counters.pop("blood")
    t.rebook()
    assert _plays(t, 0, childe) == []  # the blood it costs: a baron with none hunts first
    why = t.refused(K.Act(seat=0, minion=baron.id, kind=K.ACTION, card=childe.id))
    assert why == "Aline Gädeke has no blood and must hunt before any other action."
    assert t.state.cards[childe.id].zone == zone(0, "hand")


@pytest.mark.parametrize("seed", [5, 13])
def test_bots_play_it_with_the_invariants_on(seed):
    from vtt.games.vtes.cards import load_cards
    from vtt.games.vtes.rules.bots import bot_move

    session = new_bot_game(seed, rounds=8, debug_invariants=True, levels=("heuristic",) * 4)
    state = session.state
    by_name = {c.name: c.catalog for c in load_cards().cards.values()}
    library = [CHILDE, "Potence", CHILDE]
    for seat in range(len(state.seats)):
        card = state.cards[state.seat_zone(seat, "uncontrolled").cards[0]]
        card.catalog = by_name[BARON]
        move_card(state, card, state.zones[zone(seat, READY)], face_up=True)
        card.counters = {"blood": 6}
        for i, card_id in enumerate(state.zones[zone(seat, LIBRARY)].cards[:15]):
            state.cards[card_id].catalog = by_name[library[i % 3]]
        for i, card_id in enumerate(state.seat_zone(seat, "hand").cards[:3]):
            state.cards[card_id].catalog = by_name[library[i % 3]]
    r = rules(state)
    r["tokens"] = tokens.table_tokens(state)
    r["total"] = r["tokens"] + r["bank"]
    became = hunted = 0
    for _ in range(8000):
        seat = decider(state).seat
        if seat is None:
            break
        cmd = bot_move(state, seat, state.seats[seat].bot or "random")
        assert cmd is not None
        if isinstance(cmd, K.Act) and cmd.kind == K.HUNT:
            hunted += ci.became_vampire(state.cards[cmd.minion])
        result = session.submit(cmd)
        assert result.ok, result.reason.english()
        state = session.state
        became = max(became, sum(ci.became_vampire(c) for c in state.cards.values()))
    assert rules(state)["phase"] == "over"
    assert became > 0 and hunted > 0
