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
:func:`succeeded`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Union, cast

import msgspec

from ......core import commands as C
from ......core import events as E
from ......core.messages import QT_TRANSLATE_NOOP, Message, Rejected, localised
from ......core.model import SPECTATOR, Card, State
from ......core.module import card_in
from ......core.rng import Rng
from ......core.table import Outcome, do_shuffle, move_card
from ....layout import ASH_HEAP, LIBRARY, READY, ROLE_UNCONTROLLED, TORPOR, zone
from ....seating import predator, prey
from ... import cardinfo as ci
from ... import commands as K
from ... import corruption, hand, played, tokens
from ...data import HAND_SIZE, acted, mark_acted, rules, zone_of
from ...locking import set_lock
from ..catalog import effects_of
from ..conditions import check_name, condition, holds
from ..log import texts
from ..selectors import check_name as check_among
from ..selectors import chosen, selector
from ..steps import Aim, Ctx, Step, kind, known_kinds

if TYPE_CHECKING:
    from ...records import Action, Played
    from ...wording import Words

texts(
    {
        "ow_declared": QT_TRANSLATE_NOOP("vtes", "{minion} takes the action {cause} gives."),
        "ow_paid": QT_TRANSLATE_NOOP("vtes", "As {cause} says: {card}'s blood {delta} ({value})."),
        "ow_life": QT_TRANSLATE_NOOP("vtes", "As {cause} says: {card}'s life {delta} ({value})."),
        "ow_rescued_blood": QT_TRANSLATE_NOOP(
            "vtes", "{card} gains blood as it is rescued: {delta} ({value})."
        ),
        "ow_to_uncontrolled": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {minion} goes to its owner's uncontrolled region."
        ),
        "ow_found": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {seat} reveals {card} from their library."
        ),
        "ow_exchanged": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {seat} takes {card} from their ash heap into their hand."
        ),
        "ow_counters": QT_TRANSLATE_NOOP("vtes", "As {cause} says: it has {value} counters."),
    }
)

#: who may take the action of a card: the card itself (a minion's own text), the minion it
#: is on, a vampire its controller controls, or any vampire
WHO = ("self", "bearer", "own_vampire", "vampire")
#: the kinds of action a card may give
KINDS = (K.ACTION, K.BLEED)


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
        elif self.directed:
            template = _DIRECTED_COSTING if self.cost_blood else _DIRECTED
        else:
            template = _ACTION_COSTING if self.cost_blood else _ACTION
        return template.with_args(n=self.cost_blood, stealth=self.stealth)


_ACTION = QT_TRANSLATE_NOOP("vtes", "can take an action (stealth {stealth})")
_ACTION_COSTING = QT_TRANSLATE_NOOP(
    "vtes", "can take an action costing {n} blood (stealth {stealth})"
)
_DIRECTED = QT_TRANSLATE_NOOP("vtes", "can take a (D) action (stealth {stealth})")
_DIRECTED_COSTING = QT_TRANSLATE_NOOP(
    "vtes", "can take a (D) action costing {n} blood (stealth {stealth})"
)
_BLEED = QT_TRANSLATE_NOOP("vtes", "can bleed as a (D) action (stealth {stealth})")
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


def _zone_cards(state: State, key: str) -> list[Card]:
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
        for card in _zone_cards(state, zone(seat, READY))
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
    parts = [_BLEED_PART] if ability.terms.act == K.BLEED else []
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
        stealth=ability.terms.stealth,
        effect=effect,
    )


# -- the sets of cards the actions are aimed at, and their conditions --------------------------


def _minions_of(ctx: Ctx, seat: int, regions: tuple[str, ...]) -> list[Card]:
    cards = (c for r in regions for c in _zone_cards(ctx.state, zone(seat, r)))
    return [c for c in cards if c.face_up and c.attached_to is None and ci.is_minion(c)]


