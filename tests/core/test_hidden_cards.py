"""Hidden cards cannot be followed: a card put back into a library and shuffled, a card
attached to a face-down card, a card revealed to the table (spectators included)."""

import msgspec

from vtt.core import commands as C
from vtt.core import events as E
from vtt.core.model import SPECTATOR
from vtt.core.views import events_for, view_for

from .factory import free_session


def _play(s, seat, **kw):
    cid = s.state.zones[f"s{seat}.hand"].cards[0]
    assert s.submit(C.Move(seat=seat, card=cid, to=f"s{seat}.play", **kw)).ok
    return s.state.zones[f"s{seat}.play"].cards[-1]


def test_a_card_shuffled_back_into_its_library_cannot_be_pointed_at():
    s = free_session(3)
    cid = _play(s, 0, x=140, y=20)
    assert s.submit(C.Counter(seat=0, card=cid, kind="counter", delta=2)).ok
    assert s.submit(C.Label(seat=0, card=cid, text="mine")).ok
    assert s.submit(C.Lock(seat=0, card=cid)).ok
    assert s.submit(C.Move(seat=0, card=cid, to="s0.deck")).ok
    assert s.submit(C.Shuffle(seat=0, zone="s0.deck")).ok
    for seat in (1, 2, SPECTATOR):
        shown = view_for(s.state, seat).zones["s0.deck"].cards
        assert {msgspec.json.encode(cv) for cv in shown} == {b'{"back":"demo-0","face_up":false}'}
    # the owner does not see its library either: the same back for every card
    assert len({msgspec.json.encode(cv) for cv in view_for(s.state, 0).zones["s0.deck"].cards}) == 1


def test_a_card_leaving_the_table_sheds_its_position():
    s = free_session(2)
    cid = _play(s, 0, x=300, y=80)
    assert s.submit(C.Move(seat=0, card=cid, to="s0.hand")).ok
    card = s.state.cards[s.state.zones["s0.hand"].cards[-1]]
    assert (card.x, card.y) == (0.0, 0.0)
    shown = view_for(s.state, 1).zones["s0.hand"].cards[-1]
    assert msgspec.to_builtins(shown) == {"back": "demo-0", "face_up": False}


def test_attaching_to_a_face_down_card_does_not_give_its_id_away():
    s = free_session(2)
    host = _play(s, 0)
    assert s.submit(C.Flip(seat=0, card=host)).ok
    host = s.state.zones["s0.play"].cards[-1]
    rider = _play(s, 0)
    r = s.submit(C.Attach(seat=0, card=rider, to=host))
    assert r.ok
    (ev,) = [e for e in r.events if isinstance(e, E.Attached)]
    assert events_for([ev], 0)[0].to == host  # its controller sees it
    for seat in (1, SPECTATOR):
        assert events_for([ev], seat)[0].to is None
        assert view_for(s.state, seat).zones["s0.play"].cards[-1].attached_to is None


def test_spectators_see_what_the_table_was_shown():
    s = free_session(2)
    assert s.submit(C.Reveal(seat=0, zone="s0.hand", index=0)).ok
    cid = s.state.zones["s0.hand"].cards[0]
    for seat in (1, SPECTATOR):
        assert view_for(s.state, seat).zones["s0.hand"].cards[0].id == cid
    # and an event about it afterwards names it for spectators too
    r = s.submit(C.Move(seat=0, card=cid, to="s0.deck", bottom=True))
    (ev,) = events_for(r.events, SPECTATOR)
    assert ev.card == cid
