"""Decklists: the formats players paste, unmatched lines, checks, export round trips,
Spanish names, the preconstructed decks and a seeded sample of the TWDA."""

import sys
from pathlib import Path

import pytest

from vtt.games.vtes.deck_check import RULES_2018, check_deck, library_range
from vtt.games.vtes.decklists import FORMATS, export_deck, parse_deck
from vtt.games.vtes.precons import deck_presets, precon_report

TWD = """Some Tournament
Madrid, Spain
October 3rd 2020
3R+F
24 players
Ana Player

-- 3GW9 + 4vp in final

Deck Name: Toreador bleed
Created by: Ana Player

Plays like the starter. 2x Not a card in the description is fine.

Crypt (12 cards, min=20, max=32, avg=6.5)
-----------------------------------------
3x Anson          8  CEL PRE aus dom   prince  Toreador:1
2x Theo Bell (G2 ADV)
7x Arika

Library (12 cards)
Master (4)
4x Blood Doll

Action (3)
3x Govern the Unaligned  -- the best card

Reaction (5)
5x Deflection
"""

JOL = """3x Anson
2x Theo Bell (G2 ADV)
7x Arika

4x Blood Doll
3x Govern the Unaligned
5x Deflection
"""

LACKEY = (
    "4\tBlood Doll\n3\tGovern the Unaligned\n5\tDeflection\nCrypt:\n3\tAnson\n"
    "2\tTheo Bell (G2 ADV)\n7\tArika\n"
)

SPANISH = """Cripta
3x Anson
2x Theo Bell (G2 ADV)
7x Arika
Biblioteca
4x Muñeca de sangre
3x Regir a los no alineados
5x Desviación
"""

EXPECTED = {
    "vtes:200107": 3,
    "vtes:201363": 2,
    "vtes:200135": 7,
    "vtes:100199": 4,
    "vtes:100845": 3,
    "vtes:100518": 5,
}


def counts(report):
    return {e.catalog: e.count for e in report.entries}


@pytest.mark.parametrize("text", [TWD, JOL, LACKEY, SPANISH], ids=["twd", "jol", "lackey", "es"])
def test_formats_parse(db, text):
    report = parse_deck(text)
    assert counts(report) == EXPECTED
    assert report.unmatched == []
    assert report.count("crypt") == 12 and report.count("library") == 12


def test_twd_headers(db):
    report = parse_deck(TWD)
    assert report.name == "Toreador bleed" and report.author == "Ana Player"


def test_unmatched_lines_are_reported_with_their_number(db):
    text = "2x Anson\n1x Nosuchvampire Atall\n\n3x Blood Doll\nsome stray words\n-- a comment\n"
    report = parse_deck(text)
    assert [(u.line, u.text) for u in report.unmatched] == [
        (2, "1x Nosuchvampire Atall"),
        (5, "some stray words"),
    ]
    assert counts(report) == {"vtes:200107": 2, "vtes:100199": 3}
    assert report.unmatched[0].reason.context == "VtesDeck"


def test_a_card_on_two_lines_is_counted_twice(db):
    report = parse_deck("2x Anson\n3x Blood Doll\n1x Anson\n2x Blood Doll\n")
    assert counts(report) == {"vtes:200107": 3, "vtes:100199": 5}


def test_bad_input_never_crashes(db):
    assert parse_deck("").entries == []
    assert parse_deck("\x00\x01 garbage\n99x\n").entries == []
    huge = parse_deck("1x Anson\n" * 30_000)
    assert huge.entries == [] and len(huge.unmatched) == 1
    prose = parse_deck("1x Anson\n" + "word " * 200 + "\n2x Blood Doll\n")
    assert counts(prose) == {"vtes:200107": 1, "vtes:100199": 2}
    assert [u.line for u in prose.unmatched] == [2]
    junk = parse_deck("1x Anson\n" + "\n".join(f"{i} zzz" for i in range(150)))
    assert len(junk.unmatched) == 101
    assert junk.unmatched[-1].reason.text.startswith("Too many lines")


