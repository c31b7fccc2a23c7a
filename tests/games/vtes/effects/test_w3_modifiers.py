"""Wave 3, group "modifiers": action modifiers and reactions whose effect outlives their
play (``vtt/games/vtes/rules/effects/kinds/modifiers.py``): each card's effect, its
requirement, its cost, a refusal and its dock words in English and Spanish.

Seat 0 acts (A's prey is B, seat 1); seat 1's minion may block.
"""

from __future__ import annotations

from vtt.games.vtes.rules import commands as K
from vtt.games.vtes.rules import corruption
from vtt.games.vtes.rules.data import MINION
from vtt.games.vtes.rules.legal import legal_commands

from .conftest import Table, dock, plays

GNAEUS = "Gnaeus Aemilius Augustinus"  # capacity 9: tha DOM OBL POT PRO
SULLY = "Sully"  # capacity 4: aus dom obf
ARIADNE = "Ariadne"  # Gangrel, capacity 8: chi ANI FOR PRO
ABADDON = "Abaddon"  # Salubri, capacity 8: DOM


def _act(actor: str, kind: str = K.BLEED, blood: int = 5, blocker: str = SULLY, **more):
    """Seat 0's ``actor`` takes ``kind``; seat 1's ``blocker`` may block."""
    t = Table()
    t.to_phase(MINION)
    minion = t.vampire(0, blood, actor)
    other = t.vampire(1, 4, blocker)
    t.ok(K.Act(seat=0, minion=minion.id, kind=kind, **more))
    return t, minion, other


def _attempt(t: Table, blocker) -> None:
    t.pass_to(blocker.controller)
    t.ok(K.Block(seat=blocker.controller, minion=blocker.id))


def _one(t: Table, seat: int, card, minion, superior: bool, mode: int = 0) -> K.PlayCard:
    ways = [
        c
        for c in plays(t, seat, card)
        if c.minion == minion.id and c.superior == superior and c.mode == mode
    ]
    assert len(ways) == 1, ways
    return ways[0]


def _uses(t: Table, seat: int, card) -> list[K.UseCard]:
    return [c for c in legal_commands(t.state, seat) if isinstance(c, K.UseCard) and c.card == card.id]


# -- The Sleeping Mind -----------------------------------------------------------------------


def test_the_sleeping_mind_superior_bars_every_unlock(spanish):
    t, gnaeus, ariadne = _act(GNAEUS, blocker=ARIADNE)
    card = t.in_hand(0, "The Sleeping Mind")
    play = _one(t, 0, card, gnaeus, True)
    assert play.target_card is None  # superior: no locked vampire chosen
    words = dock(t, play, 0)
    assert words.endswith(": superior: minions cannot unlock during this action"), words
    assert dock(t, play, 0, "es").endswith(
        ": superior: los esbirros no pueden enderezarse durante esta acción"
    )
    t.ok(play)
    assert t.state.cards[gnaeus.id].counters["blood"] == 4  # its cost: 1 blood
    # a locked Gangrel cannot unlock to block with Eyes of the Wild now
    t.state.cards[ariadne.id].locked = True
    eyes = t.in_hand(1, "Eyes of the Wild")
    t.pass_to(1)
    assert plays(t, 1, eyes) == []
    why = t.refused(K.PlayCard(seat=1, card=eyes.id, minion=ariadne.id))
    assert why == "The card's own condition is not met now."


def test_the_sleeping_mind_only_as_announced_and_needs_superior_dominate():
    t, sully, _ = _act(SULLY, blocker=GNAEUS)  # dom: inferior only
    card = t.in_hand(0, "The Sleeping Mind")
    assert not [c for c in plays(t, 0, card) if c.superior]
    why = t.refused(K.PlayCard(seat=0, card=card.id, minion=sully.id, superior=True))
    assert why == "Sully does not have the discipline of The Sleeping Mind at superior level."
    t, gnaeus, _ = _act(GNAEUS)
    card = t.in_hand(0, "The Sleeping Mind")
    t.pass_round()  # nobody blocks: the announcement is over
    assert plays(t, 0, card) == []
    why = t.refused(K.PlayCard(seat=0, card=card.id, minion=gnaeus.id, superior=True))
    assert why == "The card's own condition is not met now."


# -- Enchanting Gaze -------------------------------------------------------------------------


def test_enchanting_gaze_superior_burns_a_corruption_counter_for_the_block_to_fail(spanish):
    t, gnaeus, sully = _act(GNAEUS)
    corruption.change(t.state, t.state.cards[sully.id], 0, 2, [])
    _attempt(t, sully)
    card = t.in_hand(0, "Enchanting Gaze")
    t.pass_to(0)
    play = _one(t, 0, card, gnaeus, True)
    t.ok(play)
    assert t.rules["action"]["stealth"] == 1
    uses = _uses(t, 0, card)
    assert len(uses) == 1
    assert dock(t, uses[0], 0) == (
        "Use Enchanting Gaze: burn 1 of your corruption counters from Sully; the block attempt"
        " fails; that minion cannot block this action again"
    )
    assert dock(t, uses[0], 0, "es").startswith("Usar ")
    t.ok(uses[0])
    assert corruption.of(t.state.cards[sully.id], 0) == 1
    assert t.rules["action"]["blocker"] is None  # the attempt failed
    assert _uses(t, 0, card) == []  # once this action
    t.pass_to(1)
    why = t.refused(K.Block(seat=1, minion=sully.id))
    assert why == "Sully cannot block this action."


