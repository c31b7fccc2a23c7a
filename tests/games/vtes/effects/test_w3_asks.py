"""Cards that put a question to a Methuselah (``vtes_answer``, stage "ask": rules/asks.py,
effects/kinds/asks.py): who is asked, what they may answer (offered by the legal listing
and worded in the dock in English and Spanish), what each answer does, the refusals, and
who sees a hand a card looks at or keeps open."""

from vtt.core.model import SPECTATOR
from vtt.core.table import move_card
from vtt.core.views import view_for
from vtt.games.vtes.layout import ASH_HEAP, HAND_KEY, LIBRARY, READY, REMOVED, zone
from vtt.games.vtes.rules import commands as K
from vtt.games.vtes.rules.data import MASTER, MINION
from vtt.games.vtes.rules.legal import legal_commands
from vtt.games.vtes.rules.stages import decider

from .conftest import dock
from .test_action_cards import acts, succeed


def answers(t, seat):
    return [c for c in legal_commands(t.state, seat) if isinstance(c, K.Answer)]


def cards(t, seat, where):
    return t.state.zones[zone(seat, where)].cards


def acting(t, name, blood=4):
    t.to_phase(MINION)
    return t.vampire(0, blood, name)


def shown(t, viewer, owner):
    """The ids of ``owner``'s hand cards whose faces ``viewer``'s view shows."""
    view = view_for(t.state, viewer, t.module)
    return [c.id for c in view.zones[zone(owner, HAND_KEY)].cards if c.id is not None]


def end_turn(t):
    t.ok(K.EndTurnRules(seat=t.state.turn.active))


def answer_all(t):
    """Every question asked is answered with its first answer."""
    while decider(t.state).stage == "ask":
        t.ok(answers(t, decider(t.state).seat)[0])


def to_unlock_of(t, seat):
    """End turns until ``seat``'s unlock phase has begun."""
    for _ in range(len(t.state.seats)):
        answer_all(t)
        end_turn(t)
        if t.state.turn.active == seat:
            return
    raise AssertionError("never reached")


def put_in_play(t, seat, name, counters=0, key="blood"):
    """A card ``name`` of ``seat``'s hand put in its ready region (with ``key`` counters)."""
    card = t.in_hand(seat, name, index=-1)
    move_card(t.state, card, t.state.zones[zone(seat, READY)], face_up=True)
    if counters:
        card.counters = {key: counters}
    t.rebook()
    return card


def fill_ash(t, seat, n):
    for _ in range(n):
        top = t.state.cards[cards(t, seat, LIBRARY)[0]]
        move_card(t.state, top, t.state.zones[zone(seat, ASH_HEAP)], face_up=True)


# -- the stage ---------------------------------------------------------------------------------


def test_only_the_asked_seat_answers_and_only_with_an_answer(table):
    t = table
    minion = acting(t, "Braden White")
    (cmd,) = acts(t, 0, t.in_hand(0, "Shroud of Decay"))
    t.ok(cmd)
    succeed(t)
    assert decider(t.state) == (1, "ask")
    assert t.waits_for["key"] == "ask"
    # the others get nothing, the asked seat only its answers
    assert legal_commands(t.state, 0) == [] and legal_commands(t.state, 2) == []
    assert all(isinstance(c, K.Answer) for c in legal_commands(t.state, 1))
    hand = list(cards(t, 1, HAND_KEY))
    assert t.refused(K.Answer(seat=2, card=cards(t, 2, HAND_KEY)[0])) == (
        "No card asks you anything now."
    )
    assert t.refused(K.Answer(seat=1, card=cards(t, 0, HAND_KEY)[0])) == (
        "That is not one of the answers you may give."
    )
    assert t.refused(K.Pass(seat=1)) != ""
    assert t.refused(K.Act(seat=0, minion=minion.id, kind=K.HUNT)) != ""
    assert cards(t, 1, HAND_KEY) == hand


# -- Shroud of Decay -----------------------------------------------------------------------------


