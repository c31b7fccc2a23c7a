"""The VTES bots: a weighted random choice among the legal commands.

The ``random`` bot weighs each command by its kind (:func:`base_weight`); the ``cards``
bot (:mod:`.card_bot`, "plays to win") by what it does for its seat.

It plays whatever :func:`~.legal.legal_commands` offers, favouring moves that make the game
go on (actions, transfers, blocks, hand strikes) over ending phases early, so random games
reach ousts.  Its randomness comes from the game's seed and the state number, so the same
seed replays the same game and choosing changes nothing in the state.  It reads only its
seat's legal commands and the public counters of its own uncontrolled vampires.
"""

from __future__ import annotations

from collections.abc import Callable

from ....core import commands as C
from ....core.model import State
from ....core.module import GameSpec, SeatSpec
from ....core.rng import Rng, seed_words
from ....core.session import Session
from .. import manual
from ..setup import RANDOM_SEATING
from . import commands as K
from .data import OPT_DEBUG, OPT_MASTER_WINDOW, OPT_TIME_LIMIT
from .legal import legal_commands
from .stages import decider

LEVELS = ("heuristic", "random")
_MASK = (1 << 64) - 1
_WEIGHTS: dict[type, int] = {
    K.EndTurnRules: 0,
    K.NextPhase: 2,
    K.Modify: 1,
    K.Maneuver: 1,
    K.Press: 1,
    K.Discard: 2,
    K.PlayMaster: 3,
    manual.Transfer: 8,
    manual.ToReady: 30,
    K.CryptDraw: 3,
    K.Withdraw: 1,
    K.BurnOption: 2,
    K.UnlockInfernal: 4,
    K.Merge: 10,
    K.Redirect: 1,
    K.MarkRedList: 3,
    K.PlayCard: 2,  # a card first, then the effects it gives
}


#: the steps a played card gives (a bot that paid for a card uses what it gives)
_CARD_STEPS = (K.Modify, K.Redirect, K.Maneuver, K.Press, K.Strike)


def base_weight(cmd: C.Command) -> int:
    """The random bot's weight of a command, by its kind."""
    if isinstance(cmd, _CARD_STEPS) and cmd.card is not None:
        return 12
    if isinstance(cmd, K.Strike):
        return 12 if cmd.kind == K.HAND_STRIKE and not cmd.first else 1
    if isinstance(cmd, K.Act):
        return 10 if cmd.kind == K.BLEED else 4
    if isinstance(cmd, manual.Transfer) and cmd.amount < 0:
        return 1
    if isinstance(cmd, K.Contest):
        return 6 if cmd.pay else 2
    return _WEIGHTS.get(type(cmd), 4)


def _focus_transfers(state, options: list[C.Command], weights: list[int]) -> None:
    """Pour pool into the uncontrolled vampire closest to coming into play."""
    plus = {
        i: c.card for i, c in enumerate(options) if isinstance(c, manual.Transfer) and c.amount > 0
    }
    if len(plus) < 2:
        return
    best = max(plus, key=lambda i: state.cards[plus[i]].counters.get("blood", 0))
    for i in plus:
        weights[i] = 12 if i == best else 0


def bot_move(state: State, seat: int, level: str = "random") -> C.Command | None:
    """The move of the bot ``level`` for ``seat``, or None when it has nothing to decide."""
    if level == "heuristic":
        from .card_bot import card_bot_move

        return card_bot_move(state, seat)
    return weighted_move(state, seat, base_weight)


def weighted_move(state: State, seat: int, weigh: Callable[[C.Command], int]) -> C.Command | None:
    """A random choice among ``seat``'s legal commands, each as likely as its weight (from
    the game's seed and the state number: the same game replays the same moves)."""
    options = legal_commands(state, seat)
    if not options:
        return None
    rng = Rng(seed_words((state.seed * 1_000_003 + state.state_id * 7_919 + seat) & _MASK))
    weights = [weigh(c) for c in options]
    _focus_transfers(state, options, weights)
    pick = rng.below(sum(weights))
    for cmd, w in zip(options, weights, strict=True):
        if pick < w:
            return cmd
        pick -= w
    return options[-1]


def new_bot_game(
    seed: int,
    seats: int = 4,
    rounds: int = 10,
    module=None,
    *,
    debug_invariants: bool = False,
    restore_by_replay: bool = False,
    levels: tuple[str, ...] = (),
) -> Session:
    """A rules-on game of the Fifth Edition starters between random bots, seated at random
    (as every such game was before "as listed" became the default: the pinned games stay),
    with the invariants checked after every command, and the session's fast path, when
    asked; ``levels`` gives the bot of each seat (random where it says nothing)."""
    from ....games import get_game

    module = module or get_game("vtes")
    options: dict[str, int | bool] = {
        OPT_TIME_LIMIT: rounds,
        OPT_MASTER_WINDOW: True,
        RANDOM_SEATING: True,
    }
    if debug_invariants:
        options[OPT_DEBUG] = True
    spec = GameSpec(
        game="vtes",
        seed=seed,
        rules=True,
        options=options,
        seats=[
            SeatSpec(name=f"Bot {i + 1}", bot=levels[i] if i < len(levels) else "random")
            for i in range(seats)
        ],
    )
    return Session(module.new_state(spec), module, spec, restore_by_replay=restore_by_replay)


def play_out(session: Session, max_commands: int = 20_000, check=None) -> int:
    """Let the bots play until the game is over; returns the number of commands.  ``check``
    is called with the state after every command (the tests' invariants)."""
    for n in range(max_commands):
        seat = decider(session.state).seat
        if seat is None:
            return n
        cmd = bot_move(session.state, seat, session.state.seats[seat].bot or "random")
        if cmd is None:
            raise RuntimeError(f"no legal command for seat {seat}")
        result = session.submit(cmd)
        if not result.ok:
            why = result.reason.english() if result.reason is not None else ""
            raise RuntimeError(f"bot command refused: {cmd!r}: {why}")
        if check is not None:
            check(session.state)
    raise RuntimeError("the game did not end")
