"""Delaying Tactics (``vtt/games/vtes/rules/effects/kinds/delaying.py``): the referendum of
a political action is cancelled, the acting vampire unlocks, the political action card goes
back to its owner's hand (who discards down, their own choice) and the acting Methuselah's
minions may not take the same political action again this turn.

Seat 0's Aisha calls a referendum with Kine Resources Contested; seat 1's Sully reacts.
"""

from __future__ import annotations

from vtt.games.vtes.layout import ASH_HEAP, zone
from vtt.games.vtes.rules import commands as K
from vtt.games.vtes.rules.data import MASTER, MINION
from vtt.games.vtes.rules.effects.kinds.delaying import barred_again
from vtt.games.vtes.rules.legal import legal_commands
from vtt.games.vtes.rules.stages import decider

from .conftest import Table, dock, plays

AISHA = "Aisha az-Zahra"  # Anarch Toreador, capacity 9: obf qui AUS CEL PRE
ALVARO = "Alvaro, The Scion of Angelica"  # Lasombra Archbishop: dom pre OBT POT
SULLY = "Sully"  # capacity 4: aus dom obf
PRINCE = "Alexander Silverson"  # Camarilla Malkavian prince
KINE = "Kine Resources Contested"
DELAYING = "Delaying Tactics"


def _resolve(t: Table) -> None:
    """Nobody blocks, nobody plays anything: the action resolves."""
    while t.rules["action"] is not None:
        t.pass_round()


def _referendum(t: Table | None = None):
    """Seat 0's Aisha (and Alvaro, a second vampire) calls a referendum with Kine Resources
    Contested; seat 1's Sully has Delaying Tactics in hand."""
    t = t or Table()
    t.to_phase(MINION)
    aisha = t.vampire(0, 4, AISHA)
    alvaro = t.vampire(0, 4, ALVARO)
    sully = t.vampire(1, 4, SULLY)
    political = t.in_hand(0, KINE, index=1)
    t.ok(
        K.Act(seat=0, minion=aisha.id, kind=K.POLITICAL, card=political.id, alloc=((1, 2), (2, 2)))
    )
    _resolve(t)
    assert t.rules["referendum"] is not None and aisha.locked
    card = t.in_hand(1, DELAYING)
    t.ok(K.Vote(seat=0, side="for", source="called"))
    t.ok(K.Pass(seat=0))  # seat 0 is done voting: seat 1 polls now
    return t, aisha, alvaro, sully, political, card


def _hand(t: Table, seat: int) -> list[int]:
    return list(t.state.seat_zone(seat, "hand").cards)


def _the_play(t: Table, card, sully) -> K.PlayCard:
    (play,) = [c for c in plays(t, 1, card) if c.minion == sully.id]
    return play


def test_delaying_tactics_cancels_the_referendum_and_the_owner_discards_down(spanish):
    t, aisha, alvaro, sully, political, card = _referendum()
    play = _the_play(t, card, sully)
    assert dock(t, play, 1) == (
        f"Play Delaying Tactics with {SULLY}: cancel the referendum; unlock {AISHA};"
        f" {KINE} back to its owner's hand (who discards down afterward);"
        " the acting Methuselah's minions cannot take it again this turn"
    )
    assert dock(t, play, 1, "es") == (
        f"Jugar Tácticas dilatorias con {SULLY}: cancelar el referéndum; enderezar a {AISHA};"
        f" {KINE} vuelve a la mano de su propietario (que se descarta después hasta su"
        " tamaño de mano); los siervos del Matusalén activo no pueden volver a realizarla"
        " este turno"
    )
    pool_before = [t.pool(s) for s in range(4)]
    t.ok(play)
    assert t.rules["referendum"] is None and t.rules["action"] is None
    assert not t.state.cards[aisha.id].locked
    assert sully.counters["blood"] == 3  # the card's cost: 1 blood
    assert [t.pool(s) for s in range(4)] == pool_before  # no terms of the card ran
    returned = t.state.cards[_hand(t, 0)[-1]]
    assert returned.catalog == t.by_name(KINE).catalog and len(_hand(t, 0)) == 8
    # the owner chooses what to discard; the game waits for that answer
    assert decider(t.state) == (0, "ask")
    answers = [c for c in legal_commands(t.state, 0) if isinstance(c, K.Answer)]
    assert sorted(a.card for a in answers) == sorted(_hand(t, 0))
    chosen = next(a for a in answers if a.card != returned.id)
    discarded = t.state.cards[chosen.card]
    assert dock(t, chosen, 0).startswith("Discard ")
    assert dock(t, chosen, 0).endswith(" (down to your hand size)")
    assert legal_commands(t.state, 1) == []
    t.ok(chosen)
    assert len(_hand(t, 0)) == 7 and returned.id in _hand(t, 0)
    assert discarded.zone == zone(0, ASH_HEAP)
    assert decider(t.state) == (0, MINION)
    assert t.rules.get("asks") in (None, [])


def _political_offers(t: Table, minion) -> list[K.Act]:
    return [
        c
        for c in legal_commands(t.state, 0)
        if isinstance(c, K.Act) and c.kind == K.POLITICAL and c.minion == minion.id
    ]


