"""The log sentences of card effects (``ModuleEvent.key`` or ``CounterChanged.why`` ->
template), gathered from the kind modules (each adds its own with :func:`texts`) and merged
into the engine's (:data:`..engine.EVENT_TEXTS`)."""

from __future__ import annotations

from .....core.messages import Message

TEXTS: dict[str, Message] = {}


def texts(new: dict[str, Message]) -> None:
    """Add a kind module's log sentences (a key used twice is a mistake)."""
    for key in new:
        assert key not in TEXTS, key
    TEXTS.update(new)
