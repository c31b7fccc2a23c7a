"""Where the program keeps its files: the folders of the user's system, from platformdirs.

Each can be moved with an environment variable, for a portable install on a USB stick or
for tests: ``VTT_CONFIG_DIR``, ``VTT_DATA_DIR``, ``VTT_CACHE_DIR``, ``VTT_LOG_DIR``.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP = "vtt-tabletop"


def _folder(env: str, default: str) -> Path:
    value = os.environ.get(env)
    return Path(value) if value else Path(default)


def config_dir() -> Path:
    return _folder("VTT_CONFIG_DIR", platformdirs.user_config_dir(APP, appauthor=False))


def data_dir() -> Path:
    return _folder("VTT_DATA_DIR", platformdirs.user_data_dir(APP, appauthor=False))


def cache_dir() -> Path:
    return _folder("VTT_CACHE_DIR", platformdirs.user_cache_dir(APP, appauthor=False))


def log_dir() -> Path:
    return _folder("VTT_LOG_DIR", platformdirs.user_log_dir(APP, appauthor=False))


def saves_dir() -> Path:
    return data_dir() / "saves"


def autosaves_dir() -> Path:
    return data_dir() / "autosaves"
