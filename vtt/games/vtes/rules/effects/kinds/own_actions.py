"""Actions a minion takes by its own text or by a card in play, not with a card from the
hand (vtes.md §7.2 A7): "Seraphina can add 2 blood or life to a minion you control as a +1
stealth action", "This vampire can bleed as a (D) action that costs 1 blood" (Codex of the
Edenic Groundskeepers), "Hecata you control can add 1 counter to this card as a +1 stealth
action" (Pit of Contemplation).

The card that gives the action carries an :class:`OwnAction` step among its ``in_play``
ones: who may take it, its kind (an action or a bleed), its stealth, its blood cost (paid
when it succeeds), whether it is directed, what it is aimed at (``among``), and its
effect as steps: ``play`` when it is declared, ``success`` when it succeeds.  The minion
declares it with ``vtes_act`` (kind ``action`` or ``bleed``, no card) and ``mode`` ``n``
>= 1: the n-th of its own actions as :func:`abilities` lists them (``mode`` 0 stays the
basic action: a bleed, an action against a card in play, an ally's enter-combat action).
Each is taken once per turn by a minion for each card that gives it (A7); when it is
blocked nothing of it happens and nothing is paid.

:mod:`..actions` asks :func:`claims`, :func:`declared`, :func:`book`, :func:`offers` and
:func:`command_words`; :func:`..run.at_success` hands the booked action to
:func:`succeeded`.  What the actions do is in :mod:`.own_effects`, and what they leave their
Methuselah to choose right after (a search, an exchange) in :mod:`.own_choices`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Union

import msgspec

from ......core import events as E
from ......core.messages import QT_TRANSLATE_NOOP, Message, Rejected, localised
from ......core.model import Card, State
from ......core.module import card_in
from ......core.table import Outcome
from ....layout import READY, zone
from ....seating import prey
from ... import cardinfo as ci
from ... import commands as K
from ... import played, tokens
from ...data import acted, mark_acted
from ..catalog import effects_of
from ..conditions import check_name, holds
from ..log import texts
from ..selectors import check_name as check_among
from ..selectors import chosen
from ..steps import Ctx, Step, kind, known_kinds

if TYPE_CHECKING:
    from ...records import Action, Played
    from ...wording import Words

texts(
    {
        "ow_declared": QT_TRANSLATE_NOOP("vtes", "{minion} takes the action {cause} gives."),
        "ow_paid": QT_TRANSLATE_NOOP("vtes", "As {cause} says: {card}'s blood {delta} ({value})."),
    }
)

#: who may take the action of a card: the card itself (a minion's own text), the minion it
#: is on, a vampire its controller controls, or any vampire
WHO = ("self", "bearer", "own_vampire", "vampire")
#: the kinds of action a card may give (a hunt by a card's text does what the text says,
#: not A2's blood from the bank: Week of Nightmares' steal)
KINDS = (K.ACTION, K.BLEED, K.HUNT)


def _decoded(raw: tuple[Any, ...]) -> tuple[Step, ...]:
    """The nested steps of an own action, typed as the catalogue types the others (an
    unknown kind, parameter, condition or set of cards is an error at load time)."""
    step_type: Any = Union[known_kinds()]  # noqa: UP007 - built at run time
    steps = tuple(msgspec.convert(s, type=step_type) for s in raw)
    for step in steps:
        if step.when:
            check_name(step.when)
        among = getattr(step, "among", "")
        if among:
            check_among(among)
    return steps


@kind
class OwnAction(Step, frozen=True, tag="ow_action"):
    """While in play: an action ``who`` may take by this card's text (see the module)."""

    who: str = "self"
    #: the clan the acting vampire must be of ("Hecata you control"; empty: any)
    clan: str = ""
    act: str = K.ACTION
    stealth: int = 0
    cost_blood: int = 0
    directed: bool = False
    #: the cards it is aimed at (:mod:`..selectors`; empty: none)
    among: str = ""
    #: conditions for taking it (:mod:`..conditions`)
    only: tuple[str, ...] = ()
    play: tuple[Any, ...] = ()
    success: tuple[Any, ...] = ()

    def __post_init__(self) -> None:
        if self.who not in WHO:
            raise ValueError(f"who is one of {', '.join(WHO)}, not {self.who!r}")
        if self.act not in KINDS:
            raise ValueError(f"act is one of {', '.join(KINDS)}, not {self.act!r}")
        if self.among:
            check_among(self.among)
        for name in self.only:
            check_name(name)
        msgspec.structs.force_setattr(self, "play", _decoded(self.play))
        msgspec.structs.force_setattr(self, "success", _decoded(self.success))

    def apply(self, ctx: Ctx) -> None:  # read by :func:`abilities`, nothing at a moment
        return None

    def steps(self) -> tuple[Step, ...]:
        return (*self.play, *self.success)

    def words(self, ctx: Ctx) -> Message:
        if self.act == K.BLEED:
            template = _BLEED_COSTING if self.cost_blood else _BLEED
        elif self.act == K.HUNT:
            template = _HUNT
        elif self.directed:
            template = _DIRECTED_COSTING if self.cost_blood else _DIRECTED
        else:
            template = _ACTION_COSTING if self.cost_blood else _ACTION
        return template.with_args(n=self.cost_blood, stealth=shown_stealth(self))


