"""A real ``vtt serve`` host process and four clients over loopback play a scripted game;
after every command each client's mirror must equal the host's ``view_for`` of its seat
(the host is asked through its test-only dump, enabled by ``--test-dump``)."""

from __future__ import annotations

import subprocess
import sys
import threading

import pytest

from vtt.net.client import NetClient

from .net_script import step

ROUNDS = 3


def _game_available(game: str) -> bool:
    try:
        from vtt.games import get_game

        get_game(game)
    except Exception:  # noqa: BLE001 - a module still being written counts as absent
        return False
    return True


def start_host(tmp_path, *extra: str) -> tuple[subprocess.Popen, int]:
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "vtt",
            "serve",
            "--port",
            "0",
            "--bind",
            "127.0.0.1",
            "--no-mdns",
            "--test-dump",
            "--autosave-dir",
            str(tmp_path),
            *extra,
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    line: list[str] = []
    reader = threading.Thread(target=lambda: line.append(proc.stdout.readline()), daemon=True)
    reader.start()
    reader.join(60)
    if not line or "listening on port" not in line[0]:
        proc.kill()
        pytest.fail(f"host did not start: {line} {proc.stderr.read()}")
    return proc, int(line[0].rsplit(" ", 1)[1])


def stop_host(proc: subprocess.Popen) -> None:
    proc.terminate()
    try:
        proc.wait(15)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait(5)


def dump(qtbot, judge: NetClient):
    got = []
    judge.dumped.connect(got.append)
    judge.request_dump()
    qtbot.waitUntil(lambda: bool(got), timeout=5000)
    judge.dumped.disconnect(got.append)
    return got[0]


@pytest.mark.parametrize("game", ["free", "vtes"])
@pytest.mark.slow
def test_scripted_game_over_loopback(qtbot, tmp_path, game):
    if not _game_available(game):
        pytest.skip(f"the {game} module is not available yet")
    proc, port = start_host(tmp_path, "--game", game, "--seats", "4", "--seed", "11")
    clients = []
    try:
        players = [NetClient(f"p{i}") for i in range(4)]
        for i, c in enumerate(players):
            c.connect_to("127.0.0.1", port, seat=i)
        judge = NetClient("judge")
        judge.connect_to("127.0.0.1", port, spectate=True)
        clients = players + [judge]
        qtbot.waitUntil(lambda: all(c.view is not None for c in clients), timeout=10000)
        qtbot.waitUntil(lambda: all(c.lobby and c.lobby.started for c in clients), timeout=5000)
        accepted = 0
        rounds = ROUNDS if game == "free" else 1  # the VTES table is larger: keep it quick
        for k in range(rounds * 12):
            for seat, c in enumerate(players):
                before = c.view.state_id
                refusals = []
                c.rejected.connect(refusals.append)
                c.send_command(step(k, c.view, seat))
                qtbot.waitUntil(
                    lambda c=c, b=before, r=refusals: c.view.state_id > b or bool(r), timeout=5000
                )
                c.rejected.disconnect(refusals.append)
                sid = c.view.state_id
                accepted += not refusals
                qtbot.waitUntil(
                    lambda sid=sid: all(x.view.state_id == sid for x in clients), timeout=5000
                )
                views = dump(qtbot, judge).views
                for x in clients:
                    assert x.view == views[str(x.seat)], (k, x.name)
        assert accepted > rounds * 12 * 4 // 2
        assert all(c.resyncs == 0 for c in clients)
    finally:
        for c in clients:
            c.leave()
        stop_host(proc)
