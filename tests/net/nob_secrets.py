"""What a seat of a Nights of Blood rules game may not know at a given state, and a check
that one decoded host frame tells it none of that.

The secrets come from the rules, not from ``view_for``: another living vampire's sect (its
sect card and the ``sect`` field of the rules data), except the Sovereign's and after the
game ends; the cards of another seat's hand (unless a frenzy showed them to everybody); and
another seat's face-down Contactos.  Sects are shared by several vampires, so the check is
structural: hidden card ids, the catalogue of cards in those zones, the rules data and the
``sect`` named by log events, each judged at the state the frame (or log line) describes.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from vtt.core.model import State
from vtt.core.visibility import can_see
from vtt.games.nob.rules import rules_of

#: keys under which a card's instance id travels (views, events, commands)
ID_KEYS = {"id", "card", "new_card", "cards", "attached_to", "target_card", "pick"}
SECTS = {"camarilla", "sabbat", "anarquistas"}


@dataclass
class Secrets:
    """What one seat may not know at one state."""

    #: seats whose sect is hidden from this seat
    sects: set[int] = field(default_factory=set)
    #: hidden card id -> the zone it hid in (ids of cards that hid since, included)
    cards: dict[int, str] = field(default_factory=dict)
    #: zones whose cards (or face-down cards) must show no catalogue to this seat
    zones: set[str] = field(default_factory=set)


def secrets_of(state: State, seat: int) -> Secrets:
    g = rules_of(state)
    out = Secrets()
    for i, v in enumerate(g.vampires):
        if i == seat:
            continue
        if v.alive and i != g.sovereign and not g.over:
            out.sects.add(i)
        for key in ("hand", "sect", "contactos"):
            zone = state.zones[f"s{i}.{key}"]
            for cid in zone.cards:
                card = state.cards[cid]
                shown = seat in card.known_to or (key == "contactos" and card.face_up)
                if key == "sect":
                    shown = i not in out.sects
                if not shown:
                    out.cards[cid] = zone.id
                    out.zones.add(zone.id)
    return out


class SecretBook:
    """Records, after every accepted command, what each seat may not know then."""

    def __init__(self, session, seats: list[int]):
        self.session, self.seats = session, seats
        self.at: dict[int, dict[int, Secrets]] = {}
        self.hidden: dict[int, dict[int, str]] = {s: {} for s in seats}
        self.seen: dict[int, set[int]] = {s: set() for s in seats}
        self.record()
        session.listeners.append(lambda _entry: self.record())

    def record(self) -> None:
        """Hidden cards are renumbered when they hide, so a seat's secret ids are every id
        ever hidden from it that it has not seen since (a card played face up keeps its id)."""
        state = self.session.state
        now = {}
        for seat in self.seats:
            sec = secrets_of(state, seat)
            self.hidden[seat].update(sec.cards)
            self.seen[seat].update(
                cid
                for cid, card in state.cards.items()
                if cid not in sec.cards and can_see(state, card, seat)
            )
            sec.cards = {
                cid: zone for cid, zone in self.hidden[seat].items() if cid not in self.seen[seat]
            }
            now[seat] = sec
        self.at[state.state_id] = now

    def check_frame(self, seat: int, msg: dict[str, Any]) -> list[str]:
        """Every leak in one decoded host message sent to ``seat`` (empty if none)."""
        leaks: list[str] = []
        kind = msg["type"]
        if kind in ("seated", "snapshot"):
            view = msg["view"]
            leaks += self._check_view(seat, view["state_id"], view)
            for entry in msg.get("log", []):
                leaks += self._check_entry(seat, entry)
            leaks += self._check_ids(seat, view["state_id"], msg.get("choices", []), "choices")
        elif kind == "update":
            sid = msg["state_id"]
            leaks += self._check_view(seat, sid, msg["view"], msg.get("zones", {}))
            leaks += self._check_entry(seat, msg["entry"])
            leaks += self._check_ids(seat, sid, msg.get("choices") or [], "choices")
        return leaks

    def _secrets(self, seat: int, state_id: int) -> Secrets:
        return self.at[state_id][seat]

    def _check_ids(self, seat: int, state_id: int, obj: Any, where: str) -> list[str]:
        hidden = self._secrets(seat, state_id).cards
        return [
            f"{where}: card {value} of {hidden[value]} under '{key}' (seat {seat})"
            for key, value in _walk(obj)
            if key in ID_KEYS and isinstance(value, int) and value in hidden
        ]

    def _check_view(
        self, seat: int, state_id: int, view: dict[str, Any], zones: dict | None = None
    ) -> list[str]:
        sec = self._secrets(seat, state_id)
        leaks = self._check_ids(seat, state_id, [view, zones or {}], f"view {state_id}")
        for zid, zone in {**view.get("zones", {}), **(zones or {})}.items():
            if zid not in sec.zones:
                continue
            contacts = zid.endswith(".contactos")
            for card in zone.get("cards", []):
                if card.get("catalog") and not (contacts and card.get("face_up", True)):
                    leaks.append(f"view {state_id}: {card['catalog']} shown in {zid} to {seat}")
        nob = view.get("data", {}).get("nob")
        if nob is not None:
            for i, v in enumerate(nob["vampires"]):
                if i in sec.sects and v.get("sect"):
                    leaks.append(f"view {state_id}: seat {i}'s sect {v['sect']} shown to {seat}")
            if nob.get("played"):
                leaks.append(f"view {state_id}: play counts shown to {seat}")
        return leaks

    def _check_entry(self, seat: int, entry: dict[str, Any]) -> list[str]:
        """A log line: no hidden card ids, and a sect named only for a vampire whose sect is
        public after that line (the Sovereign's, a vampire that just died)."""
        sid = entry["state_id"]
        leaks = self._check_ids(seat, sid, entry.get("events", []), f"log {sid}")
        sec = self._secrets(seat, sid)
        for event in entry.get("events", []):
            args = event.get("args", {}) if isinstance(event, dict) else {}
            named = [v for _k, v in _walk(args) if isinstance(v, str) and v in SECTS]
            if not named:
                continue
            who = args.get("seat")
            state = self.session.state
            if who is None or who in sec.sects or named != [rules_of(state).vampires[who].sect]:
                leaks.append(f"log {sid}: {event.get('key')} names {named} to {seat}")
        return leaks


def _walk(obj: Any, key: str = ""):
    """Yield (key, scalar) for every scalar in decoded builtins."""
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield from _walk(v, str(k))
    elif isinstance(obj, list):
        for v in obj:
            yield from _walk(v, key)
    else:
        yield key, obj