def test_delaying_tactics_bars_the_same_political_action_card_for_the_turn():
    t, aisha, alvaro, sully, political, card = _referendum()
    t.ok(_the_play(t, card, sully))
    t.ok(next(c for c in legal_commands(t.state, 0) if isinstance(c, K.Answer)))
    kine = next(c for c in _hand(t, 0) if t.state.cards[c].catalog == t.by_name(KINE).catalog)
    other = t.in_hand(0, "Kindred Segregation", index=0 if _hand(t, 0)[0] != kine else 1)
    offered = {c.card for c in _political_offers(t, alvaro)}
    assert kine not in offered and other.id in offered
    bar = K.Act(seat=0, minion=alvaro.id, kind=K.POLITICAL, card=kine, alloc=((1, 2), (2, 2)))
    why = t.refused(bar)
    assert why == "Your minions cannot take that political action again this turn."
    assert barred_again(t.state, bar) is not None
    t.ok(K.EndTurnRules(seat=0))  # the bar lasts this turn only
    assert barred_again(t.state, bar) is None


def test_delaying_tactics_against_a_card_in_play_bars_that_referendum():
    t = Table()
    prince = t.vampire(0, 4, PRINCE)
    alvaro = t.vampire(0, 4, ALVARO)
    sully = t.vampire(1, 4, SULLY)
    t.to_phase(MASTER)
    revolt = t.in_hand(0, "Anarch Revolt")
    (kept,) = [c for c in legal_commands(t.state, 0) if getattr(c, "card", None) == revolt.id]
    t.ok(kept)
    t.to_phase(MINION)
    t.ok(K.Act(seat=0, minion=prince.id, kind=K.POLITICAL, target_card=revolt.id))
    _resolve(t)
    assert not t.rules["referendum"]["by_card"]
    t.ok(K.Pass(seat=0))
    card = t.in_hand(1, DELAYING)
    play = _the_play(t, card, sully)
    assert dock(t, play, 1) == (
        f"Play Delaying Tactics with {SULLY}: cancel the referendum; unlock {PRINCE};"
        " the acting Methuselah's minions cannot take it again this turn"
    )
    hand_before = _hand(t, 0)
    t.ok(play)
    assert t.rules["referendum"] is None and not prince.locked
    assert _hand(t, 0) == hand_before and not t.rules.get("asks")
    assert revolt.zone == "s0.ready"  # no terms ran
    assert decider(t.state) == (0, MINION)
    assert all(c.target_card != revolt.id for c in _political_offers(t, alvaro))
    why = t.refused(K.Act(seat=0, minion=alvaro.id, kind=K.POLITICAL, target_card=revolt.id))
    assert why == "Your minions cannot take that political action again this turn."


def test_delaying_tactics_is_a_reaction_paid_with_blood():
    t, aisha, alvaro, sully, political, card = _referendum()
    assert plays(t, 1, card)  # no discipline needed
    sully.locked = True  # a reaction needs an unlocked minion
    assert plays(t, 1, card) == []
    t.refused(K.PlayCard(seat=1, card=card.id, minion=sully.id))
    sully.locked = False
    sully.counters["blood"] = 0  # its cost: 1 blood
    assert plays(t, 1, card) == []
    t.refused(K.PlayCard(seat=1, card=card.id, minion=sully.id))
    assert t.rules["referendum"] is not None and card.zone == "s1.hand"


def test_delaying_tactics_only_in_the_polling_of_a_political_action():
    t = Table()
    t.to_phase(MINION)
    aisha = t.vampire(0, 4, AISHA)
    sully = t.vampire(1, 4, SULLY)
    political = t.in_hand(0, KINE, index=1)
    card = t.in_hand(1, DELAYING)
    t.ok(
        K.Act(seat=0, minion=aisha.id, kind=K.POLITICAL, card=political.id, alloc=((1, 2), (2, 2)))
    )
    t.pass_to(1)  # the action is under way: no referendum yet
    assert plays(t, 1, card) == []
    why = t.refused(K.PlayCard(seat=1, card=card.id, minion=sully.id))
    assert why == "Delaying Tactics is played only during a referendum."
    _resolve(t)
    t.ok(K.Pass(seat=0))
    t.rules["referendum"]["blood_hunt"] = True  # a blood hunt is no political action
    assert plays(t, 1, card) == []
    why = t.refused(K.PlayCard(seat=1, card=card.id, minion=sully.id))
    assert why == "Only usable during the polling step of a political action."
    t.rules["referendum"]["blood_hunt"] = False


def test_delaying_tactics_discard_down_words_in_spanish(spanish):
    t, aisha, alvaro, sully, political, card = _referendum()
    t.ok(_the_play(t, card, sully))
    answer = next(c for c in legal_commands(t.state, 0) if isinstance(c, K.Answer))
    name = t.state.cards[answer.card].catalog
    es = t.module.card_name(name, "es")
    assert dock(t, answer, 0, "es") == f"Descartar {es} (hasta tu tamaño de mano)"
    assert (
        dock(t, answer, 0) == f"Discard {t.module.card_name(name, 'en')} (down to your hand size)"
    )
