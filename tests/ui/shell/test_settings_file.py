"""Settings: round trip, fallback on corrupt files, field-by-field repair, atomic writes."""

import logging
import os

import msgspec
import pytest

from vtt import settings as S


def test_round_trip(tmp_path):
    path = tmp_path / "settings.json"
    s = S.Settings(
        language="es",
        image_folder="/cards",
        image_download=True,
        animations=False,
        shortcuts={"draw": "Ctrl+D"},
        player_name="Ana",
        player_colour="#123456",
        autosave_minutes=0,
    )
    s.add_recent("/a.vttsave")
    s.add_recent("/b.vttsave")
    s.add_recent("/a.vttsave")
    S.save_settings(s, path)
    back = S.load_settings(path)
    assert back == s
    assert back.recent_files == ["/a.vttsave", "/b.vttsave"]


def test_default_location_is_the_config_folder(monkeypatch, tmp_path):
    monkeypatch.setenv("VTT_CONFIG_DIR", str(tmp_path))
    S.save_settings(S.Settings(player_name="Bruno"))
    assert (tmp_path / "settings.json").is_file()
    assert S.load_settings().player_name == "Bruno"


def test_missing_file_gives_defaults(tmp_path):
    assert S.load_settings(tmp_path / "nothing.json") == S.Settings()


@pytest.mark.parametrize("data", [b"{not json", b"[1, 2]", b"\xff\xfe", b""])
def test_corrupt_file_falls_back_with_a_warning(tmp_path, caplog, data):
    path = tmp_path / "settings.json"
    path.write_bytes(data)
    with caplog.at_level(logging.WARNING, logger="vtt.settings"):
        assert S.load_settings(path) == S.Settings()
    assert caplog.records


def test_bad_fields_fall_back_one_by_one_and_unknown_ones_are_ignored(tmp_path, caplog):
    path = tmp_path / "settings.json"
    path.write_bytes(
        msgspec.json.encode(
            {
                "version": 7,
                "language": "klingon",
                "player_name": "Carla",
                "animations": "maybe",
                "autosave_minutes": -3,
                "recent_files": [f"/{i}" for i in range(30)],
                "a_field_from_the_future": {"x": 1},
            }
        )
    )
    with caplog.at_level(logging.WARNING, logger="vtt.settings"):
        s = S.load_settings(path)
    assert s.player_name == "Carla"
    assert s.language == "system" and s.animations is True and s.autosave_minutes == 0
    assert len(s.recent_files) == S.MAX_RECENT
    assert s.version == S.SETTINGS_VERSION


def test_write_is_atomic(tmp_path, monkeypatch):
    path = tmp_path / "settings.json"
    S.save_settings(S.Settings(player_name="Old"), path)

    def broken_replace(src, dst):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError):
        S.save_settings(S.Settings(player_name="New"), path)
    monkeypatch.undo()
    assert S.load_settings(path).player_name == "Old"
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]


def test_language_resolution():
    assert S.resolve_language("system", "es_AR") == "es"
    assert S.resolve_language("system", "de_DE") == "en"
    assert S.resolve_language("system", "C") == "en"
    assert S.resolve_language("en", "es_ES") == "en"


def test_default_name_prefers_the_chosen_one():
    assert S.Settings(player_name="  Ana ").default_name() == "Ana"
    assert S.Settings().default_name()
