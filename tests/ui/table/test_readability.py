"""What keeps a crowded table readable: captions that fit, pile cards under their caption,
seat counters inside their band, cards on one spot fanned out, a window-wide fitted table."""

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from tests.ui.settle import settle
from vtt.core import commands as C
from vtt.core.module import GameSpec, SeatSpec
from vtt.ui.dialogs.new_game import create_session
from vtt.ui.table.card_item import CARD_H
from vtt.ui.table.scene import STACK_STEP, counter_row
from vtt.ui.table.zone_items import CAPTION_H, fit_caption

from .conftest import make_table


def test_long_captions_shrink_then_elide(qtbot):
    image = QImage(200, 40, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    assert fit_caption(painter, QRectF(0, 0, 200, 14), "Ash heap") == "Ash heap"
    assert painter.font().pixelSize() == 11
    cut = fit_caption(painter, QRectF(0, 0, 60, 14), "Removed from game")
    assert painter.font().pixelSize() == 8
    assert cut.endswith("\u2026") and painter.fontMetrics().horizontalAdvance(cut) <= 60
    painter.end()


def test_vtes_piles_keep_their_caption_visible(qtbot):
    from vtt.games import get_game
    from vtt.ui.controller import LocalController
    from vtt.ui.table.view import TableView

    presets = get_game("vtes").deck_presets()
    session = create_session(
        GameSpec(
            game="vtes",
            seed=3,
            seats=[SeatSpec(name=f"P{i}", deck=presets[i][0]) for i in range(5)],
        )
    )
    view = TableView(LocalController(session, 0))
    qtbot.addWidget(view)
    scene = view.table_scene()
    for zone_id in ("s0.crypt", "s0.library", "s0.ash_heap", "s0.removed"):
        pile = scene.zone_items[zone_id]
        assert pile.card_rect().top() >= CAPTION_H + 2
        assert pile.card_rect().height() <= CARD_H
        assert pile.toolTip() == pile.label()


def test_six_counters_fit_in_a_seat_band():
    start, width, gap = counter_row(900.0, 6)
    assert start + 6 * (width + gap) <= 900.0 - 40
    assert width >= 96
    assert counter_row(1000.0, 2) == (260.0, 170.0, 8.0)


def test_cards_on_the_same_spot_fan_out(qtbot):
    session, controller, view = make_table(qtbot)
    hand = list(session.state.zones["s0.hand"].cards)
    for cid in hand[:2]:
        assert session.submit(C.Move(seat=0, card=cid, to="s0.play", x=50, y=10)).ok
        settle()
    scene = view.table_scene()
    a, b = (scene.card_items[("id", cid)] for cid in hand[:2])
    assert b.pos() - a.pos() == STACK_STEP


def test_the_window_fits_the_table_to_its_width(qtbot):
    from vtt.app import demo_session
    from vtt.settings import Settings
    from vtt.ui.main_window import MainWindow

    window = MainWindow(Settings(player_name="Ana", autosave_minutes=0), "en")
    qtbot.addWidget(window)
    window.resize(1920, 1080)
    window.start_session(demo_session("Ana"))
    settle()
    window.show()
    qtbot.wait(20)
    table = window.table
    fitted = table.mapFromScene(table.table_scene().table_rect()).boundingRect()
    assert table.viewport().width() >= 1500  # the panels share one column
    assert (
        fitted.width() >= table.viewport().width() - 4
        or fitted.height() >= table.viewport().height() - 4
    )