def shown_stealth(terms: OwnAction) -> int:
    """The stealth the action starts with: its text's, +1 for a hunt (its kind's, §7.2)."""
    return terms.stealth + (1 if terms.act == K.HUNT else 0)


_ACTION = QT_TRANSLATE_NOOP("vtes", "can take an action (stealth {stealth})")
_ACTION_COSTING = QT_TRANSLATE_NOOP(
    "vtes", "can take an action costing {n} blood (stealth {stealth})"
)
_DIRECTED = QT_TRANSLATE_NOOP("vtes", "can take a (D) action (stealth {stealth})")
_DIRECTED_COSTING = QT_TRANSLATE_NOOP(
    "vtes", "can take a (D) action costing {n} blood (stealth {stealth})"
)
_BLEED = QT_TRANSLATE_NOOP("vtes", "can bleed as a (D) action (stealth {stealth})")
_HUNT = QT_TRANSLATE_NOOP("vtes", "can take a hunt action (stealth {stealth})")
_BLEED_COSTING = QT_TRANSLATE_NOOP(
    "vtes", "can bleed as a (D) action costing {n} blood (stealth {stealth})"
)


# -- which actions a minion has ----------------------------------------------------------------


@dataclass(frozen=True)
class Ability:
    """One action ``minion`` may take by ``source``'s text: the ``index``-th
    :class:`OwnAction` of that card."""

    source: Card
    index: int
    terms: OwnAction


def own_steps(card: Card) -> list[OwnAction]:
    """The actions ``card``'s text gives, in the order of its entry (read even while
    another clause of the card is left to the players)."""
    entry = effects_of(card.catalog) if card.face_up and card.catalog else None
    found: list[OwnAction] = []
    for script in (entry.any, entry.inferior, entry.superior) if entry is not None else ():
        for step in script.in_play if script is not None else ():
            if isinstance(step, OwnAction):
                found.append(step)
    return found


def zone_cards(state: State, key: str) -> list[Card]:
    """The cards of a zone, from the host's State or from a seat's View (whose zones hold
    the cards themselves: the dock words a choice there)."""
    held = state.zones[key].cards
    return [state.cards[c] if isinstance(c, int) else c for c in held]


def _riders(state: State, minion: Card) -> list[Card]:
    if isinstance(state, State):
        return [c for c in ci.riders(state, minion) if c.face_up]
    return [c for c in state.cards.values() if c.attached_to == minion.id and c.face_up]


