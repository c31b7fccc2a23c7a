"""The card renderer: sizes, the cache, backs, and pictures that override drawn faces."""

from PySide6.QtCore import QSize
from PySide6.QtGui import QColor, QImage

from vtt.core.faces import Badge, CardFace
from vtt.core.folders import cache_dir
from vtt.ui.render.card_images import image_cache_dir
from vtt.ui.render.card_renderer import CardRenderer
from vtt.ui.render.image_names import normalise_name

FACE = CardFace(
    title="Gwen Brand",
    kind="Vampire",
    corner="10",
    text="Long text " * 40,
    badges=(Badge("AUS", "#2244aa", True), Badge("cel", "#aa2222")),
    footer="G5",
)


def test_render_is_at_device_size_and_cached(qtbot):
    renderer = CardRenderer()
    pixmap = renderer.render(FACE, QSize(63, 88), 2.0)
    assert (pixmap.width(), pixmap.height()) == (126, 176)
    assert pixmap.devicePixelRatio() == 2.0
    again = renderer.render(FACE, QSize(63, 88), 2.0)
    assert again.cacheKey() == pixmap.cacheKey()
    assert renderer.hits == 1 and renderer.misses == 1
    big = renderer.render(FACE, QSize(300, 419), 1.0)
    assert big.width() == 300


def test_cache_is_bounded(qtbot):
    renderer = CardRenderer(cache_bytes=3 * 100 * 140 * 4)
    for width in range(100, 110):
        renderer.render(FACE, QSize(width, 140), 1.0)
    assert renderer.cached_count() <= 3


def test_backs_are_distinct_and_deterministic(qtbot):
    renderer = CardRenderer()
    size = QSize(63, 88)
    crypt = renderer.render_back("crypt", size).toImage()
    library = renderer.render_back("library", size).toImage()
    demo = renderer.render_back("demo-0", size).toImage()
    assert crypt != library and crypt != demo and library != demo
    again = CardRenderer().render_back("demo-0", size).toImage()
    assert again == demo


def test_normalised_names():
    assert normalise_name("Gwen Brand") == "gwenbrand"
    assert normalise_name("Ânima Émotion's (ADV)") == "animaemotionsadv"
    assert normalise_name("...") == ""


def test_image_folder_overrides_the_drawn_face(qtbot, tmp_path):
    picture = QImage(50, 70, QImage.Format.Format_RGB32)
    picture.fill(QColor("#00ff00"))
    picture.save(str(tmp_path / "gwenbrand.png"))
    renderer = CardRenderer()
    try:
        drawn = renderer.render(FACE, QSize(63, 88)).toImage()
        renderer.set_image_folder(tmp_path)
        shown = renderer.render(FACE, QSize(63, 88)).toImage()
        assert shown != drawn
        assert QColor(shown.pixel(31, 44)) == QColor("#00ff00")
        other = CardFace(title="Someone Else")
        assert renderer.images.file_for(other.title) is None
    finally:
        renderer.set_image_folder(None)


def test_downloaded_images_are_cached_on_disk_and_used(qtbot):
    renderer = CardRenderer()
    images = renderer.images
    assert not images.download_enabled()
    assert str(image_cache_dir()).startswith(str(cache_dir()))
    picture = QImage(40, 56, QImage.Format.Format_RGB32)
    picture.fill(QColor("#0000ff"))
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice

    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    picture.save(buffer, "JPG")
    assert not images.store("gwenbrand", b"not a picture")
    assert images.store("gwenbrand", bytes(data.data()))
    assert (image_cache_dir() / "gwenbrand.jpg").is_file()
    try:
        assert images.file_for("Gwen Brand") is None  # downloads off: the cache is not used
        renderer.set_download_enabled(True)
        assert images.file_for("Gwen Brand") == image_cache_dir() / "gwenbrand.jpg"
        shown = renderer.render(FACE, QSize(63, 88)).toImage()
        assert QColor(shown.pixel(31, 44)).blue() > 200
    finally:
        renderer.set_download_enabled(False)
