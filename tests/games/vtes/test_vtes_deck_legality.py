"""Deck legality in rules games (003 'CREACIÓN DE BARAJAS'; 000 §1.2.1, §1.5.5): a rules
game refuses to start with a deck its edition's rulebook forbids, every reason listed, seat
by seat; a casual game (option ``casual``) and a game with the rules off play any deck."""

import json

import pytest

from vtt.cli import main
from vtt.core.decks import CASUAL, DecksRefused
from vtt.core.module import GameSpec, SeatSpec
from vtt.games.vtes.cards import STARTERS
from vtt.games.vtes.precons import PRECON_PREFIX, precon_report


def decklist(crypt: dict[str, int], library: dict[str, int]) -> str:
    lines = ["Crypt"] + [f"{n}x {name}" for name, n in crypt.items()]
    return "\n".join([*lines, "Library"] + [f"{n}x {name}" for name, n in library.items()])


def starter_text(deck_id: str, library: int | None = None) -> str:
    """A starter as a decklist text, its library cut down to ``library`` cards."""
    report = precon_report(deck_id)
    crypt = {e.name: e.count for e in report.entries if e.section == "crypt"}
    lib: dict[str, int] = {}
    left = library if library is not None else report.count("library")
    for e in report.entries:
        if e.section == "library" and left > 0:
            lib[e.name] = min(e.count, left)
            left -= lib[e.name]
    return decklist(crypt, lib)


#: 8 crypt cards of groups 1 and 5, 32 library cards: three rules broken at once
BAD = decklist(
    {"Adrianne": 2, "Agrippina": 2, "Abdelsobek": 2, "Accorri Giovanni": 2},
    {"Govern the Unaligned": 32},
)


def spec(decks, rules=True, **options) -> GameSpec:
    return GameSpec(
        game="vtes",
        seed=3,
        rules=rules,
        options=options,
        seats=[SeatSpec(name=f"P{i + 1}", deck=d) for i, d in enumerate(decks)],
    )


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_the_starters_are_legal_fifth_edition_decks(module, seats):
    for deck_id in [*STARTERS, ""]:
        deck = PRECON_PREFIX + deck_id if deck_id else ""
        assert module.refused_decks(spec([deck] * seats)) == []
    state = module.new_game(spec([""] * seats))
    assert state.rules


def test_an_illegal_deck_is_refused_with_every_reason(module):
    with pytest.raises(DecksRefused) as refused:
        module.new_game(spec(["", BAD, "", starter_text("vtes:precon:v5-pm", 32)]))
    lines = refused.value.lines()
    assert lines == [
        "seat 2 (P2): The crypt has 8 cards; it needs at least 12.",
        "seat 2 (P2): The library has 32 cards; it needs 60 to 90.",
        "seat 2 (P2): The crypt mixes groups 1, 5; use one group or two consecutive ones.",
        "seat 4 (P4): The library has 32 cards; it needs 60 to 90.",
    ]
    assert [p.seat for p in refused.value.problems] == [1, 1, 1, 3]
    assert isinstance(refused.value, ValueError)  # callers that knew only ValueError still stop


def test_the_library_limits_are_the_rulebooks(module):
    def refused(library, seats=4, **options):
        others = [starter_text("vtes:precon:v5-pto", 60)] * (seats - 1)  # legal in both
        decks = [starter_text("vtes:precon:v5-pn", library), *others]
        return [p.reason.english() for p in module.refused_decks(spec(decks, **options))]

    # Fifth Edition: 60 to 90 whatever the table
    assert refused(59) == ["The library has 59 cards; it needs 60 to 90."]
    assert refused(60) == [] and refused(77) == []
    # 2018: 40 to 40 + 10 per player; a 77-card starter is too big below four players
    assert refused(40, edition="2018") == []
    assert refused(39, edition="2018") == ["The library has 39 cards; it needs 40 to 80."]
    assert refused(59, seats=2, edition="2018") == []
    three = module.refused_decks(spec([""] * 3, edition="2018"))
    assert [p.reason.english() for p in three] == [
        "The library has 77 cards; it needs 40 to 70."
    ] * 3


def test_group_any_mixes_with_every_group(module):
    crypt = {"Adrianne": 3, "Agrippina": 3, "Aleph": 3, "Anarch Convert": 3}
    legal = decklist(crypt, {"Govern the Unaligned": 60})
    assert module.refused_decks(spec([legal, ""])) == []


def test_a_casual_game_or_the_rules_off_play_any_deck(module):
    casual = module.new_game(spec(["", BAD], **{CASUAL: True}))
    assert len(casual.zones["s1.library"].cards) + len(casual.zones["s1.hand"].cards) == 32
    assert not module.new_game(spec(["", BAD], rules=False)).rules
    # a save or replay deals its set-up again without asking (the game once started)
    assert module.new_state(spec(["", BAD])).rules


def test_vtt_script_refuses_illegal_decks_one_line_per_reason(db, tmp_path, capsys):
    first = spec(["", BAD])
    script = tmp_path / "bad.jsonl"
    script.write_text(json.dumps({**_builtins(first)}) + "\n")
    assert main(["script", str(script)]) == 2
    err = capsys.readouterr().err.splitlines()
    assert err == [
        "vtt script: line 1: the decks are not legal for this game: seat 2 (P2): " + reason
        for reason in (
            "The crypt has 8 cards; it needs at least 12.",
            "The library has 32 cards; it needs 60 to 90.",
            "The crypt mixes groups 1, 5; use one group or two consecutive ones.",
        )
    ]
    script.write_text(json.dumps({**_builtins(first), "options": {"casual": True}}) + "\n")
    assert main(["script", str(script)]) == 0


def _builtins(game: GameSpec) -> dict:
    import msgspec

    return msgspec.to_builtins(game)
