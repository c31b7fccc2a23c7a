"""Thousands of seeded mutations of real saves of every game (free, VTES, 1347 and Nights
of Blood, rules on and off): truncations, byte flips, JSON-level edits.  Every one is either
refused with a one-line "damaged" message or loads into a game that works (``save_fuzzer.use``): no
traceback, no broken state accepted."""

import pytest

from .save_fuzzer import SOURCES, fuzz

PER_SAVE = 400  # 2,800 mutations in all


@pytest.mark.slow
def test_mutated_saves_are_refused_or_sound():
    figures = fuzz(per_save=PER_SAVE)
    assert figures.mutations == PER_SAVE * len(SOURCES) >= 2000
    assert figures.tracebacks == []
    assert figures.corrupt == []
    assert figures.multi_line == []
    assert set(figures.reasons) <= {"This save is damaged"}, figures.reasons
    assert figures.refused > figures.mutations // 2  # the mutations do damage
    assert figures.accepted > 0  # and some are harmless (a seat's name, a counter)
