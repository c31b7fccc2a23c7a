"""The table view: the QGraphicsView the main window puts in its middle.

It shows :class:`~vtt.ui.table.scene.TableScene`, turns mouse, wheel and keys into commands
through the controller, and shows what comes back (the new view, refusals next to where the
player acted).  Public API used by the shell: ``TableView(controller, parent=None)``,
:meth:`zoom_in`, :meth:`zoom_out`, :meth:`fit_table`, :meth:`zoom_to_seat`, :meth:`reset_zoom`,
:meth:`set_cards_upright` (the "Turn all cards to me" option, on by default), the signals
``card_hovered(object)`` (a catalogue id or None) and ``status_message(str)``.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence, QPainter, QPixmapCache
from PySide6.QtWidgets import QApplication, QGraphicsView, QInputDialog

from ...core import commands as C
from ...core.events import CoinFlipped, Rolled
from ...core.model import REGION
from ...core.session import Result
from .. import shortcuts
from ..controller import GameController
from ..render.card_renderer import CardRenderer, shared_renderer
from ..words import message_text
from .actions import TableActions
from .board_items import BoardZoneItem
from .card_item import CardItem
from .drag import CardDrag, TokenDrag, pile_ghost
from .menus import card_menu, pile_menu, table_menu, zone_menu
from .overlays import Magnifier, Notice
from .pile_browser import PileBrowser
from .scene import TableScene
from .seat_item import SeatCounterItem
from .token_item import TokenItem
from .zone_items import PileItem, ZoneItem
from .zone_labels import ZoneLabelItem

ZOOM_STEP = 1.2
MIN_SCALE, MAX_SCALE = 0.1, 8.0
#: room for Qt's cache of painted items (cards, zones), in KiB; Qt's default of 10 MiB holds
#: only a few dozen cards at a close zoom, after which every frame would repaint them all
ITEM_CACHE_KIB = 256 * 1024


class TableView(QGraphicsView):
    card_hovered = Signal(object)
    status_message = Signal(str)

    def __init__(
        self, controller: GameController, parent=None, renderer: CardRenderer | None = None
    ):
        super().__init__(parent)
        if QPixmapCache.cacheLimit() < ITEM_CACHE_KIB:
            QPixmapCache.setCacheLimit(ITEM_CACHE_KIB)
        self.controller = controller
        self.renderer = renderer or shared_renderer()
        self.actions = TableActions(controller)
        self._scene = TableScene(controller, self.renderer, self.actions, self)
        self.setScene(self._scene)
        # no SmoothPixmapTransform here: the items' cached pixmaps are blitted at device
        # pixels, and with that hint Qt filters (and hands to worker threads) every blit,
        # which doubled a full repaint; items that draw scaled pixmaps set it themselves
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, True)
        # the felt and the cloth of the middle's zones (TableScene.drawBackground)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.magnifier = Magnifier(self.renderer, self.viewport())
        self.notice = Notice(self.viewport())
        self._drag = None
        self._pending = None
        self._press_at = QPoint()
        self._pan_from: QPoint | None = None
        self._hovered: CardItem | None = None
        self._hover_catalog: str | None = None
        self._fitted = False
        #: the seat :meth:`zoom_to_seat` shows, None when the table was zoomed otherwise
        self.zoomed_seat: int | None = None
        self._key_actions: dict[str, QAction] = {}
        self._make_key_actions()
        shortcuts.on_bindings_changed(self._bind_keys)
        self.destroyed.connect(lambda *_: shortcuts.remove_listener(self._bind_keys))
        controller.view_changed.connect(self._on_view)
        controller.rejected.connect(self._on_rejected)
        controller.session_replaced.connect(self._on_replaced)
        self.renderer.changed.connect(self._scene.repaint_cards)
        self._scene.sync(controller.view)

    # -- public API -----------------------------------------------------------------------------

    def table_scene(self) -> TableScene:
        return self._scene

    def itemAt(self, pos):  # noqa: N802 (Qt's name)
        """The topmost item under ``pos`` that takes part in play: zone captions, drawn
        over the cards, are looked through."""
        for item in self.items(pos):
            if not isinstance(item, ZoneLabelItem):
                return item
        return None

    def zoom_in(self) -> None:
        self._zoom(ZOOM_STEP)

    def zoom_out(self) -> None:
        self._zoom(1 / ZOOM_STEP)

    def fit_table(self) -> None:
        rect = self._scene.table_rect()
        if not rect.isEmpty():
            self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
            self._fitted = True
            self.zoomed_seat = None

    def zoom_to_seat(self, seat: int) -> None:
        """Show ``seat``'s area (the viewer's with its hand) as large as the window allows;
        asked again for the same seat, fit the whole table back."""
        rect = self._scene.seat_rect(seat)
        if rect.isEmpty():
            return
        if self.zoomed_seat == seat:
            self.fit_table()
            return
        self.fitInView(rect.adjusted(-12, -12, 12, 12), Qt.AspectRatioMode.KeepAspectRatio)
        self._fitted = False
        self.zoomed_seat = seat

    def reset_zoom(self) -> None:
        """One table unit per pixel: cards at their natural size (63 x 88)."""
        centre = self.mapToScene(self.viewport().rect().center())
        self.resetTransform()
        self.centerOn(centre)

    def cards_upright(self) -> bool:
        return self._scene.upright

    def set_cards_upright(self, on: bool) -> None:
        """ "Turn all cards to me": draw every card upright for this viewer (a display
        choice, nothing changes in the game)."""
        self._scene.set_upright(on)

    def set_language(self, language: str) -> None:
        """Show card faces in ``language`` (a module may translate its cards)."""
        self._scene.set_language(language)

    def current_scale(self) -> float:
        return (
            self.transform().m11() if self.transform().m12() == 0 else abs(self.transform().m12())
        )

    # -- reacting to the controller --------------------------------------------------------------

    def _on_view(self, view) -> None:
        if self._drag is not None:
            self._drag.cancel()
            self._drag = None
        self._scene.sync(view)
        self._update_hover(self.mapFromGlobal(self.cursor().pos()))

    def _on_replaced(self) -> None:
        self._scene.sync(self.controller.view)
        self.fit_table()

    def _on_rejected(self, message) -> None:
        text = message_text(message)
        self.notice.show_text(text, self.mapFromScene(self.actions.last_point))
        self.status_message.emit(text)

    def show_result(self, result: Result) -> None:
        """Tell the player the outcome of dice and coins near the table."""
        for event in result.events:
            if isinstance(event, Rolled):
                text = self.tr("You rolled {results}").format(
                    results=", ".join(str(r) for r in event.results)
                )
            elif isinstance(event, CoinFlipped):
                text = self.tr("Heads") if event.heads else self.tr("Tails")
            else:
                continue
            self.notice.show_text(text, self.mapFromScene(self.actions.last_point), error=False)
            self.status_message.emit(text)

    # -- zoom and pan ---------------------------------------------------------------------------

    def _zoom(self, factor: float) -> None:
        scale = self.current_scale() * factor
        if MIN_SCALE <= scale <= MAX_SCALE:
            self.scale(factor, factor)
            self._fitted = False
            self.zoomed_seat = None

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self._fitted or not event.oldSize().isValid() or event.oldSize().width() <= 0:
            self.fit_table()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if not self._fitted:
            self.fit_table()

    def wheelEvent(self, event) -> None:
        pos = event.position().toPoint()
        item = self.itemAt(pos)
        if isinstance(item, SeatCounterItem):
            super().wheelEvent(event)
            return
        if isinstance(item, CardItem):
            kind = item.counter_at(item.mapFromScene(self.mapToScene(pos)))
            if kind is not None:
                self.actions.card_counter(item, kind, 1 if event.angleDelta().y() > 0 else -1)
                event.accept()
                return
        steps = event.angleDelta().y() / 120.0
        if steps:
            self._zoom(ZOOM_STEP**steps)
        event.accept()

    # -- mouse ----------------------------------------------------------------------------------

    def mousePressEvent(self, event) -> None:
        pos = event.position().toPoint()
        self._press_at = pos
        self.setFocus()
        if event.button() == Qt.MouseButton.MiddleButton:
            self._pan_from = pos
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            return
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        point = self.mapToScene(pos)
        self.actions.last_point = point
        item = self.itemAt(pos)
        ctrl = bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier)
        if isinstance(item, SeatCounterItem):
            super().mousePressEvent(event)
            return
        if isinstance(item, CardItem):
            kind = item.counter_at(item.mapFromScene(point))
            if kind is not None and item.movable:
                delta = -1 if event.modifiers() & Qt.KeyboardModifier.ShiftModifier else 1
                self.actions.card_counter(item, kind, delta)
                return
            if ctrl and item.movable:
                item.setSelected(not item.isSelected())
                return
            if not item.isSelected():
                self._scene.clearSelection()
                if item.movable:
                    item.setSelected(True)
            self._pending = ("card", item, point)
            return
        piece = isinstance(item, BoardZoneItem) and item.top is not None  # drags like a pile's top
        if isinstance(item, (PileItem, TokenItem)) or piece:
            self._pending = ("token" if isinstance(item, TokenItem) else "pile", item, point)
            return
        if ctrl or (isinstance(item, ZoneItem) and item.kind == REGION):
            self.setDragMode(QGraphicsView.DragMode.RubberBandDrag)
            super().mousePressEvent(event)
            return
        self._scene.clearSelection()
        self._pan_from = pos
        self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)

    def mouseMoveEvent(self, event) -> None:
        pos = event.position().toPoint()
        if self._pan_from is not None:
            delta = pos - self._pan_from
            self._pan_from = pos
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - delta.x())
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - delta.y())
            return
        point = self.mapToScene(pos)
        if (
            self._drag is None
            and self._pending is not None
            and (pos - self._press_at).manhattanLength() >= QApplication.startDragDistance()
        ):
            self._start_drag()
        if self._drag is not None:
            self._drag.move(point)
            return
        self._update_hover(pos)
        super().mouseMoveEvent(event)

    def _start_drag(self) -> None:
        what, item, start = self._pending
        self._pending = None
        if what == "card":
            if not item.movable:
                return
            group = [
                i for i in self._scene.selectedItems() if isinstance(i, CardItem) and i.movable
            ]
            if item not in group:
                group = [item]
            self._drag = CardDrag(self._scene, group, start)
        elif what == "pile":
            if item.top is None or item.owner not in (None, self.controller.seat):
                return
            self._drag = CardDrag(self._scene, [pile_ghost(self._scene, item)], start, ghost=True)
        elif what == "token":
            self._drag = TokenDrag(self._scene, item, start)

    def mouseReleaseEvent(self, event) -> None:
        pos = event.position().toPoint()
        if self._pan_from is not None:
            self._pan_from = None
            self.viewport().unsetCursor()
            return
        if self._drag is not None:
            drag, self._drag = self._drag, None
            point = self.mapToScene(pos)
            self.actions.last_point = point
            cmd = drag.commands(point, event.modifiers(), self.controller.seat)
            drag.finish()
            if cmd is not None:
                self.controller.submit(self.controller.by_hand(cmd))
            self._scene.sync(self.controller.view)  # settle where the session says
            return
        pending, self._pending = self._pending, None
        if (
            pending is not None
            and pending[0] == "pile"
            and event.button() == Qt.MouseButton.LeftButton
        ):
            pile = pending[1]
            if pile.spec.role == "deck" and pile.owner == self.controller.seat:
                self.actions.draw(1, zone=pile.zone_id, at=pile)
        super().mouseReleaseEvent(event)
        self.setDragMode(QGraphicsView.DragMode.NoDrag)

    def mouseDoubleClickEvent(self, event) -> None:
        item = self.itemAt(event.position().toPoint())
        if isinstance(item, SeatCounterItem):
            super().mouseDoubleClickEvent(event)
        elif isinstance(item, CardItem) and item.movable and item.card_id is not None:
            zone = self._scene.zone_items.get(item.zone_id)
            if zone is not None and zone.kind == REGION:
                self.actions.toggle_lock(item)
        elif isinstance(item, PileItem) and not (
            item.spec.role == "deck" and item.owner == self.controller.seat
        ):
            self.browse(item.zone_id)

    def leaveEvent(self, event) -> None:
        self._set_hovered(None)
        super().leaveEvent(event)

    def _update_hover(self, pos: QPoint) -> None:
        item = self.itemAt(pos) if self.viewport().rect().contains(pos) else None
        card = item if isinstance(item, CardItem) else None
        self._set_hovered(card)
        if card is None and isinstance(item, PileItem) and item.top is not None:
            self._emit_hover(item.top.catalog)
        if self.magnifier.isVisible():
            self._show_magnifier(pos)

    def _set_hovered(self, card: CardItem | None) -> None:
        self._hovered = card
        self._emit_hover(card.catalog if card is not None else None)

    def _emit_hover(self, catalog: str | None) -> None:
        if catalog != self._hover_catalog:
            self._hover_catalog = catalog
            self.card_hovered.emit(catalog)

    def contextMenuEvent(self, event) -> None:
        item = self.itemAt(event.pos())
        self.actions.last_point = self.mapToScene(event.pos())
        if isinstance(item, CardItem):
            menu = card_menu(self, item)
        elif isinstance(item, PileItem):
            menu = pile_menu(self, item)
        elif isinstance(item, ZoneItem):
            menu = zone_menu(self, item)
        else:
            menu = table_menu(self)
        menu.exec(event.globalPos())

    # -- keys -----------------------------------------------------------------------------------

    def _make_key_actions(self) -> None:
        handlers = {
            "lock": lambda: self._on_targets(lambda i: self.actions.lock(i, True)),
            "unlock": lambda: self._on_targets(lambda i: self.actions.lock(i, False)),
            "toggle_lock": lambda: self._on_targets(self.actions.toggle_lock),
            "flip": lambda: self._on_targets(self.actions.flip),
            "counter_add": lambda: self._on_targets(lambda i: self._counter_key(i, 1)),
            "counter_remove": lambda: self._on_targets(lambda i: self._counter_key(i, -1)),
            "to_hand": lambda: self._on_targets(lambda i: self.actions.to_role(i, "hand")),
            "discard": lambda: self._on_targets(lambda i: self.actions.to_role(i, "discard")),
            "draw": lambda: self.actions.draw(1, at=self._cursor_point()),
            "draw_n": lambda: self.ask_draw(self.actions.zone_of_role("deck")),
            "shuffle": self._shuffle_deck,
            "look_top": lambda: self.ask_look(self.actions.zone_of_role("deck")),
            "search": lambda: self.browse(self.actions.zone_of_role("deck")),
            "unlock_all": lambda: self.actions.unlock_all(at=self._cursor_point()),
            "fit_table": self.fit_table,
            "roll_die": self.roll,
        }
        for seat in range(6):
            handlers[f"zoom_seat_{seat + 1}"] = lambda *_, seat=seat: self.zoom_to_seat(seat)
        for action_id, handler in handlers.items():
            action = QAction(self)
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            action.triggered.connect(handler)
            self.addAction(action)
            self._key_actions[action_id] = action
        self._bind_keys()

    def _bind_keys(self) -> None:
        keys = shortcuts.bindings()
        texts = {a.id: a.text() for a in shortcuts.all_actions()}
        for action_id, action in self._key_actions.items():
            action.setText(texts.get(action_id, action_id))
            action.setShortcut(QKeySequence(keys.get(action_id, "")))

    def _cursor_point(self) -> QPointF:
        return self.mapToScene(self.mapFromGlobal(self.cursor().pos()))

    def _targets(self) -> list[CardItem]:
        """The selection when the hovered card is part of it (or nothing is hovered), else
        the hovered card."""
        selected = [i for i in self._scene.selectedItems() if isinstance(i, CardItem)]
        hovered = self._hovered if self._hovered is not None and self._hovered.scene() else None
        if hovered is None or hovered in selected:
            return selected
        return [hovered]

    def _on_targets(self, act) -> None:
        for item in self._targets():
            if item.scene() is self._scene:
                act(item)

    def _counter_key(self, item: CardItem, delta: int) -> None:
        kinds = self._scene.layout.card_counters if self._scene.layout else ()
        existing = [k for k in kinds if item.card.counters.get(k)]
        kind = existing[0] if existing else (kinds[0] if kinds else "counter")
        self.actions.card_counter(item, kind, delta)

    def _shuffle_deck(self) -> None:
        deck = self.actions.zone_of_role("deck")
        if deck is not None:
            self.actions.command(C.Shuffle, at=self._cursor_point(), zone=deck)

    def _magnifier_key(self, event) -> bool:
        key = QKeySequence(shortcuts.key_for("magnifier"))
        return event.key() == Qt.Key.Key_Space or (
            key.count() > 0
            and key[0].key() == Qt.Key(event.key())
            and event.modifiers() == key[0].keyboardModifiers()
        )

    def keyPressEvent(self, event) -> None:
        if self._magnifier_key(event):
            if not event.isAutoRepeat():
                self._show_magnifier(self.mapFromGlobal(self.cursor().pos()))
            event.accept()
            return
        if event.key() == Qt.Key.Key_Escape and self._drag is not None:
            self._drag.cancel()
            self._drag = None
            return
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event) -> None:
        if self._magnifier_key(event) and not event.isAutoRepeat():
            self.magnifier.hide()
            event.accept()
            return
        super().keyReleaseEvent(event)

    def _show_magnifier(self, pos: QPoint) -> None:
        item = self.itemAt(pos)
        if isinstance(item, CardItem):
            face = item.face if item.face is not None else None
            self.magnifier.show_card(face, item.card.back, pos)
        elif isinstance(item, PileItem) and item.top is not None:
            face = item.top_face if item.top.face_up else None
            self.magnifier.show_card(face, item.top.back, pos)
        else:
            self.magnifier.hide()

    # -- small dialogs ----------------------------------------------------------------------------

    def card_title(self, item: CardItem) -> str:
        return item.face.title if item.face is not None else self.tr("Face-down card")

    def ask_draw(self, zone: str | None) -> None:
        if zone is None:
            return
        n, ok = QInputDialog.getInt(
            self, self.tr("Draw cards"), self.tr("How many cards?"), 2, 1, 100
        )
        if ok:
            self.actions.draw(n, zone=zone, at=self._cursor_point())

    def ask_look(self, zone: str | None) -> None:
        if zone is None:
            return
        n, ok = QInputDialog.getInt(
            self, self.tr("Look at the top cards"), self.tr("How many cards?"), 3, 1, 200
        )
        if ok and self.actions.command(C.Look, at=self._cursor_point(), zone=zone, n=n).ok:
            self.browse(zone, top=n)

    def browse(self, zone: str | None, top: int | None = None) -> None:
        if zone is None:
            return
        dialog = PileBrowser(self.controller, self.renderer, zone, top, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()

    def edit_label(self, item: CardItem) -> None:
        text, ok = QInputDialog.getText(
            self,
            self.tr("Note on the card"),
            self.tr("Text (empty removes the note):"),
            text=item.card.label,
        )
        if ok:
            self.actions.label(item, text.strip())

    def roll(self) -> None:
        self.show_result(self.actions.command(C.Roll, at=self._cursor_point(), sides=6))

    def flip_coin(self) -> None:
        self.show_result(self.actions.command(C.Coin, at=self._cursor_point()))
