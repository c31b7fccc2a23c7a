"""The special abilities of the Fifth Edition starters' vampires (``crypt.json``): the
numbers the engine reads while they are in play (bleed, stealth, intercept, strength), each
under its condition and not without it, and the abilities their controller uses
(``vtes_use``): offered with their words, their cost paid, their effect applied, refused
when their moment or their condition is not there."""

import json
from pathlib import Path

import pytest

from vtt.core.table import move_card
from vtt.games.vtes.layout import ASH_HEAP, EDGE, LIBRARY, READY, TORPOR, zone
from vtt.games.vtes.rules import cardinfo as ci
from vtt.games.vtes.rules import commands as K
from vtt.games.vtes.rules.cardrules import card_rules
from vtt.games.vtes.rules.data import DISCARD, MINION
from vtt.games.vtes.rules.effects.catalog import load
from vtt.games.vtes.rules.effects.moments import note_success
from vtt.games.vtes.rules.effects.standing import Bonus
from vtt.games.vtes.rules.legal import legal_commands

from .conftest import Table as _Table
from .conftest import dock


class Table(_Table):
    """The rules table, where a vampire named in ``crypt.json`` is that card (not an
    older printing of the same name)."""

    def by_name(self, name: str):
        wanted = _FIFTH.get(name)
        if wanted is None:
            return super().by_name(name)
        return self.module_db().get(wanted)


@pytest.fixture
def table():
    return Table()


_CRYPT = Path(__file__).parents[4] / "vtt" / "resources" / "vtes" / "effects" / "crypt.json"
#: the vampires of the Fifth Edition starters by name -> catalogue id
_FIFTH = {v["name"]: k for k, v in json.loads(_CRYPT.read_text(encoding="utf-8")).items()}


def _vampire_ids() -> set[str]:
    return set(_FIFTH.values())


def uses(t: Table, seat: int, card) -> list[K.UseCard]:
    """The ``vtes_use`` choices the dock offers ``seat`` now for ``card``."""
    return [
        c for c in legal_commands(t.state, seat) if isinstance(c, K.UseCard) and c.card == card.id
    ]


# -- the data -------------------------------------------------------------------------------


def test_every_vampire_is_checked_and_no_bonus_is_counted_twice():
    """Each entry was read against its card; an unconditional "+N bleed."/"+N strength."
    is read by cardinfo from the text, so the data never repeats it."""
    entries = {k: v for k, v in load().items() if v.name and k in _vampire_ids()}
    assert len(entries) == 50
    for catalog, entry in entries.items():
        assert entry.checked, entry.name
        rec = Table.module_db().get(catalog)
        for script in (entry.any, entry.inferior, entry.superior):
            for step in script.in_play if script else ():
                if isinstance(step, Bonus) and not step.when:
                    assert f"+{step.n} {step.what}." not in rec.text or step.what not in (
                        "bleed",
                        "strength",
                    ), entry.name


# -- numbers read while in play -------------------------------------------------------------


def _blocked(t: Table, actor: str, blocker: str, kind: str = K.BLEED):
    """Seat 0's ``actor`` acts (a bleed of seat 1, or a hunt); seat 1's ``blocker`` tries
    to block: the action with the blocker's intercept."""
    t.to_phase(MINION)
    acting = t.vampire(0, 3, actor)
    blocking = t.vampire(1, 3, blocker)
    t.ok(K.Act(seat=0, minion=acting.id, kind=kind))
    t.pass_to(1)
    t.ok(K.Block(seat=1, minion=blocking.id))
    return t.rules["action"]


@pytest.mark.parametrize(
    "blocker, actor, kind, pool, intercept",
    [
        ("Rinaldo Albizzi", "Sully", K.BLEED, None, 1),
        ("Martina Srnankova", "Sully", K.BLEED, None, 1),
        ("Martina Srnankova", "Sully", K.HUNT, None, 0),  # not a bleed
        ("The Dowager", "Sully", K.BLEED, None, 1),
        ("The Dowager", "Sully", K.HUNT, None, 0),  # undirected
        ("Castellan", "Sully", K.BLEED, None, 1),
        ("Castellan", "Sully", K.HUNT, None, -1),
        ("Bret Stryker", "Alexander Silverson", K.BLEED, None, -1),  # a prince acts
        ("Bret Stryker", "Sully", K.BLEED, None, 0),  # untitled
        ("Azucena", "Cameron", K.BLEED, None, 1),  # a younger Lasombra (3 < 5)
        ("Azucena", "Rinaldo Albizzi", K.BLEED, None, -1),  # an older one (7 > 5)
        ("Azucena", "Sully", K.BLEED, None, 0),  # not Lasombra
        ("Branimira", "Sully", K.BLEED, 9, 1),
        ("Branimira", "Sully", K.BLEED, 10, 0),  # more than 9 pool
    ],
)
def test_intercept_of_a_blocker(table, blocker, actor, kind, pool, intercept):
    t = table
    if pool is not None:
        t.set_pool(1, pool)
    assert _blocked(t, actor, blocker, kind)["intercept"] == intercept


@pytest.mark.parametrize(
    "name, kind, stealth",
    [
        ("Ariane", K.HUNT, 0),  # +1 for an undirected action, -1 hers
        ("Sully", K.HUNT, 1),
        ("Ariane", K.BLEED, 0),  # directed: no change
    ],
)
def test_ariane_is_less_stealthy_in_undirected_actions(table, name, kind, stealth):
    t = table
    t.to_phase(MINION)
    minion = t.vampire(0, 3, name)
    t.ok(K.Act(seat=0, minion=minion.id, kind=kind))
    assert t.rules["action"]["stealth"] == stealth


def _bleed_amount(t: Table, name: str) -> int:
    t.to_phase(MINION)
    minion = t.vampire(0, 3, name)
    t.ok(K.Act(seat=0, minion=minion.id, kind=K.BLEED))
    return t.rules["action"]["amount"]