def test_shroud_of_decay_the_target_discards_two_cards_of_their_choice(table, spanish):
    t = table
    minion = acting(t, "Braden White")  # obl
    card = t.in_hand(0, "Shroud of Decay")
    (cmd,) = acts(t, 0, card)  # no OBL: the inferior level only
    assert cmd.kind == K.BLEED and not cmd.superior
    assert dock(t, cmd, 0) == (
        "Braden White plays Shroud of Decay against B: bleed with +1 bleed; "
        "if the bleed succeeds for 1 or more, its target discards 2 cards"
    )
    assert dock(t, cmd, 0, "es").startswith("Braden White juega")
    assert "descarta 2 cartas" in dock(t, cmd, 0, "es")
    t.ok(cmd)
    succeed(t)
    assert t.pool(1) == 28 and minion.counters["blood"] == 4
    offered = answers(t, 1)
    assert [c.card for c in offered] == cards(t, 1, HAND_KEY)
    hand = list(cards(t, 1, HAND_KEY))
    first, second = hand[2], hand[4]
    names = [t.state.cards[c].catalog for c in (first, second)]
    words = dock(t, K.Answer(seat=1, card=first), 1)
    assert words.startswith("Discard ") and words.endswith("(2 to discard)")
    assert dock(t, K.Answer(seat=1, card=first), 1, "es").startswith("Descartar ")
    t.ok(K.Answer(seat=1, card=first))
    assert decider(t.state) == (1, "ask")
    # both are chosen from the hand as it was: no replacement to choose from yet
    assert len(cards(t, 1, HAND_KEY)) == 6
    assert [c.card for c in answers(t, 1)] == [c for c in hand if c != first]
    t.ok(K.Answer(seat=1, card=second))
    assert decider(t.state).stage != "ask"
    ash = [t.state.cards[c].catalog for c in cards(t, 1, ASH_HEAP)]
    assert ash == names[::-1] and len(cards(t, 1, HAND_KEY)) == 7  # the last on top


def test_shroud_of_decay_asks_nothing_after_a_bleed_for_nothing(table):
    t = table
    acting(t, "Braden White")
    (cmd,) = acts(t, 0, t.in_hand(0, "Shroud of Decay"))
    t.ok(cmd)
    t.rules["action"]["amount"] = 0
    succeed(t)
    assert decider(t.state).stage != "ask" and cards(t, 1, ASH_HEAP) == []


def test_shroud_of_decay_asks_the_target_the_bleed_was_redirected_to(table):
    t = table
    acting(t, "Braden White")
    (cmd,) = acts(t, 0, t.in_hand(0, "Shroud of Decay"))
    t.ok(cmd)
    t.rules["action"]["target"] = 2  # as a Deflection would leave it
    succeed(t)
    assert t.pool(2) == 28 and decider(t.state) == (2, "ask")


def test_shroud_of_decay_superior_removes_seven_to_burn_three(table, spanish):
    t = table
    acting(t, "Azucena")  # OBL
    card = t.in_hand(0, "Shroud of Decay")
    assert [c.superior for c in acts(t, 0, card)] == [False]  # the prey's ash heap is empty
    fill_ash(t, 1, 8)
    (cmd,) = [c for c in acts(t, 0, card) if c.superior]
    assert cmd.kind == K.ACTION and cmd.target == 1
    assert dock(t, cmd, 0).endswith(
        "remove 7 cards of your prey's ash heap from the game to burn 3 pool"
    )
    assert "reserva" in dock(t, cmd, 0, "es")
    refused = K.Act(seat=0, minion=cmd.minion, kind=K.ACTION, card=card.id, target=2, superior=True)
    assert t.refused(refused) == "The card cannot be aimed there."
    t.ok(cmd)
    succeed(t)
    assert t.pool(1) == 30
    for left in range(7, 0, -1):
        assert decider(t.state) == (0, "ask")
        offered = answers(t, 0)
        assert len(offered) == len(cards(t, 1, ASH_HEAP))
        assert dock(t, offered[0], 0).endswith(f"({left} to remove)")
        t.ok(offered[0])
    assert len(cards(t, 1, REMOVED)) == 7 and len(cards(t, 1, ASH_HEAP)) == 1
    assert t.pool(1) == 27 and decider(t.state).stage != "ask"


# -- Revelations --------------------------------------------------------------------------------


