"""Entry script for PyInstaller: the frozen ``vtt`` executable runs the ``vtt`` command.

PyInstaller needs a top-level script; ``vtt/__main__.py`` uses a relative import and cannot
serve as one.
"""

import sys

from vtt.cli import main

if __name__ == "__main__":
    sys.exit(main())
