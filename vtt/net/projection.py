"""Keeping a client's mirror equal to ``view_for(state, seat)`` with small messages.

After each accepted command the host builds the receiver's new view (through the one
choke point, :func:`vtt.core.views.view_for`) and compares it zone by zone with the view it
sent last; only the zones that differ travel, with the small rest of the view.  Because
what travels is always cut from the receiver's own view, a patch can never carry more than
the full view would: the diff saves bytes, not secrecy.  The client applies the patch on
the view it holds for state ``base``.

Building every seat's whole view after every command was most of the host's time (VTES has
hundreds of cards).  :class:`ViewCache` keeps each seat's zone views with the zone's
:func:`~vtt.core.views.zone_key` and rebuilds only the zones whose key changed, still through
:func:`~vtt.core.views.zone_view` and :func:`~vtt.core.views.view_for`.
"""

from __future__ import annotations

import msgspec

from ..core.model import State
from ..core.views import View, ZoneView, view_for, zone_key, zone_view


def split(old: View | None, new: View) -> tuple[View, dict[str, ZoneView]]:
    """The view without its zones, and the zones of ``new`` that are not in ``old`` as they
    are.  Zones never disappear from a game, so there is nothing to delete."""
    if old is None:
        changed = dict(new.zones)
    else:
        changed = {zid: z for zid, z in new.zones.items() if old.zones.get(zid) != z}
    return msgspec.structs.replace(new, zones={}), changed


def patched(old: View, head: View, zones: dict[str, ZoneView]) -> View:
    """The client side of :func:`split`: the new view from the old one and a patch."""
    merged = dict(old.zones)
    merged.update(zones)
    return msgspec.structs.replace(head, zones=merged)


class ViewCache:
    """Per seat, the zone views of the last state it was asked for, each with its zone key.

    :meth:`views` gives the views of several seats for the current state; a zone whose key
    did not change since the last call reuses its zone views (the key holds everything a
    zone view depends on, for every seat), the others are rebuilt.  The keys are computed
    once per call, not once per seat."""

    def __init__(self) -> None:
        self._keys: dict[str, bytes] = {}
        self._zones: dict[int, dict[str, ZoneView]] = {}

    def views(self, state: State, seats: set[int], module=None) -> dict[int, View]:
        keys = {zid: zone_key(state, zone) for zid, zone in state.zones.items()}
        stale = {zid for zid, key in keys.items() if self._keys.get(zid) != key}
        self._keys = keys
        out = {}
        for seat in seats:
            kept = self._zones.get(seat)
            reuse = {zid: z for zid, z in kept.items() if zid not in stale} if kept else {}
            for zid in keys.keys() - reuse.keys():
                reuse[zid] = zone_view(state, state.zones[zid], seat)
            self._zones[seat] = reuse
            out[seat] = view_for(state, seat, module, zones=reuse)
        for seat in self._zones.keys() - seats:
            del self._zones[seat]  # nobody watches it now; its zones would go stale
        return out
