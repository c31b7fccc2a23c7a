"""The session: the single place where commands become changes.

Local games (hot-seat, solo with bots) and LAN games run the same ``Session``; a LAN host
merely feeds it the commands its clients send.  The session

* refuses stale commands (``expect`` is not the current ``state_id``) and commands a seat
  may not give, with a readable reason, changing nothing;
* lets the game module validate and handle the command and add its bookkeeping when the
  game's rules are on;
* numbers each state (``state_id``), keeps the log of events, and tells listeners;
* keeps the command history, which replays the game, and the undo/redo stacks.

Undo works by replay: a checkpoint of the state is kept every ``CHECKPOINT_EVERY`` commands
and undoing rebuilds the state from the last checkpoint without the undone command.  That
keeps the cost of an ordinary command free of copies (the table must apply tens of
thousands of commands a second) while undo stays exact.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

import msgspec

from . import commands as C
from . import events as E
from .events import CounterChanged, Event, HostOverride, Redone, RolledBack, Undone
from .messages import QT_TRANSLATE_NOOP, Message, Rejected, reject
from .model import State, decode_state, encode_state
from .module import GameModule, GameSpec
from .table import Outcome, apply_table_command, check_seat, widens

log = logging.getLogger(__name__)

CHECKPOINT_EVERY = 64
#: how far back the Undo's reason looks for the seat's own last command
_ANSWERED_LOOKBACK = 64
#: a save keeps a snapshot every this many commands, so loading replays at most that many
SNAPSHOT_EVERY = 500


class LogEntry(msgspec.Struct, kw_only=True, omit_defaults=True):
    """One line of the game log: which command (by type) from which seat made which events."""

    state_id: int
    seat: int
    kind: str
    host: bool = False
    events: list[Event] = []


class Result(msgspec.Struct, kw_only=True, omit_defaults=True):
    """The answer to a submitted command: accepted with its events, or the reason why not."""

    ok: bool
    state_id: int
    events: list[Event] = []
    reason: Message | None = None
    #: the exception's name when the game's code failed (a flaw, not a rule): a loader
    #: trying a save's state takes it for damage
    failed: str = ""


class GameCodeFailed(Rejected):
    """A command refused because the game's code raised an exception while applying it."""

    def __init__(self, error: str):
        super().__init__(
            QT_TRANSLATE_NOOP(
                "Session",
                "The game could not carry out this command ({error}); nothing changed.",
            ).with_args(error=error)
        )
        self.error = error


class _Done(msgspec.Struct):
    """A command in the history, with what undo needs to know about it."""

    cmd: C.Command
    undoable: bool
    #: the state id its log entry carries (to show a step in words)
    state_id: int = -1


#: events that show a card to someone or use chance whatever code made them
_FINAL_EVENTS = (
    E.Drew,
    E.Revealed,
    E.Looked,
    E.Shuffled,
    E.CutPile,
    E.RandomPicked,
    E.Rolled,
    E.CoinFlipped,
)


def shows_or_draws(out: Outcome) -> bool:
    """Whether a command showed a card to a seat that did not know it or used chance, by
    its flags or by its events: a rules engine that moves, draws or shuffles as a step of a
    decision (a replacement draw, a card brought into play) makes the same events as the
    table, so no module has to remember to say so for undo to stay honest."""
    if out.random or out.revealed:
        return True
    for ev in out.events:
        if isinstance(ev, _FINAL_EVENTS):
            return True
        if isinstance(ev, E.Moved) and widens(ev.src_seen, ev.dst_seen):
            return True
        if isinstance(ev, E.Flipped) and ev.face_up:
            return True
    return False


def command_kind(cmd: C.Command) -> str:
    return str(type(cmd).__struct_config__.tag)


def _check_bot_level(state: State, module: GameModule, level: str) -> None:
    """Bots play only with the rules on, at a level the game module has."""
    if level not in module.bot_levels():
        raise reject(
            QT_TRANSLATE_NOOP("Session", "This game has no computer player called '{level}'."),
            level=level,
        )
    if not state.rules:
        raise reject(
            QT_TRANSLATE_NOOP("Session", "Computer players play only with the game's rules on.")
        )


