"""The master cards of the Fifth Edition starters from Opium Den on (master_b.json): each
played from the dock with its cost paid, its ability used in play at the moment its text
gives and refused at another, and its words in English and Spanish."""

from __future__ import annotations

import json

import pytest

from vtt.games.vtes.layout import ASH_HEAP, READY, zone
from vtt.games.vtes.rules import commands as K
from vtt.games.vtes.rules.data import DISCARD, INFLUENCE, MASTER, MINION
from vtt.games.vtes.rules.effects.catalog import EFFECTS_DIR, load
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


# -- locations locked for an effect --------------------------------------------------------

STEALTH_DENS = {"Opium Den": "Ministry", "The Labyrinth": "Nosferatu"}
SPANISH = {"Opium Den": "Fumadero de opio", "The Labyrinth": "El laberinto"}


@pytest.mark.parametrize("name", sorted(STEALTH_DENS))
def test_a_den_gives_its_clan_plus_1_stealth_when_a_block_is_attempted(table, spanish, name):
    t = table
    t.to_phase(MASTER)
    t.vampire(0, 3, "Sully")
    assert _masters(t, 0, t.in_hand(0, name)) == []  # a vampire of its clan is required
    own = t.vampire(0, 3, _crypt_of(t, STEALTH_DENS[name]))
    den, paid = _kept(t, name)
    assert paid == 1
    assert t.refused(K.UseCard(seat=0, card=den.id)) == NOT_NOW  # no action of its clan
    t.to_phase(MINION)
    t.ok(K.Act(seat=0, minion=own.id, kind=K.BLEED))
    assert _uses(t, 0, den) == []  # no block attempted: stealth is not needed
    blocker = t.vampire(1, 2)
    t.pass_to(1)
    t.ok(K.Block(seat=1, minion=blocker.id))
    use = K.UseCard(seat=0, card=den.id)
    assert _uses(t, 0, den) == [use]
    assert dock(t, use, 0) == f"Use {name}: lock {name}; +1 stealth"
    assert dock(t, use, 0, "es") == f"Usar {SPANISH[name]}: girar {name}; +1 de sigilo"
    t.ok(use)
    assert t.rules["action"]["stealth"] == 1 and t.state.cards[den.id].locked


def test_a_den_is_refused_for_another_clan(table):
    t = table
    t.to_phase(MASTER)
    t.vampire(0, 3, _crypt_of(t, "Nosferatu"))
    labyrinth, _ = _kept(t, "The Labyrinth")
    sully = t.vampire(0, 3, "Sully")
    t.to_phase(MINION)
    t.ok(K.Act(seat=0, minion=sully.id, kind=K.BLEED))
    t.pass_to(1)
    t.ok(K.Block(seat=1, minion=t.vampire(1, 2).id))
    assert t.refused(K.UseCard(seat=0, card=labyrinth.id)) == NOT_NOW
    assert t.rules["action"]["stealth"] == 0


def test_the_barrens_discards_a_card_for_another(table, spanish):
    t = table
    barrens, paid = _kept(t, "The Barrens")
    assert paid == 0
    hand = t.state.seat_zone(0, "hand")
    chosen = t.state.cards[hand.cards[1]]
    size = len(hand.cards)
    use = K.UseCard(seat=0, card=barrens.id, target_card=chosen.id)
    assert use in _uses(t, 0, barrens)
    assert (
        dock(t, use, 0)
        == f"Use The Barrens: lock The Barrens; discard {_name(chosen)} and draw a card"
    )
    assert dock(t, use, 0, "es") == (
        f"Usar Tierra infértil: girar The Barrens; descartar {_name(chosen)} y robar una carta"
    )
    t.ok(use)
    hand = t.state.seat_zone(0, "hand")
    assert chosen.id not in hand.cards and len(hand.cards) == size
    assert t.state.cards[chosen.id].zone == "s0.ash_heap" and t.state.cards[barrens.id].locked
    again = K.UseCard(seat=0, card=barrens.id, target_card=hand.cards[0])
    assert t.refused(again) == "The Barrens is locked."


# -- cards put on a vampire ----------------------------------------------------------------


