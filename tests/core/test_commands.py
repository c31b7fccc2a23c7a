"""Every generic table command: what it does, and that each refusal changes nothing."""

import msgspec
import pytest

from vtt.core import commands as C
from vtt.core import events as E
from vtt.core.model import encode_state
from vtt.core.views import view_for

from .factory import free_session


@pytest.fixture
def s():
    return free_session(4)


def hand(s, seat):
    return s.state.zones[f"s{seat}.hand"].cards


def play(s, seat, card=None, **kw):
    """Put the first hand card of ``seat`` into its play area; return its id."""
    cid = hand(s, seat)[0] if card is None else card
    r = s.submit(C.Move(seat=seat, card=cid, to=f"s{seat}.play", **kw))
    assert r.ok, r.reason
    return s.state.zones[f"s{seat}.play"].cards[-1]


def refused(s, cmd, fragment):
    before = encode_state(s.state)
    r = s.submit(cmd)
    assert not r.ok
    assert fragment in r.reason.english(), r.reason.english()
    assert encode_state(s.state) == before, "a refused command changed the state"
    return r


# -- move --------------------------------------------------------------------------------------


def test_move_hand_to_region_keeps_id_and_places_card(s):
    cid = hand(s, 0)[0]
    r = s.submit(C.Move(seat=0, card=cid, to="s0.play", x=120, y=30))
    assert r.ok
    card = s.state.cards[cid]
    assert (card.zone, card.x, card.y, card.face_up) == ("s0.play", 120, 30, True)
    assert isinstance(r.events[0], E.Moved)


def test_move_into_hidden_zone_gets_new_id(s):
    cid = play(s, 0)
    r = s.submit(C.Move(seat=0, card=cid, to="s0.deck"))
    assert r.ok
    assert cid not in s.state.cards
    top = s.state.zones["s0.deck"].cards[0]
    assert s.state.cards[top].face_up is False


def test_move_to_bottom_and_index(s):
    cid = hand(s, 0)[0]
    assert s.submit(C.Move(seat=0, card=cid, to="s0.deck", bottom=True)).ok
    deck = s.state.zones["s0.deck"].cards
    assert s.state.cards[deck[-1]].zone == "s0.deck"
    cid = hand(s, 0)[0]
    assert s.submit(C.Move(seat=0, card=cid, to="s0.deck", to_index=2)).ok


def test_move_hidden_card_by_position(s):
    r = s.submit(C.Move(seat=0, zone="s0.deck", index=0, to="s0.discard"))
    assert r.ok
    assert len(s.state.zones["s0.discard"].cards) == 1


def test_move_refusals(s):
    other = hand(s, 1)[0]
    refused(s, C.Move(seat=0, card=other, to="s0.play"), "not yours")
    refused(s, C.Move(seat=0, card=99999, to="s0.play"), "no card #99999")
    refused(s, C.Move(seat=0, card=hand(s, 0)[0], to="nowhere"), "no zone")
    refused(s, C.Move(seat=0, zone="s0.deck", index=500, to="s0.play"), "no card at position")
    refused(s, C.Move(seat=0, to="s0.play"), "Say which card")
    refused(s, C.Move(seat=9, card=hand(s, 0)[0], to="s0.play"), "no seat 9")


def test_host_may_move_anything_and_it_is_logged(s):
    other = hand(s, 1)[0]
    r = s.submit(C.Move(seat=0, host=True, card=other, to="s1.discard"))
    assert r.ok and isinstance(r.events[0], E.HostOverride)
    assert s.log[-1].host


def test_attached_cards_follow_their_host(s):
    a, b = play(s, 0), play(s, 0)
    assert s.submit(C.Attach(seat=0, card=b, to=a)).ok
    assert s.submit(C.Move(seat=0, card=a, to="s0.play", x=300, y=10)).ok
    assert s.state.cards[b].x == 308
    assert s.submit(C.Move(seat=0, card=a, to="s0.discard")).ok
    assert len(s.state.zones["s0.discard"].cards) == 2
    assert all(s.state.cards[c].attached_to is None for c in s.state.zones["s0.discard"].cards)


# -- lock, flip, counters, attach, label ---------------------------------------------------------


