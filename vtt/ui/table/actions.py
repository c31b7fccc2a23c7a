"""Everything the table can ask for, as commands sent through the controller.

Items, menus, keys and drags never change anything themselves: they call these methods,
which build the command for the viewing seat and submit it.  The place of the last action
is remembered so that a refusal can be shown right there.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF

from ...core import commands as C
from ...core.session import Result
from ..controller import GameController
from .card_item import CardItem


class TableActions:
    def __init__(self, controller: GameController):
        self.controller = controller
        #: scene point of the last action, where a refusal is shown
        self.last_point = QPointF()

    # -- plumbing -----------------------------------------------------------------------------

    @property
    def seat(self) -> int:
        return self.controller.seat

    def submit(self, cmd: C.Command, at=None) -> Result:
        self._mark(at)
        return self.controller.submit(self.controller.by_hand(cmd))

    def command(self, cls: type[C.Command], at=None, **args) -> Result:
        return self.submit(cls(seat=self.seat, **args), at)

    def _mark(self, at) -> None:
        if at is None:
            return
        if isinstance(at, QPointF):
            self.last_point = QPointF(at)
        else:
            self.last_point = at.mapToScene(at.boundingRect().center())

    @staticmethod
    def ref(item: CardItem) -> dict:
        """How a command names the card: by id, or by zone and position when hidden."""
        if item.card_id is not None:
            return {"card": item.card_id}
        return {"zone": item.zone_id, "index": item.index}

    def zone_of_role(self, role: str, seat: int | None = None) -> str | None:
        seat = self.seat if seat is None else seat
        for zone in self.controller.view.zones.values():
            if zone.owner == seat and zone.role == role:
                return zone.id
        return None

    # -- cards --------------------------------------------------------------------------------

    def lock(self, item: CardItem, locked: bool) -> Result | None:
        if item.card_id is None:
            return None
        return self.command(C.Lock if locked else C.Unlock, at=item, card=item.card_id)

    def toggle_lock(self, item: CardItem) -> Result | None:
        return self.lock(item, not item.card.locked)

    def flip(self, item: CardItem) -> Result:
        return self.command(C.Flip, at=item, **self.ref(item))

    def card_counter(self, item: CardItem, kind: str, delta: int) -> Result | None:
        if item.card_id is None:
            return None
        return self.command(C.Counter, at=item, kind=kind, card=item.card_id, delta=delta)

    def attach(self, item: CardItem, host: CardItem) -> Result | None:
        if item.card_id is None or host.card_id is None:
            return None
        return self.command(C.Attach, at=host, card=item.card_id, to=host.card_id)

    def detach(self, item: CardItem) -> Result | None:
        if item.card_id is None:
            return None
        return self.command(C.Detach, at=item, card=item.card_id)

    def label(self, item: CardItem, text: str) -> Result | None:
        if item.card_id is None:
            return None
        return self.command(C.Label, at=item, card=item.card_id, text=text)

    def move(self, item: CardItem, to: str, **where) -> Result:
        return self.command(C.Move, at=item, to=to, **self.ref(item), **where)

    def to_role(self, item: CardItem, role: str, **where) -> Result | None:
        zone = self.zone_of_role(role)
        if zone is None:
            return None
        return self.move(item, zone, **where)

    # -- seats, piles and the table -------------------------------------------------------------

    def seat_counter(
        self, seat: int, kind: str, delta: int = 0, value: int | None = None, at=None
    ) -> Result:
        args = {"kind": kind, "target": seat}
        if value is not None:
            args["set"] = value
        else:
            args["delta"] = delta
        return self.command(C.Counter, at=at, **args)

    def draw(self, n: int = 1, zone: str | None = None, at=None) -> Result:
        return self.command(C.Draw, at=at, n=n, zone=zone)

    def unlock_all(self, seat: int | None = None, at=None) -> Result:
        return self.command(C.UnlockAll, at=at, target=seat)

    def pass_token(self, token: str, to: int | None, at=None) -> Result:
        return self.command(C.PassToken, at=at, token=token, to=to)
