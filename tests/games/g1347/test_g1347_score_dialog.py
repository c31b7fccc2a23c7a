"""The generic score-sheet dialog shows a finished 1347 game line by line."""

from __future__ import annotations

from g1347_arrange import new_game, play_out

from vtt.games.g1347.scoring import final_scores
from vtt.ui.dialogs.score_sheet import ScoreSheetDialog


def test_dialog_shows_every_row_total_and_winner(qtbot):
    session = new_game(4, seed=12, bots="heuristic", buildings="random", fast=True)
    play_out(session)
    state = session.state
    sheet = final_scores(state)
    dialog = ScoreSheetDialog(sheet)
    qtbot.addWidget(dialog)
    table = dialog.table
    assert table.rowCount() == len(sheet.rows) + 1 and table.columnCount() == 4
    assert table.verticalHeaderItem(0).text().startswith("Influence in Peasantry")
    # the rats (the last line) decide the winner without adding to the totals: below them
    assert table.verticalHeaderItem(len(sheet.rows) - 1).text() == "Total"
    assert [table.item(len(sheet.rows) - 1, c).text() for c in range(4)] == [
        str(t) for t in sheet.totals
    ]
    assert table.verticalHeaderItem(len(sheet.rows)).text().startswith("Rats")
    assert "nuns" in dialog.notes.text()
    if sheet.winners:
        assert state.seats[sheet.winners[0]].name in dialog.winner.text()
    else:
        assert dialog.winner.text() == "Nobody wins."
