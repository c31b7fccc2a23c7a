"""The main window: menus, new games, save and open, undo, hot-seat, autosave, console."""

from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog

from tests.ui.settle import settle
from vtt.core import commands as C
from vtt.core.saves import SaveError, read_save
from vtt.core.views import view_for
from vtt.settings import Settings
from vtt.ui.dialogs.new_game import NewGameDialog, create_session
from vtt.ui.main_window import MainWindow


def menu_actions(window, name):
    menu = window.findChild(type(window.menuBar().actions()[0].menu()), name)
    return [a.objectName() for a in menu.actions() if a.objectName()]


def test_opens_on_the_demo_game(window):
    view = window.controller.view
    assert view.game == "free" and len(view.seats) == 4
    assert view.seats[0].name == "Ana"
    assert "Free table" in window.windowTitle()
    assert window.turn_label.text().startswith("Turn 1")
    assert window.seats_panel.tree.topLevelItemCount() == 4


def test_menus_have_their_actions(window):
    assert menu_actions(window, "menu_game") == [
        "new",
        "open",
        "save",
        "save_as",
        "replay",
        "decks",
        "scores",
        "host",
        "join",
        "close",
        "quit",
    ]
    assert menu_actions(window, "menu_edit") == ["undo", "redo", "host_override", "settings"]
    assert menu_actions(window, "menu_view") == [
        "zoom_in",
        "zoom_out",
        "fit",
        "reset_zoom",
        "fullscreen",
    ]
    assert menu_actions(window, "menu_help") == ["rules", "guide", "shortcuts", "about"]
    titles = [a.text() for a in window.menuBar().actions()]
    assert titles == ["&Game", "&Edit", "&View", "&Help"]
    assert window.actions_by_id["save"].shortcut().toString() == "Ctrl+S"
    window.seat_menu.aboutToShow.emit()
    settle()
    assert len(window.seat_menu.actions()) == 4
    assert len(window.panels_menu.actions()) == 6  # with Statistics


@pytest.mark.parametrize("seats", [2, 5])
def test_new_game_dialog_creates_games(qtbot, window, seats):
    dialog = NewGameDialog("Ana", "#112233", "en", "free", window)
    qtbot.addWidget(dialog)
    dialog.seats.setValue(seats)
    dialog.rows[1].name.setText("Bruno")
    dialog.seed.setText("42")
    spec = dialog.spec()
    assert len(spec.seats) == seats and spec.seed == 42 and spec.game == "free"
    assert spec.seats[0].name == "Ana" and spec.seats[0].colour == "#112233"
    assert spec.seats[1].name == "Bruno"
    assert not dialog.rules.isEnabled()
    window.start_session(create_session(spec))
    settle()
    assert len(window.controller.view.seats) == seats
    assert window.seats_panel.tree.topLevelItemCount() == seats


def test_random_seating_follows_the_seed(qtbot):
    def seating(seed):
        dialog = NewGameDialog("Ana", "#112233", "en", "free")
        qtbot.addWidget(dialog)
        dialog.seats.setValue(5)
        dialog.random_seating.setChecked(True)
        settle()
        dialog.seed.setText(str(seed))
        return [s.name for s in dialog.spec().seats]

    assert seating(5) == seating(5)
    assert sorted(seating(5)) == sorted(["Ana", "Player 2", "Player 3", "Player 4", "Player 5"])


def test_bad_seed_is_refused(qtbot):
    dialog = NewGameDialog("Ana", "#112233", "en", "free")
    qtbot.addWidget(dialog)
    dialog.seed.setText("abc")
    dialog._accept()
    assert dialog.result() != QDialog.DialogCode.Accepted and "seed" in dialog.error.text()


def test_save_close_open_shows_the_same_table(qtbot, window, tmp_path):
    ctl = window.controller
    hand = ctl.view.zones["s0.hand"].cards[0].id
    assert ctl.command(C.Move, card=hand, to="s0.play").ok
    settle()
    assert ctl.command(C.Draw, n=2).ok
    settle()
    assert window.dirty and window.isWindowModified()
    path = tmp_path / "game.vttsave"
    task = window.save_to(path)
    assert task.wait(30) and not task.failed
    assert not window.dirty and "game.vttsave" in window.windowTitle()
    assert read_save(path).header.seat == ctl.seat  # a replay of it takes the saver's eyes
    window.close()

    other = MainWindow(Settings(autosave_minutes=0), "en")
    qtbot.addWidget(other)
    opening = other.open_file(path)
    assert opening.wait(30) and not opening.failed
    settle()
    for seat in range(4):
        assert view_for(other.session.state, seat, other.session.module) == view_for(
            window.session.state, seat, window.session.module
        )
    count = lambda w: sum(len(z.cards) for z in w.controller.view.zones.values())  # noqa: E731
    assert count(other) == count(window)
    assert str(path) in other.settings.recent_files


