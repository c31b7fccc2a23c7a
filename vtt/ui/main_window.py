"""The main window: the table in the middle, dockable panels around it, menus and status.

It owns the game's life cycle for the user: new, open, save, autosave (the files
themselves: :class:`~.game_files.GameFiles`, off the UI thread), undo/redo through
commands, who is viewing (hot-seat), and asking before unsaved changes are lost.  It talks
to the game through a :class:`~.controller.GameController`; the local game's
:class:`~vtt.core.session.Session` is reached for saving and undo state.
"""

from __future__ import annotations

import importlib.util
import logging
import sys
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QProcess, Qt, QTimer
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QDragEnterEvent,
    QDropEvent,
    QKeySequence,
)
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDockWidget,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QWidget,
)

from ..core import commands as C
from ..core.decks import DecksRefused
from ..core.folders import saves_dir
from ..core.module import GameSpec
from ..core.pictures import missing_folders
from ..core.saves import EXTENSION
from ..core.session import Session
from ..core.views import View
from ..games import default_game, game_ids, get_game
from ..settings import Settings
from .background import BackgroundTask
from .bots import BotDriver
from .console.console_widget import ConsolePanel
from .controller import GameController, LocalController
from .game_files import GameFiles
from .panels.decision_panel import DecisionPanel, deciders, decision_text
from .panels.log_panel import LogPanel
from .panels.preview_panel import CardPreviewPanel
from .panels.seats_panel import SeatsPanel
from .preparing import prepare_module
from .render.card_renderer import CardRenderer, shared_renderer
from .table import TableView
from .words import message_text, waiting_text

if TYPE_CHECKING:  # the dialogs load when first used
    from ..net.host import HostServer
    from .dialogs.deck_dialog import DeckDialog
    from .dialogs.score_sheet import ScoreSheetDialog
    from .net.dialogs import LobbyWindow
    from .panels.statistics_panel import StatisticsPanel

log = logging.getLogger(__name__)

#: the panels' column: its width, and the share of its height each panel starts with
#: (card preview, seats, decisions, game log, console); at 1080p the preview shows a whole
#: card and its text without scrolling
DOCK_WIDTH = 330
DOCK_HEIGHTS = (560, 160, 230, 110, 50)


