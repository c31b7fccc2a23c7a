"""The Decisions dock of LAN clients: four players join a VTES rules game hosted in this
process, each with a RemoteController and its own dock.  They play a directed action and the
answers to it by clicking their docks, as in a local game; a dock lists only its own seat's
choices, and only while that seat decides."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.net.conftest import Table
from vtt.core.session import Session
from vtt.games import get_game
from vtt.games.vtes.rules.data import MINION, rules
from vtt.ui.net.remote_controller import RemoteController
from vtt.ui.panels.decision_panel import DecisionPanel

from .clicks import buttons, choices, click_button
from .conftest import NAMES, plain_directed, vtes_spec
from .test_decision_panel_vtes import ready_vampire


class _Host:
    """``ready_vampire`` arranges a local window's game; here the host's, then resends."""

    def __init__(self, table: Table):
        self.controller, self.table = self, table
        self.seat = 0

    def set_seat(self, _seat: int) -> None:
        self.table.host.resend_views()


@pytest.fixture
def lan(qtbot):
    spec = vtes_spec()
    module = get_game("vtes")
    session = Session(module.new_state(spec), module, spec)
    table = Table(qtbot, session)
    docks = []
    for seat in range(4):
        client = table.client(NAMES[seat], seat=seat)
        dock = DecisionPanel(RemoteController(client))
        qtbot.addWidget(dock)
        dock.resize(420, 600)
        dock.show()
        docks.append(dock)
    yield table, session, docks
    table.close()


def click_player(qtbot, dock: DecisionPanel, entry: str, player: str) -> None:
    """Click the grouped entry ``entry``, then ``player`` in the menu it opens."""
    before = dock.controller.view.state_id
    item = next(
        dock.list.item(r) for r in range(dock.list.count()) if dock.list.item(r).text() == entry
    )
    rect = dock.list.visualItemRect(item)
    qtbot.mouseClick(dock.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    menu = dock.target_menu
    qtbot.waitUntil(menu.isVisible, timeout=5000)
    action = next(a for a in menu.actions() if a.text() == player)
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(action).center())
    qtbot.waitUntil(
        lambda: dock.controller.view.state_id != before or bool(dock.error.text()), timeout=5000
    )


def test_lan_players_decide_by_clicking_their_docks(qtbot, lan):
    table, session, docks = lan
    ana, bruno = docks[0], docks[1]
    assert ana.decision_label.text().startswith("Your decision: Unlock phase")
    assert set(buttons(ana)) == {"Go on to the master phase", "End the turn"}
    for other in docks[1:]:
        assert other.decision_label.text().startswith("Waiting for Ana: ")
        assert buttons(other) == {} and choices(other) == []
        assert other.take_seat.isHidden() and other.answer_others.isHidden()
    plain_directed(session.state)
    andi = ready_vampire(_Host(table), session, 0, 3)
    name = session.module.card_name(andi.catalog)
    table.settle()
    click_button(qtbot, ana, "Go on to the master phase")
    click_button(qtbot, ana, "Go on to the minion phase")
    assert rules(session.state)["phase"] == MINION
    listed = choices(ana)
    entry = f"{name} plays Cull the Herd against \u2026"
    assert listed.count(entry) == 1  # two copies, three targets: one entry
    assert not [
        c for c in listed if c.startswith(f"{name} plays Cull the Herd against ") and c != entry
    ]
    click_player(qtbot, ana, entry, "Carla")
    action = rules(session.state)["action"]
    assert action is not None and action["target"] == 2
    table.settle()
    # the blocking decision is somebody else's: only that dock lists choices
    while rules(session.state)["action"] is not None:
        decider = session.module.decision(session.state).seats[0]
        for seat, dock in enumerate(docks):
            if seat != decider:
                assert buttons(dock) == {} and choices(dock) == [], seat
        dock = docks[decider]
        assert dock.decision_label.text().startswith("Your decision: ")
        words = [b for b in buttons(dock) if b.startswith(("Do not block", "Pass"))]
        click_button(qtbot, dock, words[0])
        table.settle()
    assert session.state.cards[andi.id].locked
    assert bruno.error.text() == "" and ana.error.text() == ""


def test_a_click_on_a_choice_refused_by_the_host_shows_the_reason(qtbot, lan):
    table, session, docks = lan
    ana = docks[0]
    table.host.pause(True)
    click_button(qtbot, ana, "Go on to the master phase")
    qtbot.waitUntil(lambda: bool(ana.error.text()), timeout=5000)
    assert ana.error.text() == "Refused: The host paused the game."
    table.host.pause(False)
    before = session.state.state_id
    click_button(qtbot, ana, "Go on to the master phase")
    qtbot.waitUntil(lambda: ana.controller.view.state_id > before, timeout=5000)
    assert ana.error.text() == "" and ana.decision_label.text().startswith("Your decision: Master")