def _in_play(state: State) -> list[Card]:
    """The face-up cards lying on their own in any ready region (locations, an action card
    put in play), in the table's order."""
    return [
        card
        for seat in range(len(state.seats))
        for card in zone_cards(state, zone(seat, READY))
        if card.face_up and card.attached_to is None and not ci.is_minion(card)
    ]


def _fits(terms: OwnAction, source: Card, seat: int, minion: Card) -> bool:
    """Whether ``minion`` (``seat``'s) is who ``source``'s action names."""
    if terms.who == "self":
        return source.id == minion.id
    if terms.who == "bearer":
        return source.attached_to == minion.id
    if source.id == minion.id or source.attached_to is not None or not ci.is_vampire(minion):
        return False
    if terms.clan and terms.clan.casefold() not in _clan(minion):
        return False
    return terms.who == "vampire" or source.controller == seat


def _clan(minion: Card) -> str:
    rec = ci.record(minion)
    return (rec.clan if rec is not None else "").casefold()


def abilities(state: State, seat: int, minion: Card) -> list[Ability]:
    """Every action ``minion`` may be given by a card's text now: its own, those of the
    cards on it, then those of the cards in play; ``vtes_act``'s ``mode`` n is the n-th."""
    sources = [minion, *_riders(state, minion), *_in_play(state)]
    return [
        Ability(source, i, terms)
        for source in sources
        for i, terms in enumerate(own_steps(source))
        if _fits(terms, source, seat, minion)
    ]


def _ctx(state: State, seat: int, ability: Ability, minion: Card, aim: int | None) -> Ctx:
    target = _target_seat(state, seat, ability, aim)
    return Ctx(state, seat, ability.source, minion, target=target, target_card=aim)


def _target_seat(state: State, seat: int, ability: Ability, aim: int | None) -> int | None:
    """The Methuselah the action is against: the prey for a bleed; for a directed action,
    the controller of the card it is aimed at (else of the card that gives it)."""
    terms = ability.terms
    if terms.act == K.BLEED:
        return prey(state, seat)
    if not terms.directed:
        return None
    card = state.cards.get(aim) if aim is not None else ability.source
    against = card.controller if card is not None else None
    return against if against != seat else None  # V-BLK-03: one's own is undirected


def once_key(source: Card) -> str:
    """What :func:`..data.acted` notes: once per turn a minion for each card (A7)."""
    return f"own:{source.id}"


def refusal(
    state: State, seat: int, minion: Card, ability: Ability, aim: int | None
) -> Message | None:
    """Why ``minion`` may not take ``ability`` aimed at ``aim`` now (None: it may)."""
    terms = ability.terms
    if once_key(ability.source) in acted(state, minion.id):
        return QT_TRANSLATE_NOOP(
            "vtes", "{minion} has already taken that action this turn."
        ).with_args(minion=ci.name(minion))
    if terms.act == K.BLEED and K.BLEED in acted(state, minion.id):  # A1, as the engine has it
        return QT_TRANSLATE_NOOP("vtes", "{minion} has already bled this turn.").with_args(
            minion=ci.name(minion)
        )
    have = minion.counters.get("blood", 0)
    if have < terms.cost_blood:
        return QT_TRANSLATE_NOOP("vtes", "It costs {n} blood; {minion} has {have}.").with_args(
            n=terms.cost_blood, minion=ci.name(minion), have=have
        )
    if terms.act == K.BLEED and prey(state, seat) is None:
        return QT_TRANSLATE_NOOP("vtes", "A bleed targets your prey.")
    ctx = _ctx(state, seat, ability, minion, aim)
    if any(not holds(ctx, name) for name in terms.only):
        return QT_TRANSLATE_NOOP("vtes", "The card's own condition is not met now.")
    if terms.among and aim is None:
        return QT_TRANSLATE_NOOP("vtes", "Say which card the card is aimed at.")
    if aim is not None and (not terms.among or aim not in chosen(ctx, terms.among)):
        return QT_TRANSLATE_NOOP("vtes", "The card cannot be aimed there.")
    for step in terms.steps():
        if not step.when or holds(ctx, step.when):
            why = step.can(ctx)
            if why is not None:
                return why
    return None


