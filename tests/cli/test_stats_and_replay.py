"""``vtt stats`` (the series headless) and ``vtt replay`` (the app with the replay open)."""

import csv
import io
from pathlib import Path

from vtt.cli import main

DATA = Path(__file__).resolve().parents[1] / "data"


def scripted_save(tmp_path, script: str, capsys) -> Path:
    save = tmp_path / "game.vttsave"
    assert main(["script", str(DATA / script), "--save", str(save)]) == 0
    capsys.readouterr()
    return save


def test_stats_csv_of_a_scripted_game(tmp_path, capsys):
    save = scripted_save(tmp_path, "vtes-4seat-starters.jsonl", capsys)
    assert main(["stats", str(save), "--csv", "--seat", "1"]) == 0
    rows = list(csv.reader(io.StringIO(capsys.readouterr().out)))
    header = rows[0]
    assert header[:3] == ["step", "clock", "Pool: Ana"]
    pool_bruno = header.index("Pool: Bruno")
    assert [r[pool_bruno] for r in rows[1:]] == ["30"] * 7 + ["28"] * 9
    assert "The Edge: Ana" in header


def test_stats_summary_and_eyes(tmp_path, capsys):
    save = scripted_save(tmp_path, "free-4seat.jsonl", capsys)
    assert main(["stats", str(save)]) == 0  # not over, no seat given: the spectators' eyes
    out = capsys.readouterr().out
    assert "Score: Ana: 3" in out and "Cards in hand: Carla: 8" in out


def test_stats_refuses_bad_input(tmp_path, capsys):
    assert main(["stats", str(tmp_path / "missing.vttsave")]) == 2
    assert "cannot be read" in capsys.readouterr().err
    save = scripted_save(tmp_path, "free-4seat.jsonl", capsys)
    assert main(["stats", str(save), "--seat", "7"]) == 2
    assert "no seat 7" in capsys.readouterr().err
    (tmp_path / "bad.vttsave").write_text("[1, 2", encoding="utf-8")
    assert main(["stats", str(tmp_path / "bad.vttsave"), "--csv"]) == 2
    assert "damaged" in capsys.readouterr().err


def test_replay_refuses_a_bad_save_before_any_window(tmp_path, capsys):
    (tmp_path / "bad.vttsave").write_text("{}", encoding="utf-8")
    assert main(["replay", str(tmp_path / "bad.vttsave")]) == 2
    assert "vtt replay:" in capsys.readouterr().err


def test_replay_opens_the_window_over_the_app(tmp_path, capsys, qtbot, monkeypatch):
    from PySide6.QtWidgets import QApplication

    from vtt.cli.replay import run_replay
    from vtt.settings import Settings
    from vtt.ui.main_window import MainWindow
    from vtt.ui.replay.window import ReplayWindow

    save = scripted_save(tmp_path, "free-4seat.jsonl", capsys)
    monkeypatch.setattr("vtt.ui.replay.opening.choose_seat", lambda parent, names: 3)
    opened = []

    def app(args):  # what run_app does, without its event loop
        window = MainWindow(Settings(autosave_minutes=0), "en")
        qtbot.addWidget(window)
        qtbot.waitUntil(
            lambda: any(isinstance(w, ReplayWindow) for w in QApplication.topLevelWidgets())
        )
        opened.extend(w for w in QApplication.topLevelWidgets() if isinstance(w, ReplayWindow))
        return 0

    args = type("Args", (), {"save": str(save)})()
    assert run_replay(args, app) == 0
    assert opened and opened[-1].replay.seat == 3
    for window in opened:
        window.close()