def test_villein_moves_2_to_5_blood_to_the_pool_and_costs_more_the_second_time(table, spanish):
    t = table
    t.to_phase(MASTER)
    sully = t.vampire(0, 4, "Sully")
    villein = t.in_hand(0, "Villein")
    offers = _masters(t, 0, villein)
    assert [(o.on, o.mode) for o in offers] == [(sully.id, 0), (sully.id, 1), (sully.id, 2)]
    assert dock(t, offers[2], 0) == "Play Villein on Sully: move 4 blood from Sully to your pool"
    assert dock(t, offers[2], 0, "es") == (
        "Jugar Villano sobre Sully: mover 4 de sangre de Sully a tu reserva"
    )
    assert t.refused(K.PlayMaster(seat=0, card=villein.id, on=sully.id, mode=3)) == (
        "The vampire does not have that much blood."
    )
    pool = t.pool(0)
    t.ok(offers[2])
    assert _blood(t, sully) == 0 and t.pool(0) == pool + 4 and t.rules["trifle"]
    t.state.cards[sully.id].counters["blood"] = 3
    t.rebook()
    second = t.in_hand(0, "Villein")
    play = K.PlayMaster(seat=0, card=second.id, on=sully.id, mode=0)
    assert dock(t, play, 0) == (
        "Play Villein on Sully: pay 1 more pool; move 2 blood from Sully to your pool"
    )
    pool = t.pool(0)
    t.ok(play)
    assert t.pool(0) == pool + 2 - 1 and _blood(t, sully) == 1


def test_vessel_moves_1_blood_either_way_in_the_unlock_phase(table, spanish):
    t = table
    t.to_phase(MASTER)
    sully = t.vampire(0, 2, "Sully")
    vessel = t.in_hand(0, "Vessel")
    offers = _masters(t, 0, vessel)
    assert [(o.on, o.mode) for o in offers if o.on == sully.id] == [(sully.id, 0)]  # no Blood Doll
    pool = t.pool(0)
    t.ok(offers[0] if offers[0].on == sully.id else offers[1])
    assert t.pool(0) == pool - 1
    to_pool = K.UseCard(seat=0, card=vessel.id, target_card=vessel.id)
    assert t.refused(to_pool) == NOT_NOW
    _next_own_turn(t)
    to_sully = K.UseCard(seat=0, card=vessel.id, target_card=sully.id)
    assert _uses(t, 0, vessel) == [to_sully, to_pool]
    assert dock(t, to_pool, 0) == "Use Vessel: move 1 blood from Sully to your pool"
    assert dock(t, to_sully, 0) == "Use Vessel: move 1 blood from your pool to Sully"
    assert dock(t, to_sully, 0, "es") == "Usar Recipiente: mover 1 de sangre de tu reserva a Sully"
    pool = t.pool(0)
    t.ok(to_pool)
    assert _blood(t, sully) == 1 and t.pool(0) == pool + 1
    assert t.refused(to_sully) == "Vessel has been used as often as it may be now."


def test_vessel_can_burn_a_blood_doll_on_the_vampire(table):
    t = table
    t.to_phase(MASTER)
    sully = t.vampire(0, 2, "Sully")
    doll = t.in_hand(0, "Blood Doll", index=1)
    t.ok(next(o for o in _masters(t, 0, doll) if o.on == sully.id))
    t.rules["master"] = 1
    vessel = t.in_hand(0, "Vessel")
    burn = K.PlayMaster(seat=0, card=vessel.id, on=sully.id, mode=1, target_card=doll.id)
    assert burn in _masters(t, 0, vessel)
    assert dock(t, burn, 0) == "Play Vessel on Sully: burn Blood Doll"
    t.ok(burn)
    assert t.state.cards[doll.id].zone == "s0.ash_heap"
    assert t.state.cards[vessel.id].attached_to == sully.id


def test_villein_makes_its_controllers_minion_tap_cost_1_pool_more(table):
    t = table
    t.to_phase(MASTER)
    sully = t.vampire(0, 4, "Sully")
    t.ok(K.PlayMaster(seat=0, card=t.in_hand(0, "Villein").id, on=sully.id, mode=0))
    tap = t.in_hand(0, "Minion Tap")
    other_tap = t.in_hand(1, "Minion Tap")
    from vtt.games.vtes.rules import cardinfo as ci

    assert ci.check_cost(t.state, 0, None, tap, 0) == (1, 0)  # Minion Tap itself costs nothing
    assert ci.check_cost(t.state, 1, None, other_tap, 0) == (0, 0)  # not B's Villein
    t.rules["master"] = 1
    pool = t.pool(0)
    t.ok(K.PlayMaster(seat=0, card=tap.id, target_card=sully.id, mode=0))  # 1 blood moved
    assert t.pool(0) == pool - 1 + 1 and t.state.cards[sully.id].counters["blood"] == 4 - 2 - 1


