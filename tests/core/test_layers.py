"""The layers of DESIGN.md: vtt.core and vtt.games never import Qt."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2] / "vtt"


def _imports(path: Path):
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level == 0 and node.module:
                yield node.module
            elif node.level and node.module:
                yield ("." * node.level) + node.module


def test_no_qt_under_core_and_games():
    offenders = []
    for folder in ("core", "games"):
        for path in (ROOT / folder).rglob("*.py"):
            for name in _imports(path):
                if (
                    name.split(".")[0] in ("PySide6", "shiboken6", "pyqtgraph")
                    or ".ui" in name
                    or name.startswith("vtt.ui")
                    or name.startswith("vtt.net")
                ):
                    offenders.append(f"{path.relative_to(ROOT)}: {name}")
    assert not offenders, "Qt or UI imported below the UI layer:\n" + "\n".join(offenders)


def test_core_does_not_depend_on_games():
    for path in (ROOT / "core").rglob("*.py"):
        for name in _imports(path):
            assert not name.startswith(("vtt.games", "..games")), f"{path.name} imports {name}"
