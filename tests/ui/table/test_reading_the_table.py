"""Reading the table at 1920 x 1080: counts and names upright on turned seats, captions over
the cards, the viewer's hand large on its shelf, one key to zoom to a seat, the preview
showing a whole card, and the screenshot of a five-seat VTES game that shows it all."""

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QTransform

from tests.screenshots import screenshot_dir
from tests.ui.settle import settle
from vtt.core import commands as C
from vtt.core.model import HAND
from vtt.ui.table.card_item import CARD_W
from vtt.ui.table.hand_shelf import HAND_SCALE
from vtt.ui.table.upright import screen_turns
from vtt.ui.table.zone_labels import ZoneLabelItem

from .conftest import make_table
from .test_screenshots import window_shot


def upside_down_seat(scene) -> int:
    return next(s for s, place in scene.geometry.places.items() if place.rotation == 180)


def paint(item, transform: QTransform, size=(200, 200)) -> QImage:
    """``item`` painted alone, turned by ``transform`` about the middle of the image."""
    image = QImage(*size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("#1d4a34"))
    painter = QPainter(image)
    painter.translate(size[0] / 2, size[1] / 2)
    painter.setWorldTransform(transform, True)
    painter.translate(-item.boundingRect().center())
    item.paint(painter, None)
    painter.end()
    return image


def difference(a: QImage, b: QImage) -> float:
    """Mean difference of two images' grey levels (0 to 255)."""
    total = 0
    for y in range(a.height()):
        for x in range(a.width()):
            total += abs(QColor(a.pixel(x, y)).lightness() - QColor(b.pixel(x, y)).lightness())
    return total / (a.width() * a.height())


def test_a_turned_piles_count_reads_upright(qtbot):
    session, controller, view = make_table(qtbot, seats=4)
    scene = view.table_scene()
    seat = upside_down_seat(scene)
    pile = scene.zone_items[f"s{seat}.deck"]
    assert screen_turns(pile.sceneTransform()) == 2
    pile.set_count(66)
    upright = paint(pile, QTransform())
    turned = paint(pile, QTransform().rotate(180))
    card = pile.card_rect()
    badge = QRectF(card.right() - 14, card.bottom() - 22, 26, 22)
    centre = pile.boundingRect().center()
    here = badge.translated(QPointF(100, 100) - centre).toRect()
    there = QTransform().rotate(180).mapRect(badge.translated(-centre)).translated(100, 100)
    seen = turned.copy(there.toRect())
    assert seen.size() == here.size()
    as_drawn = difference(upright.copy(here), seen)
    # were the count turned with its seat, it would match the upright one turned over
    as_if_turned = difference(upright.copy(here), seen.transformed(QTransform().rotate(180)))
    assert as_drawn < as_if_turned / 5


def test_a_turned_seats_name_and_counters_read_upright(qtbot):
    session, controller, view = make_table(qtbot, seats=4)
    scene = view.table_scene()
    seat = upside_down_seat(scene)
    area = scene.seat_items[seat]
    name_box = area.band_rect()
    painter_image = QImage(10, 10, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(painter_image)
    painter.setWorldTransform(area.sceneTransform())
    from vtt.ui.table.upright import turn_upright

    box = turn_upright(painter, name_box, True)
    assert screen_turns(painter.worldTransform()) == 0  # text drawn now reads upright
    assert painter.worldTransform().mapRect(box) == area.sceneTransform().mapRect(name_box)
    painter.end()
    counter = next(c for (s, _), c in scene.counter_items.items() if s == seat)
    # minus stays on the viewer's left: the far end in the turned seat's own coordinates
    assert counter.minus_rect().left() > counter.plus_rect().left()
    mine = next(c for (s, _), c in scene.counter_items.items() if s == 0)
    assert mine.minus_rect().left() < mine.plus_rect().left()


def test_zone_captions_lie_over_the_cards_and_take_no_clicks(qtbot):
    session, controller, view = make_table(qtbot, seats=5)
    scene = view.table_scene()
    labels = [i for i in scene.items() if isinstance(i, ZoneLabelItem)]
    assert len(labels) == len(scene.zone_items)
    cards = list(scene.card_items.values())
    assert min(label.zValue() for label in labels) > max(card.zValue() for card in cards)
    for label in labels:  # never turned: upright for the viewer
        assert screen_turns(label.sceneTransform()) == 0
    top = scene.zone_items[f"s{upside_down_seat(scene)}.play"]
    label = top.label_item
    assert "(0)" in label.text()
    hand = list(session.state.zones["s0.hand"].cards)
    assert session.submit(C.Move(seat=0, card=hand[0], to="s0.play", x=0, y=0)).ok
    settle()
    mine = scene.zone_items["s0.play"].label_item
    assert "(1)" in mine.text()
    card = scene.card_items[("id", hand[0])]  # at the zone's corner, under the caption
    spot = view.mapFromScene(mine.sceneBoundingRect().topLeft() + QPointF(12, 8))
    under = view.items(spot)
    assert mine in under and card in under
    assert under.index(mine) < under.index(card)  # the caption is drawn over the card
    assert view.itemAt(spot) is card  # and the view looks through it


def test_the_viewers_hand_is_large_on_the_shelf_below_the_table(qtbot):
    session, controller, view = make_table(qtbot, seats=5)
    scene = view.table_scene()
    hand = scene.zone_items["s0.hand"]
    assert hand.kind == HAND and hand.parentItem() is None
    assert hand.scale() == HAND_SCALE
    others = [scene.zone_items[f"s{s}.hand"] for s in range(1, 5)]
    below = max(z.sceneBoundingRect().bottom() for z in others)
    assert hand.sceneBoundingRect().top() > below
    assert scene.table_rect().contains(hand.mapRectToScene(hand.rect))
    mine = [c for c in scene.card_items.values() if c.zone_id == "s0.hand"]
    theirs = [c for c in scene.card_items.values() if c.zone_id == "s1.hand"]
    assert mine and theirs
    mine_px = view.mapFromScene(mine[0].sceneBoundingRect()).boundingRect().width()
    theirs_px = view.mapFromScene(theirs[0].sceneBoundingRect()).boundingRect().width()
    assert mine_px >= 1.8 * theirs_px
    assert mine_px >= 90  # readable at 1920 x 1080
    assert CARD_W * view.current_scale() >= 40


def test_a_card_dragged_from_the_shelf_lands_on_the_table(qtbot):
    session, controller, view = make_table(qtbot, seats=5)
    scene = view.table_scene()
    card_id = session.state.zones["s0.hand"].cards[0]
    item = scene.card_items[("id", card_id)]
    play = scene.zone_items["s0.play"]
    start = view.mapFromScene(item.scenePos())
    end = view.mapFromScene(play.mapToScene(play.rect.center()))
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=start)
    for k in range(1, 9):
        qtbot.mouseMove(view.viewport(), start + (end - start) * (k / 8))
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=end)
    settle()
    assert session.state.cards[card_id].zone == "s0.play"
    assert scene.card_items[("id", card_id)].scale() == 1.0


