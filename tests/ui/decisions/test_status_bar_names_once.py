"""The status bar says who the game waits for once: a decision whose sentence already names
the player ("Ana: ...") is not prefixed with "Waiting for Ana: " again."""

from __future__ import annotations

from vtt.ui.words import waiting_text

from .conftest import g1347_spec, start


def test_the_status_bar_names_the_decider_once(window):
    session = start(window, g1347_spec(bots=3))
    window.bots.timer.stop()  # the bots wait: the first decision stays
    decision = session.module.decision(session.state)
    name = session.state.seats[decision.seats[0]].name
    text = window.decision_label.text()
    assert text.count(name) == 1, text
    assert not text.startswith("Waiting for ")


def test_a_sentence_without_the_name_gets_it_once():
    assert waiting_text(["Ana"], "Minion phase: declare an action.") == (
        "Waiting for Ana: Minion phase: declare an action."
    )
    assert waiting_text(["Ana"], "Ana: discard a card.") == "Ana: discard a card."
    assert waiting_text([], "Anybody may answer.") == "Anybody may answer."
