"""Merging an advanced vampire with its base version (vtes.md §11.4).

In the influence phase, for 4 transfers and 1 pool, a Methuselah who controls one version of
a vampire in play (advanced or base) merges it with the other version from their
uncontrolled region.  The advanced card is the vampire from then on: it lies on top, in
the place of the vampire that was in play, with that vampire's blood, lock state and the
cards on it; the base card rides under it (``attached_to``) and goes wherever the vampire
goes until it is burned.  The engine reads capacity, disciplines and title from the
advanced card; the base card's text stays in force and is applied by the players.

Counters on the card coming from the uncontrolled region are burned under the V5 rules;
the 2018 rules say nothing, and the engine then keeps them on the merged vampire (any
blood above its capacity goes to the bank as always).

``rules["merged"]`` maps the advanced card's id (as a string) to the base card's id.
"""

from __future__ import annotations

from ....core import commands as C
from ....core import events as E
from ....core.messages import QT_TRANSLATE_NOOP, Message, reject
from ....core.model import Card, State
from ....core.table import card_of, move_card
from ..layout import ROLE_UNCONTROLLED
from . import cardinfo as ci
from . import commands as K
from . import tokens
from .data import INFLUENCE, edition, rules, zone_of
from .influence import CRYPT_DRAW_POOL, CRYPT_DRAW_TRANSFERS
from .phases import not_in_phase, own_minions
from .spec import CommandSpec, Stage, events, stages
from .wording import Words, influence_heading

MERGE_TRANSFERS, MERGE_POOL = CRYPT_DRAW_TRANSFERS, CRYPT_DRAW_POOL


def merged(state: State) -> dict[str, int]:
    """Advanced card id (as a string) -> base card id (read only)."""
    return rules(state).get("merged") or {}


def partner(state: State, seat: int, card: Card) -> Card | None:
    """The other version of ``card``'s vampire that ``seat`` controls in play, unmerged."""
    rec = ci.record(card)
    if rec is None or not rec.is_crypt:
        return None
    done = merged(state)
    for minion in own_minions(state, seat):
        other = ci.record(minion)
        if (
            other is not None
            and other.name == rec.name
            and other.advanced != rec.advanced
            and str(minion.id) not in done
        ):
            return minion
    return None


def merge(state: State, cmd, out: list[E.Event]) -> None:
    r = rules(state)
    incoming = card_of(state, cmd.card)
    region = zone_of(state, cmd.seat, ROLE_UNCONTROLLED)
    if incoming.zone != region.id:
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "Merging takes a vampire from your uncontrolled region.")
        )
    in_play = partner(state, cmd.seat, incoming)
    if in_play is None:
        raise reject(
            QT_TRANSLATE_NOOP(
                "vtes", "You control no other version of {card} in play to merge with."
            ),
            card=ci.name(incoming),
        )
    if not cmd.host and r["transfers"] < MERGE_TRANSFERS:
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "Merging takes 4 transfers; you have {n} left."),
            n=r["transfers"],
        )
    if state.seats[cmd.seat].counters.get("pool", 0) < MERGE_POOL:
        raise reject(QT_TRANSLATE_NOOP("vtes", "Merging also costs 1 pool."))
    if not cmd.host:
        r["transfers"] -= MERGE_TRANSFERS
    tokens.add_pool(state, cmd.seat, -MERGE_POOL, out, cmd.seat, "merge_pool")
    carried = incoming.counters.get("blood", 0)
    tokens.set_counter(state, incoming, "blood", 0, out, cmd.seat)
    rec = ci.record(incoming)
    if rec is not None and rec.advanced:
        top, base = incoming, in_play
        out.append(
            move_card(
                state, top, state.zones[base.zone], face_up=True, x=base.x, y=base.y, seat=cmd.seat
            )
        )
        top.locked = base.locked
        for rider in [c for c in state.cards.values() if c.attached_to == base.id]:
            rider.attached_to = top.id
        blood = base.counters.get("blood", 0)
        tokens.set_counter(state, base, "blood", 0, out, cmd.seat)
        tokens.set_counter(state, top, "blood", blood, out, cmd.seat)
        acted = r["acted"].pop(str(base.id), None)
        if acted is not None:
            r["acted"][str(top.id)] = acted
    else:
        top, base = in_play, incoming
    out.append(
        move_card(
            state,
            base,
            state.zones[top.zone],
            face_up=True,
            x=top.x + 8,
            y=top.y + 14,
            seat=cmd.seat,
        )
    )
    base.attached_to = top.id
    if carried and edition(state) == "2018":
        tokens.add_counter(state, top, "blood", carried, out, cmd.seat)
    r.setdefault("merged", {})[str(top.id)] = base.id
    out.append(E.ModuleEvent(seat=cmd.seat, key="merged", args={"name": ci.name(top)}))


# -- the command -----------------------------------------------------------------------------


def _offer(state: State, seat: int, stage: Stage) -> list[C.Command]:
    """A merge of each card of the uncontrolled region whose other version ``seat``
    controls, when the transfers and pool allow it."""
    pool = state.seats[seat].counters.get("pool", 0)
    if rules(state)["transfers"] < MERGE_TRANSFERS or pool <= MERGE_POOL:
        return []
    region = zone_of(state, seat, ROLE_UNCONTROLLED)
    return [
        K.Merge(seat=seat, card=c)
        for c in region.cards
        if partner(state, seat, state.cards[c]) is not None
    ]


def _words(w: Words, cmd: K.Merge) -> Message:
    return QT_TRANSLATE_NOOP(
        "vtes", "Merge {card} with its other version (4 transfers and 1 pool)"
    ).with_args(card=w.card(cmd.card))


SPECS = (
    CommandSpec(
        K.Merge,
        stages("influence"),
        events(merge),
        not_in_phase(INFLUENCE),
        _words,
        influence_heading,
        _offer,
    ),
)
