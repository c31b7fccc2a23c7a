"""Steps of the cards that bring retainers and allies into play outside an employ or
recruit action, move them, or read how they entered play (wave 3, group "retainers").

- A card from the hand brought into play by another card's effect (Pack Alpha's employ in
  combat, Piper's recruit or employ by a locked Anarch): :class:`BringFromHand`, with the
  card's requirements (unless the effect ignores them), its cost paid by the Methuselah
  (pool) and the minion (blood), its life and what it does as it enters
  (:func:`..permanents.entered`).  The card is aimed when the effect is played and comes
  into play at once, so no hidden card is named before it is shown.
- A master card played "with" one of the player's minions (Piper's Anarch): the minion is
  the master command's ``on`` (:func:`names_its_minion`, read by :mod:`...phases`), the
  card is not put on it.
- A level remembered: an ally or retainer that entered play at superior
  (:class:`SuperiorLevel`, the condition ``re2_superior``), for what only its superior
  level gives while in play (Underbridge Stray's strength).
- Underbridge Stray's two abilities and Luciano Carvalho's move are uses naming a minion
  (:func:`named_users`, read by :mod:`...abilities`): the minion pressing or unlocking,
  the vampire the retainer goes to.
- Homunculus is used during any Methuselah's unlock phase (``re2_any_unlock_phase``):
  :mod:`...abilities` lets its controller use it while another Methuselah's unlock phase
  is under way (:func:`out_of_turn_use`).
- Aggressive Corpse gains no life (:class:`GainsNoLife`, read by :func:`life_gain_refused`
  from :mod:`...tokens`, the one place every token change goes through).
"""

from __future__ import annotations

from typing import Any, cast

from ......core import commands as C
from ......core import events as E
from ......core.messages import QT_TRANSLATE_NOOP, Message, Rejected
from ......core.model import Card, State
from ....layout import HAND_KEY, READY, TORPOR, zone
from ... import cardinfo as ci
from ... import cardrules, hand, legality, tokens
from ... import commands as K
from ...data import UNLOCK, rules
from ...spec import CommandSpec, events, stages
from ...wording import Words
from ..catalog import effects_of
from ..conditions import condition
from ..log import texts
from ..run import automated, script
from ..selectors import selector
from ..steps import Aim, Ctx, Step, kind

texts(
    {
        "re2_brought": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {minion} brings {card} into play."
        ),
        "re2_no_life": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: it gains no life; {n} life stays in the blood bank."
        ),
        "re2_moved": QT_TRANSLATE_NOOP("vtes", "As {cause} says: {card} moves to {minion}."),
        "re2_paid_life": QT_TRANSLATE_NOOP("vtes", "As {cause} says: {card} burns {n} life."),
        "re2_put_on": QT_TRANSLATE_NOOP("vtes", "As {cause} says: it is put on {minion}."),
    }
)

#: the card types a card brought from the hand may be, and the action it stands for
_KIND = {"Retainer": K.EMPLOY, "Ally": K.RECRUIT}


def _log(ctx: Ctx, key: str, **args: object) -> None:
    ctx.events.append(
        E.ModuleEvent(seat=ctx.seat, key=key, args={"cause": ctx.card.catalog or "", **args})
    )


def _aimed(ctx: Ctx) -> Card | None:
    return ctx.state.cards.get(ctx.target_card) if ctx.target_card is not None else None


def _name(card: Card | None) -> str:
    return ci.name(card) if card is not None else "…"


def _data(state: State) -> dict[str, Any]:
    """The rules bookkeeping, for this module's own keys (prefixed ``re2_``)."""
    return cast(dict[str, Any], rules(state))


def is_animal_retainer(card: Card) -> bool:
    """A retainer whose text opens "Animal with ..." (Raven Spy, Feral Hound)."""
    rec = ci.record(card)
    return rec is not None and "Retainer" in rec.types and rec.text.startswith("Animal")


# -- bringing a card from the hand into play ---------------------------------------------------


def _hand(state: State, seat: int) -> list[Card]:
    return [state.cards[c] for c in state.zones[zone(seat, HAND_KEY)].cards]


def _type_of(card: Card) -> str | None:
    return next((t for t in ci.types(card) if t in _KIND), None)


