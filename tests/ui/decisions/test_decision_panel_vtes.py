"""The decisions panel in a four-seat VTES game with the rules on, driven with the mouse."""

from __future__ import annotations

import re

import pytest

from tests.ui.settle import settle
from vtt.core.table import move_card
from vtt.games.vtes.layout import EDGE, READY, zone
from vtt.games.vtes.rules import commands as K
from vtt.games.vtes.rules import tokens
from vtt.games.vtes.rules.data import INFLUENCE, MASTER, MINION, rules

from .clicks import buttons, choices, click_button, click_choice, take_seat_if_asked
from .conftest import start, vtes_spec


@pytest.fixture
def game(qtbot, window):
    session = start(window, vtes_spec())
    window.show()
    qtbot.waitExposed(window)
    return window, session, window.decisions


def ready_vampire(window, session, seat: int, blood: int):
    """Arrange: the first uncontrolled vampire of ``seat`` in play with ``blood`` (the token
    account re-booked as the rules tests do), then the window redrawn."""
    state = session.state
    card = state.cards[state.seat_zone(seat, "uncontrolled").cards[0]]
    move_card(state, card, state.zones[zone(seat, READY)], face_up=True)
    card.counters = {"blood": blood}
    r = rules(state)
    r["tokens"] = tokens.table_tokens(state)
    r["total"] = r["tokens"] + r["bank"]
    window.controller.set_seat(window.controller.seat)
    return card


def test_the_first_decision_and_its_buttons(game):
    window, session, panel = game
    assert (
        panel.decision_label.text()
        == "Your decision: Unlock phase: take the Edge's pool, or go on to the master phase."
    )
    assert set(buttons(panel)) == {"Go on to the master phase", "End the turn"}
    assert choices(panel) == [] and panel.list.isHidden()
    assert panel.take_seat.isHidden()


def test_next_phase_goes_through(qtbot, game):
    window, session, panel = game
    click_button(qtbot, panel, "Go on to the master phase")
    assert rules(session.state)["phase"] == MASTER
    assert panel.decision_label.text().startswith("Your decision: Master phase")
    assert "Go on to the minion phase" in buttons(panel)


def test_a_transfer_from_the_list(qtbot, game):
    window, session, panel = game
    for text in (
        "Go on to the master phase",
        "Go on to the minion phase",
        "Go on to the influence phase",
    ):
        click_button(qtbot, panel, text)
    assert rules(session.state)["phase"] == INFLUENCE
    heading = panel.list.item(0).text()
    assert heading == "Influence (1 transfers left)"
    transfers = [c for c in choices(panel) if c.startswith("Transfer 1 pool to ")]
    assert len(transfers) == 4
    assert re.fullmatch(r"Transfer 1 pool to .+ \(blood 0 of \d+\)", transfers[1])
    target = transfers[1].removeprefix("Transfer 1 pool to ").rsplit(" (blood ", 1)[0]
    click_choice(qtbot, panel, transfers[1])
    state = session.state
    assert state.seats[0].counters["pool"] == 29
    vampire = next(
        state.cards[c]
        for c in state.seat_zone(0, "uncontrolled").cards
        if session.module.card_name(state.cards[c].catalog) == target
    )
    assert vampire.counters["blood"] == 1
    assert not [c for c in choices(panel) if c.startswith("Transfer")]  # no transfer left