def test_spanish_names_in_the_report(db):
    report = parse_deck(JOL, "es")
    names = {e.catalog: e.name for e in report.entries}
    assert names["vtes:100199"] == "Muñeca de sangre"
    assert names["vtes:201363"] == "Theo Bell (ADV)"


@pytest.mark.parametrize("fmt", FORMATS)
def test_export_import_round_trip(db, fmt):
    for report in (parse_deck(TWD), precon_report("vtes:precon:v5-pto")):
        text = export_deck(report, fmt)
        again = parse_deck(text)
        assert again.unmatched == [], text
        assert counts(again) == counts(report)


def test_unknown_export_format(db):
    with pytest.raises(ValueError):
        export_deck(parse_deck(JOL), "xml")


def test_module_lists_formats_and_warns(module):
    assert module.deck_formats() == list(FORMATS)
    report = module.parse_deck(JOL)
    texts = [w.english() for w in report.warnings]
    assert "The library has 12 cards; it needs 60 to 90." in texts
    assert all(w.context == "VtesDeck" for w in report.warnings)


def test_check_v5_and_2018(db):
    starter = precon_report("vtes:precon:v5-pm")
    assert check_deck(starter) == []
    assert check_deck(starter, RULES_2018, players=4) == []  # 77 <= 40 + 10 x 4
    assert [w.english() for w in check_deck(starter, RULES_2018, players=3)] == [
        "The library has 77 cards; it needs 40 to 70."
    ]
    assert library_range(RULES_2018, 6) == (40, 100)
    small = parse_deck(JOL)
    texts = [w.english() for w in check_deck(small)]
    assert "The crypt mixes groups 1, 2, 3; use one group or two consecutive ones." not in texts
    assert "The library has 12 cards; it needs 60 to 90." in texts
    assert [w.english() for w in check_deck(small, RULES_2018, players=2)] == [
        "The library has 12 cards; it needs 40 to 60."
    ]


def test_check_groups_crypt_size_and_banned(db):
    banned = next(c for c in db.cards.values() if c.banned and not c.is_crypt)
    text = "1x Anson\n1x Abebe\n1x Theo Bell (G2 ADV)\n" + f"1x {banned.name}\n"
    texts = [w.english() for w in check_deck(parse_deck(text))]
    assert "The crypt has 3 cards; it needs at least 12." in texts
    assert "The crypt mixes groups 1, 2, 4; use one group or two consecutive ones." in texts
    assert f"{banned.name} is banned in tournaments." in texts
    any_group = next(c for c in db.cards.values() if c.group == "ANY")
    mixed = parse_deck(f"1x Anson\n1x Theo Bell (G2 ADV)\n1x {any_group.full_name}\n")
    assert not any("groups" in w.english() for w in check_deck(mixed))


def test_fifth_edition_starters(module):
    presets = dict(module.deck_presets())
    starters = ["v5-pm", "v5-pn", "v5-pto", "v5-ptr", "v5-pv"]
    assert [p for p, _ in module.deck_presets()[:5]] == [f"vtes:precon:{s}" for s in starters]
    assert presets["vtes:precon:v5-pm"] == "Fifth Edition: Malkavian"
    for deck_id in presets:
        report = precon_report(deck_id)
        if deck_id.startswith("vtes:precon:v5"):
            assert (report.count("crypt"), report.count("library")) == (12, 77), deck_id
    assert len(deck_presets()) >= 20


def test_twda_sample_imports_exactly(db):
    sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "bench"))
    try:
        from twda_import import import_deck, twda_texts
    finally:
        sys.path.pop(0)
    decks = twda_texts(sample=50, seed=2026)
    assert len(decks) == 50
    failures = {deck_id: import_deck(text, expected) for deck_id, text, expected in decks}
    assert {k: v for k, v in failures.items() if v} == {}
