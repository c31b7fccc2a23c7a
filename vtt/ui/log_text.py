"""Game events in words, for the log panel: "Ana draws 2 cards.", "Bruno rolls a d6: 4."

Each event type of :mod:`vtt.core.events` has one sentence, translated in the context
``"Log"``.  Sentences are built from the events a seat received (already filtered by
:func:`vtt.core.views.events_for`), so a card the viewer may not know has no catalogue id
and is written "a card".  Card names come from the game module in the user's language, zone
labels are translated in the context ``"Zones"``, and a module's own events
(:class:`~vtt.core.events.ModuleEvent`) are translated in the context of the module's id.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ..core import events as E
from ..core.module import UNSAID, GameModule
from ..core.views import View
from .words import message_text

#: what a command type is called in undo, redo and host-override lines
_COMMAND_NAMES = {
    "move": QT_TRANSLATE_NOOP("Commands", "a move"),
    "lock": QT_TRANSLATE_NOOP("Commands", "a lock"),
    "unlock": QT_TRANSLATE_NOOP("Commands", "an unlock"),
    "unlock_all": QT_TRANSLATE_NOOP("Commands", "unlocking everything"),
    "flip": QT_TRANSLATE_NOOP("Commands", "turning a card over"),
    "counter": QT_TRANSLATE_NOOP("Commands", "a counter change"),
    "attach": QT_TRANSLATE_NOOP("Commands", "attaching a card"),
    "detach": QT_TRANSLATE_NOOP("Commands", "detaching a card"),
    "label": QT_TRANSLATE_NOOP("Commands", "a note"),
    "pass_token": QT_TRANSLATE_NOOP("Commands", "passing a token"),
    "end_turn": QT_TRANSLATE_NOOP("Commands", "the end of the turn"),
    "phase": QT_TRANSLATE_NOOP("Commands", "a phase change"),
    "batch": QT_TRANSLATE_NOOP("Commands", "several moves"),
    "set_bot": QT_TRANSLATE_NOOP("Commands", "a change of computer player"),
    "rename_seat": QT_TRANSLATE_NOOP("Commands", "a new seat name"),
}


#: arguments of a module's log event that hold a seat number (shown as the seat's name)
SEAT_ARGS = ("seat", "predator", "target")
#: arguments of a module's log event that hold a public card's catalogue id (shown as the
#: card's name in the viewer's language; a plain name stays as it is)
CARD_ARGS = ("card", "minion", "cause", "other")
#: the ends of the names of arguments that hold a catalogue id, or a list of them (shown as
#: card names)
CARD_ARG, CARDS_ARG = "_card", "_cards"


class LogWriter:
    """Writes the sentences of one game as one viewer sees it."""

    def __init__(self, view: View, module: GameModule, language: str = "en"):
        self.view, self.module, self.language = view, module, language
        #: the game's table, for the names of its counters
        self.layout = module.layout(len(view.seats))

    # -- names -------------------------------------------------------------------------------

    def seat(self, index: int | None) -> str:
        seats = self.view.seats
        if index is not None and 0 <= index < len(seats):
            return seats[index].name
        return QCoreApplication.translate("Log", "Someone")

    def card(self, catalog: str | None) -> str:
        if not catalog:
            return QCoreApplication.translate("Log", "a card")
        try:
            return self.module.card_name(catalog, self.language)
        except (KeyError, ValueError, NotImplementedError):
            return catalog

    def cards(self, catalogs: list[str], n: int) -> str:
        """The names when known, else "N cards"."""
        if catalogs and all(catalogs):
            return ", ".join(self.card(c) for c in catalogs)
        if n == 1:
            return QCoreApplication.translate("Log", "a card")
        return QCoreApplication.translate("Log", "%n cards", None, n)

    def zone(self, zone_id: str) -> str:
        zone = self.view.zones.get(zone_id)
        if zone is None:
            return zone_id
        label = QCoreApplication.translate("Zones", zone.label)
        if zone.owner is None:
            return label
        return QCoreApplication.translate("Log", "{owner}'s {zone}").format(
            owner=self.seat(zone.owner), zone=label
        )

    def card_list(self, catalogs: list[str]) -> str:
        """Card names in a sentence: "Knight", "Knight and Sword", "Monk, Knight and Sword"."""
        names = [self.card(c) for c in catalogs]
        if len(names) < 2:
            return "".join(names)
        return QCoreApplication.translate("Log", "{first} and {last}").format(
            first=", ".join(names[:-1]), last=names[-1]
        )

    def card_args(self, args: dict) -> dict[str, str]:
        """The arguments of a module's sentence that name cards, as names (see CARD_ARG)."""
        named = {}
        for key, value in args.items():
            if key.endswith(CARD_ARG) and isinstance(value, str):
                named[key] = self.card(value)
            elif key.endswith(CARDS_ARG) and isinstance(value, list):
                named[key] = self.card_list([str(c) for c in value])
        return named

    def owner(self, zone_id: str) -> str:
        zone = self.view.zones.get(zone_id)
        return self.seat(zone.owner) if zone is not None and zone.owner is not None else ""

    def kind(self, what: str) -> str:
        """A command type ("lock") for undo and host-override lines."""
        name = _COMMAND_NAMES.get(what)
        return QCoreApplication.translate("Commands", name) if name else what

    # -- sentences ---------------------------------------------------------------------------

    def sentence(self, ev: E.Event) -> str:
        # an event without a seat is the game's own doing (a rules engine's bookkeeping)
        who = (
            self.seat(ev.seat)
            if ev.seat is not None
            else QCoreApplication.translate("Log", "The game")
        )
        if not isinstance(ev, E.ModuleEvent):
            own = self.module.table_text(ev, self.view)
            if own is not None:  # the game's words, or nothing for its bookkeeping
                return self._own(ev, who, own)
        method = getattr(self, f"_{type(ev).__name__}", None)
        if method is None:
            return QCoreApplication.translate("Log", "{seat} changes the table.").format(seat=who)
        return method(ev, who)

    def _own(self, ev: E.Event, who: str, own) -> str:
        """A table event in the game's words (see GameModule.table_text)."""
        if own == UNSAID:
            return ""
        words = {"seat": who, "card": self.card(getattr(ev, "catalog", None))}
        if isinstance(ev, E.Moved):
            words.update(
                src=self.zone(ev.src),
                dst=self.zone(ev.dst),
                src_owner=self.owner(ev.src),
                dst_owner=self.owner(ev.dst),
            )
        zone = getattr(ev, "zone", "")
        if isinstance(zone, str) and zone:
            words["zone"] = self.zone(zone)
        return message_text(own.with_args(**{**words, **own.args, **self.card_args(own.args)}))

    def sentences(self, events: list[E.Event]) -> list[str]:
        """The sentences of ``events``, leaving out the moves the game does not tell."""
        return [text for text in (self.sentence(ev) for ev in events) if text]

    def _Moved(self, ev: E.Moved, who: str) -> str:
        return QCoreApplication.translate("Log", "{seat} moves {card} from {src} to {dst}.").format(
            seat=who, card=self.card(ev.catalog), src=self.zone(ev.src), dst=self.zone(ev.dst)
        )

    def _Locked(self, ev: E.Locked, who: str) -> str:
        text = (
            QCoreApplication.translate("Log", "{seat} locks {card}.")
            if ev.locked
            else QCoreApplication.translate("Log", "{seat} unlocks {card}.")
        )
        return text.format(seat=who, card=self.card(ev.catalog))

    def _Flipped(self, ev: E.Flipped, who: str) -> str:
        text = (
            QCoreApplication.translate("Log", "{seat} turns {card} face up.")
            if ev.face_up
            else QCoreApplication.translate("Log", "{seat} turns {card} face down.")
        )
        return text.format(seat=who, card=self.card(ev.catalog))

    def _CounterChanged(self, ev: E.CounterChanged, who: str) -> str:
        kind = message_text(self.layout.counter(ev.kind).label)
        if ev.why:
            said = self._module_words(
                ev.why,
                ev.args,
                seat=who,
                card=self.card(ev.catalog),
                owner=self.seat(ev.target),
                kind=kind,
                value=ev.value,
                delta=f"{ev.delta:+d}",
                n=abs(ev.delta),
            )
            if said is not None:
                return said
        if ev.target is not None and ev.target == ev.seat:
            return QCoreApplication.translate(
                "Log", "{seat}'s {kind}: {value} ({delta:+d})."
            ).format(seat=who, kind=kind, value=ev.value, delta=ev.delta)
        if ev.target is not None:
            return QCoreApplication.translate(
                "Log", "{seat} changes {owner}'s {kind}: {value} ({delta:+d})."
            ).format(
                seat=who, owner=self.seat(ev.target), kind=kind, value=ev.value, delta=ev.delta
            )
        return QCoreApplication.translate(
            "Log", "{seat} sets {kind} on {card} to {value} ({delta:+d})."
        ).format(seat=who, kind=kind, card=self.card(ev.catalog), value=ev.value, delta=ev.delta)

    def _Attached(self, ev: E.Attached, who: str) -> str:
        return QCoreApplication.translate("Log", "{seat} attaches {card} to another card.").format(
            seat=who, card=self.card(ev.catalog)
        )

    def _Detached(self, ev: E.Detached, who: str) -> str:
        return QCoreApplication.translate("Log", "{seat} detaches {card}.").format(
            seat=who, card=self.card(ev.catalog)
        )

    def _Labelled(self, ev: E.Labelled, who: str) -> str:
        if not ev.text:
            return QCoreApplication.translate("Log", "{seat} removes the note on {card}.").format(
                seat=who, card=self.card(ev.catalog)
            )
        return QCoreApplication.translate(
            "Log", "{seat} writes \u201c{text}\u201d on {card}."
        ).format(seat=who, text=ev.text, card=self.card(ev.catalog))

    def _Looked(self, ev: E.Looked, who: str) -> str:
        if ev.catalogs:
            return QCoreApplication.translate("Log", "{seat} looks at {cards} in {zone}.").format(
                seat=who, cards=self.cards(ev.catalogs, len(ev.catalogs)), zone=self.zone(ev.zone)
            )
        return QCoreApplication.translate("Log", "{seat} looks at {cards} in {zone}.").format(
            seat=who, cards=self.cards([], len(ev.indexes)), zone=self.zone(ev.zone)
        )

    def _Revealed(self, ev: E.Revealed, who: str) -> str:
        return QCoreApplication.translate("Log", "{seat} reveals {cards} from {zone}.").format(
            seat=who, cards=self.cards(ev.catalogs, len(ev.indexes)), zone=self.zone(ev.zone)
        )

    def _Drew(self, ev: E.Drew, who: str) -> str:
        return QCoreApplication.translate("Log", "{seat} draws {cards}.").format(
            seat=who, cards=self.cards(ev.catalogs, ev.n)
        )

    def _Shuffled(self, ev: E.Shuffled, who: str) -> str:
        return QCoreApplication.translate("Log", "{seat} shuffles {zone}.").format(
            seat=who, zone=self.zone(ev.zone)
        )

    def _CutPile(self, ev: E.CutPile, who: str) -> str:
        return QCoreApplication.translate("Log", "{seat} cuts {zone}.").format(
            seat=who, zone=self.zone(ev.zone)
        )

    def _RandomPicked(self, ev: E.RandomPicked, who: str) -> str:
        return QCoreApplication.translate(
            "Log", "{seat} picks at random {card}, position {pos} of {zone}."
        ).format(seat=who, card=self.card(ev.catalog), pos=ev.index + 1, zone=self.zone(ev.zone))

    def _Rolled(self, ev: E.Rolled, who: str) -> str:
        results = ", ".join(str(r) for r in ev.results)
        if len(ev.results) == 1:
            return QCoreApplication.translate("Log", "{seat} rolls a d{sides}: {results}.").format(
                seat=who, sides=ev.sides, results=results
            )
        return QCoreApplication.translate(
            "Log", "{seat} rolls {count}d{sides}: {results} (total {total})."
        ).format(
            seat=who, count=len(ev.results), sides=ev.sides, results=results, total=sum(ev.results)
        )

    def _CoinFlipped(self, ev: E.CoinFlipped, who: str) -> str:
        text = (
            QCoreApplication.translate("Log", "{seat} flips a coin: heads.")
            if ev.heads
            else QCoreApplication.translate("Log", "{seat} flips a coin: tails.")
        )
        return text.format(seat=who)

    def _TokenPassed(self, ev: E.TokenPassed, who: str) -> str:
        token = self.view.tokens.get(ev.token)
        label = QCoreApplication.translate("Zones", token.label) if token else ev.token
        if ev.to is None:
            return QCoreApplication.translate(
                "Log", "{seat} puts {token} in the middle of the table."
            ).format(seat=who, token=label)
        if ev.to == ev.seat:
            return QCoreApplication.translate("Log", "{seat} takes {token}.").format(
                seat=who, token=label
            )
        return QCoreApplication.translate("Log", "{seat} gives {token} to {to}.").format(
            seat=who, token=label, to=self.seat(ev.to)
        )

    def _Said(self, ev: E.Said, who: str) -> str:
        return QCoreApplication.translate("Log", "{seat}: {text}").format(seat=who, text=ev.text)

    def _UnlockedAll(self, ev: E.UnlockedAll, who: str) -> str:
        if ev.seat is None:  # the rules' own unlock at the start of a turn
            return QCoreApplication.translate(
                "Log", "Unlock phase: %n of {target}'s cards unlock.", None, ev.count
            ).format(target=self.seat(ev.target))
        return QCoreApplication.translate(
            "Log", "{seat} unlocks all of {target}'s cards (%n).", None, ev.count
        ).format(seat=who, target=self.seat(ev.target))

    def _TurnEnded(self, ev: E.TurnEnded, who: str) -> str:
        if ev.seat is None:  # the turn passed by the rules (its Methuselah left the game)
            return QCoreApplication.translate("Log", "Turn {number}: {next}.").format(
                number=ev.number, next=self.seat(ev.next_seat)
            )
        return QCoreApplication.translate(
            "Log", "{seat} ends the turn. Turn {number}: {next}."
        ).format(seat=who, number=ev.number, next=self.seat(ev.next_seat))

    def _PhaseSet(self, ev: E.PhaseSet, who: str) -> str:
        # a module's phase names are its own strings ("Master" in "vtes"); a free text stays
        phase = QCoreApplication.translate(self.module.id, ev.phase) if ev.phase else ev.phase
        if ev.seat is None:  # a phase the rules begin by themselves
            return QCoreApplication.translate("Log", "{phase} phase begins.").format(phase=phase)
        return QCoreApplication.translate("Log", "{seat} enters the phase: {phase}.").format(
            seat=who, phase=phase
        )

    def _Undone(self, ev: E.Undone, who: str) -> str:
        return QCoreApplication.translate("Log", "{seat} takes back {what}.").format(
            seat=who, what=self.kind(ev.what)
        )

    def _Redone(self, ev: E.Redone, who: str) -> str:
        return QCoreApplication.translate("Log", "{seat} does {what} again.").format(
            seat=who, what=self.kind(ev.what)
        )

    def _HostOverride(self, ev: E.HostOverride, who: str) -> str:
        return QCoreApplication.translate(
            "Log", "The host gives the command {what} for {seat}."
        ).format(seat=who, what=self.kind(ev.what))

    def _RolledBack(self, ev: E.RolledBack, who: str) -> str:
        return QCoreApplication.translate(
            "Log", "The host ({seat}) takes back %n step(s), as the table agreed.", None, ev.steps
        ).format(seat=who)

    def _BotSet(self, ev: E.BotSet, who: str) -> str:
        if not ev.level:
            return QCoreApplication.translate("Log", "A person plays {seat} again.").format(
                seat=who
            )
        return QCoreApplication.translate("Log", "The computer plays {seat}: {level}.").format(
            seat=who, level=message_text(self.module.bot_level_label(ev.level))
        )

    def _SeatRenamed(self, ev: E.SeatRenamed, who: str) -> str:
        return QCoreApplication.translate("Log", "{seat} was called {old} before.").format(
            seat=who, old=ev.old or "?"
        )

    def _ModuleEvent(self, ev: E.ModuleEvent, who: str) -> str:
        if not ev.key:
            return QCoreApplication.translate("Log", "{seat} changes the table.").format(seat=who)
        said = self._module_words(ev.key, ev.args, seat=who)
        if said is not None:
            return said
        text = QCoreApplication.translate(self.module.id, ev.key)
        try:
            return text.format(**{"seat": who, **ev.args, **self._names(ev.args)})
        except (KeyError, IndexError, ValueError):
            return text

    def _names(self, args: dict) -> dict[str, str]:
        """The seats and cards a module's arguments name, as the viewer reads them."""
        names = {
            key: self.seat(value)
            for key, value in args.items()
            if key in SEAT_ARGS and isinstance(value, int)
        }
        names.update(
            (key, self.card(value))
            for key, value in args.items()
            if key in CARD_ARGS and isinstance(value, str) and value
        )
        names.update(self.card_args(args))
        return names

    def _module_words(self, key: str, args: dict, **fixed: object) -> str | None:
        """The module's sentence ``key`` filled with ``fixed`` (what the event itself says)
        and ``args`` (seats and cards named), or None when the module has no such sentence."""
        message = self.module.event_text(key, args)
        if message is None:
            return None
        return message_text(message.with_args(**{**fixed, **message.args, **self._names(args)}))

    def _CardEvent(self, ev: E.CardEvent, who: str) -> str:
        return QCoreApplication.translate("Log", "{seat} handles {card}.").format(
            seat=who, card=self.card(ev.catalog)
        )


def event_sentences(
    events: list[E.Event], view: View, module: GameModule, language: str = "en"
) -> list[str]:
    """One sentence per event (events already filtered for the viewer)."""
    return LogWriter(view, module, language).sentences(events)
