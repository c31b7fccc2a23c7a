"""The log names the game, not "Someone", for what the 1347 engine does on its own."""

from vtt.core.module import GameSpec, SeatSpec
from vtt.core.session import Session
from vtt.core.views import events_for, view_for
from vtt.games import get_game
from vtt.ui.log_text import event_sentences


def test_engine_moves_are_the_games_doing():
    module = get_game("1347")
    spec = GameSpec(
        game="1347", seed=3, rules=True, seats=[SeatSpec(name=n) for n in ("Ana", "Bruno", "Carla")]
    )
    session = Session(module.new_state(spec), module, spec)
    sentences = []
    for _ in range(60):
        seat = module.deciders(session.state)[0]
        result = session.submit(module.legal_commands(session.state, seat)[0])
        assert result.ok
        events = events_for(result.events, 0)
        sentences += event_sentences(events, view_for(session.state, 0, module), module)
    game_moves = [s for s in sentences if s.startswith("The game moves ")]
    assert game_moves
    assert not any(s.startswith("Someone") for s in sentences)
