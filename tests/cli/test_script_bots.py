"""``vtt script`` with computer players: the bots move through the one driver between the
scripted commands, every line says whose decision is pending, and a finished game ends with
its score sheet row by row."""

import json
from pathlib import Path

import msgspec

from vtt.cli import main
from vtt.core import commands as C
from vtt.core.bots import play_bots
from vtt.core.module import GameSpec, SeatSpec
from vtt.core.saves import read_save, session_from_save
from vtt.core.session import Session
from vtt.games import get_game
from vtt.games.g1347.bots import bot_command

DATA = Path(__file__).resolve().parents[1] / "data"
NAMES = ("Ana", "Bruno", "Carla", "Dario")


def person_script(path: Path, spec: GameSpec, before=(), stop=None) -> list[str]:
    """Write a script whose lines are only seat 0's moves (chosen by the heuristic bot for
    it) in a game where the seats given to bots play through the driver after each one;
    ``before`` are commands given first, ``stop`` a number of moves after which to stop."""
    module = get_game(spec.game)
    session = Session(module.new_state(spec), module, spec)
    lines = [msgspec.json.encode(spec).decode()]
    for cmd in before:
        assert session.submit(cmd).ok
        lines.append(msgspec.json.encode(cmd).decode())
    play_bots(session)
    while module.final_scores(session.state) is None and len(lines) != stop:
        cmd = bot_command(session.state, 0, "heuristic", module)
        assert cmd is not None and session.submit(cmd).ok
        lines.append(msgspec.json.encode(cmd).decode())
        play_bots(session)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return lines


def spec_1347(bots: int, seed: int = 7) -> GameSpec:
    seats = [
        SeatSpec(name=n, bot="heuristic" if i >= 4 - bots else "") for i, n in enumerate(NAMES)
    ]
    return GameSpec(game="1347", seats=seats, seed=seed, rules=True)


def run_script(path: Path, capsys, *extra: str) -> tuple[int, list[dict]]:
    code = main(["script", str(path), *extra])
    out = capsys.readouterr()
    assert out.err == "", out.err
    return code, [json.loads(line) for line in out.out.splitlines()]


def test_three_bot_seats_play_a_1347_game_to_the_end(tmp_path, capsys):
    script, save = tmp_path / "g.jsonl", tmp_path / "g.vttsave"
    lines = person_script(script, spec_1347(bots=3))
    code, out = run_script(script, capsys, "--save", str(save), "--strict")
    assert code == 0
    results = [line for line in out if "ok" in line]
    assert all(r["ok"] for r in results), [r for r in results if not r["ok"]]
    scripted = [r for r in results if "bot" not in r]
    by_bots = [r for r in results if "bot" in r]
    assert len(scripted) == len(lines) - 1  # one line per person's command
    assert {r["seat"] for r in by_bots} == {1, 2, 3}
    assert all(r["bot"] == "heuristic" and r["command"]["seat"] == r["seat"] for r in by_bots)
    assert by_bots[0]["line"] == 1  # the bots answer the first supply before the person
    # the game was played to its end: the saved game has a score sheet
    loaded = session_from_save(read_save(save), get_game("1347"))
    sheet = loaded.module.final_scores(loaded.state)
    assert sheet is not None
    assert len(loaded.commands) == len(results)


