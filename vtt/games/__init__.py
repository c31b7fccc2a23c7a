"""Game modules, one package each, found by their id.

Modules are imported lazily so that starting the app or a script loads only the game it
plays (the VTES card database is large).
"""

from __future__ import annotations

import importlib
import threading

from ..core.module import GameModule

#: game id -> (module path, class name)
_KNOWN = {
    "free": ("vtt.games.free.module", "FreeTable"),
    "vtes": ("vtt.games.vtes.module", "VtesModule"),
}
_KNOWN["1347"] = ("vtt.games.g1347.module", "Game1347")
_KNOWN["nob"] = ("vtt.games.nob.module", "NobModule")
_loaded: dict[str, GameModule] = {}
_lock = threading.Lock()  # the app warms games up in a background thread


def register_game(game_id: str, module_path: str, class_name: str) -> None:
    _KNOWN[game_id] = (module_path, class_name)


def game_ids() -> list[str]:
    return list(_KNOWN)


def get_game(game_id: str) -> GameModule:
    """The module instance for ``game_id``; raises KeyError with the known ids if unknown."""
    module = _loaded.get(game_id)
    if module is not None:
        return module
    if game_id not in _KNOWN:
        raise KeyError(f"unknown game '{game_id}' (known: {', '.join(_KNOWN)})")
    with _lock:
        if game_id not in _loaded:
            path, name = _KNOWN[game_id]
            _loaded[game_id] = getattr(importlib.import_module(path), name)()
    return _loaded[game_id]
