"""The console's short forms, parsed without Qt, for every form and for the errors."""

import pytest

from vtt.core import commands as C
from vtt.core.module import GameSpec, SeatSpec
from vtt.core.session import Session
from vtt.core.views import view_for
from vtt.games import get_game
from vtt.ui.console.shorthand import COMMAND_WORDS, ShorthandError, parse, zone_words


@pytest.fixture(scope="module")
def table():
    module = get_game("free")
    spec = GameSpec(
        game="free", seats=[SeatSpec(name=n) for n in ("Ana", "Bruno", "Carla")], seed=7
    )
    session = Session(module.new_state(spec), module, spec)
    view = view_for(session.state, 0, module)
    return view, module.layout(3)


def p(table, line, seat=0):
    view, layout = table
    return parse(line, seat, view, layout)


@pytest.mark.parametrize(
    "line, expected",
    [
        ("draw", C.Draw(seat=0, n=1)),
        ("draw 2", C.Draw(seat=0, n=2)),
        ("DRAW 3 deck", C.Draw(seat=0, n=3, zone="s0.deck")),
        ("lock 3", C.Lock(seat=0, card=3)),
        ("unlock #3", C.Unlock(seat=0, card=3)),
        ("flip 3", C.Flip(seat=0, card=3)),
        ("flip play:1", C.Flip(seat=0, zone="s0.play", index=0)),
        ("move 3 discard", C.Move(seat=0, card=3, to="s0.discard")),
        ("move hand:2 play", C.Move(seat=0, zone="s0.hand", index=1, to="s0.play")),
        ("move 3 deck bottom", C.Move(seat=0, card=3, to="s0.deck", bottom=True)),
        ("move 3 deck top", C.Move(seat=0, card=3, to="s0.deck", to_index=0)),
        ("move 3 s1.discard 2", C.Move(seat=0, card=3, to="s1.discard", to_index=1)),
        ("move 3 middle", C.Move(seat=0, card=3, to="middle")),
        ("score +2", C.Counter(seat=0, kind="score", target=0, delta=2)),
        ("score -1", C.Counter(seat=0, kind="score", target=0, delta=-1)),
        ("score 5", C.Counter(seat=0, kind="score", target=0, set=5)),
        ("counter 3 +1", C.Counter(seat=0, kind="counter", card=3, delta=1)),
        ("counter 3 blood -2", C.Counter(seat=0, kind="blood", card=3, delta=-2)),
        ("shuffle deck", C.Shuffle(seat=0, zone="s0.deck")),
        ("shuffle", C.Shuffle(seat=0, zone="s0.deck")),
        ("cut deck", C.Cut(seat=0, zone="s0.deck")),
        ("cut s1.deck 5", C.Cut(seat=0, zone="s1.deck", at=5)),
        ("look deck 3", C.Look(seat=0, zone="s0.deck", n=3)),
        ("look deck:2", C.Look(seat=0, zone="s0.deck", index=1)),
        ("reveal deck 1", C.Reveal(seat=0, zone="s0.deck", n=1)),
        ("reveal 12", C.Reveal(seat=0, card=12)),
        ("reveal hand:1", C.Reveal(seat=0, zone="s0.hand", index=0)),
        ("random hand", C.RandomCard(seat=0, zone="s0.hand")),
        ("roll", C.Roll(seat=0)),
        ("roll d6", C.Roll(seat=0, sides=6, count=1)),
        ("roll 2d6", C.Roll(seat=0, sides=6, count=2)),
        ("roll d20", C.Roll(seat=0, sides=20)),
        ("coin", C.Coin(seat=0)),
        ("say hello   table!", C.Say(seat=0, text="hello   table!")),
        ("phase Main", C.SetPhase(seat=0, phase="Main")),
        ("first", C.PassToken(seat=0, token="first", to=0)),
        ("token first", C.PassToken(seat=0, token="first", to=0)),
        ("token first to 2", C.PassToken(seat=0, token="first", to=1)),
        ("token first to carla", C.PassToken(seat=0, token="first", to=2)),
        ("token first middle", C.PassToken(seat=0, token="first", to=None)),
        ("label 3 bleeds next", C.Label(seat=0, card=3, text="bleeds next")),
        ("label 3", C.Label(seat=0, card=3, text="")),
        ("attach 4 to 3", C.Attach(seat=0, card=4, to=3)),
        ("detach 4", C.Detach(seat=0, card=4)),
        ("end", C.EndTurn(seat=0)),
        ("undo", C.Undo(seat=0)),
        ("redo", C.Redo(seat=0)),
        ("unlockall", C.UnlockAll(seat=0)),
    ],
)
def test_short_forms(table, line, expected):
    assert p(table, line) == expected


def test_commands_are_for_the_given_seat(table):
    assert p(table, "draw 2", seat=2) == C.Draw(seat=2, n=2)
    assert p(table, "shuffle deck", seat=1) == C.Shuffle(seat=1, zone="s1.deck")


def test_position_in_a_visible_zone_becomes_the_card_id(table):
    view, _ = table
    first = view.zones["s0.hand"].cards[0].id
    assert p(table, "lock hand:1") == C.Lock(seat=0, card=first)


def test_seat_and_card_counters_named_by_the_layout(table):
    from vtt.core.module import Layout, ZoneSpec

    view, _ = table
    vtes_like = Layout(
        seat_size=(1, 1),
        centre_size=(1, 1),
        zones=(),
        seat_counters=("pool", "vp"),
        card_counters=("blood",),
    )
    assert parse("pool -1", 0, view, vtes_like) == C.Counter(
        seat=0, kind="pool", target=0, delta=-1
    )
    assert parse("vp +1", 0, view, vtes_like) == C.Counter(seat=0, kind="vp", target=0, delta=1)
    assert parse("blood 3 +1", 0, view, vtes_like) == C.Counter(
        seat=0, kind="blood", card=3, delta=1
    )
    assert ZoneSpec  # the layout types come from the core


@pytest.mark.parametrize(
    "line, fragment",
    [
        ("", "Type a command"),
        ("fly away", "Unknown command 'fly'"),
        ("draw many", "no zone called 'many'"),
        ("draw 0", "at least 1"),
        ("lock", "Wrong number of words"),
        ("lock three", "is not a card"),
        ("lock hand:99", "no card at position 99"),
        ("lock s1.hand:1", "cannot see the card"),
        ("move 3 nowhere", "no zone called 'nowhere'"),
        ("move 3", "Wrong number of words"),
        ("score", "Wrong number of words"),
        ("score lots", "is not a number"),
        ("roll 2x6", "Write dice like d6"),
        ("token crown", "no token called 'crown'"),
        ("token first to 9", "no seat '9'"),
        ("say", "needs some text"),
        ("coin now", "Wrong number of words"),
        ("look deck:0", "at least 1"),
    ],
)
def test_errors_explain_and_send_nothing(table, line, fragment):
    with pytest.raises(ShorthandError) as info:
        p(table, line)
    assert fragment in info.value.message.english()


def test_zone_words_are_the_viewers_zones(table):
    view, _ = table
    words = zone_words(view)
    assert {"deck", "hand", "play", "discard", "middle"} <= set(words)
    assert not any(w.startswith("s1.") for w in words)
    assert "draw" in COMMAND_WORDS and "unlockall" in COMMAND_WORDS
