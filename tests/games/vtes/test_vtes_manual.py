"""The table helpers with the rules off: transfers, move to ready, ousting, burning,
the hand refill and turns in seating order.  Refused commands change nothing."""

import pytest

from vtt.core import commands as C
from vtt.core.model import encode_state
from vtt.core.module import GameSpec, SeatSpec
from vtt.core.session import Session
from vtt.games.vtes.cards import load_cards
from vtt.games.vtes.manual import Burn, Oust, SetRefill, ToReady, Transfer, ready_candidates
from vtt.games.vtes.seating import prey


@pytest.fixture
def session(module):
    spec = GameSpec(
        game="vtes",
        seed=11,
        options={"random_seating": False},
        seats=[
            SeatSpec(name=n, deck=d)
            for n, d in (
                ("Ana", "vtes:precon:v5-pm"),
                ("Bruno", "vtes:precon:v5-pn"),
                ("Carla", "vtes:precon:v5-pto"),
                ("Dario", "vtes:precon:v5-pv"),
            )
        ],
    )
    return Session(module.new_state(spec), module, spec)


def refused(session, cmd, text):
    before = encode_state(session.state)
    result = session.submit(cmd)
    assert not result.ok and text in result.reason.english(), result.reason
    assert encode_state(session.state) == before


def ok(session, cmd):
    result = session.submit(cmd)
    assert result.ok, result.reason and result.reason.english()
    return result


def vampire(session, seat, i=0):
    card_id = session.state.zones[f"s{seat}.uncontrolled"].cards[i]
    return card_id, session.module.face(session.state.cards[card_id].catalog)


def test_transfers_both_ways(session):
    card, _ = vampire(session, 0)
    ok(session, Transfer(seat=0, card=card, amount=3))
    assert session.state.seats[0].counters["pool"] == 27
    assert session.state.cards[card].counters == {"blood": 3}
    ok(session, Transfer(seat=0, card=card, amount=-2))
    assert session.state.seats[0].counters["pool"] == 29
    assert session.state.cards[card].counters == {"blood": 1}
    refused(session, Transfer(seat=0, card=card, amount=-2), "only 1 blood")
    refused(session, Transfer(seat=0, card=card, amount=31), "only 29")
    refused(session, Transfer(seat=0, card=card, amount=0), "between 1 and")
    refused(session, Transfer(seat=1, card=card, amount=1), "not yours")
    hand_card = session.state.zones["s0.hand"].cards[0]
    refused(session, Transfer(seat=0, card=hand_card, amount=1), "uncontrolled region")
    refused(session, Transfer(seat=0, card=99999, amount=1), "no card")


def test_transfer_event_hides_the_vampire_from_others(session):
    from vtt.core.views import events_for

    card, _ = vampire(session, 0)
    result = ok(session, Transfer(seat=0, card=card, amount=1))
    theirs = [e for e in events_for(result.events, 1) if getattr(e, "kind", "") == "blood"]
    assert theirs and theirs[0].catalog is None and theirs[0].card is None


def test_move_to_ready(session, module):
    card, face = vampire(session, 0)
    capacity = int(face.corner)
    assert ready_candidates(session.state, 0, load_cards()) == []
    ok(session, Transfer(seat=0, card=card, amount=capacity - 1))
    refused(session, ToReady(seat=0, card=card), f"needs {capacity} blood")
    ok(session, Transfer(seat=0, card=card, amount=2))
    assert ready_candidates(session.state, 0, load_cards()) == [card]
    ok(session, ToReady(seat=0, card=card))
    moved = session.state.cards[card]
    assert moved.zone == "s0.ready" and moved.face_up
    assert moved.counters == {"blood": capacity}  # the excess went back to the bank
    assert session.state.seats[0].counters["pool"] == 30 - capacity - 1
    refused(session, ToReady(seat=0, card=card), "uncontrolled region")


