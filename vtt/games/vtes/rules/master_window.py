"""The moment after a master card is shown, when another Methuselah may cancel it "as it is
played" (Sudden Reversal: "Cancel a master card as it is played by another Methuselah, and
its cost is not paid").

Whether a Methuselah holds such a card is hidden, so the question cannot go only to those
who hold one: that would tell the table who does.  Instead every Methuselah who could play
an out-of-turn master card now is asked, holder or not, from what is public alone: not the
card's player, not the Methuselah whose turn it is (out-of-turn cards are never played in
one's own turn), nobody who already played an out-of-turn master card since their last
master phase or is playing one in this window, nobody with an empty hand, and nobody who
asked not to be asked again (:data:`NEVER`).  Bots answer at once; a person clicks once.

:func:`hold` keeps the play (nothing paid or done, the card named in the log as a card
played is shown, still in its player's hand) in ``rules["held_masters"]`` and puts one
question (``mw_cancel``) per Methuselah asked at the head of the queue (:mod:`.asks`).
The last "let it be played" makes the play as it was commanded, with every check again
(:func:`_close_if_done`).  Nothing else is done while a question waits (the stage
``ask``), so the only way to cancel is to answer: the Methuselah plays their cancelling
card, a master card aimed at the held one (``vtes_master`` with ``target_card``), and that
card opens its own window in front of the first: the others may cancel the cancel.  When a
cancelling card resolves, its effect calls :func:`cancel`: the held card goes to the ash
heap unpaid, its master phase action (or its out-of-turn one) spent, and whatever window
it was itself aimed at goes on.

The table option :data:`~.data.OPT_MASTER_WINDOW` turns the window off (the cancelling
cards then cannot be played); it is on unless a game says otherwise.
"""

from __future__ import annotations

from typing import Any

from ....core import events as E
from ....core.messages import QT_TRANSLATE_NOOP, Message, Rejected
from ....core.model import Card, State
from ....core.table import Outcome
from ..layout import HAND_KEY, zone
from . import asks, hand, legality, played
from . import commands as K
from .data import OPT_MASTER_WINDOW, rules
from .effects.log import texts
from .impulse import clockwise_from
from .records import Ask, HeldMaster
from .wording import Words

texts(
    {
        "mw_held": QT_TRANSLATE_NOOP(
            "vtes", "{seat} plays {card}; the other Methuselahs may cancel it as it is played."
        ),
        "mw_let": QT_TRANSLATE_NOOP("vtes", "{seat} does not cancel {card}."),
        "mw_never": QT_TRANSLATE_NOOP(
            "vtes", "{seat} will not be asked again this game to cancel a master card."
        ),
        "mw_cancelled": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {card} is cancelled as it is played; its cost is not paid."
        ),
        "mw_lapsed": QT_TRANSLATE_NOOP("vtes", "{card} can no longer be played."),
    }
)

#: the question's name and its answers
ASK = "mw_cancel"
LET, CANCEL, NEVER = 0, 1, 2

#: the fields of ``vtes_master`` a held play keeps
_FIELDS = ("card", "on", "keep", "x", "target", "target_card", "mode")


def window_on(state: State) -> bool:
    """Whether a master card played may be cancelled as it is played in this game."""
    return bool(state.options.get(OPT_MASTER_WINDOW, True))


def held(state: State) -> list[HeldMaster]:
    """The master cards being played, held for the window, the first one first."""
    return rules(state).get("held_masters") or []


def held_by(state: State, card_id: int | None) -> HeldMaster | None:
    """The held play of the card ``card_id``, if it is held."""
    return next((h for h in held(state) if h["play"]["card"] == card_id), None)


def _askable(state: State, by: int) -> list[int]:
    """The Methuselahs asked about ``by``'s master card, clockwise from ``by``: those who
    could play an out-of-turn master card now, read from public facts only."""
    r = rules(state)
    never = r.get("mw_never") or []
    playing = {h["by"] for h in held(state)}
    return [
        seat
        for seat in clockwise_from(state, by)
        if seat not in (by, state.turn.active)
        and not r["oot"][seat]
        and seat not in never
        and seat not in playing
        and state.zones[zone(seat, HAND_KEY)].cards
    ]


def hold(state: State, cmd: K.PlayMaster, card: Card, out: list[E.Event]) -> bool:
    """Hold the checked play ``cmd`` of ``card`` when somebody may be asked whether they
    cancel it: ask them, first in the queue, and say so (True)."""
    if cmd.host or not window_on(state):
        return False
    seats = _askable(state, cmd.seat)
    if not seats:
        return False
    play = {f: getattr(cmd, f) for f in _FIELDS} | {"catalog": card.catalog or ""}
    rules(state).setdefault("held_masters", []).append({"by": cmd.seat, "play": play})
    for at, seat in enumerate(seats):
        asks.push(state, seat, ASK, card.catalog or "", cmd.seat, card=card.id, at=at)
    args = {"seat": cmd.seat, "card": card.catalog or ""}
    out.append(E.ModuleEvent(seat=cmd.seat, key="mw_held", args=args))
    return True


