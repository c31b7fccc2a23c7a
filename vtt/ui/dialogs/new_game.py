"""Game > New…: choose the game, the seats (names, colours, decks), seating, seed and rules.

The dialog produces a :class:`~vtt.core.module.GameSpec`; :func:`create_session` turns it
into a running :class:`~vtt.core.session.Session`.  Seating "at random" shuffles the listed
seats with the game's seed, so the same seed gives the same seating; "as listed" seats them
in the order shown.  The Deck column (:mod:`.seat_deck`) is there only for games that read
decks; a rules game whose decks break the game's rulebook is refused with every reason,
unless "Casual game" is ticked.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMessageBox,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...core.decks import CASUAL, DecksRefused
from ...core.module import SEAT_COLOURS, GameModule, GameSpec, SeatSpec
from ...core.session import Session
from ...games import game_ids, get_game
from ..bots import level_name
from ..preparing import prepare_module
from ..words import game_title
from .colour_button import ColourButton
from .deck_dialog import DeckDialog
from .folder_deck_picker import FolderDeckPicker
from .seat_deck import SeatDeck, deck_column, refusal_text

MAX_SEED = 2**31 - 1


def create_session(spec: GameSpec) -> Session:
    """The new game of ``spec``; :class:`~vtt.core.decks.DecksRefused` when it is a rules
    game whose decks its rulebook forbids (and not a casual one)."""
    module = get_game(spec.game)
    return Session(module.new_game(spec), module, spec)


# the columns of the seats' grid
_NUMBER, _NAME, _COLOUR, _PLAYER, _DECK = range(5)


class _SeatRow:
    """The widgets of one seat: number, name, colour, player and deck."""

    def __init__(self, dialog: NewGameDialog, index: int):
        self.name = QLineEdit()
        self.name.setMinimumWidth(140)
        self.colour = ColourButton(SEAT_COLOURS[index % len(SEAT_COLOURS)])
        self.deck = SeatDeck(index, dialog.import_deck)
        #: "Folder…": a deck of the user's own card images
        self.folders = FolderDeckPicker(self.deck.combo, dialog)
        self.folders.found.connect(dialog.add_folder_deck)
        self.folders.found.connect(lambda *_: self.deck.remember())
        self.folders.problem.connect(dialog.error.setText)
        self.number = QLabel(str(index + 1))
        self.player = QComboBox()
        self.player.setToolTip(
            QCoreApplication.translate(
                "NewGameDialog",
                "A person at this computer, or a computer player (games with their rules on)",
            )
        )

    def widgets(self) -> list[QWidget]:
        return [self.number, self.name, self.colour, self.player, self.deck]


class NewGameDialog(QDialog):
    def __init__(
        self,
        default_name: str,
        default_colour: str,
        language: str,
        game: str = "",
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        self.language = language
        self.default_name, self.default_colour = default_name, default_colour
        box = QVBoxLayout(self)
        form = QFormLayout()
        self.game = QComboBox()
        for gid in game_ids():
            try:
                module = get_game(gid)
            except ImportError:  # a game whose dependencies are missing is not offered
                continue
            self.game.addItem(game_title(module), gid)
        self.game.setCurrentIndex(max(0, self.game.findData(game)))
        form.addRow(self.tr("Game:"), self.game)
        self.seats = QSpinBox()
        form.addRow(self.tr("Players:"), self.seats)
        box.addLayout(form)

        group = QGroupBox(self.tr("Seats"))
        self.grid = QGridLayout(group)
        self.headers = [
            QLabel(title)
            for title in (
                self.tr("#"),
                self.tr("Name"),
                self.tr("Colour"),
                self.tr("Player"),
                self.tr("Deck"),
            )
        ]
        for col, header in enumerate(self.headers):
            self.grid.addWidget(header, 0, col)
        self.rows: list[_SeatRow] = []
        #: decks of card-image folders chosen so far: (label, deck text, tooltip)
        self.folder_decks: list[tuple[str, str, str]] = []
        box.addWidget(group)

        options = QFormLayout()
        self.as_listed = QRadioButton(self.tr("As listed"))
        self.random_seating = QRadioButton(self.tr("At random"))
        self.as_listed.setChecked(True)
        seating = QWidget()
        seating_box = QVBoxLayout(seating)
        seating_box.setContentsMargins(0, 0, 0, 0)
        seating_box.addWidget(self.as_listed)
        seating_box.addWidget(self.random_seating)
        options.addRow(self.tr("Seating:"), seating)
        self.seed = QLineEdit(str(random.SystemRandom().randrange(MAX_SEED)))
        self.seed.setToolTip(self.tr("The same seed and the same moves give the same game."))
        options.addRow(self.tr("Seed:"), self.seed)
        self.rules = QCheckBox(self.tr("Enforce the rules"))
        self.casual = QCheckBox(self.tr("Casual game: allow any deck"))
        self.casual.setToolTip(
            self.tr("With the rules on, decks must follow the game's deck-building rules.")
        )
        rules_box = QWidget()
        rules_layout = QVBoxLayout(rules_box)
        rules_layout.setContentsMargins(0, 0, 0, 0)
        rules_layout.addWidget(self.rules)
        rules_layout.addWidget(self.casual)
        options.addRow(self.tr("Rules:"), rules_box)
        box.addLayout(options)
        self.error = QLabel()
        self.error.setStyleSheet("color: #b00020;")
        box.addWidget(self.error)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        box.addWidget(self.buttons)

        self.game.currentIndexChanged.connect(self._game_changed)
        self.rules.toggled.connect(self._rules_toggled)
        self.seats.valueChanged.connect(self._show_rows)
        #: games whose data is loaded (their built-in decks can be listed)
        self._prepared: set[str] = set()
        self._game_changed()

    # -- game and seats ----------------------------------------------------------------------

    def module(self) -> GameModule:
        return get_game(self.game.currentData())

    def _game_changed(self) -> None:
        module = self.module()
        self.seats.blockSignals(True)
        self.seats.setRange(max(2, module.min_seats), max(2, module.max_seats))
        self.seats.setValue(min(max(self.seats.value(), 4, module.min_seats), module.max_seats))
        self.seats.blockSignals(False)
        self.rules.setEnabled(module.has_rules)
        self.rules.setChecked(module.has_rules)
        self._rules_toggled(self.rules.isChecked())
        for row in self.rows:
            self._fill_players(row)
        self._decks_ready(module)
        if module.id not in self._prepared:  # its decks may need the card database
            prepare_module(module, self, lambda: self._prepared_now(module))

    def _rules_toggled(self, on: bool) -> None:
        for row in self.rows:
            row.player.setEnabled(on and row.player.count() > 1)
        self.casual.setVisible(deck_column(self.module()) is not None)
        self.casual.setEnabled(on and self.rules.isEnabled())

    def _prepared_now(self, module: GameModule) -> None:
        self._prepared.add(module.id)
        if module is self.module():  # the user may have picked another game meanwhile
            self._decks_ready(module)

    def _presets(self) -> list[tuple[str, str]] | None:
        """The built-in decks of the chosen game; None while its data is loading."""
        module = self.module()
        return module.deck_presets(self.language) if module.id in self._prepared else None

    def _decks_ready(self, module: GameModule) -> None:
        """Show the chosen game's decks (each seat on its own choice for that game); the
        dialog cannot be accepted before a game that reads decks has them listed."""
        for row in self.rows:
            self._fill_decks(row)
        loading = deck_column(module) is not None and module.id not in self._prepared
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not loading)
        self._show_rows()

    def _fill_players(self, row: _SeatRow) -> None:
        """A person, or one of the game's bot levels (bots play only with the rules on)."""
        row.player.clear()
        row.player.addItem(self.tr("Person"), "")
        for level in self.module().bot_levels() if self.module().has_bots else ():
            row.player.addItem(level_name(self.module(), level), level)
        row.player.setEnabled(row.player.count() > 1 and self.rules.isChecked())

    def _fill_decks(self, row: _SeatRow) -> None:
        module = self.module()
        if deck_column(module) is None:
            return
        folders = module.plays_picture_folders
        row.deck.show_game(
            module.id,
            self._presets(),
            empty=self.tr("Demo deck") if folders else self.tr("Default deck"),
            imports=module.reads_decks,
        )
        row.folders.offer(module)
        if folders:
            for deck in self.folder_decks:
                row.folders.add_deck(*deck)
            row.deck.restore()

    def add_folder_deck(self, label: str, text: str, tooltip: str) -> None:
        """A seat chose a folder of card images: every seat may pick the same deck."""
        if all(deck[1] != text for deck in self.folder_decks):
            self.folder_decks.append((label, text, tooltip))
        for row in self.rows:
            row.folders.add_deck(label, text, tooltip)

    def _show_rows(self) -> None:
        n = self.seats.value()
        while len(self.rows) < n:
            index = len(self.rows)
            row = _SeatRow(self, index)
            if index == 0:
                row.name.setText(self.default_name)
                row.colour.set_colour(self.default_colour)
            else:
                row.name.setText(self.tr("Player {n}").format(n=index + 1))
            self._fill_decks(row)
            self._fill_players(row)
            for col, widget in enumerate(row.widgets()):
                self.grid.addWidget(widget, index + 1, col)
            self.rows.append(row)
        decks = deck_column(self.module()) is not None
        self.headers[_DECK].setVisible(decks)
        for index, row in enumerate(self.rows):
            for col, widget in enumerate(row.widgets()):
                widget.setVisible(index < n and (col != _DECK or decks))

    def import_deck(self, seat_deck: SeatDeck) -> None:
        dialog = DeckDialog(self.module(), self.language, self, players=self.seats.value())
        if dialog.exec() != QDialog.DialogCode.Accepted or dialog.report is None:
            return
        report = dialog.report
        total = sum(e.count for e in report.entries)
        label = self.tr("Imported: {name} ({n} cards)").format(
            name=report.name or self.tr("deck"), n=total
        )
        seat_deck.add_imported(label, dialog.deck_text())

    # -- the result --------------------------------------------------------------------------

    def seed_value(self) -> int | None:
        try:
            value = int(self.seed.text().strip())
        except ValueError:
            return None
        return value if 0 <= value <= MAX_SEED else None

    def spec(self) -> GameSpec:
        """The game as chosen; call after :meth:`seed_value` was checked."""
        seed = self.seed_value() or 0
        decks = deck_column(self.module()) is not None
        seats = [
            SeatSpec(
                name=row.name.text().strip() or self.tr("Player {n}").format(n=i + 1),
                colour=row.colour.colour(),
                deck=row.deck.deck() if decks else "",
                bot=(row.player.currentData() or "") if self.rules.isChecked() else "",
            )
            for i, row in enumerate(self.rows[: self.seats.value()])
        ]
        if self.random_seating.isChecked():
            random.Random(seed).shuffle(seats)
        rules = self.rules.isChecked() and self.rules.isEnabled()
        casual = rules and self.casual.isChecked() and self.casual.isVisibleTo(self)
        return GameSpec(
            game=self.game.currentData(),
            seats=seats,
            seed=seed,
            rules=rules,
            options={CASUAL: True} if casual else {},
        )

    def _accept(self) -> None:
        if self.seed_value() is None:
            self.error.setText(
                self.tr("The seed must be a whole number from 0 to {max}.").format(max=MAX_SEED)
            )
            return
        spec = self.spec()
        module = self.module()
        if spec.rules and not spec.options.get(CASUAL) and module.id in self._prepared:
            problems = module.refused_decks(spec)
            if problems:
                show_refused_decks(self, DecksRefused(problems, [s.name for s in spec.seats]))
                return
        self.accept()


def show_refused_decks(parent: QWidget, refused: DecksRefused) -> None:
    """The dialog that says why a rules game cannot start with its decks, every reason."""
    QMessageBox.warning(
        parent,
        QCoreApplication.translate("NewGameDialog", "Decks not allowed"),
        QCoreApplication.translate(
            "NewGameDialog",
            "These decks break the game's deck-building rules:\n\n{reasons}\n\n"
            'Choose other decks, or tick "Casual game" to play them anyway.',
        ).format(reasons=refusal_text(refused.problems, refused.names)),
    )
