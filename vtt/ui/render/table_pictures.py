"""The pixels of the game's own card pictures (:mod:`vtt.core.pictures`): a deck of a user's
own card images.

A picture key is looked up first among the pictures a LAN host sent (kept on disk by content
hash, :mod:`vtt.net.picture_cache`), then in the game's folders on this computer.  A key
neither knows gets None, and the card is drawn with its name.  Decoded pictures are kept
(they are small and few); ``changed()`` fires when keys may resolve differently, so cached
renders are dropped.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QImage

from ...core.pictures import folders_of, picture_bytes, picture_path, split_key

log = logging.getLogger(__name__)


class TablePictures(QObject):
    changed = Signal()

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._options: dict[str, Any] = {}
        self._listing: dict[str, dict[str, str]] = {}
        #: key -> file of a picture the LAN host sent
        self._remote: dict[str, Path] = {}
        self._images: dict[str, QImage | None] = {}

    def follow(self, options: dict[str, Any]) -> None:
        """Use the picture folders of the game whose options these are."""
        if folders_of(options) != folders_of(self._options):
            self._options = dict(options)
            self._listing.clear()
            self._images.clear()
            self.changed.emit()

    def add_remote(self, files: dict[str, Path]) -> None:
        """Pictures the host sent: key -> the cached file holding it."""
        fresh = {key: path for key, path in files.items() if self._remote.get(key) != path}
        if not fresh:
            return
        self._remote.update(fresh)
        for key in fresh:
            self._images.pop(key, None)
        self.changed.emit()

    def forget_remote(self) -> None:
        """A new connection: the pictures of the last host are no longer the game's."""
        if self._remote:
            self._remote.clear()
            self._images.clear()
            self.changed.emit()

    def image(self, key: str) -> QImage | None:
        """The picture ``key`` names, or None when this computer does not have it."""
        if split_key(key) is None:
            return None
        if key in self._images:
            return self._images[key]
        path = self._remote.get(key) or picture_path(self._options, key, self._listing)
        image = None
        if path is not None:
            data = picture_bytes(path)
            image = QImage.fromData(data) if data is not None else None
            if image is not None and image.isNull():
                log.warning("card picture %s could not be read", path)
                image = None
        self._images[key] = image
        return image


_shared: TablePictures | None = None


def shared_pictures() -> TablePictures:
    """The one store of the program: the table, the preview and the LAN client share it."""
    global _shared
    if _shared is None:
        _shared = TablePictures()
    return _shared
