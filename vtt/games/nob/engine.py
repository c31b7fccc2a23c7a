"""The rules of Nights of Blood: the night, the turn, cards, blood, frenzy, wounds, the bite
duel, death and victory (rule ids ``N-…`` of the digest; our decisions in
``docs/games/nights-of-blood.md``).

An :class:`Engine` does one command's worth of work on a State: the module checks a command
with the ``check_*`` methods (which raise :class:`~vtt.core.messages.Rejected` and change
nothing), then calls the matching action.  Every random draw comes from ``state.rng``.
"""

from __future__ import annotations

from typing import Any

from ...core import commands as C
from ...core import events as E
from ...core.messages import QT_TRANSLATE_NOOP, reject
from ...core.model import REGION, State, Zone
from ...core.rng import Rng
from ...core.table import Outcome, do_shuffle, move_card
from . import dice
from .cards import ATTRS, EFFECT_KINDS, MOD_KINDS, CardDef, Effect, card
from .rules import NobState, Pending, Vampire, rules_of
from .table import BLOOD, region_spot

#: the log's sentences (ModuleEvent keys); {seat} and {target} become names
NOTES = {
    "night": QT_TRANSLATE_NOOP("NightsOfBlood", "Night {n} begins; tonight's Event: {card}."),
    "turn": QT_TRANSLATE_NOOP("NightsOfBlood", "{seat}'s turn."),
    "critical": QT_TRANSLATE_NOOP(
        "NightsOfBlood", "{seat} rolls {die} against {attr} {value}: a critical success."
    ),
    "success": QT_TRANSLATE_NOOP(
        "NightsOfBlood", "{seat} rolls {die} against {attr} {value}: a success."
    ),
    "failure": QT_TRANSLATE_NOOP(
        "NightsOfBlood", "{seat} rolls {die} against {attr} {value}: a failure."
    ),
    "fumble": QT_TRANSLATE_NOOP("NightsOfBlood", "{seat} rolls {die} against {attr}: a fumble."),
    "beast_roll": QT_TRANSLATE_NOOP("NightsOfBlood", "{seat} rolls {die} against the Beast."),
    "sovereign_roll": QT_TRANSLATE_NOOP("NightsOfBlood", "{seat} rolls {die} for the city."),
    "play": QT_TRANSLATE_NOOP("NightsOfBlood", "{seat} plays {card}."),
    "play_at": QT_TRANSLATE_NOOP("NightsOfBlood", "{seat} plays {card} against {target}."),
    "discipline": QT_TRANSLATE_NOOP("NightsOfBlood", "{seat} uses {card}."),
    "contact": QT_TRANSLATE_NOOP("NightsOfBlood", "{seat} plays a Contact face down."),
    "light": QT_TRANSLATE_NOOP("NightsOfBlood", "Light wounds taken by {seat}: {n}."),
    "aggravated": QT_TRANSLATE_NOOP("NightsOfBlood", "Aggravated wounds taken by {seat}: {n}."),
    "cancel": QT_TRANSLATE_NOOP("NightsOfBlood", "{seat} cancels the attack."),
    "miss": QT_TRANSLATE_NOOP("NightsOfBlood", "The attack misses."),
    "blood": QT_TRANSLATE_NOOP("NightsOfBlood", "{seat} has {n} blood."),
    "heal": QT_TRANSLATE_NOOP("NightsOfBlood", "Wounds healed by {seat}: {n}."),
    "shift": QT_TRANSLATE_NOOP("NightsOfBlood", "{seat} moves a counter from {src} to {dst}."),
    "frenzy": QT_TRANSLATE_NOOP("NightsOfBlood", "{seat} falls into frenzy and shows their hand."),
    "calm": QT_TRANSLATE_NOOP("NightsOfBlood", "{seat} masters the Beast."),
    "duel": QT_TRANSLATE_NOOP("NightsOfBlood", "{seat} wins the bite duel."),
    "diablerie": QT_TRANSLATE_NOOP("NightsOfBlood", "{seat} commits diablerie on {target}."),
    "death": QT_TRANSLATE_NOOP("NightsOfBlood", "{seat} meets Final Death; their sect was {sect}."),
    "reward": QT_TRANSLATE_NOOP("NightsOfBlood", "{seat} draws 3 cards for the kill."),
    "penalty": QT_TRANSLATE_NOOP(
        "NightsOfBlood", "{seat} killed their own sect and discards everything."
    ),
    "steal": QT_TRANSLATE_NOOP("NightsOfBlood", "{seat} takes a card from {target}."),
    "discard": QT_TRANSLATE_NOOP("NightsOfBlood", "{target} discards {card}."),
    "end": QT_TRANSLATE_NOOP("NightsOfBlood", "The game is over; the winners: {names}."),
    "sovereign": QT_TRANSLATE_NOOP("NightsOfBlood", "{seat} is the Sovereign ({sect})."),
}

