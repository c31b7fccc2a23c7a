"""vtes.md §9.4: additional strikes (test vector T-XSTRIKE, in both editions' roles) and
first strike; the extra combat step in the legal commands and in words."""

import pytest

from vtt.games.vtes.rules import commands as K
from vtt.games.vtes.rules.data import MINION
from vtt.games.vtes.rules.legal import legal_commands

from .conftest import Table


def _combat(t, hunter_blood=4, blocker_blood=4):
    """Seat 0's Sully hunts, seat 1's Echo blocks with 1 intercept: combat at close range,
    waiting for the strikes (a = Sully, the acting minion; b = Echo, the blocker)."""
    t.to_phase(MINION)
    hunter = t.vampire(0, hunter_blood, "Sully")
    blocker = t.vampire(1, blocker_blood, "Echo")
    t.ok(K.Act(seat=0, minion=hunter.id, kind=K.HUNT))
    t.pass_to(1)
    t.ok(K.Block(seat=1, minion=blocker.id))
    t.ok(K.Pass(seat=0))
    t.ok(K.Modify(seat=1, what=K.INTERCEPT, delta=1, card=t.given(1, "Spirit's Touch")))
    t.pass_round()
    t.ok(K.Pass(seat=0))  # no maneuvers: close range
    t.ok(K.Pass(seat=1))
    assert t.rules["combat"]["stage"] == "strike"
    return hunter, blocker


def _blood(t, card):
    return t.state.cards[card.id].counters.get("blood", 0)


def _no_prevention(t):
    while t.rules["combat"] and t.rules["combat"]["stage"] == "damage":
        t.ok(K.Pass(seat=t.waits_for["seat"]))


@pytest.mark.parametrize("edition", ["v5", "2018"])
def test_t_xstrike(edition):
    """X strikes (V5 4 damage, 2018 3), Y dodges; X gets 1 additional strike, Y 2: the
    first extra pair is two hand strikes, Y's second one is alone.  V5: X is the acting
    Wauneka, Y the blocker Flávio; 2018: X is the blocker Kurt, Y the acting Ira."""
    t = Table(edition=edition)
    hunter, blocker = _combat(t)
    x, y = (hunter, blocker) if edition == "v5" else (blocker, hunter)
    seat_of = {hunter.id: 0, blocker.id: 1}
    strikes = {
        x.id: K.Strike(
            seat=seat_of[x.id],
            minion=x.id,
            kind=K.DAMAGE,
            damage=4 if edition == "v5" else 3,
            card=t.given(seat_of[x.id], "Mark V", x),
        ),
        y.id: K.Strike(
            seat=seat_of[y.id],
            minion=y.id,
            kind=K.DODGE,
            card=t.given(seat_of[y.id], "Absorb the Mind", y),
        ),
    }
    t.ok(strikes[hunter.id])  # the acting minion chooses first
    t.ok(strikes[blocker.id])
    assert (_blood(t, x), _blood(t, y)) == (4, 4)  # the dodge stops the damage
    assert t.rules["combat"]["stage"] == "extra"
    assert t.waits_for["seat"] == 0  # the acting minion decides first
    extra = {x.id: 1, y.id: 2}
    blur = {m.id: t.given(seat_of[m.id], "Blur", m, superior=True) for m in (x, y)}
    # the opponent cannot declare before the acting side has passed
    assert (
        t.refused(K.Modify(seat=1, what=K.STRIKES, delta=extra[blocker.id], minion=blocker.id))
        == "Wait for the impulse: it is another Methuselah's turn to play effects."
    )
    t.ok(
        K.Modify(
            seat=0, what=K.STRIKES, delta=extra[hunter.id], minion=hunter.id, card=blur[hunter.id]
        )
    )
    other = t.given(0, "Devil-Channel: Back", hunter)
    assert "only one card or effect a round" in t.refused(
        K.Modify(seat=0, what=K.STRIKES, delta=1, minion=hunter.id, card=other)
    )
    t.ok(K.Pass(seat=0))
    t.ok(
        K.Modify(
            seat=1,
            what=K.STRIKES,
            delta=extra[blocker.id],
            minion=blocker.id,
            card=blur[blocker.id],
        )
    )
    t.ok(K.Pass(seat=0))
    t.ok(K.Pass(seat=1))
    # first additional pair: both hand strikes
    assert t.rules["combat"]["strikers"] == ["a", "b"]
    t.ok(K.Strike(seat=0, minion=hunter.id))
    t.ok(K.Strike(seat=1, minion=blocker.id))
    _no_prevention(t)
    assert (_blood(t, x), _blood(t, y)) == (3, 3)
    # Y's second additional strike is a "pair" on its own
    assert t.rules["combat"]["stage"] == "strike"
    assert (
        t.refused(K.Strike(seat=seat_of[x.id], minion=x.id))
        == f"{'Sully' if x is hunter else 'Echo'} has no additional strike left this round."
    )
    t.ok(K.Strike(seat=seat_of[y.id], minion=y.id))
    _no_prevention(t)
    assert (4 - _blood(t, x), 4 - _blood(t, y)) == (2, 1)  # X 2 damage, Y 1 damage
    assert t.rules["combat"]["stage"] == "press"
    t.ok(K.Pass(seat=0))
    t.ok(K.Pass(seat=1))
    assert t.rules["combat"] is None


