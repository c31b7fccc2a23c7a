"""Zones drawn as a game's components rather than as cards: a board of numbered tracks,
numbered spaces, pieces side by side, a stack of pieces with its count, a total token.

The layout says which (:attr:`~vtt.core.module.ZoneSpec.draw`) and which cards are pieces
(:class:`~vtt.core.module.PieceSpec`, by card back); the scene hands each such zone its cards
and gets back the ones that are not pieces, which it places as card items as usual.  A piece
is drawn from what the viewing seat may know only: a hidden piece has no face, so it shows no
value and every hidden piece of a kind is drawn the same.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import NamedTuple

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem

from ...core.faces import CardFace
from ...core.module import (
    DRAW_CARDS,
    DRAW_PIECES,
    DRAW_SPACES,
    DRAW_STACK,
    DRAW_TOTAL,
    DRAW_TRACKS,
    PIECE_DISC,
    SEAT_COLOUR,
    Layout,
    ZoneSpec,
)
from ...core.views import CardView, SeatView
from ..render.fonts import font
from ..render.palette import mix
from .zone_items import CAPTION_H, ZoneItem, fit_caption

#: room for the name of each lane of a track board, left of its spaces
LANE_NAME_W = 120.0
#: how far each further piece of a stack on one space is raised
STACK_RISE = 4.0
#: the colour of a piece whose seat is unknown
NO_SEAT = "#9a9a9a"


class Piece(NamedTuple):
    """One card drawn as a piece, as the viewer sees it."""

    shape: str
    colour: str
    size: float
    #: the face's value when the viewer sees the face, else ""
    text: str
    x: float
    lane: str
    value: int
    #: the name of the seat that owns it ("" for none)
    seat: str = ""
    #: the card's place in its zone
    index: int = 0


def piece_of(
    layout: Layout,
    seats: list[SeatView],
    face: Callable[[str | None], CardFace | None],
    card: CardView,
    counter: str | None = None,
) -> Piece | None:
    """``card`` as a piece, or None when its back is not one of the layout's pieces."""
    spec = layout.piece(card.back)
    if spec is None:
        return None
    owner = card.owner if card.owner is not None else card.controller
    owner = -1 if owner is None else owner
    colour = spec.colour
    if colour == SEAT_COLOUR:
        colour = seats[owner].colour if 0 <= owner < len(seats) else NO_SEAT
    shown = face(card.catalog) if card.catalog is not None and card.face_up else None
    if counter is None:
        value = 0
    elif counter:
        value = card.counters.get(counter, 0)
    else:  # the owner's seat counter named after the piece's lane
        value = seats[owner].counters.get(card.label, 0) if 0 <= owner < len(seats) else 0
    return Piece(
        shape=spec.shape,
        colour=colour or NO_SEAT,
        size=spec.size,
        text=shown.big if shown is not None else "",
        x=card.x,
        lane=card.label,
        value=value,
        seat=seats[owner].name if 0 <= owner < len(seats) else "",
    )


def paint_piece(painter: QPainter, piece: Piece, centre: QPointF, size: float = 0.0) -> None:
    """A disc (a wooden disc seen from above: rim, lit top) or a chip (a flat token with a
    ring, its value in the middle when shown)."""
    size = size or piece.size
    r = size / 2
    base = QColor(piece.colour)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 90))
    painter.drawEllipse(centre + QPointF(1.5, 2.5), r, r)
    if piece.shape == PIECE_DISC:
        painter.setBrush(base.darker(150))
        painter.drawEllipse(centre + QPointF(0, 2.5), r, r)
        light = QRadialGradient(centre - QPointF(r * 0.35, r * 0.35), r * 1.4)
        light.setColorAt(0.0, base.lighter(140))
        light.setColorAt(1.0, base)
        painter.setBrush(light)
        painter.setPen(QPen(base.darker(170), 1.2))
        painter.drawEllipse(centre, r, r)
        return
    painter.setBrush(base)
    painter.setPen(QPen(base.darker(180), 1.4))
    painter.drawEllipse(centre, r, r)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(mix(base, QColor("#f3e6c4"), 0.55), 1.4))
    painter.drawEllipse(centre, r * 0.74, r * 0.74)
    if piece.text:
        painter.save()
        painter.translate(centre)
        painter.rotate(-_turn(painter))  # the value reads upright for the viewer
        painter.setPen(QColor("#fbf3dc"))
        painter.setFont(font(max(8, int(size * 0.42)), True))
        painter.drawText(QRectF(-r, -r, size, size), _CENTRE, piece.text)
        painter.restore()
    else:  # a hidden piece: the same mark on every one
        painter.setBrush(mix(base, QColor("#f3e6c4"), 0.35))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawEllipse(centre, r * 0.22, r * 0.22)


