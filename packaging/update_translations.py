"""Refresh the translation sources and the compiled catalogues shipped in the package.

1. ``pyside6-lupdate`` reads every ``.py`` file under ``vtt/`` and merges the strings it finds
   (``self.tr``, ``QCoreApplication.translate`` and ``QT_TRANSLATE_NOOP``; it recognises the
   last one in Python as well as in C++) into ``translations/vtt_es.ts`` and
   ``translations/vtt_en.ts``.  Existing translations are kept; strings that vanished from
   the code are dropped (``-no-obsolete``) so the files do not grow stale entries.
   English, the language the code is written in, keeps only the plural forms.
2. ``pyside6-lrelease`` compiles each ``.ts`` into ``vtt/translations/vtt_<lang>.qm``, the
   files the app loads at start-up and that ``pyproject.toml`` ships as package data.

Run it with the project's interpreter after adding or changing user-visible strings::

    python packaging/update_translations.py

New strings arrive as ``type="unfinished"``: the script lists them and exits with status 1.
Translate them (Qt Linguist or a text editor) and run it again; ``tests/i18n`` fails while
any string is unfinished or a .qm file is older than its .ts.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "vtt"
TS_DIR = ROOT / "translations"
QM_DIR = ROOT / "vtt" / "translations"
LANGUAGES = ("es", "en")
SOURCE_LANGUAGE = "en"


def tool(name: str) -> str:
    """The path of a PySide6 tool, preferring the one beside the running interpreter."""
    beside = Path(sys.executable).with_name(name)
    if beside.exists():
        return str(beside)
    found = shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} not found: install PySide6-Essentials in this interpreter")
    return found


def python_sources(root: Path = SOURCES) -> list[Path]:
    """Every Python file of the package, in a stable order (lupdate skips .py in folders)."""
    return sorted(p for p in root.rglob("*.py") if "__pycache__" not in p.parts)


def ts_path(lang: str, ts_dir: Path = TS_DIR) -> Path:
    return ts_dir / f"vtt_{lang}.ts"


def qm_path(lang: str, qm_dir: Path = QM_DIR) -> Path:
    return qm_dir / f"vtt_{lang}.qm"


def run_lupdate(sources: list[Path], ts: Path, lang: str, base: Path = ROOT) -> None:
    """Merge the strings of ``sources`` into ``ts`` (created when missing).

    English is the source language, so its file holds only the messages with plural forms
    (``-pluralonly``: "%n card(s)" needs "1 card" / "%n cards"); every other English string
    is shown as written in the code.  File names are passed relative to ``base`` so the
    locations in the .ts files (relative to the .ts file) do not depend on where the checkout
    lives.
    """
    ts.parent.mkdir(parents=True, exist_ok=True)
    args = [
        tool("pyside6-lupdate"),
        "-silent",
        "-no-obsolete",
        "-locations",
        "relative",
        "-source-language",
        SOURCE_LANGUAGE,
        "-target-language",
        lang,
    ]
    if lang == SOURCE_LANGUAGE:
        args.append("-pluralonly")
    args += [str(p.relative_to(base)) for p in sources]
    args += ["-ts", str(ts.resolve())]
    subprocess.run(args, cwd=base, check=True)


def run_lrelease(ts: Path, qm: Path) -> None:
    """Compile one .ts file into a .qm file (unfinished strings are left out of it)."""
    qm.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run([tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True)


def unfinished(ts: Path) -> list[tuple[str, str]]:
    """The (context, source) pairs of ``ts`` that still wait for a translation."""
    found = []
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is not None and translation.get("type") == "unfinished":
                found.append((name, message.findtext("source", "")))
    return found


def main() -> int:
    missing = 0
    for lang in LANGUAGES:
        ts = ts_path(lang)
        run_lupdate(python_sources(), ts, lang)
        run_lrelease(ts, qm_path(lang))
        for context, source in unfinished(ts):
            print(f"{ts.name}: unfinished [{context}] {source!r}")
            missing += 1
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
