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

pytestmark = pytest.mark.skipif(
    importlib.util.find_spec("vtt.ui.main_window") is None,
    reason="vtt.ui.main_window does not exist yet",
)

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
        return (
            not piece
            or piece in names
            or piece in PROPER_NOUNS
            or NO_WORDS.fullmatch(piece) is not None
            or any(p.fullmatch(piece) for p in patterns)
        )

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


def shown_texts(root) -> list[tuple[str, str]]:
    """(where, text) for every text a player reads in ``root`` and its children."""
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import (
        QAbstractButton,
        QDialogButtonBox,
        QDockWidget,
        QGroupBox,
        QLabel,
        QMenu,
        QTabWidget,
        QWidget,
    )

    texts: list[tuple[str, str]] = [(f"window {root.objectName()}", root.windowTitle())]
    for action in root.findChildren(QAction):
        texts.append((f"action {action.objectName()}", action.text()))
    for menu in root.findChildren(QMenu):
        texts.append((f"menu {menu.objectName()}", menu.title()))
    for widget in root.findChildren(QLabel):
        texts.append((f"label {widget.objectName()}", widget.text()))
    for widget in root.findChildren(QAbstractButton):
        box = widget.parent()
        if (
            isinstance(box, QDialogButtonBox)
            and box.standardButton(widget) != QDialogButtonBox.StandardButton.NoButton
        ):
            continue  # OK, Cancel...: Qt's own catalogue (qtbase_es) translates them
        texts.append((f"button {widget.objectName()}", widget.text()))
    for widget in root.findChildren(QDockWidget):
        texts.append((f"dock {widget.objectName()}", widget.windowTitle()))
    for widget in root.findChildren(QGroupBox):
        texts.append((f"group {widget.objectName()}", widget.title()))
    for widget in root.findChildren(QTabWidget):
        texts += [(f"tab {widget.objectName()}", widget.tabText(i)) for i in range(widget.count())]
    for widget in root.findChildren(QWidget):
        if widget.isWindow() and widget is not root and widget.windowTitle():
            texts.append((f"window {widget.objectName()}", widget.windowTitle()))
    return texts


def assert_translated(texts: list[tuple[str, str]], names: set[str]) -> None:
    patterns = spanish_patterns()
    bad = [
        (where, text, parts)
        for where, text in texts
        if (parts := untranslated(text, patterns, names))
    ]
    assert not bad, "text shown without translation:\n" + "\n".join(
        f"  {where}: {text!r} (untranslated: {parts})" for where, text, parts in bad
    )


@pytest.fixture
def window(qtbot, spanish):
    from vtt.app import demo_session
    from vtt.settings import Settings
    from vtt.ui.main_window import MainWindow

    window = MainWindow(Settings(player_name=PLAYER), "es")
    qtbot.addWidget(window)
    window.start_session(demo_session(PLAYER))
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    return window


def seat_names(window) -> set[str]:
    return {PLAYER} | {seat.name for seat in window.controller.view.seats}


def test_the_main_window_shows_only_translated_text(window):
    texts = shown_texts(window)
    assert len(texts) > 20, "the walk found almost nothing: has the window changed?"
    assert_translated(texts, seat_names(window))


def make_dialog(name: str, window):
    """The dialogs a player opens from the menus, built the way the main window builds them."""
    from vtt.settings import Settings

    if name == "about":
        from vtt.ui.dialogs.about import AboutDialog

        return AboutDialog(window)
    if name == "settings":
        from vtt.ui.dialogs.settings_dialog import SettingsDialog

        return SettingsDialog(Settings(player_name=PLAYER), window)
    if name == "rules":
        from vtt.ui.dialogs.rules_reference import RulesDialog

        return RulesDialog(window.controller.module, window)
    if name == "new game":
        from vtt.ui.dialogs.new_game import NewGameDialog

        return NewGameDialog(PLAYER, "", "es", window.controller.module.id, window)
    if name == "decks":
        from vtt.games import get_game
        from vtt.ui.dialogs.deck_dialog import DeckDialog

        return DeckDialog(get_game("vtes"), "es", window, players=4, choosing=False)
    from vtt.ui.dialogs.shortcuts_help import ShortcutsDialog

    return ShortcutsDialog(list(window.actions_by_id.values()), window)


@pytest.mark.parametrize("name", ["about", "settings", "rules", "shortcuts", "new game", "decks"])
def test_the_dialogs_show_only_translated_text(window, qtbot, name):
    try:
        dialog = make_dialog(name, window)
    except (ImportError, TypeError, AttributeError) as exc:
        pytest.skip(f"the {name} dialog cannot be built the expected way: {exc}")
    qtbot.addWidget(dialog)
    dialog.show()
    assert_translated(shown_texts(dialog), seat_names(window))


@pytest.fixture
def vtes_window(qtbot, spanish):
    """A VTES game with its rules on, so the Decisions dock lists real choices."""
    from vtt.app import game_session
    from vtt.settings import Settings
    from vtt.ui.main_window import MainWindow

    window = MainWindow(Settings(player_name=PLAYER), "es")
    qtbot.addWidget(window)
    window.start_session(game_session("vtes", PLAYER))
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_the_decisions_dock_of_a_rules_game_shows_only_translated_text(vtes_window):
    from PySide6.QtWidgets import QListWidget, QTreeWidget

    dock = vtes_window.decisions
    texts = shown_texts(dock)
    for widget in dock.findChildren(QListWidget):
        texts += [("list item", widget.item(i).text()) for i in range(widget.count())]
    for widget in dock.findChildren(QTreeWidget):
        items = [widget.topLevelItem(i) for i in range(widget.topLevelItemCount())]
        for item in items:
            texts.append(("tree item", item.text(0)))
            texts += [("tree item", item.child(j).text(0)) for j in range(item.childCount())]
    assert len(texts) > 3, "the Decisions dock shows almost nothing: has it changed?"
    # choices name cards (krcg's names) and seats: those pieces are allowed as they are
    names = seat_names(vtes_window) | card_names(vtes_window)
    assert_translated(texts, names)


def card_names(window) -> set[str]:
    module, view = window.controller.module, window.controller.view
    names = set()
    for card in (card for zone in view.zones.values() for card in zone.cards):
        if card.catalog:
            try:
                names.add(module.card_name(card.catalog, "es"))
            except (KeyError, ValueError):
                continue
    return names
