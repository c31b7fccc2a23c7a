"""The VTES game module: Vampire: The Eternal Struggle on the table, with or without the
rules.

It ties the parts of the package together for the session and the UI: the layout
(:mod:`.layout`), the cards (:mod:`.cards`, :mod:`.faces`), decks (:mod:`.decklists`,
:mod:`.deck_check`, :mod:`.precons`), set-up (:mod:`.setup`, :mod:`.seating`) and the
table helpers (:mod:`.manual`).  With ``GameSpec.rules`` on, the rules engine
(``vtt.games.vtes.rules``) validates, applies and books every command, says which
decision the game waits for (:meth:`VtesModule.decision`) and lists its legal commands.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, cast

from ...core import commands as C
from ...core.decks import DeckProblem, DeckReport, DeckRules
from ...core.faces import CardFace
from ...core.messages import QT_TRANSLATE_NOOP, Message
from ...core.model import State
from ...core.module import Decision, GameModule, GameSpec, Layout
from ...core.scores import ScoreSheet
from ...core.table import Outcome
from ...core.views import CardView, View
from . import manual
from .card_actions import card_actions
from .cards import load_cards
from .deck_check import RULES_2018, V5, check_deck, refused_decks
from .decklists import FORMATS, export_deck, parse_deck
from .faces import card_face
from .layout import MAX_SEATS, vtes_layout
from .precons import deck_presets, precon_report
from .rules import bots, describe, engine, legal
from .rules.cardrules import card_rules
from .setup import REFILL, deal

#: the headings of a VTES deck's two sections in the deck dialog
_SECTIONS = {
    "crypt": QT_TRANSLATE_NOOP("vtes", "Crypt"),
    "library": QT_TRANSLATE_NOOP("vtes", "Library"),
}


class VtesModule(GameModule):
    id = "vtes"
    version = "1"
    title = QT_TRANSLATE_NOOP("Games", "Vampire: The Eternal Struggle").text
    min_seats = 2
    max_seats = MAX_SEATS
    has_rules = True
    has_bots = True
    reads_decks = True
    keeps_scores = True
    card_images = "https://static.krcg.org/card/{name}.jpg"

    # -- the table --------------------------------------------------------------------------

    def layout(self, seats: int) -> Layout:
        return vtes_layout()

    def face(self, catalog: str, language: str = "en") -> CardFace:
        """The face of ``vtes:<id>``; loads the card database on first use.  An unknown id
        gets a blank face naming it, so a stale save still draws."""
        try:
            card = load_cards().get(catalog)
        except KeyError:
            return CardFace(title=catalog, kind="?")
        return card_face(card, language)

    def by_hand(self, view: View, cmd: C.Command) -> C.Command:
        """With the rules on, a table step while a card the viewer played is still open is
        that card's step (``vtes_as_card``): see :func:`.rules.engine.by_hand`."""
        return engine.by_hand(view, cmd) if view.rules else cmd

    def card_actions(self, view: View, card: CardView) -> list[tuple[Message, C.Command]]:
        """To torpor, out of torpor, to the ash heap, burn (:mod:`.card_actions`)."""
        return card_actions(view, card)

    def setup(self, state: State, spec: GameSpec) -> None:
        """Seating, decks (a random V5 starter for an empty deck), 30 pool, 4 uncontrolled,
        7 in hand, the Edge in the middle (vtes.md §3); see :mod:`.setup`."""
        deal(state, spec, load_cards())
        if state.rules:
            engine.init(state)

    # -- decks ------------------------------------------------------------------------------

    def deck_presets(self, language: str = "en") -> list[tuple[str, str]]:
        return deck_presets(language)

    def parse_deck(self, text: str, language: str = "en") -> DeckReport:
        """Read a decklist and add the Fifth Edition deck-building warnings."""
        report = parse_deck(text, language)
        if report.entries:
            report.warnings.extend(check_deck(report))
        return report

    def preset_deck(self, deck_id: str, language: str = "en") -> DeckReport:
        return precon_report(deck_id, language)

    def deck_section_label(self, section: str) -> Message:
        return _SECTIONS.get(section) or super().deck_section_label(section)

    def deck_rules(self) -> list[DeckRules]:
        return [
            DeckRules(id=V5, name=QT_TRANSLATE_NOOP("VtesDeck", "Fifth Edition rules")),
            DeckRules(
                id=RULES_2018, name=QT_TRANSLATE_NOOP("VtesDeck", "2018 rules"), players=True
            ),
        ]

    def refused_decks(self, spec: GameSpec) -> list[DeckProblem]:
        """The rulebook's deck limits of the game's edition, seat by seat (see
        :func:`.deck_check.refused_decks`)."""
        return refused_decks(spec, load_cards())

    def check_deck(self, report: DeckReport, edition: str = V5, players: int = 5) -> list[Message]:
        """Deck-building warnings under the V5 (default) or ``"2018"`` rules."""
        return check_deck(report, edition, players)

    def export_deck(self, report: DeckReport, fmt: str) -> str:
        return export_deck(report, fmt)

    def deck_formats(self) -> list[str]:
        return list(FORMATS)

    # -- commands ---------------------------------------------------------------------------

    def apply(self, state: State, cmd: C.Command, out: Outcome) -> bool:
        """The VTES helpers (:mod:`.manual`); with the rules off also the hand refill after a
        card is played from hand.  (Turns follow the seating through the core's
        ``State.seating``.)"""
        if state.rules:
            return engine.apply(state, cmd, out)
        handler = cast(Callable[..., None] | None, manual.HANDLERS.get(type(cmd)))
        if handler is not None:
            handler(state, cmd, out, load_cards())
            return True
        if isinstance(cmd, C.Move):
            manual.move_with_refill(state, cmd, out)
            return True
        return False

    def view_data(self, state: State, seat: int) -> dict[str, Any]:
        """The refill switches are public; so is the rules' bookkeeping (see
        :func:`.rules.engine.view_data`)."""
        data = {key: list(state.data[key]) for key in (REFILL,) if key in state.data}
        if state.rules:
            data.update(engine.view_data(state, seat))
        return data

    # -- rules (vtt.games.vtes.rules; called only when the game's rules are on) ----------------

    def validate(self, state: State, cmd: C.Command) -> None:
        engine.validate(state, cmd)

    def after(self, state: State, cmd: C.Command, out: Outcome) -> None:
        engine.after(state, cmd, out)

    def legal_commands(self, state: State, seat: int) -> list[C.Command]:
        return legal.legal_commands(state, seat)

    def decision(self, state: State) -> Decision | None:
        return engine.pending_decision(state)

    def prepare(self) -> None:
        """The card database (a cache decode, or a first build from krcg's lists) and the
        requirements read from the card texts, so the first card check pays no load."""
        load_cards()
        card_rules()

    def final_scores(self, state: State) -> ScoreSheet | None:
        """The score screen, once a rules-enforced game is over (vtes.md §16.2)."""
        if not state.rules or state.data.get("rules", {}).get("phase") != "over":
            return None
        from .rules.scoring import score_sheet

        return score_sheet(state)

    def bot_levels(self) -> tuple[str, ...]:
        return bots.LEVELS

    def bot_command(self, state: State, seat: int) -> C.Command | None:
        return bots.bot_move(state, seat, state.seats[seat].bot or "random")

    def event_text(self, key: str, args: dict[str, Any]) -> Message | None:
        """The engine's log events (ousting too, by hand or by the rules), then the table
        helpers' own (the automatic replacement switched on or off)."""
        found = engine.event_text(key, args)
        if found is None and key in manual.EVENT_TEXTS:
            found = manual.EVENT_TEXTS[key].with_args(**args)
        return found

    def describe_command(
        self, cmd: C.Command, state_or_view: Any, seat: int, language: str = "en"
    ) -> Message:
        return describe.describe(
            self, cmd, state_or_view, seat, language
        ) or super().describe_command(cmd, state_or_view, seat, language)

    def command_group(
        self, cmd: C.Command, state_or_view: Any, seat: int, language: str = "en"
    ) -> Message:
        return describe.group(self, cmd, state_or_view, seat, language) or super().command_group(
            cmd, state_or_view, seat, language
        )

    def statistics(self):  # the series of the Statistics dock and of replays
        from .statistics import VtesStatistics

        return VtesStatistics()
