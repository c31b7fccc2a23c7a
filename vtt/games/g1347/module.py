"""The 1347 game module: components, table, set-up, rules, views and scoring.

With the rules off the same components lie on the table and the players move everything
with the generic table commands.  With the rules on, the module drives the round (see
:mod:`.engine`), accepts only its own decision commands (and table talk), and hides what a
seat may not know: hands and rats in owner-only zones, played cards face down until their
building resolves, the Nun row in a zone nobody sees except through ``known_to``.
"""

from __future__ import annotations

from typing import Any

from ...core import commands as C
from ...core.events import Event
from ...core.faces import CardFace
from ...core.messages import QT_TRANSLATE_NOOP, Message, reject
from ...core.model import State
from ...core.module import Decision, GameModule, GameSpec, Layout
from ...core.scores import ScoreSheet
from ...core.table import Outcome
from ...core.views import View
from . import bots
from . import commands as G
from . import rules_state as R
from .answers import ANSWERS, describe, group
from .catalog import components
from .engine import Engine, advance, decision_message
from .faces import card_face
from .scoring import final_scores
from .table import layout, setup
from .words import event_text, table_text, turn_text

#: state.data keys a seat may see (all public; the queue of steps stays on the host)
_PUBLIC_DATA = (
    "round",
    "rounds",
    "phase",
    "start",
    "final",
    "buildings",
    "in_use",
    "entries",
    "order",
    "queue",
    "gained",
    "arrive",
    "winners",
    "totals",
)


