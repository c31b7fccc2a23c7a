"""Wave 3, group "politics": the political actions that share out points (Kine Resources
Contested, Parity Shift, Camarilla's Iron Fist) or pick minions (Expulsion), Break the
Bonds played with several disciplines, Anarch Revolt and Tension in the Ranks.  Each card:
its effect, its requirement, its cost, a refusal, and its dock words in both languages."""

import msgspec
import pytest

from vtt.games.vtes.rules import commands as K
from vtt.games.vtes.rules import hand, politics
from vtt.games.vtes.rules.combat import to_torpor
from vtt.games.vtes.rules.data import MASTER, MINION
from vtt.games.vtes.rules.effects.kinds.action_modifiers import cannot_block, reactions_barred
from vtt.games.vtes.rules.legal import legal_commands

from .conftest import Table, dock

PRINCE = "Alexander Silverson"  # Camarilla Malkavian prince
PRIMOGEN = "Anvil"  # Camarilla Brujah primogen, no other text
UNTITLED = "Colin Flynn"  # Camarilla Toreador, no title
ANARCH = "Jacques Rouge"  # Anarch baron: ani pot pre OBF


def acts(t, seat, card):
    return [c for c in legal_commands(t.state, seat) if isinstance(c, K.Act) and c.card == card.id]


def _pass_referendum(t, voter, votes=True):
    """The action succeeds unblocked; ``voter`` (seat 0's) votes for if ``votes``; all done."""
    t.pass_round()
    t.pass_round()
    assert t.rules["referendum"] is not None
    if votes:
        t.ok(K.Vote(seat=0, side="for", source="vampire", minion=voter.id))
    for seat in (0, 1, 2, 3):
        t.ok(K.Pass(seat=seat))
    assert t.rules["referendum"] is None


def _pools(t):
    return [t.pool(s) for s in range(4)]


# -- Kine Resources Contested ------------------------------------------------------------------


def test_kine_resources_contested_burns_the_points_allocated(table, spanish):
    t = table
    t.to_phase(MINION)
    prince = t.vampire(0, 4, PRINCE)
    card = t.in_hand(0, "Kine Resources Contested")
    offered = acts(t, 0, card)
    assert [dict(c.alloc) for c in offered] == [
        {1: 3, 2: 1},
        {1: 2, 2: 2},
        {1: 3, 3: 1},
        {1: 2, 3: 2},
        {1: 2, 2: 1, 3: 1},
    ]
    cmd = offered[1]
    assert dock(t, cmd, 0) == (
        "Alexander Silverson plays Kine Resources Contested (stealth 1): "
        "if it passes, each burns 1 pool for each point allocated (B 2, C 2)"
    )
    assert dock(t, cmd, 0, "es").endswith(
        ": si se aprueba, cada uno quema 1 de reserva por cada punto que le toque (B 2, C 2)"
    )
    t.ok(cmd)
    _pass_referendum(t, prince)
    assert _pools(t) == [30, 28, 28, 30]
    assert prince.counters["blood"] == 4  # no cost


def test_kine_resources_contested_any_allocation_the_text_allows_and_none_else(table):
    t = table
    t.to_phase(MINION)
    prince = t.vampire(0, 4, PRINCE)
    card = t.in_hand(0, "Kine Resources Contested")

    def act(alloc):
        return K.Act(seat=0, minion=prince.id, kind=K.POLITICAL, card=card.id, alloc=alloc)

    for alloc in ((), ((1, 4),), ((1, 2), (2, 1)), ((1, 2), (9, 2)), ((1, 4), (2, 0))):
        assert t.refused(act(alloc)) == (
            "Allocate 4 points among 2 or more Methuselahs in the game."
        )
    assert t.refused(act(((1, 2), (1, 2)))) == "An allocation names each Methuselah or card once."
    assert t.rules["action"] is None and t.state.cards[prince.id].locked is False
    mine = act(((0, 1), (3, 3)))  # the player may put points on themself; not offered
    assert mine not in acts(t, 0, card)
    assert msgspec.json.decode(msgspec.json.encode(mine), type=K.Act) == mine
    t.ok(mine)
    _pass_referendum(t, prince)
    assert _pools(t) == [29, 30, 30, 27]


def test_kine_resources_contested_failed_burns_nothing(table):
    t = table
    t.to_phase(MINION)
    prince = t.vampire(0, 4, PRINCE)
    card = t.in_hand(0, "Kine Resources Contested")
    t.ok(acts(t, 0, card)[0])
    _pass_referendum(t, prince, votes=False)
    assert _pools(t) == [30, 30, 30, 30]


