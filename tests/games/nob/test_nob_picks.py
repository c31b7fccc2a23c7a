"""A person who steals or forces a discard may name a face-up Trasfondo or Contacto of the
target instead of a random hand card, from the Decisions dock."""

from __future__ import annotations

from vtt.core.bots import play_bots
from vtt.core.module import GameSpec, SeatSpec
from vtt.core.session import Session
from vtt.core.views import view_for
from vtt.games import get_game
from vtt.games.nob import commands as N
from vtt.games.nob.legal import legal_commands

MODULE = get_game("nob")


def _picks_offered():
    """The first decision of a person (seat 0) that lists a named card, in bot games."""
    for seed in range(40):
        names = ["Ana", "B", "C", "D", "E"]
        spec = GameSpec(
            game="nob",
            seats=[
                SeatSpec(name=n, bot="" if i == 0 else "heuristic") for i, n in enumerate(names)
            ],
            seed=seed,
            rules=True,
            options={"mode": "bang"},
        )
        session = Session(MODULE.new_state(spec), MODULE, spec)
        for _ in range(60):
            play_bots(session)
            legal = legal_commands(session.state, 0)
            if not legal:
                break
            picks = [c for c in legal if isinstance(c, N.Play) and c.pick is not None]
            if picks:
                return session, picks
            session.submit(next(c for c in legal if isinstance(c, N.End) or c is legal[-1]))
    return None, []


def test_a_person_may_name_a_card_in_play_and_the_dock_says_which():
    session, picks = _picks_offered()
    assert picks, "some game offers a steal or a forced discard against a card in play"
    view = view_for(session.state, 0, MODULE)
    for cmd in picks:
        words = MODULE.describe_command(cmd, view, 0).english()
        card = session.state.cards[cmd.pick]
        assert card.face_up  # a face-down Contacto is never named: its id would tell it
        assert words.endswith(f", naming {MODULE.card_name(card.catalog)}")
    assert session.submit(picks[0]).ok  # the engine takes what the dock offers
