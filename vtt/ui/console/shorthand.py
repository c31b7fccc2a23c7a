"""The console's short command language, JOL-style: ``draw 2``, ``lock 3``, ``score -1``.

Pure Python (no Qt) so that it is unit-tested on its own.  :func:`parse` turns one typed
line into a :class:`vtt.core.commands.Command` for the viewing seat, or raises
:class:`ShorthandError` whose :class:`~vtt.core.messages.Message` tells the player what is
wrong; nothing is sent then.  The game is known only through the viewer's
:class:`~vtt.core.views.View` and the module's :class:`~vtt.core.module.Layout`, so the
parser never learns anything the player could not see.

Card references: the number shown on the card (its instance id, ``12`` or ``#12``, also in
its tooltip), a zone and a 1-based position (``hand:2``), or the name of a card the viewer
sees, written as one word (``fireball``, ``red-dragon``: letters and digits are compared,
and the start of a name is enough when only one card has it).  Zone names: the role or key
of one of the viewer's zones (``deck``, ``hand``, ``discard``...), a shared zone, or a full
zone id (``s2.discard``).  Seats are named by number (1 is the first) or by name.
"""

from __future__ import annotations

import re

from ...core import commands as C
from ...core.messages import QT_TRANSLATE_NOOP, Message
from ...core.module import Layout
from ...core.pictures import normalise_name
from ...core.views import View

#: every command word, for completion and help
COMMAND_WORDS = (
    "draw",
    "lock",
    "unlock",
    "unlockall",
    "flip",
    "move",
    "counter",
    "label",
    "attach",
    "detach",
    "shuffle",
    "cut",
    "look",
    "reveal",
    "random",
    "roll",
    "coin",
    "say",
    "token",
    "end",
    "phase",
    "undo",
    "redo",
    "help",
)

#: one line of help per form, shown by ``help``
USAGE = (
    QT_TRANSLATE_NOOP("Console", "draw [N] [zone] - draw N cards (default 1, from your deck)"),
    QT_TRANSLATE_NOOP("Console", "lock CARD / unlock CARD / flip CARD - turn a card"),
    QT_TRANSLATE_NOOP("Console", "unlockall - unlock all your cards"),
    QT_TRANSLATE_NOOP("Console", "move CARD ZONE [top|bottom|N] - move a card"),
    QT_TRANSLATE_NOOP("Console", "COUNTER +N / -N / N - change a seat counter (score -1)"),
    QT_TRANSLATE_NOOP("Console", "COUNTER CARD +N - change a card counter (counter 3 +1)"),
    QT_TRANSLATE_NOOP("Console", "counter CARD [KIND] +N - any counter on a card"),
    QT_TRANSLATE_NOOP("Console", "label CARD TEXT / attach CARD to CARD / detach CARD"),
    QT_TRANSLATE_NOOP("Console", "shuffle [zone] / cut [zone] [N] / random ZONE"),
    QT_TRANSLATE_NOOP("Console", "look ZONE [N] / look ZONE:POS / reveal ZONE [N] / reveal CARD"),
    QT_TRANSLATE_NOOP("Console", "roll [NdS] / coin / say TEXT / phase TEXT"),
    QT_TRANSLATE_NOOP("Console", "TOKEN / token TOKEN [to SEAT|middle] - take or give a token"),
    QT_TRANSLATE_NOOP("Console", "end / undo / redo"),
    QT_TRANSLATE_NOOP(
        "Console",
        "CARD is the number on the card (hover it to see it), ZONE:POS (hand:2), "
        "or the card's name as one word (fireball, red-dragon).",
    ),
)

_DICE = re.compile(r"^(\d*)d(\d+)$")


class ShorthandError(Exception):
    """The line cannot become a command; ``message`` says why, for the player."""

    def __init__(self, message: Message):
        super().__init__(message.english())
        self.message = message


def _fail(template: Message, **args: str | int) -> ShorthandError:
    return ShorthandError(template.with_args(**args))


