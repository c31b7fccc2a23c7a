"""Shared pieces of the translation tests: the update script (loaded from its file, since
``packaging/`` is a folder of tools, not a package) and a reader for .ts files."""

from __future__ import annotations

import importlib.util
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]


def load_update_script() -> ModuleType:
    path = ROOT / "packaging" / "update_translations.py"
    spec = importlib.util.spec_from_file_location("update_translations", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def update_script() -> ModuleType:
    return load_update_script()


def messages(ts: Path) -> dict[tuple[str, str], ET.Element]:
    """Every message of a .ts file by (context, source), with its <translation> element."""
    found = {}
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            found[(name, message.findtext("source", ""))] = message
    return found