def _other_ready(ctx: Ctx) -> list[Card]:
    """Ready minions in play but the acting one."""
    acting = ctx.minion.id if ctx.minion is not None else None
    seats = [s.index for s in ctx.state.seats if not s.out]
    return [c for s in seats for c in _minions_of(ctx, s, (READY,)) if c.id != acting]


@selector("ow_own_minion")
def _own_minions(ctx: Ctx) -> list[Card]:
    """A minion the player controls: ready or in torpor."""
    return _minions_of(ctx, ctx.seat, (READY, TORPOR))


@selector("ow_another_ready_minion")
def _another_ready(ctx: Ctx) -> list[Card]:
    return _other_ready(ctx)


@selector("ow_corrupted_other_ready_minion")
def _corrupted(ctx: Ctx) -> list[Card]:
    """Another ready minion carrying a corruption counter (anybody's)."""
    return [c for c in _other_ready(ctx) if corruption.total(c)]


@selector("ow_discipline_card_on_other_ready_minion")
def _discipline_cards(ctx: Ctx) -> list[Card]:
    """A card requiring a Discipline on another ready minion."""
    out = []
    for minion in _other_ready(ctx):
        for card in ci.riders(ctx.state, minion):
            rec = ci.record(card)
            if card.face_up and rec is not None and rec.disciplines:
                out.append(card)
    return out


@condition("ow_target_no_ready_unlocked")
def _no_ready_unlocked(ctx: Ctx, _: str) -> bool:
    """The Methuselah the action is against controls no ready unlocked minion."""
    if ctx.target is None:
        return False
    return not any(not c.locked for c in _minions_of(ctx, ctx.target, (READY,)))


# -- what the actions do ---------------------------------------------------------------------


def _aimed(ctx: Ctx) -> Card | None:
    return ctx.state.cards.get(ctx.target_card) if ctx.target_card is not None else None


def _aimed_name(ctx: Ctx) -> str:
    card = _aimed(ctx)
    return ci.name(card) if card is not None else "…"


@kind
class BloodOrLife(Step, frozen=True, tag="ow_blood_or_life"):
    """The minion aimed at gains ``n`` blood (a vampire, up to its capacity) or life (an
    ally, up to its starting life)."""

    n: int = 1

    def can(self, ctx: Ctx) -> Message | None:
        if _aimed(ctx) is None:
            return QT_TRANSLATE_NOOP("vtes", "Say which card the card is aimed at.")
        return None

    def apply(self, ctx: Ctx) -> None:
        card = _aimed(ctx)
        if card is None or not (ci.in_ready(ctx.state, card) or ci.in_torpor(ctx.state, card)):
            return  # gone from play by the time the action succeeded
        if ci.is_vampire(card):
            what, most = "blood", ci.capacity_now(ctx.state, card)
        else:
            what, most = "life", ci.printed_life(card)
        have = card.counters.get(what, 0)
        gain = max(0, min(self.n, most - have))
        if gain:
            tokens.add_counter(
                ctx.state, card, what, gain, ctx.events, ctx.seat,
                "fx_blood" if what == "blood" else "ow_life", cause=ctx.card.catalog or "",
            )  # fmt: skip

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes", "add {n} blood or life to {minion}, not above its starting life"
        ).with_args(minion=_aimed_name(ctx), n=self.n)


def _set_counters(ctx: Ctx, card: Card, value: int) -> None:
    """The plain counters on ``card`` (not blood: the bank does not count them)."""
    have = card.counters.get(COUNTER, 0)
    if value:
        card.counters[COUNTER] = value
    else:
        card.counters.pop(COUNTER, None)
    where = ctx.state.zones[card.zone]
    ctx.events.append(
        E.CounterChanged(
            seat=ctx.seat, zone=where.id, index=where.cards.index(card.id), card=card.id,
            catalog=card.catalog, kind=COUNTER, value=value, delta=value - have,
            why="ow_counters", args={"cause": card.catalog or "", "value": value},
        )
    )  # fmt: skip


#: the key of the plain counters a card keeps (the table's "counter")
COUNTER = "counter"


