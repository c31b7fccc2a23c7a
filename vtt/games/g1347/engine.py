"""The round of 1347 (rules §3-6) as a queue of steps kept in ``state.data["steps"]``.

Each step is a small dict.  Automatic steps (draw the buildings, resolve a building, clean
up...) run at once; a *decision* step (choose a supply, enter a building, play a card, give
a card, look at a nun...) stops the queue and becomes ``state.data["pending"]`` until the
seat answers with one of the module's commands.  Keeping the whole flow as data in the state
is what makes games save, replay and undo like any other table, and lets ``legal_commands``
list exactly what the pending decision allows.
"""

from __future__ import annotations

from typing import Any

from ...core import events as E
from ...core.messages import QT_TRANSLATE_NOOP, Message
from ...core.model import PUBLIC, Card, State
from ...core.rng import Rng
from ...core.table import move_card
from . import rats
from .catalog import CLASSES, building_type, class_of, kind_of, supply_of
from .table import DISC_STEP, ROW_Y, SLOTS, SPACE_DY, SPACE_STEP, SPACE_X, SUPPLIES, disc_places

PLAYABLE = ("pop", "joker", "sword", "flute")
DECISIONS = ("supply", "look", "enter", "play", "choose", "give", "hospital")

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
    "preferred": QT_TRANSLATE_NOOP(
        "G1347", "{name} performs the preferred action of building {slot}."
    ),
    "normal": QT_TRANSLATE_NOOP("G1347", "{name} performs the normal action of building {slot}."),
    "bonus": QT_TRANSLATE_NOOP(
        "G1347", "Final round: {name} gains 1 extra influence in {cls} instead of the action."
    ),
    "flute": QT_TRANSLATE_NOOP("G1347", "Flute: {to} receives a rat from {name}."),
    "end": QT_TRANSLATE_NOOP("G1347", "The game is over: the Nun row and the rats are revealed."),
}