def test_wider_view_draws_a_crypt_card_for_a_transfer_and_removes_one(table, spanish):
    t = table
    view, paid = _kept(t, "Wider View")
    assert paid == 1 and t.rules["trifle"]
    uncontrolled = t.state.seat_zone(0, "uncontrolled").cards[0]
    drop = K.UseCard(seat=0, card=view.id, target_card=uncontrolled)
    assert t.refused(drop) == "Transfers are spent in your influence phase."
    t.to_phase(INFLUENCE)
    t.rules["transfers"] = 4  # a later turn's, arranged
    drawn = K.UseCard(seat=0, card=view.id, target_card=view.id)
    burn = K.UseCard(seat=0, card=view.id, mode=1)
    offered = _uses(t, 0, view)
    assert all(way in offered for way in (drop, drawn, burn))
    assert dock(t, drop, 0) == (
        "Use Wider View: spend 1 transfer to draw a crypt card and remove an uncontrolled"
        " crypt card from the game"
    )
    assert dock(t, drawn, 0, "es") == (
        "Usar Perspectiva más amplia: gastar 1 transferencia para robar una carta de la cripta"
        " y retirarla de la partida"
    )
    crypt, removed = t.state.seat_zone(0, "crypt"), t.state.seat_zone(0, "removed")
    sizes = len(crypt.cards), len(removed.cards)
    t.ok(drop)
    now = t.state.seat_zone(0, "uncontrolled").cards
    assert len(now) == 4 and uncontrolled not in now  # the card drawn is renamed
    assert t.state.cards[uncontrolled].zone == "s0.removed"
    assert (len(crypt.cards), len(removed.cards)) == (sizes[0] - 1, sizes[1] + 1)
    assert t.rules["transfers"] == 3
    t.ok(drawn)
    assert t.state.seat_zone(0, "uncontrolled").cards == now
    assert (len(crypt.cards), len(removed.cards)) == (sizes[0] - 2, sizes[1] + 2)
    assert t.refused(burn) == "Not enough transfers left this turn."


def test_wider_view_burns_for_4_transfers_to_gain_2_pool(table, spanish):
    t = table
    view, _ = _kept(t, "Wider View")
    t.to_phase(INFLUENCE)
    t.rules["transfers"] = 4
    burn = K.UseCard(seat=0, card=view.id, mode=1)
    assert dock(t, burn, 0) == "Use Wider View: spend 4 transfers; burn Wider View; gain 2 pool"
    assert dock(t, burn, 0, "es") == (
        "Usar Perspectiva más amplia: gastar 4 transferencias; quemar Wider View;"
        " ganas 2 de reserva"
    )
    assert t.refused(K.UseCard(seat=0, card=view.id, mode=2)) == (
        "Choose one of the card's effects."
    )
    pool = t.pool(0)
    t.ok(burn)
    assert t.pool(0) == pool + 2 and t.rules["transfers"] == 0
    assert t.state.cards[view.id].zone == "s0.ash_heap"


def test_every_card_of_the_family_is_read_against_its_text():
    mine = {k: v for k, v in load().items() if k in _FAMILY}
    assert len(mine) == 39 and all(e.checked for e in mine.values())


_FAMILY = set(json.loads((EFFECTS_DIR / "master_b.json").read_text(encoding="utf-8")))


# -- steps of cards the engine does not run yet (their other clauses wait for engine hooks) -


def _step(name: str):
    entry = next(e for e in load().values() if e.name == name)
    assert entry.any is not None
    return entry.any.use[0]


def _run_step(t, card, step, target_card):
    """Apply ``step`` of ``card`` (seat 0's, in play) aimed at ``target_card``, as its
    ``use`` would once the card is automated; None, or the reason it is refused."""
    from dataclasses import replace

    from vtt.core.table import Outcome
    from vtt.games.vtes.rules.effects import run
    from vtt.games.vtes.rules.invariants import assert_invariants

    ctx = run.context(t.state, 0, t.state.cards[card.id], None, target_card=target_card)
    if target_card not in step.aims(ctx):
        return "aim"
    why = step.can(ctx)
    if why is None:
        step.apply(replace(ctx, out=Outcome()))
        assert_invariants(t.state)
    return why


def test_montreals_step_adds_1_blood_to_an_uncontrolled_vampire(table):
    t = table
    montreal, _ = _kept(t, "Powerbase: Montreal")
    step = _step("Powerbase: Montreal")
    uncontrolled = t.state.seat_zone(0, "uncontrolled").cards[0]
    assert _run_step(t, montreal, step, t.state.seat_zone(1, "uncontrolled").cards[0]) == "aim"
    blood = t.state.cards[uncontrolled].counters.get("blood", 0)
    assert _run_step(t, montreal, step, uncontrolled) is None
    assert t.state.cards[uncontrolled].counters.get("blood", 0) == blood + 1


# -- an action taken against a card in play (its ``success`` steps) ---------------------------


def _acts_against(t, seat, card):
    found = [c for c in legal_commands(t.state, seat) if isinstance(c, K.Act)]
    return [c for c in found if c.target_card == card.id and c.card is None]


def _to_seat_1_minion_phase(t):
    t.to_phase(DISCARD, 0)
    t.ok(K.NextPhase(seat=0))
    t.to_phase(MINION, 1)


