"""Card pictures from a user's folder: how a card or a back names its picture, and where the
file is.

A game that plays a user's own card images (the free table) names each picture with a key
``pic:<folder>:<name>``: ``<folder>`` is an index into the game's option
:data:`PICTURE_FOLDERS` (folders on the computer that created the game, so a save remembers
them) and ``<name>`` a card's name or a file's name.  Keys are catalogue ids (faces) and
``Card.back`` values (backs), so a hidden card's key never leaves the host: views carry
backs only, and every card of a deck has the same back.  The UI turns a key into pixels
(from the folder, or from the LAN host's pictures); the host reads the bytes it sends with
:func:`picture_bytes`.  Files are matched by their normalised name (:func:`normalise_name`),
so "Fireball" finds ``fireball.png`` or ``Fire-Ball.JPG``.
"""

from __future__ import annotations

import os
import unicodedata
from pathlib import Path
from typing import Any

from .intake import InputError, read_file

IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg", ".webp")
#: the game option holding the picture folders (a list of paths)
PICTURE_FOLDERS = "picture_folders"
PREFIX = "pic:"
#: the largest picture read or sent (a card scan is well below 1 MiB)
MAX_PICTURE_BYTES = 4 << 20


def normalise_name(name: str) -> str:
    """A card's name as image files are named: lowercase, no accents, only letters and
    digits ("Gwen Brand" -> ``gwenbrand``, "Ânima" -> ``anima``)."""
    decomposed = unicodedata.normalize("NFKD", name)
    plain = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return "".join(ch for ch in plain.lower() if ch.isascii() and ch.isalnum())


def picture_key(folder: int, name: str) -> str:
    return f"{PREFIX}{folder}:{name}"


def split_key(key: str | None) -> tuple[int, str] | None:
    """``(folder index, name)`` of a picture key; None for anything else."""
    if not key or not key.startswith(PREFIX):
        return None
    folder, sep, name = key[len(PREFIX) :].partition(":")
    if not sep or not folder.isdigit() or not name:
        return None
    return int(folder), name


def picture_files(folder: Path | str) -> dict[str, str]:
    """The pictures in ``folder``: normalised name -> file name (the first in sorted order
    when two files share a name).  Empty when the folder cannot be read."""
    try:
        names = sorted(os.listdir(folder))
    except OSError:
        return {}
    found: dict[str, str] = {}
    for name in names:
        stem, suffix = os.path.splitext(name)
        if suffix.lower() in IMAGE_SUFFIXES and not name.startswith("."):
            found.setdefault(normalise_name(stem), name)
    return found


def folders_of(options: dict[str, Any]) -> list[str]:
    """The picture folders a game's options name (malformed entries are left out)."""
    folders = options.get(PICTURE_FOLDERS)
    if not isinstance(folders, list):
        return []
    return [f if isinstance(f, str) else "" for f in folders]


def missing_folders(options: dict[str, Any]) -> list[str]:
    """The game's picture folders that are not on this computer."""
    return [f for f in folders_of(options) if f and not Path(f).is_dir()]


def picture_path(
    options: dict[str, Any], key: str, listing: dict[str, dict[str, str]] | None = None
) -> Path | None:
    """The file the picture ``key`` is in, if this computer has it.  ``listing`` caches
    :func:`picture_files` by folder for callers that look up many keys."""
    parts = split_key(key)
    folders = folders_of(options)
    if parts is None or not 0 <= parts[0] < len(folders) or not folders[parts[0]]:
        return None
    folder = folders[parts[0]]
    files = listing.get(folder) if listing is not None else None
    if files is None:
        files = picture_files(folder)
        if listing is not None:
            listing[folder] = files
    name = parts[1]
    if name in files.values():
        return Path(folder) / name
    stem = (
        os.path.splitext(name)[0] if os.path.splitext(name)[1].lower() in IMAGE_SUFFIXES else name
    )
    found = files.get(normalise_name(stem))
    return Path(folder) / found if found else None


def picture_bytes(path: Path) -> bytes | None:
    """The bytes of a picture file, or None when it cannot be read or is larger than
    :data:`MAX_PICTURE_BYTES`."""
    try:
        return read_file(path, MAX_PICTURE_BYTES)
    except (OSError, InputError):
        return None