@kind
class AddCounter(Step, frozen=True, tag="ow_add_counter"):
    """``n`` counters more on this card (while it is in play)."""

    n: int = 1

    def apply(self, ctx: Ctx) -> None:
        card = ctx.card
        if card.controller is not None and card.zone == zone(card.controller, READY):
            _set_counters(ctx, card, card.counters.get(COUNTER, 0) + self.n)

    def words(self, ctx: Ctx) -> Message:
        if self.n == 1:
            return QT_TRANSLATE_NOOP("vtes", "add 1 counter to {card}").with_args(
                card=ci.name(ctx.card)
            )
        return QT_TRANSLATE_NOOP("vtes", "add {n} counters to {card}").with_args(
            n=self.n, card=ci.name(ctx.card)
        )


@kind
class IntoPlay(Step, frozen=True, tag="ow_into_play"):
    """ "Put this card in play with ``counters`` counters": the action card, in the ash
    heap once its action succeeded, goes to its player's ready region."""

    counters: int = 0

    def apply(self, ctx: Ctx) -> None:
        card = ctx.card
        owner = card.owner if card.owner is not None else ctx.seat
        if card.zone != zone(owner, ASH_HEAP):
            return  # not where a used action card goes: left as it is
        dst = ctx.state.zones[zone(ctx.seat, READY)]
        ctx.events.append(move_card(ctx.state, card, dst, face_up=True, seat=ctx.seat))
        card.controller = ctx.seat
        if self.counters:
            _set_counters(ctx, card, self.counters)

    def words(self, ctx: Ctx) -> Message:
        if self.counters == 1:
            return QT_TRANSLATE_NOOP("vtes", "put this card in play with 1 counter")
        return QT_TRANSLATE_NOOP("vtes", "put this card in play with {n} counters").with_args(
            n=self.counters
        )


@kind
class BurnCorruption(Step, frozen=True, tag="ow_burn_corruption"):
    """1 corruption counter burned from the minion aimed at: one of the acting
    Methuselah's own if it carries any, else one of the first other Methuselah's in seat
    order (:mod:`...corruption`)."""

    def can(self, ctx: Ctx) -> Message | None:
        card = _aimed(ctx)
        if card is None or not corruption.total(card):
            return QT_TRANSLATE_NOOP("vtes", "That minion has no corruption counter.")
        return None

    def apply(self, ctx: Ctx) -> None:
        card = _aimed(ctx)
        if card is None or not corruption.total(card):
            return
        seats = [ctx.seat, *(s for s in range(len(ctx.state.seats)) if s != ctx.seat)]
        whose = next(s for s in seats if corruption.of(card, s))
        corruption.change(ctx.state, card, whose, -1, ctx.events)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "burn 1 corruption counter from {minion}").with_args(
            minion=_aimed_name(ctx)
        )


@kind
class MoreBleed(Step, frozen=True, tag="ow_more_bleed"):
    """+``n`` to the bleed the action is (applied when it is declared)."""

    n: int = 1

    def apply(self, ctx: Ctx) -> None:
        action = rules(ctx.state)["action"]
        if action is not None and action["kind"] == K.BLEED:
            action["amount"] += self.n

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "+{n} bleed").with_args(n=self.n)


@kind
class BurnAimed(Step, frozen=True, tag="ow_burn_aimed"):
    """The card aimed at is burned, if it is still in play (on a minion or in a ready
    region)."""

    def apply(self, ctx: Ctx) -> None:
        card = _aimed(ctx)
        if card is None or card.zone not in _play_zones(ctx.state):
            return
        args = {"cause": ctx.card.catalog or "", "minion": card.catalog or ""}
        ctx.events.append(E.ModuleEvent(seat=ctx.seat, key="fx_burned", args=args))
        hand.burn(ctx.state, card, ctx.events, ctx.seat)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "burn {card}").with_args(card=_aimed_name(ctx))


