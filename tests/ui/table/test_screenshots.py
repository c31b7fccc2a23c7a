"""Screenshots of a played demo table at 1920 x 1080, kept in docs/screenshots/.

They are looked at by people (is every card identifiable? is anything broken?); the test
also checks the basics a picture must show."""

from pathlib import Path

from vtt.core import commands as C

from .conftest import make_table

SHOTS = Path(__file__).resolve().parents[3] / "docs" / "screenshots"


def play_a_little(session) -> None:
    """A few turns' worth of table: cards in play, locked, with counters, notes, discards."""
    state = session.state
    for seat in range(len(state.seats)):
        hand = list(state.zones[f"s{seat}.hand"].cards)
        submit = session.submit
        for n, cid in enumerate(hand[:3]):
            assert submit(C.Move(seat=seat, card=cid, to=f"s{seat}.play", x=20 + 90 * n, y=14)).ok
        first = hand[0]
        submit(C.Lock(seat=seat, card=first))
        submit(C.Counter(seat=seat, card=hand[1], kind="counter", delta=seat + 2))
        submit(C.Label(seat=seat, card=hand[2], text="target"))
        submit(C.Move(seat=seat, card=hand[3], to=f"s{seat}.discard"))
        submit(C.Draw(seat=seat, n=2))
        submit(C.Counter(seat=seat, kind="score", delta=seat))
        deck_top = state.zones[f"s{seat}.deck"].cards[0]
        submit(C.Move(seat=seat, card=deck_top, to=f"s{seat}.play", x=320, y=14, face_up=False))
    played = session.state.zones["s1.hand"].cards[0]
    session.submit(C.Move(seat=1, card=played, to="middle", x=400, y=60))


def shoot(qtbot, seats: int, name: str):
    session, controller, view = make_table(qtbot, seats=seats)
    play_a_little(session)
    view.fit_table()
    qtbot.wait(10)
    SHOTS.mkdir(parents=True, exist_ok=True)
    image = view.grab().toImage()
    assert image.width() == 1920 and image.height() == 1080
    assert image.save(str(SHOTS / name))
    return session, view


def test_four_seat_screenshot(qtbot):
    session, view = shoot(qtbot, 4, "table-4-seats.png")
    scene = view.table_scene()
    assert len(scene.seat_items) == 4
    assert scene.zone_items["s0.hand"].count == 3


def test_five_seat_screenshot(qtbot):
    session, view = shoot(qtbot, 5, "table-5-seats.png")
    # at fit zoom a card is still drawn at least 50 device pixels wide
    assert 63 * view.current_scale() >= 50
