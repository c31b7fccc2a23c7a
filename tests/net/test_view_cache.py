"""The host's zone-view cache gives exactly ``view_for`` of every seat after every command:
a rules-on VTES game between bots, and the free table's scripted commands (looks, reveals,
flips, undo) that change who may see what without moving a card."""

from __future__ import annotations

from vtt.core.model import OMNISCIENT, SPECTATOR
from vtt.core.views import view_for
from vtt.games.vtes.rules.bots import new_bot_game, play_out
from vtt.net.projection import ViewCache

from .conftest import new_session
from .net_script import step


def _check(cache: ViewCache, session, seats: set[int]) -> None:
    views = cache.views(session.state, seats, session.module)
    for seat in seats:
        assert views[seat] == view_for(session.state, seat, session.module), seat


def test_cache_equals_view_for_through_a_vtes_bot_game():
    session = new_bot_game(seed=5, seats=4, rounds=2)
    cache = ViewCache()
    seats = {0, 1, 2, 3, SPECTATOR, OMNISCIENT}
    played = play_out(session, max_commands=400, check=lambda _state: _check(cache, session, seats))
    assert played > 50


def test_cache_equals_view_for_when_only_knowledge_changes():
    session = new_session(seats=4, game="free")
    cache = ViewCache()
    for k in range(60):
        seat = k % 4
        session.submit(step(k, view_for(session.state, seat, session.module), seat))
        # a seat that stops watching and comes back must not get stale zones
        watched = {0, 1, 2, SPECTATOR} if k % 5 else {3, OMNISCIENT}
        _check(cache, session, watched)
