"""vtes.md §16: ousting at pool 0 (T-OUT-V5, T-OUT-2018, T-OUT-SIM), the last Methuselah
standing, the time limit and the final score sheet."""

from vtt.core import commands as C
from vtt.games.vtes.rules import commands as K
from vtt.games.vtes.rules.data import OVER
from vtt.games.vtes.rules.scoring import score_sheet

from .conftest import Table


def _burn_pool(t, target):
    """The host applies an effect that burns the target's whole pool (a logged override)."""
    t.ok(C.Counter(seat=t.state.turn.active, kind="pool", target=target, set=0, host=True))


def _vp(t):
    return [s.counters.get("vp", 0) for s in t.state.seats]


def test_t_out_v5():
    t = Table(seats=5)  # Justine, Lisa, Richard, Scott, Steve
    _burn_pool(t, 4)
    assert _vp(t) == [0, 0, 0, 1, 0] and t.pool(3) == 36
    _burn_pool(t, 3)
    assert _vp(t) == [0, 0, 1, 1, 0] and t.pool(2) == 36
    _burn_pool(t, 1)
    _burn_pool(t, 2)
    assert _vp(t) == [3, 0, 1, 1, 0]
    assert t.rules["phase"] == OVER and t.waits_for == {}
    sheet = score_sheet(t.state)
    assert sheet.totals == [3, 0, 1, 1, 0] and sheet.winners == [0]
    assert t.module.legal_commands(t.state, 0) == []
    assert t.refused(K.NextPhase(seat=0)) == "The game is over."


def test_t_out_2018_is_a_tie():
    t = Table(seats=4)  # Richard, Steve, Justin, Lisa
    _burn_pool(t, 1)
    _burn_pool(t, 2)
    assert _vp(t) == [2, 0, 0, 0]
    _burn_pool(t, 0)  # Richard has the turn and is ousted: Lisa plays on, alone
    assert _vp(t) == [2, 0, 0, 2] and t.rules["phase"] == OVER
    v5 = score_sheet(t.state)
    assert (
        v5.winners == [] and v5.notes[0].text == "A tie for the most victory points: nobody wins."
    )
    t.state.options["edition"] = "2018"
    assert score_sheet(t.state).winners == [0, 3]


def test_t_out_sim_simultaneous_ousting():
    t = Table(seats=3)  # A -> B -> C -> A
    t.state.seats[1].counters["pool"] = 0
    t.state.seats[2].counters["pool"] = 0
    t.rebook()
    t.ok(C.Counter(seat=0, kind="pool", target=0, delta=1, host=True))  # any command checks pools
    assert _vp(t) == [2, 1, 0] and t.pool(0) == 37 and t.pool(1) == 0
    assert t.rules["phase"] == OVER


def test_ousted_methuselahs_lose_their_cards_in_play_and_the_edge():
    t = Table(seats=4)
    vamp = t.vampire(1, 3)
    t.state.tokens["edge"].holder = 1
    _burn_pool(t, 1)
    assert t.state.cards[vamp.id].zone == "s1.removed"
    assert t.state.tokens["edge"].holder is None
    assert not t.state.seat_zone(1, "uncontrolled").cards
    assert t.state.seating == [0, 1, 2, 3]
    from vtt.games.vtes.seating import prey

    assert prey(t.state, 0) == 2


def test_the_time_limit_gives_half_a_point_to_each_survivor():
    t = Table(seats=4, time_limit_rounds=1)
    _burn_pool(t, 2)
    for seat in (0, 1, 3):
        t.ok(K.EndTurnRules(seat=seat))
    assert t.rules["phase"] == OVER and t.rules["scores"] == [0.5, 1.5, 0.0, 0.5]
    sheet = score_sheet(t.state)
    assert sheet.winners == [1] and sheet.rows[2].values == [0.5, 0.5, 0, 0.5]


def test_a_bleed_that_empties_the_pool_ousts_the_prey_and_rewires_the_seating():
    from vtt.games.vtes.rules.data import MINION
    from vtt.games.vtes.seating import prey

    t = Table(seats=4)
    t.to_phase(MINION)
    bleeder = t.vampire(0, 2)
    t.set_pool(1, 1)
    t.ok(K.Act(seat=0, minion=bleeder.id, kind=K.BLEED))
    t.pass_round()  # nobody blocks
    t.pass_round()
    assert t.state.seats[1].out and _vp(t) == [1, 0, 0, 0] and t.pool(0) == 36
    assert prey(t.state, 0) == 2 and t.state.tokens["edge"].holder == 0


def test_a_voter_ousted_during_a_referendum_is_skipped():
    t = Table(seats=4)
    from vtt.games.vtes.rules.politics import start_referendum

    start_referendum(t.state, 0, 0, called_by_card=False, out=[], actor=0)
    t.rebook()
    t.ok(K.Pass(seat=0))
    t.ok(C.Counter(seat=0, kind="pool", target=1, set=0, host=True))
    assert t.module.decision(t.state).seats == (2, 3)
    t.ok(K.Pass(seat=3))
    t.ok(K.Pass(seat=2))
    assert t.rules["referendum"] is None