@pytest.mark.parametrize(
    "name, amount",
    [
        ("Catalina Vega", 2),
        ("Kamile Paukstys", 2),
        ("Lenny Burkhead", 2),
        ("Kasim Bayar", 2),
        ("Marchesa Liliana", 2),
        ("Mora, the Death Seer", 2),
        ("Nonu Dis", 2),
        ("Sreelekha", 2),
        ("Hesha Ruhadze", 1),  # no equipment
        ("Neserian", 0),  # no location
    ],
)
def test_bleed_amounts_counted_once(table, name, amount):
    assert _bleed_amount(table, name) == amount


def _put_on_table(t: Table, seat: int, name: str, on=None):
    card = t.in_hand(seat, name, index=-1)
    move_card(t.state, card, t.state.zones[zone(seat, "ready")], face_up=True)
    card.controller = seat
    if on is not None:
        card.attached_to = on.id
    return card


def test_hesha_bleeds_more_with_unique_equipment(table):
    t = table
    hesha = t.vampire(0, 3, "Hesha Ruhadze")
    _put_on_table(t, 0, "Aaron's Feeding Razor", on=hesha)
    t.to_phase(MINION)
    t.ok(K.Act(seat=0, minion=hesha.id, kind=K.BLEED))
    assert t.rules["action"]["amount"] == 2


def test_neserian_bleeds_normally_with_a_location(table):
    t = table
    _put_on_table(t, 0, "Academic Hunting Ground")
    assert _bleed_amount(t, "Neserian") == 1


def _combat(t: Table, a: str, b: str, blood: int = 4):
    """Seat 0's ``a`` hunts, seat 1's ``b`` blocks it: the combat at its range step."""
    t.to_phase(MINION)
    hunter = t.vampire(0, blood, a)
    blocker = t.vampire(1, blood, b)
    t.ok(K.Act(seat=0, minion=hunter.id, kind=K.HUNT))
    t.pass_to(1)
    t.ok(K.Block(seat=1, minion=blocker.id))
    t.ok(K.Pass(seat=0))
    t.ok(K.Modify(seat=1, what=K.INTERCEPT, delta=1, card=t.given(1, "Spirit's Touch")))
    t.pass_round()
    assert t.rules["combat"]["stage"] == "range"
    return hunter, blocker


def _to_strikes(t: Table):
    t.ok(K.Pass(seat=0))
    t.ok(K.Pass(seat=1))
    assert t.rules["combat"]["stage"] == "strike"


@pytest.mark.parametrize(
    "name, opponent, strength",
    [
        ("Roy", "Alexander Silverson", 2),  # a prince
        ("Roy", "Sully", 1),
        ("Massimiliano", "Sully", 2),  # counted once
        ("Valeriya Zinovieva", "Sully", 2),
        ("Theo Bell", "Sully", 2),
        ("Faruq Abd al-Qadir", "Sully", 2),
    ],
)
def test_hand_strike_strength(table, name, opponent, strength):
    t = table
    hunter, _ = _combat(t, name, opponent)
    _to_strikes(t)
    t.ok(K.Strike(seat=0, minion=hunter.id, kind=K.HAND_STRIKE))
    assert t.rules["combat"]["strikes"]["a"]["strength"] == strength


# -- abilities used in play -----------------------------------------------------------------


def test_flavio_dodges_once_each_combat(table, spanish):
    t = table
    hunter, _ = _combat(t, "Flávio Gonçalves", "Sully")
    assert uses(t, 0, hunter) == []  # not while the range is determined
    _to_strikes(t)
    (dodge,) = uses(t, 0, hunter)
    assert dock(t, dodge, 0) == "Use Flávio Gonçalves: strike: dodge"
    assert dock(t, dodge, 0, "es").startswith("Usar Flávio Gonçalves: ")
    t.ok(dodge)
    assert t.rules["combat"]["strikes"]["a"]["kind"] == K.DODGE


def test_a_once_each_combat_ability_is_refused_the_second_time(table, spanish):
    """Abaddon presses to continue in round 1; in round 2 his press is refused."""
    t = table
    hunter, blocker = _combat(t, "Abaddon", "Sully", blood=6)
    for _ in range(2):
        _to_strikes(t)
        t.ok(K.Strike(seat=0, minion=hunter.id, kind=K.HAND_STRIKE))
        t.ok(K.Strike(seat=1, minion=blocker.id, kind=K.HAND_STRIKE))
        while t.rules["combat"]["stage"] != "press":
            t.ok(K.Pass(seat=t.waits_for["seat"]))
        if t.rules["combat"]["round"] == 2:
            break
        (press,) = uses(t, 0, hunter)
        assert dock(t, press, 0) == "Use Abaddon: press"
        assert dock(t, press, 0, "es") == "Usar Abaddon: presión"
        t.ok(press)
        assert t.rules["combat"]["press"] == hunter.id
        while t.rules["combat"]["stage"] == "press":
            t.ok(K.Pass(seat=t.waits_for["seat"]))
        assert t.rules["combat"]["round"] == 2
    assert uses(t, 0, hunter) == []
    why = t.refused(K.UseCard(seat=0, card=hunter.id))
    assert why == "Abaddon has been used as often as it may be now."


def _to_press(t: Table, hunter, blocker):
    _to_strikes(t)
    t.ok(K.Strike(seat=0, minion=hunter.id, kind=K.HAND_STRIKE))
    t.ok(K.Strike(seat=1, minion=blocker.id, kind=K.HAND_STRIKE))
    while t.rules["combat"]["stage"] != "press":
        t.ok(K.Pass(seat=t.waits_for["seat"]))


def _pass_press_step(t: Table):
    """Everybody passes at the press step until it closes or the engine presses."""
    while t.rules["combat"] and t.rules["combat"]["stage"] == "press":
        before = t.rules["combat"]["press"]
        t.ok(K.Pass(seat=t.waits_for["seat"]))
        if t.rules["combat"] and t.rules["combat"]["press"] != before:
            return