def _requirements_fail(state: State, card: Card, minion: Card, superior: bool) -> bool:
    """Whether ``minion`` does not meet ``card``'s requirements at that level (clan,
    discipline, sect, "requires a ready Laibon"...: the engine's own check of a play)."""
    rec, kind_ = ci.record(card), _type_of(card)
    if rec is None or kind_ is None:
        return True
    if superior and not rec.disciplines:
        return True
    base = cardrules.entry(card)
    levels = ci.disciplines_now(state, minion)
    for fields in cardrules.level_entries(rec, ci.record(minion), superior, kind_, base, levels):
        if cardrules.minion_fails(state, card, minion, superior, fields) is None:
            return False
    return True


def _level(state: State, card: Card, minion: Card, requirements: bool) -> bool | None:
    """The level ``card`` comes in at with ``minion`` (superior when the minion has it),
    None when it may not come in (requirements unmet, or ignored and no level at all)."""
    if not _requirements_fail(state, card, minion, True):
        return True
    if not requirements or not _requirements_fail(state, card, minion, False):
        return False
    return None


def _cost_refusal(state: State, seat: int, card: Card, minion: Card) -> Message | None:
    try:
        ci.check_cost(state, seat, minion, card, 0)
    except Rejected as exc:
        return exc.message
    return None


def _enters_refusal(
    state: State, seat: int, card: Card, minion: Card, superior: bool
) -> Message | None:
    """Why the card may not come into play now by its own terms ("a minion can have only
    one vehicle", an aim it needs as it enters), or None."""
    from .permanents import entry_aim_refusal, refusal

    why = refusal(state, seat, card, minion, superior)
    return why or entry_aim_refusal(state, seat, card, minion, superior, None)


def fits(state: State, seat: int, card: Card, minion: Card, what: str, requirements: bool) -> bool:
    """Whether ``card`` of ``seat``'s hand may be brought into play with ``minion`` now:
    of the kind ``what`` names, a level it may come in at, its cost affordable, its own
    terms met."""
    if what == "animal_retainer" and not is_animal_retainer(card):
        return False
    if what == "ally_or_retainer" and _type_of(card) is None:
        return False
    rec = ci.record(card)
    if rec is None or "X" in (rec.pool_cost.upper(), rec.blood_cost.upper()):
        return False  # an X cost is the player's choice: not offered, as for the actions
    superior = _level(state, card, minion, requirements)
    if superior is None or _cost_refusal(state, seat, card, minion) is not None:
        return False
    if legality.unique_refusal(state, seat, card, rec) is not None:
        return False
    return _enters_refusal(state, seat, card, minion, superior) is None


def bring(ctx: Ctx, card: Card, minion: Card, requirements: bool) -> None:
    """``minion`` employs or recruits ``card`` from ``ctx.seat``'s hand: paid for, in
    play with its life, its entry effects run (at the level ``minion`` gives it)."""
    from ...resolve import _bring_into_play
    from .permanents import entered

    superior = bool(_level(ctx.state, card, minion, requirements))
    pool, blood = ci.check_cost(ctx.state, ctx.seat, minion, card, 0)
    _log(ctx, "re2_brought", minion=minion.catalog or "", card=card.catalog or "")
    tokens.add_pool(
        ctx.state, ctx.seat, -pool, ctx.events, ctx.seat, "paid_pool", cause=card.catalog
    )
    if blood:
        tokens.add_counter(
            ctx.state, minion, "blood", -blood, ctx.events, ctx.seat, "paid", cause=card.catalog
        )
    kind_ = _KIND[_type_of(card) or "Retainer"]
    _bring_into_play(ctx.state, ctx.seat, minion, card, kind_, ctx.events)
    entered(ctx.state, ctx.seat, minion, card, superior, ctx.events, action=False)


