"""The set-up of a Nights of Blood game (rules: PREPARACIÓN, MODALIDADES DE JUEGO).

Every card of the box is put on the table in its deck.  With the rules off that is all: the
players deal by hand.  With the rules on, per mode (``options["mode"]``): clans, disciplines
until both show the clan (N-SET-04), attributes (one of the 68 spreads), sects, the
Sovereign, blood, starting hands, then the Sovereign's first turn.
"""

from __future__ import annotations

from itertools import product
from typing import Any

from ...core.model import Card, State
from ...core.module import GameSpec
from .cards import ATTRS, SECTS, card, deck_ids
from .engine import Engine
from .rules import NobState, Vampire
from .table import BLOOD, CAP, DECK_PILES

MODES = {"solo": (2, 5), "duel": (2, 3), "random": (3, 5), "bang": (4, 5)}
#: BANG! mode: the sects of the other vampires by the Sovereign's sect (five vampires)
BANG_MIX = {
    "camarilla": ("camarilla", "anarquistas", "sabbat", "sabbat"),
    "sabbat": ("sabbat", "anarquistas", "camarilla", "camarilla"),
    "anarquistas": ("anarquistas", "camarilla", "sabbat", "sabbat"),
}
DEFAULT_MIX = ("camarilla", "camarilla", "sabbat", "sabbat", "anarquistas")
#: every legal attribute spread: four values 1..5 adding up to 10 (N-SET-05)
SPREADS = tuple(p for p in product(range(1, 6), repeat=4) if sum(p) == 10)


class SetupError(ValueError):
    """The options do not describe a game the rules allow; the message says why."""


def legal_spread(values: Any) -> bool:
    return (
        isinstance(values, (list, tuple))
        and len(values) == 4
        and all(isinstance(v, int) and 1 <= v <= 5 for v in values)
        and sum(values) == 10
    )


def mode_of(options: dict[str, Any], seats: int) -> str:
    mode = options.get("mode") or ("duel" if seats <= 3 else "bang")
    if mode not in MODES:
        raise SetupError(f"unknown mode '{mode}' (solo, duel, random, bang)")
    low, high = MODES[mode]
    if not low <= seats <= high:
        raise SetupError(f"mode '{mode}' is played by {low} to {high} vampires")
    return mode


def put_box_on_table(state: State) -> None:
    """Every card of the 150 in its deck's pile, in data order (shuffled later)."""
    for deck, pile in DECK_PILES.items():
        zone = state.zones[pile]
        for cid in deck_ids(deck):
            c = Card(id=state.mint_id(), catalog=cid, zone=pile, face_up=zone.face_up, back=deck)
            state.cards[c.id] = c
            zone.cards.append(c.id)


def setup(state: State, spec: GameSpec) -> None:
    n = len(state.seats)
    mode = mode_of(spec.options, n) if state.rules else ""
    put_box_on_table(state)
    for seat in state.seats:
        seat.counters = {BLOOD: 0, CAP: 0, **dict.fromkeys(ATTRS, 0)}
    if not state.rules:
        return
    state.data["nob"] = NobState(
        mode=mode,
        sovereign=0,
        active=0,
        vampires=[Vampire() for _ in range(n)],
        hostile=[[0] * n for _ in range(n)],
    )
    eng = Engine(state)
    for pile in DECK_PILES.values():
        eng.shuffle(pile)
    deal_clans(eng)
    deal_attributes(eng, spec.options)
    deal_sects(eng, mode, spec.options)
    g = eng.g
    for i, v in enumerate(g.vampires):
        v.cap = 5 if i == g.sovereign else 4  # N-SET-07, N-SET-10
        state.seats[i].counters[BLOOD] = state.seats[i].counters[CAP] = v.cap
    state.tokens["sovereign"].holder = g.sovereign
    eng.note("sovereign", seat=g.sovereign, sect=g.vampires[g.sovereign].sect or "-")
    for i, v in enumerate(g.vampires):  # the starting hand: as many cards as blood
        eng.draw(i, v.cap)
    eng.start()


def deal_clans(eng: Engine) -> None:
    """One Clan each, then Disciplines until both show its icon (N-SET-03, N-SET-04)."""
    clans, deck = eng.zone("clanes"), eng.zone("disciplinas")
    used = eng.zone("disciplinas.usadas")
    for seat in range(eng.n):
        mat = eng.zone("mat", seat)
        clan_card = clans.cards[0]
        eng.move(clan_card, mat, face_up=True)
        clan = eng.state.cards[clan_card].catalog
        eng.vamp(seat).clan = clan
        have = 0
        while have < 2:
            if not deck.cards:
                if not any(clan in card(eng.state.cards[c].catalog).clans for c in used.cards):
                    break  # no card for this clan is left anywhere: fewer disciplines
                for c in list(used.cards):
                    eng.move(c, deck, face_up=False)
                eng.shuffle("disciplinas")
            top = deck.cards[0]
            if clan in card(eng.state.cards[top].catalog).clans:
                eng.move(top, mat, face_up=True)
                have += 1
            else:
                eng.move(top, used, face_up=True)


