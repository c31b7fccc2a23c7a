"""Nights of Blood over the LAN in two windows: a host plays three computer seats of a
five-vampire BANG! game, Ana and Bruno each play theirs in a main window, answering every
decision by clicking in their Decisions dock, until the game ends.  After every answer each
window's view equals the host's ``view_for`` of its seat, and neither window (its rules
data nor its table) shows another living vampire's sect, hand or face-down Contact."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from vtt.core.views import view_for
from vtt.games.nob import bots as nob_bots
from vtt.games.nob.rules import rules_of
from vtt.net.seat_tokens import SeatTokens
from vtt.settings import Settings
from vtt.ui.main_window import MainWindow
from vtt.ui.net.dialogs import open_client, play_remote
from vtt.ui.panels.decision_panel import _COMMAND_ROLE, _TARGETS_ROLE, DecisionPanel
from vtt.ui.words import message_text

from .conftest import nob_session
from .nob_secrets import secrets_of


@pytest.fixture(autouse=True)
def quiet(monkeypatch, tmp_path):
    monkeypatch.setenv("VTT_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("VTT_CONFIG_DIR", str(tmp_path / "config"))
    for kind in ("warning", "information", "critical"):
        monkeypatch.setattr(
            QMessageBox, kind, staticmethod(lambda *a, **k: QMessageBox.StandardButton.Ok)
        )


def _click_choice(qtbot, panel: DecisionPanel, cmd) -> None:
    """Click the dock's button or list entry for ``cmd`` (through the target menu when the
    entry groups several players).  The dock lists a choice once when its words are the
    same (two copies of a card), so any command with ``cmd``'s words will do."""
    module, view, seat = panel.controller.module, panel.controller.view, panel.decider

    def words(c) -> str:
        return message_text(module.describe_command(c, view, seat, "en"))

    wanted = words(cmd)
    same = {i for i, c in enumerate(panel.commands) if words(c) == wanted}
    for i in range(panel.buttons_box.count()):
        button = panel.buttons_box.itemAt(i).widget()
        if button.text() == wanted:
            QTest.mouseClick(button, Qt.MouseButton.LeftButton)
            return
    for row in range(panel.list.count()):
        item = panel.list.item(row)
        targets = item.data(_TARGETS_ROLE) or []
        player = next((p for p, i in targets if i in same), None)
        if item.data(_COMMAND_ROLE) not in same and player is None:
            continue
        panel.list.scrollToItem(item)
        QTest.mouseClick(
            panel.list.viewport(),
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
            panel.list.visualItemRect(item).center(),
        )
        if player is not None:
            menu = panel.target_menu
            qtbot.waitUntil(menu.isVisible, timeout=2000)
            menu.setActiveAction(next(a for a in menu.actions() if a.text() == player))
            QTest.keyClick(menu, Qt.Key.Key_Return)
        return
    raise AssertionError(f"no entry for {wanted} in {panel.entries()}")


def _assert_no_secret(win: MainWindow, state) -> None:
    seat = win.controller.seat
    view = win.controller.view
    sec = secrets_of(state, seat)
    vampires = view.data["nob"]["vampires"]
    assert all(not vampires[i]["sect"] for i in sec.sects), (seat, sec.sects)
    for zid in sec.zones:
        contacts = zid.endswith(".contactos")  # a used Contact lies face up
        assert all(
            (contacts and c.face_up) or (c.id is None and not c.catalog)
            for c in view.zones[zid].cards
        ), zid
    # a card leaving a hand for the discard pile (now public) may still be on its way
    scene = win.table.table_scene()
    for item in scene.card_items.values():
        if item.zone_id in sec.zones:
            assert item.card_id not in sec.cards, item.zone_id
            assert item.card_id is not None or not item.shows_face(), item.zone_id


@pytest.mark.slow
def test_two_windows_play_nights_of_blood_with_bots_to_the_end(table, qtbot):
    session = nob_session(seed=5)
    t = table(session, bot_delay_ms=0)
    for seat in (2, 3, 4):
        assert t.host.set_bot(seat, "heuristic") is None
    windows: dict[int, MainWindow] = {}
    for seat, name in ((0, "Ana"), (1, "Bruno")):
        win = MainWindow(Settings(player_name=name, autosave_minutes=0), "en")
        qtbot.addWidget(win)
        win.resize(1600, 900)
        win.show()
        client = open_client("127.0.0.1", t.host.port(), name, seat=seat, tokens=SeatTokens())
        qtbot.waitUntil(lambda c=client: c.view is not None, timeout=5000)
        play_remote(win, client)
        windows[seat] = win
    assert t.host.started
    answered = 0
    while not rules_of(session.state).over:
        qtbot.waitUntil(
            lambda: (
                (rules_of(session.state).over or t.host.bots.waiting_seat() is None)
                and all(
                    w.controller.view.state_id == session.state.state_id for w in windows.values()
                )
            ),
            timeout=10000,
        )
        for seat, win in windows.items():
            assert win.controller.view == view_for(session.state, seat, session.module)
            _assert_no_secret(win, session.state)
        decision = session.module.decision(session.state)
        if decision is None:
            break
        seat = decision.seats[0]
        panel = windows[seat].decisions
        sid = session.state.state_id
        qtbot.waitUntil(
            lambda p=panel, s=seat, sid=sid: (
                p.shown is not None and p.shown.state_id == sid and p.decider == s
            ),
            timeout=5000,
        )
        cmd = nob_bots.choose(session.state, seat, "heuristic")
        before = session.state.state_id
        _click_choice(qtbot, panel, cmd)
        qtbot.waitUntil(lambda b=before: session.state.state_id > b, timeout=5000)
        answered += 1
        assert answered < 1000
    g = rules_of(session.state)
    assert g.over and answered > 5
    t.settle()
    for win in windows.values():
        qtbot.waitUntil(lambda w=win: w.controller.view.state_id == session.state.state_id)
        sects = [v["sect"] for v in win.controller.view.data["nob"]["vampires"]]
        assert all(sects), sects  # at the end every sect is shown
    for win in windows.values():
        win.controller.leave()
        win.discard_changes()