def test_revelations_shows_the_prey_hand_to_the_player_alone(table, spanish):
    t = table
    minion = acting(t, "Adelaide Davis")  # aus
    card = t.in_hand(0, "Revelations")
    (cmd,) = acts(t, 0, card)
    assert cmd.target == 1 and not cmd.superior
    assert dock(t, cmd, 0).endswith("look at your prey's hand and discard a card of your choice")
    assert "mano" in dock(t, cmd, 0, "es")
    t.ok(cmd)
    assert t.rules["action"]["stealth"] == 1
    hand = list(cards(t, 1, HAND_KEY))
    assert shown(t, 0, 1) == []
    succeed(t)
    assert minion.counters["blood"] == 3  # its cost
    assert shown(t, 0, 1) == hand
    assert shown(t, 2, 1) == [] and shown(t, SPECTATOR, 1) == []
    assert decider(t.state) == (0, "ask")
    offered = answers(t, 0)
    assert [c.card for c in offered] == hand
    assert dock(t, offered[3], 0).endswith("from B's hand")
    assert dock(t, offered[3], 0, "es").startswith("Descartar ")
    chosen = t.state.cards[hand[3]].catalog
    t.ok(offered[3])
    assert [t.state.cards[c].catalog for c in cards(t, 1, ASH_HEAP)] == [chosen]
    # the replacement drawn is not seen; the others still are
    assert shown(t, 0, 1) == [c for c in hand if c != hand[3]]
    assert len(cards(t, 1, HAND_KEY)) == 7


def test_revelations_superior_opens_the_prey_hand_until_it_is_burned(table, spanish):
    t = table
    acting(t, "Abid bin Haji, Scholar of Mirrors")  # AUS
    second = t.vampire(0, 3, "Adelaide Davis")
    card = t.in_hand(0, "Revelations")
    (cmd,) = [c for c in acts(t, 0, card) if c.superior]
    assert dock(t, cmd, 0).endswith("put it in play: your prey plays with an open hand")
    assert "mano abierta" in dock(t, cmd, 0, "es")
    t.ok(cmd)
    succeed(t)
    assert card.zone == zone(0, READY)
    for viewer in (0, 2, 3, SPECTATOR):
        assert shown(t, viewer, 1) == cards(t, 1, HAND_KEY)
    assert shown(t, 1, 2) == []  # the prey's own look at others is unchanged
    # any minion burns it as a (D) action: the hand is hidden again
    (burn,) = [c for c in legal_commands(t.state, 0) if isinstance(c, K.Act) and c.target_card]
    assert burn.minion == second.id and burn.target_card == card.id
    t.ok(burn)
    succeed(t)
    assert card.zone == zone(0, ASH_HEAP)
    for viewer in (0, 2, 3, SPECTATOR):
        assert shown(t, viewer, 1) == []
    assert shown(t, 1, 1) == cards(t, 1, HAND_KEY)


def test_revelations_is_not_offered_without_auspex(table):
    t = table
    acting(t, "Braden White")
    assert acts(t, 0, t.in_hand(0, "Revelations")) == []


# -- Gnaeus Aemilius Augustinus -----------------------------------------------------------------


def test_gnaeus_the_prey_chooses_a_minion_to_damage(table, spanish):
    t = table
    gnaeus = t.vampire(0, 5, "Gnaeus Aemilius Augustinus")
    first = t.vampire(1, 3, "Braden White")
    other = t.vampire(1, 2, "Azucena")
    to_unlock_of(t, 0)
    assert decider(t.state) == (1, "ask")
    offered = answers(t, 1)
    assert sorted(c.card for c in offered) == sorted([first.id, other.id])
    cmd = K.Answer(seat=1, card=other.id)
    assert dock(t, cmd, 1) == "Azucena takes 1 unpreventable damage"
    assert "daño" in dock(t, cmd, 1, "es")
    assert t.refused(K.Answer(seat=1, card=gnaeus.id)) == (
        "That is not one of the answers you may give."
    )
    t.ok(cmd)
    other, first = t.state.cards[other.id], t.state.cards[first.id]  # a refusal restores the state
    assert other.counters["blood"] == 1 and first.counters["blood"] == 3
    assert decider(t.state) == (0, "unlock")


def test_a_question_nobody_can_answer_is_dropped_and_said(table):
    t = table
    t.vampire(0, 5, "Gnaeus Aemilius Augustinus")  # the prey has no ready minion
    result = None
    for _ in range(4):
        result = t.ok(K.EndTurnRules(seat=t.state.turn.active))
        if t.state.turn.active == 0:
            break
    assert decider(t.state) == (0, "unlock") and not t.rules.get("asks")
    keys = [getattr(e, "key", "") for e in result.events]
    assert "as_unanswerable" in keys


def test_gnaeus_asks_nothing_when_not_ready(table):
    t = table
    t.vampire(0, 5, "Gnaeus Aemilius Augustinus", ready=False)
    t.vampire(1, 3, "Braden White")
    to_unlock_of(t, 0)
    assert decider(t.state) == (0, "unlock")


