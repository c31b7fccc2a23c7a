"""The free table: any cards, no rules, the sandbox every virtual tabletop has."""

from .module import FreeTable

__all__ = ["FreeTable"]