def test_lock_and_bleed_by_hand(session):
    card, face = vampire(session, 0)
    ok(session, Transfer(seat=0, card=card, amount=int(face.corner)))
    ok(session, ToReady(seat=0, card=card))
    ok(session, C.Lock(seat=0, card=card))
    ok(session, C.Counter(seat=1, kind="pool", delta=-2))
    ok(session, C.PassToken(seat=0, token="edge", to=0))
    assert session.state.seats[1].counters["pool"] == 28
    assert session.state.tokens["edge"].holder == 0


def test_burn_takes_everything_on_it(session):
    card, face = vampire(session, 0)
    ok(session, Transfer(seat=0, card=card, amount=int(face.corner)))
    ok(session, ToReady(seat=0, card=card))
    gear = session.state.zones["s0.hand"].cards[0]
    ok(session, C.Move(seat=0, card=gear, to="s0.ready"))
    ok(session, C.Attach(seat=0, card=gear, to=card))
    refused(session, Burn(seat=1, card=card), "not yours")
    pool = session.state.seats[0].counters["pool"]
    ok(session, Burn(seat=0, card=card))
    heap = session.state.zones["s0.ash_heap"].cards
    assert card in heap and gear in heap and session.state.zones["s0.ready"].cards == []
    assert session.state.cards[card].counters == {}
    assert session.state.seats[0].counters["pool"] == pool  # blood went to the bank
    refused(session, Burn(seat=0, card=card), "already in the ash heap")


def test_oust_rewards_the_predator(session):
    refused(session, Oust(seat=1, target=2), "this one has 30")
    ok(session, C.Counter(seat=2, kind="pool", set=0))
    ok(session, Oust(seat=1, target=2))
    seats = session.state.seats
    assert seats[2].out and seats[1].counters == {"pool": 36, "vp": 1}
    assert prey(session.state, 1) == 3
    refused(session, Oust(seat=1, target=2), "already ousted")
    refused(session, Oust(seat=1, target=9), "no seat 9")
    for target in (3, 0):  # the last one standing gains 1 VP more
        ok(session, C.Counter(seat=target, kind="pool", set=0))
        ok(session, Oust(seat=target))
    assert [s.out for s in seats] == [True, False, True, True]
    assert seats[1].counters["vp"] == 4 and seats[0].counters["vp"] == 0  # 3 preys + last


def test_refill_after_playing_from_hand(session):
    hand, library = session.state.zones["s0.hand"], session.state.zones["s0.library"]
    ok(session, C.Move(seat=0, zone="s0.hand", index=0, to="s0.ash_heap"))
    assert (len(hand.cards), len(library.cards)) == (7, 69)
    ok(session, C.Move(seat=0, zone="s0.hand", index=0, to="s0.library"))  # put back: no draw
    assert (len(hand.cards), len(library.cards)) == (6, 70)
    ok(session, SetRefill(seat=0, on=False))
    ok(session, C.Move(seat=0, zone="s0.hand", index=0, to="s0.ready"))
    assert len(hand.cards) == 5
    assert session.module.view_data(session.state, 1)["refill"] == [False, True, True, True]
    ok(session, SetRefill(seat=0, on=True))
    ok(session, C.Draw(seat=0, n=2))
    assert len(hand.cards) == 7


def test_end_turn_follows_seating(module):
    spec = GameSpec(
        game="vtes",
        seed=5,
        seats=[SeatSpec(name=n) for n in "ABCD"],
        options={"random_seating": True},
    )
    session = Session(module.new_state(spec), module, spec)
    order = session.state.seating
    assert order != [0, 1, 2, 3]  # this seed shuffles the seats
    seen = []
    for _ in range(4):
        seen.append(session.state.turn.active)
        ok(session, C.EndTurn(seat=session.state.turn.active))
    assert seen == order and session.state.turn.active == order[0]


def test_commands_have_stable_json(session):
    cmd = C.decode_json('{"type": "vtes_transfer", "seat": 0, "card": 5, "amount": -1}')
    assert cmd == Transfer(seat=0, card=5, amount=-1)
    assert C.to_builtins(Oust(seat=1, target=2)) == {"type": "vtes_oust", "seat": 1, "target": 2}