def test_number_keys_zoom_to_a_seat_and_back(qtbot):
    session, controller, view = make_table(qtbot, seats=5)
    scene = view.table_scene()
    fitted = view.current_scale()
    view.activateWindow()
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    qtbot.keyClick(view, Qt.Key.Key_3)
    assert view.zoomed_seat == 2
    area = view.mapFromScene(scene.seat_items[2].sceneBoundingRect()).boundingRect()
    viewport = view.viewport().rect()
    assert viewport.adjusted(-2, -2, 2, 2).contains(area)
    assert area.width() >= 0.9 * viewport.width() or area.height() >= 0.9 * viewport.height()
    assert view.current_scale() > 1.5 * fitted
    qtbot.keyClick(view, Qt.Key.Key_1)  # the viewer's seat comes with its hand
    hand = view.mapFromScene(scene.zone_items["s0.hand"].sceneBoundingRect()).boundingRect()
    assert viewport.adjusted(-2, -2, 2, 2).contains(hand)
    qtbot.keyClick(view, Qt.Key.Key_1)
    assert view.zoomed_seat is None
    assert abs(view.current_scale() - fitted) < 1e-6


SHOTS = screenshot_dir()


def test_vtes_five_seats_from_the_bottom_seat_screenshot(qtbot):
    """The five-seat VTES window from Ana's seat (the bottom): every count upright, the
    hand large, a hovered card whole in the preview."""
    window = window_shot(qtbot, "vtes", 5, 12, "vtes-5-seats-reading.png")
    session = window.session
    table = window.table
    scene = table.table_scene()
    hand = session.state.zones["s0.hand"].cards
    for seat in range(1, 5):  # a few cards in play with blood on them, to read
        ready = session.state.zones[f"s{seat}.uncontrolled"].cards
        if ready:
            session.submit(C.Move(seat=seat, card=ready[0], to=f"s{seat}.ready", x=20, y=20))
    settle()
    catalog = session.state.cards[hand[0]].catalog
    window.preview_card(catalog)
    table.fit_table()
    qtbot.wait(20)
    preview = window.preview
    assert preview.catalog == catalog
    assert preview.widget().verticalScrollBar().maximum() == 0  # no scrolling needed
    card = preview.image.card_rect()
    assert card.height() >= 270  # the old preview was 252 x 352 in a 250 px panel, scrolled
    shown = preview.widget().viewport().rect()
    assert shown.contains(
        card.translated(
            preview.image.mapTo(preview.widget().viewport(), card.topLeft()) - card.topLeft()
        )
    )
    assert preview.text.text() and preview.text.isVisible()
    for label in (i for i in scene.items() if isinstance(i, ZoneLabelItem)):
        assert screen_turns(label.sceneTransform()) == 0
    image = window.grab().toImage()
    assert image.save(str(SHOTS / "vtes-5-seats-reading.png"))
    window.discard_changes()


def test_the_decisions_panel_is_hidden_for_a_game_without_rules(qtbot):
    from vtt.app import demo_session
    from vtt.settings import Settings
    from vtt.ui.main_window import MainWindow

    window = MainWindow(Settings(player_name="Ana", autosave_minutes=0), "en")
    qtbot.addWidget(window)
    window.resize(1920, 1080)
    window.start_session(demo_session("Ana"))
    window.show()
    qtbot.waitExposed(window)
    assert not window.controller.module.has_rules
    assert window.decisions.isHidden()
    assert window.decisions.toggleViewAction().isCheckable()  # View > Panels still has it
