"""The 1347 log says what happened in the game's words and why a player scored, in English
and in Spanish; the engine's bookkeeping moves are not told as table moves."""

from __future__ import annotations

import pytest

from vtt.core.module import GameSpec, SeatSpec
from vtt.core.session import Session
from vtt.core.views import events_for, view_for
from vtt.games import get_game
from vtt.ui.log_text import event_sentences

MODULE = get_game("1347")


@pytest.fixture
def spanish(qapp):
    from vtt.app import install_translations
    from vtt.core.messages import install_translator

    translators = install_translations(qapp, "es")
    assert translators, "the Spanish catalogue did not load"
    yield
    for translator in translators:
        qapp.removeTranslator(translator)
    install_translator(None)


def log_of(steps: int, language: str = "en") -> list[str]:
    spec = GameSpec(
        game="1347",
        seed=3,
        rules=True,
        seats=[SeatSpec(name=n) for n in ("Ana", "Bruno", "Carla", "Diego")],
    )
    session = Session(MODULE.new_state(spec), MODULE, spec)
    sentences = []
    for i in range(steps):
        seat = MODULE.deciders(session.state)[0]
        legal = MODULE.legal_commands(session.state, seat)
        result = session.submit(legal[(i * 7) % len(legal)])
        assert result.ok
        events = events_for(result.events, 0)
        view = view_for(session.state, 0, MODULE)
        sentences += event_sentences(events, view, MODULE, language)
    return sentences


def test_engine_moves_are_told_in_the_games_words():
    sentences = log_of(90)
    assert not any(s.startswith(("The game moves ", "Someone")) for s in sentences)
    assert "Carla enters the Castle (space 1)." in sentences
    assert "Ana plays Monk face down." in sentences  # the viewer's own card by name
    assert "Carla plays a card face down." in sentences  # another seat's card hidden
    assert "Building 2 of the round: Market." in sentences


def test_a_resolved_building_says_why_a_player_scored():
    sentences = log_of(90)
    assert "Ana's Knight and King at the Farm: +2 Peasantry, 2 rat(s)." in sentences
    assert "Carla has the most Swords at the Farm: Sword majority." in sentences
    assert "Carla has the most cards at the Castle, preferred action: Take 2 Swords." in sentences
    assert "Diego at the Monastery, normal action: Discard 1 rat." in sentences


@pytest.mark.usefixtures("spanish")
def test_the_log_in_spanish():
    sentences = log_of(90, "es")
    assert "Carla entra en Castillo (espacio 1)." in sentences
    assert "Knight" not in " ".join(sentences)
    assert "Caballero y Rey de Ana en Granja: +2 Campesinado, 2 rata(s)." in sentences


@pytest.mark.usefixtures("spanish")
def test_card_faces_in_the_apps_spanish():
    from vtt.games.g1347.faces import card_face

    castle = card_face("b.castle.1", "es")
    assert castle.title == "Castillo" and castle.kind == "Caballería"
    assert "Coge 2 Espadas." in castle.text and "Take" not in castle.text
    assert "draw" not in castle.footer and "look" not in castle.footer
    sword = card_face("sword", "es")
    assert sword.title == "Espada" and "Swords" not in sword.text
    monk = card_face("p.church.01", "es")
    assert "religiosa" in monk.text and "nun" not in monk.text
    assert card_face("sword", "en").text.startswith("Fewest Swords")


@pytest.mark.usefixtures("spanish")
def test_the_status_names_the_phase_in_spanish():
    from vtt.ui.words import message_text

    spec = GameSpec(game="1347", seed=3, rules=True, seats=[SeatSpec(name=n) for n in "ABC"])
    session = Session(MODULE.new_state(spec), MODULE, spec)
    words = MODULE.turn_text(view_for(session.state, 0, MODULE))
    assert words is not None
    text = message_text(words.with_args(seat="Ana", **words.args))
    assert text == "Ronda 1 de 9 - Fase B: suministros - Ana"