def test_an_allocation_for_a_card_that_shares_nothing_is_refused(table):
    t = table
    t.to_phase(MINION)
    prince = t.vampire(0, 4, PRINCE)
    card = t.in_hand(0, "Ancilla Empowerment")
    shared = ((1, 2), (2, 2))
    why = t.refused(K.Act(seat=0, minion=prince.id, kind=K.POLITICAL, card=card.id, alloc=shared))
    assert why == "The card shares out no points."
    assert t.refused(K.Act(seat=0, minion=prince.id, kind=K.BLEED, alloc=shared)) == (
        "The card shares out no points."
    )


# -- Parity Shift ------------------------------------------------------------------------------


def test_parity_shift_moves_the_pool_allocated(table, spanish):
    t = table
    t.to_phase(MINION)
    prince = t.vampire(0, 4, PRINCE)
    t.set_pool(0, 20)
    t.set_pool(3, 15)  # less than the player: cannot be chosen
    card = t.in_hand(0, "Parity Shift")
    offered = acts(t, 0, card)
    assert [(c.target, dict(c.alloc)) for c in offered] == [
        (1, {0: 3}),
        (1, {0: 2, 2: 1}),
        (1, {0: 2, 3: 1}),
        (2, {0: 3}),
        (2, {0: 2, 1: 1}),
        (2, {0: 2, 3: 1}),
    ]
    cmd = offered[2]
    assert dock(t, cmd, 0) == (
        "Alexander Silverson plays Parity Shift (stealth 1): "
        "if it passes, 3 of B's pool goes to A 2, D 1"
    )
    assert dock(t, cmd, 0, "es").endswith(": si se aprueba, 3 de la reserva de B va a A 2, D 1")
    t.ok(cmd)
    _pass_referendum(t, prince)
    assert _pools(t) == [22, 27, 30, 16]


def test_parity_shift_requires_a_prince_or_justicar_and_a_richer_methuselah(table):
    t = table
    t.to_phase(MINION)
    colin = t.vampire(0, 4, UNTITLED)
    card = t.in_hand(0, "Parity Shift")
    assert acts(t, 0, card) == []
    alloc = ((0, 3),)
    why = t.refused(
        K.Act(seat=0, minion=colin.id, kind=K.POLITICAL, card=card.id, target=1, alloc=alloc)
    )
    assert why == "Parity Shift requires a justicar / prince; Colin Flynn is not."
    prince = t.vampire(0, 4, PRINCE)
    assert acts(t, 0, card) == []  # nobody has more pool
    t.set_pool(1, 31)
    cmd = K.Act(seat=0, minion=prince.id, kind=K.POLITICAL, card=card.id, target=2, alloc=alloc)
    assert t.refused(cmd) == "The card cannot be aimed there."
    onto_giver = K.Act(
        seat=0, minion=prince.id, kind=K.POLITICAL, card=card.id, target=1, alloc=((1, 3),)
    )
    assert t.refused(onto_giver) == (
        "Allocate 3 of the chosen Methuselah's pool among other Methuselahs."
    )
    assert t.rules["action"] is None


# -- Camarilla's Iron Fist ---------------------------------------------------------------------


def test_camarillas_iron_fist_burns_the_points_and_the_chosen_gains(table, spanish):
    t = table
    t.to_phase(MINION)
    prince = t.vampire(0, 4, PRINCE)
    card = t.in_hand(0, "Camarilla's Iron Fist")
    offered = acts(t, 0, card)
    assert {c.target for c in offered} == {0}  # the dock offers the player as the chosen one
    assert [dict(c.alloc) for c in offered] == [
        {1: 4, 2: 1},
        {1: 3, 2: 2},
        {1: 4, 3: 1},
        {1: 3, 3: 2},
        {1: 2, 2: 2, 3: 1},
    ]
    cmd = offered[4]
    assert dock(t, cmd, 0) == (
        "Alexander Silverson plays Camarilla's Iron Fist (stealth 1): if it passes, each burns "
        "1 pool for each point allocated (B 2, C 2, D 1) and A gains 1 pool"
    )
    assert dock(t, cmd, 0, "es").endswith("(B 2, C 2, D 1) y A gana 1 de reserva")
    t.ok(cmd)
    _pass_referendum(t, prince)
    assert prince.counters["blood"] == 3  # its cost: 1 blood, paid as the action succeeded
    assert _pools(t) == [31, 28, 28, 29]