def _play_zones(state: State) -> set[str]:
    return {zone(s, r) for s in range(len(state.seats)) for r in (READY, TORPOR)}


@selector("ow_smaller_than_counters_of_neighbour")
def _smaller_neighbours(ctx: Ctx) -> list[Card]:
    """A vampire controlled by the player's predator or prey (ready or in torpor) with a
    capacity less than the counters on this card."""
    most = ctx.card.counters.get(COUNTER, 0)
    near = {prey(ctx.state, ctx.seat), predator(ctx.state, ctx.seat)} - {None, ctx.seat}
    return [
        c
        for s in sorted(s for s in near if s is not None)
        for c in _minions_of(ctx, s, (READY, TORPOR))
        if ci.is_vampire(c) and ci.capacity_now(ctx.state, c) < most
    ]


@kind
class ToUncontrolled(Step, frozen=True, tag="ow_to_uncontrolled"):
    """The vampire aimed at (of ``among``) goes to its owner's uncontrolled region, face
    down and unlocked, with its blood; the cards on it are burned."""

    among: str

    def aiming(self) -> Aim:
        return "card"

    def aims(self, ctx: Ctx) -> list[int]:
        return chosen(ctx, self.among)

    def apply(self, ctx: Ctx) -> None:
        card = _aimed(ctx)
        if card is None or card.id not in self.aims(ctx):
            return
        for rider in ci.riders(ctx.state, card):
            hand.burn(ctx.state, rider, ctx.events, ctx.seat)
        owner = card.owner if card.owner is not None else card.controller
        args = {"cause": ctx.card.catalog or "", "minion": card.catalog or ""}
        ctx.events.append(E.ModuleEvent(seat=ctx.seat, key="ow_to_uncontrolled", args=args))
        set_lock(ctx.state, card, False, ctx.events, ctx.seat)
        dst = zone_of(ctx.state, owner or 0, ROLE_UNCONTROLLED)
        ctx.events.append(move_card(ctx.state, card, dst, face_up=False, seat=ctx.seat))

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes", "move {minion} to its owner's uncontrolled region"
        ).with_args(minion=_aimed_name(ctx))


# -- what is left to choose right after the action succeeded: the card found by a search of
# the library, the card of the hand given for one of the ash heap -----------------------------
#
# A search marks the library cards it may find as known to the searching Methuselah alone
# (a Looked event for that seat: nobody else learns which or where they are), then that
# Methuselah picks one with ``vtes_use`` of the card that searched (``use_choose``: take one,
# or find nothing), or goes on with the game: either way the library is shuffled, so what
# was seen of its order is worth nothing.  The rules data, public, names no library card.

#: the ``rules`` key of the choice left open: seat, turn, minion, source, what and the
#: ash heap card of an exchange
PENDING = "ow_pending"
SEARCH, EXCHANGE = "search", "exchange"


def _pending(state: State) -> dict[str, Any] | None:
    found = cast(dict[str, Any], rules(state)).get(PENDING)
    return cast(dict[str, Any], found) if found is not None else None


def _open(state: State) -> dict[str, Any] | None:
    """The choice left open, while it is still the moment right after its action."""
    from ..moments import SUCCESS, last

    pending = _pending(state)
    moment = last(state, SUCCESS)
    if pending is None or moment is None or moment["minion"] != pending["minion"]:
        return None
    if rules(state)["phase"] != "minion" or pending["turn"] != rules(state)["turns"]:
        return None
    return pending


def _fits_search(card: Card, what: str) -> bool:
    rec = ci.record(card)
    if rec is None:
        return False
    if what == "equipment":
        return "Equipment" in rec.types
    first = rec.text.splitlines()[0].casefold() if rec.text else ""
    return "Master" in rec.types and "archetype" in first


def _library(state: State, seat: int) -> list[Card]:
    return [state.cards[c] for c in state.zones[zone(seat, LIBRARY)].cards]


