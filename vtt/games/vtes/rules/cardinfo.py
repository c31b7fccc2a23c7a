"""What the engine reads from the card data (vtes.md §2.3, §8.3, §13.4): kinds, costs,
requirements, life, titles and votes.

What krcg's card lists carry: kinds, discipline requirements (lower case in krcg's data;
any one of the listed disciplines is accepted, at superior level when the player plays the
superior effect), clan requirements, pool and blood costs, capacity, titles.  What a card's
text adds is read from the data file of :mod:`.cardrules`; :mod:`.legality` checks a play.
"""

from __future__ import annotations

import functools
import re

import msgspec

from ....core.messages import QT_TRANSLATE_NOOP, reject
from ....core.model import Card, State
from ..cards import CardRecord, load_cards
from ..layout import READY, TORPOR, zone

VOTES = {
    "Primogen": 1,
    "Bishop": 1,
    "1 Vote": 1,
    "Prince": 2,
    "Archbishop": 2,
    "Baron": 2,
    "Kholo": 2,
    "Magaji": 2,
    "2 Votes": 2,
    "Justicar": 3,
    "Cardinal": 3,
    "Inner Circle": 4,
    "Regent": 4,
}
PRISCUS = "Priscus"
PRISCUS_BLOC = 3
_LIFE = re.compile(r"(\d+) life")
#: an ally's printed numbers ("Unique mummy with 3 life. 3 strength, 1 bleed.")
_PRINTED_STRENGTH = re.compile(r"(\d+) strength")
_PRINTED_BLEED = re.compile(r"(\d+) bleed")
#: a crypt card's unconditional bonus sentence ("Gangrel Justicar: +1 strength.")
_STATIC_STRENGTH = re.compile(r"(?:^|[.:]\s)\+(\d) strength\.")
_STATIC_BLEED = re.compile(r"(?:^|[.:]\s)\+(\d) bleed\.")
#: the trait sentence "Infernal." of a minion's text (not "requires an infernal vampire")
_INFERNAL = re.compile(r"(?:^|[\s.:])Infernal\.(?:\s|$)")
#: a city title in a crypt card's text: "Camarilla Prince of Seattle:", "Anarch Baron of ..."
_CITY_TITLE = re.compile(r"\b(?:Prince|Archbishop|Baron) of ([^:.]+?)\s*(?::|\.|$)")
#: "Put this card on a vampire you control...": a card that goes on another card in play
PUT_ON = re.compile(r"put this card on (?:a|an|any) ([^.,]*)", re.IGNORECASE)
#: titles unique per city (one ruler per city, whatever the title), per clan, or alone
CITY_TITLES = ("Prince", "Archbishop", "Baron")
CLAN_TITLES = ("Justicar", "Inner Circle", "Kholo")
SOLE_TITLES = ("Regent",)


#: the counter a library card in play carries once its text made it a vampire (Childe of
#: the Revolution): ``became_vampire.<clan>``, its value the capacity.  :func:`record`
#: reads it first, so every rule sees that vampire; the table drops a card's counters when
#: it goes to a pile or a hand, so out of play it is its library card again.  With the
#: rules on only the engine sets counters (and the host, overriding).
BECAME = "became_vampire."


def record(card: Card) -> CardRecord | None:
    try:
        rec = load_cards().get(card.catalog)
    except KeyError:
        return None
    if card.counters and rec is not None and not rec.is_crypt:
        for key, value in card.counters.items():
            if key.startswith(BECAME):
                return _became(card.catalog, key[len(BECAME) :], value)
    return rec


def became_vampire(card: Card) -> bool:
    """Whether this library card in play has become a vampire (:data:`BECAME`)."""
    return bool(card.counters) and any(k.startswith(BECAME) for k in card.counters)


