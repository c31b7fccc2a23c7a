"""The user's preferences, kept in ``settings.json`` in the configuration folder.

Qt-free so that tests and headless tools can read them.  The file is versioned and written
atomically (a crash never leaves half a file).  Reading never fails: an unreadable or
corrupt file gives the defaults with a logged warning, a field with a wrong value falls
back to its default alone, and fields written by a newer version are ignored.
"""

from __future__ import annotations

import getpass
import logging
import re
from pathlib import Path
from typing import Any

import msgspec

from .core.folders import config_dir
from .core.intake import decode_json, read_file
from .core.saves import write_atomic

log = logging.getLogger(__name__)

SETTINGS_VERSION = 1
#: settings are a few kilobytes; anything far larger is not a settings file
MAX_SETTINGS_FILE = 1 << 20
FILE_NAME = "settings.json"
#: languages the program is translated to; "system" follows the system locale
LANGUAGES = ("system", "en", "es")
MAX_RECENT = 10
#: a day: a longer interval overflows the timer (milliseconds in 32 bits) at start-up
MAX_AUTOSAVE_MINUTES = 24 * 60
#: the colours the settings hold: "#rrggbb"
_COLOUR = re.compile(r"#[0-9a-fA-F]{6}")


class Settings(msgspec.Struct, kw_only=True):
    """Every preference, with its default."""

    version: int = SETTINGS_VERSION
    language: str = "system"
    image_folder: str = ""
    image_download: bool = False
    animations: bool = True
    #: table action id -> key sequence text ("Ctrl+L"); missing ids use their default
    shortcuts: dict[str, str] = {}
    player_name: str = ""
    player_colour: str = "#c0392b"
    #: minutes between autosaves; 0 switches autosave off
    autosave_minutes: int = 5
    recent_files: list[str] = []
    #: the Decisions dock answers at once for the other seats the person plays (hot-seat)
    hot_seat_answers: bool = True
    #: the LAN game joined last, offered again by the join dialog
    last_join_address: str = ""
    last_join_port: int = 0

    def add_recent(self, path: str) -> None:
        """Put ``path`` first in the recent files, without duplicates, at most MAX_RECENT."""
        self.recent_files = [path] + [p for p in self.recent_files if p != path]
        del self.recent_files[MAX_RECENT:]

    def default_name(self) -> str:
        """The name for the user's seat: the one they chose, else their login name."""
        if self.player_name.strip():
            return self.player_name.strip()
        try:
            return getpass.getuser().capitalize() or "Player 1"
        except (OSError, KeyError):  # no login name (some containers)
            return "Player 1"


_DEFAULTS = Settings()


def settings_path() -> Path:
    return config_dir() / FILE_NAME


def resolve_language(setting: str, system_locale: str) -> str:
    """The language to use: the setting, or the system locale's ("es_AR" -> "es") when the
    program has it, else English."""
    lang = setting if setting != "system" else system_locale.split("_")[0].split("-")[0].lower()
    return lang if lang in LANGUAGES[1:] else "en"


def _valid(raw: dict[str, Any]) -> Settings:
    """Keep each known field whose value is valid; drop the others (and unknown ones)."""
    fields = {f for f in Settings.__struct_fields__}
    good: dict[str, Any] = {}
    for name, value in raw.items():
        if name not in fields:
            continue
        try:
            msgspec.convert({name: value}, Settings)
        except msgspec.ValidationError as exc:
            log.warning("settings: ignoring %s (%s)", name, exc)
            continue
        good[name] = value
    settings = msgspec.convert(good, Settings)
    if settings.language not in LANGUAGES:
        log.warning("settings: unknown language %r, following the system", settings.language)
        settings.language = "system"
    minutes = settings.autosave_minutes
    if not 0 <= minutes <= MAX_AUTOSAVE_MINUTES:
        log.warning("settings: autosave every %r minutes is out of range", minutes)
        # below zero reads as "off", as it always has; too long an interval as the default
        settings.autosave_minutes = 0 if minutes < 0 else _DEFAULTS.autosave_minutes
    if not _COLOUR.fullmatch(settings.player_colour):
        log.warning("settings: %r is not a colour", settings.player_colour)
        settings.player_colour = _DEFAULTS.player_colour
    del settings.recent_files[MAX_RECENT:]
    settings.version = SETTINGS_VERSION
    return settings


def load_settings(path: Path | None = None) -> Settings:
    """The saved settings, or the defaults when there are none or they cannot be read."""
    path = settings_path() if path is None else Path(path)
    try:
        raw = decode_json(read_file(path, MAX_SETTINGS_FILE))
    except FileNotFoundError:
        return Settings()
    except OSError as exc:
        log.warning("settings: cannot read %s (%s); using defaults", path, exc)
        return Settings()
    except msgspec.DecodeError as exc:  # the guard's InputError too
        log.warning("settings: %s is corrupt (%s); using defaults", path, exc)
        return Settings()
    if not isinstance(raw, dict):
        log.warning("settings: %s does not hold settings; using defaults", path)
        return Settings()
    return _valid(raw)


def save_settings(settings: Settings, path: Path | None = None) -> None:
    """Write the settings atomically (the old file stays whole if anything fails)."""
    path = settings_path() if path is None else Path(path)
    write_atomic(path, msgspec.json.format(msgspec.json.encode(settings), indent=2))
