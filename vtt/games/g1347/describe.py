"""What the words of the 1347 commands are made from, for the decisions panel.

Each command's own words live with its rules in :mod:`.answers` ("Enter the Monastery
(building 2)", "Play Monk (nuns: 2) in the Monastery", "Give Gold to Ana"); this module reads
what they need from a host's State or a seat's View alike: only public things (the buildings
in the rows, the entries, the pending decision) and the deciding seat's own hand, so both
give the same words.  Templates are marked for translation in the context "G1347".
"""

from __future__ import annotations

from typing import Any

from ...core.decision import Decision
from ...core.messages import QT_TRANSLATE_NOOP, Message
from ...core.model import State
from ...core.module import GameModule, card_in
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


class Table:
    """Buildings, entries, hand cards and the pending decision, from a State or a View."""

    def __init__(self, module: GameModule, source: Any):
        self.module, self.source = module, source
        self.decision: Decision | None = (
            module.decision(source) if isinstance(source, State) else source.decision
        )

    @property
    def kind(self) -> str:
        """The kind of the pending decision ('' when none)."""
        return self.decision.kind if self.decision is not None else ""

    def arg(self, name: str) -> Any:
        """An argument of the sentence asking for the pending decision ('?' when none)."""
        return self.decision.message.args.get(name, "?") if self.decision is not None else "?"

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


def with_card(t: Table, card_id: int, templates: tuple[Message, Message], **args: Any) -> Message:
    """``templates``: (for a population card, with its nuns; for any other card)."""
    name, nuns = t.card(card_id)
    if nuns is None:
        return templates[1].with_args(card=name, **args)
    return templates[0].with_args(card=name, nuns=nuns, **args)


def supply_words(t: Table, slot: int) -> Message:
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


def choose_words(t: Table, target: int) -> Message:
    """A Sword or Flute winner's choice of ``target``, in the words of what it chooses."""
    asked = t.decision.message.text if t.decision is not None else None
    name = t.seat(target)
    if asked == TEXTS["choose_flute"].text:
        return QT_TRANSLATE_NOOP("G1347", "{name} receives your rat").with_args(name=name)
    if asked == TEXTS["choose_sword"].text:
        return QT_TRANSLATE_NOOP("G1347", "{name} gives you half their hand").with_args(name=name)
    return QT_TRANSLATE_NOOP("G1347", "Choose {name}").with_args(name=name)