def test_a_bleed_with_a_block_declined_and_the_passes(qtbot, game):
    window, session, panel = game
    anson = ready_vampire(window, session, 0, 3)
    name = session.module.card_name(anson.catalog)
    click_button(qtbot, panel, "Go on to the master phase")
    click_button(qtbot, panel, "Go on to the minion phase")
    assert rules(session.state)["phase"] == MINION
    assert panel.list.item(0).text() == f"Actions of {name}"
    assert f"Hunt with {name} (stealth 1)" in choices(panel)
    click_choice(qtbot, panel, f"Bleed Bruno with {name}")
    assert rules(session.state)["action"]["kind"] == K.BLEED
    # Ana, acting, has the first chance to play action modifiers
    assert panel.decision_label.text() == (
        "Your decision: Play action modifiers first, "
        "or pass to let the others decide whether to block."
    )
    click_button(qtbot, panel, "Pass (let the others decide whether to block)")
    # Bruno must decide: hot-seat, so his choices are listed at once; one click declines
    assert panel.decision_label.text() == "Bruno decides: Attempt to block the action, or decline."
    assert panel.take_seat.isHidden() and window.controller.seat == 0
    click_button(qtbot, panel, "Do not block")
    for _ in range(2):  # the other two Methuselahs have no block to make
        assert panel.decision_label.text().endswith(
            ": No block is attempted: play effects on the action, or pass."
        )
        click_button(qtbot, panel, "Pass (no effect on the action now)")
    passes = 0
    while rules(session.state)["action"] is not None:
        assert not take_seat_if_asked(qtbot, panel)
        assert panel.decision_label.text().endswith(
            ": Play effects on the action before it resolves, or pass."
        )
        assert not panel.decision_label.text().startswith("Waiting")
        click_button(qtbot, panel, "Pass (no more effects on the action)")
        passes += 1
    assert passes == 4 and window.controller.seat == 0  # Ana never left her seat
    assert session.state.seats[1].counters["pool"] == 29
    assert session.state.tokens[EDGE].holder == 0
    assert session.state.cards[anson.id].locked


def test_without_answering_for_other_seats_play_as_takes_the_seat(qtbot, game):
    window, session, panel = game
    anson = ready_vampire(window, session, 0, 3)
    name = session.module.card_name(anson.catalog)
    assert panel.answer_others.isVisible()
    panel.answer_others.setChecked(False)
    settle()
    click_button(qtbot, panel, "Go on to the master phase")
    click_button(qtbot, panel, "Go on to the minion phase")
    click_choice(qtbot, panel, f"Bleed Bruno with {name}")
    click_button(qtbot, panel, "Pass (let the others decide whether to block)")
    assert (
        panel.decision_label.text() == "Waiting for Bruno: Attempt to block the action, or decline."
    )
    assert buttons(panel) == {} and choices(panel) == []
    assert panel.take_seat.text() == "Play as Bruno (hot-seat)"
    assert take_seat_if_asked(qtbot, panel) and window.controller.seat == 1
    assert panel.decision_label.text() == "Your decision: Attempt to block the action, or decline."
    click_button(qtbot, panel, "Do not block")
    assert rules(session.state)["action"] is not None


def test_an_illegal_command_is_refused_and_the_reason_shown(qtbot, game):
    window, session, panel = game
    window.view_as(1)  # Bruno looks at the table in Ana's turn
    settle()
    assert panel.decision_label.text().startswith("Ana decides: ")  # hot-seat: Ana's choices
    panel.answer_others.setChecked(False)  # only Bruno's own, and he has none
    settle()
    assert buttons(panel) == {} and choices(panel) == []
    before = session.state.state_id
    assert not panel.choose(K.NextPhase(seat=1))
    settle()
    assert session.state.state_id == before
    assert panel.error.text() == "Refused: It is not your turn."
    window.view_as(0)  # the next change clears the reason
    settle()
    assert panel.error.text() == ""


def test_the_filter_box_narrows_a_long_list(qtbot, game):
    window, session, panel = game
    anson = ready_vampire(window, session, 0, 3)
    other = session.module.card_name(ready_vampire(window, session, 0, 2).catalog)
    click_button(qtbot, panel, "Go on to the master phase")
    click_button(qtbot, panel, "Go on to the minion phase")
    if len(choices(panel)) <= 8:
        pytest.skip("this seed deals too few choices for the filter")
    assert panel.filter.isVisible()
    name = session.module.card_name(anson.catalog)
    qtbot.keyClicks(panel.filter, "bleed")
    settle()
    assert choices(panel) and all("Bleed" in c for c in choices(panel))
    panel.filter.clear()
    qtbot.keyClicks(panel.filter, name)  # the heading "Actions of <name>" matches
    settle()
    assert f"Bleed Bruno with {name}" in choices(panel)
    assert not [c for c in choices(panel) if f"with {other}" in c]
