"""The 1347 decision commands in a player's words, for the decisions panel.

:func:`describe` says what a command does ("Enter the Monastery (building 2)", "Play Monk
(nuns: 2) in the Monastery", "Give Gold to Ana") and :func:`group` under which heading the
panel lists it.  They read only public things (the buildings in the rows, the entries, the
pending decision) and the deciding seat's own hand, so the host's State and that seat's View
give the same words.  Templates are marked for translation in the context "G1347".
"""

from __future__ import annotations

from typing import Any

from ...core import commands as C
from ...core.messages import QT_TRANSLATE_NOOP, Message
from ...core.module import GameModule, card_in
from . import commands as G
from .catalog import kind_of, nuns_of, supply_of
from .engine import TEXTS
from .table import SLOTS

#: supply symbols in words, by which of (draw, rats, look) the building copy has
_SUPPLY = {
    (True, False, False): QT_TRANSLATE_NOOP(
        "G1347", "Supply: {building} (building {n}): draw {draw}"
    ),
    (False, True, False): QT_TRANSLATE_NOOP(
        "G1347", "Supply: {building} (building {n}): discard {rats} rat(s)"
    ),
    (False, False, True): QT_TRANSLATE_NOOP(
        "G1347", "Supply: {building} (building {n}): look at {look} Nun-row card(s)"
    ),
    (True, True, False): QT_TRANSLATE_NOOP(
        "G1347", "Supply: {building} (building {n}): draw {draw}, discard {rats} rat(s)"
    ),
    (True, False, True): QT_TRANSLATE_NOOP(
        "G1347", "Supply: {building} (building {n}): draw {draw}, look at {look} Nun-row card(s)"
    ),
    (False, True, True): QT_TRANSLATE_NOOP(
        "G1347",
        "Supply: {building} (building {n}): discard {rats} rat(s), look at {look} Nun-row card(s)",
    ),
}
_PLAY = (
    QT_TRANSLATE_NOOP("G1347", "Play {card} (nuns: {nuns}) in the {building}"),
    QT_TRANSLATE_NOOP("G1347", "Play {card} in the {building}"),
)
_GIVE = (
    QT_TRANSLATE_NOOP("G1347", "Give {card} (nuns: {nuns}) to {name}"),
    QT_TRANSLATE_NOOP("G1347", "Give {card} to {name}"),
)
_DISCARD = (
    QT_TRANSLATE_NOOP("G1347", "Discard {card} (nuns: {nuns}) to discard a rat"),
    QT_TRANSLATE_NOOP("G1347", "Discard {card} to discard a rat"),
)
_GROUPS = {
    G.Supply: QT_TRANSLATE_NOOP("G1347", "Supply actions"),
    G.LookNun: QT_TRANSLATE_NOOP("G1347", "Nun row"),
    G.Enter: QT_TRANSLATE_NOOP("G1347", "Enter a building"),
    G.SafeConduct: QT_TRANSLATE_NOOP("G1347", "Enter a building"),
    G.Play: QT_TRANSLATE_NOOP("G1347", "Play a card face down"),
    G.Done: QT_TRANSLATE_NOOP("G1347", "Finish"),
    G.Choose: QT_TRANSLATE_NOOP("G1347", "Choose a player"),
    G.Give: QT_TRANSLATE_NOOP("G1347", "Give a card"),
    G.Discard: QT_TRANSLATE_NOOP("G1347", "Discard a card for a rat"),
    G.ExchangeRats: QT_TRANSLATE_NOOP("G1347", "Rats"),
}


class _Table:
    """Buildings, entries and hand cards, from a State or a View."""

    def __init__(self, module: GameModule, source: Any):
        self.module, self.source = module, source
        self.pending: dict[str, Any] = source.data.get("pending") or {}

    def _catalogs(self, zone_id: str) -> list[str]:
        zone = self.source.zones.get(zone_id)
        if zone is None:
            return []
        if isinstance(zone.cards[0] if zone.cards else None, int):
            return [self.source.cards[c].catalog for c in zone.cards]
        return [c.catalog for c in zone.cards if c.catalog]

    def building(self, slot: int) -> str:
        """The catalogue id of the building in row ``slot`` ('' when none)."""
        if not 0 <= slot < len(SLOTS):
            return ""
        return next((c for c in self._catalogs(SLOTS[slot]) if c.startswith("b.")), "")

    def building_name(self, slot: int) -> str:
        catalog = self.building(slot)
        return self.module.card_name(catalog) if catalog else "?"

    def entered(self, seat: int) -> int | None:
        for slot, seats in enumerate(self.source.data.get("entries") or []):
            if seat in seats:
                return slot
        return None

    def card(self, card_id: int) -> tuple[str, int | None]:
        """The card's name, and its nuns for a population card (None for other cards)."""
        card = card_in(self.source, card_id)
        if card is None or not card.catalog:
            return f"#{card_id}", None
        nuns = nuns_of(card.catalog) if kind_of(card.catalog) == "pop" else None
        return self.module.card_name(card.catalog), nuns

    def seat(self, seat: int | None) -> str:
        seats = self.source.seats
        return seats[seat].name if seat is not None and 0 <= seat < len(seats) else "?"