# -- what the engine asks ----------------------------------------------------------------------


def claims(cmd: K.Act) -> bool:
    """Whether ``cmd`` declares an action of a card's text (no card from the hand, ``mode``
    >= 1), not a basic one."""
    return cmd.card is None and cmd.mode >= 1 and cmd.kind in KINDS


def _chosen(state: State, cmd: K.Act, minion: Card) -> Ability:
    found = abilities(state, cmd.seat, minion)
    if not 1 <= cmd.mode <= len(found) or found[cmd.mode - 1].terms.act != cmd.kind:
        raise Rejected(
            QT_TRANSLATE_NOOP("vtes", "{minion} has no such action.").with_args(
                minion=ci.name(minion)
            )
        )
    return found[cmd.mode - 1]


def declared(state: State, cmd: K.Act, minion: Card) -> tuple[int | None, Card | None, bool, int]:
    """The checks of the action ``cmd`` declares (skipped for a host override, but for the
    action being there at all), and its target Methuselah, target card, whether it is
    directed and the stealth its text gives."""
    ability = _chosen(state, cmd, minion)
    if cmd.stealth:
        raise Rejected(
            QT_TRANSLATE_NOOP("vtes", "Only a card played for the action gives it stealth.")
        )
    if not cmd.host:
        why = refusal(state, cmd.seat, minion, ability, cmd.target_card)
        if why is not None:
            raise Rejected(why)
    target = _target_seat(state, cmd.seat, ability, cmd.target_card)
    aim = state.cards.get(cmd.target_card) if cmd.target_card is not None else None
    directed = (ability.terms.directed or ability.terms.act == K.BLEED) and target not in (
        None,
        cmd.seat,
    )
    return target, aim, directed, ability.terms.stealth


def book(state: State, cmd: K.Act, minion: Card, out: list[E.Event]) -> None:
    """The action is declared: once this turn for this card (A7), booked for the action so
    :func:`succeeded` runs when it succeeds, and its ``play`` steps applied."""
    from ...actions import in_progress  # the kinds read the engine's steps

    ability = _chosen(state, cmd, minion)
    mark_acted(state, minion.id, once_key(ability.source))
    action = in_progress(state)
    rec = played.remember(state, cmd.seat, ability.source, minion, hand=False, scope="action")
    rec["own"] = ability.index
    rec["target"], rec["target_card"] = action["target"], action["target_card"]
    args = {"cause": ability.source.catalog or "", "minion": minion.catalog or ""}
    out.append(E.ModuleEvent(seat=cmd.seat, key="ow_declared", args=args))
    ctx = Ctx(
        state, cmd.seat, ability.source, minion, target=action["target"],
        target_card=action["target_card"], out=Outcome(events=out), rec=rec,
    )  # fmt: skip
    if ability.terms.act == K.HUNT:
        action["amount"] = 0  # its text's effect, not blood from the bank
    for step in ability.terms.play:
        if not step.when or holds(ctx, step.when):
            step.apply(ctx)


def succeeded(state: State, rec: Played, action: Action, out: Outcome) -> None:
    """The booked action succeeded: its blood cost is paid by the acting minion, then its
    ``success`` steps run, aimed as it was declared."""
    source = state.cards.get(rec["card"])
    minion = state.cards.get(rec["minion"]) if rec["minion"] is not None else None
    found = own_steps(source) if source is not None else []
    index = rec.get("own", -1)
    if source is None or minion is None or not 0 <= index < len(found):
        return
    terms = found[index]
    if terms.cost_blood:
        tokens.add_counter(
            state, minion, "blood", -terms.cost_blood, out.events, rec["seat"], "ow_paid",
            cause=source.catalog or "",
        )  # fmt: skip
    ctx = Ctx(
        state, rec["seat"], source, minion, target=rec.get("target"),
        target_card=rec.get("target_card"), out=out, rec=rec,
    )  # fmt: skip
    ctx.notes["action"] = action
    for step in terms.success:
        if not step.when or holds(ctx, step.when):
            step.apply(ctx)


