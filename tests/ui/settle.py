"""Waiting for the widgets: a controller delivers ``view_changed`` from the event loop
(never from inside ``submit``), so a test that acts and then looks at a widget lets the
delivery happen first."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def settle() -> None:
    """Deliver the view changes (and whatever else is queued) to the widgets now."""
    QCoreApplication.processEvents()
