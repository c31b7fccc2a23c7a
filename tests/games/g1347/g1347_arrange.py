"""Helpers for the 1347 tests: build a table in a chosen situation and check the invariants.

``arrange`` only swaps cards between zones (every component stays on the table), so the
invariants still hold in an arranged game.
"""

from __future__ import annotations

from vtt.core.bots import play_bots
from vtt.core.commands import Command
from vtt.core.model import State
from vtt.core.module import GameSpec, SeatSpec
from vtt.core.session import Session
from vtt.games import get_game
from vtt.games.g1347 import rats
from vtt.games.g1347.catalog import CLASSES, kind_of
from vtt.games.g1347.engine import advance
from vtt.games.g1347.rules_state import PhaseB, PhaseC, PhaseD, PhaseE, load, store

MODULE = get_game("1347")
NAMES = ["Red", "Yellow", "Green", "Blue", "Purple", "Black"]


def new_game(
    n: int, seed: int = 1, rules: bool = True, bots: str = "", fast: bool = False, **options
) -> Session:
    """A new game; ``fast`` uses the session's fast path for bot runs
    (``restore_by_replay``)."""
    spec = GameSpec(
        game="1347",
        seats=[SeatSpec(name=NAMES[i], bot=bots) for i in range(n)],
        seed=seed,
        rules=rules,
        options=options,
    )
    return Session(MODULE.new_state(spec), MODULE, spec, restore_by_replay=fast)


def play_out(session: Session, check=None) -> list[Command]:
    """Let the bots play ``session`` to its end (or a person's decision), ``check(state)``
    after every command; returns the session's commands, which replay the game."""
    if check is not None:
        session.listeners.append(lambda entry: check(session.state))
    play_bots(session)
    return session.commands


def pending(state: State) -> dict | None:
    """The pending decision as a dict the examples compare: ``seat`` (the first to
    decide), ``kind``, the English ``text``, and ``seats`` while several answer at once."""
    decision = MODULE.decision(state) if state.rules else None
    if decision is None:
        return None
    msg = decision.message
    asked = {
        "seat": decision.seats[0],
        "kind": decision.kind,
        "text": msg.english(),
        "message": {"context": msg.context, "text": msg.text, "args": dict(msg.args)},
    }
    if decision.kind == "supply" and len(decision.seats) > 1:
        asked["seats"] = list(decision.seats)
    return asked


def decider(state: State) -> int:
    """The first seat that decides now."""
    return MODULE.deciders(state)[0]


def rat_total(state: State, seat: int) -> int:
    return rats.total(state, load(state.data).rat_extra, seat)


def gain_rats(state: State, seat: int, n: int) -> None:
    rules = load(state.data)
    rats.gain(state, rules.rat_extra, seat, n, [])
    state.data = store(rules)


_SOURCES = {
    "pop.deck",
    "pop.discard",
    "box",
    "bld.deck",
    "bld.reserve",
    "bld.discard",
    "sup.joker",
    "sup.sword",
    "sup.flute",
    "sup.safe",
    "sup.gold",
    "vp.supply",
}


def swap_in(state: State, zone_id: str, index: int, catalog: str, exclude: set[int]) -> int:
    """Put a card of ``catalog`` at ``index`` of ``zone_id`` by swapping it with the card there
    (or appending); the card is taken from anywhere but ``exclude``.  Returns its id."""
    zone = state.zones[zone_id]
    if index < len(zone.cards) and state.cards[zone.cards[index]].catalog == catalog:
        return zone.cards[index]
    found = next(
        c
        for c in state.cards.values()
        if c.catalog == catalog
        and c.id not in exclude
        and (c.zone in _SOURCES or (c.zone == zone_id and zone.cards.index(c.id) > index))
    )
    other_zone = state.zones[found.zone]
    pos = other_zone.cards.index(found.id)
    if index < len(zone.cards):
        here = state.cards[zone.cards[index]]
        home = state.zones[_home_of(here.catalog, other_zone.id)]
        if home is other_zone:
            other_zone.cards[pos] = here.id
        else:
            other_zone.cards.pop(pos)
            home.cards.insert(0, here.id)
        here.zone, here.face_up = home.id, home.face_up
        here.controller = home.owner
        zone.cards[index] = found.id
    else:
        other_zone.cards.pop(pos)
        zone.cards.append(found.id)
    found.zone, found.face_up = zone.id, zone.face_up
    found.controller = zone.owner
    return found.id


