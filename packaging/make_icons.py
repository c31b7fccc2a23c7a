"""Render the app icon from its SVG source into every file the app and the installers need.

Source: ``resources/icons/vtt.svg`` (drawn by hand; edit it, then run this script).

Outputs, all committed so that a build needs no rendering step:

* ``vtt/resources/icons/vtt-<size>.png`` for 16..512 pixels, shipped inside the package and
  installed as the hicolor theme icons by the Linux package;
* ``vtt/resources/icons/vtt.svg``, a copy of the source: the window icon the app loads;
* ``resources/icons/vtt.ico`` for Windows (PyInstaller ``icon=`` and Inno Setup);
* ``resources/icons/vtt.icns`` for macOS (the ``.app`` bundle's ``CFBundleIconFile``).

Qt renders the SVG (``QSvgRenderer`` ships in PySide6-Essentials).  The .ico and .icns
containers are written here directly with PNG payloads, a layout both formats accept, so
the script runs on any platform without ``iconutil`` or ImageMagick.

    QT_QPA_PLATFORM=offscreen python packaging/make_icons.py
"""

from __future__ import annotations

import shutil
import struct
import sys
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "resources" / "icons" / "vtt.svg"
PACKAGE_ICONS = ROOT / "vtt" / "resources" / "icons"
ICO = ROOT / "resources" / "icons" / "vtt.ico"
ICNS = ROOT / "resources" / "icons" / "vtt.icns"

PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: icns element types holding PNG data, by pixel size (the @2x types reuse the same pixels)
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic13", 256),
    (b"ic14", 512),
)


def render(renderer: QSvgRenderer, size: int) -> bytes:
    """The icon as PNG bytes, ``size`` pixels square, on a transparent background."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise RuntimeError(f"could not encode the {size}px icon as PNG")
    return bytes(data)


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding one PNG per size (a width byte of 0 means 256)."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = len(header) + 16 * len(pngs)
    entries, payload = b"", b""
    for size, png in pngs.items():
        side = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset)
        payload += png
        offset += len(png)
    return header + entries + payload


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns made of PNG elements: 'icns', total length, then (type, length, data)."""
    body = b"".join(
        kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841 - fonts, paint
    renderer = QSvgRenderer(str(SOURCE))
    if not renderer.isValid():
        print(f"{SOURCE}: not a valid SVG", file=sys.stderr)
        return 1
    sizes = sorted(set(PNG_SIZES) | set(ICO_SIZES) | {size for _, size in ICNS_TYPES})
    pngs = {size: render(renderer, size) for size in sizes}
    PACKAGE_ICONS.mkdir(parents=True, exist_ok=True)
    for size in PNG_SIZES:
        (PACKAGE_ICONS / f"vtt-{size}.png").write_bytes(pngs[size])
    shutil.copyfile(SOURCE, PACKAGE_ICONS / "vtt.svg")
    ICO.write_bytes(ico_bytes({size: pngs[size] for size in ICO_SIZES}))
    ICNS.write_bytes(icns_bytes(pngs))
    print(f"wrote {len(PNG_SIZES)} PNGs, {ICO.name} and {ICNS.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