@functools.lru_cache(maxsize=64)
def _became(catalog: str, clan: str, capacity: int) -> CardRecord:
    """The library card as the (non-unique, Anarch) vampire of ``clan`` it has become: no
    text, title, discipline or cost of its own (the Discipline master cards put on it give
    its disciplines and capacity, :func:`disciplines_now`, :func:`capacity_now`)."""
    return msgspec.structs.replace(
        load_cards().get(catalog),
        kind="crypt",
        types=("Vampire",),
        text="",
        capacity=capacity,
        clan=clan,
        clans=(),
        sect="Anarch",
        group="",
        disciplines=(),
        title="",
        pool_cost="",
        blood_cost="",
        unique=False,
        burn_option=False,
    )


def name(card: Card) -> str:
    rec = record(card)
    return rec.name if rec else card.catalog


def types(card: Card) -> tuple[str, ...]:
    rec = record(card)
    return rec.types if rec else ()


def is_vampire(card: Card) -> bool:
    rec = record(card)
    return bool(rec and rec.is_crypt and "Vampire" in rec.types)


def blood_cursed(card: Card) -> bool:
    """A Blood Cursed vampire never commits diablerie (vtes.md §10.3)."""
    rec = record(card)
    return bool(rec and "blood cursed" in rec.text.lower())


def is_minion(card: Card) -> bool:
    """A vampire or an ally (vtes.md §1 'Minion')."""
    rec = record(card)
    return bool(rec and (rec.is_crypt or "Ally" in rec.types))


def capacity(card: Card) -> int:
    rec = record(card)
    return (rec.capacity or 0) if rec else 0


def capacity_now(state: State, card: Card) -> int:
    """Printed capacity, +1 for each card on the vampire that gives +1 capacity (the
    Discipline master cards, V-MAS-07)."""
    extra = 0
    for other in riders(state, card):
        if other.attached_to == card.id:
            rec = record(other)
            if rec is not None and "+1 capacity" in rec.text:
                extra += 1
    return capacity(card) + extra


def riders(state: State, minion: Card) -> list[Card]:
    """The cards on ``minion``: they lie in its zone (a card put on a minion goes where it
    is, and follows it to torpor), so only that zone is read, not the whole table."""
    zone = state.zones.get(minion.zone)
    if zone is None:
        return []
    return [state.cards[c] for c in zone.cards if state.cards[c].attached_to == minion.id]


_LEVEL_GIVEN = re.compile(r"\+1 level of [^\[]*\[(\w+)\]")


def gives_level(text: str) -> bool:
    """Whether a card's text gives the vampire it is on a level the engine reads
    (:func:`disciplines_now`)."""
    return _LEVEL_GIVEN.search(text) is not None


def disciplines_now(state: State | None, minion: Card, card: Card | None = None) -> set[str]:
    """The minion's discipline levels: printed, raised by each card on it that gives "+1
    level of <discipline> [abc]" (the Discipline master cards, e.g. Oblivion): none becomes
    inferior, inferior becomes superior.  An ally has none of its own: the disciplines of
    its card are what recruiting it requires; playing ``card`` as a vampire (Spectral
    Servitor), it has the basic level its text gives."""
    rec = record(minion)
    levels = set(rec.disciplines) if rec and rec.is_crypt else set()
    if card is not None and not levels:
        from .effects.kinds.retainers import plays_as_vampire  # the kinds import this module

        levels |= {plays_as_vampire(minion, card)} - {""}
    if state is None:
        return levels
    for other in riders(state, minion):
        rider = record(other) if other.attached_to == minion.id else None
        given = _LEVEL_GIVEN.search(rider.text) if rider is not None else None
        if given is not None:
            low = given.group(1).lower()
            levels.add(low.upper() if low in levels else low)
    return levels


def printed_life(card: Card) -> int:
    rec = record(card)
    found = _LIFE.search(rec.text) if rec else None
    return int(found.group(1)) if found else 1


def strength(card: Card) -> int:
    """A hand strike's damage: an ally's printed strength; a vampire's 1, plus an
    unconditional "+N strength." of its card (vtes.md §9.4, §21: vampires strike for 1)."""
    return _printed_or_static(card, _PRINTED_STRENGTH, _STATIC_STRENGTH)


