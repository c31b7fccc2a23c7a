"""The LAN dialogs on a real host in the same event loop: seat picker, lobby, remote play."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QMessageBox

from vtt.core import commands as C
from vtt.core.views import view_for
from vtt.net import protocol as P
from vtt.net.client import NetClient
from vtt.ui.net.dialogs import JoinDialog, LobbyWindow, SeatDialog
from vtt.ui.net.remote_controller import RemoteController


def test_pick_a_seat_and_play_through_the_remote_controller(table, qtbot):
    t = table(auto_start=True)
    for i in (0, 2, 3):
        t.client(f"p{i}", seat=i)
    client = NetClient("Bruno")
    t.clients.append(client)
    dialog = SeatDialog(client)
    qtbot.addWidget(dialog)
    client.connect_to("127.0.0.1", t.host.port())
    qtbot.waitUntil(lambda: dialog.seats.count() == 4, timeout=5000)
    free = [
        dialog.seats.item(i)
        for i in range(4)
        if dialog.seats.item(i).flags() & Qt.ItemFlag.ItemIsEnabled
    ]
    assert [item.data(Qt.ItemDataRole.UserRole) for item in free] == [1]
    assert not dialog.judge.isVisible()
    dialog.seats.setCurrentItem(free[0])
    dialog.take.click()
    qtbot.waitUntil(lambda: dialog.result() == QDialog.DialogCode.Accepted, timeout=5000)
    ctl = RemoteController(client)
    assert ctl.seat == 1 and ctl.module.id == "free"
    changed = []
    ctl.view_changed.connect(changed.append)
    assert ctl.command(C.Draw, n=1).ok
    qtbot.waitUntil(lambda: bool(changed), timeout=5000)
    assert ctl.view == view_for(t.session.state, 1, t.session.module)
    refused = []
    ctl.rejected.connect(refused.append)
    ctl.command(C.Lock, card=t.session.state.zones["s0.hand"].cards[0])
    qtbot.waitUntil(lambda: bool(refused), timeout=5000)


def test_lobby_window_shows_presence_and_operates_the_host(table, qtbot, monkeypatch):
    told = []
    monkeypatch.setattr(QMessageBox, "information", lambda *args: told.append(args[2]))
    t = table(auto_start=False, local_seat=0, host_name="Ana")
    window = LobbyWindow(t.host)
    qtbot.addWidget(window)
    b = t.client("Bruno", seat=1)
    qtbot.waitUntil(lambda: window.table.item(1, 2).text() == "Bruno", timeout=5000)
    assert window.table.item(0, 2).text() == "Ana"
    assert window.table.item(2, 3).text() == "free"
    window._start()  # noqa: SLF001 - seats 2 and 3 are empty: refused with a message box
    assert not t.host.started and told
    window.table.selectRow(1)
    window._kick()  # noqa: SLF001
    qtbot.waitUntil(lambda: b.status == "offline", timeout=5000)
    assert window.table.item(1, 3).text() == "free"
    assert t.host.lobby().seats[1].state == P.FREE


def test_join_dialog_fills_the_address_from_a_found_host(qtbot):
    from vtt.net.discovery import FoundHost

    dialog = JoinDialog(discover=False)
    qtbot.addWidget(dialog)
    dialog.show_found(
        [
            FoundHost(
                service="x",
                name="Ana's table",
                address="127.0.0.1",
                port=40001,
                game="free",
                seats="4",
            )
        ]
    )
    dialog.found.setCurrentRow(0)
    assert dialog.address.text() == "127.0.0.1" and dialog.port.value() == 40001


def test_join_dialog_offers_the_game_joined_last(qtbot):
    """The address and port typed last time are there again (settings), unless a table
    whose seat can be taken back (a seat token) was played more recently."""
    dialog = JoinDialog(discover=False, last=("10.1.2.3", 40404))
    qtbot.addWidget(dialog)
    assert (dialog.address.text(), dialog.port.value()) == ("10.1.2.3", 40404)
    fresh = JoinDialog(discover=False)
    qtbot.addWidget(fresh)
    assert fresh.address.text() == ""


def test_a_failed_connection_says_why(qtbot):
    """Nothing listens on the port: the seat dialog says the socket's reason, not only
    "Not connected"."""
    import socket

    with socket.socket() as probe:  # a loopback port that nothing listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    client = NetClient("Ana", reconnect_tries=0)
    dialog = SeatDialog(client)
    qtbot.addWidget(dialog)
    client.connect_to("127.0.0.1", port)
    qtbot.waitUntil(
        lambda: client.status == "offline" and bool(client.offline_reason), timeout=5000
    )
    assert dialog.status.text().startswith("Not connected: ")
    assert client.offline_reason in dialog.status.text()
    client.leave()
