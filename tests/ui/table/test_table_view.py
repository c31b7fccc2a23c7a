"""The table as a player uses it: real mouse input becomes commands that change the game."""

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from tests.ui.settle import settle
from vtt.core import commands as C
from vtt.ui.table.seat_item import SeatCounterItem
from vtt.ui.table.zone_items import PileItem

from .conftest import make_table


def _viewport_point(view, item, local=None) -> QPoint:
    point = item.mapToScene(local if local is not None else item.boundingRect().center())
    return view.mapFromScene(point)


def _drag(view, start: QPoint, end: QPoint, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    vp = view.viewport()
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, modifier, start)
    steps = 6
    for i in range(1, steps + 1):
        QTest.mouseMove(vp, start + (end - start) * i / steps)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, modifier, end)


def _hand_items(view, zone="s0.hand"):
    items = [i for i in view.table_scene().card_items.values() if i.zone_id == zone]
    return sorted(items, key=lambda i: i.index)


def test_drag_from_hand_to_play_area_moves_the_card(table):
    session, controller, view = table
    card = _hand_items(view)[0]
    cid = card.card_id
    play = view.table_scene().zone_items["s0.play"]
    _drag(view, _viewport_point(view, card), _viewport_point(view, play, QPointF(300, 60)))
    settle()
    assert session.state.cards[cid].zone == "s0.play"
    assert cid not in session.state.zones["s0.hand"].cards
    moved = view.table_scene().card_items[("id", cid)]
    assert moved.zone_id == "s0.play"
    # the item settled where the view says: the card's centre at its region position
    local = play.mapFromScene(moved.pos())
    state_card = session.state.cards[cid]
    assert abs(local.x() - (state_card.x + 31.5)) < 0.01
    assert abs(local.y() - (state_card.y + 44)) < 0.01


def test_double_click_locks_with_a_quarter_turn_and_undo_restores(table):
    session, controller, view = table
    card = _hand_items(view)[0]
    cid = card.card_id
    controller.command(C.Move, card=cid, to="s0.play", x=100, y=10)
    settle()
    item = view.table_scene().card_items[("id", cid)]
    assert item.rotation() == 0
    QTest.mouseDClick(
        view.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        _viewport_point(view, item),
    )
    settle()
    assert session.state.cards[cid].locked
    assert item.rotation() == 90
    controller.command(C.Undo)
    settle()
    assert not session.state.cards[cid].locked
    assert view.table_scene().card_items[("id", cid)].rotation() == 0


def test_lock_key_on_hovered_card(table, qtbot):
    session, controller, view = table
    cid = _hand_items(view)[1].card_id
    controller.command(C.Move, card=cid, to="s0.play", x=200, y=10)
    settle()
    item = view.table_scene().card_items[("id", cid)]
    QTest.mouseMove(view.viewport(), _viewport_point(view, item))
    settle()
    QTest.keyClick(view, Qt.Key.Key_L)
    settle()
    assert session.state.cards[cid].locked


def test_seat_counter_click_changes_the_score(table):
    session, controller, view = table
    counter = view.table_scene().counter_items[(0, "score")]
    assert isinstance(counter, SeatCounterItem)
    QTest.mouseClick(
        view.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        _viewport_point(view, counter, counter.plus_rect().center()),
    )
    settle()
    assert session.state.seats[0].counters["score"] == 1
    assert counter.value == 1


def test_clicking_the_deck_draws_and_counts_follow(table):
    session, controller, view = table
    deck = view.table_scene().zone_items["s0.deck"]
    hand = view.table_scene().zone_items["s0.hand"]
    assert isinstance(deck, PileItem)
    assert (deck.count, hand.count) == (49, 5)
    QTest.mouseClick(
        view.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        _viewport_point(view, deck, deck.card_rect().center()),
    )
    settle()
    assert len(session.state.zones["s0.hand"].cards) == 6
    assert (deck.count, hand.count) == (48, 6)
    assert len(_hand_items(view)) == 6


def test_undo_restores_the_table(table):
    session, controller, view = table
    cid = _hand_items(view)[2].card_id
    controller.command(C.Move, card=cid, to="s0.play", x=10, y=10)  # shows it: not undoable
    settle()
    before = {k: (i.zone_id, i.pos()) for k, i in view.table_scene().card_items.items()}
    card = view.table_scene().card_items[("id", cid)]
    play = view.table_scene().zone_items["s0.play"]
    _drag(view, _viewport_point(view, card), _viewport_point(view, play, QPointF(400, 50)))
    settle()
    assert session.state.cards[cid].x > 300
    assert controller.command(C.Undo).ok
    settle()
    after = {k: (i.zone_id, i.pos()) for k, i in view.table_scene().card_items.items()}
    assert after == before