def test_adrino_presses_to_continue_when_he_has_not(table, spanish):
    """Nobody presses: the engine makes his press as the step closes, the opponent may
    still answer it, and the combat goes on to round 2; there, once used, it is not."""
    t = table
    hunter, blocker = _combat(t, "Adrino Manauara", "Sully", blood=6)
    assert load()[t.state.cards[hunter.id].catalog].manual == ()
    _to_press(t, hunter, blocker)
    (press,) = uses(t, 0, hunter)
    assert dock(t, press, 0) == "Use Adrino Manauara: press"
    assert dock(t, press, 0, "es") == "Usar Adrino Manauara: presión"
    _pass_press_step(t)
    combat = t.rules["combat"]
    assert combat["press"] == hunter.id and combat["stage"] == "press"
    assert uses(t, 0, hunter) == []
    while t.rules["combat"]["stage"] == "press":
        t.ok(K.Pass(seat=t.waits_for["seat"]))
    assert t.rules["combat"]["round"] == 2
    _to_press(t, hunter, blocker)
    _pass_press_step(t)
    assert t.rules["combat"] is None  # used this combat: the combat ends


def test_adrino_is_not_made_to_press_when_the_combat_goes_on(table):
    """The opponent pressed to continue: his press would cancel it, so it is neither
    offered nor made; the combat continues by the opponent's press."""
    t = table
    hunter, blocker = _combat(t, "Adrino Manauara", "Abaddon", blood=6)
    _to_press(t, hunter, blocker)
    t.pass_to(1)
    (abaddon_press,) = uses(t, 1, blocker)
    t.ok(abaddon_press)
    assert uses(t, 0, hunter) == []
    why = t.refused(K.UseCard(seat=0, card=hunter.id))
    assert why == "The card's own condition is not met now."
    while t.rules["combat"]["stage"] == "press":
        t.ok(K.Pass(seat=t.waits_for["seat"]))
    assert t.rules["combat"]["round"] == 2
    _to_press(t, hunter, blocker)
    _pass_press_step(t)  # his press is still his to make in this combat
    assert t.rules["combat"]["press"] == hunter.id


def test_abaddon_maneuvers_and_presses(table, spanish):
    t = table
    hunter, _ = _combat(t, "Abaddon", "Sully")
    (maneuver,) = uses(t, 0, hunter)
    assert dock(t, maneuver, 0) == "Use Abaddon: maneuver"
    assert dock(t, maneuver, 0, "es") == "Usar Abaddon: maniobra"
    t.ok(maneuver)
    assert t.rules["combat"]["range"] == "long"
    assert t.rules["combat"]["cards"] == [f"use:{hunter.id}:maneuver"]


def test_kasim_discards_a_political_action_for_strength(table, spanish):
    t = table
    hunter, _ = _combat(t, "Kasim Bayar", "Sully")
    assert uses(t, 0, hunter) == []  # no political action card in hand
    assert t.refused(K.UseCard(seat=0, card=hunter.id)) == "Say which card the card is aimed at."
    held = t.in_hand(0, "Anarchist Uprising")
    (boost,) = uses(t, 0, hunter)
    assert boost.target_card == held.id
    assert dock(t, boost, 0) == (
        "Use Kasim Bayar: discard Anarchist Uprising; +2 strength this combat"
    )
    assert "Anarchist Uprising" in dock(t, boost, 0, "es")
    t.ok(boost)
    assert held.zone == zone(0, ASH_HEAP)
    _to_strikes(t)
    t.ok(K.Strike(seat=0, minion=hunter.id, kind=K.HAND_STRIKE))
    assert t.rules["combat"]["strikes"]["a"]["strength"] == 3  # 1, +2 (his +1 is a bleed)


def test_kalinda_burns_the_edge_to_unlock(table, spanish):
    t = table
    t.to_phase(MINION)
    kalinda = t.vampire(0, 3, "Kalinda")
    kalinda.locked = True
    assert t.refused(K.UseCard(seat=0, card=kalinda.id)) == "You do not have the Edge to burn."
    kalinda = t.state.cards[kalinda.id]  # a refusal restores the state as it was
    t.state.tokens[EDGE].holder = 0
    (use,) = uses(t, 0, kalinda)
    assert dock(t, use, 0) == "Use Kalinda: burn the Edge; unlock Kalinda"
    assert dock(t, use, 0, "es") == "Usar Kalinda: quemar la Ventaja; enderezar a Kalinda"
    t.ok(use)
    assert not kalinda.locked and t.state.tokens[EDGE].holder is None


def test_kalinda_unlocks_only_when_locked(table):
    t = table
    t.to_phase(MINION)
    kalinda = t.vampire(0, 3, "Kalinda")
    t.state.tokens[EDGE].holder = 0
    assert uses(t, 0, kalinda) == []
    assert t.refused(K.UseCard(seat=0, card=kalinda.id)) == (
        "The card's own condition is not met now."
    )
    assert t.state.tokens[EDGE].holder == 0


def _bled_unblocked(t: Table, minion):
    t.ok(K.Act(seat=0, minion=minion.id, kind=K.BLEED))
    while t.rules["action"] is not None:
        t.ok(K.Pass(seat=t.waits_for["seat"]))


@pytest.mark.parametrize("actor, offered", [("Ariane", True), ("Sully", False)])
def test_aline_unlocks_after_another_anarch_succeeds(table, spanish, actor, offered):
    t = table
    t.to_phase(MINION)
    aline = t.vampire(0, 3, "Aline Gädeke")
    other = t.vampire(0, 3, actor)
    aline.locked = True
    _bled_unblocked(t, other)
    if not offered:
        assert uses(t, 0, aline) == []
        assert t.refused(K.UseCard(seat=0, card=aline.id)) == (
            "The card's own condition is not met now."
        )
        return
    (use,) = uses(t, 0, aline)
    assert dock(t, use, 0) == "Use Aline Gädeke: Aline Gädeke burns 1 blood; unlock Aline Gädeke"
    assert "enderezar" in dock(t, use, 0, "es")
    t.ok(use)
    assert not aline.locked and aline.counters["blood"] == 2
    aline.locked = True
    assert t.refused(K.UseCard(seat=0, card=aline.id)) == (
        "Aline Gädeke has been used as often as it may be now."
    )


