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
from ...core.faces import CardFace
from ...core.messages import QT_TRANSLATE_NOOP, Message, Rejected, reject
from ...core.model import State
from ...core.module import Decision, GameModule, GameSpec, Layout
from ...core.scores import ScoreSheet
from ...core.table import Outcome
from . import bots, rats
from . import commands as G
from .catalog import components, kind_of
from .describe import describe, group
from .engine import PLAYABLE, Engine
from .faces import card_face
from .scoring import final_scores
from .table import layout, setup

#: state.data keys a seat may see (all public; the queue of steps stays on the host)
_PUBLIC_DATA = (
    "round",
    "rounds",
    "phase",
    "start",
    "final",
    "buildings",
    "in_use",
    "pending",
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

    # -- the table ------------------------------------------------------------------------------

    def layout(self, seats: int) -> Layout:
        return layout(seats)

    def face(self, catalog: str, language: str = "en") -> CardFace:
        return card_face(catalog, language)

    def setup(self, state: State, spec: GameSpec) -> None:
        setup(state, spec)
        if state.rules:
            Engine(state).advance()
        else:
            state.data["steps"] = []

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
        if isinstance(cmd, G.ExchangeRats):
            self._check_exchange(state, cmd)
            return
        pending = state.data.get("pending")
        if pending is None:
            raise reject(QT_TRANSLATE_NOOP("G1347", "The game is over."))
        step = state.data["steps"][0]
        seats = pending.get("seats", [pending["seat"]])
        if cmd.seat not in seats:
            raise reject(
                QT_TRANSLATE_NOOP("G1347", "It is {name}'s decision now: {text}"),
                name=state.seats[pending["seat"]].name,
                text=pending["text"],
            )
        if not isinstance(cmd, G.DECISION_COMMANDS[step["k"]]):
            raise reject(
                QT_TRANSLATE_NOOP("G1347", "That is not the decision asked for: {text}"),
                text=pending["text"],
            )
        if not self._legal(state, step, cmd):
            raise Rejected(self._why_illegal(state, step, cmd))

    def _legal(self, state: State, step: dict[str, Any], cmd: C.Command) -> bool:
        """Whether ``cmd`` answers the pending step; the same rules as :meth:`legal_commands`
        without building the list."""
        eng = Engine(state)
        hand = state.zones[f"s{cmd.seat}.hand"].cards
        if isinstance(cmd, (G.Supply, G.Enter)):
            return 0 <= cmd.slot < len(eng.slots())
        if isinstance(cmd, G.LookNun):
            return cmd.index in eng.unknown_nuns(cmd.seat)
        if isinstance(cmd, G.SafeConduct):
            return len(state.data["queue"]) > 1 and any(
                state.cards[c].catalog == "safe" for c in hand
            )
        if isinstance(cmd, G.Play):
            return cmd.card in hand and kind_of(state.cards[cmd.card].catalog) in PLAYABLE
        if isinstance(cmd, G.Choose):
            return cmd.target in step["options"]
        if isinstance(cmd, (G.Give, G.Discard)):
            return cmd.card in hand
        return isinstance(cmd, G.Done)

    def _why_illegal(self, state: State, step: dict[str, Any], cmd: C.Command):
        """The rule a well-formed but illegal answer breaks."""
        if isinstance(cmd, (G.Supply, G.Enter)):
            return QT_TRANSLATE_NOOP("G1347", "There is no building {n} this round.").with_args(
                n=cmd.slot + 1
            )
        if isinstance(cmd, G.LookNun):
            return QT_TRANSLATE_NOOP(
                "G1347", "Look at one of the five Nun-row cards you have not seen yet."
            )
        if isinstance(cmd, G.SafeConduct):
            return QT_TRANSLATE_NOOP(
                "G1347",
                "Playing a Safe-conduct needs one in your hand and another player still to enter.",
            )
        if isinstance(cmd, G.Play):
            return QT_TRANSLATE_NOOP(
                "G1347",
                "Only population cards, jokers, Swords and Flutes from your hand can be played in a building; Gold never.",
            )
        if isinstance(cmd, G.Choose):
            return QT_TRANSLATE_NOOP("G1347", "Choose one of the players tied for fewest.")
        return QT_TRANSLATE_NOOP("G1347", "That card is not in your hand.")

    def _check_exchange(self, state: State, cmd: G.ExchangeRats) -> None:
        if cmd.value not in (3, 5):
            raise reject(
                QT_TRANSLATE_NOOP("G1347", "Rat tokens are exchanged 3 for a 3 or 5 for a 5.")
            )
        ones = sum(
            1 for c in state.zones[f"s{cmd.seat}.rats"].cards if state.cards[c].catalog == "rat.1"
        )
        if ones < cmd.value:
            raise reject(
                QT_TRANSLATE_NOOP("G1347", "You need {n} rat tokens of value 1 for that."),
                n=cmd.value,
            )
        if not any(
            state.cards[c].catalog == f"rat.{cmd.value}" for c in state.zones["rat.supply"].cards
        ):
            raise reject(
                QT_TRANSLATE_NOOP("G1347", "The supply has no rat token of value {n} left."),
                n=cmd.value,
            )

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
        rng_before = list(state.rng)
        if isinstance(cmd, G.ExchangeRats):
            rats.exchange(state, cmd.seat, cmd.value, eng.events)
        elif isinstance(cmd, G.Supply):
            eng.choose_supply(cmd.seat, cmd.slot)
        elif isinstance(cmd, G.LookNun):
            eng.look(cmd.seat, cmd.index)
            out.revealed = True
        elif isinstance(cmd, G.Enter):
            eng.enter(cmd.seat, cmd.slot)
        elif isinstance(cmd, G.SafeConduct):
            eng.safe_conduct(cmd.seat)
        elif isinstance(cmd, G.Play):
            eng.play(cmd.seat, state.cards[cmd.card])
        elif isinstance(cmd, G.Done):
            eng.done()
        elif isinstance(cmd, G.Choose):
            eng.choose(cmd.target)
        elif isinstance(cmd, G.Give):
            eng.give(state.cards[cmd.card])
        elif isinstance(cmd, G.Discard):
            eng.hospital(cmd.seat, state.cards[cmd.card])
        if not isinstance(cmd, G.ExchangeRats):
            eng.advance()
        out.events.extend(eng.events)
        out.random |= state.rng != rng_before
        out.revealed |= eng.auto_ran
        return True

    def after(self, state: State, cmd: C.Command, out: Outcome) -> None:
        state.data["moves"] = state.data.get("moves", 0) + 1

    def legal_commands(self, state: State, seat: int) -> list[C.Command]:
        pending = state.data.get("pending")
        if pending is None or seat not in pending.get("seats", [pending["seat"]]):
            return []
        step = state.data["steps"][0]
        eng = Engine(state)
        kind = step["k"]
        hand = state.zones[f"s{seat}.hand"].cards
        if kind == "supply":
            return [G.Supply(seat=seat, slot=i) for i in eng.slots()]
        if kind == "look":
            return [G.LookNun(seat=seat, index=i) for i in eng.unknown_nuns(seat)]
        if kind == "enter":
            out: list[C.Command] = [G.Enter(seat=seat, slot=i) for i in eng.slots()]
            if len(state.data["queue"]) > 1 and any(state.cards[c].catalog == "safe" for c in hand):
                out.append(G.SafeConduct(seat=seat))
            return out
        if kind == "play":
            return [
                G.Play(seat=seat, card=c)
                for c in hand
                if kind_of(state.cards[c].catalog) in PLAYABLE
            ] + [G.Done(seat=seat)]
        if kind == "choose":
            return [G.Choose(seat=seat, target=t) for t in step["options"]]
        if kind == "give":
            return [G.Give(seat=seat, card=c) for c in hand]
        if kind == "hospital":
            return [G.Discard(seat=seat, card=c) for c in hand] + [G.Done(seat=seat)]
        return []

    def bot_levels(self) -> tuple[str, ...]:
        return bots.LEVELS

    def bot_to_move(self, state: State) -> int | None:
        return bots.bot_seat(state)

    def bot_command(self, state: State, seat: int) -> C.Command | None:
        return bots.bot_command(state, seat, state.seats[seat].bot, self)

    def describe_command(
        self, cmd: C.Command, state_or_view: Any, seat: int, language: str = "en"
    ) -> Message:
        return describe(self, cmd, state_or_view, seat) or super().describe_command(
            cmd, state_or_view, seat, language
        )

    def command_group(self, cmd: C.Command, state_or_view: Any, seat: int) -> Message:
        return group(self, cmd, state_or_view, seat) or super().command_group(
            cmd, state_or_view, seat
        )

    def decision(self, state: State) -> Decision | None:
        """The pending step: one seat, or every seat that answers the supply step at once."""
        pending = state.data.get("pending")
        if pending is None:
            return None
        words = pending["message"]
        return Decision(
            seats=tuple(pending.get("seats", [pending["seat"]])),
            kind=pending["kind"],
            message=Message(words["context"], words["text"], dict(words["args"])),
        )

    def view_data(self, state: State, seat: int) -> dict[str, Any]:
        data = {k: state.data[k] for k in _PUBLIC_DATA if k in state.data}
        extra = state.data.get("rat_extra", [])
        if 0 <= seat < len(extra):  # only the owner knows its rats beyond the tokens
            data["my_rat_extra"] = extra[seat]
        if state.data.get("phase") == "end":  # rules §8: every rat is revealed at the end
            data["rat_extra"] = extra
        return data

    # -- end of the game ------------------------------------------------------------------------------

    def final_scores(self, state: State) -> ScoreSheet | None:
        """The score sheet once the game is over (rules §7-8); None before."""
        return final_scores(state) if state.data.get("phase") == "end" else None

    def statistics(self):  # the series of the Statistics dock and of replays
        from .statistics import G1347Statistics

        return G1347Statistics()