_CENTRE = Qt.AlignmentFlag.AlignCenter


def _turn(painter: QPainter) -> float:
    """How many degrees the painter's drawing is turned on the screen (a seat's rotation)."""
    t = painter.worldTransform()
    return math.degrees(math.atan2(t.m12(), t.m11()))


class BoardZoneItem(ZoneItem):
    """A zone that draws its pieces itself; subclasses say where they stand."""

    def __init__(self, spec: ZoneSpec, zone_id: str, owner: int | None, parent=None):
        super().__init__(spec, zone_id, owner, parent)
        self.pieces: list[Piece] = []
        #: the cards drawn as pieces, by their place in the zone
        self.cards: dict[int, CardView] = {}
        #: where each piece was last drawn (centre, radius), what hovering it tells, its card
        self.spots: list[tuple[QPointF, float, str, int]] = []
        #: the card of the piece under the mouse, which a drag takes (as a pile's top card)
        self.top: CardView | None = None
        self._top_spot = QRectF()
        self.setAcceptHoverEvents(True)

    def draw(self, painter: QPainter, piece: Piece, centre: QPointF, size: float = 0.0) -> None:
        """Paint a piece and remember its spot for the tooltip and for dragging it."""
        paint_piece(painter, piece, centre, size)
        self.spots.append((centre, (size or piece.size) / 2, self.tip(piece), piece.index))

    def card_rect(self) -> QRectF:
        """Where the piece a drag takes out lies (zone coordinates)."""
        return self._top_spot

    def tip(self, piece: Piece) -> str:
        """What hovering a piece tells: its seat and, when known, its value."""
        return ": ".join(text for text in (piece.seat, piece.text) if text)

    def hoverMoveEvent(self, event) -> None:
        pos = event.pos()
        for centre, radius, text, index in reversed(self.spots):
            d = pos - centre
            if d.x() * d.x() + d.y() * d.y() <= radius * radius:
                self.setToolTip(text or self.label())
                self.top = self.cards.get(index)
                self._top_spot = QRectF(
                    centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius
                )
                return
        self.setToolTip(self.label())
        self.top = None

    def hoverLeaveEvent(self, event) -> None:
        self.top = None
        super().hoverLeaveEvent(event)

    def show(
        self, entries: list[tuple[int, CardView]], piece: Callable[[CardView], Piece | None]
    ) -> list[tuple[int, CardView]]:
        """Take the pieces among ``entries`` (index in the zone, card) and return the other
        entries, for the scene to place as cards."""
        pieces, rest = [], []
        self.cards = {}
        for index, card in entries:
            drawn = piece(card)
            if drawn is None:
                rest.append((index, card))
            else:
                pieces.append(drawn._replace(index=index))
                self.cards[index] = card
        if pieces != self.pieces:
            self.pieces = pieces
            self.update()
        return rest

    def counter(self) -> str | None:
        """What a piece's place depends on: a card counter, "" for its owner's seat counter
        named after its lane (see TrackSpec), None for neither."""
        return None

    def paint(self, painter: QPainter, option, widget=None) -> None:
        super().paint(painter, option, widget)
        self.spots = []
        self.paint_board(painter)

    def paint_board(self, painter: QPainter) -> None:
        raise NotImplementedError


