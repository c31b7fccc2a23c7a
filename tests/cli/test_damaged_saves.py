"""A damaged save is refused with one line wherever it is opened from the command line:
``vtt inspect`` and ``vtt serve --load`` (which must not start)."""

import subprocess
import sys
from pathlib import Path

import msgspec
import pytest

from vtt.cli import main
from vtt.cli.script import run_lines
from vtt.core.saves import build_save, encode_save

DATA = Path(__file__).resolve().parents[1] / "data"


@pytest.fixture
def damaged(tmp_path):
    session, results = run_lines((DATA / "free-4seat.jsonl").read_text().splitlines())
    list(results)
    doc = msgspec.json.decode(encode_save(build_save(session)))
    state = doc["snapshots"][-1]["state"]
    state["zones"]["s0.hand"]["cards"].append(424242)  # a card that does not exist
    path = tmp_path / "damaged.vttsave"
    path.write_bytes(msgspec.json.encode(doc))
    return path


def test_inspect_refuses_a_damaged_save(damaged, capsys):
    assert main(["inspect", str(damaged)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("vtt inspect: This save is damaged: ") and err.count("\n") == 1


def test_serve_does_not_start_on_a_damaged_save(damaged):
    done = subprocess.run(
        [sys.executable, "-m", "vtt", "serve", "--load", str(damaged), "--port", "0"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 2
    assert "This save is damaged: " in done.stderr and "Traceback" not in done.stderr
