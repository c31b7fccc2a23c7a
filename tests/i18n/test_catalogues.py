"""The committed translations are complete, match the code, and are compiled."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from .conftest import ROOT, load_update_script, messages

LANGUAGES = load_update_script().LANGUAGES
PLACEHOLDER = re.compile(r"\{\w*\}|%n|%\d")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_string_is_left_unfinished(update_script, lang):
    ts = update_script.ts_path(lang)
    left = update_script.unfinished(ts)
    assert not left, (
        f"{ts.name} has {len(left)} unfinished strings, e.g. {left[:5]}; "
        "translate them and run packaging/update_translations.py"
    )


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_translation_is_filled_in(update_script, lang):
    for (context, source), message in messages(update_script.ts_path(lang)).items():
        translation = message.find("translation")
        forms = translation.findall("numerusform")
        texts = [f.text or "" for f in forms] if forms else [translation.text or ""]
        assert all(t.strip() for t in texts), f"[{context}] {source!r} has an empty translation"
        if message.get("numerus") == "yes":
            assert len(forms) == 2, f"[{context}] {source!r} needs a singular and a plural"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_translations_keep_the_placeholders(update_script, lang):
    """A lost {name} would raise KeyError-free garbage or drop a value the player needs."""
    for (context, source), message in messages(update_script.ts_path(lang)).items():
        wanted = sorted(set(PLACEHOLDER.findall(source)))
        translation = message.find("translation")
        forms = translation.findall("numerusform") or [translation]
        for form in forms:
            got = sorted(set(PLACEHOLDER.findall(form.text or "")))
            if message.get("numerus") == "yes" and "%n" in wanted and "%n" not in got:
                got = sorted(set(got) | {"%n"})  # "1 card": the singular may spell the number
            assert got == wanted, f"[{context}] {source!r} -> {form.text!r}"


def test_the_catalogues_hold_every_string_of_the_code(update_script, tmp_path):
    """lupdate run into copies of the .ts files finds nothing new and nothing stale."""
    for lang in LANGUAGES:
        committed = update_script.ts_path(lang)
        copy = tmp_path / committed.name
        shutil.copyfile(committed, copy)
        update_script.run_lupdate(update_script.python_sources(), copy, lang)
        fresh, known = set(messages(copy)), set(messages(committed))
        new, stale = sorted(fresh - known), sorted(known - fresh)
        assert not new, (
            f"{committed.name} misses {new[:10]}: run "
            "packaging/update_translations.py and translate the new strings"
        )
        assert not stale, (
            f"{committed.name} still holds strings gone from the code: "
            f"{stale[:10]}; run packaging/update_translations.py"
        )


def test_the_compiled_catalogues_are_up_to_date(update_script, tmp_path):
    """The shipped .qm answers every message as a .qm freshly compiled from the .ts does.

    Compared through QTranslator rather than byte for byte, so that another lrelease version
    (on the CI runners) that lays the file out differently does not matter.
    """
    from PySide6.QtCore import QTranslator

    for lang in LANGUAGES:
        shipped = update_script.qm_path(lang)
        assert shipped.is_file(), f"{shipped} is missing: run packaging/update_translations.py"
        rebuilt = tmp_path / shipped.name
        update_script.run_lrelease(update_script.ts_path(lang), rebuilt)
        if rebuilt.read_bytes() == shipped.read_bytes():
            continue
        old, new = QTranslator(), QTranslator()
        assert old.load(str(shipped)) or shipped.stat().st_size <= 64, f"{shipped} is unreadable"
        new.load(str(rebuilt))
        for context, source in messages(update_script.ts_path(lang)):
            for n in (1, 2):
                assert old.translate(context, source, None, n) == new.translate(
                    context, source, None, n
                ), (
                    f"{shipped.name} is older than {update_script.ts_path(lang).name} "
                    f"([{context}] {source!r}): run packaging/update_translations.py"
                )


def test_the_spanish_catalogue_uses_the_rulebook_words(update_script):
    """The VTES glossary (docs/glossary-es.md): a locked card is "girada", never "bloqueada"
    (blocking is something else in the game), and unlocking is "enderezar"."""
    for (context, source), message in messages(update_script.ts_path("es")).items():
        text = " ".join(
            t.text or "" for t in message.iter() if t.tag in ("translation", "numerusform")
        ).lower()
        if re.search(r"\block", source, re.IGNORECASE):
            assert "bloque" not in text, f"[{context}] {source!r} -> {text!r}"
        if re.search(r"\bunlock", source, re.IGNORECASE):
            assert "endere" in text, f"[{context}] {source!r} -> {text!r}"


def test_the_package_ships_the_compiled_catalogues():
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert '"translations/*.qm"' in text
    assert Path(ROOT / "vtt" / "translations").is_dir()
