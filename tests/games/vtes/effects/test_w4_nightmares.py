"""Week of Nightmares (``effects/kinds/nightmares.py``): a master card kept in play with 10
nightmare counters; +1 bleed and +1 strength to every Ravnos; the Ravnos's basic hunt
replaced by a +1 stealth hunt that steals 1 blood from another Ravnos; a counter moved to a
Ravnos in each Methuselah's own unlock phase; the end once the card has none."""

from __future__ import annotations

from vtt.games.vtes.cards import load_cards
from vtt.games.vtes.layout import ASH_HEAP, READY, zone
from vtt.games.vtes.rules import cardinfo as ci
from vtt.games.vtes.rules import commands as K
from vtt.games.vtes.rules.bots import play_out
from vtt.games.vtes.rules.data import DISCARD, MASTER, MINION, rules
from vtt.games.vtes.rules.effects import standing
from vtt.games.vtes.rules.effects.catalog import load
from vtt.games.vtes.rules.legal import legal_commands

from .conftest import dock

NAME = "Week of Nightmares"
#: two Ravnos of capacity 6 and 5 (the Ravnos precon's), and a vampire of another clan
RAVNOS, OTHER_RAVNOS = "Doc Martina", "Gathii"
BOTS = ("random", "heuristic")


def _offers(t, seat, kind):
    return [c for c in legal_commands(t.state, seat) if isinstance(c, kind)]


def _week(t, seat=0):
    """``seat`` plays Week of Nightmares from hand in its master phase (as the dock offers
    it); the card in play."""
    card = t.in_hand(seat, NAME)
    t.to_phase(MASTER, seat)
    [play] = [c for c in _offers(t, seat, K.PlayMaster) if c.card == card.id]
    t.ok(play)
    return t.state.cards[card.id]


def _other_clan(t) -> str:
    db = t.module_db().cards.values()
    return next(c.name for c in db if c.clan == "Brujah" and (c.capacity or 0) >= 5)


def _hunts(t, seat, minion):
    return [c for c in _offers(t, seat, K.Act) if c.minion == minion.id and c.kind == K.HUNT]


def _succeeds(t):
    t.pass_round()  # nobody blocks
    t.pass_round()  # the action resolves
    assert t.rules["action"] is None


def _to_unlock(t, seat):
    """Every turn played out until ``seat``'s unlock phase."""
    while not (t.rules["phase"] == "unlock" and t.state.turn.active == seat):
        active = t.state.turn.active
        t.to_phase(DISCARD, active)
        t.ok(K.NextPhase(seat=active))


def test_the_entry_is_automated_and_checked():
    entry = next(e for e in load().values() if e.name == NAME)
    assert entry.checked and entry.automated and not entry.manual


def test_it_needs_a_ready_ravnos_of_the_player(table):
    t = table
    t.vampire(0, 3, _other_clan(t))
    t.vampire(1, 3, RAVNOS)  # another's Ravnos is not enough
    card = t.in_hand(0, NAME)
    t.to_phase(MASTER)
    assert not [c for c in _offers(t, 0, K.PlayMaster) if c.card == card.id]
    why = t.refused(K.PlayMaster(seat=0, card=card.id, keep=True))
    assert "Ravnos" in why
    assert card.zone == t.state.seat_zone(0, "hand").id and t.rules["master"] == 1


def test_it_comes_into_play_with_ten_counters_for_a_master_phase_action(table, spanish):
    t = table
    t.vampire(0, 3, RAVNOS)
    card = t.in_hand(0, NAME)
    t.to_phase(MASTER)
    pool, masters = t.pool(0), t.rules["master"]
    [play] = [c for c in _offers(t, 0, K.PlayMaster) if c.card == card.id]
    assert play.keep
    assert dock(t, play, 0) == (
        "Play Week of Nightmares: keep it in play. put it in play with 10 nightmare counters"
    )
    assert dock(t, play, 0, "es") == (
        "Jugar Week of Nightmares: dejarla en juego. ponerla en juego con 10 contadores de"
        " pesadilla"
    )
    t.ok(play)
    assert card.zone == zone(0, READY) and card.face_up
    assert card.counters == {"nightmare": 10}
    assert t.pool(0) == pool and t.rules["master"] == masters - 1  # no pool cost