def test_another_methuselahs_vampire_steals_powerbase_montreal(table, spanish):
    t = table
    montreal, paid = _kept(t, "Powerbase: Montreal")
    assert paid == int(t.by_name("Powerbase: Montreal").pool_cost or 0)
    own = t.vampire(0, 3, "Sully")
    name = _crypt_of(t, "Brujah")
    thief = t.vampire(1, 3, name)
    _to_seat_1_minion_phase(t)
    steal = K.Act(seat=1, minion=thief.id, kind=K.ACTION, target_card=montreal.id)
    assert _acts_against(t, 1, montreal) == [steal]
    assert dock(t, steal, 1) == (
        f"{name} acts against Powerbase: Montreal: a (D) action; take control of"
        " Powerbase: Montreal"
    )
    assert dock(t, steal, 1, "es") == (
        f"{name} actúa contra Base de poder: Montreal: una acción (D); tomar el control de"
        " Powerbase: Montreal"
    )
    t.ok(steal)
    action = t.rules["action"]
    assert action["directed"] and action["target"] == 0 and action["stealth"] == 0
    assert t.state.cards[thief.id].locked
    t.pass_round()  # nobody blocks
    t.pass_round()  # the action resolves
    assert t.rules["action"] is None
    stolen = t.state.cards[montreal.id]
    assert stolen.controller == 1 and stolen.zone == zone(1, READY)
    assert own.zone == zone(0, READY)  # nothing else moved


def test_powerbase_montreal_is_not_stolen_when_the_action_is_blocked(table):
    t = table
    montreal, _ = _kept(t, "Powerbase: Montreal")
    guard = t.vampire(0, 4, "Sully")
    thief = t.vampire(1, 3)
    _to_seat_1_minion_phase(t)
    t.ok(K.Act(seat=1, minion=thief.id, kind=K.ACTION, target_card=montreal.id))
    t.pass_to(0)
    t.ok(K.Block(seat=0, minion=guard.id))
    t.pass_round()  # the block attempt stands: the action is blocked
    assert t.rules["combat"] is not None
    kept = t.state.cards[montreal.id]
    assert kept.controller == 0 and kept.zone == zone(0, READY)


def test_powerbase_montreal_cannot_be_stolen_by_its_own_controller_nor_by_an_ally(table):
    t = table
    montreal, _ = _kept(t, "Powerbase: Montreal")
    own = t.vampire(0, 3, "Sully")
    t.to_phase(MINION)
    assert _acts_against(t, 0, montreal) == []
    why = t.refused(K.Act(seat=0, minion=own.id, kind=K.ACTION, target_card=montreal.id))
    assert why == "Only another Methuselah's minion can take it."
    ally_name = next(c.name for c in t.module_db().cards.values() if "Ally" in c.types)
    ally = t.vampire(1, 0, ally_name)
    _to_seat_1_minion_phase(t)
    assert _acts_against(t, 1, montreal) == []
    why = t.refused(K.Act(seat=1, minion=ally.id, kind=K.ACTION, target_card=montreal.id))
    assert why == "That minion cannot take this action."


# -- Ventrue Headquarters: its votes only when it is locked for them ---------------------------


def _card_votes(t, seat, card):
    found = [c for c in legal_commands(t.state, seat) if isinstance(c, K.Vote)]
    return [c for c in found if c.card == card.id]


def test_ventrue_headquarters_locks_for_3_votes_in_the_polling(table, spanish):
    t = table
    t.to_phase(MASTER)
    assert _masters(t, 0, t.in_hand(0, "Ventrue Headquarters")) == []  # no ready Ventrue
    caller = t.vampire(0, 4, _crypt_of(t, "Ventrue"))
    hq, paid = _kept(t, "Ventrue Headquarters")
    assert paid == 1
    t.to_phase(MINION)
    use_for = K.UseCard(seat=0, card=hq.id, mode=0)
    why = t.refused(use_for)
    assert why == "Votes are cast in the polling of a referendum."
    political = t.in_hand(0, "Kine Resources Contested", index=1)
    t.ok(
        K.Act(seat=0, minion=caller.id, kind=K.POLITICAL, card=political.id, alloc=((1, 2), (2, 2)))
    )
    t.pass_round()
    t.pass_round()
    assert t.rules["referendum"] is not None
    assert _card_votes(t, 0, hq) == []  # no free votes from the dock: only by locking it
    use_against = K.UseCard(seat=0, card=hq.id, mode=1)
    assert _uses(t, 0, hq) == [use_for, use_against]
    assert (
        dock(t, use_for, 0)
        == "Use Ventrue Headquarters: lock Ventrue Headquarters; +3 votes, cast for"
    )
    assert dock(t, use_against, 0, "es").endswith(
        ": girar Ventrue Headquarters; +3 votos, en contra"
    )
    t.ok(use_against)
    ref = t.rules["referendum"]
    assert (ref["for"], ref["against"]) == (0, 3) and t.state.cards[hq.id].locked
    assert f"card:{hq.id}" in ref["sources"]
    assert _uses(t, 0, hq) == []
    assert t.refused(use_for) == "Ventrue Headquarters is locked."