def test_camarillas_iron_fist_chosen_may_be_another_but_gets_no_points(table):
    t = table
    t.to_phase(MINION)
    prince = t.vampire(0, 4, PRINCE)
    card = t.in_hand(0, "Camarilla's Iron Fist")

    def act(target, alloc):
        return K.Act(
            seat=0, minion=prince.id, kind=K.POLITICAL, card=card.id, target=target, alloc=alloc
        )

    assert t.refused(act(2, ((1, 3), (2, 2)))) == (
        "Allocate 5 points among 2 or more Methuselahs other than the chosen one."
    )
    assert t.refused(act(None, ((1, 3), (2, 2)))) == "Say which Methuselah the card is aimed at."
    t.ok(act(2, ((1, 3), (3, 2))))
    _pass_referendum(t, prince)
    assert _pools(t) == [30, 27, 31, 28]


@pytest.mark.parametrize(
    ("name", "why"),
    [
        (UNTITLED, "Camarilla's Iron Fist requires a titled vampire; Colin Flynn has no title."),
        (
            ANARCH,
            "Camarilla's Iron Fist requires a minion of the Camarilla sect; Jacques Rouge is not.",
        ),
    ],
)
def test_camarillas_iron_fist_requires_a_titled_camarilla_vampire(table, name, why):
    t = table
    t.to_phase(MINION)
    vampire = t.vampire(0, 4, name)
    card = t.in_hand(0, "Camarilla's Iron Fist")
    assert acts(t, 0, card) == []
    alloc = ((1, 3), (2, 2))
    cmd = K.Act(seat=0, minion=vampire.id, kind=K.POLITICAL, card=card.id, target=0, alloc=alloc)
    assert t.refused(cmd) == why
    assert t.rules["action"] is None and not t.state.cards[vampire.id].locked


# -- Expulsion ---------------------------------------------------------------------------------


def test_expulsion_bars_blocks_reactions_and_votes_this_turn(table, spanish):
    t = table
    t.to_phase(MINION)
    primogen = t.vampire(0, 4, PRIMOGEN)
    bleeder = t.vampire(0, 4, UNTITLED)
    anson = t.vampire(1, 3, "Anson")  # a prince: 2 votes
    sully = t.vampire(1, 3, "Sully")
    card = t.in_hand(0, "Expulsion")
    offered = acts(t, 0, card)
    assert [dict(c.alloc) for c in offered] == [
        {anson.id: 1},
        {sully.id: 1},
        {anson.id: 1, sully.id: 1},
    ]
    cmd = offered[2]
    assert dock(t, cmd, 0) == (
        "Anvil plays Expulsion (stealth 1): if it passes, Anson, Sully cannot play reaction "
        "cards, block or cast votes this turn"
    )
    assert dock(t, cmd, 0, "es").endswith(
        ": si se aprueba, Anson, Sully no pueden jugar cartas de reacción, bloquear ni emitir "
        "votos este turno"
    )
    assert politics.title_votes(t.state, 1) == (2, 0)
    t.ok(cmd)
    _pass_referendum(t, primogen)
    barred = "Anson cannot play reaction cards, block or cast votes this turn."
    assert politics.title_votes(t.state, 1) == (0, 0)
    assert reactions_barred(t.state, anson).english() == barred
    t.ok(K.Act(seat=0, minion=bleeder.id, kind=K.BLEED))
    t.pass_to(1)
    assert [c for c in legal_commands(t.state, 1) if isinstance(c, K.Block)] == []
    assert t.refused(K.Block(seat=1, minion=anson.id)) == barred
    t.rules["turns"] += 1  # the next turn: the terms are over
    assert cannot_block(t.state, anson) is None and politics.title_votes(t.state, 1) == (2, 0)