@kind
class BringFromHand(Step, frozen=True, tag="re2_bring_from_hand"):
    """The minion employs or recruits a card aimed in the player's hand (``what``:
    ``animal_retainer`` or ``ally_or_retainer``), its requirements checked unless
    ``requirements`` is false, its cost paid; it comes into play at once."""

    what: str = "animal_retainer"
    requirements: bool = True

    def aiming(self) -> Aim:
        return "card"

    def aims(self, ctx: Ctx) -> list[int]:
        minion = ctx.minion
        if minion is None or minion.controller != ctx.seat:
            return []
        return [
            c.id
            for c in _hand(ctx.state, ctx.seat)
            if fits(ctx.state, ctx.seat, c, minion, self.what, self.requirements)
        ]

    def apply(self, ctx: Ctx) -> None:
        card, minion = _aimed(ctx), ctx.minion
        if card is None or minion is None or card.id not in self.aims(ctx):
            return
        bring(ctx, card, minion, self.requirements)

    def words(self, ctx: Ctx) -> Message:
        card = _aimed(ctx)
        if card is not None and "Ally" in ci.types(card):
            template = QT_TRANSLATE_NOOP("vtes", "{minion} recruits {card}")
        else:
            template = QT_TRANSLATE_NOOP("vtes", "{minion} employs {card}")
        return template.with_args(minion=_name(ctx.minion), card=_name(card))


@kind
class LockActor(Step, frozen=True, tag="re2_lock_actor"):
    """The minion the card is played with locks: it must be a ready, unlocked minion of the
    player's, of ``clan`` or sect ``sect`` when given (Piper's "ready unlocked Anarch you
    control")."""

    sect: str = ""

    def can(self, ctx: Ctx) -> Message | None:
        minion = ctx.minion
        if minion is None or minion.controller != ctx.seat or not ci.in_ready(ctx.state, minion):
            return QT_TRANSLATE_NOOP("vtes", "Choose a ready minion you control.")
        if minion.locked:
            return QT_TRANSLATE_NOOP("vtes", "{minion} is locked.").with_args(
                minion=ci.name(minion)
            )
        rec = ci.record(minion)
        if self.sect and (rec is None or rec.sect.casefold() != self.sect.casefold()):
            return QT_TRANSLATE_NOOP("vtes", "{minion} is not {sect}.").with_args(
                minion=ci.name(minion), sect=self.sect
            )
        return None

    def apply(self, ctx: Ctx) -> None:
        from .basics import set_locked

        if ctx.minion is not None:
            set_locked(ctx, ctx.minion, True)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "lock {minion}").with_args(minion=_name(ctx.minion))


def names_its_minion(card: Card) -> bool:
    """Whether a master card is played with one of the player's minions, which its effect
    locks and acts with (Piper): the master command names that minion as ``on``, and the
    card is not put on it."""
    s = script(card.catalog, False) if card.catalog else None
    return s is not None and any(isinstance(step, LockActor) for step in s.play)


# -- burning one's own animal retainer (Pack Alpha) --------------------------------------------


@selector("re2_own_animal_retainer")
def _own_animal_retainers(ctx: Ctx) -> list[Card]:
    """The animal retainers on the minion playing the card."""
    if ctx.minion is None:
        return []
    return [c for c in ci.riders(ctx.state, ctx.minion) if c.face_up and is_animal_retainer(c)]


@kind
class BurnAnimalRetainer(Step, frozen=True, tag="re2_burn_animal_retainer"):
    """An animal retainer employed by the minion, aimed when the card is played, burns."""

    def aiming(self) -> Aim:
        return "card"

    def aims(self, ctx: Ctx) -> list[int]:
        return [c.id for c in _own_animal_retainers(ctx)]

    def apply(self, ctx: Ctx) -> None:
        card = _aimed(ctx)
        if card is None or card.id not in self.aims(ctx):
            return
        ctx.events.append(
            E.ModuleEvent(
                seat=ctx.seat,
                key="pe_burned",
                args={"cause": ctx.card.catalog or "", "card": card.catalog or ""},
            )
        )
        hand.burn(ctx.state, card, ctx.events, ctx.seat)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "burn {card}").with_args(card=_name(_aimed(ctx)))


# -- the level a card entered play at ----------------------------------------------------------


def _superior_ids(state: State) -> list[int]:
    return _data(state).setdefault("re2_superior", [])


