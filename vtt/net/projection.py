"""Keeping a client's mirror equal to ``view_for(state, seat)`` with small messages.

After each accepted command the host builds the receiver's new view (through the one
choke point, :func:`vtt.core.views.view_for`) and compares it zone by zone with the view it
sent last; only the zones that differ travel, with the small rest of the view.  Because
what travels is always cut from the receiver's own view, a patch can never carry more than
the full view would: the diff saves bytes, not secrecy.  The client applies the patch on
the view it holds for state ``base``.
"""

from __future__ import annotations

import msgspec

from ..core.views import View, ZoneView


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
