"""The Linux system libraries Qt's X11 window needs, checked before Qt is started.

On a bare Debian or Ubuntu desktop some of them are missing, and Qt then aborts with
"xcb-cursor0 is needed" or a longer plugin error that names none of the packages to install.
Looking the libraries up first lets ``python -m vtt`` name every missing package in one
sentence and exit cleanly.  The packaged app (``.deb``) declares them as dependencies, and a
PyInstaller bundle carries its own, so neither is checked.
"""

from __future__ import annotations

import ctypes
import os
import sys

from .core.messages import QT_TRANSLATE_NOOP, Message

# Debian/Ubuntu package -> the shared library Qt loads from it
LINUX_DESKTOP_PACKAGES: dict[str, str] = {
    "libegl1": "libEGL.so.1",
    "libgl1": "libGL.so.1",
    "libfontconfig1": "libfontconfig.so.1",
    "libxkbcommon0": "libxkbcommon.so.0",
    "libxkbcommon-x11-0": "libxkbcommon-x11.so.0",
    "libxcb-cursor0": "libxcb-cursor.so.0",
    "libxcb-icccm4": "libxcb-icccm.so.4",
    "libxcb-keysyms1": "libxcb-keysyms.so.1",
    "libxcb-image0": "libxcb-image.so.0",
    "libxcb-render-util0": "libxcb-render-util.so.0",
    "libxcb-shape0": "libxcb-shape.so.0",
    "libxcb-randr0": "libxcb-randr.so.0",
    "libxcb-xkb1": "libxcb-xkb.so.1",
    "libdbus-1-3": "libdbus-1.so.3",
}

MISSING = QT_TRANSLATE_NOOP(
    "Startup",
    "The table cannot open its window: these system packages are missing: {packages}. "
    "On Debian or Ubuntu install them with: sudo apt install {packages}",
)


def uses_x11(platform: str, env: dict[str, str]) -> bool:
    """Whether Qt will open an X11 (xcb) window: on Linux, unless another Qt platform
    (offscreen, wayland...) is chosen or the session is Wayland-only."""
    if not platform.startswith("linux") or getattr(sys, "frozen", False):
        return False
    chosen = env.get("QT_QPA_PLATFORM", "")
    if chosen:
        return chosen.split(":")[0].split(";")[0] == "xcb"
    return bool(env.get("DISPLAY"))


def missing_packages(loads=ctypes.CDLL) -> list[str]:
    """The packages of :data:`LINUX_DESKTOP_PACKAGES` whose library cannot be loaded."""
    missing = []
    for package, library in LINUX_DESKTOP_PACKAGES.items():
        try:
            loads(library)
        except OSError:
            missing.append(package)
    return missing


def missing_message() -> Message | None:
    """The one-line message naming what to install, or None when nothing is missing (or Qt
    will not open an X11 window)."""
    if not uses_x11(sys.platform, dict(os.environ)):
        return None
    missing = missing_packages()
    return MISSING.with_args(packages=" ".join(missing)) if missing else None


def translated(message: Message, language: str) -> str:
    """``message`` in ``language`` without a running Qt application (QtCore only: it needs
    none of the missing libraries)."""
    from pathlib import Path

    from PySide6.QtCore import QTranslator

    translator = QTranslator()
    folder = Path(__file__).resolve().parent / "translations"
    text = ""
    if translator.load(f"vtt_{language}", str(folder)):
        text = translator.translate(message.context, message.text)
    return (text or message.text).format(**message.args)
