"""Components (rules §1), the data file, faces, the layout and the set-up (rules §2)."""

from __future__ import annotations

import json

import pytest
from g1347_arrange import MODULE, new_game

from vtt.core.faces import CardFace
from vtt.core.model import NOBODY, OWNER
from vtt.core.module import zone_id
from vtt.games.g1347.catalog import (
    DATA_FILE,
    ComponentsError,
    components,
    load_components,
    nuns_of,
    parse_components,
    pop_ids,
)
from vtt.games.g1347.faces import card_face


def kinds(state):
    out = {}
    for card in state.cards.values():
        out[card.catalog] = out.get(card.catalog, 0) + 1
    return out


def test_every_component_with_its_count():
    state = new_game(5, seed=9).state
    counts = kinds(state)
    assert sum(v for k, v in counts.items() if k.startswith("p.")) == 84
    assert all(
        sum(v for k, v in counts.items() if k.startswith(f"p.{cls}.")) == 14
        for cls in ("peasantry", "bourgeoisie", "church", "knighthood", "sorcery", "royalty")
    )
    assert (counts["sword"], counts["flute"], counts["safe"], counts["gold"], counts["joker"]) == (
        12,
        12,
        12,
        15,
        15,
    )
    assert sum(v for k, v in counts.items() if k.startswith("b.")) == 60
    assert sum(v for k, v in counts.items() if k.startswith("rat.")) == 50
    assert sum(v for k, v in counts.items() if k.startswith("vp.")) == 20
    assert all(counts[f"disc.{c}"] == 8 for c in range(5))
    assert "start" in state.tokens
    nuns = sorted(nuns_of(c) for c in pop_ids())
    assert [nuns.count(v) for v in (4, 3, 2, 1, 0)] == [24, 12, 12, 12, 24]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_setup_by_player_count(players):
    state = new_game(players, seed=players).state
    assert len(state.zones["nuns"].cards) == 5
    assert state.zones["nuns"].visibility == NOBODY
    for seat in range(players):
        assert len(state.zones[f"s{seat}.hand"].cards) == 5
        rats = [state.cards[c].catalog for c in state.zones[f"s{seat}.rats"].cards]
        assert sum(int(r[4:]) for r in rats) == 10
        assert state.zones[f"s{seat}.rats"].visibility == OWNER
        assert len(state.zones[f"s{seat}.discs"].cards) == 2
    buildings = [c for c in state.cards.values() if c.catalog.startswith("b.") and c.zone != "box"]
    assert len(buildings) == 30
    assert state.tokens["start"].holder == state.data["start"]
    assert state.data["phase"] == "B" and state.data["round"] == 1


def test_building_choice_modes():
    first = new_game(4, seed=1).state
    types = {
        c.catalog.split(".")[1]
        for c in first.cards.values()
        if c.catalog.startswith("b.") and c.zone != "box"
    }
    assert types == {"farm", "market", "monastery", "castle", "fortune", "palace"}
    assert len(first.zones["sup.gold"].cards) == 0  # no Treasury: Gold stays in the box
    one_type = new_game(4, seed=2, buildings="types").state
    in_game = [
        c.catalog for c in one_type.cards.values() if c.catalog.startswith("b.") and c.zone != "box"
    ]
    assert len({c.split(".")[1] for c in in_game}) == 6
    mixed = new_game(4, seed=3, buildings="random").state
    per_class = {}
    from vtt.games.g1347.catalog import class_of

    for card in mixed.cards.values():
        if card.catalog.startswith("b.") and card.zone != "box":
            per_class[class_of(card.catalog)] = per_class.get(class_of(card.catalog), 0) + 1
    assert set(per_class.values()) == {5}
    with pytest.raises(ValueError):
        new_game(4, seed=3, buildings="nonsense")


def test_setup_is_deterministic_and_ids_follow_the_deal():
    a, b = new_game(3, seed=77).state, new_game(3, seed=77).state
    assert [c.catalog for c in a.cards.values()] == [c.catalog for c in b.cards.values()]
    c = new_game(3, seed=78).state
    assert [x.catalog for x in a.cards.values()] != [x.catalog for x in c.cards.values()]
    deck = a.zones["pop.deck"].cards
    assert deck == sorted(deck)  # minted after the shuffle, in dealt order: ids tell nothing


def test_two_to_five_players_only():
    with pytest.raises(ValueError):
        new_game(1)
    with pytest.raises(ValueError):
        new_game(6)


def test_faces_are_drawn_from_data():
    face = card_face("p.sorcery.01")
    assert isinstance(face, CardFace) and face.title == "Witch" and face.corner == "4"
    assert card_face("p.sorcery.01", "es").title == "Bruja"
    building = card_face("b.fortune.1")
    assert (
        building.footer == "draw 2 + look 1"
        and len(building.badges) == components().building_spaces
    )
    for catalog in ("joker", "sword", "flute", "safe", "gold", "rat.3", "vp.2", "disc.4"):
        assert card_face(catalog).title
    assert card_face("rat.1").back == card_face("rat.5").back  # backs never tell the value


def test_layout_zones_exist_in_the_state():
    for players in (2, 4):
        state = new_game(players).state
        lay = MODULE.layout(players)
        for spec in lay.zones:
            owners = range(players) if spec.per_seat else [None]
            for owner in owners:
                assert zone_id(spec, owner) in state.zones
        assert ("row3" in state.zones) == (players >= 4)


def test_the_shipped_data_file_is_valid():
    assert load_components(DATA_FILE) == components()


@pytest.mark.parametrize(
    "change, words",
    [
        (lambda d: d.update(format="other"), "not a 1347 components file"),
        (lambda d: d["rat_tokens"].update({"1": 10}), "50 tokens"),
        (lambda d: d["rat_tokens"].update({"2": 1}), "values 1, 3 and 5"),
        (lambda d: d.update(rat_start=[5, 5, 1]), "adding up to 10"),
        (lambda d: d["vp_tokens"].update({"1": 1}), "20 tokens"),
        (lambda d: d["supply"].pop("farm"), "twelve buildings"),
        (lambda d: d["supply"]["farm"].pop(), "5 actions"),
        (lambda d: d["supply"]["farm"].__setitem__(0, {"draw": 0}), "at least one above 0"),
        (lambda d: d["supply"]["farm"].__setitem__(0, {"steal": 1}), "copy 1"),
        (lambda d: d.update(nuns_per_class=[4] * 14), "24 cards with 4 nuns"),
        (lambda d: d.update(building_spaces=2), "building_spaces"),
    ],
)
def test_a_bad_data_file_says_what_is_wrong(change, words):
    raw = json.loads(DATA_FILE.read_text(encoding="utf-8"))
    change(raw)
    with pytest.raises(ComponentsError, match=words):
        parse_components(raw)


def test_an_unreadable_data_file(tmp_path):
    bad = tmp_path / "components.json"
    bad.write_text("{ not json", encoding="utf-8")
    with pytest.raises(ComponentsError, match="not valid JSON"):
        load_components(bad)
    with pytest.raises(ComponentsError, match="cannot be read"):
        load_components(tmp_path / "missing.json")
