"""The card table: a QGraphicsScene built from a game module's layout and a seat's view."""

from .view import TableView

__all__ = ["TableView"]
