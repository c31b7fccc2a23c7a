"""The table shows what a game declares for a card (``GameModule.card_actions``) on the
card's menu, and a card's number on hover, the one the console takes."""

from __future__ import annotations

from tests.ui.settle import settle
from vtt.core import commands as C
from vtt.core.messages import QT_TRANSLATE_NOOP
from vtt.ui.table import menus

from .test_table_view import _hand_items


def test_a_games_own_moves_are_on_the_card_menu(table, monkeypatch):
    session, controller, view = table
    module = controller.module
    asked = []

    def card_actions(seen, card):
        asked.append((seen.seat, card.id))
        label = QT_TRANSLATE_NOOP("Test", "Bury it")
        return [(label, C.Move(seat=seen.seat, card=card.id, to="s0.discard"))]

    monkeypatch.setattr(module, "card_actions", card_actions)
    item = _hand_items(view)[0]
    card = item.card_id
    entries = {a.text(): a for a in menus.card_menu(view, item).actions()}
    assert asked == [(0, card)]
    entries["Bury it"].trigger()
    settle()
    assert len(session.state.zones["s0.discard"].cards) == 1
    assert card not in session.state.zones["s0.hand"].cards


def test_a_card_says_its_console_number_on_hover(table):
    _session, _controller, view = table
    item = _hand_items(view)[0]
    assert item.toolTip() == f"{item.face.title} (#{item.card_id})"


def test_the_choices_the_game_offers_for_a_card_are_on_its_menu(table, monkeypatch):
    """A card's menu starts with the game's legal commands that play it, in the Decisions
    panel's words, and leaves out the module's move that plays it the same way."""
    session, controller, view = table
    module = controller.module
    item = _hand_items(view)[0]
    card = item.card_id
    aimed = C.Move(seat=0, card=card, to="s0.discard")
    monkeypatch.setattr(controller, "legal_commands", lambda seat: [aimed])
    monkeypatch.setattr(
        module, "describe_command", lambda cmd, source, seat, language="en": _words("Aim it")
    )
    same = C.Move(seat=0, card=card, to="s0.hand")
    monkeypatch.setattr(module, "card_actions", lambda seen, c: [(_words("Plain"), same)])
    texts = [a.text() for a in menus.card_menu(view, item).actions() if a.text()]
    assert "Aim it" in texts and "Plain" not in texts


def _words(text):
    return QT_TRANSLATE_NOOP("Test", text)