@kind
class SuperiorLevel(Step, frozen=True, tag="re2_superior_level"):
    """A ``success`` step of the superior level: the card entered play at superior (read
    by the condition ``re2_superior`` while it stays in play), with ``life`` life when
    given.  The marks of cards that have left play are dropped as a new one is made."""

    life: int = 0

    def apply(self, ctx: Ctx) -> None:
        ids = _superior_ids(ctx.state)
        cards = ctx.state.cards
        ids[:] = [i for i in ids if i in cards and i != ctx.card.id and _in_play(ctx, cards[i])]
        ids.append(ctx.card.id)
        if self.life:
            tokens.set_counter(
                ctx.state, ctx.card, "life", self.life, ctx.events, ctx.seat, "pe_life",
                cause=ctx.card.catalog,
            )  # fmt: skip

    def words(self, ctx: Ctx) -> Message:
        if self.life:
            return QT_TRANSLATE_NOOP("vtes", "{card} has {n} life").with_args(
                card=ci.name(ctx.card), n=self.life
            )
        return QT_TRANSLATE_NOOP("vtes", "{card} is in play at superior").with_args(
            card=ci.name(ctx.card)
        )


@condition("re2_superior")
def _superior(ctx: Ctx, _: str) -> bool:
    """The card giving the effect entered play at its superior level (and is still in
    play)."""
    return ctx.card.id in _data(ctx.state).get("re2_superior", []) and _in_play(ctx, ctx.card)


def _in_play(ctx: Ctx, card: Card) -> bool:
    return card.face_up and card.zone.endswith((f".{READY}", f".{TORPOR}"))


# -- Underbridge Stray -------------------------------------------------------------------------


@kind
class PayLifeThis(Step, frozen=True, tag="re2_pay_life_this"):
    """This ally burns ``n`` of its own life (the cost of its ability): refused when it
    has less, and when its last life would burn it in the middle of its own combat (the
    press it pays for could only be its own); an ally left with no life is burned."""

    n: int = 1

    def can(self, ctx: Ctx) -> Message | None:
        have = ctx.card.counters.get("life", 0)
        if have < self.n:
            return QT_TRANSLATE_NOOP("vtes", "It costs {n} life; {minion} has {have}.").with_args(
                n=self.n, minion=ci.name(ctx.card), have=have
            )
        combat = rules(ctx.state)["combat"]
        if have == self.n and combat is not None and ctx.card.id in (combat["a"], combat["b"]):
            return QT_TRANSLATE_NOOP(
                "vtes", "{minion} would burn its last life in its own combat."
            ).with_args(minion=ci.name(ctx.card))
        return None

    def apply(self, ctx: Ctx) -> None:
        _log(ctx, "re2_paid_life", card=ctx.card.catalog or "", n=self.n)
        left = ctx.card.counters.get("life", 0) - self.n
        tokens.set_counter(ctx.state, ctx.card, "life", left, ctx.events, ctx.seat)
        if left <= 0:
            _log(ctx, "pe_burned", card=ctx.card.catalog or "")
            hand.burn(ctx.state, ctx.card, ctx.events, ctx.seat)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "{card} burns {n} life").with_args(
            card=ci.name(ctx.card), n=self.n
        )


@condition("re2_own_named_minion")
def _own_named_minion(ctx: Ctx, _: str) -> bool:
    """The minion the ability is used for is one of the player's, in play."""
    minion = ctx.minion
    return minion is not None and minion.controller == ctx.seat and ci.in_ready(ctx.state, minion)


@kind
class BurnThisToUnlock(Step, frozen=True, tag="re2_burn_this_to_unlock"):
    """During an action directed at the player (or a card of theirs), this ally, if it is
    not blocking, burns to unlock the named ready minion of the player's."""

    def can(self, ctx: Ctx) -> Message | None:
        action = rules(ctx.state)["action"]
        if action is None or not action["directed"] or action["target"] != ctx.seat:
            return QT_TRANSLATE_NOOP("vtes", "Only during an action directed at you.")
        if action["blocker"] == ctx.card.id:
            return QT_TRANSLATE_NOOP("vtes", "{card} is blocking.").with_args(
                card=ci.name(ctx.card)
            )
        minion = ctx.minion
        if minion is None or minion.id == ctx.card.id or not minion.locked:
            return QT_TRANSLATE_NOOP("vtes", "{minion} is not locked.").with_args(
                minion=_name(minion)
            )
        return None

    def apply(self, ctx: Ctx) -> None:
        from .basics import set_locked

        minion = ctx.minion
        _log(ctx, "pe_burned", card=ctx.card.catalog or "")
        hand.burn(ctx.state, ctx.card, ctx.events, ctx.seat)
        if minion is not None:
            set_locked(ctx, minion, False)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "burn {card} to unlock {minion}").with_args(
            card=ci.name(ctx.card), minion=_name(ctx.minion)
        )