def set_zone(
    state: State, zone_id: str, catalogs: list[str], extra_to: str = "pop.deck"
) -> list[int]:
    """Make ``zone_id`` hold exactly ``catalogs`` (in order); its other cards go to ``extra_to``."""
    ids: list[int] = []
    for i, catalog in enumerate(catalogs):
        ids.append(swap_in(state, zone_id, i, catalog, set(ids)))
    zone = state.zones[zone_id]
    for cid in zone.cards[len(catalogs) :]:
        card = state.cards[cid]
        dst = state.zones[extra_to if kind_of(card.catalog) == "pop" else card_home(card.catalog)]
        dst.cards.insert(0, cid)
        card.zone, card.face_up, card.controller = dst.id, dst.face_up, dst.owner
    del zone.cards[len(catalogs) :]
    return ids


def _home_of(catalog: str, source: str) -> str:
    """Where a displaced card goes: where the swapped card came from, if it belongs there."""
    kind = kind_of(catalog)
    if kind == "pop":
        return source if source in ("pop.deck", "pop.discard") else "pop.deck"
    if kind == "building":
        return source if source.startswith(("bld.", "box")) else "box"
    return card_home(catalog)


def card_home(catalog: str) -> str:
    kind = kind_of(catalog)
    return {
        "joker": "sup.joker",
        "sword": "sup.sword",
        "flute": "sup.flute",
        "safe": "sup.safe",
        "gold": "sup.gold",
        "rat": "rat.supply",
        "vp": "vp.supply",
    }.get(kind, "box")


def set_rats(state: State, seat: int, value: int) -> None:
    """Give ``seat`` rats worth ``value`` (value-1 tokens after the 5s and 3s it can get)."""
    zone = state.zones[f"s{seat}.rats"]
    for cid in list(zone.cards):
        rats._move(state, cid, None, [])
    gain_rats(state, seat, value)


def pop(cls: str, i: int = 1) -> str:
    return f"p.{cls}.{i:02d}"


def force_row(state: State, catalogs: list[str]) -> None:
    """Replace this round's buildings by ``catalogs`` (swapped with the deck or the box)."""
    for slot, catalog in enumerate(catalogs):
        set_zone(state, f"row{slot + 1}", [catalog])


def restart_round_at_b(state: State, start: int = 0) -> None:
    """After arranging the row: restart phase B with ``start`` as the start player."""
    rules = load(state.data)
    rules.start = start
    state.tokens["start"].holder = start
    rules.steps = [PhaseB(), PhaseC(), PhaseD(), PhaseE()]
    state.data = store(rules)
    advance(state)


def skip_to_c(session: Session) -> None:
    """Everybody takes the first building's supply action (and looks at the first cards)."""
    while session.state.data["phase"] == "B":
        seat = decider(session.state)
        legal = MODULE.legal_commands(session.state, seat)
        assert session.submit(legal[0]).ok


def restart_c(state: State) -> None:
    """Restart phase C (after arranging hands)."""
    rules = load(state.data)
    rules.steps = [PhaseC(), PhaseD(), PhaseE()]
    state.data = store(rules)
    advance(state)


def submit(session: Session, cmd) -> None:
    result = session.submit(cmd)
    assert result.ok, result.reason.english()


def influence(state: State, seat: int, cls: str) -> int:
    return state.seats[seat].counters[cls]


def hand_catalogs(state: State, seat: int) -> list[str]:
    return [state.cards[c].catalog for c in state.zones[f"s{seat}.hand"].cards]


# -- the invariants of rules §11 ------------------------------------------------------------------


_RAT = {"rat.1": 1, "rat.3": 3, "rat.5": 5}