def test_the_extra_step_in_legal_commands_and_words(table):
    t = table
    hunter, blocker = _combat(t)
    strikes = [c for c in legal_commands(t.state, 0) if isinstance(c, K.Strike)]
    assert strikes == [K.Strike(seat=0, minion=hunter.id)]  # only the hand strike is free
    jab = t.given(0, "Quick Jab", hunter)
    assert K.Strike(seat=0, minion=hunter.id, first=True, card=jab) in legal_commands(t.state, 0)
    t.ok(K.Strike(seat=0, minion=hunter.id, kind=K.DODGE, card=t.given(0, "Absorb the Mind")))
    t.ok(K.Strike(seat=1, minion=blocker.id, kind=K.DODGE, card=t.given(1, "Absorb the Mind")))
    assert not any(isinstance(c, K.Modify) for c in legal_commands(t.state, 0))
    blur, back = t.given(0, "Blur", hunter, superior=True), t.given(0, "Devil-Channel: Back")
    options = legal_commands(t.state, 0)
    assert K.Pass(seat=0) in options
    assert K.Modify(seat=0, what=K.STRIKES, delta=2, minion=hunter.id, card=blur) in options
    assert t.waits_for["text"] == "Combat: declare additional strikes, or pass."
    words = {t.module.describe_command(c, t.state, 0).english() for c in options}
    assert words >= {
        "No additional strikes",
        "1 additional strikes for Sully this round, as Devil-Channel: Back says",
    }
    t.ok(K.Modify(seat=0, what=K.STRIKES, delta=1, minion=hunter.id, card=back))
    assert not any(isinstance(c, K.Modify) for c in legal_commands(t.state, 0))
    assert t.refused(
        K.Modify(seat=0, what=K.STRIKES, delta=1, minion=hunter.id, card=blur)
    ).startswith("Sully already has additional strikes this round")


def test_additional_strikes_only_in_their_step(table):
    t = table
    hunter, _ = _combat(t)
    back = t.given(0, "Devil-Channel: Back", hunter)
    assert t.refused(
        K.Modify(seat=0, what=K.STRIKES, delta=1, minion=hunter.id, card=back)
    ).startswith("Additional strikes are declared after the first strike pair")
    assert t.refused(
        K.Strike(seat=0, minion=hunter.id, kind=K.DODGE, first=True, card=t.given(0, "Quick Jab"))
    ) == ("Quick Jab does not say that: it cannot give this effect.")


def test_a_first_strike_sending_to_torpor_takes_the_opposing_strike_away(table):
    t = table
    hunter, blocker = _combat(t, hunter_blood=1, blocker_blood=0)
    t.ok(K.Strike(seat=0, minion=hunter.id, first=True, card=t.given(0, "Quick Jab")))
    t.ok(K.Strike(seat=1, minion=blocker.id, kind=K.DAMAGE, damage=3, card=t.given(1, "Mark V")))
    assert t.rules["combat"]["damage"] == {"a": [0, 0], "b": [1, 0]}
    assert t.rules["combat"]["later"] == ["b"]
    _no_prevention(t)
    assert t.state.cards[blocker.id].zone == "s1.torpor"
    assert _blood(t, hunter) == 1 and t.state.cards[hunter.id].zone == "s0.ready"
    assert t.rules["combat"] is None


def test_the_normal_strike_follows_a_first_strike_that_did_not_stop_it(table):
    t = table
    hunter, blocker = _combat(t, hunter_blood=4, blocker_blood=4)
    t.ok(K.Strike(seat=0, minion=hunter.id, kind=K.DAMAGE, damage=2, card=t.given(0, "Mark V")))
    t.ok(K.Strike(seat=1, minion=blocker.id, first=True, card=t.given(1, "Quick Jab")))
    assert t.rules["combat"]["damage"] == {"a": [1, 0], "b": [0, 0]}  # Echo's first strike
    _no_prevention(t)
    assert (_blood(t, hunter), _blood(t, blocker)) == (3, 2)  # then Sully's 2 damage
    assert t.rules["combat"]["stage"] == "extra"


@pytest.mark.parametrize(
    "b_strike, hunter_left, blocker_left, over",
    [
        (K.Strike(seat=1, minion=0, first=True), 3, 3, False),  # simultaneous first strikes
        (K.Strike(seat=1, minion=0, kind=K.DODGE), 4, 4, False),  # a dodge still works
        (K.Strike(seat=1, minion=0, kind=K.COMBAT_ENDS), 4, 4, True),  # combat ends goes first
    ],
)
def test_first_strike_against_first_strike_dodge_and_combat_ends(
    table, b_strike, hunter_left, blocker_left, over
):
    t = table
    hunter, blocker = _combat(t)
    t.ok(K.Strike(seat=0, minion=hunter.id, first=True, card=t.given(0, "Quick Jab")))
    source = {K.HAND_STRIKE: "Quick Jab", K.DODGE: "Absorb the Mind", K.COMBAT_ENDS: "Majesty"}
    card = t.given(1, source[b_strike.kind])
    t.ok(K.Strike(seat=1, minion=blocker.id, kind=b_strike.kind, first=b_strike.first, card=card))
    _no_prevention(t)
    assert (_blood(t, hunter), _blood(t, blocker)) == (hunter_left, blocker_left)
    assert (t.rules["combat"] is None) == over
