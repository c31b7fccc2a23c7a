"""The console takes a card's name where it takes a number: the name of a card the viewer
sees, as one word, or its start when only one card has it."""

from __future__ import annotations

import pytest

from vtt.core import commands as C
from vtt.core.module import GameSpec, SeatSpec
from vtt.core.session import Session
from vtt.core.views import view_for
from vtt.games import get_game
from vtt.ui.console.console_widget import ConsolePanel
from vtt.ui.console.shorthand import ShorthandError, parse
from vtt.ui.controller import LocalController


def _names():
    return {12: ("Queen of Hearts",), 15: ("Queen of Spades",), 20: ("Red Dragon",)}


def test_a_card_may_be_named(qtbot):
    module = get_game("free")
    spec = GameSpec(game="free", seats=[SeatSpec(name="Ana"), SeatSpec(name="Bruno")], seed=3)
    session = Session(module.new_state(spec), module, spec)
    view, layout = view_for(session.state, 0, module), module.layout(2)
    assert parse("lock red-dragon", 0, view, layout, _names()) == C.Lock(seat=0, card=20)
    assert parse("lock queenofh", 0, view, layout, _names()) == C.Lock(seat=0, card=12)
    with pytest.raises(ShorthandError) as several:
        parse("lock queen", 0, view, layout, _names())
    assert several.value.message.english() == "'queen' names several cards: #12, #15."
    with pytest.raises(ShorthandError):
        parse("lock dragonfly", 0, view, layout, _names())


def test_the_console_knows_the_names_of_the_cards_in_view(qtbot):
    module = get_game("free")
    spec = GameSpec(game="free", seats=[SeatSpec(name="Ana"), SeatSpec(name="Bruno")], seed=3)
    session = Session(module.new_state(spec), module, spec)
    controller = LocalController(session, 0)
    panel = ConsolePanel(controller, language="es")
    qtbot.addWidget(panel)
    hand = session.state.zones["s0.hand"].cards
    card = session.state.cards[hand[0]]
    english = module.card_name(card.catalog, "en")
    spanish = module.card_name(card.catalog, "es")
    word = english.replace(" ", "")
    assert panel.run_line(f"move {word} discard")
    assert card.id not in session.state.zones["s0.hand"].cards
    other = session.state.cards[session.state.zones["s0.hand"].cards[0]]
    in_spanish = module.card_name(other.catalog, "es").replace(" ", "-")
    assert english != spanish
    assert panel.run_line(f"move {in_spanish} play")
    assert other.id not in session.state.zones["s0.hand"].cards
