"""Playing a card from hand outside an action declaration or a master phase (``vtes_play``),
and applying by hand what a played card says (``vtes_as_card``).

``vtes_play`` (vtes.md §7.6, §7.7, §9): an action modifier by the acting minion, a reaction
by another Methuselah's unlocked minion, a combat card by a combatant; checked by
:func:`.legality.check_play` (type and moment, requirements, cost, once per action or
round), paid, logged "<Seat>'s <minion> plays <card>", put where it goes (the ash heap, or
on the minion or in play when its text says so), replaced from the library; the impulse
goes back to the first Methuselah of the round (V-SEQ-03).  The card is then remembered
(:mod:`.played`) for the action, combat round or referendum: the engine's effect commands
name it (:mod:`.sources`), and its player applies the rest of its text with
``vtes_as_card``: one table command at a time, bound to the card while its effect is open,
logged for everybody "As <card> says: ...".
"""

from __future__ import annotations

import re
from typing import NoReturn

import msgspec

from ....core import commands as C
from ....core import events as E
from ....core.messages import QT_TRANSLATE_NOOP, Message, Rejected, localised, reject
from ....core.model import Card, State
from ....core.module import card_in
from ....core.table import Outcome, apply_table_command, card_of, move_card
from .. import manual
from ..cards import load_cards
from ..layout import ASH_HEAP, READY, zone
from . import cardinfo as ci
from . import commands as K
from . import hand, impulse, played, tokens
from .data import rules, zone_of
from .effects import run as effects
from .legality import check_play, note_played, playable_now
from .refuse import not_now
from .sources import card_name
from .spec import EVERY_STAGE, CommandSpec, Stage, stages
from .wording import Words

#: where a card may be played from hand (by the seat the game waits for)
PLAY_STAGES = stages("block", "attempt", "resolve", "range", "strike", "damage", "extra")
PLAY_STAGES |= stages("press", "vote", "minion")  # "minion": after an action resolves
CARDS_TO_PLAY = QT_TRANSLATE_NOOP("vtes", "Cards to play")
AS_CARD = QT_TRANSLATE_NOOP("vtes", "As the cards played say")

#: the log sentences of this module (merged into the engine's)
EVENT_TEXTS: dict[str, Message] = {
    "played": QT_TRANSLATE_NOOP("vtes", "{seat}'s {minion} plays {card}."),
    "played_superior": QT_TRANSLATE_NOOP("vtes", "{seat}'s {minion} plays {card} (superior)."),
    "as_card": QT_TRANSLATE_NOOP("vtes", "As {card} says: {seat} makes {step} by hand."),
}
#: the table command a ``vtes_as_card`` step is, for its log line
STEP_WORDS: dict[str, Message] = {
    "step:move": QT_TRANSLATE_NOOP("vtes", "a move"),
    "step:lock": QT_TRANSLATE_NOOP("vtes", "a lock"),
    "step:unlock": QT_TRANSLATE_NOOP("vtes", "an unlock"),
    "step:flip": QT_TRANSLATE_NOOP("vtes", "a card turned over"),
    "step:counter": QT_TRANSLATE_NOOP("vtes", "a counter change"),
    "step:attach": QT_TRANSLATE_NOOP("vtes", "a card attached"),
    "step:detach": QT_TRANSLATE_NOOP("vtes", "a card detached"),
    "step:draw": QT_TRANSLATE_NOOP("vtes", "a draw"),
    "step:shuffle": QT_TRANSLATE_NOOP("vtes", "a shuffle"),
    "step:other": QT_TRANSLATE_NOOP("vtes", "a table step"),
}
#: commands that are no step of a card: the engine's own, and the session's
_NO_STEP: tuple[type[C.Command], ...] = (C.Batch, C.Undo, C.Redo, C.Rollback, C.EndTurn)
_NO_STEP += (C.SetPhase, C.PassToken, *C.SEAT_COMMANDS)


# -- vtes_play -----------------------------------------------------------------------------


