"""The packaging inputs are well formed; the build itself runs in .ci/run, not here."""

from __future__ import annotations

import configparser
import shutil
import struct
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def test_the_pyinstaller_spec_is_valid_python():
    source = (PACKAGING / "vtt.spec").read_text(encoding="utf-8")
    compile(source, "vtt.spec", "exec")


def test_the_spec_bundles_what_the_app_reads_at_run_time():
    spec = (PACKAGING / "vtt.spec").read_text(encoding="utf-8")
    for needed in (
        'collect_data_files("krcg")',
        '"krcg"',
        '"translations"',
        '"resources"',
        "BUNDLE(",
        "vtt_launcher.py",
    ):
        assert needed in spec, needed
    assert (PACKAGING / "vtt_launcher.py").is_file()


def test_the_launcher_runs_the_vtt_command():
    source = (PACKAGING / "vtt_launcher.py").read_text(encoding="utf-8")
    compile(source, "vtt_launcher.py", "exec")
    assert "from vtt.cli import main" in source


def test_the_build_scripts_are_valid_shell():
    bash = shutil.which("bash")
    if bash is None:
        pytest.skip("no bash to check the scripts with")
    for script in (PACKAGING / "build_linux.sh", PACKAGING / "macos" / "build_macos.sh"):
        subprocess.run([bash, "-n", str(script)], check=True)


def desktop_entry() -> configparser.ConfigParser:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(PACKAGING / "linux" / "vtt.desktop", encoding="utf-8")
    return parser


def test_the_desktop_entry_is_valid():
    path = PACKAGING / "linux" / "vtt.desktop"
    validate = shutil.which("desktop-file-validate")
    if validate is not None:
        result = subprocess.run([validate, str(path)], capture_output=True, text=True)
        assert result.returncode == 0 and not result.stdout.strip(), result.stdout
    entry = desktop_entry()["Desktop Entry"]
    assert entry["Type"] == "Application"
    assert entry["Exec"].split()[0] == "vtt"
    assert entry["Icon"] == "vtt"
    assert entry["Terminal"] == "false"
    assert entry["Categories"].endswith(";") and "Game" in entry["Categories"].split(";")
    assert entry["Name"] and entry["Comment[es]"]


def test_the_debian_control_template_has_the_required_fields():
    text = (PACKAGING / "linux" / "control.in").read_text(encoding="utf-8")
    fields = {line.split(":", 1)[0] for line in text.splitlines() if line and line[0] != " "}
    assert {"Package", "Version", "Architecture", "Maintainer", "Description"} <= fields


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()[:24]
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path.name} is not a PNG"
    return struct.unpack(">II", data[16:24])


@pytest.mark.parametrize("size", PNG_SIZES)
def test_the_app_icon_exists_at_each_size(size):
    path = ROOT / "vtt" / "resources" / "icons" / f"vtt-{size}.png"
    assert path.is_file(), f"{path} missing: run packaging/make_icons.py"
    assert png_size(path) == (size, size)


def test_the_icon_sources_and_containers_exist():
    icons = ROOT / "resources" / "icons"
    assert (icons / "vtt.svg").read_text(encoding="utf-8").lstrip().startswith("<?xml")
    assert (ROOT / "vtt" / "resources" / "icons" / "vtt.svg").read_bytes() == (
        icons / "vtt.svg"
    ).read_bytes(), "the shipped SVG differs: run packaging/make_icons.py"
    ico = (icons / "vtt.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind) == (0, 1) and count >= 5
    icns = (icons / "vtt.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)


def test_the_installed_package_and_the_bundle_ship_every_resource():
    """``pip install .`` (not editable) and the PyInstaller bundle carry the whole of
    ``vtt/resources``; a file read from outside the package would be missing once installed
    (1347's components once were)."""
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert '"resources/**/*"' in text
    spec = (PACKAGING / "vtt.spec").read_text(encoding="utf-8")
    assert '(str(ROOT / "vtt" / "resources"), "vtt/resources")' in spec
    for source in (ROOT / "vtt").rglob("*.py"):
        code = source.read_text(encoding="utf-8")
        assert "parents[3]" not in code, f"{source} reads a file outside the package"


def test_the_windows_installer_script_offers_both_languages():
    text = (PACKAGING / "windows" / "vtt.iss").read_text(encoding="utf-8")
    for needed in (
        "[Languages]",
        "Spanish.isl",
        "Default.isl",
        "desktopicon",
        "{group}",
        "unins",
        "vtt.ico",
    ):
        assert needed.lower() in text.lower(), needed


def test_the_workflow_builds_on_the_three_systems():
    text = (ROOT / ".github" / "workflows" / "build.yml").read_text(encoding="utf-8")
    for needed in (
        "ubuntu-latest",
        "windows-latest",
        "macos-latest",
        '"3.12"',
        "build_linux.sh",
        "build_windows.ps1",
        "build_macos.sh",
    ):
        assert needed in text, needed


def test_the_workflow_is_valid_yaml():
    yaml = pytest.importorskip("yaml")
    workflow = yaml.safe_load((ROOT / ".github" / "workflows" / "build.yml").read_text("utf-8"))
    steps = workflow["jobs"]["build"]["steps"]
    assert any(step.get("uses", "").startswith("actions/setup-python") for step in steps)


def test_every_system_runs_the_whole_suite_and_ci_runs_the_code_checks():
    """The workflow runs every test on each system (not only a chosen few) and, like
    .ci/run and the pre-commit hooks, ruff, ruff format and mypy."""
    workflow = (ROOT / ".github" / "workflows" / "build.yml").read_text(encoding="utf-8")
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    hooks = (ROOT / ".pre-commit-config.yaml").read_text(encoding="utf-8")
    assert "python -m pytest -q\n" in workflow
    for check in ("ruff check .", "ruff format --check .", "mypy"):
        assert check in workflow and check in ci, check
    for hook in ("ruff check", "ruff format --check", "entry: mypy"):
        assert hook in hooks, hook
