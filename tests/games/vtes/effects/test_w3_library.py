"""Group "library" of the third wave: hand size as a number the engine keeps (Elder
Library, Dreams of the Sphinx, Visit from the Capuchin), and the cards that move cards
between the hand, the library and the ash heap."""

from __future__ import annotations

import pytest

from vtt.core.table import move_card
from vtt.core.views import events_for, view_for
from vtt.games.vtes.layout import ASH_HEAP, EDGE, READY, zone
from vtt.games.vtes.rules import commands as K
from vtt.games.vtes.rules import hand, hand_size
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
    assert t.waits_for["text"] == "Choose the cards your hand size or a card's text asks you for."
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


# -- Heart of Nizchetus: draw up to 3, then as many to the library's bottom ------------------

HEART = "Heart of Nizchetus"


def _put_on(t, seat, minion, name):
    """``name`` in play on ``minion``, arranged."""
    card = t.in_hand(seat, name, index=-1)
    move_card(t.state, card, t.state.zones[zone(seat, READY)], face_up=True)
    card.attached_to = minion.id
    hand.draw_from_library(t.state, seat, [])  # the hand stays full
    t.rebook()
    return card


def _next_own_turn(t):
    for seat in range(4):
        _end_turn(t, seat)
    assert t.rules["phase"] == UNLOCK and t.state.turn.active == 0


def test_heart_of_nizchetus_draws_then_puts_as_many_on_the_librarys_bottom(table, spanish):
    t = table
    bearer = t.vampire(0, 3)
    heart = _put_on(t, 0, bearer, HEART)
    t.to_phase(MASTER)
    assert _uses(t, 0, heart) == []  # only in its controller's unlock phase
    _next_own_turn(t)
    uses = _uses(t, 0, heart)
    assert sorted(u.mode for u in uses) == [0, 1, 2]
    three = next(u for u in uses if u.mode == 2)
    assert dock(t, three, 0) == (
        f"Use {HEART}: draw 3 cards, then put 3 cards of your hand on the bottom of your library"
    )
    assert dock(t, three, 0, "es").startswith("Usar ")
    hand_before, library_before = _hand(t), _library(t)
    t.ok(three)
    drawn = [c for c in _hand(t) if c not in hand_before]
    assert len(drawn) == 3 and len(_hand(t)) == 10
    assert hand_size.owed(t.state, 0) == 3 and decider(t.state) == (0, "hand")
    downs = [c for c in legal_commands(t.state, 0) if isinstance(c, K.HandDown)]
    assert len(downs) == 10
    assert dock(t, downs[0], 0).startswith("Put ") and dock(t, downs[0], 0).endswith(
        " on the bottom of your library"
    )
    assert dock(t, downs[0], 0, "es").startswith("Poner ")
    result = t.ok(downs[0])
    seen = [e for e in events_for(result.events, 1) if getattr(e, "dst", None)]
    assert seen and all(getattr(e, "catalog", None) is None for e in seen)  # hidden from others
    for _ in range(2):
        t.ok(next(c for c in legal_commands(t.state, 0) if isinstance(c, K.HandDown)))
    assert len(_hand(t)) == 7 and len(_library(t)) == len(library_before)
    assert decider(t.state) == (0, UNLOCK)
    assert _uses(t, 0, heart) == []  # once each turn
    assert t.refused(three) == f"{HEART} has been used as often as it may be now."


def test_heart_of_nizchetus_needs_a_ready_bearer(table):
    t = table
    bearer = t.vampire(0, 3)
    heart = _put_on(t, 0, bearer, HEART)
    _next_own_turn(t)
    move_card(t.state, bearer, t.state.seat_zone(0, "torpor"), face_up=True)
    heart.attached_to = bearer.id
    assert _uses(t, 0, heart) == []
    why = t.refused(K.UseCard(seat=0, card=heart.id, mode=0))
    assert why == "The card's own condition is not met now."


# -- Garibaldi-Meucci Museum ---------------------------------------------------------------

MUSEUM = "Garibaldi-Meucci Museum"


def _anarchs(t) -> list[str]:
    """Names of plain Anarch vampires with room for blood."""
    return [
        c.name
        for c in t.module_db().cards.values()
        if c.kind == "crypt" and not c.advanced and c.sect == "Anarch" and (c.capacity or 0) >= 5
    ]