def play(state: State, cmd: K.PlayCard, out: Outcome, asked: bool = False) -> None:
    """``asked``: the play was held for a cancel as it is played (:func:`_held`), and the
    Methuselah asked let it be played."""
    seat = cmd.seat
    if not _under_way(state):
        play_not_now(state, cmd)
    card = hand.hand_card(state, seat, cmd.card)
    minion = card_of(state, cmd.minion) if cmd.minion is not None else None
    if not 0 <= cmd.x <= 30:
        raise reject(QT_TRANSLATE_NOOP("vtes", "X is 0 to 30."))
    if cmd.host:
        pool, blood = ci.cost(card, cmd.x)
    else:
        already = played.already(state, minion) if minion is not None else []
        pool, blood = check_play(
            state, seat, card, minion, superior=cmd.superior, x=cmd.x, already=already
        )
    if cmd.target is not None and not (
        0 <= cmd.target < len(state.seats) and not state.seats[cmd.target].out
    ):
        raise reject(QT_TRANSLATE_NOOP("vtes", "That Methuselah is out of the game."))
    if cmd.target_card is not None:
        card_of(state, cmd.target_card)
    ctx = effects.context(
        state,
        seat,
        card,
        minion,
        superior=cmd.superior,
        x=cmd.x,
        target=cmd.target,
        target_card=cmd.target_card,
    )
    if not cmd.host:
        why = effects.refusal(ctx, cmd.mode)
        if why is not None:
            raise Rejected(why)  # the message keeps its arguments
    if not (asked or cmd.host) and _held(state, cmd, card, minion, out):
        return
    ev = out.events
    ev.append(
        E.ModuleEvent(
            seat=seat,
            key="played_superior" if cmd.superior else "played",
            args={
                "seat": seat,
                "minion": ci.name(minion) if minion is not None else "",
                "card": ci.name(card),
                "catalog": card.catalog,
            },
        )
    )
    tokens.add_pool(state, seat, -pool, ev, seat, "paid_pool", cause=card.catalog)
    if blood and minion is not None:  # an ally pays a reaction's extra cost in life
        counter = "blood" if ci.is_vampire(minion) else "life"
        tokens.add_counter(state, minion, counter, -blood, ev, seat, "paid", cause=card.catalog)
    reaction_played(state, seat)
    _note_reaction(state, card)
    rec = played.remember(state, seat, card, minion, superior=cmd.superior, x=cmd.x)
    note_played(state, seat, card, minion)
    _put_where_it_goes(state, seat, card, minion, ev, cmd.superior)
    effects.play(ctx, cmd.mode, out, rec)  # what the card says, if the engine runs it
    impulse_back(state)


def _held(state: State, cmd: K.PlayCard, card: Card, minion: Card | None, out: Outcome) -> bool:
    """Whether the play waits for another Methuselah who may cancel it as it is played
    (nothing of it done yet; imported late: the effect kinds import this module)."""
    from .effects.kinds.reversal import held

    return held(state, cmd, card, minion, out)


def _put_where_it_goes(
    state: State,
    seat: int,
    card: Card,
    minion: Card | None,
    ev: list[E.Event],
    superior: bool = False,
) -> None:
    """On the minion ("put this card on this vampire", at the level played), in play ("put
    this card in play"), or the ash heap; then the replacement."""
    rec = ci.record(card)
    text = rec.text.lower() if rec is not None else ""
    if minion is not None and _puts_on_minion(rec.text if rec is not None else "", superior):
        dst = state.zones[minion.zone]
        ev.append(
            move_card(state, card, dst, face_up=True, x=minion.x + 8, y=minion.y + 14, seat=seat)
        )
        card.attached_to = minion.id
    elif "put this card in play" in text:
        ev.append(move_card(state, card, state.zones[zone(seat, READY)], face_up=True, seat=seat))
    elif _replacement_waits(state, seat):  # replaced when the action ends
        owner = card.owner if card.owner is not None else seat
        ev.append(
            move_card(state, card, state.zones[zone(owner, ASH_HEAP)], face_up=True, seat=seat)
        )
        return
    else:
        hand.play_to_ash(state, seat, card, ev)
        return
    if not _replacement_waits(state, seat):
        hand.replace(state, seat, ev)


_MARKS = re.compile(r"^\s*((?:\[[^\]]+\]\s*)*)")
_ON_MINION = "put this card on this"


def _puts_on_minion(text: str, superior: bool) -> bool:
    """Whether the card's text, at the level played, puts it on the minion: a line with no
    discipline mark, or one marked for that level (a superior line "As above" adds the
    inferior one's; a line marked at both levels counts at both)."""
    inferior_says = False
    for line in text.split("\n"):
        head = _MARKS.match(line)
        marks = re.findall(r"\[([A-Za-z]{3})\]", head.group(1)) if head else []
        body = line[head.end() :].lower() if head else line.lower()
        says = _ON_MINION in body
        upper = any(m.isupper() for m in marks)
        lower = any(m.islower() for m in marks)
        if says and (not marks or upper == lower or upper == superior):
            return True
        if says and lower:
            inferior_says = True
        if superior and upper and body.startswith("as above") and inferior_says:
            return True
    return False


def impulse_back(state: State) -> None:
    """V-SEQ-03: a card played gives the impulse back to the first Methuselah of the round."""
    r = rules(state)
    for procedure in (r["combat"], r["action"]):
        if procedure is not None:
            if procedure["imp"] is not None:
                impulse.used(procedure["imp"])
            return


