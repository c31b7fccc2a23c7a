"""Helpers of the VTES rules tests: a four-seat rules game of the Fifth Edition starters in
listed seating order (A -> B -> C -> D -> A: each one's prey is the next), and ways to
arrange a position (a vampire in play with blood, a given card in hand) that re-book the
token account so the invariants keep holding."""

from __future__ import annotations

import pytest

from vtt.core.module import GameSpec, SeatSpec
from vtt.core.session import Session
from vtt.core.table import move_card
from vtt.games import get_game
from vtt.games.vtes.layout import READY, zone
from vtt.games.vtes.rules import commands as K
from vtt.games.vtes.rules import played, tokens
from vtt.games.vtes.rules.data import PHASES, rules
from vtt.games.vtes.rules.invariants import assert_invariants
from vtt.games.vtes.rules.stages import decider

STARTERS = ("v5-pm", "v5-pn", "v5-pto", "v5-ptr")


class Table:
    """A rules game plus the arranging helpers.  The window in which the others may cancel
    a master card as it is played is off unless a test turns it on (``master_window=True``):
    a master card played here takes effect at once, as the tests of its effect expect."""

    def __init__(self, seats: int = 4, seed: int = 7, **options):
        self.module = get_game("vtes")
        opts = {"random_seating": False, "debug_invariants": True, "master_window": False}
        opts.update(options)
        self.spec = GameSpec(
            game="vtes",
            seed=seed,
            rules=True,
            options=opts,
            seats=[
                SeatSpec(name="ABCDEF"[i], deck="vtes:precon:" + STARTERS[i % 4])
                for i in range(seats)
            ],
        )
        self.session = Session(self.module.new_state(self.spec), self.module, self.spec)
        self._given: dict[int, int] = {}

    @property
    def state(self):
        return self.session.state

    @property
    def rules(self):
        return rules(self.state)

    @property
    def waits_for(self) -> dict:
        """The module's decision (``GameModule.decision``) as ``seat``, ``key`` and the
        English ``text``; empty once the game is over."""
        decision = self.module.decision(self.state)
        if decision is None:
            return {}
        # a referendum names every Methuselah not done voting; the first one here
        return {"seat": decision.seats[0], "key": decision.kind, "text": decision.message.english()}

    def ok(self, cmd):
        result = self.session.submit(cmd)
        assert result.ok, result.reason.english()
        assert_invariants(self.state)
        return result

    def refused(self, cmd) -> str:
        before = self.state.state_id
        result = self.session.submit(cmd)
        assert not result.ok, f"{cmd!r} was accepted"
        assert self.state.state_id == before
        return result.reason.english()

    def pass_to(self, seat: int):
        """The impulse holders before ``seat`` pass until ``seat`` holds the decision (at a
        block step, a Methuselah who may block declines by passing)."""
        for _ in range(len(self.state.seats) * 2):
            holder = decider(self.state).seat
            if holder == seat:
                return
            self.ok(K.Pass(seat=holder))
        raise AssertionError(f"seat {seat} never got the impulse")

    def pass_round(self):
        """Everybody passes until the step of the game changes (a priority round ends)."""
        step = self.step
        for _ in range(len(self.state.seats) * 2):
            self.ok(K.Pass(seat=decider(self.state).seat))
            if self.step != step:
                return
        raise AssertionError("the priority round did not end")

    @property
    def step(self):
        """The stage of the decision and the action's step (to tell a round has ended)."""
        action = self.rules["action"]
        return (
            decider(self.state).stage,
            action["stage"] if action else None,
            self.rules["combat"] is not None,
        )

    def to_phase(self, phase: str, seat: int | None = None):
        seat = self.state.turn.active if seat is None else seat
        while self.rules["phase"] != phase:
            self.ok(K.NextPhase(seat=seat))

    def pool(self, seat: int) -> int:
        return self.state.seats[seat].counters.get("pool", 0)

    def by_name(self, name: str):
        db = self.module_db()
        return next(c for c in db.cards.values() if c.name == name)

    @staticmethod
    def module_db():
        from vtt.games.vtes.cards import load_cards

        return load_cards()

    # -- arranging (direct state edits, then the token account is re-booked) --------------

    def rebook(self):
        r = self.rules
        r["tokens"] = tokens.table_tokens(self.state)
        r["total"] = r["tokens"] + r["bank"]

    def vampire(self, seat: int, blood: int, name: str | None = None, ready: bool = True):
        """A vampire of ``seat`` in its ready region with ``blood`` (the first uncontrolled
        one, renamed to the card ``name`` if given)."""
        state = self.state
        card = state.cards[state.seat_zone(seat, "uncontrolled").cards[0]]
        if name:
            card.catalog = self.by_name(name).catalog
        if ready:
            move_card(state, card, state.zones[zone(seat, READY)], face_up=True)
        card.counters = {"blood": blood} if blood else {}
        self.rebook()
        return card

    def in_hand(self, seat: int, name: str, index: int = 0):
        """Turn the card at ``index`` of ``seat``'s hand into ``name``."""
        card = self.state.cards[self.state.seat_zone(seat, "hand").cards[index]]
        card.catalog = self.by_name(name).catalog
        return card

    def given(self, seat: int, name: str, minion=None, superior: bool = False, x: int = 0):
        """The id of a card ``name`` that ``seat`` has just played (for ``minion``): a card
        of its hand turned into ``name`` and booked as played in the scope under way, the
        source an effect command names (no free effects), without arranging the moment of
        its play.  Each call takes the next card of the hand from its right end (:meth:`in_hand`
        takes them from the left)."""
        self._given[seat] = self._given.get(seat, 0) + 1
        card = self.in_hand(seat, name, index=-self._given[seat])
        minion_card = self.state.cards[minion] if isinstance(minion, int) else minion
        played.remember(self.state, seat, card, minion_card, superior=superior, x=x)
        return card.id

    def set_pool(self, seat: int, pool: int):
        self.state.seats[seat].counters["pool"] = pool
        self.rebook()


@pytest.fixture
def table():
    return Table()


@pytest.fixture
def not_run(monkeypatch):
    """``not_run(name)``: the engine leaves the card ``name``'s text to the players, as a
    card it does not run from its data (for the tests of cards applied by hand)."""
    from vtt.games.vtes.rules.effects import run

    def leave(name: str) -> None:
        catalog = Table.module_db().cards
        cid = next(c.catalog for c in catalog.values() if c.name == name)
        real = run.automated
        monkeypatch.setattr(run, "automated", lambda c: None if c == cid else real(c))

    return leave


__all__ = ["Table", "PHASES"]
