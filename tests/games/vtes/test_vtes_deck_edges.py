"""Decklist edge cases: counts of any length and impossible ones, names found only by
similarity, card names that end like a clan note, every preconstructed deck through every
export format and back, and a bound on the work a long text that is not a decklist costs."""

import time

import pytest

from vtt.games.vtes.decklists import FORMATS, MAX_COUNT, export_deck, parse_deck
from vtt.games.vtes.precons import deck_presets, precon_report

DEFLECTION, GOVERN, LORD_TREMERE = "vtes:100518", "vtes:100845", "vtes:200856"


def counts(report):
    return {e.catalog: e.count for e in report.entries}


def reasons(report):
    return [(u.line, u.reason.text.format(**u.reason.args)) for u in report.unmatched]


@pytest.mark.parametrize("count", [1, 2, 9, 10, 42, 99, 100, 101, 250, 500, 998, 999])
@pytest.mark.parametrize("form", ["{n}x Deflection", "{n} x Deflection", "{n}\tDeflection"])
def test_every_count_a_person_writes(db, count, form):
    report = parse_deck(form.format(n=count) + "\n3x Govern the Unaligned\n")
    assert report.unmatched == []
    assert counts(report) == {DEFLECTION: count, GOVERN: 3}


def test_a_three_digit_count_without_a_mark(db):
    report = parse_deck("3x Deflection\n100 Govern the Unaligned\n")
    assert counts(report) == {DEFLECTION: 3, GOVERN: 100}


@pytest.mark.parametrize("line", ["-7x Deflection", "-1x Deflection", "-100x Deflection"])
def test_a_negative_count_is_reported_not_read(db, line):
    report = parse_deck(f"3x Govern the Unaligned\n{line}\n")
    assert counts(report) == {GOVERN: 3}
    assert [n for n, _ in reasons(report)] == [2]
    assert "-" in reasons(report)[0][1]


def test_a_count_no_deck_holds_is_reported(db):
    report = parse_deck(f"3x Govern the Unaligned\n{MAX_COUNT + 1}x Deflection\n")
    assert counts(report) == {GOVERN: 3}
    assert reasons(report) == [(2, f"No deck holds {MAX_COUNT + 1} copies of a card.")]


def test_a_bullet_is_not_a_minus_sign(db):
    assert counts(parse_deck("- 7x Deflection\n")) == {DEFLECTION: 7}


def test_card_names_with_digits_stay_names(db):
    report = parse_deck("2x 419 Operation\n1x 47th Street Royals\n")
    assert report.unmatched == []
    assert sorted(counts(report).values()) == [1, 2]


def test_a_name_found_by_similarity_is_counted_and_reported(db):
    report = parse_deck("3x Deflecton\n2x Govern the Unaligned\n")
    assert counts(report) == {DEFLECTION: 3, GOVERN: 2}
    assert reasons(report) == [(1, "Read as Deflection: check the name.")]


def test_the_similarity_report_names_the_card_in_the_reader_language(db):
    report = parse_deck("3x Deflecton\n", "es")
    assert reasons(report) == [(1, "Read as Desviación: check the name.")]


def test_a_guess_does_not_become_an_exact_name(db):
    parse_deck("3x Govern the Unalligned\n")
    again = parse_deck("3x Govern the Unalligned\n")
    assert len(again.unmatched) == 1  # still reported the second time


@pytest.mark.parametrize(
    "line",
    [
        "5x Lord Tremere",
        "5 x Lord Tremere",
        "5\tLord Tremere",
        "5x Lord Tremere           11  ANI AUS DOM THA VIC obe            Tremere:5",
    ],
)
def test_lord_tremere(db, line):
    report = parse_deck(f"Crypt\n{line}\n")
    assert report.unmatched == []
    assert counts(report) == {LORD_TREMERE: 5}


@pytest.mark.parametrize("fmt", FORMATS)
def test_every_preconstructed_deck_round_trips(db, fmt):
    failures = []
    for deck_id, _label in deck_presets(db=db):
        report = precon_report(deck_id, db=db)
        again = parse_deck(export_deck(report, fmt, db), db=db)
        if again.unmatched or counts(again) != counts(report):
            failures.append((deck_id, again.unmatched[:2]))
    assert failures == []


def test_lord_tremere_round_trips(db):
    report = parse_deck("Crypt\n5x Lord Tremere\n7x Arika\nLibrary\n4x Blood Doll\n")
    for fmt in FORMATS:
        again = parse_deck(export_deck(report, fmt, db), db=db)
        assert again.unmatched == [] and counts(again) == counts(report), fmt


@pytest.mark.parametrize(
    "line", ["lorem {i}", "# lorem ipsum {i}", "3x Nocard {i}", "foo bar baz {i}"]
)
def test_ten_thousand_unknown_lines_stop_early_and_say_so(db, line):
    text = "3x Deflection\n" + "\n".join(line.format(i=i) for i in range(10_000))
    start = time.perf_counter()
    report = parse_deck(text, db=db)
    elapsed = time.perf_counter() - start
    assert report.unmatched, "a text that is not a decklist is reported"
    assert reasons(report)[-1][1] == "Too many lines are not cards; reading stopped here."
    # bench/vtes_decks_edge.py measures it (about 0.1 s); the bound is for a loaded machine
    assert elapsed < 10


def test_a_text_without_a_card_says_so(db):
    report = parse_deck("\n".join(f"lorem ipsum {i}" for i in range(10_000)), db=db)
    assert report.entries == []
    assert reasons(report) == [(1, "No card was found in this text.")]
