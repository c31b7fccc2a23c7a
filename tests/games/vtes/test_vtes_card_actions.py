"""The moves a Methuselah makes every turn, offered on a card's context menu: to torpor, out
of torpor, to the ash heap, burn.  They are ordinary commands: they move the card, and with
the rules on the rules decide."""

from __future__ import annotations

from vtt.core import commands as C
from vtt.core.model import encode_state
from vtt.core.module import GameSpec, SeatSpec
from vtt.core.session import Session
from vtt.core.views import view_for
from vtt.games.vtes.manual import ToReady, Transfer

DECKS = ("vtes:precon:v5-pm", "vtes:precon:v5-pn", "vtes:precon:v5-pto")


def _session(module, rules: bool = False) -> Session:
    spec = GameSpec(
        game="vtes",
        seed=11,
        rules=rules,
        options={"random_seating": False},
        seats=[
            SeatSpec(name=n, deck=d) for n, d in zip(("Ana", "Bruno", "Carla"), DECKS, strict=True)
        ],
    )
    return Session(module.new_state(spec), module, spec)


def _ready_vampire(session: Session) -> int:
    """Seat 0's first uncontrolled vampire, brought into play (its id changes on the way)."""
    state = session.state
    card = state.zones["s0.uncontrolled"].cards[0]
    capacity = int(session.module.face(state.cards[card].catalog).corner)
    assert session.submit(Transfer(seat=0, card=card, amount=capacity)).ok
    assert session.submit(ToReady(seat=0, card=card)).ok
    return state.zones["s0.ready"].cards[-1]


def _actions(session: Session, seat: int, card: int) -> dict[str, C.Command]:
    view = view_for(session.state, seat, session.module)
    shown = next(c for z in view.zones.values() for c in z.cards if c.id == card)
    return {label.english(): cmd for label, cmd in session.module.card_actions(view, shown)}


def test_a_ready_vampire_goes_to_torpor_and_back(module):
    session = _session(module)
    vampire = _ready_vampire(session)
    actions = _actions(session, 0, vampire)
    assert list(actions) == [
        "To torpor",
        "To the ash heap",
        "Burn (to the ash heap, counters to the bank)",
    ]
    assert session.submit(actions["To torpor"]).ok
    assert vampire in session.state.zones["s0.torpor"].cards
    back = _actions(session, 0, vampire)
    assert "Out of torpor (to the ready region)" in back
    assert session.submit(back["Out of torpor (to the ready region)"]).ok
    assert vampire in session.state.zones["s0.ready"].cards


def test_burn_sends_the_card_to_the_ash_heap_and_its_blood_to_the_bank(module):
    session = _session(module)
    vampire = _ready_vampire(session)
    assert session.state.cards[vampire].counters.get("blood")
    pool = session.state.seats[0].counters["pool"]
    assert session.submit(
        _actions(session, 0, vampire)["Burn (to the ash heap, counters to the bank)"]
    ).ok
    heap = session.state.zones["s0.ash_heap"].cards
    assert heap and session.state.cards[heap[-1]].counters == {}
    assert session.state.seats[0].counters["pool"] == pool  # to the bank, not the pool


def test_only_the_controller_is_offered_them_and_hidden_cards_none(module):
    session = _session(module)
    vampire = _ready_vampire(session)
    assert _actions(session, 1, vampire) == {}
    view = view_for(session.state, 0, module)
    hand = view.zones["s0.hand"].cards[0]
    assert module.card_actions(view, hand) == []  # a card in hand: the table's moves only
    assert module.card_actions(view, view.zones["s0.library"].cards[0]) == []


def test_with_the_rules_on_the_rules_decide(module):
    session = _session(module, rules=True)
    state = session.state
    seat = state.turn.active
    other = next(s for s in range(3) if s != seat)
    card = state.zones[f"s{other}.uncontrolled"].cards[0]
    state_before = encode_state(state)
    result = session.submit(C.Move(seat=other, card=card, to=f"s{other}.torpor"))
    assert not result.ok and result.reason.english()
    assert encode_state(state) == state_before
