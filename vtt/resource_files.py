"""Finding the program's data files (``resources/``: icons, rules digests) wherever it runs.

A leaf module: the start-up, the UI's dialogs and any tool may ask for a resource without
reaching into the app's start-up code.
"""

from __future__ import annotations

import sys
from pathlib import Path


def find_resource(*parts: str) -> Path | None:
    """A file of ``resources/``: beside the package in a source tree, inside it once
    installed or bundled; None when it is not there."""
    package = Path(__file__).resolve().parent
    bundle = Path(getattr(sys, "_MEIPASS", package))
    for root in (package / "resources", package.parent / "resources", bundle / "resources"):
        path = root.joinpath(*parts)
        if path.is_file():
            return path
    return None
