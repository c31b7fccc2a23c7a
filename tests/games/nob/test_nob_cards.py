"""The card set: 150 cards in the rulebook's decks, texts that state their numbers, every
effect the data names is one the engine runs, faces with the rulebook's borders."""

from __future__ import annotations

import re

import pytest

from vtt.games.nob import carddata
from vtt.games.nob.cards import (
    ATTR_NAMES,
    EFFECT_KINDS,
    MOD_KINDS,
    CardDataError,
    catalogue,
    deck_total,
)
from vtt.games.nob.faces import BORDERS, card_face


def test_150_cards_in_the_rulebooks_decks():
    totals = {d: deck_total(d) for d in ("main", "wound", "clan", "discipline", "sect", "event")}
    assert sum(totals.values()) == 150
    assert totals == {"main": 82, "wound": 20, "clan": 8, "discipline": 16, "sect": 12, "event": 12}
    types = {c.type for c in catalogue().values() if c.deck == "main"}
    assert types == {"habilidad", "trasfondo", "contacto"}


def test_every_sect_mix_and_the_sovereigns_tracker_fit():
    sects = {c.id: c.copies for c in catalogue().values() if c.deck == "sect"}
    assert sects == {"camarilla": 4, "sabbat": 4, "anarquistas": 4}


def test_every_clan_has_at_least_two_disciplines_showing_its_icon():
    clans = [c.id for c in catalogue().values() if c.deck == "clan"]
    for clan in clans:
        cards = sum(c.copies for c in catalogue().values() if clan in c.clans)
        assert cards >= 4, clan


def _numbers(text: str) -> set[int]:
    return {int(x) for x in re.findall(r"\d+", text)}


@pytest.mark.parametrize("cid", sorted(catalogue()))
def test_texts_state_the_numbers_and_attribute_the_engine_uses(cid):
    card = catalogue()[cid]
    eff = card.effect
    wanted = {abs(v) for v in eff.mods.values()} | ({eff.n} if eff.n else set())
    for lang in ("es", "en"):
        assert wanted <= _numbers(card.text[lang]), (lang, card.text[lang])
        if eff.attr:
            assert ATTR_NAMES[lang][eff.attr] in card.text[lang]


def test_every_effect_and_modifier_in_the_data_is_known_to_the_engine():
    kinds = {c.effect.kind for c in catalogue().values()}
    mods = {m for c in catalogue().values() for m in c.effect.mods}
    assert kinds <= set(EFFECT_KINDS)
    assert mods <= set(MOD_KINDS)
    # and every kind the engine knows is used by some card (no dead rules)
    assert set(EFFECT_KINDS) <= kinds | {"none"}
    assert set(MOD_KINDS) == mods


def test_bad_data_is_refused_with_the_card_named(monkeypatch):
    bad = [dict(carddata.CARDS[0], effect={"kind": "teleport"})] + carddata.CARDS[1:]
    monkeypatch.setattr("vtt.games.nob.cards.CARDS", bad)
    catalogue.cache_clear()
    try:
        with pytest.raises(CardDataError, match="puñetazo.*teleport"):
            catalogue()
    finally:
        monkeypatch.undo()
        catalogue.cache_clear()


def test_names_are_distinct_in_both_languages():
    for lang in ("es", "en"):
        names = [c.name[lang] for c in catalogue().values()]
        assert len(names) == len(set(names))


def test_faces_use_the_rulebooks_border_colours_and_the_language():
    assert card_face("puñetazo").colour == BORDERS["habilidad"] == "#111111"
    assert card_face("refugio").colour == BORDERS["trasfondo"]
    assert card_face("rebaño").colour == BORDERS["contacto"]
    assert card_face("potencia").colour == BORDERS["disciplina"]
    assert card_face("potencia", "es").title == "Potencia"
    assert card_face("potencia", "en").title == "Potence"
    assert {b.text for b in card_face("potencia").badges} == {"BRU", "NOS", "LAS"}
    assert card_face("herida").back == "Herida Agravada"
