"""A vampire's mandatory press ("Adrino gets 1 press (mandatory) each combat, only usable
to continue combat"): his ``use`` steps are the press, offered while it would continue the
combat; the ``in_play`` marker :class:`MandatoryPress` makes the engine use it for him
when the press step closes with the combat about to end and he has not used it this
combat (:func:`press_if_mandatory`, called by the combat's press step).
"""

from __future__ import annotations

from ......core import events as E
from ......core.messages import QT_TRANSLATE_NOOP, Message, Rejected
from ......core.model import Card, State
from ......core.table import Outcome
from ...data import rules
from ..standing import in_play_steps
from ..steps import Ctx, Step, kind


@kind
class MandatoryPress(Step, frozen=True, tag="press_is_mandatory"):
    """While in play: this vampire's own press (its ``use`` steps) is made for it when the
    press step would end the combat (nothing to do at a moment)."""

    def apply(self, ctx: Ctx) -> None:
        return None

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "the press is mandatory")


def _bound(state: State, minion: Card) -> bool:
    return any(
        isinstance(step, MandatoryPress) and giver.id == minion.id
        for giver, step in in_play_steps(state, minion)
    )


def press_if_mandatory(state: State, out: list[E.Event]) -> bool:
    """Everybody passed at the press step and no press to continue stands: a minion in
    the combat whose press is mandatory and still usable presses now (the rules' step, as
    its controller's ``vtes_use``); True if one did (the press step goes on, so the
    opponent may still answer it)."""
    from ...abilities import use
    from ...commands import UseCard

    combat = rules(state)["combat"]
    if combat is None or combat["stage"] != "press":
        return False
    if combat["press"] is not None and not combat["cancelled"]:
        return False
    for side in ("a", "b"):
        minion = state.cards.get(combat[side])
        if minion is None or minion.controller is None or not _bound(state, minion):
            continue
        done, imp, passed = Outcome(), combat["imp"], combat["imp"]["at"]
        if minion.controller in imp["order"]:  # the rules' step: his, whoever passed last
            imp["at"] = imp["order"].index(minion.controller)
        try:
            use(state, UseCard(seat=minion.controller, card=minion.id), done)
        except Rejected:
            imp["at"] = passed
            continue  # used already this combat, or his press would not continue it
        out.extend(done.events)
        return True
    return False