def test_lock_unlock_and_unlock_all(s):
    a, b = play(s, 0), play(s, 0)
    assert s.submit(C.Lock(seat=0, card=a)).ok and s.state.cards[a].locked
    refused(s, C.Lock(seat=0, card=a), "already locked")
    assert s.submit(C.Lock(seat=0, card=b)).ok
    assert s.submit(C.Unlock(seat=0, card=b)).ok
    refused(s, C.Unlock(seat=0, card=b), "already unlocked")
    r = s.submit(C.UnlockAll(seat=0))
    assert r.ok and r.events[0].count == 1
    refused(s, C.UnlockAll(seat=1, target=0), "your own")
    refused(s, C.Lock(seat=0, card=hand(s, 0)[0]), "Only cards on the table")
    refused(s, C.Lock(seat=1, card=a), "not yours")


def test_flip_hides_and_shows(s):
    a = play(s, 0)
    r = s.submit(C.Flip(seat=0, card=a))
    assert r.ok
    new = s.state.zones["s0.play"].cards[0]
    assert s.state.cards[new].face_up is False
    assert view_for(s.state, 1).zones["s0.play"].cards[0].catalog is None
    assert view_for(s.state, 0).zones["s0.play"].cards[0].catalog is not None
    assert s.submit(C.Flip(seat=0, card=new)).ok
    assert view_for(s.state, 1).zones["s0.play"].cards[0].catalog is not None
    refused(s, C.Flip(seat=0, card=hand(s, 0)[0]), "turned over")


def test_counters_on_cards_and_seats(s):
    a = play(s, 0)
    assert s.submit(C.Counter(seat=0, card=a, kind="blood", delta=3)).ok
    assert s.state.cards[a].counters == {"blood": 3}
    refused(s, C.Counter(seat=0, card=a, kind="blood", delta=-4), "Not enough blood")
    assert s.submit(C.Counter(seat=0, card=a, kind="blood", set=0)).ok
    assert s.state.cards[a].counters == {}
    assert s.submit(C.Counter(seat=0, kind="score", delta=5)).ok
    assert s.state.seats[0].counters["score"] == 5
    refused(s, C.Counter(seat=0, target=1, kind="score", delta=1), "your own counters")
    refused(s, C.Counter(seat=0, kind="", delta=1), "short name")
    refused(s, C.Counter(seat=0, kind="score", set=10**9), "far too many")


def test_attach_detach_and_refusals(s):
    a, b, c = play(s, 0), play(s, 0), play(s, 0)
    refused(s, C.Attach(seat=0, card=a, to=a), "itself")
    assert s.submit(C.Attach(seat=0, card=b, to=a)).ok
    refused(s, C.Attach(seat=0, card=c, to=b), "underneath")
    refused(s, C.Attach(seat=0, card=a, to=c), "carries other cards")
    assert s.submit(C.Detach(seat=0, card=b)).ok
    refused(s, C.Detach(seat=0, card=b), "not attached")


def test_label(s):
    a = play(s, 0)
    assert s.submit(C.Label(seat=0, card=a, text="hunting")).ok
    assert s.state.cards[a].label == "hunting"
    refused(s, C.Label(seat=0, card=a, text="x" * 201), "200 characters")


# -- piles -------------------------------------------------------------------------------------


def test_draw_and_refusals(s):
    n_deck = len(s.state.zones["s0.deck"].cards)
    r = s.submit(C.Draw(seat=0, n=2))
    assert r.ok and len(hand(s, 0)) == 7 and len(s.state.zones["s0.deck"].cards) == n_deck - 2
    assert r.events[0].audience == [0]
    refused(s, C.Draw(seat=0, n=0), "at least one")
    refused(s, C.Draw(seat=0, n=500), "only")
    refused(s, C.Draw(seat=0, zone="s1.deck"), "belongs to another player")


def test_shuffle_renews_ids_and_uses_chance(s):
    before = list(s.state.zones["s0.deck"].cards)
    assert s.submit(C.Shuffle(seat=0, zone="s0.deck")).ok
    after = s.state.zones["s0.deck"].cards
    assert not set(before) & set(after)
    refused(s, C.Undo(seat=0), "cannot be undone")
    refused(s, C.Shuffle(seat=0, zone="s0.play"), "Only piles and hands")


