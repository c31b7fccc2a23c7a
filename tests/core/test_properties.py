"""Random command sequences from several seats, with the core's promises checked after
every step: cards are conserved, no view or event shows a seat (or a spectator) what it may
not see, no view or event lets anyone tell one hidden card of a pile or a hand from another
or link it to what it was, save and load give the same state, replaying the log gives the
same state, and undo then redo is the identity."""

import os
from collections import Counter as Multiset

import msgspec
import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, rule

from vtt.core import commands as C
from vtt.core import events as E
from vtt.core.model import HAND, NOBODY, OWNER, PUBLIC, REGION, SPECTATOR, encode_state
from vtt.core.saves import build_save, decode_save, encode_save, replay, session_from_save
from vtt.core.views import events_for, view_for

from .factory import free_session

SEATS = 3
#: everybody who gets views and events: the seats and a spectator
VIEWERS = [*range(SEATS), SPECTATOR]
#: what a view may say of a hidden card in a pile or a hand: its back (the physical back
#: every player sees) and that it is face down; anything more could single it out
HIDDEN_IN_A_PILE = {"back", "face_up"}
KINDS = [
    "move",
    "move_hidden",
    "lock",
    "unlock",
    "flip",
    "counter",
    "seat_counter",
    "attach",
    "attach_to_hidden",
    "detach",
    "draw",
    "shuffle",
    "cut",
    "look",
    "reveal",
    "random",
    "roll",
    "coin",
    "token",
    "say",
    "end",
    "undo",
    "redo",
    "label",
    "batch",
    "unlock_all",
]


def hidden_from(state, card, seat):
    """An oracle written independently of vtt.core.visibility: the table's physical rules."""
    if seat in card.known_to:
        return False
    zone = state.zones[card.zone]
    if zone.visibility == NOBODY:
        return True
    if zone.visibility == OWNER:
        return zone.owner != seat
    assert zone.visibility == PUBLIC
    return not card.face_up and card.controller != seat


def _card_ids(ev):
    """The card ids an event names (a token's or a counter's ``to``/``target`` is a seat)."""
    ids = [getattr(ev, name, None) for name in ("card", "new_card")]
    if isinstance(ev, E.Attached):
        ids.append(ev.to)
    ids += getattr(ev, "cards", [])
    return [i for i in ids if i is not None]


def content(state):
    """The state without its number: what undo/redo must restore exactly."""
    return encode_state(msgspec.structs.replace(state, state_id=0))


