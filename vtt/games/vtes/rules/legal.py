"""Every legal command for the decision the game waits for (for bots and hints).

Only the seat holding the decision gets commands (but during an unlock phase any
Methuselah may make a burn-option discard); the list always has at least one way on
(``vtes_pass``, ``vtes_next_phase``, a vote or a hand strike).  Each command lists its own
instances (:attr:`.spec.CommandSpec.offer`, next to its effect); the registry orders them by
stage (:data:`.registry.OFFERS`, the bots' order).  The cards in hand that may be played
now are listed (``vtes_play``), and the effects only with a card that gives them.  Steps
applied by hand as a played card says (``vtes_as_card``) are legal while the card is open
but are not listed: they are the player's reading of the card's text, not choices the
engine can enumerate.
"""

from __future__ import annotations

from ....core import commands as C
from ....core.model import State
from .registry import OFFERS, OFFERS_TO_OTHERS
from .stages import decider


def legal_commands(state: State, seat: int) -> list[C.Command]:
    """The commands ``seat`` may send now, listed by the stage of the decision."""
    who, stage = decider(state)
    offers = OFFERS[stage] if who == seat else OFFERS_TO_OTHERS[stage]
    if len(offers) == 1:
        return offers[0](state, seat, stage)
    out: list[C.Command] = []
    for offer in offers:
        out.extend(offer(state, seat, stage))
    return out
