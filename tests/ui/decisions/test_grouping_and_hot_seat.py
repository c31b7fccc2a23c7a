"""Less noise and fewer clicks in the VTES Decisions dock: a directed action card is one
entry per card and minion with the players as a menu; the discard phase has one way to end
the turn; in a hot-seat game the seat that must decide answers with one click, while the
seats of computer players are never answered for."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.ui.settle import settle
from vtt.games.vtes.rules.data import DISCARD, MINION, rules

from .clicks import buttons, choices, click_button, click_choice
from .conftest import plain_directed, start, vtes_spec
from .test_decision_panel_vtes import ready_vampire
from .test_lan_dock import click_player

ANY = "\u2026"


@pytest.fixture
def minion_phase(qtbot, window):
    session = start(window, vtes_spec())
    plain_directed(session.state)
    window.show()
    qtbot.waitExposed(window)
    panel = window.decisions
    names = [
        session.module.card_name(ready_vampire(window, session, 0, blood).catalog)
        for blood in (3, 2)
    ]
    click_button(qtbot, panel, "Go on to the master phase")
    click_button(qtbot, panel, "Go on to the minion phase")
    assert rules(session.state)["phase"] == MINION
    return window, session, panel, names


def test_a_directed_card_is_one_entry_per_minion_with_the_players_in_a_menu(qtbot, minion_phase):
    window, session, panel, names = minion_phase
    listed = choices(panel)
    legal = session.module.legal_commands(session.state, 0)
    assert len(listed) < len(legal) - 8  # 16 legal choices, far fewer lines
    for name in names:
        entry = f"{name} plays Cull the Herd against {ANY}"
        assert listed.count(entry) == 1
        assert f"Bleed Bruno with {name}" in listed  # one target only: the whole words
    assert not [c for c in listed if "against Bruno" in c or "against Carla" in c]
    item = next(
        panel.list.item(r)
        for r in range(panel.list.count())
        if panel.list.item(r).text() == f"{names[0]} plays Cull the Herd against {ANY}"
    )
    assert item.toolTip() == "Choose one: Bruno / Carla / Dmitri"
    qtbot.keyClicks(panel.filter, "dmitri")  # the players of an entry are searched
    settle()
    assert choices(panel) == [f"{name} plays Cull the Herd against {ANY}" for name in names]
    panel.filter.clear()
    click_player(qtbot, panel, f"{names[0]} plays Cull the Herd against {ANY}", "Dmitri")
    assert panel.error.text() == ""
    assert rules(session.state)["action"]["target"] == 3


def test_a_click_elsewhere_closes_the_menu_without_playing(qtbot, minion_phase):
    window, session, panel, names = minion_phase
    item = next(
        panel.list.item(r)
        for r in range(panel.list.count())
        if panel.list.item(r).text().endswith(ANY)
    )
    qtbot.mouseClick(
        panel.list.viewport(),
        Qt.MouseButton.LeftButton,
        pos=panel.list.visualItemRect(item).center(),
    )
    settle()
    menu = panel.target_menu
    qtbot.waitUntil(menu.isVisible, timeout=5000)
    assert [a.text() for a in menu.actions()] == ["Bruno", "Carla", "Dmitri"]
    before = session.state.state_id
    menu.hide()
    qtbot.wait(10)
    assert session.state.state_id == before


def test_the_discard_phase_has_one_way_to_end_the_turn(qtbot, window):
    session = start(window, vtes_spec())
    window.show()
    qtbot.waitExposed(window)
    panel = window.decisions
    for text in (
        "Go on to the master phase",
        "Go on to the minion phase",
        "Go on to the influence phase",
        "Go on to the discard phase",
    ):
        click_button(qtbot, panel, text)
    assert rules(session.state)["phase"] == DISCARD
    assert list(buttons(panel)) == ["Finish the discard phase (end of turn)"]
    listed = choices(panel)
    assert len(listed) == len(set(listed)) and all(c.startswith("Discard ") for c in listed)
    click_button(qtbot, panel, "Finish the discard phase (end of turn)")
    assert session.state.turn.active == 1
    # hot-seat: the next Methuselah's turn is offered at once, under its name
    assert panel.decision_label.text().startswith("Bruno decides: Unlock phase")
    assert window.controller.seat == 0


def test_computer_players_are_never_answered_for(qtbot, window):
    session = start(window, vtes_spec(bots=3))
    window.bots.stand_down()  # freeze the computer players to look
    window.show()
    qtbot.waitExposed(window)
    panel = window.decisions
    assert not panel.answer_others.isVisible()  # one person: nothing else to answer
    anson = ready_vampire(window, session, 0, 3)
    name = session.module.card_name(anson.catalog)
    click_button(qtbot, panel, "Go on to the master phase")
    click_button(qtbot, panel, "Go on to the minion phase")
    click_choice(qtbot, panel, f"Bleed Bruno with {name}")
    click_button(qtbot, panel, "Pass (let the others decide whether to block)")
    assert (
        panel.decision_label.text()
        == "Waiting for Bruno (computer): Attempt to block the action, or decline."
    )
    assert buttons(panel) == {} and choices(panel) == [] and panel.take_seat.isHidden()


def test_a_hosted_game_answers_only_the_hosts_seat(qtbot, window):
    session = start(window, vtes_spec())
    panel = window.decisions
    window.view_as(1)
    settle()
    assert panel.decision_label.text().startswith("Ana decides: ")
    window.controller.hot_seat = False  # what hosting on the LAN does
    panel.refresh()
    settle()
    assert panel.decision_label.text().startswith("Waiting for Ana: ")
    assert (
        buttons(panel) == {} and panel.take_seat.isHidden() and not panel.answer_others.isVisible()
    )
    assert session.state.state_id == panel.controller.view.state_id


def test_the_hot_seat_choice_is_remembered(qtbot):
    from vtt.app import demo_session
    from vtt.settings import Settings, load_settings
    from vtt.ui.main_window import MainWindow

    win = MainWindow(Settings(player_name="Ana", autosave_minutes=0), "en")
    qtbot.addWidget(win)
    win.start_session(demo_session("Ana"))
    settle()
    win.decisions.answer_others.setChecked(False)
    settle()
    assert load_settings().hot_seat_answers is False
    again = MainWindow(load_settings(), "en")
    qtbot.addWidget(again)
    again.start_session(demo_session("Ana"))
    settle()
    assert not again.decisions.answer_others.isChecked()
    for window in (win, again):
        window.discard_changes()
