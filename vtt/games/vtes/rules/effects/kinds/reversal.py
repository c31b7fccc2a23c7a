"""Cancelling a card as it is played (Sword of the Archangel: "Once each combat, this
Salubri can burn 1 blood to cancel a grapple or aim card as it is played by the opposing
minion, and its cost is not paid").

A card in play says so with an ``in_play`` step :class:`CancelAsPlayed` (with the clan its
bearer must be).  When a combatant plays a grapple or aim card in a combat (``vtes_play``),
:func:`held` holds the play before anything of it happens (nothing paid, nothing applied,
the card still in hand but named in the log, as a card played is shown) and asks the
controller of the opposing minion bearing the card (:mod:`..asks`, question ``rv_cancel``):
to cancel it, or to let it be played.  Whether that minion can cancel is public (its cards
in play, its clan, its blood, whether it already did this combat), so the question tells
nobody anything hidden.

Cancelled: the bearer burns 1 blood, the card goes to the ash heap with its cost unpaid and
is replaced, and it counts as played (a card played once each combat may not be played
again); nothing else of it happens.  Let be played: the held play is made as it was
commanded, with every check again.
"""

from __future__ import annotations

from typing import Any, cast

from ......core import events as E
from ......core.messages import QT_TRANSLATE_NOOP, Message, Rejected
from ......core.model import Card, State
from ......core.table import Outcome, move_card
from ....layout import ASH_HEAP, HAND_KEY, READY, zone
from ... import asks, hand, tokens
from ... import cardinfo as ci
from ... import commands as K
from ...data import rules
from ...records import Ask
from ...wording import Words
from ..catalog import effects_of
from ..conditions import holds
from ..log import texts
from ..steps import Ctx, Step, kind

texts(
    {
        "rv_held": QT_TRANSLATE_NOOP(
            "vtes", "{seat} plays {card}; {target} may cancel it with {cause}."
        ),
        "rv_cancelled": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {card} is cancelled as it is played; its cost is not paid."
        ),
        "rv_let": QT_TRANSLATE_NOOP("vtes", "{seat} does not cancel {card}."),
        "rv_lapsed": QT_TRANSLATE_NOOP("vtes", "{card} can no longer be played."),
        # the bearer's blood (CounterChanged.why)
        "rv_paid": QT_TRANSLATE_NOOP("vtes", "{card} burns 1 blood to cancel a card with {cause}."),
    }
)

# the question's answers
LET, CANCEL = 0, 1
# the blood the bearer burns to cancel
_BLOOD = 1


# the cards it cancels: those whose text begins with one of these keywords
_KINDS = ("Grapple", "Aim")


@kind
class CancelAsPlayed(Step, frozen=True, tag="cancel_grapple_or_aim"):
    """While this card is on a minion of clan ``clan`` (any clan if empty) in combat, once
    each combat its controller may have it burn 1 blood to cancel a grapple or aim card
    (one whose text begins "Grapple." or "Aim.") as the opposing minion plays it; that
    card's cost is not paid."""

    clan: str = ""

    def apply(self, ctx: Ctx) -> None:
        """Nothing when the card comes into play: :func:`held` reads the step."""

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes", "once each combat, may burn 1 blood to cancel a grapple or aim card as played"
        )


def _kind_word(card: Card) -> str:
    """The keyword a card's text begins with ("Grapple", "Aim"), or ""."""
    rec = ci.record(card)
    text = rec.text.lstrip() if rec is not None else ""
    return text.split(".", 1)[0] if "." in text[:12] else ""


def _cancellers(state: State, bearer: Card) -> list[tuple[Card, CancelAsPlayed]]:
    """The cards on ``bearer`` (face up) with a :class:`CancelAsPlayed` step."""
    found = []
    for card_id in state.zones[bearer.zone].cards:
        card = state.cards[card_id]
        if card.attached_to != bearer.id or not card.face_up or not card.catalog:
            continue
        entry = effects_of(card.catalog)
        for script in (entry.any, entry.inferior, entry.superior) if entry is not None else ():
            for step in script.in_play if script is not None else ():
                if isinstance(step, CancelAsPlayed):
                    found.append((card, step))
    return found


def _used(state: State, card: Card) -> bool:
    combat = rules(state)["combat"]
    return combat is not None and f"cancel:{card.id}" in combat.get("cards", [])