def test_power_structure_locks_for_1_vote_per_lasombra_in_a_political_polling(table, spanish):
    t = table
    t.to_phase(MASTER)
    assert _masters(t, 0, t.in_hand(0, "Power Structure")) == []  # no ready Lasombra
    caller = t.vampire(0, 4, _crypt_of(t, "Lasombra"))
    structure, paid = _kept(t, "Power Structure")
    assert paid == int(t.by_name("Power Structure").pool_cost or 0)
    t.to_phase(MINION)
    political = t.in_hand(0, "Kine Resources Contested", index=1)
    t.ok(
        K.Act(seat=0, minion=caller.id, kind=K.POLITICAL, card=political.id, alloc=((1, 2), (2, 2)))
    )
    use_for = K.UseCard(seat=0, card=structure.id, mode=0)
    assert t.refused(use_for) == "Votes are cast in the polling of a referendum."
    t.pass_round()
    t.pass_round()
    assert t.rules["referendum"] is not None
    assert _card_votes(t, 0, structure) == []  # no free votes from the dock
    assert _uses(t, 0, structure) == [use_for, K.UseCard(seat=0, card=structure.id, mode=1)]
    assert dock(t, use_for, 0) == "Use Power Structure: lock Power Structure; +1 votes, cast for"
    assert dock(t, use_for, 0, "es").endswith(": girar Power Structure; +1 votos, a favor")
    t.ok(use_for)
    ref = t.rules["referendum"]
    assert (ref["for"], ref["against"]) == (1, 0) and t.state.cards[structure.id].locked
    assert t.refused(use_for) == "Power Structure is locked."


def test_power_structure_is_refused_without_a_lasombra(table):
    t = table
    t.to_phase(MASTER)
    caller = t.vampire(0, 4, _crypt_of(t, "Lasombra"))
    structure, _ = _kept(t, "Power Structure")
    t.to_phase(MINION)
    t.state.cards[caller.id].catalog = t.by_name(_crypt_of(t, "Ventrue")).catalog
    political = t.in_hand(0, "Kine Resources Contested", index=1)
    t.ok(
        K.Act(seat=0, minion=caller.id, kind=K.POLITICAL, card=political.id, alloc=((1, 2), (2, 2)))
    )
    t.pass_round()
    t.pass_round()
    assert _uses(t, 0, structure) == []
    why = t.refused(K.UseCard(seat=0, card=structure.id, mode=0))
    assert why == "You control no ready vampire of that clan."


# -- Wasserschloss Anif: blood stored for a Tremere, burned by any minion's (D) action ---------

ANIF = "Wasserschloss Anif, Austria"


def test_wasserschloss_anif_stores_blood_then_gives_it_to_an_uncontrolled_tremere(table, spanish):
    t = table
    t.to_phase(MASTER)
    name = _crypt_of(t, "Tremere")
    tremere = t.vampire(0, 3, name)
    anif, paid = _kept(t, ANIF)
    assert paid == int(t.by_name(ANIF).pool_cost or 0)
    store = K.UseCard(seat=0, card=anif.id, target_card=tremere.id, mode=0)
    assert _uses(t, 0, anif) == [store]
    assert dock(t, store, 0) == f"Use {ANIF}: move 1 blood from {name} to {ANIF}"
    assert dock(t, store, 0, "es").startswith("Usar ")
    assert dock(t, store, 0, "es").endswith(f": mover 1 de sangre de {name} a {ANIF}")
    t.ok(store)
    assert t.state.cards[tremere.id].counters["blood"] == 2
    assert t.state.cards[anif.id].counters["blood"] == 1
    assert "used as often" in t.refused(store)  # once each turn
    hidden = t.state.cards[t.state.seat_zone(0, "uncontrolled").cards[0]]
    hidden.catalog = t.by_name(_crypt_of(t, "Tremere")).catalog
    give = K.UseCard(seat=0, card=anif.id, target_card=hidden.id, mode=1)
    assert t.refused(give) == "This is done in your influence phase."
    t.to_phase(INFLUENCE)
    assert t.refused(store) == "This is done in your master phase."
    assert give in _uses(t, 0, anif)
    assert dock(t, give, 0) == (
        f"Use {ANIF}: lock {ANIF}; move the 1 blood on {ANIF} to an uncontrolled vampire"
    )
    before = hidden.counters.get("blood", 0)
    t.ok(give)
    assert t.state.cards[hidden.id].counters.get("blood", 0) == before + 1
    assert not t.state.cards[anif.id].counters.get("blood")
    assert t.state.cards[anif.id].locked


