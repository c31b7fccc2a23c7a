"""Seat arrangements: the viewer at the bottom, the others clockwise, the table as close to
a 16:9 window's table area as the seat count allows (so the cards are as big as they can be)."""

import pytest
from PySide6.QtCore import QRectF

from vtt.games import get_game
from vtt.ui.table.geometry import MARGIN, TARGET_ASPECT, arrange


def fit_scale(geo) -> float:
    return min(TARGET_ASPECT / geo.table.width(), 1.0 / geo.table.height())


def centre_of(geo, seat):
    return geo.places[seat].transform.map(geo.seat_w / 2, geo.area_h / 2)


@pytest.mark.parametrize("game", ["free", "vtes"])
def test_five_and_six_seats_sit_in_three_rows(game):
    layout = get_game(game).layout(5)
    for seats in (5, 6):
        geo = arrange(layout, seats, viewer=0)
        assert geo.table.width() / geo.table.height() < 2.0  # the old table was 2.3 to 2.7
        rows = sorted({round(centre_of(geo, s)[1]) for s in range(seats)})
        assert len(rows) == 3


def test_the_three_rows_give_bigger_cards_than_around_the_table():
    layout = get_game("vtes").layout(5)
    w, h = layout.seat_size
    # around the table: two rows of two plus a quarter-turned seat at one end
    around_w = (h + 44) + 24 + 2 * w + 24 + 2 * MARGIN
    around = min(TARGET_ASPECT / around_w, 1.0 / (w + 2 * MARGIN))
    assert fit_scale(arrange(layout, 5, 0)) > 1.15 * around


@pytest.mark.parametrize("seats", [5, 6])
def test_viewer_at_the_bottom_and_the_others_clockwise(seats):
    layout = get_game("vtes").layout(seats)
    order = [2, 0, 4, 1, 3, 5][:seats]
    geo = arrange(layout, seats, viewer=4, order=order)
    me = geo.places[4]
    assert me.side == "B" and me.rotation == 0
    x0, y0 = centre_of(geo, 4)
    assert all(centre_of(geo, s)[1] <= y0 + 1e-6 for s in range(seats))
    # clockwise on screen: next seat to the left on the bottom row, then up the left end,
    # then along the top left to right
    nxt = [order[(order.index(4) + k) % seats] for k in range(1, seats)]
    xs = [centre_of(geo, s) for s in nxt]
    assert xs[0][0] < x0 and abs(xs[0][1] - y0) < 1e-6  # bottom left
    assert xs[1][1] < y0 and abs(xs[1][0] - xs[0][0]) < 1e-6  # middle row, left end
    assert xs[2][1] < xs[1][1] and xs[3][0] > xs[2][0]  # top row, left to right
    assert geo.places[nxt[2]].rotation == 180 and geo.places[nxt[3]].rotation == 180


def test_areas_and_centre_do_not_overlap():
    for game in ("free", "vtes", "1347"):
        module = get_game(game)
        for seats in range(module.min_seats, module.max_seats + 1):
            layout = module.layout(seats)
            geo = arrange(layout, seats, 0)
            boxes = []
            for s in range(seats):
                boxes.append(geo.places[s].transform.mapRect(QRectF(0, 0, geo.seat_w, geo.area_h)))
            boxes.append(geo.centre)
            for i, a in enumerate(boxes):
                assert geo.table.contains(a), (game, seats, i)
                for b in boxes[i + 1 :]:
                    assert not a.adjusted(1, 1, -1, -1).intersects(b), (game, seats)


def test_a_wide_centre_puts_the_seats_on_the_long_sides():
    # 1347's centre is wider than a seat: ends' seats would make the table too wide
    layout = get_game("1347").layout(4)
    geo = arrange(layout, 4, viewer=0)
    assert sorted(p.side for p in geo.places.values()) == ["B", "B", "T", "T"]
    # VTES keeps a seat at each end: its small centre leaves room there
    geo = arrange(get_game("vtes").layout(4), 4, viewer=0)
    assert sorted(p.side for p in geo.places.values()) == ["B", "L", "R", "T"]