def zone_words(view: View) -> list[str]:
    """The zone names the viewer may type: roles and keys of its zones, shared zones."""
    words: list[str] = []
    prefix = f"s{view.seat}."
    for zone in view.zones.values():
        if zone.owner == view.seat:
            names = [zone.role, zone.id.removeprefix(prefix)]
        elif zone.owner is None:
            names = [zone.id]
        else:
            continue
        words.extend(n for n in names if n and n not in words)
    return words


class _Parser:
    def __init__(
        self, seat: int, view: View, layout: Layout, names: dict[int, tuple[str, ...]] | None
    ):
        self.seat, self.view, self.layout = seat, view, layout
        self.names = names or {}

    # -- arguments ---------------------------------------------------------------------------

    def zone(self, name: str) -> str:
        view, lowered = self.view, name.lower()
        if name in view.zones:
            return name
        own = f"s{self.seat}.{lowered}"
        if own in view.zones:
            return own
        for zone in view.zones.values():
            if zone.role == lowered and zone.owner in (self.seat, None):
                return zone.id
        raise _fail(
            QT_TRANSLATE_NOOP(
                "Console", "There is no zone called '{zone}' for you. Zones: {zones}."
            ),
            zone=name,
            zones=", ".join(zone_words(view)),
        )

    def number(self, text: str) -> int:
        try:
            return int(text)
        except ValueError:
            raise _fail(
                QT_TRANSLATE_NOOP("Console", "'{text}' is not a number."), text=text
            ) from None

    def count(self, text: str) -> int:
        n = self.number(text)
        if n < 1:
            raise _fail(QT_TRANSLATE_NOOP("Console", "Give a number of at least 1, not {n}."), n=n)
        return n

    def card(self, ref: str) -> tuple[int | None, str | None, int | None]:
        """``(card id, zone, index)``: either the id or the position is set."""
        if ":" in ref:
            name, _, pos = ref.rpartition(":")
            index = self.count(pos) - 1
            return None, self.zone(name), index
        text = ref.removeprefix("#")
        if text.isdigit():
            return int(text), None, None
        named = self.by_name(ref)
        if named is not None:
            return named, None, None
        raise _fail(
            QT_TRANSLATE_NOOP(
                "Console",
                "'{ref}' is not a card: give its number (12) or a zone and a position (hand:2).",
            ),
            ref=ref,
        )

    def by_name(self, ref: str) -> int | None:
        """The one visible card called ``ref`` (or whose name starts so); None when no card
        is; several: says which numbers to choose from."""
        key = normalise_name(ref)
        if not key:
            return None
        keyed = {cid: [normalise_name(n) for n in names] for cid, names in self.names.items()}
        exact = [cid for cid, keys in keyed.items() if key in keys]
        found = exact or [
            cid for cid, keys in keyed.items() if any(k.startswith(key) for k in keys)
        ]
        if len(found) > 1:
            raise _fail(
                QT_TRANSLATE_NOOP("Console", "'{ref}' names several cards: {numbers}."),
                ref=ref,
                numbers=", ".join(f"#{cid}" for cid in sorted(found)),
            )
        return found[0] if found else None

    def card_id(self, ref: str) -> int:
        """A card that must be named by id: a position is looked up in the viewer's view."""
        card, zone, index = self.card(ref)
        if card is not None:
            return card
        cards = self.view.zones[zone].cards
        if index >= len(cards):
            raise _fail(
                QT_TRANSLATE_NOOP("Console", "{zone} has no card at position {pos}."),
                zone=self.view.zones[zone].label,
                pos=index + 1,
            )
        found = cards[index].id
        if found is None:
            raise _fail(QT_TRANSLATE_NOOP("Console", "You cannot see the card at {ref}."), ref=ref)
        return found

    def seat_of(self, text: str) -> int:
        if text.isdigit():
            n = int(text)
            if 1 <= n <= len(self.view.seats):
                return n - 1
        for seat in self.view.seats:
            if seat.name.lower() == text.lower():
                return seat.index
        raise _fail(
            QT_TRANSLATE_NOOP(
                "Console",
                "There is no seat '{seat}': give its number (1 to {n}) or its player's name.",
            ),
            seat=text,
            n=len(self.view.seats),
        )

    def amount(self, text: str) -> tuple[int, int | None]:
        """``+N``/``-N`` is a change (delta, None); a bare ``N`` sets the value (0, N)."""
        value = self.number(text)
        if text[0] in "+-":
            return value, None
        if value < 0:
            raise _fail(QT_TRANSLATE_NOOP("Console", "'{text}' is not a number."), text=text)
        return 0, value

    # -- commands ----------------------------------------------------------------------------

    def parse(self, line: str) -> C.Command:
        words = line.split()
        if not words:
            raise _fail(QT_TRANSLATE_NOOP("Console", "Type a command, or help for the list."))
        word, args = words[0].lower(), words[1:]
        rest = line.strip()[len(words[0]) :].strip()
        seat = self.seat
        if word in ("say", "phase"):
            if not rest:
                raise _fail(QT_TRANSLATE_NOOP("Console", "{word} needs some text."), word=word)
            return (
                C.Say(seat=seat, text=rest) if word == "say" else C.SetPhase(seat=seat, phase=rest)
            )
        simple = {
            "coin": C.Coin,
            "end": C.EndTurn,
            "undo": C.Undo,
            "redo": C.Redo,
            "unlockall": C.UnlockAll,
        }
        if word in simple:
            self.arity(word, args, 0, 0)
            return simple[word](seat=seat)
        method = getattr(self, f"_{word}", None)
        if method is not None and word in COMMAND_WORDS:
            return method(args)
        if word in self.layout.seat_counters:
            self.arity(word, args, 1, 1)
            delta, value = self.amount(args[0])
            return C.Counter(seat=seat, kind=word, target=seat, delta=delta, set=value)
        if word in self.layout.card_counters:
            self.arity(word, args, 2, 2)
            delta, value = self.amount(args[1])
            return C.Counter(
                seat=seat, kind=word, card=self.card_id(args[0]), delta=delta, set=value
            )
        if word in self.view.tokens:
            self.arity(word, args, 0, 0)
            return C.PassToken(seat=seat, token=word, to=seat)
        raise _fail(
            QT_TRANSLATE_NOOP("Console", "Unknown command '{word}'. Type help for the list."),
            word=words[0],
        )

    def arity(self, word: str, args: list[str], low: int, high: int) -> None:
        if not low <= len(args) <= high:
            raise _fail(
                QT_TRANSLATE_NOOP(
                    "Console", "Wrong number of words after '{word}'. Type help for the forms."
                ),
                word=word,
            )

    def _help(self, args: list[str]) -> C.Command:
        raise _fail(QT_TRANSLATE_NOOP("Console", "help is answered by the console, not sent."))

    def _draw(self, args: list[str]) -> C.Command:
        self.arity("draw", args, 0, 2)
        n, zone = 1, None
        for arg in args:
            if arg.lstrip("+").isdigit():
                n = self.count(arg)
            else:
                zone = self.zone(arg)
        return C.Draw(seat=self.seat, n=n, zone=zone)

    def _lock(self, args: list[str]) -> C.Command:
        self.arity("lock", args, 1, 1)
        return C.Lock(seat=self.seat, card=self.card_id(args[0]))

    def _unlock(self, args: list[str]) -> C.Command:
        self.arity("unlock", args, 1, 1)
        return C.Unlock(seat=self.seat, card=self.card_id(args[0]))

    def _flip(self, args: list[str]) -> C.Command:
        self.arity("flip", args, 1, 1)
        card, zone, index = self.card(args[0])
        return C.Flip(seat=self.seat, card=card, zone=zone, index=index)

    def _move(self, args: list[str]) -> C.Command:
        self.arity("move", args, 2, 3)
        card, zone, index = self.card(args[0])
        to = self.zone(args[1])
        bottom, to_index = False, None
        if len(args) == 3:
            where = args[2].lower()
            if where == "bottom":
                bottom = True
            elif where == "top":
                to_index = 0
            else:
                to_index = self.count(where) - 1
        return C.Move(
            seat=self.seat,
            card=card,
            zone=zone,
            index=index,
            to=to,
            bottom=bottom,
            to_index=to_index,
        )

    def _counter(self, args: list[str]) -> C.Command:
        self.arity("counter", args, 2, 3)
        kind = args[1] if len(args) == 3 else (self.layout.card_counters or ("counter",))[0]
        delta, value = self.amount(args[-1])
        return C.Counter(
            seat=self.seat, kind=kind, card=self.card_id(args[0]), delta=delta, set=value
        )

    def _label(self, args: list[str]) -> C.Command:
        if not args:
            self.arity("label", args, 1, 1)
        return C.Label(seat=self.seat, card=self.card_id(args[0]), text=" ".join(args[1:]))

    def _attach(self, args: list[str]) -> C.Command:
        args = [a for a in args if a.lower() != "to"]
        self.arity("attach", args, 2, 2)
        return C.Attach(seat=self.seat, card=self.card_id(args[0]), to=self.card_id(args[1]))

    def _detach(self, args: list[str]) -> C.Command:
        self.arity("detach", args, 1, 1)
        return C.Detach(seat=self.seat, card=self.card_id(args[0]))

    def _shuffle(self, args: list[str]) -> C.Command:
        self.arity("shuffle", args, 0, 1)
        return C.Shuffle(seat=self.seat, zone=self.zone(args[0] if args else "deck"))

    def _cut(self, args: list[str]) -> C.Command:
        self.arity("cut", args, 0, 2)
        zone, at = "deck", None
        for arg in args:
            if arg.isdigit():
                at = self.count(arg)
            else:
                zone = arg
        return C.Cut(seat=self.seat, zone=self.zone(zone), at=at)

    def _random(self, args: list[str]) -> C.Command:
        self.arity("random", args, 1, 1)
        return C.RandomCard(seat=self.seat, zone=self.zone(args[0]))

    def _look(self, args: list[str]) -> C.Command:
        self.arity("look", args, 1, 2)
        if ":" in args[0]:
            self.arity("look", args, 1, 1)
            _, zone, index = self.card(args[0])
            return C.Look(seat=self.seat, zone=zone, index=index)
        n = self.count(args[1]) if len(args) == 2 else 1
        return C.Look(seat=self.seat, zone=self.zone(args[0]), n=n)

    def _reveal(self, args: list[str]) -> C.Command:
        self.arity("reveal", args, 1, 2)
        first = args[0]
        if ":" in first or first.removeprefix("#").isdigit():
            self.arity("reveal", args, 1, 1)
            card, zone, index = self.card(first)
            return C.Reveal(seat=self.seat, card=card, zone=zone, index=index)
        n = self.count(args[1]) if len(args) == 2 else 1
        return C.Reveal(seat=self.seat, zone=self.zone(first), n=n)

    def _roll(self, args: list[str]) -> C.Command:
        self.arity("roll", args, 0, 1)
        if not args:
            return C.Roll(seat=self.seat)
        match = _DICE.match(args[0].lower())
        if match is None:
            raise _fail(
                QT_TRANSLATE_NOOP("Console", "Write dice like d6 or 2d6, not '{text}'."),
                text=args[0],
            )
        count = int(match.group(1)) if match.group(1) else 1
        return C.Roll(seat=self.seat, count=count, sides=int(match.group(2)))

    def _token(self, args: list[str]) -> C.Command:
        self.arity("token", args, 1, 3)
        token = args[0].lower()
        if token not in self.view.tokens:
            raise _fail(
                QT_TRANSLATE_NOOP(
                    "Console", "There is no token called '{token}'. Tokens: {tokens}."
                ),
                token=args[0],
                tokens=", ".join(self.view.tokens) or "-",
            )
        where = [a for a in args[1:] if a.lower() != "to"]
        if not where:
            return C.PassToken(seat=self.seat, token=token, to=self.seat)
        if len(where) > 1:
            self.arity("token", args, 1, 1)
        to = None if where[0].lower() == "middle" else self.seat_of(where[0])
        return C.PassToken(seat=self.seat, token=token, to=to)


def parse(
    line: str,
    seat: int,
    view: View,
    layout: Layout,
    names: dict[int, tuple[str, ...]] | None = None,
) -> C.Command:
    """One typed line as a command of ``seat``; raises :class:`ShorthandError`.  ``names``:
    the names of the cards the viewer sees, by number, so a card may be named."""
    return _Parser(seat, view, layout, names).parse(line)