def test_a_malkavian_burns_wasserschloss_anif_with_1_more_stealth(table, spanish):
    t = table
    t.to_phase(MASTER)
    t.vampire(0, 3, _crypt_of(t, "Tremere"))
    anif, _ = _kept(t, ANIF)
    name = _crypt_of(t, "Malkavian")
    malkavian = t.vampire(1, 3, name)
    _to_seat_1_minion_phase(t)
    burn = K.Act(seat=1, minion=malkavian.id, kind=K.ACTION, target_card=anif.id)
    assert _acts_against(t, 1, anif) == [burn]
    assert dock(t, burn, 1) == (
        f"{name} acts against {ANIF}: a (D) action with 1 more stealth; burn {ANIF}"
    )
    assert dock(t, burn, 1, "es").endswith(f": una acción (D) con 1 de sigilo más; quemar {ANIF}")
    t.ok(burn)
    assert t.rules["action"]["stealth"] == 1 and t.rules["action"]["target"] == 0
    t.pass_round()
    t.pass_round()
    assert t.rules["action"] is None
    assert t.state.cards[anif.id].zone == zone(0, ASH_HEAP)


# -- The Anarch Free Press: +1 blood to an Anarch right after its successful hunt ------------


def test_the_anarch_free_press_locks_for_1_blood_after_an_anarchs_hunt(table, spanish):
    t = table
    t.to_phase(MASTER)
    assert _masters(t, 0, t.in_hand(0, "The Anarch Free Press")) == []  # no ready Anarch
    name = _crypt_of(t, "Brujah", sect="Anarch")
    anarch = t.vampire(0, 2, name)
    press, paid = _kept(t, "The Anarch Free Press")
    assert paid == int(t.by_name("The Anarch Free Press").pool_cost or 0)
    t.to_phase(MINION)
    feed = K.UseCard(seat=0, card=press.id, mode=1)
    assert t.refused(feed) == NOT_NOW  # no hunt yet
    t.ok(K.Act(seat=0, minion=anarch.id, kind=K.HUNT))
    t.pass_round()
    t.pass_round()
    assert t.rules["action"] is None
    blood = t.state.cards[anarch.id].counters["blood"]
    assert _uses(t, 0, press) == [feed]
    assert t.refused(K.UseCard(seat=0, card=press.id, mode=0)) == NOT_NOW  # no block now
    assert (
        dock(t, feed, 0)
        == f"Use The Anarch Free Press: lock The Anarch Free Press; {name} gains 1 blood"
    )
    assert dock(t, feed, 0, "es").endswith(
        f": girar The Anarch Free Press; {name} gana 1 de sangre"
    )
    t.ok(feed)
    assert t.state.cards[anarch.id].counters["blood"] == blood + 1
    assert t.state.cards[press.id].locked
    assert t.refused(feed) == "The Anarch Free Press is locked."


# -- The Coven: its controller's predator takes it as their discard phase ends ---------------


def test_the_coven_goes_to_the_predator_as_the_discard_phase_ends(table, spanish):
    t = table
    t.to_phase(MASTER)
    vampire = t.vampire(0, 2, "Sully")
    coven, paid = _kept(t, "The Coven")
    assert paid == int(t.by_name("The Coven").pool_cost or 0)
    use = K.UseCard(seat=0, card=coven.id, target_card=vampire.id)
    assert use in _uses(t, 0, coven)
    assert dock(t, use, 0).startswith("Use The Coven: lock The Coven; ")
    assert dock(t, use, 0, "es").startswith("Usar ")
    t.to_phase(DISCARD)
    assert t.state.cards[coven.id].controller == 0  # still its own in the discard phase
    t.ok(use)
    t.ok(K.NextPhase(seat=0))
    taken = t.state.cards[coven.id]
    assert taken.controller == 3 and taken.zone == zone(3, READY) and taken.locked
    assert t.state.cards[vampire.id].counters["blood"] == 4
    assert _uses(t, 0, coven) == []  # no longer its old controller's to use


# -- Perfectionist: 1 blood after a successful action with no reaction, once each turn ------


def _perfectionist_on(t, vampire):
    t.to_phase(MASTER)
    card = t.in_hand(0, "Perfectionist")
    offers = [c for c in _masters(t, 0, card) if c.on == vampire.id or c.target_card == vampire.id]
    assert offers, _masters(t, 0, card)
    before = t.pool(0)
    t.ok(offers[0])
    assert t.state.cards[card.id].attached_to == vampire.id
    assert before - t.pool(0) == int(t.by_name("Perfectionist").pool_cost or 0)
    return card