def test_bad_save_shows_the_message_and_changes_nothing(window, tmp_path, no_modal_boxes):
    bad = tmp_path / "bad.vttsave"
    bad.write_text("{ this is not a save")
    before = window.controller.view
    task = window.open_file(bad, ask=False)
    assert task.wait(30) and task.failed
    assert window.controller.view == before
    kind, _, text = no_modal_boxes[-1]
    with pytest.raises(SaveError) as info:
        read_save(bad)
    assert kind == "warning" and info.value.message.english() in text


def test_a_truncated_save_leaves_the_game_exactly_as_it_was(
    qtbot, window, tmp_path, no_modal_boxes
):
    """Game > Open on a save cut short (a full disk, a copy interrupted): one message in a
    dialog, and the window keeps its game, file, title, unsaved changes and view."""
    ctl = window.controller
    assert ctl.command(C.Draw, n=2).ok
    settle()
    whole = tmp_path / "whole.vttsave"
    assert window.save_to(whole).wait(30)
    data = whole.read_bytes()
    cut = tmp_path / "cut.vttsave"
    cut.write_bytes(data[: len(data) // 2])
    assert ctl.command(C.Draw, n=1).ok  # an unsaved change the failed open must not lose
    settle()
    session, path, title = window.session, window.path, window.windowTitle()
    before = (ctl.view, session.state.state_id, window.dirty)
    task = window.open_file(cut, ask=False)
    assert task.wait(30) and task.failed
    settle()
    assert window.session is session and window.controller is ctl
    assert (ctl.view, session.state.state_id, window.dirty) == before
    assert window.path == path and window.windowTitle() == title
    assert str(cut) not in window.settings.recent_files
    kind, _, text = no_modal_boxes[-1]
    assert kind == "warning" and "cut.vttsave cannot be opened" in text
    reason = text.split("\n\n", 1)[1]
    assert "\n" not in reason and "damaged" in reason


def test_undo_through_the_edit_menu(window):
    ctl = window.controller
    before = view_for(window.session.state, 0, window.session.module)
    assert ctl.command(C.Counter, kind="score", delta=3).ok
    settle()
    undo, redo = window.actions_by_id["undo"], window.actions_by_id["redo"]
    assert undo.isEnabled() and not redo.isEnabled()
    undo.trigger()
    settle()
    after = view_for(window.session.state, 0, window.session.module)
    assert after.seats == before.seats and after.zones == before.zones
    assert redo.isEnabled() and not undo.isEnabled()
    redo.trigger()
    settle()
    assert window.controller.view.seats[0].counters["score"] == 3


def test_view_as_another_seat_hides_the_first_hand(window):
    window.view_as(2)
    settle()
    view = window.controller.view
    assert view.seat == 2
    assert all(c.id is None for c in view.zones["s0.hand"].cards)
    assert all(c.id is not None for c in view.zones["s2.hand"].cards)
    assert "Player 3" in window.windowTitle()


def test_console_submits_for_the_viewer_and_explains_errors(window):
    console = window.console
    assert console.run_line("draw 2")
    settle()
    assert len(window.controller.view.zones["s0.hand"].cards) == 7
    assert not console.run_line("fly away")
    settle()
    assert "Unknown command" in console.output.toPlainText()
    assert not console.run_line("draw 999")
    settle()
    assert "cards left" in console.output.toPlainText()
    console.line.setText("score +1")
    console.run_line()
    settle()
    assert window.controller.view.seats[0].counters["score"] == 1
    assert console.line.history == ["score +1"]
    assert any("draws" in line for line in window.log_panel.lines())


def test_chat_sends_say(window):
    window.log_panel.chat.setText("hello all")
    window.log_panel._send()
    assert window.log_panel.lines()[-1] == "Ana: hello all"


def test_rejections_reach_the_status_bar(window):
    other = (window.controller.view.turn.active + 1) % 4
    window.controller.submit(C.EndTurn(seat=other))
    settle()
    assert "not your turn" in window.statusBar().currentMessage()


def test_pending_decision_in_the_status_bar(window):
    import msgspec

    from vtt.core.decision import Decision
    from vtt.core.messages import Message

    decision = Decision(seats=(1,), kind="choose", message=Message("Test", "Choose a card"))
    view = msgspec.structs.replace(window.controller.view, decision=decision)
    window._view_changed(view)
    assert window.decision_label.text() == "Waiting for Player 2: Choose a card"


def test_autosave_writes_into_the_autosaves_folder(window, monkeypatch, tmp_path):
    monkeypatch.setattr("vtt.ui.game_files.autosaves_dir", lambda: tmp_path)
    assert window.autosave_now() is None  # nothing changed yet
    window.controller.command(C.Draw, n=1)
    settle()
    task = window.autosave_now()
    assert task is not None and task.wait(30) and not task.failed
    path = task.result
    assert path.parent == tmp_path and path.is_file()
    assert window.files.autosave_files() == [path]
    assert window.autosave_now() is None  # written: nothing new to save
    window._fill_autosaves()
    assert window.autosaves_menu.actions()[0].text().startswith(path.stem)


def test_dialogs_open_and_close(qtbot, window):
    from vtt.ui.dialogs.about import AboutDialog
    from vtt.ui.dialogs.rules_reference import RulesDialog
    from vtt.ui.dialogs.settings_dialog import SettingsDialog
    from vtt.ui.dialogs.shortcuts_help import ShortcutsDialog

    about = AboutDialog(window)
    text = about.browser.toPlainText()
    assert "PySide6" in text and "LGPL" in text and "Paradox" in text
    rules = RulesDialog(window.controller.module, window)
    assert "free table" in rules.browser.toPlainText().lower()
    keys = ShortcutsDialog(list(window.actions_by_id.values()), window)
    labels = [keys.table.item(r, 0).text() for r in range(keys.table.rowCount())]
    assert "Save" in labels and len(labels) > 10
    dialog = SettingsDialog(window.settings, window)
    dialog.player_name.setText("Bruno")
    dialog.autosave.setValue(0)
    dialog.animations.setChecked(False)
    settle()
    dialog._accept()
    assert dialog.result_settings.player_name == "Bruno"
    assert window.settings.player_name == "Ana"  # the dialog works on a copy
    window.apply_settings(dialog.result_settings)
    assert window.settings.player_name == "Bruno"
    assert window.table.table_scene().animate is False


def test_rules_of_a_game_with_a_digest(qtbot):
    from vtt.games import game_ids, get_game
    from vtt.ui.dialogs.rules_reference import RulesDialog

    if "vtes" not in game_ids():
        pytest.skip("no VTES module")
    rules = RulesDialog(get_game("vtes"))
    qtbot.addWidget(rules)
    assert "Eternal Struggle" in rules.browser.toPlainText()


def test_unsaved_changes_are_asked_about(window, no_modal_boxes):
    window.controller.command(C.Draw, n=1)
    settle()
    assert window.maybe_discard()  # the stand-in answers "Discard"
    assert no_modal_boxes[-1][0] == "question"
    assert Path  # pathlib is used by the other tests


def test_console_history_and_completion(qtbot, window):
    from PySide6.QtCore import Qt

    line = window.console.line
    for text in ("draw", "score +1"):
        line.setText(text)
        qtbot.keyClick(line, Qt.Key.Key_Return)
        settle()
    qtbot.keyClick(line, Qt.Key.Key_Up)
    settle()
    assert line.text() == "score +1"
    qtbot.keyClick(line, Qt.Key.Key_Up)
    settle()
    assert line.text() == "draw"
    qtbot.keyClick(line, Qt.Key.Key_Down)
    settle()
    qtbot.keyClick(line, Qt.Key.Key_Down)
    settle()
    assert line.text() == ""
    words = line.words.stringList()
    assert {"draw", "unlockall", "deck", "hand", "middle", "score", "first"} <= set(words)
    line.setText("move 3 di")
    line.setCursorPosition(len("move 3 di"))
    line.insert_completion("discard")
    assert line.text() == "move 3 discard "


def test_every_registered_game_opens_in_the_window(window):
    from vtt.app import game_session
    from vtt.games import game_ids

    for gid in game_ids():
        window.start_session(game_session(gid, "Ana"))
        settle()
        view = window.controller.view
        assert view.game == gid and view.seats[0].name == "Ana"
        assert window.turn_label.text().startswith(("Turn ", "Round "))  # 1347 names rounds
        assert window.seats_panel.tree.topLevelItemCount() == len(view.seats)


def test_a_greyed_undo_says_why(window):
    """After a draw (chance) Undo is grey, and its tooltip and status tip give the reason."""
    ctl = window.controller
    assert ctl.command(C.Draw, n=1).ok
    settle()
    undo = window.actions_by_id["undo"]
    assert not undo.isEnabled()
    assert "used chance" in undo.toolTip() and undo.statusTip() == undo.toolTip()
    assert ctl.command(C.Counter, kind="score", target=ctl.seat, delta=1).ok  # shows nothing
    settle()
    assert undo.isEnabled() and "used chance" not in undo.toolTip()


def test_the_undo_reason_comes_from_the_controller(window, monkeypatch):
    """A LAN client has no session: its greyed Undo shows the reason its controller got
    from the host (``RemoteController.why_no_undo``)."""
    from vtt.core.messages import QT_TRANSLATE_NOOP

    reason = QT_TRANSLATE_NOOP(
        "Session",
        "Another player has answered since your last command; it can no longer be undone.",
    )
    monkeypatch.setattr(window.controller, "why_no_undo", lambda: reason)
    window._update_undo()
    undo = window.actions_by_id["undo"]
    assert not undo.isEnabled() and undo.toolTip().startswith("Another player has answered")


def test_the_console_runs_on_the_first_enter_even_with_completions_shown(window, qtbot):
    """Typing a command shows completions; Enter runs the line, it is not eaten by the
    popup (Tab takes a completion)."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    window.show()
    qtbot.waitExposed(window)
    line = window.console.line
    line.setFocus()
    before = window.controller.view.state_id
    QTest.keyClicks(line, "draw")  # a word the completer offers: its popup is up
    popup = line.completer.popup()
    assert popup.isVisible()
    QTest.keyClick(popup, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.controller.view.state_id > before, timeout=3000)
    assert line.text() == ""