def cancel(state: State, card_id: int, cause: str, seat: int, out: list[E.Event]) -> None:
    """The held master card ``card_id`` is cancelled by ``seat``'s card ``cause``: nobody is
    asked about it any more, it goes to the ash heap unpaid and is replaced, its player's
    master phase action (or out-of-turn one) is spent all the same, and the window it was
    itself aimed at (a cancel cancelled) goes on."""
    from .phases import spend_master_action  # phases holds its plays through this module

    window = held_by(state, card_id)
    if window is None:
        return
    _forget(state, window)
    by, play = window["by"], window["play"]
    card = state.cards.get(card_id)
    if card is None or card.zone != zone(by, HAND_KEY):
        out.append(E.ModuleEvent(seat=None, key="mw_lapsed", args={"card": play["catalog"]}))
        return
    spend_master_action(state, by, card, trifle=False)  # V5: spent though cancelled
    played.remember(state, by, card, None, x=play.get("x", 0), scope="turn")["open"] = False
    legality.note_played(state, by, card)
    args = {"cause": cause, "card": card.catalog or ""}
    out.append(E.ModuleEvent(seat=seat, key="mw_cancelled", args=args))
    hand.play_to_ash(state, by, card, out)
    _close_if_done(state, play.get("target_card"), out)


def _forget(state: State, window: HeldMaster) -> None:
    """Drop a held play and the questions still waiting about it."""
    r = rules(state)
    r["held_masters"] = [h for h in held(state) if h is not window]
    card_id = window["play"]["card"]
    r["asks"] = [a for a in asks.queue(state) if not _about(a, card_id)]


def _about(ask: Ask, card_id: int | None) -> bool:
    return ask["what"] == ASK and ask.get("card") == card_id


def _close_if_done(state: State, card_id: int | None, out: list[E.Event]) -> None:
    """Once nobody is left to ask about the held card ``card_id``, make its play as it was
    commanded (checked again: refused now, it lapses and the card stays in hand)."""
    from .phases import play_master

    window = held_by(state, card_id)
    if window is None or any(_about(a, card_id) for a in asks.queue(state)):
        return
    _forget(state, window)
    play: dict[str, Any] = dict(window["play"])
    catalog = play.pop("catalog", "")
    try:
        play_master(state, K.PlayMaster(seat=window["by"], **play), Outcome(events=out), True)
    except Rejected:
        out.append(E.ModuleEvent(seat=None, key="mw_lapsed", args={"card": catalog}))


def settle(state: State, out: list[E.Event]) -> None:
    """After every command: a held master card nobody is left to ask about (their
    questions dropped because they left the game) is played as the last answer would."""
    for window in list(reversed(held(state))):
        _close_if_done(state, window["play"]["card"], out)


# -- the question ---------------------------------------------------------------------------


def _cancellers(state: State, seat: int, card_id: int | None) -> list[int]:
    """The cards of ``seat``'s hand it may play now to cancel the held card ``card_id``
    (read for ``seat`` alone: its hand is its own)."""
    from .effects import run as effects
    from .effects.kinds.master_cancel import cancels_masters

    found = []
    for hand_id in state.zones[zone(seat, HAND_KEY)].cards:
        card = state.cards[hand_id]
        if not cancels_masters(card) or not legality.playable_now(state, seat, card, None):
            continue
        ctx = effects.context(state, seat, card, None, target_card=card_id)
        if effects.refusal(ctx) is None:
            found.append(hand_id)
    return found


def _answers(state: State, ask: Ask) -> list[tuple[int, int | None]]:
    cancels = [(CANCEL, c) for c in _cancellers(state, ask["seat"], ask.get("card"))]
    return [(LET, None), *cancels, (NEVER, None)]


def _answer(state: State, ask: Ask, choice: int, card: int | None, out: list[E.Event]) -> None:
    from .phases import play_master

    seat, catalog = ask["seat"], ask["catalog"]
    if choice == CANCEL and card is not None:
        cmd = K.PlayMaster(seat=seat, card=card, target_card=ask.get("card"))
        play_master(state, cmd, Outcome(events=out))
        return
    if choice == NEVER:
        rules(state).setdefault("mw_never", []).append(seat)
        out.append(E.ModuleEvent(seat=seat, key="mw_never", args={"seat": seat}))
    else:
        out.append(E.ModuleEvent(seat=seat, key="mw_let", args={"seat": seat, "card": catalog}))
    _close_if_done(state, ask.get("card"), out)


def _words(w: Words, ask: Ask, choice: int, card: int | None) -> Message:
    name = w.module.card_name(ask["catalog"], w.language)
    if choice == CANCEL:
        return QT_TRANSLATE_NOOP("vtes", "Cancel {card} with {cause}").with_args(
            card=name, cause=w.card(card)
        )
    if choice == NEVER:
        return QT_TRANSLATE_NOOP(
            "vtes", "Let {card} be played, and do not ask me again this game"
        ).with_args(card=name)
    return QT_TRANSLATE_NOOP("vtes", "Let {card} be played").with_args(card=name)


def _heading(w: Words, ask: Ask) -> Message:
    return QT_TRANSLATE_NOOP("vtes", "{seat} plays {card}").with_args(
        seat=w.seat(ask["by"]), card=w.module.card_name(ask["catalog"], w.language)
    )


def _weigh(state: State, ask: Ask, choice: int, card: int | None) -> int:
    """The card-playing bot: it cancels a master card aimed at it or its cards, or played
    by its predator; it always lets the others be played, and keeps being asked."""
    if choice == NEVER:
        return 0
    if choice == LET:
        return 10
    window = held_by(state, ask.get("card"))
    return 40 if window is not None and _hurts(state, ask["seat"], window) else 0


def _hurts(state: State, seat: int, window: HeldMaster) -> bool:
    from ..seating import predator

    play = window["play"]
    aimed = [state.cards.get(play.get(f) or -1) for f in ("on", "target_card")]
    mine = any(c is not None and c.controller == seat for c in aimed)
    return mine or play.get("target") == seat or predator(state, seat) == window["by"]


asks.kind(ASK, asks.AskKind(_answers, _answer, _words, heading=_heading, weigh=_weigh))
