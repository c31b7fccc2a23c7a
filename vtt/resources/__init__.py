"""Files shipped inside the package (icons), found the same way in a checkout, an installed
wheel and a PyInstaller bundle: relative to this folder, never to the working directory."""

from __future__ import annotations

from pathlib import Path

ICONS = Path(__file__).resolve().parent / "icons"
#: the pixel sizes rendered by packaging/make_icons.py
APP_ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def app_icon_files() -> list[Path]:
    """The app icon's PNG files, smallest first."""
    return [ICONS / f"vtt-{size}.png" for size in APP_ICON_SIZES]
