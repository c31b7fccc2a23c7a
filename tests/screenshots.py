"""Where tests save the screenshots they take.

By default a private temporary folder, so a test run never changes the repository; set
``VTT_SCREENSHOT_DIR=docs/screenshots`` to refresh the pictures the documentation shows.
"""

import os
import tempfile
from pathlib import Path

_default = Path(tempfile.mkdtemp(prefix="vtt-shots-"))


def screenshot_dir() -> Path:
    folder = Path(os.environ.get("VTT_SCREENSHOT_DIR") or _default)
    folder.mkdir(parents=True, exist_ok=True)
    return folder
