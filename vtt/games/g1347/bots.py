"""Computer players for 1347.

Two levels:

* ``random``: a uniformly random choice among ``legal_commands``;
* ``heuristic``: chases class majorities (enters where it holds the most cards of the
  building's class, plays those and its jokers), keeps its rats at or below the nuns it
  has seen plus a cautious guess for the unseen ones, prefers supply actions that shed
  rats when it is in danger, and gives away its least useful cards.

A bot decides from ``legal_commands`` and from its seat's ``view_for`` only, so it never
uses what its seat may not know.  Its randomness is a stream derived from the game's seed
and the number of commands played so far (:attr:`.rules_state.Rules.moves`): the same game replays
the same choices, and choosing changes nothing in the state.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...core import commands as C
from ...core.model import State
from ...core.module import GameModule
from ...core.rng import Rng, seed_words
from ...core.views import CardView, View, view_for
from . import commands as G
from .catalog import class_of, kind_of, nuns_of, supply_of, token_value
from .rules_state import peek

LEVELS = ("random", "heuristic")
_MASK = (1 << 64) - 1
#: how much a card is worth keeping (what the heuristic gives away first)
_KEEP = {"joker": 6, "gold": 5, "safe": 3, "sword": 3, "flute": 3, "pop": 1}
AVERAGE_NUNS = 2  # 168 nuns on 84 cards


def bot_rng(state: State, seat: int) -> Rng:
    moves = peek(state.data).moves
    return Rng(
        seed_words((state.seed * 1_000_003 + moves * 7_919 + seat * 104_729 + 0xB07) & _MASK)
    )


def bot_command(state: State, seat: int, level: str, module: GameModule) -> C.Command | None:
    """The command the bot of ``seat`` gives now, or None when it has nothing to decide."""
    legal = module.legal_commands(state, seat)
    if not legal:
        return None
    rng = bot_rng(state, seat)
    if level == "random" or len(legal) == 1:
        return legal[rng.below(len(legal))]
    if level == "heuristic":
        return _Heuristic(view_for(state, seat, module), seat).choose(legal, rng)
    raise ValueError(f"unknown bot level '{level}' ({', '.join(LEVELS)})")


class _Heuristic:
    """Reads one seat's view and scores the legal commands."""

    def __init__(self, view: View, seat: int):
        self.view, self.seat = view, seat
        self.hand = [c for c in view.zones[f"s{seat}.hand"].cards]
        self.rats = sum(
            token_value(c.catalog) for c in view.zones[f"s{seat}.rats"].cards if c.catalog
        ) + view.data.get("my_rat_extra", 0)
        nuns = view.zones["nuns"].cards
        known = [c.catalog for c in nuns if c.catalog]
        unknown = len(nuns) - len(known)
        self.nun_guess = sum(nuns_of(c) for c in known) + (AVERAGE_NUNS - 1) * unknown
        self.unknown = unknown
        self.data: dict[str, Any] = view.data

    def entered_slot(self) -> int | None:
        for slot, seats in enumerate(self.data.get("entries", [])):
            if self.seat in seats:
                return slot
        return None

    def building_class(self, slot: int) -> str:
        zone = self.view.zones[f"row{slot + 1}"]
        return next(class_of(c.catalog) for c in zone.cards if c.catalog and c.catalog[0] == "b")

    def building_type(self, slot: int) -> str:
        zone = self.view.zones[f"row{slot + 1}"]
        return next(
            c.catalog.split(".")[1] for c in zone.cards if c.catalog and c.catalog[0] == "b"
        )

    def card(self, cid: int) -> CardView:
        return next(c for c in self.hand if c.id == cid)

    def danger(self) -> int:
        """How many rats above the safe guess this seat holds (negative: room left)."""
        return self.rats - self.nun_guess

    def choose(self, legal: list[C.Command], rng: Rng) -> C.Command:
        scored = [(self.score(cmd), -i, cmd) for i, cmd in enumerate(legal)]
        best = max(s for s, _, _ in scored)
        top = [cmd for s, _, cmd in scored if s == best]
        return top[rng.below(len(top))]

    def score(self, cmd: C.Command) -> float:
        """How much the bot likes ``cmd`` (looks: any unseen card will do)."""
        scorer = self._SCORES.get(type(cmd))
        return 0 if scorer is None else scorer(self, cmd)

    def score_supply(self, cmd: G.Supply) -> float:
        """Draw, and shed rats when in danger; looks are worth something while nuns are
        unseen."""
        zone = self.view.zones[f"row{cmd.slot + 1}"]
        cat = next(c.catalog for c in zone.cards if c.catalog and c.catalog[0] == "b")
        action = supply_of(cat)
        rat_worth = 2.5 if self.danger() > -3 else 0.5
        return (
            action["draw"]
            + action["rats"] * rat_worth
            + action["look"] * (1.5 if self.unknown else 0)
        )

    def score_enter(self, cmd: G.Enter) -> float:
        """Chase the class majority the hand can win; the rat-shedding buildings in danger."""
        cls = self.building_class(cmd.slot)
        mine = sum(
            1 for c in self.hand if kind_of(c.catalog) == "pop" and class_of(c.catalog) == cls
        )
        jokers = sum(1 for c in self.hand if c.catalog == "joker")
        mine_infl = self.view.seats[self.seat].counters.get(cls, 0)
        lead = max(s.counters.get(cls, 0) for s in self.view.seats)
        chase = 1.0 if lead - mine_infl <= mine + jokers else 0.0
        btype = self.building_type(cmd.slot)
        bonus = 2.0 if btype in ("monastery", "hospital") and self.danger() > -2 else 0.0
        return mine + 0.5 * jokers + chase + bonus

    def score_play(self, cmd: G.Play) -> float:
        """Jokers and cards of the building's class; a Sword when others entered too; a
        Flute rarely."""
        slot = self.entered_slot()
        card = self.card(cmd.card)
        kind = kind_of(card.catalog)
        if kind == "joker":
            return 3
        if kind == "pop":
            if slot is not None and class_of(card.catalog) == self.building_class(slot):
                return 4
            return 1 if self.danger() + 1 <= -3 else -1
        if kind == "sword":
            others = slot is not None and len(self.data["entries"][slot]) > 1
            return 2 if others else -1
        return -1

    def score_choose(self, cmd: G.Choose) -> float:
        return len(self.view.zones[f"s{cmd.target}.hand"].cards)

    def score_give(self, cmd: G.Give) -> float:
        return -_KEEP[kind_of(self.card(cmd.card).catalog)]

    def score_discard(self, cmd: G.Discard) -> float:
        if self.danger() < 0:
            return -1
        return 1 - _KEEP[kind_of(self.card(cmd.card).catalog)] / 10

    _SCORES: dict[type, Callable[[_Heuristic, Any], float]] = {
        G.Supply: score_supply,
        G.Enter: score_enter,
        G.Play: score_play,
        G.Done: lambda self, cmd: 0,
        G.SafeConduct: lambda self, cmd: -1,
        G.Choose: score_choose,
        G.Give: score_give,
        G.Discard: score_discard,
    }