def _found(state: State, pending: dict[str, Any]) -> list[Card]:
    """The library cards the open search may find (each known to the searcher)."""
    seat, what = pending["seat"], pending["what"].partition(":")[2]
    return [c for c in _library(state, seat) if _fits_search(c, what)]


def _shuffle_library(state: State, seat: int, out: list[E.Event]) -> None:
    """The library shuffled (each card a new id, known to nobody: :func:`...table.do_shuffle`)."""
    library = state.zones[zone(seat, LIBRARY)]
    do_shuffle(state, C.Shuffle(seat=seat, zone=library.id), Outcome(events=out), Rng(state.rng))


def close_pending(state: State, out: list[E.Event]) -> None:
    """After every command: a choice whose moment is over is dropped (a search's library is
    shuffled then)."""
    pending = _pending(state)
    if pending is None or _open(state) is not None:
        return
    cast(dict[str, Any], rules(state)).pop(PENDING, None)
    if pending["what"].startswith(SEARCH):
        _shuffle_library(state, pending["seat"], out)


@condition("ow_pending")
def _is_pending(ctx: Ctx, what: str) -> bool:
    """This card's search (``search``) or exchange (``exchange``) is left to choose now."""
    pending = _open(ctx.state)
    return (
        pending is not None
        and pending["seat"] == ctx.seat
        and pending["source"] == ctx.card.id
        and pending["what"].startswith(what)
    )


@selector("ow_searched")
def _searched(ctx: Ctx) -> list[Card]:
    pending = _open(ctx.state)
    return _found(ctx.state, pending) if pending is not None and pending["seat"] == ctx.seat else []


@selector("ow_hand_card")
def _hand(ctx: Ctx) -> list[Card]:
    return [ctx.state.cards[c] for c in zone_of(ctx.state, ctx.seat, "hand").cards]


@selector("ow_ash_library_card")
def _ash_library(ctx: Ctx) -> list[Card]:
    """A library card in the player's ash heap."""
    heap = ctx.state.zones[zone(ctx.seat, ASH_HEAP)].cards
    cards = [ctx.state.cards[c] for c in heap]
    return [c for c in cards if ci.record(c) is not None and not _crypt_card(c)]


def _crypt_card(card: Card) -> bool:
    rec = ci.record(card)
    return rec is not None and bool({"Vampire", "Imbued"} & set(rec.types))


def _leave_open(ctx: Ctx, what: str, card: int | None = None) -> None:
    minion = ctx.minion.id if ctx.minion is not None else None
    cast(dict[str, Any], rules(ctx.state))[PENDING] = {
        "seat": ctx.seat,
        "turn": rules(ctx.state)["turns"],
        "minion": minion,
        "source": ctx.card.id,
        "what": what,
        "card": card,
    }


_SEARCH_WORDS = {
    "archetype": QT_TRANSLATE_NOOP(
        "vtes",
        "search your library for a master archetype card, reveal it and move it to your hand",
    ),
    "equipment": QT_TRANSLATE_NOOP(
        "vtes", "search your library for an equipment card, reveal it and move it to your hand"
    ),
}


@kind
class Search(Step, frozen=True, tag="ow_search"):
    """The player searches their library for a card of ``what`` ("archetype": a master
    archetype card; "equipment"), chosen right after with :class:`TakeSearched`."""

    what: str

    def __post_init__(self) -> None:
        if self.what not in _SEARCH_WORDS:
            raise ValueError(f"what is one of {', '.join(_SEARCH_WORDS)}, not {self.what!r}")

    def apply(self, ctx: Ctx) -> None:
        _leave_open(ctx, f"{SEARCH}:{self.what}")
        pending = _pending(ctx.state)
        assert pending is not None
        found = _found(ctx.state, pending)
        for card in found:
            if ctx.seat not in card.known_to:
                card.known_to.append(ctx.seat)
        library = ctx.state.zones[zone(ctx.seat, LIBRARY)]
        ctx.events.append(
            E.Looked(
                seat=ctx.seat, zone=library.id, cards=[c.id for c in found],
                catalogs=[c.catalog for c in found], audience=[ctx.seat],
            )
        )  # fmt: skip

    def words(self, ctx: Ctx) -> Message:
        return _SEARCH_WORDS[self.what]


