"""Bot seats on a LAN table: the host plays them, every mirror stays exact; seats take the
claiming player's name; a window made after seating shows the host's log lines."""

from __future__ import annotations

import msgspec
import pytest
from PySide6.QtWidgets import QInputDialog

from vtt.core.module import GameSpec, SeatSpec
from vtt.core.session import Session
from vtt.core.views import View, view_for
from vtt.games import get_game
from vtt.games.g1347.bots import bot_command
from vtt.net import protocol as P
from vtt.net.serve import parse_bots
from vtt.ui.bots import level_name
from vtt.ui.net.dialogs import LobbyWindow
from vtt.ui.net.remote_controller import RemoteController
from vtt.ui.panels.log_panel import LogPanel


def game_1347(seats: int = 4, rules: bool = True, seed: int = 11) -> Session:
    """A game as ``vtt serve`` makes it: seats without names ("Player N")."""
    module = get_game("1347")
    spec = GameSpec(
        game="1347", seats=[SeatSpec(name="") for _ in range(seats)], seed=seed, rules=rules
    )
    return Session(module.new_state(spec), module, spec)


def _waiting_for(state, seat: int) -> bool:
    decision = get_game("1347").decision(state)
    return decision is not None and seat in decision.seats


def test_one_person_and_three_bots_play_round_one_with_exact_mirrors(table, qtbot):
    session = game_1347()
    t = table(session, bot_delay_ms=0)
    for seat, level in parse_bots("2:random,3:heuristic,4:random"):
        assert t.host.set_bot(seat, level) is None
    assert not t.host.started
    # state_id -> what seat 0 may see then (encoded: a view shares the state's data)
    host_views = {}
    session.listeners.append(
        lambda _e: host_views.__setitem__(
            session.state.state_id,
            msgspec.msgpack.encode(view_for(session.state, 0, session.module)),
        )
    )
    client = t.client("Ana", seat=0)
    assert t.host.started  # the bots and Ana fill the table
    assert session.state.seats[0].name == "Ana" and client.view.seats[0].name == "Ana"
    assert [s.state for s in client.lobby.seats] == [P.CONNECTED, P.BOT, P.BOT, P.BOT]
    checked = []

    def check(view):
        expected = host_views.get(view.state_id, None)
        if expected is not None:
            assert view == msgspec.msgpack.decode(expected, type=View)
            checked.append(view.state_id)

    client.view_changed.connect(check)
    mine = 0
    while session.state.data["round"] == 1:
        qtbot.waitUntil(
            lambda: (
                client.view.state_id == session.state.state_id
                and t.host.bots.waiting_seat() is None
            ),
            timeout=10000,
        )
        if session.state.data["round"] != 1:
            break
        assert _waiting_for(session.state, 0) and not t.host.bots.stopped
        before = session.state.state_id
        client.send_command(bot_command(session.state, 0, "random", session.module))
        qtbot.waitUntil(lambda before=before: session.state.state_id > before, timeout=5000)
        mine += 1
        assert mine < 200
    t.settle()
    assert client.view == view_for(session.state, 0, session.module)
    bot_moves = [e for e in session.log if e.seat in (1, 2, 3) and e.kind not in ("set_bot",)]
    assert mine > 0 and len(bot_moves) > mine
    assert len(checked) > 3 * mine  # the mirror was compared after the bots' moves too
    assert client.resyncs == 0


def test_set_bot_only_for_free_seats_of_games_with_bots(table):
    t = table(game_1347(), bot_delay_ms=0)
    t.client("Ana", seat=0)
    assert t.host.set_bot(0, "random") is not None  # taken by Ana
    assert t.host.set_bot(1, "genius") is not None  # no such level
    assert t.host.set_bot(9, "random") is not None
    assert t.host.set_bot(1, "random") is None
    assert t.host.seat_state(1) == P.BOT
    assert t.host.set_bot(1, "") is None
    assert t.host.seat_state(1) == P.FREE
    no_rules = table(game_1347(rules=False))
    assert no_rules.host.set_bot(1, "random") is not None
    assert no_rules.host.seat_state(1) == P.FREE


def test_named_seats_keep_their_names(table):
    t = table()  # the free table with Ana, Bruno, ... chosen by the host
    client = t.client("zoe", seat=1)
    assert client.view.seats[1].name == "Bruno"


@pytest.mark.parametrize("text", ["2", "x:random", "2:", "2;random"])
def test_malformed_bots_option(text):
    with pytest.raises(ValueError):
        parse_bots(text)


def test_the_lobby_gives_a_free_seat_to_the_computer(table, qtbot, monkeypatch):
    t = table(game_1347(), bot_delay_ms=0)
    lobby = LobbyWindow(t.host)
    qtbot.addWidget(lobby)
    assert lobby.bot_button.isEnabled()
    lobby.table.selectRow(2)
    monkeypatch.setattr(
        QInputDialog, "getItem", lambda *a, **k: (level_name(t.session.module, "heuristic"), True)
    )
    lobby.bot_button.click()
    assert t.session.state.seats[2].bot == "heuristic"
    assert lobby.table.item(2, 3).text() == "computer"
    assert lobby.table.item(2, 2).text() == level_name(t.session.module, "heuristic")
    free_lobby = LobbyWindow(table().host)
    qtbot.addWidget(free_lobby)
    assert not free_lobby.bot_button.isEnabled()


def test_a_window_made_after_seating_shows_the_hosts_log(table, qtbot):
    session = game_1347()
    t = table(session, bot_delay_ms=0)
    for seat in (1, 2, 3):
        t.host.set_bot(seat, "random")
    client = t.client("Ana", seat=0)
    t.settle()
    assert len(client.history) >= 4  # the set_bot lines, Ana's seat name, the bots' moves
    ctl = RemoteController(client)
    panel = LogPanel(ctl, "en")
    qtbot.addWidget(panel)
    lines = panel.lines()
    assert any("Ana" in line for line in lines)
    assert len(lines) >= len(client.history)


def _serve_args(tmp_path, *extra):
    import argparse

    from vtt.net.serve import add_serve_arguments

    parser = argparse.ArgumentParser()
    add_serve_arguments(parser)
    return parser.parse_args(
        [
            "--game",
            "1347",
            "--port",
            "0",
            "--bind",
            "127.0.0.1",
            "--no-mdns",
            "--autosave-dir",
            str(tmp_path),
            *extra,
        ]
    )


@pytest.mark.parametrize(
    "extra",
    [
        ["--rules", "--bots", "2"],
        ["--bots", "2:random"],
        ["--rules", "--bots", "2:genius"],
        ["--rules", "--bots", "9:random"],
    ],
)
def test_serve_refuses_bad_bots_before_listening(qapp, tmp_path, capsys, extra):
    from vtt.net.serve import run_serve

    assert run_serve(_serve_args(tmp_path, *extra)) == 2
    assert "vtt serve:" in capsys.readouterr().err