def test_garibaldi_meucci_museum_exchanges_a_hand_card_for_an_anarch_card(table, spanish):
    t = table
    museum, _ = _kept(t, MUSEUM)
    ash = t.state.zones[zone(0, ASH_HEAP)]
    wanted = t.in_hand(0, "Eat the Rich", 0)  # requires an Anarch
    plain = t.in_hand(0, "Wider View", 1)
    for card in (wanted, plain):
        move_card(t.state, card, ash, face_up=True)
        hand.draw(t.state, 0, [])  # the hand stays full
    assert _uses(t, 0, museum) == []  # not in the master phase
    _next_own_turn(t)
    uses = _uses(t, 0, museum)
    assert [u.target_card for u in uses] == [wanted.id]  # not the card requiring no Anarch
    use = uses[0]
    assert dock(t, use, 0) == (
        f"Use {MUSEUM}: lock {MUSEUM}; burn 1 pool; take Eat the Rich from your ash heap into"
        " your hand, then discard a card"
    )
    assert dock(t, use, 0, "es").startswith("Usar ")
    pool = t.pool(0)
    t.ok(use)
    assert museum.locked and t.pool(0) == pool - 1 and wanted.id in _hand(t)
    assert decider(t.state) == (0, "hand")
    down = next(c for c in legal_commands(t.state, 0) if isinstance(c, K.HandDown))
    assert dock(t, down, 0).endswith(" from your hand in your ash heap")
    t.ok(down)
    assert len(_hand(t)) == 7 and down.card in ash.cards
    assert t.refused(use) == f"{MUSEUM} is locked."


def test_garibaldi_meucci_museum_ends_a_combat_between_anarchs(table, spanish):
    t = table
    museum, _ = _kept(t, MUSEUM)
    t.to_phase("minion")
    first, second = _anarchs(t)[:2]
    hunter, blocker = t.vampire(0, 3, first), t.vampire(1, 3, second)
    t.ok(K.Act(seat=0, minion=hunter.id, kind=K.HUNT))
    t.pass_to(1)
    t.ok(K.Block(seat=1, minion=blocker.id))
    t.ok(K.Pass(seat=0))
    t.ok(K.Modify(seat=1, what=K.INTERCEPT, delta=1, card=t.given(1, "Spirit's Touch")))
    t.pass_round()
    assert t.rules["combat"]["stage"] == "range" and decider(t.state).seat == 0
    end = next(u for u in _uses(t, 0, museum) if u.mode == 1)
    assert dock(t, end, 0) == f"Use {MUSEUM}: lock {MUSEUM}; end the combat"
    assert dock(t, end, 0, "es").startswith("Usar ")
    t.ok(end)
    assert t.rules["combat"] is None and museum.locked


def test_garibaldi_meucci_museum_leaves_other_combats_alone(table):
    t = table
    museum, _ = _kept(t, MUSEUM)
    t.to_phase("minion")
    hunter = t.vampire(0, 3, _anarchs(t)[0])
    blocker = t.vampire(1, 3, "Sully")  # not an Anarch
    t.ok(K.Act(seat=0, minion=hunter.id, kind=K.HUNT))
    t.pass_to(1)
    t.ok(K.Block(seat=1, minion=blocker.id))
    t.ok(K.Pass(seat=0))
    t.ok(K.Modify(seat=1, what=K.INTERCEPT, delta=1, card=t.given(1, "Spirit's Touch")))
    t.pass_round()
    assert t.rules["combat"]["stage"] == "range"
    assert _uses(t, 0, museum) == []
    why = t.refused(K.UseCard(seat=0, card=museum.id, mode=1))
    assert why == "The card's own condition is not met now."


# -- Powerbase: Los Angeles ------------------------------------------------------------------

LA = "Powerbase: Los Angeles"


