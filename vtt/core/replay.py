"""Watching a saved game again, step by step, through one seat's eyes.

A save holds the game's set-up and its whole command log; replaying them recreates every
state the game went through (step ``i`` is the state after the first ``i`` commands).
:class:`Replay` replays the log once, keeping an encoded snapshot every
:data:`SNAPSHOT_GAP` steps and after every undo, redo or rollback (those need the undo
history a fresh session lacks), so that seeking to any step decodes one snapshot and
applies fewer than :data:`SNAPSHOT_GAP` commands.  Every picture it hands out is
:func:`~vtt.core.views.view_for` / :func:`~vtt.core.views.log_for` for its seat, so a
replay never shows what that seat could not see; only a finished game may be watched by
the all-seeing :data:`~vtt.core.model.OMNISCIENT` eye.

The same pass records the timeline's marks (turns, phases and the module's rounds) and,
when the module keeps statistics, one sample per step (:mod:`vtt.core.statistics`).
"""

from __future__ import annotations

from bisect import bisect_right
from pathlib import Path

import msgspec

from . import commands as C
from .messages import QT_TRANSLATE_NOOP, Message
from .model import OMNISCIENT, State, Turn, decode_state, encode_state
from .module import GameModule, GameSpec
from .saves import SaveError, SaveFile, read_save
from .session import LogEntry, Session
from .statistics import GameStatistics, StatsTable
from .views import View, log_for, view_for

#: steps between two snapshots: seeking applies at most this many commands minus one
SNAPSHOT_GAP = 16

#: mark kinds on the timeline
TURN, PHASE, ROUND = "turn", "phase", "round"

#: commands that rebuild from the session's undo history (a snapshot is kept after each)
_HISTORY_COMMANDS = (C.Undo, C.Redo, C.Rollback)


class Mark(msgspec.Struct, frozen=True, kw_only=True):
    """A place on the timeline worth a tick: the first step of a turn, phase or round."""

    step: int
    kind: str
    label: Message


def read_replay(path: Path) -> tuple[SaveFile, int | None]:
    """A save to watch and the seat of the person who saved it (None when the save does
    not say).  Read like any save (``saves.read_save``: size, depth and consistency
    checked); raises :class:`SaveError` with a reason for the player."""
    save = read_save(Path(path))
    seat = save.header.seat
    if seat is not None and 0 <= seat < len(save.spec.seats):
        return save, seat
    return save, None


def is_finished(save: SaveFile, module: GameModule) -> bool:
    """Whether the saved game is over (its module has a final score sheet for it): only then
    may it be watched with every card shown."""
    last = save.snapshots[-1]
    return last.index == len(save.commands) and module.final_scores(last.state) is not None


def default_eyes(save: SaveFile, module: GameModule, saved_by: int | None) -> int | None:
    """Whose eyes a replay starts with: everything for a finished game, else the seat of the
    person who saved it; None when someone must choose a seat."""
    return OMNISCIENT if is_finished(save, module) else saved_by


