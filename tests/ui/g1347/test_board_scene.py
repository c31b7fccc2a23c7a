"""The 1347 table is drawn as its components: the scene of a 4-player game has one board of
six tracks with a disc per seat and class in the seat's own colour, the round's buildings
with numbered spaces, rats and spare discs as pieces, victory points as one total token and
the rat and victory-point supplies as stacks; no disc, rat or victory-point token is a card.
Another seat's rats are drawn all alike, the viewer's own show their values."""

from __future__ import annotations

from collections import Counter

from vtt.core.module import GameSpec, SeatSpec
from vtt.core.session import Session
from vtt.games import get_game
from vtt.ui.controller import LocalController
from vtt.ui.table.board_items import (
    PiecesItem,
    SpacesItem,
    StackItem,
    TotalItem,
    TrackBoardItem,
)
from vtt.ui.table.card_item import CardItem
from vtt.ui.table.view import TableView

COLOURS = ("#e67e22", "#8e44ad", "#16a085", "#2c3e50")


def table(qtbot, steps: int):
    module = get_game("1347")
    spec = GameSpec(
        game="1347",
        seed=4,
        rules=True,
        seats=[SeatSpec(name=f"P{i}", colour=c) for i, c in enumerate(COLOURS)],
    )
    session = Session(module.new_state(spec), module, spec)
    for i in range(steps):
        seat = module.deciders(session.state)[0]
        legal = module.legal_commands(session.state, seat)
        assert session.submit(legal[(i * 5) % len(legal)]).ok
    controller = LocalController(session, seat=0)
    view = TableView(controller)
    qtbot.addWidget(view)
    view.resize(1920, 1080)
    view.show()
    qtbot.waitExposed(view)
    return session, view.scene()


def items(scene, kind) -> list:
    return [item for item in scene.items() if isinstance(item, kind)]


def test_the_scene_draws_the_components_of_a_four_player_game(qtbot):
    session, scene = table(qtbot, 30)  # phase C: discs stand on the buildings
    kinds = Counter(type(item).__name__ for item in scene.items())
    assert kinds["TrackBoardItem"] == 1
    assert kinds["SpacesItem"] == 3
    assert kinds["PiecesItem"] == 4 * 2  # each seat's rats and spare discs
    assert kinds["TotalItem"] == 4
    assert kinds["StackItem"] == 2
    board = items(scene, TrackBoardItem)[0]
    assert len(board.pieces) == 24
    assert Counter(p.colour for p in board.pieces) == {c: 6 for c in COLOURS}
    assert {p.lane for p in board.pieces} == {
        "peasantry",
        "bourgeoisie",
        "church",
        "knighthood",
        "sorcery",
        "royalty",
    }
    for p in board.pieces:  # each disc stands on the space of its seat's influence
        seat = COLOURS.index(p.colour)
        assert p.value == session.state.seats[seat].counters[p.lane]
    on_spaces = [p for item in items(scene, SpacesItem) for p in item.pieces]
    entered = sum(len(seats) for seats in session.state.data["entries"])
    assert entered and len(on_spaces) == entered
    cards = items(scene, CardItem)
    assert not any(c.card.back in ("disc", "rat", "vp") for c in cards if c.card is not None)
    assert {c.card.back for c in cards if c.zone_id.startswith("row")} == {"building"}


def test_other_seats_rats_are_all_alike_and_the_viewers_show_values(qtbot):
    session, scene = table(qtbot, 60)
    rats = {item.zone_id: item.pieces for item in items(scene, PiecesItem)}
    own = rats["s0.rats"]
    assert own and all(p.text in ("1", "3", "5") for p in own)
    for seat in (1, 2, 3):
        theirs = rats[f"s{seat}.rats"]
        assert len(theirs) == len(session.state.zones[f"s{seat}.rats"].cards)
        assert theirs and all(p.text == "" for p in theirs)
        assert len({p._replace(x=0.0, index=0) for p in theirs}) == 1


def test_victory_points_are_one_token_with_their_total(qtbot):
    session, scene = table(qtbot, 0)
    totals = {item.zone_id: item for item in items(scene, TotalItem)}
    assert set(totals) == {f"s{s}.vps" for s in range(4)}
    assert all(item.total() == "0" for item in totals.values())
    stacks = {item.zone_id: item.count for item in items(scene, StackItem)}
    assert stacks == {
        "rat.supply": len(session.state.zones["rat.supply"].cards),
        "vp.supply": len(session.state.zones["vp.supply"].cards),
    }


def test_hovering_a_disc_on_the_board_names_its_seat_and_influence(qtbot):
    from PySide6.QtGui import QImage, QPainter

    session, scene = table(qtbot, 30)
    board = items(scene, TrackBoardItem)[0]
    image = QImage(800, 400, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    scene.render(painter, source=board.sceneBoundingRect())
    painter.end()
    assert len(board.spots) == 24
    tips = {text for _, _, text, _ in board.spots}
    church = session.state.seats[0].counters["church"]
    assert f"P0: Church {church}" in tips


def test_with_the_rules_off_a_disc_is_dragged_onto_a_building(qtbot):
    """A manual game: the pieces are handled like a pile's top card."""
    from PySide6.QtCore import Qt

    module = get_game("1347")
    spec = GameSpec(game="1347", seed=4, seats=[SeatSpec(name=f"P{i}") for i in range(4)])
    session = Session(module.new_state(spec), module, spec)
    view = TableView(LocalController(session, seat=0))
    qtbot.addWidget(view)
    view.resize(1920, 1080)
    view.show()
    qtbot.waitExposed(view)
    view.fit_table()
    qtbot.wait(20)
    scene = view.scene()
    discs = next(i for i in items(scene, PiecesItem) if i.zone_id == "s0.discs")
    row = next(i for i in items(scene, SpacesItem) if i.zone_id == "row1")
    assert len(discs.spots) == 2
    start = view.mapFromScene(discs.mapToScene(discs.spots[0][0]))
    end = view.mapFromScene(row.mapToScene(row.rect.center()))
    port = view.viewport()
    qtbot.mouseMove(port, start)
    qtbot.wait(10)
    assert discs.top is not None
    qtbot.mousePress(port, Qt.MouseButton.LeftButton, pos=start)
    for k in range(1, 6):
        qtbot.mouseMove(port, start + (end - start) * k / 5)
    qtbot.mouseRelease(port, Qt.MouseButton.LeftButton, pos=end)
    qtbot.wait(10)
    placed = [session.state.cards[c] for c in session.state.zones["row1"].cards]
    assert [c.catalog for c in placed] == ["disc.0"]
    assert len(row.pieces) == 1
