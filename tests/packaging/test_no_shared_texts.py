"""Nothing the package ships restates the developers' rules digests.

``shared/rules/*.md`` (beside the project, at ``../shared``) are for developers to read, not to
ship: the players' references in ``vtt/resources/rules/`` are written afresh.  This fails when
a file under ``vtt/`` holds a whole line of a digest (lines of more than 40 characters, so
table headers and short labels do not count).  Where ``shared/`` is absent (an installed copy,
a user's checkout) there is nothing to compare with and the test is skipped.
"""

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BINARY = {".png", ".qm", ".ico", ".icns", ".pyc", ".jpg", ".svg"}


def shared_rules() -> Path | None:
    for folder in (ROOT.parent / "shared" / "rules", Path("/work/shared/rules")):
        if folder.is_dir() and any(folder.glob("*.md")):
            return folder
    return None


def digest_lines(folder: Path) -> dict[str, str]:
    lines = {}
    for digest in sorted(folder.glob("*.md")):
        for line in digest.read_text(encoding="utf-8").splitlines():
            line = line.strip()
            if len(line) > 40:
                lines.setdefault(line, digest.name)
    return lines


def test_no_file_of_the_package_holds_a_line_of_the_rules_digests():
    folder = shared_rules()
    if folder is None:
        pytest.skip("shared/rules is not beside the project")
    lines = digest_lines(folder)
    assert lines, f"{folder} holds no digest lines"
    found = []
    for path in sorted((ROOT / "vtt").rglob("*")):
        if not path.is_file() or path.suffix.lower() in BINARY:
            continue
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue
        found += [
            f"{path.relative_to(ROOT)}: {line[:70]!r} ({digest})"
            for line, digest in lines.items()
            if line in text
        ]
    assert not found, "lines of the developers' digests in the package:\n" + "\n".join(found)
