"""The Nights of Blood game module: components, table, set-up, rules, views and result.

With the rules off every card lies in its deck and the players move everything with the
table's commands.  With the rules on, the module drives the night (see :mod:`.engine`),
accepts only its own commands (and table talk), and hides what a seat may not know: other
living vampires' hands and sect cards (owner-only zones, and their sects in the rules data).
"""

from __future__ import annotations

from typing import Any

import msgspec

from ...core import commands as C
from ...core.decision import Decision
from ...core.faces import CardFace
from ...core.messages import QT_TRANSLATE_NOOP, Message, reject
from ...core.model import OMNISCIENT, State
from ...core.module import GameModule, GameSpec, Layout, card_in
from ...core.scores import ScoreRow, ScoreSheet
from ...core.table import Outcome
from . import bots
from . import commands as N
from .cards import catalogue
from .deal import setup
from .engine import NOTES, Engine, refusal
from .faces import card_face
from .invariants import check_invariants
from .legal import legal_commands
from .rules import rules_of
from .table import layout

_ASK = {
    "play": QT_TRANSLATE_NOOP(
        "NightsOfBlood", "{name}: play cards, spend blood, then end the turn."
    ),
    "defend": QT_TRANSLATE_NOOP(
        "NightsOfBlood", "{name}: an attack hits you; play a Defence or take it."
    ),
    "area": QT_TRANSLATE_NOOP("NightsOfBlood", "{name}: play a Defence or take the wound."),
    "hunt": QT_TRANSLATE_NOOP("NightsOfBlood", "{name}: discard an Attack or take the wound."),
    "duel": QT_TRANSLATE_NOOP(
        "NightsOfBlood", "{name}: discard an Attack in the bite duel, or give up."
    ),
    "discard": QT_TRANSLATE_NOOP("NightsOfBlood", "{name}: discard down to your blood."),
}
_DESCRIBE = {
    "play": QT_TRANSLATE_NOOP("NightsOfBlood", "Play {card}"),
    "play_at": QT_TRANSLATE_NOOP("NightsOfBlood", "Play {card} on {target}"),
    "play_pick": QT_TRANSLATE_NOOP("NightsOfBlood", "Play {card} on {target}, naming {pick}"),
    "discipline_pick": QT_TRANSLATE_NOOP("NightsOfBlood", "Use {card} on {target}, naming {pick}"),
    "discipline": QT_TRANSLATE_NOOP("NightsOfBlood", "Use {card}"),
    "heal": QT_TRANSLATE_NOOP("NightsOfBlood", "Heal a light wound (1 blood)"),
    "heal_aggr": QT_TRANSLATE_NOOP("NightsOfBlood", "Heal an aggravated wound (1 blood)"),
    "shift": QT_TRANSLATE_NOOP("NightsOfBlood", "Move a counter from {src} to {dst} (1 blood)"),
    "end": QT_TRANSLATE_NOOP("NightsOfBlood", "End the turn"),
    "respond": QT_TRANSLATE_NOOP("NightsOfBlood", "Answer with {card}"),
    "decline": QT_TRANSLATE_NOOP("NightsOfBlood", "Do not answer"),
    "discard": QT_TRANSLATE_NOOP("NightsOfBlood", "Discard {card}"),
}


_GROUP_NAMES = {
    "hand": QT_TRANSLATE_NOOP("NightsOfBlood", "Cards in your hand"),
    "table": QT_TRANSLATE_NOOP("NightsOfBlood", "Disciplines and Contacts"),
    "blood": QT_TRANSLATE_NOOP("NightsOfBlood", "Spend blood"),
    "answer": QT_TRANSLATE_NOOP("NightsOfBlood", "Answers"),
    "turn": QT_TRANSLATE_NOOP("NightsOfBlood", "Your turn"),
}
_GROUPS: tuple[tuple[tuple[type, ...], str], ...] = (
    ((N.Play, N.Discard), "hand"),
    ((N.UseDiscipline, N.UseContact), "table"),
    ((N.Heal, N.Shift), "blood"),
    ((N.Respond, N.Decline), "answer"),
    ((N.End,), "turn"),
)