def test_aline_waits_only_until_the_next_action(table):
    t = table
    t.to_phase(MINION)
    aline = t.vampire(0, 3, "Aline Gädeke")
    ariane, third = t.vampire(0, 3, "Ariane"), t.vampire(0, 3, "Sully")
    aline.locked = True
    _bled_unblocked(t, ariane)
    t.ok(K.Act(seat=0, minion=third.id, kind=K.HUNT))
    assert uses(t, 0, aline) == []


def test_anja_unlocks_a_hecata_after_an_oblivion_action(table):
    t = table
    t.to_phase(MINION)
    anja = t.vampire(0, 4, '"Mother" Anja Giovanni')
    hecata = t.vampire(0, 3, "Lenelle, Mambo of Birmingham")
    hecata.locked = True
    obl = next(
        c
        for c in Table.module_db().cards.values()
        if "obl" in c.disciplines and "Action" in c.types
    )
    action = {"seat": 0, "minion": hecata.id, "catalog": obl.catalog}
    note_success(t.state, action)  # type: ignore[arg-type]
    (use,) = uses(t, 0, anja)
    assert dock(t, use, 0) == (
        'Use "Mother" Anja Giovanni: "Mother" Anja Giovanni burns 1 blood; '
        "unlock Lenelle, Mambo of Birmingham"
    )
    t.ok(use)
    assert not hecata.locked and anja.counters["blood"] == 3


def test_anja_not_after_an_action_without_hecata_or_oblivion(table):
    t = table
    t.to_phase(MINION)
    anja = t.vampire(0, 4, '"Mother" Anja Giovanni')
    hecata = t.vampire(0, 3, "Lenelle, Mambo of Birmingham")
    _bled_unblocked(t, hecata)  # a bleed requires nothing
    assert uses(t, 0, anja) == []
    assert t.refused(K.UseCard(seat=0, card=anja.id)) == (
        "The card's own condition is not met now."
    )
    assert t.state.cards[anja.id].counters["blood"] == 4


def test_sybren_unlocks_after_his_referendum_passes(table, spanish):
    t = table
    t.to_phase(MINION)
    sybren = t.vampire(0, 4, "Sybren van Oosten")
    assert t.refused(K.UseCard(seat=0, card=sybren.id)) == (
        "The card's own condition is not met now."
    )
    sybren = t.state.cards[sybren.id]  # a refusal restores the state as it was
    card = next(
        c
        for c in Table.module_db().cards.values()
        if c.types == ("Political Action",)
        and not c.disciplines
        and not c.clans
        and not c.pool_cost
        and not c.blood_cost
        and not card_rules().get(c.catalog, {}).get("requires")
    )
    held = t.in_hand(0, card.name)
    t.ok(K.Act(seat=0, minion=sybren.id, kind=K.POLITICAL, card=held.id))
    t.pass_round()
    t.pass_round()
    t.ok(K.Vote(seat=0, side="for", source="vampire", minion=sybren.id))
    for seat in (0, 1, 2, 3):
        t.ok(K.Pass(seat=seat))
    assert t.rules["referendum"] is None and sybren.locked
    (use,) = uses(t, 0, sybren)
    assert dock(t, use, 0) == "Use Sybren van Oosten: unlock Sybren van Oosten"
    assert dock(t, use, 0, "es") == "Usar Sybren van Oosten: enderezar a Sybren van Oosten"
    t.ok(use)
    assert not sybren.locked


def test_larissa_discards_an_animalism_card_for_a_bleed(table, spanish):
    t = table
    t.to_phase(MINION)
    larissa = t.vampire(0, 3, "Larissa Moreira")
    other = t.vampire(0, 3, "Sully")
    spring = t.in_hand(0, "Tainted Spring")
    t.ok(K.Act(seat=0, minion=other.id, kind=K.BLEED))
    assert uses(t, 0, larissa) == []  # not her bleed
    t.pass_round()
    t.pass_round()
    t.ok(K.Act(seat=0, minion=larissa.id, kind=K.BLEED))
    (use,) = uses(t, 0, larissa)
    assert use.target_card == spring.id
    assert dock(t, use, 0) == "Use Larissa Moreira: discard Tainted Spring; +1 bleed"
    assert dock(t, use, 0, "es") == (
        "Usar Larissa Moreira: descartar Tainted Spring; +1 de sangrado"
    )
    t.ok(use)
    assert t.rules["action"]["amount"] == 2 and spring.zone == zone(0, ASH_HEAP)


def test_liliana_removes_seven_ash_heap_cards_for_a_bleed(table):
    t = table
    t.to_phase(MINION)
    liliana = t.vampire(0, 3, "Marchesa Liliana")
    t.ok(K.Act(seat=0, minion=liliana.id, kind=K.BLEED))
    assert t.refused(K.UseCard(seat=0, card=liliana.id)) == (
        "The card's own condition is not met now."
    )
    library = t.state.zones[zone(0, LIBRARY)]
    ash = t.state.zones[zone(0, ASH_HEAP)]
    for card_id in list(library.cards[:8]):
        move_card(t.state, t.state.cards[card_id], ash, face_up=True)
    (use,) = uses(t, 0, liliana)
    assert dock(t, use, 0) == (
        "Use Marchesa Liliana: remove 7 cards of your ash heap from the game; +1 bleed"
    )
    t.ok(use)
    assert t.rules["action"]["amount"] == 3  # 1, +1 printed, +1
    assert len(ash.cards) == 1 and len(t.state.zones[zone(0, "removed")].cards) == 7


