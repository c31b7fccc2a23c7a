"""The rules state of 1347 as typed records, and its conversion at the module's boundary.

The round is a queue of steps (see :mod:`.engine`).  In the table state (``state.data``) the
rules state stays plain data (dicts and lists), because that is what saves, snapshots, the
undo checkpoints and the session's backup copy encode and decode without knowing the game.
The engine, the module and the bots work on :class:`Rules`: :func:`load` converts
``state.data`` when they start and :func:`store` writes it back when a command is done, so a
checker sees every field and every step kind.  A step is stored as a dict whose ``"k"`` names
its kind, which is exactly the tag msgspec gives the step records.

Nothing here is text: the sentence that asks a seat to decide is made when somebody reads
the decision (:func:`.engine.decision_message`), never stored.
"""

from __future__ import annotations

from typing import Any, Literal

import msgspec

Phase = Literal["", "A", "B", "C", "D", "E", "end"]
Special = Literal["sword", "flute"]


class _Step(msgspec.Struct, kw_only=True, tag_field="k", gc=False):
    """A step of the round's queue; subclasses are tagged with their kind."""


class _Decision(_Step):
    """A step that waits for a seat's command."""

    def deciders(self, rules: Rules) -> tuple[int, ...]:
        """The seats that may answer this step now."""
        raise NotImplementedError


class _SeatDecision(_Decision):
    """A decision of one seat, ``seat`` (stored first after the kind)."""

    seat: int

    def deciders(self, rules: Rules) -> tuple[int, ...]:
        return (self.seat,)


# -- automatic steps: they run as soon as they reach the head of the queue -------------------


class RoundStep(_Step, tag="round"):
    """A new round begins: phase A (rules §3 A) and the phases B-E queued after it."""


class PhaseB(_Step, tag="phase_b"):
    """Queue the supply decisions (R-B-01, R-B-03)."""


class PhaseC(_Step, tag="phase_c"):
    """Open the entering queue (R-C-01)."""


class PhaseD(_Step, tag="phase_d"):
    """Queue the resolution of each building of the row (R-D-01)."""


class PhaseE(_Step, tag="phase_e"):
    """End of the round: discs home, buildings discarded, start player passed (R-E-01..03)."""


class ResolveStep(_Step, tag="resolve"):
    """Reveal and score the entrants of building ``slot`` (R-D-01..03), then queue its
    Sword, Flute and action steps."""

    slot: int


class FluteStep(_Step, tag="flute"):
    """``seat`` won the Flute: ``to`` receives one of its rats (§5.2)."""

    seat: int
    to: int


class BonusStep(_Step, tag="bonus"):
    """Final round: the preferred player gains 1 influence in ``cls`` (R-FIN-01)."""

    seat: int
    cls: str


class ActStep(_Step, tag="act"):
    """One building action of ``seat`` at ``slot``: preferred or normal (R-D-06, R-D-07)."""

    seat: int
    slot: int
    pref: bool


class CleanupStep(_Step, tag="cleanup"):
    """The cards played at ``slot`` go home (R-D-11)."""

    slot: int


class EndStep(_Step, tag="end"):
    """The game is over: rats and the Nun row are revealed (§8)."""


# -- decision steps: they wait for a seat's command ---------------------------------------------


class SupplyStep(_Decision, tag="supply", omit_defaults=True):
    """Phase B: ``seat`` chooses a supply action, or, when the players agreed to choose at
    once (R-B-03), every seat of ``seats`` does, in any order."""

    seat: int | None = None
    seats: list[int] | None = None

    def deciders(self, rules: Rules) -> tuple[int, ...]:
        if self.seats is not None:
            return tuple(self.seats)
        return () if self.seat is None else (self.seat,)


class LookStep(_SeatDecision, tag="look"):
    """``seat`` looks at ``n`` more cards of the Nun row."""

    n: int


class EnterStep(_Decision, tag="enter"):
    """Phase C: the first seat of :attr:`Rules.queue` enters a building (R-C-01)."""

    def deciders(self, rules: Rules) -> tuple[int, ...]:
        return (rules.queue[0],)


class PlayStep(_SeatDecision, tag="play"):
    """Phase C: ``seat`` places cards face down at the building it entered (R-C-04)."""


class ChooseStep(_SeatDecision, tag="choose"):
    """A Sword or Flute tie for fewest: ``seat`` names one of ``options`` (§5.1, §5.2)."""

    what: Special
    options: list[int]


