"""A screenshot of a five-vampire Nights of Blood rules game in Spanish, mid-game, with the
Decisions dock showing Ana's choices (docs/screenshots/nob-5-seats-es.png with
VTT_SCREENSHOT_DIR=docs/screenshots, see tests/screenshots.py)."""

from __future__ import annotations

import pytest

from tests.screenshots import screenshot_dir
from vtt.core.module import GameSpec, SeatSpec
from vtt.games.nob import bots as nob_bots
from vtt.games.nob.rules import rules_of
from vtt.settings import Settings
from vtt.ui import bots
from vtt.ui.dialogs.new_game import create_session
from vtt.ui.main_window import MainWindow


@pytest.fixture
def spanish(qapp):
    from vtt.app import install_translations

    translators = install_translations(qapp, "es")
    assert translators, "the Spanish catalogue did not load"
    yield
    for translator in translators:
        qapp.removeTranslator(translator)


def _ana_decides(window) -> bool:
    g = rules_of(window.session.state)
    return (
        g.over
        or g.pending is not None
        and g.pending.seat == 0
        and window.bots.waiting_seat() is None
    )


def test_five_vampires_in_spanish_mid_game(qtbot, monkeypatch, spanish):
    monkeypatch.setattr(bots, "BOT_DELAY_MS", 0)
    window = MainWindow(Settings(player_name="Ana", autosave_minutes=0), "es")
    qtbot.addWidget(window)
    window.resize(1920, 1080)
    window.show()
    qtbot.waitExposed(window)
    spec = GameSpec(
        game="nob",
        seats=[SeatSpec(name="Ana")]
        + [SeatSpec(name=n, bot="heuristic") for n in ("Bruno", "Carla", "Darío", "Elena")],
        seed=12,
        rules=True,
        options={"mode": "bang"},
    )
    window.start_session(create_session(spec))
    session = window.session
    for _ in range(200):  # Ana plays as the rules bot would until a turn of hers on night 2
        qtbot.waitUntil(lambda: _ana_decides(window), timeout=20000)
        g = rules_of(session.state)
        assert not g.over
        choices = session.module.legal_commands(session.state, 0)
        if g.night >= 2 and g.pending.kind == "play" and len(choices) > 3:
            break
        window.decisions.choose(nob_bots.choose(session.state, 0, "heuristic"))
    panel = window.decisions
    qtbot.waitUntil(lambda: panel.decider == 0 and bool(panel.commands), timeout=5000)
    assert "Ana" in panel.decision_label.text()
    window.table.fit_table()
    qtbot.wait(50)
    image = window.grab().toImage()
    assert (image.width(), image.height()) == (1920, 1080)
    assert image.save(str(screenshot_dir() / "nob-5-seats-es.png"))