def _revealed(ctx: Ctx) -> Card | None:
    """The card the open search has found and revealed (still in the library), if any."""
    pending = _open(ctx.state)
    card_id = pending.get("card") if pending is not None else None
    card = ctx.state.cards.get(card_id) if card_id is not None else None
    library = ctx.state.zones[zone(ctx.seat, LIBRARY)]
    return card if card is not None and card.zone == library.id else None


_SEARCHING = QT_TRANSLATE_NOOP("vtes", "Nothing is being searched for now.")


@kind
class TakeSearched(Step, frozen=True, tag="ow_take_searched"):
    """The card found (aimed at) is revealed to all; :class:`KeepFound` then moves it to
    the hand."""

    def can(self, ctx: Ctx) -> Message | None:
        pending = _open(ctx.state)
        if pending is None or pending.get("card") is not None:
            return _SEARCHING
        return None

    def aiming(self) -> Aim:
        return "card"

    def aims(self, ctx: Ctx) -> list[int]:
        return chosen(ctx, "ow_searched")

    def apply(self, ctx: Ctx) -> None:
        card, pending = _aimed(ctx), _open(ctx.state)
        library = ctx.state.zones[zone(ctx.seat, LIBRARY)]
        if card is None or pending is None or card.zone != library.id:
            return
        card.known_to = [s.index for s in ctx.state.seats] + [SPECTATOR]
        ctx.events.append(
            E.Revealed(
                seat=ctx.seat, zone=library.id, indexes=[library.cards.index(card.id)],
                cards=[card.id], catalogs=[card.catalog],
            )
        )  # fmt: skip
        args = {"cause": ctx.card.catalog or "", "seat": ctx.seat, "card": card.catalog or ""}
        ctx.events.append(E.ModuleEvent(seat=ctx.seat, key="ow_found", args=args))
        pending["card"] = card.id

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "reveal {card} from your library").with_args(
            card=_aimed_name(ctx)
        )


def _room(ctx: Ctx) -> bool:
    """Whether the hand can take one card more without going above its size (V-HAND-03)."""
    from .between_unlocks import held_back

    held = len(zone_of(ctx.state, ctx.seat, "hand").cards)
    return held + 1 + held_back(ctx.state, ctx.seat) <= HAND_SIZE


@kind
class KeepFound(Step, frozen=True, tag="ow_keep_found"):
    """The card revealed goes to the hand and the library is shuffled; a full hand discards
    at once the card aimed at (one of the hand, or the card found itself: V-HAND-03)."""

    def can(self, ctx: Ctx) -> Message | None:
        return None if _revealed(ctx) is not None else _SEARCHING

    def aiming(self) -> Aim:
        return "card"

    def aims(self, ctx: Ctx) -> list[int]:
        found = _revealed(ctx)
        if found is None:
            return []
        if _room(ctx):
            return [found.id]
        return [*chosen(ctx, "ow_hand_card"), found.id]

    def apply(self, ctx: Ctx) -> None:
        found, aimed = _revealed(ctx), _aimed(ctx)
        if found is None or aimed is None:
            return
        hand_zone = zone_of(ctx.state, ctx.seat, "hand")
        heap = ctx.state.zones[zone(ctx.seat, ASH_HEAP)]
        full = not _room(ctx)
        if full and aimed.zone == hand_zone.id:
            ctx.events.append(move_card(ctx.state, aimed, heap, face_up=True, seat=ctx.seat))
        if full and aimed.id == found.id:
            ctx.events.append(move_card(ctx.state, found, heap, face_up=True, seat=ctx.seat))
        else:
            ctx.events.append(move_card(ctx.state, found, hand_zone, face_up=False, seat=ctx.seat))
        _end(ctx)

    def words(self, ctx: Ctx) -> Message:
        found, aimed = _revealed(ctx), _aimed(ctx)
        name = ci.name(found) if found is not None else "…"
        if aimed is None or found is None or aimed.id != found.id:
            return QT_TRANSLATE_NOOP(
                "vtes", "discard {card} and move {found} to your hand; shuffle your library"
            ).with_args(card=_aimed_name(ctx), found=name)
        if _room(ctx):
            return QT_TRANSLATE_NOOP(
                "vtes", "move {found} to your hand; shuffle your library"
            ).with_args(found=name)
        return QT_TRANSLATE_NOOP(
            "vtes", "discard {found} at once (your hand is full); shuffle your library"
        ).with_args(found=name)


