"""The 1347 table reads well: discs on the influence board never cover each other or the
board's caption and show rank left to right; each seat's discs have their own colour; the
centre is wider than tall."""

from vtt.core.module import GameSpec, SeatSpec
from vtt.games import get_game
from vtt.games.g1347.faces import card_face
from vtt.games.g1347.table import BOARD_TOP, DISC_W, disc_places, layout


def test_tied_and_close_discs_lie_side_by_side_in_rank_order():
    # seat 0 reached 5 first (stamp 2), seat 1 later (stamp 9); seat 2 has 6, seat 3 none
    places = disc_places(2, [(0, 5, 2), (1, 5, 9), (2, 6, 4), (3, 0, 0)])
    xs = sorted(places, key=lambda s: places[s][0])
    assert xs == [3, 1, 0, 2]  # rank grows to the right; the first to reach 5 ranks higher
    lefts = sorted(x for x, _ in places.values())
    assert all(b - a >= DISC_W for a, b in zip(lefts, lefts[1:], strict=False))
    assert len({y for _, y in places.values()}) == 1


def test_discs_stay_below_the_caption_and_inside_the_board():
    lay = layout(5)
    board = next(z for z in lay.zones if z.key == "board")
    for row in range(6):
        for x, y in disc_places(row, [(s, 40 * s, 0) for s in range(5)]).values():
            assert y >= BOARD_TOP
            assert 0 <= x and x + DISC_W <= board.rect[2]
            assert y + 88 <= board.rect[3]


def test_each_seat_has_its_own_disc_colour():
    colours = {card_face(f"disc.{n}").colour for n in range(5)}
    assert len(colours) == 5
    assert all(card_face(f"disc.{n}").big for n in range(5))


def test_the_centre_is_wide_and_the_shared_zones_do_not_overlap():
    for seats in range(2, 6):
        lay = layout(seats)
        w, h = lay.centre_size
        assert w > 2 * h
        rects = [z.rect for z in lay.zones if not z.per_seat]
        for i, (x, y, rw, rh) in enumerate(rects):
            assert x + rw <= w and y + rh <= h
            for x2, y2, w2, h2 in rects[i + 1 :]:
                assert x + rw <= x2 or x2 + w2 <= x or y + rh <= y2 or y2 + h2 <= y


def test_a_game_keeps_its_discs_apart_on_the_board():
    module = get_game("1347")
    spec = GameSpec(
        game="1347", seed=3, rules=True, seats=[SeatSpec(name=n) for n in ("A", "B", "C", "D")]
    )
    state = module.new_state(spec)
    from vtt.core.session import Session

    session = Session(state, module, spec)
    for _ in range(200):  # play the first legal decision until some influence is scored
        deciders = module.deciders(session.state)
        if not deciders:
            break
        seat = deciders[0]
        legal = module.legal_commands(session.state, seat)
        assert session.submit(legal[0]).ok
    board = session.state.zones["board"].cards
    cards = [session.state.cards[c] for c in board]
    assert any(c.counters["influence"] for c in cards)
    for a in cards:
        for b in cards:
            if a.id < b.id and a.y == b.y:
                assert abs(a.x - b.x) >= DISC_W
