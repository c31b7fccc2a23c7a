"""Group "library" of the third wave: hand size as a number the engine keeps (Elder
Library, Dreams of the Sphinx, Visit from the Capuchin), and the cards that move cards
between the hand, the library and the ash heap."""

from __future__ import annotations

from vtt.core.table import move_card
from vtt.games.vtes.layout import ASH_HEAP, EDGE, READY, zone
from vtt.games.vtes.rules import commands as K
from vtt.games.vtes.rules import hand_size
from vtt.games.vtes.rules.data import DISCARD, MASTER, UNLOCK
from vtt.games.vtes.rules.legal import legal_commands
from vtt.games.vtes.rules.stages import decider

from .conftest import dock


def _hand(t, seat: int = 0) -> list[int]:
    return list(t.state.seat_zone(seat, "hand").cards)


def _library(t, seat: int = 0) -> list[int]:
    return list(t.state.seat_zone(seat, "deck").cards)


def _masters(t, seat: int, card) -> list[K.PlayMaster]:
    return [
        c
        for c in legal_commands(t.state, seat)
        if isinstance(c, K.PlayMaster) and c.card == card.id
    ]


def _kept(t, name: str, seat: int = 0):
    """``seat`` plays the master ``name`` in its master phase, the one way offered;
    returns the card and the pool it cost."""
    t.to_phase(MASTER)
    card = t.in_hand(seat, name)
    before = t.pool(seat)
    offers = _masters(t, seat, card)
    assert len(offers) == 1, offers
    t.ok(offers[0])
    return card, before - t.pool(seat)


def _uses(t, seat: int, card) -> list[K.UseCard]:
    return [
        c for c in legal_commands(t.state, seat) if isinstance(c, K.UseCard) and c.card == card.id
    ]


def _end_turn(t, seat: int = 0):
    t.to_phase(DISCARD, seat)
    t.ok(K.NextPhase(seat=seat))


# -- Elder Library: +1 hand size -------------------------------------------------------------


def test_elder_library_raises_the_hand_size_and_the_hand_draws_at_once(table, spanish):
    t = table
    library = len(_library(t))
    card, paid = _kept(t, "Elder Library")
    assert paid == int(t.by_name("Elder Library").pool_cost or 0)
    assert card.zone == zone(0, READY)
    assert hand_size.size(t.state, 0) == 8
    assert len(_hand(t)) == 8  # the replacement and the card the larger size draws
    assert len(_library(t)) == library - 2
    assert hand_size.size(t.state, 1) == 7  # another Methuselah's size is its own
    play = K.PlayMaster(seat=0, card=t.in_hand(0, "Elder Library").id, keep=True)
    assert dock(t, play, 0) == "Play Elder Library: keep it in play (location). +1 hand size."
    assert dock(t, play, 0, "es").endswith("(localización). +1 a la mano.")


def test_elder_library_gone_from_play_leaves_a_discard_owed(table, spanish):
    t = table
    card, _ = _kept(t, "Elder Library")
    # burned by another card's effect: here, moved to the ash heap directly
    move_card(t.state, card, t.state.zones[zone(0, ASH_HEAP)], face_up=True)
    t.ok(K.NextPhase(seat=0))  # the next command sees the smaller size
    assert hand_size.size(t.state, 0) == 7 and hand_size.owed(t.state, 0) == 1
    assert decider(t.state) == (0, "hand")
    assert t.waits_for["text"] == "Choose the cards your hand owes (hand size)."
    offers = legal_commands(t.state, 0)
    assert {type(c) for c in offers} >= {K.HandDown} and len(
        [c for c in offers if isinstance(c, K.HandDown)]
    ) == 8
    why = t.refused(K.NextPhase(seat=0))
    assert why
    first = offers[0]
    assert dock(t, first, 0).startswith("Discard ") and dock(t, first, 0).endswith(
        " down to your hand size"
    )
    assert dock(t, first, 0, "es").startswith("Descartar ")
    t.ok(first)
    assert len(_hand(t)) == 7 and hand_size.owed(t.state, 0) == 0
    assert decider(t.state).stage != "hand"
    assert t.refused(K.HandDown(seat=0, card=_hand(t)[0])) == "You owe no cards from your hand."


# -- Dreams of the Sphinx ----------------------------------------------------------------


DREAMS = "Dreams of the Sphinx"


