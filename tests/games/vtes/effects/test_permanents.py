"""Equipment, retainers and allies of the Fifth Edition starters run by the engine: each
comes into play by its action (its cost paid, its requirement and its own limits checked),
gives what it says while in play (intercept, stealth, bleed, a weapon's strike, a
retainer's damage and life), and its abilities are used from the dock (``vtes_use``), with
their words in English and Spanish and a refusal at the wrong moment."""

from __future__ import annotations

import json

import pytest

from vtt.core.table import move_card
from vtt.core.views import events_for, view_for
from vtt.games.vtes.layout import READY, zone
from vtt.games.vtes.rules import cardinfo as ci
from vtt.games.vtes.rules import commands as K
from vtt.games.vtes.rules.data import DISCARD, MINION, UNLOCK
from vtt.games.vtes.rules.effects.catalog import EFFECTS_DIR, load
from vtt.games.vtes.rules.legal import legal_commands
from vtt.games.vtes.rules.stages import decider
from vtt.ui.log_text import event_sentences

from .conftest import dock

KIND = {"Equipment": K.EQUIP, "Retainer": K.EMPLOY, "Ally": K.RECRUIT}


def _resolve(t):
    """Nobody blocks, everybody passes: the action resolves (the log lines of its end)."""
    result = None
    while t.rules["action"] is not None:
        result = t.ok(K.Pass(seat=decider(t.state).seat))
    return result


def _log(t, result, seat=2):
    """The log lines ``seat`` reads for a command's events."""
    return event_sentences(
        events_for(result.events, seat), view_for(t.state, seat, t.module), t.module
    )


def _act(t, seat, minion, name, superior=False):
    card = t.in_hand(seat, name)
    kind = KIND[ci.types(card)[0]]
    return K.Act(seat=seat, minion=minion.id, kind=kind, card=card.id, superior=superior), card


def _bring(t, seat, minion, name, superior=False):
    """``minion`` plays ``name`` for its action, which nobody blocks."""
    cmd, card = _act(t, seat, minion, name, superior)
    t.ok(cmd)
    _resolve(t)
    return t.state.cards[card.id]


def _put_on(t, seat, minion, name, life=None):
    """``name`` in play on ``minion`` (an ally by itself when ``minion`` is None), arranged;
    a retainer or an ally with its printed life (or ``life``)."""
    card = t.in_hand(seat, name, index=-1)
    ready = t.state.zones[zone(seat, READY)]
    move_card(t.state, card, ready, face_up=True)
    card.attached_to = minion.id if minion is not None else None
    if {"Retainer", "Ally"} & set(ci.types(card)):
        card.counters = {"life": ci.printed_life(card) if life is None else life}
    t.rebook()
    return card


def _uses(t, seat, card):
    return [
        c for c in legal_commands(t.state, seat) if isinstance(c, K.UseCard) and c.card == card.id
    ]


def _strikes(t, seat, card):
    return [
        c for c in legal_commands(t.state, seat) if isinstance(c, K.Strike) and c.card == card.id
    ]


def _combat(t, hunter, blocker, intercept=1):
    """``hunter`` (seat 0) hunts, ``blocker`` (seat 1) blocks with an intercept card: the
    combat waits at its range step."""
    t.ok(K.Act(seat=0, minion=hunter.id, kind=K.HUNT))
    t.pass_to(1)
    t.ok(K.Block(seat=1, minion=blocker.id))
    t.ok(K.Pass(seat=0))
    if intercept:
        t.ok(K.Modify(seat=1, what=K.INTERCEPT, delta=intercept, card=t.given(1, "Spirit's Touch")))
    t.pass_round()
    assert t.rules["combat"]["stage"] == "range"


def _to_strike(t):
    t.ok(K.Pass(seat=0))
    t.ok(K.Pass(seat=1))
    assert t.rules["combat"]["stage"] == "strike"


def _life(t, card):
    return t.state.cards[card.id].counters.get("life", 0)


def _blood(t, card):
    return t.state.cards[card.id].counters.get("blood", 0)


# -- the data ------------------------------------------------------------------------------------

CARDS = {
    "equipment.json": 13,
    "retainer.json": 6,
    "ally.json": 9,
}
AUTOMATED = {
    ".44 Magnum",
    "Assault Rifle",  # New Blood III
    "Flamethrower",  # New Blood III
    "Bowl of Convergence",
    "Codex of the Edenic Groundskeepers",
    "Heart of Nizchetus",  # wave 3, group library
    "Shilmulo Tarot",  # wave 3, group library
    "Sword of the Archangel",  # wave 4
    "Ivory Bow",
    "Kevlar Vest",
    "Living Manse",
    "Sport Bike",
    "Treasured Samadji",
    "Mr. Winthrop",
    "Murder of Crows",
    "Raven Spy",
    "Revenant",
    "47th Street Royals",
    "City Star Taxi",
    "War Ghoul",
    "Screamer",
    "The Vozhd of Sofia",
    "Double Deuce",
    "Feral Hound",
    # wave 3 (their effects: test_w3_retainers)
    "Homunculus",
    "Aggressive Corpse",
    "Underbridge Stray",
    "Spectral Servitor",
}


def test_every_card_of_the_family_is_read_and_checked():
    entries = load()
    names = set()
    for file, count in CARDS.items():
        raw = json.loads((EFFECTS_DIR / file).read_text(encoding="utf-8"))
        assert len(raw) == count
        for catalog in raw:
            entry = entries[catalog]
            assert entry.checked and entry.name == t_name(catalog)
            names.add(entry.name)
            assert entry.automated == (entry.name in AUTOMATED), entry.name
    assert AUTOMATED <= names


def t_name(catalog):
    from vtt.games.vtes.cards import load_cards

    return load_cards().get(catalog).name


# -- coming into play: cost, requirement, limits, words ------------------------------------------

#: card -> (the acting vampire, its blood, level, pool paid, blood paid, life in play)
INTO_PLAY = {
    ".44 Magnum": ("Sully", 3, False, 2, 0, None),
    "Assault Rifle": ("Sully", 3, False, 5, 0, None),
    "Flamethrower": ("Sully", 3, False, 4, 0, None),
    "Bowl of Convergence": ("Sully", 3, False, 0, 0, None),
    "Ivory Bow": ("Sully", 3, False, 1, 0, None),
    "Kevlar Vest": ("Sully", 3, False, 1, 0, None),
    "Living Manse": ("Adhiambo", 3, False, 0, 1, None),
    "Sport Bike": ("Sully", 3, False, 1, 0, None),
    "Treasured Samadji": ("Andrei Puxon", 3, False, 1, 0, None),
    "Mr. Winthrop": ("Sully", 3, False, 0, 0, 1),
    "Murder of Crows": ("Adhiambo", 3, False, 0, 1, 1),
    "Raven Spy": ("Adhiambo", 3, True, 0, 1, 2),
    "Revenant": ("Adhiambo", 3, False, 0, 1, 2),
    "47th Street Royals": ("Jaroslav Pascek", 3, False, 0, 0, 2),
    "City Star Taxi": ("Andrei Puxon", 3, False, 3, 0, 2),
    "Double Deuce": ("Angus the Unruled", 3, False, 2, 0, 3),
}


