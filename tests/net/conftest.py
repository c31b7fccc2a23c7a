"""Helpers for the LAN tests: a host on 127.0.0.1 and clients in the same event loop."""

from __future__ import annotations

import pytest
import shiboken6

from vtt.core.module import GameSpec, SeatSpec
from vtt.core.session import Session
from vtt.core.views import view_for
from vtt.games import get_game
from vtt.net.client import NetClient
from vtt.net.host import HostOptions, HostServer

NAMES = ["Ana", "Bruno", "Carla", "Dario", "Elena", "Fer"]


def new_session(seats: int = 4, seed: int = 1347, game: str = "free") -> Session:
    module = get_game(game)
    spec = GameSpec(game=game, seats=[SeatSpec(name=NAMES[i]) for i in range(seats)], seed=seed)
    return Session(module.new_state(spec), module, spec)


class Table:
    """A host and its clients, with waits that fail after a few seconds."""

    def __init__(self, qtbot, session: Session, **options):
        self.qtbot = qtbot
        self.session = session
        options.setdefault("auto_start", True)
        self.host = HostServer(session, HostOptions(**options))
        assert self.host.listen("127.0.0.1", 0)
        self.clients: list[NetClient] = []

    def client(
        self,
        name: str = "x",
        seat: int | None = None,
        spectate: bool = False,
        password: str = "",
        wait: bool = True,
        **kw,
    ) -> NetClient:
        c = NetClient(name, password, **kw)
        self.clients.append(c)
        c.connect_to("127.0.0.1", self.host.port(), seat=seat, spectate=spectate)
        if wait:
            self.qtbot.waitUntil(lambda: c.view is not None, timeout=5000)
        return c

    def act(self, client: NetClient, cmd, accepted: bool = True) -> None:
        """Send ``cmd`` from ``client``; wait until the host applied it (or refused it), then
        check every mirror."""
        before = self.session.state.state_id
        refusals = []
        client.rejected.connect(refusals.append)
        client.send_command(cmd)
        self.qtbot.waitUntil(
            lambda: self.session.state.state_id > before or bool(refusals), timeout=5000
        )
        client.rejected.disconnect(refusals.append)
        assert (not refusals) == accepted, refusals
        self.assert_mirrors()

    def settle(self) -> None:
        """Wait until every online client mirrors the host's current state."""
        sid = self.session.state.state_id
        online = [c for c in self.clients if c.status == "online" and c.view is not None]
        self.qtbot.waitUntil(lambda: all(c.view.state_id == sid for c in online), timeout=5000)

    def assert_mirrors(self) -> None:
        self.settle()
        for c in self.clients:
            if c.status == "online" and c.view is not None:
                assert c.view == view_for(self.session.state, c.seat, self.session.module), c.name

    def close(self) -> None:
        for c in self.clients:
            if shiboken6.isValid(c):  # a RemoteController may have taken and deleted it
                c.leave()
        self.host.close()


@pytest.fixture
def table(qtbot):
    made = []

    def make(session: Session | None = None, **options) -> Table:
        t = Table(qtbot, session or new_session(), **options)
        made.append(t)
        return t

    yield make
    for t in made:
        t.close()


def nob_session(seed: int = 5, seats: int = 5) -> Session:
    """A Nights of Blood rules game in BANG! mode, its seats unnamed as ``vtt serve`` makes
    them."""
    module = get_game("nob")
    spec = GameSpec(
        game="nob",
        seats=[SeatSpec(name="") for _ in range(seats)],
        seed=seed,
        rules=True,
        options={"mode": "bang"},
    )
    return Session(module.new_state(spec), module, spec)