def _can_cancel(state: State, bearer: Card, card: Card, step: CancelAsPlayed) -> bool:
    """Whether ``bearer`` may use ``card``'s step now (all of it public)."""
    if bearer.controller is None or _used(state, card):
        return False
    if bearer.counters.get("blood", 0) < _BLOOD:
        return False
    ctx = Ctx(state, bearer.controller, card, bearer)
    return not step.clan or holds(ctx, f"clan:{step.clan}")


def _opposing(state: State, minion: Card | None) -> Card | None:
    combat = rules(state)["combat"]
    if combat is None or minion is None or minion.id not in (combat["a"], combat["b"]):
        return None
    return state.cards.get(combat["b"] if minion.id == combat["a"] else combat["a"])


def held(state: State, cmd: K.PlayCard, card: Card, minion: Card | None, out: Outcome) -> bool:
    """Hold the checked play ``cmd`` of ``card`` by ``minion`` when the opposing minion in
    the combat may cancel it as it is played: ask its controller, and say so (True)."""
    opposing = _opposing(state, minion)
    word = _kind_word(card)
    if opposing is None or minion is None or not word:
        return False
    for canceller, step in _cancellers(state, opposing):
        if word in _KINDS and _can_cancel(state, opposing, canceller, step):
            asks.push(
                state,
                opposing.controller,  # type: ignore[arg-type]  # checked by _can_cancel
                "rv_cancel",
                canceller.catalog or "",
                cmd.seat,
                card=canceller.id,
            )
            rules(state)["asks"][-1]["play"] = _held_play(cmd, card)
            args = {"seat": cmd.seat, "card": card.catalog or "", "cause": canceller.catalog}
            out.events.append(
                E.ModuleEvent(
                    seat=cmd.seat, key="rv_held", args=args | {"target": opposing.controller}
                )
            )
            return True
    return False


def _held_play(cmd: K.PlayCard, card: Card) -> dict[str, Any]:
    """What the question keeps of the play it holds (the card is named: it is shown)."""
    fields = ("card", "minion", "superior", "x", "target", "target_card", "mode")
    return {f: getattr(cmd, f) for f in fields} | {"catalog": card.catalog or ""}


def _able(state: State, ask: Ask) -> tuple[Card, Card] | None:
    """The card the question is for and its bearer, if it may still cancel."""
    canceller = state.cards.get(ask.get("card") or -1)
    bearer = state.cards.get(canceller.attached_to or -1) if canceller is not None else None
    if canceller is None or bearer is None:
        return None
    for card, step in _cancellers(state, bearer):
        if card is canceller and _can_cancel(state, bearer, canceller, step):
            return canceller, bearer
    return None


def _answers(state: State, ask: Ask) -> list[tuple[int, int | None]]:
    if _able(state, ask) is None:
        return [(LET, None)]
    return [(LET, None), (CANCEL, None)]


def _answer(state: State, ask: Ask, choice: int, card: int | None, out: list[E.Event]) -> None:
    play: dict[str, Any] = ask.get("play") or {}
    seat, played = ask["by"], state.cards.get(play.get("card", -1))
    if played is None or played.zone != zone(seat, HAND_KEY):
        out.append(E.ModuleEvent(seat=None, key="rv_lapsed", args={"card": play.get("catalog")}))
        return
    if choice == CANCEL:
        _cancel(state, ask, played, out)
        return
    out.append(
        E.ModuleEvent(
            seat=ask["seat"], key="rv_let", args={"seat": ask["seat"], "card": played.catalog}
        )
    )
    _play(state, ask, out)


def _cancel(state: State, ask: Ask, played: Card, out: list[E.Event]) -> None:
    """The bearer pays; the played card goes to the ash heap unpaid, counts as played."""
    from ...cardplay import impulse_back
    from ...legality import note_played
    from ...played import remember
    from .action_modifiers import replacement_waits

    able = _able(state, ask)
    assert able is not None  # an answer offered
    canceller, bearer = able
    cause, seat = canceller.catalog or "", ask["by"]
    tokens.add_counter(state, bearer, "blood", -_BLOOD, out, ask["seat"], "rv_paid", cause=cause)
    combat = rules(state)["combat"]
    if combat is not None:
        combat.setdefault("cards", []).append(f"cancel:{canceller.id}")
    play: dict[str, Any] = ask.get("play") or {}
    minion = state.cards.get(play.get("minion", -1))
    superior = bool(play.get("superior"))
    # played, not in effect: no step of it may be applied, by the engine or by hand
    remember(state, seat, played, minion, superior=superior, x=play.get("x", 0))["open"] = False
    note_played(state, seat, played, minion)
    args = {"cause": cause, "card": played.catalog or ""}
    out.append(E.ModuleEvent(seat=ask["seat"], key="rv_cancelled", args=args))
    if replacement_waits(state, seat):  # replaced when the action ends
        owner = played.owner if played.owner is not None else seat
        ash = state.zones[zone(owner, ASH_HEAP)]
        out.append(move_card(state, played, ash, face_up=True, seat=seat))
    else:
        hand.play_to_ash(state, seat, played, out)
    impulse_back(state)


