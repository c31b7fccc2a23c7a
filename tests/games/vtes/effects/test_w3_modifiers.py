"""Wave 3, group "modifiers": action modifiers and reactions whose effect outlives their
play (``vtt/games/vtes/rules/effects/kinds/modifiers.py``): each card's effect, its
requirement, its cost, a refusal and its dock words in English and Spanish.

Seat 0 acts (A's prey is B, seat 1); seat 1's minion may block.
"""

from __future__ import annotations

from vtt.games.vtes.layout import ASH_HEAP, zone
from vtt.games.vtes.rules import commands as K
from vtt.games.vtes.rules import corruption
from vtt.games.vtes.rules.data import MINION
from vtt.games.vtes.rules.legal import legal_commands

from .conftest import Table, dock, plays

GNAEUS = "Gnaeus Aemilius Augustinus"  # Lasombra, capacity 9: tha DOM OBL POT PRO
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


def _modifies(t: Table, seat: int, card) -> list[K.Modify]:
    """The numbers ``seat`` may apply by hand naming ``card`` now (none: the engine gives
    them from the card's data)."""
    found = legal_commands(t.state, seat)
    return [c for c in found if isinstance(c, K.Modify) and c.card == card.id]


def _uses(t: Table, seat: int, card) -> list[K.UseCard]:
    return [
        c for c in legal_commands(t.state, seat) if isinstance(c, K.UseCard) and c.card == card.id
    ]


# -- The Sleeping Mind -----------------------------------------------------------------------


def test_the_sleeping_mind_superior_bars_every_unlock(spanish):
    t, gnaeus, ariadne = _act(GNAEUS, blocker=ARIADNE)
    card = t.in_hand(0, "The Sleeping Mind")
    play = _one(t, 0, card, gnaeus, True)
    assert play.target_card is None  # superior: no locked vampire chosen
    words = dock(t, play, 0)
    assert words.endswith(": superior: minions cannot unlock during this action"), words
    assert dock(t, play, 0, "es").endswith(
        ": superior: los siervos no pueden enderezarse durante esta acción"
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
    assert dock(t, play, 0) == f"Play Enchanting Gaze with {GNAEUS}: superior: +1 stealth"
    t.ok(play)
    assert t.rules["action"]["stealth"] == 1
    uses = _uses(t, 0, card)
    assert len(uses) == 1
    assert dock(t, uses[0], 0) == (
        "Use Enchanting Gaze: burn 1 of your corruption counters from Sully; the block attempt"
        " fails; that minion cannot block this action again"
    )
    assert dock(t, uses[0], 0, "es") == (
        "Usar Mirada cautivadora: quemar 1 de tus contadores de corrupción de Sully; el intento"
        " de bloqueo fracasa; ese siervo no puede volver a bloquear esta acción"
    )
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
        " Ariadne locks after the action unless it stops it"
    )
    assert dock(t, play, 1, "es") == (
        "Jugar Ojos de la naturaleza con Ariadne: Ariadne se endereza e intenta bloquear;"
        " Ariadne se gira tras la acción salvo que la detenga"
    )
    t.ok(play)
    action = t.rules["action"]
    assert action["blocker"] == ariadne.id and action["intercept"] == 0
    assert _modifies(t, 1, card) == []  # its intercept costs a blood each
    t.pass_to(1)
    uses = _uses(t, 1, card)
    assert len(uses) == 1
    assert dock(t, uses[0], 1) == (
        "Use Eyes of the Wild: Ariadne burns 1 blood; +1 intercept to the blocking minion"
    )
    assert dock(t, uses[0], 1, "es") == (
        "Usar Ojos de la naturaleza: Ariadne quema 1 de sangre; +1 de intercepción al siervo que"
        " bloquea"
    )
    t.ok(uses[0])
    t.pass_to(1)
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


# -- Truth in Darkness -----------------------------------------------------------------------


def _truth(superior: bool):
    """Sully bleeds with 1 stealth; seat 1's Gnaeus attempts to block and plays Truth in
    Darkness for the intercept it needs."""
    t, sully, gnaeus = _act(SULLY, blocker=GNAEUS)
    t.rules["action"]["stealth"] = 1
    _attempt(t, gnaeus)
    card = t.in_hand(1, "Truth in Darkness")
    t.pass_to(1)
    play = _one(t, 1, card, gnaeus, superior)
    return t, gnaeus, card, play


