"""The data file of what the card texts restrict (resources/vtes/card_rules.json) is the
derivation script's output over every card: each library card has an entry, every clause
that restricts a play got a kind, and the engine reads the file as it is shipped."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from vtt.games.vtes.cards import load_cards
from vtt.games.vtes.rules.cardrules import card_rules

ROOT = Path(__file__).resolve().parents[4]


def _deriver():
    path = ROOT / "packaging" / "derive_vtes_card_rules.py"
    spec = importlib.util.spec_from_file_location("derive_vtes_card_rules", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.slow  # the derivation over all 4,149 cards takes over 2 s
def test_every_library_card_is_classified_and_the_shipped_file_is_up_to_date():
    deriver = _deriver()
    db = load_cards()
    shipped = json.loads(deriver.OUT.read_text("utf-8"))
    derived = deriver.derive(db.cards.values(), shipped)
    library = [r for r in db.cards.values() if not r.is_crypt]
    assert len(db) == 4149 and len(library) == len(derived) == 2364
    assert [e["name"] for e in derived.values() if e.get("unclassified")] == []
    assert derived == shipped, "run packaging/derive_vtes_card_rules.py"
    assert card_rules() == shipped


def test_the_derivation_reads_requirements_moments_and_limits():
    deriver = _deriver()
    clans = ["Brujah", "Brujah antitribu"]

    def card(text: str, types=("Action",)):
        rec = next(iter(load_cards().cards.values()))
        return deriver.derive_card(
            type(rec)(id=1, name="Test", kind="library", types=types, text=text), clans
        )

    assert card("Requires a ready, titled, non-Red List vampire.")["requires"] == {
        "not_red_list": True,
        "titled": True,
        "ready": True,
        "vampire": True,
    }
    assert card("Requires a Sabbat vampire with capacity above 6.")["requires"] == {
        "capacity_min": 7,
        "vampire": True,
        "sect": ["Sabbat"],
    }
    assert card("Requires a prince or justicar.")["requires"] == {"titles": ["Justicar", "Prince"]}
    assert card("Only usable by Brujah antitribu.")["requires"] == {"clan": ["Brujah antitribu"]}
    modifier = card(
        "Only usable during a bleed action. [pre] Only usable during a referendum.",
        ("Action Modifier",),
    )
    assert modifier["during"] == ["bleed"]
    assert modifier["levels"] == {"pre": {"during": ["referendum"]}}
    combat = card("A vampire can play only one Test each round.", ("Combat",))
    assert combat["limit"] == "round"
    weapon = card("3R damage each strike, only usable once each round.", ("Equipment",))
    assert "limit" not in weapon and weapon["by_hand"] == ["limit"]
    assert card("Usable by a locked vampire.", ("Reaction",))["requires"] == {"locked_ok": True}
    assert card("Do not replace until after combat.")["no_replace"] == "until after combat"
    assert card("Only usable if the moon is blue.")["unclassified"] == [
        "Only usable if the moon is blue."
    ]
