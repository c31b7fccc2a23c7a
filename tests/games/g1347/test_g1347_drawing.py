"""The 1347 layout declares how its components are drawn (the generic scene draws them), its
rat tokens reach other seats only as identical backs, and the status bar names the round and
the phase."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from vtt.core.module import (
    DRAW_CARDS,
    DRAW_PIECES,
    DRAW_SPACES,
    DRAW_STACK,
    DRAW_TOTAL,
    DRAW_TRACKS,
    PIECE_CHIP,
    PIECE_DISC,
    SEAT_COLOUR,
    GameSpec,
    SeatSpec,
)
from vtt.core.session import Session
from vtt.core.views import view_for
from vtt.games import get_game
from vtt.games.g1347.catalog import CLASSES, components

MODULE = get_game("1347")


def test_the_layout_declares_the_drawing_of_each_component():
    layout = MODULE.layout(4)
    draw = {z.key: z.draw for z in layout.zones}
    assert draw["board"] == DRAW_TRACKS
    assert draw["row1"] == draw["row2"] == draw["row3"] == DRAW_SPACES
    assert draw["rats"] == draw["discs"] == DRAW_PIECES
    assert draw["vps"] == DRAW_TOTAL
    assert draw["rat.supply"] == draw["vp.supply"] == DRAW_STACK
    assert draw["nuns"] == draw["hand"] == draw["played"] == DRAW_CARDS
    board = next(z for z in layout.zones if z.key == "board")
    assert board.track is not None and board.track.counter == ""  # the seat counters
    assert tuple(lane.key for lane in board.track.lanes) == CLASSES
    row = next(z for z in layout.zones if z.key == "row1")
    assert row.spaces is not None and row.spaces.count == components().building_spaces
    disc, rat, vp = (layout.piece(b) for b in ("disc", "rat", "vp"))
    assert disc is not None and disc.shape == PIECE_DISC and disc.colour == SEAT_COLOUR
    assert rat is not None and rat.shape == PIECE_CHIP and rat.colour != SEAT_COLOUR
    assert vp is not None and vp.shape == PIECE_CHIP
    assert layout.piece("population") is None and layout.piece("building") is None


def _session(seed: int, steps: int) -> Session:
    spec = GameSpec(game="1347", seed=seed, rules=True, seats=[SeatSpec(name=n) for n in "ABCD"])
    session = Session(MODULE.new_state(spec), MODULE, spec)
    for i in range(steps):
        seats = MODULE.deciders(session.state)
        if not seats:
            break
        legal = MODULE.legal_commands(session.state, seats[0])
        assert session.submit(legal[(i * 3 + seed) % len(legal)]).ok
    return session


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 120))
def test_another_seats_rat_tokens_are_indistinguishable(seed, steps):
    session = _session(seed, steps)
    for owner in range(4):
        values = {
            session.state.cards[c].catalog for c in session.state.zones[f"s{owner}.rats"].cards
        }
        for viewer in range(4):
            rats = view_for(session.state, viewer, MODULE).zones[f"s{owner}.rats"].cards
            if viewer == owner:
                assert {r.catalog for r in rats} == values
                continue
            assert all(r.id is None and r.catalog is None for r in rats)
            assert len({r for r in map(repr, rats)}) <= 1  # every hidden token alike


def test_the_status_names_the_round_and_the_phase():
    session = _session(1, 0)
    view = view_for(session.state, 0, MODULE)
    text = MODULE.turn_text(view)
    assert text is not None
    assert text.text == "Round {round} of {rounds} - {phase} - {seat}"
    assert text.args["round"] == 1 and text.args["rounds"] == 8
    assert text.args["phase"] == "Phase B: supplies"
    later = _session(1, 12)
    phase = later.state.data["phase"]
    words = MODULE.turn_text(view_for(later.state, 0, MODULE))
    assert words is not None and str(words.args["phase"]).startswith(f"Phase {phase}:")