def test_cut(s):
    deck = list(s.state.zones["s0.deck"].cards)
    assert s.submit(C.Cut(seat=1, zone="s0.deck", at=3)).ok
    assert s.state.zones["s0.deck"].cards == deck[3:] + deck[:3]
    assert s.submit(C.Cut(seat=1, zone="s0.deck")).ok
    refused(s, C.Cut(seat=0, zone="s0.deck", at=0), "Cut between")
    refused(s, C.Cut(seat=0, zone="s0.hand"), "Only piles")


def test_look_shows_only_to_the_looker(s):
    r = s.submit(C.Look(seat=0, zone="s0.deck", n=2))
    assert r.ok
    top = s.state.zones["s0.deck"].cards[:2]
    v0, v1 = view_for(s.state, 0), view_for(s.state, 1)
    assert [c.id for c in v0.zones["s0.deck"].cards[:2]] == top
    assert all(c.id is None for c in v1.zones["s0.deck"].cards)
    assert r.events[0].for_seat(1).catalogs == []
    refused(s, C.Look(seat=0, zone="s0.deck", n=100), "only")
    refused(s, C.Look(seat=0, zone="s1.deck"), "belongs to another player")


def test_reveal_top_and_hand_card(s):
    r = s.submit(C.Reveal(seat=0, zone="s0.hand", index=0))
    assert r.ok and len(r.events[0].catalogs) == 1
    first = hand(s, 0)[0]
    assert view_for(s.state, 2).zones["s0.hand"].cards[0].id == first
    refused(s, C.Reveal(seat=0, zone="s0.deck", n=1), "do not know")
    assert s.submit(C.Reveal(seat=0, zone="s0.deck", n=1, host=True)).ok
    refused(s, C.Reveal(seat=0, card=hand(s, 1)[0]), "not yours")


def test_random_card(s):
    r = s.submit(C.RandomCard(seat=0, zone="s0.hand"))
    assert r.ok and 0 <= r.events[0].index < 5
    assert r.events[0].for_seat(1).card is None
    refused(s, C.RandomCard(seat=0, zone="s0.discard"), "empty")


# -- the rest of the table -------------------------------------------------------------------------


def test_roll_and_coin(s):
    r = s.submit(C.Roll(seat=0, sides=6, count=3))
    assert r.ok and all(1 <= x <= 6 for x in r.events[0].results)
    refused(s, C.Roll(seat=0, sides=1), "Roll 1 to")
    refused(s, C.Roll(seat=0, count=50), "Roll 1 to")
    assert s.submit(C.Coin(seat=0)).ok


def test_tokens(s):
    holder = s.state.tokens["first"].holder
    other = (holder + 1) % 4
    refused(s, C.PassToken(seat=other, token="first", to=(other + 1) % 4), "holder")
    assert s.submit(C.PassToken(seat=holder, token="first", to=other)).ok
    assert s.submit(C.PassToken(seat=holder, token="first", to=holder)).ok  # taking it back
    assert s.submit(C.PassToken(seat=holder, token="first", to=None)).ok
    refused(s, C.PassToken(seat=0, token="nope"), "no token")
    refused(s, C.PassToken(seat=0, token="first", to=8), "no seat 8")


def test_say(s):
    r = s.submit(C.Say(seat=2, text=" hello "))
    assert r.ok and r.events[0].text == "hello"
    refused(s, C.Say(seat=2, text="   "), "Say something")
    refused(s, C.Say(seat=2, text="x" * 501), "at most")


def test_end_turn_and_phase(s):
    active = s.state.turn.active
    other = (active + 1) % 4
    refused(s, C.EndTurn(seat=other), "not your turn")
    refused(s, C.SetPhase(seat=other, phase="x"), "not your turn")
    assert s.submit(C.SetPhase(seat=active, phase="draw")).ok
    assert s.submit(C.EndTurn(seat=active)).ok
    assert s.state.turn.active == other and s.state.turn.number == 2
    assert s.state.turn.phase == ""


def test_end_turn_skips_seats_that_are_out(s):
    s.state.seats[(s.state.turn.active + 1) % 4].out = True
    active = s.state.turn.active
    assert s.submit(C.EndTurn(seat=active)).ok
    assert s.state.turn.active == (active + 2) % 4


# -- session: stale commands, batches, undo ----------------------------------------------


def test_stale_command_refused(s):
    assert s.submit(C.Say(seat=0, text="a", expect=0)).ok
    refused(s, C.Say(seat=0, text="b", expect=0), "table changed")