@pytest.mark.parametrize("name", sorted(INTO_PLAY))
def test_the_card_comes_into_play_paid_for(table, name):
    t = table
    vampire, blood, superior, pool, paid, life = INTO_PLAY[name]
    t.to_phase(MINION)
    minion = t.vampire(0, blood, vampire)
    before = t.pool(0)
    card = _bring(t, 0, minion, name, superior)
    assert ci.in_ready(t.state, card)
    assert (t.pool(0), _blood(t, minion)) == (before - pool, blood - paid)
    if life is not None:
        assert _life(t, card) == life
    if "Ally" in ci.types(card):
        assert card.attached_to is None
    else:
        assert card.attached_to == minion.id


def test_murder_of_crows_has_2_life_at_superior(table):
    t = table
    t.to_phase(MINION)
    minion = t.vampire(0, 3, "Adhiambo")
    cmd, crows = _act(t, 0, minion, "Murder of Crows", superior=True)
    t.ok(cmd)
    log = _log(t, _resolve(t))
    # its steps run once, as it enters play (not again with the action's other cards)
    assert log.count("As Murder of Crows says: Murder of Crows has 2 life.") == 1
    assert _life(t, crows) == 2


#: card -> (the acting vampire, level, what is in play already, the pool left, the reason)
REFUSED = {
    ".44 Magnum": ("Sully", False, None, 1, ".44 Magnum costs 2 pool; you have 1."),
    "Assault Rifle": ("Sully", False, None, 4, "Assault Rifle costs 5 pool; you have 4."),
    "Flamethrower": ("Sully", False, None, 3, "Flamethrower costs 4 pool; you have 3."),
    "Ivory Bow": ("Sully", False, None, 0, "Ivory Bow costs 1 pool; you have 0."),
    "Kevlar Vest": ("Sully", False, "Kevlar Vest", 30, "The card's own condition is not met now."),
    "Sport Bike": ("Sully", False, "Sport Bike", 30, "The card's own condition is not met now."),
    "Living Manse": (
        "Sully",
        False,
        None,
        30,
        "Living Manse requires a minion of clan Tzimisce; Sully is not.",
    ),
    "Treasured Samadji": (
        "Sully",
        False,
        None,
        30,
        "Treasured Samadji requires a minion of clan Ravnos; Sully is not.",
    ),
    "Bowl of Convergence": (
        "Sully",
        False,
        "Bowl of Convergence",
        30,
        "Bowl of Convergence is unique and you already have it in play.",
    ),
    "Mr. Winthrop": (
        "Sully",
        False,
        "Mr. Winthrop",
        30,
        "Mr. Winthrop is unique and you already have it in play.",
    ),
    "Murder of Crows": (
        "Sully",
        False,
        None,
        30,
        "Sully lacks the discipline Murder of Crows requires.",
    ),
    "Raven Spy": (
        "Andrei Puxon",
        True,
        None,
        30,
        "Andrei Puxon does not have the discipline of Raven Spy at superior level.",
    ),
    "Revenant": (
        "Sully",
        False,
        None,
        30,
        "Revenant requires a minion of clan Tzimisce; Sully is not.",
    ),
    "War Ghoul": (
        "Sully",
        False,
        None,
        30,
        "War Ghoul requires a minion of clan Tzimisce; Sully is not.",
    ),
    "47th Street Royals": (
        "Sully",
        False,
        None,
        30,
        "47th Street Royals requires a minion of clan Brujah; Sully is not.",
    ),
    "City Star Taxi": (
        "Sully",
        False,
        None,
        30,
        "City Star Taxi requires a minion of clan Ravnos; Sully is not.",
    ),
    "Double Deuce": (
        "Sully",
        False,
        None,
        30,
        "Double Deuce requires a minion of clan Gangrel; Sully is not.",
    ),
}


@pytest.mark.parametrize("name", sorted(REFUSED))
def test_the_card_is_refused_and_not_offered(table, name):
    """Its requirement (clan, discipline, level), its cost, its own limit (one vehicle,
    one Kevlar Vest) or uniqueness: not offered, refused with the reason, nothing paid."""
    t = table
    vampire, superior, already, pool, why = REFUSED[name]
    t.to_phase(MINION)
    minion = t.vampire(0, 3, vampire)
    if already:
        _put_on(t, 0, minion, already)
    t.set_pool(0, pool)
    cmd, card = _act(t, 0, minion, name, superior)
    offered = [c for c in legal_commands(t.state, 0) if isinstance(c, K.Act) and c.card == card.id]
    assert cmd not in offered
    assert t.refused(cmd) == why
    assert (t.pool(0), _blood(t, minion)) == (pool, 3)


@pytest.mark.parametrize("name", sorted(INTO_PLAY))
def test_the_action_in_the_dock(table, spanish, name):
    t = table
    vampire, blood, superior, *_ = INTO_PLAY[name]
    t.to_phase(MINION)
    minion = t.vampire(0, blood, vampire)
    cmd, _ = _act(t, 0, minion, name, superior)
    minion_name = ci.name(minion)
    level = " at superior" if superior else ""
    assert dock(t, cmd, 0).startswith(f"{minion_name} plays {name}{level} (stealth 1)")
    spanish_words = dock(t, cmd, 0, "es")
    assert minion_name in spanish_words and "sigilo 1" in spanish_words


# -- while in play: intercept, stealth, bleed --------------------------------------------------


def _blocking_intercept(t, blocker):
    """Seat 0's Sully hunts (stealth 1); ``blocker`` of seat 1 blocks: its intercept."""
    hunter = t.vampire(0, 3, "Sully")
    t.ok(K.Act(seat=0, minion=hunter.id, kind=K.HUNT))
    t.pass_to(1)
    t.ok(K.Block(seat=1, minion=blocker.id))
    return t.rules["action"]["intercept"]


@pytest.mark.parametrize(
    ("name", "vampire", "intercept"),
    [
        ("Mr. Winthrop", "Echo", 1),
        ("Revenant", "Echo", 1),
        ("Raven Spy", "Echo", 1),
        ("Sport Bike", "Echo", 1),
        ("Bowl of Convergence", "Echo", 1),  # Echo has Auspex
        ("Bowl of Convergence", "Adhiambo", 0),  # no Auspex: nothing
    ],
)
def test_the_bearer_gets_intercept(table, name, vampire, intercept):
    t = table
    t.to_phase(MINION)
    blocker = t.vampire(1, 3, vampire)
    _put_on(t, 1, blocker, name)
    assert _blocking_intercept(t, blocker) == intercept


