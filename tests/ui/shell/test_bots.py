"""Computer players: chosen in the new-game dialog, they play whenever the game waits for them."""

from vtt.core import commands as C
from vtt.ui.dialogs.new_game import NewGameDialog, create_session


def new_1347_with_bots(qtbot, window, bots=3):
    dialog = NewGameDialog("Ana", "#112233", "en", "1347", window)
    qtbot.addWidget(dialog)
    dialog.seats.setValue(4)
    levels = [dialog.rows[1].player.itemData(i) for i in range(dialog.rows[1].player.count())]
    assert levels == ["", "random", "heuristic"]
    for row in dialog.rows[1 : 1 + bots]:
        row.player.setCurrentIndex(2)
    spec = dialog.spec()
    assert [s.bot for s in spec.seats] == [""] + ["heuristic"] * bots + [""] * (3 - bots)
    window.start_session(create_session(spec))
    return window.controller.session


def test_free_table_offers_no_bots(qtbot, window):
    dialog = NewGameDialog("Ana", "#112233", "en", "free", window)
    qtbot.addWidget(dialog)
    assert dialog.rows[1].player.count() == 1 and not dialog.rows[1].player.isEnabled()
    assert all(s.bot == "" for s in dialog.spec().seats)


def test_bots_play_until_the_person_decides(qtbot, window):
    session = new_1347_with_bots(qtbot, window)
    driver = window.bots
    moves = 0
    while driver.step():
        moves += 1
        assert moves < 500
    decision = session.module.decision(session.state)
    assert decision is None or 0 in decision.seats
    assert driver.waiting_seat() is None


def test_bots_move_by_themselves_through_the_timer(qtbot, window):
    session = new_1347_with_bots(qtbot, window)
    qtbot.waitUntil(lambda: window.bots.waiting_seat() is None, timeout=20000)
    decision = session.module.decision(session.state)
    assert decision is None or 0 in decision.seats


def test_no_bots_without_the_rules(qtbot, window):
    dialog = NewGameDialog("Ana", "#112233", "en", "1347", window)
    qtbot.addWidget(dialog)
    dialog.rows[1].player.setCurrentIndex(1)
    dialog.rules.setChecked(False)
    assert not dialog.rows[1].player.isEnabled()
    assert all(s.bot == "" for s in dialog.spec().seats)


def test_a_hosted_game_leaves_its_bots_to_the_host(qtbot, window):
    session = new_1347_with_bots(qtbot, window)
    driver = window.bots
    driver.timer.stop()
    assert session.submit(C.SetBot(seat=0, host=True, target=0, level="random")).ok
    assert driver.waiting_seat() is not None  # every seat is a bot now
    driver.stand_down()  # what Game > Host on LAN… does: the host plays the bots now
    assert driver.waiting_seat() is None and not driver.step()
    window.start_session(
        create_session(NewGameDialog("Ana", "#112233", "en", "1347", window).spec())
    )
    other = window.controller.session
    assert other is not session
    for seat in range(len(other.state.seats)):
        assert other.submit(C.SetBot(seat=seat, host=True, target=seat, level="random")).ok
    assert driver.waiting_seat() is not None  # a new game is this window's to drive again
