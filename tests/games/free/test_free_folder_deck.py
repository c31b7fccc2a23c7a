"""The free table plays a folder of the user's card images: the folder is read once into the
seat's deck text, the set-up deals from that text alone, and a hidden card's picture never
reaches another seat."""

from __future__ import annotations

from pathlib import Path

import pytest

from vtt.core import commands as C
from vtt.core.messages import Rejected
from vtt.core.model import SPECTATOR
from vtt.core.module import GameSpec, SeatSpec
from vtt.core.pictures import (
    PICTURE_FOLDERS,
    missing_folders,
    picture_path,
    split_key,
)
from vtt.core.saves import build_save, decode_save, encode_save, session_from_save
from vtt.core.session import Session
from vtt.core.views import view_for
from vtt.games import get_game
from vtt.games.free.folder_deck import parse_deck_text, parse_line, read_folder

PNG = b"\x89PNG\r\n\x1a\n" + b"\x00" * 16


def _folder(tmp_path: Path, names: list[str], listing: str | None = None) -> Path:
    folder = tmp_path / "cards"
    folder.mkdir()
    for name in names:
        (folder / name).write_bytes(PNG + name.encode())
    if listing is not None:
        (folder / "deck.txt").write_text(listing, encoding="utf-8")
    return folder


def test_one_card_per_picture_and_the_back_apart(tmp_path):
    folder = _folder(tmp_path, ["Fireball.png", "Bolt.JPG", "back.png", "notes.md"])
    deck = read_folder(folder)
    assert deck.cards == [(1, "Bolt"), (1, "Fireball")]
    assert deck.back == "back.png"
    assert deck.problems == []


def test_a_list_gives_counts_and_a_bad_line_gets_one_line(tmp_path):
    listing = "# my deck\n3 Fireball\n2x Bolt\nShield\n\n0 Nothing\n12\n"
    folder = _folder(tmp_path, ["fireball.png", "bolt.png", "cardback.webp"], listing)
    deck = read_folder(folder)
    assert deck.cards == [(3, "Fireball"), (2, "Bolt"), (1, "Shield")]
    assert deck.back == "cardback.webp"
    texts = [m.english() for m in deck.problems]
    assert "Shield has no picture in the folder; its name is drawn instead." in texts
    bad = [t for t in texts if t.startswith("Line ")]
    assert bad == [
        "Line 6 of deck.txt is not a count and a card name: 0 Nothing",
        "Line 7 of deck.txt is not a count and a card name: 12",
    ]
    assert all("\n" not in t for t in texts)


def test_a_list_that_is_not_text_is_said_in_one_line(tmp_path):
    folder = _folder(tmp_path, ["a.png", "b.png"])
    (folder / "deck.txt").write_bytes(b"\xff\xfe 3 a\n")
    deck = read_folder(folder)
    assert [m.english() for m in deck.problems] == [
        "The list deck.txt cannot be read: deck.txt is not UTF-8 text"
    ]


def test_a_missing_or_empty_folder_is_refused_in_one_line(tmp_path):
    module = get_game("free")
    with pytest.raises(Rejected) as missing:
        module.picture_deck(str(tmp_path / "nowhere"))
    assert missing.value.message.english() == f"The folder {tmp_path / 'nowhere'} does not exist."
    (tmp_path / "empty").mkdir()
    with pytest.raises(Rejected) as empty:
        module.picture_deck(str(tmp_path / "empty"))
    assert "has no card pictures" in empty.value.message.english()


def test_list_lines():
    assert parse_line("3 Fire Ball ") == (3, "Fire Ball")
    assert parse_line("4x Bolt") == (4, "Bolt")
    assert parse_line("  ") == (0, "")
    assert parse_line("1000 Bolt") is None
    assert parse_line("!!") is None


def _session(tmp_path: Path, seats: int = 3) -> tuple[Session, Path]:
    folder = _folder(tmp_path, ["Fireball.png", "Bolt.png", "back.png"], "20 Fireball\n20 Bolt\n")
    text, cards, _ = get_game("free").picture_deck(str(folder))
    assert cards == 40
    specs = [SeatSpec(name=f"P{i}", deck=text if i < 2 else "") for i in range(seats)]
    spec = GameSpec(game="free", seats=specs, seed=7)
    module = get_game("free")
    return Session(module.new_state(spec), module, spec), folder


def test_setup_deals_from_the_deck_text_and_remembers_the_folder(tmp_path):
    session, folder = _session(tmp_path)
    state = session.state
    assert state.options[PICTURE_FOLDERS] == [str(folder)]  # two seats share it: once
    seat0 = [state.cards[c] for c in state.zones["s0.deck"].cards + state.zones["s0.hand"].cards]
    assert len(seat0) == 40
    assert {c.catalog for c in seat0} == {"pic:0:Fireball", "pic:0:Bolt"}
    assert {c.back for c in seat0} == {"pic:0:back.png"}
    assert all(c.catalog.startswith("demo:") for c in state.cards.values() if c.owner == 2)
    face = get_game("free").face("pic:0:Fireball")
    assert (face.title, face.picture) == ("Fireball", "pic:0:Fireball")
    assert picture_path(state.options, "pic:0:Fireball") == folder / "Fireball.png"
    assert picture_path(state.options, "pic:0:back.png") == folder / "back.png"
    assert picture_path(state.options, "pic:0:Shield") is None


def test_a_save_replays_without_the_folder_and_says_it_is_missing(tmp_path):
    session, folder = _session(tmp_path)
    session.submit(C.Draw(seat=0, n=2))
    data = encode_save(build_save(session))
    for picture in folder.iterdir():
        picture.unlink()
    folder.rmdir()
    again = session_from_save(decode_save(data), get_game("free"))
    assert again.state.cards.keys() == session.state.cards.keys()
    assert missing_folders(again.state.options) == [str(folder)]
    assert picture_path(again.state.options, "pic:0:Fireball") is None


def _picture_keys(view) -> set[str]:
    keys = set()
    for zone in view.zones.values():
        for card in zone.cards:
            keys |= {k for k in (card.catalog, card.back) if split_key(k) is not None}
    return keys


def test_no_seat_sees_the_picture_of_a_hidden_card(tmp_path):
    session, _ = _session(tmp_path)
    state = session.state
    for seat in (0, 1, 2, SPECTATOR):
        view = view_for(state, seat, session.module)
        visible = {c.catalog for z in view.zones.values() for c in z.cards if c.catalog is not None}
        keys = _picture_keys(view)
        assert keys <= visible | {"pic:0:back.png"}
        # hidden cards of a zone are alike: the same back, nothing else
        deck = view.zones["s0.deck"].cards
        assert {(c.back, c.catalog, c.id) for c in deck} == {("pic:0:back.png", None, None)}
        hand = view.zones["s0.hand"].cards
        if seat != 0:
            assert all(c.catalog is None for c in hand)
            assert len({c.back for c in hand}) == 1


def test_deck_text_round_trip():
    deck = parse_deck_text("folder: /x/y\nback: b.png\n2 A\n1 B C\n")
    assert deck is not None
    assert (deck.folder, deck.back, deck.cards) == ("/x/y", "b.png", [(2, "A"), (1, "B C")])
    assert parse_deck_text("demo") is None
