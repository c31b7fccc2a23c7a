"""Shared test set-up: offscreen Qt, private user folders, and no modal message box ever
blocking a test run (a window with unsaved changes asks at close, even at teardown)."""

import os
import sys
import tempfile

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_root = tempfile.mkdtemp(prefix="vtt-tests-")
for _name in ("CONFIG", "DATA", "CACHE", "LOG"):
    os.environ.setdefault(f"VTT_{_name}_DIR", os.path.join(_root, _name.lower()))


@pytest.fixture(autouse=True)
def no_modal_boxes(monkeypatch):
    """Record message boxes instead of blocking on them: questions answer Discard, the others
    OK.  Only where the test already uses Qt widgets, so core tests never import Qt."""
    shown = []
    widgets = sys.modules.get("PySide6.QtWidgets")
    if widgets is None:
        return shown
    box_cls = widgets.QMessageBox

    def box(kind):
        def show(parent, title, text, *args, **kwargs):
            shown.append((kind, title, text))
            buttons = box_cls.StandardButton
            return buttons.Discard if kind == "question" else buttons.Ok

        return staticmethod(show)

    for kind in ("warning", "information", "question", "critical"):
        monkeypatch.setattr(box_cls, kind, box(kind))
    return shown