def test_mora_returns_a_library_card_in_the_discard_phase(table, spanish):
    t = table
    mora = t.vampire(0, 3, "Mora, the Death Seer")
    library = t.state.zones[zone(0, LIBRARY)]
    ash = t.state.zones[zone(0, ASH_HEAP)]
    card = t.state.cards[library.cards[0]]
    move_card(t.state, card, ash, face_up=True)
    t.to_phase(MINION)
    assert uses(t, 0, mora) == []  # not the discard phase
    t.to_phase(DISCARD)
    (use,) = uses(t, 0, mora)
    name = ci.name(card)
    assert dock(t, use, 0) == f"Use Mora, the Death Seer: move {name} to the bottom of your library"
    assert name in dock(t, use, 0, "es")
    t.ok(use)
    assert library.cards[-1] == card.id and not card.face_up
    assert t.refused(K.UseCard(seat=0, card=mora.id, target_card=card.id)) == (
        "Mora, the Death Seer has been used as often as it may be now."
    )


# -- votes ----------------------------------------------------------------------------------


def _polling(t: Table, caller_name: str = "Sully", blood: int = 4):
    """Seat 0's ``caller_name`` calls a referendum with a political action card that
    requires nothing; the polling step begins."""
    t.to_phase(MINION)
    caller = t.vampire(0, blood, caller_name)
    card = next(
        c
        for c in Table.module_db().cards.values()
        if c.types == ("Political Action",)
        and not c.disciplines
        and not c.clans
        and not c.pool_cost
        and not c.blood_cost
        and not card_rules().get(c.catalog, {}).get("requires")
    )
    held = t.in_hand(0, card.name)
    return caller, held


def _call(t: Table, caller, held):
    t.ok(K.Act(seat=0, minion=caller.id, kind=K.POLITICAL, card=held.id))
    t.pass_round()
    t.pass_round()
    assert t.rules["referendum"] is not None


def _vampire_votes(t: Table, seat: int, minion) -> list[K.Vote]:
    return [
        c
        for c in legal_commands(t.state, seat)
        if isinstance(c, K.Vote) and c.source == "vampire" and c.minion == minion.id
    ]


@pytest.mark.parametrize("location, votes", [(True, 1), (False, 0)])
def test_neserian_votes_while_controlling_a_location(table, location, votes):
    t = table
    caller, held = _polling(t)
    neserian = t.vampire(0, 3, "Neserian")
    if location:
        _put_on_table(t, 0, "Academic Hunting Ground")
    _call(t, caller, held)
    offered = _vampire_votes(t, 0, neserian)
    assert len(offered) == 2 * votes
    if votes:
        t.ok(K.Vote(seat=0, side="for", source="vampire", minion=neserian.id))
        assert t.rules["referendum"]["for"] == 1


@pytest.mark.parametrize(
    "name, discipline_card",
    [("Alexa Draper", "dom"), ("Yewon Ong", "obl")],
)
def test_a_prince_discards_a_card_for_a_vote(table, spanish, name, discipline_card):
    t = table
    caller, held = _polling(t)
    prince = t.vampire(0, 4, name)
    wanted = next(
        c
        for c in Table.module_db().cards.values()
        if c.disciplines == (discipline_card,) and "Master" not in c.types
    )
    _call(t, caller, held)
    card = t.in_hand(0, wanted.name)
    offered = uses(t, 0, prince)
    for way in offered:  # only the cards of the hand that require the discipline
        rec = ci.record(t.state.cards[way.target_card])
        assert discipline_card in rec.disciplines
    (use,) = [c for c in offered if c.target_card == card.id]
    assert dock(t, use, 0) == f"Use {name}: discard {wanted.name}; +1 vote in this referendum"
    assert dock(t, use, 0, "es") == (
        f"Usar {name}: descartar {wanted.name}; +1 voto en este referéndum"
    )
    t.ok(use)
    assert card.zone == zone(0, ASH_HEAP)
    t.ok(K.Vote(seat=0, side="for", source="vampire", minion=prince.id))
    assert t.rules["referendum"]["for"] == 3  # a prince's 2, +1
    t.in_hand(0, wanted.name)
    assert t.refused(K.UseCard(seat=0, card=prince.id, target_card=card.id)) in (
        "The card's own condition is not met now.",
        "The card cannot be aimed there.",
    )


def test_alexa_not_outside_a_referendum(table):
    t = table
    t.to_phase(MINION)
    alexa = t.vampire(0, 4, "Alexa Draper")
    card = t.in_hand(
        0,
        next(c for c in Table.module_db().cards.values() if c.disciplines == ("dom",)).name,
    )
    why = t.refused(K.UseCard(seat=0, card=alexa.id, target_card=card.id))
    assert why == "The card's own condition is not met now."


@pytest.mark.parametrize("side, blood_after", [("against", 2), ("for", 3)])
def test_votes_against_alexander_cost_blood(table, side, blood_after):
    t = table
    caller, held = _polling(t, "Alexander Silverson")
    voter = t.vampire(1, 3, "Catalina Vega")  # a prince
    _call(t, caller, held)
    t.ok(K.Vote(seat=1, side=side, source="vampire", minion=voter.id))
    assert t.state.cards[voter.id].counters["blood"] == blood_after
    assert t.rules["referendum"][side] == 2


def test_a_bloodless_vampire_cannot_vote_against_alexander(table):
    t = table
    caller, held = _polling(t, "Alexander Silverson")
    voter = t.vampire(1, 0, "Catalina Vega")
    _call(t, caller, held)
    assert {c.side for c in _vampire_votes(t, 1, voter)} == {"for"}
    why = t.refused(K.Vote(seat=1, side="against", source="vampire", minion=voter.id))
    assert (
        why == "Catalina Vega must burn 1 blood to vote against Alexander Silverson's referendum."
    )


# -- blocks ---------------------------------------------------------------------------------


