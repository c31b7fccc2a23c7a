"""An ousting played through the decisions panel, scored correctly to the end of the game.

Four seats with the Fifth Edition starters, rules on, a time limit of one round.  Ana has a
vampire in play; Bruno, her prey, is down to 1 pool (a host override, as a table fixing a
count).  Ana bleeds Bruno by clicking the panel, Bruno declines to block, everybody passes:
Bruno is ousted, Ana gains 1 VP and 6 pool, Bruno's predator role passes on (Ana's new prey
is Carla).  The others play out the round; at the time limit the three survivors get
0.5 VP each and the score sheet opens by itself: Ana 1.5 (winner), Carla 0.5, Dmitri 0.5,
Bruno 0.
"""

from __future__ import annotations

import os

from vtt.core.module import GameSpec, SeatSpec
from vtt.core.session import Session
from vtt.core.table import move_card
from vtt.games import get_game
from vtt.games.vtes.layout import READY, zone
from vtt.games.vtes.rules import tokens
from vtt.games.vtes.rules.data import rules
from vtt.games.vtes.seating import prey
from vtt.ui.dialogs.host_override import HostOverrideDialog

from .clicks import buttons, choices, click_button, click_choice, take_seat_if_asked
from .conftest import NAMES, STARTERS

MAX_CLICKS = 120


def _game() -> Session:
    module = get_game("vtes")
    spec = GameSpec(
        game="vtes",
        seed=7,
        rules=True,
        options={"random_seating": False, "time_limit_rounds": 1},
        seats=[SeatSpec(name=NAMES[i], deck="vtes:precon:" + STARTERS[i]) for i in range(4)],
    )
    session = Session(module.new_state(spec), module, spec)
    state = session.state
    vampire = state.cards[state.seat_zone(0, "uncontrolled").cards[0]]
    move_card(state, vampire, state.zones[zone(0, READY)], face_up=True)
    vampire.counters = {"blood": 3}
    r = rules(state)
    r["tokens"] = tokens.table_tokens(state)
    r["total"] = r["tokens"] + r["bank"]
    return session


def _next_click(panel) -> tuple[str, str] | None:
    pressed, listed = buttons(panel), choices(panel)
    for wanted in (
        "Do not block",
        "Pass (let the others decide whether to block)",
        "Pass (no effect on the action now)",
        "Pass (no more effects on the action)",
        "Pass (no more stealth or intercept)",
    ):
        if wanted in pressed:
            return "button", wanted
    bleeds = [c for c in listed if c.startswith("Bleed Bruno")]
    if bleeds:
        return "choice", bleeds[0]
    goes_on = [b for b in pressed if b.startswith("Go on to") or b.startswith("Finish the discard")]
    return ("button", goes_on[0]) if goes_on else None


def test_an_ousting_through_the_panel_scores_correctly(qtbot, window):
    session = _game()
    window.start_session(session)
    window.show()
    qtbot.waitExposed(window)
    override = HostOverrideDialog(window.controller, window)
    qtbot.addWidget(override)
    override.count_combo.setCurrentIndex(
        next(
            i
            for i in range(override.count_combo.count())
            if override.count_combo.itemText(i) == "Bruno: pool (30)"
        )
    )
    override.value_spin.setValue(1)
    assert override.fix_count()
    override.close()
    panel = window.decisions
    state = session.state
    clicks = 0
    while rules(state)["phase"] != "over":
        assert clicks < MAX_CLICKS
        if take_seat_if_asked(qtbot, panel):
            continue
        step = _next_click(panel)
        assert step is not None, panel.decision_label.text()
        kind, text = step
        (click_button if kind == "button" else click_choice)(qtbot, panel, text)
        assert panel.error.text() == "", (text, panel.error.text())
        clicks += 1
        state = session.state
        if state.seats[1].out and rules(state)["phase"] != "over":
            assert state.seats[0].counters["pool"] == 36 and prey(state, 0) == 2
    assert rules(state)["ousted"] == [1]
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=5000)
    sheet = window.score_dialog.sheet
    assert sheet.totals == [1.5, 0, 0.5, 0.5] and sheet.winners == [0]
    rows = {row.label.text: row.values for row in sheet.rows}
    assert rows["Prey ousted (1 VP each)"] == [1, 0, 0, 0]
    assert rows["Time limit (0.5 VP each)"] == [0.5, 0, 0.5, 0.5]
    lines = window.log_panel.lines()
    assert "Bruno is ousted." in lines
    assert "Ana gains 1 victory point for ousting their prey." in lines
    folder = os.environ.get("VTT_SCREENSHOT_DIR")
    if folder:
        window.score_dialog.grab().save(os.path.join(folder, "vtes-scores.png"))