class NobModule(GameModule):
    id = "nob"
    version = "1"
    title = QT_TRANSLATE_NOOP("Games", "Nights of Blood").text
    min_seats = 2
    max_seats = 5
    has_rules = True
    has_bots = True
    keeps_scores = True

    def __init__(self) -> None:
        catalogue()  # broken card data is reported when the game is chosen, not mid-game

    # -- the table -----------------------------------------------------------------------------

    def layout(self, seats: int) -> Layout:
        return layout(seats)

    def face(self, catalog: str, language: str = "en") -> CardFace:
        return card_face(catalog, language)

    def setup(self, state: State, spec: GameSpec) -> None:
        setup(state, spec)

    # -- rules ---------------------------------------------------------------------------------

    def validate(self, state: State, cmd: C.Command) -> None:
        if isinstance(cmd, C.Say):
            return
        if not isinstance(cmd, N.ALL):
            raise reject(
                QT_TRANSLATE_NOOP(
                    "NightsOfBlood",
                    "With the rules on, the game moves the cards: use the game's actions.",
                )
            )
        g = rules_of(state)
        if g.over or g.pending is None:
            raise refusal("over")
        if cmd.seat != g.pending.seat:
            raise refusal("not_yours")
        if not isinstance(cmd, N.DECISION_COMMANDS[g.pending.kind]):
            raise refusal("wrong_step")
        check = _CHECKS.get(type(cmd))
        if check is not None:
            check(Engine(state), cmd)

    def apply(self, state: State, cmd: C.Command, out: Outcome) -> bool:
        if not isinstance(cmd, N.ALL):
            return False
        if not state.rules:
            raise reject(
                QT_TRANSLATE_NOOP(
                    "NightsOfBlood", "The game's actions need the rules on; move cards by hand."
                )
            )
        if cmd.host:  # the host acts for the seat, but the engine still needs a sound move
            self.validate(state, cmd)
        rng_before = list(state.rng)
        run(Engine(state, out), cmd)
        out.random = state.rng != rng_before
        out.revealed = True  # draws show cards to their owner
        return True

    def after(self, state: State, cmd: C.Command, out: Outcome) -> None:
        if state.options.get("debug_invariants"):
            check_invariants(state)

    def legal_commands(self, state: State, seat: int) -> list[C.Command]:
        return legal_commands(state, seat)

    # -- computer players ----------------------------------------------------------------------

    def bot_levels(self) -> tuple[str, ...]:
        return bots.LEVELS

    def bot_command(self, state: State, seat: int) -> C.Command | None:
        return bots.choose(state, seat, state.seats[seat].bot)

    # -- words ---------------------------------------------------------------------------------

    def event_text(self, key: str, args: dict[str, Any]) -> Message | None:
        found = NOTES.get(key)
        return found.with_args(**args) if found is not None else None

    def describe_command(
        self, cmd: C.Command, state_or_view: Any, seat: int, language: str = "en"
    ) -> Message:
        def name(card_id: int | None) -> str:
            c = card_in(state_or_view, card_id)
            return self.card_name(c.catalog, language) if c is not None and c.catalog else "?"

        def who(target: int | None) -> str:
            return state_or_view.seats[target].name if target is not None else ""

        if isinstance(cmd, (N.Play, N.UseDiscipline)) and cmd.pick is not None:
            key = "discipline_pick" if isinstance(cmd, N.UseDiscipline) else "play_pick"
            return _DESCRIBE[key].with_args(
                card=name(cmd.card), target=who(cmd.target), pick=name(cmd.pick)
            )
        if isinstance(cmd, (N.Play, N.UseDiscipline, N.UseContact)):
            key = "discipline" if isinstance(cmd, N.UseDiscipline) else "play"
            if cmd.target is not None and key == "play":
                key = "play_at"
            return _DESCRIBE[key].with_args(card=name(cmd.card), target=who(cmd.target))
        if isinstance(cmd, N.Heal):
            return _DESCRIBE["heal_aggr" if cmd.aggravated else "heal"]
        if isinstance(cmd, N.Shift):
            return _DESCRIBE["shift"].with_args(src=cmd.src, dst=cmd.dst)
        if isinstance(cmd, (N.Respond, N.Discard)):
            key = "respond" if isinstance(cmd, N.Respond) else "discard"
            return _DESCRIBE[key].with_args(card=name(cmd.card))
        if isinstance(cmd, N.End):
            return _DESCRIBE["end"]
        if isinstance(cmd, N.Decline):
            return _DESCRIBE["decline"]
        return super().describe_command(cmd, state_or_view, seat, language)

    def command_group(
        self, cmd: C.Command, state_or_view: Any, seat: int, language: str = "en"
    ) -> Message:
        for kinds, key in _GROUPS:
            if isinstance(cmd, kinds):
                return _GROUP_NAMES[key]
        return super().command_group(cmd, state_or_view, seat, language)

    def decision(self, state: State) -> Decision | None:
        g = rules_of(state)
        if g.over or g.pending is None:
            return None
        p = g.pending
        return Decision(
            seats=(p.seat,),
            kind=p.kind,
            message=_ASK[p.kind].with_args(name=state.seats[p.seat].name),
        )

    def view_data(self, state: State, seat: int) -> dict[str, Any]:
        """The rules data a seat may see: everything except the sects of other living
        vampires (the Sovereign's is public, the dead are revealed, a seat knows its own)."""
        if not state.rules or "nob" not in state.data:
            return {}
        g = rules_of(state)
        data = msgspec.to_builtins(g)
        del data["played"]  # counts by card name would tell which Contact lies face down
        for i, v in enumerate(data["vampires"]):
            public = not g.vampires[i].alive or i == g.sovereign or g.over
            if not (public or seat in (i, OMNISCIENT)):
                v["sect"] = ""
        return {"nob": data}

    def statistics(self):  # the series of the Statistics dock and of replays
        from .statistics import NobStatistics

        return NobStatistics()

    def final_scores(self, state: State) -> ScoreSheet | None:
        if not state.rules or "nob" not in state.data:
            return None
        g = rules_of(state)
        if not g.over:
            return None
        return ScoreSheet(
            rows=[
                ScoreRow(
                    label=QT_TRANSLATE_NOOP("NightsOfBlood", "Alive at the end"),
                    values=[1 if v.alive else 0 for v in g.vampires],
                    counted=False,
                ),
                ScoreRow(
                    label=QT_TRANSLATE_NOOP("NightsOfBlood", "Won"),
                    values=[1 if i in g.winners else 0 for i in range(len(g.vampires))],
                ),
            ],
            totals=[1 if i in g.winners else 0 for i in range(len(g.vampires))],
            seats=[s.name for s in state.seats],
            winners=list(g.winners),
            notes=[why_it_ended(state)],
        )