def test_expulsion_requires_a_primogen_or_prince_and_one_or_two_ready_minions(table):
    t = table
    t.to_phase(MINION)
    colin = t.vampire(0, 4, UNTITLED)
    others = [t.vampire(1, 3, "Anson"), t.vampire(1, 3, "Sully"), t.vampire(2, 3, "Meaghan")]
    card = t.in_hand(0, "Expulsion")
    assert acts(t, 0, card) == []
    one = ((others[0].id, 1),)
    why = t.refused(K.Act(seat=0, minion=colin.id, kind=K.POLITICAL, card=card.id, alloc=one))
    assert why == "Expulsion requires a primogen / prince; Colin Flynn is not."
    primogen = t.vampire(0, 4, PRIMOGEN)
    three = tuple((m.id, 1) for m in others)
    for alloc in ((), three, ((others[0].id, 2),), ((card.id, 1),)):
        cmd = K.Act(seat=0, minion=primogen.id, kind=K.POLITICAL, card=card.id, alloc=alloc)
        assert t.refused(cmd) == "Choose one or two ready minions (1 point each)."


# -- Break the Bonds ---------------------------------------------------------------------------


def _bonds(t, name=ANARCH):
    t.to_phase(MINION)
    anarch = t.vampire(0, 4, name)
    victim = t.vampire(1, 3, "Sully")
    card = t.in_hand(0, "Break the Bonds")
    return anarch, victim, card


def test_break_the_bonds_with_its_three_disciplines(table, spanish):
    t = table
    anarch, victim, card = _bonds(t)
    uncontrolled = t.state.zones["s0.uncontrolled"].cards
    offered = [c for c in acts(t, 0, card) if not c.superior]
    assert sorted({c.mode for c in offered}) == [0, 1, 2, 3, 4, 5, 6]
    assert {c.kind for c in offered} == {K.BLEED}
    (cmd,) = [c for c in offered if c.mode == 6 and c.alloc == ((uncontrolled[0], 1),)]
    assert cmd.target_card == victim.id
    gains = t.state.cards[uncontrolled[0]]
    assert dock(t, cmd, 0) == (
        "Jacques Rouge plays Break the Bonds against B: with Animalism; with Obfuscate; with "
        f"Presence; bleed with +1 bleed; if the bleed succeeds, lock Sully; if the bleed "
        f"succeeds, {_name(t, gains)} gains 1 blood"
    )
    assert "si el sangrado tiene éxito, girar a Sully; si el sangrado tiene éxito, " in dock(
        t, cmd, 0, "es"
    )
    t.ok(cmd)
    t.pass_round()
    t.pass_round()
    assert t.rules["action"] is None
    assert t.pool(1) == 28  # a bleed of 1 with +1 bleed
    assert victim.locked and gains.counters.get("blood") == 1
    assert anarch.counters["blood"] == 4  # no cost


def _name(t, card):
    return next(c.name for c in t.module_db().cards.values() if c.catalog == card.catalog)


def test_break_the_bonds_with_animalism_only_bleeds_for_more(table):
    t = table
    anarch, victim, card = _bonds(t)
    (cmd,) = [c for c in acts(t, 0, card) if c.mode == 0 and not c.superior]
    assert cmd.alloc == () and cmd.target_card is None
    t.ok(cmd)
    t.pass_round()
    t.pass_round()
    assert t.pool(1) == 28 and not victim.locked


def test_break_the_bonds_requires_an_anarch_with_the_discipline(table):
    t = table
    vulture, victim, card = _bonds(t, "Vulture")  # Anarch: for pre ANI POT PRO, no obf
    assert sorted({c.mode for c in acts(t, 0, card)}) == [0, 2, 4]
    cmd = K.Act(
        seat=0, minion=vulture.id, kind=K.BLEED, card=card.id, mode=1, target_card=victim.id
    )
    assert t.refused(cmd) == "The minion does not have that discipline."
    pre = K.Act(seat=0, minion=vulture.id, kind=K.BLEED, card=card.id, mode=2)
    assert t.refused(pre) == "Pick the vampire of your uncontrolled region that gains the blood."
    prince = t.vampire(0, 4, PRINCE)
    assert {c.minion for c in acts(t, 0, card)} == {vulture.id}
    assert t.refused(K.Act(seat=0, minion=prince.id, kind=K.BLEED, card=card.id)) == (
        "Break the Bonds requires a minion of the Anarch sect; Alexander Silverson is not."
    )
    assert t.rules["action"] is None


# -- Anarch Revolt -----------------------------------------------------------------------------


def _revolt(t):
    """Seat 0 puts Anarch Revolt in play (no cost)."""
    t.to_phase(MASTER)
    card = t.in_hand(0, "Anarch Revolt")
    (kept,) = [c for c in legal_commands(t.state, 0) if getattr(c, "card", None) == card.id]
    assert kept.keep
    t.ok(kept)
    assert card.zone == "s0.ready" and t.pool(0) == 30
    return card