class Replay:
    """A saved game that can be watched from any step, as ``seat`` saw it."""

    def __init__(
        self,
        spec: GameSpec,
        commands: list[C.Command],
        module: GameModule,
        seat: int,
        *,
        finished: bool = False,
    ):
        """Replay ``commands`` from ``spec`` once (the marks, the snapshots, the statistics).
        ``seat`` may be OMNISCIENT only when the game is ``finished``."""
        if seat == OMNISCIENT and not finished:
            raise ValueError("only a finished game may be watched with every card shown")
        self.spec, self.module, self.seat = spec, module, seat
        self.finished = finished
        self.commands = commands
        self.snapshots: dict[int, bytes] = {}
        self.marks: list[Mark] = []
        stats = module.statistics()
        self.stats: StatsTable | None = None
        session = Session(module.new_state(spec), module, spec)
        self.snapshots[0] = encode_state(session.state)
        before = self._record(0, session.state, None, stats)
        for step, cmd in enumerate(self.commands, start=1):
            if not session.submit(cmd).ok:
                raise _damaged(f"command {step} ({type(cmd).__name__}) no longer applies")
            if step % SNAPSHOT_GAP == 0 or isinstance(cmd, _HISTORY_COMMANDS):
                self.snapshots[step] = encode_state(session.state)
            before = self._record(step, session.state, before, stats)
        #: the whole log (every seat's secrets): handed out only through :func:`log_for`
        self._log: list[LogEntry] = session.log
        self._snapshot_steps = sorted(self.snapshots)
        self._session = session
        self._at = len(self.commands)

    @classmethod
    def from_save(cls, save: SaveFile, module: GameModule, seat: int) -> Replay:
        """The replay of a save; raises :class:`SaveError` for a save of another game or a
        log that does not replay."""
        if save.header.game != module.id:
            raise _damaged(f"game {save.header.game} is not {module.id}")
        try:
            commands = C.from_builtins_list(save.commands)
        except (msgspec.ValidationError, TypeError) as exc:
            raise _damaged(str(exc)) from None
        return cls(save.spec, commands, module, seat, finished=is_finished(save, module))

    # -- what the initial pass records ----------------------------------------------------------

    def _record(
        self,
        step: int,
        state: State,
        before: tuple[Turn, int | None] | None,
        stats: GameStatistics | None,
    ) -> tuple[Turn, int | None]:
        """The marks of ``step`` (``before``: the turn and round of the step before) and its
        statistics sample, all from the seat's view; returns this step's turn and round."""
        view = view_for(state, self.seat, self.module)
        if stats is not None:
            if self.stats is None:
                self.stats = StatsTable.for_view(stats, view)
            self.stats.add(step, view)
        turn = view.turn
        rnd = None if stats is None else stats.round(view)
        if before is None:
            self.marks.append(Mark(step=0, kind=TURN, label=_turn_label(turn.number)))
        else:
            old_turn, old_round = before
            if rnd is not None and rnd != old_round:
                self.marks.append(Mark(step=step, kind=ROUND, label=_round_label(rnd)))
            if (turn.number, turn.active) != (old_turn.number, old_turn.active):
                self.marks.append(Mark(step=step, kind=TURN, label=_turn_label(turn.number)))
            elif turn.phase != old_turn.phase and turn.phase:
                # the phase names are the game's strings, translated in its context
                self.marks.append(Mark(step=step, kind=PHASE, label=Message(view.game, turn.phase)))
        return turn, rnd

    # -- the timeline --------------------------------------------------------------------------

    @property
    def length(self) -> int:
        """The last step (the number of commands in the log)."""
        return len(self.commands)

    @property
    def position(self) -> int:
        return self._at

    def turn_steps(self) -> list[int]:
        """The first step of every turn (and of every round), in order."""
        return sorted({m.step for m in self.marks if m.kind in (TURN, ROUND)})

    def previous_turn(self, step: int) -> int:
        """The start of the turn before the one ``step`` is in, or of this one when ``step``
        is past its start (as a player's "previous chapter" does)."""
        starts = [s for s in self.turn_steps() if s < step]
        return starts[-1] if starts else 0

    def next_turn(self, step: int) -> int:
        starts = [s for s in self.turn_steps() if s > step]
        return starts[0] if starts else self.length

    def log_step(self, index: int) -> int:
        """The step a line of the log leads to: the entry ``index`` made step ``index + 1``."""
        return min(index + 1, self.length)

    # -- seeking ---------------------------------------------------------------------------------

    def seek(self, step: int) -> View:
        """The table at ``step`` (clamped to the timeline) as the replay's seat sees it."""
        step = max(0, min(step, self.length))
        base = self._snapshot_steps[bisect_right(self._snapshot_steps, step) - 1]
        if not base <= self._at <= step:
            # only commands without undo history lie between a snapshot and ``step``
            self._session = Session(decode_state(self.snapshots[base]), self.module, self.spec)
            self._at = base
        for cmd in self.commands[self._at : step]:
            self._session.submit(cmd)
        self._at = step
        return self.view()

    def view(self) -> View:
        return view_for(self._session.state, self.seat, self.module)

    def log(self, step: int | None = None) -> list[LogEntry]:
        """The game log up to ``step`` (default: the current one), filtered for the seat."""
        end = self._at if step is None else max(0, min(step, self.length))
        return log_for(self._log[:end], self.seat)

    def full_log(self) -> list[LogEntry]:
        """Every line of the game log, filtered for the seat (the log panel shows all of it
        and marks the current one)."""
        return log_for(self._log, self.seat)

    # -- leaving the replay ----------------------------------------------------------------------

    def continue_from(self, step: int) -> Session:
        """A new game with the same seats, set-up and log up to ``step``: the save is not
        touched, and the new session's undo history is the game's own."""
        step = max(0, min(step, self.length))
        session = Session(self.module.new_state(self.spec), self.module, self.spec)
        for cmd in self.commands[:step]:
            session.submit(cmd)
        return session


def _turn_label(number: int) -> Message:
    return QT_TRANSLATE_NOOP("Replay", "Turn {n}").with_args(n=number)


def _round_label(number: int) -> Message:
    return QT_TRANSLATE_NOOP("Replay", "Round {n}").with_args(n=number)


def _damaged(detail: str) -> SaveError:
    return SaveError(
        QT_TRANSLATE_NOOP(
            "Saves", "This save file is damaged or is not a save ({detail})."
        ).with_args(detail=detail)
    )
