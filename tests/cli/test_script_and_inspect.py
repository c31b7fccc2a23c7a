"""The headless entry points: ``vtt script`` and ``vtt inspect``."""

import json
import subprocess
import sys
from pathlib import Path

from vtt.cli import main

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