def reaction_played(state: State, seat: int) -> None:
    """A card played by another Methuselah than the acting one spends what an action
    modifier put on the next reaction card (imported late: the effect kinds import this
    module)."""
    from .effects.kinds import action_modifiers

    action_modifiers.reaction_played(state, seat)


def _note_reaction(state: State, card: Card) -> None:
    """A reaction card played during an action is noted on it ("an action during which no
    reaction cards were played")."""
    action = rules(state)["action"]
    if action is not None and "Reaction" in ci.types(card):
        action["reacted"] = True


def _replacement_waits(state: State, seat: int) -> bool:
    from .effects.kinds import action_modifiers

    return action_modifiers.replacement_waits(state, seat)


def _under_way(state: State) -> bool:
    """An action, a combat or a referendum under way, or an action just resolved (for the
    cards played after it)."""
    from .effects.kinds.action_modifiers import after_resolution  # imports this module

    r = rules(state)
    procedures = (r["action"], r["combat"], r["referendum"])
    return any(p is not None for p in procedures) or after_resolution(state) is not None


def play_not_now(state: State, cmd: K.PlayCard) -> NoReturn:
    r = rules(state)
    if r["action"] is None and r["combat"] is None and r["referendum"] is None:
        raise reject(
            QT_TRANSLATE_NOOP(
                "vtes",
                "Cards are played this way during an action, a combat or a referendum; actions and master cards have their own commands.",  # noqa: E501
            )
        )
    raise reject(
        QT_TRANSLATE_NOOP(
            "vtes", "Wait for the impulse: it is another Methuselah's turn to play effects."
        )
    )


def _playable(state: State, seat: int, stage: Stage) -> list[C.Command]:
    """Each card of the hand each minion of ``seat`` may play now, at each level it can."""
    r = rules(state)
    combat = r["combat"]
    if not _under_way(state):
        return []
    if combat is not None:
        minions = [state.cards[m] for m in (combat["a"], combat["b"])]
        minions = [m for m in minions if m.controller == seat]
    else:
        minions = ci.ready_minions(state, seat)
    if not minions:
        return []
    out: list[C.Command] = []
    outside = _outside_players(state, seat)
    done = {m.id: played.already(state, m) for m in minions + outside}
    for card_id in zone_of(state, seat, "hand").cards:
        card = state.cards[card_id]
        rec = ci.record(card)
        if rec is None or not set(rec.types) & {"Action Modifier", "Reaction", "Combat"}:
            continue
        for minion in minions + (outside if outside and _from_outside(card) else []):
            for superior in (False, True) if rec.disciplines else (False,):
                if playable_now(
                    state, seat, card, minion, superior=superior, already=done[minion.id]
                ):
                    out += _ways(state, seat, card, minion, superior)
    return out


def _outside_players(state: State, seat: int) -> list[Card]:
    """During a combat: ``seat``'s ready vampires outside it, who may play a combat card
    whose data says so for the player's minion in it (Touch of Valeren at superior)."""
    from .effects.kinds import combat_cards as card_combat  # the effect kinds import this module

    return card_combat.outside_players(state, seat) if rules(state)["combat"] else []


def _from_outside(card: Card) -> bool:
    from .effects.kinds import combat_cards as card_combat  # the effect kinds import this module

    return card_combat.plays_from_outside(card)


def _ways(state: State, seat: int, card: Card, minion: Card, superior: bool) -> list[C.Command]:
    """Each way the card may be played with ``minion`` at a level: one for a card whose
    effect is applied by hand, one per aim and alternative the engine may run now."""
    ctx = effects.context(state, seat, card, minion, superior=superior)
    return [
        K.PlayCard(
            seat=seat,
            card=card.id,
            minion=minion.id,
            superior=superior,
            x=way.x,
            target=way.target,
            target_card=way.target_card,
            mode=mode,
        )
        for way, mode in effects.options(ctx)
    ]


def _play_words(w: Words, cmd: K.PlayCard) -> Message:
    card = w.card(cmd.card)
    what = _effect_words(w, cmd)
    if what:
        return _PLAY_WITH_EFFECT.with_args(
            card=card, minion=w.card(cmd.minion) if cmd.minion is not None else "", choice=what
        )
    if cmd.minion is None:
        template = (
            QT_TRANSLATE_NOOP("vtes", "Play {card} (superior)")
            if cmd.superior
            else QT_TRANSLATE_NOOP("vtes", "Play {card}")
        )
        return template.with_args(card=card)
    template = (
        QT_TRANSLATE_NOOP("vtes", "Play {card} (superior) with {minion}")
        if cmd.superior
        else QT_TRANSLATE_NOOP("vtes", "Play {card} with {minion}")
    )
    return template.with_args(card=card, minion=w.card(cmd.minion))


