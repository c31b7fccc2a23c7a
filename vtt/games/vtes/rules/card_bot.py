"""The card-playing VTES bot ("heuristic", "plays to win"): the random bot's weighted
choice, with weights that read what each choice does for its seat.

It still picks at random among the legal commands (so it never loops on one move and
replays the same game from the same seed), but the weights favour what a player would do:
bleed its prey, harder when a bleed modifier could oust it; play the cards whose effect
the engine runs (stealth when a block is attempted against its action, intercept when its
blocker needs it, prevention when it is about to take damage, a strike card over the hand
strike), redirect a bleed to its own prey, block the actions aimed at it, vote for its own
referendums and against the others', hunt when its vampires run dry.  It reads only what
its seat may know: its legal commands, the public rules bookkeeping and the counters on
the table.
"""

from __future__ import annotations

from ....core import commands as C
from ....core.model import State
from ..seating import prey
from . import asks, bots
from . import commands as K
from .data import rules
from .effects import run as effects
from .effects.kinds import action_numbers as A
from .effects.kinds import combat_steps as S

#: the weight of a choice the bot likes / loves / would rather not make
LIKE, LOVE, AVOID = 30, 120, 1


def _pool(state: State, seat: int | None) -> int:
    if seat is None:
        return 99
    return int(state.seats[seat].counters.get("pool", 0))


def _card_steps(state: State, cmd: C.Command) -> list[object]:
    card_id = getattr(cmd, "card", None)
    card = state.cards.get(card_id) if card_id is not None else None
    if card is None or not card.catalog:
        return []
    s = effects.script(card.catalog, bool(getattr(cmd, "superior", False)))
    if s is None:
        return []
    mode = int(getattr(cmd, "mode", 0))
    chosen = s.choose[mode] if 0 <= mode < len(s.choose) else ()
    return [*s.play, *chosen]


def _play_weight(state: State, seat: int, cmd: K.PlayCard) -> int:
    """A played card whose effect the engine runs: by what it does now."""
    steps = _card_steps(state, cmd)
    if not steps:
        return 2  # a card the bot cannot read: now and then
    action = rules(state)["action"]
    weight = LIKE
    for step in steps:
        if isinstance(step, A.Bleed) and action is not None:
            # a bleed modifier that ousts the prey is what the card is for
            if action["amount"] + step.n >= _pool(state, action["target"]):
                return LOVE * 2
            weight = max(weight, LOVE if _pool(state, action["target"]) <= 8 else LIKE)
        elif isinstance(step, A.Redirect):
            return LOVE if cmd.target == prey(state, seat) else LIKE
        elif isinstance(step, (A.Stealth, A.Intercept, S.Prevent)):
            weight = max(weight, LOVE)
        elif isinstance(step, S.Strike):
            weight = max(weight, LOVE if step.damage >= 2 or step.aggravated else LIKE)
    return weight


def _act_weight(state: State, seat: int, cmd: K.Act) -> int:
    minion = state.cards.get(cmd.minion)
    blood = minion.counters.get("blood", 0) if minion is not None else 0
    if cmd.kind == K.HUNT:
        return LOVE if blood <= 1 else 2
    if cmd.kind == K.BLEED:
        return LOVE if _pool(state, prey(state, seat)) <= 6 else 40
    if cmd.card is not None and effects.automated(state.cards[cmd.card].catalog or ""):
        return LIKE
    return 4


def _block_weight(state: State, seat: int) -> int:
    action = rules(state)["action"]
    if action is None:
        return 4
    return LOVE if action["target"] == seat else 6


def _vote_weight(state: State, seat: int, cmd: K.Vote) -> int:
    referendum = rules(state)["referendum"]
    mine = referendum is not None and referendum["caller"] == seat
    return LOVE if (cmd.side == "for") == mine else AVOID


#: the commands it weighs by their kind alone (it plays to the end: no withdrawal)
_FIXED: dict[type, int] = {
    K.UseCard: LIKE,
    K.Pass: 8,
    K.Withdraw: 0,
    K.EndTurnRules: 0,
    K.Diablerize: LOVE,
}


def weight(state: State, seat: int, cmd: C.Command) -> int:
    """How much the card-playing bot likes ``cmd`` for ``seat``."""
    fixed = _FIXED.get(type(cmd))
    if fixed is not None:
        return fixed
    if isinstance(cmd, K.PlayCard):
        return _play_weight(state, seat, cmd)
    if isinstance(cmd, K.PlayMaster):
        return LIKE if _card_steps(state, cmd) else 3
    if isinstance(cmd, K.Act):
        return _act_weight(state, seat, cmd)
    if isinstance(cmd, K.Block):
        return _block_weight(state, seat)
    if isinstance(cmd, K.Vote):
        return _vote_weight(state, seat, cmd)
    if isinstance(cmd, K.Strike):
        return LIKE if cmd.card is not None else 12
    if isinstance(cmd, K.Answer):
        liked = asks.weight(state, cmd)
        return bots.base_weight(cmd) if liked is None else liked
    if isinstance(cmd, K.SearchLibrary):
        return LIKE if cmd.catalog else 1  # a search finds what it may
    return bots.base_weight(cmd)


def card_bot_move(state: State, seat: int) -> C.Command | None:
    """The card-playing bot's move for ``seat``, or None when it has nothing to decide."""
    return bots.weighted_move(state, seat, lambda cmd: weight(state, seat, cmd))