def test_anarch_revolt_burns_pool_without_a_ready_anarch_in_the_unlock_phase(table):
    t = table
    t.vampire(0, 4, PRINCE)
    t.vampire(2, 3, ANARCH)
    _revolt(t)
    t.ok(K.EndTurnRules(seat=0))
    assert t.rules["phase"] == "unlock" and t.state.turn.active == 1
    assert _pools(t) == [30, 29, 30, 30]
    t.ok(K.EndTurnRules(seat=1))
    assert _pools(t) == [30, 29, 30, 30]  # seat 2 controls a ready Anarch


def test_anarch_revolt_a_referendum_burns_it(table, spanish):
    t = table
    prince = t.vampire(0, 4, PRINCE)
    card = _revolt(t)
    t.to_phase(MINION)
    (cmd,) = [c for c in legal_commands(t.state, 0) if isinstance(c, K.Act) and c.target_card]
    assert (cmd.kind, cmd.card, cmd.target_card) == (K.POLITICAL, None, card.id)
    assert dock(t, cmd, 0) == (
        "Alexander Silverson calls a referendum to burn Anarch Revolt (stealth 1)"
    )
    assert dock(t, cmd, 0, "es") == (
        "Alexander Silverson convoca un referéndum para quemar Anarch Revolt (sigilo 1)"
    )
    t.ok(cmd)
    assert t.rules["action"]["stealth"] == 1
    t.pass_round()
    t.pass_round()
    assert not t.rules["referendum"]["by_card"]
    t.ok(K.Vote(seat=0, side="for", source="vampire", minion=prince.id))
    for seat in (0, 1, 2, 3):
        t.ok(K.Pass(seat=seat))
    assert card.zone == "s0.ash_heap"


def test_anarch_revolt_stays_when_the_referendum_fails(table):
    t = table
    prince = t.vampire(0, 4, PRINCE)
    card = _revolt(t)
    t.to_phase(MINION)
    t.ok(K.Act(seat=0, minion=prince.id, kind=K.POLITICAL, target_card=card.id))
    _pass_referendum(t, prince, votes=False)
    assert card.zone == "s0.ready"


def test_no_referendum_against_a_card_that_does_not_allow_it(table):
    t = table
    prince = t.vampire(0, 4, PRINCE)
    other = t.vampire(1, 3, "Sully")
    t.to_phase(MINION)
    why = t.refused(K.Act(seat=0, minion=prince.id, kind=K.POLITICAL, target_card=other.id))
    assert why == "No referendum can be called against that card."
    assert t.refused(K.Act(seat=0, minion=prince.id, kind=K.POLITICAL)) == (
        "That action needs a card from your hand."
    )


# -- Tension in the Ranks ----------------------------------------------------------------------


def _masters_in_hand(t, seat, n):
    """``seat``'s hand holds ``n`` master cards (Anarch Revolt), the rest reactions."""
    held = t.state.zones[f"s{seat}.hand"].cards
    for i in range(len(held)):
        t.in_hand(seat, "Anarch Revolt" if i < n else "Deflection", index=i)
    return [t.state.cards[c] for c in held[:n]]


def _tension(t):
    t.to_phase(MASTER)
    card = t.in_hand(0, "Tension in the Ranks")
    (kept,) = [c for c in legal_commands(t.state, 0) if getattr(c, "card", None) == card.id]
    t.ok(kept)
    assert card.zone == "s0.ready" and t.pool(0) == 30  # no cost
    return card


def test_tension_in_the_ranks_a_ready_minion_lost_costs_its_controller_pool(table):
    t = table
    burned = t.vampire(1, 3, "Sully")
    sent = t.vampire(2, 3, "Meaghan")
    torpid = t.vampire(3, 3, ANARCH)
    _tension(t)
    out = []
    to_torpor(t.state, torpid, out, None)
    assert _pools(t) == [30, 30, 30, 29]
    hand.burn(t.state, torpid, out, None)  # no longer ready: nothing
    hand.burn(t.state, burned, out, None)
    to_torpor(t.state, sent, out, None)
    assert _pools(t) == [30, 29, 29, 29]
    assert any(getattr(e, "why", "") == "po_minion_lost" for e in out)