def test_truth_in_darkness_superior_unlocks_after_the_block_resolves(spanish):
    t, gnaeus, card, play = _truth(True)
    assert dock(t, play, 1) == (
        "Play Truth in Darkness with Gnaeus Aemilius Augustinus: superior: +1 intercept;"
        " if this vampire blocks: burn 1 blood to unlock after the block resolves"
    )
    assert dock(t, play, 1, "es") == (
        "Jugar Truth in Darkness con Gnaeus Aemilius Augustinus: superior: +1 de"
        " intercepción; si este vampiro bloquea: quemar 1 de sangre para enderezarse cuando"
        " se resuelva el bloqueo"
    )
    t.ok(play)
    assert _uses(t, 1, card) == []  # not before the block resolves
    t.pass_round()  # blocked: combat, Gnaeus locked
    assert t.rules["combat"] is not None and t.state.cards[gnaeus.id].locked
    t.ok(K.Pass(seat=0))  # no maneuver
    uses = _uses(t, 1, card)
    assert len(uses) == 1
    assert dock(t, uses[0], 1) == (
        "Use Truth in Darkness: Gnaeus Aemilius Augustinus burns 1 blood to unlock"
    )
    assert dock(t, uses[0], 1, "es") == (
        "Usar Truth in Darkness: Gnaeus Aemilius Augustinus quema 1 de sangre para enderezarse"
    )
    t.ok(uses[0])
    assert not t.state.cards[gnaeus.id].locked
    assert t.state.cards[gnaeus.id].counters["blood"] == 3
    assert _uses(t, 1, card) == []


def test_truth_in_darkness_inferior_gives_intercept_only():
    t, gnaeus, card, play = _truth(False)
    t.ok(play)
    assert t.rules["action"]["intercept"] == 1
    t.pass_round()
    t.ok(K.Pass(seat=0))
    assert _uses(t, 1, card) == []
    assert t.refused(K.UseCard(seat=1, card=card.id)) == (
        "Only a card of yours in play can be used."
    )


def test_truth_in_darkness_needs_oblivion():
    t, gnaeus, sully = _act(GNAEUS)
    t.rules["action"]["stealth"] = 1
    _attempt(t, sully)
    card = t.in_hand(1, "Truth in Darkness")
    t.pass_to(1)
    assert plays(t, 1, card) == []
    why = t.refused(K.PlayCard(seat=1, card=card.id, minion=sully.id))
    assert why == "Sully lacks the discipline Truth in Darkness requires."


# -- Shadow Cast and Shadow Cloak: put on the vampire after its successful action --------------


def _resolve(t: Table) -> None:
    """Nobody blocks, nobody plays anything: the action resolves."""
    while t.rules["action"] is not None:
        t.pass_round()


def _again(t: Table, minion) -> None:
    """Arrange that ``minion`` may act again this turn (as after a card that unlocks it)."""
    t.state.cards[minion.id].locked = False
    t.rules["acted"] = {}


def test_shadow_cast_superior_goes_on_the_vampire_and_burns_for_stealth(spanish):
    t, gnaeus, sully = _act(GNAEUS)
    card = t.in_hand(0, "Shadow Cast")
    assert [c for c in plays(t, 0, card) if c.superior] == []  # not during the action
    _resolve(t)  # the bleed of B succeeds
    play = _one(t, 0, card, gnaeus, True)
    assert dock(t, play, 0) == (
        "Play Shadow Cast with Gnaeus Aemilius Augustinus: superior: put this card on Gnaeus"
        " Aemilius Augustinus: burn it for +1 stealth in an action directed at B"
    )
    assert dock(t, play, 0, "es") == (
        "Jugar Shadow Cast con Gnaeus Aemilius Augustinus: superior: poner esta carta sobre"
        " Gnaeus Aemilius Augustinus: quemarla para +1 de sigilo en una acción dirigida a B"
    )
    t.ok(play)
    assert t.state.cards[card.id].attached_to == gnaeus.id
    assert _uses(t, 0, card) == []  # no action now
    _again(t, gnaeus)
    t.ok(K.Act(seat=0, minion=gnaeus.id, kind=K.BLEED))  # directed at B again
    assert _modifies(t, 0, card) == []  # the stealth only for the card burned
    (use,) = _uses(t, 0, card)
    assert dock(t, use, 0) == "Use Shadow Cast: burn Shadow Cast: +1 stealth"
    assert dock(t, use, 0, "es") == "Usar Shadow Cast: quemar Shadow Cast: +1 de sigilo"
    t.ok(use)
    assert t.rules["action"]["stealth"] == 1
    assert t.state.cards[card.id].attached_to is None
    assert t.state.cards[card.id].zone == zone(0, ASH_HEAP)


