"""Joining a LAN game as a person does it: the reason a connection fails is said, a person
has time to type the host's password and choose a seat, and the window shows the LAN game."""

from __future__ import annotations

import socket
from pathlib import Path

from PySide6.QtWidgets import QDialog

from vtt.net.client import NetClient, describe_client
from vtt.settings import Settings
from vtt.ui.main_window import MainWindow
from vtt.ui.net.dialogs import SeatDialog, play_remote
from vtt.ui.words import message_text


def _dead_port() -> int:
    with socket.socket() as probe:  # a loopback port nothing listens on
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def test_a_refused_connection_says_so(qtbot):
    client = NetClient("Ana", reconnect_tries=0)
    client.connect_to("127.0.0.1", _dead_port())
    qtbot.waitUntil(lambda: client.status == "offline", timeout=5000)
    text = message_text(describe_client(client))
    assert text == (
        "Not connected: the host refused the connection "
        "(no game is hosted at that address and port)"
    )
    client.leave()


def test_a_host_that_never_answers_times_out_with_a_reason(qtbot):
    with socket.socket() as silent:  # listens, never accepts: the connection hangs in hello
        silent.bind(("127.0.0.1", 0))
        silent.listen(0)
        client = NetClient("Ana", reconnect_tries=0, connect_ms=300, silence_ms=400)
        client.connect_to("127.0.0.1", silent.getsockname()[1])
        qtbot.waitUntil(lambda: client.status == "offline", timeout=5000)
        assert message_text(describe_client(client)) == (
            "Not connected: the host did not answer in time"
        )
        client.leave()


def test_a_wrong_password_is_the_reason(table, qtbot):
    t = table(password="sesame")
    client = t.client("Eve", seat=0, password="guess", wait=False)
    qtbot.waitUntil(lambda: client.status == "offline", timeout=5000)
    assert message_text(describe_client(client)) == "Not connected: Wrong password."


def test_a_person_types_the_password_and_chooses_a_seat_past_the_old_ten_seconds(table, qtbot):
    t = table(password="sesame", heartbeat_ms=50, handshake_ms=200, drop_after_ms=2000)
    client = NetClient("Ana", silence_ms=400)
    t.clients.append(client)
    dialog = SeatDialog(client)
    qtbot.addWidget(dialog)
    asked = []

    def typing():  # the person takes longer than the host's hello timeout, and than silence
        asked.append(True)
        qtbot.wait(800)
        return "sesame", True

    dialog.ask_password = typing
    client.connect_to("127.0.0.1", t.host.port())
    qtbot.waitUntil(lambda: dialog.seats.count() == 4 and dialog.take.isEnabled(), timeout=5000)
    assert asked and client.status == "online"
    qtbot.wait(800)  # choosing a seat: the host pings, nobody gives up
    assert client.status == "online"
    dialog.seats.setCurrentRow(2)
    dialog.take.click()
    qtbot.waitUntil(lambda: dialog.result() == QDialog.DialogCode.Accepted, timeout=5000)
    assert client.seat == 2


def test_a_seat_not_chosen_in_time_is_explained(table, qtbot):
    t = table(heartbeat_ms=50, choose_ms=300)
    client = NetClient("Slow")
    t.clients.append(client)
    client.connect_to("127.0.0.1", t.host.port())
    qtbot.waitUntil(lambda: client.status == "offline", timeout=5000)
    assert "did not choose a seat in time" in message_text(describe_client(client))


def test_the_window_names_the_lan_game_after_joining(table, qtbot, tmp_path: Path):
    from vtt.app import demo_session
    from vtt.core.saves import save_game

    win = MainWindow(Settings(player_name="Ana", autosave_minutes=0), "en")
    qtbot.addWidget(win)
    session = demo_session("Ana")
    save_game(tmp_path / "earlier.vttsave", session)
    win.start_session(session, tmp_path / "earlier.vttsave")
    assert "earlier.vttsave" in win.windowTitle()
    t = table()
    client = t.client("Bruno", seat=1)
    play_remote(win, client)
    assert "LAN game" in win.windowTitle()
    assert "earlier" not in win.windowTitle()
    assert "as Bruno" in win.windowTitle() or "as Player 2" in win.windowTitle()


def test_joining_remembers_the_address_and_port_for_next_time(qtbot, monkeypatch):
    from vtt.settings import load_settings
    from vtt.ui.net import dialogs
    from vtt.ui.net.dialogs import JoinDialog, join_game

    win = MainWindow(Settings(player_name="Ana", autosave_minutes=0), "en")
    qtbot.addWidget(win)
    # no seat to take back (another test's): the address typed last is the one offered
    monkeypatch.setattr(dialogs.SeatTokens, "latest", lambda _self: None)

    def typed(dialog):
        dialog.address.setText("10.0.0.7")
        dialog.port.setValue(41234)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(JoinDialog, "exec", typed)
    gone = []
    monkeypatch.setattr(dialogs, "_choose_seat_and_play", lambda _w, c: gone.append(c.leave()))
    join_game(win)
    assert gone
    assert (load_settings().last_join_address, load_settings().last_join_port) == (
        "10.0.0.7",
        41234,
    )
    offered = []
    monkeypatch.setattr(JoinDialog, "exec", lambda d: offered.append(d.address.text()) or 0)
    join_game(win)
    assert offered == ["10.0.0.7"]