def _play(state: State, ask: Ask, out: list[E.Event]) -> None:
    """Not cancelled: the play is made as commanded (checked again: refused now, it lapses
    and the card stays in hand)."""
    from ...cardplay import play

    held_play = dict(ask.get("play") or {})
    held_play.pop("catalog", None)
    cmd = K.PlayCard(seat=ask["by"], **held_play)
    try:
        play(state, cmd, Outcome(events=out), asked=True)
    except Rejected:
        args = {"card": (ask.get("play") or {}).get("catalog")}
        out.append(E.ModuleEvent(seat=None, key="rv_lapsed", args=args))


def _words(w: Words, ask: Ask, choice: int, card: int | None) -> Message:
    play: dict[str, Any] = ask.get("play") or {}
    name = w.module.card_name(play.get("catalog", ""), w.language)
    if choice == CANCEL:
        cause = w.module.card_name(ask["catalog"], w.language)
        return QT_TRANSLATE_NOOP("vtes", "Burn 1 blood to cancel {card} with {cause}").with_args(
            card=name, cause=cause
        )
    return QT_TRANSLATE_NOOP("vtes", "Let {card} be played").with_args(card=name)


asks.kind("rv_cancel", asks.AskKind(_answers, _answer, _words))


# -- Sword of the Archangel: the bearer unlocks after a combat its strike burned a vampire in --

texts(
    {
        "rv_unlocks": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {minion} unlocks at the end of the combat."
        ),
    }
)

#: the question put to the bearer's Methuselah at the end of such a combat, and its answers
_UNLOCK_ASK = "rv_unlock"
_UNLOCK, _STAY = 1, 0


@kind
class UnlockAfterBurning(Step, frozen=True, tag="rv_unlock_after_burning"):
    """While in play: "once each turn, if the opposing vampire is burned during this
    weapon's strike resolution and the bearer remains ready, the bearer can unlock at the
    end of combat" (:func:`strike_burned` marks it, :func:`after_combat` asks)."""

    def apply(self, ctx: Ctx) -> None:  # read by :func:`strike_burned`
        return None

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes",
            "once each turn, when its strike burns the opposing vampire: the bearer may"
            " unlock at the end of the combat",
        )


def _kept(state: State) -> dict[str, Any]:
    """The rules state, with this card's own keys: ``rv_unlock`` (the weapon and bearer
    marked for the end of the combat), ``rv_unlocked`` (the turn each weapon was used)."""
    return cast(dict[str, Any], rules(state))


def _unlocks_after_burning(card: Card) -> bool:
    entry = effects_of(card.catalog or "") if card.face_up else None
    if entry is None or not entry.automated:
        return False
    scripts = (entry.any, entry.inferior, entry.superior)
    return any(
        isinstance(step, UnlockAfterBurning) for s in scripts if s is not None for step in s.in_play
    )


def strike_burned(state: State, weapon: Card | None, bearer: Card | None) -> None:
    """The combat engine: the opposing vampire was burned by ``bearer``'s strike with
    ``weapon``; remember it for the end of the combat, unless used this turn."""
    if weapon is None or bearer is None or not _unlocks_after_burning(weapon):
        return
    r = _kept(state)
    if r.get("rv_unlocked", {}).get(str(weapon.id)) == r["turns"]:
        return
    r["rv_unlock"] = [weapon.id, bearer.id]


def after_combat(state: State) -> None:
    """The combat is over: ask the bearer's Methuselah whether it unlocks (still ready and
    locked, the weapon still on it)."""
    mark = _kept(state).pop("rv_unlock", None)
    if mark is None:
        return
    weapon, bearer = state.cards.get(mark[0]), state.cards.get(mark[1])
    if weapon is None or bearer is None or weapon.attached_to != bearer.id:
        return
    if bearer.controller is None or not ci.in_ready(state, bearer) or not bearer.locked:
        return
    asks.push(state, bearer.controller, _UNLOCK_ASK, weapon.catalog or "", bearer.controller,
              card=weapon.id)  # fmt: skip


