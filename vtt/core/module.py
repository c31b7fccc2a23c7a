"""What a game module provides to the core, and the description of a new game.

A module (``vtt.games.<game>``) says how its table looks (zones per seat and shared zones,
with their visibility, kind and place), what its cards are (faces drawn by the UI's generic
renderer), how a game is set up, and optionally its rules.  The session calls the hooks;
the UI builds its scene from :meth:`GameModule.layout` with no game-specific code.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import msgspec

from . import commands as C
from .decision import Decision
from .decks import CASUAL, DeckProblem, DeckReport, DeckRules, DecksRefused
from .faces import CardFace
from .messages import QT_TRANSLATE_NOOP, Message
from .model import State, Zone
from .scores import ScoreSheet
from .table import Outcome

if TYPE_CHECKING:
    from .events import Event
    from .statistics import GameStatistics
    from .views import CardView, View


#: how a zone is drawn (:attr:`ZoneSpec.draw`): its cards laid out as cards (the default), or
#: as a game's components: a board of numbered tracks, numbered spaces beside the zone's card,
#: pieces side by side, a stack of pieces with its count, or one token with the pieces' total
DRAW_CARDS, DRAW_TRACKS, DRAW_SPACES = "cards", "tracks", "spaces"
DRAW_PIECES, DRAW_STACK, DRAW_TOTAL = "pieces", "stack", "total"
DRAWINGS = (DRAW_CARDS, DRAW_TRACKS, DRAW_SPACES, DRAW_PIECES, DRAW_STACK, DRAW_TOTAL)
#: the shapes of a piece (:attr:`PieceSpec.shape`): a round wooden disc, a flat token
PIECE_DISC, PIECE_CHIP = "disc", "chip"
#: :attr:`PieceSpec.colour` for a piece in the colour of the seat that owns it
SEAT_COLOUR = "seat"


class LaneSpec(msgspec.Struct, kw_only=True, frozen=True):
    """One track of a board: the cards whose ``label`` is ``key`` move along it; its name for
    people (marked with ``QT_TRANSLATE_NOOP``) and its colour."""

    key: str
    label: Message
    colour: str = "#6b5b45"


class TrackSpec(msgspec.Struct, kw_only=True, frozen=True):
    """A zone drawn as a board of tracks (``draw="tracks"``): one lane per :class:`LaneSpec`,
    each with spaces numbered 0 to ``last``.  A card stands in the lane its label names, on
    the space its card counter ``counter`` gives or, when ``counter`` is "", the space its
    owner's seat counter named after the lane gives (so the seat counters move it); past
    ``last`` it stands on the last space, with its number.  Cards on one space stack: the
    one furthest right in the state lowest."""

    lanes: tuple[LaneSpec, ...]
    last: int
    counter: str = ""


class SpacesSpec(msgspec.Struct, kw_only=True, frozen=True):
    """Numbered spaces drawn in a zone (``draw="spaces"``), from 1 to ``count``: the first
    at ``origin`` (zone units, its centre), each next one ``step`` further right.  The
    zone's pieces (see :class:`PieceSpec`) stand on them in the order of their x, the
    leftmost on space 1; its other cards lie where they are, as cards."""

    count: int
    origin: tuple[float, float]
    step: float


class PieceSpec(msgspec.Struct, kw_only=True, frozen=True):
    """The cards with the back ``back`` are drawn as pieces rather than cards, in the zones
    whose ``draw`` is not ``"cards"``: a ``shape`` (:data:`PIECE_DISC`, :data:`PIECE_CHIP`)
    in ``colour`` (:data:`SEAT_COLOUR`: the owner's seat colour), showing its face's ``big``
    text (a value) only to a seat that sees the face; hidden pieces all look alike."""

    back: str
    shape: str = PIECE_CHIP
    colour: str = SEAT_COLOUR
    size: float = 34.0


class ZoneSpec(msgspec.Struct, kw_only=True, frozen=True):
    """One zone of the layout.  ``rect`` is its place in table units (a card is 63 x 88):
    relative to the seat's area for per-seat zones (the seat's edge of the table at the
    bottom), relative to the centre of the table for shared ones.  ``draw`` says how its
    cards are drawn (one of :data:`DRAWINGS`), with ``track`` or ``spaces`` when it needs
    them."""

    key: str
    label: str
    kind: str
    visibility: str
    rect: tuple[float, float, float, float]
    face_up: bool = True
    role: str = ""
    per_seat: bool = True
    draw: str = DRAW_CARDS
    track: TrackSpec | None = None
    spaces: SpacesSpec | None = None


class TokenSpec(msgspec.Struct, kw_only=True, frozen=True):
    id: str
    label: str
    colour: str = "#c0a040"


class CounterSpec(msgspec.Struct, kw_only=True, frozen=True):
    """How a counter (a key of ``Seat.counters`` or ``Card.counters``) is shown: its name
    for people (marked with ``QT_TRANSLATE_NOOP``) and the colour of its badge on a card
    ("" for a colour derived from the key)."""

    key: str
    label: Message
    colour: str = ""
    #: the spec names every key that starts with ``key`` (a family of counters kept apart
    #: by a suffix: one Methuselah's corruption counters, "corruption.2")
    prefix: bool = False


class BackSpec(msgspec.Struct, kw_only=True, frozen=True):
    """A card back with a chosen look (``Card.back`` names it): its base and accent colours
    and whether it is marbled or latticed.  Backs without one get a look from their name."""

    name: str
    colour: str
    accent: str
    marbled: bool = False


class Layout(msgspec.Struct, kw_only=True, frozen=True):
    """The table: zones in every seat's area, shared zones in the middle, tokens, the seat
    counters shown in each area and the counters a card may carry (keys), how counters are
    named and coloured (``counters``), the card backs with a chosen look and the cards drawn
    as pieces (``pieces``, by back)."""

    seat_size: tuple[float, float]
    centre_size: tuple[float, float]
    zones: tuple[ZoneSpec, ...]
    tokens: tuple[TokenSpec, ...] = ()
    seat_counters: tuple[str, ...] = ()
    card_counters: tuple[str, ...] = ("counter",)
    counters: tuple[CounterSpec, ...] = ()
    backs: tuple[BackSpec, ...] = ()
    pieces: tuple[PieceSpec, ...] = ()

    def piece(self, back: str) -> PieceSpec | None:
        """How a card with the back ``back`` is drawn as a piece; None: as a card."""
        for spec in self.pieces:
            if spec.back == back:
                return spec
        return None

    def counter(self, key: str) -> CounterSpec:
        """How the counter ``key`` is shown; a counter the layout does not describe (one
        added by hand) is called by its key."""
        for spec in self.counters:
            if spec.key == key or (spec.prefix and key.startswith(spec.key)):
                return spec
        return CounterSpec(key=key, label=Message("Counters", key))


class SeatSpec(msgspec.Struct, kw_only=True, omit_defaults=True):
    """A seat of a new game: the player's name, colour, deck (text or a built-in deck id the
    module understands) and, for a computer player, the bot's level."""

    name: str
    colour: str = ""
    deck: str = ""
    bot: str = ""