def test_only_one_week_of_nightmares_is_played_in_a_game(table):
    t = table
    t.vampire(0, 3, RAVNOS)
    t.vampire(1, 3, OTHER_RAVNOS)
    first = _week(t, 0)
    second = t.in_hand(1, NAME)
    t.to_phase(DISCARD, 0)
    t.ok(K.NextPhase(seat=0))
    t.to_phase(MASTER, 1)
    assert not [c for c in _offers(t, 1, K.PlayMaster) if c.card == second.id]
    why = t.refused(K.PlayMaster(seat=1, card=second.id, keep=True))
    assert why == "Only one Week of Nightmares may be played in a game, and it was."
    assert second.zone == t.state.seat_zone(1, "hand").id and first.zone == zone(0, READY)


def _numbers(t, minion):
    return standing.bleed(t.state, minion), standing.strength(t.state, minion)


def test_every_ravnos_in_play_gets_plus_one_bleed_and_strength(table):
    t = table
    mine = t.vampire(0, 3, RAVNOS)
    theirs = t.vampire(1, 3, OTHER_RAVNOS)
    brujah = t.vampire(0, 3, _other_clan(t))
    before = {c.id: _numbers(t, c) for c in (mine, theirs, brujah)}
    _week(t, 0)
    for ravnos in (mine, theirs):
        bleed, strength = before[ravnos.id]
        assert _numbers(t, ravnos) == (bleed + 1, strength + 1)
    assert _numbers(t, brujah) == before[brujah.id]
    t.to_phase(MINION)
    t.ok(K.Act(seat=0, minion=mine.id, kind=K.BLEED))
    assert t.rules["action"]["amount"] == before[mine.id][0] + 1


def test_a_ravnos_does_not_hunt_as_normal_while_it_is_in_play(table):
    t = table
    ravnos = t.vampire(0, 2, RAVNOS)
    brujah = t.vampire(0, 2, _other_clan(t))
    _week(t, 0)
    t.to_phase(MINION)
    assert not [c for c in _hunts(t, 0, ravnos) if c.mode == 0]
    assert [c for c in _hunts(t, 0, brujah) if c.mode == 0]
    why = t.refused(K.Act(seat=0, minion=ravnos.id, kind=K.HUNT))
    assert why == f"{ci.name(ravnos)} does not hunt as normal: it takes the hunt a card gives."
    assert not ravnos.locked and ravnos.counters["blood"] == 2


def test_a_ravnos_steals_one_blood_from_another_ravnos_as_a_hunt(table, spanish):
    t = table
    thief = t.vampire(0, 1, RAVNOS)
    victim = t.vampire(1, 3, OTHER_RAVNOS)
    t.vampire(1, 3, _other_clan(t))
    bank = t.rules["bank"]
    _week(t, 0)
    t.to_phase(MINION)
    [steal] = _hunts(t, 0, thief)  # the only aim: the other Ravnos
    assert steal.mode >= 1 and steal.target_card == victim.id and steal.target == 1
    assert dock(t, steal, 0) == (
        "Doc Martina acts with Week of Nightmares against B (stealth 1): hunt; steal 1 blood"
        " from Gathii"
    )
    assert dock(t, steal, 0, "es") == (
        "Doc Martina actúa con Week of Nightmares contra B (sigilo 1): cazar; robar 1 de sangre"
        " a Gathii"
    )
    t.ok(steal)
    action = t.rules["action"]
    assert action["kind"] == K.HUNT and action["stealth"] == 1 and action["directed"]
    _succeeds(t)
    assert thief.counters["blood"] == 2 and victim.counters["blood"] == 2
    assert t.rules["bank"] == bank  # moved between them: no blood from the bank


def test_only_a_ravnos_takes_the_steal_and_only_at_another_ravnos(table):
    t = table
    ravnos = t.vampire(0, 1, RAVNOS)
    brujah = t.vampire(0, 2, _other_clan(t))
    _week(t, 0)
    t.to_phase(MINION)
    assert not [c for c in _hunts(t, 0, brujah) if c.mode >= 1]
    assert not [c for c in _hunts(t, 0, ravnos) if c.mode >= 1]  # no other Ravnos
    why = t.refused(K.Act(seat=0, minion=ravnos.id, kind=K.HUNT, target_card=brujah.id, mode=1))
    assert why == "The card cannot be aimed there."


def test_a_ravnos_with_no_blood_owes_the_steal_hunt(table):
    t = table
    empty = t.vampire(0, 0, RAVNOS)
    victim = t.vampire(1, 2, OTHER_RAVNOS)
    brujah = t.vampire(0, 2, _other_clan(t))
    _week(t, 0)
    t.to_phase(MINION)
    offers = _offers(t, 0, K.Act)
    assert [(c.minion, c.kind, c.target_card) for c in offers] == [(empty.id, K.HUNT, victim.id)]
    why = t.refused(K.Act(seat=0, minion=brujah.id, kind=K.BLEED))
    assert "must hunt" in why
    t.ok(offers[0])
    _succeeds(t)
    assert t.state.cards[empty.id].counters["blood"] == 1  # a refusal restores the state
    assert [c for c in _offers(t, 0, K.Act) if c.minion == brujah.id]  # the debt is paid


