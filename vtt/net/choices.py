"""Each seat's own legal commands for the decision the game waits for, for its Decisions dock.

A LAN client holds only its seat's view, but listing its choices needs the whole state (the
cards in every hand, the engine's bookkeeping), so the host computes them and sends each seat
its own list.  A list can name the seat's hidden cards (a card in its hand it may play), so it
is a secret of that seat: :func:`choices_by_seat` gives a list only to the seats that must
decide and nothing to anybody else.  Commands travel in their stable JSON-like form, as
clients send them.
"""

from __future__ import annotations

import logging
from typing import Any

from ..core import commands as C
from ..core.model import State
from ..core.module import GameModule

log = logging.getLogger("vtt.net")

#: a seat's choices as they travel: commands in their stable JSON-like form
WireChoices = list[dict[str, Any]]


def deciders(state: State, module: GameModule) -> set[int]:
    """The seats the game's decision (:meth:`GameModule.decision`) waits for; none with the
    rules off or nothing pending."""
    decision = module.decision(state) if state.rules else None
    if decision is None:
        return set()
    return {s for s in decision.seats if 0 <= s < len(state.seats)}


def choices_by_seat(state: State, module: GameModule, seats: set[int]) -> dict[int, WireChoices]:
    """For each of ``seats``: its legal commands if it must decide now, else an empty list."""
    deciding = deciders(state, module)
    return {
        seat: (
            [C.to_builtins(c) for c in module.legal_commands(state, seat)]
            if seat in deciding
            else []
        )
        for seat in seats
    }


def read_choices(wire: WireChoices, seat: int | None) -> list[C.Command]:
    """The commands of a received list; anything unreadable or for another seat is dropped
    (the host sends only the receiver's own; a client without a seat, a spectator, keeps
    none)."""
    out: list[C.Command] = []
    if seat is None:
        return out
    for obj in wire:
        try:
            cmd = C.from_builtins(obj)
        except (ValueError, TypeError) as exc:
            log.error("unreadable choice from the host: %s", exc)
            continue
        if cmd.seat == seat:
            out.append(cmd)
    return out
