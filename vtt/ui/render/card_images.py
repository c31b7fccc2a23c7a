"""Pictures that replace the drawn faces: a user's image folder, and downloaded card scans.

The user's folder wins: a file named after the card (see :func:`normalise_name`) with any of
the usual picture suffixes is used as the face.  A card may go by several names (its English
name or its id, whatever the app's language: ``CardFace.images``): the first that has a
picture wins, and downloads use the first name.  Optionally (off by default) missing pictures
are fetched from the game's image server (``GameModule.card_images``) into a disk cache; a
failed download is only logged, the drawn face stays, and nothing is ever required from the
network.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QObject, QUrl, Signal
from PySide6.QtGui import QImage

from ...core.folders import cache_dir
from .image_names import IMAGE_SUFFIXES, normalise_name

log = logging.getLogger(__name__)


def image_cache_dir() -> Path:
    return cache_dir() / "images"


class CardImages(QObject):
    """Finds the picture for a card name.  ``image_arrived(str)`` gives the normalised name
    of a picture that was just downloaded, so cached renders of it can be dropped;
    ``settings_changed()`` fires when the folder or the download switch changed."""

    image_arrived = Signal(str)
    settings_changed = Signal()

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._folder: Path | None = None
        self._download = False
        #: where the current game's pictures are published ("": nowhere)
        self._url_template = ""
        self._manager = None
        self._pending: set[str] = set()
        self._failed: set[str] = set()

    # -- settings ---------------------------------------------------------------------------------

    def set_folder(self, path: str | Path | None) -> None:
        self._folder = Path(path) if path else None
        self._failed.clear()
        self.settings_changed.emit()

    def set_download_enabled(self, enabled: bool, url_template: str | None = None) -> None:
        self._download = bool(enabled)
        if url_template:
            self._url_template = url_template
        self.settings_changed.emit()

    def set_source(self, url_template: str) -> None:
        """Download from ``url_template`` (``{name}`` is the normalised card name); "" for a
        game whose faces are only drawn."""
        if url_template != self._url_template:
            self._url_template = url_template
            self._failed.clear()

    def download_enabled(self) -> bool:
        return self._download

    # -- lookup ------------------------------------------------------------------------------------

    def file_for(self, *names: str) -> Path | None:
        """The picture file for a card going by ``names``: user folder first, then the
        download cache."""
        keys = [key for key in map(normalise_name, names) if key]
        if self._folder is not None:
            for key in keys:
                found = _find(self._folder, key)
                if found is not None:
                    return found
        for key in keys:
            cached = image_cache_dir() / f"{key}.jpg"
            if self._download and cached.is_file():
                return cached
        return None

    def image_for(self, *names: str) -> QImage | None:
        """The picture of a card going by ``names`` if there is one; may start a download."""
        path = self.file_for(*names)
        if path is not None:
            image = QImage(str(path))
            if not image.isNull():
                return image
            log.warning("card image %s could not be read", path)
            return None
        if self._download and self._url_template and names:
            self._request(normalise_name(names[0]))
        return None

    # -- downloads ---------------------------------------------------------------------------------

    def _request(self, key: str) -> None:
        if not key or key in self._pending or key in self._failed:
            return
        from PySide6.QtNetwork import QNetworkAccessManager, QNetworkRequest

        if self._manager is None:
            self._manager = QNetworkAccessManager(self)
        self._pending.add(key)
        reply = self._manager.get(QNetworkRequest(QUrl(self._url_template.format(name=key))))
        reply.finished.connect(lambda: self._finished(key, reply))

    def _finished(self, key: str, reply) -> None:
        from PySide6.QtNetwork import QNetworkReply

        self._pending.discard(key)
        try:
            if reply.error() != QNetworkReply.NetworkError.NoError:
                log.info("no image for %s: %s", key, reply.errorString())
                self._failed.add(key)
                return
            self.store(key, bytes(reply.readAll().data()))
        finally:
            reply.deleteLater()

    def store(self, key: str, data: bytes) -> bool:
        """Keep downloaded picture bytes in the cache (atomically) and announce them."""
        image = QImage.fromData(data)
        if image.isNull():
            log.info("the image for %s is not a picture; ignored", key)
            self._failed.add(key)
            return False
        folder = image_cache_dir()
        try:
            folder.mkdir(parents=True, exist_ok=True)
            tmp = folder / f".{key}.part"
            tmp.write_bytes(data)
            tmp.replace(folder / f"{key}.jpg")
        except OSError as exc:
            log.warning("cannot cache the image of %s: %s", key, exc)
            return False
        self.image_arrived.emit(key)
        return True


def _find(folder: Path, key: str) -> Path | None:
    for suffix in IMAGE_SUFFIXES:
        for candidate in (folder / f"{key}{suffix}", folder / f"{key}{suffix.upper()}"):
            if candidate.is_file():
                return candidate
    return None


_shared: CardImages | None = None


def shared_images() -> CardImages:
    """The one image source of the program: the settings dialog sets it through any
    renderer, and the table and the preview both follow."""
    global _shared
    if _shared is None:
        _shared = CardImages()
    return _shared