def deal_attributes(eng: Engine, options: dict[str, Any]) -> None:
    """The spreads in ``options["attributes"]`` (one per seat), else one of the 68 at random."""
    chosen = options.get("attributes") or []
    for seat in range(eng.n):
        spread = chosen[seat] if seat < len(chosen) else None
        if spread is None:
            spread = SPREADS[eng.rng.below(len(SPREADS))]
        elif not legal_spread(spread):
            raise SetupError(
                f"attributes of seat {seat + 1}: four values from 1 to 5 adding up to 10"
            )
        eng.state.seats[seat].counters.update(dict(zip(ATTRS, spread, strict=True)))


def lowest_roll(eng: Engine) -> int:
    """N-SET-08: everyone rolls; those tied for the lowest roll again until one is lowest."""
    rolling = list(range(eng.n))
    while len(rolling) > 1:
        rolls = {s: eng.d6() for s in rolling}
        for s, die in rolls.items():
            eng.note("sovereign_roll", seat=s, die=die)
        low = min(rolls.values())
        rolling = [s for s in rolling if rolls[s] == low]
    return rolling[0]


def _sovereign(eng: Engine, options: dict[str, Any]) -> int:
    chosen = options.get("sovereign")
    if chosen is None:
        return lowest_roll(eng)
    if not isinstance(chosen, int) or not 0 <= chosen < eng.n:
        raise SetupError("the Sovereign must be one of the seats")
    return chosen


def _give_sect(eng: Engine, seat: int, sect: str) -> None:
    pile = eng.zone("sectas")
    for c in pile.cards:
        if eng.state.cards[c].catalog == sect:
            eng.move(c, eng.zone("sect", seat), face_up=True)
            eng.vamp(seat).sect = sect
            return
    raise SetupError(f"not enough {sect} cards for that mix (4 of each sect)")


def _mix(eng: Engine, mode: str, options: dict[str, Any]) -> tuple[str, list[str]]:
    """(the Sovereign's sect, the sects shuffled for the others), random and BANG! modes."""
    if mode == "bang":
        sov = SECTS[eng.rng.below(3)]  # drawn at random (MODALIDADES 4)
        others = list(BANG_MIX[sov])
        if eng.n == 4:
            others.remove(sov)  # four vampires: BANG!'s table without the loyal one
        return sov, others
    mix = list(options.get("mix") or DEFAULT_MIX[: eng.n])
    if len(mix) != eng.n or any(s not in SECTS for s in mix):
        raise SetupError("the mix names one sect (camarilla, sabbat, anarquistas) per vampire")
    sov = options.get("sovereign_sect") or mix[0]
    if sov not in mix:
        raise SetupError("the Sovereign's sect must be one of the mix")
    mix.remove(sov)
    return sov, mix


def deal_sects(eng: Engine, mode: str, options: dict[str, Any]) -> None:
    g = eng.g
    if mode == "solo":
        g.sovereign = _sovereign(eng, options)
    elif mode == "duel":  # sects first, then the Sovereign (PREPARACIÓN)
        three = list(SECTS)
        eng.rng.shuffle(three)
        for seat in range(eng.n):
            _give_sect(eng, seat, three[seat])
        g.sovereign = _sovereign(eng, options)
    else:  # the Sovereign first (MODALIDADES 3 and 4)
        g.sovereign = _sovereign(eng, options)
        sov, others = _mix(eng, mode, options)
        eng.rng.shuffle(others)
        _give_sect(eng, g.sovereign, sov)
        rest = [s for s in range(eng.n) if s != g.sovereign]
        for seat, sect in zip(rest, others, strict=True):
            _give_sect(eng, seat, sect)
    g.active = g.sovereign
    mat = eng.zone("mat", g.sovereign)
    for c in list(eng.zone("sect", g.sovereign).cards):  # N-SET-09: shown to all
        eng.move(c, mat, face_up=True)
    if eng.zone("sectas").cards:  # a spare sect card, face down, as the blood tracker
        eng.move(eng.zone("sectas").cards[0], mat, face_up=False)
    for c in list(eng.zone("sectas").cards):
        eng.move(c, eng.zone("caja"), face_up=False)
