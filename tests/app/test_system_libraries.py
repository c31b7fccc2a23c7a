"""A Linux desktop missing Qt's X11 libraries gets the packages' names, not Qt's abort."""

from __future__ import annotations

import pytest

from vtt import system_libraries as S


def test_only_an_x11_window_on_linux_is_checked():
    assert S.uses_x11("linux", {"DISPLAY": ":0"})
    assert S.uses_x11("linux", {"QT_QPA_PLATFORM": "xcb", "DISPLAY": ":0"})
    assert not S.uses_x11("linux", {"QT_QPA_PLATFORM": "offscreen", "DISPLAY": ":0"})
    assert not S.uses_x11("linux", {"QT_QPA_PLATFORM": "wayland"})
    assert not S.uses_x11("linux", {})  # no display: Qt fails on its own words
    assert not S.uses_x11("win32", {"DISPLAY": ":0"})
    assert not S.uses_x11("darwin", {})


def test_every_library_that_does_not_load_is_named_by_its_package():
    absent = {"libxcb-icccm.so.4", "libxcb-keysyms.so.1"}

    def loads(name):
        if name in absent:
            raise OSError(name)

    assert S.missing_packages(loads) == ["libxcb-icccm4", "libxcb-keysyms1"]


@pytest.mark.parametrize(
    ("language", "words"), [("en", "system packages are missing"), ("es", "faltan")]
)
def test_the_message_is_one_line_in_the_users_language(language, words):
    message = S.MISSING.with_args(packages="libxcb-icccm4 libxcb-keysyms1")
    text = S.translated(message, language)
    assert "\n" not in text
    assert words in text
    assert text.count("libxcb-icccm4 libxcb-keysyms1") == 2
