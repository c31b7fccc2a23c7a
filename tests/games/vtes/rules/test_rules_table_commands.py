"""With the rules on, a seat's table commands are refused with the rule in words (cards
move only by the rules or as a played card says), and accepted from the host as an
override, logged for everybody.  Every command class of :mod:`vtt.core.commands` is tried
(enumerated, so that a new one must be placed here)."""

import inspect

import msgspec
import pytest

from vtt.core import commands as C
from vtt.core import events as E
from vtt.core.views import events_for
from vtt.games.vtes import manual
from vtt.games.vtes.layout import EDGE
from vtt.games.vtes.rules.engine import FREE_COMMANDS
from vtt.games.vtes.rules.registry import BY_KIND

from .conftest import Table

#: commands the session handles itself (undo, redo, the host's rollback) or that say who
#: plays a seat: no moves of the game, never judged by the rules
SESSION = (C.Undo, C.Redo, C.Rollback, *C.SEAT_COMMANDS)
SEAT = 0  # the active Methuselah, deciding now: even it may not play by hand


def _classes() -> list[type[C.Command]]:
    return [
        cls
        for _, cls in inspect.getmembers(C, inspect.isclass)
        if issubclass(cls, C.Command) and cls is not C.Command and cls.__module__ == C.__name__
    ]


def _arranged():
    """A rules game in A's unlock phase with two vampires of A in play (one locked, one
    carrying a card) and cards in every pile."""
    t = Table()
    vampire = t.vampire(SEAT, 2)
    other = t.vampire(SEAT, 1)
    other.locked = True
    rider = t.vampire(SEAT, 0)
    rider.attached_to = vampire.id
    return t, vampire, other, rider


def _sample(cls, t, vampire, other, rider) -> C.Command:
    """One instance of each command the table would accept from the host."""
    hand = t.state.seat_zone(SEAT, "hand")
    deck = t.state.seat_zone(SEAT, "deck").id
    samples = {
        C.Move: lambda: C.Move(seat=SEAT, card=hand.cards[0], to=f"s{SEAT}.ash_heap"),
        C.Lock: lambda: C.Lock(seat=SEAT, card=vampire.id),
        C.Unlock: lambda: C.Unlock(seat=SEAT, card=other.id),
        C.UnlockAll: lambda: C.UnlockAll(seat=SEAT, target=SEAT),
        C.Flip: lambda: C.Flip(seat=SEAT, card=vampire.id),
        C.Counter: lambda: C.Counter(seat=SEAT, kind="blood", card=vampire.id, delta=1),
        C.Attach: lambda: C.Attach(seat=SEAT, card=other.id, to=vampire.id),
        C.Detach: lambda: C.Detach(seat=SEAT, card=rider.id),
        C.Label: lambda: C.Label(seat=SEAT, card=vampire.id, text="fed"),
        C.Draw: lambda: C.Draw(seat=SEAT, n=1, to=f"s{SEAT}.ash_heap"),  # a mill
        C.Shuffle: lambda: C.Shuffle(seat=SEAT, zone=deck),
        C.Cut: lambda: C.Cut(seat=SEAT, zone=deck, at=3),
        C.Look: lambda: C.Look(seat=SEAT, zone=deck),
        C.Reveal: lambda: C.Reveal(seat=SEAT, zone=deck),
        C.RandomCard: lambda: C.RandomCard(seat=SEAT, zone=hand.id),
        C.PassToken: lambda: C.PassToken(seat=SEAT, token=EDGE, to=1),
        C.SetPhase: lambda: C.SetPhase(seat=SEAT, phase="master"),
        C.EndTurn: lambda: C.EndTurn(seat=2),  # the rules' own end of turn, not C's to send
        C.Batch: lambda: C.Batch(seat=SEAT, commands=[C.Lock(seat=SEAT, card=vampire.id)]),
        C.Say: lambda: C.Say(seat=SEAT, text="hi"),
        C.Roll: lambda: C.Roll(seat=SEAT),
        C.Coin: lambda: C.Coin(seat=SEAT),
        manual.Burn: lambda: manual.Burn(seat=SEAT, card=vampire.id),
    }
    return samples[cls]()


BY_HAND = (C.Move, C.Lock, C.Unlock, C.UnlockAll, C.Flip, C.Attach, C.Detach, C.Label)
BY_HAND += (C.Draw, C.Shuffle, C.Cut, C.Look, C.Reveal, C.RandomCard, C.Batch, manual.Burn)
RULE = (
    "With the rules on, cards move only by the rules or as a played card says; "
    "the host may override."
)


def test_every_table_command_is_placed():
    judged = [cls for cls in _classes() if cls not in SESSION]
    t, *cards = _arranged()
    for cls in judged:
        _sample(cls, t, *cards)  # a KeyError names a command this test does not know


@pytest.mark.parametrize(
    "cls",
    [c for c in _classes() if c not in SESSION and not issubclass(c, FREE_COMMANDS)]
    + [manual.Burn],
    ids=lambda cls: cls.__name__,
)
def test_a_seats_table_command_is_refused_and_the_hosts_override_logged(cls):
    t, *cards = _arranged()
    cmd = _sample(cls, t, *cards)
    why = t.refused(cmd)
    assert why.endswith(".") and len(why.split()) > 4  # a sentence, not a code
    if cls in BY_HAND:
        assert why == RULE
    if cls in BY_KIND:
        assert why == "It is not your turn."  # a rules command, sent out of turn
    result = t.ok(_as_host(cmd))
    assert any(isinstance(e, E.HostOverride) for e in events_for(result.events, 2))


def _as_host(cmd: C.Command) -> C.Command:
    """``cmd`` given by the host (a batch's parts too: each is judged on its own)."""
    if isinstance(cmd, C.Batch):
        parts = [msgspec.structs.replace(part, host=True) for part in cmd.commands]
        return msgspec.structs.replace(cmd, host=True, commands=parts)
    return msgspec.structs.replace(cmd, host=True)


@pytest.mark.parametrize("cls", FREE_COMMANDS, ids=lambda cls: cls.__name__)
def test_talk_dice_coins_and_the_refill_switch_stay_free(cls):
    t, *cards = _arranged()
    if cls is manual.SetRefill:
        cmd = manual.SetRefill(seat=SEAT, on=False)
    else:
        cmd = _sample(cls, t, *cards)
    result = t.ok(cmd)
    # no effect of a card: nothing to log as one, and the impulse does not move
    assert not any(getattr(e, "key", "") == "manual_effect" for e in result.events)


def test_the_reproduced_drags_of_the_master_phase_are_refused():
    """Issue #14: a vampire dragged from the uncontrolled region into play, and a master
    card dragged out of the hand with no vampire, during the master phase."""
    t = Table()
    t.to_phase("master")
    vampire = t.state.seat_zone(SEAT, "uncontrolled").cards[0]
    assert t.refused(C.Move(seat=SEAT, card=vampire, to=f"s{SEAT}.ready")) == RULE
    master = t.in_hand(SEAT, "Misdirection")
    assert t.refused(C.Move(seat=SEAT, card=master.id, to=f"s{SEAT}.ready")) == RULE
    assert t.state.cards[vampire].zone == f"s{SEAT}.uncontrolled"
    assert master.zone == f"s{SEAT}.hand"
