"""The two cards the effect engine was built on, as the pattern of every card's test: the
play offered with its words in both languages, its cost paid, its effect applied by the
engine alone, and a refusal."""

from vtt.games.vtes.rules import commands as K
from vtt.games.vtes.rules.data import MINION

from .conftest import dock, plays


def _bled(t):
    """Seat 0's Sully bleeds seat 1; nobody blocks; the acting Methuselah passes."""
    t.to_phase(MINION)
    sully = t.vampire(0, 3, "Sully")
    alexander = t.vampire(1, 4, "Alexander Silverson")
    t.ok(K.Act(seat=0, minion=sully.id, kind=K.BLEED))
    t.pass_round()
    return sully, alexander


def test_deflection_redirects_the_bleed_from_the_dock(table, spanish):
    t = table
    _, alexander = _bled(t)
    deflection = t.in_hand(1, "Deflection")
    assert plays(t, 1, deflection) == []  # the acting Methuselah may still increase it
    t.ok(K.Pass(seat=0))
    offered = plays(t, 1, deflection)
    ways = {(c.target, c.superior) for c in offered}
    assert ways == {(2, False), (3, False), (2, True), (3, True)}
    to_c = next(c for c in offered if c.target == 2 and not c.superior)
    assert dock(t, to_c, 1) == (
        "Play Deflection with Alexander Silverson: lock Alexander Silverson; redirect the bleed"
        " to C"
    )
    assert dock(t, to_c, 1, "es") == (
        "Jugar Desviación con Alexander Silverson: girar a Alexander Silverson; redirigir el"
        " sangrado a C"
    )
    t.ok(to_c)
    action = t.rules["action"]
    assert action["target"] == 2 and action["stage"] == "block"
    assert alexander.counters["blood"] == 3 and alexander.locked  # 1 blood; inferior locks


def test_deflection_is_refused_aimed_at_the_acting_methuselah(table):
    t = table
    _, alexander = _bled(t)
    deflection = t.in_hand(1, "Deflection")
    t.ok(K.Pass(seat=0))
    why = t.refused(K.PlayCard(seat=1, card=deflection.id, minion=alexander.id, target=0))
    assert why == "The card cannot be aimed there."
    assert alexander.counters["blood"] == 4