def test_a_ravnos_with_no_blood_and_nobody_to_steal_from_owes_no_hunt(table):
    t = table
    t.vampire(0, 0, RAVNOS)
    brujah = t.vampire(0, 2, _other_clan(t))
    _week(t, 0)
    t.to_phase(MINION)
    assert [c for c in _offers(t, 0, K.Act) if c.minion == brujah.id]


def test_each_methuselah_moves_one_counter_to_a_ravnos_in_their_unlock_phase(table, spanish):
    t = table
    ravnos = t.vampire(0, 3, RAVNOS)
    brujah = t.vampire(1, 3, _other_clan(t))
    week = _week(t, 0)
    _to_unlock(t, 1)  # another Methuselah's unlock phase: the card is not theirs
    assert not [u for u in _offers(t, 0, K.UseCard) if u.card == week.id]
    [use] = [u for u in _offers(t, 1, K.UseCard) if u.card == week.id]
    assert use.target_card == ravnos.id
    assert dock(t, use, 1) == "Use Week of Nightmares: move 1 nightmare counter to Doc Martina"
    assert dock(t, use, 1, "es") == (
        "Usar Week of Nightmares: mover 1 contador de pesadilla a Doc Martina"
    )
    why = t.refused(K.UseCard(seat=1, card=week.id, target_card=brujah.id))
    assert why == "The card cannot be aimed there."
    t.ok(use)
    week, ravnos = t.state.cards[week.id], t.state.cards[ravnos.id]  # a refusal restores
    assert week.counters["nightmare"] == 9 and ravnos.counters["nightmare"] == 1
    assert not [u for u in _offers(t, 1, K.UseCard) if u.card == week.id]  # once
    why = t.refused(use)
    assert why == "Week of Nightmares has been used as often as it may be now."
    t.to_phase(MINION, 1)
    assert not [u for u in _offers(t, 1, K.UseCard) if u.card == week.id]  # unlock only


def test_a_card_with_its_counters_taken_by_hand_moves_none(table):
    t = table
    ravnos = t.vampire(0, 3, RAVNOS)
    week = _week(t, 0)
    week.counters.pop("nightmare")  # the host took them off
    _to_unlock(t, 1)
    why = t.refused(K.UseCard(seat=1, card=week.id, target_card=ravnos.id))
    assert why == "Week of Nightmares has no nightmare counter left."


def test_the_week_ends_when_the_last_counter_is_moved(table):
    t = table
    payer = t.vampire(0, 3, RAVNOS)
    burned = t.vampire(1, 1, OTHER_RAVNOS)
    week = _week(t, 0)
    week.counters["nightmare"] = 1
    payer.counters["nightmare"] = 2
    burned.counters["nightmare"] = 1
    _to_unlock(t, 1)
    use = K.UseCard(seat=1, card=week.id, target_card=burned.id)
    t.ok(use)  # its second counter, and it has 1 blood
    assert payer.counters == {"blood": 1}
    assert burned.zone == zone(1, ASH_HEAP)
    assert week.zone == zone(0, ASH_HEAP)
    assert not any(c.counters.get("nightmare") for c in t.state.cards.values())
    t.to_phase(MINION, 1)
    assert standing.bleed(t.state, payer) == ci.bleed(payer)  # the bonus is gone


def test_bots_play_the_ravnos_precon_with_the_invariants_on(module):
    from vtt.core.module import GameSpec, SeatSpec
    from vtt.core.session import Session
    from vtt.games.vtes.rules.data import OPT_DEBUG, OPT_TIME_LIMIT, OVER

    precon = next(
        k for k, p in load_cards().precons.items() if any(c == 102166 for c, _ in p.cards)
    )
    played = 0
    for seed in range(3):
        seats = [
            SeatSpec(name=f"Bot {i + 1}", bot=BOTS[i % 2], deck=f"vtes:precon:{precon}")
            for i in range(4)
        ]
        options = {OPT_TIME_LIMIT: 0, OPT_DEBUG: True}
        spec = GameSpec(game="vtes", seed=seed, rules=True, options=options, seats=seats)
        session = Session(module.new_state(spec), module, spec)
        play_out(session)  # raises on a refused bot command or a broken invariant
        assert rules(session.state)["phase"] == OVER
        played += "Week of Nightmares" in str(rules(session.state).get("once_a_game", {}))
    assert played
