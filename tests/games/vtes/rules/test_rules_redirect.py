"""vtes.md §7.4.1 'Redirection' and V-BLK-05: a bleed redirected by its target after the
acting Methuselah's last chance to increase it; blocking reopens for the new target, and
for a previous target met again in V5 (not in 2018); the final target loses the pool, the
acting Methuselah takes the Edge."""

import pytest

from vtt.games.vtes.layout import EDGE
from vtt.games.vtes.rules import commands as K
from vtt.games.vtes.rules.data import MINION
from vtt.games.vtes.rules.legal import legal_commands

from .conftest import Table


def _bleed(t):
    """Seat 0's Sully bleeds seat 1, who declines to block; +1 bleed: amount 2."""
    t.to_phase(MINION)
    sully = t.vampire(0, 3, "Sully")
    t.ok(K.Act(seat=0, minion=sully.id, kind=K.BLEED))
    t.pass_round()
    return sully


def test_the_target_redirects_after_the_acting_methuselahs_last_chance(table):
    t = table
    _bleed(t)
    assert t.refused(K.Redirect(seat=1, target=2)).startswith(
        "The bled Methuselah redirects a bleed after declining to block"
    )
    aire = t.given(0, "Aire of Elation")
    t.ok(K.Modify(seat=0, what=K.AMOUNT, delta=1, card=aire))  # the last chance to increase it
    assert not any(isinstance(c, K.Redirect) for c in legal_commands(t.state, 0))
    t.ok(K.Pass(seat=0))
    assert not any(isinstance(c, K.Redirect) for c in legal_commands(t.state, 1))  # no card
    deflection = t.given(1, "Deflection")
    options = legal_commands(t.state, 1)
    assert {c.target for c in options if isinstance(c, K.Redirect)} == {2, 3}
    redirect = K.Redirect(seat=1, target=2, card=deflection)
    assert (
        t.module.describe_command(redirect, t.state, 1).english()
        == "Redirect the bleed to C, as Deflection says"
    )
    assert (
        t.refused(K.Redirect(seat=1, target=0, card=deflection))
        == "A bleed never targets the acting Methuselah."
    )
    assert (
        t.refused(K.Redirect(seat=1, target=1, card=deflection))
        == "The bleed already targets that Methuselah."
    )
    assert t.refused(K.Redirect(seat=2, target=3)).startswith("The bled Methuselah redirects")
    t.ok(redirect)
    action = t.rules["action"]
    assert action["target"] == 2 and action["stage"] == "block" and action["deciders"] == [2]
    assert t.waits_for["seat"] == 0  # the acting Methuselah first, then the new target
    for seat in (0, 2, 1, 3):  # the new target declines
        assert t.waits_for["seat"] == seat
        t.ok(K.Pass(seat=seat))
    for seat in (0, 2, 1, 3):  # acting, target, others clockwise
        assert t.waits_for["seat"] == seat
        t.ok(K.Pass(seat=seat))
    assert (t.pool(1), t.pool(2)) == (30, 28)
    assert t.state.tokens[EDGE].holder == 0  # the acting Methuselah's Edge


@pytest.mark.parametrize("edition, blocks_again", [("v5", True), ("2018", False)])
def test_a_bleed_redirected_back_reopens_blocking_in_v5(edition, blocks_again):
    t = Table(edition=edition)
    sully = _bleed(t)
    t.ok(K.Pass(seat=0))
    t.ok(K.Redirect(seat=1, target=2, card=t.given(1, "Deflection")))
    t.pass_round()  # C declines
    t.ok(K.Pass(seat=0))
    t.ok(K.Redirect(seat=2, target=1, card=t.given(2, "Deflection")))  # and sends it back
    assert t.rules["action"]["targets"] == [1, 2, 1]
    if blocks_again:
        t.ok(K.Pass(seat=0))
        assert t.waits_for == {
            "seat": 1,
            "key": "block",
            "text": "Attempt to block the action, or decline.",
        }
        blocker = t.vampire(1, 2)
        t.ok(K.Block(seat=1, minion=blocker.id))  # 0 stealth, 0 intercept: blocked
        t.pass_round()
        assert t.rules["combat"]["a"] == sully.id and t.pool(1) == 30
    else:
        assert t.rules["action"]["stage"] == "resolve"  # B's decline was final
        for seat in (0, 1, 2, 3):
            t.ok(K.Pass(seat=seat))
        assert t.pool(1) == 29 and t.state.tokens[EDGE].holder == 0


def test_only_a_bleed_is_redirected(table):
    t = table
    t.to_phase(MINION)
    sully = t.vampire(0, 3, "Sully")
    t.ok(K.Act(seat=0, minion=sully.id, kind=K.HUNT))
    t.pass_round()
    t.ok(K.Pass(seat=0))
    deflection = t.given(1, "Deflection")
    assert (
        t.refused(K.Redirect(seat=1, target=2, card=deflection))
        == "Only a bleed in progress can be redirected."
    )