# -- Smiling Jack, Constant Revolution, Creeping Sabotage: the unlock phase ---------------------


def test_smiling_jack_moves_pool_and_others_pay_per_counter(table, spanish):
    t = table
    t.to_phase(MASTER)
    card = t.in_hand(0, "Smiling Jack, The Anarch")
    (cmd,) = [c for c in legal_commands(t.state, 0) if getattr(c, "card", None) == card.id]
    assert cmd.keep
    t.ok(cmd)
    assert card.zone == zone(0, READY)
    vampire = t.vampire(1, 3, "Braden White")
    to_unlock_of(t, 1)
    assert decider(t.state) == (1, "unlock")  # no counter yet: nothing asked
    to_unlock_of(t, 0)
    assert card.counters == {"blood": 1} and t.pool(0) == 29
    end_turn(t)
    assert decider(t.state) == (1, "ask")
    offered = answers(t, 1)
    assert [(c.choice, c.card) for c in offered] == [(0, None), (1, vampire.id)]
    assert dock(t, offered[0], 1) == "Burn 1 pool (1 left to burn)"
    assert dock(t, offered[1], 1) == "Braden White burns 1 blood (1 left to burn)"
    assert "reserva" in dock(t, offered[0], 1, "es")
    t.ok(offered[1])
    assert vampire.counters["blood"] == 2 and t.pool(1) == 30


def test_smiling_jack_each_counter_is_one_question(table):
    t = table
    put_in_play(t, 0, "Smiling Jack, The Anarch", counters=2)
    end_turn(t)
    assert decider(t.state) == (1, "ask")
    t.ok(K.Answer(seat=1))
    assert decider(t.state) == (1, "ask")
    t.ok(K.Answer(seat=1))
    assert t.pool(1) == 28 and decider(t.state) == (1, "unlock")


def test_constant_revolution_counters_and_random_hand_cards(table, spanish):
    t = table
    minion = acting(t, "Aisha az-Zahra")  # Anarch
    card = t.in_hand(0, "Constant Revolution")
    (cmd,) = acts(t, 0, card)
    assert cmd.target is None  # undirected: the (D) is the action against it in play
    assert dock(t, cmd, 0) == (
        "Aisha az-Zahra plays Constant Revolution: +1 stealth action; "
        "put it in play with 1 counter; 1 more counter in each of your unlock phases; "
        "in the others' unlock phases, 1 pool or 1 card at random each per counter"
    )
    assert "ponerla en juego con 1 ficha" in dock(t, cmd, 0, "es")
    t.ok(cmd)
    assert t.rules["action"]["stealth"] == 1
    succeed(t)
    assert card.zone == zone(0, READY) and card.counters == {"counter": 1}
    assert minion.locked
    end_turn(t)
    assert decider(t.state) == (1, "ask")
    offered = answers(t, 1)
    assert [c.choice for c in offered] == [0, 1]
    assert dock(t, offered[1], 1) == "Burn a card at random from your hand (1 left to burn)"
    t.ok(offered[1])
    assert len(cards(t, 1, ASH_HEAP)) == 1 and len(cards(t, 1, HAND_KEY)) == 7
    assert t.pool(1) == 30
    to_unlock_of(t, 0)
    assert card.counters == {"counter": 2}


def test_constant_revolution_needs_an_anarch(table):
    t = table
    acting(t, "Braden White")
    assert acts(t, 0, t.in_hand(0, "Constant Revolution")) == []


def test_constant_revolution_burn_action_costs_one_pool(table):
    t = table
    card = put_in_play(t, 1, "Constant Revolution", counters=1, key="counter")
    minion = acting(t, "Braden White")
    (burn,) = [
        c for c in legal_commands(t.state, 0) if isinstance(c, K.Act) and c.target_card == card.id
    ]
    t.ok(burn)
    assert t.rules["action"]["target"] == 1 and t.rules["action"]["directed"]
    succeed(t)
    assert card.zone == zone(1, ASH_HEAP) and t.pool(0) == 29 and minion.locked


