"""Saves to watch: a scripted game of each game (not over) and finished games between bots."""

from pathlib import Path

import pytest

from vtt.cli.script import run_lines
from vtt.core.module import GameSpec, SeatSpec
from vtt.core.saves import save_game
from vtt.core.session import Session

DATA = Path(__file__).parent.parent.parent / "data"
SCRIPTS = {
    "free": "free-4seat.jsonl",
    "vtes": "vtes-rules-first-turns.jsonl",
    "1347": "g1347-short-game.jsonl",
}


def scripted_session(game: str) -> Session:
    session, results = run_lines((DATA / SCRIPTS[game]).read_text("utf-8").splitlines())
    list(results)
    return session


def finished_vtes(seats: int = 3, seed: int = 4) -> Session:
    from vtt.games.vtes.rules.bots import new_bot_game, play_out

    session = new_bot_game(seed, seats=seats, rounds=2)
    play_out(session)
    return session


def finished_1347(players: int = 4, seed: int = 1) -> Session:
    from vtt.core.bots import play_bots
    from vtt.games import get_game

    module = get_game("1347")
    spec = GameSpec(
        game="1347",
        seats=[SeatSpec(name=n, bot="heuristic") for n in ("Ana", "Bruno", "Carla", "Dario")][
            :players
        ],
        seed=seed,
        rules=True,
        options={"buildings": "first"},
    )
    session = Session(module.new_state(spec), module, spec)
    play_bots(session)
    assert module.final_scores(session.state) is not None
    return session


@pytest.fixture(scope="session")
def saves(tmp_path_factory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("replays")
    out = {}
    for game in SCRIPTS:
        out[game] = folder / f"{game}.vttsave"
        save_game(out[game], scripted_session(game))
    out["vtes-over"] = folder / "vtes-over.vttsave"
    save_game(out["vtes-over"], finished_vtes())
    return out
