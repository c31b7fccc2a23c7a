"""Core speed: table commands per second, save/load of a long 5-seat game, view_for.

Run: ``PYENV_VERSION=3.12.1 python3 bench/core_commands.py``.  Prints figures; asserts
nothing.  Targets (issue "The game core"): >= 20,000 commands/s; save and load of a 5-seat
game with a 2,000-command log <= 100 ms each; ``view_for`` <= 1 ms.
"""

from __future__ import annotations

import statistics
import tempfile
import time
from pathlib import Path

from vtt.core import commands as C
from vtt.core import saves
from vtt.core.module import GameSpec, SeatSpec
from vtt.core.session import Session
from vtt.core.views import view_for
from vtt.games import get_game

SEATS = 5


def new_session(seed: int = 1) -> Session:
    module = get_game("free")
    spec = GameSpec(game="free", seats=[SeatSpec(name=f"P{i}") for i in range(SEATS)], seed=seed)
    return Session(module.new_state(spec), module, spec)


def table_commands(session: Session, n: int) -> list[C.Command]:
    """A realistic mix: play cards, lock/unlock them, counters, draws, moves back and forth."""
    cmds: list[C.Command] = []
    state = session.state
    played: dict[int, list[int]] = {s: [] for s in range(SEATS)}
    i = 0
    while len(cmds) < n:
        seat = i % SEATS
        i += 1
        hand = state.zones[f"s{seat}.hand"].cards
        if len(hand) < 3:
            cmd: C.Command = C.Draw(seat=seat, n=2)
        elif len(played[seat]) < 8:
            cmd = C.Move(seat=seat, card=hand[0], to=f"s{seat}.play", x=70.0 * len(played[seat]))
        else:
            card = played[seat][i % len(played[seat])]
            kind = i % 4
            cmd = (
                (C.Lock if not state.cards[card].locked else C.Unlock)(seat=seat, card=card)
                if kind < 2
                else C.Counter(seat=seat, card=card, kind="blood", delta=1)
                if kind == 2
                else C.Move(seat=seat, card=card, to=f"s{seat}.play", x=float(i % 500))
            )
        result = session.submit(cmd)
        assert result.ok, (cmd, result.reason)
        if (
            isinstance(cmd, C.Move)
            and cmd.card in state.cards
            and state.cards[cmd.card].zone.endswith(".play")
            and cmd.card not in played[seat]
        ):
            played[seat].append(cmd.card)
        cmds.append(cmd)
    return cmds


def main() -> None:
    # commands per second (the commands are generated while played; replay them for timing)
    source = new_session()
    cmds = table_commands(source, 20_000)
    rates = []
    for _ in range(3):
        s = new_session()
        t0 = time.perf_counter()
        for cmd in cmds:
            s.submit(cmd)
        rates.append(len(cmds) / (time.perf_counter() - t0))
    print(
        f"table commands applied: {statistics.median(rates):,.0f}/s "
        f"(median of 3 runs of {len(cmds):,} commands, 5 seats)"
    )

    # save / load of a 5-seat game with a 2,000-command log
    game = new_session(seed=2)
    table_commands(game, 2_000)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "long.vttsave"
        save_t, load_t = [], []
        for _ in range(5):
            t0 = time.perf_counter()
            saves.save_game(path, game)
            save_t.append(time.perf_counter() - t0)
            t0 = time.perf_counter()
            saves.session_from_save(saves.read_save(path), game.module)
            load_t.append(time.perf_counter() - t0)
        size = path.stat().st_size
    print(
        f"save of a 5-seat game, 2,000 commands: {statistics.median(save_t) * 1000:.1f} ms "
        f"(file {size / 1024:.0f} KiB)"
    )
    print(f"load of the same save: {statistics.median(load_t) * 1000:.1f} ms")

    times = []
    for seat in list(range(SEATS)) * 200:
        t0 = time.perf_counter()
        view_for(game.state, seat, game.module)
        times.append(time.perf_counter() - t0)
    times.sort()
    print(
        f"view_for on it: median {statistics.median(times) * 1000:.3f} ms, "
        f"p95 {times[int(len(times) * 0.95)] * 1000:.3f} ms "
        f"({len(game.state.cards)} cards)"
    )


if __name__ == "__main__":
    main()
