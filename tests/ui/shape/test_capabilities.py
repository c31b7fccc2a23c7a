"""What a game offers beyond a table is declared on its module (the UI reads the flags and
never probes); the declarations must match the hooks the module really fills."""

from __future__ import annotations

import pytest

from vtt.core.module import GameModule
from vtt.games import game_ids, get_game


def overrides(module: GameModule, name: str) -> bool:
    return getattr(type(module), name) is not getattr(GameModule, name)


@pytest.mark.parametrize("game", game_ids())
def test_declared_capabilities_match_the_hooks(game):
    module = get_game(game)
    assert module.reads_decks == overrides(module, "parse_deck")
    assert module.has_bots == bool(module.bot_levels())
    assert module.plays_picture_folders == overrides(module, "picture_deck")
    assert module.keeps_scores == overrides(module, "final_scores")
    assert module.has_rules == (overrides(module, "validate") or overrides(module, "apply"))


@pytest.mark.parametrize("game", game_ids())
def test_every_bot_level_has_a_name(game):
    module = get_game(game)
    for level in module.bot_levels():
        label = module.bot_level_label(level)
        assert label.text and label.text != level


def test_games_register_themselves_and_load_lazily():
    import subprocess
    import sys

    code = (
        "import sys; from vtt.games import game_ids, get_game; ids = game_ids(); "
        "get_game('free'); "
        "print(ids, 'vtt.games.vtes.module' in sys.modules)"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout
    assert out.strip() == "['free', 'vtes', '1347', 'nob'] False"