# -- Luciano Carvalho: an animal retainer moves to another vampire -----------------------------


def _own_vampires(state: State, seat: int) -> list[Card]:
    out = []
    for region in (READY, TORPOR):
        for card_id in state.zones[zone(seat, region)].cards:
            card = state.cards[card_id]
            if card.face_up and card.attached_to is None and ci.is_vampire(card):
                out.append(card)
    return out


@kind
class MoveAnimalRetainer(Step, frozen=True, tag="re2_move_animal_retainer"):
    """An animal retainer on a vampire the player controls, aimed, moves to the named
    vampire of theirs (another one)."""

    def aiming(self) -> Aim:
        return "card"

    def aims(self, ctx: Ctx) -> list[int]:
        to = ctx.minion
        vampires = _own_vampires(ctx.state, ctx.seat)
        if to is None or to not in vampires:
            return []
        return [
            rider.id
            for vampire in vampires
            if vampire.id != to.id
            for rider in ci.riders(ctx.state, vampire)
            if rider.face_up and is_animal_retainer(rider)
        ]

    def apply(self, ctx: Ctx) -> None:
        from ......core.table import move_card

        card, to = _aimed(ctx), ctx.minion
        if card is None or to is None or card.id not in self.aims(ctx):
            return
        dst = ctx.state.zones[to.zone]
        ctx.events.append(
            move_card(ctx.state, card, dst, face_up=True, x=to.x + 8, y=to.y + 14, seat=ctx.seat)
        )
        card.attached_to = to.id
        _log(ctx, "re2_moved", card=card.catalog or "", minion=to.catalog or "")

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "move {card} to {minion}").with_args(
            card=_name(_aimed(ctx)), minion=_name(ctx.minion)
        )


#: the cards whose use names a minion other than their own user, and which minions
_NAMING = {
    "vtes:102065": "underbridge",  # Underbridge Stray: the minion pressing or unlocking
    "vtes:201675": "luciano",  # Luciano Carvalho: the vampire the retainer goes to
}


def named_users(state: State, seat: int, card: Card) -> list[Card]:
    """The minions a player may name to use ``card`` (read by ``abilities``): the
    player's other ready minions for Underbridge Stray, their other vampires for Luciano
    Carvalho."""
    which = _NAMING.get(card.catalog)
    if which == "underbridge":
        return [m for m in ci.ready_minions(state, seat) if m.id != card.id]
    if which == "luciano":
        return [v for v in _own_vampires(state, seat) if v.id != card.id]
    return []


# -- Homunculus: any Methuselah's unlock phase -------------------------------------------------

ANY_UNLOCK_PHASE = "re2_any_unlock_phase"


@condition(ANY_UNLOCK_PHASE)
def _any_unlock_phase(ctx: Ctx, _: str) -> bool:
    """An unlock phase is under way, any Methuselah's."""
    return rules(ctx.state)["phase"] == UNLOCK


def out_of_turn_use(card: Card) -> bool:
    """Whether ``card``'s ability is used during any Methuselah's unlock phase: its
    controller may use it while the game waits for another Methuselah then."""
    s = script(card.catalog, False) if card.catalog else None
    return s is not None and ANY_UNLOCK_PHASE in s.use_only


# -- Aggressive Corpse: no life gained ---------------------------------------------------------


@kind
class GainsNoLife(Step, frozen=True, tag="re2_gains_no_life"):
    """While in play, a minion's own text: it cannot gain life; what it would gain stays
    in the blood bank (:func:`life_gain_refused`)."""

    def apply(self, ctx: Ctx) -> None:  # read by :func:`life_gain_refused`
        return None

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "cannot gain life")


#: the reasons a card's life is set as it comes into play (not a gain)
ENTERING = ("life", "pe_life")