def offers(state: State, seat: int, minion: Card) -> list[K.Act]:
    """Every action ``minion`` may take by a card's text now, against each aim it allows."""
    out: list[K.Act] = []
    for mode, ability in enumerate(abilities(state, seat, minion), start=1):
        ctx = _ctx(state, seat, ability, minion, None)
        aims: list[int | None] = (
            list(chosen(ctx, ability.terms.among)) if ability.terms.among else [None]
        )
        for aim in aims:
            if refusal(state, seat, minion, ability, aim) is None:
                target = _target_seat(state, seat, ability, aim)
                out.append(
                    K.Act(
                        seat=seat,
                        minion=minion.id,
                        kind=ability.terms.act,
                        target=target,
                        target_card=aim,
                        mode=mode,
                    )  # fmt: skip
                )
    return out


# -- the dock's words --------------------------------------------------------------------------

_SELF = QT_TRANSLATE_NOOP("vtes", "{minion} acts (stealth {stealth}): {effect}")
_SELF_AGAINST = QT_TRANSLATE_NOOP(
    "vtes", "{minion} acts against {target} (stealth {stealth}): {effect}"
)
_WITH = QT_TRANSLATE_NOOP("vtes", "{minion} acts with {card} (stealth {stealth}): {effect}")
_WITH_AGAINST = QT_TRANSLATE_NOOP(
    "vtes", "{minion} acts with {card} against {target} (stealth {stealth}): {effect}"
)
_PLAIN = QT_TRANSLATE_NOOP("vtes", "{minion} takes an action")
_BLEED_PART = QT_TRANSLATE_NOOP("vtes", "bleed")
_KIND_PART = {K.BLEED: _BLEED_PART, K.HUNT: QT_TRANSLATE_NOOP("vtes", "hunt")}
_COST_PART = QT_TRANSLATE_NOOP("vtes", "costs {n} blood")


def command_words(w: Words, cmd: K.Act) -> Message:
    """ "<minion> acts with <card> against <Methuselah> (stealth 1): <what it does>", from
    the deciding seat's State or View (what a View cannot word: the plain words)."""
    try:
        return _command_words(w, cmd)
    except (AttributeError, KeyError, TypeError, IndexError, ValueError):
        return _PLAIN.with_args(minion=w.card(cmd.minion))


def _command_words(w: Words, cmd: K.Act) -> Message:
    state = w.source
    minion = card_in(state, cmd.minion)
    found = abilities(state, cmd.seat, minion) if minion is not None else []
    if not 1 <= cmd.mode <= len(found):
        return _PLAIN.with_args(minion=w.card(cmd.minion))
    ability = found[cmd.mode - 1]
    ctx = _ctx(state, cmd.seat, ability, minion, cmd.target_card)
    parts = [_KIND_PART[ability.terms.act]] if ability.terms.act in _KIND_PART else []
    if ability.terms.cost_blood:
        parts.append(_COST_PART.with_args(n=ability.terms.cost_blood))
    parts += [
        step.words(ctx) for step in ability.terms.steps() if not step.when or holds(ctx, step.when)
    ]
    effect = "; ".join(localised(part, w.language) for part in parts)
    against = cmd.target if cmd.target is not None and cmd.target != cmd.seat else None
    own = ability.source.id == minion.id
    if against is not None:
        template = _SELF_AGAINST if own else _WITH_AGAINST
    else:
        template = _SELF if own else _WITH
    return template.with_args(
        minion=w.card(cmd.minion),
        card=w.card(ability.source.id),
        target=w.seat(against),
        stealth=shown_stealth(ability.terms),
        effect=effect,
    )