#: which sect won and why, by how the game ended (the sect cards are shown at the end)
_SOVEREIGN_SIDE_WINS = {
    "camarilla": QT_TRANSLATE_NOOP(
        "NightsOfBlood", "The Camarilla wins: every enemy of the Sovereign {name} is dead."
    ),
    "sabbat": QT_TRANSLATE_NOOP(
        "NightsOfBlood", "The Sabbat wins: every enemy of the Sovereign {name} is dead."
    ),
    "anarquistas": QT_TRANSLATE_NOOP(
        "NightsOfBlood", "The Anarchs win: every enemy of the Sovereign {name} is dead."
    ),
}
_KILLERS_WIN = {
    "camarilla": QT_TRANSLATE_NOOP(
        "NightsOfBlood", "The Camarilla wins: it dealt the Sovereign {name} the last wound."
    ),
    "sabbat": QT_TRANSLATE_NOOP(
        "NightsOfBlood", "The Sabbat wins: it dealt the Sovereign {name} the last wound."
    ),
    "anarquistas": QT_TRANSLATE_NOOP(
        "NightsOfBlood", "The Anarchs win: they dealt the Sovereign {name} the last wound."
    ),
}
_ENEMIES_WIN = QT_TRANSLATE_NOOP(
    "NightsOfBlood",
    "The Sovereign {name} fell to its own side or to the night: its enemies win together.",
)
_LAST_STANDING = QT_TRANSLATE_NOOP("NightsOfBlood", "{name} is the last vampire standing.")
_NOBODY = QT_TRANSLATE_NOOP("NightsOfBlood", "No vampire survived the night.")


def why_it_ended(state: State) -> Message:
    """The end screen's sentence: which sect won, and why."""
    g = rules_of(state)
    names = [seat.name for seat in state.seats]
    if not g.winners:
        return _NOBODY
    first = g.vampires[g.winners[0]].sect
    sovereign = g.vampires[g.sovereign]
    if g.mode == "solo":
        return _LAST_STANDING.with_args(name=names[g.winners[0]])
    if sovereign.alive:
        return _SOVEREIGN_SIDE_WINS[first].with_args(name=names[g.sovereign])
    if first != sovereign.sect and len({g.vampires[w].sect for w in g.winners}) == 1:
        return _KILLERS_WIN[first].with_args(name=names[g.sovereign])
    return _ENEMIES_WIN.with_args(name=names[g.sovereign])


#: how each command is checked (raises Rejected) and carried out
_CHECKS: dict[type, Any] = {
    N.Play: lambda e, c: e.check_play(c.seat, c.card, c.target, c.pick, c.as_kind),
    N.UseDiscipline: lambda e, c: e.check_discipline(c.seat, c.card, c.target, c.pick),
    N.UseContact: lambda e, c: e.check_contact(c.seat, c.card, c.target),
    N.Heal: lambda e, c: e.check_heal(c.seat, c.aggravated),
    N.Shift: lambda e, c: e.check_shift(c.seat, c.src, c.dst),
    N.Respond: lambda e, c: e.check_respond(c.seat, c.card),
    N.Discard: lambda e, c: e.check_discard(c.seat, c.card),
}
_ACTIONS: dict[type, Any] = {
    N.Play: lambda e, c: e.play(c.seat, c.card, c.target, c.pick, c.as_kind),
    N.UseDiscipline: lambda e, c: e.discipline(c.seat, c.card, c.target, c.pick),
    N.UseContact: lambda e, c: e.contact(c.seat, c.card, c.target),
    N.Heal: lambda e, c: e.heal(c.seat, c.aggravated),
    N.Shift: lambda e, c: e.shift(c.seat, c.src, c.dst),
    N.End: lambda e, c: e.end_turn(c.seat),
    N.Respond: lambda e, c: e.respond(c.seat, c.card),
    N.Decline: lambda e, c: e.decline(c.seat),
    N.Discard: lambda e, c: e.discard_down(c.seat, c.card),
}


def run(eng: Engine, cmd: C.Command) -> None:
    """Carry out a checked command."""
    _ACTIONS[type(cmd)](eng, cmd)