@pytest.mark.parametrize("name, blood_after", [("Marialena", 2), ("Sully", 3)])
def test_marialena_burns_blood_when_blocked(table, name, blood_after):
    t = table
    t.to_phase(MINION)
    acting = t.vampire(0, 3, name)
    blocker = t.vampire(1, 3, "Echo")
    t.ok(K.Act(seat=0, minion=acting.id, kind=K.BLEED))
    t.pass_to(1)
    t.ok(K.Block(seat=1, minion=blocker.id))
    t.pass_round()
    assert t.rules["combat"] is not None  # blocked
    assert t.state.cards[acting.id].counters["blood"] == blood_after


@pytest.mark.parametrize(
    "acting_name, parijat_ready, burned",
    [
        ("Emerald Legionnaire", True, 1),
        ("Emerald Legionnaire", False, 0),  # Parijat in torpor
        ("Sully", True, 0),  # not a wraith or zombie ally
    ],
)
def test_parijat_taxes_blocks_of_wraith_allies(table, acting_name, parijat_ready, burned):
    t = table
    t.to_phase(MINION)
    acting = t.vampire(0, 0 if acting_name == "Emerald Legionnaire" else 3, acting_name)
    parijat = t.vampire(2, 3, "Parijat, the Dark Oracle", ready=parijat_ready)
    if not parijat_ready:
        move_card(t.state, parijat, t.state.zones[zone(2, "torpor")], face_up=True)
        parijat.controller = 2
    blocker = t.vampire(1, 3, "Echo")
    library = t.state.zones[zone(1, LIBRARY)]
    before, top = len(library.cards), library.cards[0]
    t.ok(K.Act(seat=0, minion=acting.id, kind=K.BLEED))
    t.pass_to(1)
    t.ok(K.Block(seat=1, minion=blocker.id))
    assert len(library.cards) == before - burned
    if burned:
        assert t.state.cards[top].zone == zone(1, ASH_HEAP)


def test_parijat_refuses_a_block_without_a_library(table):
    t = table
    t.to_phase(MINION)
    acting = t.vampire(0, 0, "Emerald Legionnaire")
    t.vampire(2, 3, "Parijat, the Dark Oracle")
    blocker = t.vampire(1, 3, "Echo")
    library = t.state.zones[zone(1, LIBRARY)]
    ash = t.state.zones[zone(1, ASH_HEAP)]
    for card_id in list(library.cards):
        move_card(t.state, t.state.cards[card_id], ash, face_up=True)
    t.ok(K.Act(seat=0, minion=acting.id, kind=K.BLEED))
    t.pass_to(1)
    why = t.refused(K.Block(seat=1, minion=blocker.id))
    assert why == "Blocking this minion burns the top card of your library, and it has too few."


# -- the master phase and the library -------------------------------------------------------


def test_nonu_dis_adds_blood_after_a_master_card(table, spanish):
    t = table
    nonu = t.vampire(0, 3, "Nonu Dis")
    hesha = t.vampire(0, 2, "Hesha Ruhadze")
    t.vampire(0, 2, "Sully")  # not Ministry
    t.to_phase("master")
    assert uses(t, 0, nonu) == []  # no master card played yet
    t.given(0, "Academic Hunting Ground")
    offered = uses(t, 0, nonu)
    assert {c.target_card for c in offered} == {nonu.id, hesha.id}
    to_hesha = next(c for c in offered if c.target_card == hesha.id)
    assert dock(t, to_hesha, 0) == "Use Nonu Dis: Hesha Ruhadze gains 1 blood"
    assert dock(t, to_hesha, 0, "es").startswith("Usar Nonu Dis: Hesha Ruhadze")
    t.ok(to_hesha)
    assert t.state.cards[hesha.id].counters["blood"] == 3
    why = t.refused(K.UseCard(seat=0, card=nonu.id, target_card=hesha.id))
    assert why == "The card's own condition is not met now."


@pytest.mark.parametrize("master, blood, stealth", [(True, 2, 0), (False, 3, 1)])
def test_gathii_reveals_the_top_card(table, spanish, master, blood, stealth):
    t = table
    t.to_phase(MINION)
    gathii = t.vampire(0, 3, "Gathii")
    top = t.state.cards[t.state.zones[zone(0, LIBRARY)].cards[0]]
    top.catalog = t.by_name("Academic Hunting Ground" if master else "Tainted Spring").catalog
    t.ok(K.Act(seat=0, minion=gathii.id, kind=K.BLEED))
    (use,) = uses(t, 0, gathii)
    assert dock(t, use, 0) == (
        "Use Gathii: reveal the top card of your library: a master card burns 1 blood, "
        "another card gives +1 stealth"
    )
    assert dock(t, use, 0, "es").startswith("Usar Gathii: ")
    t.ok(use)
    assert t.state.cards[gathii.id].counters["blood"] == blood
    assert t.rules["action"]["stealth"] == stealth
    why = t.refused(K.UseCard(seat=0, card=gathii.id))
    assert why == "Gathii has been used as often as it may be now."


def test_gathii_only_during_his_own_action(table):
    t = table
    t.to_phase(MINION)
    gathii = t.vampire(0, 3, "Gathii")
    other = t.vampire(0, 3, "Sully")
    t.ok(K.Act(seat=0, minion=other.id, kind=K.BLEED))
    assert uses(t, 0, gathii) == []
    assert t.refused(K.UseCard(seat=0, card=gathii.id)) == (
        "The card's own condition is not met now."
    )


def test_phaibun_discards_at_random_to_dodge(table, spanish):
    t = table
    hunter, _ = _combat(t, "Phaibun", "Sully")
    _to_strikes(t)
    hand_zone = t.state.zones[zone(0, "hand")]
    before = list(hand_zone.cards)
    ash_before = len(t.state.zones[zone(0, ASH_HEAP)].cards)
    (use,) = uses(t, 0, hunter)
    assert dock(t, use, 0) == "Use Phaibun: discard a card at random; strike: dodge"
    assert dock(t, use, 0, "es") == "Usar Phaibun: descartar una carta al azar; golpe: esquivar"
    t.ok(use)
    ash = t.state.zones[zone(0, ASH_HEAP)].cards
    assert len(ash) == ash_before + 1 and ash[-1] in before
    assert len(hand_zone.cards) == len(before)  # replaced
    assert t.rules["combat"]["strikes"]["a"]["kind"] == K.DODGE