def test_enchanting_gaze_needs_your_counter_and_the_superior_level():
    t, gnaeus, sully = _act(GNAEUS)
    corruption.change(t.state, t.state.cards[sully.id], 2, 1, [])  # another seat's counter
    _attempt(t, sully)
    card = t.in_hand(0, "Enchanting Gaze")
    t.pass_to(0)
    t.ok(_one(t, 0, card, gnaeus, True))
    assert _uses(t, 0, card) == []
    why = t.refused(K.UseCard(seat=0, card=card.id))
    assert why == "That minion does not carry 1 of your corruption counters."
    t2, gnaeus2, sully2 = _act(GNAEUS)
    corruption.change(t2.state, t2.state.cards[sully2.id], 0, 1, [])
    _attempt(t2, sully2)
    card2 = t2.in_hand(0, "Enchanting Gaze")
    t2.pass_to(0)
    t2.ok(_one(t2, 0, card2, gnaeus2, False))
    assert _uses(t2, 0, card2) == []  # inferior: +1 stealth only
    assert t2.refused(K.UseCard(seat=0, card=card2.id)) == (
        "The card's own condition is not met now."
    )


# -- Eyes of the Wild ------------------------------------------------------------------------


def _eyes(blood: int = 4):
    """Gnaeus bleeds; seat 1's locked Ariadne plays Eyes of the Wild."""
    t, gnaeus, ariadne = _act(GNAEUS, blocker=ARIADNE)
    t.state.cards[ariadne.id].locked = True
    t.state.cards[ariadne.id].counters["blood"] = blood
    t.rebook()
    card = t.in_hand(1, "Eyes of the Wild")
    t.pass_to(1)
    return t, gnaeus, ariadne, card


def test_eyes_of_the_wild_burns_blood_for_intercept_and_stays_unlocked_if_it_blocks(spanish):
    t, gnaeus, ariadne, card = _eyes()
    play = _one(t, 1, card, ariadne, False)
    assert dock(t, play, 1) == (
        "Play Eyes of the Wild with Ariadne: Ariadne unlocks and attempts to block;"
        " Ariadne locks after the action if it did not block it"
    )
    assert dock(t, play, 1, "es") == (
        "Jugar Ojos de la naturaleza con Ariadne: Ariadne se endereza e intenta bloquear;"
        " Ariadne se gira tras la acción si no la bloqueó"
    )
    t.ok(play)
    action = t.rules["action"]
    assert action["blocker"] == ariadne.id and action["intercept"] == 0
    uses = _uses(t, 1, card)
    assert len(uses) == 1
    assert dock(t, uses[0], 1) == (
        "Use Eyes of the Wild: Ariadne burns 1 blood; +1 intercept to the blocking minion"
    )
    assert dock(t, uses[0], 1, "es") == (
        "Usar Ojos de la naturaleza: Ariadne quema 1 de sangre; +1 de intercepción para el esbirro"
        " que bloquea"
    )
    t.ok(uses[0])
    t.ok(_uses(t, 1, card)[0])  # as often as it has blood
    assert t.rules["action"]["intercept"] == 2
    assert t.state.cards[ariadne.id].counters["blood"] == 2
    t.pass_round()  # blocked: combat
    assert t.rules["combat"] is not None


def test_eyes_of_the_wild_locks_the_gangrel_that_did_not_block():
    t, gnaeus, ariadne, card = _eyes(blood=0)
    t.ok(_one(t, 1, card, ariadne, False))
    assert _uses(t, 1, card) == []  # no blood to burn
    t.rules["action"]["stealth"] = 1  # the attempt will fail
    t.pass_round()
    assert t.rules["action"]["blocker"] is None and not t.state.cards[ariadne.id].locked
    while t.rules["action"] is not None:  # nobody else blocks: the bleed succeeds
        t.pass_round()
    assert t.state.cards[ariadne.id].locked  # it did not block: locked as the bleed resolved


def test_eyes_of_the_wild_needs_a_locked_gangrel():
    t, gnaeus, sully = _act(GNAEUS)
    t.state.cards[sully.id].locked = True
    card = t.in_hand(1, "Eyes of the Wild")
    t.pass_to(1)
    assert plays(t, 1, card) == []
    why = t.refused(K.PlayCard(seat=1, card=card.id, minion=sully.id))
    assert why == "Eyes of the Wild requires a minion of clan Gangrel; Sully is not."
