"""A combat with a weapon, played from the Decisions dock at 1920 x 1080 (into
docs/screenshots/ with VTT_SCREENSHOT_DIR=docs/screenshots): Ana's Sully carries a .44
Magnum and bleeds Bruno, whose Alexander Silverson blocks; at the long range Sully's
maneuver took them to, the dock offers the Magnum's strike (2R damage) beside the hand
strike, and choosing it wounds Alexander from range while his hand strike misses
(vtes-weapon-combat.png).  Nothing is applied by hand."""

from __future__ import annotations

from tests.screenshots import screenshot_dir
from vtt.core.table import move_card
from vtt.games.vtes.cards import load_cards
from vtt.games.vtes.layout import READY, zone
from vtt.games.vtes.rules import commands as K
from vtt.games.vtes.rules import tokens
from vtt.games.vtes.rules.data import MINION, rules
from vtt.games.vtes.rules.stages import decider

from .conftest import start, vtes_spec
from .dock_player import click


def _named(card, name):
    card.catalog = next(c.catalog for c in load_cards().cards.values() if c.name == name)
    return card


def _vampire(state, seat, name, blood):
    card = _named(state.cards[state.seat_zone(seat, "uncontrolled").cards[0]], name)
    move_card(state, card, state.zones[zone(seat, READY)], face_up=True)
    card.counters = {"blood": blood}
    return card


def test_a_weapon_strike_from_the_dock(qtbot, window):
    session = start(window, vtes_spec())
    state = session.state
    module = session.module
    while rules(state)["phase"] != MINION:
        assert session.submit(K.NextPhase(seat=0)).ok
    sully = _vampire(state, 0, "Sully", 4)
    alexander = _vampire(state, 1, "Alexander Silverson", 5)
    magnum = _named(state.cards[state.seat_zone(0, "hand").cards[0]], ".44 Magnum")
    ready = state.zones[zone(0, READY)]
    move_card(state, magnum, ready, face_up=True, x=sully.x + 8, y=sully.y + 14)
    magnum.attached_to = sully.id
    rules(state)["tokens"] = tokens.table_tokens(state)
    rules(state)["total"] = rules(state)["tokens"] + rules(state)["bank"]
    window.resize(1920, 1080)
    window.show()
    qtbot.waitExposed(window)
    window.table.fit_table()
    panel = window.decisions

    def words(cmd):
        return module.describe_command(cmd, window.controller.view_of(0), 0).english()

    def do(cmd):
        panel.refresh()
        assert click(qtbot, panel, cmd, words), words(cmd)

    assert session.submit(K.Act(seat=0, minion=sully.id, kind=K.BLEED)).ok
    while decider(state).seat != 1:
        assert session.submit(K.Pass(seat=decider(state).seat)).ok
    assert session.submit(K.Block(seat=1, minion=alexander.id)).ok
    while rules(state)["combat"] is None:
        assert session.submit(K.Pass(seat=decider(state).seat)).ok
    maneuver = K.UseCard(seat=0, card=magnum.id)
    while rules(state)["combat"]["stage"] == "range":
        if decider(state).seat == 0 and rules(state)["combat"]["range"] == "close":
            do(maneuver)  # the Magnum's maneuver, once this combat: to long range
        else:
            assert session.submit(K.Pass(seat=decider(state).seat)).ok
    assert rules(state)["combat"]["range"] == "long"
    panel.refresh()
    shown = [text for _, text in panel.entries()]
    strike = K.Strike(seat=0, minion=sully.id, kind=K.DAMAGE, damage=2, ranged=True, card=magnum.id)
    assert "Strike with .44 Magnum: 2R damage" in shown, shown
    qtbot.wait(50)
    assert window.grab().toImage().save(str(screenshot_dir() / "vtes-weapon-combat.png"))
    do(strike)
    assert session.submit(K.Strike(seat=1, minion=alexander.id)).ok  # a hand strike: misses
    while rules(state)["combat"] is not None and rules(state)["combat"]["stage"] == "damage":
        assert session.submit(K.Pass(seat=decider(state).seat)).ok  # nobody prevents
    assert alexander.counters.get("blood", 0) == 3 and sully.counters["blood"] == 4
    log = [entry.kind for entry in session.log]
    assert "vtes_as_card" not in log
