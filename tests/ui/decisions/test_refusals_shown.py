"""What a player sees when the rules refuse a play, at 1920 x 1080 (into docs/screenshots/
with VTT_SCREENSHOT_DIR=docs/screenshots, see tests/screenshots.py):

* a card refused for a requirement its minion lacks, played from the card's own menu: the
  Decisions dock says why (vtes-refused-card.png);
* a vampire dragged from the uncontrolled region into the ready region during the master
  phase, as a tester did: the drag snaps back and the dock gives the rule
  (vtes-refused-drag.png).

Nothing changes in either case."""

from __future__ import annotations

from tests.screenshots import screenshot_dir
from vtt.core import commands as C
from vtt.core.table import move_card
from vtt.games.vtes.cards import load_cards
from vtt.games.vtes.layout import READY, zone
from vtt.games.vtes.rules import commands as K
from vtt.games.vtes.rules import tokens
from vtt.games.vtes.rules.data import MASTER, MINION, rules

from .conftest import start, vtes_spec


def _show(qtbot, window):
    window.resize(1920, 1080)
    window.show()
    qtbot.waitExposed(window)
    window.table.fit_table()
    qtbot.wait(20)


def _named(state, card, name):
    card.catalog = next(c.catalog for c in load_cards().cards.values() if c.name == name)
    return card


def _to_phase(session, phase):
    while rules(session.state)["phase"] != phase:
        assert session.submit(K.NextPhase(seat=session.state.turn.active)).ok


def test_a_card_refused_for_its_requirement_says_why_in_the_dock(qtbot, window):
    session = start(window, vtes_spec())
    state = session.state
    _to_phase(session, MINION)
    sully = _named(state, state.cards[state.seat_zone(0, "uncontrolled").cards[0]], "Sully")
    move_card(state, sully, state.zones[zone(0, READY)], face_up=True)
    sully.counters = {"blood": 3}
    cloak = _named(state, state.cards[state.seat_zone(0, "hand").cards[0]], "Cloak the Gathering")
    rules(state)["tokens"] = tokens.table_tokens(state)
    rules(state)["total"] = rules(state)["tokens"] + rules(state)["bank"]
    assert session.submit(K.Act(seat=0, minion=sully.id, kind=K.BLEED)).ok
    _show(qtbot, window)
    view = window.controller.view
    shown = next(c for c in view.zones["s0.hand"].cards if c.id == cloak.id)
    plays = {
        label.english(): cmd for label, cmd in window.controller.module.card_actions(view, shown)
    }
    before = state.state_id
    window.table.actions.submit(plays["Play at superior with Sully"])
    qtbot.waitUntil(lambda: window.decisions.error.text() != "")
    assert window.decisions.error.text() == (
        "Refused: Sully does not have the discipline of Cloak the Gathering at superior level."
    )
    assert state.state_id == before and cloak.zone == "s0.hand"
    qtbot.wait(20)
    assert window.grab().toImage().save(str(screenshot_dir() / "vtes-refused-card.png"))


def test_a_drag_the_rules_forbid_snaps_back_and_the_dock_says_the_rule(qtbot, window):
    session = start(window, vtes_spec())
    state = session.state
    _to_phase(session, MASTER)
    _show(qtbot, window)
    vampire = state.seat_zone(0, "uncontrolled").cards[0]
    before = state.state_id
    drag = C.Move(seat=0, card=vampire, to=zone(0, READY), x=40.0, y=20.0)  # as a drop makes
    window.table.actions.submit(drag)
    qtbot.waitUntil(lambda: window.decisions.error.text() != "")
    assert window.decisions.error.text() == (
        "Refused: With the rules on, cards move only by the rules or as a played card says; "
        "the host may override."
    )
    assert state.state_id == before and vampire in state.seat_zone(0, "uncontrolled").cards
    qtbot.wait(20)
    assert window.grab().toImage().save(str(screenshot_dir() / "vtes-refused-drag.png"))
