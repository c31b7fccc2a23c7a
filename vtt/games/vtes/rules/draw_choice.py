"""A draw a Methuselah chooses the source of: "While this Ravnos is ready, if you would
draw a card from your library, you can draw one of these cards instead" (Shilmulo Tarot).

Each draw from the library (a replacement, a card's draw, a larger hand size) is then owed
(:func:`.hand.draw` asks :func:`.effects.kinds.library.draw_owed_instead`), and the game
waits at the stage ``"hand"`` for ``vtes_draw_from``: the top card of the library, or one
of the cards kept face down on the equipment (named by its id: only its player sees them;
the others see a card leave that pile, not which one).
"""

from __future__ import annotations

from typing import NoReturn

from ....core import commands as C
from ....core import events as E
from ....core.messages import QT_TRANSLATE_NOOP, Message, reject
from ....core.model import State
from ....core.table import move_card
from . import commands as K
from . import hand, hand_size
from .data import zone_of
from .effects.log import texts
from .refuse import not_now
from .spec import CommandSpec, Stage, events, stages
from .wording import Words

DRAW_HEADING = QT_TRANSLATE_NOOP("vtes", "Draw a card")
texts(
    {
        "li_drew_instead": QT_TRANSLATE_NOOP(
            "vtes", "{seat} draws one of the cards on {cause} instead of from their library."
        ),
    }
)


def _owes_draw(state: State, seat: int) -> bool:
    owes = hand_size.due(state, seat)
    return owes is not None and owes["to"] == "draw"


def draw_from(state: State, cmd: K.DrawFrom, out: list[E.Event]) -> None:
    from .effects.kinds.library import tarot_cards  # the kinds import this module's peers

    if not _owes_draw(state, cmd.seat):
        raise reject(QT_TRANSLATE_NOOP("vtes", "You owe no draw now."))
    cause = (hand_size.due(state, cmd.seat) or {}).get("cause", "")
    if cmd.card is None:
        hand.draw_from_library(state, cmd.seat, out)
    else:
        card = next((c for c in tarot_cards(state, cmd.seat) if c.id == cmd.card), None)
        if card is None:
            raise reject(QT_TRANSLATE_NOOP("vtes", "That card is not one you may draw instead."))
        hand_zone = zone_of(state, cmd.seat, "hand")
        out.append(move_card(state, card, hand_zone, seat=cmd.seat))
        args = {"seat": cmd.seat, "cause": cause}
        out.append(E.ModuleEvent(seat=cmd.seat, key="li_drew_instead", args=args))
    hand_size.paid_one(state, cmd.seat)


def _not_now(state: State, cmd: K.DrawFrom) -> NoReturn:
    if not _owes_draw(state, cmd.seat):
        raise reject(QT_TRANSLATE_NOOP("vtes", "You owe no draw now."))
    not_now()


def _offers(state: State, seat: int, stage: Stage) -> list[C.Command]:
    from .effects.kinds.library import tarot_cards

    if not _owes_draw(state, seat):
        return []
    out: list[C.Command] = [K.DrawFrom(seat=seat)]
    return out + [K.DrawFrom(seat=seat, card=c.id) for c in tarot_cards(state, seat)]


def _words(w: Words, cmd: K.DrawFrom) -> Message:
    if cmd.card is None:
        return QT_TRANSLATE_NOOP("vtes", "Draw the top card of your library")
    cause = hand_size.first_owed(w.rules, cmd.seat).get("cause") or ""
    return QT_TRANSLATE_NOOP("vtes", "Draw {card} from {source} instead").with_args(
        card=w.card(cmd.card), source=w.module.card_name(cause, w.language) if cause else ""
    )


SPECS = (
    CommandSpec(
        K.DrawFrom,
        stages("hand"),
        events(draw_from),
        _not_now,
        _words,
        DRAW_HEADING,
        _offers,
    ),
)
