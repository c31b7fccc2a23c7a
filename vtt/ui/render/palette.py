"""Deterministic colours derived from names, for backs and badge fills.

A name always gives the same colour on every machine (a hash of its bytes, never Python's
randomised ``hash``), so each deck's backs are recognisable across sessions.
"""

from __future__ import annotations

import hashlib

from PySide6.QtGui import QColor


def name_seed(name: str) -> int:
    return int.from_bytes(hashlib.blake2s(name.encode("utf-8"), digest_size=8).digest(), "big")


def name_colour(name: str, saturation: int = 150, value: int = 150) -> QColor:
    """A pleasant, not too bright colour for ``name``."""
    return QColor.fromHsv(name_seed(name) % 360, saturation, value)


def mix(base: QColor, over: QColor, amount: float) -> QColor:
    """``over`` laid on ``base`` at ``amount`` (0..1) opacity, as one opaque colour: opaque
    fills are much cheaper to paint than translucent ones over large areas."""
    return QColor(
        round(base.red() + (over.red() - base.red()) * amount),
        round(base.green() + (over.green() - base.green()) * amount),
        round(base.blue() + (over.blue() - base.blue()) * amount),
    )
