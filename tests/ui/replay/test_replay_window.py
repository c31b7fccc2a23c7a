"""The replay window: open a save of each game, seek, step with the keys, play, click the
timeline and the log, continue from a step; nothing in it changes a game, and nothing it
shows is more than the watched seat's view of that step."""

import pytest
from PySide6.QtCore import QPoint, Qt

from vtt.core import commands as C
from vtt.core.model import OMNISCIENT
from vtt.core.saves import read_save, replay
from vtt.core.views import view_for
from vtt.games import get_game
from vtt.ui.replay.opening import open_replay


def watch(qtbot, path, seat=None):
    window = open_replay(None, path, "en", seat)
    assert window is not None
    qtbot.addWidget(window)
    with qtbot.waitActive(window):
        window.activateWindow()
    window.table.setFocus()  # the keys work with the table focused, as a player has it
    return window


def truth(path, step, seat):
    save = read_save(path)
    module = get_game(save.header.game)
    commands = C.from_builtins_list(save.commands)
    return view_for(replay(save.spec, commands[:step], module).state, seat, module)


@pytest.mark.parametrize("game", ["free", "vtes", "1347"])
def test_each_game_opens_seeks_and_steps(qtbot, saves, game):
    window = watch(qtbot, saves[game], seat=1)
    length = window.replay.length
    assert window.step == length  # opens at the end
    window.seek(length // 2)
    assert window.controller.view == truth(saves[game], length // 2, 1)
    assert window.timeline.position == length // 2
    for key, expected in (
        (Qt.Key.Key_Left, length // 2 - 1),
        (Qt.Key.Key_Right, length // 2),
        (Qt.Key.Key_Home, 0),
        (Qt.Key.Key_End, length),
        (Qt.Key.Key_PageUp, window.replay.previous_turn(length)),
    ):
        qtbot.keyClick(window, key)
        assert window.step == expected, key
    qtbot.keyClick(window, Qt.Key.Key_Home)
    qtbot.keyClick(window, Qt.Key.Key_PageDown)
    assert window.step == window.replay.next_turn(0) > 0
    assert f"{window.step}" in window.where.text()


def test_play_pause_and_speed(qtbot, saves):
    window = watch(qtbot, saves["vtes"], seat=0)
    window.seek(0)
    window.speed.setCurrentIndex(window.speed.count() - 1)
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert window.playing()
    qtbot.waitUntil(lambda: window.step >= 3, timeout=3000)
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert not window.playing()
    stopped = window.step
    qtbot.wait(200)
    assert window.step == stopped
    window.seek(window.replay.length - 1)
    window.play()
    qtbot.waitUntil(lambda: not window.playing(), timeout=3000)
    assert window.step == window.replay.length


def test_timeline_and_log_clicks_seek(qtbot, saves):
    window = watch(qtbot, saves["free"], seat=0)
    window.show()
    line = window.timeline
    target = window.replay.length // 3
    qtbot.mouseClick(line, Qt.MouseButton.LeftButton, pos=QPoint(round(line.x_of(target)), 10))
    assert abs(window.step - target) <= 1
    log = window.log_panel.list
    item = log.item(2)
    step = window.log_panel.steps[2]
    qtbot.mouseClick(
        log.viewport(), Qt.MouseButton.LeftButton, pos=log.visualItemRect(item).center()
    )
    assert window.step == step
    assert log.currentRow() >= 2
    window.seek(0)
    assert log.currentRow() == -1 or not log.selectedItems()


def test_the_log_follows_the_cursor(qtbot, saves):
    window = watch(qtbot, saves["vtes"], seat=2)
    panel = window.log_panel
    window.seek(10)
    current = panel.list.currentRow()
    assert panel.steps[current] <= 10 < (panel.steps + [10**9])[current + 1]
    future = panel.list.item(len(panel.steps) - 1).foreground().color()
    past = panel.list.item(0).foreground().color()
    assert future != past


def test_nothing_can_change_the_game(qtbot, saves):
    window = watch(qtbot, saves["free"], seat=0)
    before = window.controller.view
    rejected = []
    window.controller.rejected.connect(rejected.append)
    result = window.controller.submit(C.Draw(seat=0, n=1))
    assert not result.ok and rejected
    window.table.actions.draw(1)
    assert window.controller.view == before
    assert window.replay.commands == C.from_builtins_list(read_save(saves["free"]).commands)


def test_continue_from_a_step(qtbot, saves):
    path = saves["vtes"]
    original = path.read_bytes()
    window = watch(qtbot, path, seat=0)
    window.seek(12)
    with qtbot.waitSignal(window.continue_requested) as got:
        window.continue_button.click()
    session = got.args[0]
    assert len(session.commands) == 12
    assert view_for(session.state, 0, session.module) == truth(path, 12, 0)
    assert path.read_bytes() == original


@pytest.mark.parametrize("game", ["free", "vtes", "1347"])
def test_the_viewer_shows_no_more_than_the_seats_view(qtbot, saves, game):
    """At every few steps, each card on the table is a card of the seat's view: a hidden one
    has no face there, and the log's lines are the seat's."""
    for seat in (0, 1):
        window = watch(qtbot, saves[game], seat=seat)
        scene = window.table.table_scene()
        for step in range(0, window.replay.length + 1, max(1, window.replay.length // 6)):
            window.seek(step)
            view = truth(saves[game], step, seat)
            assert window.controller.view == view
            allowed = {c.catalog for z in view.zones.values() for c in z.cards if c.catalog}
            shown = {
                item.card.catalog
                for item in scene.items()
                if hasattr(item, "card") and getattr(item.card, "catalog", None)
            }
            assert shown <= allowed
            hidden = sum(1 for z in view.zones.values() for c in z.cards if c.id is None)
            faceless = sum(
                1 for item in scene.items() if hasattr(item, "card") and item.card.id is None
            )
            assert faceless <= hidden
        window.close()


def test_whose_eyes(qtbot, saves, monkeypatch):
    over = watch(qtbot, saves["vtes-over"])
    assert over.replay.seat == OMNISCIENT
    assert "everything" in over.windowTitle()
    asked = []

    def choose(parent, names):
        asked.append(names)
        return 2

    monkeypatch.setattr("vtt.ui.replay.opening.choose_seat", choose)
    unfinished = watch(qtbot, saves["free"])
    assert asked == [["Ana", "Bruno", "Carla", "Dario"]]
    assert unfinished.replay.seat == 2
    assert "Carla" in unfinished.windowTitle()
    # a game that is not over is never shown with every card
    again = watch(qtbot, saves["free"], seat=OMNISCIENT)
    assert again.replay.seat == 2
    monkeypatch.setattr("vtt.ui.replay.opening.choose_seat", lambda parent, names: None)
    assert open_replay(None, saves["free"], "en") is None


def test_a_bad_save_is_told(qtbot, tmp_path, no_modal_boxes):
    bad = tmp_path / "bad.vttsave"
    bad.write_text("{}")
    assert open_replay(None, bad, "en", 0) is None
    assert no_modal_boxes and no_modal_boxes[-1][0] == "warning"
