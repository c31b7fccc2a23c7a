"""Undo's reasons: a command is final when its events showed a card or used chance, even
if the code that made them (a game's rules) set no flag; a seat whose last command another
seat answered is told so."""

from vtt.core import commands as C
from vtt.core import events as E
from vtt.core.table import Outcome

from .factory import free_session


def test_events_that_show_or_draw_make_a_command_final():
    from vtt.core.session import shows_or_draws

    assert not shows_or_draws(Outcome(events=[E.Locked(seat=0, card=1)]))
    assert shows_or_draws(Outcome(events=[E.Drew(seat=0, n=1)]))
    assert shows_or_draws(Outcome(events=[E.Shuffled(seat=0, zone="s0.deck")]))
    hidden_to_hand = E.Moved(seat=0, src_seen=[], dst_seen=[0])
    assert shows_or_draws(Outcome(events=[hidden_to_hand]))
    hand_to_hand = E.Moved(seat=0, src_seen=[0], dst_seen=[0])
    assert not shows_or_draws(Outcome(events=[hand_to_hand]))
    assert shows_or_draws(Outcome(events=[E.Flipped(seat=0, face_up=True)]))


def _in_play(s, seat):
    card = s.state.zones[f"s{seat}.hand"].cards[0]
    assert s.submit(C.Move(seat=seat, card=card, to=f"s{seat}.play")).ok
    return s.state.zones[f"s{seat}.play"].cards[-1]


def test_a_rules_step_that_draws_without_a_flag_is_not_undone(monkeypatch):
    s = free_session()
    card = _in_play(s, 0)
    original = s.module.apply

    def apply(state, cmd, out):
        done = original(state, cmd, out)
        if isinstance(cmd, C.Lock):  # a "rule" that draws a card and forgets to say so
            out.events.append(E.Drew(seat=cmd.seat, n=1))
        return done

    monkeypatch.setattr(s.module, "apply", apply)
    assert s.submit(C.Lock(seat=0, card=card)).ok
    why = s.why_no_undo(0)
    assert why is not None and "showed cards" in why.english()


def test_a_seat_is_told_another_answered_since():
    s = free_session()
    mine, theirs = _in_play(s, 0), _in_play(s, 1)
    assert s.submit(C.Lock(seat=0, card=mine)).ok
    assert s.submit(C.Lock(seat=1, card=theirs)).ok
    assert s.why_no_undo(0).english() == (
        "Another player has answered since your last command; it can no longer be undone."
    )
    assert s.why_no_undo(2).english() == "Only the player who gave the last command can undo it."