def _unlock_answers(state: State, ask: Ask) -> list[tuple[int, int | None]]:
    weapon = state.cards.get(ask.get("card") or -1)
    bearer = state.cards.get(weapon.attached_to or -1) if weapon is not None else None
    if bearer is None or not bearer.locked or not ci.in_ready(state, bearer):
        return []
    return [(_UNLOCK, None), (_STAY, None)]


def _unlock_answer(
    state: State, ask: Ask, choice: int, card: int | None, out: list[E.Event]
) -> None:
    from ...locking import set_lock

    weapon = state.cards[ask["card"] or -1]
    bearer = state.cards.get(weapon.attached_to or -1)
    if choice != _UNLOCK or bearer is None:
        return
    r = _kept(state)
    r.setdefault("rv_unlocked", {})[str(weapon.id)] = r["turns"]
    set_lock(state, bearer, False, out, ask["seat"])
    args = {"cause": weapon.catalog or "", "minion": bearer.catalog or ""}
    out.append(E.ModuleEvent(seat=ask["seat"], key="rv_unlocks", args=args))


def _unlock_words(w: Words, ask: Ask, choice: int, card: int | None) -> Message:
    weapon = ask.get("card")
    if choice == _UNLOCK:
        return QT_TRANSLATE_NOOP("vtes", "Unlock the bearer of {card}").with_args(
            card=w.card(weapon)
        )
    return QT_TRANSLATE_NOOP("vtes", "Leave the bearer of {card} locked").with_args(
        card=w.card(weapon)
    )


asks.kind(_UNLOCK_ASK, asks.AskKind(_unlock_answers, _unlock_answer, _unlock_words))


# -- Meditative Grove: a frenzy card cancelled as it is played on a Salubri -----------------------

texts(
    {
        "rv_frenzy_cancelled": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {card} is cancelled as it is played; its cost is paid."
        ),
    }
)

_FRENZY_ASK = "rv_cancel_frenzy"


@kind
class CancelFrenzy(Step, frozen=True, tag="rv_cancel_frenzy"):
    """While in play, unlocked: its controller may lock it to cancel a frenzy card (whose
    text at the level played says "Frenzy.") as it is played on a vampire of clan ``clan``
    they control; that card's cost is still paid (:func:`held_action` asks)."""

    clan: str = ""

    def apply(self, ctx: Ctx) -> None:
        """Nothing when the card comes into play: :func:`held_action` reads the step."""

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes", "may lock to cancel a frenzy card as it is played on your {clan}"
        ).with_args(clan=self.clan or "vampire")


def _frenzy(card: Card, superior: bool) -> bool:
    """Whether ``card`` played at that level is a frenzy card: "Frenzy." in its text for
    that level (a line marked with a discipline in capitals is the superior level's)."""
    rec = ci.record(card)
    for line in rec.text.splitlines() if rec is not None else ():
        stripped = line.strip()
        if stripped.startswith("[") and "]" in stripped:
            mark = stripped[1 : stripped.index("]")]
            if mark.isalpha() and mark.isupper() != superior:
                continue
        if "Frenzy." in stripped:
            return True
    return False


def _groves(state: State, seat: int, aim: Card) -> list[tuple[Card, CancelFrenzy]]:
    """``seat``'s unlocked cards in play that may cancel a frenzy card played on ``aim``."""
    found = []
    for card_id in state.zones[zone(seat, READY)].cards:
        card = state.cards[card_id]
        if not card.face_up or card.locked or not card.catalog:
            continue
        entry = effects_of(card.catalog)
        if entry is None or not entry.automated:
            continue
        for script in (entry.any, entry.inferior, entry.superior):
            for step in script.in_play if script is not None else ():
                ctx = Ctx(state, seat, card, aim)
                if isinstance(step, CancelFrenzy) and (
                    not step.clan or holds(ctx, f"clan:{step.clan}")
                ):
                    found.append((card, step))
    return found


