"""The effect files read as they should: every entry names a real card by its name, the
files load (an unknown kind, parameter, condition or card set is an error naming the
card), a broken file is refused with its name, and the coverage report counts what they
automate."""

import pytest

from vtt.games.vtes.cards import load_cards
from vtt.games.vtes.rules.effects.catalog import EffectsError, load, read_file
from vtt.games.vtes.rules.effects.coverage import status, tally


def test_every_entry_names_its_card():
    db = load_cards()
    for catalog, entry in load().items():
        assert db.get(catalog).name == entry.name, catalog


@pytest.mark.parametrize(
    "text, why",
    [
        (
            '{"vtes:100518": {"name": "Deflection", "any": {"play": [{"do": "teleport"}]}}}',
            "Deflection",
        ),
        ('{"vtes:100518": {"name": "Deflection", "any": {"play": [{"do": "pool"}]}}}', "n"),
        ('{"vtes:100518": {"name": "D", "any": {"only": ["moon:full"]}}}', "moon"),
        (
            '{"vtes:100518": {"name": "D", "any": {"play": '
            '[{"do": "burn", "on": "target", "among": "x"}]}}}',
            "x",
        ),
        ('{"vtes:100518": {"name": "D", "colour": "red"}}', "colour"),
        ("[1, 2", "effects.json"),
        ('{"vtes:1": {"name": "\\ud800"}}', ""),
    ],
)
def test_a_broken_effect_file_is_refused_with_its_name(tmp_path, text, why):
    path = tmp_path / "effects.json"
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    with pytest.raises(EffectsError) as found:
        read_file(path)
    assert path.name in str(found.value) and why in str(found.value)


def test_a_card_in_two_files_is_refused(tmp_path):
    entry = '{"vtes:100518": {"name": "Deflection"}}'
    (tmp_path / "a.json").write_text(entry, encoding="utf-8")
    (tmp_path / "b.json").write_text(entry, encoding="utf-8")
    with pytest.raises(EffectsError, match="two files"):
        load(tmp_path)


def test_the_coverage_report_counts_automated_checked_and_vampire_abilities():
    db = load_cards()
    assert status(db.get("vtes:100518")) == "automated"  # Deflection
    plain = next(r for r in db.cards.values() if r.is_crypt and r.text == "Camarilla.")
    assert status(plain) == "no ability"
    counts = tally([db.get("vtes:100518"), plain])
    assert counts["automated"] == 1 and counts["no ability"] == 1