def _more_stealth(t):
    """The acting Sully gets +1 stealth: the blocker needs more intercept."""
    hunter = t.rules["action"]["minion"]
    t.ok(K.Modify(seat=0, what=K.STEALTH, delta=1, card=t.given(0, "Cloak the Gathering", hunter)))
    t.pass_to(1)


def test_bowl_of_convergence_superior_burns_1_blood_for_intercept(table, spanish):
    t = table
    t.to_phase(MINION)
    aleph = t.vampire(1, 3, "Aleph")
    bowl = _put_on(t, 1, aleph, "Bowl of Convergence")
    assert _blocking_intercept(t, aleph) == 1
    _more_stealth(t)
    [use] = _uses(t, 1, bowl)
    assert dock(t, use, 1) == "Use Bowl of Convergence: Aleph burns 1 blood; +1 intercept"
    assert dock(t, use, 1, "es") == (
        "Usar Cuenco de la Convergencia: Aleph quema 1 de sangre; +1 de intercepción"
    )
    log = _log(t, t.ok(use))
    assert "Como dice Bowl of Convergence: Aleph quema 1 de sangre." in log  # Spanish
    assert t.rules["action"]["intercept"] == 2 and _blood(t, aleph) == 2


def test_bowl_of_convergence_is_refused_without_superior_auspex(table):
    t = table
    t.to_phase(MINION)
    echo = t.vampire(1, 3, "Echo")
    bowl = _put_on(t, 1, echo, "Bowl of Convergence")
    _blocking_intercept(t, echo)
    _more_stealth(t)
    assert _uses(t, 1, bowl) == []
    assert t.refused(K.UseCard(seat=1, card=bowl.id)) == "The card's own condition is not met now."


def test_double_deuce_has_stealth_and_gains_life_in_the_unlock_phase(table, spanish):
    t = table
    t.to_phase(MINION)
    deuce = _put_on(t, 0, None, "Double Deuce", life=2)
    t.ok(K.Act(seat=0, minion=deuce.id, kind=K.BLEED))
    assert t.rules["action"]["stealth"] == 1 and t.rules["action"]["amount"] == 1
    _resolve(t)
    assert t.refused(K.UseCard(seat=0, card=deuce.id)) == "The card's own condition is not met now."
    while t.rules["phase"] != UNLOCK or t.state.turn.active != 0:
        t.ok(K.NextPhase(seat=t.state.turn.active))
    [use] = _uses(t, 0, deuce)
    assert dock(t, use, 0) == "Use Double Deuce: Double Deuce gains 1 life"
    assert dock(t, use, 0, "es") == "Usar Peineta Doble: Double Deuce gana 1 vida"
    t.ok(use)
    assert _life(t, deuce) == 3
    assert t.refused(use) == "Double Deuce has been used as often as it may be now."


@pytest.mark.parametrize(
    ("name", "vampire", "amount"),
    [
        ("Living Manse", "Adhiambo", 2),
        ("Treasured Samadji", "Andrei Puxon", 2),
        ("Treasured Samadji", "Sully", 1),
    ],
)
def test_the_bearer_bleeds_for_more(table, name, vampire, amount):
    t = table
    t.to_phase(MINION)
    minion = t.vampire(0, 3, vampire)
    _put_on(t, 0, minion, name)
    t.ok(K.Act(seat=0, minion=minion.id, kind=K.BLEED))
    assert t.rules["action"]["amount"] == amount


#: Sully's bleed of 1 reduced by 3
AMOUNT_AFTER_ROYALS = -2


def test_a_card_run_from_its_data_gives_nothing_more_from_its_text(table):
    """Living Manse's "+1 bleed" is counted when the bleed is declared: its text offers no
    second +1 (the engine reads an automated card's data, not its text)."""
    t = table
    t.to_phase(MINION)
    adhiambo = t.vampire(0, 3, "Adhiambo")
    manse = _put_on(t, 0, adhiambo, "Living Manse")
    t.ok(K.Act(seat=0, minion=adhiambo.id, kind=K.BLEED))
    assert t.rules["action"]["amount"] == 2
    offered = [c for c in legal_commands(t.state, 0) if getattr(c, "card", None) == manse.id]
    assert offered == []
    assert t.refused(K.Modify(seat=0, what=K.AMOUNT, delta=1, card=manse.id)) == (
        "Living Manse does not say that: it cannot give this effect."
    )


def test_47th_street_royals_burn_to_reduce_a_bleed_by_3(table, spanish):
    t = table
    t.to_phase(MINION)
    royals = _put_on(t, 1, None, "47th Street Royals")
    sully = t.vampire(0, 3, "Sully")
    assert t.refused(K.UseCard(seat=1, card=royals.id)) == "That cannot be done now."
    t.ok(K.Act(seat=0, minion=sully.id, kind=K.BLEED))
    t.pass_round()
    t.pass_to(1)
    [use] = _uses(t, 1, royals)
    assert (
        dock(t, use, 1)
        == "Use 47th Street Royals: -3 to the bleed against you; burn 47th Street Royals"
    )
    assert dock(t, use, 1, "es") == (
        "Usar La Realeza de la calle 47: -3 al sangrado contra ti; quemar 47th Street Royals"
    )
    t.ok(use)
    assert t.rules["action"]["amount"] == AMOUNT_AFTER_ROYALS
    assert not ci.in_ready(t.state, t.state.cards[royals.id])


def test_47th_street_royals_reduce_only_a_bleed(table):
    t = table
    t.to_phase(MINION)
    royals = _put_on(t, 1, None, "47th Street Royals")
    sully = t.vampire(0, 3, "Sully")
    t.ok(K.Act(seat=0, minion=sully.id, kind=K.HUNT))
    t.pass_to(1)
    assert _uses(t, 1, royals) == []
    why = t.refused(K.UseCard(seat=1, card=royals.id))
    assert why == "Only a bleed or a hunt has an amount to change."
    assert ci.in_ready(t.state, t.state.cards[royals.id])


# -- combat: weapons, retainers, abilities -------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "words", "es", "damage"),
    [
        (
            ".44 Magnum",
            "Strike with .44 Magnum: 2R damage",
            "Golpe con Magnum .44: 2R de daño",
            (2, 0),
        ),
        (
            "Assault Rifle",
            "Strike with Assault Rifle: 4R damage",
            "Golpe con Assault Rifle: 4R de daño",
            (4, 0),
        ),
        (
            "Flamethrower",
            "Strike with Flamethrower: 2R aggravated damage",
            "Golpe con Flamethrower: 2R de daño agravado",
            (0, 2),
        ),
        (
            "Ivory Bow",
            "Strike with Ivory Bow: 1R aggravated damage",
            "Golpe con Arco de marfil: 1R de daño agravado",
            (0, 1),
        ),
    ],
)
def test_a_weapon_strikes_from_its_data(table, spanish, name, words, es, damage):
    t = table
    t.to_phase(MINION)
    sully = t.vampire(0, 3, "Sully")
    echo = t.vampire(1, 4, "Echo")
    weapon = _put_on(t, 0, sully, name)
    _combat(t, sully, echo)
    _to_strike(t)
    [strike] = _strikes(t, 0, weapon)
    assert dock(t, strike, 0) == words
    assert dock(t, strike, 0, "es") == es
    t.ok(strike)
    t.ok(K.Strike(seat=1, minion=echo.id))
    assert t.rules["combat"]["damage"]["b"] == list(damage)


