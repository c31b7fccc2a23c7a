"""The UI is a projection of any game: no file under ``vtt/ui`` names a game.

Every string (docstrings included), identifier and import of ``vtt/ui`` is checked against
what only a game knows: its id and package, its title, and the words of its table (zone
keys and labels, counters, tokens, card backs), collected from every registered module, so
a new game is covered without touching this test.  Comments are not checked.
"""

from __future__ import annotations

import ast
import io
import re
import tokenize
from pathlib import Path

from vtt.games import game_ids, get_game

UI = Path(__file__).resolve().parents[3] / "vtt" / "ui"
IDS = {gid.casefold() for gid in game_ids()}

#: words of a game's table that are also the core's generic vocabulary (the zone roles
#: every tool knows) or plain English with another meaning in the UI (a free seat, the
#: table's edge, a box, a card played, "ready"): a UI may say them
GENERIC = {
    "deck",
    "hand",
    "discard",
    "discard pile",
    "play",
    "counter",
    "score",
    "first",
    "middle",
    "start",
    "shared",
    "board",
    "free",
    "edge",
    "box",
    "played",
    "ready",
    "removed",
    "gold",
    "life",
    "middle of the table",
}
#: names of the games that are not module titles (a game's other names, its publisher's
#: games played on it)
OTHER_NAMES = {"vtes", "vampire", "eternal struggle", "nights of blood", "methuselah"}


def game_words() -> set[str]:
    words = set(OTHER_NAMES)
    for gid in game_ids():
        module = get_game(gid)
        words |= {gid.casefold(), module.title.casefold(), type(module).__module__.split(".")[2]}
        for seats in {module.min_seats, module.max_seats}:
            layout = module.layout(max(seats, 1))
            words |= {z.key for z in layout.zones} | {z.label for z in layout.zones}
            words |= set(layout.seat_counters) | set(layout.card_counters)
            words |= {t.id for t in layout.tokens} | {t.label for t in layout.tokens}
            words |= {b.name for b in layout.backs}
    return {w.casefold() for w in words if w} - GENERIC


def pattern(words: set[str]) -> re.Pattern[str]:
    alternatives = sorted((re.escape(w) for w in words), key=len, reverse=True)
    return re.compile(r"(?<![a-z0-9])(" + "|".join(alternatives) + r")(?![a-z0-9])")


def game_ids_literal(text: str) -> str | None:
    """A string literal that is exactly a game's id (``"vtes"``); an id that is also a
    plain word of the UI (the free table's, a free seat) is caught where it is used
    as an id only through the other checks."""
    try:
        value = ast.literal_eval(text)
    except (ValueError, SyntaxError):
        return None
    if isinstance(value, str) and value.casefold() in IDS - GENERIC:
        return value
    return None


def findings(path: Path, banned: re.Pattern[str]) -> list[str]:
    out = []
    source = path.read_text(encoding="utf-8")
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type not in (tokenize.STRING, tokenize.NAME):
            continue
        text = tok.string.casefold().replace("_", " ")
        found = banned.search(text)
        literal = game_ids_literal(tok.string) if tok.type == tokenize.STRING else None
        if literal is not None:
            out.append(f"{path.relative_to(UI.parent.parent)}:{tok.start[0]}: {literal!r}")
        elif found:
            out.append(f"{path.relative_to(UI.parent.parent)}:{tok.start[0]}: {found.group(1)!r}")
    return out


def test_the_words_cover_every_registered_game():
    words = game_words()
    for gid in game_ids():
        assert gid.casefold() in words or gid.casefold() in GENERIC


def test_no_file_under_vtt_ui_names_a_game():
    banned = pattern(game_words())
    found = [hit for path in sorted(UI.rglob("*.py")) for hit in findings(path, banned)]
    assert not found, "the UI names a game:\n" + "\n".join(found)


def test_the_check_sees_strings_identifiers_and_imports(tmp_path):
    banned = pattern(game_words())
    sample = tmp_path / "sample.py"
    for line in (
        'TITLE = "Vampire: The Eternal Struggle"',
        "from vtt.games.vtes import cards",
        "pool_width = 3",
        "x = 'the crypt'",
        "y = '1347'",
    ):
        sample.write_text(line + "\n", encoding="utf-8")
        assert findings_in(sample, banned), line
    sample.write_text(
        "# the crypt, in a comment\nz = 'a deck of cards'\nstate = 'a free seat'\n",
        encoding="utf-8",
    )
    assert not findings_in(sample, banned)


def findings_in(path: Path, banned: re.Pattern[str]) -> list[str]:
    global UI
    saved, UI = UI, path.parent / "x" / "y"
    try:
        return findings(path, banned)
    finally:
        UI = saved
