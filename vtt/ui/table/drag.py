"""Dragging cards and tokens: instant feedback on screen, then one command on release.

While the mouse moves, the dragged items follow it and the zone (or seat, for a token)
under the cursor lights up.  On release the drop becomes a command: a ``Move`` (a ``Batch``
of them for a selection, so it is one undo step), an ``Attach`` when Shift is held over
another card, a ``PassToken`` for a token.  Whatever the session answers, the scene then
re-places every item from the new view, so a refused drag snaps back.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt

from ...core import commands as C
from ...core.model import HAND, PILE, REGION
from .card_item import CARD_H, CARD_W, CardItem
from .seat_item import SeatAreaItem
from .token_item import TokenItem
from .zone_items import PileItem, ZoneItem

DRAG_Z = 1000.0


class CardDrag:
    """Cards being dragged: regions' and hands' items, or a ghost of a pile's top card."""

    def __init__(self, scene, items: list[CardItem], start: QPointF, ghost: bool = False):
        self.scene = scene
        self.items = items
        self.start = QPointF(start)
        self.origins = {item: QPointF(item.pos()) for item in items}
        self.ghost = ghost
        self.target: ZoneItem | None = None
        for item in items:
            item.setZValue(DRAG_Z + item.zValue())
            item.setOpacity(0.9)

    def move(self, point: QPointF) -> None:
        delta = point - self.start
        for item, origin in self.origins.items():
            item.setPos(origin + delta)
        target = self.scene.zone_at(point)
        if target is not self.target:
            if self.target is not None:
                self.target.set_highlight(False)
            self.target = target
            if target is not None:
                target.set_highlight(True)

    def cancel(self) -> None:
        if self.target is not None:
            self.target.set_highlight(False)
        for item, origin in self.origins.items():
            item.setPos(origin)
            item.setOpacity(1.0)
        if self.ghost:
            for item in self.items:
                self.scene.removeItem(item)

    def commands(self, point: QPointF, modifiers, seat: int) -> C.Command | None:
        """The command the drop at ``point`` means (``None``: nothing to do)."""
        if len(self.items) == 1 and modifiers & Qt.KeyboardModifier.ShiftModifier:
            host = self.scene.card_at(point, exclude=self.items)
            item = self.items[0]
            if host is not None and host.card_id is not None and item.card_id is not None:
                return C.Attach(seat=seat, card=item.card_id, to=host.card_id)
        zone = self.target
        if zone is None:
            return None
        moves = []
        ordered = sorted(self.items, key=lambda i: (i.zone_id, -i.index))
        for item in ordered:
            move = self._move_for(item, zone, modifiers, seat)
            if move is not None:
                moves.append(move)
        if not moves:
            return None
        return moves[0] if len(moves) == 1 else C.Batch(seat=seat, commands=moves)

    def _move_for(self, item: CardItem, zone: ZoneItem, modifiers, seat: int) -> C.Move | None:
        ref = (
            {"card": item.card_id}
            if item.card_id is not None
            else {"zone": item.zone_id, "index": item.index}
        )
        if zone.kind == REGION:
            local = zone.mapFromScene(item.pos())
            x = min(max(0.0, local.x() - CARD_W / 2), max(0.0, zone.rect.width() - CARD_W))
            y = min(max(0.0, local.y() - CARD_H / 2), max(0.0, zone.rect.height() - CARD_H))
            x, y = round(x, 1), round(y, 1)
            if item.zone_id == zone.zone_id and (x, y) == (item.card.x, item.card.y):
                return None
            return C.Move(seat=seat, to=zone.zone_id, x=x, y=y, **ref)
        if zone.kind == HAND:
            n = zone.count - (1 if item.zone_id == zone.zone_id else 0)
            index = zone.slot_for(zone.mapFromScene(item.pos()).x(), n)
            if item.zone_id == zone.zone_id and index == item.index:
                return None
            return C.Move(seat=seat, to=zone.zone_id, to_index=index, **ref)
        if zone.kind == PILE:
            if item.zone_id == zone.zone_id and not modifiers & Qt.KeyboardModifier.ShiftModifier:
                return None
            bottom = bool(modifiers & Qt.KeyboardModifier.ShiftModifier)
            return C.Move(seat=seat, to=zone.zone_id, bottom=bottom, **ref)
        return None

    def finish(self) -> None:
        if self.target is not None:
            self.target.set_highlight(False)
        for item in self.items:
            item.setOpacity(1.0)
        if self.ghost:
            for item in self.items:
                self.scene.removeItem(item)


def pile_ghost(scene, pile: PileItem) -> CardItem:
    """A stand-in for a pile's top card, dragged out of the pile."""
    top = pile.top
    item = CardItem(scene.renderer, ("ghost", pile.zone_id))
    item.set_card(
        top,
        pile.zone_id,
        0,
        scene.face(top.catalog),
        scene.zone_rotation(pile),
        True,
        animate=False,
    )
    item.setPos(pile.mapToScene(pile.card_rect().center()))
    scene.addItem(item)
    return item


class TokenDrag:
    """A token on its way to another seat (or the middle of the table)."""

    def __init__(self, scene, item: TokenItem, start: QPointF):
        self.scene = scene
        self.item = item
        self.start = QPointF(start)
        self.origin = QPointF(item.pos())
        self.target: SeatAreaItem | None = None

    def move(self, point: QPointF) -> None:
        self.item.setPos(self.origin + point - self.start)
        seat = self.scene.seat_at(point)
        if seat is not self.target:
            if self.target is not None:
                self.target.set_highlight(False)
            self.target = seat
            if seat is not None:
                seat.set_highlight(True)

    def cancel(self) -> None:
        self.finish()
        self.item.setPos(self.origin)

    def finish(self) -> None:
        if self.target is not None:
            self.target.set_highlight(False)

    def commands(self, point: QPointF, modifiers, seat: int) -> C.Command | None:
        to = self.target.seat if self.target is not None else None
        if to is None and not self.scene.geometry.centre.contains(point):
            return None
        if to == self.item.token.holder:
            return None
        return C.PassToken(seat=seat, token=self.item.token.id, to=to)
