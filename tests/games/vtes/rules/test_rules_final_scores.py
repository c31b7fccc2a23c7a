"""The score screen of a rules-enforced VTES game appears once the game is over."""

from vtt.core.bots import play_bots
from vtt.core.module import GameSpec, SeatSpec
from vtt.core.session import Session
from vtt.games import get_game


def test_final_scores_only_when_the_game_is_over():
    module = get_game("vtes")
    spec = GameSpec(
        game="vtes",
        seed=3,
        rules=True,
        options={"random_seating": False, "time_limit_rounds": 1},
        seats=[SeatSpec(name=n, bot="random") for n in "ABCD"],
    )
    session = Session(module.new_state(spec), module, spec)
    assert module.final_scores(session.state) is None
    play_bots(session)
    assert session.state.data["rules"]["phase"] == "over"
    sheet = module.final_scores(session.state)
    assert sheet is not None and len(sheet.rows) == 3
    assert all(len(row.values) == 4 for row in sheet.rows)
