"""Fixtures of the Help tests: the app's Spanish catalogue installed for one test."""

import pytest


@pytest.fixture
def spanish(qapp):
    from vtt.app import install_translations

    translators = install_translations(qapp, "es")
    assert translators, "the Spanish catalogue did not load"
    yield
    for translator in translators:
        qapp.removeTranslator(translator)
