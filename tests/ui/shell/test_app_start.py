"""Start-up: the smoke test the packaged app runs, translations, the demo game, --open."""

import argparse

from vtt import app


def args(**kw):
    base = dict(smoke_test=True, game=None, open_save=None)
    base.update(kw)
    return argparse.Namespace(**base)


def test_smoke_test_returns_0(qapp, capsys):
    assert app.run_app(args()) == 0
    out = capsys.readouterr().out
    assert out.startswith("vtt smoke test: OK") and "4 seats" in out


def test_smoke_test_fails_on_a_bad_save(qapp, capsys, tmp_path):
    bad = tmp_path / "bad.vttsave"
    bad.write_text("nonsense")
    assert app.run_app(args(open_save=str(bad))) == 1
    assert "FAILED" in capsys.readouterr().out


def test_unknown_game_is_an_error(qapp, capsys):
    assert app.run_app(args(game="no-such-game")) == 2
    assert "unknown game" in capsys.readouterr().err


def test_translations_are_installed_when_present(qapp):
    translators = app.install_translations(qapp, "es")
    try:
        assert translators  # at least Qt's own Spanish catalogue
    finally:
        for t in translators:
            qapp.removeTranslator(t)


def test_icon_is_found():
    from vtt.resource_files import find_resource

    assert find_resource("icons", "vtt.svg") is not None
    assert not app.app_icon().isNull()