class Invariants:
    """Checks every invariant after each command of a game; keeps what it must compare.

    It counts by zones and scans only the cards of hands and played areas, so that checking
    after every command of hundreds of games stays fast."""

    KINDS = {
        "pop": 84,
        "joker": 15,
        "sword": 12,
        "flute": 12,
        "safe": 12,
        "gold": 15,
        "building": 60,
        "rat": 50,
        "vp": 20,
        "disc": 40,
    }

    def __init__(self, state: State):
        n = self.n = len(state.seats)
        kinds: dict[str, int] = {}
        for card in state.cards.values():
            kinds[kind_of(card.catalog)] = kinds.get(kind_of(card.catalog), 0) + 1
        assert kinds == self.KINDS
        self.total = len(state.cards)
        self.nun_ids = list(state.zones["nuns"].cards)
        self.reserve = len(state.zones["bld.reserve"].cards)
        self.influence = [[0] * 6 for _ in range(n)]
        self.round = state.data["round"]
        self.start = state.data["start"]
        self.held = [f"s{s}.{k}" for s in range(n) for k in ("hand", "played")]
        self.rows = [z for z in ("row1", "row2", "row3") if z in state.zones]
        self.stacks = {
            k: len(state.zones[f"sup.{k}"].cards)
            for k in ("joker", "sword", "flute", "safe", "gold")
        }
        self.box = list(state.zones["box"].cards)  # unused buildings and stacks never move
        self.rat_zones = ["rat.supply"] + [f"s{s}.rats" for s in range(n)]
        self.rat_value = self.rats(state)
        for zid in self.held:
            for cid in state.zones[zid].cards:
                catalog = state.cards[cid].catalog
                if catalog in self.stacks:
                    self.stacks[catalog] += 1

    def rats(self, state: State) -> int:
        cards = state.cards
        return sum(_RAT[cards[c].catalog] for z in self.rat_zones for c in state.zones[z].cards)

    def __call__(self, state: State) -> None:
        zones, cards = state.zones, state.cards
        assert sum(len(z.cards) for z in zones.values()) == self.total == len(cards)
        held: dict[str, int] = {}
        for zid in self.held:
            for cid in zones[zid].cards:
                card = cards[cid]
                assert card.zone == zid
                kind = kind_of(card.catalog)
                held[kind] = held.get(kind, 0) + 1
                # 10. nothing but population, jokers, Swords and Flutes is ever played
                if zid.endswith(".played"):
                    assert kind in ("pop", "joker", "sword", "flute")
        # 1. population cards: deck + discards + hands + Nun row + played = 84
        assert (
            len(zones["pop.deck"].cards)
            + len(zones["pop.discard"].cards)
            + len(zones["nuns"].cards)
            + held.get("pop", 0)
            == 84
        )
        # 2. the Nun row never changes
        assert zones["nuns"].cards == self.nun_ids
        # 3. supplies: stack (+ box) + hands + played = initial count
        for kind, count in self.stacks.items():
            assert len(zones[f"sup.{kind}"].cards) + held.get(kind, 0) == count
        assert zones["box"].cards == self.box
        # 4. buildings: 30 in play, the reserve's size fixed
        in_play = sum(len(zones[z].cards) for z in ("bld.deck", "bld.reserve", "bld.discard"))
        on_row = discs = 0
        for z in self.rows:
            for c in zones[z].cards:
                if cards[c].catalog[0] == "b":
                    on_row += 1
                else:
                    discs += 1
        assert in_play + on_row == 30
        assert len(zones["bld.reserve"].cards) == self.reserve
        # 6. rats: the value is conserved (nobody can hold less than nothing)
        assert self.rats(state) == self.rat_value
        self.check_influence(state)
        self.check_round(state, discs)

    def check_influence(self, state: State) -> None:
        """7. influence markers never go back."""
        for s in range(self.n):
            counters = state.seats[s].counters
            for i, cls in enumerate(CLASSES):
                assert counters[cls] >= self.influence[s][i]
                self.influence[s][i] = counters[cls]

    def check_round(self, state: State, discs: int) -> None:
        rules = load(state.data)
        # 8. one disc per entrant on the buildings; none left after phase E
        if rules.phase in ("B", "end"):
            assert discs == 0
        else:
            assert discs == sum(len(e) for e in rules.entries)
        # 12. the start player moves one seat to the left per round
        if rules.round != self.round:
            assert rules.round == self.round + 1
            assert rules.start == (self.start + 1) % self.n
            self.round, self.start = rules.round, rules.start
        assert state.tokens["start"].holder == rules.start
        # 5. the game ends after the right number of rounds, with the building deck empty
        if rules.phase == "end":
            assert rules.round == rules.rounds
            assert not state.zones["bld.deck"].cards