def test_tension_in_the_ranks_any_methuselah_burns_it_in_their_master_phase(table, spanish):
    t = table
    card = _tension(t)
    t.ok(K.EndTurnRules(seat=0))
    t.to_phase(MASTER, 1)
    masters = _masters_in_hand(t, 1, 2)
    offered = [c for c in legal_commands(t.state, 1) if isinstance(c, K.UseCard)]
    assert offered == [
        K.UseCard(seat=1, card=card.id, alloc=((masters[0].id, 1), (masters[1].id, 1)))
    ]
    assert dock(t, offered[0], 1) == (
        "Use Tension in the Ranks: spend a master phase action; discard Anarch Revolt, "
        "Anarch Revolt; burn Tension in the Ranks"
    )
    assert dock(t, offered[0], 1, "es").endswith(
        ": gastar una acción de fase heril; descartar Anarch Revolt, Anarch Revolt; "
        "quemar Tension in the Ranks"
    )
    t.ok(offered[0])
    assert card.zone == "s0.ash_heap" and t.rules["master"] == 0
    assert all(m.zone == "s1.ash_heap" for m in masters)
    assert len(t.state.zones["s1.hand"].cards) == 7  # each discarded card replaced


def test_tension_in_the_ranks_burn_is_refused_without_its_costs(table):
    t = table
    card = _tension(t)
    one = t.in_hand(0, "Anarch Revolt")
    use = K.UseCard(seat=0, card=card.id, alloc=((one.id, 1),))
    assert t.refused(use) == "No master phase action left this turn."
    t.ok(K.EndTurnRules(seat=0))
    t.to_phase(MASTER, 1)
    (master,) = _masters_in_hand(t, 1, 1)
    assert [c for c in legal_commands(t.state, 1) if isinstance(c, K.UseCard)] == []
    other = t.state.zones["s1.hand"].cards[1]
    use = K.UseCard(seat=1, card=card.id, alloc=((master.id, 1), (other, 1)))
    assert t.refused(use) == "Pick 2 master cards of your hand to discard (1 point each)."
    t.to_phase(MINION, 1)
    assert t.refused(K.UseCard(seat=1, card=card.id)) == "The card's own condition is not met now."
    assert t.state.cards[card.id].zone == "s0.ready"


# -- Toreador Justicar -------------------------------------------------------------------------

TOREADOR = UNTITLED  # Colin Flynn


def _justicar(t):
    """Seat 0's prince calls Toreador Justicar on its Toreador; seat 1 has one too."""
    t.to_phase(MINION)
    prince = t.vampire(0, 4, PRINCE)
    colin = t.vampire(0, 4, TOREADOR)
    adrianne = t.vampire(1, 3, "Adrianne")  # Toreador, untitled
    card = t.in_hand(0, "Toreador Justicar")
    return prince, colin, adrianne, card


def test_toreador_justicar_puts_its_title_on_the_chosen_toreador(table, spanish):
    t = table
    prince, colin, adrianne, card = _justicar(t)
    offered = [c for c in acts(t, 0, card) if c.minion == prince.id]
    assert [c.target_card for c in offered] == [colin.id, adrianne.id]  # a ready Toreador
    cmd = offered[0]
    assert dock(t, cmd, 0) == (
        "Alexander Silverson plays Toreador Justicar (stealth 1): if it passes, it is put on "
        "Colin Flynn as a title; each ready Toreador gets +1 vote in this referendum; "
        "the title Justicar, worth 3 votes"
    )
    assert dock(t, cmd, 0, "es").endswith(
        ": si se aprueba, se pone sobre Colin Flynn como título; cada Toreador preparado "
        "obtiene +1 voto en este referéndum; el título Justicar, que vale 3 votos"
    )
    assert politics.title_votes(t.state, 1) == (0, 0)
    t.ok(cmd)
    t.pass_round()
    t.pass_round()
    # in this referendum each ready Toreador gets +1 vote: Colin 1 (with the prince's 2)
    assert politics.title_votes(t.state, 0) == (3, 0)
    assert politics.title_votes(t.state, 1) == (1, 0)
    t.ok(K.Vote(seat=1, side="against", source="vampire", minion=adrianne.id))
    t.ok(K.Vote(seat=0, side="for", source="vampire", minion=colin.id))
    t.ok(K.Vote(seat=0, side="for", source="vampire", minion=prince.id))
    for seat in (0, 1, 2, 3):
        t.ok(K.Pass(seat=seat))
    assert card.zone == "s0.ready" and card.attached_to == colin.id and card.face_up
    assert politics.title_votes(t.state, 0) == (5, 0)  # the justicar's 3 and the prince's 2
    assert politics.title_votes(t.state, 1) == (0, 0)  # the referendum is over
    assert prince.counters["blood"] == 4  # no cost


