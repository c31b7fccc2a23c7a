"""Two full rounds of a four-seat VTES game, rules on, played only through the decisions
panel as a new user clicks it in a hot-seat game: the deciding seat's choices at once,
the Edge's pool when offered, vampires brought into play and pool poured into the first
listed one, a bleed with every vampire that can, blocks declined, effects passed."""

from __future__ import annotations

from vtt.games.vtes.rules.data import rules

from .clicks import buttons, choices, click_button, click_choice, take_seat_if_asked
from .conftest import start, vtes_spec

MAX_CLICKS = 400


def next_click(panel) -> tuple[str, str] | None:
    """What the user clicks next: ``("button" | "choice", text)``."""
    pressed, listed = buttons(panel), choices(panel)
    for wanted in (
        "Take 1 pool for holding the Edge",
        "Do not block",
        "Pass (no more effects on the action)",
        "Pass (no more stealth or intercept)",
    ):
        if wanted in pressed:
            return "button", wanted
    for prefix in ("Bleed ", "Bring ", "Transfer 1 pool to "):
        chosen = [c for c in listed if c.startswith(prefix)]
        if chosen:
            return "choice", chosen[0]
    goes_on = [b for b in pressed if b.startswith("Go on to") or b.startswith("Finish the discard")]
    return ("button", goes_on[0]) if goes_on else None


def test_two_rounds_through_the_panel(qtbot, window):
    session = start(window, vtes_spec())
    window.show()
    qtbot.waitExposed(window)
    panel = window.decisions
    seen: list[str] = []
    clicks = 0
    while rules(session.state)["round"] < 3:
        assert clicks < MAX_CLICKS
        if take_seat_if_asked(qtbot, panel):
            continue
        step = next_click(panel)
        assert step is not None, panel.decision_label.text()
        kind, text = step
        seen.append(text)
        (click_button if kind == "button" else click_choice)(qtbot, panel, text)
        assert panel.error.text() == "", (text, panel.error.text())
        clicks += 1
    state = session.state
    assert rules(state)["turns"] == 9 and state.turn.active == 0
    # first-round transfers 1 + 2 + 3 + 4, then 4 each in round two: pool went to vampires
    assert sum(s.counters["pool"] for s in state.seats) < 4 * 30
    brought = [t for t in seen if t.startswith("Bring ")]
    assert len(brought) >= 2  # vampires come into play in round two: no bleed yet
    assert sum(len(state.zones[f"s{seat}.ready"].cards) for seat in range(4)) >= 2
    assert "Go on to the master phase" in seen