def test_creeping_sabotage_x_is_the_copies_and_the_prey_burns_each_unlock(table, spanish):
    t = table
    put_in_play(t, 0, "Creeping Sabotage")
    minion = acting(t, "Agrippina")  # Nosferatu
    card = t.in_hand(0, "Creeping Sabotage")
    (cmd,) = acts(t, 0, card)
    assert cmd.x == 1
    assert "X = 1" in dock(t, cmd, 0)
    assert "X = 1" in dock(t, cmd, 0, "es")
    wrong = K.Act(seat=0, minion=minion.id, kind=K.ACTION, card=card.id, x=0)
    assert t.refused(wrong) == "X is the copies of Creeping Sabotage you control: 1."
    t.ok(cmd)
    succeed(t)
    minion, card = t.state.cards[minion.id], t.state.cards[card.id]  # refused: state restored
    assert minion.counters["blood"] == 3 and card.zone == zone(0, READY)
    to_unlock_of(t, 0)
    assert t.pool(1) == 28  # two copies


# -- True Love's Face --------------------------------------------------------------------------


def _blocked_bleed(t, name="Abid bin Haji, Scholar of Mirrors"):
    minion = acting(t, name)
    blocker = t.vampire(1, 3, "Braden White")
    t.ok(K.Act(seat=0, minion=minion.id, kind=K.BLEED, target=1))
    t.pass_to(1)
    t.ok(K.Block(seat=1, minion=blocker.id))
    t.pass_to(0)
    return minion, blocker


def test_true_loves_face_the_blocker_may_pay_to_cancel(table, spanish):
    t = table
    _, blocker = _blocked_bleed(t)
    card = t.in_hand(0, "True Love's Face")
    offered = [c for c in legal_commands(t.state, 0) if getattr(c, "card", None) == card.id]
    (cmd,) = [c for c in offered if c.superior]
    assert dock(t, cmd, 0).endswith(
        "the blocker's controller may burn 1 pool to cancel it; "
        "the block attempt fails; that minion cannot block this action again"
    )
    assert "reserva" in dock(t, cmd, 0, "es")
    t.ok(cmd)
    assert decider(t.state) == (1, "ask")
    offered = answers(t, 1)
    assert [dock(t, c, 1) for c in offered] == [
        "Let True Love's Face be played",
        "Burn 1 pool to cancel True Love's Face",
    ]
    assert dock(t, offered[1], 1, "es").startswith("Quemar 1 de reserva")
    t.ok(offered[1])
    assert t.pool(1) == 29 and t.rules["action"]["blocker"] == blocker.id
    assert card.zone == zone(0, ASH_HEAP)


def test_true_loves_face_not_cancelled_the_attempt_fails(table):
    t = table
    _, blocker = _blocked_bleed(t)
    card = t.in_hand(0, "True Love's Face")
    offered = [c for c in legal_commands(t.state, 0) if getattr(c, "card", None) == card.id]
    (cmd,) = [c for c in offered if c.superior]
    t.ok(cmd)
    t.ok(K.Answer(seat=1, choice=0))
    assert t.pool(1) == 30 and t.rules["action"]["blocker"] is None
    assert t.rules["action"]["stage"] == "block"


def test_true_loves_face_inferior_bleeds_and_is_refused_with_no_block(table):
    t = table
    minion = acting(t, "Agrippina")  # pot OBF: no pre, obf inferior too
    t.ok(K.Act(seat=0, minion=minion.id, kind=K.BLEED, target=1))
    card = t.in_hand(0, "True Love's Face")
    offered = [c for c in legal_commands(t.state, 0) if getattr(c, "card", None) == card.id]
    assert [c.superior for c in offered] == [False]
    refused = K.PlayCard(seat=0, card=card.id, minion=minion.id, superior=True)
    assert t.refused(refused) != ""
    t.ok(offered[0])
    assert t.rules["action"]["amount"] == 2


# -- Ilonka -------------------------------------------------------------------------------------


def test_ilonka_looks_at_the_bleeder_hand_then_discards_at_random(table, spanish):
    t = table
    minion = acting(t, "Braden White")
    t.vampire(1, 3, "Ilonka")
    t.ok(K.Act(seat=0, minion=minion.id, kind=K.BLEED, target=1))
    succeed(t)
    assert decider(t.state) == (1, "ask")
    no, yes = answers(t, 1)
    assert dock(t, yes, 1) == "Look at A's hand" and dock(t, no, 1) == "Do not look"
    assert dock(t, yes, 1, "es") != "Look at A's hand"
    hand = list(cards(t, 0, HAND_KEY))
    t.ok(yes)
    assert shown(t, 1, 0) == hand and shown(t, 2, 0) == []
    no, yes = answers(t, 1)
    assert dock(t, yes, 1) == "Discard 1 card at random from A's hand"
    t.ok(yes)
    (gone,) = [c for c in hand if c not in cards(t, 0, HAND_KEY)]
    assert len(cards(t, 0, ASH_HEAP)) == 1 and len(cards(t, 0, HAND_KEY)) == 7
    assert decider(t.state) == (0, MINION)
    # once each turn
    other = t.vampire(0, 4, "Azucena")
    t.rules["acted"].pop(str(minion.id), None)
    t.ok(K.Act(seat=0, minion=other.id, kind=K.HUNT))
    succeed(t)
    assert decider(t.state).stage != "ask"


