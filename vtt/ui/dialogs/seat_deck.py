"""The Deck column of the new-game dialog: one widget per seat, built from what the game
declares it reads.

A game that reads decklists (:attr:`~vtt.core.module.GameModule.reads_decks`) gets a list
of its built-in decks and of the decks imported for the seat, with Import…; a game that
plays folders of card images (:attr:`~vtt.core.module.GameModule.plays_picture_folders`)
gets the same list with its demo deck and a "Folder…" entry (:mod:`.folder_deck_picker`,
added by the dialog); any other game gets no Deck column at all.  A seat keeps its choice
for each game, so switching the game box there and back changes nothing; a new seat starts
on a built-in deck of its own (the first seat the first, the second the second...), so no
two seats get the same by default.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QPushButton, QWidget

from ...core.decks import DeckProblem
from ...core.module import GameModule
from ..words import message_text


class SeatDeck(QWidget):
    """A seat's deck from a game's decklists: built-in or imported (Import… asks the dialog,
    which hands the result to :meth:`add_imported`)."""

    def __init__(self, index: int, import_deck: Callable[[SeatDeck], None]):
        super().__init__()
        self.index = index
        self.game = ""
        # per game id: the deck chosen for this seat (a SeatSpec.deck value)
        self.chosen: dict[str, str] = {}
        # per game id: the decks imported for this seat, as (decklist text, label) like the
        # game's presets (deck id, label)
        self.imported: dict[str, list[tuple[str, str]]] = {}
        box = QHBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        self.combo = QComboBox()
        self.combo.setMinimumWidth(200)
        self.combo.activated.connect(self.remember)
        self.import_button = QPushButton(
            QCoreApplication.translate("NewGameDialog", "Import\u2026")
        )
        self.import_button.clicked.connect(lambda: import_deck(self))
        box.addWidget(self.combo, 1)
        box.addWidget(self.import_button)

    def show_game(
        self,
        game: str,
        presets: list[tuple[str, str]] | None,
        empty: str = "",
        imports: bool = True,
    ) -> None:
        """List the decks of ``game``: its built-in ``presets`` (None while they load) and
        this seat's imports, on the deck chosen before for this game or the seat's own.
        ``empty`` names the game's default deck when it has no presets; ``imports`` shows
        Import…."""
        self.game = game
        self.import_button.setVisible(imports)
        self.combo.clear()
        if presets is None:
            self.combo.addItem(
                QCoreApplication.translate("NewGameDialog", "Loading the decks\u2026"), ""
            )
            self.combo.setEnabled(False)
            return
        self.combo.setEnabled(True)
        for deck_id, label in [*presets, *self.imported.get(game, [])]:
            self.combo.addItem(label, deck_id)
        if self.combo.count() == 0:
            self.combo.addItem(
                empty or QCoreApplication.translate("NewGameDialog", "Default deck"), ""
            )
        if not self.restore():  # the seat's own built-in deck
            self.combo.setCurrentIndex(self.index % len(presets) if presets else 0)

    def restore(self) -> bool:
        """Select the deck chosen before for this game, if it is listed."""
        at = self.combo.findData(self.chosen[self.game]) if self.game in self.chosen else -1
        if at >= 0:
            self.combo.setCurrentIndex(at)
        return at >= 0

    def add_imported(self, label: str, text: str) -> None:
        self.imported.setdefault(self.game, []).append((text, label))
        self.combo.addItem(label, text)
        self.combo.setCurrentIndex(self.combo.count() - 1)
        self.remember()

    def deck(self) -> str:
        """The chosen deck (a ``SeatSpec.deck``); "" for the game's default."""
        return (self.combo.currentData() or "") if self.combo.isEnabled() else ""

    def remember(self, *_args) -> None:
        """Keep the selected deck as this seat's choice for the game (not the "Folder…"
        entry, which only opens the folder chooser)."""
        data = self.combo.currentData() or ""
        if not data.startswith("\x00"):
            self.chosen[self.game] = data


def deck_column(module: GameModule) -> type[SeatDeck] | None:
    """The per-seat deck widget of ``module``'s games, from what it declares; None: the game
    reads no decks nor folders of images, and the dialog shows no Deck column."""
    return SeatDeck if module.reads_decks or module.plays_picture_folders else None


def refusal_text(problems: list[DeckProblem], names: list[str]) -> str:
    """Why a rules game cannot start with these decks, one line per reason, in the user's
    language: the player's name, then the game's reason."""
    lines = [
        QCoreApplication.translate("NewGameDialog", "{player}: {reason}").format(
            player=names[p.seat] if 0 <= p.seat < len(names) else str(p.seat + 1),
            reason=message_text(p.reason),
        )
        for p in problems
    ]
    return "\n".join(lines)