def test_a_weapon_is_refused_for_a_stronger_strike(table):
    t = table
    t.to_phase(MINION)
    sully = t.vampire(0, 3, "Sully")
    echo = t.vampire(1, 4, "Echo")
    magnum = _put_on(t, 0, sully, ".44 Magnum")
    _combat(t, sully, echo)
    _to_strike(t)
    cmd = K.Strike(seat=0, minion=sully.id, kind=K.DAMAGE, damage=3, ranged=True, card=magnum.id)
    assert t.refused(cmd) == ".44 Magnum gives at most 2 here."


@pytest.mark.parametrize(
    ("name", "es"), [(".44 Magnum", "Magnum .44"), ("Assault Rifle", "Assault Rifle")]
)
def test_a_gun_maneuvers_once_each_combat(table, spanish, name, es):
    t = table
    t.to_phase(MINION)
    sully = t.vampire(0, 3, "Sully")
    echo = t.vampire(1, 4, "Echo")
    magnum = _put_on(t, 0, sully, name)
    assert t.refused(K.UseCard(seat=0, card=magnum.id)) == "Not at this moment of the game."
    _combat(t, sully, echo)
    [use] = _uses(t, 0, magnum)
    assert dock(t, use, 0) == f"Use {name}: maneuver"
    assert dock(t, use, 0, "es") == f"Usar {es}: maniobra"
    t.ok(use)
    assert t.rules["combat"]["range"] == "long"
    _to_strike_from_long(t)
    assert _strikes(t, 0, magnum)  # the strike is the weapon's too, at long range


def _to_strike_from_long(t):
    while t.rules["combat"]["stage"] == "range":
        t.ok(K.Pass(seat=decider(t.state).seat))


def test_44_magnum_maneuver_is_refused_the_second_time_in_a_combat(table):
    t = table
    t.to_phase(MINION)
    sully = t.vampire(0, 3, "Sully")
    echo = t.vampire(1, 4, "Echo")
    magnum = _put_on(t, 0, sully, ".44 Magnum")
    _combat(t, sully, echo)
    t.ok(K.UseCard(seat=0, card=magnum.id))
    t.rules["combat"]["last_maneuver"] = None  # as if another maneuver came between
    assert t.refused(K.UseCard(seat=0, card=magnum.id)) == (
        ".44 Magnum has been used as often as it may be now."
    )


def test_murder_of_crows_hurts_the_opposing_minion_each_round(table):
    t = table
    t.to_phase(MINION)
    sully = t.vampire(0, 3, "Sully")
    echo = t.vampire(1, 4, "Echo")
    _put_on(t, 0, sully, "Murder of Crows")
    _combat(t, sully, echo)
    _to_strike(t)
    t.ok(K.Strike(seat=0, minion=sully.id))
    log = _log(t, t.ok(K.Strike(seat=1, minion=echo.id)))
    assert "As Murder of Crows says: 1 damage to Echo this round." in log
    assert t.rules["combat"]["damage"]["b"] == [2, 0]  # Sully's hand strike and the crows
    assert t.rules["combat"]["damage"]["a"] == [1, 0]


def test_murder_of_crows_damage_is_not_a_strike_a_dodge_does_not_stop_it(table):
    t = table
    t.to_phase(MINION)
    sully = t.vampire(0, 3, "Sully")
    echo = t.vampire(1, 4, "Echo")
    _put_on(t, 0, sully, "Murder of Crows")
    _combat(t, sully, echo)
    _to_strike(t)
    t.ok(K.Strike(seat=0, minion=sully.id))
    t.ok(K.Strike(seat=1, minion=echo.id, kind=K.DODGE, card=t.given(1, "Absorb the Mind", echo)))
    assert t.rules["combat"]["damage"]["b"] == [1, 0]


def test_kevlar_vest_prevents_1_damage_once_each_combat(table, spanish):
    t = table
    t.to_phase(MINION)
    sully = t.vampire(0, 3, "Sully")
    echo = t.vampire(1, 4, "Echo")
    vest = _put_on(t, 1, echo, "Kevlar Vest")
    _combat(t, sully, echo)
    t.ok(K.Pass(seat=0))
    assert t.refused(K.UseCard(seat=1, card=vest.id)) == "Not at this moment of the game."
    t.ok(K.Pass(seat=1))
    t.ok(K.Strike(seat=0, minion=sully.id))
    t.ok(K.Strike(seat=1, minion=echo.id))
    t.pass_to(1)
    [use] = _uses(t, 1, vest)
    assert dock(t, use, 1) == "Use Kevlar Vest: prevent 1 damage"
    assert dock(t, use, 1, "es") == "Usar Chaleco de kevlar: prevenir 1 de daño"
    t.ok(use)
    assert t.rules["combat"]["damage"]["b"] == [0, 0]


def test_kevlar_vest_prevents_2_damage_from_a_gun(table):
    t = table
    t.to_phase(MINION)
    sully = t.vampire(0, 3, "Sully")
    echo = t.vampire(1, 4, "Echo")
    magnum = _put_on(t, 0, sully, ".44 Magnum")
    vest = _put_on(t, 1, echo, "Kevlar Vest")
    _combat(t, sully, echo)
    _to_strike(t)
    [strike] = _strikes(t, 0, magnum)
    t.ok(strike)
    t.ok(K.Strike(seat=1, minion=echo.id))
    t.pass_to(1)
    [use] = _uses(t, 1, vest)
    assert dock(t, use, 1) == "Use Kevlar Vest: prevent 2 damage"
    t.ok(use)
    assert t.rules["combat"]["damage"]["b"] == [0, 0]


def test_treasured_samadji_dodges_for_a_ravnos(table, spanish):
    t = table
    t.to_phase(MINION)
    andrei = t.vampire(0, 3, "Andrei Puxon")
    echo = t.vampire(1, 4, "Echo")
    samadji = _put_on(t, 0, andrei, "Treasured Samadji")
    _combat(t, andrei, echo)
    assert _uses(t, 0, samadji) == []  # not at the range step
    _to_strike(t)
    [use] = _uses(t, 0, samadji)
    assert dock(t, use, 0) == "Use Treasured Samadji: strike: dodge"
    assert dock(t, use, 0, "es") == "Usar Treasured Samadji: golpe: esquivar"
    t.ok(use)
    assert t.rules["combat"]["strikes"]["a"]["kind"] == K.DODGE