def test_powerbase_los_angeles_extra_discard_and_anarch_unlock(table, spanish):
    t = table
    la, _ = _kept(t, LA)
    anarch = t.vampire(0, 3, _anarchs(t)[0])
    anarch.locked = True
    assert _uses(t, 0, la) == []  # only in its controller's discard phase
    t.to_phase(DISCARD)
    extra = _uses(t, 0, la)
    assert [u.mode for u in extra] == [0]
    assert dock(t, extra[0], 0) == f"Use {LA}: lock {LA}; +1 discard phase action"
    assert dock(t, extra[0], 0, "es").startswith("Usar ")
    t.ok(extra[0])
    assert t.rules["discards"] == 2 and la.locked
    t.ok(K.Discard(seat=0, card=t.in_hand(0, "Wider View").id))  # not an Anarch's card
    assert _uses(t, 0, la) == []
    t.ok(K.Discard(seat=0, card=t.in_hand(0, "Eat the Rich").id))
    unlock = _uses(t, 0, la)
    assert [(u.mode, u.target_card) for u in unlock] == [(1, anarch.id)]
    assert dock(t, unlock[0], 0) == f"Use {LA}: unlock {anarch_name(t, anarch)}"
    t.ok(unlock[0])
    assert not anarch.locked and _uses(t, 0, la) == []


def anarch_name(t, card) -> str:
    return next(c.name for c in t.module_db().cards.values() if c.catalog == card.catalog)


def test_powerbase_los_angeles_is_stolen_by_another_methuselahs_anarch(table):
    t = table
    la, _ = _kept(t, LA)
    thief = t.vampire(1, 3, _anarchs(t)[0])
    other = t.vampire(1, 3, "Sully")
    _end_turn(t)
    t.to_phase("minion", 1)
    acts = [
        c for c in legal_commands(t.state, 1) if isinstance(c, K.Act) and c.target_card == la.id
    ]
    assert [c.minion for c in acts] == [thief.id]  # an Anarch only
    assert t.refused(K.Act(seat=1, minion=other.id, kind=K.ACTION, target_card=la.id))
    t.ok(acts[0])
    t.pass_round()
    t.pass_round()
    assert t.state.cards[la.id].controller == 1


# -- The Rack ----------------------------------------------------------------------------------

RACK = "The Rack"


def test_the_rack_chooses_a_vampire_that_gains_2_blood_in_the_unlock_phase(table, spanish):
    t = table
    vampire = t.vampire(0, 1, "Sully")
    t.to_phase(MASTER)
    rack = t.in_hand(0, RACK)
    offers = _masters(t, 0, rack)
    assert [o.target_card for o in offers] == [vampire.id]
    assert dock(t, offers[0], 0) == f"Play {RACK}: keep it in play (location). choose Sully"
    assert dock(t, offers[0], 0, "es").startswith("Jugar ")
    t.ok(offers[0])
    assert _uses(t, 0, rack) == []  # the blood waits for the unlock phase
    _next_own_turn(t)
    gain = _uses(t, 0, rack)
    assert [u.mode for u in gain] == [0]
    assert dock(t, gain[0], 0) == f"Use {RACK}: Sully gains 2 blood"
    t.ok(gain[0])
    assert t.state.cards[vampire.id].counters["blood"] == 3
    assert _uses(t, 0, rack) == []  # once each turn


def test_the_rack_stolen_its_new_controller_chooses(table):
    t = table
    vampire = t.vampire(0, 1, "Sully")
    t.to_phase(MASTER)
    rack = t.in_hand(0, RACK)
    t.ok(_masters(t, 0, rack)[0])
    thief = t.vampire(1, 3)
    _end_turn(t)
    t.to_phase("minion", 1)
    steal = next(
        c for c in legal_commands(t.state, 1) if isinstance(c, K.Act) and c.target_card == rack.id
    )
    t.ok(steal)
    t.pass_round()
    t.pass_round()
    assert t.state.cards[rack.id].controller == 1
    choose = _uses(t, 1, rack)
    assert [(u.mode, u.target_card) for u in choose] == [(1, thief.id)]
    t.ok(choose[0])
    assert _uses(t, 1, rack) == []
    assert vampire.counters["blood"] == 1


# -- Magic of the Smith: a search of the library for an equipment card -----------------------

SMITH = "Magic of the Smith"


def _library_with(t, seat: int, names: list[str]) -> list:
    """Cards of ``seat``'s library below its top few turned into ``names`` (the others no
    equipment: the replacements drawn meanwhile stay out of the search)."""
    cards = [t.state.cards[c] for c in _library(t, seat)]
    for card in cards:
        if "Equipment" in t.by_name(t.module.card_name(card.catalog, "en")).types:
            card.catalog = t.by_name("Wider View").catalog
    for card, name in zip(cards[5:], names, strict=False):
        card.catalog = t.by_name(name).catalog
    return cards[5 : 5 + len(names)]


