"""Events: what happened, as data, for logs, animations and LAN mirrors.

An applied command produces events.  An event may name cards that only some seats may
know; :meth:`Event.for_seat` returns the copy a given seat may receive (card ids and
catalogue ids blanked for the others).  :func:`vtt.core.views.events_for` is the only caller
that sends events out, so this is half of the hidden-information choke point.

``audience`` lists the seats allowed to see the identity of the card(s); ``None`` means
everyone.  The lists are stripped from the copies that leave the host.
"""

from __future__ import annotations

from typing import Any

import msgspec

from .model import OMNISCIENT


class Event(msgspec.Struct, kw_only=True, tag_field="type", omit_defaults=True):
    """Base of all events; ``seat`` is the seat that acted.  A step the game's rules take by
    themselves (the unlock at the start of a turn, a referendum's tally) has ``seat=None``
    even when another seat's command set it off: the log must not blame that seat."""

    seat: int | None = None

    def for_seat(self, seat: int) -> Event:
        return self


def _sees(audience: list[int] | None, seat: int) -> bool:
    return audience is None or seat == OMNISCIENT or seat in audience


class CardEvent(Event, kw_only=True):
    """An event about one card, located by zone and index so that a seat that may not know
    the card still knows where it happened."""

    zone: str = ""
    index: int = -1
    card: int | None = None
    catalog: str | None = None
    audience: list[int] | None = None

    def for_seat(self, seat: int) -> Event:
        if self.audience is None:
            return self
        if _sees(self.audience, seat):
            return msgspec.structs.replace(self, audience=None)
        return msgspec.structs.replace(self, card=None, catalog=None, audience=None)


class Moved(Event, tag="moved"):
    """A card went from ``src`` to ``dst``.  ``card`` is its id before, ``new_card`` after
    (a card entering a hidden zone gets a new id).  ``src_seen``/``dst_seen`` say who may
    know it at each end."""

    card: int | None = None
    new_card: int | None = None
    catalog: str | None = None
    src: str = ""
    src_index: int = -1
    dst: str = ""
    dst_index: int = -1
    face_up: bool = True
    src_seen: list[int] | None = None
    dst_seen: list[int] | None = None

    def for_seat(self, seat: int) -> Event:
        src, dst = _sees(self.src_seen, seat), _sees(self.dst_seen, seat)
        return msgspec.structs.replace(
            self,
            card=self.card if src else None,
            new_card=self.new_card if dst else None,
            catalog=self.catalog if (src or dst) else None,
            src_seen=None,
            dst_seen=None,
        )


class Locked(CardEvent, tag="locked"):
    locked: bool = True


class Flipped(CardEvent, tag="flipped"):
    face_up: bool = True


class CounterChanged(CardEvent, tag="counter"):
    """A counter changed on a card (``card``/``zone``/``index``) or on a seat (``target``).

    A game module that knows why (a cost paid for a card, a bleed, a transfer) names it:
    ``why`` is a key of its translatable log sentences and ``args`` fills it, as for a
    :class:`ModuleEvent`; the log then says "Root pays 1 blood from Ulrike for Deflection"
    instead of "Root sets blood on Ulrike to 2 (-1)".  ``args`` holds only public facts."""

    kind: str = ""
    value: int = 0
    delta: int = 0
    target: int | None = None
    why: str = ""
    args: dict[str, Any] = {}


class Attached(CardEvent, tag="attached"):
    """``card`` was attached to ``to``; a seat that may not see the host (``to_seen``) does
    not learn its id, as its view does not show ``attached_to`` either."""

    to: int | None = None
    to_seen: list[int] | None = None

    def for_seat(self, seat: int) -> Event:
        base = CardEvent.for_seat(self, seat)
        assert isinstance(base, Attached)
        return msgspec.structs.replace(
            base, to=self.to if _sees(self.to_seen, seat) else None, to_seen=None
        )


class Detached(CardEvent, tag="detached"):
    pass


class Labelled(CardEvent, tag="labelled"):
    text: str = ""


class Looked(Event, tag="looked"):
    """A seat looked at cards of a zone; only it (``audience``) learns them."""

    zone: str = ""
    indexes: list[int] = []
    cards: list[int] = []
    catalogs: list[str] = []
    audience: list[int] | None = None

    def for_seat(self, seat: int) -> Event:
        if _sees(self.audience, seat):
            return msgspec.structs.replace(self, audience=None)
        return msgspec.structs.replace(self, cards=[], catalogs=[], audience=None)


class Revealed(Event, tag="revealed"):
    """Cards shown to everybody."""

    zone: str = ""
    indexes: list[int] = []
    cards: list[int] = []
    catalogs: list[str] = []


class Drew(Event, tag="drew"):
    """``n`` cards from ``src`` to ``dst``; their identities only for ``audience``."""

    n: int = 0
    src: str = ""
    dst: str = ""
    cards: list[int] = []
    catalogs: list[str] = []
    audience: list[int] | None = None

    def for_seat(self, seat: int) -> Event:
        if _sees(self.audience, seat):
            return msgspec.structs.replace(self, audience=None)
        return msgspec.structs.replace(self, cards=[], catalogs=[], audience=None)


class Shuffled(Event, tag="shuffled"):
    zone: str = ""


class CutPile(Event, tag="cut"):
    zone: str = ""
    at: int = 0


class RandomPicked(CardEvent, tag="random_card"):
    pass


class Rolled(Event, tag="rolled"):
    sides: int = 6
    results: list[int] = []


class CoinFlipped(Event, tag="coin"):
    heads: bool = True


class TokenPassed(Event, tag="token"):
    token: str = ""
    to: int | None = None


class Said(Event, tag="said"):
    text: str = ""


class UnlockedAll(Event, tag="unlocked_all"):
    target: int = 0
    count: int = 0


class TurnEnded(Event, tag="turn_ended"):
    next_seat: int = 0
    number: int = 1


class PhaseSet(Event, tag="phase"):
    phase: str = ""


class Undone(Event, tag="undone"):
    """A seat took back its last command (``what`` is the command's type)."""

    what: str = ""


class Redone(Event, tag="redone"):
    what: str = ""


class HostOverride(Event, tag="host_override"):
    """The host gave a command on a seat's behalf; always logged."""

    what: str = ""


class RolledBack(Event, tag="rolled_back"):
    """The host took back the last ``steps`` commands (a :class:`~.commands.Rollback`)."""

    steps: int = 1


class BotSet(Event, tag="bot_set"):
    """The host gave ``seat`` to the computer at ``level`` (empty: to a person)."""

    level: str = ""


class SeatRenamed(Event, tag="seat_renamed"):
    """The host renamed ``seat`` from ``old`` to ``name``."""

    name: str = ""
    old: str = ""


class ModuleEvent(Event, tag="module"):
    """Bookkeeping announced by a game module: ``key`` names a translatable template in the
    module, ``args`` fills it.  ``audience`` restricts it to some seats entirely."""

    key: str = ""
    args: dict[str, Any] = {}
    audience: list[int] | None = None

    def for_seat(self, seat: int) -> Event:
        return msgspec.structs.replace(self, audience=None)


def visible_to(event: Event, seat: int) -> bool:
    """Whether the seat receives the event at all (module events may be private)."""
    if isinstance(event, ModuleEvent):
        return _sees(event.audience, seat)
    return True
