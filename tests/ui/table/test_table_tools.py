"""The table's other tools: rubber band, pile drags, menus, magnifier, repaint on new images."""

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from tests.ui.settle import settle
from vtt.core import commands as C
from vtt.ui.table import menus
from vtt.ui.table.card_item import CardItem

from .test_table_view import _drag, _hand_items, _viewport_point


def _in_play(controller, view, n=2):
    ids = [i.card_id for i in _hand_items(view)[:n]]
    for k, cid in enumerate(ids):
        controller.command(C.Move, card=cid, to="s0.play", x=100 + 90 * k, y=15)
    settle()
    return ids


def test_rubber_band_in_a_region_selects_cards(table):
    session, controller, view = table
    ids = _in_play(controller, view)
    play = view.table_scene().zone_items["s0.play"]
    _drag(
        view,
        _viewport_point(view, play, QPointF(60, 5)),
        _viewport_point(view, play, QPointF(300, 115)),
    )
    settle()
    selected = {i.card_id for i in view.table_scene().selectedItems() if isinstance(i, CardItem)}
    assert selected == set(ids)


def test_dragging_the_deck_top_puts_a_hidden_card_in_play(table):
    session, controller, view = table
    deck = view.table_scene().zone_items["s0.deck"]
    play = view.table_scene().zone_items["s0.play"]
    _drag(
        view,
        _viewport_point(view, deck, deck.card_rect().center()),
        _viewport_point(view, play, QPointF(500, 60)),
    )
    settle()
    assert len(session.state.zones["s0.deck"].cards) == 48
    assert len(session.state.zones["s0.play"].cards) == 1
    assert session.commands[-1].index == 0 and session.commands[-1].card is None
    scene = view.table_scene()
    in_scene = [i for i in scene.items() if isinstance(i, CardItem)]
    assert len(in_scene) == len(scene.card_items)  # the dragged stand-in is gone
    assert any(i.zone_id == "s0.play" for i in view.table_scene().card_items.values())


def test_drop_highlights_the_zone_under_the_cursor(table):
    session, controller, view = table
    card = _hand_items(view)[0]
    play = view.table_scene().zone_items["s0.play"]
    vp = view.viewport()
    start = _viewport_point(view, card)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    settle()
    target = _viewport_point(view, play, QPointF(300, 60))
    QTest.mouseMove(vp, start + QPoint(10, -10))
    settle()
    QTest.mouseMove(vp, target)
    settle()
    assert play.highlight
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, target)
    settle()
    assert not play.highlight


def test_menus_offer_the_actions_that_apply(table):
    session, controller, view = table
    ids = _in_play(controller, view)
    scene = view.table_scene()
    card = scene.card_items[("id", ids[0])]
    texts = [a.text() for a in menus.card_menu(view, card).actions()]
    assert {
        "Lock",
        "Turn face down",
        "Counters",
        "Attach to...",
        "Write a note...",
        "To my hand",
        "Discard",
        "To the bottom of my deck",
    } <= set(texts)
    deck = [a.text() for a in menus.pile_menu(view, scene.zone_items["s0.deck"]).actions()]
    assert {
        "Draw",
        "Draw several...",
        "Shuffle",
        "Cut",
        "Look at the top cards...",
        "Search...",
        "Reveal the top card",
        "Pick a random card",
    } <= set(deck)
    other = [a.text() for a in menus.pile_menu(view, scene.zone_items["s1.discard"]).actions()]
    assert "Browse..." in other and "Draw" not in other
    region = [a.text() for a in menus.zone_menu(view, scene.zone_items["s0.play"]).actions()]
    assert {"Unlock all my cards", "Roll a die", "Flip a coin"} <= set(region)
    # the menu's attach entry really attaches
    attach = next(a for a in menus.card_menu(view, card).actions() if a.text() == "Attach to...")
    attach.menu().actions()[0].trigger()
    settle()
    assert session.state.cards[ids[0]].attached_to == ids[1]


def test_card_counter_badge_click_and_keys(table):
    session, controller, view = table
    cid = _in_play(controller, view, 1)[0]
    item = view.table_scene().card_items[("id", cid)]
    QTest.mouseMove(view.viewport(), _viewport_point(view, item))
    settle()
    QTest.keyClick(view, Qt.Key.Key_Plus)
    settle()
    assert session.state.cards[cid].counters == {"counter": 1}
    item = view.table_scene().card_items[("id", cid)]
    badge = item.counter_rects()[0][1].center()
    QTest.mouseClick(
        view.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        _viewport_point(view, item, badge),
    )
    settle()
    assert session.state.cards[cid].counters == {"counter": 2}
    QTest.mouseClick(
        view.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.ShiftModifier,
        _viewport_point(view, item, badge),
    )
    settle()
    assert session.state.cards[cid].counters == {"counter": 1}


def test_magnifier_shows_the_hovered_card_big(table):
    session, controller, view = table
    card = _hand_items(view)[0]
    pos = _viewport_point(view, card)
    QTest.mouseMove(view.viewport(), pos)
    settle()
    QTest.keyPress(view, Qt.Key.Key_Z)
    settle()
    assert view.magnifier.isVisible()
    assert view.magnifier.width() >= 300
    QTest.keyRelease(view, Qt.Key.Key_Z)
    assert not view.magnifier.isVisible()


def test_roll_and_coin_go_to_the_log(table):
    session, controller, view = table
    view.roll()
    view.flip_coin()
    assert [e.kind for e in session.log[-2:]] == ["roll", "coin"]
    assert view.notice.isVisible()


def test_unlock_all_key(table):
    session, controller, view = table
    ids = _in_play(controller, view)
    for cid in ids:
        controller.command(C.Lock, card=cid)
        settle()
    QTest.keyClick(view, Qt.Key.Key_U, Qt.KeyboardModifier.ControlModifier)
    settle()
    assert not any(session.state.cards[cid].locked for cid in ids)
