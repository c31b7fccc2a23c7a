"""Sudden Reversal: "Cancel a master card as it is played by another Methuselah, and its
cost is not paid" (rules/master_window.py, kinds/master_cancel.py).

After every master card, every Methuselah who could play an out-of-turn master card now is
asked, holder or not, so the question tells nobody who holds one; the cancel is itself a
master card the others may cancel.  The tests turn the window on (the table of the other
tests keeps it off)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from vtt.core.views import events_for, view_for
from vtt.games.vtes.layout import ASH_HEAP, HAND_KEY, READY, zone
from vtt.games.vtes.rules import asks
from vtt.games.vtes.rules import commands as K
from vtt.games.vtes.rules.data import MASTER
from vtt.games.vtes.rules.effects import run as effects
from vtt.games.vtes.rules.legal import legal_commands
from vtt.games.vtes.rules.master_window import CANCEL, LET, NEVER
from vtt.games.vtes.rules.stages import decider
from vtt.ui.log_text import event_sentences
from vtt.ui.words import message_text

from .conftest import Table, dock

REVERSAL = "Sudden Reversal"
SR_ID = "vtes:101896"


def _table(holders=(), **options) -> tuple[Table, object, K.PlayMaster]:
    """A's master phase with the window on, A's Vessel ready to go on A's vampire, and a
    Sudden Reversal in the hand of each seat of ``holders``."""
    t = Table(**({"master_window": True} | options))
    t.to_phase(MASTER)
    t.vampire(0, 3)
    vessel = t.in_hand(0, "Vessel")
    for seat in holders:
        t.in_hand(seat, REVERSAL, 2)
    cmd = next(
        c for c in legal_commands(t.state, 0) if isinstance(c, K.PlayMaster) and c.card == vessel.id
    )
    return t, vessel, cmd


def answers(t: Table, seat: int) -> list[K.Answer]:
    return [c for c in legal_commands(t.state, seat) if isinstance(c, K.Answer)]


def answer(t: Table, seat: int, choice: int):
    assert decider(t.state) == (seat, "ask")
    return t.ok(next(c for c in answers(t, seat) if c.choice == choice))


def asked(t: Table) -> list[tuple[int, str]]:
    return [(a["seat"], a["catalog"]) for a in asks.queue(t.state)]


def log(t: Table, result, seat: int = 1) -> list[str]:
    events = events_for(result.events, seat)
    return event_sentences(events, view_for(t.state, seat, t.module), t.module)


def hand(t: Table, seat: int) -> list[int]:
    return list(t.state.zones[zone(seat, HAND_KEY)].cards)


def test_every_other_methuselah_who_could_cancel_is_asked_holder_or_not():
    t, vessel, cmd = _table()
    pool = t.pool(0)
    said = log(t, t.ok(cmd))
    assert said == ["A plays Vessel; the other Methuselahs may cancel it as it is played."]
    # held: shown, nothing paid or done, still in A's hand; B, C and D asked in turn
    assert vessel.zone == zone(0, HAND_KEY) and t.pool(0) == pool and t.rules["master"] == 1
    assert asked(t) == [(1, "vtes:102113"), (2, "vtes:102113"), (3, "vtes:102113")]
    for seat in (1, 2, 3):
        assert [(a.choice, a.card) for a in answers(t, seat)] == (
            [(LET, None), (NEVER, None)] if seat == decider(t.state).seat else []
        )
        said = log(t, answer(t, seat, LET))
        assert said[0] == f"{'ABCD'[seat]} does not cancel Vessel."
    assert vessel.zone == zone(0, READY) and t.pool(0) == pool - 1
    assert t.rules["master"] == 1  # a trifle played: the action it took is given back
    assert decider(t.state) == (0, MASTER)


def test_nobody_is_asked_who_could_not_play_an_out_of_turn_master_card_now():
    t, vessel, cmd = _table()
    t.rules["oot"][1] = True  # B played one since its last master phase
    t.rules["mw_never"] = [2]  # C asked not to be asked
    for card in hand(t, 3):  # D holds nothing
        t.state.zones[zone(3, HAND_KEY)].cards.remove(card)
        t.state.zones[zone(3, "library")].cards.append(card)
        t.state.cards[card].zone = zone(3, "library")
    t.ok(cmd)
    assert asked(t) == [] and vessel.zone == zone(0, READY)


def test_sudden_reversal_cancels_the_master_card_its_cost_unpaid():
    t, vessel, cmd = _table(holders=(2,))
    pool, library = t.pool(0), len(t.state.zones[zone(0, "library")].cards)
    t.ok(cmd)
    answer(t, 1, LET)
    let, cancel, never = answers(t, 2)
    assert (let.choice, cancel.choice, never.choice) == (LET, CANCEL, NEVER)
    reversal = t.state.cards[cancel.card]
    assert reversal.catalog == SR_ID
    said = log(t, t.ok(cancel))
    # the cancel is a master card too: held while the others may cancel it (D, then B)
    assert said == ["C plays Sudden Reversal; the other Methuselahs may cancel it as it is played."]
    assert asked(t) == [(3, SR_ID), (1, SR_ID), (3, "vtes:102113")]
    answer(t, 3, LET)
    said = log(t, answer(t, 1, LET))
    assert "C plays the master card Sudden Reversal." in said
    assert (
        "As Sudden Reversal says: Vessel is cancelled as it is played; its cost is not paid."
        in said
    )
    # nobody is asked about Vessel any more; it is in the ash heap, unpaid, and replaced
    assert asked(t) == [] and decider(t.state) == (0, MASTER)
    assert vessel.zone == zone(0, ASH_HEAP) and t.pool(0) == pool
    assert len(hand(t, 0)) == 7 and len(t.state.zones[zone(0, "library")].cards) == library - 1
    assert t.rules["master"] == 0  # the master phase action is spent all the same
    # C's card: out of turn, so its next master phase has one action less
    assert reversal.zone == zone(2, ASH_HEAP) and len(hand(t, 2)) == 7
    assert t.rules["oot"][2] and t.rules["debt"][2]


def test_the_cancel_may_be_cancelled_and_then_the_master_card_is_played():
    t, vessel, cmd = _table(holders=(2, 3))
    pool = t.pool(0)
    t.ok(cmd)
    answer(t, 1, LET)
    mine = answer(t, 2, CANCEL)
    assert mine.ok and asked(t) == [(3, SR_ID), (1, SR_ID), (3, "vtes:102113")]
    answer(t, 3, CANCEL)  # D cancels C's Sudden Reversal: only B may cancel D's (not C: it plays)
    assert asked(t)[0] == (1, SR_ID) and asked(t)[1:] == [(1, SR_ID), (3, "vtes:102113")]
    said = log(t, answer(t, 1, LET))
    assert (
        "As Sudden Reversal says: Sudden Reversal is cancelled as it is played; "
        "its cost is not paid." in said
    )
    # C's cancel is gone, its out-of-turn master card spent; D, asked about Vessel again,
    # has played its out-of-turn card and may only let it be played
    assert t.rules["oot"][2] and t.rules["debt"][2] and t.rules["oot"][3]
    assert asked(t) == [(3, "vtes:102113")]
    assert [a.choice for a in answers(t, 3)] == [LET, NEVER]
    answer(t, 3, LET)
    assert vessel.zone == zone(0, READY) and t.pool(0) == pool - 1


def test_nothing_else_is_done_while_the_others_are_asked():
    t, vessel, cmd = _table(holders=(2,))
    t.ok(cmd)
    other = t.in_hand(0, "Vessel", 3)
    assert t.refused(K.PlayMaster(seat=0, card=other.id, on=cmd.on)) == "That cannot be done now."
    # a cancel is an answer, not a card sent out of the blue by one not asked yet
    reversal = t.state.cards[hand(t, 2)[2]]
    why = t.refused(K.PlayMaster(seat=2, card=reversal.id, target_card=vessel.id))
    assert why == "It is not your turn."


def test_sudden_reversal_is_played_only_at_a_master_card_being_played():
    t, _, _ = _table(holders=(1,))
    reversal = t.state.cards[hand(t, 1)[2]]
    # nothing being played: not offered, and refused when sent
    assert not [c for c in legal_commands(t.state, 1) if isinstance(c, K.PlayMaster)]
    why = t.refused(K.PlayMaster(seat=1, card=reversal.id))
    assert why == "Say which card the card is aimed at."
    # in its player's own turn: never (out-of-turn)
    mine = t.in_hand(0, REVERSAL, 4)
    why = t.refused(K.PlayMaster(seat=0, card=mine.id))
    assert why == "Out-of-turn master cards are played only during another Methuselah's turn."


def test_a_methuselah_may_ask_never_to_be_asked_again():
    t, vessel, cmd = _table()
    t.ok(cmd)
    said = log(t, answer(t, 1, NEVER))
    assert said == ["B will not be asked again this game to cancel a master card."]
    answer(t, 2, LET)
    answer(t, 3, LET)
    t.rules["master"] = 1
    doll = t.in_hand(0, "Vessel", 4)
    t.ok(K.PlayMaster(seat=0, card=doll.id, on=cmd.on))
    assert [seat for seat, _ in asked(t)] == [2, 3]


def test_a_methuselah_ousted_while_asked_leaves_the_master_card_to_be_played():
    """Nothing a player does can oust anyone while the others are asked, but a host's
    correction can: the question to the ousted Methuselah goes, and once nobody is left
    to ask the card is played."""
    from vtt.core import commands as C

    t, vessel, cmd = _table()
    t.ok(cmd)
    answer(t, 1, LET)
    answer(t, 2, LET)
    t.ok(C.Counter(seat=0, kind="pool", target=3, set=0, host=True))
    assert t.state.seats[3].out
    assert asked(t) == [] and not t.rules.get("held_masters")
    assert vessel.zone == zone(0, READY) and decider(t.state) == (0, MASTER)


def test_with_the_window_off_nobody_is_asked_and_nothing_cancels():
    t, vessel, cmd = _table(holders=(1,), master_window=False)
    t.ok(cmd)
    assert asked(t) == [] and vessel.zone == zone(0, READY)


def test_the_words_in_both_languages(spanish):
    t, vessel, cmd = _table(holders=(1,))
    t.ok(cmd)
    let, cancel, never = answers(t, 1)
    assert t.module.command_group(let, t.state, 1).english() == "A plays Vessel"
    assert dock(t, let, 1) == "Let Vessel be played"
    assert dock(t, cancel, 1) == "Cancel Vessel with Sudden Reversal"
    assert dock(t, never, 1) == "Let Vessel be played, and do not ask me again this game"
    assert dock(t, let, 1, "es") == "Dejar que Recipiente se juegue"
    heading = t.module.command_group(let, t.state, 1, "es")
    assert message_text(heading) == "A juega Recipiente"
    assert dock(t, cancel, 1, "es") == "Cancelar Recipiente con Revés repentino"
    assert dock(t, never, 1, "es") == (
        "Dejar que Recipiente se juegue, y no volver a preguntarme en esta partida"
    )


def test_the_card_bot_cancels_what_its_predator_plays_and_lets_the_rest_be():
    t, _, cmd = _table(holders=(1, 2))
    t.ok(cmd)
    b_cancel = next(c for c in answers(t, 1) if c.choice == CANCEL)
    assert asks.weight(t.state, b_cancel) > asks.weight(t.state, answers(t, 1)[0])
    answer(t, 1, LET)
    c_let, c_cancel, c_never = answers(t, 2)  # A is not C's predator; Vessel is not on C's
    assert asks.weight(t.state, c_cancel) == 0 == asks.weight(t.state, c_never)
    assert asks.weight(t.state, c_let) > 0


def test_the_entry_runs_in_full():
    assert effects.automated(SR_ID) is not None


@settings(max_examples=25, deadline=None)
@given(st.sets(st.integers(1, 3)))
def test_who_holds_one_cannot_be_told_from_the_question(holders):
    """Whoever holds a Sudden Reversal, every view of the table after a master card is
    played (the questions, the held play, the log) is the one it would be with no holder,
    for every seat other than the holders (and for a spectator)."""
    base, _, base_cmd = _table()
    some, _, cmd = _table(holders=tuple(sorted(holders)))
    results = base.ok(base_cmd), some.ok(cmd)
    for viewer in [s for s in range(4) if s not in holders]:
        views = [view_for(x.state, viewer, x.module) for x in (base, some)]
        assert views[0].data["rules"] == views[1].data["rules"]
        assert views[0].decision == views[1].decision
        lines = [log(x, r, viewer) for x, r in zip((base, some), results, strict=True)]
        assert lines[0] == lines[1]


@pytest.mark.parametrize("seat", [1, 2, 3])
def test_a_holder_is_asked_exactly_when_a_non_holder_is(seat):
    base, _, base_cmd = _table()
    some, _, cmd = _table(holders=(seat,))
    base.ok(base_cmd)
    some.ok(cmd)
    assert asked(base) == asked(some)


def test_a_game_saved_before_the_window_replays_without_it():
    """A save older than format 4 comes from a game where nobody was asked: it loads with
    the window off, so its log replays to the same table (here a bot game played with the
    window off, saved, and its option taken out as an older version wrote it)."""
    import msgspec

    from vtt.core import saves
    from vtt.core.model import encode_state
    from vtt.core.module import GameSpec, SeatSpec
    from vtt.core.session import Session
    from vtt.games.vtes.rules.bots import bot_move

    seats = [SeatSpec(name=f"Bot {i}", bot="heuristic", deck="") for i in range(4)]
    spec = GameSpec(game="vtes", seed=5, rules=True, seats=seats, options={"master_window": False})
    module = Table().module
    session = Session(module.new_state(spec), module, spec)
    masters = 0
    while masters < 3 and len(session.commands) < 3000:
        seat = decider(session.state).seat
        cmd = bot_move(session.state, seat, "heuristic")
        masters += isinstance(cmd, K.PlayMaster)
        assert session.submit(cmd).ok
    assert masters == 3
    raw = msgspec.json.decode(saves.encode_save(saves.build_save(session)))
    raw["header"]["format_version"] = 3
    for holder in [raw["spec"], raw["header"], *(s["state"] for s in raw["snapshots"])]:
        del holder["options"]["master_window"]
    save = saves.decode_save(msgspec.json.encode(raw))
    assert save.spec.options["master_window"] is False
    loaded = saves.session_from_save(save, module)
    assert encode_state(loaded.state) == encode_state(session.state)
    replayed = saves.replay(save.spec, loaded.commands, module)
    assert encode_state(replayed.state) == encode_state(session.state)