#: a played card the engine runs: its effect is the choice (the dock groups the levels,
#: aims and alternatives of one card with one minion into one entry)
_PLAY_WITH_EFFECT = QT_TRANSLATE_NOOP("vtes", "Play {card} with {minion}: {choice}")
_SUPERIOR = QT_TRANSLATE_NOOP("vtes", "superior: {effect}")


def _effect_words(w: Words, cmd: K.PlayCard) -> str:
    """What the engine will do for ``cmd``, in the dock's language (empty: a card played
    by hand, or one this view does not show)."""
    card = card_in(w.source, cmd.card)
    if card is None or not card.catalog or effects.automated(card.catalog) is None:
        return ""
    minion = card_in(w.source, cmd.minion)
    ctx = effects.context(
        w.source,
        cmd.seat,
        card,
        minion,
        superior=cmd.superior,
        x=cmd.x,
        target=cmd.target,
        target_card=cmd.target_card,
    )
    what = effects.words(ctx, w.language, cmd.mode)
    if cmd.superior and what:
        return localised(_SUPERIOR.with_args(effect=what), w.language)
    return what


# -- vtes_as_card --------------------------------------------------------------------------


def as_card(state: State, cmd: K.AsCard, out: Outcome) -> None:
    """One step of what a played card says, applied by its player while it is open."""
    rec = played.find(state, cmd.card)
    if not cmd.host:
        if rec is None or not rec["hand"]:
            raise reject(
                QT_TRANSLATE_NOOP(
                    "vtes",
                    "Only a card played in the action, combat round, referendum or turn under way is applied by hand.",  # noqa: E501
                )
            )
        if rec["seat"] != cmd.seat:
            raise reject(
                QT_TRANSLATE_NOOP(
                    "vtes", "Only the Methuselah who played {card} applies its effect."
                ),
                card=card_name(rec["catalog"]),
            )
        if not rec["open"]:
            raise reject(
                QT_TRANSLATE_NOOP("vtes", "The effect of {card} is over: its player has passed."),
                card=card_name(rec["catalog"]),
            )
    catalog = rec["catalog"] if rec is not None else card_of(state, cmd.card).catalog
    step = _step(cmd)
    start = len(out.events)  # the "as <card> says" line comes before the step's own
    handler = manual.HANDLERS.get(type(step))
    if handler is not None:
        handler(state, step, out, load_cards())  # type: ignore[operator]
    elif isinstance(step, C.Move):
        manual.move_with_refill(state, step, out)
    else:
        apply_table_command(state, step, out)
    tag = str(type(step).__struct_config__.tag)
    out.events.insert(
        start,
        E.ModuleEvent(
            seat=cmd.seat,
            key="as_card",
            args={
                "seat": cmd.seat,
                "card": card_name(catalog),
                "step": f"step:{tag}" if f"step:{tag}" in STEP_WORDS else "step:other",
            },
        ),
    )
    delta = tokens.reconcile(state)
    if delta:
        out.events.append(E.ModuleEvent(seat=cmd.seat, key="manual_tokens", args={"delta": delta}))


def _step(cmd: K.AsCard) -> C.Command:
    """The table command inside ``cmd``, acting for its seat (on any card: the card's text,
    not its controller, says what it touches)."""
    raw = cmd.step
    try:
        step = raw if isinstance(raw, C.Command) else C.from_builtins(raw)
    except (msgspec.ValidationError, TypeError) as exc:
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "That step is not a table command: {why}"), why=str(exc)
        ) from None
    if isinstance(step, _NO_STEP) or isinstance(step, (K.AsCard, *_engine_kinds())):
        raise reject(
            QT_TRANSLATE_NOOP(
                "vtes", "A card's step by hand is a table command: a move, a counter, a lock..."
            )
        )
    if isinstance(step, C.Counter) and step.kind == "vp":
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "With the rules on, victory points are counted by the rules.")
        )
    return msgspec.structs.replace(step, seat=cmd.seat, host=True, expect=None)


def _engine_kinds() -> tuple[type[C.Command], ...]:
    from .registry import ENGINE_COMMANDS

    return (*ENGINE_COMMANDS, manual.Transfer, manual.ToReady, manual.Oust)


def as_card_not_now(state: State, cmd: K.AsCard) -> NoReturn:
    not_now()


def _as_card_words(w: Words, cmd: K.AsCard) -> Message:
    return QT_TRANSLATE_NOOP("vtes", "As {card} says, by hand").with_args(card=w.card(cmd.card))


SPECS = (
    CommandSpec(
        K.PlayCard,
        PLAY_STAGES,
        play,
        play_not_now,
        _play_words,
        CARDS_TO_PLAY,
        _playable,
    ),
    # a step by hand: never listed (the player's reading of the card), any stage its card
    # is open
    CommandSpec(
        K.AsCard,
        stages(),
        as_card,
        as_card_not_now,
        _as_card_words,
        AS_CARD,
        anyone=EVERY_STAGE,
    ),
)
