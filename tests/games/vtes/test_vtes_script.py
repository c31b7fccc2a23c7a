"""A scripted 4-seat game with the Fifth Edition starters through ``vtt script``: draw,
transfers, move to ready, refill, lock, a bleed by hand, the Edge, burn and ousting."""

import json
from pathlib import Path

from vtt.cli import main

SCRIPT = Path(__file__).resolve().parents[2] / "data" / "vtes-4seat-starters.jsonl"


def test_scripted_starters_game(db, capsysbinary):
    assert main(["script", str(SCRIPT)]) == 0
    lines = [json.loads(line) for line in capsysbinary.readouterr().out.splitlines()]
    results = [r for r in lines if "line" in r]
    views = {v["final_view"]["seat"]: v["final_view"] for v in lines if "final_view" in v}
    refused = {r["line"]: r["reason"] for r in results if not r["ok"]}
    assert refused == {
        10: "That card is not yours to handle.",
        21: "A Methuselah is ousted only when their pool is 0; this one has 30.",
    }
    assert len(results) == 17 and sorted(views) == [0, 1, 2, 3]
    seats = views[0]["seats"]
    assert [s["counters"].get("pool", 0) for s in seats] == [20, 28, 36, 0]
    assert [s["counters"].get("vp", 0) for s in seats] == [0, 0, 1, 0]
    assert [s.get("out", False) for s in seats] == [False, False, False, True]
    assert views[0]["tokens"]["edge"]["holder"] == 0
    # Carla ends her turn: Dario is ousted, so it passes to Ana
    assert views[0]["turn"]["active"] == 0 and views[0]["seating"] == [0, 1, 2, 3]
    zones = views[1]["zones"]
    heap = zones["s0.ash_heap"]["cards"]
    assert len(heap) == 1 and heap[0]["catalog"] and heap[0].get("counters", {}) == {}
    assert len(zones["s0.ready"]["cards"]) == 1
    assert len(views[0]["zones"]["s0.hand"]["cards"]) == 8  # 7 + 1 drawn, the play refilled
    assert all("catalog" not in c for c in zones["s0.hand"]["cards"])
    assert all("catalog" not in c for c in zones["s0.uncontrolled"]["cards"])
    assert all("catalog" in c for c in views[0]["zones"]["s0.uncontrolled"]["cards"])
    assert len(zones["s0.uncontrolled"]["cards"]) == 3


def test_saved_game_replays_identically(db, module, tmp_path, capsysbinary):
    from vtt.cli.script import run_lines
    from vtt.core.model import encode_state
    from vtt.core.saves import read_save, session_from_save
    from vtt.core.session import Session

    session, results = run_lines(SCRIPT.read_text(encoding="utf-8").splitlines())
    assert sum(not r["ok"] for r in results) == 2
    assert isinstance(session, Session)
    path = tmp_path / "game.vttsave"
    assert main(["script", str(SCRIPT), "--save", str(path)]) == 0
    loaded = session_from_save(read_save(path), module)
    assert encode_state(loaded.state) == encode_state(session.state)
