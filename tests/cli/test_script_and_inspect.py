"""The headless entry points: ``vtt script`` and ``vtt inspect``."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from vtt.cli import main
from vtt.core.saves import read_save

DATA = Path(__file__).resolve().parents[1] / "data"


def run(args, capsys):
    code = main(args)
    return code, capsys.readouterr()


def test_script_runs_and_inspect_shows_each_seat_only_its_own(tmp_path, capsys):
    save = tmp_path / "out.vttsave"
    code, out = run(["script", str(DATA / "free-4seat.jsonl"), "--save", str(save)], capsys)
    assert code == 0
    lines = [json.loads(line) for line in out.out.splitlines()]
    results = [line for line in lines if "line" in line]
    finals = [line["final_view"] for line in lines if "final_view" in line]
    assert len(finals) == 4
    refused = [r for r in results if not r["ok"]]
    assert len(refused) == 1 and "belongs to another player" in refused[0]["reason"]

    code, out = run(["inspect", str(save), "--seat", "2"], capsys)
    assert code == 0
    view = json.loads(out.out)
    assert view["seat"] == 2
    own = view["zones"]["s2.hand"]["cards"]
    assert own and all(c.get("catalog") for c in own)
    for seat in (0, 1, 3):
        other = view["zones"][f"s{seat}.hand"]["cards"]
        assert other and all("catalog" not in c and "id" not in c for c in other)
        deck = view["zones"][f"s{seat}.deck"]["cards"]
        assert all("catalog" not in c for c in deck)
    assert "rng" not in out.out and '"seed"' not in out.out


def test_inspect_public_and_omniscient(tmp_path, capsys):
    save = tmp_path / "out.vttsave"
    run(["script", str(DATA / "free-4seat.jsonl"), "--save", str(save)], capsys)
    _, out = run(["inspect", str(save), "--public"], capsys)
    public = json.loads(out.out)
    assert all("catalog" not in c for c in public["zones"]["s0.hand"]["cards"])
    _, out = run(["inspect", str(save), "--omniscient"], capsys)
    judge = json.loads(out.out)
    assert all("catalog" in c for c in judge["zones"]["s1.hand"]["cards"])


def test_bad_inputs_exit_cleanly(tmp_path, capsys):
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"game": "nope", "seats": []}\n')
    code, out = run(["script", str(bad)], capsys)
    assert code == 2 and "does not describe a game" in out.err
    broken = tmp_path / "broken.vttsave"
    broken.write_text("{")
    code, out = run(["inspect", str(broken)], capsys)
    assert code == 2 and "damaged" in out.err
    script = tmp_path / "s.jsonl"
    script.write_text('{"game": "free", "seats": [{"name": "A"}, {"name": "B"}]}\n{"type": 3}\n')
    code, out = run(["script", str(script), "--strict"], capsys)
    assert code == 1 and "not a command" in out.out


def test_python_dash_m_vtt_runs_headless():
    out = subprocess.run(
        [sys.executable, "-m", "vtt", "--version"], capture_output=True, text=True, check=True
    )
    assert out.stdout.startswith("vtt ")


# -- bad input and closed outputs end with a message and an exit code, never a traceback -----


def _vtt(*args, **kw):
    return subprocess.run(
        [sys.executable, "-m", "vtt", *args], capture_output=True, text=True, timeout=120, **kw
    )


def test_a_save_that_cannot_be_written_is_a_clear_error(tmp_path, capsys):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    code, out = run(
        ["script", str(DATA / "free-4seat.jsonl"), "--save", str(blocker / "g.vttsave")], capsys
    )
    assert code == 2
    assert out.err.startswith("vtt script: cannot write ") and out.err.count("\n") == 1


def test_a_closed_pipe_still_saves_the_game(tmp_path):
    script = tmp_path / "long.jsonl"
    lines = (DATA / "free-4seat.jsonl").read_text(encoding="utf-8").splitlines()
    # far more output than a pipe holds, so the writer meets the closed pipe
    lines += ['{"type": "say", "seat": 0, "text": "%s"}' % ("x" * 200)] * 3000
    lines.append('{"type": "draw", "seat": 1, "n": 1}')  # the last line still plays
    script.write_text("\n".join(lines), encoding="utf-8")
    save = tmp_path / "piped.vttsave"
    cmd = f'"{sys.executable}" -m vtt script "{script}" --save "{save}" | head -1'
    done = subprocess.run(
        ["bash", "-o", "pipefail", "-c", cmd], capture_output=True, text=True, timeout=120
    )
    assert "Traceback" not in done.stderr and done.stderr == "", done.stderr
    assert done.returncode == 0
    assert done.stdout.count("\n") == 1
    loaded = read_save(save)
    commands = sum(1 for line in lines[1:] if line.startswith("{"))
    assert len(loaded.commands) == commands - 1  # all of them but the one the table refuses


@pytest.mark.parametrize(
    "content, words",
    [
        (b'{"game": "free", "seats": [{"name": "A\xff"}], "seed": 1}\n', "UTF-8"),
        (b'{"game": "free", "seats": [{"name": "A"}], "seed": 184467440737095516160}\n', "large"),
        (b'{"game": "nope", "seats": [{"name": "A"}], "seed": 1}\n', "no game"),
        (b'{"game": "free", "seats": [' * 3000 + b"\n", "deep"),
    ],
)
def test_a_bad_script_is_one_line_of_error(tmp_path, capsys, content, words):
    script = tmp_path / "bad.jsonl"
    script.write_bytes(content)
    code, out = run(["script", str(script)], capsys)
    assert code == 2 and out.err.count("\n") == 1 and words in out.err, out.err


def test_inspect_refuses_a_fifo(tmp_path, capsys):
    fifo = tmp_path / "x.vttsave"
    os.mkfifo(fifo)
    code, out = run(["inspect", str(fifo)], capsys)
    assert code == 2 and "not a regular file" in out.err
