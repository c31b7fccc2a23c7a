"""The round of 1347 (rules §3-6) as a queue of typed steps (:mod:`.rules_state`).

Automatic steps (draw the buildings, resolve a building, clean up...) run at once; a
*decision* step (choose a supply, enter a building, play a card, give a card, look at a
nun...) stops the queue until a seat answers it with one of the module's commands
(:mod:`.answers`).  Keeping the whole flow as data in the state is what makes games save,
replay and undo like any other table, and lets ``legal_commands`` list exactly what the
pending decision allows.

An :class:`Engine` is one command's worth of work: it reads the typed rules state from
``state.data`` when it is made and writes it back with :meth:`Engine.store`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...core import events as E
from ...core.messages import QT_TRANSLATE_NOOP, Message
from ...core.model import PUBLIC, Card, State
from ...core.rng import Rng
from ...core.scores import ScoreSheet
from ...core.table import move_card
from . import rats
from . import rules_state as R
from .catalog import CLASSES, building_type, class_of, kind_of
from .faces import ACTIONS, CLASS_NAMES
from .table import DISC_STEP, ROW_Y, SLOTS, SUPPLIES, disc_places

PLAYABLE = ("pop", "joker", "sword", "flute")

# the sentence that asks for each decision (``choose`` by what is being chosen)
TEXTS = {
    "supply": QT_TRANSLATE_NOOP("G1347", "{name}: choose the supply action of one building."),
    "look": QT_TRANSLATE_NOOP("G1347", "{name}: look at a card of the Nun row ({n} left)."),
    "enter": QT_TRANSLATE_NOOP("G1347", "{name}: enter a building, or play a Safe-conduct."),
    "play": QT_TRANSLATE_NOOP("G1347", "{name}: play cards face down, then say you are done."),
    "choose_sword": QT_TRANSLATE_NOOP(
        "G1347", "{name}: choose who gives you half their hand (Sword)."
    ),
    "choose_flute": QT_TRANSLATE_NOOP("G1347", "{name}: choose who receives your rat (Flute)."),
    "give": QT_TRANSLATE_NOOP("G1347", "{name}: give {n} more card(s) of your hand to {to}."),
    "hospital": QT_TRANSLATE_NOOP(
        "G1347",
        "{name}: discard up to {n} hand card(s) to discard as many rats, or say you are done.",
    ),
}
NOTES = {
    "round": QT_TRANSLATE_NOOP("G1347", "Round {round} of {rounds} begins."),
    "replaced": QT_TRANSLATE_NOOP(
        "G1347", "All drawn buildings were the same: the last one was replaced from the reserve."
    ),
    "influence": QT_TRANSLATE_NOOP("G1347", "{name} gains {n} influence in {cls}."),
    "rats": QT_TRANSLATE_NOOP("G1347", "{name} takes {n} rat(s)."),
    "revealed": QT_TRANSLATE_NOOP(
        "G1347", "{name}'s {played_cards} at the {building_card}: +{n} {cls}."
    ),
    "revealed_rats": QT_TRANSLATE_NOOP(
        "G1347",
        "{name}'s {played_cards} at the {building_card}: +{n} {cls}, {rats} rat(s).",
    ),
    "revealed_none": QT_TRANSLATE_NOOP("G1347", "{name} played no cards at the {building_card}."),
    "preferred": QT_TRANSLATE_NOOP(
        "G1347", "{name} has the most cards at the {building_card}, preferred action: {action}"
    ),
    "normal": QT_TRANSLATE_NOOP("G1347", "{name} at the {building_card}, normal action: {action}"),
    "most_sword": QT_TRANSLATE_NOOP(
        "G1347", "{name} has the most Swords at the {building_card}: Sword majority."
    ),
    "most_flute": QT_TRANSLATE_NOOP(
        "G1347", "{name} has the most Flutes at the {building_card}: Flute majority."
    ),
    "bonus": QT_TRANSLATE_NOOP(
        "G1347", "Final round: {name} gains 1 extra influence in {cls} instead of the action."
    ),
    "flute": QT_TRANSLATE_NOOP("G1347", "Flute: {to} receives a rat from {name}."),
    "end": QT_TRANSLATE_NOOP("G1347", "The game is over: the Nun row and the rats are revealed."),
    "scored": QT_TRANSLATE_NOOP("G1347", "{name} scores {points}: {why}."),
    "scored_class": QT_TRANSLATE_NOOP("G1347", "{name} scores {points} for influence in {cls}."),
    "won": QT_TRANSLATE_NOOP("G1347", "{names} wins with {points} points."),
    "nobody": QT_TRANSLATE_NOOP("G1347", "Nobody wins."),
}
#: the specials of §5 that resolve against each other, with their place in a seat's counts
_SPECIALS: tuple[tuple[R.Special, int], ...] = (("sword", 1), ("flute", 2))
#: building type -> the stack its action takes from (two cards preferred, one normal)
_TAKES = {
    "market": "joker",
    "office": "safe",
    "castle": "sword",
    "piper": "flute",
    "treasury": "gold",
    "palace": "vp",
}


def decision_message(state: State, step: R.DecisionStep, seats: tuple[int, ...]) -> Message:
    """The sentence asking ``seats`` for the pending decision ``step``, made now from the
    typed state (never stored)."""
    names = state.seats
    args: dict[str, Any] = {"name": names[seats[0]].name}
    key = R.step_kind(step)
    if isinstance(step, R.ChooseStep):
        key = "choose_" + step.what
    if isinstance(step, (R.LookStep, R.GiveStep, R.HospitalStep)):
        args["n"] = step.n
    if isinstance(step, R.GiveStep):
        args["to"] = names[step.to].name
    return TEXTS[key].with_args(**args)


class Engine:
    """One command's worth of work on ``state``; ``events`` collects what happened."""

    def __init__(self, state: State, reading: bool = False):
        """``reading``: the engine only answers questions (legal commands, checks) and
        shares the record :func:`.rules_state.peek` gives instead of a copy of its own."""
        self.state = state
        self.r = R.peek(state.data) if reading else R.load(state.data)
        self.n = len(state.seats)
        self.events: list[E.Event] = []
        self.auto_ran = False

    def store(self) -> None:
        """Write the typed rules state back into ``state.data`` (the command is done)."""
        self.state.data = R.store(self.r)

    # -- small helpers ---------------------------------------------------------------------

    def note(self, key: str, **args: Any) -> None:
        msg = NOTES[key]
        self.events.append(E.ModuleEvent(key=msg.text, args=args))

    def name(self, seat: int) -> str:
        return self.state.seats[seat].name

    def order(self) -> list[int]:
        start = self.r.start
        return [(start + i) % self.n for i in range(self.n)]

    def move(self, card: Card, zone: str, **kw: Any) -> None:
        self.events.append(move_card(self.state, card, self.state.zones[zone], **kw))

    def hand(self, seat: int) -> list[int]:
        return self.state.zones[f"s{seat}.hand"].cards

    def building(self, slot: int) -> Card | None:
        zone = self.state.zones.get(SLOTS[slot])
        if zone is None:
            return None
        for cid in zone.cards:
            card = self.state.cards[cid]
            if card.catalog[0] == "b":
                return card
        return None

    def building_at(self, slot: int) -> str:
        """The catalogue id of the building of ``slot`` (one the queue knows is there)."""
        card = self.building(slot)
        assert card is not None, f"no building in slot {slot}"
        return card.catalog

    def slots(self) -> list[int]:
        return [i for i in range(len(SLOTS)) if self.building(i) is not None]

    def unknown_nuns(self, seat: int) -> list[int]:
        cards = self.state.cards
        return [
            i
            for i, cid in enumerate(self.state.zones["nuns"].cards)
            if seat not in cards[cid].known_to
        ]

    def draw_pop(self, seat: int, n: int) -> None:
        z = self.state.zones
        for _ in range(n):
            if not z["pop.deck"].cards:
                self.reshuffle()
                if not z["pop.deck"].cards:
                    return
            self.move(self.state.cards[z["pop.deck"].cards[0]], f"s{seat}.hand")

    def reshuffle(self) -> None:
        """The discards become the new deck: shuffled first, ids minted in the new order."""
        cards = list(self.state.zones["pop.discard"].cards)
        Rng(self.state.rng).shuffle(cards)
        for cid in cards:
            self.move(self.state.cards[cid], "pop.deck", bottom=True)
        self.events.append(E.Shuffled(zone="pop.deck"))

    def take(self, seat: int, kind: str, n: int) -> None:
        """Take up to ``n`` cards of a face-up stack (an empty stack gives nothing)."""
        zone = "vp.supply" if kind == "vp" else SUPPLIES[kind]
        dst = f"s{seat}.vps" if kind == "vp" else f"s{seat}.hand"
        for _ in range(n):
            cards = self.state.zones[zone].cards
            if not cards:
                return
            self.move(self.state.cards[cards[0]], dst, face_up=True)

    def return_card(self, card: Card) -> None:
        """A played or discarded card goes home: population to the discards, others to their
        stack."""
        kind = kind_of(card.catalog)
        self.move(card, "pop.discard" if kind == "pop" else SUPPLIES[kind], face_up=True)

    def gain_rats(self, seat: int, n: int) -> None:
        rats.gain(self.state, self.r.rat_extra, seat, n, self.events)

    def discard_rats(self, seat: int, n: int) -> None:
        rats.discard(self.state, self.r.rat_extra, seat, n, self.events)

    def influence(self, seat: int, cls: str, n: int, say: bool = True) -> None:
        """Move a marker ``n`` steps; it lands on top of the markers already on that space
        (R-D-05).  ``say``: log it on its own (a revealed building says it with its cards)."""
        if n <= 0:
            return
        self.state.seats[seat].counters[cls] += n
        self.r.stamp += 1
        self.r.arrive[cls][seat] = self.r.stamp
        if say:
            self.note("influence", name=self.name(seat), n=n, cls=CLASS_NAMES[cls].text)
        self.place_discs(cls)

    def place_discs(self, cls: str) -> None:
        """Lay the discs of ``cls`` on the board in rank order (see :func:`.table.disc_places`)."""
        state = self.state
        discs = [state.cards[cid] for cid in state.zones["board"].cards]
        owned = [(card, card.owner) for card in discs if card.label == cls]
        ranks = [
            (owner, state.seats[owner].counters[cls], self.r.arrive[cls][owner])
            for _, owner in owned
            if owner is not None
        ]
        places = disc_places(CLASSES.index(cls), ranks)
        for card, owner in owned:
            if owner is not None:
                card.x, card.y = places[owner]
                card.counters = {"influence": state.seats[owner].counters[cls]}

    def pop_step(self) -> None:
        self.r.steps.pop(0)

    def push(self, *steps: R.Step, at: int = 0) -> None:
        self.r.steps[at:at] = list(steps)

    # -- the queue -------------------------------------------------------------------------

    def advance(self) -> None:
        """Run automatic steps until a decision is needed or the game ends; the seat that
        decides becomes the active seat."""
        steps = self.r.steps
        while steps:
            step = steps[0]
            if isinstance(step, R.DECISION_STEPS):
                if self.needs_answer(step):
                    self.state.turn.active = step.deciders(self.r)[0]
                    self.state.turn.phase = self.r.phase
                    return
                steps.pop(0)
                continue
            steps.pop(0)
            self.auto_ran = True
            self._RUN[type(step)](self, step)
        self.state.turn.active = self.r.start

    def needs_answer(self, step: R.DecisionStep) -> bool:
        """Whether a decision step has anything to decide (else it is skipped)."""
        if isinstance(step, R.LookStep):
            return step.n > 0 and bool(self.unknown_nuns(step.seat))
        if isinstance(step, R.EnterStep):
            return bool(self.r.queue)
        if isinstance(step, R.PlayStep):
            return any(
                kind_of(self.state.cards[c].catalog) in PLAYABLE for c in self.hand(step.seat)
            )
        if isinstance(step, R.GiveStep):
            if step.n is None:  # a Sword: half the hand when the giving starts (§5.1)
                step.n = len(self.hand(step.seat)) // 2
            return step.n > 0 and bool(self.hand(step.seat))
        if isinstance(step, R.HospitalStep):
            return (
                step.n > 0
                and bool(self.hand(step.seat))
                and rats.total(self.state, self.r.rat_extra, step.seat) > 0
            )
        return True

    # -- automatic steps -----------------------------------------------------------------------

    def run_round(self, step: R.RoundStep) -> None:
        r = self.r
        r.round += 1
        r.phase = "A"
        r.entries, r.order, r.queue = [], [], []
        r.gained = [0] * self.n
        r.pref2 = None
        self.state.turn.number = r.round
        self.note("round", round=r.round, rounds=r.rounds)
        self.phase_a()
        self.push(R.PhaseB(), R.PhaseC(), R.PhaseD(), R.PhaseE())

    def phase_a(self) -> None:
        """R-A-01: draw 2 or 3 buildings; R-E-04: the round that empties the deck is the
        final one."""
        state = self.state
        count = 3 if self.n >= 4 else 2
        deck = state.zones["bld.deck"]
        for i in range(count):
            if deck.cards:
                self.move(state.cards[deck.cards[0]], SLOTS[i], face_up=True, x=0.0, y=ROW_Y)
        self.replace_identical(count)
        self.r.final = not deck.cards

    def replace_identical(self, count: int) -> None:
        """R-A-02: while all drawn buildings are the same building, replace the last one by
        the reserve's top card (the replaced one goes under the reserve).  The loop stops
        after one full turn of the reserve, which the rulebook does not foresee (§13 A-17)."""
        state = self.state
        reserve = state.zones["bld.reserve"]
        drawn = [self.building(i) for i in range(count)]
        tries = 0
        while (
            all(drawn)
            and len({building_type(c.catalog) for c in drawn if c}) == 1
            and tries < len(reserve.cards)
        ):
            last = drawn[-1]
            assert last is not None
            self.move(last, "bld.reserve", bottom=True, face_up=False)
            self.move(state.cards[reserve.cards[0]], SLOTS[count - 1], face_up=True, x=0.0, y=ROW_Y)
            drawn[-1] = self.building(count - 1)
            tries += 1
            self.note("replaced")

    def run_phase_b(self, step: R.PhaseB) -> None:
        """R-B-01, R-B-03: every seat chooses a supply, in turn or all at once."""
        self.r.phase = "B"
        if self.r.simultaneous:
            self.push(R.SupplyStep(seats=self.order()))
        else:
            self.push(*[R.SupplyStep(seat=s) for s in self.order()])

    def run_phase_c(self, step: R.PhaseC) -> None:
        """R-C-01: the seats enter clockwise from the start player."""
        r = self.r
        r.phase = "C"
        r.queue = self.order()
        r.entries = [[] for _ in self.slots()]
        r.order = []
        self.push(R.EnterStep())

    def popj(self, seat: int) -> int:
        cards = self.state.cards
        return sum(
            1
            for cid in self.state.zones[f"s{seat}.played"].cards
            if kind_of(cards[cid].catalog) in ("pop", "joker")
        )

    def run_phase_d(self, step: R.PhaseD) -> None:
        """R-D-01: the buildings resolve in row order; R-2P-02: with two players one seat
        performs the round's preferred action (ties: the first disc placed)."""
        r = self.r
        r.phase = "D"
        if self.n == 2 and r.order:
            best = max(self.popj(s) for s in r.order)
            r.pref2 = next(s for s in r.order if self.popj(s) == best)
        r.watch = [
            seat
            for slot, seats in enumerate(r.entries)
            if building_type(self.building_at(slot)) == "watchtower"
            for seat in seats
        ]
        self.push(*[R.ResolveStep(slot=s) for s in self.slots()])

    def run_resolve(self, step: R.ResolveStep) -> None:
        """Step a of phase D (R-D-01..04), then the queue of its Sword, Flute and action
        steps."""
        entrants = self.r.entries[step.slot]
        building = self.building_at(step.slot)
        cls = class_of(building)
        counts = {seat: self.reveal(seat, building) for seat in entrants}
        queue = self.specials(entrants, counts, building)
        queue += self.actions(step.slot, cls, entrants, counts)
        queue.append(R.CleanupStep(slot=step.slot))
        self.push(*queue)

    def reveal(self, seat: int, building: str) -> tuple[int, int, int]:
        """R-D-01..03: the seat's played cards turn face up; it gains influence for its
        population cards and jokers and a rat per population card of another class.
        Returns its (population + jokers, Swords, Flutes)."""
        state = self.state
        cls = class_of(building)
        played = state.zones[f"s{seat}.played"].cards
        tally = {"pop": 0, "joker": 0, "sword": 0, "flute": 0}
        off = 0
        for cid in played:
            card = state.cards[cid]
            card.face_up = True
            kind = kind_of(card.catalog)
            tally[kind] = tally.get(kind, 0) + 1
            off += kind == "pop" and class_of(card.catalog) != cls
        self.events.append(
            E.Revealed(
                seat=seat,
                zone=f"s{seat}.played",
                cards=list(played),
                catalogs=[state.cards[c].catalog for c in played],
            )
        )
        popj = tally["pop"] + tally["joker"]
        self.r.gained[seat] = popj
        self.influence(seat, cls, popj, say=False)
        said: dict[str, Any] = {"name": self.name(seat), "building_card": building}
        if not played:
            self.note("revealed_none", **said)
        else:
            said.update(played_cards=[state.cards[c].catalog for c in played], n=popj)
            said["cls"] = CLASS_NAMES[cls].text
            self.note("revealed_rats" if off else "revealed", **said, rats=off)
        if off:
            self.gain_rats(seat, off)
        return popj, tally["sword"], tally["flute"]

    def specials(
        self, entrants: list[int], counts: dict[int, tuple[int, int, int]], building: str
    ) -> list[R.Step]:
        """§5.1 Sword, §5.2 Flute: most beats fewest; a tie for fewest lets the winner
        choose (a tie for most, or no difference, does nothing)."""
        queue: list[R.Step] = []
        for what, index in _SPECIALS:
            values = [counts[s][index] for s in entrants]
            if len(set(values)) <= 1:
                continue
            winner = entrants[values.index(max(values))]
            self.note("most_" + what, name=self.name(winner), building_card=building)
            losers = [s for s, v in zip(entrants, values, strict=True) if v == min(values)]
            if len(losers) > 1:
                queue.append(R.ChooseStep(seat=winner, what=what, options=losers))
            elif what == "sword":
                queue.append(R.GiveStep(seat=losers[0], to=winner, n=None))
            else:
                queue.append(R.FluteStep(seat=winner, to=losers[0]))
        return queue

    def actions(
        self, slot: int, cls: str, entrants: list[int], counts: dict[int, tuple[int, int, int]]
    ) -> list[R.Step]:
        """R-D-06, R-D-07, R-D-09: the preferred action first, then the normal ones in entry
        order; R-FIN-01: in the final round only the preferred player's extra influence."""
        preferred = self.preferred(entrants, counts)
        if self.r.final:
            return [] if preferred is None else [R.BonusStep(seat=preferred, cls=cls)]
        queue: list[R.Step] = []
        if preferred is not None:
            queue.append(R.ActStep(seat=preferred, slot=slot, pref=True))
        queue += [R.ActStep(seat=s, slot=slot, pref=False) for s in entrants if s != preferred]
        return queue

    def preferred(self, entrants: list[int], counts: dict[int, tuple[int, int, int]]) -> int | None:
        """Most population cards + jokers; ties to the first entrant (R-D-06); with two
        players, only the round's one preferred player (R-2P-02)."""
        if not entrants:
            return None
        if self.n == 2:
            pref = self.r.pref2
            return pref if pref in entrants else None
        best = max(counts[s][0] for s in entrants)
        return next(s for s in entrants if counts[s][0] == best)

    def run_flute(self, step: R.FluteStep) -> None:
        rats.transfer(self.state, self.r.rat_extra, step.seat, step.to, self.events)
        self.note("flute", name=self.name(step.seat), to=self.name(step.to))

    def run_bonus(self, step: R.BonusStep) -> None:
        self.note("bonus", name=self.name(step.seat), cls=CLASS_NAMES[step.cls].text)
        self.influence(step.seat, step.cls, 1)

    def run_act(self, step: R.ActStep) -> None:
        """Step b: one building action (preferred or normal) of one player (§4)."""
        building = self.building_at(step.slot)
        btype = building_type(building)
        key = "preferred" if step.pref else "normal"
        action = ACTIONS[btype][0 if step.pref else 1].text
        self.note(key, name=self.name(step.seat), building_card=building, action=action)
        if btype in _TAKES:
            self.take(step.seat, _TAKES[btype], 2 if step.pref else 1)
        elif btype in self._ACTIONS:
            self._ACTIONS[btype](self, step.seat, step.pref)

    def act_farm(self, seat: int, pref: bool) -> None:
        self.draw_pop(seat, 4 if pref else 2)

    def act_brewery(self, seat: int, pref: bool) -> None:
        gained = self.r.gained[seat]
        self.draw_pop(seat, gained if pref else gained // 2)

    def act_monastery(self, seat: int, pref: bool) -> None:
        self.discard_rats(seat, 2 if pref else 1)

    def act_hospital(self, seat: int, pref: bool) -> None:
        if pref:
            self.discard_rats(seat, 1)
        self.push(R.HospitalStep(seat=seat, n=3 if pref else 2))

    def act_fortune(self, seat: int, pref: bool) -> None:
        self.push(R.LookStep(seat=seat, n=2 if pref else 1))

    def act_watchtower(self, seat: int, pref: bool) -> None:
        """Every player outside all Watchtowers whose hand is at least as big as the actor's
        gives 3 cards (all if fewer).  Hand sizes are compared once, when the action starts,
        and the victims give clockwise from the actor (our reading of §13 A-4).  The normal
        action does nothing."""
        if not pref:
            return
        mine = len(self.hand(seat))
        watch = self.r.watch or []
        gives: list[R.Step] = []
        for i in range(1, self.n):
            victim = (seat + i) % self.n
            size = len(self.hand(victim))
            if victim not in watch and size >= mine and size:
                gives.append(R.GiveStep(seat=victim, to=seat, n=min(3, size)))
        self.push(*gives)

    _ACTIONS: dict[str, Callable[[Engine, int, bool], None]] = {
        "farm": act_farm,
        "brewery": act_brewery,
        "monastery": act_monastery,
        "hospital": act_hospital,
        "fortune": act_fortune,
        "watchtower": act_watchtower,
    }

    def run_cleanup(self, step: R.CleanupStep) -> None:
        """R-D-11: played population cards to the discards, jokers and specials to their
        stacks."""
        state = self.state
        for seat in self.r.entries[step.slot]:
            for cid in list(state.zones[f"s{seat}.played"].cards):
                self.return_card(state.cards[cid])

    def run_phase_e(self, step: R.PhaseE) -> None:
        """R-E-01..04: discs home, buildings discarded, the start player passes left; then
        the next round or the end."""
        state, r = self.state, self.r
        r.phase = "E"
        for zone_id in SLOTS:
            zone = state.zones.get(zone_id)
            for cid in list(zone.cards) if zone is not None else []:
                self.clear_space(state.cards[cid])
        r.start = (r.start + 1) % self.n
        state.tokens["start"].holder = r.start
        self.events.append(E.TokenPassed(token="start", to=r.start))
        self.push(R.EndStep() if r.final else R.RoundStep())

    def clear_space(self, card: Card) -> None:
        """A building of the row goes to the used buildings, a disc back to its owner."""
        if card.catalog[0] == "b":
            self.move(card, "bld.discard", face_up=True)
            return
        spare = self.state.zones[f"s{card.owner}.discs"]
        self.move(card, spare.id, x=len(spare.cards) * DISC_STEP, y=ROW_Y)

    def run_end(self, step: R.EndStep) -> None:
        """Rules §8: rats and the Nun row are revealed; the score sheet is final_scores()."""
        state = self.state
        self.r.phase = "end"
        for zid in ["nuns"] + [f"s{s}.rats" for s in range(self.n)]:
            zone = state.zones[zid]
            zone.visibility = PUBLIC
            for cid in zone.cards:
                state.cards[cid].face_up = True
        self.note("end")
        from .scoring import score_sheet  # scoring reads the finished table

        sheet = score_sheet(state, self.r)
        self.r.winners = list(sheet.winners)
        self.r.totals = list(sheet.totals)
        self.say_scores(sheet)

    def say_scores(self, sheet: ScoreSheet) -> None:
        """The log says what each player scored and why, then the sheet's notes (the plague,
        the tie-breaks) and who won."""
        for row in sheet.rows:
            for seat, points in enumerate(row.values if row.counted else ()):
                if not points:
                    continue
                if "cls" in row.label.args:
                    cls = row.label.args["cls"]
                    self.note("scored_class", name=self.name(seat), points=points, cls=cls)
                else:
                    self.note("scored", name=self.name(seat), points=points, why=row.label.text)
        for message in sheet.notes:
            self.events.append(E.ModuleEvent(key=message.text, args=dict(message.args)))
        if sheet.winners:
            names = ", ".join(self.name(s) for s in sheet.winners)
            self.note("won", names=names, points=sheet.totals[sheet.winners[0]])
        else:
            self.note("nobody")

    _RUN: dict[type, Callable[[Engine, Any], None]] = {
        R.RoundStep: run_round,
        R.PhaseB: run_phase_b,
        R.PhaseC: run_phase_c,
        R.PhaseD: run_phase_d,
        R.PhaseE: run_phase_e,
        R.ResolveStep: run_resolve,
        R.FluteStep: run_flute,
        R.BonusStep: run_bonus,
        R.ActStep: run_act,
        R.CleanupStep: run_cleanup,
        R.EndStep: run_end,
    }


def advance(state: State) -> list[E.Event]:
    """Run the queue of ``state`` up to the next decision (set-up, tests arranging a
    table); returns the events."""
    eng = Engine(state)
    eng.advance()
    eng.store()
    return eng.events