class GameSpec(msgspec.Struct, kw_only=True, omit_defaults=True):
    """Everything needed to create a game; with the command log it recreates the game."""

    game: str
    seats: list[SeatSpec]
    seed: int = 0
    rules: bool = False
    options: dict[str, Any] = {}


#: what :meth:`GameModule.table_text` answers for an event the log need not tell (bookkeeping
#: another line of the log already says)
UNSAID = Message("Log", "")

#: the names of the usual bot levels (a module names its own in :meth:`GameModule.bot_level_label`)
BOT_LEVEL_LABELS = {
    "random": QT_TRANSLATE_NOOP("Bots", "Computer (random moves)"),
    "heuristic": QT_TRANSLATE_NOOP("Bots", "Computer (plays to win)"),
}

#: headings of the deck sections most games have; a game names its own others
DECK_SECTIONS = {"deck": QT_TRANSLATE_NOOP("DeckDialog", "Deck")}

SEAT_COLOURS = ("#c0392b", "#2471a3", "#229954", "#d68910", "#7d3c98", "#17a589")


def zone_id(spec: ZoneSpec, seat: int | None) -> str:
    return f"s{seat}.{spec.key}" if spec.per_seat else spec.key


def card_in(state_or_view: Any, card_id: int | None) -> Any:
    """The card ``card_id`` of a :class:`State` (a Card) or of a seat's View (a CardView),
    or None when there is no such card or the view's seat cannot see it.  Lets a module's
    :meth:`GameModule.describe_command` work from either."""
    if card_id is None:
        return None
    if isinstance(state_or_view, State):
        return state_or_view.cards.get(card_id)
    for zone in state_or_view.zones.values():
        for card in zone.cards:
            if card.id == card_id:
                return card
    return None


