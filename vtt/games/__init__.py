"""Game modules, one package each, found by their id.

Every game package here registers itself in a small ``registration.py`` (its id, where its
module class lives, and its place in the list of games) with :func:`register_game`.  The
registry imports only those small files; a game's module is imported the first time
:func:`get_game` asks for it, so starting the app or a script loads only the game it plays
(the VTES card database is large).  A game outside this package registers the same way
before its id is used.
"""

from __future__ import annotations

import importlib
import pkgutil
import threading
from typing import NamedTuple

from ..core.module import GameModule


class GameEntry(NamedTuple):
    """A registered game: where its :class:`GameModule` subclass lives, and its rank in the
    list of games (the new-game dialog's order; the first is the default game)."""

    module_path: str
    class_name: str
    rank: int


_registered: dict[str, GameEntry] = {}
_discovered = False
_loaded: dict[str, GameModule] = {}
_lock = threading.RLock()  # the app warms games up in a background thread


def register_game(game_id: str, module_path: str, class_name: str, rank: int = 100) -> None:
    """Make ``game_id`` known: its module is ``class_name`` in ``module_path``."""
    _registered[game_id] = GameEntry(module_path, class_name, rank)


def _discover() -> None:
    """Import every game package's ``registration.py`` once."""
    global _discovered
    with _lock:
        if _discovered:
            return
        _discovered = True
        for info in pkgutil.iter_modules(__path__):
            if info.ispkg:
                try:
                    importlib.import_module(f"{__name__}.{info.name}.registration")
                except ModuleNotFoundError as exc:
                    if exc.name != f"{__name__}.{info.name}.registration":
                        raise


def game_ids() -> list[str]:
    """Every registered game, in the order games are offered (the default one first)."""
    _discover()
    return sorted(_registered, key=lambda gid: (_registered[gid].rank, gid))


def default_game() -> str:
    """The game a new window or dialog starts with."""
    return game_ids()[0]


def get_game(game_id: str) -> GameModule:
    """The module instance for ``game_id``; raises KeyError with the known ids if unknown."""
    module = _loaded.get(game_id)
    if module is not None:
        return module
    _discover()
    if game_id not in _registered:
        raise KeyError(f"unknown game '{game_id}' (known: {', '.join(game_ids())})")
    with _lock:
        if game_id not in _loaded:
            entry = _registered[game_id]
            _loaded[game_id] = getattr(
                importlib.import_module(entry.module_path), entry.class_name
            )()
    return _loaded[game_id]
