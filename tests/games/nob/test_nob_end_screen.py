"""The end screen says which sect won and why, in the words of how the game ended."""

from __future__ import annotations

import pytest

from vtt.core.module import GameSpec, SeatSpec
from vtt.games import get_game
from vtt.games.nob.bots import play_out
from vtt.games.nob.rules import rules_of

MODULE = get_game("nob")
SECT_WORDS = {"camarilla": "Camarilla", "sabbat": "Sabbat", "anarquistas": "Anarchs"}


def _finished(seed: int, players: int, mode: str):
    names = [f"V{i}" for i in range(players)]
    spec = GameSpec(
        game="nob",
        seats=[SeatSpec(name=n, bot="heuristic") for n in names],
        seed=seed,
        rules=True,
        options={"mode": mode},
    )
    return play_out(MODULE.new_state(spec)).state


@pytest.mark.parametrize("seed", range(12))
def test_the_sheet_names_the_winning_sect_and_the_reason(seed):
    state = _finished(seed, 5, "bang")
    g = rules_of(state)
    sheet = MODULE.final_scores(state)
    assert sheet is not None and len(sheet.notes) == 1
    note = sheet.notes[0].english()
    sovereign = state.seats[g.sovereign].name
    assert sovereign in note
    winning_sects = {g.vampires[w].sect for w in g.winners}
    if g.vampires[g.sovereign].alive:
        assert "every enemy of the Sovereign" in note
        assert SECT_WORDS[g.vampires[g.sovereign].sect] in note
    elif len(winning_sects) == 1 and winning_sects != {g.vampires[g.sovereign].sect}:
        assert "the last wound" in note and SECT_WORDS[winning_sects.pop()] in note
    else:
        assert "its enemies win together" in note


def test_a_solo_game_names_the_last_vampire_standing():
    state = _finished(3, 4, "solo")
    g = rules_of(state)
    note = MODULE.final_scores(state).notes[0].english()
    assert note == f"{state.seats[g.winners[0]].name} is the last vampire standing."
