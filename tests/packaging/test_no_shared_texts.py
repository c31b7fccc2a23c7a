"""Nothing in the project restates the texts the developers read beside it.

``../shared`` holds the design notes, the English rules digests and the original Spanish
rulebooks.  They are for developers to read: the players' references in
``vtt/resources/rules/``, the docs and the code are written afresh.  This fails when any
text file of the project shares a run of :data:`WINDOW` words in a row with one of those
texts (words compared in lower case, punctuation ignored), so a copied sentence or table row
is caught even when it was re-wrapped or re-punctuated.  Thirteen words is above what two
texts naming the same game facts share by accident (the six class names of 1347 with their
Spanish words are twelve).  Where ``shared/`` is absent (an installed copy, a user's
checkout) there is nothing to compare with and the test is skipped.
"""

import re
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
WINDOW = 13
BINARY = {".png", ".qm", ".ico", ".icns", ".pyc", ".jpg", ".svg", ".gz", ".deb"}
_WORD = re.compile(r"[^\W_]+")


def shared_folder() -> Path | None:
    for folder in (ROOT.parent / "shared", Path("/work/shared")):
        if (folder / "rules").is_dir() and any((folder / "rules").glob("*.md")):
            return folder
    return None


def words(text: str) -> list[str]:
    return _WORD.findall(text.lower())


def windows(text: str) -> set[str]:
    w = words(text)
    return {" ".join(w[i : i + WINDOW]) for i in range(len(w) - WINDOW + 1)}


def project_files() -> list[Path]:
    """The tracked files (a checkout's build folders and virtualenvs are not the project)."""
    try:
        out = subprocess.run(
            ["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True
        ).stdout
        return [ROOT / line for line in out.splitlines() if line]
    except (OSError, subprocess.CalledProcessError):
        return [p for p in ROOT.rglob("*") if p.is_file() and ".git" not in p.parts]


def copied_runs(text: str, shared: set[str]) -> list[str]:
    """The longest runs of ``text``'s words that appear in ``shared``, for the message."""
    w = words(text)
    runs: list[list[int]] = []
    for i in range(len(w) - WINDOW + 1):
        if " ".join(w[i : i + WINDOW]) in shared:
            if runs and i <= runs[-1][1]:
                runs[-1][1] = i + WINDOW
            else:
                runs.append([i, i + WINDOW])
    return [" ".join(w[a:b]) for a, b in runs]


def test_the_window_catches_a_rewrapped_sentence():
    shared = windows("One two three four five six seven eight nine ten eleven twelve thirteen.")
    assert copied_runs(
        "one two, three\nfour five six seven eight nine ten eleven twelve thirteen", shared
    )
    assert not copied_runs("one two three four five six seven eight nine ten eleven twelve", shared)


def test_no_file_of_the_project_restates_a_shared_text():
    folder = shared_folder()
    if folder is None:
        pytest.skip("shared/ is not beside the project")
    shared: set[str] = set()
    for path in sorted(folder.rglob("*")):
        if path.is_file() and path.suffix in (".md", ".txt"):
            shared |= windows(path.read_text(encoding="utf-8", errors="ignore"))
    assert shared, f"{folder} holds no texts"
    found = []
    for path in project_files():
        if not path.is_file() or path.suffix.lower() in BINARY:
            continue
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue
        found += [f"{path.relative_to(ROOT)}: {run[:90]!r}" for run in copied_runs(text, shared)]
    assert not found, "texts of ../shared restated in the project:\n" + "\n".join(found)