def life_gain_refused(card: Card) -> bool:
    """Whether ``card``'s own text says it gains no life (read by :mod:`...tokens`)."""
    entry = effects_of(card.catalog) if card.catalog else None
    if entry is None or automated(card.catalog) is None:
        return False
    for part in (entry.any, entry.inferior, entry.superior):
        if part is not None and any(isinstance(s, GainsNoLife) for s in part.in_play):
            return True
    return False


# -- Biothaumaturgic Experiment ----------------------------------------------------------------

#: what a successful action's card owes its player: a card of the hand brought into play
#: by the acting minion, chosen with ``vtes_bring_owed`` right after the action
OWED = "re2_owed"


@kind
class EmployOwed(Step, frozen=True, tag="re2_employ_owed"):
    """A ``success`` step: the acting minion may employ an animal retainer from the
    player's hand (``requirements`` false: ignoring them), its cost paid.  The retainer is
    chosen once the action has succeeded (``vtes_bring_owed``, :func:`owed_offers`), right
    after it and before anything else is declared: naming it when the action is declared
    would show a hidden card that stays hidden if the action is blocked."""

    requirements: bool = False

    def apply(self, ctx: Ctx) -> None:
        if ctx.minion is None:
            return
        _data(ctx.state)[OWED] = {
            "turn": rules(ctx.state)["turns"],
            "seat": ctx.seat,
            "minion": ctx.minion.id,
            "card": ctx.card.id,
            "requirements": self.requirements,
        }

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes", "{minion} employs an animal retainer from your hand, ignoring requirements"
        ).with_args(minion=_name(ctx.minion))


def _owed(state: State, seat: int) -> tuple[dict[str, Any], Card, Card] | None:
    """What is owed ``seat`` now (the booking, the card that owes it, the acting minion),
    while nothing has been declared since that action succeeded."""
    from ..moments import SUCCESS, last

    owed = _data(state).get(OWED)
    moment = last(state, SUCCESS)
    if owed is None or moment is None or owed["seat"] != seat:
        return None
    if owed["turn"] != rules(state)["turns"] or moment["minion"] != owed["minion"]:
        return None
    cause, minion = state.cards.get(owed["card"]), state.cards.get(owed["minion"])
    if cause is None or minion is None or not ci.in_ready(state, minion):
        return None
    if minion.controller != seat:
        return None
    return owed, cause, minion


def owed_offers(state: State, seat: int, stage: object = None) -> list[C.Command]:
    """Each animal retainer of the hand the acting minion may employ as owed."""
    found = _owed(state, seat)
    if found is None:
        return []
    owed, _, minion = found
    return [
        K.BringOwed(seat=seat, card=c.id)
        for c in _hand(state, seat)
        if fits(state, seat, c, minion, "animal_retainer", owed["requirements"])
    ]


def bring_owed(state: State, cmd: K.BringOwed, out: list[E.Event]) -> None:
    """``vtes_bring_owed``: the owed card comes into play (refused when nothing is owed
    now or the card does not fit)."""
    from ......core.messages import reject
    from ..run import context

    found = _owed(state, cmd.seat)
    if found is None:
        raise reject(QT_TRANSLATE_NOOP("vtes", "No card's effect owes you that now."))
    owed, cause, minion = found
    card = state.cards.get(cmd.card)
    offers = owed_offers(state, cmd.seat)
    if card is None or card.id not in [c.card for c in offers if isinstance(c, K.BringOwed)]:
        raise reject(QT_TRANSLATE_NOOP("vtes", "That card cannot be brought into play so."))
    _data(state).pop(OWED, None)
    ctx = context(state, cmd.seat, cause, minion)
    from ......core.table import Outcome

    ctx.out = Outcome(events=out)
    bring(ctx, card, minion, owed["requirements"])


def _owed_not_now(state: State, cmd: K.BringOwed):
    from ......core.messages import reject

    raise reject(QT_TRANSLATE_NOOP("vtes", "No card's effect owes you that now."))


def _owed_words(w: Words, cmd: K.BringOwed) -> Message:
    return QT_TRANSLATE_NOOP(
        "vtes", "Employ {card}, as the action that succeeded allows"
    ).with_args(card=w.card(cmd.card))


OWED_CARDS = QT_TRANSLATE_NOOP("vtes", "After the action")


