"""``python -m vtt``: the same as the ``vtt`` command."""

import sys

from .cli import main

sys.exit(main())