def test_perfectionist_gives_1_blood_after_a_successful_action_once_each_turn(table, spanish):
    t = table
    name = _crypt_of(t, "Brujah")
    vampire = t.vampire(0, 2, name)
    perfectionist = _perfectionist_on(t, vampire)
    t.to_phase(MINION)
    gain = K.UseCard(seat=0, card=perfectionist.id)
    assert t.refused(gain) == NOT_NOW  # no action yet
    t.ok(K.Act(seat=0, minion=vampire.id, kind=K.HUNT))
    t.pass_round()
    t.pass_round()
    assert t.rules["action"] is None
    blood = t.state.cards[vampire.id].counters["blood"]
    assert _uses(t, 0, perfectionist) == [gain]
    assert dock(t, gain, 0) == f"Use Perfectionist: {name} gains 1 blood"
    assert dock(t, gain, 0, "es") == f"Usar Perfeccionista: {name} gana 1 de sangre"
    t.ok(gain)
    assert t.state.cards[vampire.id].counters["blood"] == blood + 1
    assert t.refused(gain) == "Perfectionist has been used as often as it may be now."


def test_perfectionist_is_not_offered_after_an_action_with_a_reaction(table):
    t = table
    name = _crypt_of(t, "Brujah")
    vampire = t.vampire(0, 2, name)
    perfectionist = _perfectionist_on(t, vampire)
    t.to_phase(MINION)
    t.ok(K.Act(seat=0, minion=vampire.id, kind=K.HUNT))
    t.rules["action"]["reacted"] = True  # as a reaction card played in it notes
    t.pass_round()
    t.pass_round()
    assert t.rules["action"] is None
    assert _uses(t, 0, perfectionist) == []
    assert t.refused(K.UseCard(seat=0, card=perfectionist.id)) == NOT_NOW


def test_a_vampire_with_an_archetype_is_not_offered_another(table):
    t = table
    name = _crypt_of(t, "Brujah")
    vampire = t.vampire(0, 2, name)
    _perfectionist_on(t, vampire)
    t.rules["master"] = 1  # a second master phase action
    second = t.in_hand(0, "Perfectionist")
    assert not [c for c in _masters(t, 0, second) if vampire.id in (c.on, c.target_card)]


def test_a_reaction_card_played_in_an_action_is_noted_on_it(table):
    t = table
    t.to_phase(MINION)
    actor = t.vampire(0, 3, "Sully")
    reactor = t.vampire(1, 4, "Alexander Silverson")
    t.ok(K.Act(seat=0, minion=actor.id, kind=K.BLEED))
    t.ok(K.Pass(seat=0))
    t.ok(K.Block(seat=1, minion=reactor.id))
    t.rules["action"]["stealth"] = 1
    t.ok(K.Pass(seat=0))
    assert "reacted" not in t.rules["action"]
    card = t.in_hand(1, "Enhanced Senses")
    t.ok(K.PlayCard(seat=1, card=card.id, minion=reactor.id))
    assert t.rules["action"]["reacted"] is True


# -- Rebel: 1 blood as its vampire blocks a titled vampire or a political action ------------


def _titled_name(t, other: str) -> str:
    return next(
        c.name
        for c in t.module_db().cards.values()
        if c.kind == "crypt" and not c.advanced and c.title and c.name != other
    )


def _rebel_blocks(t, titled: bool):
    """Seat 0's vampire with Rebel blocks a bleed by seat 3's vampire (titled or not);
    returns the blocker, its blood before and the Rebel card."""
    name = _crypt_of(t, "Brujah")
    rebel_vampire = t.vampire(0, 2, name)
    t.to_phase(MASTER)
    card = t.in_hand(0, "Rebel")
    offers = [c for c in _masters(t, 0, card) if rebel_vampire.id in (c.on, c.target_card)]
    before = t.pool(0)
    t.ok(offers[0])
    assert before - t.pool(0) == int(t.by_name("Rebel").pool_cost or 0)
    for seat in range(3):
        t.to_phase(DISCARD, seat)
        t.ok(K.NextPhase(seat=seat))
    t.to_phase(MINION, 3)
    actor = t.vampire(3, 3, _titled_name(t, name) if titled else "Sully")
    t.ok(K.Act(seat=3, minion=actor.id, kind=K.BLEED))
    t.pass_to(0)
    blood = t.state.cards[rebel_vampire.id].counters["blood"]
    t.ok(K.Block(seat=0, minion=rebel_vampire.id))
    t.pass_round()
    return rebel_vampire, blood, card


def test_rebel_gives_1_blood_as_its_vampire_blocks_a_titled_vampire(table, spanish):
    t = table
    vampire, blood, card = _rebel_blocks(t, titled=True)
    assert t.rules["combat"] is not None  # blocked
    assert t.state.cards[vampire.id].counters["blood"] == blood + 1
    assert t.state.cards[card.id].attached_to == vampire.id
    from vtt.games.vtes.rules.effects.kinds.masters_b import rebels_block

    political = {"minion": vampire.id, "kind": "political"}
    rebels_block(t.state, t.state.cards[vampire.id], political, [])
    assert t.state.cards[vampire.id].counters["blood"] == blood + 1  # once each turn