class Session:
    """Runs one game.  ``listeners`` are called with ``(entry)`` after every accepted
    command; the UI and the LAN host subscribe."""

    def __init__(
        self,
        state: State,
        module: GameModule,
        spec: GameSpec | None = None,
        *,
        restore_by_replay: bool = False,
    ):
        self.state = state
        self.module = module
        # the fast path for runs whose commands come from the rules' own lists (bot games,
        # tests, benchmarks): no copy of the state before each rules command; a command
        # refused half-way is taken back by replaying from the last checkpoint instead
        self.restore_by_replay = restore_by_replay
        #: how the game was created: with ``commands`` it recreates the game
        self.spec = spec
        self.log: list[LogEntry] = []
        #: every accepted command in order, undo and redo included: this replays the game
        self.commands: list[C.Command] = []
        self._history: list[_Done] = []
        self._redo: list[_Done] = []
        self._checkpoints: dict[int, bytes] = {0: encode_state(state)}
        self.listeners: list[Callable[[LogEntry], None]] = []
        #: encoded states after that many commands, for the snapshots of a save
        self.snapshots: dict[int, bytes] = {}

    # -- the one door ----------------------------------------------------------------------------

    def submit(self, cmd: C.Command) -> Result:
        """Apply ``cmd`` or refuse it; either way the caller gets a :class:`Result`."""
        state = self.state
        try:
            if cmd.expect is not None and cmd.expect != state.state_id:
                raise reject(
                    QT_TRANSLATE_NOOP(
                        "Session", "The table changed before your command arrived; try again."
                    )
                )
            check_seat(state, cmd.seat)
            if isinstance(cmd, C.Undo):
                events = self._undo(cmd)
            elif isinstance(cmd, C.Redo):
                events = self._redo_last(cmd)
            elif isinstance(cmd, C.Rollback):
                events = self._rollback(cmd)
            else:
                out = self._apply(cmd)
                events = out.events
                if out.changed:
                    self._remember(cmd, out)
        except Rejected as exc:
            failed = exc.error if isinstance(exc, GameCodeFailed) else ""
            return Result(ok=False, state_id=state.state_id, reason=exc.message, failed=failed)
        # a count that did not move is no news: the log never says "pool: 27 (+0)"
        events = [e for e in events if not (isinstance(e, CounterChanged) and e.delta == 0)]
        if cmd.host and not isinstance(cmd, C.Rollback):
            events.insert(0, HostOverride(seat=cmd.seat, what=command_kind(cmd)))
        self.state.state_id += 1
        self.commands.append(cmd)
        if len(self.commands) % SNAPSHOT_EVERY == 0:
            self.snapshots[len(self.commands)] = encode_state(self.state)
        entry = LogEntry(
            state_id=self.state.state_id,
            seat=cmd.seat,
            kind=command_kind(cmd),
            host=cmd.host,
            events=events,
        )
        self.log.append(entry)
        for listener in list(self.listeners):
            listener(entry)
        return Result(ok=True, state_id=self.state.state_id, events=events)

    def _apply(self, cmd: C.Command) -> Outcome:
        """Apply a table or module command atomically (rules included) or raise Rejected."""
        module, state = self.module, self.state
        rules = state.rules
        # Batches and rules bookkeeping may fail half-way: keep an encoded copy (cheap to
        # make, decoded only when something is refused) to put back on failure.
        half_way = rules or isinstance(cmd, C.Batch) or cmd.host
        backup = encode_state(state) if half_way and not self.restore_by_replay else None
        out = Outcome()
        parts = cmd.commands if isinstance(cmd, C.Batch) else [cmd]
        try:
            for part in parts:
                if isinstance(cmd, C.Batch):
                    if part.seat != cmd.seat or (part.host and not cmd.host):
                        raise reject(
                            QT_TRANSLATE_NOOP("Session", "A batch acts for one seat only.")
                        )
                    check_seat(state, part.seat)
                if isinstance(part, C.SEAT_COMMANDS):
                    # who plays a seat is no move of the game: the rules neither judge nor follow it
                    if isinstance(part, C.SetBot) and part.level:
                        _check_bot_level(state, module, part.level)
                    apply_table_command(state, part, out)
                    continue
                if rules and not part.host:
                    module.validate(state, part)
                if not module.apply(state, part, out):
                    apply_table_command(state, part, out)
                if rules:
                    module.after(state, part, out)
        except Rejected:
            self._put_back(state, backup, half_way)
            raise
        except Exception as exc:  # a flaw in a game's code must never crash the app or a host
            log.exception("the %s command of seat %s failed", command_kind(cmd), cmd.seat)
            self._put_back(state, backup, True)
            raise GameCodeFailed(type(exc).__name__) from None
        return out

    def _put_back(self, state: State, backup: bytes | None, half_way: bool) -> None:
        """Undo whatever a refused or failed command changed: from the encoded copy, or by
        replaying the history (the fast path, or a table command that failed unexpectedly)."""
        if backup is not None:
            self.state = decode_state(backup)
        elif half_way:
            self._restore(state)

    def _restore(self, state: State) -> None:
        """Put back the state as it was before a refused command by replaying the history
        from its last checkpoint (the fast path's stand-in for the backup copy; exact as
        long as every change is in the history, which undo assumes too)."""
        state_id = state.state_id
        self._rebuild()
        self.state.state_id = state_id

    def _remember(self, cmd: C.Command, out: Outcome) -> None:
        undoable = not shows_or_draws(out) and not cmd.host
        self._history.append(_Done(cmd, undoable, self.state.state_id + 1))
        self._redo.clear()
        if len(self._history) % CHECKPOINT_EVERY == 0:
            self._checkpoints[len(self._history)] = encode_state(self.state)

    # -- undo / redo -----------------------------------------------------------------------------

    @property
    def history_size(self) -> int:
        """How many state-changing commands the current state is made of."""
        return len(self._history)

    def recent_steps(self, n: int) -> list[tuple[C.Command, LogEntry | None]]:
        """The last ``n`` commands the current state is made of, oldest first, each with its
        log entry (what a rollback of that many steps takes back)."""
        done = self._history[-n:] if n > 0 else []
        wanted = {d.state_id for d in done}
        entries = {e.state_id: e for e in self.log if e.state_id in wanted}
        return [(d.cmd, entries.get(d.state_id)) for d in done]

    def can_undo(self, seat: int) -> bool:
        return self.why_no_undo(seat) is None

    def why_no_undo(self, seat: int) -> Message | None:
        """Why ``seat`` cannot undo now (the words the Undo menu item and a refused undo
        both show), or None when it can."""
        if not self._history:
            return QT_TRANSLATE_NOOP("Session", "There is nothing to undo.")
        last = self._history[-1]
        if last.cmd.seat != seat:
            if any(d.cmd.seat == seat for d in self._history[-_ANSWERED_LOOKBACK:]):
                return QT_TRANSLATE_NOOP(
                    "Session",
                    "Another player has answered since your last command; it can no longer be undone.",  # noqa: E501
                )
            return QT_TRANSLATE_NOOP(
                "Session", "Only the player who gave the last command can undo it."
            )
        if not last.undoable:
            return QT_TRANSLATE_NOOP(
                "Session",
                "That command showed cards or used chance; it cannot be undone. The table can agree to a rollback instead.",  # noqa: E501
            )
        return None

    def can_redo(self, seat: int) -> bool:
        return bool(self._redo) and self._redo[-1].cmd.seat == seat

    def _undo(self, cmd: C.Undo) -> list[Event]:
        why = self.why_no_undo(cmd.seat)
        if why is not None:
            raise Rejected(why)
        last = self._history[-1]
        state_id = self.state.state_id
        self._history.pop()
        self._rebuild()
        self.state.state_id = state_id
        self._redo.append(last)
        return [Undone(seat=cmd.seat, what=command_kind(last.cmd))]

    def _redo_last(self, cmd: C.Redo) -> list[Event]:
        if not self._redo or self._redo[-1].cmd.seat != cmd.seat:
            raise reject(QT_TRANSLATE_NOOP("Session", "There is nothing for you to redo."))
        done = self._redo.pop()
        redo_stack = self._redo
        self._apply_silently(done.cmd)
        self._history.append(done)
        self._redo = redo_stack
        if len(self._history) % CHECKPOINT_EVERY == 0:
            self._checkpoints[len(self._history)] = encode_state(self.state)
        return [Redone(seat=cmd.seat, what=command_kind(done.cmd))]

    def _rollback(self, cmd: C.Rollback) -> list[Event]:
        if not cmd.host:
            raise reject(
                QT_TRANSLATE_NOOP(
                    "Session", "Only the host takes back steps, when the table agrees."
                )
            )
        if cmd.steps < 1:
            raise reject(
                QT_TRANSLATE_NOOP("Session", "Take back one step or more, not {n}."), n=cmd.steps
            )
        if cmd.steps > len(self._history):
            raise reject(
                QT_TRANSLATE_NOOP("Session", "There are only {n} steps to take back."),
                n=len(self._history),
            )
        self.rollback(cmd.steps)
        return [RolledBack(seat=cmd.seat, steps=cmd.steps)]

    def rollback(self, steps: int) -> None:
        """Take back the last ``steps`` commands whatever they were: the explicit, agreed
        rollback the host performs (and logs) when the table agrees."""
        if not 0 < steps <= len(self._history):
            raise ValueError("cannot roll back that far")
        state_id = self.state.state_id
        del self._history[len(self._history) - steps :]
        self._redo.clear()
        self._rebuild()
        self.state.state_id = state_id

    def _rebuild(self) -> None:
        """Recreate the state from the last checkpoint at or before the current history."""
        n = len(self._history)
        for key in [k for k in self._checkpoints if k > n]:
            del self._checkpoints[key]
        base = max(self._checkpoints)
        self.state = decode_state(self._checkpoints[base])
        for done in self._history[base:]:
            self._apply_silently(done.cmd)

    def _apply_silently(self, cmd: C.Command) -> None:
        try:
            self._apply(cmd)
        except Rejected as exc:  # pragma: no cover - replaying accepted commands cannot fail
            raise RuntimeError(f"replay diverged: {exc}") from exc