def _end(ctx: Ctx) -> None:
    cast(dict[str, Any], rules(ctx.state)).pop(PENDING, None)
    _shuffle_library(ctx.state, ctx.seat, ctx.events)


@kind
class EndSearch(Step, frozen=True, tag="ow_end_search"):
    """The search finds nothing: the library is shuffled and the search is over."""

    def can(self, ctx: Ctx) -> Message | None:
        pending = _open(ctx.state)
        if pending is None or pending.get("card") is not None:
            return _SEARCHING
        return None

    def apply(self, ctx: Ctx) -> None:
        _end(ctx)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "find nothing; shuffle your library")


@kind
class ExchangeFor(Step, frozen=True, tag="ow_exchange_for"):
    """The library card of the ash heap aimed at will be exchanged for a card of the hand,
    chosen right after with :class:`ExchangeHandCard` (a hand to give is needed)."""

    def can(self, ctx: Ctx) -> Message | None:
        if not zone_of(ctx.state, ctx.seat, "hand").cards:
            return QT_TRANSLATE_NOOP("vtes", "You have no card in hand to exchange.")
        return None

    def apply(self, ctx: Ctx) -> None:
        _leave_open(ctx, EXCHANGE, ctx.target_card)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "exchange a card from your hand for {card}").with_args(
            card=_aimed_name(ctx)
        )


def _exchanged(ctx: Ctx) -> Card | None:
    """The ash heap card of the open exchange, if it is still there."""
    pending = _open(ctx.state)
    card_id = pending.get("card") if pending is not None else None
    card = ctx.state.cards.get(card_id) if card_id is not None else None
    heap = ctx.state.zones[zone(ctx.seat, ASH_HEAP)]
    return card if card is not None and card.zone == heap.id else None


@kind
class ExchangeHandCard(Step, frozen=True, tag="ow_exchange_hand_card"):
    """The card of the hand aimed at goes to the ash heap, the one the action named comes
    to the hand."""

    def aiming(self) -> Aim:
        return "card"

    def aims(self, ctx: Ctx) -> list[int]:
        return chosen(ctx, "ow_hand_card")

    def apply(self, ctx: Ctx) -> None:
        given, taken = _aimed(ctx), _exchanged(ctx)
        cast(dict[str, Any], rules(ctx.state)).pop(PENDING, None)
        hand_zone = zone_of(ctx.state, ctx.seat, "hand")
        if given is None or taken is None or given.zone != hand_zone.id:
            return
        heap = ctx.state.zones[zone(ctx.seat, ASH_HEAP)]
        ctx.events.append(move_card(ctx.state, given, heap, face_up=True, seat=ctx.seat))
        args = {"cause": ctx.card.catalog or "", "seat": ctx.seat, "card": taken.catalog or ""}
        ctx.events.append(E.ModuleEvent(seat=ctx.seat, key="ow_exchanged", args=args))
        ctx.events.append(move_card(ctx.state, taken, hand_zone, face_up=False, seat=ctx.seat))

    def words(self, ctx: Ctx) -> Message:
        taken = _exchanged(ctx)
        return QT_TRANSLATE_NOOP(
            "vtes", "put {card} in your ash heap and take {taken} into your hand"
        ).with_args(card=_aimed_name(ctx), taken=ci.name(taken) if taken is not None else "…")
