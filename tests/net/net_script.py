"""A scripted game for the LAN tests: each step builds one command for a seat from what that
seat sees (its own view), so the same script plays the free table and VTES."""

from __future__ import annotations

from vtt.core import commands as C
from vtt.core.views import View


def zone(view: View, seat: int, role: str) -> str | None:
    for z in view.zones.values():
        if z.owner == seat and z.role == role:
            return z.id
    return None


def step(k: int, view: View, seat: int) -> C.Command:
    """The ``k``-th command of the script for ``seat`` (it may be refused: that is tested too)."""
    hand, play, deck = zone(view, seat, "hand"), zone(view, seat, "play"), zone(view, seat, "deck")
    in_hand = view.zones[hand].cards if hand else []
    in_play = [c for c in view.zones[play].cards if c.id is not None] if play else []
    kind = k % 12
    if kind == 0:
        return C.Draw(seat=seat, n=2)
    if kind == 1 and in_hand and play:
        return C.Move(seat=seat, card=in_hand[0].id, to=play, x=20.0 * k, y=10.0, face_up=True)
    if kind == 2 and in_play:
        return C.Lock(seat=seat, card=in_play[-1].id)
    if kind == 3 and in_play:
        return C.Flip(seat=seat, card=in_play[-1].id)
    if kind == 4:
        return C.Say(seat=seat, text=f"step {k}")
    if kind == 5 and deck:
        return C.Shuffle(seat=seat, zone=deck)
    if kind == 6 and deck:
        return C.Look(seat=seat, zone=deck, n=2)
    if kind == 7 and deck and play:
        return C.Move(seat=seat, zone=deck, index=0, to=play, x=5.0, y=5.0 * k, face_up=False)
    if kind == 8:
        return C.Counter(seat=seat, kind="score", target=seat, delta=1)
    if kind == 9 and len(in_hand) > 1 and hand:
        return C.Move(seat=seat, card=in_hand[1].id, to=deck or hand, bottom=True)
    if kind == 10:
        return C.Undo(seat=seat)
    if kind == 11 and deck:
        return C.Reveal(seat=seat, zone=deck, n=1)
    return C.Roll(seat=seat, sides=6, count=2)