def test_treasured_samadji_gives_no_dodge_to_another_clan(table):
    t = table
    t.to_phase(MINION)
    sully = t.vampire(0, 3, "Sully")
    echo = t.vampire(1, 4, "Echo")
    samadji = _put_on(t, 0, sully, "Treasured Samadji")
    _combat(t, sully, echo)
    _to_strike(t)
    assert (
        t.refused(K.UseCard(seat=0, card=samadji.id)) == "The card's own condition is not met now."
    )


def test_living_manse_burns_to_end_combat_before_range(table, spanish):
    t = table
    t.to_phase(MINION)
    adhiambo = t.vampire(0, 3, "Adhiambo")
    echo = t.vampire(1, 4, "Echo")
    manse = _put_on(t, 0, adhiambo, "Living Manse")
    _combat(t, adhiambo, echo)
    [use] = _uses(t, 0, manse)
    assert dock(t, use, 0) == "Use Living Manse: burn Living Manse; end the combat"
    assert (
        dock(t, use, 0, "es") == "Usar Mansión viviente: quemar Living Manse; terminar el combate"
    )
    log = _log(t, t.ok(use))
    assert "Como dice Living Manse: Living Manse se quema." in log  # the Spanish log
    assert "Como dice Living Manse: el combate termina." in log
    assert t.rules["combat"] is None
    assert not ci.in_ready(t.state, t.state.cards[manse.id])


def test_living_manse_is_refused_once_the_strikes_are_chosen(table):
    t = table
    t.to_phase(MINION)
    adhiambo = t.vampire(0, 3, "Adhiambo")
    echo = t.vampire(1, 4, "Echo")
    manse = _put_on(t, 0, adhiambo, "Living Manse")
    _combat(t, adhiambo, echo)
    _to_strike(t)
    assert t.refused(K.UseCard(seat=0, card=manse.id)) == "The card's own condition is not met now."
    assert ci.in_ready(t.state, t.state.cards[manse.id])


def test_city_star_taxi_strikes_maneuvers_and_gives_a_ravnos_stealth(table, spanish):
    t = table
    t.to_phase(MINION)
    taxi = _put_on(t, 0, None, "City Star Taxi")
    andrei = t.vampire(0, 3, "Andrei Puxon")
    assert t.refused(K.UseCard(seat=0, card=taxi.id)) == "The card's own condition is not met now."
    t.ok(K.Act(seat=0, minion=andrei.id, kind=K.BLEED))
    echo = t.vampire(1, 4, "Echo")
    t.pass_to(1)
    t.ok(K.Block(seat=1, minion=echo.id))  # intercept 0 reaches stealth 0
    [use] = _uses(t, 0, taxi)
    assert dock(t, use, 0) == "Use City Star Taxi: lock City Star Taxi; +1 stealth"
    assert dock(t, use, 0, "es") == "Usar City Star Taxi: girar City Star Taxi; +1 de sigilo"
    log = _log(t, t.ok(use))  # in Spanish: the test installs the catalogue
    assert "Como dice City Star Taxi: City Star Taxi se gira." in log
    assert t.rules["action"]["stealth"] == 1 and t.state.cards[taxi.id].locked


def test_city_star_taxi_gives_no_stealth_to_another_clan(table):
    t = table
    t.to_phase(MINION)
    taxi = _put_on(t, 0, None, "City Star Taxi")
    sully = t.vampire(0, 3, "Sully")
    t.ok(K.Act(seat=0, minion=sully.id, kind=K.BLEED))
    assert t.refused(K.UseCard(seat=0, card=taxi.id)) == "The card's own condition is not met now."


def test_city_star_taxi_strikes_and_maneuvers_in_its_combat(table):
    t = table
    t.to_phase(MINION)
    taxi = _put_on(t, 0, None, "City Star Taxi")
    echo = t.vampire(1, 4, "Echo")
    t.ok(K.Act(seat=0, minion=taxi.id, kind=K.BLEED))
    t.pass_to(1)
    t.ok(K.Block(seat=1, minion=echo.id))
    t.pass_round()
    [use] = _uses(t, 0, taxi)
    t.ok(use)
    assert t.rules["combat"]["range"] == "long"
    _to_strike_from_long(t)
    [strike] = [s for s in _strikes(t, 0, taxi) if s.damage == 1 and s.ranged]
    t.ok(strike)


# -- an ally's own action to enter combat ---------------------------------------------------------


def _combat_acts(t, seat, ally):
    """The actions the dock offers ``ally`` to enter combat (cardless, aimed at a minion)."""
    return [
        c
        for c in legal_commands(t.state, seat)
        if isinstance(c, K.Act) and c.minion == ally.id and c.kind == K.ACTION
    ]


#: the ally, the other Methuselah's minions it may fight (by name), those it may not
COMBAT_ALLIES = [
    ("Aggressive Corpse", ["Echo", "47th Street Royals"], []),
    ("The Vozhd of Sofia", ["Echo", "47th Street Royals"], []),
    ("War Ghoul", ["Echo"], ["47th Street Royals"]),
]


@pytest.mark.parametrize(("name", "fights", "not_fights"), COMBAT_ALLIES)
def test_an_ally_enters_combat_as_a_directed_action(table, name, fights, not_fights):
    t = table
    t.to_phase(MINION)
    ally = _put_on(t, 0, None, name)
    echo = t.vampire(1, 4, "Echo")
    royals = _put_on(t, 1, None, "47th Street Royals")
    by_name = {"Echo": echo, "47th Street Royals": royals}
    offered = _combat_acts(t, 0, ally)
    assert [(c.target, c.target_card) for c in offered] == [
        (1, by_name[n].id) for n in ("Echo", "47th Street Royals") if n in fights
    ]
    for other in not_fights:
        cmd = K.Act(seat=0, minion=ally.id, kind=K.ACTION, target_card=by_name[other].id)
        assert t.refused(cmd) == f"{name} cannot enter combat with {other}."
    cmd = next(c for c in offered if c.target_card == echo.id)
    t.ok(cmd)
    action = t.rules["action"]
    assert action["directed"] and action["target"] == 1 and action["stealth"] == 0
    assert t.state.cards[ally.id].locked
    _resolve(t)
    combat = t.rules["combat"]
    assert (combat["a"], combat["b"]) == (ally.id, echo.id)


def test_an_ally_without_the_ability_is_offered_no_combat_action(table):
    t = table
    t.to_phase(MINION)
    royals = _put_on(t, 0, None, "47th Street Royals")
    echo = t.vampire(1, 4, "Echo")
    assert _combat_acts(t, 0, royals) == []
    ghoul = _put_on(t, 0, None, "War Ghoul")
    ghoul.locked = True
    assert _combat_acts(t, 0, ghoul) == []
    cmd = K.Act(seat=0, minion=ghoul.id, kind=K.ACTION, target_card=echo.id)
    assert t.refused(cmd) == "War Ghoul is locked."


