"""Help > Rules reference: our players' references, in the app's language, by game."""

import pytest

from vtt.games import game_ids, get_game
from vtt.ui.dialogs.rules_reference import RulesDialog, reference_text

#: words a Spanish reader must find in each game's reference, and English ones they must not
SPANISH = {
    "vtes": (
        [
            "resumen de reglas",
            "Fase de enderezamiento",
            "Matusalén",
            "reserva sanguínea",
            "Decisiones",
            "Aplicar las reglas",
            "Ventaja",
            "letargo",
        ],
        ["Unlock phase", "Methuselah", "rules reference"],
    ),
    "1347": (
        [
            "resumen de reglas",
            "fila de Religiosas",
            "Acciones de suministro",
            "acción preferente",
            "Salvoconducto",
            "peste",
        ],
        ["Nun row", "preferred action", "rules reference"],
    ),
    "nob": (
        [
            "resumen de reglas",
            "Soberano",
            "Herida Agravada",
            "Frenesí",
            "Mordisco",
            "Diablerie",
            "Decisiones",
            "Gastar Sangre",
        ],
        ["Sovereign", "Frenzy", "rules reference", "Spend blood"],
    ),
}
ENGLISH = {
    "vtes": ["rules reference", "Unlock phase", "Methuselah", "Enforce the rules", "Decisions"],
    "1347": ["rules reference", "Nun row", "Supply actions", "preferred action", "plague"],
    "nob": ["rules reference", "Sovereign", "Frenzy", "diablerie", "Spend blood", "Decisions"],
}


def shown(dialog: RulesDialog) -> str:
    text = dialog.browser.toPlainText()
    assert "## " not in text and "**" not in text and "|---" not in text, "Markdown not rendered"
    return text


@pytest.mark.parametrize("game_id", sorted(SPANISH))
def test_the_reference_opens_in_spanish_on_the_game_of_the_table(qtbot, spanish, game_id):
    dialog = RulesDialog(get_game(game_id), None, "es")
    qtbot.addWidget(dialog)
    assert dialog.games.currentData() == game_id
    assert dialog.windowTitle() == "Resumen de reglas"
    text = shown(dialog)
    wanted, english = SPANISH[game_id]
    for words in wanted:
        assert words in text, f"{words!r} missing from the Spanish {game_id} reference"
    for words in english:
        assert words not in text, f"English {words!r} in the Spanish {game_id} reference"


def test_the_reference_opens_in_english_and_every_game_can_be_chosen(qtbot):
    dialog = RulesDialog(get_game("1347"), None, "en")
    qtbot.addWidget(dialog)
    assert dialog.games.currentData() == "1347"
    for game_id, words in ENGLISH.items():
        dialog.games.setCurrentIndex(dialog.games.findData(game_id))
        text = shown(dialog)
        for word in words:
            assert word in text, f"{word!r} missing from the English {game_id} reference"
    dialog.games.setCurrentIndex(dialog.games.findData("free"))
    assert "The free table" in dialog.browser.toPlainText()
    assert {dialog.games.itemData(i) for i in range(dialog.games.count())} == set(game_ids())


@pytest.mark.parametrize("game_id", [g for g in game_ids() if get_game(g).has_rules])
@pytest.mark.parametrize("language", ["en", "es"])
def test_every_game_with_rules_has_a_players_reference(game_id, language):
    text = reference_text(game_id, language)
    assert text is not None, f"write vtt/resources/rules/{game_id}.{language}.md"
    if language != "en":
        assert text != reference_text(game_id, "en"), f"{game_id}.{language}.md is missing"
    assert text.startswith("# ")
    assert len(text.split()) > 800, "a reference explains turns, card types, scoring and winning"


def test_the_references_keep_out_developer_notes():
    for game_id in ("vtes", "1347", "nob"):
        for language in ("en", "es"):
            text = reference_text(game_id, language)
            for note in (
                "§",
                "V-",
                "R-",
                "T-",
                "digest",
                "000_",
                "003_",
                "001_",
                "004_",
                "seeds",
                "N-",
            ):
                assert note not in text, f"{note!r} in {game_id}.{language}.md"
