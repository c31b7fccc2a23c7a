"""The card database: krcg's official lists, the cache, translations and faces."""

import threading

import msgspec

from vtt.games.vtes import cards as vc

ANSON = "vtes:200107"
THEO_ADV = "vtes:201363"
BLOOD_DOLL = "vtes:100199"
GOVERN = "vtes:100845"
CARLTON = "vtes:100298"


def test_every_official_card_is_there(db):
    crypt = [c for c in db.cards.values() if c.is_crypt]
    library = [c for c in db.cards.values() if not c.is_crypt]
    assert len(crypt) > 1700 and len(library) > 2300
    assert all(c.catalog == f"vtes:{c.id}" for c in db.cards.values())


def test_crypt_card_fields(db):
    anson = db.get(ANSON)
    assert (anson.name, anson.capacity, anson.clan, anson.group) == ("Anson", 8, "Toreador", "1")
    assert anson.disciplines == ("aus", "dom", "CEL", "PRE")
    assert (anson.title, anson.sect, anson.unique) == ("Prince", "Camarilla", True)
    theo = db.get(THEO_ADV)
    assert theo.advanced and theo.sect == "Independent"


def test_library_card_fields(db):
    govern = db.get(GOVERN)
    assert govern.types == ("Action",) and govern.blood_cost == "1" and govern.pool_cost == ""
    assert govern.disciplines == ("dom",)
    assert any(c.banned for c in db.cards.values())
    assert any(c.pool_cost for c in db.cards.values())
    assert db.get("vtes:101536").unique  # The Rack: "Unique location."


def test_translations(db):
    doll = db.get(BLOOD_DOLL)
    assert doll.display_name("es") == "Muñeca de sangre"
    assert doll.display_name("fr") == "Poupée de sang"
    assert "reserva" in doll.display_text("es")
    assert doll.display_name("de") == "Blood Doll"


def test_unknown_catalog_ids(db):
    for bad in ("vtes:0", "vtes:abc", "demo:QH", "999"):
        try:
            db.get(bad)
        except KeyError:
            continue
        raise AssertionError(bad)


def test_faces(module):
    face = module.face(ANSON)
    assert face.title == "Anson" and face.kind == "Vampire \u2014 Toreador"
    assert face.corner == "8" and face.back == "crypt"
    assert [(b.text, b.superior) for b in face.badges[:4]] == [
        ("aus", False),
        ("dom", False),
        ("CEL", True),
        ("PRE", True),
    ]
    assert face.badges[-1].text == "Tor"
    assert "Group 1" in face.footer and "Prince" in face.footer
    assert module.face(THEO_ADV).title == "Theo Bell (ADV)"
    govern = module.face(GOVERN, "es")
    assert govern.title == "Regir a los no alineados" and govern.cost == "1 blood"
    assert govern.back == "library" and govern.colour != module.face(BLOOD_DOLL).colour
    assert module.face("vtes:1").kind == "?"
    # what a small card on the table shows: type marks, an ally's life in the corner
    assert [i.text for i in govern.icons] == ["\u27a4"] and not module.face(ANSON).icons
    assert module.face(CARLTON).corner == "2\u2665" and govern.corner == ""


def test_cache_file_round_trip(db):
    path = vc.cache_path()
    assert path.name == f"vtes-cards-{vc.krcg_version()}.bin" and path.exists()
    cache = vc.read_cache(path)
    assert cache is not None and len(cache.cards) == len(db)
    assert {c.id: c for c in cache.cards}[200107] == db.get(ANSON)


def test_corrupt_or_old_cache_is_ignored(tmp_path):
    bad = tmp_path / "bad.bin"
    bad.write_bytes(b"\x00not msgpack")
    assert vc.read_cache(bad) is None
    old = tmp_path / "old.bin"
    old.write_bytes(
        msgspec.msgpack.encode(vc._Cache(format=0, krcg=vc.krcg_version(), cards=[], precons=[]))
    )
    assert vc.read_cache(old) is None


def test_load_cards_is_thread_safe(db, monkeypatch):
    monkeypatch.setattr(vc, "_db", None)
    seen = []
    threads = [threading.Thread(target=lambda: seen.append(vc.load_cards())) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(seen) == 4 and all(s is seen[0] for s in seen)
    assert len(seen[0]) == len(db)
