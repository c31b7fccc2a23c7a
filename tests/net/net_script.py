"""A scripted game for the LAN tests: each step builds one command for a seat from what that
seat sees (its own view), so the same script plays the free table and VTES."""

from __future__ import annotations

from collections.abc import Callable

from vtt.core import commands as C
from vtt.core.views import View


def zone(view: View, seat: int, role: str) -> str | None:
    for z in view.zones.values():
        if z.owner == seat and z.role == role:
            return z.id
    return None


def step(k: int, view: View, seat: int) -> C.Command:
    """The ``k``-th command of the script for ``seat`` (it may be refused: that is tested too);
    a roll of the dice when the kind of step ``k % 12`` has nothing to act on."""
    hand, play, deck = zone(view, seat, "hand"), zone(view, seat, "play"), zone(view, seat, "deck")
    in_hand = view.zones[hand].cards if hand else []
    in_play = [c for c in view.zones[play].cards if c.id is not None] if play else []
    steps: dict[int, Callable[[], C.Command | None]] = {
        0: lambda: C.Draw(seat=seat, n=2),
        1: lambda: (
            C.Move(seat=seat, card=in_hand[0].id, to=play, x=20.0 * k, y=10.0, face_up=True)
            if in_hand and play
            else None
        ),
        2: lambda: C.Lock(seat=seat, card=in_play[-1].id) if in_play else None,
        3: lambda: C.Flip(seat=seat, card=in_play[-1].id) if in_play else None,
        4: lambda: C.Say(seat=seat, text=f"step {k}"),
        5: lambda: C.Shuffle(seat=seat, zone=deck) if deck else None,
        6: lambda: C.Look(seat=seat, zone=deck, n=2) if deck else None,
        7: lambda: (
            C.Move(seat=seat, zone=deck, index=0, to=play, x=5.0, y=5.0 * k, face_up=False)
            if deck and play
            else None
        ),
        8: lambda: C.Counter(seat=seat, kind="score", target=seat, delta=1),
        9: lambda: (
            C.Move(seat=seat, card=in_hand[1].id, to=deck or hand, bottom=True)
            if len(in_hand) > 1 and hand
            else None
        ),
        10: lambda: C.Undo(seat=seat),
        11: lambda: C.Reveal(seat=seat, zone=deck, n=1) if deck else None,
    }
    return steps[k % 12]() or C.Roll(seat=seat, sides=6, count=2)
