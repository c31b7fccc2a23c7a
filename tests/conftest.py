"""Shared test set-up: offscreen Qt and private user folders for every test run."""

import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_root = tempfile.mkdtemp(prefix="vtt-tests-")
for _name in ("CONFIG", "DATA", "CACHE", "LOG"):
    os.environ.setdefault(f"VTT_{_name}_DIR", os.path.join(_root, _name.lower()))