def test_ilonka_may_decline(table):
    t = table
    minion = acting(t, "Braden White")
    t.vampire(1, 3, "Ilonka")
    t.ok(K.Act(seat=0, minion=minion.id, kind=K.BLEED, target=1))
    succeed(t)
    t.ok(K.Answer(seat=1, choice=0))
    assert decider(t.state) == (0, MINION) and shown(t, 1, 0) == []


def test_ilonka_not_ready_does_not_look(table):
    t = table
    minion = acting(t, "Braden White")
    t.vampire(1, 3, "Ilonka", ready=False)
    t.ok(K.Act(seat=0, minion=minion.id, kind=K.BLEED, target=1))
    succeed(t)
    assert decider(t.state) == (0, MINION)


# -- The Gate of Acheron ---------------------------------------------------------------------

GATE = "vtes:102290"


def test_the_gate_of_acheron_grows_and_asks_its_prey_for_each_counter(table, spanish):
    """In play with 1 counter, 1 more at its controller's unlock, the prey's question per
    counter (1 pool or a library card at random of their ash heap removed)."""
    from vtt.games.vtes.rules.effects import catalog

    assert not catalog.effects_of(GATE).manual
    acting(t := table, "Alek König")  # Hecata
    card = t.in_hand(0, "The Gate of Acheron")
    (cmd,) = acts(t, 0, card)
    assert cmd.target is None  # undirected: the (D) is the action against it
    assert "en la fase de enderezamiento de tu presa" in dock(t, cmd, 0, "es")
    t.ok(cmd)
    succeed(t)
    card = t.state.cards[card.id]
    assert card.zone == zone(0, READY) and card.counters == {"counter": 1}
    fill_ash(t, 1, 3)
    end_turn(t)
    assert decider(t.state) == (1, "ask")
    pool, ash = answers(t, 1)
    assert dock(t, ash, 1) == (
        "Remove a library card at random of your ash heap from the game (1 left)"
    )
    t.ok(ash)
    assert len(cards(t, 1, ASH_HEAP)) == 2 and len(cards(t, 1, REMOVED)) == 1
    assert t.pool(1) == 30
    end_turn(t)
    assert decider(t.state) == (2, "unlock")  # not its controller's prey: nothing asked
    to_unlock_of(t, 0)
    assert t.state.cards[card.id].counters == {"counter": 2}


def test_a_hecata_of_capacity_4_or_more_adds_a_counter_to_the_gate(table, spanish):
    """ "Hecata you control with capacity 4 or more can add 1 counter to this card as a +1
    stealth action": offered to Hiromitsu Asano (4), not to Alek König (3)."""
    t = table
    small = acting(t, "Alek König")
    card = put_in_play(t, 0, "The Gate of Acheron", counters=1, key="counter")
    big = t.vampire(0, 4, "Hiromitsu Asano")

    def own(minion):
        found = [c for c in legal_commands(t.state, 0) if isinstance(c, K.Act)]
        return [c for c in found if c.minion == minion.id and c.card is None and c.mode >= 1]

    assert own(small) == []
    why = t.refused(K.Act(seat=0, minion=small.id, kind=K.ACTION, mode=1))
    assert why
    (add,) = own(big)
    assert dock(t, add, 0) == (
        "Hiromitsu Asano acts with The Gate of Acheron (stealth 1): add 1 counter to The Gate"
        " of Acheron"
    )
    assert dock(t, add, 0, "es") == (
        "Hiromitsu Asano actúa con The Gate of Acheron (sigilo 1): añade 1 ficha a The Gate of"
        " Acheron"
    )
    t.ok(add)
    assert t.rules["action"]["stealth"] == 1 and t.state.cards[big.id].locked
    succeed(t)
    assert t.state.cards[card.id].counters == {"counter": 2}