@pytest.mark.parametrize(("superior", "stealth"), [(False, 1), (True, 3)])
def test_magic_of_the_smith_equips_the_vampire_from_the_library(table, spanish, superior, stealth):
    t = table
    t.to_phase("minion")
    smith_user = t.vampire(0, 4, "Lloyd Brooks")
    magnum, vest = _library_with(t, 0, [".44 Magnum", "Kevlar Vest"])
    card = t.in_hand(0, SMITH)
    act = K.Act(seat=0, minion=smith_user.id, kind=K.ACTION, card=card.id, superior=superior)
    offered = [c for c in legal_commands(t.state, 0) if c == act]
    assert offered == [act]
    words = (
        "+{} stealth action; search your library for an equipment card to equip Lloyd Brooks with"
    )
    assert words.format(stealth) in dock(t, act, 0)
    assert dock(t, act, 0, "es") != dock(t, act, 0)
    t.ok(act)
    assert t.rules["action"]["stealth"] == stealth
    pool = t.pool(0)
    while t.rules["action"] is not None:
        t.ok(K.Pass(seat=decider(t.state).seat))
    assert t.state.cards[smith_user.id].counters["blood"] == 3  # Magic of the Smith's cost
    assert decider(t.state) == (0, "hand")
    offers = [c for c in legal_commands(t.state, 0) if isinstance(c, K.SearchLibrary)]
    assert [c.catalog for c in offers] == [magnum.catalog, vest.catalog, ""]
    assert dock(t, offers[0], 0) == "Equip Lloyd Brooks with .44 Magnum from your library"
    assert dock(t, offers[-1], 0) == "Find no equipment (the library is shuffled)"
    assert dock(t, offers[0], 0, "es").startswith("Equipar ")
    result = t.ok(offers[0])
    gun = next(c for c in t.state.cards.values() if c.attached_to == smith_user.id)
    assert gun.catalog == magnum.catalog and t.pool(0) == pool - 2  # the gun's cost
    assert any(type(e).__name__ == "Shuffled" for e in result.events)
    assert decider(t.state) == (0, "minion")


def test_magic_of_the_smith_offers_only_what_the_vampire_can_pay_for(table):
    t = table
    t.to_phase("minion")
    smith_user = t.vampire(0, 4, "Lloyd Brooks")
    _library_with(t, 0, [".44 Magnum", "Kevlar Vest"])
    t.ok(K.Act(seat=0, minion=smith_user.id, kind=K.ACTION, card=t.in_hand(0, SMITH).id))
    while t.rules["action"] is not None:
        t.ok(K.Pass(seat=decider(t.state).seat))
    t.set_pool(0, 1)
    offers = [c for c in legal_commands(t.state, 0) if isinstance(c, K.SearchLibrary)]
    assert [c.catalog for c in offers] == [t.by_name("Kevlar Vest").catalog, ""]
    why = t.refused(K.SearchLibrary(seat=0, catalog=t.by_name(".44 Magnum").catalog))
    assert why == "Lloyd Brooks cannot pay for .44 Magnum."
    t.ok(offers[-1])
    assert not any(c.attached_to == smith_user.id for c in t.state.cards.values())
    assert t.refused(offers[-1]) == "You have no library to search now."


def test_magic_of_the_smith_needs_thaumaturgy(table):
    t = table
    t.to_phase("minion")
    sully = t.vampire(0, 4, "Sully")
    card = t.in_hand(0, SMITH)
    assert not [c for c in legal_commands(t.state, 0) if isinstance(c, K.Act) and c.card == card.id]
    assert t.refused(K.Act(seat=0, minion=sully.id, kind=K.ACTION, card=card.id))


# -- bots play the cards, the invariants on (the hand size among them) ------------------------

GROUP = [
    "Shilmulo Tarot",
    "Elder Library",
    DREAMS,
    CAPUCHIN,
    HEART,
    MUSEUM,
    LA,
    RACK,
    SMITH,
    "Eat the Rich",  # an Anarch's card for the museum and Los Angeles
]


def test_bots_play_the_cards_of_the_group_with_the_invariants_on():
    from vtt.games.vtes.cards import load_cards

    db = load_cards()
    catalogs = [next(c.catalog for c in db.cards.values() if c.name == n) for n in GROUP]
    ravnos = [
        c.catalog
        for c in db.cards.values()
        if c.kind == "crypt" and c.clan == "Ravnos" and not c.advanced and (c.capacity or 0) >= 3
    ]
    used: set[str] = set()
    for seed in (3, 4):
        used |= _bot_game_with(seed, catalogs, ravnos)
    assert {"HandDown", "UseCard", "DrawFrom"} <= used