_R = {
    "over": QT_TRANSLATE_NOOP("NightsOfBlood", "The game is over."),
    "not_yours": QT_TRANSLATE_NOOP("NightsOfBlood", "It is not your decision now."),
    "not_in_hand": QT_TRANSLATE_NOOP("NightsOfBlood", "That card is not in your hand."),
    "target": QT_TRANSLATE_NOOP("NightsOfBlood", "Choose another living vampire as the target."),
    "no_target": QT_TRANSLATE_NOOP("NightsOfBlood", "That card takes no target."),
    "defence_only": QT_TRANSLATE_NOOP(
        "NightsOfBlood", "A Defence is played only when an attack hits you."
    ),
    "attack_limit": QT_TRANSLATE_NOOP(
        "NightsOfBlood",
        "Your Attacks this turn are used up (limit: {n}; one unless a card says more).",
    ),
    "no_bite": QT_TRANSLATE_NOOP("NightsOfBlood", "Tonight's Event forbids Bites."),
    "pick": QT_TRANSLATE_NOOP(
        "NightsOfBlood", "Pick a Background or Contact of the target, or nothing."
    ),
    "same_background": QT_TRANSLATE_NOOP(
        "NightsOfBlood", "You already have a Background that does the same (one weapon at a time)."
    ),
    "frenzy_only": QT_TRANSLATE_NOOP(
        "NightsOfBlood", "Only a vampire in frenzy may play any card as a Bite or an Attack."
    ),
    "not_discipline": QT_TRANSLATE_NOOP("NightsOfBlood", "That is not one of your Disciplines."),
    "used": QT_TRANSLATE_NOOP("NightsOfBlood", "Each Discipline is used once per turn."),
    "frenzy_discipline": QT_TRANSLATE_NOOP(
        "NightsOfBlood", "A vampire in frenzy cannot use Disciplines."
    ),
    "storm": QT_TRANSLATE_NOOP("NightsOfBlood", "Tonight's Event forbids Disciplines."),
    "no_blood": QT_TRANSLATE_NOOP("NightsOfBlood", "That costs 1 blood and you have none."),
    "not_contact": QT_TRANSLATE_NOOP(
        "NightsOfBlood", "That is not one of your face-up Contacts with a use."
    ),
    "no_light": QT_TRANSLATE_NOOP("NightsOfBlood", "You have no light wound to heal."),
    "no_aggravated": QT_TRANSLATE_NOOP("NightsOfBlood", "You have no aggravated wound to heal."),
    "heal_mix": QT_TRANSLATE_NOOP(
        "NightsOfBlood",
        "One kind of wound per turn: only one aggravated wound, and never with light wounds.",
    ),
    "moved": QT_TRANSLATE_NOOP("NightsOfBlood", "You may move one attribute counter per turn."),
    "attr_name": QT_TRANSLATE_NOOP(
        "NightsOfBlood", "Name two different attributes: fuerza, destreza, inteligencia, suerte."
    ),
    "attr_range": QT_TRANSLATE_NOOP("NightsOfBlood", "Attributes stay between 1 and 5."),
    "defence_needed": QT_TRANSLATE_NOOP(
        "NightsOfBlood", "Answer with a Defence card from your hand."
    ),
    "attack_needed": QT_TRANSLATE_NOOP(
        "NightsOfBlood", "Answer with an Attack card from your hand."
    ),
    "wrong_step": QT_TRANSLATE_NOOP("NightsOfBlood", "That is not the decision asked for now."),
}


def refusal(key: str, **args: Any):
    return reject(_R[key], **args)