def test_shadow_cast_is_kept_for_the_same_methuselah_only():
    t, gnaeus, sully = _act(GNAEUS)
    card = t.in_hand(0, "Shadow Cast")
    _resolve(t)
    t.ok(_one(t, 0, card, gnaeus, True))
    _again(t, gnaeus)
    t.ok(K.Act(seat=0, minion=gnaeus.id, kind=K.HUNT))  # undirected
    assert _uses(t, 0, card) == []
    assert t.refused(K.UseCard(seat=0, card=card.id)) == (
        "The card's own condition is not met now."
    )


def test_shadow_cast_superior_needs_a_successful_directed_action():
    t, gnaeus, _ = _act(GNAEUS, kind=K.HUNT)
    card = t.in_hand(0, "Shadow Cast")
    _resolve(t)
    assert plays(t, 0, card) == []
    why = t.refused(K.PlayCard(seat=0, card=card.id, minion=gnaeus.id, superior=True))
    assert why == "The card's own condition is not met now."
    t2, sully, _ = _act(SULLY)  # no Oblivion
    card2 = t2.in_hand(0, "Shadow Cast")
    _resolve(t2)
    assert plays(t2, 0, card2) == []


def test_shadow_cloak_superior_goes_on_the_vampire(spanish):
    t, gnaeus, _ = _act(GNAEUS, kind=K.HUNT)
    card = t.in_hand(0, "Shadow Cloak")
    _resolve(t)
    play = _one(t, 0, card, gnaeus, True)
    assert dock(t, play, 0) == (
        "Play Shadow Cloak with Gnaeus Aemilius Augustinus: superior: put this card on Gnaeus"
        " Aemilius Augustinus: minions without Auspex cannot take actions directed at it;"
        " burned in your next unlock phase"
    )
    assert dock(t, play, 0, "es") == (
        "Jugar Shadow Cloak con Gnaeus Aemilius Augustinus: superior: poner esta carta sobre"
        " Gnaeus Aemilius Augustinus: los siervos sin Auspex no pueden efectuar acciones"
        " dirigidas contra él; se quema en tu próxima fase de enderezamiento"
    )
    t.ok(play)
    assert t.state.cards[card.id].attached_to == gnaeus.id
    for seat in range(4):  # round the table: A's next unlock phase burns it
        assert t.state.cards[card.id].attached_to == gnaeus.id
        t.ok(K.EndTurnRules(seat=seat))
    assert t.state.cards[card.id].attached_to is None


def _cloaked(t: Table, vampire) -> None:
    """A Shadow Cloak of ``vampire``'s controller put on it earlier."""
    from vtt.core.table import move_card

    card = t.in_hand(vampire.controller, "Shadow Cloak", index=-1)
    move_card(t.state, card, t.state.zones[vampire.zone], face_up=True)
    card.attached_to = vampire.id
    t.state.cards[card.id].controller = vampire.controller


def test_shadow_cloak_bars_directed_actions_of_minions_without_auspex():
    t = Table()
    t.to_phase(MINION)
    adhiambo = t.vampire(0, 4, "Adhiambo")  # ANI, no Auspex
    alexander = t.vampire(1, 3, "Alexander Silverson")
    deep_song = t.in_hand(0, "Deep Song")

    def aimed():
        return [
            c
            for c in legal_commands(t.state, 0)
            if isinstance(c, K.Act) and c.card == deep_song.id and c.target_card == alexander.id
        ]

    assert aimed()  # without the cloak
    _cloaked(t, alexander)
    assert aimed() == []
    why = t.refused(
        K.Act(
            seat=0,
            minion=adhiambo.id,
            kind=K.ACTION,
            card=deep_song.id,
            target_card=alexander.id,
            superior=True,
        )
    )
    assert why == "Minions without Auspex cannot take actions directed at Alexander Silverson."


# -- Revelation of the Serpent ---------------------------------------------------------------