class Engine:
    """One command's worth of work on ``state``; ``events`` collects what happened."""

    def __init__(self, state: State):
        self.state = state
        self.d: dict[str, Any] = state.data
        self.n = len(state.seats)
        self.events: list[E.Event] = []
        self.auto_ran = False

    # -- small helpers ---------------------------------------------------------------------

    def note(self, key: str, **args: Any) -> None:
        msg = NOTES[key]
        self.events.append(E.ModuleEvent(key=msg.text, args=args))

    def name(self, seat: int) -> str:
        return self.state.seats[seat].name

    def order(self) -> list[int]:
        start = self.d["start"]
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

    def slots(self) -> list[int]:
        return [i for i in range(len(SLOTS)) if self.building(i) is not None]

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
        """A played or discarded card goes home: population to the discards, others to their stack."""
        kind = kind_of(card.catalog)
        self.move(card, "pop.discard" if kind == "pop" else SUPPLIES[kind], face_up=True)

    def influence(self, seat: int, cls: str, n: int) -> None:
        """Move a marker ``n`` steps; it lands on top of the markers already on that space."""
        if n <= 0:
            return
        state = self.state
        state.seats[seat].counters[cls] += n
        self.d["stamp"] += 1
        self.d["arrive"][cls][seat] = self.d["stamp"]
        self.note("influence", name=self.name(seat), n=n, cls=cls)
        self.place_discs(cls)

    def place_discs(self, cls: str) -> None:
        """Lay the discs of ``cls`` on the board in rank order (see :func:`.table.disc_places`)."""
        state = self.state
        discs = [state.cards[cid] for cid in state.zones["board"].cards]
        discs = [card for card in discs if card.label == cls and card.owner is not None]
        places = disc_places(
            CLASSES.index(cls),
            [
                (
                    card.owner,
                    state.seats[card.owner].counters[cls],
                    self.d["arrive"][cls][card.owner],
                )
                for card in discs
            ],
        )
        for card in discs:
            card.x, card.y = places[card.owner]
            card.counters = {"influence": state.seats[card.owner].counters[cls]}

    # -- the queue -------------------------------------------------------------------------

    def advance(self) -> None:
        """Run automatic steps until a decision is needed or the game ends."""
        steps = self.d["steps"]
        while steps:
            step = steps[0]
            kind = step["k"]
            if kind in DECISIONS:
                if self.needs_answer(step):
                    self.set_pending(step)
                    return
                steps.pop(0)
                continue
            steps.pop(0)
            self.auto_ran = True
            getattr(self, "run_" + kind)(step)
        self.d["pending"] = None
        self.state.turn.active = self.d["start"]

    def needs_answer(self, step: dict[str, Any]) -> bool:
        kind = step["k"]
        if kind == "look":
            return step["n"] > 0 and bool(self.unknown_nuns(step["seat"]))
        if kind == "enter":
            return bool(self.d["queue"])
        if kind == "play":
            return any(
                kind_of(self.state.cards[c].catalog) in PLAYABLE for c in self.hand(step["seat"])
            )
        if kind == "give":
            if step["n"] is None:  # a Sword: half the hand when the giving starts
                step["n"] = len(self.hand(step["seat"])) // 2
            return step["n"] > 0 and bool(self.hand(step["seat"]))
        if kind == "hospital":
            return (
                step["n"] > 0
                and bool(self.hand(step["seat"]))
                and rats.total(self.state, step["seat"]) > 0
            )
        return True

    def pending_seat(self, step: dict[str, Any]) -> int:
        if step["k"] == "enter":
            return self.d["queue"][0]
        if step["k"] == "supply" and "seats" in step:
            return step["seats"][0]
        return step["seat"]

    def set_pending(self, step: dict[str, Any]) -> None:
        seat = self.pending_seat(step)
        key = step["k"] if step["k"] != "choose" else "choose_" + step["what"]
        args: dict[str, Any] = {"name": self.name(seat)}
        if key in ("look", "give", "hospital"):
            args["n"] = step["n"]
        if key == "give":
            args["to"] = self.name(step["to"])
        msg: Message = TEXTS[key].with_args(**args)
        pending = {
            "seat": seat,
            "kind": step["k"],
            "text": msg.english(),
            "message": {"context": msg.context, "text": msg.text, "args": args},
        }
        if step["k"] == "supply" and "seats" in step:
            pending["seats"] = list(step["seats"])
        self.d["pending"] = pending
        self.state.turn.active = seat
        self.state.turn.phase = self.d["phase"]

    def current(self) -> dict[str, Any] | None:
        steps = self.d["steps"]
        return steps[0] if steps and self.d["pending"] is not None else None

    def unknown_nuns(self, seat: int) -> list[int]:
        cards = self.state.cards
        return [
            i
            for i, cid in enumerate(self.state.zones["nuns"].cards)
            if seat not in cards[cid].known_to
        ]

    # -- automatic steps -----------------------------------------------------------------------

    def run_round(self, step: dict[str, Any]) -> None:
        d = self.d
        d["round"] += 1
        d["phase"] = "A"
        d["entries"], d["order"], d["queue"] = [], [], []
        d["gained"] = [0] * self.n
        d.pop("pref2", None)
        self.state.turn.number = d["round"]
        self.note("round", round=d["round"], rounds=d["rounds"])
        self.phase_a()
        d["steps"][0:0] = [{"k": "phase_b"}, {"k": "phase_c"}, {"k": "phase_d"}, {"k": "phase_e"}]

    def phase_a(self) -> None:
        """Draw 2 or 3 buildings; while all show the same building, replace the last one by
        the reserve's top card (the replaced one goes under the reserve).  The loop stops
        after one full turn of the reserve, which the rulebook does not foresee (§13 A-17)."""
        state = self.state
        count = 3 if self.n >= 4 else 2
        deck = state.zones["bld.deck"]
        for i in range(count):
            if deck.cards:
                self.move(state.cards[deck.cards[0]], SLOTS[i], face_up=True, x=0.0, y=ROW_Y)
        reserve = state.zones["bld.reserve"]
        drawn = [self.building(i) for i in range(count)]
        if all(drawn):
            tries = 0
            while len({building_type(c.catalog) for c in drawn}) == 1 and tries < len(
                reserve.cards
            ):
                last = drawn[-1]
                self.move(last, "bld.reserve", bottom=True, face_up=False)
                self.move(
                    state.cards[reserve.cards[0]], SLOTS[count - 1], face_up=True, x=0.0, y=ROW_Y
                )
                drawn[-1] = self.building(count - 1)
                tries += 1
                self.note("replaced")
        self.d["final"] = not deck.cards

    def run_phase_b(self, step: dict[str, Any]) -> None:
        self.d["phase"] = "B"
        if self.d.get("simultaneous"):
            self.d["steps"].insert(0, {"k": "supply", "seats": self.order()})
        else:
            self.d["steps"][0:0] = [{"k": "supply", "seat": s} for s in self.order()]

    def run_phase_c(self, step: dict[str, Any]) -> None:
        self.d["phase"] = "C"
        self.d["queue"] = self.order()
        self.d["entries"] = [[] for _ in self.slots()]
        self.d["order"] = []
        self.d["steps"].insert(0, {"k": "enter"})

    def popj(self, seat: int) -> int:
        cards = self.state.cards
        return sum(
            1
            for cid in self.state.zones[f"s{seat}.played"].cards
            if kind_of(cards[cid].catalog) in ("pop", "joker")
        )

    def run_phase_d(self, step: dict[str, Any]) -> None:
        d = self.d
        d["phase"] = "D"
        if self.n == 2:  # one preferred action per round (R-2P-02); ties: first disc placed
            entered = [s for s in d["order"]]
            if entered:
                best = max(self.popj(s) for s in entered)
                d["pref2"] = next(s for s in entered if self.popj(s) == best)
        watch = []
        for slot, seats in enumerate(d["entries"]):
            if building_type(self.building(slot).catalog) == "watchtower":
                watch += seats
        d["watch"] = watch
        d["steps"][0:0] = [{"k": "resolve", "slot": s} for s in self.slots()]

    def run_resolve(self, step: dict[str, Any]) -> None:
        """Step a of phase D, then the queue of its Sword, Flute and action steps."""
        state, d, slot = self.state, self.d, step["slot"]
        entrants = d["entries"][slot]
        bld = self.building(slot)
        cls = class_of(bld.catalog)
        counts = {}
        for seat in entrants:
            popj = off = swords = flutes = 0
            for cid in state.zones[f"s{seat}.played"].cards:
                card = state.cards[cid]
                card.face_up = True
                kind = kind_of(card.catalog)
                if kind == "pop":
                    popj += 1
                    off += class_of(card.catalog) != cls
                elif kind == "joker":
                    popj += 1
                elif kind == "sword":
                    swords += 1
                elif kind == "flute":
                    flutes += 1
            self.events.append(
                E.Revealed(
                    seat=seat,
                    zone=f"s{seat}.played",
                    cards=list(state.zones[f"s{seat}.played"].cards),
                    catalogs=[state.cards[c].catalog for c in state.zones[f"s{seat}.played"].cards],
                )
            )
            counts[seat] = (popj, swords, flutes)
            d["gained"][seat] = popj
            self.influence(seat, cls, popj)
            if off:
                rats.gain(state, seat, off, self.events)
                self.note("rats", name=self.name(seat), n=off)
        queue: list[dict[str, Any]] = []
        for what, index in (("sword", 1), ("flute", 2)):
            values = [counts[s][index] for s in entrants]
            if len(set(values)) <= 1:
                continue
            winner = entrants[values.index(max(values))]
            losers = [s for s, v in zip(entrants, values) if v == min(values)]
            if len(losers) > 1:
                queue.append({"k": "choose", "seat": winner, "what": what, "options": losers})
            elif what == "sword":
                queue.append({"k": "give", "seat": losers[0], "to": winner, "n": None})
            else:
                queue.append({"k": "flute", "seat": winner, "to": losers[0]})
        preferred = self.preferred(entrants, counts)
        if d["final"]:
            if preferred is not None:
                queue.append({"k": "bonus", "seat": preferred, "cls": cls})
        else:
            if preferred is not None:
                queue.append({"k": "act", "seat": preferred, "slot": slot, "pref": True})
            queue += [
                {"k": "act", "seat": s, "slot": slot, "pref": False}
                for s in entrants
                if s != preferred
            ]
        queue.append({"k": "cleanup", "slot": slot})
        d["steps"][0:0] = queue

    def preferred(self, entrants: list[int], counts: dict[int, tuple[int, int, int]]) -> int | None:
        """Most population cards + jokers; ties to the first entrant (R-D-06); with two
        players, only the round's one preferred player (R-2P-02)."""
        if not entrants:
            return None
        if self.n == 2:
            pref = self.d.get("pref2")
            return pref if pref in entrants else None
        best = max(counts[s][0] for s in entrants)
        return next(s for s in entrants if counts[s][0] == best)

    def run_flute(self, step: dict[str, Any]) -> None:
        rats.transfer(self.state, step["seat"], step["to"], self.events)
        self.note("flute", name=self.name(step["seat"]), to=self.name(step["to"]))

    def run_bonus(self, step: dict[str, Any]) -> None:
        self.note("bonus", name=self.name(step["seat"]), cls=step["cls"])
        self.influence(step["seat"], step["cls"], 1)

    def run_act(self, step: dict[str, Any]) -> None:
        """Step b: one building action (preferred or normal) of one player."""
        seat, pref = step["seat"], step["pref"]
        btype = building_type(self.building(step["slot"]).catalog)
        self.note("preferred" if pref else "normal", name=self.name(seat), slot=step["slot"] + 1)
        two_one = 2 if pref else 1
        if btype == "farm":
            self.draw_pop(seat, 4 if pref else 2)
        elif btype == "brewery":
            gained = self.d["gained"][seat]
            self.draw_pop(seat, gained if pref else gained // 2)
        elif btype in ("market", "office", "castle", "piper", "treasury"):
            kind = {
                "market": "joker",
                "office": "safe",
                "castle": "sword",
                "piper": "flute",
                "treasury": "gold",
            }[btype]
            self.take(seat, kind, two_one)
        elif btype == "palace":
            self.take(seat, "vp", two_one)
        elif btype == "monastery":
            rats.discard(self.state, seat, two_one, self.events)
        elif btype == "hospital":
            if pref:
                rats.discard(self.state, seat, 1, self.events)
            self.d["steps"].insert(0, {"k": "hospital", "seat": seat, "n": 3 if pref else 2})
        elif btype == "fortune":
            self.d["steps"].insert(0, {"k": "look", "seat": seat, "n": two_one})
        elif btype == "watchtower" and pref:
            self.watchtower(seat)

    def watchtower(self, seat: int) -> None:
        """Every player outside all Watchtowers whose hand is at least as big as the actor's
        gives 3 cards (all if fewer).  Hand sizes are compared once, when the action starts,
        and the victims give clockwise from the actor (our reading of §13 A-4)."""
        mine = len(self.hand(seat))
        gives = []
        for i in range(1, self.n):
            victim = (seat + i) % self.n
            size = len(self.hand(victim))
            if victim not in self.d["watch"] and size >= mine and size:
                gives.append({"k": "give", "seat": victim, "to": seat, "n": min(3, size)})
        self.d["steps"][0:0] = gives

    def run_cleanup(self, step: dict[str, Any]) -> None:
        """Step c: played population cards to the discards, jokers and specials to their stacks."""
        state = self.state
        for seat in self.d["entries"][step["slot"]]:
            for cid in list(state.zones[f"s{seat}.played"].cards):
                self.return_card(state.cards[cid])

    def run_phase_e(self, step: dict[str, Any]) -> None:
        state, d = self.state, self.d
        d["phase"] = "E"
        for slot in range(len(SLOTS)):
            zone = state.zones.get(SLOTS[slot])
            if zone is None:
                continue
            for cid in list(zone.cards):
                card = state.cards[cid]
                if card.catalog[0] == "b":
                    self.move(card, "bld.discard", face_up=True)
                else:
                    spare = state.zones[f"s{card.owner}.discs"]
                    self.move(card, spare.id, x=len(spare.cards) * DISC_STEP, y=ROW_Y)
        d["start"] = (d["start"] + 1) % self.n
        state.tokens["start"].holder = d["start"]
        self.events.append(E.TokenPassed(token="start", to=d["start"]))
        d["steps"].insert(0, {"k": "end"} if d["final"] else {"k": "round"})

    def run_end(self, step: dict[str, Any]) -> None:
        """Rules §8: rats and the Nun row are revealed; the score sheet is final_scores()."""
        state = self.state
        self.d["phase"] = "end"
        for zid in ["nuns"] + [f"s{s}.rats" for s in range(self.n)]:
            zone = state.zones[zid]
            zone.visibility = PUBLIC
            for cid in zone.cards:
                state.cards[cid].face_up = True
        self.note("end")
        from .scoring import final_scores  # scoring reads the finished table

        sheet = final_scores(state)
        self.d["winners"] = list(sheet.winners)
        self.d["totals"] = list(sheet.totals)

    # -- decisions -------------------------------------------------------------------------------

    def choose_supply(self, seat: int, slot: int) -> None:
        step = self.d["steps"][0]
        if "seats" in step:
            step["seats"].remove(seat)
            at = 1
            if not step["seats"]:
                self.d["steps"].pop(0)
                at = 0
        else:
            self.d["steps"].pop(0)
            at = 0
        action = supply_of(self.building(slot).catalog)
        self.draw_pop(seat, action["draw"])
        if action["rats"]:
            rats.discard(self.state, seat, action["rats"], self.events)
        if action["look"]:
            self.d["steps"].insert(at, {"k": "look", "seat": seat, "n": action["look"]})

    def look(self, seat: int, index: int) -> None:
        step = self.d["steps"][0]
        card = self.state.cards[self.state.zones["nuns"].cards[index]]
        card.known_to.append(seat)
        self.events.append(
            E.Looked(
                seat=seat,
                zone="nuns",
                indexes=[index],
                cards=[card.id],
                catalogs=[card.catalog],
                audience=[seat],
            )
        )
        step["n"] -= 1
        if step["n"] <= 0:
            self.d["steps"].pop(0)

    def enter(self, seat: int, slot: int) -> None:
        d = self.d
        spare = self.state.zones[f"s{seat}.discs"]
        space = len(d["entries"][slot])
        self.move(
            self.state.cards[spare.cards[-1]],
            SLOTS[slot],
            x=SPACE_X + space * SPACE_STEP,
            y=ROW_Y + space * SPACE_DY,
        )
        d["entries"][slot].append(seat)
        d["order"].append(seat)
        d["queue"].pop(0)
        d["steps"].insert(0, {"k": "play", "seat": seat})

    def safe_conduct(self, seat: int) -> None:
        cards = self.state.cards
        cid = next(c for c in self.hand(seat) if cards[c].catalog == "safe")
        self.move(cards[cid], SUPPLIES["safe"], face_up=True)
        self.d["queue"].append(self.d["queue"].pop(0))

    def play(self, seat: int, card: Card) -> None:
        played = self.state.zones[f"s{seat}.played"]
        self.move(card, played.id, face_up=False, x=len(played.cards) * 30.0, y=ROW_Y)

    def done(self) -> None:
        self.d["steps"].pop(0)

    def choose(self, target: int) -> None:
        step = self.d["steps"].pop(0)
        if step["what"] == "sword":
            self.d["steps"].insert(0, {"k": "give", "seat": target, "to": step["seat"], "n": None})
        else:
            self.d["steps"].insert(0, {"k": "flute", "seat": step["seat"], "to": target})

    def give(self, card: Card) -> None:
        step = self.d["steps"][0]
        self.move(card, f"s{step['to']}.hand")
        step["n"] -= 1
        if step["n"] <= 0:
            self.d["steps"].pop(0)

    def hospital(self, seat: int, card: Card) -> None:
        step = self.d["steps"][0]
        self.return_card(card)
        rats.discard(self.state, seat, 1, self.events)
        step["n"] -= 1
        if step["n"] <= 0:
            self.d["steps"].pop(0)
