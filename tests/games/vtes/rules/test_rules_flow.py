"""vtes.md §4, §5, §11.1 V-INF-03, §7.7: phases as data, the unlock phase, the Edge's pool,
first-round transfers, the pending decision, and refusals that name the rule."""

from vtt.core import commands as C
from vtt.games.vtes import manual
from vtt.games.vtes.layout import EDGE
from vtt.games.vtes.rules import commands as K
from vtt.games.vtes.rules.data import DISCARD, INFLUENCE, MASTER, MINION, UNLOCK


def test_a_turn_runs_the_five_phases_in_order(table):
    assert table.rules["phase"] == UNLOCK and table.state.turn.phase == "Unlock"
    seen = [table.rules["phase"]]
    for _ in range(4):
        table.ok(K.NextPhase(seat=0))
        seen.append(table.rules["phase"])
    assert seen == [UNLOCK, MASTER, MINION, INFLUENCE, DISCARD]
    table.ok(K.NextPhase(seat=0))
    assert table.state.turn.active == 1 and table.rules["phase"] == UNLOCK
    assert table.waits_for["seat"] == 1
    assert table.waits_for["key"] == UNLOCK


def test_only_the_acting_methuselah_moves_the_turn(table):
    assert table.refused(K.NextPhase(seat=2)) == "It is not your turn."
    assert (
        table.refused(C.SetPhase(seat=0, phase="Minion"))
        == "With the rules on, phases change with 'next phase'."
    )


def test_unlock_phase_unlocks_everything_the_acting_methuselah_controls(table):
    vamp = table.vampire(1, 3)
    vamp.locked = True
    table.ok(K.EndTurnRules(seat=0))
    assert table.state.turn.active == 1 and not table.state.cards[vamp.id].locked


def test_the_edge_gives_one_pool_once_in_the_unlock_phase(table):
    assert (
        table.refused(K.EdgePool(seat=0))
        == "Only the Methuselah with the Edge gains 1 pool from it."
    )
    table.state.tokens[EDGE].holder = 0
    table.ok(K.EdgePool(seat=0))
    assert table.pool(0) == 31
    assert table.refused(K.EdgePool(seat=0)) == "The Edge gives its 1 pool once per unlock phase."
    assert (
        table.refused(C.PassToken(seat=0, token=EDGE, to=1))
        == "With the rules on, the Edge goes to whoever makes a successful bleed."
    )


def test_first_round_transfers_are_1_2_3_then_4(table):
    """T-FIRST-TRANSFERS."""
    budgets = []
    for _turn in range(8):
        seat = table.state.turn.active
        table.to_phase(INFLUENCE)
        budgets.append(table.rules["transfers"])
        table.ok(K.EndTurnRules(seat=seat))
    assert budgets == [1, 2, 3, 4, 4, 4, 4, 4]


def test_only_one_transfer_left(table):
    table.to_phase(INFLUENCE)
    card = table.state.seat_zone(0, "uncontrolled").cards[0]
    table.ok(manual.Transfer(seat=0, card=card, amount=1))
    assert (
        table.refused(manual.Transfer(seat=0, card=card, amount=1))
        == "Only 0 transfers left this turn; that needs 1."
    )
    table.ok(K.EndTurnRules(seat=0))
    table.to_phase(INFLUENCE)
    b_card = table.state.seat_zone(1, "uncontrolled").cards[0]
    table.ok(manual.Transfer(seat=1, card=b_card, amount=1))
    assert (
        table.refused(manual.Transfer(seat=1, card=b_card, amount=-1))
        == "Only 1 transfer left this turn."
    )


def test_transfers_outside_the_influence_phase_are_refused(table):
    card = table.state.seat_zone(0, "uncontrolled").cards[0]
    assert (
        table.refused(manual.Transfer(seat=0, card=card, amount=1))
        == "That is done in the influence phase."
    )


def test_the_legal_commands_always_offer_a_way_on(table):
    for _ in range(10):
        seat = table.waits_for["seat"]
        options = table.module.legal_commands(table.state, seat)
        assert any(isinstance(c, K.NextPhase) for c in options)
        assert all(table.module.legal_commands(table.state, s) == [] for s in range(4) if s != seat)
        table.ok(K.NextPhase(seat=seat))


BY_HAND = (
    "With the rules on, cards move only by the rules or as a played card says; "
    "the host may override."
)


def test_no_seat_changes_a_count_by_hand_but_the_host_does_and_it_is_logged(table):
    vamp = table.vampire(0, 2)
    for seat in (0, 1):
        assert table.refused(C.Counter(seat=seat, kind="blood", card=vamp.id, delta=1)) == BY_HAND
    bank = table.rules["bank"]
    result = table.ok(C.Counter(seat=0, kind="blood", card=vamp.id, delta=1, host=True))
    keys = [getattr(e, "key", "") for e in result.events]
    assert "manual_effect" in keys and "manual_tokens" in keys
    assert table.rules["bank"] == bank - 1
    assert (
        table.refused(C.Counter(seat=0, kind="vp", target=0, delta=1))
        == "With the rules on, victory points are counted by the rules."
    )


def test_a_host_override_skips_the_rules_and_is_logged(table):
    result = table.ok(K.NextPhase(seat=2, host=True))
    assert result.events[0].what == "vtes_next_phase"
    assert table.rules["phase"] == MASTER


def test_the_rules_state_is_plain_data_and_survives_a_save(table):
    import msgspec

    from vtt.core.model import decode_state, encode_state

    table.ok(K.NextPhase(seat=0))
    copy = decode_state(encode_state(table.state))
    assert copy.data["rules"] == table.rules
    msgspec.json.encode(table.state.data)


def test_a_host_override_fixes_a_count_out_of_turn_and_is_logged(table):
    from vtt.core import commands as C
    from vtt.core import events as E

    t = table
    assert t.refused(C.Counter(seat=2, target=1, kind="pool", delta=-2)) == BY_HAND
    result = t.ok(C.Counter(seat=2, target=1, kind="pool", delta=-2, host=True))
    assert t.pool(1) == 28 and isinstance(result.events[0], E.HostOverride)
    assert (
        t.refused(C.Counter(seat=1, target=1, kind="vp", delta=1))
        == "With the rules on, victory points are counted by the rules."
    )
    t.ok(C.Counter(seat=2, target=1, kind="vp", delta=1, host=True))
    assert t.rules["vp2"][1] == 2 and t.rules["vp_fixes"][1] == 2
    t.ok(C.Rollback(seat=2, steps=2, host=True))
    assert t.pool(1) == 30 and t.rules["vp2"][1] == 0
