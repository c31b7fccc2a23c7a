"""The VTES table: each Methuselah's zones (vtes.md §1, §3) and the Edge in the middle.

A seat's area is 1000 x 330 table units (a card is 63 x 88), the table's edge at the bottom:
crypt, library and research piles on the left; the uncontrolled region and torpor beside
them; the ready region, the biggest, on the right; the hand along the edge with the ash
heap and the removed-from-game pile after it.  The blood bank is unlimited (vtes.md §2.2),
so it needs no zone: pool is a seat counter and blood a card counter.
"""

from __future__ import annotations

from ...core.messages import QT_TRANSLATE_NOOP
from ...core.model import HAND, NOBODY, OWNER, PILE, PUBLIC, REGION
from ...core.module import BackSpec, CounterSpec, Layout, TokenSpec, ZoneSpec

CRYPT, LIBRARY, HAND_KEY, UNCONTROLLED = "crypt", "library", "hand", "uncontrolled"
READY, TORPOR, ASH_HEAP, REMOVED, RESEARCH = "ready", "torpor", "ash_heap", "removed", "research"
#: zone roles; "deck", "hand", "discard" and "play" are the ones generic tools know
ROLE_CRYPT, ROLE_UNCONTROLLED, ROLE_TORPOR = "crypt", "uncontrolled", "torpor"
ROLE_REMOVED, ROLE_RESEARCH = "removed", "research"
EDGE = "edge"
SEAT_SIZE = (1000.0, 330.0)
#: the most Methuselahs a table seats
MAX_SEATS = 6
CENTRE_SIZE = (420.0, 200.0)

_L = {
    CRYPT: QT_TRANSLATE_NOOP("Zones", "Crypt").text,
    LIBRARY: QT_TRANSLATE_NOOP("Zones", "Library").text,
    HAND_KEY: QT_TRANSLATE_NOOP("Zones", "Hand").text,
    UNCONTROLLED: QT_TRANSLATE_NOOP("Zones", "Uncontrolled region").text,
    READY: QT_TRANSLATE_NOOP("Zones", "Ready region").text,
    TORPOR: QT_TRANSLATE_NOOP("Zones", "Torpor").text,
    ASH_HEAP: QT_TRANSLATE_NOOP("Zones", "Ash heap").text,
    REMOVED: QT_TRANSLATE_NOOP("Zones", "Removed from game").text,
    RESEARCH: QT_TRANSLATE_NOOP("Zones", "Research area").text,
    EDGE: QT_TRANSLATE_NOOP("Zones", "Edge").text,
}


def vtes_layout() -> Layout:
    """The same layout for 2 to 6 seats; the UI places the seat areas around the table."""

    def z(
        key: str,
        kind: str,
        vis: str,
        rect: tuple[float, float, float, float],
        *,
        face_up: bool = True,
        role: str = "",
    ) -> ZoneSpec:
        return ZoneSpec(
            key=key, label=_L[key], kind=kind, visibility=vis, rect=rect, face_up=face_up, role=role
        )

    return Layout(
        seat_size=SEAT_SIZE,
        centre_size=CENTRE_SIZE,
        zones=(
            z(CRYPT, PILE, NOBODY, (10, 10, 75, 100), face_up=False, role=ROLE_CRYPT),
            z(LIBRARY, PILE, NOBODY, (10, 118, 75, 100), face_up=False, role="deck"),
            z(RESEARCH, PILE, NOBODY, (10, 226, 75, 96), face_up=False, role=ROLE_RESEARCH),
            # public zone, face-down cards: only their controller sees them (visibility.py)
            z(
                UNCONTROLLED,
                REGION,
                PUBLIC,
                (95, 10, 320, 100),
                face_up=False,
                role=ROLE_UNCONTROLLED,
            ),
            z(TORPOR, REGION, PUBLIC, (95, 118, 320, 100), role=ROLE_TORPOR),
            z(READY, REGION, PUBLIC, (425, 10, 565, 208), role="play"),
            z(HAND_KEY, HAND, OWNER, (95, 226, 690, 96), role="hand"),
            z(ASH_HEAP, PILE, PUBLIC, (795, 226, 95, 96), role="discard"),
            z(REMOVED, PILE, PUBLIC, (895, 226, 95, 96), role=ROLE_REMOVED),
        ),
        tokens=(TokenSpec(id=EDGE, label=_L[EDGE], colour="#b03a2e"),),
        seat_counters=("pool", "vp"),
        card_counters=("blood", "life", "counter"),
        counters=(
            CounterSpec(key="pool", label=QT_TRANSLATE_NOOP("Counters", "pool"), colour="#922b21"),
            CounterSpec(key="vp", label=QT_TRANSLATE_NOOP("Counters", "vp"), colour="#b7950b"),
            CounterSpec(
                key="blood", label=QT_TRANSLATE_NOOP("Counters", "blood"), colour="#b0171f"
            ),
            CounterSpec(key="life", label=QT_TRANSLATE_NOOP("Counters", "life"), colour="#1e8449"),
            CounterSpec(
                key="counter", label=QT_TRANSLATE_NOOP("Counters", "counter"), colour="#2e4053"
            ),
            CounterSpec(
                key="nightmare", label=QT_TRANSLATE_NOOP("Counters", "nightmare"), colour="#1b2631"
            ),
            # each Methuselah's corruption counters are kept apart (rules/corruption.py)
            CounterSpec(
                key="corruption.",
                label=QT_TRANSLATE_NOOP("Counters", "corruption"),
                colour="#5b2c6f",
                prefix=True,
            ),
            # the mark of a card that became a vampire, by clan (rules/cardinfo.py)
            CounterSpec(
                key="became_vampire.",
                label=QT_TRANSLATE_NOOP("Counters", "became a vampire"),
                colour="#6b3d14",
                prefix=True,
            ),
        ),
        # the crypt's amber marbled back and the library's deep green one
        backs=(
            BackSpec(name="crypt", colour="#6b3d14", accent="#d99a2b", marbled=True),
            BackSpec(name="library", colour="#1f5a32", accent="#8fc79a"),
        ),
    )


def zone(seat: int, key: str) -> str:
    """The id of a seat's zone: ``zone(2, READY) == "s2.ready"``."""
    return f"s{seat}.{key}"