def _bot_game_with(seed: int, catalogs: list[str], ravnos: list[str]) -> set[str]:
    """The kinds of command four card bots sent in a game where seats 0 and 2 play Ravnos
    and every third library card is one of ``catalogs`` (Shilmulo Tarot, the first, more
    often for the Ravnos)."""
    from vtt.games.vtes.rules.bots import new_bot_game, play_out
    from vtt.games.vtes.rules.invariants import assert_invariants

    session = new_bot_game(seed, rounds=0, levels=("heuristic",) * 4)
    state = session.state
    for seat in (0, 2):  # Ravnos, for Shilmulo Tarot
        vampires = [
            *state.seat_zone(seat, "crypt").cards,
            *state.seat_zone(seat, "uncontrolled").cards,
        ]
        for i, card_id in enumerate(vampires):
            state.cards[card_id].catalog = ravnos[(i + seat * 7) % len(ravnos)]
    for seat in range(4):  # every third library card is one of the group's
        for i, card_id in enumerate(state.seat_zone(seat, "deck").cards):
            if i % 3 == 0:
                tarot = seat in (0, 2) and i % 2 == 0
                pick = 0 if tarot else (i // 3 + seat) % len(catalogs)
                state.cards[card_id].catalog = catalogs[pick]
    play_out(session, check=lambda s: assert_invariants(s, full_hands=True))
    return {type(c).__name__ for c in session.commands}


def test_a_larger_hand_size_first_forgives_the_discards_owed(table):
    t = table
    card, _ = _kept(t, "Elder Library")
    move_card(t.state, card, t.state.zones[zone(0, ASH_HEAP)], face_up=True)
    t.ok(K.NextPhase(seat=0))
    assert hand_size.owed(t.state, 0) == 1 and len(_hand(t)) == 8
    move_card(t.state, card, t.state.zones[zone(0, READY)], face_up=True)  # back in play
    library = len(_library(t))
    hand_size.follow(t.state, [])  # as after the next command
    assert hand_size.owed(t.state, 0) == 0 and decider(t.state).stage != "hand"
    assert len(_hand(t)) == 8 and len(_library(t)) == library  # nothing drawn


def test_the_rack_played_with_no_ready_vampire_chooses_none(table):
    t = table
    t.to_phase(MASTER)
    rack = t.in_hand(0, RACK)
    offers = _masters(t, 0, rack)
    assert [o.target_card for o in offers] == [rack.id]  # aimed at itself: none chosen
    assert dock(t, offers[0], 0).endswith("no ready vampire to choose")
    t.ok(offers[0])
    t.vampire(0, 1, "Sully")  # a vampire later: the choice was made as it was played
    assert _uses(t, 0, rack) == []
    _next_own_turn(t)
    assert _uses(t, 0, rack) == []


# -- Shilmulo Tarot: cards face down on it, drawn instead of the library's --------------------

TAROT = "Shilmulo Tarot"


def _equip_tarot(t, bearer_name: str = "Andrei Puxon"):
    """Seat 0's vampire equips Shilmulo Tarot by its action, which nobody blocks."""
    t.to_phase("minion")
    bearer = t.vampire(0, 4, bearer_name)
    tarot = t.in_hand(0, TAROT)
    t.ok(K.Act(seat=0, minion=bearer.id, kind=K.EQUIP, card=tarot.id))
    while t.rules["action"] is not None:
        t.ok(K.Pass(seat=decider(t.state).seat))
    return bearer, t.state.cards[tarot.id]


def _pile(t, seat: int = 0) -> list[int]:
    return list(t.state.seat_zone(seat, "research").cards)


def test_shilmulo_tarot_keeps_2_cards_only_its_player_sees(table):
    t = table
    library = _library(t)
    bearer, tarot = _equip_tarot(t)
    assert tarot.attached_to == bearer.id
    assert len(_pile(t)) == 2 and len(_library(t)) == len(library) - 3  # 1 replacement
    mine, other = view_for(t.state, 0, t.module), view_for(t.state, 1, t.module)
    pile = zone(0, "research")
    assert all(c.catalog for c in mine.zones[pile].cards)
    assert not any(c.catalog for c in other.zones[pile].cards)


def test_shilmulo_tarot_draws_one_of_its_cards_instead(table, spanish):
    t = table
    bearer, tarot = _equip_tarot(t)
    pile, hand_before = _pile(t), _hand(t)
    t.to_phase(DISCARD)
    t.ok(K.Discard(seat=0, card=hand_before[0]))  # the replacement is a draw owed
    assert decider(t.state) == (0, "hand") and len(_hand(t)) == 6
    offers = [c for c in legal_commands(t.state, 0) if isinstance(c, K.DrawFrom)]
    assert [c.card for c in offers] == [None, *pile]
    assert dock(t, offers[0], 0) == "Draw the top card of your library"
    name = t.module.card_name(t.state.cards[pile[0]].catalog, "en")
    assert dock(t, offers[1], 0) == f"Draw {name} from {TAROT} instead"
    assert dock(t, offers[0], 0, "es").startswith("Robar ")
    result = t.ok(offers[1])
    assert len(_hand(t)) == 7 and len(_pile(t)) == 1
    moved = [e for e in events_for(result.events, 1) if type(e).__name__ == "Moved"]
    assert moved and all(e.catalog is None for e in moved)  # the others do not see it
    assert t.refused(offers[0]) == "You owe no draw now."
    t.rules["discards"] = 1
    library = len(_library(t))
    t.ok(K.Discard(seat=0, card=_hand(t)[0]))
    t.ok(K.DrawFrom(seat=0))  # this time from the library
    assert len(_library(t)) == library - 1 and len(_pile(t)) == 1


def test_shilmulo_tarot_takes_the_top_card_in_the_unlock_phase(table, spanish):
    t = table
    _, tarot = _equip_tarot(t)
    assert _uses(t, 0, tarot) == []  # not in the minion phase
    _next_own_turn(t)
    use = _uses(t, 0, tarot)
    assert len(use) == 1
    assert dock(t, use[0], 0) == (
        f"Use {TAROT}: put the top card of your library face down on {TAROT}"
    )
    top = _library(t)[0]
    result = t.ok(use[0])
    assert len(_pile(t)) == 3 and top not in _library(t)
    assert any(type(e).__name__ == "Shuffled" for e in result.events)
    assert _uses(t, 0, tarot) == []  # once each turn


def test_shilmulo_tarot_only_while_its_ravnos_is_ready(table):
    t = table
    bearer, tarot = _equip_tarot(t)
    torpor = t.state.seat_zone(0, "torpor")
    move_card(t.state, bearer, torpor, face_up=True)
    move_card(t.state, tarot, torpor, face_up=True)
    tarot.attached_to = bearer.id
    t.to_phase(DISCARD)
    t.ok(K.Discard(seat=0, card=_hand(t)[0]))
    assert decider(t.state).stage != "hand" and len(_hand(t)) == 7


def test_shilmulo_tarot_needs_a_ravnos(table):
    t = table
    t.to_phase("minion")
    sully = t.vampire(0, 4, "Sully")
    why = t.refused(K.Act(seat=0, minion=sully.id, kind=K.EQUIP, card=t.in_hand(0, TAROT).id))
    assert why == f"{TAROT} requires a minion of clan Ravnos; Sully is not."


def test_what_a_seat_owes_comes_one_thing_after_another(table):
    """Heart of Nizchetus with Shilmulo Tarot: its 3 draws are chosen first, then the 3
    cards to the library's bottom."""
    t = table
    bearer, _ = _equip_tarot(t)
    heart = _put_on(t, 0, bearer, HEART)
    _next_own_turn(t)
    t.ok(next(u for u in _uses(t, 0, heart) if u.mode == 2))
    assert len(_hand(t)) == 7 and hand_size.draws_owed(t.state, 0) == 3
    for _ in range(3):
        kinds = {type(c) for c in legal_commands(t.state, 0)} - {K.UseCard}
        assert kinds == {K.DrawFrom}
        t.ok(K.DrawFrom(seat=0))
    assert len(_hand(t)) == 10 and hand_size.owed(t.state, 0) == 3
    for _ in range(3):
        kinds = {type(c) for c in legal_commands(t.state, 0)} - {K.UseCard}
        assert kinds == {K.HandDown}
        t.ok(next(c for c in legal_commands(t.state, 0) if isinstance(c, K.HandDown)))
    assert len(_hand(t)) == 7 and decider(t.state) == (0, UNLOCK)