def test_phaibun_needs_a_card_to_discard(table):
    t = table
    hunter, _ = _combat(t, "Phaibun", "Sully")
    _to_strikes(t)
    hand_zone = t.state.zones[zone(0, "hand")]
    ash = t.state.zones[zone(0, ASH_HEAP)]
    for card_id in list(hand_zone.cards):
        move_card(t.state, t.state.cards[card_id], ash, face_up=True)
    assert uses(t, 0, hunter) == []
    assert t.refused(K.UseCard(seat=0, card=hunter.id)) == "Your hand is empty."


def _damage_step(t: Table, opikun_seat_vampire: str):
    """Seat 0's ``opikun_seat_vampire`` hunts and is blocked by seat 1's Echo; both hand
    strike: the combat waits at its damage step."""
    hunter, blocker = _combat(t, opikun_seat_vampire, "Echo")
    _to_strikes(t)
    t.ok(K.Strike(seat=0, minion=hunter.id, kind=K.HAND_STRIKE))
    t.ok(K.Strike(seat=1, minion=blocker.id, kind=K.HAND_STRIKE))
    assert t.rules["combat"]["stage"] == "damage"
    return hunter, blocker


def test_opikun_prevents_damage_to_another_vampire(table, spanish):
    t = table
    opikun = t.vampire(0, 3, "Opikun")
    hunter, _ = _damage_step(t, "Sully")
    assert t.rules["combat"]["damage"]["a"] == [1, 0]
    (use,) = uses(t, 0, opikun)
    assert dock(t, use, 0) == (
        "Use Opikun: Opikun burns 1 blood; prevent up to 2 non-aggravated damage to Sully"
    )
    assert "Sully" in dock(t, use, 0, "es")
    t.ok(use)
    assert t.rules["combat"]["damage"]["a"] == [0, 0]
    assert t.state.cards[opikun.id].counters["blood"] == 2


def test_opikun_does_not_prevent_aggravated_damage(table):
    t = table
    opikun = t.vampire(0, 3, "Opikun")
    _damage_step(t, "Sully")
    t.rules["combat"]["damage"]["a"] = [0, 2]
    assert uses(t, 0, opikun) == []
    why = t.refused(K.UseCard(seat=0, card=opikun.id))
    assert why == "None of your vampires has non-aggravated damage to take now."


@pytest.mark.parametrize("ally, offered", [("Emerald Legionnaire", True), ("Sully", False)])
def test_tommaso_ends_a_combat_of_his_wraith(table, spanish, ally, offered):
    t = table
    tommaso = t.vampire(0, 3, "Tommaso Sforza")
    t.to_phase(MINION)
    hunter = t.vampire(0, 0 if ally == "Emerald Legionnaire" else 3, ally)
    blocker = t.vampire(1, 3, "Echo")
    t.ok(K.Act(seat=0, minion=hunter.id, kind=K.BLEED))
    t.pass_to(1)
    t.ok(K.Block(seat=1, minion=blocker.id))
    t.pass_round()
    assert t.rules["combat"]["stage"] == "range"
    if not offered:
        assert uses(t, 0, tommaso) == []
        assert t.refused(K.UseCard(seat=0, card=tommaso.id)) == (
            "The card's own condition is not met now."
        )
        return
    (use,) = uses(t, 0, tommaso)
    assert dock(t, use, 0) == "Use Tommaso Sforza: Tommaso Sforza burns 1 blood; end the combat"
    assert dock(t, use, 0, "es") == (
        "Usar Tommaso Sforza: Tommaso Sforza quema 1 de sangre; terminar el combate"
    )
    t.ok(use)
    assert t.rules["combat"] is None
    assert t.state.cards[tommaso.id].counters["blood"] == 2


# -- costs and phases the engine reads from a vampire's text --------------------------------


def _in_torpor(t: Table, seat: int, blood: int, name: str = "Sully"):
    victim = t.vampire(seat, blood, name)
    move_card(t.state, victim, t.state.zones[zone(seat, TORPOR)], face_up=True)
    t.rebook()
    return victim


def _rescues(t: Table, seat: int, minion) -> list[K.Act]:
    return [
        c
        for c in legal_commands(t.state, seat)
        if isinstance(c, K.Act) and c.kind == K.RESCUE and c.minion == minion.id
    ]


@pytest.mark.parametrize(
    "rescuer, blood, offered, rescuer_after, rescued_after",
    [
        ("Doc Martina", 1, True, 0, 0),  # she pays 1, not 2
        ("Doc Martina", 3, True, 2, 0),
        ("Sully", 1, True, 0, -1),  # anybody else pays 2: the 2nd from the rescued one
        ("Sully", 0, False, 0, 0),
    ],
)
def test_doc_martina_rescues_for_one_blood(
    table, rescuer, blood, offered, rescuer_after, rescued_after
):
    t = table
    t.to_phase(MINION)
    minion = t.vampire(0, blood, rescuer)
    victim = _in_torpor(t, 0, 1, "Alexander Silverson")
    offers = _rescues(t, 0, minion)
    assert bool(offers) is offered
    if not offered:
        return
    t.ok(K.Act(seat=0, minion=minion.id, kind=K.RESCUE, target_card=victim.id))
    while t.rules["action"] is not None:
        t.ok(K.Pass(seat=t.waits_for["seat"]))
    minion, victim = t.state.cards[minion.id], t.state.cards[victim.id]
    assert minion.counters.get("blood", 0) == rescuer_after
    assert victim.counters.get("blood", 0) == 1 + rescued_after
    assert ci.in_ready(t.state, victim)