def test_revelation_of_the_serpent_superior_unlocks_for_two_corruption_counters(spanish):
    t, gnaeus, sully = _act(GNAEUS)
    corruption.change(t.state, t.state.cards[sully.id], 0, 3, [])
    card = t.in_hand(0, "Revelation of the Serpent")
    play = _one(t, 0, card, gnaeus, True, mode=1)
    assert dock(t, play, 0) == (
        "Play Revelation of the Serpent with Gnaeus Aemilius Augustinus: superior: +1 stealth;"
        " +1 bleed"
    )
    t.ok(play)
    assert t.rules["action"]["stealth"] == 1 and t.rules["action"]["amount"] == 2
    assert _uses(t, 0, card) == []  # not before the bleed succeeds
    pool = t.pool(1)
    _resolve(t)
    assert t.pool(1) == pool - 2
    (use,) = _uses(t, 0, card)
    assert use.target_card == sully.id
    assert dock(t, use, 0) == (
        "Use Revelation of the Serpent: burn 2 of your corruption counters from Sully;"
        " unlock Gnaeus Aemilius Augustinus"
    )
    assert dock(t, use, 0, "es") == (
        "Usar Revelación de la serpiente: quemar 2 de tus contadores de corrupción de Sully;"
        " enderezar a Gnaeus Aemilius Augustinus"
    )
    t.ok(use)
    assert corruption.of(t.state.cards[sully.id], 0) == 1
    assert not t.state.cards[gnaeus.id].locked
    assert _uses(t, 0, card) == []  # once


def test_revelation_of_the_serpent_needs_two_counters_and_the_superior_level():
    t, gnaeus, sully = _act(GNAEUS)
    corruption.change(t.state, t.state.cards[sully.id], 0, 1, [])
    card = t.in_hand(0, "Revelation of the Serpent")
    t.ok(_one(t, 0, card, gnaeus, True))
    _resolve(t)
    assert _uses(t, 0, card) == []
    why = t.refused(K.UseCard(seat=0, card=card.id, target_card=sully.id))
    assert why == "That minion does not carry 2 of your corruption counters."
    t2, gnaeus2, sully2 = _act(GNAEUS)
    corruption.change(t2.state, t2.state.cards[sully2.id], 0, 2, [])
    card2 = t2.in_hand(0, "Revelation of the Serpent")
    t2.ok(_one(t2, 0, card2, gnaeus2, False))
    _resolve(t2)
    assert _uses(t2, 0, card2) == []  # inferior: no unlock
    t3, sully3, _ = _act(SULLY, kind=K.HUNT)
    card3 = t3.in_hand(0, "Revelation of the Serpent")
    assert plays(t3, 0, card3) == []  # only during a bleed (and Sully lacks pre/pro)


# -- Scalpel Tongue --------------------------------------------------------------------------

AISHA = "Aisha az-Zahra"  # Anarch Toreador, capacity 9: obf qui AUS CEL PRE
ALVARO = "Alvaro, The Scion of Angelica"  # Lasombra Archbishop: dom pre OBT POT


def _referendum(actor: str = AISHA):
    """Seat 0's ``actor`` calls a referendum with Kine Resources Contested against B; B's
    Alvaro (an Archbishop) may vote."""
    t = Table()
    t.to_phase(MINION)
    minion = t.vampire(0, 4, actor)
    alvaro = t.vampire(1, 4, ALVARO)
    political = t.in_hand(0, "Kine Resources Contested", index=1)
    t.ok(
        K.Act(seat=0, minion=minion.id, kind=K.POLITICAL, card=political.id, alloc=((1, 2), (2, 2)))
    )
    _resolve(t)
    assert t.rules["referendum"] is not None
    return t, minion, alvaro


def test_scalpel_tongue_superior_cancels_a_vampires_votes(spanish):
    t, aisha, alvaro = _referendum()
    card = t.in_hand(0, "Scalpel Tongue")
    assert plays(t, 0, card) == []  # nobody has voted yet
    t.ok(K.Vote(seat=1, side="against", source="vampire", minion=alvaro.id))
    ref = t.rules["referendum"]
    against = ref["against"]
    assert against >= 1
    play = _one(t, 0, card, aisha, True)
    assert play.target_card == alvaro.id
    assert dock(t, play, 0) == (
        f"Play Scalpel Tongue with {AISHA}: superior: {ALVARO} locks and abstains: its votes"
        f" and ballots are cancelled; {ALVARO} burns 1 blood"
    )
    assert dock(t, play, 0, "es") == (
        f"Jugar Lengua de escalpelo con {AISHA}: superior: {ALVARO} se gira y se abstiene: se"
        f" anulan sus votos y papeletas; {ALVARO} quema 1 de sangre"
    )
    t.ok(play)
    ref = t.rules["referendum"]
    assert ref["against"] == 0 and ref["prisci"] == [0, 0]
    assert t.state.cards[alvaro.id].locked
    assert t.state.cards[alvaro.id].counters["blood"] == 3
    assert t.state.cards[aisha.id].counters["blood"] == 3  # the card's cost
    why = t.refused(K.Vote(seat=1, side="for", source="vampire", minion=alvaro.id))
    assert why == f"{ALVARO} abstains in this referendum."


