"""The political action cards the engine runs (``vtt/resources/vtes/effects/political.json``):
offered with their terms in both languages, and their terms applied by the engine when
the referendum they call passes (nothing when it fails)."""

from vtt.games.vtes.rules import commands as K
from vtt.games.vtes.rules.data import MINION
from vtt.games.vtes.rules.legal import legal_commands

from .conftest import dock


def politics(t, seat, card):
    found = [c for c in legal_commands(t.state, seat) if isinstance(c, K.Act)]
    return [c for c in found if c.card == card.id]


def _called(t):
    """Seat 0's prince calls Ancilla Empowerment; seats 1 and 2 control 1 and 2 minions;
    the referendum is under way."""
    t.to_phase(MINION)
    prince = t.vampire(0, 4, "Alexander Silverson")  # Prince: 2 votes
    t.vampire(1, 3)
    t.vampire(2, 3, "Sully")  # two different vampires (two copies would contest)
    t.vampire(2, 2, "Meaghan")
    card = t.in_hand(0, "Ancilla Empowerment")
    (cmd,) = politics(t, 0, card)
    assert cmd.kind == K.POLITICAL
    t.ok(cmd)
    t.pass_round()
    t.pass_round()
    assert t.rules["referendum"] is not None
    return prince, card, cmd


def _close(t):
    for seat in (0, 1, 2, 3):
        t.ok(K.Pass(seat=seat))
    assert t.rules["referendum"] is None


def test_ancilla_empowerment_passed_burns_pool_per_minion(table):
    t = table
    prince, card, _ = _called(t)
    t.ok(K.Vote(seat=0, side="for", source="vampire", minion=prince.id))
    t.ok(K.Vote(seat=0, side="for", source="called"))
    _close(t)
    assert [t.pool(s) for s in range(4)] == [29, 29, 28, 30]
    assert card.zone == "s0.ash_heap" and prince.counters["blood"] == 4  # no cost


def test_ancilla_empowerment_failed_changes_no_pool(table):
    t = table
    _called(t)
    _close(t)  # no votes: 0 to 0 fails
    assert [t.pool(s) for s in range(4)] == [30, 30, 30, 30]


def test_ancilla_empowerment_is_no_action_of_an_ally(table):
    t = table
    t.to_phase(MINION)
    ally = t.vampire(0, 0)
    ally.catalog = t.by_name("Carlton Van Wyk").catalog  # an ally
    ally.counters = {"life": 2}
    card = t.in_hand(0, "Ancilla Empowerment")
    assert politics(t, 0, card) == []
    why = t.refused(K.Act(seat=0, minion=ally.id, kind=K.POLITICAL, card=card.id))
    assert why == "Only a vampire can take that action; Carlton Van Wyk is an ally."


def test_ancilla_empowerment_words(table, spanish):
    t = table
    t.to_phase(MINION)
    t.vampire(0, 4, "Alexander Silverson")
    (cmd,) = politics(t, 0, t.in_hand(0, "Ancilla Empowerment"))
    assert dock(t, cmd, 0) == (
        "Alexander Silverson plays Ancilla Empowerment (stealth 1): "
        "if it passes, each Methuselah burns 1 pool for each minion they control"
    )
    assert dock(t, cmd, 0, "es").startswith("Alexander Silverson juega ")
    assert "si se aprueba, cada Matusalén quema 1 de reserva por cada siervo que controle" in (
        dock(t, cmd, 0, "es")
    )


def test_consanguineous_boon_gives_pool_per_vampire_of_the_clan(table, spanish):
    t = table
    t.to_phase(MINION)
    prince = t.vampire(0, 4, "Alexander Silverson")  # Malkavian, 2 votes
    t.vampire(1, 3, "Sully")  # Malkavian
    t.vampire(2, 3, "Aisha az-Zahra")  # Toreador
    card = t.in_hand(0, "Consanguineous Boon")
    offered = politics(t, 0, card)
    assert [c.target_card for c in offered] == [prince.id, t.state.zones["s2.ready"].cards[0]]
    cmd = offered[0]
    assert dock(t, cmd, 0) == (
        "Alexander Silverson plays Consanguineous Boon (stealth 1): clan Malkavian: if it passes, "
        "each Methuselah gains 1 pool for each Malkavian vampire they control"
    )
    assert "clan Malkavian: si se aprueba, cada Matusalén gana 1 de reserva por cada " in (
        dock(t, cmd, 0, "es")
    )
    t.ok(cmd)
    t.pass_round()
    t.pass_round()
    t.ok(K.Vote(seat=0, side="for", source="vampire", minion=prince.id))
    _close(t)
    assert [t.pool(s) for s in range(4)] == [31, 31, 30, 30]


def test_consanguineous_boon_is_refused_naming_no_vampire(table):
    t = table
    t.to_phase(MINION)
    prince = t.vampire(0, 4, "Alexander Silverson")
    card = t.in_hand(0, "Consanguineous Boon")
    why = t.refused(K.Act(seat=0, minion=prince.id, kind=K.POLITICAL, card=card.id))
    assert why == "Say which card the card is aimed at."