class TableMachine(RuleBasedStateMachine):
    def __init__(self):
        super().__init__()
        self.s = free_session(SEATS, seed=11)
        self.catalogs = Multiset(c.catalog for c in self.s.state.cards.values())
        self.last_events = []

    # -- building a random command from the current state ----------------------------------------

    def _card(self, data, zones=None, keep=None):
        cards = self.s.state.cards
        ids = [
            cid
            for z in self.s.state.zones.values()
            if zones is None or z.kind in zones
            for cid in z.cards
            if keep is None or keep(cards[cid])
        ]
        return data.draw(st.sampled_from(ids)) if ids else 1

    def _command(self, data, seat, kind):  # noqa: C901 - one flat table of command kinds
        state = self.s.state
        zone_ids = sorted(state.zones)
        zone = data.draw(st.sampled_from(zone_ids))
        host = data.draw(st.booleans().filter(lambda b: True)) and data.draw(st.integers(0, 9)) == 0
        if kind == "move":
            return C.Move(
                seat=seat,
                host=host,
                card=self._card(data),
                to=data.draw(st.sampled_from(zone_ids)),
                to_index=data.draw(st.none() | st.integers(0, 60)),
                bottom=data.draw(st.booleans()),
                face_up=data.draw(st.none() | st.booleans()),
                x=data.draw(st.none() | st.floats(0, 800)),
                y=10.0,
            )
        if kind == "move_hidden":
            return C.Move(
                seat=seat,
                zone=zone,
                index=data.draw(st.integers(0, 5)),
                to=data.draw(st.sampled_from(zone_ids)),
            )
        if kind in ("lock", "unlock"):
            cls = C.Lock if kind == "lock" else C.Unlock
            return cls(seat=seat, host=host, card=self._card(data, (REGION,)))
        if kind == "flip":
            return C.Flip(seat=seat, card=self._card(data, (REGION,)))
        if kind == "counter":
            return C.Counter(
                seat=seat,
                card=self._card(data, (REGION,)),
                kind="blood",
                delta=data.draw(st.integers(-2, 3)),
            )
        if kind == "seat_counter":
            return C.Counter(
                seat=seat,
                kind="score",
                target=data.draw(st.integers(0, SEATS - 1)),
                delta=data.draw(st.integers(-3, 3)),
            )
        if kind == "attach":
            return C.Attach(
                seat=seat, card=self._card(data, (REGION,)), to=self._card(data, (REGION,))
            )
        if kind == "attach_to_hidden":  # a face-up card of the seat onto a face-down card
            return C.Attach(
                seat=seat,
                card=self._card(data, (REGION,), lambda c: c.face_up and c.controller == seat),
                to=self._card(data, (REGION,), lambda c: not c.face_up),
            )
        if kind == "detach":
            return C.Detach(seat=seat, card=self._card(data, (REGION,)))
        if kind == "draw":
            return C.Draw(seat=seat, n=data.draw(st.integers(1, 3)))
        if kind == "shuffle":
            return C.Shuffle(seat=seat, zone=zone)
        if kind == "cut":
            return C.Cut(seat=seat, zone=zone, at=data.draw(st.none() | st.integers(1, 10)))
        if kind == "look":
            return C.Look(seat=seat, zone=zone, n=data.draw(st.integers(1, 3)))
        if kind == "reveal":
            return C.Reveal(seat=seat, zone=zone, index=data.draw(st.integers(0, 3)))
        if kind == "random":
            return C.RandomCard(seat=seat, zone=zone)
        if kind == "roll":
            return C.Roll(seat=seat, sides=data.draw(st.integers(2, 20)))
        if kind == "coin":
            return C.Coin(seat=seat)
        if kind == "token":
            return C.PassToken(
                seat=seat, token="first", to=data.draw(st.none() | st.integers(0, SEATS - 1))
            )
        if kind == "say":
            return C.Say(seat=seat, text="hi")
        if kind == "end":
            return C.EndTurn(seat=seat)
        if kind == "undo":
            return C.Undo(seat=seat)
        if kind == "redo":
            return C.Redo(seat=seat)
        if kind == "label":
            return C.Label(seat=seat, card=self._card(data, (REGION,)), text="note")
        if kind == "unlock_all":
            return C.UnlockAll(seat=seat)
        parts = [
            C.Move(seat=seat, card=self._card(data), to=f"s{seat}.play")
            for _ in range(data.draw(st.integers(1, 3)))
        ]
        return C.Batch(seat=seat, commands=parts)

    @rule(data=st.data())
    def act(self, data):
        seat = data.draw(st.integers(0, SEATS - 1))
        kind = data.draw(st.sampled_from(KINDS))
        cmd = self._command(data, seat, kind)
        before = content(self.s.state)
        depth = self.s.history_size
        result = self.s.submit(cmd)
        if not result.ok:
            assert content(self.s.state) == before, f"refused {cmd} changed the state"
            return
        self.last_events = result.events
        grew = self.s.history_size == depth + 1 and kind not in ("undo", "redo")
        if grew and self.s.can_undo(seat):
            after = content(self.s.state)
            assert self.s.submit(C.Undo(seat=seat)).ok
            assert content(self.s.state) == before, "undo did not restore the state"
            assert self.s.submit(C.Redo(seat=seat)).ok
            assert content(self.s.state) == after, "undo then redo is not the identity"

    # -- the promises -----------------------------------------------------------------------------

    @invariant()
    def cards_are_conserved(self):
        state = self.s.state
        placed = [cid for z in state.zones.values() for cid in z.cards]
        assert sorted(placed) == sorted(state.cards)
        assert all(state.cards[cid].zone == z.id for z in state.zones.values() for cid in z.cards)
        assert Multiset(c.catalog for c in state.cards.values()) == self.catalogs

    @invariant()
    def views_hide_what_they_must(self):
        state = self.s.state
        for seat in VIEWERS:
            view = view_for(state, seat)
            for zone in state.zones.values():
                shown = view.zones[zone.id].cards
                assert len(shown) == len(zone.cards)
                for cid, cv in zip(zone.cards, shown, strict=True):
                    card = state.cards[cid]
                    if hidden_from(state, card, seat):
                        assert cv.id is None and cv.catalog is None, (seat, card)
                        assert cv.attached_to is None, (seat, card)
                        if zone.kind != REGION:
                            said = set(msgspec.to_builtins(cv))
                            assert said <= HIDDEN_IN_A_PILE, (
                                seat,
                                zone.id,
                                said - HIDDEN_IN_A_PILE,
                            )
                    else:
                        assert cv.id == cid and cv.catalog == card.catalog
            blob = msgspec.json.encode(view)
            assert b'"rng"' not in blob and b'"seed"' not in blob

    @invariant()
    def events_name_no_hidden_card(self):
        """Every card id an event gives a viewer is of a card it sees now, or of one that no
        longer exists (a card that went out of someone's sight got a new id): an event never
        hands out the id of a card hidden from the viewer, so it cannot be followed."""
        state = self.s.state
        for seat in VIEWERS:
            for ev in events_for(self.last_events, seat):
                for cid in _card_ids(ev):
                    card = state.cards.get(cid)
                    assert card is None or not hidden_from(state, card, seat), (seat, ev)

    @invariant()
    def events_hide_what_they_must(self):
        state = self.s.state
        for seat in VIEWERS:
            for ev in events_for(self.last_events, seat):
                if isinstance(ev, E.Drew) and ev.seat != seat:
                    dst = state.zones[ev.dst]
                    if dst.kind == HAND and dst.owner != seat:
                        assert ev.cards == [] and ev.catalogs == []
                if isinstance(ev, E.Moved) and ev.new_card in state.cards:
                    if hidden_from(state, state.cards[ev.new_card], seat):
                        assert ev.new_card is None or seat in state.cards[ev.new_card].known_to
                if isinstance(ev, E.Looked) and ev.seat != seat:
                    assert ev.cards == [] and ev.catalogs == []

    @invariant()
    def save_load_and_replay_give_the_same_state(self):
        s = self.s
        save = decode_save(encode_save(build_save(s)))
        loaded = session_from_save(save, s.module)
        assert encode_state(loaded.state) == encode_state(s.state)
        again = replay(s.spec, s.commands, s.module)
        assert encode_state(again.state) == encode_state(s.state)


TableMachine.TestCase.settings = settings(
    max_examples=200,
    stateful_step_count=20,
    deadline=None,
    # CI explores the same 200 sequences every run (a landing must not hang on luck);
    # a developer's run explores new ones
    derandomize=bool(os.environ.get("CI")),
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
test_table_properties = pytest.mark.slow(TableMachine.TestCase)