def test_scalpel_tongue_inferior_burns_no_blood_and_needs_cel_or_pre():
    t, aisha, alvaro = _referendum()
    t.ok(K.Vote(seat=1, side="against", source="vampire", minion=alvaro.id))
    card = t.in_hand(0, "Scalpel Tongue")
    t.ok(_one(t, 0, card, aisha, False))
    assert t.rules["referendum"]["against"] == 0
    assert t.state.cards[alvaro.id].counters["blood"] == 4
    t2, gnaeus, alvaro2 = _referendum(GNAEUS)
    t2.ok(K.Vote(seat=1, side="against", source="vampire", minion=alvaro2.id))
    card2 = t2.in_hand(0, "Scalpel Tongue")
    assert plays(t2, 0, card2) == []
    why = t2.refused(K.PlayCard(seat=0, card=card2.id, minion=gnaeus.id, target_card=alvaro2.id))
    assert why == "Gnaeus Aemilius Augustinus lacks the discipline Scalpel Tongue requires."


def test_scalpel_tongue_is_aimed_at_a_vampire_that_voted():
    t, aisha, alvaro = _referendum()
    card = t.in_hand(0, "Scalpel Tongue")
    why = t.refused(K.PlayCard(seat=0, card=card.id, minion=aisha.id, target_card=alvaro.id))
    assert why == "The card cannot be aimed there."


# -- Amici Noctis ----------------------------------------------------------------------------

CAMERON = "Cameron"  # Lasombra, capacity 3: dom pot


def _passed(t: Table, caller, votes: bool):
    """``caller`` (seat 0) calls a referendum, casts the called card's vote for (and its
    title's, with ``votes``); everybody is done: it passes."""
    political = t.in_hand(0, "Kine Resources Contested", index=1)
    t.ok(
        K.Act(seat=0, minion=caller.id, kind=K.POLITICAL, card=political.id, alloc=((1, 2), (2, 2)))
    )
    _resolve(t)
    t.ok(K.Vote(seat=0, side="for", source="called"))
    if votes:
        t.ok(K.Vote(seat=0, side="for", source="vampire", minion=caller.id))
    while t.rules["referendum"] is not None:
        t.ok(K.Pass(seat=t.waits_for["seat"]))


def test_amici_noctis_offers_each_way_to_share_the_margin(spanish):
    t = Table()
    t.to_phase(MINION)
    alvaro = t.vampire(0, 4, ALVARO)
    cameron = t.vampire(0, 1, CAMERON)
    card = t.in_hand(0, "Amici Noctis")
    _passed(t, alvaro, votes=False)  # passed by 1 vote
    ways = plays(t, 0, card)
    assert [w.x for w in ways] == [0, 1, 2]
    assert [dock(t, w, 0) for w in ways] == [
        f"Play Amici Noctis with {ALVARO}: 1 pool to you",
        f"Play Amici Noctis with {ALVARO}: 1 blood each to {ALVARO}",
        f"Play Amici Noctis with {ALVARO}: 1 blood each to {CAMERON}",
    ]
    assert dock(t, ways[2], 0, "es") == (
        f"Jugar Amici Noctis con {ALVARO}: 1 de sangre a cada uno: {CAMERON}"
    )
    t.ok(ways[2])
    assert t.state.cards[cameron.id].counters["blood"] == 2
    assert t.state.cards[alvaro.id].counters["blood"] == 4


def test_amici_noctis_caps_the_pool_at_two_for_a_titled_lasombra():
    t = Table()
    t.to_phase(MINION)
    alvaro = t.vampire(0, 4, ALVARO)  # an Archbishop: titled
    card = t.in_hand(0, "Amici Noctis")
    _passed(t, alvaro, votes=True)  # passed by more than 3 votes
    (way,) = plays(t, 0, card)  # Alvaro 1 blood and 2 pool: the rest is lost
    pool = t.pool(0)
    t.ok(way)
    assert t.pool(0) == pool + 2
    assert t.state.cards[alvaro.id].counters["blood"] == 5