def test_batch_is_atomic(s):
    cards = hand(s, 0)[:2]
    ok = C.Batch(seat=0, commands=[C.Move(seat=0, card=c, to="s0.play") for c in cards])
    assert s.submit(ok).ok and len(s.state.zones["s0.play"].cards) == 2
    bad = C.Batch(
        seat=0,
        commands=[
            C.Move(seat=0, card=hand(s, 0)[0], to="s0.play"),
            C.Move(seat=0, card=hand(s, 1)[0], to="s0.play"),
        ],
    )
    refused(s, bad, "not yours")
    mixed = C.Batch(seat=0, commands=[C.Say(seat=1, text="hi")])
    refused(s, mixed, "one seat")


def test_undo_redo_rules(s):
    a = play(s, 0)
    s.submit(C.Lock(seat=0, card=a))
    refused(s, C.Undo(seat=1), "Only the player")
    assert s.submit(C.Undo(seat=0)).ok and not s.state.cards[a].locked
    refused(s, C.Redo(seat=1), "nothing for you to redo")
    assert s.submit(C.Redo(seat=0)).ok and s.state.cards[a].locked
    s.submit(C.Draw(seat=0))
    refused(s, C.Undo(seat=0), "cannot be undone")


def test_playing_a_hidden_card_cannot_be_undone(s):
    play(s, 0)
    refused(s, C.Undo(seat=0), "cannot be undone")


def test_rollback_is_explicit(s):
    a = play(s, 0)
    s.submit(C.Draw(seat=0))
    s.rollback(1)
    assert len(hand(s, 0)) == 4 and a in s.state.cards


def test_the_host_rolls_back_with_a_logged_command(s):
    from vtt.core import events as E
    from vtt.core.saves import replay

    a = play(s, 0)
    s.submit(C.Draw(seat=0))
    refused(s, C.Rollback(seat=1, steps=1), "Only the host")
    refused(s, C.Rollback(seat=1, steps=9, host=True), "only 2 steps")
    result = s.submit(C.Rollback(seat=1, steps=2, host=True))
    assert result.ok and result.events == [E.RolledBack(seat=1, steps=2)]
    assert len(hand(s, 0)) == 5 and a in hand(s, 0)
    assert s.log[-1].host and s.log[-1].kind == "rollback"
    again = replay(s.spec, s.commands, s.module)
    assert again.state == s.state


def test_commands_have_a_stable_json_form():
    cmd = C.decode_json(b'{"type":"move","seat":1,"card":5,"to":"s1.play","x":3}')
    assert cmd == C.Move(seat=1, card=5, to="s1.play", x=3)
    assert C.encode_json(cmd) == b'{"type":"move","to":"s1.play","card":5,"x":3.0,"seat":1}'
    batch = C.decode_json(b'{"type":"batch","seat":0,"commands":[{"type":"coin","seat":0}]}')
    assert batch.commands == [C.Coin(seat=0)]
    for bad in (
        b'{"type":"fly","seat":0}',
        b'{"type":"move"}',
        b"[1,2",
        b'{"type":"draw","seat":"x"}',
        b'{"type":"batch","seat":0,"commands":[{"type":"undo","seat":0}]}',
    ):
        with pytest.raises((msgspec.ValidationError, msgspec.DecodeError)):
            C.decode_json(bad)


# -- messages that name the real problem -------------------------------------------------------


def test_a_negative_look_count_is_named(s):
    refused(s, C.Look(seat=0, zone="s0.deck", n=-2), "one card or more, not -2")


def test_negative_rollback_steps_are_named(s):
    play(s, 0)
    refused(s, C.Rollback(seat=0, host=True, steps=-1), "one step or more, not -1")


def test_a_count_that_does_not_move_is_not_logged():
    """Setting a counter to the value it has (or adding 0) changes nothing worth a log line."""
    from .factory import free_session

    s = free_session(2)
    assert s.submit(C.Counter(seat=0, kind="score", target=0, delta=2)).ok
    moved = [e for e in s.log[-1].events if type(e).__name__ == "CounterChanged"]
    assert moved and moved[0].delta == 2
    assert s.submit(C.Counter(seat=0, kind="score", target=0, delta=0)).ok
    assert not [e for e in s.log[-1].events if type(e).__name__ == "CounterChanged"]