class GiveStep(_SeatDecision, tag="give"):
    """``seat`` gives ``n`` cards of its hand to ``to``; ``n`` is None for a Sword until the
    giving starts (half the hand then, §5.1)."""

    to: int
    n: int | None


class HospitalStep(_SeatDecision, tag="hospital"):
    """``seat`` may discard up to ``n`` hand cards, one rat each (the Hospital)."""

    n: int


AutoStep = (
    RoundStep
    | PhaseB
    | PhaseC
    | PhaseD
    | PhaseE
    | ResolveStep
    | FluteStep
    | BonusStep
    | ActStep
    | CleanupStep
    | EndStep
)
DecisionStep = SupplyStep | LookStep | EnterStep | PlayStep | ChooseStep | GiveStep | HospitalStep
Step = AutoStep | DecisionStep
DECISION_STEPS = (SupplyStep, LookStep, EnterStep, PlayStep, ChooseStep, GiveStep, HospitalStep)


class Rules(msgspec.Struct, kw_only=True, omit_defaults=True, gc=False):
    """Everything the rules remember between commands.  The field order is the order of the
    stored dict (a save's bytes depend on it)."""

    round: int
    rounds: int
    phase: Phase
    #: the start player (R-E-03)
    start: int
    #: this is the final round: the building deck ran out in phase A (R-E-04)
    final: bool
    #: how the 30 buildings were chosen (§2.2)
    buildings: Literal["first", "types", "random"]
    #: the building types of this game (the supplies in use and the Treasury scoring)
    in_use: list[str]
    #: class -> per seat, the stamp of the marker's last arrival (the stacking tie-break, R-D-05)
    arrive: dict[str, list[int]]
    stamp: int
    #: per building slot of the round, the seats that entered it, in space order
    entries: list[list[int]]
    #: the seats in the order they entered this round
    order: list[int]
    #: phase C: the seats still to enter, the first one deciding now
    queue: list[int]
    #: per seat, the influence gained at the building it entered this round (the Brewery)
    gained: list[int]
    steps: list[Step]
    #: commands played so far (the bots' randomness is derived from it)
    moves: int
    #: per seat, the rats beyond the 50 tokens (see :mod:`.rats`)
    rat_extra: list[int]
    #: the players choose their supply actions at once (R-B-03)
    simultaneous: bool
    #: two players: the one seat that performs a preferred action this round (R-2P-02)
    pref2: int | None = None
    #: the seats inside a Watchtower this round
    watch: list[int] | None = None
    #: at the end: the winners and the totals of the score sheet (§8)
    winners: list[int] | None = None
    totals: list[Any] | None = None

    def head(self) -> DecisionStep | None:
        """The decision the game waits for: the queue stops only at one, so it is the head
        of the queue, or None when the queue is empty (the game is over, or the rules are
        off)."""
        if not self.steps:
            return None
        step = self.steps[0]
        return step if isinstance(step, _Decision) else None

    def deciders(self) -> tuple[int, ...]:
        """The seats that may answer the pending decision now (empty: nobody)."""
        step = self.head()
        return () if step is None else step.deciders(self)


def step_kind(step: _Step) -> str:
    return step.__struct_config__.tag  # type: ignore[return-value]


def load(data: dict[str, Any]) -> Rules:
    """The typed rules state of ``state.data``, a record of its own to change and
    :func:`store`: the record :func:`peek` shares for this very dict is handed over (and no
    longer shared) instead of being converted again."""
    global _last
    last = _last
    if last is not None and last[0] is data:
        _last = None
        return last[1]
    return msgspec.convert(data, Rules)


def store(rules: Rules) -> dict[str, Any]:
    """``rules`` as the plain data ``state.data`` keeps (a new dict every time)."""
    global _last
    data = msgspec.to_builtins(rules)
    _last = (data, rules)
    return data


#: the dict :func:`store` made last and the record it came from (see :func:`peek`)
_last: tuple[dict[str, Any], Rules] | None = None


def peek(data: dict[str, Any]) -> Rules:
    """The typed rules state of ``state.data`` for reading only (never change it).

    A command's validation, the bots, the views and the decision all read the rules state
    of the same ``state.data`` several times, and the command's engine then changes it.  The
    game replaces that dict on every change (:func:`store`) and never edits it in place
    (code that arranges a table edits a :func:`load` ed record and stores it), so the record
    of the dict stored or read last stands for it as long as it is the same object and no
    writer took it."""
    global _last
    last = _last
    if last is not None and last[0] is data:
        return last[1]
    rules = msgspec.convert(data, Rules)
    _last = (data, rules)
    return rules