def bleed(card: Card) -> int:
    """How much pool a bleed takes before cards modify it: an ally's printed bleed; a
    vampire's 1, plus an unconditional "+N bleed." of its card (vtes.md §7.4.1)."""
    return _printed_or_static(card, _PRINTED_BLEED, _STATIC_BLEED)


def _printed_or_static(card: Card, printed: re.Pattern, static: re.Pattern) -> int:
    rec = record(card)
    if rec is None:
        return 1
    if not rec.is_crypt:
        found = printed.search(rec.text)
        return int(found.group(1)) if found else 1
    found = static.search(rec.text)
    return 1 + (int(found.group(1)) if found else 0)


def infernal(card: Card) -> bool:
    """An infernal minion does not unlock by itself (V-UNL-01)."""
    rec = record(card)
    return bool(rec and _INFERNAL.search(rec.text))


def unique_name(card: Card) -> str | None:
    """The name copies of a unique card share (every crypt card is unique; advanced and base
    versions share the name), or None for a card that may have several copies in play (a
    library card become a non-unique vampire too)."""
    rec = record(card)
    if rec is None or not (rec.unique or rec.kind == "crypt") or became_vampire(card):
        return None
    return rec.name


def title_key(card: Card) -> str | None:
    """What a unique title is claimed over: ``city:<city>`` for princes, archbishops and
    barons (one of them per city), ``<title>:<clan>`` for justicars, Inner Circle members
    and kholo, the title alone for the regent; None for titles that are not unique."""
    rec = record(card)
    if rec is None or not rec.title:
        return None
    if rec.title in CITY_TITLES:
        found = _CITY_TITLE.search(rec.text)
        if not found:
            return None
        city = re.sub(r"[^a-z]", "", found.group(1).lower())
        return f"city:{city}"
    if rec.title in CLAN_TITLES:
        return f"{rec.title}:{rec.clan}"
    if rec.title in SOLE_TITLES:
        return rec.title
    return None


#: an action a card in play gives ("Vampires can burn this card as a (D) action"): not the
#: card's own action, so not what makes it directed
_GIVEN_ACTION = re.compile(r"as an? [^.]*?(?:Ⓓ|\(D\)) action")


def directed(card: Card) -> bool:
    rec = record(card)
    text = _GIVEN_ACTION.sub("", rec.text) if rec is not None else ""
    return "Ⓓ" in text or "(D)" in text


#: a line of a card text for one level: "[aus] ..." (inferior), "[AUS] ..." (superior)
_LEVEL_LINE = re.compile(r"^\[([A-Za-z]+)\]")


def directed_at(card: Card, superior: bool) -> bool:
    """Whether the action the card is played for is directed at that level: a (D) in the
    text of that level (and the lines of no level; the other level's too when it says "As
    above"), not counting the action its text lets minions take against it once in play
    ("Minions can burn this card as a (D) action")."""
    rec = record(card)
    return rec is not None and _directed_text(rec.text, superior)


@functools.lru_cache(maxsize=4096)
def _directed_text(text: str, superior: bool) -> bool:
    lines, others = [], []
    for line in text.splitlines():
        level = _LEVEL_LINE.match(line)
        if level is None or level.group(1).isupper() == superior:
            lines.append(line)
        else:
            others.append(line)
    if any(_as_above(line) for line in lines):  # "[DOM] As above, and ...": the (D) too
        lines += others
    sentences = re.split(r"(?<=[.!?])\s+", " ".join(lines))
    return any(("Ⓓ" in s or "(D)" in s) and "this card as a" not in s.casefold() for s in sentences)


def _as_above(line: str) -> bool:
    """A level's line that repeats the other level's text ("[DOM] As above, and ...")."""
    level = _LEVEL_LINE.match(line)
    return level is not None and line[level.end() :].strip().casefold().startswith("as above")


def out_of_turn(card: Card) -> bool:
    rec = record(card)
    return bool(rec and rec.text.lower().startswith(("master: out-of-turn", "out-of-turn")))


