"""The main window: the table in the middle, dockable panels around it, menus and status.

It owns the game's life cycle for the user: new, open, save, autosave, recent files,
undo/redo through commands, who is viewing (hot-seat), and asking before unsaved changes
are lost.  It talks to the game only through a :class:`~.controller.GameController`;
the local game's :class:`~vtt.core.session.Session` is reached for saving and undo state.
"""

from __future__ import annotations

import importlib.util
import logging
import sys
from pathlib import Path

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
    QFileDialog,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QWidget,
)

from ..core import commands as C
from ..core.folders import autosaves_dir, saves_dir
from ..core.saves import EXTENSION, SaveError, autosave, read_save, save_game, session_from_save
from ..core.session import Session
from ..core.views import View
from ..settings import Settings, save_settings
from .controller import GameController, LocalController
from .log_text import message_text
from .preparing import prepare_module

log = logging.getLogger(__name__)

#: the panels' column: its width, and the share of its height each panel starts with
#: (card preview, seats, decisions, game log, console)
DOCK_WIDTH = 330
DOCK_HEIGHTS = (280, 140, 330, 180, 90)


class MainWindow(QMainWindow):
    def __init__(self, settings: Settings, language: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("main_window")
        self.settings, self.language = settings, language
        self.controller: GameController | None = None
        self.path: Path | None = None
        self.dirty = False
        self._autosave_due = False
        self.table = None
        self.docks: list = []
        self.actions_by_id: dict[str, QAction] = {}
        self._apply_bindings()
        self._build_menus()
        self._build_status()
        self.autosave_timer = QTimer(self)
        self.autosave_timer.timeout.connect(self.autosave_now)
        self._set_autosave_interval()
        self.resize(1600, 950)
        self.setAcceptDrops(True)
        self.deck_dialog = None
        self.score_dialog = None
        #: the session whose game-over score sheet was already shown (shown once per game)
        self._scores_shown_for: Session | None = None
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
            "host", self.tr("&Host on LAN\u2026"), lambda: self._lan("host_game"), menu=game
        )
        join = self._action(
            "join", self.tr("&Join a LAN game\u2026"), lambda: self._lan("join_game"), menu=game
        )
        host.setEnabled(lan)
        join.setEnabled(lan)
        game.addSeparator()
        self._action("close", self.tr("&Close"), self.close, SK.Close, game)
        self._action("quit", self.tr("&Quit"), self.quit_all, SK.Quit, game)

        edit = bar.addMenu(self.tr("&Edit"))
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
            "zoom_in", self.tr("Zoom &in"), lambda: self._table_call("zoom_in"), SK.ZoomIn, view
        )
        self._action(
            "zoom_out", self.tr("Zoom &out"), lambda: self._table_call("zoom_out"), SK.ZoomOut, view
        )
        self._action("fit", self.tr("&Fit table"), lambda: self._table_call("fit_table"), menu=view)
        self._action(
            "reset_zoom", self.tr("&Actual size"), lambda: self._table_call("reset_zoom"), menu=view
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
        self._action(
            "shortcuts", self.tr("&Keyboard shortcuts"), self.show_shortcuts, menu=help_menu
        )
        self._action("about", self.tr("&About"), self.show_about, menu=help_menu)

    def _build_status(self) -> None:
        self.turn_label = QLabel()
        self.pending_label = QLabel()
        self.statusBar().addPermanentWidget(self.pending_label)
        self.statusBar().addPermanentWidget(self.turn_label)

    def _make_table(self, controller: GameController) -> QWidget:
        from .table import TableView

        table = TableView(controller)
        table.set_language(self.language)  # card faces in the app's language from the start
        return table

    def _make_renderer(self):
        """The renderer shared with the table (one cache, one image folder)."""
        from .render.card_renderer import shared_renderer

        renderer = shared_renderer()
        renderer.set_image_folder(self.settings.image_folder or None)
        renderer.set_download_enabled(self.settings.image_download)
        return renderer

    def use_controller(self, controller: GameController) -> None:
        """Show the game of ``controller`` (a new local game or a LAN game)."""
        from PySide6.QtCore import Qt

        from .console.console_widget import ConsolePanel
        from .panels.log_panel import LogPanel
        from .panels.preview_panel import CardPreviewPanel
        from .panels.seats_panel import SeatsPanel

        old = self.controller
        for dock in self.docks:
            self.removeDockWidget(dock)
            dock.deleteLater()
        self.controller = controller
        self.table = self._make_table(controller)
        self.setCentralWidget(self.table)
        for target in (self.table, getattr(self.table, "viewport", lambda: None)()):
            if target is not None:  # a file dropped on the table reaches self.dropEvent
                target.setAcceptDrops(False)
        self._apply_animations()
        self.preview = CardPreviewPanel(controller, self._make_renderer(), self.language, self)
        self.log_panel = LogPanel(controller, self.language, self)
        self.seats_panel = SeatsPanel(controller, self)
        self.console = ConsolePanel(controller, self)
        # the rules' pending decision and the viewer's legal moves (vtt/ui/panels/decision_panel.py)
        from .panels.decision_panel import DecisionPanel

        self.decisions = DecisionPanel(controller, self, self.language)
        self.decisions.seat_requested.connect(self.view_as)
        self.decisions.answer_others.setChecked(self.settings.hot_seat_answers)
        self.decisions.answer_others.toggled.connect(self._remember_hot_seat_answers)
        # one column of panels on the left: tables are wider than tall, so the table gets
        # the window's whole remaining width (a third bigger than with a panel on each side)
        area = Qt.DockWidgetArea
        self.docks = [self.preview, self.seats_panel, self.decisions, self.log_panel, self.console]
        for dock in self.docks:
            self.addDockWidget(area.LeftDockWidgetArea, dock)
        self.resizeDocks([self.preview], [DOCK_WIDTH], Qt.Orientation.Horizontal)
        self.resizeDocks(self.docks, list(DOCK_HEIGHTS), Qt.Orientation.Vertical)
        self.panels_menu.clear()
        for dock in self.docks:
            self.panels_menu.addAction(dock.toggleViewAction())
        self._add_statistics(controller)
        if hasattr(self.table, "card_hovered"):
            self.table.card_hovered.connect(self.preview.show_card)
        if hasattr(self.table, "status_message"):
            self.table.status_message.connect(lambda text: self.statusBar().showMessage(text, 8000))
        controller.view_changed.connect(self._view_changed)
        if isinstance(controller, LocalController):
            from .bots import BotDriver

            self.bots = BotDriver(controller, controller)
        self.actions_by_id["host_override"].setEnabled(isinstance(controller, LocalController))
        controller.logged.connect(self._logged)
        controller.rejected.connect(self._rejected)
        controller.session_replaced.connect(self.log_panel.rebuild)
        if old is not None and old is not controller:
            old.deleteLater()
        self._view_changed(controller.view)

    # -- the game's life cycle ---------------------------------------------------------------

    @property
    def session(self) -> Session | None:
        return getattr(self.controller, "session", None)

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
        if hasattr(self.table, "fit_table"):
            QTimer.singleShot(0, self.table.fit_table)

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
        if answer == buttons.Save:
            return self.save()
        return answer == buttons.Discard

    def new_game(self) -> None:
        from .dialogs.new_game import NewGameDialog, create_session

        if not self.maybe_discard():
            return
        current = self.controller.module.id if self.controller is not None else "free"
        dialog = NewGameDialog(
            self.settings.default_name(), self.settings.player_colour, self.language, current, self
        )
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        from ..games import get_game

        try:
            spec = dialog.spec()
            prepare_module(get_game(spec.game), self)
            session = create_session(spec)
        except (ValueError, KeyError) as exc:
            QMessageBox.warning(
                self,
                self.tr("New game"),
                self.tr("The game cannot be created: {error}").format(error=str(exc)),
            )
            return
        self.start_session(session)

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

    def open_file(self, path: Path, ask: bool = True) -> bool:
        """Load a save; a bad one is explained in a dialog and changes nothing."""
        from ..games import get_game

        if ask and not self.maybe_discard():
            return False
        try:
            save = read_save(path)
            module = get_game(save.header.game)
            prepare_module(module, self)
            session = session_from_save(save, module)
        except SaveError as exc:
            self._open_failed(path, message_text(exc.message))
            return False
        except (KeyError, ImportError) as exc:
            self._open_failed(
                path,
                self.tr("This save is of a game this program does not know ({game}).").format(
                    game=str(exc)
                ),
            )
            return False
        seat = self.controller.seat if self.controller is not None else 0
        self.start_session(session, path, seat=min(seat, len(session.state.seats) - 1))
        self._remember(path)
        return True

    def show_decks(self, path: Path | None = None) -> None:
        """Game > Decks…: the deck dialog of the current game if it reads decklists, else of
        the first game that does; ``path`` is a decklist file to read into it."""
        from ..games import game_ids, get_game
        from .dialogs.deck_dialog import DeckDialog, reads_decks

        modules = [self.controller.module] if self.controller is not None else []
        for gid in game_ids():
            try:
                modules.append(get_game(gid))
            except ImportError:
                continue
        module = next((m for m in modules if reads_decks(m)), None)
        if module is None:
            QMessageBox.information(
                self, self.tr("Decks"), self.tr("No game here reads decklists.")
            )
            return
        current = self.controller is not None and module is self.controller.module
        seats = len(self.controller.view.seats) if current else 4
        dialog = DeckDialog(module, self.language, self, players=seats, choosing=False)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.destroyed.connect(lambda _=None, gone=dialog: self._deck_dialog_closed(gone))
        if path is not None:
            dialog.load_file(path)
        self.deck_dialog = dialog
        dialog.show()

    def _deck_dialog_closed(self, dialog) -> None:
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
        self.tabifyDockWidget(self.log_panel, self.statistics)
        self.log_panel.raise_()
        LiveStatistics(controller, self.statistics)
        self.docks.append(self.statistics)
        self.panels_menu.addAction(self.statistics.toggleViewAction())

    def show_statistics(self) -> None:
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

    def _open_failed(self, path: Path, reason: str) -> None:
        QMessageBox.warning(
            self,
            self.tr("Cannot open the game"),
            self.tr("{file} cannot be opened.\n\n{reason}").format(file=path.name, reason=reason),
        )

    def save(self) -> bool:
        if self.path is None:
            return self.save_as()
        return self.save_to(self.path)

    def save_as(self) -> bool:
        start = str(self.path or saves_dir() / f"{self.controller.module.id}{EXTENSION}")
        saves_dir().mkdir(parents=True, exist_ok=True)
        name, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Save the game"),
            start,
            self.tr("Saved games (*{ext})").format(ext=EXTENSION),
        )
        if not name:
            return False
        path = Path(name)
        if path.suffix != EXTENSION:
            path = path.with_name(path.name + EXTENSION)
        return self.save_to(path)

    def save_to(self, path: Path) -> bool:
        session = self.session
        if session is None:
            QMessageBox.information(
                self, self.tr("Save"), self.tr("Only the host saves a LAN game.")
            )
            return False
        try:
            save_game(path, session)
        except (OSError, ValueError) as exc:
            QMessageBox.warning(
                self,
                self.tr("Cannot save the game"),
                self.tr("The game could not be saved to {file}: {error}").format(
                    file=str(path), error=str(exc)
                ),
            )
            return False
        self.path = path
        self.dirty = False
        self._remember(path)
        self._update_title()
        self.statusBar().showMessage(self.tr("Saved to {file}.").format(file=str(path)), 5000)
        return True

    def _remember_hot_seat_answers(self, on: bool) -> None:
        self.settings.hot_seat_answers = on
        self._store_settings()

    def _remember(self, path: Path) -> None:
        self.settings.add_recent(str(path))
        self._store_settings()

    def _store_settings(self) -> None:
        try:
            save_settings(self.settings)
        except OSError as exc:
            log.warning("cannot save the settings: %s", exc)

    def autosave_now(self) -> Path | None:
        """Write an autosave when something changed since the last one."""
        session = self.session
        if session is None or not self._autosave_due:
            return None
        try:
            path = autosave(session, autosaves_dir())
        except (OSError, ValueError) as exc:
            self.statusBar().showMessage(
                self.tr("Autosave failed: {error}").format(error=str(exc)), 8000
            )
            return None
        self._autosave_due = False
        return path

    def _set_autosave_interval(self) -> None:
        minutes = self.settings.autosave_minutes
        if minutes > 0:
            self.autosave_timer.start(minutes * 60_000)
        else:
            self.autosave_timer.stop()

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        for name in self.settings.recent_files:
            action = self.recent_menu.addAction(Path(name).name)
            action.setToolTip(name)
            action.triggered.connect(lambda _=False, p=name: self.open_file(Path(p)))
        if not self.settings.recent_files:
            self.recent_menu.addAction(self.tr("(none)")).setEnabled(False)

    def autosave_files(self) -> list[Path]:
        folder = autosaves_dir()
        if not folder.is_dir():
            return []
        return sorted(folder.glob(f"*{EXTENSION}"), key=lambda p: p.stat().st_mtime, reverse=True)

    def _fill_autosaves(self) -> None:
        from datetime import datetime

        self.autosaves_menu.clear()
        files = self.autosave_files()
        for path in files:
            when = datetime.fromtimestamp(path.stat().st_mtime).strftime("%Y-%m-%d %H:%M")
            action = self.autosaves_menu.addAction(f"{path.stem}  ({when})")
            action.triggered.connect(lambda _=False, p=path: self.open_file(p))
        if not files:
            self.autosaves_menu.addAction(self.tr("(none)")).setEnabled(False)

    def _lan(self, name: str) -> None:
        try:
            dialogs = importlib.import_module("vtt.ui.net.dialogs")
        except ImportError as exc:
            self.actions_by_id["host"].setEnabled(False)
            self.actions_by_id["join"].setEnabled(False)
            QMessageBox.warning(
                self,
                self.tr("LAN games"),
                self.tr("LAN games are not available: {error}").format(error=str(exc)),
            )
            return
        getattr(dialogs, name)(self)

    def quit_all(self) -> None:
        QApplication.closeAllWindows()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        if self.maybe_discard():
            self.autosave_timer.stop()
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
        if session is None:
            undo.setEnabled(ctl is not None)
            redo.setEnabled(ctl is not None)
            return
        undo.setEnabled(session.can_undo(ctl.seat))
        redo.setEnabled(session.can_redo(ctl.seat))

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
        self._store_settings()
        self._apply_bindings()
        self._set_autosave_interval()
        self._apply_animations()
        renderer = getattr(getattr(self, "preview", None), "renderer", None)
        if renderer is not None:
            renderer.set_image_folder(new.image_folder or None)
            renderer.set_download_enabled(new.image_download)
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
        scene_of = getattr(self.table, "table_scene", None)
        if scene_of is not None:
            scene_of().animate = self.settings.animations

    def restart(self) -> None:
        if getattr(sys, "frozen", False):
            QProcess.startDetached(sys.executable, sys.argv[1:])
        else:
            QProcess.startDetached(sys.executable, ["-m", "vtt"])
        QApplication.closeAllWindows()

    # -- view --------------------------------------------------------------------------------

    def _table_call(self, name: str) -> None:
        method = getattr(self.table, name, None)
        if method is not None:
            method()

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
        self.log_panel.rebuild()
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
            RulesDialog(self.controller.module, self).exec()

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
        text = self.tr("Turn {n} - {seat}").format(n=view.turn.number, seat=active)
        if view.turn.phase:
            text += " - " + QCoreApplication.translate(view.game, view.turn.phase)
        self.turn_label.setText(text)
        from .panels.decision_panel import pending_text

        pending = view.data.get("pending") if isinstance(view.data, dict) else None
        if isinstance(pending, dict) and "text" in pending:
            seat = pending.get("seat")
            who = (
                view.seats[seat].name
                if isinstance(seat, int) and 0 <= seat < len(view.seats)
                else ""
            )
            what = pending_text(view, pending)
            self.pending_label.setText(
                self.tr("Waiting for {seat}: {text}").format(seat=who, text=what) if who else what
            )
        else:
            self.pending_label.clear()
        self._update_undo()
        self._update_scores()

    # -- the end of the game -----------------------------------------------------------------

    def final_scores(self):
        """The local game's final score sheet once the module says the game is over, else None.
        (A LAN client has no state to score: the host's window shows the sheet.)"""
        session = self.session
        return None if session is None else session.module.final_scores(session.state)

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
            QTimer.singleShot(0, self.show_scores)  # after the change that ended the game is drawn

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
        from .dialogs.new_game import game_title

        parts = []
        if self.controller is not None:
            parts.append(game_title(self.controller.module))
            view = self.controller.view
            if 0 <= self.controller.seat < len(view.seats):
                parts.append(
                    self.tr("as {name}").format(name=view.seats[self.controller.seat].name)
                )
        parts.append(self.path.name if self.path else self.tr("unsaved"))
        self.setWindowTitle(" - ".join(parts) + "[*] - VTT")
        self.setWindowModified(self.dirty)
