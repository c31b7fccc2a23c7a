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
from typing import Any

from .....core.messages import QT_TRANSLATE_NOOP, Message, localised
from .....core.model import Card, State
from .....core.table import Outcome
from .. import played
from ..records import Action, Played
from .catalog import CardEffects, Script, effects_of
from .conditions import holds
from .steps import Ctx, Step

#: joins the words of a card's steps ("+1 stealth; +1 bleed")
_JOIN = "; "
#: a step sets ``ctx.notes[WAITS]`` when the steps after it wait for another Methuselah's
#: answer (:mod:`..asks`): :func:`play` stops there, the answer runs them
WAITS = "waits"


def automated(catalog: str) -> CardEffects | None:
    """The effect entry of a card the engine plays entirely, else None."""
    entry = effects_of(catalog)
    return entry if entry is not None and entry.automated else None


def script(catalog: str, superior: bool) -> Script | None:
    entry = automated(catalog)
    return entry.script(superior) if entry is not None else None


#: how a card acts: played from hand, used in play (``vtes_use``), or played for an action
#: (``vtes_act``: its ``play`` steps run when the action is declared, and its ``success``
#: and ``passed`` steps are aimed, checked and described then too, with what it gives in
#: play once it is put there)
PLAY, USE, ACT = "play", "use", "act"


def _alternatives(s: Script, how: str) -> tuple[tuple[Step, ...], ...]:
    """What its player picks one of: ``choose`` for a play, ``use_choose`` for a use."""
    return s.use_choose if how == USE else s.choose


def _steps(s: Script, mode: int, how: str = PLAY) -> tuple[Step, ...]:
    alternatives = _alternatives(s, how)
    chosen = alternatives[mode] if 0 <= mode < len(alternatives) else ()
    if how == USE:
        return (*s.use, *chosen)
    if how == ACT:
        return (*s.play, *chosen, *s.success, *s.passed, *s.in_play)
    return (*s.play, *chosen)


def _live(ctx: Ctx, steps: tuple[Step, ...]) -> list[Step]:
    """The steps whose ``when`` holds."""
    return [s for s in steps if not s.when or holds(ctx, s.when)]


def refusal(ctx: Ctx, mode: int = 0, how: str = PLAY) -> Message | None:
    """None when the card ``ctx`` describes may be played now as ``mode``, else why not
    (the first step that cannot apply, or a missing or wrong aim)."""
    why = _forbidden(ctx)
    if why is not None:
        return why
    s = script(ctx.card.catalog, ctx.superior)
    if s is None:
        return None
    alternatives = _alternatives(s, how)
    if alternatives and not 0 <= mode < len(alternatives):
        return QT_TRANSLATE_NOOP("vtes", "Choose one of the card's effects.")
    for condition in s.use_only if how == USE else s.only:
        if not holds(ctx, condition):
            return QT_TRANSLATE_NOOP("vtes", "The card's own condition is not met now.")
    live = _live(ctx, _steps(s, mode, how))
    if how == USE and not live:
        return QT_TRANSLATE_NOOP("vtes", "The card's own condition is not met now.")
    return _allocated_without_points(ctx, live) or _aims_refusal(ctx, live, s, how)


def _allocated_without_points(ctx: Ctx, live: list[Step]) -> Message | None:
    """An allocation (``ctx.alloc``) given for a card none of whose steps shares points."""
    if ctx.alloc and not any(step.allocates() for step in live):
        return QT_TRANSLATE_NOOP("vtes", "The card shares out no points.")
    return None


def _aims_refusal(ctx: Ctx, live: list[Step], s: Script, how: str) -> Message | None:
    """The first step whose aim is missing or wrong, or that cannot apply now."""
    for step in _not_in_play(live, s, how):
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


def _not_in_play(live: list[Step], s: Script, how: str) -> list[Step]:
    """The steps to check for a play: for an action that puts the card in play, not what
    it gives once there (a weapon's strike is checked when it strikes, not when it is
    equipped)."""
    if how != ACT or not s.in_play:
        return live
    return [step for step in live if not any(step is kept for kept in s.in_play)]


def _forbidden(ctx: Ctx) -> Message | None:
    """A card on the minion that forbids it this card ("they cannot play cards named
    ...": :func:`.kinds.action_results.forbidden`), for any card, run by the engine or
    not."""
    from .kinds.action_results import forbidden

    return forbidden(ctx)


def options(ctx: Ctx, how: str = PLAY) -> Iterator[tuple[Ctx, int]]:
    """Each way the card may be played now: an aim for each step that needs one, each X a
    step offers (:meth:`.steps.Step.x_choices`) and each alternative of ``choose`` (``(ctx
    with its aims and X, mode)``)."""
    s = script(ctx.card.catalog, ctx.superior)
    if s is None:
        if _forbidden(ctx) is None:
            yield ctx, 0
        return
    for mode in range(max(1, len(_alternatives(s, how)))):
        steps = _steps(s, mode, how)
        xs = sorted({x for step in steps for x in step.x_choices()})
        for paid in [replace(ctx, x=x) for x in xs] or [ctx]:
            for aimed in _aimed(paid, steps):
                for shared in allocations(aimed, steps):
                    if refusal(shared, mode, how) is None:
                        yield shared, mode