class MainWindow(QMainWindow):
    def __init__(self, settings: Settings, language: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("main_window")
        self.settings, self.language = settings, language
        self.controller: GameController | None = None
        #: the file the game was opened from or last saved to
        self.path: Path | None = None
        #: changes since the last save (asked about before the game is dropped)
        self.dirty = False
        self._autosave_due = False
        self.files = GameFiles(settings, self)
        self.files.opened.connect(self._opened)
        self.files.saved.connect(self._saved)
        self.files.save_failed.connect(self._save_failed)
        # the game's widgets, made for each controller (use_controller)
        self.table: TableView | None = None
        self.preview: CardPreviewPanel | None = None
        self.log_panel: LogPanel | None = None
        self.seats_panel: SeatsPanel | None = None
        self.console: ConsolePanel | None = None
        self.decisions: DecisionPanel | None = None
        self.statistics: StatisticsPanel | None = None
        self.docks: list[QDockWidget] = []
        #: paces the bots of a local game (None for a LAN client)
        self.bots: BotDriver | None = None
        #: the LAN game this window hosts, and its lobby (vtt/ui/net/dialogs.py)
        self.lan_host: HostServer | None = None
        self.lan_lobby: LobbyWindow | None = None
        self.deck_dialog: DeckDialog | None = None
        self.score_dialog: ScoreSheetDialog | None = None
        #: the session whose game-over score sheet was already shown (shown once per game)
        self._scores_shown_for: Session | None = None
        self.actions_by_id: dict[str, QAction] = {}
        self.turn_label = QLabel()
        self.decision_label = QLabel()
        self._apply_bindings()
        self._build_menus()
        self._build_status()
        self.autosave_timer = QTimer(self)
        self.autosave_timer.timeout.connect(self.autosave_now)
        self._set_autosave_interval()
        self.resize(1600, 950)
        self.setAcceptDrops(True)
        self._update_title()

    # -- building ----------------------------------------------------------------------------

    def _action(
        self,
        key: str,
        text: str,
        slot,
        shortcut=None,
        menu: QMenu | None = None,
        checkable: bool = False,
    ) -> QAction:
        action = QAction(text, self)
        action.setObjectName(key)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.setCheckable(checkable)
        action.triggered.connect(slot)
        if menu is not None:
            menu.addAction(action)
        self.actions_by_id[key] = action
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        SK = QKeySequence.StandardKey
        game = bar.addMenu(self.tr("&Game"))
        game.setObjectName("menu_game")
        self._action("new", self.tr("&New\u2026"), self.new_game, SK.New, game)
        self._action("open", self.tr("&Open\u2026"), self.open_dialog, SK.Open, game)
        self._action("save", self.tr("&Save"), self.save, SK.Save, game)
        self._action("save_as", self.tr("Save &as\u2026"), self.save_as, SK.SaveAs, game)
        self.recent_menu = game.addMenu(self.tr("&Recent"))
        self.recent_menu.setObjectName("menu_recent")
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        self.autosaves_menu = game.addMenu(self.tr("A&utosaves"))
        self.autosaves_menu.setObjectName("menu_autosaves")
        self.autosaves_menu.aboutToShow.connect(self._fill_autosaves)
        self._action("replay", self.tr("Re&play\u2026"), lambda: self.open_replay(), menu=game)
        self._action("decks", self.tr("&Decks\u2026"), lambda: self.show_decks(), menu=game)
        self._action("scores", self.tr("Show scor&es"), self.show_scores, menu=game).setEnabled(
            False
        )
        game.addSeparator()
        lan = (
            importlib.util.find_spec("vtt.ui.net.dialogs") is not None
            if importlib.util.find_spec("vtt.ui.net") is not None
            else False
        )
        host = self._action(
            "host", self.tr("&Host on LAN\u2026"), lambda: self._lan(host=True), menu=game
        )
        join = self._action(
            "join", self.tr("&Join a LAN game\u2026"), lambda: self._lan(host=False), menu=game
        )
        host.setEnabled(lan)
        join.setEnabled(lan)
        game.addSeparator()
        self._action("close", self.tr("&Close"), self.close, SK.Close, game)
        self._action("quit", self.tr("&Quit"), self.quit_all, SK.Quit, game)

        edit = bar.addMenu(self.tr("&Edit"))
        edit.setToolTipsVisible(True)  # a greyed Undo says why
        edit.setObjectName("menu_edit")
        self._action("undo", self.tr("&Undo"), self.undo, SK.Undo, edit)
        self._action("redo", self.tr("&Redo"), self.redo, SK.Redo, edit)
        self._action(
            "host_override", self.tr("&Host override\u2026"), self.host_override, menu=edit
        )
        edit.addSeparator()
        self._action(
            "settings", self.tr("&Settings\u2026"), self.edit_settings, SK.Preferences, edit
        )

        view = bar.addMenu(self.tr("&View"))
        view.setObjectName("menu_view")
        self._action(
            "zoom_in",
            self.tr("Zoom &in"),
            lambda: self._on_table(TableView.zoom_in),
            SK.ZoomIn,
            view,
        )
        self._action(
            "zoom_out",
            self.tr("Zoom &out"),
            lambda: self._on_table(TableView.zoom_out),
            SK.ZoomOut,
            view,
        )
        self._action(
            "fit", self.tr("&Fit table"), lambda: self._on_table(TableView.fit_table), menu=view
        )
        self._action(
            "reset_zoom",
            self.tr("&Actual size"),
            lambda: self._on_table(TableView.reset_zoom),
            menu=view,
        )
        view.addSeparator()
        self.seat_menu = view.addMenu(self.tr("View as &seat"))
        self.seat_menu.setObjectName("menu_seat")
        self.seat_menu.aboutToShow.connect(self._fill_seats)
        self._action(
            "fullscreen",
            self.tr("F&ull screen"),
            self.toggle_full_screen,
            SK.FullScreen,
            view,
            checkable=True,
        )
        self.panels_menu = view.addMenu(self.tr("&Panels"))
        self.panels_menu.setObjectName("menu_panels")

        help_menu = bar.addMenu(self.tr("&Help"))
        help_menu.setObjectName("menu_help")
        self._action(
            "rules", self.tr("&Rules reference"), self.show_rules, SK.HelpContents, help_menu
        )
        self._action("guide", self.tr("&User guide"), self.show_guide, menu=help_menu)
        self._action(
            "shortcuts", self.tr("&Keyboard shortcuts"), self.show_shortcuts, menu=help_menu
        )
        self._action("about", self.tr("&About"), self.show_about, menu=help_menu)

    def _build_status(self) -> None:
        self.statusBar().addPermanentWidget(self.decision_label)
        self.statusBar().addPermanentWidget(self.turn_label)

    def _make_table(self, controller: GameController) -> TableView:
        table = TableView(controller)
        table.set_language(self.language)  # card faces in the app's language from the start
        return table

    def _make_renderer(self) -> CardRenderer:
        """The renderer shared with the table (one cache, one image folder)."""
        renderer = shared_renderer()
        renderer.set_image_folder(self.settings.image_folder or None)
        renderer.set_download_enabled(self.settings.image_download)
        return renderer

    def use_controller(self, controller: GameController) -> None:
        """Show the game of ``controller`` (a new local game or a LAN game)."""
        old = self.controller
        if not isinstance(controller, LocalController):  # a LAN seat: no file of ours
            self.path, self.dirty = None, False
        for dock in self.docks:
            self.removeDockWidget(dock)
            dock.deleteLater()
        self.controller = controller
        table = self.table = self._make_table(controller)
        self.setCentralWidget(table)
        for target in (table, table.viewport()):  # a file dropped on the table reaches dropEvent
            target.setAcceptDrops(False)
        self._apply_animations()
        self._make_docks(controller)
        table.card_hovered.connect(self.preview_card)
        table.status_message.connect(lambda text: self.statusBar().showMessage(text, 8000))
        controller.view_changed.connect(self._view_changed)
        self.bots = (
            BotDriver(controller, controller) if isinstance(controller, LocalController) else None
        )
        self.actions_by_id["host_override"].setEnabled(isinstance(controller, LocalController))
        controller.logged.connect(self._logged)
        controller.rejected.connect(self._rejected)
        controller.session_replaced.connect(self._rebuild_log)
        if old is not None and old is not controller:
            old.deleteLater()
        self._view_changed(controller.view)
        self._update_title()

    def _make_docks(self, controller: GameController) -> None:
        """The panels of ``controller``'s game: one column on the left (tables are wider
        than tall, so the table gets the window's whole remaining width)."""
        self.preview = CardPreviewPanel(controller, self._make_renderer(), self.language, self)
        self.log_panel = LogPanel(controller, self.language, self)
        self.seats_panel = SeatsPanel(controller, self)
        self.console = ConsolePanel(controller, self, self.language)
        # the rules' pending decision and the viewer's legal moves
        self.decisions = DecisionPanel(controller, self, self.language)
        self.decisions.seat_requested.connect(self.view_as)
        self.decisions.answer_others.setChecked(self.settings.hot_seat_answers)
        self.decisions.answer_others.toggled.connect(self._remember_hot_seat_answers)
        area = Qt.DockWidgetArea
        self.docks = [self.preview, self.seats_panel, self.decisions, self.log_panel, self.console]
        for dock in self.docks:
            self.addDockWidget(area.LeftDockWidgetArea, dock)
        # a game without rules has no decisions to show (View > Panels can still open it)
        if not _rules_on(controller):
            self.decisions.hide()
        self.resizeDocks([self.preview], [DOCK_WIDTH], Qt.Orientation.Horizontal)
        shown = [
            (d, h) for d, h in zip(self.docks, DOCK_HEIGHTS, strict=True) if d.isVisibleTo(self)
        ]
        self.resizeDocks([d for d, _ in shown], [h for _, h in shown], Qt.Orientation.Vertical)
        self.panels_menu.clear()
        for dock in self.docks:
            self.panels_menu.addAction(dock.toggleViewAction())
        self._add_statistics(controller)

    def preview_card(self, card) -> None:
        if self.preview is not None:
            self.preview.show_card(card)

    def _rebuild_log(self) -> None:
        if self.log_panel is not None:
            self.log_panel.rebuild()
        self._show_decisions_for_the_game()

    def _show_decisions_for_the_game(self) -> None:
        """The Decisions dock for a game whose rules are on; a game without them has no
        decisions to show (View > Panels can still open it).  Asked again whenever another
        game replaces the one shown (a save opened over the demo table)."""
        if self.controller is None or self.decisions is None:
            return
        ruled = _rules_on(self.controller)
        if ruled == self.decisions.isVisibleTo(self):
            return
        self.decisions.setVisible(ruled)
        # a dock shown again takes the width its longest line asks for: the column keeps its own
        self.resizeDocks([self.preview], [DOCK_WIDTH], Qt.Orientation.Horizontal)

    # -- the game's life cycle ---------------------------------------------------------------

    @property
    def session(self) -> Session | None:
        """The game this window runs (None for a LAN client: the host runs it)."""
        return self.controller.session if isinstance(self.controller, LocalController) else None

    def start_session(self, session: Session, path: Path | None = None, seat: int = 0) -> None:
        """Play ``session`` locally in this window (the previous game is dropped)."""
        if isinstance(self.controller, LocalController):
            self.controller.replace_session(session, seat=seat)
            self.controller.set_seat(min(seat, len(session.state.seats) - 1))
        else:
            self.use_controller(LocalController(session, seat, self))
        self.path = path
        self.dirty = False
        self._autosave_due = False
        self._update_title()
        self._update_undo()
        if self.table is not None:  # once the new table has its size in the window
            QTimer.singleShot(0, self.table.fit_table)
        self._say_missing_pictures(session)

    def _say_missing_pictures(self, session: Session) -> None:
        """A game of a user's card images opened where its folder is not: say so once (the
        cards are drawn with their names)."""
        missing = missing_folders(session.state.options)
        if missing:
            self.statusBar().showMessage(
                self.tr(
                    "The card images folder {folder} is not on this computer: "
                    "the cards show their names."
                ).format(folder=missing[0]),
                20000,
            )

    def discard_changes(self) -> None:
        """Forget that the game has unsaved changes (nothing will ask about them)."""
        self.dirty = False
        self._update_title()

    def maybe_discard(self) -> bool:
        """True when the current game may be dropped: saved, or the user says so."""
        if not self.dirty or self.session is None:
            return True
        buttons = QMessageBox.StandardButton
        answer = QMessageBox.question(
            self,
            self.tr("Unsaved changes"),
            self.tr("The game has changes that are not saved. Save them first?"),
            buttons.Save | buttons.Discard | buttons.Cancel,
            buttons.Save,
        )
        if answer == buttons.Save:  # the game goes next: its file must be written first
            task = self.save()
            return task is not None and task.wait() and not task.failed
        return answer == buttons.Discard

    def new_game(self) -> None:
        from .dialogs.new_game import NewGameDialog

        if not self.maybe_discard():
            return
        current = self.controller.module.id if self.controller is not None else default_game()
        dialog = NewGameDialog(
            self.settings.default_name(), self.settings.player_colour, self.language, current, self
        )
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        try:
            spec = dialog.spec()
            module = get_game(spec.game)
        except (ValueError, KeyError) as exc:
            self._cannot_create(exc)
            return
        prepare_module(module, self, lambda: self._create(spec))

    def _create(self, spec: GameSpec) -> None:
        from .dialogs.new_game import create_session, show_refused_decks

        try:
            session = create_session(spec)
        except DecksRefused as refused:  # the dialog checks too, once the game's data is in
            show_refused_decks(self, refused)
            return
        except (ValueError, KeyError) as exc:
            self._cannot_create(exc)
            return
        self.start_session(session)

    def _cannot_create(self, error: Exception) -> None:
        QMessageBox.warning(
            self,
            self.tr("New game"),
            self.tr("The game cannot be created: {error}").format(error=str(error)),
        )

    def open_dialog(self) -> None:
        if not self.maybe_discard():
            return
        start = str(self.path.parent if self.path else saves_dir())
        name, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Open a game"),
            start,
            self.tr("Saved games (*{ext});;All files (*)").format(ext=EXTENSION),
        )
        if name:
            self.open_file(Path(name), ask=False)

    def open_file(self, path: Path, ask: bool = True) -> BackgroundTask | None:
        """Load a save off the UI thread; the game switches only once it is fully loaded,
        and a bad file is explained in a dialog and changes nothing.  None: the user kept
        the current game."""
        if ask and not self.maybe_discard():
            return None
        return self.files.open(path)

    def _opened(self, session: Session, path: Path) -> None:
        seat = self.controller.seat if self.controller is not None else 0
        self.start_session(session, path, seat=min(seat, len(session.state.seats) - 1))

    def show_decks(self, path: Path | None = None) -> None:
        """Game > Decks…: the deck dialog of the current game if it reads decklists, else of
        the first game that does; ``path`` is a decklist file to read into it."""
        from .dialogs.deck_dialog import DeckDialog

        modules = [self.controller.module] if self.controller is not None else []
        for gid in game_ids():
            try:
                modules.append(get_game(gid))
            except ImportError:
                continue
        module = next((m for m in modules if m.reads_decks), None)
        if module is None:
            QMessageBox.information(
                self, self.tr("Decks"), self.tr("No game here reads decklists.")
            )
            return
        current = self.controller is not None and module is self.controller.module
        seats = len(self.controller.view.seats) if self.controller is not None and current else 4
        dialog = DeckDialog(module, self.language, self, players=seats, choosing=False)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.destroyed.connect(lambda _=None, gone=dialog: self._deck_dialog_closed(gone))
        if path is not None:
            dialog.load_file(path)
        self.deck_dialog = dialog
        dialog.show()

    def _deck_dialog_closed(self, dialog: DeckDialog) -> None:
        if self.deck_dialog is dialog:
            self.deck_dialog = None

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802 - Qt override
        from .dialogs.deck_dialog import dropped_file

        if dropped_file(event.mimeData()) is not None:
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802 - Qt override
        """A dropped save opens as a game (after asking about unsaved changes); any other
        file is read as a decklist in the deck dialog."""
        from .dialogs.deck_dialog import dropped_file

        path = dropped_file(event.mimeData())
        if path is None:
            return
        event.acceptProposedAction()
        shift = event.modifiers() & Qt.KeyboardModifier.ShiftModifier
        if path.suffix.lower() == EXTENSION and shift:
            self.open_replay(path)  # Shift held: watch the save again rather than play it
        elif path.suffix.lower() == EXTENSION:
            self.open_file(path)
        else:
            self.show_decks(path)

    # -- replays and statistics (vtt/ui/replay, vtt/ui/panels/statistics_panel.py) -----------

    def _add_statistics(self, controller: GameController) -> None:
        """The Statistics dock, a tab behind the game log; it samples only while shown."""
        from .panels.statistics_panel import LiveStatistics, StatisticsPanel

        self.statistics = StatisticsPanel(self)
        if self.log_panel is not None:
            self.tabifyDockWidget(self.log_panel, self.statistics)
            self.log_panel.raise_()
        LiveStatistics(controller, self.statistics)
        self.docks.append(self.statistics)
        self.panels_menu.addAction(self.statistics.toggleViewAction())

    def show_statistics(self) -> None:
        if self.statistics is not None:
            self.statistics.show()
            self.statistics.raise_()

    def show_game_statistics(self) -> None:
        """The score sheet's "How the game went": every plot of the game at once."""
        from .dialogs.statistics_dialog import StatisticsDialog

        dialog = StatisticsDialog.for_controller(self.controller, self) if self.controller else None
        if dialog is not None:
            dialog.show()

    def open_replay(self, path: Path | None = None):
        """Game > Replay...: watch a save again in its own window; its "Continue from here"
        plays on in this window, as a new unsaved game."""
        from .replay.opening import ask_for_save, open_replay

        path = path or ask_for_save(self, str(saves_dir()))
        window = open_replay(self, path, self.language) if path else None
        if window is not None:
            seat = max(0, window.replay.seat)
            window.continue_requested.connect(lambda session: self._play_on(session, seat))
        return window

    def _play_on(self, session: Session, seat: int) -> None:
        if self.maybe_discard():
            self.start_session(session, None, seat)
            self.dirty = True
            self._update_title()
            self.raise_()
            self.activateWindow()

    def save(self) -> BackgroundTask | None:
        if self.path is None:
            return self.save_as()
        return self.save_to(self.path)

    def save_as(self) -> BackgroundTask | None:
        game = self.controller.module.id if self.controller is not None else default_game()
        start = str(self.path or saves_dir() / f"{game}{EXTENSION}")
        saves_dir().mkdir(parents=True, exist_ok=True)
        name, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Save the game"),
            start,
            self.tr("Saved games (*{ext})").format(ext=EXTENSION),
        )
        if not name:
            return None
        path = Path(name)
        if path.suffix != EXTENSION:
            path = path.with_name(path.name + EXTENSION)
        return self.save_to(path)

    def save_to(self, path: Path) -> BackgroundTask | None:
        """Write the game as it is now to ``path``, off the UI thread (``_saved`` or a
        dialog follows); None when this window has no game to save."""
        session = self.session
        if session is None:
            QMessageBox.information(
                self, self.tr("Save"), self.tr("Only the host saves a LAN game.")
            )
            return None
        try:
            return self.files.save(session, path, self._viewer_seat())
        except ValueError as exc:  # a game that cannot be saved at all
            self._save_failed(path, str(exc), False)
            return None

    def _viewer_seat(self) -> int | None:
        """The seat this window plays (a replay of the save, unfinished, is seen through its
        eyes); None when it watches as a spectator."""
        seat = self.controller.seat if self.controller is not None else None
        return seat if seat is not None and seat >= 0 else None

    def _saved(self, path: Path, state_id: int, autosave: bool) -> None:
        """A write finished: the game as it was at ``state_id`` is on disk."""
        session = self.session
        current = session is not None and session.state.state_id == state_id
        if autosave:
            self._autosave_due = self._autosave_due and not current
            return
        self.path = path
        if current:  # nothing happened while it was written
            self.dirty = False
        self._update_title()
        self.statusBar().showMessage(self.tr("Saved to {file}.").format(file=str(path)), 5000)

    def _save_failed(self, path: Path, error: str, autosave: bool) -> None:
        if autosave:  # the next interval tries again; a note is enough
            self.statusBar().showMessage(
                self.tr("Autosave failed: {error}").format(error=error), 8000
            )
            return
        QMessageBox.warning(
            self,
            self.tr("Cannot save the game"),
            self.tr("The game could not be saved to {file}: {error}").format(
                file=str(path), error=error
            ),
        )

    def _remember_hot_seat_answers(self, on: bool) -> None:
        self.settings.hot_seat_answers = on
        self.files.store_settings()

    def autosave_now(self) -> BackgroundTask | None:
        """Write an autosave, off the UI thread, when something changed since the last."""
        session = self.session
        if session is None or not self._autosave_due:
            return None
        try:
            return self.files.autosave(session, self._viewer_seat())
        except ValueError as exc:
            self.statusBar().showMessage(
                self.tr("Autosave failed: {error}").format(error=str(exc)), 8000
            )
            return None

    def _set_autosave_interval(self) -> None:
        minutes = self.settings.autosave_minutes
        if minutes > 0:
            self.autosave_timer.start(minutes * 60_000)
        else:
            self.autosave_timer.stop()

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        recent = self.files.recent_files()
        for path in recent:
            action = self.recent_menu.addAction(path.name)
            action.setToolTip(str(path))
            action.triggered.connect(lambda _=False, p=path: self.open_file(p))
        if not recent:
            self.recent_menu.addAction(self.tr("(none)")).setEnabled(False)

    def _fill_autosaves(self) -> None:
        self.autosaves_menu.clear()
        files = self.files.autosave_files()
        for path in files:
            when = datetime.fromtimestamp(path.stat().st_mtime).strftime("%Y-%m-%d %H:%M")
            action = self.autosaves_menu.addAction(f"{path.stem}  ({when})")
            action.triggered.connect(lambda _=False, p=path: self.open_file(p))
        if not files:
            self.autosaves_menu.addAction(self.tr("(none)")).setEnabled(False)

    def _lan(self, host: bool) -> None:
        """Host or join a LAN game (the network layer loads only when asked for)."""
        try:
            from .net.dialogs import host_game, join_game
        except ImportError as exc:
            self.actions_by_id["host"].setEnabled(False)
            self.actions_by_id["join"].setEnabled(False)
            QMessageBox.warning(
                self,
                self.tr("LAN games"),
                self.tr("LAN games are not available: {error}").format(error=str(exc)),
            )
            return
        if host:
            host_game(self)
        else:
            join_game(self)

    def quit_all(self) -> None:
        QApplication.closeAllWindows()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        if self.maybe_discard():
            self.autosave_timer.stop()
            self.files.finish_writing()  # a save under way reaches the disk
            event.accept()
        else:
            event.ignore()

    # -- edit --------------------------------------------------------------------------------

    def undo(self) -> None:
        if self.controller is not None:
            self.controller.command(C.Undo)

    def host_override(self) -> None:
        """Take back steps or fix a count, when the table agrees (the session's window only)."""
        from .dialogs.host_override import HostOverrideDialog

        if not isinstance(self.controller, LocalController):
            self.statusBar().showMessage(self.tr("Only the host can override."), 10000)
            return
        dialog = HostOverrideDialog(self.controller, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()

    def redo(self) -> None:
        if self.controller is not None:
            self.controller.command(C.Redo)

    def _update_undo(self) -> None:
        session, ctl = self.session, self.controller
        undo, redo = self.actions_by_id["undo"], self.actions_by_id["redo"]
        if ctl is None:
            undo.setEnabled(False)
            redo.setEnabled(False)
            return
        # a LAN client's reason comes from the host with each update
        why = ctl.why_no_undo()
        undo.setEnabled(why is None)
        # a greyed Undo says why, in its tooltip and in the status bar as the menu shows it
        tip = message_text(why) if why is not None else self.tr("Take back your last command.")
        undo.setToolTip(tip)
        undo.setStatusTip(tip)
        redo.setEnabled(session.can_redo(ctl.seat) if session is not None else True)

    def _apply_bindings(self) -> None:
        from . import shortcuts

        keys = {a.id: self.settings.shortcuts.get(a.id, "") for a in shortcuts.all_actions()}
        shortcuts.set_bindings(keys)

    def edit_settings(self) -> None:
        from .dialogs.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.settings, self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        self.apply_settings(dialog.result_settings)

    def apply_settings(self, new: Settings) -> None:
        """Use and store ``new``; a language change asks whether to restart now."""
        old_language = self.settings.language
        for name in new.__struct_fields__:
            setattr(self.settings, name, getattr(new, name))
        self.files.store_settings()
        self._apply_bindings()
        self._set_autosave_interval()
        self._apply_animations()
        if self.preview is not None:
            self.preview.renderer.set_image_folder(new.image_folder or None)
            self.preview.renderer.set_download_enabled(new.image_download)
        if new.language != old_language:
            buttons = QMessageBox.StandardButton
            answer = QMessageBox.question(
                self,
                self.tr("Language"),
                self.tr("The new language is used from the next start. Restart now?"),
                buttons.Yes | buttons.No,
                buttons.No,
            )
            if answer == buttons.Yes and self.maybe_discard():
                self.discard_changes()
                self.restart()

    def _apply_animations(self) -> None:
        if self.table is not None:
            self.table.table_scene().animate = self.settings.animations

    def restart(self) -> None:
        if getattr(sys, "frozen", False):
            QProcess.startDetached(sys.executable, sys.argv[1:])
        else:
            QProcess.startDetached(sys.executable, ["-m", "vtt"])
        QApplication.closeAllWindows()

    # -- view --------------------------------------------------------------------------------

    def _on_table(self, method: Callable[[TableView], None]) -> None:
        if self.table is not None:
            method(self.table)

    def _fill_seats(self) -> None:
        self.seat_menu.clear()
        if self.controller is None:
            return
        group = QActionGroup(self.seat_menu)
        local = isinstance(self.controller, LocalController)
        for seat in self.controller.view.seats:
            action = self.seat_menu.addAction(
                self.tr("{n}. {name}").format(n=seat.index + 1, name=seat.name)
            )
            action.setCheckable(True)
            action.setChecked(seat.index == self.controller.seat)
            action.setEnabled(local)
            group.addAction(action)
            action.triggered.connect(lambda _=False, i=seat.index: self.view_as(i))

    def view_as(self, seat: int) -> None:
        """Hot-seat: look at the table as ``seat`` (other hands become backs)."""
        if not isinstance(self.controller, LocalController):
            return
        self.controller.set_seat(seat)
        self._rebuild_log()
        self._update_title()

    def toggle_full_screen(self, on: bool) -> None:
        if on:
            self.showFullScreen()
        else:
            self.showNormal()

    # -- help --------------------------------------------------------------------------------

    def show_rules(self) -> None:
        from .dialogs.rules_reference import RulesDialog

        if self.controller is not None:
            RulesDialog(self.controller.module, self, self.language).exec()

    def show_guide(self) -> None:
        from .dialogs.user_guide import UserGuideDialog

        UserGuideDialog(self, self.language).exec()

    def show_shortcuts(self) -> None:
        from .dialogs.shortcuts_help import ShortcutsDialog

        ShortcutsDialog(list(self.actions_by_id.values()), self).exec()

    def show_about(self) -> None:
        from .dialogs.about import AboutDialog

        AboutDialog(self).exec()

    # -- reacting to the game ----------------------------------------------------------------

    def _logged(self, _entry) -> None:
        if self.session is not None:
            self.dirty = True
            self._autosave_due = True
            self._update_title()

    def _rejected(self, message) -> None:
        self.statusBar().showMessage(message_text(message), 10000)

    def _view_changed(self, view: View) -> None:
        active = (
            view.seats[view.turn.active].name if 0 <= view.turn.active < len(view.seats) else "-"
        )
        own = self.controller.module.turn_text(view) if self.controller is not None else None
        if own is not None:  # the game says where it stands in its own words
            text = message_text(own.with_args(seat=active, **own.args))
        else:
            text = self.tr("Turn {n} - {seat}").format(n=view.turn.number, seat=active)
            if view.turn.phase:
                text += " - " + QCoreApplication.translate(view.game, view.turn.phase)
        self.turn_label.setText(text)
        self._show_decision(view)
        self._update_undo()
        self._update_scores()

    def _show_decision(self, view: View) -> None:
        """Who the game waits for, and for what, in the status bar."""
        if view.decision is None:
            self.decision_label.clear()
            return
        what = decision_text(view.decision)
        names = [view.seats[s].name for s in deciders(view)]
        self.decision_label.setText(waiting_text(names, what))

    # -- the end of the game -----------------------------------------------------------------

    def final_scores(self):
        """The local game's final score sheet once the module says the game is over, else None.
        (A LAN client has no state to score: the host's window shows the sheet.)"""
        session = self.session
        if session is None or not session.module.keeps_scores:
            return None
        return session.module.final_scores(session.state)

    def _update_scores(self) -> None:
        """Game > Show scores follows the game's end; the sheet opens by itself once per game
        (again after an undo past the end and a new end)."""
        sheet = self.final_scores()
        self.actions_by_id["scores"].setEnabled(sheet is not None)
        if sheet is None:  # a new game, or an undo past the end: the old sheet is not final
            self._scores_shown_for = None
            if self.score_dialog is not None:
                self.score_dialog.close()
            return
        if self._scores_shown_for is not self.session:
            self._scores_shown_for = self.session
            self.show_scores()

    def show_scores(self) -> None:
        """The score sheet dialog, without blocking the window (the table stays readable)."""
        from .dialogs.score_sheet import ScoreSheetDialog

        sheet = self.final_scores()
        if sheet is None:
            return
        if self.score_dialog is not None:
            self.score_dialog.close()
        dialog = ScoreSheetDialog(sheet, self)
        dialog.statistics_requested.connect(self.show_game_statistics)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.destroyed.connect(lambda _=None, gone=dialog: self._score_dialog_closed(gone))
        self.score_dialog = dialog
        dialog.show()

    def _score_dialog_closed(self, dialog) -> None:
        if self.score_dialog is dialog:
            self.score_dialog = None

    def _update_title(self) -> None:
        from .words import game_title

        parts = []
        if self.controller is not None:
            parts.append(game_title(self.controller.module))
            view = self.controller.view
            if 0 <= self.controller.seat < len(view.seats):
                parts.append(
                    self.tr("as {name}").format(name=view.seats[self.controller.seat].name)
                )
        if self.controller is not None and not isinstance(self.controller, LocalController):
            parts.append(self.tr("LAN game"))  # the host saves it; no file of this window's
        else:
            parts.append(self.path.name if self.path else self.tr("unsaved"))
        self.setWindowTitle(" - ".join(parts) + "[*] - VTT")
        self.setWindowModified(self.dirty)


def _rules_on(controller: GameController) -> bool:
    """Whether the game shown has rules and plays with them on (it has decisions to show)."""
    view = controller.view
    return bool(controller.module.has_rules and view is not None and view.rules)
