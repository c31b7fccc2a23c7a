"""The first two rounds of a rules game through ``vtt script``
(tests/data/vtes-rules-first-turns.jsonl): first-round transfer budgets, the discard
phase action, phase refusals, bringing vampires into play, a bleed with the impulse going
round, the Edge, and a locked minion."""

import json
from pathlib import Path

from vtt.cli import main

SCRIPT = Path(__file__).resolve().parents[3] / "data" / "vtes-rules-first-turns.jsonl"


def test_scripted_first_rounds(db, capsysbinary):
    assert main(["script", str(SCRIPT)]) == 0
    lines = [json.loads(line) for line in capsysbinary.readouterr().out.splitlines()]
    refused = {r["line"]: r["reason"] for r in lines if "line" in r and not r["ok"]}
    assert refused == {
        10: "Only 0 transfers left this turn; that needs 1.",
        13: "No discard phase action left this turn.",
        17: "That is done in the influence phase.",
        53: "Rosalina Cortez is locked.",
    }
    views = {v["final_view"]["seat"]: v["final_view"] for v in lines if "final_view" in v}
    view = views[1]
    assert [s["counters"]["pool"] for s in view["seats"]] == [25, 28, 30, 27]
    assert view["tokens"]["edge"]["holder"] == 3
    assert view["turn"] == {"number": 8, "active": 3, "phase": "Minion"}
    assert view["decision"]["seats"] == [3]
    ready = view["zones"]["s0.ready"]["cards"]
    assert [c["catalog"] for c in ready] and ready[0]["counters"] == {"blood": 4}
    assert len(views[0]["zones"]["s0.hand"]["cards"]) == 7
