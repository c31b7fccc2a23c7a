"""Hidden hands under the card questions (rules/hand_sight.py), as a property: whatever
looks (Revelations, Ilonka), open hands (Revelations at superior), discards and draws
happen in any order, a seat's view shows a card of another's hand only if that seat
looked at that very card while it stayed there, or a card in play keeps that hand open
now; every other hand card is a bare back.  And bot games where these cards are played
keep the invariants and this rule after every command."""

from hypothesis import given, settings
from hypothesis import strategies as st

from vtt.core.events import Looked
from vtt.core.model import SPECTATOR
from vtt.core.table import move_card
from vtt.core.views import events_for, view_for
from vtt.games.vtes.layout import HAND_KEY, LIBRARY, READY, zone
from vtt.games.vtes.rules import hand
from vtt.games.vtes.rules.bots import new_bot_game, play_out
from vtt.games.vtes.rules.data import rules
from vtt.games.vtes.rules.hand_sight import keep_open, look_at_hand, sync_open_hands
from vtt.games.vtes.rules.invariants import assert_invariants
from vtt.games.vtes.seating import prey

from .conftest import Table

REVELATIONS = "vtes:101627"
SEATS = 4
ROUNDS = 6

_seat = st.integers(0, SEATS - 1)
_ops = st.lists(
    st.one_of(
        st.tuples(st.just("look"), _seat, _seat),
        st.tuples(st.just("discard"), _seat, st.integers(0, 6)),
        st.tuples(st.just("open"), _seat, st.just(0)),
        st.tuples(st.just("close"), st.just(0), st.just(0)),
    ),
    max_size=14,
)


def _open_seats(state) -> set[int]:
    return {
        prey(state, state.cards[c].controller)
        for c in rules(state).get("as_open_hands", [])
        if c in state.cards and state.cards[c].zone == zone(state.cards[c].controller, READY)
    }


def check_hands(state, module, looked: dict[int, set[int]] | None = None) -> None:
    """Every view against the rule; ``looked``: the model's cards each seat looked at
    (None: read from ``known_to``, for a game where the engine did the looking)."""
    opened = _open_seats(state)
    for viewer in [*range(len(state.seats)), SPECTATOR]:
        view = view_for(state, viewer, module)
        for owner in range(len(state.seats)):
            if owner == viewer:
                continue
            ids = state.zones[zone(owner, HAND_KEY)].cards
            shown = view.zones[zone(owner, HAND_KEY)].cards
            assert len(shown) == len(ids)
            for card_id, seen in zip(ids, shown, strict=True):
                known = state.cards[card_id].known_to if looked is None else looked[viewer]
                expected = owner in opened or (
                    viewer >= 0 and (viewer in known or card_id in known)
                )
                if expected:
                    assert seen.id == card_id, (viewer, owner)
                else:
                    assert seen.id is None and seen.catalog is None, (viewer, owner)
                    assert seen == type(seen)(back=seen.back, face_up=False)


@settings(max_examples=25, deadline=None)
@given(_ops)
def test_a_view_shows_another_hand_only_as_looked_or_opened(ops):
    t = Table(seats=SEATS)
    state, module = t.state, t.module
    looked: dict[int, set[int]] = {s: set() for s in [*range(SEATS), SPECTATOR]}
    for op, a, b in ops:
        out = []
        if op == "look" and a != b:
            look_at_hand(state, a, b, REVELATIONS, out)
            looked[a] |= set(state.zones[zone(b, HAND_KEY)].cards)
            (event,) = [e for e in out if isinstance(e, Looked)]
            for other in range(SEATS):
                assert bool(events_for([event], other)[0].catalogs) == (other == a)
        elif op == "discard":
            held = state.zones[zone(a, HAND_KEY)].cards
            hand.play_to_ash(state, a, state.cards[held[b % len(held)]], out)
        elif op == "open":
            card = state.cards[state.zones[zone(a, LIBRARY)].cards[0]]
            card.catalog = REVELATIONS
            move_card(state, card, state.zones[zone(a, READY)], face_up=True)
            keep_open(state, card)
        elif op == "close":
            for card_id in list(rules(state).get("as_open_hands", [])):
                hand.burn(state, state.cards[card_id], out, None)
        sync_open_hands(state, out)
        check_hands(state, module, looked)


#: the cards of this group a bot may play or meet, put in every seat's library and crypt
_LIBRARY = (
    "vtes:101627",  # Revelations
    "vtes:102295",  # Shroud of Decay
    "vtes:102041",  # True Love's Face
    "vtes:102213",  # Creeping Sabotage
    "vtes:100416",  # Constant Revolution
    "vtes:101811",  # Smiling Jack, The Anarch
)
_CRYPT = ("vtes:201712", "vtes:201673")  # Gnaeus Aemilius Augustinus, Ilonka


def _seeded_with_these_cards(seed: int):
    session = new_bot_game(seed, seats=SEATS, rounds=ROUNDS, debug_invariants=True)
    state = session.state
    for seat in range(SEATS):
        for i, card_id in enumerate(state.zones[zone(seat, LIBRARY)].cards[:30]):
            state.cards[card_id].catalog = _LIBRARY[i % len(_LIBRARY)]
        for i, card_id in enumerate(state.seat_zone(seat, "crypt").cards[:4]):
            state.cards[card_id].catalog = _CRYPT[i % len(_CRYPT)]
    return session


def test_bot_games_with_these_cards_keep_the_invariants_and_hidden_hands():
    asked = 0
    for seed in (3, 5):
        session = _seeded_with_these_cards(seed)

        def check(state, module=session.module):
            nonlocal asked
            asked += bool(rules(state).get("asks"))
            assert_invariants(state, full_hands=True)
            check_hands(state, module)

        play_out(session, check=check)
    assert asked > 0