def test_toreador_justicar_is_a_title_for_requirements_and_contests(table):
    from vtt.games.vtes.rules import contests

    t = table
    prince, colin, adrianne, card = _justicar(t)
    parity = t.in_hand(0, "Parity Shift", index=1)
    t.ok(K.Act(seat=0, minion=prince.id, kind=K.POLITICAL, card=card.id, target_card=colin.id))
    _pass_referendum(t, prince)
    t.set_pool(1, 31)
    t.rules["acted"] = {}  # another turn's minion phase, as far as the checks go
    colin.locked = False
    assert any(c.minion == colin.id for c in acts(t, 0, parity))  # requires a justicar
    anneke = t.vampire(2, 3, "Anneke")  # the printed Toreador Justicar
    contests.check(t.state, [], None)
    assert sorted(t.rules["titles"]["Justicar:Toreador"]) == sorted([colin.id, anneke.id])
    assert not contests.has_title(t.state, colin)
    assert politics.title_votes(t.state, 0) == (2, 0)  # a contested title gives no votes


def test_toreador_justicar_needs_a_ready_toreador_and_fails_without_votes(table):
    t = table
    prince, colin, adrianne, card = _justicar(t)
    cmd = K.Act(seat=0, minion=prince.id, kind=K.POLITICAL, card=card.id, target_card=prince.id)
    assert t.refused(cmd) == "The card cannot be aimed there."  # a Malkavian
    unaimed = K.Act(seat=0, minion=prince.id, kind=K.POLITICAL, card=card.id)
    assert t.refused(unaimed) == "Say which card the card is aimed at."
    t.ok(K.Act(seat=0, minion=prince.id, kind=K.POLITICAL, card=card.id, target_card=adrianne.id))
    _pass_referendum(t, prince, votes=False)
    card = t.state.cards[card.id]  # a refused command leaves the state as it was, anew
    assert card.zone == "s0.ash_heap" and card.attached_to is None


# -- Saulot's Guiding Wisdom -------------------------------------------------------------------

SALUBRI = "Blanche Hill"  # Independent Salubri


def _wisdom(t):
    t.to_phase(MASTER)
    salubri = t.vampire(0, 4, SALUBRI)
    card = t.in_hand(0, "Saulot's Guiding Wisdom")
    return salubri, card


def test_saulots_guiding_wisdom_goes_on_an_independent_salubri_as_a_title(table):
    t = table
    salubri, card = _wisdom(t)
    t.vampire(0, 4, PRINCE)
    offered = [c for c in legal_commands(t.state, 0) if getattr(c, "card", None) == card.id]
    assert [c.on for c in offered] == [salubri.id]
    assert politics.title_votes(t.state, 0) == (2, 0)  # the prince's
    t.ok(offered[0])
    assert card.attached_to == salubri.id and t.pool(0) == 29  # its cost: 1 pool
    assert politics.title_votes(t.state, 0) == (4, 0)


def test_saulots_guiding_wisdom_refused_on_another_vampire_or_a_second_archetype(table):
    t = table
    salubri, card = _wisdom(t)
    prince = t.vampire(0, 4, PRINCE)
    why = t.refused(K.PlayMaster(seat=0, card=card.id, on=prince.id))
    assert why == "The card's own condition is not met now."
    perfectionist = t.in_hand(0, "Perfectionist", index=1)
    t.ok(K.PlayMaster(seat=0, card=perfectionist.id, on=salubri.id))
    t.rules["master"] = 1
    why = t.refused(K.PlayMaster(seat=0, card=card.id, on=salubri.id))
    assert why == "The card's own condition is not met now."
    assert t.state.cards[card.id].zone == "s0.hand"