class Game1347(GameModule):
    id = "1347"
    version = "1"
    title = QT_TRANSLATE_NOOP("Games", "1347").text
    min_seats = 2
    max_seats = 5
    has_rules = True
    has_bots = True
    keeps_scores = True

    def __init__(self) -> None:
        components()  # a broken data file is reported when the game is chosen, not mid-game
        self._decided: tuple[dict[str, Any], tuple[str, ...], Decision | None] | None = None

    # -- the table ------------------------------------------------------------------------------

    def layout(self, seats: int) -> Layout:
        return layout(seats)

    def face(self, catalog: str, language: str = "en") -> CardFace:
        return card_face(catalog, language)

    def setup(self, state: State, spec: GameSpec) -> None:
        setup(state, spec)
        if state.rules:
            advance(state)
        else:  # the players move everything by hand: no queue
            rules = R.load(state.data)
            rules.steps = []
            state.data = R.store(rules)

    # -- rules ------------------------------------------------------------------------------------

    def validate(self, state: State, cmd: C.Command) -> None:
        if isinstance(cmd, C.Say):
            return
        if not isinstance(cmd, G.ALL):
            raise reject(
                QT_TRANSLATE_NOOP(
                    "G1347", "With the rules on, the game moves the cards: use the 1347 actions."
                )
            )
        eng = Engine(state, reading=True)
        answer = ANSWERS[type(cmd)]
        if answer.anytime:
            answer.check(eng, None, cmd)
            return
        step = self._check_fits(state, eng, cmd)
        deciders = step.deciders(eng.r)
        if cmd.seat not in deciders:
            raise reject(
                QT_TRANSLATE_NOOP("G1347", "It is {name}'s decision now: {text}"),
                name=state.seats[deciders[0]].name,
                text=_asked(state, eng),
            )
        answer.check(eng, step, cmd)

    @staticmethod
    def _check_fits(state: State, eng: Engine, cmd: C.Command) -> R.DecisionStep:
        """The pending step, when ``cmd`` is one of the commands the step accepts
        (:data:`.commands.DECISION_COMMANDS`)."""
        step = eng.r.head()
        if step is None:
            raise reject(QT_TRANSLATE_NOOP("G1347", "The game is over."))
        if not isinstance(cmd, G.DECISION_COMMANDS[R.step_kind(step)]):
            raise reject(
                QT_TRANSLATE_NOOP("G1347", "That is not the decision asked for: {text}"),
                text=_asked(state, eng),
            )
        return step

    def apply(self, state: State, cmd: C.Command, out: Outcome) -> bool:
        if not isinstance(cmd, G.ALL):
            return False
        if not state.rules:
            raise reject(
                QT_TRANSLATE_NOOP(
                    "G1347", "The 1347 actions need the rules on; move the components by hand."
                )
            )
        eng = Engine(state)
        answer = ANSWERS[type(cmd)]
        step = eng.r.head()
        if cmd.host and not answer.anytime:  # unchecked by validate: it must still fit
            self._check_fits(state, eng, cmd)
        rng_before = list(state.rng)
        answer.apply(eng, step, cmd, out)
        if not answer.anytime:
            eng.advance()
        eng.r.moves += 1  # the count of commands (see after), with the command's own store
        eng.store()
        out.events.extend(eng.events)
        out.random |= state.rng != rng_before
        out.revealed |= eng.auto_ran
        return True

    def after(self, state: State, cmd: C.Command, out: Outcome) -> None:
        """Count every command of the game (the bots' randomness follows the count); the
        1347 commands counted themselves in :meth:`apply`."""
        if not isinstance(cmd, G.ALL):
            rules = R.load(state.data)
            rules.moves += 1
            state.data = R.store(rules)

    def legal_commands(self, state: State, seat: int) -> list[C.Command]:
        eng = Engine(state, reading=True)
        step = eng.r.head()
        if step is None or seat not in step.deciders(eng.r):
            return []
        return [
            cmd
            for kind in G.DECISION_COMMANDS[R.step_kind(step)]
            for cmd in ANSWERS[kind].options(eng, step, seat)
        ]

    def bot_levels(self) -> tuple[str, ...]:
        return bots.LEVELS

    def bot_to_move(self, state: State) -> int | None:
        """The first seat with a bot among those that decide now."""
        for seat in self.deciders(state):
            if state.seats[seat].bot:
                return seat
        return None

    def deciders(self, state: State) -> tuple[int, ...]:
        """The seats that may answer the pending decision now (the one name for it in
        1347: the decision, the bots, the checks and the views all ask this)."""
        return R.peek(state.data).deciders() if state.rules else ()

    def bot_command(self, state: State, seat: int) -> C.Command | None:
        return bots.bot_command(state, seat, state.seats[seat].bot, self)

    def describe_command(
        self, cmd: C.Command, state_or_view: Any, seat: int, language: str = "en"
    ) -> Message:
        return describe(self, cmd, state_or_view, seat) or super().describe_command(
            cmd, state_or_view, seat, language
        )

    def command_group(
        self, cmd: C.Command, state_or_view: Any, seat: int, language: str = "en"
    ) -> Message:
        return group(self, cmd, state_or_view, seat) or super().command_group(
            cmd, state_or_view, seat, language
        )

    def decision(self, state: State) -> Decision | None:
        """The pending step: one seat, or every seat that answers the supply step at once.
        The last answer is kept for the same ``state.data`` (replaced on every change) and
        seat names: a view, a refusal and the bots ask it in turn."""
        names = tuple(seat.name for seat in state.seats)
        last = self._decided
        if last is not None and last[0] is state.data and last[1] == names:
            return last[2]
        rules = R.peek(state.data)
        step = rules.head()
        seats = step.deciders(rules) if step is not None else ()
        decision = None
        if step is not None and seats:
            message = decision_message(state, step, seats)
            decision = Decision(seats=seats, kind=R.step_kind(step), message=message)
        self._decided = (state.data, names, decision)
        return decision

    def event_text(self, key: str, args: dict[str, Any]) -> Message | None:
        return event_text(key, args)

    def table_text(self, event: Event, view: View) -> Message | None:
        return table_text(event, view)

    def turn_text(self, view: View) -> Message | None:
        return turn_text(view) if view.rules else None

    def view_data(self, state: State, seat: int) -> dict[str, Any]:
        """The public rules data and the seat's own rats beyond the tokens (who decides
        now travels as the view's typed ``decision``)."""
        data = {k: state.data[k] for k in _PUBLIC_DATA if k in state.data}
        rules = R.peek(state.data)
        extra = rules.rat_extra
        if 0 <= seat < len(extra):  # only the owner knows its rats beyond the tokens
            data["my_rat_extra"] = extra[seat]
        if rules.phase == "end":  # rules §8: every rat is revealed at the end
            data["rat_extra"] = extra
        return data

    # -- end of the game ---------------------------------------------------------------------

    def final_scores(self, state: State) -> ScoreSheet | None:
        """The score sheet once the game is over (rules §7-8); None before."""
        return final_scores(state) if R.peek(state.data).phase == "end" else None

    def statistics(self):  # the series of the Statistics dock and of replays
        from .statistics import G1347Statistics

        return G1347Statistics()


def _asked(state: State, eng: Engine) -> str:
    """The sentence of the pending decision, in English (for a refusal's reason)."""
    step = eng.r.head()
    seats = eng.r.deciders()
    return decision_message(state, step, seats).english() if step and seats else ""