class Engine:
    """One command's work on ``state``; ``events`` collects what happened."""

    def __init__(self, state: State, out: Outcome | None = None):
        self.state = state
        self.g: NobState = rules_of(state)
        self.rng = Rng(state.rng)
        self.events: list[E.Event] = out.events if out is not None else []
        self.n = len(state.seats)

    # -- small helpers -------------------------------------------------------------------------

    def note(self, key: str, **args: Any) -> None:
        self.events.append(E.ModuleEvent(key=key, args=args))

    def zone(self, key: str, seat: int | None = None) -> Zone:
        return self.state.zones[key if seat is None else f"s{seat}.{key}"]

    def cat(self, card_id: int) -> CardDef:
        return card(self.state.cards[card_id].catalog)

    def move(self, card_id: int, dst: Zone, face_up: bool | None = None) -> None:
        x = y = None
        if dst.kind == REGION and dst.owner is not None:  # laid clear of the zone's caption
            x, y = region_spot(dst.id.split(".", 1)[1], len(dst.cards))
        self.events.append(
            move_card(
                self.state, self.state.cards[card_id], dst, face_up=face_up, index=None, x=x, y=y
            )
        )

    def shuffle(self, key: str) -> None:
        do_shuffle(self.state, C.Shuffle(seat=0, zone=key), Outcome(events=self.events), self.rng)

    def vamp(self, seat: int) -> Vampire:
        return self.g.vampires[seat]

    def living(self) -> list[int]:
        return [i for i, v in enumerate(self.g.vampires) if v.alive]

    def attr(self, seat: int, name: str) -> int:
        return self.state.seats[seat].counters.get(name, 0)

    def blood(self, seat: int) -> int:
        return self.state.seats[seat].counters.get(BLOOD, 0)

    def set_blood(self, seat: int, value: int) -> None:
        self.state.seats[seat].counters[BLOOD] = max(0, min(value, self.vamp(seat).cap))

    def wounds(self, seat: int) -> tuple[int, int]:
        """(light, aggravated) wounds of ``seat``: face-up and face-down wound cards."""
        cards = self.state.cards
        zone = self.zone("heridas", seat).cards
        light = sum(1 for c in zone if cards[c].face_up)
        return light, len(zone) - light

    def mods(self, seat: int) -> dict[str, int]:
        """The lasting modifiers on ``seat``: clan, Trasfondos, face-up Contactos, the Event."""
        total = dict.fromkeys(MOD_KINDS, 0)
        sources = [c for c in self.zone("mat", seat).cards if self.cat(c).deck == "clan"]
        sources += self.zone("trasfondos", seat).cards
        sources += [c for c in self.zone("contactos", seat).cards if self.state.cards[c].face_up]
        defs = [self.cat(c) for c in sources]
        if self.g.event:
            defs.append(card(self.g.event))
        for d in defs:
            for key, value in d.effect.mods.items():
                total[key] += value
        return total

    def attack_limit(self, seat: int) -> int:
        return 1 + self.mods(seat)["attack_limit"]

    def hand_limit(self, seat: int) -> int:
        return max(0, self.blood(seat) + self.mods(seat)["hand_limit"])

    def hand(self, seat: int) -> list[int]:
        return self.zone("hand", seat).cards

    def others(self, seat: int) -> list[int]:
        """The other living vampires in turn order after ``seat``."""
        return [
            (seat + k) % self.n for k in range(1, self.n) if self.vamp((seat + k) % self.n).alive
        ]

    # -- drawing and dice ----------------------------------------------------------------------

    def draw(self, seat: int, n: int) -> None:
        deck, hand = self.zone("mazo"), self.zone("hand", seat)
        for _ in range(n):
            if not deck.cards:
                pile = self.zone("descartes")
                if not pile.cards:
                    return  # both empty: the draw stops short
                for c in list(pile.cards):
                    self.move(c, deck, face_up=False)
                self.shuffle("mazo")
            top = deck.cards[0]
            self.move(top, hand)
            if self.vamp(seat).frenzy:
                self.reveal(seat)

    def reveal(self, seat: int) -> None:
        """A frenzied vampire's hand is shown to everybody."""
        for c in self.hand(seat):
            self.state.cards[c].known_to = list(range(self.n))

    def roll(self, seat: int, attr: str, attack: bool = False) -> str:
        die = self.d6()
        m = self.mods(seat)
        value = self.attr(seat, attr) + (m["attack_bonus"] if attack else 0)
        if self.vamp(seat).frenzy:
            result = dice.CRITICAL  # in frenzy every roll is a critical success
        else:
            result = dice.outcome(die, value, 1 + m["crit_range"])
        self.note(result, seat=seat, attr=attr, value=value, die=die)
        return result

    def d6(self) -> int:
        """Every die of the game (attribute rolls, frenzy, the Sovereign's roll), counted by
        face for the statistics."""
        die = self.rng.between(1, 6)
        self.g.rolled[die - 1] += 1
        return die

    # -- blood and frenzy ----------------------------------------------------------------------

    def gain_blood(self, seat: int, n: int) -> None:
        before = self.blood(seat)
        self.set_blood(seat, before + n)
        if self.vamp(seat).frenzy:
            self.vamp(seat).frenzy_gain += self.blood(seat) - before

    def spend(self, seat: int) -> None:
        """Spend 1 blood on one's own turn; may call for a frenzy check (N-FRZ-01)."""
        v = self.vamp(seat)
        self.set_blood(seat, self.blood(seat) - 1)
        v.spent_night += 1
        if self.blood(seat) == 1 or v.spent_night >= 3:
            self.frenzy_check(seat)

    def frenzy_check(self, seat: int, automatic: bool = False) -> None:
        """At most one check per turn; starving vampires frenzy without a roll."""
        v = self.vamp(seat)
        if v.checked or v.frenzy:
            return
        v.checked = True
        if not automatic:
            die = self.d6()
            self.note("beast_roll", seat=seat, die=die)
            if dice.frenzy_resisted(die):
                self.note("calm", seat=seat)
                return
        v.frenzy = True
        v.frenzy_gain = 0
        self.reveal(seat)
        self.note("frenzy", seat=seat)

    # -- wounds and death ----------------------------------------------------------------------

    def wound(self, seat: int, n: int, aggravated: bool, killer: int | None) -> None:
        if not self.vamp(seat).alive or self.g.over:
            return
        pile, row = self.zone("herida.mazo"), self.zone("heridas", seat)
        for _ in range(n):
            self.move(pile.cards[0], row, face_up=not aggravated)
        self.note("aggravated" if aggravated else "light", seat=seat, n=n)
        light, aggr = self.wounds(seat)
        if light + 2 * aggr >= 4:  # N-WND-04
            self.die(seat, killer)

    def heal_light(self, seat: int, n: int) -> int:
        row, pile = self.zone("heridas", seat), self.zone("herida.mazo")
        healed = 0
        for c in list(row.cards):
            if healed < n and self.state.cards[c].face_up:
                self.move(c, pile, face_up=True)
                healed += 1
        return healed

    def discard_cards(self, ids: list[int]) -> None:
        pile = self.zone("descartes")
        for c in list(ids):
            self.move(c, pile, face_up=True)

    def die(self, seat: int, killer: int | None) -> None:
        """Final Death (N-DTH-01..03): reveal the sect, return the cards, reward, penalise."""
        g, v = self.g, self.vamp(seat)
        v.alive = False
        v.frenzy = False
        self.state.seats[seat].out = True
        g.deaths.append(seat)
        for c in list(self.zone("sect", seat).cards):
            self.move(c, self.zone("mat", seat), face_up=True)
        self.discard_cards(
            self.hand(seat)
            + self.zone("trasfondos", seat).cards
            + self.zone("contactos", seat).cards
        )
        for c in list(self.zone("heridas", seat).cards):
            self.move(c, self.zone("herida.mazo"), face_up=True)
        self.set_blood(seat, 0)
        self.note("death", seat=seat, sect=v.sect or "-")
        self.check_end(seat, killer)
        if g.over or killer is None or killer == seat or not self.vamp(killer).alive:
            return
        sov = self.vamp(g.sovereign).sect
        if g.mode == "solo" or v.sect != sov:
            self.note("reward", seat=killer)
            self.draw(killer, 3)
        elif killer == g.sovereign:
            self.note("penalty", seat=killer)
            self.discard_cards(
                self.hand(killer)
                + self.zone("trasfondos", killer).cards
                + self.zone("contactos", killer).cards
            )

    def check_end(self, dead: int, killer: int | None) -> None:
        g = self.g
        alive = self.living()
        sects = [v.sect for v in g.vampires]
        if g.mode == "solo":
            if len(alive) <= 1:
                self.finish(alive)
            return
        sov = sects[g.sovereign]
        if dead == g.sovereign:
            ksect = sects[killer] if killer is not None else sov
            if ksect != sov:
                self.finish([i for i, s in enumerate(sects) if s == ksect])
            else:
                self.finish([i for i, s in enumerate(sects) if s != sov])
        elif not any(sects[i] != sov for i in alive):
            self.finish([i for i, s in enumerate(sects) if s == sov])

    def finish(self, winners: list[int]) -> None:
        g = self.g
        g.over, g.winners, g.pending = True, winners, None
        for i, v in enumerate(g.vampires):  # every sect card is shown at the end
            if v.alive:
                for c in list(self.zone("sect", i).cards):
                    self.move(c, self.zone("mat", i), face_up=True)
        self.note("end", names=", ".join(self.state.seats[i].name for i in winners))

    # -- the turn ------------------------------------------------------------------------------

    def start(self) -> None:
        """The first turn: the Sovereign's, which opens night 1."""
        self.begin_turn(self.g.sovereign, new_night=True)
        self.settle()

    def next_seat(self) -> tuple[int, bool]:
        """The next living vampire clockwise, and whether a new night begins with it."""
        g, crossed = self.g, False
        for step in range(1, self.n + 1):
            s = (g.active + step) % self.n
            crossed |= s == g.sovereign
            if self.vamp(s).alive:
                return s, crossed
        return g.active, crossed

    def begin_turn(self, seat: int, new_night: bool) -> None:
        g, v = self.g, self.vamp(seat)
        g.active = seat
        g.turns += 1
        self.state.turn.active = seat  # the status bar's "turn N - name"
        g.pending = Pending(kind="play", seat=seat)
        if new_night:
            self.new_night()
        self.note("turn", seat=seat)
        v.healed, v.moved, v.attacks, v.used = "", False, 0, []
        v.free_used = v.frenzy = v.checked = False
        v.frenzy_gain = 0
        for c in list(self.zone("contactos", seat).cards):  # N-CARD-02: one night later
            if not self.state.cards[c].face_up:
                self.state.cards[c].face_up = True
                self.events.append(
                    E.Flipped(
                        seat=seat,
                        zone=f"s{seat}.contactos",
                        card=c,
                        catalog=self.state.cards[c].catalog,
                    )
                )
        m = self.mods(seat)
        if m["turn_blood"]:
            self.gain_blood(seat, m["turn_blood"])
        if m["regen"]:
            self.heal_light(seat, m["regen"])
        if m["sunlight"] and not m["haven"]:
            if self.roll(seat, "suerte") not in dice.HITS:
                self.wound(seat, 1, True, None)
        if not v.alive:
            return
        if self.blood(seat) == 0:
            self.frenzy_check(seat, automatic=True)  # N-FRZ-05
        elif self.blood(seat) == 1:
            self.frenzy_check(seat)
        self.draw(seat, max(0, 2 + m["draw"] + v.extra_draw))
        v.extra_draw = 0

    def new_night(self) -> None:
        g = self.g
        g.night += 1
        self.state.turn.number = g.night
        for v in g.vampires:
            v.spent_night = 0
        active, used, deck = self.zone("evento"), self.zone("eventos.usados"), self.zone("eventos")
        for c in list(active.cards):
            self.move(c, used, face_up=True)
        if not deck.cards:
            for c in list(used.cards):
                self.move(c, deck, face_up=False)
            self.shuffle("eventos")
        top = deck.cards[0]
        self.move(top, active, face_up=True)
        g.event = self.state.cards[active.cards[0]].catalog
        self.note("night", n=g.night, card=card(g.event).name["en"])

    def settle(self) -> None:
        """After any action: when the game goes on and the vampire whose turn it is died (or
        nothing is pending), the turn passes on."""
        g = self.g
        while (
            not g.over
            and not self.vamp(g.active).alive
            and (g.pending is None or g.pending.kind == "play")
        ):
            seat, night = self.next_seat()
            self.begin_turn(seat, night)

    def end_turn(self, seat: int) -> None:
        """Step 3: frenzy's aftermath, then discard down to blood (N-TURN-04, N-FRZ-04)."""
        v = self.vamp(seat)
        if v.frenzy:
            if v.frenzy_gain > 0:
                v.extra_draw = 1
            else:
                self.set_blood(seat, self.blood(seat) - 1)
                self.wound(seat, 1, False, None)
            v.frenzy = False
        if v.alive and len(self.hand(seat)) > self.hand_limit(seat):
            self.g.pending = Pending(kind="discard", seat=seat)
            return
        self.pass_turn()

    def pass_turn(self) -> None:
        if self.g.over:
            return
        seat, night = self.next_seat()
        self.begin_turn(seat, night)
        self.settle()

    def discard_down(self, seat: int, card_id: int) -> None:
        self.discard_cards([card_id])
        if len(self.hand(seat)) <= self.hand_limit(seat):
            self.pass_turn()

    # -- checks (raise before anything changes) --------------------------------------------------

    def check_target(self, seat: int, target: int | None, needs: bool) -> None:
        if not needs:
            if target is not None:
                raise refusal("no_target")
            return
        if target is None or not 0 <= target < self.n or target == seat:
            raise refusal("target")
        if not self.vamp(target).alive:
            raise refusal("target")

    def check_effect(self, seat: int, eff: Effect, target: int | None, pick: int | None) -> None:
        self.check_target(seat, target, EFFECT_KINDS[eff.kind])
        if eff.kind == "attack" and self.vamp(seat).attacks >= self.attack_limit(seat):
            raise refusal("attack_limit", n=self.attack_limit(seat))
        if eff.kind == "bite" and self.mods(seat)["no_bite"]:
            raise refusal("no_bite")
        if pick is not None:
            if eff.kind not in ("steal", "discard") or target is None:
                raise refusal("pick")
            if (
                pick
                not in self.zone("trasfondos", target).cards + self.zone("contactos", target).cards
            ):
                raise refusal("pick")

    def check_play(
        self, seat: int, card_id: int, target: int | None, pick: int | None, as_kind: str
    ) -> None:
        if card_id not in self.hand(seat):
            raise refusal("not_in_hand")
        d = self.cat(card_id)
        if as_kind:
            if not self.vamp(seat).frenzy or as_kind not in ("bite", "attack"):
                raise refusal("frenzy_only")
            eff = Effect(kind=as_kind, attr="fuerza", n=1)
            self.check_effect(seat, eff, target, pick)
            return
        if d.type == "trasfondo":
            self.check_target(seat, target, False)
            mine = {k for c in self.zone("trasfondos", seat).cards for k in self.cat(c).effect.mods}
            if mine & set(d.effect.mods):
                raise refusal("same_background")
            return
        if d.type == "contacto":
            self.check_target(seat, target, False)
            return
        if d.effect.kind == "defend":
            raise refusal("defence_only")
        self.check_effect(seat, d.effect, target, pick)

    def check_discipline(
        self, seat: int, card_id: int, target: int | None, pick: int | None
    ) -> None:
        v = self.vamp(seat)
        if card_id not in self.zone("mat", seat).cards or self.cat(card_id).deck != "discipline":
            raise refusal("not_discipline")
        if card_id in v.used:
            raise refusal("used")
        if v.frenzy:
            raise refusal("frenzy_discipline")
        if self.mods(seat)["no_discipline"]:
            raise refusal("storm")
        if self.blood(seat) < 1 and not self.free_discipline(seat):
            raise refusal("no_blood")
        self.check_effect(seat, self.cat(card_id).effect, target, pick)

    def free_discipline(self, seat: int) -> bool:
        return bool(self.mods(seat)["discipline_free"]) and not self.vamp(seat).free_used

    def check_contact(self, seat: int, card_id: int, target: int | None) -> None:
        cards = self.state.cards
        if (
            card_id not in self.zone("contactos", seat).cards
            or not cards[card_id].face_up
            or self.cat(card_id).effect.kind != "hitman"
        ):
            raise refusal("not_contact")
        self.check_target(seat, target, True)

    def check_heal(self, seat: int, aggravated: bool) -> None:
        v = self.vamp(seat)
        light, aggr = self.wounds(seat)
        if self.blood(seat) < 1:
            raise refusal("no_blood")
        if aggravated:
            if not aggr:
                raise refusal("no_aggravated")
            if v.healed:
                raise refusal("heal_mix")
        else:
            if not light:
                raise refusal("no_light")
            if v.healed == "aggravated":
                raise refusal("heal_mix")

    def check_shift(self, seat: int, src: str, dst: str) -> None:
        if src not in ATTRS or dst not in ATTRS or src == dst:
            raise refusal("attr_name")
        if self.vamp(seat).moved:
            raise refusal("moved")
        if self.blood(seat) < 1:
            raise refusal("no_blood")
        if self.attr(seat, src) <= 1 or self.attr(seat, dst) >= 5:
            raise refusal("attr_range")

    def check_respond(self, seat: int, card_id: int) -> None:
        p = self.g.pending
        assert p is not None
        if card_id not in self.hand(seat):
            raise refusal("not_in_hand")
        if p.kind in ("defend", "area"):
            if not self.cat(card_id).is_defence:
                raise refusal("defence_needed")
        elif not self.answers_with_attack(seat, card_id):
            raise refusal("attack_needed")

    def check_discard(self, seat: int, card_id: int) -> None:
        if card_id not in self.hand(seat):
            raise refusal("not_in_hand")

    def answers_with_attack(self, seat: int, card_id: int) -> bool:
        return self.cat(card_id).is_attack or self.vamp(seat).frenzy

    def can_answer(self, seat: int, kind: str) -> bool:
        hand = self.hand(seat)
        if kind in ("defend", "area"):
            return any(self.cat(c).is_defence for c in hand)
        return any(self.answers_with_attack(seat, c) for c in hand)

    # -- actions -------------------------------------------------------------------------------

    def count_play(self, card_id: int) -> None:
        cat = self.state.cards[card_id].catalog
        self.g.played[cat] = self.g.played.get(cat, 0) + 1

    def play(
        self, seat: int, card_id: int, target: int | None, pick: int | None, as_kind: str
    ) -> None:
        d = self.cat(card_id)
        self.count_play(card_id)
        if target is not None:
            self.note("play_at", seat=seat, card=d.name["en"], target=target)
            self.g.hostile[seat][target] += 1
        elif d.type == "contacto" and not as_kind:
            self.note("contact", seat=seat)  # face down: its name stays secret
        else:
            self.note("play", seat=seat, card=d.name["en"])
        if d.type == "trasfondo" and not as_kind:
            self.move(card_id, self.zone("trasfondos", seat), face_up=True)
            return
        if d.type == "contacto" and not as_kind:
            self.move(card_id, self.zone("contactos", seat), face_up=False)
            return
        self.discard_cards([card_id])
        eff = Effect(kind=as_kind, attr="fuerza", n=1) if as_kind else d.effect
        self.resolve(seat, eff, target, pick)
        self.settle()

    def discipline(self, seat: int, card_id: int, target: int | None, pick: int | None) -> None:
        v = self.vamp(seat)
        v.used.append(card_id)
        d = self.cat(card_id)
        self.note("discipline", seat=seat, card=d.name["en"])
        if target is not None:
            self.g.hostile[seat][target] += 1
        if self.free_discipline(seat):
            v.free_used = True
        else:
            self.spend(seat)
        self.resolve(seat, d.effect, target, pick)
        self.settle()

    def contact(self, seat: int, card_id: int, target: int) -> None:
        self.g.hostile[seat][target] += 1
        eff = self.cat(card_id).effect
        self.note("play_at", seat=seat, card=self.cat(card_id).name["en"], target=target)
        self.count_play(card_id)
        self.discard_cards([card_id])
        self.hit(seat, target, eff.n, False, critical=False, armour=False)
        self.settle()

    def heal(self, seat: int, aggravated: bool) -> None:
        v = self.vamp(seat)
        row, pile = self.zone("heridas", seat), self.zone("herida.mazo")
        for c in list(row.cards):
            if self.state.cards[c].face_up != aggravated:
                self.move(c, pile, face_up=True)
                break
        v.healed = "aggravated" if aggravated else "light"
        self.note("heal", seat=seat, n=1)
        self.spend(seat)

    def shift(self, seat: int, src: str, dst: str) -> None:
        counters = self.state.seats[seat].counters
        counters[src] -= 1
        counters[dst] += 1
        self.vamp(seat).moved = True
        self.note("shift", seat=seat, src=src, dst=dst)
        self.spend(seat)

    def resolve(self, seat: int, eff: Effect, target: int | None, pick: int | None) -> None:
        kind = eff.kind
        if kind == "attack":
            self.attack(seat, target, eff)
        elif kind == "bite":
            self.bite(seat, target)
        elif kind == "blood":
            self.gain_blood(seat, eff.n)
            self.note("blood", seat=seat, n=self.blood(seat))
        elif kind == "heal":
            self.note("heal", seat=seat, n=self.heal_light(seat, eff.n))
        elif kind == "heal_all":
            for s in self.living():
                self.heal_light(s, eff.n)
        elif kind == "draw":
            self.draw(seat, eff.n)
        elif kind == "scavenge":
            pile = self.zone("descartes")  # the scavenger itself lies on top
            if len(pile.cards) > 1:
                self.move(pile.cards[1], self.zone("hand", seat))
            self.draw(seat, eff.n)
        elif kind in ("steal", "discard"):
            self.take(seat, target, eff, pick)
        elif kind in ("area", "hunt"):
            self.area(seat, kind, eff.n)

    def take(self, seat: int, target: int | None, eff: Effect, pick: int | None) -> None:
        assert target is not None
        if eff.attr and self.roll(seat, eff.attr) not in dice.HITS:
            return
        hand = self.hand(target)
        if pick is None:
            if not hand:
                return
            pick = hand[self.rng.below(len(hand))]
        if eff.kind == "steal":
            self.move(pick, self.zone("hand", seat))
            self.note("steal", seat=seat, target=target)
        else:
            self.note("discard", target=target, card=self.cat(pick).name["en"])
            self.discard_cards([pick])

    def attack(self, seat: int, target: int | None, eff: Effect) -> None:
        assert target is not None
        v = self.vamp(seat)
        v.attacks += 1
        v.allowed = self.attack_limit(seat)
        result = self.roll(seat, eff.attr, attack=True)
        if result == dice.FUMBLE:
            self.note("miss")
            self.wound(seat, 1, False, None)
        elif result == dice.FAILURE:
            self.note("miss")
        else:
            self.hit(seat, target, eff.n, eff.aggravated, result == dice.CRITICAL)

    def hit(
        self,
        source: int,
        target: int,
        n: int,
        aggravated: bool,
        critical: bool,
        armour: bool = True,
    ) -> None:
        """A successful attack: armour, then a Defence from the hand, else the wounds."""
        if not critical:
            if armour and self.mods(target)["armor"] and self.roll(target, "suerte") in dice.HITS:
                self.note("cancel", seat=target)
                return
            if self.can_answer(target, "defend"):
                self.g.pending = Pending(
                    kind="defend", seat=target, source=source, wounds=n, aggravated=aggravated
                )
                return
        self.wound(target, n, aggravated, source)

    def area(self, seat: int, kind: str, n: int) -> None:
        self.g.pending = Pending(
            kind=kind, seat=seat, source=seat, wounds=n, queue=self.others(seat)
        )
        self.next_in_queue()

    def next_in_queue(self) -> None:
        """Ask the next vampire of an area card, or wound those who cannot answer."""
        g = self.g
        p = g.pending
        while p is not None and p.queue and not g.over:
            target = p.queue.pop(0)
            if not self.vamp(target).alive:
                continue
            if self.can_answer(target, p.kind):
                p.seat = target
                return
            self.wound(target, p.wounds, False, p.source)
        if not g.over:
            g.pending = Pending(kind="play", seat=g.active)

    def bite(self, seat: int, target: int | None) -> None:
        assert target is not None
        self.g.pending = Pending(kind="duel", seat=target, source=seat, duel=[target, seat])
        self.duel_turn()

    def duel_turn(self) -> None:
        """N-BITE-01: who cannot discard an Attack loses at once (NB-27)."""
        p = self.g.pending
        assert p is not None
        if not self.can_answer(p.seat, "duel"):
            self.duel_lost(p.seat)

    def duel_lost(self, loser: int) -> None:
        g = self.g
        p = g.pending
        assert p is not None
        victim, biter = p.duel
        g.pending = Pending(kind="play", seat=g.active)
        winner = biter if loser == victim else victim
        self.note("duel", seat=winner)
        if winner == victim:
            self.wound(biter, 1, False, victim)  # N-BITE-02
            return
        self.set_blood(victim, self.blood(victim) - 1)  # N-BITE-03
        self.gain_blood(biter, 1)
        if self.blood(victim) == 0:
            self.diablerie(biter, victim)

    def diablerie(self, biter: int, victim: int) -> None:
        """N-BITE-04: the hand, one attribute counter and one matching Discipline."""
        self.note("diablerie", seat=biter, target=victim)
        for c in list(self.hand(victim)):
            self.move(c, self.zone("hand", biter))
        vc, bc = self.state.seats[victim].counters, self.state.seats[biter].counters
        src = max(ATTRS, key=lambda a: (vc[a], -ATTRS.index(a)))
        dst = min(
            (a for a in ATTRS if bc[a] < 5), key=lambda a: (bc[a], ATTRS.index(a)), default=None
        )
        vc[src] -= 1
        self.vamp(victim).counters -= 1
        if dst is not None:
            bc[dst] += 1
            self.vamp(biter).counters += 1
        clan = self.vamp(biter).clan
        for c in list(self.zone("mat", victim).cards):
            d = self.cat(c)
            if d.deck == "discipline" and clan in d.clans:
                self.move(c, self.zone("mat", biter), face_up=True)
                break
        self.die(victim, biter)

    def respond(self, seat: int, card_id: int) -> None:
        g = self.g
        p = g.pending
        assert p is not None
        self.count_play(card_id)
        self.discard_cards([card_id])
        if p.kind == "defend":
            self.note("cancel", seat=seat)
            g.pending = Pending(kind="play", seat=g.active)
        elif p.kind == "duel":
            victim, biter = p.duel
            p.seat = biter if seat == victim else victim
            self.duel_turn()
        else:
            self.next_in_queue()
        self.settle()

    def decline(self, seat: int) -> None:
        g = self.g
        p = g.pending
        assert p is not None
        if p.kind == "defend":
            g.pending = Pending(kind="play", seat=g.active)
            self.wound(seat, p.wounds, p.aggravated, p.source)
        elif p.kind == "duel":
            self.duel_lost(seat)
        else:
            self.wound(seat, p.wounds, False, p.source)
            self.next_in_queue()
        self.settle()
