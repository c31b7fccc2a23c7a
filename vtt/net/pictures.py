"""Card pictures over the LAN: the host sends each client the pictures of a user's card-image
deck (:mod:`vtt.core.pictures`) that its seat may see, each picture once, by content hash.

* :class:`PictureShelf` (host): the picture keys a seat's view shows (catalogue ids of the
  cards it sees face up, and backs), the SHA-256 of each picture and its bytes.  Only keys
  of the view go out, so a hidden card's picture, or anything about it, never leaves: a
  hidden card is its back in the view, the same back as its zone's other hidden cards.
* :class:`PictureCache` (client): pictures received, one file per hash under the user's
  cache folder, so a picture seen once is never asked for again, even in another game.

The exchange (``docs/protocol.md``, "Card pictures"): the host announces ``key -> hash``
(``pictures``) before the frame that first shows the key to the seat; the client asks for
the hashes it has not cached (``pictures?``); the host sends each asked picture
(``picture``) a few at a time as the connection drains.
"""

from __future__ import annotations

import hashlib
import logging
import os
import re
from pathlib import Path
from typing import Any

from ..core.folders import cache_dir
from ..core.pictures import PICTURE_FOLDERS, picture_bytes, picture_path, split_key
from ..core.views import View
from .framing import MAX_FRAME

log = logging.getLogger("vtt.net")

#: the largest picture sent (it travels in one frame, with room for the message around it)
MAX_WIRE_PICTURE = MAX_FRAME - 4096
#: the most hashes one ``pictures?`` may ask for (a deck's distinct pictures and backs)
MAX_WANTED = 4096
_SHA256 = re.compile(r"^[0-9a-f]{64}$")


def is_digest(text: str) -> bool:
    """Whether ``text`` is a SHA-256 in lowercase hex (safe as a file name)."""
    return bool(_SHA256.match(text))


def digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def keys_in(view: View) -> set[str]:
    """The picture keys ``view`` shows: the faces it sees and the backs."""
    keys: set[str] = set()
    for zone in view.zones.values():
        for card in zone.cards:
            if card.catalog is not None and split_key(card.catalog) is not None:
                keys.add(card.catalog)
            if card.back and split_key(card.back) is not None:
                keys.add(card.back)
    return keys


class PictureShelf:
    """The host's pictures: key -> hash (read once), hash -> the file to send it from."""

    def __init__(self) -> None:
        self._hashes: dict[str, str | None] = {}
        self._files: dict[str, Path] = {}
        self._listing: dict[str, dict[str, str]] = {}

    @staticmethod
    def in_use(options: dict[str, Any]) -> bool:
        """Whether the game has pictures at all (else nothing here runs)."""
        return bool(options.get(PICTURE_FOLDERS))

    def announce(self, options: dict[str, Any], keys: set[str]) -> dict[str, str]:
        """``key -> hash`` of the ``keys`` whose pictures the host has and may send."""
        names: dict[str, str] = {}
        for key in keys:
            if key not in self._hashes:
                self._hashes[key] = self._read(options, key)
            sha = self._hashes[key]
            if sha is not None:
                names[key] = sha
        return names

    def _read(self, options: dict[str, Any], key: str) -> str | None:
        path = picture_path(options, key, self._listing)
        if path is None:
            return None
        data = picture_bytes(path)
        if data is None or len(data) > MAX_WIRE_PICTURE:
            log.info("picture %s cannot be read or is too large to send", path)
            return None
        sha = digest(data)
        self._files.setdefault(sha, path)
        return sha

    def data(self, sha: str) -> bytes | None:
        """The bytes of the picture ``sha`` (None if its file changed or went away)."""
        path = self._files.get(sha)
        data = picture_bytes(path) if path is not None else None
        if data is None or digest(data) != sha:
            return None
        return data


class PictureCache:
    """The client's pictures by hash, in ``folder`` (default: the user's cache folder)."""

    def __init__(self, folder: Path | None = None):
        self.folder = folder if folder is not None else cache_dir() / "pictures"

    def path(self, sha: str) -> Path | None:
        """The cached file of ``sha``, if there is one."""
        if not is_digest(sha):
            return None
        path = self.folder / sha
        return path if path.is_file() else None

    def store(self, sha: str, data: bytes) -> Path | None:
        """Keep ``data`` as the picture ``sha`` if it is that picture (written atomically);
        None when it is not, or cannot be written."""
        if not is_digest(sha) or len(data) > MAX_WIRE_PICTURE or digest(data) != sha:
            return None
        path = self.folder / sha
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            tmp = self.folder / f".{sha}.{os.getpid()}.part"
            tmp.write_bytes(data)
            tmp.replace(path)
        except OSError as exc:
            log.warning("cannot cache a card picture: %s", exc)
            return None
        return path