@kind
class PutOnOwnMinion(Step, frozen=True, tag="re2_put_on_own_minion"):
    """A ``success`` step: the card (an action card, used up as the action succeeded) is
    put on a ready minion of the player's, aimed when the action is declared; it stays
    there, giving what its ``in_play`` and ``use`` steps say."""

    def aiming(self) -> Aim:
        return "card"

    def aims(self, ctx: Ctx) -> list[int]:
        return [m.id for m in ci.ready_minions(ctx.state, ctx.seat)]

    def apply(self, ctx: Ctx) -> None:
        from ......core.table import move_card

        minion = _aimed(ctx)
        if minion is None or minion.id not in self.aims(ctx):
            return
        dst = ctx.state.zones[minion.zone]
        ctx.events.append(
            move_card(
                ctx.state, ctx.card, dst, face_up=True, x=minion.x + 8, y=minion.y + 14,
                seat=ctx.seat,
            )
        )  # fmt: skip
        ctx.card.attached_to = minion.id
        _log(ctx, "re2_put_on", minion=minion.catalog or "")

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "put it on {minion}").with_args(minion=_name(_aimed(ctx)))


SPECS = (
    CommandSpec(
        K.BringOwed,
        stages("minion", "hunt"),
        events(bring_owed),
        _owed_not_now,
        _owed_words,
        OWED_CARDS,
        owed_offers,
    ),
)


# -- Spectral Servitor -------------------------------------------------------------------------

#: the successful recruit actions of each minion this turn (booked by :func:`note_recruit`)
RECRUITS = "re2_recruits"
#: the allies burned at the end of their controller's unlock phase unless 1 pool is burned
OWED_BURNS = "re2_owed_burns"


def note_recruit(state: State, minion: Card) -> None:
    """``minion``'s recruit action has just succeeded (called as the ally enters play)."""
    r = _data(state)
    booked = r.get(RECRUITS)
    if booked is None or booked["turn"] != r["turns"]:
        booked = r[RECRUITS] = {"turn": r["turns"], "by": {}}
    key = str(minion.id)
    booked["by"][key] = booked["by"].get(key, 0) + 1


def _recruits(state: State, minion: Card) -> int:
    booked = _data(state).get(RECRUITS)
    if booked is None or booked["turn"] != rules(state)["turns"]:
        return 0
    return int(booked["by"].get(str(minion.id), 0))


@kind
class ActsAtOnce(Step, frozen=True, tag="re2_acts_at_once"):
    """A ``success`` step: this ally can act the turn it is recruited."""

    def apply(self, ctx: Ctx) -> None:
        recruited = rules(ctx.state)["recruited"]
        if ctx.card.id in recruited:
            recruited.remove(ctx.card.id)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "{card} can act this turn").with_args(
            card=ci.name(ctx.card)
        )


@kind
class UnlockFirstRecruiter(Step, frozen=True, tag="re2_unlock_first_recruiter"):
    """A ``success`` step: the recruiting vampire unlocks if this was its first
    successful recruit action this turn."""

    def apply(self, ctx: Ctx) -> None:
        from .basics import set_locked

        minion = ctx.minion
        if minion is not None and ci.is_vampire(minion) and _recruits(ctx.state, minion) == 1:
            set_locked(ctx, minion, False)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes", "unlock {minion} if it is its first successful recruit this turn"
        ).with_args(minion=_name(ctx.minion))


@kind
class PlaysAsVampire(Step, frozen=True, tag="re2_plays_as_vampire"):
    """While in play, an ally's own text: it plays the reaction, action modifier and combat
    cards requiring the basic level of ``discipline`` as a vampire with it would
    (:func:`plays_as_vampire`, read by the requirement check), paying their blood cost
    with its life."""

    discipline: str

    def apply(self, ctx: Ctx) -> None:  # read by :func:`plays_as_vampire`
        return None

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes", "plays cards requiring basic {discipline} that are not actions as a vampire"
        ).with_args(discipline=self.discipline)


#: the card types played other than as an action
_NOT_ACTIONS = {"Action Modifier", "Reaction", "Combat"}


def _own_steps(card: Card, cls: type[Step]) -> list[Step]:
    """The ``in_play`` steps of kind ``cls`` of an automated card's own entry."""
    entry = automated(card.catalog) if card.catalog else None
    parts = (entry.any, entry.inferior, entry.superior) if entry is not None else ()
    return [s for part in parts if part is not None for s in part.in_play if isinstance(s, cls)]


