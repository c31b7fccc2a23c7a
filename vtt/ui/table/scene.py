"""The table scene: built from the game module's layout, kept in step with the seat's view.

:meth:`TableScene.sync` is called with every new :class:`~vtt.core.views.View`.  It builds
the static parts (seat areas, zones, counters, tokens) only when the table's shape changes
(another game, seat count, seating or viewer) and otherwise updates items in place: cards
are matched by id, hidden cards by zone and position, so a move only moves one item.  No
game-specific code lives here: everything comes from the layout, the view and
``module.face()``.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from ...core.faces import CardFace
from ...core.model import HAND
from ...core.module import Layout, zone_id
from ...core.views import CardView, SeatView, View, ZoneView
from ..controller import GameController
from ..counters import counter_name
from ..render.card_renderer import CardRenderer
from .actions import TableActions
from .board_items import BoardZoneItem, make_board_item, piece_of
from .card_item import CARD_H, CARD_W, CardItem
from .geometry import BAND, FELT, TableGeometry, arrange
from .hand_shelf import shelve_hand
from .seat_item import SeatAreaItem, SeatCounterItem
from .token_item import TOKEN_W, TokenItem
from .zone_items import PileItem, ZoneItem, make_zone_item
from .zone_labels import ZoneLabelItem

#: extra room around the table, so the table can be panned even when it fits the window
PAN_ROOM = 1500.0
#: how far each further card lying on exactly the same spot of a region is moved, so a pile
#: of identical spots (a game's discs all at zero) shows every card
STACK_STEP = QPointF(14.0, 3.0)


def counter_row(seat_w: float, n: int, tokens: float = TOKEN_W + 24) -> tuple[float, float, float]:
    """Where a seat's ``n`` counters go in its band: (first x, width, gap).  They start
    after the name and share the band up to the corner kept for the seat's token (a
    token as wide as ``tokens``, so it never lies on the last counter); with many counters
    (six, say) the name gets less room and the counters get narrower."""
    gap = 8.0 if n <= 3 else 4.0
    for start in (260.0, 200.0, 150.0):
        width = (seat_w - start - tokens) / max(1, n) - gap
        if width >= 150:
            break
    return start, min(SeatCounterItem.WIDTH, width), gap


class TableScene(QGraphicsScene):
    def __init__(
        self, controller: GameController, renderer: CardRenderer, actions: TableActions, parent=None
    ):
        super().__init__(parent)
        self.controller = controller
        self.renderer = renderer
        self.actions = actions
        self.language = "en"
        self.layout: Layout | None = None
        self.geometry: TableGeometry | None = None
        self.seat_items: dict[int, SeatAreaItem] = {}
        self.zone_items: dict[str, ZoneItem] = {}
        self.counter_items: dict[tuple[int, str], SeatCounterItem] = {}
        self.token_items: dict[str, TokenItem] = {}
        self.card_items: dict[tuple, CardItem] = {}
        self._faces: dict[str, CardFace] = {}
        self._shape: tuple | None = None
        #: the table with the viewer's hand shelf (what fitting the table shows)
        self._table = QRectF()
        self.animate = True
        #: "Turn all cards to me": cards are drawn upright for the viewer in every area (a
        #: display choice; the areas themselves still face their players)
        self.upright = True
        self.setBackgroundBrush(QBrush(FELT))
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)

    # -- building ---------------------------------------------------------------------------------

    def face(self, catalog: str | None) -> CardFace | None:
        if catalog is None:
            return None
        face = self._faces.get(catalog)
        if face is None:
            face = self._faces[catalog] = self.controller.module.face(catalog, self.language)
        return face

    def rebuild(self, view: View) -> None:
        """Lay the table out anew (another game, seat count, seating or viewer)."""
        self.clear()
        self.seat_items.clear()
        self.zone_items.clear()
        self.counter_items.clear()
        self.token_items.clear()
        self.card_items.clear()
        self._faces.clear()
        module = self.controller.module
        n = max(1, len(view.seats))
        layout = self.layout = module.layout(n)
        self.renderer.set_game_look(layout.backs, module.card_images)
        geo = self.geometry = arrange(layout, n, view.seat, view.seating)
        for seat in range(n):
            area = SeatAreaItem(seat, geo.seat_w, geo.seat_h)
            area.setTransform(geo.places[seat].transform)
            self.addItem(area)
            self.seat_items[seat] = area
            start, width, gap = counter_row(geo.seat_w, len(layout.seat_counters))
            area.name_width = start - 30
            for k, kind in enumerate(layout.seat_counters):
                counter = SeatCounterItem(
                    seat, kind, counter_name(layout, kind), self.actions, area, width
                )
                counter.setPos(
                    start + k * (width + gap), geo.seat_h + (BAND - SeatCounterItem.HEIGHT) / 2
                )
                self.counter_items[(seat, kind)] = counter
                area.counters_end = counter.x() + width
        for spec in layout.zones:
            if spec.per_seat:
                for seat in range(n):
                    area = self.seat_items[seat]
                    item = make_board_item(spec, zone_id(spec, seat), seat, area) or make_zone_item(
                        spec, zone_id(spec, seat), seat, self.renderer, area
                    )
                    self.zone_items[item.zone_id] = item
            else:
                item = make_board_item(spec, zone_id(spec, None), None) or make_zone_item(
                    spec, zone_id(spec, None), None, self.renderer
                )
                item.setPos(geo.centre.topLeft() + QPointF(spec.rect[0], spec.rect[1]))
                self.addItem(item)
                self.zone_items[item.zone_id] = item
        self._table = geo.table
        hand = self.viewer_hand(view.seat)
        if hand is not None:
            self._table = shelve_hand(hand, geo.table)
        for zone in self.zone_items.values():
            if zone.parentItem() is None:
                zone.set_cloth_on_felt(True)
        self._label_zones()
        colours = {t.id: t.colour for t in layout.tokens}
        for token in view.tokens.values():
            item = TokenItem(token, colours.get(token.id, "#c0a040"))
            self.addItem(item)
            self.token_items[token.id] = item
        self._turn_piles()
        self.setSceneRect(self._table.adjusted(-PAN_ROOM, -PAN_ROOM, PAN_ROOM, PAN_ROOM))
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)
        self._shape = self._shape_of(view)

    def drawBackground(self, painter, rect) -> None:  # noqa: N802 (Qt's name)
        """The felt and the cloth of the zones lying on it (the middle's, the viewer's hand
        shelf): the view keeps this in its background cache, so a repaint blits it instead
        of blending those large zones again."""
        super().drawBackground(painter, rect)
        for zone in self.zone_items.values():
            if zone.parentItem() is None and zone.sceneBoundingRect().intersects(rect):
                painter.save()
                painter.setTransform(zone.sceneTransform(), True)
                zone.paint_cloth(painter)
                painter.restore()

    def _label_zones(self) -> None:
        """Every zone's caption, over the cards and upright for the viewer."""
        for zone in self.zone_items.values():
            label = ZoneLabelItem(zone)
            self.addItem(label)
            label.place()

    # -- keeping in step with the view ----------------------------------------------------------

    def _shape_of(self, view: View) -> tuple:
        """What the seat areas' places depend on: a new game of the same size seated
        otherwise, or a reopened save, must move them (each seat where the seating puts it)."""
        n = max(1, len(view.seats))
        return (view.game, n, tuple(view.seating), view.seat, id(self.controller.module))

    def sync(self, view: View) -> None:
        if self._shape_of(view) != self._shape:
            self.rebuild(view)
        self.renderer.pictures.follow(view.options)  # a deck of a user's card images
        for seat in view.seats:
            self._sync_seat(view, seat)
        seen: set[tuple] = set()
        for zone in view.zones.values():
            item = self.zone_items.get(zone.id)
            if item is not None:
                seen |= self._sync_zone(view, zone, item)
        for key in [k for k in self.card_items if k not in seen]:
            self.removeItem(self.card_items.pop(key))
        self._place_tokens(view)

    def _sync_seat(self, view: View, seat: SeatView) -> None:
        """A seat's area (name, turn, felt under its zones) and its counters."""
        area = self.seat_items.get(seat.index)
        if area is not None:
            area.set_seat(seat, view.turn.active == seat.index, seat.index == view.seat)
            for zone in self.zone_items.values():
                if zone.owner == seat.index:
                    zone.set_base(area.felt())
        for kind in self.layout.seat_counters if self.layout is not None else ():
            counter = self.counter_items.get((seat.index, kind))
            if counter is not None:
                counter.set_value(seat.counters.get(kind, 0))

    def _sync_zone(self, view: View, zone: ZoneView, item: ZoneItem) -> set[tuple]:
        """A zone's count and cards (a pile shows its top card only); returns the keys of
        the card items it placed."""
        item.set_count(len(zone.cards))
        if isinstance(item, PileItem):
            top = zone.cards[0] if zone.cards else None
            item.set_top(top, self.face(top.catalog) if top is not None else None)
            return set()
        entries = list(enumerate(zone.cards))
        if isinstance(item, BoardZoneItem):  # it draws its pieces, the rest are cards
            counter = item.counter()
            entries = item.show(
                entries, lambda c: piece_of(self.layout, view.seats, self.face, c, counter)
            )
        placed: set[tuple] = set()
        stacked: dict[tuple[float, float], int] = {}
        for index, card in entries:
            key = self.card_key(zone.id, index, card)
            placed.add(key)
            spot = (card.x, card.y)
            shift = stacked.get(spot, 0)
            stacked[spot] = shift + 1
            self._place_card(key, card, item, index, len(zone.cards), view.seat, shift)
        return placed

    @staticmethod
    def card_key(zone: str, index: int, card: CardView) -> tuple:
        return ("id", card.id) if card.id is not None else ("pos", zone, index)

    def _place_card(
        self,
        key: tuple,
        card: CardView,
        zone: ZoneItem,
        index: int,
        n: int,
        viewer: int,
        shift: int = 0,
    ) -> None:
        """Place one card; ``shift`` counts the cards before it at exactly the same spot of
        a region, which are fanned out (STACK_STEP each) so that every one stays visible."""
        item = self.card_items.get(key)
        fresh = item is None
        if fresh:
            item = CardItem(self.renderer, key, self.layout)
            self.addItem(item)
            self.card_items[key] = item
        if zone.kind == HAND:
            local = zone.card_slot(index, n)
        else:
            local = QPointF(
                card.x + CARD_W / 2 + shift * STACK_STEP.x(),
                card.y + CARD_H / 2 + shift * STACK_STEP.y(),
            )
        movable = self.may_move(card, zone, viewer)
        item.set_card(
            card,
            zone.zone_id,
            index,
            self.face(card.catalog),
            self.zone_rotation(zone),
            movable,
            animate=self.animate and not fresh,
        )
        item.setPos(zone.mapToScene(local))
        item.setScale(zone.scale())  # the hand on its shelf is larger
        item.setZValue(10 + index * 0.01 + (5 if zone.kind == HAND else 0))
        item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, movable)

    @staticmethod
    def may_move(card: CardView, zone: ZoneItem, viewer: int) -> bool:
        """Whether the viewer handles this card on a physical table (the session decides)."""
        if card.controller is not None:
            return card.controller == viewer
        return zone.owner in (None, viewer)

    def zone_rotation(self, zone: ZoneItem) -> float:
        """The angle the cards of ``zone`` are drawn at: their seat's, or upright for the
        viewer when :attr:`upright` is on."""
        if self.upright or self.geometry is None:
            return 0.0
        return self.geometry.seat_rotation(zone.owner)

    def set_upright(self, on: bool) -> None:
        """Turn every card to the viewer (True) or to its player (False), and redraw."""
        if on == self.upright:
            return
        self.upright = on
        self._turn_piles()
        if self.layout is not None:
            self.sync(self.controller.view)

    def _turn_piles(self) -> None:
        """Tell each pile how far to turn its top card back to the viewer."""
        for zone in self.zone_items.values():
            if isinstance(zone, PileItem) and self.geometry is not None:
                turn = -self.geometry.seat_rotation(zone.owner) if self.upright else 0.0
                zone.set_card_turn(turn)

    def _place_tokens(self, view: View) -> None:
        per_holder: dict[int | None, int] = {}
        for token_id, item in self.token_items.items():
            token = view.tokens.get(token_id)
            if token is None:
                item.hide()
                continue
            item.show()
            item.set_token(token)
            k = per_holder.get(token.holder, 0)
            per_holder[token.holder] = k + 1
            item.setPos(self.token_home(token.holder, k))
            item.setRotation(self.geometry.seat_rotation(token.holder))

    def token_home(self, holder: int | None, k: int = 0) -> QPointF:
        """Where the ``k``-th token of ``holder`` lies (the centre when ``holder`` is None)."""
        geo = self.geometry
        area = self.seat_items.get(holder) if holder is not None else None
        if area is None:
            return geo.centre.topRight() + QPointF(-TOKEN_W / 2 - 10 - k * (TOKEN_W + 8), 40)
        return area.mapToScene(
            QPointF(geo.seat_w - TOKEN_W / 2 - 14 - k * (TOKEN_W + 8), geo.seat_h + BAND / 2)
        )

    def repaint_cards(self) -> None:
        """Redraw every card (new pictures, another image folder): items cache their
        painting, so each is told explicitly."""
        for item in self.items():
            if isinstance(item, (CardItem, PileItem)):
                item.update()

    def set_language(self, language: str) -> None:
        if language != self.language:
            self.language = language
            self._faces.clear()
            self._shape = None
            self.sync(self.controller.view)

    # -- lookups for the view ---------------------------------------------------------------------

    def table_rect(self) -> QRectF:
        return QRectF(self._table) if self.geometry else QRectF()

    def viewer_hand(self, viewer: int) -> ZoneItem | None:
        """The viewing seat's own hand zone (the first, if its area has several)."""
        for zone in self.zone_items.values():
            if zone.kind == HAND and zone.owner == viewer:
                return zone
        return None

    def seat_rect(self, seat: int) -> QRectF:
        """What zooming to ``seat`` shows: its area, with the hand shelf for the viewer."""
        area = self.seat_items.get(seat)
        if area is None:
            return QRectF()
        rect = area.sceneBoundingRect()
        hand = self.viewer_hand(seat)
        if hand is not None and hand.parentItem() is None:
            rect = rect.united(hand.sceneBoundingRect())
        return rect

    def zone_at(self, point: QPointF) -> ZoneItem | None:
        for item in self.items(point):
            if isinstance(item, ZoneItem):
                return item
        return None

    def seat_at(self, point: QPointF) -> SeatAreaItem | None:
        for item in self.items(point):
            if isinstance(item, SeatAreaItem):
                return item
        return None

    def card_at(self, point: QPointF, exclude=()) -> CardItem | None:
        for item in self.items(point):
            if isinstance(item, CardItem) and item not in exclude:
                return item
        return None
