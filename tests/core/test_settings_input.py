"""Whatever the settings file holds, reading it gives usable settings: out-of-range values
fall back to their defaults with a warning, like corrupt files do (a fuzzer over random
bytes and random JSON)."""

import msgspec
from hypothesis import given, settings
from hypothesis import strategies as st

from vtt.settings import MAX_AUTOSAVE_MINUTES, Settings, load_settings

_JSON = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=False)
    | st.text(max_size=12),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=20,
)
_FIELDS = st.dictionaries(st.sampled_from(list(Settings.__struct_fields__)), _JSON, max_size=8)


def _usable(s: Settings) -> None:
    assert 0 <= s.autosave_minutes <= MAX_AUTOSAVE_MINUTES
    assert len(s.player_colour) == 7 and s.player_colour.startswith("#")
    assert len(s.recent_files) <= 10
    msgspec.json.encode(s)


def test_out_of_range_values_fall_back_with_a_warning(tmp_path, caplog):
    path = tmp_path / "settings.json"
    path.write_text(
        '{"autosave_minutes": 35792, "player_colour": "red; drop", "animations": false}'
    )
    s = load_settings(path)
    assert (s.autosave_minutes, s.player_colour) == (5, "#c0392b")
    assert s.animations is False  # the good fields stay
    assert "out of range" in caplog.text and "not a colour" in caplog.text


def test_deep_huge_or_special_files_give_the_defaults(tmp_path):
    path = tmp_path / "settings.json"
    for data in (
        b"[" * 3000,
        b'{"autosave_minutes": 1' + b"0" * 30 + b"}",
        b'{"language": "\xff"}',
    ):
        path.write_bytes(data)
        _usable(load_settings(path))
    assert load_settings(tmp_path) == Settings()  # a folder


@settings(max_examples=300, deadline=None, derandomize=True)
@given(fields=_FIELDS)
def test_any_json_object_gives_usable_settings(tmp_path_factory, fields):
    path = tmp_path_factory.mktemp("s") / "settings.json"
    path.write_bytes(msgspec.json.encode(fields))
    _usable(load_settings(path))


@settings(max_examples=200, deadline=None, derandomize=True)
@given(data=st.binary(max_size=200))
def test_any_bytes_give_usable_settings(tmp_path_factory, data):
    path = tmp_path_factory.mktemp("s") / "settings.json"
    path.write_bytes(data)
    _usable(load_settings(path))