def test_no_combat_when_the_aimed_vampire_left_play(table):
    t = table
    t.to_phase(MINION)
    ghoul = _put_on(t, 0, None, "War Ghoul")
    echo = t.vampire(1, 4, "Echo")
    [cmd] = _combat_acts(t, 0, ghoul)
    t.ok(cmd)
    move_card(t.state, echo, t.state.zones[zone(1, "torpor")])
    _resolve(t)
    assert t.rules["combat"] is None


def test_the_combat_action_in_the_dock(table, spanish):
    t = table
    t.to_phase(MINION)
    ghoul = _put_on(t, 0, None, "War Ghoul")
    t.vampire(1, 4, "Echo")
    [cmd] = _combat_acts(t, 0, ghoul)
    assert dock(t, cmd, 0) == "War Ghoul enters combat with Echo (directed action)"
    assert dock(t, cmd, 0, "es") == "War Ghoul entra en combate con Echo (acción dirigida)"


def test_the_combat_ability_in_words(table, spanish):
    from vtt.core.messages import localised
    from vtt.games.vtes.rules.effects.kinds import permanents
    from vtt.games.vtes.rules.effects.run import context

    t = table
    for name, en, es in (
        ("War Ghoul", "a vampire", "un vampiro"),
        ("Aggressive Corpse", "a minion", "un siervo"),
    ):
        ally = _put_on(t, 0, None, name)
        words = permanents.combat_action(ally).words(context(t.state, 0, ally, ally))
        assert localised(words, "en") == f"can enter combat with {en} as a directed action"
        assert localised(words, "es") == f"puede entrar en combate con {es} como acción dirigida"


# -- War Ghoul burns a location -------------------------------------------------------------------


def test_war_ghoul_locks_and_burns_itself_to_burn_a_location(table, spanish):
    t = table
    t.to_phase(MINION)
    ghoul = _put_on(t, 0, None, "War Ghoul")
    location = _put_on(t, 1, None, "Hackerspace")
    [use] = _uses(t, 0, ghoul)
    assert use.target_card == location.id
    assert dock(t, use, 0) == ("Use War Ghoul: lock War Ghoul; burn Hackerspace; burn War Ghoul")
    assert dock(t, use, 0, "es").startswith("Usar War Ghoul: girar War Ghoul; ")
    t.ok(use)
    assert location.zone == "s1.ash_heap" and ghoul.zone == "s0.ash_heap"


def test_war_ghoul_burns_no_location_when_locked_or_in_combat(table):
    t = table
    t.to_phase(MINION)
    ghoul = _put_on(t, 0, None, "War Ghoul")
    location = _put_on(t, 1, None, "Hackerspace")
    use = K.UseCard(seat=0, card=ghoul.id, target_card=location.id, mode=1)
    ghoul.locked = True
    assert t.refused(use) == "War Ghoul is locked."
    ghoul = t.state.cards[ghoul.id]  # a refused command leaves the state as it was
    ghoul.locked = False
    echo = t.vampire(1, 4, "Echo")
    [act] = [c for c in _combat_acts(t, 0, ghoul) if c.target_card == echo.id]
    t.ok(act)
    _resolve(t)
    assert t.rules["combat"] is not None
    t.state.cards[ghoul.id].locked = False  # even unlocked, not during combat
    assert t.refused(use) == "The card's own condition is not met now."
    assert t.state.cards[location.id].zone == "s1.ready"


def test_the_combat_action_needs_its_aim(table):
    t = table
    t.to_phase(MINION)
    ghoul = _put_on(t, 0, None, "War Ghoul")
    cmd = K.Act(seat=0, minion=ghoul.id, kind=K.ACTION)
    assert t.refused(cmd) == "Say which card the card is aimed at."


# -- "after this ally enters play, burn an ally or retainer you control" ------------------------


def _recruits(t, seat, vampire, card):
    return [
        c
        for c in legal_commands(t.state, seat)
        if isinstance(c, K.Act) and c.minion == vampire.id and c.card == card.id
    ]


@pytest.mark.parametrize("name", ["War Ghoul", "The Vozhd of Sofia"])
def test_recruiting_burns_the_ally_or_retainer_aimed(table, name):
    t = table
    t.to_phase(MINION)
    vampire = t.vampire(0, 4, "Adhiambo")
    royals = _put_on(t, 0, None, "47th Street Royals")
    card = t.in_hand(0, name)
    offered = _recruits(t, 0, vampire, card)
    assert [c.target_card for c in offered] == [royals.id, card.id]
    pool = t.pool(0)
    t.ok(offered[0])
    _resolve(t)
    assert royals.zone == "s0.ash_heap" and card.zone == "s0.ready"
    assert t.pool(0) == pool - ci.cost(card, 0)[0]


def test_war_ghoul_may_burn_itself_as_it_enters_play(table):
    t = table
    t.to_phase(MINION)
    vampire = t.vampire(0, 4, "Adhiambo")
    card = t.in_hand(0, "War Ghoul")
    [cmd] = _recruits(t, 0, vampire, card)
    assert cmd.target_card == card.id
    t.ok(cmd)
    _resolve(t)
    assert card.zone == "s0.ash_heap"


def test_war_ghoul_burns_itself_when_the_aimed_ally_left_play(table):
    t = table
    t.to_phase(MINION)
    vampire = t.vampire(0, 4, "Adhiambo")
    royals = _put_on(t, 0, None, "47th Street Royals")
    card = t.in_hand(0, "War Ghoul")
    t.ok(K.Act(seat=0, minion=vampire.id, kind=K.RECRUIT, card=card.id, target_card=royals.id))
    move_card(t.state, royals, t.state.zones[zone(0, "ash_heap")])
    royals.counters = {}
    t.rebook()
    _resolve(t)
    assert card.zone == "s0.ash_heap"


def test_recruiting_war_ghoul_needs_an_aim_of_your_own(table):
    t = table
    t.to_phase(MINION)
    vampire = t.vampire(0, 4, "Adhiambo")
    theirs = _put_on(t, 1, None, "47th Street Royals")
    card = t.in_hand(0, "War Ghoul")
    cmd = K.Act(seat=0, minion=vampire.id, kind=K.RECRUIT, card=card.id)
    assert t.refused(cmd) == "Say which card the card is aimed at."
    cmd = K.Act(seat=0, minion=vampire.id, kind=K.RECRUIT, card=card.id, target_card=theirs.id)
    assert t.refused(cmd) == "The card cannot be aimed there."


def test_recruiting_war_ghoul_in_the_dock(table, spanish):
    t = table
    t.to_phase(MINION)
    vampire = t.vampire(0, 4, "Adhiambo")
    _put_on(t, 0, None, "47th Street Royals")
    card = t.in_hand(0, "War Ghoul")
    cmd = _recruits(t, 0, vampire, card)[0]
    assert dock(t, cmd, 0) == (
        "Adhiambo plays War Ghoul (stealth 1): as it enters play, burn 47th Street Royals;"
        " can enter combat with a vampire as a directed action"
    )
    assert dock(t, cmd, 0, "es").startswith(
        "Adhiambo juega War Ghoul (sigilo 1): al entrar en juego, quemar 47th Street Royals; "
    )


