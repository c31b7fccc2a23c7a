"""The log blames nobody wrongly: the rules' own steps carry no seat, an action's cost and
effect are the acting Methuselah's whoever passed last, and a token count that moved says
why (the card it pays for, the bleed, the transfer) with a sentence of the engine."""

from vtt.core import events as E
from vtt.games.vtes import manual
from vtt.games.vtes.rules import commands as K
from vtt.games.vtes.rules.bots import new_bot_game, play_out
from vtt.games.vtes.rules.data import DISCARD, MINION
from vtt.games.vtes.rules.engine import EVENT_TEXTS


def _of(events, cls):
    return [e for e in events if isinstance(e, cls)]


def test_the_next_turns_unlock_is_the_games_step_not_the_previous_players(table):
    table.to_phase(DISCARD)
    events = table.ok(K.NextPhase(seat=0)).events
    (ended,) = _of(events, E.TurnEnded)
    assert ended.seat == 0 and ended.next_seat == 1
    (unlocked,) = _of(events, E.UnlockedAll)
    assert unlocked.seat is None and unlocked.target == 1
    assert all(p.seat is None for p in _of(events, E.PhaseSet))


def test_the_cost_paid_on_the_last_pass_is_the_acting_seats_for_its_card(table):
    table.to_phase(MINION)
    sully = table.vampire(0, 3, "Sully")
    gang = table.in_hand(0, "Caiaphas Smith")
    table.ok(K.Act(seat=0, minion=sully.id, kind=K.RECRUIT, card=gang.id))
    table.pass_round()  # nobody blocks
    for seat in (0, 1, 3):
        table.ok(K.Pass(seat=seat))
    events = table.ok(K.Pass(seat=2)).events  # seat 2's pass lets the action resolve
    (paid,) = [e for e in _of(events, E.CounterChanged) if e.kind == "pool"]
    assert (paid.seat, paid.target, paid.delta) == (0, 0, -1)
    assert paid.why == "paid_pool" and paid.args == {"cause": gang.catalog}
    assert all(m.seat == 0 for m in _of(events, E.Moved))
    (life,) = [e for e in _of(events, E.CounterChanged) if e.kind == "life"]
    assert life.seat == 0 and life.why == "life"


def test_a_bleed_names_the_bleeding_minion(table):
    table.to_phase(MINION)
    sully = table.vampire(0, 3, "Sully")
    table.ok(K.Act(seat=0, minion=sully.id, kind=K.BLEED))
    events = []
    while table.rules["action"] is not None:
        events += table.ok(K.Pass(seat=table.waits_for["seat"])).events
    (bled,) = [e for e in _of(events, E.CounterChanged) if e.why == "bled"]
    assert (bled.seat, bled.target, bled.args) == (0, 1, {"minion": sully.catalog})


def test_every_reason_and_event_of_a_bot_game_has_its_sentence():
    session = new_bot_game(5, seats=4, rounds=6)
    play_out(session)
    keys, whys = set(), set()
    for entry in session.log:
        for ev in entry.events:
            if isinstance(ev, E.ModuleEvent):
                keys.add(ev.key)
            elif isinstance(ev, E.CounterChanged) and ev.why:
                whys.add(ev.why)
    known = set(EVENT_TEXTS) | set(manual.EVENT_TEXTS)
    assert keys - known == set() and whys - known == set()
    assert {"paid_pool", "transfer_in"} <= whys


def test_a_reopened_rules_game_has_the_same_log_with_its_reasons(tmp_path):
    from vtt.core.saves import read_save, save_game, session_from_save

    session = new_bot_game(3, seats=4, rounds=2)
    play_out(session)
    path = tmp_path / "g.vttsave"
    save_game(path, session)
    loaded = session_from_save(read_save(path), session.module)
    assert [e.events for e in loaded.log] == [e.events for e in session.log]
    assert any(isinstance(ev, E.CounterChanged) and ev.why for e in loaded.log for ev in e.events)
