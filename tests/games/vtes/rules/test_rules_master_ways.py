"""A master card is offered only in the ways its text allows (a tester saw "Play Villein"
and "... and keep it in play" offered with no target): on each vampire it may go on, kept
in play when it is a location, used up otherwise."""

from __future__ import annotations

from vtt.games.vtes.rules import commands as K
from vtt.games.vtes.rules.data import MASTER
from vtt.games.vtes.rules.legal import legal_commands


def _offers(t, card):
    return [c for c in legal_commands(t.state, 0) if isinstance(c, K.PlayMaster) and c.card == card]


def test_each_master_card_is_offered_as_its_text_says(table):
    t = table
    t.to_phase(MASTER)
    mine = t.vampire(0, 3)
    theirs = t.vampire(1, 3)
    villein = t.in_hand(0, "Villein", index=0)  # "Put this card on a vampire you control"
    highway = t.in_hand(0, "Information Highway", index=1)  # a location
    tap = t.in_hand(0, "Minion Tap", index=2)  # used up
    # once for each amount of blood it may move (2 or 3 of the vampire's 3)
    assert _offers(t, villein.id) == [
        K.PlayMaster(seat=0, card=villein.id, on=mine.id, mode=mode) for mode in (0, 1)
    ]
    assert theirs.id not in [c.on for c in _offers(t, villein.id)]
    assert _offers(t, highway.id) == [K.PlayMaster(seat=0, card=highway.id, keep=True)]
    # used up, aimed at a vampire of yours, once for each amount of its blood (1, 2 or 3)
    assert _offers(t, tap.id) == [
        K.PlayMaster(seat=0, card=tap.id, target_card=mine.id, mode=mode) for mode in (0, 1, 2)
    ]


def test_a_master_card_goes_only_where_its_text_puts_it(table):
    t = table
    t.to_phase(MASTER)
    villein = t.in_hand(0, "Villein")
    assert t.refused(K.PlayMaster(seat=0, card=villein.id)).startswith(
        "Villein is put on a card in play that its text allows"
    )
    theirs = t.vampire(1, 3)
    assert t.refused(K.PlayMaster(seat=0, card=villein.id, on=theirs.id)).startswith(
        "Villein is put on a card in play that its text allows"
    )
    tap = t.in_hand(0, "Minion Tap", index=1)
    assert t.refused(K.PlayMaster(seat=0, card=tap.id, on=theirs.id)) == (
        "Minion Tap is not put on a card."
    )
    mine = t.vampire(0, 3)
    t.ok(K.PlayMaster(seat=0, card=villein.id, on=mine.id))
    assert t.state.cards[villein.id].attached_to == mine.id


def test_a_card_played_once_a_game_is_refused_the_second_time(table):
    """'Only one Giant's Blood can be played in a game' holds for the whole table; 'A
    Methuselah may play only one Research in a game' for each Methuselah."""
    t = table
    t.to_phase(MASTER)
    vampire = t.vampire(0, 3)
    first, second = t.in_hand(0, "Giant's Blood", 0), t.in_hand(0, "Giant's Blood", 1)
    t.ok(K.PlayMaster(seat=0, card=first.id, target_card=vampire.id))
    t.rules["master"] = 1  # another master phase action, arranged
    assert t.refused(K.PlayMaster(seat=0, card=second.id, target_card=vampire.id)) == (
        "Only one Giant's Blood may be played in a game, and it was."
    )
    research = t.in_hand(0, "Research", 2)
    t.ok(K.PlayMaster(seat=0, card=research.id))
    t.rules["master"] = 1
    again = t.in_hand(0, "Research", 3)
    assert t.refused(K.PlayMaster(seat=0, card=again.id)) == (
        "Each Methuselah may play Research once a game, and you have."
    )