def held_action(state: State, cmd: K.Act, card: Card, aim: Card | None, out: list[E.Event]) -> bool:
    """Hold the checked declaration ``cmd`` of the frenzy card ``card`` aimed at ``aim``
    when ``aim``'s Methuselah may cancel it as it is played (all of it public: the card in
    play, the vampire aimed at): ask them, and say so (True)."""
    seat = aim.controller if aim is not None else None
    if aim is None or seat is None or not ci.is_vampire(aim) or not _frenzy(card, cmd.superior):
        return False
    groves = _groves(state, seat, aim)
    if not groves:
        return False
    grove = groves[0][0]
    asks.push(state, seat, _FRENZY_ASK, grove.catalog or "", cmd.seat, card=grove.id)
    fields = ("minion", "kind", "card", "target", "target_card", "superior", "x", "stealth", "mode")
    rules(state)["asks"][-1]["play"] = {f: getattr(cmd, f) for f in fields} | {
        "alloc": [list(a) for a in cmd.alloc],
        "catalog": card.catalog or "",
    }
    args = {"seat": cmd.seat, "card": card.catalog or "", "cause": grove.catalog, "target": seat}
    out.append(E.ModuleEvent(seat=cmd.seat, key="rv_held", args=args))
    return True


def _frenzy_answers(state: State, ask: Ask) -> list[tuple[int, int | None]]:
    grove = state.cards.get(ask.get("card") or -1)
    if grove is None or grove.locked or not grove.face_up:
        return [(LET, None)]
    return [(LET, None), (CANCEL, None)]


def _frenzy_answer(
    state: State, ask: Ask, choice: int, card: int | None, out: list[E.Event]
) -> None:
    play: dict[str, Any] = ask.get("play") or {}
    seat, played = ask["by"], state.cards.get(play.get("card", -1))
    if played is None or played.zone != zone(seat, HAND_KEY):
        out.append(E.ModuleEvent(seat=None, key="rv_lapsed", args={"card": play.get("catalog")}))
        return
    if choice == CANCEL and (CANCEL, None) in _frenzy_answers(state, ask):
        _cancel_frenzy(state, ask, played, out)
        return
    out.append(
        E.ModuleEvent(
            seat=ask["seat"], key="rv_let", args={"seat": ask["seat"], "card": played.catalog}
        )
    )
    _declare(state, ask, out)


def _cancel_frenzy(state: State, ask: Ask, played: Card, out: list[E.Event]) -> None:
    """The card in play locks; the frenzy card goes to the ash heap, its cost paid, and
    is replaced; its action is not taken (the minion stays unlocked and may act)."""
    from ...locking import set_lock

    grove = state.cards[ask["card"] or -1]
    seat, play = ask["by"], ask.get("play") or {}
    set_lock(state, grove, True, out, ask["seat"])
    rec = ci.record(played)
    minion = state.cards.get(play.get("minion", -1))
    pool = int(rec.pool_cost) if rec is not None and rec.pool_cost.isdigit() else 0
    blood = int(rec.blood_cost) if rec is not None and rec.blood_cost.isdigit() else 0
    if pool:
        tokens.add_pool(state, seat, -pool, out, seat, "paid_pool", cause=played.catalog)
    if blood and minion is not None:
        tokens.add_counter(state, minion, "blood", -blood, out, seat, "paid", cause=played.catalog)
    args = {"cause": grove.catalog or "", "card": played.catalog or ""}
    out.append(E.ModuleEvent(seat=ask["seat"], key="rv_frenzy_cancelled", args=args))
    hand.play_to_ash(state, seat, played, out)


def _declare(state: State, ask: Ask, out: list[E.Event]) -> None:
    """Not cancelled: the action is declared as commanded (checked again: refused now, it
    lapses and the card stays in hand)."""
    from ...actions import declare

    held_play = dict(ask.get("play") or {})
    held_play.pop("catalog", None)
    alloc = tuple(tuple(a) for a in held_play.pop("alloc", []))
    cmd = K.Act(seat=ask["by"], alloc=alloc, **held_play)
    try:
        declare(state, cmd, out, asked=True)
    except Rejected:
        args = {"card": (ask.get("play") or {}).get("catalog")}
        out.append(E.ModuleEvent(seat=None, key="rv_lapsed", args=args))


def _frenzy_words(w: Words, ask: Ask, choice: int, card: int | None) -> Message:
    play: dict[str, Any] = ask.get("play") or {}
    name = w.module.card_name(play.get("catalog", ""), w.language)
    if choice == CANCEL:
        cause = w.module.card_name(ask["catalog"], w.language)
        return QT_TRANSLATE_NOOP("vtes", "Lock {cause} to cancel {card}").with_args(
            card=name, cause=cause
        )
    return QT_TRANSLATE_NOOP("vtes", "Let {card} be played").with_args(card=name)


asks.kind(_FRENZY_ASK, asks.AskKind(_frenzy_answers, _frenzy_answer, _frenzy_words))
