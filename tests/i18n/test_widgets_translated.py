"""Every text the main window shows in Spanish comes from the Spanish catalogue.

A string that was never marked for translation (or was marked under another context than
the one it is looked up with) shows up in English here.  The walk covers what a player
reads: actions, menu titles, labels, buttons, dock and window titles.
"""

from __future__ import annotations

import importlib.util
import re

import pytest

from .conftest import load_update_script, messages

pytestmark = pytest.mark.skipif(importlib.util.find_spec("vtt.ui.main_window") is None,
                                reason="vtt.ui.main_window does not exist yet")

PLAYER = "Ana"
#: texts that are the same in every language: names of games and of the program
PROPER_NOUNS = {"VTT", "VTES", "1347", "Nights of Blood", "Vampire: The Eternal Struggle"}
#: no letters at all: numbers, counts, dice, punctuation
NO_WORDS = re.compile(r"[^A-Za-zÀ-ÿ]*")
PLACEHOLDER = re.compile(r"\\\{\w*\\\}|%n|%\d")


def spanish_patterns() -> list[re.Pattern]:
    """One full-match pattern per Spanish translation, placeholders matching any value."""
    ts = load_update_script().ts_path("es")
    patterns = []
    for message in messages(ts).values():
        translation = message.find("translation")
        forms = translation.findall("numerusform") or [translation]
        for form in forms:
            text = shown(form.text or "")
            patterns.append(re.compile(PLACEHOLDER.sub(".+", re.escape(text)), re.DOTALL))
    return patterns


def shown(text: str) -> str:
    """The text as a player reads it: without mnemonic '&', window-modified marker, spaces."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").replace("[*]", "").strip()


def untranslated(text: str, patterns: list[re.Pattern], names: set[str]) -> list[str]:
    """The parts of ``text`` that are neither a Spanish translation nor allowed as is."""
    def ok(piece: str) -> bool:
        piece = piece.strip()
        return (not piece or piece in names or piece in PROPER_NOUNS
                or NO_WORDS.fullmatch(piece) is not None
                or any(p.fullmatch(piece) for p in patterns))

    text = shown(text)
    if ok(text):
        return []
    return [piece for piece in re.split(r" - |\t|\n", text) if not ok(piece)]


@pytest.fixture
def spanish(qapp):
    from vtt.app import install_translations

    translators = install_translations(qapp, "es")
    assert translators, "the Spanish catalogue did not load"
    yield
    for translator in translators:
        qapp.removeTranslator(translator)


def test_the_main_window_shows_only_translated_text(qtbot, spanish):
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QAbstractButton, QDockWidget, QGroupBox, QLabel, QMenu, QWidget

    from vtt.app import demo_session
    from vtt.settings import Settings
    from vtt.ui.main_window import MainWindow

    window = MainWindow(Settings(player_name=PLAYER), "es")
    qtbot.addWidget(window)
    window.start_session(demo_session(PLAYER))
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)

    names = {PLAYER} | {seat.name for seat in window.controller.view.seats}
    texts: list[tuple[str, str]] = [("window title", window.windowTitle())]
    for action in window.findChildren(QAction):
        texts.append((f"action {action.objectName()}", action.text()))
    for menu in window.findChildren(QMenu):
        texts.append((f"menu {menu.objectName()}", menu.title()))
    for widget in window.findChildren(QLabel):
        texts.append((f"label {widget.objectName()}", widget.text()))
    for widget in window.findChildren(QAbstractButton):
        texts.append((f"button {widget.objectName()}", widget.text()))
    for widget in window.findChildren(QDockWidget):
        texts.append((f"dock {widget.objectName()}", widget.windowTitle()))
    for widget in window.findChildren(QGroupBox):
        texts.append((f"group {widget.objectName()}", widget.title()))
    for widget in window.findChildren(QWidget):
        if widget.isWindow() and widget is not window and widget.windowTitle():
            texts.append((f"window {widget.objectName()}", widget.windowTitle()))

    patterns = spanish_patterns()
    assert len(texts) > 20, "the walk found almost nothing: has the window changed?"
    bad = [(where, text, parts) for where, text in texts
           if (parts := untranslated(text, patterns, names))]
    assert not bad, "text shown without translation:\n" + "\n".join(
        f"  {where}: {text!r} (untranslated: {parts})" for where, text, parts in bad)
