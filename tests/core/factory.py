"""Small builders for core tests: a free-table game with N seats."""

from vtt.core.module import GameSpec, SeatSpec
from vtt.core.session import Session
from vtt.games import get_game

NAMES = ["Ana", "Bruno", "Carla", "Dario", "Elena", "Fabio"]


def free_spec(seats: int = 4, seed: int = 7) -> GameSpec:
    return GameSpec(game="free", seats=[SeatSpec(name=n) for n in NAMES[:seats]], seed=seed)


def free_session(seats: int = 4, seed: int = 7) -> Session:
    module = get_game("free")
    spec = free_spec(seats, seed)
    return Session(module.new_state(spec), module, spec)
