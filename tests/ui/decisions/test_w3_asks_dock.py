"""A card's question in the Decisions dock: the asked seat reads the question, its answers
are the listed choices under the card's heading, and a click answers it (the window as
the question waits: ``vtes-card-question.png`` in docs/screenshots/ with
VTT_SCREENSHOT_DIR=docs/screenshots)."""

from __future__ import annotations

from tests.screenshots import screenshot_dir
from vtt.games.vtes.layout import ASH_HEAP, zone
from vtt.games.vtes.rules import asks

from .clicks import choices, click_choice
from .conftest import start, vtes_spec


def test_the_asked_seat_answers_from_the_dock(qtbot, window):
    session = start(window, vtes_spec())
    window.show()
    qtbot.waitExposed(window)
    panel = window.decisions
    state = session.state
    # Shroud of Decay's question to seat 0, as its bleed would leave it
    asks.push(state, 0, "as_discard_own", "vtes:102295", 3, 2)
    window.controller.set_seat(window.controller.seat)
    qtbot.waitUntil(lambda: bool(choices(panel)), timeout=5000)
    assert panel.decision_label.text() == "Your decision: A card asks you to choose: answer it."
    assert panel.list.item(0).text() == "Shroud of Decay asks you"
    hand = state.seat_zone(0, "hand").cards
    names = [session.module.card_name(state.cards[c].catalog) for c in hand]
    listed = choices(panel)
    # one entry per distinct card: the copies of a card answer alike
    assert sorted(listed) == sorted({f"Discard {name} (2 to discard)" for name in names})
    assert window.grab().toImage().save(str(screenshot_dir() / "vtes-card-question.png"))
    click_choice(qtbot, panel, listed[0])
    assert len(session.state.zones[zone(0, ASH_HEAP)].cards) == 1
    qtbot.waitUntil(lambda: "(1 to discard)" in " ".join(choices(panel)), timeout=5000)