def test_other_seats_hidden_cards_show_no_faces(table):
    session, controller, view = table
    scene = view.table_scene()
    others = [i for i in scene.card_items.values() if not i.zone_id.startswith("s0.")]
    assert len(others) == 15  # three other hands of five
    assert all(i.face is None and i.card_id is None and i.catalog is None for i in others)
    assert all(not i.shows_face() for i in others)
    for seat in (1, 2, 3):
        assert scene.zone_items[f"s{seat}.deck"].top_face is None
        assert scene.zone_items[f"s{seat}.hand"].count == 5


def test_dragging_a_selection_is_one_undo_step(table):
    session, controller, view = table
    ids = [i.card_id for i in _hand_items(view)[:2]]
    for n, cid in enumerate(ids):
        controller.command(C.Move, card=cid, to="s0.play", x=100 + 80 * n, y=10)
        settle()
    items = [view.table_scene().card_items[("id", cid)] for cid in ids]
    for item in items:
        item.setSelected(True)
    start = _viewport_point(view, items[0])
    _drag(view, start, start + QPoint(60, 0))
    settle()
    xs = [session.state.cards[cid].x for cid in ids]
    assert xs[0] > 100 and xs[1] > 180
    assert session.commands[-1].__class__ is C.Batch
    controller.command(C.Undo)
    settle()
    assert [session.state.cards[cid].x for cid in ids] == [100, 180]


def test_shift_drop_on_a_card_attaches(table):
    session, controller, view = table
    a, b = (i.card_id for i in _hand_items(view)[:2])
    controller.command(C.Move, card=a, to="s0.play", x=100, y=10)
    settle()
    controller.command(C.Move, card=b, to="s0.play", x=400, y=10)
    settle()
    scene = view.table_scene()
    _drag(
        view,
        _viewport_point(view, scene.card_items[("id", b)]),
        _viewport_point(view, scene.card_items[("id", a)]),
        Qt.KeyboardModifier.ShiftModifier,
    )
    settle()
    assert session.state.cards[b].attached_to == a


def test_token_drag_passes_it_to_another_seat(table):
    session, controller, view = table
    scene = view.table_scene()
    token = scene.token_items["first"]
    holder = session.state.tokens["first"].holder
    if holder not in (None, 0):
        controller.submit(C.PassToken(seat=holder, token="first", to=0))
        settle()
    assert session.state.tokens["first"].holder == 0
    target = scene.seat_items[2]
    _drag(view, _viewport_point(view, token), _viewport_point(view, target))
    settle()
    assert session.state.tokens["first"].holder == 2


def test_refusal_is_shown_near_the_action(table):
    session, controller, view = table
    other = view.table_scene().zone_items["s1.deck"]
    view.actions.draw(1, zone="s1.deck", at=other)
    assert view.notice.isVisible()
    assert "belongs to another player" in view.notice.text()


def test_hover_emits_the_catalogue_id(table, qtbot):
    session, controller, view = table
    card = _hand_items(view)[0]
    QTest.mouseMove(view.viewport(), QPoint(3, 3))  # start off the cards, wherever it was
    settle()
    with qtbot.waitSignal(view.card_hovered) as blocker:
        QTest.mouseMove(view.viewport(), _viewport_point(view, card))
        settle()
    assert blocker.args == [card.catalog]


def test_wheel_zooms_and_fit_restores(table):
    session, controller, view = table
    fitted = view.current_scale()
    view.zoom_in()
    assert view.current_scale() > fitted
    view.fit_table()
    assert abs(view.current_scale() - fitted) < 1e-6


def test_every_seat_count_builds(qtbot):
    for seats in (2, 3, 5, 6):
        session, controller, view = make_table(qtbot, seats=seats, size=(1280, 720))
        scene = view.table_scene()
        assert len(scene.seat_items) == seats
        assert scene.geometry.places[0].side == "B"


def test_cards_turn_to_the_viewer_or_to_their_player(qtbot):
    session, controller, view = make_table(qtbot, seats=4)
    scene = view.table_scene()
    top = next(s for s, p in scene.geometry.places.items() if p.rotation == 180)
    side = next(s for s, p in scene.geometry.places.items() if p.rotation == 90)
    deck = scene.zone_items[f"s{side}.deck"]
    assert view.cards_upright()  # on by default: every card reads the right way up
    assert all(item.rotation() % 360 in (0, 90) for item in scene.card_items.values())
    assert deck.card_turn == -90
    view.set_cards_upright(False)
    hand = [i for i in scene.card_items.values() if i.zone_id == f"s{top}.hand"]
    assert hand and all(i.rotation() == 180 for i in hand)
    assert deck.card_turn == 0
    view.set_cards_upright(True)
    assert all(i.rotation() == 0 for i in hand)


def test_the_table_menu_offers_the_upright_option(table):
    from vtt.ui.table.menus import table_menu

    session, controller, view = table
    action = next(a for a in table_menu(view).actions() if a.text() == "Turn all cards to me")
    assert action.isCheckable() and action.isChecked()
    action.toggle()
    assert not view.cards_upright()
