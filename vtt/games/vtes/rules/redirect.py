"""Redirecting a bleed (vtes.md §7.4.1 'Redirection'): once its target declined to block
and the acting Methuselah passed (its last chance to increase the bleed), the target may
give it a new target with ``vtes_redirect``, naming the card it played that says so
(Deflection: :mod:`.sources`; the reacting vampire locks when the card says so);
the new target may block or redirect in turn (the block step starts over, the acting
Methuselah holding the impulse first).  Blocking reopens for a target met again
[V5]; in 2018 a Methuselah who declined stays declined for the whole action (V-BLK-05).
"""

from __future__ import annotations

from typing import NoReturn

from ....core import commands as C
from ....core import events as E
from ....core.messages import QT_TRANSLATE_NOOP, Message, reject
from ....core.model import State
from ..seating import active_seats
from . import cardinfo as ci
from . import commands as K
from . import grants as G
from . import impulse, played
from .actions import to_block
from .data import edition, rules
from .sources import bound, sources
from .spec import CommandSpec, Stage, events, stages
from .wording import EFFECTS, Words


def redirect_not_now(state: State, cmd: K.Redirect) -> NoReturn:
    """§7.4.1: only the target of a bleed, holding the impulse at its resolution step."""
    action = rules(state)["action"]
    if action is None or action["kind"] != K.BLEED:
        raise reject(QT_TRANSLATE_NOOP("vtes", "Only a bleed in progress can be redirected."))
    raise reject(
        QT_TRANSLATE_NOOP(
            "vtes",
            "The bled Methuselah redirects a bleed after declining to block, once the acting Methuselah has had a last chance to increase it.",  # noqa: E501
        )
    )


def redirect(state: State, cmd: K.Redirect, out: list[E.Event]) -> None:
    """§7.4.1 'Redirection': the bled Methuselah, holding the impulse after the acting one
    passed, gives the bleed a new target, who may block it (V-BLK-05)."""
    action = rules(state)["action"]
    if (
        action is None
        or action["kind"] != K.BLEED
        or (not cmd.host and action["target"] != cmd.seat)
    ):
        redirect_not_now(state, cmd)
    new = cmd.target
    if not 0 <= new < len(state.seats):
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "There is no Methuselah {seat} at this table."), seat=new
        )
    if state.seats[new].out:
        raise reject(QT_TRANSLATE_NOOP("vtes", "That Methuselah is out of the game."))
    if new == action["seat"]:
        raise reject(QT_TRANSLATE_NOOP("vtes", "A bleed never targets the acting Methuselah."))
    if new == action["target"]:
        raise reject(QT_TRANSLATE_NOOP("vtes", "The bleed already targets that Methuselah."))
    action.setdefault("targets", [action["target"]]).append(new)
    action["target"] = new
    deciders = impulse.blockers_order(state, action["seat"], [new])
    if edition(state) == "2018":
        deciders = [s for s in deciders if s not in action.get("declined", [])]
    action["deciders"] = deciders
    out.append(
        E.ModuleEvent(seat=cmd.seat, key="redirected", args={"seat": cmd.seat, "target": new})
    )
    _lock_the_reacting_vampire(state, cmd, out)
    to_block(state)


def _lock_the_reacting_vampire(state: State, cmd: K.Redirect, out: list[E.Event]) -> None:
    """Deflection and its kin played by hand: "Lock this reacting vampire" (a card the engine
    runs from its data locks the vampire with its own step, at the level that says so)."""
    rec = played.find(state, cmd.card) if cmd.card is not None else None
    if rec is not None and rec.get("auto"):
        return
    vampire = state.cards.get(rec["minion"]) if rec and rec["minion"] is not None else None
    card = ci.record(state.cards[cmd.card]) if cmd.card in state.cards else None
    text = card.text if card is not None else ""
    if vampire is None or vampire.locked or "lock this reacting" not in text.lower():
        return
    vampire.locked = True
    where = state.zones[vampire.zone]
    out.append(
        E.Locked(
            seat=cmd.seat,
            zone=where.id,
            index=where.cards.index(vampire.id),
            card=vampire.id,
            catalog=vampire.catalog,
            locked=True,
        )
    )


# -- the command ---------------------------------------------------------------------------


def _offer(state: State, seat: int, stage: Stage) -> list[C.Command]:
    """The bled Methuselah redirects to each other Methuselah but the acting one, with each
    card of its that says so."""
    action = rules(state)["action"]
    if action is None or action["kind"] != K.BLEED or seat != action["target"]:
        return []
    return [
        K.Redirect(seat=seat, target=t, card=c)
        for c in sources(state, seat, G.REDIRECT)
        for t in active_seats(state)
        if t not in (seat, action["seat"])
    ]


def _words(w: Words, cmd: K.Redirect) -> Message:
    return QT_TRANSLATE_NOOP("vtes", "Redirect the bleed to {target}, as {card} says").with_args(
        target=w.seat(cmd.target), card=w.card(cmd.card) if cmd.card is not None else "?"
    )


SPECS = (
    CommandSpec(
        K.Redirect,
        stages("resolve"),
        bound(events(redirect), redirect_not_now),
        redirect_not_now,
        _words,
        EFFECTS,
        _offer,
    ),
)
