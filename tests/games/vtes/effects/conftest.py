"""Helpers of the card effect tests: the rules table of :mod:`tests.games.vtes.rules`, the
Spanish catalogue installed for a test, and the dock's words of a command in a language."""

from __future__ import annotations

import pytest

from vtt.games.vtes.rules import commands as K
from vtt.games.vtes.rules.legal import legal_commands

from ..rules.conftest import Table

__all__ = ["Table", "dock", "plays"]


@pytest.fixture
def table():
    return Table()


@pytest.fixture
def spanish(qapp):
    from vtt.app import install_translations
    from vtt.core.messages import install_translator

    translators = install_translations(qapp, "es")
    assert translators, "the Spanish catalogue did not load"
    yield
    for translator in translators:
        qapp.removeTranslator(translator)
    install_translator(None)


def plays(t: Table, seat: int, card=None) -> list[K.PlayCard]:
    """The ``vtes_play`` choices the dock offers ``seat`` now (of ``card`` if given)."""
    found = [c for c in legal_commands(t.state, seat) if isinstance(c, K.PlayCard)]
    return [c for c in found if card is None or c.card == card.id]


def dock(t: Table, cmd, seat: int, language: str = "en") -> str:
    """The words of ``cmd`` in the Decisions dock, in ``language`` (Spanish needs the
    ``spanish`` fixture)."""
    from vtt.ui.words import message_text

    message = t.module.describe_command(cmd, t.state, seat, language)
    return message.english() if language == "en" else message_text(message)