def _aimed(ctx: Ctx, steps: tuple[Step, ...]) -> Iterator[Ctx]:
    seat_step = next((s for s in steps if s.aiming() == "seat"), None)
    card_step = next((s for s in steps if s.aiming() == "card"), None)
    seats = seat_step.aims(ctx) if seat_step is not None else [None]
    for target in seats:
        with_seat = replace(ctx, target=target)
        cards = card_step.aims(with_seat) if card_step is not None else [None]
        for target_card in cards:
            yield replace(with_seat, target_card=target_card)


def allocations(ctx: Ctx, steps: tuple[Step, ...]) -> Iterator[Ctx]:
    """The ways to share out the card's points its steps offer (:meth:`.steps.Step.
    alloc_choices`), each its own play; a card sharing out none is played as it is."""
    offers = [alloc for step in steps for alloc in step.alloc_choices(ctx)]
    if not offers:
        yield ctx
    for alloc in offers:
        yield replace(ctx, alloc=alloc)


def words(ctx: Ctx, language: str = "en", mode: int = 0, how: str = PLAY) -> str:
    """What playing the card will do, in ``language`` ("+1 stealth; +1 bleed").

    The dock words a choice from the deciding seat's View (a LAN client has nothing
    else): a step that needs more of the table than a View holds (a card's zone, a hidden
    card) leaves the words empty, and the dock says the plain "Play <card> with <minion>"
    instead of failing."""
    s = script(ctx.card.catalog, ctx.superior)
    if s is None:
        return ""
    try:
        steps = _live(ctx, _steps(s, mode, how))
        return _JOIN.join(localised(step.words(ctx), language) for step in steps)
    except (AttributeError, KeyError, TypeError, IndexError):
        return ""


def play(ctx: Ctx, mode: int, out: Outcome, rec: Played, how: str = PLAY) -> None:
    """Run the card's ``play`` steps and its chosen alternative (it is paid for and
    booked as played), or its ``use`` steps."""
    s = script(ctx.card.catalog, ctx.superior)
    if s is None:
        return
    ctx = replace(ctx, out=out, rec=rec)
    rec["auto"] = True
    try:
        for step in _live(ctx, _steps(s, mode, PLAY if how == ACT else how)):
            step.apply(ctx)
            if ctx.notes.get(WAITS):
                break
    finally:
        rec.pop("auto", None)


def at(
    state: State,
    moment: str,
    rec: Played,
    out: Outcome,
    target: int | None = None,
    target_card: int | None = None,
    notes: dict[str, Any] | None = None,
) -> None:
    """Run the steps of the played card ``rec`` for ``moment`` ("success", "passed"), aimed
    as it was played (``notes``: what its steps may read, such as the action that
    succeeded)."""
    card = state.cards.get(rec["card"])
    s = script(rec["catalog"], rec["superior"])
    if card is None or s is None:
        return
    minion = state.cards.get(rec["minion"]) if rec["minion"] is not None else None
    ctx = Ctx(
        state, rec["seat"], card, minion, rec["superior"], rec["x"], target, target_card, out, rec
    )
    ctx.notes.update(notes or {})
    ctx.alloc = {who: n for who, n in rec.get("alloc", [])}
    rec["auto"] = True
    try:
        for step in _live(ctx, getattr(s, moment)):
            step.apply(ctx)
    finally:
        rec.pop("auto", None)


#: the kinds of action whose card comes into play when it succeeds
_INTO_PLAY = ("equip", "employ", "recruit")


def at_success(state: State, action: Action, out: Outcome) -> None:
    """The action ``action`` succeeded: run the ``success`` steps of every card booked
    for it (scope "action"): the card it was declared with and the action modifiers played
    during it, each aimed as it was played (else at the action's target).  A card the
    action puts in play (equip, employ, recruit) runs its steps as it enters
    (:func:`.kinds.permanents.entered`), not again here."""
    entering = action["card"] if action["kind"] in _INTO_PLAY else None
    for rec in [p for p in played.records(state) if p["scope"] == "action"]:
        if rec["card"] == entering:
            continue
        if "own" in rec:  # an action of a card's own text: its own terms say what it does
            from .kinds.own_actions import succeeded

            succeeded(state, rec, action, out)
            continue
        target = rec.get("target", action["target"])
        target_card = rec.get("target_card", action["target_card"])
        at(state, "success", rec, out, target, target_card, {"action": action})


def at_passed(state: State, out: Outcome) -> None:
    """The referendum under way passed: run the ``passed`` steps of the card that called
    it (booked for the referendum when the action succeeded, aimed at the terms chosen
    when it was played)."""
    for rec in [p for p in played.records(state) if p["scope"] == "referendum"]:
        at(state, "passed", rec, out, rec.get("target"), rec.get("target_card"))


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
