"""What the engine calls to run card effects: the ways a card may be played now
(:func:`options`), whether one of them may (:func:`refusal`), its words in the dock
(:func:`words`) and its effect (:func:`play`, :func:`at`, :func:`at_success`).

A card is *automated* when its entry in the effect files (:mod:`.catalog`) lists no
clause left to the players; playing it runs its ``play`` steps, then the alternative its
player chose from ``choose`` (``mode``), in order, in one command: if any step is
refused, nothing of the play happens.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from .....core import events as E
from .....core.messages import QT_TRANSLATE_NOOP, Message, localised
from .....core.model import Card, State
from .....core.table import Outcome
from ..records import Played
from .catalog import CardEffects, Script, effects_of
from .conditions import holds
from .steps import Ctx, Step

#: joins the words of a card's steps ("+1 stealth; +1 bleed")
_JOIN = "; "


def automated(catalog: str) -> CardEffects | None:
    """The effect entry of a card the engine plays entirely, else None."""
    entry = effects_of(catalog)
    return entry if entry is not None and entry.automated else None


def script(catalog: str, superior: bool) -> Script | None:
    entry = automated(catalog)
    return entry.script(superior) if entry is not None else None


#: how a card acts: played from hand, or used in play (``vtes_use``)
PLAY, USE = "play", "use"


def _steps(s: Script, mode: int, how: str = PLAY) -> tuple[Step, ...]:
    if how == USE:
        return s.use
    chosen = s.choose[mode] if 0 <= mode < len(s.choose) else ()
    return (*s.play, *chosen)


def _live(ctx: Ctx, steps: tuple[Step, ...]) -> list[Step]:
    """The steps whose ``when`` holds."""
    return [s for s in steps if not s.when or holds(ctx, s.when)]


def refusal(ctx: Ctx, mode: int = 0, how: str = PLAY) -> Message | None:
    """None when the card ``ctx`` describes may be played now as ``mode``, else why not
    (the first step that cannot apply, or a missing or wrong aim)."""
    s = script(ctx.card.catalog, ctx.superior)
    if s is None:
        return None
    if how == PLAY and s.choose and not 0 <= mode < len(s.choose):
        return QT_TRANSLATE_NOOP("vtes", "Choose one of the card's effects.")
    for condition in s.use_only if how == USE else s.only:
        if not holds(ctx, condition):
            return QT_TRANSLATE_NOOP("vtes", "The card's own condition is not met now.")
    for step in _live(ctx, _steps(s, mode, how)):
        aiming = step.aiming()
        if aiming == "seat" and ctx.target is None:
            return QT_TRANSLATE_NOOP("vtes", "Say which Methuselah the card is aimed at.")
        if aiming == "card" and ctx.target_card is None:
            return QT_TRANSLATE_NOOP("vtes", "Say which card the card is aimed at.")
        aimed = ctx.target if aiming == "seat" else ctx.target_card
        if aiming is not None and aimed not in step.aims(ctx):
            return QT_TRANSLATE_NOOP("vtes", "The card cannot be aimed there.")
        why = step.can(ctx)
        if why is not None:
            return why
    return None


def options(ctx: Ctx, how: str = PLAY) -> Iterator[tuple[Ctx, int]]:
    """Each way the card may be played now: an aim for each step that needs one, each X a
    step offers (:meth:`.steps.Step.x_choices`) and each alternative of ``choose`` (``(ctx
    with its aims and X, mode)``)."""
    s = script(ctx.card.catalog, ctx.superior)
    if s is None:
        yield ctx, 0
        return
    for mode in range(max(1, len(s.choose)) if how == PLAY else 1):
        steps = _steps(s, mode, how)
        xs = sorted({x for step in steps for x in step.x_choices()})
        for paid in [replace(ctx, x=x) for x in xs] or [ctx]:
            for aimed in _aimed(paid, steps):
                if refusal(aimed, mode, how) is None:
                    yield aimed, mode


def _aimed(ctx: Ctx, steps: tuple[Step, ...]) -> Iterator[Ctx]:
    seat_step = next((s for s in steps if s.aiming() == "seat"), None)
    card_step = next((s for s in steps if s.aiming() == "card"), None)
    seats = seat_step.aims(ctx) if seat_step is not None else [None]
    for target in seats:
        with_seat = replace(ctx, target=target)
        cards = card_step.aims(with_seat) if card_step is not None else [None]
        for target_card in cards:
            yield replace(with_seat, target_card=target_card)


def words(ctx: Ctx, language: str = "en", mode: int = 0, how: str = PLAY) -> str:
    """What playing the card will do, in ``language`` ("+1 stealth; +1 bleed")."""
    s = script(ctx.card.catalog, ctx.superior)
    if s is None:
        return ""
    steps = _live(ctx, _steps(s, mode, how))
    return _JOIN.join(localised(step.words(ctx), language) for step in steps)


def play(ctx: Ctx, mode: int, out: Outcome, rec: Played, how: str = PLAY) -> None:
    """Run the card's ``play`` steps and its chosen alternative (it is paid for and
    booked as played), or its ``use`` steps."""
    s = script(ctx.card.catalog, ctx.superior)
    if s is None:
        return
    ctx = replace(ctx, out=out, rec=rec)
    rec["auto"] = True
    try:
        for step in _live(ctx, _steps(s, mode, how)):
            step.apply(ctx)
    finally:
        rec.pop("auto", None)


def at(
    state: State,
    moment: str,
    rec: Played,
    out: Outcome,
    target: int | None = None,
    target_card: int | None = None,
) -> None:
    """Run the steps of the played card ``rec`` for ``moment`` ("success", "passed"), aimed
    as it was played."""
    card = state.cards.get(rec["card"])
    s = script(rec["catalog"], rec["superior"])
    if card is None or s is None:
        return
    minion = state.cards.get(rec["minion"]) if rec["minion"] is not None else None
    ctx = Ctx(
        state, rec["seat"], card, minion, rec["superior"], rec["x"], target, target_card, out, rec
    )
    rec["auto"] = True
    try:
        for step in _live(ctx, getattr(s, moment)):
            step.apply(ctx)
    finally:
        rec.pop("auto", None)


def at_success(state: State, out: list[E.Event]) -> None:
    """The action in progress succeeded: run the ``success`` steps of every card played
    from hand in it (in the order they were played)."""
    from .. import played

    outcome = Outcome(events=out)
    for rec in list(played.records(state)):
        if rec["scope"] == "action" and rec["hand"]:
            at(state, "success", rec, outcome)


def context(
    state: State,
    seat: int,
    card: Card,
    minion: Card | None,
    *,
    superior: bool = False,
    x: int = 0,
    target: int | None = None,
    target_card: int | None = None,
) -> Ctx:
    return Ctx(state, seat, card, minion, superior, x, target, target_card)
