"""Help > User guide: the guide inside the app, in its language, the same as the docs."""

from pathlib import Path

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtWidgets import QMenu

from vtt.ui.dialogs.user_guide import DOC_NAMES, UserGuideDialog

ROOT = Path(__file__).resolve().parents[3]


def test_the_guide_opens_in_spanish(qtbot, spanish):
    dialog = UserGuideDialog(None, "es")
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Guía de usuario"
    text = dialog.browser.toPlainText()
    assert text.startswith("Guía de usuario")
    assert "Aplicar las reglas" in text and "Enforce the rules" not in text
    assert "screenshots/" not in dialog.browser.toMarkdown()


def test_the_guide_opens_in_english_and_its_link_switches_language(qtbot):
    dialog = UserGuideDialog(None, "en")
    qtbot.addWidget(dialog)
    assert dialog.browser.toPlainText().startswith("User guide")
    assert "Enforce the rules" in dialog.browser.toPlainText()
    dialog._follow(QUrl("guia-de-usuario.md"))
    assert dialog.browser.toPlainText().startswith("Guía de usuario")


@pytest.mark.parametrize("doc", sorted(DOC_NAMES))
def test_the_shipped_guides_are_the_docs(doc):
    source = ROOT / "docs" / doc
    if not source.is_file():
        pytest.skip("no docs/ beside the package")
    shipped = ROOT / "vtt" / "resources" / "guide" / f"user-guide.{DOC_NAMES[doc]}.md"
    assert shipped.read_text(encoding="utf-8") == source.read_text(encoding="utf-8"), (
        f"copy docs/{doc} to {shipped.relative_to(ROOT)}"
    )


def test_the_help_menu_opens_the_guide_in_the_windows_language(qtbot, monkeypatch):
    from vtt.app import demo_session
    from vtt.settings import Settings
    from vtt.ui.main_window import MainWindow

    opened = []
    monkeypatch.setattr(
        UserGuideDialog, "exec", lambda self: opened.append(self.browser.toPlainText()[:15])
    )
    window = MainWindow(Settings(player_name="Ana", autosave_minutes=0), "es")
    qtbot.addWidget(window)
    window.start_session(demo_session("Ana"))
    menu = window.menuBar().findChild(QMenu, "menu_help")
    assert [a.objectName() for a in menu.actions()][:2] == ["rules", "guide"]
    window.actions_by_id["guide"].trigger()
    assert opened == ["Guía de usuario"]