def title_votes(card: Card) -> tuple[int, bool]:
    """``(votes, is_priscus)`` of a ready vampire's title."""
    rec = record(card)
    if rec is None or not rec.title:
        return 0, False
    if rec.title == PRISCUS:
        return 0, True
    return VOTES.get(rec.title, 0), False


def cost(card: Card, x: int = 0) -> tuple[int, int]:
    """``(pool, blood)`` the card costs; ``X`` costs take ``x``."""
    rec = record(card)
    if rec is None:
        return 0, 0

    def value(text: str) -> int:
        if not text:
            return 0
        return x if text.upper() == "X" else int(text) if text.isdigit() else 0

    return value(rec.pool_cost), value(rec.blood_cost)


def in_ready(state: State, card: Card) -> bool:
    """In its controller's ready region and in play (a face-down card there is contested,
    out of play: vtes.md §14.1)."""
    return (
        card.controller is not None and card.face_up and card.zone == zone(card.controller, READY)
    )


def in_torpor(state: State, card: Card) -> bool:
    return (
        card.controller is not None and card.face_up and card.zone == zone(card.controller, TORPOR)
    )


def meets(minion: Card, card: Card, superior: bool, state: State | None = None) -> bool:
    """Whether ``minion`` meets ``card``'s clan and discipline requirements (with the levels
    the cards on it give when ``state`` is known)."""
    req, have = record(card), record(minion)
    if req is None or have is None:
        return True
    if req.clans and have.clan not in req.clans:
        return False
    if req.disciplines:
        levels = disciplines_now(state, minion, card)
        wanted = [d.upper() if superior else d for d in req.disciplines]
        if superior:
            return any(d in levels for d in wanted)
        return any(d in levels or d.upper() in levels for d in wanted)
    return True


def _recruit_discount(state: State, payer: Card | None, card: Card, x: int) -> tuple[int, int]:
    """What the cards on ``payer`` take off an ally's cost (Charisma)."""
    from .effects.kinds.precon_masters import recruit_discount  # the kinds import this module

    return recruit_discount(state, payer, card, x)


def check_cost(state: State, seat: int, payer: Card | None, card: Card, x: int) -> tuple[int, int]:
    """The card's cost (with what the seat's cards in play add to it: Villein's "Minion
    Tap costs you +1 pool"), refused when the seat or the paying vampire cannot afford it."""
    from .effects.kinds.masters_b import raised_cost

    pool, blood = cost(card, x)
    pool += raised_cost(state, seat, card)
    less_pool, less_blood = _recruit_discount(state, payer, card, x)
    pool, blood = pool - less_pool, blood - less_blood
    have = state.seats[seat].counters.get("pool", 0)
    if pool > have:
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "{card} costs {n} pool; you have {have}."),
            card=name(card),
            n=pool,
            have=have,
        )
    if blood:
        if payer is None or not (is_vampire(payer) or _plays_as_vampire(payer, card)):
            raise reject(
                QT_TRANSLATE_NOOP("vtes", "{card} costs blood: only a vampire can pay it."),
                card=name(card),
            )
        have_blood = payer.counters.get("blood" if is_vampire(payer) else "life", 0)
        if blood > have_blood:
            raise reject(
                QT_TRANSLATE_NOOP("vtes", "{card} costs {n} blood; {minion} has {have}."),
                card=name(card),
                n=blood,
                minion=name(payer),
                have=have_blood,
            )
    return pool, blood


def _plays_as_vampire(payer: Card, card: Card) -> bool:
    """An ally playing ``card`` as a vampire (Spectral Servitor) pays its blood in life."""
    from .effects.kinds.retainers import plays_as_vampire  # the kinds import this module

    return bool(plays_as_vampire(payer, card))


def ready_minions(state: State, seat: int) -> list[Card]:
    """``seat``'s minions in its ready region, face up, not attached to another card."""
    return [
        state.cards[c]
        for c in state.zones[zone(seat, READY)].cards
        if state.cards[c].attached_to is None
        and state.cards[c].face_up
        and is_minion(state.cards[c])
    ]
