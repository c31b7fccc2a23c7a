"""One command of the rules engine, declared in one place: :class:`CommandSpec`.

Each family module (:mod:`.flow`, :mod:`.unlock`, :mod:`.actions`, :mod:`.combat`...)
ends with a ``SPECS`` tuple: for each of its commands, the record class (:mod:`.commands`),
the stages whose decider may send it, its effect (with its own checks) and its "not now"
sentence, how its legal instances are offered, its words and its heading in the Decisions
dock.  :mod:`.registry` collects them; the stage table, the dispatch, the legal listing and
the dock's words are all read from there.

A :data:`Stage` is every decision the game can wait for: a phase of the turn (§4), a step
of an action (§7) or of a combat (§9), a referendum (§8), a vampire owing its hunt
(V-MIN-04), contests owed at the unlock phase (§14), hand cards owed (§13.1,
:mod:`.hand_size`), a question a card's text puts to a Methuselah (``ask``), or the end
of the game.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Literal, NamedTuple, NoReturn, get_args

from ....core import commands as C
from ....core import events as E
from ....core.messages import Message
from ....core.model import State
from ....core.table import Outcome
from .records import ActionStage, CombatStage, Phase
from .wording import Words

Stage = Literal[Phase, ActionStage, CombatStage, Literal["vote", "hunt", "contest", "hand", "ask"]]
STAGES: tuple[Stage, ...] = get_args(Stage)
#: every stage but a card's question to a Methuselah (a command any seat may send at any
#: time, its own checks saying when; while a Methuselah answers a question only the
#: answers go, :mod:`.asks`)
EVERY_STAGE: frozenset[Stage] = frozenset(STAGES) - {"ask"}

#: applies the command (after the stage table allowed it, or for the host)
Effect = Callable[[State, Any, Outcome], None]
#: raises the sentence a player reads when the stage table refuses the command
NotNow = Callable[[State, Any], NoReturn]
#: the command's legal instances for ``seat`` at ``stage``, in the bots' order
Offer = Callable[[State, int, Stage], list[C.Command]]
#: the command in a Methuselah's words (:mod:`.describe`)
Wording = Callable[[Words, Any], Message | None]
#: the dock's heading: a fixed one, or worded from the command
Heading = Message | Callable[[Words, Any], Message]


class CommandSpec(NamedTuple):
    """Everything about one command, keyed by its record class ``kind``.

    ``stages``: where the seat the game waits for may send it.  ``anyone``: where any
    seat may (a burn-option discard, an out-of-turn master card).  ``offer`` lists its
    legal instances at the stages of ``offered`` (default: ``stages``) for the decider and
    of ``offered_to_others`` for the other seats; None: never listed (a host override, an
    effect the engine cannot enumerate)."""

    kind: type[C.Command]
    stages: frozenset[Stage]
    effect: Effect
    not_now: NotNow
    words: Wording
    group: Heading
    offer: Offer | None = None
    anyone: frozenset[Stage] = frozenset()
    offered: frozenset[Stage] | None = None
    offered_to_others: frozenset[Stage] = frozenset()

    def offered_at(self, others: bool) -> frozenset[Stage]:
        """The stages where :attr:`offer` lists the command, to the decider or the others."""
        if others:
            return self.offered_to_others
        return self.stages if self.offered is None else self.offered


def stages(*names: Stage) -> frozenset[Stage]:
    return frozenset(names)


def events(handler: Callable[[State, Any, list[E.Event]], None]) -> Effect:
    """An effect that only adds log events (most families' effects)."""
    return lambda state, cmd, out: handler(state, cmd, out.events)
