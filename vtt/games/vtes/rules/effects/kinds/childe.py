"""Childe of the Revolution: the action card that becomes a vampire when its action
succeeds, and the Discipline master card its player may put on that new vampire.

The card goes from the ash heap to its player's ready region carrying the counter
:data:`..cardinfo.BECAME` of the acting vampire's clan, worth capacity 1: every rule reads
a card through :func:`..cardinfo.record`, which sees that counter first, so the card is a
non-unique Anarch vampire of that clan for the hunt, the blocks, combat, politics and the
phases, until it leaves play (a pile or a hand drops its counters).  It enters with no
blood, so it must hunt before the Methuselah's other minions act (V-MIN-04, which the
engine holds the player to).

The search is the one of :mod:`.own_choices` (the library's Discipline master cards are
shown to the searching Methuselah alone, the library is shuffled however it ends); right
after, ``vtes_use`` of the new vampire puts one of those cards, or one from the hand or the
ash heap, on it (:class:`PutDiscipline`), or finds nothing (``ow_end_search``).
"""

from __future__ import annotations

from ......core import events as E
from ......core.messages import QT_TRANSLATE_NOOP, Message
from ......core.model import Card
from ......core.table import move_card
from ....layout import ASH_HEAP, READY, zone
from ... import cardinfo as ci
from ... import tokens
from ...data import zone_of
from ..log import texts
from ..selectors import chosen, selector
from ..steps import Aim, Ctx, Step, kind
from .own_choices import _end, _open
from .own_effects import aimed, aimed_name

texts(
    {
        "ch_became": QT_TRANSLATE_NOOP(
            "vtes", "{card} becomes a capacity {value} Anarch vampire of the {clan} clan."
        ),
        "ch_put_on": QT_TRANSLATE_NOOP("vtes", "As {cause} says: {seat} puts {card} on it."),
    }
)


def discipline_master(card: Card) -> bool:
    """A Discipline master card whose level the engine gives the vampire it is on (its text
    says "+1 level of <discipline> [abc]": :func:`..cardinfo.disciplines_now`)."""
    rec = ci.record(card)
    if rec is None or "Master" not in rec.types or not rec.text:
        return False
    first = rec.text.splitlines()[0].casefold()
    return first.startswith(("discipline.", "master: discipline.")) and ci.gives_level(rec.text)


@kind
class BecomeVampire(Step, frozen=True, tag="ch_become_vampire"):
    """ "Put this card in play. It becomes a ``capacity``-capacity (non-unique) Anarch
    vampire of the same clan as the acting vampire": the action card, in the ash heap once
    its action succeeded, goes to its player's ready region with no blood."""

    capacity: int = 1

    def apply(self, ctx: Ctx) -> None:
        card, acting = ctx.card, ctx.minion
        owner = card.owner if card.owner is not None else ctx.seat
        rec = ci.record(acting) if acting is not None else None
        if card.zone != zone(owner, ASH_HEAP) or rec is None or not rec.clan:
            return  # not where a used action card goes, or no clan to take: left as it is
        dst = ctx.state.zones[zone(ctx.seat, READY)]
        ctx.events.append(move_card(ctx.state, card, dst, face_up=True, seat=ctx.seat))
        card.controller = ctx.seat
        tokens.set_counter(
            ctx.state, card, f"{ci.BECAME}{rec.clan}", self.capacity, ctx.events, ctx.seat,
            why="ch_became", clan=rec.clan,
        )  # fmt: skip

    def words(self, ctx: Ctx) -> Message:
        rec = ci.record(ctx.minion) if ctx.minion is not None else None
        return QT_TRANSLATE_NOOP(
            "vtes",
            "put this card in play: a capacity {n} Anarch vampire of the {clan} clan, "
            "with no blood (it must hunt)",
        ).with_args(n=self.capacity, clan=rec.clan if rec is not None and rec.clan else "…")


@selector("ch_discipline_master")
def _discipline_masters(ctx: Ctx) -> list[Card]:
    """The Discipline master cards the open search may put on the new vampire: those of the
    library it showed (known to the searcher alone), of the hand and of the ash heap."""
    if _open(ctx.state) is None:
        return []
    found = [ctx.state.cards[c] for c in chosen(ctx, "ow_searched")]
    for place in (zone_of(ctx.state, ctx.seat, "hand"), ctx.state.zones[zone(ctx.seat, ASH_HEAP)]):
        found += [ctx.state.cards[c] for c in place.cards]
    return [c for c in found if discipline_master(c)]


@kind
class PutDiscipline(Step, frozen=True, tag="ch_put_discipline"):
    """The Discipline master card aimed at (library, hand or ash heap) goes face up on this
    new vampire; the library is shuffled and the search is over."""

    def can(self, ctx: Ctx) -> Message | None:
        if _open(ctx.state) is None:
            return QT_TRANSLATE_NOOP("vtes", "Nothing is being searched for now.")
        if not ci.became_vampire(ctx.card) or not ci.in_ready(ctx.state, ctx.card):
            return QT_TRANSLATE_NOOP("vtes", "{card} is not a ready vampire.").with_args(
                card=ci.name(ctx.card)
            )
        return None

    def aiming(self) -> Aim:
        return "card"

    def aims(self, ctx: Ctx) -> list[int]:
        return chosen(ctx, "ch_discipline_master")

    def apply(self, ctx: Ctx) -> None:
        card, vampire = aimed(ctx), ctx.card
        if card is None or card.id not in self.aims(ctx) or self.can(ctx) is not None:
            return
        dst = ctx.state.zones[vampire.zone]
        ctx.events.append(
            move_card(
                ctx.state, card, dst, face_up=True, x=vampire.x + 8, y=vampire.y + 14,
                seat=ctx.seat,
            )
        )  # fmt: skip
        card.attached_to = vampire.id
        args = {"cause": vampire.catalog or "", "seat": ctx.seat, "card": card.catalog or ""}
        ctx.events.append(E.ModuleEvent(seat=ctx.seat, key="ch_put_on", args=args))
        _end(ctx)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "put {card} on {minion}; shuffle your library").with_args(
            card=aimed_name(ctx), minion=ci.name(ctx.card)
        )