def test_only_doc_martina_rescues_with_one_blood_between_them(table, spanish):
    """A bloodless rescuer must hunt first, so 1 blood is all Doc Martina ever needs."""
    t = table
    t.to_phase(MINION)
    doc = t.vampire(0, 1, "Doc Martina")
    sully = t.vampire(0, 1, "Sully")
    victim = _in_torpor(t, 0, 0, "Alexander Silverson")
    assert _rescues(t, 0, sully) == []
    why = t.refused(K.Act(seat=0, minion=sully.id, kind=K.RESCUE, target_card=victim.id))
    assert why == "Rescuing a vampire costs 2 blood; they have 1 between them."
    (rescue,) = _rescues(t, 0, doc)
    assert "Doc Martina" in dock(t, rescue, 0) and "Doc Martina" in dock(t, rescue, 0, "es")
    t.ok(rescue)
    while t.rules["action"] is not None:
        t.ok(K.Pass(seat=t.waits_for["seat"]))
    doc, victim = t.state.cards[doc.id], t.state.cards[victim.id]
    assert doc.counters.get("blood", 0) == 0 and ci.in_ready(t.state, victim)


@pytest.mark.parametrize("region, locked", [("ready", True), ("torpor", True), ("gone", False)])
def test_roy_is_locked_in_his_discard_phase(table, spanish, region, locked):
    t = table
    roy = t.vampire(0, 3, "Roy")
    sully = t.vampire(0, 3, "Sully")
    if region == "torpor":
        move_card(t.state, roy, t.state.zones[zone(0, TORPOR)], face_up=True)
    elif region == "gone":  # another Methuselah's Roy is not locked in seat 0's phase
        move_card(t.state, roy, t.state.zones[zone(1, READY)], face_up=True)
        roy.controller = 1
    t.rebook()
    t.to_phase(MINION)
    assert not t.state.cards[roy.id].locked
    t.to_phase(DISCARD)
    assert t.state.cards[roy.id].locked is locked and not t.state.cards[sully.id].locked
    if not locked:
        return
    t.state.cards[roy.id].locked = False  # unlocked in the phase (as by a card): locked again
    t.ok(_discard(t, 0))
    assert t.state.cards[roy.id].locked
    text = t.module.event_text("va_locked_discard", {"cause": roy.catalog})
    assert text is not None
    assert text.english() == f"As {roy.catalog} says: {roy.catalog} is locked in the discard phase."
    from vtt.ui.words import message_text

    assert "fase de descarte" in message_text(text)


def _discard(t: Table, seat: int) -> K.Discard:
    return next(c for c in legal_commands(t.state, seat) if isinstance(c, K.Discard))


def _discards_left(t: Table) -> int:
    return t.rules["discards"]


@pytest.mark.parametrize("region, discards", [("ready", 2), ("torpor", 1), ("gone", 1)])
def test_sreelekha_gives_a_discard_phase_action_if_ready(table, region, discards):
    t = table
    sree = t.vampire(0, 3, "Sreelekha")
    if region == "torpor":
        move_card(t.state, sree, t.state.zones[zone(0, TORPOR)], face_up=True)
    elif region == "gone":
        move_card(t.state, sree, t.state.zones[zone(1, READY)], face_up=True)
        sree.controller = 1
    t.rebook()
    t.to_phase(DISCARD)
    assert _discards_left(t) == discards
    for _ in range(discards):
        t.ok(_discard(t, 0))
    assert not any(isinstance(c, K.Discard) for c in legal_commands(t.state, 0))
    assert t.refused(K.Discard(seat=0, card=t.state.zones[zone(0, "hand")].cards[0]))


# -- a vampire's own action, declared with no card ------------------------------------------


def _own_acts(t: Table, seat: int, minion) -> list[K.Act]:
    """The cardless actions the dock offers ``minion`` (its own text's action)."""
    return [
        c
        for c in legal_commands(t.state, seat)
        if isinstance(c, K.Act) and c.minion == minion.id and c.kind == K.ACTION and c.card is None
    ]


def _resolve(t: Table):
    """Nobody blocks, everybody passes: the action resolves."""
    from vtt.games.vtes.rules.stages import decider

    while t.rules["action"] is not None:
        t.ok(K.Pass(seat=decider(t.state).seat))


def test_theo_bell_enters_combat_as_a_directed_action(table, spanish):
    t = table
    t.to_phase(MINION)
    theo = t.vampire(0, 4, "Theo Bell")
    echo = t.vampire(1, 4, "Echo")
    [cmd] = _own_acts(t, 0, theo)
    assert (cmd.target, cmd.target_card) == (1, echo.id)
    assert dock(t, cmd, 0) == "Theo Bell enters combat with Echo (directed action)"
    assert dock(t, cmd, 0, "es") == "Theo Bell entra en combate con Echo (acción dirigida)"
    t.ok(cmd)
    action = t.rules["action"]
    assert action["directed"] and action["target"] == 1 and action["stealth"] == 0
    assert t.state.cards[theo.id].locked and t.state.cards[theo.id].counters.get("blood") == 4
    _resolve(t)
    combat = t.rules["combat"]
    assert (combat["a"], combat["b"]) == (theo.id, echo.id)


def test_only_theo_bell_enters_combat_without_a_card(table):
    t = table
    t.to_phase(MINION)
    sully = t.vampire(0, 4, "Sully")
    theo = t.vampire(0, 4, "Theo Bell")
    echo = t.vampire(1, 4, "Echo")
    assert _own_acts(t, 0, sully) == []
    cmd = K.Act(seat=0, minion=sully.id, kind=K.ACTION, target_card=echo.id)
    assert t.refused(cmd) == "That action needs a card from your hand."
    own = K.Act(seat=0, minion=theo.id, kind=K.ACTION, target_card=sully.id)
    assert t.refused(own) == "Theo Bell cannot enter combat with Sully."
    t.state.cards[theo.id].locked = True
    assert t.refused(K.Act(seat=0, minion=theo.id, kind=K.ACTION, target_card=echo.id)) == (
        "Theo Bell is locked."
    )