def test_amici_noctis_only_after_the_referendum_passed():
    t = Table()
    t.to_phase(MINION)
    alvaro = t.vampire(0, 4, ALVARO)
    card = t.in_hand(0, "Amici Noctis")
    assert plays(t, 0, card) == []
    why = t.refused(K.PlayCard(seat=0, card=card.id, minion=alvaro.id))
    assert why.startswith("Cards are played this way during an action, a combat or a referendum")
    aisha = t.vampire(0, 4, AISHA)
    _passed(t, aisha, votes=False)
    assert plays(t, 0, card) == []  # Aisha is no Lasombra
    why = t.refused(K.PlayCard(seat=0, card=card.id, minion=aisha.id))
    assert why == f"Amici Noctis requires a minion of clan Lasombra; {AISHA} is not."


# -- Spying Mission --------------------------------------------------------------------------

ADANA = "Adana de Sforza"  # capacity 11: aus CEL OBF POT PRE PRO


def _at_resolution(t: Table) -> None:
    """Every block declined: the bleed's resolution step."""
    t.pass_round()
    assert t.rules["action"]["stage"] == "resolve"


def test_spying_mission_superior_goes_on_the_vampire_then_adds_two(spanish):
    t, adana, _ = _act(ADANA)
    card = t.in_hand(0, "Spying Mission")
    assert [c for c in plays(t, 0, card) if c.superior] == []  # blocks may still come
    _at_resolution(t)
    play = _one(t, 0, card, adana, True)
    assert dock(t, play, 0) == (
        f"Play Spying Mission with {ADANA}: superior: the bleed burns no pool and fails; this"
        f" card goes on {ADANA}: +2 bleed the next time it is about to bleed B successfully"
    )
    assert dock(t, play, 0, "es") == (
        f"Jugar Misión de espionaje con {ADANA}: superior: el sangrado no quema reserva y"
        f" fracasa; esta carta va sobre {ADANA}: +2 de sangrado la próxima vez que vaya a"
        " sangrar a B con éxito"
    )
    pool = t.pool(1)
    t.ok(play)
    assert _modifies(t, 0, card) == []  # its +2 bleed is for a later bleed
    _resolve(t)
    assert t.pool(1) == pool  # no pool burned
    assert t.state.cards[card.id].attached_to == adana.id
    assert t.state.tokens["edge"].holder != 0  # unsuccessful: no Edge
    _again(t, adana)
    t.ok(K.Act(seat=0, minion=adana.id, kind=K.BLEED))
    amount = t.rules["action"]["amount"]
    _resolve(t)
    assert t.pool(1) == pool - amount - 2
    assert t.state.cards[card.id].attached_to is None


def test_spying_mission_inferior_is_stealth_and_superior_needs_obfuscate():
    t, sully, _ = _act(SULLY, blocker=GNAEUS)  # obf: inferior only
    card = t.in_hand(0, "Spying Mission")
    _at_resolution(t)
    assert not [c for c in plays(t, 0, card) if c.superior]
    why = t.refused(K.PlayCard(seat=0, card=card.id, minion=sully.id, superior=True))
    assert why == "Sully does not have the discipline of Spying Mission at superior level."
    t2, adana, _ = _act(ADANA, kind=K.HUNT)
    card2 = t2.in_hand(0, "Spying Mission")
    t2.pass_round()
    why = t2.refused(K.PlayCard(seat=0, card=card2.id, minion=adana.id, superior=True))
    assert why == "The card's own condition is not met now."


def test_the_sleeping_mind_bars_unlocking_through_the_combat_of_the_block():
    t, sully, gnaeus = _act(SULLY, blocker=GNAEUS)
    sleeping = t.in_hand(0, "The Sleeping Mind")
    t.state.cards[sully.id].catalog = t.by_name(ABADDON).catalog  # DOM, for the superior
    t.ok(_one(t, 0, sleeping, sully, True))
    t.rules["action"]["stealth"] = 1
    _attempt(t, gnaeus)
    truth = t.in_hand(1, "Truth in Darkness")
    t.pass_to(1)
    t.ok(_one(t, 1, truth, gnaeus, True))
    t.pass_round()  # blocked: combat
    t.ok(K.Pass(seat=0))
    assert t.rules["combat"] is not None
    assert _uses(t, 1, truth) == []  # no unlocking in this action's combat
    assert t.refused(K.UseCard(seat=1, card=truth.id)) == (
        "The card's own condition is not met now."
    )