def test_saulots_guiding_wisdom_forces_a_vampire_to_abstain(table, spanish):
    t = table
    salubri, card = _wisdom(t)
    prince = t.vampire(0, 4, PRINCE)
    anson = t.vampire(1, 3, "Anson")
    t.ok(K.PlayMaster(seat=0, card=card.id, on=salubri.id))
    t.to_phase(MINION)
    assert [c for c in legal_commands(t.state, 0) if isinstance(c, K.UseCard)] == []
    kine = t.in_hand(0, "Kine Resources Contested", index=1)
    t.ok(K.Act(seat=0, minion=prince.id, kind=K.POLITICAL, card=kine.id, alloc=((1, 2), (2, 2))))
    t.pass_round()
    t.pass_round()
    uses = [c for c in legal_commands(t.state, 0) if isinstance(c, K.UseCard)]
    assert [c.target_card for c in uses] == [salubri.id, prince.id, anson.id]
    use = uses[2]
    assert dock(t, use, 0) == (
        "Use Saulot's Guiding Wisdom: lock Blanche Hill; Anson abstains in this referendum"
    )
    assert dock(t, use, 0, "es").endswith(
        ": girar a Blanche Hill; Anson se abstiene en este referéndum"
    )
    t.ok(use)
    assert salubri.locked and politics.title_votes(t.state, 1) == (0, 0)
    assert t.refused(use) == "The card's own condition is not met now."  # locked already
    vote = K.Vote(seat=1, side="for", source="vampire", minion=anson.id)
    assert vote not in legal_commands(t.state, 1)
    assert t.refused(vote) == "Anson abstains in this referendum."


def test_saulots_guiding_wisdom_ends_a_combat_of_another_minion_once_each_turn(table, spanish):
    t = table
    salubri, card = _wisdom(t)
    fighter = t.vampire(0, 4, PRINCE)
    t.ok(K.PlayMaster(seat=0, card=card.id, on=salubri.id))
    t.to_phase(MINION)
    blocker = t.vampire(1, 4, "Sully")
    t.ok(K.Act(seat=0, minion=fighter.id, kind=K.BLEED))
    t.pass_to(1)
    t.ok(K.Block(seat=1, minion=blocker.id))
    while t.rules["combat"] is None:
        t.ok(K.Pass(seat=decider_seat(t)))
    use = K.UseCard(seat=0, card=card.id, mode=1)
    t.pass_to(0)
    assert use in legal_commands(t.state, 0)
    assert dock(t, use, 0) == "Use Saulot's Guiding Wisdom: lock Blanche Hill; end the combat"
    assert dock(t, use, 0, "es").endswith(": girar a Blanche Hill; terminar el combate")
    t.ok(use)
    assert t.rules["combat"] is None and salubri.locked
    assert fighter.counters["blood"] == 4 and blocker.counters["blood"] == 4
    salubri.locked = False
    from vtt.games.vtes.rules.effects.kinds.politics import EndOtherCombat
    from vtt.games.vtes.rules.effects.run import context

    ctx = context(t.state, 0, card, salubri)
    assert EndOtherCombat().can(ctx).english() == (
        "Only in a combat involving another minion you control."
    )


def decider_seat(t):
    from vtt.games.vtes.rules.stages import decider

    return decider(t.state).seat


# -- the bots play them ------------------------------------------------------------------------

MINE = (
    "Kine Resources Contested",
    "Parity Shift",
    "Camarilla's Iron Fist",
    "Expulsion",
    "Toreador Justicar",
    "Saulot's Guiding Wisdom",
    "Break the Bonds",
    "Anarch Revolt",
    "Tension in the Ranks",
)


@pytest.mark.slow
def test_the_bots_play_these_cards_with_the_invariants_on():
    """A four-seat bot game whose libraries start with this group's cards: every bot
    command is accepted, the invariants hold after each, the table stays consistent, and
    the game ends; the bots play several of the cards (allocations, referendums against a
    card in play, a card anyone uses)."""
    from vtt.core.consistency import _cards
    from vtt.games.vtes.rules.bots import new_bot_game, play_out
    from vtt.games.vtes.rules.data import rules

    session = new_bot_game(100, rounds=0, debug_invariants=True)
    state = session.state
    catalogs = {Table().by_name(name).catalog: name for name in MINE}
    ordered = list(catalogs)
    for seat in range(4):
        for i, card_id in enumerate(state.zones[f"s{seat}.library"].cards[:40]):
            state.cards[card_id].catalog = ordered[(i + seat) % len(ordered)]
    play_out(session, check=lambda s: _cards(s) is None or pytest.fail(_cards(s)))
    assert rules(session.state)["phase"] == "over"
    played = {
        catalogs[card.catalog]
        for cmd in session.commands
        if isinstance(cmd, K.Act | K.UseCard | K.PlayMaster)
        for card in [session.state.cards.get(cmd.card or cmd.target_card or 0)]
        if card is not None and card.catalog in catalogs
    }
    assert len(played) >= 4, played