class GameModule:
    """Base class of game modules.  Subclasses set the class attributes and override what
    their game needs; the defaults are a rules-free physical table."""

    id: str = ""
    version: str = "1"
    title: str = ""
    min_seats: int = 1
    max_seats: int = 6

    # -- what the game offers beyond a table: declared, so nobody has to probe for it --------

    #: the game can enforce its rules (``validate``/``apply``/``after``/``legal_commands``
    #: and :meth:`decision` mean something)
    has_rules: bool = False
    #: computer players can take seats (:meth:`bot_levels`, :meth:`bot_command`)
    has_bots: bool = False
    #: decklists can be read and written (:meth:`parse_deck` and the deck hooks)
    reads_decks: bool = False
    #: a finished game has a score sheet (:meth:`final_scores`)
    keeps_scores: bool = False
    #: where pictures of the cards may be downloaded from, by normalised card name
    #: (``https://.../{name}.jpg``); "" for a game whose faces are only drawn
    card_images: str = ""
    #: a seat may play a deck of a user's own card images (:meth:`picture_deck`)
    plays_picture_folders: bool = False

    # -- the table --------------------------------------------------------------------------

    def layout(self, seats: int) -> Layout:
        raise NotImplementedError

    def how_to_play(self) -> tuple[Message, ...]:
        """Help > Rules reference for a game without a rules digest (``rules/<id>.md`` in the
        resources): a heading, then paragraphs.  None by default."""
        return ()

    def face(self, catalog: str, language: str = "en") -> CardFace:
        """How the card ``catalog`` looks, for the renderer and the log."""
        raise NotImplementedError

    def card_name(self, catalog: str, language: str = "en") -> str:
        return self.face(catalog, language).title

    def by_hand(self, view: View, cmd: C.Command) -> C.Command:
        """What a table command made by hand on the table (a drag, a counter, a flip) means
        in this game for ``view.seat`` now: itself by default.  A rules game may bind it to
        the card whose effect the player is applying, so the step is taken, checked and
        logged as that card's (the UI never knows which game it is)."""
        return cmd

    def card_actions(self, view: View, card: CardView) -> list[tuple[Message, C.Command]]:
        """The game's own moves for ``card`` as ``view.seat`` sees it ("To torpor", "Burn"),
        offered on the card's context menu after the table's: ``(label, command)`` pairs,
        each command given by ``view.seat``.  They go through the session like any other,
        so with the rules on a move the rules forbid is refused with the rule's sentence.
        None by default."""
        return []

    def new_state(self, spec: GameSpec) -> State:
        """An empty table with the layout's zones and tokens; :meth:`setup` deals."""
        from .rng import seed_words

        n = len(spec.seats)
        if not self.min_seats <= n <= self.max_seats:
            raise ValueError(f"{self.id} is played by {self.min_seats} to {self.max_seats} seats")
        state = State(
            game=self.id,
            game_version=self.version,
            seed=spec.seed,
            rules=spec.rules and self.has_rules,
            options=dict(spec.options),
            rng=seed_words(spec.seed),
        )
        from .model import Seat, Token

        for i, seat in enumerate(spec.seats):
            state.seats.append(
                Seat(
                    index=i,
                    name=seat.name or f"Player {i + 1}",
                    colour=seat.colour or SEAT_COLOURS[i % len(SEAT_COLOURS)],
                    bot=seat.bot,
                )
            )
        lay = self.layout(n)
        for zs in lay.zones:
            owners = range(n) if zs.per_seat else [None]
            for owner in owners:
                zid = zone_id(zs, owner)
                state.zones[zid] = Zone(
                    id=zid,
                    label=zs.label,
                    kind=zs.kind,
                    visibility=zs.visibility,
                    owner=owner,
                    face_up=zs.face_up,
                    role=zs.role,
                )
        for ts in lay.tokens:
            state.tokens[ts.id] = Token(id=ts.id, label=ts.label)
        self.setup(state, spec)
        return state

    def new_game(self, spec: GameSpec) -> State:
        """The first table of a game that starts now: :meth:`new_state`, once its decks are
        found legal (:meth:`refused_decks`) in a rules game that is not casual (the option
        :data:`~vtt.core.decks.CASUAL`); raises :class:`~vtt.core.decks.DecksRefused` with
        every reason otherwise.  Loading a save or a replay deals with :meth:`new_state`
        alone: a game once started stays playable."""
        if spec.rules and self.has_rules and not spec.options.get(CASUAL):
            problems = self.refused_decks(spec)
            if problems:
                names = [seat.name or f"Player {i + 1}" for i, seat in enumerate(spec.seats)]
                raise DecksRefused(problems, names)
        return self.new_state(spec)

    def setup(self, state: State, spec: GameSpec) -> None:
        """Deal the game (decks, starting counters).  Must use only ``state.rng``."""

    def prepare(self) -> None:
        """Load what the module needs before a game (a card database).  May take seconds on a
        first start, so the UI calls it from a worker thread: it must be thread-safe."""

    # -- decks ----------------------------------------------------------------------------------

    def deck_presets(self, language: str = "en") -> list[tuple[str, str]]:
        """Built-in decks a seat can pick: ``(deck id for SeatSpec.deck, label)``."""
        return []

    def parse_deck(self, text: str, language: str = "en") -> DeckReport:
        """Read a decklist (any format the game's players use)."""
        raise NotImplementedError

    def export_deck(self, report: DeckReport, fmt: str) -> str:
        """Write a deck in one of :meth:`deck_formats`."""
        raise NotImplementedError

    def deck_formats(self) -> list[str]:
        return []

    def picture_deck(self, folder: str) -> tuple[str, int, list[Message]]:
        """A seat's deck of the card images in ``folder``: its text for ``SeatSpec.deck``,
        its number of cards and one-line messages about what was left out (a bad line of
        the folder's list).  Raises :class:`~vtt.core.messages.Rejected` with a one-line
        reason when the folder holds no deck."""
        raise NotImplementedError

    def preset_deck(self, deck_id: str, language: str = "en") -> DeckReport:
        """The decklist of one of :meth:`deck_presets`; KeyError for an unknown id."""
        raise KeyError(deck_id)

    def deck_section_label(self, section: str) -> Message:
        """The heading of a deck section (``DeckEntry.section``) in the deck dialog."""
        return DECK_SECTIONS.get(section) or Message("DeckDialog", section)

    def deck_rules(self) -> list[DeckRules]:
        """The deck-construction rules :meth:`check_deck` knows, the default first."""
        return []

    def refused_decks(self, spec: GameSpec) -> list[DeckProblem]:
        """Why the seats' decks of ``spec`` may not be played by the game's rulebook, every
        reason of every seat; empty when they may (the default: a game with no deck rules).
        A deck that cannot be read at all is left to :meth:`setup` to refuse."""
        return []

    def check_deck(self, report: DeckReport, rules: str, players: int) -> list[Message]:
        """Warnings (never blockers) for ``report`` under the rules ``rules`` (an id of
        :meth:`deck_rules`) at a table of ``players``."""
        return []

    # -- rules (only called when the game has them switched on) -----------------------------

    def validate(self, state: State, cmd: C.Command) -> None:
        """Raise :class:`~vtt.core.messages.Rejected` when the rules forbid ``cmd``."""

    def apply(self, state: State, cmd: C.Command, out: Outcome) -> bool:
        """Apply a module command; return False for commands the table handles itself."""
        return False

    def after(self, state: State, cmd: C.Command, out: Outcome) -> None:
        """Bookkeeping that follows an accepted command (unlock at turn start, refill...)."""

    def legal_commands(self, state: State, seat: int) -> list[C.Command]:
        """What a bot or a hint may choose from."""
        return []

    # -- computer players (only asked when the game's rules are on) ------------------------------

    def bot_levels(self) -> tuple[str, ...]:
        """The levels of the game's computer players (values of ``Seat.bot``); none by default."""
        return ()

    def bot_level_label(self, level: str) -> Message:
        """A bot level in words, for the new-game dialog, the LAN lobby and the log."""
        return BOT_LEVEL_LABELS.get(level) or Message("Bots", level)

    def bot_to_move(self, state: State) -> int | None:
        """The seat with ``Seat.bot`` set whose decision the game waits for now, if any: by
        default the first bot seat among :meth:`decision`'s seats."""
        decision = self.decision(state)
        if decision is None:
            return None
        seats = range(len(state.seats))
        return next((s for s in decision.seats if s in seats and state.seats[s].bot), None)

    def bot_command(self, state: State, seat: int) -> C.Command | None:
        """What the bot of ``seat`` plays now (at its level ``state.seats[seat].bot``), chosen
        only from what ``seat`` may know; None when it has nothing to play."""
        return None

    def event_text(self, key: str, args: dict[str, Any]) -> Message | None:
        """The log sentence of a :class:`~vtt.core.events.ModuleEvent` whose ``key`` is a short
        name rather than the English template itself: a translatable template with its
        arguments (seat numbers under ``seat``, ``predator`` and ``target`` become names in
        the log, and so do catalogue ids under a key ending in ``_card``, or lists of them
        under one ending in ``_cards``, become card names).  None: the key is the template
        (the default)."""
        return None

    def table_text(self, event: Event, view: View) -> Message | None:
        """A table event (a card's move, a reveal...) in the game's words for the log, seen
        in ``view``: a translatable template the log fills with ``seat`` (who did it),
        ``card``, ``zone``, and for a move ``src`` and ``dst`` (the zones), ``src_owner`` and
        ``dst_owner`` (the zones' seats), besides its own arguments (see :meth:`event_text`
        for cards named in them).  None: the table's own sentence; :data:`UNSAID`: no
        line."""
        return None

    def describe_command(
        self, cmd: C.Command, state_or_view: Any, seat: int, language: str = "en"
    ) -> Message:
        """``cmd`` in a player's words, for the decisions panel ("Block with Bronwen"): a
        translatable :class:`Message` (template marked with QT_TRANSLATE_NOOP, card names
        from :meth:`card_name` in ``language`` in its arguments).  ``state_or_view`` is the
        host's State or ``seat``'s View (see :func:`card_in`).  The default is the command's
        type tag."""
        return Message("Commands", str(type(cmd).__struct_config__.tag))

    def command_group(
        self, cmd: C.Command, state_or_view: Any, seat: int, language: str = "en"
    ) -> Message:
        """The heading ``cmd`` is listed under in the decisions panel ("Actions of Anson",
        "Transfers", card names in ``language``); commands with the same heading are shown
        together.  The default is the command's type tag."""
        return Message("Commands", str(type(cmd).__struct_config__.tag))

    def decision(self, state: State) -> Decision | None:
        """The decision the game waits for now; None when nobody must decide (rules off, a
        game over, or a game that never waits).  Only called with the rules on."""
        return None

    def turn_text(self, view: View) -> Message | None:
        """Where the game stands, in its own words, for the status bar ("Round 2 of 8 -
        Phase C: enter a building - Carla"), made from a seat's view; None: the generic
        turn number, active seat and phase."""
        return None

    def view_data(self, state: State, seat: int) -> dict[str, Any]:
        """The part of ``state.data`` that ``seat`` may see (hide secrets here)."""
        return {}

    def final_scores(self, state: State) -> ScoreSheet | None:
        """The final score sheet once the game is over (the desktop app then shows it);
        None while the game goes on, and for games that keep no score."""
        return None

    def statistics(self) -> GameStatistics | None:
        """How the game went, in numbers computed from one seat's view (the Statistics dock,
        replays, ``vtt stats``); None for a game that keeps none."""
        return None