def test_war_ghoul_prevents_1_damage_each_round(table, spanish):
    t = table
    t.to_phase(MINION)
    ghoul = _put_on(t, 0, None, "War Ghoul")
    echo = t.vampire(1, 4, "Echo")
    assert t.refused(K.UseCard(seat=0, card=ghoul.id, mode=0)) == (
        "The card's own condition is not met now."
    )
    [act] = _combat_acts(t, 0, ghoul)
    t.ok(act)
    _resolve(t)
    _to_strike_from_long(t)
    t.ok(K.Strike(seat=0, minion=ghoul.id))
    t.ok(K.Strike(seat=1, minion=echo.id))
    t.pass_to(0)
    [use] = [u for u in _uses(t, 0, ghoul) if u.mode == 0]
    assert dock(t, use, 0) == "Use War Ghoul: prevent 1 damage"
    assert dock(t, use, 0, "es") == "Usar War Ghoul: prevenir 1 de daño"
    taken = sum(t.rules["combat"]["damage"]["a"])
    t.ok(use)
    assert sum(t.rules["combat"]["damage"]["a"]) == taken - 1
    assert t.refused(use) == "War Ghoul has been used as often as it may be now."


# -- The Vozhd of Sofia: an ally or retainer card discarded for 2 life ----------------------------


def test_the_vozhd_discards_an_ally_card_for_2_life_in_your_unlock_phase(table, spanish):
    t = table
    t.to_phase(MINION)
    vozhd = _put_on(t, 0, None, "The Vozhd of Sofia")
    royals = t.in_hand(0, "47th Street Royals")
    other = t.in_hand(0, "Deflection", index=1)
    assert t.refused(K.UseCard(seat=0, card=vozhd.id, target_card=royals.id)) == (
        "The card's own condition is not met now."
    )
    while t.rules["phase"] != UNLOCK or t.state.turn.active != 0:
        t.ok(K.NextPhase(seat=t.state.turn.active))
    [use] = _uses(t, 0, vozhd)
    assert use.target_card == royals.id
    assert dock(t, use, 0) == (
        "Use The Vozhd of Sofia: discard 47th Street Royals: The Vozhd of Sofia gains 2 life"
    )
    assert dock(t, use, 0, "es").endswith("gana 2 vida")
    wrong = K.UseCard(seat=0, card=vozhd.id, target_card=other.id)
    assert t.refused(wrong) == "The card cannot be aimed there."
    hand = len(t.state.zones[zone(0, "hand")].cards)
    t.ok(use)
    assert _life(t, vozhd) == 7
    assert t.state.cards[royals.id].zone == "s0.ash_heap"
    assert len(t.state.zones[zone(0, "hand")].cards) == hand


def test_the_vozhd_discards_nothing_in_another_methuselahs_unlock_phase(table):
    t = table
    t.to_phase(MINION)
    vozhd = _put_on(t, 0, None, "The Vozhd of Sofia")
    royals = t.in_hand(0, "47th Street Royals")
    while t.rules["phase"] != UNLOCK or t.state.turn.active != 1:
        t.ok(K.NextPhase(seat=t.state.turn.active))
    use = K.UseCard(seat=0, card=vozhd.id, target_card=royals.id)
    assert t.refused(use) == "That cannot be done now."
    assert _life(t, vozhd) == 5


def test_an_automated_weapon_is_offered_for_an_equip_action(table):
    """What a card gives once in play (a weapon's strike) is checked when it is used, not
    when the card is brought into play."""
    t = table
    t.to_phase(MINION)
    sully = t.vampire(0, 3, "Sully")
    cmd, _ = _act(t, 0, sully, ".44 Magnum")
    assert cmd in legal_commands(t.state, 0)


# -- Aggressive Corpse: strikes that cannot be dodged ---------------------------------------------


@pytest.mark.parametrize(("name", "hits"), [("Aggressive Corpse", 2), ("47th Street Royals", 0)])
def test_a_dodge_stops_no_strike_of_aggressive_corpse(table, name, hits):
    t = table
    t.to_phase(MINION)
    ally = _put_on(t, 0, None, name)
    echo = t.vampire(1, 4, "Echo")
    t.ok(K.Act(seat=0, minion=ally.id, kind=K.BLEED))
    t.pass_to(1)
    t.ok(K.Block(seat=1, minion=echo.id))
    t.pass_round()
    _to_strike_from_long(t)
    t.ok(K.Strike(seat=0, minion=ally.id))
    dodge = t.given(1, "Absorb the Mind", echo)
    t.ok(K.Strike(seat=1, minion=echo.id, kind=K.DODGE, card=dodge))
    assert t.rules["combat"]["damage"]["b"] == [hits, 0]


def test_the_undodgeable_strikes_in_words(table, spanish):
    from vtt.core.messages import localised
    from vtt.games.vtes.rules.effects.catalog import effects_of
    from vtt.games.vtes.rules.effects.run import context

    t = table
    corpse = _put_on(t, 0, None, "Aggressive Corpse")
    step = effects_of(corpse.catalog).any.in_play[1]
    words = step.words(context(t.state, 0, corpse, corpse))
    assert localised(words, "en") == "its strikes cannot be dodged"
    assert localised(words, "es") == "sus golpes no se pueden esquivar"


# -- Aggressive Corpse: no target of directed Dominate or Presence actions -----------------------


def test_entrancement_cannot_steal_aggressive_corpse(table, spanish):
    t = table
    t.to_phase(MINION)
    aisha = t.vampire(0, 4, "Aisha az-Zahra")
    corpse = _put_on(t, 1, None, "Aggressive Corpse")
    royals = _put_on(t, 1, None, "47th Street Royals")
    card = t.in_hand(0, "Entrancement")
    offered = [
        c
        for c in legal_commands(t.state, 0)
        if isinstance(c, K.Act) and c.card == card.id and c.superior
    ]
    assert [c.target_card for c in offered] == [royals.id]
    cmd = K.Act(
        seat=0, minion=aisha.id, kind=K.ACTION, card=card.id, target_card=corpse.id, superior=True
    )
    assert t.refused(cmd) == "Aggressive Corpse cannot be the target of Entrancement."
    assert not t.state.cards[aisha.id].locked
    from vtt.core.messages import localised
    from vtt.games.vtes.rules.effects.catalog import effects_of
    from vtt.games.vtes.rules.effects.run import context

    step = effects_of(corpse.catalog).any.in_play[2]
    words = step.words(context(t.state, 1, corpse, corpse))
    assert localised(words, "en") == ("cannot be the target of directed actions requiring dom/pre")
    assert localised(words, "es") == (
        "no puede ser el objetivo de acciones dirigidas que requieran dom/pre"
    )