class TrackBoardItem(BoardZoneItem):
    """A board of tracks: a lane per class of the layout, its name on the left, its numbered
    spaces to the right, the pieces stacked on their spaces, on a board of its own."""

    def caption(self) -> str:
        return self.label()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        edge = QColor("#7fd0ff") if self.highlight else QColor("#2b1d12")
        painter.setBrush(QColor("#4a3424"))
        painter.setPen(QPen(edge, 2.5 if self.highlight else 2.0))
        painter.drawRoundedRect(self.rect, 8, 8)
        self.spots = []  # the board's name is the zone's caption, drawn over it upright
        self.paint_board(painter)

    def tip(self, piece: Piece) -> str:
        track = self.spec.track
        lanes = track.lanes if track is not None else ()
        lane = next((lane for lane in lanes if lane.key == piece.lane), None)
        name = QCoreApplication.translate(lane.label.context, lane.label.text) if lane else ""
        return QCoreApplication.translate("Table", "{seat}: {track} {value}").format(
            seat=piece.seat, track=name, value=piece.value
        )

    def counter(self) -> str | None:
        track = self.spec.track
        return track.counter if track is not None else None

    def lane_rects(self) -> list[QRectF]:
        track = self.spec.track
        n = len(track.lanes) if track is not None else 1
        top = CAPTION_H + 6
        h = (self.rect.height() - top - 4) / max(1, n)
        return [QRectF(4, top + i * h, self.rect.width() - 8, h - 3) for i in range(n)]

    def space_rect(self, lane: QRectF, space: int) -> QRectF:
        track = self.spec.track
        last = track.last if track is not None else 0
        width = (lane.width() - LANE_NAME_W - 4) / (last + 1)
        return QRectF(
            lane.left() + LANE_NAME_W + 4 + space * width, lane.top(), width, lane.height()
        )

    def paint_board(self, painter: QPainter) -> None:
        track = self.spec.track
        if track is None:
            return
        lanes = self.lane_rects()
        for lane_spec, lane in zip(track.lanes, lanes, strict=True):
            colour = QColor(lane_spec.colour)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(mix(colour, QColor("#1b1b1b"), 0.25))
            painter.drawRoundedRect(lane, 6, 6)
            name = QRectF(lane.left(), lane.top(), LANE_NAME_W, lane.height())
            painter.setBrush(colour)
            painter.drawRoundedRect(name, 6, 6)
            painter.setPen(QColor("#fbf3dc"))
            label = QCoreApplication.translate(lane_spec.label.context, lane_spec.label.text)
            box = name.adjusted(8, 0, -4, 0)
            painter.drawText(box, _LEFT_MIDDLE, fit_caption(painter, box, label))
            self._paint_spaces(painter, lane, colour, track.last)
        stacks: dict[tuple[str, int], list[Piece]] = {}
        for piece in self.pieces:
            stacks.setdefault((piece.lane, min(max(piece.value, 0), track.last)), []).append(piece)
        rows = {spec.key: lane for spec, lane in zip(track.lanes, lanes, strict=True)}
        for (key, space), stack in stacks.items():
            lane = rows.get(key)
            if lane is None:
                continue
            cell = self.space_rect(lane, space)
            size = min(stack[0].size, cell.width() - 6, cell.height() - 8)
            bottom = QPointF(cell.center().x(), cell.center().y() + 4)
            # the piece furthest right in the state lies lowest (see TrackSpec)
            for level, piece in enumerate(sorted(stack, key=lambda p: -p.x)):
                self.draw(painter, piece, bottom - QPointF(0, level * STACK_RISE), size)
            beyond = max(p.value for p in stack)
            if beyond > track.last:
                painter.setPen(QColor("#fbf3dc"))
                painter.setFont(font(10, True))
                painter.drawText(cell.adjusted(0, 0, 0, -1), _BOTTOM, str(beyond))

    def _paint_spaces(self, painter: QPainter, lane: QRectF, colour: QColor, last: int) -> None:
        for space in range(last + 1):
            cell = self.space_rect(lane, space).adjusted(1.5, 3, -1.5, -3)
            fifth = space % 5 == 0
            painter.setPen(QPen(mix(colour, QColor("white"), 0.45), 1.4 if fifth else 0.8))
            painter.setBrush(mix(colour, QColor("#f3e6c4"), 0.18 if fifth else 0.08))
            painter.drawRoundedRect(cell, 4, 4)
            painter.setPen(QColor(255, 255, 255, 200 if fifth else 140))
            painter.setFont(font(10 if fifth else 9, fifth))
            painter.drawText(cell.adjusted(3, 1, -2, 0), _TOP_LEFT, str(space))


_LEFT_MIDDLE = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
_TOP_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
_BOTTOM = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom


class SpacesItem(BoardZoneItem):
    """Numbered spaces beside the zone's card (a building); the pieces stand on them in the
    order they were placed (left to right in the state)."""

    def caption(self) -> str:
        return self.label()

    def space_centre(self, index: int) -> QPointF:
        spaces = self.spec.spaces
        if spaces is None:
            return QPointF()
        return QPointF(spaces.origin[0] + index * spaces.step, spaces.origin[1])

    def paint_board(self, painter: QPainter) -> None:
        spaces = self.spec.spaces
        if spaces is None:
            return
        pieces = sorted(self.pieces, key=lambda p: p.x)
        radius = min(spaces.step * 0.46, 22.0)
        for i in range(max(spaces.count, len(pieces))):
            centre = self.space_centre(i)
            painter.setBrush(QColor(0, 0, 0, 60))
            painter.setPen(QPen(QColor(255, 255, 255, 110), 1.4, Qt.PenStyle.DashLine))
            painter.drawEllipse(centre, radius, radius)
            painter.setPen(QColor(255, 255, 255, 150))
            painter.setFont(font(13, True))
            painter.drawText(QRectF(centre.x() - 12, centre.y() - 12, 24, 24), _CENTRE, str(i + 1))
            if i < len(pieces):
                self.draw(painter, pieces[i], centre, min(pieces[i].size, 2 * radius - 2))


