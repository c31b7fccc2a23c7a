"""Pixmaps of card faces and backs at the exact device size they are shown at.

The table asks for a card at the size it covers on screen (its zoom times the screen's
device pixel ratio), so text is rasterised at that size instead of scaling a small pixmap:
cards stay sharp at any zoom and on HiDPI screens.  Renders are kept in an LRU cache keyed by
(face, size, dpr) and bounded in bytes.  The preview dock uses the same renderer at a large
size, standalone.
"""

from __future__ import annotations

import math
from collections import OrderedDict

from PySide6.QtCore import QObject, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPixmap, QTransform

from ...core.faces import CardFace
from ...core.module import BackSpec
from .back_painter import paint_back
from .card_images import CardImages, shared_images
from .face_painter import H, W, paint_face
from .image_names import normalise_name
from .table_pictures import TablePictures, shared_pictures

#: below this width (logical pixels) faces use the compact layout: a big title, no text
COMPACT_BELOW = 150
#: default budget of the pixmap cache
CACHE_BYTES = 192 * 1024 * 1024


class CardRenderer(QObject):
    """Renders faces and backs; ``changed()`` fires when cached renders became stale (a new
    image folder, a downloaded picture) so views repaint."""

    changed = Signal()

    def __init__(self, parent: QObject | None = None, cache_bytes: int = CACHE_BYTES):
        super().__init__(parent)
        self._cache: OrderedDict[tuple, QPixmap] = OrderedDict()
        self._bytes = 0
        self._budget = cache_bytes
        self.images: CardImages = shared_images()
        self.images.image_arrived.connect(self._on_image)
        self.images.settings_changed.connect(self.clear)
        #: the game's own card pictures (a deck of a user's images)
        self.pictures: TablePictures = shared_pictures()
        self.pictures.changed.connect(self.clear)
        self.hits = 0
        self.misses = 0
        #: the current game's backs with a chosen look, by name
        self._backs: dict[str, BackSpec] = {}

    # -- settings -----------------------------------------------------------------------------

    def set_image_folder(self, path) -> None:
        """Use pictures from ``path`` (named after the cards) instead of drawn faces; None
        switches back to drawn faces.  The setting is shared by every renderer."""
        self.images.set_folder(path)

    def set_download_enabled(self, enabled: bool, url_template: str | None = None) -> None:
        """Fetch missing pictures from the game's image server into the disk cache (off by
        default; shared by every renderer)."""
        self.images.set_download_enabled(enabled, url_template)

    def set_game_look(self, backs: tuple[BackSpec, ...], image_source: str) -> None:
        """Follow the game on the table: its backs with a chosen look (the layout's) and
        where its card pictures are downloaded from."""
        looks = {back.name: back for back in backs}
        self.images.set_source(image_source)
        if looks != self._backs:
            self._backs = looks
            self.clear()

    def clear(self) -> None:
        self._cache.clear()
        self._bytes = 0
        self.changed.emit()

    # -- rendering -----------------------------------------------------------------------------

    def render(self, face: CardFace, size: QSize, dpr: float = 1.0) -> QPixmap:
        """The face at ``size`` logical pixels on a screen of device pixel ratio ``dpr``."""
        return self._cached(
            ("face", face, size.width(), size.height(), dpr),
            lambda p: self._draw_face(p, face, size.width() < COMPACT_BELOW),
            size,
            dpr,
        )

    def render_back(self, back: str, size: QSize, dpr: float = 1.0) -> QPixmap:
        return self._cached(
            ("back", back, size.width(), size.height(), dpr),
            lambda p: self._draw_back(p, back),
            size,
            dpr,
        )

    def render_fitted(
        self, face: CardFace | None, back: str, size: QSize, dpr: float, quarter_turns: int = 0
    ) -> QPixmap:
        """The face (or, when ``face`` is None, the back) at exactly ``size``, turned by
        ``quarter_turns`` x 90 degrees clockwise, ready to be blitted pixel for pixel.

        The table draws hundreds of cards per frame; a plain blit is many times faster than
        a scaled or rotated draw.  The picture is rendered at the next size bucket (so a zoom
        gesture re-renders nothing) and brought to the exact size by at most one bucket step.
        """
        quarter_turns %= 4
        key = ("fit", face, back, size.width(), size.height(), dpr, quarter_turns)
        pixmap = self._cache.get(key)
        if pixmap is not None:
            self._cache.move_to_end(key)
            self.hits += 1
            return pixmap
        width = pixel_bucket(size.width())
        bucket = QSize(width, max(1, round(width * size.height() / max(1, size.width()))))
        base = (
            self.render(face, bucket, dpr)
            if face is not None
            else self.render_back(back, bucket, dpr)
        )
        image = base.toImage().scaled(
            max(1, round(size.width() * dpr)),
            max(1, round(size.height() * dpr)),
            Qt.AspectRatioMode.IgnoreAspectRatio,
            Qt.TransformationMode.SmoothTransformation,
        )
        if quarter_turns:
            image = image.transformed(QTransform().rotate(90 * quarter_turns))
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(dpr)
        self._store(key, pixmap)
        return pixmap

    def cached_count(self) -> int:
        return len(self._cache)

    def _cached(self, key: tuple, draw, size: QSize, dpr: float) -> QPixmap:
        pixmap = self._cache.get(key)
        if pixmap is not None:
            self._cache.move_to_end(key)
            self.hits += 1
            return pixmap
        self.misses += 1
        pixmap = self._paint(draw, size, dpr)
        self._store(key, pixmap)
        return pixmap

    def _store(self, key: tuple, pixmap: QPixmap) -> None:
        self._cache[key] = pixmap
        self._bytes += pixmap.width() * pixmap.height() * 4
        while self._bytes > self._budget and len(self._cache) > 1:
            _, old = self._cache.popitem(last=False)
            self._bytes -= old.width() * old.height() * 4

    @staticmethod
    def _paint(draw, size: QSize, dpr: float) -> QPixmap:
        w = max(1, round(size.width() * dpr))
        h = max(1, round(size.height() * dpr))
        image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.scale(w / W, h / H)
        draw(painter)
        painter.end()
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(dpr)
        return pixmap

    def _draw_back(self, painter: QPainter, back: str) -> None:
        picture = self.pictures.image(back)
        if picture is None:
            paint_back(painter, back, self._backs.get(back))
        else:
            _paint_picture(painter, picture)

    def _draw_face(self, painter: QPainter, face: CardFace, compact: bool) -> None:
        picture = self.pictures.image(face.picture) if face.picture else None
        if picture is None:
            names = face.images or ((face.title,) if face.title else ())
            picture = self.images.image_for(*names) if names else None
        if picture is None:
            paint_face(painter, face, compact)
            return
        _paint_picture(painter, picture)

    def _on_image(self, key: str) -> None:
        for cache_key in [
            k
            for k in self._cache
            if k[0] in ("face", "fit")
            and k[1] is not None
            and key in map(normalise_name, k[1].images or (k[1].title,))
        ]:
            pixmap = self._cache.pop(cache_key)
            self._bytes -= pixmap.width() * pixmap.height() * 4
        self.changed.emit()


def _paint_picture(painter: QPainter, picture: QImage) -> None:
    """A card picture filling the 630 x 880 design space, rounded like a card."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    clip = QPainterPath()
    clip.addRoundedRect(QRectF(0, 0, W, H), 30, 30)
    painter.fillPath(clip, QColor("#111111"))
    painter.setClipPath(clip)
    scale = painter.transform().m11()
    target = QSize(max(1, round(W * scale)), max(1, round(H * painter.transform().m22())))
    scaled = picture.scaled(
        target, Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation
    )
    sw, sh = scaled.width() / scale, scaled.height() / painter.transform().m22()
    painter.drawImage(QRectF((W - sw) / 2, (H - sh) / 2, sw, sh), scaled)


def pixel_bucket(width: float) -> int:
    """Round a wanted pixmap width up to a bucket: fine steps when small, coarser when big."""
    step = 4 if width <= 160 else 16 if width <= 480 else 64
    return max(step, int(math.ceil(width / step) * step))


_shared: CardRenderer | None = None


def shared_renderer() -> CardRenderer:
    """The renderer the table and the preview dock share (one cache, one image folder)."""
    global _shared
    if _shared is None:
        _shared = CardRenderer()
    return _shared