def test_rebel_gives_1_blood_as_its_vampire_blocks_a_political_action(table):
    from vtt.games.vtes.rules.effects.kinds.masters_b import rebels_block

    t = table
    vampire = t.vampire(0, 2, _crypt_of(t, "Brujah"))
    t.to_phase(MASTER)
    rebel = t.in_hand(0, "Rebel")
    t.ok(next(c for c in _masters(t, 0, rebel) if vampire.id in (c.on, c.target_card)))
    actor = t.vampire(3, 3, "Sully")
    rebels_block(t.state, vampire, {"minion": actor.id, "kind": "bleed"}, [])
    assert vampire.counters["blood"] == 2  # an untitled vampire's bleed
    rebels_block(t.state, vampire, {"minion": actor.id, "kind": "political"}, [])
    assert vampire.counters["blood"] == 3


def test_rebel_gives_nothing_when_the_blocked_vampire_has_no_title(table):
    t = table
    vampire, blood, _ = _rebel_blocks(t, titled=False)
    assert t.rules["combat"] is not None
    assert t.state.cards[vampire.id].counters["blood"] == blood


def test_rebel_is_played_on_a_vampire_without_archetype_and_says_so(table, spanish):
    t = table
    name = _crypt_of(t, "Brujah")
    vampire = t.vampire(0, 2, name)
    _perfectionist_on(t, vampire)
    t.rules["master"] = 1  # a second master phase action
    rebel = t.in_hand(0, "Rebel")
    assert not [c for c in _masters(t, 0, rebel) if vampire.id in (c.on, c.target_card)]
    other = t.vampire(0, 2, "Sully")
    offers = [c for c in _masters(t, 0, rebel) if other.id in (c.on, c.target_card)]
    assert offers
    assert dock(t, offers[0], 0).startswith("Play Rebel on Sully: Put this card on a vampire")
    assert dock(t, offers[0], 0, "es").startswith("Jugar Rebelde sobre Sully: ")


# -- Warsaw Station: unlocks a Nosferatu after its undirected action; burns for one in torpor


def test_warsaw_station_unlocks_a_nosferatu_after_its_successful_undirected_action(table, spanish):
    t = table
    name = _crypt_of(t, "Nosferatu")
    nosferatu = t.vampire(0, 2, name)
    station, paid = _kept(t, "Warsaw Station")
    assert paid == int(t.by_name("Warsaw Station").pool_cost or 0)
    t.to_phase(MINION)
    lock = K.UseCard(seat=0, card=station.id, mode=0)
    assert t.refused(lock) == "Only as a Nosferatu announces an undirected action."
    t.ok(K.Act(seat=0, minion=nosferatu.id, kind=K.HUNT))
    assert t.state.cards[nosferatu.id].locked
    assert lock in _uses(t, 0, station)
    assert dock(t, lock, 0) == (
        f"Use Warsaw Station: lock Warsaw Station; {name} unlocks after the action if it succeeds"
    )
    assert dock(t, lock, 0, "es").startswith("Usar ")
    assert "se endereza tras la acción si tiene éxito" in dock(t, lock, 0, "es")
    t.ok(lock)
    assert t.state.cards[station.id].locked
    t.pass_round()
    t.pass_round()
    assert t.rules["action"] is None
    assert not t.state.cards[nosferatu.id].locked


def test_warsaw_station_is_not_locked_for_another_clans_action(table):
    t = table
    t.vampire(0, 2, _crypt_of(t, "Nosferatu"))
    station, _ = _kept(t, "Warsaw Station")
    sully = t.vampire(0, 3, "Sully")
    t.to_phase(MINION)
    t.ok(K.Act(seat=0, minion=sully.id, kind=K.HUNT))
    lock = K.UseCard(seat=0, card=station.id, mode=0)
    assert t.refused(lock) == "Only as a Nosferatu announces an undirected action."
    assert not t.state.cards[station.id].locked


def test_warsaw_station_burns_even_locked_to_ready_a_nosferatu_in_torpor(table, spanish):
    from vtt.core.table import move_card
    from vtt.games.vtes.layout import TORPOR

    t = table
    name = _crypt_of(t, "Nosferatu")
    nosferatu = t.vampire(0, 2, name)
    station, _ = _kept(t, "Warsaw Station")
    move_card(t.state, nosferatu, t.state.zones[zone(0, TORPOR)])
    t.state.cards[station.id].locked = True
    burn = K.UseCard(seat=0, card=station.id, mode=1, target_card=nosferatu.id)
    assert burn in _uses(t, 0, station)
    assert dock(t, burn, 0) == (
        f"Use Warsaw Station: burn Warsaw Station; move {name} from torpor to the ready region"
    )
    assert dock(t, burn, 0, "es").startswith("Usar ")
    t.ok(burn)
    assert t.state.cards[nosferatu.id].zone == zone(0, READY)
    assert t.state.cards[station.id].zone == zone(0, ASH_HEAP)