def plays_as_vampire(minion: Card, card: Card) -> str:
    """The basic discipline ``minion`` (an ally whose text says so) has to play ``card``
    as a vampire, or "" (a card played as an action, or one not requiring it)."""
    rec = ci.record(card)
    if rec is None or not set(rec.types) or not set(rec.types) <= _NOT_ACTIONS:
        return ""
    for step in _own_steps(minion, PlaysAsVampire):
        assert isinstance(step, PlaysAsVampire)
        if step.discipline in {d.lower() for d in rec.disciplines}:
            return step.discipline
    return ""


@kind
class BurnedInUnlock(Step, frozen=True, tag="re2_burned_in_unlock"):
    """While in play: this ally burns during its controller's unlock phase (at the
    beginning; with ``pool_instead`` at its superior level, at the end of the phase unless
    its controller burned 1 pool for it during the phase: :class:`PoolInstead`)."""

    pool_instead: bool = False

    def apply(self, ctx: Ctx) -> None:  # read by :func:`at_unlock`
        return None

    def words(self, ctx: Ctx) -> Message:
        if self.pool_instead:
            return QT_TRANSLATE_NOOP(
                "vtes", "burned during your unlock phase unless you burn 1 pool instead"
            )
        return QT_TRANSLATE_NOOP("vtes", "burned during your unlock phase")


def _burn_logged(state: State, card: Card, out: list[E.Event], actor: int | None) -> None:
    out.append(
        E.ModuleEvent(
            seat=actor,
            key="pe_burned",
            args={"cause": card.catalog or "", "card": card.catalog or ""},
        )
    )
    hand.burn(state, card, out, actor)


def at_unlock(state: State, active: int, out: list[E.Event], actor: int | None) -> None:
    """``active``'s unlock phase begins: each of its allies burned then burns, or, when
    1 pool may be burned instead (its superior level), owes its burn until the phase ends."""
    owed = _data(state).setdefault(OWED_BURNS, {})
    for card_id in list(state.zones[zone(active, READY)].cards):
        card = state.cards[card_id]
        steps = _own_steps(card, BurnedInUnlock) if card.face_up else []
        if not steps or card.controller != active:
            continue
        ctx = Ctx(state, active, card, card)
        instead = any(isinstance(s, BurnedInUnlock) and s.pool_instead for s in steps)
        if instead and _superior(ctx, ""):
            owed[str(card.id)] = rules(state)["turns"]
        else:
            _burn_logged(state, card, out, actor)


def settle_unlock_burns(state: State, phase: str, out: list[E.Event], actor: int | None) -> None:
    """The game enters ``phase``: the burns still owed from an unlock phase that is over
    now happen (the ally, if still in play)."""
    r = _data(state)
    owed = r.get(OWED_BURNS)
    if not owed:
        return
    for key, turn in list(owed.items()):
        if phase == UNLOCK and turn == r["turns"]:
            continue
        del owed[key]
        card = state.cards.get(int(key))
        if card is not None and card.face_up and card.zone.endswith(".ready"):
            _burn_logged(state, card, out, actor)


@condition("re2_burn_owed")
def _burn_owed(ctx: Ctx, _: str) -> bool:
    """This ally owes its burn of this unlock phase."""
    return str(ctx.card.id) in _data(ctx.state).get(OWED_BURNS, {})


@kind
class PoolInstead(Step, frozen=True, tag="re2_pool_instead"):
    """The player burns 1 pool so this ally is not burned this unlock phase."""

    def can(self, ctx: Ctx) -> Message | None:
        if ctx.state.seats[ctx.seat].counters.get("pool", 0) < 1:
            return QT_TRANSLATE_NOOP("vtes", "It costs 1 pool.")
        return None

    def apply(self, ctx: Ctx) -> None:
        _data(ctx.state).get(OWED_BURNS, {}).pop(str(ctx.card.id), None)
        tokens.add_pool(
            ctx.state, ctx.seat, -1, ctx.events, ctx.seat, "paid_pool", cause=ctx.card.catalog
        )

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "burn 1 pool instead of burning {card}").with_args(
            card=ci.name(ctx.card)
        )
