"""Effects that last until a Methuselah's next unlock (or discard) phase (vtes.md §4,
§13.1): a card a minion plays only once between its unlock phases, a card not replaced
until its player's next unlock or discard phase, an ally that does not unlock during its
next unlock phase.

They are kept in ``rules["until_unlock"]`` (:class:`...records.UntilUnlock`).  The turn
calls :func:`unlock_phase` as a Methuselah's unlock phase begins and :func:`discard_phase`
as its discard phase begins (:mod:`...flow`); the card play asks
:func:`replacement_waits` before drawing a replacement (through
:func:`.action_modifiers.replacement_waits`).
"""

from __future__ import annotations

from typing import Literal

from ......core import events as E
from ......core.messages import QT_TRANSLATE_NOOP, Message
from ......core.model import Card, State
from ... import cardinfo as ci
from ... import played
from ...data import rules
from ...records import UntilUnlock
from ..conditions import condition
from ..log import texts
from ..steps import Ctx, Step, kind

texts(
    {
        "re_not_replaced_unlock": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: it is replaced at its player's next unlock phase."
        ),
        "re_not_replaced_discard": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: it is replaced at its player's next discard phase."
        ),
        "re_kept_locked": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {minion} does not unlock during its next unlock phase."
        ),
        "re_replaced_now": QT_TRANSLATE_NOOP(
            "vtes", "A card not replaced until this phase is replaced now."
        ),
        "re_stays_locked": QT_TRANSLATE_NOOP("vtes", "{minion} does not unlock this time."),
    }
)


def _store(state: State) -> UntilUnlock:
    r = rules(state)
    if "until_unlock" not in r:
        r["until_unlock"] = {"plays": {}, "unlock": [], "discard": [], "kept_locked": []}
    return r["until_unlock"]


def _log(ctx: Ctx, key: str, **args: object) -> None:
    ctx.events.append(
        E.ModuleEvent(seat=ctx.seat, key=key, args={"cause": ctx.card.catalog or "", **args})
    )


@condition("re_ally")
def _ally(ctx: Ctx, _: str) -> bool:
    """The minion playing the card is an ally (a minion from the library)."""
    m = ctx.minion
    return m is not None and ci.is_minion(m) and not ci.is_vampire(m)


@kind
class OnceBetweenUnlocks(Step, frozen=True, tag="once_between_unlocks"):
    """A minion plays this card only once between its unlock phases: refused while the
    card is booked for the minion; booked when played (cleared as the minion's controller's
    unlock phase begins)."""

    def can(self, ctx: Ctx) -> Message | None:
        m, store = ctx.minion, rules(ctx.state).get("until_unlock")  # (a query: no store made)
        if m is not None and store and ctx.card.catalog in store["plays"].get(str(m.id), []):
            return QT_TRANSLATE_NOOP(
                "vtes", "{minion} already played {card} since its last unlock phase."
            ).with_args(minion=ci.name(m), card=ci.name(ctx.card))
        return None

    def apply(self, ctx: Ctx) -> None:
        if ctx.minion is not None:
            _store(ctx.state)["plays"].setdefault(str(ctx.minion.id), []).append(
                ctx.card.catalog or ""
            )

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "once until {minion}'s next unlock phase").with_args(
            minion=ci.name(ctx.minion) if ctx.minion is not None else ""
        )


@kind
class NotReplacedUntil(Step, frozen=True, tag="not_replaced_until"):
    """The card is not replaced when played: its player draws the replacement as its next
    ``phase`` phase begins (:func:`replacement_waits` holds it back)."""

    phase: Literal["unlock", "discard"] = "unlock"

    def apply(self, ctx: Ctx) -> None:
        _log(ctx, f"re_not_replaced_{self.phase}")

    def words(self, ctx: Ctx) -> Message:
        if self.phase == "discard":
            return QT_TRANSLATE_NOOP("vtes", "not replaced until your next discard phase")
        return QT_TRANSLATE_NOOP("vtes", "not replaced until your next unlock phase")


@kind
class NoNextUnlock(Step, frozen=True, tag="no_next_unlock"):
    """The minion playing the card does not unlock as normal during its next unlock phase
    (with ``when: re_ally``: only an ally)."""

    def apply(self, ctx: Ctx) -> None:
        m = ctx.minion
        if m is None:
            return
        kept = _store(ctx.state)["kept_locked"]
        if m.id not in kept:
            kept.append(m.id)
        _log(ctx, "re_kept_locked", minion=m.catalog or "")

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes", "{minion} does not unlock during its next unlock phase"
        ).with_args(minion=ci.name(ctx.minion) if ctx.minion is not None else "")


def _delays(state: State, catalog: str, superior: bool) -> str | None:
    """The phase until which the card just played at that level is not replaced, if its
    data says so."""
    from ..run import script  # the runner imports the kinds

    s = script(catalog, superior)
    if s is None:
        return None
    return next((st.phase for st in s.play if isinstance(st, NotReplacedUntil)), None)


def replacement_waits(state: State, seat: int) -> bool:
    """Whether the card ``seat`` has just played (the newest played record) is replaced
    only at its next unlock or discard phase (then it is owed)."""
    records = played.records(state)
    if not records or records[-1]["seat"] != seat or not records[-1]["hand"]:
        return False
    rec = records[-1]
    phase = _delays(state, rec["catalog"], rec["superior"])
    if phase is None:
        return False
    store = _store(state)
    (store["discard"] if phase == "discard" else store["unlock"]).append(seat)
    return True


def held_back(state: State, seat: int) -> int:
    """How many replacements ``seat`` is owed at a later phase (its hand is that much short
    of full meanwhile)."""
    store = rules(state).get("until_unlock")
    return 0 if store is None else store["unlock"].count(seat) + store["discard"].count(seat)


def _draw_owed(state: State, seat: int, owed: list[int], out: list[E.Event]) -> None:
    from ... import hand  # the card play imports the kinds

    while seat in owed:
        owed.remove(seat)
        out.append(E.ModuleEvent(seat=None, key="re_replaced_now", args={}))
        hand.replace(state, seat, out)


def unlock_phase(state: State, seat: int, out: list[E.Event]) -> set[int]:
    """``seat``'s unlock phase begins: its minions may again play their once-between-unlocks
    cards, the replacements owed to it are drawn, and the ids of its allies that do not
    unlock this time are returned (no longer kept after this phase)."""
    if "until_unlock" not in rules(state):
        return set()
    store = _store(state)
    store["plays"] = {
        k: v for k, v in store["plays"].items() if not _controlled_by(state, int(k), seat)
    }
    _draw_owed(state, seat, store["unlock"], out)
    kept = {i for i in store["kept_locked"] if _controlled_by(state, i, seat)}
    store["kept_locked"] = [i for i in store["kept_locked"] if i not in kept]
    for i in kept:
        card = state.cards[i]
        if card.locked:
            out.append(
                E.ModuleEvent(seat=None, key="re_stays_locked", args={"minion": card.catalog or ""})
            )
    return kept


def discard_phase(state: State, seat: int, out: list[E.Event]) -> None:
    """``seat``'s discard phase begins: the replacements owed until then are drawn."""
    if "until_unlock" in rules(state):
        _draw_owed(state, seat, _store(state)["discard"], out)


def _controlled_by(state: State, card_id: int, seat: int) -> bool:
    """A card gone from the game counts as its last Methuselah's (its bookings end)."""
    card: Card | None = state.cards.get(card_id)
    return card is None or card.controller == seat
