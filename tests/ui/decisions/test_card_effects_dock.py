"""A card the engine plays by itself, from the Decisions dock, at 1920 x 1080 (into
docs/screenshots/ with VTT_SCREENSHOT_DIR=docs/screenshots, see tests/screenshots.py):
Ana's Sully bleeds Bruno, nobody blocks, and Bruno's dock offers Deflection as one entry
whose menu lists each level and each Methuselah the bleed may go to
(vtes-deflection-dock.png); choosing one redirects the bleed, pays the blood and locks the
reacting vampire, with no step by hand."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QMenu

from tests.screenshots import screenshot_dir
from vtt.core.table import move_card
from vtt.games.vtes.cards import load_cards
from vtt.games.vtes.layout import READY, zone
from vtt.games.vtes.rules import commands as K
from vtt.games.vtes.rules import tokens
from vtt.games.vtes.rules.data import MINION, rules
from vtt.games.vtes.rules.stages import decider

from .conftest import start, vtes_spec


def _named(card, name):
    card.catalog = next(c.catalog for c in load_cards().cards.values() if c.name == name)
    return card


def _vampire(state, seat, name, blood):
    card = _named(state.cards[state.seat_zone(seat, "uncontrolled").cards[0]], name)
    move_card(state, card, state.zones[zone(seat, READY)], face_up=True)
    card.counters = {"blood": blood}
    return card


def test_deflection_from_the_dock_redirects_the_bleed(qtbot, window):
    session = start(window, vtes_spec())
    state = session.state
    while rules(state)["phase"] != MINION:
        assert session.submit(K.NextPhase(seat=0)).ok
    sully = _vampire(state, 0, "Sully", 3)
    alexander = _vampire(state, 1, "Alexander Silverson", 4)
    deflection = _named(state.cards[state.seat_zone(1, "hand").cards[0]], "Deflection")
    rules(state)["tokens"] = tokens.table_tokens(state)
    rules(state)["total"] = rules(state)["tokens"] + rules(state)["bank"]
    assert session.submit(K.Act(seat=0, minion=sully.id, kind=K.BLEED)).ok
    while decider(state).seat != 1 or rules(state)["action"]["stage"] != "resolve":
        assert session.submit(K.Pass(seat=decider(state).seat)).ok
    window.resize(1920, 1080)
    window.show()
    qtbot.waitExposed(window)
    window.table.fit_table()
    window.decisions.refresh()
    entries = dict(window.decisions.entries())
    text = "Play Deflection with Alexander Silverson: …"
    assert text in entries.values(), entries
    row = next(
        window.decisions.list.item(r)
        for r in range(window.decisions.list.count())
        if window.decisions.list.item(r).text() == text
    )
    window.decisions.list.scrollToItem(row)
    rect = window.decisions.list.visualItemRect(row)
    qtbot.mouseClick(window.decisions.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    menu = window.decisions.findChild(QMenu, "decision_targets")
    qtbot.waitUntil(lambda: menu is not None and menu.isVisible())
    choices = [a.text() for a in menu.actions()]
    assert choices == [  # the inferior level locks the reacting vampire, the superior not
        "lock Alexander Silverson; redirect the bleed to Carla",
        "lock Alexander Silverson; redirect the bleed to Dmitri",
        "superior: redirect the bleed to Carla",
        "superior: redirect the bleed to Dmitri",
    ]
    qtbot.wait(50)
    shot = window.grab().toImage()  # the menu is a window of its own: painted on the grab
    painter = QPainter(shot)
    painter.drawImage(window.mapFromGlobal(menu.pos()), menu.grab().toImage())
    painter.end()
    assert shot.save(str(screenshot_dir() / "vtes-deflection-dock.png"))
    menu.actions()[0].trigger()
    action = rules(state)["action"]
    assert action["target"] == 2 and action["stage"] == "block"
    assert alexander.counters["blood"] == 3 and alexander.locked
    assert deflection.zone == "s1.ash_heap"