def test_the_score_sheet_of_a_finished_game_is_printed_row_by_row(tmp_path, capsys):
    script, save = tmp_path / "g.jsonl", tmp_path / "g.vttsave"
    person_script(script, spec_1347(bots=3, seed=11))
    _, out = run_script(script, capsys, "--save", str(save))
    loaded = session_from_save(read_save(save), get_game("1347"))
    sheet = loaded.module.final_scores(loaded.state)
    start = next(i for i, line in enumerate(out) if "score_sheet" in line)
    assert out[start]["score_sheet"] == [f"{n} (seat {i})" for i, n in enumerate(NAMES)]
    rows = out[start + 1 : start + 1 + len(sheet.rows)]
    assert [r["score"] for r in rows] == [row.label.english() for row in sheet.rows]
    assert [r["values"] for r in rows] == [list(row.values) for row in sheet.rows]
    assert any(r.get("counted") is False for r in rows)  # the rats decide without counting
    assert out[start + 1 + len(sheet.rows)] == {"totals": list(sheet.totals)}
    winners = out[start + 2 + len(sheet.rows)]["winners"]
    assert winners == [f"{NAMES[w]} (seat {w})" for w in sheet.winners] and winners
    assert "final_view" in out[start - 1]  # after the views, at the very end


def test_an_unfinished_game_prints_no_score_sheet(tmp_path, capsys):
    script = tmp_path / "g.jsonl"
    person_script(script, spec_1347(bots=3), stop=4)
    _, out = run_script(script, capsys)
    assert not any("score_sheet" in line or "totals" in line for line in out)


def test_every_line_says_whose_decision_is_pending(tmp_path, capsys):
    script = tmp_path / "g.jsonl"
    person_script(script, spec_1347(bots=3), stop=12)
    _, out = run_script(script, capsys)
    results = [line for line in out if "ok" in line]
    assert all("decision" in r for r in results)
    # after the bots' moves of each group, the person is the one left to decide
    groups: dict[int, dict] = {}
    for r in results:
        groups[r["line"]] = r
    for last in groups.values():
        assert last["decision"].startswith("Ana (seat 0) - "), last["decision"]
    bot_waits = [r for r in results if "bot" not in r and not r["decision"].startswith("Ana")]
    assert bot_waits  # a scripted move that hands the decision to a bot says so


def test_vtes_decisions_name_the_seat_and_the_step(capsys):
    _, out = run_script(DATA / "vtes-rules-first-turns.jsonl", capsys)
    decisions = [line["decision"] for line in out if "decision" in line]
    assert (
        "Bruno (seat 1) - Unlock phase: take the Edge's pool, or go on to the master phase."
        in decisions
    )
    assert any(d.endswith(" - Attempt to block the action, or decline.") for d in decisions)


def test_rules_off_lines_have_no_decision(capsys):
    _, out = run_script(DATA / "free-4seat.jsonl", capsys)
    assert not any("decision" in line for line in out)
    assert not any("score_sheet" in line for line in out)


def test_set_bot_in_the_middle_of_a_script_hands_the_seat_to_the_computer(tmp_path, capsys):
    spec = spec_1347(bots=0, seed=3)
    spec.seats = spec.seats[:2]
    module = get_game("1347")
    session = Session(module.new_state(spec), module, spec)
    # three rounds of supply and more played by hand for both seats
    lines = [msgspec.json.encode(spec).decode()]
    for _ in range(6):
        seat = module.deciders(session.state)[0]
        cmd = bot_command(session.state, seat, "heuristic", module)
        assert session.submit(cmd).ok
        lines.append(msgspec.json.encode(cmd).decode())
    handover = C.SetBot(seat=0, host=True, target=1, level="random")
    lines.append(msgspec.json.encode(handover).decode())
    script = tmp_path / "g.jsonl"
    script.write_text("\n".join(lines) + "\n", encoding="utf-8")
    _, out = run_script(script, capsys)
    results = [line for line in out if "ok" in line]
    assert all(r["ok"] for r in results), [r for r in results if not r["ok"]]
    handed = len(lines)  # the set_bot command's line number
    assert not any("bot" in r for r in results if r["line"] < handed)
    by_bot = [r for r in results if "bot" in r]
    assert by_bot and all(r["line"] == handed and r["seat"] == 1 for r in by_bot)
    assert all(r["bot"] == "random" for r in by_bot)
    # the bot played its seat until the person (seat 0) must decide
    assert results[-1]["decision"].startswith("Ana (seat 0) - ")