# -- Screamer: -1 stealth to the predator's or prey's minion; an action at an ally fails ---------


def test_screamer_burns_for_minus_1_stealth_when_a_block_needs_it(table, spanish):
    t = table
    t.to_phase(MINION)
    screamer = _put_on(t, 1, None, "Screamer")
    sully = t.vampire(0, 3, "Sully")
    echo = t.vampire(1, 4, "Echo")
    t.ok(K.Act(seat=0, minion=sully.id, kind=K.HUNT))  # stealth 1, seat 1 is seat 0's prey
    t.pass_to(1)
    use = K.UseCard(seat=1, card=screamer.id, mode=0)
    assert t.refused(use) == "Only during a block attempt."
    t.ok(K.Block(seat=1, minion=echo.id))
    t.pass_to(1)
    [offered] = [u for u in _uses(t, 1, screamer) if u.mode == 0]
    assert dock(t, offered, 1) == "Use Screamer: -1 stealth to the acting minion; burn Screamer"
    assert dock(t, offered, 1, "es") == (
        "Usar Screamer: -1 de sigilo al siervo que actúa; quemar Screamer"
    )
    t.ok(offered)
    assert t.rules["action"]["stealth"] == 0
    assert t.state.cards[screamer.id].zone == "s1.ash_heap"


def test_screamer_burned_while_it_blocks_ends_its_block_attempt(table):
    """Screamer attempts the block itself, then burns itself for the -1 stealth: when the
    attempt resolves nobody is left to block, so no combat begins and the others may still
    block (found by fuzzing: a combat with a burned ally)."""
    t = table
    t.to_phase(MINION)
    screamer = _put_on(t, 1, None, "Screamer")
    sully = t.vampire(0, 3, "Sully")
    t.ok(K.Act(seat=0, minion=sully.id, kind=K.HUNT))
    t.pass_to(1)
    t.ok(K.Block(seat=1, minion=screamer.id))
    t.pass_to(1)
    t.ok(next(u for u in _uses(t, 1, screamer) if u.mode == 0))
    result = None
    while t.rules["action"] is not None and t.rules["action"]["stage"] == "attempt":
        result = t.ok(K.Pass(seat=decider(t.state).seat))
    assert t.rules["combat"] is None and t.rules["action"]["stage"] == "block"
    said = [e.args for e in result.events if getattr(e, "key", "") == "block_gone"]
    assert said == [{"minion": screamer.catalog}]


def test_screamer_gives_no_minus_stealth_to_a_minion_of_neither_neighbour(table):
    t = table
    t.to_phase(MINION)
    screamer = _put_on(t, 2, None, "Screamer")
    sully = t.vampire(0, 3, "Sully")
    t.ok(K.Act(seat=0, minion=sully.id, kind=K.HUNT))
    assert [u for u in _uses(t, 2, screamer) if u.mode == 0] == []


def _entrancement_at(t, ally):
    """Seat 0's Aisha az-Zahra plays Entrancement at superior to steal ``ally``."""
    aisha = t.vampire(0, 4, "Aisha az-Zahra")
    card = t.in_hand(0, "Entrancement")
    t.ok(
        K.Act(
            seat=0, minion=aisha.id, kind=K.ACTION, card=card.id, target_card=ally.id, superior=True
        )
    )
    return aisha, card


def test_screamer_burns_to_have_an_action_at_your_ally_fail(table, spanish):
    t = table
    t.to_phase(MINION)
    screamer = _put_on(t, 1, None, "Screamer")
    royals = _put_on(t, 1, None, "47th Street Royals")
    pool = t.pool(0)
    aisha, card = _entrancement_at(t, royals)
    t.pass_to(1)
    [use] = [u for u in _uses(t, 1, screamer) if u.mode == 1]
    assert dock(t, use, 1) == "Use Screamer: the action fails; burn Screamer"
    assert dock(t, use, 1, "es") == "Usar Screamer: la acción fracasa; quemar Screamer"
    t.ok(use)
    assert t.rules["action"] is None
    assert t.state.cards[aisha.id].locked
    assert t.state.cards[card.id].zone == "s0.ash_heap" and t.pool(0) == pool
    assert t.state.cards[royals.id].controller == 1
    assert t.state.cards[screamer.id].zone == "s1.ash_heap"


def test_screamer_is_too_late_once_a_block_is_declined(table):
    t = table
    t.to_phase(MINION)
    screamer = _put_on(t, 1, None, "Screamer")
    royals = _put_on(t, 1, None, "47th Street Royals")
    _entrancement_at(t, royals)
    t.pass_to(1)
    t.ok(K.Pass(seat=1))  # declines to block
    t.pass_to(1)
    use = K.UseCard(seat=1, card=screamer.id, mode=1)
    assert t.refused(use) == "The card's own condition is not met now."


# -- Feral Hound: the employer unlocks during the next discard phase (at superior, at once) ----


@pytest.mark.parametrize(("superior", "after_action"), [(False, True), (True, False)])
def test_feral_hound_unlocks_its_employer(table, superior, after_action):
    t = table
    t.to_phase(MINION)
    minion = t.vampire(0, 3, "Gathii")
    before = t.pool(0)
    hound = _bring(t, 0, minion, "Feral Hound", superior)
    assert hound.attached_to == minion.id and _life(t, hound) == 1
    assert (t.pool(0), _blood(t, minion)) == (before, 3)  # it costs nothing
    assert t.state.cards[minion.id].locked is after_action
    t.to_phase(DISCARD)
    assert not t.state.cards[minion.id].locked
    assert "unlock_at_discard" not in t.rules


def test_feral_hound_unlocks_no_one_when_its_employer_left_play(table):
    t = table
    t.to_phase(MINION)
    minion = t.vampire(0, 3, "Gathii")
    _bring(t, 0, minion, "Feral Hound")
    move_card(t.state, t.state.cards[minion.id], t.state.zones[zone(0, "torpor")])
    t.to_phase(DISCARD)
    assert t.state.cards[minion.id].locked
    assert "unlock_at_discard" not in t.rules


def test_feral_hound_is_refused_without_animalism(table):
    t = table
    t.to_phase(MINION)
    minion = t.vampire(0, 3, "Roy")
    cmd, card = _act(t, 0, minion, "Feral Hound")
    assert t.refused(cmd) == "Roy lacks the discipline Feral Hound requires."
    assert "unlock_at_discard" not in t.rules


def test_feral_hound_in_the_dock(table, spanish):
    t = table
    t.to_phase(MINION)
    minion = t.vampire(0, 3, "Gathii")
    cmd, _ = _act(t, 0, minion, "Feral Hound")
    assert dock(t, cmd, 0).endswith("unlock Gathii during the next discard phase")
    assert dock(t, cmd, 0, "es").endswith(
        "enderezar a Gathii durante la siguiente fase de descarte"
    )
