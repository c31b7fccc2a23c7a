"""LAN play as new users would: a ``vtt serve`` VTES host process and four main windows on
this machine join through the join code (the join and seat dialogs clicked with QTest once),
play turns with the table's mouse and keyboard paths, one player's program dies and a new
window takes the seat back with its remembered token.  After every step each window's view
must equal the host's ``view_for`` of its seat (the host's test dump) and no window may show
another seat's hand.  With ``VTT_SCREENSHOT_DIR`` set, the four windows are saved there as
``lan-seat-<n>.png``."""

from __future__ import annotations

import os
import socket
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QMessageBox

from vtt.net.client import NetClient
from vtt.net.seat_tokens import SeatTokens
from vtt.settings import Settings
from vtt.ui.main_window import MainWindow
from vtt.ui.net.dialogs import JoinDialog, SeatDialog, open_client, play_remote

from .test_serve_process import dump, start_host, stop_host

NAMES = ["Ana", "Bruno", "Carla", "Dario"]


@pytest.fixture(autouse=True)
def quiet(monkeypatch, tmp_path):
    monkeypatch.setenv("VTT_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("VTT_CONFIG_DIR", str(tmp_path / "config"))
    for kind in ("warning", "information", "critical"):
        monkeypatch.setattr(
            QMessageBox, kind, staticmethod(lambda *a, **k: QMessageBox.StandardButton.Ok)
        )


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _window(qtbot, n: int) -> MainWindow:
    from vtt.app import demo_session

    win = MainWindow(Settings(player_name=NAMES[n], autosave_minutes=0), "en")
    qtbot.addWidget(win)
    win.start_session(demo_session(NAMES[n]))
    win.resize(1920, 1080)
    win.show()
    return win


def _point(view, item, local: QPointF | None = None) -> QPoint:
    return view.mapFromScene(
        item.mapToScene(local if local is not None else item.boundingRect().center())
    )


class Lan:
    def __init__(self, qtbot, port: int, judge: NetClient):
        self.qtbot, self.port, self.judge = qtbot, port, judge
        self.windows: dict[int, MainWindow] = {}

    def scene(self, seat: int):
        return self.windows[seat].table.table_scene()

    def act(self, do) -> None:
        """Do a GUI action, wait until the host applied it and every window shows it, then
        compare every window with the host's views."""
        before = self.judge.view.state_id
        do()
        self.qtbot.waitUntil(lambda: self.judge.view.state_id > before, timeout=5000)
        self.check()

    def check(self) -> None:
        sid = self.judge.view.state_id
        self.qtbot.waitUntil(
            lambda: all(w.controller.view.state_id == sid for w in self.windows.values()),
            timeout=5000,
        )
        views = dump(self.qtbot, self.judge).views
        for seat, win in self.windows.items():
            assert win.controller.seat == seat
            assert win.controller.view == views[str(seat)], seat
            self.assert_no_foreign_hand(seat)

    def assert_no_foreign_hand(self, seat: int) -> None:
        view = self.windows[seat].controller.view
        scene = self.scene(seat)
        for other in range(4):
            if other == seat:
                continue
            hand = f"s{other}.hand"
            assert all(c.id is None and c.catalog is None for c in view.zones[hand].cards)
            items = [i for i in scene.card_items.values() if i.zone_id == hand]
            assert len(items) == len(view.zones[hand].cards)
            assert all(i.card_id is None and i.face is None and not i.shows_face() for i in items)

    # -- the table's mouse and keyboard paths -----------------------------------------------

    def draw(self, seat: int) -> None:
        view, deck = self.windows[seat].table, self.scene(seat).zone_items[f"s{seat}.library"]
        QTest.mouseClick(
            view.viewport(),
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
            _point(view, deck, deck.card_rect().center()),
        )

    def play_from_hand(self, seat: int, x: float) -> int:
        view, scene = self.windows[seat].table, self.scene(seat)
        hand = sorted(
            (i for i in scene.card_items.values() if i.zone_id == f"s{seat}.hand"),
            key=lambda i: i.index,
        )
        card, ready = hand[0], scene.zone_items[f"s{seat}.ready"]
        start, end = _point(view, card), _point(view, ready, QPointF(x, 60))
        vp = view.viewport()
        QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
        for i in range(1, 7):
            QTest.mouseMove(vp, start + (end - start) * i / 6)
        QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
        return card.card_id

    def lock(self, seat: int, cid: int) -> None:
        view = self.windows[seat].table
        item = next(i for i in self.scene(seat).card_items.values() if i.card_id == cid)
        QTest.mouseDClick(
            view.viewport(),
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
            _point(view, item),
        )

    def pool_plus(self, seat: int) -> None:
        view, counter = self.windows[seat].table, self.scene(seat).counter_items[(seat, "pool")]
        QTest.mouseClick(
            view.viewport(),
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
            _point(view, counter, counter.plus_rect().center()),
        )

    def end_turn(self, seat: int) -> None:
        line = self.windows[seat].console.line  # the console's command line: type, Enter
        QTest.keyClicks(line, "end")
        popup = line.completer.popup()
        if popup.isVisible():  # the first Enter takes the completion, as for a player
            QTest.keyClick(popup, Qt.Key.Key_Return)
        QTest.keyClick(line, Qt.Key.Key_Return)


def _join_with_the_dialogs(qtbot, win: MainWindow, port: int) -> None:
    """Seat 0 joins by typing into the join dialog and clicking in the seat dialog."""
    tokens = SeatTokens()
    join = JoinDialog(win, discover=False, tokens=tokens)
    qtbot.addWidget(join)
    join.show()
    join.name.clear()
    QTest.keyClicks(join.name, NAMES[0])
    QTest.keyClicks(join.address, "127.0.0.1")
    join.port.setValue(port)
    ok = join.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    QTest.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert join.result() == QDialog.DialogCode.Accepted
    client = open_client(join.address.text(), join.port.value(), join.name.text(), tokens=tokens)
    seats = SeatDialog(client, win)
    qtbot.addWidget(seats)
    seats.show()
    qtbot.waitUntil(lambda: seats.seats.count() == 4 and seats.take.isEnabled(), timeout=10000)
    assert not seats.rejoin.isVisible()  # nothing remembered yet
    first = seats.seats.item(0)
    QTest.mouseClick(
        seats.seats.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        seats.seats.visualItemRect(first).center(),
    )
    QTest.mouseClick(seats.take, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: seats.result() == QDialog.DialogCode.Accepted, timeout=5000)
    play_remote(win, client)
    # the title names the LAN game, not a save this window opened before
    qtbot.waitUntil(lambda: "LAN game" in win.windowTitle(), timeout=5000)


@pytest.mark.slow
def test_four_windows_play_vtes_and_one_rejoins_after_a_crash(qtbot, tmp_path):
    port = _free_port()
    proc, port = start_host(
        tmp_path, "--game", "vtes", "--seats", "4", "--seed", "21", "--port", str(port)
    )
    judge = NetClient("judge")
    judge.connect_to("127.0.0.1", port, spectate=True)
    lan = Lan(qtbot, port, judge)
    try:
        qtbot.waitUntil(lambda: judge.view is not None, timeout=10000)
        lan.windows[0] = _window(qtbot, 0)
        _join_with_the_dialogs(qtbot, lan.windows[0], port)
        for seat in (1, 2, 3):
            win = lan.windows[seat] = _window(qtbot, seat)
            client = open_client("127.0.0.1", port, NAMES[seat], seat=seat, tokens=SeatTokens())
            qtbot.waitUntil(lambda c=client: c.view is not None, timeout=10000)
            play_remote(win, client)
        qtbot.waitUntil(lambda: judge.lobby is not None and judge.lobby.started, timeout=5000)
        lan.check()

        for _turn in range(4):
            seat = judge.view.turn.active
            lan.act(lambda seat=seat: lan.draw(seat))
            before = judge.view.state_id
            cid = lan.play_from_hand(seat, 80.0)
            qtbot.waitUntil(lambda before=before: judge.view.state_id > before, timeout=5000)
            lan.check()
            assert any(c.id == cid for c in judge.view.zones[f"s{seat}.ready"].cards)
            lan.act(lambda seat=seat, cid=cid: lan.lock(seat, cid))
            assert next(c for c in judge.view.zones[f"s{seat}.ready"].cards if c.id == cid).locked
            lan.act(lambda seat=seat: lan.pool_plus(seat))
            lan.act(lambda seat=seat: lan.end_turn(seat))
            assert judge.view.turn.active != seat

        # Carla's program dies: no goodbye, the socket just goes.
        crashed = lan.windows.pop(2)
        old_view = crashed.controller.view
        crashed.controller.client._drop_socket()  # noqa: SLF001 - a crash sends nothing
        crashed.controller.client._retry.stop()  # noqa: SLF001
        crashed.discard_changes()
        crashed.close()
        qtbot.waitUntil(lambda: judge.lobby.seats[2].state == "disconnected", timeout=25000)
        lan.check()

        # She starts the program again: the seat dialog offers her seat back.
        assert SeatTokens().get("127.0.0.1", port, "vtes", "Carla").seat == 2
        win = lan.windows[2] = _window(qtbot, 2)
        client = open_client("127.0.0.1", port, NAMES[2], tokens=SeatTokens())
        seats = SeatDialog(client, win)
        qtbot.addWidget(seats)
        seats.show()
        qtbot.waitUntil(lambda: seats.rejoin.isVisible(), timeout=10000)
        assert seats.rejoin.text() == "Rejoin as Carla (seat 3)"
        QTest.mouseClick(seats.rejoin, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: seats.result() == QDialog.DialogCode.Accepted, timeout=5000)
        play_remote(win, client)
        assert client.view == old_view
        qtbot.waitUntil(lambda: judge.lobby.seats[2].state == "connected", timeout=5000)
        lan.check()
        seat = judge.view.turn.active
        lan.act(lambda seat=seat: lan.draw(seat))

        shots = os.environ.get("VTT_SCREENSHOT_DIR")
        for seat, w in lan.windows.items():
            w.table.fit_table()
            qtbot.wait(50)
            image = w.grab()
            assert image.width() == 1920
            if shots:
                image.save(str(Path(shots) / f"lan-seat-{seat + 1}.png"))
    finally:
        for w in lan.windows.values():
            ctl = w.controller
            if hasattr(ctl, "leave"):
                ctl.leave()
            w.discard_changes()
        judge.leave()
        stop_host(proc)
