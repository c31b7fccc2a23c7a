"""Every event type becomes a sentence; hidden cards stay "a card"."""

import msgspec
import pytest

from vtt.core import commands as C
from vtt.core import events as E
from vtt.core.module import GameSpec, SeatSpec
from vtt.core.session import Session
from vtt.core.views import events_for, view_for
from vtt.games import get_game
from vtt.ui.log_text import LogWriter, event_sentences
from vtt.ui.words import message_text


@pytest.fixture
def game():
    module = get_game("free")
    spec = GameSpec(
        game="free", seats=[SeatSpec(name=n) for n in ("Ana", "Bruno", "Carla")], seed=3
    )
    return Session(module.new_state(spec), module, spec)


def all_event_types():
    seen, todo = [], [E.Event]
    while todo:
        cls = todo.pop()
        for sub in cls.__subclasses__():
            if sub not in seen:
                seen.append(sub)
                todo.append(sub)
    return seen


def test_a_sentence_for_every_event_type(qapp, game):
    view = view_for(game.state, 0, game.module)
    writer = LogWriter(view, game.module)
    types = all_event_types()
    assert len(types) >= 20
    for cls in types:
        ev = cls(seat=1)
        text = writer.sentence(ev)
        assert text and text[0].isupper(), cls
        assert "Bruno" in text or cls is E.HostOverride, (cls, text)
        assert "{" not in text, (cls, text)


def test_draws_show_names_to_the_drawer_only(qapp, game):
    result = game.submit(C.Draw(seat=0, n=2))
    assert result.ok
    ana = view_for(game.state, 0, game.module)
    mine = event_sentences(events_for(result.events, 0), ana, game.module)
    theirs = event_sentences(
        events_for(result.events, 1), view_for(game.state, 1, game.module), game.module
    )
    names = [game.module.card_name(c) for c in result.events[0].catalogs]
    assert all(name in mine[0] for name in names)
    assert theirs == ["Ana draws 2 cards."]
    one = game.submit(C.Draw(seat=0, n=1))
    assert event_sentences(events_for(one.events, 2), ana, game.module) == ["Ana draws a card."]


def test_rolls_locks_and_hidden_moves(qapp, game):
    view = view_for(game.state, 1, game.module)
    roll = game.submit(C.Roll(seat=1, sides=6))
    assert event_sentences(roll.events, view, game.module) == [
        f"Bruno rolls a d6: {roll.events[0].results[0]}."
    ]
    card = game.state.zones["s2.hand"].cards[0]
    moved = game.submit(C.Move(seat=2, card=card, to="s2.play"))
    name = game.module.card_name(game.state.cards[moved.events[0].new_card].catalog)
    carla_play = view_for(game.state, 0, game.module)
    assert event_sentences(events_for(moved.events, 0), carla_play, game.module) == [
        f"Carla moves {name} from Carla's Hand to Carla's Play area."
    ]
    locked = game.submit(C.Lock(seat=2, card=moved.events[0].new_card))
    assert event_sentences(events_for(locked.events, 0), carla_play, game.module) == [
        f"Carla locks {name}."
    ]
    hidden = game.state.zones["s2.hand"].cards[0]
    secret = game.module.card_name(game.state.cards[hidden].catalog)
    away = game.submit(C.Move(seat=2, card=hidden, to="s2.deck"))
    assert event_sentences(events_for(away.events, 1), view, game.module) == [
        "Carla moves a card from Carla's Hand to Carla's Deck."
    ]
    carla = view_for(game.state, 2, game.module)
    assert secret in event_sentences(events_for(away.events, 2), carla, game.module)[0]


def test_module_events_translate_in_the_module_context(qapp, game):
    view = view_for(game.state, 0, game.module)
    ev = E.ModuleEvent(seat=0, key="{seat} gains {n} pool.", args={"n": 3})
    assert LogWriter(view, game.module).sentence(ev) == "Ana gains 3 pool."


def test_message_text_fills_the_arguments(qapp):
    from vtt.core.messages import QT_TRANSLATE_NOOP

    msg = QT_TRANSLATE_NOOP("Table", "{zone} has only {n} cards left.").with_args(zone="Deck", n=2)
    assert message_text(msg) == "Deck has only 2 cards left."
    assert msgspec.structs.asdict(msg)["context"] == "Table"


def test_undo_names_the_command(qapp, game):
    assert game.submit(C.Counter(seat=0, kind="score", delta=1)).ok
    undone = game.submit(C.Undo(seat=0))
    view = view_for(game.state, 0, game.module)
    assert event_sentences(undone.events, view, game.module) == ["Ana takes back a counter change."]


def test_every_vtes_rules_event_reads_as_a_sentence(qapp):
    import string

    from vtt.core.module import GameSpec, SeatSpec
    from vtt.games import get_game
    from vtt.games.vtes.rules.engine import EVENT_TEXTS

    module = get_game("vtes")
    spec = GameSpec(
        game="vtes",
        seed=1,
        rules=True,
        seats=[SeatSpec(name=n, deck="vtes:precon:v5-pm") for n in ("Ana", "Bruno")],
    )
    view = view_for(module.new_state(spec), 0, module)
    writer = LogWriter(view, module)
    for key, template in EVENT_TEXTS.items():
        names = {f for _, f, _, _ in string.Formatter().parse(template.text) if f}
        args = {name: 1 if name in ("seat", "predator", "target") else "x" for name in names}
        text = writer.sentence(E.ModuleEvent(seat=0, key=key, args=args))
        assert text != key and "{" not in text, (key, text)
    vote = writer.sentence(
        E.ModuleEvent(seat=1, key="voted", args={"seat": 1, "votes": 2, "side": "for"})
    )
    assert vote == "Bruno casts 2 votes (for)."


def test_vtes_costs_and_the_rules_own_steps_name_who_and_why(qapp):
    from vtt.games.vtes.rules.engine import EVENT_TEXTS

    module = get_game("vtes")
    spec = GameSpec(
        game="vtes",
        seed=1,
        rules=True,
        seats=[SeatSpec(name=n, deck="vtes:precon:v5-pm") for n in ("Ana", "Root")],
    )
    state = module.new_state(spec)
    view = view_for(state, 0, module)
    writer = LogWriter(view, module)
    assert "paid" in EVENT_TEXTS
    unlock = writer.sentence(E.UnlockedAll(seat=None, target=1, count=2))
    assert unlock == "Unlock phase: 2 of Root's cards unlock."
    vampire = next(c for c in state.cards.values() if c.face_up and c.catalog)
    name = module.card_name(vampire.catalog)
    paid = E.CounterChanged(
        seat=1,
        catalog=vampire.catalog,
        kind="blood",
        value=2,
        delta=-1,
        why="paid",
        args={"cause": vampire.catalog},
    )
    assert writer.sentence(paid) == f"Root pays 1 blood from {name} for {name}."
    hidden = msgspec.structs.replace(paid, catalog=None)
    assert writer.sentence(hidden) == f"Root pays 1 blood from a card for {name}."