def describe(module: GameModule, cmd: C.Command, source: Any, seat: int) -> Message | None:
    """``cmd`` in words, or None for a command that is not one of 1347's."""
    t = _Table(module, source)
    if isinstance(cmd, G.Supply):
        return _supply(t, cmd.slot)
    if isinstance(cmd, G.LookNun):
        return QT_TRANSLATE_NOOP("G1347", "Look at card {n} of the Nun row").with_args(
            n=cmd.index + 1
        )
    if isinstance(cmd, G.Enter):
        return QT_TRANSLATE_NOOP("G1347", "Enter the {building} (building {n})").with_args(
            building=t.building_name(cmd.slot), n=cmd.slot + 1
        )
    if isinstance(cmd, G.SafeConduct):
        return QT_TRANSLATE_NOOP("G1347", "Play a Safe-conduct and enter later")
    if isinstance(cmd, G.Play):
        slot = t.entered(cmd.seat)
        building = t.building_name(slot) if slot is not None else "?"
        return _with_card(t, cmd.card, _PLAY, building=building)
    if isinstance(cmd, G.Done):
        if t.pending.get("kind") == "hospital":
            return QT_TRANSLATE_NOOP("G1347", "Done discarding")
        return QT_TRANSLATE_NOOP("G1347", "Done playing cards")
    if isinstance(cmd, G.Choose):
        return _choose(t, cmd)
    if isinstance(cmd, G.Give):
        to = (t.pending.get("message") or {}).get("args", {}).get("to", "?")
        return _with_card(t, cmd.card, _GIVE, name=to)
    if isinstance(cmd, G.Discard):
        return _with_card(t, cmd.card, _DISCARD)
    if isinstance(cmd, G.ExchangeRats):
        return QT_TRANSLATE_NOOP(
            "G1347", "Exchange {n} rat tokens of value 1 for one of value {n}"
        ).with_args(n=cmd.value)
    return None


def _with_card(t: _Table, card_id: int, templates: tuple[Message, Message], **args: Any) -> Message:
    """``templates``: (for a population card, with its nuns; for any other card)."""
    name, nuns = t.card(card_id)
    if nuns is None:
        return templates[1].with_args(card=name, **args)
    return templates[0].with_args(card=name, nuns=nuns, **args)


def _supply(t: _Table, slot: int) -> Message:
    catalog = t.building(slot)
    if not catalog:
        return QT_TRANSLATE_NOOP("G1347", "Supply action of building {n}").with_args(n=slot + 1)
    action = supply_of(catalog)
    key = (bool(action["draw"]), bool(action["rats"]), bool(action["look"]))
    template = _SUPPLY.get(key, QT_TRANSLATE_NOOP("G1347", "Supply: {building} (building {n})"))
    return template.with_args(
        building=t.module.card_name(catalog),
        n=slot + 1,
        draw=action["draw"],
        rats=action["rats"],
        look=action["look"],
    )


def _choose(t: _Table, cmd: G.Choose) -> Message:
    asked = (t.pending.get("message") or {}).get("text")
    name = t.seat(cmd.target)
    if asked == TEXTS["choose_flute"].text:
        return QT_TRANSLATE_NOOP("G1347", "{name} receives your rat").with_args(name=name)
    if asked == TEXTS["choose_sword"].text:
        return QT_TRANSLATE_NOOP("G1347", "{name} gives you half their hand").with_args(name=name)
    return QT_TRANSLATE_NOOP("G1347", "Choose {name}").with_args(name=name)


def group(module: GameModule, cmd: C.Command, source: Any, seat: int) -> Message | None:
    """The panel heading of ``cmd``, or None for a command that is not one of 1347's."""
    return _GROUPS.get(type(cmd))