def test_dreams_of_the_sphinx_gives_2_hand_size_until_the_end_of_the_turn(table, spanish):
    t = table
    dreams, paid = _kept(t, DREAMS)
    assert paid == int(t.by_name(DREAMS).pool_cost or 0)
    uses = _uses(t, 0, dreams)
    modes = sorted({u.mode for u in uses})
    assert 0 in modes and 1 not in modes  # no Edge pool outside its own unlock phase
    size = next(u for u in uses if u.mode == 0)
    assert dock(t, size, 0) == (
        f"Use {DREAMS}: lock {DREAMS}; +2 hand size until the end of the turn;"
        f" a counter on {DREAMS} (1 of 3)"
    )
    assert dock(t, size, 0, "es").startswith("Usar ")
    t.ok(size)
    assert dreams.locked and dreams.counters["counter"] == 1
    assert hand_size.size(t.state, 0) == 9 and len(_hand(t)) == 9
    assert t.refused(size) == f"{DREAMS} is locked."
    _end_turn(t)  # the bonus ends with the turn: 2 cards to discard, chosen by seat 0
    assert hand_size.size(t.state, 0) == 7 and hand_size.owed(t.state, 0) == 2
    assert decider(t.state) == (0, "hand")
    for _ in range(2):
        t.ok(next(c for c in legal_commands(t.state, 0) if isinstance(c, K.HandDown)))
    assert len(_hand(t)) == 7 and decider(t.state) == (1, UNLOCK)


def test_dreams_of_the_sphinx_edge_pool_blood_and_burned_at_3_counters(table):
    t = table
    dreams, _ = _kept(t, DREAMS)
    uncontrolled = t.state.seat_zone(0, "uncontrolled").cards[0]
    blood = next(u for u in _uses(t, 0, dreams) if u.mode == 2 and u.target_card == uncontrolled)
    before = t.state.cards[uncontrolled].counters.get("blood", 0)
    t.ok(blood)
    assert t.state.cards[uncontrolled].counters.get("blood", 0) == before + 1
    assert _uses(t, 0, dreams) == []  # locked
    for seat in range(4):
        _end_turn(t, seat)
    assert t.rules["phase"] == UNLOCK and t.state.turn.active == 0
    assert not any(u.mode == 1 for u in _uses(t, 0, dreams))  # without the Edge
    t.state.tokens[EDGE].holder = 0
    edge = next(u for u in _uses(t, 0, dreams) if u.mode == 1)
    pool = t.pool(0)
    t.ok(edge)
    assert t.pool(0) == pool + 1 and dreams.counters["counter"] == 2
    for seat in range(4):
        _end_turn(t, seat)
    t.ok(next(u for u in _uses(t, 0, dreams) if u.mode == 0))
    assert dreams.zone == zone(0, ASH_HEAP)  # the third counter burns it, after the +2
    assert len(_hand(t)) == 9


# -- Visit from the Capuchin ---------------------------------------------------------------

CAPUCHIN = "Visit from the Capuchin"


def test_visit_from_the_capuchin_counters_stand_for_replacements(table, spanish):
    t = table
    library = len(_library(t))
    visit, paid = _kept(t, CAPUCHIN)
    assert paid == int(t.by_name(CAPUCHIN).pool_cost or 0)
    assert visit.counters["counter"] == 4
    assert hand_size.size(t.state, 0) == 11 and len(_hand(t)) == 11
    assert len(_library(t)) == library - 5  # its own replacement, then 4 for the size
    t.to_phase(DISCARD)
    t.ok(K.Discard(seat=0, card=_hand(t)[0]))  # the replacement is a counter instead
    assert visit.counters["counter"] == 3 and len(_hand(t)) == 10
    assert len(_library(t)) == library - 5
    assert hand_size.size(t.state, 0) == 10
    for left in (2, 1, 0):
        t.rules["discards"] = 1
        t.ok(K.Discard(seat=0, card=_hand(t)[0]))
        assert visit.counters.get("counter", 0) == left
    assert visit.zone == zone(0, ASH_HEAP) and len(_hand(t)) == 7
    t.rules["discards"] = 1
    t.ok(K.Discard(seat=0, card=_hand(t)[0]))  # replaced again as usual
    assert len(_hand(t)) == 7 and len(_library(t)) == library - 6