class PiecesItem(BoardZoneItem):
    """The zone's pieces side by side, in rows that fill the zone (closer together when there
    are many), under its caption with the count."""

    def places(self, n: int, size: float) -> list[QPointF]:
        area = self.rect.adjusted(6, CAPTION_H + 6, -6, -6)
        step = size + 4
        columns = max(1, int((area.width() + 4) // step))
        rows = max(1, -(-n // columns))
        down = (
            step if rows * step <= area.height() + 4 else (area.height() - size) / max(1, rows - 1)
        )
        across = min(step, (area.width() - size) / max(1, min(n, columns) - 1)) if n > 1 else step
        return [
            QPointF(
                area.left() + size / 2 + (i % columns) * across,
                area.top() + size / 2 + (i // columns) * down,
            )
            for i in range(n)
        ]

    def paint_board(self, painter: QPainter) -> None:
        if not self.pieces:
            return
        size = self.pieces[0].size
        for piece, centre in zip(self.pieces, self.places(len(self.pieces), size), strict=True):
            self.draw(painter, piece, centre)


class StackItem(BoardZoneItem):
    """A supply of pieces: a stack of them with the count on a badge."""

    def caption(self) -> str:
        return self.label()

    def centre(self) -> QPointF:
        return QPointF(self.rect.center().x(), self.rect.center().y() + CAPTION_H / 2 + 6)

    def hoverMoveEvent(self, event) -> None:
        """Anywhere on a stack, a drag takes its top piece."""
        self.top = self.cards.get(min(self.cards)) if self.cards else None
        r = self.pieces[0].size / 2 if self.pieces else 0.0
        c = self.centre()
        self._top_spot = QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r)

    def paint_board(self, painter: QPainter) -> None:
        centre = self.centre()
        if self.pieces:
            top = self.pieces[0]
            size = min(top.size + 12, self.rect.width() - 16)
            depth = min(6, -(-self.count // 5))
            flat = top._replace(text="")
            for level in range(depth):
                paint_piece(painter, flat, centre - QPointF(0, level * 3.0), size)
        _badge(painter, QPointF(self.rect.right() - 18, self.rect.bottom() - 14), str(self.count))


class TotalItem(BoardZoneItem):
    """One token showing the total of the zone's pieces (their values added; "?" joins it
    when some are hidden), with how many pieces make it."""

    def total(self) -> str:
        known = sum(int(p.text) for p in self.pieces if p.text.isdigit())
        hidden = any(not p.text.isdigit() for p in self.pieces)
        return f"{known}+?" if hidden else str(known)

    def paint_board(self, painter: QPainter) -> None:
        area = self.rect.adjusted(4, CAPTION_H + 4, -4, -4)
        size = min(area.width(), area.height()) - 8
        colour = self.pieces[0].colour if self.pieces else "#7a6a3a"
        token = Piece("chip", colour, size, self.total(), 0.0, "", 0)
        if not self.pieces:
            painter.setOpacity(0.45)
        paint_piece(painter, token, area.center())
        painter.setOpacity(1.0)


def _badge(painter: QPainter, centre: QPointF, text: str) -> None:
    badge = QRectF(centre.x() - 14, centre.y() - 9, 28, 18)
    painter.setBrush(QColor(20, 20, 20, 220))
    painter.setPen(QPen(QColor("#f0e6c8"), 1))
    painter.drawRoundedRect(badge, 6, 6)
    painter.setFont(font(11, True))
    painter.drawText(badge, _CENTRE, text)


_ITEMS: dict[str, type[BoardZoneItem]] = {
    DRAW_TRACKS: TrackBoardItem,
    DRAW_SPACES: SpacesItem,
    DRAW_PIECES: PiecesItem,
    DRAW_STACK: StackItem,
    DRAW_TOTAL: TotalItem,
}


def make_board_item(
    spec: ZoneSpec, zone_id: str, owner: int | None, parent=None
) -> BoardZoneItem | None:
    """The item of a zone the layout draws as components; None for a zone of cards."""
    kind = _ITEMS.get(spec.draw) if spec.draw != DRAW_CARDS else None
    if kind is None:
        return None
    item = kind(spec, zone_id, owner, parent)
    item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, False)
    return item
